/* test-log.c — the event log's rows: what they show, how they come, and
 * how they go when the window closes (issue 10: smooth with the biggest
 * trees).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-log-line.h"
#include "cairn-reaper.h"
#include "cairn-window-private.h"
#include "gui-util.h"

/* Empty board, depth 5, R 3: plain 1,787 nodes, null 803. */
static CairnEventLog *
pane_log (CairnWindow *win,
          guint        pane)
{
  return cairn_pane_get_log (cairn_window_get_pane (win, pane));
}

static guint
n_rows (CairnWindow *win,
        guint        pane)
{
  return g_list_model_get_n_items (G_LIST_MODEL (pane_log (win, pane)));
}

/* Both searches computed, recorded and every row in the logs. */
static void
finish (CairnWindow *win)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.finish", NULL));
  GUI_WAIT_FOR (cairn_stepper_is_finished (cairn_window_get_stepper (win)) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 0)) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 1)) &&
                n_rows (win, 0) == cairn_event_log_get_n_recorded (pane_log (win, 0)) &&
                n_rows (win, 1) == cairn_event_log_get_n_recorded (pane_log (win, 1)));
  gui_spin (100);
}

/* Every descendant of @widget of type @type, depth first. */
static void
collect (GtkWidget *widget,
         GType      type,
         GPtrArray *found)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect (child, type, found);
}

/* The list view showing @pane's log (the mode drop-down has one too). */
static GtkWidget *
log_view (CairnWindow *win,
          guint        pane)
{
  g_autoptr (GPtrArray) views = g_ptr_array_new ();
  GtkWidget *found = NULL;

  collect (GTK_WIDGET (cairn_window_get_pane (win, pane)), GTK_TYPE_LIST_VIEW, views);
  for (guint i = 0; i < views->len; i++)
    {
      GtkSelectionModel *model = gtk_list_view_get_model (g_ptr_array_index (views, i));

      if (GTK_IS_SINGLE_SELECTION (model) &&
          gtk_single_selection_get_model (GTK_SINGLE_SELECTION (model)) == G_LIST_MODEL (pane_log (win, pane)))
        {
          g_assert_null (found);
          found = g_ptr_array_index (views, i);
        }
    }
  g_assert_nonnull (found);
  return found;
}

/* The rows on screen show lines of the log, and a line's size does not
 * depend on its text (so rebinding a row never relayouts the log). */
static void
test_lines (void)
{
  CairnWindow *win = gui_window_new_empty ();
  CairnEventLog *log;
  g_autoptr (GHashTable) lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) rows = g_ptr_array_new ();
  int min0, nat0, min1, nat1, h0, h1;
  CairnLogLine *first, *other = NULL;

  finish (win);
  log = pane_log (win, 0);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (log)); i++)
    {
      g_autoptr (GtkStringObject) line = g_list_model_get_item (G_LIST_MODEL (log), i);

      g_hash_table_add (lines, g_strdup (gtk_string_object_get_string (line)));
    }
  g_assert_cmpuint (g_hash_table_size (lines), >, 1000);
  /* A node that returns a bound says so: plain alpha-beta on the empty
   * board, d5, has 239 lower and 198 upper bounds (test-tree). */
  {
    GHashTableIter iter;
    gpointer key;
    guint lower = 0, upper = 0;

    g_hash_table_iter_init (&iter, lines);
    while (g_hash_table_iter_next (&iter, &key, NULL))
      {
        lower += strstr (key, ", a lower bound (") != NULL;
        upper += strstr (key, ", an upper bound (") != NULL;
      }
    g_assert_cmpuint (lower, ==, 239);
    g_assert_cmpuint (upper, ==, 198);
  }

  collect (log_view (win, 0), CAIRN_TYPE_LOG_LINE, rows);
  /* GTK 4.8 keeps up to 200 rows around the ones in view. */
  g_assert_cmpuint (rows->len, >=, 10);
  g_assert_cmpuint (rows->len, <=, 210);
  for (guint i = 0; i < rows->len; i++)
    {
      const char *text = cairn_log_line_get_text (g_ptr_array_index (rows, i));

      g_assert_nonnull (text);
      g_assert_true (g_hash_table_contains (lines, text));
    }

  first = g_ptr_array_index (rows, 0);
  for (guint i = 1; i < rows->len && other == NULL; i++)
    if (strlen (cairn_log_line_get_text (g_ptr_array_index (rows, i))) !=
        strlen (cairn_log_line_get_text (first)))
      other = g_ptr_array_index (rows, i);
  g_assert_nonnull (other);
  gtk_widget_measure (GTK_WIDGET (first), GTK_ORIENTATION_HORIZONTAL, -1, &min0, &nat0, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (other), GTK_ORIENTATION_HORIZONTAL, -1, &min1, &nat1, NULL, NULL);
  g_assert_cmpint (min0, ==, min1);
  g_assert_cmpint (nat0, ==, nat1);
  gtk_widget_measure (GTK_WIDGET (first), GTK_ORIENTATION_VERTICAL, -1, &h0, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (other), GTK_ORIENTATION_VERTICAL, -1, &h1, NULL, NULL, NULL);
  g_assert_cmpint (h0, ==, h1);
  g_assert_cmpint (h0, >, 5);
  /* 104 characters: far wider than high. */
  g_assert_cmpint (min0, >, 30 * h0);

  gui_window_destroy_and_assert_finalized (win);
}

/* A log without rows gets them 24 a frame (the first at the frame after
 * the moment moved) until its list view has its 200, and then all of
 * them. */
static void
test_first_rows_in_slices (void)
{
  CairnWindow *win = gui_window_new_empty ();

  finish (win);
  cairn_window_set_moment (win, 0);
  GUI_WAIT_FOR (n_rows (win, 0) == 0 && n_rows (win, 1) == 0);

  cairn_window_set_moment (win, 1000);
  g_assert_cmpuint (n_rows (win, 0), ==, 0);
  GUI_WAIT_FOR (n_rows (win, 0) > 0);
  g_assert_cmpuint (n_rows (win, 0), ==, 24);
  g_assert_cmpuint (n_rows (win, 1), ==, 24);
  GUI_WAIT_FOR (n_rows (win, 0) == 1000 && n_rows (win, 1) == 1000);

  gui_window_destroy_and_assert_finalized (win);
}

/* The logs' list views outlive the window by a few idles, and are
 * finalized then; a pane kept alive after its window no longer reads
 * the freed searches. */
static void
test_close_frees_log_views (void)
{
  CairnWindow *win = gui_window_new_empty ();
  CairnPane *pane;
  CairnCounters c;
  gpointer views[2];

  finish (win);
  pane = g_object_ref (cairn_window_get_pane (win, 0));
  cairn_pane_get_counters (pane, &c);
  g_assert_cmpuint (c.nodes, ==, 1787);
  for (guint i = 0; i < 2; i++)
    {
      views[i] = log_view (win, i);
      g_object_add_weak_pointer (views[i], &views[i]);
    }
  gtk_window_destroy (GTK_WINDOW (win));
  /* The searches are freed by now. */
  cairn_reaper_sync ();
  g_assert_null (cairn_pane_get_search (pane));
  cairn_pane_get_counters (pane, &c);
  g_assert_cmpuint (c.nodes, ==, 0);
  g_assert_false (cairn_pane_is_behind (pane));
  g_assert_finalize_object (pane);
  GUI_WAIT_FOR (views[0] == NULL && views[1] == NULL);
}

/* cairn_unref_later() drops one object per main-loop iteration, in the
 * order they came, and none before the main loop runs. */
static void
test_unref_later (void)
{
  gpointer a = g_object_new (G_TYPE_OBJECT, NULL);
  gpointer b = g_object_new (G_TYPE_OBJECT, NULL);

  g_object_add_weak_pointer (a, &a);
  g_object_add_weak_pointer (b, &b);
  cairn_unref_later (a);
  cairn_unref_later (b);
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  while (a != NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (b);
  while (b != NULL)
    g_main_context_iteration (NULL, TRUE);
}

static void
count_up (gpointer data)
{
  (*(guint *) data)++;
}

/* The frame clock's update phases in @ms of the main loop: ticks at
 * work (a window at rest has none). */
static guint
updates_during (CairnWindow *win,
                guint        ms)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (win));
  guint n = 0;
  gulong id = g_signal_connect_swapped (clock, "update", G_CALLBACK (count_up), &n);

  gui_spin (ms);
  g_signal_handler_disconnect (clock, id);
  return n;
}

/* The log follows in frame ticks while it has rows to move or a line to
 * scroll to, and then lets the frame clock rest: a window left open does
 * not wake 60 times a second. */
static void
test_log_rests (void)
{
  CairnWindow *win = gui_window_new_empty ();

  finish (win);
  GUI_WAIT_FOR (updates_during (win, 500) == 0);
  g_assert_cmpuint (updates_during (win, 1000), ==, 0);

  /* Back to event 100 of the plain search: its rows go, in ticks (counted
   * until they are gone, not in a time window a loaded machine can miss). */
  {
    GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (win));
    guint ticks = 0;
    gulong id = g_signal_connect_swapped (clock, "update", G_CALLBACK (count_up), &ticks);

    cairn_window_set_moment (win, 101);
    GUI_WAIT_FOR (n_rows (win, 0) == 101 && n_rows (win, 1) == 101);
    g_signal_handler_disconnect (clock, id);
    g_assert_cmpuint (ticks, >, 0);
  }
  GUI_WAIT_FOR (updates_during (win, 500) == 0);
  g_assert_cmpuint (n_rows (win, 0), ==, 101);
  gui_window_destroy_and_assert_finalized (win);
}

/* A log past 1 MB of events (empty board, depth 9: the plain search's
 * 20,866 nodes) has room made for 16 MB of them at once (see make_room()
 * in cairn-event-log.c): every event is still the search's own, in order. */
static void
test_big_log_is_whole (void)
{
  CairnWindow *win = gui_window_new (1360, 860);
  const CairnSearch *search;
  g_autoptr (CairnSearch) replay = NULL;
  CairnEventLog *log;
  guint n;

  gui_set_scenario (win, ".........", "x", 9, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  finish (win);
  search = cairn_pane_get_search (cairn_window_get_pane (win, 0));
  log = pane_log (win, 0);
  n = cairn_event_log_get_n_recorded (log);
  g_assert_cmpuint (cairn_search_get_counters (search)->nodes, ==, 20866);
  g_assert_cmpuint (n, ==, cairn_search_get_counters (search)->events);
  g_assert_cmpuint ((gsize) n * sizeof (CairnEvent), >, 1024 * 1024);

  replay = cairn_search_new (cairn_search_get_position (search), cairn_search_get_settings (search), FALSE);
  for (guint i = 0; i < n; i++)
    {
      const CairnEvent *want = cairn_search_step (replay);
      const CairnEvent *got = cairn_event_log_get_event (log, i);

      g_assert_cmpuint (got->index, ==, i);
      g_assert_cmpuint (got->index, ==, want->index);
      g_assert_cmpuint (got->type, ==, want->type);
      g_assert_cmpuint (got->node, ==, want->node);
      g_assert_cmpuint (got->other, ==, want->other);
      g_assert_cmpint (got->value, ==, want->value);
      g_assert_cmpint (got->alpha, ==, want->alpha);
      g_assert_cmpint (got->beta, ==, want->beta);
    }
  g_assert_true (cairn_search_is_done (replay));
  gui_window_destroy_and_assert_finalized (win);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/gui/log/lines", test_lines);
  g_test_add_func ("/gui/log/first-rows-in-slices", test_first_rows_in_slices);
  g_test_add_func ("/gui/log/close-frees-log-views", test_close_frees_log_views);
  g_test_add_func ("/gui/log/unref-later", test_unref_later);
  g_test_add_func ("/gui/log/rests", test_log_rests);
  g_test_add_func ("/gui/log/big-log-is-whole", test_big_log_is_whole);

  return gui_test_run ();
}
