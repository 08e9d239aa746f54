/* test-pane.c — one pane (src/app/pane/cairn-pane.c), alone in a window
 * under a private Xvfb, on the seed's pitfall under null-move pruning:
 * the modes' names as the window shows them; a search's events recorded
 * and shown to any moment, the counters at the end its own (79 nodes, 7
 * probes, 4 prunes: cairn-cli compare's); a node selected and explained
 * in the inspector; what folds, folded and unfolded; and a search put
 * aside (a lesson borrowing the pane) and given back at its moment with
 * its selection.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-pane.h"
#include "gui-util.h"

static void
sync_all (CairnPane *pane)
{
  GUI_WAIT_FOR (!cairn_pane_sync (pane));
  g_assert_false (cairn_pane_is_behind (pane));
}

static void
test_mode_names (void)
{
  static const struct { CairnMode mode; const char *title, *name; } modes[] = {
    { CAIRN_MODE_PLAIN, "Plain alpha-beta", "plain alpha-beta" },
    { CAIRN_MODE_NULL, "Null-move pruning", "null-move pruning" },
    { CAIRN_MODE_VERIFIED, "Verified null move", "verified null move" },
    { CAIRN_MODE_MINIMAX, "Minimax, no pruning", "minimax" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_assert_cmpstr (cairn_mode_to_title (modes[i].mode), ==, modes[i].title);
      g_assert_cmpstr (cairn_mode_to_name (modes[i].mode), ==, modes[i].name);
    }
}

static void
test_search_and_moment (void)
{
  GtkWidget *window = gtk_window_new ();
  CairnPane *pane = g_object_new (CAIRN_TYPE_PANE, NULL);
  CairnSearch *null = gui_run_search ("...O.X...", CAIRN_MODE_NULL, 3);
  CairnSearch *plain = gui_run_search ("...O.X...", CAIRN_MODE_PLAIN, 3);
  const CairnCounters *end = cairn_search_get_counters (null);
  CairnCounters shown;
  g_autofree char *inspector = NULL;
  CairnPaneStash *stash;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (pane));
  gtk_window_set_default_size (GTK_WINDOW (window), 700, 800);
  gtk_window_present (GTK_WINDOW (window));
  cairn_pane_set_mode (pane, CAIRN_MODE_NULL);
  g_assert_cmpint (cairn_pane_get_mode (pane), ==, CAIRN_MODE_NULL);

  cairn_pane_set_search (pane, null);
  g_assert_true (cairn_pane_get_search (pane) == null);
  sync_all (pane);
  g_assert_cmpuint (cairn_pane_get_n_recorded (pane), ==, end->events);

  /* The end: the search's own counters. */
  cairn_pane_show_moment (pane, (guint) end->events);
  g_assert_cmpuint (cairn_pane_get_n_shown (pane), ==, end->events);
  cairn_pane_get_counters (pane, &shown);
  g_assert_cmpuint (shown.nodes, ==, 79);
  g_assert_cmpuint (shown.null_probes, ==, 7);
  g_assert_cmpuint (shown.null_prunes, ==, 4);
  g_assert_cmpint (shown.value, ==, end->value);
  g_assert_cmpint (shown.best_move, ==, 0);

  /* An earlier moment: fewer nodes, the tree as it stood. */
  cairn_pane_show_moment (pane, 40);
  g_assert_cmpuint (cairn_pane_get_n_shown (pane), ==, 40);
  cairn_pane_get_counters (pane, &shown);
  g_assert_cmpuint (shown.events, ==, 40);
  g_assert_cmpuint (shown.nodes, <, 79);
  g_assert_cmpuint (shown.nodes, ==, cairn_tree_count_at_event (cairn_pane_get_tree (pane), 39));

  /* The decisive prune's node, selected: the inspector names it. */
  cairn_pane_show_moment (pane, (guint) end->events);
  cairn_pane_select_node (pane, 57);
  g_assert_cmpuint (cairn_view_state_get_selected_node (cairn_pane_get_view_state (pane)), ==, 57);
  inspector = cairn_pane_get_inspector_text (pane);
  g_test_message ("%s", inspector);
  g_assert_true (g_str_has_prefix (inspector, "Node 57 (X4): X plays cell 4, ply 1"));

  /* What folds. */
  cairn_pane_set_board_folded (pane, TRUE);
  g_assert_true (cairn_pane_get_board_folded (pane));
  cairn_pane_set_board_folded (pane, FALSE);
  g_assert_false (cairn_pane_get_board_folded (pane));
  cairn_pane_set_counters_folded (pane, TRUE);
  g_assert_true (cairn_pane_get_counters_folded (pane));
  cairn_pane_set_counters_folded (pane, FALSE);
  g_assert_false (cairn_pane_get_counters_folded (pane));

  /* Put aside for another search, then given back as it was. */
  stash = cairn_pane_stash (pane);
  g_assert_null (cairn_pane_get_search (pane));
  g_assert_cmpuint (cairn_view_state_get_selected_node (cairn_pane_get_view_state (pane)), ==, CAIRN_NO_NODE);
  cairn_pane_set_search (pane, plain);
  sync_all (pane);
  cairn_pane_show_moment (pane, 10);
  cairn_pane_let_go (pane);
  cairn_pane_unstash (pane, stash);
  g_assert_true (cairn_pane_get_search (pane) == null);
  g_assert_cmpuint (cairn_pane_get_n_shown (pane), ==, end->events);
  g_assert_cmpuint (cairn_view_state_get_selected_node (cairn_pane_get_view_state (pane)), ==, 57);
  cairn_pane_get_counters (pane, &shown);
  g_assert_cmpuint (shown.nodes, ==, 79);

  gtk_window_destroy (GTK_WINDOW (window));
  cairn_search_free (null);
  cairn_search_free (plain);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/pane/mode-names", test_mode_names);
  g_test_add_func ("/pane/search-and-moment", test_search_and_moment);
  return gui_test_run ();
}
