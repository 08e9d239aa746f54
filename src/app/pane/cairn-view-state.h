/* cairn-view-state.h — what one tree view shows: zoom, selection, follow.
 *
 * Not a widget: the pane, the inspector, the log and the tree view watch it
 * through notify, so selection and zoom live in one place.
 *
 * "fitting": the view keeps the whole tree in view (a new search starts
 * so, Fit sets it) until the user zooms or pans; the tree view then fits
 * again whenever its tree or its size changes.  "fit-scale" is the scale
 * at which the tree view's tree fits its width (the tree view writes it);
 * "fit-limit" is the largest scale a fit may take (written by whoever
 * keeps two views at the same scale).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "cairn-painter.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_VIEW_STATE (cairn_view_state_get_type ())
G_DECLARE_FINAL_TYPE (CairnViewState, cairn_view_state, CAIRN, VIEW_STATE, GObject)

/* Pixels per layout unit.  The lower limit shows a 100,000-node tree in a
 * few hundred pixels; the upper one a single node over most of a screen.
 * 100 % is the painter's natural size, boards at full size. */
#define CAIRN_VIEW_SCALE_MIN     0.002
#define CAIRN_VIEW_SCALE_MAX     400.0
#define CAIRN_VIEW_SCALE_DEFAULT CAIRN_PAINTER_NATURAL_SCALE

CairnViewState *cairn_view_state_new               (void);
double          cairn_view_state_get_scale         (CairnViewState *self);
void            cairn_view_state_set_scale         (CairnViewState *self,
                                                    double          scale);
guint           cairn_view_state_get_selected_node (CairnViewState *self);
void            cairn_view_state_set_selected_node (CairnViewState *self,
                                                    guint           node);
gboolean        cairn_view_state_get_follow        (CairnViewState *self);
void            cairn_view_state_set_follow        (CairnViewState *self,
                                                    gboolean        follow);
gboolean        cairn_view_state_get_fitting       (CairnViewState *self);
void            cairn_view_state_set_fitting       (CairnViewState *self,
                                                    gboolean        fitting);
double          cairn_view_state_get_fit_scale     (CairnViewState *self);
void            cairn_view_state_set_fit_scale     (CairnViewState *self,
                                                    double          scale);
double          cairn_view_state_get_fit_limit     (CairnViewState *self);
void            cairn_view_state_set_fit_limit     (CairnViewState *self,
                                                    double          scale);
/* Focus view (CairnLayoutOptions' focus) on the selected node, with
 * @focus_plies plies of its subtree. */
#define CAIRN_VIEW_FOCUS_PLIES_MAX 12
gboolean        cairn_view_state_get_focus         (CairnViewState *self);
void            cairn_view_state_set_focus         (CairnViewState *self,
                                                    gboolean        focus);
guint           cairn_view_state_get_focus_plies   (CairnViewState *self);
void            cairn_view_state_set_focus_plies   (CairnViewState *self,
                                                    guint           plies);
double          cairn_view_scale_clamp             (double scale);

G_END_DECLS
