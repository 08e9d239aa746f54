/* test-cli-null-when.c — DESIGN §1c's "when to try a null move" through
 * cairn-cli: --null-when on every command that searches, its JSON key,
 * text and figures, scenario keys and overrides, refusals and help.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cli-runner.h"
#include "test-util.h"

/* DESIGN 1b's lone pawn: king and pawn against king. */
#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
/* Plain alpha-beta promotes; null move, blind to zugzwang, does not. */
#define ZUGZWANG "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"

#define BAD_NULL_WHEN "cairn-cli: --null-when: “sometimes” is not allowed: use always or pieces\n"
#define NOTE_TICTACTOE \
  "cairn-cli: note: the game tictactoe has no knights, bishops, rooks or queens; " \
  "--null-when pieces changes nothing\n"

/* Figures and charts name the rule when it is not the seed's. */
static void
test_figures (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-null-when-XXXXXX", NULL);
  g_autofree char *figure = g_build_filename (dir, "figure.pdf", NULL);
  g_autofree char *chart = g_build_filename (dir, "chart.pdf", NULL);
  g_autofree char *figure_text = NULL;
  g_autofree char *chart_text = NULL;
  g_auto (TestRun) export = { 0 };
  g_auto (TestRun) plot = { 0 };

  TEST_RUN_CLI (&export, "export", "-p", LONE_PAWN, "-d", "3", "-r", "1", "--compare", "plain,null",
                "--null-when", "pieces", "-o", figure);
  test_assert_run_ok (&export);
  TEST_RUN_CLI (&plot, "sweep", "-p", LONE_PAWN, "--depths", "3", "--reductions", "1", "--null-when", "pieces",
                "--plot", chart);
  test_assert_run_ok (&plot);
  figure_text = test_pdf_text (figure);
  chart_text = test_pdf_text (chart);
  if (figure_text != NULL)
    {
      test_assert_contains (figure_text, "null move only with pieces");
      test_assert_contains (chart_text, "null move only with pieces");
    }
  g_unlink (figure);
  g_unlink (chart);
  g_rmdir (dir);
}

/* `pieces` in a king-and-pawn ending: no probe, plain alpha-beta's search. */
static void
test_search (void)
{
  g_auto (TestRun) always = { 0 };
  g_auto (TestRun) pieces = { 0 };
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) plain = { 0 };

  TEST_RUN_CLI (&always, "search", "--json", "-p", LONE_PAWN, "-d", "7", "-m", "null", "-r", "1");
  test_assert_run_ok (&always);
  test_assert_contains (always.out, "\"scoring\":\"sound\",\"null_when\":\"always\",\"value\":110,"
                        "\"best_move\":\"e1d1\",\"nodes\":6333,\"null_probes\":696,\"null_prunes\":409,");

  TEST_RUN_CLI (&pieces, "search", "--json", "-p", LONE_PAWN, "-d", "7", "-m", "null", "-r", "1",
                "--null-when", "pieces");
  test_assert_run_ok (&pieces);
  test_assert_contains (pieces.out, "\"scoring\":\"sound\",\"null_when\":\"pieces\",\"value\":120,"
                        "\"best_move\":\"e1d2\",\"nodes\":20689,\"null_probes\":0,\"null_prunes\":0,"
                        "\"cutoffs\":1544,");

  TEST_RUN_CLI (&text, "search", "-p", LONE_PAWN, "-d", "5", "-m", "verified", "-r", "1", "--null-when=pieces");
  TEST_RUN_CLI (&plain, "search", "-p", LONE_PAWN, "-d", "5", "-m", "plain", "-r", "1");
  test_assert_run_ok (&text);
  test_assert_run_ok (&plain);
  g_assert_true (g_str_has_prefix (text.out, "position " LONE_PAWN ", White to move, depth limit 5, R 1, "
                                   "null move only with pieces\n"));
  test_assert_contains (text.out, "\nnull probes      0\n");
  /* Everything below the mode line as plain's. */
  g_assert_cmpstr (strstr (text.out, "\nvalue"), ==, strstr (plain.out, "\nvalue"));
}

/* Tic-tac-toe: accepted, a note on standard error, the same search. */
static void
test_tictactoe (void)
{
  g_auto (TestRun) always = { 0 };
  g_auto (TestRun) pieces = { 0 };

  TEST_RUN_CLI (&always, "search", "--json", "-m", "null", "-d", "7", "-r", "1");
  TEST_RUN_CLI (&pieces, "search", "--json", "-m", "null", "-d", "7", "-r", "1", "--null-when", "pieces");
  test_assert_run_ok (&always);
  g_assert_cmpint (pieces.status, ==, 0);
  g_assert_cmpstr (pieces.err, ==, NOTE_TICTACTOE);
  /* The rule in force is "always", and so is every figure. */
  g_assert_cmpstr (pieces.out, ==, always.out);
  test_assert_contains (pieces.out, "\"null_when\":\"always\",\"value\":9,\"best_move\":4,\"nodes\":14545,"
                        "\"null_probes\":1672,");
}

/* Every other command that searches takes it, and says so. */
static void
test_commands (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-null-when-XXXXXX", NULL);
  g_autofree char *tree = g_build_filename (dir, "tree.json", NULL);
  g_autofree char *positions = g_build_filename (dir, "zugzwang.txt", NULL);
  g_autofree char *cases = g_build_filename (dir, "cases", NULL);
  g_autofree char *scenario = g_build_filename (cases, "001-null-d7-r1.cairn", NULL);
  g_autofree char *contents = NULL;
  g_auto (TestRun) compare = { 0 };
  g_auto (TestRun) trace = { 0 };
  g_auto (TestRun) sweep = { 0 };
  g_auto (TestRun) sweep_text = { 0 };
  g_auto (TestRun) export = { 0 };
  g_auto (TestRun) find_always = { 0 };
  g_auto (TestRun) find_pieces = { 0 };
  g_auto (TestRun) find_text = { 0 };

  /* The zugzwang: with `pieces` null move plays plain's Kf6. */
  TEST_RUN_CLI (&compare, "compare", "--json", "-p", ZUGZWANG, "-d", "7", "-r", "1", "--null-when", "pieces");
  test_assert_run_ok (&compare);
  test_assert_contains (compare.out, "\"null_when\":\"pieces\"");
  g_assert_null (strstr (compare.out, "\"best_move\":\"f5e4\""));

  TEST_RUN_CLI (&trace, "trace", "--json", "-p", LONE_PAWN, "-d", "3", "-m", "null", "-r", "1",
                "--null-when", "pieces");
  test_assert_run_ok (&trace);
  g_assert_null (strstr (trace.out, "\"event\":\"null-probe"));

  TEST_RUN_CLI (&sweep, "sweep", "--json", "-p", LONE_PAWN, "--depths", "5", "--reductions", "1",
                "--null-when", "pieces");
  test_assert_run_ok (&sweep);
  test_assert_contains (sweep.out, "\"scoring\":\"sound\",\"null_when\":\"pieces\",\"rows\":[");
  test_assert_contains (sweep.out, "\"null_probes\":0,");
  TEST_RUN_CLI (&sweep_text, "sweep", "-p", LONE_PAWN, "--depths", "5", "--reductions", "1",
                "--null-when", "pieces");
  test_assert_run_ok (&sweep_text);
  g_assert_true (g_str_has_prefix (sweep_text.out, "position " LONE_PAWN ", White to move: null move against "
                                   "plain α-β, null move only with pieces\n"));

  TEST_RUN_CLI (&export, "export", "-p", LONE_PAWN, "-m", "null", "-d", "3", "-r", "1",
                "--null-when", "pieces", "-o", tree);
  test_assert_run_ok (&export);
  g_assert_true (g_file_get_contents (tree, &contents, NULL, NULL));
  test_assert_contains (contents, "\"scoring\":\"sound\",\"null_when\":\"pieces\",\"node_cap\":");
  g_clear_pointer (&contents, g_free);

  g_assert_true (g_file_set_contents (positions, ZUGZWANG "\n", -1, NULL));
  TEST_RUN_CLI (&find_always, "find", "--json", "--positions", positions, "-d", "7", "-r", "1", "-m", "null");
  test_assert_run_ok (&find_always);
  test_assert_contains (find_always.out, "\"null_when\":\"always\",\"positions\":1,");
  test_assert_contains (find_always.out, "\"modes\":{\"null\":{\"cases\":1,");
  TEST_RUN_CLI (&find_pieces, "find", "--json", "--positions", positions, "-d", "7", "-r", "1", "-m", "null",
                "--null-when", "pieces");
  test_assert_run_ok (&find_pieces);
  test_assert_contains (find_pieces.out, "\"null_when\":\"pieces\",\"positions\":1,");
  test_assert_contains (find_pieces.out, "\"modes\":{\"null\":{\"cases\":0,");

  /* The written cases carry the rule. */
  TEST_RUN_CLI (&find_text, "find", "--positions", positions, "-d", "7", "-r", "1", "-m", "null",
                "--scenarios", cases);
  test_assert_run_ok (&find_text);
  g_assert_true (g_file_get_contents (scenario, &contents, NULL, NULL));
  test_assert_contains (contents, "\nnull-when=always\n");

  g_unlink (scenario);
  g_rmdir (cases);
  g_unlink (positions);
  g_unlink (tree);
  g_rmdir (dir);
}

/* A scenario's key is read; typed options win. */
static void
test_scenario (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-null-when-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "zugzwang.cairn", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.cairn", NULL);
  g_autofree char *expected = NULL;
  g_auto (TestRun) file = { 0 };
  g_auto (TestRun) typed = { 0 };
  g_auto (TestRun) wrong = { 0 };

  g_assert_true (g_file_set_contents (path, "[Cairn Scenario]\ngame=pawns\nposition=" ZUGZWANG "\n"
                                      "depth=7\nreduction=1\nright-mode=null\nnull-when=pieces\n", -1, NULL));
  TEST_RUN_CLI (&file, "search", "--json", "-m", "null", "--scenario", path);
  test_assert_run_ok (&file);
  /* Only after e8=Q, with a queen on the board, does White probe. */
  test_assert_contains (file.out, "\"null_when\":\"pieces\",\"value\":900,\"best_move\":\"f5f6\",");
  test_assert_contains (file.out, "\"nodes\":34193,\"null_probes\":2,\"null_prunes\":0,");

  TEST_RUN_CLI (&typed, "search", "--json", "-m", "null", "--scenario", path, "--null-when", "always");
  test_assert_run_ok (&typed);
  test_assert_contains (typed.out, "\"null_when\":\"always\",\"value\":140,\"best_move\":\"f5e4\",");

  g_assert_true (g_file_set_contents (bad, "[Cairn Scenario]\nposition=.........\ndepth=3\n"
                                      "reduction=1\nnull-when=never\n", -1, NULL));
  TEST_RUN_CLI (&wrong, "search", "--scenario", bad);
  g_assert_cmpint (wrong.status, ==, 2);
  expected = g_strdup_printf ("cairn-cli: %s: Line 5: bad value for “null-when” in the scenario: “never” is not "
                              "allowed as when to try a null move: use always (as in the seed) or pieces (only "
                              "when the side to move has a knight, bishop, rook or queen)\n", bad);
  g_assert_cmpstr (wrong.err, ==, expected);
  g_assert_cmpstr (wrong.out, ==, "");

  g_unlink (path);
  g_unlink (bad);
  g_rmdir (dir);
}

/* A bad value: status 2, one line naming it and what is allowed, on
 * every command that takes the option; each one's help names it. */
static void
test_bad_value_and_help (void)
{
  const char *commands[] = { "search", "compare", "trace", "sweep", "export", "find" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (TestRun) bad = { 0 };
      g_auto (TestRun) help = { 0 };
      gboolean export = g_str_equal (commands[i], "export");

      TEST_RUN_CLI (&bad, commands[i], "--null-when", "sometimes", export ? "-o" : NULL, "never-written.png");
      g_assert_cmpint (bad.status, ==, 2);
      g_assert_cmpstr (bad.err, ==, BAD_NULL_WHEN);
      g_assert_cmpstr (bad.out, ==, "");
      g_assert_false (g_file_test ("never-written.png", G_FILE_TEST_EXISTS));

      TEST_RUN_CLI (&help, commands[i], "--help");
      g_assert_cmpint (help.status, ==, 0);
      test_assert_contains (help.out, "--null-when=always|pieces");
      test_assert_contains (help.out, "When to try a null move: always,");
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-null-when/search", test_search);
  g_test_add_func ("/cli-null-when/tictactoe", test_tictactoe);
  g_test_add_func ("/cli-null-when/commands", test_commands);
  g_test_add_func ("/cli-null-when/scenario", test_scenario);
  g_test_add_func ("/cli-null-when/figures", test_figures);
  g_test_add_func ("/cli-null-when/bad-value-and-help", test_bad_value_and_help);
  return g_test_run ();
}
