/* test-cli-find-shard.c — find's work as JSONL records
 * (src/cli/commands/cairn-cli-find-shard.c): a run split in two shards
 * gives each block ("unit") of positions to one shard, round robin, every
 * unit once; the units' counts add up to the unsharded run's positions
 * and cases, and a case names its position by its number in the whole
 * enumeration, in order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "cli-runner.h"
#include "test-util.h"

/* What the records of one shard hold. */
typedef struct {
  guint units;       /* the header's */
  guint records;
  guint positions;   /* summed over its units */
  guint cases;
} ShardSum;

static void
read_shard (const char *shard,
            guint       index,
            GArray     *seen,
            ShardSum   *sum)
{
  g_auto (TestRun) run = { 0 };
  g_auto (GStrv) lines = NULL;
  g_autofree char *header = NULL;

  TEST_RUN_CLI (&run, "find", "-d", "3", "-r", "1", "-m", "null", "--shard", shard);
  test_assert_run_ok (&run);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpint (sscanf (lines[0], "{\"cairn\":\"find\",\"format\":1,\"shard\":\"%*u/2\",\"units\":%u,", &sum->units),
                   ==, 1);
  header = g_strdup_printf ("{\"cairn\":\"find\",\"format\":1,\"shard\":\"%s\",\"units\":%u,"
                            "\"args\":[\"-d\",\"3\",\"-r\",\"1\",\"-m\",\"null\"]}", shard, sum->units);
  g_assert_cmpstr (lines[0], ==, header);
  *sum = (ShardSum) { .units = sum->units };
  for (guint i = 1; lines[i][0]; i++)
    {
      guint unit, positions, last = 0;
      const char *at;

      g_assert_cmpint (sscanf (lines[i], "{\"unit\":%u,\"positions\":%u,", &unit, &positions), ==, 2);
      /* Round robin: shard k of 2 holds the units k − 1, k + 1, … */
      g_assert_cmpuint (unit % 2, ==, index);
      g_assert_cmpuint (unit, <, sum->units);
      g_array_append_val (seen, unit);
      sum->records++;
      sum->positions += positions;
      /* A unit's cases name positions of its own block, in order. */
      for (at = strstr (lines[i], "{\"p\":"); at; at = strstr (at + 1, "{\"p\":"))
        {
          guint p = (guint) g_ascii_strtoull (at + 5, NULL, 10);

          g_assert_cmpuint (p / 64, ==, unit);
          g_assert_cmpuint (p, >=, last);
          last = p;
          sum->cases++;
        }
    }
}

static gint
compare_guint (gconstpointer a,
               gconstpointer b)
{
  return (gint) *(const guint *) a - (gint) *(const guint *) b;
}

static void
test_two_shards (void)
{
  g_autoptr (GArray) seen = g_array_new (FALSE, FALSE, sizeof (guint));
  ShardSum one, two;
  g_auto (TestRun) whole = { 0 };

  read_shard ("1/2", 0, seen, &one);
  read_shard ("2/2", 1, seen, &two);
  g_assert_cmpuint (one.units, ==, two.units);
  /* Every unit in one shard or the other, once. */
  g_assert_cmpuint (seen->len, ==, one.units);
  g_array_sort (seen, compare_guint);
  for (guint i = 0; i < seen->len; i++)
    g_assert_cmpuint (g_array_index (seen, guint, i), ==, i);
  g_assert_cmpuint (one.records, ==, (one.units + 1) / 2);
  g_assert_cmpuint (two.records, ==, one.units / 2);
  /* The unsharded run: 9,040 positions, 92 cases of null move. */
  TEST_RUN_CLI (&whole, "find", "-d", "3", "-r", "1", "-m", "null", "-n", "0");
  test_assert_run_ok (&whole);
  g_assert_true (g_str_has_prefix (whole.out, "9,040 positions, depth 3, R 1: "));
  g_assert_nonnull (strstr (whole.out, "\nnull             92         92\n"));
  g_assert_cmpuint (one.positions + two.positions, ==, 9040);
  g_assert_cmpuint (one.cases + two.cases, ==, 92);
}

static void
test_bad_shard (void)
{
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid --shard “3/2”: K must be from 1 to 2, the number of shards\n",
                           "find", "-d", "3", "--shard", "3/2");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/find-shard/two-shards", test_two_shards);
  g_test_add_func ("/cli/find-shard/bad-shard", test_bad_shard);
  return g_test_run ();
}
