/* cairn-count.c — the count-only search (see cairn-count.h).
 *
 * One recursive function body, specialised for each side to move and
 * twice for the game: tic-tac-toe with the board as two bit sets passed
 * by value and the game's tables inlined, and any other game through its
 * CairnGame table with one board per call (copy-make), its moves
 * fetched a few at a time where the game has expand(), so a cutoff
 * stops before the rest are generated.  Leaves are counted by their
 * parent, without a call.  Each rule below mirrors a
 * phase of the stepping engine (cairn-search.c); the equivalence test
 * (tests/core/test-count.c) holds the two to the node.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-count.h"
/* The one game header in core: tic-tac-toe's inlined fast path (see there). */
#include "cairn-game-tictactoe-private.h"
#include "cairn-settings.h"

#define ALWAYS_INLINE __attribute__ ((always_inline))

typedef struct {
  const CairnGame *game;
  gboolean       (*terminal) (const CairnBoard *board,
                              CairnSide         to_move,
                              guint             ply,
                              int              *score);
  /* The game's expand(), where it has one and the scoring is the
   * game's own; else NULL (as in the stepping engine). */
  guint          (*expand)   (const CairnBoard *board,
                              CairnSide         side,
                              guint             ply,
                              CairnMove        *moves,
                              int              *score,
                              CairnMoveCursor  *cursor);
  /* The game's value_after(), on the same terms as expand. */
  int            (*value_after) (const CairnBoard *board,
                                 CairnSide         side,
                                 CairnMove         move,
                                 guint             ply);
  guint64   nodes, probes, prunes, cutoffs, verifications, re_searches;
  guint64   cap;
  guint     reduction;     /* a fixed R, or CAIRN_REDUCTION_ADAPTIVE */
  gboolean  guard;
  gboolean  null_move;     /* the mode probes */
  gboolean  verified;
  gboolean  alpha_beta;    /* not minimax */
  gboolean  zero_window;
  gboolean  pieces_only;
  guint32   ignore;        /* the node whose probe verdict is ignored; 0: none */
  CairnMove root_move;
  int       ttt_win;
  int       best_move;     /* the root's */
  gboolean  aborted;
  /* On a stop at the node cap: frames and probes left open, so the
   * event count can say what the stepping engine had emitted. */
  guint64   open, open_probes;
} Count;

/* One function per game kind and side to move, so that the side is a
 * constant in each. */
static int count_ttt_x  (Count *c, guint32 x, guint32 o, guint ply, guint limit,
                         int alpha, int beta, guint kind, gboolean verify);
static int count_ttt_o  (Count *c, guint32 x, guint32 o, guint ply, guint limit,
                         int alpha, int beta, guint kind, gboolean verify);
static int count_game_x (Count *c, const CairnBoard *board, guint ply, guint limit,
                         int alpha, int beta, guint kind, gboolean verify);
static int count_game_o (Count *c, const CairnBoard *board, guint ply, guint limit,
                         int alpha, int beta, guint kind, gboolean verify);

/* The other side's function. */
#define COUNT_TTT(max, ...) ((max) ? count_ttt_o (__VA_ARGS__) : count_ttt_x (__VA_ARGS__))
#define COUNT_GAME(max, ...) ((max) ? count_game_o (__VA_ARGS__) : count_game_x (__VA_ARGS__))

/* A node on or past the horizon, of any game but tic-tac-toe: counted
 * and scored without a call of its own, as most nodes are such leaves. */
static inline ALWAYS_INLINE int
count_leaf (Count            *c,
            const CairnBoard *board,
            guint             side,
            guint             ply)
{
  int score;

  c->nodes++;
  if (c->terminal (board, (CairnSide) side, ply, &score))
    return score;
  return c->game->evaluate (board);
}

/* Other games: appends the game's next moves to the @n in @moves;
 * FALSE when there are none.  Moves are fetched only when the loop needs
 * one more, or a cutoff asks whether any is left, as in the stepping
 * engine. */
static inline ALWAYS_INLINE gboolean
fetch_more (Count            *c,
            const CairnBoard *board,
            guint             side,
            CairnMove        *moves,
            guint            *n,
            CairnMoveCursor  *cursor)
{
  guint got;

  if (!cursor->more)
    return FALSE;
  got = c->game->expand_more (board, (CairnSide) side, moves + *n, cursor);
  *n += got;
  return got > 0;
}

/* A node of kind @kind at @ply, searched with the window (@alpha, @beta)
 * under the depth limit @limit.  Tic-tac-toe (@ttt) reads @x and @o,
 * other games @board, with room for their moves in @moves and, where
 * the game expands a few moves at a time, where it stopped in @cursor. */
static inline ALWAYS_INLINE int
count_node (Count            *c,
            const CairnBoard *board,
            guint32           x,
            guint32           o,
            guint             ply,
            guint             limit,
            guint             side,
            int               alpha,
            int               beta,
            guint             kind,
            gboolean          verify,
            CairnMove        *moves,
            CairnMoveCursor  *cursor,
            gboolean          ttt)
{
  const CairnGame *game = c->game;
  const gboolean max = side == CAIRN_SIDE_X;
  const int alpha0 = alpha, beta0 = beta;
  guint32 all = 0;
  guint n = 0;
  gboolean fail_high = FALSE;
  guint32 index;
  guint code = 0;
  int score;

  if (G_UNLIKELY (c->nodes >= c->cap))
    {
      c->aborted = TRUE;
      return 0;
    }
  index = (guint32) c->nodes++;

  /* Terminal first, then the horizon. */
  if (ttt)
    {
      code = cairn_ttt_base3[x] + 2u * cairn_ttt_base3[o];
      switch (cairn_ttt_status[code])
        {
        case TTT_X_WINS:
          return c->ttt_win - (int) ply;
        case TTT_O_WINS:
          return (int) ply - c->ttt_win;
        case TTT_DRAWN:
          return 0;
        default:
          break;
        }
      if (ply >= limit)
        return cairn_ttt_heuristic[code];
      all = ~(x | o) & TTT_FULL_BOARD;
      if (G_UNLIKELY (kind == CAIRN_NODE_ROOT && c->root_move != CAIRN_NO_MOVE))
        all = (guint32) 1 << c->root_move;
    }
  else
    {
      cursor->more = FALSE;
      if (ply < limit && c->expand)
        {
          /* Below the horizon the moves are needed anyway: the game
           * finds the first few and the end of the game at once. */
          n = c->expand (board, (CairnSide) side, ply, moves, &score, cursor);
          if (n == CAIRN_GAME_OVER)
            return score;
        }
      else
        {
          if (c->terminal (board, (CairnSide) side, ply, &score))
            return score;
          if (ply >= limit)
            return game->evaluate (board);
          n = game->legal_moves (board, (CairnSide) side, moves);
        }
      if (G_UNLIKELY (kind == CAIRN_NODE_ROOT && c->root_move != CAIRN_NO_MOVE))
        {
          moves[0] = c->root_move;
          n = 1;
          cursor->more = FALSE;
        }
    }

  /* The null probe (DESIGN §1, §1b, §1c). */
  if (c->null_move && kind == CAIRN_NODE_MOVE)
    {
      guint r = c->reduction == CAIRN_REDUCTION_ADAPTIVE ? (limit - ply > 6 ? 3 : 2) : c->reduction;

      if (ply + r < limit && !(c->guard && ply + 1 + r >= limit) &&
          (ttt || game->in_check == NULL || !game->in_check (board, (CairnSide) side)) &&
          (ttt || !c->pieces_only || game->has_pieces (board, (CairnSide) side)))
        {
          int pa = alpha, pb = beta, v;

          c->probes++;
          if (c->zero_window)
            {
              if (max)
                pa = beta - 1;
              else
                pb = alpha + 1;
            }
          if (ttt && ply + 1 + r >= limit && c->nodes < c->cap)
            {
              /* A probe on the horizon is a leaf of this (open) board. */
              c->nodes++;
              v = cairn_ttt_heuristic[code];
            }
          else if (ttt)
            v = COUNT_TTT (max, c, x, o, ply + 1 + r, limit, pa, pb,
                           CAIRN_NODE_NULL_PROBE, verify);
          else
            {
              CairnBoard passed = *board;

              if (game->play_null)
                game->play_null (&passed);
              v = ply + 1 + r >= limit && c->nodes < c->cap
                  ? count_leaf (c, &passed, side ^ 1, ply + 1 + r)
                  : COUNT_GAME (max, c, &passed, ply + 1 + r, limit, pa, pb,
                                CAIRN_NODE_NULL_PROBE, verify);
            }
          if (G_UNLIKELY (c->aborted))
            {
              c->open++;
              c->open_probes++;
              return 0;
            }
          if (max ? v >= beta : v <= alpha)
            {
              if (G_UNLIKELY (index == c->ignore))
                ;  /* decisive prunes: this verdict undone */
              else if (c->verified && verify)
                {
                  c->verifications++;
                  fail_high = TRUE;
                  limit--;
                  verify = FALSE;
                }
              else
                {
                  c->prunes++;
                  return max ? beta : alpha;
                }
            }
        }
    }

  for (;;)
    {
      int best = max ? -CAIRN_VALUE_INFINITY : CAIRN_VALUE_INFINITY;
      int best_move = -1;
      guint32 left = all;
      guint i = 0;

      while (ttt ? left != 0 : i < n || fetch_more (c, board, side, moves, &n, cursor))
        {
          CairnMove move;
          int v;

          if (ttt)
            {
              guint32 bit = left & -left;
              guint32 cx = max ? x | bit : x, co = max ? o : o | bit;
              guint child = cairn_ttt_base3[cx] + 2u * cairn_ttt_base3[co];
              guint status = cairn_ttt_status[child];

              move = (CairnMove) __builtin_ctz (left);
              left ^= bit;
              /* Leaves are counted here, without a call: most nodes are. */
              if ((status != TTT_OPEN || ply + 1 >= limit) && c->nodes < c->cap)
                {
                  c->nodes++;
                  v = status == TTT_X_WINS ? c->ttt_win - (int) (ply + 1)
                    : status == TTT_O_WINS ? (int) (ply + 1) - c->ttt_win
                    : status == TTT_DRAWN ? 0
                    : cairn_ttt_heuristic[child];
                }
              else
                v = COUNT_TTT (max, c, cx, co, ply + 1, limit, alpha, beta,
                               CAIRN_NODE_MOVE, verify);
            }
          else if (ply + 1 >= limit && c->nodes < c->cap && c->value_after)
            {
              /* A horizon leaf: played and scored in one call. */
              move = moves[i++];
              c->nodes++;
              v = c->value_after (board, (CairnSide) side, move, ply + 1);
            }
          else
            {
              CairnBoard child = *board;

              move = moves[i++];
              game->play (&child, (CairnSide) side, move);
              v = ply + 1 >= limit && c->nodes < c->cap
                  ? count_leaf (c, &child, side ^ 1, ply + 1)
                  : COUNT_GAME (max, c, &child, ply + 1, limit, alpha, beta,
                                CAIRN_NODE_MOVE, verify);
            }
          if (G_UNLIKELY (c->aborted))
            {
              c->open++;
              return 0;
            }
          if (max)
            {
              if (v > best)
                {
                  best = v;
                  best_move = move;
                }
              if (c->alpha_beta && best > alpha)
                alpha = best;
            }
          else
            {
              if (v < best)
                {
                  best = v;
                  best_move = move;
                }
              if (c->alpha_beta && best < beta)
                beta = best;
            }
          if (beta <= alpha &&
              (ttt ? left != 0 : i < n || fetch_more (c, board, side, moves, &n, cursor)))
            {
              c->cutoffs++;
              break;
            }
        }

      /* Verified: a reduced search that does not confirm the fail high
       * is searched again at the full limit with verification on. */
      if (fail_high && !(max ? best >= beta0 : best <= alpha0))
        {
          c->re_searches++;
          fail_high = FALSE;
          limit++;
          verify = TRUE;
          alpha = alpha0;
          beta = beta0;
          continue;
        }
      if (kind == CAIRN_NODE_ROOT)
        c->best_move = best_move;
      return best;
    }
}

#define DEFINE_COUNT_TTT(name, side)                                          \
  static G_GNUC_NO_INLINE int                                                 \
  name (Count *c, guint32 x, guint32 o, guint ply, guint limit,               \
        int alpha, int beta, guint kind, gboolean verify)                     \
  {                                                                           \
    return count_node (c, NULL, x, o, ply, limit, side, alpha, beta, kind,    \
                       verify, NULL, NULL, TRUE);                             \
  }

#define DEFINE_COUNT_GAME(name, side)                                         \
  static G_GNUC_NO_INLINE int                                                 \
  name (Count *c, const CairnBoard *board, guint ply, guint limit,            \
        int alpha, int beta, guint kind, gboolean verify)                     \
  {                                                                           \
    CairnMove moves[CAIRN_MAX_MOVES];                                         \
    CairnMoveCursor cursor;                                                   \
                                                                              \
    return count_node (c, board, 0, 0, ply, limit, side, alpha, beta, kind,   \
                       verify, moves, &cursor, FALSE);                        \
  }

DEFINE_COUNT_TTT (count_ttt_x, CAIRN_SIDE_X)
DEFINE_COUNT_TTT (count_ttt_o, CAIRN_SIDE_O)
DEFINE_COUNT_GAME (count_game_x, CAIRN_SIDE_X)
DEFINE_COUNT_GAME (count_game_o, CAIRN_SIDE_O)

gboolean
cairn_count_search (const CairnPosition *position,
                    const CairnSettings *settings,
                    CairnCounters       *counters)
{
  const CairnGame *game;
  Count c = { 0 };
  int value, root_alpha, root_beta;

  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (settings != NULL, FALSE);
  g_return_val_if_fail (counters != NULL, FALSE);
  game = cairn_position_game (position);
  g_return_val_if_fail (cairn_settings_validate (settings, game, NULL), FALSE);
  if (settings->engine_parts != 0)
    return game->engine->count_search (position, settings, counters);

  game->init ();
  c.game = game;
  c.terminal = settings->scoring == CAIRN_SCORING_SOUND && game->terminal_sound
               ? game->terminal_sound : game->terminal;
  c.expand = c.terminal == game->terminal ? game->expand : NULL;
  c.value_after = c.terminal == game->terminal ? game->value_after : NULL;
  c.cap = settings->node_cap ? settings->node_cap : CAIRN_NODE_CAP_DEFAULT;
  c.reduction = settings->reduction;
  c.guard = settings->guard;
  c.null_move = cairn_mode_uses_null_move (settings->mode);
  c.verified = settings->mode == CAIRN_MODE_VERIFIED;
  c.alpha_beta = settings->mode != CAIRN_MODE_MINIMAX;
  c.zero_window = settings->probe_window == CAIRN_PROBE_WINDOW_ZERO;
  c.pieces_only = cairn_settings_null_when_for_game (settings, game) == CAIRN_NULL_WHEN_PIECES;
  c.ignore = settings->ignore_prune_node;
  c.root_move = settings->root_move;
  c.ttt_win = ttt_win_for (settings->scoring);
  c.best_move = -1;

  cairn_settings_root_window (settings, &root_alpha, &root_beta);
  /* Tic-tac-toe's inlined fast path, the one game core names
   * (cairn-game-tictactoe-private.h says why); every other game through
   * its table. */
  if (game == &cairn_game_tictactoe)
    value = COUNT_TTT (position->to_move != CAIRN_SIDE_X, &c,
                       (guint32) cairn_ttt_marks (&position->board)[CAIRN_SIDE_X] & TTT_FULL_BOARD,
                       (guint32) cairn_ttt_marks (&position->board)[CAIRN_SIDE_O] & TTT_FULL_BOARD,
                       0, settings->depth, root_alpha, root_beta, CAIRN_NODE_ROOT, TRUE);
  else
    value = COUNT_GAME (position->to_move != CAIRN_SIDE_X, &c, &position->board, 0, settings->depth,
                        root_alpha, root_beta, CAIRN_NODE_ROOT, TRUE);

  memset (counters, 0, sizeof *counters);
  counters->nodes = c.nodes;
  counters->null_probes = c.probes;
  counters->null_prunes = c.prunes;
  counters->cutoffs = c.cutoffs;
  counters->verifications = c.verifications;
  counters->re_searches = c.re_searches;
  if (c.aborted)
    {
      /* What the stepping engine had emitted: an entry for every node, an
       * exit for every finished one, a verdict for every finished probe. */
      counters->events = 2 * c.nodes - c.open + c.probes - c.open_probes +
                         c.prunes + c.cutoffs + c.re_searches;
      counters->best_move = -1;
      return FALSE;
    }
  /* Every node is entered and left, every probe resolved; then "done". */
  counters->events = 2 * c.nodes + c.probes + c.prunes + c.cutoffs + c.re_searches + 1;
  counters->value = value;
  counters->best_move = c.best_move;
  return TRUE;
}
