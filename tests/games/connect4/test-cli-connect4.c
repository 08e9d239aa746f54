/* test-cli-connect4.c — cairn-cli on Connect Four (CONNECT4-RULES.md):
 * the game guessed from either text form, its figures through search,
 * compare, trace, sweep, find and export, and bad positions refused with
 * exit status 2 and the reason.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cli-runner.h"
#include "test-util.h"

/* §9's position where null move plays a worse move than plain. */
#define MOVES "7414571346"
#define GRID "......./......./......./...X.../X..O..O/X.OOXOX x"
#define EMPTY "......./......./......./......./......./....... x"

/* The move string and the grid are read as Connect Four without --game,
 * and give the same search. */
static void
test_search (void)
{
  const char *positions[] = { MOVES, GRID };

  for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      g_auto (TestRun) text = { 0 };
      g_auto (TestRun) json = { 0 };

      TEST_RUN_CLI (&text, "search", "-p", positions[i], "-d", "7", "-r", "1", "-m", "null");
      test_assert_run_ok (&text);
      g_assert_true (g_str_has_prefix (text.out, "position " GRID ", X to move, depth limit 7, R 1\n"));
      test_assert_contains (text.out, "\nvalue            14\n");
      test_assert_contains (text.out, "\nbest move        4\n");
      test_assert_contains (text.out, "\nnodes            18,821\n");
      test_assert_contains (text.out, "\nnull probes      1,659\n");
      test_assert_contains (text.out, "\nnull prunes      782\n");

      TEST_RUN_CLI (&json, "search", "--json", "-p", positions[i], "-d", "7", "-r", "1", "-m", "verified");
      test_assert_run_ok (&json);
      test_assert_contains (json.out, "{\"game\":\"connect4\",\"position\":\"" GRID "\",\"to_move\":\"x\"");
      test_assert_contains (json.out, "\"best_move\":\"4\",\"nodes\":20539,");
      test_assert_contains (json.out, "\"verifications\":782,");
    }
}

/* The empty board needs --game (a lone - is no game's text by itself). */
static void
test_empty_board (void)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "search", "--game", "connect4", "-p", "-", "-d", "6", "-r", "2");
  test_assert_run_ok (&run);
  g_assert_true (g_str_has_prefix (run.out, "position " EMPTY ", X to move, depth limit 6, R 2\n"));
  test_assert_contains (run.out, "\nvalue            -2\n");
  test_assert_contains (run.out, "\nnodes            1,407\n");
  test_assert_contains (run.out, "\ncutoffs          503\n");
}

static void
test_compare (void)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "compare", "-p", MOVES, "-d", "7", "-r", "1");
  test_assert_run_ok (&run);
  test_assert_contains (run.out, "WARNING: the best moves differ: plain α-β plays 3, value 19; null move plays 4, value 14\n");
  test_assert_contains (run.out, "null move searches 21,826 fewer nodes than plain α-β (−53.7%)\n");
}

static void
test_trace (void)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "trace", "-p", "4453", "-d", "2", "-m", "null", "-r", "1");
  test_assert_run_ok (&run);
  test_assert_contains (run.out, "     1  node 1: X plays 4 (ply 1, α=−∞, β=+∞)\n"
                                 "     2  node 2: O plays 4 (ply 2, α=−∞, β=+∞)\n"
                                 "     3  node 2 at the horizon (ply 2): heuristic value -4\n");
}

/* Issue 34: a won game reads "X wins, ply 3" as in the window and the
 * figures, after the number, in search, trace and compare; JSON keeps
 * the number.  The lesson connect4-horizon's position: column 3 makes
 * three in the bottom row, open at both ends. */
static void
test_win_one_form (void)
{
  const char *horizon = "......./......./......./......./.O.O.../.X.X... x";
  g_auto (TestRun) search = { 0 };
  g_auto (TestRun) trace = { 0 };
  g_auto (TestRun) compare = { 0 };
  g_auto (TestRun) json = { 0 };

  TEST_RUN_CLI (&search, "search", "-p", horizon, "-d", "5", "-m", "plain");
  test_assert_run_ok (&search);
  test_assert_contains (search.out, "\nvalue            9997 (X wins, ply 3)\n");

  TEST_RUN_CLI (&trace, "trace", "-p", horizon, "-d", "3", "-m", "plain");
  test_assert_run_ok (&trace);
  test_assert_contains (trace.out, "\n    71  node 34: game over, value 9997 (X wins, ply 3)\n");
  test_assert_contains (trace.out, "\n   237  node 0 returns 9997 (X wins, ply 3)\n");
  test_assert_contains (trace.out, "\n   238  search done: value 9997 (X wins, ply 3), best move 3\n");
  g_assert_null (strstr (trace.out, "wins at ply"));

  TEST_RUN_CLI (&compare, "compare", "-p", horizon, "-d", "5", "-r", "3");
  test_assert_run_ok (&compare);
  test_assert_contains (compare.out, "\nWARNING: the best moves differ: plain α-β plays 3, value 9997 (X wins, ply 3); "
                                     "null move plays 4, value 24\n");

  TEST_RUN_CLI (&json, "search", "--json", "-p", horizon, "-d", "5", "-m", "plain");
  test_assert_run_ok (&json);
  test_assert_contains (json.out, ",\"value\":9997,");
}

static void
test_sweep (void)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "sweep", "-p", "4453", "--depths", "5-6", "--reductions", "1-3", "-m", "null");
  test_assert_run_ok (&run);
  test_assert_contains (run.out, "    5        4,092          944 (76.9% fewer)         3,895 (4.8% fewer)          526 (87.1% fewer)\n");
  test_assert_contains (run.out, "    6        9,310        10,394 (11.6% more)          9,625 (3.4% more)         8,894 (4.5% fewer)\n");
}

/* The finder on positions from a file, in either form; its cases name
 * the side as the game does. */
static void
test_find (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-c4-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "positions.txt", NULL);
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) json = { 0 };

  g_assert_true (g_file_set_contents (path, "# Connect Four\n-\n4453\n" GRID "\n", -1, NULL));
  TEST_RUN_CLI (&run, "find", "--game", "connect4", "--positions", path, "-d", "7", "-r", "1", "-m", "null",
                "-n", "1");
  test_assert_run_ok (&run);
  test_assert_contains (run.out, "   1  " GRID " x  null      7 1                  3          4     5      40647/18821  values 19→14\n");

  TEST_RUN_CLI (&json, "find", "--json", "--game", "connect4", "--positions", path, "-d", "7", "-r", "1",
                "-m", "null", "-n", "1");
  test_assert_run_ok (&json);
  test_assert_contains (json.out, "{\"position\":\"" GRID "\",\"to_move\":\"x\",\"mode\":\"null\",\"depth\":7,");
  g_unlink (path);
  g_rmdir (dir);
}

/* A figure of a search: the moves in --root are column digits. */
static void
test_export (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-c4-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "tree.png", NULL);
  g_autofree char *json_path = g_build_filename (dir, "tree.json", NULL);
  g_autofree char *json = NULL;
  g_auto (TestRun) figure = { 0 };
  g_auto (TestRun) data = { 0 };

  TEST_RUN_CLI (&figure, "export", "-p", "4453", "-d", "2", "-m", "null", "-r", "1", "-o", png);
  test_assert_run_ok (&figure);
  g_assert_true (g_file_test (png, G_FILE_TEST_IS_REGULAR));

  TEST_RUN_CLI (&data, "export", "-p", "4453", "-d", "2", "--root", "4", "-o", json_path);
  test_assert_run_ok (&data);
  g_assert_true (g_file_get_contents (json_path, &json, NULL, NULL));
  test_assert_contains (json, "\"game\":\"connect4\",\"position\":\"......./......./......./......./...O.../..OXX.. x\"");
  test_assert_contains (json, "\"best_move\":\"4\"");
  g_unlink (png);
  g_unlink (json_path);
  g_rmdir (dir);
}

typedef struct {
  const char *args[8];
  const char *message;   /* the whole of stderr */
} BadInput;

static const BadInput bad_inputs[] = {
  { { "search", "-p", "4444444" },
    "cairn-cli: Invalid move string “4444444”: move 7 drops a disc into column 4, which is full\n" },
  { { "search", "--game", "connect4", "-p", "4458" },
    "cairn-cli: Invalid move string “4458”: character 4 is “8”; "
    "a move is a column digit from 1 to 7 (- alone is the empty board)\n" },
  { { "search", "-p", "11223344" },
    "cairn-cli: Invalid move string “11223344”: move 8 comes after X’s four in a row, when the game was over\n" },
  { { "search", "-p", "......./......./......./......./...X.../....... o" },
    "cairn-cli: Impossible position: the disc in column 4, row 2 floats above an empty cell; "
    "a disc rests on the bottom row or on another disc\n" },
  { { "search", "-p", "......./......./......./......./......./XX..... o" },
    "cairn-cli: Impossible position: X has 2 discs and O has 0; "
    "X has as many as O (X to move) or one more (O to move)\n" },
  { { "search", "-p", "......./......./O....../O....../O....../O..XXXX x" },
    "cairn-cli: Impossible position: both X and O have four in a row\n" },
  { { "search", "-p", "......./......./......./......./OOO..../XXXX..O x" },
    "cairn-cli: Impossible position: X has four in a row but is the side to move; "
    "only the side that moved last can have won\n" },
  { { "search", "--game", "connect4", "-p", "......./......./......./......./......./...Y... o" },
    "cairn-cli: Invalid grid “......./......./......./......./......./...Y...”: column 4 of row 1 is “Y”; "
    "each cell is X, O or .\n" },
  { { "search", "--game", "connect4", "-p", "......./......./......./......./....... x" },
    "cairn-cli: Invalid grid “......./......./......./......./.......”: it has 5 rows; "
    "it needs 6 rows of 7 cells, the top row first, separated by /\n" },
  { { "search", "-p", "4453", "-d", "17" },
    "cairn-cli: Invalid depth limit “17”: use a whole number from 1 to 16\n" },
  { { "search", "-p", "4453", "-t", "x" },
    "cairn-cli: -t/--to-move cannot be used with a position of Connect Four (game connect4): "
    "its text gives the side to move itself\n" },
  { { "export", "-p", "4453", "--root", "8", "-o", "/tmp/never-written.png" },
    "cairn-cli: Invalid --root “8”: Invalid move “8”: name a column from 1 to 7 that is not full\n" },
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
                    b->args[6], b->args[7]);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, b->message);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli-connect4/search", test_search);
  g_test_add_func ("/cli-connect4/empty-board", test_empty_board);
  g_test_add_func ("/cli-connect4/compare", test_compare);
  g_test_add_func ("/cli-connect4/trace", test_trace);
  g_test_add_func ("/cli-connect4/win-one-form", test_win_one_form);
  g_test_add_func ("/cli-connect4/sweep", test_sweep);
  g_test_add_func ("/cli-connect4/find", test_find);
  g_test_add_func ("/cli-connect4/export", test_export);
  g_test_add_func ("/cli-connect4/bad-input", test_bad_input);
  return g_test_run ();
}
