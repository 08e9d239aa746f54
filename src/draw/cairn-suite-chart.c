/* cairn-suite-chart.c — positions solved and nodes against depth limit,
 * a line per configuration.
 *
 * Two plots side by side share the depth axis: on the left the positions
 * solved (solid: uniquely; dashed: solved or tied, so the gap is what
 * move order alone "solves"), on the right the total nodes on a log
 * scale (configurations differ by factors).  A suite of one depth limit
 * gives a point per configuration.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>
#include <pango/pangocairo.h>

#include "cairn-chart.h"
#include "cairn-format.h"
#include "cairn-suite-chart.h"
#include "cairn-suite-report.h"

/* Okabe & Ito's colour-blind-safe set, as the sweep chart. */
static const double colours[][3] = {
  { 0.0, 0.0, 0.0 },
  { 0.902, 0.624, 0.0 },
  { 0.337, 0.706, 0.914 },
  { 0.0, 0.620, 0.451 },
  { 0.835, 0.369, 0.0 },
  { 0.0, 0.447, 0.698 },
  { 0.800, 0.475, 0.655 },
};

/* Draws @text with its box aligned at (x, y) (0 left/top .. 1 right/bottom). */
static void
draw_text (cairo_t    *cr,
           const char *text,
           double      size,
           gboolean    bold,
           double      x,
           double      y,
           double      xalign,
           double      yalign)
{
  g_autoptr (PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");
  cairo_font_options_t *options = cairo_font_options_create ();
  PangoRectangle logical;

  /* Unhinted metrics: the same room on image, SVG and PDF surfaces. */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  cairo_font_options_destroy (options);
  pango_layout_context_changed (layout);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, NULL, &logical);
  cairo_move_to (cr, x - xalign * logical.width / PANGO_SCALE - (double) logical.x / PANGO_SCALE,
                 y - yalign * logical.height / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
}

/* A plot's frame: where its data go. */
typedef struct {
  double x0, x1, y0, y1;
  double pad;
  double title_offset;   /* the y axis title's distance left of the frame */
} Frame;

/* The x of depth index @d of @n. */
static double
depth_x (const Frame *f,
         guint        d,
         guint        n)
{
  if (n <= 1)
    return (f->x0 + f->x1) / 2;
  return f->x0 + f->pad + (double) d / (n - 1) * (f->x1 - f->x0 - 2 * f->pad);
}

static void
draw_frame (cairo_t          *cr,
            const Frame      *f,
            const CairnSuite *suite,
            double            font,
            const char       *y_title)
{
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 2);
  cairo_rectangle (cr, f->x0, f->y0, f->x1 - f->x0, f->y1 - f->y0);
  cairo_stroke (cr);
  for (guint d = 0; d < suite->n_depths; d++)
    {
      g_autofree char *label = g_strdup_printf ("%u", suite->depths[d]);

      draw_text (cr, label, font * 0.9, FALSE, depth_x (f, d, suite->n_depths), f->y1 + font * 0.4, 0.5, 0);
    }
  draw_text (cr, _("depth limit"), font, FALSE, (f->x0 + f->x1) / 2, f->y1 + font * 1.9, 0.5, 0);
  cairo_save (cr);
  cairo_translate (cr, f->x0 - f->title_offset, (f->y0 + f->y1) / 2);
  cairo_rotate (cr, -G_PI / 2);
  draw_text (cr, y_title, font, FALSE, 0, 0, 0.5, 0.5);
  cairo_restore (cr);
}

static void
grid_line (cairo_t     *cr,
           const Frame *f,
           double       y,
           const char  *label,
           double       font)
{
  cairo_set_source_rgb (cr, 0.8, 0.8, 0.8);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, f->x0, y);
  cairo_line_to (cr, f->x1, y);
  cairo_stroke (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_text (cr, label, font * 0.9, FALSE, f->x0 - font * 0.5, y, 1, 0.5);
}

/* A series: a line through the points and a marker on each. */
static void
draw_series (cairo_t      *cr,
             const double *xs,
             const double *ys,
             guint         n,
             const double *rgb,
             double        font,
             gboolean      dashed)
{
  double dash = font * 0.5;

  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_set_line_width (cr, dashed ? 1.5 : 2.5);
  if (dashed)
    cairo_set_dash (cr, &dash, 1, 0);
  for (guint i = 0; i < n; i++)
    if (i == 0)
      cairo_move_to (cr, xs[i], ys[i]);
    else
      cairo_line_to (cr, xs[i], ys[i]);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  for (guint i = 0; i < n; i++)
    {
      cairo_arc (cr, xs[i], ys[i], font * (dashed ? 0.3 : 0.5), 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

void
cairn_suite_chart_paint (cairo_t          *cr,
                         const CairnSuite *suite,
                         const char       *title,
                         double            width,
                         double            height)
{
  guint n = suite->records->len, nc = suite->n_configs, nd = suite->n_depths;
  double font = height / 45.0;
  /* The nodes' tick labels ("1,000,000,000") need more room than the
   * positions' ("300"). */
  Frame left = { width * 0.08, width * 0.44, height * 0.17, height * 0.74, font * 1.2, font * 3.2 };
  Frame right = { width * 0.60, width * 0.96, height * 0.17, height * 0.74, font * 1.2, font * 7.6 };
  g_autofree double *xs = g_new0 (double, nd);
  g_autofree double *ys = g_new0 (double, nd);
  g_autofree char *heading = NULL;
  g_autofree char *style = cairn_suite_style_text (suite);
  guint64 least = G_MAXUINT64, most = 0;
  double lo, hi;

  for (guint d = 0; d < nd; d++)
    for (guint c = 0; c < nc; c++)
      {
        guint64 nodes = MAX (cairn_suite_totals (suite, d, c)->nodes, 1);

        least = MIN (least, nodes);
        most = MAX (most, nodes);
      }
  /* Whole decades around the data, at least one. */
  lo = floor (log10 ((double) least));
  hi = ceil (log10 ((double) most));
  if (hi <= lo)
    hi = lo + 1;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);

  cairo_set_source_rgb (cr, 0, 0, 0);
  heading = g_strdup_printf (_("EPD suite “%s”: positions solved and nodes against depth limit"), title);
  draw_text (cr, heading, font * 1.4, TRUE, width / 2, height * 0.03, 0.5, 0);
  {
    g_autofree char *sub = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u position, %s",
                                                         "%u positions, %s", n), n, style);

    cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
    draw_text (cr, sub, font, FALSE, width / 2, height * 0.09, 0.5, 0);
  }

  /* Left: positions solved, 0 to all of them. */
  for (guint s = 0; s <= n; s += MAX (1u, n / 10))
    {
      double y = left.y1 - left.pad - (double) s / MAX (n, 1) * (left.y1 - left.y0 - 2 * left.pad);
      g_autofree char *label = g_strdup_printf ("%u", s);

      grid_line (cr, &left, y, label, font);
    }
  draw_frame (cr, &left, suite, font, _("positions solved (dashed: solved or tied)"));
  /* Right: nodes, a line per decade. */
  for (double e = lo; e <= hi + 1e-9; e++)
    {
      double y = right.y1 - right.pad - (e - lo) / (hi - lo) * (right.y1 - right.y0 - 2 * right.pad);
      g_autofree char *label = cairn_format_count ((guint64) llround (pow (10, e)));

      grid_line (cr, &right, y, label, font);
    }
  draw_frame (cr, &right, suite, font, _("total nodes (log scale)"));

  for (guint c = 0; c < nc; c++)
    {
      const double *rgb = colours[c % G_N_ELEMENTS (colours)];
      /* Series that coincide (null R 2 and R 3 under part gate) stay
       * apart by a little. */
      double dodge = font * 0.4 * ((double) c - (nc - 1) / 2.0);

      for (guint d = 0; d < nd; d++)
        {
          const CairnSuiteTotals *t = cairn_suite_totals (suite, d, c);
          guint either = t->count[CAIRN_SUITE_SOLVED] + t->count[CAIRN_SUITE_TIED];

          xs[d] = depth_x (&left, d, nd) + dodge;
          ys[d] = left.y1 - left.pad - (double) either / MAX (n, 1) * (left.y1 - left.y0 - 2 * left.pad);
        }
      draw_series (cr, xs, ys, nd, rgb, font, TRUE);
      for (guint d = 0; d < nd; d++)
        {
          const CairnSuiteTotals *t = cairn_suite_totals (suite, d, c);

          ys[d] = left.y1 - left.pad -
                  (double) t->count[CAIRN_SUITE_SOLVED] / MAX (n, 1) * (left.y1 - left.y0 - 2 * left.pad);
        }
      draw_series (cr, xs, ys, nd, rgb, font, FALSE);
      for (guint d = 0; d < nd; d++)
        {
          double v = log10 ((double) MAX (cairn_suite_totals (suite, d, c)->nodes, 1));

          xs[d] = depth_x (&right, d, nd) + dodge;
          ys[d] = right.y1 - right.pad - (v - lo) / (hi - lo) * (right.y1 - right.y0 - 2 * right.pad);
        }
      draw_series (cr, xs, ys, nd, rgb, font, FALSE);
    }

  /* The legend: a row of configurations under the plots. */
  {
    double x = width * 0.08, y = height * 0.88;

    for (guint c = 0; c < nc; c++)
      {
        const double *rgb = colours[c % G_N_ELEMENTS (colours)];
        g_autofree char *label = cairn_suite_config_label (&suite->configs[c]);
        g_autoptr (PangoLayout) layout = pango_cairo_create_layout (cr);
        g_autoptr (PangoFontDescription) desc = pango_font_description_from_string ("Sans");
        int w;

        cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
        cairo_set_line_width (cr, 2.5);
        cairo_move_to (cr, x, y);
        cairo_line_to (cr, x + font * 2, y);
        cairo_stroke (cr);
        cairo_arc (cr, x + font, y, font * 0.5, 0, 2 * G_PI);
        cairo_fill (cr);
        cairo_set_source_rgb (cr, 0, 0, 0);
        draw_text (cr, label, font, FALSE, x + font * 2.6, y, 0, 0.5);
        pango_font_description_set_absolute_size (desc, font * PANGO_SCALE);
        pango_layout_set_font_description (layout, desc);
        pango_layout_set_text (layout, label, -1);
        pango_layout_get_pixel_size (layout, &w, NULL);
        x += font * 5 + w;
      }
    if (suite->baseline < nc)
      {
        g_autofree char *base = cairn_suite_config_label (&suite->configs[suite->baseline]);
        /* Translators: under the suite chart; %s is the baseline configuration */
        g_autofree char *note = g_strdup_printf (_("Solved: a best move, and no other move reaches its value. "
                                                   "Baseline of the ratios: %s."), base);

        cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
        draw_text (cr, note, font * 0.9, FALSE, width * 0.08, height * 0.94, 0, 0.5);
      }
  }
  cairo_restore (cr);
}

typedef struct {
  const CairnSuite *suite;
  const char       *title;
} Figure;

static void
paint_figure (cairo_t       *cr,
              gconstpointer  data,
              double         width,
              double         height)
{
  const Figure *figure = data;

  cairn_suite_chart_paint (cr, figure->suite, figure->title, width, height);
}

gboolean
cairn_suite_chart_to_file (const CairnSuite *suite,
                           const char       *title,
                           const char       *path,
                           GError          **error)
{
  Figure figure = { suite, title };

  return cairn_chart_write_file (path, paint_figure, &figure, error);
}
