/* cairn-window-lessons.c — the window's lessons by the window (see
 * cairn-window-lessons.h): each asks the window's lesson controller.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-window-lessons.h"

void
cairn_window_lessons_close (CairnWindow *self)
{
  cairn_lesson_controller_close (cairn_window_get_lessons (self));
}

void
cairn_window_load_lesson (CairnWindow *self,
                          guint        index)
{
  cairn_lesson_controller_load (cairn_window_get_lessons (self), index);
}

int
cairn_window_get_lesson (CairnWindow *self)
{
  return cairn_lesson_controller_get_index (cairn_window_get_lessons (self));
}

gboolean
cairn_window_lesson_is_ready (CairnWindow *self)
{
  return cairn_lesson_controller_is_ready (cairn_window_get_lessons (self));
}

const CairnLessonPlan *
cairn_window_get_lesson_plan (CairnWindow *self)
{
  return cairn_lesson_controller_get_plan (cairn_window_get_lessons (self));
}

CairnLessonPanel *
cairn_window_get_lesson_panel (CairnWindow *self)
{
  return cairn_lesson_controller_get_panel (cairn_window_get_lessons (self));
}
