/* cairn-export-dialog.h — what to export: which trees, format, colours,
 * area.  Emits "export" when the user goes on to choose a file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-window.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_EXPORT_DIALOG (cairn_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (CairnExportDialog, cairn_export_dialog, CAIRN, EXPORT_DIALOG, GtkWindow)

CairnExportDialog *cairn_export_dialog_new         (GtkWindow          *parent);
CairnExportWhich   cairn_export_dialog_get_which   (CairnExportDialog  *self);
CairnExportFormat  cairn_export_dialog_get_format  (CairnExportDialog  *self);
gboolean           cairn_export_dialog_get_print   (CairnExportDialog  *self);
gboolean           cairn_export_dialog_get_visible_only (CairnExportDialog *self);
const char        *cairn_export_format_extension   (CairnExportFormat   format);

G_END_DECLS
