/* test-stepper.c — the idle-driven stepper on a real GMainContext.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-stepper.h"
#include "test-util.h"

typedef struct {
  guint progress;
  guint finished;
} Counts;

static void
on_progress (CairnStepper *stepper,
             Counts       *counts)
{
  counts->progress++;
}

static void
on_finished (CairnStepper *stepper,
             Counts       *counts)
{
  counts->finished++;
}

static CairnSearch *
new_search (CairnMode mode,
            guint     depth,
            guint     reduction)
{
  CairnPosition position;
  CairnSettings settings;

  test_position (".........", NULL, &position);
  test_settings (mode, depth, reduction, FALSE, &settings);
  return cairn_search_new (&position, &settings, TRUE);
}

static CairnStepper *
new_pair (Counts *counts)
{
  CairnStepper *stepper = cairn_stepper_new ();

  cairn_stepper_add_search (stepper, new_search (CAIRN_MODE_PLAIN, 5, 3));
  cairn_stepper_add_search (stepper, new_search (CAIRN_MODE_NULL, 5, 3));
  g_signal_connect (stepper, "progress", G_CALLBACK (on_progress), counts);
  g_signal_connect (stepper, "finished", G_CALLBACK (on_finished), counts);
  return stepper;
}

static void
drain (CairnStepper *stepper)
{
  while (cairn_stepper_is_busy (stepper))
    g_main_context_iteration (NULL, TRUE);
}

static guint64
events_of (CairnStepper *stepper,
           guint         index)
{
  return cairn_search_get_counters (cairn_stepper_get_search (stepper, index))->events;
}

static void
test_lockstep (void)
{
  Counts counts = { 0 };
  g_autoptr (CairnStepper) stepper = new_pair (&counts);

  cairn_stepper_step (stepper, 1);
  g_assert_true (cairn_stepper_is_busy (stepper));
  g_assert_cmpuint (events_of (stepper, 0), ==, 0);  /* nothing before the loop runs */
  drain (stepper);
  g_assert_cmpuint (events_of (stepper, 0), ==, 1);
  g_assert_cmpuint (events_of (stepper, 1), ==, 1);
  g_assert_cmpuint (counts.progress, ==, 1);

  /* Steps asked for before the loop takes the first one add up. */
  cairn_stepper_step (stepper, 1);
  cairn_stepper_step (stepper, 1);
  g_assert_false (cairn_stepper_is_running (stepper));
  drain (stepper);
  g_assert_cmpuint (events_of (stepper, 0), ==, 3);
  cairn_stepper_step (stepper, 998);
  drain (stepper);
  g_assert_cmpuint (events_of (stepper, 0), ==, 1001);
  g_assert_cmpuint (events_of (stepper, 1), ==, 1001);

  /* The null search (1,788 events) ends first; the plain one goes on. */
  cairn_stepper_run (stepper);
  g_assert_true (cairn_stepper_is_running (stepper));
  drain (stepper);
  g_assert_false (cairn_stepper_is_running (stepper));
  g_assert_true (cairn_stepper_is_finished (stepper));
  g_assert_cmpuint (counts.finished, ==, 1);
  g_assert_cmpuint (cairn_search_get_counters (cairn_stepper_get_search (stepper, 0))->nodes, ==, 1787);
  g_assert_cmpuint (cairn_search_get_counters (cairn_stepper_get_search (stepper, 1))->nodes, ==, 803);
  g_assert_cmpuint (events_of (stepper, 1), ==, 1788);

  /* Stepping a finished stepper does nothing and schedules nothing. */
  cairn_stepper_step (stepper, 5);
  g_assert_false (cairn_stepper_is_busy (stepper));
}

static gboolean
pause_after_first (gpointer data)
{
  cairn_stepper_pause (data);
  return G_SOURCE_REMOVE;
}

static void
test_pause_resume (void)
{
  Counts counts = { 0 };
  g_autoptr (CairnStepper) stepper = new_pair (&counts);
  guint64 at_pause;

  /* A tiny budget forces many dispatches; pause from another source. */
  cairn_stepper_set_budget_us (stepper, 1);
  cairn_stepper_run (stepper);
  g_main_context_iteration (NULL, TRUE);
  g_idle_add (pause_after_first, stepper);
  drain (stepper);
  at_pause = events_of (stepper, 0);
  g_assert_cmpuint (at_pause, >, 0);
  g_assert_false (cairn_stepper_is_finished (stepper));

  /* Nothing moves while paused. */
  for (guint i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (events_of (stepper, 0), ==, at_pause);

  cairn_stepper_set_budget_us (stepper, CAIRN_STEPPER_DEFAULT_BUDGET_US);
  cairn_stepper_run (stepper);
  drain (stepper);
  g_assert_true (cairn_stepper_is_finished (stepper));
  g_assert_cmpuint (cairn_search_get_counters (cairn_stepper_get_search (stepper, 0))->nodes, ==, 1787);
}

static void
on_progress_reset (CairnStepper *stepper,
                   Counts       *counts)
{
  if (++counts->progress == 2)
    cairn_stepper_reset (stepper);
}

static void
test_reset_mid_run (void)
{
  Counts counts = { 0 };
  g_autoptr (CairnStepper) stepper = cairn_stepper_new ();
  g_autoptr (CairnSearch) reference = new_search (CAIRN_MODE_NULL, 7, 2);

  cairn_stepper_add_search (stepper, new_search (CAIRN_MODE_NULL, 7, 2));
  g_signal_connect (stepper, "progress", G_CALLBACK (on_progress_reset), &counts);
  cairn_stepper_set_budget_us (stepper, 1);
  cairn_stepper_run (stepper);
  drain (stepper);
  g_assert_cmpuint (counts.progress, ==, 2);
  g_assert_cmpuint (events_of (stepper, 0), ==, 0);
  g_assert_false (cairn_stepper_is_busy (stepper));

  /* After the reset a full run gives exactly the reference search. */
  cairn_stepper_run (stepper);
  drain (stepper);
  cairn_search_run (reference);
  test_assert_same_search (cairn_stepper_get_search (stepper, 0), reference);
}

static void
test_budget (void)
{
  g_autoptr (CairnStepper) stepper = cairn_stepper_new ();

  /* The 549,946-node minimax search cannot finish in one 2 ms dispatch:
   * each dispatch stops at its budget, and the run takes many. */
  cairn_stepper_add_search (stepper, new_search (CAIRN_MODE_MINIMAX, 9, 1));
  cairn_stepper_set_budget_us (stepper, 2000);
  g_assert_cmpint (cairn_stepper_get_budget_us (stepper), ==, 2000);
  cairn_stepper_run (stepper);
  g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (cairn_stepper_get_n_dispatches (stepper), ==, 1);
  g_assert_cmpuint (events_of (stepper, 0), >, 0);
  g_assert_cmpuint (events_of (stepper, 0), <, 1099893);
  drain (stepper);
  g_assert_cmpuint (cairn_stepper_get_n_dispatches (stepper), >, 1);
  g_assert_cmpuint (events_of (stepper, 0), ==, 1099893);
}

static void
test_rate_limited (void)
{
  g_autoptr (CairnStepper) stepper = cairn_stepper_new ();
  gint64 start;

  /* 200 rounds per second: 40 events take about 0.2 s, not one dispatch. */
  cairn_stepper_add_search (stepper, new_search (CAIRN_MODE_NULL, 5, 3));
  cairn_stepper_set_rate (stepper, 200);
  g_assert_cmpuint (cairn_stepper_get_rate (stepper), ==, 200);
  start = g_get_monotonic_time ();
  cairn_stepper_step (stepper, 40);
  drain (stepper);
  g_assert_cmpuint (events_of (stepper, 0), ==, 40);
  g_assert_cmpuint (cairn_stepper_get_n_dispatches (stepper), >, 1);
  /* Not a timing assertion on speed: only that it was spread out at all. */
  g_assert_cmpint (g_get_monotonic_time () - start, >, 50000);
}

static void
test_clear_while_running (void)
{
  Counts counts = { 0 };
  g_autoptr (CairnStepper) stepper = new_pair (&counts);

  cairn_stepper_run (stepper);
  cairn_stepper_clear (stepper);
  g_assert_false (cairn_stepper_is_busy (stepper));
  g_assert_cmpuint (cairn_stepper_get_n_searches (stepper), ==, 0);
  for (guint i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (counts.progress, ==, 0);
}

/* A search put in mid-run catches up alone, whatever the rate and even
 * while paused; the other search keeps its events; then both go on in
 * lockstep. */
static void
test_replace_search (void)
{
  Counts counts = { 0 };
  g_autoptr (CairnStepper) stepper = new_pair (&counts);

  cairn_stepper_step (stepper, 500);
  drain (stepper);
  g_assert_cmpuint (events_of (stepper, 0), ==, 500);

  /* Paused at one event a second: the catch-up is not held to it. */
  cairn_stepper_set_rate (stepper, 1);
  cairn_stepper_replace_search (stepper, 1, new_search (CAIRN_MODE_VERIFIED, 5, 3));
  g_assert_cmpuint (events_of (stepper, 1), ==, 0);
  g_assert_true (cairn_stepper_is_busy (stepper));
  /* Pausing does not leave it behind. */
  cairn_stepper_pause (stepper);
  drain (stepper);
  g_assert_cmpuint (events_of (stepper, 0), ==, 500);
  g_assert_cmpuint (events_of (stepper, 1), ==, 500);
  g_assert_cmpuint (counts.finished, ==, 0);

  cairn_stepper_set_rate (stepper, 0);
  cairn_stepper_step (stepper, 1);
  drain (stepper);
  g_assert_cmpuint (events_of (stepper, 0), ==, 501);
  g_assert_cmpuint (events_of (stepper, 1), ==, 501);

  /* Once the kept search has finished, a new one catches up with its
   * end, or ends sooner (null move: 1,788 events against 3,574). */
  cairn_stepper_run (stepper);
  drain (stepper);
  g_assert_cmpuint (counts.finished, ==, 1);
  g_assert_cmpuint (cairn_search_get_counters (cairn_stepper_get_search (stepper, 1))->nodes, ==, 909);
  cairn_stepper_replace_search (stepper, 1, new_search (CAIRN_MODE_NULL, 5, 3));
  drain (stepper);
  g_assert_true (cairn_stepper_is_finished (stepper));
  g_assert_cmpuint (counts.finished, ==, 2);
  g_assert_cmpuint (cairn_search_get_counters (cairn_stepper_get_search (stepper, 1))->nodes, ==, 803);
  g_assert_cmpuint (events_of (stepper, 1), ==, 1788);
  g_assert_cmpuint (cairn_search_get_counters (cairn_stepper_get_search (stepper, 0))->nodes, ==, 1787);

  /* Clearing stops a catch-up. */
  cairn_stepper_replace_search (stepper, 1, new_search (CAIRN_MODE_PLAIN, 5, 3));
  cairn_stepper_clear (stepper);
  g_assert_false (cairn_stepper_is_busy (stepper));
}

/* Searches taken away keep where they had got to, and come back there;
 * one taken while it caught up goes on catching up. */
static void
test_take_give_searches (void)
{
  Counts counts = { 0 };
  g_autoptr (CairnStepper) stepper = new_pair (&counts);
  g_autoptr (GPtrArray) taken = NULL;
  CairnSearch *first;

  cairn_stepper_step (stepper, 300);
  drain (stepper);
  first = cairn_stepper_get_search (stepper, 0);
  taken = cairn_stepper_take_searches (stepper);
  g_assert_cmpuint (taken->len, ==, 2);
  g_assert_cmpuint (cairn_stepper_get_n_searches (stepper), ==, 0);
  g_assert_false (cairn_stepper_is_busy (stepper));

  /* Something else meanwhile. */
  cairn_stepper_add_search (stepper, new_search (CAIRN_MODE_MINIMAX, 3, 1));
  cairn_stepper_run (stepper);
  drain (stepper);

  cairn_stepper_give_searches (stepper, g_steal_pointer (&taken));
  g_assert_cmpuint (cairn_stepper_get_n_searches (stepper), ==, 2);
  g_assert_true (cairn_stepper_get_search (stepper, 0) == first);
  g_assert_cmpuint (events_of (stepper, 0), ==, 300);
  g_assert_cmpuint (events_of (stepper, 1), ==, 300);
  g_assert_false (cairn_stepper_is_busy (stepper));
  cairn_stepper_step (stepper, 10);
  drain (stepper);
  g_assert_cmpuint (events_of (stepper, 0), ==, 310);
  g_assert_cmpuint (events_of (stepper, 1), ==, 310);

  /* Taken half-way through a catch-up: given back, it catches up. */
  cairn_stepper_replace_search (stepper, 1, new_search (CAIRN_MODE_VERIFIED, 5, 3));
  taken = cairn_stepper_take_searches (stepper);
  g_assert_false (cairn_stepper_is_busy (stepper));
  cairn_stepper_give_searches (stepper, g_steal_pointer (&taken));
  g_assert_true (cairn_stepper_is_busy (stepper));
  drain (stepper);
  g_assert_cmpuint (events_of (stepper, 0), ==, 310);
  g_assert_cmpuint (events_of (stepper, 1), ==, 310);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/stepper/lockstep", test_lockstep);
  g_test_add_func ("/stepper/pause-resume", test_pause_resume);
  g_test_add_func ("/stepper/reset-mid-run", test_reset_mid_run);
  g_test_add_func ("/stepper/budget", test_budget);
  g_test_add_func ("/stepper/rate-limited", test_rate_limited);
  g_test_add_func ("/stepper/clear-while-running", test_clear_while_running);
  g_test_add_func ("/stepper/replace-search", test_replace_search);
  g_test_add_func ("/stepper/take-give-searches", test_take_give_searches);
  return g_test_run ();
}
