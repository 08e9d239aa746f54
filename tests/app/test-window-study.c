/* test-window-study.c — the window's parameter study (src/app/window/
 * cairn-window-study.c), under a private Xvfb: one study window a
 * window, brought back rather than opened twice, of the window's position
 * and its right pane's pruning (plain null move when neither pane
 * prunes); a study closed by the user is opened anew; a setting chosen in
 * the study (a marker or cell) loads its whole setting into the window
 * and says so; and closing the window closes its study.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-study.h"
#include "cairn-window.h"
#include "gui-util.h"

static void
test_one_study (void)
{
  CairnWindow *win = gui_window_new (1360, 860);
  GtkWindow *study, *again;
  CairnStudy *weak;
  const CairnSweep *sweep;
  CairnScenario scenario;
  g_autofree char *cells = NULL;

  gui_set_scenario (win, "...O.X...", "x", 3, 1, TRUE, CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED);
  study = cairn_window_open_study (win);
  g_assert_true (CAIRN_IS_STUDY (study));
  g_assert_true (gtk_window_get_transient_for (study) == GTK_WINDOW (win));
  again = cairn_window_open_study (win);
  g_assert_true (again == study);
  GUI_WAIT_FOR (cairn_study_get_sweep (CAIRN_STUDY (study)) != NULL && !cairn_study_is_busy (CAIRN_STUDY (study)));
  sweep = cairn_study_get_sweep (CAIRN_STUDY (study));
  cells = cairn_position_to_string (&sweep->position);
  g_assert_cmpstr (cells, ==, "...O.X...");
  g_assert_cmpint (sweep->mode, ==, CAIRN_MODE_VERIFIED);
  g_assert_true (sweep->guard);

  /* A setting chosen there: its depth limit and R, its panes, into the
   * window, which says where it came from. */
  g_signal_emit_by_name (study, "setting-chosen", 5u, 2u);
  cairn_window_get_scenario (win, &scenario);
  g_assert_cmpuint (scenario.depth, ==, 5);
  g_assert_cmpuint (scenario.reduction, ==, 2);
  g_assert_cmpint (scenario.modes[0], ==, sweep->baseline_mode);
  g_assert_cmpint (scenario.modes[1], ==, CAIRN_MODE_VERIFIED);
  g_assert_true (scenario.guard);
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (win, GtkLabel, status_message)), ==,
                   "From the study: depth limit 5, R 2, plain alpha-beta on the left and verified null move on the right.");

  /* The user closes it: the next one is new. */
  weak = CAIRN_STUDY (study);
  g_object_add_weak_pointer (G_OBJECT (weak), (gpointer *) &weak);
  gtk_window_destroy (study);
  GUI_WAIT_FOR (weak == NULL);
  study = cairn_window_open_study (win);
  g_assert_true (CAIRN_IS_STUDY (study));

  /* The window goes, and its study with it. */
  weak = CAIRN_STUDY (study);
  g_object_add_weak_pointer (G_OBJECT (weak), (gpointer *) &weak);
  gui_window_destroy_and_assert_finalized (win);
  GUI_WAIT_FOR (weak == NULL);
}

/* Neither pane prunes with null moves: the study studies plain null move. */
static void
test_no_pruning_pane (void)
{
  CairnWindow *win = gui_window_new (1360, 860);
  GtkWindow *study;

  gui_set_scenario (win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_MINIMAX);
  study = cairn_window_open_study (win);
  GUI_WAIT_FOR (cairn_study_get_sweep (CAIRN_STUDY (study)) != NULL && !cairn_study_is_busy (CAIRN_STUDY (study)));
  g_assert_cmpint (cairn_study_get_sweep (CAIRN_STUDY (study))->mode, ==, CAIRN_MODE_NULL);
  gui_window_destroy_and_assert_finalized (win);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/window-study/one-study", test_one_study);
  g_test_add_func ("/window-study/no-pruning-pane", test_no_pruning_pane);
  return gui_test_run ();
}
