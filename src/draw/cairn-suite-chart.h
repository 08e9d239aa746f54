/* cairn-suite-chart.h — an EPD suite's result as one figure: positions
 * solved and total nodes against depth limit, a line per configuration.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "cairn-suite.h"

G_BEGIN_DECLS

void     cairn_suite_chart_paint   (cairo_t          *cr,
                                    const CairnSuite *suite,
                                    const char       *title,
                                    double            width,
                                    double            height);
/* Writes the chart to @path (.png, .svg or .pdf) whole or not at all;
 * @title names the suite. */
gboolean cairn_suite_chart_to_file (const CairnSuite *suite,
                                    const char       *title,
                                    const char       *path,
                                    GError          **error);

G_END_DECLS
