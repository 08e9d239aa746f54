/* cairn-node-text.c — what a node is, and why it ended as it did.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-event-text.h"
#include "cairn-node-text.h"

/* The game's grid row by row, X, O, chess men as FEN letters and · (an
 * empty square), for a monospace label. */
char *
cairn_node_text_board (const CairnTree *tree,
                       guint32          node)
{
  static const char * const glyphs[] = {
    [CAIRN_PIECE_NONE] = "·",
    [CAIRN_PIECE_X] = "X",
    [CAIRN_PIECE_O] = "O",
    [CAIRN_PIECE_WHITE_KING] = "K",
    [CAIRN_PIECE_WHITE_QUEEN] = "Q",
    [CAIRN_PIECE_WHITE_PAWN] = "P",
    [CAIRN_PIECE_BLACK_KING] = "k",
    [CAIRN_PIECE_BLACK_QUEEN] = "q",
    [CAIRN_PIECE_BLACK_PAWN] = "p",
  };
  const CairnGame *game = cairn_tree_game (tree);
  CairnBoard board;
  GString *text = g_string_new (NULL);

  cairn_tree_node_board (tree, node, &board);
  for (guint row = 0; row < game->height; row++)
    for (guint column = 0; column < game->width; column++)
      {
        g_string_append (text, glyphs[game->piece_at (&board, column, row)]);
        if (column + 1 < game->width)
          g_string_append_c (text, ' ');
        else if (row + 1 < game->height)
          g_string_append_c (text, '\n');
      }
  return g_string_free (text, FALSE);
}

char *
cairn_node_text_title (const CairnTree *tree,
                       guint32          node)
{
  const CairnNode *n = cairn_tree_get (tree, node);
  const char *side = cairn_side_to_string (cairn_node_side (n));
  const char *mover = cairn_side_to_string (cairn_side_other (cairn_node_side (n)));

  switch ((CairnNodeKind) n->kind)
    {
    case CAIRN_NODE_ROOT:
      return g_strdup_printf (_("Node %u: the root, %s to move"), node, side);
    case CAIRN_NODE_NULL_PROBE:
      return g_strdup_printf (_("Node %u: null probe — %s passes, %s to move, ply %u"),
                              node, mover, side, n->ply);
    case CAIRN_NODE_MOVE:
    default:
      if (cairn_tree_game (tree)->numbered_moves)
        return g_strdup_printf (_("Node %u: %s plays cell %u, ply %u"), node, mover, n->move, n->ply);
      {
        g_autofree char *move = cairn_node_move_to_string (tree, node);

        return g_strdup_printf (_("Node %u: %s plays %s, ply %u"), node, mover, move, n->ply);
      }
    }
}

static guint32
probe_child (const CairnTree *tree,
             guint32          node)
{
  for (guint32 c = cairn_tree_get (tree, node)->first_child; c != CAIRN_NO_NODE;
       c = cairn_tree_get (tree, c)->next_sibling)
    if (cairn_tree_get (tree, c)->kind == CAIRN_NODE_NULL_PROBE)
      return c;
  return CAIRN_NO_NODE;
}

static char *
explain_end (const CairnTree *tree,
             guint32          node)
{
  const CairnNode *n = cairn_tree_get (tree, node);
  gboolean max = cairn_node_is_max (n);
  guint n_ghosts = cairn_node_n_ghosts (n);
  g_autofree char *value = cairn_value_to_string (n->value);
  g_autofree char *alpha = cairn_value_to_string (n->alpha);
  g_autofree char *beta = cairn_value_to_string (n->beta);
  g_autofree char *cells = NULL;
  CairnMove ghosts[CAIRN_MAX_MOVES];

  cells = cairn_moves_to_string (tree, node, ghosts, cairn_tree_node_ghosts (tree, node, ghosts));

  switch ((CairnNodeEnd) n->end)
    {
    case CAIRN_END_EXACT:
      return g_strdup_printf (_("Every move was searched; the best one for %s gives %s."),
                              cairn_side_to_string (cairn_node_side (n)), value);
    case CAIRN_END_CUTOFF:
      return max
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "Alpha-beta cutoff: a move reached %s ≥ β = %s, which O would never allow, so %u move (cell %s) was never searched.",
                                        "Alpha-beta cutoff: a move reached %s ≥ β = %s, which O would never allow, so %u moves (cells %s) were never searched.",
                                        n_ghosts),
                           value, beta, n_ghosts, cells)
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "Alpha-beta cutoff: a move reached %s ≤ α = %s, which X would never allow, so %u move (cell %s) was never searched.",
                                        "Alpha-beta cutoff: a move reached %s ≤ α = %s, which X would never allow, so %u moves (cells %s) were never searched.",
                                        n_ghosts),
                           value, alpha, n_ghosts, cells);
    case CAIRN_END_NULL_PRUNED:
      {
        guint32 probe = probe_child (tree, node);
        g_autofree char *probe_value =
          cairn_value_to_string (probe != CAIRN_NO_NODE ? cairn_tree_get (tree, probe)->value : n->value);

        return max
          ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Null-move prune: even after passing, X kept %s ≥ β = %s, so the node returns %s and its %u move (cell %s) was never searched.",
                                          "Null-move prune: even after passing, X kept %s ≥ β = %s, so the node returns %s and its %u moves (cells %s) were never searched.",
                                          n_ghosts),
                             probe_value, beta, value, n_ghosts, cells)
          : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Null-move prune: even after passing, O kept %s ≤ α = %s, so the node returns %s and its %u move (cell %s) was never searched.",
                                          "Null-move prune: even after passing, O kept %s ≤ α = %s, so the node returns %s and its %u moves (cells %s) were never searched.",
                                          n_ghosts),
                             probe_value, alpha, value, n_ghosts, cells);
      }
    case CAIRN_END_NULL_VERIFIED:
      return g_strdup_printf (_("The null probe suggested a cut; a search one ply shallower confirmed it, so the node returns %s."),
                              value);
    case CAIRN_END_HEURISTIC:
      return g_strdup_printf (_("The horizon: no more plies may be searched here, so the line-counting heuristic gives %s."),
                              value);
    case CAIRN_END_TERMINAL:
      if (n->value > 0)
        return g_strdup_printf (_("Game over: X has three in a row, value %s (10 minus the ply: a faster win scores higher). A guess at the horizon can score more than a win: that is how this scoring works, not a search error."), value);
      if (n->value < 0)
        return g_strdup_printf (_("Game over: O has three in a row, value %s (the ply minus 10: a faster win scores lower). A guess at the horizon can score below a win: that is how this scoring works, not a search error."), value);
      return g_strdup (_("Game over: the board is full without a winner, value 0."));
    case CAIRN_END_OPEN:
    default:
      return g_strdup (_("Still being searched."));
    }
}

/* The inspector text for @node as of @at_event (CAIRN_NO_NODE for "now"). */
char *
cairn_node_text_explain (const CairnTree *tree,
                         guint32          node,
                         guint32          at_event)
{
  const CairnNode *n = cairn_tree_get (tree, node);
  g_autofree char *alpha = cairn_value_to_string (n->alpha);
  g_autofree char *beta = cairn_value_to_string (n->beta);
  g_autofree char *value = cairn_value_to_string (n->value);
  g_autofree char *end = NULL;
  GString *text = g_string_new (NULL);
  gboolean finished = cairn_node_finished_at (n, at_event);

  g_string_append (text, cairn_node_is_max (n)
                   ? _("X is to move and picks the highest value.")
                   : _("O is to move and picks the lowest value."));
  g_string_append_c (text, '\n');
  g_string_append_printf (text, _("Window on entry: α = %s, β = %s."), alpha, beta);
  g_string_append_c (text, '\n');
  if (finished)
    {
      g_string_append_printf (text, _("Value: %s."), value);
      g_string_append_c (text, '\n');
      end = explain_end (tree, node);
    }
  else
    end = g_strdup (_("Still being searched at this moment."));
  g_string_append (text, end);

  if (n->kind == CAIRN_NODE_NULL_PROBE)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, _("A null probe searches the same board as if the other side had passed, a few plies shallower, to test whether the position is so good that its moves need no search."));
      if (finished && (n->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH))
        {
          g_string_append_c (text, ' ');
          /* A probe fails high under a max node, low under a min node. */
          g_string_append (text, cairn_node_is_max (cairn_tree_get (tree, n->parent))
                           ? _("It failed high: its value reached β at a max node, enough to prune its parent.")
                           : _("It failed low: its value fell to α at a min node, enough to prune its parent."));
        }
    }
  if (n->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, cairn_node_is_max (n)
                       ? _("Fail high suspected: the probe would have pruned, so the moves were verified by a search one ply shallower.")
                       : _("Fail low suspected: the probe would have pruned, so the moves were verified by a search one ply shallower."));
    }
  if (n->flags & CAIRN_NODE_FLAG_RE_SEARCHED)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, _("The shallower search did not confirm the cut, so the moves were searched again at full depth."));
    }
  return g_string_free (text, FALSE);
}

char *
cairn_node_text_ghost (const CairnTree *tree,
                       guint32          parent,
                       guint            move)
{
  const CairnNode *n = cairn_tree_get (tree, parent);
  const char *side = cairn_side_to_string (cairn_node_side (n));

  if (n->end == CAIRN_END_NULL_PRUNED)
    return g_strdup_printf (_("%s playing cell %u was never searched: node %u was null-move pruned."),
                            side, move, parent);
  return g_strdup_printf (_("%s playing cell %u was never searched: alpha-beta cutoff at node %u."),
                          side, move, parent);
}
