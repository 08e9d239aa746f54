/* cairn-settings-range.h — a stored number read within its range.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

int cairn_settings_get_int_within (GSettings  *settings,
                                   const char *key,
                                   int         min,
                                   int         max);

G_END_DECLS
