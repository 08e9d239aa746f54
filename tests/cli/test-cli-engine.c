/* test-cli-engine.c — the engine style (DESIGN §1d) through cairn-cli:
 * --engine-parts on the commands that search, its JSON keys and text
 * rows, the scenario key, the figures the issue quotes, and refusals.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cli-runner.h"
#include "test-util.h"

/* The composed mate in two (Nh4) that null move misses. */
#define MATE_IN_TWO "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1"
/* A queen up, and the fifty-move rule already reached. */
#define FIFTY_MOVES "8/8/8/8/8/5k2/8/Q3K3 w - - 100 120"

/* The reference's figure: under the engine preset null move (R from
 * Stockfish's formula) still plays Rxh5+ for 190, where plain and
 * verified find the mate. */
static void
test_mate_in_two (void)
{
  static const struct { const char *mode; const char *expected; } cases[] = {
    { "plain", "\"value\":29997,\"best_move\":\"f3h4\"" },
    { "null", "\"value\":190,\"best_move\":\"h2h5\"" },
    { "verified", "\"value\":29997,\"best_move\":\"f3h4\"" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (TestRun) run = { 0 };

      TEST_RUN_CLI (&run, "search", "-p", MATE_IN_TWO, "-d", "4", "-m", cases[i].mode,
                    "--engine-parts", "engine", "--json");
      test_assert_run_ok (&run);
      test_assert_contains (run.out, cases[i].expected);
      test_assert_contains (run.out, "\"engine_parts\":\"engine\"");
      test_assert_contains (run.out, "\"q_nodes\":");
      test_assert_contains (run.out, "\"iteration_nodes\":[");
    }
}

/* Part `draws` has the fifty-move rule; the seed style has none. */
static void
test_fifty_moves (void)
{
  g_auto (TestRun) drawn = { 0 };
  g_auto (TestRun) seed = { 0 };

  TEST_RUN_CLI (&drawn, "search", "-p", FIFTY_MOVES, "-d", "3", "--engine-parts", "draws", "--json");
  test_assert_run_ok (&drawn);
  test_assert_contains (drawn.out, "\"value\":0,");
  test_assert_contains (drawn.out, "\"engine_parts\":\"draws\"");
  TEST_RUN_CLI (&seed, "search", "-p", FIFTY_MOVES, "-d", "3", "--json");
  test_assert_run_ok (&seed);
  g_assert_null (strstr (seed.out, "\"value\":0,"));
  /* Seed-style JSON has no engine keys. */
  g_assert_null (strstr (seed.out, "engine_parts"));
  g_assert_null (strstr (seed.out, "q_nodes"));
}

/* Text: the position line names the style, the rows the counters. */
static void
test_text (void)
{
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) compare = { 0 };
  g_auto (TestRun) trace = { 0 };

  TEST_RUN_CLI (&run, "search", "-p", MATE_IN_TWO, "-d", "4", "-m", "null", "--engine-parts", "engine");
  test_assert_run_ok (&run);
  test_assert_contains (run.out, "R by Stockfish 15's formula, engine style (every part)\n");
  test_assert_contains (run.out, "best move        Rxh5+\n");
  test_assert_contains (run.out, "\nq-nodes ");
  test_assert_contains (run.out, "\ntable cutoffs ");
  test_assert_contains (run.out, "\nper iteration ");

  TEST_RUN_CLI (&compare, "compare", "-p", MATE_IN_TWO, "-d", "4", "--compare", "plain,null",
                "--engine-parts", "qsearch,order");
  test_assert_run_ok (&compare);
  test_assert_contains (compare.out, "engine style (qsearch,order)");
  test_assert_contains (compare.out, "\nq-nodes ");

  /* sweep: the explanation measures the engine style's tree, and the
   * gate makes R a name only. */
  {
    g_auto (TestRun) sweep = { 0 };

    TEST_RUN_CLI (&sweep, "sweep", "-p", MATE_IN_TWO, "--depths", "2-3", "--reductions", "1-2",
                  "--engine-parts", "engine");
    test_assert_run_ok (&sweep);
    test_assert_contains (sweep.out, "    2           89           119 (33.7% more)           119 (33.7% more)\n");
    test_assert_contains (sweep.out, "Where it costs most, depth 2, R 1, 119 nodes against 89: 62 of them lie "
                          "inside its 19 null probes");
    test_assert_contains (sweep.out, "With the engine part gate, Stockfish 15's formula sets each probe's R");
  }

  /* Decisive prunes are found in the engine style too: undoing the
   * prune after Nh4 alone brings the mate back. */
  {
    g_auto (TestRun) decisive = { 0 };

    TEST_RUN_CLI (&decisive, "compare", "-p", MATE_IN_TWO, "-d", "4", "--compare", "plain,null",
                  "--engine-parts", "engine");
    test_assert_run_ok (&decisive);
    test_assert_contains (decisive.out, "Decisive prune after Nh4: the null probe failed low at this min node, "
                          "-100 ≤ α in the window (190, 191)");
  }

  TEST_RUN_CLI (&trace, "trace", "-p", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", "-d", "2", "-m", "null",
                "--engine-parts", "engine");
  test_assert_run_ok (&trace);
  test_assert_contains (trace.out, "iteration with depth limit 1: root node 0 entered");
  test_assert_contains (trace.out, "iteration with depth limit 2: root node 0 entered");
  test_assert_contains (trace.out, "stands pat (quiescence search)");
  test_assert_contains (trace.out, "the zero-window try (node 5) returned 110");
}

/* The scenario file carries the parts; a file for tic-tac-toe with parts
 * is refused, naming the key. */
static void
test_scenario (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-engine-XXXXXX", NULL);
  g_autofree char *chess = g_build_filename (dir, "chess.cairn", NULL);
  g_autofree char *ttt = g_build_filename (dir, "ttt.cairn", NULL);
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) bad = { 0 };

  g_assert_true (g_file_set_contents (chess,
                                      "[Cairn Scenario]\ngame=chess\nposition=" MATE_IN_TWO "\n"
                                      "depth=4\nreduction=3\nguard=false\nleft-mode=null\nright-mode=null\n"
                                      "engine-parts=engine\n", -1, NULL));
  TEST_RUN_CLI (&run, "search", "--scenario", chess, "--json");
  test_assert_run_ok (&run);
  test_assert_contains (run.out, "\"value\":190,\"best_move\":\"h2h5\"");

  g_assert_true (g_file_set_contents (ttt,
                                      "[Cairn Scenario]\ngame=tictactoe\nposition=.........\nto-move=x\n"
                                      "depth=3\nreduction=1\nguard=false\nleft-mode=plain\nright-mode=null\n"
                                      "engine-parts=order\n", -1, NULL));
  TEST_RUN_CLI (&bad, "search", "--scenario", ttt);
  g_assert_cmpint (bad.status, ==, 2);
  test_assert_contains (bad.err, "engine-parts");
  test_assert_contains (bad.err, "chess only");
  g_unlink (chess);
  g_unlink (ttt);
  g_rmdir (dir);
}

/* Bad values: exit 2 and a message naming the value and what is
 * allowed, on every command that takes the option. */
static void
test_refusals (void)
{
  static const char * const commands[] = { "search", "compare", "trace", "sweep", "export" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (TestRun) run = { 0 };
      g_auto (TestRun) ttt = { 0 };

      /* Export wants a file before it reads the rest. */
      const char *out = g_str_equal (commands[i], "export") ? "-o" : "-d";
      const char *file = g_str_equal (commands[i], "export") ? "unused.png" : "3";

      TEST_RUN_CLI (&run, commands[i], out, file, "-p", MATE_IN_TWO, "--engine-parts", "qsearch,foo");
      g_assert_cmpint (run.status, ==, 2);
      test_assert_contains (run.err, "“foo”");
      test_assert_contains (run.err, "qsearch, order, pvs, tt, id, check, draws and gate");
      TEST_RUN_CLI (&ttt, commands[i], out, file, "--engine-parts", "engine");
      g_assert_cmpint (ttt.status, ==, 2);
      test_assert_contains (ttt.err, "--engine-parts “engine”: the engine style is for chess only");
    }
  {
    g_auto (TestRun) find = { 0 };
    g_auto (TestRun) suite = { 0 };
    g_auto (TestRun) clock = { 0 };

    TEST_RUN_CLI (&find, "find", "--engine-parts", "order");
    g_assert_cmpint (find.status, ==, 2);
    test_assert_contains (find.err, "chess only");
    TEST_RUN_CLI (&suite, "suite", "/nonexistent.epd", "--engine-parts", "bogus");
    g_assert_cmpint (suite.status, ==, 2);
    test_assert_contains (suite.err, "“bogus”");
    /* A bad halfmove clock is refused with the field named. */
    TEST_RUN_CLI (&clock, "search", "-p", "8/8/8/8/8/5k2/8/Q3K3 w - - x 120", "--engine-parts", "draws");
    g_assert_cmpint (clock.status, ==, 2);
    test_assert_contains (clock.err, "halfmove clock");
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-engine/mate-in-two", test_mate_in_two);
  g_test_add_func ("/cli-engine/fifty-moves", test_fifty_moves);
  g_test_add_func ("/cli-engine/text", test_text);
  g_test_add_func ("/cli-engine/scenario", test_scenario);
  g_test_add_func ("/cli-engine/refusals", test_refusals);
  return g_test_run ();
}
