/* cairn-comparison.h — one comparison of two searches of a position: the
 * model the window's parts look at.
 *
 * A comparison owns the stepper that advances its searches in lockstep
 * (index 0 is the left, reference search; 1 the right), the moment shown
 * (how many events each side shows, and whether that moment follows the
 * searches as they step), and the analysis of the decisive prune (the
 * pruning search run again once per null prune, off the main thread).
 * It knows no widget: the window tells it what it shows and listens.
 *
 * Signals: "progress" and "finished" as the stepper's; "searches-changed"
 * when the searches were replaced, dropped or given back; "analysed" when
 * the decisive analysis of the current searches settles.  Properties
 * "moment", "live" and "analysis-settled" notify.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "cairn-decisive.h"
#include "cairn-stepper.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_COMPARISON (cairn_comparison_get_type ())
G_DECLARE_FINAL_TYPE (CairnComparison, cairn_comparison, CAIRN, COMPARISON, GObject)

CairnComparison *cairn_comparison_new             (void);
CairnStepper    *cairn_comparison_get_stepper     (CairnComparison *self);

/* The searches, owned by the stepper. */
guint            cairn_comparison_get_n_searches  (CairnComparison *self);
CairnSearch     *cairn_comparison_get_search      (CairnComparison *self,
                                                   guint            index);
void             cairn_comparison_clear           (CairnComparison *self);
void             cairn_comparison_add_search      (CairnComparison *self,
                                                   CairnSearch     *search);
void             cairn_comparison_replace_search  (CairnComparison *self,
                                                   guint            index,
                                                   CairnSearch     *search);
GPtrArray       *cairn_comparison_take_searches   (CairnComparison *self);
void             cairn_comparison_give_searches   (CairnComparison *self,
                                                   GPtrArray       *searches);
gboolean         cairn_comparison_is_finished     (CairnComparison *self);
/* Both searches' counters once both are done; FALSE before. */
gboolean         cairn_comparison_get_outcome     (CairnComparison *self,
                                                   CairnCounters   *left,
                                                   CairnCounters   *right);

/* The moment shown: events shown on each side (in lockstep). */
guint            cairn_comparison_get_moment      (CairnComparison *self);
void             cairn_comparison_set_moment      (CairnComparison *self,
                                                   guint            moment);
gboolean         cairn_comparison_get_live        (CairnComparison *self);
void             cairn_comparison_set_live        (CairnComparison *self,
                                                   gboolean         live);

/* The decisive analysis of the search at @index, a search of @pruning's
 * mode from @position, against plain alpha-beta with the same settings.
 * It starts once per set of searches; clearing or replacing a search
 * drops it (a late result is never reported). */
void             cairn_comparison_analyse         (CairnComparison     *self,
                                                   guint                index,
                                                   const CairnPosition *position,
                                                   const CairnSettings *pruning);
void             cairn_comparison_reset_analysis  (CairnComparison *self);
gboolean         cairn_comparison_is_analysis_started (CairnComparison *self);
gboolean         cairn_comparison_is_analysis_settled (CairnComparison *self);
guint            cairn_comparison_get_analysis_index  (CairnComparison *self);
/* The prunes (CairnDecisivePrune, in creation order) and the summary;
 * NULL until settled, and when the analysis failed. */
GArray          *cairn_comparison_get_decisive_prunes  (CairnComparison *self);
const CairnDecisiveSummary *cairn_comparison_get_decisive_summary (CairnComparison *self);

G_END_DECLS
