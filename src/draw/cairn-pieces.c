/* cairn-pieces.c — chess men and chess boards, for the tree's nodes, the
 * board editor, the inspector and the exported figures alike.
 *
 * From 14 device units a square, the men are DejaVu Sans's chess glyphs
 * (U+2654–U+265F) through Pango: a white man is the solid glyph filled
 * white under the outlined one, so it stays white on a dark square.
 * Smaller, and wherever the font lacks the glyphs, they are drawn shapes
 * that stay apart at a few pixels: a disc for a pawn, a crowned block for
 * a king, a diamond for a queen, a tower for a rook, a mitre for a bishop,
 * an L-shaped head for a knight.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <pango/pangocairo.h>

#include "cairn-painter.h"
#include "cairn-painter-private.h"

#define GLYPH_MIN_CELL 14.0

static const CairnRgb white_man = { 0.98, 0.98, 0.97 };
static const CairnRgb black_man = { 0.10, 0.10, 0.12 };

/* Connect Four's discs: X red, O yellow.  In grey the red is dark
 * (luminance about 0.27) and the yellow light (about 0.80), and only the
 * yellow one has a dark ring round it, so the two stay apart in print
 * and for readers who do not tell red from yellow. */
static const CairnRgb red_disc = { 0.80, 0.09, 0.11 };
static const CairnRgb yellow_disc = { 0.98, 0.80, 0.12 };
static const CairnRgb disc_ring = { 0.35, 0.25, 0.0 };

static void
paint_disc (cairo_t  *cr,
            gboolean  first_side,
            double    cx,
            double    cy,
            double    cell,
            double    alpha)
{
  double ring = MAX (cell * 0.1, 0.6);
  /* Clear of the grid's lines and the board's frame around the cell. */
  double radius = cell * 0.39;

  cairo_new_sub_path (cr);
  if (first_side)
    {
      cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
      cairn_set_rgba (cr, &red_disc, alpha);
      cairo_fill (cr);
      return;
    }
  cairo_arc (cr, cx, cy, radius - ring / 2, 0, 2 * G_PI);
  cairn_set_rgba (cr, &yellow_disc, alpha);
  cairo_fill_preserve (cr);
  cairn_set_rgba (cr, &disc_ring, alpha);
  cairo_set_line_width (cr, ring);
  cairo_stroke (cr);
}

/* Squares: the classic browns on screen, greys that print. */
static const CairnRgb squares[][2] = {
  [CAIRN_THEME_LIGHT] = { { 0.941, 0.851, 0.710 }, { 0.710, 0.533, 0.388 } },
  [CAIRN_THEME_DARK] = { { 0.800, 0.710, 0.580 }, { 0.580, 0.431, 0.318 } },
  [CAIRN_THEME_PRINT] = { { 1.0, 1.0, 1.0 }, { 0.78, 0.78, 0.78 } },
};

static void
shape_path (cairo_t        *cr,
            CairnLookShape  shape,
            double      cx,
            double      cy,
            double      c)
{
  switch (shape)
    {
    case CAIRN_LOOK_PAWN:
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy - 0.12 * c, 0.2 * c, 0, 2 * G_PI);
      cairo_move_to (cr, cx - 0.3 * c, cy + 0.36 * c);
      cairo_line_to (cr, cx - 0.1 * c, cy + 0.0 * c);
      cairo_line_to (cr, cx + 0.1 * c, cy + 0.0 * c);
      cairo_line_to (cr, cx + 0.3 * c, cy + 0.36 * c);
      cairo_close_path (cr);
      break;
    case CAIRN_LOOK_QUEEN:
      cairo_move_to (cr, cx, cy - 0.42 * c);
      cairo_line_to (cr, cx + 0.4 * c, cy);
      cairo_line_to (cr, cx, cy + 0.42 * c);
      cairo_line_to (cr, cx - 0.4 * c, cy);
      cairo_close_path (cr);
      break;
    case CAIRN_LOOK_ROOK:
      /* A tower: a block with two merlons. */
      cairo_move_to (cr, cx - 0.32 * c, cy + 0.4 * c);
      cairo_line_to (cr, cx - 0.32 * c, cy - 0.4 * c);
      cairo_line_to (cr, cx - 0.12 * c, cy - 0.4 * c);
      cairo_line_to (cr, cx - 0.12 * c, cy - 0.24 * c);
      cairo_line_to (cr, cx + 0.12 * c, cy - 0.24 * c);
      cairo_line_to (cr, cx + 0.12 * c, cy - 0.4 * c);
      cairo_line_to (cr, cx + 0.32 * c, cy - 0.4 * c);
      cairo_line_to (cr, cx + 0.32 * c, cy + 0.4 * c);
      cairo_close_path (cr);
      break;
    case CAIRN_LOOK_BISHOP:
      /* A mitre: a tall narrow triangle on a foot. */
      cairo_move_to (cr, cx, cy - 0.46 * c);
      cairo_line_to (cr, cx + 0.22 * c, cy + 0.22 * c);
      cairo_line_to (cr, cx + 0.32 * c, cy + 0.4 * c);
      cairo_line_to (cr, cx - 0.32 * c, cy + 0.4 * c);
      cairo_line_to (cr, cx - 0.22 * c, cy + 0.22 * c);
      cairo_close_path (cr);
      break;
    case CAIRN_LOOK_KNIGHT:
      /* A horse's head: an L turned to the left. */
      cairo_move_to (cr, cx + 0.3 * c, cy + 0.4 * c);
      cairo_line_to (cr, cx + 0.3 * c, cy - 0.42 * c);
      cairo_line_to (cr, cx - 0.36 * c, cy - 0.16 * c);
      cairo_line_to (cr, cx - 0.36 * c, cy + 0.04 * c);
      cairo_line_to (cr, cx - 0.02 * c, cy + 0.0 * c);
      cairo_line_to (cr, cx - 0.2 * c, cy + 0.4 * c);
      cairo_close_path (cr);
      break;
    case CAIRN_LOOK_KING:
    default:
      /* A block with a cross on top: big beside the pawn's small disc. */
      cairo_rectangle (cr, cx - 0.38 * c, cy - 0.12 * c, 0.76 * c, 0.52 * c);
      cairo_rectangle (cr, cx - 0.08 * c, cy - 0.44 * c, 0.16 * c, 0.32 * c);
      cairo_rectangle (cr, cx - 0.2 * c, cy - 0.36 * c, 0.4 * c, 0.13 * c);
      break;
    }
}

static const char *
glyph (CairnLookShape shape,
       gboolean       solid)
{
  switch (shape)
    {
    case CAIRN_LOOK_KING:
      return solid ? "\u265A" : "\u2654";
    case CAIRN_LOOK_QUEEN:
      return solid ? "\u265B" : "\u2655";
    case CAIRN_LOOK_ROOK:
      return solid ? "\u265C" : "\u2656";
    case CAIRN_LOOK_BISHOP:
      return solid ? "\u265D" : "\u2657";
    case CAIRN_LOOK_KNIGHT:
      return solid ? "\u265E" : "\u2658";
    case CAIRN_LOOK_PAWN:
    default:
      return solid ? "\u265F" : "\u2659";
    }
}

static PangoLayout *
glyph_layout (cairo_t    *cr,
              const char *text,
              double      size)
{
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("DejaVu Sans");
  PangoLayout *layout = pango_cairo_create_layout (cr);
  cairo_font_options_t *options = cairo_font_options_create ();

  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  cairo_font_options_destroy (options);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* Draws the glyph centred on its ink; FALSE when the font lacks it. */
static gboolean
show_glyph (cairo_t    *cr,
            const char *text,
            double      cx,
            double      cy,
            double      c)
{
  g_autoptr (PangoLayout) layout = glyph_layout (cr, text, c * 0.98);
  PangoRectangle ink;

  if (pango_layout_get_unknown_glyphs_count (layout) > 0)
    return FALSE;
  pango_layout_get_extents (layout, &ink, NULL);
  cairo_move_to (cr, cx - (ink.x + ink.width / 2.0) / PANGO_SCALE,
                 cy - (ink.y + ink.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
  return TRUE;
}

static gboolean
vector_target (cairo_t *cr)
{
  cairo_surface_type_t type = cairo_surface_get_type (cairo_get_target (cr));

  return type == CAIRO_SURFACE_TYPE_SVG || type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_PS;
}

void
cairn_painter_paint_piece (cairo_t        *cr,
                           CairnPieceLook  look,
                           double      cx,
                           double      cy,
                           double      cell,
                           double      alpha)
{
  gboolean white = look.side == CAIRN_SIDE_X;
  double dx = cell, dy = cell;

  g_return_if_fail (cr != NULL);
  if (look.shape == CAIRN_LOOK_DISC)
    {
      paint_disc (cr, white, cx, cy, cell, alpha);
      return;
    }
  if (look.shape < CAIRN_LOOK_KING || look.shape > CAIRN_LOOK_PAWN)
    return;

  /* Device size decides the look on pixels; a vector figure (SVG, PDF)
   * is read zoomed in or printed, where a glyph stays sharp at half the
   * size. */
  cairo_user_to_device_distance (cr, &dx, &dy);
  if (MAX (ABS (dx), ABS (dy)) >= (vector_target (cr) ? GLYPH_MIN_CELL / 2 : GLYPH_MIN_CELL))
    {
      gboolean shown;

      cairn_set_rgba (cr, white ? &white_man : &black_man, alpha);
      shown = show_glyph (cr, glyph (look.shape, TRUE), cx, cy, cell);
      if (shown && white)
        {
          cairn_set_rgba (cr, &black_man, alpha);
          show_glyph (cr, glyph (look.shape, FALSE), cx, cy, cell);
        }
      if (shown)
        return;
    }

  shape_path (cr, look.shape, cx, cy, cell);
  cairn_set_rgba (cr, white ? &white_man : &black_man, alpha);
  cairo_fill_preserve (cr);
  cairn_set_rgba (cr, &black_man, alpha);
  cairo_set_line_width (cr, MAX (cell * 0.06, 0.5));
  cairo_stroke (cr);
}

void
cairn_paint_chess_board (cairo_t          *cr,
                         CairnTheme        theme,
                         const CairnGame  *game,
                         const CairnBoard *board,
                         CairnMove         last_move,
                         double            x0,
                         double            y0,
                         double            side,
                         double            alpha)
{
  guint width = game->width, height = game->height;
  double cell = side / MAX (width, height);
  const CairnRgb *sq = squares[MIN ((guint) theme, G_N_ELEMENTS (squares) - 1)];

  cairn_set_rgba (cr, &sq[0], alpha);
  cairo_rectangle (cr, x0, y0, cell * width, cell * height);
  cairo_fill (cr);
  for (guint row = 0; row < height; row++)
    for (guint column = 0; column < width; column++)
      if ((row + column) % 2 == 1)
        cairo_rectangle (cr, x0 + column * cell, y0 + row * cell, cell, cell);
  cairn_set_rgba (cr, &sq[1], alpha);
  cairo_fill (cr);

  if (last_move != CAIRN_NO_MOVE)
    {
      guint squares_of_move[2];

      game->move_squares (last_move, &squares_of_move[0], &squares_of_move[1]);
      for (guint k = 0; k < 2; k++)
        if (squares_of_move[k] != CAIRN_NO_SQUARE)
          cairo_rectangle (cr, x0 + (squares_of_move[k] % width) * cell,
                           y0 + (squares_of_move[k] / width) * cell, cell, cell);
      cairo_set_source_rgba (cr, 0.96, 0.84, 0.0, 0.55 * alpha);
      cairo_fill (cr);
    }

  for (guint row = 0; row < height; row++)
    for (guint column = 0; column < width; column++)
      {
        CairnPieceLook look = cairn_game_look_at (game, board, column, row);

        if (look.shape >= CAIRN_LOOK_KING)
          cairn_painter_paint_piece (cr, look, x0 + (column + 0.5) * cell, y0 + (row + 0.5) * cell,
                                     cell, alpha);
      }
}

void
cairn_painter_paint_position (cairo_t          *cr,
                              CairnTheme        theme,
                              const CairnGame  *game,
                              const CairnBoard *board,
                              CairnMove         last_move,
                              double            x0,
                              double            y0,
                              double            side)
{
  g_return_if_fail (cr != NULL && game != NULL && board != NULL);

  cairn_paint_chess_board (cr, theme, game, board, last_move, x0, y0, side, 1.0);
  cairo_rectangle (cr, x0, y0, side, side);
  cairn_set_rgb (cr, &cairn_theme_palette (theme)->ink);
  cairo_set_line_width (cr, MAX (1.0, side * 0.006));
  cairo_stroke (cr);
}
