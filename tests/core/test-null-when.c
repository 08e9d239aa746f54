/* test-null-when.c — DESIGN §1c's "when to try a null move" in the core:
 * names and errors, the game hook, scenario files, the search (stepped
 * and run), and the finder, sweep and decisive analysis passing it on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-decisive.h"
#include "cairn-finder.h"
#include "cairn-games.h"
#include "cairn-scenario.h"
#include "cairn-sweep.h"
#include "test-util.h"

/* DESIGN 1b's lone pawn: king and pawn against king. */
#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
/* Plain alpha-beta promotes; null move, blind to zugzwang, does not. */
#define ZUGZWANG "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"

static void
settings_for (CairnMode      mode,
              guint          depth,
              guint          reduction,
              CairnNullWhen  when,
              CairnSettings *settings)
{
  test_settings (mode, depth, reduction, FALSE, settings);
  settings->null_when = when;
}

static void
count (const char    *text,
       CairnMode      mode,
       guint          depth,
       guint          reduction,
       CairnNullWhen  when,
       CairnCounters *counters)
{
  CairnPosition position;
  CairnSettings settings;

  test_position (text, NULL, &position);
  settings_for (mode, depth, reduction, when, &settings);
  cairn_search_count (&position, &settings, counters);
}

static void
test_names (void)
{
  const CairnGame *pawns = cairn_games_lookup ("pawns", NULL);
  g_autoptr (GError) error = NULL;
  CairnSettings settings;
  CairnNullWhen when = CAIRN_NULL_WHEN_PIECES;
  g_autofree char *text = NULL;

  cairn_settings_init_default (&settings);
  g_assert_cmpint (settings.null_when, ==, CAIRN_NULL_WHEN_ALWAYS);
  g_assert_cmpint (CAIRN_NULL_WHEN_ALWAYS, ==, 0);

  for (guint i = 0; i < CAIRN_N_NULL_WHENS; i++)
    {
      g_assert_true (cairn_null_when_parse (cairn_null_when_to_string (i), &when, &error));
      g_assert_no_error (error);
      g_assert_cmpint (when, ==, i);
    }
  g_assert_cmpstr (cairn_null_when_to_string (CAIRN_NULL_WHEN_ALWAYS), ==, "always");
  g_assert_cmpstr (cairn_null_when_to_string (CAIRN_NULL_WHEN_PIECES), ==, "pieces");
  g_assert_true (cairn_null_when_parse ("Pieces", &when, NULL));
  g_assert_cmpint (when, ==, CAIRN_NULL_WHEN_PIECES);

  g_assert_false (cairn_null_when_parse ("sometimes", &when, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_NULL_WHEN);
  g_assert_cmpstr (error->message, ==,
                   "“sometimes” is not allowed as when to try a null move: use always (as in the seed) "
                   "or pieces (only when the side to move has a knight, bishop, rook or queen)");
  g_clear_error (&error);
  g_assert_false (cairn_null_when_parse ("", &when, &error));
  g_clear_error (&error);
  g_assert_false (cairn_null_when_parse (NULL, &when, &error));
  g_clear_error (&error);

  /* Both values are valid for every game; anything else is not. */
  settings.null_when = CAIRN_NULL_WHEN_PIECES;
  g_assert_true (cairn_settings_validate (&settings, NULL, NULL));
  g_assert_true (cairn_settings_validate (&settings, pawns, NULL));
  settings.null_when = (CairnNullWhen) 2;
  g_assert_false (cairn_settings_validate (&settings, pawns, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_NULL_WHEN);
  g_clear_error (&error);

  /* Tic-tac-toe has no such pieces: "always" is what is in force. */
  settings.null_when = CAIRN_NULL_WHEN_PIECES;
  g_assert_false (cairn_null_when_matters_for_game (NULL));
  g_assert_false (cairn_null_when_matters_for_game (cairn_games_default ()));
  g_assert_true (cairn_null_when_matters_for_game (pawns));
  g_assert_cmpint (cairn_settings_null_when_for_game (&settings, NULL), ==, CAIRN_NULL_WHEN_ALWAYS);
  g_assert_cmpint (cairn_settings_null_when_for_game (&settings, pawns), ==, CAIRN_NULL_WHEN_PIECES);

  /* Text and figures name the option only where it is in force. */
  g_assert_null (cairn_settings_options_text (&settings, NULL));
  text = cairn_settings_options_text (&settings, pawns);
  g_assert_cmpstr (text, ==, "null move only with pieces");
  g_clear_pointer (&text, g_free);
  settings.probe_window = CAIRN_PROBE_WINDOW_ZERO;
  text = cairn_settings_options_text (&settings, pawns);
  g_assert_cmpstr (text, ==, "zero-width probes, null move only with pieces");
  g_clear_pointer (&text, g_free);
  text = cairn_settings_options_text (&settings, NULL);
  g_assert_cmpstr (text, ==, "zero-width probes");
  g_clear_pointer (&text, g_free);
  settings.null_when = CAIRN_NULL_WHEN_ALWAYS;
  text = cairn_settings_options_text (&settings, pawns);
  g_assert_cmpstr (text, ==, "zero-width probes");
}

/* The hook: tic-tac-toe has none; in the pawn game a queen counts. */
static void
test_has_pieces (void)
{
  const CairnGame *pawns = cairn_games_lookup ("pawns", NULL);
  CairnMove moves[CAIRN_MAX_MOVES];
  CairnPosition position;
  CairnBoard board;
  CairnMove move = CAIRN_NO_MOVE;
  guint n;

  g_assert_null (cairn_games_default ()->has_pieces);
  g_assert_nonnull (pawns->has_pieces);

  test_position ("8/4P3/8/8/8/k7/8/K7 w - - 0 1", NULL, &position);
  g_assert_false (pawns->has_pieces (&position.board, CAIRN_SIDE_X));
  g_assert_false (pawns->has_pieces (&position.board, CAIRN_SIDE_O));
  n = pawns->legal_moves (&position.board, CAIRN_SIDE_X, moves);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = pawns->move_to_string (moves[i]);

      if (g_str_has_prefix (text, "e7e8"))
        move = moves[i];
    }
  g_assert_cmpuint (move, !=, CAIRN_NO_MOVE);
  board = position.board;
  pawns->play (&board, CAIRN_SIDE_X, move);
  g_assert_true (pawns->has_pieces (&board, CAIRN_SIDE_X));
  g_assert_false (pawns->has_pieces (&board, CAIRN_SIDE_O));
}

/* King and pawns only: `pieces` never probes, so null move and verified
 * null move search exactly as plain alpha-beta does. */
static void
test_search_pawns (void)
{
  static const guint depths[] = { 5, 7 };
  CairnCounters always, pieces, plain;

  for (guint d = 0; d < G_N_ELEMENTS (depths); d++)
    {
      count (LONE_PAWN, CAIRN_MODE_PLAIN, depths[d], 1, CAIRN_NULL_WHEN_ALWAYS, &plain);
      for (guint mode = CAIRN_MODE_NULL; mode <= CAIRN_MODE_VERIFIED; mode++)
        for (guint r = 1; r <= 3; r++)
          {
            count (LONE_PAWN, mode, depths[d], r, CAIRN_NULL_WHEN_PIECES, &pieces);
            g_assert_cmpuint (pieces.null_probes, ==, 0);
            test_assert_same_counters (&pieces, &plain);
          }
    }

  /* DESIGN 1b's figures: plain at depth 7 ... */
  count (LONE_PAWN, CAIRN_MODE_PLAIN, 7, 1, CAIRN_NULL_WHEN_PIECES, &plain);
  g_assert_cmpuint (plain.nodes, ==, 20689);
  g_assert_cmpint (plain.value, ==, 120);
  g_assert_cmpuint (plain.cutoffs, ==, 1544);
  /* ... which null move R1 with `always` does not reach: it probes and
   * plays another move (Kd1, 110 instead of Kd2, 120). */
  count (LONE_PAWN, CAIRN_MODE_NULL, 7, 1, CAIRN_NULL_WHEN_ALWAYS, &always);
  g_assert_cmpuint (always.nodes, ==, 6333);
  g_assert_cmpuint (always.null_probes, ==, 696);
  g_assert_cmpuint (always.null_prunes, ==, 409);
  g_assert_cmpint (always.value, ==, 110);
  g_assert_cmpint (always.best_move, !=, plain.best_move);
  count (LONE_PAWN, CAIRN_MODE_NULL, 7, 1, CAIRN_NULL_WHEN_PIECES, &pieces);
  test_assert_same_counters (&pieces, &plain);
  /* DESIGN 1b's null R2 figures, which `pieces` gives up. */
  count (LONE_PAWN, CAIRN_MODE_NULL, 7, 2, CAIRN_NULL_WHEN_ALWAYS, &always);
  g_assert_cmpuint (always.nodes, ==, 7398);
  g_assert_cmpuint (always.null_probes, ==, 138);
  g_assert_cmpuint (always.null_prunes, ==, 17);
}

/* Tic-tac-toe has no pieces of that kind: the option changes nothing. */
static void
test_search_tictactoe (void)
{
  static const char * const positions[] = { ".........", "...O.X...", ".OO...XX." };

  for (guint p = 0; p < G_N_ELEMENTS (positions); p++)
    for (guint mode = CAIRN_MODE_NULL; mode <= CAIRN_MODE_VERIFIED; mode++)
      {
        CairnCounters always, pieces;

        count (positions[p], mode, 7, 1, CAIRN_NULL_WHEN_ALWAYS, &always);
        count (positions[p], mode, 7, 1, CAIRN_NULL_WHEN_PIECES, &pieces);
        test_assert_same_counters (&pieces, &always);
      }
  {
    CairnCounters pieces;

    count (".........", CAIRN_MODE_NULL, 7, 1, CAIRN_NULL_WHEN_PIECES, &pieces);
    g_assert_cmpuint (pieces.nodes, ==, 14545);
    g_assert_cmpuint (pieces.null_probes, ==, 1672);
  }
}

/* Stepping event by event and running to the end agree, tree included. */
static void
test_stepping (void)
{
  static const char * const positions[] = { LONE_PAWN, ZUGZWANG, "...O.X..." };

  for (guint p = 0; p < G_N_ELEMENTS (positions); p++)
    {
      CairnPosition position;
      CairnSettings settings;
      g_autoptr (CairnSearch) run = NULL;
      g_autoptr (CairnSearch) stepped = NULL;

      test_position (positions[p], strchr (positions[p], '/') ? NULL : "x", &position);
      settings_for (CAIRN_MODE_NULL, 5, 1, CAIRN_NULL_WHEN_PIECES, &settings);
      run = cairn_search_new (&position, &settings, TRUE);
      cairn_search_run (run);
      stepped = cairn_search_new (&position, &settings, TRUE);
      while (cairn_search_step (stepped)->type != CAIRN_EVENT_DONE)
        ;
      test_assert_same_search (run, stepped);
      g_assert_cmpint (cairn_search_get_settings (stepped)->null_when, ==, CAIRN_NULL_WHEN_PIECES);
    }
}

static void
test_scenario (void)
{
  static const char old[] = "[Cairn Scenario]\ngame=pawns\nposition=" LONE_PAWN "\ndepth=7\nreduction=1\n"
                            "left-mode=plain\nright-mode=null\nprobe-window=full\nscoring=sound\n";
  static const char with[] = "[Cairn Scenario]\ngame=pawns\nposition=" LONE_PAWN "\ndepth=7\nreduction=1\n"
                             "null-when=pieces\n";
  static const char bad[] = "[Cairn Scenario]\n# a comment\nposition=.........\ndepth=3\nreduction=1\n"
                            "null-when=sometimes\nscoring=seed\n";
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  g_auto (GStrv) warnings = NULL;
  CairnScenario scenario, again;
  CairnSettings settings;

  cairn_scenario_init_default (&scenario);
  g_assert_cmpint (scenario.null_when, ==, CAIRN_NULL_WHEN_ALWAYS);

  /* Files from before the option load as `always`, without a warning. */
  g_assert_true (cairn_scenario_load_data (&scenario, old, strlen (old), &error));
  g_assert_no_error (error);
  g_assert_cmpint (scenario.null_when, ==, CAIRN_NULL_WHEN_ALWAYS);
  warnings = cairn_scenario_check_keys (old, strlen (old));
  g_assert_cmpuint (g_strv_length (warnings), ==, 0);
  g_clear_pointer (&warnings, g_strfreev);

  g_assert_true (cairn_scenario_load_data (&scenario, with, strlen (with), &error));
  g_assert_no_error (error);
  g_assert_cmpint (scenario.null_when, ==, CAIRN_NULL_WHEN_PIECES);
  warnings = cairn_scenario_check_keys (with, strlen (with));
  g_assert_cmpuint (g_strv_length (warnings), ==, 0);
  for (guint pane = 0; pane < 2; pane++)
    {
      cairn_scenario_get_settings (&scenario, pane, &settings);
      g_assert_cmpint (settings.null_when, ==, CAIRN_NULL_WHEN_PIECES);
    }

  /* Written always, and read back. */
  data = cairn_scenario_to_data (&scenario);
  test_assert_contains (data, "\nnull-when=pieces\n");
  g_assert_true (cairn_scenario_load_data (&again, data, strlen (data), &error));
  g_assert_no_error (error);
  g_assert_cmpint (again.null_when, ==, CAIRN_NULL_WHEN_PIECES);
  g_clear_pointer (&data, g_free);
  scenario.null_when = CAIRN_NULL_WHEN_ALWAYS;
  data = cairn_scenario_to_data (&scenario);
  test_assert_contains (data, "\nnull-when=always\n");

  /* A bad value names its line, the key, the value and the choices. */
  g_assert_false (cairn_scenario_load_data (&scenario, bad, strlen (bad), &error));
  g_assert_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_BAD_VALUE);
  g_assert_cmpstr (error->message, ==,
                   "Line 6: bad value for “null-when” in the scenario: “sometimes” is not allowed as "
                   "when to try a null move: use always (as in the seed) or pieces (only when the side "
                   "to move has a knight, bishop, rook or queen)");
}

/* The finder's, the sweep's and the decisive analysis' searches use it. */
static void
test_passed_on (void)
{
  CairnPosition position;
  CairnSettings plain, pruning;
  CairnDecisiveSummary summary;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) prunes = NULL;
  g_autoptr (GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) reductions = g_array_new (FALSE, FALSE, sizeof (guint));
  guint depth = 7, reduction = 1;

  test_position (ZUGZWANG, NULL, &position);

  for (guint w = 0; w < CAIRN_N_NULL_WHENS; w++)
    {
      CairnFinderOptions options;
      g_autoptr (CairnFinderResult) result = NULL;

      cairn_finder_options_init (&options);
      options.min_depth = options.max_depth = 7;
      options.min_reduction = options.max_reduction = 1;
      options.variants = 1u << CAIRN_FINDER_NULL;
      options.null_when = w;
      options.threads = 1;
      result = cairn_finder_run_positions (&options, &position, 1, CAIRN_FINDER_RANK_LOSS);
      /* Null move R1 misses the promotion; with `pieces` it never probes. */
      g_assert_cmpuint (result->cases->len, ==, w == CAIRN_NULL_WHEN_ALWAYS ? 1 : 0);
      if (result->cases->len)
        g_assert_cmpint (g_array_index (result->cases, CairnFinderCase, 0).null_when, ==, w);
    }

  g_array_append_val (depths, depth);
  g_array_append_val (reductions, reduction);
  settings_for (CAIRN_MODE_NULL, 7, 1, CAIRN_NULL_WHEN_PIECES, &pruning);
  {
    g_autoptr (CairnSweep) sweep = cairn_sweep_compute (&position, &pruning, CAIRN_MODE_PLAIN,
                                                        CAIRN_MODE_NULL, depths, reductions);

    g_assert_cmpint (sweep->null_when, ==, CAIRN_NULL_WHEN_PIECES);
    CairnCounters direct;

    /* In chess a new queen stays on the board, so `pieces` probes after
     * e8=Q (2 probes) but nowhere else; the sweep counts what a direct
     * search with the same settings counts. */
    cairn_search_count (&position, &pruning, &direct);
    g_assert_cmpuint (direct.null_probes, ==, 2);
    g_assert_cmpuint (sweep->cells[0].null_probes, ==, direct.null_probes);
    g_assert_cmpuint (sweep->cells[0].nodes, ==, direct.nodes);
  }

  settings_for (CAIRN_MODE_PLAIN, 7, 1, CAIRN_NULL_WHEN_PIECES, &plain);
  prunes = cairn_decisive_prunes (&position, &plain, &pruning, &summary, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (prunes->len, ==, 0);
  g_assert_false (summary.pruning_worse);
  g_clear_pointer (&prunes, g_array_unref);
  pruning.null_when = CAIRN_NULL_WHEN_ALWAYS;
  prunes = cairn_decisive_prunes (&position, &plain, &pruning, &summary, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (prunes->len, >, 0);
  g_assert_true (summary.pruning_worse);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/null-when/names", test_names);
  g_test_add_func ("/null-when/has-pieces", test_has_pieces);
  g_test_add_func ("/null-when/search-pawns", test_search_pawns);
  g_test_add_func ("/null-when/search-tictactoe", test_search_tictactoe);
  g_test_add_func ("/null-when/stepping", test_stepping);
  g_test_add_func ("/null-when/scenario", test_scenario);
  g_test_add_func ("/null-when/passed-on", test_passed_on);
  return g_test_run ();
}
