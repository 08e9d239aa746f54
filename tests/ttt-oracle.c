/* ttt-oracle.c — a plain recursive search of tic-tac-toe (DESIGN §1, §1c),
 * one rule per test, to be read next to the design notes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-settings.h"
#include "ttt-oracle.h"

#define INFINITE_VALUE CAIRN_VALUE_INFINITY

static const int lines[8][3] = {
  { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 },
  { 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 },
  { 0, 4, 8 }, { 2, 4, 6 },
};

typedef struct {
  const ChessOracleOptions *options;
  int                       win;
  ChessOracleResult        *result;
  guint16                   line[32];
  guint                     n_line;
} Oracle;

static gboolean
three_in_a_row (const char *cells,
                char        mark)
{
  for (guint l = 0; l < 8; l++)
    if (cells[lines[l][0]] == mark && cells[lines[l][1]] == mark && cells[lines[l][2]] == mark)
      return TRUE;
  return FALSE;
}

static gboolean
terminal (const char *cells,
          guint       ply,
          int         win,
          int        *score)
{
  if (three_in_a_row (cells, 'X'))
    {
      *score = win - (int) ply;
      return TRUE;
    }
  if (three_in_a_row (cells, 'O'))
    {
      *score = (int) ply - win;
      return TRUE;
    }
  if (strchr (cells, '.') == NULL)
    {
      *score = 0;
      return TRUE;
    }
  return FALSE;
}

static int
heuristic (const char *cells)
{
  int total = 0;

  for (guint l = 0; l < 8; l++)
    {
      int xs = 0, os = 0;

      for (guint k = 0; k < 3; k++)
        {
          xs += cells[lines[l][k]] == 'X';
          os += cells[lines[l][k]] == 'O';
        }
      if (xs > 0 && os == 0)
        total += xs == 1 ? 3 : xs == 2 ? 9 : 27;
      else if (os > 0 && xs == 0)
        total -= os == 1 ? 3 : os == 2 ? 9 : 27;
    }
  return total;
}

static int
search (Oracle     *o,
        char       *cells,
        CairnSide   side,
        guint       ply,
        guint       limit,
        int         alpha,
        int         beta,
        gboolean    is_root,
        gboolean    is_probe,
        gboolean    verify,
        guint16    *best_move)
{
  const ChessOracleOptions *opt = o->options;
  ChessOracleResult *r = o->result;
  gboolean is_max = side == CAIRN_SIDE_X;
  gboolean alpha_beta = opt->mode != CHESS_ORACLE_MINIMAX;
  gboolean fail_high = FALSE;
  int alpha0 = alpha, beta0 = beta;
  guint64 index = r->nodes++;
  int score, best;

  if (best_move)
    *best_move = CHESS_ORACLE_NO_MOVE;
  if (terminal (cells, ply, o->win, &score))
    return score;
  if (ply >= limit)
    return heuristic (cells);

  if ((opt->mode == CHESS_ORACLE_NULL || opt->mode == CHESS_ORACLE_VERIFIED) &&
      !is_root && !is_probe)
    {
      guint reduction = opt->reduction != CAIRN_REDUCTION_ADAPTIVE ? opt->reduction
                                                                  : (limit - ply > 6 ? 3 : 2);

      if (ply + reduction < limit && !(opt->guard && ply + 1 + reduction >= limit))
        {
          int v;
          gboolean fails;

          r->probes++;
          o->line[o->n_line++] = CHESS_ORACLE_NO_MOVE;
          if (opt->zero_window)
            v = search (o, cells, side == CAIRN_SIDE_X ? CAIRN_SIDE_O : CAIRN_SIDE_X, ply + 1 + reduction,
                        limit, is_max ? beta - 1 : alpha, is_max ? beta : alpha + 1,
                        FALSE, TRUE, verify, NULL);
          else
            v = search (o, cells, side == CAIRN_SIDE_X ? CAIRN_SIDE_O : CAIRN_SIDE_X, ply + 1 + reduction,
                        limit, alpha, beta, FALSE, TRUE, verify, NULL);
          o->n_line--;
          fails = is_max ? v >= beta : v <= alpha;
          if (fails && opt->mode == CHESS_ORACLE_VERIFIED && verify)
            {
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

      for (guint cell = 0; cell < 9; cell++)
        {
          gboolean last = TRUE;
          int v;

          if (cells[cell] != '.')
            continue;
          if (is_root && opt->root_move != CHESS_ORACLE_NO_MOVE && cell != opt->root_move)
            continue;
          cells[cell] = is_max ? 'X' : 'O';
          o->line[o->n_line++] = (guint16) cell;
          v = search (o, cells, is_max ? CAIRN_SIDE_O : CAIRN_SIDE_X, ply + 1, limit,
                      alpha, beta, FALSE, FALSE, verify, NULL);
          o->n_line--;
          cells[cell] = '.';
          if (is_max ? v > best : v < best)
            {
              best = v;
              if (best_move)
                *best_move = (guint16) cell;
            }
          if (alpha_beta)
            {
              if (is_max && best > alpha)
                alpha = best;
              if (!is_max && best < beta)
                beta = best;
            }
          /* Is a later move still to try? */
          for (guint later = cell + 1; later < 9; later++)
            if (cells[later] == '.' &&
                !(is_root && opt->root_move != CHESS_ORACLE_NO_MOVE))
              last = FALSE;
          if (beta <= alpha && !last)
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
ttt_oracle_run (const char               *cells,
                CairnSide                 to_move,
                int                       win,
                const ChessOracleOptions *options,
                ChessOracleResult        *result)
{
  Oracle o = { options, win, result, { 0 }, 0 };
  char board[10];

  g_return_if_fail (cells != NULL && strlen (cells) == 9);

  memcpy (board, cells, sizeof board);
  memset (result, 0, sizeof *result);
  result->value = search (&o, board, to_move, 0, options->depth,
                          -INFINITE_VALUE, INFINITE_VALUE,
                          TRUE, FALSE, TRUE, &result->best_move);
}
