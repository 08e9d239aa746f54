/* test-wrap-layout.c — the bin layout of widgets holding wrapped text
 * (src/app/widgets/cairn-wrap-layout.c), under a private Xvfb, hosted by
 * a CairnTextBin (the layout's smallest user; test-text-bin.c holds its
 * width for a height): in a paned the height is worked out for the width
 * the widget has, whatever width it is asked at — GTK 4.8's GtkPaned asks
 * at the paned's whole width or at none, and an inspector got fewer lines
 * than its text needs — and outside a paned it is the child's own; every
 * child gets the whole widget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-text-bin.h"
#include "cairn-wrap-layout.h"
#include "gui-util.h"

#define TEXT "A node is searched, then its moves one by one, each answered by the other " \
             "side, until a move is good enough to cut the rest off."

static int
height_for (GtkWidget *widget,
            int        width)
{
  int min;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &min, NULL, NULL, NULL);
  return min;
}

static void
test_in_paned (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bin = g_object_new (CAIRN_TYPE_TEXT_BIN, NULL);
  GtkWidget *label = gtk_label_new (TEXT);
  CairnWrapLayout *layout;
  int width, own, at_whole, at_none;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_parent (label, bin);
  gtk_window_set_child (GTK_WINDOW (window), bin);
  gtk_window_set_default_size (GTK_WINDOW (window), 240, 400);
  layout = CAIRN_WRAP_LAYOUT (gtk_widget_get_layout_manager (bin));
  g_assert_true (CAIRN_IS_WRAP_LAYOUT (layout));
  gtk_window_present (GTK_WINDOW (window));
  GUI_WAIT_FOR (gtk_widget_get_width (bin) > 0);
  width = gtk_widget_get_width (bin);
  g_assert_cmpint (width, <, 400);

  /* The child has the whole widget. */
  g_assert_cmpint (gtk_widget_get_width (label), ==, width);
  g_assert_cmpint (gtk_widget_get_height (label), ==, gtk_widget_get_height (bin));

  /* Outside a paned: the child's own answer, for the width asked. */
  own = height_for (label, width);
  g_assert_cmpint (height_for (bin, 2000), ==, height_for (label, 2000));
  g_assert_cmpint (height_for (bin, 2000), <, own);
  g_assert_cmpint (height_for (bin, -1), ==, height_for (label, -1));

  /* In a paned: the height for the width the widget has, asked at a
   * wider one or at none; a narrower one still gets its own. */
  cairn_wrap_layout_set_in_paned (layout, TRUE);
  at_whole = height_for (bin, 2000);
  at_none = height_for (bin, -1);
  g_assert_cmpint (at_whole, ==, own);
  g_assert_cmpint (at_none, ==, own);
  g_assert_cmpint (height_for (bin, width / 2), ==, height_for (label, width / 2));
  g_assert_cmpint (height_for (bin, width / 2), >, own);

  cairn_wrap_layout_set_in_paned (layout, FALSE);
  g_assert_cmpint (height_for (bin, 2000), ==, height_for (label, 2000));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/wrap-layout/in-paned", test_in_paned);
  return gui_test_run ();
}
