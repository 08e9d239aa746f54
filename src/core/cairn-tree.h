/* cairn-tree.h — the recorded search tree: an arena of compact nodes.
 *
 * Nodes are appended in the order the search creates them, so node indices
 * grow with the event at which they were created: the tree "as of event k"
 * is a prefix of the arena (see cairn_tree_count_at_event()).  Moves never
 * searched because of a cutoff or a null-move prune (ghost children) are
 * always the last ones of their node's move list, so a node keeps only
 * their number: they cost no node record and never count as nodes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-position.h"
#include "cairn-settings.h"

G_BEGIN_DECLS

#define CAIRN_NO_NODE G_MAXUINT32

typedef enum {
  CAIRN_NODE_ROOT,
  CAIRN_NODE_MOVE,
  CAIRN_NODE_NULL_PROBE,
} CairnNodeKind;

typedef enum {
  CAIRN_END_OPEN,           /* not finished (yet) */
  CAIRN_END_EXACT,          /* every move searched */
  CAIRN_END_CUTOFF,         /* alpha-beta cutoff: some moves never searched */
  CAIRN_END_NULL_PRUNED,    /* returned on the null probe's word */
  CAIRN_END_NULL_VERIFIED,  /* fail-high suspected, confirmed by a reduced search */
  CAIRN_END_HEURISTIC,      /* horizon leaf, line-counting evaluation */
  CAIRN_END_TERMINAL,       /* won, lost or drawn game */
  /* Engine style (SEARCH-RULES.md §4) */
  CAIRN_END_TT_CUTOFF,      /* returned the transposition table's value */
  CAIRN_END_STAND_PAT,      /* quiescence: the static value reached beta (alpha) */
  CAIRN_END_DRAW,           /* repetition or fifty-move rule (see CairnNodeEngineFlags) */
} CairnNodeEnd;

/* Engine style (SEARCH-RULES.md §4): what a node record has no room for, in a
 * parallel array (CairnTree.engine), present only when the tree's
 * settings have engine parts. */
typedef enum {
  CAIRN_NODE_ENGINE_EXTENDED      = 1 << 0, /* in check: +1 ply */
  CAIRN_NODE_ENGINE_QUIESCENCE    = 1 << 1, /* a q-node: stood pat, searched captures */
  CAIRN_NODE_ENGINE_PVS_TRY       = 1 << 2, /* PVS: a later move's zero-window try */
  CAIRN_NODE_ENGINE_PVS_RE_SEARCH = 1 << 3, /* PVS: the same move searched again, full window */
  CAIRN_NODE_ENGINE_REPETITION    = 1 << 4, /* a draw by repetition */
  CAIRN_NODE_ENGINE_FIFTY_MOVES   = 1 << 5, /* a draw by the fifty-move rule */
  CAIRN_NODE_ENGINE_GATE          = 1 << 6, /* a probe whose R came from the gate's formula */
} CairnNodeEngineFlags;

typedef struct {
  guint32 moves_at;  /* the node's move list, as ordered and searched: ... */
  guint8  n_moves;   /* ... n_moves of CairnTree.engine_moves from moves_at (0: none made) */
  gint8   depth;     /* remaining depth d the node searched at, after a check extension */
  guint8  reduction; /* a null probe: its R (its d is its parent's d - 1 - R) */
  guint8  flags;     /* CairnNodeEngineFlags */
  gint8   tt_depth;  /* a table cutoff: the entry's depth ... */
  guint8  tt_bound;  /* ... and its CairnBound */
} CairnNodeEngine;

typedef enum {
  CAIRN_NODE_FLAG_O_TO_MOVE          = 1 << 0,
  CAIRN_NODE_FLAG_VERIFY             = 1 << 1, /* verified mode: the node's verify flag */
  CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED= 1 << 2, /* probe would have pruned; verified instead */
  CAIRN_NODE_FLAG_RE_SEARCHED        = 1 << 3, /* reduced search did not confirm: searched again */
  CAIRN_NODE_FLAG_IN_RE_SEARCH       = 1 << 4, /* created by its parent's re-search */
  CAIRN_NODE_FLAG_IN_REDUCED         = 1 << 5, /* created by its parent's reduced (verification) search */
  CAIRN_NODE_FLAG_PROBE_FAILED_HIGH  = 1 << 6, /* null probe whose value would prune its parent */
  CAIRN_NODE_FLAG_PRUNE_IGNORED      = 1 << 7, /* its prune or verification was undone (ignore_prune_node) */
} CairnNodeFlags;

/* What a finished node's value says about the position's true value.
 * The move loop is fail-soft (a node returns its best child value, even
 * outside its window); only a null-move prune returns the bound itself.
 * Either way a node that stopped early, or whose every move failed low or
 * high, returns a bound, not the value. */
typedef enum {
  CAIRN_BOUND_EXACT,  /* the value itself */
  CAIRN_BOUND_LOWER,  /* the true value is this or higher (v >= beta) */
  CAIRN_BOUND_UPPER,  /* the true value is this or lower (v <= alpha) */
} CairnBound;

/* 32 bytes: the budget per recorded node. */
struct _CairnNode {
  guint32 parent;          /* CAIRN_NO_NODE for the root */
  guint32 first_child;     /* CAIRN_NO_NODE when none */
  guint32 next_sibling;    /* CAIRN_NO_NODE when last */
  guint32 created_event;
  guint32 finished_event;  /* G_MAXUINT32 while open */
  gint16  alpha;           /* window on entry */
  gint16  beta;
  gint16  value;
  CairnMove move;          /* CAIRN_NO_MOVE for the root and null probes */
  guint8  n_ghosts;        /* the last n_ghosts moves of the node's list were never searched */
  guint8  kind : 3;        /* CairnNodeKind */
  guint8  end : 5;         /* CairnNodeEnd */
  guint8  ply;
  guint8  flags;           /* CairnNodeFlags */
};

struct _CairnTree {
  CairnNode    *nodes;
  CairnNodeEngine *engine;  /* NULL unless settings.engine_parts */
  GArray       *engine_moves;  /* CairnMove: the engine nodes' move lists */
  guint32       n_nodes;
  guint32       capacity;
  CairnPosition root_position;
  CairnSettings settings;
};

CairnTree       *cairn_tree_new            (const CairnPosition *root,
                                            const CairnSettings *settings);
void             cairn_tree_free           (CairnTree *tree);
void             cairn_tree_clear          (CairnTree *tree);
/* For programs that grow big trees while a main loop must stay smooth
 * (the window, its benchmarks): call once at start-up. */
void             cairn_tree_keep_large_trees_mapped (void);
/* Blocks this big and bigger are mapped on their own (see
 * cairn_tree_keep_large_trees_mapped()), so a tree's nodes grow in place. */
#define CAIRN_TREE_MAPPED_BYTES (16u * 1024 * 1024)
/* An array growing past this many bytes jumps to CAIRN_TREE_MAPPED_BYTES. */
#define CAIRN_TREE_JUMP_BYTES   (1024u * 1024)
guint32          cairn_tree_grown_capacity (guint32 capacity);
/* For a copy of @source's first @n nodes made by hand: the engine
 * style's records of those nodes and the move lists (nothing in the seed
 * style). */
void             cairn_tree_copy_engine    (CairnTree       *copy,
                                            const CairnTree *source,
                                            guint32          n);
void             cairn_tree_grow           (CairnTree *tree);

static inline const CairnNode *
cairn_tree_get (const CairnTree *tree,
                guint32          index)
{
  return &tree->nodes[index];
}

guint32          cairn_tree_count_at_event (const CairnTree *tree,
                                            guint32          event);
gboolean         cairn_node_finished_at    (const CairnNode *node,
                                            guint32          event);
gboolean         cairn_node_ghosts_at      (const CairnNode *node,
                                            guint32          event);
CairnSide        cairn_node_side           (const CairnNode *node);
gboolean         cairn_node_is_max         (const CairnNode *node);
guint            cairn_node_n_ghosts       (const CairnNode *node);
const CairnGame *cairn_tree_game           (const CairnTree *tree);
void             cairn_tree_node_board     (const CairnTree *tree,
                                            guint32          index,
                                            CairnBoard      *board);
/* The moves of the node's position in search order (at the root, only
 * the settings' root move when there is one; in the engine style the
 * list as the node ordered it, where it made one), into @moves (room for
 * CAIRN_MAX_MOVES); returns how many. */
guint            cairn_tree_node_moves     (const CairnTree *tree,
                                            guint32          index,
                                            CairnMove       *moves);
/* The node's ghost moves (never searched), in order; returns how many. */
guint            cairn_tree_node_ghosts    (const CairnTree *tree,
                                            guint32          index,
                                            CairnMove       *moves);
/* The last @n_skipped moves of the node's list: what an event's cutoff or
 * prune left unsearched.  Returns @n_skipped. */
guint            cairn_tree_node_last_moves (const CairnTree *tree,
                                             guint32          index,
                                             guint            n_skipped,
                                             CairnMove       *moves);
/* @text_for_people: the game's move_to_text (SAN) rather than its
 * file notation; the move played into @index. */
char            *cairn_tree_node_move_text (const CairnTree *tree,
                                            guint32          index,
                                            gboolean         for_people);
guint32          cairn_tree_best_child     (const CairnTree *tree,
                                            guint32          index);
/* The node's null probe; CAIRN_NO_NODE where it made none. */
guint32          cairn_tree_probe_child    (const CairnTree *tree,
                                            guint32          index);
GArray          *cairn_tree_principal_variation (const CairnTree *tree);
guint32          cairn_tree_find_line      (const CairnTree *tree,
                                            const CairnMove *moves,
                                            guint            n_moves);
guint            cairn_tree_line_to        (const CairnTree *tree,
                                            guint32          index,
                                            CairnMove       *moves,
                                            guint            max_moves);
guint32          cairn_tree_subtree_size   (const CairnTree *tree,
                                            guint32          index);

/* THE rule, the one place it is written: with the window (@alpha, @beta)
 * the node was entered with, a horizon, terminal or draw leaf (or an open node)
 * is exact; otherwise value >= beta is a lower bound, value <= alpha an
 * upper bound, anything between exact.  The root's full window makes its
 * value exact; a null probe is judged by its own entry window. */
CairnBound       cairn_bound_of            (CairnNodeEnd end,
                                            int          alpha,
                                            int          beta,
                                            int          value);
/* cairn_bound_of() for a recorded node (its entry window, end and value). */
CairnBound       cairn_node_bound          (const CairnNode *node);
/* "exact", "lower", "upper": the JSON and file names. */
const char      *cairn_bound_to_string     (CairnBound bound);

const char      *cairn_node_end_to_string  (CairnNodeEnd end);
const char      *cairn_node_kind_to_string (CairnNodeKind kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnTree, cairn_tree_free)

G_END_DECLS
