/* test-chess-page.c — the chess page of the position editor (src/app/
 * games/chess/cairn-chess-page.c) in the window, under a private Xvfb:
 * FEN typed in, the castling ticks and what the board allows of them, a
 * right kept while its rook is away, and the presets' exact positions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "gui-chess.h"

typedef GuiFixture Fixture;

static void
test_fen (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (20);

  set_fen (f->win, "8/8/3k4/3P4/3K4/8/8/8 b - - 0 1");
  before = fen (f->win);
  g_assert_cmpstr (before, ==, "8/8/3k4/3P4/3K4/8/8/8 b - - 0 1");
  g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, black_to_move)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, fen_error))));

  /* Bad text: the reason shows, the board keeps its position. */
  set_fen (f->win, "8/8/3k4/3P4/3K4/8/8 w - -");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, fen_error))));
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, fen_error)), !=, "");
  after = fen (f->win);
  g_assert_cmpstr (after, ==, before);
  g_assert_null (cairn_window_get_position_error (f->win));

  /* Touching kings are refused with the core's reason. */
  set_fen (f->win, "8/8/8/3kK3/8/8/4P3/8 w - - 0 1");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, fen_error))));

  /* A good one again clears the message; the side buttons follow. */
  set_fen (f->win, LONE_PAWN);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (f->win, GtkLabel, fen_error))));
  g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, white_to_move)));
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, black_to_move), TRUE);
  gui_spin (20);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (GUI_PART (f->win, GtkEntry, fen_entry))), ==,
                   "8/8/8/4k3/8/8/4P3/4K3 b - - 0 1");
}

/* The castling check buttons edit the FEN.  A right the board does not
 * allow (its king or rook is not at home) cannot be ticked: its button is
 * greyed, and its tooltip says what it needs. */
static void
test_castling (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *text = NULL;
  const char *tip;

  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (20);
  set_fen (f->win, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  g_assert_true (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, castle_wk)));
  g_assert_true (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, castle_wq)));
  g_assert_true (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, castle_bk)));
  g_assert_true (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, castle_bq)));

  gtk_check_button_set_active (GUI_PART (f->win, GtkCheckButton, castle_wk), FALSE);
  gui_spin (20);
  text = fen (f->win);
  g_assert_cmpstr (text, ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 0 1");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (GUI_PART (f->win, GtkEntry, fen_entry))), ==, text);
  g_assert_null (cairn_window_get_position_error (f->win));
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 2);

  /* No white rook on h1: K is greyed, unticked, and says why. */
  set_fen (f->win, "r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1");
  g_assert_false (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, castle_wk)));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkCheckButton, castle_wk))));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkCheckButton, castle_wq))));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkCheckButton, castle_bk))));
  g_assert_true (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, castle_bq)));
  tip = gtk_widget_get_tooltip_text (GTK_WIDGET (GUI_PART (f->win, GtkCheckButton, castle_wk)));
  g_assert_nonnull (strstr (tip, "white rook on h1"));
  g_assert_null (cairn_window_get_position_error (f->win));
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 2);

  /* A rook on h1 makes K possible: the button comes back, unticked
   * (nobody asked for the right), with its usual tooltip. */
  gtk_widget_grab_focus (square (f->win, "h1"));
  gui_key ("R");
  GUI_WAIT_FOR (piece_at (f->win, "h1") == CAIRN_PIECE_WHITE_ROOK);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkCheckButton, castle_wk))));
  g_assert_false (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, castle_wk)));
  tip = gtk_widget_get_tooltip_text (GTK_WIDGET (GUI_PART (f->win, GtkCheckButton, castle_wk)));
  g_assert_cmpstr (tip, ==, "White may still castle king side (FEN K): the king on e1, a rook on h1");
  g_clear_pointer (&text, g_free);
  text = fen (f->win);
  g_assert_cmpstr (text, ==, "r3k2r/8/8/8/8/8/8/4K2R w kq - 0 1");
}

/* A right the user ticked is not forgotten while its rook or king is
 * away: taking the rook off greys the tick (the FEN drops the right, as
 * the board no longer allows it), and putting the rook back brings the
 * right back; editing other squares meanwhile changes nothing. */
static void
test_castling_kept (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *text = NULL;

  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (20);
  set_fen (f->win, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");

  gtk_widget_grab_focus (square (f->win, "h1"));
  gui_key ("Delete");
  GUI_WAIT_FOR (piece_at (f->win, "h1") == CAIRN_PIECE_NONE);
  text = fen (f->win);
  g_assert_cmpstr (text, ==, "r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 1");
  g_assert_null (cairn_window_get_position_error (f->win));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkCheckButton, castle_wk))));
  g_assert_true (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, castle_wk)));

  /* An unrelated square: nothing about castling changes. */
  gtk_widget_grab_focus (square (f->win, "d4"));
  gui_key ("N");
  GUI_WAIT_FOR (piece_at (f->win, "d4") == CAIRN_PIECE_WHITE_KNIGHT);
  g_clear_pointer (&text, g_free);
  text = fen (f->win);
  g_assert_cmpstr (text, ==, "r3k2r/8/8/8/3N4/8/8/R3K3 w Qkq - 0 1");
  g_assert_true (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, castle_wk)));

  /* The rook back on h1: K is in force again. */
  gtk_widget_grab_focus (square (f->win, "h1"));
  gui_key ("R");
  GUI_WAIT_FOR (piece_at (f->win, "h1") == CAIRN_PIECE_WHITE_ROOK);
  g_clear_pointer (&text, g_free);
  text = fen (f->win);
  g_assert_cmpstr (text, ==, "r3k2r/8/8/8/3N4/8/8/R3K2R w KQkq - 0 1");
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkCheckButton, castle_wk))));
  g_assert_true (gtk_check_button_get_active (GUI_PART (f->win, GtkCheckButton, castle_wk)));

  /* The king away and back keeps both of its side's rights, and the
   * side to move changing meanwhile does not drop them. */
  gtk_widget_grab_focus (square (f->win, "e8"));
  gui_key ("Delete");
  GUI_WAIT_FOR (piece_at (f->win, "e8") == CAIRN_PIECE_NONE);
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, black_to_move), TRUE);
  gui_spin (20);
  gtk_widget_grab_focus (square (f->win, "e8"));
  gui_key ("k");
  GUI_WAIT_FOR (piece_at (f->win, "e8") == CAIRN_PIECE_BLACK_KING);
  g_clear_pointer (&text, g_free);
  text = fen (f->win);
  g_assert_cmpstr (text, ==, "r3k2r/8/8/8/3N4/8/8/R3K2R b KQkq - 0 1");

  /* Unticking a greyed right (from code: the user cannot) forgets it. */
  gtk_widget_grab_focus (square (f->win, "a1"));
  gui_key ("Delete");
  GUI_WAIT_FOR (piece_at (f->win, "a1") == CAIRN_PIECE_NONE);
  gtk_check_button_set_active (GUI_PART (f->win, GtkCheckButton, castle_wq), FALSE);
  gui_spin (20);
  gtk_widget_grab_focus (square (f->win, "a1"));
  gui_key ("R");
  GUI_WAIT_FOR (piece_at (f->win, "a1") == CAIRN_PIECE_WHITE_ROOK);
  g_clear_pointer (&text, g_free);
  text = fen (f->win);
  g_assert_cmpstr (text, ==, "r3k2r/8/8/8/3N4/8/8/R3K2R b Kkq - 0 1");

  /* A new position from the FEN brings its own rights: nothing kept. */
  set_fen (f->win, "r3k2r/8/8/8/8/8/8/4K3 w - - 0 1");
  gtk_widget_grab_focus (square (f->win, "h1"));
  gui_key ("R");
  GUI_WAIT_FOR (piece_at (f->win, "h1") == CAIRN_PIECE_WHITE_ROOK);
  g_clear_pointer (&text, g_free);
  text = fen (f->win);
  g_assert_cmpstr (text, ==, "r3k2r/8/8/8/8/8/8/4K2R w - - 0 1");
}

/* Each preset loads its exact position, depth and R, and has a tooltip. */
static void
test_presets (Fixture       *f,
              gconstpointer  data)
{
  static const struct { const char *name, *fen; guint depth, reduction; } presets[] = {
    { "start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 2 },
    { "lone-pawn", LONE_PAWN, 7, 2 },
    { "zugzwang", "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", 7, 1 },
    { "opposition", "8/3k4/8/3K4/3P4/8/8/8 w - - 0 1", 9, 2 },
    { "mate-in-two", "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", 4, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      GtkWidget *button = preset_button (f->win, presets[i].name);
      g_autofree char *text = NULL;
      CairnScenario scenario;

      g_assert_nonnull (button);
      g_assert_nonnull (gtk_widget_get_tooltip_text (button));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.preset", "s", presets[i].name));
      gui_spin (20);
      text = fen (f->win);
      g_assert_cmpstr (text, ==, presets[i].fen);
      cairn_window_get_scenario (f->win, &scenario);
      g_assert_cmpuint (scenario.depth, ==, presets[i].depth);
      g_assert_cmpuint (scenario.reduction, ==, presets[i].reduction);
      g_assert_null (cairn_window_get_position_error (f->win));
    }
  g_assert_nonnull (preset_button (f->win, "kings"));
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

#define ADD(path, fn) \
  g_test_add (path, Fixture, NULL, gui_fixture_setup, fn, gui_fixture_teardown)
  ADD ("/chess-page/fen", test_fen);
  ADD ("/chess-page/castling", test_castling);
  ADD ("/chess-page/castling-kept", test_castling_kept);
  ADD ("/chess-page/presets", test_presets);
#undef ADD

  return gui_test_run ();
}
