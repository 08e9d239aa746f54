/* cairn-timeline.h — the timeline row above the panes: the slider over
 * the events recorded and the words for the moment shown ("event 68 of
 * 0–120 so far").  It is told what to show and says when the user moves
 * the slider ("moment-chosen", the number of events to show); what a
 * moment means for the searches stays with the window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_TIMELINE (cairn_timeline_get_type ())
G_DECLARE_FINAL_TYPE (CairnTimeline, cairn_timeline, CAIRN, TIMELINE, GObject)

/* Drives @adjustment (the slider's) and @label, and holds both. */
CairnTimeline *cairn_timeline_new  (GtkAdjustment  *adjustment,
                                    GtkInscription *label);
/* @moment events shown of @total recorded; @complete: the searches are
 * finished and all of it recorded; @lesson_end: the events at the end of
 * searches a lesson card stops short of it (else 0).  Emits nothing. */
void           cairn_timeline_show (CairnTimeline  *self,
                                    guint           moment,
                                    guint           total,
                                    gboolean        complete,
                                    guint64         lesson_end);

G_END_DECLS
