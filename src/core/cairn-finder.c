/* cairn-finder.c — every legal position, every depth and reduction: where
 * does pruning change the move, and how much does it cost?
 *
 * All searches count only (no tree).  A case is recorded when the pruning
 * search's best move is strictly worse than plain alpha-beta's, measured
 * by a plain search restricted to the pruned move at the root.  Each case
 * then gets a cause, from a few more searches of that one position.
 *
 * The positions are shared out among threads in small blocks; each block
 * keeps its own cases, and the blocks are joined in position order, so the
 * result never depends on which thread ran what.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-count.h"
#include "cairn-finder.h"
#include "cairn-games.h"

static const char * const cause_names[CAIRN_FINDER_N_CAUSES] = {
  [CAIRN_FINDER_VERIFICATION] = "verification",
  [CAIRN_FINDER_ZUGZWANG] = "zugzwang",
  [CAIRN_FINDER_HORIZON] = "horizon",
  [CAIRN_FINDER_REDUCTION] = "reduction",
};

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

const char *
cairn_finder_cause_to_string (CairnFinderCause cause)
{
  g_return_val_if_fail ((guint) cause < CAIRN_FINDER_N_CAUSES, "?");
  return cause_names[cause];
}

const char *
cairn_finder_cause_explain (CairnFinderCause cause)
{
  switch (cause)
    {
    case CAIRN_FINDER_VERIFICATION:
      return _("verification: the verified search made no null prune at all; a verification search, one ply shallower than the full search, missed what the full search sees.");
    case CAIRN_FINDER_ZUGZWANG:
      return _("zugzwang (as the search sees it): passing scored better than every move, at this depth limit and by this horizon heuristic, so even a probe as deep as a move (R = 0, with the guard) overrates the side to move. It is the search’s judgement, not a proof that the real result of the game changes.");
    case CAIRN_FINDER_HORIZON:
      return _("horizon, a probe on the horizon (no quiescence search): a null probe landed on the horizon and saw only the static evaluation; the guard alone puts it right. The seed style has no quiescence search; a chess program such as Stockfish 15.1 sends such a probe into one (the engine style's part qsearch).");
    case CAIRN_FINDER_REDUCTION:
      return _("reduction: the probe's search, R plies shallower than a move's, missed what the full search sees.");
    default:
      g_return_val_if_reached ("?");
    }
}

void
cairn_finder_options_init (CairnFinderOptions *options)
{
  options->min_depth = 1;
  options->max_depth = 9;
  options->min_reduction = 1;
  options->max_reduction = 4;
  options->variants = (1u << CAIRN_FINDER_N_VARIANTS) - 1;
  options->probe_window = CAIRN_PROBE_WINDOW_FULL;
  options->scoring = CAIRN_SCORING_SEED;
  options->null_when = CAIRN_NULL_WHEN_ALWAYS;
  options->engine_parts = 0;
  options->real_only = FALSE;
  options->threads = 0;
  options->progress = NULL;
  options->progress_data = NULL;
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
  pruned->probe_window = c->probe_window;
  pruned->scoring = c->scoring;
  pruned->null_when = c->null_when;
  pruned->engine_parts = c->engine_parts;
}

gboolean
cairn_finder_case_decisive (const CairnFinderCase *c,
                            CairnDecisivePrune    *prune,
                            GError               **error)
{
  g_autoptr (GArray) prunes = NULL;
  CairnSettings plain, pruned;

  g_return_val_if_fail (c != NULL && prune != NULL, FALSE);

  cairn_finder_case_settings (c, &pruned);
  plain = pruned;
  plain.mode = CAIRN_MODE_PLAIN;
  plain.guard = FALSE;
  prunes = cairn_decisive_prunes (&c->position, &plain, &pruned, NULL, error);
  if (prunes == NULL)
    return FALSE;
  /* Prunes first; a verification only where no prune is decisive. */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < prunes->len; i++)
      {
        const CairnDecisivePrune *d = &g_array_index (prunes, CairnDecisivePrune, i);

        if (d->decisive && d->verification == (pass == 1))
          {
            *prune = *d;
            return TRUE;
          }
      }
  return FALSE;
}

char *
cairn_finder_case_real_text (const CairnFinderCase *c)
{
  const CairnGame *game = cairn_position_game (&c->position);
  g_autofree char *pruned = NULL, *plain = NULL, *pruned_does = NULL, *plain_does = NULL;

  if (!c->real_known)
    return NULL;
  pruned = game->move_to_text (&c->position.board, c->position.to_move, (CairnMove) c->pruned_move);
  plain = game->move_to_text (&c->position.board, c->position.to_move, (CairnMove) c->plain_move);
  pruned_does = game->tablebase->describe_outcome (c->real_pruned, c->real_pruned_plies);
  plain_does = game->tablebase->describe_outcome (c->real_plain, c->real_plain_plies);
  if (c->real_loss)
    /* Translators: e.g. "the real result changes: Kf6 wins, mate in 11;
     * Ke4 draws" (plain alpha-beta's move first) */
    return g_strdup_printf (_("the real result changes: %s %s; %s %s"), plain, plain_does, pruned, pruned_does);
  if (c->real_pruned > c->real_plain)
    /* Translators: the "worse" move is really the better one */
    return g_strdup_printf (_("better in real chess: %s %s; %s %s"), pruned, pruned_does, plain, plain_does);
  /* Translators: e.g. "the same real result: Kd2 draws; Kd1 draws" */
  return g_strdup_printf (_("the same real result: %s %s; %s %s"), plain, plain_does, pruned, pruned_does);
}

char *
cairn_finder_case_describe (const CairnFinderCase *c)
{
  const CairnGame *game = cairn_position_game (&c->position);
  g_autofree char *pruned = NULL, *plain = NULL;
  g_autofree char *move_value = cairn_game_value_to_text (game, c->move_value);
  g_autofree char *plain_value = cairn_game_value_to_text (game, c->plain_value);

  if (game->numbered_moves)
    /* Translators: e.g. "plays cell 4, worth 24, instead of cell 3,
     * worth 9997 (X wins, ply 3)" */
    return g_strdup_printf (_("plays cell %d, worth %s, instead of cell %d, worth %s"),
                            c->pruned_move, move_value, c->plain_move, plain_value);
  pruned = game->move_to_text (&c->position.board, c->position.to_move, (CairnMove) c->pruned_move);
  plain = game->move_to_text (&c->position.board, c->position.to_move, (CairnMove) c->plain_move);
  /* Translators: moves in chess notation, e.g. "plays Kg3, worth 900,
   * instead of f7, worth 29995 (White mates, ply 5)" */
  return g_strdup_printf (_("plays %s, worth %s, instead of %s, worth %s"),
                          pruned, move_value, plain, plain_value);
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

/* What one block of positions found, joined in block order at the end. */
typedef struct {
  const CairnFinderOptions *options;
  GArray  *cases;
  guint64  searches;
  guint64  nodes;
  guint    positions;
  guint    positions_per_variant[CAIRN_FINDER_N_VARIANTS];
} Block;

typedef struct {
  const CairnFinderOptions *options;
  const CairnPosition      *positions;
  guint                     n_positions;
  guint                     block_size;
  guint                     n_blocks;
  Block                    *blocks;
  gint                      next_block;   /* atomic: the next block to take */
  gint                      done;         /* atomic: positions finished */
  gint                      cases;        /* atomic: cases found */
  GMutex                    mutex;
  GCond                     cond;
  guint                     running;      /* workers not finished, under mutex */
  gboolean                  inline_progress; /* one thread: the worker reports */
} Job;

/* Counts one search into @block, with the finder's probe window, scoring
 * and null-move rule whatever @settings say. */
static void
count (Block               *block,
       const CairnPosition *position,
       const CairnSettings *settings,
       CairnCounters       *counters)
{
  CairnSettings s = *settings;

  s.probe_window = block->options->probe_window;
  s.scoring = block->options->scoring;
  s.null_when = block->options->null_when;
  s.engine_parts = block->options->engine_parts;
  cairn_count_search (position, &s, counters);
  block->searches++;
  block->nodes += counters->nodes;
}

/* A plain search's value of @move alone at the root, remembered in
 * @known (move → value) since the cause and the verdicts ask again. */
static int
move_value (Block               *block,
            const CairnPosition *position,
            guint                depth,
            CairnMove            move,
            GArray              *known)
{
  CairnSettings settings;
  CairnCounters restricted;

  for (guint i = 0; i < known->len; i += 2)
    if (g_array_index (known, int, i) == (int) move)
      return g_array_index (known, int, i + 1);

  cairn_settings_init_default (&settings);
  settings.mode = CAIRN_MODE_PLAIN;
  settings.depth = depth;
  settings.root_move = move;
  count (block, position, &settings, &restricted);
  {
    int pair[2] = { (int) move, restricted.value };

    g_array_append_vals (known, pair, 2);
  }
  return restricted.value;
}

/* How much worse @value is than plain's, for the side to move. */
static int
loss_of (const CairnPosition *position,
         int                  plain,
         int                  value)
{
  return position->to_move == CAIRN_SIDE_X ? plain - value : value - plain;
}

/* Does a search with @settings pick a move strictly worse than plain's? */
static gboolean
picks_worse (Block               *block,
             const CairnPosition *position,
             const CairnSettings *settings,
             const CairnCounters *plain,
             GArray              *known)
{
  CairnCounters c;

  count (block, position, settings, &c);
  if (c.best_move == plain->best_move || c.best_move < 0)
    return FALSE;
  return loss_of (position, plain->value,
                  move_value (block, position, settings->depth, (CairnMove) c.best_move, known)) > 0;
}

/* The cause of case @c, and whether verified null move and the guard get
 * it right: a few more searches, only for cases.  @pruned_counters: the
 * case's own pruning search. */
static void
diagnose (Block               *block,
          CairnFinderCase     *c,
          const CairnCounters *plain,
          const CairnCounters *pruned_counters,
          GArray              *known)
{
  CairnSettings pruned, s;

  cairn_finder_case_settings (c, &pruned);

  s = pruned;
  s.reduction = CAIRN_REDUCTION_NONE;
  s.guard = TRUE;
  /* No prune at all: only a verification can have cost the move. */
  if (pruned.mode == CAIRN_MODE_VERIFIED && pruned_counters->null_prunes == 0)
    c->cause = CAIRN_FINDER_VERIFICATION;
  else if (picks_worse (block, &c->position, &s, plain, known))
    c->cause = CAIRN_FINDER_ZUGZWANG;
  else
    {
      s = pruned;
      s.guard = TRUE;
      c->cause = picks_worse (block, &c->position, &s, plain, known) ? CAIRN_FINDER_REDUCTION
                                                                   : CAIRN_FINDER_HORIZON;
    }

  s = pruned;
  s.mode = CAIRN_MODE_VERIFIED;
  s.guard = FALSE;
  c->verified_right = !picks_worse (block, &c->position, &s, plain, known);
  s = pruned;
  s.mode = CAIRN_MODE_NULL;
  s.guard = TRUE;
  c->guard_right = !picks_worse (block, &c->position, &s, plain, known);
}

void
cairn_finder_case_find_real_result (CairnFinderCase *c)
{
  CairnTablebaseOutcome plain, pruned;
  guint plain_plies, pruned_plies;

  if (!cairn_game_tablebase_probe_move (&c->position, (CairnMove) c->plain_move, &plain, &plain_plies) ||
      !cairn_game_tablebase_probe_move (&c->position, (CairnMove) c->pruned_move, &pruned, &pruned_plies))
    return;
  c->real_known = TRUE;
  c->real_plain = (gint8) plain;
  c->real_pruned = (gint8) pruned;
  c->real_plain_plies = (guint16) plain_plies;
  c->real_pruned_plies = (guint16) pruned_plies;
  c->real_loss = pruned < plain;
}

static void
examine (Block                    *block,
         const CairnFinderOptions *options,
         const CairnPosition      *position,
         guint                     depth,
         const CairnCounters      *plain,
         gboolean                 *seen_in_variant)
{
  g_autoptr (GArray) known = g_array_new (FALSE, FALSE, sizeof (int));

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
          CairnCounters pruned;
          CairnSettings settings;

          c.position = *position;
          c.variant = (CairnFinderVariant) v;
          c.depth = depth;
          c.reduction = r;
          c.probe_window = options->probe_window;
          c.scoring = options->scoring;
          c.null_when = options->null_when;
          c.engine_parts = options->engine_parts;
          cairn_finder_case_settings (&c, &settings);
          count (block, position, &settings, &pruned);
          if (pruned.best_move == plain->best_move || pruned.best_move < 0)
            continue;

          c.plain_move = plain->best_move;
          c.plain_value = plain->value;
          c.pruned_move = pruned.best_move;
          c.pruned_value = pruned.value;
          /* The pruned move's true worth: plain alpha-beta, that move only. */
          c.move_value = move_value (block, position, depth, (CairnMove) pruned.best_move, known);
          c.loss = loss_of (position, plain->value, c.move_value);
          c.plain_nodes = plain->nodes;
          c.pruned_nodes = pruned.nodes;
          /* Equal worth: a different but equally good move teaches
           * nothing about pruning's risk. */
          if (c.loss <= 0)
            continue;
          cairn_finder_case_find_real_result (&c);
          if (options->real_only && !c.real_loss)
            continue;
          diagnose (block, &c, plain, &pruned, known);
          g_array_append_val (block->cases, c);
          seen_in_variant[v] = TRUE;
        }
    }
}

static void
run_position (Block                    *block,
              const CairnFinderOptions *options,
              const CairnPosition      *position)
{
  const CairnGame *game = cairn_position_game (position);
  gboolean seen_in_variant[CAIRN_FINDER_N_VARIANTS] = { FALSE };
  guint max_depth = MIN (options->max_depth, game->depth_max);
  int score;

  if (game->terminal (&position->board, position->to_move, 0, &score))
    return;
  block->positions++;

  for (guint depth = options->min_depth; depth <= max_depth; depth++)
    {
      CairnSettings settings;
      CairnCounters plain;

      cairn_settings_init_default (&settings);
      settings.depth = depth;
      count (block, position, &settings, &plain);
      examine (block, options, position, depth, &plain, seen_in_variant);
    }
  for (guint v = 0; v < CAIRN_FINDER_N_VARIANTS; v++)
    block->positions_per_variant[v] += seen_in_variant[v];
}

static void
report (const Job *job)
{
  if (job->options->progress)
    job->options->progress ((guint) g_atomic_int_get (&job->done), job->n_positions,
                            (guint) g_atomic_int_get (&job->cases), job->options->progress_data);
}

/* A worker takes blocks until none is left. */
static void
work (gpointer data,
      gpointer user_data)
{
  Job *job = user_data;

  (void) data;
  for (;;)
    {
      guint b = (guint) g_atomic_int_add (&job->next_block, 1);
      guint first, last;
      Block *block;

      if (b >= job->n_blocks)
        break;
      block = &job->blocks[b];
      block->options = job->options;
      block->cases = g_array_new (FALSE, FALSE, sizeof (CairnFinderCase));
      first = b * job->block_size;
      last = MIN (first + job->block_size, job->n_positions);
      for (guint i = first; i < last; i++)
        {
          guint before = block->cases->len;

          run_position (block, job->options, &job->positions[i]);
          g_atomic_int_add (&job->done, 1);
          if (block->cases->len > before)
            g_atomic_int_add (&job->cases, (gint) (block->cases->len - before));
        }
      if (job->inline_progress)
        report (job);
    }

  g_mutex_lock (&job->mutex);
  job->running--;
  g_cond_signal (&job->cond);
  g_mutex_unlock (&job->mutex);
}

CairnFinderResult *
cairn_finder_run_positions (const CairnFinderOptions *options,
                            const CairnPosition      *positions,
                            guint                     n_positions,
                            CairnFinderRank           rank)
{
  CairnFinderResult *result;
  GThreadPool *pool = NULL;
  Job job = { 0 };
  guint threads;

  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (positions != NULL || n_positions == 0, NULL);

  result = g_new0 (CairnFinderResult, 1);
  result->cases = g_array_new (FALSE, FALSE, sizeof (CairnFinderCase));

  for (guint i = 0; i < n_positions; i++)
    cairn_position_game (&positions[i])->init ();

  threads = options->threads ? options->threads : g_get_num_processors ();
  job.options = options;
  job.positions = positions;
  job.n_positions = n_positions;
  /* Small blocks share the work out evenly; the cost of taking one is an
   * atomic add against thousands of searches. */
  job.block_size = 16;
  job.n_blocks = (n_positions + job.block_size - 1) / job.block_size;
  job.blocks = g_new0 (Block, job.n_blocks);
  threads = MAX (1u, MIN (threads, job.n_blocks));
  g_mutex_init (&job.mutex);
  g_cond_init (&job.cond);
  job.running = threads;

  if (threads > 1)
    pool = g_thread_pool_new (work, &job, (int) threads, TRUE, NULL);
  if (pool)
    {
      gint64 next = g_get_monotonic_time ();

      for (guint t = 0; t < threads; t++)
        g_thread_pool_push (pool, GUINT_TO_POINTER (t + 1), NULL);
      g_mutex_lock (&job.mutex);
      while (job.running > 0)
        {
          next += G_USEC_PER_SEC / 5;
          if (!g_cond_wait_until (&job.cond, &job.mutex, next) && job.running > 0)
            {
              g_mutex_unlock (&job.mutex);
              report (&job);
              g_mutex_lock (&job.mutex);
            }
        }
      g_mutex_unlock (&job.mutex);
      g_thread_pool_free (pool, FALSE, TRUE);
    }
  else
    {
      job.running = 1;
      job.inline_progress = TRUE;
      work (NULL, &job);
    }
  report (&job);

  for (guint b = 0; b < job.n_blocks; b++)
    {
      Block *block = &job.blocks[b];

      for (guint i = 0; block->cases && i < block->cases->len; i++)
        {
          CairnFinderCase *c = &g_array_index (block->cases, CairnFinderCase, i);

          c->order = result->cases->len;
          g_array_append_val (result->cases, *c);
          result->cases_per_variant[c->variant]++;
          result->cases_per_cause[c->variant][c->cause]++;
        }
      result->searches += block->searches;
      result->nodes += block->nodes;
      result->positions += block->positions;
      for (guint v = 0; v < CAIRN_FINDER_N_VARIANTS; v++)
        result->positions_per_variant[v] += block->positions_per_variant[v];
      g_clear_pointer (&block->cases, g_array_unref);
    }
  g_free (job.blocks);
  g_mutex_clear (&job.mutex);
  g_cond_clear (&job.cond);

  g_array_sort (result->cases, rank == CAIRN_FINDER_RANK_LOSS ? compare_by_loss : compare_by_size);
  return result;
}

GArray *
cairn_finder_default_positions (void)
{
  return cairn_games_default ()->all_positions ();
}

/* A position's identity for the reachable set: its text and whose move
 * it is (some notations leave the side to the counts). */
static char *
reachable_key (const CairnPosition *position)
{
  g_autofree char *text = cairn_position_to_string (position);

  return g_strdup_printf ("%s %u", text, (guint) position->to_move);
}

GArray *
cairn_finder_reachable_positions (const CairnGame *game,
                                  guint            max_plies,
                                  guint            limit)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GArray) positions = g_array_new (FALSE, FALSE, sizeof (CairnPosition));
  g_autofree CairnMove *moves = g_new (CairnMove, game->max_moves);
  CairnPosition start;
  guint ply_start = 0;
  int score;

  game->init ();
  cairn_position_init_game (&start, game);
  if (game->terminal (&start.board, start.to_move, 0, &score))
    return g_steal_pointer (&positions);
  g_hash_table_add (seen, reachable_key (&start));
  g_array_append_val (positions, start);
  /* Breadth first: positions[ply_start, ply_end) are those first reached
   * at this ply; a later ply never repeats one (the set holds them all). */
  for (guint ply = 0; ply < max_plies; ply++)
    {
      guint ply_end = positions->len;

      for (guint i = ply_start; i < ply_end; i++)
        {
          const CairnPosition from = g_array_index (positions, CairnPosition, i);
          guint n = game->legal_moves (&from.board, from.to_move, moves);

          for (guint m = 0; m < n; m++)
            {
              CairnPosition next = from;
              char *key;

              game->play (&next.board, next.to_move, moves[m]);
              next.to_move = (CairnSide) !from.to_move;
              if (game->terminal (&next.board, next.to_move, 0, &score))
                continue;
              key = reachable_key (&next);
              if (!g_hash_table_add (seen, key))
                continue;
              if (positions->len == limit)
                return NULL;
              g_array_append_val (positions, next);
            }
        }
      ply_start = ply_end;
    }
  return g_steal_pointer (&positions);
}

CairnFinderResult *
cairn_finder_run (const CairnFinderOptions *options,
                  CairnFinderRank           rank)
{
  g_autoptr (GArray) positions = cairn_finder_default_positions ();

  return cairn_finder_run_positions (options, (const CairnPosition *) (void *) positions->data,
                                     positions->len, rank);
}

CairnFinderResult *
cairn_finder_result_new (void)
{
  CairnFinderResult *result = g_new0 (CairnFinderResult, 1);

  result->cases = g_array_new (FALSE, FALSE, sizeof (CairnFinderCase));
  return result;
}

void
cairn_finder_result_add_case (CairnFinderResult     *result,
                              const CairnFinderCase *c)
{
  CairnFinderCase *added;

  g_array_append_val (result->cases, *c);
  added = &g_array_index (result->cases, CairnFinderCase, result->cases->len - 1);
  added->order = result->cases->len - 1;
  result->cases_per_variant[c->variant]++;
  result->cases_per_cause[c->variant][c->cause]++;
}

void
cairn_finder_result_rank (CairnFinderResult *result,
                          CairnFinderRank    rank)
{
  g_array_sort (result->cases, rank == CAIRN_FINDER_RANK_LOSS ? compare_by_loss : compare_by_size);
}
