/* test-legend-view.c — the legend of the trees' marks on screen
 * (src/app/pane/cairn-legend-view.c), in a window of its own under a
 * private Xvfb: no marks, no room; each mark shown adds a line (the
 * widget grows by the same step each time, in one column); the picture
 * has ink; the lines (also the screen reader's description) name the
 * game's sides.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-games.h"
#include "cairn-legend-view.h"
#include "gui-util.h"

static void
size_of (GtkWidget *widget,
         int       *width,
         int       *height)
{
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, width, NULL, NULL, NULL);
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, -1, height, NULL, NULL, NULL);
}

static guint
inked_pixels (GtkWidget *widget)
{
  int w, h;
  g_autofree guchar *pixels = gui_render_widget_pixels (widget, &w, &h);
  guint n = 0;

  for (gsize i = 0; i < (gsize) w * h; i++)
    n += pixels[i * 4 + 3] > 0;
  return n;
}

static void
test_marks (void)
{
  GtkWidget *window = gtk_window_new ();
  CairnLegendView *legend = CAIRN_LEGEND_VIEW (cairn_legend_view_new ());
  const CairnGame *ttt = cairn_games_lookup ("tictactoe", NULL);
  int w0, h0, w1, h1, w2, h2, w3, h3;

  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (legend));
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 400);
  g_assert_cmpuint (cairn_legend_view_get_marks (legend), ==, 0);
  size_of (GTK_WIDGET (legend), &w0, &h0);

  cairn_legend_view_set_marks (legend, ttt, CAIRN_MARK_PROBE);
  size_of (GTK_WIDGET (legend), &w1, &h1);
  cairn_legend_view_set_marks (legend, ttt, CAIRN_MARK_PROBE | CAIRN_MARK_PRUNE_MAX);
  size_of (GTK_WIDGET (legend), &w2, &h2);
  cairn_legend_view_set_marks (legend, ttt, CAIRN_MARK_PROBE | CAIRN_MARK_PRUNE_MAX | CAIRN_MARK_PV);
  size_of (GTK_WIDGET (legend), &w3, &h3);
  g_assert_cmpuint (cairn_legend_view_get_marks (legend), ==, CAIRN_MARK_PROBE | CAIRN_MARK_PRUNE_MAX | CAIRN_MARK_PV);

  /* One line a mark, in one column. */
  g_assert_cmpint (h0, ==, 0);
  g_assert_cmpint (h1, >, 10);
  g_assert_cmpint (h2 - h1, >, 10);
  g_assert_cmpint (h3 - h2, ==, h2 - h1);
  g_assert_cmpint (w1, >, 50);
  g_assert_cmpint (w3, <, 2 * MAX (w1, w2));

  /* The lines, for screen readers. */
  {
    g_auto (GStrv) labels = cairn_painter_legend_labels (ttt, CAIRN_MARK_PROBE | CAIRN_MARK_PRUNE_MAX | CAIRN_MARK_PV);

    g_assert_cmpuint (g_strv_length (labels), ==, 3);
  }

  gtk_window_present (GTK_WINDOW (window));
  GUI_WAIT_FOR (gtk_widget_get_height (GTK_WIDGET (legend)) > 0);
  gtk_test_widget_wait_for_draw (window);
  g_assert_cmpuint (inked_pixels (GTK_WIDGET (legend)), >, 200);

  /* Another game names its own sides in the same mark's line. */
  {
    const CairnGame *chess = cairn_games_lookup ("chess", NULL);
    g_auto (GStrv) ttt_lines = cairn_painter_legend_labels (ttt, CAIRN_MARK_MAX);
    g_auto (GStrv) chess_lines = cairn_painter_legend_labels (chess, CAIRN_MARK_MAX);

    g_assert_cmpstr (ttt_lines[0], ==, "max node: X to move");
    g_assert_cmpstr (chess_lines[0], ==, "max node: White to move");
    cairn_legend_view_set_marks (legend, chess, CAIRN_MARK_MAX);
    g_assert_cmpuint (cairn_legend_view_get_marks (legend), ==, CAIRN_MARK_MAX);
  }

  /* No marks: nothing drawn. */
  cairn_legend_view_set_marks (legend, ttt, 0);
  size_of (GTK_WIDGET (legend), &w0, &h0);
  g_assert_cmpint (w0, ==, 0);
  g_assert_cmpint (h0, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/legend-view/marks", test_marks);
  return gui_test_run ();
}
