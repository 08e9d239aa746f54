/* cairn-chess-eval.c — what the search asks of a position besides its
 * moves: game over (mate, stalemate, dead material), the horizon's
 * material-and-pawn-progress count, and who has pieces (DESIGN §1b, §1c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-chess.h"

static inline gboolean
dead_material (const CairnChessBoard *b)
{
  const guint64 *p = b->pieces;
  guint64 minors = p[CAIRN_CHESS_KNIGHT] | p[CAIRN_CHESS_BISHOP];

  return (p[CAIRN_CHESS_PAWN] | p[CAIRN_CHESS_ROOK] | p[CAIRN_CHESS_QUEEN]) == 0 &&
         (minors & (minors - 1)) == 0;
}

gboolean
cairn_chess_dead_material (const CairnChessBoard *b)
{
  return dead_material (b);
}

gboolean
cairn_chess_terminal (const CairnChessBoard *b,
                      CairnSide              to_move,
                      guint                  ply,
                      int                   *score)
{
  if (dead_material (b))
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

/* The material-and-pawn-progress count, kept in the board by every
 * change of its men (cairn_chess_play(), cairn_chess_put()). */
int
cairn_chess_evaluate (const CairnChessBoard *b)
{
  return b->material;
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
  CairnSide old_side;
  CairnChessKind old = cairn_chess_kind_at (b, square, &old_side);

  if (old < CAIRN_CHESS_N_KINDS)
    b->material = (gint16) (b->material - cairn_chess_worth[old_side][old][square]);
  for (guint k = 0; k < CAIRN_CHESS_N_KINDS; k++)
    b->pieces[k] &= ~m;
  b->colour[0] &= ~m;
  b->colour[1] &= ~m;
  if (kind < CAIRN_CHESS_N_KINDS)
    {
      b->pieces[kind] |= m;
      b->colour[side] |= m;
      b->material = (gint16) (b->material + cairn_chess_worth[side][kind][square]);
    }
}
