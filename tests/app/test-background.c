/* test-background.c — the window's worker threads give way to it (issue
 * 10: no stall over one frame): workers run at a lower priority than
 * the main loop, and the two panes' tree layouts leave a core to the
 * main loop and the X server.  (The reaper's thread, which frees big
 * blocks, gives way too: test-reaper.c.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <sched.h>
#include <sys/resource.h>

#include "cairn-background.h"
#include "cairn-window.h"
#include "gui-util.h"

/* A thread's scheduling policy and nice value, as it saw them. */
typedef struct {
  int policy;
  int nice;
} Priority;

/* Whether the thread seen gives way: a nice value of 10
 * (or the test's own, if that is lower still), the ordinary policy. */
static gboolean
gives_way (int policy,
           int nice)
{
#ifdef __linux__
  return policy == SCHED_OTHER && nice == MAX (10, getpriority (PRIO_PROCESS, 0));
#else
  return TRUE;
#endif
}

static gpointer
give_way_thread (gpointer data)
{
  Priority *seen = data;

  cairn_background_thread_give_way ();
  seen->policy = sched_getscheduler (0);
  seen->nice = getpriority (PRIO_PROCESS, 0);
  return NULL;
}

/* A thread that gives way does; the thread that asked is untouched. */
static void
test_give_way (void)
{
  Priority seen = { 0 };
  int policy = sched_getscheduler (0);
  int nice = getpriority (PRIO_PROCESS, 0);

  g_thread_join (g_thread_new ("give-way", give_way_thread, &seen));
  g_assert_true (gives_way (seen.policy, seen.nice));
  g_assert_cmpint (sched_getscheduler (0), ==, policy);
  g_assert_cmpint (getpriority (PRIO_PROCESS, 0), ==, nice);
}

/* Dragging the timeline of two big trees (empty board, depth 7: 11,178
 * and 14,545 nodes, both laid out on worker threads): never more layouts
 * at work at once than the cores less one (at least one), yet both trees
 * end up laid out at the moment the timeline stops at. */
static void
test_layouts_leave_a_core (void)
{
  CairnWindow *win = gui_window_new (1360, 860);
  guint limit = MAX (1u, g_get_num_processors () - 1);
  guint most = 0, seen[2] = { 0, 0 };
  CairnCounters c[2];
  double total;

  gui_set_scenario (win, ".........", "x", 7, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (win);
  cairn_pane_get_counters (cairn_window_get_pane (win, 0), &c[0]);
  cairn_pane_get_counters (cairn_window_get_pane (win, 1), &c[1]);
  g_assert_cmpuint (c[0].nodes, ==, 11178);
  g_assert_cmpuint (c[1].nodes, ==, 14545);

  total = gtk_adjustment_get_upper (GUI_PART (win, GtkAdjustment, timeline_adjustment));
  for (guint i = 0; i <= 120; i++)
    {
      double f = (i % 40) / 40.0;
      gint64 until = g_get_monotonic_time () + 16 * 1000;

      gtk_adjustment_set_value (GUI_PART (win, GtkAdjustment, timeline_adjustment), MAX (1, f * total));
      while (g_get_monotonic_time () < until)
        {
          guint busy = 0;

          g_main_context_iteration (NULL, FALSE);
          for (guint p = 0; p < 2; p++)
            if (cairn_tree_view_is_laying_out (cairn_pane_get_tree_view (cairn_window_get_pane (win, p))))
              {
                busy++;
                seen[p]++;
              }
          most = MAX (most, busy);
        }
    }
  g_assert_cmpuint (most, <=, limit);
  g_assert_cmpuint (seen[0], >, 0);
  g_assert_cmpuint (seen[1], >, 0);

  /* The last moment asked for is the one both trees show. */
  gtk_adjustment_set_value (GUI_PART (win, GtkAdjustment, timeline_adjustment), floor (total / 2));
  for (guint p = 0; p < 2; p++)
    {
      CairnPane *pane = cairn_window_get_pane (win, p);
      CairnTreeView *view = cairn_pane_get_tree_view (pane);
      guint shown = cairn_pane_get_n_shown (pane);
      guint32 at_event = shown == cairn_search_get_counters (cairn_pane_get_search (pane))->events
                         ? CAIRN_ALL_EVENTS : shown - 1;

      g_assert_cmpuint (shown, ==, MIN ((guint) floor (total / 2), c[p].events));
      GUI_WAIT_FOR (!cairn_tree_view_is_laying_out (view) &&
                    cairn_layout_get_at_event (cairn_tree_view_get_layout (view)) == at_event);
      g_assert_cmpuint (cairn_layout_get_n_nodes (cairn_tree_view_get_layout (view)), ==,
                        at_event == CAIRN_ALL_EVENTS ? c[p].nodes
                        : cairn_tree_count_at_event (cairn_search_get_tree (cairn_pane_get_search (pane)), at_event));
    }
  gui_window_destroy_and_assert_finalized (win);
}

/* Shows @moment and fits pane 0's tree: a layout cheap enough is made
 * then and there, a costly one on a worker thread from the next frame
 * on.  Returns whether a worker thread laid it out; runs the main loop
 * until the layout is in. */
static gboolean
laid_out_on_a_worker (CairnWindow *win,
                      guint        moment)
{
  CairnTreeView *view = cairn_pane_get_tree_view (cairn_window_get_pane (win, 0));
  gboolean worker = FALSE;
  gint64 until;

  GUI_WAIT_FOR (!cairn_tree_view_is_laying_out (view));
  cairn_window_set_moment (win, moment);
  cairn_tree_view_fit (view);
  /* Until the layout at @moment is in: under load the view may wait
   * past a pause after its last costly layout, and asking for the layout
   * before then would make it here and now. */
  until = g_get_monotonic_time () + GUI_TIMEOUT_S * G_USEC_PER_SEC;
  while (!cairn_tree_view_is_layout_current (view) && g_get_monotonic_time () < until)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (500);
      worker = worker || cairn_tree_view_is_laying_out (view);
    }
  g_assert_true (cairn_tree_view_is_layout_current (view));
  g_assert_cmpuint (cairn_layout_get_at_event (cairn_tree_view_get_layout (view)), ==, moment - 1);
  return worker;
}

/* What a layout costs goes by its items, not its nodes: a chess node
 * leaves tens of ghosts.  Kiwipete at depth 3 after 3,000 events has
 * 1,465 nodes, below the 4,096 items laid out on the main loop, but
 * 4,327 items with the ghosts: laid out on a worker thread (on the main
 * loop, layouts like it took 40 ms of the first frames of Run).  The
 * pitfall's tree of 180 items is laid out at once. */
static void
test_layout_cost_counts_ghosts (void)
{
  CairnWindow *win = gui_window_new (1360, 860);
  CairnTreeView *view = cairn_pane_get_tree_view (cairn_window_get_pane (win, 0));
  CairnScenario s;
  CairnCounters c;

  cairn_scenario_init_default (&s);
  g_assert_true (cairn_position_parse ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                       NULL, &s.position, NULL));
  s.depth = 3;
  s.reduction = 2;
  s.guard = FALSE;
  s.modes[0] = CAIRN_MODE_PLAIN;
  s.modes[1] = CAIRN_MODE_NULL;
  cairn_window_set_scenario (win, &s);
  gui_finish (win);
  cairn_pane_get_counters (cairn_window_get_pane (win, 0), &c);
  g_assert_cmpuint (c.nodes, ==, 10785);
  g_assert_true (laid_out_on_a_worker (win, 3000));
  g_assert_cmpuint (cairn_layout_get_n_nodes (cairn_tree_view_get_layout (view)), ==, 1465);
  g_assert_cmpuint (cairn_layout_get_n_items (cairn_tree_view_get_layout (view)), ==, 4327);

  gui_set_scenario (win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (win);
  cairn_pane_get_counters (cairn_window_get_pane (win, 0), &c);
  g_assert_false (laid_out_on_a_worker (win, c.events - 1));

  gui_window_destroy_and_assert_finalized (win);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/gui/background/give-way", test_give_way);
  g_test_add_func ("/gui/background/layouts-leave-a-core", test_layouts_leave_a_core);
  g_test_add_func ("/gui/background/layout-cost-counts-ghosts", test_layout_cost_counts_ghosts);

  return gui_test_run ();
}
