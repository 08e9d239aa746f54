/* cairn-game-connect4.h — Connect Four's own names (CONNECT4-RULES.md):
 * its cells and discs, the board record's reading, the game's table.  For
 * its tests and whatever later edits its boards; the rest of Cairn knows
 * the game only through its CairnGame table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-position.h"

G_BEGIN_DECLS

#define CAIRN_C4_COLUMNS 7
#define CAIRN_C4_ROWS 6
#define CAIRN_C4_CELLS (CAIRN_C4_COLUMNS * CAIRN_C4_ROWS)

/* What stands on a cell, as piece_at() names it (CairnPiece's 0 is
 * empty). */
enum {
  CAIRN_C4_PIECE_X = 1,
  CAIRN_C4_PIECE_O = 2,
};

/* The board: one bit set of discs per CairnSide.  Bit 7 × (column − 1) +
 * (row − 1) is the cell of that column and row: each column takes seven
 * bits, six cells and one bit above the top that stays clear, so that
 * shifting a whole set by 1, 6, 7 or 8 finds fours without a line ever
 * running from one column's top into the next one's bottom
 * (CONNECT4-RULES.md §7).  The rest of the record stays zero. */
typedef struct {
  guint64 discs[2];
  guint64 unused[7];
} CairnConnect4Board;

G_STATIC_ASSERT (sizeof (CairnConnect4Board) == sizeof (CairnBoard));
G_STATIC_ASSERT (G_ALIGNOF (CairnConnect4Board) <= G_ALIGNOF (CairnBoard));
#define CAIRN_C4_BOARD(board) \
  _Generic ((board), \
            const CairnBoard *: (const CairnConnect4Board *) (const void *) (board), \
            CairnBoard *: (CairnConnect4Board *) (void *) (board))

/* A move is the cell its disc lands on, column − 1 + 7 × (row − 1)
 * (CONNECT4-RULES.md §1.1): its text is the column digit alone. */
static inline guint
cairn_c4_move_column (CairnMove move)
{
  return move % CAIRN_C4_COLUMNS + 1;
}

extern const CairnGame cairn_game_connect4;

/* What stands in @column (1–7) at @row (1–6, bottom up): 0, or
 * CAIRN_C4_PIECE_X / _O. */
CairnPiece cairn_c4_cell (const CairnBoard *board,
                          guint             column,
                          guint             row);
/* Drops a disc of @side into @column (1–7) of @board; FALSE (and
 * nothing changes) when the column is full.  The side to move is not
 * changed: callers building a board say who moves. */
gboolean   cairn_c4_drop (CairnBoard *board,
                          CairnSide   side,
                          guint       column);

G_END_DECLS
