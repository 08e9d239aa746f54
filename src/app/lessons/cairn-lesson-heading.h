/* cairn-lesson-heading.h — the lesson card's top: its title beside the
 * counter and the buttons where it fits on that row, below them where not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_LESSON_HEADING (cairn_lesson_heading_get_type ())
G_DECLARE_FINAL_TYPE (CairnLessonHeading, cairn_lesson_heading, CAIRN, LESSON_HEADING, GtkWidget)

gboolean cairn_lesson_heading_title_beside (CairnLessonHeading *self);

G_END_DECLS
