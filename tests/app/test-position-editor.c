/* test-position-editor.c — the position editor and its pages a game,
 * without a window: one page a registered game, taken from the table of
 * pages (src/app/games/cairn-game-pages.c) in the registry's order; only
 * the shown game's page edits the position; the square names reach the
 * page that has them.  (A game without a page of its own is edited as
 * text: test-game-text-page.c.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess-page.h"
#include "cairn-game-page.h"
#include "cairn-game-pages.h"
#include "cairn-game-text-page.h"
#include "cairn-games.h"
#include "cairn-position-editor.h"
#include "cairn-tictactoe-editor.h"
#include "cairn-tictactoe-page.h"
#include "gui-util.h"

static CairnPositionEditor *
editor_new (void)
{
  return g_object_ref_sink (g_object_new (CAIRN_TYPE_POSITION_EDITOR, NULL));
}

static void
count (guint *n)
{
  (*n)++;
}

static CairnPosition
parsed (const char *game_id,
        const char *text)
{
  CairnPosition position;

  g_assert_true (cairn_position_parse_game (cairn_games_lookup (game_id, NULL), text, NULL, &position, NULL));
  return position;
}

/* The table's lines: the two games with pages of their own. */
static void
test_table (void)
{
  const CairnGamePageInfo *ttt = cairn_game_pages_lookup ("tictactoe");
  const CairnGamePageInfo *chess = cairn_game_pages_lookup ("chess");

  g_assert_nonnull (ttt);
  g_assert_true (ttt->get_type () == CAIRN_TYPE_TICTACTOE_PAGE);
  g_assert_cmpstr (ttt->title, ==, "Teach on tic-tac-toe: small trees, no zugzwang");
  g_assert_nonnull (chess);
  g_assert_true (chess->get_type () == CAIRN_TYPE_CHESS_PAGE);
  g_assert_cmpstr (chess->title, ==, "Teach on chess, by its full rules, where zugzwang is real");
  g_assert_true (g_type_is_a (ttt->get_type (), CAIRN_TYPE_GAME_PAGE));
  g_assert_true (g_type_is_a (chess->get_type (), CAIRN_TYPE_GAME_PAGE));
  g_assert_null (cairn_game_pages_lookup ("no-such-game"));
}

/* The stack holds exactly one page a registered game, named by its id,
 * in the registry's order: the table's page where the game has a line,
 * the text page where it has none; the switch's button of each game has
 * the page's title (or the game's label) as its tooltip. */
static void
test_pages_from_table (void)
{
  CairnPositionEditor *editor = editor_new ();
  GtkStack *stack = GTK_STACK (cairn_position_editor_get_part (editor, "position_stack"));
  const CairnGame * const *games = cairn_games_list ();
  GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (stack));
  guint n = 0;

  for (; games[n] != NULL; n++, page = gtk_widget_get_next_sibling (page))
    {
      const CairnGamePageInfo *info = cairn_game_pages_lookup (games[n]->id);
      g_autofree char *button_id = g_strconcat ("game_", games[n]->id, NULL);
      GtkWidget *button = GTK_WIDGET (cairn_position_editor_get_part (editor, button_id));
      const char *title = info != NULL ? info->title : games[n]->label;

      g_assert_nonnull (page);
      g_assert_true (page == gtk_stack_get_child_by_name (stack, games[n]->id));
      g_assert_true (G_OBJECT_TYPE (page) == (info != NULL ? info->get_type () : CAIRN_TYPE_GAME_TEXT_PAGE));
      g_assert_cmpstr (gtk_stack_page_get_title (gtk_stack_get_page (stack, page)), ==, title);
      g_assert_true (GTK_IS_TOGGLE_BUTTON (button));
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, games[n]->label);
      g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, title);
    }
  /* No page beyond the registry's. */
  g_assert_null (page);
  g_assert_cmpuint (n, >=, 2);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, cairn_games_default ()->id);
  g_object_unref (editor);
}

/* A position shown picks its game's button and page; an edit on that
 * page is the editor's, one on a hidden page is not. */
static void
test_edits (void)
{
  CairnPositionEditor *editor = editor_new ();
  GtkStack *stack = GTK_STACK (cairn_position_editor_get_part (editor, "position_stack"));
  GtkEntry *fen = GTK_ENTRY (cairn_position_editor_get_part (editor, "fen_entry"));
  CairnPosition pawn = parsed ("chess", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
  CairnPosition kings = parsed ("chess", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
  CairnPosition pitfall = parsed ("tictactoe", "...O.X...");
  CairnPosition shown;
  guint edits = 0;

  g_signal_connect_swapped (editor, "position-edited", G_CALLBACK (count), &edits);
  cairn_position_editor_set_position (editor, &pawn);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "chess");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (cairn_position_editor_get_part (editor, "game_chess"))));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (fen)), ==, "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
  g_assert_cmpuint (edits, ==, 0);

  gtk_editable_set_text (GTK_EDITABLE (fen), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
  g_signal_emit_by_name (fen, "activate");
  g_assert_cmpuint (edits, ==, 1);
  cairn_position_editor_get_position (editor, &shown);
  g_assert_true (cairn_position_equal (&shown, &kings));

  /* Tic-tac-toe shown: the chess page, hidden, edits nothing. */
  cairn_position_editor_set_position (editor, &pitfall);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "tictactoe");
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (cairn_position_editor_get_part (editor, "game_tictactoe"))));
  gtk_editable_set_text (GTK_EDITABLE (fen), "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
  g_signal_emit_by_name (fen, "activate");
  g_assert_cmpuint (edits, ==, 1);
  cairn_position_editor_get_position (editor, &shown);
  g_assert_true (cairn_position_equal (&shown, &pitfall));

  /* Its own side buttons do edit it, both ways (on main "O to move"
   * did nothing: only X's button was heard, and it toggles first). */
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (cairn_position_editor_get_part (editor, "o_to_move")), TRUE);
  g_assert_cmpuint (edits, ==, 2);
  cairn_position_editor_get_position (editor, &shown);
  g_assert_cmpint (shown.to_move, ==, CAIRN_SIDE_O);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (cairn_position_editor_get_part (editor, "x_to_move")), TRUE);
  g_assert_cmpuint (edits, ==, 3);
  cairn_position_editor_get_position (editor, &shown);
  g_assert_cmpint (shown.to_move, ==, CAIRN_SIDE_X);
  g_object_unref (editor);
}

/* "Cell numbers" reaches the tic-tac-toe page's board; the chess page,
 * which has no such names, takes no harm. */
static void
test_square_names (void)
{
  CairnPositionEditor *editor = editor_new ();
  CairnTictactoeEditor *board = CAIRN_TICTACTOE_EDITOR (cairn_position_editor_get_part (editor, "board"));

  g_assert_false (cairn_tictactoe_editor_get_show_numbers (board));
  cairn_position_editor_set_show_numbers (editor, TRUE);
  g_assert_true (cairn_tictactoe_editor_get_show_numbers (board));
  cairn_position_editor_set_show_numbers (editor, FALSE);
  g_assert_false (cairn_tictactoe_editor_get_show_numbers (board));
  g_object_unref (editor);
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/position-editor/table", test_table);
  g_test_add_func ("/position-editor/pages-from-table", test_pages_from_table);
  g_test_add_func ("/position-editor/edits", test_edits);
  g_test_add_func ("/position-editor/square-names", test_square_names);
  return gui_test_run ();
}
