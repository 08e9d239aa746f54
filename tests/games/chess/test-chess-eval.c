/* test-chess-eval.c — what the search asks of a chess position besides its
 * moves (cairn-chess-eval.c, CHESS-RULES.md §5): the horizon count the
 * board keeps, held to the rule man by man; who has pieces; which man
 * stands where.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess.h"
#include "test-util.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"


/* CHESS-RULES.md §5's horizon count, man by man, as the rule states it. */
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


/* Who has a knight, bishop, rook or queen (SEARCH-RULES.md §3.2's
 * "pieces"): pawns and kings are none. */
static void
test_has_pieces (void)
{
  static const struct {
    const char *fen;
    gboolean white, black;
  } cases[] = {
    { "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", FALSE, FALSE },
    { "8/8/8/4k3/8/8/4P3/4KN2 w - - 0 1", TRUE, FALSE },
    { "8/8/8/4kb2/8/8/8/4K3 w - - 0 1", FALSE, TRUE },
    { "r7/8/8/4k3/8/8/8/4K2Q b - - 0 1", TRUE, TRUE },
    { "8/pppppppp/8/4k3/8/8/PPPPPPPP/4K3 w - - 0 1", FALSE, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnChessBoard b;
      CairnSide side;

      test_chess_load (cases[i].fen, &b, &side);
      g_assert_cmpint (cairn_chess_has_pieces (&b, CAIRN_SIDE_X), ==, cases[i].white);
      g_assert_cmpint (cairn_chess_has_pieces (&b, CAIRN_SIDE_O), ==, cases[i].black);
    }
}

/* Which man stands where (a1 is square 0, h8 63), and an emptied board. */
static void
test_kind_at (void)
{
  CairnChessBoard b;
  CairnSide side, whose;
  guint men = 0;

  test_chess_load (START, &b, &side);
  g_assert_cmpint (cairn_chess_kind_at (&b, 4, &whose), ==, CAIRN_CHESS_KING);
  g_assert_cmpint (whose, ==, CAIRN_SIDE_X);
  g_assert_cmpint (cairn_chess_kind_at (&b, 59, &whose), ==, CAIRN_CHESS_QUEEN);
  g_assert_cmpint (whose, ==, CAIRN_SIDE_O);
  g_assert_cmpint (cairn_chess_kind_at (&b, 62, NULL), ==, CAIRN_CHESS_KNIGHT);
  g_assert_cmpint (cairn_chess_kind_at (&b, 10, NULL), ==, CAIRN_CHESS_PAWN);
  g_assert_cmpint (cairn_chess_kind_at (&b, 28, NULL), ==, CAIRN_CHESS_N_KINDS);
  for (guint square = 0; square < 64; square++)
    men += cairn_chess_kind_at (&b, square, NULL) != CAIRN_CHESS_N_KINDS;
  g_assert_cmpuint (men, ==, 32);
  /* Both sides' men alike: the count is even. */
  g_assert_cmpint (cairn_chess_evaluate (&b), ==, 0);

  cairn_chess_clear (&b);
  for (guint square = 0; square < 64; square++)
    g_assert_cmpint (cairn_chess_kind_at (&b, square, NULL), ==, CAIRN_CHESS_N_KINDS);
  g_assert_cmpint (cairn_chess_evaluate (&b), ==, 0);
  g_assert_cmpuint (b.ep, ==, CAIRN_CHESS_NO_SQUARE);
  g_assert_cmpuint (b.fullmove, ==, 1);
  /* A white pawn on e7 (rank 7): 100 + 10 × 5. */
  cairn_chess_put (&b, 52, CAIRN_CHESS_PAWN, CAIRN_SIDE_X);
  g_assert_cmpint (cairn_chess_evaluate (&b), ==, 150);
  /* A black pawn on e7 (its second rank): -100. */
  cairn_chess_put (&b, 52, CAIRN_CHESS_PAWN, CAIRN_SIDE_O);
  g_assert_cmpint (cairn_chess_evaluate (&b), ==, -100);
  cairn_chess_put (&b, 52, CAIRN_CHESS_N_KINDS, CAIRN_SIDE_X);
  g_assert_cmpint (cairn_chess_evaluate (&b), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/evaluate/kept", test_evaluate_kept);
  g_test_add_func ("/chess/evaluate/has-pieces", test_has_pieces);
  g_test_add_func ("/chess/evaluate/kind-at", test_kind_at);
  return g_test_run ();
}
