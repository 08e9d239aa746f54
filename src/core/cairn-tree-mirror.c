/* cairn-tree-mirror.c — keeping a copy of a growing search tree up to
 * date without copying it whole.
 *
 * A search creates its nodes depth first and afterwards writes only its
 * open nodes (values, ends, flags, the first child) and the newest child
 * of an open node (its next sibling, a null probe's flag).  All of those
 * lie on the path from the newest node to the root.  So what changed in
 * the source since a copy was made from it is that path as it was then,
 * and the nodes added since: a few hundred bytes and the new nodes, where
 * a whole copy of Kiwipete's 895k-node tree is 28 MB.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-tree-mirror.h"

/* Whether @copy still holds @source as it was at the last update: the
 * same tree into the same memory, and the source did not shrink (its
 * search started over; one that grew again past the copy is caught by
 * the last node copied, made anew at another event or place).  That
 * node's own fields written once, at its creation, are compared: the
 * others change as it finishes. */
static gboolean
still_mirrors (const CairnTreeMirror *mirror,
               const CairnTree       *copy,
               const CairnTree       *source)
{
  guint32 last = mirror->n_copied - 1;

  return mirror->source == source && mirror->copied_into == copy->nodes &&
         mirror->n_path != G_MAXUINT32 && mirror->n_copied > 0 &&
         mirror->n_copied <= source->n_nodes && copy->n_nodes == mirror->n_copied &&
         copy->nodes[last].created_event == source->nodes[last].created_event &&
         copy->nodes[last].parent == source->nodes[last].parent;
}

/* Makes @copy (whose capacity holds @source's nodes) equal to @source,
 * copying only what changed when @mirror says what @copy holds.  The
 * position and settings are the caller's to copy. */
void
cairn_tree_mirror_update (CairnTreeMirror *mirror,
                          CairnTree       *copy,
                          const CairnTree *source)
{
  guint32 n = source->n_nodes;
  guint32 from = 0;

  gboolean still;

  g_return_if_fail (copy->capacity >= n);

  still = still_mirrors (mirror, copy, source);
  if (still)
    {
      for (guint32 i = 0; i < mirror->n_path; i++)
        copy->nodes[mirror->path[i]] = source->nodes[mirror->path[i]];
      from = mirror->n_copied;
    }
  memcpy (copy->nodes + from, source->nodes + from, (gsize) (n - from) * sizeof (CairnNode));
  copy->n_nodes = n;

  /* The engine style's records change where the nodes do: on the path
   * to the newest node (its flags, depth, table entry and move list) and
   * past the last copy; its move lists only grow. */
  if (source->engine != NULL)
    {
      guint moves_from = 0;

      if (mirror->engine_capacity < copy->capacity || copy->engine == NULL)
        {
          copy->engine = g_renew (CairnNodeEngine, copy->engine, MAX (copy->capacity, 1));
          mirror->engine_capacity = copy->capacity;
        }
      if (still)
        for (guint32 i = 0; i < mirror->n_path; i++)
          copy->engine[mirror->path[i]] = source->engine[mirror->path[i]];
      memcpy (copy->engine + from, source->engine + from, (gsize) (n - from) * sizeof (CairnNodeEngine));
      if (copy->engine_moves == NULL)
        copy->engine_moves = g_array_new (FALSE, FALSE, sizeof (CairnMove));
      if (still && copy->engine_moves->len == mirror->n_moves_copied)
        moves_from = mirror->n_moves_copied;
      g_array_set_size (copy->engine_moves, moves_from);
      if (source->engine_moves != NULL && source->engine_moves->len > moves_from)
        g_array_append_vals (copy->engine_moves, &g_array_index (source->engine_moves, CairnMove, moves_from),
                             source->engine_moves->len - moves_from);
      mirror->n_moves_copied = copy->engine_moves->len;
    }
  else if (copy->engine != NULL)
    {
      /* Another search's tree in the same memory: no engine records. */
      g_clear_pointer (&copy->engine, g_free);
      g_clear_pointer (&copy->engine_moves, g_array_unref);
      mirror->engine_capacity = 0;
    }

  mirror->source = source;
  mirror->copied_into = copy->nodes;
  mirror->n_copied = n;
  mirror->n_path = 0;
  for (guint32 i = n > 0 ? n - 1 : CAIRN_NO_NODE; i != CAIRN_NO_NODE; i = source->nodes[i].parent)
    {
      if (mirror->n_path == CAIRN_TREE_MIRROR_PATH_MAX)
        {
          mirror->n_path = G_MAXUINT32;
          break;
        }
      mirror->path[mirror->n_path++] = i;
    }
}

/* The next update copies everything: the source may be another tree at
 * the same address. */
void
cairn_tree_mirror_forget (CairnTreeMirror *mirror)
{
  /* The room the copy's engine records have stays theirs. */
  guint32 engine_capacity = mirror->engine_capacity;

  memset (mirror, 0, sizeof *mirror);
  mirror->engine_capacity = engine_capacity;
}
