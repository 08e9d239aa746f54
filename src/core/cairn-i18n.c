/* cairn-i18n.c — gettext set-up shared by cairn and cairn-cli.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "cairn-i18n.h"

/* Where the catalogues are: the installed locale dir, or CAIRN_LOCALEDIR
 * when set.  The build tree keeps its catalogues as
 * <build>/po/LL/LC_MESSAGES/cairn.mo, so CAIRN_LOCALEDIR=<build>/po runs the
 * uninstalled programs (and the tests) translated. */
const char *
cairn_i18n_locale_dir (void)
{
  const char *dir = g_getenv ("CAIRN_LOCALEDIR");

  return dir != NULL && *dir != '\0' ? dir : LOCALEDIR;
}

/* The user's locale, and Cairn's text domain bound to UTF-8. */
void
cairn_i18n_init (void)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, cairn_i18n_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
