/* cairn-game.h — the small game interface the search is written against.
 *
 * Tic-tac-toe is the first (and so far only) implementation.  A board is two
 * bit sets, one per side, which is enough for any small grid game (Connect
 * Four on 6×7 needs 42 bits).  Moves are small integers; legal moves come as
 * a bit set and are tried in increasing order, which fixes the move order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-types.h"

G_BEGIN_DECLS

typedef struct {
  guint64 marks[2]; /* indexed by CairnSide */
} CairnBoard;

struct _CairnGame {
  const char *id;
  guint       width;       /* drawing grid */
  guint       height;
  guint       n_moves;     /* moves are 0 .. n_moves-1, at most 16 */
  guint       max_depth;   /* longest possible game, in plies */

  /* Builds any tables the functions below rely on; safe to call often. */
  void     (*init)        (void);

  /* Bit set of legal moves for @side; 0 when none. */
  guint32  (*legal_moves) (const CairnBoard *board, CairnSide side);
  void     (*play)        (CairnBoard *board, guint move, CairnSide side);
  void     (*undo)        (CairnBoard *board, guint move, CairnSide side);
  /* TRUE when the game is over; *score is then the value at @ply. */
  gboolean (*terminal)    (const CairnBoard *board, guint ply, int *score);
  /* Static evaluation at the horizon. */
  int      (*evaluate)    (const CairnBoard *board);
  CairnCell (*cell)       (const CairnBoard *board, guint index);
};

extern const CairnGame cairn_game_tictactoe;

/* Tic-tac-toe helpers used by position validation. */
gboolean cairn_tictactoe_has_line (guint64 marks);

G_END_DECLS
