/* test-cli-merge.c — the merge command (src/cli/commands/cairn-cli-merge.c):
 * two shards of a find run joined, in either order, give the bytes of the
 * unsharded run (text, and JSON chosen after --); missing, repeated and
 * absent shard files refused with the shard named.  (Three shards under
 * GNU parallel and suite runs: shards/check-parallel.sh.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cli-runner.h"
#include "test-util.h"

typedef struct {
  char *dir, *one, *two;
} Shards;

/* find -d 3 -r 1 -m null in two shards, written to files. */
static void
shards_make (Shards *s)
{
  const char *names[] = { "1/2", "2/2" };

  s->dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  s->one = g_build_filename (s->dir, "one.jsonl", NULL);
  s->two = g_build_filename (s->dir, "two.jsonl", NULL);
  for (guint i = 0; i < 2; i++)
    {
      g_auto (TestRun) run = { 0 };

      TEST_RUN_CLI (&run, "find", "-d", "3", "-r", "1", "-m", "null", "--shard", names[i]);
      test_assert_run_ok (&run);
      g_assert_true (g_file_set_contents (i ? s->two : s->one, run.out, -1, NULL));
    }
}

static void
shards_clear (Shards *s)
{
  g_unlink (s->one);
  g_unlink (s->two);
  g_rmdir (s->dir);
  g_free (s->one);
  g_free (s->two);
  g_free (s->dir);
}

/* The report's lines but the first, whose seconds vary run to run. */
static const char *
after_first_line (const char *text)
{
  const char *nl = strchr (text, '\n');

  g_assert_nonnull (nl);
  return nl + 1;
}

static void
test_joined (void)
{
  Shards s;
  g_auto (TestRun) whole = { 0 };
  g_auto (TestRun) merged = { 0 };
  g_auto (TestRun) whole_json = { 0 };
  g_auto (TestRun) merged_json = { 0 };

  shards_make (&s);
  TEST_RUN_CLI (&whole, "find", "-d", "3", "-r", "1", "-m", "null");
  TEST_RUN_CLI (&merged, "merge", s.one, s.two);
  test_assert_run_ok (&whole);
  test_assert_run_ok (&merged);
  g_assert_true (g_str_has_prefix (merged.out, "9,040 positions, depth 3, R 1: "));
  g_assert_cmpstr (after_first_line (merged.out), ==, after_first_line (whole.out));

  TEST_RUN_CLI (&whole_json, "find", "-d", "3", "-r", "1", "-m", "null", "--json");
  TEST_RUN_CLI (&merged_json, "merge", s.two, s.one, "--", "--json");
  test_assert_run_ok (&merged_json);
  g_assert_cmpstr (merged_json.out, ==, whole_json.out);
  shards_clear (&s);
}

static void
test_refused (void)
{
  Shards s;
  g_autofree char *twice = NULL, *missing = NULL;

  shards_make (&s);
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Missing the shard files (see “cairn-cli merge --help”)\n", "merge");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Shard 2/2 is missing: give the files of all 2 shards\n", "merge", s.one);
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Shard 1/2 is missing: give the files of all 2 shards\n", "merge", s.two);
  twice = g_strdup_printf ("cairn-cli: Shard 1/2 is given twice (“%s”)\n", s.one);
  TEST_ASSERT_CLI_REFUSES (2, twice, "merge", s.one, s.one, s.two);
  missing = g_strdup_printf ("cairn-cli: Cannot read “%s/three.jsonl”", s.dir);
  {
    g_autofree char *three = g_build_filename (s.dir, "three.jsonl", NULL);

    TEST_ASSERT_CLI_REFUSES (1, missing, "merge", s.one, three);
  }
  shards_clear (&s);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/merge/joined", test_joined);
  g_test_add_func ("/cli/merge/refused", test_refused);
  return g_test_run ();
}
