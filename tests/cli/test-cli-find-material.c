/* test-cli-find-material.c — find --material (src/cli/commands/cairn-cli-find-material.c):
 * every position of a chess material, the finished ones counted apart,
 * a sample drawn without holding every position, and the refusals of
 * samples and materials too large.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/resource.h>

#include "cli-runner.h"
#include "test-util.h"

/* The memory of a child, in bytes. */
static void
limit_memory (gpointer data)
{
  struct rlimit limit = { .rlim_cur = GPOINTER_TO_SIZE (data), .rlim_max = GPOINTER_TO_SIZE (data) };

  setrlimit (RLIMIT_AS, &limit);
}

/* Every KPK position is 331,352 (as --sample's refusal says); the finder
 * searches those still in play and says where the other 22 went. */
static void
test_find_counts_positions_over (void)
{
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };

  TEST_RUN_CLI (&text, "find", "--material", "KPK", "-d", "1", "-r", "1", "-m", "null");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out, "331,330 positions, depth 1, R 1: "));
  g_assert_nonnull (strstr (text.out, "\n(22 more positions are over already: checkmate, stalemate or dead; "
                                      "nothing to search.)\n"));

  TEST_RUN_CLI (&json, "find", "--json", "--material", "KPK", "-d", "1", "-r", "1", "-m", "null");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_nonnull (strstr (json.out, "\"positions\":331330,\"positions_over\":22,"));
}

/* --sample keeps only the sample in memory: 3 of KPKP's positions (up to
 * 16 million) drawn within 256 MB of address space, where keeping every
 * position first failed to allocate. */
static void
test_find_sample_memory (void)
{
  const char *args[] = { "find", "--material", "KPKP", "--sample", "3", "--seed", "4",
                         "-d", "1", "-r", "1", "-m", "null", NULL };
  g_auto (TestRun) run = { 0 };

#if defined(__SANITIZE_ADDRESS__)
  /* AddressSanitizer reserves terabytes of address space for its shadow
   * memory: no program of this build runs under a 256 MB limit. */
  g_test_skip ("an address-space limit cannot hold under AddressSanitizer");
  return;
#endif
  test_run_cli_setup (&run, args, limit_memory, GSIZE_TO_POINTER ((gsize) 256 << 20));
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "3 positions, depth 1, R 1:"));
}

/* Samples out of range and materials too large: refused before any
 * position is enumerated, the sizes named. */
static void
test_find_material_bad_input (void)
{
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid --sample 0: use a positive number\n",
                           "find", "--material", "KPK", "--sample", "0");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid --sample 400000: KPK has only 331,352 positions\n",
                           "find", "--material", "KPK", "--sample", "400000");
  /* Too large to examine or to draw from: refused before enumerating. */
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: --material KQKR has up to 27,321,168 positions, more than find examines at once (1,000,000): "
                           "draw some with --sample N, or list chosen ones in a file for --positions FILE\n",
                           "find", "--material", "KQKR");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: --material KQQQQK has up to 4,029,872,280 positions, more than --sample draws from (400,000,000): "
                           "list chosen positions in a file for --positions FILE\n",
                           "find", "--material", "KQQQQK", "--sample", "10");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid --sample 1000001: find examines at most 1,000,000 positions\n",
                           "find", "--material", "KPK", "--sample", "1000001");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/find-counts-positions-over", test_find_counts_positions_over);
  g_test_add_func ("/cli/find-sample-memory", test_find_sample_memory);
  g_test_add_func ("/cli/find-material-bad-input", test_find_material_bad_input);
  return g_test_run ();
}
