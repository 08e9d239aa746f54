/* test-frames.c — what makes a frame cheaper must not change what it
 * shows: the legend follows the trees' pictures without walking them at
 * every update, and a tree painted into reused images looks as one
 * painted afresh.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-damage-bin.h"
#include "cairn-legend-view.h"
#include "cairn-window.h"
#include "gui-util.h"

typedef GuiFixture Fixture;

static void
count_signal (guint *count)
{
  (*count)++;
}

/* The null-move pitfall: the right tree stars its decisive prune. */
static void
load_pitfall (CairnWindow *win)
{
  gui_set_scenario (win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (win);
  gui_spin (100);
}

/* The open legend lists what the trees draw after a change the window
 * does not update for (here the star, set on the tree view alone, as a
 * layout landing later is); "marks-changed" comes once per change after
 * someone asked, never while nobody asks. */
static void
test_legend_follows (Fixture       *f,
                     gconstpointer  data)
{
  CairnLegendView *legend = CAIRN_LEGEND_VIEW (GUI_PART (f->win, GtkWidget, legend_view));
  CairnTreeView *left = cairn_pane_get_tree_view (cairn_window_get_pane (f->win, 0));
  CairnTreeView *right = cairn_pane_get_tree_view (cairn_window_get_pane (f->win, 1));
  guint32 decisive, both;
  guint changes = 0;
  const guint32 pair[2] = { 1, 2 };

  load_pitfall (f->win);
  decisive = cairn_tree_view_get_decisive (right);
  g_assert_cmpuint (decisive, !=, CAIRN_NO_NODE);
  gtk_menu_button_popup (GUI_PART (f->win, GtkMenuButton, legend_button));
  GUI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (legend)));
  both = cairn_tree_view_get_used_marks (left) | cairn_tree_view_get_used_marks (right);
  g_assert_cmphex (cairn_legend_view_get_marks (legend), ==, both);
  g_assert_true (both & CAIRN_MARK_DECISIVE);

  g_signal_connect_swapped (right, "marks-changed", G_CALLBACK (count_signal), &changes);
  cairn_tree_view_set_decisive (right, CAIRN_NO_NODE);
  g_assert_cmpuint (changes, ==, 1);
  g_assert_false (cairn_legend_view_get_marks (legend) & CAIRN_MARK_DECISIVE);
  cairn_tree_view_set_decisive (right, decisive);
  g_assert_cmpuint (changes, ==, 2);
  g_assert_true (cairn_legend_view_get_marks (legend) & CAIRN_MARK_DECISIVE);
  g_assert_cmphex (cairn_legend_view_get_marks (legend), ==, both);
  /* Two highlighted nodes are a mark of their own. */
  cairn_tree_view_set_highlight (right, pair, 2);
  g_assert_cmpuint (changes, ==, 3);
  g_assert_true (cairn_legend_view_get_marks (legend) & CAIRN_MARK_HIGHLIGHT);

  /* Closed, nobody asks: the changes go unannounced, and the next
   * question gets the answer for the picture then. */
  gtk_menu_button_popdown (GUI_PART (f->win, GtkMenuButton, legend_button));
  GUI_WAIT_FOR (!gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkPopover, legend_popover))));
  cairn_tree_view_set_highlight (right, pair, 0);
  g_assert_cmpuint (changes, ==, 4);
  cairn_tree_view_set_decisive (right, CAIRN_NO_NODE);
  cairn_tree_view_set_highlight (right, pair, 2);
  g_assert_cmpuint (changes, ==, 4);
  g_assert_false (cairn_tree_view_get_used_marks (right) & CAIRN_MARK_DECISIVE);
  g_assert_true (cairn_tree_view_get_used_marks (right) & CAIRN_MARK_HIGHLIGHT);
  cairn_tree_view_set_decisive (right, decisive);
  g_assert_cmpuint (changes, ==, 5);
  g_assert_true (cairn_tree_view_get_used_marks (right) & CAIRN_MARK_DECISIVE);
  g_signal_handlers_disconnect_by_data (right, &changes);
}

/* Runs the searches of the empty board to depth 5 the way a user
 * watches them (Run, at a speed that lays the growing trees out many
 * times) or all at once (Finish). */
static CairnWindow *
window_after (const char *action)
{
  CairnWindow *win = gui_window_new_empty ();

  gtk_range_set_value (GTK_RANGE (GUI_PART (win, GtkScale, speed)), 7);
  gui_spin (50);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), action, NULL));
  gui_wait_done (win);
  for (guint i = 0; i < 2; i++)
    GUI_WAIT_FOR (!cairn_tree_view_is_laying_out (cairn_pane_get_tree_view (cairn_window_get_pane (win, i))));
  gui_spin (300);
  return win;
}

/* The marks of a layout made on a worker come with it: with the legend
 * open, a big tree's new layout lands and the legend follows it without a
 * walk of the nodes on the main loop, and the marks are those of the
 * picture. */
static void
test_marks_from_worker (void)
{
  CairnWindow *win = gui_window_new_empty ();
  CairnLegendView *legend = CAIRN_LEGEND_VIEW (GUI_PART (win, GtkWidget, legend_view));

  gui_set_scenario (win, ".........", "x", 7, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (win);
  for (guint i = 0; i < 2; i++)
    GUI_WAIT_FOR (!cairn_tree_view_is_laying_out (cairn_pane_get_tree_view (cairn_window_get_pane (win, i))));

  gtk_menu_button_popup (GUI_PART (win, GtkMenuButton, legend_button));
  GUI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (legend)));
  for (guint k = 0; k < 3; k++)
    {
      guint walks[2];
      guint32 both = 0;

      for (guint i = 0; i < 2; i++)
        walks[i] = cairn_tree_view_get_marks_walks (cairn_pane_get_tree_view (cairn_window_get_pane (win, i)));
      /* Back a few events: both trees are laid out anew, on workers. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.step-back", NULL));
      for (guint i = 0; i < 2; i++)
        {
          CairnTreeView *view = cairn_pane_get_tree_view (cairn_window_get_pane (win, i));
          const CairnLayout *layout;
          CairnPaintOptions options;
          guint32 marks;

          GUI_WAIT_FOR (cairn_tree_view_is_layout_current (view));
          gui_spin (50);
          layout = cairn_tree_view_get_layout (view);
          g_assert_cmpuint (cairn_layout_get_n_items (layout), >, 4096);
          g_assert_cmpuint (cairn_tree_view_get_marks_walks (view), ==, walks[i]);
          cairn_paint_options_init (&options, cairn_tree_view_get_theme (view));
          options.at_event = cairn_layout_get_at_event (layout);
          options.decisive_node = cairn_tree_view_get_decisive (view);
          marks = cairn_painter_node_marks (cairn_search_get_tree (cairn_pane_get_search (cairn_window_get_pane (win, i))),
                                            layout, &options);
          g_assert_cmphex (cairn_tree_view_get_used_marks (view) & marks, ==, marks);
          g_assert_cmpuint (cairn_tree_view_get_marks_walks (view), ==, walks[i]);
          both |= cairn_tree_view_get_used_marks (view);
        }
      g_assert_cmphex (cairn_legend_view_get_marks (legend), ==, both);
    }
  /* Closed before the window goes: a popover destroyed while it holds
   * the pointer grab has GDK 4.8 synthesize a crossing event from its
   * dead surface (a Gdk-CRITICAL, seen once in a loaded run). */
  gtk_menu_button_popdown (GUI_PART (win, GtkMenuButton, legend_button));
  GUI_WAIT_FOR (!gtk_widget_get_mapped (GTK_WIDGET (legend)));
  gui_window_destroy_and_assert_finalized (win);
}

/* A tree view's picture after a run, repainted again and again into the
 * same two images, is pixel for pixel the picture of a window that
 * painted the whole tree once. */
static void
test_reused_images (void)
{
  CairnWindow *run = window_after ("win.run-pause");
  CairnWindow *fresh = window_after ("win.finish");

  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *a = GTK_WIDGET (cairn_pane_get_tree_view (cairn_window_get_pane (run, i)));
      GtkWidget *b = GTK_WIDGET (cairn_pane_get_tree_view (cairn_window_get_pane (fresh, i)));
      g_autofree guchar *pa = NULL, *pb = NULL;
      int wa, ha, wb, hb;
      gsize differ = 0, inked = 0;

      pa = gui_render_widget_pixels (a, &wa, &ha);
      pb = gui_render_widget_pixels (b, &wb, &hb);
      g_assert_cmpint (wa, ==, wb);
      g_assert_cmpint (ha, ==, hb);
      for (gsize k = 0; k < (gsize) wa * ha * 4; k += 4)
        {
          differ += memcmp (pa + k, pb + k, 4) != 0;
          inked += memcmp (pa + k, pa, 4) != 0;
        }
      g_test_message ("pane %u: %d × %d, %" G_GSIZE_FORMAT " pixels unlike the corner, %" G_GSIZE_FORMAT " differ",
                      i, wa, ha, inked, differ);
      g_assert_cmpuint (inked, >, 1000);
      g_assert_cmpuint (differ, ==, 0);
    }
  gui_window_destroy_and_assert_finalized (run);
  gui_window_destroy_and_assert_finalized (fresh);
}

/* The counters and the log, which change every frame of a run, are drawn
 * through a damage bin as one cairo node (one rectangle for GTK to
 * redraw), and look exactly as the widgets drawn by themselves. */
static void
test_damage_bins (Fixture       *f,
                  gconstpointer  data)
{
  static const char *const parts[] = { "counters", "log_scroller" };

  load_pitfall (f->win);
  for (guint i = 0; i < 2; i++)
    for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
      {
        GtkWidget *child = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (cairn_window_get_pane (f->win, i)),
                                                                      CAIRN_TYPE_PANE, parts[k]));
        GtkWidget *bin = gtk_widget_get_parent (child);
        g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
        g_autoptr (GskRenderNode) node = NULL;
        g_autofree guchar *through = NULL, *alone = NULL;
        int w1, h1, w2, h2;
        gsize inked = 0;

        g_assert_true (CAIRN_IS_DAMAGE_BIN (bin));
        GTK_WIDGET_GET_CLASS (bin)->snapshot (bin, snapshot);
        node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
        g_assert_nonnull (node);
        g_assert_cmpint (gsk_render_node_get_node_type (node), ==, GSK_CAIRO_NODE);

        through = gui_render_widget_pixels (bin, &w1, &h1);
        alone = gui_render_widget_pixels (child, &w2, &h2);
        g_assert_cmpint (w1, ==, w2);
        g_assert_cmpint (h1, ==, h2);
        for (gsize p = 0; p < (gsize) w1 * h1 * 4; p += 4)
          inked += alone[p + 3] != 0;
        g_test_message ("pane %u %s: %d × %d, %" G_GSIZE_FORMAT " pixels drawn", i, parts[k], w1, h1, inked);
        g_assert_cmpuint (inked, >, 100);
        g_assert_cmpmem (through, (gsize) w1 * h1 * 4, alone, (gsize) w2 * h2 * 4);
      }
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add ("/frames/legend-follows", Fixture, NULL, gui_fixture_setup_plain, test_legend_follows,
              gui_fixture_teardown);
  g_test_add_func ("/frames/reused-images", test_reused_images);
  g_test_add_func ("/frames/marks-from-worker", test_marks_from_worker);
  g_test_add ("/frames/damage-bins", Fixture, NULL, gui_fixture_setup_plain, test_damage_bins, gui_fixture_teardown);
  return gui_test_run ();
}
