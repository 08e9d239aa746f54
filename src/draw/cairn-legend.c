/* cairn-legend.c — the legend: every style of the tree, with its name.
 *
 * The swatches are drawn with the painter's own shapes and edge styles.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-painter-private.h"

typedef enum {
  SWATCH_MAX,
  SWATCH_MIN,
  SWATCH_HEURISTIC,
  SWATCH_TERMINAL,
  SWATCH_CUTOFF,
  SWATCH_PV,
  SWATCH_PROBE,
  SWATCH_PROBE_HIGH,
  SWATCH_PRUNE,
  SWATCH_VERIFY,
  SWATCH_RE_SEARCH,
  SWATCH_REDUCED,
  SWATCH_SELECTED,
  SWATCH_HIGHLIGHT,
  SWATCH_CURRENT,
} Swatch;

typedef struct {
  Swatch      swatch;
  const char *label;
} Entry;

#define FONT_SIZE 12.0
#define SWATCH_W  46.0
#define ROW_H     24.0
#define GAP       8.0
#define COLUMN_GAP 28.0

static guint
entries_for (CairnMode         mode,
             CairnLegendFlags  flags,
             Entry            *out)
{
  guint n = 0;

  if (flags & CAIRN_LEGEND_WHITE_BLACK)
    {
      out[n++] = (Entry) { SWATCH_MAX, _("max node: White to move") };
      out[n++] = (Entry) { SWATCH_MIN, _("min node: Black to move") };
    }
  else
    {
      out[n++] = (Entry) { SWATCH_MAX, _("max node: X to move") };
      out[n++] = (Entry) { SWATCH_MIN, _("min node: O to move") };
    }
  out[n++] = (Entry) { SWATCH_HEURISTIC, _("horizon leaf: heuristic value") };
  out[n++] = (Entry) { SWATCH_TERMINAL, _("terminal leaf: won, lost or drawn") };
  if (mode != CAIRN_MODE_MINIMAX)
    out[n++] = (Entry) { SWATCH_CUTOFF, _("α-β cutoff; moves never searched") };
  if (cairn_mode_uses_null_move (mode))
    {
      out[n++] = (Entry) { SWATCH_PROBE, _("null probe, R plies skipped") };
      out[n++] = (Entry) { SWATCH_PROBE_HIGH, _("null probe that failed high") };
      out[n++] = (Entry) { SWATCH_PRUNE, _("null-move prune; moves skipped") };
    }
  if (mode == CAIRN_MODE_VERIFIED)
    {
      out[n++] = (Entry) { SWATCH_VERIFY, _("verification: fail high suspected") };
      out[n++] = (Entry) { SWATCH_RE_SEARCH, _("re-search: not confirmed") };
      out[n++] = (Entry) { SWATCH_REDUCED, _("reduced search, one ply shallower") };
    }
  out[n++] = (Entry) { SWATCH_PV, _("principal variation") };
  if (flags & CAIRN_LEGEND_INTERACTIVE)
    {
      out[n++] = (Entry) { SWATCH_SELECTED, _("selected node and its path") };
      out[n++] = (Entry) { SWATCH_HIGHLIGHT, _("line selected in the other pane") };
      out[n++] = (Entry) { SWATCH_CURRENT, _("node being searched") };
    }
  return n;
}

static void
edge (cairo_t            *cr,
      const CairnPalette *pal,
      EdgeStyle           style,
      double              x0,
      double              y0,
      double              x1,
      double              y1)
{
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1, y1);
  cairn_set_edge_style (cr, pal, style, 1.3);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

static void
paint_swatch (cairo_t            *cr,
              const CairnPalette *pal,
              Swatch              swatch,
              double              x,
              double              y)
{
  NodeLook look = { SHAPE_UP, &pal->node_fill, &pal->ink, FALSE, 0, 0 };
  double cx = x + SWATCH_W / 2, cy = y + ROW_H / 2, r = 7;

  switch (swatch)
    {
    case SWATCH_MAX:
      cairn_paint_shape (cr, pal, &look, cx, cy, r);
      break;
    case SWATCH_MIN:
      look.shape = SHAPE_DOWN;
      cairn_paint_shape (cr, pal, &look, cx, cy, r);
      break;
    case SWATCH_HEURISTIC:
      look.fill = NULL;
      cairn_paint_shape (cr, pal, &look, cx, cy, r);
      break;
    case SWATCH_TERMINAL:
      look.fill = &pal->terminal;
      cairn_paint_shape (cr, pal, &look, cx, cy, r);
      break;
    case SWATCH_CUTOFF:
      look.bars = 1;
      edge (cr, pal, EDGE_GHOST_CUTOFF, x + 10, cy - 3, x + SWATCH_W - 5, cy + 6);
      cairn_paint_shape (cr, pal, &look, x + 10, cy - 3, 6);
      cairn_paint_bars (cr, pal, &look, x + 10, cy + 6, 6, 1.2);
      cairn_paint_ghost (cr, pal, FALSE, x + SWATCH_W - 5, cy + 6, 3.5);
      break;
    case SWATCH_PRUNE:
      look.bars = 2;
      edge (cr, pal, EDGE_GHOST_PRUNE, x + 10, cy - 3, x + SWATCH_W - 5, cy + 6);
      cairn_paint_shape (cr, pal, &look, x + 10, cy - 4, 6);
      cairn_paint_bars (cr, pal, &look, x + 10, cy + 4, 6, 1.2);
      cairn_paint_ghost (cr, pal, TRUE, x + SWATCH_W - 5, cy + 6, 3.5);
      break;
    case SWATCH_PV:
      cairo_move_to (cr, x + 4, cy + 5);
      cairo_line_to (cr, x + SWATCH_W / 2, cy - 5);
      cairo_line_to (cr, x + SWATCH_W - 4, cy + 5);
      cairn_set_rgb (cr, &pal->ink);
      cairo_set_line_width (cr, 3.2);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
      break;
    case SWATCH_PROBE:
    case SWATCH_PROBE_HIGH:
      look.shape = SHAPE_DIAMOND;
      look.outline = &pal->probe;
      look.fill = swatch == SWATCH_PROBE_HIGH ? &pal->probe : NULL;
      if (swatch == SWATCH_PROBE)
        {
          edge (cr, pal, EDGE_PROBE, x + 4, cy, x + SWATCH_W - 10, cy);
          cairo_move_to (cr, x + 16, cy - 4);
          cairo_line_to (cr, x + 16, cy + 4);
          cairo_move_to (cr, x + 26, cy - 4);
          cairo_line_to (cr, x + 26, cy + 4);
          cairn_set_rgb (cr, &pal->probe);
          cairo_set_line_width (cr, 1.6);
          cairo_stroke (cr);
          cairn_paint_shape (cr, pal, &look, x + SWATCH_W - 8, cy, r);
        }
      else
        cairn_paint_shape (cr, pal, &look, cx, cy, r);
      break;
    case SWATCH_VERIFY:
    case SWATCH_RE_SEARCH:
      look.rings = swatch == SWATCH_VERIFY ? 1 : 2;
      cairn_paint_shape (cr, pal, &look, cx, cy, 5);
      cairn_paint_rings (cr, pal, &look, cx, cy, 7.5, 1.0);
      break;
    case SWATCH_REDUCED:
      edge (cr, pal, EDGE_REDUCED, x + 4, cy, x + SWATCH_W - 4, cy);
      break;
    case SWATCH_SELECTED:
    case SWATCH_HIGHLIGHT:
      cairo_move_to (cr, x + 4, cy);
      cairo_line_to (cr, x + SWATCH_W - 4, cy);
      cairn_set_rgba (cr, &pal->selection, swatch == SWATCH_SELECTED ? 0.6 : 0.75);
      cairo_set_line_width (cr, 8);
      if (swatch == SWATCH_HIGHLIGHT)
        {
          static const double dash[] = { 2.2, 1.4 };

          cairn_set_dash (cr, dash, G_N_ELEMENTS (dash), 8);
        }
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      break;
    case SWATCH_CURRENT:
    default:
      {
        static const double dash[] = { 1.5, 1 };

        cairo_arc (cr, cx, cy, 9, 0, 2 * G_PI);
        cairn_set_rgba (cr, &pal->current, 0.85);
        cairo_fill_preserve (cr);
        cairn_set_rgb (cr, &pal->ink);
        cairo_set_line_width (cr, 1.5);
        cairn_set_dash (cr, dash, G_N_ELEMENTS (dash), 3);
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
        cairn_paint_shape (cr, pal, &look, cx, cy, 5);
      }
      break;
    }
}

void
cairn_painter_paint_legend_full (cairo_t          *cr,
                                 CairnTheme        theme,
                                 CairnMode         mode,
                                 CairnLegendFlags  flags,
                                 double            max_width,
                                 double            x,
                                 double            y,
                                 double           *width,
                                 double           *height)
{
  const CairnPalette *pal = cairn_theme_palette (theme);
  Entry entries[16];
  guint n = entries_for (mode, flags, entries);
  cairo_surface_t *scratch = NULL;
  cairo_t *measure = cr;
  g_autoptr (PangoLayout) text = NULL;
  double label_w = 0, column_w;
  guint columns, rows;

  if (measure == NULL)
    {
      scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
      measure = cairo_create (scratch);
    }
  text = cairn_text_layout (measure, FONT_SIZE, FALSE);
  for (guint i = 0; i < n; i++)
    {
      int w;

      pango_layout_set_text (text, entries[i].label, -1);
      pango_layout_get_pixel_size (text, &w, NULL);
      label_w = MAX (label_w, w);
    }
  column_w = SWATCH_W + GAP + label_w;
  columns = max_width > 0 ? (guint) MAX (1.0, (max_width + COLUMN_GAP) / (column_w + COLUMN_GAP)) : 1;
  columns = MIN (columns, n);
  rows = (n + columns - 1) / columns;
  /* Even columns read better than a long first and a stub last one. */
  columns = (n + rows - 1) / rows;

  if (width)
    *width = columns * column_w + (columns - 1) * COLUMN_GAP;
  if (height)
    *height = rows * ROW_H;

  if (cr != NULL)
    for (guint i = 0; i < n; i++)
      {
        double ex = x + (i / rows) * (column_w + COLUMN_GAP);
        double ey = y + (i % rows) * ROW_H;

        paint_swatch (cr, pal, entries[i].swatch, ex, ey);
        cairn_set_rgb (cr, &pal->ink);
        cairn_show_text (cr, text, entries[i].label, ex + SWATCH_W + GAP, ey + ROW_H / 2, 0, TRUE);
      }

  if (scratch)
    {
      cairo_destroy (measure);
      cairo_surface_destroy (scratch);
    }
}

void
cairn_painter_paint_legend (cairo_t    *cr,
                            CairnTheme  theme,
                            CairnMode   mode,
                            double      x,
                            double      y,
                            double     *width,
                            double     *height)
{
  g_return_if_fail (cr != NULL);
  cairn_painter_paint_legend_full (cr, theme, mode, 0, 0, x, y, width, height);
}
