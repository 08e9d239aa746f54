/* test-suite.c — running an EPD suite (cairn-suite.c): the configuration
 * and depth texts with every refusal word for word, the verdicts' names,
 * and a small suite run unit by unit whose every search is held to the
 * count-only search run by hand with the same settings (the second
 * route), its totals to the sum of its results, and its verdicts to the
 * EPD line's bm.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-count.h"
#include "cairn-epd.h"
#include "cairn-suite.h"
#include "test-util.h"

static void
test_config_parse (void)
{
  static const struct {
    const char *text;
    CairnMode mode;
    guint reduction;
    const char *label;
  } good[] = {
    { "plain", CAIRN_MODE_PLAIN, 0, "plain" },
    { " Minimax ", CAIRN_MODE_MINIMAX, 0, "minimax" },
    { "null", CAIRN_MODE_NULL, 3, "null R 3" },
    { "null:2", CAIRN_MODE_NULL, 2, "null R 2" },
    { "verified: 8 ", CAIRN_MODE_VERIFIED, 8, "verified R 8" },
    { "verified:adaptive", CAIRN_MODE_VERIFIED, CAIRN_REDUCTION_ADAPTIVE, "verified R adaptive" },
  };
  static const struct {
    const char *text, *message;
  } bad[] = {
    { "plain:2", "Invalid configuration “plain:2”: plain makes no null move, so it takes no reduction" },
    { "minimax:", "Invalid configuration “minimax:”: minimax makes no null move, so it takes no reduction" },
    { "null:9", "Invalid reduction R “9”: use a whole number from 1 to 8, or adaptive" },
    { "null:", "Invalid reduction R “”: use a whole number from 1 to 8, or adaptive" },
    { "nul:2", "Invalid mode “nul”: use plain, null, verified or minimax" },
    { "", "Invalid mode “”: use plain, null, verified or minimax" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      CairnSuiteConfig config;
      g_autofree char *label = NULL;

      g_assert_true (cairn_suite_config_parse (good[i].text, &config, NULL));
      g_assert_cmpint (config.mode, ==, good[i].mode);
      g_assert_cmpuint (config.reduction, ==, good[i].reduction);
      label = cairn_suite_config_label (&config);
      g_assert_cmpstr (label, ==, good[i].label);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      CairnSuiteConfig config;

      g_assert_false (cairn_suite_config_parse (bad[i].text, &config, &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }

  /* Equal: R only counts where a null move is made. */
  {
    CairnSuiteConfig plain_0 = { CAIRN_MODE_PLAIN, 0 }, plain_5 = { CAIRN_MODE_PLAIN, 5 };
    CairnSuiteConfig null_2 = { CAIRN_MODE_NULL, 2 }, null_3 = { CAIRN_MODE_NULL, 3 };
    CairnSuiteConfig verified_2 = { CAIRN_MODE_VERIFIED, 2 };

    g_assert_true (cairn_suite_config_equal (&plain_0, &plain_5));
    g_assert_false (cairn_suite_config_equal (&null_2, &null_3));
    g_assert_false (cairn_suite_config_equal (&null_2, &verified_2));
    g_assert_true (cairn_suite_config_equal (&null_3, &null_3));
  }
}

static void
test_configs_parse (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) configs = g_array_new (FALSE, FALSE, sizeof (CairnSuiteConfig));
  gboolean paper = TRUE;

  g_assert_true (cairn_suite_configs_parse ("plain, null:2,verified", configs, &paper, NULL));
  g_assert_false (paper);
  g_assert_cmpuint (configs->len, ==, 3);
  g_assert_cmpint (g_array_index (configs, CairnSuiteConfig, 0).mode, ==, CAIRN_MODE_PLAIN);
  g_assert_cmpint (g_array_index (configs, CairnSuiteConfig, 1).mode, ==, CAIRN_MODE_NULL);
  g_assert_cmpuint (g_array_index (configs, CairnSuiteConfig, 1).reduction, ==, 2);
  g_assert_cmpint (g_array_index (configs, CairnSuiteConfig, 2).mode, ==, CAIRN_MODE_VERIFIED);
  g_assert_cmpuint (g_array_index (configs, CairnSuiteConfig, 2).reduction, ==, 3);

  /* "paper": null R 2, null R 3, verified R 3, after what came before. */
  g_array_set_size (configs, 0);
  g_assert_true (cairn_suite_configs_parse ("plain,paper", configs, &paper, NULL));
  g_assert_true (paper);
  g_assert_cmpuint (configs->len, ==, 4);
  g_assert_cmpuint (g_array_index (configs, CairnSuiteConfig, 1).reduction, ==, 2);
  g_assert_cmpuint (g_array_index (configs, CairnSuiteConfig, 2).reduction, ==, 3);
  g_assert_cmpint (g_array_index (configs, CairnSuiteConfig, 3).mode, ==, CAIRN_MODE_VERIFIED);

  g_array_set_size (configs, 0);
  g_assert_false (cairn_suite_configs_parse ("paper,null:3", configs, &paper, &error));
  g_assert_error (error, CAIRN_SUITE_ERROR, CAIRN_SUITE_ERROR_CONFIGS);
  g_assert_cmpstr (error->message, ==, "The configuration null R 3 is named twice");
  g_clear_error (&error);
  g_array_set_size (configs, 0);
  g_assert_false (cairn_suite_configs_parse ("plain,minimax,plain", configs, &paper, &error));
  g_assert_cmpstr (error->message, ==, "The configuration plain is named twice");
  g_clear_error (&error);
  g_array_set_size (configs, 0);
  /* An empty text names none (g_strsplit() gives no items); an empty
   * item among others is a bad mode. */
  g_assert_false (cairn_suite_configs_parse ("", configs, &paper, &error));
  g_assert_error (error, CAIRN_SUITE_ERROR, CAIRN_SUITE_ERROR_CONFIGS);
  g_assert_cmpstr (error->message, ==,
                   "Invalid configurations “”: name at least one, e.g. plain,null:2,verified:3, or paper");
  g_clear_error (&error);
  g_array_set_size (configs, 0);
  g_assert_false (cairn_suite_configs_parse ("plain,", configs, &paper, &error));
  g_assert_cmpstr (error->message, ==, "Invalid mode “”: use plain, null, verified or minimax");
  g_clear_error (&error);
}

static void
test_depths_parse (void)
{
  static const struct {
    const char *text;
    guint max, first, n;
  } good[] = {
    { "7", 9, 7, 1 },
    { "5-9", 9, 5, 5 },
    { " 3 - 4 ", 9, 3, 2 },
    { "12-12", 12, 12, 1 },
    { "1-16", 16, 1, 16 },
  };
  static const struct {
    const char *text;
    guint max;
    const char *message;
  } bad[] = {
    { "0", 9, "Invalid depth limits “0”: give one, or a range such as 5-9, each a whole number from 1 to 9" },
    { "10", 9, "Invalid depth limits “10”: give one, or a range such as 5-9, each a whole number from 1 to 9" },
    { "13", 12, "Invalid depth limits “13”: give one, or a range such as 5-9, each a whole number from 1 to 12" },
    { "3-5-7", 9, "Invalid depth limits “3-5-7”: give one, or a range such as 5-9, each a whole number from 1 to 9" },
    { "", 9, "Invalid depth limits “”: give one, or a range such as 5-9, each a whole number from 1 to 9" },
    { "5-", 9, "Invalid depth limits “5-”: give one, or a range such as 5-9, each a whole number from 1 to 9" },
    { "x", 9, "Invalid depth limits “x”: give one, or a range such as 5-9, each a whole number from 1 to 9" },
    { "9-5", 9, "Invalid depth limits “9-5”: the range runs from the lower depth to the higher, e.g. 5-9" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr (GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));

      g_assert_true (cairn_suite_depths_parse (good[i].text, good[i].max, depths, NULL));
      g_assert_cmpuint (depths->len, ==, good[i].n);
      for (guint k = 0; k < depths->len; k++)
        g_assert_cmpuint (g_array_index (depths, guint, k), ==, good[i].first + k);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr (GError) error = NULL;

      g_assert_false (cairn_suite_depths_parse (bad[i].text, bad[i].max, depths, &error));
      g_assert_error (error, CAIRN_SUITE_ERROR, CAIRN_SUITE_ERROR_DEPTHS);
      g_assert_cmpstr (error->message, ==, bad[i].message);
      g_assert_cmpuint (depths->len, ==, 0);
    }
}

/* Verdict names: the ids the JSON writes, read back; the table's order. */
static void
test_classes (void)
{
  static const struct {
    CairnSuiteClass verdict;
    const char *id, *label;
  } classes[] = {
    { CAIRN_SUITE_CAPPED, "capped", "capped" },
    { CAIRN_SUITE_BEYOND, "beyond", "beyond the depth" },
    { CAIRN_SUITE_NOT_SOLVED, "not_solved", "not solved" },
    { CAIRN_SUITE_TIED, "tied", "tied" },
    { CAIRN_SUITE_SOLVED, "solved", "solved" },
  };
  CairnSuiteClass verdict;

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      g_assert_cmpstr (cairn_suite_class_to_string (classes[i].verdict), ==, classes[i].id);
      g_assert_cmpstr (cairn_suite_class_to_label (classes[i].verdict), ==, classes[i].label);
      g_assert_true (cairn_suite_class_parse (classes[i].id, &verdict));
      g_assert_cmpint (verdict, ==, classes[i].verdict);
    }
  g_assert_false (cairn_suite_class_parse ("Solved", &verdict));
  g_assert_false (cairn_suite_class_parse ("beyond the depth", &verdict));
  g_assert_cmpint (cairn_suite_class_order[0], ==, CAIRN_SUITE_SOLVED);
  g_assert_cmpint (cairn_suite_class_order[1], ==, CAIRN_SUITE_TIED);
  g_assert_cmpint (cairn_suite_class_order[2], ==, CAIRN_SUITE_BEYOND);
  g_assert_cmpint (cairn_suite_class_order[3], ==, CAIRN_SUITE_NOT_SOLVED);
  g_assert_cmpint (cairn_suite_class_order[4], ==, CAIRN_SUITE_CAPPED);
}

/* Two king-and-pawn lines of tests/data/suite-kp.epd. */
#define SUITE_TEXT \
  "8/8/8/4pK2/3kP3/7P/8/8 w - - bm h4; id \"trebuchet\";\n" \
  "8/8/8/3k4/8/4K3/4P3/8 w - - bm Kf4 Kd3 Kf3; id \"key squares\";\n"

/* Every unit run on its own: each search's counters are the count-only
 * search's with the unit's mode, R and depth; the totals add them up;
 * a move outside bm is never solved. */
static void
test_run (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = cairn_epd_parse (cairn_epd_game (), SUITE_TEXT, strlen (SUITE_TEXT), "t.epd",
                                                   &error);
  const guint depths[] = { 3, 4 };
  g_autoptr (CairnSuite) suite = NULL;
  CairnSettings settings;

  g_assert_no_error (error);
  g_assert_true (cairn_suite_check_records (records, "t.epd", NULL));
  cairn_settings_init_default (&settings);
  suite = cairn_suite_new (records, cairn_suite_default_configs, 4, depths, 2, 1, &settings);
  g_assert_cmpuint (cairn_suite_n_units (suite), ==, 2 * 2 * 4);
  for (guint c = 0; c < 4; c++)
    g_assert_cmpuint (suite->same_as[c], ==, c);
  for (guint u = 0; u < cairn_suite_n_units (suite); u++)
    cairn_suite_run_unit (suite, u);
  cairn_suite_add_up (suite);

  for (guint d = 0; d < 2; d++)
    for (guint c = 0; c < 4; c++)
      {
        const CairnSuiteTotals *totals = cairn_suite_totals (suite, d, c);
        guint64 nodes = 0, test_nodes = 0;
        guint count = 0;

        for (guint r = 0; r < records->len; r++)
          {
            const CairnEpdRecord *record = g_ptr_array_index (records, r);
            const CairnSuiteResult *result = cairn_suite_result (suite, d, r, c);
            CairnSettings s = settings;
            CairnCounters counted;

            s.depth = depths[d];
            s.mode = cairn_suite_default_configs[c].mode;
            if (cairn_mode_uses_null_move (s.mode))
              s.reduction = cairn_suite_default_configs[c].reduction;
            g_assert_true (cairn_count_search (&record->position, &s, &counted));
            g_assert_cmpuint (result->counters.nodes, ==, counted.nodes);
            g_assert_cmpint (result->counters.value, ==, counted.value);
            g_assert_cmpint (result->counters.best_move, ==, counted.best_move);
            g_assert_cmpint (result->verdict == CAIRN_SUITE_NOT_SOLVED, ==,
                             !cairn_epd_record_solved (record, (CairnMove) counted.best_move));
            nodes += result->counters.nodes;
            test_nodes += result->test_nodes;
          }
        for (guint v = 0; v < CAIRN_SUITE_N_CLASSES; v++)
          count += totals->count[v];
        g_assert_cmpuint (count, ==, records->len);
        g_assert_cmpuint (totals->nodes, ==, nodes);
        g_assert_cmpuint (totals->test_nodes, ==, test_nodes);
      }
}

/* A line that says nothing to solve, and no table holds, is named. */
static void
test_check_records (void)
{
  static const char text[] = "8/8/8/4pK2/3kP3/7P/8/8 w - - bm h4;\n\n"
                             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - id \"start\";\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = cairn_epd_parse (cairn_epd_game (), text, strlen (text), "t.epd", NULL);

  g_assert_nonnull (records);
  g_assert_false (cairn_suite_check_records (records, "kp.epd", &error));
  g_assert_error (error, CAIRN_SUITE_ERROR, CAIRN_SUITE_ERROR_RECORD);
  g_assert_cmpstr (error->message, ==,
                   "Line 3 of “kp.epd”: no bm, am or dm, and no endgame table holds the position, so nothing "
                   "says what solves it");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/suite/config-parse", test_config_parse);
  g_test_add_func ("/suite/configs-parse", test_configs_parse);
  g_test_add_func ("/suite/depths-parse", test_depths_parse);
  g_test_add_func ("/suite/classes", test_classes);
  g_test_add_func ("/suite/run", test_run);
  g_test_add_func ("/suite/check-records", test_check_records);
  return g_test_run ();
}
