/* cairn-board-editor.h — the 3×3 board editor.
 *
 * A grid of nine buttons, so every cell takes focus and has an accessible
 * name: a click cycles empty → X → O → empty, a secondary click clears,
 * and the arrow keys, X, O and Delete edit from the keyboard.  The board
 * never judges the position; it emits "changed" and the window does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-position.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_BOARD_EDITOR (cairn_board_editor_get_type ())
G_DECLARE_FINAL_TYPE (CairnBoardEditor, cairn_board_editor, CAIRN, BOARD_EDITOR, GtkWidget)

GtkWidget *cairn_board_editor_new           (void);
void       cairn_board_editor_set_position  (CairnBoardEditor          *self,
                                      const CairnPosition *position);
void       cairn_board_editor_get_position  (CairnBoardEditor          *self,
                                      CairnPosition       *position);
GtkWidget *cairn_board_editor_get_cell      (CairnBoardEditor          *self,
                                      guint                index);
void       cairn_board_editor_set_show_numbers (CairnBoardEditor *self,
                                                gboolean          show_numbers);
gboolean   cairn_board_editor_get_show_numbers (CairnBoardEditor *self);

G_END_DECLS
