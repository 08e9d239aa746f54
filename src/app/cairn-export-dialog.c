/* cairn-export-dialog.c — the export options.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-export-dialog.h"

struct _CairnExportDialog {
  GtkWindow    parent_instance;

  GtkDropDown *which;
  GtkDropDown *format;
  GtkDropDown *theme;
  GtkDropDown *area;
  GtkButton   *export_button;
};

enum {
  SIGNAL_EXPORT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (CairnExportDialog, cairn_export_dialog, GTK_TYPE_WINDOW)

static void
on_export_clicked (CairnExportDialog *self)
{
  g_signal_emit (self, signals[SIGNAL_EXPORT], 0);
}

static void
cairn_export_dialog_class_init (CairnExportDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  /**
   * CairnExportDialog::export:
   *
   * The user chose the options and wants to pick the file.
   */
  signals[SIGNAL_EXPORT] =
    g_signal_new ("export", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-export-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, which);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, format);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, theme);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, area);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, export_button);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
cairn_export_dialog_init (CairnExportDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->export_button, "clicked", G_CALLBACK (on_export_clicked), self);
}

CairnExportDialog *
cairn_export_dialog_new (GtkWindow *parent)
{
  /* Closing the main window closes its export dialog. */
  return g_object_new (CAIRN_TYPE_EXPORT_DIALOG, "transient-for", parent, "destroy-with-parent", TRUE, NULL);
}

CairnExportWhich
cairn_export_dialog_get_which (CairnExportDialog *self)
{
  g_return_val_if_fail (CAIRN_IS_EXPORT_DIALOG (self), CAIRN_EXPORT_BOTH);
  return (CairnExportWhich) gtk_drop_down_get_selected (self->which);
}

/* The drop-down lists PNG, SVG, PDF in the order of CairnExportFormat. */
CairnExportFormat
cairn_export_dialog_get_format (CairnExportDialog *self)
{
  g_return_val_if_fail (CAIRN_IS_EXPORT_DIALOG (self), CAIRN_EXPORT_PNG);
  return (CairnExportFormat) gtk_drop_down_get_selected (self->format);
}

gboolean
cairn_export_dialog_get_print (CairnExportDialog *self)
{
  g_return_val_if_fail (CAIRN_IS_EXPORT_DIALOG (self), TRUE);
  return gtk_drop_down_get_selected (self->theme) == 0;
}

gboolean
cairn_export_dialog_get_visible_only (CairnExportDialog *self)
{
  g_return_val_if_fail (CAIRN_IS_EXPORT_DIALOG (self), FALSE);
  return gtk_drop_down_get_selected (self->area) == 1;
}

const char *
cairn_export_format_extension (CairnExportFormat format)
{
  switch (format)
    {
    case CAIRN_EXPORT_SVG:
      return "svg";
    case CAIRN_EXPORT_PDF:
      return "pdf";
    case CAIRN_EXPORT_DOT:
      return "dot";
    case CAIRN_EXPORT_JSON:
      return "json";
    case CAIRN_EXPORT_PNG:
    default:
      return "png";
    }
}
