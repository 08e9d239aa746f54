/* cairn-reaper.h — big blocks freed off the main loop.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

void cairn_reap       (gpointer       data,
                       GDestroyNotify destroy);
void cairn_reaper_sync (void);
void cairn_unref_later (gpointer       object);

G_END_DECLS
