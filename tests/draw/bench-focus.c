/* bench-focus.c — the focus view (issue 22, target 5 ms) on the largest
 * tree the window offers: plain alpha-beta at depth 9 in the K+P v K
 * opposition (8/8/3k4/3P4/3K4/8/8/8 w, R 2).  The layout around many
 * focus nodes spread over the whole tree and over every ply, made new (as
 * the tree view's worker does) and updated in place; median and worst,
 * in this thread's CPU time and in wall time; and the same on the
 * null-move tree beside it.  Prints figures, asserts only the trees' sizes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cairn-layout.h"
#include "test-util.h"

#define OPPOSITION "8/8/3k4/3P4/3K4/8/8/8 w - - 0 1"
#define TARGET_MS 5.0
/* Focus nodes spread evenly over the node indices (so over the search's
 * whole course), plus the deepest node found at each ply. */
#define N_SPREAD 200

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static double
wall_ms (void)
{
  return g_get_monotonic_time () / 1e3;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
print_row (const char *what,
           GArray     *times)
{
  double *t = (double *) times->data;

  qsort (t, times->len, sizeof (double), compare_doubles);
  printf ("  %-26s median %6.2f ms, 90th %6.2f ms, worst %6.2f ms (target %.0f ms)%s\n",
          what, t[times->len / 2], t[times->len * 9 / 10], t[times->len - 1], TARGET_MS,
          t[times->len - 1] > TARGET_MS ? "  over" : "");
}

static void
bench (CairnMode mode,
       guint32   expected_nodes)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  g_autoptr (GArray) focus = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autoptr (GArray) new_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) new_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) update_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr (GArray) update_wall = g_array_new (FALSE, FALSE, sizeof (double));
  const CairnTree *tree;
  CairnLayout *kept;
  guint32 seen_ply[256];
  guint max_shown = 0, max_ply = 0;
  g_assert_true (cairn_position_parse (OPPOSITION, NULL, &position, NULL));
  test_settings (mode, 9, 2, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  tree = cairn_search_get_tree (search);
  g_assert_cmpuint (tree->n_nodes, ==, expected_nodes);

  for (guint i = 0; i < N_SPREAD; i++)
    {
      guint32 node = (guint32) ((guint64) tree->n_nodes * i / N_SPREAD);

      g_array_append_val (focus, node);
    }
  for (guint p = 0; p < G_N_ELEMENTS (seen_ply); p++)
    seen_ply[p] = CAIRN_NO_NODE;
  for (guint32 i = 0; i < tree->n_nodes; i++)
    seen_ply[cairn_tree_get (tree, i)->ply] = i;
  for (guint p = 0; p < G_N_ELEMENTS (seen_ply); p++)
    if (seen_ply[p] != CAIRN_NO_NODE)
      {
        g_array_append_val (focus, seen_ply[p]);
        max_ply = p;
      }

  kept = cairn_layout_new (tree, NULL);
  for (guint f = 0; f < focus->len; f++)
    {
      CairnLayoutOptions options;
      CairnLayout *layout;
      double c, w;

      cairn_layout_options_init (&options);
      options.focus_node = g_array_index (focus, guint32, f);
      options.focus_plies = CAIRN_LAYOUT_FOCUS_PLIES;

      c = cpu_ms ();
      w = wall_ms ();
      layout = cairn_layout_new (tree, &options);
      c = cpu_ms () - c;
      w = wall_ms () - w;
      g_array_append_val (new_cpu, c);
      g_array_append_val (new_wall, w);
      max_shown = MAX (max_shown, cairn_layout_get_n_shown (layout));
      g_assert_cmpuint (cairn_layout_get_n_shown (layout) + cairn_layout_get_n_left_out (layout), ==,
                        tree->n_nodes);
      cairn_layout_free (layout);

      c = cpu_ms ();
      w = wall_ms ();
      cairn_layout_update (kept, tree, &options);
      c = cpu_ms () - c;
      w = wall_ms () - w;
      g_array_append_val (update_cpu, c);
      g_array_append_val (update_wall, w);
    }
  cairn_layout_free (kept);

  printf ("focus view, %s d9 R2 in the opposition: %u nodes, %u focus nodes (plies 0-%u), "
          "%u plies below, at most %u nodes shown\n",
          cairn_mode_to_string (mode), tree->n_nodes, focus->len, max_ply, CAIRN_LAYOUT_FOCUS_PLIES, max_shown);
  print_row ("new layout, CPU:", new_cpu);
  print_row ("new layout, wall:", new_wall);
  print_row ("updated in place, CPU:", update_cpu);
  print_row ("updated in place, wall:", update_wall);
}

int
main (void)
{
  double load[3] = { 0, 0, 0 };

  cairn_tree_keep_large_trees_mapped ();
  /* The tree bench-window and the notes call "866k": 858,542 nodes. */
  bench (CAIRN_MODE_PLAIN, 858542);
  /* Its neighbour in the window, full of probes and prunes to mark. */
  bench (CAIRN_MODE_NULL, 387861);
  if (getloadavg (load, 3) == 3)
    printf ("  load average %.2f %.2f %.2f on %u CPUs\n", load[0], load[1], load[2], g_get_num_processors ());
  return 0;
}
