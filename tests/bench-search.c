/* bench-search.c — throughput of the search, with and without recording
 * the tree, bytes per node and peak memory.  A benchmark, not a test:
 * it prints figures and asserts nothing about speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <sys/resource.h>

#include "test-util.h"

static double
best_rate (const CairnPosition *position,
           const CairnSettings *settings,
           gboolean             record,
           guint                repeats,
           guint64             *nodes)
{
  double best = 0;

  for (guint i = 0; i < repeats; i++)
    {
      g_autoptr (CairnSearch) search = cairn_search_new (position, settings, record);
      gint64 start = g_get_monotonic_time ();
      double seconds;

      cairn_search_run (search);
      seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
      *nodes = cairn_search_get_counters (search)->nodes;
      best = MAX (best, (double) *nodes / seconds);
    }
  return best;
}

int
main (void)
{
  CairnPosition empty, pawn;
  CairnSettings settings;
  guint64 nodes;
  double rate;
  struct rusage usage;

  test_position (".........", NULL, &empty);

  test_settings (CAIRN_MODE_NULL, 9, 1, FALSE, &settings);
  rate = best_rate (&empty, &settings, TRUE, 20, &nodes);
  printf ("null d9 R1, tree recorded:  %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);
  rate = best_rate (&empty, &settings, FALSE, 20, &nodes);
  printf ("null d9 R1, count only:     %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);
  printf ("bytes per recorded node:    %zu\n", sizeof (CairnNode));

  test_settings (CAIRN_MODE_MINIMAX, 9, 1, FALSE, &settings);
  rate = best_rate (&empty, &settings, TRUE, 5, &nodes);
  getrusage (RUSAGE_SELF, &usage);
  printf ("minimax d9, tree recorded:  %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s, peak RSS %.1f MiB\n",
          nodes, rate / 1e6, (double) usage.ru_maxrss / 1024.0);
  rate = best_rate (&empty, &settings, FALSE, 5, &nodes);
  printf ("minimax d9, count only:     %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);

  /* Pawn endings run through the game table, a board per frame. */
  test_position ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", NULL, &pawn);
  test_settings (CAIRN_MODE_PLAIN, 9, 2, FALSE, &settings);
  rate = best_rate (&pawn, &settings, TRUE, 5, &nodes);
  printf ("pawns plain d9, tree:       %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);
  rate = best_rate (&pawn, &settings, FALSE, 5, &nodes);
  printf ("pawns plain d9, count only: %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);
  test_settings (CAIRN_MODE_NULL, 9, 2, FALSE, &settings);
  rate = best_rate (&pawn, &settings, FALSE, 5, &nodes);
  printf ("pawns null d9 R2, count:    %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);
  return 0;
}
