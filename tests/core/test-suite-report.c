/* test-suite-report.c — a suite's totals and the paper's table as text
 * (cairn-suite-report.c).  The suites here are filled by hand (no search
 * runs): their totals and verdicts are chosen, so every cell, ratio,
 * column width and sentence of the expected text is worked out from
 * them (the padded tables were laid out by a separate script: each
 * column as wide as its widest cell, text left, numbers right, two spaces
 * between, no trailing spaces).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-epd.h"
#include "cairn-suite-report.h"
#include "test-util.h"

#define RECORDS \
  "8/8/8/4pK2/3kP3/7P/8/8 w - - bm h4;\n" \
  "8/8/8/3k4/8/4K3/4P3/8 w - - bm Kf4 Kd3 Kf3;\n" \
  "8/7p/8/4pK2/3kP3/8/8/8 b - - bm h5 h6;\n"

static GPtrArray *
records (void)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *r = cairn_epd_parse (cairn_epd_game (), RECORDS, strlen (RECORDS), "t.epd", &error);

  g_assert_no_error (error);
  return r;
}

static void
set_totals (CairnSuite *suite,
            guint       d,
            guint       c,
            guint       solved,
            guint       tied,
            guint       beyond,
            guint       not_solved,
            guint       capped,
            guint64     nodes,
            guint64     test_nodes)
{
  CairnSuiteTotals *t = (CairnSuiteTotals *) cairn_suite_totals (suite, d, c);

  t->count[CAIRN_SUITE_SOLVED] = solved;
  t->count[CAIRN_SUITE_TIED] = tied;
  t->count[CAIRN_SUITE_BEYOND] = beyond;
  t->count[CAIRN_SUITE_NOT_SOLVED] = not_solved;
  t->count[CAIRN_SUITE_CAPPED] = capped;
  t->nodes = nodes;
  t->test_nodes = test_nodes;
}

static void
test_ratio (void)
{
  static const struct {
    guint64 part, whole;
    const char *text;
  } cases[] = {
    { 5, 0, "-" }, { 0, 7, "0.00" }, { 1, 3, "0.33" }, { 2, 3, "0.67" }, { 7, 7, "1.00" },
    { 12345, 100, "123.45" }, { 3000, 12345, "0.24" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = cairn_suite_ratio_text (cases[i].part, cases[i].whole);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

/* One depth, the default four configurations, plain the baseline: the
 * table with the "fails where plain solves" column, and the CSV. */
static void
test_totals (void)
{
  g_autoptr (GPtrArray) recs = records ();
  const guint depth = 5;
  CairnSettings settings;
  g_autoptr (CairnSuite) suite = NULL;
  g_autofree char *text = NULL, *plain_text = NULL, *csv = NULL;
  /* Per configuration, the verdict of each of the three records. */
  static const CairnSuiteClass verdicts[4][3] = {
    { CAIRN_SUITE_SOLVED, CAIRN_SUITE_SOLVED, CAIRN_SUITE_TIED },
    { CAIRN_SUITE_SOLVED, CAIRN_SUITE_BEYOND, CAIRN_SUITE_NOT_SOLVED },
    { CAIRN_SUITE_SOLVED, CAIRN_SUITE_NOT_SOLVED, CAIRN_SUITE_TIED },
    { CAIRN_SUITE_SOLVED, CAIRN_SUITE_SOLVED, CAIRN_SUITE_NOT_SOLVED },
  };

  cairn_settings_init_default (&settings);
  suite = cairn_suite_new (recs, cairn_suite_default_configs, 4, &depth, 1, 0, &settings);
  for (guint c = 0; c < 4; c++)
    for (guint r = 0; r < 3; r++)
      cairn_suite_result (suite, 0, r, c)->verdict = verdicts[c][r];
  set_totals (suite, 0, 0, 2, 1, 0, 0, 0, 12345, 100);
  set_totals (suite, 0, 1, 1, 0, 1, 1, 0, 4000, 50);
  set_totals (suite, 0, 2, 1, 1, 0, 1, 0, 3000, 0);
  set_totals (suite, 0, 3, 2, 0, 0, 1, 0, 5000, 7);

  text = cairn_suite_totals_text (suite, TRUE);
  g_assert_cmpstr (text, ==,
    "configuration  solved  tied  beyond the depth  not solved  capped   nodes  tie tests  nodes / plain  solved / plain  fails where plain solves\n"
    "plain               2     1                 0           0       0  12,345        100           1.00            1.00\n"
    "null R 2            1     0                 1           1       0   4,000         50           0.32            0.50                         1\n"
    "null R 3            1     1                 0           1       0   3,000          0           0.24            0.50                         1\n"
    "verified R 3        2     0                 0           1       0   5,000          7           0.41            1.00                         0\n");
  /* Without the column, the line ends after the solved ratio. */
  plain_text = cairn_suite_totals_text (suite, FALSE);
  g_assert_true (g_str_has_prefix (plain_text, "configuration  solved  tied  beyond the depth  not solved  capped   "
                                               "nodes  tie tests  nodes / plain  solved / plain\nplain   "));
  g_assert_null (strstr (plain_text, "fails"));

  csv = cairn_suite_totals_csv (suite);
  g_assert_cmpstr (csv, ==,
    "depth,mode,reduction,solved,tied,beyond,not_solved,capped,nodes,test_nodes,node_ratio,solved_ratio\n"
    "5,plain,,2,1,0,0,0,12345,100,1.00,1.00\n"
    "5,null,2,1,0,1,1,0,4000,50,0.32,0.50\n"
    "5,null,3,1,1,0,1,0,3000,0,0.24,0.50\n"
    "5,verified,3,2,0,0,1,0,5000,7,0.41,1.00\n");

  /* No paper configurations: no claims. */
  {
    CairnSuiteConfig two[2] = { { CAIRN_MODE_PLAIN, 0 }, { CAIRN_MODE_NULL, 2 } };
    g_autoptr (CairnSuite) other = cairn_suite_new (recs, two, 2, &depth, 1, 0, &settings);

    g_assert_null (cairn_suite_claim_sentences (other));
  }
}

/* Two depths, the paper's three configurations, null R 2 the baseline:
 * the claims hold at depth 5 and fail at depth 6, where one search was
 * capped; the whole paper report. */
static void
test_paper (void)
{
  g_autoptr (GPtrArray) recs = records ();
  const guint depths[] = { 5, 6 };
  CairnSettings settings;
  g_autoptr (CairnSuite) suite = NULL;
  g_auto (GStrv) sentences = NULL;
  g_autofree char *paper = NULL;

  cairn_settings_init_default (&settings);
  suite = cairn_suite_new (recs, cairn_suite_paper_configs, 3, depths, 2, 0, &settings);
  set_totals (suite, 0, 0, 1, 0, 1, 1, 0, 4000, 10);
  set_totals (suite, 0, 1, 1, 1, 0, 1, 0, 3000, 0);
  set_totals (suite, 0, 2, 2, 0, 0, 1, 0, 3600, 20);
  set_totals (suite, 1, 0, 2, 0, 0, 0, 1, 8000, 0);
  set_totals (suite, 1, 1, 1, 0, 1, 1, 0, 6000, 5);
  set_totals (suite, 1, 2, 1, 1, 0, 1, 0, 9200, 1234);

  sentences = cairn_suite_claim_sentences (suite);
  g_assert_cmpuint (g_strv_length (sentences), ==, 2);
  g_assert_cmpstr (sentences[0], ==,
                   "Verified R 3's tree lies between standard R 3's and R 2's: yes at depth 5, no at depth 6 "
                   "(depth 5: verified R 3 0.90, standard R 3 0.75 times standard R 2's nodes; depth 6: "
                   "verified R 3 1.15, standard R 3 0.75 times standard R 2's nodes). At depth 6 1 search was "
                   "capped: its nodes count up to the cap only.");
  g_assert_cmpstr (sentences[1], ==,
                   "Verified R 3 solves at least as many positions as standard R 2: yes at depth 5, no at depth 6 "
                   "(depth 5: 2 against 1; depth 6: 1 against 2). At depth 6 1 search was capped: its nodes "
                   "count up to the cap only.");

  paper = cairn_suite_paper_text (suite, "kp");
  g_assert_cmpstr (paper, ==,
    "Suite “kp”: 3 positions, depth limits 5 to 6, seed style\n"
    "Solved: the move played is a best move (bm) and no other move reaches its value at that depth. "
    "Tied: another move does, solved by move order only. Beyond the depth: a mate longer than the depth (dm), "
    "or a mate found for another move. Ratios are to null R 2; tie tests search each other move alone with a "
    "zero window at that value and are counted apart.\n"
    "\n"
    "depth  configuration  solved  tied  beyond the depth  not solved  capped  nodes  tie tests  nodes / null R 2  solved / null R 2\n"
    "    5  null R 2            1     0                 1           1       0  4,000         10              1.00               1.00\n"
    "    5  null R 3            1     1                 0           1       0  3,000          0              0.75               1.00\n"
    "    5  verified R 3        2     0                 0           1       0  3,600         20              0.90               2.00\n"
    "    6  null R 2            2     0                 0           0       1  8,000          0              1.00               1.00\n"
    "    6  null R 3            1     0                 1           1       0  6,000          5              0.75               0.50\n"
    "    6  verified R 3        1     1                 0           1       0  9,200      1,234              1.15               0.50\n"
    "\n"
    "Verified R 3's tree lies between standard R 3's and R 2's: yes at depth 5, no at depth 6 "
    "(depth 5: verified R 3 0.90, standard R 3 0.75 times standard R 2's nodes; depth 6: "
    "verified R 3 1.15, standard R 3 0.75 times standard R 2's nodes). At depth 6 1 search was "
    "capped: its nodes count up to the cap only.\n"
    "Verified R 3 solves at least as many positions as standard R 2: yes at depth 5, no at depth 6 "
    "(depth 5: 2 against 1; depth 6: 1 against 2). At depth 6 1 search was capped: its nodes "
    "count up to the cap only.\n");
}

/* With the gate, standard R 2 and R 3 are one search: said so. */
static void
test_gate (void)
{
  g_autoptr (GPtrArray) recs = records ();
  const guint depths[] = { 4, 5, 6 };
  CairnSettings settings;
  g_autoptr (CairnSuite) suite = NULL;
  g_auto (GStrv) sentences = NULL;
  g_autofree char *style = NULL;

  cairn_settings_init_default (&settings);
  settings.engine_parts = CAIRN_ENGINE_PARTS_ALL;
  suite = cairn_suite_new (recs, cairn_suite_paper_configs, 3, depths, 3, 0, &settings);
  g_assert_cmpuint (suite->same_as[1], ==, 0);
  for (guint d = 0; d < 3; d++)
    {
      set_totals (suite, d, 0, 1, 0, 0, 2, 0, 500, 0);
      set_totals (suite, d, 1, 1, 0, 0, 2, 0, 500, 0);
      set_totals (suite, d, 2, 1, 0, 0, 2, 0, 500, 0);
    }
  sentences = cairn_suite_claim_sentences (suite);
  g_assert_cmpstr (sentences[0], ==,
                   "Verified R 3's tree lies between standard R 3's and R 2's: yes at depths 4, 5 and 6 "
                   "(depth 4: verified R 3 1.00, standard R 3 1.00 times standard R 2's nodes; depth 5: "
                   "verified R 3 1.00, standard R 3 1.00 times standard R 2's nodes; depth 6: verified R 3 "
                   "1.00, standard R 3 1.00 times standard R 2's nodes). Standard R 2 and R 3 are one search "
                   "here: with the engine part gate the probe's depth is Stockfish's formula, whatever R says, "
                   "so only a tree of the very same size lies between.");
  g_assert_cmpstr (sentences[1], ==,
                   "Verified R 3 solves at least as many positions as standard R 2: yes at depths 4, 5 and 6 "
                   "(depth 4: 1 against 1; depth 5: 1 against 1; depth 6: 1 against 1).");
  style = cairn_suite_style_text (suite);
  g_assert_cmpstr (style, ==, "engine style (every part)");
}

static void
test_style (void)
{
  g_autoptr (GPtrArray) recs = records ();
  const guint depth = 5;
  static const struct {
    gboolean guard;
    CairnProbeWindow window;
    CairnNullWhen when;
    guint parts;
    const char *text;
  } cases[] = {
    { FALSE, CAIRN_PROBE_WINDOW_FULL, CAIRN_NULL_WHEN_ALWAYS, 0, "seed style" },
    { TRUE, CAIRN_PROBE_WINDOW_FULL, CAIRN_NULL_WHEN_ALWAYS, 0, "seed style, horizon guard" },
    { TRUE, CAIRN_PROBE_WINDOW_ZERO, CAIRN_NULL_WHEN_PIECES, 0,
      "seed style, horizon guard, zero-width probes, null move only with pieces" },
    { FALSE, CAIRN_PROBE_WINDOW_ZERO, CAIRN_NULL_WHEN_ALWAYS, 0, "seed style, zero-width probes" },
    { TRUE, CAIRN_PROBE_WINDOW_FULL, CAIRN_NULL_WHEN_ALWAYS, CAIRN_PART_QSEARCH | CAIRN_PART_TT,
      "engine style (qsearch,tt), horizon guard" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnSettings settings;
      g_autoptr (CairnSuite) suite = NULL;
      g_autofree char *style = NULL;

      cairn_settings_init_default (&settings);
      settings.guard = cases[i].guard;
      settings.probe_window = cases[i].window;
      settings.null_when = cases[i].when;
      settings.engine_parts = cases[i].parts;
      suite = cairn_suite_new (recs, cairn_suite_default_configs, 4, &depth, 1, 0, &settings);
      style = cairn_suite_style_text (suite);
      g_assert_cmpstr (style, ==, cases[i].text);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/suite-report/ratio", test_ratio);
  g_test_add_func ("/suite-report/totals", test_totals);
  g_test_add_func ("/suite-report/paper", test_paper);
  g_test_add_func ("/suite-report/gate", test_gate);
  g_test_add_func ("/suite-report/style", test_style);
  return g_test_run ();
}
