/* cairn-search.h — the stepping search engine.
 *
 * An explicit-stack state machine: cairn_search_step() advances exactly one
 * event and returns it, so the same code runs to completion in the CLI,
 * event by event in the GUI, and under tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-tree.h"

G_BEGIN_DECLS

typedef enum {
  CAIRN_EVENT_NODE_ENTERED,       /* node: the new node (root or move) */
  CAIRN_EVENT_NULL_PROBE_BEGUN,   /* node: the probing node; other: the probe */
  CAIRN_EVENT_NULL_PROBE_RESOLVED,/* node: the probing node; value: the probe's; detail: verdict */
  CAIRN_EVENT_NULL_PRUNE,         /* node returns value without searching moves */
  CAIRN_EVENT_CUTOFF,             /* node's move loop stops; n_skipped: moves never searched */
  CAIRN_EVENT_RE_SEARCH,          /* verified: reduced search did not confirm */
  CAIRN_EVENT_LEAF,               /* detail: CAIRN_END_HEURISTIC or _TERMINAL */
  CAIRN_EVENT_NODE_EXITED,        /* value: the node's value */
  CAIRN_EVENT_DONE,               /* value: the search's value */
  CAIRN_EVENT_ABORTED,            /* the node cap was reached */
  /* Engine style (SEARCH-RULES.md §4) */
  CAIRN_EVENT_TT_CUTOFF,          /* node returns the table's value (closes it) */
  CAIRN_EVENT_PVS_RE_SEARCH,      /* node: the parent; value: the zero-window try's;
                                   * the move is searched again with the full window */
} CairnEventType;

#define CAIRN_N_EVENT_TYPES (CAIRN_EVENT_PVS_RE_SEARCH + 1)

typedef enum {
  CAIRN_VERDICT_SEARCH,  /* the probe did not fail high: search the moves */
  CAIRN_VERDICT_PRUNE,   /* the probe failed high: return without moves */
  CAIRN_VERDICT_VERIFY,  /* failed high with verify set: reduced search */
} CairnProbeVerdict;

struct _CairnEvent {
  guint32 index;   /* 0-based position in the event stream */
  guint32 node;    /* the node concerned (see CairnEventType) */
  guint32 other;   /* the probe node for probe events, else CAIRN_NO_NODE */
  gint16  value;
  gint16  alpha;   /* the node's window at the time of the event */
  gint16  beta;
  CairnMove move;  /* move that led to the node, CAIRN_NO_MOVE if none;
                    * done: the best move */
  guint8  type;    /* CairnEventType */
  guint8  detail;  /* leaf: CairnNodeEnd; probe resolved: CairnProbeVerdict;
                    * root entered with engine part `id`: the iteration's depth limit */
  guint8  ply;     /* the node's ply; probe events: the probe's ply */
  guint8  side;    /* the node's side to move */
  guint8  parent_ply; /* probe events: the probing node's ply */
  /* Cutoff, prune, probe resolved: how many moves were (or would be)
   * never searched: always the last ones of the node's move list (see
   * cairn_tree_node_last_moves()). */
  guint8  n_skipped;
};

struct _CairnCounters {
  guint64 nodes;
  guint64 null_probes;
  guint64 null_prunes;
  guint64 cutoffs;
  guint64 verifications;
  guint64 re_searches;
  guint64 events;
  /* Engine style (SEARCH-RULES.md §4.8); 0 in the seed style.  With part `id`
   * every counter above and below is the total over the iterations. */
  guint64 q_nodes;          /* nodes that reached the quiescence stand pat */
  guint64 tt_cutoffs;       /* nodes that returned the table's value */
  guint64 pvs_re_searches;  /* zero-window tries searched again */
  guint64 extensions;       /* nodes extended for check */
  guint64 draws;            /* repetition and fifty-move returns */
  guint64 n_iterations;     /* iterations searched: L with `id`, else 1; 0 in the seed style */
  guint64 iteration_nodes[CAIRN_DEPTH_MAX]; /* nodes of iteration i + 1 */
  int     value;
  int     best_move;   /* a CairnMove; -1 when the root has no move */
};

/* @settings must be valid for the position's game
 * (cairn_settings_validate()), and a root move legal. */
CairnSearch         *cairn_search_new          (const CairnPosition *position,
                                                const CairnSettings *settings,
                                                gboolean             record_tree);
void                 cairn_search_free         (CairnSearch *search);
void                 cairn_search_reset        (CairnSearch *search);
const CairnEvent    *cairn_search_step         (CairnSearch *search);
void                 cairn_search_run          (CairnSearch *search);
gboolean             cairn_search_is_done      (const CairnSearch *search);
gboolean             cairn_search_is_aborted   (const CairnSearch *search);
const CairnCounters *cairn_search_get_counters (const CairnSearch *search);
/* With engine part `id`, the current iteration's tree (the last one's
 * once done). */
const CairnTree     *cairn_search_get_tree     (const CairnSearch *search);
/* The trees of the iterations begun so far (1 without part `id`), and
 * iteration @i's (depth limit i + 1 with `id`). */
guint                cairn_search_n_iteration_trees (const CairnSearch *search);
const CairnTree     *cairn_search_get_iteration_tree (const CairnSearch *search,
                                                      guint              i);
const CairnSettings *cairn_search_get_settings (const CairnSearch *search);
const CairnPosition *cairn_search_get_position (const CairnSearch *search);
guint                cairn_search_node_cap     (const CairnSearch *search);
/* For @settings that make the same events (cairn_settings_same_search()):
 * the search goes on where it is, and it and its tree report @settings. */
void                 cairn_search_adopt_settings (CairnSearch         *search,
                                                  const CairnSettings *settings);

/* Convenience: a complete search, count-only, for sweeps and tests. */
void                 cairn_search_count        (const CairnPosition *position,
                                                const CairnSettings *settings,
                                                CairnCounters       *counters);

const char          *cairn_event_type_to_string (CairnEventType type);
const char          *cairn_verdict_to_string    (CairnProbeVerdict verdict);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnSearch, cairn_search_free)

G_END_DECLS
