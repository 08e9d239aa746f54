/* cairn-suite-report.h — a suite's totals as text and CSV, and the
 * verified-null-move paper's table with its two claims measured: one
 * text for cairn-cli suite and the study window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-suite.h"

G_BEGIN_DECLS

/* "seed style" or "engine style (every part)", with the other options. */
char  *cairn_suite_style_text     (const CairnSuite *suite);
/* The totals table, a row per depth and configuration: each class,
 * the nodes, the tie tests' nodes, the ratios of nodes and of positions
 * solved to the baseline; with @own_failures and plain first, a column
 * of the positions plain solves and the configuration does not. */
char  *cairn_suite_totals_text    (const CairnSuite *suite,
                                   gboolean          own_failures);
/* The two sentences, one per claim of the paper, measured at each
 * depth; NULL when the suite lacks one of the paper's configurations. */
GStrv  cairn_suite_claim_sentences (const CairnSuite *suite);
/* The whole paper report: a heading naming @name and the style, the
 * table, the sentences. */
char  *cairn_suite_paper_text     (const CairnSuite *suite,
                                   const char       *name);
/* The totals as CSV, a row per depth and configuration. */
char  *cairn_suite_totals_csv     (const CairnSuite *suite);
/* A ratio with two decimals ("1.00"), "-" when @whole is 0. */
char  *cairn_suite_ratio_text     (guint64           part,
                                   guint64           whole);

G_END_DECLS
