/* cairn-cli-export-write.h — export's writers, by kind of format: the
 * text formats (DOT, JSON: cairn-cli-export-text.c) and the figures
 * (PNG, SVG, PDF: cairn-cli-export-figure.c), so that a build without the
 * drawing libraries can hold the first alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-export.h"

G_BEGIN_DECLS

/* Writes @path with a progress line on a terminal; an exit status, the
 * error reported. */
int cli_export_write_file   (const char          *path,
                             CairnSearch *const  *searches,
                             guint                n_searches,
                             CairnExportOptions  *options);
/* DOT or JSON. */
int cli_export_write_text   (const char          *path,
                             CairnSearch *const  *searches,
                             guint                n_searches,
                             CairnExportOptions  *options);
/* PNG, SVG or PDF; with @find_decisive (two trees, no --decisive) the
 * null prunes compare names are starred. */
int cli_export_write_figure (const char          *path,
                             CairnSearch *const  *searches,
                             guint                n_searches,
                             CairnExportOptions  *options,
                             gboolean             find_decisive);

G_END_DECLS
