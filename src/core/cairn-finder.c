/* cairn-finder.c — every legal position, every depth and reduction: where
 * does pruning change the move, and how much does it cost?
 *
 * All searches count only (no tree).  A case is recorded when the pruning
 * search's best move differs from plain alpha-beta's; the loss is measured
 * by a full plain search restricted to the pruned move at the root.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-finder.h"

static const char * const variant_names[CAIRN_FINDER_N_VARIANTS] = {
  [CAIRN_FINDER_NULL] = "null",
  [CAIRN_FINDER_NULL_GUARD] = "guard",
  [CAIRN_FINDER_VERIFIED] = "verified",
  [CAIRN_FINDER_ADAPTIVE] = "adaptive",
};

const char *
cairn_finder_variant_to_string (CairnFinderVariant variant)
{
  g_return_val_if_fail ((guint) variant < CAIRN_FINDER_N_VARIANTS, "?");
  return variant_names[variant];
}

gboolean
cairn_finder_variant_parse (const char          *text,
                            CairnFinderVariant  *variant,
                            GError             **error)
{
  for (guint i = 0; i < CAIRN_FINDER_N_VARIANTS; i++)
    if (g_ascii_strcasecmp (text, variant_names[i]) == 0)
      {
        *variant = (CairnFinderVariant) i;
        return TRUE;
      }
  g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_MODE,
               _("Invalid pruning mode “%s”: use null, guard, verified or adaptive"), text);
  return FALSE;
}

void
cairn_finder_options_init (CairnFinderOptions *options)
{
  options->min_depth = 1;
  options->max_depth = 9;
  options->min_reduction = 1;
  options->max_reduction = 4;
  options->variants = (1u << CAIRN_FINDER_N_VARIANTS) - 1;
}

void
cairn_finder_result_free (CairnFinderResult *result)
{
  if (result == NULL)
    return;
  g_array_unref (result->cases);
  g_free (result);
}

void
cairn_finder_case_settings (const CairnFinderCase *c,
                            CairnSettings         *pruned)
{
  cairn_settings_init_default (pruned);
  pruned->depth = c->depth;
  pruned->reduction = c->reduction;
  pruned->mode = c->variant == CAIRN_FINDER_VERIFIED ? CAIRN_MODE_VERIFIED : CAIRN_MODE_NULL;
  pruned->guard = c->variant == CAIRN_FINDER_NULL_GUARD;
}

char *
cairn_finder_case_describe (const CairnFinderCase *c)
{
  return g_strdup_printf (_("plays cell %d (worth %d) instead of cell %d (worth %d)"),
                          c->pruned_move, c->move_value, c->plain_move, c->plain_value);
}

static gint
compare_by_loss (gconstpointer a,
                 gconstpointer b)
{
  const CairnFinderCase *x = a, *y = b;

  if (x->loss != y->loss)
    return x->loss > y->loss ? -1 : 1;
  if (x->plain_nodes != y->plain_nodes)
    return x->plain_nodes < y->plain_nodes ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

static gint
compare_by_size (gconstpointer a,
                 gconstpointer b)
{
  const CairnFinderCase *x = a, *y = b;
  guint64 sx = x->plain_nodes + x->pruned_nodes, sy = y->plain_nodes + y->pruned_nodes;

  if (sx != sy)
    return sx < sy ? -1 : 1;
  if (x->loss != y->loss)
    return x->loss > y->loss ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

/* Counts one search into @result. */
static void
count (CairnFinderResult   *result,
       const CairnPosition *position,
       const CairnSettings *settings,
       CairnCounters       *counters)
{
  cairn_search_count (position, settings, counters);
  result->searches++;
  result->nodes += counters->nodes;
}

static void
examine (CairnFinderResult        *result,
         const CairnFinderOptions *options,
         const CairnPosition      *position,
         guint                     depth,
         const CairnCounters      *plain,
         gboolean                 *seen_in_variant)
{
  for (guint v = 0; v < CAIRN_FINDER_N_VARIANTS; v++)
    {
      guint lo = options->min_reduction, hi = options->max_reduction;

      if (!(options->variants & (1u << v)))
        continue;
      if (v == CAIRN_FINDER_ADAPTIVE)
        lo = hi = CAIRN_REDUCTION_ADAPTIVE;

      /* Counted by steps, not to hi: adaptive is the largest guint. */
      for (guint step = 0, r = lo; step <= hi - lo; step++, r++)
        {
          CairnFinderCase c = { 0 };
          CairnCounters pruned, restricted;
          CairnSettings settings;

          c.position = *position;
          c.variant = (CairnFinderVariant) v;
          c.depth = depth;
          c.reduction = r;
          cairn_finder_case_settings (&c, &settings);
          count (result, position, &settings, &pruned);
          if (pruned.best_move == plain->best_move)
            continue;

          /* The pruned move's true worth: plain alpha-beta, that move only. */
          cairn_settings_init_default (&settings);
          settings.mode = CAIRN_MODE_PLAIN;
          settings.depth = depth;
          settings.root_move = (CairnMove) pruned.best_move;
          count (result, position, &settings, &restricted);

          c.plain_move = plain->best_move;
          c.plain_value = plain->value;
          c.pruned_move = pruned.best_move;
          c.pruned_value = pruned.value;
          c.move_value = restricted.value;
          c.loss = position->to_move == CAIRN_SIDE_X ? plain->value - restricted.value
                                                     : restricted.value - plain->value;
          c.plain_nodes = plain->nodes;
          c.pruned_nodes = pruned.nodes;
          /* Equal worth: a different but equally good move teaches
           * nothing about pruning's risk. */
          if (c.loss <= 0)
            continue;
          c.order = result->cases->len;
          g_array_append_val (result->cases, c);
          result->cases_per_variant[v]++;
          seen_in_variant[v] = TRUE;
        }
    }
}

CairnFinderResult *
cairn_finder_run (const CairnFinderOptions *options,
                  CairnFinderRank           rank)
{
  CairnFinderResult *result = g_new0 (CairnFinderResult, 1);

  result->cases = g_array_new (FALSE, FALSE, sizeof (CairnFinderCase));

  /* Every tic-tac-toe board as a base-3 number, each side to move where
   * legal: the finder knows no other game yet. */
  for (guint code = 0; code < 19683; code++)
    for (guint side = 0; side < 2; side++)
      {
        CairnPosition position;
        gboolean seen_in_variant[CAIRN_FINDER_N_VARIANTS] = { FALSE };
        int score;

        cairn_position_init_empty (&position);
        for (guint i = 0, c = code; i < 9; i++, c /= 3)
          cairn_position_set_cell (&position, i, (CairnCell) (c % 3));
        position.to_move = (CairnSide) side;
        if (!cairn_position_validate (&position, NULL) ||
            cairn_position_game (&position)->terminal (&position.board, position.to_move, 0, &score))
          continue;
        result->positions++;

        for (guint depth = options->min_depth; depth <= options->max_depth; depth++)
          {
            CairnSettings settings;
            CairnCounters plain;

            cairn_settings_init_default (&settings);
            settings.depth = depth;
            count (result, &position, &settings, &plain);
            examine (result, options, &position, depth, &plain, seen_in_variant);
          }
        for (guint v = 0; v < CAIRN_FINDER_N_VARIANTS; v++)
          result->positions_per_variant[v] += seen_in_variant[v];
      }

  g_array_sort (result->cases, rank == CAIRN_FINDER_RANK_LOSS ? compare_by_loss : compare_by_size);
  return result;
}
