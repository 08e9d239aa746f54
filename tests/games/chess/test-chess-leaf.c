/* test-chess-leaf.c — the search's shortcuts at horizon leaves against
 * the full move generator: whether a side can move at all
 * (cairn_chess_has_legal_move(), which tries likely moves first) and the
 * value of the board after a move in one call (cairn_chess_value_after()),
 * over random games from positions rich in pins, checks, en passant,
 * castling, mates and stalemates.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess.h"

static const char *const starts[] = {
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
  "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
  "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
  "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
  "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
  /* Few men: stalemates and mates come often. */
  "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
  "k7/2Q5/1K6/8/8/8/8/8 w - - 0 1",
  "8/8/8/8/8/2k5/2p5/2K5 b - - 0 1",
  "4k3/8/8/2b5/8/8/3R4/R3K2r w Q - 0 1",
  "8/8/4k3/8/2pP4/8/B7/4K3 b - d3 0 1",
  "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
  /* Stalemate with a knight pinned on a diagonal, and a move before it. */
  "k7/Pn6/1K6/3B4/8/8/8/8 b - - 0 1",
  "k7/Pn6/1K6/8/8/8/8/5B2 w - - 0 1",
};

/* The value by the rules' plain definitions: dead material, no move at
 * all (mate or stalemate), else the count. */
static int
reference_value (const CairnChessBoard *b,
                 CairnSide              to_move,
                 guint                  ply)
{
  guint16 moves[CAIRN_CHESS_MAX_MOVES];

  if (cairn_chess_dead_material (b))
    return 0;
  if (cairn_chess_legal_moves (b, to_move, moves) > 0)
    return cairn_chess_evaluate (b);
  if (!cairn_chess_in_check (b, to_move))
    return 0;
  return to_move == CAIRN_SIDE_O ? CAIRN_CHESS_MATE - (int) ply : (int) ply - CAIRN_CHESS_MATE;
}

static void
test_leaves (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (24);
  guint leaves = 0, no_move = 0;

  for (guint game = 0; game < 240; game++)
    {
      g_autoptr (GError) error = NULL;
      CairnChessBoard b;
      CairnSide side;

      g_assert_true (cairn_chess_parse_fen (starts[game % G_N_ELEMENTS (starts)], &b, &side, &error));
      g_assert_no_error (error);
      for (guint ply = 0; ply < 60; ply++)
        {
          guint16 moves[CAIRN_CHESS_MAX_MOVES];
          guint n = cairn_chess_legal_moves (&b, side, moves);

          g_assert_cmpint (cairn_chess_has_legal_move (&b, side), ==, n > 0);
          if (n == 0 || cairn_chess_dead_material (&b))
            break;
          for (guint i = 0; i < n; i++)
            {
              CairnChessBoard child = b;
              guint16 replies[CAIRN_CHESS_MAX_MOVES];
              CairnSide other = cairn_side_other (side);
              guint child_ply = 1 + ply % 9;

              cairn_chess_play (&child, side, moves[i]);
              g_assert_cmpint (cairn_chess_value_after (&b, side, moves[i], child_ply), ==,
                               reference_value (&child, other, child_ply));
              g_assert_cmpint (cairn_chess_has_legal_move (&child, other), ==,
                               cairn_chess_legal_moves (&child, other, replies) > 0);
              no_move += cairn_chess_legal_moves (&child, other, replies) == 0;
              leaves++;
            }
          cairn_chess_play (&b, side, moves[g_rand_int_range (rand, 0, (gint32) n)]);
          side = cairn_side_other (side);
        }
    }
  g_test_message ("%u leaves, %u of them without a move", leaves, no_move);
  g_assert_cmpuint (leaves, >, 100000);
  g_assert_cmpuint (no_move, >, 100);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/leaf/random-games", test_leaves);
  return g_test_run ();
}
