/* cairn-export.h — trees as PNG, SVG, PDF (through the painter), DOT and JSON.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-painter.h"
#include "cairn-search.h"

G_BEGIN_DECLS

#define CAIRN_EXPORT_ERROR (cairn_export_error_quark ())
GQuark cairn_export_error_quark (void);

typedef enum {
  CAIRN_EXPORT_ERROR_FORMAT,   /* unknown or unsupported format */
  CAIRN_EXPORT_ERROR_EVENT,    /* at_event beyond the end of the search */
  CAIRN_EXPORT_ERROR_TOO_BIG,  /* the figure exceeds what the format can hold */
  CAIRN_EXPORT_ERROR_WRITE,    /* the file could not be written */
  CAIRN_EXPORT_ERROR_INVALID,  /* a scale or viewport that makes no figure */
} CairnExportError;

typedef enum {
  CAIRN_EXPORT_PNG,
  CAIRN_EXPORT_SVG,
  CAIRN_EXPORT_PDF,
  CAIRN_EXPORT_DOT,
  CAIRN_EXPORT_JSON,
} CairnExportFormat;

typedef struct {
  CairnExportFormat format;
  CairnTheme        theme;      /* print for figures by default */
  double            scale;      /* PNG: pixels per CSS pixel (1 = 96 dpi) */
  gboolean          ghosts;
  gboolean          legend;
  gboolean          caption;
  guint32           at_event;   /* CAIRN_ALL_EVENTS: as recorded so far */
  gboolean          use_viewport;
  CairnRect         viewport;   /* layout units, when use_viewport */
  double            unit;       /* CSS pixels per layout unit; 0: automatic */
} CairnExportOptions;

/* The automatic unit keeps a figure within this many CSS pixels across. */
#define CAIRN_EXPORT_MAX_WIDTH 3200.0

void     cairn_export_options_init (CairnExportOptions *options);
gboolean cairn_export_format_parse (const char         *text,
                                    CairnExportFormat  *format,
                                    GError            **error);
gboolean cairn_export_format_from_path (const char         *path,
                                        CairnExportFormat  *format,
                                        GError            **error);
/* Writes one figure of @n_searches (1 or 2, side by side) searches with
 * recorded trees.  Writes to a temporary file renamed over @path at the
 * end, so a failure never leaves a truncated file at @path. */
gboolean cairn_export_to_file      (const char                *path,
                                    const CairnSearch * const *searches,
                                    guint                      n_searches,
                                    const CairnExportOptions  *options,
                                    GError                   **error);

G_END_DECLS
