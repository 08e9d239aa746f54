/* test-classroom.c — the window in front of a class (issue 15), under a
 * private Xvfb: lessons leave the user's window as it was, shortcuts
 * work whatever has the focus, a pane's mode changes without stopping
 * the other pane, cell numbers, a won board, and the study's cells.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <string.h>

#include "cairn-chart.h"
#include "cairn-format.h"
#include "cairn-tictactoe-editor.h"
#include "cairn-games.h"
#include "cairn-study.h"
#include "cairn-lesson-controller.h"
#include "cairn-window.h"
#include "gui-util.h"

typedef GuiFixture Fixture;

static char *
position_text (CairnWindow *win)
{
  CairnPosition p;

  cairn_window_get_position (win, &p);
  return cairn_position_to_string (&p);
}

/* Lessons */

/* Everything the lessons may change, as the user left it. */
typedef struct {
  CairnScenario scenario;
  char         *positions[2];   /* tic-tac-toe, pawns */
  char         *stored_scoring;
  char         *stored_null_when;
  char         *stored_modes[2];
  int           stored_depth;
  int           stored_reduction;
  gboolean      stored_guard;
  char         *stored_game;
} UserWindow;

static void
note_user_window (CairnWindow *win,
                  UserWindow  *u)
{
  GSettings *s = cairn_window_get_settings (win);

  cairn_window_get_scenario (win, &u->scenario);
  for (guint i = 0; i < 2; i++)
    {
      CairnPosition shown;

      cairn_window_get_game_position (win, i, &shown);
      u->positions[i] = cairn_position_to_string (&shown);
    }
  u->stored_scoring = g_settings_get_string (s, "scoring");
  u->stored_null_when = g_settings_get_string (s, "null-when");
  u->stored_modes[0] = g_settings_get_string (s, "left-mode");
  u->stored_modes[1] = g_settings_get_string (s, "right-mode");
  u->stored_depth = g_settings_get_int (s, "depth");
  u->stored_reduction = g_settings_get_int (s, "reduction");
  u->stored_guard = g_settings_get_boolean (s, "guard");
  u->stored_game = g_settings_get_string (s, "game");
}

static void
assert_user_window (CairnWindow *win,
                    UserWindow  *u)
{
  GSettings *s = cairn_window_get_settings (win);
  CairnScenario now;
  g_autofree char *scoring = g_settings_get_string (s, "scoring");
  g_autofree char *null_when = g_settings_get_string (s, "null-when");
  g_autofree char *left = g_settings_get_string (s, "left-mode");
  g_autofree char *right = g_settings_get_string (s, "right-mode");
  g_autofree char *game = g_settings_get_string (s, "game");

  cairn_window_get_scenario (win, &now);
  g_assert_true (cairn_position_equal (&now.position, &u->scenario.position));
  g_assert_cmpuint (now.depth, ==, u->scenario.depth);
  g_assert_cmpuint (now.reduction, ==, u->scenario.reduction);
  g_assert_cmpint (now.guard, ==, u->scenario.guard);
  g_assert_cmpint (now.probe_window, ==, u->scenario.probe_window);
  g_assert_cmpint (now.scoring, ==, u->scenario.scoring);
  g_assert_cmpint (now.null_when, ==, u->scenario.null_when);
  g_assert_cmpint (now.modes[0], ==, u->scenario.modes[0]);
  g_assert_cmpint (now.modes[1], ==, u->scenario.modes[1]);
  for (guint i = 0; i < 2; i++)
    {
      CairnPosition shown;
      g_autofree char *text = NULL;

      cairn_window_get_game_position (win, i, &shown);
      text = cairn_position_to_string (&shown);

      g_assert_cmpstr (text, ==, u->positions[i]);
    }
  g_assert_cmpstr (scoring, ==, u->stored_scoring);
  g_assert_cmpstr (null_when, ==, u->stored_null_when);
  g_assert_cmpstr (left, ==, u->stored_modes[0]);
  g_assert_cmpstr (right, ==, u->stored_modes[1]);
  g_assert_cmpint (g_settings_get_int (s, "depth"), ==, u->stored_depth);
  g_assert_cmpint (g_settings_get_int (s, "reduction"), ==, u->stored_reduction);
  g_assert_cmpint (g_settings_get_boolean (s, "guard"), ==, u->stored_guard);
  g_assert_cmpstr (game, ==, u->stored_game);
  /* The searches are the user's, from their start. */
  g_assert_cmpuint (cairn_window_get_moment (win), ==, 0);
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (win)), ==, 2);
  g_assert_false (gtk_widget_get_visible (GUI_PART (win, GtkWidget, lesson_panel)));
}

static void
user_window_clear (UserWindow *u)
{
  for (guint i = 0; i < 2; i++)
    {
      g_free (u->positions[i]);
      g_free (u->stored_modes[i]);
    }
  g_free (u->stored_scoring);
  g_free (u->stored_null_when);
  g_free (u->stored_game);
}

static void
load_card (CairnWindow *win,
           const char  *id)
{
  int index = cairn_lessons_find (id);

  g_assert_cmpint (index, >=, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.lesson-load", "u", (guint32) index));
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (cairn_window_get_lessons (win)));
}

/* The user's settings, far from every card's: minimax and verified, depth
 * 4, R 2, the guard on, zero-width probes, sound scoring. */
static void
set_user_settings (CairnWindow *win)
{
  gtk_spin_button_set_value (GUI_PART (win, GtkSpinButton, depth), 4);
  gtk_drop_down_set_selected (GUI_PART (win, GtkDropDown, reduction), 1);
  gtk_switch_set_active (GUI_PART (win, GtkSwitch, guard), TRUE);
  gtk_drop_down_set_selected (GUI_PART (win, GtkDropDown, probe_window), CAIRN_PROBE_WINDOW_ZERO);
  gtk_drop_down_set_selected (GUI_PART (win, GtkDropDown, scoring), CAIRN_SCORING_SOUND);
  cairn_pane_set_mode (cairn_window_get_pane (win, 0), CAIRN_MODE_MINIMAX);
  cairn_pane_set_mode (cairn_window_get_pane (win, 1), CAIRN_MODE_VERIFIED);
}

/* The user was on tic-tac-toe, with a pawn ending of their own kept for
 * later; cards of both games come and go. */
static void
test_lessons_restore_tictactoe (Fixture       *f,
                                gconstpointer  data)
{
  UserWindow u = { 0 };
  CairnPosition p;
  CairnLessonController *lessons = cairn_window_get_lessons (f->win);

  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_set_fen (f->win, "8/8/3k4/3P4/3K4/8/8/8 b - - 0 1");
  /* Chosen for the pawn game, kept while tic-tac-toe shows "always". */
  gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, null_when), CAIRN_NULL_WHEN_PIECES);
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
  g_assert_true (cairn_position_parse ("X...O....", "x", &p, NULL));
  cairn_window_set_position (f->win, &p);
  set_user_settings (f->win);
  note_user_window (f->win, &u);
  g_assert_cmpstr (u.stored_null_when, ==, "pieces");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
  load_card (f->win, "verified-pitfall");
  load_card (f->win, "zugzwang");
  {
    CairnPosition shown;

    cairn_window_get_position (f->win, &shown);
    g_assert_cmpstr (cairn_position_game (&shown)->id, ==, "chess");
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  assert_user_window (f->win, &u);

  /* Opening them again shows the card last seen, and closing once more
   * gives the window back again. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, cairn_lessons_find ("zugzwang"));
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  assert_user_window (f->win, &u);

  /* The pawn ending kept for later is still there. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  {
    g_autofree char *text = position_text (f->win);

    g_assert_cmpstr (text, ==, "8/8/3k4/3P4/3K4/8/8/8 b - - 0 1");
  }
  user_window_clear (&u);
}

/* The user was on a pawn ending; closing mid-run, before the card has
 * reached its moment, gives the window back too. */
static void
test_lessons_restore_pawns (Fixture       *f,
                            gconstpointer  data)
{
  UserWindow u = { 0 };
  CairnPosition p;
  CairnLessonController *lessons = cairn_window_get_lessons (f->win);

  g_assert_true (cairn_position_parse ("....X...O", "x", &p, NULL));
  cairn_window_set_position (f->win, &p);
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_set_fen (f->win, "4k3/8/8/8/3p4/8/8/4K3 b - - 0 1");
  set_user_settings (f->win);
  gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, null_when), CAIRN_NULL_WHEN_PIECES);
  gtk_spin_button_set_value (GUI_PART (f->win, GtkSpinButton, depth), 11);
  note_user_window (f->win, &u);
  g_assert_cmpint (u.scenario.scoring, ==, CAIRN_SCORING_SOUND);
  g_assert_cmpint (u.scenario.null_when, ==, CAIRN_NULL_WHEN_PIECES);

  load_card (f->win, "zugzwang-verified");
  load_card (f->win, "sound-scoring");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lesson-load", "u",
                                             (guint32) cairn_lessons_find ("small-r")));
  g_assert_false (cairn_lesson_controller_is_ready (lessons));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  assert_user_window (f->win, &u);
  /* The card's run does not come back to take the window over. */
  gui_spin (300);
  assert_user_window (f->win, &u);
  g_assert_false (cairn_lesson_controller_is_ready (lessons));

  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
  {
    g_autofree char *text = position_text (f->win);

    g_assert_cmpstr (text, ==, "....X...O");
  }
  user_window_clear (&u);
}

/* The report: after the lessons the right pane stayed on verified, and
 * the Pitfall preset then searched with verified. */
static void
test_lessons_then_pitfall (Fixture       *f,
                           gconstpointer  data)
{
  cairn_pane_set_mode (cairn_window_get_pane (f->win, 0), CAIRN_MODE_PLAIN);
  cairn_pane_set_mode (cairn_window_get_pane (f->win, 1), CAIRN_MODE_NULL);
  load_card (f->win, "verified-pitfall");
  g_assert_cmpint (cairn_pane_get_mode (cairn_window_get_pane (f->win, 1)), ==, CAIRN_MODE_VERIFIED);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.preset", "s", "pitfall"));
  g_assert_cmpint (cairn_pane_get_mode (cairn_window_get_pane (f->win, 1)), ==, CAIRN_MODE_NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.finish", NULL));
  gui_wait_done (f->win);
  {
    CairnCounters c;

    cairn_pane_get_counters (cairn_window_get_pane (f->win, 1), &c);
    g_assert_cmpint (c.best_move, ==, 0);
    g_assert_cmpuint (c.verifications, ==, 0);
  }
}

/* The last card's inspectors explain its win as sound scoring scores it,
 * as the card's text does, not as the seed's scoring would. */
static void
test_lessons_sound_inspector (Fixture       *f,
                              gconstpointer  data)
{
  load_card (f->win, "sound-scoring");
  for (guint p = 0; p < 2; p++)
    {
      g_autofree char *text = cairn_pane_get_inspector_text (cairn_window_get_pane (f->win, p));

      g_assert_nonnull (strstr (text, "Game over: X has three in a row, value 999 (1000 minus the ply: "
                                      "a faster win scores higher, and every win above any guess at the horizon)."));
      g_assert_null (strstr (text, "10 minus the ply"));
    }
}

/* Every card's text speaks of "the selected node": both panes show it,
 * inside the tree's frame, 40 px from its edges (the zoom buttons are
 * above the frame, not over it: test-room). */
static void
test_lessons_nodes_in_view (Fixture       *f,
                            gconstpointer  data)
{
  for (guint i = 0; i < cairn_lessons_get_n (); i++)
    {
      const CairnLessonPlan *plan;

      load_card (f->win, cairn_lessons_get (i)->id);
      gui_spin (100);
      plan = cairn_lesson_controller_get_plan (cairn_window_get_lessons (f->win));
      for (guint p = 0; p < 2; p++)
        {
          CairnTreeView *view = cairn_pane_get_tree_view (cairn_window_get_pane (f->win, p));
          const CairnLayout *layout = cairn_tree_view_get_layout (view);
          const CairnLayoutItem *item;
          double x, y;
          int w = gtk_widget_get_width (GTK_WIDGET (view)), h = gtk_widget_get_height (GTK_WIDGET (view));

          if (plan->nodes[p] == CAIRN_NO_NODE)
            continue;
          item = cairn_layout_get_item (layout, cairn_layout_item_for_node (layout, plan->nodes[p]));
          cairn_tree_view_layout_to_widget (view, item->x, item->y, &x, &y);
          g_test_message ("card %u %s, pane %u: node %u at (%.0f, %.0f) of %d × %d", i + 1,
                          cairn_lessons_get (i)->id, p, plan->nodes[p], x, y, w, h);
          g_assert_cmpfloat (x, >=, 40);
          g_assert_cmpfloat (x, <=, w - 40);
          g_assert_cmpfloat (y, >=, 40);
          g_assert_cmpfloat (y, <=, h - 40);
        }
    }
}

/* Shortcuts */

/* Keys the spin button would take for its text, and keys it would not,
 * with the focus in the depth limit's spin button. */
static void
test_shortcuts_in_spin_button (Fixture       *f,
                               gconstpointer  data)
{
  CairnStepper *stepper = cairn_window_get_stepper (f->win);
  CairnLessonController *lessons = cairn_window_get_lessons (f->win);

  gui_set_scenario (f->win, ".........", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  if (gui_skip_without_xdotool (gui_xdotool (GTK_WIDGET (GUI_PART (f->win, GtkSpinButton, depth)), "click", 1)))
    return;
  GUI_WAIT_FOR (gtk_widget_has_focus (gtk_root_get_focus (GTK_ROOT (f->win))) &&
                gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->win)), GTK_WIDGET (GUI_PART (f->win, GtkSpinButton, depth))));

  gui_key ("ctrl+Right");
  GUI_WAIT_FOR (cairn_window_get_moment (f->win) == 1);
  gui_key ("ctrl+Right");
  GUI_WAIT_FOR (cairn_window_get_moment (f->win) == 2);
  gui_key ("ctrl+Left");
  GUI_WAIT_FOR (cairn_window_get_moment (f->win) == 1);
  gui_key ("ctrl+End");
  GUI_WAIT_FOR (cairn_stepper_is_finished (stepper));
  gui_wait_done (f->win);
  {
    CairnCounters c;

    cairn_pane_get_counters (cairn_window_get_pane (f->win, 0), &c);
    g_assert_cmpuint (c.nodes, ==, 167);
  }
  gui_key ("ctrl+Home");
  GUI_WAIT_FOR (cairn_window_get_moment (f->win) == 0 && !cairn_stepper_is_busy (stepper));
  /* The spin button kept its value and the focus. */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GUI_PART (f->win, GtkSpinButton, depth)), ==, 3);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->win)), GTK_WIDGET (GUI_PART (f->win, GtkSpinButton, depth))));

  /* A depth typed but not yet entered is the depth Ctrl+End searches. */
  gui_key ("ctrl+a");
  gui_key ("4");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GUI_PART (f->win, GtkSpinButton, depth)), ==, 3);
  gui_key ("ctrl+End");
  GUI_WAIT_FOR (cairn_stepper_is_finished (stepper));
  gui_wait_done (f->win);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GUI_PART (f->win, GtkSpinButton, depth)), ==, 4);
  {
    CairnCounters c;

    cairn_pane_get_counters (cairn_window_get_pane (f->win, 0), &c);
    g_assert_cmpuint (c.nodes, ==, 591);
  }

  /* The lessons and their keys. */
  gui_key ("ctrl+l");
  GUI_WAIT_FOR (gtk_widget_get_visible (GUI_PART (f->win, GtkWidget, lesson_panel)));
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
  gui_key ("alt+Right");
  /* On a loaded machine the key may take longer than gui_key's spin. */
  GUI_WAIT_FOR (cairn_lesson_controller_get_index (lessons) == 1);
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
  gui_key ("ctrl+l");
  GUI_WAIT_FOR (!gtk_widget_get_visible (GUI_PART (f->win, GtkWidget, lesson_panel)));
}

static GtkWindow *
find_study (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (CAIRN_IS_STUDY (window))
        return GTK_WINDOW (window);
    }
  return NULL;
}

/* The study opens with Ctrl+P while a drop-down has the focus, and the
 * Step keys work there too. */
static void
test_shortcuts_in_drop_down (Fixture       *f,
                             gconstpointer  data)
{
  GtkWindow *study;

  gui_set_scenario (f->win, ".........", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gtk_widget_grab_focus (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, reduction)));
  /* A click on the drop-down would open its list: a click on the
   * timeline's label gives the window the X focus instead. */
  if (gui_skip_without_xdotool (gui_xdotool (GTK_WIDGET (GUI_PART (f->win, GtkInscription, timeline_label)), "click", 1)))
    return;
  gtk_widget_grab_focus (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, reduction)));
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->win)), GTK_WIDGET (GUI_PART (f->win, GtkDropDown, reduction))) ||
                 gtk_root_get_focus (GTK_ROOT (f->win)) == GTK_WIDGET (GUI_PART (f->win, GtkDropDown, reduction)));

  gui_key ("ctrl+Right");
  GUI_WAIT_FOR (cairn_window_get_moment (f->win) == 1);
  gui_key ("F5");
  GUI_WAIT_FOR (cairn_stepper_is_busy (cairn_window_get_stepper (f->win)));
  gui_key ("F5");
  GUI_WAIT_FOR (!cairn_stepper_is_busy (cairn_window_get_stepper (f->win)));
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, reduction)), ==, 0);

  gui_key ("ctrl+p");
  GUI_WAIT_FOR ((study = find_study ()) != NULL);
  g_assert_true (gtk_window_get_transient_for (study) == GTK_WINDOW (f->win));
}

/* The FEN entry keeps Ctrl+arrows for its cursor. */
static void
test_shortcuts_leave_text_alone (Fixture       *f,
                                 gconstpointer  data)
{
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->win));
  gui_spin (50);
  if (gui_skip_without_xdotool (gui_xdotool (GTK_WIDGET (GUI_PART (f->win, GtkEntry, fen_entry)), "click", 1)))
    return;
  GUI_WAIT_FOR (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (f->win)), GTK_WIDGET (GUI_PART (f->win, GtkEntry, fen_entry))));
  gui_key ("ctrl+Right");
  gui_key ("ctrl+End");
  /* xdotool's keys arrive when the X server passes them on: wait for the
   * last one's effect (a fixed pause failed under load).  Keys are handled
   * in order, so by then Ctrl+Right has had its chance to step too. */
  GUI_WAIT_FOR (gtk_editable_get_position (GTK_EDITABLE (GUI_PART (f->win, GtkEntry, fen_entry))) ==
                (int) g_utf8_strlen (gtk_editable_get_text (GTK_EDITABLE (GUI_PART (f->win, GtkEntry, fen_entry))), -1));
  gui_spin (30);
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 0);
  g_assert_false (cairn_stepper_is_busy (cairn_window_get_stepper (f->win)));
}

/* Won board */

/* A label showing @text somewhere inside @widget, or NULL. */
static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_game_over (Fixture       *f,
                gconstpointer  data)
{
  const char *won = "X has already won: the game is over, so there is no move to search.";
  CairnPosition p;

  g_assert_true (cairn_position_parse ("XXXOO.O..", NULL, &p, NULL));
  cairn_window_set_position (f->win, &p);
  gui_spin (30);
  g_assert_null (cairn_window_get_position_error (f->win));
  g_assert_cmpstr (cairn_window_get_game_over (f->win), ==, won);
  /* Under the board, not as an error, and above the panes. */
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, position_error)), ==, won);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, position_error))));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (GUI_PART (f->win, GtkLabel, position_error)), "error"));
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)), ==, won);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, summary))));
  /* The empty trees say so too, not "Press Step or Run". */
  for (guint i = 0; i < 2; i++)
    g_assert_nonnull (find_label (GTK_WIDGET (cairn_window_get_pane (f->win, i)), won));
  /* Nothing to search, so nothing to step. */
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 0);
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.finish", NULL) &&
                  cairn_stepper_is_busy (cairn_window_get_stepper (f->win)));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkButton, run_button))));

  /* A pawn ending with nothing left but the kings: drawn. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_set_fen (f->win, "8/8/8/8/8/8/8/4K2k w - - 0 1");
  g_assert_cmpstr (cairn_window_get_game_over (f->win), ==,
                   "Dead position: neither side has the material left to mate (insufficient material), so the game is drawn. There is no move to search.");

  /* Back to tic-tac-toe, one mark less: the game goes on. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
  g_assert_nonnull (cairn_window_get_game_over (f->win));
  g_assert_true (cairn_position_parse ("XX.OO.O..", "x", &p, NULL));
  cairn_window_set_position (f->win, &p);
  g_assert_null (cairn_window_get_game_over (f->win));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, position_error))));
  g_assert_nonnull (find_label (GTK_WIDGET (cairn_window_get_pane (f->win, 0)),
                                "Press Step or Run to watch the search grow here."));
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.finish", NULL));
  gui_wait_done (f->win);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)), "Done."));
}

/* A pane's mode changed mid-run */

static guint64
events_of (CairnWindow *win,
           guint        pane)
{
  return cairn_search_get_counters (cairn_pane_get_search (cairn_window_get_pane (win, pane)))->events;
}

static void
test_mode_change_mid_run (Fixture       *f,
                          gconstpointer  data)
{
  CairnStepper *stepper = cairn_window_get_stepper (f->win);
  const CairnSearch *kept;
  guint64 lines;
  CairnCounters c;

  gui_set_scenario (f->win, ".........", "x", 5, 3, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  cairn_stepper_step (stepper, 200);
  GUI_WAIT_FOR (!cairn_stepper_is_busy (stepper) && cairn_window_get_moment (f->win) == 200);
  g_assert_cmpuint (cairn_log_view_get_n_lines (cairn_pane_get_log_view (cairn_window_get_pane (f->win, 0))), ==, 200);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, status_message))));
  kept = cairn_pane_get_search (cairn_window_get_pane (f->win, 0));
  lines = cairn_log_view_get_n_lines (cairn_pane_get_log_view (cairn_window_get_pane (f->win, 0)));
  g_assert_cmpuint (lines, ==, 200);

  /* The right pane to verified: the left search is the same one, at the
   * same event; the right one starts again and catches up. */
  cairn_pane_set_mode (cairn_window_get_pane (f->win, 1), CAIRN_MODE_VERIFIED);
  g_assert_true (cairn_pane_get_search (cairn_window_get_pane (f->win, 0)) == kept);
  g_assert_cmpuint (events_of (f->win, 0), ==, 200);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, status_message))));
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, status_message)), ==,
                   "The right pane now searches with verified null move: its search started again "
                   "and catches up with the left pane’s, which goes on unchanged.");
  GUI_WAIT_FOR (!cairn_stepper_is_busy (stepper) && !cairn_pane_is_behind (cairn_window_get_pane (f->win, 1)));
  g_assert_cmpuint (events_of (f->win, 0), ==, 200);
  g_assert_cmpuint (events_of (f->win, 1), ==, 200);
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 200);
  g_assert_cmpuint (cairn_log_view_get_n_lines (cairn_pane_get_log_view (cairn_window_get_pane (f->win, 0))), ==, lines);
  g_assert_cmpint (cairn_search_get_settings (cairn_pane_get_search (cairn_window_get_pane (f->win, 1)))->mode,
                   ==, CAIRN_MODE_VERIFIED);

  /* Both go on in step to the end, with the seed's figures. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.finish", NULL));
  gui_wait_done (f->win);
  g_assert_true (cairn_pane_get_search (cairn_window_get_pane (f->win, 0)) == kept);
  cairn_pane_get_counters (cairn_window_get_pane (f->win, 0), &c);
  g_assert_cmpuint (c.nodes, ==, 1787);
  cairn_pane_get_counters (cairn_window_get_pane (f->win, 1), &c);
  g_assert_cmpuint (c.nodes, ==, 909);
  g_assert_cmpuint (c.verifications, ==, 7);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)), "Done."));

  /* The left pane, after the end: the right search is kept, finished. */
  kept = cairn_pane_get_search (cairn_window_get_pane (f->win, 1));
  cairn_pane_set_mode (cairn_window_get_pane (f->win, 0), CAIRN_MODE_NULL);
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, status_message)), ==,
                   "The left pane now searches with null-move pruning: its search started again "
                   "and catches up with the right pane’s, which goes on unchanged.");
  gui_wait_done (f->win);
  g_assert_true (cairn_pane_get_search (cairn_window_get_pane (f->win, 1)) == kept);
  cairn_pane_get_counters (cairn_window_get_pane (f->win, 0), &c);
  g_assert_cmpuint (c.nodes, ==, 803);

  /* Anything else that searches anew says nothing more about it. */
  gtk_spin_button_set_value (GUI_PART (f->win, GtkSpinButton, depth), 4);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, status_message))));

  /* Before any step, a mode change only builds new searches. */
  cairn_pane_set_mode (cairn_window_get_pane (f->win, 1), CAIRN_MODE_MINIMAX);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, status_message))));
  g_assert_cmpuint (cairn_stepper_get_n_searches (stepper), ==, 2);
}

/* Study */

static CairnStudy *
open_study (CairnWindow *win)
{
  CairnStudy *study;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.study", NULL));
  study = CAIRN_STUDY (find_study ());
  GUI_WAIT_FOR (!cairn_study_is_busy (study) && cairn_study_get_sweep (study) != NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (study));
  return study;
}

/* Where the chart shows depth index @d and reduction index @r (G_MAXUINT:
 * the plain alpha-beta marker). */
static gboolean
find_point (CairnStudy *study,
            guint       want_d,
            guint       want_r,
            double     *px,
            double     *py)
{
  GtkWidget *chart = cairn_study_get_chart (study);
  int w = gtk_widget_get_width (chart), h = gtk_widget_get_height (chart);

  for (int y = 0; y < h; y += 2)
    for (int x = 0; x < w; x += 2)
      {
        guint d, r;

        if (cairn_chart_hit_test (cairn_study_get_sweep (study), w, h, x, y, &d, &r) &&
            d == want_d && r == want_r)
          {
            *px = x;
            *py = y;
            return TRUE;
          }
      }
  return FALSE;
}

static void
test_study_cell_loads (Fixture       *f,
                       gconstpointer  data)
{
  CairnStudy *study;
  CairnScenario s;
  double x, y;
  CairnPosition empty;

  cairn_position_init_empty (&empty);
  gui_set_scenario (f->win, ".........", "x", 3, 1, FALSE, CAIRN_MODE_MINIMAX, CAIRN_MODE_VERIFIED);
  study = open_study (f->win);
  g_assert_cmpint (cairn_study_get_sweep (study)->mode, ==, CAIRN_MODE_VERIFIED);

  /* A real click on depth limit 5, R 3. */
  g_assert_true (find_point (study, 4, 2, &x, &y));
  if (gui_skip_without_xdotool (gui_xdotool_at (cairn_study_get_chart (study), x, y, (const char *[]) { "click", "1", NULL })))
    return;
  GUI_WAIT_FOR (gtk_spin_button_get_value_as_int (GUI_PART (f->win, GtkSpinButton, depth)) == 5);
  cairn_window_get_scenario (f->win, &s);
  g_assert_true (cairn_position_equal (&s.position, &empty));
  g_assert_cmpuint (s.depth, ==, 5);
  g_assert_cmpuint (s.reduction, ==, 3);
  g_assert_cmpint (s.modes[0], ==, CAIRN_MODE_PLAIN);
  g_assert_cmpint (s.modes[1], ==, CAIRN_MODE_VERIFIED);
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, status_message)), ==,
                   "From the study: depth limit 5, R 3, plain alpha-beta on the left and verified null move on the right.");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.finish", NULL));
  gui_wait_done (f->win);
  {
    CairnCounters c;

    cairn_pane_get_counters (cairn_window_get_pane (f->win, 1), &c);
    g_assert_cmpuint (c.nodes, ==, 909);
  }

  /* Adaptive R, null move, the guard on: the whole setting comes along. */
  cairn_study_set_position (study, &empty, CAIRN_MODE_NULL, TRUE);
  GUI_WAIT_FOR (!cairn_study_is_busy (study) && cairn_study_get_sweep (study)->mode == CAIRN_MODE_NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (study));
  g_assert_true (find_point (study, 8, 4, &x, &y));
  g_assert_true (cairn_study_choose_at (study, x, y));
  cairn_window_get_scenario (f->win, &s);
  g_assert_cmpuint (s.depth, ==, 9);
  g_assert_cmpuint (s.reduction, ==, CAIRN_REDUCTION_ADAPTIVE);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, reduction)), ==, CAIRN_REDUCTION_MAX);
  g_assert_true (s.guard);
  g_assert_cmpint (s.modes[0], ==, CAIRN_MODE_PLAIN);
  g_assert_cmpint (s.modes[1], ==, CAIRN_MODE_NULL);
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, status_message)), ==,
                   "From the study: depth limit 9, R adaptive, plain alpha-beta on the left and null-move pruning on the right.");

  /* A plain alpha-beta marker has no R: the window keeps its own. */
  g_assert_true (find_point (study, 2, G_MAXUINT, &x, &y));
  g_assert_true (cairn_study_choose_at (study, x, y));
  cairn_window_get_scenario (f->win, &s);
  g_assert_cmpuint (s.depth, ==, 3);
  g_assert_cmpuint (s.reduction, ==, CAIRN_REDUCTION_ADAPTIVE);

  /* Nowhere in particular: nothing happens. */
  g_assert_false (cairn_study_choose_at (study, 1, 1));
  cairn_window_get_scenario (f->win, &s);
  g_assert_cmpuint (s.depth, ==, 3);
}

/* The study's last column is adaptive R, searched as the window and the
 * CLI search it. */
static void
test_study_adaptive (Fixture       *f,
                     gconstpointer  data)
{
  CairnStudy *study;
  const CairnSweep *sweep;
  CairnPosition empty;
  double x, y;

  cairn_position_init_empty (&empty);
  gui_set_scenario (f->win, ".........", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  study = open_study (f->win);
  sweep = cairn_study_get_sweep (study);
  g_assert_cmpuint (sweep->reductions->len, ==, 5);
  g_assert_cmpuint (g_array_index (sweep->reductions, guint, 4), ==, CAIRN_REDUCTION_ADAPTIVE);
  for (guint d = 0; d < sweep->depths->len; d++)
    {
      CairnSettings settings;
      CairnCounters want;

      cairn_settings_init_default (&settings);
      settings.mode = CAIRN_MODE_NULL;
      settings.depth = g_array_index (sweep->depths, guint, d);
      settings.reduction = CAIRN_REDUCTION_ADAPTIVE;
      cairn_search_count (&empty, &settings, &want);
      g_assert_cmpuint (sweep->cells[d * 5 + 4].nodes, ==, want.nodes);
      g_assert_cmpint (sweep->cells[d * 5 + 4].best_move, ==, want.best_move);
    }
  /* Depth 9: R 3 while more than 6 plies remain, then 2. */
  g_assert_cmpuint (sweep->cells[8 * 5 + 4].nodes, !=, sweep->cells[8 * 5 + 1].nodes);
  g_assert_cmpuint (sweep->cells[8 * 5 + 4].nodes, !=, sweep->cells[8 * 5 + 2].nodes);
  g_assert_true (find_point (study, 8, 4, &x, &y));
  {
    g_autofree char *text = cairn_study_describe_at (study, x, y);
    g_autofree char *nodes = cairn_format_count (sweep->cells[8 * 5 + 4].nodes);

    g_assert_nonnull (strstr (text, "Null-move pruning, depth limit 9, R adaptive: "));
    g_assert_nonnull (strstr (text, nodes));
  }
}

/* Cell numbers */

/* Pixels that differ between two renderings in the rectangle of @cell
 * (relative to @board) whose corner quarter is (qx0, qy0)–(qx1, qy1) in
 * fractions of the cell. */
static guint
count_changed (const guchar *a,
               const guchar *b,
               int           width,
               GtkWidget    *board,
               GtkWidget    *cell,
               double        qx0,
               double        qy0,
               double        qx1,
               double        qy1)
{
  graphene_rect_t r;
  guint n = 0;

  g_assert_true (gtk_widget_compute_bounds (cell, board, &r));
  for (int y = (int) (r.origin.y + qy0 * r.size.height); y < (int) (r.origin.y + qy1 * r.size.height); y++)
    for (int x = (int) (r.origin.x + qx0 * r.size.width); x < (int) (r.origin.x + qx1 * r.size.width); x++)
      n += memcmp (a + ((gsize) y * width + x) * 4, b + ((gsize) y * width + x) * 4, 4) != 0;
  return n;
}

static void
test_cell_numbers (Fixture       *f,
                   gconstpointer  data)
{
  CairnTictactoeEditor *board = GUI_PART (f->win, CairnTictactoeEditor, board);
  GtkWidget *cell4 = cairn_tictactoe_editor_get_cell (board, 4);
  g_autofree guchar *on = NULL;
  g_autofree guchar *off = NULL;
  int w, h, w2, h2;
  CairnPosition p;

  /* On by default, and remembered. */
  g_assert_true (g_settings_get_boolean (cairn_window_get_settings (f->win), "square-names"));
  g_assert_true (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, square_names)));
  g_assert_true (cairn_tictactoe_editor_get_show_numbers (board));

  g_assert_true (cairn_position_parse ("....X....", "o", &p, NULL));
  cairn_window_set_position (f->win, &p);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->win));
  on = gui_render_widget_pixels (GTK_WIDGET (board), &w, &h);

  gtk_check_button_set_active (GUI_PART (f->win, GtkCheckButton, square_names), FALSE);
  g_assert_false (g_settings_get_boolean (cairn_window_get_settings (f->win), "square-names"));
  g_assert_false (cairn_tictactoe_editor_get_show_numbers (board));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->win));
  off = gui_render_widget_pixels (GTK_WIDGET (board), &w2, &h2);
  g_assert_cmpint (w, ==, w2);
  g_assert_cmpint (h, ==, h2);

  /* The "4" in the top left of cell 4; its X in the middle unchanged. */
  g_assert_cmpuint (count_changed (on, off, w, GTK_WIDGET (board), cell4, 0, 0, 0.45, 0.45), >, 10);
  g_assert_cmpuint (count_changed (on, off, w, GTK_WIDGET (board), cell4, 0.45, 0.45, 1, 1), ==, 0);

  /* The setting drives the window too, as the stored key changes. */
  g_settings_set_boolean (cairn_window_get_settings (f->win), "square-names", TRUE);
  g_assert_true (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, square_names)));
  g_assert_true (cairn_tictactoe_editor_get_show_numbers (board));
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

#define ADD(name, fn) g_test_add (name, Fixture, NULL, gui_fixture_setup_plain, fn, gui_fixture_teardown)
  ADD ("/classroom/lessons/restore-tictactoe", test_lessons_restore_tictactoe);
  ADD ("/classroom/lessons/restore-pawns", test_lessons_restore_pawns);
  ADD ("/classroom/lessons/then-pitfall", test_lessons_then_pitfall);
  ADD ("/classroom/lessons/sound-inspector", test_lessons_sound_inspector);
  ADD ("/classroom/lessons/nodes-in-view", test_lessons_nodes_in_view);
  ADD ("/classroom/shortcuts/spin-button", test_shortcuts_in_spin_button);
  ADD ("/classroom/shortcuts/drop-down", test_shortcuts_in_drop_down);
  ADD ("/classroom/shortcuts/text-entry", test_shortcuts_leave_text_alone);
  ADD ("/classroom/game-over", test_game_over);
  ADD ("/classroom/mode-change-mid-run", test_mode_change_mid_run);
  ADD ("/classroom/cell-numbers", test_cell_numbers);
  ADD ("/classroom/study/cell-loads", test_study_cell_loads);
  ADD ("/classroom/study/adaptive", test_study_adaptive);
#undef ADD

  return gui_test_run ();
}
