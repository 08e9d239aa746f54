/* cairn-decisive.c — decisive null-move prunes and verifications
 * (SEARCH-RULES.md §3.4).
 *
 * Every prune (and verification) is undone on its own by searching again
 * with the settings' ignore_prune_node: the searches are deterministic, so
 * every node before the pruned (or verified) one is created in the same
 * order and that node keeps its index.  Each candidate move is then
 * valued by the reference search restricted to it, which gives that
 * move's exact value at the depth limit, counted from the real root.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-count.h"
#include "cairn-decisive.h"
#include "cairn-format.h"

G_DEFINE_QUARK (cairn-decisive-error-quark, cairn_decisive_error)

static gboolean
root_move_legal (const CairnPosition *position,
                 const CairnSettings *settings,
                 GError             **error)
{
  const CairnGame *game = cairn_position_game (position);
  CairnMove moves[CAIRN_MAX_MOVES];
  guint n;

  if (settings->root_move == CAIRN_NO_MOVE)
    return TRUE;
  n = game->legal_moves (&position->board, position->to_move, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i] == settings->root_move)
      return TRUE;
  {
    g_autofree char *text = game->move_to_string (settings->root_move);

    g_set_error (error, CAIRN_DECISIVE_ERROR, CAIRN_DECISIVE_ERROR_ROOT_MOVE,
                 _("Invalid root move %s: it is not a legal move in this position"), text);
  }
  return FALSE;
}

static void
node_cap_error (const CairnSettings *settings,
                GError             **error)
{
  g_set_error (error, CAIRN_DECISIVE_ERROR, CAIRN_DECISIVE_ERROR_NODE_CAP,
               _("A %s search stopped at its node cap of %u nodes"),
               cairn_mode_to_string (settings->mode),
               settings->node_cap ? settings->node_cap : CAIRN_NODE_CAP_DEFAULT);
}

/* A complete search, recorded for its tree; NULL with @error set when it
 * reached its node cap. */
static CairnSearch *
run (const CairnPosition *position,
     const CairnSettings *settings,
     GError             **error)
{
  g_autoptr (CairnSearch) search = cairn_search_new (position, settings, TRUE);

  cairn_search_run (search);
  if (cairn_search_is_aborted (search))
    {
      node_cap_error (settings, error);
      return NULL;
    }
  return g_steal_pointer (&search);
}

/* A complete search counted only (cairn-count.h): the same counters. */
static gboolean
count (const CairnPosition *position,
       const CairnSettings *settings,
       CairnCounters       *counters,
       GError             **error)
{
  if (cairn_count_search (position, settings, counters))
    return TRUE;
  node_cap_error (settings, error);
  return FALSE;
}

/* The reference search's values of root moves, each searched once: most
 * undone prunes choose among the same few moves. */
typedef struct {
  guint     n;
  CairnMove moves[CAIRN_MAX_MOVES];
  int       values[CAIRN_MAX_MOVES];
} PlainValues;

/* The reference search's value of @move at the root. */
static gboolean
plain_value_of (const CairnPosition *position,
                const CairnSettings *plain,
                PlainValues         *known,
                int                  move,
                int                 *value,
                GError             **error)
{
  CairnSettings restricted = *plain;
  CairnCounters counters;

  for (guint i = 0; i < known->n; i++)
    if (known->moves[i] == (CairnMove) move)
      {
        *value = known->values[i];
        return TRUE;
      }
  restricted.root_move = (CairnMove) move;
  restricted.ignore_prune_node = 0;
  if (!count (position, &restricted, &counters, error))
    return FALSE;
  *value = counters.value;
  /* A root move is a legal move: never more than the cache holds. */
  if (known->n < CAIRN_MAX_MOVES)
    {
      known->moves[known->n] = (CairnMove) move;
      known->values[known->n++] = *value;
    }
  return TRUE;
}

GArray *
cairn_decisive_prunes (const CairnPosition   *position,
                       const CairnSettings   *plain,
                       const CairnSettings   *pruning,
                       CairnDecisiveSummary  *summary,
                       GError               **error)
{
  const CairnGame *game;
  CairnSettings reference, undone;
  CairnDecisiveSummary sum = { 0 };
  PlainValues known = { 0 };
  CairnCounters plain_counters, again;
  g_autoptr (CairnSearch) pruning_search = NULL;
  g_autoptr (GArray) prunes = NULL;
  const CairnCounters *counters;
  const CairnTree *tree;
  gboolean x_to_move;

  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (plain != NULL, NULL);
  g_return_val_if_fail (pruning != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  game = cairn_position_game (position);
  if (!cairn_position_validate (position, error) ||
      !cairn_settings_validate (plain, game, error) ||
      !cairn_settings_validate (pruning, game, error) ||
      !root_move_legal (position, plain, error) ||
      !root_move_legal (position, pruning, error))
    return NULL;
  if (cairn_mode_uses_null_move (plain->mode))
    {
      g_set_error (error, CAIRN_DECISIVE_ERROR, CAIRN_DECISIVE_ERROR_REFERENCE,
                   _("Invalid reference search “%s”: decisive prunes are measured against a search without null moves (plain or minimax)"),
                   cairn_mode_to_string (plain->mode));
      return NULL;
    }

  reference = *plain;
  reference.ignore_prune_node = 0;
  undone = *pruning;
  undone.ignore_prune_node = 0;
  x_to_move = position->to_move == CAIRN_SIDE_X;

  if (!count (position, &reference, &plain_counters, error) ||
      !(pruning_search = run (position, &undone, error)))
    return NULL;
  sum.plain_best_move = plain_counters.best_move;
  sum.plain_value = plain_counters.value;
  counters = cairn_search_get_counters (pruning_search);
  sum.pruning_best_move = counters->best_move;
  sum.pruning_value = counters->value;
  sum.null_prunes = counters->null_prunes;
  sum.verifications = counters->verifications;
  sum.pruning_plain_value = sum.plain_value;
  if (sum.pruning_best_move >= 0 &&
      !plain_value_of (position, &reference, &known, sum.pruning_best_move,
                      &sum.pruning_plain_value, error))
    return NULL;
  sum.pruning_worse = x_to_move ? sum.pruning_plain_value < sum.plain_value
                                : sum.pruning_plain_value > sum.plain_value;

  prunes = g_array_new (FALSE, TRUE, sizeof (CairnDecisivePrune));
  tree = cairn_search_get_tree (pruning_search);
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *node = cairn_tree_get (tree, i);
      CairnDecisivePrune prune = { 0 };

      if (node->end != CAIRN_END_NULL_PRUNED &&
          !(node->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED))
        continue;

      prune.node = i;
      prune.verification = node->end != CAIRN_END_NULL_PRUNED;
      prune.n_line = cairn_tree_line_to (tree, i, prune.line, G_N_ELEMENTS (prune.line));
      /* A node probes before trying any move, so the window it probed
       * with is its window on entry. */
      prune.alpha = node->alpha;
      prune.beta = node->beta;
      for (guint32 c = node->first_child; c != CAIRN_NO_NODE; c = tree->nodes[c].next_sibling)
        if (tree->nodes[c].kind == CAIRN_NODE_NULL_PROBE)
          prune.probe_value = tree->nodes[c].value;

      undone.ignore_prune_node = i;
      if (!count (position, &undone, &again, error))
        return NULL;
      prune.undone_best_move = again.best_move;
      prune.undone_value = again.value;
      prune.undone_plain_value = sum.plain_value;
      if (prune.undone_best_move >= 0 &&
          !plain_value_of (position, &reference, &known, prune.undone_best_move,
                          &prune.undone_plain_value, error))
        return NULL;
      prune.decisive = sum.pruning_worse &&
                       (x_to_move ? prune.undone_plain_value >= sum.plain_value
                                  : prune.undone_plain_value <= sum.plain_value);
      g_array_append_val (prunes, prune);
    }

  if (summary)
    *summary = sum;
  return g_steal_pointer (&prunes);
}

char *
cairn_decisive_none_text (const CairnDecisiveSummary *summary,
                          const GArray               *prunes,
                          const char                 *plain_label,
                          const char                 *pruning_label)
{
  g_return_val_if_fail (summary != NULL && prunes != NULL, NULL);

  if (!summary->pruning_worse)
    /* Translators: "No prune is decisive: plain α-β values the move null move chose as highly as its own." */
    return g_strdup_printf (_("No prune is decisive: %s values the move %s chose as highly as its own."),
                            plain_label, pruning_label);
  for (guint i = 0; i < prunes->len; i++)
    if (g_array_index (prunes, CairnDecisivePrune, i).decisive)
      return NULL;
  if (summary->verifications == 0 && summary->null_prunes > 0)
    {
      g_autofree char *count = cairn_format_count (summary->null_prunes);

      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "No prune is decisive on its own: with any one of the %s null prune undone, %s still plays a worse move.",
                                           "No prune is decisive on its own: with any one of the %s null prunes undone, %s still plays a worse move.",
                                           summary->null_prunes),
                              count, pruning_label);
    }
  if (summary->null_prunes == 0 && summary->verifications > 0)
    {
      g_autofree char *count = cairn_format_count (summary->verifications);

      /* Translators: a verified search that pruned nothing: only its
       * verifications could have cost the move */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "It made no null prune, and no verification is decisive on its own: with any one of the %s verification undone, %s still plays a worse move.",
                                           "It made no null prune, and no verification is decisive on its own: with any one of the %s verifications undone, %s still plays a worse move.",
                                           summary->verifications),
                              count, pruning_label);
    }
  if (summary->null_prunes > 0)
    return g_strdup_printf (_("No prune and no verification is decisive on its own: with any one of them undone, %s still plays a worse move."),
                            pruning_label);
  return NULL;
}
