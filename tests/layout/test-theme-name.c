/* test-theme-name.c — the figures' themes by name (cairn-theme-name.c):
 * each name in any case, and an unknown one refused naming it and the
 * three there are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-theme-name.h"

static void
test_parse (void)
{
  static const struct {
    const char *text;
    CairnTheme theme;
  } names[] = {
    { "light", CAIRN_THEME_LIGHT }, { "DARK", CAIRN_THEME_DARK }, { "Print", CAIRN_THEME_PRINT },
  };
  static const char * const unknown[] = { "sepia", "", " dark", "lights" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      CairnTheme theme = 99;

      g_assert_true (cairn_theme_parse (names[i].text, &theme, NULL));
      g_assert_cmpint (theme, ==, names[i].theme);
    }
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *wanted = g_strdup_printf ("Unknown theme “%s”: use light, dark or print", unknown[i]);
      CairnTheme theme = 99;

      g_assert_false (cairn_theme_parse (unknown[i], &theme, &error));
      g_assert_error (error, CAIRN_PAINTER_ERROR, CAIRN_PAINTER_ERROR_THEME);
      g_assert_cmpstr (error->message, ==, wanted);
      g_assert_cmpint (theme, ==, 99);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/theme-name/parse", test_parse);
  return g_test_run ();
}
