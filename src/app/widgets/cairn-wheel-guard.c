/* cairn-wheel-guard.c — the mouse wheel over a column of controls scrolls
 * the column.
 *
 * GTK 4.8's spin buttons and scales take the wheel for themselves: a
 * teacher scrolling down the settings column changed whichever one passed
 * under the pointer (Speed went from 25 to 2 events a second, and was
 * remembered for the next start).  A scroll controller on the scrolled
 * window, in the capture phase, sees the wheel before any control inside,
 * scrolls the column itself as GtkScrolledWindow would, and stops the
 * event there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-wheel-guard.h"

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           gpointer                  user_data)
{
  GtkScrolledWindow *scroller = user_data;
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (scroller);
  double page = gtk_adjustment_get_page_size (v);
  double step = dy;

  /* A wheel's notches move as far as GtkScrolledWindow moves them; a
   * touchpad's deltas are already in pixels. */
  if (gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL)
    step = dy * pow (page, 2.0 / 3.0);
  gtk_adjustment_set_value (v, gtk_adjustment_get_value (v) + step);
  return GDK_EVENT_STOP;
}

void
cairn_wheel_guard_attach (GtkScrolledWindow *scroller)
{
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_SCROLLED_WINDOW (scroller));

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_event_controller_set_name (controller, "cairn-wheel-guard");
  g_signal_connect_object (controller, "scroll", G_CALLBACK (on_scroll), scroller, 0);
  gtk_widget_add_controller (GTK_WIDGET (scroller), controller);
}
