/* test-connect4-window.c — Connect Four in the window under Xvfb: chosen
 * on the game switch, its page shown and the settings that do not apply
 * greyed with the reason; CONNECT4-RULES.md's check position stepped,
 * run and finished in both panes with the rules' figures, the summary
 * and banner saying they disagree; the inspector draws the discs;
 * exports, a scenario file round trip and the study.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cairn-export-options.h"
#include "cairn-game-connect4.h"
#include "cairn-games.h"
#include "cairn-navigation.h"
#include "cairn-pane.h"
#include "cairn-scenario.h"
#include "cairn-study.h"
#include "cairn-sweep.h"
#include "cairn-window.h"
#include "gui-util.h"

typedef GuiFixture Fixture;

#define CHECK_GRID "......./......./......./...X.../X..O..O/X.OOXOX x"

static GtkWidget *
child (GtkWidget  *widget,
       const char *id)
{
  return GTK_WIDGET (gtk_widget_get_template_child (widget, G_OBJECT_TYPE (widget), id));
}

static const char *
tooltip (CairnWindow *win,
         const char  *id)
{
  return gtk_widget_get_tooltip_text (GTK_WIDGET (cairn_window_get_part (win, id)));
}

/* The switch shows the page; the depth goes to 16; engine style,
 * scoring and the pieces rule are greyed, each saying why. */
static void
test_choose (Fixture       *f,
             gconstpointer  data)
{
  GtkSpinButton *depth = GUI_PART (f->win, GtkSpinButton, depth);
  CairnPosition position;
  GtkStringObject *scoring;

  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_connect4), TRUE);
  gui_spin (20);
  cairn_window_get_position (f->win, &position);
  g_assert_true (cairn_position_game (&position) == &cairn_game_connect4);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GUI_PART (f->win, GtkStack, position_stack)), ==, "connect4");
  g_assert_cmpstr (gtk_editable_get_text (GUI_PART (f->win, GtkEditable, grid_entry)), ==,
                   "......./......./......./......./......./....... x");
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (depth)), ==, 16);
  gtk_spin_button_set_value (depth, 16);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (depth), ==, 16);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (depth)), ==,
                   "How many plies (moves of either side) the searches look ahead, 1 to 16");

  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkWidget, scoring))));
  scoring = gtk_drop_down_get_selected_item (GUI_PART (f->win, GtkDropDown, scoring));
  g_assert_cmpstr (gtk_string_object_get_string (scoring), ==, "Sound: win = 10000 − ply");
  g_assert_cmpstr (tooltip (f->win, "scoring"), ==,
                   "Connect Four always scores a won game above every guess at the horizon (10000 − ply), so there is nothing to choose");
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkWidget, null_when))));
  g_assert_cmpstr (tooltip (f->win, "null_when"), ==,
                   "Connect Four has no knights, bishops, rooks or queens, so a null move is always tried: the choice is chess's only");
  g_assert_cmpstr (tooltip (f->win, "search_style"), ==,
                   "Connect Four has no captures, checks or repetitions for the engine style to treat: it is for chess only, so the search here is in the seed style");

  /* A click on the page's column drops a disc the window searches. */
  g_signal_emit_by_name (cairn_window_get_part (f->win, "connect4_board"), "drop", 4u);
  gui_spin (20);
  cairn_window_get_position (f->win, &position);
  g_assert_cmpint (cairn_c4_cell (&position.board, 4, 1), ==, CAIRN_C4_PIECE_X);
  g_assert_cmpint (position.to_move, ==, CAIRN_SIDE_O);
  g_assert_null (cairn_window_get_position_error (f->win));
}

/* CONNECT4-RULES.md §9: 7414571346 at depth 7, R 1: plain alpha-beta
 * plays 3 (19) in 40,647 nodes, null-move pruning 4 (14) in 18,821 with
 * 1,659 probes and 782 prunes; Step and Run first, then Finish. */
static void
test_check_position (Fixture       *f,
                     gconstpointer  data)
{
  CairnCounters l, r;
  GtkWidget *right = GTK_WIDGET (cairn_window_get_pane (f->win, 1));
  g_autofree char *inspector = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.preset", "s", "connect4-check"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GUI_PART (f->win, GtkSpinButton, depth)), ==, 7);
  g_assert_cmpstr (gtk_editable_get_text (GUI_PART (f->win, GtkEditable, grid_entry)), ==, CHECK_GRID);
  gui_set_fen_scenario (f->win, "connect4", "7414571346", 7, 1, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  for (guint k = 1; k <= 3; k++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step", NULL));
      GUI_WAIT_FOR (cairn_window_get_moment (f->win) == k);
    }
  g_assert_cmpuint (gui_counters (f->win, 0).nodes, ==, 3);
  g_assert_cmpuint (gui_counters (f->win, 1).nodes, ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.run-pause", NULL));
  GUI_WAIT_FOR (cairn_window_get_moment (f->win) > 3);
  gui_finish (f->win);

  l = gui_counters (f->win, 0);
  r = gui_counters (f->win, 1);
  g_assert_cmpuint (l.nodes, ==, 40647);
  g_assert_cmpint (l.value, ==, 19);
  g_assert_cmpint (cairn_c4_move_column (l.best_move), ==, 3);
  g_assert_cmpuint (r.nodes, ==, 18821);
  g_assert_cmpuint (r.null_probes, ==, 1659);
  g_assert_cmpuint (r.null_prunes, ==, 782);
  g_assert_cmpint (r.value, ==, 14);
  g_assert_cmpint (cairn_c4_move_column (r.best_move), ==, 4);
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)), ==,
                   "Done.  Plain alpha-beta: 40,647 nodes, value 19, plays 3.   "
                   "Null-move pruning: 18,821 nodes (53.7% fewer), value 14, plays 4.");
  g_assert_cmpstr (cairn_window_get_warning (f->win), ==,
                   "The searches disagree: plain alpha-beta plays 3 (value 19), but null-move pruning plays 4 (value 14).");

  /* The inspector draws the node's discs and names X and O. */
  cairn_pane_select_node (CAIRN_PANE (right), 1);
  gui_spin (20);
  g_assert_true (gtk_widget_get_visible (child (right, "inspector_chess")));
  g_assert_false (gtk_widget_get_visible (child (right, "inspector_board")));
  inspector = cairn_pane_get_inspector_text (CAIRN_PANE (right));
  g_test_message ("%s", inspector);
  g_assert_true (g_str_has_prefix (inspector, "Node 1 (X4): X plays 4, ply 1"));
  g_assert_null (strstr (inspector, "mate"));
  g_assert_null (strstr (inspector, "pawn"));
}

/* The slower win: the banner names the decisive prune after 3. */
static void
test_decisive (Fixture       *f,
               gconstpointer  data)
{
  const char *warning;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.preset", "s", "connect4-slower-win"));
  gui_finish (f->win);
  warning = cairn_window_get_warning (f->win);
  g_test_message ("%s", warning);
  g_assert_cmpstr (warning, ==,
                   "The searches disagree: plain alpha-beta plays 3 (X wins, ply 3), but null-move pruning plays 4 (X wins, ply 5).");
  GUI_WAIT_FOR (cairn_navigation_get_decisive_text (f->win) != NULL);
  g_test_message ("%s", cairn_navigation_get_decisive_text (f->win));
  g_assert_nonnull (strstr (cairn_navigation_get_decisive_text (f->win), "Decisive prune: the null move at node "));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.decisive-prune", NULL));
}

/* PNG, SVG and PDF from the window; a .cairn file with game=connect4
 * that opens in its own game from tic-tac-toe. */
static void
test_files (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-connect4-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "both.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "left.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "right.pdf", NULL);
  g_autofree char *path = g_build_filename (dir, "check.cairn", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  CairnExportOptions options;
  CairnScenario saved, read, shown;

  gui_set_fen_scenario (f->win, "connect4", "274746", 5, 2, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (f->win);
  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_PNG;
  gui_assert_export (f->win, png, CAIRN_EXPORT_BOTH, &options, "\x89PNG");
  options.format = CAIRN_EXPORT_SVG;
  options.theme = CAIRN_THEME_PRINT;
  gui_assert_export (f->win, svg, CAIRN_EXPORT_LEFT, &options, "<svg");
  options.format = CAIRN_EXPORT_PDF;
  gui_assert_export (f->win, pdf, CAIRN_EXPORT_RIGHT, &options, "%PDF");

  cairn_window_get_scenario (f->win, &saved);
  g_assert_true (cairn_scenario_save_file (&saved, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_test_message ("%s", contents);
  g_assert_nonnull (strstr (contents, "game=connect4\n"));
  g_assert_nonnull (strstr (contents, "......./......./......./......./...X..O/.X.X.OO"));
  g_assert_nonnull (strstr (contents, "depth=5\n"));
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
  gui_spin (20);
  g_assert_true (cairn_scenario_load_file (&read, path, NULL, &error));
  g_assert_no_error (error);
  cairn_window_set_scenario (f->win, &read);
  g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, game_connect4)));
  g_assert_cmpstr (gtk_editable_get_text (GUI_PART (f->win, GtkEditable, grid_entry)), ==,
                   "......./......./......./......./...X..O/.X.X.OO x");
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, moves_label)), ==, "474726");
  cairn_window_get_scenario (f->win, &shown);
  g_assert_true (cairn_position_equal (&shown.position, &saved.position));
  g_assert_cmpuint (shown.depth, ==, 5);
  g_assert_cmpuint (shown.reduction, ==, 2);

  g_remove (png);
  g_remove (svg);
  g_remove (pdf);
  g_remove (path);
  g_rmdir (dir);
}

/* The study sweeps a Connect Four position, its board drawn. */
static void
test_study (Fixture       *f,
            gconstpointer  data)
{
  CairnStudy *study;
  const CairnSweep *sweep;

  gui_set_fen_scenario (f->win, "connect4", "274746", 5, 2, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  study = CAIRN_STUDY (cairn_window_open_study (f->win));
  GUI_WAIT_FOR (!cairn_study_is_busy (study) && cairn_study_get_sweep (study) != NULL);
  sweep = cairn_study_get_sweep (study);
  g_assert_cmpuint (sweep->depths->len, ==, 9);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (child (GTK_WIDGET (study), "heading"))),
                   ==, "Which depth limit and R pay off for this position, X to move?");
  g_assert_true (gtk_widget_get_visible (child (GTK_WIDGET (study), "chess_board")));
  g_assert_false (gtk_widget_get_visible (child (GTK_WIDGET (study), "board")));
  gtk_window_destroy (GTK_WINDOW (study));
  gui_spin (50);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
#define ADD(path, fn) g_test_add (path, Fixture, NULL, gui_fixture_setup, fn, gui_fixture_teardown)
  ADD ("/connect4/choose", test_choose);
  ADD ("/connect4/check-position", test_check_position);
  ADD ("/connect4/decisive", test_decisive);
  ADD ("/connect4/files", test_files);
  ADD ("/connect4/study", test_study);
  return gui_test_run ();
}
