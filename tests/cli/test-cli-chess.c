/* test-cli-chess.c — cairn-cli on chess: CHESS-RULES.md §9's figures
 * through every command, JSON and files in coordinates, text in SAN, won
 * games in words, and the one-line refusals of bad FENs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cli-runner.h"
#include "test-util.h"

/* CHESS-RULES.md §9.2's first check: a lone pawn that only wins with Kd2. */
#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
/* Plain alpha-beta promotes; null move, blind to zugzwang, does not. */
#define ZUGZWANG "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"

static void
test_search (void)
{
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };
  const char *keys[] = { "{\"game\":\"chess\",\"position\":\"" LONE_PAWN "\"", "\"to_move\":\"w\"",
                         "\"mode\":\"plain\"", "\"depth\":7", "\"reduction\":3", "\"guard\":false",
                         "\"value\":120", "\"best_move\":\"e1d2\"", "\"nodes\":20689",
                         "\"null_probes\":0", "\"null_prunes\":0", "\"cutoffs\":1544",
                         "\"verifications\":0", "\"re_searches\":0", "\"events\":" };

  TEST_RUN_CLI (&text, "search", "-p", LONE_PAWN, "-d", "7");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.err, ==, "");
  g_assert_true (g_str_has_prefix (text.out, "position " LONE_PAWN ", White to move, depth limit 7, R 3\n"));
  test_assert_contains (text.out, "\nvalue            120\n");
  test_assert_contains (text.out, "\nbest move        Kd2\n");
  test_assert_contains (text.out, "\nnodes            20,689\n");
  test_assert_contains (text.out, "\ncutoffs          1,544\n");

  /* --game is implied by the FEN; saying it changes nothing. */
  TEST_RUN_CLI (&json, "search", "--json", "--game", "pawns", "-p", LONE_PAWN, "-d", "7");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_true (g_str_has_suffix (json.out, "}\n"));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    test_assert_contains (json.out, keys[i]);
}

static void
test_search_default_position (void)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "search", "--json", "--game", "pawns", "-m", "null", "-d", "7", "-r", "2");
  g_assert_cmpint (run.status, ==, 0);
  test_assert_contains (run.out, "\"position\":\"" LONE_PAWN "\"");
  test_assert_contains (run.out, "\"value\":120,\"best_move\":\"e1d2\",\"nodes\":7398,\"null_probes\":138,\"null_prunes\":17,");
}

static void
test_compare (void)
{
  g_auto (TestRun) lone = { 0 };
  g_auto (TestRun) zugzwang = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) verified = { 0 };

  TEST_RUN_CLI (&lone, "compare", "-p", LONE_PAWN, "-d", "7", "-r", "2");
  g_assert_cmpint (lone.status, ==, 0);
  test_assert_contains (lone.out, "\nnodes                          20,689                7,398\n");
  test_assert_contains (lone.out, "\nnull probes                         0                  138\n");
  test_assert_contains (lone.out, "\nnull prunes                         0                   17\n");
  test_assert_contains (lone.out, "\nbest move                         Kd2                  Kd2\n");
  g_assert_null (strstr (lone.out, "WARNING"));

  /* A new queen is material (900), not a win (the pawn game said
   * "1993 (White wins by ply 7)"); underpromotions add nodes. */
  TEST_RUN_CLI (&zugzwang, "compare", "-p", ZUGZWANG, "-d", "7", "-r", "1");
  g_assert_cmpint (zugzwang.status, ==, 0);
  test_assert_contains (zugzwang.out, "\nvalue                               900                    140\n");
  test_assert_contains (zugzwang.out, "\nbest move                           Kf6                    Ke4\n");
  test_assert_contains (zugzwang.out,
                   "WARNING: the best moves differ: plain α-β plays Kf6, value 900; "
                   "null move plays Ke4, value 140\n");

  /* ... and is raw in JSON, with the moves in coordinates. */
  TEST_RUN_CLI (&json, "compare", "--json", "-p", ZUGZWANG, "-d", "7", "-r", "1");
  g_assert_cmpint (json.status, ==, 0);
  test_assert_contains (json.out, "{\"game\":\"chess\",\"position\":\"" ZUGZWANG "\",\"to_move\":\"w\",");
  test_assert_contains (json.out, "\"left\":{\"mode\":\"plain\",\"value\":900,\"best_move\":\"f5f6\",\"nodes\":34189,");
  test_assert_contains (json.out, "\"right\":{\"mode\":\"null\",\"value\":140,\"best_move\":\"f5e4\",\"nodes\":22114,");
  test_assert_contains (json.out, "\"best_moves_differ\":true,\"decisive_prunes\":[");

  /* Verified null move sees the zugzwang and promotes. */
  TEST_RUN_CLI (&verified, "compare", "-p", ZUGZWANG, "-d", "7", "-r", "1", "--compare", "plain,verified");
  g_assert_cmpint (verified.status, ==, 0);
  test_assert_contains (verified.out, "\nbest move                           Kf6                    Kf6\n");
  g_assert_null (strstr (verified.out, "WARNING"));
}

static void
test_trace (void)
{
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };

  TEST_RUN_CLI (&text, "trace", "-p", ZUGZWANG, "-m", "null", "-d", "3", "-r", "1");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out,
                                   "     0  root node 0 entered (White to move, α=−∞, β=+∞)\n"
                                   "     1  node 1: White plays Ke4 (ply 1, α=−∞, β=+∞)\n"
                                   "     2  null probe at node 1 (Black passes, ply 1 → 3): probe node 2, α=−∞, β=+∞\n"));
  g_assert_true (g_str_has_suffix (text.out, "   141  search done: value 140, best move Ke4\n"));

  TEST_RUN_CLI (&json, "trace", "--json", "-p", ZUGZWANG, "-m", "null", "-d", "3", "-r", "1");
  g_assert_cmpint (json.status, ==, 0);
  test_assert_contains (json.out, "{\"event\":\"node-entered\",\"index\":1,\"node\":1,\"ply\":1,\"to_move\":\"b\","
                             "\"alpha\":-32000,\"beta\":32000,\"move\":\"f5e4\"}\n");
  g_assert_true (g_str_has_suffix (json.out, "{\"event\":\"done\",\"index\":141,\"value\":140,\"best_move\":\"f5e4\"}\n"));
}

static void
test_trace_win (void)
{
  g_auto (TestRun) queen = { 0 };
  g_auto (TestRun) mate = { 0 };

  /* The pawn queens out of reach: a queen, 900 at the horizon (the pawn
   * game called it "White wins (by ply 1), value 1999"); the bishop and
   * the knight leave no mating material. */
  TEST_RUN_CLI (&queen, "trace", "-p", "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "-d", "1");
  g_assert_cmpint (queen.status, ==, 0);
  test_assert_contains (queen.out, "    11  node 6: White plays e8=Q (ply 1, α=150, β=+∞)\n");
  test_assert_contains (queen.out, "    12  node 6 at the horizon (ply 1): heuristic value 900\n");
  test_assert_contains (queen.out, "    16  node 8: game over, a draw (stalemate or no mating material), value 0\n");
  test_assert_contains (queen.out, "search done: value 900, best move e8=Q\n");

  /* A real mate, in words. */
  TEST_RUN_CLI (&mate, "trace", "-p", "k7/8/1K6/8/8/8/8/7R w - - 0 1", "-d", "1");
  g_assert_cmpint (mate.status, ==, 0);
  test_assert_contains (mate.out, "    28  node 14: checkmate, value 29999 (White mates, ply 1)\n");
  test_assert_contains (mate.out, "search done: value 29999 (White mates, ply 1), best move Rh8#\n");
}

/* Issue 34: a mate reads the same in every human line of the CLI as in
 * the window and the figures, "White mates, ply 3", the number kept in
 * front for scripts; the JSON keeps the bare number.  The stalemate
 * trap: c8=R Ka6 Ra8#. */
static void
test_mates_one_form (void)
{
  const char *trap = "8/k1P5/2K5/8/8/8/8/8 w - - 0 1";
  g_auto (TestRun) search = { 0 };
  g_auto (TestRun) trace = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) compare = { 0 };

  TEST_RUN_CLI (&search, "search", "-p", trap, "-d", "3", "-m", "plain");
  test_assert_run_ok (&search);
  test_assert_contains (search.out, "\nvalue            29997 (White mates, ply 3)\n");

  TEST_RUN_CLI (&trace, "trace", "-p", trap, "-d", "3", "-m", "plain");
  test_assert_run_ok (&trace);
  test_assert_contains (trace.out, "\n   169  node 83: checkmate, value 29997 (White mates, ply 3)\n");
  test_assert_contains (trace.out, "\n   188  node 0 returns 29997 (White mates, ply 3)\n");
  test_assert_contains (trace.out, "\n   189  search done: value 29997 (White mates, ply 3), best move c8=R\n");

  TEST_RUN_CLI (&compare, "compare", "-p", trap, "-d", "3");
  test_assert_run_ok (&compare);
  test_assert_contains (compare.out, "\nvalue              29997 (White mates, ply 3)   29997 (White mates, ply 3)\n");

  /* The second form is gone from every line. */
  g_assert_null (strstr (search.out, "mates at ply"));
  g_assert_null (strstr (trace.out, "mates at ply"));
  g_assert_null (strstr (trace.out, "mate in"));
  g_assert_null (strstr (compare.out, "mates at ply"));

  TEST_RUN_CLI (&json, "search", "--json", "-p", trap, "-d", "3", "-m", "plain");
  test_assert_run_ok (&json);
  test_assert_contains (json.out, ",\"value\":29997,\"best_move\":\"c7c8r\",");
}

/* find's case line gives both values the same way: f7 mates at ply 5
 * (f7 Kg1 f8=Q Kh1 Qf1#), null move's Kg3 keeps a queen. */
static void
test_find_mate_values (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-chess-XXXXXX", NULL);
  g_autofree char *file = g_build_filename (dir, "f7.txt", NULL);
  g_auto (TestRun) run = { 0 };

  g_assert_true (g_file_set_contents (file, "8/8/5P2/8/8/7K/8/7k w - - 0 1\n", -1, NULL));
  TEST_RUN_CLI (&run, "find", "--positions", file, "-m", "null", "-d", "5", "-r", "2");
  test_assert_run_ok (&run);
  test_assert_contains (run.out, "  316/122  values 29995 (White mates, ply 5)→900\n");
  g_unlink (file);
  g_rmdir (dir);
}

static void
test_sweep (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-chess-XXXXXX", NULL);
  g_autofree char *plot = g_build_filename (dir, "study.svg", NULL);
  g_auto (TestRun) csv = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) table = { 0 };
  g_autofree char *svg = NULL;

  TEST_RUN_CLI (&csv, "sweep", "--csv", "-p", ZUGZWANG, "--depths", "7", "--reductions", "1,2");
  g_assert_cmpint (csv.status, ==, 0);
  g_assert_cmpstr (csv.out, ==,
                   "depth,reduction,baseline_mode,baseline_nodes,baseline_value,baseline_best_move,"
                   "mode,nodes,value,best_move,null_probes,null_prunes,savings_percent\n"
                   "7,1,plain,34189,900,f5f6,null,22114,140,f5e4,1401,712,35.3\n"
                   "7,2,plain,34189,900,f5f6,null,20187,150,f5e4,172,32,41.0\n");

  TEST_RUN_CLI (&json, "sweep", "--json", "-p", LONE_PAWN, "-d", "7", "-r", "2");
  g_assert_cmpint (json.status, ==, 0);
  test_assert_contains (json.out, "{\"game\":\"chess\",\"position\":\"" LONE_PAWN "\",\"to_move\":\"w\",");
  test_assert_contains (json.out, "\"baseline_nodes\":20689,\"baseline_value\":120,\"nodes\":7398,\"value\":120,"
                             "\"null_probes\":138,\"null_prunes\":17,");
  test_assert_contains (json.out, "\"baseline_best_move\":\"e1d2\",\"best_move\":\"e1d2\"}");

  TEST_RUN_CLI (&table, "sweep", "-p", ZUGZWANG, "--depths", "3-5", "--reductions", "1", "--plot", plot);
  g_assert_cmpint (table.status, ==, 0);
  g_assert_true (g_str_has_prefix (table.out, "position " ZUGZWANG ", White to move: null move against plain α-β\n"));
  g_assert_true (g_file_get_contents (plot, &svg, NULL, NULL));
  g_assert_true (g_str_has_prefix (svg, "<?xml"));
  g_unlink (plot);
  g_rmdir (dir);
}

static void
test_export (void)
{
  const char *formats[] = { "png", "svg", "pdf", "dot", "json" };
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-chess-XXXXXX", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *name = g_strdup_printf ("tree.%s", formats[i]);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *contents = NULL;
      gsize length = 0;
      g_auto (TestRun) run = { 0 };

      TEST_RUN_CLI (&run, "export", "-p", LONE_PAWN, "-m", "null", "-d", "3", "-r", "1", "-o", path);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_cmpuint (length, >, 100);
      if (g_str_equal (formats[i], "dot"))
        {
          /* Labels in coordinates, each node's position as its tooltip. */
          test_assert_contains (contents, "label=\"▲ White to move (max)   ▼ Black to move (min)");
          test_assert_contains (contents, "label=\"root\\n110\\nα−∞ β+∞\", tooltip=\"" LONE_PAWN "\"];\n");
          test_assert_contains (contents, "label=\"e1d1\\n110\\nα−∞ β+∞\", tooltip=\"8/8/8/4k3/8/8/4P3/3K4 b - - 1 1\"];\n");
          test_assert_contains (contents, "label=\"null\\n100\\nα−∞ β+∞\", tooltip=\"8/8/8/4k3/8/8/4P3/3K4 w - - 1 1\"];\n");
          test_assert_contains (contents, "label=\"e2e4\", tooltip=\"");
        }
      if (g_str_equal (formats[i], "json"))
        {
          test_assert_contains (contents, "{\"game\":\"chess\",\"position\":\"" LONE_PAWN "\",\"to_move\":\"w\",");
          test_assert_contains (contents, "\"counters\":{\"nodes\":70,");
          test_assert_contains (contents, "\"move\":null,\"kind\":\"root\",\"side\":\"w\",\"ply\":0,\"alpha\":-32000,"
                                     "\"beta\":32000,\"position\":\"" LONE_PAWN "\",");
          test_assert_contains (contents, "\"move\":\"e1d1\",\"kind\":\"move\",\"side\":\"b\",\"ply\":1,\"alpha\":-32000,"
                                     "\"beta\":32000,\"position\":\"8/8/8/4k3/8/8/4P3/3K4 b - - 1 1\",");
        }
      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_scenario (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-chess-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "zugzwang.cairn", NULL);
  g_autofree char *old = g_build_filename (dir, "old.cairn", NULL);
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) old_run = { 0 };
  g_auto (TestRun) conflict = { 0 };

  g_assert_true (g_file_set_contents (path,
                                      "[Cairn Scenario]\ngame=pawns\nposition=" ZUGZWANG "\n"
                                      "depth=7\nreduction=1\nguard=false\nleft-mode=plain\nright-mode=null\n",
                                      -1, NULL));
  TEST_RUN_CLI (&run, "compare", "--scenario", path);
  g_assert_cmpint (run.status, ==, 0);
  test_assert_contains (run.out, "WARNING: the best moves differ: plain α-β plays Kf6");

  TEST_RUN_CLI (&json, "search", "--json", "--scenario", path);
  g_assert_cmpint (json.status, ==, 0);
  test_assert_contains (json.out, "{\"game\":\"chess\",\"position\":\"" ZUGZWANG "\",\"to_move\":\"w\",\"mode\":\"plain\",\"depth\":7,\"reduction\":1,");
  test_assert_contains (json.out, "\"value\":900,\"best_move\":\"f5f6\",\"nodes\":34189,");

  /* Files from before the second game: no game key, tic-tac-toe. */
  g_assert_true (g_file_set_contents (old,
                                      "[Cairn Scenario]\nposition=...O.X...\nto-move=x\n"
                                      "depth=3\nreduction=1\nleft-mode=plain\nright-mode=null\n", -1, NULL));
  TEST_RUN_CLI (&old_run, "search", "--json", "--scenario", old);
  g_assert_cmpint (old_run.status, ==, 0);
  test_assert_contains (old_run.out, "{\"game\":\"tictactoe\",\"position\":\"...O.X...\",\"to_move\":\"x\",");
  test_assert_contains (old_run.out, "\"value\":12,\"best_move\":4,");

  /* A pawn scenario holds no tic-tac-toe position to keep. */
  TEST_RUN_CLI (&conflict, "search", "--scenario", path, "--game", "tictactoe");
  g_assert_cmpint (conflict.status, ==, 2);
  test_assert_contains (conflict.err, "cairn-cli: --game tictactoe does not match the scenario");

  g_unlink (path);
  g_unlink (old);
  g_rmdir (dir);
}

typedef struct {
  const char *args[10];
  const char *message;   /* the whole of stderr */
} BadInput;

#define FEN_ARGS(fen) "search", "-p", fen

static const BadInput bad_inputs[] = {
  { { FEN_ARGS ("8/8/8/4k3/8/8/4P3 w - -") },
    "cairn-cli: Invalid FEN: the placement has 7 ranks; it needs exactly 8, separated by /\n" },
  { { FEN_ARGS ("8/8/8/4k3/8/8/4P3/4K3/8 w - -") },
    "cairn-cli: Invalid FEN: the placement has more than 8 ranks; it needs exactly 8, separated by /\n" },
  { { FEN_ARGS ("8/8/8/4k3/8/8/4P3/4K2 w - -") },
    "cairn-cli: Invalid FEN: rank 1 has 7 squares; each rank needs exactly 8\n" },
  { { FEN_ARGS ("8/8/8/4k3/8/8/4P3/4K4 w - -") },
    "cairn-cli: Invalid FEN: rank 1 has more than 8 squares; each rank needs exactly 8\n" },
  { { FEN_ARGS ("8/8/8/4k3/8/8/4P3/3XK3 w - -") },
    "cairn-cli: Invalid FEN: “X” on rank 1 is not a man; use K Q R B N P for White, k q r b n p for Black "
    "and digits 1 to 8 for empty squares\n" },
  { { FEN_ARGS ("a7/8/8/4k3/8/8/4P3/4K3 w - -") },
    "cairn-cli: Invalid FEN: “a” on rank 8 is not a man; use K Q R B N P for White, k q r b n p for Black "
    "and digits 1 to 8 for empty squares\n" },
  { { FEN_ARGS ("8/8/8/8/8/8/4P3/4K3 w - -") },
    "cairn-cli: Impossible position: Black has no king; each side needs exactly one king\n" },
  { { FEN_ARGS ("8/8/8/4k3/8/8/4P3/4KK2 w - -") },
    "cairn-cli: Impossible position: White has 2 kings; each side needs exactly one king\n" },
  { { FEN_ARGS ("4k3/8/8/8/8/8/8/P3K3 w - -") },
    "cairn-cli: Impossible position: a White pawn stands on a1; pawns may stand only on ranks 2 to 7\n" },
  { { FEN_ARGS ("p3k3/8/8/8/8/8/8/4K3 w - -") },
    "cairn-cli: Impossible position: a Black pawn stands on a8; pawns may stand only on ranks 2 to 7\n" },
  { { FEN_ARGS ("4k3/pppppppp/p7/8/8/8/8/4K3 w - -") },
    "cairn-cli: Impossible position: Black has 9 pawns; each side may have at most 8\n" },
  { { FEN_ARGS ("8/8/8/8/8/8/3kP3/4K3 w - -") },
    "cairn-cli: Impossible position: the kings on e1 and d2 stand next to each other; kings may never touch\n" },
  { { FEN_ARGS ("8/8/8/8/3k4/4P3/8/4K3 w - -") },
    "cairn-cli: Impossible position: Black is in check but White is to move; only the side to move may be in check\n" },
  { { FEN_ARGS ("8/8/8/4k3/8/8/4P3/4K3 w KQ -") },
    "cairn-cli: Impossible position: the castling right K needs a White rook on h1; drop the right or put the rook there\n" },
  { { FEN_ARGS ("4k3/8/8/8/8/8/4P3/R3K3 w Kx -") },
    "cairn-cli: Invalid FEN: “Kx” is not a castling field; write - or some of K, Q, k, q, each once, such as KQkq\n" },
  { { FEN_ARGS ("4k3/8/8/8/8/8/4P3/R2K4 w Q -") },
    "cairn-cli: Impossible position: the castling right Q needs the White king on e1; drop the right or put the king there\n" },
  { { FEN_ARGS ("4k3/8/8/8/8/N7/PPPPPPPP/NNNNKNNN w - -") },
    "cairn-cli: Impossible position: White has 17 men; each side may have at most 16\n" },
  { { FEN_ARGS ("8/8/8/4k3/8/8/4P3/4K3 w - e9") },
    "cairn-cli: Invalid FEN: “e9” is not an en-passant square; use - or a square such as e3 or d6\n" },
  { { FEN_ARGS ("8/8/8/4k3/8/8/4P3/4K3 w - e3") },
    "cairn-cli: Impossible position: the en-passant square e3 is not possible with White to move; it must be on rank 6\n" },
  { { FEN_ARGS ("8/8/8/4k3/8/8/4P3/4K3 x - -") },
    "cairn-cli: Invalid FEN: “x” is not a side to move; use w for White or b for Black\n" },
  { { "compare", "--game", "checkers" }, "cairn-cli: Unknown game “checkers”: use tictactoe, chess, connect4\n" },
  { { "search", "--game", "pawns", "-d", "13" },
    "cairn-cli: Invalid depth limit “13”: use a whole number from 1 to 12\n" },
  { { "search", "--game", "tictactoe", "-d", "10" },
    "cairn-cli: Invalid depth limit “10”: use a whole number from 1 to 9\n" },
  { { "sweep", "-p", LONE_PAWN, "--depths", "10-13" },
    "cairn-cli: Invalid depth limit “13”: use a whole number from 1 to 12\n" },
  { { "search", "--game", "pawns", "-t", "w" },
    "cairn-cli: -t/--to-move cannot be used with --game chess: the position names the side to move itself\n" },
  { { "search", "-p", LONE_PAWN, "-t", "w" },
    "cairn-cli: -t/--to-move cannot be used with a FEN position (game chess): the FEN names the side to move itself\n" },
  { { "search", "--game", "tictactoe", "-p", LONE_PAWN },
    "cairn-cli: Invalid position “8/8/8/4k3/8/8/4P3/4K3 w - - 0 1”: it has 31 cells, it needs exactly 9 (X, O or . for each)\n" },
  /* A deep search stops at the cap as tic-tac-toe's do. */
  { { "search", "--game", "pawns", "-d", "12", "-m", "minimax", "--node-cap", "100000" },
    "cairn-cli: The search reached the node cap of 100,000 nodes and was stopped; raise it with --node-cap\n" },
  { { "trace", "--game", "pawns", "-d", "12", "--node-cap", "1000" },
    NULL },
};

static void
test_bad_input (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      const BadInput *b = &bad_inputs[i];
      g_auto (TestRun) run = { 0 };

      g_test_message ("case %u: %s", i, b->message ? b->message : "(trace)");
      test_run_cli (&run, b->args);
      g_assert_cmpint (run.status, ==, 2);
      if (b->message)
        {
          g_assert_cmpstr (run.err, ==, b->message);
          g_assert_cmpstr (run.out, ==, "");
        }
      else
        /* A trace has printed its events when the cap stops it. */
        g_assert_cmpstr (run.err, ==, "cairn-cli: The search reached the node cap of 1,000 nodes and was "
                                      "stopped; raise it with --node-cap\n");
    }
}

/* A refused position leaves no file behind. */
static void
test_export_bad_fen (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-chess-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "tree.svg", NULL);
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "export", "-p", "8/8/8/4k3/8/8/4P3/3XK3 w - -", "-o", path);
  g_assert_cmpint (run.status, ==, 2);
  test_assert_contains (run.err, "is not a man");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}


/* The pawn game's false claims, now true in the CLI's words. */
static void
test_false_claims (void)
{
  g_auto (TestRun) stalemate = { 0 };
  g_auto (TestRun) underpromotion = { 0 };

  TEST_RUN_CLI (&stalemate, "search", "-p", "8/6P1/8/8/8/8/2K5/k7 w - - 0 1", "-d", "3");
  g_assert_cmpint (stalemate.status, ==, 0);
  test_assert_contains (stalemate.out, "value            29997 (White mates, ply 3)\n");
  test_assert_contains (stalemate.out, "best move        g8=R\n");

  TEST_RUN_CLI (&underpromotion, "compare", "-p", "8/k1P5/2K5/8/8/8/8/8 w - - 0 1", "-d", "4", "-r", "1");
  g_assert_cmpint (underpromotion.status, ==, 0);
  test_assert_contains (underpromotion.out, "WARNING: the best moves differ: plain α-β plays c8=R, value 29997 "
                                            "(White mates, ply 3); null move plays Kd7, value 900\n");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-chess/search", test_search);
  g_test_add_func ("/cli-chess/search-default-position", test_search_default_position);
  g_test_add_func ("/cli-chess/compare", test_compare);
  g_test_add_func ("/cli-chess/trace", test_trace);
  g_test_add_func ("/cli-chess/trace-win", test_trace_win);
  g_test_add_func ("/cli-chess/mates-one-form", test_mates_one_form);
  g_test_add_func ("/cli-chess/find-mate-values", test_find_mate_values);
  g_test_add_func ("/cli-chess/sweep", test_sweep);
  g_test_add_func ("/cli-chess/export", test_export);
  g_test_add_func ("/cli-chess/scenario", test_scenario);
  g_test_add_func ("/cli-chess/bad-input", test_bad_input);
  g_test_add_func ("/cli-chess/export-bad-fen", test_export_bad_fen);
  g_test_add_func ("/cli-chess/false-claims", test_false_claims);
  return g_test_run ();
}
