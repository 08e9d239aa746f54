/* test-stress.c — hundreds of random actions, in a fixed-seed order, on a
 * window whose searches are running; after each one the state must be
 * consistent, and at the end the seed's figures must still come out.
 * Timings are never asserted here (see bench-window.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "cairn-application.h"
#include "cairn-game-tictactoe.h"
#include "cairn-tictactoe-editor.h"
#include "cairn-window.h"
#include "gui-util.h"

#define N_ACTIONS (g_test_slow () ? 1200 : 400)
/* Replaying a search to check its counters costs time: only up to here. */
#define CHECK_MAX_EVENTS 60000

typedef struct {
  CairnWindow *win;
  char        *tmpdir;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->tmpdir = g_dir_make_tmp ("cairn-stress-XXXXXX", NULL);
  g_assert_nonnull (f->tmpdir);
  f->win = gui_window_new (1280, 800);
}

static void
remove_dir (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      g_remove (child);
    }
  g_rmdir (path);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  gui_window_destroy_and_assert_finalized (f->win);
  remove_dir (f->tmpdir);
  g_free (f->tmpdir);
}

/* The pane's counters at the shown moment are those of the same search
 * replayed, on its own, to that many events. */
static void
check_pane (CairnWindow *win,
            guint        index)
{
  CairnPane *pane = cairn_window_get_pane (win, index);
  const CairnSearch *search = cairn_pane_get_search (pane);
  CairnViewState *state = cairn_pane_get_view_state (pane);
  double scale = cairn_view_state_get_scale (state);
  guint shown = cairn_pane_get_n_shown (pane);
  CairnCounters c;

  g_assert_true (isfinite (scale));
  g_assert_cmpfloat (scale, >=, CAIRN_VIEW_SCALE_MIN);
  g_assert_cmpfloat (scale, <=, CAIRN_VIEW_SCALE_MAX);

  /* No search only for a board that is illegal or already decided (the
   * walk's actions depend on when the run was busy, so some runs edit
   * their way to a won board). */
  if (search == NULL)
    {
      g_assert_true (cairn_window_get_position_error (win) != NULL ||
                     cairn_window_get_game_over (win) != NULL);
      g_assert_cmpuint (shown, ==, 0);
      return;
    }
  g_assert_cmpuint (shown, <=, cairn_pane_get_n_recorded (pane));
  g_assert_cmpuint (shown, ==, MIN (cairn_window_get_moment (win), cairn_pane_get_n_recorded (pane)));

  cairn_pane_get_counters (pane, &c);
  g_assert_cmpuint (c.events, ==, shown);
  if (shown <= CHECK_MAX_EVENTS)
    {
      g_autoptr (CairnSearch) replay = cairn_search_new (cairn_search_get_position (search),
                                                         cairn_search_get_settings (search), FALSE);
      const CairnCounters *e;

      for (guint k = 0; k < shown; k++)
        cairn_search_step (replay);
      e = cairn_search_get_counters (replay);
      g_assert_cmpuint (c.nodes, ==, e->nodes);
      g_assert_cmpuint (c.null_probes, ==, e->null_probes);
      g_assert_cmpuint (c.null_prunes, ==, e->null_prunes);
      g_assert_cmpuint (c.cutoffs, ==, e->cutoffs);
      g_assert_cmpuint (c.verifications, ==, e->verifications);
      g_assert_cmpuint (c.re_searches, ==, e->re_searches);
      if (cairn_search_is_done (replay))
        {
          g_assert_cmpint (c.value, ==, e->value);
          g_assert_cmpint (c.best_move, ==, e->best_move);
        }
    }
}

static void
check_state (CairnWindow *win)
{
  check_pane (win, 0);
  check_pane (win, 1);
  g_assert_cmpfloat (gtk_adjustment_get_value (GUI_PART (win, GtkAdjustment, timeline_adjustment)), <=,
                     gtk_adjustment_get_upper (GUI_PART (win, GtkAdjustment, timeline_adjustment)));
}

static void
zoom_to_limits (CairnWindow *win)
{
  CairnViewState *state = cairn_pane_get_view_state (cairn_window_get_pane (win, 0));

  for (guint k = 0; k < 80 && cairn_view_state_get_scale (state) < CAIRN_VIEW_SCALE_MAX; k++)
    gtk_widget_activate_action (GTK_WIDGET (win), "win.zoom-in", NULL);
  g_assert_cmpfloat (cairn_view_state_get_scale (state), ==, CAIRN_VIEW_SCALE_MAX);
  gui_spin (5);
  for (guint k = 0; k < 120 && cairn_view_state_get_scale (state) > CAIRN_VIEW_SCALE_MIN; k++)
    gtk_widget_activate_action (GTK_WIDGET (win), "win.zoom-out", NULL);
  g_assert_cmpfloat (cairn_view_state_get_scale (state), ==, CAIRN_VIEW_SCALE_MIN);
  gui_spin (5);
  gtk_widget_activate_action (GTK_WIDGET (win), "win.zoom-reset", NULL);
  gtk_widget_activate_action (GTK_WIDGET (win), "win.fit", NULL);
}

static void
edit_cell (CairnWindow *win,
           guint        cell)
{
  CairnTictactoeEditor *board = CAIRN_TICTACTOE_EDITOR (cairn_window_get_board (win));
  CairnPosition p;

  cairn_window_get_position (win, &p);
  cairn_position_set_cell (&p, cell, (cairn_position_get_cell (&p, cell) + 1) % 3);
  /* As a click does: the editor changes, then tells the window. */
  cairn_tictactoe_editor_set_position (board, &p);
  g_signal_emit_by_name (board, "changed");
}

static void
export_figure (Fixture *f,
               guint    n)
{
  g_autoptr (GError) error = NULL;
  static const char *const ext[] = { "png", "svg", "pdf" };
  g_autofree char *name = g_strdup_printf ("figure-%u.%s", n, ext[n % 3]);
  g_autofree char *path = g_build_filename (f->tmpdir, name, NULL);
  CairnExportOptions options;
  CairnCounters c;

  cairn_export_options_init (&options);
  options.format = (CairnExportFormat) (n % 3);
  /* A whole 100,000-node tree is a slow figure: the view will do. */
  cairn_pane_get_counters (cairn_window_get_pane (f->win, 0), &c);
  options.use_viewport = c.nodes > 5000 || n % 2 == 0;
  if (cairn_window_export (f->win, path, (CairnExportWhich) (n % 3), &options, &error))
    g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  else
    g_assert_nonnull (error);   /* e.g. nothing shown yet: said, not crashed */
  g_remove (path);
}

static void
test_random_actions (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261130);
  CairnStepper *stepper = cairn_window_get_stepper (f->win);
  guint counts[16] = { 0 };

  gui_set_scenario (f->win, ".........", "x", 5, 3, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gtk_range_set_value (GTK_RANGE (GUI_PART (f->win, GtkScale, speed)), 6);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.run-pause", NULL));

  for (guint n = 0; n < N_ACTIONS; n++)
    {
      guint action = (guint) g_rand_int_range (rand, 0, 16);

      counts[action]++;
      switch (action)
        {
        case 0:
        case 1:
          edit_cell (f->win, (guint) g_rand_int_range (rand, 0, CAIRN_N_CELLS));
          break;
        case 2:
          cairn_pane_set_mode (cairn_window_get_pane (f->win, g_rand_int_range (rand, 0, 2)),
                               (CairnMode) g_rand_int_range (rand, 0, CAIRN_N_MODES));
          break;
        case 3:
          /* Mostly small depths, so the test stays quick; now and then the
           * deepest. */
          gtk_spin_button_set_value (GUI_PART (f->win, GtkSpinButton, depth), g_rand_int_range (rand, 0, 8) == 0
                                                    ? CAIRN_DEPTH_MAX : g_rand_int_range (rand, 1, 7));
          break;
        case 4:
          gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, reduction), (guint) g_rand_int_range (rand, 0, CAIRN_REDUCTION_MAX + 1));
          break;
        case 5:
          gtk_switch_set_active (GUI_PART (f->win, GtkSwitch, guard), !gtk_switch_get_active (GUI_PART (f->win, GtkSwitch, guard)));
          break;
        case 6:
          gtk_widget_activate_action (GTK_WIDGET (f->win), "win.reset", NULL);
          break;
        case 7:
          gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step-back", NULL);
          break;
        case 8:
          gtk_adjustment_set_value (GUI_PART (f->win, GtkAdjustment, timeline_adjustment),
                                    g_rand_double_range (rand, 0, gtk_adjustment_get_upper (GUI_PART (f->win, GtkAdjustment, timeline_adjustment)) + 1));
          break;
        case 9:
          if (g_rand_int_range (rand, 0, 4) == 0)
            zoom_to_limits (f->win);
          else
            gtk_widget_activate_action (GTK_WIDGET (f->win),
                                        g_rand_boolean (rand) ? "win.zoom-in" : "win.zoom-out", NULL);
          break;
        case 10:
          gtk_window_set_default_size (GTK_WINDOW (f->win), g_rand_int_range (rand, 700, 1400),
                                       g_rand_int_range (rand, 500, 880));
          break;
        case 11:
          export_figure (f, n);
          break;
        case 12:
          gtk_widget_activate_action (GTK_WIDGET (f->win), "win.run-pause", NULL);
          break;
        case 13:
          gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step", NULL);
          break;
        case 14:
          gtk_widget_activate_action (GTK_WIDGET (f->win), "win.finish", NULL);
          break;
        case 15:
          gtk_widget_activate_action (GTK_WIDGET (f->win), "win.preset", "s",
                                      g_rand_boolean (rand) ? "pitfall" : "empty");
          break;
        default:
          g_assert_not_reached ();
        }
      /* Let the run, the layouts and the log move on a little. */
      gui_spin ((guint) g_rand_int_range (rand, 0, 12));
      check_state (f->win);
      /* Keep something running most of the time. */
      if (!cairn_stepper_is_busy (stepper) && g_rand_int_range (rand, 0, 3) == 0)
        gtk_widget_activate_action (GTK_WIDGET (f->win), "win.run-pause", NULL);
    }
  for (guint a = 0; a < G_N_ELEMENTS (counts); a++)
    g_test_message ("action %u: %u times", a, counts[a]);

  /* Whatever happened, the seed's figures still come out. */
  gui_set_scenario (f->win, ".........", "x", 5, 3, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.finish", NULL));
  GUI_WAIT_FOR (cairn_stepper_is_finished (stepper) && !cairn_stepper_is_busy (stepper) &&
                !cairn_pane_is_behind (cairn_window_get_pane (f->win, 0)) &&
                !cairn_pane_is_behind (cairn_window_get_pane (f->win, 1)));
  gui_spin (50);
  check_state (f->win);
  {
    CairnCounters l, r;

    cairn_pane_get_counters (cairn_window_get_pane (f->win, 0), &l);
    cairn_pane_get_counters (cairn_window_get_pane (f->win, 1), &r);
    g_assert_cmpuint (l.nodes, ==, 1787);
    g_assert_cmpuint (r.nodes, ==, 803);
  }
}

/* Numbers stored out of range (by an older schema, another tool, a
 * settings file edited by hand) come back within range, without a warning
 * (warnings are fatal here).  GSettings refuses to store them itself, so
 * each set is written to a keyfile backend that a subprocess reads. */
static const char *const bad_settings[] = {
  "depth=0\nreduction=-3\nspeed=-1\nwindow-width=-20\nwindow-height=0\nsplit-position=-7\n",
  "depth=99\nreduction=42\nspeed=1000\nwindow-width=1000000\nwindow-height=99999\nsplit-position=999999\n",
};

static void
check_settings_window (void)
{
  CairnWindow *win = g_object_new (CAIRN_TYPE_WINDOW, NULL);
  int w, h;

  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));

  g_assert_cmpint (gtk_spin_button_get_value_as_int (GUI_PART (win, GtkSpinButton, depth)), >=, CAIRN_DEPTH_MIN);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GUI_PART (win, GtkSpinButton, depth)), <=, CAIRN_DEPTH_MAX);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (win, GtkDropDown, reduction)), <=, CAIRN_REDUCTION_MAX);
  g_assert_cmpfloat (gtk_range_get_value (GTK_RANGE (GUI_PART (win, GtkScale, speed))), >=, 0);
  g_assert_cmpfloat (gtk_range_get_value (GTK_RANGE (GUI_PART (win, GtkScale, speed))), <=, 8);
  gtk_window_get_default_size (GTK_WINDOW (win), &w, &h);
  g_assert_cmpint (w, >=, 320);
  g_assert_cmpint (w, <=, 16384);
  g_assert_cmpint (h, >=, 240);
  g_assert_cmpint (h, <=, 16384);
  g_assert_cmpint (gtk_paned_get_position (GUI_PART (win, GtkPaned, split)), >=, 0);
  /* The searches are built from what is shown, and they run. */
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (win)), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.finish", NULL));
  GUI_WAIT_FOR (cairn_stepper_is_finished (cairn_window_get_stepper (win)));

  /* Closing stores what GSettings accepts. */
  gtk_window_close (GTK_WINDOW (win));
  gui_spin (50);
}

static void
test_settings_out_of_range (void)
{
  if (g_test_subprocess ())
    {
      check_settings_window ();
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad_settings); i++)
    {
      g_autofree char *home = g_dir_make_tmp ("cairn-settings-XXXXXX", NULL);
      g_autofree char *dir = g_build_filename (home, "glib-2.0", "settings", NULL);
      g_autofree char *file = g_build_filename (dir, "keyfile", NULL);
      g_autofree char *text = g_strconcat ("[io/github/cairn/Cairn]\n", bad_settings[i], NULL);
      g_autofree char *old_home = g_strdup (g_getenv ("XDG_CONFIG_HOME"));

      g_test_message ("settings: %s", bad_settings[i]);
      g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
      g_assert_true (g_file_set_contents (file, text, -1, NULL));
      g_setenv ("XDG_CONFIG_HOME", home, TRUE);
      g_setenv ("GSETTINGS_BACKEND", "keyfile", TRUE);
      g_test_trap_subprocess (NULL, 300 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
      if (old_home != NULL)
        g_setenv ("XDG_CONFIG_HOME", old_home, TRUE);
      else
        g_unsetenv ("XDG_CONFIG_HOME");
      g_remove (file);
      g_rmdir (dir);
      {
        g_autofree char *glib_dir = g_build_filename (home, "glib-2.0", NULL);

        g_rmdir (glib_dir);
      }
      g_rmdir (home);
      g_test_trap_assert_passed ();
    }
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

  g_test_add ("/gui/stress/random-actions", Fixture, NULL, fixture_setup, test_random_actions, fixture_teardown);
  g_test_add_func ("/gui/settings/out-of-range", test_settings_out_of_range);

  return gui_test_run ();
}
