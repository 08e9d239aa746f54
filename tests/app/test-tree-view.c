/* test-tree-view.c — the tree view widget (src/app/pane/cairn-tree-view.c),
 * alone under a private Xvfb, on the seed's pitfall: the marks it paints
 * (for the legend) follow its tree — probes and prunes only in null-move
 * pruning's, the decisive prune's star only once one is set — and are
 * walked for once a layout, however many frames are drawn; "marks-changed"
 * tells the legend when to ask again; the theme follows the text colour;
 * and what it draws has ink.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-tree-view.h"
#include "gui-util.h"

static void
count (guint *n)
{
  (*n)++;
}

static guint
inked_pixels (GtkWidget *widget)
{
  int w, h;
  g_autofree guchar *pixels = gui_render_widget_pixels (widget, &w, &h);
  guint n = 0;

  for (gsize i = 0; i < (gsize) w * h; i++)
    n += pixels[i * 4 + 3] > 0 && pixels[i * 4] < 200;   /* drawn, and darker than the ground */
  return n;
}

static void
test_marks (void)
{
  GtkWidget *window = gtk_window_new ();
  CairnTreeView *view = CAIRN_TREE_VIEW (cairn_tree_view_new ());
  CairnSearch *plain = gui_run_search ("...O.X...", CAIRN_MODE_PLAIN, 3);
  CairnSearch *null = gui_run_search ("...O.X...", CAIRN_MODE_NULL, 3);
  guint32 marks, walks;
  guint changed = 0;

  g_signal_connect_swapped (view, "marks-changed", G_CALLBACK (count), &changed);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (view));
  gtk_window_set_default_size (GTK_WINDOW (window), 600, 400);
  gtk_window_present (GTK_WINDOW (window));
  gtk_test_widget_wait_for_draw (window);
  g_assert_cmpuint (cairn_tree_view_get_used_marks (view), ==, 0);   /* no tree */
  g_assert_cmpint (cairn_tree_view_get_theme (view), ==, CAIRN_THEME_LIGHT);

  /* Plain alpha-beta: nodes of both sides and cutoffs, no probe. */
  cairn_tree_view_set_tree (view, cairn_search_get_tree (plain));
  cairn_tree_view_set_complete (view, TRUE);
  cairn_tree_view_set_moment (view, (guint32) cairn_search_get_counters (plain)->events, CAIRN_NO_NODE);
  marks = cairn_tree_view_get_used_marks (view);
  g_assert_true (marks & CAIRN_MARK_MAX);
  g_assert_true (marks & CAIRN_MARK_MIN);
  g_assert_true (marks & (CAIRN_MARK_CUTOFF_MAX | CAIRN_MARK_CUTOFF_MIN));
  g_assert_false (marks & (CAIRN_MARK_PROBE | CAIRN_MARK_PRUNE_MAX | CAIRN_MARK_PRUNE_MIN | CAIRN_MARK_DECISIVE));

  /* Once a layout, however many frames. */
  walks = cairn_tree_view_get_marks_walks (view);
  for (guint i = 0; i < 5; i++)
    {
      gtk_widget_queue_draw (GTK_WIDGET (view));
      gtk_test_widget_wait_for_draw (window);
      g_assert_cmpuint (cairn_tree_view_get_used_marks (view), ==, marks);
    }
  g_assert_cmpuint (cairn_tree_view_get_marks_walks (view), ==, walks);
  g_assert_cmpuint (inked_pixels (GTK_WIDGET (view)), >, 500);

  /* Null-move pruning: its 7 probes and 4 prunes (cairn-cli compare);
   * the prune after X4 is at a min node, its probe failed low. */
  g_assert_cmpuint (cairn_search_get_counters (null)->null_probes, ==, 7);
  changed = 0;
  cairn_tree_view_set_tree (view, cairn_search_get_tree (null));
  cairn_tree_view_set_moment (view, (guint32) cairn_search_get_counters (null)->events, CAIRN_NO_NODE);
  GUI_WAIT_FOR (cairn_tree_view_is_layout_current (view));
  g_assert_cmpuint (changed, >=, 1);
  marks = cairn_tree_view_get_used_marks (view);
  g_assert_true (marks & CAIRN_MARK_PROBE);
  g_assert_true (marks & CAIRN_MARK_PRUNE_MIN);
  g_assert_true (marks & CAIRN_MARK_PROBE_LOW);
  g_assert_false (marks & CAIRN_MARK_DECISIVE);

  /* The decisive prune's star, once set. */
  changed = 0;
  cairn_tree_view_set_decisive (view, 57);
  g_assert_cmpuint (cairn_tree_view_get_decisive (view), ==, 57);
  g_assert_cmpuint (changed, ==, 1);
  g_assert_true (cairn_tree_view_get_used_marks (view) & CAIRN_MARK_DECISIVE);
  cairn_tree_view_set_decisive (view, CAIRN_NO_NODE);
  g_assert_false (cairn_tree_view_get_used_marks (view) & CAIRN_MARK_DECISIVE);

  gtk_window_destroy (GTK_WINDOW (window));
  cairn_search_free (plain);
  cairn_search_free (null);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/tree-view/marks", test_marks);
  return gui_test_run ();
}
