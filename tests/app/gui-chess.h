/* gui-chess.h — what the chess window tests share (test-chess-editor.c,
 * test-chess-page.c, test-chess-window.c): the window's position as FEN,
 * a FEN typed in, a square of the board editor, the man on a square, a
 * preset's button.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-chess-board.h"
#include "cairn-chess-editor.h"
#include "cairn-games.h"
#include "cairn-window.h"
#include "gui-util.h"

#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"

static inline char *
fen (CairnWindow *win)
{
  CairnPosition p;

  cairn_window_get_position (win, &p);
  g_assert_true (cairn_position_game (&p) == cairn_games_lookup ("pawns", NULL));
  return cairn_position_to_string (&p);
}

static inline void
set_fen (CairnWindow *win,
         const char  *text)
{
  gui_set_fen (win, text);
  gui_spin (20);
}

static inline GtkWidget *
square (CairnWindow *win,
        const char  *name)
{
  return cairn_chess_editor_get_square (GUI_PART (win, CairnChessEditor, chess_board), (guint) (name[0] - 'a'), (guint) ('8' - name[1]));
}

static inline CairnPiece
piece_at (CairnWindow *win,
          const char  *name)
{
  CairnPosition p;

  cairn_window_get_position (win, &p);
  return cairn_position_game (&p)->piece_at (&p.board, (guint) (name[0] - 'a'), (guint) ('8' - name[1]));
}

/* The button of preset @name, found depth first through the window. */
static inline GtkWidget *
preset_button (CairnWindow *win,
               const char  *name)
{
  for (GtkWidget *w = gtk_widget_get_first_child (GTK_WIDGET (win)); w != NULL; )
    {
      GVariant *v = GTK_IS_ACTIONABLE (w) ? gtk_actionable_get_action_target_value (GTK_ACTIONABLE (w)) : NULL;
      const char *action = GTK_IS_ACTIONABLE (w) ? gtk_actionable_get_action_name (GTK_ACTIONABLE (w)) : NULL;

      if (v != NULL && g_variant_is_of_type (v, G_VARIANT_TYPE_STRING) &&
          g_strcmp0 (action, "win.preset") == 0 && g_str_equal (g_variant_get_string (v, NULL), name))
        return w;
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && gtk_widget_get_next_sibling (w) == NULL)
            {
              w = gtk_widget_get_parent (w);
              if (w == GTK_WIDGET (win))
                w = NULL;
            }
          if (w != NULL)
            w = gtk_widget_get_next_sibling (w);
        }
    }
  return NULL;
}
