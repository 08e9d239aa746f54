/* cairn-game-tictactoe-private.h — tic-tac-toe primitives inlined into the
 * search's fast path.
 *
 * The one game header core includes, the one documented exception to
 * "core names no game": cairn-search.c and cairn-count.c search the
 * seed's tic-tac-toe trees (most of the nodes Cairn ever searches) with
 * these table loads inlined rather than through the CairnGame table.
 * Every other game, and tic-tac-toe everywhere else, goes through its
 * table.
 *
 * Each board maps to its base-3 code (X = 1, O = 2 per cell) through a
 * 512-entry table per side; the terminal state and the horizon value of
 * all 3^9 codes are computed once, so a node's whole evaluation is a few
 * table loads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-game-tictactoe.h"
#include "cairn-settings.h"

G_BEGIN_DECLS

#define TTT_FULL_BOARD 0x1FFu
#define TTT_N_CODES 19683

typedef enum {
  TTT_OPEN = 0,
  TTT_X_WINS,
  TTT_O_WINS,
  TTT_DRAWN,
} TttStatus;

extern guint16 cairn_ttt_base3[512];
extern guint8  cairn_ttt_status[TTT_N_CODES];
extern gint16  cairn_ttt_heuristic[TTT_N_CODES];

void cairn_game_tictactoe_init (void);

static inline guint
ttt_code (const CairnBoard *board)
{
  return cairn_ttt_base3[cairn_ttt_marks (board)[CAIRN_SIDE_X] & TTT_FULL_BOARD] +
         2u * cairn_ttt_base3[cairn_ttt_marks (board)[CAIRN_SIDE_O] & TTT_FULL_BOARD];
}

/* What a win at the root is worth.  The seed's 10 lets a horizon guess
 * outrank a win; 1000 - ply stays above every guess, since a horizon
 * position has no three in a row, so each of the 8 lines counts at most
 * 3^2 and |heuristic| <= 72. */
#define TTT_WIN_SEED  10
#define TTT_WIN_SOUND 1000

static inline int
ttt_win_for (CairnScoring scoring)
{
  return scoring == CAIRN_SCORING_SOUND ? TTT_WIN_SOUND : TTT_WIN_SEED;
}

/* @win: TTT_WIN_SEED or TTT_WIN_SOUND; X wins win - ply, O wins ply - win. */
static inline gboolean
ttt_terminal_inline (const CairnBoard *board,
                     guint             ply,
                     int               win,
                     int              *score)
{
  switch (cairn_ttt_status[ttt_code (board)])
    {
    case TTT_X_WINS:
      *score = win - (int) ply;
      return TRUE;
    case TTT_O_WINS:
      *score = (int) ply - win;
      return TRUE;
    case TTT_DRAWN:
      *score = 0;
      return TRUE;
    default:
      return FALSE;
    }
}

static inline int
ttt_evaluate_inline (const CairnBoard *board)
{
  return cairn_ttt_heuristic[ttt_code (board)];
}

static inline guint32
ttt_legal_moves_inline (const CairnBoard *board)
{
  return ~(guint32) (cairn_ttt_marks (board)[CAIRN_SIDE_X] | cairn_ttt_marks (board)[CAIRN_SIDE_O]) & TTT_FULL_BOARD;
}

G_END_DECLS
