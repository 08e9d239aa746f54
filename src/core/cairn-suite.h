/* cairn-suite.h — an EPD test suite run under several search
 * configurations and depth limits: the move each plays, whether it
 * really solves each position, and the nodes it spends (as in David &
 * Netanyahu's experiments, whose reference was standard null move with
 * R = 2, not plain alpha-beta).
 *
 * A position counts as *solved* only when the move played is accepted
 * (a bm, not an am, and where the endgame tables judge a line without
 * bm, one that keeps the real result) and no move outside the accepted
 * ones reaches the same value at the same depth under the same
 * configuration.  Each such move is searched alone (settings.root_move);
 * that work is counted apart from the search's own nodes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-epd.h"
#include "cairn-search.h"

G_BEGIN_DECLS

#define CAIRN_SUITE_ERROR (cairn_suite_error_quark ())
GQuark cairn_suite_error_quark (void);

typedef enum {
  CAIRN_SUITE_ERROR_DEPTHS,    /* a bad --depths range */
  CAIRN_SUITE_ERROR_CONFIGS,   /* a bad, empty or repeated configuration list */
  CAIRN_SUITE_ERROR_BASELINE,  /* a baseline that is not one of the configurations */
  CAIRN_SUITE_ERROR_RECORD,    /* a line that says nothing to solve (no bm, am or dm) */
} CairnSuiteError;

typedef struct {
  CairnMode mode;
  guint     reduction;   /* R for null and verified; unused otherwise */
} CairnSuiteConfig;

/* What one search made of one position, in this order of precedence. */
typedef enum {
  CAIRN_SUITE_CAPPED,      /* the node cap stopped the search or a tie test */
  CAIRN_SUITE_BEYOND,      /* dm n needs 2n - 1 plies, more than the depth, and
                            * no mate was seen; or a mate was found for a
                            * move the line does not accept */
  CAIRN_SUITE_NOT_SOLVED,  /* the move played is not accepted */
  CAIRN_SUITE_TIED,        /* accepted, but a move outside the accepted ones
                            * reaches the same value: solved by move order */
  CAIRN_SUITE_SOLVED,      /* accepted, and the only move of its value */
} CairnSuiteClass;

#define CAIRN_SUITE_N_CLASSES 5

/* The order tables and totals show them in: solved, tied, beyond the
 * depth, not solved, capped. */
extern const CairnSuiteClass cairn_suite_class_order[CAIRN_SUITE_N_CLASSES];

typedef struct {
  CairnCounters   counters;    /* the search's own */
  CairnSuiteClass verdict;
  guint64         test_nodes;  /* the tie tests' nodes, apart */
  int             tie_move;    /* TIED: the first move outside the accepted
                                * ones that reaches the value; else -1 */
} CairnSuiteResult;

typedef struct {
  guint   count[CAIRN_SUITE_N_CLASSES];
  guint64 nodes;        /* the searches' own; a capped search counts the cap */
  guint64 test_nodes;
} CairnSuiteTotals;

typedef struct {
  GPtrArray        *records;    /* CairnEpdRecord, shared with the caller */
  CairnSuiteConfig *configs;
  guint             n_configs;
  guint            *depths;     /* ascending */
  guint             n_depths;
  guint             baseline;   /* the configuration ratios are taken to */
  CairnSettings     settings;   /* guard, probe window, parts, node cap; depth unused */
  /* [(depth × records + record) × n_configs + config], the deepest
   * limit first: a search's place, also its unit of work for --shard
   * (use cairn_suite_result()). */
  CairnSuiteResult *results;
  CairnSuiteTotals *totals;     /* [depth × n_configs + config] */
  /* Per record: a line without bm that the endgame tables hold is
   * judged by them: a move is accepted when it keeps the real result. */
  gboolean         *by_tablebase;
  /* Per configuration: the first one whose searches are the same (with
   * engine part gate R does not matter: null R 2 and R 3 search alike),
   * itself when none; such searches run once. */
  guint            *same_as;
} CairnSuite;

/* The defaults: plain; null R 2; null R 3; verified R 3. */
extern const CairnSuiteConfig cairn_suite_default_configs[4];
/* The paper's (David & Netanyahu 2002): standard R 2, standard R 3,
 * verified R 3, with standard R 2 the baseline. */
extern const CairnSuiteConfig cairn_suite_paper_configs[3];

/* "plain", "null:2", "verified:adaptive": a mode with its R after a
 * colon (null and verified only; R 3 when left out). */
gboolean    cairn_suite_config_parse (const char       *text,
                                      CairnSuiteConfig *config,
                                      GError          **error);
/* A comma-separated list of configurations into @configs; the item
 * "paper" stands for the paper's three.  *@paper_named is TRUE when it
 * was there.  A configuration named twice is refused. */
gboolean    cairn_suite_configs_parse (const char *text,
                                       GArray     *configs,
                                       gboolean   *paper_named,
                                       GError    **error);
/* For people: "plain", "null R 2", "verified R adaptive". */
char       *cairn_suite_config_label (const CairnSuiteConfig *config);
gboolean    cairn_suite_config_equal (const CairnSuiteConfig *a,
                                      const CairnSuiteConfig *b);
/* "7" or "5-9" (ascending, each from 1 to @depth_max) into @depths. */
gboolean    cairn_suite_depths_parse (const char *text,
                                      guint       depth_max,
                                      GArray     *depths,
                                      GError    **error);
/* Every record says what solves it (bm, am or dm), or the endgame tables
 * hold it; else an error naming the first line that does not. */
gboolean    cairn_suite_check_records (GPtrArray  *records,
                                       const char *name,
                                       GError    **error);

const char *cairn_suite_class_to_string (CairnSuiteClass verdict);   /* "tied" */
const char *cairn_suite_class_to_label  (CairnSuiteClass verdict);   /* translated */
gboolean    cairn_suite_class_parse     (const char      *text,
                                         CairnSuiteClass *verdict);

/* An empty suite: nothing searched yet.  @baseline indexes @configs. */
CairnSuite *cairn_suite_new          (GPtrArray              *records,
                                      const CairnSuiteConfig *configs,
                                      guint                   n_configs,
                                      const guint            *depths,
                                      guint                   n_depths,
                                      guint                   baseline,
                                      const CairnSettings    *settings);
guint       cairn_suite_n_units      (const CairnSuite *suite);
CairnSuiteResult       *cairn_suite_result (CairnSuite *suite,
                                            guint       depth_index,
                                            guint       record,
                                            guint       config);
const CairnSuiteTotals *cairn_suite_totals (const CairnSuite *suite,
                                            guint             depth_index,
                                            guint             config);
/* The searches whose @todo[unit] is TRUE (all when @todo is NULL),
 * shared out over all cores in unit order (the deepest first); @done is called on the
 * calling thread after each unit is in (@n of @total).  The results do
 * not depend on the order the searches finish in.  Once *@stop (read
 * atomically; NULL: never) is non-zero no new search starts; FALSE
 * then, and what was not searched is left empty. */
typedef void (*CairnSuiteDone) (guint    unit,
                                guint    n,
                                guint    total,
                                gpointer data);
gboolean    cairn_suite_run_some     (CairnSuite             *suite,
                                      const gboolean         *todo,
                                      CairnSuiteDone          done,
                                      gpointer                data,
                                      const gint             *stop);
/* One unit, on the calling thread (tests, and for the record). */
void        cairn_suite_run_unit     (CairnSuite *suite,
                                      guint       unit);
/* The totals, from every result in place. */
void        cairn_suite_add_up       (CairnSuite             *suite);
void        cairn_suite_free         (CairnSuite *suite);

/* The paper's claims, measured at each depth (index into suite->depths);
 * FALSE when the suite lacks one of its three configurations. */
typedef struct {
  guint    r2, r3, verified;   /* configuration indices */
  /* Per depth: verified R 3's nodes lie between standard R 3's and R 2's
   * (inclusive, either way round); verified solves at least as many as
   * standard R 2; some cell of the three was capped (its nodes are the
   * cap's, a bound). */
  gboolean between[CAIRN_DEPTH_MAX];
  gboolean solves_as_many[CAIRN_DEPTH_MAX];
  guint    capped[CAIRN_DEPTH_MAX];
  /* Standard R 2 and R 3 are the same search (part gate). */
  gboolean r2_is_r3;
} CairnSuiteClaims;

gboolean    cairn_suite_claims       (const CairnSuite *suite,
                                      CairnSuiteClaims *claims);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnSuite, cairn_suite_free)

G_END_DECLS
