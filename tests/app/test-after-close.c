/* test-after-close.c — nothing reaches a closed window, under a private
 * Xvfb.  A window is finalized the moment it is destroyed, but some of
 * what it made lives on a little (the sidebar is dropped in an idle of
 * its own, see cairn_unref_later()); a signal, callback or answer that
 * still names the window then reads freed memory.  Each test closes a
 * window and then makes that late event happen at once, so the race
 * does not depend on the machine's load (AddressSanitizer names it; in
 * a plain build the handler trips over the cleared fields).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-pane.h"
#include "cairn-view-state.h"
#include "cairn-window.h"
#include "gui-util.h"

/* Destroys @win and asserts it is finalized at once (the sidebar it
 * leaves for later is not). */
static void
close_window (CairnWindow *win)
{
  gpointer alive = win;

  g_object_add_weak_pointer (G_OBJECT (win), &alive);
  gtk_window_destroy (GTK_WINDOW (win));
  g_assert_null (alive);
}

/* The tables' folder changed (in another window, or the preferences)
 * right after a window closed: the closed window's settings object is
 * still held by the sidebar's bindings, and its "changed" handler must
 * not run. */
static void
test_tablebase_dir_changed (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *dir = g_dir_make_tmp ("cairn-gui-after-XXXXXX", NULL);
  CairnWindow *win = gui_window_new (1000, 700);
  CairnWindow *other = gui_window_new (1000, 700);
  g_autofree char *absent = g_strdup_printf ("In real chess (tablebase): no endgame tables found in %s; "
                                             "install the gaviotatb package or choose a folder of Gaviota tables",
                                             dir);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (other), "win.preset", "s", "zugzwang"));
  close_window (win);
  g_settings_set_string (settings, "tablebase-dir", dir);
  /* The window still open takes the new folder. */
  GUI_WAIT_FOR (g_strcmp0 (gtk_label_get_text (GUI_PART (other, GtkLabel, tablebase_line)), absent) == 0);
  g_settings_reset (settings, "tablebase-dir");
  gui_window_destroy_and_assert_finalized (other);
  g_rmdir (dir);
}

/* A pane that outlives its window (something else holds it, as a test
 * may): a node selected in it, or its mode changed, reaches no window.
 * The window's handlers on the pane and its view state go with it. */
static void
test_pane_kept (void)
{
  CairnWindow *win = gui_window_new (1000, 700);
  CairnPane *panes[2];

  gui_finish (win);
  for (guint i = 0; i < 2; i++)
    panes[i] = g_object_ref (cairn_window_get_pane (win, i));
  close_window (win);
  for (guint i = 0; i < 2; i++)
    {
      CairnViewState *state = cairn_pane_get_view_state (panes[i]);

      cairn_view_state_set_selected_node (state, 1);
      g_assert_cmpuint (cairn_view_state_get_selected_node (state), ==, 1);
      cairn_pane_set_mode (panes[i], CAIRN_MODE_MINIMAX);
      g_assert_cmpint (cairn_pane_get_mode (panes[i]), ==, CAIRN_MODE_MINIMAX);
      g_assert_finalize_object (panes[i]);
    }
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/after-close/tablebase-dir-changed", test_tablebase_dir_changed);
  g_test_add_func ("/after-close/pane-kept", test_pane_kept);
  return gui_test_run ();
}
