/* cairn-position-editor.h — the Position section of the sidebar: the game
 * switch (a button a game of the registry) and a page a game, named by the
 * game's id: the game's own page from the table in
 * src/app/games/cairn-game-pages.c (its board editor, side to move,
 * presets…), or the position as text for a game without one.
 *
 * The editor keeps the position as edited and never judges it: after
 * every edit it emits "position-edited" and the window reads the position,
 * validates it and shows why it cannot be searched.  A game chosen on the
 * switch is "game-chosen"; the window decides which position that game
 * shows and sets it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-position.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_POSITION_EDITOR (cairn_position_editor_get_type ())
G_DECLARE_FINAL_TYPE (CairnPositionEditor, cairn_position_editor, CAIRN, POSITION_EDITOR, GtkBox)

/* Shows @position on its game's page and switch button; what the page
 * kept from earlier edits (castling ticks) is dropped (a new position
 * brings its own). */
void       cairn_position_editor_set_position     (CairnPositionEditor *self,
                                                   const CairnPosition *position);
void       cairn_position_editor_get_position     (CairnPositionEditor *self,
                                                   CairnPosition       *position);
/* Small square names on the boards of the pages that have them (the
 * tic-tac-toe cell numbers). */
void       cairn_position_editor_set_show_numbers (CairnPositionEditor *self,
                                                   gboolean             show);
/* A part by its id in ui/cairn-position-editor.ui ("position_stack") or
 * in a page's template ("fen_entry", "castle_wk", "board"…), or a game
 * button as "game_" and the game's id ("game_chess"); NULL for no such
 * part.  For tests and the window's
 * cairn_window_get_part(). */
GObject   *cairn_position_editor_get_part         (CairnPositionEditor *self,
                                                   const char          *id);

G_END_DECLS
