/* cairn-window-tablebase.c — the window's line of truth: under the
 * summary, what the endgame tables say of the chess position ("In real
 * chess (tablebase): White wins, mate in 11; only Kf6 wins"), every
 * move's result in its tooltip; and the folder the tables are read from
 * (GSettings "tablebase-dir", *Endgame Tables Folder…* in the menu).
 *
 * The probe runs on a worker thread: 4- and 5-man tables are read from
 * disk, and the window never waits for them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-tablebase.h"
#include "cairn-window-private.h"

typedef struct {
  CairnPosition position;
  char         *text;
  char         *moves;
} Probe;

static void
probe_free (Probe *probe)
{
  g_free (probe->text);
  g_free (probe->moves);
  g_free (probe);
}

static void
probe_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      data,
                 GCancellable *cancellable)
{
  Probe *probe = data;
  g_autofree CairnTablebaseVerdict *verdict = g_new (CairnTablebaseVerdict, 1);

  cairn_tablebase_probe (&probe->position, verdict);
  probe->text = cairn_tablebase_describe (&probe->position, verdict);
  probe->moves = cairn_tablebase_describe_moves (&probe->position, verdict);
  g_task_return_boolean (task, TRUE);
}

/* The task holds no reference to the window (a closed window goes at
 * once, whatever is in flight), only a weak one in @data. */
static void
on_probed (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  GWeakRef *ref = data;
  g_autoptr (CairnWindow) self = g_weak_ref_get (ref);
  Probe *probe = g_task_get_task_data (G_TASK (result));
  g_autofree char *tooltip = NULL;

  g_weak_ref_clear (ref);
  g_free (ref);
  /* Cancelled: a newer position is on its way, or the window went. */
  if (!g_task_propagate_boolean (G_TASK (result), NULL) || self == NULL)
    return;
  if (probe->moves)
    /* Translators: the tooltip of the tablebase line: every move's real result */
    tooltip = g_strdup_printf (_("Each move in real chess: %s"), probe->moves);
  cairn_window_set_label_text (self->tablebase_line, probe->text ? probe->text : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->tablebase_line), tooltip);
  gtk_widget_set_visible (GTK_WIDGET (self->tablebase_line), probe->text != NULL);
}

/* For the current position; nothing new when it is the one shown. */
void
cairn_window_tablebase_update (CairnWindow *self,
                               gboolean     force)
{
  g_autoptr (GTask) task = NULL;
  GWeakRef *ref;
  Probe *probe;

  if (!force && self->tablebase_probed && cairn_position_equal (&self->tablebase_position, &self->position))
    return;
  self->tablebase_position = self->position;
  self->tablebase_probed = TRUE;
  g_cancellable_cancel (self->tablebase_cancel);
  g_clear_object (&self->tablebase_cancel);
  if (self->position_error_text != NULL ||
      g_strcmp0 (cairn_position_game (&self->position)->id, "chess") != 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->tablebase_line), FALSE);
      return;
    }
  self->tablebase_cancel = g_cancellable_new ();
  probe = g_new0 (Probe, 1);
  probe->position = self->position;
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, self);
  task = g_task_new (NULL, self->tablebase_cancel, on_probed, ref);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_set_task_data (task, probe, (GDestroyNotify) probe_free);
  g_task_run_in_thread (task, probe_in_thread);
}

static void
on_dir_changed (CairnWindow *self)
{
  g_autofree char *dir = g_settings_get_string (self->settings, "tablebase-dir");

  cairn_tablebase_set_dir (dir);
  cairn_window_tablebase_update (self, TRUE);
}

static void
on_folder_chosen (GtkNativeDialog *native,
                  int              response,
                  CairnWindow     *self)
{
  g_autofree char *path = cairn_window_chosen_path (self, native, response, NULL, NULL);

  if (path != NULL)
    g_settings_set_string (self->settings, "tablebase-dir", path);
  g_clear_object (&self->chooser);
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
cairn_window_tablebase_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.tablebase-folder", NULL, action_tablebase_folder);
}

void
cairn_window_tablebase_init (CairnWindow *self)
{
  g_signal_connect_swapped (self->settings, "changed::tablebase-dir", G_CALLBACK (on_dir_changed), self);
  on_dir_changed (self);
}

void
cairn_window_tablebase_dispose (CairnWindow *self)
{
  /* The settings object outlives the window: the sidebar's bindings hold
   * it until the sidebar goes, an idle later (cairn_unref_later()). */
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_func (self->settings, on_dir_changed, self);
  g_cancellable_cancel (self->tablebase_cancel);
  g_clear_object (&self->tablebase_cancel);
}
