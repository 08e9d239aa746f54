/* test-count.c — the count-only search against the stepping engine: every
 * counter, the value and the best move, over thousands of random
 * positions of both games × modes × R × options.
 *
 * CAIRN_TEST_SCALE (a percentage, 100 by default) scales the number of
 * positions, for a longer run by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-count.h"
#include "cairn-game-tictactoe.h"
#include "cairn-games.h"
#include "cairn-position.h"
#include "cairn-search.h"
#include "cairn-settings.h"
#include "test-util.h"

static const CairnMode modes[] = {
  CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED, CAIRN_MODE_MINIMAX,
};

/* R = 0 is the finder's; the rest are what people may choose. */
static const guint reductions[] = { 0, 1, 2, 3, 4, 6, CAIRN_REDUCTION_ADAPTIVE };

/* What the comparisons went through, so that a test run is known to have
 * reached every rule: stops at the cap, re-searches, ignored verdicts,
 * prunes, cutoffs. */
static struct {
  guint searches, aborted, re_searched, ignored, pruned, cut;
} seen;

static void
assert_same (const CairnCounters *stepped,
             gboolean             stepped_done,
             const CairnCounters *counted,
             gboolean             counted_done,
             const CairnPosition *position,
             const CairnSettings *settings)
{
  if (stepped_done == counted_done &&
      stepped->nodes == counted->nodes &&
      stepped->null_probes == counted->null_probes &&
      stepped->null_prunes == counted->null_prunes &&
      stepped->cutoffs == counted->cutoffs &&
      stepped->verifications == counted->verifications &&
      stepped->re_searches == counted->re_searches &&
      stepped->events == counted->events &&
      stepped->value == counted->value &&
      stepped->best_move == counted->best_move)
    return;

  {
    const CairnGame *game = cairn_position_game (position);
    g_autofree char *text = game->position_to_string (&position->board, position->to_move);

    g_test_message ("%s side %d mode %s depth %u R %u guard %d window %d scoring %d "
                    "null-when %d root %u ignore %u cap %u window [%d, %d]",
                    text, position->to_move, cairn_mode_to_string (settings->mode),
                    settings->depth, settings->reduction, settings->guard,
                    settings->probe_window, settings->scoring, settings->null_when,
                    settings->root_move, settings->ignore_prune_node, settings->node_cap,
                    settings->root_alpha, settings->root_beta);
    g_test_message ("stepped: done %d nodes %" G_GUINT64_FORMAT " probes %" G_GUINT64_FORMAT
                    " prunes %" G_GUINT64_FORMAT " cutoffs %" G_GUINT64_FORMAT
                    " verif %" G_GUINT64_FORMAT " re %" G_GUINT64_FORMAT
                    " events %" G_GUINT64_FORMAT " value %d move %d",
                    stepped_done, stepped->nodes, stepped->null_probes, stepped->null_prunes,
                    stepped->cutoffs, stepped->verifications, stepped->re_searches,
                    stepped->events, stepped->value, stepped->best_move);
    g_test_message ("counted: done %d nodes %" G_GUINT64_FORMAT " probes %" G_GUINT64_FORMAT
                    " prunes %" G_GUINT64_FORMAT " cutoffs %" G_GUINT64_FORMAT
                    " verif %" G_GUINT64_FORMAT " re %" G_GUINT64_FORMAT
                    " events %" G_GUINT64_FORMAT " value %d move %d",
                    counted_done, counted->nodes, counted->null_probes, counted->null_prunes,
                    counted->cutoffs, counted->verifications, counted->re_searches,
                    counted->events, counted->value, counted->best_move);
    g_assert_not_reached ();
  }
}

/* The probing nodes whose probe failed high (a prune or a verification),
 * by stepping the engine: the nodes an ignored verdict can name. */
static guint32
pick_failed_high_node (const CairnPosition *position,
                       const CairnSettings *settings,
                       GRand               *rand)
{
  g_autoptr (CairnSearch) search = cairn_search_new (position, settings, FALSE);
  g_autoptr (GArray) nodes = g_array_new (FALSE, FALSE, sizeof (guint32));

  while (!cairn_search_is_done (search))
    {
      const CairnEvent *e = cairn_search_step (search);

      if (e->type == CAIRN_EVENT_NULL_PROBE_RESOLVED && e->detail != CAIRN_VERDICT_SEARCH)
        g_array_append_val (nodes, e->node);
    }
  if (nodes->len == 0)
    return 0;
  return g_array_index (nodes, guint32, g_rand_int_range (rand, 0, (gint32) nodes->len));
}

/* Compares both searches of @position under @tries random settings. */
static void
compare_random_settings (const CairnPosition *position,
                         guint                depth_max,
                         guint                tries,
                         guint                node_cap,
                         GRand               *rand)
{
  const CairnGame *game = cairn_position_game (position);
  CairnMove moves[CAIRN_MAX_MOVES];
  guint n_moves = game->legal_moves (&position->board, position->to_move, moves);
  int ignored;

  for (guint t = 0; t < tries; t++)
    {
      CairnSettings settings;
      CairnCounters stepped, counted;
      gboolean stepped_done, counted_done;

      cairn_settings_init_default (&settings);
      settings.mode = modes[g_rand_int_range (rand, 0, G_N_ELEMENTS (modes))];
      settings.depth = (guint) g_rand_int_range (rand, 1, (gint32) depth_max + 1);
      settings.reduction = reductions[g_rand_int_range (rand, 0, G_N_ELEMENTS (reductions))];
      settings.guard = g_rand_boolean (rand);
      settings.probe_window = g_rand_boolean (rand) ? CAIRN_PROBE_WINDOW_ZERO : CAIRN_PROBE_WINDOW_FULL;
      settings.scoring = g_rand_boolean (rand) ? CAIRN_SCORING_SOUND : CAIRN_SCORING_SEED;
      settings.null_when = g_rand_boolean (rand) ? CAIRN_NULL_WHEN_PIECES : CAIRN_NULL_WHEN_ALWAYS;
      settings.node_cap = node_cap;
      if (n_moves > 0 && g_rand_int_range (rand, 0, 8) == 0)
        settings.root_move = moves[g_rand_int_range (rand, 0, (gint32) n_moves)];
      /* Now and then a small cap, to stop both mid-search. */
      if (g_rand_int_range (rand, 0, 10) == 0)
        settings.node_cap = (guint) g_rand_int_range (rand, 1, 400);
      /* Now and then a root window, as the suite's tie tests give. */
      if (g_rand_int_range (rand, 0, 6) == 0)
        test_random_root_window (&settings, game, rand);
      g_assert_true (cairn_settings_validate (&settings, game, NULL));
      if (cairn_mode_uses_null_move (settings.mode) && g_rand_int_range (rand, 0, 4) == 0 &&
          (ignored = (int) pick_failed_high_node (position, &settings, rand)) > 0)
        settings.ignore_prune_node = (guint32) ignored;

      {
        g_autoptr (CairnSearch) search = cairn_search_new (position, &settings, FALSE);

        cairn_search_run (search);
        stepped = *cairn_search_get_counters (search);
        stepped_done = !cairn_search_is_aborted (search);
      }
      counted_done = cairn_count_search (position, &settings, &counted);
      assert_same (&stepped, stepped_done, &counted, counted_done, position, &settings);
      seen.searches++;
      seen.aborted += !counted_done;
      seen.re_searched += counted.re_searches > 0;
      seen.ignored += settings.ignore_prune_node != 0;
      seen.pruned += counted.null_prunes > 0;
      seen.cut += counted.cutoffs > 0;
    }
}

/* Random legal tic-tac-toe boards: random cells and side where the rules
 * allow them, and random games from the empty board. */
static void
random_tictactoe (CairnPosition *position,
                  GRand         *rand)
{
  const CairnGame *game = cairn_games_lookup ("tictactoe", NULL);

  for (;;)
    {
      cairn_position_init_game (position, game);
      if (g_rand_boolean (rand))
        {
          guint plies = (guint) g_rand_int_range (rand, 0, 9);

          for (guint p = 0; p < plies; p++)
            {
              CairnMove moves[CAIRN_MAX_MOVES];
              int score;
              guint n;

              if (game->terminal (&position->board, position->to_move, p, &score))
                break;
              n = game->legal_moves (&position->board, position->to_move, moves);
              game->play (&position->board, position->to_move,
                          moves[g_rand_int_range (rand, 0, (gint32) n)]);
              position->to_move = cairn_side_other (position->to_move);
            }
        }
      else
        {
          for (guint cell = 0; cell < 9; cell++)
            {
              guint what = (guint) g_rand_int_range (rand, 0, 3);

              if (what < 2)
                cairn_ttt_marks (&position->board)[what] |= (guint64) 1 << cell;
            }
          position->to_move = g_rand_boolean (rand) ? CAIRN_SIDE_X : CAIRN_SIDE_O;
        }
      if (game->validate (&position->board, position->to_move, NULL))
        return;
    }
}

static void
assert_seen_every_rule (gboolean re_searches)
{
  g_test_message ("%u searches: %u stopped at the cap, %u re-searched, %u with an ignored "
                  "verdict, %u pruned, %u cut off",
                  seen.searches, seen.aborted, seen.re_searched, seen.ignored, seen.pruned, seen.cut);
  g_assert_cmpuint (seen.aborted, >, 0);
  if (re_searches)
    g_assert_cmpuint (seen.re_searched, >, 0);
  g_assert_cmpuint (seen.ignored, >, 0);
  g_assert_cmpuint (seen.pruned, >, 0);
  g_assert_cmpuint (seen.cut, >, 0);
  memset (&seen, 0, sizeof seen);
}

static void
test_tictactoe (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (24);
  guint n = test_scaled (3000);

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;

      random_tictactoe (&position, rand);
      compare_random_settings (&position, 9, 4, 0, rand);
    }
  assert_seen_every_rule (TRUE);
}

/* Plays up to @plies random legal moves (stopping at a game's end). */
static void
random_playout (CairnPosition *position,
                guint          plies,
                GRand         *rand)
{
  const CairnGame *game = cairn_position_game (position);

  for (guint p = 0; p < plies; p++)
    {
      CairnMove moves[CAIRN_MAX_MOVES];
      int score;
      guint n;

      if (game->terminal (&position->board, position->to_move, 0, &score))
        return;
      n = game->legal_moves (&position->board, position->to_move, moves);
      game->play (&position->board, position->to_move,
                  moves[g_rand_int_range (rand, 0, (gint32) n)]);
      position->to_move = cairn_side_other (position->to_move);
    }
}

static void
parse_chess (CairnPosition *position,
             const char    *fen)
{
  const CairnGame *game = cairn_games_lookup ("chess", NULL);
  g_autoptr (GError) error = NULL;

  cairn_position_init_game (position, game);
  g_assert_true (game->parse_position (fen, NULL, &position->board, &position->to_move, &error));
  g_assert_no_error (error);
}

static void
test_chess_playouts (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2024);
  guint n = test_scaled (250);

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;

      parse_chess (&position, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
      random_playout (&position, (guint) g_rand_int_range (rand, 0, 80), rand);
      compare_random_settings (&position, 4, 2, 100000, rand);
    }
  /* Re-searches are rare in open positions: the endings have them. */
  assert_seen_every_rule (FALSE);
}

/* Men placed at random beside the two kings, then a few random moves. */
static void
random_ending (CairnPosition *position,
               const char    *men,
               GRand         *rand)
{
  test_chess_random_ending (position, men, rand);
  random_playout (position, (guint) g_rand_int_range (rand, 0, 6), rand);
}

static void
test_chess_endings (void)
{
  static const char * const endings[] = {
    "KPk", "KRk", "Kkp", "KPkp", "KQkr", "KBNk", "KRPkr", "KNkp", "KQPkq", "KBPkn", "KPPkp",
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  guint n = test_scaled (1200);

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;

      random_ending (&position, endings[i % G_N_ELEMENTS (endings)], rand);
      compare_random_settings (&position, 6, 2, 200000, rand);
    }
  assert_seen_every_rule (TRUE);
}

/* DESIGN's own figures, from the count-only search. */
static void
test_design_figures (void)
{
  static const struct {
    const char *cells;
    CairnMode   mode;
    guint       depth, reduction;
    CairnProbeWindow window;
    guint64     nodes;
  } cases[] = {
    { ".........", CAIRN_MODE_PLAIN, 5, 3, CAIRN_PROBE_WINDOW_FULL, 1787 },
    { ".........", CAIRN_MODE_NULL, 5, 3, CAIRN_PROBE_WINDOW_FULL, 803 },
    { ".........", CAIRN_MODE_NULL, 9, 1, CAIRN_PROBE_WINDOW_FULL, 80790 },
    { ".........", CAIRN_MODE_NULL, 9, 1, CAIRN_PROBE_WINDOW_ZERO, 46031 },
    { ".........", CAIRN_MODE_PLAIN, 9, 1, CAIRN_PROBE_WINDOW_FULL, 20866 },
    { ".........", CAIRN_MODE_MINIMAX, 9, 1, CAIRN_PROBE_WINDOW_FULL, 549946 },
    { ".........", CAIRN_MODE_VERIFIED, 5, 3, CAIRN_PROBE_WINDOW_FULL, 909 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnPosition position;
      CairnSettings settings;
      CairnCounters counters;

      test_position (cases[i].cells, "x", &position);
      cairn_settings_init_default (&settings);
      settings.mode = cases[i].mode;
      settings.depth = cases[i].depth;
      settings.reduction = cases[i].reduction;
      settings.probe_window = cases[i].window;
      g_assert_true (cairn_count_search (&position, &settings, &counters));
      g_assert_cmpuint (counters.nodes, ==, cases[i].nodes);
      if (cases[i].mode == CAIRN_MODE_VERIFIED)
        {
          g_assert_cmpint (counters.value, ==, 12);
          g_assert_cmpint (counters.best_move, ==, 4);
          g_assert_cmpuint (counters.verifications, ==, 7);
        }
    }

  {
    CairnPosition position;
    CairnSettings settings;
    CairnCounters counters;

    parse_chess (&position, "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
    cairn_settings_init_default (&settings);
    settings.depth = 7;
    g_assert_true (cairn_count_search (&position, &settings, &counters));
    g_assert_cmpuint (counters.nodes, ==, 20689);
    g_assert_cmpuint (counters.cutoffs, ==, 1544);
    g_assert_cmpint (counters.value, ==, 120);
    settings.mode = CAIRN_MODE_NULL;
    settings.reduction = 2;
    g_assert_true (cairn_count_search (&position, &settings, &counters));
    g_assert_cmpuint (counters.nodes, ==, 7398);
    g_assert_cmpuint (counters.null_probes, ==, 138);
    g_assert_cmpuint (counters.null_prunes, ==, 17);
    g_assert_cmpint (counters.value, ==, 120);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  cairn_games_lookup ("chess", NULL)->init ();
  cairn_games_lookup ("tictactoe", NULL)->init ();

  g_test_add_func ("/count/design-figures", test_design_figures);
  g_test_add_func ("/count/tictactoe", test_tictactoe);
  g_test_add_func ("/count/chess-playouts", test_chess_playouts);
  g_test_add_func ("/count/chess-endings", test_chess_endings);
  return g_test_run ();
}
