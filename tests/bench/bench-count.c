/* bench-count.c — the count-only search's throughput beside the stepping
 * engine's, on the cases issue 24 names: tic-tac-toe null d9 R1, chess
 * Kiwipete plain d4, the lone pawn plain d9.  A benchmark: it prints
 * figures and asserts nothing about speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "cairn-count.h"
#include "cairn-games.h"
#include "cairn-position.h"
#include "test-util.h"
#include "yardstick.h"

/* The best of @repeats rounds, each running searches for at least 0.2 s. */
static double
rate (const CairnPosition *position,
      const CairnSettings *settings,
      gboolean             stepping,
      guint                repeats,
      guint64             *nodes)
{
  double best = 0;

  for (guint i = 0; i < repeats; i++)
    {
      gint64 start = g_get_monotonic_time (), elapsed;
      guint64 total = 0;

      do
        {
          CairnCounters counters;

          if (stepping)
            cairn_search_count (position, settings, &counters);
          else
            cairn_count_search (position, settings, &counters);
          total += counters.nodes;
          *nodes = counters.nodes;
          elapsed = g_get_monotonic_time () - start;
        }
      while (elapsed < G_USEC_PER_SEC / 5);
      best = MAX (best, (double) total / ((double) elapsed / G_USEC_PER_SEC));
    }
  return best;
}

/* The yardstick's search of the empty board, the same way. */
static double
yardstick_rate (guint depth,
                guint reduction)
{
  double best = 0;

  for (guint i = 0; i < 5; i++)
    {
      gint64 start = g_get_monotonic_time (), elapsed;
      guint64 total = 0;

      do
        {
          total += yardstick_count (depth, reduction);
          elapsed = g_get_monotonic_time () - start;
        }
      while (elapsed < G_USEC_PER_SEC / 5);
      best = MAX (best, (double) total / ((double) elapsed / G_USEC_PER_SEC));
    }
  return best;
}

static void
bench (const char *name,
       const char *game_id,
       const char *text,
       CairnMode   mode,
       guint       depth,
       guint       reduction,
       double      target)
{
  const CairnGame *game = cairn_games_lookup (game_id, NULL);
  CairnPosition position;
  CairnSettings settings;
  guint64 nodes = 0;
  double counted, stepped;
  gboolean ok;

  cairn_position_init_game (&position, game);
  ok = game->parse_position (text, "x", &position.board, &position.to_move, NULL);
  g_assert (ok);
  cairn_settings_init_default (&settings);
  settings.mode = mode;
  settings.depth = depth;
  settings.reduction = reduction;
  counted = rate (&position, &settings, FALSE, 5, &nodes);
  stepped = rate (&position, &settings, TRUE, 3, &nodes);
  printf ("%-28s %9" G_GUINT64_FORMAT " nodes  count-only %6.1f M/s  stepping %6.1f M/s  (%.2fx; target %.0f M/s)\n",
          name, nodes, counted / 1e6, stepped / 1e6, counted / stepped, target);
  if (game == cairn_games_default () && g_str_equal (text, ".........") && mode != CAIRN_MODE_MINIMAX)
    {
      double floor = yardstick_rate (depth, mode == CAIRN_MODE_NULL ? reduction : 0);

      printf ("%-28s %9lu nodes  yardstick  %6.1f M/s  (count-only at %.2fx of it)\n",
              "", yardstick_count (depth, mode == CAIRN_MODE_NULL ? reduction : 0),
              floor / 1e6, counted / floor);
    }
}

int
main (void)
{
  double load[3] = { 0 };

  yardstick_init ();
  if (getloadavg (load, 3) > 0)
    printf ("load average %.2f %.2f %.2f (the figures are best-of-5 wall rates)\n",
            load[0], load[1], load[2]);
  bench ("tictactoe null d9 R1", "tictactoe", ".........", CAIRN_MODE_NULL, 9, 1, 150);
  bench ("tictactoe plain d9", "tictactoe", ".........", CAIRN_MODE_PLAIN, 9, 1, 150);
  bench ("chess Kiwipete plain d4", "chess",
         "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
         CAIRN_MODE_PLAIN, 4, 1, 40);
  bench ("chess lone pawn plain d9", "chess", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
         CAIRN_MODE_PLAIN, 9, 1, 40);
  return 0;
}
