/* gui-util.c — a private Xvfb and main-loop helpers for the GUI tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-application.h"
#include "gui-util.h"

static GSubprocess *xvfb;

/* Xvfb picks a free display and writes its number when ready, so test
 * programs running in parallel never collide. */
gboolean
gui_start_xvfb (void)
{
  g_autofree char *path = g_find_program_in_path ("Xvfb");
  g_autofree char *display = NULL;
  char buffer[32] = { 0 };
  gsize n = 0;

  if (path == NULL)
    return FALSE;
  xvfb = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE, NULL,
                           path, "-displayfd", "1", "-screen", "0", "1400x900x24", "-nolisten", "tcp", NULL);
  if (xvfb == NULL)
    return FALSE;
  while (n < sizeof buffer - 1 && strchr (buffer, '\n') == NULL)
    {
      gssize got = g_input_stream_read (g_subprocess_get_stdout_pipe (xvfb), buffer + n,
                                        sizeof buffer - 1 - n, NULL, NULL);

      if (got <= 0)
        {
          gui_stop_xvfb ();
          return FALSE;
        }
      n += (gsize) got;
    }
  g_strchomp (buffer);
  display = g_strdup_printf (":%s", buffer);
  g_setenv ("DISPLAY", display, TRUE);
  return TRUE;
}

void
gui_stop_xvfb (void)
{
  if (xvfb == NULL)
    return;
  g_subprocess_force_exit (xvfb);
  g_subprocess_wait (xvfb, NULL, NULL);
  g_clear_object (&xvfb);
}

/* The start of every GUI test program: a private display, GTK and the
 * app's style.  FALSE (after saying why) when there is no Xvfb: the
 * caller then exits 77, which meson counts as skipped. */
gboolean
gui_test_init (int    *argc,
               char ***argv)
{
  if (!gui_start_xvfb ())
    {
      g_printerr ("Xvfb is missing or did not start: skipping the GUI tests\n");
      return FALSE;
    }
  gtk_test_init (argc, argv, NULL);
  cairn_application_load_style ();
  return TRUE;
}

/* Runs the tests added, then takes the display down. */
int
gui_test_run (void)
{
  int status = g_test_run ();

  gui_stop_xvfb ();
  return status;
}

void
gui_spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);
}

static gboolean
stall_tick (gpointer data)
{
  GuiStallMeter *meter = data;
  gint64 now = g_get_monotonic_time ();

  if (meter->last_us != 0)
    meter->longest_us = MAX (meter->longest_us, now - meter->last_us);
  meter->last_us = now;
  return G_SOURCE_CONTINUE;
}

void
gui_stall_meter_start (GuiStallMeter *meter)
{
  meter->last_us = 0;
  meter->longest_us = 0;
  meter->source = g_timeout_add_full (G_PRIORITY_HIGH, 1, stall_tick, meter, NULL);
}

/* The longest gap beyond the timer's own 1 ms, in µs. */
gint64
gui_stall_meter_stop (GuiStallMeter *meter)
{
  g_clear_handle_id (&meter->source, g_source_remove);
  return MAX (0, meter->longest_us - 1000);
}

/* Destroys @window and asserts that it and each of @parts (widgets inside
 * it, parents before children) are finalized once the main loop has let
 * pending work go (worker threads, idles): a reference cycle or a
 * forgotten reference keeps one alive and fails here. */
void
gui_destroy_and_assert_finalized (GtkWindow      *window,
                                  GObject *const *parts,
                                  guint           n_parts)
{
  g_autoptr (GPtrArray) objects = g_ptr_array_new ();

  g_ptr_array_add (objects, g_object_ref (window));
  for (guint i = 0; i < n_parts; i++)
    g_ptr_array_add (objects, g_object_ref (parts[i]));
  gtk_window_destroy (window);
  /* A widget's last reference but ours is its parent's: parents first. */
  for (guint i = 0; i < objects->len; i++)
    {
      GObject *object = g_ptr_array_index (objects, i);

      GUI_WAIT_FOR (object->ref_count == 1);
      g_assert_finalize_object (object);
    }
}

/* Loads a scenario into both panes, as Open Scenario… would. */
void
gui_set_scenario (CairnWindow *win,
                  const char  *cells,
                  const char  *side,
                  guint        depth,
                  guint        reduction,
                  gboolean     guard,
                  CairnMode    left,
                  CairnMode    right)
{
  CairnScenario s;

  cairn_scenario_init_default (&s);
  g_assert_true (cairn_position_parse (cells, side, &s.position, NULL));
  s.depth = depth;
  s.reduction = reduction;
  s.guard = guard;
  s.modes[0] = left;
  s.modes[1] = right;
  cairn_window_set_scenario (win, &s);
}
