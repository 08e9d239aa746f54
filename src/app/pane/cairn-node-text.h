/* cairn-node-text.h — a search-tree node in plain words, for the tooltip
 * and the inspector.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-games.h"
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
/* The line of play from the root to @node in the game's notation for
 * people: each mark with its side for numbered cells ("X4 O0", "--" a
 * pass), with move numbers for chess ("1. Kd2 Kd4 2. --"); NULL for the
 * root. */
char *cairn_node_text_line    (const CairnTree *tree,
                               guint32          node);
/* A value for people: "120", or "White wins, ply 7" where the game says
 * the value is a win. */
char *cairn_node_text_value   (const CairnGame *game,
                               int              value);
/* The same inside a sentence: "value 120", "White wins, ply 7". */
char *cairn_node_text_value_phrase (const CairnGame *game,
                                    int              value);
/* A move of @position's for a sentence: "cell 4", "Kd2"; "no move" for
 * a negative one (a search that chose none). */
char *cairn_node_text_root_move (const CairnPosition *position,
                                 int                  move);

G_END_DECLS
