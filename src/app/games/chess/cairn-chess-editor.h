/* cairn-chess-editor.h — the chess board editor of pawn endings.
 *
 * An 8×8 board of focusable squares, each with an accessible name ("e4,
 * white pawn"), file and rank labels, and a palette (white king, black
 * king, white pawn, black pawn, eraser).  A click puts the chosen piece
 * on a square (or takes it off again), a secondary click clears, a drag
 * moves a piece; from the keyboard the arrows move between squares,
 * Enter or Space places the chosen piece, K, k, P and p place that piece,
 * Delete clears.  Like the tic-tac-toe editor it never judges the
 * position: it emits "changed" and the window does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-position.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_CHESS_EDITOR (cairn_chess_editor_get_type ())
G_DECLARE_FINAL_TYPE (CairnChessEditor, cairn_chess_editor, CAIRN, CHESS_EDITOR, GtkWidget)

/* What the palette places; CAIRN_PIECE_NONE is the eraser. */
void        cairn_chess_editor_set_position (CairnChessEditor    *self,
                                             const CairnPosition *position);
void        cairn_chess_editor_get_position (CairnChessEditor    *self,
                                             CairnPosition       *position);
void        cairn_chess_editor_set_tool     (CairnChessEditor    *self,
                                             CairnPiece           piece);
CairnPiece  cairn_chess_editor_get_tool     (CairnChessEditor    *self);
/* The square widget of @column (0 = a) and @row (0 = rank 8, the top). */
GtkWidget  *cairn_chess_editor_get_square   (CairnChessEditor    *self,
                                             guint                column,
                                             guint                row);
/* The palette button of @piece (CAIRN_PIECE_NONE: the eraser). */
GtkWidget  *cairn_chess_editor_get_tool_button (CairnChessEditor *self,
                                                CairnPiece        piece);

G_END_DECLS
