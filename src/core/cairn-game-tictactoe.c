/* cairn-game-tictactoe.c — tic-tac-toe for the search.
 *
 * Cells 0–8 row-major.  Terminal: three in a row, X wins 10 - ply, O wins
 * ply - 10, full board 0.  Horizon: over the 8 lines, +3^x for a line with
 * x ≥ 1 X marks and no O, -3^o for a line with o ≥ 1 O marks and no X.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cairn-game.h"

#define FULL_BOARD 0x1FFu

static const guint16 lines[8] = {
  0007, 0070, 0700,       /* rows */
  0111, 0222, 0444,       /* columns */
  0421, 0124,             /* diagonals */
};

static const int power_of_three[4] = { 0, 3, 9, 27 };

static inline gboolean
has_line (guint marks)
{
  for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
    if ((marks & lines[l]) == lines[l])
      return TRUE;
  return FALSE;
}

gboolean
cairn_tictactoe_has_line (guint64 marks)
{
  return has_line ((guint) marks & FULL_BOARD);
}

static guint32
ttt_legal_moves (const CairnBoard *board, CairnSide side)
{
  (void) side;
  return ~(guint32) (board->marks[0] | board->marks[1]) & FULL_BOARD;
}

static void
ttt_play (CairnBoard *board, guint move, CairnSide side)
{
  board->marks[side] |= (guint64) 1 << move;
}

static void
ttt_undo (CairnBoard *board, guint move, CairnSide side)
{
  board->marks[side] &= ~((guint64) 1 << move);
}

static gboolean
ttt_terminal (const CairnBoard *board, guint ply, int *score)
{
  guint x = (guint) board->marks[CAIRN_SIDE_X];
  guint o = (guint) board->marks[CAIRN_SIDE_O];

  if (has_line (x))
    {
      *score = 10 - (int) ply;
      return TRUE;
    }
  if (has_line (o))
    {
      *score = (int) ply - 10;
      return TRUE;
    }
  if ((x | o) == FULL_BOARD)
    {
      *score = 0;
      return TRUE;
    }
  return FALSE;
}

static int
ttt_evaluate (const CairnBoard *board)
{
  guint x = (guint) board->marks[CAIRN_SIDE_X];
  guint o = (guint) board->marks[CAIRN_SIDE_O];
  int total = 0;

  for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
    {
      guint xs = (guint) __builtin_popcount (x & lines[l]);
      guint os = (guint) __builtin_popcount (o & lines[l]);

      if (os == 0)
        total += power_of_three[xs];
      else if (xs == 0)
        total -= power_of_three[os];
    }
  return total;
}

static CairnCell
ttt_cell (const CairnBoard *board, guint index)
{
  if (board->marks[CAIRN_SIDE_X] & ((guint64) 1 << index))
    return CAIRN_CELL_X;
  if (board->marks[CAIRN_SIDE_O] & ((guint64) 1 << index))
    return CAIRN_CELL_O;
  return CAIRN_CELL_EMPTY;
}

const CairnGame cairn_game_tictactoe = {
  .id = "tictactoe",
  .width = 3,
  .height = 3,
  .n_moves = 9,
  .max_depth = 9,
  .legal_moves = ttt_legal_moves,
  .play = ttt_play,
  .undo = ttt_undo,
  .terminal = ttt_terminal,
  .evaluate = ttt_evaluate,
  .cell = ttt_cell,
};
