/* cairn-painter-marks.c — the painter's node marks: how each node
 * looks (shape, fill, bars, rings, the engine style's marks), the room the
 * marks take, the shapes drawn one path per style, and the marks a figure
 * uses (for its legend).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-painter.h"
#include "cairn-painter-private.h"

/* A node mark's room: nothing is written over it. */
void
painter_take_mark (Paint  *p,
                   double  x0,
                   double  y0,
                   double  x1,
                   double  y1)
{
  cairn_placer_add (p->placer, x0, y0, x1, y1);
  cairn_boxes_record (p->cr, CAIRN_BOX_MARK, x0, y0, x1, y1, NULL);
}

void
painter_node_look (const Paint     *p,
                   guint32          index,
                   NodeLook        *look)
{
  const CairnTree *tree = p->tree;
  const CairnNode *node = cairn_tree_get (tree, index);
  gboolean done = painter_finished (p, node);
  const CairnPalette *pal = p->pal;

  look->open = !done;
  look->bars = 0;
  look->rings = 0;
  look->small = FALSE;
  look->table = FALSE;
  look->plus = FALSE;
  look->rule_draw = FALSE;
  look->outline = &pal->ink;
  look->fill = done ? &pal->node_fill : NULL;
  if (tree->engine != NULL)
    {
      guint8 flags = tree->engine[index].flags;

      look->small = (flags & CAIRN_NODE_ENGINE_QUIESCENCE) && node->kind != CAIRN_NODE_NULL_PROBE;
      look->plus = (flags & CAIRN_NODE_ENGINE_EXTENDED) != 0;
    }

  if (node->kind == CAIRN_NODE_NULL_PROBE)
    {
      look->shape = SHAPE_DIAMOND;
      look->outline = &pal->probe;
      look->fill = done && (node->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH) ? &pal->probe : NULL;
      return;
    }
  look->shape = cairn_node_is_max (node) ? SHAPE_UP : SHAPE_DOWN;
  if (!done)
    return;

  switch ((CairnNodeEnd) node->end)
    {
    case CAIRN_END_HEURISTIC:
      look->fill = NULL;
      break;
    case CAIRN_END_TERMINAL:
      look->fill = &pal->terminal;
      break;
    case CAIRN_END_CUTOFF:
      look->bars = 1;
      break;
    case CAIRN_END_NULL_PRUNED:
      look->bars = 2;
      break;
    /* A stand pat's value is the static one, as at the horizon: hollow. */
    case CAIRN_END_STAND_PAT:
      look->fill = NULL;
      break;
    case CAIRN_END_TT_CUTOFF:
      look->fill = &pal->table;
      look->table = TRUE;
      break;
    /* A result by the rules, as a painter_finished game: "=" on it. */
    case CAIRN_END_DRAW:
      look->fill = &pal->terminal;
      look->rule_draw = TRUE;
      break;
    case CAIRN_END_OPEN:
    case CAIRN_END_EXACT:
    case CAIRN_END_NULL_VERIFIED:
    default:
      break;
    }
  if (node->flags & CAIRN_NODE_FLAG_RE_SEARCHED)
    look->rings = 2;
  else if (node->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED)
    look->rings = 1;
}

/* The top of the value under a shape: clear of the shape and its rings. */
double
painter_value_top (const Paint *p,
                   guint32      item,
                   double       y)
{
  NodeLook look;

  painter_node_look (p, item, &look);
  if (look.rings)
    return y + p->r * 1.5 + look.rings * MAX (0.8, p->r * 0.14) * 2.2 + 1;
  /* Under a table's grid. */
  if (look.table)
    return y + p->r * 1.1 + MAX (2.5, p->r * 0.8) * 1.4 + 2;
  if (look.small)
    return y + p->r * CAIRN_Q_NODE_SCALE + 1;
  return y + p->r + 1;
}

typedef enum {
  DRAW_NONE,
  DRAW_NODE,
  DRAW_GHOST_CUTOFF,
  DRAW_GHOST_PRUNE,
} DrawKind;

/* Where a node's engine-style marks go (cairn_paint_engine_marks()
 * draws the same for the legend): a table's grid under the node, a
 * plus at its left. */
static void
table_spot (const Paint *p,
            double       x,
            double       y,
            double      *gx,
            double      *gy,
            double      *half)
{
  *half = MAX (2.5, p->r * 0.8);
  *gx = x;
  *gy = y + p->r * 1.1 + *half * 0.7 + 1;
}

static void
plus_spot (const Paint    *p,
           const NodeLook *look,
           double          x,
           double          y,
           double         *px,
           double         *py,
           double         *half)
{
  double r = look->small ? p->r * CAIRN_Q_NODE_SCALE : p->r;

  *half = MAX (2.0, p->r * 0.45);
  *px = x - r * 1.15 - *half;
  *py = y - r * 0.2;
}

/* The engine style's marks of the shapes drawn, one path per kind: a
 * big tree has thousands of extended nodes in view. */
static void
paint_engine_marks (Paint          *p,
                    const NodeLook *looks,
                    const guint8   *kinds)
{
  cairo_t *cr = p->cr;
  const CairnPalette *pal = p->pal;
  guint n = p->vis->len;
  gboolean any;
  double half = 0;

  /* "=" needs a shape a few pixels across to show. */
  any = FALSE;
  for (guint i = 0; i < n && p->r >= 3; i++)
    if (kinds[i] == DRAW_NODE && looks[i].rule_draw)
      {
        const Visible *v = &g_array_index (p->vis, Visible, i);

        cairn_draw_sign_path (cr, looks[i].shape, v->x, v->y, looks[i].small ? p->r * CAIRN_Q_NODE_SCALE : p->r);
        any = TRUE;
      }
  if (any)
    {
      cairn_set_draw_sign_style (cr, pal, p->r);
      cairo_stroke (cr);
    }

  any = FALSE;
  for (guint i = 0; i < n; i++)
    if (kinds[i] == DRAW_NODE && looks[i].table)
      {
        const Visible *v = &g_array_index (p->vis, Visible, i);
        double gx, gy;

        table_spot (p, v->x, v->y, &gx, &gy, &half);
        cairn_table_glyph_path (cr, gx, gy, half);
        any = TRUE;
      }
  if (any)
    {
      cairn_set_table_style (cr, pal, half);
      cairo_stroke (cr);
    }

  any = FALSE;
  for (guint i = 0; i < n; i++)
    if (kinds[i] == DRAW_NODE && looks[i].plus)
      {
        const Visible *v = &g_array_index (p->vis, Visible, i);
        double px, py;

        plus_spot (p, &looks[i], v->x, v->y, &px, &py, &half);
        cairn_plus_path (cr, px, py, half);
        any = TRUE;
      }
  if (any)
    {
      cairn_set_plus_style (cr, pal, half);
      cairo_stroke (cr);
    }
}

/* Shapes and values, one path per style: with hundreds of nodes on
 * screen, a fill or stroke per node would cost more than the frame. */
static void
paint_shapes (Paint *p)
{
  cairo_t *cr = p->cr;
  const CairnPalette *pal = p->pal;
  guint n = p->vis->len;
  g_autofree NodeLook *looks = g_new (NodeLook, n);
  g_autofree guint8 *kinds = g_new (guint8, n);
  const CairnRgb *fills[] = { NULL, &pal->node_fill, &pal->terminal, &pal->probe, &pal->table };
  double q_r = p->r * CAIRN_Q_NODE_SCALE;
  const CairnRgb *outlines[] = { &pal->ink, &pal->probe };
  double gr = MIN (p->r * 0.55, 0.17 * p->s), unit = MAX (0.8, p->r * 0.14);
  double bar_y = p->lod == LOD_VALUES ? p->r + 2 + p->font * 1.2 + unit : p->r * 1.1 + 1.5;

  for (guint i = 0; i < n; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);

      kinds[i] = DRAW_NONE;
      if (v->kind == VIS_EDGE_ONLY)
        continue;
      if (painter_is_ghost (p, v->item))
        kinds[i] = v->edge == EDGE_GHOST_PRUNE ? DRAW_GHOST_PRUNE : DRAW_GHOST_CUTOFF;
      else
        {
          kinds[i] = DRAW_NODE;
          painter_node_look (p, v->item, &looks[i]);
        }
    }

  for (guint g = DRAW_GHOST_CUTOFF; g <= DRAW_GHOST_PRUNE; g++)
    {
      gboolean any = FALSE;

      for (guint i = 0; i < n; i++)
        {
          const Visible *v = &g_array_index (p->vis, Visible, i);

          if (kinds[i] != g)
            continue;
          double r = painter_ghost_half (p, v->item);

          cairo_new_sub_path (cr);
          if (g == DRAW_GHOST_PRUNE)
            cairo_rectangle (cr, v->x - r, v->y - r, 2 * r, 2 * r);
          else
            cairo_arc (cr, v->x, v->y, r, 0, 2 * G_PI);
          any = TRUE;
        }
      if (!any)
        continue;
      /* Small and in a draft frame, a ghost is a dot or square of its
       * colour: an outline a pixel wide costs more than it shows. */
      if (p->lod == LOD_SHAPES && p->o->draft)
        {
          cairn_set_rgb (cr, g == DRAW_GHOST_PRUNE ? &pal->prune : &pal->cutoff);
          cairo_fill (cr);
          continue;
        }
      cairn_set_rgb (cr, &pal->background);
      cairo_fill_preserve (cr);
      cairn_set_edge_style (cr, pal, g == DRAW_GHOST_PRUNE ? EDGE_GHOST_PRUNE : EDGE_GHOST_CUTOFF,
                            MAX (1.1, gr * 0.32));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
    }

  for (guint f = 0; f < G_N_ELEMENTS (fills); f++)
    {
      gboolean any = FALSE;

      for (guint i = 0; i < n; i++)
        if (kinds[i] == DRAW_NODE && looks[i].fill == fills[f])
          {
            const Visible *v = &g_array_index (p->vis, Visible, i);

            cairn_shape_path (cr, looks[i].shape, v->x, v->y, looks[i].small ? q_r : p->r);
            any = TRUE;
          }
      if (any)
        {
          if (fills[f] == NULL && p->o->draft && p->r < 2.5)
            cairn_set_rgb (cr, &pal->muted);
          else
            cairn_set_rgb (cr, fills[f] ? fills[f] : &pal->background);
          cairo_fill (cr);
        }
    }

  /* A shape a few pixels across is its fill; outlining it costs as much
   * again and cannot be seen. */
  for (guint o = 0; o < G_N_ELEMENTS (outlines) && !(p->o->draft && p->r < 2.5); o++)
    for (guint open = 0; open < 2; open++)
      {
        gboolean any = FALSE;

        for (guint i = 0; i < n; i++)
          if (kinds[i] == DRAW_NODE && looks[i].outline == outlines[o] && looks[i].open == open)
            {
              const Visible *v = &g_array_index (p->vis, Visible, i);

              cairn_shape_path (cr, looks[i].shape, v->x, v->y, looks[i].small ? q_r : p->r);
              any = TRUE;
            }
        if (!any)
          continue;
        cairn_set_rgb (cr, outlines[o]);
        cairo_set_line_width (cr, MAX (1.0, p->r * 0.16) * (o == 1 ? 1.4 : 1.0));
        if (open)
          {
            static const double dash[] = { 2, 1.5 };

            cairn_set_dash (cr, dash, G_N_ELEMENTS (dash), MAX (1.0, p->r * 0.3));
          }
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
      }

  /* Rings and bars are few: drawn node by node. */
  for (guint i = 0; i < n; i++)
    if (kinds[i] == DRAW_NODE && (looks[i].rings || looks[i].bars))
      {
        const Visible *v = &g_array_index (p->vis, Visible, i);

        cairn_paint_rings (cr, pal, &looks[i], v->x, v->y, p->r * 1.5, unit);
        cairn_paint_bars (cr, pal, &looks[i], v->x, v->y + bar_y, p->r * 0.9, unit);
      }
  if (p->tree->engine != NULL)
    paint_engine_marks (p, looks, kinds);

  if (p->lod == LOD_VALUES && !p->o->labels)
    {
      cairn_set_rgb (cr, &pal->ink);
      for (guint i = 0; i < n; i++)
        if (kinds[i] == DRAW_NODE && !looks[i].open)
          {
            const Visible *v = &g_array_index (p->vis, Visible, i);
            char value[64];

            cairn_painter_format_node_value (p->game, cairn_tree_get (p->tree, v->item), TRUE,
                                             value, sizeof value);
            if (!painter_place_value (p, value, v->x, painter_value_top (p, v->item, v->y)))
              p->dropped++;
          }
      /* Chess moves by name above their nodes, once there is room. */
      if (!p->game->numbered_moves && p->s >= 34)
        {
          cairn_set_rgb (cr, &pal->muted);
          for (guint i = 0; i < n; i++)
            if (kinds[i] == DRAW_NODE && cairn_tree_get (p->tree, g_array_index (p->vis, Visible, i).item)->kind == CAIRN_NODE_MOVE)
              {
                const Visible *v = &g_array_index (p->vis, Visible, i);
                g_autofree char *san = cairn_tree_node_move_text (p->tree, v->item, TRUE);

                /* Above the node, right or left: where its edge does not pass. */
                if (!painter_show_cached (p, TRUE, san, v->x + p->r * 1.4, v->y - p->r - p->font * 1.1))
                  painter_show_cached (p, TRUE, san, v->x - p->r * 1.4, v->y - p->r - p->font * 1.1);
              }
        }
    }
}

/* The room of every node mark drawn: boards with their badges, shapes
 * with their rings and bars, ghosts, the decisive star. */
void
painter_take_marks (Paint *p)
{
  double unit = MAX (0.8, p->r * 0.14);
  double bar_y = p->lod == LOD_VALUES ? p->r + 2 + p->font * 1.2 + unit : p->r * 1.1 + 1.5;

  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      NodeLook look;

      if (v->kind != VIS_NODE)
        continue;
      if (painter_is_ghost (p, v->item))
        {
          double h = p->lod == LOD_BOARDS ? p->s * 0.18 : painter_ghost_half (p, v->item) + 1;

          painter_take_mark (p, v->x - h, v->y - h, v->x + h, v->y + h);
          continue;
        }
      painter_node_look (p, v->item, &look);
      if (p->lod == LOD_BOARDS)
        {
          double b = p->board, badge = b * 0.2, unit_b = MAX (1.0, b * 0.03);
          double ty = v->y + b / 2 + unit_b * 2;
          double bars_y = painter_board_bars_y (p, cairn_tree_get (p->tree, v->item), look.open, ty);

          painter_take_mark (p, v->x - b / 2 - unit_b * 2, v->y - b / 2 - unit_b * 2,
                     v->x + b / 2 + unit_b * 2, v->y + b / 2 + unit_b * 2);
          painter_take_mark (p, v->x - b / 2 - badge * 1.6, v->y - b / 2 + badge * 0.4,
                     v->x - b / 2 + badge * 0.4, v->y - b / 2 + badge * 2.4);
          if (look.bars)
            painter_take_mark (p, v->x - b * 0.45, bars_y - unit_b,
                       v->x + b * 0.45, bars_y + look.bars * 2.4 * unit_b);
          if (look.table)
            painter_take_mark (p, v->x - badge * 0.7, bars_y - badge * 0.1,
                       v->x + badge * 0.7, bars_y + badge * 0.9);
          if (look.plus)
            painter_take_mark (p, v->x - b / 2 - badge * 1.15, v->y - b / 2 - badge * 0.9,
                       v->x - b / 2 - badge * 0.05, v->y - b / 2 + badge * 0.2);
          if (painter_is_decisive (p->o, v->item))
            {
              double sx, sy, sr;

              painter_star_spot (p, v, &sx, &sy, &sr);
              painter_take_mark (p, sx - sr, sy - sr, sx + sr, sy + sr);
            }
          continue;
        }
      {
        double r = look.rings ? p->r * 1.5 + look.rings * unit * 2.2 : look.small ? p->r * CAIRN_Q_NODE_SCALE : p->r;

        painter_take_mark (p, v->x - r, v->y - r, v->x + r, v->y + r);
      }
      if (look.table)
        {
          double gx, gy, half;

          table_spot (p, v->x, v->y, &gx, &gy, &half);
          painter_take_mark (p, gx - half, gy - half * 0.7, gx + half, gy + half * 0.7);
        }
      if (look.plus)
        {
          double px, py, half;

          plus_spot (p, &look, v->x, v->y, &px, &py, &half);
          painter_take_mark (p, px - half, py - half, px + half, py + half);
        }
      if (look.bars)
        painter_take_mark (p, v->x - p->r * 0.9, v->y + bar_y - unit,
                   v->x + p->r * 0.9, v->y + bar_y + look.bars * 2.4 * unit);
      if (painter_is_decisive (p->o, v->item))
        {
          double sx, sy, sr;

          painter_star_spot (p, v, &sx, &sy, &sr);
          painter_take_mark (p, sx - sr, sy - sr, sx + sr, sy + sr);
        }
    }
}

void
painter_paint_nodes (Paint *p)
{
  cairo_t *cr = p->cr;

  if (p->lod == LOD_SHAPES || p->lod == LOD_VALUES)
    {
      paint_shapes (p);
      return;
    }

  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);

      if (v->kind == VIS_EDGE_ONLY)
        continue;
      if (p->lod == LOD_BOARDS)
        {
          if (painter_is_ghost (p, v->item))
            painter_paint_ghost_board (p, v->item, v->x, v->y);
          else
            painter_paint_node_board (p, v->item, v->x, v->y);
        }
      /* Far out, only what a reader must find in a crowd: the probes. */
      else if (!painter_is_ghost (p, v->item) &&
               cairn_tree_get (p->tree, v->item)->kind == CAIRN_NODE_NULL_PROBE)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, v->x, v->y, 1.6, 0, 2 * G_PI);
        }
    }
  if (p->lod == LOD_DOTS)
    {
      cairn_set_rgb (cr, &p->pal->probe);
      cairo_fill (cr);
    }
}

guint32
cairn_painter_node_marks (const CairnTree         *tree,
                          const CairnLayout       *layout,
                          const CairnPaintOptions *options)
{
  Paint p = { 0 };
  guint32 marks = 0, n_nodes;

  g_return_val_if_fail (tree != NULL && layout != NULL && options != NULL, 0);

  p.tree = tree;
  p.layout = layout;
  p.o = options;
  p.pal = cairn_theme_palette (options->theme);
  p.event = options->at_event;
  n_nodes = cairn_layout_get_n_nodes (layout);

  for (guint32 i = 0; i < n_nodes; i++)
    {
      const CairnNode *node = cairn_tree_get (tree, i);
      gboolean max = cairn_node_is_max (node);
      NodeLook look;

      if (!cairn_layout_item_shown (layout, i))
        continue;
      painter_node_look (&p, i, &look);
      if (look.plus)
        marks |= CAIRN_MARK_EXTENDED;
      if (painter_pvs_re_search (&p, i) != CAIRN_NO_NODE)
        marks |= CAIRN_MARK_PVS;
      if (look.shape == SHAPE_DIAMOND)
        {
          marks |= CAIRN_MARK_PROBE;
          if (look.fill != NULL)
            marks |= cairn_node_is_max (cairn_tree_get (tree, node->parent))
                     ? CAIRN_MARK_PROBE_HIGH : CAIRN_MARK_PROBE_LOW;
        }
      else if (look.small)
        marks |= CAIRN_MARK_Q_NODE;
      else if (look.table)
        marks |= CAIRN_MARK_TT_CUTOFF;
      else if (look.rule_draw)
        marks |= CAIRN_MARK_RULE_DRAW;
      else if (look.open || node->end == CAIRN_END_OPEN)
        marks |= max ? CAIRN_MARK_MAX : CAIRN_MARK_MIN;
      else if (node->end == CAIRN_END_HEURISTIC)
        marks |= max ? CAIRN_MARK_HORIZON_MAX : CAIRN_MARK_HORIZON_MIN;
      else if (node->end == CAIRN_END_TERMINAL)
        marks |= max ? CAIRN_MARK_TERMINAL_MAX : CAIRN_MARK_TERMINAL_MIN;
      else
        marks |= max ? CAIRN_MARK_MAX : CAIRN_MARK_MIN;
      if (look.bars == 1)
        marks |= max ? CAIRN_MARK_CUTOFF_MAX : CAIRN_MARK_CUTOFF_MIN;
      else if (look.bars == 2)
        marks |= max ? CAIRN_MARK_PRUNE_MAX : CAIRN_MARK_PRUNE_MIN;
      if (look.rings == 1)
        marks |= CAIRN_MARK_VERIFY;
      else if (look.rings == 2)
        marks |= CAIRN_MARK_RE_SEARCH;
      if (node->flags & CAIRN_NODE_FLAG_IN_REDUCED)
        marks |= CAIRN_MARK_REDUCED;
      if (options->hidden && i < options->n_hidden && options->hidden[i] > 0)
        marks |= CAIRN_MARK_COLLAPSED;
      else if (cairn_layout_get_stub (layout, i, NULL, NULL))
        marks |= CAIRN_MARK_STUB;
      if (painter_finished (&p, node))
        switch (cairn_node_bound (node))
          {
          case CAIRN_BOUND_LOWER:
            marks |= CAIRN_MARK_BOUND_LOWER;
            break;
          case CAIRN_BOUND_UPPER:
            marks |= CAIRN_MARK_BOUND_UPPER;
            break;
          case CAIRN_BOUND_EXACT:
          default:
            break;
          }
    }
  return marks;
}
