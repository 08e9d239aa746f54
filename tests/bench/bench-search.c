/* bench-search.c — throughput of the search, with and without recording
 * the tree, bytes per node and peak memory.  A benchmark, not a test:
 * it prints figures and asserts nothing about speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include "cairn-chess.h"
#include "cairn-count.h"
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

/* Perft 6 from the start, one thread, the last ply counted in bulk (the
 * moves of each position at depth 5 are counted, not played), beside
 * Debian's Stockfish `go perft 6` (also one thread; it too counts the
 * last ply in bulk) when it is installed, timed in the same run. */
static void
perft_beside_stockfish (void)
{
  const char *start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  const char * const stockfish_paths[] = { "/usr/games/stockfish", "/usr/bin/stockfish" };
  CairnChessBoard board;
  CairnSide side;
  gint64 t0;
  guint64 count;
  double seconds, cairn_seconds;
  gboolean ok = cairn_chess_parse_fen (start, &board, &side, NULL);

  g_assert (ok);
  t0 = g_get_monotonic_time ();
  count = cairn_chess_perft (&board, side, 6);
  seconds = cairn_seconds = (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC;
  printf ("perft start d6 (one thread each; Cairn and Stockfish both count the last ply in bulk)\n");
  printf ("perft start d6, Cairn:      %" G_GUINT64_FORMAT " paths in %.2f s (%.0f M/s)\n",
          count, seconds, (double) count / seconds / 1e6);

  for (guint i = 0; i < G_N_ELEMENTS (stockfish_paths); i++)
    if (g_file_test (stockfish_paths[i], G_FILE_TEST_IS_EXECUTABLE))
      {
        g_autofree char *command = g_strdup_printf ("printf 'setoption name Threads value 1\\nposition startpos\\n"
                                                    "go perft 6\\nquit\\n' | %s", stockfish_paths[i]);
        const char *argv[] = { "/bin/sh", "-c", command, NULL };
        g_autofree char *out = NULL;
        const char *found;

        g_autofree char *start_only = g_strdup_printf ("printf 'setoption name Threads value 1\\nposition startpos\\n"
                                                       "go perft 1\\nquit\\n' | %s", stockfish_paths[i]);
        const char *start_argv[] = { "/bin/sh", "-c", start_only, NULL };
        double started;

        /* Stockfish's own start (loading its network) timed apart with
         * `go perft 1`, to be taken off. */
        t0 = g_get_monotonic_time ();
        if (!g_spawn_sync (NULL, (char **) start_argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL | G_SPAWN_STDOUT_TO_DEV_NULL,
                           NULL, NULL, NULL, NULL, NULL, NULL))
          return;
        started = (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC;
        t0 = g_get_monotonic_time ();
        if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, NULL, NULL))
          return;
        seconds = (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC;
        found = out ? strstr (out, "Nodes searched: ") : NULL;
        printf ("perft start d6, Stockfish:  %" G_GUINT64_FORMAT " paths in %.2f s, %.2f s without its start "
                "(%.2f s, timed with go perft 1)\n",
                found ? g_ascii_strtoull (found + strlen ("Nodes searched: "), NULL, 10) : 0, seconds,
                seconds - started, started);
        printf ("perft: Cairn / Stockfish without its start: %.2f\n", cairn_seconds / (seconds - started));
        return;
      }
  printf ("perft start d6, Stockfish:  not installed\n");
}

int
main (void)
{
  CairnPosition empty, pawn, kiwipete;
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

  /* Chess runs through the game table, a board per frame: DESIGN §1b's
   * lone pawn (its search figures' position). */
  test_position ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", NULL, &pawn);
  test_settings (CAIRN_MODE_PLAIN, 9, 2, FALSE, &settings);
  rate = best_rate (&pawn, &settings, TRUE, 5, &nodes);
  printf ("lone pawn plain d9, tree:   %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);
  rate = best_rate (&pawn, &settings, FALSE, 5, &nodes);
  printf ("lone pawn plain d9, count:  %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);
  test_settings (CAIRN_MODE_NULL, 9, 2, FALSE, &settings);
  rate = best_rate (&pawn, &settings, FALSE, 5, &nodes);
  printf ("lone pawn null d9 R2, count: %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);

  /* A middle game full of tactics, DESIGN §1b's Kiwipete: depth 4 takes
   * a millisecond or two, so the best of many runs; depth 5 runs longer. */
  test_position ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", NULL, &kiwipete);
  test_settings (CAIRN_MODE_PLAIN, 4, 2, FALSE, &settings);
  rate = best_rate (&kiwipete, &settings, TRUE, 50, &nodes);
  printf ("Kiwipete plain d4, tree:    %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);
  rate = best_rate (&kiwipete, &settings, FALSE, 50, &nodes);
  printf ("Kiwipete plain d4, count:   %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);
  test_settings (CAIRN_MODE_PLAIN, 5, 2, FALSE, &settings);
  rate = best_rate (&kiwipete, &settings, TRUE, 3, &nodes);
  printf ("Kiwipete plain d5, tree:    %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);
  rate = best_rate (&kiwipete, &settings, FALSE, 3, &nodes);
  printf ("Kiwipete plain d5, count:   %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n", nodes, rate / 1e6);

  /* The engine style (DESIGN 1d), every part: the recorded stepping
   * search and the count-only search, plain and null (R from the
   * gate's formula). */
  for (guint m = 0; m < 2; m++)
    {
      CairnCounters counters;
      gint64 t0;
      double seconds;

      test_settings (m ? CAIRN_MODE_NULL : CAIRN_MODE_PLAIN, 6, 3, FALSE, &settings);
      settings.engine_parts = CAIRN_ENGINE_PARTS_ALL;
      rate = best_rate (&kiwipete, &settings, TRUE, 1, &nodes);
      printf ("Kiwipete %s d6 engine, tree:  %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n",
              m ? "null " : "plain", nodes, rate / 1e6);
      rate = best_rate (&kiwipete, &settings, FALSE, 1, &nodes);
      printf ("Kiwipete %s d6 engine, stepping run without a tree: %.1f M nodes/s\n",
              m ? "null " : "plain", rate / 1e6);
      t0 = g_get_monotonic_time ();
      cairn_count_search (&kiwipete, &settings, &counters);
      seconds = (double) (g_get_monotonic_time () - t0) / G_USEC_PER_SEC;
      printf ("Kiwipete %s d6 engine, count: %" G_GUINT64_FORMAT " nodes, %.1f M nodes/s\n",
              m ? "null " : "plain", counters.nodes, (double) counters.nodes / seconds / 1e6);
    }

  perft_beside_stockfish ();
  return 0;
}
