/* test-i18n.c — gettext set-up shared by cairn and cairn-cli
 * (cairn-i18n.c): where the catalogues are looked for (CAIRN_LOCALEDIR
 * when set and not empty, else the installed folder), and, once set up
 * with the build tree's catalogues, a message read in Kazakh as po/kk.po
 * gives it (its msgstr read from the file here) and in English without
 * a language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-i18n.h"

#define MESSAGE "Unknown game “%s”: use %s"

static void
test_locale_dir (void)
{
  g_setenv ("CAIRN_LOCALEDIR", "/somewhere/po", TRUE);
  g_assert_cmpstr (cairn_i18n_locale_dir (), ==, "/somewhere/po");
  g_setenv ("CAIRN_LOCALEDIR", "", TRUE);
  g_assert_cmpstr (cairn_i18n_locale_dir (), ==, LOCALEDIR);
  g_unsetenv ("CAIRN_LOCALEDIR");
  g_assert_cmpstr (cairn_i18n_locale_dir (), ==, LOCALEDIR);
}

/* The msgstr of a one-line msgid in po/kk.po. */
static char *
kazakh_of (const char *msgid)
{
  g_autofree char *po = NULL;
  g_autofree char *wanted = g_strdup_printf ("\nmsgid \"%s\"\nmsgstr \"", msgid);
  const char *at, *end;

  g_assert_true (g_file_get_contents (PO_DIR "/kk.po", &po, NULL, NULL));
  at = strstr (po, wanted);
  g_assert_nonnull (at);
  at += strlen (wanted);
  end = strstr (at, "\"\n");
  g_assert_nonnull (end);
  return g_strndup (at, end - at);
}

static void
test_kazakh (void)
{
  g_autofree char *kazakh = kazakh_of (MESSAGE);

  g_setenv ("CAIRN_LOCALEDIR", MO_DIR, TRUE);
  g_setenv ("LANGUAGE", "kk", TRUE);
  cairn_i18n_init ();
  g_assert_cmpstr (kazakh, !=, MESSAGE);
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, MESSAGE), ==, kazakh);
  g_assert_cmpstr (_(MESSAGE), ==, kazakh);
  /* The text domain is Cairn's: a message it does not hold stays as is. */
  g_assert_cmpstr (_("no such message in Cairn"), ==, "no such message in Cairn");

  g_unsetenv ("LANGUAGE");
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  cairn_i18n_init ();
  g_assert_cmpstr (_(MESSAGE), ==, MESSAGE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/i18n/locale-dir", test_locale_dir);
  g_test_add_func ("/i18n/kazakh", test_kazakh);
  return g_test_run ();
}
