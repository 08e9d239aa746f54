/* test-engine-line.c — a real engine's opinion under the summary, with
 * the fake engines of tests/engines: the answer in Cairn's words, the line
 * hidden for tic-tac-toe, a missing engine explained, and a slow engine's
 * question cancelled by the next position, its processes gone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-engine-line.h"
#include "cairn-window.h"
#include "fake-engine.h"
#include "gui-util.h"

#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
#define OPPOSITION "8/3k4/8/3K4/3P4/8/8/8 w - - 0 1"

static char *pid_file;

static guint
count_pids (GArray *pids)
{
  fake_engine_read_pids (pid_file, pids);
  return pids->len;
}

static CairnWindow *
chess_window (const char *engine,
              double      seconds)
{
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  CairnWindow *win;

  g_settings_set_string (settings, "engine-path", engine);
  g_settings_set_double (settings, "engine-time", seconds);
  win = gui_window_new (1360, 860);
  gui_set_scenario (win, ".........", "x", 3, 3, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (cairn_window_get_engine_line (win))));
  gtk_toggle_button_set_active (GUI_PART (win, GtkToggleButton, game_chess), TRUE);
  return win;
}

static void
test_good (void)
{
  g_autofree char *good = fake_engine_path ("good");
  CairnWindow *win = chess_window (good, 5);

  gui_set_fen (win, LONE_PAWN);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (cairn_window_get_engine_line (win))));
  GUI_WAIT_FOR (!cairn_engine_line_is_asking (cairn_window_get_engine_line (win)));
  g_assert_cmpstr (cairn_engine_line_get_text (cairn_window_get_engine_line (win)), ==,
                   "Engine: Fake good, depth 12: +1.50, best Kd2");

  /* Tic-tac-toe has no engine to ask. */
  gtk_toggle_button_set_active (GUI_PART (win, GtkToggleButton, game_tictactoe), TRUE);
  gui_spin (20);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (cairn_window_get_engine_line (win))));
  gui_window_destroy_and_assert_finalized (win);
}

static void
test_missing (void)
{
  CairnWindow *win = chess_window ("/no/such/engine", 5);

  gui_set_fen (win, LONE_PAWN);
  GUI_WAIT_FOR (!cairn_engine_line_is_asking (cairn_window_get_engine_line (win)));
  g_assert_cmpstr (cairn_engine_line_get_text (cairn_window_get_engine_line (win)), ==,
                   "The engine “/no/such/engine” was not found, or is not a program that can be run; "
                   "Stockfish is installed with “sudo apt install stockfish”.");
  gui_window_destroy_and_assert_finalized (win);
}

/* A new position cancels the question about the old one: the slow
 * engine and the grandchild it started are killed at once, long before
 * its ten minutes; closing the window kills the next one. */
static void
test_cancel (void)
{
  g_autofree char *slow = fake_engine_path ("slow");
  g_autoptr (GArray) pids = g_array_new (FALSE, FALSE, sizeof (int));
  CairnWindow *win = chess_window (slow, 600);

  g_unlink (pid_file);
  gui_set_fen (win, LONE_PAWN);
  GUI_WAIT_FOR (count_pids (pids) == 2);
  g_assert_true (cairn_engine_line_is_asking (cairn_window_get_engine_line (win)));
  g_assert_cmpstr (cairn_engine_line_get_text (cairn_window_get_engine_line (win)), ==, "Asking fake-slow…");

  gui_set_fen (win, OPPOSITION);
  GUI_WAIT_FOR (fake_engine_process_gone (g_array_index (pids, int, 0)) && fake_engine_process_gone (g_array_index (pids, int, 1)));
  GUI_WAIT_FOR (count_pids (pids) == 4);
  g_assert_true (cairn_engine_line_is_asking (cairn_window_get_engine_line (win)));

  gui_window_destroy_and_assert_finalized (win);
  for (guint i = 0; i < pids->len; i++)
    GUI_WAIT_FOR (fake_engine_process_gone (g_array_index (pids, int, i)));
}

int
main (int    argc,
      char **argv)
{
  int status;

  if (!gui_test_init (&argc, &argv))
    return 77;
  pid_file = fake_engine_pid_file_new ("cairn-engine-line-XXXXXX");
  g_test_add_func ("/engine-line/good", test_good);
  g_test_add_func ("/engine-line/missing", test_missing);
  g_test_add_func ("/engine-line/cancel", test_cancel);
  status = gui_test_run ();
  fake_engine_pid_file_free (pid_file);
  return status;
}
