/* test-finder.c — the instructive-position finder: exact counts for fixed
 * ranges, the seed's pitfall among the results, and every case checked
 * again independently.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-finder.h"
#include "test-util.h"

/* Re-derives a case from scratch: the two searches disagree, and minimax
 * (no pruning at all) confirms both values and the loss. */
static void
check_case (const CairnFinderCase *c)
{
  CairnSettings pruned, exact;
  CairnCounters a, b, m;
  int best;

  cairn_finder_case_settings (c, &pruned);
  cairn_search_count (&c->position, &pruned, &a);
  g_assert_cmpint (a.best_move, ==, c->pruned_move);
  g_assert_cmpint (a.value, ==, c->pruned_value);
  g_assert_cmpuint (a.nodes, ==, c->pruned_nodes);

  test_settings (CAIRN_MODE_MINIMAX, c->depth, 1, FALSE, &exact);
  cairn_search_count (&c->position, &exact, &b);
  g_assert_cmpint (b.best_move, ==, c->plain_move);
  g_assert_cmpint (b.value, ==, c->plain_value);

  exact.root_move = (CairnMove) c->pruned_move;
  cairn_search_count (&c->position, &exact, &m);
  g_assert_cmpint (m.value, ==, c->move_value);
  best = c->position.to_move == CAIRN_SIDE_X ? b.value - m.value : m.value - b.value;
  g_assert_cmpint (best, ==, c->loss);
  g_assert_cmpint (c->loss, >, 0);
}

static void
test_depth_three (void)
{
  CairnFinderOptions options;
  g_autoptr (CairnFinderResult) result = NULL;
  gboolean pitfall = FALSE;

  cairn_finder_options_init (&options);
  options.min_depth = options.max_depth = 3;
  options.min_reduction = options.max_reduction = 1;
  result = cairn_finder_run (&options, CAIRN_FINDER_RANK_LOSS);

  g_assert_cmpuint (result->positions, ==, 9040);
  g_assert_cmpuint (result->cases_per_variant[CAIRN_FINDER_NULL], ==, 92);
  g_assert_cmpuint (result->cases_per_variant[CAIRN_FINDER_NULL_GUARD], ==, 0);
  g_assert_cmpuint (result->cases_per_variant[CAIRN_FINDER_VERIFIED], ==, 84);
  g_assert_cmpuint (result->cases_per_variant[CAIRN_FINDER_ADAPTIVE], ==, 0);
  g_assert_cmpuint (result->cases->len, ==, 92 + 84);

  for (guint i = 0; i < result->cases->len; i++)
    {
      const CairnFinderCase *c = &g_array_index (result->cases, CairnFinderCase, i);
      g_autofree char *cells = cairn_position_to_string (&c->position);

      check_case (c);
      if (i > 0)
        g_assert_cmpint (c[-1].loss, >=, c->loss);
      if (g_str_equal (cells, "...O.X...") && c->position.to_move == CAIRN_SIDE_X &&
          c->variant == CAIRN_FINDER_NULL)
        {
          pitfall = TRUE;
          g_assert_cmpint (c->plain_move, ==, 4);
          g_assert_cmpint (c->plain_value, ==, 12);
          g_assert_cmpint (c->pruned_move, ==, 0);
          g_assert_cmpint (c->move_value, ==, 9);
          g_assert_cmpint (c->loss, ==, 3);
        }
    }
  g_assert_true (pitfall);
}

/* The guard and adaptive R do not remove every case once the probes can
 * search real plies: measured over depths 1–9, R 1–4. */
static void
test_full_range_by_size (void)
{
  CairnFinderOptions options;
  g_autoptr (CairnFinderResult) result = NULL;

  cairn_finder_options_init (&options);
  options.variants = (1u << CAIRN_FINDER_NULL_GUARD) | (1u << CAIRN_FINDER_ADAPTIVE);
  result = cairn_finder_run (&options, CAIRN_FINDER_RANK_SIZE);

  g_assert_cmpuint (result->cases_per_variant[CAIRN_FINDER_NULL_GUARD], ==, 120);
  g_assert_cmpuint (result->positions_per_variant[CAIRN_FINDER_NULL_GUARD], ==, 38);
  g_assert_cmpuint (result->cases_per_variant[CAIRN_FINDER_ADAPTIVE], ==, 48);
  g_assert_cmpuint (result->positions_per_variant[CAIRN_FINDER_ADAPTIVE], ==, 16);
  for (guint i = 0; i < result->cases->len; i++)
    {
      const CairnFinderCase *c = &g_array_index (result->cases, CairnFinderCase, i);

      if (i > 0)
        g_assert_cmpuint (c[-1].plain_nodes + c[-1].pruned_nodes, <=, c->plain_nodes + c->pruned_nodes);
      if (i % 7 == 0)
        check_case (c);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/finder/depth-three", test_depth_three);
  g_test_add_func ("/finder/full-range-by-size", test_full_range_by_size);
  return g_test_run ();
}
