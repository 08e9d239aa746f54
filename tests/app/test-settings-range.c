/* test-settings-range.c — cairn_settings_get_int_within(): a stored
 * number inside the range is read as it is; one outside it (a schema
 * from an older install allowed it) is reset to the key's default, and
 * that default is clamped to the range.  No window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-games.h"
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

/* The schema takes every registered game and its deepest depth limit:
 * otherwise choosing the game in the window writes a value GSettings
 * refuses (a critical, and the choice is not remembered). */
static void
test_schema_knows_every_game (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GSettingsSchemaKey) game_key = NULL, depth_key = NULL;
  const CairnGame * const *games = cairn_games_list ();

  g_object_get (settings, "settings-schema", &schema, NULL);
  game_key = g_settings_schema_get_key (schema, "game");
  depth_key = g_settings_schema_get_key (schema, "depth");
  for (guint i = 0; games[i] != NULL; i++)
    {
      g_autoptr (GVariant) id = g_variant_ref_sink (g_variant_new_string (games[i]->id));
      g_autoptr (GVariant) depth = g_variant_ref_sink (g_variant_new_int32 ((gint32) games[i]->depth_max));

      g_test_message ("%s, depth up to %u", games[i]->id, games[i]->depth_max);
      g_assert_true (g_settings_schema_key_range_check (game_key, id));
      g_assert_true (g_settings_schema_key_range_check (depth_key, depth));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/settings-range/within", test_within);
  g_test_add_func ("/settings-range/outside", test_outside);
  g_test_add_func ("/settings-range/schema-knows-every-game", test_schema_knows_every_game);
  return g_test_run ();
}
