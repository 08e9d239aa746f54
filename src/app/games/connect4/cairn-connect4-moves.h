/* cairn-connect4-moves.h — the move string of a Connect Four board, for
 * the page to show beside the grid (CONNECT4-RULES.md §6.1, §6.3).
 *
 * GLib only.  The game writes the grid form alone, since a board may have
 * no move string; the page shows one whenever there is one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-position.h"

G_BEGIN_DECLS

/* A move string that plays @board from the empty board ("-" for the
 * empty board itself), or NULL when none does: a disc that could have
 * landed nowhere, or a four in a row that would have ended the game
 * before the last disc.  Columns are taken out top disc first, left
 * before right, each board of disc heights tried once (7^7 at most). */
char *cairn_connect4_moves_find (const CairnBoard *board);

G_END_DECLS
