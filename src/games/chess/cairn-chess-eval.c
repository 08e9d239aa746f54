/* cairn-chess-eval.c — what the search asks of a position besides its
 * moves and whether the game is over (cairn-chess-moves.c): the
 * horizon's material-and-pawn-progress count, and who has pieces
 * (DESIGN §1b, §1c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-chess.h"

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
