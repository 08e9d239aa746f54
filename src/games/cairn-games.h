/* cairn-games.h — the registry of games, by id (src/games/cairn-games.c:
 * one line per game).  Core reads it for the default game and for ids in
 * files; it names no game itself.
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

/* At most this many games are registered: what keeps a value per game
 * (the window's last position of each) sizes its array by it. */
#define CAIRN_GAMES_MAX 8

/* Every game, tic-tac-toe first; NULL-terminated. */
const CairnGame * const *cairn_games_list    (void);
/* Tic-tac-toe: what positions, scenarios and settings mean without a game. */
const CairnGame         *cairn_games_default (void);
const CairnGame         *cairn_games_lookup  (const char  *id,
                                              GError     **error);
/* The game whose looks_like() takes @text, the last in the registry
 * first (its text is the narrowest), else the default. */
const CairnGame         *cairn_games_guess   (const char  *text);

/* The first game whose flags include all of @flags; NULL if none. */
const CairnGame         *cairn_games_with_flags (CairnGameFlags flags);

G_END_DECLS
