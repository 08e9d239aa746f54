/* cairn-iterations.c — the trees of iterative deepening, by event.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-iterations.h"

gboolean
cairn_iterations_in (const CairnSearch *search)
{
  return search != NULL && (cairn_search_get_settings (search)->engine_parts & CAIRN_PART_ID) != 0;
}

guint
cairn_iterations_at_event (const CairnSearch *search,
                           guint32            event)
{
  guint n;

  if (search == NULL)
    return 0;
  if (!cairn_iterations_in (search))
    return 1;
  /* Each iteration's root is its first node, made by the event that
   * begins it: a dozen trees at most. */
  n = cairn_search_n_iteration_trees (search);
  for (guint i = n; i > 1; i--)
    {
      const CairnTree *tree = cairn_search_get_iteration_tree (search, i - 1);

      if (tree->n_nodes > 0 && cairn_tree_get (tree, 0)->created_event <= event)
        return i;
    }
  return 1;
}

const CairnTree *
cairn_iterations_tree_at_event (const CairnSearch *search,
                                guint32            event)
{
  guint i;

  if (!cairn_iterations_in (search))
    return search != NULL ? cairn_search_get_tree (search) : NULL;
  i = cairn_iterations_at_event (search, event);
  if (i == 0 || i > cairn_search_n_iteration_trees (search))
    return cairn_search_get_tree (search);
  return cairn_search_get_iteration_tree (search, i - 1);
}
