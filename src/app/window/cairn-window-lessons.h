/* cairn-window-lessons.h — the window's lessons and parameter study: the
 * actions that open them and what loading a lesson does to the panes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-lesson-panel.h"
#include "cairn-lessons.h"
#include "cairn-window.h"

G_BEGIN_DECLS

/* Hooks for cairn-window.c. */
void                   cairn_window_lessons_class_init  (GtkWidgetClass *widget_class);
void                   cairn_window_lessons_init        (CairnWindow    *self);
void                   cairn_window_lessons_dispose     (CairnWindow    *self);

void                   cairn_window_lessons_close       (CairnWindow    *self);
void                   cairn_window_load_lesson         (CairnWindow    *self,
                                                         guint           index);
int                    cairn_window_get_lesson          (CairnWindow    *self);
gboolean               cairn_window_lesson_is_ready     (CairnWindow    *self);
const CairnLessonPlan *cairn_window_get_lesson_plan     (CairnWindow    *self);
guint64                cairn_window_lesson_events_at_end (CairnWindow   *self);
CairnLessonPanel      *cairn_window_get_lesson_panel    (CairnWindow    *self);
GtkWindow             *cairn_window_open_study          (CairnWindow    *self);

G_END_DECLS
