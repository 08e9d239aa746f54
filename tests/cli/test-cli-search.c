/* test-cli-search.c — the search command (src/cli/commands/cairn-cli-search.c):
 * its text counters, its JSON keys and a position with no move left.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cli-runner.h"
#include "test-util.h"

static void
test_search_text (void)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "search", "-m", "null", "-d", "5", "-r", "3");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_nonnull (strstr (run.out, "nodes            803\n"));
  g_assert_nonnull (strstr (run.out, "null probes      9\n"));
  g_assert_nonnull (strstr (run.out, "null prunes      7\n"));
  g_assert_nonnull (strstr (run.out, "best move        4\n"));
  g_assert_nonnull (strstr (run.out, "value            12\n"));
}

static void
test_search_json (void)
{
  g_auto (TestRun) run = { 0 };
  const char *keys[] = { "\"position\":\".........\"", "\"to_move\":\"x\"", "\"mode\":\"null\"",
                         "\"depth\":9", "\"reduction\":1", "\"guard\":false", "\"value\":0",
                         "\"best_move\":0", "\"nodes\":80790", "\"null_probes\":", "\"null_prunes\":",
                         "\"cutoffs\":", "\"verifications\":0", "\"re_searches\":0" };

  TEST_RUN_CLI (&run, "search", "--json", "--mode=null", "--depth=9", "--reduction=1");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "{"));
  g_assert_true (g_str_has_suffix (run.out, "}\n"));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_assert_nonnull (strstr (run.out, keys[i]));
}

static void
test_search_no_move (void)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "search", "--json", "-p", "XXXOO....");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"best_move\":null"));
  g_assert_nonnull (strstr (run.out, "\"nodes\":1,"));
  g_assert_nonnull (strstr (run.out, "\"to_move\":\"o\""));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/search-text", test_search_text);
  g_test_add_func ("/cli/search-json", test_search_json);
  g_test_add_func ("/cli/search-no-move", test_search_no_move);
  return g_test_run ();
}
