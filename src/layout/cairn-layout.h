/* cairn-layout.h — tidy layout of a recorded search tree.
 *
 * Layout units: 1.0 horizontally is the distance between two neighbouring
 * nodes; 1.0 vertically is one ply.  The painter maps units to pixels.
 *
 * Items are numbered so that a recorded node's item is the node's own index
 * (item i is node i for every node that exists at the chosen event); ghost
 * items follow the nodes.  A null probe sits at its true ply, so the edge
 * from its node spans the 1 + R plies of the probe; the layout keeps that
 * edge's column free at the skipped plies.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-tree.h"

G_BEGIN_DECLS

typedef struct _CairnLayout CairnLayout;

typedef struct {
  double x0, y0, x1, y1;
} CairnRect;

#define CAIRN_NO_ITEM G_MAXUINT32
#define CAIRN_ALL_EVENTS G_MAXUINT32

/* Half the horizontal room of a node and of a ghost, in layout units. */
#define CAIRN_LAYOUT_NODE_HALF_WIDTH  0.5
#define CAIRN_LAYOUT_GHOST_HALF_WIDTH 0.22

/* Plies of the focus node's subtree a focus view draws by default. */
#define CAIRN_LAYOUT_FOCUS_PLIES 2

/* One laid-out item: a recorded node, or a ghost (a move never searched). */
typedef struct {
  double  x, y;           /* centre, in layout units */
  guint32 node;           /* the tree node; for a ghost, its parent */
  guint32 parent_item;    /* CAIRN_NO_ITEM for the root */
  CairnMove ghost_move;   /* the ghost's move; CAIRN_NO_MOVE for real nodes and folds */
  guint32 folded;         /* a fold: how many ghosts it stands for; else 0 */
} CairnLayoutItem;

/* The half width a figure's words need around @item (a node, a ghost or
 * a fold), in layout units; with @under, the half width of what it draws
 * one ply under it (a depth cut's or a stub's fan and count).  Less than
 * the default room leaves the default. */
typedef double (*CairnLayoutRoomFunc) (const CairnLayoutItem *item,
                                       guint32                index,
                                       gboolean               under,
                                       gpointer               data);

typedef struct {
  gboolean show_ghosts;
  guint32  at_event;      /* CAIRN_ALL_EVENTS: the tree as recorded so far */
  /* Focus view: only the path from the root to @focus_node, the children
   * of every node on it, and @focus_node's subtree down to @focus_plies
   * levels below it.  Every other subtree is left out and its root shown
   * as a stub (cairn_layout_get_stub ()).  CAIRN_NO_NODE: the whole tree.
   * A focus node not recorded yet at @at_event focuses on its deepest
   * recorded ancestor. */
  guint32  focus_node;
  guint    focus_plies;
  /* A figure's dense ghosts: a node with more than @fold_ghosts_above
   * unsearched moves (0: never) lays out its first @fold_ghosts_keep of
   * them and one fold, an item as wide as a node, for the rest. */
  guint    fold_ghosts_above;
  guint    fold_ghosts_keep;
  /* A figure's words: room for each item beyond its mark (NULL: every
   * item its default half width, as the window draws). */
  CairnLayoutRoomFunc room;
  gpointer            room_data;
  /* A depth cut's counts (@n_cut entries by node, NULL: none): a node
   * with cut[node] > 0 keeps the ply under it clear for its fan and
   * count, as a focus view's stub does. */
  const guint32      *cut;
  guint32             n_cut;
} CairnLayoutOptions;

/* What a stub's hidden nodes hold, for its marks. */
typedef enum {
  CAIRN_STUB_PROBE = 1 << 0,   /* a null probe */
  CAIRN_STUB_PRUNE = 1 << 1,   /* a null-move prune (finished at the event) */
} CairnStubFlags;


void                   cairn_layout_options_init (CairnLayoutOptions *options);
CairnLayout           *cairn_layout_new          (const CairnTree          *tree,
                                                  const CairnLayoutOptions *options);
/* Lays @tree out again, reusing @layout's memory: the cheap way to follow
 * a growing tree or a moving event, frame by frame. */
void                   cairn_layout_update       (CairnLayout              *layout,
                                                  const CairnTree          *tree,
                                                  const CairnLayoutOptions *options);
void                   cairn_layout_free         (CairnLayout *layout);
guint32                cairn_layout_get_n_items  (const CairnLayout *layout);
/* Recorded nodes laid out (items 0 .. n_nodes-1); the rest are ghosts. */
guint32                cairn_layout_get_n_nodes  (const CairnLayout *layout);
guint32                cairn_layout_get_at_event (const CairnLayout *layout);
const CairnLayoutItem *cairn_layout_get_item     (const CairnLayout *layout,
                                                  guint32            item);
/* Children of an item in drawing order (probe, moves, ghosts):
 * first_child then next_sibling until CAIRN_NO_ITEM. */
guint32                cairn_layout_get_first_child (const CairnLayout *layout,
                                                     guint32            item);
guint32                cairn_layout_get_next_sibling (const CairnLayout *layout,
                                                      guint32            item);
/* The item of @node, or CAIRN_NO_ITEM when it is not laid out (not
 * recorded yet, or left out by a focus view). */
guint32                cairn_layout_item_for_node (const CairnLayout *layout,
                                                   guint32            node);
/* Whether @item is laid out: always, except items a focus view leaves out. */
gboolean               cairn_layout_item_shown   (const CairnLayout *layout,
                                                  guint32            item);
/* How many recorded nodes are laid out (all but what a focus leaves out),
 * and how many a focus view leaves out under its stubs. */
guint32                cairn_layout_get_n_shown  (const CairnLayout *layout);
guint32                cairn_layout_get_n_left_out (const CairnLayout *layout);
/* The focus node of a focus view, or CAIRN_NO_NODE for the whole tree. */
guint32                cairn_layout_get_focus    (const CairnLayout *layout);
/* Whether @item is a stub: a node drawn without the @count (> 0) nodes
 * below it; @flags (CairnStubFlags) says what they hold.  Its hidden nodes
 * are the node indices item + 1 … item + count. */
gboolean               cairn_layout_get_stub     (const CairnLayout *layout,
                                                  guint32            item,
                                                  guint32           *count,
                                                  guint             *flags);
/* The extent of all items, each counted with its half width; empty
 * (all zero) for an empty tree. */
void                   cairn_layout_get_bounds   (const CairnLayout *layout,
                                                  CairnRect         *bounds);
/* The centres of @item and its descendants, widened by their half widths. */
void                   cairn_layout_get_subtree_bounds (const CairnLayout *layout,
                                                        guint32            item,
                                                        CairnRect         *bounds);
/* The item whose centre lies within @radius layout units of (x, y), or
 * CAIRN_NO_ITEM; the nearest one when several do. */
guint32                cairn_layout_hit_test     (const CairnLayout *layout,
                                                  double             x,
                                                  double             y,
                                                  double             radius);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnLayout, cairn_layout_free)

G_END_DECLS
