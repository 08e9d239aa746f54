/* cairn-tablebase-line.c — the window's line of truth under the summary.
 *
 * The probe runs on a worker thread: 4- and 5-man tables are read from
 * disk, and the window never waits for them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-tablebase.h"
#include "cairn-tablebase-line.h"

struct _CairnTablebaseLine {
  GObject        parent_instance;

  GtkLabel      *label;      /* weak: the window's */
  GSettings     *settings;
  GCancellable  *cancel;     /* the probe under way */
  CairnPosition  position;   /* the position last told of */
  gboolean       legal;
  gboolean       probed;
};

G_DEFINE_FINAL_TYPE (CairnTablebaseLine, cairn_tablebase_line, G_TYPE_OBJECT)

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

/* Sets @label's text only when it changes (a label told the same text
 * lays the window out again). */
static void
set_label_text (GtkLabel   *label,
                const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (label), text) != 0 || gtk_label_get_use_markup (label))
    gtk_label_set_text (label, text);
}

/* The task holds no reference to the line (a closed window goes at
 * once, whatever is in flight), only a weak one in @data. */
static void
on_probed (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  GWeakRef *ref = data;
  g_autoptr (CairnTablebaseLine) self = g_weak_ref_get (ref);
  Probe *probe = g_task_get_task_data (G_TASK (result));
  g_autofree char *tooltip = NULL;

  g_weak_ref_clear (ref);
  g_free (ref);
  /* Cancelled: a newer position is on its way, or the window went. */
  if (!g_task_propagate_boolean (G_TASK (result), NULL) || self == NULL || self->label == NULL)
    return;
  if (probe->moves)
    /* Translators: the tooltip of the tablebase line: every move's real result */
    tooltip = g_strdup_printf (_("Each move in real chess: %s"), probe->moves);
  set_label_text (self->label, probe->text ? probe->text : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->label), tooltip);
  gtk_widget_set_visible (GTK_WIDGET (self->label), probe->text != NULL);
}

void
cairn_tablebase_line_update (CairnTablebaseLine  *self,
                             const CairnPosition *position,
                             gboolean             legal,
                             gboolean             force)
{
  g_autoptr (GTask) task = NULL;
  GWeakRef *ref;
  Probe *probe;

  g_return_if_fail (CAIRN_IS_TABLEBASE_LINE (self));
  g_return_if_fail (position != NULL);

  if (!force && self->probed && cairn_position_equal (&self->position, position))
    return;
  self->position = *position;
  self->legal = legal;
  self->probed = TRUE;
  g_cancellable_cancel (self->cancel);
  g_clear_object (&self->cancel);
  if (self->label == NULL)
    return;
  if (!legal || !(cairn_position_game (position)->flags & CAIRN_GAME_TABLEBASES))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->label), FALSE);
      return;
    }
  self->cancel = g_cancellable_new ();
  probe = g_new0 (Probe, 1);
  probe->position = *position;
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, self);
  task = g_task_new (NULL, self->cancel, on_probed, ref);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_set_task_data (task, probe, (GDestroyNotify) probe_free);
  g_task_run_in_thread (task, probe_in_thread);
}

/* A new folder: the position shown is probed again there. */
static void
on_dir_changed (CairnTablebaseLine *self)
{
  g_autofree char *dir = g_settings_get_string (self->settings, "tablebase-dir");

  cairn_tablebase_set_dir (dir);
  if (self->probed)
    cairn_tablebase_line_update (self, &self->position, self->legal, TRUE);
}

void
cairn_tablebase_line_stop (CairnTablebaseLine *self)
{
  g_return_if_fail (CAIRN_IS_TABLEBASE_LINE (self));

  /* The settings object outlives the window: the sidebar's bindings hold
   * it until the sidebar goes, an idle later (cairn_unref_later()). */
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_func (self->settings, on_dir_changed, self);
  g_clear_object (&self->settings);
  g_cancellable_cancel (self->cancel);
  g_clear_object (&self->cancel);
}

static void
cairn_tablebase_line_dispose (GObject *object)
{
  CairnTablebaseLine *self = CAIRN_TABLEBASE_LINE (object);

  cairn_tablebase_line_stop (self);
  g_clear_weak_pointer (&self->label);
  G_OBJECT_CLASS (cairn_tablebase_line_parent_class)->dispose (object);
}

static void
cairn_tablebase_line_class_init (CairnTablebaseLineClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cairn_tablebase_line_dispose;
}

static void
cairn_tablebase_line_init (CairnTablebaseLine *self)
{
}

CairnTablebaseLine *
cairn_tablebase_line_new (GtkLabel  *label,
                          GSettings *settings)
{
  CairnTablebaseLine *self;

  g_return_val_if_fail (GTK_IS_LABEL (label), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (CAIRN_TYPE_TABLEBASE_LINE, NULL);
  g_set_weak_pointer (&self->label, label);
  self->settings = g_object_ref (settings);
  g_signal_connect_swapped (settings, "changed::tablebase-dir", G_CALLBACK (on_dir_changed), self);
  on_dir_changed (self);
  return self;
}
