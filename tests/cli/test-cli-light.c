/* test-cli-light.c — which process writes an export (cairn-cli-light.c):
 * DOT and JSON in cairn-cli itself, with no drawing library; PNG, SVG
 * and PDF handed, with the command line as typed, to cairn-cli-draw.
 *
 * A copy of cairn-cli outside the build tree looks for cairn-cli-draw in
 * ../libexec/cairn/ beside itself (cairn-helper-program.c); there the
 * test puts a stand-in that writes down the arguments it was handed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/wait.h>

#include "cli-runner.h"

#define STAND_IN "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$(dirname \"$0\")/handed\"\n"

typedef struct {
  char *dir;       /* the test's folder */
  char *cli;       /* dir/bin/cairn-cli, a copy of $CAIRN_CLI */
  char *handed;    /* where the stand-in writes its arguments */
} Light;

/* Removes @path, and all in it when a folder. */
static void
remove_tree (const char *path)
{
  GDir *dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      remove_tree (child);
    }
  g_clear_pointer (&dir, g_dir_close);
  g_assert_cmpint (g_remove (path), ==, 0);
}

static void
light_set_up (Light *l)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *bin = NULL, *libexec = NULL, *draw = NULL, *binary = NULL;
  gsize length;

  l->dir = g_dir_make_tmp ("cairn-cli-light-XXXXXX", &error);
  g_assert_no_error (error);
  bin = g_build_filename (l->dir, "bin", NULL);
  libexec = g_build_filename (l->dir, "libexec", "cairn", NULL);
  g_assert_cmpint (g_mkdir_with_parents (bin, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (libexec, 0700), ==, 0);
  l->cli = g_build_filename (bin, "cairn-cli", NULL);
  g_assert_true (g_file_get_contents (g_getenv ("CAIRN_CLI"), &binary, &length, &error));
  g_assert_true (g_file_set_contents (l->cli, binary, (gssize) length, &error));
  g_assert_cmpint (g_chmod (l->cli, 0700), ==, 0);
  draw = g_build_filename (libexec, "cairn-cli-draw", NULL);
  g_assert_true (g_file_set_contents (draw, STAND_IN, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (draw, 0700), ==, 0);
  l->handed = g_build_filename (libexec, "handed", NULL);
}

static void
light_tear_down (Light *l)
{
  remove_tree (l->dir);
  g_free (l->dir);
  g_free (l->cli);
  g_free (l->handed);
}

/* Runs the copy of cairn-cli with @args; its exit status. */
static int
run_copy (const Light        *l,
          const char * const *args,
          char              **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int wait_status;

  g_ptr_array_add (argv, l->cli);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                NULL, err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

static char *
contents (const char *path)
{
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

/* DOT (by -f) and JSON (by the file's name) are written by cairn-cli
 * itself, the same bytes as the build tree's: the stand-in is never
 * called. */
static void
test_text_in_cli (void)
{
  Light l = { 0 };
  const char *names[] = { "t.dot", "t.json" };

  light_set_up (&l);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (l.dir, names[i], NULL);
      g_autofree char *expected_path = g_strconcat (path, ".expected", NULL);
      g_autofree char *err = NULL, *got = NULL, *expected = NULL;
      const char *format = i == 0 ? "dot" : NULL;
      const char *args[] = { "export", "-p", "X...O....", "-d", "4", "--compare", "plain,null",
                             "-o", path, format ? "-f" : NULL, format, NULL };
      const char *build_args[] = { "export", "-p", "X...O....", "-d", "4", "--compare", "plain,null",
                                   "-o", expected_path, "-f", i == 0 ? "dot" : "json", NULL };
      g_auto (TestRun) run = { 0 };

      g_assert_cmpint (run_copy (&l, args, &err), ==, 0);
      g_assert_cmpstr (err, ==, "");
      g_assert_false (g_file_test (l.handed, G_FILE_TEST_EXISTS));
      test_run_cli (&run, build_args);
      test_assert_run_ok (&run);
      got = contents (path);
      expected = contents (expected_path);
      g_assert_cmpstr (got, ==, expected);
      g_assert_true (g_str_has_prefix (got, i == 0 ? "digraph" : "{"));
    }
  light_tear_down (&l);
}

/* A figure goes to cairn-cli-draw with the arguments as typed, a bad
 * value in them included (cairn-cli-draw reports it, as before). */
static void
test_figure_handed_over (void)
{
  Light l = { 0 };
  g_autofree char *path = NULL, *err = NULL, *handed = NULL, *expected = NULL;

  light_set_up (&l);
  path = g_build_filename (l.dir, "t.png", NULL);
  g_assert_cmpint (run_copy (&l, (const char *[]) { "export", "-d", "2", "-o", path, "--theme", "sepia", NULL },
                             &err), ==, 0);
  g_assert_cmpstr (err, ==, "");
  handed = contents (l.handed);
  expected = g_strdup_printf ("export\n-d\n2\n-o\n%s\n--theme\nsepia\n", path);
  g_assert_cmpstr (handed, ==, expected);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  light_tear_down (&l);
}

/* Through the real cairn-cli-draw, a PNG is still made. */
static void
test_figure_made (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-light-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "t.png", NULL);
  g_autofree char *png = NULL;
  g_auto (TestRun) run = { 0 };
  gsize length;

  TEST_RUN_CLI (&run, "export", "-p", "X...O....", "-d", "2", "-f", "png", "-o", path);
  test_assert_run_ok (&run);
  g_assert_true (g_file_get_contents (path, &png, &length, NULL));
  g_assert_cmpuint (length, >, 8);
  g_assert_cmpmem (png, 8, "\x89PNG\r\n\x1a\n", 8);
  remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/light/export-text-in-cli", test_text_in_cli);
  g_test_add_func ("/cli/light/export-figure-handed-over", test_figure_handed_over);
  g_test_add_func ("/cli/light/export-figure-made", test_figure_made);
  return g_test_run ();
}
