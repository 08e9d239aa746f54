/* cairn-export.c — figures of one or two search trees as PNG, SVG and PDF,
 * drawn by the same painter as the screen; DOT and JSON through
 * cairn-export-text.
 *
 * A figure: a title over each tree ("plain α-β — 1,787 nodes"), the trees
 * side by side at one common scale (so their sizes compare honestly), then
 * the legend and a caption with the position, settings and counters.
 * Sizes are in CSS pixels (96 dpi): SVG says px, PDF pages are the same
 * size in points.
 *
 * This file paints a placed figure and writes it; the options are read in
 * cairn-export-options.c, the words in cairn-export-caption.c, the
 * figure placed on its page in cairn-export-placement.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cairn-export.h"
#include "cairn-export-private.h"
#include "cairn-painter-private.h"

static void
figure_paint (cairo_t                  *cr,
              const Figure             *f,
              const CairnExportOptions *options)
{
  const CairnPalette *pal = cairn_theme_palette (options->theme);
  g_autoptr (PangoLayout) title = cairn_text_layout (cr, f->spec->title, TRUE);
  g_autoptr (PangoLayout) caption = cairn_text_layout (cr, f->spec->text, FALSE);

  cairn_set_rgb (cr, &pal->background);
  cairo_paint (cr);
  if (f->caption_w > 0)
    {
      pango_layout_set_width (caption, (int) (f->caption_w * PANGO_SCALE));
      pango_layout_set_wrap (caption, PANGO_WRAP_WORD);
    }

  for (guint i = 0; i < f->n_panes; i++)
    {
      const Pane *pane = &f->panes[i];
      CairnPaintOptions po;

      cairn_set_rgb (cr, &pal->ink);
      cairn_show_text (cr, title, pane->title, f->stacked ? pane->x : MIN (pane->x, pane->tree_x),
                       pane->y, 0, FALSE);

      export_pane_paint_options (f, pane, options, &po);
      cairn_painter_paint (cr, pane->tree, pane->layout, &po);

      if (i > 0)
        {
          cairn_set_rgb (cr, &pal->muted);
          cairo_set_line_width (cr, 1);
          if (f->stacked)
            {
              double sy = pane->y - PANE_GAP / 4;

              cairo_move_to (cr, pane->x, sy);
              cairo_line_to (cr, pane->x + pane->w, sy);
            }
          else
            {
              double sx = pane->x - PANE_GAP / 2;

              cairo_move_to (cr, sx, pane->y);
              cairo_line_to (cr, sx, pane->y + pane->h);
            }
          cairo_stroke (cr);
        }
    }

  if (options->legend && f->compact)
    cairn_painter_paint_legend_compact (cr, options->theme, export_figure_game (f), f->marks, f->legend_font,
                                        f->legend_w + 1, f->legend_x, f->legend_y, NULL, NULL);
  else if (options->legend)
    cairn_painter_paint_legend_marks (cr, options->theme, export_figure_game (f), f->marks, f->legend_font,
                                      f->caption_w > 0 ? f->caption_w : MAX (f->width - 2 * f->spec->margin, 900),
                                      f->legend_x, f->legend_y, NULL, NULL);
  if (f->board_side > 0)
    {
      const CairnTree *tree = f->panes[0].tree;

      cairn_painter_paint_board (cr, options->theme, export_figure_game (f), &tree->root_position.board,
                                 options->square_names, f->board_x, f->board_y, f->board_side);
    }
  if (f->caption)
    {
      double y = f->caption_y;

      cairn_set_rgb (cr, &pal->ink);
      for (guint i = 0; i < f->caption->len; i++)
        {
          double h;

          export_text_size (caption, g_ptr_array_index (f->caption, i), NULL, &h);
          cairn_show_text (cr, caption, g_ptr_array_index (f->caption, i), f->spec->margin, y, 0, FALSE);
          y += h + 2;
        }
    }
}

/* ---- writing ---- */

static void
report_step (const CairnExportOptions *options,
             guint                     done,
             guint                     total)
{
  if (options->progress)
    options->progress (done, total, options->progress_data);
}

typedef struct {
  FILE    *file;
  GString *buffer;  /* SVG is held back to number its ids (see below) */
  int      error;   /* errno of the first failed write, or 0 */
} Sink;

static cairo_status_t
sink_write (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  Sink *sink = closure;

  if (sink->error)
    return CAIRO_STATUS_WRITE_ERROR;
  if (sink->buffer)
    {
      g_string_append_len (sink->buffer, (const char *) data, length);
      return CAIRO_STATUS_SUCCESS;
    }
  if (fwrite (data, 1, length, sink->file) != length)
    {
      sink->error = errno ? errno : EIO;
      return CAIRO_STATUS_WRITE_ERROR;
    }
  return CAIRO_STATUS_SUCCESS;
}

/* Cairo names SVG groups "surfaceN" after a counter global to the
 * process, so a second export of the same figure would differ.  Numbering
 * them by first appearance makes the output depend on the figure only. */
static GString *
number_svg_ids (const GString *svg)
{
  static const char key[] = "surface";
  g_autoptr (GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GString *out = g_string_sized_new (svg->len);
  const char *p = svg->str, *end = svg->str + svg->len;

  while (p < end)
    {
      const char *hit = g_strstr_len (p, end - p, key);
      const char *digits, *q;

      if (hit == NULL)
        {
          g_string_append_len (out, p, end - p);
          break;
        }
      digits = hit + strlen (key);
      for (q = digits; q < end && g_ascii_isdigit (*q); q++)
        ;
      g_string_append_len (out, p, digits - p);
      if (q > digits && hit > svg->str && (hit[-1] == '"' || hit[-1] == '#'))
        {
          g_autofree char *number = g_strndup (digits, q - digits);
          gpointer seen = g_hash_table_lookup (ids, number);
          guint id = seen ? GPOINTER_TO_UINT (seen) : g_hash_table_size (ids) + 1;

          if (!seen)
            g_hash_table_insert (ids, g_steal_pointer (&number), GUINT_TO_POINTER (id));
          g_string_append_printf (out, "%u", id);
        }
      else
        g_string_append_len (out, digits, q - digits);
      p = q;
    }
  return out;
}

static gboolean
set_write_error (GError     **error,
                 const char  *path,
                 int          errsv)
{
  g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_WRITE,
               _("Could not write “%s”: %s"), path, g_strerror (errsv));
  return FALSE;
}

static double
png_scale (const Figure             *f,
           const CairnExportOptions *options)
{
  return f->spec->png * options->scale;
}

static gboolean
paint_to_stream (Sink                     *sink,
                 const Figure             *f,
                 const CairnExportOptions *options,
                 const char               *path,
                 GError                  **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  switch (options->format)
    {
    case CAIRN_EXPORT_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                            (int) ceil (f->width * png_scale (f, options)),
                                            (int) ceil (f->height * png_scale (f, options)));
      break;
    case CAIRN_EXPORT_SVG:
      surface = cairo_svg_surface_create_for_stream (sink_write, sink, f->width, f->height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
      break;
    case CAIRN_EXPORT_PDF:
      /* 1 CSS pixel is 0.75 pt (a slide: 0.5 pt, for 33.9 cm across). */
      surface = cairo_pdf_surface_create_for_stream (sink_write, sink,
                                                     f->width * f->spec->pt, f->height * f->spec->pt);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Cairn");
      break;
    case CAIRN_EXPORT_DOT:
    case CAIRN_EXPORT_JSON:
    default:
      g_return_val_if_reached (FALSE);
    }

  cr = cairo_create (surface);
  if (options->format == CAIRN_EXPORT_PNG)
    cairo_scale (cr, png_scale (f, options), png_scale (f, options));
  else if (options->format == CAIRN_EXPORT_PDF)
    cairo_scale (cr, f->spec->pt, f->spec->pt);
  figure_paint (cr, f, options);
  status = cairo_status (cr);
  cairo_destroy (cr);
  report_step (options, 2, CAIRN_EXPORT_FIGURE_STEPS);

  if (status == CAIRO_STATUS_SUCCESS && options->format == CAIRN_EXPORT_PNG)
    status = cairo_surface_write_to_png_stream (surface, sink_write, sink);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (sink->buffer && status == CAIRO_STATUS_SUCCESS && !sink->error)
    {
      g_autoptr (GString) svg = number_svg_ids (sink->buffer);

      if (fwrite (svg->str, 1, svg->len, sink->file) != svg->len)
        sink->error = errno ? errno : EIO;
    }

  if (sink->error)
    return set_write_error (error, path, sink->error);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_WRITE,
                   _("Could not write “%s”: %s"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* Paints into a temporary file next to @path, then renames it over
 * @path: readers never see half a figure, and a failure leaves nothing. */
static gboolean
write_figure (const char               *path,
              const Figure             *f,
              const CairnExportOptions *options,
              GError                  **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *tmp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  g_autoptr (GString) buffer = NULL;
  Sink sink = { NULL, NULL, 0 };
  gboolean ok;
  int fd;

  fd = g_mkstemp_full (tmp, O_WRONLY, 0666);
  if (fd < 0)
    return set_write_error (error, path, errno);
  sink.file = fdopen (fd, "wb");
  if (sink.file == NULL)
    {
      int errsv = errno;

      close (fd);
      g_unlink (tmp);
      return set_write_error (error, path, errsv);
    }

  if (options->format == CAIRN_EXPORT_SVG)
    sink.buffer = buffer = g_string_new (NULL);
  ok = paint_to_stream (&sink, f, options, path, error);
  if (ok && (fflush (sink.file) != 0 || fsync (fileno (sink.file)) != 0))
    ok = set_write_error (error, path, errno);
  if (fclose (sink.file) != 0 && ok)
    ok = set_write_error (error, path, errno);
  if (ok && g_rename (tmp, path) != 0)
    ok = set_write_error (error, path, errno);
  if (!ok)
    g_unlink (tmp);
  else
    report_step (options, 3, CAIRN_EXPORT_FIGURE_STEPS);
  return ok;
}

gboolean
cairn_export_to_file (const char                *path,
                      const CairnSearch * const *searches,
                      guint                      n_searches,
                      const CairnExportOptions  *options,
                      GError                   **error)
{
  g_auto (Figure) f = { 0 };

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (searches != NULL && n_searches >= 1 && n_searches <= 2, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  for (guint i = 0; i < n_searches; i++)
    g_return_val_if_fail (cairn_search_get_tree (searches[i]) != NULL, FALSE);

  if ((guint) options->format > CAIRN_EXPORT_JSON)
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT,
                   _("Unknown export format %d"), (int) options->format);
      return FALSE;
    }
  if (options->format == CAIRN_EXPORT_DOT || options->format == CAIRN_EXPORT_JSON)
    return cairn_export_data_to_file (path, searches, n_searches, options, error);
  if (!cairn_export_check_event (searches, n_searches, options->at_event, error))
    return FALSE;

  if (!(options->scale > 0) || !isfinite (options->scale))
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                   _("Invalid scale %g: use a positive number"), options->scale);
      return FALSE;
    }
  if (options->use_viewport &&
      !(options->viewport.x1 > options->viewport.x0 && options->viewport.y1 > options->viewport.y0))
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                   _("The viewport %g,%g,%g,%g is empty: give X0,Y0,X1,Y1 with X0 < X1 and Y0 < Y1"),
                   options->viewport.x0, options->viewport.y0,
                   options->viewport.x1, options->viewport.y1);
      return FALSE;
    }

  if (!cairn_export_options_check (options, error) ||
      !export_figure_init (&f, searches, n_searches, options, error))
    return FALSE;
  if (options->format == CAIRN_EXPORT_PNG)
    {
      double w = ceil (f.width * png_scale (&f, options)), h = ceil (f.height * png_scale (&f, options));

      if (w > PNG_MAX_SIDE || h > PNG_MAX_SIDE || w * h > PNG_MAX_PIXELS)
        {
          g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_TOO_BIG,
                       _("The figure would be %.0f × %.0f pixels, more than a PNG can hold here: lower --scale, give a --viewport, or export SVG or PDF"),
                       w, h);
          return FALSE;
        }
    }
  report_step (options, 1, CAIRN_EXPORT_FIGURE_STEPS);
  if (!write_figure (path, &f, options, error))
    return FALSE;
  if (options->report)
    *options->report = f.report;
  return TRUE;
}

gboolean
cairn_export_paint_preview (cairo_t                   *cr,
                            double                     width,
                            double                     height,
                            const CairnSearch * const *searches,
                            guint                      n_searches,
                            const CairnExportOptions  *options)
{
  g_auto (Figure) f = { 0 };
  double k;

  g_return_val_if_fail (cr != NULL && options != NULL, FALSE);
  g_return_val_if_fail (searches != NULL && n_searches >= 1 && n_searches <= 2, FALSE);

  if (width <= 0 || height <= 0 ||
      !cairn_export_check_event (searches, n_searches, options->at_event, NULL) ||
      !cairn_export_options_check (options, NULL) ||
      !export_figure_init (&f, searches, n_searches, options, NULL))
    return FALSE;
  k = MIN (width / f.width, height / f.height);
  cairo_save (cr);
  cairo_translate (cr, (width - f.width * k) / 2, (height - f.height * k) / 2);
  cairo_scale (cr, k, k);
  cairo_rectangle (cr, 0, 0, f.width, f.height);
  cairo_clip (cr);
  figure_paint (cr, &f, options);
  cairo_restore (cr);
  return TRUE;
}
