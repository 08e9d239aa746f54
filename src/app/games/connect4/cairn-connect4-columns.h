/* cairn-connect4-columns.h — Connect Four's 7 × 6 board in the position
 * editor: seven column buttons, each drawing its six cells and discs
 * with the painter's discs (red X, yellow O ringed in dark, told apart
 * in grey too).
 *
 * Each column shows its digit under it, as move strings name it (the
 * window's "Cell numbers" has nothing more to add).  A column takes
 * focus and is named "Column 4" for screen readers.  A click, Enter or
 * Space on a column, or the keys 1 to 7 anywhere on the board, is
 * "drop" (the column, 1–7); a right-click, Delete or Backspace is "take"
 * (the column).  The board shows what it is given and never
 * edits it: the page decides what a drop or a take does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-position.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_CONNECT4_COLUMNS (cairn_connect4_columns_get_type ())
G_DECLARE_FINAL_TYPE (CairnConnect4Columns, cairn_connect4_columns, CAIRN, CONNECT4_COLUMNS, GtkWidget)

void       cairn_connect4_columns_set_board        (CairnConnect4Columns *self,
                                                  const CairnBoard   *board);
/* The button of @column (1–7), for tests. */
GtkWidget *cairn_connect4_columns_get_column       (CairnConnect4Columns *self,
                                                  guint               column);

G_END_DECLS
