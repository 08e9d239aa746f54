/* test-cli-export-text.c — export's DOT and JSON, and the writing of any
 * export's file (src/cli/commands/cairn-cli-export-text.c): the tree of a
 * depth-1 search of the empty board (the root and its 9 moves, counted by
 * hand), its best edge the move search plays, and the exit statuses of a
 * file that cannot be written (1) and a format that does not exist (2).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cli-runner.h"
#include "test-util.h"

/* Counts @needle in @haystack. */
static guint
count (const char *haystack,
       const char *needle)
{
  guint n = 0;

  for (const char *at = strstr (haystack, needle); at; at = strstr (at + 1, needle))
    n++;
  return n;
}

static void
test_dot (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "tree.dot", NULL);
  g_autofree char *dot = NULL;
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) search = { 0 };

  TEST_RUN_CLI (&run, "export", "-d", "1", "-o", path);
  test_assert_run_ok (&run);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_file_get_contents (path, &dot, NULL, NULL));
  g_assert_true (g_str_has_prefix (dot, "digraph cairn {\n"));
  g_assert_true (g_str_has_suffix (dot, "}\n"));
  g_assert_nonnull (strstr (dot, "label=\"plain α-β, depth 1 — 10 nodes\";"));
  /* One edge for each of the 9 empty cells, X0 to X8. */
  g_assert_cmpuint (count (dot, " -> "), ==, 9);
  for (guint cell = 0; cell < 9; cell++)
    {
      g_autofree char *label = g_strdup_printf ("label=\"X%u\\n", cell);

      g_assert_cmpuint (count (dot, label), ==, 1);
    }
  /* The one bold edge leads to the move search plays. */
  TEST_RUN_CLI (&search, "search", "--json", "-d", "1");
  test_assert_run_ok (&search);
  g_assert_nonnull (strstr (search.out, "\"best_move\":4,"));
  g_assert_cmpuint (count (dot, "[penwidth=3]"), ==, 1);
  g_assert_nonnull (strstr (dot, "label=\"X4\\n12\\nα9 β+∞\"];\n  s0n0 -> s0n5 [penwidth=3];\n"));
  g_unlink (path);
  g_rmdir (dir);
}

/* JSON: the same 10 nodes, the root's 9 children, and -f json choosing
 * the format where the file name does not. */
static void
test_json (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "tree.txt", NULL);
  g_autofree char *json = NULL;
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "export", "-d", "1", "-f", "json", "-o", path);
  test_assert_run_ok (&run);
  g_assert_true (g_file_get_contents (path, &json, NULL, NULL));
  g_assert_true (g_str_has_prefix (json, "{\"format\":\"cairn-tree\",\"version\":1,"));
  g_assert_nonnull (strstr (json, "\"n_nodes\":10,"));
  g_assert_nonnull (strstr (json, "{\"index\":0,\"parent\":null,\"children\":[1,2,3,4,5,6,7,8,9],"));
  g_assert_cmpuint (count (json, "\"parent\":0,"), ==, 9);
  g_unlink (path);
  g_rmdir (dir);
}

/* A folder that does not exist: an I/O failure, status 1, naming the
 * file; a format cairn-cli does not write: a usage error, status 2. */
static void
test_refused (void)
{
  TEST_ASSERT_CLI_REFUSES (1, "cairn-cli: Could not write “/nonexistent-cairn-folder/t.dot”: No such file or directory\n",
                           "export", "-d", "1", "-o", "/nonexistent-cairn-folder/t.dot");
  TEST_ASSERT_CLI_REFUSES (1, "cairn-cli: Could not write “/nonexistent-cairn-folder/t.json”: No such file or directory\n",
                           "export", "-d", "1", "-o", "/nonexistent-cairn-folder/t.json");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Unknown format “txt”: use png, svg, pdf, dot or json\n",
                           "export", "-d", "1", "-o", "/nonexistent-cairn-folder/t.txt");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/export-text/dot", test_dot);
  g_test_add_func ("/cli/export-text/json", test_json);
  g_test_add_func ("/cli/export-text/refused", test_refused);
  return g_test_run ();
}
