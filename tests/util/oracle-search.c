/* oracle-search.c — a plain recursive search, written to be read next to
 * the design notes, not to be fast: each rule is one test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-settings.h"
#include "oracle-search.h"

#define INFINITE_VALUE CAIRN_VALUE_INFINITY

typedef struct {
  const OracleGame         *game;
  const ChessOracleOptions *options;
  int                       win;
  ChessOracleResult        *result;
  guint16                   line[32];    /* the moves from the root to the node searched */
  guint                     n_line;
} Oracle;

static int
search (Oracle        *o,
        gconstpointer  position,
        CairnSide      side,
        guint          ply,
        guint          limit,
        int            alpha,
        int            beta,
        gboolean       is_root,
        gboolean       is_probe,
        gboolean       verify,
        guint16       *best_move)
{
  const OracleGame *game = o->game;
  const ChessOracleOptions *opt = o->options;
  ChessOracleResult *r = o->result;
  gboolean is_max = side == CAIRN_SIDE_X;
  gboolean alpha_beta = opt->mode != CHESS_ORACLE_MINIMAX;
  gboolean fail_high = FALSE;
  int alpha0 = alpha, beta0 = beta;
  guint16 moves[CAIRN_CHESS_MAX_MOVES];
  gpointer child = g_alloca (game->size);
  guint n;
  int score, best;
  guint64 index = r->nodes++;

  if (best_move)
    *best_move = CHESS_ORACLE_NO_MOVE;

  /* Terminal before horizon. */
  if (game->terminal (position, side, ply, o->win, &score))
    return score;
  if (ply >= limit)
    return game->evaluate (position);

  n = game->moves (position, side, moves);
  if (is_root && opt->root_move != CHESS_ORACLE_NO_MOVE)
    {
      guint kept = 0;

      for (guint i = 0; i < n; i++)
        if (moves[i] == opt->root_move)
          moves[kept++] = moves[i];
      n = kept;
    }

  if ((opt->mode == CHESS_ORACLE_NULL || opt->mode == CHESS_ORACLE_VERIFIED) &&
      !is_root && !is_probe && !(game->in_check && game->in_check (position, side)) &&
      !(opt->pieces_only && game->has_pieces && !game->has_pieces (position, side)))
    {
      guint reduction = opt->reduction != CAIRN_REDUCTION_ADAPTIVE ? opt->reduction
                                                                  : (limit - ply > 6 ? 3 : 2);

      if (ply + reduction < limit && !(opt->guard && ply + 1 + reduction >= limit))
        {
          int v;
          gboolean fails;

          r->probes++;
          memcpy (child, position, game->size);
          if (game->pass)
            game->pass (child);
          o->line[o->n_line++] = CHESS_ORACLE_NO_MOVE;
          if (opt->zero_window)
            v = search (o, child, cairn_side_other (side), ply + 1 + reduction, limit,
                        is_max ? beta - 1 : alpha, is_max ? beta : alpha + 1,
                        FALSE, TRUE, verify, NULL);
          else
            v = search (o, child, cairn_side_other (side), ply + 1 + reduction,
                        limit, alpha, beta, FALSE, TRUE, verify, NULL);
          o->n_line--;
          fails = is_max ? v >= beta : v <= alpha;
          if (fails && opt->mode == CHESS_ORACLE_VERIFIED && verify)
            {
              /* Distrust the fail high: search one ply shallower without
               * verification, and re-search in full if not confirmed. */
              r->verifications++;
              fail_high = TRUE;
              limit--;
              verify = FALSE;
            }
          else if (fails && index != opt->ignore_prune_node)
            {
              r->prunes++;
              if (opt->prunes)
                {
                  ChessOraclePrune prune = { .node = index, .n_line = o->n_line };

                  memcpy (prune.line, o->line, o->n_line * sizeof o->line[0]);
                  g_array_append_val (opt->prunes, prune);
                }
              return is_max ? beta : alpha;
            }
        }
    }

  for (;;)
    {
      best = is_max ? -INFINITE_VALUE : INFINITE_VALUE;
      if (best_move)
        *best_move = CHESS_ORACLE_NO_MOVE;

      for (guint i = 0; i < n; i++)
        {
          int v;

          memcpy (child, position, game->size);
          game->play (child, side, moves[i]);
          o->line[o->n_line++] = moves[i];
          v = search (o, child, cairn_side_other (side), ply + 1, limit,
                      alpha, beta, FALSE, FALSE, verify, NULL);
          o->n_line--;
          if (is_max ? v > best : v < best)
            {
              best = v;
              if (best_move)
                *best_move = moves[i];
            }
          if (alpha_beta)
            {
              if (is_max && best > alpha)
                alpha = best;
              if (!is_max && best < beta)
                beta = best;
            }
          if (beta <= alpha && i + 1 < n)
            {
              r->cutoffs++;
              break;
            }
        }

      /* Verified: a cut the reduced search confirms stands; one it does
       * not is searched again at the full limit, verifying. */
      if (!fail_high || (is_max ? best >= beta0 : best <= alpha0))
        return best;
      alpha = alpha0;
      beta = beta0;
      limit++;
      verify = TRUE;
      fail_high = FALSE;
      r->re_searches++;
    }
}

void
oracle_search_run (const OracleGame         *game,
                   gconstpointer             position,
                   CairnSide                 to_move,
                   int                       win,
                   const ChessOracleOptions *options,
                   ChessOracleResult        *result)
{
  Oracle o = { game, options, win, result, { 0 }, 0 };

  g_return_if_fail (game != NULL && position != NULL && options != NULL && result != NULL);

  memset (result, 0, sizeof *result);
  result->value = search (&o, position, to_move, 0, options->depth,
                          -INFINITE_VALUE, INFINITE_VALUE,
                          TRUE, FALSE, TRUE, &result->best_move);
}
