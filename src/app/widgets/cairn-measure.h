/* cairn-measure.h — a child's size as the widgets that lay out rows by
 * hand ask for it (the lesson heading, a pane's header): a hidden child
 * takes no room.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* @widget's minimum or natural width for any height; 0 when hidden. */
int cairn_measure_width  (GtkWidget *widget,
                          gboolean   natural);
/* @widget's natural height at @width (-1: any); 0 when hidden. */
int cairn_measure_height (GtkWidget *widget,
                          int        width);

G_END_DECLS
