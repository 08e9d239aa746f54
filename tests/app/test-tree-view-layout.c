/* test-tree-view-layout.c — when the tree view lays its tree out
 * (src/app/pane/cairn-tree-view-layout.c), a tree view alone under a
 * private Xvfb: a tree of at most 4,096 items is laid out on the main
 * loop at the next frame, a bigger one on the worker (a copy of the tree,
 * src/layout/cairn-layout-worker.c), and either way the view ends up with
 * the very layout cairn_layout_new() makes of the tree at the moment
 * shown — every item at the same place — and none in the works.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-tree-view.h"
#include "gui-util.h"

/* The view's layout is cairn_layout_new()'s of the tree up to @at_event. */
static void
assert_same_layout (const CairnLayout *shown,
                    const CairnTree   *tree,
                    guint32            at_event)
{
  CairnLayoutOptions options;
  CairnLayout *made;

  cairn_layout_options_init (&options);
  options.at_event = at_event;
  made = cairn_layout_new (tree, &options);
  g_assert_cmpuint (cairn_layout_get_n_items (shown), ==, cairn_layout_get_n_items (made));
  for (guint32 i = 0; i < cairn_layout_get_n_items (made); i++)
    {
      const CairnLayoutItem *a = cairn_layout_get_item (shown, i), *b = cairn_layout_get_item (made, i);

      g_assert_cmpfloat (a->x, ==, b->x);
      g_assert_cmpfloat (a->y, ==, b->y);
      g_assert_cmpuint (a->node, ==, b->node);
    }
  cairn_layout_free (made);
}

typedef struct {
  GtkWidget     *window;
  CairnTreeView *view;
  CairnSearch   *search;
  gboolean       saw_job;
} View;

/* Runs the main loop one iteration at a time until the layout is current,
 * noting whether a worker had it in between.  A job started in one
 * iteration can end at the earliest in the next (its completion is a
 * source of its own), so the look after each iteration cannot miss it. */
static void
wait_layout (View *v)
{
  gint64 until = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!cairn_tree_view_is_layout_current (v->view) && g_get_monotonic_time () < until)
    {
      g_main_context_iteration (NULL, TRUE);
      v->saw_job = v->saw_job || cairn_tree_view_is_laying_out (v->view);
    }
  g_assert_true (cairn_tree_view_is_layout_current (v->view));
}

static void
view_open (View       *v,
           const char *cells,
           guint       depth)
{
  v->window = gtk_window_new ();
  v->view = CAIRN_TREE_VIEW (cairn_tree_view_new ());
  v->search = gui_run_search (cells, CAIRN_MODE_PLAIN, depth);
  v->saw_job = FALSE;
  gtk_window_set_child (GTK_WINDOW (v->window), GTK_WIDGET (v->view));
  gtk_window_set_default_size (GTK_WINDOW (v->window), 600, 400);
  gtk_window_present (GTK_WINDOW (v->window));
  gtk_test_widget_wait_for_draw (v->window);
  cairn_tree_view_set_tree (v->view, cairn_search_get_tree (v->search));
  cairn_tree_view_set_complete (v->view, TRUE);
}

static void
view_close (View *v)
{
  gtk_window_destroy (GTK_WINDOW (v->window));
  cairn_search_free (v->search);
}

/* The pitfall's 122 nodes: on the main loop, at whatever moment. */
static void
test_small (void)
{
  View v;
  guint32 events;

  view_open (&v, "...O.X...", 3);
  events = (guint32) cairn_search_get_counters (v.search)->events;
  g_assert_cmpuint (cairn_search_get_counters (v.search)->nodes, ==, 122);

  cairn_tree_view_set_moment (v.view, events, CAIRN_NO_NODE);
  /* Asked for, not made yet: it waits for the next frame. */
  g_assert_false (cairn_tree_view_is_layout_current (v.view));
  wait_layout (&v);
  g_assert_false (v.saw_job);
  assert_same_layout (cairn_tree_view_get_layout (v.view), cairn_search_get_tree (v.search), events - 1);

  /* An earlier moment: the tree as it stood then. */
  cairn_tree_view_set_moment (v.view, 100, CAIRN_NO_NODE);
  wait_layout (&v);
  assert_same_layout (cairn_tree_view_get_layout (v.view), cairn_search_get_tree (v.search), 99);
  g_assert_false (v.saw_job);
  view_close (&v);
}

/* The empty board at depth 7: 11,178 nodes, laid out on the worker. */
static void
test_big (void)
{
  View v;
  guint32 events;

  view_open (&v, ".........", 7);
  g_assert_cmpuint (cairn_search_get_counters (v.search)->nodes, ==, 11178);
  events = (guint32) cairn_search_get_counters (v.search)->events;
  cairn_tree_view_set_moment (v.view, events, CAIRN_NO_NODE);
  wait_layout (&v);
  g_assert_true (v.saw_job);
  assert_same_layout (cairn_tree_view_get_layout (v.view), cairn_search_get_tree (v.search), events - 1);
  view_close (&v);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/tree-view-layout/small", test_small);
  g_test_add_func ("/tree-view-layout/big", test_big);
  return gui_test_run ();
}
