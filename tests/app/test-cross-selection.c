/* test-cross-selection.c — the panes' selections across
 * (cairn-cross-selection.c), in the window under a private Xvfb, on the
 * pitfall (X at 5, O at 3, X to move, depth 3, R 1: plain alpha-beta on
 * the left, null-move pruning on the right): a node selected in one pane
 * marks its line in the other and says how far the other searched it, by
 * the moment shown; a node picked in one pane is selected in the other by
 * its line of play.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-window.h"
#include "gui-util.h"

/* The plain search's events on the pitfall, all of them. */
#define PITFALL_PLAIN_EVENTS 261

typedef GuiFixture Fixture;

static CairnPane *
pane_of (CairnWindow *win,
         guint        index)
{
  return cairn_window_get_pane (win, index);
}

static char *
inspector (CairnWindow *win,
           guint        index)
{
  return cairn_pane_get_inspector_text (pane_of (win, index));
}

/* A node picked in pane @index as the user picks it: selected, then the
 * pane's "node-picked". */
static void
pick (CairnWindow *win,
      guint        index,
      guint32      node)
{
  cairn_view_state_set_selected_node (cairn_pane_get_view_state (pane_of (win, index)), node);
  g_signal_emit_by_name (pane_of (win, index), "node-picked", (guint) node);
}

static void
finish_pitfall (CairnWindow *win)
{
  gui_set_scenario (win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (win);
  g_assert_cmpuint (cairn_window_get_moment (win), ==, PITFALL_PLAIN_EVENTS);
}

/* Selecting marks the line across and says so; the notes follow the
 * moment shown. */
static void
test_selected (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *finished = NULL;
  g_autofree char *before = NULL;
  g_autofree char *again = NULL;
  g_autofree char *none = NULL;

  finish_pitfall (f->win);
  /* Selecting is not picking: the other pane's selection stays. */
  cairn_pane_select_node (pane_of (f->win, 1), 57);
  g_assert_cmpuint (gui_selected (f->win, 0), ==, CAIRN_NO_NODE);
  finished = inspector (f->win, 1);
  g_assert_nonnull (strstr (finished, "Plain alpha-beta searched this line too (node 60, highlighted). "
                                      "Size of the subtree: 24 there, 2 here."));

  /* Before the plain search made node 60 (at event 126), it had not. */
  cairn_window_set_moment (f->win, 125);
  before = inspector (f->win, 1);
  g_assert_null (strstr (before, "searched this line too"));
  g_assert_nonnull (strstr (before, "Plain alpha-beta never reached this node: it follows the line only "
                                    "0 of 1 move deep (highlighted)."));
  cairn_window_set_moment (f->win, PITFALL_PLAIN_EVENTS);
  again = inspector (f->win, 1);
  g_assert_cmpstr (again, ==, finished);

  /* Nothing selected: no note. */
  cairn_pane_select_node (pane_of (f->win, 1), CAIRN_NO_NODE);
  none = inspector (f->win, 1);
  g_assert_null (strstr (none, "this line"));
}

/* Picking carries the selection across by the line of play. */
static void
test_picked (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *right = NULL;
  g_autofree char *left = NULL;
  g_autofree char *no_pass = NULL;

  finish_pitfall (f->win);

  /* X2 O4: node 44 on the left is node 41 on the right, and back. */
  pick (f->win, 0, 44);
  g_assert_cmpuint (gui_selected (f->win, 0), ==, 44);
  g_assert_cmpuint (gui_selected (f->win, 1), ==, 41);
  right = inspector (f->win, 1);
  g_assert_true (g_str_has_prefix (right, "Node 41 (X2 O4): O plays cell 4, ply 2\n"));
  g_assert_nonnull (strstr (right, "Plain alpha-beta searched this line too (node 44, highlighted)."));
  left = inspector (f->win, 0);
  g_assert_nonnull (strstr (left, "Null-move pruning searched this line too (node 41, highlighted)."));
  pick (f->win, 1, 41);
  g_assert_cmpuint (gui_selected (f->win, 0), ==, 44);

  /* Plain alpha-beta never passes: no node on the left has X0 --. */
  pick (f->win, 1, 2);
  g_assert_cmpuint (gui_selected (f->win, 1), ==, 2);
  g_assert_cmpuint (gui_selected (f->win, 0), ==, CAIRN_NO_NODE);
  no_pass = inspector (f->win, 0);
  g_assert_nonnull (strstr (no_pass, "No node here has the line X0 -- selected in Null-move pruning: "
                                     "this search follows it only 1 of 2 moves deep (highlighted)."));
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

  g_test_add ("/cross-selection/selected", Fixture, NULL, gui_fixture_setup, test_selected, gui_fixture_teardown);
  g_test_add ("/cross-selection/picked", Fixture, NULL, gui_fixture_setup, test_picked, gui_fixture_teardown);

  return gui_test_run ();
}
