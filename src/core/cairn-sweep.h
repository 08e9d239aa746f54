/* cairn-sweep.h — a depth × reduction grid of count-only searches against
 * a baseline mode: the seed's parameter study.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

G_BEGIN_DECLS

typedef struct {
  CairnPosition  position;
  CairnMode      baseline_mode;
  CairnMode      mode;
  gboolean       guard;
  CairnProbeWindow probe_window;
  CairnScoring   scoring;     /* as set; cairn_settings_scoring_for_game() says what is in force */
  CairnNullWhen  null_when;   /* as set; cairn_settings_null_when_for_game() says what is in force */
  guint          engine_parts; /* SEARCH-RULES.md §4; 0: the seed style */
  GArray        *depths;      /* guint, ascending */
  GArray        *reductions;  /* guint, ascending, adaptive last */
  CairnCounters *baseline;    /* one per depth */
  CairnCounters *cells;       /* depth-major: [d * n_reductions + r] */
  char          *cost_note;   /* cairn_sweep_explain_cost(), where the study asked for it; or NULL */
} CairnSweep;

CairnSweep *cairn_sweep_compute (const CairnPosition *position,
                                 const CairnSettings *base,
                                 CairnMode            baseline_mode,
                                 CairnMode            mode,
                                 GArray              *depths,
                                 GArray              *reductions);
/* The same, calling @progress after each search: @done of @total. */
typedef void (*CairnSweepProgress) (guint    done,
                                    guint    total,
                                    gpointer data);
CairnSweep *cairn_sweep_compute_full (const CairnPosition *position,
                                      const CairnSettings *base,
                                      CairnMode            baseline_mode,
                                      CairnMode            mode,
                                      GArray              *depths,
                                      GArray              *reductions,
                                      CairnSweepProgress   progress,
                                      gpointer             data);
void        cairn_sweep_free    (CairnSweep *sweep);
/* The numbers @first to @last, as guint: a sweep's depths or
 * reductions. */
GArray     *cairn_sweep_range   (guint first,
                                 guint last);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnSweep, cairn_sweep_free)

G_END_DECLS
