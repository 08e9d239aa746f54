/* cairn-pane-header.h — a pane's top row: the pane's name and search
 * choices, and the tree's zoom buttons at its end, or under it where the
 * row is too narrow for both.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_PANE_HEADER (cairn_pane_header_get_type ())
G_DECLARE_FINAL_TYPE (CairnPaneHeader, cairn_pane_header, CAIRN, PANE_HEADER, GtkWidget)

gboolean cairn_pane_header_buttons_beside (CairnPaneHeader *self);
void     cairn_pane_header_pair           (CairnPaneHeader *a,
                                           CairnPaneHeader *b);

G_END_DECLS
