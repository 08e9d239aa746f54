/* cairn-background.h — worker threads that give way to the window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void cairn_background_thread_give_way (void);

G_END_DECLS
