/* cairn-chess-presets.h — the chess page's presets (action "win.preset"):
 * start, kings only, lone pawn, zugzwang, opposition and mate in two.
 * GLib only, so they are tested without a window; listed in the table of
 * pages (cairn-game-pages.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-game-pages.h"

G_BEGIN_DECLS

CairnPresetKind cairn_chess_presets_apply (const char    *name,
                                           CairnScenario *scenario);

G_END_DECLS
