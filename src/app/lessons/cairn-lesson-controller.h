/* cairn-lesson-controller.h — the lessons in a window: which card is
 * shown, its plan, stepping the searches to the card's moment, the next,
 * previous and same card again, and closing, which gives the user's
 * window back as it was.
 *
 * The window owns one and sees it through these functions; the
 * controller sees the window through cairn-window.h alone.  Its actions
 * are the window's "win.lessons", "win.lesson-next", "win.lesson-previous",
 * "win.lesson-replay" and "win.lesson-load" (a card's index), added to
 * the window's action map, so the card's buttons, the menu of cards and
 * the keys (cairn-window-shortcuts.c) reach them by those names.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-lesson-panel.h"
#include "cairn-lessons.h"
#include "cairn-window.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_LESSON_CONTROLLER (cairn_lesson_controller_get_type ())
G_DECLARE_FINAL_TYPE (CairnLessonController, cairn_lesson_controller, CAIRN, LESSON_CONTROLLER, GObject)

/* @window owns the controller and outlives it; its template holds the
 * card (id "lesson_panel"), which starts hidden. */
CairnLessonController *cairn_lesson_controller_new        (CairnWindow           *window);

/* Shows card @index at its moment; the first card shown borrows the
 * window (notes what the lessons change, to be put back on closing). */
void                   cairn_lesson_controller_load       (CairnLessonController *self,
                                                           guint                  index);
/* The next or previous card, or the same one afresh; nothing past either
 * end or before a card is shown. */
void                   cairn_lesson_controller_next       (CairnLessonController *self);
void                   cairn_lesson_controller_previous   (CairnLessonController *self);
void                   cairn_lesson_controller_restart    (CairnLessonController *self);
/* Hides the card and gives the window back.  Nothing when closed. */
void                   cairn_lesson_controller_close      (CairnLessonController *self);
/* The card is shown. */
gboolean               cairn_lesson_controller_is_open    (CairnLessonController *self);

/* The card shown last (it stays after closing, to be opened again), -1
 * before any. */
int                    cairn_lesson_controller_get_index  (CairnLessonController *self);
/* At the card's moment with its nodes selected and framed. */
gboolean               cairn_lesson_controller_is_ready   (CairnLessonController *self);
const CairnLessonPlan *cairn_lesson_controller_get_plan   (CairnLessonController *self);
/* The card's searches' events at their end, while the card stops them
 * short of it; else 0. */
guint64                cairn_lesson_controller_events_at_end (CairnLessonController *self);
CairnLessonPanel      *cairn_lesson_controller_get_panel  (CairnLessonController *self);

G_END_DECLS
