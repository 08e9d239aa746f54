/* test-null-when.c — SEARCH-RULES.md §3.2's "when to try a null move" in the
 * window: the control, its state per game, GSettings, scenarios, both
 * panes' searches and the study.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-study.h"
#include "cairn-window.h"
#include "gui-util.h"

/* CHESS-RULES.md §9.2's lone pawn: king and pawn against king. */
#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"

typedef GuiFixture Fixture;

static char *
stored (CairnWindow *win)
{
  return g_settings_get_string (cairn_window_get_settings (win), "null-when");
}

static void
test_control (Fixture       *f,
              gconstpointer  data)
{
  GtkWidget *control = GTK_WIDGET (GUI_PART (f->win, GtkDropDown, null_when));
  GListModel *items = gtk_drop_down_get_model (GUI_PART (f->win, GtkDropDown, null_when));
  g_autofree char *value = NULL;

  g_assert_true (gtk_widget_get_mapped (control));
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, CAIRN_N_NULL_WHENS);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), 0), ==, "Always (the seed)");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (items), 1), ==, "With pieces (engines)");

  /* Tic-tac-toe: greyed, "always", and the tooltip says why. */
  g_assert_false (gtk_widget_get_sensitive (control));
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, null_when)), ==, CAIRN_NULL_WHEN_ALWAYS);
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (control), "Tic-tac-toe has no knights, bishops"));

  /* The pawn game: a choice, explained. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (50);
  g_assert_true (gtk_widget_get_sensitive (control));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (control),
                            "Engines such as Stockfish 15.1 skip the null move when the side to move has only "
                            "king and pawns, where zugzwang is common"));

  /* Remembered; back on tic-tac-toe the choice is kept for later. */
  gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, null_when), CAIRN_NULL_WHEN_PIECES);
  value = stored (f->win);
  g_assert_cmpstr (value, ==, "pieces");
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
  gui_spin (50);
  g_assert_false (gtk_widget_get_sensitive (control));
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, null_when)), ==, CAIRN_NULL_WHEN_ALWAYS);
  g_clear_pointer (&value, g_free);
  value = stored (f->win);
  g_assert_cmpstr (value, ==, "pieces");
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (50);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, null_when)), ==, CAIRN_NULL_WHEN_PIECES);
}

/* Null move R1 at depth 7 on the lone pawn: 696 probes with `always`;
 * with `pieces` none, and the search is plain's node for node. */
static void
test_search (Fixture       *f,
             gconstpointer  data)
{
  CairnScenario scenario;
  CairnCounters plain, pruning;
  CairnStudy *study;
  g_autofree char *value = NULL;

  gui_set_scenario (f->win, LONE_PAWN, NULL, 7, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (f->win);
  pruning = gui_counters (f->win, 1);
  g_assert_cmpuint (pruning.null_probes, ==, 696);
  g_assert_cmpuint (pruning.nodes, ==, 6333);

  gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, null_when), CAIRN_NULL_WHEN_PIECES);
  gui_finish (f->win);
  plain = gui_counters (f->win, 0);
  pruning = gui_counters (f->win, 1);
  g_assert_cmpuint (pruning.null_probes, ==, 0);
  g_assert_cmpuint (pruning.nodes, ==, 20689);
  g_assert_cmpuint (pruning.nodes, ==, plain.nodes);
  g_assert_cmpint (pruning.value, ==, plain.value);
  g_assert_cmpint (pruning.best_move, ==, plain.best_move);

  /* Saved scenarios carry it; loaded ones bring it. */
  cairn_window_get_scenario (f->win, &scenario);
  g_assert_cmpint (scenario.null_when, ==, CAIRN_NULL_WHEN_PIECES);
  scenario.null_when = CAIRN_NULL_WHEN_ALWAYS;
  cairn_window_set_scenario (f->win, &scenario);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, null_when)), ==, CAIRN_NULL_WHEN_ALWAYS);
  value = stored (f->win);
  g_assert_cmpstr (value, ==, "always");
  scenario.null_when = CAIRN_NULL_WHEN_PIECES;
  cairn_window_set_scenario (f->win, &scenario);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, null_when)), ==, CAIRN_NULL_WHEN_PIECES);
  g_clear_pointer (&value, g_free);
  value = stored (f->win);
  g_assert_cmpstr (value, ==, "pieces");

  /* The study sweeps with it: no probe anywhere on the grid. */
  study = CAIRN_STUDY (cairn_window_open_study (f->win));
  GUI_WAIT_FOR (!cairn_study_is_busy (study) && cairn_study_get_sweep (study) != NULL);
  {
    const CairnSweep *sweep = cairn_study_get_sweep (study);
    guint cells = sweep->depths->len * sweep->reductions->len;

    g_assert_cmpint (sweep->null_when, ==, CAIRN_NULL_WHEN_PIECES);
    for (guint i = 0; i < cells; i++)
      g_assert_cmpuint (sweep->cells[i].null_probes, ==, 0);
  }
  gtk_window_destroy (GTK_WINDOW (study));
  gui_spin (50);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

#define ADD(name, fn) g_test_add (name, Fixture, NULL, gui_fixture_setup, fn, gui_fixture_teardown)
  ADD ("/gui/null-when/control", test_control);
  ADD ("/gui/null-when/search", test_search);
#undef ADD
  return gui_test_run ();
}
