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
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <stdio.h>
#include <unistd.h>

#include "cairn-export.h"
#include "cairn-export-text.h"
#include "cairn-format.h"
#include "cairn-painter-private.h"

G_DEFINE_QUARK (cairn-export-error-quark, cairn_export_error)

#define MARGIN      28.0
#define PANE_GAP    56.0
#define TITLE_SIZE  19.0
#define CAPTION_SIZE 12.5
#define TREE_PAD    16.0
#define MAX_LEVEL   150.0
/* Cairo image surfaces stop at 32767 pixels a side; beyond a few hundred
 * million pixels the memory needed is unreasonable anyway. */
#define PNG_MAX_SIDE   32767.0
#define PNG_MAX_PIXELS 400e6

static const char * const format_names[] = {
  [CAIRN_EXPORT_PNG] = "png",
  [CAIRN_EXPORT_SVG] = "svg",
  [CAIRN_EXPORT_PDF] = "pdf",
  [CAIRN_EXPORT_DOT] = "dot",
  [CAIRN_EXPORT_JSON] = "json",
};

void
cairn_export_options_init (CairnExportOptions *options)
{
  g_return_if_fail (options != NULL);

  *options = (CairnExportOptions) {
    .format = CAIRN_EXPORT_PNG,
    .theme = CAIRN_THEME_PRINT,
    .scale = 1.0,
    .ghosts = TRUE,
    .legend = TRUE,
    .caption = TRUE,
    .at_event = CAIRN_ALL_EVENTS,
  };
}

gboolean
cairn_export_format_parse (const char         *text,
                           CairnExportFormat  *format,
                           GError            **error)
{
  g_return_val_if_fail (text != NULL && format != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (format_names); i++)
    if (g_ascii_strcasecmp (text, format_names[i]) == 0)
      {
        *format = (CairnExportFormat) i;
        return TRUE;
      }
  g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT,
               _("Unknown format “%s”: use png, svg, pdf, dot or json"), text);
  return FALSE;
}

gboolean
cairn_export_format_from_path (const char         *path,
                               CairnExportFormat  *format,
                               GError            **error)
{
  g_autofree char *base = NULL;
  const char *dot;

  g_return_val_if_fail (path != NULL && format != NULL, FALSE);

  base = g_path_get_basename (path);
  dot = strrchr (base, '.');
  if (dot == NULL || dot == base || dot[1] == '\0')
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT,
                   _("Cannot tell the format of “%s” from its name: end it in .png, .svg, .pdf, .dot or .json, or give --format"),
                   path);
      return FALSE;
    }
  return cairn_export_format_parse (dot + 1, format, error);
}

/* ---- the figure ---- */

typedef struct {
  const CairnSearch *search;
  const CairnTree   *tree;
  CairnLayout       *layout;
  CairnRect          region;     /* layout units shown */
  char              *title;
  double             x, y;       /* the tree's top-left corner in the figure */
  double             w, h;       /* the tree's size */
} Pane;

typedef struct {
  Pane    panes[2];
  guint   n_panes;
  double  unit, level;
  double  width, height;
  double  title_h;
  double  legend_x, legend_y, legend_w, legend_h;
  double  caption_y;
  GPtrArray *caption;            /* lines */
  CairnMode legend_mode;
  CairnLegendFlags legend_flags;
} Figure;

static void
figure_clear (Figure *f)
{
  for (guint i = 0; i < f->n_panes; i++)
    {
      g_clear_pointer (&f->panes[i].layout, cairn_layout_free);
      g_clear_pointer (&f->panes[i].title, g_free);
    }
  g_clear_pointer (&f->caption, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Figure, figure_clear)

static char *
mode_label (const CairnSettings *settings)
{
  g_autofree char *r = NULL;

  if (!cairn_mode_uses_null_move (settings->mode))
    return g_strdup (cairn_mode_to_label (settings->mode));
  if (settings->reduction == CAIRN_REDUCTION_ADAPTIVE)
    r = g_strdup (_("adaptive"));
  else
    r = g_strdup_printf ("%u", settings->reduction);
  /* Translators: a search mode and its reduction, e.g. "null move, R=3" */
  return g_strdup_printf (_("%s, R=%s"), cairn_mode_to_label (settings->mode), r);
}

static char *
pane_title (const CairnSearch *search,
            const CairnLayout *layout,
            guint32            at_event)
{
  const CairnCounters *c = cairn_search_get_counters (search);
  g_autofree char *label = mode_label (cairn_search_get_settings (search));
  g_autofree char *total = cairn_format_count (c->nodes);

  if (at_event == CAIRN_ALL_EVENTS)
    /* Translators: "plain α-β — 1,787 nodes" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %s node", "%s — %s nodes", c->nodes),
                            label, total);
  else
    {
      g_autofree char *shown = cairn_format_count (cairn_layout_get_n_nodes (layout));
      g_autofree char *event = cairn_format_count (at_event);

      /* Translators: "null move, R=3 — 120 of 803 nodes, event 250" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %s of %s node, event %s",
                                           "%s — %s of %s nodes, event %s", c->nodes),
                              label, shown, total, event);
    }
}

/* Between the items of a caption line; the same in every language. */
#define CAPTION_SEPARATOR " · "

static char *
counters_line (const CairnSearch *search)
{
  const CairnCounters *c = cairn_search_get_counters (search);
  const CairnSettings *s = cairn_search_get_settings (search);
  g_autofree char *label = mode_label (s);
  g_autofree char *nodes = cairn_format_count (c->nodes);
  g_autofree char *cutoffs = cairn_format_count (c->cutoffs);
  char value[96];
  GString *line = g_string_new (NULL);

  {
    const CairnGame *game = cairn_position_game (cairn_search_get_position (search));
    CairnSide winner;
    guint ply;

    /* A pawn ending's win in words: "White wins, ply 5", not 1995. */
    if (game->value_is_win != NULL && game->value_is_win (c->value, &winner, &ply))
      g_snprintf (value, sizeof value, C_("tree node", "%s wins, ply %u"),
                  _(game->side_names[winner == CAIRN_SIDE_X ? 0 : 1]), ply);
    else
      cairn_format_value (value, sizeof value, c->value);
  }
  /* One item per count, each through ngettext, joined by " · ". */
  if (c->best_move < 0 || cairn_position_game (cairn_search_get_position (search))->numbered_moves)
    g_string_append_printf (line, _("%s: value %s, best move %d"), label, value, c->best_move);
  else
    {
      const CairnPosition *root = cairn_search_get_position (search);
      g_autofree char *move = cairn_position_game (root)->move_to_text (&root->board, root->to_move,
                                                                        (CairnMove) c->best_move);

      g_string_append_printf (line, _("%s: value %s, best move %s"), label, value, move);
    }
  g_string_append (line, CAPTION_SEPARATOR);
  g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s node", "%s nodes", c->nodes), nodes);
  g_string_append (line, CAPTION_SEPARATOR);
  g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s cutoff", "%s cutoffs", c->cutoffs),
                          cutoffs);
  if (cairn_mode_uses_null_move (s->mode))
    {
      g_autofree char *probes = cairn_format_count (c->null_probes);
      g_autofree char *prunes = cairn_format_count (c->null_prunes);

      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s null probe", "%s null probes",
                                                 c->null_probes), probes);
      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s null prune", "%s null prunes",
                                                 c->null_prunes), prunes);
    }
  if (s->mode == CAIRN_MODE_VERIFIED)
    {
      g_autofree char *verifications = cairn_format_count (c->verifications);
      g_autofree char *re_searches = cairn_format_count (c->re_searches);

      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s verification", "%s verifications",
                                                 c->verifications), verifications);
      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s re-search", "%s re-searches",
                                                 c->re_searches), re_searches);
    }
  return g_string_free (line, FALSE);
}

static GPtrArray *
caption_lines (const CairnSearch * const *searches,
               guint                      n)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  const CairnPosition *pos = cairn_search_get_position (searches[0]);
  const CairnSettings *s = cairn_search_get_settings (searches[0]);
  g_autofree char *cells = cairn_position_to_string (pos);
  /* The game names the side: X or O, White or Black. */
  const char *side = _(cairn_position_game (pos)->side_names[pos->to_move == CAIRN_SIDE_X ? 0 : 1]);

  if (s->guard)
    g_ptr_array_add (lines, g_strdup_printf (_("Position %s, %s to move · depth limit %u · horizon guard"),
                                             cells, side, s->depth));
  else
    g_ptr_array_add (lines, g_strdup_printf (_("Position %s, %s to move · depth limit %u"),
                                             cells, side, s->depth));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (lines, counters_line (searches[i]));
  return lines;
}

static void
text_size (PangoLayout *layout,
           const char  *text,
           double      *w,
           double      *h)
{
  int pw, ph;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &pw, &ph);
  if (w)
    *w = pw;
  if (h)
    *h = ph;
}

static double
auto_unit (const Figure *f)
{
  double total = 0;

  for (guint i = 0; i < f->n_panes; i++)
    total += f->panes[i].region.x1 - f->panes[i].region.x0;
  return MIN (CAIRN_PAINTER_NATURAL_SCALE, CAIRN_EXPORT_MAX_WIDTH / MAX (total, 1.0));
}

static void
figure_init (Figure                    *f,
             const CairnSearch * const *searches,
             guint                      n,
             const CairnExportOptions  *options)
{
  cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (scratch);
  g_autoptr (PangoLayout) title = cairn_text_layout (cr, TITLE_SIZE, TRUE);
  g_autoptr (PangoLayout) caption = cairn_text_layout (cr, CAPTION_SIZE, FALSE);
  CairnLayoutOptions lo;
  CairnPaintOptions po;
  double x = MARGIN, trees_h = 0, content_w, y;

  cairn_layout_options_init (&lo);
  lo.show_ghosts = options->ghosts;
  lo.at_event = options->at_event;
  f->n_panes = n;
  f->legend_mode = CAIRN_MODE_PLAIN;
  f->legend_flags = cairn_position_game (cairn_search_get_position (searches[0]))->numbered_moves
                    ? 0 : CAIRN_LEGEND_WHITE_BLACK;

  for (guint i = 0; i < n; i++)
    {
      Pane *pane = &f->panes[i];
      CairnMode mode = cairn_search_get_settings (searches[i])->mode;

      pane->search = searches[i];
      pane->tree = cairn_search_get_tree (searches[i]);
      pane->layout = cairn_layout_new (pane->tree, &lo);
      if (options->use_viewport)
        pane->region = options->viewport;
      else
        cairn_layout_get_bounds (pane->layout, &pane->region);
      pane->title = pane_title (searches[i], pane->layout, options->at_event);
      /* The legend covers the richer of the two modes. */
      if (mode == CAIRN_MODE_VERIFIED ||
          (mode == CAIRN_MODE_NULL && f->legend_mode != CAIRN_MODE_VERIFIED) ||
          (mode == CAIRN_MODE_MINIMAX && i == 0 && n == 1))
        f->legend_mode = mode;
    }

  f->unit = options->unit > 0 ? options->unit : auto_unit (f);
  cairn_paint_options_init (&po, options->theme);
  po.scale = f->unit;
  f->level = cairn_painter_level_height (&po);
  /* A wide tree gets taller plies, up to a point, so that the figure keeps
   * a shape one can read rather than a thin strip of edges. */
  for (guint i = 0; i < n; i++)
    {
      const CairnRect *r = &f->panes[i].region;
      double wide = (r->x1 - r->x0) * f->unit / (MAX (r->y1 - r->y0, 1.0) * 3.5);

      f->level = MAX (f->level, MIN (wide, MAX_LEVEL));
    }

  f->title_h = 0;
  for (guint i = 0; i < n; i++)
    {
      Pane *pane = &f->panes[i];
      double tw, th;

      text_size (title, pane->title, &tw, &th);
      f->title_h = MAX (f->title_h, th + 10);
      pane->w = MAX ((pane->region.x1 - pane->region.x0) * f->unit + 2 * TREE_PAD, tw);
      pane->h = (pane->region.y1 - pane->region.y0) * f->level + 2 * TREE_PAD;
      pane->x = x;
      pane->y = MARGIN + f->title_h;
      x += pane->w + PANE_GAP;
      trees_h = MAX (trees_h, pane->h);
    }
  content_w = x - PANE_GAP - MARGIN;
  y = MARGIN + f->title_h + trees_h;

  f->legend_h = f->legend_w = 0;
  if (options->legend)
    {
      cairn_painter_paint_legend_full (NULL, options->theme, f->legend_mode, f->legend_flags,
                                       MAX (content_w, 900), 0, 0, &f->legend_w, &f->legend_h);
      f->legend_x = MARGIN;
      f->legend_y = y + 18;
      y = f->legend_y + f->legend_h;
      content_w = MAX (content_w, f->legend_w);
    }
  if (options->caption)
    {
      f->caption = caption_lines (searches, n);
      f->caption_y = y + 14;
      y = f->caption_y;
      for (guint i = 0; i < f->caption->len; i++)
        {
          double cw, ch;

          text_size (caption, g_ptr_array_index (f->caption, i), &cw, &ch);
          content_w = MAX (content_w, cw);
          y += ch + 2;
        }
    }
  f->width = ceil (content_w + 2 * MARGIN);
  f->height = ceil (y + MARGIN);

  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
}

static void
figure_paint (cairo_t                  *cr,
              const Figure             *f,
              const CairnExportOptions *options)
{
  const CairnPalette *pal = cairn_theme_palette (options->theme);
  g_autoptr (PangoLayout) title = cairn_text_layout (cr, TITLE_SIZE, TRUE);
  g_autoptr (PangoLayout) caption = cairn_text_layout (cr, CAPTION_SIZE, FALSE);

  cairn_set_rgb (cr, &pal->background);
  cairo_paint (cr);

  for (guint i = 0; i < f->n_panes; i++)
    {
      const Pane *pane = &f->panes[i];
      CairnPaintOptions po;
      double tree_w = (pane->region.x1 - pane->region.x0) * f->unit;

      cairn_set_rgb (cr, &pal->ink);
      cairn_show_text (cr, title, pane->title, pane->x, MARGIN, 0, FALSE);

      cairn_paint_options_init (&po, options->theme);
      po.scale = f->unit;
      po.level_height = f->level;
      po.at_event = options->at_event;
      po.background = FALSE;
      po.draft = FALSE;
      /* Centre the tree in its pane when the title is the wider. */
      po.offset_x = pane->x + (pane->w - tree_w) / 2 - f->unit * pane->region.x0;
      po.offset_y = pane->y + TREE_PAD - f->level * pane->region.y0;
      po.viewport = (CairnRect) { pane->x, pane->y, pane->x + pane->w, pane->y + pane->h };
      cairn_painter_paint (cr, pane->tree, pane->layout, &po);

      if (i > 0)
        {
          double sx = pane->x - PANE_GAP / 2;

          cairo_move_to (cr, sx, MARGIN);
          cairo_line_to (cr, sx, pane->y + pane->h);
          cairn_set_rgb (cr, &pal->muted);
          cairo_set_line_width (cr, 1);
          cairo_stroke (cr);
        }
    }

  if (options->legend)
    cairn_painter_paint_legend_full (cr, options->theme, f->legend_mode, f->legend_flags,
                                     MAX (f->width - 2 * MARGIN, 900),
                                     f->legend_x, f->legend_y, NULL, NULL);
  if (f->caption)
    {
      double y = f->caption_y;

      cairn_set_rgb (cr, &pal->ink);
      for (guint i = 0; i < f->caption->len; i++)
        {
          double h;

          text_size (caption, g_ptr_array_index (f->caption, i), NULL, &h);
          cairn_show_text (cr, caption, g_ptr_array_index (f->caption, i), MARGIN, y, 0, FALSE);
          y += h + 2;
        }
    }
}

/* ---- writing ---- */

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
                                            (int) ceil (f->width * options->scale),
                                            (int) ceil (f->height * options->scale));
      break;
    case CAIRN_EXPORT_SVG:
      surface = cairo_svg_surface_create_for_stream (sink_write, sink, f->width, f->height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
      break;
    case CAIRN_EXPORT_PDF:
      /* 1 CSS pixel is 0.75 pt: the page comes out at the figure's size. */
      surface = cairo_pdf_surface_create_for_stream (sink_write, sink,
                                                     f->width * 0.75, f->height * 0.75);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Cairn");
      break;
    case CAIRN_EXPORT_DOT:
    case CAIRN_EXPORT_JSON:
    default:
      g_return_val_if_reached (FALSE);
    }

  cr = cairo_create (surface);
  if (options->format == CAIRN_EXPORT_PNG)
    cairo_scale (cr, options->scale, options->scale);
  else if (options->format == CAIRN_EXPORT_PDF)
    cairo_scale (cr, 0.75, 0.75);
  figure_paint (cr, f, options);
  status = cairo_status (cr);
  cairo_destroy (cr);

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
  return ok;
}

static gboolean
check_event (const CairnSearch * const *searches,
             guint                      n,
             guint32                    at_event,
             GError                   **error)
{
  guint64 events = 0;

  if (at_event == CAIRN_ALL_EVENTS)
    return TRUE;
  for (guint i = 0; i < n; i++)
    events = MAX (events, cairn_search_get_counters (searches[i])->events);
  if (at_event < events)
    return TRUE;
  {
    g_autofree char *last = cairn_format_count (events > 0 ? events - 1 : 0);

    g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_EVENT,
                 _("Event %u is beyond the end of the search: its events are 0 to %s"),
                 at_event, last);
  }
  return FALSE;
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

  if ((guint) options->format >= G_N_ELEMENTS (format_names))
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT,
                   _("Unknown export format %d"), (int) options->format);
      return FALSE;
    }
  if (!check_event (searches, n_searches, options->at_event, error))
    return FALSE;

  if (options->format == CAIRN_EXPORT_DOT || options->format == CAIRN_EXPORT_JSON)
    {
      g_autoptr (GString) out = g_string_new (NULL);
      g_autoptr (GError) local = NULL;

      if (options->format == CAIRN_EXPORT_DOT)
        cairn_export_dot (out, searches, n_searches, options);
      else
        cairn_export_json (out, searches, n_searches, options);
      if (!g_file_set_contents_full (path, out->str, (gssize) out->len,
                                     G_FILE_SET_CONTENTS_CONSISTENT, 0666, &local))
        {
          g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_WRITE,
                       _("Could not write “%s”: %s"), path, cairn_file_error_reason (local));
          return FALSE;
        }
      return TRUE;
    }

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

  figure_init (&f, searches, n_searches, options);
  if (options->format == CAIRN_EXPORT_PNG)
    {
      double w = ceil (f.width * options->scale), h = ceil (f.height * options->scale);

      if (w > PNG_MAX_SIDE || h > PNG_MAX_SIDE || w * h > PNG_MAX_PIXELS)
        {
          g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_TOO_BIG,
                       _("The figure would be %.0f × %.0f pixels, more than a PNG can hold here: lower --scale, give a --viewport, or export SVG or PDF"),
                       w, h);
          return FALSE;
        }
    }
  return write_figure (path, &f, options, error);
}
