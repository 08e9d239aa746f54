/* cairn-window-lessons.h — the window's lessons by the window: for the
 * window's own files and the tests that drive a window as a whole.  Each
 * is the window's lesson controller's (cairn-lesson-controller.h) own
 * function.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-lesson-controller.h"
#include "cairn-window.h"

G_BEGIN_DECLS

void                   cairn_window_lessons_close       (CairnWindow    *self);
void                   cairn_window_load_lesson         (CairnWindow    *self,
                                                         guint           index);
int                    cairn_window_get_lesson          (CairnWindow    *self);
gboolean               cairn_window_lesson_is_ready     (CairnWindow    *self);
const CairnLessonPlan *cairn_window_get_lesson_plan     (CairnWindow    *self);
CairnLessonPanel      *cairn_window_get_lesson_panel    (CairnWindow    *self);

G_END_DECLS
