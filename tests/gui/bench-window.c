/* bench-window.c — the longest main-loop stall of the Cairn window while it
 * runs the big trees at full speed, and for two seconds after (the tree
 * view lays out and fits the whole tree, the logs take every line).
 *
 * Measured with a high-priority 1 ms timer and with the frame clock; the
 * target is 50 ms.  A benchmark (`meson test --benchmark`), never a test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "cairn-application.h"
#include "cairn-window-private.h"
#include "gui-util.h"

typedef struct {
  gint64 last_us;
  gint64 longest_us;
} FrameGaps;

static gboolean
frame_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       data)
{
  FrameGaps *gaps = data;
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (gaps->last_us != 0)
    gaps->longest_us = MAX (gaps->longest_us, now - gaps->last_us);
  gaps->last_us = now;
  return G_SOURCE_CONTINUE;
}

/* Every event of both searches computed, recorded and on screen. */
static gboolean
caught_up (CairnWindow *win)
{
  CairnStepper *stepper = cairn_window_get_stepper (win);

  if (!cairn_stepper_is_finished (stepper) || cairn_stepper_is_busy (stepper))
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      CairnPane *pane = cairn_window_get_pane (win, i);
      const CairnSearch *search = cairn_pane_get_search (pane);

      if (cairn_pane_get_n_shown (pane) != cairn_search_get_counters (search)->events)
        return FALSE;
    }
  return TRUE;
}

/* One run: the longest stalls during it and after it, in µs. */
static void
run_once (const char *title,
          const char *fen,
          CairnMode   left,
          CairnMode   right,
          const char *action,
          gint64     *during_out,
          gint64     *after_out)
{
  CairnWindow *win = g_object_new (CAIRN_TYPE_WINDOW, NULL);
  CairnScenario s;
  GuiStallMeter meter;
  FrameGaps frames = { 0, 0 };
  gint64 start, during, after, frame_during;
  guint tick;
  CairnCounters c[2];

  gtk_window_set_default_size (GTK_WINDOW (win), 1360, 860);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));

  cairn_scenario_init_default (&s);
  /* A pawn ending (FEN), depth 9 and R 2; else the empty board, R 1. */
  if (fen != NULL)
    g_assert_true (cairn_position_parse (fen, NULL, &s.position, NULL));
  s.depth = 9;
  s.reduction = fen != NULL ? 2 : 1;
  s.guard = FALSE;
  s.modes[0] = left;
  s.modes[1] = right;
  cairn_window_set_scenario (win, &s);
  gtk_range_set_value (GTK_RANGE (win->speed), 8);
  gui_spin (300);

  tick = gtk_widget_add_tick_callback (GTK_WIDGET (win), frame_tick, &frames, NULL);
  gui_stall_meter_start (&meter);
  start = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), action, NULL));
  GUI_WAIT_FOR (caught_up (win));
  during = gui_stall_meter_stop (&meter);
  frame_during = frames.longest_us;
  g_print ("%-34s %-8s done in %6.0f ms; longest stall during %6.1f ms (frame gap %6.1f ms)",
           title, action + 4, (g_get_monotonic_time () - start) / 1000.0,
           during / 1000.0, frame_during / 1000.0);

  frames.longest_us = 0;
  gui_stall_meter_start (&meter);
  gui_spin (2000);
  after = gui_stall_meter_stop (&meter);
  g_print (", after %6.1f ms (frame gap %6.1f ms)\n", after / 1000.0, frames.longest_us / 1000.0);
  gtk_widget_remove_tick_callback (GTK_WIDGET (win), tick);

  cairn_pane_get_counters (cairn_window_get_pane (win, 0), &c[0]);
  cairn_pane_get_counters (cairn_window_get_pane (win, 1), &c[1]);
  g_print ("  nodes %" G_GUINT64_FORMAT " and %" G_GUINT64_FORMAT ", longest stepper dispatch %.1f ms\n",
           c[0].nodes, c[1].nodes,
           cairn_stepper_get_longest_dispatch_us (cairn_window_get_stepper (win)) / 1000.0);
  *during_out = during;
  *after_out = after;

  gtk_window_destroy (GTK_WINDOW (win));
  gui_spin (50);
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* Timings on a busy two-core machine vary from run to run: three runs,
 * and the median of their longest stalls. */
#define RUNS 3

static void
run_case (const char *title,
          const char *fen,
          CairnMode   left,
          CairnMode   right,
          const char *action)
{
  gint64 during[RUNS], after[RUNS];
  const char *only = g_getenv ("CAIRN_BENCH_ONLY");

  /* CAIRN_BENCH_ONLY=opposition: only the cases whose title has it. */
  if (only != NULL && strstr (title, only) == NULL)
    return;
  for (guint i = 0; i < RUNS; i++)
    run_once (title, fen, left, right, action, &during[i], &after[i]);
  qsort (during, RUNS, sizeof during[0], compare_gint64);
  qsort (after, RUNS, sizeof after[0], compare_gint64);
  g_print ("%-34s %-8s MEDIAN longest stall during %6.1f ms, after %6.1f ms (target 50 ms)\n\n",
           title, action + 4, during[RUNS / 2] / 1000.0, after[RUNS / 2] / 1000.0);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_session_start ())
    {
      g_printerr ("Xvfb or dbus-daemon is missing or did not start: skipping\n");
      return 77;
    }
  gtk_init ();
  cairn_application_load_style ();

  run_case ("empty d9 R1 plain | null", NULL, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.run-pause");
  run_case ("empty d9 R1 plain | null", NULL, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.finish");
  run_case ("empty d9 R1 minimax | null", NULL, CAIRN_MODE_MINIMAX, CAIRN_MODE_NULL, "win.run-pause");
  run_case ("empty d9 R1 minimax | null", NULL, CAIRN_MODE_MINIMAX, CAIRN_MODE_NULL, "win.finish");
  /* Pawn endings: K+P v K (359k and 29k nodes), and the opposition,
   * whose plain tree has 866k nodes. */
  run_case ("KPK e2 d9 R2 plain | null", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
            CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.run-pause");
  run_case ("KPK e2 d9 R2 plain | null", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
            CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.finish");
  run_case ("KPK opposition d9 R2 plain | null", "8/8/3k4/3P4/3K4/8/8/8 w - - 0 1",
            CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.finish");

  gui_session_stop ();
  return 0;
}
