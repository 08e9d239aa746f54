/* cairn-tictactoe-editor.h — the 3×3 tic-tac-toe board editor.
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

#define CAIRN_TYPE_TICTACTOE_EDITOR (cairn_tictactoe_editor_get_type ())
G_DECLARE_FINAL_TYPE (CairnTictactoeEditor, cairn_tictactoe_editor, CAIRN, TICTACTOE_EDITOR, GtkWidget)

GtkWidget *cairn_tictactoe_editor_new           (void);
void       cairn_tictactoe_editor_set_position  (CairnTictactoeEditor          *self,
                                      const CairnPosition *position);
void       cairn_tictactoe_editor_get_position  (CairnTictactoeEditor          *self,
                                      CairnPosition       *position);
GtkWidget *cairn_tictactoe_editor_get_cell      (CairnTictactoeEditor          *self,
                                      guint                index);
void       cairn_tictactoe_editor_set_show_numbers (CairnTictactoeEditor *self,
                                                gboolean          show_numbers);
gboolean   cairn_tictactoe_editor_get_show_numbers (CairnTictactoeEditor *self);

G_END_DECLS
