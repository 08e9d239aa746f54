/* test-chess.c — chess by its real rules (DESIGN §1b): perft against the
 * published figures and against Stockfish, FEN in and out with every
 * refusal, and SAN with every feature.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

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

/* DESIGN §1b's figures, as published for these positions. */
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

static void
test_fen_round_trip (void)
{
  static const struct {
    const char *fen;
    const char *expected;   /* NULL: the same */
  } cases[] = {
    { START, NULL },
    { KIWIPETE, NULL },
    { "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42", NULL },
    { "rnbqkbnr/ppppp1pp/8/8/4Pp2/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3", NULL },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qkQK -", START },
    { "4k3/8/8/8/8/8/8/4K3 w - - 5 0", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnChessBoard b, again;
      CairnSide side, side_again;
      g_autofree char *fen = NULL;

      test_chess_load (cases[i].fen, &b, &side);
      fen = cairn_chess_to_fen (&b, side);
      g_assert_cmpstr (fen, ==, cases[i].expected ? cases[i].expected : cases[i].fen);
      test_chess_load (fen, &again, &side_again);
      g_assert_cmpmem (&b, sizeof b, &again, sizeof again);
    }
}

/* Each refusal of DESIGN §1b, with its reason. */
static void
test_fen_refusals (void)
{
  static const struct {
    const char *fen;
    int         code;
    const char *message;
  } cases[] = {
    { "4k3/8/8/8/8/8/8/4K3 w KQx -", CAIRN_CHESS_ERROR_CASTLING, "“KQx” is not a castling field" },
    /* The two counters may be left out, both; not the fullmove number alone. */
    { "4k3/8/8/8/8/8/8/4K3 w - - 5", CAIRN_CHESS_ERROR_COUNTERS,
      "the halfmove clock (fifth field) “5” has no fullmove number after it; write both counters, such as 0 1, or leave both out" },
    { "4k3/8/8/8/8/8/8/4K3 w KK -", CAIRN_CHESS_ERROR_CASTLING, "“KK” is not a castling field" },
    { "4k3/8/8/8/8/8/8/R3K3 w K -", CAIRN_CHESS_ERROR_CASTLING_RIGHTS, "the castling right K needs a White rook on h1" },
    { "4k3/8/8/8/8/8/8/R2K3R w Q -", CAIRN_CHESS_ERROR_CASTLING_RIGHTS, "the castling right Q needs the White king on e1" },
    { "r3k3/8/8/8/8/8/8/4K3 w k -", CAIRN_CHESS_ERROR_CASTLING_RIGHTS, "the castling right k needs a Black rook on h8" },
    { "r3k2r/8/8/8/8/8/8/4K3 w q - 0 1", 0, NULL },
    { "4k3/8/8/8/4P3/8/8/4K3 b - d3", CAIRN_CHESS_ERROR_EN_PASSANT, "needs a White pawn on d4" },
    { "4k3/8/8/8/4P3/8/8/4K3 w - e3", CAIRN_CHESS_ERROR_EN_PASSANT, "must be on rank 6" },
    /* e2-e4 cannot have been played: the rook on a4 gave check before it. */
    { "4K3/8/8/8/R3P2k/8/8/8 b - e3", CAIRN_CHESS_ERROR_EN_PASSANT,
      "says a pawn has just come from e2, but with that pawn back there Black would be in check with White to move" },
    { "4K3/8/8/8/R3P2k/8/8/8 b - -", 0, NULL },
    { "4K3/8/8/2k5/R3P3/8/8/8 b - e3", 0, NULL },
    /* A check the double step uncovered, or gave, is possible. */
    { "8/8/7k/8/3P4/8/8/2B1K3 b - d3", 0, NULL },
    { "4K3/8/8/5k2/3pP3/8/8/8 b - e3", 0, NULL },
    { "4k3/8/8/8/8/8/PPPPPPPP/1P2K3 w - -", CAIRN_CHESS_ERROR_PAWN_RANK, "White pawn stands on b1" },
    { "4k3/8/8/8/8/1P6/PPPPPPPP/4K3 w - -", CAIRN_CHESS_ERROR_PAWN_COUNT, "White has 9 pawns" },
    { "4k3/8/8/8/8/N7/PPPPPPPP/NNNNKNNN w - -", CAIRN_CHESS_ERROR_MEN_COUNT, "White has 17 men; each side may have at most 16" },
    { "P3k3/8/8/8/8/8/8/4K3 w - -", CAIRN_CHESS_ERROR_PAWN_RANK, "White pawn stands on a8" },
    { "p3k3/8/8/8/8/8/8/4K3 w - -", CAIRN_CHESS_ERROR_PAWN_RANK, "Black pawn stands on a8" },
    { "8/8/8/8/8/8/3k4/4K3 w - -", CAIRN_CHESS_ERROR_KINGS_TOUCHING, "kings on e1 and d2 stand next to each other" },
    { "4k3/8/8/8/8/8/8/4K2r w - -", 0, NULL },
    { "4k3/8/8/8/8/8/8/4K2r b - -", CAIRN_CHESS_ERROR_CHECK, "White is in check but Black is to move" },
    { "4k3/8/8/8/8/8/8/8 w - -", CAIRN_CHESS_ERROR_KINGS, "White has no king" },
    { "4k3/8/8/8/8/8/8/3KK3 w - -", CAIRN_CHESS_ERROR_KINGS, "White has 2 kings" },
    { "4kk2/8/8/8/8/8/8/4K3 w - -", CAIRN_CHESS_ERROR_KINGS, "Black has 2 kings" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 1 2 3", CAIRN_CHESS_ERROR_TRAILING, "at most six fields" },
    { "4k3/8/8/8/8/8/8/4K3 w - - x", CAIRN_CHESS_ERROR_COUNTERS, "“x”" },
    { "4k3/8/8/8/8/8/8/4K3 - - -", CAIRN_CHESS_ERROR_SIDE, "“-” is not a side to move" },
    { "4k3/8/8/8/8/8/8/4K3 w - e", CAIRN_CHESS_ERROR_EN_PASSANT, "“e” is not an en-passant square" },
    { "4k3/8/8/8/8/8/8/4K3w - -", CAIRN_CHESS_ERROR_PIECE, "“w” on rank 1 is not a man" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      CairnChessBoard b;
      CairnSide side;
      gboolean ok = cairn_chess_parse_fen (cases[i].fen, &b, &side, &error);

      g_test_message ("%s: %s", cases[i].fen, error ? error->message : "accepted");
      if (cases[i].code == 0 && cases[i].message == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          continue;
        }
      g_assert_false (ok);
      g_assert_error (error, CAIRN_CHESS_ERROR, cases[i].code);
      if (cases[i].message)
        g_assert_nonnull (strstr (error->message, cases[i].message));
    }
}

/* SAN out, and back in; coordinates back in. */
static void
test_san (void)
{
  static const struct {
    const char *fen;
    const char *coord;
    const char *san;
  } cases[] = {
    { "8/4P3/8/8/k7/8/8/4K3 w - - 0 1", "e7e8q", "e8=Q+" },
    { "8/4P3/8/8/k7/8/8/4K3 w - - 0 1", "e7e8n", "e8=N" },
    { "8/8/8/8/8/8/R7/5K1k w - - 0 1", "a2h2", "Rh2+" },
    { "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "Ra8#" },
    { "8/8/8/8/8/5K1k/8/R7 w - - 0 1", "a1h1", "Rh1#" },
    { "7k/8/6K1/8/8/8/8/R7 w - - 0 1", "a1h1", "Rh1+" },
    { "4k3/8/8/8/8/8/8/RN2K3 w - - 0 1", "b1d2", "Nd2" },
    { "4k3/8/8/8/8/8/8/RN2KN2 w - - 0 1", "b1d2", "Nbd2" },
    { "4k3/8/8/8/8/8/8/RN2KN2 w - - 0 1", "f1d2", "Nfd2" },
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6" },
    { "r3k3/8/8/8/8/8/8/4K3 b q - 0 1", "e8c8", "O-O-O" },
    { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O" },
    { "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O" },
    { "4k3/8/8/8/8/R7/8/R3K3 w - - 0 1", "a1a2", "R1a2" },
    { "4k3/8/8/8/8/R7/8/R3K3 w - - 0 1", "a3a2", "R3a2" },
    { "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1", "Rad1" },
    { "1k6/7Q/8/8/8/8/8/4K2Q w - - 0 1", "h1e4", "Q1e4" },
    { "2k5/8/8/8/8/8/8/1Q2K2Q w - - 0 1", "h1e4", "Qhe4" },
    { "k7/8/8/4Q2Q/8/8/7Q/4K3 w - - 0 1", "h5e2", "Qh5e2" },
    { "k7/8/8/4Q2Q/8/8/7Q/4K3 w - - 0 1", "e5e2", "Qee2" },
    { "3qk3/8/8/8/8/8/8/4K3 b - - 0 1", "d8d1", "Qd1+" },
    { "4k3/8/8/8/8/8/2p5/1N2K3 b - - 0 1", "c2b1q", "cxb1=Q+" },
    { "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8", "Ra8+" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnChessBoard b;
      CairnSide side;
      guint16 move = 0, again = 0;
      g_autoptr (GError) error = NULL;
      g_autofree char *san = NULL;
      char coord[6];

      if (cases[i].coord == NULL)
        continue;
      test_chess_load (cases[i].fen, &b, &side);
      g_test_message ("%s %s", cases[i].fen, cases[i].coord);
      g_assert_true (cairn_chess_parse_move (&b, side, cases[i].coord, &move, &error));
      g_assert_no_error (error);
      cairn_chess_move_to_coord (move, coord);
      g_assert_cmpstr (coord, ==, cases[i].coord);
      san = cairn_chess_move_to_san (&b, side, move);
      g_assert_cmpstr (san, ==, cases[i].san);
      g_assert_true (cairn_chess_parse_move (&b, side, san, &again, &error));
      g_assert_cmpuint (again, ==, move);
    }
}

static void
test_parse_move (void)
{
  static const struct {
    const char *fen;
    const char *text;
    const char *coord;   /* NULL: refused */
  } cases[] = {
    { START, "Nf3", "g1f3" },
    { START, "Ng1f3", "g1f3" },
    { START, "e4", "e2e4" },
    { START, "e2e4", "e2e4" },
    { START, "Nf3!?", "g1f3" },
    { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "0-0", "e1g1" },
    { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O+", "e1g1" },
    { "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", NULL },
    { "4k3/8/8/8/8/8/8/RN2KN2 w - - 0 1", "Nd2", NULL },
    { "4k3/8/8/8/8/8/8/RN2KN2 w - - 0 1", "Nbd2", "b1d2" },
    { "8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e8=B", "e7e8b" },
    { "8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e8N", "e7e8n" },
    { "8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e7e8R", "e7e8r" },
    { "8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e8", NULL },
    { START, "Nf4", NULL },
    { START, "Ke2", NULL },
    { START, "xyz", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnChessBoard b;
      CairnSide side;
      guint16 move = 0;
      g_autoptr (GError) error = NULL;
      gboolean ok;

      test_chess_load (cases[i].fen, &b, &side);
      ok = cairn_chess_parse_move (&b, side, cases[i].text, &move, &error);
      g_test_message ("%s: %s", cases[i].text, error ? error->message : "ok");
      if (cases[i].coord)
        {
          char coord[6];

          g_assert_no_error (error);
          cairn_chess_move_to_coord (move, coord);
          g_assert_cmpstr (coord, ==, cases[i].coord);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_MOVE);
        }
    }
}

/* Random games: every legal move's SAN and coordinates read back as that
 * move, and every position's FEN reads back as itself. */
static void
test_random_games (void)
{
  static const char * const starts[] = { START, KIWIPETE, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                                         "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" };
  g_autoptr (GRand) rand = g_rand_new_with_seed (21);
  guint checked = 0;

  for (guint game = 0; game < 40; game++)
    {
      CairnChessBoard b;
      CairnSide side;

      test_chess_load (starts[game % G_N_ELEMENTS (starts)], &b, &side);
      for (guint ply = 0; ply < 80; ply++)
        {
          guint16 moves[CAIRN_CHESS_MAX_MOVES];
          guint n = cairn_chess_legal_moves (&b, side, moves);
          g_autofree char *fen = cairn_chess_to_fen (&b, side);
          CairnChessBoard again;
          CairnSide again_side;

          test_chess_load (fen, &again, &again_side);
          g_assert_cmpmem (&b, sizeof b, &again, sizeof again);
          if (n == 0 || cairn_chess_dead_material (&b))
            break;
          for (guint i = 0; i < n; i++)
            {
              g_autofree char *san = cairn_chess_move_to_san (&b, side, moves[i]);
              guint16 parsed = 0;
              char coord[6];

              g_assert_true (cairn_chess_parse_move (&b, side, san, &parsed, NULL));
              g_assert_cmpuint (parsed, ==, moves[i]);
              cairn_chess_move_to_coord (moves[i], coord);
              g_assert_true (cairn_chess_parse_move (&b, side, coord, &parsed, NULL));
              g_assert_cmpuint (parsed, ==, moves[i]);
              checked++;
            }
          cairn_chess_play (&b, side, moves[g_rand_int_range (rand, 0, (gint32) n)]);
          side = cairn_side_other (side);
        }
    }
  g_test_message ("%u moves read back", checked);
  g_assert_cmpuint (checked, >, 10000);
}

/* DESIGN §1b's horizon count, man by man, as the rule states it. */
static int
material_by_rule (const CairnChessBoard *b)
{
  static const int worth[CAIRN_CHESS_N_KINDS] = { 0, 300, 300, 500, 900, 0 };
  int score = 0;

  for (guint square = 0; square < 64; square++)
    {
      CairnSide side;
      CairnChessKind kind = cairn_chess_kind_at (b, square, &side);
      int rank = (int) square / 8 + 1, value;

      if (kind == CAIRN_CHESS_N_KINDS)
        continue;
      if (kind == CAIRN_CHESS_PAWN)
        value = side == CAIRN_SIDE_X ? 100 + 10 * (rank - 2) : 100 + 10 * (7 - rank);
      else
        value = worth[kind];
      score += side == CAIRN_SIDE_X ? value : -value;
    }
  return score;
}

static guint64
walk_material (const CairnChessBoard *b,
               CairnSide              side,
               guint                  depth)
{
  guint16 moves[CAIRN_CHESS_MAX_MOVES];
  guint n;
  guint64 checked = 1;

  g_assert_cmpint (cairn_chess_evaluate (b), ==, material_by_rule (b));
  if (depth == 0)
    return checked;
  n = cairn_chess_legal_moves (b, side, moves);
  for (guint i = 0; i < n; i++)
    {
      CairnChessBoard child = *b;

      cairn_chess_play (&child, side, moves[i]);
      checked += walk_material (&child, cairn_side_other (side), depth - 1);
    }
  return checked;
}

/* The board keeps its horizon count as men move, are taken (en passant
 * too), promote and castle, and as the editor puts and clears them. */
static void
test_evaluate_kept (void)
{
  static const char * const fens[] = {
    KIWIPETE,
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 1",
  };
  CairnChessBoard b;
  CairnSide side;
  guint64 checked = 0;
  int before;

  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      test_chess_load (fens[i], &b, &side);
      checked += walk_material (&b, side, 3);
    }
  g_assert_cmpuint (checked, >, 100000);

  test_chess_load (KIWIPETE, &b, &side);
  before = cairn_chess_evaluate (&b);
  cairn_chess_put (&b, 36, CAIRN_CHESS_QUEEN, CAIRN_SIDE_O);   /* e5: the white knight becomes a black queen */
  cairn_chess_put (&b, 9, CAIRN_CHESS_N_KINDS, CAIRN_SIDE_X);  /* b2 cleared */
  cairn_chess_put (&b, 50, CAIRN_CHESS_PAWN, CAIRN_SIDE_X);    /* c7: the black pawn becomes a white one */
  g_assert_cmpint (cairn_chess_evaluate (&b), ==, material_by_rule (&b));
  /* Less a knight, a pawn on rank 2 and a queen's worth, a black pawn on
   * rank 7 (-100) now a white one there (+150). */
  g_assert_cmpint (cairn_chess_evaluate (&b), ==, before - 300 - 100 - 900 + 100 + 150);
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
  g_test_add_func ("/chess/fen/round-trip", test_fen_round_trip);
  g_test_add_func ("/chess/fen/refusals", test_fen_refusals);
  g_test_add_func ("/chess/san", test_san);
  g_test_add_func ("/chess/san/parse", test_parse_move);
  g_test_add_func ("/chess/san/random-games", test_random_games);
  g_test_add_func ("/chess/evaluate/kept", test_evaluate_kept);
  g_test_add_func ("/chess/moves/cursor", test_moves_by_cursor);
  return g_test_run ();
}
