/* cairn-lesson-figures.h — a lesson card's figures: what each pane's
 * search does when run to the end, where the card stops it, and what the
 * endgame tables say of the moves, as one text under the card.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-lessons.h"

G_BEGIN_DECLS

char *cairn_lesson_figures_text (const CairnLesson     *lesson,
                                 const CairnLessonPlan *plan);

G_END_DECLS
