/* test-connect4-page.c — Connect Four's page of the position editor
 * (src/app/games/connect4), without a window: a click drops a disc of
 * the side whose turn the counts say it is, on the lowest free cell; a
 * right-click takes the top disc out; a full column refuses with a
 * message; Clear empties; the move string, the grid and the side follow
 * every edit; grid text the game refuses shows the game's own message and
 * keeps the board.  And the page's presets (which move string a board
 * has: test-connect4-moves.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-connect4-columns.h"
#include "cairn-connect4-page.h"
#include "cairn-game-connect4.h"
#include "cairn-game-page.h"
#include "cairn-game-pages.h"
#include "cairn-games.h"
#include "gui-util.h"

#define EMPTY_GRID "......./......./......./......./......./....... x"

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
      const char *id)
{
  return gtk_widget_get_template_child (p->page, CAIRN_TYPE_CONNECT4_PAGE, id);
}

static void
page_setup (Page *p)
{
  const char *title = NULL;

  p->page = g_object_ref_sink (cairn_game_pages_new (&cairn_game_connect4, &title));
  g_assert_true (CAIRN_IS_CONNECT4_PAGE (p->page));
  g_assert_cmpstr (title, ==, "Teach on Connect Four, where who fills the odd rows decides: zugzwang in everyday play");
  p->changes = 0;
  g_signal_connect_swapped (p->page, "changed", G_CALLBACK (count), &p->changes);
}

static GtkWidget *
column (Page *p,
        guint c)
{
  return cairn_connect4_columns_get_column (part (p, "connect4_board"), c);
}

static void
click (Page *p,
       guint c)
{
  g_signal_emit_by_name (column (p, c), "clicked");
}

/* A right-click, through the column's own secondary-button gesture. */
static void
right_click (Page *p,
             guint c)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (column (p, c));
  gboolean done = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller) &&
          gtk_gesture_single_get_button (GTK_GESTURE_SINGLE (controller)) == GDK_BUTTON_SECONDARY)
        {
          g_signal_emit_by_name (controller, "pressed", 1, 10.0, 10.0);
          done = TRUE;
        }
    }
  g_assert_true (done);
}

static CairnPosition
shown (Page *p)
{
  CairnPosition position;

  cairn_game_page_get_position (CAIRN_GAME_PAGE (p->page), &position);
  return position;
}

static const char *
text_of (Page       *p,
         const char *id)
{
  GObject *widget = part (p, id);

  return GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget))
                               : gtk_editable_get_text (GTK_EDITABLE (widget));
}

/* Cell index (column − 1) + 7 × (row − 1) (CONNECT4-RULES.md §1.1): what
 * stands there. */
static CairnPiece
cell (Page *p,
      guint index)
{
  CairnPosition position = shown (p);

  return cairn_c4_cell (&position.board, index % 7 + 1, index / 7 + 1);
}

static void
test_drops (void)
{
  Page p;

  page_setup (&p);
  g_assert_cmpstr (text_of (&p, "grid_entry"), ==, EMPTY_GRID);
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "-");
  g_assert_cmpstr (text_of (&p, "side_label"), ==, "X (red) to move: X has 0, O has 0");

  /* Column 4: X lands at the bottom, cell 3; O on it, cell 10. */
  click (&p, 4);
  g_assert_cmpuint (p.changes, ==, 1);
  g_assert_cmpint (cell (&p, 3), ==, CAIRN_C4_PIECE_X);
  g_assert_cmpint (shown (&p).to_move, ==, CAIRN_SIDE_O);
  g_assert_cmpstr (text_of (&p, "grid_entry"), ==, "......./......./......./......./......./...X... o");
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "4");
  g_assert_cmpstr (text_of (&p, "side_label"), ==, "O (yellow) to move: X has 1, O has 0");
  click (&p, 4);
  g_assert_cmpuint (p.changes, ==, 2);
  g_assert_cmpint (cell (&p, 3), ==, CAIRN_C4_PIECE_X);
  g_assert_cmpint (cell (&p, 10), ==, CAIRN_C4_PIECE_O);
  g_assert_cmpint (shown (&p).to_move, ==, CAIRN_SIDE_X);
  g_assert_cmpstr (text_of (&p, "grid_entry"), ==, "......./......./......./......./...O.../...X... x");
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "44");
  g_assert_cmpstr (text_of (&p, "side_label"), ==, "X (red) to move: X has 1, O has 1");
  click (&p, 5);
  click (&p, 3);
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "4453");
  g_assert_cmpstr (text_of (&p, "grid_entry"), ==, "......./......./......./......./...O.../..OXX.. x");
  /* Its cursor at the end: a narrow column shows the bottom rows and the
   * side to move, not the empty top rows. */
  g_assert_cmpint (gtk_editable_get_position (part (&p, "grid_entry")), ==,
                   (int) strlen ("......./......./......./......./...O.../..OXX.. x"));

  /* A right-click takes the top disc out: O's on column 4, then the move
   * string is found anew (4 then 5 then 3 no longer plays it). */
  right_click (&p, 4);
  g_assert_cmpuint (p.changes, ==, 5);
  g_assert_cmpint (cell (&p, 10), ==, 0);
  g_assert_cmpint (cell (&p, 3), ==, CAIRN_C4_PIECE_X);
  g_assert_cmpint (shown (&p).to_move, ==, CAIRN_SIDE_O);
  g_assert_cmpstr (text_of (&p, "grid_entry"), ==, "......./......./......./......./......./..OXX.. o");
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "534");
  g_assert_cmpstr (text_of (&p, "side_label"), ==, "O (yellow) to move: X has 2, O has 1");
  /* Taking back the last drop keeps the order played. */
  click (&p, 7);
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "5347");
  right_click (&p, 7);
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "534");

  /* An empty column has nothing to take: no change, a message. */
  right_click (&p, 1);
  g_assert_cmpuint (p.changes, ==, 7);
  g_assert_true (gtk_widget_get_visible (part (&p, "board_note")));
  g_assert_cmpstr (text_of (&p, "board_note"), ==, "Column 1 is empty: there is no disc to take out");

  /* Clear empties the board; X to move. */
  g_signal_emit_by_name (part (&p, "clear_button"), "clicked");
  g_assert_cmpuint (p.changes, ==, 8);
  g_assert_false (gtk_widget_get_visible (part (&p, "board_note")));
  g_assert_cmpstr (text_of (&p, "grid_entry"), ==, EMPTY_GRID);
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "-");
  g_assert_cmpint (shown (&p).to_move, ==, CAIRN_SIDE_X);
  g_object_unref (p.page);
}

/* Six discs fill a column; the seventh is refused, the board unchanged
 * and the reason shown, and the keys 1–7 drop as clicks do. */
static void
test_full_column (void)
{
  Page p;
  CairnPosition before, after;
  GtkEventController *keys = NULL;
  g_autoptr (GListModel) controllers = NULL;
  gboolean stopped = FALSE;

  page_setup (&p);
  for (guint i = 0; i < 6; i++)
    click (&p, 1);
  g_assert_cmpuint (p.changes, ==, 6);
  g_assert_cmpstr (text_of (&p, "grid_entry"), ==, "O....../X....../O....../X....../O....../X...... x");
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "111111");
  before = shown (&p);
  click (&p, 1);
  after = shown (&p);
  g_assert_cmpuint (p.changes, ==, 6);
  g_assert_true (cairn_position_equal (&before, &after));
  g_assert_true (gtk_widget_get_visible (part (&p, "board_note")));
  g_assert_cmpstr (text_of (&p, "board_note"), ==, "Column 1 is full: a disc dropped there has nowhere to land");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (column (&p, 1)), ==,
                   "Column 1: full. Click (or press its number) to drop a disc; right-click (or Delete) takes the top disc out");

  /* The key 2 drops into column 2 (X: six discs, three each). */
  controllers = gtk_widget_observe_controllers (part (&p, "connect4_board"));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        keys = GTK_EVENT_CONTROLLER (controller);
    }
  g_assert_nonnull (keys);
  g_signal_emit_by_name (keys, "key-pressed", GDK_KEY_2, 0, 0, &stopped);
  g_assert_true (stopped);
  g_assert_cmpuint (p.changes, ==, 7);
  g_assert_false (gtk_widget_get_visible (part (&p, "board_note")));
  g_assert_cmpint (cell (&p, 1), ==, CAIRN_C4_PIECE_X);
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "1111112");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (column (&p, 2)), ==,
                   "Column 2: 1 disc. Click (or press its number) to drop a disc; right-click (or Delete) takes the top disc out");
  g_object_unref (p.page);
}

/* Enter sets a grid or a move string; text the game refuses shows the
 * game's own message under the entry, and the board stays. */
static void
test_grid_text (void)
{
  Page p;
  GtkEditable *entry;
  CairnPosition before, after, expected;
  g_autoptr (GError) error = NULL;
  const char *bad = "......./......./......./......./......./...Z... o";

  page_setup (&p);
  entry = part (&p, "grid_entry");
  click (&p, 4);
  before = shown (&p);
  g_assert_false (cairn_position_parse_game (&cairn_game_connect4, bad, NULL, &expected, &error));
  gtk_editable_set_text (entry, bad);
  g_signal_emit_by_name (entry, "activate");
  after = shown (&p);
  g_assert_cmpuint (p.changes, ==, 1);
  g_assert_true (cairn_position_equal (&before, &after));
  g_assert_true (gtk_widget_get_visible (part (&p, "grid_error")));
  g_assert_cmpstr (text_of (&p, "grid_error"), ==, error->message);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, bad);

  /* A move string: its own order is shown, and the grid follows. */
  gtk_editable_set_text (entry, "7414571346");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (p.changes, ==, 2);
  g_assert_false (gtk_widget_get_visible (part (&p, "grid_error")));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "7414571346");
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "......./......./......./...X.../X..O..O/X.OOXOX x");
  g_assert_cmpstr (text_of (&p, "side_label"), ==, "X (red) to move: X has 5, O has 5");

  /* A grid: a move string is found for it. */
  gtk_editable_set_text (entry, "......./......./......./......./...O.../...X... x");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (p.changes, ==, 3);
  g_assert_cmpstr (text_of (&p, "moves_label"), ==, "44");
  g_object_unref (p.page);
}

/* The page's presets: the empty board keeps the window's depth and R;
 * the check position and the slower win bring theirs. */
static void
test_presets (void)
{
  static const struct {
    const char *name, *grid;
    gboolean whole;
    guint depth, reduction;
  } presets[] = {
    { "connect4-empty", EMPTY_GRID, FALSE, 6, 3 },
    { "connect4-check", "......./......./......./...X.../X..O..O/X.OOXOX x", TRUE, 7, 1 },
    { "connect4-slower-win", "......./......./......./......./...X..O/.X.X.OO x", TRUE, 5, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      CairnScenario s;
      g_autofree char *grid = NULL;

      cairn_scenario_init_default (&s);
      s.depth = 6;
      s.reduction = 3;
      s.guard = TRUE;
      g_assert_true (cairn_game_pages_preset (presets[i].name, &s) == presets[i].whole);
      grid = cairn_position_to_string (&s.position);
      g_assert_true (cairn_position_game (&s.position) == &cairn_game_connect4);
      g_assert_cmpstr (grid, ==, presets[i].grid);
      g_assert_cmpuint (s.depth, ==, presets[i].depth);
      g_assert_cmpuint (s.reduction, ==, presets[i].reduction);
      g_assert_true (s.guard == !presets[i].whole);
    }
}

/* Every preset name belongs to exactly one game's page: win.preset asks
 * the table's lines in turn, so a name two games used would reach only
 * the first. */
static void
test_preset_names (void)
{
  static const char *const names[] = {
    "empty", "pitfall", "random",
    "start", "kings", "lone-pawn", "zugzwang", "opposition", "mate-in-two",
    "connect4-empty", "connect4-check", "connect4-slower-win",
  };
  const CairnGame * const *games = cairn_games_list ();

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      guint owners = 0;

      for (guint g = 0; games[g] != NULL; g++)
        {
          const CairnGamePageInfo *info = cairn_game_pages_lookup (games[g]->id);
          CairnScenario s;

          cairn_scenario_init_default (&s);
          if (info != NULL && info->preset (names[i], &s) != CAIRN_PRESET_UNKNOWN)
            owners++;
        }
      g_test_message ("%s: %u", names[i], owners);
      g_assert_cmpuint (owners, ==, 1);
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/connect4-page/drops", test_drops);
  g_test_add_func ("/connect4-page/full-column", test_full_column);
  g_test_add_func ("/connect4-page/grid-text", test_grid_text);
  g_test_add_func ("/connect4-page/presets", test_presets);
  g_test_add_func ("/connect4-page/preset-names", test_preset_names);
  return gui_test_run ();
}
