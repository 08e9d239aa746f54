/* test-options.c — SEARCH-RULES.md §3: the probe window, the scoring, their
 * names, settings and scenario files, and the engine against two
 * recursive oracles under every combination of options (decisive prunes
 * are in test-decisive.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess-board.h"
#include "cairn-game-tictactoe.h"
#include "cairn-games.h"
#include "cairn-scenario.h"
#include "chess-oracle.h"
#include "test-util.h"
#include "ttt-oracle.h"

#define CHECK_FEN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
#define DECISIVE_FEN "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"

static const CairnGame *
chess (void)
{
  const CairnGame *game = cairn_games_lookup ("chess", NULL);

  g_assert_nonnull (game);
  return game;
}

static void
options_settings (CairnMode         mode,
                  guint             depth,
                  guint             reduction,
                  gboolean          guard,
                  CairnProbeWindow  window,
                  CairnScoring      scoring,
                  CairnSettings    *settings)
{
  test_settings (mode, depth, reduction, guard, settings);
  settings->probe_window = window;
  settings->scoring = scoring;
}

static void
count (const char       *text,
       const char       *to_move,
       CairnMode         mode,
       guint             depth,
       guint             reduction,
       CairnProbeWindow  window,
       CairnScoring      scoring,
       CairnCounters    *counters)
{
  CairnPosition position;
  CairnSettings settings;

  test_position (text, to_move, &position);
  options_settings (mode, depth, reduction, FALSE, window, scoring, &settings);
  cairn_search_count (&position, &settings, counters);
}

/* SEARCH-RULES.md §3.1's checks for the probe window, and the defaults. */
static void
test_probe_window_figures (void)
{
  CairnSettings defaults;
  CairnCounters c;

  cairn_settings_init_default (&defaults);
  g_assert_cmpint (defaults.probe_window, ==, CAIRN_PROBE_WINDOW_FULL);
  g_assert_cmpint (defaults.scoring, ==, CAIRN_SCORING_SEED);
  g_assert_cmpuint (defaults.ignore_prune_node, ==, 0);

  count (".........", NULL, CAIRN_MODE_NULL, 9, 1, CAIRN_PROBE_WINDOW_ZERO, CAIRN_SCORING_SEED, &c);
  g_assert_cmpuint (c.nodes, ==, 46031);
  g_assert_cmpint (c.value, ==, 0);
  count (".........", NULL, CAIRN_MODE_NULL, 9, 1, CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, &c);
  g_assert_cmpuint (c.nodes, ==, 80790);
  count (".........", NULL, CAIRN_MODE_NULL, 5, 3, CAIRN_PROBE_WINDOW_ZERO, CAIRN_SCORING_SEED, &c);
  g_assert_cmpuint (c.nodes, ==, 803);
  g_assert_cmpint (c.value, ==, 12);
  g_assert_cmpint (c.best_move, ==, 4);
  count (".........", NULL, CAIRN_MODE_NULL, 5, 3, CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, &c);
  g_assert_cmpuint (c.nodes, ==, 803);

  /* Plain alpha-beta never probes: the window changes nothing. */
  count (".........", NULL, CAIRN_MODE_PLAIN, 5, 3, CAIRN_PROBE_WINDOW_ZERO, CAIRN_SCORING_SEED, &c);
  g_assert_cmpuint (c.nodes, ==, 1787);
}

/* SEARCH-RULES.md §3.1: the probe window changes answers, not only work.  The
 * pair the README, the man page and the zero-window card quote. */
static void
test_probe_window_changes_move (void)
{
  CairnCounters full, zero, plain;

  count ("XOO....X.", "x", CAIRN_MODE_NULL, 9, 2, CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, &full);
  g_assert_cmpint (full.best_move, ==, 3);
  g_assert_cmpint (full.value, ==, 5);
  g_assert_cmpuint (full.nodes, ==, 269);
  count ("XOO....X.", "x", CAIRN_MODE_NULL, 9, 2, CAIRN_PROBE_WINDOW_ZERO, CAIRN_SCORING_SEED, &zero);
  g_assert_cmpint (zero.best_move, ==, 6);
  g_assert_cmpint (zero.value, ==, 7);
  g_assert_cmpuint (zero.nodes, ==, 326);
  /* Here the zero window costs more, and happens to play plain's move. */
  g_assert_cmpuint (zero.nodes, >, full.nodes);
  count ("XOO....X.", "x", CAIRN_MODE_PLAIN, 9, 2, CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, &plain);
  g_assert_cmpint (plain.best_move, ==, 6);
  g_assert_cmpint (plain.value, ==, 7);
}

/* Our own figures for the zero window, each checked against an oracle. */
static void
test_probe_window_table (void)
{
  static const struct {
    const char      *text;
    CairnMode        mode;
    ChessOracleMode  oracle;
    guint            depth, reduction;
    CairnProbeWindow window;
    guint64          nodes, probes, prunes, cutoffs, verifications, re_searches;
    int              value;
  } cases[] = {
    { ".........", CAIRN_MODE_NULL, CHESS_ORACLE_NULL, 9, 1, CAIRN_PROBE_WINDOW_ZERO,
      46031, 9879, 2184, 11551, 0, 0, 0 },
    { ".........", CAIRN_MODE_NULL, CHESS_ORACLE_NULL, 9, 1, CAIRN_PROBE_WINDOW_FULL,
      80790, 13501, 2959, 17171, 0, 0, 0 },
    /* TICTACTOE-RULES.md §8's verified check does not move with the window. */
    { ".........", CAIRN_MODE_VERIFIED, CHESS_ORACLE_VERIFIED, 5, 3, CAIRN_PROBE_WINDOW_ZERO,
      909, 9, 0, 221, 7, 0, 12 },
    /* CHESS-RULES.md §9.2's check position: 7,398 nodes with the full window. */
    { CHECK_FEN, CAIRN_MODE_NULL, CHESS_ORACLE_NULL, 7, 2, CAIRN_PROBE_WINDOW_ZERO,
      7186, 138, 17, 593, 0, 0, 120 },
    { CHECK_FEN, CAIRN_MODE_VERIFIED, CHESS_ORACLE_VERIFIED, 7, 2, CAIRN_PROBE_WINDOW_FULL,
      8246, 154, 27, 900, 32, 2, 110 },
    { CHECK_FEN, CAIRN_MODE_VERIFIED, CHESS_ORACLE_VERIFIED, 7, 2, CAIRN_PROBE_WINDOW_ZERO,
      7955, 154, 27, 897, 32, 2, 110 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ChessOracleOptions options = {
        cases[i].oracle, cases[i].depth, cases[i].reduction, FALSE,
        cases[i].window == CAIRN_PROBE_WINDOW_ZERO, 0, CHESS_ORACLE_NO_MOVE, NULL,
      };
      CairnPosition position;
      CairnCounters c;
      ChessOracleResult o;

      count (cases[i].text, NULL, cases[i].mode, cases[i].depth, cases[i].reduction,
             cases[i].window, CAIRN_SCORING_SEED, &c);
      g_assert_cmpuint (c.nodes, ==, cases[i].nodes);
      g_assert_cmpuint (c.null_probes, ==, cases[i].probes);
      g_assert_cmpuint (c.null_prunes, ==, cases[i].prunes);
      g_assert_cmpuint (c.cutoffs, ==, cases[i].cutoffs);
      g_assert_cmpuint (c.verifications, ==, cases[i].verifications);
      g_assert_cmpuint (c.re_searches, ==, cases[i].re_searches);
      g_assert_cmpint (c.value, ==, cases[i].value);

      test_position (cases[i].text, NULL, &position);
      if (cairn_position_game (&position) == chess ())
        chess_oracle_run_options (CAIRN_CHESS_BOARD (&position.board), position.to_move, &options, &o);
      else
        ttt_oracle_run (cases[i].text, position.to_move, 10, &options, &o);
      g_assert_cmpuint (o.nodes, ==, cases[i].nodes);
      g_assert_cmpuint (o.cutoffs, ==, cases[i].cutoffs);
      g_assert_cmpint (o.value, ==, cases[i].value);
    }
}

/* The probe's recorded window, and the events that carry it. */
static void
test_probe_window_tree (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnTree *tree;
  guint probes = 0;

  test_position (".........", NULL, &position);
  options_settings (CAIRN_MODE_NULL, 6, 1, FALSE, CAIRN_PROBE_WINDOW_ZERO, CAIRN_SCORING_SEED, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  for (const CairnEvent *e = cairn_search_step (search); e->type != CAIRN_EVENT_DONE;
       e = cairn_search_step (search))
    if (e->type == CAIRN_EVENT_NULL_PROBE_BEGUN)
      {
        const CairnNode *probe = cairn_tree_get (cairn_search_get_tree (search), e->other);

        g_assert_cmpint (e->alpha, ==, probe->alpha);
        g_assert_cmpint (e->beta, ==, probe->beta);
      }
  tree = cairn_search_get_tree (search);
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *probe = cairn_tree_get (tree, i);
      const CairnNode *node;

      if (probe->kind != CAIRN_NODE_NULL_PROBE)
        continue;
      node = cairn_tree_get (tree, probe->parent);
      if (cairn_node_is_max (node))
        {
          g_assert_cmpint (probe->alpha, ==, node->beta - 1);
          g_assert_cmpint (probe->beta, ==, node->beta);
        }
      else
        {
          g_assert_cmpint (probe->alpha, ==, node->alpha);
          g_assert_cmpint (probe->beta, ==, node->alpha + 1);
        }
      /* A prune answers the node's own window, exactly as before. */
      g_assert_cmpint (node->end == CAIRN_END_NULL_PRUNED, ==,
                       cairn_node_is_max (node) ? probe->value >= node->beta
                                                : probe->value <= node->alpha);
      probes++;
    }
  g_assert_cmpuint (probes, ==, cairn_search_get_counters (search)->null_probes);
  g_assert_cmpuint (probes, >, 0);
}

/* Stepping runs the same copy of the engine as running, options or not. */
static void
test_stepping_with_options (void)
{
  static const struct {
    const char *text;
    const char *to_move;
    guint       depth;
  } positions[] = {
    { ".........", NULL, 6 },
    { ".OO...XX.", "x", 5 },
    { DECISIVE_FEN, NULL, 5 },
  };

  for (guint p = 0; p < G_N_ELEMENTS (positions); p++)
    for (guint w = 0; w < CAIRN_N_PROBE_WINDOWS; w++)
      for (guint sc = 0; sc < CAIRN_N_SCORINGS; sc++)
        for (guint32 ignore = 0; ignore < 40; ignore += 13)
          {
            CairnPosition position;
            CairnSettings settings;
            g_autoptr (CairnSearch) stepped = NULL;
            g_autoptr (CairnSearch) run = NULL;

            test_position (positions[p].text, positions[p].to_move, &position);
            options_settings (CAIRN_MODE_NULL, positions[p].depth, 1, FALSE, w, sc, &settings);
            settings.ignore_prune_node = ignore;
            run = cairn_search_new (&position, &settings, TRUE);
            cairn_search_run (run);
            stepped = cairn_search_new (&position, &settings, TRUE);
            while (cairn_search_step (stepped)->type != CAIRN_EVENT_DONE)
              ;
            test_assert_same_search (run, stepped);
          }
}

static void
test_scoring_figures (void)
{
  CairnPosition position;
  CairnSettings seed, sound;
  CairnCounters a, b;

  /* SEARCH-RULES.md §3.3: the seed's 10 - ply loses to a guess of 12. */
  count (".OO...XX.", "x", CAIRN_MODE_PLAIN, 3, 1, CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, &a);
  g_assert_cmpint (a.best_move, ==, 0);
  g_assert_cmpint (a.value, ==, 12);
  count (".OO...XX.", "x", CAIRN_MODE_PLAIN, 3, 1, CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SOUND, &b);
  g_assert_cmpint (b.best_move, ==, 8);
  g_assert_cmpint (b.value, ==, 999);

  /* O wins for O: ply - 1000. */
  count ("XX.OO.X..", "o", CAIRN_MODE_PLAIN, 3, 1, CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SOUND, &b);
  g_assert_cmpint (b.best_move, ==, 5);
  g_assert_cmpint (b.value, ==, -999);

  /* The empty board to the end: a draw either way, the same tree. */
  count (".........", NULL, CAIRN_MODE_PLAIN, 9, 1, CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, &a);
  count (".........", NULL, CAIRN_MODE_PLAIN, 9, 1, CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SOUND, &b);
  g_assert_cmpuint (a.nodes, ==, 20866);
  g_assert_cmpint (b.value, ==, 0);

  /* The game table offers both rules; the default one is the seed's. */
  test_position (".OO...XX.", "x", &position);
  {
    CairnBoard won = position.board;
    int score;

    cairn_games_default ()->play (&won, CAIRN_SIDE_X, 8);
    g_assert_true (cairn_games_default ()->terminal (&won, CAIRN_SIDE_O, 1, &score));
    g_assert_cmpint (score, ==, 9);
    g_assert_true (cairn_games_default ()->terminal_sound (&won, CAIRN_SIDE_O, 1, &score));
    g_assert_cmpint (score, ==, 999);
  }

  /* Chess is always sound: both settings search alike. */
  test_position (CHECK_FEN, NULL, &position);
  g_assert_null (chess ()->terminal_sound);
  for (guint mode = 0; mode < CAIRN_N_MODES; mode++)
    {
      options_settings (mode, 7, 2, FALSE, CAIRN_PROBE_WINDOW_FULL, CAIRN_SCORING_SEED, &seed);
      sound = seed;
      sound.scoring = CAIRN_SCORING_SOUND;
      if (mode == CAIRN_MODE_MINIMAX)
        seed.depth = sound.depth = 4;
      cairn_search_count (&position, &seed, &a);
      cairn_search_count (&position, &sound, &b);
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      if (mode == CAIRN_MODE_PLAIN)
        {
          g_assert_cmpuint (a.nodes, ==, 20689);
          g_assert_cmpint (a.value, ==, 120);
        }
    }
}

static void
test_names_and_validation (void)
{
  static const struct {
    const char *text;
    gboolean    ok;
    int         value;
  } windows[] = {
    { "full", TRUE, CAIRN_PROBE_WINDOW_FULL },
    { "zero", TRUE, CAIRN_PROBE_WINDOW_ZERO },
    { "ZERO", TRUE, CAIRN_PROBE_WINDOW_ZERO },
    { "null", FALSE, 0 },
    { "", FALSE, 0 },
    { " zero", FALSE, 0 },
    { "zero-window", FALSE, 0 },
  }, scorings[] = {
    { "seed", TRUE, CAIRN_SCORING_SEED },
    { "sound", TRUE, CAIRN_SCORING_SOUND },
    { "Sound", TRUE, CAIRN_SCORING_SOUND },
    { "engine", FALSE, 0 },
    { "", FALSE, 0 },
    { "sound ", FALSE, 0 },
  };
  g_autoptr (GError) error = NULL;
  CairnSettings settings;

  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    {
      CairnProbeWindow window = 99;

      g_assert_cmpint (cairn_probe_window_parse (windows[i].text, &window, &error), ==, windows[i].ok);
      if (windows[i].ok)
        {
          g_assert_no_error (error);
          g_assert_cmpint (window, ==, windows[i].value);
          g_assert_cmpstr (cairn_probe_window_to_string (window), ==,
                           windows[i].value == CAIRN_PROBE_WINDOW_FULL ? "full" : "zero");
        }
      else
        {
          g_autofree char *expected =
            g_strdup_printf ("Invalid probe window “%s”: use full (the node's own window) "
                             "or zero (a null window at beta, or at alpha)", windows[i].text);

          g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_PROBE_WINDOW);
          g_assert_cmpstr (error->message, ==, expected);
          g_assert_cmpint (window, ==, 99);
          g_clear_error (&error);
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (scorings); i++)
    {
      CairnScoring scoring = 99;

      g_assert_cmpint (cairn_scoring_parse (scorings[i].text, &scoring, &error), ==, scorings[i].ok);
      if (scorings[i].ok)
        {
          g_assert_no_error (error);
          g_assert_cmpint (scoring, ==, scorings[i].value);
          g_assert_cmpstr (cairn_scoring_to_string (scoring), ==,
                           scorings[i].value == CAIRN_SCORING_SEED ? "seed" : "sound");
        }
      else
        {
          g_autofree char *expected =
            g_strdup_printf ("Invalid scoring “%s”: use seed (the seed's win scores) "
                             "or sound (a win outranks every horizon value)", scorings[i].text);

          g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_SCORING);
          g_assert_cmpstr (error->message, ==, expected);
          g_assert_cmpint (scoring, ==, 99);
          g_clear_error (&error);
        }
    }
  /* Not UTF-8: the message stays valid text. */
  {
    CairnScoring scoring;

    g_assert_false (cairn_scoring_parse ("s\xffund", &scoring, &error));
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
    g_clear_error (&error);
  }

  /* Round trips of every value. */
  for (guint i = 0; i < CAIRN_N_PROBE_WINDOWS; i++)
    {
      CairnProbeWindow back;

      g_assert_true (cairn_probe_window_parse (cairn_probe_window_to_string (i), &back, NULL));
      g_assert_cmpint (back, ==, i);
    }
  for (guint i = 0; i < CAIRN_N_SCORINGS; i++)
    {
      CairnScoring back;

      g_assert_true (cairn_scoring_parse (cairn_scoring_to_string (i), &back, NULL));
      g_assert_cmpint (back, ==, i);
    }

  /* Validation: values out of range are refused, naming what is allowed. */
  cairn_settings_init_default (&settings);
  settings.probe_window = 2;
  g_assert_false (cairn_settings_validate (&settings, NULL, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_PROBE_WINDOW);
  g_assert_cmpstr (error->message, ==, "Invalid probe window 2: use full or zero");
  g_clear_error (&error);
  settings.probe_window = CAIRN_PROBE_WINDOW_ZERO;
  settings.scoring = 7;
  g_assert_false (cairn_settings_validate (&settings, chess (), &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_SCORING);
  g_assert_cmpstr (error->message, ==, "Invalid scoring 7: use seed or sound");
  g_clear_error (&error);

  /* Both scorings are valid for pawn endings, which are always sound. */
  for (guint i = 0; i < CAIRN_N_SCORINGS; i++)
    {
      settings.scoring = i;
      g_assert_true (cairn_settings_validate (&settings, chess (), NULL));
      g_assert_true (cairn_settings_validate (&settings, NULL, NULL));
      g_assert_cmpint (cairn_settings_scoring_for_game (&settings, chess ()), ==, CAIRN_SCORING_SOUND);
      g_assert_cmpint (cairn_settings_scoring_for_game (&settings, NULL), ==, i);
    }
  g_assert_true (cairn_scoring_matters_for_game (NULL));
  g_assert_true (cairn_scoring_matters_for_game (cairn_games_default ()));
  g_assert_false (cairn_scoring_matters_for_game (chess ()));
}

static void
test_scenario_keys (void)
{
  g_autoptr (GError) error = NULL;
  CairnScenario scenario, loaded;
  CairnSettings settings;

  /* The defaults are written too. */
  cairn_scenario_init_default (&scenario);
  g_assert_cmpint (scenario.probe_window, ==, CAIRN_PROBE_WINDOW_FULL);
  g_assert_cmpint (scenario.scoring, ==, CAIRN_SCORING_SEED);
  {
    g_autofree char *data = cairn_scenario_to_data (&scenario);

    g_assert_nonnull (strstr (data, "\nprobe-window=full\n"));
    g_assert_nonnull (strstr (data, "\nscoring=seed\n"));
  }

  /* Every combination round-trips, for both games, into both panes. */
  for (guint game = 0; game < 2; game++)
    for (guint w = 0; w < CAIRN_N_PROBE_WINDOWS; w++)
      for (guint s = 0; s < CAIRN_N_SCORINGS; s++)
        {
          g_autofree char *data = NULL;

          cairn_scenario_init_default (&scenario);
          if (game == 1)
            test_position (CHECK_FEN, NULL, &scenario.position);
          scenario.probe_window = w;
          scenario.scoring = s;
          data = cairn_scenario_to_data (&scenario);
          g_assert_true (cairn_scenario_load_data (&loaded, data, strlen (data), &error));
          g_assert_no_error (error);
          g_assert_cmpint (loaded.probe_window, ==, w);
          g_assert_cmpint (loaded.scoring, ==, s);
          for (guint pane = 0; pane < 2; pane++)
            {
              cairn_scenario_get_settings (&loaded, pane, &settings);
              g_assert_cmpint (settings.probe_window, ==, w);
              g_assert_cmpint (settings.scoring, ==, s);
              g_assert_true (cairn_settings_validate (&settings, cairn_position_game (&loaded.position), NULL));
            }
        }

  /* Files from before the options load with the seed's. */
  {
    static const char old[] = "[Cairn Scenario]\nposition=...O.X...\nto-move=x\ndepth=3\nreduction=1\n"
                              "guard=false\nleft-mode=plain\nright-mode=null\n";

    g_assert_true (cairn_scenario_load_data (&loaded, old, strlen (old), &error));
    g_assert_no_error (error);
    g_assert_cmpint (loaded.probe_window, ==, CAIRN_PROBE_WINDOW_FULL);
    g_assert_cmpint (loaded.scoring, ==, CAIRN_SCORING_SEED);
  }

  /* Bad values name the line, the key, the value and what is allowed. */
  {
    static const char bad_window[] = "[Cairn Scenario]\nposition=.........\ndepth=3\nreduction=1\n"
                                     "probe-window=narrow\n";
    static const char bad_scoring[] = "[Cairn Scenario]\nposition=.........\ndepth=3\nreduction=1\n"
                                      "scoring=1000\n";

    g_assert_false (cairn_scenario_load_data (&loaded, bad_window, strlen (bad_window), &error));
    g_assert_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_BAD_VALUE);
    g_assert_cmpstr (error->message, ==,
                     "Line 5: bad value for “probe-window” in the scenario: Invalid probe window “narrow”: "
                     "use full (the node's own window) or zero (a null window at beta, or at alpha)");
    g_clear_error (&error);
    g_assert_false (cairn_scenario_load_data (&loaded, bad_scoring, strlen (bad_scoring), &error));
    g_assert_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_BAD_VALUE);
    g_assert_cmpstr (error->message, ==,
                     "Line 5: bad value for “scoring” in the scenario: Invalid scoring “1000”: "
                     "use seed (the seed's win scores) or sound (a win outranks every horizon value)");
    g_clear_error (&error);
  }
}

/* A recursive oracle run on @position with @options. */
typedef void (*OracleRun) (const CairnPosition *position, const ChessOracleOptions *options,
                           ChessOracleResult *result);

static void
run_chess_oracle (const CairnPosition      *position,
                  const ChessOracleOptions *options,
                  ChessOracleResult        *result)
{
  chess_oracle_run_options (CAIRN_CHESS_BOARD (&position->board), position->to_move, options, result);
}

static void
run_oracle (const CairnPosition      *position,
            OracleRun                 oracle,
            CairnScoring              scoring,
            const ChessOracleOptions *options,
            ChessOracleResult        *result)
{
  char cells[CAIRN_N_CELLS + 1];

  if (oracle)
    {
      oracle (position, options, result);
      return;
    }
  cairn_position_format_cells (&position->board, cells);
  ttt_oracle_run (cells, position->to_move, scoring == CAIRN_SCORING_SOUND ? 1000 : 10, options, result);
}

/* The engine against an oracle on one position, every combination of
 * options (oracle NULL: the tic-tac-toe oracle). */
static guint
compare_all_options (const CairnPosition *position,
                     OracleRun            oracle,
                     guint                depth,
                     guint                minimax_depth)
{
  static const struct {
    CairnMode       mode;
    ChessOracleMode oracle;
  } modes[] = {
    { CAIRN_MODE_PLAIN, CHESS_ORACLE_PLAIN },
    { CAIRN_MODE_NULL, CHESS_ORACLE_NULL },
    { CAIRN_MODE_VERIFIED, CHESS_ORACLE_VERIFIED },
    { CAIRN_MODE_MINIMAX, CHESS_ORACLE_MINIMAX },
  };
  static const guint reductions[] = { 1, 2, 3, CAIRN_REDUCTION_ADAPTIVE };
  guint compared = 0;

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    for (guint w = 0; w < CAIRN_N_PROBE_WINDOWS; w++)
      for (guint s = 0; s < CAIRN_N_SCORINGS; s++)
        for (guint guard = 0; guard < 2; guard++)
          for (guint r = 0; r < G_N_ELEMENTS (reductions); r++)
            {
              guint d = modes[m].mode == CAIRN_MODE_MINIMAX ? minimax_depth : depth;
              ChessOracleOptions options = {
                modes[m].oracle, d, reductions[r], guard, w == CAIRN_PROBE_WINDOW_ZERO,
                0, CHESS_ORACLE_NO_MOVE, NULL,
              };
              CairnSettings settings;
              CairnCounters c;
              ChessOracleResult o;

              options_settings (modes[m].mode, d, reductions[r], guard, w, s, &settings);
              cairn_search_count (position, &settings, &c);
              run_oracle (position, oracle, s, &options, &o);

              if (c.nodes != o.nodes || c.value != o.value)
                {
                  g_autofree char *text = cairn_position_to_string (position);

                  g_test_message ("%s %s, %s d%u R%u %s %s guard %u: engine %" G_GUINT64_FORMAT
                                  " nodes value %d, oracle %" G_GUINT64_FORMAT " nodes value %d",
                                  text, cairn_side_to_string (position->to_move),
                                  cairn_mode_to_string (modes[m].mode), d, reductions[r],
                                  cairn_probe_window_to_string (w), cairn_scoring_to_string (s),
                                  guard, c.nodes, c.value, o.nodes, o.value);
                }
              chess_oracle_assert_same (&c, &o);

              /* Each prune undone alone names the same node in both. */
              if (c.null_prunes > 0)
                {
                  g_autoptr (GArray) prunes = g_array_new (FALSE, FALSE, sizeof (ChessOraclePrune));

                  options.prunes = prunes;
                  run_oracle (position, oracle, s, &options, &o);
                  options.prunes = NULL;
                  g_assert_cmpuint (prunes->len, ==, c.null_prunes);
                  for (guint k = 0; k < prunes->len; k += 1 + prunes->len / 3)
                    {
                      options.ignore_prune_node = g_array_index (prunes, ChessOraclePrune, k).node;
                      settings.ignore_prune_node = (guint32) options.ignore_prune_node;
                      cairn_search_count (position, &settings, &c);
                      run_oracle (position, oracle, s, &options, &o);
                      chess_oracle_assert_same (&c, &o);
                      compared++;
                    }
                  options.ignore_prune_node = 0;
                }
              compared++;
            }
  return compared;
}

static void
test_oracle_tictactoe (void)
{
  g_autoptr (GPtrArray) positions = test_all_positions ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (1999);
  guint compared = 0;

  /* The positions of TICTACTOE-RULES.md §8, then random ones at random depths. */
  {
    CairnPosition p;

    test_position (".........", NULL, &p);
    compared += compare_all_options (&p, NULL, 5, 5);
    test_position ("...O.X...", "x", &p);
    compared += compare_all_options (&p, NULL, 3, 3);
    test_position (".OO...XX.", "x", &p);
    compared += compare_all_options (&p, NULL, 3, 3);
  }
  for (guint i = 0; i < 60; i++)
    {
      const CairnPosition *p = g_ptr_array_index (positions, g_rand_int_range (rand, 0, (int) positions->len));
      guint depth = (guint) g_rand_int_range (rand, 1, 10);

      compared += compare_all_options (p, NULL, depth, MIN (depth, 6));
    }
  g_test_message ("%u searches compared", compared);
}

static void
test_oracle_pawns (void)
{
  static const struct {
    const char *material;
    CairnSide   side;
    guint       one_in;
  } materials[] = {
    { "KPK", CAIRN_SIDE_X, 6000 },
    { "KPK", CAIRN_SIDE_O, 6000 },
    { "KPKP", CAIRN_SIDE_X, 250000 },
    { "KPKP", CAIRN_SIDE_O, 250000 },
  };
  g_autoptr (GArray) positions = g_array_new (FALSE, FALSE, sizeof (CairnPosition));
  g_autoptr (GRand) rand = g_rand_new_with_seed (2002);
  guint compared = 0;

  for (guint i = 0; i < G_N_ELEMENTS (materials); i++)
    test_chess_sample (positions, materials[i].material, materials[i].side, materials[i].one_in, rand);
  {
    CairnPosition p;

    test_position (DECISIVE_FEN, NULL, &p);
    g_array_prepend_val (positions, p);
  }
  g_test_message ("%u positions", positions->len);
  g_assert_cmpuint (positions->len, >=, 20);

  for (guint i = 0; i < positions->len; i++)
    {
      const CairnPosition *p = &g_array_index (positions, CairnPosition, i);
      guint depth = i == 0 ? 7 : (guint) g_rand_int_range (rand, 3, 8);

      compared += compare_all_options (p, run_chess_oracle, depth, MIN (depth, 4));
    }
  g_test_message ("%u searches compared", compared);
}

/* What a plain search has no use for never makes it another search; what
 * a null-move search reads does.  A search adopts the settings that make
 * the same events, and its tree reports them. */
static void
test_same_search (void)
{
  CairnPosition position;
  CairnSettings plain, other;
  CairnSearch *search;
  CairnCounters before;

  test_position ("...O.X...", "x", &position);
  test_settings (CAIRN_MODE_PLAIN, 3, 1, FALSE, &plain);
  other = plain;
  other.guard = TRUE;
  other.reduction = 3;
  other.probe_window = CAIRN_PROBE_WINDOW_ZERO;
  other.null_when = CAIRN_NULL_WHEN_PIECES;
  g_assert_true (cairn_settings_same_search (&plain, &other, NULL));
  other.depth = 4;
  g_assert_false (cairn_settings_same_search (&plain, &other, NULL));
  other.depth = 3;
  other.scoring = CAIRN_SCORING_SOUND;
  g_assert_false (cairn_settings_same_search (&plain, &other, NULL));
  other.scoring = plain.scoring;

  plain.mode = other.mode = CAIRN_MODE_NULL;
  g_assert_false (cairn_settings_same_search (&plain, &other, NULL));
  other = plain;
  other.guard = TRUE;
  g_assert_false (cairn_settings_same_search (&plain, &other, NULL));
  /* Tic-tac-toe has no pieces: the rule changes nothing there. */
  other = plain;
  other.null_when = CAIRN_NULL_WHEN_PIECES;
  g_assert_true (cairn_settings_same_search (&plain, &other, NULL));

  test_settings (CAIRN_MODE_PLAIN, 3, 1, FALSE, &plain);
  search = cairn_search_new (&position, &plain, TRUE);
  for (guint i = 0; i < 40; i++)
    cairn_search_step (search);
  before = *cairn_search_get_counters (search);
  other = plain;
  other.guard = TRUE;
  other.reduction = 2;
  cairn_search_adopt_settings (search, &other);
  g_assert_true (cairn_search_get_settings (search)->guard);
  g_assert_true (cairn_search_get_tree (search)->settings.guard);
  g_assert_cmpmem (cairn_search_get_counters (search), sizeof before, &before, sizeof before);
  cairn_search_run (search);
  g_assert_cmpuint (cairn_search_get_counters (search)->nodes, ==, 122);
  cairn_search_free (search);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/options/probe-window-figures", test_probe_window_figures);
  g_test_add_func ("/options/same-search", test_same_search);
  g_test_add_func ("/options/probe-window-changes-move", test_probe_window_changes_move);
  g_test_add_func ("/options/probe-window-table", test_probe_window_table);
  g_test_add_func ("/options/probe-window-tree", test_probe_window_tree);
  g_test_add_func ("/options/stepping-with-options", test_stepping_with_options);
  g_test_add_func ("/options/scoring-figures", test_scoring_figures);
  g_test_add_func ("/options/names-and-validation", test_names_and_validation);
  g_test_add_func ("/options/scenario-keys", test_scenario_keys);
  g_test_add_func ("/options/oracle-tictactoe", test_oracle_tictactoe);
  g_test_add_func ("/options/oracle-chess", test_oracle_pawns);
  return g_test_run ();
}
