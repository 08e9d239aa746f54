/* cairn-count.h — the count-only search for batch work.
 *
 * The same search as the stepping engine (SEARCH-RULES.md §2, §3, CHESS-RULES.md: every
 * mode, R, guard, probe window, null move `pieces`, scoring, root move,
 * ignored prune, node cap), as plain recursion with no events and no
 * tree: it fills the same counters, to the node, only faster.  Finder,
 * suite, sweep, the study window and decisive-prune analysis use it
 * wherever counters, values and moves are all they need.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

G_BEGIN_DECLS

/* Searches @position with @settings (valid for its game, as for
 * cairn_search_new()) into @counters.  Returns FALSE when the node cap
 * was reached: the search stopped, and only @counters->nodes is
 * meaningful (it equals the cap). */
gboolean cairn_count_search (const CairnPosition *position,
                             const CairnSettings *settings,
                             CairnCounters       *counters);

G_END_DECLS
