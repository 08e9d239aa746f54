/* cairn-export-dialog.h — what to export: which trees, format, colours,
 * area.  Emits "export" when the user goes on to choose a file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-export.h"

G_BEGIN_DECLS

/* Which trees an export holds. */
typedef enum {
  CAIRN_EXPORT_LEFT,
  CAIRN_EXPORT_RIGHT,
  CAIRN_EXPORT_BOTH,
} CairnExportWhich;

#define CAIRN_TYPE_EXPORT_DIALOG (cairn_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (CairnExportDialog, cairn_export_dialog, CAIRN, EXPORT_DIALOG, GtkWindow)

CairnExportDialog *cairn_export_dialog_new         (GtkWindow          *parent);
CairnExportWhich   cairn_export_dialog_get_which   (CairnExportDialog  *self);
CairnExportFormat  cairn_export_dialog_get_format  (CairnExportDialog  *self);
gboolean           cairn_export_dialog_get_print   (CairnExportDialog  *self);
gboolean           cairn_export_dialog_get_visible_only (CairnExportDialog *self);
CairnExportPage    cairn_export_dialog_get_page    (CairnExportDialog  *self);
guint              cairn_export_dialog_get_max_plies (CairnExportDialog *self);
gboolean           cairn_export_dialog_get_from_selected (CairnExportDialog *self);
gboolean           cairn_export_dialog_get_include_selection (CairnExportDialog *self);
/* Focus view on the selected node, with @plies plies of its subtree. */
gboolean           cairn_export_dialog_get_focus   (CairnExportDialog  *self,
                                                    guint              *plies);
/* The decisive moment (CairnExportOptions' story), offered only where the
 * trees have a decisive prune (cairn_export_dialog_set_has_decisive ()). */
gboolean           cairn_export_dialog_get_story   (CairnExportDialog  *self);
void               cairn_export_dialog_set_has_decisive (CairnExportDialog *self,
                                                         gboolean           has_decisive);
/* Whether a node is selected: the choices about it are offered only then. */
void               cairn_export_dialog_set_has_selection (CairnExportDialog *self,
                                                          gboolean           has_selection);
typedef void     (*CairnExportPreviewFunc)         (cairo_t            *cr,
                                                    double              width,
                                                    double              height,
                                                    gpointer            data);
/* Draws the preview with @func, again whenever a choice changes. */
void               cairn_export_dialog_set_preview (CairnExportDialog      *self,
                                                    CairnExportPreviewFunc  func,
                                                    gpointer                data);
const char        *cairn_export_format_extension   (CairnExportFormat   format);

G_END_DECLS
