/* cairn-event-text.c — one line of plain words per event.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-event-text.h"
#include "cairn-game.h"

char *
cairn_value_to_string (int value)
{
  if (value >= CAIRN_VALUE_INFINITY)
    return g_strdup ("+∞");
  if (value <= -CAIRN_VALUE_INFINITY)
    return g_strdup ("−∞");
  return g_strdup_printf ("%d", value);
}

char *
cairn_bound_mark (CairnBound  bound,
                  const char *value)
{
  switch (bound)
    {
    case CAIRN_BOUND_LOWER:
      return g_strconcat ("≥ ", value, NULL);
    case CAIRN_BOUND_UPPER:
      return g_strconcat ("≤ ", value, NULL);
    case CAIRN_BOUND_EXACT:
    default:
      return g_strdup (value);
    }
}

const char *
cairn_bound_reason (CairnBound   bound,
                    CairnNodeEnd end,
                    gboolean     max)
{
  if (bound == CAIRN_BOUND_EXACT)
    return NULL;
  switch (end)
    {
    case CAIRN_END_NULL_PRUNED:
      return _("null-move prune");
    case CAIRN_END_NULL_VERIFIED:
      return _("cutoff, confirmed by the verification search");
    case CAIRN_END_CUTOFF:
      return _("cutoff");
    case CAIRN_END_TT_CUTOFF:
      return _("table cutoff");
    case CAIRN_END_STAND_PAT:
      return _("stand pat");
    case CAIRN_END_EXACT:
    default:
      /* Every move was searched: either all of them fell on the far side
       * of the window, or the last one reached the bound (a cutoff with
       * nothing left to skip). */
      if (max)
        return bound == CAIRN_BOUND_UPPER ? _("every move failed low") : _("the last move reached β");
      return bound == CAIRN_BOUND_LOWER ? _("every move failed high") : _("the last move reached α");
    }
}

/* A node's value, as the event that ends it says it: marked by its bound,
 * judged with the window the node was entered with (the tree's). */
static char *
event_bound_value (const CairnEvent *e,
                   const CairnTree  *tree,
                   CairnNodeEnd      end,
                   const char       *value,
                   CairnBound       *bound)
{
  *bound = CAIRN_BOUND_EXACT;
  /* A tree reset since the event no longer knows the node's window. */
  if (e->node < tree->n_nodes)
    {
      const CairnNode *n = cairn_tree_get (tree, e->node);

      *bound = cairn_bound_of (end, n->alpha, n->beta, e->value);
    }
  return cairn_bound_mark (*bound, value);
}

/* "0, 2 and 5" style lists are awkward to translate; a plain comma list
 * of moves reads the same in every language. */
char *
cairn_moves_to_string (const CairnTree *tree,
                       guint32          node,
                       const CairnMove *moves,
                       guint            n_moves)
{
  const CairnGame *game = cairn_tree_game (tree);
  GString *text = g_string_new (NULL);
  CairnBoard board;

  cairn_tree_node_board (tree, node, &board);
  for (guint i = 0; i < n_moves; i++)
    {
      g_autofree char *move = game->move_to_text (&board, cairn_node_side (cairn_tree_get (tree, node)),
                                                  moves[i]);

      if (i > 0)
        g_string_append (text, ", ");
      g_string_append (text, move);
    }
  return g_string_free (text, FALSE);
}

char *
cairn_node_move_to_string (const CairnTree *tree,
                           guint32          node)
{
  return cairn_tree_node_move_text (tree, node, TRUE);
}

static char *
describe_skipped (const CairnTree  *tree,
                  const CairnEvent *e)
{
  guint n = e->n_skipped;
  CairnMove moves[CAIRN_MAX_MOVES];
  g_autofree char *list = NULL;

  /* A tree reset since the event no longer knows the node's moves. */
  if (e->node < tree->n_nodes)
    {
      cairn_tree_node_last_moves (tree, e->node, n, moves);
      list = cairn_moves_to_string (tree, e->node, moves, n);
    }
  else
    list = g_strdup ("…");
  if (cairn_tree_game (tree)->numbered_moves)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u move never searched (cell %s)",
                                         "%u moves never searched (cells %s)", n),
                            n, list);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u move never searched (%s)",
                                       "%u moves never searched (%s)", n),
                          n, list);
}

char *
cairn_event_describe (const CairnEvent *e,
                      const CairnTree  *tree)
{
  const CairnGame *game;
  const char *side, *mover;

  g_return_val_if_fail (e != NULL, NULL);
  g_return_val_if_fail (tree != NULL, NULL);
  game = cairn_tree_game (tree);
  side = cairn_game_side_name (game, (CairnSide) e->side);
  mover = cairn_game_side_name (game, cairn_side_other ((CairnSide) e->side));

  g_autofree char *value = cairn_value_to_string (e->value);
  g_autofree char *alpha = cairn_value_to_string (e->alpha);
  g_autofree char *beta = cairn_value_to_string (e->beta);

  switch ((CairnEventType) e->type)
    {
    case CAIRN_EVENT_NODE_ENTERED:
      if (e->move == CAIRN_NO_MOVE && e->detail != 0)
        return g_strdup_printf (_("iteration with depth limit %u: root node %u entered (%s to move, α=%s, β=%s)"),
                                e->detail, e->node, side, alpha, beta);
      if (e->move == CAIRN_NO_MOVE)
        return g_strdup_printf (_("root node %u entered (%s to move, α=%s, β=%s)"),
                                e->node, side, alpha, beta);
      if (game->numbered_moves)
        return g_strdup_printf (_("node %u: %s plays cell %u (ply %u, α=%s, β=%s)"),
                                e->node, mover, e->move, e->ply, alpha, beta);
      {
        g_autofree char *move = e->node < tree->n_nodes ? cairn_node_move_to_string (tree, e->node)
                                                         : g_strdup ("…");

        return g_strdup_printf (_("node %u: %s plays %s (ply %u, α=%s, β=%s)"),
                                e->node, mover, move, e->ply, alpha, beta);
      }

    case CAIRN_EVENT_NULL_PROBE_BEGUN:
      return g_strdup_printf (_("null probe at node %u (%s passes, ply %u → %u): probe node %u, α=%s, β=%s"),
                              e->node, side, e->parent_ply, e->ply, e->other, alpha, beta);

    case CAIRN_EVENT_NULL_PROBE_RESOLVED:
      {
        gboolean max = e->side == CAIRN_SIDE_X;

        switch ((CairnProbeVerdict) e->detail)
          {
          case CAIRN_VERDICT_PRUNE:
            {
              guint n = e->n_skipped;
              g_autofree char *pruned = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                      "%u move pruned",
                                                                      "%u moves pruned", n), n);

              return max
                ? g_strdup_printf (_("null probe at node %u (%s passes, ply %u → %u): %s ≥ β=%s, fails high: %s"),
                                   e->node, side, e->parent_ply, e->ply, value, beta, pruned)
                : g_strdup_printf (_("null probe at node %u (%s passes, ply %u → %u): %s ≤ α=%s, fails low: %s"),
                                   e->node, side, e->parent_ply, e->ply, value, alpha, pruned);
            }
          case CAIRN_VERDICT_VERIFY:
            return max
              ? g_strdup_printf (_("null probe at node %u (%s passes, ply %u → %u): %s ≥ β=%s, fail high suspected: verify with a search one ply shallower"),
                                 e->node, side, e->parent_ply, e->ply, value, beta)
              : g_strdup_printf (_("null probe at node %u (%s passes, ply %u → %u): %s ≤ α=%s, fail low suspected: verify with a search one ply shallower"),
                                 e->node, side, e->parent_ply, e->ply, value, alpha);
          case CAIRN_VERDICT_SEARCH:
          default:
            return max
              ? g_strdup_printf (_("null probe at node %u (%s passes, ply %u → %u): %s < β=%s, search the moves"),
                                 e->node, side, e->parent_ply, e->ply, value, beta)
              : g_strdup_printf (_("null probe at node %u (%s passes, ply %u → %u): %s > α=%s, search the moves"),
                                 e->node, side, e->parent_ply, e->ply, value, alpha);
          }
      }

    case CAIRN_EVENT_NULL_PRUNE:
      {
        g_autofree char *skipped = describe_skipped (tree, e);
        CairnBound bound;
        g_autofree char *returned = event_bound_value (e, tree, CAIRN_END_NULL_PRUNED, value, &bound);

        return g_strdup_printf (_("node %u null-move pruned: returns %s, %s"),
                                e->node, returned, skipped);
      }

    case CAIRN_EVENT_CUTOFF:
      {
        g_autofree char *skipped = describe_skipped (tree, e);

        return e->side == CAIRN_SIDE_X
          ? g_strdup_printf (_("alpha-beta cutoff at node %u: %s ≥ β=%s, %s"),
                             e->node, value, beta, skipped)
          : g_strdup_printf (_("alpha-beta cutoff at node %u: %s ≤ α=%s, %s"),
                             e->node, value, alpha, skipped);
      }

    case CAIRN_EVENT_RE_SEARCH:
      return e->side == CAIRN_SIDE_X
        ? g_strdup_printf (_("node %u: the reduced search did not confirm the fail high; search again at full depth (α=%s, β=%s)"),
                           e->node, alpha, beta)
        : g_strdup_printf (_("node %u: the reduced search did not confirm the fail low; search again at full depth (α=%s, β=%s)"),
                           e->node, alpha, beta);

    case CAIRN_EVENT_LEAF:
      if (e->detail == CAIRN_END_STAND_PAT)
        return e->side == CAIRN_SIDE_X
          ? g_strdup_printf (_("node %u stands pat (quiescence search): its static value %s ≥ β=%s, no capture tried"),
                             e->node, value, beta)
          : g_strdup_printf (_("node %u stands pat (quiescence search): its static value %s ≤ α=%s, no capture tried"),
                             e->node, value, alpha);
      if (e->detail == CAIRN_END_DRAW)
        {
          guint8 why = tree->engine && e->node < tree->n_nodes ? tree->engine[e->node].flags : 0;

          if (why & CAIRN_NODE_ENGINE_REPETITION)
            return g_strdup_printf (_("node %u: a draw by repetition (the position stood on this line before), value 0"),
                                    e->node);
          if (why & CAIRN_NODE_ENGINE_FIFTY_MOVES)
            return g_strdup_printf (_("node %u: a draw by the fifty-move rule (100 plies without a capture or pawn move), value 0"),
                                    e->node);
          return g_strdup_printf (_("node %u: a draw by repetition or the fifty-move rule, value 0"), e->node);
        }
      if (e->detail == CAIRN_END_HEURISTIC)
        return g_strdup_printf (_("node %u at the horizon (ply %u): heuristic value %s"),
                                e->node, e->ply, value);
      if (game->win_score != 0)
        {
          /* A win reads as everywhere else: "value 29997 (White mates,
           * ply 3)". */
          g_autofree char *said = cairn_game_value_to_text (game, e->value);

          /* A game without named ends (Connect Four): a win or a full
           * board. */
          if (!(game->flags & CAIRN_GAME_NAMED_ENDS))
            return cairn_game_value_is_win (game, e->value, NULL, NULL)
              /* Translators: a won Connect Four line, e.g. "node 7: game over, value 9997 (X wins, ply 3)" */
              ? g_strdup_printf (_("node %u: game over, value %s"), e->node, said)
              : g_strdup_printf (_("node %u: game over, a draw, value %s"), e->node, value);
          /* Chess: a mate, or a draw (stalemate or dead material). */
          if (cairn_game_value_is_win (game, e->value, NULL, NULL))
            /* Translators: e.g. "node 14: checkmate, value 29999 (White mates, ply 1)" */
            return g_strdup_printf (_("node %u: checkmate, value %s"), e->node, said);
          return g_strdup_printf (_("node %u: game over, a draw (stalemate or no mating material), value %s"),
                                  e->node, value);
        }
      if (e->value > 0)
        return g_strdup_printf (_("node %u: X has three in a row, value %s"), e->node, value);
      if (e->value < 0)
        return g_strdup_printf (_("node %u: O has three in a row, value %s"), e->node, value);
      return g_strdup_printf (_("node %u: board full, a draw, value 0"), e->node);

    case CAIRN_EVENT_NODE_EXITED:
      {
        /* A mate says so: "returns 29995 (White mates, ply 5)". */
        g_autofree char *said = cairn_game_value_is_win (game, e->value, NULL, NULL)
                                ? cairn_game_value_to_text (game, e->value) : g_strdup (value);
        CairnBound bound;
        g_autofree char *returned = event_bound_value (e, tree, (CairnNodeEnd) e->detail, said, &bound);
        const char *why = cairn_bound_reason (bound, (CairnNodeEnd) e->detail, e->side == CAIRN_SIDE_X);

        if (bound == CAIRN_BOUND_LOWER)
          /* Translators: "node 15 returns ≥ 15, a lower bound (cutoff)":
           * the value is only a bound; %3$s says why */
          return g_strdup_printf (_("node %1$u returns %2$s, a lower bound (%3$s)"), e->node, returned, why);
        if (bound == CAIRN_BOUND_UPPER)
          /* Translators: "node 51 returns ≤ 9, an upper bound (every move
           * failed low)" */
          return g_strdup_printf (_("node %1$u returns %2$s, an upper bound (%3$s)"), e->node, returned, why);
        return g_strdup_printf (_("node %u returns %s"), e->node, returned);
      }

    case CAIRN_EVENT_DONE:
      if (e->move == CAIRN_NO_MOVE)
        return g_strdup_printf (_("search done: value %s, no move to play"), value);
      {
        g_autofree char *said = cairn_game_value_to_text (game, e->value);
        g_autofree char *move = NULL;

        if (game->numbered_moves)
          return g_strdup_printf (_("search done: value %s, best move cell %u"), said, e->move);
        move = game->move_to_text (&tree->root_position.board, tree->root_position.to_move, e->move);
        return g_strdup_printf (_("search done: value %s, best move %s"), said, move);
      }

    case CAIRN_EVENT_ABORTED:
      return g_strdup (_("search stopped: the node cap was reached"));

    case CAIRN_EVENT_TT_CUTOFF:
      {
        const CairnNodeEngine *ne = tree->engine && e->node < tree->n_nodes ? &tree->engine[e->node] : NULL;
        g_autofree char *said = cairn_game_value_is_win (game, e->value, NULL, NULL)
                                ? cairn_game_value_to_text (game, e->value) : g_strdup (value);

        if (ne)
          return g_strdup_printf (_("node %u: the transposition table holds this position (searched %d plies deep, %s value): returns %s"),
                                  e->node, ne->tt_depth, cairn_bound_to_string ((CairnBound) ne->tt_bound), said);
        return g_strdup_printf (_("node %u: the transposition table holds this position: returns %s"), e->node, said);
      }

    case CAIRN_EVENT_PVS_RE_SEARCH:
      return g_strdup_printf (_("node %u: the zero-window try (node %u) returned %s, inside α=%s, β=%s: search the move again with the full window"),
                              e->node, e->other, value, alpha, beta);

    default:
      g_return_val_if_reached (g_strdup ("?"));
    }
}
