/* test-tablebase-line.c — the real result under the summary
 * (cairn-tablebase-line.c), under a private Xvfb: each chess preset says
 * what the endgame tables say of it (or that it is not in them),
 * tic-tac-toe says nothing, and the folder setting takes effect at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cairn-lesson-panel.h"
#include "cairn-lessons.h"
#include "cairn-tablebase.h"
#include "cairn-lesson-controller.h"
#include "cairn-window.h"
#include "gui-util.h"

typedef GuiFixture Fixture;

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_settings_reset (cairn_window_get_settings (f->win), "tablebase-dir");
  gui_window_destroy_and_assert_finalized (f->win);
}

static const char *
line_text (CairnWindow *win)
{
  return gtk_label_get_text (GUI_PART (win, GtkLabel, tablebase_line));
}

static void
wait_for_line (CairnWindow *win,
               const char  *text)
{
  /* NULL: the probe's answer is no line, its text emptied and hidden. */
  if (text == NULL)
    GUI_WAIT_FOR (!gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkLabel, tablebase_line))) &&
                  g_strcmp0 (line_text (win), "") == 0);
  else
    GUI_WAIT_FOR (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkLabel, tablebase_line))) &&
                  g_strcmp0 (line_text (win), text) == 0);
}

static void
test_presets (Fixture       *f,
              gconstpointer  data)
{
  static const struct { const char *preset, *line; } cases[] = {
    { "zugzwang", "In real chess (tablebase): White wins, mate in 11; only Kf6 wins" },
    { "lone-pawn", "In real chess (tablebase): a draw; every move draws" },
    { "opposition", "In real chess (tablebase): a draw; every move draws" },
    { "kings", "In real chess (tablebase): a draw; every move draws" },
    { "mate-in-two", "In real chess (tablebase): no verdict for 7 men; the tables here hold up to 3" },
    /* More men than any tables hold: no line at all. */
    { "start", NULL },
  };
  const char *tip;

  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s", cases[i].preset);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.preset", "s", cases[i].preset));
      wait_for_line (f->win, cases[i].line);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.preset", "s", "zugzwang"));
  wait_for_line (f->win, cases[0].line);
  tip = gtk_widget_get_tooltip_text (GTK_WIDGET (GUI_PART (f->win, GtkLabel, tablebase_line)));
  g_assert_cmpstr (tip, ==, "Each move in real chess: Ke4 draws; Kf4 draws; Kg4 draws; Ke5 draws; Kg5 draws; "
                   "Kf6 wins, mate in 11; Kg6 draws; e7+ draws");

  /* Tic-tac-toe: no tables, no line. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
  GUI_WAIT_FOR (!gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, tablebase_line))));
}

/* A folder without tables says so at once; back to the default, the
 * verdict comes back. */
static void
test_folder_setting (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-gui-tb-XXXXXX", NULL);
  g_autofree char *absent = g_strdup_printf ("In real chess (tablebase): no endgame tables found in %s; "
                                             "install the gaviotatb package or choose a folder of Gaviota tables",
                                             dir);

  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.preset", "s", "zugzwang"));
  wait_for_line (f->win, "In real chess (tablebase): White wins, mate in 11; only Kf6 wins");
  g_settings_set_string (cairn_window_get_settings (f->win), "tablebase-dir", dir);
  wait_for_line (f->win, absent);
  g_settings_reset (cairn_window_get_settings (f->win), "tablebase-dir");
  wait_for_line (f->win, "In real chess (tablebase): White wins, mate in 11; only Kf6 wins");
  g_rmdir (dir);
}

/* The zugzwang cards say what each pane's move really does; a card
 * outside the tables (tic-tac-toe, the mate in two) says nothing of it. */
static void
test_lesson_cards (Fixture       *f,
                   gconstpointer  data)
{
  static const struct { const char *id, *truth; } cards[] = {
    { "zugzwang", "In real chess (tablebase): the left pane’s Kf6 wins, mate in 11; the right pane’s Ke4 draws." },
    { "zugzwang-guard", "In real chess (tablebase): the left pane’s Kf6 wins, mate in 11; the right pane’s Ke4 draws." },
    { "zugzwang-verified", "In real chess (tablebase): both panes play Kf6, which wins, mate in 11." },
  };
  CairnLessonController *lessons = cairn_window_get_lessons (f->win);

  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      int index = cairn_lessons_find (cards[i].id);
      g_autofree char *card = NULL;

      g_assert_cmpint (index, >=, 0);
      cairn_lesson_controller_load (lessons, (guint) index);
      GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
      card = cairn_lesson_panel_get_text (cairn_lesson_controller_get_panel (lessons));
      g_test_message ("%s", card);
      g_assert_nonnull (strstr (card, cards[i].truth));
    }
  for (guint i = 0; i < cairn_lessons_get_n (); i++)
    {
      const CairnLesson *lesson = cairn_lessons_get (i);
      g_autofree char *card = NULL;

      if (strchr (lesson->cells, '/') && strlen (lesson->cells) > 0 &&
          !g_str_has_prefix (lesson->cells, "8/7p/"))
        continue;
      cairn_lesson_controller_load (lessons, i);
      GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
      card = cairn_lesson_panel_get_text (cairn_lesson_controller_get_panel (lessons));
      g_assert_null (strstr (card, "In real chess"));
    }
  cairn_lesson_controller_close (lessons);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add ("/tablebase-line/presets", Fixture, NULL, gui_fixture_setup, test_presets, fixture_teardown);
  g_test_add ("/tablebase-line/folder-setting", Fixture, NULL, gui_fixture_setup, test_folder_setting, fixture_teardown);
  g_test_add ("/tablebase-line/lesson-cards", Fixture, NULL, gui_fixture_setup, test_lesson_cards, fixture_teardown);
  return gui_test_run ();
}
