/* cairn-engine-search.c — the engine style's stepping search (SEARCH-RULES.md
 * §4) as an explicit-stack state machine, one event per step.
 *
 * The seed style's engine (cairn-search.c) is tuned for the seed's
 * rules; the engine style adds a remaining depth, quiescence nodes,
 * ordering, PVS re-searches, a table, iterative deepening, check
 * extensions, draws and Stockfish's null-move gate, so it has its own
 * machine, written for clarity first.  Each frame is one node; its phase
 * says what it does next.  The count-only search (the game's engine rules' count_search)
 * is a separate recursion of the same rules; tests/games/chess/test-chess-engine-count.c
 * holds the two equal to the node.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-engine-search.h"
#include "cairn-engine-table.h"

/* Deepest stack: 2L plies of extended main search (the check extension
 * stops at ply 2L), L more of null probes' one-ply passes, then the
 * quiescence search's captures (at most 30 men to take, plus the
 * promotions). */
#define STACK_MAX (3 * CAIRN_DEPTH_MAX + 64 + 64)

typedef enum {
  PHASE_START,
  PHASE_PROBE_DONE,
  PHASE_PRUNE,
  PHASE_NEXT_MOVE,
  PHASE_CHILD_DONE,
  PHASE_PVS_RE_SEARCH,
  PHASE_LOOP_DONE,
  PHASE_EXIT,
} Phase;

typedef struct {
  guint32   node;
  guint32   last_child;
  int       alpha, beta;
  int       alpha0, beta0;   /* the window on entry: bounds, verification, table */
  int       best;
  int       child_value;
  int       d;               /* remaining depth */
  CairnMove move;            /* the move that led here */
  CairnMove current_move;
  CairnMove best_move;
  CairnMove tt_move;
  guint8    ply;
  guint8    side;
  guint8    phase;
  guint8    kind;
  guint8    end;
  guint8    flags;           /* CairnNodeFlags */
  guint8    child_flags;
  guint8    engine_flags;    /* CairnNodeEngineFlags */
  guint8    reduction;       /* a probe: its R */
  guint8    verify;
  guint8    fail_high;
  guint8    quiescence;      /* runs the quiescence body */
  guint8    child_is_try;    /* the child being searched is a PVS zero-window try */
  guint8    n_moves;
  guint8    next_move;
  guint8    window_start;    /* repetition: the first frame of the window */
} Frame;

struct _CairnEngineSearch {
  const CairnGame        *game;
  const CairnEngineRules *rules;
  CairnPosition           position;
  CairnSettings           settings;
  gboolean  qsearch, order, pvs, tt, id, check, draws, gate;
  gboolean  null_move, verified, minimax, zero_window, pieces_only;
  guint     limit;            /* the current iteration's depth limit L */
  guint64   iteration_base;   /* nodes before the current iteration */
  gboolean  record;
  GPtrArray *trees;           /* one per iteration begun */
  CairnTree *tree;            /* the current one */
  CairnCounters counters;
  CairnEvent    event;
  guint     node_cap;
  guint     sp;
  gboolean  started, done, aborted;
  CairnTable table;
  CairnMove killers[STACK_MAX][2];
  Frame     stack[STACK_MAX];
  CairnBoard boards[STACK_MAX];
  CairnPositionKey keys[STACK_MAX];
  CairnMove moves[STACK_MAX][CAIRN_MAX_MOVES];
};

static inline gboolean
is_max (const Frame *f)
{
  return f->side == CAIRN_SIDE_X;
}

static inline gboolean
is_mate_value (int v)
{
  return v >= CAIRN_TABLE_MATE_VALUE || v <= -CAIRN_TABLE_MATE_VALUE;
}

static void
start_tree (CairnEngineSearch *s)
{
  if (!s->record)
    return;
  s->tree = cairn_tree_new (&s->position, &s->settings);
  g_ptr_array_add (s->trees, s->tree);
}

void
cairn_engine_search_reset (CairnEngineSearch *s)
{
  memset (&s->counters, 0, sizeof s->counters);
  s->counters.best_move = -1;
  memset (&s->event, 0, sizeof s->event);
  for (guint i = 0; i < STACK_MAX; i++)
    s->killers[i][0] = s->killers[i][1] = CAIRN_NO_MOVE;
  cairn_table_clear (&s->table);
  s->sp = 0;
  s->started = s->done = s->aborted = FALSE;
  s->limit = s->id ? 1 : s->settings.depth;
  s->iteration_base = 0;
  s->tree = NULL;
  /* The first iteration's tree stays the same object, cleared, so that
   * whoever shows it still holds a valid tree; later ones go. */
  if (s->trees && s->trees->len > 0)
    {
      g_ptr_array_set_size (s->trees, 1);
      s->tree = g_ptr_array_index (s->trees, 0);
      cairn_tree_clear (s->tree);
    }
  else
    start_tree (s);
}

CairnEngineSearch *
cairn_engine_search_new (const CairnPosition *position,
                         const CairnSettings *settings,
                         guint                node_cap,
                         gboolean             record_tree)
{
  CairnEngineSearch *s = g_new0 (CairnEngineSearch, 1);
  guint parts = settings->engine_parts;

  s->game = cairn_position_game (position);
  s->rules = s->game->engine;
  g_return_val_if_fail (s->rules != NULL, NULL);
  s->position = *position;
  s->settings = *settings;
  s->minimax = settings->mode == CAIRN_MODE_MINIMAX;
  s->qsearch = (parts & CAIRN_PART_QSEARCH) != 0;
  s->order = (parts & CAIRN_PART_ORDER) != 0;
  /* Minimax has no window: it ignores pvs, tt and gate. */
  s->pvs = (parts & CAIRN_PART_PVS) != 0 && !s->minimax;
  s->tt = (parts & CAIRN_PART_TT) != 0 && !s->minimax;
  s->gate = (parts & CAIRN_PART_GATE) != 0 && !s->minimax;
  s->id = (parts & CAIRN_PART_ID) != 0;
  s->check = (parts & CAIRN_PART_CHECK) != 0;
  s->draws = (parts & CAIRN_PART_DRAWS) != 0;
  s->null_move = cairn_mode_uses_null_move (settings->mode);
  s->verified = settings->mode == CAIRN_MODE_VERIFIED;
  s->zero_window = settings->probe_window == CAIRN_PROBE_WINDOW_ZERO || s->gate;
  s->pieces_only = settings->null_when == CAIRN_NULL_WHEN_PIECES || s->gate;
  s->node_cap = node_cap;
  s->record = record_tree;
  if (record_tree)
    s->trees = g_ptr_array_new_with_free_func ((GDestroyNotify) cairn_tree_free);
  cairn_table_init (&s->table);
  cairn_engine_search_reset (s);
  return s;
}

void
cairn_engine_search_free (CairnEngineSearch *s)
{
  if (s == NULL)
    return;
  if (s->trees)
    g_ptr_array_unref (s->trees);
  cairn_table_free (&s->table);
  g_free (s);
}

void
cairn_engine_search_adopt_settings (CairnEngineSearch   *s,
                                    const CairnSettings *settings)
{
  s->settings = *settings;
  for (guint i = 0; s->trees && i < s->trees->len; i++)
    ((CairnTree *) g_ptr_array_index (s->trees, i))->settings = *settings;
}

/* The node's index in the current iteration's tree (its creation order
 * there), also without a tree. */
static inline guint32
iteration_index (const CairnEngineSearch *s)
{
  return (guint32) (s->counters.nodes - s->iteration_base);
}

static guint32
new_node (CairnEngineSearch *s,
          Frame             *parent,
          Frame             *f)
{
  guint32 index = iteration_index (s);
  CairnTree *tree = s->tree;
  CairnNode *node;

  s->counters.nodes++;
  if (parent)
    {
      guint32 previous = parent->last_child;

      parent->last_child = index;
      if (tree && previous == CAIRN_NO_NODE)
        tree->nodes[parent->node].first_child = index;
      else if (tree)
        tree->nodes[previous].next_sibling = index;
    }
  if (tree == NULL)
    return index;
  if (G_UNLIKELY (tree->n_nodes == tree->capacity))
    cairn_tree_grow (tree);
  tree->n_nodes++;
  node = &tree->nodes[index];
  node->parent = parent ? parent->node : CAIRN_NO_NODE;
  node->first_child = CAIRN_NO_NODE;
  node->next_sibling = CAIRN_NO_NODE;
  node->created_event = (guint32) s->counters.events;
  node->finished_event = G_MAXUINT32;
  node->alpha = (gint16) f->alpha;
  node->beta = (gint16) f->beta;
  node->value = 0;
  node->n_ghosts = 0;
  node->move = f->move;
  node->kind = f->kind;
  node->ply = f->ply;
  node->end = CAIRN_END_OPEN;
  node->flags = f->flags;
  memset (&tree->engine[index], 0, sizeof tree->engine[index]);
  tree->engine[index].depth = (gint8) CLAMP (f->d, G_MININT8, G_MAXINT8);
  tree->engine[index].reduction = f->reduction;
  tree->engine[index].flags = f->engine_flags;
  return index;
}

/* Pushes a node: its board must be in s->boards[s->sp] already.  NULL
 * at the node cap. */
static Frame *
push (CairnEngineSearch *s,
      Frame             *parent,
      guint              kind,
      CairnMove          move,
      int                d,
      int                alpha,
      int                beta,
      guint8             engine_flags,
      guint8             reduction)
{
  Frame *f;

  if (G_UNLIKELY (s->counters.nodes >= s->node_cap || s->sp >= STACK_MAX))
    return NULL;
  f = &s->stack[s->sp++];
  f->child_value = 0;
  f->child_flags = 0;
  f->fail_high = FALSE;
  f->child_is_try = FALSE;
  f->n_moves = f->next_move = 0;
  f->ply = parent ? (guint8) (parent->ply + 1) : 0;
  f->side = parent ? (guint8) cairn_side_other (parent->side) : (guint8) s->position.to_move;
  f->alpha = f->alpha0 = alpha;
  f->beta = f->beta0 = beta;
  f->best = is_max (f) ? -CAIRN_VALUE_INFINITY : CAIRN_VALUE_INFINITY;
  f->d = d;
  f->move = move;
  f->best_move = f->current_move = f->tt_move = CAIRN_NO_MOVE;
  f->kind = (guint8) kind;
  f->phase = PHASE_START;
  f->end = CAIRN_END_OPEN;
  f->verify = parent ? parent->verify : TRUE;
  f->quiescence = parent ? parent->quiescence : FALSE;
  f->engine_flags = engine_flags;
  f->reduction = reduction;
  f->last_child = CAIRN_NO_NODE;
  f->flags = (guint8) ((f->side == CAIRN_SIDE_O ? CAIRN_NODE_FLAG_O_TO_MOVE : 0) |
                       (parent ? parent->child_flags : 0));
  if (s->verified && f->verify)
    f->flags |= CAIRN_NODE_FLAG_VERIFY;
  /* Repetition: a capture or pawn move (halfmove clock 0) or a null
   * move starts a new window with this node; else the parent's goes on. */
  if (parent == NULL || kind == CAIRN_NODE_NULL_PROBE ||
      s->rules->halfmove (&s->boards[s->sp - 1]) == 0)
    f->window_start = (guint8) (s->sp - 1);
  else
    f->window_start = parent->window_start;
  f->node = new_node (s, parent, f);
  return f;
}

static CairnEvent *
emit (CairnEngineSearch *s,
      CairnEventType     type,
      const Frame       *f)
{
  CairnEvent *e = &s->event;

  memset (e, 0, sizeof *e);
  e->index = (guint32) s->counters.events++;
  e->type = (guint8) type;
  e->node = f->node;
  e->other = CAIRN_NO_NODE;
  e->alpha = (gint16) f->alpha;
  e->beta = (gint16) f->beta;
  e->ply = f->ply;
  e->side = f->side;
  e->move = f->move;
  e->parent_ply = f->ply;
  return e;
}

static void
set_engine_flags (CairnEngineSearch *s,
                  Frame             *f,
                  guint8             flags)
{
  f->engine_flags |= flags;
  if (s->tree)
    {
      s->tree->engine[f->node].flags = f->engine_flags;
      s->tree->engine[f->node].depth = (gint8) CLAMP (f->d, G_MININT8, G_MAXINT8);
    }
}

/* Closes the top node with @value: records it, emits @type and hands
 * the value to the parent. */
static CairnEvent *
close_node (CairnEngineSearch *s,
            Frame             *f,
            CairnEventType     type,
            int                value,
            guint              end)
{
  CairnEvent *e;

  if (s->tree)
    {
      CairnNode *node = &s->tree->nodes[f->node];

      node->value = (gint16) value;
      node->end = (guint8) end;
      if (end == CAIRN_END_NULL_PRUNED)
        node->n_ghosts = f->n_moves;
      else if (end == CAIRN_END_CUTOFF)
        node->n_ghosts = (guint8) (f->n_moves - f->next_move);
      else
        node->n_ghosts = 0;
      node->flags = f->flags;
      node->finished_event = (guint32) s->counters.events;
    }
  e = emit (s, type, f);
  e->value = (gint16) value;
  e->detail = (guint8) end;
  s->sp--;
  if (s->sp == 0)
    {
      s->counters.value = value;
      s->counters.best_move = f->best_move == CAIRN_NO_MOVE ? -1 : (int) f->best_move;
    }
  else
    s->stack[s->sp - 1].child_value = value;
  return e;
}

static CairnEvent *
abort_search (CairnEngineSearch *s)
{
  CairnEvent *e = &s->event;

  s->aborted = s->done = TRUE;
  memset (e, 0, sizeof *e);
  e->index = (guint32) s->counters.events;
  e->type = CAIRN_EVENT_ABORTED;
  e->node = CAIRN_NO_NODE;
  e->other = CAIRN_NO_NODE;
  s->counters.best_move = -1;
  return e;
}

/* Pushes the root of the current iteration and announces it. */
static const CairnEvent *
enter_root (CairnEngineSearch *s)
{
  Frame *root;
  CairnEvent *e;
  int alpha, beta;

  s->boards[0] = s->position.board;
  cairn_settings_root_window (&s->settings, &alpha, &beta);
  root = push (s, NULL, CAIRN_NODE_ROOT, CAIRN_NO_MOVE, (int) s->limit, alpha, beta, 0, 0);
  if (root == NULL)
    return abort_search (s);
  s->counters.n_iterations = s->id ? s->limit : 1;
  e = emit (s, CAIRN_EVENT_NODE_ENTERED, root);
  /* With `id` the root's entry names its iteration's depth limit. */
  if (s->id)
    e->detail = (guint8) s->limit;
  return e;
}

/* The root has returned: the next iteration, or the end. */
static const CairnEvent *
root_returned (CairnEngineSearch *s)
{
  CairnEvent *e;

  s->counters.iteration_nodes[s->id ? s->limit - 1 : 0] = s->counters.nodes - s->iteration_base;
  if (s->limit < s->settings.depth)
    {
      s->limit++;
      s->iteration_base = s->counters.nodes;
      start_tree (s);
      return enter_root (s);
    }
  s->counters.n_iterations = s->id ? s->settings.depth : 1;
  s->done = TRUE;
  e = &s->event;
  memset (e, 0, sizeof *e);
  e->index = (guint32) s->counters.events++;
  e->type = CAIRN_EVENT_DONE;
  e->node = 0;
  e->other = CAIRN_NO_NODE;
  e->value = (gint16) s->counters.value;
  e->move = s->counters.best_move < 0 ? CAIRN_NO_MOVE : (CairnMove) s->counters.best_move;
  return e;
}

static gboolean
contains (const CairnMove *moves,
          guint            n,
          CairnMove        move)
{
  for (guint i = 0; i < n; i++)
    if (moves[i] == move)
      return TRUE;
  return FALSE;
}

/* The position's captures and queen promotions into @out by MVV-LVA
 * rank, ties in generation order, leaving out @skip (the table's move);
 * returns how many.  @generated, when not NULL, gets them all in
 * generation order (@skip included), *n_generated how many. */
static guint
tactical_in_order (const CairnEngineSearch *s,
                   const CairnBoard        *board,
                   CairnSide                side,
                   CairnMove                skip,
                   CairnMove               *out,
                   CairnMove               *generated,
                   guint                   *n_generated)
{
  CairnMove own[CAIRN_MAX_MOVES];
  CairnMove *moves = generated ? generated : own;
  int ranks[CAIRN_MAX_MOVES], sorted[CAIRN_MAX_MOVES];
  guint n = s->rules->tactical_moves (board, side, moves, ranks), k = 0;

  if (n_generated)
    *n_generated = n;
  for (guint i = 0; i < n; i++)
    {
      guint j;

      if (moves[i] == skip)
        continue;
      /* Insertion keeps equal ranks in generation order. */
      for (j = k++; j > 0 && sorted[j - 1] < ranks[i]; j--)
        {
          sorted[j] = sorted[j - 1];
          out[j] = out[j - 1];
        }
      sorted[j] = ranks[i];
      out[j] = moves[i];
    }
  return k;
}

/* The node's move list, made once (SEARCH-RULES.md §4.3 step 7, part `order`). */
static void
make_move_list (CairnEngineSearch *s,
                Frame             *f)
{
  guint i = s->sp - 1;
  const CairnBoard *board = &s->boards[i];
  CairnSide side = (CairnSide) f->side;
  CairnMove *list = s->moves[i];
  CairnMove legal[CAIRN_MAX_MOVES];
  CairnMove tactical[CAIRN_MAX_MOVES], placed[2];
  guint n = s->game->legal_moves (board, side, legal), k = 0, n_placed = 0, n_tactical;

  if (f->kind == CAIRN_NODE_ROOT && s->settings.root_move != CAIRN_NO_MOVE)
    {
      list[0] = s->settings.root_move;
      f->n_moves = 1;
      return;
    }
  if (!s->order)
    {
      memcpy (list, legal, n * sizeof *legal);
      f->n_moves = (guint8) n;
      return;
    }
  if (f->tt_move != CAIRN_NO_MOVE && contains (legal, n, f->tt_move))
    list[k++] = f->tt_move;
  else
    f->tt_move = CAIRN_NO_MOVE;
  k += tactical_in_order (s, board, side, f->tt_move, list + k, tactical, &n_tactical);
  for (guint j = 0; j < 2; j++)
    {
      CairnMove killer = s->killers[f->ply][j];

      /* A killer is tried here when it is legal and quiet. */
      if (killer != CAIRN_NO_MOVE && killer != f->tt_move && contains (legal, n, killer) &&
          !contains (tactical, n_tactical, killer))
        placed[n_placed++] = list[k++] = killer;
    }
  /* The rest: quiet moves not placed yet, in generation order.  Both
   * generators give their moves in that order, so one walk tells the
   * tactical ones apart. */
  for (guint j = 0, t = 0; j < n; j++)
    {
      CairnMove move = legal[j];

      if (t < n_tactical && move == tactical[t])
        {
          t++;
          continue;
        }
      if (move == f->tt_move || (n_placed > 0 && move == placed[0]) ||
          (n_placed > 1 && move == placed[1]))
        continue;
      list[k++] = move;
    }
  f->n_moves = (guint8) k;
}

/* Whether the node probes, and with what remaining depth and R. */
static gboolean
probe_allowed (CairnEngineSearch *s,
               Frame             *f,
               int               *probe_d,
               guint             *r)
{
  const CairnBoard *board = &s->boards[s->sp - 1];
  int static_value;

  if (!s->null_move || f->kind != CAIRN_NODE_MOVE)
    return FALSE;
  if (s->game->in_check (board, (CairnSide) f->side))
    return FALSE;
  if (s->pieces_only && !s->game->has_pieces (board, (CairnSide) f->side))
    return FALSE;
  if (s->gate)
    {
      int margin;

      /* Never at a PV node; only where the static value already
       * reaches beta (alpha). */
      if (f->beta - f->alpha > 1)
        return FALSE;
      static_value = s->game->evaluate (board);
      if (is_max (f) ? static_value < f->beta : static_value > f->alpha)
        return FALSE;
      margin = MIN ((is_max (f) ? static_value - f->beta : f->alpha - static_value) / 147, 5);
      *r = (guint) (3 + f->d / 3 + margin);
      /* The finder's R = 0 (its zugzwang test) is a probe at d - 1
       * whatever the formula says. */
      if (s->settings.reduction == CAIRN_REDUCTION_NONE)
        *r = 0;
    }
  else if (s->settings.reduction == CAIRN_REDUCTION_ADAPTIVE)
    *r = f->d > 6 ? 3 : 2;
  else
    *r = s->settings.reduction;
  *probe_d = f->d - 1 - (int) *r;
  if (s->settings.guard && *probe_d <= 0)
    return FALSE;
  return TRUE;
}

/* The tree keeps the list as ordered, so ghosts and skipped moves are
 * named right. */
static void
record_move_list (CairnEngineSearch *s,
                  const Frame       *f)
{
  CairnNodeEngine *e;

  if (s->tree == NULL || f->n_moves == 0)
    return;
  if (s->tree->engine_moves == NULL)
    s->tree->engine_moves = g_array_new (FALSE, FALSE, sizeof (CairnMove));
  e = &s->tree->engine[f->node];
  e->moves_at = s->tree->engine_moves->len;
  e->n_moves = f->n_moves;
  g_array_append_vals (s->tree->engine_moves, s->moves[s->sp - 1], f->n_moves);
}

/* The quiescence search's first act: stand pat.  Returns TRUE when the
 * node returned on it. */
static gboolean
stand_pat (CairnEngineSearch *s,
           Frame             *f,
           int               *value)
{
  int standing = s->game->evaluate (&s->boards[s->sp - 1]);

  s->counters.q_nodes++;
  f->quiescence = TRUE;
  set_engine_flags (s, f, CAIRN_NODE_ENGINE_QUIESCENCE);
  if (!s->minimax)
    {
      if (is_max (f) ? standing >= f->beta : standing <= f->alpha)
        {
          *value = standing;
          return TRUE;
        }
      if (is_max (f))
        f->alpha = MAX (f->alpha, standing);
      else
        f->beta = MIN (f->beta, standing);
    }
  f->best = standing;
  f->n_moves = (guint8) tactical_in_order (s, &s->boards[s->sp - 1], (CairnSide) f->side,
                                           CAIRN_NO_MOVE, s->moves[s->sp - 1], NULL, NULL);
  f->next_move = 0;
  record_move_list (s, f);
  return FALSE;
}

static void
store (CairnEngineSearch *s,
       Frame             *f)
{
  CairnBound bound = f->best >= f->beta0 ? CAIRN_BOUND_LOWER
                   : f->best <= f->alpha0 ? CAIRN_BOUND_UPPER : CAIRN_BOUND_EXACT;

  cairn_table_store (&s->table, &s->keys[s->sp - 1], f->d,
                     cairn_table_value_to_store (f->best, f->ply), bound, f->best_move);
}

static void
push_child_board (CairnEngineSearch *s,
                  const Frame       *f,
                  CairnMove          move)
{
  s->boards[s->sp] = s->boards[s->sp - 1];
  s->game->play (&s->boards[s->sp], (CairnSide) f->side, move);
}

/* One phase after another until one emits an event. */
static const CairnEvent *
step (CairnEngineSearch *s)
{
  if (s->done)
    return &s->event;
  if (!s->started)
    {
      s->started = TRUE;
      return enter_root (s);
    }

  for (;;)
    {
      Frame *f = &s->stack[s->sp - 1];
      const CairnBoard *board = &s->boards[s->sp - 1];

      switch (f->phase)
        {
        case PHASE_START:
          {
            int score;

            /* 1. terminal */
            if (s->game->terminal (board, (CairnSide) f->side, f->ply, &score))
              return close_node (s, f, CAIRN_EVENT_LEAF, score, CAIRN_END_TERMINAL);
            if (f->quiescence)
              {
                /* Below the first q-node: the quiescence body only. */
                if (stand_pat (s, f, &score))
                  return close_node (s, f, CAIRN_EVENT_LEAF, score, CAIRN_END_STAND_PAT);
                f->phase = PHASE_NEXT_MOVE;
                continue;
              }
            if (s->draws || s->tt)
              s->rules->key (board, (CairnSide) f->side, &s->keys[s->sp - 1]);
            /* 2. draws */
            if (s->draws && f->kind != CAIRN_NODE_ROOT)
              {
                guint8 why = 0;

                if (s->rules->halfmove (board) >= 100)
                  why = CAIRN_NODE_ENGINE_FIFTY_MOVES;
                else
                  for (guint i = f->window_start; i + 1 < s->sp && !why; i++)
                    if (memcmp (&s->keys[i], &s->keys[s->sp - 1], sizeof s->keys[i]) == 0)
                      why = CAIRN_NODE_ENGINE_REPETITION;
                if (why)
                  {
                    s->counters.draws++;
                    set_engine_flags (s, f, why);
                    return close_node (s, f, CAIRN_EVENT_LEAF, 0, CAIRN_END_DRAW);
                  }
              }
            /* 3. check extension */
            if (s->check && f->ply < 2 * s->limit &&
                s->game->in_check (board, (CairnSide) f->side))
              {
                f->d++;
                s->counters.extensions++;
                set_engine_flags (s, f, CAIRN_NODE_ENGINE_EXTENDED);
              }
            /* 4. the horizon */
            if (f->d <= 0)
              {
                if (!s->qsearch)
                  return close_node (s, f, CAIRN_EVENT_LEAF, s->game->evaluate (board),
                                     CAIRN_END_HEURISTIC);
                if (stand_pat (s, f, &score))
                  return close_node (s, f, CAIRN_EVENT_LEAF, score, CAIRN_END_STAND_PAT);
                f->phase = PHASE_NEXT_MOVE;
                continue;
              }
            /* 5. the table */
            if (s->tt)
              {
                const CairnTableEntry *entry = cairn_table_lookup (&s->table, &s->keys[s->sp - 1]);

                if (entry != NULL)
                  {
                    int v = cairn_table_value_read (entry->value, f->ply);
                    gboolean pv_node = f->beta - f->alpha > 1;

                    f->tt_move = entry->move;
                    if (f->kind != CAIRN_NODE_ROOT && !(s->pvs && pv_node) && entry->depth >= f->d &&
                        (entry->bound == CAIRN_BOUND_EXACT ||
                         (entry->bound == CAIRN_BOUND_LOWER && v >= f->beta) ||
                         (entry->bound == CAIRN_BOUND_UPPER && v <= f->alpha)))
                      {
                        s->counters.tt_cutoffs++;
                        if (s->tree)
                          {
                            s->tree->engine[f->node].tt_depth = entry->depth;
                            s->tree->engine[f->node].tt_bound = entry->bound;
                          }
                        return close_node (s, f, CAIRN_EVENT_TT_CUTOFF, v, CAIRN_END_TT_CUTOFF);
                      }
                  }
              }
            make_move_list (s, f);
            f->next_move = 0;
            record_move_list (s, f);
            /* 6. the null probe */
            {
              int probe_d;
              guint r;

              if (probe_allowed (s, f, &probe_d, &r))
                {
                  int alpha = f->alpha, beta = f->beta;
                  guint32 parent_node = f->node;
                  guint8 parent_ply = f->ply;
                  Frame *probe;
                  CairnEvent *e;

                  if (s->zero_window)
                    {
                      if (is_max (f))
                        alpha = beta - 1;
                      else
                        beta = alpha + 1;
                    }
                  s->counters.null_probes++;
                  f->phase = PHASE_PROBE_DONE;
                  s->boards[s->sp] = *board;
                  s->game->play_null (&s->boards[s->sp]);
                  probe = push (s, f, CAIRN_NODE_NULL_PROBE, CAIRN_NO_MOVE, probe_d, alpha, beta,
                                s->gate ? CAIRN_NODE_ENGINE_GATE : 0, (guint8) r);
                  if (probe == NULL)
                    return abort_search (s);
                  e = emit (s, CAIRN_EVENT_NULL_PROBE_BEGUN, probe);
                  e->node = parent_node;
                  e->other = probe->node;
                  e->side = probe->side ^ 1;
                  e->parent_ply = parent_ply;
                  return e;
                }
            }
            f->phase = PHASE_NEXT_MOVE;
            continue;
          }

        case PHASE_PROBE_DONE:
          {
            int v = f->child_value;
            gboolean fails_high = is_max (f) ? v >= f->beta : v <= f->alpha;
            guint verdict;
            guint32 probe_node = f->last_child;
            CairnEvent *e;

            if (!fails_high)
              {
                verdict = CAIRN_VERDICT_SEARCH;
                f->phase = PHASE_NEXT_MOVE;
              }
            else if (s->settings.ignore_prune_node != 0 && s->limit == s->settings.depth &&
                     f->node == s->settings.ignore_prune_node)
              {
                verdict = CAIRN_VERDICT_SEARCH;
                f->flags |= CAIRN_NODE_FLAG_PRUNE_IGNORED;
                f->phase = PHASE_NEXT_MOVE;
              }
            else if (s->verified && f->verify)
              {
                verdict = CAIRN_VERDICT_VERIFY;
                s->counters.verifications++;
                f->fail_high = TRUE;
                f->d--;
                f->verify = FALSE;
                f->flags |= CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED;
                f->child_flags = CAIRN_NODE_FLAG_IN_REDUCED;
                f->phase = PHASE_NEXT_MOVE;
              }
            else
              {
                verdict = CAIRN_VERDICT_PRUNE;
                /* Without the gate a prune returns the bound; with it
                 * the probe's value (fail-soft), but never an unproven
                 * mate. */
                if (s->gate && !is_mate_value (v))
                  f->best = v;
                else
                  f->best = is_max (f) ? f->beta : f->alpha;
                f->phase = PHASE_PRUNE;
              }
            if (fails_high && s->tree)
              s->tree->nodes[probe_node].flags |= CAIRN_NODE_FLAG_PROBE_FAILED_HIGH;
            e = emit (s, CAIRN_EVENT_NULL_PROBE_RESOLVED, f);
            e->other = probe_node;
            e->value = (gint16) v;
            e->detail = (guint8) verdict;
            e->n_skipped = f->n_moves;
            e->ply = (guint8) (f->ply + 1);
            return e;
          }

        case PHASE_PRUNE:
          {
            CairnEvent *e;

            s->counters.null_prunes++;
            f->end = CAIRN_END_NULL_PRUNED;
            f->phase = PHASE_EXIT;
            e = emit (s, CAIRN_EVENT_NULL_PRUNE, f);
            e->value = (gint16) f->best;
            e->n_skipped = f->n_moves;
            return e;
          }

        case PHASE_NEXT_MOVE:
          {
            CairnMove move;
            int alpha = f->alpha, beta = f->beta;
            Frame *child;

            if (f->next_move == f->n_moves)
              {
                f->phase = PHASE_LOOP_DONE;
                continue;
              }
            move = s->moves[s->sp - 1][f->next_move++];
            f->current_move = move;
            f->child_is_try = s->pvs && !f->quiescence && f->next_move > 1;
            if (f->child_is_try)
              {
                if (is_max (f))
                  beta = alpha + 1;
                else
                  alpha = beta - 1;
              }
            f->phase = PHASE_CHILD_DONE;
            push_child_board (s, f, move);
            child = push (s, f, CAIRN_NODE_MOVE, move, f->d - 1, alpha, beta,
                          f->child_is_try ? CAIRN_NODE_ENGINE_PVS_TRY : 0, 0);
            if (child == NULL)
              return abort_search (s);
            return emit (s, CAIRN_EVENT_NODE_ENTERED, child);
          }

        case PHASE_PVS_RE_SEARCH:
          {
            Frame *child;

            f->phase = PHASE_CHILD_DONE;
            push_child_board (s, f, f->current_move);
            child = push (s, f, CAIRN_NODE_MOVE, f->current_move, f->d - 1, f->alpha, f->beta,
                          CAIRN_NODE_ENGINE_PVS_RE_SEARCH, 0);
            if (child == NULL)
              return abort_search (s);
            return emit (s, CAIRN_EVENT_NODE_ENTERED, child);
          }

        case PHASE_CHILD_DONE:
          {
            int v = f->child_value;

            if (f->child_is_try)
              {
                f->child_is_try = FALSE;
                if (v > f->alpha && v < f->beta)
                  {
                    CairnEvent *e;

                    s->counters.pvs_re_searches++;
                    f->phase = PHASE_PVS_RE_SEARCH;
                    e = emit (s, CAIRN_EVENT_PVS_RE_SEARCH, f);
                    e->value = (gint16) v;
                    e->other = f->last_child;
                    return e;
                  }
              }
            if (is_max (f))
              {
                if (v > f->best)
                  {
                    f->best = v;
                    f->best_move = f->current_move;
                  }
                if (!s->minimax && f->best > f->alpha)
                  f->alpha = f->best;
              }
            else
              {
                if (v < f->best)
                  {
                    f->best = v;
                    f->best_move = f->current_move;
                  }
                if (!s->minimax && f->best < f->beta)
                  f->beta = f->best;
              }
            if (f->beta <= f->alpha)
              {
                CairnEvent *e;

                /* A quiet move that stops a main-search node is this
                 * ply's newest killer. */
                if (!f->quiescence &&
                    s->rules->tactical_rank (board, (CairnSide) f->side, f->current_move) < 0 &&
                    s->killers[f->ply][0] != f->current_move)
                  {
                    s->killers[f->ply][1] = s->killers[f->ply][0];
                    s->killers[f->ply][0] = f->current_move;
                  }
                f->phase = PHASE_LOOP_DONE;
                if (f->next_move == f->n_moves)
                  continue;
                s->counters.cutoffs++;
                f->end = CAIRN_END_CUTOFF;
                e = emit (s, CAIRN_EVENT_CUTOFF, f);
                e->value = (gint16) f->best;
                e->n_skipped = (guint8) (f->n_moves - f->next_move);
                return e;
              }
            f->phase = PHASE_NEXT_MOVE;
            continue;
          }

        case PHASE_LOOP_DONE:
          if (f->fail_high)
            {
              gboolean confirmed = is_max (f) ? f->best >= f->beta0 : f->best <= f->alpha0;

              if (!confirmed)
                {
                  CairnEvent *e;

                  s->counters.re_searches++;
                  f->fail_high = FALSE;
                  f->d++;
                  f->verify = TRUE;
                  f->alpha = f->alpha0;
                  f->beta = f->beta0;
                  f->best = is_max (f) ? -CAIRN_VALUE_INFINITY : CAIRN_VALUE_INFINITY;
                  f->best_move = CAIRN_NO_MOVE;
                  f->next_move = 0;
                  f->end = CAIRN_END_OPEN;
                  f->flags |= CAIRN_NODE_FLAG_RE_SEARCHED;
                  f->child_flags = CAIRN_NODE_FLAG_IN_RE_SEARCH;
                  f->phase = PHASE_NEXT_MOVE;
                  e = emit (s, CAIRN_EVENT_RE_SEARCH, f);
                  e->value = (gint16) f->child_value;
                  return e;
                }
              f->end = CAIRN_END_NULL_VERIFIED;
            }
          /* 8. the table keeps what a move loop found. */
          if (s->tt && !f->quiescence)
            store (s, f);
          f->phase = PHASE_EXIT;
          continue;

        case PHASE_EXIT:
          return close_node (s, f, CAIRN_EVENT_NODE_EXITED, f->best,
                             f->end == CAIRN_END_OPEN ? CAIRN_END_EXACT : f->end);

        default:
          g_assert_not_reached ();
        }
    }
}

const CairnEvent *
cairn_engine_search_step (CairnEngineSearch *s)
{
  if (s->started && !s->done && s->sp == 0)
    return root_returned (s);
  return step (s);
}

void
cairn_engine_search_run (CairnEngineSearch *s)
{
  while (!s->done)
    cairn_engine_search_step (s);
}

gboolean
cairn_engine_search_is_done (const CairnEngineSearch *s)
{
  return s->done;
}

gboolean
cairn_engine_search_is_aborted (const CairnEngineSearch *s)
{
  return s->aborted;
}

const CairnCounters *
cairn_engine_search_get_counters (const CairnEngineSearch *s)
{
  return &s->counters;
}

const CairnTree *
cairn_engine_search_get_tree (const CairnEngineSearch *s)
{
  return s->tree;
}

guint
cairn_engine_search_n_trees (const CairnEngineSearch *s)
{
  return s->trees ? s->trees->len : 0;
}

const CairnTree *
cairn_engine_search_get_iteration_tree (const CairnEngineSearch *s,
                                        guint                    i)
{
  g_return_val_if_fail (s->trees != NULL && i < s->trees->len, NULL);
  return g_ptr_array_index (s->trees, i);
}
