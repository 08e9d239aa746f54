/* cairn-event-text.c — one line of plain words per event.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-event-text.h"

char *
cairn_value_to_string (int value)
{
  if (value >= CAIRN_VALUE_INFINITY)
    return g_strdup ("+∞");
  if (value <= -CAIRN_VALUE_INFINITY)
    return g_strdup ("−∞");
  return g_strdup_printf ("%d", value);
}

/* "0, 2 and 5" style lists are awkward to translate; a plain comma list
 * of cell numbers reads the same in every language. */
char *
cairn_moves_to_string (guint32 moves)
{
  GString *text = g_string_new (NULL);

  for (guint m = 0; moves != 0; m++, moves >>= 1)
    if (moves & 1)
      g_string_append_printf (text, text->len ? ", %u" : "%u", m);
  return g_string_free (text, FALSE);
}

static char *
describe_skipped (guint32 moves)
{
  guint n = (guint) __builtin_popcount (moves);
  g_autofree char *list = cairn_moves_to_string (moves);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u move never searched (cell %s)",
                                       "%u moves never searched (cells %s)", n),
                          n, list);
}

char *
cairn_event_describe (const CairnEvent *e)
{
  g_autofree char *value = cairn_value_to_string (e->value);
  g_autofree char *alpha = cairn_value_to_string (e->alpha);
  g_autofree char *beta = cairn_value_to_string (e->beta);
  const char *side = cairn_side_to_string ((CairnSide) e->side);
  const char *mover = cairn_side_to_string (cairn_side_other ((CairnSide) e->side));

  switch ((CairnEventType) e->type)
    {
    case CAIRN_EVENT_NODE_ENTERED:
      if (e->move == CAIRN_NO_MOVE)
        return g_strdup_printf (_("root node %u entered (%s to move, α=%s, β=%s)"),
                                e->node, side, alpha, beta);
      return g_strdup_printf (_("node %u: %s plays cell %u (ply %u, α=%s, β=%s)"),
                              e->node, mover, e->move, e->ply, alpha, beta);

    case CAIRN_EVENT_NULL_PROBE_BEGUN:
      return g_strdup_printf (_("null probe at node %u (%s to move, ply %u → %u): probe node %u, α=%s, β=%s"),
                              e->node, side, e->parent_ply, e->ply, e->other, alpha, beta);

    case CAIRN_EVENT_NULL_PROBE_RESOLVED:
      {
        gboolean max = e->side == CAIRN_SIDE_X;

        switch ((CairnProbeVerdict) e->detail)
          {
          case CAIRN_VERDICT_PRUNE:
            {
              guint n = (guint) __builtin_popcount (e->moves);
              g_autofree char *pruned = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                      "%u move pruned",
                                                                      "%u moves pruned", n), n);

              return max
                ? g_strdup_printf (_("null probe at node %u (%s to move, ply %u → %u): %s ≥ β=%s, fails high: %s"),
                                   e->node, side, e->parent_ply, e->ply, value, beta, pruned)
                : g_strdup_printf (_("null probe at node %u (%s to move, ply %u → %u): %s ≤ α=%s, fails low: %s"),
                                   e->node, side, e->parent_ply, e->ply, value, alpha, pruned);
            }
          case CAIRN_VERDICT_VERIFY:
            return max
              ? g_strdup_printf (_("null probe at node %u (%s to move, ply %u → %u): %s ≥ β=%s, fail high suspected: verify with a search one ply shallower"),
                                 e->node, side, e->parent_ply, e->ply, value, beta)
              : g_strdup_printf (_("null probe at node %u (%s to move, ply %u → %u): %s ≤ α=%s, fail low suspected: verify with a search one ply shallower"),
                                 e->node, side, e->parent_ply, e->ply, value, alpha);
          case CAIRN_VERDICT_SEARCH:
          default:
            return max
              ? g_strdup_printf (_("null probe at node %u (%s to move, ply %u → %u): %s < β=%s, search the moves"),
                                 e->node, side, e->parent_ply, e->ply, value, beta)
              : g_strdup_printf (_("null probe at node %u (%s to move, ply %u → %u): %s > α=%s, search the moves"),
                                 e->node, side, e->parent_ply, e->ply, value, alpha);
          }
      }

    case CAIRN_EVENT_NULL_PRUNE:
      {
        g_autofree char *skipped = describe_skipped (e->moves);

        return g_strdup_printf (_("node %u null-move pruned: returns %s, %s"),
                                e->node, value, skipped);
      }

    case CAIRN_EVENT_CUTOFF:
      {
        g_autofree char *skipped = describe_skipped (e->moves);

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
      if (e->detail == CAIRN_END_HEURISTIC)
        return g_strdup_printf (_("node %u at the horizon (ply %u): heuristic value %s"),
                                e->node, e->ply, value);
      if (e->value > 0)
        return g_strdup_printf (_("node %u: X has three in a row, value %s"), e->node, value);
      if (e->value < 0)
        return g_strdup_printf (_("node %u: O has three in a row, value %s"), e->node, value);
      return g_strdup_printf (_("node %u: board full, a draw, value 0"), e->node);

    case CAIRN_EVENT_NODE_EXITED:
      return g_strdup_printf (_("node %u returns %s"), e->node, value);

    case CAIRN_EVENT_DONE:
      if (e->move == CAIRN_NO_MOVE)
        return g_strdup_printf (_("search done: value %s, no move to play"), value);
      return g_strdup_printf (_("search done: value %s, best move cell %u"), value, e->move);

    case CAIRN_EVENT_ABORTED:
      return g_strdup (_("search stopped: the node cap was reached"));

    default:
      g_return_val_if_reached (g_strdup ("?"));
    }
}
