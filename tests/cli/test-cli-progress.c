/* test-cli-progress.c — the progress line of long commands
 * (src/cli/lib/cairn-cli-progress.c): on a terminal (a pty here, with
 * CAIRN_PROGRESS_AT_ONCE so that no clock decides whether it is drawn)
 * the exact count, its unit and share, redrawn in place and taken away at
 * the end; off a terminal (a pipe) nothing at all.  The rate and time
 * left depend on the clock: only their wording is checked.  (Whole
 * commands on a pty: shards/check-progress.sh.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <pty.h>
#include <stdio.h>
#include <unistd.h>

#include "cairn-cli-progress.h"

/* What @draw writes to stderr while stderr is a pty. */
static char *
on_a_terminal (void (*draw) (void))
{
  int master, slave, saved;
  GString *out = g_string_new (NULL);
  char buf[512];
  ssize_t n;

  g_assert_cmpint (openpty (&master, &slave, NULL, NULL, NULL), ==, 0);
  fflush (stderr);
  saved = dup (STDERR_FILENO);
  g_assert_cmpint (dup2 (slave, STDERR_FILENO), ==, STDERR_FILENO);
  draw ();
  fflush (stderr);
  g_assert_cmpint (dup2 (saved, STDERR_FILENO), ==, STDERR_FILENO);
  close (saved);
  close (slave);
  g_assert_cmpint (fcntl (master, F_SETFL, O_NONBLOCK), ==, 0);
  while ((n = read (master, buf, sizeof buf)) > 0)
    g_string_append_len (out, buf, n);
  close (master);
  return g_string_free (out, FALSE);
}

static void
draw_nothing_done (void)
{
  CliProgress *progress = cli_progress_new (CLI_PROGRESS_MOVES, 1);

  cli_progress_update (progress, 0);
  cli_progress_free (progress);
}

static void
draw_positions (void)
{
  CliProgress *progress = cli_progress_new (CLI_PROGRESS_POSITIONS, 9040);

  cli_progress_update (progress, 1234);
  cli_progress_free (progress);
}

static void
draw_cleared_twice (void)
{
  CliProgress *progress = cli_progress_new (CLI_PROGRESS_EXPORT_STEPS, 3);

  cli_progress_update (progress, 0);
  cli_progress_clear (progress);
  /* Nothing drawn since: nothing more to take away. */
  cli_progress_clear (progress);
  cli_progress_free (progress);
}

/* Nothing done yet: the count and share alone (no rate), the line
 * cleared to its end, then taken away. */
static void
test_terminal_start (void)
{
  g_autofree char *out = on_a_terminal (draw_nothing_done);

  g_assert_cmpstr (out, ==, "\r  0 / 1 root move (0 %)\033[K\r\033[K");
}

/* 1,234 of 9,040 positions: 13 % (rounded down), then how fast and how
 * long still (unless no microsecond has passed since the start, when
 * there is no rate to give). */
static void
test_terminal_count (void)
{
  g_autofree char *out = on_a_terminal (draw_positions);

  g_assert_true (g_str_has_prefix (out, "\r  1,234 / 9,040 positions (13 %)"));
  g_assert_true (g_regex_match_simple ("^\r  1,234 / 9,040 positions \\(13 %\\)"
                                       "(, [0-9.,]+/s, about [0-9]+:[0-5][0-9] left)?"
                                       "\033\\[K\r\033\\[K$", out, 0, 0));
}

static void
test_terminal_clear (void)
{
  g_autofree char *out = on_a_terminal (draw_cleared_twice);

  g_assert_cmpstr (out, ==, "\r  0 / 3 export steps (0 %)\033[K\r\033[K");
}

/* A pipe or a log gets nothing. */
static void
test_not_a_terminal (void)
{
  if (g_test_subprocess ())
    {
      draw_positions ();
      draw_nothing_done ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("");
  g_test_trap_assert_stdout ("");
}

int
main (int argc, char **argv)
{
  g_setenv ("CAIRN_PROGRESS_AT_ONCE", "1", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/progress/terminal-start", test_terminal_start);
  g_test_add_func ("/cli/progress/terminal-count", test_terminal_count);
  g_test_add_func ("/cli/progress/terminal-clear", test_terminal_clear);
  g_test_add_func ("/cli/progress/not-a-terminal", test_not_a_terminal);
  return g_test_run ();
}
