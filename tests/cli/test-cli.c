/* test-cli.c — cairn-cli as a whole (src/cli/cairn-cli.c and what every
 * command shares): the usage, --help, scenario files, the one-line
 * messages for bad options, and a finished game in search and compare.
 * Each command's own outputs are in test-cli-<command>.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cli-runner.h"
#include "test-util.h"

/* A board where X has three in a row is a finished game, in search and
 * compare alike: a sentence, not a search that plays no move; the
 * position is legal, so the exit status is 0.  JSON keeps its counters. */
static void
test_game_over (void)
{
  static const char *const commands[] = { "search", "compare" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (TestRun) run = { 0 };
      g_auto (TestRun) drawn = { 0 };
      g_auto (TestRun) mate = { 0 };
      g_auto (TestRun) stalemate = { 0 };
      g_auto (TestRun) json = { 0 };

      TEST_RUN_CLI (&run, commands[i], "-p", "XXXOO.O..");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpstr (run.out, ==,
                       "position XXXOO.O.., X to move, depth limit 5, R 3\n"
                       "X has already won: the game is over, so there is no move to search.\n");

      /* Chess's endings by the names its rules give them. */
      TEST_RUN_CLI (&drawn, commands[i], "-p", "8/8/8/8/8/8/8/4K2k w - - 0 1");
      g_assert_cmpint (drawn.status, ==, 0);
      g_assert_true (g_str_has_suffix (drawn.out, "\nDead position: neither side has the material left to mate (insufficient material), so the game is drawn. There is no move to search.\n"));
      TEST_RUN_CLI (&mate, commands[i], "-p", "k6R/8/1K6/8/8/8/8/8 b - - 0 1");
      g_assert_cmpint (mate.status, ==, 0);
      g_assert_true (g_str_has_suffix (mate.out, "\nCheckmate: White has won. The game is over, so there is no move to search.\n"));
      TEST_RUN_CLI (&stalemate, commands[i], "-p", "2Q5/k7/2K5/8/8/8/8/8 b - - 0 1");
      g_assert_cmpint (stalemate.status, ==, 0);
      g_assert_true (g_str_has_suffix (stalemate.out, "\nStalemate: Black has no legal move and is not in check, so the game is drawn. There is no move to search.\n"));

      TEST_RUN_CLI (&json, commands[i], "--json", "-p", "XXXOO.O..");
      g_assert_cmpint (json.status, ==, 0);
      g_assert_nonnull (strstr (json.out, "\"value\":10,\"best_move\":null"));
    }
}

static void
test_scenario_option (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "pitfall.cairn", NULL);
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) override = { 0 };

  g_assert_true (g_file_set_contents (path,
                                      "[Cairn Scenario]\nposition=...O.X...\nto-move=x\n"
                                      "depth=3\nreduction=1\nleft-mode=plain\nright-mode=null\n", -1, NULL));
  TEST_RUN_CLI (&run, "compare", "--scenario", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "WARNING"));

  /* Options typed after the file win over it. */
  TEST_RUN_CLI (&override, "search", "--json", "--scenario", path, "-d", "5");
  g_assert_nonnull (strstr (override.out, "\"position\":\"...O.X...\""));
  g_assert_nonnull (strstr (override.out, "\"depth\":5"));
  g_unlink (path);
  g_rmdir (dir);
}

typedef struct {
  const char *args[8];
  int         status;
  const char *message;
} BadInput;

static const BadInput bad_inputs[] = {
  { { NULL }, 2, "Usage: cairn-cli COMMAND" },
  { { "frobnicate" }, 2, "cairn-cli: Unknown command “frobnicate”: use one of search, compare, trace, sweep" },
  { { "search", "--frobnicate" }, 2, "cairn-cli: Unknown option --frobnicate (see “cairn-cli search --help”)\n" },
  { { "search", "extra" }, 2, "cairn-cli: Unexpected argument “extra” for search" },
  { { "compare", "-m", "null" }, 2, "cairn-cli: compare has no -m or --mode: it runs two modes, chosen with "
    "-c MODE,MODE, e.g. --compare=plain,null (the default)\n" },
  { { "compare", "--mode=verified" }, 2, "cairn-cli: compare has no -m or --mode: it runs two modes, chosen with "
    "-c MODE,MODE, e.g. --compare=plain,null (the default)\n" },
  { { "search", "-m", "fast" }, 2, "cairn-cli: Invalid mode “fast”: use plain, null, verified or minimax\n" },
  { { "search", "-d", "0" }, 2, "cairn-cli: Invalid depth limit “0”: use a whole number from 1 to 9\n" },
  { { "search", "-d", "10" }, 2, "cairn-cli: Invalid depth limit “10”: use a whole number from 1 to 9\n" },
  { { "search", "-r", "0" }, 2, "cairn-cli: Invalid reduction R “0”: use a whole number from 1 to 8, or adaptive\n" },
  { { "search", "-r", "x" }, 2, "cairn-cli: Invalid reduction R “x”: use a whole number from 1 to 8, or adaptive\n" },
  { { "search", "-p", "XO" }, 2, "cairn-cli: Invalid position “XO”: it has 2 cells, it needs exactly 9" },
  { { "search", "-p", "XO?......" }, 2, "cairn-cli: Invalid position “XO?......”: cell 2 is “?”" },
  { { "search", "-p", "XX......." }, 2, "cairn-cli: Impossible position: X has 2 marks and O has 0" },
  { { "search", "-p", "X........", "-t", "x" }, 2, "cairn-cli: Impossible position: X has more marks" },
  { { "search", "-t", "w" }, 2, "cairn-cli: Invalid side to move “w”: use x or o\n" },
  { { "search", "--node-cap", "0" }, 2, "cairn-cli: Invalid node cap “0”" },
  { { "search", "-m", "minimax", "-d", "9", "--node-cap", "100" }, 2,
    "cairn-cli: The search reached the node cap of 100 nodes and was stopped" },
  { { "compare", "--compare", "plain" }, 2, "cairn-cli: Invalid --compare “plain”: give two modes" },
  { { "compare", "--compare", "plain,quick" }, 2, "cairn-cli: Invalid mode “quick”" },
  { { "search", "--scenario", "/nonexistent/x.cairn" }, 1,
    "cairn-cli: Cannot read scenario “/nonexistent/x.cairn”: No such file or directory\n" },
  { { "search", "--scenario", "/" }, 1,
    "cairn-cli: Cannot read scenario “/”: it is a folder; give a .cairn file\n" },
};

static void
test_bad_input (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      const BadInput *b = &bad_inputs[i];
      g_auto (TestRun) run = { 0 };

      g_test_message ("case %u: %s", i, b->message);
      TEST_RUN_CLI (&run, b->args[0], b->args[1], b->args[2], b->args[3], b->args[4], b->args[5],
                    b->args[6]);
      g_assert_cmpint (run.status, ==, b->status);
      g_assert_nonnull (strstr (run.err, b->message));
      if (i > 0)
        {
          /* one line, nothing on stdout presented as a result */
          g_assert_cmpstr (strchr (run.err, '\n'), ==, run.err + strlen (run.err) - 1);
          g_assert_cmpstr (run.out, ==, "");
        }
    }
}

static void
test_bad_scenario_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.cairn", NULL);
  g_auto (TestRun) run = { 0 };

  g_assert_true (g_file_set_contents (path, "[Cairn Scenario]\nposition=.........\ndepth=11\nreduction=2\n",
                                      -1, NULL));
  TEST_RUN_CLI (&run, "search", "--scenario", path);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, path));
  g_assert_nonnull (strstr (run.err, "Invalid depth limit “11”"));
  g_unlink (path);
  g_rmdir (dir);
}

/* Unknown and repeated keys are warned about on stderr, by line, and the
 * search goes on with the last value GKeyFile kept. */
static void
test_scenario_warnings (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "typos.cairn", NULL);
  g_autofree char *expected = NULL;
  g_auto (TestRun) run = { 0 };

  g_assert_true (g_file_set_contents (path,
                                      "[Cairn Scenario]\nposition=...O.X...\nto-move=x\n"
                                      "depth=5\nreduction=1\ndepht=4\ndepth=3\n", -1, NULL));
  TEST_RUN_CLI (&run, "search", "--json", "--scenario", path);
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("cairn-cli: warning: %s: Line 6: unknown key “depht” is ignored; did you mean “depth”?\n"
                              "cairn-cli: warning: %s: Line 7: “depth” is given again (first on line 4); "
                              "the value on line 7 counts\n", path, path);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_nonnull (strstr (run.out, "\"depth\":3,"));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_help (void)
{
  const char *commands[] = { "search", "compare", "trace", "sweep" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (TestRun) run = { 0 };

      TEST_RUN_CLI (&run, commands[i], "--help");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, "--position=POSITION"));
      g_assert_nonnull (strstr (run.out, "--depth=N"));
      /* trace --json writes JSON Lines, and its help says so. */
      g_assert_nonnull (strstr (run.out, g_str_equal (commands[i], "trace")
                                         ? "--json                        Print JSON Lines (one JSON object a line) instead of text\n"
                                         : "--json                        Print JSON instead of text\n"));
    }

  /* Every command's usage line names the program as it is typed. */
  {
    const char *all[] = { "search", "compare", "trace", "sweep", "find", "suite", "export", "perft", "merge" };

    for (guint i = 0; i < G_N_ELEMENTS (all); i++)
      {
        g_auto (TestRun) run = { 0 };
        g_autofree char *usage = g_strdup_printf ("Usage:\n  cairn-cli %s [OPTION…]", all[i]);

        TEST_RUN_CLI (&run, all[i], "--help");
        g_assert_cmpint (run.status, ==, 0);
        g_assert_true (g_str_has_prefix (run.out, usage));
      }
  }

  /* The program's own summary names every game. */
  {
    g_auto (TestRun) run = { 0 };

    TEST_RUN_CLI (&run, "--help");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\nNull-move pruning and alpha-beta search on tic-tac-toe, chess and Connect Four, without a window.\n"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/scenario-option", test_scenario_option);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/bad-scenario-file", test_bad_scenario_file);
  g_test_add_func ("/cli/scenario-warnings", test_scenario_warnings);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/game-over", test_game_over);
  return g_test_run ();
}
