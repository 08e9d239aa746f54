/* cairn-chess-engine-count.h — chess's count-only search in the engine
 * style (DESIGN.md §1d): cairn_count_search() hands every search with
 * engine parts to the game's CairnEngineRules.count_search, chess's is
 * this.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

G_BEGIN_DECLS

/* As cairn_count_search(), for @settings with engine parts (valid for
 * the position's game). */
gboolean cairn_chess_engine_count_search (const CairnPosition *position,
                                          const CairnSettings *settings,
                                          CairnCounters       *counters);

G_END_DECLS
