/* test-cli-suite.c — cairn-cli suite: the report as text, JSON and CSV to
 * the byte, files written whole or not at all, every refusal with its line
 * and its exit status; the finder reading EPD; the shipped suite.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-epd.h"
#include "test-util.h"

#define FINE70 "Lasker and Reichhelm 1901 (Fine, Basic Chess Endings 70)"
#define TREB_W "trébuchet, White's spare tempo (endgame theory)"
#define TREB_B "trébuchet, Black's spare tempo (endgame theory)"
#define KEYSQ  "key squares, pawn on e2 (endgame theory)"

static char *
kp_path (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "suite-kp.epd", NULL);
}

/* A fresh folder for files the command writes. */
static char *
make_folder (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("cairn-suite-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_folder (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static guint
count_files (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d && g_dir_read_name (d))
    n++;
  return n;
}

static void
test_text (void)
{
  g_autofree char *path = kp_path ();
  g_autofree char *expected = g_strdup_printf (
    "Suite “%s”: 4 positions, depth limit 5\n"
    "Set another depth limit with -d N, from 1 to 12.\n"
    "\n"
    FINE70 " (line 6): 8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1, bm Kb1\n"
    "  plain         Kb1  solved             188 nodes\n"
    "  null R 2      Kb1  solved              78 nodes\n"
    "  null R 3      Kb1  solved              97 nodes\n"
    "  verified R 3  Kb1  solved             125 nodes\n"
    "\n"
    TREB_W " (line 7): 8/8/8/4pK2/3kP3/7P/8/8 w - - 0 1, bm h4\n"
    "  plain         h4   solved             718 nodes\n"
    "  null R 2      h4   solved             362 nodes\n"
    "  null R 3      h4   solved             312 nodes\n"
    "  verified R 3  h4   solved             401 nodes\n"
    "\n"
    TREB_B " (line 8): 8/7p/8/4pK2/3kP3/8/8/8 b - - 0 1, bm h5 h6\n"
    "  plain         h5   solved           3,062 nodes\n"
    "  null R 2      h5   solved           2,475 nodes\n"
    "  null R 3      h5   solved           2,776 nodes\n"
    "  verified R 3  h5   solved           2,841 nodes\n"
    "\n"
    KEYSQ " (line 9): 8/8/8/3k4/8/4K3/4P3/8 w - - 0 1, bm Kf4 Kd3 Kf3\n"
    "  plain         Kf4  solved           2,156 nodes\n"
    "  null R 2      Kf2  not solved       1,404 nodes  (plain solves it)\n"
    "  null R 3      Kd2  not solved         572 nodes  (plain solves it)\n"
    "  verified R 3  Kd3  solved           1,286 nodes\n"
    "\n"
    "configuration  solved        nodes  ratio to plain  fails where plain solves\n"
    "plain          4 of 4        6,124            1.00\n"
    "null R 2       3 of 4        4,319            0.71                         1\n"
    "null R 3       3 of 4        3,757            0.61                         1\n"
    "verified R 3   4 of 4        4,653            0.76                         0\n", path);
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) again = { 0 };

  TEST_RUN_CLI (&run, "suite", path);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);

  /* The same configurations named: the same report. */
  TEST_RUN_CLI (&again, "suite", "-d", "5", "--configs", "plain, null:2,null:3 ,verified:3", path);
  g_assert_cmpint (again.status, ==, 0);
  g_assert_cmpstr (again.out, ==, expected);
}

static void
test_json (void)
{
  g_autofree char *path = kp_path ();
  g_autofree char *expected = g_strdup_printf (
    "{\"file\":\"%s\",\"game\":\"%s\",\"depth\":5,\"guard\":false,\"probe_window\":\"full\","
    "\"null_when\":\"always\",\"configs\":[{\"mode\":\"plain\"},{\"mode\":\"null\",\"reduction\":2}],\"positions\":["
    "{\"line\":6,\"id\":\"" FINE70 "\",\"fen\":\"8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1\","
    "\"bm\":[\"a1b1\"],\"am\":[],\"results\":["
    "{\"move\":\"a1b1\",\"san\":\"Kb1\",\"solved\":true,\"value\":140,\"nodes\":188},"
    "{\"move\":\"a1b1\",\"san\":\"Kb1\",\"solved\":true,\"value\":140,\"nodes\":78}]},"
    "{\"line\":7,\"id\":\"" TREB_W "\",\"fen\":\"8/8/8/4pK2/3kP3/7P/8/8 w - - 0 1\","
    "\"bm\":[\"h3h4\"],\"am\":[],\"results\":["
    "{\"move\":\"h3h4\",\"san\":\"h4\",\"solved\":true,\"value\":250,\"nodes\":718},"
    "{\"move\":\"h3h4\",\"san\":\"h4\",\"solved\":true,\"value\":250,\"nodes\":362}]},"
    "{\"line\":8,\"id\":\"" TREB_B "\",\"fen\":\"8/7p/8/4pK2/3kP3/8/8/8 b - - 0 1\","
    "\"bm\":[\"h7h5\",\"h7h6\"],\"am\":[],\"results\":["
    "{\"move\":\"h7h5\",\"san\":\"h5\",\"solved\":true,\"value\":-120,\"nodes\":3062},"
    "{\"move\":\"h7h5\",\"san\":\"h5\",\"solved\":true,\"value\":-120,\"nodes\":2475}]},"
    "{\"line\":9,\"id\":\"" KEYSQ "\",\"fen\":\"8/8/8/3k4/8/4K3/4P3/8 w - - 0 1\","
    "\"bm\":[\"e3f4\",\"e3d3\",\"e3f3\"],\"am\":[],\"results\":["
    "{\"move\":\"e3f4\",\"san\":\"Kf4\",\"solved\":true,\"value\":130,\"nodes\":2156},"
    "{\"move\":\"e3f2\",\"san\":\"Kf2\",\"solved\":false,\"value\":120,\"nodes\":1404}]}],"
    "\"totals\":[{\"mode\":\"plain\",\"solved\":4,\"nodes\":6124,\"ratio\":1.00},"
    "{\"mode\":\"null\",\"reduction\":2,\"solved\":3,\"nodes\":4319,\"ratio\":0.71}]}\n",
    path, cairn_epd_game ()->id);
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "suite", "--json", "-c", "plain,null:2", path);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);
}

/* CSV into a file: nothing on stdout, the file exact, no temporary left. */
static void
test_csv_file (void)
{
  g_autofree char *path = kp_path ();
  g_autofree char *dir = make_folder ();
  g_autofree char *out = g_build_filename (dir, "suite.csv", NULL);
  g_autofree char *contents = NULL;
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "suite", "--csv", "-c", "plain,verified:adaptive", "-d", "4", "-o", out, path);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_file_get_contents (out, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==,
                   "line,id,mode,reduction,move,san,solved,value,nodes\n"
                   "6,\"" FINE70 "\",plain,,a1b1,Kb1,true,140,72\n"
                   "6,\"" FINE70 "\",verified,adaptive,a1b1,Kb1,true,140,62\n"
                   "7,\"" TREB_W "\",plain,,h3h4,h4,true,240,193\n"
                   "7,\"" TREB_W "\",verified,adaptive,h3h4,h4,true,240,157\n"
                   "8,\"" TREB_B "\",plain,,h7h5,h5,true,-120,492\n"
                   "8,\"" TREB_B "\",verified,adaptive,h7h5,h5,true,-120,525\n"
                   "9,\"" KEYSQ "\",plain,,e3d3,Kd3,true,120,376\n"
                   "9,\"" KEYSQ "\",verified,adaptive,e3d3,Kd3,true,120,357\n");
  g_assert_cmpuint (count_files (dir), ==, 1);
  remove_folder (dir);
}

/* am moves, a line without id, an id with a comma (quoted in CSV);
 * without bm, the endgame tables judge too (Kd3 wins: solved unless
 * an am names it). */
static void
test_avoid_moves (void)
{
  g_autofree char *dir = make_folder ();
  g_autofree char *epd = g_build_filename (dir, "am.epd", NULL);
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) csv = { 0 };
  g_autofree char *expected = g_strdup_printf (
    "Suite “%s”: 2 positions, depth limit 4, horizon guard\n"
    "Set another depth limit with -d N, from 1 to 12.\n"
    "\n"
    "Line 1: 8/8/8/3k4/8/4K3/4P3/8 w - - 0 1, am Kf4 Kd3\n"
    "  no bm: solved by a move that keeps the real result. In real chess (tablebase): "
    "White wins, mate in 20; these moves win: Kd3, Kf3, Kf4\n"
    "  plain     Kd3  not solved         376 nodes\n"
    "  null R 1  Kd3  not solved         381 nodes  (plain fails too)\n"
    "  No configuration solves it at depth limit 4.\n"
    "\n"
    "a, b (line 2): 8/8/8/3k4/8/4K3/4P3/8 w - - 0 1, am Kf4\n"
    "  no bm: solved by a move that keeps the real result. In real chess (tablebase): "
    "White wins, mate in 20; these moves win: Kd3, Kf3, Kf4\n"
    "  plain     Kd3  solved             376 nodes\n"
    "  null R 1  Kd3  solved             381 nodes\n"
    "\n"
    "configuration  solved        nodes  ratio to plain  fails where plain solves\n"
    "plain          1 of 2          752            1.00\n"
    "null R 1       1 of 2          762            1.01                         0\n"
    "\n"
    "Plain alpha-beta fails 1 of 2 positions too, and no configuration solves 1 of them at depth "
    "limit 4: null move is not to blame for those. The last column counts each configuration's own "
    "failures: positions plain alpha-beta solves and it does not.\n", epd);

  g_assert_true (g_file_set_contents (epd,
                                      "8/8/8/3k4/8/4K3/4P3/8 w - - am Kf4 Kd3;\n"
                                      "8/8/8/3k4/8/4K3/4P3/8 w - - am Kf4; id \"a, b\";\n",
                                      -1, NULL));
  TEST_RUN_CLI (&text, "suite", "-c", "plain,null:1", "-d", "4", "--guard", epd);
  g_assert_cmpstr (text.err, ==, "");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.out, ==, expected);
  TEST_RUN_CLI (&csv, "suite", "-c", "plain", "-d", "4", "--csv", epd);
  g_assert_cmpint (csv.status, ==, 0);
  g_assert_cmpstr (csv.out, ==,
                   "line,id,mode,reduction,move,san,solved,value,nodes\n"
                   "1,,plain,,e3d3,Kd3,false,120,376\n"
                   "2,\"a, b\",plain,,e3d3,Kd3,true,120,376\n");
  remove_folder (dir);
}

static char *
replace (const char *text,
         const char *token,
         const char *by)
{
  g_auto (GStrv) parts = g_strsplit (text, token, -1);

  return g_strjoinv (by, parts);
}

/* The game's own reason for refusing Ke4 in the key-squares position: the
 * EPD error quotes it word for word. */
static const char *
ke4_refusal (void)
{
  static char *reason;

  if (reason == NULL)
    {
      g_autoptr (GError) error = NULL;
      const CairnGame *game = cairn_epd_game ();
      CairnPosition position;
      CairnMove move;

      g_assert_true (cairn_position_parse_game (game, "8/8/8/3k4/8/4K3/4P3/8 w - -", NULL, &position, NULL));
      g_assert_false (game->parse_move (&position.board, position.to_move, "Ke4", &move, &error));
      reason = g_strdup (error->message);
    }
  return reason;
}

/* A bad line: status 2, its number and reason, and neither the report nor
 * the chart written (an older report stays as it was). */
static void
test_bad_lines (void)
{
  const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "# nothing\n\n",
      "“FILE” holds no EPD position: give one a line, the four FEN fields and operations such as bm Kf6;" },
    { "8/8/8/3k4/8/4K3/4P3/8 w - - bm Kf4;\n8/8/8/3k4/8/4K3/4P3/8 w - - bm Kf4; id \"open\n",
      "Line 2 of “FILE”: the string of “id” has no closing quote" },
    { "\n\n8/8/8/3k4/8/4K3/4P3/8 w - - 0 bm Kf4;\n",
      "Line 3 of “FILE”: Invalid FEN: the halfmove clock (fifth field) “0” has no fullmove number after it; write both counters, such as 0 1, or leave both out" },
    { "8/8/8/3k4/8/4K3/4P3/8 w - - 0 1 bm Kf4;\n8/8/8/3k4/8/4K3/4P3/8 w - - 1x 1 bm Kf4;\n",
      "Line 2 of “FILE”: “1x” is not an opcode: an opcode is a letter followed by up to 13 letters, digits or underscores" },
    { "8/8/8/3k4/8/4K3/4P3/8 w - - bm Kf4; id \"x\";\n8/8/8/3k4/8/4K3/4P3/8 w - - bm Ke4;\n",
      "Line 2 of “FILE”: bm move “Ke4” is not legal in the position: REASON" },
    { "8/8/8/3k4/8/4K3/4P3/8 w - - bm Kf4\n",
      "Line 1 of “FILE”: the operation “bm” does not end with “;”" },
    { "8/8/8/3k4/8/4K3/4P3/8 w -\n",
      "Line 1 of “FILE”: a line starts with the four FEN fields (placement, side to move, castling, en passant); this one has 3" },
  };
  g_autofree char *dir = make_folder ();
  g_autofree char *epd = g_build_filename (dir, "bad.epd", NULL);
  g_autofree char *report = g_build_filename (dir, "report.txt", NULL);
  g_autofree char *plot = g_build_filename (dir, "plot.png", NULL);

  g_assert_true (g_file_set_contents (report, "an older report\n", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (TestRun) run = { 0 };
      g_auto (TestRun) find = { 0 };
      g_autofree char *reason = replace (cases[i].message, "FILE", epd);
      g_autofree char *with_game = replace (reason, "REASON", ke4_refusal ());
      g_autofree char *expected = g_strdup_printf ("cairn-cli: %s\n", with_game);
      g_autofree char *contents = NULL;

      g_assert_true (g_file_set_contents (epd, cases[i].text, -1, NULL));
      TEST_RUN_CLI (&run, "suite", "-o", report, "--plot", plot, epd);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpstr (run.err, ==, expected);
      g_assert_true (g_file_get_contents (report, &contents, NULL, NULL));
      g_assert_cmpstr (contents, ==, "an older report\n");
      g_assert_false (g_file_test (plot, G_FILE_TEST_EXISTS));
      /* epd, report: no temporary file left either. */
      g_assert_cmpuint (count_files (dir), ==, 2);

      /* The finder reads the file the same way. */
      TEST_RUN_CLI (&find, "find", "--positions", epd, "-d", "5", "-r", "2");
      g_assert_cmpint (find.status, ==, 2);
      g_assert_cmpstr (find.err, ==, expected);
    }
  remove_folder (dir);
}

static void
test_bad_options (void)
{
  g_autofree char *path = kp_path ();
  const struct {
    const char *option;
    const char *value;
    const char *message;
  } cases[] = {
    { "-c", "plain:2", "cairn-cli: Invalid configuration “plain:2”: plain makes no null move, so it takes no reduction\n" },
    { "-c", "nul", "cairn-cli: Invalid mode “nul”: use plain, null, verified or minimax\n" },
    { "-c", "null:0", "cairn-cli: Invalid reduction R “0”: use a whole number from 1 to 8, or adaptive\n" },
    { "-d", "13", "cairn-cli: Invalid depth limit “13”: use a whole number from 1 to 12\n" },
    { "--probe-window", "half", NULL },
    { "--node-cap", "500",
      "cairn-cli: The search of line 7 with plain reached the node cap of 500 nodes and was stopped; raise it with --node-cap\n" },
    { "--plot", "chart.gif", "cairn-cli: Invalid chart file name “chart.gif”: it must end in .png, .svg or .pdf\n" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (TestRun) run = { 0 };

      TEST_RUN_CLI (&run, "suite", cases[i].option, cases[i].value, path);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      if (cases[i].message)
        g_assert_cmpstr (run.err, ==, cases[i].message);
      else
        test_assert_contains (run.err, "“half”");
    }

  {
    g_auto (TestRun) both = { 0 };
    g_auto (TestRun) none = { 0 };
    g_auto (TestRun) two = { 0 };
    g_auto (TestRun) missing = { 0 };

    TEST_RUN_CLI (&both, "suite", "--csv", "--json", path);
    g_assert_cmpint (both.status, ==, 2);
    g_assert_cmpstr (both.err, ==, "cairn-cli: --csv and --json cannot be used together\n");
    TEST_RUN_CLI (&none, "suite");
    g_assert_cmpint (none.status, ==, 2);
    g_assert_cmpstr (none.err, ==, "cairn-cli: Missing the EPD file (see “cairn-cli suite --help”)\n");
    TEST_RUN_CLI (&two, "suite", path, path);
    g_assert_cmpint (two.status, ==, 2);
    TEST_RUN_CLI (&missing, "suite", "/nonexistent/x.epd");
    g_assert_cmpint (missing.status, ==, 1);
    g_assert_cmpstr (missing.err, ==, "cairn-cli: Cannot read “/nonexistent/x.epd”: No such file or directory\n");
  }
}

static void
test_plot (void)
{
  g_autofree char *path = kp_path ();
  g_autofree char *dir = make_folder ();
  const char *names[] = { "suite.png", "suite.svg", "suite.pdf" };
  const char *magic[] = { "\x89PNG\r\n\x1a\n", "<?xml", "%PDF-" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *plot = g_build_filename (dir, names[i], NULL);
      g_autofree char *contents = NULL;
      gsize length;
      g_auto (TestRun) run = { 0 };

      TEST_RUN_CLI (&run, "suite", "-c", "plain,null:2", "--plot", plot, path);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_true (g_file_get_contents (plot, &contents, &length, NULL));
      g_assert_cmpuint (length, >, 1000);
      g_assert_true (memcmp (contents, magic[i], strlen (magic[i])) == 0);
      if (i == 1)
        test_assert_contains (contents, "width=\"1600px\" height=\"900px\"");
    }
  g_assert_cmpuint (count_files (dir), ==, 3);
  remove_folder (dir);
}

/* The finder takes the positions of an EPD file. */
static void
test_find_positions (void)
{
  g_autofree char *path = kp_path ();
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "find", "--positions", path, "-d", "5", "-r", "2", "-m", "null", "--json");
  g_assert_cmpint (run.status, ==, 0);
  test_assert_contains (run.out, "\"positions\":4,");
  test_assert_contains (run.out, "\"position\":\"8/8/8/3k4/8/4K3/4P3/8 w - - 0 1\"");
}

/* The shipped suite, whose composed problems have rooks and knights. */
static void
test_shipped_suite (void)
{
  g_auto (TestRun) five = { 0 };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "suites", "null-move.epd", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = cairn_epd_load_file (cairn_epd_game (), path, &error);
  g_auto (TestRun) run = { 0 };

  g_assert_no_error (error);
  g_assert_cmpuint (records->len, ==, 13);

  /* Issue 21 (a): at depth 4, R 1, plain and verified find 1.Nh4, null
   * move plays Rxh5+. */
  TEST_RUN_CLI (&run, "suite", "-d", "4", "-c", "plain,null:1,verified:1", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  test_assert_contains (run.out, "Suite “");
  test_assert_contains (run.out, "”: 13 positions, depth limit 4\nSet another depth limit with -d N, from 1 to 12.\n");
  test_assert_contains (run.out, "(line 21): 8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1, bm Nh4\n"
                                 "  plain         Nh4 ");
  test_assert_contains (run.out, "\n  null R 1      Rxh5+");
  test_assert_contains (run.out, "\n  verified R 1  Nh4 ");
  test_assert_contains (run.out, "\nconfiguration   solved        nodes  ratio to plain  fails where plain solves\n"
                                 "plain          6 of 13       74,036            1.00\n"
                                 "null R 1       6 of 13       53,511            0.72                         1\n"
                                 "verified R 1   7 of 13       53,819            0.73                         0\n");

  /* At the default depth 5, which failures are null move's and which
   * plain alpha-beta shares: PC-Schach is a mate in 7 (13 plies). */
  TEST_RUN_CLI (&five, "suite", path);
  g_assert_cmpint (five.status, ==, 0);
  test_assert_contains (five.out, "”: 13 positions, depth limit 5\nSet another depth limit with -d N, from 1 to 12.\n");
  test_assert_contains (five.out, "(line 25): 8/8/p5r1/1p6/1P1R4/8/5K1p/7k w - - 0 1, bm Rd1+\n"
                                  "  plain         Ke1    not solved      15,760 nodes\n"
                                  "  null R 2      Ke1    not solved       6,726 nodes  (plain fails too)\n"
                                  "  null R 3      Ke1    not solved       1,989 nodes  (plain fails too)\n"
                                  "  verified R 3  Ke1    not solved       3,079 nodes  (plain fails too)\n"
                                  "  No configuration solves it at depth limit 5.\n");
  test_assert_contains (five.out, "(line 21): 8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1, bm Nh4\n"
                                  "  plain         Nh4    solved          43,054 nodes\n"
                                  "  null R 2      Rxh5+  not solved      55,674 nodes  (plain solves it)\n");
  g_assert_true (g_str_has_suffix (five.out,
                                   "\nconfiguration   solved        nodes  ratio to plain  fails where plain solves\n"
                                   "plain          9 of 13      617,991            1.00\n"
                                   "null R 2       6 of 13      568,149            0.92                         3\n"
                                   "null R 3       6 of 13      242,514            0.39                         4\n"
                                   "verified R 3   9 of 13      260,785            0.42                         1\n"
                                   "\n"
                                   "Plain alpha-beta fails 4 of 13 positions too, and no configuration solves 3 of "
                                   "them at depth limit 5: null move is not to blame for those. The last column "
                                   "counts each configuration's own failures: positions plain alpha-beta solves "
                                   "and it does not.\n"));
}

/* --null-when pieces: with kings and pawns alone null move is never
 * tried, so the zugzwang lesson is solved by every configuration. */
static void
test_null_when (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "suites", "null-move.epd", NULL);
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) bad = { 0 };

  TEST_RUN_CLI (&run, "suite", "-d", "4", "--null-when", "pieces", path);
  g_assert_cmpint (run.status, ==, 0);
  test_assert_contains (run.out, ": 13 positions, depth limit 4, null move only with pieces\n");
  test_assert_contains (run.out, "(line 49): 3k4/8/4P3/5K2/8/8/8/8 w - - 0 1, bm Kf6\n"
                                 "  plain         Kf6    solved             337 nodes\n"
                                 "  null R 2      Kf6    solved             337 nodes\n");
  test_assert_contains (run.out, "\nnull R 2       5 of 13       71,521            0.97                         1\n");
  TEST_RUN_CLI (&json, "suite", "-d", "4", "--json", "--null-when", "pieces", path);
  g_assert_cmpint (json.status, ==, 0);
  test_assert_contains (json.out, ",\"probe_window\":\"full\",\"null_when\":\"pieces\",\"configs\":[");
  TEST_RUN_CLI (&bad, "suite", "--null-when", "sometimes", path);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.out, ==, "");
  test_assert_contains (bad.err, "--null-when: “sometimes” is not allowed: use always or pieces");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-suite/text", test_text);
  g_test_add_func ("/cli-suite/json", test_json);
  g_test_add_func ("/cli-suite/csv-file", test_csv_file);
  g_test_add_func ("/cli-suite/avoid-moves", test_avoid_moves);
  g_test_add_func ("/cli-suite/bad-lines", test_bad_lines);
  g_test_add_func ("/cli-suite/bad-options", test_bad_options);
  g_test_add_func ("/cli-suite/plot", test_plot);
  g_test_add_func ("/cli-suite/find-positions", test_find_positions);
  g_test_add_func ("/cli-suite/shipped-suite", test_shipped_suite);
  g_test_add_func ("/cli-suite/null-when", test_null_when);
  return g_test_run ();
}
