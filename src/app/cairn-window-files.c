/* cairn-window-files.c — Open/Save Scenario, Export and error dialogs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-export-dialog.h"
#include "cairn-window-private.h"
#include "cairn-subtree.h"

typedef struct {
  CairnExportWhich   which;
  CairnExportOptions options;
  char              *root;       /* owns options.root, options.mark */
  char              *mark;
} ExportRequest;

static void
export_request_free (gpointer data)
{
  ExportRequest *request = data;

  g_free (request->root);
  g_free (request->mark);
  g_free (request);
}

void
cairn_window_show_error (CairnWindow *self,
                         const char  *primary,
                         const char  *secondary)
{
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                              "%s", primary);

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Shows @native as the window's file chooser, closing any other.  A
 * native dialog holds its transient parent, so the window closes the one
 * on screen when it goes (cairn_window_close_chooser): an answer never
 * comes to a closed window, and nothing keeps the window alive. */
static void
show_chooser (CairnWindow          *self,
              GtkFileChooserNative *native,
              GCallback             on_response)
{
  cairn_window_close_chooser (self);
  self->chooser = GTK_NATIVE_DIALOG (native);
  g_signal_connect (native, "response", on_response, self);
  gtk_native_dialog_show (self->chooser);
}

void
cairn_window_close_chooser (CairnWindow *self)
{
  if (self->chooser == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->chooser, self);
  gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
}

static GtkFileFilter *
scenario_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Cairn scenarios"));
  gtk_file_filter_add_pattern (filter, "*.cairn");
  return filter;
}

static void
on_open_response (GtkNativeDialog *native,
                  int              response,
                  CairnWindow     *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GError) error = NULL;
      CairnScenario scenario;

      if (path == NULL)
        cairn_window_show_error (self, _("Could not open the scenario"),
                                 _("Only local files can be opened."));
      else if (!cairn_scenario_load_file (&scenario, path, &error))
        cairn_window_show_error (self, _("Could not open the scenario"), error->message);
      else
        cairn_window_set_scenario (self, &scenario);
    }
  g_clear_object (&self->chooser);
}

void
cairn_window_open_scenario (CairnWindow *self)
{
  GtkFileChooserNative *native =
    gtk_file_chooser_native_new (_("Open Scenario"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                 _("_Open"), _("_Cancel"));

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), scenario_filter ());
  show_chooser (self, native, G_CALLBACK (on_open_response));
}

static void
on_save_response (GtkNativeDialog *native,
                  int              response,
                  CairnWindow     *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GError) error = NULL;
      CairnScenario scenario;

      cairn_window_get_scenario (self, &scenario);
      if (path == NULL)
        cairn_window_show_error (self, _("Could not save the scenario"),
                                 _("Only local files can be written."));
      else if (!cairn_scenario_save_file (&scenario, path, &error))
        cairn_window_show_error (self, _("Could not save the scenario"), error->message);
    }
  g_clear_object (&self->chooser);
}

void
cairn_window_save_scenario (CairnWindow *self)
{
  GtkFileChooserNative *native =
    gtk_file_chooser_native_new (_("Save Scenario"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                 _("_Save"), _("_Cancel"));

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), scenario_filter ());
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), _("scenario.cairn"));
  show_chooser (self, native, G_CALLBACK (on_save_response));
}

/* Writes the trees as they are shown (the moment on screen; the visible
 * part if asked) to @path. */
gboolean
cairn_window_export (CairnWindow               *self,
                     const char                *path,
                     CairnExportWhich           which,
                     const CairnExportOptions  *options,
                     GError                   **error)
{
  const CairnSearch *searches[2];
  CairnExportOptions opts = *options;
  guint first = which == CAIRN_EXPORT_RIGHT ? 1 : 0;
  guint n = which == CAIRN_EXPORT_BOTH ? 2 : 1;
  gboolean whole = TRUE;

  g_return_val_if_fail (CAIRN_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  for (guint i = 0; i < n; i++)
    {
      CairnPane *pane = cairn_window_get_pane (self, first + i);

      searches[i] = cairn_pane_get_search (pane);
      if (searches[i] == NULL || cairn_pane_get_n_shown (pane) == 0)
        {
          g_set_error_literal (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_EVENT,
                               _("There is no tree to export yet: step or run the search first."));
          return FALSE;
        }
      whole = whole && cairn_pane_get_n_shown (pane) == cairn_search_get_counters (searches[i])->events;
    }
  opts.at_event = whole ? CAIRN_ALL_EVENTS : self->shown - 1;
  /* The figure names squares as the trees on screen do. */
  opts.square_names = gtk_check_button_get_active (self->square_names);

  if (opts.use_viewport)
    {
      /* The part in view as the screen shows it: each pane's own extent,
       * at the screen's scales and so its level of detail. */
      cairn_tree_view_get_scales (cairn_pane_get_tree_view (cairn_window_get_pane (self, first)),
                                  &opts.unit, &opts.level);
      opts.pane_viewports = TRUE;
      opts.labels = FALSE;
      opts.page = CAIRN_PAGE_NONE;
      for (guint i = 0; i < n; i++)
        cairn_tree_view_get_visible_rect (cairn_pane_get_tree_view (cairn_window_get_pane (self, first + i)),
                                          &opts.viewports[i]);
      opts.viewport = opts.viewports[0];
    }
  return cairn_export_to_file (path, (const CairnSearch * const *) searches, n, &opts, error);
}

static void
on_export_file_response (GtkNativeDialog *native,
                         int              response,
                         CairnWindow     *self)
{
  ExportRequest *request = g_object_get_data (G_OBJECT (native), "cairn-export-request");

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr (GError) error = NULL;

      if (path == NULL)
        cairn_window_show_error (self, _("Could not export the figure"),
                                 _("Only local files can be written."));
      else if (!cairn_window_export (self, path, request->which, &request->options, &error))
        cairn_window_show_error (self, _("Could not export the figure"), error->message);
    }
  g_clear_object (&self->chooser);
}

/* The line of the node selected in either pane ("4,0"), or NULL. */
static char *
selected_line (CairnWindow *self)
{
  for (guint i = 0; i < 2; i++)
    {
      CairnPane *pane = cairn_window_get_pane (self, i);
      CairnTreeView *view = cairn_pane_get_tree_view (pane);
      CairnViewState *state = cairn_tree_view_get_state (view);
      const CairnSearch *search = cairn_pane_get_search (pane);
      guint node = state ? cairn_view_state_get_selected_node (state) : CAIRN_NO_NODE;

      if (search && cairn_search_get_tree (search) && node != CAIRN_NO_NODE &&
          node < cairn_search_get_tree (search)->n_nodes)
        return cairn_node_line_text (cairn_search_get_tree (search), node);
    }
  return NULL;
}

static void
request_from_dialog (CairnWindow       *self,
                     CairnExportDialog *dialog,
                     ExportRequest     *request)
{
  g_autofree char *line = selected_line (self);

  request->which = cairn_export_dialog_get_which (dialog);
  cairn_export_options_init (&request->options);
  request->options.format = cairn_export_dialog_get_format (dialog);
  request->options.theme = cairn_export_dialog_get_print (dialog)
    ? CAIRN_THEME_PRINT
    : cairn_tree_view_get_theme (cairn_pane_get_tree_view (self->left_pane));
  request->options.use_viewport = cairn_export_dialog_get_visible_only (dialog);
  request->options.page = cairn_export_dialog_get_page (dialog);
  request->options.max_plies = cairn_export_dialog_get_max_plies (dialog);
  if (line && *line && cairn_export_dialog_get_from_selected (dialog))
    request->options.root = request->root = g_strdup (line);
  if (line && *line && cairn_export_dialog_get_include_selection (dialog))
    request->options.mark = request->mark = g_strdup (line);
}

/* The dialog's preview: the figure it would write, scaled to fit. */
static void
draw_preview (cairo_t  *cr,
              double    width,
              double    height,
              gpointer  data)
{
  CairnWindow *self = data;
  CairnExportDialog *dialog = g_object_get_data (G_OBJECT (self), "cairn-export-dialog");
  ExportRequest request = { 0 };
  const CairnSearch *searches[2];
  guint first, n;

  if (dialog == NULL)
    return;
  request_from_dialog (self, dialog, &request);
  first = request.which == CAIRN_EXPORT_RIGHT ? 1 : 0;
  n = request.which == CAIRN_EXPORT_BOTH ? 2 : 1;
  for (guint i = 0; i < n; i++)
    {
      CairnPane *pane = cairn_window_get_pane (self, first + i);

      searches[i] = cairn_pane_get_search (pane);
      if (searches[i] == NULL || cairn_pane_get_n_shown (pane) == 0)
        goto out;
    }
  if (self->shown > 0 && cairn_pane_get_n_shown (cairn_window_get_pane (self, first)) !=
      cairn_search_get_counters (searches[0])->events)
    request.options.at_event = self->shown - 1;
  request.options.use_viewport = FALSE;
  cairn_export_paint_preview (cr, width, height, searches, n, &request.options);
out:
  g_free (request.root);
  g_free (request.mark);
}

static void
on_export_options_chosen (CairnExportDialog *dialog,
                          CairnWindow       *self)
{
  ExportRequest *request = g_new0 (ExportRequest, 1);
  GtkFileChooserNative *native;
  g_autofree char *name = NULL;

  request_from_dialog (self, dialog, request);
  g_object_set_data (G_OBJECT (self), "cairn-export-dialog", NULL);
  gtk_window_destroy (GTK_WINDOW (dialog));

  native = gtk_file_chooser_native_new (_("Export Figure"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Export"), _("_Cancel"));
  /* Translators: default file name of an exported figure, without extension */
  name = g_strdup_printf ("%s.%s", _("cairn-tree"), cairn_export_format_extension (request->options.format));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), name);
  g_object_set_data_full (G_OBJECT (native), "cairn-export-request", request, export_request_free);
  show_chooser (self, native, G_CALLBACK (on_export_file_response));
}

static void
on_export_dialog_destroy (GtkWidget   *dialog,
                          CairnWindow *self)
{
  if (g_object_get_data (G_OBJECT (self), "cairn-export-dialog") == dialog)
    g_object_set_data (G_OBJECT (self), "cairn-export-dialog", NULL);
}

void
cairn_window_export_figure (CairnWindow *self)
{
  CairnExportDialog *dialog = cairn_export_dialog_new (GTK_WINDOW (self));
  g_autofree char *line = selected_line (self);

  g_object_set_data (G_OBJECT (self), "cairn-export-dialog", dialog);
  /* The dialog goes with the window (destroy-with-parent); the handlers
   * go with the window too, whatever else holds the dialog. */
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_export_dialog_destroy), self, 0);
  cairn_export_dialog_set_has_selection (dialog, line != NULL && *line != '\0');
  cairn_export_dialog_set_preview (dialog, draw_preview, self);
  g_signal_connect_object (dialog, "export", G_CALLBACK (on_export_options_chosen), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}
