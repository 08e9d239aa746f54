/* test-chess-engine-count.c — the engine-style count-only search (SEARCH-RULES.md §4):
 * figures worked out by hand on tiny positions for each part, the
 * checks SEARCH-RULES.md §4.12 gives (parts that change the work and never the answer),
 * a second plain reading of SEARCH-RULES.md §4 (engine-oracle.c) over random positions
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
#include "cairn-chess-engine-count.h"
#include "cairn-games.h"
#include "cairn-position.h"
#include "cairn-settings.h"
#include "engine-oracle.h"
#include "test-util.h"

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

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


/* qsearch: the horizon node stands pat.  K+P v K, d1: every reply is a
 * q-node with no capture; a king move scores the pawn (100), e2e3 110,
 * e2e4 120; the second to fourth king moves stand pat at once (s <= alpha
 * at a min node), which is no cutoff. */
static void
test_hand_stand_pat (void)
{
  const char *fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
  CairnSettings settings;

  engine_settings (&settings, CAIRN_MODE_PLAIN, 1, 1, "qsearch");
  check_hand (fen, &settings, &(Want) { .nodes = 7, .q_nodes = 6, .value = 120, .best = "e2e4" });
  /* Minimax: the same nodes, nothing to prune. */
  settings.mode = CAIRN_MODE_MINIMAX;
  check_hand (fen, &settings, &(Want) { .nodes = 7, .q_nodes = 6, .value = 120, .best = "e2e4" });
}

/* qsearch: captures in MVV-LVA order and the quiescence cutoff.  White's
 * knight e1 is pinned by the rook a1, so White has Kg1, g3, g4, h3, h4
 * (static 150, 160, 170, 160, 170).  In each reply Black has Rxe1 (a
 * knight: first) and Kxh7 (a pawn).  After Rxe1+ White stands pat on a
 * knight less (-150, -140, -130, -140, -130); after Kxh7 White stands
 * pat at once (s >= beta).  After h3 and h4 Rxe1 alone reaches alpha
 * (-130): a cutoff each, with Kxh7 left.  So 1 + 5 + 2 + 2 + 2 + 1 + 1
 * = 14 nodes, 13 of them q-nodes; minimax searches both captures
 * everywhere: 16 nodes. */
static void
test_hand_captures (void)
{
  const char *fen = "7k/7P/8/8/8/8/6PP/r3N2K w - - 0 1";
  CairnSettings settings;

  engine_settings (&settings, CAIRN_MODE_PLAIN, 1, 1, "qsearch");
  check_hand (fen, &settings, &(Want) { .nodes = 14, .q_nodes = 13, .cutoffs = 2, .value = -130,
                                        .best = "g2g4" });
  settings.mode = CAIRN_MODE_MINIMAX;
  check_hand (fen, &settings, &(Want) { .nodes = 16, .q_nodes = 15, .value = -130, .best = "g2g4" });
  /* Without it the horizon counts the knight still on e1. */
  engine_settings (&settings, CAIRN_MODE_PLAIN, 1, 1, "order");
  check_hand (fen, &settings, &(Want) { .nodes = 6, .value = 170, .best = "g2g4" });
}

/* order: killers.  K v K+P, d2: White has Kg1, Kg2, Kh2; Black's seven
 * replies in seed order (CHESS-RULES.md §3.1) are five king moves (-100), h7h5 (-120), h7h6
 * (-110).  After Kg1 all seven (-120); after Kg2 h7h5 reaches alpha
 * with h7h6 left (a cutoff, 6 leaves) and becomes killer 0 of ply 1;
 * after Kh2 the killer goes first and cuts at once: 1 + 3 + 7 + 6 + 1 =
 * 18 nodes.  In seed order (CHESS-RULES.md §3.1) Kh2 costs 6 leaves like Kg2: 23 nodes.  With id
 * the first iteration is the root and its three horizon leaves. */
static void
test_hand_killers (void)
{
  const char *fen = "8/k6p/8/8/8/8/8/7K w - - 0 1";
  CairnSettings settings;

  engine_settings (&settings, CAIRN_MODE_PLAIN, 2, 1, "order");
  check_hand (fen, &settings, &(Want) { .nodes = 18, .cutoffs = 2, .value = -120, .best = "h1g1" });
  engine_settings (&settings, CAIRN_MODE_PLAIN, 2, 1, "check");
  check_hand (fen, &settings, &(Want) { .nodes = 23, .cutoffs = 2, .value = -120, .best = "h1g1" });
  engine_settings (&settings, CAIRN_MODE_PLAIN, 2, 1, "order,id");
  check_hand (fen, &settings, &(Want) { .nodes = 22, .cutoffs = 2, .iterations = 2,
                                        .iteration_nodes = { 4, 18 }, .value = -120, .best = "h1g1" });
}

/* pvs.  As above with a white pawn on a2: White's moves are Kg1, Kg2,
 * Kh2 (static 0), a3 (10), a4 (20).  Kg1 is searched with the full
 * window; in it h7h5's zero-window try (-1, 0) gives -20, strictly
 * inside (-inf, 0): one PVS re-search (9 nodes).  Kg2 and Kh2 fail low
 * on (-20, -19) with a cutoff each (7 nodes each).  a3's try returns
 * -10, inside (-20, inf): re-searched, and in the re-search h7h5 is
 * re-searched again (8 + 9 nodes); a4 likewise (17 nodes).  58 nodes, 5
 * PVS re-searches, 2 cutoffs. */
static void
test_hand_pvs (void)
{
  CairnSettings settings;

  engine_settings (&settings, CAIRN_MODE_PLAIN, 2, 1, "pvs");
  check_hand ("8/k6p/8/8/8/8/P7/7K w - - 0 1", &settings,
              &(Want) { .nodes = 58, .cutoffs = 2, .pvs_re_searches = 5, .value = 0, .best = "a2a4" });
}

/* tt.  A locked position: kings, bishops and eight pawns that cannot
 * move; White's g3 and h3 pawns and Black's e6 pawn can only step on.
 * d4: g4 e5 h4 and h4 e5 g4 reach the same position at ply 3 with d =
 * 1; the second time it is an exact entry of depth 1 (stored when its
 * window was (-inf, inf)): a table cutoff saves its one leaf.  Every
 * leaf is 110.  12 nodes (13 without the table). */
static void
test_hand_tt (void)
{
  const char *fen = "kb6/p1p5/P1P1p3/8/8/p1p3PP/P1P5/KB6 w - - 0 1";
  CairnSettings settings;

  engine_settings (&settings, CAIRN_MODE_PLAIN, 4, 1, "tt");
  check_hand (fen, &settings, &(Want) { .nodes = 12, .tt_cutoffs = 1, .value = 110, .best = "g3g4" });
  engine_settings (&settings, CAIRN_MODE_PLAIN, 4, 1, "check");
  check_hand (fen, &settings, &(Want) { .nodes = 13, .value = 110, .best = "g3g4" });
}

/* draws: a repetition.  Both kings shuttle in two-square pockets
 * (a1-b1, a8-b8; every other man is locked or walled in), so each side
 * has exactly one move: Kb1 Kb8 Ka1 Ka8 is the root position again at
 * ply 4, within the window (no capture or pawn move): 0 instead of the
 * horizon's 20.  5 nodes either way, one draw. */
static void
test_hand_repetition (void)
{
  const char *fen = "k2b4/p1pPp3/P1P1P2p/7P/8/p1p1p3/P1PpP3/K2B4 w - - 0 1";
  CairnSettings settings;

  engine_settings (&settings, CAIRN_MODE_PLAIN, 4, 1, "draws");
  check_hand (fen, &settings, &(Want) { .nodes = 5, .draws = 1, .value = 0, .best = "a1b1" });
  /* Deeper changes nothing: the line ends at the repetition. */
  settings.depth = 8;
  check_hand (fen, &settings, &(Want) { .nodes = 5, .draws = 1, .value = 0, .best = "a1b1" });
  engine_settings (&settings, CAIRN_MODE_PLAIN, 4, 1, "check");
  check_hand (fen, &settings, &(Want) { .nodes = 5, .value = 20, .best = "a1b1" });
}

/* draws: the fifty-move rule.  The clock stands at 100: the root is
 * exempt, every one of White's 20 moves (17 of the queen, Kd1 Kf1 Kd2)
 * reaches 101 and scores 0; the first in seed order (CHESS-RULES.md §3.1) is a1b1.  Without the
 * part, the queen counts 900.  A mate comes first: with the rook, Ra8#
 * scores a mate at ply 1 and the other 19 moves are draws. */
static void
test_hand_fifty_moves (void)
{
  CairnSettings settings;

  engine_settings (&settings, CAIRN_MODE_PLAIN, 1, 1, "draws");
  check_hand ("8/8/8/8/8/5k2/8/Q3K3 w - - 100 120", &settings,
              &(Want) { .nodes = 21, .draws = 20, .value = 0, .best = "a1b1" });
  settings.depth = 3;
  check_hand ("8/8/8/8/8/5k2/8/Q3K3 w - - 100 120", &settings,
              &(Want) { .nodes = 21, .draws = 20, .value = 0, .best = "a1b1" });
  settings.depth = 1;
  check_hand ("7k/8/6K1/8/8/8/8/R7 w - - 100 120", &settings,
              &(Want) { .nodes = 21, .draws = 19, .value = CAIRN_CHESS_MATE - 1, .best = "a1a8" });
  engine_settings (&settings, CAIRN_MODE_PLAIN, 1, 1, "order");
  check_hand ("8/8/8/8/8/5k2/8/Q3K3 w - - 100 120", &settings,
              &(Want) { .nodes = 21, .value = 900, .best = "a1b1" });
}

/* check: the root in check gets L + 1.  Black's only move is Kg8; at d
 * = 1 White's 20 replies (6 king moves, 14 rook moves) are searched to
 * the horizon; at ply 2 = 2L the checks are no longer extended.  22
 * nodes, one extension; without the part the reply is a horizon leaf. */
static void
test_hand_check (void)
{
  const char *fen = "7k/8/5K2/8/8/8/8/7R b - - 0 1";
  CairnSettings settings;

  engine_settings (&settings, CAIRN_MODE_PLAIN, 1, 1, "check");
  check_hand (fen, &settings, &(Want) { .nodes = 22, .extensions = 1, .value = 500, .best = "h8g8" });
  engine_settings (&settings, CAIRN_MODE_PLAIN, 1, 1, "order");
  check_hand (fen, &settings, &(Want) { .nodes = 2, .value = 500, .best = "h8g8" });
}

/* gate: its R.  The locked position again, White's king in the pocket
 * a1-b1-c1 (two moves from b1, one from a1 and c1), Black's in a8-b8;
 * every line scores 170.  With pvs the root's second move Kc1 is tried
 * with the zero window (170, 171): Black to move, static 170 <= alpha,
 * Black has a bishop, so gate probes at d - (4 + d / 3 + 0): with L = 8
 * (d = 7) at depth 1 (Kb1 and one leaf: 2 nodes), which fails low and
 * prunes with its value; with L = 7 (d = 6) at depth 0, which the guard
 * skips.  The first root move's line (12 nodes) holds one more
 * zero-window node (ply 5, d = 3: probe depth -2, skipped by the guard,
 * else a horizon leaf that prunes). */
static void
test_hand_gate (void)
{
  const char *fen = "k2b4/p1pPp3/P1P1P2p/7P/8/p1p1p3/P1P1P3/1K1B4 w - - 0 1";
  CairnSettings settings;

  engine_settings (&settings, CAIRN_MODE_NULL, 8, 3, "pvs,gate");
  settings.guard = TRUE;
  check_hand (fen, &settings, &(Want) { .nodes = 16, .probes = 1, .prunes = 1, .value = 170,
                                        .best = "b1a1" });
  settings.depth = 7;
  check_hand (fen, &settings, &(Want) { .nodes = 21, .value = 170, .best = "b1a1" });
  settings.depth = 8;
  settings.guard = FALSE;
  check_hand (fen, &settings, &(Want) { .nodes = 14, .probes = 2, .prunes = 2, .value = 170,
                                        .best = "b1a1" });
}

/* ---- SEARCH-RULES.md §4.12's own checks ---------------------------------------------- */

/* Random positions for the value checks: middlegames from the start and
 * from Kiwipete, and endings with pieces (where the quiescence search
 * stays small enough for minimax). */
static void
random_position (CairnPosition *position,
                 guint          i,
                 GRand         *rand)
{
  static const char * const endings[] = {
    "KPk", "KRkp", "KQkr", "KRPkr", "KNPkb", "KPPkp", "KBPkn", "KQkn",
  };

  switch (i % 3)
    {
    case 0:
      parse (position, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
      random_playout (position, (guint) g_rand_int_range (rand, 0, 70), rand);
      break;
    case 1:
      parse (position, KIWIPETE);
      random_playout (position, (guint) g_rand_int_range (rand, 0, 12), rand);
      break;
    default:
      test_chess_random_ending (position, endings[(i / 3) % G_N_ELEMENTS (endings)], rand);
      break;
    }
}

/* Parts order, pvs and id change the work, never plain alpha-beta's
 * root value: it is the seed style's plain value. */
static void
test_seed_values (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1999);
  guint n = test_scaled (120), compared = 0;

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;
      CairnSettings seed;
      CairnCounters want;

      random_position (&position, i, rand);
      cairn_settings_init_default (&seed);
      seed.depth = (guint) g_rand_int_range (rand, 1, i % 3 == 2 ? 7 : 5);
      seed.node_cap = 2000000;
      if (!cairn_count_search (&position, &seed, &want))
        continue;
      for (guint parts = 1; parts < 8; parts++)
        {
          CairnSettings settings = seed;
          CairnCounters got;

          settings.engine_parts = (parts & 1 ? CAIRN_PART_ORDER : 0) | (parts & 2 ? CAIRN_PART_PVS : 0) |
                                  (parts & 4 ? CAIRN_PART_ID : 0);
          g_assert_true (cairn_count_search (&position, &settings, &got));
          if (got.value != want.value)
            {
              g_autofree char *what = describe (&position, &settings);

              g_test_message ("%s: %d, the seed style %d", what, got.value, want.value);
              g_test_fail ();
              return;
            }
          compared++;
        }
    }
  g_test_message ("%u values compared", compared);
  g_assert_cmpuint (compared, >, n * 7 / 2);
}

/* With qsearch: plain alpha-beta's root value is minimax's (both with
 * qsearch), whatever of order, pvs and id either has; minimax never
 * prunes, so its nodes do not depend on the order, and it has no use
 * for pvs, tt or gate.  Beyond SEARCH-RULES.md §4: the same holds with check and draws
 * (alpha-beta finds the minimax value of the same tree; only tt and the
 * null move change the tree). */
static void
test_qsearch_minimax (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (2002);
  guint n = test_scaled (120), compared = 0;

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;
      CairnSettings minimax;
      CairnCounters want, unordered;
      guint depth = (guint) g_rand_int_range (rand, 1, i % 3 == 2 ? 5 : 3);
      guint extra = (guint) g_rand_int_range (rand, 0, 4);

      random_position (&position, i, rand);
      if (g_rand_int_range (rand, 0, 4) == 0)
        CAIRN_CHESS_BOARD (&position.board)->halfmove = (guint16) g_rand_int_range (rand, 95, 101);
      extra = (extra & 1 ? CAIRN_PART_CHECK : 0) | (extra & 2 ? CAIRN_PART_DRAWS : 0);
      engine_settings (&minimax, CAIRN_MODE_MINIMAX, depth, 1, "qsearch");
      minimax.engine_parts |= extra;
      /* Minimax's quiescence search takes every capture: middlegames
       * outgrow the cap now and then, and are left out. */
      minimax.node_cap = 400000;
      if (!cairn_count_search (&position, &minimax, &unordered))
        continue;
      for (guint parts = 0; parts < 8; parts++)
        {
          CairnSettings settings = minimax;
          guint more = (parts & 1 ? CAIRN_PART_ORDER : 0) | (parts & 2 ? CAIRN_PART_PVS : 0) |
                       (parts & 4 ? CAIRN_PART_ID : 0);
          CairnCounters got;

          settings.engine_parts |= more;
          g_assert_true (cairn_count_search (&position, &settings, &want));
          /* Minimax: the order and pvs change nothing but, with order,
           * the best move among equals; pvs, tt and gate nothing at all. */
          g_assert_cmpint (want.value, ==, unordered.value);
          if (!(more & CAIRN_PART_ID))
            g_assert_cmpuint (want.nodes, ==, unordered.nodes);
          {
            CairnSettings ignored = settings;
            CairnCounters same;

            ignored.engine_parts |= CAIRN_PART_PVS | CAIRN_PART_TT | CAIRN_PART_GATE;
            if (!(settings.engine_parts & CAIRN_PART_PVS))
              {
                g_assert_true (cairn_count_search (&position, &ignored, &same));
                g_assert_cmpmem (&same, sizeof same, &want, sizeof want);
              }
          }
          settings.mode = CAIRN_MODE_PLAIN;
          g_assert_true (cairn_count_search (&position, &settings, &got));
          if (got.value != unordered.value)
            {
              g_autofree char *what = describe (&position, &settings);

              g_test_message ("%s: %d, minimax %d", what, got.value, unordered.value);
              g_test_fail ();
              return;
            }
          compared++;
        }
    }
  g_test_message ("%u values compared", compared);
  g_assert_cmpuint (compared, >, n * 8 / 3);
}

/* A part with nothing to do is the seed style to the node: plain
 * alpha-beta and minimax never probe (so a null move's ply does not
 * matter), gate acts on probes only, and minimax ignores pvs and tt. */
static void
test_inert_parts (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (1848);
  guint n = test_scaled (90);

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;
      CairnSettings seed, settings;
      CairnCounters want, got;

      random_position (&position, i, rand);
      cairn_settings_init_default (&seed);
      seed.mode = g_rand_int_range (rand, 0, 4) == 0 ? CAIRN_MODE_MINIMAX : CAIRN_MODE_PLAIN;
      seed.depth = (guint) g_rand_int_range (rand, 1, seed.mode == CAIRN_MODE_MINIMAX ? 4 : 5);
      seed.node_cap = 1000000;
      if (!cairn_count_search (&position, &seed, &want))
        continue;
      settings = seed;
      settings.engine_parts = CAIRN_PART_GATE;
      if (seed.mode == CAIRN_MODE_MINIMAX && g_rand_boolean (rand))
        settings.engine_parts |= CAIRN_PART_PVS | CAIRN_PART_TT;
      g_assert_true (cairn_count_search (&position, &settings, &got));
      g_assert_cmpuint (got.n_iterations, ==, 1);
      g_assert_cmpuint (got.iteration_nodes[0], ==, got.nodes);
      got.n_iterations = 0;
      got.iteration_nodes[0] = 0;
      g_assert_cmpmem (&got, sizeof got, &want, sizeof want);
    }
}

/* The quiescence moves' generator is the legal moves that
 * cairn_chess_tactical_rank() ranks, in seed order (CHESS-RULES.md §3.1), with those ranks. */
static void
test_tactical_moves (void)
{
  static const char * const starts[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    KIWIPETE,
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (64);
  guint n = test_scaled (3000), tactical = 0, promotions = 0, en_passant = 0;

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;
      const CairnChessBoard *b = CAIRN_CHESS_BOARD (&position.board);
      guint16 all[CAIRN_CHESS_MAX_MOVES], got[CAIRN_CHESS_MAX_MOVES];
      int ranks[CAIRN_CHESS_MAX_MOVES];
      guint n_all, n_got, k = 0;

      parse (&position, starts[i % G_N_ELEMENTS (starts)]);
      random_playout (&position, (guint) g_rand_int_range (rand, 0, 40), rand);
      n_all = cairn_chess_legal_moves (b, position.to_move, all);
      n_got = cairn_chess_tactical_moves (b, position.to_move, got, ranks);
      for (guint j = 0; j < n_all; j++)
        {
          int rank = cairn_chess_tactical_rank (b, position.to_move, all[j]);

          if (rank < 0)
            continue;
          g_assert_cmpuint (k, <, n_got);
          g_assert_cmpuint (got[k], ==, all[j]);
          g_assert_cmpint (ranks[k], ==, rank);
          promotions += cairn_chess_move_promo (all[j]) != 0;
          en_passant += cairn_chess_move_to (all[j]) == b->ep;
          k++;
        }
      g_assert_cmpuint (k, ==, n_got);
      tactical += n_got;
    }
  g_test_message ("%u tactical moves, %u promotions, %u en passant", tactical, promotions, en_passant);
  g_assert_cmpuint (promotions, >, 0);
  g_assert_cmpuint (en_passant, >, 0);
}

/* ---- Stops and bad input ---------------------------------------------------- */

/* The node cap counts over every iteration; a stopped search says so,
 * has counted exactly the cap and names no move. */
static void
test_cap (void)
{
  CairnPosition position;
  CairnSettings settings;
  CairnCounters c, full;

  parse (&position, KIWIPETE);
  engine_settings (&settings, CAIRN_MODE_VERIFIED, 4, 3, "engine");
  g_assert_true (cairn_count_search (&position, &settings, &full));
  g_assert_cmpuint (full.n_iterations, ==, 4);
  g_assert_cmpuint (full.iteration_nodes[0] + full.iteration_nodes[1] + full.iteration_nodes[2] +
                    full.iteration_nodes[3], ==, full.nodes);
  g_assert_cmpuint (full.events, ==, 2 * full.nodes + full.null_probes + full.null_prunes + full.cutoffs +
                    full.re_searches + full.pvs_re_searches + 1);
  for (guint64 cap = 1; cap < full.nodes; cap = cap * 3 + 1)
    {
      settings.node_cap = (guint) cap;
      g_assert_false (cairn_count_search (&position, &settings, &c));
      g_assert_cmpuint (c.nodes, ==, cap);
      g_assert_cmpint (c.best_move, ==, -1);
      g_assert_cmpuint (c.events, <, 2 * c.nodes + c.null_probes + c.null_prunes + c.cutoffs +
                        c.re_searches + c.pvs_re_searches);
      assert_same_as_oracle (&position, &settings, NULL);
    }
  /* Exactly enough is enough. */
  settings.node_cap = (guint) full.nodes;
  g_assert_true (cairn_count_search (&position, &settings, &c));
  g_assert_cmpmem (&c, sizeof c, &full, sizeof full);
}

/* Tic-tac-toe has no engine style; unknown parts are refused; the
 * search refuses settings that do not validate. */
static void
test_bad_input (void)
{
  CairnPosition position;
  CairnSettings settings;
  CairnCounters c;
  g_autoptr (GError) error = NULL;
  guint parts = 0;

  test_position (".........", "x", &position);
  engine_settings (&settings, CAIRN_MODE_PLAIN, 3, 1, "qsearch");
  g_assert_false (cairn_settings_validate (&settings, cairn_position_game (&position), &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_ENGINE_PARTS);
  g_clear_error (&error);
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*validate*");
  g_assert_false (cairn_count_search (&position, &settings, &c));
  g_test_assert_expected_messages ();
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*engine*");
  g_assert_false (cairn_chess_engine_count_search (&position, &settings, &c));
  g_test_assert_expected_messages ();

  parse (&position, KIWIPETE);
  settings.engine_parts = CAIRN_ENGINE_PARTS_ALL + 1;
  g_assert_false (cairn_settings_validate (&settings, chess (), &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_ENGINE_PARTS);
  g_clear_error (&error);
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*validate*");
  g_assert_false (cairn_count_search (&position, &settings, &c));
  g_test_assert_expected_messages ();
  settings.engine_parts = CAIRN_ENGINE_PARTS_ALL;
  settings.depth = 13;
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*validate*");
  g_assert_false (cairn_chess_engine_count_search (&position, &settings, &c));
  g_test_assert_expected_messages ();
  /* No part at all is the seed style, not the engine's. */
  settings.depth = 2;
  settings.engine_parts = 0;
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*engine*");
  g_assert_false (cairn_chess_engine_count_search (&position, &settings, &c));
  g_test_assert_expected_messages ();
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*position*");
  g_assert_false (cairn_chess_engine_count_search (NULL, &settings, &c));
  g_test_assert_expected_messages ();

  g_assert_false (cairn_engine_parts_parse ("qsearch,nullmove", &parts, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_ENGINE_PARTS);
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
assert_seen_every_rule (gboolean re_searches)
{
  g_test_message ("%u searches: %u stopped at the cap, %u probed, %u pruned, %u verified, "
                  "%u re-searched, %u ignored a verdict, %u quiescence, %u table cutoffs, "
                  "%u PVS re-searches, %u extended, %u drawn",
                  seen.searches, seen.aborted, seen.probed, seen.pruned, seen.verified, seen.re_searched,
                  seen.ignored, seen.q, seen.tt, seen.pvs, seen.extended, seen.drawn);
  g_assert_cmpuint (seen.aborted, >, 0);
  g_assert_cmpuint (seen.pruned, >, 0);
  g_assert_cmpuint (seen.verified, >, 0);
  if (re_searches)
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
  guint n = test_scaled (160);

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;

      parse (&position, starts[i % G_N_ELEMENTS (starts)]);
      random_playout (&position, (guint) g_rand_int_range (rand, 0, i % 4 == 0 ? 60 : 8), rand);
      /* Now and then a clock near the fifty-move rule. */
      if (g_rand_int_range (rand, 0, 4) == 0)
        CAIRN_CHESS_BOARD (&position.board)->halfmove = (guint16) g_rand_int_range (rand, 90, 101);
      compare_random_settings (&position, 4, 3, 60000, rand);
    }
  /* Verified re-searches are rare in open positions: the endings have them. */
  assert_seen_every_rule (FALSE);
}

static void
test_oracle_endings (void)
{
  static const char * const endings[] = {
    "KPk", "KRk", "Kkp", "KPkp", "KQkr", "KRPkr", "KNkp", "KQPkq", "KBPkn", "KPPkp", "KRkn", "KQk",
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  guint n = test_scaled (400);

  for (guint i = 0; i < n; i++)
    {
      CairnPosition position;

      test_chess_random_ending (&position, endings[i % G_N_ELEMENTS (endings)], rand);
      random_playout (&position, (guint) g_rand_int_range (rand, 0, 6), rand);
      if (g_rand_int_range (rand, 0, 4) == 0)
        CAIRN_CHESS_BOARD (&position.board)->halfmove = (guint16) g_rand_int_range (rand, 80, 101);
      compare_random_settings (&position, 7, 3, 100000, rand);
    }
  assert_seen_every_rule (TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  chess ()->init ();
  g_test_add_func ("/engine-count/hand/stand-pat", test_hand_stand_pat);
  g_test_add_func ("/engine-count/hand/captures", test_hand_captures);
  g_test_add_func ("/engine-count/hand/killers", test_hand_killers);
  g_test_add_func ("/engine-count/hand/pvs", test_hand_pvs);
  g_test_add_func ("/engine-count/hand/tt", test_hand_tt);
  g_test_add_func ("/engine-count/hand/repetition", test_hand_repetition);
  g_test_add_func ("/engine-count/hand/fifty-moves", test_hand_fifty_moves);
  g_test_add_func ("/engine-count/hand/check", test_hand_check);
  g_test_add_func ("/engine-count/hand/gate", test_hand_gate);
  g_test_add_func ("/engine-count/seed-values", test_seed_values);
  g_test_add_func ("/engine-count/qsearch-minimax", test_qsearch_minimax);
  g_test_add_func ("/engine-count/inert-parts", test_inert_parts);
  g_test_add_func ("/engine-count/tactical-moves", test_tactical_moves);
  g_test_add_func ("/engine-count/cap", test_cap);
  g_test_add_func ("/engine-count/bad-input", test_bad_input);
  g_test_add_func ("/engine-count/oracle/middlegames", test_oracle_middlegames);
  g_test_add_func ("/engine-count/oracle/endings", test_oracle_endings);
  return g_test_run ();
}
