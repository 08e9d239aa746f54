/* cairn-cross-selection.c — the two panes' selections across (see
 * cairn-cross-selection.h).  Lessons and the banner's buttons choose each
 * pane's node themselves: only a pick by the user is carried across.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-cross-selection.h"
#include "cairn-format.h"
#include "cairn-node-text.h"
#include "cairn-tree-mirror.h"

struct _CairnCrossSelection {
  GObject    parent_instance;

  CairnPane *panes[2];   /* left, right */
};

G_DEFINE_FINAL_TYPE (CairnCrossSelection, cairn_cross_selection, G_TYPE_OBJECT)

/* The nodes of the other pane's search along the line of play to @node
 * of pane @from (its root first), as far as it followed the line by the
 * moment shown; returns the number of moves in the line. */
static guint
follow_line (CairnCrossSelection *self,
             guint        from,
             guint32      node,
             GArray      *path)
{
  const CairnTree *ta = cairn_pane_get_tree (self->panes[from]);
  const CairnTree *tb = cairn_pane_get_tree (self->panes[1 - from]);
  guint shown = cairn_pane_get_n_shown (self->panes[1 - from]);
  /* Longer than any search's line: the engine style's quiescence goes
   * past the depth limit (a tic-tac-toe bound, 27, used to be here). */
  CairnMove moves[CAIRN_TREE_MIRROR_PATH_MAX];
  guint n = cairn_tree_line_to (ta, node, moves, G_N_ELEMENTS (moves));

  for (guint k = 0; k <= n; k++)
    {
      guint32 found = cairn_tree_find_line (tb, moves, k);

      if (found == CAIRN_NO_NODE || cairn_tree_get (tb, found)->created_event >= shown)
        break;
      g_array_append_val (path, found);
    }
  return n;
}

/* Selecting a node in one pane marks the same line of play in the other,
 * as far as the other searched it, and says so under the inspector. */
static void
cross_highlight (CairnCrossSelection *self,
                 guint        from)
{
  CairnPane *a = self->panes[from], *b = self->panes[1 - from];
  const CairnSearch *sa = cairn_pane_get_search (a), *sb = cairn_pane_get_search (b);
  guint32 node = cairn_view_state_get_selected_node (cairn_pane_get_view_state (a));
  const char *other_mode = cairn_mode_to_title (cairn_pane_get_mode (b));
  g_autoptr (GArray) path = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autofree char *note = NULL;
  guint n;

  if (sa == NULL || sb == NULL || node == CAIRN_NO_NODE ||
      cairn_pane_get_tree (a) == NULL || cairn_pane_get_tree (b) == NULL)
    {
      cairn_tree_view_set_highlight (cairn_pane_get_tree_view (b), NULL, 0);
      cairn_pane_set_note (a, NULL);
      return;
    }
  n = follow_line (self, from, node, path);
  cairn_tree_view_set_highlight (cairn_pane_get_tree_view (b), (const guint32 *) (gpointer) path->data, path->len);

  if (path->len == n + 1)
    {
      guint32 there = g_array_index (path, guint32, n);
      g_autofree char *size_there = cairn_format_count (cairn_tree_subtree_size (cairn_pane_get_tree (b), there));
      g_autofree char *size_here = cairn_format_count (cairn_tree_subtree_size (cairn_pane_get_tree (a), node));

      note = g_strdup_printf (_("%s searched this line too (node %u, highlighted). Size of the subtree: %s there, %s here."),
                              other_mode, there, size_there, size_here);
    }
  else if (path->len > 0)
    note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s never reached this node: it follows the line only %u of %u move deep (highlighted).",
                                         "%s never reached this node: it follows the line only %u of %u moves deep (highlighted).",
                                         n),
                            other_mode, path->len - 1, n);
  cairn_pane_set_note (a, note);
}

/* A node the user picks in one pane is selected in the other too, found
 * by its line of play (the node numbers differ); where the other search
 * has no such node, the other pane says so.  (Lessons and the banner's
 * buttons choose each pane's node themselves.) */
static void
carry_pick (CairnCrossSelection *self,
            guint        from,
            guint32      node)
{
  CairnPane *a = self->panes[from], *b = self->panes[1 - from];
  const CairnSearch *sa = cairn_pane_get_search (a);
  g_autoptr (GArray) path = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autofree char *line = NULL;
  g_autofree char *note = NULL;
  guint n;

  if (sa == NULL || cairn_pane_get_search (b) == NULL || node == CAIRN_NO_NODE ||
      cairn_pane_get_tree (a) == NULL || cairn_pane_get_tree (b) == NULL)
    {
      cairn_pane_select_node (b, CAIRN_NO_NODE);
      return;
    }
  n = follow_line (self, from, node, path);
  if (path->len == n + 1)
    {
      cairn_pane_select_node (b, g_array_index (path, guint32, n));
      return;
    }
  cairn_pane_select_node (b, CAIRN_NO_NODE);
  line = cairn_node_text_line (cairn_pane_get_tree (a), node);
  /* Translators: %1$s a line of play ("X4 O0", "1. c6 Kd5"), %2$s the
   * other pane's search mode */
  note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "No node here has the line %1$s selected in %2$s: this search follows it only %3$u of %4$u move deep (highlighted).",
                                       "No node here has the line %1$s selected in %2$s: this search follows it only %3$u of %4$u moves deep (highlighted).",
                                       n),
                          line, cairn_mode_to_title (cairn_pane_get_mode (a)),
                          path->len > 0 ? path->len - 1 : 0, n);
  cairn_pane_set_note (b, note);
}

static void
on_left_picked (CairnCrossSelection *self,
                guint                node)
{
  carry_pick (self, 0, node);
}

static void
on_right_picked (CairnCrossSelection *self,
                 guint                node)
{
  carry_pick (self, 1, node);
}

static void
on_left_selected (CairnCrossSelection *self)
{
  cross_highlight (self, 0);
}

static void
on_right_selected (CairnCrossSelection *self)
{
  cross_highlight (self, 1);
}

void
cairn_cross_selection_refresh (CairnCrossSelection *self)
{
  g_return_if_fail (CAIRN_IS_CROSS_SELECTION (self));

  for (guint i = 0; i < 2; i++)
    if (cairn_view_state_get_selected_node (cairn_pane_get_view_state (self->panes[i])) != CAIRN_NO_NODE)
      cross_highlight (self, i);
}

static void
cairn_cross_selection_dispose (GObject *object)
{
  CairnCrossSelection *self = CAIRN_CROSS_SELECTION (object);

  g_clear_object (&self->panes[0]);
  g_clear_object (&self->panes[1]);
  G_OBJECT_CLASS (cairn_cross_selection_parent_class)->dispose (object);
}

static void
cairn_cross_selection_class_init (CairnCrossSelectionClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cairn_cross_selection_dispose;
}

static void
cairn_cross_selection_init (CairnCrossSelection *self)
{
}

CairnCrossSelection *
cairn_cross_selection_new (CairnPane *left,
                           CairnPane *right)
{
  CairnCrossSelection *self;

  g_return_val_if_fail (CAIRN_IS_PANE (left) && CAIRN_IS_PANE (right), NULL);

  self = g_object_new (CAIRN_TYPE_CROSS_SELECTION, NULL);
  self->panes[0] = g_object_ref (left);
  self->panes[1] = g_object_ref (right);
  /* Connected as the objects they are: the handlers go with this object,
   * which the panes may outlive. */
  g_signal_connect_object (cairn_pane_get_view_state (left), "notify::selected-node",
                           G_CALLBACK (on_left_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (cairn_pane_get_view_state (right), "notify::selected-node",
                           G_CALLBACK (on_right_selected), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (left, "node-picked", G_CALLBACK (on_left_picked), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (right, "node-picked", G_CALLBACK (on_right_picked), self, G_CONNECT_SWAPPED);
  return self;
}
