/* test-cli-suite.c — cairn-cli suite: the report as text, JSON and CSV to
 * the byte, files written whole or not at all, every refusal with its line
 * and its exit status; the finder reading EPD; the shipped suite.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-count.h"
#include "cairn-epd.h"
#include "cairn-suite.h"
#include "cli-runner.h"
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
    "Suite “%s”: 4 positions, depth limit 5, seed style\n"
    "Set another depth limit with -d N, from 1 to 12, or several with --depths 5-9.\n"
    "\n"
    FINE70 " (line 6): 8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1, bm Kb1\n"
    "  plain         Kb1  tied               188 nodes  + 56 in tie tests  (Ka2 reaches 140 too)\n"
    "  null R 2      Kb1  tied                78 nodes  + 14 in tie tests  (Ka2 reaches 140 too)\n"
    "  null R 3      Kb1  tied                97 nodes  + 57 in tie tests  (Ka2 reaches 140 too)\n"
    "  verified R 3  Kb1  tied               125 nodes  + 57 in tie tests  (Ka2 reaches 140 too)\n"
    "  No configuration solves it at depth limit 5.\n"
    "\n"
    TREB_W " (line 7): 8/8/8/4pK2/3kP3/7P/8/8 w - - 0 1, bm h4\n"
    "  plain         h4   solved             718 nodes  + 422 in tie tests\n"
    "  null R 2      h4   solved             362 nodes  + 54 in tie tests\n"
    "  null R 3      h4   solved             312 nodes  + 15 in tie tests\n"
    "  verified R 3  h4   solved             401 nodes  + 104 in tie tests\n"
    "\n"
    TREB_B " (line 8): 8/7p/8/4pK2/3kP3/8/8/8 b - - 0 1, bm h5 h6\n"
    "  plain         h5   solved           3,062 nodes  + 1,695 in tie tests\n"
    "  null R 2      h5   solved           2,475 nodes  + 1,750 in tie tests\n"
    "  null R 3      h5   solved           2,776 nodes  + 15 in tie tests\n"
    "  verified R 3  h5   solved           2,841 nodes  + 162 in tie tests\n"
    "\n"
    KEYSQ " (line 9): 8/8/8/3k4/8/4K3/4P3/8 w - - 0 1, bm Kf4 Kd3 Kf3\n"
    "  plain         Kf4  solved           2,156 nodes  + 324 in tie tests\n"
    "  null R 2      Kf2  not solved       1,404 nodes  (plain solves it)\n"
    "  null R 3      Kd2  not solved         572 nodes  (plain solves it)\n"
    "  verified R 3  Kd3  solved           1,286 nodes  + 70 in tie tests\n"
    "\n"
    "configuration  solved  tied  beyond the depth  not solved  capped  nodes  tie tests  nodes / plain  solved / plain  fails where plain solves\n"
    "plain               3     1                 0           0       0  6,124      2,497           1.00            1.00\n"
    "null R 2            2     1                 0           1       0  4,319      1,818           0.71            0.67                         1\n"
    "null R 3            2     1                 0           1       0  3,757         87           0.61            0.67                         1\n"
    "verified R 3        3     1                 0           0       0  4,653        393           0.76            1.00                         0\n"
    "\n"
    "Plain alpha-beta does not solve 1 of 4 positions either, and no configuration solves 1 of them at depth limit 5: "
    "null move is not to blame for those. The last column counts each configuration's own failures: positions plain "
    "alpha-beta solves and it does not.\n", path);
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

/* A search of @fen restricted to @san at the root, with the root window
 * (@alpha, @beta) when alpha < beta. */
static CairnCounters
search_move_window (const char *fen,
                    const char *san,
                    CairnMode   mode,
                    guint       depth,
                    int         alpha,
                    int         beta)
{
  const CairnGame *game = cairn_epd_game ();
  CairnPosition position;
  CairnSettings settings;
  CairnCounters counters;
  CairnMove move;

  g_assert_true (cairn_position_parse_game (game, fen, NULL, &position, NULL));
  g_assert_true (game->parse_move (&position.board, position.to_move, san, &move, NULL));
  cairn_settings_init_default (&settings);
  settings.mode = mode;
  settings.depth = depth;
  settings.reduction = 2;
  settings.root_move = move;
  settings.root_alpha = alpha;
  settings.root_beta = beta;
  g_assert_true (cairn_count_search (&position, &settings, &counters));
  return counters;
}

static CairnCounters
search_move (const char *fen,
             const char *san,
             CairnMode   mode,
             guint       depth)
{
  return search_move_window (fen, san, mode, depth, 0, 0);
}

/* The suite's tie test of @san: does it reach @value (White to move)?
 * A zero window just below it. */
static CairnCounters
tie_test (const char *fen,
          const char *san,
          int         value)
{
  return search_move_window (fen, san, CAIRN_MODE_PLAIN, 5, value - 1, value);
}

/* The classes by hand, from searches of one root move each: in Fine 70
 * every king move (Ka2, Kb1, Kb2) scores 140 at depth 5, so Kb1 is
 * solved by move order only (tied; the tie test stops at Ka2, the first
 * in move order); in the trébuchet every move but h4 scores below its
 * 250 (solved).  The tie tests' nodes are those of zero-window searches
 * at the value, each cheaper than the move's full search. */
static void
test_classes_by_hand (void)
{
  const char *fine70 = "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - -";
  const char *treb = "8/8/8/4pK2/3kP3/7P/8/8 w - -";
  const char *others[] = { "Ke6", "Kf6", "Kg4", "Kg5", "Kg6", "h4" };
  g_autofree char *path = kp_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = cairn_epd_load_file (cairn_epd_game (), path, &error);
  CairnSuiteConfig plain = { CAIRN_MODE_PLAIN, 0 };
  guint depth = 5;
  g_autoptr (CairnSuite) suite = NULL;
  CairnSettings settings;
  CairnSuiteResult *result;
  guint64 test_nodes = 0;

  g_assert_no_error (error);
  g_assert_cmpint (search_move (fine70, "Ka2", CAIRN_MODE_PLAIN, 5).value, ==, 140);
  g_assert_cmpint (search_move (fine70, "Kb1", CAIRN_MODE_PLAIN, 5).value, ==, 140);
  g_assert_cmpint (search_move (fine70, "Kb2", CAIRN_MODE_PLAIN, 5).value, ==, 140);
  g_assert_cmpint (search_move (treb, "h4", CAIRN_MODE_PLAIN, 5).value, ==, 250);
  for (guint i = 0; i + 1 < G_N_ELEMENTS (others); i++)
    {
      CairnCounters c = tie_test (treb, others[i], 250);

      g_assert_cmpint (search_move (treb, others[i], CAIRN_MODE_PLAIN, 5).value, <, 250);
      /* The zero window agrees, and costs less than the full one. */
      g_assert_cmpint (c.value, <, 250);
      g_assert_cmpuint (c.nodes, <, search_move (treb, others[i], CAIRN_MODE_PLAIN, 5).nodes);
      test_nodes += c.nodes;
    }

  cairn_settings_init_default (&settings);
  suite = cairn_suite_new (records, &plain, 1, &depth, 1, 0, &settings);
  cairn_suite_run_unit (suite, 0);
  cairn_suite_run_unit (suite, 1);
  result = cairn_suite_result (suite, 0, 0, 0);
  g_assert_cmpint (result->verdict, ==, CAIRN_SUITE_TIED);
  g_assert_cmpint (result->counters.value, ==, 140);
  g_assert_cmpuint (result->test_nodes, ==, tie_test (fine70, "Ka2", 140).nodes);
  g_assert_cmpint (tie_test (fine70, "Ka2", 140).value, >=, 140);
  result = cairn_suite_result (suite, 0, 1, 0);
  g_assert_cmpint (result->verdict, ==, CAIRN_SUITE_SOLVED);
  g_assert_cmpint (result->tie_move, ==, -1);
  g_assert_cmpuint (result->test_nodes, ==, test_nodes);
}

/* A mate found for a move the line does not accept, and a mate in 3
 * (dm 3: 5 plies) at depths 2 to 5: beyond the depth until depth 5, even
 * at depth 3 where plain plays the bm Rh1+; an am-only line the tables
 * judge. */
static void
test_beyond (void)
{
  g_autofree char *dir = make_folder ();
  g_autofree char *epd = g_build_filename (dir, "mates.epd", NULL);
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) csv = { 0 };

  g_assert_true (g_file_set_contents (epd,
                                      "7k/8/6K1/8/8/8/8/1Q6 w - - bm Kf6; id \"mate in one, bm a quiet move\";\n"
                                      "8/8/7p/5K1k/r7/3n4/5N2/R7 w - - bm Rh1+; dm 3; id \"mate in 3\";\n",
                                      -1, NULL));
  TEST_RUN_CLI (&run, "suite", "-c", "plain,null:2", "--depths", "2-5", epd);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  test_assert_contains (run.out, "”: 2 positions, depth limits 2 to 5, seed style\n");
  test_assert_contains (run.out,
                        "mate in one, bm a quiet move (line 1): 7k/8/6K1/8/8/8/8/1Q6 w - - 0 1, bm Kf6\n"
                        "  depth 2  plain     Qb8#  beyond the depth          47 nodes  (a mate, for a move the line does not accept)\n");
  test_assert_contains (run.out,
                        "mate in 3 (line 2): 8/8/7p/5K1k/r7/3n4/5N2/R7 w - - 0 1, bm Rh1+, dm 3\n"
                        "  depth 2  plain     Rxa4  beyond the depth          76 nodes  (a mate in 3 takes 5 plies)\n");
  test_assert_contains (run.out,
                        "  depth 3  plain     Rh1+  beyond the depth         549 nodes  (a mate in 3 takes 5 plies)\n");
  test_assert_contains (run.out,
                        "  depth 5  plain     Rh1+  solved                16,216 nodes  + 6,683 in tie tests\n"
                        "  depth 5  null R 2  Rh1+  solved                 9,971 nodes  + 1,205 in tie tests\n");
  test_assert_contains (run.out,
                        "depth  configuration  solved  tied  beyond the depth  not solved  capped   nodes  tie tests  nodes / plain  solved / plain  fails where plain solves\n"
                        "    2  plain               0     0                 2           0       0     123          0           1.00               -\n");
  TEST_RUN_CLI (&csv, "suite", "-c", "plain", "-d", "5", "--csv", epd);
  g_assert_cmpint (csv.status, ==, 0);
  g_assert_cmpstr (csv.out, ==,
                   "line,id,depth,mode,reduction,move,san,class,value,nodes,test_nodes,tie_move\n"
                   "1,\"mate in one, bm a quiet move\",5,plain,,b1b8,Qb8#,beyond,29999,15344,0,\n"
                   "2,mate in 3,5,plain,,a1h1,Rh1+,solved,29995,16216,6683,\n");
  remove_folder (dir);
}

/* The node cap stops that search only: the report goes on, the totals
 * count it capped, and the status is 0.  A tie test the cap stops makes
 * the cell capped too: zero-window tie tests rarely outgrow the search
 * itself, but in the engine style (whose table and ordering the search
 * builds up over its iterations) BK.17's do at depth 5. */
static void
test_capped (void)
{
  g_autofree char *path = kp_path ();
  g_autofree char *dir = make_folder ();
  g_autofree char *bk17 = g_build_filename (dir, "bk17.epd", NULL);
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) engine = { 0 };

  TEST_RUN_CLI (&run, "suite", "-c", "plain,null:2", "--node-cap", "500", path);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  test_assert_contains (run.out, "  plain     Kb1   tied           188 nodes  + 56 in tie tests  (Ka2 reaches 140 too)\n");
  test_assert_contains (run.out, "  plain     none  capped         500 nodes  (the node cap stopped it)\n"
                                 "  null R 2  h4    solved         362 nodes  + 54 in tie tests\n");
  test_assert_contains (run.out,
                        "plain               0     1                 0           0       3  1,688         56           1.00               -\n");

  g_assert_true (g_file_set_contents (bk17,
                                      "r2q1rk1/1ppnbppp/p2p1nb1/3Pp3/2P1P1P1/2N2N1P/PPB1QP2/R1B2RK1 b - - "
                                      "bm h5; id \"BK.17\";\n", -1, NULL));
  TEST_RUN_CLI (&engine, "suite", "-c", "null:2", "-d", "5", "--engine-parts=engine", "--node-cap", "21000", bk17);
  g_assert_cmpstr (engine.err, ==, "");
  g_assert_cmpint (engine.status, ==, 0);
  test_assert_contains (engine.out, "  null R 2  h5  capped      20,748 nodes  + 27,933 in tie tests  (the node cap stopped it)\n");
  test_assert_contains (engine.out, "null R 2            0     0                 0           0       1  20,748     27,933");
  remove_folder (dir);
}

static void
test_json (void)
{
  g_autofree char *path = kp_path ();
  g_autofree char *expected = g_strdup_printf (
    "{\"file\":\"%s\",\"game\":\"%s\",\"style\":\"seed\",\"depths\":[5],\"guard\":false,"
    "\"probe_window\":\"full\",\"null_when\":\"always\",\"configs\":[{\"mode\":\"plain\"},"
    "{\"mode\":\"null\",\"reduction\":2}],\"baseline\":{\"mode\":\"plain\"},\"positions\":["
    "{\"line\":6,\"id\":\"" FINE70 "\",\"fen\":\"8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1\","
    "\"bm\":[\"a1b1\"],\"am\":[],\"results\":["
    "{\"depth\":5,\"mode\":\"plain\",\"move\":\"a1b1\",\"san\":\"Kb1\",\"class\":\"tied\",\"value\":140,"
    "\"nodes\":188,\"test_nodes\":56,\"tie_move\":\"a1a2\",\"tie_san\":\"Ka2\"},"
    "{\"depth\":5,\"mode\":\"null\",\"reduction\":2,\"move\":\"a1b1\",\"san\":\"Kb1\",\"class\":\"tied\","
    "\"value\":140,\"nodes\":78,\"test_nodes\":14,\"tie_move\":\"a1a2\",\"tie_san\":\"Ka2\"}]},"
    "{\"line\":7,\"id\":\"" TREB_W "\",\"fen\":\"8/8/8/4pK2/3kP3/7P/8/8 w - - 0 1\","
    "\"bm\":[\"h3h4\"],\"am\":[],\"results\":["
    "{\"depth\":5,\"mode\":\"plain\",\"move\":\"h3h4\",\"san\":\"h4\",\"class\":\"solved\",\"value\":250,"
    "\"nodes\":718,\"test_nodes\":422},"
    "{\"depth\":5,\"mode\":\"null\",\"reduction\":2,\"move\":\"h3h4\",\"san\":\"h4\",\"class\":\"solved\","
    "\"value\":250,\"nodes\":362,\"test_nodes\":54}]},"
    "{\"line\":8,\"id\":\"" TREB_B "\",\"fen\":\"8/7p/8/4pK2/3kP3/8/8/8 b - - 0 1\","
    "\"bm\":[\"h7h5\",\"h7h6\"],\"am\":[],\"results\":["
    "{\"depth\":5,\"mode\":\"plain\",\"move\":\"h7h5\",\"san\":\"h5\",\"class\":\"solved\",\"value\":-120,"
    "\"nodes\":3062,\"test_nodes\":1695},"
    "{\"depth\":5,\"mode\":\"null\",\"reduction\":2,\"move\":\"h7h5\",\"san\":\"h5\",\"class\":\"solved\","
    "\"value\":-120,\"nodes\":2475,\"test_nodes\":1750}]},"
    "{\"line\":9,\"id\":\"" KEYSQ "\",\"fen\":\"8/8/8/3k4/8/4K3/4P3/8 w - - 0 1\","
    "\"bm\":[\"e3f4\",\"e3d3\",\"e3f3\"],\"am\":[],\"results\":["
    "{\"depth\":5,\"mode\":\"plain\",\"move\":\"e3f4\",\"san\":\"Kf4\",\"class\":\"solved\",\"value\":130,"
    "\"nodes\":2156,\"test_nodes\":324},"
    "{\"depth\":5,\"mode\":\"null\",\"reduction\":2,\"move\":\"e3f2\",\"san\":\"Kf2\",\"class\":\"not_solved\","
    "\"value\":120,\"nodes\":1404,\"test_nodes\":0}]}],"
    "\"totals\":[{\"depth\":5,\"mode\":\"plain\",\"solved\":3,\"tied\":1,\"beyond\":0,\"not_solved\":0,"
    "\"capped\":0,\"nodes\":6124,\"test_nodes\":2497,\"node_ratio\":1.00,\"solved_ratio\":1.00},"
    "{\"depth\":5,\"mode\":\"null\",\"reduction\":2,\"solved\":2,\"tied\":1,\"beyond\":0,\"not_solved\":1,"
    "\"capped\":0,\"nodes\":4319,\"test_nodes\":1818,\"node_ratio\":0.71,\"solved_ratio\":0.67}]}\n",
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
                   "line,id,depth,mode,reduction,move,san,class,value,nodes,test_nodes,tie_move\n"
                   "6,\"" FINE70 "\",4,plain,,a1b1,Kb1,tied,140,72,34,a1a2\n"
                   "6,\"" FINE70 "\",4,verified,adaptive,a1b1,Kb1,tied,140,62,35,a1a2\n"
                   "7,\"" TREB_W "\",4,plain,,h3h4,h4,solved,240,193,99,\n"
                   "7,\"" TREB_W "\",4,verified,adaptive,h3h4,h4,solved,240,157,62,\n"
                   "8,\"" TREB_B "\",4,plain,,h7h5,h5,solved,-120,492,157,\n"
                   "8,\"" TREB_B "\",4,verified,adaptive,h7h5,h5,solved,-120,525,103,\n"
                   "9,\"" KEYSQ "\",4,plain,,e3d3,Kd3,solved,120,376,68,\n"
                   "9,\"" KEYSQ "\",4,verified,adaptive,e3d3,Kd3,solved,120,357,41,\n");
  g_assert_cmpuint (count_files (dir), ==, 1);
  remove_folder (dir);
}

/* am moves, a line without id, an id with a comma (quoted in CSV);
 * without bm, the endgame tables judge too: Kd3, Kf3 and Kf4 win, so
 * with am Kf4 Kd3 only Kf3 is accepted (Kd3 played: not solved), with
 * am Kf4 Kd3 and Kf3 are, and the am Kf4 reaching Kd3's 120 makes it
 * tied. */
static void
test_avoid_moves (void)
{
  g_autofree char *dir = make_folder ();
  g_autofree char *epd = g_build_filename (dir, "am.epd", NULL);
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) csv = { 0 };
  g_autofree char *expected = g_strdup_printf (
    "Suite “%s”: 2 positions, depth limit 4, seed style, horizon guard\n"
    "Set another depth limit with -d N, from 1 to 12, or several with --depths 5-9.\n"
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
    "  plain     Kd3  tied               376 nodes  + 130 in tie tests  (Kf4 reaches 120 too)\n"
    "  null R 1  Kd3  tied               381 nodes  + 146 in tie tests  (Kf4 reaches 120 too)\n"
    "  No configuration solves it at depth limit 4.\n"
    "\n"
    "configuration  solved  tied  beyond the depth  not solved  capped  nodes  tie tests  nodes / plain  solved / plain  fails where plain solves\n"
    "plain               0     1                 0           1       0    752        130           1.00               -\n"
    "null R 1            0     1                 0           1       0    762        146           1.01               -                         0\n"
    "\n"
    "Plain alpha-beta does not solve 2 of 2 positions either, and no configuration solves 2 of them at depth limit 4: "
    "null move is not to blame for those. The last column counts each configuration's own failures: positions plain "
    "alpha-beta solves and it does not.\n", epd);

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
                   "line,id,depth,mode,reduction,move,san,class,value,nodes,test_nodes,tie_move\n"
                   "1,,4,plain,,e3d3,Kd3,not_solved,120,376,0,\n"
                   "2,\"a, b\",4,plain,,e3d3,Kd3,tied,120,376,130,e3f4\n");
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

/* A line that says nothing to solve, with more men than the tables
 * hold: suite refuses it by its number (find reads such lines: it needs
 * no answer). */
static void
test_no_answer (void)
{
  g_autofree char *dir = make_folder ();
  g_autofree char *epd = g_build_filename (dir, "bare.epd", NULL);
  g_autofree char *expected = g_strdup_printf ("cairn-cli: Line 3 of “%s”: no bm, am or dm, and no endgame table "
                                               "holds the position, so nothing says what solves it\n", epd);
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) find = { 0 };

  g_assert_true (g_file_set_contents (epd,
                                      "8/8/8/3k4/8/4K3/4P3/8 w - - bm Kf4;\n"
                                      "8/8/8/3k4/8/4K3/4P3/8 w - - dm 20;\n"
                                      "8/pp6/8/3k4/8/3PK3/4P3/8 w - - id \"no answer\";\n",
                                      -1, NULL));
  TEST_RUN_CLI (&run, "suite", epd);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpstr (run.err, ==, expected);
  TEST_RUN_CLI (&find, "find", "--positions", epd, "-d", "3", "-r", "2");
  g_assert_cmpint (find.status, ==, 0);
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
    { "--depths", "9-5",
      "cairn-cli: --depths: Invalid depth limits “9-5”: the range runs from the lower depth to the higher, e.g. 5-9\n" },
    { "--depths", "0-3",
      "cairn-cli: --depths: Invalid depth limits “0-3”: give one, or a range such as 5-9, each a whole number from 1 to 12\n" },
    { "--depths", "5-13",
      "cairn-cli: --depths: Invalid depth limits “5-13”: give one, or a range such as 5-9, each a whole number from 1 to 12\n" },
    { "--baseline", "null:4",
      "cairn-cli: Invalid --baseline “null:4”: it must be one of the configurations searched (plain, null R 2, null R 3, verified R 3)\n" },
    { "--baseline", "nul", "cairn-cli: --baseline: Invalid mode “nul”: use plain, null, verified or minimax\n" },
    { "--report", "table", "cairn-cli: Invalid --report “table”: use positions or paper\n" },
    { "-c", "null:2,null:2", "cairn-cli: The configuration null R 2 is named twice\n" },
    { "-c", "paper,null:3", "cairn-cli: The configuration null R 3 is named twice\n" },
    { "--node-cap", "0", "cairn-cli: Invalid node cap “0”: use a whole number from 1 to 200000000\n" },
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
    {
      g_auto (TestRun) both_depths = { 0 };
      g_auto (TestRun) paper = { 0 };

      TEST_RUN_CLI (&both_depths, "suite", "-d", "5", "--depths", "5-6", path);
      g_assert_cmpint (both_depths.status, ==, 2);
      g_assert_cmpstr (both_depths.err, ==,
                       "cairn-cli: -d and --depths cannot be used together: give one depth limit or a range\n");
      TEST_RUN_CLI (&paper, "suite", "--report", "paper", "-c", "plain,null:2,null:3", path);
      g_assert_cmpint (paper.status, ==, 2);
      g_assert_cmpstr (paper.err, ==,
                       "cairn-cli: --report paper compares null:2, null:3 and verified:3: name all three in --configs, or --configs paper\n");
    }
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

      TEST_RUN_CLI (&run, "suite", "-c", "plain,null:2", "--depths", "3-5", "--plot", plot, path);
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
  test_assert_contains (run.out, "”: 13 positions, depth limit 4, seed style\n"
                                 "Set another depth limit with -d N, from 1 to 12, or several with --depths 5-9.\n");
  test_assert_contains (run.out, "(line 21): 8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1, bm Nh4\n"
                                 "  plain         Nh4    solved           3,793 nodes  + 1,193 in tie tests\n"
                                 "  null R 1      Rxh5+  not solved       3,235 nodes  (plain solves it)\n"
                                 "  verified R 1  Nh4    solved           3,091 nodes  + 1,041 in tie tests\n");
  test_assert_contains (run.out, "\nconfiguration  solved  tied  beyond the depth  not solved  capped   nodes  tie tests  nodes / plain  solved / plain  fails where plain solves\n"
                                 "plain               5     1                 0           7       0  74,036      1,829           1.00            1.00\n"
                                 "null R 1            4     2                 0           7       0  53,511        679           0.72            0.80                         1\n"
                                 "verified R 1        5     2                 0           6       0  53,819      1,780           0.73            1.00                         0\n");

  /* At the default depth 5: PC-Schach is a mate in 7 (13 plies), which
   * every configuration misses; in zugzwang.002 Kh6 and Rc8+ both
   * score 400, so plain's Kh6 is tied and verified's Rc8+ no failure of
   * its own. */
  TEST_RUN_CLI (&five, "suite", path);
  g_assert_cmpint (five.status, ==, 0);
  test_assert_contains (five.out, "”: 13 positions, depth limit 5, seed style\n");
  test_assert_contains (five.out, "(line 25): 8/8/p5r1/1p6/1P1R4/8/5K1p/7k w - - 0 1, bm Rd1+\n"
                                  "  plain         Ke1    not solved      15,760 nodes\n"
                                  "  null R 2      Ke1    not solved       6,726 nodes  (plain fails too)\n"
                                  "  null R 3      Ke1    not solved       1,989 nodes  (plain fails too)\n"
                                  "  verified R 3  Ke1    not solved       3,079 nodes  (plain fails too)\n"
                                  "  No configuration solves it at depth limit 5.\n");
  test_assert_contains (five.out, "(line 31): 1q1k4/2Rr4/8/2Q3K1/8/8/8/8 w - - 0 1, bm Kh6\n"
                                  "  plain         Kh6    tied           400,332 nodes  + 229,393 in tie tests  (Rc8+ reaches 400 too)\n"
                                  "  null R 2      Kh6    tied           365,078 nodes  + 220,812 in tie tests  (Rc8+ reaches 400 too)\n"
                                  "  null R 3      Rc8+   not solved     177,539 nodes  (plain fails too)\n"
                                  "  verified R 3  Rc8+   not solved     180,809 nodes  (plain fails too)\n");
  g_assert_true (g_str_has_suffix (five.out,
                                   "\nconfiguration  solved  tied  beyond the depth  not solved  capped    nodes  tie tests  nodes / plain  solved / plain  fails where plain solves\n"
                                   "plain               6     3                 0           4       0  617,991    252,678           1.00            1.00\n"
                                   "null R 2            3     3                 0           7       0  568,149    223,851           0.92            0.50                         3\n"
                                   "null R 3            3     3                 0           7       0  242,514      1,149           0.39            0.50                         3\n"
                                   "verified R 3        6     3                 0           4       0  260,785      5,512           0.42            1.00                         0\n"
                                   "\n"
                                   "Plain alpha-beta does not solve 7 of 13 positions either, and no configuration solves 7 "
                                   "of them at depth limit 5: null move is not to blame for those. The last column counts "
                                   "each configuration's own failures: positions plain alpha-beta solves and it does not.\n"));
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
  test_assert_contains (run.out, ": 13 positions, depth limit 4, seed style, null move only with pieces\n");
  test_assert_contains (run.out, "(line 49): 3k4/8/4P3/5K2/8/8/8/8 w - - 0 1, bm Kf6\n"
                                 "  plain         Kf6    solved             337 nodes  + 278 in tie tests\n"
                                 "  null R 2      Kf6    solved             337 nodes  + 278 in tie tests\n");
  test_assert_contains (run.out, "\nnull R 2            4     1                 0           8       0  71,521        636           0.97            0.80                         1\n");
  TEST_RUN_CLI (&json, "suite", "-d", "4", "--json", "--null-when", "pieces", path);
  g_assert_cmpint (json.status, ==, 0);
  test_assert_contains (json.out, ",\"probe_window\":\"full\",\"null_when\":\"pieces\",\"configs\":[");
  TEST_RUN_CLI (&bad, "suite", "--null-when", "sometimes", path);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.out, ==, "");
  test_assert_contains (bad.err, "--null-when: “sometimes” is not allowed: use always or pieces");
}

/* The paper's table at depths 3 to 5, with both claims measured by hand
 * from its rows: at depth 5 verified R 3 spends 4,653 nodes, more than
 * standard R 2's 4,319 (so not between), and solves 3 against 2. */
static void
test_paper (void)
{
  g_autofree char *path = kp_path ();
  g_autofree char *expected = g_strdup_printf (
    "Suite “%s”: 4 positions, depth limits 3 to 5, seed style\n"
    "Solved: the move played is a best move (bm) and no other move reaches its value at that depth. Tied: another "
    "move does, solved by move order only. Beyond the depth: a mate longer than the depth (dm), or a mate found for "
    "another move. Ratios are to null R 2; tie tests search each other move alone with a zero window at that value and are counted apart.\n"
    "\n"
    "depth  configuration  solved  tied  beyond the depth  not solved  capped  nodes  tie tests  nodes / null R 2  solved / null R 2\n"
    "    3  null R 2            3     1                 0           0       0    388        169              1.00               1.00\n"
    "    3  null R 3            3     1                 0           0       0    388        169              1.00               1.00\n"
    "    3  verified R 3        3     1                 0           0       0    388        169              1.00               1.00\n"
    "    4  null R 2            2     1                 0           1       0    828         65              1.00               1.00\n"
    "    4  null R 3            3     1                 0           0       0  1,133        358              1.37               1.50\n"
    "    4  verified R 3        3     1                 0           0       0  1,133        358              1.37               1.50\n"
    "    5  null R 2            2     1                 0           1       0  4,319      1,818              1.00               1.00\n"
    "    5  null R 3            2     1                 0           1       0  3,757         87              0.87               1.00\n"
    "    5  verified R 3        3     1                 0           0       0  4,653        393              1.08               1.50\n"
    "\n"
    "Verified R 3's tree lies between standard R 3's and R 2's: yes at depths 3 and 4, no at depth 5 (depth 3: "
    "verified R 3 1.00, standard R 3 1.00 times standard R 2's nodes; depth 4: verified R 3 1.37, standard R 3 1.37 "
    "times standard R 2's nodes; depth 5: verified R 3 1.08, standard R 3 0.87 times standard R 2's nodes).\n"
    "Verified R 3 solves at least as many positions as standard R 2: yes at depths 3, 4 and 5 (depth 3: 3 against 3; "
    "depth 4: 3 against 2; depth 5: 3 against 2).\n", path);
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) named = { 0 };
  g_auto (TestRun) csv = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) engine = { 0 };

  TEST_RUN_CLI (&run, "suite", "--report", "paper", "--depths", "3-5", path);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, expected);
  /* The preset named: the same table (baseline null:2 by default). */
  TEST_RUN_CLI (&named, "suite", "--report", "paper", "-c", "paper", "--depths", "3-5", path);
  g_assert_cmpstr (named.out, ==, expected);
  TEST_RUN_CLI (&csv, "suite", "--report", "paper", "--depths", "3-5", "--csv", path);
  g_assert_cmpint (csv.status, ==, 0);
  g_assert_cmpstr (csv.out, ==,
                   "depth,mode,reduction,solved,tied,beyond,not_solved,capped,nodes,test_nodes,node_ratio,solved_ratio\n"
                   "3,null,2,3,1,0,0,0,388,169,1.00,1.00\n"
                   "3,null,3,3,1,0,0,0,388,169,1.00,1.00\n"
                   "3,verified,3,3,1,0,0,0,388,169,1.00,1.00\n"
                   "4,null,2,2,1,0,1,0,828,65,1.00,1.00\n"
                   "4,null,3,3,1,0,0,0,1133,358,1.37,1.50\n"
                   "4,verified,3,3,1,0,0,0,1133,358,1.37,1.50\n"
                   "5,null,2,2,1,0,1,0,4319,1818,1.00,1.00\n"
                   "5,null,3,2,1,0,1,0,3757,87,0.87,1.00\n"
                   "5,verified,3,3,1,0,0,0,4653,393,1.08,1.50\n");
  TEST_RUN_CLI (&json, "suite", "--report", "paper", "--depths", "3-5", "--json", path);
  g_assert_cmpint (json.status, ==, 0);
  test_assert_contains (json.out, "\"baseline\":{\"mode\":\"null\",\"reduction\":2}");
  test_assert_contains (json.out, "\"claims\":[{\"claim\":\"between\",\"holds\":[true,true,false],");
  test_assert_contains (json.out, "{\"claim\":\"solves_as_many\",\"holds\":[true,true,true],");
  test_assert_contains (json.out, "\"same_search_r2_r3\":false}\n");

  /* Under the engine preset the gate sets the probe's depth, not R:
   * null R 2 and R 3 are one search, and the report says so. */
  TEST_RUN_CLI (&engine, "suite", "--report", "paper", "-d", "4", "--engine-parts", "engine", path);
  g_assert_cmpint (engine.status, ==, 0);
  test_assert_contains (engine.out, "”: 4 positions, depth limit 4, engine style (every part)\n");
  test_assert_contains (engine.out, "Standard R 2 and R 3 are one search here: with the engine part gate the probe's "
                                    "depth is Stockfish's formula, whatever R says");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-suite/text", test_text);
  g_test_add_func ("/cli-suite/classes-by-hand", test_classes_by_hand);
  g_test_add_func ("/cli-suite/beyond", test_beyond);
  g_test_add_func ("/cli-suite/capped", test_capped);
  g_test_add_func ("/cli-suite/no-answer", test_no_answer);
  g_test_add_func ("/cli-suite/json", test_json);
  g_test_add_func ("/cli-suite/csv-file", test_csv_file);
  g_test_add_func ("/cli-suite/avoid-moves", test_avoid_moves);
  g_test_add_func ("/cli-suite/bad-lines", test_bad_lines);
  g_test_add_func ("/cli-suite/bad-options", test_bad_options);
  g_test_add_func ("/cli-suite/plot", test_plot);
  g_test_add_func ("/cli-suite/find-positions", test_find_positions);
  g_test_add_func ("/cli-suite/shipped-suite", test_shipped_suite);
  g_test_add_func ("/cli-suite/null-when", test_null_when);
  g_test_add_func ("/cli-suite/paper", test_paper);
  return g_test_run ();
}
