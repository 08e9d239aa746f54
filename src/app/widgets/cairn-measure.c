/* cairn-measure.c — a child's size for hand-made row layouts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-measure.h"

int
cairn_measure_width (GtkWidget *widget,
                     gboolean   natural)
{
  int min = 0, nat = 0;

  if (gtk_widget_get_visible (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return natural ? nat : min;
}

int
cairn_measure_height (GtkWidget *widget,
                      int        width)
{
  int min = 0, nat = 0;

  if (gtk_widget_get_visible (widget))
    gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  return nat;
}
