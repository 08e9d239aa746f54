/* cairn-event-text.h — events and values in plain words, for the trace,
 * the event log and the inspector.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

G_BEGIN_DECLS

char *cairn_value_to_string  (int value);
/* @value (already in words or digits) marked as its bound says: "≥ 150"
 * (lower), "≤ 140" (upper) or "150" (exact). */
char *cairn_bound_mark       (CairnBound  bound,
                              const char *value);
/* Why a node's value is a bound, in a few words ("cutoff", "every move
 * failed low", "null-move prune"); NULL when @bound is exact.  @end and
 * @max: the node's end and whether it is a max node. */
const char *cairn_bound_reason (CairnBound   bound,
                                CairnNodeEnd end,
                                gboolean     max);
/* @tree: the tree of the search that made @event, recorded at least up to
 * it: moves are named from the positions it holds. */
char *cairn_event_describe   (const CairnEvent *event,
                              const CairnTree  *tree);
/* @moves of the position at @node, for people: "0, 2, 5" (cells) or
 * "Kd2, e4" (SAN). */
char *cairn_moves_to_string  (const CairnTree *tree,
                              guint32          node,
                              const CairnMove *moves,
                              guint            n_moves);
/* The move that led to @node, for people: "4" or "Kd2". */
char *cairn_node_move_to_string (const CairnTree *tree,
                                 guint32          node);

G_END_DECLS
