/* cairn-suite-chart.c — positions solved against nodes, per configuration.
 *
 * Nodes run along a log scale (configurations differ by factors), the
 * positions solved up the side from 0 to all of them.  Up and to the left
 * is better: more positions for fewer nodes.
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

void
cairn_suite_chart_paint (cairo_t          *cr,
                         const CairnSuite *suite,
                         const char       *title,
                         double            width,
                         double            height)
{
  guint n = suite->records->len, nc = suite->n_configs;
  double font = height / 45.0;
  double x0 = width * 0.10, x1 = width * 0.62, y0 = height * 0.16, y1 = height * 0.86;
  /* Markers keep clear of the frame: the scales start this far inside. */
  double pad = font * 1.2;
  double lo, hi;
  guint64 least = G_MAXUINT64, most = 0;
  g_autofree char *heading = NULL;

  for (guint c = 0; c < nc; c++)
    {
      least = MIN (least, MAX (suite->nodes[c], 1));
      most = MAX (most, MAX (suite->nodes[c], 1));
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
  heading = g_strdup_printf (_("EPD suite “%s”: positions solved against nodes"), title);
  draw_text (cr, heading, font * 1.4, TRUE, width / 2, height * 0.03, 0.5, 0);
  {
    g_autofree char *sub = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u position, depth limit %u",
                                                         "%u positions, depth limit %u", n),
                                            n, suite->settings.depth);

    cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
    draw_text (cr, sub, font, FALSE, width / 2, height * 0.08, 0.5, 0);
  }

  /* Grid and ticks: a line per decade of nodes, per position solved. */
  cairo_set_line_width (cr, 1);
  for (double d = lo; d <= hi + 1e-9; d++)
    {
      double x = x0 + pad + (d - lo) / (hi - lo) * (x1 - x0 - 2 * pad);
      g_autofree char *label = cairn_format_count ((guint64) llround (pow (10, d)));

      cairo_set_source_rgb (cr, 0.8, 0.8, 0.8);
      cairo_move_to (cr, x, y0);
      cairo_line_to (cr, x, y1);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      draw_text (cr, label, font * 0.9, FALSE, x, y1 + font * 0.4, 0.5, 0);
    }
  for (guint s = 0; s <= n; s += MAX (1u, n / 10))
    {
      double y = y1 - pad - (double) s / MAX (n, 1) * (y1 - y0 - 2 * pad);
      g_autofree char *label = g_strdup_printf ("%u", s);

      cairo_set_source_rgb (cr, 0.8, 0.8, 0.8);
      cairo_move_to (cr, x0, y);
      cairo_line_to (cr, x1, y);
      cairo_stroke (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      draw_text (cr, label, font * 0.9, FALSE, x0 - font * 0.5, y, 1, 0.5);
    }
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 2);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  cairo_stroke (cr);
  draw_text (cr, _("total nodes (log scale)"), font, FALSE, (x0 + x1) / 2, y1 + font * 2, 0.5, 0);
  cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
  draw_text (cr, _("Up and to the left is better: more positions solved for fewer nodes."), font * 0.9,
             FALSE, (x0 + x1) / 2, y1 + font * 3.6, 0.5, 0);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_save (cr);
  cairo_translate (cr, x0 - font * 2.8, (y0 + y1) / 2);
  cairo_rotate (cr, -G_PI / 2);
  draw_text (cr, _("positions solved"), font, FALSE, 0, 0, 0.5, 0.5);
  cairo_restore (cr);

  /* A marker per configuration, and the legend beside the plot. */
  for (guint c = 0; c < nc; c++)
    {
      const double *rgb = colours[c % G_N_ELEMENTS (colours)];
      double t = (log10 ((double) MAX (suite->nodes[c], 1)) - lo) / (hi - lo);
      double x = x0 + pad + t * (x1 - x0 - 2 * pad);
      double y = y1 - pad - (double) suite->solved[c] / MAX (n, 1) * (y1 - y0 - 2 * pad);
      double ly = y0 + font * 0.8 + c * font * 2.2;
      g_autofree char *label = cairn_suite_config_label (&suite->configs[c]);
      g_autofree char *count = cairn_format_count (suite->nodes[c]);
      g_autofree char *line = g_strdup_printf (_("%s: %u of %u solved, %s nodes"), label,
                                               suite->solved[c], n, count);
      /* Markers that would sit on one another fan out a little. */
      double dodge = font * 0.35 * ((double) c - (nc - 1) / 2.0);

      cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
      cairo_arc (cr, x + dodge, y, font * 0.55, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, x1 + font * 1.5, ly, font * 0.55, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      draw_text (cr, line, font * 0.9, FALSE, x1 + font * 2.5, ly, 0, 0.5);
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
