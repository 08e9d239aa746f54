/* test-painter-marks.c — which marks a tree's nodes take
 * (src/draw/cairn-painter-marks.c), the set the legend explains: worked
 * out by hand for small trees (a depth-1 plain search: an interior max
 * root over nine horizon leaves; a won game: one terminal leaf; the tree
 * at its first event: the open root) and, for larger ones, held against
 * the search's own counters (probes, prunes, cutoffs, verifications,
 * re-searches each appear exactly when counted).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-painter.h"
#include "test-util.h"

#define PITFALL "...O.X..."

/* The node marks of @mode's tree at @at_event. */
static guint32
marks_of (CairnMode   mode,
          guint       depth,
          guint       reduction,
          const char *cells,
          const char *to_move,
          guint32     at_event,
          CairnCounters *counters)
{
  g_autoptr (CairnSearch) search = test_run_search (mode, depth, reduction, cells, to_move);
  const CairnTree *tree = cairn_search_get_tree (search);
  CairnLayoutOptions lo;
  CairnLayout *layout;
  CairnPaintOptions o;
  guint32 marks;

  /* The layout of the same moment, as the painter is given. */
  cairn_layout_options_init (&lo);
  lo.at_event = at_event;
  layout = cairn_layout_new (tree, &lo);
  cairn_paint_options_init (&o, CAIRN_THEME_PRINT);
  o.at_event = at_event;
  marks = cairn_painter_node_marks (tree, layout, &o);
  if (counters)
    *counters = *cairn_search_get_counters (search);
  cairn_layout_free (layout);
  return marks;
}

static void
test_small_trees (void)
{
  /* Depth 1, plain: X's root searched to the end (max), O's nine replies
   * scored at the horizon; nothing cut, every value exact. */
  g_assert_cmphex (marks_of (CAIRN_MODE_PLAIN, 1, 1, ".........", "x", CAIRN_ALL_EVENTS, NULL), ==,
                   CAIRN_MARK_MAX | CAIRN_MARK_HORIZON_MIN);
  /* X has three in a row, O to move: the root is a finished game. */
  g_assert_cmphex (marks_of (CAIRN_MODE_PLAIN, 5, 3, "XXXOO.O..", "o", CAIRN_ALL_EVENTS, NULL), ==,
                   CAIRN_MARK_TERMINAL_MIN);
  /* At event 0 only the root exists, not finished: a max node. */
  g_assert_cmphex (marks_of (CAIRN_MODE_NULL, 3, 1, PITFALL, "x", 0, NULL), ==, CAIRN_MARK_MAX);
}

/* Each mark exactly when the search counts what it stands for. */
static void
test_marks_follow_counters (void)
{
  static const CairnMode modes[] = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED };
  static const char *const positions[] = { PITFALL, ".........", "X...O...." };

  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    for (guint i = 0; i < G_N_ELEMENTS (positions); i++)
      {
        CairnCounters c;
        guint32 marks = marks_of (modes[m], 4, 1, positions[i], NULL, CAIRN_ALL_EVENTS, &c);

        g_test_message ("mode %d, %s: marks %08x", modes[m], positions[i], marks);
        g_assert_cmpint (!!(marks & CAIRN_MARK_PROBE), ==, c.null_probes > 0);
        g_assert_cmpint (!!(marks & (CAIRN_MARK_PRUNE_MAX | CAIRN_MARK_PRUNE_MIN)), ==, c.null_prunes > 0);
        g_assert_cmpint (!!(marks & (CAIRN_MARK_CUTOFF_MAX | CAIRN_MARK_CUTOFF_MIN)), ==, c.cutoffs > 0);
        g_assert_cmpint (!!(marks & CAIRN_MARK_VERIFY), ==, c.verifications > 0);
        /* A probe that prunes failed high or low: it is drawn filled. */
        if (c.null_prunes > 0)
          g_assert_true (marks & (CAIRN_MARK_PROBE_HIGH | CAIRN_MARK_PROBE_LOW));
        /* The root is an interior max node in every one of these. */
        g_assert_true (marks & CAIRN_MARK_MAX);
      }
}

/* The pitfall's decisive prune is at a min node whose probe failed low
 * (as compare says: "the null probe failed low at this min node"). */
static void
test_pitfall_prune (void)
{
  guint32 marks = marks_of (CAIRN_MODE_NULL, 3, 1, PITFALL, "x", CAIRN_ALL_EVENTS, NULL);

  g_assert_true (marks & CAIRN_MARK_PRUNE_MIN);
  g_assert_true (marks & CAIRN_MARK_PROBE_LOW);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/painter-marks/small-trees", test_small_trees);
  g_test_add_func ("/painter-marks/marks-follow-counters", test_marks_follow_counters);
  g_test_add_func ("/painter-marks/pitfall-prune", test_pitfall_prune);
  return g_test_run ();
}
