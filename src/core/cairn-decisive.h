/* cairn-decisive.h — which null-move prunes (and verifications) cost a
 * pruning search its move (SEARCH-RULES.md §3.4, "Decisive prunes").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

G_BEGIN_DECLS

#define CAIRN_DECISIVE_ERROR (cairn_decisive_error_quark ())
GQuark cairn_decisive_error_quark (void);

typedef enum {
  CAIRN_DECISIVE_ERROR_REFERENCE, /* the reference search prunes null moves itself */
  CAIRN_DECISIVE_ERROR_ROOT_MOVE, /* a root move that is not legal in the position */
  CAIRN_DECISIVE_ERROR_NODE_CAP,  /* a search reached its node cap */
} CairnDecisiveError;

/* One null-move prune, or one verification, of the pruning search. */
/* The longest line to a node that can probe: in the engine style check
 * extensions (up to ply 2L) and one-ply passes make lines longer than
 * the depth limit. */
#define CAIRN_DECISIVE_LINE_MAX (3 * CAIRN_DEPTH_MAX + 2)

typedef struct {
  guint32   node;         /* the pruned (or verified) node: its index in the pruning search's tree */
  /* The node's probe failed high while verify was on (verified mode):
   * it searched its moves one ply shallower instead of pruning. */
  gboolean  verification;
  /* The moves from the root to the node; CAIRN_NO_MOVE stands for a
   * pass (the node lies below a null probe). */
  CairnMove line[CAIRN_DECISIVE_LINE_MAX];
  guint     n_line;
  int       probe_value;  /* what the node's null probe returned */
  int       alpha;        /* the node's window when it probed: the probe */
  int       beta;         /* reached beta (max node) or alpha (min node) */
  /* The pruning search again, this one prune (or verification) undone. */
  int       undone_best_move;   /* a CairnMove; -1 when the root has no move */
  int       undone_value;       /* that search's own value */
  int       undone_plain_value; /* the reference search's value of that move */
  gboolean  decisive;
} CairnDecisivePrune;

typedef struct {
  int      plain_best_move;    /* the reference search's choice, -1 if none */
  int      plain_value;
  int      pruning_best_move;  /* the pruning search's choice, -1 if none */
  int      pruning_value;      /* its own value */
  int      pruning_plain_value;/* the reference search's value of that move */
  /* The pruning search chose a move the reference search values lower;
   * only then can a prune be decisive. */
  gboolean pruning_worse;
  guint64  null_prunes;        /* the pruning search's counters: together */
  guint64  verifications;      /* the array's length */
} CairnDecisiveSummary;

/* Runs the pruning search with @pruning (recording its tree), and for
 * each of its null prunes and verifications, in creation order, the same
 * search with that one undone (CairnSettings.ignore_prune_node): the
 * node's moves are searched as if its probe had not failed high, nothing
 * else changes (an undone verification keeps the node's depth limit and
 * verify flag).  One is decisive when the pruning search picks a worse
 * move than the reference search @plain (a search without null moves,
 * usually plain alpha-beta) and, undone, picks a move that @plain
 * restricted to that root move (CairnSettings.root_move) values as
 * highly as @plain's own choice.
 *
 * @pruning's ignore_prune_node is not used.  Returns a GArray of
 * CairnDecisivePrune (empty when the mode neither prunes nor verifies),
 * or NULL with @error set: settings not valid for the position's game, a
 * reference search that uses null moves, an illegal root move, or a
 * search that reached its node cap.  @summary may be NULL. */
GArray *cairn_decisive_prunes (const CairnPosition   *position,
                               const CairnSettings   *plain,
                               const CairnSettings   *pruning,
                               CairnDecisiveSummary  *summary,
                               GError               **error);

/* Why no prune (nor verification) is decisive, for people: the pruning
 * search's move is worth as much to plain alpha-beta, or no single prune
 * undone gives the move back.  NULL when one of @prunes is decisive (or
 * nothing was pruned).  @plain_label and @pruning_label name the modes. */
char   *cairn_decisive_none_text (const CairnDecisiveSummary *summary,
                                  const GArray               *prunes,
                                  const char                 *plain_label,
                                  const char                 *pruning_label);

G_END_DECLS
