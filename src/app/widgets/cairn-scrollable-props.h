/* cairn-scrollable-props.h — GtkScrollable's four properties, kept the
 * same way by each widget that scrolls itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A widget numbers the four properties one after the other in its own
 * property enum: hadjustment, vadjustment, hscroll-policy,
 * vscroll-policy. */
#define CAIRN_SCROLLABLE_N_PROPS 4

/* Takes @adjustment (NULL when the scroller lets go) into @slot: what
 * the widget connects to it, and what a NULL means, are its own. */
typedef void (*CairnTakeAdjustment) (GtkWidget      *widget,
                                     GtkAdjustment **slot,
                                     GtkAdjustment  *adjustment);

/* Where a widget keeps the properties: the id of its first one, and the
 * offsets (G_STRUCT_OFFSET) of its fields, horizontal then vertical. */
typedef struct {
  guint               first_prop_id;
  glong               adjustments[2]; /* GtkAdjustment * */
  glong               policies[2];    /* GtkScrollablePolicy */
  CairnTakeAdjustment take_adjustment;
} CairnScrollableProps;

void     cairn_scrollable_props_override (GObjectClass               *object_class,
                                          const CairnScrollableProps *props);
gboolean cairn_scrollable_props_get      (const CairnScrollableProps *props,
                                          GObject                    *object,
                                          guint                       prop_id,
                                          GValue                     *value);
gboolean cairn_scrollable_props_set      (const CairnScrollableProps *props,
                                          GObject                    *object,
                                          guint                       prop_id,
                                          const GValue               *value);

G_END_DECLS
