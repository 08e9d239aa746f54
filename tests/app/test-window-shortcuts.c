/* test-window-shortcuts.c — the window's keyboard shortcuts (src/app/
 * window/cairn-window-shortcuts.c), under a private Xvfb: every shortcut
 * of the window's capture-phase controller names an action the window
 * has (a typo would leave a key dead without a word), and the
 * application's accelerators — which the menus print — are the same
 * table, each key one action's.  The keys pressed in front of a class
 * (with the focus in a spin button or the FEN entry) are
 * test-classroom.c's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-window.h"
#include "cairn-window-shortcuts.h"
#include "gui-util.h"

/* The window's own action @name ("win.finish"): installed by its class
 * or added to its action map (the lessons' actions). */
static gboolean
window_has_action (CairnWindow *win,
                   const char  *name)
{
  const char *bare = name + strlen ("win.");
  const char *installed, *property;
  const GVariantType *parameter;
  GType owner;

  g_assert_true (g_str_has_prefix (name, "win."));
  for (guint i = 0; gtk_widget_class_query_action (GTK_WIDGET_GET_CLASS (win), i, &owner, &installed,
                                                   &parameter, &property); i++)
    if (g_str_equal (installed, name))
      return TRUE;
  return g_action_map_lookup_action (G_ACTION_MAP (win), bare) != NULL;
}

static GtkShortcutController *
window_shortcuts (CairnWindow *win)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (win));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);

      if (g_strcmp0 (gtk_event_controller_get_name (c), "cairn-window-shortcuts") == 0)
        return GTK_SHORTCUT_CONTROLLER (c);
    }
  return NULL;
}

static void
test_table (void)
{
  CairnWindow *win = gui_window_new (1360, 860);
  GtkShortcutController *controller = window_shortcuts (win);
  g_autoptr (GtkApplication) app = gtk_application_new ("io.github.cairn.TestShortcuts", G_APPLICATION_NON_UNIQUE);
  guint n;

  g_assert_nonnull (controller);
  g_assert_cmpint (gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)), ==, GTK_PHASE_CAPTURE);
  n = g_list_model_get_n_items (G_LIST_MODEL (controller));
  g_assert_cmpuint (n, >=, 25);

  cairn_window_add_accels (app);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), i);
      g_autofree char *trigger = gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));
      g_auto (GStrv) actions = gtk_application_get_actions_for_accel (app, trigger);

      /* Each key is the application's accelerator of exactly one action,
       * one the window has. */
      g_assert_cmpuint (g_strv_length (actions), ==, 1);
      g_test_message ("%s: %s", trigger, actions[0]);
      g_assert_true (window_has_action (win, actions[0]));
    }
  {
    g_auto (GStrv) finish = gtk_application_get_accels_for_action (app, "win.finish");
    g_auto (GStrv) run = gtk_application_get_accels_for_action (app, "win.run-pause");

    g_assert_cmpstrv (finish, ((const char *[]) { "<Control>End", NULL }));
    g_assert_cmpstrv (run, ((const char *[]) { "F5", "<Control>r", NULL }));
  }
  gui_window_destroy_and_assert_finalized (win);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/window-shortcuts/table", test_table);
  return gui_test_run ();
}
