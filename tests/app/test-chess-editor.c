/* test-chess-editor.c — the chess board editor (src/app/games/chess/
 * cairn-chess-editor.c) in the window, under a private Xvfb: the palette's
 * twelve men and eraser, real clicks that place, clear (right-click) and
 * drag men, and the keys that move between squares and place or clear.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gui-chess.h"

typedef GuiFixture Fixture;

static void
test_clicks (Fixture       *f,
             gconstpointer  data)
{
  /* The game switch, by a real click. */
  if (gui_skip_without_xdotool (gui_xdotool (GTK_WIDGET (GUI_PART (f->win, GtkToggleButton, game_chess)), "click", 1)))
    return;
  GUI_WAIT_FOR (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, game_chess)));
  g_free (fen (f->win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->win));

  /* Place: the black-pawn tool is chosen by a real click on its button. */
  g_assert_true (gui_xdotool (cairn_chess_editor_get_tool_button (GUI_PART (f->win, CairnChessEditor, chess_board), CAIRN_PIECE_BLACK_PAWN),
                          "click", 1));
  GUI_WAIT_FOR (cairn_chess_editor_get_tool (GUI_PART (f->win, CairnChessEditor, chess_board)) == CAIRN_PIECE_BLACK_PAWN);
  g_assert_true (gui_xdotool (square (f->win, "d6"), "click", 1));
  GUI_WAIT_FOR (piece_at (f->win, "d6") == CAIRN_PIECE_BLACK_PAWN);
  {
    g_autofree char *text = fen (f->win);

    g_assert_cmpstr (text, ==, "8/8/3p4/4k3/8/8/4P3/4K3 w - - 0 1");
    g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (GUI_PART (f->win, GtkEntry, fen_entry))), ==, text);
  }

  /* Clear by a right-click. */
  g_assert_true (gui_xdotool (square (f->win, "d6"), "click", 3));
  GUI_WAIT_FOR (piece_at (f->win, "d6") == CAIRN_PIECE_NONE);

  /* Drag the e2 pawn to e4. */
  g_assert_true (gui_xdotool (square (f->win, "e2"), "mousedown", 1));
  gui_spin (50);
  g_assert_true (gui_xdotool (square (f->win, "e4"), "mouseup", 1));
  GUI_WAIT_FOR (piece_at (f->win, "e4") == CAIRN_PIECE_WHITE_PAWN);
  g_assert_cmpint (piece_at (f->win, "e2"), ==, CAIRN_PIECE_NONE);
  g_assert_null (cairn_window_get_position_error (f->win));

  /* Without the black king the position is illegal: the core's reason
   * shows, and nothing can be searched until it is fixed. */
  g_assert_true (gui_xdotool (square (f->win, "e5"), "click", 3));
  GUI_WAIT_FOR (cairn_window_get_position_error (f->win) != NULL);
  g_assert_nonnull (strstr (cairn_window_get_position_error (f->win), "king"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, position_error))));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkButton, run_button))));
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 0);

  /* The keyboard: K, k, P, p and Delete on the focused square. */
  gtk_widget_grab_focus (square (f->win, "a8"));
  gui_key ("k");
  GUI_WAIT_FOR (piece_at (f->win, "a8") == CAIRN_PIECE_BLACK_KING);
  g_assert_null (cairn_window_get_position_error (f->win));
  gui_key ("Right");
  gui_key ("Down");
  GUI_WAIT_FOR (gtk_widget_has_focus (square (f->win, "b7")));
  gui_key ("p");
  GUI_WAIT_FOR (piece_at (f->win, "b7") == CAIRN_PIECE_BLACK_PAWN);
  gui_key ("Delete");
  GUI_WAIT_FOR (piece_at (f->win, "b7") == CAIRN_PIECE_NONE);
}

/* Twelve men and the eraser; a white knight put by the palette and by
 * the keys N and n, each changing the FEN exactly. */
static void
test_pieces (Fixture       *f,
             gconstpointer  data)
{
  static const CairnPiece all[] = {
    CAIRN_PIECE_WHITE_KING, CAIRN_PIECE_WHITE_QUEEN, CAIRN_PIECE_WHITE_ROOK, CAIRN_PIECE_WHITE_BISHOP,
    CAIRN_PIECE_WHITE_KNIGHT, CAIRN_PIECE_WHITE_PAWN, CAIRN_PIECE_BLACK_KING, CAIRN_PIECE_BLACK_QUEEN,
    CAIRN_PIECE_BLACK_ROOK, CAIRN_PIECE_BLACK_BISHOP, CAIRN_PIECE_BLACK_KNIGHT, CAIRN_PIECE_BLACK_PAWN,
    CAIRN_PIECE_NONE,
  };
  g_autoptr (GHashTable) buttons = g_hash_table_new (NULL, NULL);
  g_autoptr (GBytes) overlay = g_resources_lookup_data ("/io/github/cairn/Cairn/gtk/help-overlay.ui", 0, NULL);
  g_autofree char *shortcuts = g_strndup (g_bytes_get_data (overlay, NULL), g_bytes_get_size (overlay));

  /* The shortcuts window lists every key. */
  g_assert_nonnull (strstr (shortcuts, "&lt;Shift&gt;k &lt;Shift&gt;q &lt;Shift&gt;r &lt;Shift&gt;b "
                                       "&lt;Shift&gt;n &lt;Shift&gt;p"));
  g_assert_nonnull (strstr (shortcuts, ">k q r b n p<"));

  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (20);
  set_fen (f->win, LONE_PAWN);
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      GtkWidget *button = cairn_chess_editor_get_tool_button (GUI_PART (f->win, CairnChessEditor, chess_board), all[i]);

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_get_visible (button));
      g_hash_table_add (buttons, button);
    }
  g_assert_cmpuint (g_hash_table_size (buttons), ==, 13);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cairn_chess_editor_get_tool_button (GUI_PART (f->win, CairnChessEditor, chess_board),
                                                                                    CAIRN_PIECE_BLACK_BISHOP)),
                   ==, "Black bishop");

  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->win));
  if (gui_skip_without_xdotool (gui_xdotool (cairn_chess_editor_get_tool_button (GUI_PART (f->win, CairnChessEditor, chess_board),
                                                                                 CAIRN_PIECE_WHITE_KNIGHT),
                                             "click", 1)))
    return;
  GUI_WAIT_FOR (cairn_chess_editor_get_tool (GUI_PART (f->win, CairnChessEditor, chess_board)) == CAIRN_PIECE_WHITE_KNIGHT);
  g_assert_true (gui_xdotool (square (f->win, "d4"), "click", 1));
  GUI_WAIT_FOR (piece_at (f->win, "d4") == CAIRN_PIECE_WHITE_KNIGHT);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (GUI_PART (f->win, GtkEntry, fen_entry))), ==,
                   "8/8/8/4k3/3N4/8/4P3/4K3 w - - 0 1");

  gtk_widget_grab_focus (square (f->win, "g1"));
  gui_key ("N");
  GUI_WAIT_FOR (piece_at (f->win, "g1") == CAIRN_PIECE_WHITE_KNIGHT);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (GUI_PART (f->win, GtkEntry, fen_entry))), ==,
                   "8/8/8/4k3/3N4/8/4P3/4K1N1 w - - 0 1");
  gtk_widget_grab_focus (square (f->win, "a8"));
  gui_key ("n");
  GUI_WAIT_FOR (piece_at (f->win, "a8") == CAIRN_PIECE_BLACK_KNIGHT);
  gui_key ("Right");
  gui_key ("q");
  GUI_WAIT_FOR (piece_at (f->win, "b8") == CAIRN_PIECE_BLACK_QUEEN);
  gui_key ("Right");
  gui_key ("R");
  GUI_WAIT_FOR (piece_at (f->win, "c8") == CAIRN_PIECE_WHITE_ROOK);
  gui_key ("Right");
  gui_key ("b");
  GUI_WAIT_FOR (piece_at (f->win, "d8") == CAIRN_PIECE_BLACK_BISHOP);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (GUI_PART (f->win, GtkEntry, fen_entry))), ==,
                   "nqRb4/8/8/4k3/3N4/8/4P3/4K1N1 w - - 0 1");
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

#define ADD(path, fn) \
  g_test_add (path, Fixture, NULL, gui_fixture_setup, fn, gui_fixture_teardown)
  ADD ("/chess-editor/clicks", test_clicks);
  ADD ("/chess-editor/pieces", test_pieces);
#undef ADD

  return gui_test_run ();
}
