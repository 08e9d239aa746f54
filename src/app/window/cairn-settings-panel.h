/* cairn-settings-panel.h — the Search section of the left column: depth
 * limit, R, horizon guard, probe window, scoring, the null-move rule, the
 * search style and the engine style's parts.
 *
 * The panel shows what is in force for its game (a game that is always
 * sound shows "sound", tic-tac-toe the seed style, Stockfish's gate the
 * zero window and "with pieces") and remembers the user's own choices in
 * the GSettings it is given, so they come back when the game or the gate
 * changes.  A change the user makes is "changed"; values set from outside
 * (a scenario, a game) are not.  Every value is also a property.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-game.h"
#include "cairn-scenario.h"
#include "cairn-settings.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_SETTINGS_PANEL (cairn_settings_panel_get_type ())
G_DECLARE_FINAL_TYPE (CairnSettingsPanel, cairn_settings_panel, CAIRN, SETTINGS_PANEL, GtkBox)

/* Where the choices are remembered (the keys depth, reduction, guard,
 * probe-window, scoring, null-when, search-style and engine-parts); set
 * once, before anything else. */
void     cairn_settings_panel_set_settings     (CairnSettingsPanel  *self,
                                                GSettings           *settings);
/* The game the settings are for: the depth limit's range, and what the
 * game leaves to choose, with the remembered choices where it does. */
void     cairn_settings_panel_set_game         (CairnSettingsPanel  *self,
                                                const CairnGame     *game);
/* Shows the remembered depth, R, guard and probe window (the window's
 * first start). */
void     cairn_settings_panel_load             (CairnSettingsPanel  *self);
/* Shows and remembers a scenario's settings; its game's choices only
 * where that game has them. */
void     cairn_settings_panel_set_scenario     (CairnSettingsPanel  *self,
                                                const CairnScenario *scenario);
/* Stores the settings as they are now, for the next start. */
void     cairn_settings_panel_remember         (CairnSettingsPanel  *self);
/* @settings from the defaults with the panel's values (the mode is left
 * as the default: each pane has its own). */
void     cairn_settings_panel_read             (CairnSettingsPanel  *self,
                                                CairnSettings       *settings);
/* The engine parts the searches use: the ticked ones with the engine
 * style on a chess position, none otherwise (the seed style). */
guint    cairn_settings_panel_get_engine_parts (CairnSettingsPanel  *self);
/* A control by its id in ui/cairn-settings-panel.ui ("depth",
 * "part_gate"…), or NULL.  For tests and cairn_window_get_part(). */
GObject *cairn_settings_panel_get_part         (CairnSettingsPanel  *self,
                                                const char          *id);

G_END_DECLS
