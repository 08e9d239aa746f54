/* cairn-finder.h — finds the positions where a pruning mode chooses a
 * different move from plain alpha-beta: the instructive cases.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

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
} CairnFinderCase;

typedef struct {
  guint   min_depth, max_depth;
  guint   min_reduction, max_reduction;
  guint   variants;                 /* bit set of 1 << CairnFinderVariant */
} CairnFinderOptions;

typedef struct {
  GArray *cases;                            /* CairnFinderCase, in ranking order */
  guint64 searches;                         /* searches run */
  guint64 nodes;                            /* nodes searched in all */
  guint   positions;                        /* legal, unfinished positions examined */
  guint   cases_per_variant[CAIRN_FINDER_N_VARIANTS];
  guint   positions_per_variant[CAIRN_FINDER_N_VARIANTS];  /* distinct positions */
} CairnFinderResult;

void               cairn_finder_options_init (CairnFinderOptions *options);
CairnFinderResult *cairn_finder_run          (const CairnFinderOptions *options,
                                              CairnFinderRank           rank);
void               cairn_finder_result_free  (CairnFinderResult *result);
const char        *cairn_finder_variant_to_string (CairnFinderVariant variant);
gboolean           cairn_finder_variant_parse     (const char         *text,
                                                   CairnFinderVariant *variant,
                                                   GError            **error);
void               cairn_finder_case_settings     (const CairnFinderCase *c,
                                                   CairnSettings         *pruned);
char              *cairn_finder_case_describe     (const CairnFinderCase *c);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnFinderResult, cairn_finder_result_free)

G_END_DECLS
