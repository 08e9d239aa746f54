/* test-settings-range.c — cairn_settings_get_int_within(): a stored
 * number inside the range is read as it is; one outside it (a schema
 * from an older install allowed it) is reset to the key's default, and
 * that default is clamped to the range.  No window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-settings-range.h"

static GSettings *
new_settings (void)
{
  GSettings *settings = g_settings_new (APPLICATION_ID);

  g_settings_reset (settings, "depth");
  return settings;
}

static void
test_within (void)
{
  g_autoptr (GSettings) settings = new_settings ();

  g_settings_set_int (settings, "depth", 7);
  g_assert_cmpint (cairn_settings_get_int_within (settings, "depth", 1, 9), ==, 7);
  g_assert_cmpint (cairn_settings_get_int_within (settings, "depth", 7, 7), ==, 7);
  /* Read, not reset. */
  g_assert_cmpint (g_settings_get_int (settings, "depth"), ==, 7);
}

static void
test_outside (void)
{
  g_autoptr (GSettings) settings = new_settings ();
  g_autoptr (GVariant) user_value = NULL;
  int default_depth = g_settings_get_int (settings, "depth");

  /* The schema's default (5) lies inside 1..9. */
  g_settings_set_int (settings, "depth", 11);
  g_assert_cmpint (cairn_settings_get_int_within (settings, "depth", 1, 9), ==, default_depth);
  user_value = g_settings_get_user_value (settings, "depth");
  g_assert_null (user_value);

  /* Outside 8..9 too, the default is clamped into it. */
  g_settings_set_int (settings, "depth", 11);
  g_assert_cmpint (default_depth, <, 8);
  g_assert_cmpint (cairn_settings_get_int_within (settings, "depth", 8, 9), ==, 8);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/settings-range/within", test_within);
  g_test_add_func ("/settings-range/outside", test_outside);
  return g_test_run ();
}
