/* cairn-iterations.h — the trees of iterative deepening (the engine
 * style's part `id`, SEARCH-RULES.md §4.8) by event: which iteration an event of
 * the search belongs to, and its tree, whose node numbers the event's
 * are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

G_BEGIN_DECLS

/* Whether @search searches with iterative deepening: one tree per
 * iteration. */
gboolean         cairn_iterations_in        (const CairnSearch *search);
/* The iteration (1-based) event @event happened in: the last one begun
 * at or before it; 1 without iterative deepening, 0 without a search. */
guint            cairn_iterations_at_event  (const CairnSearch *search,
                                             guint32            event);
/* That iteration's tree (cairn_search_get_tree () without iterative
 * deepening). */
const CairnTree *cairn_iterations_tree_at_event (const CairnSearch *search,
                                                 guint32            event);

G_END_DECLS
