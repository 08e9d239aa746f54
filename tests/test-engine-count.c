/* test-engine-count.c — the engine-style count-only search (DESIGN §1d):
 * figures worked out by hand on tiny positions for each part, the
 * checks §1d gives (parts that change the work and never the answer),
 * a second plain reading of §1d (engine-oracle.c) over random positions
 * and part sets, the quiescence moves' generator, and bad input.
 *
 * CAIRN_TEST_SCALE (a percentage, 100 by default) scales the number of
 * random positions, for a longer run by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess.h"
#include "cairn-count.h"
#include "cairn-games.h"
#include "cairn-position.h"
#include "cairn-settings.h"
#include "engine-oracle.h"
#include "test-util.h"

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

static guint
scaled (guint n)
{
  const char *scale = g_getenv ("CAIRN_TEST_SCALE");
  guint64 percent = scale ? g_ascii_strtoull (scale, NULL, 10) : 100;

  return MAX (1u, (guint) (n * percent / 100));
}

static const CairnGame *
chess (void)
{
  return cairn_games_lookup ("chess", NULL);
}

static void
parse (CairnPosition *position,
       const char    *fen)
{
  g_autoptr (GError) error = NULL;

  cairn_position_init_game (position, chess ());
  g_assert_true (chess ()->parse_position (fen, NULL, &position->board, &position->to_move, &error));
  g_assert_no_error (error);
}

static CairnMove
move_of (const CairnPosition *position,
         const char          *text)
{
  CairnMove move;
  g_autoptr (GError) error = NULL;

  g_assert_true (chess ()->parse_move (&position->board, position->to_move, text, &move, &error));
  g_assert_no_error (error);
  return move;
}

static void
engine_settings (CairnSettings *settings,
                 CairnMode      mode,
                 guint          depth,
                 guint          reduction,
                 const char    *parts)
{
  g_autoptr (GError) error = NULL;

  cairn_settings_init_default (settings);
  settings->mode = mode;
  settings->depth = depth;
  settings->reduction = reduction;
  g_assert_true (cairn_engine_parts_parse (parts, &settings->engine_parts, &error));
  g_assert_no_error (error);
}

static char *
describe (const CairnPosition *position,
          const CairnSettings *settings)
{
  g_autofree char *fen = chess ()->position_to_string (&position->board, position->to_move);
  g_autofree char *parts = cairn_engine_parts_to_string (settings->engine_parts);

  return g_strdup_printf ("%s mode %s depth %u R %u guard %d window %d null-when %d root %u "
                          "ignore %u cap %u parts %s",
                          fen, cairn_mode_to_string (settings->mode), settings->depth,
                          settings->reduction, settings->guard, settings->probe_window,
                          settings->null_when, settings->root_move, settings->ignore_prune_node,
                          settings->node_cap, parts);
}

static char *
counters_text (const CairnCounters *c)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "nodes %" G_GUINT64_FORMAT " probes %" G_GUINT64_FORMAT
                          " prunes %" G_GUINT64_FORMAT " cutoffs %" G_GUINT64_FORMAT
                          " verifications %" G_GUINT64_FORMAT " re-searches %" G_GUINT64_FORMAT
                          " events %" G_GUINT64_FORMAT " q %" G_GUINT64_FORMAT " tt %" G_GUINT64_FORMAT
                          " pvs %" G_GUINT64_FORMAT " ext %" G_GUINT64_FORMAT " draws %" G_GUINT64_FORMAT
                          " iterations %" G_GUINT64_FORMAT " value %d move %d [",
                          c->nodes, c->null_probes, c->null_prunes, c->cutoffs, c->verifications,
                          c->re_searches, c->events, c->q_nodes, c->tt_cutoffs, c->pvs_re_searches,
                          c->extensions, c->draws, c->n_iterations, c->value, c->best_move);
  for (guint i = 0; i < CAIRN_DEPTH_MAX; i++)
    g_string_append_printf (text, "%s%" G_GUINT64_FORMAT, i ? " " : "", c->iteration_nodes[i]);
  g_string_append (text, "]");
  return g_string_free (text, FALSE);
}

static void
assert_same_as_oracle (const CairnPosition *position,
                       const CairnSettings *settings,
                       CairnCounters       *out)
{
  CairnCounters counted, oracle;
  gboolean counted_done = cairn_count_search (position, settings, &counted);
  gboolean oracle_done = engine_oracle_run (position, settings, &oracle, NULL);

  if (counted_done != oracle_done || memcmp (&counted, &oracle, sizeof counted) != 0)
    {
      g_autofree char *what = describe (position, settings);
      g_autofree char *a = counters_text (&counted);
      g_autofree char *b = counters_text (&oracle);

      g_test_message ("%s", what);
      g_test_message ("counted (done %d): %s", counted_done, a);
      g_test_message ("oracle  (done %d): %s", oracle_done, b);
      g_test_fail ();
      g_assert_not_reached ();
    }
  if (out)
    *out = counted;
}

/* ---- Figures worked out by hand ------------------------------------------ */

/* The counters of a finished search; fields not given are 0 (events
 * follow from the rest; iterations are 1 unless given). */
typedef struct {
  guint64 nodes, probes, prunes, cutoffs, verifications, re_searches;
  guint64 q_nodes, tt_cutoffs, pvs_re_searches, extensions, draws;
  guint64 iterations;
  guint64 iteration_nodes[CAIRN_DEPTH_MAX];
  int     value;
  const char *best;  /* coordinates; NULL: no move */
} Want;

static void
check_hand (const char          *fen,
            const CairnSettings *settings,
            const Want          *want)
{
  CairnPosition position;
  CairnCounters c, expected = { 0 };

  parse (&position, fen);
  assert_same_as_oracle (&position, settings, &c);
  expected.nodes = want->nodes;
  expected.null_probes = want->probes;
  expected.null_prunes = want->prunes;
  expected.cutoffs = want->cutoffs;
  expected.verifications = want->verifications;
  expected.re_searches = want->re_searches;
  expected.q_nodes = want->q_nodes;
  expected.tt_cutoffs = want->tt_cutoffs;
  expected.pvs_re_searches = want->pvs_re_searches;
  expected.extensions = want->extensions;
  expected.draws = want->draws;
  expected.n_iterations = want->iterations ? want->iterations : 1;
  memcpy (expected.iteration_nodes, want->iteration_nodes, sizeof expected.iteration_nodes);
  if (expected.n_iterations == 1)
    expected.iteration_nodes[0] = want->nodes;
  expected.events = 2 * expected.nodes + expected.null_probes + expected.null_prunes +
                    expected.cutoffs + expected.re_searches + expected.pvs_re_searches + 1;
  expected.value = want->value;
  expected.best_move = want->best ? move_of (&position, want->best) : -1;
  if (memcmp (&c, &expected, sizeof c) != 0)
    {
      g_autofree char *what = describe (&position, settings);
      g_autofree char *a = counters_text (&c);
      g_autofree char *b = counters_text (&expected);

      g_test_message ("%s", what);
      g_test_message ("counted: %s", a);
      g_test_message ("by hand: %s", b);
      g_test_fail ();
      g_assert_not_reached ();
    }
}


/* ---- The second reading, over random positions and part sets ------------ */

static const CairnMode modes[] = {
  CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED, CAIRN_MODE_MINIMAX,
};

static const guint reductions[] = { 0, 1, 2, 3, 4, CAIRN_REDUCTION_ADAPTIVE };

static struct {
  guint searches, aborted, probed, pruned, verified, re_searched, ignored;
  guint q, tt, pvs, extended, drawn;
} seen;

/* Plays up to @plies random legal moves (stopping at a game's end). */
static void
random_playout (CairnPosition *position,
                guint          plies,
                GRand         *rand)
{
  for (guint p = 0; p < plies; p++)
    {
      CairnMove moves[CAIRN_MAX_MOVES];
      guint n = chess ()->legal_moves (&position->board, position->to_move, moves);

      if (n == 0)
        return;
      chess ()->play (&position->board, position->to_move, moves[g_rand_int_range (rand, 0, (gint32) n)]);
      position->to_move = cairn_side_other (position->to_move);
    }
}

/* Men placed at random beside the two kings. */
static void
random_ending (CairnPosition *position,
               const char    *men,
               GRand         *rand)
{
  for (;;)
    {
      char squares[64];
      GString *fen = g_string_new (NULL);

      memset (squares, '.', sizeof squares);
      for (const char *m = men; *m; m++)
        {
          gboolean pawn = *m == 'P' || *m == 'p';
          guint square;

          do
            square = (guint) g_rand_int_range (rand, pawn ? 8 : 0, pawn ? 56 : 64);
          while (squares[square] != '.');
          squares[square] = *m;
        }
      for (int rank = 7; rank >= 0; rank--)
        {
          guint empty = 0;

          for (guint file = 0; file < 8; file++)
            {
              char c = squares[rank * 8 + file];

              if (c == '.')
                {
                  empty++;
                  continue;
                }
              if (empty)
                g_string_append_printf (fen, "%u", empty);
              empty = 0;
              g_string_append_c (fen, c);
            }
          if (empty)
            g_string_append_printf (fen, "%u", empty);
          if (rank)
            g_string_append_c (fen, '/');
        }
      g_string_append (fen, g_rand_boolean (rand) ? " w - - 0 1" : " b - - 0 1");
      cairn_position_init_game (position, chess ());
      if (chess ()->parse_position (fen->str, NULL, &position->board, &position->to_move, NULL) &&
          chess ()->validate (&position->board, position->to_move, NULL))
        {
          g_string_free (fen, TRUE);
          return;
        }
      g_string_free (fen, TRUE);
    }
}

static void
compare_random_settings (const CairnPosition *position,
                         guint                depth_max,
                         guint                tries,
                         guint                node_cap,
                         GRand               *rand)
{
  CairnMove moves[CAIRN_MAX_MOVES];
  guint n_moves = chess ()->legal_moves (&position->board, position->to_move, moves);

  for (guint t = 0; t < tries; t++)
    {
      CairnSettings settings;
      CairnCounters c;

      cairn_settings_init_default (&settings);
      settings.mode = modes[g_rand_int_range (rand, 0, G_N_ELEMENTS (modes))];
      settings.depth = (guint) g_rand_int_range (rand, 1, (gint32) depth_max + 1);
      settings.reduction = reductions[g_rand_int_range (rand, 0, G_N_ELEMENTS (reductions))];
      settings.guard = g_rand_int_range (rand, 0, 4) == 0;
      settings.probe_window = g_rand_boolean (rand) ? CAIRN_PROBE_WINDOW_ZERO : CAIRN_PROBE_WINDOW_FULL;
      settings.null_when = g_rand_int_range (rand, 0, 4) == 0 ? CAIRN_NULL_WHEN_PIECES : CAIRN_NULL_WHEN_ALWAYS;
      settings.engine_parts = (guint) g_rand_int_range (rand, 1, CAIRN_ENGINE_PARTS_ALL + 1);
      settings.node_cap = node_cap;
      if (n_moves > 0 && g_rand_int_range (rand, 0, 8) == 0)
        settings.root_move = moves[g_rand_int_range (rand, 0, (gint32) n_moves)];
      if (g_rand_int_range (rand, 0, 10) == 0)
        settings.node_cap = (guint) g_rand_int_range (rand, 1, 2000);
      g_assert_true (cairn_settings_validate (&settings, chess (), NULL));
      if (cairn_mode_uses_null_move (settings.mode) && g_rand_int_range (rand, 0, 3) == 0)
        {
          g_autoptr (GArray) failed = g_array_new (FALSE, FALSE, sizeof (guint64));
          CairnCounters ignored;

          engine_oracle_run (position, &settings, &ignored, failed);
          if (failed->len > 0)
            settings.ignore_prune_node =
              (guint32) g_array_index (failed, guint64, g_rand_int_range (rand, 0, (gint32) failed->len));
        }
      assert_same_as_oracle (position, &settings, &c);
      seen.searches++;
      seen.aborted += c.n_iterations > 0 && c.events != 2 * c.nodes + c.null_probes + c.null_prunes +
                      c.cutoffs + c.re_searches + c.pvs_re_searches + 1;
      seen.probed += c.null_probes > 0;
      seen.pruned += c.null_prunes > 0;
      seen.verified += c.verifications > 0;
      seen.re_searched += c.re_searches > 0;
      seen.ignored += settings.ignore_prune_node != 0;
      seen.q += c.q_nodes > 0;
      seen.tt += c.tt_cutoffs > 0;
      seen.pvs += c.pvs_re_searches > 0;
      seen.extended += c.extensions > 0;
      seen.drawn += c.draws > 0;
    }
}

static void
assert_seen_every_rule (void)
{
  g_test_message ("%u searches: %u stopped at the cap, %u probed, %u pruned, %u verified, "
                  "%u re-searched, %u ignored a verdict, %u quiescence, %u table cutoffs, "
                  "%u PVS re-searches, %u extended, %u drawn",
                  seen.searches, seen.aborted, seen.probed, seen.pruned, seen.verified, seen.re_searched,
                  seen.ignored, seen.q, seen.tt, seen.pvs, seen.extended, seen.drawn);
  g_assert_cmpuint (seen.aborted, >, 0);
  g_assert_cmpuint (seen.pruned, >, 0);
  g_assert_cmpuint (seen.verified, >, 0);
  g_assert_cmpuint (seen.re_searched, >, 0);
  g_assert_cmpuint (seen.ignored, >, 0);
  g_assert_cmpuint (seen.q, >, 0);
  g_assert_cmpuint (seen.tt, >, 0);
  g_assert_cmpuint (seen.pvs, >, 0);
  g_assert_cmpuint (seen.extended, >, 0);
  g_assert_cmpuint (seen.drawn, >, 0);
  memset (&seen, 0, sizeof seen);
}

static void
test_oracle_middlegames (void)
{
  static const char * const starts[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    KIWIPETE,
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (1951);
  guint n = scaled (160);

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;

      parse (&position, starts[i % G_N_ELEMENTS (starts)]);
      random_playout (&position, (guint) g_rand_int_range (rand, 0, i % 4 == 0 ? 60 : 8), rand);
      /* Now and then a clock near the fifty-move rule. */
      if (g_rand_int_range (rand, 0, 4) == 0)
        position.board.chess.halfmove = (guint16) g_rand_int_range (rand, 90, 101);
      compare_random_settings (&position, 4, 3, 60000, rand);
    }
  assert_seen_every_rule ();
}

static void
test_oracle_endings (void)
{
  static const char * const endings[] = {
    "KPk", "KRk", "Kkp", "KPkp", "KQkr", "KRPkr", "KNkp", "KQPkq", "KBPkn", "KPPkp", "KRkn", "KQk",
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  guint n = scaled (400);

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;

      random_ending (&position, endings[i % G_N_ELEMENTS (endings)], rand);
      random_playout (&position, (guint) g_rand_int_range (rand, 0, 6), rand);
      if (g_rand_int_range (rand, 0, 4) == 0)
        position.board.chess.halfmove = (guint16) g_rand_int_range (rand, 80, 101);
      compare_random_settings (&position, 7, 3, 100000, rand);
    }
  assert_seen_every_rule ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  chess ()->init ();
  g_test_add_func ("/engine-count/oracle/middlegames", test_oracle_middlegames);
  g_test_add_func ("/engine-count/oracle/endings", test_oracle_endings);
  return g_test_run ();
}
