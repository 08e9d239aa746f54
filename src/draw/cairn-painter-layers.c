/* cairn-painter-layers.c — the painter's layers under and over the
 * nodes: silhouettes, edges, a probe's ticks and words, the bands of the
 * selected path and highlighted line, the principal variation, the PVS
 * arrows and the decisive prunes' stars.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "cairn-painter.h"
#include "cairn-painter-private.h"

/* ---- layers ---- */

/* Whether, in a draft frame far out, the edge into @v lands on the
 * pixels of the edge drawn just before it (@last: its parent's and its
 * own device pixel, updated when not): a parent's dozens of children
 * packed into a pixel or two drew the same aliased hairline dozens of
 * times, half the edges of a fitted big tree. */
static gboolean
same_pixels_as_last (const Paint   *p,
                     const Visible *v,
                     int            last[4])
{
  const CairnLayoutItem *it = cairn_layout_get_item (p->layout, v->item);
  const CairnLayoutItem *parent = cairn_layout_get_item (p->layout, it->parent_item);
  double px, py;
  int now[4];

  if (p->lod != LOD_DOTS || !p->o->draft)
    return FALSE;
  painter_to_device (p, parent->x, parent->y, &px, &py);
  now[0] = (int) floor (px);
  now[1] = (int) floor (py);
  now[2] = (int) floor (v->x);
  now[3] = (int) floor (v->y);
  if (memcmp (now, last, sizeof now) == 0)
    return TRUE;
  memcpy (last, now, sizeof now);
  return FALSE;
}

void
painter_paint_silhouettes (Paint *p)
{
  cairo_t *cr = p->cr;
  gboolean any = FALSE;

  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      CairnRect sub;
      double x0, x1, y0, y1;

      if (v->kind != VIS_SILHOUETTE)
        continue;
      cairn_layout_get_subtree_bounds (p->layout, v->item, &sub);
      painter_to_device (p, sub.x0, 0, &x0, &y0);
      painter_to_device (p, sub.x1, sub.y1 - 0.5, &x1, &y1);
      if (x1 - x0 < 1.0)
        {
          x0 = v->x - 0.5;
          x1 = v->x + 0.5;
        }
      cairo_rectangle (cr, x0, v->y, x1 - x0, y1 - v->y);
      any = TRUE;
    }
  if (any)
    {
      cairn_set_rgba (cr, &p->pal->ink, 0.45);
      cairo_fill (cr);
    }
}

void
painter_paint_edges (Paint *p)
{
  cairo_t *cr = p->cr;

  /* Where words go, they go clear of the edges: no move or value is
   * struck through by a line.  Words come at values' scale, or as the
   * counts of collapsed nodes. */
  p->edges_taken = p->lod >= LOD_VALUES || p->o->hidden ||
                   cairn_layout_get_focus (p->layout) != CAIRN_NO_NODE;
  for (EdgeStyle style = 0; style < N_EDGE_STYLES; style++)
    {
      gboolean any = FALSE;
      int last[4] = { G_MININT, G_MININT, G_MININT, G_MININT };

      /* Only the engine style has PVS tries: no pass over the edges for
       * them in the seed's trees. */
      if (style == EDGE_PVS_TRY && p->tree->engine == NULL)
        continue;
      for (guint i = 0; i < p->vis->len; i++)
        {
          const Visible *v = &g_array_index (p->vis, Visible, i);

          if (v->item == 0 || v->edge != style || same_pixels_as_last (p, v, last))
            continue;
          painter_edge_path (p, v->item, v->x, v->y);
          any = TRUE;
        }
      if (!any)
        continue;
      painter_apply_edge_style (p, style, p->line);
      /* Dashes a pixel long cannot be seen, and thousands of them would
       * cost more than the whole frame: colour alone tells them apart,
       * as in a draft frame at small sizes (exports keep the dashes). */
      if (p->lod == LOD_DOTS ||
          (p->lod == LOD_SHAPES && p->o->draft && style != EDGE_PROBE))
        cairo_set_dash (cr, NULL, 0, 0);
      /* Antialiasing hundreds of crossing hairlines is most of a frame's
       * cost below the level of values; a draft frame draws them aliased
       * (a window can repaint with draft off once the view is still). */
      if (p->lod <= LOD_SHAPES && p->o->draft)
        {
          cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
          cairo_set_line_width (cr, 1.0);
        }
      cairo_stroke (cr);
    }
  p->edges_taken = FALSE;
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);
}

/* Ticks across a probe's edge, one per skipped ply, and "null, R=k". */
void
painter_paint_probe_marks (Paint *p)
{
  cairo_t *cr = p->cr;
  double tick = MAX (2.5, MIN (0.18 * p->s, 8));

  if (p->lod < LOD_SHAPES)
    return;
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      const CairnLayoutItem *it = cairn_layout_get_item (p->layout, v->item);
      const CairnLayoutItem *parent;
      guint skipped;

      if (v->kind == VIS_SILHOUETTE || v->edge != EDGE_PROBE)
        continue;
      parent = cairn_layout_get_item (p->layout, it->parent_item);
      skipped = painter_probe_reduction (p, v->item);
      if (p->tree->engine != NULL)
        {
          /* A null move is one ply here: the edge spans one level, and
           * its R ticks sit close together across its middle, where
           * they fit (else the label and the inspector say R). */
          double px, py, x0, y0, x1, y1, len, ux, uy, gap, half;

          painter_to_device (p, parent->x, parent->y, &px, &py);
          x0 = px;
          y0 = py + p->bottom;
          x1 = v->x;
          y1 = v->y - p->top;
          len = sqrt ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
          gap = MAX (2.5, p->line * 2.6);
          half = MIN (tick, 4.0);
          /* Ticks closer than 3 pixels run into a block: the label
           * (painter_paint_probe_labels()) says R alone then. */
          {
            double dx = gap, dy = 0;

            cairo_user_to_device_distance (cr, &dx, &dy);
            if (sqrt (dx * dx + dy * dy) < 3.0)
              gap *= 3.0 / MAX (sqrt (dx * dx + dy * dy), 1e-6);
          }
          if (skipped == 0 || len < (skipped + 1) * gap + 2 * half)
            continue;
          ux = (x1 - x0) / len;
          uy = (y1 - y0) / len;
          for (guint k = 0; k < skipped; k++)
            {
              double t = len / 2 + (k - (skipped - 1) / 2.0) * gap;
              double tx = x0 + ux * t, ty = y0 + uy * t;

              /* Across the edge: along its normal. */
              cairo_move_to (cr, tx - uy * half, ty + ux * half);
              cairo_line_to (cr, tx + uy * half, ty - ux * half);
            }
          continue;
        }
      for (guint k = 1; k <= skipped; k++)
        {
          double ty = p->o->offset_y + p->level * (parent->y + k);

          cairo_move_to (cr, v->x - tick, ty);
          cairo_line_to (cr, v->x + tick, ty);
        }
    }
  cairn_set_rgb (cr, &p->pal->probe);
  cairo_set_line_width (cr, p->line * 1.4);
  cairo_stroke (cr);
}

/* "null, R=k" beside a probe's edge, where the words have room (the
 * legend says it too). */
void
painter_paint_probe_labels (Paint *p)
{
  double tick = MAX (2.5, MIN (0.18 * p->s, 8));

  if (p->lod < LOD_VALUES)
    return;
  cairn_set_rgb (p->cr, &p->pal->probe);
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      const CairnLayoutItem *it = cairn_layout_get_item (p->layout, v->item);
      const CairnLayoutItem *parent;
      char label[64];
      Spot spot;

      if (v->kind == VIS_SILHOUETTE || v->edge != EDGE_PROBE)
        continue;
      parent = cairn_layout_get_item (p->layout, it->parent_item);
      g_snprintf (label, sizeof label, _("null, R=%u"), painter_probe_reduction (p, v->item));
      if (p->tree->engine != NULL)
        {
          /* One ply down (a null move is one ply here): beside the
           * edge's middle, else beside the probe, right or left. */
          double px, py, my;
          Spot spots[4];

          painter_to_device (p, parent->x, parent->y, &px, &py);
          my = (py + p->bottom + v->y - p->top) / 2;
          spots[0] = (Spot) { (px + v->x) / 2 + tick + 2, my, 0, TRUE };
          spots[1] = (Spot) { (px + v->x) / 2 - tick - 2, my, 1, TRUE };
          spots[2] = (Spot) { v->x + p->r * 1.2 + 2, v->y, 0, TRUE };
          spots[3] = (Spot) { v->x - p->r * 1.2 - 2, v->y, 1, TRUE };
          g_snprintf (label, sizeof label, _("R=%u"), painter_probe_reduction (p, v->item));
          painter_place_text (p, p->small_text, label, spots, G_N_ELEMENTS (spots));
          continue;
        }
      spot = (Spot) { v->x + tick + 3,
                      p->o->offset_y + p->level * (parent->y + 0.5 + (it->y - parent->y) / 2.0), 0, TRUE };
      painter_place_text (p, p->small_text, label, &spot, 1);
    }
}

/* The line through @nodes (a path from the root, or a line of play) as a
 * band under the edges. */
static void
line_path (Paint         *p,
           const guint32 *nodes,
           guint          n)
{
  guint32 n_nodes = cairn_layout_get_n_nodes (p->layout);

  for (guint i = 1; i < n; i++)
    {
      guint32 child = nodes[i];
      double x, y;

      if (child >= n_nodes || !cairn_layout_item_shown (p->layout, child) ||
          cairn_layout_get_item (p->layout, child)->parent_item != nodes[i - 1])
        continue;
      cairn_painter_item_position (p->layout, p->o, child, &x, &y);
      painter_edge_path (p, child, x, y);
    }
}

static guint
path_from_root (const CairnTree *tree,
                guint32          node,
                guint32         *out,
                guint            max)
{
  guint n = 0;

  for (guint32 i = node; i != CAIRN_NO_NODE && n < max; i = cairn_tree_get (tree, i)->parent)
    out[n++] = i;
  for (guint i = 0; i < n / 2; i++)
    {
      guint32 t = out[i];

      out[i] = out[n - 1 - i];
      out[n - 1 - i] = t;
    }
  return n;
}

/* How far below the middle of @item (at @y) its value is written: the
 * boards' value under the board, a shape's under the shape; the radius
 * of no ring when no value is drawn (shapes and dots). */
static double
current_ring_gap (const Paint *p,
                  guint32      item,
                  double       y)
{
  if (p->lod == LOD_BOARDS)
    return p->board / 2 + MAX (1.0, p->board * 0.03) * 2;
  if (p->lod == LOD_VALUES)
    return painter_value_top (p, item, y) - y;
  return G_MAXDOUBLE;
}

void
painter_paint_bands (Paint *p)
{
  cairo_t *cr = p->cr;
  double band = CLAMP (0.3 * p->s, 6, 16);
  guint32 n_nodes = cairn_layout_get_n_nodes (p->layout);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  if (p->o->n_highlight > 1)
    {
      static const double dash[] = { 2.2, 1.4 };

      line_path (p, p->o->highlight, p->o->n_highlight);
      cairn_set_rgba (cr, &p->pal->selection, 0.75);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairn_set_dash (cr, dash, G_N_ELEMENTS (dash), band);
      cairo_set_line_width (cr, band);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    }

  if (p->o->selected_node != CAIRN_NO_NODE && p->o->selected_node < n_nodes &&
      cairn_layout_item_shown (p->layout, p->o->selected_node))
    {
      guint32 path[64];
      guint n = path_from_root (p->tree, p->o->selected_node, path, G_N_ELEMENTS (path));
      double x, y, radius, open;

      line_path (p, path, n);
      cairn_set_rgba (cr, &p->pal->selection, 0.6);
      cairo_set_line_width (cr, band);
      cairo_stroke (cr);
      cairn_painter_item_position (p->layout, p->o, p->o->selected_node, &x, &y);
      radius = MAX (p->r * 1.9, 6) + band / 2;
      /* Open where the value is written under the node, as the current
       * node's ring is: the ring never runs through its digits. */
      open = current_ring_gap (p, p->o->selected_node, y) - MAX (2.0, band / 3);
      cairo_new_sub_path (cr);
      if (open > 0 && open < radius)
        cairo_arc (cr, x, y, radius, G_PI - asin (open / radius), 2 * G_PI + asin (open / radius));
      else
        cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
      cairn_set_rgba (cr, &p->pal->selection, 0.8);
      cairo_set_line_width (cr, MAX (2.0, band / 3));
      cairo_stroke (cr);
    }

  if (p->o->current_node != CAIRN_NO_NODE && p->o->current_node < n_nodes &&
      cairn_layout_item_shown (p->layout, p->o->current_node))
    {
      static const double dash[] = { 1.5, 1 };
      double x, y, radius = MAX (p->r * 2.0, 7) + (p->lod == LOD_BOARDS ? p->board * 0.3 : 0);

      double open;

      cairn_painter_item_position (p->layout, p->o, p->o->current_node, &x, &y);
      cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
      cairn_set_rgba (cr, &p->pal->current, CAIRN_CURRENT_ALPHA);
      cairo_fill (cr);
      /* The ring stops short of the value written under the node (it
       * crossed its digits): open below the value's top, less a line's
       * width, the disc alone under the value. */
      open = current_ring_gap (p, p->o->current_node, y) - 1.5;
      if (open > 0 && open < radius)
        cairo_arc (cr, x, y, radius, G_PI - asin (open / radius), 2 * G_PI + asin (open / radius));
      else
        cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
      cairn_set_rgb (cr, &p->pal->ink);
      cairo_set_line_width (cr, 1.5);
      cairn_set_dash (cr, dash, G_N_ELEMENTS (dash), 3);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
}

void
painter_paint_pv (Paint *p)
{
  g_autoptr (GArray) pv = NULL;

  if (!p->o->show_pv || p->tree->n_nodes == 0 ||
      !painter_finished (p, cairn_tree_get (p->tree, 0)))
    return;
  pv = cairn_tree_principal_variation (p->tree);
  line_path (p, (const guint32 *) (gpointer) pv->data, pv->len);
  cairn_set_rgb (p->cr, &p->pal->ink);
  cairo_set_line_width (p->cr, MAX (2.6, p->line * 3.2));
  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (p->cr);
  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_BUTT);
}

/* The arrows from each PVS try searched again to its re-search, over
 * the two nodes (or boards). */
void
painter_paint_pvs_arrows (Paint *p)
{
  double half, lift, width;

  if (p->tree->engine == NULL || p->lod < LOD_SHAPES)
    return;
  half = p->lod == LOD_BOARDS ? p->board / 2 : p->r;
  lift = p->lod == LOD_BOARDS ? p->board * 0.35 : MAX (p->r * 2.2, 6.0);
  width = p->lod == LOD_BOARDS ? MAX (1.5, p->board * 0.03) : MAX (1.0, p->line * 1.2);
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      guint32 again;
      double x1, y1;

      if (v->kind != VIS_NODE || painter_is_ghost (p, v->item))
        continue;
      again = painter_pvs_re_search (p, v->item);
      if (again == CAIRN_NO_NODE)
        continue;
      cairn_painter_item_position (p->layout, p->o, again, &x1, &y1);
      cairn_paint_pvs_arrow (p->cr, p->pal, v->x, x1, v->y, half, lift, width);
    }
}

/* Where a decisive prune's star goes: at the top right corner of its
 * board, or up right of its shape, its outer radius @r growing with the
 * node (and with the figure's words, so that it reads where they do). */
void
painter_star_spot (const Paint   *p,
                   const Visible *v,
                   double        *x,
                   double        *y,
                   double        *r)
{
  if (p->lod == LOD_BOARDS)
    {
      /* Right of the board: its move's name goes over it, its value
       * under it. */
      *r = p->board * 0.22;
      *x = v->x + p->board * 0.5 + *r * 1.1;
      *y = v->y;
      return;
    }
  *r = MAX (p->r * 1.3, 5.0);
  if (p->o->labels && p->lod >= LOD_VALUES)
    *r = MAX (*r, p->font * 0.7);
  /* Up right of the node, clear of the value under it. */
  *x = v->x + MAX (p->r, 1.5) + *r * 0.6;
  *y = v->y - MAX (p->r, 1.5) - *r * 1.2;
}

/* The stars of the decisive prunes, on top of everything else of their
 * nodes. */
void
painter_paint_decisive (Paint *p)
{
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      double x, y, r;

      if (v->kind != VIS_NODE || !painter_is_decisive (p->o, v->item) ||
          !painter_finished (p, cairn_tree_get (p->tree, v->item)))
        continue;
      painter_star_spot (p, v, &x, &y, &r);
      cairn_paint_star (p->cr, p->pal, x, y, r);
    }
}
