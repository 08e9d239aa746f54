/* cairn-shapes.c — node shapes, marks and edge styles.
 *
 * Every distinction has a shape or a dash pattern besides its colour:
 * triangles up and down for max and min, a diamond for a null probe
 * (filled when it failed high), bars under cut and pruned nodes, rings
 * around verified ones, and a dash pattern per kind of edge.  The engine
 * style adds small shapes for q-nodes, a grid under a table cutoff, a
 * plus on a node extended for check, "=" on a draw by the rules and an
 * arrow from a PVS try to its re-search.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-painter-private.h"

/* Dash patterns, in multiples of the line width. */
static const double dash_probe[] = { 5, 3 };
static const double dash_reduced[] = { 5, 2, 1, 2 };
static const double dash_cutoff[] = { 1, 1.5 };      /* dots: square, cheaper than round */
static const double dash_prune[] = { 3.5, 2.5 };
static const double dash_open[] = { 2, 1.5 };
static const double dash_pvs[] = { 2.5, 2 };

void
cairn_set_dash (cairo_t      *cr,
                const double *pattern,
                guint         n,
                double        unit)
{
  double scaled[8];

  g_return_if_fail (n <= G_N_ELEMENTS (scaled));
  for (guint i = 0; i < n; i++)
    scaled[i] = pattern[i] * unit;
  cairo_set_dash (cr, scaled, (int) n, 0);
}

void
cairn_set_edge_style (cairo_t            *cr,
                      const CairnPalette *pal,
                      EdgeStyle           style,
                      double              width)
{
  cairo_set_line_width (cr, width);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  switch (style)
    {
    case EDGE_PROBE:
      cairn_set_rgb (cr, &pal->probe);
      cairo_set_line_width (cr, width * 1.4);
      cairn_set_dash (cr, dash_probe, G_N_ELEMENTS (dash_probe), width * 1.4);
      break;
    case EDGE_REDUCED:
      cairn_set_rgb (cr, &pal->verify);
      cairn_set_dash (cr, dash_reduced, G_N_ELEMENTS (dash_reduced), width);
      break;
    case EDGE_GHOST_CUTOFF:
      cairn_set_rgb (cr, &pal->cutoff);
      cairo_set_line_width (cr, width * 1.3);
      cairn_set_dash (cr, dash_cutoff, G_N_ELEMENTS (dash_cutoff), width * 1.3);
      break;
    case EDGE_GHOST_PRUNE:
      cairn_set_rgb (cr, &pal->prune);
      cairn_set_dash (cr, dash_prune, G_N_ELEMENTS (dash_prune), width * 1.2);
      break;
    case EDGE_PVS_TRY:
      cairn_set_rgb (cr, &pal->pvs);
      cairo_set_line_width (cr, width * 1.2);
      cairn_set_dash (cr, dash_pvs, G_N_ELEMENTS (dash_pvs), width * 1.2);
      break;
    case EDGE_PLAIN:
    case N_EDGE_STYLES:
    default:
      cairn_set_rgb (cr, &pal->ink);
      cairo_set_dash (cr, NULL, 0, 0);
      break;
    }
}

void
cairn_shape_path (cairo_t *cr,
                  Shape    shape,
                  double   x,
                  double   y,
                  double   r)
{
  switch (shape)
    {
    case SHAPE_UP:
      cairo_move_to (cr, x, y - r);
      cairo_line_to (cr, x + r * 1.05, y + r * 0.8);
      cairo_line_to (cr, x - r * 1.05, y + r * 0.8);
      break;
    case SHAPE_DOWN:
      cairo_move_to (cr, x, y + r);
      cairo_line_to (cr, x - r * 1.05, y - r * 0.8);
      cairo_line_to (cr, x + r * 1.05, y - r * 0.8);
      break;
    case SHAPE_DIAMOND:
    default:
      cairo_move_to (cr, x, y - r * 1.1);
      cairo_line_to (cr, x + r * 0.95, y);
      cairo_line_to (cr, x, y + r * 1.1);
      cairo_line_to (cr, x - r * 0.95, y);
      break;
    }
  cairo_close_path (cr);
}

void
cairn_paint_shape (cairo_t            *cr,
                   const CairnPalette *pal,
                   const NodeLook     *look,
                   double              x,
                   double              y,
                   double              r)
{
  cairn_shape_path (cr, look->shape, x, y, r);
  cairn_set_rgb (cr, look->fill ? look->fill : &pal->background);
  cairo_fill_preserve (cr);
  cairn_set_rgb (cr, look->outline);
  cairo_set_line_width (cr, MAX (1.0, r * 0.16) * (look->shape == SHAPE_DIAMOND ? 1.4 : 1.0));
  if (look->open)
    cairn_set_dash (cr, dash_open, G_N_ELEMENTS (dash_open), MAX (1.0, r * 0.3));
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* A move never searched: a dotted circle after a cutoff, a dashed square
 * after a null-move prune. */
void
cairn_paint_ghost (cairo_t            *cr,
                   const CairnPalette *pal,
                   gboolean            pruned,
                   double              x,
                   double              y,
                   double              r)
{
  if (pruned)
    cairo_rectangle (cr, x - r, y - r, 2 * r, 2 * r);
  else
    cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairn_set_rgb (cr, &pal->background);
  cairo_fill_preserve (cr);
  cairn_set_edge_style (cr, pal, pruned ? EDGE_GHOST_PRUNE : EDGE_GHOST_CUTOFF, MAX (1.1, r * 0.32));
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

/* Bars under a node: one (orange) for an alpha-beta cutoff, two
 * (wine) for a null-move prune. */
void
cairn_paint_bars (cairo_t            *cr,
                  const CairnPalette *pal,
                  const NodeLook     *look,
                  double              x,
                  double              y,
                  double              half,
                  double              unit)
{
  if (look->bars == 0)
    return;
  for (guint k = 0; k < look->bars; k++)
    {
      double by = y + k * unit * 2.4;

      cairo_move_to (cr, x - half, by);
      cairo_line_to (cr, x + half, by);
    }
  cairn_set_rgb (cr, look->bars == 2 ? &pal->prune : &pal->cutoff);
  cairo_set_line_width (cr, unit * 1.5);
  cairo_stroke (cr);
}

/* Rings around a node, purple: one for a verification, two for a
 * re-search. */
void
cairn_paint_rings (cairo_t            *cr,
                   const CairnPalette *pal,
                   const NodeLook     *look,
                   double              x,
                   double              y,
                   double              radius,
                   double              unit)
{
  if (look->rings == 0)
    return;
  for (guint k = 0; k < look->rings; k++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, radius + k * unit * 2.2, 0, 2 * G_PI);
    }
  cairn_set_rgb (cr, &pal->verify);
  cairo_set_line_width (cr, unit * 1.3);
  cairo_stroke (cr);
}

void
cairn_paint_star (cairo_t            *cr,
                  const CairnPalette *pal,
                  double              x,
                  double              y,
                  double              r)
{
  for (guint k = 0; k < 10; k++)
    {
      double a = -G_PI / 2 + k * G_PI / 5, radius = k % 2 == 0 ? r : r * 0.45;

      if (k == 0)
        cairo_move_to (cr, x + radius * cos (a), y + radius * sin (a));
      else
        cairo_line_to (cr, x + radius * cos (a), y + radius * sin (a));
    }
  cairo_close_path (cr);
  /* A rim of the background first, so that the ink outline stays clear
   * of the edges and bars under the star, in print as on screen. */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairn_set_rgb (cr, &pal->background);
  cairo_set_line_width (cr, 3 * MAX (0.8, r * 0.12));
  cairo_stroke_preserve (cr);
  cairn_set_rgb (cr, &pal->prune);
  cairo_fill_preserve (cr);
  cairn_set_rgb (cr, &pal->ink);
  cairo_set_line_width (cr, MAX (0.8, r * 0.12));
  cairo_stroke (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
}

void
cairn_table_glyph_path (cairo_t *cr,
                        double   x,
                        double   y,
                        double   half)
{
  double h = half * 0.7;

  cairo_new_sub_path (cr);
  cairo_rectangle (cr, x - half, y - h, 2 * half, 2 * h);
  /* Two rows, three columns: a table, at any size. */
  cairo_move_to (cr, x - half, y);
  cairo_line_to (cr, x + half, y);
  cairo_move_to (cr, x - half / 3, y - h);
  cairo_line_to (cr, x - half / 3, y + h);
  cairo_move_to (cr, x + half / 3, y - h);
  cairo_line_to (cr, x + half / 3, y + h);
}

/* Filled in the table's colour (the lines inside have no area), then
 * outlined and ruled in ink. */
void
cairn_set_table_style (cairo_t            *cr,
                       const CairnPalette *pal,
                       double              half)
{
  cairn_set_rgb (cr, &pal->table);
  cairo_fill_preserve (cr);
  cairn_set_rgb (cr, &pal->ink);
  cairo_set_line_width (cr, MAX (0.7, half * 0.14));
}

void
cairn_plus_path (cairo_t *cr,
                 double   x,
                 double   y,
                 double   half)
{
  cairo_move_to (cr, x - half, y);
  cairo_line_to (cr, x + half, y);
  cairo_move_to (cr, x, y - half);
  cairo_line_to (cr, x, y + half);
}

void
cairn_set_plus_style (cairo_t            *cr,
                      const CairnPalette *pal,
                      double              half)
{
  cairn_set_rgb (cr, &pal->ink);
  cairo_set_line_width (cr, MAX (1.0, half * 0.55));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

/* In the wide half of the triangle, where "=" has room. */
void
cairn_draw_sign_path (cairo_t *cr,
                      Shape    shape,
                      double   x,
                      double   y,
                      double   r)
{
  double dir = shape == SHAPE_DOWN ? -1 : 1, half = r * 0.42;

  for (guint k = 0; k < 2; k++)
    {
      double ly = y + dir * r * (0.12 + k * 0.3);

      cairo_move_to (cr, x - half, ly);
      cairo_line_to (cr, x + half, ly);
    }
}

void
cairn_set_draw_sign_style (cairo_t            *cr,
                           const CairnPalette *pal,
                           double              r)
{
  cairn_set_rgb (cr, &pal->background);
  cairo_set_line_width (cr, MAX (0.8, r * 0.15));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

void
cairn_paint_pvs_arrow (cairo_t            *cr,
                       const CairnPalette *pal,
                       double              x0,
                       double              x1,
                       double              y,
                       double              half,
                       double              lift,
                       double              width)
{
  double a = x0 + half * 1.1, b = x1 - half * 1.1, top = y - lift;
  double head = MAX (2.5, width * 3.2), dx, dy, len;

  if (b - a < head)
    {
      /* Nodes too close for a curve: a straight arrow between them. */
      a = x0 + half;
      b = x1 - half;
      top = y;
    }
  cairo_move_to (cr, a, y - half * 0.5);
  cairo_curve_to (cr, a, top, b, top, b, y - half * 0.5);
  cairn_set_rgb (cr, &pal->pvs);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
  /* The head points down into the re-search, along the curve's end. */
  dx = 0;
  dy = (y - half * 0.5) - top;
  len = MAX (1e-6, sqrt (dx * dx + dy * dy));
  dx /= len;
  dy /= len;
  if (top == y)
    {
      dx = 1;
      dy = 0;
    }
  cairo_move_to (cr, b + dx * head * 0.3, y - half * 0.5 + dy * head * 0.3);
  cairo_line_to (cr, b - dx * head - dy * head * 0.55, y - half * 0.5 - dy * head + dx * head * 0.55);
  cairo_line_to (cr, b - dx * head + dy * head * 0.55, y - half * 0.5 - dy * head - dx * head * 0.55);
  cairo_close_path (cr);
  cairo_fill (cr);
}

void
cairn_paint_engine_marks (cairo_t            *cr,
                          const CairnPalette *pal,
                          const NodeLook     *look,
                          double              x,
                          double              y,
                          double              r)
{
  if (look->rule_draw)
    {
      cairn_draw_sign_path (cr, look->shape, x, y, r);
      cairn_set_draw_sign_style (cr, pal, r);
      cairo_stroke (cr);
    }
  if (look->table)
    {
      double half = MAX (2.5, r * 0.8);

      cairn_table_glyph_path (cr, x, y + r * 1.1 + half * 0.7 + 1, half);
      cairn_set_table_style (cr, pal, half);
      cairo_stroke (cr);
    }
  if (look->plus)
    {
      double half = MAX (2.0, r * 0.45);

      cairn_plus_path (cr, x - r * 1.15 - half, y - r * 0.2, half);
      cairn_set_plus_style (cr, pal, half);
      cairo_stroke (cr);
    }
}
