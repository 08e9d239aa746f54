/* cairn-tree-mirror.h — keeping a copy of a growing search tree up to
 * date without copying it whole.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-tree.h"

G_BEGIN_DECLS

/* The longest path from the newest node to the root a mirror keeps: depth
 * limits stop far below (a node's ply is one byte). */
#define CAIRN_TREE_MIRROR_PATH_MAX 260

/* What a copy holds of its source, so that the next update of the same
 * copy brings over only what changed.  Zeroed: nothing is known (the
 * next update copies everything). */
typedef struct {
  const CairnTree *source;
  const CairnNode *copied_into;  /* the copy's nodes when it was made */
  guint32          n_copied;
  guint32          n_path;       /* G_MAXUINT32: too long, not kept */
  guint32          path[CAIRN_TREE_MIRROR_PATH_MAX];
  /* The engine style (SEARCH-RULES.md §4): the room of the copy's engine
   * records, and the move lists copied so far. */
  guint32          engine_capacity;
  guint32          n_moves_copied;
} CairnTreeMirror;

void cairn_tree_mirror_update (CairnTreeMirror *mirror,
                               CairnTree       *copy,
                               const CairnTree *source);
void cairn_tree_mirror_forget (CairnTreeMirror *mirror);

G_END_DECLS
