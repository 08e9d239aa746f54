/* cairn-node-text.h — a search-tree node in plain words, for the tooltip
 * and the inspector.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-tree.h"

G_BEGIN_DECLS

char *cairn_node_text_board   (const CairnTree *tree,
                               guint32          node);
char *cairn_node_text_title   (const CairnTree *tree,
                               guint32          node);
char *cairn_node_text_explain (const CairnTree *tree,
                               guint32          node,
                               guint32          at_event);
char *cairn_node_text_ghost   (const CairnTree *tree,
                               guint32          parent,
                               guint            move);

G_END_DECLS
