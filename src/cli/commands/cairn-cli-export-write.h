/* cairn-cli-export-write.h — export's writers, by kind of format: the
 * text formats (DOT, JSON: cairn-cli-export-text.c) and the figures
 * (PNG, SVG, PDF: cairn-cli-export-figure.c), so that cairn-cli, built
 * without the drawing libraries, holds the first alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-export-options.h"

G_BEGIN_DECLS

/* What writes an export's file: cairn_export_to_file () (any format,
 * src/draw) or cairn_export_data_to_file () (DOT, JSON, src/layout). */
typedef gboolean (*CliExportWriter) (const char                *path,
                                     const CairnSearch * const *searches,
                                     guint                      n_searches,
                                     const CairnExportOptions  *options,
                                     GError                   **error);

/* Writes @path with @write and a progress line on a terminal; an exit
 * status, the error reported. */
int cli_export_write_file   (const char          *path,
                             CairnSearch *const  *searches,
                             guint                n_searches,
                             CairnExportOptions  *options,
                             CliExportWriter      write);
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
