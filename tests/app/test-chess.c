/* test-chess.c — chess in the window, under a private Xvfb: the
 * game switch, the chess board editor by real clicks, FEN entry, a search
 * stepped, run and finished to the core's figures, the study and exports.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cairn-chess-board.h"
#include "cairn-chess-editor.h"
#include "cairn-export-dialog.h"
#include "cairn-game-tictactoe.h"
#include "cairn-games.h"
#include "cairn-scenario.h"
#include "cairn-search.h"
#include "cairn-study.h"
#include "cairn-sweep.h"
#include "cairn-window.h"
#include "gui-util.h"

#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"

typedef GuiFixture Fixture;

static char *
fen (CairnWindow *win)
{
  CairnPosition p;

  cairn_window_get_position (win, &p);
  g_assert_true (cairn_position_game (&p) == cairn_games_lookup ("pawns", NULL));
  return cairn_position_to_string (&p);
}

static void
set_fen (CairnWindow *win,
         const char  *text)
{
  gui_set_fen (win, text);
  gui_spin (20);
}

static void
test_switch (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);
  CairnPosition p;
  g_autofree char *first = NULL;
  g_autofree char *again = NULL;
  g_autofree char *game = NULL;

  /* Tic-tac-toe: an X in the centre. */
  gui_set_scenario (f->win, "....X....", "o", 5, 3, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe)));

  /* To pawn endings: the chess editor shows, the depth may go to 12. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (20);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GUI_PART (f->win, GtkStack, position_stack)), ==, "chess");
  first = fen (f->win);
  g_assert_cmpstr (first, ==, LONE_PAWN);
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (GUI_PART (f->win, GtkSpinButton, depth))), ==, 12);
  game = g_settings_get_string (settings, "game");
  g_assert_cmpstr (game, ==, "chess");
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 2);
  set_fen (f->win, "4k3/8/8/8/3p4/8/8/4K3 b - - 0 1");
  g_assert_null (cairn_window_get_position_error (f->win));

  /* Back: the X is still in the centre, O to move. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
  gui_spin (20);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GUI_PART (f->win, GtkStack, position_stack)), ==, "tictactoe");
  cairn_window_get_position (f->win, &p);
  g_assert_true (cairn_position_game (&p) == cairn_games_default ());
  g_assert_cmpint (cairn_position_get_cell (&p, 4), ==, CAIRN_CELL_X);
  g_assert_cmpint (p.to_move, ==, CAIRN_SIDE_O);
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (GUI_PART (f->win, GtkSpinButton, depth))), ==, 9);
  g_clear_pointer (&game, g_free);
  game = g_settings_get_string (settings, "game");
  g_assert_cmpstr (game, ==, "tictactoe");

  /* And again: the pawn position as it was left. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (20);
  again = fen (f->win);
  g_assert_cmpstr (again, ==, "4k3/8/8/8/3p4/8/8/4K3 b - - 0 1");

  /* A saved pawn scenario opens in its own game, from tic-tac-toe. */
  {
    g_autofree char *dir = g_dir_make_tmp ("cairn-pawns-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (dir, "zugzwang.cairn", NULL);
    g_autoptr (GError) error = NULL;
    g_autofree char *loaded = NULL;
    CairnScenario saved, read;

    cairn_window_get_scenario (f->win, &saved);
    g_assert_true (cairn_scenario_save_file (&saved, path, &error));
    gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
    gui_spin (20);
    g_assert_true (cairn_scenario_load_file (&read, path, NULL, &error));
    cairn_window_set_scenario (f->win, &read);
    g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, game_chess)));
    loaded = fen (f->win);
    g_assert_cmpstr (loaded, ==, "4k3/8/8/8/3p4/8/8/4K3 b - - 0 1");
    g_remove (path);
    g_rmdir (dir);
  }

  /* A scenario opens in its own game. */
  gui_set_scenario (f->win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe)));
  gui_set_scenario (f->win, LONE_PAWN, NULL, 11, 2, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  g_assert_true (gtk_toggle_button_get_active (GUI_PART (f->win, GtkToggleButton, game_chess)));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GUI_PART (f->win, GtkSpinButton, depth)), ==, 11);
  g_assert_cmpuint (cairn_stepper_get_n_searches (cairn_window_get_stepper (f->win)), ==, 2);
}

static GtkWidget *
square (CairnWindow *win,
        const char  *name)
{
  return cairn_chess_editor_get_square (GUI_PART (win, CairnChessEditor, chess_board), (guint) (name[0] - 'a'), (guint) ('8' - name[1]));
}

static CairnPiece
piece_at (CairnWindow *win,
          const char  *name)
{
  CairnPosition p;

  cairn_window_get_position (win, &p);
  return cairn_position_game (&p)->piece_at (&p.board, (guint) (name[0] - 'a'), (guint) ('8' - name[1]));
}

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

/* The button of preset @name, found depth first through the window. */
static GtkWidget *
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

/* The greyed scoring choice shows the game's own win score, and the
 * Opposition preset loads the mutual zugzwang its tooltip describes. */
static void
test_scoring_and_presets (Fixture       *f,
                          gconstpointer  data)
{
  GListModel *scorings = gtk_drop_down_get_model (GUI_PART (f->win, GtkDropDown, scoring));
  const CairnGame *pawns = cairn_games_lookup ("pawns", NULL);
  g_autofree char *sound = g_strdup_printf ("Sound: mate = %d − ply", pawns->win_score);
  g_autofree char *opposition = NULL;
  const char *tip;
  CairnScenario scenario;

  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (scorings), CAIRN_SCORING_SOUND), ==,
                   "Sound: win = 1000 − ply");
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_chess), TRUE);
  gui_spin (20);
  g_assert_cmpint (pawns->win_score, ==, 30000);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, scoring))));
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (f->win, GtkDropDown, scoring)), ==, CAIRN_SCORING_SOUND);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (scorings), CAIRN_SCORING_SOUND), ==, sound);
  g_assert_nonnull (strstr (gtk_widget_get_tooltip_text (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, scoring))), "(30000 − ply)"));
  /* Back to tic-tac-toe: its own sound score, and a choice again. */
  gtk_toggle_button_set_active (GUI_PART (f->win, GtkToggleButton, game_tictactoe), TRUE);
  gui_spin (20);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (GUI_PART (f->win, GtkDropDown, scoring))));
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (scorings), CAIRN_SCORING_SOUND), ==,
                   "Sound: win = 1000 − ply");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.preset", "s", "opposition"));
  gui_spin (20);
  opposition = fen (f->win);
  g_assert_cmpstr (opposition, ==, "8/3k4/8/3K4/3P4/8/8/8 w - - 0 1");
  cairn_window_get_scenario (f->win, &scenario);
  g_assert_cmpuint (scenario.depth, ==, 9);
  g_assert_cmpuint (scenario.reduction, ==, 2);
  /* Its tooltip, as the button shows it. */
  tip = gtk_widget_get_tooltip_text (preset_button (f->win, "opposition"));
  g_assert_nonnull (tip);
  g_assert_nonnull (strstr (tip, "Kd5 and Pd4 against Kd7, a mutual zugzwang: with White to move it is a draw"));
  g_assert_nonnull (strstr (tip, "with Black to move White wins"));
  /* Depth 12 shows the queen only with Black to move, not on the
   * preset's side; searched here as the tooltip says. */
  g_assert_nonnull (strstr (tip, "With Black to move, plain alpha-beta sees the pawn queen from depth 12; "
                                 "the preset, White to move, searches depth 9, R 2"));
  {
    static const struct { const char *side; guint depth; int value; } seen[] = {
      { "b", 11, 150 }, { "b", 12, 900 }, { "w", 12, 140 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (seen); i++)
      {
        g_autofree char *text = g_strdup_printf ("8/3k4/8/3K4/3P4/8/8/8 %s - - 0 1", seen[i].side);
        CairnPosition position;
        CairnSettings settings;
        CairnCounters counters;

        g_assert_true (cairn_position_parse (text, NULL, &position, NULL));
        cairn_scenario_get_settings (&scenario, 0, &settings);
        settings.mode = CAIRN_MODE_PLAIN;
        settings.depth = seen[i].depth;
        cairn_search_count (&position, &settings, &counters);
        g_assert_cmpint (counters.value, ==, seen[i].value);
      }
  }
}

/* The switch reads the two games' names. */
static void
test_switch_labels (Fixture       *f,
                    gconstpointer  data)
{
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (GUI_PART (f->win, GtkToggleButton, game_tictactoe))), ==, "Tic-tac-toe");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (GUI_PART (f->win, GtkToggleButton, game_chess))), ==, "Chess");
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

/* CHESS-RULES.md §9's figures, through Step, Run and Finish. */
static void
test_search (Fixture       *f,
             gconstpointer  data)
{
  CairnCounters l, r;
  g_autofree char *inspector = NULL;

  gui_set_scenario (f->win, LONE_PAWN, NULL, 7, 2, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  for (guint k = 1; k <= 3; k++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step", NULL));
      GUI_WAIT_FOR (cairn_window_get_moment (f->win) == k);
    }
  g_assert_cmpuint (gui_counters (f->win, 0).nodes, ==, 3);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.run-pause", NULL));
  /* Not a fixed 200 ms: at a load of 18 on two cores Run had not stepped
   * yet by then. */
  GUI_WAIT_FOR (cairn_window_get_moment (f->win) > 3);
  gui_finish (f->win);

  l = gui_counters (f->win, 0);
  r = gui_counters (f->win, 1);
  g_assert_cmpuint (l.nodes, ==, 20689);
  g_assert_cmpuint (l.cutoffs, ==, 1544);
  g_assert_cmpint (l.value, ==, 120);
  g_assert_cmpuint (r.nodes, ==, 7398);
  g_assert_cmpuint (r.null_probes, ==, 138);
  g_assert_cmpuint (r.null_prunes, ==, 17);
  g_assert_cmpint (r.value, ==, 120);
  g_assert_cmpint (l.best_move, ==, r.best_move);
  g_assert_null (cairn_window_get_warning (f->win));
  g_assert_nonnull (strstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)), "plays Kd2"));
  g_assert_nonnull (strstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, summary)), "20,689"));

  /* The inspector speaks chess: the line from the root, White and Black. */
  cairn_pane_select_node (cairn_window_get_pane (f->win, 1), 2);
  inspector = cairn_pane_get_inspector_text (cairn_window_get_pane (f->win, 1));
  g_assert_nonnull (strstr (inspector, "Node 2 (1. "));
  g_test_message ("%s", inspector);
  g_assert_nonnull (strstr (inspector, " is to move and picks the "));
  g_assert_null (strstr (inspector, " X "));
}

/* Plain alpha-beta sees a queen that null-move pruning misses; the banner
 * says so in chess words and its buttons show both moves. */
static void
test_banner (Fixture       *f,
             gconstpointer  data)
{
  const char *warning;
  const CairnTree *tree;

  gui_set_scenario (f->win, "8/8/8/2P5/4k3/1K6/8/8 w - - 0 1", NULL, 5, 1, FALSE,
                    CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (f->win);
  warning = cairn_window_get_warning (f->win);
  g_assert_nonnull (warning);
  /* c6 queens (900 at the horizon; the pawn game called it a win). */
  g_assert_cmpstr (warning, ==, "The searches disagree: plain alpha-beta plays c6 (value 900), "
                   "but null-move pruning plays Kc4 (value 150).");
  g_assert_null (strstr (warning, "cell"));
  g_assert_true (gtk_widget_get_visible (GUI_PART (f->win, GtkWidget, warning_banner)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.jump", "u", 1));
  tree = gui_tree (f->win, 0);
  g_assert_cmpint (cairn_tree_get (tree, cairn_view_state_get_selected_node (
                     cairn_pane_get_view_state (cairn_window_get_pane (f->win, 0))))->move, ==,
                   gui_counters (f->win, 1).best_move);
}

static void
test_study (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr (GArray) depths = cairn_sweep_range (1, 9);
  g_autoptr (GArray) reductions = cairn_sweep_range (1, 4);
  g_autoptr (CairnSweep) want = NULL;
  const CairnSweep *got;
  CairnStudy *study;
  CairnSettings base;
  CairnPosition position;
  guint adaptive = CAIRN_REDUCTION_ADAPTIVE;

  /* R 1 to 4, then adaptive R. */
  g_array_append_val (reductions, adaptive);
  gui_set_scenario (f->win, "8/8/3k4/3P4/3K4/8/8/8 w - - 0 1", NULL, 5, 2, FALSE,
                    CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  cairn_window_get_position (f->win, &position);
  study = CAIRN_STUDY (cairn_window_open_study (f->win));
  GUI_WAIT_FOR (!cairn_study_is_busy (study) && cairn_study_get_sweep (study) != NULL);
  /* A quick sweep can end before the study is first laid out, and a chart
   * of no size has no point to hover. */
  gtk_test_widget_wait_for_draw (GTK_WIDGET (study));
  got = cairn_study_get_sweep (study);

  cairn_settings_init_default (&base);
  want = cairn_sweep_compute (&position, &base, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, depths, reductions);
  g_assert_true (cairn_position_equal (&got->position, &position));
  g_assert_cmpuint (got->depths->len, ==, 9);
  g_assert_cmpuint (got->reductions->len, ==, 5);
  g_assert_cmpmem (got->baseline, 9 * sizeof (CairnCounters), want->baseline, 9 * sizeof (CairnCounters));
  g_assert_cmpmem (got->cells, 45 * sizeof (CairnCounters), want->cells, 45 * sizeof (CairnCounters));
  {
    g_autofree char *tip = NULL;
    GtkWidget *chart = cairn_study_get_chart (study);
    int w = gtk_widget_get_width (chart), h = gtk_widget_get_height (chart);

    /* Somewhere over the chart a tooltip names moves in SAN, not cells. */
    for (int y = 0; y < h && tip == NULL; y += 4)
      for (int x = 0; x < w && tip == NULL; x += 4)
        tip = cairn_study_describe_at (study, x, y);
    g_assert_nonnull (tip);
    g_assert_null (strstr (tip, "cell"));
  }
  gtk_window_destroy (GTK_WINDOW (study));
  gui_spin (20);
}

static void
test_export (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-pawns-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "both.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "left.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "right.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  CairnExportOptions options;

  gui_set_scenario (f->win, LONE_PAWN, NULL, 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (f->win);
  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_PNG;
  gui_assert_export (f->win, png, CAIRN_EXPORT_BOTH, &options, "\x89PNG");
  texture = gdk_texture_new_from_filename (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), >, 100);

  options.format = CAIRN_EXPORT_SVG;
  options.theme = CAIRN_THEME_PRINT;
  gui_assert_export (f->win, svg, CAIRN_EXPORT_LEFT, &options, "<svg");

  options.format = CAIRN_EXPORT_PDF;
  gui_assert_export (f->win, pdf, CAIRN_EXPORT_RIGHT, &options, "%PDF");

  g_remove (png);
  g_remove (svg);
  g_remove (pdf);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

#define ADD(path, fn) \
  g_test_add (path, Fixture, NULL, gui_fixture_setup, fn, gui_fixture_teardown)
  ADD ("/chess/switch", test_switch);
  ADD ("/chess/clicks", test_clicks);
  ADD ("/chess/fen", test_fen);
  ADD ("/chess/scoring-and-presets", test_scoring_and_presets);
  ADD ("/chess/switch-labels", test_switch_labels);
  ADD ("/chess/pieces", test_pieces);
  ADD ("/chess/castling", test_castling);
  ADD ("/chess/castling-kept", test_castling_kept);
  ADD ("/chess/presets", test_presets);
  ADD ("/chess/search", test_search);
  ADD ("/chess/banner", test_banner);
  ADD ("/chess/study", test_study);
  ADD ("/chess/export", test_export);
#undef ADD

  return gui_test_run ();
}
