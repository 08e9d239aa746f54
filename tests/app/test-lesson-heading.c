/* test-lesson-heading.c — the lesson card's top (src/app/lessons/
 * cairn-lesson-heading.c), under a private Xvfb, with children of known
 * sizes: the title goes between the two groups when its whole text fits
 * there on one line (10 px either side), and on a row of its own below
 * them, 4 px down and wrapping, when not — the same answer in measuring
 * and in laying out, and the title never narrower than its text needs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-lesson-heading.h"
#include "gui-util.h"

typedef struct {
  GtkWidget *heading, *start, *title, *end;
} Heading;

static Heading
heading_new (void)
{
  Heading h;

  h.heading = g_object_ref_sink (g_object_new (CAIRN_TYPE_LESSON_HEADING, NULL));
  /* Groups of fixed sizes: 120 × 30 at the start, 200 × 34 at the end. */
  h.start = gtk_label_new (NULL);
  gtk_widget_set_size_request (h.start, 120, 30);
  h.title = gtk_label_new ("The pitfall: a probe on the horizon prunes the centre move");
  gtk_label_set_wrap (GTK_LABEL (h.title), TRUE);
  h.end = gtk_label_new (NULL);
  gtk_widget_set_size_request (h.end, 200, 34);
  gtk_widget_set_parent (h.start, h.heading);
  gtk_widget_set_parent (h.title, h.heading);
  gtk_widget_set_parent (h.end, h.heading);
  return h;
}

static int
natural_width (GtkWidget *widget)
{
  int nat;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
  return nat;
}

static int
height_for (GtkWidget *widget,
            int        width)
{
  int min, nat;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  g_assert_cmpint (min, ==, nat);
  return nat;
}

static void
allocation (GtkWidget     *widget,
            GtkAllocation *out)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, gtk_widget_get_parent (widget), &bounds));
  *out = (GtkAllocation) { (int) bounds.origin.x, (int) bounds.origin.y,
                           (int) bounds.size.width, (int) bounds.size.height };
}

static void
test_rows (void)
{
  Heading h = heading_new ();
  GtkWidget *window = gtk_window_new ();
  int title_w = natural_width (h.title);
  int one_row = 120 + 10 + title_w + 10 + 200;
  int title_line = height_for (h.title, -1);
  int min, nat, word;
  GtkAllocation a;

  gtk_window_set_child (GTK_WINDOW (window), h.heading);
  /* Longer than the narrowest heading (330 px): it can wrap. */
  g_assert_cmpint (title_w, >, 340);

  /* Its widths: the groups side by side (or the longest word) at least,
   * everything on one row naturally. */
  gtk_widget_measure (h.heading, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  g_assert_cmpint (nat, ==, one_row);
  gtk_widget_measure (h.title, GTK_ORIENTATION_HORIZONTAL, -1, &word, NULL, NULL, NULL);
  g_assert_cmpint (word, <, 330);
  g_assert_cmpint (min, ==, 330);

  /* Just wide enough: one row, as tall as the tallest of the three. */
  g_assert_cmpint (height_for (h.heading, one_row), ==, MAX (34, title_line));
  gtk_widget_size_allocate (h.heading, &(GtkAllocation) { 0, 0, one_row, 40 }, -1);
  g_assert_true (cairn_lesson_heading_title_beside (CAIRN_LESSON_HEADING (h.heading)));
  allocation (h.title, &a);
  g_assert_cmpint (a.x, ==, 130);
  g_assert_cmpint (a.y, ==, 0);
  g_assert_cmpint (a.width, ==, title_w);
  allocation (h.end, &a);
  g_assert_cmpint (a.x, ==, one_row - 200);

  /* One pixel less: the title below the groups' row, 4 px down, as
   * tall as it is at that width (two lines where it wraps). */
  g_assert_cmpint (height_for (h.heading, one_row - 1), ==, 34 + 4 + title_line);
  g_assert_cmpint (height_for (h.heading, 340), ==, 34 + 4 + height_for (h.title, 340));
  g_assert_cmpint (height_for (h.title, 340), >, title_line);
  gtk_widget_size_allocate (h.heading, &(GtkAllocation) { 0, 0, 340, 120 }, -1);
  g_assert_false (cairn_lesson_heading_title_beside (CAIRN_LESSON_HEADING (h.heading)));
  allocation (h.title, &a);
  g_assert_cmpint (a.x, ==, 0);
  g_assert_cmpint (a.y, ==, 34 + 4);
  g_assert_cmpint (a.width, ==, 340);
  g_assert_cmpint (a.height, ==, 120 - 38);
  allocation (h.start, &a);
  g_assert_cmpint (a.x, ==, 0);
  g_assert_cmpint (a.width, ==, 120);
  allocation (h.end, &a);
  g_assert_cmpint (a.x, ==, 140);
  g_assert_cmpint (a.height, ==, 34);

  /* A hidden group takes no room: the title fits beside the other. */
  gtk_widget_set_visible (h.end, FALSE);
  g_assert_cmpint (height_for (h.heading, 120 + 10 + title_w + 10), ==, MAX (30, title_line));

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (h.heading);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/lesson-heading/rows", test_rows);
  return gui_test_run ();
}
