/* cairn-game-tictactoe.h — tic-tac-toe's own names: its cells and marks,
 * the board record's reading, the game's table.  For its board editor,
 * its enumerations and its tests; the rest of Cairn knows the game only
 * through its CairnGame table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-position.h"

G_BEGIN_DECLS

/* A cell of the board, and what stands on it (a cell is its own piece:
 * CairnPiece's 0 is CAIRN_CELL_EMPTY). */
typedef enum {
  CAIRN_CELL_EMPTY = 0,
  CAIRN_CELL_X,
  CAIRN_CELL_O,
} CairnCell;

#define CAIRN_PIECE_X ((CairnPiece) CAIRN_CELL_X)
#define CAIRN_PIECE_O ((CairnPiece) CAIRN_CELL_O)

#define CAIRN_N_CELLS 9

/* The board record's first two words are a bit set of cells per
 * CairnSide (bit i: cell i, row by row from the top left); the rest of
 * the record stays zero. */
#define cairn_ttt_marks(board) ((board)->storage)

extern const CairnGame cairn_game_tictactoe;

CairnSide cairn_position_infer_side (const CairnBoard *board);
void      cairn_position_format_cells (const CairnBoard *board,
                                       char              out[CAIRN_N_CELLS + 1]);
CairnCell cairn_position_get_cell   (const CairnPosition *position,
                                     guint                index);
void      cairn_position_set_cell   (CairnPosition *position,
                                     guint          index,
                                     CairnCell      cell);

G_END_DECLS
