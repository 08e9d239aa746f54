/* test-event-text.c — one line of plain words per event
 * (cairn-event-text.c): values with their infinities, bound marks and the
 * reason each bound gives, and the log of whole searches on tic-tac-toe
 * (the seed's pitfall prune, and verified mode's confirmations), word for
 * word.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-event-text.h"
#include "test-util.h"

/* Values: ±32000 and beyond are the infinities, everything else a number. */
static void
test_values (void)
{
  static const struct {
    int value;
    const char *text;
  } values[] = {
    { 0, "0" }, { 9, "9" }, { -15, "-15" }, { 31999, "31999" }, { -31999, "-31999" },
    { 32000, "+∞" }, { 40000, "+∞" }, { -32000, "−∞" }, { G_MININT, "−∞" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autofree char *text = cairn_value_to_string (values[i].value);

      g_assert_cmpstr (text, ==, values[i].text);
    }
}

/* Each bound's mark and reason, for max and min nodes. */
static void
test_bounds (void)
{
  g_autofree char *lower = cairn_bound_mark (CAIRN_BOUND_LOWER, "15");
  g_autofree char *upper = cairn_bound_mark (CAIRN_BOUND_UPPER, "−∞");
  g_autofree char *exact = cairn_bound_mark (CAIRN_BOUND_EXACT, "9");

  g_assert_cmpstr (lower, ==, "≥ 15");
  g_assert_cmpstr (upper, ==, "≤ −∞");
  g_assert_cmpstr (exact, ==, "9");

  g_assert_null (cairn_bound_reason (CAIRN_BOUND_EXACT, CAIRN_END_CUTOFF, TRUE));
  g_assert_cmpstr (cairn_bound_reason (CAIRN_BOUND_UPPER, CAIRN_END_NULL_PRUNED, FALSE), ==, "null-move prune");
  g_assert_cmpstr (cairn_bound_reason (CAIRN_BOUND_UPPER, CAIRN_END_NULL_VERIFIED, FALSE), ==,
                   "cutoff, confirmed by the verification search");
  g_assert_cmpstr (cairn_bound_reason (CAIRN_BOUND_LOWER, CAIRN_END_CUTOFF, TRUE), ==, "cutoff");
  g_assert_cmpstr (cairn_bound_reason (CAIRN_BOUND_LOWER, CAIRN_END_TT_CUTOFF, TRUE), ==, "table cutoff");
  g_assert_cmpstr (cairn_bound_reason (CAIRN_BOUND_LOWER, CAIRN_END_STAND_PAT, TRUE), ==, "stand pat");
  /* Every move searched: which side of the window, and whose node. */
  g_assert_cmpstr (cairn_bound_reason (CAIRN_BOUND_UPPER, CAIRN_END_EXACT, TRUE), ==, "every move failed low");
  g_assert_cmpstr (cairn_bound_reason (CAIRN_BOUND_LOWER, CAIRN_END_EXACT, TRUE), ==, "the last move reached β");
  g_assert_cmpstr (cairn_bound_reason (CAIRN_BOUND_LOWER, CAIRN_END_EXACT, FALSE), ==, "every move failed high");
  g_assert_cmpstr (cairn_bound_reason (CAIRN_BOUND_UPPER, CAIRN_END_EXACT, FALSE), ==, "the last move reached α");
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
  g_test_add_func ("/event-text/values", test_values);
  g_test_add_func ("/event-text/bounds", test_bounds);
  g_test_add_func ("/event-text/pitfall-log", test_event_text);
  g_test_add_func ("/event-text/verified", test_event_text_verified);
  return g_test_run ();
}
