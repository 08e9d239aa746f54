/* cairn-export-format.h — what every export shares, figure or text: the
 * formats, the error domain, the tree drawn and the checks of an
 * iteration and an event.  GLib only (see cairn-export.h for figures).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-layout.h"
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

/* The tree an export of @search draws for @iteration (as in
 * CairnExportOptions), or NULL where that iteration has no tree. */
const CairnTree *cairn_export_tree (const CairnSearch *search,
                                    guint              iteration);
/* Whether a search with @settings has an iteration @iteration to draw
 * (0 always does); FALSE with a message naming @text, the value as
 * typed, and the iterations there are. */
gboolean cairn_export_iteration_check (const CairnSettings *settings,
                                       guint                iteration,
                                       const char          *text,
                                       GError             **error);
gboolean cairn_export_format_parse (const char         *text,
                                    CairnExportFormat  *format,
                                    GError            **error);
gboolean cairn_export_format_from_path (const char         *path,
                                        CairnExportFormat  *format,
                                        GError            **error);
/* Whether @at_event (CAIRN_ALL_EVENTS: all) happened in one of the
 * searches; FALSE with a message naming the events there are. */
gboolean cairn_export_check_event (const CairnSearch * const *searches,
                                   guint                      n,
                                   guint32                    at_event,
                                   GError                   **error);

G_END_DECLS
