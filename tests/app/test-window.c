/* test-window.c — the Cairn window under a private Xvfb.
 *
 * No GtkApplication (it would want a session bus): the window is created
 * on its own, which is all these tests need.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "cairn-application.h"
#include "cairn-tictactoe-editor.h"
#include "cairn-export-dialog.h"
#include "cairn-game-tictactoe.h"
#include "cairn-lessons.h"
#include "cairn-study.h"
#include "cairn-theme.h"
#include "cairn-window.h"
#include "gui-util.h"



typedef GuiFixture Fixture;

/* The window, both panes and both tree views must be finalized once the
 * window is destroyed: no reference cycle keeps any of them. */
static guint64
nodes (CairnWindow *win,
       guint        pane)
{
  CairnCounters c;

  cairn_pane_get_counters (cairn_window_get_pane (win, pane), &c);
  return c.nodes;
}

static guint
log_lines (CairnWindow *win,
           guint        pane)
{
  return cairn_log_view_get_n_lines (cairn_pane_get_log_view (cairn_window_get_pane (win, pane)));
}

static void
test_opens (Fixture       *f,
            gconstpointer  data)
{
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (f->win)));
  g_assert_cmpint (cairn_pane_get_mode (cairn_window_get_pane (f->win, 0)), ==, CAIRN_MODE_PLAIN);
  g_assert_cmpint (cairn_pane_get_mode (cairn_window_get_pane (f->win, 1)), ==, CAIRN_MODE_NULL);
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 2);
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 0);
  g_assert_null (cairn_window_get_position_error (f->win));
}

static CairnCell
cell_at (CairnWindow *win,
         guint        index)
{
  CairnPosition p;

  cairn_window_get_position (win, &p);
  return cairn_position_get_cell (&p, index);
}

static void
test_board_click (Fixture       *f,
                  gconstpointer  data)
{
  CairnTictactoeEditor *board = CAIRN_TICTACTOE_EDITOR (cairn_window_get_board (f->win));
  GtkWidget *cell = cairn_tictactoe_editor_get_cell (board, 4);

  if (gui_skip_without_xdotool (gui_xdotool (cell, "click", 1)))
    return;
  GUI_WAIT_FOR (cell_at (f->win, 4) == CAIRN_CELL_X);
  /* The side to move follows the marks: one X, so O moves. */
  {
    CairnPosition p;

    cairn_window_get_position (f->win, &p);
    g_assert_cmpint (p.to_move, ==, CAIRN_SIDE_O);
  }
  g_assert_true (gui_xdotool (cell, "click", 1));
  GUI_WAIT_FOR (cell_at (f->win, 4) == CAIRN_CELL_O);
  g_assert_true (gui_xdotool (cell, "click", 3));
  GUI_WAIT_FOR (cell_at (f->win, 4) == CAIRN_CELL_EMPTY);
}

static void
test_step (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *line = NULL;

  for (guint k = 1; k <= 3; k++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step", NULL));
      GUI_WAIT_FOR (cairn_window_get_moment (f->win) == k);
      for (guint p = 0; p < 2; p++)
        {
          CairnCounters c;

          cairn_pane_get_counters (cairn_window_get_pane (f->win, p), &c);
          g_assert_cmpuint (c.events, ==, k);
          /* The log shows the moment's lines at once. */
          g_assert_cmpuint (log_lines (f->win, p), ==, k);
        }
    }
  line = cairn_log_view_dup_line (cairn_pane_get_log_view (cairn_window_get_pane (f->win, 0)), 0);
  g_assert_nonnull (strstr (line, "root node 0 entered"));
  g_assert_cmpuint (nodes (f->win, 0), ==, 3);
}

static void
test_finish_seed (Fixture       *f,
                  gconstpointer  data)
{
  gui_finish (f->win);
  g_assert_cmpuint (nodes (f->win, 0), ==, 1787);
  g_assert_cmpuint (nodes (f->win, 1), ==, 803);
  g_assert_null (cairn_window_get_warning (f->win));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, summary))));
  g_assert_nonnull (strstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)), "1,787"));
  g_assert_nonnull (strstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)), "803"));
}

static void
test_finish_pitfall (Fixture       *f,
                     gconstpointer  data)
{
  const char *warning;
  CairnPane *left = cairn_window_get_pane (f->win, 0);
  CairnPane *right = cairn_window_get_pane (f->win, 1);
  guint32 l, r;

  gui_set_scenario (f->win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (f->win);
  warning = cairn_window_get_warning (f->win);
  g_assert_nonnull (warning);
  g_assert_nonnull (strstr (warning, "cell 4 (value 12)"));
  g_assert_nonnull (strstr (warning, "cell 0 (value 9)"));
  g_assert_true (gtk_widget_get_visible (GUI_PART (f->win, GtkWidget, warning_banner)));

  /* The banner's second button shows cell 0 in both trees. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.jump", "u", 1));
  l = cairn_view_state_get_selected_node (cairn_pane_get_view_state (left));
  r = cairn_view_state_get_selected_node (cairn_pane_get_view_state (right));
  g_assert_cmpuint (l, !=, CAIRN_NO_NODE);
  g_assert_cmpuint (r, !=, CAIRN_NO_NODE);
  g_assert_cmpuint (cairn_tree_get (cairn_search_get_tree (cairn_pane_get_search (left)), l)->move, ==, 0);
  g_assert_cmpuint (cairn_tree_get (cairn_search_get_tree (cairn_pane_get_search (right)), r)->move, ==, 0);
  {
    g_autofree char *text = cairn_pane_get_inspector_text (right);

    g_assert_nonnull (strstr (text, "X plays cell 0"));
    /* Selecting in one pane points at the same line in the other. */
    g_assert_nonnull (strstr (text, "Plain alpha-beta searched this line too"));
  }
}

/* Once both searches are done, their summary and the banner stay while the
 * timeline looks back (and the panes stay where they are), with the
 * finished searches' figures. */
static void
test_summary_stays_on_scrub (Fixture       *f,
                             gconstpointer  data)
{
  g_autofree char *summary = NULL;
  g_autofree char *banner = NULL;
  double pane_y;
  graphene_point_t at;
  guint end;

  gui_set_scenario (f->win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (f->win);
  gui_spin (100);
  summary = g_strdup (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)));
  banner = g_strdup (gtk_label_get_text (GUI_PART (f->win, GtkLabel, warning_label)));
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (cairn_window_get_pane (f->win, 0)), GTK_WIDGET (f->win),
                                           &GRAPHENE_POINT_INIT (0, 0), &at));
  pane_y = at.y;

  end = cairn_window_get_moment (f->win);
  g_assert_cmpuint (end, >, 20);
  for (guint moment = 1; moment < end; moment += end / 6)
    {
      cairn_window_set_moment (f->win, moment);
      gui_spin (20);
      g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, summary))));
      g_assert_true (gtk_widget_get_visible (GUI_PART (f->win, GtkWidget, warning_banner)));
      /* The same sentences, said of the end while the timeline looks back. */
      g_assert_true (g_str_has_prefix (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)), "At the end:  "));
      g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)) + strlen ("At the end:  "), ==,
                       summary + strlen ("Done.  "));
      g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, warning_label)), ==, banner);
      g_assert_nonnull (cairn_window_get_warning (f->win));
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (cairn_window_get_pane (f->win, 0)), GTK_WIDGET (f->win),
                                               &GRAPHENE_POINT_INIT (0, 0), &at));
      g_assert_cmpfloat (at.y, ==, pane_y);
    }
  g_assert_true (g_str_has_prefix (summary, "Done."));
}

typedef struct {
  CairnCounters counters[2];
  guint         lines[2];
  guint         items[2];
} Moment;

static void
capture (CairnWindow *win,
         Moment      *m)
{
  for (guint p = 0; p < 2; p++)
    {
      CairnPane *pane = cairn_window_get_pane (win, p);

      g_assert_cmpuint (log_lines (win, p), ==, cairn_pane_get_n_shown (pane));
      cairn_pane_get_counters (pane, &m->counters[p]);
      m->lines[p] = log_lines (win, p);
      m->items[p] = cairn_layout_get_n_items (cairn_tree_view_get_layout (cairn_pane_get_tree_view (pane)));
    }
}

static void
assert_same_moment (const Moment *a,
                    const Moment *b)
{
  for (guint p = 0; p < 2; p++)
    {
      g_assert_cmpmem (&a->counters[p], sizeof a->counters[p], &b->counters[p], sizeof b->counters[p]);
      g_assert_cmpuint (a->lines[p], ==, b->lines[p]);
      g_assert_cmpuint (a->items[p], ==, b->items[p]);
    }
}

static void
test_step_back_timeline (Fixture       *f,
                         gconstpointer  data)
{
  Moment at10, now, end_live, end_replayed;
  guint total;

  for (guint k = 1; k <= 10; k++)
    {
      gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step", NULL);
      GUI_WAIT_FOR (cairn_window_get_moment (f->win) == k);
    }
  capture (f->win, &at10);
  for (guint k = 11; k <= 25; k++)
    {
      gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step", NULL);
      GUI_WAIT_FOR (cairn_window_get_moment (f->win) == k);
    }
  for (guint k = 0; k < 15; k++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step-back", NULL));
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 10);
  capture (f->win, &now);
  assert_same_moment (&at10, &now);

  gui_finish (f->win);
  capture (f->win, &end_live);
  total = cairn_window_get_moment (f->win);
  g_assert_cmpuint (total, >, 1000);

  /* The timeline slider goes back to event 10 … */
  gtk_adjustment_set_value (GUI_PART (f->win, GtkAdjustment, timeline_adjustment), 10);
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 10);
  capture (f->win, &now);
  assert_same_moment (&at10, &now);

  /* … and the figures recomputed from the recorded events at the end are
   * the live search's own. */
  gtk_adjustment_set_value (GUI_PART (f->win, GtkAdjustment, timeline_adjustment), total - 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step", NULL));
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, total);
  capture (f->win, &end_replayed);
  assert_same_moment (&end_live, &end_replayed);
}

/* Finish from a moment stepped back to: the window and both panes are at
 * the front at once, not when the stepper's first round (an idle) comes:
 * the stress test read the window at event 9 and a pane still at 8. */
static void
test_finish_after_step_back (Fixture       *f,
                             gconstpointer  data)
{
  for (guint k = 1; k <= 5; k++)
    {
      gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step", NULL);
      GUI_WAIT_FOR (cairn_window_get_moment (f->win) == k);
    }
  for (guint k = 0; k < 2; k++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step-back", NULL));
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 3);

  /* No main loop iteration between the action and the checks. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.finish", NULL));
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 5);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpuint (cairn_pane_get_n_shown (cairn_window_get_pane (f->win, p)), ==, 5);
}

/* Whether every pixel of @view's rendering is the same: no tree drawn. */
static gboolean
renders_blank (CairnTreeView *view)
{
  int w, h;
  g_autofree guchar *pixels = gui_render_widget_pixels (GTK_WIDGET (view), &w, &h);

  g_assert_cmpint (w, >, 0);
  g_assert_cmpint (h, >, 0);
  for (gsize i = 1; i < (gsize) w * h; i++)
    if (memcmp (pixels + i * 4, pixels, 4) != 0)
      return FALSE;
  return TRUE;
}

/* Finish, Back, Reset: both panes are empty, on screen too (a reviewer
 * saw the left one keep drawing the finished tree behind its
 * placeholder). */
static void
test_reset_after_step_back (Fixture       *f,
                            gconstpointer  data)
{
  gui_finish (f->win);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step-back", NULL));
  gui_spin (200);
  for (guint p = 0; p < 2; p++)
    {
      CairnTreeView *view = cairn_pane_get_tree_view (cairn_window_get_pane (f->win, p));

      GUI_WAIT_FOR (cairn_tree_view_is_layout_current (view));
      g_assert_nonnull (cairn_tree_view_get_layout (view));
      g_assert_false (renders_blank (view));
    }

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.reset", NULL));
  gui_spin (200);
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 0);
  for (guint p = 0; p < 2; p++)
    {
      CairnPane *pane = cairn_window_get_pane (f->win, p);
      CairnTreeView *view = cairn_pane_get_tree_view (pane);

      /* Rendered first: asking for the layout may lay it out anew. */
      g_test_message ("pane %u after Reset", p);
      g_assert_true (renders_blank (view));
      g_assert_cmpuint (nodes (f->win, p), ==, 0);
      g_assert_null (cairn_tree_view_get_layout (view));
    }
}

static void
test_zoom (Fixture       *f,
           gconstpointer  data)
{
  CairnPane *pane = cairn_window_get_pane (f->win, 0);
  CairnTreeView *view = cairn_pane_get_tree_view (pane);
  CairnViewState *state = cairn_pane_get_view_state (pane);
  double w, h, lx, ly, wx, wy, s0;

  gui_finish (f->win);
  g_assert_nonnull (cairn_tree_view_get_layout (view));
  w = gtk_widget_get_width (GTK_WIDGET (view));
  h = gtk_widget_get_height (GTK_WIDGET (view));
  g_assert_cmpfloat (w, >, 100);

  /* Zoom in around the centre: the layout point there stays there (once
   * the tree is taller than the view; a shorter one stays at the top). */
  cairn_tree_view_zoom_at (view, 2.0, w / 2, h / 2);
  s0 = cairn_view_state_get_scale (state);
  cairn_tree_view_widget_to_layout (view, w / 2, h / 2, &lx, &ly);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (pane), "pane.zoom-in", NULL));
  g_assert_cmpfloat_with_epsilon (cairn_view_state_get_scale (state), s0 * 1.25, 1e-9);
  cairn_tree_view_layout_to_widget (view, lx, ly, &wx, &wy);
  g_assert_cmpfloat_with_epsilon (wx, w / 2, 0.5);
  g_assert_cmpfloat_with_epsilon (wy, h / 2, 0.5);

  /* Around the pointer, as the scroll wheel does. */
  cairn_tree_view_widget_to_layout (view, w / 4, h / 3, &lx, &ly);
  cairn_tree_view_zoom_at (view, 1.5, w / 4, h / 3);
  cairn_tree_view_layout_to_widget (view, lx, ly, &wx, &wy);
  g_assert_cmpfloat_with_epsilon (wx, w / 4, 0.5);
  g_assert_cmpfloat_with_epsilon (wy, h / 3, 0.5);

  /* The window's shortcuts zoom both panes. */
  s0 = cairn_view_state_get_scale (state);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.zoom-out", NULL));
  g_assert_cmpfloat_with_epsilon (cairn_view_state_get_scale (state), s0 / 1.25, 1e-9);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.zoom-reset", NULL));
  g_assert_cmpfloat (cairn_view_state_get_scale (state), ==, CAIRN_VIEW_SCALE_DEFAULT);

  /* Limits: no NaN, no overflow, at either end. */
  cairn_tree_view_zoom_at (view, 1e300, w / 2, h / 2);
  g_assert_cmpfloat (cairn_view_state_get_scale (state), ==, CAIRN_VIEW_SCALE_MAX);
  cairn_tree_view_zoom_at (view, 1e300, w / 2, h / 2);
  cairn_tree_view_widget_to_layout (view, 0, 0, &lx, &ly);
  g_assert_true (isfinite (lx) && isfinite (ly));
  cairn_tree_view_zoom_at (view, 1e-300, w / 2, h / 2);
  g_assert_cmpfloat (cairn_view_state_get_scale (state), ==, CAIRN_VIEW_SCALE_MIN);
  cairn_tree_view_zoom_at (view, NAN, w / 2, h / 2);
  g_assert_cmpfloat (cairn_view_state_get_scale (state), ==, CAIRN_VIEW_SCALE_MIN);
  cairn_tree_view_widget_to_layout (view, w, h, &lx, &ly);
  g_assert_true (isfinite (lx) && isfinite (ly));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.fit", NULL));
  g_assert_cmpfloat (cairn_view_state_get_scale (state), <, CAIRN_VIEW_SCALE_DEFAULT);
  gui_spin (50);
}

static void
test_illegal (Fixture       *f,
              gconstpointer  data)
{
  CairnPosition p;
  CairnPosition shown;

  /* Two X and no O with X to move: impossible in a real game. */
  cairn_position_init_empty (&p);
  cairn_position_set_cell (&p, 0, CAIRN_CELL_X);
  cairn_position_set_cell (&p, 1, CAIRN_CELL_X);
  p.to_move = CAIRN_SIDE_X;
  cairn_window_set_position (f->win, &p);
  g_assert_nonnull (cairn_window_get_position_error (f->win));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, position_error))));
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, position_error)), ==, cairn_window_get_position_error (f->win));
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->win), "win.finish", NULL);
  gui_spin (50);
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 0);

  /* The edit is kept as it was. */
  cairn_tictactoe_editor_get_position (CAIRN_TICTACTOE_EDITOR (cairn_window_get_board (f->win)), &shown);
  g_assert_true (cairn_position_equal (&shown, &p));

  /* Fixing it brings searching back. */
  cairn_position_set_cell (&p, 4, CAIRN_CELL_O);
  p.to_move = CAIRN_SIDE_O;
  cairn_window_set_position (f->win, &p);
  g_assert_null (cairn_window_get_position_error (f->win));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, position_error))));
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 2);
}

static void
test_export (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-gui-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "both.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "left.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "right.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  CairnExportOptions options;

  gui_finish (f->win);
  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_PNG;
  gui_assert_export (f->win, png, CAIRN_EXPORT_BOTH, &options, "\x89PNG");
  texture = gdk_texture_new_from_filename (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), >, 100);

  options.format = CAIRN_EXPORT_SVG;
  options.use_viewport = TRUE;
  gui_assert_export (f->win, svg, CAIRN_EXPORT_LEFT, &options, "<svg");

  options.format = CAIRN_EXPORT_PDF;
  options.use_viewport = FALSE;
  options.theme = CAIRN_THEME_DARK;
  gui_assert_export (f->win, pdf, CAIRN_EXPORT_RIGHT, &options, "%PDF");

  /* An unwritable place: an error, and nothing left behind. */
  g_assert_false (cairn_window_export (f->win, "/proc/cairn-no-such-dir/x.png", CAIRN_EXPORT_BOTH,
                                       &options, &error));
  g_assert_nonnull (error);
  g_assert_false (g_file_test ("/proc/cairn-no-such-dir/x.png", G_FILE_TEST_EXISTS));

  g_unlink (png);
  g_unlink (svg);
  g_unlink (pdf);
  g_rmdir (dir);
}

/* "Only the part in view": the screen's extent at the screen's scale,
 * with no blank beyond it; and the export dialog's preview draws. */
static void
test_export_view (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-gui-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "view.png", NULL);
  CairnTreeView *view = cairn_pane_get_tree_view (cairn_window_get_pane (f->win, 0));
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  CairnExportOptions options;
  CairnExportDialog *dialog;
  double w, h, scale, level;

  gui_finish (f->win);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->win));
  w = gtk_widget_get_width (GTK_WIDGET (view));
  h = gtk_widget_get_height (GTK_WIDGET (view));
  cairn_tree_view_zoom_at (view, 4.0, w / 2, h / 4);
  gui_spin (20);
  cairn_tree_view_get_scales (view, &scale, &level);

  cairn_export_options_init (&options);
  options.use_viewport = TRUE;
  options.legend = FALSE;
  options.caption = FALSE;
  g_assert_true (cairn_window_export (f->win, png, CAIRN_EXPORT_LEFT, &options, &error));
  g_assert_no_error (error);
  texture = gdk_texture_new_from_filename (png, &error);
  g_assert_no_error (error);
  /* The view plus the figure's margins, title and padding: nothing more. */
  g_assert_cmpint (gdk_texture_get_width (texture), <=, w + 2 * 28 + 2 * 16 + 1);
  g_assert_cmpint (gdk_texture_get_height (texture), <=, h + 2 * 28 + 2 * 16 + 40);
  g_assert_cmpint (gdk_texture_get_width (texture), >, w / 2);

  dialog = cairn_export_dialog_new (GTK_WINDOW (f->win));
  cairn_export_dialog_set_has_selection (dialog, FALSE);
  g_assert_false (cairn_export_dialog_get_from_selected (dialog));
  g_assert_false (cairn_export_dialog_get_include_selection (dialog));
  /* A teaching figure by default, as cairn-cli's; the decisive moment
   * is offered only where the trees have a decisive prune. */
  g_assert_cmpint (cairn_export_dialog_get_page (dialog), ==, CAIRN_PAGE_SLIDE);
  cairn_export_dialog_set_has_decisive (dialog, FALSE);
  g_assert_false (cairn_export_dialog_get_story (dialog));
  g_assert_cmpuint (cairn_export_dialog_get_max_plies (dialog), ==, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_unlink (png);
  g_rmdir (dir);
}

static gboolean
near_colour (const guchar   *px,
             const CairnRgb *c)
{
  /* Texture bytes are B, G, R, A (premultiplied, opaque here). */
  return abs (px[2] - (int) (c->r * 255)) < 24 &&
         abs (px[1] - (int) (c->g * 255)) < 24 &&
         abs (px[0] - (int) (c->b * 255)) < 24;
}

static void
test_null_probe_pixels (Fixture       *f,
                        gconstpointer  data)
{
  CairnPane *pane = cairn_window_get_pane (f->win, 1);
  CairnTreeView *view = cairn_pane_get_tree_view (pane);
  const CairnTree *tree;
  const CairnPalette *pal = cairn_theme_palette (cairn_tree_view_get_theme (view));
  const CairnLayout *layout;
  const CairnLayoutItem *item;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  guint32 probe = CAIRN_NO_NODE;
  int w, h, hits = 0, cx, cy;
  double wx, wy;

  gui_set_scenario (f->win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (f->win);
  tree = cairn_search_get_tree (cairn_pane_get_search (pane));
  /* A probe that failed high is filled with the probe colour. */
  for (guint32 i = 0; i < tree->n_nodes && probe == CAIRN_NO_NODE; i++)
    if (cairn_tree_get (tree, i)->kind == CAIRN_NODE_NULL_PROBE &&
        (cairn_tree_get (tree, i)->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH))
      probe = i;
  g_assert_cmpuint (probe, !=, CAIRN_NO_NODE);

  cairn_tree_view_zoom_reset (view);
  cairn_view_state_set_follow (cairn_pane_get_view_state (pane), FALSE);
  gui_spin (100);
  cairn_tree_view_reveal_node (view, probe);
  gui_spin (100);
  layout = cairn_tree_view_get_layout (view);
  item = cairn_layout_get_item (layout, cairn_layout_item_for_node (layout, probe));
  cairn_tree_view_layout_to_widget (view, item->x, item->y, &wx, &wy);

  texture = gui_render_widget (GTK_WIDGET (view));
  w = gdk_texture_get_width (texture);
  h = gdk_texture_get_height (texture);
  pixels = g_malloc ((gsize) w * h * 4);
  gdk_texture_download (texture, pixels, (gsize) w * 4);
  cx = (int) wx;
  cy = (int) wy;
  g_assert_cmpint (cx, >=, 0);
  g_assert_cmpint (cx, <, w);
  g_assert_cmpint (cy, >=, 0);
  g_assert_cmpint (cy, <, h);
  /* The board outline and the badge are in the probe colour. */
  for (int y = MAX (0, cy - 36); y < MIN (h, cy + 36); y++)
    for (int x = MAX (0, cx - 36); x < MIN (w, cx + 36); x++)
      hits += near_colour (pixels + (gsize) y * w * 4 + x * 4, &pal->probe);
  g_test_message ("probe node %u at (%d, %d): %d pixels in the probe colour", probe, cx, cy, hits);
  g_assert_cmpint (hits, >, 20);

  /* The left pane (plain alpha-beta) has no probe anywhere: no such colour
   * at its root. */
  {
    CairnTreeView *plain = cairn_pane_get_tree_view (cairn_window_get_pane (f->win, 0));
    g_autoptr (GdkTexture) t2 = NULL;
    g_autofree guchar *p2 = NULL;
    int plain_hits = 0;

    cairn_tree_view_fit (plain);
    gui_spin (50);
    t2 = gui_render_widget (GTK_WIDGET (plain));
    w = gdk_texture_get_width (t2);
    h = gdk_texture_get_height (t2);
    p2 = g_malloc ((gsize) w * h * 4);
    gdk_texture_download (t2, p2, (gsize) w * 4);
    for (int i = 0; i < w * h; i++)
      plain_hits += near_colour (p2 + (gsize) i * 4, &pal->probe);
    g_assert_cmpint (plain_hits, <, hits);
  }
}

static gboolean
record_gap (gpointer data)
{
  gint64 *state = data;   /* [0] last tick, [1] longest gap */
  gint64 now = g_get_monotonic_time ();

  if (state[0] != 0)
    state[1] = MAX (state[1], now - state[0]);
  state[0] = now;
  return G_SOURCE_CONTINUE;
}

/* The 80,790-node search at full speed: correct figures, and the longest
 * the main loop went without running a 1 ms timer is reported (measured,
 * not asserted: timings belong in benchmarks). */
static void
test_full_speed (Fixture       *f,
                 gconstpointer  data)
{
  CairnStepper *stepper = cairn_window_get_stepper (f->win);
  gint64 gaps[2] = { 0, 0 };
  guint timer;

  gui_set_scenario (f->win, ".........", "x", 9, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gtk_range_set_value (GTK_RANGE (GUI_PART (f->win, GtkScale, speed)), 8);
  timer = g_timeout_add_full (G_PRIORITY_HIGH, 1, record_gap, gaps, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.run-pause", NULL));
  GUI_WAIT_FOR (cairn_stepper_is_finished (stepper) && !cairn_stepper_is_busy (stepper) &&
            !cairn_pane_is_behind (cairn_window_get_pane (f->win, 0)) &&
            !cairn_pane_is_behind (cairn_window_get_pane (f->win, 1)));
  gui_spin (300);
  g_source_remove (timer);
  g_assert_cmpuint (nodes (f->win, 0), ==, 20866);
  g_assert_cmpuint (nodes (f->win, 1), ==, 80790);
  g_test_message ("full speed: %" G_GUINT64_FORMAT " dispatches, longest stepper dispatch %" G_GINT64_FORMAT
                  " µs, longest main-loop stall %" G_GINT64_FORMAT " µs",
                  cairn_stepper_get_n_dispatches (stepper),
                  cairn_stepper_get_longest_dispatch_us (stepper), gaps[1] - 1000);
  g_print ("# longest main-loop stall during the run: %" G_GINT64_FORMAT " µs\n", gaps[1] - 1000);
}

/* Closing the main window while work is in flight.  Each round closes it
 * at another point: at once, or a few milliseconds to a few frames in. */
#if defined(__SANITIZE_ADDRESS__)
/* The 550,000-node tree runs ten times slower under AddressSanitizer:
 * fewer rounds keep the test within its time-out. */
#define CLOSE_ROUNDS 4
#else
#define CLOSE_ROUNDS 12
#endif

static guint
close_delay_ms (guint i)
{
  static const guint delays[] = { 0, 1, 3, 7, 16, 33, 60, 120 };

  return delays[i % G_N_ELEMENTS (delays)];
}

static CairnWindow *
new_window (guint     depth,
            guint     reduction,
            CairnMode left,
            CairnMode right)
{
  CairnWindow *win = gui_window_new (1360, 860);
  gui_set_scenario (win, ".........", "x", depth, reduction, FALSE, left, right);
  return win;
}

/* The window, its panes, tree views and stepper are finalized as it is
 * destroyed, before the main loop runs again: nothing in flight (a layout
 * thread, a file chooser, a study, the reaper's thread) holds any of
 * them.  Then the main loop runs whatever was still queued, which must
 * not reach them: any warning fails the test. */
static void
close_and_assert_finalized (CairnWindow *win)
{
  gpointer alive[6] = { win, [5] = cairn_window_get_stepper (win) };

  for (guint i = 0; i < 2; i++)
    {
      CairnPane *pane = cairn_window_get_pane (win, i);

      alive[1 + i] = pane;
      alive[3 + i] = cairn_pane_get_tree_view (pane);
    }
  for (guint i = 0; i < G_N_ELEMENTS (alive); i++)
    g_object_add_weak_pointer (alive[i], &alive[i]);
  gtk_window_destroy (GTK_WINDOW (win));
  for (guint i = 0; i < G_N_ELEMENTS (alive); i++)
    g_assert_null (alive[i]);
  gui_spin (20);
}

static gboolean
laying_out (CairnWindow *win)
{
  return cairn_tree_view_is_laying_out (cairn_pane_get_tree_view (cairn_window_get_pane (win, 0))) ||
         cairn_tree_view_is_laying_out (cairn_pane_get_tree_view (cairn_window_get_pane (win, 1)));
}

/* The 550,000-node minimax tree at full speed, closed while a tree view
 * lays it out on its worker thread (and, every other round, with the
 * parameter study sweeping too). */
static void
test_close_mid_layout (void)
{
  for (guint i = 0; i < CLOSE_ROUNDS; i++)
    {
      CairnWindow *win = new_window (9, 1, CAIRN_MODE_MINIMAX, CAIRN_MODE_NULL);

      if (i % 2 == 1)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.study", NULL));
      /* Run at the top speed, or Finish. */
      gtk_range_set_value (GTK_RANGE (GUI_PART (win, GtkScale, speed)), 8);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), i % 4 < 2 ? "win.finish" : "win.run-pause",
                                                 NULL));
      GUI_WAIT_FOR (laying_out (win));
      gui_spin (close_delay_ms (i));
      close_and_assert_finalized (win);
    }
}

/* Mid-run, the guard switched on: the right pane's search starts again
 * and catches up in the stepper's idle, which pausing leaves running;
 * the window closed before (or while) it dispatches.  The stepper once
 * went to the reaper's thread, whose unref disposed it there while the
 * main loop still dispatched its catch-up: "g_object_ref: assertion
 * '!object_already_finalized' failed" in /study/close-main-mid-sweep,
 * or a use after free. */
static void
test_close_mid_catch_up (void)
{
  for (guint i = 0; i < CLOSE_ROUNDS; i++)
    {
      CairnWindow *win = new_window (9, 1, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
      const CairnSearch *left = cairn_pane_get_search (cairn_window_get_pane (win, 0));

      gtk_range_set_value (GTK_RANGE (GUI_PART (win, GtkScale, speed)), 8);
      cairn_stepper_step (cairn_window_get_stepper (win), 2000);
      GUI_WAIT_FOR (cairn_search_get_counters (left)->events >= 2000);
      gtk_switch_set_active (GUI_PART (win, GtkSwitch, guard), TRUE);
      g_assert_true (cairn_pane_get_search (cairn_window_get_pane (win, 1)) != NULL);
      g_assert_cmpuint (cairn_search_get_counters (cairn_pane_get_search (cairn_window_get_pane (win, 1)))->events,
                        <, 2000);
      gui_spin (close_delay_ms (i) / 8);
      close_and_assert_finalized (win);
    }
}

/* A lesson loading (its searches running to the card's moment, then the
 * view settling on its nodes), and the window closed. */
static void
test_close_mid_lesson (void)
{
  for (guint i = 0; i < CLOSE_ROUNDS; i++)
    {
      CairnWindow *win = new_window (5, 3, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.lesson-load", "u",
                                                 i % cairn_lessons_get_n ()));
      gui_spin (close_delay_ms (i));
      close_and_assert_finalized (win);
    }
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *list = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (list, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        return GTK_WINDOW (window);
    }
  return NULL;
}

/* GTK's file chooser dialog looks up cloud providers on the session bus,
 * and libcloudproviders leaks a path it builds in that lookup (see
 * tests/lsan.supp).  LeakSanitizer's fast unwinder stops inside GLib
 * (no frame pointers) before reaching libcloudproviders, so the
 * suppression cannot match, and full unwinding makes these tests six
 * times slower: under AddressSanitizer the chooser rounds are left out. */
#if defined(__SANITIZE_ADDRESS__)
#define CHOOSER_LEAKS_UNDER_LSAN 1
#else
#define CHOOSER_LEAKS_UNDER_LSAN 0
#endif

/* An export under way (its options dialog open, or the file chooser
 * after it), and the window closed: the dialogs go with it, and no
 * answer can reach the closed window. */
static void
test_close_mid_export (void)
{
  for (guint i = 0; i < CLOSE_ROUNDS; i++)
    {
      CairnWindow *win = new_window (5, 3, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
      GtkWindow *dialog;
      gpointer dialog_alive;

      gui_finish (win);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.export", NULL));
      dialog = find_toplevel (CAIRN_TYPE_EXPORT_DIALOG);
      g_assert_nonnull (dialog);
      dialog_alive = dialog;
      g_object_add_weak_pointer (G_OBJECT (dialog), &dialog_alive);
      if (i % 2 == 1 && !CHOOSER_LEAKS_UNDER_LSAN)
        {
          /* Choose File…: the options dialog goes, the chooser comes. */
          g_signal_emit_by_name (dialog, "export");
          g_assert_null (dialog_alive);
          g_assert_nonnull (find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
        }
      if (i % 4 >= 2)
        {
          /* … with a run going on too. */
          gui_set_scenario (win, ".........", "x", 9, 1, FALSE, CAIRN_MODE_MINIMAX, CAIRN_MODE_NULL);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.finish", NULL));
        }
      gui_spin (close_delay_ms (i));
      close_and_assert_finalized (win);
      g_assert_null (dialog_alive);
      g_assert_null (find_toplevel (CAIRN_TYPE_EXPORT_DIALOG));
      g_assert_null (find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
    }
}


/* SEARCH-RULES.md §3.1, §3.3 in the window: the probe window and scoring choices reach
 * both panes' searches, GSettings, scenarios and the study. */
static void
test_engine_options (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autofree char *stored = NULL;
  CairnScenario scenario;
  CairnCounters c;
  CairnStudy *study;

  /* Seed defaults. */
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, probe_window)), ==, CAIRN_PROBE_WINDOW_FULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, scoring)), ==, CAIRN_SCORING_SEED);
  g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, probe_window))));
  g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, scoring))));

  /* Empty board, null d9 R1: 46,031 nodes with zero-width probes, 80,790
   * with the full window. */
  gui_set_scenario (f->win, ".........", "x", 9, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, probe_window), CAIRN_PROBE_WINDOW_ZERO);
  stored = g_settings_get_string (settings, "probe-window");
  g_assert_cmpstr (stored, ==, "zero");
  gui_finish (f->win);
  g_assert_cmpuint (nodes (f->win, 1), ==, 46031);
  cairn_window_get_scenario (f->win, &scenario);
  g_assert_cmpint (scenario.probe_window, ==, CAIRN_PROBE_WINDOW_ZERO);
  gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, probe_window), CAIRN_PROBE_WINDOW_FULL);
  gui_finish (f->win);
  g_assert_cmpuint (nodes (f->win, 1), ==, 80790);

  /* .OO...XX., X to move, plain d3: the seed's scoring plays cell 0
   * (12), sound scoring the winning cell 8 (999). */
  gui_set_scenario (f->win, ".OO...XX.", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (f->win);
  cairn_pane_get_counters (cairn_window_get_pane (f->win, 0), &c);
  g_assert_cmpint (c.best_move, ==, 0);
  g_assert_cmpint (c.value, ==, 12);
  gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, scoring), CAIRN_SCORING_SOUND);
  g_clear_pointer (&stored, g_free);
  stored = g_settings_get_string (settings, "scoring");
  g_assert_cmpstr (stored, ==, "sound");
  gui_finish (f->win);
  cairn_pane_get_counters (cairn_window_get_pane (f->win, 0), &c);
  g_assert_cmpint (c.best_move, ==, 8);
  g_assert_cmpint (c.value, ==, 999);

  /* The study sweeps with the window's options. */
  gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, probe_window), CAIRN_PROBE_WINDOW_ZERO);
  study = CAIRN_STUDY (cairn_window_open_study (f->win));
  GUI_WAIT_FOR (!cairn_study_is_busy (study) && cairn_study_get_sweep (study) != NULL);
  g_assert_cmpint (cairn_study_get_sweep (study)->probe_window, ==, CAIRN_PROBE_WINDOW_ZERO);
  g_assert_cmpint (cairn_study_get_sweep (study)->scoring, ==, CAIRN_SCORING_SOUND);
  gtk_window_destroy (GTK_WINDOW (study));
  gui_spin (50);

  /* A scenario brings its options; saving carries them. */
  cairn_scenario_init_default (&scenario);
  g_assert_true (cairn_position_parse (".OO...XX.", "x", &scenario.position, NULL));
  scenario.depth = 3;
  cairn_window_set_scenario (f->win, &scenario);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, probe_window)), ==, CAIRN_PROBE_WINDOW_FULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, scoring)), ==, CAIRN_SCORING_SEED);
  scenario.probe_window = CAIRN_PROBE_WINDOW_ZERO;
  scenario.scoring = CAIRN_SCORING_SOUND;
  cairn_window_set_scenario (f->win, &scenario);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, probe_window)), ==, CAIRN_PROBE_WINDOW_ZERO);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, scoring)), ==, CAIRN_SCORING_SOUND);
  cairn_window_get_scenario (f->win, &scenario);
  g_assert_cmpint (scenario.probe_window, ==, CAIRN_PROBE_WINDOW_ZERO);
  g_assert_cmpint (scenario.scoring, ==, CAIRN_SCORING_SOUND);

  /* Pawn endings are always sound: the choice shows so and is off, and
   * tic-tac-toe's remembered choice is kept for coming back. */
  gtk_drop_down_set_selected (GUI_PART (f->win, GtkDropDown, scoring), CAIRN_SCORING_SEED);
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (50);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, scoring)), ==, CAIRN_SCORING_SOUND);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, scoring))));
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, scoring))), "always"));
  g_clear_pointer (&stored, g_free);
  stored = g_settings_get_string (settings, "scoring");
  g_assert_cmpstr (stored, ==, "seed");
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
  gui_spin (50);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, scoring))));
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, scoring)), ==, CAIRN_SCORING_SEED);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

#define ADD(name, fn) g_test_add (name, Fixture, NULL, gui_fixture_setup, fn, gui_fixture_teardown)
  ADD ("/gui/window/opens", test_opens);
  ADD ("/gui/board/click", test_board_click);
  ADD ("/gui/stepping/step", test_step);
  ADD ("/gui/stepping/finish-seed", test_finish_seed);
  ADD ("/gui/stepping/finish-pitfall", test_finish_pitfall);
  ADD ("/gui/stepping/summary-stays-on-scrub", test_summary_stays_on_scrub);
  ADD ("/gui/stepping/step-back-timeline", test_step_back_timeline);
  ADD ("/gui/stepping/reset-after-step-back", test_reset_after_step_back);
  ADD ("/gui/stepping/finish-after-step-back", test_finish_after_step_back);
  ADD ("/gui/tree/zoom", test_zoom);
  ADD ("/gui/position/illegal", test_illegal);
  ADD ("/gui/export/files", test_export);
  ADD ("/gui/export/view", test_export_view);
  ADD ("/gui/tree/null-probe-pixels", test_null_probe_pixels);
  ADD ("/gui/stepping/full-speed", test_full_speed);
  ADD ("/gui/search/engine-options", test_engine_options);
#undef ADD
  g_test_add_func ("/gui/close/mid-layout", test_close_mid_layout);
  g_test_add_func ("/gui/close/mid-export", test_close_mid_export);
  g_test_add_func ("/gui/close/mid-lesson", test_close_mid_lesson);
  g_test_add_func ("/gui/close/mid-catch-up", test_close_mid_catch_up);

  return gui_test_run ();
}
