/* cairn-position-presets.h — the Position page's preset buttons
 * (action "win.preset"): tic-tac-toe's empty board, the seed's pitfall
 * and a random open game; chess's start, kings only, lone pawn,
 * zugzwang, opposition and mate in two.
 *
 * GLib only: what a preset is, worked out on a scenario, so it can be
 * tested without a window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-scenario.h"

G_BEGIN_DECLS

/* Applies preset @name to @scenario (the window's as it stands).  TRUE:
 * the preset is a whole scenario (position and, for most, depth limit
 * and R), to be loaded as such; FALSE: only @scenario's position is the
 * preset's (an unknown name gives the empty tic-tac-toe board). */
gboolean cairn_position_preset (const char    *name,
                                CairnScenario *scenario);

G_END_DECLS
