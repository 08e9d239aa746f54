/* cairn-wheel-guard.h — the mouse wheel scrolls a column of controls, never
 * the control under the pointer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void cairn_wheel_guard_attach (GtkScrolledWindow *scroller);

G_END_DECLS
