/* test-painter-boards.c — the boards the painter draws
 * (src/draw/cairn-painter-boards.c): which games get chequered squares,
 * the square names in their corners (and none where a square has none or
 * is too small), a figure's root position for any game (Connect Four's
 * discs on their grid, tic-tac-toe's marks in their cells), and names
 * drawn in a node's board without touching its men.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-games.h"
#include "cairn-painter.h"
#include "cairn-painter-private.h"
#include "draw-test-util.h"
#include "test-util.h"

typedef DrawTree Fixture;

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Fixture, draw_tree_tear_down)

/* A pixel's grey, as print or a reader who cannot tell red from yellow
 * sees it (luminance, 0–255). */
static int
grey (guint32 p)
{
  return (int) round (draw_luma (p));
}

/* Chess boards (8 × 8) are chequered; tic-tac-toe's and Connect Four's
 * grids are not. */
static void
test_chequered (void)
{
  g_assert_true (painter_chequered (cairn_games_lookup ("pawns", NULL)));
  g_assert_false (painter_chequered (cairn_games_lookup ("tictactoe", NULL)));
  g_assert_false (painter_chequered (cairn_games_lookup ("connect4", NULL)));
}

/* Tic-tac-toe's root position X...O....: ink in cell 0's and cell 4's
 * middles (the X's crossing, the O's ring), none in an empty cell's. */
static void
test_tictactoe_board (void)
{
  const CairnGame *game = cairn_games_lookup ("tictactoe", NULL);
  cairo_surface_t *s = draw_sentinel_surface (120, 120);
  cairo_t *cr = cairo_create (s);
  CairnPosition position;
  guint dark_x = 0, dark_o = 0, dark_empty = 0;

  g_assert_true (cairn_position_parse_game (game, "X...O....", "x", &position, NULL));
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  /* Cells of 40 from (0, 0). */
  cairn_painter_paint_board (cr, CAIRN_THEME_PRINT, game, &position.board, FALSE, 0, 0, 120);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  for (int y = -4; y <= 4; y++)
    for (int x = -4; x <= 4; x++)
      {
        dark_x += grey (draw_pixel (s, 20 + x, 20 + y)) < 128;
        dark_empty += grey (draw_pixel (s, 100 + x, 100 + y)) < 128;
      }
  /* The O's ring: somewhere on the circle through its cell, not its centre. */
  for (int x = 45; x < 60; x++)
    dark_o += grey (draw_pixel (s, x, 60)) < 128;
  g_assert_cmpuint (dark_x, >, 5);
  g_assert_cmpuint (dark_o, >, 0);
  g_assert_cmpint (grey (draw_pixel (s, 60, 60)), >, 200);
  g_assert_cmpuint (dark_empty, ==, 0);
  cairo_surface_destroy (s);
}

/* Dark pixels of @s in the rectangle (x0, y0)–(x1, y1), on white. */
static guint
count_dark (cairo_surface_t *s,
            int              x0,
            int              y0,
            int              x1,
            int              y1)
{
  guint n = 0;

  cairo_surface_flush (s);
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      n += (draw_pixel (s, x, y) & 0xff) < 128;
  return n;
}

static cairo_surface_t *
square_name_surface (const CairnGame *game,
                     guint            column,
                     guint            row,
                     double           cell)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 100, 100);
  cairo_t *cr = cairo_create (s);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairn_painter_paint_square_name (cr, game, column, row, 10, 10, cell);
  cairo_destroy (cr);
  return s;
}

/* Cell numbers and chess coordinates, small, in their corners; none where
 * a square has no name or is too small to read one. */
static void
test_painter_square_names (void)
{
  const CairnGame *ttt = cairn_games_lookup ("tictactoe", NULL);
  const CairnGame *pawns = cairn_games_lookup ("pawns", NULL);
  cairo_surface_t *s;

  /* Cell 4, top left of its 60-unit square, not in the middle. */
  s = square_name_surface (ttt, 1, 1, 60);
  g_assert_cmpuint (count_dark (s, 10, 10, 40, 40), >, 10);
  g_assert_cmpuint (count_dark (s, 40, 40, 100, 100), ==, 0);
  cairo_surface_destroy (s);

  /* a1 of a chess board: its rank top left, its file bottom right. */
  s = square_name_surface (pawns, 0, 7, 60);
  g_assert_cmpuint (count_dark (s, 10, 10, 40, 40), >, 10);
  g_assert_cmpuint (count_dark (s, 40, 40, 70, 70), >, 10);
  g_assert_cmpuint (count_dark (s, 40, 10, 70, 40), ==, 0);
  cairo_surface_destroy (s);

  /* d5: no name on a chess board's inner squares. */
  s = square_name_surface (pawns, 3, 3, 60);
  g_assert_cmpuint (count_dark (s, 0, 0, 100, 100), ==, 0);
  cairo_surface_destroy (s);

  /* Too small to read: nothing. */
  s = square_name_surface (ttt, 0, 0, 10);
  g_assert_cmpuint (count_dark (s, 0, 0, 100, 100), ==, 0);
  cairo_surface_destroy (s);
}

/* The painter's boards carry the names when asked to, and only then, in
 * the corners of the cells: the marks stay as they were. */
static void
test_painter_square_names_in_nodes (void)
{
  g_auto (Fixture) f = { 0 };
  cairo_surface_t *s[2];
  guint changed = 0, centres = 0;

  draw_tree_set_up (&f, CAIRN_MODE_PLAIN, 1, 1, "X...O....", "x");
  for (guint on = 0; on < 2; on++)
    {
      cairo_t *cr;
      const CairnLayoutItem *it = cairn_layout_get_item (f.layout, 0);
      CairnPaintOptions o;

      s[on] = draw_sentinel_surface (400, 300);
      cr = cairo_create (s[on]);
      cairn_paint_options_init (&o, CAIRN_THEME_PRINT);
      o.scale = 160;
      o.offset_x = 200 - o.scale * it->x;
      o.offset_y = 150 - cairn_painter_level_height (&o) * it->y;
      o.viewport = (CairnRect) { 0, 0, 400, 300 };
      o.square_names = on;
      cairn_painter_paint (cr, f.tree, f.layout, &o);
      cairo_destroy (cr);
      cairo_surface_flush (s[on]);
    }
  /* The root's board: 0.6 × 160 = 96 units wide around (200, 150), so
   * cells of 32 from (152, 102). */
  for (int y = 102; y < 198; y++)
    for (int x = 152; x < 248; x++)
      {
        gboolean differs = draw_pixel (s[0], x, y) != draw_pixel (s[1], x, y);
        double cx = fmod (x - 152, 32.0), cy = fmod (y - 102, 32.0);

        changed += differs;
        centres += differs && cx > 12 && cy > 14;
      }
  g_assert_cmpuint (changed, >, 9 * 5);
  g_assert_cmpuint (centres, ==, 0);
  cairo_surface_destroy (s[0]);
  cairo_surface_destroy (s[1]);
}

/* Connect Four's discs: X red, O yellow, apart in grey too (X dark, O
 * light with a dark ring), on a 7 × 6 grid centred in the board's
 * square. */
static void
test_painter_connect4_discs (void)
{
  const CairnGame *game = cairn_games_lookup ("connect4", NULL);
  cairo_surface_t *s = draw_sentinel_surface (140, 140);
  cairo_t *cr = cairo_create (s);
  CairnPosition position;
  guint32 x_centre, o_centre, o_ring, empty;

  g_assert_true (cairn_position_parse_game (game, "4453", NULL, &position, NULL));
  /* 140 wide: cells of 20, the six rows from y 10 to 130. */
  cairn_painter_paint_board (cr, CAIRN_THEME_PRINT, game, &position.board, FALSE, 0, 0, 140);
  cairo_destroy (cr);
  cairo_surface_flush (s);

  x_centre = draw_pixel (s, 70, 120);   /* column 4, row 1 */
  o_centre = draw_pixel (s, 50, 120);   /* column 3, row 1 */
  o_ring = draw_pixel (s, 57, 120);     /* its rim, 7 to 8 from the centre */
  empty = draw_pixel (s, 30, 120);      /* column 2, row 1 */
  g_assert_cmpuint (x_centre >> 16 & 0xff, >, 180);
  g_assert_cmpuint (x_centre >> 8 & 0xff, <, 60);
  g_assert_cmpuint (o_centre >> 16 & 0xff, >, 220);
  g_assert_cmpuint (o_centre >> 8 & 0xff, >, 180);
  g_assert_cmpuint (o_centre & 0xff, <, 80);
  /* In grey: X dark, O light, O's rim dark, the background white. */
  g_assert_cmpint (grey (x_centre), <, 90);
  g_assert_cmpint (grey (o_centre), >, 180);
  /* The rim is 2 wide ending at 7.8 from the centre: the darkest of
   * the pixels it crosses. */
  g_assert_cmpint (MIN (grey (o_ring), grey (draw_pixel (s, 56, 120))), <, 110);
  g_assert_cmpint (grey (empty), ==, 255);
  /* O's second disc sits on X's in column 4, row 2. */
  g_assert_cmpint (grey (draw_pixel (s, 70, 100)), >, 180);
  /* Above and below the six rows the board paints nothing: the
   * sentinel's magenta is still there. */
  g_assert_cmphex (draw_pixel (s, 30, 3) & 0xffffff, ==, 0xff00ff);
  g_assert_cmphex (draw_pixel (s, 30, 136) & 0xffffff, ==, 0xff00ff);
  cairo_surface_destroy (s);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/painter-boards/chequered", test_chequered);
  g_test_add_func ("/painter-boards/tictactoe-board", test_tictactoe_board);
  g_test_add_func ("/painter/square-names", test_painter_square_names);
  g_test_add_func ("/painter/square-names-in-nodes", test_painter_square_names_in_nodes);
  g_test_add_func ("/painter/connect4-discs", test_painter_connect4_discs);
  return g_test_run ();
}
