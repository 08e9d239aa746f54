/* bench-connect4.c — Connect Four's count-only search (CONNECT4-RULES.md)
 * on the empty board at depth 12, plain alpha-beta and null move R 2:
 * nodes per second of processor time.  A benchmark: it prints figures and
 * asserts nothing about speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "cairn-count.h"
#include "cairn-game-connect4.h"
#include "cairn-settings.h"

/* Processor time of this process: a busy machine slows the wall clock,
 * not this. */
static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

int
main (void)
{
  static const CairnMode modes[] = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL };
  CairnPosition position;

  cairn_position_init_game (&position, &cairn_game_connect4);
  cairn_game_connect4.init ();
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      CairnSettings settings;
      CairnCounters counters;
      double t0, seconds;
      gboolean done;

      cairn_settings_init_default (&settings);
      settings.mode = modes[i];
      settings.depth = 12;
      settings.reduction = 2;
      settings.node_cap = CAIRN_NODE_CAP_MAX;
      t0 = cpu_seconds ();
      done = cairn_count_search (&position, &settings, &counters);
      seconds = cpu_seconds () - t0;
      printf ("connect4 empty board d12 %-6s R2: %s, %" G_GUINT64_FORMAT " nodes, value %d, move %u, "
              "%" G_GUINT64_FORMAT " probes, %" G_GUINT64_FORMAT " prunes, %.3f s, %.2f M nodes/s\n",
              cairn_mode_to_string (modes[i]), done ? "done" : "STOPPED", counters.nodes, counters.value,
              counters.best_move >= 0 ? cairn_c4_move_column ((CairnMove) counters.best_move) : 0,
              counters.null_probes, counters.null_prunes, seconds, (double) counters.nodes / seconds / 1e6);
      if (!done)
        return 1;
    }
  return 0;
}
