/* cairn-study.h — the parameter study window: nodes over depth limit × R
 * for one position, computed off the main loop and drawn by the shared
 * chart code (the figure cairn-cli sweep --plot writes); and on its
 * second page an EPD suite's paper table (cairn-cli suite --report
 * paper), with its chart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-suite.h"
#include "cairn-sweep.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_STUDY (cairn_study_get_type ())
G_DECLARE_FINAL_TYPE (CairnStudy, cairn_study, CAIRN, STUDY, GtkWindow)

/* The grid the study computes: the depth limits and reductions
 * cairn-cli sweep uses by default, and adaptive R after them (what
 * `cairn-cli sweep --reductions 1-4,adaptive` computes). */
#define CAIRN_STUDY_MIN_DEPTH     1
#define CAIRN_STUDY_MAX_DEPTH     9
#define CAIRN_STUDY_MIN_REDUCTION 1
#define CAIRN_STUDY_MAX_REDUCTION 4

CairnStudy       *cairn_study_new          (GtkWindow           *parent);
void              cairn_study_set_position (CairnStudy          *self,
                                            const CairnPosition *position,
                                            CairnMode            mode,
                                            gboolean             guard);
/* SEARCH-RULES.md §3: the probe window, scoring and null-move rule every search
 * of the sweep uses (the window's choices); takes effect at the next
 * computation. */
void              cairn_study_set_options  (CairnStudy          *self,
                                            CairnProbeWindow     probe_window,
                                            CairnScoring         scoring,
                                            CairnNullWhen        null_when);
void              cairn_study_compute      (CairnStudy          *self);
/* Stops the study in flight (the Cancel button): no chart, and the
 * status says where it stopped. */
void              cairn_study_cancel       (CairnStudy          *self);
gboolean          cairn_study_is_busy      (CairnStudy          *self);
double            cairn_study_get_progress (CairnStudy          *self);
const CairnSweep *cairn_study_get_sweep    (CairnStudy          *self);
GtkWidget        *cairn_study_get_chart    (CairnStudy          *self);
char             *cairn_study_describe_at  (CairnStudy          *self,
                                            double               x,
                                            double               y);
/* What a click at (x, y) of the chart does: emits ::setting-chosen for
 * the marker or cell there; FALSE over neither. */
gboolean          cairn_study_choose_at    (CairnStudy          *self,
                                            double               x,
                                            double               y);
char             *cairn_study_reduction_to_text (guint     reduction);
/* What the page shown holds: the position's chart (PNG, SVG, PDF), or
 * the suite's chart or its table as CSV (.csv). */
gboolean          cairn_study_export       (CairnStudy          *self,
                                            const char          *path,
                                            GError             **error);

/* The EPD suite page: the paper's three configurations (standard R 2
 * and R 3, verified R 3) over a range of depth limits, the table and
 * the chart of cairn-cli suite --report paper --plot.  Opening reads
 * the whole file (FALSE with the line and reason on a bad one) and
 * shows the page. */
gboolean          cairn_study_open_suite   (CairnStudy          *self,
                                            const char          *path,
                                            GError             **error);
void              cairn_study_set_suite_choices (CairnStudy     *self,
                                                 guint           depth_from,
                                                 guint           depth_to,
                                                 gboolean        engine_style);
/* Runs it off the main loop with the window's guard, probe window and
 * null-move rule; FALSE when no file is open or the depths run high to
 * low (the page says so). */
gboolean          cairn_study_run_suite    (CairnStudy          *self);
/* Cancel: no search starts after those under way; the table says how
 * far it got. */
void              cairn_study_cancel_suite (CairnStudy          *self);
gboolean          cairn_study_is_suite_busy (CairnStudy         *self);
const CairnSuite *cairn_study_get_suite    (CairnStudy          *self);
/* The paper report the page shows (or why there is none). */
const char       *cairn_study_get_suite_text (CairnStudy        *self);

G_END_DECLS
