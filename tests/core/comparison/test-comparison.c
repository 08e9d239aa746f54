/* test-comparison.c — the comparison model without a window: its stepper
 * runs both searches to the end, the moment and "live" notify once per
 * change, and the decisive analysis settles on the exact prunes.
 *
 * The figures are the searches' own, as `cairn-cli search` prints them
 * for the same position and settings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-comparison.h"
#include "cairn-games.h"

typedef struct {
  guint finished;
  guint analysed;
  guint changed;
  guint moment_notes;
  guint live_notes;
  guint settled_notes;
} Seen;

static void
count (guint *counter)
{
  (*counter)++;
}

static CairnComparison *
comparison_new (Seen *seen)
{
  CairnComparison *c = cairn_comparison_new ();

  g_signal_connect_swapped (c, "finished", G_CALLBACK (count), &seen->finished);
  g_signal_connect_swapped (c, "analysed", G_CALLBACK (count), &seen->analysed);
  g_signal_connect_swapped (c, "searches-changed", G_CALLBACK (count), &seen->changed);
  g_signal_connect_swapped (c, "notify::moment", G_CALLBACK (count), &seen->moment_notes);
  g_signal_connect_swapped (c, "notify::live", G_CALLBACK (count), &seen->live_notes);
  g_signal_connect_swapped (c, "notify::analysis-settled", G_CALLBACK (count), &seen->settled_notes);
  return c;
}

/* Plain alpha-beta on the left, @right's mode on the right, both with
 * @depth and @reduction, as the window builds them. */
static void
add_searches (CairnComparison     *c,
              const CairnPosition *position,
              guint                depth,
              guint                reduction,
              CairnMode            right,
              CairnSettings       *pruning)
{
  CairnSettings s;

  cairn_settings_init_default (&s);
  s.depth = depth;
  s.reduction = reduction;
  cairn_comparison_add_search (c, cairn_search_new (position, &s, TRUE));
  s.mode = right;
  cairn_comparison_add_search (c, cairn_search_new (position, &s, TRUE));
  *pruning = s;
}

static void
run_to_end (CairnComparison *c,
            Seen            *seen)
{
  cairn_stepper_set_rate (cairn_comparison_get_stepper (c), 0);
  cairn_stepper_run (cairn_comparison_get_stepper (c));
  while (seen->finished == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (cairn_comparison_is_finished (c));
}

static void
analyse (CairnComparison     *c,
         Seen                *seen,
         const CairnPosition *position,
         const CairnSettings *pruning)
{
  cairn_comparison_analyse (c, 1, position, pruning);
  g_assert_true (cairn_comparison_is_analysis_started (c));
  while (seen->analysed == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (cairn_comparison_is_analysis_settled (c));
  g_assert_cmpuint (seen->settled_notes, ==, 1);
  g_assert_cmpuint (cairn_comparison_get_analysis_index (c), ==, 1);
}

/* The seed's pitfall: tic-tac-toe ...O.X..., X to move, depth 3, R 1. */
static void
test_tictactoe (void)
{
  Seen seen = { 0 };
  g_autoptr (CairnComparison) c = comparison_new (&seen);
  CairnPosition position;
  CairnSettings pruning;
  CairnCounters left, right;
  const CairnDecisiveSummary *sum;
  GArray *prunes;
  guint n_decisive = 0;
  const CairnDecisivePrune *first = NULL;

  g_assert_true (cairn_position_parse_game (cairn_games_lookup ("tictactoe", NULL), "...O.X...", "x",
                                            &position, NULL));
  g_assert_false (cairn_comparison_get_outcome (c, &left, &right));
  add_searches (c, &position, 3, 1, CAIRN_MODE_NULL, &pruning);
  g_assert_cmpuint (seen.changed, ==, 2);
  g_assert_cmpuint (cairn_comparison_get_n_searches (c), ==, 2);
  g_assert_false (cairn_comparison_get_outcome (c, &left, &right));

  run_to_end (c, &seen);
  g_assert_true (cairn_comparison_get_outcome (c, &left, &right));
  g_assert_cmpuint (left.nodes, ==, 122);
  g_assert_cmpuint (right.nodes, ==, 79);
  g_assert_cmpint (left.best_move, ==, 4);
  g_assert_cmpint (right.best_move, ==, 0);
  g_assert_cmpint (left.value, ==, 12);
  g_assert_cmpint (right.value, ==, 9);
  g_assert_cmpuint (right.null_prunes, ==, 4);

  /* The moment is the window's to set: the model keeps it and says so
   * once per change. */
  g_assert_cmpuint (cairn_comparison_get_moment (c), ==, 0);
  g_assert_true (cairn_comparison_get_live (c));
  cairn_comparison_set_moment (c, 68);
  cairn_comparison_set_moment (c, 68);
  cairn_comparison_set_live (c, FALSE);
  g_assert_cmpuint (cairn_comparison_get_moment (c), ==, 68);
  g_assert_cmpuint (seen.moment_notes, ==, 1);
  g_assert_cmpuint (seen.live_notes, ==, 1);

  analyse (c, &seen, &position, &pruning);
  prunes = cairn_comparison_get_decisive_prunes (c);
  g_assert_nonnull (prunes);
  sum = cairn_comparison_get_decisive_summary (c);
  g_assert_cmpint (sum->plain_best_move, ==, 4);
  g_assert_cmpint (sum->pruning_best_move, ==, 0);
  g_assert_true (sum->pruning_worse == TRUE);
  g_assert_cmpuint (prunes->len, ==, 4);
  g_assert_cmpint (sum->pruning_plain_value, ==, 9);
  for (guint i = 0; i < prunes->len; i++)
    if (g_array_index (prunes, CairnDecisivePrune, i).decisive && n_decisive++ == 0)
      first = &g_array_index (prunes, CairnDecisivePrune, i);
  /* cairn-cli compare: the prune after X plays cell 4, 9 <= alpha in (9, +inf). */
  g_assert_cmpuint (n_decisive, ==, 1);
  g_assert_cmpuint (first->n_line, ==, 1);
  g_assert_cmpint (first->line[0], ==, 4);
  g_assert_cmpint (first->probe_value, ==, 9);
  g_assert_cmpint (first->alpha, ==, 9);
  g_assert_cmpint (first->undone_best_move, ==, 4);
  g_assert_cmpint (first->undone_plain_value, ==, 12);

  /* Dropping the searches drops the analysis and the moment. */
  cairn_comparison_clear (c);
  g_assert_cmpuint (cairn_comparison_get_n_searches (c), ==, 0);
  g_assert_cmpuint (cairn_comparison_get_moment (c), ==, 0);
  g_assert_true (cairn_comparison_get_live (c));
  g_assert_false (cairn_comparison_is_analysis_started (c));
  g_assert_false (cairn_comparison_is_analysis_settled (c));
  g_assert_null (cairn_comparison_get_decisive_prunes (c));
  g_assert_cmpuint (seen.changed, ==, 3);
}

/* The README's pawn ending: 8/8/8/2P5/4k3/1K6/8/8 w, depth 5, R 1. */
static void
test_chess (void)
{
  Seen seen = { 0 };
  g_autoptr (CairnComparison) c = comparison_new (&seen);
  CairnPosition position;
  CairnSettings pruning;
  CairnCounters left, right;
  GArray *prunes;
  guint n_decisive = 0;
  const CairnDecisivePrune *first = NULL;

  g_assert_true (cairn_position_parse_game (cairn_games_lookup ("chess", NULL), "8/8/8/2P5/4k3/1K6/8/8 w - - 0 1",
                                            NULL, &position, NULL));
  add_searches (c, &position, 5, 1, CAIRN_MODE_NULL, &pruning);
  run_to_end (c, &seen);
  g_assert_true (cairn_comparison_get_outcome (c, &left, &right));
  g_assert_cmpuint (left.nodes, ==, 8238);
  g_assert_cmpuint (right.nodes, ==, 4239);
  g_assert_cmpint (left.value, ==, 900);
  g_assert_cmpint (right.value, ==, 150);
  g_assert_cmpuint (right.null_prunes, ==, 152);

  analyse (c, &seen, &position, &pruning);
  prunes = cairn_comparison_get_decisive_prunes (c);
  g_assert_nonnull (prunes);
  g_assert_cmpuint (prunes->len, ==, 152);
  g_assert_cmpint (cairn_comparison_get_decisive_summary (c)->pruning_plain_value, ==, 150);
  for (guint i = 0; i < prunes->len; i++)
    if (g_array_index (prunes, CairnDecisivePrune, i).decisive && n_decisive++ == 0)
      first = &g_array_index (prunes, CairnDecisivePrune, i);
  /* cairn-cli compare --json: 33 decisive prunes, the first after Ka4
   * Kd5 Kb5, 130 <= alpha in (130, 150); undone, c6 is worth 900. */
  g_assert_cmpuint (n_decisive, ==, 33);
  g_assert_cmpuint (first->n_line, ==, 3);
  g_assert_cmpint (first->probe_value, ==, 130);
  g_assert_cmpint (first->alpha, ==, 130);
  g_assert_cmpint (first->beta, ==, 150);
  g_assert_cmpint (first->undone_plain_value, ==, 900);

  /* Replacing one search is a new comparison for the analysis. */
  cairn_comparison_replace_search (c, 1, cairn_search_new (&position, &pruning, TRUE));
  g_assert_false (cairn_comparison_is_analysis_settled (c));
  g_assert_false (cairn_comparison_get_outcome (c, &left, &right));
}

/* A comparison dropped while its analysis runs goes at once: the worker
 * holds no reference, and its late result finds nobody to tell. */
static void
test_dropped_mid_analysis (void)
{
  Seen seen = { 0 };
  CairnComparison *c = comparison_new (&seen);
  CairnPosition position;
  CairnSettings pruning;
  GWeakRef ref;

  g_assert_true (cairn_position_parse_game (cairn_games_lookup ("tictactoe", NULL), "...O.X...", "x",
                                            &position, NULL));
  add_searches (c, &position, 3, 1, CAIRN_MODE_NULL, &pruning);
  cairn_comparison_analyse (c, 1, &position, &pruning);
  g_weak_ref_init (&ref, c);
  g_object_unref (c);
  g_assert_null (g_weak_ref_get (&ref));
  g_weak_ref_clear (&ref);
  g_assert_cmpuint (seen.analysed, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/comparison/tictactoe", test_tictactoe);
  g_test_add_func ("/core/comparison/chess", test_chess);
  g_test_add_func ("/core/comparison/dropped-mid-analysis", test_dropped_mid_analysis);
  return g_test_run ();
}
