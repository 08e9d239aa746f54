/* test-log-view.c — the event log (cairn-log-view.c): the lines it draws, its
 * look, selecting a line with the mouse and keys, scrubbing, and a log of
 * any length costing only the lines in view (issue 10: smooth with the
 * biggest trees; issue 21: scrub).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <stdlib.h>
#include <string.h>

#include "cairn-reaper.h"
#include "cairn-window.h"
#include "gui-util.h"

/* Empty board, depth 5, R 3: plain 1,787 nodes, null 803. */
static CairnEventLog *
pane_log (CairnWindow *win,
          guint        pane)
{
  return cairn_pane_get_log (cairn_window_get_pane (win, pane));
}

static CairnLogView *
log_view (CairnWindow *win,
          guint        pane)
{
  return cairn_pane_get_log_view (cairn_window_get_pane (win, pane));
}

static guint
n_lines (CairnWindow *win,
         guint        pane)
{
  return cairn_log_view_get_n_lines (log_view (win, pane));
}

/* Both searches computed, recorded and every line in the logs. */
static void
finish (CairnWindow *win)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.finish", NULL));
  GUI_WAIT_FOR (cairn_stepper_is_finished (cairn_window_get_stepper (win)) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 0)) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 1)) &&
                n_lines (win, 0) == cairn_event_log_get_n_recorded (pane_log (win, 0)) &&
                n_lines (win, 1) == cairn_event_log_get_n_recorded (pane_log (win, 1)));
  gui_spin (100);
}

static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

/* Lets @n frames of @widget's window go by (drawn, if anything was to
 * draw). */
static void
wait_frames (GtkWidget *widget,
             guint      n)
{
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (widget, count_frame, &frames, NULL);

  GUI_WAIT_FOR (frames >= n);
  gtk_widget_remove_tick_callback (widget, id);
}

/* The lines whole in the log's view. */
static guint
page_lines (CairnLogView *view)
{
  return gtk_widget_get_height (GTK_WIDGET (view)) / cairn_log_view_get_row_height (view);
}

/* The last frame drew the lines @first to @last, no more and no less
 * than those in view. */
static void
assert_drawn (CairnLogView *view,
              guint         first,
              guint         last)
{
  guint drawn_first, n_drawn;

  cairn_log_view_get_drawn_lines (view, &drawn_first, &n_drawn);
  g_assert_cmpuint (drawn_first, ==, first);
  g_assert_cmpuint (drawn_first + n_drawn - 1, ==, last);
  g_assert_cmpuint (n_drawn, <=, page_lines (view) + 2);
}

static GtkEventController *
controller_of (GtkWidget *widget,
               GType      type)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        return c;
    }
  g_assert_not_reached ();
}

/* A key pressed in the log, as its key controller gets it. */
static gboolean
press (CairnLogView    *view,
       guint            keyval,
       GdkModifierType  state)
{
  gboolean handled = FALSE;

  g_signal_emit_by_name (controller_of (GTK_WIDGET (view), GTK_TYPE_EVENT_CONTROLLER_KEY), "key-pressed",
                         keyval, 0, state, &handled);
  return handled;
}

/* A click at @y of the log, as its click gesture gets it. */
static void
click (CairnLogView *view,
       double        y)
{
  g_signal_emit_by_name (controller_of (GTK_WIDGET (view), GTK_TYPE_GESTURE_CLICK), "pressed", 1, 20.0, y);
}

/* Every line of the log is an event's; the lines drawn are lines of the
 * log, those at its end (it follows the search), and no more than fit;
 * a line is as high as the font and the log as wide as a long line. */
static void
test_lines (void)
{
  CairnWindow *win = gui_window_new_empty ();
  CairnLogView *view;
  g_autoptr (GHashTable) lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_auto (GStrv) drawn = NULL;
  guint n, lower = 0, upper = 0;
  int row, natural;

  finish (win);
  view = log_view (win, 0);
  n = n_lines (win, 0);
  g_assert_cmpuint (n, ==, cairn_event_log_get_n_recorded (pane_log (win, 0)));
  for (guint i = 0; i < n; i++)
    {
      char *line = cairn_log_view_dup_line (view, i);
      char *end = NULL;

      g_assert_cmpuint (g_ascii_strtoull (line, &end, 10), ==, i);
      g_assert_true (g_str_has_prefix (end, "  "));
      /* A node that returns a bound says so: plain alpha-beta on the
       * empty board, d5, has 239 lower and 198 upper bounds (test-tree). */
      lower += strstr (line, ", a lower bound (") != NULL;
      upper += strstr (line, ", an upper bound (") != NULL;
      g_hash_table_add (lines, line);
    }
  g_assert_cmpuint (g_hash_table_size (lines), ==, n);
  g_assert_cmpuint (lower, ==, 239);
  g_assert_cmpuint (upper, ==, 198);
  g_assert_null (cairn_log_view_dup_line (view, n));

  gtk_widget_queue_draw (GTK_WIDGET (view));
  wait_frames (GTK_WIDGET (win), 3);
  assert_drawn (view, n - page_lines (view) - (gtk_widget_get_height (GTK_WIDGET (view)) %
                                                cairn_log_view_get_row_height (view) != 0),
                n - 1);
  drawn = g_strsplit (cairn_log_view_get_drawn_text (view), "\n", -1);
  g_assert_cmpuint (g_strv_length (drawn), >=, 3);
  for (guint i = 0; drawn[i + 1] != NULL; i++)
    g_assert_true (g_hash_table_contains (lines, drawn[i]));

  row = cairn_log_view_get_row_height (view);
  g_assert_cmpint (row, >, 5);
  gtk_widget_measure (GTK_WIDGET (view), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  /* 104 characters: far wider than high. */
  g_assert_cmpint (natural, >, 30 * row);

  gui_window_destroy_and_assert_finalized (win);
}

/* A jump of the moment shows its lines at once, to the last: no rows
 * that follow in slices. */
static void
test_jump (void)
{
  CairnWindow *win = gui_window_new_empty ();
  g_autofree char *last = NULL;

  finish (win);
  cairn_window_set_moment (win, 0);
  g_assert_cmpuint (n_lines (win, 0), ==, 0);
  g_assert_cmpuint (n_lines (win, 1), ==, 0);
  wait_frames (GTK_WIDGET (win), 2);
  g_assert_cmpstr (cairn_log_view_get_drawn_text (log_view (win, 0)), ==, "");

  cairn_window_set_moment (win, 1000);
  g_assert_cmpuint (n_lines (win, 0), ==, 1000);
  g_assert_cmpuint (n_lines (win, 1), ==, 1000);
  wait_frames (GTK_WIDGET (win), 2);
  last = cairn_log_view_dup_line (log_view (win, 0), 999);
  g_assert_true (g_str_has_prefix (last, "999  "));
  g_assert_nonnull (strstr (cairn_log_view_get_drawn_text (log_view (win, 0)), last));
  assert_drawn (log_view (win, 0), 1000 - page_lines (log_view (win, 0)) -
                                   (gtk_widget_get_height (GTK_WIDGET (log_view (win, 0))) %
                                    cairn_log_view_get_row_height (log_view (win, 0)) != 0),
                999);

  gui_window_destroy_and_assert_finalized (win);
}

/* B, G, R, A at (@x, @y). */
static const guchar *
pixel (const guchar *pixels,
       int           width,
       int           x,
       int           y)
{
  return pixels + ((gsize) y * width + x) * 4;
}

static int
difference (const guchar *a,
            const guchar *b)
{
  return abs (a[0] - b[0]) + abs (a[1] - b[1]) + abs (a[2] - b[2]);
}

static double
luminance (const guchar *p)
{
  return (0.114 * p[0] + 0.587 * p[1] + 0.299 * p[2]) / 255.0;
}

/* Pixels of text in row @line: those far from the row's background. */
static guint
ink_in_row (const guchar *pixels,
            int           width,
            int           row,
            guint         line,
            const guchar *background)
{
  guint ink = 0;

  for (int y = (int) line * row; y < (int) (line + 1) * row; y++)
    for (int x = 0; x < width / 2; x++)
      ink += difference (pixel (pixels, width, x, y), background) > 150;
  return ink;
}

/* The log as it looks: two lines of text, the selected one shaded (the
 * text colour at 10 %), nothing below the last; light on dark in the
 * dark style. */
static void
check_look (CairnLogView *view,
            gboolean      dark)
{
  int row = cairn_log_view_get_row_height (view);
  int width, height;
  g_autofree guchar *pixels = gui_render_widget_pixels (GTK_WIDGET (view), &width, &height);
  const guchar *plain = pixel (pixels, width, width - 3, row / 2);
  const guchar *shaded = pixel (pixels, width, width - 3, row + row / 2);

  g_assert_cmpint (height, >, 2 * row);
  g_assert_cmpint (width, >, 100);
  g_assert_cmpint (difference (plain, shaded), >, 6);
  g_assert_cmpint (difference (plain, shaded), <, 90);
  if (dark)
    {
      g_assert_cmpfloat (luminance (plain), <, 0.3);
      g_assert_cmpfloat (luminance (shaded), >, luminance (plain));
    }
  else
    {
      g_assert_cmpfloat (luminance (plain), >, 0.8);
      g_assert_cmpfloat (luminance (shaded), <, luminance (plain));
    }
  /* The selection spans the row, from the left edge. */
  g_assert_cmpint (difference (pixel (pixels, width, 0, row + row / 2), shaded), <=, 3);
  g_assert_cmpuint (ink_in_row (pixels, width, row, 0, plain), >, 20);
  g_assert_cmpuint (ink_in_row (pixels, width, row, 1, shaded), >, 20);
  for (int y = 2 * row; y < height; y++)
    for (int x = 0; x < width; x++)
      g_assert_cmpint (difference (pixel (pixels, width, x, y), plain), <=, 3);
}

static void
test_look (void)
{
  CairnWindow *win = gui_window_new_empty ();
  CairnLogView *view = log_view (win, 0);
  AdwStyleManager *style = adw_style_manager_get_default ();

  finish (win);
  cairn_window_set_moment (win, 2);
  cairn_log_view_set_selected (view, 1);
  wait_frames (GTK_WIDGET (win), 3);
  assert_drawn (view, 0, 1);
  g_assert_true (g_str_has_prefix (cairn_log_view_get_drawn_text (view), "0  root node 0 entered"));
  check_look (view, FALSE);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  wait_frames (GTK_WIDGET (win), 3);
  check_look (view, TRUE);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);

  gui_window_destroy_and_assert_finalized (win);
}

/* A click on a line selects it and its node (and, by its line, the
 * other pane's); Up, Down, Page Up, Page Down, Home and End move the
 * selected line and keep it in view; Ctrl+C copies it; a screen reader
 * reads it as the log's description. */
static void
test_select (void)
{
  CairnWindow *win = gui_window_new_empty ();
  CairnLogView *view = log_view (win, 0);
  CairnEventLog *log = pane_log (win, 0);
  guint first, n_drawn, line, n, page;
  int row;

  finish (win);
  n = n_lines (win, 0);
  row = cairn_log_view_get_row_height (view);
  page = page_lines (view);
  g_assert_cmpuint (page, >=, 2);
  wait_frames (GTK_WIDGET (win), 2);
  cairn_log_view_get_drawn_lines (view, &first, &n_drawn);

  /* The second line drawn, clicked at its middle. */
  line = cairn_log_view_line_at (view, 0) + 1;
  click (view, (line + 0.5) * row - gtk_adjustment_get_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view))));
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (view)));
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, line);
  g_assert_cmpuint (gui_selected (win, 0), ==, cairn_event_log_node_of (log, line));
  g_assert_cmpuint (gui_selected (win, 0), !=, CAIRN_NO_NODE);
  {
    g_autofree char *text = cairn_log_view_dup_line (view, line);

    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
  }

  g_assert_true (press (view, GDK_KEY_Up, 0));
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, line - 1);
  g_assert_cmpuint (gui_selected (win, 0), ==, cairn_event_log_node_of (log, line - 1));
  g_assert_true (press (view, GDK_KEY_Down, 0));
  g_assert_true (press (view, GDK_KEY_Down, 0));
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, line + 1);
  g_assert_cmpuint (gui_selected (win, 0), ==, cairn_event_log_node_of (log, line + 1));

  g_assert_true (press (view, GDK_KEY_Home, 0));
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, 0);
  g_assert_cmpuint (gui_selected (win, 0), ==, 0);
  wait_frames (GTK_WIDGET (win), 2);
  assert_drawn (view, 0, page - (gtk_widget_get_height (GTK_WIDGET (view)) % row == 0));
  g_assert_true (press (view, GDK_KEY_Page_Down, 0));
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, page);
  g_assert_true (press (view, GDK_KEY_Page_Up, 0));
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, 0);
  g_assert_true (press (view, GDK_KEY_Up, 0));
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, 0);

  g_assert_true (press (view, GDK_KEY_End, 0));
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, n - 1);
  g_assert_true (press (view, GDK_KEY_Down, 0));
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, n - 1);
  wait_frames (GTK_WIDGET (win), 2);
  cairn_log_view_get_drawn_lines (view, &first, &n_drawn);
  g_assert_cmpuint (first + n_drawn, ==, n);

  /* Ctrl+C: the selected line, to the clipboard. */
  {
    g_autofree char *text = cairn_log_view_dup_line (view, n - 1);
    GdkContentProvider *content;
    g_auto (GValue) value = G_VALUE_INIT;

    g_assert_true (press (view, GDK_KEY_c, GDK_CONTROL_MASK));
    content = gdk_clipboard_get_content (gtk_widget_get_clipboard (GTK_WIDGET (view)));
    g_assert_nonnull (content);
    g_value_init (&value, G_TYPE_STRING);
    g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
    g_assert_cmpstr (g_value_get_string (&value), ==, text);
  }
  /* Other keys are the window's. */
  g_assert_false (press (view, GDK_KEY_Home, GDK_CONTROL_MASK));
  g_assert_false (press (view, GDK_KEY_a, 0));

  /* A moment before the selected line unselects it, as a list did. */
  cairn_window_set_moment (win, 10);
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, GTK_INVALID_LIST_POSITION);

  gui_window_destroy_and_assert_finalized (win);
}

/* The logs' views are finalized with the window (or soon after it); a
 * pane kept alive after its window no longer reads the freed searches,
 * and neither does its log view, kept alive too, when asked for a line. */
static void
test_close_frees_log_views (void)
{
  CairnWindow *win = gui_window_new_empty ();
  CairnPane *pane;
  CairnCounters c;
  gpointer views[2];
  CairnLogView *kept;

  finish (win);
  pane = g_object_ref (cairn_window_get_pane (win, 0));
  cairn_pane_get_counters (pane, &c);
  g_assert_cmpuint (c.nodes, ==, 1787);
  for (guint i = 0; i < 2; i++)
    {
      views[i] = log_view (win, i);
      g_object_add_weak_pointer (views[i], &views[i]);
    }
  kept = g_object_ref (log_view (win, 1));
  gtk_window_destroy (GTK_WINDOW (win));
  /* The searches are freed by now. */
  cairn_reaper_sync ();
  g_assert_null (cairn_pane_get_search (pane));
  cairn_pane_get_counters (pane, &c);
  g_assert_cmpuint (c.nodes, ==, 0);
  g_assert_false (cairn_pane_is_behind (pane));
  g_assert_finalize_object (pane);
  g_assert_null (cairn_log_view_dup_line (kept, 0));
  g_assert_finalize_object (kept);
  GUI_WAIT_FOR (views[0] == NULL && views[1] == NULL);
}

/* Lines of a log of any length: "line N". */
static char *
describe_counted (guint    line,
                  gpointer data)
{
  (*(guint64 *) data)++;
  return g_strdup_printf ("line %u", line);
}

/* Ten million lines cost a log view what ten do: a frame formats the
 * lines in view, at the top, after a jump to the end, or in the middle;
 * the keys reach both ends. */
static void
test_ten_million (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  CairnLogView *view = CAIRN_LOG_VIEW (cairn_log_view_new ());
  const guint n = 10 * 1000 * 1000;
  guint64 calls = 0, before;
  guint page;

  gtk_widget_add_css_class (GTK_WIDGET (view), "log-line");
  cairn_log_view_set_describe (view, describe_counted, &calls);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 44);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 72);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (view));
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  gtk_window_set_default_size (GTK_WINDOW (window), 500, -1);
  gtk_window_present (GTK_WINDOW (window));
  GUI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (view)) && gtk_widget_get_height (GTK_WIDGET (view)) > 0);

  cairn_log_view_set_n_lines (view, n);
  wait_frames (window, 2);
  page = page_lines (view);
  g_assert_cmpuint (page, >=, 2);
  g_assert_cmpuint (page, <=, 72 / cairn_log_view_get_row_height (view));
  assert_drawn (view, 0, page - (gtk_widget_get_height (GTK_WIDGET (view)) % cairn_log_view_get_row_height (view) == 0));
  g_assert_true (g_str_has_prefix (cairn_log_view_get_drawn_text (view), "line 0\nline 1\n"));
  g_assert_cmpuint (calls, <=, 2 * (page + 1));

  before = calls;
  cairn_log_view_scroll_to (view, n - 1);
  wait_frames (window, 2);
  assert_drawn (view, n - page - (gtk_widget_get_height (GTK_WIDGET (view)) % cairn_log_view_get_row_height (view) != 0),
                n - 1);
  g_assert_true (g_str_has_suffix (cairn_log_view_get_drawn_text (view), "line 9999999\n"));
  g_assert_cmpuint (calls - before, <=, 2 * (page + 2));

  before = calls;
  cairn_log_view_scroll_to (view, n / 2);
  wait_frames (window, 2);
  g_assert_cmpuint (cairn_log_view_line_at (view, 0), ==, n / 2);
  g_assert_true (g_str_has_prefix (cairn_log_view_get_drawn_text (view), "line 5000000\n"));
  g_assert_cmpuint (calls - before, <=, 2 * (page + 2));

  /* One line more: the lines in view drawn again, no more. */
  before = calls;
  cairn_log_view_set_n_lines (view, n + 1);
  wait_frames (window, 2);
  g_assert_cmpuint (calls - before, <=, 2 * (page + 2));

  g_assert_true (press (view, GDK_KEY_End, 0));
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, n);
  g_assert_true (press (view, GDK_KEY_Home, 0));
  g_assert_cmpuint (cairn_log_view_get_selected (view), ==, 0);
  wait_frames (window, 2);
  assert_drawn (view, 0, page - (gtk_widget_get_height (GTK_WIDGET (view)) % cairn_log_view_get_row_height (view) == 0));
  /* Far fewer than a frame per line. */
  g_assert_cmpuint (calls, <, 1000);

  gtk_window_destroy (GTK_WINDOW (window));
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

/* The log needs no frame ticks of its own, and lets the frame clock
 * rest: a window left open does not wake 60 times a second. */
static void
test_log_rests (void)
{
  CairnWindow *win = gui_window_new_empty ();

  finish (win);
  GUI_WAIT_FOR (updates_during (win, 500) == 0);
  g_assert_cmpuint (updates_during (win, 1000), ==, 0);

  /* Back to event 100 of the plain search: its lines go at once. */
  cairn_window_set_moment (win, 101);
  g_assert_cmpuint (n_lines (win, 0), ==, 101);
  g_assert_cmpuint (n_lines (win, 1), ==, 101);
  GUI_WAIT_FOR (updates_during (win, 500) == 0);
  g_assert_cmpuint (n_lines (win, 0), ==, 101);
  gui_window_destroy_and_assert_finalized (win);
}

/* A log past 1 MB of events (empty board, depth 9: the plain search's
 * 20,866 nodes) has room made for 16 MB of them at once (see make_room()
 * in cairn-event-log.c): every event is still the search's own, in order.
 * Scrubbed to the start and back to the end, a frame a moment, the log
 * shows the moment's last line each frame, and formats only the lines
 * in view. */
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

  {
    CairnLogView *view = log_view (win, 0);
    const guint steps = 40;
    guint page = page_lines (view);

    for (guint k = 0; k <= 2 * steps; k++)
      {
        /* n … 0 … n */
        guint moment = (guint) ((guint64) n * (k <= steps ? steps - k : k - steps) / steps);
        guint64 before = cairn_log_view_get_n_formatted (view);
        guint first, n_drawn;

        cairn_window_set_moment (win, moment);
        wait_frames (GTK_WIDGET (win), 2);
        cairn_log_view_get_drawn_lines (view, &first, &n_drawn);
        if (moment == 0)
          {
            g_assert_cmpuint (n_drawn, ==, 0);
            continue;
          }
        g_assert_cmpuint (first + n_drawn, ==, moment);
        g_assert_cmpuint (n_drawn, <=, page + 2);
        /* One frame's lines, perhaps twice (another frame drawn). */
        g_assert_cmpuint (cairn_log_view_get_n_formatted (view) - before, <=, 2 * (page + 2));
      }
    {
      g_autofree char *last = cairn_log_view_dup_line (view, n - 1);
      g_autofree char *with_newline = g_strconcat (last, "\n", NULL);

      g_assert_true (g_str_has_suffix (cairn_log_view_get_drawn_text (view), with_newline));
    }
    cairn_window_set_moment (win, 1);
    wait_frames (GTK_WIDGET (win), 2);
    g_assert_cmpstr (cairn_log_view_get_drawn_text (view), ==, "0  root node 0 entered (X to move, α=−∞, β=+∞)\n");
  }
  gui_window_destroy_and_assert_finalized (win);
}

int
main (int    argc,
      char **argv)
{
  /* The accessible properties are kept (and checked) by GTK's test
   * backend; the suite's GTK_A11Y=none keeps none. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!gui_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/gui/log-view/lines", test_lines);
  g_test_add_func ("/gui/log-view/jump", test_jump);
  g_test_add_func ("/gui/log-view/look", test_look);
  g_test_add_func ("/gui/log-view/select", test_select);
  g_test_add_func ("/gui/log-view/ten-million", test_ten_million);
  g_test_add_func ("/gui/log-view/close-frees-log-views", test_close_frees_log_views);
  g_test_add_func ("/gui/log-view/rests", test_log_rests);
  g_test_add_func ("/gui/log-view/big-log-is-whole", test_big_log_is_whole);

  return gui_test_run ();
}
