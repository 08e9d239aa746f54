/* cairn-chess-engine-count.c — chess's count-only search in the engine
 * style (DESIGN.md §1d; see cairn-chess-engine-count.h).
 *
 * Plain recursion with copy-make boards, one function per node kind:
 * main_node() runs the node entry steps 1–8 of §1d (terminal, draws,
 * check extension, horizon, table, null probe, moves, store), q_node()
 * the quiescence search below the horizon (step 1 and the quiescence
 * body only).  Both are specialised for the side to move, so that "max
 * node" is a constant in each.  Nothing is allocated per node: the move
 * lists live in the frames, the path's keys and the killers in fixed
 * arrays of the search, and the table is one open-addressing hash of
 * whole position keys that grows by doubling.
 *
 * The engine style is chess's only (settings validation refuses any
 * part for a game without engine rules), and this search is chess's own
 * fast path, reached through its CairnEngineRules.count_search: it
 * lives with the chess rules it calls directly.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "cairn-chess.h"
#include "cairn-chess-engine-count.h"
#include "cairn-position.h"
#include "cairn-settings.h"

#define ALWAYS_INLINE __attribute__ ((always_inline))

#define INF CAIRN_VALUE_INFINITY
/* §1d: a mate value is one with |v| ≥ 29744 (within 256 of ±30000). */
#define MATE_BOUND (CAIRN_CHESS_MATE - 256)
/* §1d: the path, killer and repetition arrays hold at least 2L + L + 64
 * plies: main-search plies stay below 3L (a check extension only while
 * ply < 2L), quiescence adds at most 30 captures and 16 promotions. */
#define MAX_PLY (3 * CAIRN_DEPTH_MAX + 64)

enum { KIND_ROOT, KIND_MOVE, KIND_PROBE };
enum { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

/* One table entry: the whole key and the result. */
typedef struct {
  CairnPositionKey key;
  gint32  value;     /* mate values relative to the node (§1d) */
  gint16  depth;
  guint8  bound;
  CairnMove move;
} Entry;

/* The table: open addressing over slots of (the hash's upper half, entry
 * number + 1), placed by the upper half too, so that growing needs no
 * entry; the entries live in blocks that never move, so that growing
 * copies none and a node keeps its entry from lookup to store.  No size
 * limit and no replacement by slot: results never depend on hashing. */
#define FIRST_SIZE 4096u  /* the first entries, in plain pages */
#define BLOCK_BITS 15      /* then blocks of 2^15, in huge pages */
#define BLOCK_SIZE (1u << BLOCK_BITS)
#define MAX_BLOCKS (1u << (32 - BLOCK_BITS))

typedef struct {
  guint64 *slots;      /* tag << 32 | (number + 1); 0 empty */
  guint    mask;       /* slots - 1 */
  Entry   *first;      /* FIRST_SIZE */
  Entry  **blocks;     /* MAX_BLOCKS, allocated as they fill */
  guint    n_entries;
} Table;

typedef struct {
  const CairnEngineRules *rules;
  /* The settings, unpacked. */
  gboolean qsearch, order, pvs, tt, id, check, draws, gate;
  gboolean null_move, verified, alpha_beta, zero_window, pieces_only, guard;
  guint    reduction;
  guint32  ignore;           /* node index within the last iteration; 0: none */
  gboolean ignore_active;    /* this is the last iteration */
  CairnMove root_move;
  guint64  cap;
  int      limit;            /* L of the current iteration */
  guint64  iteration_start;  /* nodes before this iteration */

  /* Counters. */
  guint64 nodes, probes, prunes, cutoffs, verifications, re_searches;
  guint64 q_nodes, tt_cutoffs, pvs_re_searches, extensions, draws_n;
  gboolean aborted;
  guint64  open, open_probes;
  CairnMove best_move;       /* the root's, this iteration */

  /* The path: each main node's key and its hash, by ply. */
  CairnPositionKey keys[MAX_PLY];
  guint64          hashes[MAX_PLY];
  CairnMove        killers[MAX_PLY][2];
  Table            table;
} Engine;

/* ---- Keys and the table ----------------------------------------------- */

static inline guint64
key_hash (const CairnPositionKey *key)
{
  guint64 h = key->extra * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15);

  for (guint i = 0; i < G_N_ELEMENTS (key->words); i++)
    {
      h ^= key->words[i] + G_GUINT64_CONSTANT (0x632BE59BD9B4E019) * (i + 1);
      h *= G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
      h ^= h >> 31;
    }
  return h ^ (h >> 29);
}

static inline gboolean
key_equal (const CairnPositionKey *a,
           const CairnPositionKey *b)
{
  return a->extra == b->extra && memcmp (a->words, b->words, sizeof a->words) == 0;
}

/* Memory for the table.  Fresh pages cost a fault each on first touch,
 * which on virtual machines costs a good part of a large search: with
 * @huge, arrays of 256 kB and more ask for huge pages (2 MB, one fault
 * each, cheaper than 64 plain ones) where the system gives them on
 * request.  The first entries are not among them, so that a small search
 * touches no more than it uses.  Freed with free(). */
#define HUGE_PAGE (2u << 20)

static gpointer
big_alloc (gsize    size,
           gboolean zeroed,
           gboolean huge)
{
  gpointer p;

  if (!huge || size < HUGE_PAGE / 8)
    p = zeroed ? calloc (1, size) : malloc (size);
  else
    {
      size = (size + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE;
      if (posix_memalign (&p, HUGE_PAGE, size) != 0)
        p = NULL;
#ifdef MADV_HUGEPAGE
      if (p != NULL)
        madvise (p, size, MADV_HUGEPAGE);
#endif
      if (p != NULL && zeroed)
        memset (p, 0, size);
    }
  if (p == NULL)
    g_error ("out of memory for the transposition table (%" G_GSIZE_FORMAT " bytes)", size);
  return p;
}

static inline Entry *
table_entry (const Table *t,
             guint32      number)
{
  if (number < FIRST_SIZE)
    return &t->first[number];
  number -= FIRST_SIZE;
  return &t->blocks[number >> BLOCK_BITS][number & (BLOCK_SIZE - 1)];
}

static void
table_init (Table *t)
{
  t->mask = (1u << 12) - 1;
  t->slots = big_alloc ((t->mask + 1) * sizeof *t->slots, TRUE, TRUE);
  t->first = big_alloc (FIRST_SIZE * sizeof (Entry), FALSE, FALSE);
  t->blocks = g_new0 (Entry *, MAX_BLOCKS);
  t->n_entries = 0;
}

static void
table_clear (Table *t)
{
  for (guint i = 0; i < MAX_BLOCKS && t->blocks[i] != NULL; i++)
    free (t->blocks[i]);
  g_free (t->blocks);
  free (t->first);
  free (t->slots);
}

/* The slot where @hash and @key are, or the empty one where they go. */
static inline guint
table_slot (const Table            *t,
            guint64                 hash,
            const CairnPositionKey *key)
{
  guint32 tag = (guint32) (hash >> 32);
  guint i = tag & t->mask;

  for (;;)
    {
      guint64 slot = t->slots[i];

      if (slot == 0)
        return i;
      if ((guint32) (slot >> 32) == tag && key_equal (&table_entry (t, (guint32) slot - 1)->key, key))
        return i;
      i = (i + 1) & t->mask;
    }
}

static inline Entry *
table_find (const Table            *t,
            guint64                 hash,
            const CairnPositionKey *key)
{
  guint64 slot = t->slots[table_slot (t, hash, key)];

  return slot ? table_entry (t, (guint32) slot - 1) : NULL;
}

static G_GNUC_NO_INLINE void
table_grow (Table *t)
{
  guint64 *old = t->slots;
  guint old_size = t->mask + 1;

  t->mask = old_size * 2 - 1;
  t->slots = big_alloc (old_size * 2 * sizeof *t->slots, TRUE, TRUE);
  for (guint j = 0; j < old_size; j++)
    if (old[j] != 0)
      {
        guint i = (guint32) (old[j] >> 32) & t->mask;

        while (t->slots[i] != 0)
          i = (i + 1) & t->mask;
        t->slots[i] = old[j];
      }
  free (old);
}

/* Stores a result when there is no entry (@entry NULL: none was found
 * at the node's lookup), or @depth ≥ the entry's. */
static inline void
table_store (Table                  *t,
             Entry                  *entry,
             guint64                 hash,
             const CairnPositionKey *key,
             int                     depth,
             int                     value,
             guint                   bound,
             CairnMove               move)
{
  if (entry == NULL)
    {
      /* The node's subtree may have stored its position since. */
      guint i = table_slot (t, hash, key);

      if (t->slots[i] != 0)
        entry = table_entry (t, (guint32) t->slots[i] - 1);
      else
        {
          guint32 number = t->n_entries++;

          /* Past 2^32 entries the node cap would have stopped the search. */
          if (number >= FIRST_SIZE && ((number - FIRST_SIZE) & (BLOCK_SIZE - 1)) == 0)
            t->blocks[(number - FIRST_SIZE) >> BLOCK_BITS] = big_alloc (BLOCK_SIZE * sizeof (Entry), FALSE, TRUE);
          entry = table_entry (t, number);
          entry->key = *key;
          entry->depth = G_MININT16;
          t->slots[i] = (hash >> 32) << 32 | (number + 1);
          if ((guint64) t->n_entries * 2 > (guint64) t->mask + 1)
            table_grow (t);
        }
    }
  if (depth < entry->depth)
    return;
  entry->depth = (gint16) depth;
  entry->value = value;
  entry->bound = (guint8) bound;
  entry->move = move;
}

/* Mate values relative to the node in the table (§1d). */
static inline int
value_to_table (int value,
                int ply)
{
  if (value >= MATE_BOUND)
    return value + ply;
  if (value <= -MATE_BOUND)
    return value - ply;
  return value;
}

static inline int
value_from_table (int value,
                  int ply)
{
  if (value >= MATE_BOUND)
    return value - ply;
  if (value <= -MATE_BOUND)
    return value + ply;
  return value;
}

/* ---- Moves in order ----------------------------------------------------- */

/* Stable: equal ranks keep the generation (1b) order. */
static inline void
sort_by_rank (CairnMove *moves,
              int       *ranks,
              guint      n)
{
  for (guint i = 1; i < n; i++)
    {
      CairnMove m = moves[i];
      int r = ranks[i];
      guint j = i;

      while (j > 0 && ranks[j - 1] < r)
        {
          moves[j] = moves[j - 1];
          ranks[j] = ranks[j - 1];
          j--;
        }
      moves[j] = m;
      ranks[j] = r;
    }
}

/* The quiescence moves of @b (captures, en passant and capture
 * under-promotions included, and non-capture queen promotions) in
 * MVV-LVA order; returns how many. */
static inline guint
q_moves (const CairnChessBoard *b,
         CairnSide              side,
         CairnMove             *out)
{
  int ranks[CAIRN_CHESS_MAX_MOVES];
  guint n = cairn_chess_tactical_moves (b, side, out, ranks);

  sort_by_rank (out, ranks, n);
  return n;
}

/* cairn_chess_tactical_rank()'s rule, inline: -1 for a quiet move (no
 * capture, no queen promotion), else the victim's value (plus 800 for a
 * queen promotion) times 8, plus 7 less the attacker's kind. */
static const int victim_value[CAIRN_CHESS_N_KINDS] = { 100, 300, 300, 500, 900, 0 };

static inline CairnChessKind
kind_on (const CairnChessBoard *b,
         guint64                m)
{
  const guint64 *p = b->pieces;

  return (p[CAIRN_CHESS_PAWN] & m) ? CAIRN_CHESS_PAWN
       : (p[CAIRN_CHESS_KNIGHT] & m) ? CAIRN_CHESS_KNIGHT
       : (p[CAIRN_CHESS_BISHOP] & m) ? CAIRN_CHESS_BISHOP
       : (p[CAIRN_CHESS_ROOK] & m) ? CAIRN_CHESS_ROOK
       : (p[CAIRN_CHESS_QUEEN] & m) ? CAIRN_CHESS_QUEEN
       : CAIRN_CHESS_KING;
}

static inline int
move_rank (const CairnChessBoard *b,
           CairnSide              side,
           CairnMove              move)
{
  guint from = cairn_chess_move_from (move), to = cairn_chess_move_to (move);
  gboolean queening = cairn_chess_move_promo (move) == CAIRN_CHESS_PROMO_QUEEN;
  guint64 fm = G_GUINT64_CONSTANT (1) << from, tm = G_GUINT64_CONSTANT (1) << to;
  int value;

  if (b->colour[side ^ 1] & tm)
    value = victim_value[kind_on (b, tm)];
  else if (to == b->ep && (b->pieces[CAIRN_CHESS_PAWN] & fm) && (from & 7) != (to & 7))
    value = victim_value[CAIRN_CHESS_PAWN];
  else if (queening)
    value = 0;
  else
    return -1;
  if (queening)
    value += 800;
  return value * 8 + (7 - (int) kind_on (b, fm));
}

/* Part `order`: the table's move, captures and queen promotions by
 * MVV-LVA, the killers of @ply, the rest in 1b order (@moves are the
 * legal moves in 1b order); @quiet[i] says whether out[i] is quiet (for
 * the killers). */
static inline guint
order_moves (Engine                *e,
             const CairnChessBoard *b,
             CairnSide              side,
             int                    ply,
             const CairnMove       *moves,
             guint                  n,
             CairnMove              tt_move,
             CairnMove             *out,
             gboolean              *quiet)
{
  CairnMove tactical[CAIRN_CHESS_MAX_MOVES], quiets[CAIRN_CHESS_MAX_MOVES];
  int ranks[CAIRN_CHESS_MAX_MOVES];
  const CairnMove k0 = e->killers[ply][0], k1 = e->killers[ply][1];
  /* A move to none of these squares that is no queen promotion is quiet. */
  const guint64 special = b->colour[side ^ 1] | (b->ep < 64 ? G_GUINT64_CONSTANT (1) << b->ep : 0);
  guint k = 0, n_tactical = 0, n_quiet = 0;
  gboolean have_k0 = FALSE, have_k1 = FALSE;
  int tt_rank = -2;

  for (guint i = 0; i < n; i++)
    {
      CairnMove m = moves[i];
      int rank = ((special >> cairn_chess_move_to (m)) & 1) ||
                 cairn_chess_move_promo (m) == CAIRN_CHESS_PROMO_QUEEN
                 ? move_rank (b, side, m) : -1;

      if (m == tt_move)
        tt_rank = rank;
      else if (rank >= 0)
        {
          tactical[n_tactical] = m;
          ranks[n_tactical++] = rank;
        }
      else if (m == k0)
        have_k0 = TRUE;
      else if (m == k1)
        have_k1 = TRUE;
      else
        quiets[n_quiet++] = m;
    }
  if (tt_rank != -2)
    {
      out[k] = tt_move;
      quiet[k++] = tt_rank < 0;
    }
  sort_by_rank (tactical, ranks, n_tactical);
  for (guint i = 0; i < n_tactical; i++)
    {
      out[k] = tactical[i];
      quiet[k++] = FALSE;
    }
  if (have_k0)
    {
      out[k] = k0;
      quiet[k++] = TRUE;
    }
  if (have_k1)
    {
      out[k] = k1;
      quiet[k++] = TRUE;
    }
  for (guint i = 0; i < n_quiet; i++)
    {
      out[k] = quiets[i];
      quiet[k++] = TRUE;
    }
  return k;
}

/* ---- The search ----------------------------------------------------------- */

static int q_node_x (Engine *e, const CairnChessBoard *b, int ply, int alpha, int beta);
static int q_node_o (Engine *e, const CairnChessBoard *b, int ply, int alpha, int beta);
static int main_node_x (Engine *e, const CairnChessBoard *b, int ply, int d, int alpha, int beta,
                        int kind, gboolean verify, int window_start);
static int main_node_o (Engine *e, const CairnChessBoard *b, int ply, int d, int alpha, int beta,
                        int kind, gboolean verify, int window_start);

/* The other side's function. */
#define Q_NODE(max, ...) ((max) ? q_node_o (__VA_ARGS__) : q_node_x (__VA_ARGS__))
#define MAIN_NODE(max, ...) ((max) ? main_node_o (__VA_ARGS__) : main_node_x (__VA_ARGS__))

/* The quiescence body of a node that reached it (§1d `qsearch`): stand
 * pat on the 1b heuristic, then the captures and queen promotions in
 * MVV-LVA order, fail-soft.  Minimax has no window here either. */
/* Step 1 when the side to move has no legal move (dead material is
 * tested before): mated, or stalemate. */
static inline int
no_move_score (const CairnChessBoard *b,
               CairnSide              side,
               int                    ply)
{
  if (!cairn_chess_in_check (b, side))
    return 0;
  return side == CAIRN_SIDE_O ? CAIRN_CHESS_MATE - ply : ply - CAIRN_CHESS_MATE;
}

/* The quiescence body of a node that reached it (§1d `qsearch`): stand
 * pat on the 1b heuristic, then the captures and queen promotions in
 * MVV-LVA order, fail-soft.  Minimax has no window here either.
 *
 * Step 1's "no legal move" is settled here only when the answer could
 * matter (@movable: known to have a move already): before a stand-pat
 * return, or when there is no capture to search; any quiescence move
 * proves a legal one. */
static inline ALWAYS_INLINE int
q_body (Engine                *e,
        const CairnChessBoard *b,
        int                    ply,
        int                    alpha,
        int                    beta,
        gboolean               movable,
        gboolean               max)
{
  const CairnSide side = max ? CAIRN_SIDE_X : CAIRN_SIDE_O;
  CairnMove moves[CAIRN_CHESS_MAX_MOVES];
  int best = b->material;
  guint n;

  if (e->alpha_beta && (max ? best >= beta : best <= alpha))
    {
      if (!movable && !cairn_chess_has_legal_move (b, side))
        return no_move_score (b, side, ply);
      e->q_nodes++;
      return best;
    }
  n = q_moves (b, side, moves);
  if (n == 0 && !movable && !cairn_chess_has_legal_move (b, side))
    return no_move_score (b, side, ply);
  e->q_nodes++;
  if (e->alpha_beta)
    {
      if (max && best > alpha)
        alpha = best;
      if (!max && best < beta)
        beta = best;
    }
  for (guint i = 0; i < n; i++)
    {
      CairnChessBoard child = *b;
      int v;

      cairn_chess_play (&child, side, moves[i]);
      v = Q_NODE (max, e, &child, ply + 1, alpha, beta);
      if (G_UNLIKELY (e->aborted))
        {
          e->open++;
          return 0;
        }
      if (max ? v > best : v < best)
        best = v;
      if (e->alpha_beta)
        {
          if (max && best > alpha)
            alpha = best;
          if (!max && best < beta)
            beta = best;
          if (beta <= alpha && i + 1 < n)
            {
              e->cutoffs++;
              break;
            }
        }
    }
  return best;
}

/* A node below the horizon node: step 1 and the quiescence body only. */
static inline ALWAYS_INLINE int
q_node (Engine                *e,
        const CairnChessBoard *b,
        int                    ply,
        int                    alpha,
        int                    beta,
        gboolean               max)
{
  if (G_UNLIKELY (e->nodes >= e->cap))
    {
      e->aborted = TRUE;
      return 0;
    }
  e->nodes++;
  /* 1. Terminal: dead material here, no legal move in the body. */
  if (cairn_chess_dead_material (b))
    return 0;
  return q_body (e, b, ply, alpha, beta, FALSE, max);
}

/* Step 2 (part `draws`, not at the root): the halfmove clock at 100, or
 * the position of an ancestor within the repetition window: since the
 * last null move (@window_start, the probe node's ply) and the last
 * capture or pawn move (the clock). */
static inline gboolean
is_draw (Engine                *e,
         const CairnChessBoard *b,
         int                    ply,
         int                    window_start)
{
  int first;

  if (b->halfmove >= 100)
    return TRUE;
  first = MAX (ply - (int) b->halfmove, window_start);
  for (int a = ply - 2; a >= first; a -= 2)
    if (e->hashes[a] == e->hashes[ply] && key_equal (&e->keys[a], &e->keys[ply]))
      return TRUE;
  return FALSE;
}

/* A node of the main search, steps 1–8 of §1d. */
static inline ALWAYS_INLINE int
main_node (Engine                *e,
           const CairnChessBoard *b,
           int                    ply,
           int                    d,
           int                    alpha,
           int                    beta,
           int                    kind,
           gboolean               verify,
           int                    window_start,
           gboolean               max)
{
  const CairnSide side = max ? CAIRN_SIDE_X : CAIRN_SIDE_O;
  const int alpha0 = alpha, beta0 = beta;
  CairnMove generated[CAIRN_CHESS_MAX_MOVES], moves[CAIRN_CHESS_MAX_MOVES];
  gboolean quiet[CAIRN_CHESS_MAX_MOVES];
  CairnMove tt_move = CAIRN_NO_MOVE;
  Entry *entry = NULL;
  gboolean in_check, fail_high = FALSE;
  guint64 index;
  int d_full, best;
  CairnMove best_move;
  guint n;

  if (G_UNLIKELY (e->nodes >= e->cap))
    {
      e->aborted = TRUE;
      return 0;
    }
  index = e->nodes++ - e->iteration_start;

  /* 1. Terminal: dead material first; whether a legal move is left is
   * settled before anything depends on it (below). */
  if (cairn_chess_dead_material (b))
    return 0;

  /* The path's key, for the draws below it and the table. */
  if (e->draws || (e->tt && e->alpha_beta))
    {
      e->rules->key ((const CairnBoard *) b, side, &e->keys[ply]);
      e->hashes[ply] = key_hash (&e->keys[ply]);
    }

  /* 2. Draws (a mate or stalemate comes first). */
  if (e->draws && kind != KIND_ROOT && is_draw (e, b, ply, window_start))
    {
      if (!cairn_chess_has_legal_move (b, side))
        return no_move_score (b, side, ply);
      e->draws_n++;
      return 0;
    }

  /* 3. Check extension. */
  in_check = cairn_chess_in_check (b, side);
  if (e->check && in_check && ply < 2 * e->limit)
    {
      /* Mated comes first (step 1). */
      if (!cairn_chess_has_legal_move (b, side))
        return no_move_score (b, side, ply);
      d++;
      e->extensions++;
    }

  /* 4. The horizon. */
  if (d <= 0)
    {
      if (e->qsearch)
        return q_body (e, b, ply, alpha, beta, FALSE, max);
      if (!cairn_chess_has_legal_move (b, side))
        return no_move_score (b, side, ply);
      return b->material;
    }
  if (!cairn_chess_has_legal_move (b, side))
    return no_move_score (b, side, ply);

  /* 5. The table. */
  if (e->tt && e->alpha_beta)
    {
      entry = table_find (&e->table, e->hashes[ply], &e->keys[ply]);
      if (entry != NULL)
        {
          if (kind != KIND_ROOT && !(e->pvs && beta - alpha > 1) && entry->depth >= d)
            {
              int v = value_from_table (entry->value, ply);

              if (entry->bound == BOUND_EXACT ||
                  (entry->bound == BOUND_LOWER && v >= beta) ||
                  (entry->bound == BOUND_UPPER && v <= alpha))
                {
                  e->tt_cutoffs++;
                  return v;
                }
            }
          tt_move = entry->move;
        }
    }

  /* 6. The null probe. */
  d_full = d;
  if (e->null_move && kind == KIND_MOVE && !in_check)
    {
      gboolean try = TRUE;
      int probe_d = 0;

      if (e->gate)
        {
          int s = b->material;

          try = beta - alpha <= 1 && (max ? s >= beta : s <= alpha) &&
                cairn_chess_has_pieces (b, side);
          if (try)
            probe_d = d - (4 + d / 3 + MIN ((max ? s - beta : alpha - s) / 147, 5));
        }
      else
        {
          guint r = e->reduction == CAIRN_REDUCTION_ADAPTIVE ? (d > 6 ? 3 : 2) : e->reduction;

          try = !e->pieces_only || cairn_chess_has_pieces (b, side);
          probe_d = d - 1 - (int) r;
        }
      /* The finder's R = 0: a probe at d − 1, whatever gate computes. */
      if (e->reduction == CAIRN_REDUCTION_NONE)
        probe_d = d - 1;
      if (try && e->guard && probe_d <= 0)
        try = FALSE;
      if (try)
        {
          CairnChessBoard passed = *b;
          int pa = alpha, pb = beta, v;

          e->probes++;
          if (e->zero_window || e->gate)
            {
              if (max)
                pa = beta - 1;
              else
                pb = alpha + 1;
            }
          cairn_chess_play_null (&passed);
          v = MAIN_NODE (max, e, &passed, ply + 1, probe_d, pa, pb, KIND_PROBE, verify, ply + 1);
          if (G_UNLIKELY (e->aborted))
            {
              e->open++;
              e->open_probes++;
              return 0;
            }
          if (max ? v >= beta : v <= alpha)
            {
              if (G_UNLIKELY (e->ignore_active && index == e->ignore))
                ;  /* decisive prunes: this verdict undone */
              else if (e->verified && verify)
                {
                  e->verifications++;
                  fail_high = TRUE;
                  verify = FALSE;
                  d--;
                }
              else
                {
                  e->prunes++;
                  if (e->gate && v < MATE_BOUND && v > -MATE_BOUND)
                    return v;
                  return max ? beta : alpha;
                }
            }
        }
    }

  /* 7. The moves, made and ordered once. */
  n = cairn_chess_legal_moves (b, side, generated);
  if (G_UNLIKELY (kind == KIND_ROOT && e->root_move != CAIRN_NO_MOVE))
    {
      /* Only that move: nothing to order. */
      moves[0] = e->root_move;
      quiet[0] = move_rank (b, side, e->root_move) < 0;
      n = 1;
    }
  else if (e->order)
    n = order_moves (e, b, side, ply, generated, n, tt_move, moves, quiet);
  else
    memcpy (moves, generated, n * sizeof *moves);

  for (;;)
    {
      best = max ? -INF : INF;
      best_move = CAIRN_NO_MOVE;

      for (guint i = 0; i < n; i++)
        {
          CairnChessBoard child = *b;
          int v;

          cairn_chess_play (&child, side, moves[i]);
          if (!e->pvs || i == 0 || !e->alpha_beta)
            v = MAIN_NODE (max, e, &child, ply + 1, d - 1, alpha, beta, KIND_MOVE, verify, window_start);
          else
            {
              v = max ? MAIN_NODE (max, e, &child, ply + 1, d - 1, alpha, alpha + 1, KIND_MOVE, verify, window_start)
                      : MAIN_NODE (max, e, &child, ply + 1, d - 1, beta - 1, beta, KIND_MOVE, verify, window_start);
              if (!e->aborted && v > alpha && v < beta)
                {
                  e->pvs_re_searches++;
                  v = MAIN_NODE (max, e, &child, ply + 1, d - 1, alpha, beta, KIND_MOVE, verify, window_start);
                }
            }
          if (G_UNLIKELY (e->aborted))
            {
              e->open++;
              return 0;
            }
          if (max ? v > best : v < best)
            {
              best = v;
              best_move = moves[i];
            }
          if (e->alpha_beta)
            {
              if (max && best > alpha)
                alpha = best;
              if (!max && best < beta)
                beta = best;
              if (beta <= alpha)
                {
                  if (e->order && quiet[i] && e->killers[ply][0] != moves[i])
                    {
                      e->killers[ply][1] = e->killers[ply][0];
                      e->killers[ply][0] = moves[i];
                    }
                  if (i + 1 < n)
                    {
                      e->cutoffs++;
                      break;
                    }
                }
            }
        }

      /* Verified: a reduced search that does not confirm the fail high
       * is searched again at the full depth with verification on. */
      if (fail_high && !(max ? best >= beta0 : best <= alpha0))
        {
          e->re_searches++;
          fail_high = FALSE;
          d = d_full;
          verify = TRUE;
          alpha = alpha0;
          beta = beta0;
          continue;
        }
      break;
    }

  /* 8. Store. */
  if (e->tt && e->alpha_beta)
    table_store (&e->table, entry, e->hashes[ply], &e->keys[ply], d, value_to_table (best, ply),
                 best >= beta0 ? BOUND_LOWER : best <= alpha0 ? BOUND_UPPER : BOUND_EXACT,
                 best_move);
  if (kind == KIND_ROOT)
    e->best_move = best_move;
  return best;
}

static G_GNUC_NO_INLINE int
q_node_x (Engine *e, const CairnChessBoard *b, int ply, int alpha, int beta)
{
  return q_node (e, b, ply, alpha, beta, TRUE);
}

static G_GNUC_NO_INLINE int
q_node_o (Engine *e, const CairnChessBoard *b, int ply, int alpha, int beta)
{
  return q_node (e, b, ply, alpha, beta, FALSE);
}

static G_GNUC_NO_INLINE int
main_node_x (Engine *e, const CairnChessBoard *b, int ply, int d, int alpha, int beta,
             int kind, gboolean verify, int window_start)
{
  return main_node (e, b, ply, d, alpha, beta, kind, verify, window_start, TRUE);
}

static G_GNUC_NO_INLINE int
main_node_o (Engine *e, const CairnChessBoard *b, int ply, int d, int alpha, int beta,
             int kind, gboolean verify, int window_start)
{
  return main_node (e, b, ply, d, alpha, beta, kind, verify, window_start, FALSE);
}

gboolean
cairn_chess_engine_count_search (const CairnPosition *position,
                                const CairnSettings *settings,
                                CairnCounters       *counters)
{
  const CairnGame *game;
  const guint parts = settings ? settings->engine_parts : 0;
  Engine *e;
  int value = 0, root_alpha, root_beta;
  guint first, iterations = 0;
  gboolean done;

  g_return_val_if_fail (position != NULL, FALSE);
  g_return_val_if_fail (settings != NULL, FALSE);
  g_return_val_if_fail (counters != NULL, FALSE);
  game = cairn_position_game (position);
  g_return_val_if_fail (cairn_settings_validate (settings, game, NULL), FALSE);
  g_return_val_if_fail (settings->engine_parts != 0 && game->engine != NULL, FALSE);

  game->init ();
  /* The arrays of the path are too big for a thread's stack. */
  e = g_new0 (Engine, 1);
  e->rules = game->engine;
  e->qsearch = (parts & CAIRN_PART_QSEARCH) != 0;
  e->order = (parts & CAIRN_PART_ORDER) != 0;
  e->id = (parts & CAIRN_PART_ID) != 0;
  e->check = (parts & CAIRN_PART_CHECK) != 0;
  e->draws = (parts & CAIRN_PART_DRAWS) != 0;
  e->alpha_beta = settings->mode != CAIRN_MODE_MINIMAX;
  /* Minimax has no window: it ignores pvs, tt and gate. */
  e->pvs = e->alpha_beta && (parts & CAIRN_PART_PVS) != 0;
  e->tt = e->alpha_beta && (parts & CAIRN_PART_TT) != 0;
  e->gate = e->alpha_beta && (parts & CAIRN_PART_GATE) != 0;
  e->null_move = cairn_mode_uses_null_move (settings->mode);
  e->verified = settings->mode == CAIRN_MODE_VERIFIED;
  e->zero_window = settings->probe_window == CAIRN_PROBE_WINDOW_ZERO;
  e->pieces_only = cairn_settings_null_when_for_game (settings, game) == CAIRN_NULL_WHEN_PIECES;
  e->guard = settings->guard;
  e->reduction = settings->reduction;
  e->ignore = settings->ignore_prune_node;
  e->root_move = settings->root_move;
  e->cap = settings->node_cap ? settings->node_cap : CAIRN_NODE_CAP_DEFAULT;
  /* Killers cleared (no move), the table empty: a search starts. */
  memset (e->killers, 0xFF, sizeof e->killers);
  if (e->tt)
    table_init (&e->table);

  memset (counters, 0, sizeof *counters);
  cairn_settings_root_window (settings, &root_alpha, &root_beta);
  first = e->id ? 1 : settings->depth;
  for (guint limit = first; limit <= settings->depth; limit++)
    {
      e->limit = (int) limit;
      e->iteration_start = e->nodes;
      e->ignore_active = limit == settings->depth;
      e->best_move = CAIRN_NO_MOVE;
      value = MAIN_NODE (position->to_move != CAIRN_SIDE_X, e, CAIRN_CHESS_BOARD (&position->board), 0, (int) limit,
                         root_alpha, root_beta, KIND_ROOT, TRUE, 0);
      counters->iteration_nodes[iterations++] = e->nodes - e->iteration_start;
      if (e->aborted)
        break;
    }
  done = !e->aborted;

  counters->nodes = e->nodes;
  counters->null_probes = e->probes;
  counters->null_prunes = e->prunes;
  counters->cutoffs = e->cutoffs;
  counters->verifications = e->verifications;
  counters->re_searches = e->re_searches;
  counters->q_nodes = e->q_nodes;
  counters->tt_cutoffs = e->tt_cutoffs;
  counters->pvs_re_searches = e->pvs_re_searches;
  counters->extensions = e->extensions;
  counters->draws = e->draws_n;
  counters->n_iterations = iterations;
  if (done)
    {
      /* Every node is entered and left, every probe resolved, every
       * prune, cutoff, re-search and PVS re-search one event; then done. */
      counters->events = 2 * e->nodes + e->probes + e->prunes + e->cutoffs + e->re_searches +
                         e->pvs_re_searches + 1;
      counters->value = value;
      counters->best_move = e->best_move == CAIRN_NO_MOVE ? -1 : e->best_move;
    }
  else
    {
      /* What the stepping engine had emitted at the stop: an entry for
       * every node, an exit for every finished one, a verdict for every
       * finished probe. */
      counters->events = 2 * e->nodes - e->open + e->probes - e->open_probes + e->prunes +
                         e->cutoffs + e->re_searches + e->pvs_re_searches;
      counters->best_move = -1;
    }
  if (e->tt)
    table_clear (&e->table);
  g_free (e);
  return done;
}
