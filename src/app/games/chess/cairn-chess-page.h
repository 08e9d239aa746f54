/* cairn-chess-page.h — chess's page of the position editor: the board
 * editor and its palette, the side to move, castling rights, the FEN and
 * the presets (a CairnGamePage).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_CHESS_PAGE (cairn_chess_page_get_type ())
G_DECLARE_FINAL_TYPE (CairnChessPage, cairn_chess_page, CAIRN, CHESS_PAGE, GtkBox)

G_END_DECLS
