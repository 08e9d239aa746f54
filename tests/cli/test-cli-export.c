/* test-cli-export.c — the export command (src/cli/commands/cairn-cli-export.c):
 * the options that change what a figure shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cli-runner.h"
#include "test-util.h"

/* export --cell-numbers names the squares of the figure's boards: the
 * same figure otherwise, so the files differ, and without the option the
 * figure is as before. */
static void
test_export_cell_numbers (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain.svg", NULL);
  g_autofree char *again = g_build_filename (dir, "again.svg", NULL);
  g_autofree char *named = g_build_filename (dir, "named.svg", NULL);
  g_autofree char *a = NULL, *b = NULL, *c = NULL;
  const char *paths[] = { plain, again, named };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_auto (TestRun) run = { 0 };

      TEST_RUN_CLI (&run, "export", "-p", "XOXOXO...", "-d", "2", "-o", paths[i],
                    i == 2 ? "--cell-numbers" : NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
    }
  g_assert_true (g_file_get_contents (plain, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (again, &b, NULL, NULL));
  g_assert_true (g_file_get_contents (named, &c, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, !=, c);
  /* More glyphs drawn: the names. */
  g_assert_cmpuint (strlen (c), >, strlen (a));
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    g_unlink (paths[i]);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/export-cell-numbers", test_export_cell_numbers);
  return g_test_run ();
}
