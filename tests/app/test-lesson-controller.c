/* test-lesson-controller.c — the window's lessons as their own object
 * (cairn-lesson-controller.c), under a private Xvfb: a card opened by its
 * action, the next, the previous and the same card again, the ends of the
 * cards, and closing, each seen through the controller's and the window's
 * public functions; the controller goes with its window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-lesson-controller.h"
#include "cairn-window.h"
#include "gui-util.h"

typedef GuiFixture Fixture;

static guint32
selected (CairnWindow *win,
          guint        pane)
{
  return cairn_view_state_get_selected_node (cairn_pane_get_view_state (cairn_window_get_pane (win, pane)));
}

static gboolean
enabled (CairnWindow *win,
         const char  *action)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (win), action);
}

static const char *
card_id (CairnLessonController *lessons)
{
  return cairn_lessons_get ((guint) cairn_lesson_controller_get_index (lessons))->id;
}

/* The card is at its moment: the window shows the plan's moment, both
 * panes the plan's nodes, the card its own number, and the two panes are
 * as wide as each other. */
static void
assert_at_moment (CairnWindow           *win,
                  CairnLessonController *lessons,
                  const char            *id)
{
  const CairnLessonPlan *plan;
  int left, right;

  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
  g_assert_cmpstr (card_id (lessons), ==, id);
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, cairn_lessons_find (id));
  g_assert_true (cairn_lesson_controller_is_open (lessons));
  g_assert_cmpuint (cairn_lesson_panel_get_index (cairn_lesson_controller_get_panel (lessons)), ==,
                    (guint) cairn_lessons_find (id));
  plan = cairn_lesson_controller_get_plan (lessons);
  g_assert_nonnull (plan);
  g_assert_cmpuint (cairn_window_get_moment (win), ==, plan->moment);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpuint (selected (win, p), ==, plan->nodes[p]);
  /* The left column folds away while a card is shown. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, sidebar))));
  left = gtk_widget_get_width (GTK_WIDGET (cairn_window_get_pane (win, 0)));
  right = gtk_widget_get_width (GTK_WIDGET (cairn_window_get_pane (win, 1)));
  g_assert_cmpint (ABS (left - right), <=, 1);
}

/* Both panes as wide as each other once the window has settled. */
static void
assert_equal_panes (CairnWindow *win)
{
  int left, right;

  gui_settled_pane_widths (win, &left, &right);
  g_assert_cmpint (left, >, 0);
  g_assert_cmpint (ABS (left - right), <=, 1);
}

static void
test_open_step_close (Fixture       *f,
                      gconstpointer  data)
{
  CairnLessonController *lessons = cairn_window_get_lessons (f->win);
  guint n = cairn_lessons_get_n ();
  CairnScenario before, after;
  g_autofree char *scoring = g_settings_get_string (cairn_window_get_settings (f->win), "scoring");
  g_autofree char *scoring_after = NULL;

  g_assert_true (CAIRN_IS_LESSON_CONTROLLER (lessons));
  /* The cards the test walks, in the table's order. */
  g_assert_cmpuint (n, ==, 22);
  g_assert_cmpint (cairn_lessons_find ("small-r"), ==, 2);
  g_assert_cmpint (cairn_lessons_find ("pitfall"), ==, 3);
  g_assert_cmpint (cairn_lessons_find ("guard"), ==, 4);
  g_assert_cmpint (cairn_lessons_find ("connect4-horizon"), ==, 21);

  /* Closed, no card yet: only Next and the cards' menu can do anything. */
  cairn_window_get_scenario (f->win, &before);
  g_assert_false (cairn_lesson_controller_is_open (lessons));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (cairn_lesson_controller_get_panel (lessons))));
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, -1);
  g_assert_null (cairn_lesson_controller_get_plan (lessons));
  g_assert_cmpuint (cairn_lesson_controller_events_at_end (lessons), ==, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkScrolledWindow, sidebar))));
  g_assert_false (enabled (f->win, "lesson-previous"));
  g_assert_true (enabled (f->win, "lesson-next"));
  g_assert_false (enabled (f->win, "lesson-replay"));
  g_assert_true (g_variant_type_equal (g_action_group_get_action_parameter_type (G_ACTION_GROUP (f->win),
                                                                                 "lesson-load"),
                                       G_VARIANT_TYPE_UINT32));
  cairn_lesson_controller_previous (lessons);
  cairn_lesson_controller_restart (lessons);
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, -1);
  g_assert_false (cairn_lesson_controller_is_open (lessons));

  /* A card by number, as the cards' menu does: the window's own action. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lesson-load", "u", 3));
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, 3);
  g_assert_false (cairn_lesson_controller_is_ready (lessons));
  assert_at_moment (f->win, lessons, "pitfall");
  g_assert_true (enabled (f->win, "lesson-previous"));
  g_assert_true (enabled (f->win, "lesson-next"));
  g_assert_true (enabled (f->win, "lesson-replay"));
  /* The pitfall card stops its searches short of their end. */
  g_assert_cmpuint (cairn_lesson_controller_events_at_end (lessons), ==,
                    cairn_lesson_controller_get_plan (lessons)->total);
  g_assert_cmpuint (cairn_lesson_controller_get_plan (lessons)->moment, <,
                    cairn_lesson_controller_get_plan (lessons)->total);

  /* Next, Previous and the same card again, by function and by action. */
  cairn_lesson_controller_next (lessons);
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, 4);
  assert_at_moment (f->win, lessons, "guard");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lesson-previous", NULL));
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, 3);
  assert_at_moment (f->win, lessons, "pitfall");
  cairn_lesson_controller_previous (lessons);
  assert_at_moment (f->win, lessons, "small-r");
  /* Away from the moment, then Restart brings the card's moment back. */
  cairn_window_set_moment (f->win, 1);
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lesson-replay", NULL));
  g_assert_false (cairn_lesson_controller_is_ready (lessons));
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, 2);
  assert_at_moment (f->win, lessons, "small-r");

  /* The last card: nothing after it. */
  cairn_lesson_controller_load (lessons, n - 1);
  assert_at_moment (f->win, lessons, "connect4-horizon");
  g_assert_false (enabled (f->win, "lesson-next"));
  g_assert_true (enabled (f->win, "lesson-previous"));
  cairn_lesson_controller_next (lessons);
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, (int) n - 1);
  g_assert_true (cairn_lesson_controller_is_ready (lessons));

  /* Closing: the card hides, the card's index stays for opening again,
   * and the window is the user's as before, with its left column and
   * two equal panes (issue 34: they came back unequal). */
  cairn_lesson_controller_close (lessons);
  g_assert_false (cairn_lesson_controller_is_open (lessons));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (cairn_lesson_controller_get_panel (lessons))));
  g_assert_false (cairn_lesson_controller_is_ready (lessons));
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, (int) n - 1);
  g_assert_cmpuint (cairn_lesson_controller_events_at_end (lessons), ==, 0);
  cairn_window_get_scenario (f->win, &after);
  g_assert_true (cairn_position_equal (&after.position, &before.position));
  g_assert_cmpuint (after.depth, ==, before.depth);
  g_assert_cmpuint (after.reduction, ==, before.reduction);
  g_assert_cmpint (after.modes[0], ==, before.modes[0]);
  g_assert_cmpint (after.modes[1], ==, before.modes[1]);
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 0);
  scoring_after = g_settings_get_string (cairn_window_get_settings (f->win), "scoring");
  g_assert_cmpstr (scoring_after, ==, scoring);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkScrolledWindow, sidebar))));
  assert_equal_panes (f->win);
  /* Closing twice does nothing more. */
  cairn_lesson_controller_close (lessons);
  g_assert_false (cairn_lesson_controller_is_open (lessons));

  /* Ctrl+L's action opens the card last seen afresh. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  g_assert_true (cairn_lesson_controller_is_open (lessons));
  assert_at_moment (f->win, lessons, "connect4-horizon");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  g_assert_false (cairn_lesson_controller_is_open (lessons));
  assert_equal_panes (f->win);
}

/* The controller is the window's: it goes with it, and its actions with
 * it, even while a card is still running its searches. */
static void
test_goes_with_window (void)
{
  CairnWindow *win = gui_window_new (1360, 860);
  CairnLessonController *lessons = cairn_window_get_lessons (win);

  g_object_add_weak_pointer (G_OBJECT (lessons), (gpointer *) &lessons);
  cairn_lesson_controller_load (lessons, (guint) cairn_lessons_find ("small-r"));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (win), "lesson-next"));
  gui_window_destroy_and_assert_finalized (win);
  g_assert_null (lessons);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

  g_test_add ("/lesson-controller/open-step-close", Fixture, NULL, gui_fixture_setup_plain,
              test_open_step_close, gui_fixture_teardown);
  g_test_add_func ("/lesson-controller/goes-with-window", test_goes_with_window);

  return gui_test_run ();
}
