/* test-wheel-guard.c — the mouse wheel over a column of controls scrolls
 * the column (src/app/widgets/cairn-wheel-guard.c), under a private Xvfb
 * with real wheel clicks (xdotool): a spin button and a scale under the
 * pointer keep their values while the column scrolls, by GtkScrolledWindow's
 * own step for a wheel notch (the page size to the power 2/3); without
 * the guard the spin button takes the wheel, as GTK 4.8's do.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-wheel-guard.h"
#include "gui-util.h"

typedef struct {
  GtkWidget         *window;
  GtkScrolledWindow *scroller;
  GtkSpinButton     *spin;
} Column;

/* A 300 × 200 window scrolling a column 1,000 px tall whose first
 * control is a spin button at 5 (range 0–20). */
static void
column_open (Column  *c,
             gboolean guarded)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *filler = gtk_label_new (NULL);

  c->window = gtk_window_new ();
  c->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  c->spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 20, 1));
  gtk_spin_button_set_value (c->spin, 5);
  gtk_widget_set_size_request (filler, 10, 1000);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (c->spin));
  gtk_box_append (GTK_BOX (box), filler);
  gtk_scrolled_window_set_child (c->scroller, box);
  gtk_window_set_child (GTK_WINDOW (c->window), GTK_WIDGET (c->scroller));
  gtk_window_set_default_size (GTK_WINDOW (c->window), 300, 200);
  if (guarded)
    cairn_wheel_guard_attach (c->scroller);
  gtk_window_present (GTK_WINDOW (c->window));
  GUI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (c->spin)) &&
                gtk_adjustment_get_page_size (gtk_scrolled_window_get_vadjustment (c->scroller)) > 0);
  gtk_test_widget_wait_for_draw (c->window);
}

/* One notch of the wheel down (X button 5) over the spin button's middle. */
static gboolean
wheel_down (Column *c)
{
  return gui_xdotool (GTK_WIDGET (c->spin), "click", 5);
}

static void
test_guarded (void)
{
  Column c;
  GtkAdjustment *v;
  double page;

  column_open (&c, TRUE);
  v = gtk_scrolled_window_get_vadjustment (c.scroller);
  page = gtk_adjustment_get_page_size (v);
  g_assert_cmpfloat (gtk_adjustment_get_value (v), ==, 0);
  if (gui_skip_without_xdotool (wheel_down (&c)))
    {
      gtk_window_destroy (GTK_WINDOW (c.window));
      return;
    }
  GUI_WAIT_FOR (gtk_adjustment_get_value (v) > 0);
  g_assert_cmpfloat (gtk_spin_button_get_value (c.spin), ==, 5);
  g_assert_cmpfloat_with_epsilon (gtk_adjustment_get_value (v), pow (page, 2.0 / 3.0), 0.5);
  gtk_window_destroy (GTK_WINDOW (c.window));
}

/* What the guard is for: without it, the spin button under the pointer
 * takes the notch and changes, and the column stays where it was. */
static void
test_unguarded (void)
{
  Column c;

  column_open (&c, FALSE);
  if (gui_skip_without_xdotool (wheel_down (&c)))
    {
      gtk_window_destroy (GTK_WINDOW (c.window));
      return;
    }
  GUI_WAIT_FOR (gtk_spin_button_get_value (c.spin) != 5);
  g_assert_cmpfloat (gtk_spin_button_get_value (c.spin), ==, 4);
  g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (c.scroller)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (c.window));
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/wheel-guard/guarded", test_guarded);
  g_test_add_func ("/wheel-guard/unguarded", test_unguarded);
  return gui_test_run ();
}
