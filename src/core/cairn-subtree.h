/* cairn-subtree.h — lines of play written as text, and part of a recorded
 * tree copied out for a figure.
 *
 * The move text of a node and the parsing of a typed line (--root, --mark,
 * --highlight) go through these two functions only, so a game with other
 * move names changes them here and nowhere else.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-tree.h"

G_BEGIN_DECLS

#define CAIRN_LINE_ERROR (cairn_line_error_quark ())
GQuark cairn_line_error_quark (void);

typedef enum {
  CAIRN_LINE_ERROR_SYNTAX,      /* not a move of the game */
  CAIRN_LINE_ERROR_ILLEGAL,     /* not a legal move where it is played */
  CAIRN_LINE_ERROR_NOT_SEARCHED,/* legal, but the search never played it */
} CairnLineError;

/* The text of the move that led to @node ("4"), or "" for the root and for
 * a null probe. */
void     cairn_node_move_text (const CairnTree *tree,
                               guint32          node,
                               char            *buf,
                               gsize            size);
/* The node of @tree reached from its root by @text, moves separated by
 * commas ("4,0"); "" is the root.  On failure the error message says
 * which move is wrong and why, without naming any option. */
gboolean cairn_line_parse     (const CairnTree *tree,
                               const char      *text,
                               guint32         *node,
                               GError         **error);

/* The line from the root to @node as cairn_line_parse () reads it
 * ("4,0"; "" for the root); NULL when it passes through a null probe. */
char    *cairn_node_line_text (const CairnTree *tree,
                               guint32          node);

/* The same line for people: each mark with its side for numbered cells
 * ("X4 O0", "--" a pass), SAN with move numbers for chess ("1. Kf6 Ke8
 * 2. e7", "1… Ke8" when Black begins); NULL for the root. */
char    *cairn_node_line_san  (const CairnTree *tree,
                               guint32          node);

/* Part of a recorded tree. */
typedef struct {
  CairnTree *tree;        /* the nodes kept, renumbered; root is node 0 */
  guint32   *map;         /* old index → new index, CAIRN_NO_NODE when left out;
                           * indexed from 0 over the whole source tree */
  guint32   *hidden;      /* per new node: descendants left out below it */
  guint32    n_hidden;    /* all nodes left out under the cut */
  guint32    n_source;    /* length of map */
} CairnSubtree;

/* The subtree under @root, down to @max_plies plies below it (0: all),
 * with only the nodes that exist once @at_event has happened
 * (CAIRN_ALL_EVENTS: all).  Nodes at the cut lose their ghost moves: what
 * lies below them is counted in hidden[] instead. */
CairnSubtree *cairn_subtree_new  (const CairnTree *tree,
                                  guint32          root,
                                  guint            max_plies,
                                  guint32          at_event);
/* keep[] values of cairn_subtree_new_kept (). */
enum {
  CAIRN_SUBTREE_DROP = 0,        /* counted under the kept node above it */
  CAIRN_SUBTREE_KEEP = 1,        /* drawn, its unsearched moves not */
  CAIRN_SUBTREE_KEEP_GHOSTS = 2, /* drawn with its unsearched moves */
};

/* The same with only the nodes @keep (one per node of @tree; NULL: all)
 * marks, each of whose parents must be kept too; with @probes, the null
 * probe of every node kept is kept too, though a depth cut leaves it
 * below. */
CairnSubtree *cairn_subtree_new_kept (const CairnTree *tree,
                                      guint32          root,
                                      guint            max_plies,
                                      gboolean         probes,
                                      const guint8    *keep,
                                      guint32          at_event);
void          cairn_subtree_free (CairnSubtree *subtree);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnSubtree, cairn_subtree_free)

G_END_DECLS
