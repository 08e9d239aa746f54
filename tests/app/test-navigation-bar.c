/* test-navigation-bar.c — the Stepping and Probes and prunes sections on
 * their own, outside a window: the speed property follows the scale and
 * the scale the property, each step meaning its events a second (said
 * under the scale); "running" makes Run say Pause, a button of the
 * window's action.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-navigation-bar.h"
#include "gui-util.h"

static CairnNavigationBar *
bar_new (void)
{
  return g_object_ref_sink (g_object_new (CAIRN_TYPE_NAVIGATION_BAR, NULL));
}

static GObject *
part (CairnNavigationBar *bar,
      const char         *id)
{
  GObject *object = cairn_navigation_bar_get_part (bar, id);

  g_assert_nonnull (object);
  return object;
}

static void
on_notify (guint *count)
{
  (*count)++;
}

static void
test_speed (void)
{
  g_autoptr (CairnNavigationBar) bar = bar_new ();
  GtkRange *scale = GTK_RANGE (part (bar, "speed"));
  GtkLabel *label = GTK_LABEL (part (bar, "speed_label"));
  guint speed = 99, rate = 99, rate_notified = 0;

  g_signal_connect_swapped (bar, "notify::rate", G_CALLBACK (on_notify), &rate_notified);
  g_object_get (bar, "speed", &speed, "rate", &rate, NULL);
  g_assert_cmpuint (speed, ==, 0);
  g_assert_cmpuint (rate, ==, 2);
  g_assert_cmpstr (gtk_label_get_label (label), ==, "2 events a second");

  gtk_range_set_value (scale, 4);
  g_object_get (bar, "speed", &speed, NULL);
  g_assert_cmpuint (speed, ==, 4);
  g_assert_cmpuint (cairn_navigation_bar_get_rate (bar), ==, 60);
  g_assert_cmpstr (gtk_label_get_label (label), ==, "60 events a second");
  g_assert_cmpuint (rate_notified, ==, 1);

  g_object_set (bar, "speed", (guint) CAIRN_NAVIGATION_BAR_SPEED_MAX, NULL);
  g_assert_cmpfloat (gtk_range_get_value (scale), ==, CAIRN_NAVIGATION_BAR_SPEED_MAX);
  g_assert_cmpuint (cairn_navigation_bar_get_rate (bar), ==, 0);
  g_assert_cmpstr (gtk_label_get_label (label), ==, "as fast as possible");
  g_assert_cmpuint (rate_notified, ==, 2);
}

static void
test_run_and_actions (void)
{
  g_autoptr (CairnNavigationBar) bar = bar_new ();
  GtkButton *run = GTK_BUTTON (part (bar, "run_button"));
  gboolean running = TRUE;

  g_object_get (bar, "running", &running, NULL);
  g_assert_false (running);
  g_assert_cmpstr (gtk_button_get_label (run), ==, "Run");
  g_object_set (bar, "running", TRUE, NULL);
  g_assert_cmpstr (gtk_button_get_label (run), ==, "Pause");
  g_object_set (bar, "running", FALSE, NULL);
  g_assert_cmpstr (gtk_button_get_label (run), ==, "Run");

  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (run)), ==, "win.run-pause");
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/navigation-bar/speed", test_speed);
  g_test_add_func ("/navigation-bar/run-and-actions", test_run_and_actions);
  return gui_test_run ();
}
