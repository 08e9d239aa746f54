/* cairn-export.h — trees as PNG, SVG, PDF (through the painter), DOT and JSON.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-export-options.h"
#include "cairn-painter.h"
#include "cairn-search.h"

G_BEGIN_DECLS

/* The moves under the decisive node a story draws; the rest are counted. */
#define CAIRN_EXPORT_STORY_MOVES 8

/* Up to this many nodes in a figure carry values and move labels. */
#define CAIRN_EXPORT_MAX_LABELLED 400

/* The automatic unit keeps a figure within this many CSS pixels across. */
#define CAIRN_EXPORT_MAX_WIDTH 3200.0

/* Writes one figure of @n_searches (1 or 2, side by side) searches with
 * recorded trees.  Writes to a temporary file renamed over @path at the
 * end, so a failure never leaves a truncated file at @path. */
gboolean cairn_export_to_file      (const char                *path,
                                    const CairnSearch * const *searches,
                                    guint                      n_searches,
                                    const CairnExportOptions  *options,
                                    GError                   **error);
/* How to get what @report says a figure left out, in a sentence for the
 * command line (@window FALSE: its options) or the window (its
 * controls); NULL when nothing was left out. */
char    *cairn_export_report_advice (const CairnExportReport *report,
                                     gboolean                 window);
/* Paints the same figure into the @width × @height rectangle at (0, 0)
 * of @cr, scaled to fit: the export dialog's preview.  FALSE (and
 * nothing painted) when the options make no figure. */
gboolean cairn_export_paint_preview (cairo_t                   *cr,
                                     double                     width,
                                     double                     height,
                                     const CairnSearch * const *searches,
                                     guint                      n_searches,
                                     const CairnExportOptions  *options);

G_END_DECLS
