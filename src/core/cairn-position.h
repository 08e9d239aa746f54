/* cairn-position.h — a game, a board and the side to move; parsed,
 * validated and written by the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-game.h"

G_BEGIN_DECLS

#define CAIRN_POSITION_ERROR (cairn_position_error_quark ())
GQuark cairn_position_error_quark (void);

typedef enum {
  CAIRN_POSITION_ERROR_LENGTH,      /* not exactly 9 cells */
  CAIRN_POSITION_ERROR_CHARACTER,   /* a cell that is not X, O, '.', '-' or '_' */
  CAIRN_POSITION_ERROR_SIDE,        /* side to move is not x or o */
  CAIRN_POSITION_ERROR_COUNTS,      /* mark counts impossible for the side to move */
  CAIRN_POSITION_ERROR_TWO_WINNERS, /* both sides have three in a row */
  CAIRN_POSITION_ERROR_MOVE,        /* a move that is not legal here */
  CAIRN_POSITION_ERROR_GAME,        /* a game's own reason (pawn endings: FEN) */
} CairnPositionError;

struct _CairnPosition {
  CairnBoard       board;
  CairnSide        to_move;
  const CairnGame *game;    /* NULL means tic-tac-toe: see cairn_position_game() */
};

void             cairn_position_init_empty (CairnPosition *position);
void             cairn_position_init_game  (CairnPosition   *position,
                                            const CairnGame *game);
const CairnGame *cairn_position_game       (const CairnPosition *position);
/* Parses @text in the notation of the game it looks like
 * (cairn_games_guess()); @to_move may be NULL where the text or the game
 * says whose move it is. */
gboolean  cairn_position_parse      (const char     *text,
                                     const char     *to_move,
                                     CairnPosition  *position,
                                     GError        **error);
gboolean  cairn_position_parse_game (const CairnGame *game,
                                     const char      *text,
                                     const char      *to_move,
                                     CairnPosition   *position,
                                     GError         **error);
gboolean  cairn_side_parse          (const char     *text,
                                     CairnSide      *side,
                                     GError        **error);
gboolean  cairn_position_validate   (const CairnPosition *position,
                                     GError             **error);
char     *cairn_position_to_string  (const CairnPosition *position);
/* For a game that is already over at @position, a sentence for people:
 * "X has already won: …", or a draw; NULL while it goes on. */
char     *cairn_position_describe_game_over (const CairnPosition *position);
gboolean  cairn_position_equal      (const CairnPosition *a,
                                     const CairnPosition *b);

G_END_DECLS
