/* test-scenario.c — .cairn files: round trip, errors, atomic save.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-scenario.h"
#include "test-util.h"

static void
test_round_trip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-scenario-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "pitfall.cairn", NULL);
  g_autoptr (GError) error = NULL;
  CairnScenario saved, loaded;
  CairnSettings settings;

  cairn_scenario_init_default (&saved);
  test_position ("...O.X...", "x", &saved.position);
  saved.depth = 3;
  saved.reduction = CAIRN_REDUCTION_ADAPTIVE;
  saved.guard = TRUE;
  saved.modes[0] = CAIRN_MODE_VERIFIED;
  saved.modes[1] = CAIRN_MODE_MINIMAX;
  g_assert_true (cairn_scenario_save_file (&saved, path, &error));
  g_assert_no_error (error);
  g_assert_true (cairn_scenario_load_file (&loaded, path, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (cairn_position_equal (&saved.position, &loaded.position));
  g_assert_cmpuint (loaded.depth, ==, 3);
  g_assert_cmpuint (loaded.reduction, ==, CAIRN_REDUCTION_ADAPTIVE);
  g_assert_true (loaded.guard);
  g_assert_cmpint (loaded.modes[0], ==, CAIRN_MODE_VERIFIED);
  g_assert_cmpint (loaded.modes[1], ==, CAIRN_MODE_MINIMAX);

  cairn_scenario_get_settings (&loaded, 1, &settings);
  g_assert_cmpint (settings.mode, ==, CAIRN_MODE_MINIMAX);
  g_assert_cmpuint (settings.depth, ==, 3);

  g_unlink (path);
  g_rmdir (dir);
}

typedef struct {
  const char *data;
  int         code;
  const char *message;
} BadCase;

static const BadCase bad_cases[] = {
  { "", CAIRN_SCENARIO_ERROR_MISSING_KEY, "no [Cairn Scenario] group" },
  { "garbage without a group", CAIRN_SCENARIO_ERROR_SYNTAX, "not a valid scenario file" },
  { "[Other]\nposition=.........\n", CAIRN_SCENARIO_ERROR_MISSING_KEY, "no [Cairn Scenario] group" },
  { "[Cairn Scenario]\ndepth=5\nreduction=3\n", CAIRN_SCENARIO_ERROR_MISSING_KEY, "no “position” key" },
  { "[Cairn Scenario]\nposition=.........\nreduction=3\n", CAIRN_SCENARIO_ERROR_MISSING_KEY, "no “depth” key" },
  { "[Cairn Scenario]\nposition=.........\ndepth=5\n", CAIRN_SCENARIO_ERROR_MISSING_KEY, "no “reduction” key" },
  { "[Cairn Scenario]\nposition=..Q......\ndepth=5\nreduction=3\n", CAIRN_SCENARIO_ERROR_BAD_VALUE, "“position”" },
  { "[Cairn Scenario]\nposition=.........\ndepth=10\nreduction=3\n", CAIRN_SCENARIO_ERROR_BAD_VALUE, "depth limit “10”" },
  { "[Cairn Scenario]\nposition=.........\ndepth=99999999999999999999\nreduction=3\n", CAIRN_SCENARIO_ERROR_BAD_VALUE, "from 1 to 9" },
  { "[Cairn Scenario]\nposition=.........\ndepth=5\nreduction=0\n", CAIRN_SCENARIO_ERROR_BAD_VALUE, "reduction R “0”" },
  { "[Cairn Scenario]\nposition=.........\ndepth=5\nreduction=3\nguard=maybe\n", CAIRN_SCENARIO_ERROR_BAD_VALUE, "use true or false" },
  { "[Cairn Scenario]\nposition=.........\ndepth=5\nreduction=3\nleft-mode=fast\n", CAIRN_SCENARIO_ERROR_BAD_VALUE, "“left-mode”" },
  { "[Cairn Scenario]\nposition=X........\nto-move=x\ndepth=5\nreduction=3\n", CAIRN_SCENARIO_ERROR_BAD_VALUE, "X has more marks" },
  { "[Cairn Scenario]\nposition=X........\nto-move=z\ndepth=5\nreduction=3\n", CAIRN_SCENARIO_ERROR_BAD_VALUE, "“to-move”" },
  /* A file cut short in the middle of a value, and values of the wrong type. */
  { "[Cairn Scenario]\nposition=...O.X", CAIRN_SCENARIO_ERROR_BAD_VALUE, "it has 6 cells, it needs exactly 9" },
  { "[Cairn Scen", CAIRN_SCENARIO_ERROR_SYNTAX, "not a valid scenario file" },
  { "[Cairn Scenario]\nposition=.........\ndepth=five\nreduction=3\n", CAIRN_SCENARIO_ERROR_BAD_VALUE, "depth limit “five”" },
  { "[Cairn Scenario]\nposition=.........\ndepth=5.0\nreduction=3\n", CAIRN_SCENARIO_ERROR_BAD_VALUE, "depth limit “5.0”" },
  { "[Cairn Scenario]\nposition=.........\ndepth=5\nreduction=3\nguard=1\n", CAIRN_SCENARIO_ERROR_BAD_VALUE, "use true or false" },
};

static void
test_bad_data (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autoptr (GError) error = NULL;
      CairnScenario scenario;

      g_test_message ("case %u", i);
      cairn_scenario_init_default (&scenario);
      scenario.depth = 7;
      g_assert_false (cairn_scenario_load_data (&scenario, bad_cases[i].data,
                                                strlen (bad_cases[i].data), &error));
      g_assert_error (error, CAIRN_SCENARIO_ERROR, bad_cases[i].code);
      g_assert_nonnull (strstr (error->message, bad_cases[i].message));
      g_assert_cmpuint (scenario.depth, ==, 7);  /* untouched on failure */
    }
}

static void
test_binary_and_huge (void)
{
  g_autoptr (GError) error = NULL;
  const char binary[] = "[Cairn Scenario]\nposition=\0\xff\xfe";
  g_autofree char *huge = g_strnfill (CAIRN_SCENARIO_MAX_BYTES + 1, 'a');
  CairnScenario scenario;

  g_assert_false (cairn_scenario_load_data (&scenario, binary, sizeof binary, &error));
  g_assert_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_SYNTAX);
  g_clear_error (&error);
  g_assert_false (cairn_scenario_load_data (&scenario, huge, strlen (huge), &error));
  g_assert_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_SYNTAX);
}

static void
test_defaults_and_unknown_keys (void)
{
  const char *data = "# a comment\n[Cairn Scenario]\nposition = x...o....\ndepth=4\nreduction=adaptive\nfuture-key=1\n";
  g_autoptr (GError) error = NULL;
  CairnScenario scenario;

  g_assert_true (cairn_scenario_load_data (&scenario, data, strlen (data), &error));
  g_assert_no_error (error);
  g_assert_cmpint (scenario.position.to_move, ==, CAIRN_SIDE_X);
  g_assert_false (scenario.guard);
  g_assert_cmpint (scenario.modes[0], ==, CAIRN_MODE_PLAIN);
  g_assert_cmpint (scenario.modes[1], ==, CAIRN_MODE_NULL);
  g_assert_cmpuint (scenario.reduction, ==, CAIRN_REDUCTION_ADAPTIVE);
}

/* What GKeyFile passes over in silence, named with its line: unknown
 * keys (with the key meant, when it is a typo), repeated keys and other
 * groups.  Comments, blank lines and other groups' keys say nothing. */
static void
test_key_warnings (void)
{
  const char *data =
    "# line 1\n"
    "[Cairn Scenario]\n"
    "position=...O.X...\n"
    "  depth = 3\r\n"
    "reduction=1\n"
    "\n"
    "future-key=1\n"
    "depth=4\n"
    "Guard=true\n"
    "[Notes]\n"
    "depth=9\n"
    "[Cairn Scenario]\n"
    "reduction=2\n";
  const char *expected[] = {
    "Line 7: unknown key “future-key” is ignored (the keys are game, position, to-move, depth, "
    "reduction, guard, left-mode, right-mode, probe-window, scoring, null-when, engine-parts)",
    "Line 8: “depth” is given again (first on line 4); the value on line 8 counts",
    "Line 9: unknown key “Guard” is ignored; did you mean “guard”?",
    "Line 10: unknown group [Notes] is ignored",
    "Line 13: “reduction” is given again (first on line 5); the value on line 13 counts",
    NULL
  };
  const char *clean = "[Cairn Scenario]\nposition=.........\ndepth=5\nreduction=3\n";
  g_auto (GStrv) warnings = cairn_scenario_check_keys (data, strlen (data));
  g_auto (GStrv) none = cairn_scenario_check_keys (clean, strlen (clean));
  g_autoptr (GError) error = NULL;
  CairnScenario scenario;

  g_assert_cmpstrv (warnings, expected);
  g_assert_cmpstrv (none, (const char *[]) { NULL });
  /* The file still loads, with the values GKeyFile kept: the last ones. */
  g_assert_true (cairn_scenario_load_data (&scenario, data, strlen (data), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (scenario.depth, ==, 4);
  g_assert_cmpuint (scenario.reduction, ==, 2);
}

/* load_file hands the warnings over; a folder is refused by name. */
static void
test_file_warnings_and_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-scenario-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "typo.cairn", NULL);
  g_autofree char *folder_message = NULL;
  g_auto (GStrv) warnings = NULL;
  g_autoptr (GError) error = NULL;
  CairnScenario scenario;

  g_assert_true (g_file_set_contents (path, "[Cairn Scenario]\nposition=.........\ndepth=5\n"
                                      "reduction=3\nleft_mode=null\n", -1, NULL));
  g_assert_true (cairn_scenario_load_file (&scenario, path, &warnings, &error));
  g_assert_no_error (error);
  g_assert_cmpstrv (warnings, ((const char *[]) {
    "Line 5: unknown key “left_mode” is ignored; did you mean “left-mode”?", NULL }));
  g_assert_cmpint (scenario.modes[0], ==, CAIRN_MODE_PLAIN);

  g_clear_pointer (&warnings, g_strfreev);
  g_assert_false (cairn_scenario_load_file (&scenario, dir, &warnings, &error));
  g_assert_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_READ);
  folder_message = g_strdup_printf ("Cannot read scenario “%s”: it is a folder; give a .cairn file", dir);
  g_assert_cmpstr (error->message, ==, folder_message);
  g_assert_null (warnings);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_unreadable_and_failed_save (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-scenario-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "keep.cairn", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "x.cairn", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  CairnScenario scenario;

  g_assert_false (cairn_scenario_load_file (&scenario, missing, NULL, &error));
  g_assert_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_READ);
  g_assert_nonnull (strstr (error->message, missing));
  /* The reason once, without GLib's own copy of the path. */
  g_assert_true (g_str_has_suffix (error->message, "”: No such file or directory"));
  g_clear_error (&error);

  cairn_scenario_init_default (&scenario);
  g_assert_false (cairn_scenario_save_file (&scenario, missing, &error));
  g_assert_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_WRITE);
  g_clear_error (&error);

  /* A save over an existing file replaces it whole. */
  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_true (cairn_scenario_save_file (&scenario, path, &error));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "position=........."));

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scenario/round-trip", test_round_trip);
  g_test_add_func ("/scenario/bad-data", test_bad_data);
  g_test_add_func ("/scenario/binary-and-huge", test_binary_and_huge);
  g_test_add_func ("/scenario/defaults-and-unknown-keys", test_defaults_and_unknown_keys);
  g_test_add_func ("/scenario/key-warnings", test_key_warnings);
  g_test_add_func ("/scenario/file-warnings-and-folder", test_file_warnings_and_folder);
  g_test_add_func ("/scenario/unreadable-and-failed-save", test_unreadable_and_failed_save);
  return g_test_run ();
}
