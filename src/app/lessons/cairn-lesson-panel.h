/* cairn-lesson-panel.h — the lesson card above the two panes: where the
 * learner is in the lessons, what to look at and why, and the buttons to
 * go on.  It only shows; the window's lesson controller loads the lessons
 * (cairn-lesson-controller.c) and the buttons are its "win." actions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_LESSON_PANEL (cairn_lesson_panel_get_type ())
G_DECLARE_FINAL_TYPE (CairnLessonPanel, cairn_lesson_panel, CAIRN, LESSON_PANEL, GtkWidget)

void        cairn_lesson_panel_show_card   (CairnLessonPanel *self,
                                            guint             index,
                                            const char       *title,
                                            const char       *text);
void        cairn_lesson_panel_set_figures (CairnLessonPanel *self,
                                            const char       *figures);
guint       cairn_lesson_panel_get_index   (CairnLessonPanel *self);
char       *cairn_lesson_panel_get_text    (CairnLessonPanel *self);
GtkExpander *cairn_lesson_panel_get_figures_expander (CairnLessonPanel *self);

G_END_DECLS
