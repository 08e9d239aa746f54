/* cairn-tree-view.h — a live, zoomable search tree.
 *
 * Paints through the shared painter (the export paints the same way), so
 * what is seen is what is exported.  Zoom and selection live in the
 * CairnViewState it is given; scrolling is GtkScrollable, so a
 * GtkScrolledWindow around it provides the scrollbars.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-layout.h"
#include "cairn-painter.h"
#include "cairn-view-state.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_TREE_VIEW (cairn_tree_view_get_type ())
G_DECLARE_FINAL_TYPE (CairnTreeView, cairn_tree_view, CAIRN, TREE_VIEW, GtkWidget)

GtkWidget         *cairn_tree_view_new              (void);
void               cairn_tree_view_set_state        (CairnTreeView   *self,
                                                     CairnViewState  *state);
CairnViewState    *cairn_tree_view_get_state        (CairnTreeView   *self);
void               cairn_tree_view_set_tree         (CairnTreeView   *self,
                                                     const CairnTree *tree);
/* The tree shown (the live one the view copies from). */
const CairnTree *cairn_tree_view_get_tree (CairnTreeView *self);
void               cairn_tree_view_set_complete     (CairnTreeView   *self,
                                                     gboolean         complete);
void               cairn_tree_view_set_moment       (CairnTreeView   *self,
                                                     guint32          n_events,
                                                     guint32          current_node);
void               cairn_tree_view_set_highlight    (CairnTreeView   *self,
                                                     const guint32   *nodes,
                                                     guint            n_nodes);
/* Stars @node (CAIRN_NO_NODE: none) as the decisive null-move prune. */
void               cairn_tree_view_set_decisive     (CairnTreeView   *self,
                                                     guint32          node);
guint32            cairn_tree_view_get_decisive     (CairnTreeView   *self);
guint32            cairn_tree_view_get_used_marks   (CairnTreeView   *self);
guint              cairn_tree_view_get_marks_walks  (CairnTreeView   *self);
void               cairn_tree_view_set_square_names (CairnTreeView   *self,
                                                     gboolean         square_names);
const CairnLayout *cairn_tree_view_get_layout       (CairnTreeView   *self);
gboolean           cairn_tree_view_is_laying_out    (CairnTreeView   *self);
gboolean           cairn_tree_view_is_layout_current (CairnTreeView  *self);
void               cairn_tree_view_zoom_at          (CairnTreeView   *self,
                                                     double           factor,
                                                     double           widget_x,
                                                     double           widget_y);
void               cairn_tree_view_zoom_in          (CairnTreeView   *self);
void               cairn_tree_view_zoom_out         (CairnTreeView   *self);
void               cairn_tree_view_zoom_reset       (CairnTreeView   *self);
void               cairn_tree_view_fit              (CairnTreeView   *self);
void               cairn_tree_view_reveal_node      (CairnTreeView   *self,
                                                     guint32          node);
/* Zooms to @scale (0: cairn_tree_view_get_readable_scale ()) and scrolls
 * so that @node sits a quarter down the view (with its null probe, or the
 * node a probe belongs to, where both fit), in a short glide on the frame
 * clock, or at once when GTK's animations are off.  Waits for a layout
 * that shows the node.  A pan or a zoom by the user ends it. */
void               cairn_tree_view_zoom_to_node     (CairnTreeView   *self,
                                                     guint32          node,
                                                     double           scale);
gboolean           cairn_tree_view_is_zooming       (CairnTreeView   *self);
/* The scale a zoom to a node takes: the current one where node text is
 * CAIRN_PAINTER_READABLE_LABEL or more and boards are drawn, else 100 %. */
double             cairn_tree_view_get_readable_scale (CairnTreeView *self);
void               cairn_tree_view_widget_to_layout (CairnTreeView   *self,
                                                     double           widget_x,
                                                     double           widget_y,
                                                     double          *layout_x,
                                                     double          *layout_y);
void               cairn_tree_view_layout_to_widget (CairnTreeView   *self,
                                                     double           layout_x,
                                                     double           layout_y,
                                                     double          *widget_x,
                                                     double          *widget_y);
void               cairn_tree_view_get_visible_rect (CairnTreeView   *self,
                                                     CairnRect       *rect);
CairnTheme         cairn_tree_view_get_theme        (CairnTreeView   *self);
/* Device units per layout unit across and per ply, as painted now. */
void               cairn_tree_view_get_scales       (CairnTreeView   *self,
                                                     double          *scale,
                                                     double          *level);

G_END_DECLS
