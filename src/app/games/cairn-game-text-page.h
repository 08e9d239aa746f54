/* cairn-game-text-page.h — the page of a game that has none of its own:
 * the position as text in the game's notation, set with Enter (a
 * CairnGamePage).  A game added without an editor page is edited here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-game.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_GAME_TEXT_PAGE (cairn_game_text_page_get_type ())
G_DECLARE_FINAL_TYPE (CairnGameTextPage, cairn_game_text_page, CAIRN, GAME_TEXT_PAGE, GtkBox)

GtkWidget *cairn_game_text_page_new (const CairnGame *game);

G_END_DECLS
