/* test-tree-view-scroll.c — the tree view's zoom and scroll
 * (cairn-tree-view-scroll.c): Zoom to the selection and the focus view
 * (issue 22), and a click at any zoom (the nearest node).
 *
 * Each way of selecting a node from outside the tree (Ctrl+D, the next
 * null prune, a line of the event log, Ctrl+J) leaves the selected node's
 * box inside its view in both panes, at a scale where its text is at
 * least CAIRN_PAINTER_READABLE_LABEL pixels, starting from trees fitted
 * far smaller.  With GTK's animations off the views jump at once; with
 * them on they glide over a few frames.  A focus view lays the tree out
 * around the selection.
 *
 * The pitfall (...O.X..., X to move, d3 R1) has a decisive prune: null
 * move prunes after X4 (node 57).  The empty board at d9 R1 makes 20,866
 * and 80,790 nodes: laid out on worker threads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "cairn-navigation.h"
#include "cairn-lesson-controller.h"
#include "cairn-window.h"
#include "gui-util.h"

typedef GuiFixture Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);

  g_settings_reset (settings, "same-scale");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  f->win = gui_window_new (1360, 860);
  gtk_window_present (GTK_WINDOW (f->win));
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  gui_window_destroy_and_assert_finalized (f->win);
}

static CairnPane *
pane_of (CairnWindow *win,
         guint        index)
{
  return cairn_window_get_pane (win, index);
}

static CairnTreeView *
view_of (CairnWindow *win,
         guint        index)
{
  return cairn_pane_get_tree_view (pane_of (win, index));
}

static guint32
selected (CairnWindow *win,
          guint        index)
{
  return cairn_view_state_get_selected_node (cairn_pane_get_view_state (pane_of (win, index)));
}

static gboolean
trees_settled (CairnWindow *win)
{
  for (guint p = 0; p < 2; p++)
    if (cairn_tree_view_is_laying_out (view_of (win, p)) || cairn_tree_view_is_zooming (view_of (win, p)))
      return FALSE;
  return TRUE;
}

/* Both searches finished and both trees fitted (far below a readable
 * scale for these trees). */
static void
finish_fitted (CairnWindow *win,
               const char  *cells,
               guint        depth)
{
  gui_set_scenario (win, cells, "x", depth, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_spin (50);
  gui_finish (win);
  gui_spin (100);
  GUI_WAIT_FOR (trees_settled (win));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.fit", NULL));
  gui_spin (100);
  GUI_WAIT_FOR (trees_settled (win));
  gtk_window_present (GTK_WINDOW (win));
  GUI_WAIT_FOR (gtk_window_is_active (GTK_WINDOW (win)));
  /* The window takes keys a moment after it is active. */
  gui_spin (300);
  for (guint p = 0; p < 2; p++)
    {
      double scale, level;

      cairn_tree_view_get_scales (view_of (win, p), &scale, &level);
      g_assert_cmpfloat (cairn_painter_label_size (scale), <, CAIRN_PAINTER_READABLE_LABEL);
    }
}

/* A real key press until @cond holds: on a bare Xvfb (no window manager)
 * the first key after a new window is shown is sometimes lost. */
#define PRESS_UNTIL(key, cond)                                              \
  G_STMT_START {                                                            \
    for (guint try_ = 0; try_ < 3 && !(cond); try_++)                       \
      {                                                                     \
        gint64 until_ = g_get_monotonic_time () + G_USEC_PER_SEC;           \
        gui_key (key);                                                      \
        while (!(cond) && g_get_monotonic_time () < until_)                 \
          g_main_context_iteration (NULL, FALSE);                           \
      }                                                                     \
    g_assert_true (cond);                                                   \
  } G_STMT_END

/* The node's box (its board and the text under it, as the painter draws
 * a node at this scale) lies inside the view, and its text is readable. */
static void
assert_in_view (CairnWindow *win,
                guint        p,
                guint32      node)
{
  CairnTreeView *view = view_of (win, p);
  const CairnLayout *layout = cairn_tree_view_get_layout (view);
  const CairnLayoutItem *item;
  double scale, level, x, y, label;
  double w = gtk_widget_get_width (GTK_WIDGET (view)), h = gtk_widget_get_height (GTK_WIDGET (view));

  g_assert_cmpuint (node, !=, CAIRN_NO_NODE);
  g_assert_cmpuint (cairn_layout_item_for_node (layout, node), !=, CAIRN_NO_ITEM);
  item = cairn_layout_get_item (layout, cairn_layout_item_for_node (layout, node));
  cairn_tree_view_get_scales (view, &scale, &level);
  cairn_tree_view_layout_to_widget (view, item->x, item->y, &x, &y);
  label = cairn_painter_label_size (scale);
  g_test_message ("pane %u, node %u at (%.0f, %.0f) of %.0f × %.0f, scale %.1f, text %.1f px",
                  p, node, x, y, w, h, scale, label);
  g_assert_cmpfloat (label, >=, CAIRN_PAINTER_READABLE_LABEL);
  g_assert_cmpfloat (scale, >=, CAIRN_PAINTER_BOARD_SCALE);
  /* Half a node's room across; a board's half above; the board's half
   * and three lines of text below. */
  g_assert_cmpfloat (x - scale / 2, >=, 0);
  g_assert_cmpfloat (x + scale / 2, <=, w);
  g_assert_cmpfloat (y - scale * 0.36, >=, 0);
  g_assert_cmpfloat (y + scale * 0.36 + label * 3.3, <=, h);
}

static void
assert_both_in_view (CairnWindow *win)
{
  guint n = 0;

  for (guint p = 0; p < 2; p++)
    if (selected (win, p) != CAIRN_NO_NODE)
      {
        assert_in_view (win, p, selected (win, p));
        n++;
      }
  g_assert_cmpuint (n, >, 0);
}

/* Ctrl+D, a real key press: the decisive prune in the null move tree and
 * its line in the plain one. */
static void
test_zoom_decisive (Fixture       *f,
                    gconstpointer  data)
{
  finish_fitted (f->win, "...O.X...", 3);
  GUI_WAIT_FOR (cairn_navigation_is_settled (f->win));
  PRESS_UNTIL ("ctrl+d", selected (f->win, 1) == 57);
  /* Animations are off: in place at once, without another frame. */
  g_assert_cmpuint (selected (f->win, 0), !=, CAIRN_NO_NODE);
  g_assert_false (cairn_tree_view_is_zooming (view_of (f->win, 0)));
  g_assert_false (cairn_tree_view_is_zooming (view_of (f->win, 1)));
  assert_in_view (f->win, 0, selected (f->win, 0));
  assert_in_view (f->win, 1, 57);
}

/* Alt+], the next null prune, on trees laid out on worker threads. */
static void
test_zoom_next_prune (Fixture       *f,
                      gconstpointer  data)
{
  finish_fitted (f->win, ".........", 9);
  gui_key ("alt+bracketright");
  GUI_WAIT_FOR (selected (f->win, 1) != CAIRN_NO_NODE);
  GUI_WAIT_FOR (trees_settled (f->win));
  assert_both_in_view (f->win);
  /* And the one after it. */
  {
    guint32 first = selected (f->win, 1);

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.fit", NULL));
    gui_spin (50);
    PRESS_UNTIL ("alt+bracketright", selected (f->win, 1) > first);
    GUI_WAIT_FOR (trees_settled (f->win));
    assert_both_in_view (f->win);
  }
}

/* A line of the event log, picked as a click picks it: its node in this
 * pane and, by its line, in the other. */
static void
test_zoom_log (Fixture       *f,
               gconstpointer  data)
{
  finish_fitted (f->win, "...O.X...", 3);
  /* Event 60 of plain α-β: a node a few plies down. */
  cairn_log_view_set_selected (cairn_pane_get_log_view (pane_of (f->win, 0)), 60);
  gui_spin (30);
  GUI_WAIT_FOR (trees_settled (f->win));
  g_assert_cmpuint (selected (f->win, 0), !=, CAIRN_NO_NODE);
  assert_both_in_view (f->win);
}

/* Ctrl+J with the animations on: nothing moves before the next frame,
 * the views glide through a scale between the two, and end readable. */
static void
test_zoom_animated (Fixture       *f,
                    gconstpointer  data)
{
  CairnTreeView *view = view_of (f->win, 1);
  double before, level, scale, between = 0;
  gint64 start;

  /* Turned on before the window settles: GTK restyles it on the change. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  finish_fitted (f->win, "...O.X...", 3);
  cairn_view_state_set_selected_node (cairn_pane_get_view_state (pane_of (f->win, 1)), 57);
  cairn_tree_view_get_scales (view, &before, &level);
  PRESS_UNTIL ("ctrl+j", cairn_tree_view_is_zooming (view));
  /* Started, and still where it was: the glide runs on the frame clock. */
  cairn_tree_view_get_scales (view, &scale, &level);
  g_assert_cmpfloat (scale, <, CAIRN_VIEW_SCALE_DEFAULT);
  start = g_get_monotonic_time ();
  while (cairn_tree_view_is_zooming (view) && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    {
      cairn_tree_view_get_scales (view, &scale, &level);
      if (scale > before && scale < CAIRN_VIEW_SCALE_DEFAULT)
        between = scale;
      g_main_context_iteration (NULL, FALSE);
    }
  g_assert_false (cairn_tree_view_is_zooming (view));
  /* On a loaded machine a frame may come only at the end. */
  g_test_message ("from %.2f through %.2f to %.2f in %.0f ms", before, between, CAIRN_VIEW_SCALE_DEFAULT,
                  (g_get_monotonic_time () - start) / 1000.0);
  assert_in_view (f->win, 1, 57);
}

/* The same with animations off: one call, and it is done. */
static void
test_zoom_no_animation (Fixture       *f,
                        gconstpointer  data)
{
  CairnTreeView *view = view_of (f->win, 1);

  finish_fitted (f->win, "...O.X...", 3);
  cairn_view_state_set_selected_node (cairn_pane_get_view_state (pane_of (f->win, 1)), 57);
  PRESS_UNTIL ("ctrl+j", cairn_tree_view_get_readable_scale (view) == CAIRN_VIEW_SCALE_DEFAULT &&
                         cairn_view_state_get_scale (cairn_pane_get_view_state (pane_of (f->win, 1))) ==
                         CAIRN_VIEW_SCALE_DEFAULT);
  g_assert_false (cairn_tree_view_is_zooming (view));
  assert_in_view (f->win, 1, 57);
}

/* "Same scale": both trees zoom to one scale. */
static void
test_zoom_same_scale (Fixture       *f,
                      gconstpointer  data)
{
  double a, b, level;

  finish_fitted (f->win, "...O.X...", 3);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (GUI_PART (f->win, GtkToggleButton, same_scale)), TRUE);
  gui_spin (50);
  GUI_WAIT_FOR (cairn_navigation_is_settled (f->win));
  PRESS_UNTIL ("ctrl+d", selected (f->win, 1) == 57);
  GUI_WAIT_FOR (trees_settled (f->win));
  cairn_tree_view_get_scales (view_of (f->win, 0), &a, &level);
  cairn_tree_view_get_scales (view_of (f->win, 1), &b, &level);
  g_assert_cmpfloat (a, ==, b);
  assert_both_in_view (f->win);
}

static gboolean menu_has_action (GMenuModel *menu,
                                 const char *action);

/* Whether a menu button under @widget has @action in its menu. */
static gboolean
menus_have_action (GtkWidget  *widget,
                   const char *action)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      if (GTK_IS_MENU_BUTTON (c) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (c)) &&
          menu_has_action (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (c)), action))
        return TRUE;
      if (menus_have_action (c, action))
        return TRUE;
    }
  return FALSE;
}

static gboolean
menu_has_action (GMenuModel *menu,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr (GMenuLinkIter) links = NULL;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        return TRUE;
      links = g_menu_model_iterate_item_links (menu, i);
      while (g_menu_link_iter_next (links))
        {
          g_autoptr (GMenuModel) sub = g_menu_link_iter_get_value (links);

          if (menu_has_action (sub, action))
            return TRUE;
        }
    }
  return FALSE;
}

/* In the main menu, with Ctrl+J as its accelerator and in the shortcuts
 * window; a button for it and a focus toggle over each tree. */
static void
test_zoom_menu (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr (GtkApplication) app = gtk_application_new ("io.github.cairn.ZoomTest", G_APPLICATION_NON_UNIQUE);
  g_autoptr (GBytes) overlay = g_resources_lookup_data ("/io/github/cairn/Cairn/gtk/help-overlay.ui", 0, NULL);
  g_auto (GStrv) accels = NULL;

  g_assert_true (menus_have_action (GTK_WIDGET (f->win), "win.zoom-to-selection"));
  cairn_window_add_accels (app);
  accels = gtk_application_get_accels_for_action (app, "win.zoom-to-selection");
  g_assert_cmpuint (g_strv_length (accels), ==, 1);
  g_assert_cmpstr (accels[0], ==, "<Control>j");
  g_assert_nonnull (overlay);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (overlay, NULL), g_bytes_get_size (overlay),
                                  "&lt;Control&gt;j"));
  for (guint p = 0; p < 2; p++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (pane_of (f->win, p)), "pane.zoom-to-selection", NULL));
}

/* The focus toggle of a pane: its tree laid out around the selection,
 * the rest as stubs; the selection zoomed to. */
static void
test_focus_view (Fixture       *f,
                 gconstpointer  data)
{
  CairnViewState *state = cairn_pane_get_view_state (pane_of (f->win, 1));
  CairnTreeView *view = view_of (f->win, 1);
  const CairnLayout *layout;
  guint32 node, stubs = 0, left_out = 0, count;

  finish_fitted (f->win, ".........", 9);
  PRESS_UNTIL ("alt+bracketright", selected (f->win, 1) != CAIRN_NO_NODE);
  GUI_WAIT_FOR (trees_settled (f->win));
  node = selected (f->win, 1);
  cairn_view_state_set_focus (state, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (pane_of (f->win, 1)), "pane.zoom-to-selection", NULL));
  GUI_WAIT_FOR (trees_settled (f->win) && cairn_layout_get_focus (cairn_tree_view_get_layout (view)) == node);
  layout = cairn_tree_view_get_layout (view);
  g_assert_cmpuint (cairn_layout_get_n_nodes (layout), ==, 80790);
  g_assert_cmpuint (cairn_layout_get_n_shown (layout), <, 300);
  for (guint32 i = 0; i < cairn_layout_get_n_nodes (layout); i++)
    if (cairn_layout_get_stub (layout, i, &count, NULL))
      {
        stubs++;
        left_out += count;
      }
  g_assert_cmpuint (stubs, >, 0);
  g_assert_cmpuint (left_out + cairn_layout_get_n_shown (layout), ==, 80790);
  assert_in_view (f->win, 1, node);

  /* Off again: the whole tree. */
  cairn_view_state_set_focus (state, FALSE);
  GUI_WAIT_FOR (trees_settled (f->win) && cairn_layout_get_focus (cairn_tree_view_get_layout (view)) == CAIRN_NO_NODE);
  g_assert_cmpuint (cairn_layout_get_n_shown (cairn_tree_view_get_layout (view)), ==, 80790);
}

/* A node of @tree at @ply with children, the first found. */
static guint32
node_at_ply (const CairnTree *tree,
             guint            ply)
{
  for (guint32 i = 1; i < tree->n_nodes; i++)
    if (cairn_tree_get (tree, i)->ply == ply && cairn_tree_get (tree, i)->kind != CAIRN_NODE_NULL_PROBE &&
        i + 1 < tree->n_nodes && cairn_tree_get (tree, i + 1)->parent == i)
      return i;
  g_assert_not_reached ();
}

/* Fit in a focus view fits the focus node and its subtree as drawn: its
 * two edges at the view's margins (36 px), not the moves beside every
 * node on the path to it, which a fit used to squeeze in (4 %, 23 %). */
static void
test_focus_fit (Fixture       *f,
                gconstpointer  data)
{
  CairnPane *pane = pane_of (f->win, 0);
  CairnViewState *state = cairn_pane_get_view_state (pane);
  CairnTreeView *view = view_of (f->win, 0);
  const CairnLayout *layout;
  CairnRect sub, all;
  guint32 node;
  double scale, level, x0, x1, y, w = 0;

  finish_fitted (f->win, ".........", 5);
  node = node_at_ply (gui_tree (f->win, 0), 3);
  cairn_view_state_set_selected_node (state, node);
  cairn_view_state_set_focus (state, TRUE);
  GUI_WAIT_FOR (trees_settled (f->win) && cairn_layout_get_focus (cairn_tree_view_get_layout (view)) == node);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (pane), "pane.fit", NULL));
  GUI_WAIT_FOR (trees_settled (f->win));
  layout = cairn_tree_view_get_layout (view);
  cairn_layout_get_subtree_bounds (layout, cairn_layout_item_for_node (layout, node), &sub);
  cairn_layout_get_bounds (layout, &all);
  /* The path's siblings make the focus view far wider than the subtree. */
  g_assert_cmpfloat (all.x1 - all.x0, >, 1.5 * (sub.x1 - sub.x0));
  cairn_tree_view_get_scales (view, &scale, &level);
  cairn_tree_view_layout_to_widget (view, sub.x0, cairn_layout_get_item (layout, node)->y, &x0, &y);
  cairn_tree_view_layout_to_widget (view, sub.x1, 0, &x1, &w);
  w = gtk_widget_get_width (GTK_WIDGET (view));
  g_test_message ("subtree %.1f of %.1f units at scale %.2f: %.1f .. %.1f of %.0f px", sub.x1 - sub.x0,
                  all.x1 - all.x0, scale, x0, x1, w);
  if (scale < CAIRN_VIEW_SCALE_DEFAULT)
    {
      g_assert_cmpfloat (fabs (x0 - 36), <, 0.5);
      g_assert_cmpfloat (fabs (x1 - (w - 36)), <, 0.5);
    }
  else
    g_assert_cmpfloat (fabs ((x0 + x1) / 2 - w / 2), <, 0.5);
  /* The focus node at the top (or as high as the view scrolls), in view. */
  g_assert_cmpfloat (y, >=, 35.5);
  g_assert_cmpfloat (y, <=, gtk_widget_get_height (GTK_WIDGET (view)) / 2.0);
}

/* A click on a tree drawn at the smallest scale, a few pixels off a
 * node, selects the node drawn nearest the click (the nodes are specks
 * there, and the click used to select nothing). */
static void
test_click_nearest (Fixture       *f,
                    gconstpointer  data)
{
  CairnTreeView *view = view_of (f->win, 1);
  const CairnLayout *layout;
  double x, y, best = G_MAXDOUBLE;
  guint32 target, expected = CAIRN_NO_NODE, n;

  finish_fitted (f->win, ".........", 9);
  cairn_tree_view_zoom_at (view, CAIRN_VIEW_SCALE_MIN / 1000, 0, 0);
  GUI_WAIT_FOR (trees_settled (f->win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->win));
  g_assert_cmpfloat (cairn_view_state_get_scale (cairn_pane_get_view_state (pane_of (f->win, 1))), ==,
                     CAIRN_VIEW_SCALE_MIN);
  layout = cairn_tree_view_get_layout (view);
  /* The root's last child, clicked 3 px right of and 2 px below it. */
  target = cairn_layout_get_first_child (layout, 0);
  while (cairn_layout_get_next_sibling (layout, target) != CAIRN_NO_ITEM)
    target = cairn_layout_get_next_sibling (layout, target);
  cairn_tree_view_layout_to_widget (view, cairn_layout_get_item (layout, target)->x,
                                    cairn_layout_get_item (layout, target)->y, &x, &y);
  x = round (x) + 3;
  y = round (y) + 2;
  g_assert_cmpfloat (x, <, gtk_widget_get_width (GTK_WIDGET (view)));
  n = cairn_layout_get_n_items (layout);
  for (guint32 i = 0; i < n; i++)
    {
      double ix, iy;

      cairn_tree_view_layout_to_widget (view, cairn_layout_get_item (layout, i)->x,
                                        cairn_layout_get_item (layout, i)->y, &ix, &iy);
      if ((ix - x) * (ix - x) + (iy - y) * (iy - y) < best)
        {
          best = (ix - x) * (ix - x) + (iy - y) * (iy - y);
          expected = cairn_layout_get_item (layout, i)->node;
        }
    }
  g_assert_cmpfloat (sqrt (best), <=, 4);
  cairn_view_state_set_selected_node (cairn_pane_get_view_state (pane_of (f->win, 1)), CAIRN_NO_NODE);
  if (gui_skip_without_xdotool (gui_xdotool_at (GTK_WIDGET (view), x, y, (const char *[]) { "click", "1", NULL })))
    return;
  GUI_WAIT_FOR (selected (f->win, 1) != CAIRN_NO_NODE);
  g_assert_cmpuint (selected (f->win, 1), ==, expected);
}

/* The node's box in view with readable text at any level of detail a
 * card may choose: a board (from CAIRN_PAINTER_BOARD_SCALE) or a shape
 * with its value below. */
static void
assert_readable_in_view (CairnWindow *win,
                         guint        p,
                         guint32      node)
{
  CairnTreeView *view = view_of (win, p);
  const CairnLayout *layout = cairn_tree_view_get_layout (view);
  const CairnLayoutItem *item;
  double scale, level, x, y, label, top;
  double w = gtk_widget_get_width (GTK_WIDGET (view)), h = gtk_widget_get_height (GTK_WIDGET (view));

  cairn_tree_view_get_scales (view, &scale, &level);
  if (scale >= CAIRN_PAINTER_BOARD_SCALE)
    {
      assert_in_view (win, p, node);
      return;
    }
  g_assert_cmpuint (cairn_layout_item_for_node (layout, node), !=, CAIRN_NO_ITEM);
  item = cairn_layout_get_item (layout, cairn_layout_item_for_node (layout, node));
  cairn_tree_view_layout_to_widget (view, item->x, item->y, &x, &y);
  label = cairn_painter_label_size (scale);
  top = MIN (0.24 * scale, 10);
  g_test_message ("pane %u, node %u at (%.0f, %.0f) of %.0f × %.0f, scale %.1f, text %.1f px",
                  p, node, x, y, w, h, scale, label);
  g_assert_cmpfloat (label, >=, CAIRN_PAINTER_READABLE_LABEL);
  g_assert_cmpfloat (x - scale / 2, >=, 0);
  g_assert_cmpfloat (x + scale / 2, <=, w);
  g_assert_cmpfloat (y - top, >=, 0);
  g_assert_cmpfloat (y + top + label * 3.3, <=, h);
}

/* The last node (in creation order) before @before that @is_target
 * holds; from CAIRN_NO_NODE, the last of all: what "previous" finds. */
static guint32
previous_target (const CairnTree *tree,
                 guint32          before,
                 gboolean         probe)
{
  for (guint32 i = MIN (before, tree->n_nodes); i-- > 0;)
    {
      const CairnNode *node = cairn_tree_get (tree, i);

      if (probe ? node->kind == CAIRN_NODE_NULL_PROBE : node->end == CAIRN_END_NULL_PRUNED)
        return i;
    }
  return CAIRN_NO_NODE;
}

/* Alt+[ and Ctrl+[, real key presses: the last null prune (probe), then
 * the one before it, each zoomed to in both panes from fitted trees. */
static void
test_zoom_previous (Fixture       *f,
                    gconstpointer  data)
{
  gboolean probe = GPOINTER_TO_INT (data);
  const char *key = probe ? "ctrl+bracketleft" : "alt+bracketleft";
  const CairnTree *tree;
  guint32 expected;

  finish_fitted (f->win, ".........", 9);
  tree = cairn_search_get_tree (cairn_pane_get_search (pane_of (f->win, 1)));
  expected = previous_target (tree, CAIRN_NO_NODE, probe);
  g_assert_cmpuint (expected, !=, CAIRN_NO_NODE);
  PRESS_UNTIL (key, selected (f->win, 1) == expected);
  GUI_WAIT_FOR (trees_settled (f->win));
  assert_both_in_view (f->win);
  g_assert_cmpuint (selected (f->win, 0), !=, CAIRN_NO_NODE);

  /* And the one before it, from fitted trees again. */
  expected = previous_target (tree, expected, probe);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.fit", NULL));
  gui_spin (50);
  GUI_WAIT_FOR (trees_settled (f->win));
  PRESS_UNTIL (key, selected (f->win, 1) == expected);
  GUI_WAIT_FOR (trees_settled (f->win));
  assert_both_in_view (f->win);
}

/* A real click on the banner's "Show … in both trees": that root move
 * selected and zoomed to in both panes. */
static void
test_zoom_banner (Fixture       *f,
                  gconstpointer  data)
{
  guint which = GPOINTER_TO_UINT (data);
  GtkWidget *button = GTK_WIDGET (which == 0 ? GUI_PART (f->win, GtkButton, jump_left) : GUI_PART (f->win, GtkButton, jump_right));
  CairnMove move;

  finish_fitted (f->win, "...O.X...", 3);
  GUI_WAIT_FOR (gtk_widget_get_mapped (button));
  g_assert_cmpint (cairn_window_get_jump_move (f->win, which), >=, 0);
  move = (CairnMove) cairn_window_get_jump_move (f->win, which);
  gui_spin (100);
  if (gui_skip_without_xdotool (gui_xdotool (button, "click", 1)))
    return;
  GUI_WAIT_FOR (selected (f->win, 0) != CAIRN_NO_NODE && selected (f->win, 1) != CAIRN_NO_NODE);
  GUI_WAIT_FOR (trees_settled (f->win));
  for (guint p = 0; p < 2; p++)
    {
      const CairnTree *tree = cairn_search_get_tree (cairn_pane_get_search (pane_of (f->win, p)));
      const CairnNode *node = cairn_tree_get (tree, selected (f->win, p));

      g_assert_cmpuint (node->parent, ==, 0);
      g_assert_cmpuint (node->move, ==, move);
      assert_in_view (f->win, p, selected (f->win, p));
    }
}

/* A real click on a node of the left tree, zoomed in: the right tree,
 * fitted far below a readable scale, follows the line to its own node
 * and zooms to it. */
static void
test_zoom_follow_line (Fixture       *f,
                       gconstpointer  data)
{
  CairnPane *left = pane_of (f->win, 0);
  const CairnTree *tree;
  const CairnLayout *layout;
  const CairnLayoutItem *item;
  guint32 first, target;
  double x, y, scale, level;

  finish_fitted (f->win, "...O.X...", 3);
  tree = cairn_search_get_tree (cairn_pane_get_search (left));
  /* The left tree at the root's first move, readable; the right one
   * still fitted. */
  first = cairn_tree_get (tree, 0)->first_child;
  target = cairn_tree_get (tree, first)->first_child;
  g_assert_cmpuint (target, !=, CAIRN_NO_NODE);
  cairn_view_state_set_selected_node (cairn_pane_get_view_state (left), first);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (left), "pane.zoom-to-selection", NULL));
  GUI_WAIT_FOR (trees_settled (f->win));
  cairn_tree_view_fit (view_of (f->win, 1));
  gui_spin (100);
  GUI_WAIT_FOR (trees_settled (f->win));
  cairn_tree_view_get_scales (view_of (f->win, 1), &scale, &level);
  g_assert_cmpfloat (cairn_painter_label_size (scale), <, CAIRN_PAINTER_READABLE_LABEL);

  layout = cairn_tree_view_get_layout (view_of (f->win, 0));
  item = cairn_layout_get_item (layout, cairn_layout_item_for_node (layout, target));
  cairn_tree_view_layout_to_widget (view_of (f->win, 0), item->x, item->y, &x, &y);
  if (gui_skip_without_xdotool (gui_xdotool_at (GTK_WIDGET (view_of (f->win, 0)), x, y,
                                                (const char *[]) { "click", "1", NULL })))
    return;
  GUI_WAIT_FOR (selected (f->win, 0) == target && selected (f->win, 1) != CAIRN_NO_NODE);
  GUI_WAIT_FOR (trees_settled (f->win));
  assert_both_in_view (f->win);
}

/* A lesson's card selects its node in each pane: Ctrl+L opens the first
 * card, Alt+Right goes to the next; each node in view, readable. */
static void
test_zoom_lesson (Fixture       *f,
                  gconstpointer  data)
{
  gtk_window_present (GTK_WINDOW (f->win));
  GUI_WAIT_FOR (gtk_window_is_active (GTK_WINDOW (f->win)));
  gui_spin (300);
  PRESS_UNTIL ("ctrl+l", cairn_lesson_controller_get_index (cairn_window_get_lessons (f->win)) == 0);
  for (guint card = 0; card < 2; card++)
    {
      guint n = 0;

      if (card > 0)
        PRESS_UNTIL ("alt+Right", cairn_lesson_controller_get_index (cairn_window_get_lessons (f->win)) == (int) card);
      GUI_WAIT_FOR (cairn_lesson_controller_is_ready (cairn_window_get_lessons (f->win)));
      GUI_WAIT_FOR (trees_settled (f->win));
      gui_spin (60);
      g_test_message ("card %u", card);
      for (guint p = 0; p < 2; p++)
        if (selected (f->win, p) != CAIRN_NO_NODE)
          {
            assert_readable_in_view (f->win, p, selected (f->win, p));
            n++;
          }
      g_assert_cmpuint (n, >, 0);
    }
}

/* Issue 22's done-criterion: from Ctrl+D on the zugzwang lesson's
 * position (3k4/8/4P3/5K2/8/8/8/8 w, depth 7, R 1) a teacher reads the
 * decisive node's board and value in both panes with no further step, at
 * 1366 × 768 and at 1920 × 1080.  In each pane the node is drawn as a
 * board with squares of at least 6 px, the board and the value line
 * under it lie inside the view, and the zoom buttons over the view cover
 * no part of the board. */
static void
test_zoom_decisive_readable (gconstpointer data)
{
  const int *size = data;
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  CairnWindow *win;
  CairnScenario s;
  guint32 decisive;

  g_settings_reset (settings, "same-scale");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  win = gui_window_new (size[0], size[1]);
  gtk_window_present (GTK_WINDOW (win));
  cairn_scenario_init_default (&s);
  g_assert_true (cairn_position_parse ("3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", NULL, &s.position, NULL));
  s.depth = 7;
  s.reduction = 1;
  s.guard = FALSE;
  s.modes[0] = CAIRN_MODE_PLAIN;
  s.modes[1] = CAIRN_MODE_NULL;
  cairn_window_set_scenario (win, &s);
  gui_spin (50);
  gui_finish (win);
  GUI_WAIT_FOR (cairn_navigation_is_settled (win));
  decisive = cairn_navigation_get_decisive_node (win, NULL);
  g_assert_cmpuint (decisive, !=, CAIRN_NO_NODE);
  GUI_WAIT_FOR (trees_settled (win));
  gtk_window_present (GTK_WINDOW (win));
  GUI_WAIT_FOR (gtk_window_is_active (GTK_WINDOW (win)));
  gui_spin (300);
  PRESS_UNTIL ("ctrl+d", selected (win, 1) == decisive);
  /* The window makes room for a second (see make_room in
   * cairn-navigation.c): the trees settle where they end up. */
  gui_spin (1200);
  GUI_WAIT_FOR (trees_settled (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));

  for (guint p = 0; p < 2; p++)
    {
      CairnPane *pane = pane_of (win, p);
      CairnTreeView *view = view_of (win, p);
      const CairnLayout *layout = cairn_tree_view_get_layout (view);
      GtkWidget *buttons = gtk_widget_get_parent ((GtkWidget *) gtk_widget_get_template_child (GTK_WIDGET (pane), CAIRN_TYPE_PANE,
                                                                                 "zoom_label"));
      const CairnLayoutItem *item;
      graphene_rect_t over;
      double scale, level, x, y, board, label, h = gtk_widget_get_height (GTK_WIDGET (view));
      guint32 node = selected (win, p);

      g_assert_cmpuint (node, !=, CAIRN_NO_NODE);
      g_assert_cmpuint (cairn_layout_item_for_node (layout, node), !=, CAIRN_NO_ITEM);
      item = cairn_layout_get_item (layout, cairn_layout_item_for_node (layout, node));
      cairn_tree_view_get_scales (view, &scale, &level);
      cairn_tree_view_layout_to_widget (view, item->x, item->y, &x, &y);
      board = 0.72 * scale;
      label = cairn_painter_label_size (scale);
      g_test_message ("%d × %d, pane %u: node %u at (%.0f, %.0f) in %d × %.0f, board %.0f px, text %.1f px",
                      size[0], size[1], p, node, x, y, gtk_widget_get_width (GTK_WIDGET (view)), h, board, label);
      g_assert_cmpfloat (scale, >=, cairn_painter_board_scale (cairn_position_game (&s.position), 0));
      g_assert_cmpfloat (board / 8, >=, 6);
      g_assert_cmpfloat (label, >=, CAIRN_PAINTER_READABLE_LABEL);
      g_assert_cmpfloat (x - board / 2, >=, 0);
      g_assert_cmpfloat (x + board / 2, <=, gtk_widget_get_width (GTK_WIDGET (view)));
      g_assert_cmpfloat (y - board / 2, >=, 0);
      /* The value's line under the board. */
      g_assert_cmpfloat (y + board / 2 + 1.4 * label, <=, h);
      g_assert_true (gtk_widget_compute_bounds (buttons, GTK_WIDGET (view), &over));
      g_assert_false (graphene_rect_intersection (&over,
                                                  &GRAPHENE_RECT_INIT (x - board / 2, y - board / 2, board, board),
                                                  NULL));
    }
  gui_window_destroy_and_assert_finalized (win);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

#define ADD(name, fn) g_test_add (name, Fixture, NULL, fixture_setup, fn, fixture_teardown)
  ADD ("/zoom/decisive", test_zoom_decisive);
  ADD ("/zoom/next-prune", test_zoom_next_prune);
  ADD ("/zoom/log", test_zoom_log);
  ADD ("/zoom/animated", test_zoom_animated);
  ADD ("/zoom/no-animation", test_zoom_no_animation);
  ADD ("/zoom/same-scale", test_zoom_same_scale);
  ADD ("/zoom/menu", test_zoom_menu);
  ADD ("/zoom/focus-view", test_focus_view);
  ADD ("/zoom/focus-fit", test_focus_fit);
  ADD ("/zoom/click-nearest", test_click_nearest);
#undef ADD
#define ADD_DATA(name, data, fn) g_test_add (name, Fixture, data, fixture_setup, fn, fixture_teardown)
  ADD_DATA ("/zoom/previous-prune", GINT_TO_POINTER (FALSE), test_zoom_previous);
  ADD_DATA ("/zoom/previous-probe", GINT_TO_POINTER (TRUE), test_zoom_previous);
  ADD_DATA ("/zoom/banner-left", GUINT_TO_POINTER (0), test_zoom_banner);
  ADD_DATA ("/zoom/banner-right", GUINT_TO_POINTER (1), test_zoom_banner);
  ADD_DATA ("/zoom/follow-line", NULL, test_zoom_follow_line);
  ADD_DATA ("/zoom/lesson", NULL, test_zoom_lesson);
#undef ADD_DATA
  {
    static const int laptop[2] = { 1366, 768 }, full_hd[2] = { 1920, 1080 };

    g_test_add_data_func ("/zoom/decisive-readable/1366x768", laptop, test_zoom_decisive_readable);
    g_test_add_data_func ("/zoom/decisive-readable/1920x1080", full_hd, test_zoom_decisive_readable);
  }
  return gui_test_run ();
}
