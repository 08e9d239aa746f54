/* test-format.c — counts, savings, JSON strings, event text, settings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-event-text.h"
#include "cairn-format.h"
#include "test-util.h"

static void
test_counts_and_savings (void)
{
  const struct { guint64 n; const char *text; } counts[] = {
    { 0, "0" }, { 999, "999" }, { 1787, "1,787" }, { 80790, "80,790" },
    { 549946, "549,946" }, { 1000000, "1,000,000" },
  };
  const struct { guint64 a, b; const char *text; } savings[] = {
    { 1787, 803, "55.1% fewer" },
    { 167, 78, "53.3% fewer" },
    { 20866, 19036, "8.8% fewer" },
    { 20866, 80790, "3.9× more" },
    { 1787, 1899, "6.3% more" },
    /* Never "0.0%" for a count that differs: as many digits as it takes. */
    { 34189, 34193, "0.01% more" },
    { 34193, 34189, "0.01% fewer" },
    { 10000000, 9999999, "0.00001% fewer" },
    { 10, 10, "same" },
    { 0, 5, "—" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      g_autofree char *text = cairn_format_count (counts[i].n);
      g_assert_cmpstr (text, ==, counts[i].text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (savings); i++)
    {
      g_autofree char *text = cairn_format_savings (savings[i].a, savings[i].b);
      g_assert_cmpstr (text, ==, savings[i].text);
    }
}

static void
test_json_string (void)
{
  g_autoptr (GString) out = g_string_new (NULL);

  cairn_json_append_string (out, "a\"b\\c\n\x01α");
  g_assert_cmpstr (out->str, ==, "\"a\\\"b\\\\c\\n\\u0001α\"");
}

static void
test_settings_parse (void)
{
  g_autoptr (GError) error = NULL;
  guint value;
  CairnMode mode;
  CairnSettings settings;

  g_assert_true (cairn_depth_parse ("9", &value, NULL));
  g_assert_cmpuint (value, ==, 9);
  g_assert_false (cairn_depth_parse ("0", &value, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_DEPTH);
  g_assert_cmpstr (error->message, ==, "Invalid depth limit “0”: use a whole number from 1 to 9");
  g_clear_error (&error);
  g_assert_false (cairn_depth_parse ("+5", &value, NULL));
  g_assert_false (cairn_depth_parse (" 5", &value, NULL));
  g_assert_false (cairn_depth_parse ("", &value, NULL));
  g_assert_true (cairn_reduction_parse ("Adaptive", &value, NULL));
  g_assert_cmpuint (value, ==, CAIRN_REDUCTION_ADAPTIVE);
  g_assert_false (cairn_reduction_parse ("9", &value, &error));
  g_assert_cmpstr (error->message, ==, "Invalid reduction R “9”: use a whole number from 1 to 8, or adaptive");
  g_clear_error (&error);
  g_assert_true (cairn_mode_parse ("VERIFIED", &mode, NULL));
  g_assert_cmpint (mode, ==, CAIRN_MODE_VERIFIED);
  g_assert_false (cairn_mode_parse ("alphabeta", &mode, &error));
  g_assert_cmpstr (error->message, ==, "Invalid mode “alphabeta”: use plain, null, verified or minimax");
  g_clear_error (&error);

  cairn_settings_init_default (&settings);
  g_assert_true (cairn_settings_validate (&settings, NULL, NULL));
  settings.depth = 10;
  g_assert_false (cairn_settings_validate (&settings, NULL, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_DEPTH);
}

/* The log line of the seed's pitfall prune, in plain words. */
static void
test_event_text (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnEvent *e;
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  test_position ("...O.X...", "x", &position);
  test_settings (CAIRN_MODE_NULL, 3, 1, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  do
    {
      e = cairn_search_step (search);
      g_ptr_array_add (lines, cairn_event_describe (e, cairn_search_get_tree (search)));
    }
  while (e->type != CAIRN_EVENT_DONE);

  g_assert_cmpstr (g_ptr_array_index (lines, 0), ==, "root node 0 entered (X to move, α=−∞, β=+∞)");
  g_assert_cmpstr (g_ptr_array_index (lines, 1), ==, "node 1: X plays cell 0 (ply 1, α=−∞, β=+∞)");
  g_assert_cmpstr (g_ptr_array_index (lines, lines->len - 1), ==, "search done: value 9, best move cell 0");

  /* The prune that loses the centre move: X has played 4, O to move. */
  {
    gboolean found_probe = FALSE, found_prune = FALSE;

    for (guint i = 0; i < lines->len; i++)
      {
        const char *line = g_ptr_array_index (lines, i);

        if (g_str_has_suffix (line, "(O passes, ply 1 → 3): 9 ≤ α=9, fails low: 6 moves pruned"))
          found_probe = TRUE;
        if (strstr (line, "null-move pruned: returns ≤ 9, 6 moves never searched (cells 0, 1, 2, 6, 7, 8)"))
          found_prune = TRUE;
      }
    g_assert_true (found_probe);
    g_assert_true (found_prune);
  }

  /* A node that returns a bound says so, with the reason: 7 lower and 8
   * upper bounds in this tree (see test-tree), the root exact. */
  {
    guint lower = 0, upper = 0;
    const char * const wanted[] = {
      "node 15 returns ≥ 15, a lower bound (cutoff)",
      "node 28 returns ≤ 9, an upper bound (null-move prune)",
      "node 51 returns ≤ 9, an upper bound (every move failed low)",
      "node 30 returns ≤ 9, an upper bound (the last move reached α)",
      "node 63 returns ≤ 9, an upper bound (cutoff)",
      "node 41 returns 15",
      "node 0 returns 9",
    };

    for (guint i = 0; i < lines->len; i++)
      {
        const char *line = g_ptr_array_index (lines, i);

        lower += strstr (line, ", a lower bound (") != NULL;
        upper += strstr (line, ", an upper bound (") != NULL;
      }
    g_assert_cmpuint (lower, ==, 7);
    g_assert_cmpuint (upper, ==, 8);
    for (guint k = 0; k < G_N_ELEMENTS (wanted); k++)
      {
        gboolean found = FALSE;

        for (guint i = 0; i < lines->len && !found; i++)
          found = g_str_equal (g_ptr_array_index (lines, i), wanted[k]);
        if (!found)
          g_error ("no log line \"%s\"", wanted[k]);
      }
  }
}

/* Verified mode, same rule: the empty board d5 R3 verifies 7 times, each
 * confirmed, each at a min node (O to move), which returns an upper bound
 * that says why. */
static void
test_event_text_verified (void)
{
  g_autoptr (CairnSearch) search = NULL;
  CairnPosition position;
  CairnSettings settings;
  const CairnEvent *e;
  guint confirmed = 0;

  cairn_position_init_empty (&position);
  test_settings (CAIRN_MODE_VERIFIED, 5, 3, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  do
    {
      g_autofree char *line = NULL;

      e = cairn_search_step (search);
      line = cairn_event_describe (e, cairn_search_get_tree (search));
      if (g_str_has_suffix (line, ", an upper bound (cutoff, confirmed by the verification search)"))
        confirmed++;
    }
  while (e->type != CAIRN_EVENT_DONE);
  g_assert_cmpuint (cairn_search_get_counters (search)->verifications, ==, 7);
  g_assert_cmpuint (confirmed, ==, 7);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/format/counts-and-savings", test_counts_and_savings);
  g_test_add_func ("/format/json-string", test_json_string);
  g_test_add_func ("/format/settings-parse", test_settings_parse);
  g_test_add_func ("/format/event-text", test_event_text);
  g_test_add_func ("/format/event-text-verified", test_event_text_verified);
  return g_test_run ();
}
