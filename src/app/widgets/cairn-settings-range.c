/* cairn-settings-range.c — a stored number read within its range.
 *
 * GLib clamps keys that have a <range> in the schema it was given, but a
 * schema from an older install or a backend written behind its back may
 * hold anything.  An out-of-range value falls back to the key's default,
 * quietly: it is not the user's doing now.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-settings-range.h"

int
cairn_settings_get_int_within (GSettings  *settings,
                               const char *key,
                               int         min,
                               int         max)
{
  int value = g_settings_get_int (settings, key);

  if (value >= min && value <= max)
    return value;
  g_settings_reset (settings, key);
  value = g_settings_get_int (settings, key);
  return CLAMP (value, min, max);
}
