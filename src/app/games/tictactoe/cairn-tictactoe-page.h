/* cairn-tictactoe-page.h — tic-tac-toe's page of the position editor: the
 * board editor, the side to move and the presets (a CairnGamePage).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_TICTACTOE_PAGE (cairn_tictactoe_page_get_type ())
G_DECLARE_FINAL_TYPE (CairnTictactoePage, cairn_tictactoe_page, CAIRN, TICTACTOE_PAGE, GtkBox)

G_END_DECLS
