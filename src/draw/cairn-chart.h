/* cairn-chart.h — the parameter study (a CairnSweep) as one figure: nodes
 * against depth limit on a log scale for the baseline and each R, above a
 * heat map of the change in nodes per (depth limit, R).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "cairn-sweep.h"

G_BEGIN_DECLS

#define CAIRN_CHART_ERROR (cairn_chart_error_quark ())
GQuark cairn_chart_error_quark (void);

typedef enum {
  CAIRN_CHART_ERROR_FORMAT,  /* the file name does not end in .png, .svg or .pdf */
  CAIRN_CHART_ERROR_WRITE,   /* the file could not be written */
} CairnChartError;

/* The size of a chart written to a file, in CSS pixels (16:9, for slides). */
#define CAIRN_CHART_WIDTH  1600
#define CAIRN_CHART_HEIGHT 900

/* Paints the whole figure into (0, 0, @width, @height) of @cr: the print
 * style (white background, black text), or a dark one for the GUI. */
void     cairn_chart_paint_sweep   (cairo_t          *cr,
                                    const CairnSweep *sweep,
                                    double            width,
                                    double            height,
                                    gboolean          dark);
/* Checks that @path ends in .png, .svg or .pdf (any case). */
gboolean cairn_chart_check_path    (const char       *path,
                                    GError          **error);
/* Writes the print-style chart to @path, the format taken from its
 * extension.  The figure goes to a temporary file in the same folder that
 * is renamed over @path at the end, so a failure leaves no partial file. */
gboolean cairn_chart_sweep_to_file (const CairnSweep *sweep,
                                    const char       *path,
                                    GError          **error);
/* Paints a print-style figure into (0, 0, @width, @height) of @cr. */
typedef void (*CairnChartPaintFunc) (cairo_t       *cr,
                                     gconstpointer  data,
                                     double         width,
                                     double         height);

/* Writes the figure @paint draws to @path (CAIRN_CHART_WIDTH ×
 * CAIRN_CHART_HEIGHT), the format taken from its extension, through a
 * temporary file renamed over @path at the end. */
gboolean cairn_chart_write_file    (const char          *path,
                                    CairnChartPaintFunc  paint,
                                    gconstpointer        data,
                                    GError             **error);

/* What lies under (x, y) in a chart painted at @width × @height: a heat map
 * cell, or a marker of the line chart.  @reduction_index is G_MAXUINT for
 * the baseline series.  FALSE when (x, y) is on neither. */
gboolean cairn_chart_hit_test      (const CairnSweep *sweep,
                                    double            width,
                                    double            height,
                                    double            x,
                                    double            y,
                                    guint            *depth_index,
                                    guint            *reduction_index);

G_END_DECLS
