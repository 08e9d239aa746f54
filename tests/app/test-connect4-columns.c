/* test-connect4-columns.c — Connect Four's board in the position editor
 * (src/app/games/connect4/cairn-connect4-columns.c), in a window of its
 * own under a private Xvfb: a click on a column is "drop" of that column
 * and a right-click "take"; from the keyboard 1–7 drop anywhere on the
 * board, Delete takes from the focused column and the arrows wrap; each
 * column's tooltip says what it holds; and the discs drawn are where the
 * board has them (red X, yellow O), counted in the rendered pixels.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-connect4-columns.h"
#include "cairn-game-connect4.h"
#include "gui-util.h"

typedef struct {
  GtkWidget            *window;
  CairnConnect4Columns *columns;
  GString              *heard;   /* "d4 t4 ..." */
} Board;

static void
on_drop (CairnConnect4Columns *columns,
         guint                 column,
         Board                *b)
{
  g_string_append_printf (b->heard, "d%u ", column);
}

static void
on_take (CairnConnect4Columns *columns,
         guint                 column,
         Board                *b)
{
  g_string_append_printf (b->heard, "t%u ", column);
}

static void
board_open (Board *b)
{
  b->window = gtk_window_new ();
  b->columns = g_object_new (CAIRN_TYPE_CONNECT4_COLUMNS, NULL);
  b->heard = g_string_new (NULL);
  g_signal_connect (b->columns, "drop", G_CALLBACK (on_drop), b);
  g_signal_connect (b->columns, "take", G_CALLBACK (on_take), b);
  gtk_window_set_child (GTK_WINDOW (b->window), GTK_WIDGET (b->columns));
  gtk_window_present (GTK_WINDOW (b->window));
  GUI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (b->columns)));
  gtk_test_widget_wait_for_draw (b->window);
}

static void
board_close (Board *b)
{
  gtk_window_destroy (GTK_WINDOW (b->window));
  g_string_free (b->heard, TRUE);
}

static void
test_signals (void)
{
  Board b;
  GtkWidget *four;
  g_autoptr (GListModel) controllers = NULL;
  GtkGesture *secondary = NULL;

  board_open (&b);
  four = cairn_connect4_columns_get_column (b.columns, 4);
  g_signal_emit_by_name (four, "clicked");
  g_signal_emit_by_name (cairn_connect4_columns_get_column (b.columns, 7), "clicked");
  controllers = gtk_widget_observe_controllers (four);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (c) && gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (c)) == GDK_BUTTON_SECONDARY)
        secondary = GTK_GESTURE (c);
    }
  g_assert_nonnull (secondary);
  g_signal_emit_by_name (secondary, "pressed", 1, 5.0, 5.0);
  g_assert_cmpstr (b.heard->str, ==, "d4 d7 t4 ");

  /* The board shows what it is given and edits nothing itself. */
  {
    CairnPosition p;

    g_assert_true (cairn_position_parse_game (&cairn_game_connect4, "4", NULL, &p, NULL));
    cairn_connect4_columns_set_board (b.columns, &p.board);
    g_assert_cmpstr (b.heard->str, ==, "d4 d7 t4 ");
  }
  board_close (&b);
}

static void
test_keys (void)
{
  Board b;

  board_open (&b);
  /* Keys go to the window under the pointer (Xvfb has no window manager). */
  if (gui_skip_without_xdotool (gui_xdotool_at (GTK_WIDGET (b.columns), 5, 5, (const char *[]) { NULL })))
    {
      board_close (&b);
      return;
    }
  gtk_widget_grab_focus (cairn_connect4_columns_get_column (b.columns, 1));
  GUI_WAIT_FOR (gtk_widget_has_focus (cairn_connect4_columns_get_column (b.columns, 1)));
  gui_key ("5");
  GUI_WAIT_FOR (b.heard->len == 3);
  g_assert_true (gtk_widget_has_focus (cairn_connect4_columns_get_column (b.columns, 5)));
  gui_key ("Delete");
  GUI_WAIT_FOR (b.heard->len == 6);
  gui_key ("7");
  GUI_WAIT_FOR (b.heard->len == 9);
  gui_key ("Right");    /* from 7 round to 1 */
  GUI_WAIT_FOR (gtk_widget_has_focus (cairn_connect4_columns_get_column (b.columns, 1)));
  gui_key ("Left");     /* and back to 7 */
  GUI_WAIT_FOR (gtk_widget_has_focus (cairn_connect4_columns_get_column (b.columns, 7)));
  gui_key ("BackSpace");
  GUI_WAIT_FOR (b.heard->len == 12);
  g_assert_cmpstr (b.heard->str, ==, "d5 t5 d7 t7 ");
  board_close (&b);
}

/* Pixels of one column's button: (r, g, b) within the given ranges. */
static guint
count_in_column (Board       *b,
                 const guchar *pixels,
                 int           width,
                 guint         column,
                 gboolean      red)
{
  GtkWidget *button = cairn_connect4_columns_get_column (b->columns, column);
  graphene_rect_t r;
  guint n = 0;

  g_assert_true (gtk_widget_compute_bounds (button, GTK_WIDGET (b->columns), &r));
  for (int y = (int) r.origin.y; y < (int) (r.origin.y + r.size.height); y++)
    for (int x = (int) r.origin.x; x < (int) (r.origin.x + r.size.width); x++)
      {
        /* gdk_texture_download(): B, G, R, A in memory. */
        const guchar *p = pixels + ((gsize) y * width + x) * 4;
        int blue = p[0], green = p[1], rd = p[2];

        if (red ? (rd > 170 && green < 110 && blue < 110) : (rd > 200 && green > 170 && blue < 110))
          n++;
      }
  return n;
}

static void
test_tooltips_and_discs (void)
{
  Board b;
  CairnPosition p;
  g_autofree guchar *pixels = NULL;
  int w, h;

  board_open (&b);
  /* X in 4, O in 4, X in 1; then column 7 filled (six discs). */
  g_assert_true (cairn_position_parse_game (&cairn_game_connect4, "441777777", NULL, &p, NULL));
  cairn_connect4_columns_set_board (b.columns, &p.board);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cairn_connect4_columns_get_column (b.columns, 4)), ==,
                   "Column 4: 2 discs. Click (or press its number) to drop a disc; right-click (or Delete) takes the top disc out");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (cairn_connect4_columns_get_column (b.columns, 1)), ==,
                   "Column 1: 1 disc. Click (or press its number) to drop a disc; right-click (or Delete) takes the top disc out");
  g_assert_true (g_str_has_prefix (gtk_widget_get_tooltip_text (cairn_connect4_columns_get_column (b.columns, 2)),
                                   "Column 2: 0 discs. "));
  g_assert_true (g_str_has_prefix (gtk_widget_get_tooltip_text (cairn_connect4_columns_get_column (b.columns, 7)),
                                   "Column 7: full. "));

  gtk_test_widget_wait_for_draw (b.window);
  pixels = gui_render_widget_pixels (GTK_WIDGET (b.columns), &w, &h);
  /* Column 4: one red and one yellow disc; 1: red only; 2: none; 7:
   * three of each. */
  g_assert_cmpuint (count_in_column (&b, pixels, w, 4, TRUE), >, 50);
  g_assert_cmpuint (count_in_column (&b, pixels, w, 4, FALSE), >, 50);
  g_assert_cmpuint (count_in_column (&b, pixels, w, 1, TRUE), >, 50);
  g_assert_cmpuint (count_in_column (&b, pixels, w, 1, FALSE), ==, 0);
  g_assert_cmpuint (count_in_column (&b, pixels, w, 2, TRUE), ==, 0);
  g_assert_cmpuint (count_in_column (&b, pixels, w, 2, FALSE), ==, 0);
  g_assert_cmpuint (count_in_column (&b, pixels, w, 7, TRUE), >, 2 * count_in_column (&b, pixels, w, 1, TRUE));
  board_close (&b);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/connect4-columns/signals", test_signals);
  g_test_add_func ("/connect4-columns/keys", test_keys);
  g_test_add_func ("/connect4-columns/tooltips-and-discs", test_tooltips_and_discs);
  return gui_test_run ();
}
