/* cairn-tictactoe-presets.h — the tic-tac-toe page's presets (action
 * "win.preset"): the empty board, the seed's pitfall and a random open
 * game.  GLib only, so they are tested without a window; listed in the
 * table of pages (cairn-game-pages.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-game-pages.h"

G_BEGIN_DECLS

CairnPresetKind cairn_tictactoe_presets_apply (const char    *name,
                                               CairnScenario *scenario);

G_END_DECLS
