/* cairn-tree-view-scroll.c — the tree view's geometry, zoom and
 * scroll.
 *
 * Geometry: a layout point (lx, ly) in layout units sits at widget pixel
 *   wx = (lx - bounds.x0) * scale + MARGIN + centring - hadjustment value
 *   wy = (ly - bounds.y0) * level + MARGIN - vadjustment value
 * where level is the painter's height of a ply for that scale; centring
 * only applies when the whole tree is narrower than the widget.  Everything else derives from
 * layout_to_widget() and widget_to_layout().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-tree-view.h"
#include "cairn-tree-view-private.h"

double
tree_view_level_height (CairnTreeView *self)
{
  return tree_view_level_height_at (self->scale);
}

double
tree_view_content_width (CairnTreeView *self)
{
  if (self->layout == NULL)
    return 0;
  return (self->bounds.x1 - self->bounds.x0) * self->scale + 2 * MARGIN;
}

double
tree_view_content_height (CairnTreeView *self)
{
  if (self->layout == NULL)
    return 0;
  return (self->bounds.y1 - self->bounds.y0) * tree_view_level_height (self) + 2 * MARGIN;
}

/* Widget-space position of layout point (bounds.x0, bounds.y0). */
void
tree_view_origin (CairnTreeView *self,
                  double        *x,
                  double        *y)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double hv = self->hadjustment ? gtk_adjustment_get_value (self->hadjustment) : 0;
  double vv = self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0;

  *x = MARGIN + MAX (0, (w - tree_view_content_width (self)) / 2) - hv;
  /* A short tree stays at the top, where the root is expected. */
  *y = MARGIN - vv;
}

void
cairn_tree_view_layout_to_widget (CairnTreeView *self,
                                  double         layout_x,
                                  double         layout_y,
                                  double        *widget_x,
                                  double        *widget_y)
{
  double ox, oy;

  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  tree_view_origin (self, &ox, &oy);
  *widget_x = ox + (layout_x - self->bounds.x0) * self->scale;
  *widget_y = oy + (layout_y - self->bounds.y0) * tree_view_level_height (self);
}

void
cairn_tree_view_widget_to_layout (CairnTreeView *self,
                                  double         widget_x,
                                  double         widget_y,
                                  double        *layout_x,
                                  double        *layout_y)
{
  double ox, oy;

  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  tree_view_origin (self, &ox, &oy);
  *layout_x = self->bounds.x0 + (widget_x - ox) / self->scale;
  *layout_y = self->bounds.y0 + (widget_y - oy) / tree_view_level_height (self);
}

void
tree_view_configure_adjustment (CairnTreeView *self,
                                GtkAdjustment *adjustment,
                                double         value,
                                double         upper,
                                double         page)
{
  if (adjustment == NULL)
    return;
  upper = MAX (upper, page);
  self->scrolling_itself = TRUE;
  gtk_adjustment_configure (adjustment, CLAMP (value, 0, upper - page), 0, upper,
                            page * 0.1, page * 0.9, page);
  self->scrolling_itself = FALSE;
}

/* The user zoomed or panned: the view stops fitting the tree. */
void
tree_view_stop_fitting (CairnTreeView *self)
{
  if (self->state != NULL)
    cairn_view_state_set_fitting (self->state, FALSE);
}

/* Sets the adjustments up for the current scale and size, scrolled so
 * that widget point (wx, wy) shows layout point (lx, ly). */
void
tree_view_configure_scrolling (CairnTreeView *self,
                               double         lx,
                               double         ly,
                               double         wx,
                               double         wy)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double cw = tree_view_content_width (self);
  double ch = tree_view_content_height (self);
  double hv = (lx - self->bounds.x0) * self->scale + MARGIN + MAX (0, (w - cw) / 2) - wx;
  double vv = (ly - self->bounds.y0) * tree_view_level_height (self) + MARGIN - wy;

  tree_view_configure_adjustment (self, self->hadjustment, hv, cw, w);
  tree_view_configure_adjustment (self, self->vadjustment, vv, ch, h);
  tree_view_invalidate (self);
}

void
tree_view_stop_zoom (CairnTreeView *self)
{
  self->zoom_node = CAIRN_NO_NODE;
  self->zoom_anchor = CAIRN_NO_NODE;
  if (self->zoom_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->zoom_tick_id);
  self->zoom_tick_id = 0;
}

/* Zoom anchored at (wx, wy): the layout point under it stays under it. */
void
tree_view_apply_scale (CairnTreeView *self,
                       double         scale,
                       double         wx,
                       double         wy)
{
  double lx, ly;

  tree_view_stop_zoom (self);
  scale = cairn_view_scale_clamp (scale);
  tree_view_stop_fitting (self);
  cairn_tree_view_widget_to_layout (self, wx, wy, &lx, &ly);
  self->scale = scale;
  if (self->state != NULL)
    cairn_view_state_set_scale (self->state, scale);
  tree_view_configure_scrolling (self, lx, ly, wx, wy);
}

void
cairn_tree_view_zoom_at (CairnTreeView *self,
                         double         factor,
                         double         widget_x,
                         double         widget_y)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  if (!isfinite (factor) || factor <= 0)
    return;
  tree_view_apply_scale (self, self->scale * factor, widget_x, widget_y);
}

/* Zoom keys and buttons zoom around the selected node when it is in
 * view (so it stays put), otherwise around the centre. */
void
tree_view_zoom_centre (CairnTreeView *self,
                       double         scale)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double x = w / 2.0, y = h / 2.0;
  guint32 node = self->state ? cairn_view_state_get_selected_node (self->state) : CAIRN_NO_NODE;
  guint32 item = self->layout && node != CAIRN_NO_NODE ? cairn_layout_item_for_node (self->layout, node)
                                                       : CAIRN_NO_ITEM;

  if (item != CAIRN_NO_ITEM)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (self->layout, item);
      double nx, ny;

      cairn_tree_view_layout_to_widget (self, it->x, it->y, &nx, &ny);
      if (nx >= 0 && nx <= w && ny >= 0 && ny <= h)
        x = nx, y = ny;
    }
  tree_view_apply_scale (self, scale, x, y);
}

void
cairn_tree_view_zoom_in (CairnTreeView *self)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));
  tree_view_zoom_centre (self, self->scale * ZOOM_STEP);
}

void
cairn_tree_view_zoom_out (CairnTreeView *self)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));
  tree_view_zoom_centre (self, self->scale / ZOOM_STEP);
}

void
cairn_tree_view_zoom_reset (CairnTreeView *self)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));
  tree_view_zoom_centre (self, CAIRN_VIEW_SCALE_DEFAULT);
}

/* The whole tree in view: as wide as the widget allows, and never larger
 * than natural size; and so it stays, through new layouts and new sizes,
 * until the user zooms or pans. */
void
cairn_tree_view_fit (CairnTreeView *self)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  tree_view_stop_zoom (self);
  if (self->layout_dirty && !tree_view_big_layout (self))
    tree_view_rebuild_layout (self);
  if (self->state != NULL)
    cairn_view_state_set_fitting (self->state, TRUE);
  /* Fit what is there now; a layout still in the works fits when it is in. */
  tree_view_fit_now (self);
}

/* Scrollbars and Shift+wheel move the adjustments: a pan by the user. */
void
tree_view_on_adjustment_changed (CairnTreeView *self)
{
  if (!self->scrolling_itself)
    {
      tree_view_stop_fitting (self);
      tree_view_stop_zoom (self);
    }
  tree_view_invalidate (self);
}

/* Scrolls the least needed to bring @node into view, if it is laid out. */
void
cairn_tree_view_reveal_node (CairnTreeView *self,
                             guint32        node)
{
  const CairnLayoutItem *item;
  guint32 index;
  double wx, wy, w, h, dx = 0, dy = 0;

  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  if (self->layout == NULL || node == CAIRN_NO_NODE)
    return;
  index = cairn_layout_item_for_node (self->layout, node);
  if (index == CAIRN_NO_ITEM)
    return;
  item = cairn_layout_get_item (self->layout, index);
  cairn_tree_view_layout_to_widget (self, item->x, item->y, &wx, &wy);
  w = gtk_widget_get_width (GTK_WIDGET (self));
  h = gtk_widget_get_height (GTK_WIDGET (self));
  if (wx < MARGIN || wx > w - MARGIN)
    dx = wx - w / 2;
  if (wy < MARGIN || wy > h - MARGIN)
    dy = wy - h / 2;
  self->scrolling_itself = TRUE;
  if (dx != 0 && self->hadjustment)
    gtk_adjustment_set_value (self->hadjustment, gtk_adjustment_get_value (self->hadjustment) + dx);
  if (dy != 0 && self->vadjustment)
    gtk_adjustment_set_value (self->vadjustment, gtk_adjustment_get_value (self->vadjustment) + dy);
  self->scrolling_itself = FALSE;
}

/* ---- zoom to a node ---- */

double
cairn_tree_view_get_readable_scale (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), CAIRN_VIEW_SCALE_DEFAULT);

  if (self->scale >= CAIRN_PAINTER_BOARD_SCALE &&
      cairn_painter_label_size (self->scale) >= CAIRN_PAINTER_READABLE_LABEL)
    return self->scale;
  return CAIRN_VIEW_SCALE_DEFAULT;
}

/* Where the zoom to @item ends: the layout point at the widget's centre.
 * The node sits a quarter down the view, its subtree below it.  A null
 * probe is drawn at the ply it searches, under its parent's replies: for
 * a probe, or a node that probed, the middle between the two goes to the
 * middle when both fit, so the node, its ghosts and the probe are in
 * view.  The node itself stays in view whatever (a probe can be drawn far
 * off to the side, past a wide subtree). */
void
tree_view_zoom_target (CairnTreeView *self,
                       guint32        item,
                       double         scale,
                       double        *cx,
                       double        *cy)
{
  const CairnTree *tree = tree_view_drawn_tree (self);
  const CairnLayoutItem *it = cairn_layout_get_item (self->layout, item);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double level = tree_view_level_height_at (scale);
  double mx = 0, my = 0, at = 0.25, wx, wy, lo, hi;
  guint32 partner = CAIRN_NO_NODE;

  if (tree != NULL && item < tree->n_nodes)
    partner = cairn_tree_get (tree, item)->kind == CAIRN_NODE_NULL_PROBE
              ? cairn_tree_get (tree, item)->parent : cairn_tree_probe_child (tree, item);
  if (partner != CAIRN_NO_NODE && cairn_layout_item_for_node (self->layout, partner) != CAIRN_NO_ITEM)
    {
      const CairnLayoutItem *pi = cairn_layout_get_item (self->layout, partner);
      double dx = (pi->x - it->x) * scale, dy = (pi->y - it->y) * level;

      if (fabs (dy) < 0.85 * h && fabs (dx) < w - 2 * FRAME_MARGIN_X)
        {
          mx = dx / 2;
          my = dy / 2;
          at = 0.55;
        }
    }
  /* In the middle across.  Below the top edge first of all, then above
   * the bottom one.  A view too short for both margins (a laptop's
   * screen, a long inspector) keeps the node's own box in it: its board
   * (or shape) above the centre, its three lines of text below; where not
   * even that fits, the board and the value under it at the bottom edge
   * come first. */
  double half = scale >= CAIRN_PAINTER_BOARD_SCALE ? 0.36 * scale : MIN (0.24 * scale, 10);
  double label = cairn_painter_label_size (scale);

  wx = CLAMP (w * 0.5 - mx, FRAME_MARGIN_X, MAX (FRAME_MARGIN_X, w - FRAME_MARGIN_X));
  lo = FRAME_MARGIN_TOP;
  /* The bottom margin holds at least the node's own box below its centre:
   * at a board's scale (80) that is 67 px, more than the margin, and a
   * probe pulled down towards its parent lost its third line of text. */
  hi = h - MAX (FRAME_MARGIN_BOTTOM, half + 3.3 * label + 2);
  if (hi < lo)
    {
      lo = half + 2;
      hi = h - half - 3.3 * label - 2;
      if (hi < lo)
        lo = hi = MAX (half + 2, h - half - 1.4 * label - 2);
    }
  wy = CLAMP (h * at - my, lo, hi);
  *cx = it->x + (w / 2 - wx) / scale;
  *cy = it->y + (h / 2 - wy) / level;
}

static void
zoom_frame (CairnTreeView *self,
            double         t)
{
  double e = 1 - (1 - t) * (1 - t) * (1 - t);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  self->scale = exp (log (self->zoom_from[2]) + e * (log (self->zoom_to[2]) - log (self->zoom_from[2])));
  if (t >= 1)
    self->scale = self->zoom_to[2];
  tree_view_configure_scrolling (self,
                       self->zoom_from[0] + e * (self->zoom_to[0] - self->zoom_from[0]),
                       self->zoom_from[1] + e * (self->zoom_to[1] - self->zoom_from[1]),
                       w / 2, h / 2);
}

static void
zoom_finish (CairnTreeView *self)
{
  zoom_frame (self, 1);
  self->zoom_anchor = self->zoom_to_node;
  if (self->state != NULL)
    cairn_view_state_set_scale (self->state, self->scale);
}

static gboolean
zoom_tick (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       user_data)
{
  CairnTreeView *self = CAIRN_TREE_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double t;

  if (self->zoom_start_us == 0)
    self->zoom_start_us = now;
  t = (double) (now - self->zoom_start_us) / ZOOM_DURATION_US;
  if (t < 1)
    {
      zoom_frame (self, t);
      return G_SOURCE_CONTINUE;
    }
  self->zoom_tick_id = 0;
  zoom_finish (self);
  return G_SOURCE_REMOVE;
}

static gboolean
animations_enabled (CairnTreeView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* Starts the zoom asked for once the layout shows its node (in a focus
 * view, once the layout is the one focused on it). */
void
tree_view_try_zoom (CairnTreeView *self)
{
  guint32 node = self->zoom_node, item;
  double scale;

  if (node == CAIRN_NO_NODE || self->layout == NULL)
    return;
  item = cairn_layout_item_for_node (self->layout, node);
  if (item == CAIRN_NO_ITEM)
    return;
  if (self->state != NULL && cairn_view_state_get_focus (self->state) &&
      cairn_view_state_get_selected_node (self->state) == node &&
      cairn_layout_get_focus (self->layout) != node)
    return;
  self->zoom_node = CAIRN_NO_NODE;
  self->zoom_anchor = CAIRN_NO_NODE;
  self->zoom_to_node = node;
  if (self->zoom_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->zoom_tick_id);
  self->zoom_tick_id = 0;

  scale = cairn_view_scale_clamp (self->zoom_request > 0 ? self->zoom_request
                                                         : cairn_tree_view_get_readable_scale (self));
  tree_view_stop_fitting (self);
  cairn_tree_view_widget_to_layout (self, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                                    gtk_widget_get_height (GTK_WIDGET (self)) / 2.0,
                                    &self->zoom_from[0], &self->zoom_from[1]);
  self->zoom_from[2] = self->scale;
  self->zoom_to[2] = scale;
  tree_view_zoom_target (self, item, scale, &self->zoom_to[0], &self->zoom_to[1]);
  self->zoom_height = gtk_widget_get_height (GTK_WIDGET (self));
  if (!animations_enabled (self))
    {
      zoom_finish (self);
      return;
    }
  self->zoom_start_us = 0;
  self->zoom_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), zoom_tick, NULL, NULL);
}

void
cairn_tree_view_zoom_to_node (CairnTreeView *self,
                              guint32        node,
                              double         scale)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  if (node == CAIRN_NO_NODE)
    return;
  self->zoom_node = node;
  self->zoom_request = scale;
  if (self->layout_dirty && !tree_view_big_layout (self))
    tree_view_rebuild_layout (self);
  tree_view_try_zoom (self);
}

gboolean
cairn_tree_view_is_zooming (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), FALSE);
  return self->zoom_node != CAIRN_NO_NODE || self->zoom_tick_id != 0;
}

/* The tree the layout was made from: what is painted and hit-tested. */
const CairnTree *
tree_view_drawn_tree (CairnTreeView *self)
{
  return self->snapshot != NULL ? self->snapshot->tree : self->tree;
}

/* What a fit shows, in layout units: the whole tree; in a focus view the
 * focus node and its subtree as drawn, not the moves beside every node
 * on the path to it (across the root's, a fit drew the focus at 4 %). */
static CairnRect
fit_bounds (CairnTreeView *self)
{
  guint32 focus = self->layout ? cairn_layout_get_focus (self->layout) : CAIRN_NO_NODE;
  guint32 item = focus != CAIRN_NO_NODE ? cairn_layout_item_for_node (self->layout, focus) : CAIRN_NO_ITEM;
  CairnRect r = self->bounds;

  if (item != CAIRN_NO_ITEM)
    cairn_layout_get_subtree_bounds (self->layout, item, &r);
  return r;
}

/* The scale at which what a fit shows is as wide as the widget, at most
 * natural size. */
static double
own_fit_scale (CairnTreeView *self)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * MARGIN;
  CairnRect r;

  if (self->layout == NULL || w <= 0)
    return CAIRN_VIEW_SCALE_DEFAULT;
  r = fit_bounds (self);
  return cairn_view_scale_clamp (MIN (w / MAX (r.x1 - r.x0, 1.0), CAIRN_VIEW_SCALE_DEFAULT));
}

/* Tells the view state (and whoever keeps two views at one scale) the
 * scale this tree fits at, after its layout or width changed. */
void
tree_view_publish_fit_scale (CairnTreeView *self)
{
  self->fitted_width = gtk_widget_get_width (GTK_WIDGET (self));
  if (self->state != NULL)
    cairn_view_state_set_fit_scale (self->state, own_fit_scale (self));
}

/* Fits at the tree's own fit scale or the state's fit limit, whichever is
 * smaller (the limit keeps two views at one scale). */
void
tree_view_fit_now (CairnTreeView *self)
{
  double limit = self->state ? cairn_view_state_get_fit_limit (self->state) : CAIRN_VIEW_SCALE_MAX;
  CairnRect r;

  if (self->layout == NULL)
    return;
  r = fit_bounds (self);
  self->scale = cairn_view_scale_clamp (MIN (own_fit_scale (self), limit));
  if (self->state != NULL)
    cairn_view_state_set_scale (self->state, self->scale);
  /* Its middle across the middle of the view, its top at the top. */
  tree_view_configure_scrolling (self, (r.x0 + r.x1) / 2, r.y0, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0, MARGIN);
}

gboolean
tree_view_is_fitting (CairnTreeView *self)
{
  return self->state != NULL && cairn_view_state_get_fitting (self->state);
}
