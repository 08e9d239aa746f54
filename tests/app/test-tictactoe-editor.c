/* test-tictactoe-editor.c — the 3×3 board editor (src/app/games/
 * tictactoe/cairn-tictactoe-editor.c), in a window of its own under a
 * private Xvfb: a click cycles a cell empty → X → O → empty and a
 * secondary click clears it, each edit one "changed"; a position set from
 * outside shows without "changed"; each cell's mark, style class,
 * tooltip and accessible name follow it; the keys X, O, Delete edit the
 * focused cell and the arrows move the focus, wrapping within the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-tictactoe.h"
#include "cairn-tictactoe-editor.h"
#include "gui-util.h"

typedef struct {
  GtkWidget            *window;
  CairnTictactoeEditor *editor;
  guint                 changes;
} Board;

static void
count (guint *n)
{
  (*n)++;
}

static void
board_open (Board *b)
{
  b->window = gtk_window_new ();
  b->editor = CAIRN_TICTACTOE_EDITOR (cairn_tictactoe_editor_new ());
  b->changes = 0;
  g_signal_connect_swapped (b->editor, "changed", G_CALLBACK (count), &b->changes);
  gtk_window_set_child (GTK_WINDOW (b->window), GTK_WIDGET (b->editor));
  gtk_window_present (GTK_WINDOW (b->window));
  GUI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (b->editor)));
}

static char *
cells_of (Board *b)
{
  CairnPosition p;
  char text[CAIRN_N_CELLS + 1];

  cairn_tictactoe_editor_get_position (b->editor, &p);
  for (guint i = 0; i < CAIRN_N_CELLS; i++)
    {
      CairnCell c = cairn_position_get_cell (&p, i);

      text[i] = c == CAIRN_CELL_X ? 'X' : c == CAIRN_CELL_O ? 'O' : '.';
    }
  text[CAIRN_N_CELLS] = '\0';
  return g_strdup (text);
}

static void
assert_cell_shows (Board      *b,
                   guint       index,
                   const char *mark,
                   const char *name)
{
  GtkWidget *cell = cairn_tictactoe_editor_get_cell (b->editor, index);

  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (cell)) ? gtk_button_get_label (GTK_BUTTON (cell)) : "", ==, mark);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cell), ==, name);
  g_assert_true (gtk_widget_has_css_class (cell, "x") == g_str_equal (mark, "X"));
  g_assert_true (gtk_widget_has_css_class (cell, "o") == g_str_equal (mark, "O"));
}

static void
test_clicks (void)
{
  Board b;
  GtkWidget *cell;
  GtkGesture *secondary = NULL;
  g_autoptr (GListModel) controllers = NULL;
  g_autofree char *after_x = NULL, *after_o = NULL, *after_clear = NULL;

  board_open (&b);
  assert_cell_shows (&b, 4, "", "Cell 4, empty");
  cell = cairn_tictactoe_editor_get_cell (b.editor, 4);

  g_signal_emit_by_name (cell, "clicked");
  after_x = cells_of (&b);
  g_assert_cmpstr (after_x, ==, "....X....");
  assert_cell_shows (&b, 4, "X", "Cell 4, X");
  g_signal_emit_by_name (cell, "clicked");
  after_o = cells_of (&b);
  g_assert_cmpstr (after_o, ==, "....O....");
  assert_cell_shows (&b, 4, "O", "Cell 4, O");
  g_signal_emit_by_name (cell, "clicked");
  after_clear = cells_of (&b);
  g_assert_cmpstr (after_clear, ==, ".........");
  g_assert_cmpuint (b.changes, ==, 3);

  /* The secondary click clears a cell; on an empty one it changes nothing. */
  g_signal_emit_by_name (cairn_tictactoe_editor_get_cell (b.editor, 8), "clicked");
  cell = cairn_tictactoe_editor_get_cell (b.editor, 8);
  controllers = gtk_widget_observe_controllers (cell);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (c) && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (c)) == GDK_BUTTON_SECONDARY)
        secondary = GTK_GESTURE (c);
    }
  g_assert_nonnull (secondary);
  g_signal_emit_by_name (secondary, "pressed", 1, 10.0, 10.0);
  assert_cell_shows (&b, 8, "", "Cell 8, empty");
  g_assert_cmpuint (b.changes, ==, 5);
  g_signal_emit_by_name (secondary, "pressed", 1, 10.0, 10.0);
  g_assert_cmpuint (b.changes, ==, 5);

  gtk_window_destroy (GTK_WINDOW (b.window));
}

/* A position set from outside shows at once and says nothing. */
static void
test_set_position (void)
{
  Board b;
  CairnPosition p, back;
  g_autofree char *cells = NULL;

  board_open (&b);
  g_assert_true (cairn_position_parse ("X.O...OX.", "x", &p, NULL));
  cairn_tictactoe_editor_set_position (b.editor, &p);
  g_assert_cmpuint (b.changes, ==, 0);
  cells = cells_of (&b);
  g_assert_cmpstr (cells, ==, "X.O...OX.");
  cairn_tictactoe_editor_get_position (b.editor, &back);
  g_assert_true (cairn_position_equal (&back, &p));
  assert_cell_shows (&b, 0, "X", "Cell 0, X");
  assert_cell_shows (&b, 2, "O", "Cell 2, O");
  assert_cell_shows (&b, 1, "", "Cell 1, empty");

  g_assert_false (cairn_tictactoe_editor_get_show_numbers (b.editor));
  cairn_tictactoe_editor_set_show_numbers (b.editor, TRUE);
  g_assert_true (cairn_tictactoe_editor_get_show_numbers (b.editor));
  gtk_window_destroy (GTK_WINDOW (b.window));
}

/* X, O and Delete on the focused cell; the arrows wrap within the board. */
static void
test_keys (void)
{
  Board b;
  g_autofree char *first = NULL, *second = NULL;

  board_open (&b);
  /* Keys go to the window under the pointer (Xvfb has no window manager). */
  gtk_test_widget_wait_for_draw (b.window);
  if (gui_skip_without_xdotool (gui_xdotool_at (GTK_WIDGET (b.editor), 5, 5, (const char *[]) { NULL })))
    {
      gtk_window_destroy (GTK_WINDOW (b.window));
      return;
    }
  gtk_widget_grab_focus (cairn_tictactoe_editor_get_cell (b.editor, 0));
  GUI_WAIT_FOR (gtk_widget_has_focus (cairn_tictactoe_editor_get_cell (b.editor, 0)));
  gui_key ("x");
  GUI_WAIT_FOR (b.changes == 1);
  gui_key ("Left");     /* from column 0 round to column 2 */
  GUI_WAIT_FOR (gtk_widget_has_focus (cairn_tictactoe_editor_get_cell (b.editor, 2)));
  gui_key ("Up");       /* from row 0 round to row 2 */
  GUI_WAIT_FOR (gtk_widget_has_focus (cairn_tictactoe_editor_get_cell (b.editor, 8)));
  gui_key ("o");
  GUI_WAIT_FOR (b.changes == 2);
  first = cells_of (&b);
  g_assert_cmpstr (first, ==, "X.......O");
  gui_key ("Delete");
  GUI_WAIT_FOR (b.changes == 3);
  second = cells_of (&b);
  g_assert_cmpstr (second, ==, "X........");
  gtk_window_destroy (GTK_WINDOW (b.window));
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/tictactoe-editor/clicks", test_clicks);
  g_test_add_func ("/tictactoe-editor/set-position", test_set_position);
  g_test_add_func ("/tictactoe-editor/keys", test_keys);
  return gui_test_run ();
}
