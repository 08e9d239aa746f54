/* cairn-room.h — the main column gives way when it is short of room:
 * texts fold, least needed first, so that no text is cut and each tree
 * keeps a readable height (see cairn-room.c).
 *
 * It sees only the parts of the window it measures and folds, handed to
 * it once, and which lesson is shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-window.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_ROOM (cairn_room_get_type ())
G_DECLARE_FINAL_TYPE (CairnRoom, cairn_room, CAIRN, ROOM, GObject)

typedef struct {
  CairnPane         *panes[2];
  GtkScrolledWindow *main_scroller;   /* the column */
  GtkPaned          *split;
  GtkWidget         *lesson_panel;    /* a CairnLessonPanel */
  GtkWidget         *warning_banner;
  GtkLabel          *summary;
  GtkLabel          *tablebase_line;
  GtkLabel          *status_message;
  GtkWidget         *engine_line;
} CairnRoomParts;

CairnRoom *cairn_room_new            (CairnWindow          *window,
                                      const CairnRoomParts *parts);
/* A new lesson: the texts fold as its card and nodes need, whatever the
 * reader chose for the last one. */
void       cairn_room_forget_choices (CairnRoom            *self);
/* No fitting waits to be done. */
gboolean   cairn_room_is_fitted      (CairnRoom            *self);

G_END_DECLS
