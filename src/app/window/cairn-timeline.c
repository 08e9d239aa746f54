/* cairn-timeline.c — the timeline row (see cairn-timeline.h).
 *
 * The label names the last event shown, numbered from 0 as the log,
 * cairn-cli trace and --at-event number them (the slider counts the
 * events shown: 0 is the moment before the first).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-format.h"
#include "cairn-timeline.h"

struct _CairnTimeline {
  GObject         parent_instance;

  GtkAdjustment  *adjustment;
  GtkInscription *label;
  gboolean        showing;   /* cairn_timeline_show() moves the slider */
};

G_DEFINE_FINAL_TYPE (CairnTimeline, cairn_timeline, G_TYPE_OBJECT)

enum { MOMENT_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

void
cairn_timeline_show (CairnTimeline *self,
                     guint          moment,
                     guint          total,
                     gboolean       complete,
                     guint64        lesson_end)
{
  g_autofree char *current = NULL;
  g_autofree char *last = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (CAIRN_IS_TIMELINE (self));

  current = cairn_format_count (moment > 0 ? moment - 1 : 0);
  last = cairn_format_count (total > 0 ? total - 1 : 0);
  self->showing = TRUE;
  gtk_adjustment_configure (self->adjustment, moment, 0, total, 1, 10, 0);
  self->showing = FALSE;
  if (total == 0)
    text = g_strdup (_("no events yet"));
  else if (moment == 0)
    text = g_strdup (_("before event 0"));
  else if (complete)
    /* Translators: the timeline's moment, events numbered from 0, e.g. "event 68 of 0–1,786" */
    text = g_strdup_printf (_("event %s of 0–%s"), current, last);
  else if (lesson_end > total)
    {
      g_autofree char *end = cairn_format_count (lesson_end - 1);

      /* Translators: the timeline's moment where a lesson stops the
       * searches short of their end, e.g. "event 8,097 of 0–8,537:
       * the lesson stops here" */
      text = g_strdup_printf (_("event %s of 0–%s: the lesson stops here"), current, end);
    }
  else
    /* Translators: the same while the searches run, e.g. "event 68 of 0–120 so far" */
    text = g_strdup_printf (_("event %s of 0–%s so far"), current, last);
  gtk_inscription_set_text (self->label, text);
}

static void
on_value_changed (CairnTimeline *self)
{
  if (self->showing)
    return;
  g_signal_emit (self, signals[MOMENT_CHOSEN], 0, (guint) gtk_adjustment_get_value (self->adjustment));
}

static void
cairn_timeline_dispose (GObject *object)
{
  CairnTimeline *self = CAIRN_TIMELINE (object);

  g_clear_object (&self->adjustment);
  g_clear_object (&self->label);
  G_OBJECT_CLASS (cairn_timeline_parent_class)->dispose (object);
}

static void
cairn_timeline_class_init (CairnTimelineClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cairn_timeline_dispose;

  /* The user moved the slider to show the first @n_events events. */
  signals[MOMENT_CHOSEN] = g_signal_new ("moment-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
cairn_timeline_init (CairnTimeline *self)
{
}

CairnTimeline *
cairn_timeline_new (GtkAdjustment  *adjustment,
                    GtkInscription *label)
{
  CairnTimeline *self;

  g_return_val_if_fail (GTK_IS_ADJUSTMENT (adjustment) && GTK_IS_INSCRIPTION (label), NULL);

  self = g_object_new (CAIRN_TYPE_TIMELINE, NULL);
  self->adjustment = g_object_ref (adjustment);
  self->label = g_object_ref (label);
  g_signal_connect_object (adjustment, "value-changed", G_CALLBACK (on_value_changed), self, G_CONNECT_SWAPPED);
  return self;
}
