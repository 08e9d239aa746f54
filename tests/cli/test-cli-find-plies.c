/* test-cli-find-plies.c — find --plies (src/cli/commands/cairn-cli-find-plies.c):
 * the positions reached within N plies of a game's start, counted by hand
 * (tic-tac-toe) and from the published counts of Connect Four positions
 * by ply (OEIS A212693: 1, 7, 49, 238, 1120, …), and the refusal of a
 * negative count.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cli-runner.h"
#include "test-util.h"

/* The first line of find's report over @game's positions within @plies. */
static char *
first_line (const char *game,
            const char *plies)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "find", "--game", game, "--plies", plies, "-d", "1", "-r", "1", "-m", "null");
  test_assert_run_ok (&run);
  return g_strndup (run.out, strcspn (run.out, ":"));
}

/* Tic-tac-toe: 1 start; 9 boards after X's first mark; 9 × 8 = 72 after
 * O's reply (no two alike: X's cell and O's differ); after X's second,
 * C(9,2) × 7 = 252.  Every position up to N plies is searched once. */
static void
test_tictactoe (void)
{
  static const struct { const char *plies, *line; } cases[] = {
    { "0", "1 position, depth 1, R 1" },
    { "1", "10 positions, depth 1, R 1" },       /* 1 + 9 */
    { "2", "82 positions, depth 1, R 1" },       /* 1 + 9 + 72 */
    { "3", "334 positions, depth 1, R 1" },      /* 1 + 9 + 72 + 252 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *line = first_line ("tictactoe", cases[i].plies);

      g_assert_cmpstr (line, ==, cases[i].line);
    }
}

/* Connect Four by ply: 1, 7, 49, 238, 1,120 — within 4 plies, 1,415. */
static void
test_connect4 (void)
{
  g_autofree char *two = first_line ("connect4", "2");
  g_autofree char *four = first_line ("connect4", "4");

  g_assert_cmpstr (two, ==, "57 positions, depth 1, R 1");
  g_assert_cmpstr (four, ==, "1,415 positions, depth 1, R 1");
}

static void
test_bad_plies (void)
{
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid --plies -1: use 0 (the start alone) or a positive number of moves\n",
                           "find", "--game", "connect4", "--plies", "-1");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid --plies -3: use 0 (the start alone) or a positive number of moves\n",
                           "find", "--game", "tictactoe", "--plies", "-3");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/find-plies/tictactoe", test_tictactoe);
  g_test_add_func ("/cli/find-plies/connect4", test_connect4);
  g_test_add_func ("/cli/find-plies/bad-plies", test_bad_plies);
  return g_test_run ();
}
