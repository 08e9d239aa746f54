/* test-sweep.c — the parameter study (cairn-sweep.c) shared by cairn-cli
 * sweep, the chart and the window: every cell of the grid is the search
 * the stepping engine makes with that cell's depth and R (a second route:
 * the sweep runs the count-only search), the baseline once per depth,
 * the progress told once per search in order, the settings carried over;
 * a known figure (the whole tic-tac-toe game tree, 549,946 nodes, by
 * depth-9 minimax); and the depth and R ranges.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-sweep.h"
#include "test-util.h"

static void
test_range (void)
{
  g_autoptr (GArray) three = cairn_sweep_range (3, 5);
  g_autoptr (GArray) one = cairn_sweep_range (9, 9);
  g_autoptr (GArray) none = cairn_sweep_range (5, 4);

  g_assert_cmpuint (three->len, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (g_array_index (three, guint, i), ==, 3 + i);
  g_assert_cmpuint (one->len, ==, 1);
  g_assert_cmpuint (g_array_index (one, guint, 0), ==, 9);
  g_assert_cmpuint (none->len, ==, 0);
}

typedef struct {
  guint calls, total;
} Progress;

static void
on_progress (guint    done,
             guint    total,
             gpointer data)
{
  Progress *p = data;

  g_assert_cmpuint (done, ==, ++p->calls);
  p->total = total;
}

/* The stepping search's counters for one cell. */
static CairnCounters
stepped (const CairnPosition *position,
         const CairnSettings *base,
         CairnMode            mode,
         guint                depth,
         guint                reduction)
{
  CairnSettings settings = *base;
  g_autoptr (CairnSearch) search = NULL;

  settings.mode = mode;
  settings.depth = depth;
  settings.reduction = reduction;
  search = cairn_search_new (position, &settings, FALSE);
  cairn_search_run (search);
  g_assert_true (cairn_search_is_done (search));
  return *cairn_search_get_counters (search);
}

static void
assert_same (const CairnCounters *a,
             const CairnCounters *b)
{
  g_assert_cmpuint (a->nodes, ==, b->nodes);
  g_assert_cmpint (a->value, ==, b->value);
  g_assert_cmpint (a->best_move, ==, b->best_move);
  g_assert_cmpuint (a->null_probes, ==, b->null_probes);
  g_assert_cmpuint (a->null_prunes, ==, b->null_prunes);
}

/* Tic-tac-toe "...O.X..." (X to move), depths 1 to 4 × R 1, 2, adaptive,
 * with the settings the study keeps (guard, zero window, sound scoring). */
static void
test_grid (void)
{
  g_autoptr (GArray) depths = cairn_sweep_range (1, 4);
  g_autoptr (GArray) reductions = cairn_sweep_range (1, 2);
  g_autoptr (CairnSweep) sweep = NULL;
  guint adaptive = CAIRN_REDUCTION_ADAPTIVE;
  CairnPosition position;
  CairnSettings base;
  Progress progress = { 0, 0 };

  g_array_append_val (reductions, adaptive);
  test_position ("...O.X...", "x", &position);
  cairn_settings_init_default (&base);
  base.guard = TRUE;
  base.probe_window = CAIRN_PROBE_WINDOW_ZERO;
  base.scoring = CAIRN_SCORING_SOUND;
  base.reduction = 7;   /* replaced cell by cell */
  sweep = cairn_sweep_compute_full (&position, &base, CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED, depths, reductions,
                                    on_progress, &progress);

  /* One search per depth for the baseline, one per cell. */
  g_assert_cmpuint (progress.calls, ==, 4 * (3 + 1));
  g_assert_cmpuint (progress.total, ==, 16);
  g_assert_cmpint (sweep->baseline_mode, ==, CAIRN_MODE_PLAIN);
  g_assert_cmpint (sweep->mode, ==, CAIRN_MODE_VERIFIED);
  g_assert_true (sweep->guard);
  g_assert_cmpint (sweep->probe_window, ==, CAIRN_PROBE_WINDOW_ZERO);
  g_assert_cmpint (sweep->scoring, ==, CAIRN_SCORING_SOUND);
  g_assert_true (sweep->depths == depths);
  g_assert_true (sweep->reductions == reductions);
  g_assert_null (sweep->cost_note);

  for (guint d = 0; d < depths->len; d++)
    {
      guint depth = g_array_index (depths, guint, d);
      CairnCounters plain = stepped (&position, &base, CAIRN_MODE_PLAIN, depth, 7);

      assert_same (&sweep->baseline[d], &plain);
      for (guint r = 0; r < reductions->len; r++)
        {
          CairnCounters cell = stepped (&position, &base, CAIRN_MODE_VERIFIED, depth,
                                        g_array_index (reductions, guint, r));

          assert_same (&sweep->cells[d * reductions->len + r], &cell);
        }
    }
}

/* Depth-9 minimax from the empty board visits the whole game tree:
 * 549,946 nodes, the root included (a published figure). */
static void
test_whole_tree (void)
{
  g_autoptr (GArray) depths = cairn_sweep_range (9, 9);
  g_autoptr (GArray) reductions = cairn_sweep_range (3, 3);
  g_autoptr (CairnSweep) sweep = NULL;
  CairnPosition position;
  CairnSettings base;

  cairn_position_init_empty (&position);
  cairn_settings_init_default (&base);
  sweep = cairn_sweep_compute (&position, &base, CAIRN_MODE_MINIMAX, CAIRN_MODE_NULL, depths, reductions);
  g_assert_cmpuint (sweep->baseline[0].nodes, ==, 549946);
  /* Perfect play draws. */
  g_assert_cmpint (sweep->baseline[0].value, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sweep/range", test_range);
  g_test_add_func ("/sweep/grid", test_grid);
  g_test_add_func ("/sweep/whole-tree", test_whole_tree);
  return g_test_run ();
}
