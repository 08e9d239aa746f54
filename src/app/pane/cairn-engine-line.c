/* cairn-engine-line.c — a real chess engine's opinion under the summary.
 *
 * On every new chess position (after a short pause, so that editing the
 * board does not start an engine per click) the engine named in the
 * settings, else Stockfish, is asked in the background; a spinner turns
 * meanwhile, and the stop button or the next position cancels the
 * question, which kills the engine.  Without an engine the line says how
 * to install one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-engine-line.h"
#include "cairn-engine-opinion.h"

#define PAUSE_MS 300

struct _CairnEngineLine {
  GtkBox        parent_instance;

  GSettings    *settings;
  GtkSpinner   *spinner;
  GtkLabel     *label;
  GtkButton    *stop;
  CairnPosition position;
  gboolean      has_position;
  char         *asked_fen;     /* the position the line shows or is asking about */
  GCancellable *cancellable;   /* the question under way */
  guint         pause_id;
};

G_DEFINE_FINAL_TYPE (CairnEngineLine, cairn_engine_line, GTK_TYPE_BOX)

/* The spinner and the stop button keep their room when idle, so the
 * line's height changes only with its text's: one line, wherever it has
 * the width for it. */
static void
set_asking (CairnEngineLine *self,
            gboolean         asking)
{
  gtk_spinner_set_spinning (self->spinner, asking);
  gtk_widget_set_opacity (GTK_WIDGET (self->stop), asking ? 1 : 0);
  gtk_widget_set_sensitive (GTK_WIDGET (self->stop), asking);
  gtk_widget_set_can_target (GTK_WIDGET (self->stop), asking);
}

static void
set_text (CairnEngineLine *self,
          const char      *text)
{
  gtk_label_set_text (self->label, text);
}

static void
cancel (CairnEngineLine *self)
{
  g_clear_handle_id (&self->pause_id, g_source_remove);
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  set_asking (self, FALSE);
}

typedef struct {
  GWeakRef      line;
  GCancellable *cancellable;
  CairnPosition position;
} Question;

static void
on_answer (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Question *q = user_data;
  g_autoptr (CairnEngineLine) self = g_weak_ref_get (&q->line);
  g_autoptr (GError) error = NULL;
  g_autoptr (CairnUciAnswer) answer = cairn_uci_ask_finish (result, &error);
  g_autoptr (CairnEngineOpinion) opinion = NULL;

  /* A question cancelled, or the line gone: nothing to show. */
  if (self != NULL && self->cancellable == q->cancellable && !g_cancellable_is_cancelled (q->cancellable))
    {
      g_autofree char *text = NULL;

      if (answer)
        opinion = cairn_engine_opinion_new (answer, &q->position, &error);
      if (opinion)
        /* Short, for the one line it shares with the tables' verdict; the
         * tooltip says the score is from White's side.
         * Translators: before "Stockfish 15.1, depth 20: +0.35, best Kd2" */
        text = g_strdup_printf (_("Engine: %s"), opinion->text);
      set_text (self, text ? text : error->message);
      g_clear_object (&self->cancellable);
      set_asking (self, FALSE);
    }
  g_weak_ref_clear (&q->line);
  g_object_unref (q->cancellable);
  g_free (q);
}

static gboolean
ask (gpointer user_data)
{
  CairnEngineLine *self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *configured = g_settings_get_string (self->settings, "engine-path");
  g_autofree char *path = cairn_uci_find_engine (configured, NULL, &error);
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  CairnUciLimits limits = { 0 };  /* 0: the library's start-up limits */
  Question *q;

  self->pause_id = 0;
  if (path == NULL)
    {
      set_text (self, error->message);
      return G_SOURCE_REMOVE;
    }
  limits.depth = (guint) g_settings_get_int (self->settings, "engine-depth");
  limits.movetime_ms = (guint) (g_settings_get_double (self->settings, "engine-time") * 1000 + 0.5);
  self->cancellable = g_cancellable_new ();
  q = g_new0 (Question, 1);
  g_weak_ref_init (&q->line, self);
  q->cancellable = g_object_ref (self->cancellable);
  q->position = self->position;
  name = g_path_get_basename (path);
  /* Translators: while the engine thinks, e.g. "Asking stockfish…" */
  text = g_strdup_printf (_("Asking %s…"), name);
  set_text (self, text);
  set_asking (self, TRUE);
  cairn_uci_ask_async (path, self->asked_fen, &limits, self->cancellable, on_answer, q);
  return G_SOURCE_REMOVE;
}

/* Asks anew about the current position (after a pause). */
static void
restart (CairnEngineLine *self)
{
  cancel (self);
  set_text (self, "");
  if (self->has_position)
    self->pause_id = g_timeout_add (PAUSE_MS, ask, self);
}

void
cairn_engine_line_set_position (CairnEngineLine     *self,
                                const CairnPosition *position)
{
  g_autofree char *fen = NULL;

  g_return_if_fail (CAIRN_IS_ENGINE_LINE (self));

  if (position && cairn_engine_supports (cairn_position_game (position)))
    fen = cairn_engine_position (position);
  gtk_widget_set_visible (GTK_WIDGET (self), fen != NULL);
  if (g_strcmp0 (fen, self->asked_fen) == 0)
    return;
  g_free (self->asked_fen);
  self->asked_fen = g_steal_pointer (&fen);
  self->has_position = self->asked_fen != NULL;
  if (position)
    self->position = *position;
  restart (self);
}

const char *
cairn_engine_line_get_text (CairnEngineLine *self)
{
  g_return_val_if_fail (CAIRN_IS_ENGINE_LINE (self), NULL);
  return gtk_label_get_text (self->label);
}

gboolean
cairn_engine_line_is_asking (CairnEngineLine *self)
{
  g_return_val_if_fail (CAIRN_IS_ENGINE_LINE (self), FALSE);
  return self->cancellable != NULL || self->pause_id != 0;
}

static void
on_stop (CairnEngineLine *self)
{
  cancel (self);
  set_text (self, _("The engine was stopped."));
}

static void
cairn_engine_line_dispose (GObject *object)
{
  CairnEngineLine *self = CAIRN_ENGINE_LINE (object);

  cancel (self);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (cairn_engine_line_parent_class)->dispose (object);
}

static void
cairn_engine_line_finalize (GObject *object)
{
  g_free (CAIRN_ENGINE_LINE (object)->asked_fen);
  G_OBJECT_CLASS (cairn_engine_line_parent_class)->finalize (object);
}

static void
cairn_engine_line_class_init (CairnEngineLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cairn_engine_line_dispose;
  object_class->finalize = cairn_engine_line_finalize;
}

static void
cairn_engine_line_init (CairnEngineLine *self)
{
  gtk_box_set_spacing (GTK_BOX (self), 6);
  self->spinner = GTK_SPINNER (gtk_spinner_new ());
  self->label = GTK_LABEL (gtk_label_new (""));
  gtk_label_set_xalign (self->label, 0);
  /* Wrapped, never cut: the end holds the score and the best move (or
   * where to get an engine), the verdict a lecturer points at on a
   * projector's 1366 px (issue 34). */
  gtk_label_set_wrap (self->label, TRUE);
  gtk_label_set_wrap_mode (self->label, PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (GTK_WIDGET (self->label), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self),
                               _("What a real chess engine makes of the position: its score in pawns from White's side (or a mate) and its best move"));
  self->stop = GTK_BUTTON (gtk_button_new_from_icon_name ("process-stop-symbolic"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->stop), _("Stop the engine"));
  gtk_widget_add_css_class (GTK_WIDGET (self->stop), "flat");
  gtk_widget_add_css_class (GTK_WIDGET (self->stop), "engine-stop");
  g_signal_connect_swapped (self->stop, "clicked", G_CALLBACK (on_stop), self);
  /* At the first line of a wrapped text. */
  gtk_widget_set_valign (GTK_WIDGET (self->spinner), GTK_ALIGN_START);
  gtk_widget_set_valign (GTK_WIDGET (self->stop), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->spinner));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->label));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->stop));
  set_asking (self, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
on_engine_settings_changed (CairnEngineLine *self)
{
  restart (self);
}

CairnEngineLine *
cairn_engine_line_new (GSettings *settings)
{
  CairnEngineLine *self = g_object_new (CAIRN_TYPE_ENGINE_LINE,
                                        "orientation", GTK_ORIENTATION_HORIZONTAL, NULL);

  self->settings = g_object_ref (settings);
  g_signal_connect_object (settings, "changed::engine-path", G_CALLBACK (on_engine_settings_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "changed::engine-depth", G_CALLBACK (on_engine_settings_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "changed::engine-time", G_CALLBACK (on_engine_settings_changed),
                           self, G_CONNECT_SWAPPED);
  return self;
}
