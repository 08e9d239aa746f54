/* test-tree-view-input.c — the tree view's input (src/app/pane/
 * cairn-tree-view-input.c), a tree view alone in a scrolled window under
 * a private Xvfb, with real pointer and keys (xdotool): a click selects
 * the node under it or nearest it within 8 px and says so ("picked"), a
 * click far from every node clears the selection, a drag pans by its own
 * length and selects nothing, the arrow keys pan 48 px, + and - zoom by
 * 1.25, the wheel zooms by 1.15 a notch.  The tree: plain alpha-beta on
 * the seed's pitfall (122 nodes), at 100 %.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-tree-view.h"
#include "gui-util.h"

typedef struct {
  GtkWidget      *window;
  CairnTreeView  *view;
  CairnViewState *state;
  CairnSearch    *search;
  guint32         picked;
  guint           n_picked;
} View;

static void
on_picked (CairnTreeView *view,
           guint32        node,
           View          *v)
{
  v->picked = node;
  v->n_picked++;
}

static void
view_open (View *v)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  const CairnCounters *c;

  v->window = gtk_window_new ();
  v->view = CAIRN_TREE_VIEW (cairn_tree_view_new ());
  v->state = cairn_view_state_new ();
  v->search = gui_run_search ("...O.X...", CAIRN_MODE_PLAIN, 3);
  v->n_picked = 0;
  c = cairn_search_get_counters (v->search);
  g_assert_cmpuint (c->nodes, ==, 122);
  cairn_tree_view_set_state (v->view, v->state);
  cairn_tree_view_set_tree (v->view, cairn_search_get_tree (v->search));
  cairn_tree_view_set_complete (v->view, TRUE);
  cairn_tree_view_set_moment (v->view, (guint32) c->events, CAIRN_NO_NODE);
  g_signal_connect (v->view, "picked", G_CALLBACK (on_picked), v);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (v->view));
  gtk_window_set_child (GTK_WINDOW (v->window), scroller);
  gtk_window_set_default_size (GTK_WINDOW (v->window), 700, 450);
  gtk_window_present (GTK_WINDOW (v->window));
  GUI_WAIT_FOR (cairn_tree_view_get_layout (v->view) != NULL && cairn_tree_view_is_layout_current (v->view));
  cairn_tree_view_zoom_reset (v->view);
  GUI_WAIT_FOR (!cairn_tree_view_is_zooming (v->view));
  gtk_test_widget_wait_for_draw (v->window);
}

static void
view_close (View *v)
{
  gtk_window_destroy (GTK_WINDOW (v->window));
  g_object_unref (v->state);
  cairn_search_free (v->search);
}

static double
scale_of (View *v)
{
  double scale, level;

  cairn_tree_view_get_scales (v->view, &scale, &level);
  return scale;
}

/* Where @node is drawn in the view, in its pixels. */
static void
node_at (View    *v,
         guint32  node,
         double  *x,
         double  *y)
{
  const CairnLayout *layout = cairn_tree_view_get_layout (v->view);

  for (guint32 i = 0; i < cairn_layout_get_n_items (layout); i++)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (layout, i);

      if (it->node == node && it->ghost_move == CAIRN_NO_MOVE && it->folded == 0)
        {
          cairn_tree_view_layout_to_widget (v->view, it->x, it->y, x, y);
          return;
        }
    }
  g_assert_not_reached ();
}

/* The distance from (x, y) to the nearest node drawn, in pixels. */
static double
nearest_node_distance (View   *v,
                       double  x,
                       double  y)
{
  const CairnLayout *layout = cairn_tree_view_get_layout (v->view);
  double best = G_MAXDOUBLE;

  for (guint32 i = 0; i < cairn_layout_get_n_items (layout); i++)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (layout, i);
      double nx, ny;

      cairn_tree_view_layout_to_widget (v->view, it->x, it->y, &nx, &ny);
      best = MIN (best, hypot (nx - x, ny - y));
    }
  return best;
}

static gboolean
click_at (View   *v,
          double  x,
          double  y)
{
  return gui_xdotool_at (GTK_WIDGET (v->view), x, y, (const char *[]) { "click", "1", NULL });
}

static void
test_click (void)
{
  View v;
  double x, y;
  guint32 target;

  view_open (&v);
  /* The root's first child: node 1. */
  target = 1;
  cairn_tree_view_reveal_node (v.view, target);
  GUI_WAIT_FOR (!cairn_tree_view_is_zooming (v.view));
  gtk_test_widget_wait_for_draw (v.window);
  node_at (&v, target, &x, &y);
  g_assert_cmpfloat (x, >, 0);
  g_assert_cmpfloat (x, <, gtk_widget_get_width (GTK_WIDGET (v.view)));
  if (gui_skip_without_xdotool (click_at (&v, x, y)))
    {
      view_close (&v);
      return;
    }
  GUI_WAIT_FOR (v.n_picked == 1);
  g_assert_cmpuint (v.picked, ==, target);
  g_assert_cmpuint (cairn_view_state_get_selected_node (v.state), ==, target);

  /* Just off the node, nearer it than any other: still it. */
  g_assert_true (click_at (&v, x + 5, y + 5));
  GUI_WAIT_FOR (v.n_picked == 2);
  g_assert_cmpuint (cairn_view_state_get_selected_node (v.state), ==, target);

  /* Far from every node: nothing selected. */
  {
    double fx = -1, fy = -1;
    int w = gtk_widget_get_width (GTK_WIDGET (v.view)), h = gtk_widget_get_height (GTK_WIDGET (v.view));

    for (int gy = 10; gy < h - 10 && fx < 0; gy += 7)
      for (int gx = 10; gx < w - 10 && fx < 0; gx += 7)
        if (nearest_node_distance (&v, gx, gy) > 40)
          fx = gx, fy = gy;
    g_assert_cmpfloat (fx, >=, 0);
    g_assert_true (click_at (&v, fx, fy));
    GUI_WAIT_FOR (v.n_picked == 3);
    g_assert_cmpuint (v.picked, ==, CAIRN_NO_NODE);
    g_assert_cmpuint (cairn_view_state_get_selected_node (v.state), ==, CAIRN_NO_NODE);
  }
  view_close (&v);
}

static void
test_drag_keys_wheel (void)
{
  View v;
  GtkScrollable *scrollable;
  GtkAdjustment *h;
  double h0, s0, cx, cy;

  view_open (&v);
  scrollable = GTK_SCROLLABLE (v.view);
  h = gtk_scrollable_get_hadjustment (scrollable);
  /* The whole tree at 100 % is wider than the view: room to pan. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (h) - gtk_adjustment_get_page_size (h), >, 200);
  gtk_adjustment_set_value (h, 100);
  cx = gtk_widget_get_width (GTK_WIDGET (v.view)) / 2.0;
  cy = gtk_widget_get_height (GTK_WIDGET (v.view)) / 2.0;
  h0 = gtk_adjustment_get_value (h);

  /* A drag of 60 px to the right shows what lay 60 px to the left. */
  if (gui_skip_without_xdotool (gui_xdotool_at (GTK_WIDGET (v.view), cx, cy,
                                                (const char *[]) { "mousedown", "1", NULL })))
    {
      view_close (&v);
      return;
    }
  gui_spin (30);
  g_assert_true (gui_xdotool_at (GTK_WIDGET (v.view), cx + 60, cy, (const char *[]) { "mouseup", "1", NULL }));
  GUI_WAIT_FOR (gtk_adjustment_get_value (h) != h0);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (h), h0 - 60, 1.0);
  g_assert_cmpuint (v.n_picked, ==, 0);
  g_assert_false (cairn_view_state_get_fitting (v.state));

  /* Keys, with the view focused (the drag focused it). */
  GUI_WAIT_FOR (gtk_widget_has_focus (GTK_WIDGET (v.view)));
  h0 = gtk_adjustment_get_value (h);
  gui_key ("Right");
  GUI_WAIT_FOR (gtk_adjustment_get_value (h) != h0);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (h), h0 + 48, 0.01);
  s0 = scale_of (&v);
  gui_key ("plus");
  GUI_WAIT_FOR (fabs (scale_of (&v) - s0 * 1.25) < 1e-6 || cairn_tree_view_is_zooming (v.view));
  GUI_WAIT_FOR (!cairn_tree_view_is_zooming (v.view));
  g_assert_cmpfloat_with_epsilon (scale_of (&v), s0 * 1.25, 1e-6);
  gui_key ("minus");
  GUI_WAIT_FOR (!cairn_tree_view_is_zooming (v.view) && fabs (scale_of (&v) - s0) < 1e-6);

  /* One notch of the wheel up zooms in by 1.15 at the pointer. */
  g_assert_true (gui_xdotool_at (GTK_WIDGET (v.view), cx, cy, (const char *[]) { "click", "4", NULL }));
  GUI_WAIT_FOR (fabs (scale_of (&v) - s0) > 1e-6);
  GUI_WAIT_FOR (!cairn_tree_view_is_zooming (v.view));
  g_assert_cmpfloat_with_epsilon (scale_of (&v), s0 * 1.15, 1e-6);
  view_close (&v);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/tree-view-input/click", test_click);
  g_test_add_func ("/tree-view-input/drag-keys-wheel", test_drag_keys_wheel);
  return gui_test_run ();
}
