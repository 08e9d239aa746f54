/* test-cli-compare.c — the compare command (src/cli/commands/cairn-cli-compare.c):
 * two modes' node counts side by side, the warning when their best moves
 * differ, and its JSON.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cli-runner.h"
#include "test-util.h"

static void
test_compare (void)
{
  g_auto (TestRun) same = { 0 };
  g_auto (TestRun) pitfall = { 0 };
  g_auto (TestRun) guarded = { 0 };
  g_auto (TestRun) json = { 0 };

  TEST_RUN_CLI (&same, "compare");
  g_assert_cmpint (same.status, ==, 0);
  g_assert_nonnull (strstr (same.out, "1,787"));
  g_assert_nonnull (strstr (same.out, "803"));
  g_assert_nonnull (strstr (same.out, "\nnull move searches 984 fewer nodes than plain α-β (−55.1%)\n"));
  g_assert_null (strstr (same.out, "WARNING"));

  TEST_RUN_CLI (&pitfall, "compare", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1");
  g_assert_cmpint (pitfall.status, ==, 0);
  g_assert_nonnull (strstr (pitfall.out,
                            "WARNING: the best moves differ: plain α-β plays cell 4 (value 12), "
                            "null move plays cell 0 (value 9)\n"));

  TEST_RUN_CLI (&guarded, "compare", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "--guard");
  g_assert_null (strstr (guarded.out, "WARNING"));

  TEST_RUN_CLI (&json, "compare", "--json", "--compare", "plain,verified");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_nonnull (strstr (json.out, "\"right\":{\"mode\":\"verified\",\"value\":12,\"best_move\":4,\"nodes\":909,"));
  g_assert_nonnull (strstr (json.out, "\"best_moves_differ\":false"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/compare", test_compare);
  return g_test_run ();
}
