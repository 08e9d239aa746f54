/* cairn-theme-name.c — the figures' themes by name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-theme-name.h"

G_DEFINE_QUARK (cairn-painter-error-quark, cairn_painter_error)

gboolean
cairn_theme_parse (const char  *text,
                   CairnTheme  *theme,
                   GError     **error)
{
  static const char * const names[] = {
    [CAIRN_THEME_LIGHT] = "light",
    [CAIRN_THEME_DARK] = "dark",
    [CAIRN_THEME_PRINT] = "print",
  };

  g_return_val_if_fail (text != NULL && theme != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (text, names[i]) == 0)
      {
        *theme = (CairnTheme) i;
        return TRUE;
      }
  g_set_error (error, CAIRN_PAINTER_ERROR, CAIRN_PAINTER_ERROR_THEME,
               _("Unknown theme “%s”: use light, dark or print"), text);
  return FALSE;
}
