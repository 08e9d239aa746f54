/* cairn-finder.h — finds the positions where a pruning mode chooses a
 * different move from plain alpha-beta: the instructive cases.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-decisive.h"
#include "cairn-search.h"

G_BEGIN_DECLS

/* A pruning configuration compared against plain alpha-beta. */
typedef enum {
  CAIRN_FINDER_NULL,          /* null move, fixed R */
  CAIRN_FINDER_NULL_GUARD,    /* null move with the horizon guard */
  CAIRN_FINDER_VERIFIED,      /* verified null move, fixed R */
  CAIRN_FINDER_ADAPTIVE,      /* null move, adaptive R (R is not swept) */
} CairnFinderVariant;

#define CAIRN_FINDER_N_VARIANTS 4

/* Why a case goes wrong, tested in this order (SEARCH-RULES.md §3.5). */
typedef enum {
  CAIRN_FINDER_VERIFICATION,  /* verified, and no null prune at all: a verification search, one ply shallower, missed it */
  CAIRN_FINDER_ZUGZWANG,      /* still wrong with R = 0 and the guard: passing beats moving */
  CAIRN_FINDER_HORIZON,       /* right with the guard (same R): a probe landed on the horizon */
  CAIRN_FINDER_REDUCTION,     /* otherwise: the probe's R-ply-shallower search missed it */
} CairnFinderCause;

#define CAIRN_FINDER_N_CAUSES 4

typedef enum {
  CAIRN_FINDER_RANK_LOSS,     /* largest loss first, then smallest tree */
  CAIRN_FINDER_RANK_SIZE,     /* smallest tree first: the best slides */
} CairnFinderRank;

typedef struct {
  CairnPosition      position;
  CairnFinderVariant variant;
  guint              depth;
  guint              reduction;     /* CAIRN_REDUCTION_ADAPTIVE for the adaptive variant */
  int                plain_move;
  int                plain_value;
  int                pruned_move;
  int                pruned_value;  /* the value the pruning search reported */
  int                move_value;    /* the pruned move's value under a full plain search */
  int                loss;          /* how much worse, for the side to move; > 0 */
  guint64            plain_nodes;
  guint64            pruned_nodes;
  guint32            order;         /* enumeration order: the last tie-breaker */
  CairnFinderCause   cause;
  gboolean           verified_right; /* verified null move, same R, plays a move as good as plain's */
  gboolean           guard_right;    /* null move with the guard, same R, does */
  CairnProbeWindow   probe_window;   /* the options every search of the case used (SEARCH-RULES.md §3) */
  CairnScoring       scoring;
  CairnNullWhen      null_when;
  guint              engine_parts;   /* SEARCH-RULES.md §4; 0: the seed style */
  /* The real result of both moves from endgame tables (chess positions
   * the tables hold), each for the side to move: does the worse move
   * change it? */
  gboolean           real_known;
  gboolean           real_loss;      /* the pruned move's real result is worse than the plain move's */
  gint8              real_plain;     /* CairnTablebaseOutcome */
  gint8              real_pruned;
  guint16            real_plain_plies;
  guint16            real_pruned_plies;
} CairnFinderCase;

/* Called on the thread that runs the finder, now and then and once at
 * the end: positions done of @total, cases found so far. */
typedef void (*CairnFinderProgress) (guint    done,
                                     guint    total,
                                     guint    cases,
                                     gpointer data);

typedef struct {
  guint   min_depth, max_depth;
  guint   min_reduction, max_reduction;
  guint   variants;                 /* bit set of 1 << CairnFinderVariant */
  /* SEARCH-RULES.md §3: every search the finder runs, plain ones included, uses
   * these (default: the seed's). */
  CairnProbeWindow probe_window;
  CairnScoring     scoring;
  CairnNullWhen    null_when;
  guint            engine_parts;    /* SEARCH-RULES.md §4, every search too; 0: the seed style */
  /* Keep only the cases whose worse move changes the real result (the
   * endgame tables say so); positions the tables do not hold give none. */
  gboolean real_only;
  guint   threads;                  /* 0: one per processor */
  CairnFinderProgress progress;     /* may be NULL */
  gpointer            progress_data;
} CairnFinderOptions;

typedef struct {
  GArray *cases;                            /* CairnFinderCase, in ranking order */
  guint64 searches;                         /* searches run */
  guint64 nodes;                            /* nodes searched in all */
  guint   positions;                        /* legal, unfinished positions examined */
  guint   cases_per_variant[CAIRN_FINDER_N_VARIANTS];
  guint   cases_per_cause[CAIRN_FINDER_N_VARIANTS][CAIRN_FINDER_N_CAUSES];
  guint   positions_per_variant[CAIRN_FINDER_N_VARIANTS];  /* distinct positions */
} CairnFinderResult;

void               cairn_finder_options_init (CairnFinderOptions *options);
/* Every legal tic-tac-toe position, each side to move where legal. */
CairnFinderResult *cairn_finder_run          (const CairnFinderOptions *options,
                                              CairnFinderRank           rank);
/* The given positions, of any game (depths within its depth_max);
 * finished ones are skipped.  The positions are shared out among threads,
 * but the result is the same however the threads run. */
CairnFinderResult *cairn_finder_run_positions (const CairnFinderOptions *options,
                                               const CairnPosition      *positions,
                                               guint                     n_positions,
                                               CairnFinderRank           rank);
void               cairn_finder_result_free  (CairnFinderResult *result);
/* The positions cairn_finder_run() examines, in its order. */
GArray            *cairn_finder_default_positions (void);
/* Every position reachable from @game's start in at most @max_plies
 * moves, each once, ply by ply in the order the game's moves reach them;
 * games already over are left out (there is nothing to search).  NULL
 * when there are more than @limit: the caller names its bound. */
GArray            *cairn_finder_reachable_positions (const CairnGame *game,
                                                     guint            max_plies,
                                                     guint            limit);
/* A result put together from parts run apart (cairn-cli's shards): an
 * empty one; a case appended in enumeration order (its order set, its
 * counts added; the caller adds searches, nodes and positions); then the
 * cases ranked as cairn_finder_run_positions() ranks them. */
CairnFinderResult *cairn_finder_result_new      (void);
void               cairn_finder_result_add_case (CairnFinderResult     *result,
                                                 const CairnFinderCase *c);
void               cairn_finder_result_rank     (CairnFinderResult     *result,
                                                 CairnFinderRank        rank);
const char        *cairn_finder_variant_to_string (CairnFinderVariant variant);
gboolean           cairn_finder_variant_parse     (const char         *text,
                                                   CairnFinderVariant *variant,
                                                   GError            **error);
const char        *cairn_finder_cause_to_string   (CairnFinderCause    cause);
/* One plain sentence on what the cause means, translated. */
const char        *cairn_finder_cause_explain     (CairnFinderCause    cause);
void               cairn_finder_case_settings     (const CairnFinderCase *c,
                                                   CairnSettings         *pruned);
char              *cairn_finder_case_describe     (const CairnFinderCase *c);
/* What the tables say of the case, translated: "the real result changes:
 * Kf6 wins, mate in 11; Ke4 draws", "the same real result: both draw";
 * NULL when the tables do not hold the position. */
char              *cairn_finder_case_real_text    (const CairnFinderCase *c);
/* Fills the case's real_* fields from the endgame tables, where they hold
 * its position (a sharded run's records leave them out: merge asks again). */
void               cairn_finder_case_find_real_result (CairnFinderCase *c);
/* The first (in creation order) decisive null prune of case @c
 * (cairn_decisive_prunes() against plain alpha-beta with the case's
 * depth and options), or where none is, its first decisive verification
 * (@prune->verification): TRUE with *@prune set, FALSE when none is
 * decisive on its own or the analysis failed (then @error is set). */
gboolean           cairn_finder_case_decisive     (const CairnFinderCase *c,
                                                   CairnDecisivePrune    *prune,
                                                   GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnFinderResult, cairn_finder_result_free)

G_END_DECLS
