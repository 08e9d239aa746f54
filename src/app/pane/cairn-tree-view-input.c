/* cairn-tree-view-input.c — the tree view's input: tooltips, clicks
 * and drags, the wheel, pinches and keys.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-node-text.h"
#include "cairn-tree-view.h"
#include "cairn-tree-view-private.h"

static guint32
item_at (CairnTreeView *self,
         double         wx,
         double         wy)
{
  CairnPaintOptions options;

  if (self->layout == NULL)
    return CAIRN_NO_ITEM;
  tree_view_paint_options (self, &options);
  return cairn_painter_hit_test (self->layout, &options, wx, wy);
}

/* The item drawn nearest (wx, wy), if its centre lies within
 * NEAREST_REACH pixels, else CAIRN_NO_ITEM.  Zoomed far out (0.1 %) the
 * nodes are specks packed closer than a pixel, or a few pixels apart
 * with nothing between them, and a click between them found nothing:
 * it takes the nearest as the eye does.  Every item is looked at, once
 * per click: a few milliseconds for the biggest trees. */
#define NEAREST_REACH 8.0

static guint32
nearest_item (CairnTreeView *self,
              double         wx,
              double         wy)
{
  double ox, oy, level = tree_view_level_height (self), best = NEAREST_REACH * NEAREST_REACH;
  guint32 n, found = CAIRN_NO_ITEM;

  if (self->layout == NULL)
    return CAIRN_NO_ITEM;
  tree_view_origin (self, &ox, &oy);
  n = cairn_layout_get_n_items (self->layout);
  for (guint32 i = 0; i < n; i++)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (self->layout, i);
      double dx = ox + (it->x - self->bounds.x0) * self->scale - wx;
      double dy = oy + (it->y - self->bounds.y0) * level - wy;

      if (dx * dx + dy * dy < best && cairn_layout_item_shown (self->layout, i))
        {
          best = dx * dx + dy * dy;
          found = i;
        }
    }
  return found;
}

gboolean
tree_view_on_query_tooltip (GtkWidget     *widget,
                            int            x,
                            int            y,
                            gboolean       keyboard,
                            GtkTooltip    *tooltip,
                            CairnTreeView *self)
{
  const CairnLayoutItem *item;
  guint32 index = item_at (self, x, y);
  g_autofree char *text = NULL;

  if (index == CAIRN_NO_ITEM)
    return FALSE;
  item = cairn_layout_get_item (self->layout, index);
  if (item->ghost_move != CAIRN_NO_MOVE)
    text = cairn_node_text_ghost (tree_view_drawn_tree (self), item->node, item->ghost_move);
  else
    {
      const CairnTree *tree = tree_view_drawn_tree (self);
      g_autofree char *title = cairn_node_text_title (tree, item->node);
      g_autofree char *board = cairn_node_text_board (tree, item->node);
      g_autofree char *explain = cairn_node_text_explain (tree, item->node,
                                                          cairn_layout_get_at_event (self->layout));

      text = g_strdup_printf ("%s\n%s\n%s", title, board, explain);
    }
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

void
tree_view_on_drag_begin (GtkGestureDrag *gesture,
                         double          x,
                         double          y,
                         CairnTreeView  *self)
{
  self->drag_h0 = self->hadjustment ? gtk_adjustment_get_value (self->hadjustment) : 0;
  self->drag_v0 = self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

void
tree_view_on_drag_update (GtkGestureDrag *gesture,
                          double          dx,
                          double          dy,
                          CairnTreeView  *self)
{
  if (fabs (dx) < CLICK_SLOP && fabs (dy) < CLICK_SLOP)
    return;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  tree_view_stop_fitting (self);
  if (self->hadjustment)
    gtk_adjustment_set_value (self->hadjustment, self->drag_h0 - dx);
  if (self->vadjustment)
    gtk_adjustment_set_value (self->vadjustment, self->drag_v0 - dy);
}

void
tree_view_on_drag_end (GtkGestureDrag *gesture,
                       double          dx,
                       double          dy,
                       CairnTreeView  *self)
{
  double x, y;
  guint32 index;

  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  if (fabs (dx) >= CLICK_SLOP || fabs (dy) >= CLICK_SLOP || self->state == NULL)
    return;
  /* A click: select what is under it, or nearest it, or clear the
   * selection. */
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  index = item_at (self, x, y);
  if (index == CAIRN_NO_ITEM)
    index = nearest_item (self, x, y);
  cairn_view_state_set_selected_node (self->state,
                                      index == CAIRN_NO_ITEM ? CAIRN_NO_NODE
                                      : cairn_layout_get_item (self->layout, index)->node);
  g_signal_emit (self, cairn_tree_view_signals[PICKED], 0, cairn_view_state_get_selected_node (self->state));
}

gboolean
tree_view_on_scroll (GtkEventControllerScroll *controller,
                     double                    dx,
                     double                    dy,
                     CairnTreeView            *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double x = self->pointer_x, y = self->pointer_y;

  /* Shift scrolls sideways: leave it to the scrolled window. */
  if (state & GDK_SHIFT_MASK)
    return FALSE;
  if (!self->pointer_inside)
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  /* pow() keeps smooth (touchpad) and wheel steps consistent; the clamp
   * keeps a wild delta from jumping to a limit in one event. */
  cairn_tree_view_zoom_at (self, pow (1.15, -CLAMP (dy, -10, 10)), x, y);
  return TRUE;
}

void
tree_view_on_motion (GtkEventControllerMotion *controller,
                     double                    x,
                     double                    y,
                     CairnTreeView            *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_inside = TRUE;
}

void
tree_view_on_leave (GtkEventControllerMotion *controller,
                    CairnTreeView            *self)
{
  self->pointer_inside = FALSE;
}

void
tree_view_on_pinch_begin (GtkGesture       *gesture,
                          GdkEventSequence *sequence,
                          CairnTreeView    *self)
{
  self->pinch_scale0 = self->scale;
}

void
tree_view_on_pinch_scale_changed (GtkGestureZoom *gesture,
                                  double          scale,
                                  CairnTreeView  *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  tree_view_apply_scale (self, self->pinch_scale0 * scale, x, y);
}

gboolean
tree_view_on_key_pressed (GtkEventControllerKey *controller,
                          guint                  keyval,
                          guint                  keycode,
                          GdkModifierType        state,
                          CairnTreeView         *self)
{
  GtkAdjustment *adjustment;
  double delta;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return GDK_EVENT_PROPAGATE;
  switch (keyval)
    {
    case GDK_KEY_Left:
      adjustment = self->hadjustment, delta = -PAN_STEP;
      break;
    case GDK_KEY_Right:
      adjustment = self->hadjustment, delta = PAN_STEP;
      break;
    case GDK_KEY_Up:
      adjustment = self->vadjustment, delta = -PAN_STEP;
      break;
    case GDK_KEY_Down:
      adjustment = self->vadjustment, delta = PAN_STEP;
      break;
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      cairn_tree_view_zoom_in (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      cairn_tree_view_zoom_out (self);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
  tree_view_stop_fitting (self);
  if (adjustment != NULL)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + delta);
  return GDK_EVENT_STOP;
}
