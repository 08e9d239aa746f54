/* test-panes.c — two panes that stay comparable (issue 15): the same
 * scale for both trees, a fit that holds through new searches and
 * resizes, the line of play that names a node in both panes, a node
 * picked in one pane selected by its line in the other, the event log
 * that follows the current event, and events numbered from 0 as
 * cairn-cli numbers them.
 *
 * The pitfall (...O.X..., X to move, d3 R1) has fixed node numbers:
 * plain α-β reaches the line X2 O4 at node 44 (created at event 91),
 * null move at node 41 (event 88); plain reaches X4 O0 at node 61 (event
 * 127), which null move never reaches (it prunes after X4, node 57).
 * Plain α-β makes 261 events, events 0 to 260.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "cairn-node-text.h"
#include "cairn-window.h"
#include "gui-util.h"

/* The tree view's margin around the tree (cairn-tree-view.c): a fitted
 * tree is as wide as the view less twice this. */
#define FIT_MARGIN 36.0

#define PITFALL_PLAIN_EVENTS 261

typedef GuiFixture Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);

  /* The memory backend keeps what an earlier test chose. */
  g_settings_reset (settings, "same-scale");
  gui_fixture_setup (f, data);
}

static CairnPane *
pane_of (CairnWindow *win,
         guint        index)
{
  return cairn_window_get_pane (win, index);
}

static CairnViewState *
state_of (CairnWindow *win,
          guint        index)
{
  return cairn_pane_get_view_state (pane_of (win, index));
}

static CairnTreeView *
view_of (CairnWindow *win,
         guint        index)
{
  return cairn_pane_get_tree_view (pane_of (win, index));
}

/* Both trees laid out at the moment shown: none in the works and none
 * asked for (a view waits a little after a costly layout before the
 * next, so "none in the works" alone can come before the last layout of
 * a search has even started).  Asking makes no layout. */
static gboolean
trees_settled (CairnWindow *win)
{
  for (guint p = 0; p < 2; p++)
    if (!cairn_tree_view_is_layout_current (view_of (win, p)))
      return FALSE;
  return TRUE;
}

static void
finish (CairnWindow *win)
{
  gui_finish (win);
  /* Each layout is asked for once a frame: wait until all are in.  The
   * logs show every line at once. */
  gui_spin (100);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpuint (cairn_log_view_get_n_lines (cairn_pane_get_log_view (pane_of (win, p))), ==,
                      cairn_pane_get_n_shown (pane_of (win, p)));
  gui_spin (100);
  GUI_WAIT_FOR (trees_settled (win));
}

/* The scale at which a view's whole tree is as wide as the view, at most
 * natural size: what Fit chooses for that tree alone. */
static double
own_fit (CairnWindow *win,
         guint        index)
{
  CairnTreeView *view = view_of (win, index);
  CairnRect bounds;

  cairn_layout_get_bounds (cairn_tree_view_get_layout (view), &bounds);
  return cairn_view_scale_clamp (MIN ((gtk_widget_get_width (GTK_WIDGET (view)) - 2 * FIT_MARGIN) /
                                      MAX (bounds.x1 - bounds.x0, 1.0),
                                      CAIRN_VIEW_SCALE_DEFAULT));
}

static double
scale_of (CairnWindow *win,
          guint        index)
{
  return cairn_view_state_get_scale (state_of (win, index));
}

/* Both panes fit at their common scale: exactly the smaller of the two
 * trees' own fits, with the layouts of the moment in (a fit of an older
 * layout, while the last is made, is no answer). */
static gboolean
at_common_fit (CairnWindow *win)
{
  double common;

  if (!trees_settled (win))
    return FALSE;
  common = MIN (own_fit (win, 0), own_fit (win, 1));

  return scale_of (win, 0) == common && scale_of (win, 1) == common;
}

static gboolean
at_own_fits (CairnWindow *win)
{
  return trees_settled (win) &&
         scale_of (win, 0) == own_fit (win, 0) && scale_of (win, 1) == own_fit (win, 1);
}

/* A 1,787-node tree and an 803-node one, same scale: the smaller tree is
 * drawn smaller, not stretched to its pane. */
static void
test_same_scale (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  CairnRect left, right;

  /* On by default, and the toggle shows it. */
  g_assert_true (g_settings_get_boolean (settings, "same-scale"));
  g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, same_scale)));
  g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (GUI_PART (f->win, GtkToggleButton, same_scale))));

  finish (f->win);
  g_assert_cmpuint (gui_tree (f->win, 0)->n_nodes, ==, 1787);
  g_assert_cmpuint (gui_tree (f->win, 1)->n_nodes, ==, 803);
  cairn_layout_get_bounds (cairn_tree_view_get_layout (view_of (f->win, 0)), &left);
  cairn_layout_get_bounds (cairn_tree_view_get_layout (view_of (f->win, 1)), &right);
  g_assert_cmpfloat (left.x1 - left.x0, >, right.x1 - right.x0);
  g_assert_cmpfloat (own_fit (f->win, 0), <, own_fit (f->win, 1));

  /* Both at the scale the larger (left) tree needs to fit. */
  GUI_WAIT_FOR (at_common_fit (f->win));
  g_assert_cmpfloat (scale_of (f->win, 0), ==, own_fit (f->win, 0));
  g_assert_cmpfloat (scale_of (f->win, 1), ==, scale_of (f->win, 0));
  g_assert_cmpfloat (cairn_view_state_get_fit_scale (state_of (f->win, 0)), ==, own_fit (f->win, 0));
  g_assert_cmpfloat (cairn_view_state_get_fit_scale (state_of (f->win, 1)), ==, own_fit (f->win, 1));

  /* Off: each tree fits its own pane, the smaller one larger; and the
   * choice is remembered. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, same_scale), FALSE);
  g_assert_false (g_settings_get_boolean (settings, "same-scale"));
  GUI_WAIT_FOR (at_own_fits (f->win));
  g_assert_cmpfloat (scale_of (f->win, 1), >, scale_of (f->win, 0));

  /* On again, through the setting: one scale again. */
  g_settings_set_boolean (settings, "same-scale", TRUE);
  g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, same_scale)));
  GUI_WAIT_FOR (at_common_fit (f->win));

  /* A zoom in one pane zooms the other to exactly the same scale, and
   * both stop fitting; Ctrl+plus zooms both once, not twice. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (pane_of (f->win, 1)), "pane.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (scale_of (f->win, 1), own_fit (f->win, 0) * 1.25, 1e-12);
  g_assert_cmpfloat (scale_of (f->win, 0), ==, scale_of (f->win, 1));
  g_assert_false (cairn_view_state_get_fitting (state_of (f->win, 0)));
  g_assert_false (cairn_view_state_get_fitting (state_of (f->win, 1)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (scale_of (f->win, 0), own_fit (f->win, 0) * 1.25 * 1.25, 1e-12);
  g_assert_cmpfloat (scale_of (f->win, 1), ==, scale_of (f->win, 0));

  /* Fit in one pane fits both, at the common scale. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (pane_of (f->win, 1)), "pane.fit", NULL));
  g_assert_true (cairn_view_state_get_fitting (state_of (f->win, 0)));
  g_assert_true (at_common_fit (f->win));
}

/* After a depth-9 search, zoomed far out to fit, the pitfall's small
 * trees fit anew instead of keeping that scale (a thin line). */
static void
test_fit_new_search (Fixture       *f,
                     gconstpointer  data)
{
  double deep;

  gui_set_scenario (f->win, ".........", "x", 9, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  finish (f->win);
  g_assert_cmpuint (gui_tree (f->win, 1)->n_nodes, ==, 80790);
  GUI_WAIT_FOR (at_common_fit (f->win));
  deep = scale_of (f->win, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.preset", "s", "pitfall"));
  finish (f->win);
  g_assert_cmpuint (gui_tree (f->win, 0)->n_nodes, ==, 122);
  GUI_WAIT_FOR (at_common_fit (f->win));
  g_assert_true (cairn_view_state_get_fitting (state_of (f->win, 0)));
  g_assert_true (cairn_view_state_get_fitting (state_of (f->win, 1)));
  g_test_message ("depth 9 fits at %g, the pitfall at %g", deep, scale_of (f->win, 0));
  g_assert_cmpfloat (scale_of (f->win, 0), >, 100 * deep);

  /* A zoom, then a new search (the guard switched on): fitted again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.zoom-out", NULL));
  g_assert_false (cairn_view_state_get_fitting (state_of (f->win, 0)));
  gtk_switch_set_active (GUI_PART (f->win, GtkSwitch, guard), TRUE);
  finish (f->win);
  g_assert_true (cairn_view_state_get_fitting (state_of (f->win, 0)));
  GUI_WAIT_FOR (at_common_fit (f->win));
}

static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

/* Lets @n frames go by: laid out, drawn, and the log's scrolling (a few
 * frames long) done.  What the rows' bounds say before a frame has laid
 * them out is not what the screen shows. */
static void
wait_frames (CairnWindow *win,
             guint        n)
{
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (GTK_WIDGET (win), count_frame, &frames, NULL);

  GUI_WAIT_FOR (frames >= n);
  gtk_widget_remove_tick_callback (GTK_WIDGET (win), id);
}

/* Resizing keeps a fitted tree fitted, until the user zooms or pans. */
static void
test_fit_resize (Fixture       *f,
                 gconstpointer  data)
{
  CairnViewState *left = state_of (f->win, 0);
  int width0, position;
  double zoomed;

  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, same_scale), FALSE);
  finish (f->win);
  GUI_WAIT_FOR (at_own_fits (f->win));
  width0 = gtk_widget_get_width (GTK_WIDGET (view_of (f->win, 0)));
  position = gtk_paned_get_position (GUI_PART (f->win, GtkPaned, split));

  /* The left pane 200 px narrower: its tree fits the new width. */
  gtk_paned_set_position (GUI_PART (f->win, GtkPaned, split), position - 200);
  GUI_WAIT_FOR (gtk_widget_get_width (GTK_WIDGET (view_of (f->win, 0))) <= width0 - 150);
  GUI_WAIT_FOR (at_own_fits (f->win));
  g_assert_true (cairn_view_state_get_fitting (left));

  /* The window narrower too. */
  width0 = gtk_widget_get_width (GTK_WIDGET (view_of (f->win, 1)));
  gtk_window_set_default_size (GTK_WINDOW (f->win), 1100, 860);
  GUI_WAIT_FOR (gtk_widget_get_width (GTK_WIDGET (view_of (f->win, 1))) < width0);
  GUI_WAIT_FOR (at_own_fits (f->win));

  /* A zoom: the user's scale stays through a resize. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (pane_of (f->win, 0)), "pane.zoom-in", NULL));
  zoomed = scale_of (f->win, 0);
  g_assert_false (cairn_view_state_get_fitting (left));
  width0 = gtk_widget_get_width (GTK_WIDGET (view_of (f->win, 0)));
  gtk_paned_set_position (GUI_PART (f->win, GtkPaned, split), gtk_paned_get_position (GUI_PART (f->win, GtkPaned, split)) + 150);
  /* The resize laid out (as far as the right pane's least width lets the
   * split go), and the right tree (still fitting) refitted to its pane: a
   * frame after the allocation, so a timed wait could end between the
   * two on a loaded machine. */
  GUI_WAIT_FOR (gtk_widget_get_width (GTK_WIDGET (view_of (f->win, 0))) > width0);
  GUI_WAIT_FOR (trees_settled (f->win) && scale_of (f->win, 1) == own_fit (f->win, 1));
  g_assert_cmpfloat (scale_of (f->win, 0), ==, zoomed);
  g_assert_cmpfloat (scale_of (f->win, 0), !=, own_fit (f->win, 0));

  /* Fit again, then a drag across the tree (a pan): the fit ends, and a
   * resize keeps the scale. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (pane_of (f->win, 0)), "pane.fit", NULL));
  g_assert_true (cairn_view_state_get_fitting (left));
  g_assert_true (at_own_fits (f->win));
  if (!gui_xdotool_at (GTK_WIDGET (view_of (f->win, 0)), 200, 150,
                (const char *[]) { "mousedown", "1", "mousemove_relative", "--", "-60", "40",
                                   "mouseup", "1", NULL }))
    {
      g_test_message ("no xdotool: no drag");
      return;
    }
  GUI_WAIT_FOR (!cairn_view_state_get_fitting (left));
  zoomed = scale_of (f->win, 0);
  gtk_paned_set_position (GUI_PART (f->win, GtkPaned, split), gtk_paned_get_position (GUI_PART (f->win, GtkPaned, split)) - 150);
  wait_frames (f->win, 6);
  g_assert_cmpfloat (scale_of (f->win, 0), ==, zoomed);
  g_assert_cmpfloat (scale_of (f->win, 0), !=, own_fit (f->win, 0));
}

/* Log lines the last frame drew (those that intersect the log's visible
 * area), by the number each line starts with, top to bottom. */
static GArray *
visible_log_rows (CairnPane *pane)
{
  CairnLogView *view = cairn_pane_get_log_view (pane);
  g_auto (GStrv) lines = g_strsplit (cairn_log_view_get_drawn_text (view), "\n", -1);
  GArray *rows = g_array_new (FALSE, FALSE, sizeof (int));
  guint first, n_drawn;

  cairn_log_view_get_drawn_lines (view, &first, &n_drawn);
  /* Each ends in a newline: one empty string after the last. */
  g_assert_cmpuint (g_strv_length (lines), ==, n_drawn + 1);
  for (guint i = 0; i < n_drawn; i++)
    {
      int number = atoi (lines[i]);

      g_assert_cmpint (number, ==, (int) (first + i));
      g_array_append_val (rows, number);
    }
  return rows;
}

/* The log shows @row, and only lines of events up to the moment shown,
 * one after another (no line of an earlier end left standing). */
static gboolean
log_shows (CairnPane *pane,
           int        row)
{
  g_autoptr (GArray) rows = visible_log_rows (pane);
  gboolean found = FALSE;

  for (guint i = 0; i < rows->len; i++)
    {
      int r = g_array_index (rows, int, i);

      if (r < 0 || (guint) r >= cairn_pane_get_n_shown (pane) ||
          (i > 0 && r != g_array_index (rows, int, i - 1) + 1))
        return FALSE;
      found = found || r == row;
    }
  return found;
}

static char *
describe_rows (CairnPane *pane)
{
  g_autoptr (GArray) rows = visible_log_rows (pane);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < rows->len; i++)
    g_string_append_printf (text, " %d", g_array_index (rows, int, i));
  return g_string_free (text, FALSE);
}

/* The log's rows have caught up with the moment, and it is on screen. */
static void
settle_log (CairnWindow *win,
            CairnPane   *pane)
{
  g_assert_cmpuint (cairn_log_view_get_n_lines (cairn_pane_get_log_view (pane)), ==, cairn_pane_get_n_shown (pane));
  wait_frames (win, 6);
}

/* Both logs show the current event (the last one shown). */
static void
assert_logs_follow (CairnWindow *win,
                    const char  *when)
{
  for (guint p = 0; p < 2; p++)
    {
      CairnPane *pane = pane_of (win, p);
      g_autofree char *rows = NULL;

      settle_log (win, pane);
      rows = describe_rows (pane);
      g_test_message ("%s, pane %u at %u events: lines%s", when, p, cairn_pane_get_n_shown (pane), rows);
      g_assert_true (log_shows (pane, (int) cairn_pane_get_n_shown (pane) - 1));
    }
}

static void
set_timeline (CairnWindow *win,
              guint        n_events)
{
  gtk_adjustment_set_value (GUI_PART (win, GtkAdjustment, timeline_adjustment), n_events);
  g_assert_cmpuint (cairn_window_get_moment (win), ==, n_events);
}

/* The reported cases: at event 68 (69 shown) the log showed lines 1-6;
 * dragged back it showed line 1 alone, or the old last line and line
 * 1203 — with the tree's Follow on and off. */
static void
test_log_follows (Fixture       *f,
                  gconstpointer  data)
{
  const gboolean follow = GPOINTER_TO_INT (data);

  for (guint p = 0; p < 2; p++)
    cairn_view_state_set_follow (state_of (f->win, p), follow);
  for (guint k = 1; k <= 69; k++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step", NULL));
      GUI_WAIT_FOR (cairn_window_get_moment (f->win) == k);
    }
  assert_logs_follow (f->win, "after 69 steps");
  g_assert_true (log_shows (pane_of (f->win, 0), 68));

  /* Run, then pause: the log is at the current event. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.run-pause", NULL));
  GUI_WAIT_FOR (cairn_window_get_moment (f->win) >= 100);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.run-pause", NULL));
  assert_logs_follow (f->win, "run paused");

  finish (f->win);
  assert_logs_follow (f->win, "finished");

  /* A jump back along the timeline, a drag back in steps, a jump ahead. */
  set_timeline (f->win, 500);
  assert_logs_follow (f->win, "timeline at 500");
  for (int n = 3000; n >= 1210; n -= 199)
    {
      set_timeline (f->win, (guint) n);
      gui_spin (16);
    }
  set_timeline (f->win, 1210);
  assert_logs_follow (f->win, "dragged back to 1210");
  for (int n = 1210; n >= 69; n -= 97)
    {
      set_timeline (f->win, (guint) n);
      gui_spin (16);
    }
  set_timeline (f->win, 69);
  assert_logs_follow (f->win, "dragged back to 69");
  g_assert_true (log_shows (pane_of (f->win, 1), 68));
  set_timeline (f->win, 1);
  assert_logs_follow (f->win, "timeline at 1");
  set_timeline (f->win, 1300);
  assert_logs_follow (f->win, "timeline at 1300");

  /* Step Back goes one line up. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step-back", NULL));
  assert_logs_follow (f->win, "step back");
  g_assert_true (log_shows (pane_of (f->win, 0), 1298));
}

/* Where @node stands in @view, in the window's coordinates, now. */
static graphene_point_t
node_in_window (CairnWindow   *win,
                CairnTreeView *view,
                guint32        node)
{
  const CairnLayout *layout = cairn_tree_view_get_layout (view);
  const CairnLayoutItem *item = cairn_layout_get_item (layout, cairn_layout_item_for_node (layout, node));
  double wx, wy, x, y;

  cairn_tree_view_layout_to_widget (view, item->x, item->y, &wx, &wy);
  g_assert_true (gtk_widget_translate_coordinates (GTK_WIDGET (view), GTK_WIDGET (win), wx, wy, &x, &y));
  return GRAPHENE_POINT_INIT ((float) x, (float) y);
}

/* Waits until @node of @view has stood still in the window for two
 * frames.  A pick right after another may find it still moving: the
 * other pane's selection revealed, a layout arriving from the worker, or
 * the view itself resized and fitted again as the inspector under it
 * takes the new selection's text (a fitted view keeps its scroll
 * position at 0 while its scale changes, so the scroll position alone
 * did not show it).  A click aimed before it settles lands beside the
 * node. */
static void
wait_node_settled (CairnWindow   *win,
                   CairnTreeView *view,
                   guint32        node)
{
  guint still = 0;

  while (still < 2)
    {
      graphene_point_t before = node_in_window (win, view, node), after;

      wait_frames (win, 1);
      after = node_in_window (win, view, node);
      if (graphene_point_equal (&before, &after))
        still++;
      else
        still = 0;
    }
}

/* Picks a node as a click on it does: with the pointer through xdotool
 * where there is one, else the way the click ends (selection, then the
 * "picked" signal). */
static void
pick_node (CairnWindow *win,
           guint        index,
           guint32      node)
{
  CairnTreeView *view = view_of (win, index);
  const CairnLayout *layout;
  const CairnLayoutItem *item;
  double wx, wy;

  /* Revealed again once settled: what moved the view may have moved the
   * node out of it (a no-op where it is in view). */
  for (guint i = 0; i < 2; i++)
    {
      cairn_tree_view_reveal_node (view, node);
      wait_node_settled (win, view, node);
    }
  layout = cairn_tree_view_get_layout (view);
  item = cairn_layout_get_item (layout, cairn_layout_item_for_node (layout, node));
  cairn_tree_view_layout_to_widget (view, item->x, item->y, &wx, &wy);
  if (gui_xdotool_at (GTK_WIDGET (view), wx, wy, (const char *[]) { "click", "1", NULL }))
    {
      GUI_WAIT_FOR (gui_selected (win, index) == node);
      wait_frames (win, 2);
      return;
    }
  g_test_message ("no xdotool: picking node %u without the pointer", node);
  cairn_view_state_set_selected_node (state_of (win, index), node);
  g_signal_emit_by_name (view, "picked", node);
}

static void
finish_pitfall (CairnWindow *win)
{
  gui_set_scenario (win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  finish (win);
  g_assert_cmpuint (cairn_window_get_moment (win), ==, PITFALL_PLAIN_EVENTS);
  GUI_WAIT_FOR (at_common_fit (win));
}

/* The note under the inspector speaks of the moment shown: before the
 * plain search reached X4 (node 60, made at event 126), the null-move
 * pane's node 57 (event 123) is not "searched too" there. */
static void
test_line_note_follows_moment (Fixture       *f,
                               gconstpointer  data)
{
  CairnPane *right = pane_of (f->win, 1);
  g_autofree char *finished = NULL;
  g_autofree char *before = NULL;
  g_autofree char *again = NULL;

  finish_pitfall (f->win);
  cairn_pane_select_node (right, 57);
  finished = cairn_pane_get_inspector_text (right);
  g_assert_nonnull (strstr (finished, "Plain alpha-beta searched this line too (node 60, highlighted)."));

  set_timeline (f->win, 125);
  before = cairn_pane_get_inspector_text (right);
  g_assert_null (strstr (before, "searched this line too"));
  g_assert_nonnull (strstr (before, "Plain alpha-beta never reached this node: it follows the line only 0 of 1 move deep (highlighted)."));

  set_timeline (f->win, PITFALL_PLAIN_EVENTS);
  again = cairn_pane_get_inspector_text (right);
  g_assert_nonnull (strstr (again, "Plain alpha-beta searched this line too (node 60, highlighted)."));
}

/* The same line of play, by the same name, in both panes; a node picked
 * in one pane is selected by its line in the other. */
static void
test_line_across (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *left_title = NULL;
  g_autofree char *right_title = NULL;
  g_autofree char *probe_title = NULL;
  g_autofree char *root_title = NULL;
  g_autofree char *inspector = NULL;
  g_autofree char *line = NULL;

  finish_pitfall (f->win);

  /* Titles (the inspector's and the tooltip's) name the line. */
  left_title = cairn_node_text_title (gui_tree (f->win, 0), 44);
  right_title = cairn_node_text_title (gui_tree (f->win, 1), 41);
  probe_title = cairn_node_text_title (gui_tree (f->win, 1), 2);
  root_title = cairn_node_text_title (gui_tree (f->win, 1), 0);
  g_assert_cmpstr (left_title, ==, "Node 44 (X2 O4): O plays cell 4, ply 2");
  g_assert_cmpstr (right_title, ==, "Node 41 (X2 O4): O plays cell 4, ply 2");
  g_assert_cmpstr (probe_title, ==, "Node 2 (X0 --): null probe — O passes, X to move, ply 3");
  g_assert_cmpstr (root_title, ==, "Node 0: the root, X to move");

  /* Picked on the left, selected on the right, and the other way. */
  pick_node (f->win, 0, 44);
  g_assert_cmpuint (gui_selected (f->win, 0), ==, 44);
  g_assert_cmpuint (gui_selected (f->win, 1), ==, 41);
  inspector = cairn_pane_get_inspector_text (pane_of (f->win, 1));
  g_assert_true (g_str_has_prefix (inspector, "Node 41 (X2 O4): O plays cell 4, ply 2\n"));
  g_assert_nonnull (strstr (inspector, "Plain alpha-beta searched this line too (node 44, highlighted)."));
  g_clear_pointer (&inspector, g_free);
  inspector = cairn_pane_get_inspector_text (pane_of (f->win, 0));
  g_assert_nonnull (strstr (inspector, "Null-move pruning searched this line too (node 41, highlighted)."));
  g_clear_pointer (&inspector, g_free);

  pick_node (f->win, 1, 2);
  g_assert_cmpuint (gui_selected (f->win, 1), ==, 2);
  /* Plain α-β never passes: nothing there has the line X0 --. */
  g_assert_cmpuint (gui_selected (f->win, 0), ==, CAIRN_NO_NODE);
  inspector = cairn_pane_get_inspector_text (pane_of (f->win, 0));
  g_assert_nonnull (strstr (inspector, "No node here has the line X0 -- selected in Null-move pruning: "
                                       "this search follows it only 1 of 2 moves deep (highlighted)."));
  g_clear_pointer (&inspector, g_free);

  pick_node (f->win, 1, 41);
  g_assert_cmpuint (gui_selected (f->win, 0), ==, 44);

  /* X4 O0: plain searched it (node 61); null move pruned after X4. */
  pick_node (f->win, 0, 61);
  line = cairn_node_text_line (gui_tree (f->win, 0), 61);
  g_assert_cmpstr (line, ==, "X4 O0");
  g_assert_cmpuint (gui_selected (f->win, 1), ==, CAIRN_NO_NODE);
  inspector = cairn_pane_get_inspector_text (pane_of (f->win, 1));
  g_assert_nonnull (strstr (inspector, "No node here has the line X4 O0 selected in Plain alpha-beta: "
                                       "this search follows it only 1 of 2 moves deep (highlighted)."));
  g_clear_pointer (&inspector, g_free);
  inspector = cairn_pane_get_inspector_text (pane_of (f->win, 0));
  g_assert_nonnull (strstr (inspector, "Null-move pruning never reached this node: it follows the line only 1 of 2 moves deep"));

  /* A click on empty space clears both. */
  cairn_view_state_set_selected_node (state_of (f->win, 0), CAIRN_NO_NODE);
  g_signal_emit_by_name (view_of (f->win, 0), "picked", CAIRN_NO_NODE);
  g_assert_cmpuint (gui_selected (f->win, 1), ==, CAIRN_NO_NODE);
}

static CairnLogView *
log_view (CairnWindow *win,
          guint        index)
{
  return cairn_pane_get_log_view (pane_of (win, index));
}

/* Selecting a node takes each log to the event that made it; a line
 * picked in the log stays where it is. */
static void
test_log_select (Fixture       *f,
                 gconstpointer  data)
{
  finish_pitfall (f->win);
  assert_logs_follow (f->win, "finished");

  pick_node (f->win, 0, 44);
  g_assert_cmpuint (cairn_tree_get (gui_tree (f->win, 0), 44)->created_event, ==, 91);
  g_assert_cmpuint (cairn_tree_get (gui_tree (f->win, 1), 41)->created_event, ==, 88);
  settle_log (f->win, pane_of (f->win, 0));
  g_assert_true (log_shows (pane_of (f->win, 0), 91));
  g_assert_true (log_shows (pane_of (f->win, 1), 88));
  g_assert_cmpuint (cairn_log_view_get_selected (log_view (f->win, 0)), ==, 91);
  g_assert_cmpuint (cairn_log_view_get_selected (log_view (f->win, 1)), ==, 88);

  /* A line picked in the log (one on screen, as a click picks it) selects
   * its node, and the log stays where it is. */
  {
    g_autoptr (GArray) before = visible_log_rows (pane_of (f->win, 0));
    g_autoptr (GArray) after = NULL;
    guint row = (guint) g_array_index (before, int, 1);

    cairn_log_view_set_selected (log_view (f->win, 0), row);
    g_assert_cmpuint (gui_selected (f->win, 0), ==, cairn_event_log_node_of (cairn_pane_get_log (pane_of (f->win, 0)), row));
    settle_log (f->win, pane_of (f->win, 0));
    after = visible_log_rows (pane_of (f->win, 0));
    g_assert_cmpmem (before->data, before->len * sizeof (int), after->data, after->len * sizeof (int));
    g_assert_cmpuint (cairn_log_view_get_selected (log_view (f->win, 0)), ==, row);
  }

  /* The node that event 127 made is node 61; picked, it takes the log to
   * line 127. */
  g_assert_cmpuint (cairn_event_log_node_of (cairn_pane_get_log (pane_of (f->win, 0)), 127), ==, 61);
  pick_node (f->win, 0, 61);
  settle_log (f->win, pane_of (f->win, 0));
  g_assert_true (log_shows (pane_of (f->win, 0), 127));
  g_assert_cmpuint (cairn_log_view_get_selected (log_view (f->win, 0)), ==, 127);
}

/* Runs cairn-cli from the build tree; its standard output. */
static char *
run_cli (const char * const *args)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "..", "src", "cli", "cairn-cli", NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status = 0;

  g_ptr_array_add (argv, cli);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* One numbering, from 0: the window's log and timeline, `cairn-cli
 * trace` and `--at-event` agree line for line and byte for byte. */
static void
test_numbering (Fixture       *f,
                gconstpointer  data)
{
  const char *trace_args[] = { "trace", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain", NULL };
  g_autofree char *trace = NULL;
  g_auto (GStrv) lines = NULL;
  g_autofree char *dir = g_dir_make_tmp ("cairn-panes-XXXXXX", NULL);
  g_autofree char *window_json = g_build_filename (dir, "window.json", NULL);
  g_autofree char *cli_json = g_build_filename (dir, "cli.json", NULL);
  g_autofree char *window_bytes = NULL;
  g_autofree char *cli_bytes = NULL;
  g_autoptr (GError) error = NULL;
  CairnEventLog *log = cairn_pane_get_log (pane_of (f->win, 0));
  CairnExportOptions options;

  trace = run_cli (trace_args);
  lines = g_strsplit (trace, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, PITFALL_PLAIN_EVENTS + 1);

  finish_pitfall (f->win);
  g_assert_cmpuint (cairn_event_log_get_n_recorded (log), ==, PITFALL_PLAIN_EVENTS);
  g_assert_cmpuint (cairn_log_view_get_n_lines (log_view (f->win, 0)), ==, PITFALL_PLAIN_EVENTS);
  for (guint k = 0; k < PITFALL_PLAIN_EVENTS; k++)
    {
      g_autofree char *row = cairn_log_view_dup_line (log_view (f->win, 0), k);
      g_autofree char *expected = NULL;
      char *text = NULL;

      /* "%6u  %s": the same number, the same words. */
      g_assert_cmpuint (g_ascii_strtoull (lines[k], &text, 10), ==, k);
      g_assert_true (g_str_has_prefix (text, "  "));
      expected = g_strdup_printf ("%u  %s", k, text + 2);
      g_assert_cmpstr (row, ==, expected);
    }
  {
    g_autofree char *first = cairn_log_view_dup_line (log_view (f->win, 0), 0);
    g_autofree char *at127 = cairn_log_view_dup_line (log_view (f->win, 0), 127);

    g_assert_cmpstr (first, ==, "0  root node 0 entered (X to move, α=−∞, β=+∞)");
    g_assert_cmpstr (at127, ==, "127  node 61: O plays cell 0 (ply 2, α=9, β=+∞)");
  }
  g_assert_cmpstr (gtk_inscription_get_text (GUI_PART (f->win, GtkInscription, timeline_label)), ==, "event 260 of 0–260");

  /* The moment after event 127: the timeline names it, the log ends with
   * it, and the window exports the tree cairn-cli exports at event 127. */
  set_timeline (f->win, 128);
  g_assert_cmpstr (gtk_inscription_get_text (GUI_PART (f->win, GtkInscription, timeline_label)), ==, "event 127 of 0–260");
  assert_logs_follow (f->win, "timeline at 128");
  g_assert_true (log_shows (pane_of (f->win, 0), 127));
  set_timeline (f->win, 0);
  g_assert_cmpstr (gtk_inscription_get_text (GUI_PART (f->win, GtkInscription, timeline_label)), ==, "before event 0");
  set_timeline (f->win, 128);

  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_JSON;
  g_assert_true (cairn_window_export (f->win, window_json, CAIRN_EXPORT_LEFT, &options, &error));
  g_assert_no_error (error);
  {
    const char *export_args[] = { "export", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain",
                                  "--at-event", "127", "-o", cli_json, NULL };
    g_autofree char *out = run_cli (export_args);
  }
  g_assert_true (g_file_get_contents (window_json, &window_bytes, NULL, NULL));
  g_assert_true (g_file_get_contents (cli_json, &cli_bytes, NULL, NULL));
  g_assert_nonnull (strstr (cli_bytes, "\"at_event\":127,"));
  g_assert_cmpstr (window_bytes, ==, cli_bytes);

  g_unlink (window_json);
  g_unlink (cli_json);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

#define ADD(name, fn, data) g_test_add (name, Fixture, data, fixture_setup, fn, gui_fixture_teardown)
  ADD ("/panes/same-scale", test_same_scale, NULL);
  ADD ("/panes/fit/new-search", test_fit_new_search, NULL);
  ADD ("/panes/fit/resize", test_fit_resize, NULL);
  ADD ("/panes/line-across", test_line_across, NULL);
  ADD ("/panes/line-note-follows-moment", test_line_note_follows_moment, NULL);
  ADD ("/panes/log/follows", test_log_follows, GINT_TO_POINTER (TRUE));
  ADD ("/panes/log/follows-without-tree-follow", test_log_follows, GINT_TO_POINTER (FALSE));
  ADD ("/panes/log/select", test_log_select, NULL);
  ADD ("/panes/numbering", test_numbering, NULL);
#undef ADD

  return gui_test_run ();
}
