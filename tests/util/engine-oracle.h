/* engine-oracle.h — a plain second reading of DESIGN §1d (the engine
 * style) for the count-only search's tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

G_BEGIN_DECLS

/* Searches @position with @settings (engine parts on, valid for chess)
 * into @counters, as cairn_count_search() documents them; FALSE at the
 * node cap.  @failed_high, when not NULL, gets the index (within the
 * last iteration) of every node whose null probe failed high there. */
gboolean engine_oracle_run (const CairnPosition *position,
                            const CairnSettings *settings,
                            CairnCounters       *counters,
                            GArray              *failed_high);

G_END_DECLS
