/* test-chess-moves.c — chess's move generation by its real rules
 * (cairn-chess-moves.c, CHESS-RULES.md): perft against the published
 * figures and against Stockfish, the move list's order and its largest
 * size, and the search's cursor over the moves.  FEN, SAN and the
 * horizon count are in test-chess-fen.c, test-chess-san.c and
 * test-chess-eval.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess.h"
#include "test-util.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

static guint64
perft_of (const char *fen,
          guint       depth)
{
  CairnChessBoard b;
  CairnSide side;

  test_chess_load (fen, &b, &side);
  return cairn_chess_perft (&b, side, depth);
}

/* CHESS-RULES.md §9.1's figures, as published for these positions. */
static void
test_perft_design (void)
{
  g_assert_cmpuint (perft_of (START, 1), ==, 20);
  g_assert_cmpuint (perft_of (START, 2), ==, 400);
  g_assert_cmpuint (perft_of (START, 3), ==, 8902);
  g_assert_cmpuint (perft_of (START, 4), ==, 197281);
  g_assert_cmpuint (perft_of (KIWIPETE, 1), ==, 48);
  g_assert_cmpuint (perft_of (KIWIPETE, 2), ==, 2039);
  g_assert_cmpuint (perft_of (KIWIPETE, 3), ==, 97862);
  g_assert_cmpuint (perft_of ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -", 5), ==, 674624);
  g_assert_cmpuint (perft_of ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4), ==, 422333);
}

/* The deeper ones: a few seconds in all. */
static void
test_perft_design_deep (void)
{
  g_assert_cmpuint (perft_of (START, 5), ==, 4865609);
  g_assert_cmpuint (perft_of (KIWIPETE, 4), ==, 4085603);
}

/* Depth 4 from positions with castling, en passant (legal, pinned along
 * the rank, answering a check), promotions and underpromotions, pins and
 * checks: each figure equals Stockfish 15.1's `go perft 4`, whose divide
 * (the count under each first move) matched Cairn's move for move. */
static void
test_perft_stockfish (void)
{
  static const struct {
    const char *fen;
    guint64     nodes;
  } cases[] = {
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 197281 },
    { "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4085603 },
    { "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 43238 },
    { "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 422333 },
    { "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 422333 },
    { "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2103487 },
    { "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3894594 },
    { "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", 2100 },
    { "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 10138 },
    { "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 10276 },
    { "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 13931 },
    { "5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6399 },
    { "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 7418 },
    { "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 1274206 },
    { "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 1720476 },
    { "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 19174 },
    { "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 31961 },
    { "4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 2661 },
    { "8/P1k5/K7/8/8/8/8/8 w - - 0 1", 1329 },
    { "K1k5/8/P7/8/8/8/8/8 w - - 0 1", 63 },
    { "8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 926 },
    { "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 23527 },
    { "8/6P1/8/8/8/8/2K5/k7 w - - 0 1", 592 },
    { "8/k1P5/2K5/8/8/8/8/8 w - - 0 1", 855 },
    { "8/P6k/8/8/8/8/6p1/K7 w - - 0 1", 5617 },
    { "8/8/7p/5K1k/r7/3n4/5N2/R7 w - - 0 1", 117605 },
    { "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", 76600 },
    { "rnbqkb1r/ppppp1pp/7n/4Pp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", 351806 },
    { "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1", 12104 },
    { "4k3/8/8/8/1pP5/8/7K/q7 b - c3 0 1", 13939 },
    { "8/8/8/8/k1pP3R/8/8/4K3 b - d3 0 1", 10522 },
    { "8/8/8/2k5/3Pp3/8/8/4K2B b - d3 0 1", 6307 },
    { "r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1", 57515 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s", cases[i].fen);
      g_assert_cmpuint (perft_of (cases[i].fen, 4), ==, cases[i].nodes);
    }
}

/* The move list itself: sorted by from-square, to-square, then queen,
 * rook, bishop, knight; castling is the king's two-square move. */
static void
test_move_order (void)
{
  static const struct {
    const char *fen;
    const char *moves;
  } cases[] = {
    { "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
      "a1b1 a1c1 a1d1 a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 e1c1 e1d1 e1f1 e1g1 e1d2 e1e2 e1f2 "
      "h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8" },
    { "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
      "e1d1 e1f1 e1d2 e1e2 e1f2 a7a8q a7a8r a7a8b a7a8n a7b8q a7b8r a7b8b a7b8n" },
    /* In check from the rook: block, take or step aside; no castling. */
    { "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "e1d1 e1f1 e1e2" },
    /* En passant that would bare the king along the rank is no move. */
    { "8/8/8/8/k1pP3R/8/8/4K3 b - d3 0 1", "a4a3 a4b3 a4b4 a4a5 a4b5 c4c3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnChessBoard b;
      CairnSide side;
      guint16 moves[CAIRN_CHESS_MAX_MOVES];
      guint n;
      g_autoptr (GString) text = g_string_new (NULL);

      test_chess_load (cases[i].fen, &b, &side);
      n = cairn_chess_legal_moves (&b, side, moves);
      for (guint j = 0; j < n; j++)
        {
          char coord[6];

          cairn_chess_move_to_coord (moves[j], coord);
          g_string_append_printf (text, j ? " %s" : "%s", coord);
        }
      g_assert_cmpstr (text->str, ==, cases[i].moves);
    }
}

/* The most moves of any position: 218. */
static void
test_max_moves (void)
{
  CairnChessBoard b;
  CairnSide side;
  guint16 moves[CAIRN_CHESS_MAX_MOVES];

  test_chess_load ("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1", &b, &side);
  g_assert_cmpuint (cairn_chess_legal_moves (&b, side, moves), ==, 218);
}

static guint64
walk_cursor (const CairnChessBoard *b,
             CairnSide              side,
             guint                  depth)
{
  guint16 all[CAIRN_CHESS_MAX_MOVES];
  guint n = cairn_chess_legal_moves (b, side, all);
  guint64 checked = 1;

  test_chess_check_cursor (b, side);
  if (depth == 0)
    return checked;
  for (guint i = 0; i < n; i++)
    {
      CairnChessBoard child = *b;

      cairn_chess_play (&child, side, all[i]);
      checked += walk_cursor (&child, cairn_side_other (side), depth - 1);
    }
  return checked;
}

/* The search's way of asking for moves (a few at a time, counting the
 * rest) gives every position's legal moves in order: checks, double
 * checks, pins, en passant, promotions by push and capture onto one
 * square, castling. */
static void
test_moves_by_cursor (void)
{
  static const char * const fens[] = {
    START,
    KIWIPETE,
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 1",
    "3r1k2/2P5/8/8/8/8/8/4K3 w - - 0 1",
  };
  guint64 checked = 0;

  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      CairnChessBoard b;
      CairnSide side;

      test_chess_load (fens[i], &b, &side);
      checked += walk_cursor (&b, side, 2);
    }
  g_assert_cmpuint (checked, >, 5000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/perft/design", test_perft_design);
  g_test_add_func ("/chess/perft/design-deep", test_perft_design_deep);
  g_test_add_func ("/chess/perft/stockfish", test_perft_stockfish);
  g_test_add_func ("/chess/moves/order", test_move_order);
  g_test_add_func ("/chess/moves/max", test_max_moves);
  g_test_add_func ("/chess/moves/cursor", test_moves_by_cursor);
  return g_test_run ();
}

