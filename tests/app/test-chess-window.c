/* test-chess-window.c — chess in the window, under a private Xvfb: the
 * game switch and its labels, the scoring choice, a search stepped, run
 * and finished to the core's figures, the banner, the study and exports.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cairn-export-dialog.h"
#include "cairn-game-tictactoe.h"
#include "cairn-scenario.h"
#include "cairn-search.h"
#include "cairn-study.h"
#include "cairn-sweep.h"
#include "gui-chess.h"

typedef GuiFixture Fixture;

static void
test_switch (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  CairnPosition p;
  g_autofree char *first = NULL;
  g_autofree char *again = NULL;
  g_autofree char *game = NULL;

  /* Tic-tac-toe: an X in the centre. */
  gui_set_scenario (f->win, "....X....", "o", 5, 3, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe)));

  /* To pawn endings: the chess editor shows, the depth may go to 12. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (20);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GUI_PART (f->win, GtkStack, position_stack)), ==, "chess");
  first = fen (f->win);
  g_assert_cmpstr (first, ==, LONE_PAWN);
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (GUI_PART (f->win, GtkSpinButton, depth))), ==, 12);
  game = g_settings_get_string (settings, "game");
  g_assert_cmpstr (game, ==, "chess");
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 2);
  set_fen (f->win, "4k3/8/8/8/3p4/8/8/4K3 b - - 0 1");
  g_assert_null (cairn_window_get_position_error (f->win));

  /* Back: the X is still in the centre, O to move. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
  gui_spin (20);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GUI_PART (f->win, GtkStack, position_stack)), ==, "tictactoe");
  cairn_window_get_position (f->win, &p);
  g_assert_true (cairn_position_game (&p) == cairn_games_default ());
  g_assert_cmpint (cairn_position_get_cell (&p, 4), ==, CAIRN_CELL_X);
  g_assert_cmpint (p.to_move, ==, CAIRN_SIDE_O);
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (GUI_PART (f->win, GtkSpinButton, depth))), ==, 9);
  g_clear_pointer (&game, g_free);
  game = g_settings_get_string (settings, "game");
  g_assert_cmpstr (game, ==, "tictactoe");

  /* And again: the pawn position as it was left. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (20);
  again = fen (f->win);
  g_assert_cmpstr (again, ==, "4k3/8/8/8/3p4/8/8/4K3 b - - 0 1");

  /* A saved pawn scenario opens in its own game, from tic-tac-toe. */
  {
    g_autofree char *dir = g_dir_make_tmp ("cairn-pawns-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (dir, "zugzwang.cairn", NULL);
    g_autoptr (GError) error = NULL;
    g_autofree char *loaded = NULL;
    CairnScenario saved, read;

    cairn_window_get_scenario (f->win, &saved);
    g_assert_true (cairn_scenario_save_file (&saved, path, &error));
    gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
    gui_spin (20);
    g_assert_true (cairn_scenario_load_file (&read, path, NULL, &error));
    cairn_window_set_scenario (f->win, &read);
    g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, game_chess)));
    loaded = fen (f->win);
    g_assert_cmpstr (loaded, ==, "4k3/8/8/8/3p4/8/8/4K3 b - - 0 1");
    g_remove (path);
    g_rmdir (dir);
  }

  /* A scenario opens in its own game. */
  gui_set_scenario (f->win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe)));
  gui_set_scenario (f->win, LONE_PAWN, NULL, 11, 2, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, game_chess)));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GUI_PART (f->win, GtkSpinButton, depth)), ==, 11);
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 2);
}

/* The greyed scoring choice shows the game's own win score, and the
 * Opposition preset loads the mutual zugzwang its tooltip describes. */
static void
test_scoring_and_presets (Fixture       *f,
                          gconstpointer  data)
{
  GListModel *scorings = gtk_drop_down_get_model (GUI_PART (f->win, GtkDropDown, scoring));
  const CairnGame *pawns = cairn_games_lookup ("pawns", NULL);
  g_autofree char *sound = g_strdup_printf ("Sound: mate = %d − ply", pawns->win_score);
  g_autofree char *opposition = NULL;
  const char *tip;
  CairnScenario scenario;

  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (scorings), CAIRN_SCORING_SOUND), ==,
                   "Sound: win = 1000 − ply");
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (20);
  g_assert_cmpint (pawns->win_score, ==, 30000);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, scoring))));
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, scoring)), ==, CAIRN_SCORING_SOUND);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (scorings), CAIRN_SCORING_SOUND), ==, sound);
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, scoring))), "(30000 − ply)"));
  /* Back to tic-tac-toe: its own sound score, and a choice again. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
  gui_spin (20);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, scoring))));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (scorings), CAIRN_SCORING_SOUND), ==,
                   "Sound: win = 1000 − ply");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.preset", "s", "opposition"));
  gui_spin (20);
  opposition = fen (f->win);
  g_assert_cmpstr (opposition, ==, "8/3k4/8/3K4/3P4/8/8/8 w - - 0 1");
  cairn_window_get_scenario (f->win, &scenario);
  g_assert_cmpuint (scenario.depth, ==, 9);
  g_assert_cmpuint (scenario.reduction, ==, 2);
  /* Its tooltip, as the button shows it. */
  tip = gtk_widget_get_tooltip_text (preset_button (f->win, "opposition"));
  g_assert_nonnull (tip);
  g_assert_nonnull (strstr (tip, "Kd5 and Pd4 against Kd7, a mutual zugzwang: with White to move it is a draw"));
  g_assert_nonnull (strstr (tip, "with Black to move White wins"));
  /* Depth 12 shows the queen only with Black to move, not on the
   * preset's side; searched here as the tooltip says. */
  g_assert_nonnull (strstr (tip, "With Black to move, plain alpha-beta sees the pawn queen from depth 12; "
                                 "the preset, White to move, searches depth 9, R 2"));
  {
    static const struct { const char *side; guint depth; int value; } seen[] = {
      { "b", 11, 150 }, { "b", 12, 900 }, { "w", 12, 140 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (seen); i++)
      {
        g_autofree char *text = g_strdup_printf ("8/3k4/8/3K4/3P4/8/8/8 %s - - 0 1", seen[i].side);
        CairnPosition position;
        CairnSettings settings;
        CairnCounters counters;

        g_assert_true (cairn_position_parse (text, NULL, &position, NULL));
        cairn_scenario_get_settings (&scenario, 0, &settings);
        settings.mode = CAIRN_MODE_PLAIN;
        settings.depth = seen[i].depth;
        cairn_search_count (&position, &settings, &counters);
        g_assert_cmpint (counters.value, ==, seen[i].value);
      }
  }
}

/* The switch reads the two games' names. */
static void
test_switch_labels (Fixture       *f,
                    gconstpointer  data)
{
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (GUI_PART (f->win, GtkToggleButton, game_tictactoe))), ==, "Tic-tac-toe");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (GUI_PART (f->win, GtkToggleButton, game_chess))), ==, "Chess");
}

/* CHESS-RULES.md §9's figures, through Step, Run and Finish. */
static void
test_search (Fixture       *f,
             gconstpointer  data)
{
  CairnCounters l, r;
  g_autofree char *inspector = NULL;

  gui_set_scenario (f->win, LONE_PAWN, NULL, 7, 2, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  for (guint k = 1; k <= 3; k++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step", NULL));
      GUI_WAIT_FOR (cairn_window_get_moment (f->win) == k);
    }
  g_assert_cmpuint (gui_counters (f->win, 0).nodes, ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.run-pause", NULL));
  /* Not a fixed 200 ms: at a load of 18 on two cores Run had not stepped
   * yet by then. */
  GUI_WAIT_FOR (cairn_window_get_moment (f->win) > 3);
  gui_finish (f->win);

  l = gui_counters (f->win, 0);
  r = gui_counters (f->win, 1);
  g_assert_cmpuint (l.nodes, ==, 20689);
  g_assert_cmpuint (l.cutoffs, ==, 1544);
  g_assert_cmpint (l.value, ==, 120);
  g_assert_cmpuint (r.nodes, ==, 7398);
  g_assert_cmpuint (r.null_probes, ==, 138);
  g_assert_cmpuint (r.null_prunes, ==, 17);
  g_assert_cmpint (r.value, ==, 120);
  g_assert_cmpint (l.best_move, ==, r.best_move);
  g_assert_null (cairn_window_get_warning (f->win));
  g_assert_nonnull (strstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)), "plays Kd2"));
  g_assert_nonnull (strstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)), "20,689"));

  /* The inspector speaks chess: the line from the root, White and Black. */
  cairn_pane_select_node (cairn_window_get_pane (f->win, 1), 2);
  inspector = cairn_pane_get_inspector_text (cairn_window_get_pane (f->win, 1));
  g_assert_nonnull (strstr (inspector, "Node 2 (1. "));
  g_test_message ("%s", inspector);
  g_assert_nonnull (strstr (inspector, " is to move and picks the "));
  g_assert_null (strstr (inspector, " X "));
}

/* Plain alpha-beta sees a queen that null-move pruning misses; the banner
 * says so in chess words and its buttons show both moves. */
static void
test_banner (Fixture       *f,
             gconstpointer  data)
{
  const char *warning;
  const CairnTree *tree;

  gui_set_scenario (f->win, "8/8/8/2P5/4k3/1K6/8/8 w - - 0 1", NULL, 5, 1, FALSE,
                    CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (f->win);
  warning = cairn_window_get_warning (f->win);
  g_assert_nonnull (warning);
  /* c6 queens (900 at the horizon; the pawn game called it a win). */
  g_assert_cmpstr (warning, ==, "The searches disagree: plain alpha-beta plays c6 (value 900), "
                   "but null-move pruning plays Kc4 (value 150).");
  g_assert_null (strstr (warning, "cell"));
  g_assert_true (gtk_widget_get_visible (GUI_PART (f->win, GtkWidget, warning_banner)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.jump", "u", 1));
  tree = gui_tree (f->win, 0);
  g_assert_cmpint (cairn_tree_get (tree, cairn_view_state_get_selected_node (
                     cairn_pane_get_view_state (cairn_window_get_pane (f->win, 0))))->move, ==,
                   gui_counters (f->win, 1).best_move);
}

static void
test_study (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr (GArray) depths = cairn_sweep_range (1, 9);
  g_autoptr (GArray) reductions = cairn_sweep_range (1, 4);
  g_autoptr (CairnSweep) want = NULL;
  const CairnSweep *got;
  CairnStudy *study;
  CairnSettings base;
  CairnPosition position;
  guint adaptive = CAIRN_REDUCTION_ADAPTIVE;

  /* R 1 to 4, then adaptive R. */
  g_array_append_val (reductions, adaptive);
  gui_set_scenario (f->win, "8/8/3k4/3P4/3K4/8/8/8 w - - 0 1", NULL, 5, 2, FALSE,
                    CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  cairn_window_get_position (f->win, &position);
  study = CAIRN_STUDY (cairn_window_open_study (f->win));
  GUI_WAIT_FOR (!cairn_study_is_busy (study) && cairn_study_get_sweep (study) != NULL);
  /* A quick sweep can end before the study is first laid out, and a chart
   * of no size has no point to hover. */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (study));
  got = cairn_study_get_sweep (study);

  cairn_settings_init_default (&base);
  want = cairn_sweep_compute (&position, &base, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, depths, reductions);
  g_assert_true (cairn_position_equal (&got->position, &position));
  g_assert_cmpuint (got->depths->len, ==, 9);
  g_assert_cmpuint (got->reductions->len, ==, 5);
  g_assert_cmpmem (got->baseline, 9 * sizeof (CairnCounters), want->baseline, 9 * sizeof (CairnCounters));
  g_assert_cmpmem (got->cells, 45 * sizeof (CairnCounters), want->cells, 45 * sizeof (CairnCounters));
  {
    g_autofree char *tip = NULL;
    GtkWidget *chart = cairn_study_get_chart (study);
    int w = gtk_widget_get_width (chart), h = gtk_widget_get_height (chart);

    /* Somewhere over the chart a tooltip names moves in SAN, not cells. */
    for (int y = 0; y < h && tip == NULL; y += 4)
      for (int x = 0; x < w && tip == NULL; x += 4)
        tip = cairn_study_describe_at (study, x, y);
    g_assert_nonnull (tip);
    g_assert_null (strstr (tip, "cell"));
  }
  gtk_window_destroy (GTK_WINDOW (study));
  gui_spin (20);
}

static void
test_export (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-pawns-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "both.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "left.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "right.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  CairnExportOptions options;

  gui_set_scenario (f->win, LONE_PAWN, NULL, 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (f->win);
  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_PNG;
  gui_assert_export (f->win, png, CAIRN_EXPORT_BOTH, &options, "\x89PNG");
  texture = gdk_texture_new_from_filename (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), >, 100);

  options.format = CAIRN_EXPORT_SVG;
  options.theme = CAIRN_THEME_PRINT;
  gui_assert_export (f->win, svg, CAIRN_EXPORT_LEFT, &options, "<svg");

  options.format = CAIRN_EXPORT_PDF;
  gui_assert_export (f->win, pdf, CAIRN_EXPORT_RIGHT, &options, "%PDF");

  g_remove (png);
  g_remove (svg);
  g_remove (pdf);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

#define ADD(path, fn) \
  g_test_add (path, Fixture, NULL, gui_fixture_setup, fn, gui_fixture_teardown)
  ADD ("/chess-window/switch", test_switch);
  ADD ("/chess-window/scoring-and-presets", test_scoring_and_presets);
  ADD ("/chess-window/switch-labels", test_switch_labels);
  ADD ("/chess-window/search", test_search);
  ADD ("/chess-window/banner", test_banner);
  ADD ("/chess-window/study", test_study);
  ADD ("/chess-window/export", test_export);
#undef ADD

  return gui_test_run ();
}
