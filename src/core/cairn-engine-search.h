/* cairn-engine-search.h — the stepping search in the engine style
 * (SEARCH-RULES.md §4).  cairn_search_new() hands every search with engine
 * parts here; the CairnSearch functions forward to these, so callers
 * see one stepping engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

G_BEGIN_DECLS

typedef struct _CairnEngineSearch CairnEngineSearch;

CairnEngineSearch   *cairn_engine_search_new      (const CairnPosition *position,
                                                   const CairnSettings *settings,
                                                   guint                node_cap,
                                                   gboolean             record_tree);
void                 cairn_engine_search_free     (CairnEngineSearch *search);
void                 cairn_engine_search_reset    (CairnEngineSearch *search);
const CairnEvent    *cairn_engine_search_step     (CairnEngineSearch *search);
void                 cairn_engine_search_run      (CairnEngineSearch *search);
gboolean             cairn_engine_search_is_done  (const CairnEngineSearch *search);
gboolean             cairn_engine_search_is_aborted (const CairnEngineSearch *search);
const CairnCounters *cairn_engine_search_get_counters (const CairnEngineSearch *search);
/* The current iteration's tree (with part `id`; the only one without):
 * the last one once the search is done.  NULL when not recording. */
const CairnTree     *cairn_engine_search_get_tree (const CairnEngineSearch *search);
/* With part `id`: iterations begun so far, and the tree of iteration
 * @i (0-based: depth limit i + 1). */
guint                cairn_engine_search_n_trees  (const CairnEngineSearch *search);
const CairnTree     *cairn_engine_search_get_iteration_tree (const CairnEngineSearch *search,
                                                             guint                    i);
void                 cairn_engine_search_adopt_settings (CairnEngineSearch   *search,
                                                         const CairnSettings *settings);

G_END_DECLS
