/* cairn-window-shortcuts.h — the window's keyboard shortcuts, handled
 * before the focus widget sees them (cairn_window_add_accels() gives the
 * application the same table for its menus).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Adds the shortcut controller to @window, whose "win." actions the
 * shortcuts activate. */
void cairn_window_shortcuts_init (GtkWidget *window);

G_END_DECLS
