/* cairn-painter-geometry.c — the painter's viewport geometry: the
 * scales, fitting a tree to an area, hit tests, the edges' paths clipped
 * to the viewport and the walk that collects what is visible.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-painter.h"
#include "cairn-painter-private.h"

static double
auto_level_height (double scale)
{
  if (scale >= CAIRN_PAINTER_BOARD_SCALE)
    return 1.8 * scale;
  return MAX (40.0, 1.9 * scale);
}

double
cairn_painter_level_height (const CairnPaintOptions *options)
{
  g_return_val_if_fail (options != NULL, 1.0);
  return options->level_height > 0 ? options->level_height : auto_level_height (options->scale);
}

void
cairn_painter_fit (const CairnLayout *layout,
                   const CairnRect   *area,
                   CairnPaintOptions *options)
{
  CairnRect b;
  double w, h, level;

  g_return_if_fail (layout != NULL && area != NULL && options != NULL);

  cairn_layout_get_bounds (layout, &b);
  w = MAX (b.x1 - b.x0, 1.0);
  h = MAX (b.y1 - b.y0, 1.0);
  options->scale = MIN ((area->x1 - area->x0) / w, CAIRN_PAINTER_NATURAL_SCALE);
  level = auto_level_height (options->scale);
  /* A deep, narrow tree is limited by its height instead. */
  if (level * h > area->y1 - area->y0)
    {
      level = (area->y1 - area->y0) / h;
      options->scale = MIN (options->scale, level / 1.8);
    }
  options->level_height = level;
  options->offset_x = (area->x0 + area->x1) / 2 - options->scale * (b.x0 + b.x1) / 2;
  options->offset_y = area->y0 - level * b.y0 + ((area->y1 - area->y0) - level * h) / 2;
  options->viewport = *area;
}

void
cairn_painter_item_position (const CairnLayout       *layout,
                             const CairnPaintOptions *options,
                             guint32                  item,
                             double                  *x,
                             double                  *y)
{
  const CairnLayoutItem *it = cairn_layout_get_item (layout, item);

  g_return_if_fail (it != NULL);
  *x = options->offset_x + options->scale * it->x;
  *y = options->offset_y + cairn_painter_level_height (options) * it->y;
}

guint32
cairn_painter_hit_test (const CairnLayout       *layout,
                        const CairnPaintOptions *options,
                        double                   x,
                        double                   y)
{
  double level = cairn_painter_level_height (options);
  double lx = (x - options->offset_x) / options->scale;
  double ly = (y - options->offset_y) / level;
  double ply = round (ly);
  /* A node takes its shape's room, and at least a few device units, so
   * even small nodes can be clicked. */
  double reach = MAX (0.5 * options->scale, 6.0);

  if (fabs (ly - ply) * level > MAX (reach, level * 0.3))
    return CAIRN_NO_ITEM;
  return cairn_layout_hit_test (layout, lx, ply, MIN (reach / options->scale, 0.5));
}

/* ---- geometry ---- */

static gboolean
intersects (const CairnRect *a,
            double           x0,
            double           y0,
            double           x1,
            double           y1)
{
  return x1 >= a->x0 && x0 <= a->x1 && y1 >= a->y0 && y0 <= a->y1;
}

/* Adds the part of a segment inside the culling rectangle (Liang–Barsky):
 * an edge from a parent far off screen would otherwise be dashed along its
 * whole length. */
static void
segment (const Paint *p,
         double       x0,
         double       y0,
         double       x1,
         double       y1)
{
  double dx = x1 - x0, dy = y1 - y0, t0 = 0, t1 = 1;
  const double pq[4][2] = {
    { -dx, x0 - p->cull.x0 }, { dx, p->cull.x1 - x0 },
    { -dy, y0 - p->cull.y0 }, { dy, p->cull.y1 - y0 },
  };

  for (guint i = 0; i < 4; i++)
    {
      double pp = pq[i][0], q = pq[i][1];

      if (pp == 0)
        {
          if (q < 0)
            return;
          continue;
        }
      if (pp < 0)
        t0 = MAX (t0, q / pp);
      else
        t1 = MIN (t1, q / pp);
      if (t0 > t1)
        return;
    }
  cairo_move_to (p->cr, x0 + t0 * dx, y0 + t0 * dy);
  cairo_line_to (p->cr, x0 + t1 * dx, y0 + t1 * dy);
  if (p->edges_taken)
    cairn_placer_add_segment (p->placer, x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy);
}

/* The edge into @item: from under its parent to over it.  A null probe's
 * edge runs across to the probe's column one ply down, then straight down
 * through the plies the probe skips. */
void
painter_edge_path (const Paint *p,
                   guint32      item,
                   double       x,
                   double       y)
{
  const CairnLayoutItem *it = cairn_layout_get_item (p->layout, item);
  const CairnLayoutItem *parent = cairn_layout_get_item (p->layout, it->parent_item);
  double px, py, top = p->top;

  /* A ghost is smaller than a node: its edge ends at its own outline,
   * among boards straight down from where a board's edge would end, so
   * that it passes its neighbours as theirs do. */
  if (painter_is_ghost (p, item))
    {
      top = p->lod == LOD_BOARDS ? p->s * 0.18 + 1 : MIN (p->r, p->top);
      if (p->lod == LOD_BOARDS && it->y - cairn_layout_get_item (p->layout, it->parent_item)->y < 1.5)
        {
          segment (p, x, y - p->top, x, y - top);
          if (cairn_boxes_recording ())
            cairn_boxes_record_segment (p->cr, x, y - p->top, x, y - top);
          top = p->top;
        }
    }

  /* A q-node is smaller: its edge comes down to its own top. */
  else if (p->lod == LOD_SHAPES || p->lod == LOD_VALUES)
    {
      if (p->tree->engine != NULL && painter_is_q_node (p, item))
        top = p->r * CAIRN_Q_NODE_SCALE;
    }

  painter_to_device (p, parent->x, parent->y, &px, &py);
  if (it->y - parent->y > 1.5)
    {
      double bend = py + p->level - p->top;

      segment (p, px, py + p->bottom, x, bend);
      segment (p, x, bend, x, y - top);
      if (cairn_boxes_recording ())
        {
          cairn_boxes_record_segment (p->cr, px, py + p->bottom, x, bend);
          cairn_boxes_record_segment (p->cr, x, bend, x, y - top);
        }
    }
  else
    {
      segment (p, px, py + p->bottom, x, y - top);
      if (cairn_boxes_recording ())
        cairn_boxes_record_segment (p->cr, px, py + p->bottom, x, y - top);
    }
}

void
painter_apply_edge_style (const Paint *p,
                          EdgeStyle    style,
                          double       width)
{
  cairn_set_edge_style (p->cr, p->pal, style, width);
}

/* ---- collecting what is visible ---- */

void
painter_collect (Paint   *p,
                 guint32  item)
{
  const CairnLayout *layout = p->layout;
  const CairnLayoutItem *it = cairn_layout_get_item (layout, item);
  CairnRect sub;
  double x0, x1, y0, y1, x, y;
  Visible v;

  cairn_layout_get_subtree_bounds (layout, item, &sub);
  painter_to_device (p, sub.x0, it->y, &x0, &y0);
  painter_to_device (p, sub.x1, sub.y1, &x1, &y1);
  painter_to_device (p, it->x, it->y, &x, &y);
  v.item = item;
  v.x = x;
  v.y = y;
  /* Asked once here: each of the edge passes and the probes' marks
   * would otherwise ask it again for every item drawn. */
  v.edge = painter_edge_style (p, item);

  if (!intersects (&p->cull, x0, y0, x1, y1))
    {
      /* The subtree is out of sight, but the edge into it may cross. */
      if (it->parent_item != CAIRN_NO_ITEM)
        {
          const CairnLayoutItem *pi = cairn_layout_get_item (layout, it->parent_item);
          double px, py;

          painter_to_device (p, pi->x, pi->y, &px, &py);
          if (intersects (&p->cull, MIN (px, x), py, MAX (px, x), y))
            {
              v.kind = VIS_EDGE_ONLY;
              g_array_append_val (p->vis, v);
            }
        }
      return;
    }

  if (x1 - x0 < p->collapse && cairn_layout_get_first_child (layout, item) != CAIRN_NO_ITEM)
    {
      v.kind = VIS_SILHOUETTE;
      g_array_append_val (p->vis, v);
      return;
    }

  v.kind = VIS_NODE;
  g_array_append_val (p->vis, v);
  for (guint32 c = cairn_layout_get_first_child (layout, item); c != CAIRN_NO_ITEM;
       c = cairn_layout_get_next_sibling (layout, c))
    painter_collect (p, c);
}
