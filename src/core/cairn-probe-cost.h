/* cairn-probe-cost.h — where a null-move search spends its nodes: inside
 * its probes or on real moves, measured from its recorded tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"
#include "cairn-sweep.h"

G_BEGIN_DECLS

/* Trees larger than this are not recorded to be measured. */
#define CAIRN_PROBE_COST_MAX_NODES 2000000u

typedef struct {
  guint64 nodes;        /* the whole search */
  guint64 probe_nodes;  /* nodes inside null probes, each probe's own node included */
  guint64 probes;
  guint64 prunes;
  /* Probes tried against an infinite bound (β = +∞ at a max node, α = −∞
   * at a min node): no probe value reaches it, so they can never prune. */
  guint64 unbounded_probes;
} CairnProbeCost;

/* Runs the search with its tree recorded; FALSE when it would take more
 * than CAIRN_PROBE_COST_MAX_NODES nodes. */
gboolean cairn_probe_cost_measure (const CairnPosition *position,
                                   const CairnSettings *settings,
                                   CairnProbeCost      *cost);

/* For the cell of @sweep where the mode costs most against the baseline,
 * in sentences: how many of its nodes its probes take, how few of them
 * prune, what it searches outside them.  NULL when the mode costs no
 * more anywhere, uses no null move, or the cell is too large to record. */
char    *cairn_sweep_explain_cost (const CairnSweep *sweep);

G_END_DECLS
