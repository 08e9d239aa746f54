/* test-room.c — the window at classroom sizes (issue 22, part 4) and
 * what folds to make room there (src/app/window/cairn-room.c), under a
 * private 1920×1080 Xvfb: at 1366×768, and at 1920×1080 with the text
 * twice its size (GtkSettings' gtk-xft-dpi, as the desktop's text scaling
 * sets it), every lesson's card and both inspectors show every line of
 * the text they show, wholly in view, nothing scrolls and each tree keeps
 * a readable height; what folds opens from the keyboard; the mouse wheel
 * over the left column scrolls it and changes no control the pointer
 * passes over.
 *
 * Issue 34, the window on a projector: meson runs this file twice, in
 * English and in Kazakh (LANGUAGE=kk, whose longer words once left the
 * trees 65 px tall).  Every card, the engine-style one too, shows what it
 * points at; the zoom buttons lie over no part of a tree; the engine's
 * and the tables' lines wrap, never cut; on a 1080-line screen the event
 * log shows 8 rows; closing the lessons gives two equal panes back.
 * Outside lessons too: the window as each game starts, searched to the
 * end, keeps both trees readable at 1366×768 (the pawn ending's trees
 * were 125 px tall in Kazakh).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "cairn-i18n.h"
#include "cairn-lesson-heading.h"
#include "cairn-lesson-panel.h"
#include "cairn-lessons.h"
#include "cairn-lesson-controller.h"
#include "cairn-navigation.h"
#include "cairn-engine-line.h"
#include "cairn-window.h"
#include "gui-util.h"

#define DPI_100 (96 * 1024)

static CairnWindow *
window_at (int width,
           int height,
           int text_percent)
{
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", DPI_100 * text_percent / 100, NULL);
  return gui_window_new (width, height);
}

static void
close_window (CairnWindow *win)
{
  gui_window_destroy_and_assert_finalized (win);
  g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", DPI_100, NULL);
}

/* @label shows every line: it is as tall as its text at its width, and
 * it lies inside the window.  With @all_in_view FALSE the label may lie
 * below the window's bottom, where the main column scrolls to it. */
static gboolean all_in_view = TRUE;

static void
assert_whole (CairnWindow *win,
              GtkLabel    *label)
{
  GtkWidget *widget = GTK_WIDGET (label);
  graphene_rect_t box, bounds;
  int min, nat;

  if (!gtk_widget_get_mapped (widget) || *gtk_label_get_text (label) == '\0')
    return;
  /* The border box (with padding, as measure counts it; labels here have
   * no margins). */
  g_assert_true (gtk_widget_compute_bounds (widget, widget, &box));
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, (int) box.size.width, &min, &nat, NULL, NULL);
  if (box.size.height + 0.5 < nat)
    g_error ("“%.40s…” is %.0f px tall at %.0f px wide, its text needs %d", gtk_label_get_text (label),
             box.size.height, box.size.width, nat);
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (win), &bounds));
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (win)) + 0.5);
  if (all_in_view)
    g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (win)) + 0.5);
}

static void
assert_labels_whole (CairnWindow *win,
                     GtkWidget   *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    assert_whole (win, GTK_LABEL (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_labels_whole (win, child);
}

static void assert_in_window (CairnWindow *win,
                              GtkWidget   *widget,
                              const char  *what);

/* The template child of @widget named @id. */
static GtkWidget *
find_child (GtkWidget  *widget,
            const char *id)
{
  if (g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), id) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_child (child, id);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The main column needs no scrolling to show all of itself. */
static void
assert_main_column_fits (CairnWindow *win)
{
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GUI_PART (win, GtkScrolledWindow, main_scroller));

  if (gtk_adjustment_get_upper (v) > gtk_adjustment_get_page_size (v) + 0.5)
    g_error ("the main column is %.0f px tall in %.0f px", gtk_adjustment_get_upper (v),
             gtk_adjustment_get_page_size (v));
}

static void
load_lesson (CairnWindow *win,
             guint        index)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.lesson-load", "u", index));
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (cairn_window_get_lessons (win)));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  gui_spin (50);
  GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
}

/* Pane @p's zoom buttons are wholly in the window and lie over no pixel
 * of its tree, so they cover no node whatever the tree shows. */
static void
assert_buttons_off_tree (CairnWindow *win,
                         guint        p)
{
  GtkWidget *pane = GTK_WIDGET (cairn_window_get_pane (win, p));
  GtkWidget *buttons = find_child (pane, "zoom_controls");
  GtkWidget *tree = find_child (pane, "tree_scroller");
  graphene_rect_t b, t;

  g_assert_nonnull (buttons);
  assert_in_window (win, buttons, "the zoom buttons");
  g_assert_true (gtk_widget_compute_bounds (buttons, GTK_WIDGET (win), &b));
  g_assert_true (gtk_widget_compute_bounds (tree, GTK_WIDGET (win), &t));
  if (graphene_rect_intersection (&b, &t, NULL))
    g_error ("the %s zoom buttons (%.0f,%.0f %.0f×%.0f) lie over the tree (%.0f,%.0f %.0f×%.0f)",
             p == 0 ? "left" : "right", b.origin.x, b.origin.y, b.size.width, b.size.height,
             t.origin.x, t.origin.y, t.size.width, t.size.height);
}

/* The texts shown are whole and in view, the trees readable. */
static void
assert_fits (CairnWindow *win)
{
  assert_labels_whole (win, GUI_PART (win, GtkWidget, lesson_panel));
  for (guint p = 0; p < 2; p++)
    {
      GtkWidget *pane = GTK_WIDGET (cairn_window_get_pane (win, p));
      GtkWidget *inspector = find_child (pane, "inspector");
      GtkWidget *tree = find_child (pane, "tree_scroller");

      g_assert_nonnull (inspector);
      assert_labels_whole (win, inspector);
      if (gtk_widget_get_height (tree) < CAIRN_TREE_READABLE_HEIGHT)
        g_error ("the %s tree is %d px tall", p == 0 ? "left" : "right", gtk_widget_get_height (tree));
      assert_buttons_off_tree (win, p);
    }
  assert_main_column_fits (win);
}

/* How many texts are folded: the card's figures, the inspectors. */
static guint
n_folded (CairnWindow *win)
{
  GtkExpander *e[] = { cairn_lesson_panel_get_figures_expander (CAIRN_LESSON_PANEL (GUI_PART (win, GtkWidget, lesson_panel))),
                       cairn_pane_get_inspector_expander (cairn_window_get_pane (win, 0)),
                       cairn_pane_get_inspector_expander (cairn_window_get_pane (win, 1)) };
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (e); i++)
    n += gtk_widget_get_visible (GTK_WIDGET (e[i])) && !gtk_expander_get_expanded (e[i]);
  return n;
}

/* @widget is drawn: mapped, not empty, and wholly inside the window. */
static void
assert_in_window (CairnWindow *win,
                  GtkWidget   *widget,
                  const char  *what)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget))
    g_error ("%s is not mapped", what);
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (win), &bounds));
  if (gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0 ||
      bounds.origin.x < 0 || bounds.origin.y < 0 ||
      bounds.origin.x + bounds.size.width > gtk_widget_get_width (GTK_WIDGET (win)) + 0.5 ||
      bounds.origin.y + bounds.size.height > gtk_widget_get_height (GTK_WIDGET (win)) + 0.5)
    g_error ("%s is %d×%d px at %.0f,%.0f in a %d×%d window", what, gtk_widget_get_width (widget),
             gtk_widget_get_height (widget), bounds.origin.x, bounds.origin.y,
             gtk_widget_get_width (GTK_WIDGET (win)), gtk_widget_get_height (GTK_WIDGET (win)));
}

/* What the card points at: the selected node of its pane's tree, in the
 * tree's view, and what the inspector says of that node, open. */
static void
assert_card_target_shown (CairnWindow *win)
{
  const CairnLesson *lesson = cairn_lessons_get ((guint) cairn_lesson_controller_get_index (cairn_window_get_lessons (win)));
  CairnPane *pane = cairn_window_get_pane (win, lesson->focus);
  GtkWidget *inspector = find_child (GTK_WIDGET (pane), "inspector");
  CairnTreeView *view = cairn_pane_get_tree_view (pane);
  guint32 node = cairn_view_state_get_selected_node (cairn_pane_get_view_state (pane));
  const CairnLayout *layout;
  const CairnLayoutItem *item;
  guint32 index;
  double x, y;

  g_assert_true (gtk_expander_get_expanded (cairn_pane_get_inspector_expander (pane)));
  assert_in_window (win, find_child (inspector, "inspector_text"), "the card's inspector text");
  assert_labels_whole (win, inspector);

  g_assert_cmpuint (node, !=, CAIRN_NO_NODE);
  GUI_WAIT_FOR (cairn_tree_view_is_layout_current (view) && !cairn_tree_view_is_zooming (view));
  layout = cairn_tree_view_get_layout (view);
  index = cairn_layout_item_for_node (layout, node);
  g_assert_cmpuint (index, !=, CAIRN_NO_ITEM);
  item = cairn_layout_get_item (layout, index);
  cairn_tree_view_layout_to_widget (view, item->x, item->y, &x, &y);
  if (x < 0 || y < 0 || x > gtk_widget_get_width (GTK_WIDGET (view)) || y > gtk_widget_get_height (GTK_WIDGET (view)))
    g_error ("the selected node is at %.0f,%.0f of a %d×%d tree view", x, y,
             gtk_widget_get_width (GTK_WIDGET (view)), gtk_widget_get_height (GTK_WIDGET (view)));
  assert_in_window (win, GTK_WIDGET (view), "the card's tree");
}

/* Once the window has settled: both panes as wide (their margins
 * between them are alike), both trees and zoom buttons in the window. */
static void
assert_equal_panes (CairnWindow *win)
{
  int left, right;

  gui_settled_pane_widths (win, &left, &right);
  if (ABS (left - right) > 1)
    {
      int min[2], nat;

      for (guint p = 0; p < 2; p++)
        gtk_widget_measure (GTK_WIDGET (cairn_window_get_pane (win, p)), GTK_ORIENTATION_HORIZONTAL, -1,
                            &min[p], &nat, NULL, NULL);
      g_error ("the panes are %d and %d px wide (at least %d and %d), the left column %d", left, right,
               min[0], min[1], gtk_widget_get_width (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, sidebar))));
    }
  for (guint p = 0; p < 2; p++)
    {
      GtkWidget *pane = GTK_WIDGET (cairn_window_get_pane (win, p));

      assert_in_window (win, find_child (pane, "tree_scroller"), p == 0 ? "the left tree" : "the right tree");
      assert_buttons_off_tree (win, p);
    }
}

/* Every lesson: the card and both inspectors whole and in view, nothing
 * scrolled, both trees at least CAIRN_TREE_READABLE_HEIGHT tall.  At
 * 1366×768 what the card points at shows too.  Returns how many lessons
 * folded something. */
static guint
check_cards (int width,
             int height,
             int text_percent)
{
  CairnWindow *win = window_at (width, height, text_percent);
  guint folding = 0;

  all_in_view = TRUE;
  /* Not grown past the screen's share asked for. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (win)), <=, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (win)), <=, height);
  for (guint i = 0; i < cairn_lessons_get_n (); i++)
    {
      g_test_message ("lesson %s at %dx%d, text %d %%", cairn_lessons_get (i)->id, width, height, text_percent);
      load_lesson (win, i);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (win)), <=, width);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (win)), <=, height);
      for (guint p = 0; p < 2; p++)
        {
          g_autofree char *text = cairn_pane_get_inspector_text (cairn_window_get_pane (win, p));

          g_assert_cmpuint (strlen (text), >, 100);
        }
      assert_fits (win);
      if (text_percent == 100)
        assert_card_target_shown (win);
      folding += n_folded (win) > 0;
    }
  /* Closing the lessons brings the left column back, and two equal
   * panes, each tree wholly in the window. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, sidebar))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.lessons", NULL));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, sidebar))));
  assert_equal_panes (win);
  close_window (win);
  return folding;
}

/* The shortest cards leave room for everything; the longest fold. */
static void
test_laptop (void)
{
  guint folding = check_cards (1366, 768, 100);

  g_assert_cmpuint (folding, >, 0);
  g_assert_cmpuint (folding, <, cairn_lessons_get_n ());
}

/* Twice the text on a full-HD screen. */
static void
test_large_text (void)
{
  g_assert_cmpuint (check_cards (1920, 1080, 200), >, 0);
}

/* The first label under @widget. */
static GtkLabel *
first_label (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = first_label (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The reader opens a folded text with Space: it stays open and shows all
 * of itself (the column may scroll for what the reader asked to see);
 * the next lesson folds as it needs again. */
static void
unfold_by_key (CairnWindow *win,
               guint        lesson,
               GtkExpander *expander)
{
  /* Out of the widget tree while folded: found under the expander. */
  GtkWidget *text = GTK_WIDGET (first_label (gtk_expander_get_child (expander)));

  g_assert_false (gtk_expander_get_expanded (expander));
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (expander)));
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (expander)));
  gui_key ("space");
  GUI_WAIT_FOR (gtk_expander_get_expanded (expander));
  GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  gui_spin (50);
  /* Still open: the reader's choice. */
  g_assert_true (gtk_expander_get_expanded (expander));
  g_assert_true (gtk_widget_get_mapped (text));
  all_in_view = FALSE;
  assert_whole (win, GTK_LABEL (text));
  all_in_view = TRUE;
  load_lesson (win, lesson);
  g_assert_false (gtk_expander_get_expanded (expander));
  assert_fits (win);
}

/* Twice the text at 1920×1080, the pawn endings' card, about the right
 * pane.  In English the card's inspector keeps its whole text
 * ("passes"), its board and both panes' counters folded for it; the
 * Kazakh text is longer still and folds.  Either way the figures fold,
 * and what folded opens from the keyboard. */
static void
test_unfold_key (void)
{
  CairnWindow *win = window_at (1920, 1080, 200);
  guint pawns = 0;
  CairnPane *right = cairn_window_get_pane (win, 1);
  GtkExpander *card = cairn_pane_get_inspector_expander (right);
  GtkWidget *inspector = find_child (GTK_WIDGET (right), "inspector");
  gboolean kazakh = g_strcmp0 (g_getenv ("LANGUAGE"), "kk") == 0;

  while (!g_str_equal (cairn_lessons_get (pawns)->id, "pawn-endings"))
    pawns++;
  g_assert_cmpuint (cairn_lessons_get (pawns)->focus, ==, 1);
  load_lesson (win, pawns);
  g_assert_true (gtk_expander_get_expanded (card) == !kazakh);
  if (!kazakh)
    {
      g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (find_child (inspector, "inspector_text"))), "passes"));
      assert_labels_whole (win, inspector);
      g_assert_true (cairn_pane_get_board_folded (right));
      g_assert_false (cairn_pane_get_board_folded (cairn_window_get_pane (win, 0)));
      for (guint p = 0; p < 2; p++)
        g_assert_true (cairn_pane_get_counters_folded (cairn_window_get_pane (win, p)));
    }
  else
    unfold_by_key (win, pawns, card);
  unfold_by_key (win, pawns, cairn_lesson_panel_get_figures_expander (CAIRN_LESSON_PANEL (GUI_PART (win, GtkWidget, lesson_panel))));
  close_window (win);
}

static GtkWidget *
log_of (CairnWindow *win,
        guint        p)
{
  return GTK_WIDGET (cairn_pane_get_log_view (cairn_window_get_pane (win, p)));
}

/* Lesson 1 at 1366×768 is about the right pane, whose inspector explains
 * the selected probe.  The right pane alone is too tall with it open, by
 * less than its event log: the log gives way and the inspector shows its
 * whole text, the trees readable; the left inspector and the figures
 * stay open (folding them would free nothing).  When the reader folds
 * the right inspector the log comes back; opened again, it goes again;
 * closing the lessons brings it back. */
static void
test_lesson_other_inspector (void)
{
  CairnWindow *win = window_at (1366, 768, 100);
  GtkExpander *left = cairn_pane_get_inspector_expander (cairn_window_get_pane (win, 0));
  GtkExpander *right = cairn_pane_get_inspector_expander (cairn_window_get_pane (win, 1));
  GtkExpander *figures = cairn_lesson_panel_get_figures_expander (CAIRN_LESSON_PANEL (GUI_PART (win, GtkWidget, lesson_panel)));

  g_assert_cmpstr (cairn_lessons_get (0)->id, ==, "null-probe");
  g_assert_cmpuint (cairn_lessons_get (0)->focus, ==, 1);
  load_lesson (win, 0);
  g_assert_true (gtk_expander_get_expanded (left));
  g_assert_true (gtk_expander_get_expanded (right));
  /* The Kazakh card is a line longer: its figures fold too. */
  g_assert_true (gtk_expander_get_expanded (figures) == (g_strcmp0 (g_getenv ("LANGUAGE"), "kk") != 0));
  g_assert_true (gtk_widget_get_mapped (log_of (win, 0)));
  g_assert_false (gtk_widget_get_mapped (log_of (win, 1)));
  assert_fits (win);
  assert_card_target_shown (win);

  gtk_expander_set_expanded (right, FALSE);
  GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_false (gtk_expander_get_expanded (right));
  assert_in_window (win, log_of (win, 1), "the right log");
  assert_fits (win);

  gtk_expander_set_expanded (right, TRUE);
  GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_false (gtk_widget_get_mapped (log_of (win, 1)));
  assert_card_target_shown (win);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.lessons", NULL));
  GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  for (guint p = 0; p < 2; p++)
    assert_in_window (win, log_of (win, p), p == 0 ? "the left log" : "the right log");
  close_window (win);
}

/* The vertical middle of @widget in the window. */
static double
middle_y (CairnWindow *win,
          GtkWidget   *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (win), &bounds));
  return bounds.origin.y + bounds.size.height / 2;
}

/* The card's title: on the row of the counter and the buttons at
 * 1366×768 (lesson 1's whole title on one line, as high as the buttons'
 * middle), the card no taller than that row and the text below it; with
 * twice the text at 1920×1080 the longest title has a row of its own
 * under the buttons, every line of it shown. */
static void
test_lesson_title_row (void)
{
  guint longest = 0;

  for (guint i = 1; i < cairn_lessons_get_n (); i++)
    if (strlen (cairn_lessons_get (i)->title) > strlen (cairn_lessons_get (longest)->title))
      longest = i;
  for (guint k = 0; k < 2; k++)
    {
      CairnWindow *win = k == 0 ? window_at (1366, 768, 100) : window_at (1920, 1080, 200);
      GtkWidget *heading = find_child (GUI_PART (win, GtkWidget, lesson_panel), "heading");
      GtkWidget *title = find_child (GUI_PART (win, GtkWidget, lesson_panel), "title");
      GtkWidget *chooser = find_child (GUI_PART (win, GtkWidget, lesson_panel), "chooser");
      GtkWidget *text = find_child (GUI_PART (win, GtkWidget, lesson_panel), "text");
      int min, nat;

      load_lesson (win, k == 0 ? 0 : longest);
      g_assert_true (cairn_lesson_heading_title_beside (CAIRN_LESSON_HEADING (heading)) == (k == 0));
      gtk_widget_measure (title, GTK_ORIENTATION_VERTICAL, -1, &min, &nat, NULL, NULL);
      if (k == 0)
        {
          /* One line, beside the buttons. */
          g_assert_cmpint (gtk_widget_get_height (title), <, 2 * nat);
          g_assert_cmpfloat (fabs (middle_y (win, title) - middle_y (win, chooser)), <, 1.0);
          g_assert_cmpint (gtk_widget_get_height (heading), <=, MAX (nat, gtk_widget_get_height (chooser)));
        }
      else
        g_assert_cmpfloat (middle_y (win, title), >, middle_y (win, chooser) + gtk_widget_get_height (chooser) / 2.0);
      g_assert_cmpfloat (middle_y (win, text), >, middle_y (win, title) + gtk_widget_get_height (title) / 2.0);
      assert_labels_whole (win, heading);
      /* The lessons put the settings back (the guard is on in the
       * longest title's card). */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.lessons", NULL));
      close_window (win);
    }
}

/* F9 and the header's button fold the left column away and back. */
static void
test_left_column_key (void)
{
  CairnWindow *win = window_at (1366, 768, 100);
  int main_width = gtk_widget_get_width (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, main_scroller)));

  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, sidebar))));
  gui_key ("F9");
  GUI_WAIT_FOR (!gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, sidebar))));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, main_scroller))), >, main_width + 250);
  if (gui_skip_without_xdotool (gui_xdotool (GTK_WIDGET (GUI_PART (win, GtkToggleButton, left_column_button)), "click", 1)))
    {
      close_window (win);
      return;
    }
  GUI_WAIT_FOR (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, sidebar))));
  close_window (win);
}

/* Real wheel clicks (buttons 4 and 5) over the Speed scale, the depth
 * limit, the R drop-down and the guard: the column scrolls, no value
 * changes, nothing is stored. */
static void
test_wheel_scrolls_column (void)
{
  CairnWindow *win = window_at (1366, 768, 100);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GUI_PART (win, GtkScrolledWindow, sidebar));
  GtkWidget *controls[] = { GTK_WIDGET (GUI_PART (win, GtkScale, speed)), GTK_WIDGET (GUI_PART (win, GtkSpinButton, depth)), GTK_WIDGET (GUI_PART (win, GtkDropDown, reduction)),
                            GTK_WIDGET (GUI_PART (win, GtkSwitch, guard)) };
  double speed = gtk_range_get_value (GTK_RANGE (GUI_PART (win, GtkScale, speed)));
  int depth = gtk_spin_button_get_value_as_int (GUI_PART (win, GtkSpinButton, depth));
  guint reduction = gtk_drop_down_get_selected (GUI_PART (win, GtkDropDown, reduction));
  int stored_speed = g_settings_get_int (cairn_window_get_settings (win), "speed");

  g_assert_cmpfloat (gtk_adjustment_get_upper (v), >, gtk_adjustment_get_page_size (v) + 100);
  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    {
      graphene_point_t p;
      double before;

      /* The control in view, a little below the column's top.  The
       * column's child is a viewport: its coordinates are the content's
       * only while the column is scrolled to the top. */
      gtk_adjustment_set_value (v, 0);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
      g_assert_true (gtk_widget_compute_point (controls[i], gtk_scrolled_window_get_child (GUI_PART (win, GtkScrolledWindow, sidebar)),
                                               &GRAPHENE_POINT_INIT (0, 0), &p));
      /* Room to scroll down from there, the control still in view. */
      gtk_adjustment_set_value (v, MIN (p.y - 60, gtk_adjustment_get_upper (v) -
                                                  gtk_adjustment_get_page_size (v) - 40));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
      before = gtk_adjustment_get_value (v);
      if (gui_skip_without_xdotool (gui_xdotool (controls[i], "click", 5)))
        {
          close_window (win);
          return;
        }
      GUI_WAIT_FOR (gtk_adjustment_get_value (v) > before);
      g_assert_true (gui_xdotool (controls[i], "click", 4));
      GUI_WAIT_FOR (gtk_adjustment_get_value (v) < before + 1);
      gui_spin (50);
      g_assert_cmpfloat (gtk_range_get_value (GTK_RANGE (GUI_PART (win, GtkScale, speed))), ==, speed);
      g_assert_cmpint (gtk_spin_button_get_value_as_int (GUI_PART (win, GtkSpinButton, depth)), ==, depth);
      g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (win, GtkDropDown, reduction)), ==, reduction);
      g_assert_false (gtk_switch_get_active (GUI_PART (win, GtkSwitch, guard)));
    }
  g_assert_cmpint (g_settings_get_int (cairn_window_get_settings (win), "speed"), ==, stored_speed);
  close_window (win);
}

/* The tables' line and the engine's share a row above the panes; with
 * their longest texts (no tables where the settings point, no engine
 * where they point) each wraps and shows every word, none cut. */
static void
check_verdict_lines (int width,
                     int height,
                     int text_percent)
{
  CairnWindow *win = window_at (width, height, text_percent);
  GtkLabel *engine = first_label (GTK_WIDGET (cairn_window_get_engine_line (win)));

  g_settings_set_string (cairn_window_get_settings (win), "engine-path", "/no/such/engine");
  g_settings_set_string (cairn_window_get_settings (win), "tablebase-dir", "/no/such/tables");
  gui_set_fen_scenario (win, "chess", "8/8/8/2P5/4k3/1K6/8/8 w - - 0 1", 3, 1, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  GUI_WAIT_FOR (gtk_widget_get_visible (GTK_WIDGET (cairn_window_get_engine_line (win))) &&
                !cairn_engine_line_is_asking (cairn_window_get_engine_line (win)) && strlen (gtk_label_get_text (engine)) > 50);
  GUI_WAIT_FOR (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkLabel, tablebase_line))) &&
                strstr (gtk_label_get_text (GUI_PART (win, GtkLabel, tablebase_line)), "/no/such/tables") != NULL);
  GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  gui_spin (50);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  all_in_view = TRUE;
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (engine)));
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GUI_PART (win, GtkLabel, tablebase_line))));
  assert_whole (win, engine);
  assert_whole (win, GUI_PART (win, GtkLabel, tablebase_line));
  /* Both texts are longer than half the row: at least one of them wraps,
   * and nothing is cut for it. */
  g_assert_true (pango_layout_get_line_count (gtk_label_get_layout (engine)) > 1 ||
                 pango_layout_get_line_count (gtk_label_get_layout (GUI_PART (win, GtkLabel, tablebase_line))) > 1);
  for (guint p = 0; p < 2; p++)
    {
      GtkWidget *tree = find_child (GTK_WIDGET (cairn_window_get_pane (win, p)), "tree_scroller");

      g_assert_cmpint (gtk_widget_get_height (tree), >=, CAIRN_TREE_READABLE_HEIGHT);
      assert_buttons_off_tree (win, p);
    }
  g_settings_reset (cairn_window_get_settings (win), "engine-path");
  g_settings_reset (cairn_window_get_settings (win), "tablebase-dir");
  close_window (win);
}

static void
test_verdict_lines_laptop (void)
{
  check_verdict_lines (1366, 768, 100);
}

static void
test_verdict_lines_large_text (void)
{
  check_verdict_lines (1920, 1080, 200);
}

/* How many whole rows of pane @p's event log show. */
static int
log_rows (CairnWindow *win,
          guint        p)
{
  CairnLogView *log = cairn_pane_get_log_view (cairn_window_get_pane (win, p));

  return gtk_widget_get_height (GTK_WIDGET (log)) / cairn_log_view_get_row_height (log);
}

/* On a 1080-line screen the event log shows 8 rows, the moment and what
 * led to it; at 1366×768 it keeps to its 72 px (3 rows), for the trees. */
static void
test_log_rows (void)
{
  const int sizes[][2] = { { 1920, 1080 }, { 1366, 768 } };

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      CairnWindow *win = window_at (sizes[k][0], sizes[k][1], 100);

      gui_set_scenario (win, ".........", "x", 4, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
      gui_finish (win);
      GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
      gui_spin (50);
      gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
      for (guint p = 0; p < 2; p++)
        {
          GtkWidget *log = log_of (win, p);

          g_assert_cmpuint (cairn_log_view_get_n_lines (CAIRN_LOG_VIEW (log)), >, 100);
          assert_in_window (win, log, "the log");
          if (k == 0)
            g_assert_cmpint (log_rows (win, p), >=, 8);
          else
            g_assert_cmpint (gtk_widget_get_height (log), <=, 72);
        }
      assert_fits (win);
      close_window (win);
    }
}

/* The left column at 1366×768, with the chess editor and every setting
 * of the engine style, keeps to LEFT_COLUMN_MOST px in either language
 * (in Kazakh its labels once widened it to 566 px against English's 450,
 * and the trees beside it shrank), and leaves both trees readable with
 * their zoom buttons off them. */
#define LEFT_COLUMN_MOST 460

static void
test_left_column_width (void)
{
  CairnWindow *win = window_at (1366, 768, 100);

  g_settings_set_string (cairn_window_get_settings (win), "search-style", "engine");
  gui_set_fen_scenario (win, "chess", "8/8/8/2P5/4k3/1K6/8/8 w - - 0 1", 3, 1, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (win);
  GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  gui_spin (50);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, sidebar))));
  g_test_message ("left column %d px", gtk_widget_get_width (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, sidebar))));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (GUI_PART (win, GtkScrolledWindow, sidebar))), <=, LEFT_COLUMN_MOST);
  for (guint p = 0; p < 2; p++)
    {
      GtkWidget *tree = find_child (GTK_WIDGET (cairn_window_get_pane (win, p)), "tree_scroller");

      g_test_message ("tree %u: %d px tall", p, gtk_widget_get_height (tree));
      g_assert_cmpint (gtk_widget_get_height (tree), >=, CAIRN_TREE_READABLE_HEIGHT);
      assert_in_window (win, tree, "the tree");
      assert_buttons_off_tree (win, p);
    }
  g_settings_reset (cairn_window_get_settings (win), "search-style");
  close_window (win);
}

/* The ordinary window, no lesson open, at 1366×768 (issue 34): each
 * game as the window starts on it (its first position, the default
 * settings; chess's is a pawn ending), then the README's pawn ending,
 * whose banner takes three more lines; both searches finished and both
 * inspectors showing a node: the decisive prune the banner names, or the
 * first move searched.  No engine and no tables where the settings
 * point: their lines are the longest they get, and wrap (on any machine,
 * with Stockfish or not).  Every text shown is whole and in view,
 * nothing scrolls, both trees are readable with their zoom buttons off
 * them.  Without a banner (tic-tac-toe's and chess's starts) nothing
 * folds: both inspectors show all they say, their boards and both panes'
 * counters too; with one (Connect Four's start, the pawn ending) the
 * inspectors' boards and the counters fold before the inspectors' texts
 * (cairn-room.c). */
static void
test_game_starts (void)
{
  const char *games[] = { "tictactoe", "chess", "connect4", "pawns" };
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  gboolean kazakh = g_strcmp0 (g_getenv ("LANGUAGE"), "kk") == 0;

  g_settings_set_string (settings, "engine-path", "/no/such/engine");
  g_settings_set_string (settings, "tablebase-dir", "/no/such/tables");
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      gboolean pawns = g_str_equal (games[g], "pawns");
      CairnWindow *win;

      g_settings_set_string (settings, "game", pawns ? "chess" : games[g]);
      win = window_at (1366, 768, 100);
      if (pawns)
        gui_set_fen_scenario (win, "chess", "8/8/8/2P5/4k3/1K6/8/8 w - - 0 1", 5, 1, CAIRN_MODE_PLAIN,
                              CAIRN_MODE_NULL);
      gui_finish (win);
      if (cairn_navigation_get_decisive_node (win, NULL) != CAIRN_NO_NODE)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.decisive-prune", NULL));
          GUI_WAIT_FOR (cairn_navigation_is_settled (win));
        }
      else
        for (guint p = 0; p < 2; p++)
          cairn_pane_select_node (cairn_window_get_pane (win, p), 1);
      GUI_WAIT_FOR (!cairn_engine_line_is_asking (cairn_window_get_engine_line (win)));
      GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
      gui_spin (50);
      GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
      gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
      g_assert_false (gtk_widget_get_visible (GUI_PART (win, GtkWidget, lesson_panel)));
      for (guint p = 0; p < 2; p++)
        {
          CairnPane *pane = cairn_window_get_pane (win, p);

          g_assert_true (gtk_widget_get_visible (GTK_WIDGET (cairn_pane_get_inspector_expander (pane))));
          g_test_message ("%s: the %s tree is %d px tall; text %s, board %s, counters %s", games[g],
                          p == 0 ? "left" : "right",
                          gtk_widget_get_height (find_child (GTK_WIDGET (pane), "tree_scroller")),
                          gtk_expander_get_expanded (cairn_pane_get_inspector_expander (pane)) ? "open" : "folded",
                          cairn_pane_get_board_folded (pane) ? "folded" : "shown",
                          cairn_pane_get_counters_folded (pane) ? "folded" : "shown");
          /* In English every start keeps both explanations open
           * (README), Connect Four's folding its boards and counters. */
          if (!pawns && !kazakh)
            g_assert_true (gtk_expander_get_expanded (cairn_pane_get_inspector_expander (pane)));
          if (cairn_window_get_warning (win) == NULL)
            {
              g_assert_true (gtk_expander_get_expanded (cairn_pane_get_inspector_expander (pane)));
              g_assert_false (cairn_pane_get_board_folded (pane));
              g_assert_false (cairn_pane_get_counters_folded (pane));
            }
        }
      all_in_view = TRUE;
      assert_fits (win);
      close_window (win);
    }
  g_settings_reset (settings, "game");
  g_settings_reset (settings, "engine-path");
  g_settings_reset (settings, "tablebase-dir");
  g_settings_reset (settings, "depth");
  g_settings_reset (settings, "reduction");
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("GUI_SCREEN", "1920x1080x24", TRUE);
  if (!gui_test_init (&argc, &argv))
    return 77;
  /* As main.c does: the locale (LANGUAGE=kk for the Kazakh run), and the
   * catalogue from CAIRN_LOCALEDIR. */
  cairn_i18n_init ();

  g_test_add_func ("/sizes/laptop-1366x768", test_laptop);
  g_test_add_func ("/sizes/full-hd-text-200", test_large_text);
  g_test_add_func ("/sizes/unfold-key", test_unfold_key);
  g_test_add_func ("/sizes/lesson-other-inspector", test_lesson_other_inspector);
  g_test_add_func ("/sizes/lesson-title-row", test_lesson_title_row);
  g_test_add_func ("/sizes/left-column-key", test_left_column_key);
  g_test_add_func ("/sizes/wheel-scrolls-column", test_wheel_scrolls_column);
  g_test_add_func ("/sizes/verdict-lines-1366x768", test_verdict_lines_laptop);
  g_test_add_func ("/sizes/verdict-lines-text-200", test_verdict_lines_large_text);
  g_test_add_func ("/sizes/log-rows", test_log_rows);
  g_test_add_func ("/sizes/left-column-width", test_left_column_width);
  g_test_add_func ("/sizes/game-starts-1366x768", test_game_starts);

  return gui_test_run ();
}
