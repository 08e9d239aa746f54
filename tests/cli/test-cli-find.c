/* test-cli-find.c — the find command (src/cli/commands/cairn-cli-find.c): the
 * cases where a pruning mode plays another move than plain alpha-beta,
 * in text and JSON, over tic-tac-toe and chess positions, with their
 * causes, and find's refusals of bad options.  --material's positions
 * are in test-cli-find-material.c, --plies' in test-cli-find-plies.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cli-runner.h"
#include "test-util.h"

static void
test_find (void)
{
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) range = { 0 };
  g_auto (TestRun) json = { 0 };

  TEST_RUN_CLI (&run, "find", "--depths", "3", "--reductions", "1", "--modes", "null,guard", "-n", "0");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "9,040 positions, depth 3, R 1:"));
  TEST_RUN_CLI (&range, "find", "--depths", "2-3", "--reductions", "1-2", "-m", "null", "-n", "0");
  g_assert_cmpint (range.status, ==, 0);
  g_assert_true (g_str_has_prefix (range.out, "9,040 positions, depth 2–3, R 1–2: 54,754 searches, 902,546 nodes in "));
  g_assert_nonnull (strstr (run.out, "\nnull             92         92\n"));
  g_assert_nonnull (strstr (run.out, "\nguard             0          0\n"));
  g_assert_nonnull (strstr (run.out, "\nEach case: the move plain alpha-beta plays and the move the mode plays (a cell, "
                            "0 to 8, row by row from the top left), the loss (how much less the mode's move is "
                            "worth to plain alpha-beta) and both searches' nodes.\n\n"
                            "   #  position  to mode      d R        plain plays mode plays  loss nodes plain/mode\n"));
  g_assert_nonnull (strstr (run.out, "  ...O.X... X  null      3 1                  4          0     3           122/79  values 12→9\n"));
  /* Seconds with at least two significant digits, never "0.0 s". */
  g_assert_true (g_regex_match_simple ("^9,040 positions, depth 3, R 1: [0-9,]+ searches, [0-9,]+ nodes in "
                                       "([0-9]\\.[0-9]{1,3}|[1-9][0-9]+) s\n", run.out, 0, 0));
  g_assert_null (strstr (run.out, " in 0.0 s\n"));

  TEST_RUN_CLI (&json, "find", "--json", "-d", "3", "-r", "1", "-m", "null", "--rank", "size", "-n", "1");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_nonnull (strstr (json.out, "\"modes\":{\"null\":{\"cases\":92,\"positions\":92}},\"total_cases\":92,\"cases\":[{"));
}

/* Chess from a file and from a material: the classic zugzwang
 * case with its cause, the same draw for the same seed, and bad lines
 * named by number. */
static void
test_find_chess (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "positions.txt", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.txt", NULL);
  g_autofree char *found = g_build_filename (dir, "found", NULL);
  g_autofree char *scenario = g_build_filename (found, "001-null-d7-r1.cairn", NULL);
  g_autofree char *expected = NULL;
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) a = { 0 };
  g_auto (TestRun) b = { 0 };
  g_auto (TestRun) c = { 0 };
  g_auto (TestRun) error = { 0 };

  g_assert_true (g_file_set_contents (path, "# zugzwang\n\n  3k4/8/4P3/5K2/8/8/8/8 w - - 0 1\n", -1, NULL));
  TEST_RUN_CLI (&text, "find", "--game", "pawns", "--positions", path, "-d", "7", "-r", "1", "-m", "null",
                "--scenarios", found);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "1 position, depth 7, R 1:"));
  g_assert_nonnull (strstr (text.out, "\nmode       verification  zugzwang   horizon reduction\nnull                  0         1         0         0\n"));
  g_assert_nonnull (strstr (text.out, " w  null      7 1                Kf6        Ke4   750      34189/22114  values 900→150\n"
                                      "      zugzwang (as the search sees it); verified null move: right; the guard: wrong\n"));
  /* The cause is the search's judgement, and says so. */
  g_assert_nonnull (strstr (text.out, "\nzugzwang (as the search sees it): passing scored better than every move, "
                                      "at this depth limit and by this horizon heuristic,"));
  g_assert_nonnull (strstr (text.out, "It is the search’s judgement, not a proof that the real result of the game changes.\n"));
  g_assert_null (strstr (text.out, "really"));
  g_assert_true (g_file_test (scenario, G_FILE_TEST_EXISTS));

  TEST_RUN_CLI (&json, "find", "--positions", path, "-d", "7", "-r", "1", "-m", "null", "--json");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_nonnull (strstr (json.out, "{\"game\":\"chess\",\"probe_window\":\"full\",\"scoring\":\"sound\",\"null_when\":\"always\",\"positions\":1,"));
  g_assert_nonnull (strstr (json.out, "\"cases\":[{\"position\":\"3k4/8/4P3/5K2/8/8/8/8 w - - 0 1\",\"to_move\":\"w\","
                                      "\"mode\":\"null\",\"depth\":7,\"reduction\":1,\"plain_move\":\"f5f6\","
                                      "\"plain_value\":900,\"pruned_move\":\"f5e4\",\"pruned_value\":140,"
                                      "\"move_value\":150,\"loss\":750,\"plain_nodes\":34189,\"pruned_nodes\":22114,"
                                      "\"cause\":\"zugzwang\",\"verified_right\":true,\"guard_right\":false,"
                                      "\"decisive_line\":[\"f5f6\",\"d8e8\",\"e6e7\"],\"decisive_kind\":\"prune\","
                                      "\"real_loss\":true,\"real_plain\":\"win\",\"real_pruned\":\"draw\"}],"
                                      "\"causes\":{\"null\":{\"verification\":0,\"zugzwang\":1,\"horizon\":0,\"reduction\":0}}}\n"));
  g_assert_cmpstr (json.err, ==, "");

  /* The same seed draws the same positions, whatever the threads did. */
  TEST_RUN_CLI (&a, "find", "--material", "KPK", "--sample", "300", "--seed", "5", "-d", "5", "-r", "1-2",
                "--json", "-n", "0");
  TEST_RUN_CLI (&b, "find", "--material", "KPK", "--sample", "300", "--seed", "5", "-d", "5", "-r", "1-2",
                "--json", "-n", "0");
  TEST_RUN_CLI (&c, "find", "--material", "KPK", "--sample", "300", "--seed", "6", "-d", "5", "-r", "1-2",
                "--json", "-n", "0");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_nonnull (strstr (a.out, "{\"game\":\"chess\",\"probe_window\":\"full\",\"scoring\":\"sound\",\"null_when\":\"always\",\"positions\":"));
  g_assert_cmpstr (a.out, ==, b.out);
  g_assert_cmpstr (a.out, !=, c.out);

  g_assert_true (g_file_set_contents (bad, "# one good, one bad\n3k4/8/4P3/5K2/8/8/8/8 w - - 0 1\n\n"
                                      "8/8/8/8/8/8/8/8 w - -\n", -1, NULL));
  TEST_RUN_CLI (&error, "find", "--game", "pawns", "--positions", bad);
  g_assert_cmpint (error.status, ==, 2);
  expected = g_strdup_printf ("cairn-cli: Invalid position on line 4 of “%s”: Impossible position: White has no king", bad);
  g_assert_nonnull (strstr (error.err, expected));
  g_assert_cmpstr (strchr (error.err, '\n'), ==, error.err + strlen (error.err) - 1);
  g_assert_cmpstr (error.out, ==, "");

  /* Tic-tac-toe lines may name the side to move after the cells. */
  {
    g_auto (TestRun) ttt = { 0 };

    g_assert_true (g_file_set_contents (path, "...O.X... x\n# the empty board\n.........\n", -1, NULL));
    TEST_RUN_CLI (&ttt, "find", "--positions", path, "-d", "3", "-r", "1", "-m", "null");
    g_assert_cmpint (ttt.status, ==, 0);
    g_assert_nonnull (strstr (ttt.out, "2 positions, depth 3, R 1:"));
    g_assert_nonnull (strstr (ttt.out, "  ...O.X... X  null      3 1                  4          0     3           122/79  values 12→9\n"
                                       "      probe on the horizon (no quiescence search); verified null move: wrong; "
                                       "the guard: right\n"));
  }

  g_unlink (scenario);
  g_rmdir (found);
  g_unlink (path);
  g_unlink (bad);
  g_rmdir (dir);
}

/* find's own refusals: the bad value named, one line, nothing on stdout. */
static void
test_find_bad_input (void)
{
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid pruning mode “nul”: use null, guard, verified or adaptive\n",
                           "find", "--modes", "nul");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid depth limit “0”",
                           "find", "--depths", "0-3");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid reduction R “adaptive” for --reductions",
                           "find", "--reductions", "adaptive");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid --rank “best”: use loss or size\n",
                           "find", "--rank", "best");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid --limit -1",
                           "find", "--limit", "-1");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid --material: “KXK” is not a material signature",
                           "find", "--material", "KXK");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid --material: “KPPPPPPPPPK” is not a material signature",
                           "find", "--material", "KPPPPPPPPPK");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: --sample draws from --material: give a material too",
                           "find", "--sample", "5");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: --seed sets the draw of --sample: give --sample N too\n",
                           "find", "--seed", "3");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Unknown game “checkers”: use tictactoe, chess, connect4\n",
                           "find", "--game", "checkers");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: --game chess needs positions: give --positions FILE, --material or --plies N\n",
                           "find", "--game", "pawns");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Give one of --positions, --material and --plies, not more\n",
                           "find", "--plies", "2", "--material", "KPK");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Cannot parse integer value “two” for --plies",
                           "find", "--plies", "two");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: --material is for chess: use it with --game chess",
                           "find", "--game", "tictactoe", "--material", "KPK");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid depth limit “13”: use a whole number from 1 to 12\n",
                           "find", "--material", "KPK", "--depths", "5-13");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Give either --positions or --material, not both\n",
                           "find", "--material", "KPK", "--positions", "/nonexistent/p.txt");
  TEST_ASSERT_CLI_REFUSES (1, "cairn-cli: Cannot read “/nonexistent/p.txt”: No such file",
                           "find", "--positions", "/nonexistent/p.txt");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/find", test_find);
  g_test_add_func ("/cli/find-chess", test_find_chess);
  g_test_add_func ("/cli/find-bad-input", test_find_bad_input);
  return g_test_run ();
}
