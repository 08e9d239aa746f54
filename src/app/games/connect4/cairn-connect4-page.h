/* cairn-connect4-page.h — Connect Four's page of the position editor: the
 * board of columns (a click drops a disc of the side whose turn the
 * counts say it is, a right-click takes the top disc out), Clear, the
 * move string and the grid text beside it (the grid editable: Enter sets
 * it), and the presets (a CairnGamePage).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_CONNECT4_PAGE (cairn_connect4_page_get_type ())
G_DECLARE_FINAL_TYPE (CairnConnect4Page, cairn_connect4_page, CAIRN, CONNECT4_PAGE, GtkBox)

G_END_DECLS
