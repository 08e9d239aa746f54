/* cairn-cli-find-plies.h — find's positions of --plies: every position
 * a game reaches from its start in so many moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-game.h"

G_BEGIN_DECLS

/* Every unfinished position @game reaches from its start in at most
 * @plies moves, appended to @positions; an exit status (2, with the
 * reason, when @plies is negative or reaches more than find examines). */
int cli_find_plies_positions (const CairnGame *game,
                              int              plies,
                              GArray          *positions);

G_END_DECLS
