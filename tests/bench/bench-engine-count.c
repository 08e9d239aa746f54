/* bench-engine-count.c — the engine-style count-only search (SEARCH-RULES.md
 * §4): its throughput on Kiwipete d6 with every part, and, given
 * arguments, one search with every counter printed:
 *
 *   bench-engine-count FEN DEPTH MODE R PARTS [zero] [guard] [pieces]
 *
 * (R a number or "adaptive"; PARTS as --engine-parts takes them).  A
 * benchmark: it prints figures and asserts nothing about speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cairn-count.h"
#include "cairn-games.h"
#include "cairn-position.h"
#include "cairn-settings.h"

static void
print_counters (const CairnPosition *position,
                const CairnCounters *c,
                gboolean             done,
                double               seconds)
{
  const CairnGame *game = cairn_position_game (position);
  g_autofree char *move = c->best_move >= 0 ? game->move_to_string ((CairnMove) c->best_move) : g_strdup ("-");

  printf ("%s nodes %" G_GUINT64_FORMAT " value %d best %s probes %" G_GUINT64_FORMAT
          " prunes %" G_GUINT64_FORMAT " cutoffs %" G_GUINT64_FORMAT " verifications %" G_GUINT64_FORMAT
          " re-searches %" G_GUINT64_FORMAT " q-nodes %" G_GUINT64_FORMAT " tt-cutoffs %" G_GUINT64_FORMAT
          " pvs-re-searches %" G_GUINT64_FORMAT " extensions %" G_GUINT64_FORMAT " draws %" G_GUINT64_FORMAT
          " events %" G_GUINT64_FORMAT " iterations %" G_GUINT64_FORMAT,
          done ? "done" : "STOPPED", c->nodes, c->value, move, c->null_probes, c->null_prunes, c->cutoffs,
          c->verifications, c->re_searches, c->q_nodes, c->tt_cutoffs, c->pvs_re_searches,
          c->extensions, c->draws, c->events, c->n_iterations);
  if (c->n_iterations > 1)
    {
      printf (" [");
      for (guint i = 0; i < c->n_iterations; i++)
        printf ("%s%" G_GUINT64_FORMAT, i ? " " : "", c->iteration_nodes[i]);
      printf ("]");
    }
  printf ("  (%.3f s of processor time, %.1f M nodes/s)\n", seconds, (double) c->nodes / seconds / 1e6);
}

/* Processor time (user and system) of this process, in seconds: a
 * busy machine slows the wall clock, not this. */
static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

static gboolean
run (const char          *fen,
     const CairnSettings *settings,
     CairnCounters       *counters,
     double              *seconds)
{
  const CairnGame *game = cairn_games_lookup ("chess", NULL);
  CairnPosition position;
  double t0;
  gboolean done;
  g_autoptr (GError) error = NULL;

  cairn_position_init_game (&position, game);
  if (!game->parse_position (fen, NULL, &position.board, &position.to_move, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      exit (2);
    }
  t0 = cpu_seconds ();
  done = cairn_count_search (&position, settings, counters);
  *seconds = cpu_seconds () - t0;
  print_counters (&position, counters, done, *seconds);
  return done;
}

int
main (int   argc,
      char *argv[])
{
  const char *kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
  CairnSettings settings;
  CairnCounters counters;
  double seconds;
  g_autoptr (GError) error = NULL;

  cairn_games_lookup ("chess", NULL)->init ();
  cairn_settings_init_default (&settings);
  if (argc >= 6)
    {
      settings.depth = (guint) atoi (argv[2]);
      if (!cairn_mode_parse (argv[3], &settings.mode, &error) ||
          !cairn_reduction_parse (argv[4], &settings.reduction, &error) ||
          !cairn_engine_parts_parse (argv[5], &settings.engine_parts, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 2;
        }
      for (int i = 6; i < argc; i++)
        {
          if (g_str_equal (argv[i], "zero"))
            settings.probe_window = CAIRN_PROBE_WINDOW_ZERO;
          else if (g_str_equal (argv[i], "guard"))
            settings.guard = TRUE;
          else if (g_str_equal (argv[i], "pieces"))
            settings.null_when = CAIRN_NULL_WHEN_PIECES;
          else if (g_str_has_prefix (argv[i], "cap="))
            settings.node_cap = (guint) atoi (argv[i] + 4);
          else
            {
              fprintf (stderr, "unknown option %s\n", argv[i]);
              return 2;
            }
        }
      return run (argv[1], &settings, &counters, &seconds) ? 0 : 1;
    }

  /* The target: Kiwipete d6, every part, one core. */
  settings.depth = 6;
  settings.engine_parts = CAIRN_ENGINE_PARTS_ALL;
  for (guint mode = CAIRN_MODE_PLAIN; mode <= CAIRN_MODE_VERIFIED; mode++)
    {
      double best = 0;

      settings.mode = mode;
      settings.reduction = 3;
      printf ("Kiwipete d6 %s R3 engine:\n", cairn_mode_to_string (mode));
      for (guint i = 0; i < 3; i++)
        {
          run (kiwipete, &settings, &counters, &seconds);
          best = MAX (best, (double) counters.nodes / seconds);
        }
      printf ("  best %.1f M nodes/s of processor time (target 10)\n", best / 1e6);
    }
  return 0;
}
