/* test-cli-shard.c — src/cli/lib/cairn-cli-shard.c: the shard files of
 * one run joined (what merge reads), and the ways they are refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-cli-shard.h"

#define HEADER(k) "{\"cairn\":\"suite\",\"format\":1,\"shard\":\"" k "/2\",\"units\":3,\"args\":[\"-d\",\"4\",\"x.epd\"]}\n"

/* Shard 1 of 2 holds units 0 and 2, shard 2 unit 1. */
static const char *const shard_text[] = {
  HEADER ("1") "{\"unit\":0,\"nodes\":7}\n{\"unit\":2,\"nodes\":9}\n",
  HEADER ("2") "{\"unit\":1,\"nodes\":8}\n",
};

/* Writes @text to a new file in @dir; its path. */
static char *
write_file (const char *dir,
            const char *name,
            const char *text)
{
  char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return path;
}

static void
remove_folder (const char *dir,
               const char * const *paths)
{
  for (guint i = 0; paths[i]; i++)
    g_assert_cmpint (g_remove (paths[i]), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Both shards, in either order: the run's command, its options and every
 * record, merging. */
static void
test_join (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-shard-XXXXXX", NULL);
  g_autofree char *one = write_file (dir, "1.jsonl", shard_text[0]);
  g_autofree char *two = write_file (dir, "2.jsonl", shard_text[1]);
  const char *orders[2][3] = { { one, two, NULL }, { two, one, NULL } };
  const char *args[] = { "-d", "4", "x.epd", NULL };
  const char *paths[] = { one, two, NULL };

  for (guint o = 0; o < G_N_ELEMENTS (orders); o++)
    {
      g_autoptr (CliShard) joined = NULL;
      gint64 nodes;

      g_assert_cmpint (cli_shard_join (orders[o], FALSE, &joined), ==, 0);
      g_assert_cmpstr (cli_shard_command (joined), ==, "suite");
      g_assert_true (g_strv_equal (cli_shard_recorded_args (joined), args));
      g_assert_true (cli_shard_merging (joined));
      g_assert_false (cli_shard_writes_jsonl (joined));
      g_assert_cmpuint (cli_shard_count_runs (joined), ==, 0);
      for (guint u = 0; u < 3; u++)
        {
          g_assert_true (cli_json_get_int (cli_shard_held (joined, u), "nodes", 0, 100, &nodes));
          g_assert_cmpint (nodes, ==, 7 + u);
        }
      g_assert_null (cli_shard_held (joined, 3));
    }
  remove_folder (dir, paths);
}

/* The records handed to a run become its shard when the units agree,
 * and are refused (left to the caller) when they do not. */
static void
test_begin_with_records (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-shard-XXXXXX", NULL);
  g_autofree char *one = write_file (dir, "1.jsonl", shard_text[0]);
  g_autofree char *two = write_file (dir, "2.jsonl", shard_text[1]);
  const char *files[] = { one, two, NULL };
  const char *args[] = { NULL };
  CliShardOptions options = { 0 };
  g_autoptr (CliShard) records = NULL;
  g_autoptr (CliShard) shard = NULL;
  CliShard *joined;
  int status;

  g_assert_cmpint (cli_shard_join (files, FALSE, &records), ==, 0);
  joined = records;
  g_assert_null (cli_shard_begin (&options, &records, "suite", args, 4, &status));
  g_assert_cmpint (status, ==, 2);
  g_assert_true (records == joined);
  shard = cli_shard_begin (&options, &records, "suite", args, 3, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (shard == joined);
  g_assert_null (records);
  remove_folder (dir, files);
}

/* A missing shard, a shard given twice, and a file cut off mid-line. */
static void
test_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-shard-XXXXXX", NULL);
  g_autofree char *one = write_file (dir, "1.jsonl", shard_text[0]);
  g_autofree char *cut = write_file (dir, "cut.jsonl", HEADER ("2") "{\"unit\":1");
  const char *missing[] = { one, NULL };
  const char *twice[] = { one, one, NULL };
  const char *stopped[] = { one, cut, NULL };
  const char *paths[] = { one, cut, NULL };
  const char *const *cases[] = { missing, twice, stopped };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (CliShard) joined = NULL;

      g_assert_cmpint (cli_shard_join (cases[i], FALSE, &joined), ==, 2);
      g_assert_null (joined);
    }
  remove_folder (dir, paths);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/shard/join", test_join);
  g_test_add_func ("/cli/shard/begin-with-records", test_begin_with_records);
  g_test_add_func ("/cli/shard/refused", test_refused);
  return g_test_run ();
}
