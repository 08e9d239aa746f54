/* test-navigation.c — previous/next null probe and null prune, and the
 * decisive prune, for the window (src/app/window/cairn-navigation.c),
 * under a private Xvfb on the seed's pitfall (plain | null move, d3 R1):
 * the probe and prune actions visit the null-move tree's 7 probes and 4
 * prunes (cairn-cli compare's counts) in creation order, forward and
 * back, wrapping round, each selected in the pruning pane; a prune's
 * line is selected in plain alpha-beta's pane too; and the decisive prune
 * is node 57 on the right, X4, node 60 on the left.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-navigation.h"
#include "cairn-window.h"
#include "gui-util.h"

static CairnWindow *
pitfall_window (void)
{
  CairnWindow *win = gui_window_new (1360, 860);

  gui_set_scenario (win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (win);
  GUI_WAIT_FOR (cairn_navigation_is_settled (win));
  return win;
}

/* The null-move tree's nodes that are probes (or pruned), in node order. */
static GArray *
targets (CairnWindow *win,
         gboolean     probes)
{
  const CairnTree *tree = cairn_search_get_tree (cairn_pane_get_search (cairn_window_get_pane (win, 1)));
  GArray *found = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *n = cairn_tree_get (tree, i);

      if (probes ? n->kind == CAIRN_NODE_NULL_PROBE : n->end == CAIRN_END_NULL_PRUNED)
        g_array_append_val (found, i);
    }
  return found;
}

static void
step (CairnWindow *win,
      const char  *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), action, NULL));
  gui_spin (10);
}

static void
test_probes_and_prunes (void)
{
  CairnWindow *win = pitfall_window ();
  g_autoptr (GArray) probes = targets (win, TRUE);
  g_autoptr (GArray) prunes = targets (win, FALSE);

  g_assert_cmpuint (probes->len, ==, 7);
  g_assert_cmpuint (prunes->len, ==, 4);

  /* From no selection: the first, then each in turn, then round again. */
  g_assert_cmpuint (gui_selected (win, 1), ==, CAIRN_NO_NODE);
  for (guint k = 0; k <= probes->len; k++)
    {
      step (win, "win.probe-next");
      g_assert_cmpuint (gui_selected (win, 1), ==, g_array_index (probes, guint32, k % probes->len));
    }
  /* Back: from the first round to the last. */
  step (win, "win.probe-previous");
  g_assert_cmpuint (gui_selected (win, 1), ==, g_array_index (probes, guint32, probes->len - 1));

  for (guint k = 0; k < prunes->len; k++)
    {
      step (win, "win.prune-next");
      g_assert_cmpuint (gui_selected (win, 1), ==, g_array_index (prunes, guint32, k));
      /* The same line in plain alpha-beta's tree, which searched it. */
      g_assert_cmpuint (gui_selected (win, 0), !=, CAIRN_NO_NODE);
    }
  step (win, "win.prune-previous");
  g_assert_cmpuint (gui_selected (win, 1), ==, g_array_index (prunes, guint32, prunes->len - 2));
  gui_window_destroy_and_assert_finalized (win);
}

static void
test_decisive (void)
{
  CairnWindow *win = pitfall_window ();
  guint pane = 9;

  g_assert_cmpuint (cairn_navigation_get_decisive_node (win, &pane), ==, 57);
  g_assert_cmpuint (pane, ==, 1);
  g_assert_nonnull (cairn_navigation_get_decisive_text (win));
  step (win, "win.decisive-prune");
  g_assert_cmpuint (gui_selected (win, 1), ==, 57);
  g_assert_cmpuint (gui_selected (win, 0), ==, 60);
  gui_window_destroy_and_assert_finalized (win);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/navigation/probes-and-prunes", test_probes_and_prunes);
  g_test_add_func ("/navigation/decisive", test_decisive);
  return gui_test_run ();
}
