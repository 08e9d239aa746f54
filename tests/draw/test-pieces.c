/* test-pieces.c — boards and men (src/draw/cairn-pieces.c), pixel by
 * pixel on image surfaces: a chess board's squares chequered as every
 * chess board is (a1 dark, h1 light), in each theme's two colours; the
 * last move's squares tinted; men drawn on their squares, white men light
 * and black men dark, as shapes on small boards; Connect Four's discs, X
 * red and O yellow with a dark ring; the ink frame of a position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "draw-test-util.h"

#include "cairn-painter.h"
#include "cairn-painter-private.h"

/* The lone pawn of CHESS-RULES.md §9.2: Ke1, Pe2 against Ke5. */
#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"

static void
load (const char    *text,
      CairnPosition *position)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (cairn_position_parse (text, NULL, position, &error));
  g_assert_no_error (error);
}

/* The centre of square @name ("e2") on a board of @cell draw_canvas_at (0, 0). */
static void
centre (const char *name,
        double      cell,
        int        *x,
        int        *y)
{
  *x = (int) ((name[0] - 'a' + 0.5) * cell);
  *y = (int) (('8' - name[1] + 0.5) * cell);
}

/* Print: white and 78% grey squares; a1 and h8 dark, h1 and a8 light,
 * the empty squares' centres exactly their colour. */
static void
test_squares (void)
{
  static const char *const light[] = { "h1", "a8", "b1", "d1", "c4", "f3" };
  static const char *const dark[] = { "a1", "h8", "c1", "b4", "d4", "g3" };
  g_auto (DrawCanvas) c = { 0 };
  CairnPosition p;

  load (LONE_PAWN, &p);
  draw_canvas_open (&c, 160, 160, 0xff00ff);
  cairn_paint_chess_board (c.cr, CAIRN_THEME_PRINT, p.game, &p.board, CAIRN_NO_MOVE, 0, 0, 160, 1.0);
  for (guint i = 0; i < G_N_ELEMENTS (light); i++)
    {
      int x, y;

      centre (light[i], 20, &x, &y);
      g_assert_cmphex (draw_canvas_at (&c, x, y), ==, 0xffffff);
      centre (dark[i], 20, &x, &y);
      g_assert_cmphex (draw_canvas_at (&c, x, y), ==, 0xc7c7c7);
    }
}

/* Men stand on their squares: small boards draw shapes, a white man's
 * middle light, a black man's dark, on either square colour. */
static void
test_men (void)
{
  g_auto (DrawCanvas) c = { 0 };
  CairnPosition p;
  int x, y;

  load (LONE_PAWN, &p);
  draw_canvas_open (&c, 80, 80, 0xff00ff);
  /* 10-unit squares: below the size glyphs are drawn at. */
  cairn_paint_chess_board (c.cr, CAIRN_THEME_PRINT, p.game, &p.board, CAIRN_NO_MOVE, 0, 0, 80, 1.0);
  /* The black king's body: black_man (0.10, 0.10, 0.12). */
  centre ("e5", 10, &x, &y);
  g_assert_cmphex (draw_canvas_at (&c, x, y + 2), ==, 0x19191e);
  g_assert_cmpfloat (draw_luma (draw_canvas_at (&c, x, y + 2)), <, 60);
  /* The white king's and pawn's: white_man (0.98, 0.98, 0.97), on a
   * dark square (e1) and a light one (e2). */
  centre ("e1", 10, &x, &y);
  g_assert_cmphex (draw_canvas_at (&c, x, y + 2), ==, 0xfafaf8);
  centre ("e2", 10, &x, &y);
  g_assert_cmphex (draw_canvas_at (&c, x, y + 2), ==, 0xfafaf8);
  /* Empty squares keep their colour: c1 dark, d1 light (the queen on
   * her own colour). */
  centre ("c1", 10, &x, &y);
  g_assert_cmphex (draw_canvas_at (&c, x, y), ==, 0xc7c7c7);
  centre ("d1", 10, &x, &y);
  g_assert_cmphex (draw_canvas_at (&c, x, y), ==, 0xffffff);
}

/* @over (0–255) under a 0.55 veil of (0.96, 0.84, 0): the last move's
 * tint, channel by channel. */
static guint
tinted (guint  over,
        double tint)
{
  return (guint) (0.55 * tint * 255 + 0.45 * over + 0.5);
}

static void
assert_near (guint32 p,
             guint   r,
             guint   g,
             guint   b)
{
  g_assert_cmpint (ABS ((int) (p >> 16 & 0xff) - (int) r), <=, 1);
  g_assert_cmpint (ABS ((int) (p >> 8 & 0xff) - (int) g), <=, 1);
  g_assert_cmpint (ABS ((int) (p & 0xff) - (int) b), <=, 1);
}

/* The last move's two squares tinted yellow over their own colours
 * (e2 light, e4 light in print: white under the veil); others not. */
static void
test_last_move (void)
{
  g_auto (DrawCanvas) c = { 0 };
  g_autoptr (GError) error = NULL;
  CairnPosition p;
  CairnMove move;
  int x, y;

  load (LONE_PAWN, &p);
  g_assert_true (p.game->parse_move (&p.board, p.to_move, "e2e4", &move, &error));
  g_assert_no_error (error);
  draw_canvas_open (&c, 160, 160, 0xff00ff);
  cairn_paint_chess_board (c.cr, CAIRN_THEME_PRINT, p.game, &p.board, move, 0, 0, 160, 1.0);
  centre ("e4", 20, &x, &y);
  assert_near (draw_canvas_at (&c, x, y), tinted (255, 0.96), tinted (255, 0.84), tinted (255, 0));
  centre ("e3", 20, &x, &y);
  g_assert_cmphex (draw_canvas_at (&c, x, y), ==, 0xc7c7c7);
  /* e2's corner, beside the pawn: the light square under the veil. */
  centre ("e2", 20, &x, &y);
  assert_near (draw_canvas_at (&c, x - 9, y - 9), tinted (255, 0.96), tinted (255, 0.84), tinted (255, 0));
}

/* Connect Four: X's disc red (0.80, 0.09, 0.11) throughout; O's yellow
 * (0.98, 0.80, 0.12) with a dark ring (0.35, 0.25, 0); both inside
 * 0.39 of the cell, clear of the grid. */
static void
test_discs (void)
{
  g_auto (DrawCanvas) c = { 0 };

  draw_canvas_open (&c, 100, 100, 0xff00ff);
  cairo_set_source_rgb (c.cr, 1, 1, 1);
  cairo_paint (c.cr);
  cairn_painter_paint_piece (c.cr, (CairnPieceLook) { CAIRN_LOOK_DISC, CAIRN_SIDE_X }, 25, 25, 40, 1.0);
  cairn_painter_paint_piece (c.cr, (CairnPieceLook) { CAIRN_LOOK_DISC, CAIRN_SIDE_O }, 75, 25, 40, 1.0);
  g_assert_cmphex (draw_canvas_at (&c, 25, 25), ==, 0xcc171c);
  g_assert_cmphex (draw_canvas_at (&c, 25 + 13, 25), ==, 0xcc171c);   /* no ring */
  g_assert_cmphex (draw_canvas_at (&c, 75, 25), ==, 0xfacc1e);
  g_assert_cmphex (draw_canvas_at (&c, 75 + 13, 25), ==, 0x594000);   /* ring: 11.6 to 15.6 out */
  g_assert_cmphex (draw_canvas_at (&c, 25 + 17, 25), ==, 0xffffff);   /* past 0.39 × 40 */
  g_assert_cmphex (draw_canvas_at (&c, 75 + 17, 25), ==, 0xffffff);
  /* A tic-tac-toe mark is drawn elsewhere (its strokes): nothing here. */
  cairn_painter_paint_piece (c.cr, (CairnPieceLook) { CAIRN_LOOK_CROSS, CAIRN_SIDE_X }, 50, 75, 40, 1.0);
  g_assert_cmphex (draw_canvas_at (&c, 50, 75), ==, 0xffffff);
}

/* A position: the board and its ink frame; a dark theme's frame is its
 * light ink. */
static void
test_position_frame (void)
{
  g_auto (DrawCanvas) c = { 0 };
  CairnPosition p;

  load (LONE_PAWN, &p);
  draw_canvas_open (&c, 180, 180, 0xff00ff);
  /* At (10.5, 10.5), so that the 1-unit frame (160 × 0.006 < 1) on the
   * square's edge covers pixel column and row 10 exactly. */
  cairn_painter_paint_position (c.cr, CAIRN_THEME_DARK, p.game, &p.board, CAIRN_NO_MOVE, 10.5, 10.5, 160);
  g_assert_cmphex (draw_canvas_at (&c, 10, 90), ==, 0xe8e6ef);
  g_assert_cmphex (draw_canvas_at (&c, 90, 10), ==, 0xe8e6ef);
  g_assert_cmphex (draw_canvas_at (&c, 5, 90), ==, 0xff00ff);   /* outside: untouched */
  /* h1 and a8 light in the dark theme (0.800, 0.710, 0.580), a1 dark
   * (0.580, 0.431, 0.318). */
  g_assert_cmphex (draw_canvas_at (&c, 10 + 150, 10 + 150), ==, 0xccb594);
  g_assert_cmphex (draw_canvas_at (&c, 20, 20), ==, 0xccb594);
  g_assert_cmphex (draw_canvas_at (&c, 20, 160), ==, 0x946e51);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pieces/squares", test_squares);
  g_test_add_func ("/pieces/men", test_men);
  g_test_add_func ("/pieces/last-move", test_last_move);
  g_test_add_func ("/pieces/discs", test_discs);
  g_test_add_func ("/pieces/position-frame", test_position_frame);
  return g_test_run ();
}
