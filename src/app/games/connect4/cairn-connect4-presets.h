/* cairn-connect4-presets.h — the Connect Four page's presets (action
 * "win.preset"): the empty board, CONNECT4-RULES.md's check position and
 * a quicker win missed.  GLib only, so they are tested without a window;
 * listed in the table of pages (cairn-game-pages.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-game-pages.h"

G_BEGIN_DECLS

CairnPresetKind cairn_connect4_presets_apply (const char    *name,
                                              CairnScenario *scenario);

G_END_DECLS
