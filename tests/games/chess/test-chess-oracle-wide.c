/* test-chess-oracle-wide.c — the search's counters on chess against the
 * independent recursive search (oracle-search.c, written from DESIGN §1,
 * §1b and §1c), over positions with pieces, not only pawn endings: each
 * position is searched under configurations drawn from every mode, R 0 to
 * 3 and adaptive, depth 1 to 6, the guard, both probe windows and both
 * null-when rules, by the counting search and, for some, the stepping
 * search too.  Every counter, the value and the best move must agree.
 *
 * The positions are a spread of build-aux/chess-crosscheck's random and
 * hand-made ones (castling, en passant, promotions, checks).
 * CAIRN_ORACLE_WIDE_ROUNDS (default 10) is how many configurations each
 * position gets; a larger number checks more, for a run by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "cairn-chess-board.h"
#include "cairn-games.h"
#include "cairn-search.h"
#include "chess-oracle.h"
#include "test-util.h"

static const char *const positions[] = {
  "2kr4/8/8/8/8/8/8/3K4 w - - 1 2",
  "8/8/3Rk3/8/8/4K3/8/8 b - - 11 6",
  "2Q1kN2/8/8/8/8/8/K7/8 b - - 0 5",
  "4k3/8/2Q5/8/8/8/K7/8 b - - 8 5",
  "5B2/8/8/8/8/2k1Q3/8/2K5 b - - 4 26",
  "7k/8/8/8/Q1Q5/8/Q1Q5/K7 w - - 0 1",
  "4k3/PK6/8/8/8/8/8/8 w - - 3 3",
  "8/2K5/1P6/8/5q2/8/8/5k2 w - - 5 5",
  "3rk2R/8/8/8/8/8/8/R2QK3 b Q - 0 3",
  "7k/8/6K1/8/8/8/8/7Q b - - 1 1",
  "8/8/3k4/4P3/8/8/5P2/4K3 b - - 0 5",
  "8/8/8/3K4/1k6/2B5/8/8 b - - 0 12",
  "1Q2k3/8/8/8/8/8/K7/8 b - - 0 1",
  "8/8/8/8/8/8/3rK3/1k6 w - - 22 14",
  "1r2k2r/8/8/8/8/8/8/1R2K2R w Kk - 1 2",
  "3k4/8/8/3P4/8/8/3b4/2q2K2 w - - 0 16",
  "8/5P2/8/4K3/k7/p7/8/8 w - - 1 6",
  "8/6k1/8/8/8/5K2/6R1/8 b - - 17 9",
  "8/2kp4/8/2P5/8/8/1K6/1r6 w - - 21 12",
  "8/3Q4/8/5k2/2Q5/2Q5/Q7/K7 b - - 13 7",
  "RK6/8/8/k7/8/8/8/8 b - - 0 5",
  "2r4k/1P4pp/8/8/8/8/8/4K3 w - - 0 1",
  "r6r/5k2/8/8/8/8/8/2R1K2R w K - 1 2",
  "8/8/3k4/8/8/3n4/8/3BK3 w - - 0 1",
  "4k3/8/8/8/8/8/8/4K2R w K - 0 65534",
  "8/3k4/R7/8/7R/3R4/8/4K2R b K - 7 4",
  "8/8/3k4/8/8/4n3/1N6/4K3 b - - 1 1",
  "3k4/8/8/R7/8/8/8/4K3 b - - 1 1",
  "7k/8/8/3pP3/8/4K3/8/8 b - - 1 1",
  "3k4/8/8/8/R7/8/8/4K3 b - - 1 1",
  "1RB5/6k1/8/8/8/8/8/K7 b - - 0 2",
  "2K5/8/8/8/8/8/5k2/8 w - - 0 5",
  "4k3/8/8/8/8/8/3K4/7R b - - 1 65534",
  "8/8/2k5/8/8/6q1/8/1K6 w - - 45 28",
  "8/1k5K/8/8/2p5/8/5b2/8 b - - 9 6",
  "7k/8/8/2Q5/Q7/8/Q1Q5/K7 b - - 1 1",
  "2k5/8/8/1pP5/8/8/5K2/8 b - - 1 1",
  "B1K5/8/8/8/P7/8/P4k2/8 b - - 0 3",
  "R6r/4k3/8/8/5n2/8/8/5RK1 w - - 3 4",
  "8/8/3k4/8/8/8/4P3/4K3 w - - 101 2",
  "4k2r/8/8/3q4/8/8/r7/R3K2R w KQk - 1 2",
  "4k2r/r7/8/3q4/8/8/8/R3K2R w KQk - 1 2",
  "3k4/8/8/p6p/P1r1K2P/1p6/8/8 w - - 5 20",
  "r3k2r/8/8/8/7Q/8/8/R3K2R b KQkq - 1 1",
  "r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1",
  "r3k2r/3qq3/8/8/8/3p4/p4K2/R6R b kq - 2 2",
  "7k/8/1p6/4r2p/8/2p4P/8/r6K w - - 5 26",
  "r6r/5kP1/8/8/8/8/1p6/R3K2R w KQ - 1 2",
  "r3k2r/p6p/8/8/8/8/P6P/R4RK1 b kq - 1 1",
  "B2K2k1/1PP5/3N2P1/5Q2/8/8/8/B7 w - - 1 2",
  "r3k1Br/8/8/8/8/8/1p6/R3K2R b KQkq - 0 1",
  "6k1/8/3p4/2p5/1K6/8/4P1P1/1R6 w - c6 0 7",
  "r2r2k1/p3R1B1/8/7p/b1p5/8/3p3P/1K6 b - - 3 12",
  "r6r/5k2/8/8/8/1n6/8/R3K2R w KQ - 1 2",
  "r4k2/4R3/8/pp6/2Q5/8/8/n3K2R w K - 0 3",
  "7k/N7/2N1N3/5N2/3N4/5N2/8/K1q3N1 w - - 0 4",
  "4r3/2p5/1P1p4/K7/1R2PpPk/8/8/8 b - g3 0 3",
  "6r1/1b2k3/6R1/4r3/8/4K3/8/6B1 w - - 1 18",
  "1n1n4/3pk3/8/p5P1/Pp6/1Kq4P/8/8 w - - 3 40",
  "r3k2r/8/8/p7/8/8/8/R3K2R b Kkq - 0 1",
  "r3k2r/6P1/8/8/8/8/8/Rr2K2R w KQkq - 0 2",
  "NR1N2B1/2k5/3R4/6K1/8/1n6/8/7r b - - 0 5",
  "r3k1r1/8/8/8/8/4Q3/R3K3/7R b - - 4 5",
  "B3k2N/P3P3/4p3/8/8/8/2p5/R3K2R b KQ - 0 1",
  "N7/1PP4k/8/8/8/8/3K2pp/5q2 b - - 1 2",
  "r3k2r/P7/8/8/4Rr2/8/8/4K2R b Kkq - 3 2",
  "8/8/2Pp4/K5kr/R7/8/4P1P1/8 b - - 0 3",
  "r3k2r/8/8/8/8/5q2/1pP5/R3K2R w KQ - 0 1",
  "8/8/p2R2r1/1p6/1P6/8/5K1p/7k b - - 1 1",
  "K7/2k4P/8/6p1/8/4n3/5P2/5Q2 b - - 0 1",
  "8/k7/3p4/p2P1p2/P2P1P2/8/1K6/8 b - - 1 1",
  "4n1K1/4P3/4B3/4k3/8/2b5/8/6n1 w - - 0 5",
  "8/k7/N7/5N2/3N4/N5N1/4N3/K7 w - - 0 20",
  "r5k1/7p/8/p4r2/1Bp5/3p4/P6P/4K2R w K a6 0 5",
  "4Nbnr/6pk/6p1/8/8/8/8/K7 b - - 0 1",
  "NQ6/1P6/6k1/8/8/4K3/7r/5rn1 b - - 0 7",
  "n1k5/P7/1nb5/8/6N1/8/2K5/5b2 w - - 0 9",
  "r1N1k2r/8/8/8/8/8/p7/5RK1 w - - 3 3",
  "nBn5/P1Pk4/8/8/8/8/4Kp1p/5N1r b - - 0 2",
  "8/8/8/K1pR4/4Pp1k/8/6P1/8 w - c6 0 4",
  "B2q2k1/p2p1r1p/Q4n2/bbp1p1p1/Np6/1B3NBn/pPPP1PPP/2KR3R b - - 0 3",
  "rn2k2r/pp4p1/2p5/6Bp/2Pq2P1/1P6/P3Nn2/RN2K1b1 b - g3 0 21",
  "1n2kr2/5p2/2b3R1/P1Pp1P2/Q3p1q1/4P3/6K1/R1B1b1N1 w - - 0 37",
  "r3k2r/p2pqpb1/bn2pQN1/2pP4/Pp2P3/2N5/1PPBBP1P/R3K1R1 b Qkq a3 0 4",
  "r2r4/1pp2kpp/p1np4/2b1Q1B1/6b1/P1NP1N2/1PP3PP/R2nR1K1 w - - 1 16",
  "2r1r1k1/1pp2qpp/p2p4/4p1Bn/1P2P1bN/2NP4/1PP1QKPP/1RR5 w - - 0 17",
  "rnbqkb1r/ppp1p1pp/7n/3pPp2/1P6/8/P1PP1PPP/RNBQKBNR w KQkq d6 0 4",
  "rnbq1bnr/PPPkPPPP/8/8/8/8/8/4K3 w - - 0 2",
  "q6k/p2p2rp/2Q2n2/b2BB1p1/1pP2n2/3P1N1P/pP3PP1/4RKR1 b - - 0 13",
  "2r5/1ppn2kp/p2p4/4p2B/NP5P/4PN1P/1PPr2K1/1R2QR2 w - - 4 32",
  "1n2rqk1/2p2ppp/r2p4/Pp2p1Bn/4P3/2PP1NPb/RP2Qb1P/1N2R1K1 w - - 0 19",
  "2k4r/2p2pb1/2b3p1/p7/2n1p3/pP2BN1P/2P1BP1P/2Kr3R w - - 0 13",
  "rnbq1bnr/PPPPkPPP/8/8/8/8/8/4K3 w - - 0 2",
  "B2rk3/6p1/6N1/1pP1P1bp/6nP/2B5/P1Q3P1/5K2 w - b6 0 21",
  "r4rk1/p6p/8/B7/Ppp1p3/3b4/7P/R3K2R w KQ - 1 2",
  "rnb2b2/5P2/8/1P1k3p/1P1p1p2/1pPK2r1/1B1P1P1P/7R w - - 2 29",
  "5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP2Q1P1/2B2RKN b - - 1 1",
  "8/6B1/p5p1/Pp4kp/1P5r/5PKQ/4q1P1/8 b - - 1 1",
  "r4k2/p1ppqpb1/1n2p1pB/3n4/P1b1P3/1p1Q3p/1PP1BPPP/2KRR3 w - - 1 8",
  "5rk1/rpp1qpp1/p1nNb2p/2b1p3/P7/1B1PBN1P/1PP1QnP1/1R3RK1 b - - 2 18",
  "r2r2k1/1pp3pp/2np1q2/p1b1p3/3NP1b1/P2PQ3/1PP2PPP/R2N1RK1 w - - 0 15",
  "rn1qkbn1/1bpp1p2/6pr/pP2p2p/PP2P1P1/3P4/2Q1BP1P/RNB1K1NR b KQq g3 0 10",
  "7k/1pp5/2n4n/r7/p7/bP1P1N2/2PRr3/6RK b - - 14 46",
  "2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP1Q2/2P5/PPB4P/R4RK1 b - - 1 1",
};

typedef struct {
  ChessOracleOptions oracle;
  CairnSettings      settings;
} Config;

static guint
men (const CairnChessBoard *b)
{
  return (guint) __builtin_popcountll (b->colour[0] | b->colour[1]);
}

/* A configuration drawn at random; depth kept where the oracle, which
 * orders nothing and shares nothing, stays quick. */
static void
draw_config (GRand                 *rand,
             const CairnChessBoard *board,
             Config                *c)
{
  static const struct { CairnMode mode; ChessOracleMode oracle; } modes[] = {
    { CAIRN_MODE_PLAIN, CHESS_ORACLE_PLAIN },
    { CAIRN_MODE_NULL, CHESS_ORACLE_NULL },
    { CAIRN_MODE_NULL, CHESS_ORACLE_NULL },
    { CAIRN_MODE_VERIFIED, CHESS_ORACLE_VERIFIED },
    { CAIRN_MODE_VERIFIED, CHESS_ORACLE_VERIFIED },
    { CAIRN_MODE_MINIMAX, CHESS_ORACLE_MINIMAX },
  };
  static const guint reductions[] = { 1, 2, 3, 1, 2, 3, CAIRN_REDUCTION_ADAPTIVE, CAIRN_REDUCTION_NONE };
  guint n = men (board);
  guint m = (guint) g_rand_int_range (rand, 0, G_N_ELEMENTS (modes));
  guint max_depth = n <= 5 ? 6 : n <= 10 ? 5 : 4;

  if (modes[m].mode == CAIRN_MODE_MINIMAX)
    max_depth = MIN (max_depth, n <= 5 ? 4 : 3);
  cairn_settings_init_default (&c->settings);
  c->settings.mode = modes[m].mode;
  c->settings.depth = (guint) g_rand_int_range (rand, 1, (gint32) max_depth + 1);
  c->settings.reduction = reductions[g_rand_int_range (rand, 0, G_N_ELEMENTS (reductions))];
  c->settings.guard = g_rand_boolean (rand);
  c->settings.probe_window = g_rand_boolean (rand) ? CAIRN_PROBE_WINDOW_ZERO : CAIRN_PROBE_WINDOW_FULL;
  c->settings.null_when = g_rand_boolean (rand) ? CAIRN_NULL_WHEN_PIECES : CAIRN_NULL_WHEN_ALWAYS;
  c->oracle = (ChessOracleOptions) {
    .mode = modes[m].oracle,
    .depth = c->settings.depth,
    .reduction = c->settings.reduction,
    .guard = c->settings.guard,
    .zero_window = c->settings.probe_window == CAIRN_PROBE_WINDOW_ZERO,
    .pieces_only = c->settings.null_when == CAIRN_NULL_WHEN_PIECES,
    .root_move = CHESS_ORACLE_NO_MOVE,
  };
}

static void
describe (const char   *fen,
          const Config *c)
{
  g_test_message ("%s: %s d%u R%d guard %d window %s null-when %s", fen,
                  cairn_mode_to_string (c->settings.mode), c->settings.depth,
                  c->settings.reduction == CAIRN_REDUCTION_ADAPTIVE ? -1 : (int) c->settings.reduction,
                  c->settings.guard, cairn_probe_window_to_string (c->settings.probe_window),
                  cairn_null_when_to_string (c->settings.null_when));
}

static void
test_wide (void)
{
  const CairnGame *chess = cairn_games_lookup ("chess", NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (21);
  const char *env = g_getenv ("CAIRN_ORACLE_WIDE_ROUNDS");
  guint rounds = env ? (guint) atoi (env) : 10;
  guint compared = 0, stepped = 0, with_prunes = 0, with_verifications = 0;

  g_assert_nonnull (chess);
  for (guint r = 0; r < rounds; r++)
    for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
      {
        g_autoptr (GError) error = NULL;
        CairnPosition position;
        CairnCounters counted;
        ChessOracleResult o;
        Config c;

        g_assert_true (cairn_position_parse (positions[i], NULL, &position, &error));
        g_assert_no_error (error);
        draw_config (rand, CAIRN_CHESS_BOARD (&position.board), &c);
        describe (positions[i], &c);
        cairn_search_count (&position, &c.settings, &counted);
        chess_oracle_run_options (CAIRN_CHESS_BOARD (&position.board), position.to_move, &c.oracle, &o);
        chess_oracle_assert_same (&counted, &o);
        compared++;
        with_prunes += o.prunes > 0;
        with_verifications += o.verifications > 0;

        /* The stepping search, which records the tree, on one in four. */
        if (i % 4 == r % 4)
          {
            g_autoptr (CairnSearch) search = cairn_search_new (&position, &c.settings, FALSE);

            cairn_search_run (search);
            chess_oracle_assert_same (cairn_search_get_counters (search), &o);
            stepped++;
          }
      }
  g_test_message ("%u searches compared with the oracle, %u stepped too; %u with null prunes, "
                  "%u with verifications", compared, stepped, with_prunes, with_verifications);
  /* The draw reaches the rules it is here for. */
  if (rounds >= 10)
    {
      g_assert_cmpuint (with_prunes, >=, 40);
      g_assert_cmpuint (with_verifications, >=, 40);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess-oracle-wide/counters", test_wide);
  return g_test_run ();
}
