/* bench-layout.c — the tidy layout of the 549,946-node depth-9 minimax
 * tree (target: 100 ms), fresh and updated in place.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "cairn-layout.h"
#include "test-util.h"

/* CPU time of this thread in milliseconds: unlike wall time, it does not
 * count the time other processes on a busy machine take. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
bench (CairnMode mode,
       guint     reduction)
{
  CairnPosition empty;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnTree *tree;
  double fresh[5], update[5];
  CairnLayout *kept;

  cairn_position_init_empty (&empty);
  test_settings (mode, 9, reduction, FALSE, &settings);
  search = cairn_search_new (&empty, &settings, TRUE);
  cairn_search_run (search);
  tree = cairn_search_get_tree (search);

  for (guint i = 0; i < G_N_ELEMENTS (fresh); i++)
    {
      double start = cpu_ms ();
      CairnLayout *layout = cairn_layout_new (tree, NULL);

      fresh[i] = cpu_ms () - start;
      cairn_layout_free (layout);
    }
  kept = cairn_layout_new (tree, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (update); i++)
    {
      double start = cpu_ms ();

      cairn_layout_update (kept, tree, NULL);
      update[i] = cpu_ms () - start;
    }
  qsort (fresh, G_N_ELEMENTS (fresh), sizeof (double), compare_doubles);
  qsort (update, G_N_ELEMENTS (update), sizeof (double), compare_doubles);
  printf ("layout %-8s d9 R%u: %7u nodes %7u items  new (CPU): median %6.1f ms (min %6.1f)  update: median %6.1f ms (min %6.1f)\n",
          cairn_mode_to_string (mode), reduction, tree->n_nodes, cairn_layout_get_n_items (kept),
          fresh[2], fresh[0], update[2], update[0]);
  cairn_layout_free (kept);
}

/* A focus view (issue 22, target 5 ms) on the minimax tree: around a
 * leaf deep in its middle, whose path's siblings hide nearly everything,
 * and around the root's first move. */
static void
bench_focus (void)
{
  CairnPosition empty;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnTree *tree;
  CairnLayout *kept;
  guint32 focus[2];

  cairn_position_init_empty (&empty);
  test_settings (CAIRN_MODE_MINIMAX, 9, 1, FALSE, &settings);
  search = cairn_search_new (&empty, &settings, TRUE);
  cairn_search_run (search);
  tree = cairn_search_get_tree (search);
  focus[0] = tree->n_nodes / 2;
  focus[1] = cairn_tree_get (tree, 0)->first_child;
  kept = cairn_layout_new (tree, NULL);
  for (guint f = 0; f < G_N_ELEMENTS (focus); f++)
    {
      CairnLayoutOptions options;
      double times[9];

      cairn_layout_options_init (&options);
      options.focus_node = focus[f];
      for (guint i = 0; i < G_N_ELEMENTS (times); i++)
        {
          double start = cpu_ms ();

          cairn_layout_update (kept, tree, &options);
          times[i] = cpu_ms () - start;
        }
      qsort (times, G_N_ELEMENTS (times), sizeof (double), compare_doubles);
      printf ("focus on node %6u (ply %u) of %u, 2 plies: %u nodes shown, %u left out: median %.2f ms (max %.2f)\n",
              focus[f], cairn_tree_get (tree, focus[f])->ply, tree->n_nodes,
              cairn_layout_get_n_shown (kept), cairn_layout_get_n_left_out (kept),
              times[G_N_ELEMENTS (times) / 2], times[G_N_ELEMENTS (times) - 1]);
    }
  cairn_layout_free (kept);
}

int
main (void)
{
  bench_focus ();
  bench (CAIRN_MODE_MINIMAX, 1);
  bench (CAIRN_MODE_NULL, 1);
  bench (CAIRN_MODE_PLAIN, 1);
  return 0;
}
