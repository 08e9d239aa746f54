/* test-pane-header.c — a pane's top row (src/app/pane/cairn-pane-header.c),
 * under a private Xvfb, with children of known sizes: the zoom buttons
 * sit at the end of the row of the pane's name when both fit there (8 px
 * apart), on a row of their own under it (4 px down, at its end) when
 * not; two paired headers make that choice together, so neither pane's
 * tree starts a row lower than the other's; and the first of a pair to
 * go leaves the other on its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-pane-header.h"
#include "gui-util.h"

/* A header whose name row is @name_width × 30 and buttons 150 × 24. */
static GtkWidget *
header_new (int name_width)
{
  GtkWidget *header = g_object_ref_sink (g_object_new (CAIRN_TYPE_PANE_HEADER, NULL));
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *buttons = gtk_label_new (NULL);

  gtk_widget_set_size_request (name, name_width, 30);
  gtk_widget_set_size_request (buttons, 150, 24);
  gtk_widget_set_parent (name, header);
  gtk_widget_set_parent (buttons, header);
  return header;
}

static int
height_for (GtkWidget *widget,
            int        width)
{
  int min;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &min, NULL, NULL, NULL);
  return min;
}

static void
bounds_of (GtkWidget       *child,
           graphene_rect_t *r)
{
  g_assert_true (gtk_widget_compute_bounds (child, gtk_widget_get_parent (child), r));
}

static void
test_one_row_or_two (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *header = header_new (200);
  GtkWidget *buttons;
  graphene_rect_t r;
  int min, nat;

  gtk_window_set_child (GTK_WINDOW (window), header);
  buttons = gtk_widget_get_last_child (header);
  gtk_widget_measure (header, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, 200);
  g_assert_cmpint (nat, ==, 200 + 8 + 150);

  /* 358 px: one row, as tall as the name. */
  g_assert_cmpint (height_for (header, 358), ==, 30);
  gtk_widget_size_allocate (header, &(GtkAllocation) { 0, 0, 358, 30 }, -1);
  g_assert_true (cairn_pane_header_buttons_beside (CAIRN_PANE_HEADER (header)));
  bounds_of (buttons, &r);
  g_assert_cmpfloat (r.origin.x, ==, 208);
  g_assert_cmpfloat (r.origin.y, ==, 0);

  /* 357 px: the buttons under the name, at the end, 4 px down. */
  g_assert_cmpint (height_for (header, 357), ==, 30 + 4 + 24);
  gtk_widget_size_allocate (header, &(GtkAllocation) { 0, 0, 300, 58 }, -1);
  g_assert_false (cairn_pane_header_buttons_beside (CAIRN_PANE_HEADER (header)));
  bounds_of (buttons, &r);
  g_assert_cmpfloat (r.origin.x, ==, 150);
  g_assert_cmpfloat (r.origin.y, ==, 34);
  g_assert_cmpfloat (r.size.height, ==, 24);
  bounds_of (gtk_widget_get_first_child (header), &r);
  g_assert_cmpfloat (r.size.width, ==, 300);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (header);
}

static void
test_paired (void)
{
  GtkWidget *left = header_new (200);
  GtkWidget *right = header_new (260);   /* a longer mode name: needs 418 px */

  /* Alone, the left one fits at 400. */
  g_assert_cmpint (height_for (left, 400), ==, 30);
  cairn_pane_header_pair (CAIRN_PANE_HEADER (left), CAIRN_PANE_HEADER (right));
  /* Paired, both go to two rows until both fit. */
  g_assert_cmpint (height_for (left, 400), ==, 58);
  g_assert_cmpint (height_for (right, 400), ==, 58);
  g_assert_cmpint (height_for (left, 418), ==, 30);
  g_assert_cmpint (height_for (right, 418), ==, 30);

  /* The right one goes: the left one is on its own again. */
  g_object_run_dispose (G_OBJECT (right));
  /* (GTK keeps the last answers until a resize is queued; in the window
   * both headers go together, so nothing asks the survivor again.) */
  gtk_widget_queue_resize (left);
  g_assert_cmpint (height_for (left, 400), ==, 30);
  g_object_unref (right);
  g_object_unref (left);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/pane-header/one-row-or-two", test_one_row_or_two);
  g_test_add_func ("/pane-header/paired", test_paired);
  return gui_test_run ();
}
