/* cairn-scale-link.h — two tree views at one scale ("Same scale").
 *
 * While active, both views fit at the scale the larger tree needs (each
 * view state's fit limit is the other's fit scale), so a tree of 1,787
 * nodes is drawn wider than one of 803 instead of both filling their
 * panes; and a zoom or pan that ends one view's fitting carries its scale
 * over to the other.  Not a widget: it only links two view states.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-view-state.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_SCALE_LINK (cairn_scale_link_get_type ())
G_DECLARE_FINAL_TYPE (CairnScaleLink, cairn_scale_link, CAIRN, SCALE_LINK, GObject)

CairnScaleLink *cairn_scale_link_new        (CairnViewState *a,
                                             CairnViewState *b);
gboolean        cairn_scale_link_get_active (CairnScaleLink *self);
void            cairn_scale_link_set_active (CairnScaleLink *self,
                                             gboolean        active);

G_END_DECLS
