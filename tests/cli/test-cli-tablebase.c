/* test-cli-tablebase.c — the real result in cairn-cli: search, compare,
 * find (real_loss, --real-only), suite (positions without bm), and
 * --tablebases with no tables or no folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "cli-runner.h"
#include "test-util.h"

#define ZUGZWANG "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"
#define MATE_IN_TWO "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1"

static void
test_search (void)
{
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) many = { 0 };
  g_auto (TestRun) ttt = { 0 };

  TEST_RUN_CLI (&text, "search", "-p", ZUGZWANG, "-d", "7", "-m", "null", "-r", "1");
  test_assert_run_ok (&text);
  g_assert_true (g_str_has_suffix (text.out,
                                   "best move        Ke4\n"
                                   "nodes            22,114\n"
                                   "null probes      1,401\n"
                                   "null prunes      712\n"
                                   "cutoffs          3,265\n"
                                   "verifications    0\n"
                                   "re-searches      0\n"
                                   "real result      Ke4 draws\n"
                                   "In real chess (tablebase): White wins, mate in 11; only Kf6 wins\n"
                                   "Each move in real chess: Ke4 draws; Kf4 draws; Kg4 draws; Ke5 draws; "
                                   "Kg5 draws; Kf6 wins, mate in 11; Kg6 draws; e7+ draws\n"));

  TEST_RUN_CLI (&json, "search", "--json", "-p", "4k3/8/4K3/8/8/8/8/R7 b - - 0 1", "-d", "3");
  test_assert_run_ok (&json);
  g_assert_true (g_str_has_suffix (json.out,
                                   ",\"tablebase\":{\"status\":\"found\",\"men\":3,\"max_men\":3,\"result\":\"loss\","
                                   "\"dtm_plies\":4,\"mate_in\":2,\"moves\":[{\"move\":\"e8d8\",\"result\":\"loss\","
                                   "\"dtm_plies\":4,\"mate_in\":2},{\"move\":\"e8f8\",\"result\":\"loss\","
                                   "\"dtm_plies\":4,\"mate_in\":2}]}}\n"));

  /* More men than the tables hold: said plainly, no real-result row. */
  TEST_RUN_CLI (&many, "search", "-p", MATE_IN_TWO, "-d", "2");
  test_assert_run_ok (&many);
  g_assert_null (strstr (many.out, "real result"));
  g_assert_true (g_str_has_suffix (many.out, "In real chess (tablebase): no verdict for 7 men; "
                                   "the tables here hold up to 3\n"));

  /* Tic-tac-toe: no word of tables. */
  TEST_RUN_CLI (&ttt, "search", "--json", "-d", "3");
  test_assert_run_ok (&ttt);
  g_assert_null (strstr (ttt.out, "tablebase"));
}

static void
test_compare (void)
{
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };

  TEST_RUN_CLI (&text, "compare", "-p", ZUGZWANG, "-d", "7", "-r", "1");
  test_assert_run_ok (&text);
  test_assert_contains (text.out,
                        "best move                           Kf6                    Ke4\n"
                        "real result        Kf6 wins, mate in 11              Ke4 draws\n");
  test_assert_contains (text.out, "In real chess (tablebase): White wins, mate in 11; only Kf6 wins\n");

  TEST_RUN_CLI (&json, "compare", "--json", "-p", ZUGZWANG, "-d", "7", "-r", "1");
  test_assert_run_ok (&json);
  test_assert_contains (json.out, ",\"tablebase\":{\"status\":\"found\",\"men\":3,\"max_men\":3,"
                        "\"result\":\"win\",\"dtm_plies\":21,\"mate_in\":11,\"moves\":[");
  test_assert_contains (json.out, "{\"move\":\"f5f6\",\"result\":\"win\",\"dtm_plies\":21,\"mate_in\":11}");
  test_assert_contains (json.out, "{\"move\":\"f5e4\",\"result\":\"draw\",\"dtm_plies\":0,\"mate_in\":0}");
}

/* A fixed sample: 500 KPK positions (seed 1), depth 5, null move R 1:
 * 29 cases, of which 4 change the real result — each a pawn move or a
 * king move that lets the defending king in (the rule of the square for
 * a4/a3 and b4/b3). */
static void
test_find (void)
{
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) real = { 0 };
  g_auto (TestRun) text = { 0 };
  const char *losses[] = {
    "\"position\":\"8/8/6K1/8/6k1/8/P7/8 w - - 0 1\"",
    "\"position\":\"8/6k1/3K4/8/8/8/5P2/8 w - - 0 1\"",
    "\"position\":\"8/3K4/8/8/8/8/1P2k3/8 w - - 0 1\"",
    "\"position\":\"4k3/8/2P5/8/4K3/8/8/8 w - - 0 1\"",
  };
  guint n_true = 0, n_false = 0;
  const char *p;

  TEST_RUN_CLI (&json, "find", "--json", "--material", "KPK", "--sample", "500", "--seed", "1",
                "-d", "5", "-r", "1", "-m", "null", "-n", "0");
  test_assert_run_ok (&json);
  test_assert_contains (json.out, "\"total_cases\":29,");
  for (p = json.out; (p = strstr (p, "\"real_loss\":true")); p++)
    n_true++;
  for (p = json.out; (p = strstr (p, "\"real_loss\":false")); p++)
    n_false++;
  g_assert_cmpuint (n_true, ==, 4);
  g_assert_cmpuint (n_false, ==, 25);
  test_assert_contains (json.out, "\"plain_move\":\"a2a4\",\"plain_value\":140,\"pruned_move\":\"a2a3\"");
  test_assert_contains (json.out, "\"real_loss\":true,\"real_plain\":\"win\",\"real_pruned\":\"draw\"");

  TEST_RUN_CLI (&real, "find", "--json", "--material", "KPK", "--sample", "500", "--seed", "1",
                "-d", "5", "-r", "1", "-m", "null", "-n", "0", "--real-only");
  test_assert_run_ok (&real);
  test_assert_contains (real.out, "\"total_cases\":4,");
  g_assert_null (strstr (real.out, "\"real_loss\":false"));
  for (guint i = 0; i < G_N_ELEMENTS (losses); i++)
    test_assert_contains (real.out, losses[i]);

  TEST_RUN_CLI (&text, "find", "--material", "KPK", "--sample", "500", "--seed", "1",
                "-d", "5", "-r", "1", "-m", "null", "-n", "0");
  test_assert_run_ok (&text);
  test_assert_contains (text.out, "In real chess (tablebase): 4 of the 29 cases the tables hold change "
                        "the real result (marked !!).\n");
  test_assert_contains (text.out, "      !! the real result changes: a4 wins, mate in 13; a3 draws\n");
  test_assert_contains (text.out, "      the same real result: Kg7 draws; Kf7 draws\n");
  test_assert_contains (text.out, "      the same real result: Kg3 wins, mate in 3; Kf3 wins, mate in 4\n");
}

static void
test_suite (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-tb-XXXXXX", NULL);
  g_autofree char *epd = g_build_filename (dir, "real.epd", NULL);
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };

  g_assert_true (g_file_set_contents (epd,
                                      "8/8/6K1/8/6k1/8/P7/8 w - - id \"square\";\n"
                                      "8/k1P5/2K5/8/8/8/8/8 w - - bm c8=R; id \"trap\";\n",
                                      -1, NULL));
  TEST_RUN_CLI (&text, "suite", "-c", "plain,null:1", "-d", "5", epd);
  test_assert_run_ok (&text);
  test_assert_contains (text.out,
                        "square (line 1): 8/8/6K1/8/6k1/8/P7/8 w - - 0 1\n"
                        "  no bm: solved by a move that keeps the real result. In real chess (tablebase): "
                        "White wins, mate in 13; only a4 wins\n"
                        "  plain     a4    solved             790 nodes  + 571 in tie tests\n"
                        "  null R 1  a3    not solved         257 nodes  (plain solves it)\n");
  /* A bm of its own: judged by the bm alone. */
  test_assert_contains (text.out, "trap (line 2): 8/k1P5/2K5/8/8/8/8/8 w - - 0 1, bm c8=R\n  plain");

  TEST_RUN_CLI (&json, "suite", "--json", "-c", "plain", "-d", "5", epd);
  test_assert_run_ok (&json);
  test_assert_contains (json.out, "\"bm\":[],\"am\":[],\"judged_by\":\"tablebase\",\"results\":");
  test_assert_contains (json.out, "\"bm\":[\"c7c8r\"],\"am\":[],\"results\":");

  g_remove (epd);
  g_rmdir (dir);
}

/* No tables in the folder: said once, plainly; no folder at all: an
 * error naming it. */
static void
test_absent (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-tb-XXXXXX", NULL);
  g_autofree char *said = g_strdup_printf ("In real chess (tablebase): no endgame tables found in %s; install the "
                                           "gaviotatb package or choose a folder of Gaviota tables\n", dir);
  g_autofree char *note = g_strdup_printf ("cairn-cli: note: no endgame tables in %s, so no case says whether "
                                           "it changes the real result\n", dir);
  g_auto (TestRun) search = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) find = { 0 };
  g_auto (TestRun) missing = { 0 };

  TEST_RUN_CLI (&search, "search", "-p", ZUGZWANG, "-d", "3", "--tablebases", dir);
  test_assert_run_ok (&search);
  g_assert_true (g_str_has_suffix (search.out, said));
  g_assert_null (strstr (search.out, "real result "));

  TEST_RUN_CLI (&json, "search", "--json", "-p", ZUGZWANG, "-d", "3", "--tablebases", dir);
  test_assert_run_ok (&json);
  g_assert_true (g_str_has_suffix (json.out, ",\"tablebase\":{\"status\":\"absent\",\"men\":3,\"max_men\":0}}\n"));

  TEST_RUN_CLI (&find, "find", "--json", "--material", "KPK", "--sample", "50", "--seed", "1",
                "-d", "5", "-r", "1", "-m", "null", "--tablebases", dir);
  g_assert_cmpint (find.status, ==, 0);
  g_assert_cmpstr (find.err, ==, note);
  g_assert_null (strstr (find.out, "\"real_loss\":true"));
  g_assert_null (strstr (find.out, "\"real_loss\":false"));

  TEST_RUN_CLI (&missing, "search", "-p", ZUGZWANG, "--tablebases", "/nonexistent/tables");
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_cmpstr (missing.out, ==, "");
  g_assert_cmpstr (missing.err, ==, "cairn-cli: --tablebases: “/nonexistent/tables” is not a folder; "
                   "name the folder that holds the *.gtb.cp4 files\n");
  g_rmdir (dir);
}

static void
test_real_only_tictactoe (void)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "find", "-d", "3", "-r", "1", "--real-only");
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.err, ==, "cairn-cli: --real-only is for chess: the endgame tables know no other game\n");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-tablebase/search", test_search);
  g_test_add_func ("/cli-tablebase/compare", test_compare);
  g_test_add_func ("/cli-tablebase/find", test_find);
  g_test_add_func ("/cli-tablebase/suite", test_suite);
  g_test_add_func ("/cli-tablebase/absent", test_absent);
  g_test_add_func ("/cli-tablebase/real-only-tictactoe", test_real_only_tictactoe);
  return g_test_run ();
}
