/* cairn-subtree.c — move text, typed lines, and subtrees for figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-game.h"
#include "cairn-subtree.h"

G_DEFINE_QUARK (cairn-line-error-quark, cairn_line_error)

/* The move text is the game's file notation ("4", "e2e4"): what
 * cairn_line_parse () reads back. */
void
cairn_node_move_text (const CairnTree *tree,
                      guint32          node,
                      char            *buf,
                      gsize            size)
{
  const CairnNode *n;
  g_autofree char *text = NULL;

  g_return_if_fail (tree != NULL && buf != NULL && size > 0);
  g_return_if_fail (node < tree->n_nodes);

  n = cairn_tree_get (tree, node);
  if (n->parent == CAIRN_NO_NODE || n->move == CAIRN_NO_MOVE)
    {
      buf[0] = '\0';
      return;
    }
  text = cairn_tree_node_move_text (tree, node, FALSE);
  g_strlcpy (buf, text, size);
}

char *
cairn_node_line_text (const CairnTree *tree,
                      guint32          node)
{
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (tree != NULL && node < tree->n_nodes, NULL);

  for (guint32 i = node; cairn_tree_get (tree, i)->parent != CAIRN_NO_NODE;
       i = cairn_tree_get (tree, i)->parent)
    {
      char move[32];

      if (cairn_tree_get (tree, i)->kind == CAIRN_NODE_NULL_PROBE)
        {
          g_string_free (out, TRUE);
          return NULL;
        }
      cairn_node_move_text (tree, i, move, sizeof move);
      g_ptr_array_add (moves, g_strdup (move));
    }
  for (guint k = moves->len; k-- > 0;)
    {
      g_string_append (out, g_ptr_array_index (moves, k));
      if (k > 0)
        g_string_append_c (out, ',');
    }
  return g_string_free (out, FALSE);
}

char *
cairn_node_line_san (const CairnTree *tree,
                     guint32          node)
{
  const CairnGame *game = cairn_tree_game (tree);
  g_autoptr (GPtrArray) path = g_ptr_array_new ();
  GString *text;
  guint move_number = 1;
  gboolean white = tree->root_position.to_move == CAIRN_SIDE_X;

  if (node == 0)
    return NULL;
  for (guint32 i = node; i != 0 && i != CAIRN_NO_NODE; i = cairn_tree_get (tree, i)->parent)
    g_ptr_array_insert (path, 0, GUINT_TO_POINTER (i));

  text = g_string_new (NULL);
  /* Numbered cells read best with the side that marks them: "X4 O0";
   * so do the columns of a game without chess's move numbers (Connect
   * Four's "X4 O3"). */
  if (game->numbered_moves || !(game->flags & CAIRN_GAME_CHEQUERED))
    {
      for (guint k = 0; k < path->len; k++)
        {
          guint32 i = GPOINTER_TO_UINT (g_ptr_array_index (path, k));
          const CairnNode *n = cairn_tree_get (tree, i);

          if (k > 0)
            g_string_append_c (text, ' ');
          if (n->kind == CAIRN_NODE_NULL_PROBE)
            g_string_append (text, "--");
          else
            {
              g_autofree char *move = cairn_tree_node_move_text (tree, i, TRUE);

              g_string_append (text, cairn_game_side_name (game, cairn_side_other (cairn_node_side (n))));
              g_string_append (text, move);
            }
        }
      return g_string_free (text, FALSE);
    }
  if (!white)
    g_string_append_printf (text, "%u…", move_number);
  for (guint k = 0; k < path->len; k++)
    {
      guint32 i = GPOINTER_TO_UINT (g_ptr_array_index (path, k));
      const CairnNode *n = cairn_tree_get (tree, i);

      if (white)
        g_string_append_printf (text, text->len ? " %u. " : "%u. ", move_number);
      else if (k > 0 || text->len > 0)
        g_string_append_c (text, ' ');
      if (n->kind == CAIRN_NODE_NULL_PROBE)
        /* A pass, as chess programs write a null move. */
        g_string_append (text, "--");
      else
        {
          g_autofree char *san = cairn_tree_node_move_text (tree, i, TRUE);

          g_string_append (text, san);
        }
      if (!white)
        move_number++;
      white = !white;
    }
  return g_string_free (text, FALSE);
}

gboolean
cairn_line_parse (const CairnTree *tree,
                  const char      *text,
                  guint32         *node,
                  GError         **error)
{
  const CairnGame *game;
  g_auto (GStrv) parts = NULL;
  g_autoptr (GString) so_far = g_string_new (NULL);
  guint32 at = 0;

  g_return_val_if_fail (tree != NULL && text != NULL && node != NULL, FALSE);
  g_return_val_if_fail (tree->n_nodes > 0, FALSE);

  game = cairn_tree_game (tree);
  parts = g_strsplit (text, ",", -1);
  for (guint k = 0; parts[k] != NULL; k++)
    {
      const char *token = g_strstrip (parts[k]);
      guint32 found = CAIRN_NO_NODE;
      CairnMove moves[CAIRN_MAX_MOVES];
      CairnBoard board;
      CairnMove move;
      CairnSide side;
      gboolean legal = FALSE;
      guint n;
      g_autofree char *written = NULL;

      if (*token == '\0' && parts[1] == NULL)
        break;  /* "": the root */
      cairn_tree_node_board (tree, at, &board);
      side = cairn_node_side (cairn_tree_get (tree, at));
      if (game->numbered_moves)
        {
          guint64 v;

          /* Cells are numbers whether or not they are free: say "not a
           * move" only for what names no cell at all. */
          if (!g_ascii_string_to_unsigned (token, 10, 0, game->width * game->height - 1, &v, NULL))
            {
              g_set_error (error, CAIRN_LINE_ERROR, CAIRN_LINE_ERROR_SYNTAX,
                           _("“%s” is not a move: moves are cells 0 to %u, separated by commas"),
                           token, game->width * game->height - 1);
              return FALSE;
            }
          move = (CairnMove) v;
        }
      else
        {
          g_autoptr (GError) why = NULL;

          /* The game says how its moves are written. */
          if (!game->parse_move (&board, side, token, &move, &why))
            {
              if (so_far->len == 0)
                g_set_error_literal (error, CAIRN_LINE_ERROR, CAIRN_LINE_ERROR_ILLEGAL, why->message);
              else
                /* Translators: "after e2e4: “Kx9” is not a legal move here; …", the moves so far, then the game’s reason */
                g_set_error (error, CAIRN_LINE_ERROR, CAIRN_LINE_ERROR_ILLEGAL, _("after %s: %s"),
                             so_far->str, why->message);
              return FALSE;
            }
        }
      n = cairn_tree_node_moves (tree, at, moves);
      for (guint i = 0; i < n; i++)
        legal |= moves[i] == move;
      written = game->move_to_string (move);
      if (!legal && !game->numbered_moves)
        {
          /* Legal in the game, but not among the moves the root was
           * restricted to. */
          g_set_error (error, CAIRN_LINE_ERROR, CAIRN_LINE_ERROR_NOT_SEARCHED,
                       _("the search never played %s: a cutoff or a null-move prune skipped it, or the game was over"),
                       written);
          return FALSE;
        }
      if (!legal)
        {
          if (so_far->len == 0)
            g_set_error (error, CAIRN_LINE_ERROR, CAIRN_LINE_ERROR_ILLEGAL,
                         _("cell %u is not a legal move in the position searched"), (guint) move);
          else
            g_set_error (error, CAIRN_LINE_ERROR, CAIRN_LINE_ERROR_ILLEGAL,
                         _("cell %u is not a legal move after %s"), (guint) move, so_far->str);
          return FALSE;
        }
      if (so_far->len > 0)
        g_string_append_c (so_far, ',');
      g_string_append (so_far, written);
      /* Where a re-search played the move twice, the later node decides. */
      for (guint32 c = cairn_tree_get (tree, at)->first_child; c != CAIRN_NO_NODE;
           c = cairn_tree_get (tree, c)->next_sibling)
        if (cairn_tree_get (tree, c)->move == move &&
            cairn_tree_get (tree, c)->kind != CAIRN_NODE_NULL_PROBE)
          found = c;
      if (found == CAIRN_NO_NODE)
        {
          g_set_error (error, CAIRN_LINE_ERROR, CAIRN_LINE_ERROR_NOT_SEARCHED,
                       _("the search never played %s: a cutoff or a null-move prune skipped it, or the game was over"),
                       so_far->str);
          return FALSE;
        }
      at = found;
    }
  *node = at;
  return TRUE;
}

CairnSubtree *
cairn_subtree_new (const CairnTree *tree,
                   guint32          root,
                   guint            max_plies,
                   guint32          at_event)
{
  return cairn_subtree_new_kept (tree, root, max_plies, FALSE, NULL, at_event);
}

CairnSubtree *
cairn_subtree_new_kept (const CairnTree *tree,
                        guint32          root,
                        guint            max_plies,
                        gboolean         probes,
                        const guint8    *keep,
                        guint32          at_event)
{
  CairnSubtree *sub;
  const CairnNode *r;
  CairnPosition position;
  guint32 size, end, n = 0, *tail, *keeper;

  g_return_val_if_fail (tree != NULL && root < tree->n_nodes, NULL);

  r = cairn_tree_get (tree, root);
  size = cairn_tree_subtree_size (tree, root);
  end = MIN (root + size, cairn_tree_count_at_event (tree, at_event));
  if (end <= root)
    end = root + 1;

  position = tree->root_position;
  cairn_tree_node_board (tree, root, &position.board);
  position.to_move = cairn_node_side (r);

  sub = g_new0 (CairnSubtree, 1);
  sub->n_source = tree->n_nodes;
  sub->map = g_new (guint32, tree->n_nodes);
  for (guint32 i = 0; i < tree->n_nodes; i++)
    sub->map[i] = CAIRN_NO_NODE;
  sub->tree = cairn_tree_new (&position, &tree->settings);
  /* The root restriction belongs to the real root's move list only. */
  if (root != 0)
    sub->tree->settings.root_move = CAIRN_NO_MOVE;
  sub->tree->nodes = g_new (CairnNode, end - root);
  sub->tree->capacity = end - root;
  /* The engine style's records go with their nodes; the move lists they
   * point into, whole. */
  if (tree->engine != NULL)
    {
      sub->tree->engine = g_new (CairnNodeEngine, end - root);
      if (tree->engine_moves != NULL)
        sub->tree->engine_moves = g_array_copy (tree->engine_moves);
    }
  sub->hidden = g_new0 (guint32, end - root);
  tail = g_new (guint32, end - root);
  /* keeper[i - root]: the nearest node kept at or above i. */
  keeper = g_new (guint32, end - root);

  for (guint32 i = root; i < end; i++)
    {
      const CairnNode *src = cairn_tree_get (tree, i);
      guint rel = src->ply - r->ply;
      /* A drawn node's null probe is drawn with it, though it stands R
       * plies lower: it is why the node pruned or did not. */
      gboolean probe_of_drawn = probes && src->kind == CAIRN_NODE_NULL_PROBE && src->parent >= root &&
                                sub->map[src->parent] != CAIRN_NO_NODE;
      gboolean cut = max_plies > 0 && rel > max_plies && !probe_of_drawn;

      if (i != root && (cut || (keep != NULL && keep[i] == 0)))
        {
          guint32 k = keeper[src->parent - root];

          keeper[i - root] = k;
          sub->hidden[k]++;
          sub->n_hidden++;
          continue;
        }

      CairnNode *dst = &sub->tree->nodes[n];

      *dst = *src;
      if (tree->engine != NULL)
        sub->tree->engine[n] = tree->engine[i];
      dst->ply = (guint8) rel;
      dst->first_child = dst->next_sibling = CAIRN_NO_NODE;
      tail[n] = CAIRN_NO_NODE;
      if (i == root)
        {
          dst->parent = CAIRN_NO_NODE;
          dst->kind = CAIRN_NODE_ROOT;
        }
      else
        {
          guint32 p = sub->map[src->parent];

          dst->parent = p;
          if (tail[p] == CAIRN_NO_NODE)
            sub->tree->nodes[p].first_child = n;
          else
            sub->tree->nodes[tail[p]].next_sibling = n;
          tail[p] = n;
        }
      /* What lies below the cut is counted, not drawn as ghosts. */
      if ((max_plies > 0 && rel >= max_plies) || probe_of_drawn)
        dst->n_ghosts = 0;
      /* A kept set draws the ghosts only where it asks for them. */
      if (keep != NULL && keep[i] < CAIRN_SUBTREE_KEEP_GHOSTS)
        dst->n_ghosts = 0;
      sub->map[i] = n;
      keeper[i - root] = n;
      n++;
    }
  sub->tree->n_nodes = n;
  g_free (tail);
  g_free (keeper);
  return sub;
}

void
cairn_subtree_free (CairnSubtree *subtree)
{
  if (subtree == NULL)
    return;
  cairn_tree_free (subtree->tree);
  g_free (subtree->map);
  g_free (subtree->hidden);
  g_free (subtree);
}
