/* test-tictactoe-page.c — tic-tac-toe's page of the position editor
 * (src/app/games/tictactoe/cairn-tictactoe-page.c), without a window: an
 * edit of the board makes the side to move the one whose turn the marks
 * say it is; the side buttons still override it; a position set from
 * outside shows on the board and the buttons without "changed"; and the
 * cell numbers reach the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-page.h"
#include "cairn-game-tictactoe.h"
#include "cairn-tictactoe-editor.h"
#include "cairn-tictactoe-page.h"
#include "gui-util.h"

typedef struct {
  GtkWidget *page;
  guint      changes;
} Page;

static void
count (guint *n)
{
  (*n)++;
}

static gpointer
part (Page       *p,
      const char *name)
{
  return gtk_widget_get_template_child (p->page, CAIRN_TYPE_TICTACTOE_PAGE, name);
}

static char *
text_of (Page *p)
{
  CairnPosition shown;
  g_autofree char *cells = NULL;

  cairn_game_page_get_position (CAIRN_GAME_PAGE (p->page), &shown);
  cells = cairn_position_to_string (&shown);
  return g_strdup_printf ("%s %s", cells, shown.to_move == CAIRN_SIDE_X ? "x" : "o");
}

static void
page_new (Page *p)
{
  p->page = g_object_ref_sink (g_object_new (CAIRN_TYPE_TICTACTOE_PAGE, NULL));
  p->changes = 0;
  g_signal_connect_swapped (p->page, "changed", G_CALLBACK (count), &p->changes);
}

static void
click (Page  *p,
       guint  cell)
{
  g_signal_emit_by_name (cairn_tictactoe_editor_get_cell (part (p, "board"), cell), "clicked");
}

static void
test_edits (void)
{
  Page p;
  char *text;

  page_new (&p);
  text = text_of (&p);
  g_assert_cmpstr (text, ==, "......... x");
  g_free (text);

  /* X in the centre: O's turn, as the marks say. */
  click (&p, 4);
  text = text_of (&p);
  g_assert_cmpstr (text, ==, "....X.... o");
  g_free (text);
  g_assert_true (gtk_toggle_button_get_active (part (&p, "o_to_move")));
  g_assert_cmpuint (p.changes, ==, 1);

  /* The buttons override the marks: X to move again. */
  gtk_toggle_button_set_active (part (&p, "x_to_move"), TRUE);
  text = text_of (&p);
  g_assert_cmpstr (text, ==, "....X.... x");
  g_free (text);
  g_assert_cmpuint (p.changes, ==, 2);
  /* The button already on: nothing new. */
  gtk_toggle_button_set_active (part (&p, "x_to_move"), TRUE);
  g_assert_cmpuint (p.changes, ==, 2);

  /* A second click makes the centre O: one O, no X, so X's turn. */
  click (&p, 4);
  text = text_of (&p);
  g_assert_cmpstr (text, ==, "....O.... x");
  g_free (text);
  g_assert_cmpuint (p.changes, ==, 3);
  g_object_unref (p.page);
}

static void
test_set_position (void)
{
  Page p;
  CairnPosition pitfall;
  char *text;

  page_new (&p);
  g_assert_true (cairn_position_parse_game (&cairn_game_tictactoe, "...O.X...", "x", &pitfall, NULL));
  cairn_game_page_set_position (CAIRN_GAME_PAGE (p.page), &pitfall);
  g_assert_cmpuint (p.changes, ==, 0);
  text = text_of (&p);
  g_assert_cmpstr (text, ==, "...O.X... x");
  g_free (text);
  g_assert_true (gtk_toggle_button_get_active (part (&p, "x_to_move")));
  g_assert_false (gtk_toggle_button_get_active (part (&p, "o_to_move")));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (cairn_tictactoe_editor_get_cell (part (&p, "board"), 5))), ==, "X");

  cairn_game_page_set_square_names (CAIRN_GAME_PAGE (p.page), TRUE);
  g_assert_true (cairn_tictactoe_editor_get_show_numbers (part (&p, "board")));
  cairn_game_page_set_square_names (CAIRN_GAME_PAGE (p.page), FALSE);
  g_assert_false (cairn_tictactoe_editor_get_show_numbers (part (&p, "board")));
  g_object_unref (p.page);
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/tictactoe-page/edits", test_edits);
  g_test_add_func ("/tictactoe-page/set-position", test_set_position);
  return gui_test_run ();
}
