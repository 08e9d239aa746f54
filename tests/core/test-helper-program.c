/* test-helper-program.c — where one of Cairn's own helper programs is
 * (cairn-helper-program.c).  This test runs itself (with --print NAME)
 * from three places: the build tree, where the build tree's helper is
 * given; a copy under a moved prefix (PREFIX/bin) with the helper in
 * PREFIX/libexec/cairn, which is found there; and the same copy without
 * an executable helper beside it, which falls back to the configured
 * libexec folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "cairn-helper-program.h"

#define BUILT "/the/build/tree/helper"

static char *self_path;

/* What the program at @program prints for helper @name. */
static char *
ask (const char *program,
     const char *name)
{
  const char *argv[] = { program, "--print", name, NULL };
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  int status = -1;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                               &error));
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpstr (err, ==, "");
  return out;
}

static void
test_build_tree (void)
{
  g_autofree char *here = cairn_helper_program_path ("cairn-x", BUILT);
  g_autofree char *printed = ask (self_path, "cairn-x");

  g_assert_true (g_str_has_prefix (self_path, CAIRN_BUILD_ROOT "/"));
  g_assert_cmpstr (here, ==, BUILT);
  g_assert_cmpstr (printed, ==, BUILT "\n");
}

static void
test_installed (void)
{
  g_autofree char *prefix = g_dir_make_tmp ("cairn-helper-XXXXXX", NULL);
  g_autofree char *bin = g_build_filename (prefix, "bin", NULL);
  g_autofree char *libexec = g_build_filename (prefix, "libexec", "cairn", NULL);
  g_autofree char *copy = g_build_filename (bin, "program", NULL);
  g_autofree char *helper = g_build_filename (libexec, "cairn-x", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *configured = g_strdup_printf ("%s/cairn/cairn-x\n", CAIRN_LIBEXECDIR);
  gsize length;

  g_assert_false (g_str_has_prefix (prefix, CAIRN_BUILD_ROOT "/"));
  g_assert_cmpint (g_mkdir_with_parents (bin, 0755), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (libexec, 0755), ==, 0);
  g_assert_true (g_file_get_contents (self_path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
  g_assert_cmpint (g_chmod (copy, 0755), ==, 0);

  /* No helper beside it: the configured folder. */
  {
    g_autofree char *printed = ask (copy, "cairn-x");

    g_assert_cmpstr (printed, ==, configured);
  }
  /* A file that is not executable is no helper either. */
  g_assert_true (g_file_set_contents (helper, "#!/bin/sh\n", -1, NULL));
  g_assert_cmpint (g_chmod (helper, 0644), ==, 0);
  {
    g_autofree char *printed = ask (copy, "cairn-x");

    g_assert_cmpstr (printed, ==, configured);
  }
  /* An executable helper beside the moved prefix: that one. */
  g_assert_cmpint (g_chmod (helper, 0755), ==, 0);
  {
    g_autofree char *printed = ask (copy, "cairn-x");
    g_autofree char *wanted = g_strdup_printf ("%s/../libexec/cairn/cairn-x\n", bin);

    g_assert_cmpstr (printed, ==, wanted);
  }

  g_unlink (helper);
  g_unlink (copy);
  g_rmdir (libexec);
  {
    g_autofree char *up = g_path_get_dirname (libexec);

    g_rmdir (up);
  }
  g_rmdir (bin);
  g_rmdir (prefix);
}

int
main (int argc, char **argv)
{
  if (argc == 3 && g_str_equal (argv[1], "--print"))
    {
      g_autofree char *path = cairn_helper_program_path (argv[2], BUILT);

      printf ("%s\n", path);
      return 0;
    }
  self_path = g_file_read_link ("/proc/self/exe", NULL);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/helper-program/build-tree", test_build_tree);
  g_test_add_func ("/helper-program/installed", test_installed);
  return g_test_run ();
}
