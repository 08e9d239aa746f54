/* test-engine-search.c — the engine style (SEARCH-RULES.md §4) in the stepping
 * engine: held to the count-only search (chess's, cairn-chess-engine-count.c) to the
 * node over random positions × random part sets × modes × options, run
 * whole, stepped one event at a time and recorded; the rules SEARCH-RULES.md §4 says
 * leave the answer alone; the tree agrees with the counters; and hand
 * checks of single rules.
 *
 * CAIRN_TEST_SCALE (a percentage, 100 by default) scales the number of
 * random searches, for a longer run by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess.h"
#include "cairn-count.h"
#include "cairn-games.h"
#include "cairn-position.h"
#include "cairn-search.h"
#include "cairn-settings.h"
#include "test-util.h"

#define CHESS (*cairn_games_lookup ("chess", NULL))

/* Middlegames with captures and checks, endings where the table and
 * repetitions matter, promotions and en passant. */
static const char * const seeds[] = {
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
  "2r3k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
  "8/8/8/8/8/5k2/8/Q3K3 w - - 96 120",
  "6k1/5ppp/8/8/8/8/r4PPP/1R4K1 b - - 0 1",
  "3k4/1P6/8/8/8/8/6p1/3K4 w - - 0 1",
  "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
};

static struct {
  guint searches, aborted, q_nodes, tt_cutoffs, pvs, extensions, draws, prunes, verifications;
} seen;

static void
load (const char    *fen,
      CairnPosition *position)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (cairn_position_parse_game (&CHESS, fen, NULL, position, &error));
  g_assert_no_error (error);
}

/* A seed position after a few random legal moves. */
static void
random_position (GRand         *rand,
                 CairnPosition *position)
{
  guint plies = (guint) g_rand_int_range (rand, 0, 7);

  load (seeds[g_rand_int_range (rand, 0, G_N_ELEMENTS (seeds))], position);
  for (guint i = 0; i < plies; i++)
    {
      CairnMove moves[CAIRN_MAX_MOVES];
      guint n = CHESS.legal_moves (&position->board, position->to_move, moves);
      CairnPosition next = *position;

      if (n == 0)
        break;
      CHESS.play (&next.board, next.to_move, moves[g_rand_int_range (rand, 0, (gint32) n)]);
      next.to_move = cairn_side_other (next.to_move);
      if (CHESS.terminal (&next.board, next.to_move, 0, &(int) { 0 }))
        break;
      *position = next;
    }
}

static void
random_settings (GRand               *rand,
                 const CairnPosition *position,
                 CairnSettings       *settings)
{
  static const CairnMode modes[] = {
    CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED, CAIRN_MODE_VERIFIED,
    CAIRN_MODE_MINIMAX,
  };
  static const guint reductions[] = { 0, 1, 2, 3, CAIRN_REDUCTION_ADAPTIVE };

  cairn_settings_init_default (settings);
  settings->mode = modes[g_rand_int_range (rand, 0, G_N_ELEMENTS (modes))];
  /* Minimax with quiescence grows fast: keep it shallow. */
  settings->depth = (guint) g_rand_int_range (rand, 1, settings->mode == CAIRN_MODE_MINIMAX ? 3 : 5);
  settings->reduction = reductions[g_rand_int_range (rand, 0, G_N_ELEMENTS (reductions))];
  settings->guard = g_rand_boolean (rand);
  settings->probe_window = g_rand_boolean (rand) ? CAIRN_PROBE_WINDOW_ZERO : CAIRN_PROBE_WINDOW_FULL;
  settings->null_when = g_rand_int_range (rand, 0, 4) == 0 ? CAIRN_NULL_WHEN_PIECES : CAIRN_NULL_WHEN_ALWAYS;
  settings->engine_parts = g_rand_int_range (rand, 0, 4) == 0
                           ? CAIRN_ENGINE_PARTS_ALL
                           : (guint) g_rand_int_range (rand, 1, CAIRN_ENGINE_PARTS_ALL + 1);
  settings->node_cap = g_rand_int_range (rand, 0, 10) == 0 ? (guint) g_rand_int_range (rand, 1, 3000)
                                                           : 400000;
  if (g_rand_int_range (rand, 0, 8) == 0)
    {
      CairnMove moves[CAIRN_MAX_MOVES];
      guint n = CHESS.legal_moves (&position->board, position->to_move, moves);

      if (n > 0)
        settings->root_move = moves[g_rand_int_range (rand, 0, (gint32) n)];
    }
  if (cairn_mode_uses_null_move (settings->mode) && g_rand_int_range (rand, 0, 6) == 0)
    settings->ignore_prune_node = (guint32) g_rand_int_range (rand, 1, 200);
  if (g_rand_int_range (rand, 0, 6) == 0)
    test_random_root_window (settings, &CHESS, rand);
}

static void
describe (const CairnPosition *position,
          const CairnSettings *settings)
{
  g_autofree char *fen = cairn_position_to_string (position);
  g_autofree char *parts = cairn_engine_parts_to_string (settings->engine_parts);

  g_test_message ("%s mode %s depth %u R %u guard %d window %d null-when %d parts %s root %u ignore %u cap %u "
                  "root window [%d, %d]",
                  fen, cairn_mode_to_string (settings->mode), settings->depth, settings->reduction,
                  settings->guard, settings->probe_window, settings->null_when, parts,
                  settings->root_move, settings->ignore_prune_node, settings->node_cap,
                  settings->root_alpha, settings->root_beta);
}

/* Every counter of a finished search, or nodes and the stop of one the
 * cap ended. */
static void
assert_equal (const CairnCounters *a,
              gboolean             a_done,
              const CairnCounters *b,
              gboolean             b_done,
              const CairnPosition *position,
              const CairnSettings *settings)
{
  if (a_done != b_done)
    {
      describe (position, settings);
      g_error ("one search finished, the other stopped at the cap: %d %d", a_done, b_done);
    }
  if (!a_done)
    {
      if (a->nodes != b->nodes)
        {
          describe (position, settings);
          g_error ("stopped at %" G_GUINT64_FORMAT " against %" G_GUINT64_FORMAT " nodes", a->nodes, b->nodes);
        }
      return;
    }
  if (memcmp (a, b, sizeof *a) != 0)
    {
      describe (position, settings);
      test_assert_same_counters (a, b);
      g_error ("the iterations' node counts differ");
    }
}

static void
test_equivalence (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1903);
  guint n = test_scaled (1500);

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;
      CairnSettings settings;
      CairnCounters counted;
      gboolean counted_done;
      g_autoptr (CairnSearch) run = NULL;

      random_position (rand, &position);
      random_settings (rand, &position, &settings);
      counted_done = cairn_count_search (&position, &settings, &counted);
      run = cairn_search_new (&position, &settings, FALSE);
      cairn_search_run (run);
      assert_equal (cairn_search_get_counters (run), !cairn_search_is_aborted (run),
                    &counted, counted_done, &position, &settings);

      /* One in ten also recorded and stepped event by event. */
      if (i % 10 == 0)
        {
          g_autoptr (CairnSearch) stepped = cairn_search_new (&position, &settings, TRUE);
          guint64 events = 0;
          const CairnEvent *e;

          do
            {
              e = cairn_search_step (stepped);
              if (e->type != CAIRN_EVENT_ABORTED)
                g_assert_cmpuint (e->index, ==, events++);
            }
          while (!cairn_search_is_done (stepped));
          assert_equal (cairn_search_get_counters (stepped), !cairn_search_is_aborted (stepped),
                        &counted, counted_done, &position, &settings);
          if (counted_done)
            {
              const CairnTree *tree = cairn_search_get_tree (stepped);
              guint last = (guint) counted.n_iterations - 1;

              g_assert_cmpuint (events, ==, counted.events);
              g_assert_cmpuint (cairn_search_n_iteration_trees (stepped), ==, counted.n_iterations);
              g_assert_cmpuint (tree->n_nodes, ==, counted.iteration_nodes[last]);
              g_assert_cmpint (tree->nodes[0].value, ==, counted.value);
              /* A reset search runs again to the same counters, and its first
               * iteration's tree is the same object as before. */
              {
                const CairnTree *first = cairn_search_get_iteration_tree (stepped, 0);

                cairn_search_reset (stepped);
                g_assert_true (cairn_search_get_tree (stepped) == first);
                cairn_search_run (stepped);
                assert_equal (cairn_search_get_counters (stepped), TRUE, &counted, TRUE, &position, &settings);
              }
            }
        }

      seen.searches++;
      seen.aborted += !counted_done;
      if (counted_done)
        {
          seen.q_nodes += counted.q_nodes > 0;
          seen.tt_cutoffs += counted.tt_cutoffs > 0;
          seen.pvs += counted.pvs_re_searches > 0;
          seen.extensions += counted.extensions > 0;
          seen.draws += counted.draws > 0;
          seen.prunes += counted.null_prunes > 0;
          seen.verifications += counted.re_searches > 0;
        }
    }
  g_test_message ("%u searches: %u at the cap; with q-nodes %u, table cutoffs %u, PVS re-searches %u, "
                  "extensions %u, draws %u, prunes %u, verified re-searches %u",
                  seen.searches, seen.aborted, seen.q_nodes, seen.tt_cutoffs, seen.pvs,
                  seen.extensions, seen.draws, seen.prunes, seen.verifications);
  /* The random cases must have reached every rule. */
  g_assert_cmpuint (seen.aborted, >, 0);
  g_assert_cmpuint (seen.q_nodes, >, 0);
  g_assert_cmpuint (seen.tt_cutoffs, >, 0);
  g_assert_cmpuint (seen.pvs, >, 0);
  g_assert_cmpuint (seen.extensions, >, 0);
  g_assert_cmpuint (seen.draws, >, 0);
  g_assert_cmpuint (seen.prunes, >, 0);
  g_assert_cmpuint (seen.verifications, >, 0);
}

static CairnCounters
count (const char *fen,
       CairnMode   mode,
       guint       depth,
       guint       reduction,
       guint       parts)
{
  CairnPosition position;
  CairnSettings settings;
  CairnCounters counters;

  load (fen, &position);
  cairn_settings_init_default (&settings);
  settings.mode = mode;
  settings.depth = depth;
  settings.reduction = reduction;
  settings.engine_parts = parts;
  g_assert_true (cairn_count_search (&position, &settings, &counters));
  return counters;
}

/* SEARCH-RULES.md §4.12: order, pvs and id change the work, never plain's answer; with
 * qsearch, plain's answer is minimax's with qsearch. */
static void
test_same_answer (void)
{
  const guint work = CAIRN_PART_ORDER | CAIRN_PART_PVS | CAIRN_PART_ID;

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    for (guint depth = 1; depth <= 4; depth++)
      {
        CairnCounters seed = count (seeds[i], CAIRN_MODE_PLAIN, depth, 3, 0);
        CairnCounters engine = count (seeds[i], CAIRN_MODE_PLAIN, depth, 3, work);

        g_assert_cmpint (engine.value, ==, seed.value);
      }
  /* Endings, where minimax with quiescence stays small. */
  for (guint i = 4; i < G_N_ELEMENTS (seeds); i++)
    for (guint depth = 1; depth <= 3; depth++)
      {
        CairnCounters minimax = count (seeds[i], CAIRN_MODE_MINIMAX, depth, 3, CAIRN_PART_QSEARCH);
        CairnCounters plain = count (seeds[i], CAIRN_MODE_PLAIN, depth, 3, CAIRN_PART_QSEARCH | work);

        g_assert_cmpint (plain.value, ==, minimax.value);
      }
}

/* Under engine part gate R (but 0), the probe window and the null-move
 * rule are read by no search: random settings that differ only there make
 * the very same search, stepped or counted, and same_search says so;
 * without the gate they are other searches. */
static void
test_gate_makes_them_moot (void)
{
  static const guint reductions[] = { 1, 2, 3, CAIRN_REDUCTION_ADAPTIVE };
  g_autoptr (GRand) rand = g_rand_new_with_seed (77);
  guint differ_without_gate = 0;

  for (guint i = 0; i < test_scaled (60); i++)
    {
      CairnPosition position;
      CairnSettings a, b;
      CairnCounters ca, cb;
      g_autoptr (CairnSearch) stepped = NULL;

      random_position (rand, &position);
      cairn_settings_init_default (&a);
      a.mode = g_rand_boolean (rand) ? CAIRN_MODE_NULL : CAIRN_MODE_VERIFIED;
      a.depth = (guint) g_rand_int_range (rand, 2, 5);
      a.engine_parts = CAIRN_ENGINE_PARTS_ALL;
      a.guard = g_rand_boolean (rand);
      a.reduction = reductions[g_rand_int_range (rand, 0, G_N_ELEMENTS (reductions))];
      b = a;
      b.reduction = reductions[g_rand_int_range (rand, 0, G_N_ELEMENTS (reductions))];
      b.probe_window = CAIRN_PROBE_WINDOW_ZERO;
      b.null_when = CAIRN_NULL_WHEN_PIECES;
      g_assert_true (cairn_settings_same_search (&a, &b, &CHESS));
      g_assert_true (cairn_count_search (&position, &a, &ca));
      g_assert_true (cairn_count_search (&position, &b, &cb));
      test_assert_same_counters (&ca, &cb);
      stepped = cairn_search_new (&position, &b, FALSE);
      cairn_search_run (stepped);
      test_assert_same_counters (cairn_search_get_counters (stepped), &ca);

      /* R 0 and the guard still count. */
      b.reduction = CAIRN_REDUCTION_NONE;
      g_assert_false (cairn_settings_same_search (&a, &b, &CHESS));
      b = a;
      b.guard = !a.guard;
      g_assert_false (cairn_settings_same_search (&a, &b, &CHESS));

      /* Without the gate R reads again. */
      a.engine_parts = b.engine_parts = CAIRN_ENGINE_PARTS_ALL & ~CAIRN_PART_GATE;
      b.guard = a.guard;
      b.reduction = a.reduction == 2 ? 3 : 2;
      g_assert_false (cairn_settings_same_search (&a, &b, &CHESS));
      g_assert_true (cairn_count_search (&position, &a, &ca));
      g_assert_true (cairn_count_search (&position, &b, &cb));
      differ_without_gate += ca.nodes != cb.nodes;
    }
  g_assert_cmpuint (differ_without_gate, >, 0);
}

/* Part `draws`: every white move from the position with the halfmove
 * clock at 100 draws at once (the root itself is exempt); without it
 * the queen is worth 900. */
static void
test_fifty_moves (void)
{
  const char *fen = "8/8/8/8/8/5k2/8/Q3K3 w - - 100 120";
  CairnMove moves[CAIRN_MAX_MOVES];
  CairnPosition position;
  CairnCounters drawn = count (fen, CAIRN_MODE_PLAIN, 3, 3, CAIRN_PART_DRAWS);
  CairnCounters seed = count (fen, CAIRN_MODE_PLAIN, 3, 3, 0);
  guint n;

  load (fen, &position);
  n = CHESS.legal_moves (&position.board, position.to_move, moves);
  g_assert_cmpint (drawn.value, ==, 0);
  g_assert_cmpuint (drawn.nodes, ==, 1 + n);
  g_assert_cmpuint (drawn.draws, ==, n);
  g_assert_cmpint (seed.value, >=, 800);
}

/* Part `draws`: kings and a rook shuffle; at depth 4 a line such as
 * Rg2 Kh7 Rg1 Kh8 comes back to the root's position (the root is on the
 * path), which scores 0 and counts as a draw. */
static void
test_repetition (void)
{
  const char *fen = "7k/8/8/8/8/8/8/K5R1 w - - 0 1";
  CairnCounters c = count (fen, CAIRN_MODE_MINIMAX, 4, 3, CAIRN_PART_DRAWS);

  g_assert_cmpuint (c.draws, >, 0);
  /* Within 3 plies no position can come back. */
  c = count (fen, CAIRN_MODE_MINIMAX, 3, 3, CAIRN_PART_DRAWS);
  g_assert_cmpuint (c.draws, ==, 0);
  /* Without the part, no draw is counted. */
  c = count (fen, CAIRN_MODE_MINIMAX, 4, 3, CAIRN_PART_ORDER);
  g_assert_cmpuint (c.draws, ==, 0);
}

/* Part `qsearch` by hand: White to move at depth 1 after Qxd5?? exd5 —
 * the search with quiescence sees the recapture, the bare count does
 * not. */
static void
test_quiescence_sees_recapture (void)
{
  const char *fen = "4k3/8/4p3/3r4/8/8/8/3QK3 w - - 0 1";
  CairnCounters bare = count (fen, CAIRN_MODE_PLAIN, 1, 3, CAIRN_PART_ORDER);
  CairnCounters quiet = count (fen, CAIRN_MODE_PLAIN, 1, 3, CAIRN_PART_ORDER | CAIRN_PART_QSEARCH);
  char coord[6];

  /* Bare material: Qxd5 wins a rook (+900 − 100 = 800 on the board). */
  cairn_chess_move_to_coord ((guint16) bare.best_move, coord);
  g_assert_cmpstr (coord, ==, "d1d5");
  /* With quiescence exd5 follows: the queen is not taken for a rook. */
  cairn_chess_move_to_coord ((guint16) quiet.best_move, coord);
  g_assert_cmpstr (coord, !=, "d1d5");
  g_assert_cmpint (quiet.value, <, bare.value);
  g_assert_cmpuint (quiet.q_nodes, >, 0);
  g_assert_cmpuint (bare.q_nodes, ==, 0);
}

/* Part `check`: a root in check is searched one ply deeper. */
static void
test_check_extension (void)
{
  CairnCounters c = count ("4k3/8/8/8/8/8/8/r3K3 w - - 0 1", CAIRN_MODE_PLAIN, 1, 3, CAIRN_PART_CHECK);

  g_assert_cmpuint (c.extensions, >=, 1);
  /* Every evasion is searched a further ply: more than root + moves. */
  g_assert_cmpuint (c.nodes, >, 1 + 4);
}

static void
test_bad_parts (void)
{
  g_autoptr (GError) error = NULL;
  CairnSettings settings;
  guint parts = 0;

  g_assert_false (cairn_engine_parts_parse ("qsearch,foo", &parts, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_ENGINE_PARTS);
  test_assert_contains (error->message, "“foo”");
  test_assert_contains (error->message, "qsearch, order, pvs, tt, id, check, draws and gate");
  g_clear_error (&error);

  g_assert_true (cairn_engine_parts_parse ("PVS, tt", &parts, &error));
  g_assert_cmpuint (parts, ==, CAIRN_PART_PVS | CAIRN_PART_TT);
  g_assert_true (cairn_engine_parts_parse ("engine", &parts, &error));
  g_assert_cmpuint (parts, ==, CAIRN_ENGINE_PARTS_ALL);
  g_assert_true (cairn_engine_parts_parse ("", &parts, &error));
  g_assert_cmpuint (parts, ==, 0);
  g_assert_true (cairn_engine_parts_parse ("none", &parts, &error));
  g_assert_cmpuint (parts, ==, 0);
  {
    g_autofree char *text = cairn_engine_parts_to_string (CAIRN_PART_GATE | CAIRN_PART_QSEARCH);
    g_autofree char *all = cairn_engine_parts_to_string (CAIRN_ENGINE_PARTS_ALL);

    g_assert_cmpstr (text, ==, "qsearch,gate");
    g_assert_cmpstr (all, ==, "engine");
  }

  /* Tic-tac-toe refuses the engine style. */
  cairn_settings_init_default (&settings);
  settings.engine_parts = CAIRN_PART_ORDER;
  g_assert_false (cairn_settings_validate (&settings, cairn_games_default (), &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_ENGINE_PARTS);
  test_assert_contains (error->message, "chess only");
  g_clear_error (&error);
  g_assert_true (cairn_settings_validate (&settings, &CHESS, &error));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  CHESS.init ();
  g_test_add_func ("/engine-style/equivalence", test_equivalence);
  g_test_add_func ("/engine-style/same-answer", test_same_answer);
  g_test_add_func ("/engine-style/gate-makes-them-moot", test_gate_makes_them_moot);
  g_test_add_func ("/engine-style/fifty-moves", test_fifty_moves);
  g_test_add_func ("/engine-style/repetition", test_repetition);
  g_test_add_func ("/engine-style/quiescence-recapture", test_quiescence_sees_recapture);
  g_test_add_func ("/engine-style/check-extension", test_check_extension);
  g_test_add_func ("/engine-style/bad-parts", test_bad_parts);
  return g_test_run ();
}
