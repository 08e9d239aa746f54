/* test-event-log.c — a search's events recorded for the log
 * (src/app/pane/cairn-event-log.c), with no window.  The log replays the
 * live search on its own and keeps compact records; from them it answers
 * the counters at any moment (added up from checkpoints every 4,096
 * events, the nodes and the engine style's q-nodes and extensions read
 * off the live trees).  Each answer is held to a second route: another
 * copy of the search stepped event by event, whose own counters at each
 * moment are what the log must give, and whose events it must hold.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-event-log.h"
#include "cairn-games.h"
#include "cairn-reaper.h"

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

static CairnSearch *
new_search (const char *text,
            const char *to_move,
            CairnMode   mode,
            guint       depth,
            guint       parts)
{
  CairnPosition position;
  CairnSettings settings;

  g_assert_true (cairn_position_parse (text, to_move, &position, NULL));
  cairn_settings_init_default (&settings);
  settings.mode = mode;
  settings.depth = depth;
  settings.reduction = 1;
  settings.engine_parts = parts;
  return cairn_search_new (&position, &settings, TRUE);
}

static void
assert_counters_equal (const CairnCounters *log,
                       const CairnCounters *live,
                       guint                moment)
{
  if (log->nodes != live->nodes || log->events != live->events || log->null_probes != live->null_probes ||
      log->null_prunes != live->null_prunes || log->cutoffs != live->cutoffs ||
      log->verifications != live->verifications || log->re_searches != live->re_searches ||
      log->q_nodes != live->q_nodes || log->tt_cutoffs != live->tt_cutoffs ||
      log->pvs_re_searches != live->pvs_re_searches || log->extensions != live->extensions ||
      log->draws != live->draws || log->n_iterations != live->n_iterations ||
      memcmp (log->iteration_nodes, live->iteration_nodes, sizeof log->iteration_nodes) != 0)
    g_error ("moment %u: log nodes %" G_GUINT64_FORMAT " q %" G_GUINT64_FORMAT " ext %" G_GUINT64_FORMAT
             " it %" G_GUINT64_FORMAT ", search nodes %" G_GUINT64_FORMAT " q %" G_GUINT64_FORMAT
             " ext %" G_GUINT64_FORMAT " it %" G_GUINT64_FORMAT,
             moment, log->nodes, log->q_nodes, log->extensions, log->n_iterations,
             live->nodes, live->q_nodes, live->extensions, live->n_iterations);
}

/* The log of a finished search, against the same search stepped event by
 * event: every event, and the counters after each one. */
static void
check_against_stepping (CairnSearch *live,
                        CairnSearch *stepped)
{
  CairnEventLog *log = cairn_event_log_new ();
  g_autoptr (GArray) stepped_at = g_array_new (FALSE, FALSE, sizeof (CairnCounters));
  g_autoptr (GRand) rand = g_rand_new_with_seed (36);
  guint n;

  cairn_search_run (live);
  cairn_event_log_set_search (log, live);
  g_assert_true (cairn_event_log_is_behind (log));
  g_assert_false (cairn_event_log_sync (log, 0));
  n = cairn_event_log_get_n_recorded (log);
  g_assert_cmpuint (n, ==, cairn_search_get_counters (live)->events);

  for (guint i = 0; i < n; i++)
    {
      const CairnEvent *e = cairn_search_step (stepped);
      const CairnEvent *kept = cairn_event_log_get_event (log, i);
      CairnCounters at;

      g_assert_cmpmem (kept, sizeof *kept, e, sizeof *e);
      g_assert_cmpuint (cairn_event_log_node_of (log, i), ==,
                        e->type == CAIRN_EVENT_NULL_PROBE_BEGUN ? e->other : e->node);
      cairn_event_log_counters_at (log, i + 1, &at);
      assert_counters_equal (&at, cairn_search_get_counters (stepped), i + 1);
      g_array_append_vals (stepped_at, cairn_search_get_counters (stepped), 1);
    }
  g_assert_true (cairn_search_is_done (stepped));

  /* The moments asked backwards, as the timeline scrubbed back from the
   * end asks them, then in a random order: the same counters. */
  for (guint i = n; i > 0; i--)
    {
      CairnCounters at;

      cairn_event_log_counters_at (log, i, &at);
      assert_counters_equal (&at, &g_array_index (stepped_at, CairnCounters, i - 1), i);
    }
  for (guint k = 0; k < 2000; k++)
    {
      guint i = g_rand_int_range (rand, 1, n + 1);
      CairnCounters at;

      cairn_event_log_counters_at (log, i, &at);
      assert_counters_equal (&at, &g_array_index (stepped_at, CairnCounters, i - 1), i);
    }

  /* At the end: the search's value and move too; before the first event,
   * nothing. */
  {
    CairnCounters end, none;

    cairn_event_log_counters_at (log, n, &end);
    g_assert_cmpint (end.value, ==, cairn_search_get_counters (live)->value);
    g_assert_cmpint (end.best_move, ==, cairn_search_get_counters (live)->best_move);
    cairn_event_log_counters_at (log, 0, &none);
    g_assert_cmpuint (none.events, ==, 0);
    g_assert_cmpuint (none.nodes, ==, 0);
  }
  g_object_unref (log);
}

/* The seed's pitfall under null-move pruning: probes and prunes. */
static void
test_pitfall (void)
{
  CairnSearch *live = new_search ("...O.X...", "x", CAIRN_MODE_NULL, 3, 0);
  CairnSearch *stepped = new_search ("...O.X...", "x", CAIRN_MODE_NULL, 3, 0);

  check_against_stepping (live, stepped);
  cairn_search_free (live);
  cairn_search_free (stepped);
}

/* Kiwipete at depth 3 in the engine style, every part: thousands of
 * events past several checkpoints, quiescence, check extensions, PVS
 * re-searches and three iterations, each with its own tree. */
static void
test_engine (void)
{
  CairnSearch *live = new_search (KIWIPETE, NULL, CAIRN_MODE_PLAIN, 3, CAIRN_ENGINE_PARTS_ALL);
  CairnSearch *stepped = new_search (KIWIPETE, NULL, CAIRN_MODE_PLAIN, 3, CAIRN_ENGINE_PARTS_ALL);
  const CairnCounters *c;

  check_against_stepping (live, stepped);
  c = cairn_search_get_counters (live);
  g_assert_cmpuint (c->events, >, 3 * 4096);
  g_assert_cmpuint (c->q_nodes, >, 0);
  g_assert_cmpuint (c->extensions, >, 0);
  g_assert_cmpuint (c->n_iterations, ==, 3);
  cairn_search_free (live);
  cairn_search_free (stepped);
}

/* Syncing within a budget catches up over several calls; a live search
 * started again is replayed from its start; the line's text names its
 * number. */
static void
test_sync (void)
{
  CairnSearch *live = new_search (KIWIPETE, NULL, CAIRN_MODE_PLAIN, 3, CAIRN_ENGINE_PARTS_ALL);
  CairnEventLog *log = cairn_event_log_new ();
  g_autofree char *first = NULL;
  g_autofree char *none = NULL;

  g_assert_false (cairn_event_log_sync (log, 0));   /* no search yet */
  cairn_event_log_set_search (log, live);
  for (guint i = 0; i < 100; i++)
    cairn_search_step (live);
  g_assert_false (cairn_event_log_sync (log, 1));
  g_assert_cmpuint (cairn_event_log_get_n_recorded (log), ==, 100);

  cairn_search_reset (live);
  for (guint i = 0; i < 40; i++)
    cairn_search_step (live);
  g_assert_false (cairn_event_log_sync (log, 0));
  g_assert_cmpuint (cairn_event_log_get_n_recorded (log), ==, 40);

  first = cairn_event_log_describe (log, 0);
  g_assert_true (g_str_has_prefix (first, "0  "));
  g_assert_cmpuint (strlen (first), >, 3);
  none = cairn_event_log_describe (log, 40);
  g_assert_cmpstr (none, ==, "");
  g_object_unref (log);
  /* The log gave its replay to the reaper: freed before the live search. */
  cairn_reaper_sync ();
  cairn_search_free (live);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/event-log/pitfall", test_pitfall);
  g_test_add_func ("/event-log/engine", test_engine);
  g_test_add_func ("/event-log/sync", test_sync);
  return g_test_run ();
}
