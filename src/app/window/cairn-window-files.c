/* cairn-window-files.c — Open/Save Scenario, Export, error dialogs and
 * the toasts that confirm a save or an export.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-export-dialog.h"
#include "cairn-lesson-controller.h"
#include "cairn-lessons.h"
#include "cairn-navigation.h"
#include "cairn-window-files.h"
#include "cairn-subtree.h"
#include "cairn-tablebase.h"

/* What the files part keeps of its own: the chooser on screen and the
 * last toast. */
struct _CairnWindowFiles {
  GtkNativeDialog *chooser;         /* the file chooser on screen, or NULL */
  AdwToast        *toast;           /* weak: the last toast, until it goes */
  gint64           toast_shown_us;  /* when it appeared (monotonic) */
};

CairnWindowFiles *
cairn_window_files_new (void)
{
  return g_new0 (CairnWindowFiles, 1);
}

/* The window is going: its last toast is no longer one to rewrite. */
void
cairn_window_files_dispose (CairnWindowFiles *files)
{
  g_clear_weak_pointer (&files->toast);
}

void
cairn_window_files_free (CairnWindowFiles *files)
{
  g_clear_weak_pointer (&files->toast);
  g_free (files);
}

static CairnWindowFiles *
files (CairnWindow *self)
{
  return cairn_window_get_files (self);
}

typedef struct {
  CairnExportWhich   which;
  CairnExportOptions options;
  char              *root;       /* owns options.root, options.mark, options.decisive */
  char              *mark;
  char              *decisive;
} ExportRequest;

static void
export_request_free (gpointer data)
{
  ExportRequest *request = data;

  g_free (request->root);
  g_free (request->mark);
  g_free (request->decisive);
  g_free (request);
}

static void
show_message (CairnWindow    *self,
              GtkMessageType  type,
              const char     *primary,
              const char     *secondary)
{
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              type, GTK_BUTTONS_CLOSE, "%s", primary);

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
cairn_window_show_error (CairnWindow *self,
                         const char  *primary,
                         const char  *secondary)
{
  show_message (self, GTK_MESSAGE_ERROR, primary, secondary);
}

/* libadwaita 1.2 frees a toast's bookkeeping when its hide animation
 * ends, while its show animation may still be due to write there: a
 * toast dismissed within some 200 ms of appearing crashes the overlay a
 * moment later.  A toast younger than this is rewritten in place instead
 * of being dismissed. */
#define TOAST_SETTLE_US G_USEC_PER_SEC

/* A toast closed or timed out is no longer there to rewrite. */
static void
on_toast_dismissed (AdwToast    *toast,
                    CairnWindow *self)
{
  if (files (self)->toast == toast)
    g_clear_weak_pointer (&files (self)->toast);
}

/* Says @text in a toast for @timeout seconds, with a button if
 * @button_label is not NULL, in place of the window's last toast: a newer
 * message makes the older one stale, and should not queue behind it. */
static void
show_toast (CairnWindow *self,
            const char  *text,
            guint        timeout,
            const char  *button_label,
            const char  *action_name,
            GVariant    *action_target)
{
  /* Toast titles are Pango markup in libadwaita 1.2 (no use-markup switch
   * before 1.4): a file name like "a&b.svg" is escaped. */
  g_autofree char *markup = g_markup_escape_text (text, -1);
  gint64 now = g_get_monotonic_time ();
  gboolean rewrite = files (self)->toast != NULL && now - files (self)->toast_shown_us < TOAST_SETTLE_US;
  AdwToast *toast = rewrite ? files (self)->toast : adw_toast_new (markup);

  adw_toast_set_title (toast, markup);
  adw_toast_set_timeout (toast, timeout);
  adw_toast_set_button_label (toast, button_label);
  /* No action while the target changes: a rewritten toast's old action
   * with the new target (or none) is a type mismatch GTK warns about. */
  adw_toast_set_action_name (toast, NULL);
  adw_toast_set_action_target_value (toast, action_target);
  adw_toast_set_action_name (toast, action_name);
  if (rewrite)
    return;
  if (files (self)->toast != NULL)
    adw_toast_dismiss (files (self)->toast);
  g_set_weak_pointer (&files (self)->toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), self, 0);
  files (self)->toast_shown_us = now;
  /* The window's child; not a bound template child, which
   * gtk_widget_dispose_template() would unparent behind GtkWindow's back. */
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (gtk_window_get_child (GTK_WINDOW (self))), toast);
}

/* The export toast's button: the folder the figure went to, in the
 * desktop's file manager. */
static void
action_open_folder (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  gtk_show_uri (GTK_WINDOW (widget), g_variant_get_string (parameter, NULL), GDK_CURRENT_TIME);
}

/* The warnings toast's button: every warning, whole, in a dialog; the
 * parameter is (file name, warnings). */
static void
action_show_warnings (GtkWidget  *widget,
                      const char *name,
                      GVariant   *parameter)
{
  const char *file_name;
  g_autofree const char **warnings = NULL;
  g_autofree char *primary = NULL;
  g_autofree char *secondary = NULL;

  g_variant_get (parameter, "(&s^a&s)", &file_name, &warnings);
  primary = g_strdup_printf (_("Warnings in %s"), file_name);
  secondary = g_strjoinv ("\n", (char **) warnings);
  show_message (CAIRN_WINDOW (widget), GTK_MESSAGE_WARNING, primary, secondary);
}

/* *Endgame Tables Folder…*: the folder goes to the settings, and the
 * tablebase line (cairn-tablebase-line.c) follows it. */
static void
on_folder_chosen (GtkNativeDialog *native,
                  int              response,
                  CairnWindow     *self)
{
  g_autofree char *path = cairn_window_chosen_path (self, native, response, NULL, NULL);

  if (path != NULL)
    g_settings_set_string (cairn_window_get_settings (self), "tablebase-dir", path);
  g_clear_object (&files (self)->chooser);
}

static void
action_tablebase_folder (GtkWidget  *widget,
                         const char *name,
                         GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);
  g_autofree char *dir = cairn_tablebase_get_dir ();
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  GtkFileChooserNative *native =
    gtk_file_chooser_native_new (_("Endgame Tables Folder"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Select"), _("_Cancel"));

  gtk_file_chooser_set_file (GTK_FILE_CHOOSER (native), folder, NULL);
  cairn_window_show_chooser (self, native, G_CALLBACK (on_folder_chosen));
}

void
cairn_window_files_class_init (GtkWidgetClass *widget_class)
{
  g_type_ensure (ADW_TYPE_TOAST_OVERLAY);  /* in the window's template */
  gtk_widget_class_install_action (widget_class, "win.open-folder", "s", action_open_folder);
  gtk_widget_class_install_action (widget_class, "win.show-warnings", "(sas)", action_show_warnings);
  gtk_widget_class_install_action (widget_class, "win.tablebase-folder", NULL, action_tablebase_folder);
}

/* Shows @native as the window's file chooser, closing any other.  A
 * native dialog holds its transient parent, so the window closes the one
 * on screen when it goes (cairn_window_close_chooser): an answer never
 * comes to a closed window, and nothing keeps the window alive. */
void
cairn_window_show_chooser (CairnWindow          *self,
                           GtkFileChooserNative *native,
                           GCallback             on_response)
{
  cairn_window_close_chooser (self);
  files (self)->chooser = GTK_NATIVE_DIALOG (native);
  g_signal_connect (native, "response", on_response, self);
  gtk_native_dialog_show (files (self)->chooser);
}

void
cairn_window_close_chooser (CairnWindow *self)
{
  if (files (self)->chooser == NULL)
    return;
  g_signal_handlers_disconnect_by_data (files (self)->chooser, self);
  gtk_native_dialog_destroy (files (self)->chooser);
  g_clear_object (&files (self)->chooser);
}

static GtkFileFilter *
scenario_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Cairn scenarios"));
  gtk_file_filter_add_pattern (filter, "*.cairn");
  return filter;
}

/* The local path the user chose in the window's file chooser @native
 * (g_free it), or NULL: cancelled, or a file that is not local, which is
 * said under @title with @not_local unless @title is NULL. */
char *
cairn_window_chosen_path (CairnWindow     *self,
                          GtkNativeDialog *native,
                          int              response,
                          const char      *title,
                          const char      *not_local)
{
  g_autoptr (GFile) file = NULL;
  char *path;

  if (response != GTK_RESPONSE_ACCEPT)
    return NULL;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  path = g_file_get_path (file);
  if (path == NULL && title != NULL)
    cairn_window_show_error (self, title, not_local);
  return path;
}

static void
on_open_response (GtkNativeDialog *native,
                  int              response,
                  CairnWindow     *self)
{
  g_autofree char *path = cairn_window_chosen_path (self, native, response, _("Could not open the scenario"),
                                                    _("Only local files can be opened."));

  if (path != NULL)
    cairn_window_open_scenario_file (self, path);
  g_clear_object (&files (self)->chooser);
}

/* Loads @path into the window, or says why not; unknown or repeated keys
 * load with a toast naming them and their lines. */
gboolean
cairn_window_open_scenario_file (CairnWindow *self,
                                 const char  *path)
{
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) warnings = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  guint n_warnings;
  CairnScenario scenario;

  if (!cairn_scenario_load_file (&scenario, path, &warnings, &error))
    {
      cairn_window_show_error (self, _("Could not open the scenario"), error->message);
      return FALSE;
    }
  cairn_window_set_scenario (self, &scenario);
  n_warnings = g_strv_length (warnings);
  if (n_warnings == 0)
    return TRUE;

  /* Longer than a confirmation: something in the file was not used.  A
   * long warning is cut short on the toast; Details shows it whole. */
  name = g_filename_display_basename (path);
  if (n_warnings == 1)
    text = g_strdup_printf ("%s: %s", name, warnings[0]);
  else
    text = g_strdup_printf (ngettext ("%s: %u warning", "%s: %u warnings", n_warnings), name, n_warnings);
  show_toast (self, text, 10, _("Details"), "win.show-warnings",
              g_variant_new ("(s^as)", name, warnings));
  return TRUE;
}

void
cairn_window_open_scenario (CairnWindow *self)
{
  GtkFileChooserNative *native =
    gtk_file_chooser_native_new (_("Open Scenario"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                 _("_Open"), _("_Cancel"));

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), scenario_filter ());
  cairn_window_show_chooser (self, native, G_CALLBACK (on_open_response));
}

static void
on_save_response (GtkNativeDialog *native,
                  int              response,
                  CairnWindow     *self)
{
  g_autofree char *path = cairn_window_chosen_path (self, native, response, _("Could not save the scenario"),
                                                    _("Only local files can be written."));

  if (path != NULL)
    cairn_window_save_scenario_file (self, path);
  g_clear_object (&files (self)->chooser);
}

/* Saves the window's scenario to @path and says so, or says why not. */
gboolean
cairn_window_save_scenario_file (CairnWindow *self,
                                 const char  *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  CairnScenario scenario;

  cairn_window_get_scenario (self, &scenario);
  if (!cairn_scenario_save_file (&scenario, path, &error))
    {
      cairn_window_show_error (self, _("Could not save the scenario"), error->message);
      return FALSE;
    }
  name = g_filename_display_basename (path);
  /* Translators: a confirmation; %s is the file name, "pitfall.cairn" */
  text = g_strdup_printf (_("Saved %s"), name);
  show_toast (self, text, 5, NULL, NULL, NULL);
  return TRUE;
}

void
cairn_window_save_scenario (CairnWindow *self)
{
  GtkFileChooserNative *native =
    gtk_file_chooser_native_new (_("Save Scenario"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                 _("_Save"), _("_Cancel"));

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), scenario_filter ());
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), _("scenario.cairn"));
  cairn_window_show_chooser (self, native, G_CALLBACK (on_save_response));
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
  opts.at_event = whole ? CAIRN_ALL_EVENTS : cairn_window_get_moment (self) - 1;
  /* Each tree as its pane shows it: with iterative deepening, an
   * iteration's. */
  for (guint i = 0; i < n; i++)
    opts.pane_iterations[i] = cairn_pane_get_shown_iteration (cairn_window_get_pane (self, first + i));
  /* The figure names squares as the trees on screen do. */
  opts.square_names = cairn_window_get_square_names (self);

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
  g_autofree char *path = cairn_window_chosen_path (self, native, response, _("Could not export the figure"),
                                                    _("Only local files can be written."));

  if (path != NULL)
    cairn_window_export_figure_file (self, path, request->which, &request->options);
  g_clear_object (&files (self)->chooser);
}

/* Exports to @path and says so, with a button to the folder, or says why
 * not. */
gboolean
cairn_window_export_figure_file (CairnWindow              *self,
                                 const char               *path,
                                 CairnExportWhich          which,
                                 const CairnExportOptions *options)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) folder = g_file_get_parent (file);
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  g_autofree char *advice = NULL;
  CairnExportReport report = { 0 };
  CairnExportOptions opts = *options;

  /* What the figure left out it says itself; how to get it, the toast. */
  opts.report = &report;
  if (!cairn_window_export (self, path, which, &opts, &error))
    {
      cairn_window_show_error (self, _("Could not export the figure"), error->message);
      return FALSE;
    }
  name = g_filename_display_basename (path);
  advice = cairn_export_report_advice (&report, TRUE);
  if (advice)
    /* Translators: a confirmation, then how to read the labels the figure
     * left out; "Exported to slide.svg. To read every label, draw less: …" */
    text = g_strdup_printf (_("Exported to %s. %s"), name, advice);
  else
    /* Translators: a confirmation; %s is the file name, "slide.svg" */
    text = g_strdup_printf (_("Exported to %s"), name);
  if (folder != NULL)
    {
      g_autofree char *uri = g_file_get_uri (folder);

      show_toast (self, text, advice ? 10 : 5, _("Open Folder"), "win.open-folder", g_variant_new_string (uri));
    }
  else
    show_toast (self, text, advice ? 10 : 5, NULL, NULL, NULL);
  return TRUE;
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
      const CairnTree *tree = cairn_pane_get_tree (pane);
      guint node = state ? cairn_view_state_get_selected_node (state) : CAIRN_NO_NODE;

      if (tree != NULL && node != CAIRN_NO_NODE && node < tree->n_nodes)
        return cairn_node_line_text (tree, node);
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
    : cairn_tree_view_get_theme (cairn_pane_get_tree_view (cairn_window_get_pane (self, 0)));
  request->options.use_viewport = cairn_export_dialog_get_visible_only (dialog);
  request->options.page = cairn_export_dialog_get_page (dialog);
  request->options.max_plies = cairn_export_dialog_get_max_plies (dialog);
  if (line && *line && cairn_export_dialog_get_from_selected (dialog))
    request->options.root = request->root = g_strdup (line);
  if (line && *line && cairn_export_dialog_get_include_selection (dialog))
    request->options.mark = request->mark = g_strdup (line);
  if (line && *line && cairn_export_dialog_get_focus (dialog, &request->options.focus_plies))
    {
      /* The focus is the selection, marked. */
      request->options.focus = TRUE;
      if (request->mark == NULL)
        request->options.mark = request->mark = g_strdup (line);
    }
  {
    /* The figure stars the decisive prune as the tree does. */
    guint index = 0;
    guint32 node = cairn_navigation_get_decisive_node (self, &index);
    const CairnSearch *search = cairn_pane_get_search (cairn_window_get_pane (self, index));

    if (node != CAIRN_NO_NODE && search != NULL)
      request->options.decisive = request->decisive = cairn_node_line_text (cairn_search_get_tree (search), node);
  }
  /* The decisive moment needs the prune; it draws its own part. */
  cairn_export_dialog_set_has_decisive (dialog, request->options.decisive != NULL);
  request->options.story = request->options.decisive != NULL && cairn_export_dialog_get_story (dialog);
  /* A lesson card's figure names the card. */
  {
    int card = cairn_lesson_controller_get_index (cairn_window_get_lessons (self));

    if (card >= 0)
      request->options.card = _(cairn_lessons_get ((guint) card)->title);
  }
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
  if (cairn_window_get_moment (self) > 0 && cairn_pane_get_n_shown (cairn_window_get_pane (self, first)) !=
      cairn_search_get_counters (searches[0])->events)
    request.options.at_event = cairn_window_get_moment (self) - 1;
  request.options.use_viewport = FALSE;
  for (guint i = 0; i < n; i++)
    request.options.pane_iterations[i] = cairn_pane_get_shown_iteration (cairn_window_get_pane (self, first + i));
  cairn_export_paint_preview (cr, width, height, searches, n, &request.options);
out:
  g_free (request.root);
  g_free (request.mark);
  g_free (request.decisive);
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
  cairn_window_show_chooser (self, native, G_CALLBACK (on_export_file_response));
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
