/* cairn-cross-selection.h — the two panes' selections across: a node
 * selected in one pane marks the same line of play in the other, as far
 * as the other searched it by the moment shown, and says so under the
 * inspector; a node the user picks in one pane is selected in the other
 * too, found by its line of play (the node numbers differ).
 *
 * It sees the two panes alone; the window makes one for its panes and
 * tells it when the moment shown changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-pane.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_CROSS_SELECTION (cairn_cross_selection_get_type ())
G_DECLARE_FINAL_TYPE (CairnCrossSelection, cairn_cross_selection, CAIRN, CROSS_SELECTION, GObject)

/* Watches @left's and @right's selections and picks (and holds both). */
CairnCrossSelection *cairn_cross_selection_new     (CairnPane           *left,
                                                    CairnPane           *right);
/* The moment shown changed: a step or a jump of the timeline can add or
 * take away the other pane's node, so the marks and notes of the selected
 * nodes are made again. */
void                 cairn_cross_selection_refresh (CairnCrossSelection *self);

G_END_DECLS
