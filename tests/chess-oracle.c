/* chess-oracle.c — a plain recursive search of pawn endings (DESIGN §1,
 * §1b), using only the pawn rules' public functions.  It is written to be
 * read next to the design notes, not to be fast: each rule is one test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-settings.h"
#include "chess-oracle.h"

#define INFINITE_VALUE CAIRN_VALUE_INFINITY

typedef struct {
  ChessOracleMode    mode;
  guint              reduction;
  gboolean           guard;
  ChessOracleResult *result;
  const ChessOracleOptions *options;
  guint16            line[32];    /* the moves from the root to the node searched */
  guint              n_line;
} Oracle;

static int
search (Oracle                *o,
        const CairnChessBoard *board,
        CairnSide              side,
        guint                  ply,
        guint                  limit,
        int                    alpha,
        int                    beta,
        gboolean               is_root,
        gboolean               is_probe,
        gboolean               verify,
        guint16               *best_move)
{
  ChessOracleResult *r = o->result;
  gboolean is_max = side == CAIRN_SIDE_X;
  gboolean alpha_beta = o->mode != CHESS_ORACLE_MINIMAX;
  gboolean fail_high = FALSE;
  int alpha0 = alpha, beta0 = beta;
  guint16 moves[CAIRN_CHESS_MAX_MOVES];
  guint n;
  int score, best;
  guint64 index = r->nodes++;
  if (best_move)
    *best_move = CHESS_ORACLE_NO_MOVE;

  /* Terminal before horizon. */
  if (cairn_chess_terminal (board, side, ply, &score))
    return score;
  if (ply >= limit)
    return cairn_chess_evaluate (board);

  n = cairn_chess_legal_moves (board, side, moves);
  if (is_root && o->options->root_move != CHESS_ORACLE_NO_MOVE)
    {
      moves[0] = o->options->root_move;
      n = 1;
    }

  if ((o->mode == CHESS_ORACLE_NULL || o->mode == CHESS_ORACLE_VERIFIED) &&
      !is_root && !is_probe && !cairn_chess_in_check (board, side))
    {
      guint reduction = o->reduction != CAIRN_REDUCTION_ADAPTIVE ? o->reduction
                                                                : (limit - ply > 6 ? 3 : 2);

      if (ply + reduction < limit && !(o->guard && ply + 1 + reduction >= limit))
        {
          CairnChessBoard passed = *board;
          int v;
          gboolean fails;

          r->probes++;
          cairn_chess_play_null (&passed);
          o->line[o->n_line++] = CHESS_ORACLE_NO_MOVE;
          if (o->options->zero_window)
            v = search (o, &passed, cairn_side_other (side), ply + 1 + reduction, limit,
                        is_max ? beta - 1 : alpha, is_max ? beta : alpha + 1,
                        FALSE, TRUE, verify, NULL);
          else
            v = search (o, &passed, cairn_side_other (side), ply + 1 + reduction,
                        limit, alpha, beta, FALSE, TRUE, verify, NULL);
          o->n_line--;
          fails = is_max ? v >= beta : v <= alpha;
          if (fails && o->mode == CHESS_ORACLE_VERIFIED && verify)
            {
              /* Distrust the fail high: search one ply shallower without
               * verification, and re-search in full if not confirmed. */
              r->verifications++;
              fail_high = TRUE;
              limit--;
              verify = FALSE;
            }
          else if (fails && index != o->options->ignore_prune_node)
            {
              r->prunes++;
              if (o->options->prunes)
                {
                  ChessOraclePrune prune = { .node = index, .n_line = o->n_line };

                  memcpy (prune.line, o->line, o->n_line * sizeof o->line[0]);
                  g_array_append_val (o->options->prunes, prune);
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
          CairnChessBoard child = *board;
          int v;

          cairn_chess_play (&child, side, moves[i]);
          o->line[o->n_line++] = moves[i];
          v = search (o, &child, cairn_side_other (side), ply + 1, limit,
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

      if (fail_high && !(is_max ? best >= beta0 : best <= alpha0))
        {
          r->re_searches++;
          fail_high = FALSE;
          limit++;
          verify = TRUE;
          alpha = alpha0;
          beta = beta0;
          continue;
        }
      return best;
    }
}

void
chess_oracle_run (const CairnChessBoard *board,
                  CairnSide              to_move,
                  ChessOracleMode        mode,
                  guint                  depth,
                  guint                  reduction,
                  gboolean               guard,
                  ChessOracleResult     *result)
{
  ChessOracleOptions options = {
    .mode = mode,
    .depth = depth,
    .reduction = reduction,
    .guard = guard,
    .root_move = CHESS_ORACLE_NO_MOVE,
  };

  chess_oracle_run_options (board, to_move, &options, result);
}

void
chess_oracle_run_options (const CairnChessBoard    *board,
                          CairnSide                 to_move,
                          const ChessOracleOptions *options,
                          ChessOracleResult        *result)
{
  Oracle o = { options->mode, options->reduction, options->guard, result, options, { 0 }, 0 };

  g_return_if_fail (board != NULL);
  g_return_if_fail (result != NULL);

  memset (result, 0, sizeof *result);
  result->value = search (&o, board, to_move, 0, options->depth,
                          -INFINITE_VALUE, INFINITE_VALUE,
                          TRUE, FALSE, TRUE, &result->best_move);
}

void
chess_oracle_to_counters (const ChessOracleResult *o,
                          guint64                  events,
                          CairnCounters           *c)
{
  *c = (CairnCounters) {
    .nodes = o->nodes, .null_probes = o->probes, .null_prunes = o->prunes, .cutoffs = o->cutoffs,
    .verifications = o->verifications, .re_searches = o->re_searches, .events = events,
    .value = o->value, .best_move = o->best_move == CHESS_ORACLE_NO_MOVE ? -1 : (int) o->best_move,
  };
}
