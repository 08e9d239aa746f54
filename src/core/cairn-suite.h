/* cairn-suite.h — an EPD test suite run under several search
 * configurations: the move each plays, whether it solves each position,
 * and the nodes it spends (as in David & Netanyahu's experiments, whose
 * reference was standard null move with R = 2, not plain alpha-beta).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-epd.h"
#include "cairn-search.h"

G_BEGIN_DECLS

typedef struct {
  CairnMode mode;
  guint     reduction;   /* R for null and verified; unused otherwise */
} CairnSuiteConfig;

typedef struct {
  CairnCounters counters;
  gboolean      solved;
  gboolean      aborted;   /* the node cap stopped the search */
} CairnSuiteResult;

typedef struct {
  GPtrArray        *records;    /* CairnEpdRecord, shared with the caller */
  CairnSuiteConfig *configs;
  guint             n_configs;
  CairnSettings     settings;   /* depth, guard, probe window, scoring, node cap */
  CairnSuiteResult *results;    /* [record * n_configs + config] */
  guint            *solved;     /* per configuration */
  guint64          *nodes;      /* per configuration */
  /* Per record: a position without bm that the endgame tables hold is
   * solved by any move that keeps its real result (then TRUE here). */
  gboolean         *by_tablebase;
} CairnSuite;

/* Called on the calling thread after each search: @done of @total. */
typedef void (*CairnSuiteProgress) (guint    done,
                                    guint    total,
                                    gpointer data);

/* The defaults: plain; null R 2; null R 3; verified R 3. */
extern const CairnSuiteConfig cairn_suite_default_configs[4];

/* "plain", "null:2", "verified:adaptive": a mode with its R after a
 * colon (null and verified only; R 3 when left out). */
gboolean    cairn_suite_config_parse (const char       *text,
                                      CairnSuiteConfig *config,
                                      GError          **error);
/* For people: "plain", "null R 2", "verified R adaptive". */
char       *cairn_suite_config_label (const CairnSuiteConfig *config);

/* Runs every configuration on every record, the searches shared out over
 * all cores; the results do not depend on the order they finish in. */
CairnSuite *cairn_suite_run          (GPtrArray              *records,
                                      const CairnSuiteConfig *configs,
                                      guint                   n_configs,
                                      const CairnSettings    *settings,
                                      CairnSuiteProgress      progress,
                                      gpointer                data);
/* The pieces of cairn_suite_run(), for a run shared out over machines:
 * an empty suite; the searches whose @todo[record * n_configs + config]
 * is TRUE (all when @todo is NULL), with @done called on the calling
 * thread after each (@index: the search's place in results, @n of
 * @total); then the totals, from every result in place. */
typedef void (*CairnSuiteDone) (guint    index,
                                guint    n,
                                guint    total,
                                gpointer data);
CairnSuite *cairn_suite_new          (GPtrArray              *records,
                                      const CairnSuiteConfig *configs,
                                      guint                   n_configs,
                                      const CairnSettings    *settings);
void        cairn_suite_run_some     (CairnSuite             *suite,
                                      const gboolean         *todo,
                                      CairnSuiteDone          done,
                                      gpointer                data);
void        cairn_suite_add_up       (CairnSuite             *suite);
void        cairn_suite_free         (CairnSuite *suite);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnSuite, cairn_suite_free)

G_END_DECLS
