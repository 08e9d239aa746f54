/* test-cli-trace.c — the trace command (src/cli/commands/cairn-cli-trace.c):
 * its event lines in text and JSON Lines, and the one numbering of
 * events it shares with export --at-event.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cli-runner.h"
#include "test-util.h"

static void
test_trace (void)
{
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (GStrv) lines = NULL;
  guint probes = 0;

  TEST_RUN_CLI (&text, "trace", "-m", "null", "-d", "3", "-r", "1");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out, "     0  root node 0 entered (X to move, α=−∞, β=+∞)\n"));
  g_assert_true (g_str_has_suffix (text.out, "search done: value 15, best move cell 4\n"));

  TEST_RUN_CLI (&json, "trace", "--json", "-m", "null", "-d", "3", "-r", "1");
  g_assert_cmpint (json.status, ==, 0);
  lines = g_strsplit (json.out, "\n", -1);
  /* 185 events and a final empty string after the last newline. */
  g_assert_cmpuint (g_strv_length (lines), ==, 186);
  for (guint i = 0; lines[i][0]; i++)
    {
      g_assert_true (g_str_has_prefix (lines[i], "{\"event\":\""));
      g_assert_true (g_str_has_suffix (lines[i], "}"));
      if (strstr (lines[i], "\"event\":\"null-probe-begun\""))
        probes++;
    }
  g_assert_cmpuint (probes, ==, 9);
  g_assert_cmpstr (lines[184], ==, "{\"event\":\"done\",\"index\":184,\"value\":15,\"best_move\":4}");
}

/* One numbering, from 0: trace's text and JSON lines, --at-event and the
 * message for an event past the end agree (the window's log and
 * timeline number them so too: tests/app/test-panes.c).  The pitfall,
 * plain d3 R1: 261 events, 0 to 260; event 127 creates node 61. */
static void
test_event_numbering (void)
{
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) first = { 0 };
  g_auto (TestRun) last = { 0 };
  g_auto (TestRun) past = { 0 };
  g_auto (GStrv) text_lines = NULL;
  g_auto (GStrv) json_lines = NULL;
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "tree.json", NULL);
  g_autofree char *tree = NULL;

  TEST_RUN_CLI (&text, "trace", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain");
  TEST_RUN_CLI (&json, "trace", "--json", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpint (json.status, ==, 0);
  text_lines = g_strsplit (text.out, "\n", -1);
  json_lines = g_strsplit (json.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (text_lines), ==, 262);
  g_assert_cmpuint (g_strv_length (json_lines), ==, 262);
  for (guint k = 0; k < 261; k++)
    {
      g_autofree char *number = g_strdup_printf ("%6u  ", k);
      g_autofree char *index = g_strdup_printf (",\"index\":%u,", k);

      g_assert_true (g_str_has_prefix (text_lines[k], number));
      g_assert_nonnull (strstr (json_lines[k], index));
    }
  g_assert_cmpstr (text_lines[0], ==, "     0  root node 0 entered (X to move, α=−∞, β=+∞)");
  g_assert_cmpstr (text_lines[127], ==, "   127  node 61: O plays cell 0 (ply 2, α=9, β=+∞)");
  g_assert_true (g_str_has_prefix (json_lines[127], "{\"event\":\"node-entered\",\"index\":127,\"node\":61,"));
  g_assert_true (g_str_has_prefix (text_lines[260], "   260  search done: "));

  /* --at-event 0: the root alone; 127: up to node 61; 260: everything;
   * 261 is past the end, and the message gives the range. */
  TEST_RUN_CLI (&first, "export", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain",
                "--at-event", "0", "-o", path);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &tree, NULL, NULL));
  g_assert_nonnull (strstr (tree, "\"at_event\":0,"));
  g_assert_nonnull (strstr (tree, "\"n_nodes\":1,"));
  g_clear_pointer (&tree, g_free);
  TEST_RUN_CLI (&last, "export", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain",
                "--at-event", "127", "-o", path);
  g_assert_cmpint (last.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &tree, NULL, NULL));
  g_assert_nonnull (strstr (tree, "\"at_event\":127,"));
  g_assert_nonnull (strstr (tree, "\"n_nodes\":62,"));
  TEST_RUN_CLI (&past, "export", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain",
                "--at-event", "261", "-o", path);
  g_assert_cmpint (past.status, ==, 2);
  g_assert_nonnull (strstr (past.err, "Event 261 is beyond the end of the search: its events are 0 to 260"));

  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/trace", test_trace);
  g_test_add_func ("/cli/event-numbering", test_event_numbering);
  return g_test_run ();
}
