/* test-cli-export-figure.c — export's figures (src/cli/commands/cairn-cli-export-figure.c):
 * with --compare, the decisive prune is starred by itself exactly when the
 * two searches play different moves, and it is the one compare names.
 * The stars are checked on SVG bytes: the default figure is byte for byte
 * the one with --decisive naming compare's prune, and differs from the
 * one with --decisive none.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cli-runner.h"
#include "test-util.h"

/* cairn-cli export @position (depth 3, R 1, plain against null move)
 * with @decisive (NULL: the default) to @dir/@name; returns the SVG. */
static char *
export_svg (const char *dir,
            const char *name,
            const char *position,
            const char *decisive)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_auto (TestRun) run = { 0 };
  char *svg = NULL;

  TEST_RUN_CLI (&run, "export", "-p", position, "-t", "x", "-d", "3", "-r", "1", "--compare", "plain,null",
                "-o", path, decisive);
  test_assert_run_ok (&run);
  g_assert_true (g_file_get_contents (path, &svg, NULL, NULL));
  g_assert_true (g_str_has_prefix (svg, "<?xml"));
  g_unlink (path);
  return svg;
}

/* The pitfall: plain α-β plays cell 4, null move cell 0; compare names
 * the prune after cell 4 as the decisive one. */
static void
test_pitfall_starred (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *by_default = export_svg (dir, "default.svg", "...O.X...", NULL);
  g_autofree char *named = export_svg (dir, "named.svg", "...O.X...", "--decisive=4");
  g_autofree char *none = export_svg (dir, "none.svg", "...O.X...", "--decisive=none");
  g_auto (TestRun) compare = { 0 };

  TEST_RUN_CLI (&compare, "compare", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1");
  test_assert_run_ok (&compare);
  g_assert_nonnull (strstr (compare.out, "\nDecisive prune after X plays cell 4: "));
  /* Whole SVGs: compared as booleans, not printed when they differ. */
  g_assert_true (g_str_equal (by_default, named));
  g_assert_false (g_str_equal (by_default, none));
  g_rmdir (dir);
}

/* The empty board at depth 3: both play cell 4, so no star unless asked. */
static void
test_same_moves_unstarred (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *by_default = export_svg (dir, "default.svg", ".........", NULL);
  g_autofree char *none = export_svg (dir, "none.svg", ".........", "--decisive=none");

  g_assert_true (g_str_equal (by_default, none));
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/export-figure/pitfall-starred", test_pitfall_starred);
  g_test_add_func ("/cli/export-figure/same-moves-unstarred", test_same_moves_unstarred);
  return g_test_run ();
}
