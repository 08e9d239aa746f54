/* test-cli-fail.c — cairn-cli's one-line error messages and exit statuses
 * (src/cli/lib/cairn-cli-fail.c): "cairn-cli: " and the formatted message
 * on stderr, one line, nothing on stdout; 2 for bad input, 1 for a failed
 * read or write.  Each call runs in a subprocess, whose stderr GLib
 * captures (and matches as a glob pattern: no * or ? in the messages).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "cairn-cli-fail.h"

static void
test_usage (void)
{
  if (g_test_subprocess ())
    {
      g_assert_cmpint (cli_fail_usage ("Invalid depth limit “%s”: use a whole number from %d to %d", "0", 1, 9), ==, 2);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("");
  g_test_trap_assert_stderr ("cairn-cli: Invalid depth limit “0”: use a whole number from 1 to 9\n");
}

static void
test_io (void)
{
  if (g_test_subprocess ())
    {
      g_assert_cmpint (cli_fail_io ("Could not write “%s”: %s", "/x/t.dot", "No such file or directory"), ==, 1);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("");
  g_test_trap_assert_stderr ("cairn-cli: Could not write “/x/t.dot”: No such file or directory\n");
}

/* A message holding a % of its own, passed as an argument, is printed
 * as it is: the format is the caller's, not the message's. */
static void
test_percent_in_argument (void)
{
  if (g_test_subprocess ())
    {
      g_assert_cmpint (cli_fail_usage ("%s", "55.1% fewer %d"), ==, CLI_EXIT_USAGE);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("cairn-cli: 55.1% fewer %d\n");
}

static void
test_statuses (void)
{
  /* The documented statuses (data/cairn-cli.1, EXIT STATUS). */
  g_assert_cmpint (CLI_EXIT_OK, ==, 0);
  g_assert_cmpint (CLI_EXIT_IO, ==, 1);
  g_assert_cmpint (CLI_EXIT_USAGE, ==, 2);
  g_assert_cmpint (CLI_EXIT_ENGINE, ==, 3);
}

int
main (int argc, char **argv)
{
  /* g_printerr() writes in the locale's charset: UTF-8, as cairn-cli
   * runs for its users, so that the quotes reach stderr as they are. */
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/fail/usage", test_usage);
  g_test_add_func ("/cli/fail/io", test_io);
  g_test_add_func ("/cli/fail/percent-in-argument", test_percent_in_argument);
  g_test_add_func ("/cli/fail/statuses", test_statuses);
  return g_test_run ();
}
