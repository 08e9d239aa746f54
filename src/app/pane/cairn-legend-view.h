/* cairn-legend-view.h — the legend of the marks the trees use, on screen.
 *
 * Drawn by the painter's legend (cairn_painter_paint_legend_marks ()),
 * the same code that draws an exported figure's legend.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-painter.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_LEGEND_VIEW (cairn_legend_view_get_type ())
G_DECLARE_FINAL_TYPE (CairnLegendView, cairn_legend_view, CAIRN, LEGEND_VIEW, GtkWidget)

GtkWidget *cairn_legend_view_new       (void);
/* Shows @marks (a CairnMark set), naming the sides of @game. */
void       cairn_legend_view_set_marks (CairnLegendView *self,
                                        const CairnGame *game,
                                        guint32          marks);
guint32    cairn_legend_view_get_marks (CairnLegendView *self);

G_END_DECLS
