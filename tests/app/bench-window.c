/* bench-window.c — the longest main-loop stall of the Cairn window while it
 * runs the big trees at full speed, and for two seconds after (the tree
 * view lays out and fits the whole tree, the logs take every line).
 *
 * Measured with a high-priority 1 ms timer and with the frame clock; the
 * target is one frame at 60 Hz, 16 ms.  Besides Run and Finish, once the
 * trees are whole: Step Back, timeline scrubbing, zooming both trees,
 * and closing the window.  A benchmark (`meson test --benchmark`), never
 * a test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* RUSAGE_THREAD (Linux) */
#define _GNU_SOURCE
#include "config.h"

#include <stdlib.h>
#include <fcntl.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "cairn-application.h"
#include "cairn-window.h"
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

/* Besides the wall-clock stall (what the user sees, other processes'
 * share of the CPU included), the main thread's own CPU time between two
 * polls of its main loop: the longest stretch of work the window did in
 * one go, whatever else the machine was doing.  And, to tell where a
 * stall's wall time went, the longest stretch between two polls in wall
 * clock split three ways: the main thread's CPU, its wait on the run
 * queue for a core (other threads and processes had them), and the rest,
 * asleep in a system call (waiting for the X server, a lock, memory).
 * And the main thread's minor page faults, during the stretch and the
 * whole case: on this kind of virtual machine a fault costs 4-35 µs, and
 * unlike times, their count hardly varies from run to run. */
typedef struct {
  gint64 wall;
  gint64 cpu;
  gint64 runqueue;
  gint64 faults;
} Stretch;

#define TARGET_MS 16.0

static GPollFunc real_poll;
static int schedstat_fd = -1;
static Stretch at_poll_return;
static gint64 longest_cpu_us;
static Stretch longest_stretch;
static gboolean print_stretches;
static const char *metering;  /* what is being measured, or NULL */
/* The GSK renderer the windows drew with (meson.build runs the benchmark
 * with GSK_RENDERER=cairo under Xvfb: a desktop with GL would use GTK
 * 4.8's GL renderer, which these figures do not measure). */
static char *renderer_name;

/* The main thread's CPU time and run-queue wait so far, in µs.  The CPU
 * time from the clock (the scheduler's own sum in /proc lags up to a
 * tick behind a running thread); the wait from the scheduler's
 * statistics, complete whenever the thread is running, as it is here. */
static Stretch
stretch_now (void)
{
  struct timespec ts;
  Stretch now = { g_get_monotonic_time (), 0, 0, 0 };
  char buf[128];
  ssize_t n = pread (schedstat_fd, buf, sizeof buf - 1, 0);
  struct rusage usage;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  if (getrusage (RUSAGE_THREAD, &usage) == 0)
    now.faults = usage.ru_minflt;
  now.cpu = (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
  if (n > 0)
    {
      char *end;

      buf[n] = '\0';
      (void) g_ascii_strtoll (buf, &end, 10);
      now.runqueue = g_ascii_strtoll (end, NULL, 10) / 1000;
    }
  return now;
}

static gint
timed_poll (GPollFD *fds,
            guint    n_fds,
            gint     timeout)
{
  Stretch now = stretch_now ();
  gint result;

  if (at_poll_return.wall != 0)
    {
      Stretch s = { now.wall - at_poll_return.wall, now.cpu - at_poll_return.cpu,
                    now.runqueue - at_poll_return.runqueue, now.faults - at_poll_return.faults };

      longest_cpu_us = MAX (longest_cpu_us, s.cpu);
      /* CAIRN_BENCH_STRETCHES=1: every stretch of main-thread work over
       * the target, in CLOCK_MONOTONIC µs, to match against a profile
       * (perf record -k CLOCK_MONOTONIC). */
      if (print_stretches && metering != NULL && s.cpu > TARGET_MS * 1000)
        g_printerr ("stretch %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " cpu %" G_GINT64_FORMAT
                    " faults %" G_GINT64_FORMAT " %s\n",
                    at_poll_return.wall, now.wall, s.cpu, s.faults, metering);
      if (s.wall > longest_stretch.wall)
        longest_stretch = s;
    }
  result = real_poll (fds, n_fds, timeout);
  at_poll_return = stretch_now ();
  return result;
}

/* The longest wall-clock stall and the longest stretch of main-thread
 * CPU time, in µs, the longest stretch between polls, and the main
 * thread's page faults in all. */
typedef struct {
  gint64  wall;
  gint64  cpu;
  Stretch stretch;
  gint64  faults;
} Stall;

static gint64 faults_at_start;

static void
meter_start (GuiStallMeter *meter,
             const char    *what)
{
  metering = what;
  longest_cpu_us = 0;
  at_poll_return.wall = 0;
  longest_stretch = (Stretch) { 0, 0, 0, 0 };
  faults_at_start = stretch_now ().faults;
  gui_stall_meter_start (meter);
}

static Stall
meter_stop (GuiStallMeter *meter)
{
  Stall stall = { gui_stall_meter_stop (meter), longest_cpu_us, longest_stretch,
                  stretch_now ().faults - faults_at_start };

  metering = NULL;
  return stall;
}

/* The interactions measured once the trees are whole. */
enum {
  AFTER_STEP_BACK,
  AFTER_SCRUB,
  AFTER_ZOOM,
  AFTER_CLOSE,
  N_AFTER
};

static const char *const after_names[N_AFTER] = { "step-back", "scrub", "zoom", "close" };

/* Lets the window settle: layouts in the works land, frames are drawn. */
static void
settle (CairnWindow *win)
{
  gui_spin (100);
  for (guint i = 0; i < 2; i++)
    GUI_WAIT_FOR (!cairn_tree_view_is_laying_out (cairn_pane_get_tree_view (cairn_window_get_pane (win, i))));
  gui_spin (300);
}

/* Runs the main loop for @ms as a user gives it time between inputs. */
static void
frames (guint ms)
{
  gui_spin (ms);
}

/* The longest stalls of Step Back, scrubbing, zooming and closing, in µs;
 * each includes the second after it, while the layouts it started land.
 * Destroys @win. */
static void
measure_after (CairnWindow *win,
               Stall        out[N_AFTER])
{
  GuiStallMeter meter;
  double total;

  /* Step Back: ten presses, a few frames apart. */
  settle (win);
  meter_start (&meter, "step-back");
  for (guint i = 0; i < 10; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.step-back", NULL));
      frames (50);
    }
  frames (1000);
  out[AFTER_STEP_BACK] = meter_stop (&meter);

  /* Dragging the timeline from the end to the start and back, a value a
   * frame. */
  settle (win);
  total = gtk_adjustment_get_upper (GUI_PART (win, GtkAdjustment, timeline_adjustment));
  meter_start (&meter, "scrub");
  for (guint i = 0; i <= 60; i++)
    {
      double f = i <= 30 ? 1.0 - i / 30.0 : (i - 30) / 30.0;

      gtk_adjustment_set_value (GUI_PART (win, GtkAdjustment, timeline_adjustment), MAX (1, f * total));
      frames (16);
    }
  frames (1000);
  out[AFTER_SCRUB] = meter_stop (&meter);

  /* Zooming both trees in and out, a step a few frames apart. */
  settle (win);
  meter_start (&meter, "zoom");
  for (guint i = 0; i < 16; i++)
    {
      for (guint p = 0; p < 2; p++)
        {
          CairnTreeView *view = cairn_pane_get_tree_view (cairn_window_get_pane (win, p));

          if (i < 8)
            cairn_tree_view_zoom_in (view);
          else
            cairn_tree_view_zoom_out (view);
        }
      frames (50);
    }
  frames (1000);
  out[AFTER_ZOOM] = meter_stop (&meter);

  /* Closing the window, with the trees at the end. */
  settle (win);
  meter_start (&meter, "close");
  frames (50);
  gtk_window_destroy (GTK_WINDOW (win));
  frames (500);
  out[AFTER_CLOSE] = meter_stop (&meter);
}

/* Whether the legend is open while the trees grow: it lists the marks
 * the trees draw, which a new layout of a big tree may change. */
static gboolean legend_open;
/* The engine style's parts of the cases run (SEARCH-RULES.md §4); 0: the seed style. */
static guint engine_parts;

/* One run: the longest stalls during it and after it, in µs. */
static void
run_once (const char *title,
          const char *fen,
          guint       depth,
          CairnMode   left,
          CairnMode   right,
          const char *action,
          Stall      *during_out,
          Stall      *after_out,
          Stall       interactions_out[N_AFTER])
{
  CairnWindow *win = g_object_new (CAIRN_TYPE_WINDOW, NULL);
  CairnScenario s;
  GuiStallMeter meter;
  FrameGaps frames = { 0, 0 };
  gint64 start, frame_during;
  Stall during, after;
  guint tick;
  CairnCounters c[2];

  gtk_window_set_default_size (GTK_WINDOW (win), 1360, 860);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  if (renderer_name == NULL)
    renderer_name = g_strdup (G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (win))));

  cairn_scenario_init_default (&s);
  /* A chess position (FEN), R 2; else the empty board, R 1. */
  if (fen != NULL)
    g_assert_true (cairn_position_parse (fen, NULL, &s.position, NULL));
  s.depth = depth;
  s.reduction = fen != NULL ? 2 : 1;
  s.guard = FALSE;
  s.modes[0] = left;
  s.modes[1] = right;
  s.engine_parts = engine_parts;
  cairn_window_set_scenario (win, &s);
  gtk_range_set_value (GTK_RANGE (GUI_PART (win, GtkScale, speed)), 8);
  if (legend_open)
    gtk_menu_button_popup (GUI_PART (win, GtkMenuButton, legend_button));
  gui_spin (300);

  tick = gtk_widget_add_tick_callback (GTK_WIDGET (win), frame_tick, &frames, NULL);
  meter_start (&meter, action + 4);
  start = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), action, NULL));
  GUI_WAIT_FOR (caught_up (win));
  during = meter_stop (&meter);
  frame_during = frames.longest_us;
  g_print ("%-34s %-8s done in %6.0f ms; longest stall during %6.1f ms (frame gap %6.1f ms)",
           title, action + 4, (g_get_monotonic_time () - start) / 1000.0,
           during.wall / 1000.0, frame_during / 1000.0);

  frames.longest_us = 0;
  meter_start (&meter, "after");
  gui_spin (2000);
  after = meter_stop (&meter);
  g_print (", after %6.1f ms (frame gap %6.1f ms)\n", after.wall / 1000.0, frames.longest_us / 1000.0);
  gtk_widget_remove_tick_callback (GTK_WIDGET (win), tick);

  cairn_pane_get_counters (cairn_window_get_pane (win, 0), &c[0]);
  cairn_pane_get_counters (cairn_window_get_pane (win, 1), &c[1]);
  g_print ("  nodes %" G_GUINT64_FORMAT " and %" G_GUINT64_FORMAT ", longest stepper dispatch %.1f ms\n",
           c[0].nodes, c[1].nodes,
           cairn_stepper_get_longest_dispatch_us (cairn_window_get_stepper (win)) / 1000.0);
  *during_out = during;
  *after_out = after;

  if (interactions_out != NULL)
    {
      measure_after (win, interactions_out);
      g_print ("  step back %5.1f ms, scrub %5.1f ms, zoom %5.1f ms, close %5.1f ms\n",
               interactions_out[AFTER_STEP_BACK].wall / 1000.0, interactions_out[AFTER_SCRUB].wall / 1000.0,
               interactions_out[AFTER_ZOOM].wall / 1000.0, interactions_out[AFTER_CLOSE].wall / 1000.0);
    }
  else
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

typedef struct {
  char    name[64];
  double  median_ms;
  double  worst_ms;
  double  cpu_median_ms;
  double  cpu_worst_ms;
  Stretch stretch;  /* the median run's longest stretch between polls */
  gint64  faults_median;
} Row;

static GArray *table;

static int
compare_stall_wall (gconstpointer a,
                    gconstpointer b)
{
  return compare_gint64 (&((const Stall *) a)->wall, &((const Stall *) b)->wall);
}

static void
add_row (const char  *title,
         const char  *what,
         const Stall *stalls)
{
  Stall by_wall[RUNS];
  gint64 cpu[RUNS], faults[RUNS];
  Row row;

  memcpy (by_wall, stalls, sizeof by_wall);
  for (guint i = 0; i < RUNS; i++)
    {
      cpu[i] = stalls[i].cpu;
      faults[i] = stalls[i].faults;
    }
  qsort (by_wall, RUNS, sizeof by_wall[0], compare_stall_wall);
  qsort (cpu, RUNS, sizeof cpu[0], compare_gint64);
  qsort (faults, RUNS, sizeof faults[0], compare_gint64);
  g_snprintf (row.name, sizeof row.name, "%s %s", title, what);
  row.median_ms = by_wall[RUNS / 2].wall / 1000.0;
  row.worst_ms = by_wall[RUNS - 1].wall / 1000.0;
  row.cpu_median_ms = cpu[RUNS / 2] / 1000.0;
  row.cpu_worst_ms = cpu[RUNS - 1] / 1000.0;
  row.stretch = by_wall[RUNS / 2].stretch;
  row.faults_median = faults[RUNS / 2];
  g_array_append_val (table, row);
}

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

/* Run or Finish, then (after Finish) Step Back, scrubbing, zooming and
 * closing. */
static void
run_case (const char *title,
          const char *fen,
          guint       depth,
          CairnMode   left,
          CairnMode   right,
          const char *action)
{
  gboolean interactions = g_str_equal (action, "win.finish");
  Stall during[RUNS], after[RUNS], inter[N_AFTER][RUNS];
  const char *only = g_getenv ("CAIRN_BENCH_ONLY");

  /* CAIRN_BENCH_ONLY=opposition: only the cases whose title has it. */
  if (only != NULL && strstr (title, only) == NULL)
    return;

  for (guint i = 0; i < RUNS; i++)
    {
      Stall one[N_AFTER];

      run_once (title, fen, depth, left, right, action, &during[i], &after[i], interactions ? one : NULL);
      for (guint k = 0; interactions && k < N_AFTER; k++)
        inter[k][i] = one[k];
    }
  add_row (title, action + 4, during);
  add_row (title, interactions ? "finish, the 2 s after" : "run, the 2 s after", after);
  for (guint k = 0; interactions && k < N_AFTER; k++)
    add_row (title, after_names[k], inter[k]);
  g_print ("\n");
}

static void
print_table (void)
{
  double load[3] = { 0, 0, 0 };

  g_print ("\nLongest main-loop stall (wall clock) and longest stretch of main-thread CPU\n"
           "time between two polls, median and worst of %d runs (target %.0f ms)\n", RUNS, TARGET_MS);
  g_print ("Drawn by %s (GSK_RENDERER=%s)\n", renderer_name != NULL ? renderer_name : "no window",
           g_getenv ("GSK_RENDERER") != NULL ? g_getenv ("GSK_RENDERER") : "unset");
  if (getloadavg (load, 3) == 3)
    g_print ("Load average at the end: %.2f %.2f %.2f on %u CPUs\n", load[0], load[1], load[2],
             g_get_num_processors ());
  g_print ("| %-50s | wall median | worst | cpu median | worst | stretch: wall = cpu + queue + asleep | faults: all | stretch |\n",
           "case");
  g_print ("|%s|-------------|-------|------------|-------|--------------------------------------|-------------|---------|\n",
           "----------------------------------------------------");
  for (guint i = 0; i < table->len; i++)
    {
      Row *row = &g_array_index (table, Row, i);
      const Stretch *s = &row->stretch;

      g_print ("| %-50s | %11.1f | %5.1f | %10.1f | %5.1f | %6.1f = %5.1f + %5.1f + %5.1f      | %11" G_GINT64_FORMAT
               " | %7" G_GINT64_FORMAT " |%s\n",
               row->name, row->median_ms, row->worst_ms, row->cpu_median_ms, row->cpu_worst_ms,
               s->wall / 1000.0, s->cpu / 1000.0, s->runqueue / 1000.0,
               (s->wall - s->cpu - s->runqueue) / 1000.0, row->faults_median, s->faults,
               row->median_ms > TARGET_MS ? " over" : "");
    }
  g_print ("(stretch: the median run's longest time between two polls of the main loop, split into\n"
           " the main thread's CPU, its wait for a core on the run queue, and the rest, asleep;\n"
           " faults: the main thread's minor page faults, the median of the whole case's and those\n"
           " of the median run's longest stretch)\n");
}

int
main (int    argc,
      char **argv)
{
  /* As the app does (src/app/main.c), so the stalls are the app's. */
  cairn_tree_keep_large_trees_mapped ();
  if (!gui_session_start ())
    {
      g_printerr ("Xvfb or dbus-daemon is missing or did not start: skipping\n");
      return 77;
    }
  gtk_init ();
  cairn_application_load_style ();
  table = g_array_new (FALSE, FALSE, sizeof (Row));
  print_stretches = g_getenv ("CAIRN_BENCH_STRETCHES") != NULL;
  schedstat_fd = open ("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
  real_poll = g_main_context_get_poll_func (NULL);
  g_main_context_set_poll_func (NULL, timed_poll);

  run_case ("empty d9 R1 plain | null", NULL, 9, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.run-pause");
  run_case ("empty d9 R1 plain | null", NULL, 9, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.finish");
  run_case ("empty d9 R1 minimax | null", NULL, 9, CAIRN_MODE_MINIMAX, CAIRN_MODE_NULL, "win.run-pause");
  run_case ("empty d9 R1 minimax | null", NULL, 9, CAIRN_MODE_MINIMAX, CAIRN_MODE_NULL, "win.finish");
  /* King-and-pawn endings: K+P v K, and the opposition,
   * whose plain tree has 866k nodes. */
  run_case ("KPK e2 d9 R2 plain | null", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", 9,
            CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.run-pause");
  run_case ("KPK e2 d9 R2 plain | null", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", 9,
            CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.finish");
  run_case ("KPK opposition d9 R2 plain | null", "8/8/3k4/3P4/3K4/8/8/8 w - - 0 1", 9,
            CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.finish");
  /* Chess with every kind of man: Kiwipete at depth 5, whose plain tree
   * has 895k nodes. */
  run_case ("Kiwipete d5 R2 plain | null", KIWIPETE, 5, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.run-pause");
  run_case ("Kiwipete d5 R2 plain | null", KIWIPETE, 5, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.finish");
  legend_open = TRUE;
  run_case ("Kiwipete d5 R2 legend open", KIWIPETE, 5, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL,
            "win.run-pause");
  legend_open = FALSE;
  /* The engine style (SEARCH-RULES.md §4), every part: Kiwipete at depth 6, six
   * iterations and a tree each, 484k nodes plain and 858k with null
   * move, most of them q-nodes. */
  engine_parts = CAIRN_ENGINE_PARTS_ALL;
  run_case ("Kiwipete d6 engine plain | null", KIWIPETE, 6, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.run-pause");
  run_case ("Kiwipete d6 engine plain | null", KIWIPETE, 6, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, "win.finish");
  engine_parts = 0;

  print_table ();
  g_array_unref (table);
  g_free (renderer_name);
  gui_session_stop ();
  return 0;
}
