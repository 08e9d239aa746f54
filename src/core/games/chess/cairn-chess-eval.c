/* cairn-chess-eval.c — what the search asks of a position besides its
 * moves: game over (mate, stalemate, dead material), the horizon's
 * material-and-pawn-progress count, and who has pieces (DESIGN §1b, §1c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-chess.h"

/* Ranks whose index (0–7) has bit 0, 1 or 2 set, to sum pawn ranks with
 * three population counts instead of a loop. */
#define RANKS_ODD   G_GUINT64_CONSTANT (0xFF00FF00FF00FF00)
#define RANKS_TWO   G_GUINT64_CONSTANT (0xFFFF0000FFFF0000)
#define RANKS_FOUR  G_GUINT64_CONSTANT (0xFFFFFFFF00000000)

/* Baseline x86-64 has no popcount instruction (the builtin becomes a
 * library call); the sets counted here are small, so clear bits. */
static inline guint
popcount (guint64 set)
{
  guint n = 0;

  for (; set; set &= set - 1)
    n++;
  return n;
}

static inline int
rank_sum (guint64 set)
{
  return (int) (popcount (set & RANKS_ODD) + 2 * popcount (set & RANKS_TWO) +
                4 * popcount (set & RANKS_FOUR));
}

gboolean
cairn_chess_dead_material (const CairnChessBoard *b)
{
  const guint64 *p = b->pieces;
  guint64 minors = p[CAIRN_CHESS_KNIGHT] | p[CAIRN_CHESS_BISHOP];

  return (p[CAIRN_CHESS_PAWN] | p[CAIRN_CHESS_ROOK] | p[CAIRN_CHESS_QUEEN]) == 0 &&
         (minors & (minors - 1)) == 0;
}

gboolean
cairn_chess_terminal (const CairnChessBoard *b,
                      CairnSide              to_move,
                      guint                  ply,
                      int                   *score)
{
  if (cairn_chess_dead_material (b))
    {
      *score = 0;
      return TRUE;
    }
  if (cairn_chess_has_legal_move (b, to_move))
    return FALSE;
  if (!cairn_chess_in_check (b, to_move))
    *score = 0;
  else if (to_move == CAIRN_SIDE_O)
    *score = CAIRN_CHESS_MATE - (int) ply;
  else
    *score = (int) ply - CAIRN_CHESS_MATE;
  return TRUE;
}

int
cairn_chess_evaluate (const CairnChessBoard *b)
{
  static const int worth[] = { 0, 300, 300, 500, 900 };
  const guint64 *p = b->pieces;
  guint64 white = b->colour[CAIRN_SIDE_X], black = b->colour[CAIRN_SIDE_O];
  guint64 wp = p[CAIRN_CHESS_PAWN] & white, bp = p[CAIRN_CHESS_PAWN] & black;
  int score;

  /* A white pawn on rank index i (rank i + 1) counts 100 + 10 (i - 1), a
   * black one -(100 + 10 (6 - i)). */
  score = 90 * (int) popcount (wp) + 10 * rank_sum (wp) -
          160 * (int) popcount (bp) + 10 * rank_sum (bp);
  for (guint k = CAIRN_CHESS_KNIGHT; k <= CAIRN_CHESS_QUEEN; k++)
    if (p[k])
      score += worth[k] * ((int) popcount (p[k] & white) - (int) popcount (p[k] & black));
  return score;
}

gboolean
cairn_chess_has_pieces (const CairnChessBoard *b,
                        CairnSide              side)
{
  const guint64 *p = b->pieces;

  return ((p[CAIRN_CHESS_KNIGHT] | p[CAIRN_CHESS_BISHOP] | p[CAIRN_CHESS_ROOK] | p[CAIRN_CHESS_QUEEN]) &
          b->colour[side]) != 0;
}

CairnChessKind
cairn_chess_kind_at (const CairnChessBoard *b,
                     guint                  square,
                     CairnSide             *side)
{
  guint64 m = G_GUINT64_CONSTANT (1) << square;

  if (side)
    *side = (b->colour[CAIRN_SIDE_O] & m) ? CAIRN_SIDE_O : CAIRN_SIDE_X;
  for (guint k = 0; k < CAIRN_CHESS_N_KINDS; k++)
    if (b->pieces[k] & m)
      return (CairnChessKind) k;
  return CAIRN_CHESS_N_KINDS;
}

void
cairn_chess_clear (CairnChessBoard *b)
{
  memset (b, 0, sizeof *b);
  b->ep = CAIRN_CHESS_NO_SQUARE;
  b->fullmove = 1;
}

/* Puts a man on @square, whatever stood there (CAIRN_CHESS_N_KINDS
 * clears it). */
void
cairn_chess_put (CairnChessBoard *b,
                 guint            square,
                 CairnChessKind   kind,
                 CairnSide        side)
{
  guint64 m = G_GUINT64_CONSTANT (1) << square;

  for (guint k = 0; k < CAIRN_CHESS_N_KINDS; k++)
    b->pieces[k] &= ~m;
  b->colour[0] &= ~m;
  b->colour[1] &= ~m;
  if (kind < CAIRN_CHESS_N_KINDS)
    {
      b->pieces[kind] |= m;
      b->colour[side] |= m;
    }
}
