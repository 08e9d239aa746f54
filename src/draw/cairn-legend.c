/* cairn-legend.c — the legend: every style of the tree, with its name.
 *
 * The swatches are drawn with the painter's own shapes and edge styles.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-games.h"
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
  SWATCH_COLLAPSED,
  SWATCH_STUB,
  SWATCH_LABELS,
  SWATCH_DECISIVE,
  SWATCH_BOUND,
  SWATCH_Q_NODE,
  SWATCH_TT_CUTOFF,
  SWATCH_PVS,
  SWATCH_EXTENDED,
  SWATCH_RULE_DRAW,
} Swatch;

/* Which node shapes a swatch shows. */
#define VARIANT_MAX 1u
#define VARIANT_MIN 2u

typedef struct {
  Swatch      swatch;
  guint       variants;
  const char *label;
} Entry;

#define FONT_SIZE 12.0
#define SWATCH_W  46.0
#define ROW_H     24.0
#define GAP       8.0
#define COLUMN_GAP 28.0

static guint
variants (guint32 marks,
          guint32 max_bit,
          guint32 min_bit)
{
  return ((marks & max_bit) ? VARIANT_MAX : 0) | ((marks & min_bit) ? VARIANT_MIN : 0);
}

/* @labels holds the two side labels, which live as long as the entries. */
static guint
entries_for_marks (const CairnGame *game,
                   guint32          m,
                   Entry           *out,
                   char            *labels[2])
{
  guint n = 0;

  if (m & CAIRN_MARK_LABELS)
    out[n++] = (Entry) { SWATCH_LABELS, 0, _("grey: the move that led to the node; black: its value") };
  if (m & CAIRN_MARK_MAX)
    {
      /* Translators: %s is the maximising side, X or White */
      labels[0] = g_strdup_printf (_("max node: %s to move"), cairn_game_side_name (game, CAIRN_SIDE_X));
      out[n++] = (Entry) { SWATCH_MAX, VARIANT_MAX, labels[0] };
    }
  if (m & CAIRN_MARK_MIN)
    {
      /* Translators: %s is the minimising side, O or Black */
      labels[1] = g_strdup_printf (_("min node: %s to move"), cairn_game_side_name (game, CAIRN_SIDE_O));
      out[n++] = (Entry) { SWATCH_MIN, VARIANT_MIN, labels[1] };
    }
  if (m & (CAIRN_MARK_HORIZON_MAX | CAIRN_MARK_HORIZON_MIN))
    out[n++] = (Entry) { SWATCH_HEURISTIC, variants (m, CAIRN_MARK_HORIZON_MAX, CAIRN_MARK_HORIZON_MIN),
                         _("horizon leaf: heuristic value") };
  if (m & (CAIRN_MARK_TERMINAL_MAX | CAIRN_MARK_TERMINAL_MIN))
    out[n++] = (Entry) { SWATCH_TERMINAL, variants (m, CAIRN_MARK_TERMINAL_MAX, CAIRN_MARK_TERMINAL_MIN),
                         _("terminal leaf: won, lost or drawn") };
  if (m & CAIRN_MARK_RULE_DRAW)
    out[n++] = (Entry) { SWATCH_RULE_DRAW, 0, _("draw by repetition or the fifty-move rule: value 0") };
  if (m & CAIRN_MARK_Q_NODE)
    out[n++] = (Entry) { SWATCH_Q_NODE, 0,
                         _("q-node: quiescence search below the horizon, captures only (hollow: it stood pat)") };
  if (m & CAIRN_MARK_TT_CUTOFF)
    out[n++] = (Entry) { SWATCH_TT_CUTOFF, 0, _("table cutoff: the transposition table’s value, no move searched") };
  if (m & CAIRN_MARK_EXTENDED)
    out[n++] = (Entry) { SWATCH_EXTENDED, 0, _("in check: +1 ply (check extension)") };
  if (m & CAIRN_MARK_PVS)
    out[n++] = (Entry) { SWATCH_PVS, 0,
                         _("zero-window try (dashed) searched again with the full window (arrow): PVS") };
  if (m & CAIRN_MARK_CUTOFF_MAX)
    out[n++] = (Entry) { SWATCH_CUTOFF, VARIANT_MAX,
                         _("α-β cutoff at a max node: value ≥ β, moves never searched") };
  if (m & CAIRN_MARK_CUTOFF_MIN)
    out[n++] = (Entry) { SWATCH_CUTOFF, VARIANT_MIN,
                         _("α-β cutoff at a min node: value ≤ α, moves never searched") };
  if (m & CAIRN_MARK_PROBE)
    out[n++] = (Entry) { SWATCH_PROBE, 0, _("null probe, R plies skipped") };
  if (m & CAIRN_MARK_PROBE_HIGH)
    out[n++] = (Entry) { SWATCH_PROBE_HIGH, VARIANT_MAX,
                         _("null probe that failed high: value ≥ β at a max node") };
  if (m & CAIRN_MARK_PROBE_LOW)
    out[n++] = (Entry) { SWATCH_PROBE_HIGH, VARIANT_MIN,
                         _("null probe that failed low: value ≤ α at a min node") };
  if (m & CAIRN_MARK_PRUNE_MAX)
    out[n++] = (Entry) { SWATCH_PRUNE, VARIANT_MAX, _("null-move prune at a max node: moves skipped") };
  if (m & CAIRN_MARK_PRUNE_MIN)
    out[n++] = (Entry) { SWATCH_PRUNE, VARIANT_MIN, _("null-move prune at a min node: moves skipped") };
  if (m & CAIRN_MARK_DECISIVE)
    out[n++] = (Entry) { SWATCH_DECISIVE, 0,
                         _("decisive prune: undone alone, the search plays plain α-β’s move") };
  if (m & CAIRN_MARK_VERIFY)
    out[n++] = (Entry) { SWATCH_VERIFY, VARIANT_MAX, _("verification: the probe would have pruned") };
  if (m & CAIRN_MARK_RE_SEARCH)
    out[n++] = (Entry) { SWATCH_RE_SEARCH, VARIANT_MAX, _("re-search: not confirmed") };
  if (m & CAIRN_MARK_REDUCED)
    out[n++] = (Entry) { SWATCH_REDUCED, 0, _("reduced search, one ply shallower") };
  /* A bound's reasons: null-move prunes only where the figure has them. */
  if (m & CAIRN_MARK_BOUND_LOWER)
    out[n++] = (Entry) { SWATCH_BOUND, VARIANT_MAX,
                         (m & (CAIRN_MARK_PRUNE_MAX | CAIRN_MARK_PRUNE_MIN))
                         ? _("at least 150: after a cutoff, a null-move prune or all moves failing high")
                         : _("at least 150: after a cutoff or all moves failing high") };
  if (m & CAIRN_MARK_BOUND_UPPER)
    out[n++] = (Entry) { SWATCH_BOUND, VARIANT_MIN,
                         (m & (CAIRN_MARK_PRUNE_MAX | CAIRN_MARK_PRUNE_MIN))
                         ? _("at most 140: after a cutoff, a null-move prune or all moves failing low")
                         : _("at most 140: after a cutoff or all moves failing low") };
  if (m & CAIRN_MARK_PV)
    out[n++] = (Entry) { SWATCH_PV, 0, _("principal variation") };
  if (m & CAIRN_MARK_COLLAPSED)
    out[n++] = (Entry) { SWATCH_COLLAPSED, 0, _("depth cut: the nodes below, counted, not drawn") };
  if (m & CAIRN_MARK_STUB)
    out[n++] = (Entry) { SWATCH_STUB, 0,
                         _("focus view: a subtree left out, with its node count and a mark for each null probe, null-move prune or decisive prune inside") };
  if (m & CAIRN_MARK_SELECTED)
    out[n++] = (Entry) { SWATCH_SELECTED, 0, _("selected node and its path") };
  if (m & CAIRN_MARK_HIGHLIGHT)
    out[n++] = (Entry) { SWATCH_HIGHLIGHT, 0, _("highlighted line of play") };
  if (m & CAIRN_MARK_CURRENT)
    out[n++] = (Entry) { SWATCH_CURRENT, 0, _("node being searched") };
  return n;
}

GStrv
cairn_painter_legend_labels (const CairnGame *game,
                             guint32          marks)
{
  Entry entries[34];
  char *side_labels[2] = { NULL, NULL };
  guint n = entries_for_marks (game ? game : cairn_games_default (), marks, entries, side_labels);
  GStrv labels = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    labels[i] = g_strdup (entries[i].label);
  g_free (side_labels[0]);
  g_free (side_labels[1]);
  return labels;
}

/* Everything a tree of @mode can show. */
guint32
cairn_painter_mode_marks (CairnMode        mode,
                          CairnLegendFlags flags)
{
  guint32 m = CAIRN_MARK_MAX | CAIRN_MARK_MIN | CAIRN_MARK_HORIZON_MAX | CAIRN_MARK_HORIZON_MIN |
              CAIRN_MARK_TERMINAL_MAX | CAIRN_MARK_TERMINAL_MIN | CAIRN_MARK_PV;

  if (mode != CAIRN_MODE_MINIMAX)
    m |= CAIRN_MARK_CUTOFF_MAX | CAIRN_MARK_CUTOFF_MIN | CAIRN_MARK_BOUND_LOWER | CAIRN_MARK_BOUND_UPPER;
  if (cairn_mode_uses_null_move (mode))
    m |= CAIRN_MARK_PROBE | CAIRN_MARK_PROBE_HIGH | CAIRN_MARK_PROBE_LOW |
         CAIRN_MARK_PRUNE_MAX | CAIRN_MARK_PRUNE_MIN;
  if (mode == CAIRN_MODE_VERIFIED)
    m |= CAIRN_MARK_VERIFY | CAIRN_MARK_RE_SEARCH | CAIRN_MARK_REDUCED;
  if (flags & CAIRN_LEGEND_INTERACTIVE)
    m |= CAIRN_MARK_SELECTED | CAIRN_MARK_HIGHLIGHT | CAIRN_MARK_CURRENT;
  return m;
}

guint32
cairn_painter_engine_part_marks (guint     parts,
                                 CairnMode mode)
{
  guint32 m = 0;
  gboolean window = mode != CAIRN_MODE_MINIMAX;

  if (parts & CAIRN_PART_QSEARCH)
    m |= CAIRN_MARK_Q_NODE;
  if ((parts & CAIRN_PART_TT) && window)
    m |= CAIRN_MARK_TT_CUTOFF;
  if ((parts & CAIRN_PART_PVS) && window)
    m |= CAIRN_MARK_PVS;
  if (parts & CAIRN_PART_CHECK)
    m |= CAIRN_MARK_EXTENDED;
  if (parts & CAIRN_PART_DRAWS)
    m |= CAIRN_MARK_RULE_DRAW;
  return m;
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

/* A node shape in each variant used: one in the middle, or two apart. */
static void
variant_shapes (cairo_t            *cr,
                const CairnPalette *pal,
                NodeLook           *look,
                guint               variants,
                double              cx,
                double              cy,
                double              r)
{
  if (variants == (VARIANT_MAX | VARIANT_MIN))
    {
      look->shape = SHAPE_UP;
      cairn_paint_shape (cr, pal, look, cx - r * 1.3, cy, r);
      look->shape = SHAPE_DOWN;
      cairn_paint_shape (cr, pal, look, cx + r * 1.3, cy, r);
      return;
    }
  look->shape = variants == VARIANT_MIN ? SHAPE_DOWN : SHAPE_UP;
  cairn_paint_shape (cr, pal, look, cx, cy, r);
}

static void
paint_swatch (cairo_t            *cr,
              const CairnPalette *pal,
              Swatch              swatch,
              guint               variant,
              double              x,
              double              y)
{
  NodeLook look = { variant == VARIANT_MIN ? SHAPE_DOWN : SHAPE_UP, &pal->node_fill, &pal->ink,
                    FALSE, 0, 0 };
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
      variant_shapes (cr, pal, &look, variant, cx, cy, r);
      break;
    case SWATCH_TERMINAL:
      look.fill = &pal->terminal;
      variant_shapes (cr, pal, &look, variant, cx, cy, r);
      break;
    case SWATCH_LABELS:
      {
        g_autoptr (PangoLayout) bold = cairn_text_layout (cr, 9.5, TRUE);
        g_autoptr (PangoLayout) plain = cairn_text_layout (cr, 10.5, FALSE);

        look.shape = SHAPE_DOWN;
        cairn_paint_shape (cr, pal, &look, cx + 4, cy - 4, 4.5);
        cairn_set_rgb (cr, &pal->muted);
        /* Left of the node, where the figures put a move first. */
        cairn_show_text (cr, bold, "4", cx - 6, cy - 4, 1, TRUE);
        cairn_set_rgb (cr, &pal->ink);
        cairn_show_text (cr, plain, "12", cx + 4, cy + 1, 0.5, FALSE);
      }
      break;
    case SWATCH_BOUND:
      {
        /* The sign as the nodes show it, at the labels' size. */
        g_autoptr (PangoLayout) plain = cairn_text_layout (cr, 10.5, FALSE);

        cairn_set_rgb (cr, &pal->ink);
        cairn_show_text (cr, plain, variant == VARIANT_MIN ? "≤ 140" : "≥ 150", cx, cy, 0.5, TRUE);
      }
      break;
    case SWATCH_COLLAPSED:
    case SWATCH_STUB:
      {
        static const double dash[] = { 2, 1.5 };

        cairo_move_to (cr, cx, cy - 7);
        cairo_line_to (cr, cx - 8, cy + 7);
        cairo_line_to (cr, cx + 8, cy + 7);
        cairo_close_path (cr);
        cairn_set_rgba (cr, &pal->muted, 0.25);
        cairo_fill_preserve (cr);
        cairn_set_rgb (cr, &pal->muted);
        cairo_set_line_width (cr, 1.0);
        cairn_set_dash (cr, dash, G_N_ELEMENTS (dash), 1.5);
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
        /* A stub says what it holds: here a probe. */
        if (swatch == SWATCH_STUB)
          {
            NodeLook probe = { SHAPE_DIAMOND, &pal->probe, &pal->probe, FALSE, 0, 0 };

            cairn_paint_shape (cr, pal, &probe, cx + 15, cy + 3, 4.5);
          }
      }
      break;
    case SWATCH_CUTOFF:
      look.bars = 1;
      edge (cr, pal, EDGE_GHOST_CUTOFF, x + 10, cy - 3, x + SWATCH_W - 5, cy + 6);
      cairn_paint_shape (cr, pal, &look, x + 10, cy - 3, 6);
      cairn_paint_bars (cr, pal, &look, x + 10, cy + 6, 6, 1.2);
      cairn_paint_ghost (cr, pal, FALSE, x + SWATCH_W - 5, cy + 6, 4.5);
      break;
    case SWATCH_PRUNE:
      look.bars = 2;
      edge (cr, pal, EDGE_GHOST_PRUNE, x + 10, cy - 3, x + SWATCH_W - 5, cy + 6);
      cairn_paint_shape (cr, pal, &look, x + 10, cy - 4, 6);
      cairn_paint_bars (cr, pal, &look, x + 10, cy + 4, 6, 1.2);
      cairn_paint_ghost (cr, pal, TRUE, x + SWATCH_W - 5, cy + 6, 4.5);
      break;
    case SWATCH_DECISIVE:
      look.bars = 2;
      look.shape = SHAPE_DOWN;
      cairn_paint_shape (cr, pal, &look, cx, cy - 2, 6);
      cairn_paint_bars (cr, pal, &look, cx, cy + 6, 6, 1.2);
      cairn_paint_star (cr, pal, cx + 9.5, cy - 7.5, 5.5);
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
    case SWATCH_Q_NODE:
      /* One that searched captures, one that stood pat. */
      look.small = TRUE;
      look.shape = SHAPE_UP;
      cairn_paint_shape (cr, pal, &look, cx - 7, cy, r * CAIRN_Q_NODE_SCALE);
      look.fill = NULL;
      look.shape = SHAPE_DOWN;
      cairn_paint_shape (cr, pal, &look, cx + 7, cy, r * CAIRN_Q_NODE_SCALE);
      break;
    case SWATCH_TT_CUTOFF:
      look.fill = &pal->table;
      look.table = TRUE;
      cairn_paint_shape (cr, pal, &look, cx, cy - 4, 5.5);
      cairn_paint_engine_marks (cr, pal, &look, cx, cy - 4, 5.5);
      break;
    case SWATCH_RULE_DRAW:
      look.fill = &pal->terminal;
      look.rule_draw = TRUE;
      cairn_paint_shape (cr, pal, &look, cx, cy, r);
      cairn_paint_engine_marks (cr, pal, &look, cx, cy, r);
      break;
    case SWATCH_EXTENDED:
      look.plus = TRUE;
      cairn_paint_shape (cr, pal, &look, cx + 5, cy, 6);
      cairn_paint_engine_marks (cr, pal, &look, cx + 5, cy, 6);
      break;
    case SWATCH_PVS:
      /* The two edges coming in from above, the try's dashed; the
       * arrow between them. */
      edge (cr, pal, EDGE_PVS_TRY, x + 8, cy - 11, x + 8, cy);
      edge (cr, pal, EDGE_PLAIN, x + SWATCH_W - 8, cy - 11, x + SWATCH_W - 8, cy);
      look.shape = SHAPE_DOWN;
      cairn_paint_shape (cr, pal, &look, x + 8, cy + 4, 4.5);
      cairn_paint_shape (cr, pal, &look, x + SWATCH_W - 8, cy + 4, 4.5);
      cairn_paint_pvs_arrow (cr, pal, x + 8, x + SWATCH_W - 8, cy + 4, 4.5, 10, 1.3);
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
        cairn_set_rgba (cr, &pal->current, CAIRN_CURRENT_ALPHA);
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
cairn_painter_paint_legend_marks (cairo_t         *cr,
                                  CairnTheme       theme,
                                  const CairnGame *game,
                                  guint32          marks,
                                  double      font_size,
                                  double      max_width,
                                  double      x,
                                  double      y,
                                  double     *width,
                                  double     *height)
{
  const CairnPalette *pal = cairn_theme_palette (theme);
  Entry entries[34];
  char *side_labels[2] = { NULL, NULL };
  guint n = entries_for_marks (game ? game : cairn_games_default (), marks, entries, side_labels);
  cairo_surface_t *scratch = NULL;
  cairo_t *measure = cr;
  g_autoptr (PangoLayout) text = NULL;
  /* Swatches, rows and gaps grow with the text. */
  double k = (font_size > 0 ? font_size : FONT_SIZE) / FONT_SIZE;
  double label_w = 0, column_w, swatch_w = SWATCH_W * k, row_h = ROW_H * k;
  double gap = GAP * k, column_gap = COLUMN_GAP * k;

  /* Large text needs less air between its rows. */
  if (k > 1.2)
    row_h = MAX (ROW_H * 1.2, font_size * 1.6);
  guint columns, rows;

  if (n == 0)
    {
      if (width)
        *width = 0;
      if (height)
        *height = 0;
      return;
    }
  if (measure == NULL)
    {
      scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
      measure = cairo_create (scratch);
    }
  text = cairn_text_layout (measure, FONT_SIZE * k, FALSE);
  for (guint i = 0; i < n; i++)
    {
      int w;

      pango_layout_set_text (text, entries[i].label, -1);
      pango_layout_get_pixel_size (text, &w, NULL);
      label_w = MAX (label_w, w);
    }
  column_w = swatch_w + gap + label_w;
  columns = max_width > 0 ? (guint) MAX (1.0, (max_width + column_gap) / (column_w + column_gap)) : 1;
  columns = MIN (columns, n);
  rows = (n + columns - 1) / columns;
  /* Even columns read better than a long first and a stub last one. */
  columns = (n + rows - 1) / rows;

  if (width)
    *width = columns * column_w + (columns - 1) * column_gap;
  if (height)
    *height = rows * row_h;

  if (cr != NULL)
    for (guint i = 0; i < n; i++)
      {
        double ex = x + (i / rows) * (column_w + column_gap);
        double ey = y + (i % rows) * row_h;

        cairo_save (cr);
        cairo_translate (cr, ex, ey + (row_h - ROW_H * k) / 2);
        cairo_scale (cr, k, k);
        paint_swatch (cr, pal, entries[i].swatch, entries[i].variants, 0, 0);
        cairo_restore (cr);
        cairn_set_rgb (cr, &pal->ink);
        cairn_show_text (cr, text, entries[i].label, ex + swatch_w + gap, ey + row_h / 2, 0, TRUE);
      }

  if (scratch)
    {
      cairo_destroy (measure);
      cairo_surface_destroy (scratch);
    }
  g_free (side_labels[0]);
  g_free (side_labels[1]);
}

/* An entry's name in a few words, for the compact legend of a slide:
 * the shapes say the rest, and the lecturer says it aloud. */
static char *
brief_label (const CairnGame *game,
             const Entry     *e)
{
  switch (e->swatch)
    {
    case SWATCH_LABELS:
      /* Translators: the compact legend's entry for the grey move and the
       * black value beside a node */
      return g_strdup (_("move, value"));
    case SWATCH_MAX:
      /* Translators: compact legend, e.g. "max: X to move" */
      return g_strdup_printf (_("max: %s to move"), cairn_game_side_name (game, CAIRN_SIDE_X));
    case SWATCH_MIN:
      return g_strdup_printf (_("min: %s to move"), cairn_game_side_name (game, CAIRN_SIDE_O));
    case SWATCH_HEURISTIC:
      return g_strdup (_("horizon leaf"));
    case SWATCH_TERMINAL:
      return g_strdup (_("game over"));
    case SWATCH_RULE_DRAW:
      return g_strdup (_("draw by rule"));
    case SWATCH_Q_NODE:
      return g_strdup (_("q-node"));
    case SWATCH_TT_CUTOFF:
      return g_strdup (_("table cutoff"));
    case SWATCH_EXTENDED:
      return g_strdup (_("check: +1 ply"));
    case SWATCH_PVS:
      return g_strdup (_("PVS re-search"));
    case SWATCH_CUTOFF:
      return g_strdup (e->variants == VARIANT_MIN ? _("cutoff ≤ α") : _("cutoff ≥ β"));
    case SWATCH_PROBE:
      return g_strdup (_("null probe"));
    case SWATCH_PROBE_HIGH:
      return g_strdup (e->variants == VARIANT_MIN ? _("probe ≤ α") : _("probe ≥ β"));
    case SWATCH_PRUNE:
      return g_strdup (_("null-move prune"));
    case SWATCH_DECISIVE:
      return g_strdup (_("decisive prune"));
    case SWATCH_VERIFY:
      return g_strdup (_("verification"));
    case SWATCH_RE_SEARCH:
      return g_strdup (_("re-search"));
    case SWATCH_REDUCED:
      return g_strdup (_("reduced search"));
    case SWATCH_BOUND:
      return g_strdup (e->variants == VARIANT_MIN ? _("≤ at most") : _("≥ at least"));
    case SWATCH_PV:
      return g_strdup (_("principal variation"));
    case SWATCH_COLLAPSED:
      return g_strdup (_("cut: nodes counted"));
    case SWATCH_STUB:
      return g_strdup (_("subtree left out"));
    case SWATCH_SELECTED:
      return g_strdup (_("selected path"));
    case SWATCH_HIGHLIGHT:
      return g_strdup (_("highlighted line"));
    case SWATCH_CURRENT:
    default:
      return g_strdup (_("being searched"));
    }
}

void
cairn_painter_paint_legend_compact (cairo_t         *cr,
                                    CairnTheme       theme,
                                    const CairnGame *game,
                                    guint32          marks,
                                    double           font_size,
                                    double           max_width,
                                    double           x,
                                    double           y,
                                    double          *width,
                                    double          *height)
{
  const CairnPalette *pal = cairn_theme_palette (theme);
  const CairnGame *g = game ? game : cairn_games_default ();
  Entry entries[34];
  char *side_labels[2] = { NULL, NULL };
  guint n = entries_for_marks (g, marks, entries, side_labels);
  cairo_surface_t *scratch = NULL;
  cairo_t *measure = cr;
  g_autoptr (PangoLayout) text = NULL;
  /* Swatches a little smaller than the words' size would make them:
   * rows as low as the words allow. */
  double k = font_size / (FONT_SIZE * 1.3);
  double swatch_w = SWATCH_W * k, row_h = MAX (ROW_H * k, font_size * 1.45);
  double gap = GAP * k * 0.6, item_gap = font_size * 1.1;
  double ex = 0, ey = 0, widest = 0;

  if (measure == NULL)
    {
      scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
      measure = cairo_create (scratch);
    }
  text = cairn_text_layout (measure, font_size, FALSE);
  /* Entries flow in rows, each as wide as its words. */
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = brief_label (g, &entries[i]);
      int w;
      double item_w;

      pango_layout_set_text (text, label, -1);
      pango_layout_get_pixel_size (text, &w, NULL);
      item_w = swatch_w + gap + w;
      if (ex > 0 && max_width > 0 && ex + item_w > max_width)
        {
          ex = 0;
          ey += row_h;
        }
      if (cr != NULL)
        {
          cairo_save (cr);
          cairo_translate (cr, x + ex, y + ey + (row_h - ROW_H * k) / 2);
          cairo_scale (cr, k, k);
          paint_swatch (cr, pal, entries[i].swatch, entries[i].variants, 0, 0);
          cairo_restore (cr);
          cairn_set_rgb (cr, &pal->ink);
          cairn_show_text (cr, text, label, x + ex + swatch_w + gap, y + ey + row_h / 2, 0, TRUE);
        }
      widest = MAX (widest, ex + item_w);
      ex += item_w + item_gap;
    }
  if (width)
    *width = widest;
  if (height)
    *height = n > 0 ? ey + row_h : 0;
  if (scratch)
    {
      cairo_destroy (measure);
      cairo_surface_destroy (scratch);
    }
  g_free (side_labels[0]);
  g_free (side_labels[1]);
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
  cairn_painter_paint_legend_marks (cr, theme, NULL, cairn_painter_mode_marks (mode, flags), FONT_SIZE,
                                    max_width, x, y, width, height);
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
