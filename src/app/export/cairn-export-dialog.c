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
  GtkDropDown *page;
  GtkSpinButton *depth_cut;
  GtkCheckButton *from_selected;
  GtkCheckButton *include_selection;
  GtkCheckButton *focus;
  GtkSpinButton *focus_plies;
  GtkCheckButton *story;
  GtkDrawingArea *preview;
  GtkButton   *export_button;

  CairnExportPreviewFunc preview_func;
  gpointer               preview_data;
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
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, page);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, depth_cut);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, focus);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, focus_plies);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, story);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, from_selected);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, include_selection);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, CairnExportDialog, export_button);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
draw_preview (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        data)
{
  CairnExportDialog *self = data;

  if (self->preview_func)
    self->preview_func (cr, width, height, self->preview_data);
}

static void
on_choice_changed (CairnExportDialog *self)
{
  /* The part in view is the screen's own picture: pages do not apply. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->page), gtk_drop_down_get_selected (self->area) == 0);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

static void
cairn_export_dialog_init (CairnExportDialog *self)
{
  GObject *choices[5];

  gtk_widget_init_template (GTK_WIDGET (self));
  /* A teaching figure unless asked otherwise, as cairn-cli's. */
  gtk_drop_down_set_selected (self->page, CAIRN_PAGE_SLIDE);
  g_signal_connect_swapped (self->export_button, "clicked", G_CALLBACK (on_export_clicked), self);
  gtk_drawing_area_set_draw_func (self->preview, draw_preview, self, NULL);
  choices[0] = G_OBJECT (self->which);
  choices[1] = G_OBJECT (self->format);
  choices[2] = G_OBJECT (self->theme);
  choices[3] = G_OBJECT (self->area);
  choices[4] = G_OBJECT (self->page);
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    g_signal_connect_swapped (choices[i], "notify::selected", G_CALLBACK (on_choice_changed), self);
  g_signal_connect_swapped (self->depth_cut, "value-changed", G_CALLBACK (on_choice_changed), self);
  g_signal_connect_swapped (self->from_selected, "toggled", G_CALLBACK (on_choice_changed), self);
  g_signal_connect_swapped (self->include_selection, "toggled", G_CALLBACK (on_choice_changed), self);
  g_signal_connect_swapped (self->focus, "toggled", G_CALLBACK (on_choice_changed), self);
  g_signal_connect_swapped (self->focus_plies, "value-changed", G_CALLBACK (on_choice_changed), self);
  g_signal_connect_swapped (self->story, "toggled", G_CALLBACK (on_choice_changed), self);
  /* A focus view cuts its own subtree. */
  g_object_bind_property (self->focus, "active", self->depth_cut, "sensitive",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
}

void
cairn_export_dialog_set_preview (CairnExportDialog      *self,
                                 CairnExportPreviewFunc  func,
                                 gpointer                data)
{
  g_return_if_fail (CAIRN_IS_EXPORT_DIALOG (self));
  self->preview_func = func;
  self->preview_data = data;
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

void
cairn_export_dialog_set_has_selection (CairnExportDialog *self,
                                       gboolean           has_selection)
{
  g_return_if_fail (CAIRN_IS_EXPORT_DIALOG (self));
  gtk_widget_set_sensitive (GTK_WIDGET (self->from_selected), has_selection);
  gtk_widget_set_sensitive (GTK_WIDGET (self->include_selection), has_selection);
  gtk_widget_set_sensitive (GTK_WIDGET (self->focus), has_selection);
  gtk_widget_set_sensitive (GTK_WIDGET (self->focus_plies), has_selection);
  if (!has_selection)
    {
      gtk_check_button_set_active (self->focus, FALSE);
      gtk_check_button_set_active (self->from_selected, FALSE);
      gtk_check_button_set_active (self->include_selection, FALSE);
    }
}

/* None, slide, A4, A4 landscape, in the order of CairnExportPage. */
CairnExportPage
cairn_export_dialog_get_page (CairnExportDialog *self)
{
  g_return_val_if_fail (CAIRN_IS_EXPORT_DIALOG (self), CAIRN_PAGE_NONE);
  return (CairnExportPage) gtk_drop_down_get_selected (self->page);
}

guint
cairn_export_dialog_get_max_plies (CairnExportDialog *self)
{
  g_return_val_if_fail (CAIRN_IS_EXPORT_DIALOG (self), 0);
  if (cairn_export_dialog_get_focus (self, NULL))
    return 0;
  return (guint) gtk_spin_button_get_value_as_int (self->depth_cut);
}

gboolean
cairn_export_dialog_get_focus (CairnExportDialog *self,
                               guint             *plies)
{
  g_return_val_if_fail (CAIRN_IS_EXPORT_DIALOG (self), FALSE);
  if (plies)
    *plies = (guint) gtk_spin_button_get_value_as_int (self->focus_plies);
  return gtk_widget_get_sensitive (GTK_WIDGET (self->focus)) &&
         gtk_check_button_get_active (self->focus);
}

gboolean
cairn_export_dialog_get_story (CairnExportDialog *self)
{
  g_return_val_if_fail (CAIRN_IS_EXPORT_DIALOG (self), FALSE);

  return gtk_widget_get_sensitive (GTK_WIDGET (self->story)) &&
         gtk_check_button_get_active (self->story);
}

void
cairn_export_dialog_set_has_decisive (CairnExportDialog *self,
                                      gboolean           has_decisive)
{
  g_return_if_fail (CAIRN_IS_EXPORT_DIALOG (self));
  gtk_widget_set_sensitive (GTK_WIDGET (self->story), has_decisive);
}

gboolean
cairn_export_dialog_get_from_selected (CairnExportDialog *self)
{
  g_return_val_if_fail (CAIRN_IS_EXPORT_DIALOG (self), FALSE);
  return gtk_widget_get_sensitive (GTK_WIDGET (self->from_selected)) &&
         gtk_check_button_get_active (self->from_selected);
}

gboolean
cairn_export_dialog_get_include_selection (CairnExportDialog *self)
{
  g_return_val_if_fail (CAIRN_IS_EXPORT_DIALOG (self), FALSE);
  return gtk_widget_get_sensitive (GTK_WIDGET (self->include_selection)) &&
         gtk_check_button_get_active (self->include_selection);
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
