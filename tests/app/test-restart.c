/* test-restart.c — a change restarts only the search it changes (issue
 * 22, part 5), under a private Xvfb with real clicks and keys: the
 * horizon guard, R and the probe window leave the plain pane's finished
 * search alone, and closing the lessons puts the user's searches back
 * where they had got to.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-games.h"
#include "cairn-navigation.h"
#include "cairn-lesson-controller.h"
#include "cairn-window.h"
#include "gui-util.h"

/* The zugzwang lesson's position: plain alpha-beta finds Kf6 winning. */
#define ZUGZWANG "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"

typedef GuiFixture Fixture;

/* The zugzwang position at depth 7, R 1, plain against null move, both
 * searches finished with Ctrl+End. */
static void
load_zugzwang (CairnWindow *win)
{
  gui_set_fen_scenario (win, "chess", ZUGZWANG, 7, 1, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gtk_widget_grab_focus (GTK_WIDGET (cairn_pane_get_tree_view (cairn_window_get_pane (win, 0))));
  gui_key ("ctrl+End");
  gui_wait_done (win);
}

/* Scrolls the left column so @widget is in view, for a real click. */
static void
scroll_sidebar_to (CairnWindow *win,
                   GtkWidget   *widget)
{
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GUI_PART (win, GtkScrolledWindow, sidebar));
  graphene_point_t p;

  g_assert_true (gtk_widget_compute_point (widget, gtk_scrolled_window_get_child (GUI_PART (win, GtkScrolledWindow, sidebar)),
                                           &GRAPHENE_POINT_INIT (0, 0), &p));
  gtk_adjustment_set_value (v, p.y - 40);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
}

/* The nodes a search of @settings makes, counted by the core alone. */
static guint64
count_nodes (CairnWindow         *win,
             const CairnSettings *settings)
{
  CairnPosition position;
  CairnCounters c;

  cairn_window_get_position (win, &position);
  cairn_search_count (&position, settings, &c);
  return c.nodes;
}

static void
test_guard_keeps_plain (Fixture       *f,
                        gconstpointer  data)
{
  CairnPane *left = cairn_window_get_pane (f->win, 0);
  CairnPane *right = cairn_window_get_pane (f->win, 1);
  const CairnSearch *plain, *pruning;
  CairnCounters before, after;
  CairnSettings expected;
  guint recorded, moment;

  load_zugzwang (f->win);
  plain = cairn_pane_get_search (left);
  pruning = cairn_pane_get_search (right);
  cairn_pane_get_counters (left, &before);
  g_assert_cmpuint (before.nodes, ==, 34189);
  recorded = cairn_pane_get_n_recorded (left);
  moment = cairn_pane_get_n_shown (left);
  g_assert_cmpuint (recorded, ==, before.events);

  /* A real click on the horizon guard's switch. */
  scroll_sidebar_to (f->win, GTK_WIDGET (GUI_PART (f->win, GtkSwitch, guard)));
  if (gui_skip_without_xdotool (gui_xdotool (GTK_WIDGET (GUI_PART (f->win, GtkSwitch, guard)), "click", 1)))
    return;
  GUI_WAIT_FOR (gtk_switch_get_active (GUI_PART (f->win, GtkSwitch, guard)));

  /* The plain pane: the same search object, finished, its counters, log
   * and moment untouched; the guard is in its settings now (captions and
   * exports say what the window shows). */
  g_assert_true (cairn_pane_get_search (left) == plain);
  g_assert_true (cairn_search_is_done (plain));
  cairn_pane_get_counters (left, &after);
  g_assert_cmpmem (&before, sizeof before, &after, sizeof after);
  g_assert_cmpuint (cairn_pane_get_n_recorded (left), ==, recorded);
  g_assert_cmpuint (cairn_pane_get_n_shown (left), ==, moment);
  g_assert_true (cairn_search_get_settings (plain)->guard);
  g_assert_true (cairn_search_get_tree (plain)->settings.guard);
  /* The pruning pane: a new search, with the guard, catching up. */
  g_assert_true (cairn_pane_get_search (right) != pruning);
  g_assert_true (cairn_search_get_settings (cairn_pane_get_search (right))->guard);
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, status_message)), ==,
                   "Only the right pane’s search (null-move pruning) uses this setting: it started again "
                   "and catches up with the left pane’s, which goes on unchanged.");
  gtk_widget_grab_focus (GTK_WIDGET (cairn_pane_get_tree_view (left)));
  gui_key ("ctrl+End");
  gui_wait_done (f->win);
  g_assert_true (cairn_pane_get_search (left) == plain);
  cairn_pane_get_counters (left, &after);
  g_assert_cmpmem (&before, sizeof before, &after, sizeof after);
  expected = *cairn_search_get_settings (cairn_pane_get_search (right));
  cairn_pane_get_counters (right, &after);
  g_assert_cmpuint (after.nodes, ==, count_nodes (f->win, &expected));

  /* R and the probe window: the same. */
  pruning = cairn_pane_get_search (right);
  gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, reduction), 1);
  g_assert_true (cairn_pane_get_search (left) == plain);
  g_assert_true (cairn_pane_get_search (right) != pruning);
  g_assert_cmpuint (cairn_search_get_settings (cairn_pane_get_search (right))->reduction, ==, 2);
  pruning = cairn_pane_get_search (right);
  gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, probe_window), CAIRN_PROBE_WINDOW_ZERO);
  g_assert_true (cairn_pane_get_search (left) == plain);
  g_assert_true (cairn_pane_get_search (right) != pruning);
  gui_wait_done (f->win);
  cairn_pane_get_counters (left, &after);
  g_assert_cmpmem (&before, sizeof before, &after, sizeof after);

  /* A setting both searches use starts both again. */
  gtk_spin_button_set_value (GUI_PART (f->win, GtkSpinButton, depth), 5);
  /* (A freed search's address may come back: its events say it is new.) */
  g_assert_cmpuint (cairn_search_get_counters (cairn_pane_get_search (left))->events, ==, 0);
  g_assert_cmpuint (cairn_search_get_settings (cairn_pane_get_search (left))->depth, ==, 5);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, status_message))));

  /* With null move in both panes, the guard restarts both. */
  cairn_pane_set_mode (left, CAIRN_MODE_VERIFIED);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.finish", NULL));
  gui_wait_done (f->win);
  gtk_switch_set_active (GUI_PART (f->win, GtkSwitch, guard), FALSE);
  for (guint p = 0; p < 2; p++)
    {
      const CairnSearch *search = cairn_pane_get_search (cairn_window_get_pane (f->win, p));

      g_assert_cmpuint (cairn_search_get_counters (search)->events, ==, 0);
      g_assert_false (cairn_search_get_settings (search)->guard);
    }
}

/* The user finished the zugzwang position, took Ctrl+D to the decisive
 * prune and went back on the timeline; the lessons come and go (Ctrl+L
 * twice): the same searches come back, at the same moment, with the same
 * nodes selected, at once. */
static void
test_lessons_give_back_searches (Fixture       *f,
                                 gconstpointer  data)
{
  CairnStepper *stepper = cairn_window_get_stepper (f->win);
  const CairnSearch *searches[2];
  CairnCounters counters[2], now;
  guint recorded[2], selected[2], moment;

  load_zugzwang (f->win);
  GUI_WAIT_FOR (cairn_navigation_is_settled (f->win));
  gui_key ("ctrl+d");
  GUI_WAIT_FOR (cairn_view_state_get_selected_node (cairn_pane_get_view_state (cairn_window_get_pane (f->win, 1)))
                == cairn_navigation_get_decisive_node (f->win, NULL));
  gtk_range_set_value (GTK_RANGE (GUI_PART (f->win, GtkScale, timeline)), 40000);
  moment = cairn_window_get_moment (f->win);
  g_assert_cmpuint (moment, ==, 40000);
  for (guint p = 0; p < 2; p++)
    {
      CairnPane *pane = cairn_window_get_pane (f->win, p);

      searches[p] = cairn_pane_get_search (pane);
      g_assert_true (cairn_stepper_get_search (stepper, p) == searches[p]);
      cairn_search_get_counters (searches[p]);
      counters[p] = *cairn_search_get_counters (searches[p]);
      recorded[p] = cairn_pane_get_n_recorded (pane);
      selected[p] = cairn_view_state_get_selected_node (cairn_pane_get_view_state (pane));
      g_assert_cmpuint (selected[p], !=, CAIRN_NO_NODE);
    }

  gui_key ("ctrl+l");
  GUI_WAIT_FOR (gtk_widget_get_visible (GUI_PART (f->win, GtkWidget, lesson_panel)));
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (cairn_window_get_lessons (f->win)));
  g_assert_true (cairn_pane_get_search (cairn_window_get_pane (f->win, 0)) != searches[0]);
  gui_key ("ctrl+l");
  GUI_WAIT_FOR (!gtk_widget_get_visible (GUI_PART (f->win, GtkWidget, lesson_panel)));

  /* Back at once, nothing searched again: both finished as they were. */
  g_assert_true (cairn_stepper_is_finished (stepper));
  g_assert_false (cairn_stepper_is_busy (stepper));
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, moment);
  for (guint p = 0; p < 2; p++)
    {
      CairnPane *pane = cairn_window_get_pane (f->win, p);

      g_assert_true (cairn_pane_get_search (pane) == searches[p]);
      g_assert_true (cairn_stepper_get_search (stepper, p) == searches[p]);
      g_assert_cmpmem (cairn_search_get_counters (searches[p]), sizeof (CairnCounters),
                       &counters[p], sizeof (CairnCounters));
      g_assert_cmpuint (cairn_pane_get_n_recorded (pane), ==, recorded[p]);
      g_assert_cmpuint (cairn_pane_get_n_shown (pane), ==, MIN (moment, recorded[p]));
      g_assert_cmpuint (cairn_view_state_get_selected_node (cairn_pane_get_view_state (pane)), ==, selected[p]);
      g_assert_false (cairn_pane_is_behind (pane));
    }
  /* And the timeline goes on from there: to the end, the same figures. */
  gui_key ("ctrl+End");
  GUI_WAIT_FOR (cairn_window_get_moment (f->win) == MAX (recorded[0], recorded[1]));
  cairn_pane_get_counters (cairn_window_get_pane (f->win, 0), &now);
  g_assert_cmpuint (now.nodes, ==, 34189);
  cairn_pane_get_counters (cairn_window_get_pane (f->win, 1), &now);
  g_assert_cmpuint (now.nodes, ==, counters[1].nodes);
}

/* Closed while the user's searches were half-way: they go on from there. */
static void
test_lessons_give_back_half_way (Fixture       *f,
                                 gconstpointer  data)
{
  CairnStepper *stepper = cairn_window_get_stepper (f->win);
  const CairnSearch *kept[2];

  gui_set_scenario (f->win, ".........", "x", 5, 3, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  cairn_stepper_step (stepper, 300);
  GUI_WAIT_FOR (!cairn_stepper_is_busy (stepper) && cairn_window_get_moment (f->win) == 300);
  for (guint p = 0; p < 2; p++)
    kept[p] = cairn_pane_get_search (cairn_window_get_pane (f->win, p));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (cairn_window_get_lessons (f->win)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 300);
  for (guint p = 0; p < 2; p++)
    {
      g_assert_true (cairn_pane_get_search (cairn_window_get_pane (f->win, p)) == kept[p]);
      g_assert_cmpuint (cairn_search_get_counters (kept[p])->events, ==, 300);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.finish", NULL));
  gui_wait_done (f->win);
  g_assert_cmpuint (gui_counters (f->win, 0).nodes, ==, 1787);
  g_assert_cmpuint (gui_counters (f->win, 1).nodes, ==, 803);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

#define ADD(name, fn) g_test_add (name, Fixture, NULL, gui_fixture_setup_plain, fn, gui_fixture_teardown)
  ADD ("/restart/guard-keeps-plain", test_guard_keeps_plain);
  ADD ("/restart/lessons/give-back-searches", test_lessons_give_back_searches);
  ADD ("/restart/lessons/give-back-half-way", test_lessons_give_back_half_way);
#undef ADD

  return gui_test_run ();
}
