/* cairn-games.h — the registry of games, by id.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-game.h"

G_BEGIN_DECLS

#define CAIRN_GAME_ERROR (cairn_game_error_quark ())
GQuark cairn_game_error_quark (void);

typedef enum {
  CAIRN_GAME_ERROR_UNKNOWN,
} CairnGameError;

/* Every game, tic-tac-toe first; NULL-terminated. */
const CairnGame * const *cairn_games_list    (void);
/* Tic-tac-toe: what positions, scenarios and settings mean without a game. */
const CairnGame         *cairn_games_default (void);
const CairnGame         *cairn_games_lookup  (const char  *id,
                                              GError     **error);
/* The game whose position notation @text looks like: FEN (with its '/'
 * between ranks) for pawn endings, else tic-tac-toe. */
const CairnGame         *cairn_games_guess   (const char  *text);

/* The side as people call it in the user's language: "X", "White". */
const char              *cairn_game_side_name (const CairnGame *game,
                                               CairnSide        side);
/* How the game on @board ended (CAIRN_GAME_END_NONE: it goes on), by
 * the name the game's rules give it where they have one. */
CairnGameEnd             cairn_game_end       (const CairnGame  *game,
                                               const CairnBoard *board,
                                               CairnSide         to_move);
/* The side in files and JSON: "x", "w". */
const char              *cairn_game_side_id   (const CairnGame *game,
                                               CairnSide        side);
/* TRUE when @value means a won game; *winner and *ply (the ply at which
 * the game is won) may be NULL. */
gboolean                 cairn_game_value_is_win (const CairnGame *game,
                                                  int              value,
                                                  CairnSide       *winner,
                                                  guint           *ply);
/* @value for people: "120", or "1993 (White wins by ply 7)". */
/* A value as every view shows it on its own: a mate in the one form
 * "White mates, ply 3" (figures, the window's node text, the captions),
 * any other value as a number with a true minus sign ("−40"). */
char                    *cairn_game_value_text    (const CairnGame *game,
                                                   int              value);
char                    *cairn_game_value_to_text (const CairnGame *game,
                                                   int              value);

G_END_DECLS
