/* cairn-search.c — alpha-beta, null-move, verified null-move and minimax
 * search as an explicit-stack state machine (DESIGN.md §1).
 *
 * Each frame on the stack is one node being searched; its phase says what
 * it does next.  cairn_search_step() runs phases until one of them emits an
 * event, so every call yields exactly one event.
 *
 * Any game runs through its CairnGame table: each frame has its own board
 * (copy-make, so no game needs an undo) and its own list of moves, which
 * a game with expand() fills a few at a time (most nodes stop after a
 * few moves; the rest are counted only where an event or the tree says
 * how many were skipped).  Running to the end jumps from phase to phase
 * where the next one is known.  Tic-tac-toe, the game of most lessons, takes an inlined fast path
 * instead: one board changed in place and moves as a bit set.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-engine-search.h"
/* The one game header in core: tic-tac-toe's inlined fast path (see there). */
#include "cairn-game-tictactoe-private.h"
#include "cairn-search.h"

/* The stepping function is specialised per game at its call sites. */
#define ALWAYS_INLINE __attribute__ ((always_inline))

typedef enum {
  PHASE_START,        /* entered: terminal? horizon? probe? */
  PHASE_PROBE_DONE,   /* the null probe returned child_value */
  PHASE_PRUNE,        /* the probe's verdict was "prune" */
  PHASE_NEXT_MOVE,    /* try the next untried move */
  PHASE_CHILD_DONE,   /* a move's subtree returned child_value */
  PHASE_LOOP_DONE,    /* no moves left, or cutoff */
  PHASE_EXIT,         /* report the value and pop */
} Phase;

typedef struct {
  guint32 node;
  guint32 last_child;
  guint32 moves_left;      /* tic-tac-toe: bit set of the moves not yet tried */
  guint32 all_moves;       /* tic-tac-toe: bit set of the node's moves */
  gint16  alpha, beta;
  gint16  alpha0, beta0;   /* window on entry, restored by a re-search */
  gint16  best;
  gint16  child_value;
  CairnMove move;          /* move that led here */
  CairnMove current_move;  /* move being searched below */
  CairnMove best_move;
  guint8  n_moves;         /* other games: the frame's move list ... */
  guint8  next_move;       /* ... and the index of the next one to try; */
  guint8  more_count;      /* ... and what count_more() says, NOT_COUNTED until asked */
  guint8  ply;
  guint8  limit;           /* depth limit in force (verified mode lowers it) */
  guint8  side;
  guint8  phase;
  guint8  kind;
  guint8  end;
  guint8  flags;           /* CairnNodeFlags for this node */
  guint8  child_flags;     /* pass flags given to children */
  /* Whole bytes rather than bit fields: set on every push, and a byte
   * store is cheaper than a read-modify-write of shared bits. */
  guint8  allow_null;
  guint8  verify;
  guint8  fail_high;
} Frame;

G_STATIC_ASSERT (sizeof (Frame) == 48);

/* Frame.more_count before count_more() was asked (no game has that many moves). */
#define NOT_COUNTED G_MAXUINT8
G_STATIC_ASSERT (CAIRN_MAX_MOVES < NOT_COUNTED);

/* Deepest stack: one frame per ply up to the depth limit, plus the root. */
#define MAX_FRAMES 32

struct _CairnSearch {
  /* Engine style (DESIGN §1d): the search is this one's, and every
   * function below forwards to it. */
  CairnEngineSearch *engine;
  const CairnGame *game;
  gboolean         is_tictactoe;  /* take the inlined fast path */
  gboolean         has_check;     /* the game may forbid probes in check */
  gboolean         null_move;     /* the mode probes null moves */
  gboolean         verified;      /* the mode verifies null-move fail highs */
  gboolean         alpha_beta;    /* the mode narrows the window (not minimax) */
  CairnPosition    position;
  CairnSettings    settings;
  CairnBoard       board;    /* tic-tac-toe: the one board, changed in place */
  CairnTree       *tree;     /* NULL when counting only */
  CairnCounters    counters;
  CairnEvent       event;
  guint            node_cap;
  guint            sp;       /* frames in use */
  gboolean         started;
  gboolean         done;
  gboolean         aborted;
  Frame            stack[MAX_FRAMES];
  /* Other games: each frame's board and moves, by stack depth. */
  CairnBoard       boards[MAX_FRAMES];
  CairnMove        moves[MAX_FRAMES][CAIRN_MAX_MOVES];
  CairnMoveCursor  cursors[MAX_FRAMES];
  /* DESIGN §1c, after the fields the default engine uses.  options: any
   * of them off its seed default (probe window, scoring, null move only
   * with pieces, an ignored prune), so the search runs the copy of the
   * engine that reads them. */
  gboolean         options;
  gboolean         zero_window;   /* probes search a null window */
  gboolean         pieces_only;   /* probe only when the mover has a piece (has_pieces) */
  int              ttt_win;       /* tic-tac-toe: a win at the root, by the scoring */
  /* Other games: the game's terminal() for the settings' scoring, and
   * its expand() where that answers the same (else NULL). */
  gboolean       (*terminal)     (const CairnBoard *board,
                                  CairnSide         to_move,
                                  guint             ply,
                                  int              *score);
  guint          (*expand)       (const CairnBoard *board,
                                  CairnSide         side,
                                  guint             ply,
                                  CairnMove        *moves,
                                  int              *score,
                                  CairnMoveCursor  *cursor);
};

static inline gboolean
is_max (const Frame *f)
{
  return f->side == CAIRN_SIDE_X;
}

static inline guint
reduction_at (const CairnSearch *s,
              const Frame       *f)
{
  if (s->settings.reduction == CAIRN_REDUCTION_ADAPTIVE)
    return f->limit - f->ply > 6 ? 3 : 2;
  return s->settings.reduction;
}

void
cairn_search_reset (CairnSearch *s)
{
  g_return_if_fail (s != NULL);
  if (s->engine)
    {
      cairn_engine_search_reset (s->engine);
      return;
    }

  s->board = s->position.board;
  s->boards[0] = s->position.board;
  memset (&s->counters, 0, sizeof s->counters);
  s->counters.best_move = -1;
  memset (&s->event, 0, sizeof s->event);
  s->sp = 0;
  s->started = FALSE;
  s->done = FALSE;
  s->aborted = FALSE;
  if (s->tree)
    cairn_tree_clear (s->tree);
}

CairnSearch *
cairn_search_new (const CairnPosition *position,
                  const CairnSettings *settings,
                  gboolean             record_tree)
{
  const CairnGame *game;
  CairnSearch *s;

  g_return_val_if_fail (position != NULL, NULL);
  g_return_val_if_fail (settings != NULL, NULL);
  game = cairn_position_game (position);
  g_return_val_if_fail (cairn_settings_validate (settings, game, NULL), NULL);
  g_return_val_if_fail (game->max_moves <= CAIRN_MAX_MOVES, NULL);

  game->init ();
  if (settings->root_move != CAIRN_NO_MOVE)
    {
      CairnMove moves[CAIRN_MAX_MOVES];
      guint n = game->legal_moves (&position->board, position->to_move, moves), i;

      for (i = 0; i < n && moves[i] != settings->root_move; i++)
        ;
      g_return_val_if_fail (i < n, NULL);
    }

  s = g_new0 (CairnSearch, 1);
  s->game = game;
  /* The one place core names a game: tic-tac-toe's inlined fast path
   * (cairn-game-tictactoe-private.h says why). */
  s->is_tictactoe = game == &cairn_game_tictactoe;
  s->has_check = game->in_check != NULL;
  s->null_move = cairn_mode_uses_null_move (settings->mode);
  s->verified = settings->mode == CAIRN_MODE_VERIFIED;
  s->alpha_beta = settings->mode != CAIRN_MODE_MINIMAX;
  s->zero_window = settings->probe_window == CAIRN_PROBE_WINDOW_ZERO;
  s->ttt_win = ttt_win_for (settings->scoring);
  s->terminal = settings->scoring == CAIRN_SCORING_SOUND && game->terminal_sound
                ? game->terminal_sound : game->terminal;
  s->expand = s->terminal == game->terminal ? game->expand : NULL;
  s->pieces_only = cairn_settings_null_when_for_game (settings, game) == CAIRN_NULL_WHEN_PIECES;
  s->options = s->zero_window || s->terminal != game->terminal ||
               s->pieces_only || settings->ignore_prune_node != 0;
  s->position = *position;
  s->settings = *settings;
  s->node_cap = settings->node_cap ? settings->node_cap : CAIRN_NODE_CAP_DEFAULT;
  if (settings->engine_parts != 0)
    {
      s->engine = cairn_engine_search_new (position, settings, s->node_cap, record_tree);
      return s;
    }
  if (record_tree)
    s->tree = cairn_tree_new (position, settings);
  cairn_search_reset (s);
  return s;
}

void
cairn_search_adopt_settings (CairnSearch         *s,
                             const CairnSettings *settings)
{
  g_return_if_fail (s != NULL);
  g_return_if_fail (settings != NULL);
  g_return_if_fail (cairn_settings_same_search (&s->settings, settings, s->game));

  /* The engine's flags read from the settings (zero_window, pieces_only,
   * options) stay: what differs is nothing this search reads. */
  s->settings = *settings;
  if (s->engine)
    cairn_engine_search_adopt_settings (s->engine, settings);
  if (s->tree)
    s->tree->settings = *settings;
}

void
cairn_search_free (CairnSearch *s)
{
  if (s == NULL)
    return;
  cairn_engine_search_free (s->engine);
  cairn_tree_free (s->tree);
  g_free (s);
}

/* Creates the record of a new node (when recording) and returns its index;
 * without a tree the index is simply the node count. */
static inline ALWAYS_INLINE guint32
new_node (CairnSearch *s,
          Frame       *parent,
          Frame       *f)
{
  guint32 index = (guint32) s->counters.nodes++;
  CairnTree *tree = s->tree;
  CairnNode *node;

  if (parent)
    {
      guint32 previous = parent->last_child;

      parent->last_child = index;
      if (tree == NULL)
        return index;
      if (previous == CAIRN_NO_NODE)
        tree->nodes[parent->node].first_child = index;
      else
        tree->nodes[previous].next_sibling = index;
    }
  else if (tree == NULL)
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
  node->alpha = f->alpha;
  node->beta = f->beta;
  node->value = 0;
  node->n_ghosts = 0;
  node->move = f->move;
  node->kind = f->kind;
  node->ply = f->ply;
  node->end = CAIRN_END_OPEN;
  node->flags = f->flags;

  return index;
}

/* Other games: the moves the game has not handed to @f yet, counted
 * once for the event and the tree alike. */
static inline ALWAYS_INLINE guint
count_more (const CairnSearch *s,
            Frame             *f)
{
  guint i = (guint) (f - s->stack);

  if (!s->cursors[i].more)
    return 0;
  if (f->more_count == NOT_COUNTED)
    f->more_count = (guint8) s->game->count_more (&s->boards[i], (CairnSide) f->side, &s->cursors[i]);
  return f->more_count;
}

/* Other games: appends the game's next moves to @f's list; FALSE when
 * there are none. */
static inline ALWAYS_INLINE gboolean
fetch_more (CairnSearch *s,
            Frame       *f)
{
  guint i = (guint) (f - s->stack), n;

  if (!s->cursors[i].more)
    return FALSE;
  n = s->game->expand_more (&s->boards[i], (CairnSide) f->side, s->moves[i] + f->n_moves, &s->cursors[i]);
  f->n_moves = (guint8) (f->n_moves + n);
  f->more_count = NOT_COUNTED;
  return n > 0;
}

/* The moves of @f not tried yet, and all of them. */
static inline ALWAYS_INLINE guint
count_moves_left (const CairnSearch *s,
                  Frame             *f,
                  gboolean           ttt)
{
  return ttt ? (guint) __builtin_popcount (f->moves_left)
             : (guint) (f->n_moves - f->next_move) + count_more (s, f);
}

static inline ALWAYS_INLINE guint
count_all_moves (const CairnSearch *s,
                 Frame             *f,
                 gboolean           ttt)
{
  return ttt ? (guint) __builtin_popcount (f->all_moves) : f->n_moves + count_more (s, f);
}

/* Records how a node ended; its ghosts are counted only here, when a tree
 * is kept. */
static inline ALWAYS_INLINE void
finish_node (CairnSearch *s,
             Frame       *f,
             int          value,
             guint        end,
             gboolean     ttt)
{
  CairnNode *node;

  if (s->tree == NULL)
    return;
  node = &s->tree->nodes[f->node];
  node->value = (gint16) value;
  node->end = (guint8) end;
  if (end == CAIRN_END_HEURISTIC || end == CAIRN_END_TERMINAL)
    node->n_ghosts = 0;
  else if (end == CAIRN_END_NULL_PRUNED)
    node->n_ghosts = (guint8) count_all_moves (s, f, ttt);
  else
    node->n_ghosts = (guint8) count_moves_left (s, f, ttt);
  node->flags = f->flags;
  node->finished_event = (guint32) s->counters.events;
}

/* Events go to @e: the search's own event when stepping, a scratch
 * variable when running to completion, whose stores the compiler drops. */
static inline ALWAYS_INLINE CairnEvent *
emit (CairnSearch    *s,
      CairnEvent     *e,
      CairnEventType  type,
      const Frame    *f)
{

  e->index = (guint32) s->counters.events++;
  e->type = (guint8) type;
  e->node = f->node;
  e->other = CAIRN_NO_NODE;
  e->alpha = f->alpha;
  e->beta = f->beta;
  e->ply = f->ply;
  e->side = f->side;
  e->move = f->move;
  e->parent_ply = f->ply;
  return e;
}

/* Pushes a child frame for @parent; returns NULL when the node cap is hit. */
static inline ALWAYS_INLINE Frame *
push_child (CairnSearch *s,
            Frame       *parent,
            guint        kind,
            CairnMove    move,
            guint        ply,
            gboolean     allow_null)
{
  Frame *f;

  if (G_UNLIKELY (s->counters.nodes >= s->node_cap || s->sp >= MAX_FRAMES))
    return NULL;

  f = &s->stack[s->sp++];
  f->ply = (guint8) ply;
  f->limit = parent ? parent->limit : (guint8) s->settings.depth;
  f->side = parent ? (guint8) cairn_side_other (parent->side) : (guint8) s->position.to_move;
  if (parent)
    {
      f->alpha = f->alpha0 = parent->alpha;
      f->beta = f->beta0 = parent->beta;
    }
  else
    {
      int a, b;

      cairn_settings_root_window (&s->settings, &a, &b);
      f->alpha = f->alpha0 = a;
      f->beta = f->beta0 = b;
    }
  f->best = is_max (f) ? -CAIRN_VALUE_INFINITY : CAIRN_VALUE_INFINITY;
  f->phase = PHASE_START;
  f->move = move;
  f->best_move = CAIRN_NO_MOVE;
  f->kind = (guint8) kind;
  f->end = CAIRN_END_OPEN;
  f->allow_null = allow_null;
  f->verify = parent ? parent->verify : TRUE;
  f->fail_high = FALSE;
  f->last_child = CAIRN_NO_NODE;
  f->flags = (guint8) ((f->side == CAIRN_SIDE_O ? CAIRN_NODE_FLAG_O_TO_MOVE : 0) |
                       (parent ? parent->child_flags : 0));
  if (s->verified && f->verify)
    f->flags |= CAIRN_NODE_FLAG_VERIFY;
  f->child_flags = 0;
  f->node = new_node (s, parent, f);
  return f;
}

/* Pops the top frame, hands its value to the parent and undoes its move. */
static inline ALWAYS_INLINE void
pop_frame (CairnSearch *s,
           int          value,
           gboolean     ttt)
{
  Frame *f = &s->stack[--s->sp];

  if (s->sp == 0)
    {
      s->counters.value = value;
      s->counters.best_move = f->best_move == CAIRN_NO_MOVE ? -1 : (int) f->best_move;
      return;
    }

  Frame *parent = &s->stack[s->sp - 1];
  parent->child_value = (gint16) value;
  /* Other games dropped the child's board with its frame. */
  if (ttt && f->kind == CAIRN_NODE_MOVE)
    cairn_ttt_marks (&s->board)[parent->side] &= ~((guint64) 1 << f->move);
}

/* Closes the top node @f with @value and how it ended: records them,
 * emits @type (a leaf or a node left) and hands the value to the
 * parent. */
static inline ALWAYS_INLINE CairnEvent *
close_node (CairnSearch    *s,
            CairnEvent     *out,
            Frame          *f,
            CairnEventType  type,
            int             value,
            guint           end,
            gboolean        ttt)
{
  CairnEvent *e;

  finish_node (s, f, value, end, ttt);
  e = emit (s, out, type, f);
  e->value = (gint16) value;
  e->detail = (guint8) end;
  pop_frame (s, value, ttt);
  return e;
}

static inline ALWAYS_INLINE gboolean
probe_allowed (const CairnSearch *s,
               const Frame       *f,
               guint              r,
               gboolean           ttt,
               gboolean           options)
{
  if (!s->null_move)
    return FALSE;
  if (f->kind != CAIRN_NODE_MOVE || !f->allow_null)
    return FALSE;
  if (f->ply + r >= f->limit)
    return FALSE;
  if (s->settings.guard && f->ply + 1 + r >= f->limit)
    return FALSE;
  /* A pass out of check is no move at all: the probe would measure a
   * position where the king can be taken. */
  if (!ttt && s->has_check && s->game->in_check (&s->boards[s->sp - 1], f->side))
    return FALSE;
  /* Null move `pieces` (DESIGN §1c): with king and pawns alone zugzwang
   * is common, so engines do not pass there.  Never set for tic-tac-toe. */
  if (!ttt && options && s->pieces_only && !s->game->has_pieces (&s->boards[s->sp - 1], f->side))
    return FALSE;
  return TRUE;
}

/* Probe window `zero` (DESIGN §1c): the probe only has to answer "does
 * the pass reach beta?" (max node) or "does it stay at or below alpha?"
 * (min node), so it searches the null window just inside that bound.  The
 * verdict still compares the probe's value with the node's own window. */
static inline ALWAYS_INLINE void
narrow_probe_window (CairnSearch *s,
                     const Frame *node,
                     Frame       *probe)
{
  if (is_max (node))
    probe->alpha = (gint16) (node->beta - 1);
  else
    probe->beta = (gint16) (node->alpha + 1);
  probe->alpha0 = probe->alpha;
  probe->beta0 = probe->beta;
  if (s->tree)
    {
      s->tree->nodes[probe->node].alpha = probe->alpha;
      s->tree->nodes[probe->node].beta = probe->beta;
    }
}

static CairnEvent *
abort_search (CairnSearch *s)
{
  CairnEvent *e = &s->event;

  /* Rare: always reported through the search's own event. */
  s->aborted = TRUE;
  s->done = TRUE;
  memset (e, 0, sizeof *e);
  e->index = (guint32) s->counters.events;
  e->type = CAIRN_EVENT_ABORTED;
  e->node = CAIRN_NO_NODE;
  e->other = CAIRN_NO_NODE;
  return e;
}

/* The final event, once the root has returned; kept in the search's own
 * event so that it stays readable after cairn_search_run(). */
static CairnEvent *
finish_search (CairnSearch *s)
{
  CairnEvent *e = &s->event;

  s->done = TRUE;
  memset (e, 0, sizeof *e);
  e->index = (guint32) s->counters.events++;
  e->type = CAIRN_EVENT_DONE;
  e->node = 0;
  e->other = CAIRN_NO_NODE;
  e->value = (gint16) s->counters.value;
  e->move = s->counters.best_move < 0 ? CAIRN_NO_MOVE : (CairnMove) s->counters.best_move;
  return e;
}

/* @ttt and @options are constants at each call site.  With @ttt TRUE the
 * compiler inlines the tic-tac-toe primitives instead of calling through
 * the game table.  With @options FALSE the seed's rules are compiled in
 * (full probe window, the game's own terminal(), a probe wherever
 * section 1 allows one, no prune ignored), so
 * the default settings pay nothing for DESIGN §1c's options. */
static inline ALWAYS_INLINE const CairnEvent *
step_internal (CairnSearch *s,
               gboolean     ttt,
               gboolean     options,
               gboolean     run,
               CairnEvent  *out)
{
  const CairnGame *game = s->game;

  /* Stepping hands each event back; running to completion goes straight
   * on to the next phase, and only the final event is returned. */
#define YIELD(event)                          \
  G_STMT_START {                              \
    const CairnEvent *yielded = (event);      \
    if (!run)                                 \
      return yielded;                         \
    goto next_phase;                          \
  } G_STMT_END
  /* After a node closed: stepping hands its event back; running goes
   * straight on to the parent's next phase.  A plain block, not
   * G_STMT_START: its "continue" is the main loop's. */
#define RUN_ON_TO_PARENT(event)                          \
  {                                                      \
    const CairnEvent *closed = (event);                  \
    if (!run)                                            \
      return closed;                                     \
    if (G_UNLIKELY (s->sp == 0))                         \
      return finish_search (s);                          \
    f = &s->stack[s->sp - 1];                            \
    if (G_LIKELY (f->phase == PHASE_CHILD_DONE))         \
      goto phase_child_done;                             \
    continue;                                            \
  }

  if (G_UNLIKELY (s->done))
    return &s->event;

  if (G_UNLIKELY (!s->started))
    {
      Frame *root;

      s->started = TRUE;
      root = push_child (s, NULL, CAIRN_NODE_ROOT, CAIRN_NO_MOVE, 0, FALSE);
      if (root == NULL)
        return abort_search (s);
      return emit (s, out, CAIRN_EVENT_NODE_ENTERED, root);
    }

  if (G_UNLIKELY (s->sp == 0))
    return finish_search (s);

  for (;;)
    {
      Frame *f = &s->stack[s->sp - 1];

      switch (f->phase)
        {
        case PHASE_START:
        phase_start:
          {
            int score;
            const CairnBoard *board = ttt ? &s->board : &s->boards[s->sp - 1];
            gboolean terminal, expanded = FALSE;

            if (ttt)
              terminal = ttt_terminal_inline (board, f->ply, options ? s->ttt_win : TTT_WIN_SEED, &score);
            else if (f->ply < f->limit && (options ? s->expand : game->expand) != NULL)
              {
                /* Below the horizon the moves are needed anyway: the
                 * game finds them and the end of the game at once. */
                guint n = (options ? s->expand : game->expand) (board, f->side, f->ply,
                                                                  s->moves[s->sp - 1], &score,
                                                                  &s->cursors[s->sp - 1]);

                terminal = n == CAIRN_GAME_OVER;
                if (!terminal)
                  f->n_moves = (guint8) n;
                expanded = TRUE;
              }
            else
              terminal = (options ? s->terminal : game->terminal) (board, f->side, f->ply, &score);

            if (terminal || f->ply >= f->limit)
              {
                CairnEvent *e;
                guint end = CAIRN_END_TERMINAL;

                if (!terminal)
                  {
                    score = ttt ? ttt_evaluate_inline (board) : game->evaluate (board);
                    end = CAIRN_END_HEURISTIC;
                  }
                e = close_node (s, out, f, CAIRN_EVENT_LEAF, score, end, ttt);
                RUN_ON_TO_PARENT (e);
              }

            /* Restricting the root to one move gives that move's exact
             * value with the ply counted from the real root. */
            if (ttt)
              {
                f->all_moves = f->moves_left = ttt_legal_moves_inline (board);
                if (G_UNLIKELY (s->sp == 1 && s->settings.root_move != CAIRN_NO_MOVE))
                  f->all_moves = f->moves_left = (guint32) 1 << s->settings.root_move;
              }
            else
              {
                CairnMove *moves = s->moves[s->sp - 1];

                f->next_move = 0;
                f->more_count = NOT_COUNTED;
                if (!expanded)
                  s->cursors[s->sp - 1].more = FALSE;
                if (G_UNLIKELY (s->sp == 1 && s->settings.root_move != CAIRN_NO_MOVE))
                  {
                    moves[0] = s->settings.root_move;
                    f->n_moves = 1;
                    s->cursors[0].more = FALSE;
                  }
                else if (!expanded)
                  f->n_moves = (guint8) game->legal_moves (board, f->side, moves);
              }

            guint r = reduction_at (s, f);
            if (probe_allowed (s, f, r, ttt, options))
              {
                Frame *probe;
                CairnEvent *e;
                guint32 parent_node = f->node;
                guint8 parent_ply = f->ply;

                s->counters.null_probes++;
                f->phase = PHASE_PROBE_DONE;
                if (!ttt && s->sp < MAX_FRAMES)
                  {
                    s->boards[s->sp] = *board;
                    if (game->play_null)
                      game->play_null (&s->boards[s->sp]);
                  }
                probe = push_child (s, f, CAIRN_NODE_NULL_PROBE, CAIRN_NO_MOVE,
                                    f->ply + 1 + r, FALSE);
                if (probe == NULL)
                  return abort_search (s);
                if (options && s->zero_window)
                  narrow_probe_window (s, f, probe);
                e = emit (s, out, CAIRN_EVENT_NULL_PROBE_BEGUN, probe);
                e->node = parent_node;
                e->other = probe->node;
                e->side = probe->side ^ 1;
                e->parent_ply = parent_ply;
                YIELD (e);
              }
            f->phase = PHASE_NEXT_MOVE;
            goto phase_next_move;
          }

        case PHASE_PROBE_DONE:
          {
            int v = f->child_value;
            gboolean fails_high = is_max (f) ? v >= f->beta : v <= f->alpha;
            guint verdict;
            CairnEvent *e;
            guint32 probe_node = f->last_child;

            if (!fails_high)
              {
                verdict = CAIRN_VERDICT_SEARCH;
                f->phase = PHASE_NEXT_MOVE;
              }
            else if (options && f->node == s->settings.ignore_prune_node)
              {
                /* Decisive prunes and verifications: this one verdict
                 * undone, the node's moves searched as if the probe had
                 * not failed high (a verification's node keeps its limit
                 * and its verify flag). */
                verdict = CAIRN_VERDICT_SEARCH;
                f->flags |= CAIRN_NODE_FLAG_PRUNE_IGNORED;
                f->phase = PHASE_NEXT_MOVE;
              }
            else if (s->verified && f->verify)
              {
                /* Verified null-move pruning: distrust the fail high, search
                 * this subtree one ply shallower with verification off. */
                verdict = CAIRN_VERDICT_VERIFY;
                s->counters.verifications++;
                f->fail_high = TRUE;
                f->limit--;
                f->verify = FALSE;
                f->flags |= CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED;
                f->child_flags = CAIRN_NODE_FLAG_IN_REDUCED;
                f->phase = PHASE_NEXT_MOVE;
              }
            else
              {
                verdict = CAIRN_VERDICT_PRUNE;
                f->phase = PHASE_PRUNE;
              }

            if (fails_high && s->tree)
              s->tree->nodes[probe_node].flags |= CAIRN_NODE_FLAG_PROBE_FAILED_HIGH;

            e = emit (s, out, CAIRN_EVENT_NULL_PROBE_RESOLVED, f);
            e->other = probe_node;
            e->value = (gint16) v;
            e->detail = (guint8) verdict;
            /* Counting the moves may cost the game a generation: only
             * where the event or the tree is read. */
            if (!run || s->tree)
              e->n_skipped = (guint8) count_all_moves (s, f, ttt);
            if (s->tree)
              e->ply = s->tree->nodes[probe_node].ply;
            else
              e->ply = (guint8) (f->ply + 1 + reduction_at (s, f));
            YIELD (e);
          }

        case PHASE_PRUNE:
          {
            CairnEvent *e;

            s->counters.null_prunes++;
            f->best = is_max (f) ? f->beta : f->alpha;
            f->end = CAIRN_END_NULL_PRUNED;
            f->phase = PHASE_EXIT;
            e = emit (s, out, CAIRN_EVENT_NULL_PRUNE, f);
            e->value = f->best;
            /* Counting the moves may cost the game a generation: only
             * where the event or the tree is read. */
            if (!run || s->tree)
              e->n_skipped = (guint8) count_all_moves (s, f, ttt);
            YIELD (e);
          }

        case PHASE_NEXT_MOVE:
        phase_next_move:
          {
            Frame *child;
            CairnMove move;

            if (ttt ? f->moves_left == 0 : f->next_move == f->n_moves && !fetch_more (s, f))
              {
                f->phase = PHASE_LOOP_DONE;
                break;
              }
            if (ttt)
              {
                move = (CairnMove) __builtin_ctz (f->moves_left);
                f->moves_left &= f->moves_left - 1;
                cairn_ttt_marks (&s->board)[f->side] |= (guint64) 1 << move;
              }
            else
              {
                move = s->moves[s->sp - 1][f->next_move++];
                if (s->sp < MAX_FRAMES)
                  {
                    s->boards[s->sp] = s->boards[s->sp - 1];
                    game->play (&s->boards[s->sp], (CairnSide) f->side, move);
                  }
              }
            f->current_move = move;
            f->phase = PHASE_CHILD_DONE;
            child = push_child (s, f, CAIRN_NODE_MOVE, move, f->ply + 1u, TRUE);
            if (child == NULL)
              return abort_search (s);
            {
              const CairnEvent *e = emit (s, out, CAIRN_EVENT_NODE_ENTERED, child);

              if (!run)
                return e;
              f = child;
              goto phase_start;
            }
          }

        case PHASE_CHILD_DONE:
        phase_child_done:
          {
            int v = f->child_value;

            if (is_max (f))
              {
                if (v > f->best)
                  {
                    f->best = (gint16) v;
                    f->best_move = f->current_move;
                  }
                if (s->alpha_beta && f->best > f->alpha)
                  f->alpha = f->best;
              }
            else
              {
                if (v < f->best)
                  {
                    f->best = (gint16) v;
                    f->best_move = f->current_move;
                  }
                if (s->alpha_beta && f->best < f->beta)
                  f->beta = f->best;
              }

            if (f->beta <= f->alpha &&
                (ttt ? f->moves_left != 0 : f->next_move != f->n_moves || fetch_more (s, f)))
              {
                CairnEvent *e;

                s->counters.cutoffs++;
                f->end = CAIRN_END_CUTOFF;
                f->phase = PHASE_LOOP_DONE;
                e = emit (s, out, CAIRN_EVENT_CUTOFF, f);
                e->value = f->best;
                if (!run || s->tree)
                  e->n_skipped = (guint8) count_moves_left (s, f, ttt);
                YIELD (e);
              }
            f->phase = PHASE_NEXT_MOVE;
            goto phase_next_move;
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
                  f->limit++;
                  f->verify = TRUE;
                  f->alpha = f->alpha0;
                  f->beta = f->beta0;
                  f->best = is_max (f) ? -CAIRN_VALUE_INFINITY : CAIRN_VALUE_INFINITY;
                  f->best_move = CAIRN_NO_MOVE;
                  f->moves_left = f->all_moves;
                  f->next_move = 0;
                  f->end = CAIRN_END_OPEN;
                  f->flags |= CAIRN_NODE_FLAG_RE_SEARCHED;
                  f->child_flags = CAIRN_NODE_FLAG_IN_RE_SEARCH;
                  f->phase = PHASE_NEXT_MOVE;
                  e = emit (s, out, CAIRN_EVENT_RE_SEARCH, f);
                  e->value = f->child_value;
                  YIELD (e);
                }
              f->end = CAIRN_END_NULL_VERIFIED;
            }
          f->phase = PHASE_EXIT;
          goto phase_exit;

        case PHASE_EXIT:
        phase_exit:
          {
            CairnEvent *e;
            guint end = f->end == CAIRN_END_OPEN ? CAIRN_END_EXACT : f->end;
            int value = f->best;

            e = close_node (s, out, f, CAIRN_EVENT_NODE_EXITED, value, end, ttt);
            RUN_ON_TO_PARENT (e);
          }

        default:
          g_assert_not_reached ();
        }
      continue;

    next_phase:
      if (s->sp == 0)
        return finish_search (s);
    }
#undef YIELD
#undef RUN_ON_TO_PARENT
}

/* The engine with the options read at run time: out of line, so that the
 * default copies stay as small as they were. */
static G_GNUC_NO_INLINE const CairnEvent *
step_with_options (CairnSearch *s)
{
  return s->is_tictactoe ? step_internal (s, TRUE, TRUE, FALSE, &s->event)
                         : step_internal (s, FALSE, TRUE, FALSE, &s->event);
}

static G_GNUC_NO_INLINE void
run_with_options (CairnSearch *s)
{
  CairnEvent scratch;

  if (s->is_tictactoe)
    while (!s->done)
      step_internal (s, TRUE, TRUE, TRUE, &scratch);
  else
    while (!s->done)
      step_internal (s, FALSE, TRUE, TRUE, &scratch);
}

const CairnEvent *
cairn_search_step (CairnSearch *s)
{
  g_return_val_if_fail (s != NULL, NULL);
  if (G_UNLIKELY (s->engine))
    return cairn_engine_search_step (s->engine);
  if (G_UNLIKELY (s->options))
    return step_with_options (s);
  return s->is_tictactoe ? step_internal (s, TRUE, FALSE, FALSE, &s->event)
                         : step_internal (s, FALSE, FALSE, FALSE, &s->event);
}

void
cairn_search_run (CairnSearch *s)
{
  g_return_if_fail (s != NULL);
  CairnEvent scratch;

  if (G_UNLIKELY (s->engine))
    cairn_engine_search_run (s->engine);
  else if (G_UNLIKELY (s->options))
    run_with_options (s);
  else if (s->is_tictactoe)
    while (!s->done)
      step_internal (s, TRUE, FALSE, TRUE, &scratch);
  else
    while (!s->done)
      step_internal (s, FALSE, FALSE, TRUE, &scratch);
}

void
cairn_search_count (const CairnPosition *position,
                    const CairnSettings *settings,
                    CairnCounters       *counters)
{
  g_autoptr (CairnSearch) s = cairn_search_new (position, settings, FALSE);

  cairn_search_run (s);
  *counters = *cairn_search_get_counters (s);
}

gboolean
cairn_search_is_done (const CairnSearch *s)
{
  return s->engine ? cairn_engine_search_is_done (s->engine) : s->done;
}

gboolean
cairn_search_is_aborted (const CairnSearch *s)
{
  return s->engine ? cairn_engine_search_is_aborted (s->engine) : s->aborted;
}

const CairnCounters *
cairn_search_get_counters (const CairnSearch *s)
{
  return s->engine ? cairn_engine_search_get_counters (s->engine) : &s->counters;
}

const CairnTree *
cairn_search_get_tree (const CairnSearch *s)
{
  return s->engine ? cairn_engine_search_get_tree (s->engine) : s->tree;
}

guint
cairn_search_n_iteration_trees (const CairnSearch *s)
{
  return s->engine ? cairn_engine_search_n_trees (s->engine) : (s->tree ? 1 : 0);
}

const CairnTree *
cairn_search_get_iteration_tree (const CairnSearch *s,
                                 guint              i)
{
  if (s->engine)
    return cairn_engine_search_get_iteration_tree (s->engine, i);
  g_return_val_if_fail (i == 0, NULL);
  return s->tree;
}

const CairnSettings *
cairn_search_get_settings (const CairnSearch *s)
{
  return &s->settings;
}

const CairnPosition *
cairn_search_get_position (const CairnSearch *s)
{
  return &s->position;
}

guint
cairn_search_node_cap (const CairnSearch *s)
{
  return s->node_cap;
}

const char *
cairn_event_type_to_string (CairnEventType type)
{
  static const char * const names[CAIRN_N_EVENT_TYPES] = {
    [CAIRN_EVENT_NODE_ENTERED] = "node-entered",
    [CAIRN_EVENT_NULL_PROBE_BEGUN] = "null-probe-begun",
    [CAIRN_EVENT_NULL_PROBE_RESOLVED] = "null-probe-resolved",
    [CAIRN_EVENT_NULL_PRUNE] = "null-prune",
    [CAIRN_EVENT_CUTOFF] = "cutoff",
    [CAIRN_EVENT_RE_SEARCH] = "re-search",
    [CAIRN_EVENT_LEAF] = "leaf",
    [CAIRN_EVENT_NODE_EXITED] = "node-exited",
    [CAIRN_EVENT_DONE] = "done",
    [CAIRN_EVENT_ABORTED] = "aborted",
    [CAIRN_EVENT_TT_CUTOFF] = "tt-cutoff",
    [CAIRN_EVENT_PVS_RE_SEARCH] = "pvs-re-search",
  };

  g_return_val_if_fail ((guint) type < CAIRN_N_EVENT_TYPES, "?");
  return names[type];
}

const char *
cairn_verdict_to_string (CairnProbeVerdict verdict)
{
  switch (verdict)
    {
    case CAIRN_VERDICT_SEARCH:
      return "search";
    case CAIRN_VERDICT_PRUNE:
      return "prune";
    case CAIRN_VERDICT_VERIFY:
      return "verify";
    default:
      g_return_val_if_reached ("?");
    }
}
