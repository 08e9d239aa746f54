/* test-cli-suite-shard.c — suite's work as JSONL records
 * (src/cli/commands/cairn-cli-suite-shard.c): a run of tests/data/suite-kp.epd
 * (4 positions) with 2 configurations at 2 depth limits is 4 × 2 × 2 = 16
 * searches, each a unit; two shards take them round robin, every unit
 * once, and a unit's record holds what the unsharded run prints for that
 * search (deepest limit first, then position, then configuration).
 * (Shards merged back to the unsharded reports: shards/check-parallel.sh.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "cli-runner.h"
#include "test-util.h"

static char *
kp_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "suite-kp.epd", NULL);
}

/* Shard @shard's records, after checking its header; every unit's
 * line in @units[unit]. */
static void
read_shard (const char *shard,
            guint       index,
            char      **units)
{
  g_autofree char *epd = kp_path ();
  g_autofree char *header = NULL;
  g_auto (TestRun) run = { 0 };
  g_auto (GStrv) lines = NULL;
  guint n = 0;

  TEST_RUN_CLI (&run, "suite", "-c", "plain,null:2", "--depths", "3-4", "--shard", shard, epd);
  test_assert_run_ok (&run);
  lines = g_strsplit (run.out, "\n", -1);
  header = g_strdup_printf ("{\"cairn\":\"suite\",\"format\":1,\"shard\":\"%s\",\"units\":16,"
                            "\"args\":[\"-c\",\"plain,null:2\",\"--depths\",\"3-4\",\"%s\"]}", shard, epd);
  g_assert_cmpstr (lines[0], ==, header);
  for (guint i = 1; lines[i][0]; i++, n++)
    {
      guint unit;

      g_assert_cmpint (sscanf (lines[i], "{\"unit\":%u,", &unit), ==, 1);
      g_assert_cmpuint (unit, <, 16);
      g_assert_cmpuint (unit % 2, ==, index);
      g_assert_null (units[unit]);
      units[unit] = g_strdup (lines[i]);
    }
  g_assert_cmpuint (n, ==, 8);
}

static void
test_two_shards (void)
{
  g_autofree char *epd = kp_path ();
  char *units[16] = { NULL };
  g_auto (TestRun) whole = { 0 };

  read_shard ("1/2", 0, units);
  read_shard ("2/2", 1, units);
  for (guint i = 0; i < 16; i++)
    g_assert_nonnull (units[i]);
  /* Units 0 and 1: depth 4, the first position (Lasker and Reichhelm
   * 1901), plain and null R 2 — as the unsharded run prints them. */
  TEST_RUN_CLI (&whole, "suite", "-c", "plain,null:2", "--depths", "3-4", epd);
  test_assert_run_ok (&whole);
  test_assert_contains (whole.out, "\nLasker and Reichhelm 1901 (Fine, Basic Chess Endings 70) (line 6): ");
  test_assert_contains (whole.out, "\n  depth 4  plain     Kb1  tied                72 nodes  + 34 in tie tests  (Ka2 reaches 140 too)\n"
                                   "  depth 4  null R 2  Kb1  tied                47 nodes  + 35 in tie tests  (Ka2 reaches 140 too)\n");
  test_assert_contains (units[0], ",\"value\":140,\"nodes\":72,\"class\":\"tied\",\"test_nodes\":34,");
  test_assert_contains (units[1], ",\"value\":140,\"nodes\":47,\"class\":\"tied\",\"test_nodes\":35,");
  for (guint i = 0; i < 16; i++)
    g_free (units[i]);
}

static void
test_bad_shard (void)
{
  g_autofree char *epd = kp_path ();

  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid --shard “0/2”: K must be from 1 to 2, the number of shards\n",
                           "suite", "--depths", "3", "--shard", "0/2", epd);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/suite-shard/two-shards", test_two_shards);
  g_test_add_func ("/cli/suite-shard/bad-shard", test_bad_shard);
  return g_test_run ();
}
