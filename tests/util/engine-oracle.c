/* engine-oracle.c — a second, plain reading of DESIGN §1d (the engine
 * style) to hold the count-only search to: one recursive function for
 * every node, written for clarity, not speed.  It shares only the chess
 * rules of play with the engine (legal moves, playing them, check, the
 * 1b heuristic, the MVV-LVA rank and the position key); its moves are
 * sorted with qsort, its table is a GHashTable of whole keys, its
 * repetition test walks every ancestor.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "cairn-chess.h"
#include "cairn-position.h"
#include "cairn-settings.h"
#include "engine-oracle.h"

#define INF CAIRN_VALUE_INFINITY
#define MATE_VALUE 29744
#define PLIES 256

typedef struct {
  int       depth;
  int       value;   /* relative to the node for mates */
  int       bound;   /* 0 exact, 1 lower, 2 upper */
  CairnMove move;
} TableEntry;

typedef struct {
  const CairnGame *game;
  const CairnSettings *settings;
  gboolean qsearch, order, pvs, tt, id, check, draws, gate;
  gboolean null_move, verified, minimax;
  int      limit;
  gboolean last_iteration;
  guint64  cap, iteration_start;
  GHashTable *table;
  CairnPositionKey path[PLIES];
  CairnMove killers[PLIES][2];
  CairnCounters c;
  guint64  open, open_probes;
  gboolean aborted;
  CairnMove root_best;
  GArray  *failed_high;
} Oracle;

static guint
key_hash (gconstpointer data)
{
  const CairnPositionKey *k = data;
  guint h = k->extra;

  for (guint i = 0; i < 8; i++)
    h = h * 31 + (guint) (k->words[i] ^ (k->words[i] >> 32));
  return h;
}

static gboolean
key_same (gconstpointer a,
          gconstpointer b)
{
  const CairnPositionKey *x = a, *y = b;

  if (x->extra != y->extra)
    return FALSE;
  for (guint i = 0; i < 8; i++)
    if (x->words[i] != y->words[i])
      return FALSE;
  return TRUE;
}

static gboolean
is_mate_value (int v)
{
  return v >= MATE_VALUE || v <= -MATE_VALUE;
}

typedef struct {
  CairnMove move;
  int       group;  /* 0 table move, 1 tactical, 2 killer 0, 3 killer 1, 4 quiet */
  int       rank;
  guint     index;  /* in the 1b order */
} Sorted;

static int
compare_sorted (const void *a,
                const void *b)
{
  const Sorted *x = a, *y = b;

  if (x->group != y->group)
    return x->group - y->group;
  if (x->rank != y->rank)
    return y->rank - x->rank;
  return (int) x->index - (int) y->index;
}

static int search (Oracle *o, const CairnBoard *board, CairnSide side, int ply, int d,
                   int alpha, int beta, int kind, gboolean verify, int window_start);

/* Below the horizon: step 1 and the quiescence body (@entered: step 1
 * has run, the node is counted). */
static int
quiesce (Oracle           *o,
         const CairnBoard *board,
         CairnSide         side,
         int               ply,
         int               alpha,
         int               beta,
         gboolean          entered)
{
  const gboolean max = side == CAIRN_SIDE_X;
  CairnMove moves[CAIRN_MAX_MOVES];
  Sorted sorted[CAIRN_MAX_MOVES];
  guint n, k = 0;
  int score, best;

  if (!entered)
    {
      if (o->c.nodes >= o->cap)
        {
          o->aborted = TRUE;
          return 0;
        }
      o->c.nodes++;
      if (o->game->terminal (board, side, (guint) ply, &score))
        return score;
    }
  o->c.q_nodes++;
  best = o->game->evaluate (board);
  if (!o->minimax)
    {
      if (max && best >= beta)
        return best;
      if (!max && best <= alpha)
        return best;
      if (max)
        alpha = MAX (alpha, best);
      else
        beta = MIN (beta, best);
    }
  n = o->game->legal_moves (board, side, moves);
  for (guint i = 0; i < n; i++)
    {
      int rank = o->game->engine->tactical_rank (board, side, moves[i]);

      if (rank >= 0)
        sorted[k++] = (Sorted) { moves[i], 1, rank, i };
    }
  qsort (sorted, k, sizeof *sorted, compare_sorted);
  for (guint i = 0; i < k; i++)
    {
      CairnBoard child = *board;
      int v;

      o->game->play (&child, side, sorted[i].move);
      v = quiesce (o, &child, cairn_side_other (side), ply + 1, alpha, beta, FALSE);
      if (o->aborted)
        {
          o->open++;
          return 0;
        }
      best = max ? MAX (best, v) : MIN (best, v);
      if (!o->minimax)
        {
          if (max)
            alpha = MAX (alpha, best);
          else
            beta = MIN (beta, best);
          if (beta <= alpha)
            {
              if (i + 1 < k)
                o->c.cutoffs++;
              break;
            }
        }
    }
  return best;
}

/* One child searched with PVS's rules where they apply. */
static int
child_value (Oracle           *o,
             const CairnBoard *child,
             CairnSide         side,
             int               ply,
             int               d,
             int               alpha,
             int               beta,
             gboolean          first,
             gboolean          verify,
             int               window_start)
{
  const gboolean max = side == CAIRN_SIDE_X;
  CairnSide other = cairn_side_other (side);
  int v;

  if (!o->pvs || first)
    return search (o, child, other, ply + 1, d - 1, alpha, beta, 1, verify, window_start);
  if (max)
    v = search (o, child, other, ply + 1, d - 1, alpha, alpha + 1, 1, verify, window_start);
  else
    v = search (o, child, other, ply + 1, d - 1, beta - 1, beta, 1, verify, window_start);
  if (o->aborted || !(alpha < v && v < beta))
    return v;
  o->c.pvs_re_searches++;
  return search (o, child, other, ply + 1, d - 1, alpha, beta, 1, verify, window_start);
}

/* @kind: 0 root, 1 move, 2 null probe. */
static int
search (Oracle           *o,
        const CairnBoard *board,
        CairnSide         side,
        int               ply,
        int               d,
        int               alpha,
        int               beta,
        int               kind,
        gboolean          verify,
        int               window_start)
{
  const gboolean max = side == CAIRN_SIDE_X;
  const int alpha0 = alpha, beta0 = beta;
  guint64 index;
  CairnMove moves[CAIRN_MAX_MOVES], tt_move = CAIRN_NO_MOVE;
  Sorted sorted[CAIRN_MAX_MOVES];
  gboolean in_check, reduced = FALSE;
  int score, best = 0, d_full;
  CairnMove best_move = CAIRN_NO_MOVE;
  guint n;

  if (o->c.nodes >= o->cap)
    {
      o->aborted = TRUE;
      return 0;
    }
  index = o->c.nodes++ - o->iteration_start;

  /* 1. */
  if (o->game->terminal (board, side, (guint) ply, &score))
    return score;
  o->game->engine->key (board, side, &o->path[ply]);
  /* 2. */
  if (o->draws && kind != 0)
    {
      gboolean draw = o->game->engine->halfmove (board) >= 100;
      int first = MAX (window_start, ply - (int) o->game->engine->halfmove (board));

      for (int a = first; a < ply && !draw; a++)
        draw = key_same (&o->path[a], &o->path[ply]);
      if (draw)
        {
          o->c.draws++;
          return 0;
        }
    }
  /* 3. */
  in_check = o->game->in_check (board, side);
  if (o->check && in_check && ply < 2 * o->limit)
    {
      d += 1;
      o->c.extensions++;
    }
  /* 4. */
  if (d <= 0)
    return o->qsearch ? quiesce (o, board, side, ply, alpha, beta, TRUE) : o->game->evaluate (board);
  /* 5. */
  if (o->tt)
    {
      TableEntry *e = g_hash_table_lookup (o->table, &o->path[ply]);

      if (e != NULL)
        {
          gboolean pv = beta - alpha > 1;

          if (kind != 0 && !(o->pvs && pv) && e->depth >= d)
            {
              int v = e->value;

              if (v >= MATE_VALUE)
                v -= ply;
              else if (v <= -MATE_VALUE)
                v += ply;
              if (e->bound == 0 || (e->bound == 1 && v >= beta) || (e->bound == 2 && v <= alpha))
                {
                  o->c.tt_cutoffs++;
                  return v;
                }
            }
          tt_move = e->move;
        }
    }
  /* 6. */
  d_full = d;
  if (o->null_move && kind == 1 && !in_check)
    {
      gboolean allowed;
      int probe_d;

      if (o->gate)
        {
          int s = o->game->evaluate (board);
          int margin = max ? s - beta : alpha - s;

          allowed = beta - alpha <= 1 && margin >= 0 && o->game->has_pieces (board, side);
          probe_d = d - (4 + d / 3 + MIN (margin / 147, 5));
        }
      else
        {
          int r = o->settings->reduction == CAIRN_REDUCTION_ADAPTIVE ? (d > 6 ? 3 : 2)
                                                                     : (int) o->settings->reduction;

          allowed = cairn_settings_null_when_for_game (o->settings, o->game) == CAIRN_NULL_WHEN_ALWAYS ||
                    o->game->has_pieces (board, side);
          probe_d = d - 1 - r;
        }
      if (o->settings->reduction == 0)
        probe_d = d - 1;
      if (o->settings->guard && probe_d <= 0)
        allowed = FALSE;
      if (allowed)
        {
          CairnBoard passed = *board;
          int pa = alpha, pb = beta, v;

          if (o->gate || o->settings->probe_window == CAIRN_PROBE_WINDOW_ZERO)
            {
              pa = max ? beta - 1 : alpha;
              pb = max ? beta : alpha + 1;
            }
          o->c.null_probes++;
          o->game->play_null (&passed);
          v = search (o, &passed, cairn_side_other (side), ply + 1, probe_d, pa, pb, 2, verify, ply + 1);
          if (o->aborted)
            {
              o->open++;
              o->open_probes++;
              return 0;
            }
          if (max ? v >= beta : v <= alpha)
            {
              if (o->last_iteration && o->failed_high)
                g_array_append_val (o->failed_high, index);
              if (o->last_iteration && index == o->settings->ignore_prune_node)
                ;
              else if (o->verified && verify)
                {
                  o->c.verifications++;
                  reduced = TRUE;
                  verify = FALSE;
                  d -= 1;
                }
              else
                {
                  o->c.null_prunes++;
                  if (o->gate && !is_mate_value (v))
                    return v;
                  return max ? beta : alpha;
                }
            }
        }
    }

  /* 7. */
  n = o->game->legal_moves (board, side, moves);
  if (kind == 0 && o->settings->root_move != CAIRN_NO_MOVE)
    {
      moves[0] = o->settings->root_move;
      n = 1;
    }
  for (guint i = 0; i < n; i++)
    {
      int rank = o->game->engine->tactical_rank (board, side, moves[i]);

      sorted[i] = (Sorted) { moves[i], 4, rank, i };
      if (!o->order)
        sorted[i].group = 0;
      else if (moves[i] == tt_move)
        sorted[i].group = 0;
      else if (rank >= 0)
        sorted[i].group = 1;
      else if (moves[i] == o->killers[ply][0])
        sorted[i].group = 2;
      else if (moves[i] == o->killers[ply][1])
        sorted[i].group = 3;
      if (sorted[i].group != 1)
        sorted[i].rank = 0;
    }
  qsort (sorted, n, sizeof *sorted, compare_sorted);

  for (guint pass = 0;; pass++)
    {
      best = max ? -INF : INF;
      best_move = CAIRN_NO_MOVE;
      for (guint i = 0; i < n; i++)
        {
          CairnBoard child = *board;
          int v;

          o->game->play (&child, side, sorted[i].move);
          v = child_value (o, &child, side, ply, d, alpha, beta, i == 0, verify, window_start);
          if (o->aborted)
            {
              o->open++;
              return 0;
            }
          if (max ? v > best : v < best)
            {
              best = v;
              best_move = sorted[i].move;
            }
          if (o->minimax)
            continue;
          if (max)
            alpha = MAX (alpha, best);
          else
            beta = MIN (beta, best);
          if (beta <= alpha)
            {
              if (o->order && o->game->engine->tactical_rank (board, side, sorted[i].move) < 0 &&
                  o->killers[ply][0] != sorted[i].move)
                {
                  o->killers[ply][1] = o->killers[ply][0];
                  o->killers[ply][0] = sorted[i].move;
                }
              if (i + 1 < n)
                o->c.cutoffs++;
              break;
            }
        }
      if (reduced && (max ? best < beta0 : best > alpha0))
        {
          o->c.re_searches++;
          reduced = FALSE;
          d = d_full;
          verify = TRUE;
          alpha = alpha0;
          beta = beta0;
          continue;
        }
      break;
    }

  /* 8. */
  if (o->tt)
    {
      TableEntry *e = g_hash_table_lookup (o->table, &o->path[ply]);

      if (e == NULL)
        {
          e = g_new0 (TableEntry, 1);
          e->depth = G_MININT;
          g_hash_table_insert (o->table, g_memdup2 (&o->path[ply], sizeof o->path[ply]), e);
        }
      if (d >= e->depth)
        {
          e->depth = d;
          e->value = best >= MATE_VALUE ? best + ply : best <= -MATE_VALUE ? best - ply : best;
          e->bound = best >= beta0 ? 1 : best <= alpha0 ? 2 : 0;
          e->move = best_move;
        }
    }
  if (kind == 0)
    o->root_best = best_move;
  return best;
}

gboolean
engine_oracle_run (const CairnPosition *position,
                   const CairnSettings *settings,
                   CairnCounters       *counters,
                   GArray              *failed_high)
{
  Oracle o = { 0 };
  guint parts = settings->engine_parts;
  int value = 0;

  o.game = cairn_position_game (position);
  o.settings = settings;
  o.minimax = settings->mode == CAIRN_MODE_MINIMAX;
  o.qsearch = parts & CAIRN_PART_QSEARCH;
  o.order = (parts & CAIRN_PART_ORDER) != 0;
  o.pvs = (parts & CAIRN_PART_PVS) && !o.minimax;
  o.tt = (parts & CAIRN_PART_TT) && !o.minimax;
  o.id = (parts & CAIRN_PART_ID) != 0;
  o.check = (parts & CAIRN_PART_CHECK) != 0;
  o.draws = (parts & CAIRN_PART_DRAWS) != 0;
  o.gate = (parts & CAIRN_PART_GATE) && !o.minimax;
  o.null_move = settings->mode == CAIRN_MODE_NULL || settings->mode == CAIRN_MODE_VERIFIED;
  o.verified = settings->mode == CAIRN_MODE_VERIFIED;
  o.cap = settings->node_cap ? settings->node_cap : CAIRN_NODE_CAP_DEFAULT;
  o.failed_high = failed_high;
  for (guint p = 0; p < PLIES; p++)
    o.killers[p][0] = o.killers[p][1] = CAIRN_NO_MOVE;
  if (o.tt)
    o.table = g_hash_table_new_full (key_hash, key_same, g_free, g_free);

  for (guint limit = o.id ? 1 : settings->depth; limit <= settings->depth; limit++)
    {
      o.limit = (int) limit;
      o.iteration_start = o.c.nodes;
      o.last_iteration = limit == settings->depth;
      o.root_best = CAIRN_NO_MOVE;
      value = search (&o, &position->board, position->to_move, 0, (int) limit, -INF, INF, 0, TRUE, 0);
      o.c.iteration_nodes[o.c.n_iterations++] = o.c.nodes - o.iteration_start;
      if (o.aborted)
        break;
    }
  if (o.table)
    g_hash_table_unref (o.table);
  *counters = o.c;
  if (o.aborted)
    {
      counters->events = 2 * o.c.nodes - o.open + o.c.null_probes - o.open_probes + o.c.null_prunes +
                         o.c.cutoffs + o.c.re_searches + o.c.pvs_re_searches;
      counters->value = 0;
      counters->best_move = -1;
      return FALSE;
    }
  counters->events = 2 * o.c.nodes + o.c.null_probes + o.c.null_prunes + o.c.cutoffs +
                     o.c.re_searches + o.c.pvs_re_searches + 1;
  counters->value = value;
  counters->best_move = o.root_best == CAIRN_NO_MOVE ? -1 : o.root_best;
  return TRUE;
}
