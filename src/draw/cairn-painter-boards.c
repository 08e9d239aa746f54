/* cairn-painter-boards.c — positions drawn as boards: any game's
 * grid, chess's chequered board with square names, a node's board with
 * its badges and α-β line, and the move that led to each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-painter.h"
#include "cairn-painter-private.h"

static void
highlight_square (Paint  *p,
                  guint   square,
                  double  x0,
                  double  y0,
                  double  cell)
{
  guint width = p->game->width;

  if (square == CAIRN_NO_SQUARE)
    return;
  cairo_rectangle (p->cr, x0 + (square % width) * cell, y0 + (square / width) * cell, cell, cell);
  cairo_fill (p->cr);
}

/* Boards of eight by eight are chess boards: light and dark squares and
 * chess men (cairn-pieces.c). */
gboolean
painter_chequered (const CairnGame *game)
{
  return game->width == 8 && game->height == 8;
}

/* Square names are this part of a square high, and not drawn below
 * NAME_MIN_SIZE device units on screen, where they would be specks; a
 * figure (PDF, SVG, a PNG at any scale) can be looked at closer, so it
 * names squares down to NAME_MIN_SIZE_FIGURE. */
#define NAME_SIZE            0.25
#define NAME_MIN_SIZE        5.0
#define NAME_MIN_SIZE_FIGURE 3.0

static void
show_square_name (cairo_t         *cr,
                  PangoLayout     *layout,
                  const char      *text,
                  double           xalign,
                  double           yalign,
                  double           x,
                  double           y,
                  double           cell)
{
  PangoRectangle ink, logical;
  double pad = cell * 0.05;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  cairo_move_to (cr, x + pad + xalign * (cell - 2 * pad - logical.width),
                 y + yalign * (cell - logical.height));
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
}

/* A square's names, with @layout at the right size: a numbered game's
 * cell number, top left; a chess board's rank on the a-file, top left,
 * and its file on the first rank, bottom right. */
static void
paint_square_name_with (cairo_t         *cr,
                        PangoLayout     *layout,
                        const CairnGame *game,
                        guint            column,
                        guint            row,
                        double           x,
                        double           y,
                        double           cell)
{
  char text[16];

  if (game->numbered_moves)
    {
      g_snprintf (text, sizeof text, "%u", row * game->width + column);
      show_square_name (cr, layout, text, 0, 0, x, y, cell);
      return;
    }
  if (!painter_chequered (game))
    return;
  if (column == 0)
    {
      g_snprintf (text, sizeof text, "%u", game->height - row);
      show_square_name (cr, layout, text, 0, 0, x, y, cell);
    }
  if (row == game->height - 1)
    {
      g_snprintf (text, sizeof text, "%c", 'a' + column);
      show_square_name (cr, layout, text, 1, 1, x, y, cell);
    }
}

void
cairn_painter_paint_square_name (cairo_t         *cr,
                                 const CairnGame *game,
                                 guint            column,
                                 guint            row,
                                 double           x,
                                 double           y,
                                 double           cell)
{
  g_autoptr (PangoLayout) layout = NULL;

  g_return_if_fail (cr != NULL && game != NULL);

  if (cell * NAME_SIZE < NAME_MIN_SIZE)
    return;
  layout = cairn_text_layout (cr, cell * NAME_SIZE, FALSE);
  paint_square_name_with (cr, layout, game, column, row, x, y, cell);
}

/* Every square's name on a board the painter draws, in @rgb. */
static void
paint_square_names (Paint          *p,
                    double          x0,
                    double          y0,
                    double          cell,
                    const CairnRgb *rgb,
                    double          alpha)
{
  const CairnGame *game = p->game;

  if (!p->o->square_names || cell * NAME_SIZE < (p->o->draft ? NAME_MIN_SIZE : NAME_MIN_SIZE_FIGURE))
    return;
  /* One layout for the whole figure, sized again only when a board of
   * another size (a ghost's) comes along. */
  if (p->names == NULL || p->names_size != cell * NAME_SIZE)
    {
      g_clear_object (&p->names);
      p->names_size = cell * NAME_SIZE;
      p->names = cairn_text_layout (p->cr, p->names_size, FALSE);
    }
  cairn_set_rgba (p->cr, rgb, alpha);
  for (guint row = 0; row < game->height; row++)
    for (guint column = 0; column < game->width; column++)
      paint_square_name_with (p->cr, p->names, game, column, row,
                              x0 + column * cell, y0 + row * cell, cell);
}

/* Any game's position as its width × height grid: marks are drawn as
 * strokes, a chess position as a chess board. */
static void
paint_board (Paint            *p,
             const CairnBoard *board,
             CairnMove         last_move,
             double            x,
             double            y,
             double            side,
             const CairnRgb   *frame,
             gboolean          faint)
{
  cairo_t *cr = p->cr;
  const CairnGame *game = p->game;
  guint width = game->width, height = game->height;
  double cell = side / MAX (width, height), x0 = x - side / 2, y0 = y - side / 2;
  /* Lines as thick beside a cell as on tic-tac-toe's 3 × 3, whatever the
   * number of cells: on Connect Four's 7 columns a side's share made
   * lines and frame over twice as thick and the frame covered the bottom
   * row's discs. */
  double lw = MAX (0.8, side * 0.035 * (3.0 / MAX (width, height)));
  /* A grid that is not square (Connect Four's 7 × 6) is centred in the
   * square the layout keeps for a board. */
  double board_w = cell * width, board_h = cell * height;

  if (painter_chequered (game))
    {
      cairn_paint_chess_board (cr, p->o->theme, game, board, last_move, x0, y0, side, faint ? 0.5 : 1.0);
      paint_square_names (p, x0, y0, cell, &p->pal->ink, faint ? 0.35 : 0.7);
      cairo_rectangle (cr, x0, y0, side, side);
      cairn_set_rgb (cr, frame);
      cairo_set_line_width (cr, MAX (1.0, side * 0.025));
      cairo_stroke (cr);
      return;
    }

  x0 = x - board_w / 2;
  y0 = y - board_h / 2;
  cairn_set_rgb (cr, &p->pal->background);
  cairo_rectangle (cr, x0, y0, board_w, board_h);
  cairo_fill (cr);
  if (last_move != CAIRN_NO_MOVE)
    {
      guint from, to;

      game->move_squares (last_move, &from, &to);
      cairn_set_rgb (cr, &p->pal->last_move);
      highlight_square (p, from, x0, y0, cell);
      highlight_square (p, to, x0, y0, cell);
    }
  for (guint k = 1; k < width; k++)
    {
      cairo_move_to (cr, x0 + k * cell, y0 + lw);
      cairo_line_to (cr, x0 + k * cell, y0 + board_h - lw);
    }
  for (guint k = 1; k < height; k++)
    {
      cairo_move_to (cr, x0 + lw, y0 + k * cell);
      cairo_line_to (cr, x0 + board_w - lw, y0 + k * cell);
    }
  cairn_set_rgb (cr, &p->pal->board_line);
  cairo_set_line_width (cr, lw * 0.8);
  cairo_stroke (cr);
  /* Under the marks: a mark always reads first. */
  paint_square_names (p, x0, y0, cell, &p->pal->ink, faint ? 0.25 : 0.5);

  for (guint i = 0; i < width * height; i++)
    {
      CairnLookShape c = cairn_game_look_at (game, board, i % width, i / width).shape;
      double cx = x0 + (i % width + 0.5) * cell, cy = y0 + (i / width + 0.5) * cell, m = cell * 0.28;

      if (c == CAIRN_LOOK_CROSS)
        {
          cairo_move_to (cr, cx - m, cy - m);
          cairo_line_to (cr, cx + m, cy + m);
          cairo_move_to (cr, cx + m, cy - m);
          cairo_line_to (cr, cx - m, cy + m);
        }
      else if (c == CAIRN_LOOK_RING)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, m * 1.05, 0, 2 * G_PI);
        }
    }
  cairn_set_rgba (cr, &p->pal->ink, faint ? 0.45 : 1.0);
  cairo_set_line_width (cr, lw * 1.4);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  /* Discs are filled, over the strokes' path (none on such a board). */
  for (guint i = 0; i < width * height; i++)
    {
      CairnPieceLook look = cairn_game_look_at (game, board, i % width, i / width);

      if (look.shape == CAIRN_LOOK_DISC)
        cairn_painter_paint_piece (cr, look, x0 + (i % width + 0.5) * cell, y0 + (i / width + 0.5) * cell,
                                   cell, faint ? 0.45 : 1.0);
    }

  cairo_rectangle (cr, x0, y0, board_w, board_h);
  cairn_set_rgb (cr, frame);
  cairo_set_line_width (cr, lw * 1.6);
  cairo_stroke (cr);
}

void
cairn_painter_paint_board (cairo_t          *cr,
                           CairnTheme        theme,
                           const CairnGame  *game,
                           const CairnBoard *board,
                           gboolean          square_names,
                           double            x0,
                           double            y0,
                           double            side)
{
  CairnPaintOptions o;
  Paint p = { 0 };

  g_return_if_fail (cr != NULL && game != NULL && board != NULL);

  cairn_paint_options_init (&o, theme);
  o.square_names = square_names;
  o.draft = FALSE;
  p.cr = cr;
  p.game = game;
  p.o = &o;
  p.pal = cairn_theme_palette (theme);
  paint_board (&p, board, CAIRN_NO_MOVE, x0 + side / 2, y0 + side / 2, side, &p.pal->ink, FALSE);
  g_clear_object (&p.names);
}

/* A long value ("White mates, ply 3") too wide for the room between
 * boards, in smaller lines under its own board rather than over the
 * next: in two at its comma, or (a figure, where even those are wider
 * than the room) wrapped at its spaces to the room, a number never alone
 * on a line and a bound's sign never at a line's end.  Into @out; FALSE
 * when it has no comma. */
gboolean
painter_board_value_lines (Paint      *p,
                           const char *value,
                           char       *out,
                           gsize       size)
{
  const char *comma = strstr (value, ", ");
  g_auto (GStrv) words = NULL;
  GString *lines;
  int w;

  if (comma == NULL)
    return FALSE;
  g_snprintf (out, size, "%.*s,\n%s", (int) (comma - value), value, comma + 2);
  pango_layout_set_text (p->small_text, out, -1);
  pango_layout_get_pixel_size (p->small_text, &w, NULL);
  if (!p->o->labels || w + p->gap <= p->s)
    return TRUE;
  words = g_strsplit (value, " ", -1);
  lines = g_string_new (words[0]);
  for (guint i = 1, start = 0; words[i] != NULL; i++)
    {
      g_autofree char *line = NULL;
      gboolean glued = g_ascii_isdigit (words[i][0]) || g_str_equal (words[i - 1], "≥") || g_str_equal (words[i - 1], "≤");

      line = g_strconcat (lines->str + start, " ", words[i], NULL);
      pango_layout_set_text (p->small_text, line, -1);
      pango_layout_get_pixel_size (p->small_text, &w, NULL);
      if (w + p->gap > p->s && !glued)
        {
          g_string_append_c (lines, '\n');
          start = lines->len;
        }
      else
        g_string_append_c (lines, ' ');
      g_string_append (lines, words[i]);
    }
  g_strlcpy (out, lines->str, size);
  g_string_free (lines, TRUE);
  return TRUE;
}

/* Where a board's cutoff or prune bars go, @ty under its value's top:
 * under a value of three lines or more, else where they always are. */
double
painter_board_bars_y (Paint           *p,
                      const CairnNode *node,
                      gboolean         open,
                      double           ty)
{
  char value[64], lines[96];
  int w, h;

  /* Only a figure wraps a value to three lines. */
  if (open || !p->o->labels)
    return ty + p->font * 2.75;
  cairn_painter_format_node_value (p->game, node, FALSE, value, sizeof value);
  pango_layout_set_text (p->text, value, -1);
  pango_layout_get_pixel_size (p->text, &w, NULL);
  if (w + p->gap <= p->s || !painter_board_value_lines (p, value, lines, sizeof lines))
    return ty + p->font * 2.75;
  pango_layout_set_text (p->small_text, lines, -1);
  pango_layout_get_pixel_size (p->small_text, NULL, &h);
  return ty + MAX (p->font * 2.75, h + p->gap);
}

void
painter_paint_node_board (Paint   *p,
                          guint32  index,
                          double   x,
                          double   y)
{
  cairo_t *cr = p->cr;
  const CairnNode *node = cairn_tree_get (p->tree, index);
  NodeLook look;
  CairnBoard board;
  double b = p->board, badge = b * 0.2, unit = MAX (1.0, b * 0.03);
  double ty = y + b / 2 + unit * 2;
  char value[64], alpha[32], beta[32], window[96];
  int value_h, value_w;

  painter_node_look (p, index, &look);
  cairn_tree_node_board (p->tree, index, &board);
  paint_board (p, &board, node->move, x, y, b,
               node->kind == CAIRN_NODE_NULL_PROBE ? &p->pal->probe : &p->pal->ink, FALSE);
  if (look.open)
    {
      static const double dash[] = { 3, 2 };

      cairo_rectangle (cr, x - b / 2 - unit * 2, y - b / 2 - unit * 2, b + unit * 4, b + unit * 4);
      cairn_set_rgb (cr, &p->pal->ink);
      cairo_set_line_width (cr, unit);
      cairn_set_dash (cr, dash, 2, unit);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  /* Max/min (or probe) badge on the board's left edge, below the top,
   * where no edge coming into the board passes. */
  cairn_paint_shape (p->cr, p->pal, &look, x - b / 2 - badge * 0.6, y - b / 2 + badge * 1.4,
                     look.small ? badge * CAIRN_Q_NODE_SCALE : badge);
  cairn_paint_rings (cr, p->pal, &look, x, y, b * 0.78, unit);
  if (look.rule_draw)
    {
      cairn_draw_sign_path (cr, look.shape, x - b / 2 - badge * 0.6, y - b / 2 + badge * 1.4,
                            look.small ? badge * CAIRN_Q_NODE_SCALE : badge);
      cairn_set_draw_sign_style (cr, p->pal, badge);
      cairo_stroke (cr);
    }
  if (look.plus)
    {
      cairn_plus_path (cr, x - b / 2 - badge * 0.6, y - b / 2 - badge * 0.35, badge * 0.55);
      cairn_set_plus_style (cr, p->pal, badge * 0.55);
      cairo_stroke (cr);
    }
  if (look.table)
    {
      /* Where a cutoff's bars go: a table cutoff has none. */
      cairn_table_glyph_path (cr, x, painter_board_bars_y (p, node, look.open, ty) + badge * 0.4, badge * 0.7);
      cairn_set_table_style (cr, p->pal, badge * 0.7);
      cairo_stroke (cr);
    }

  cairn_set_rgb (cr, &p->pal->ink);
  if (!look.open)
    cairn_painter_format_node_value (p->game, node, FALSE, value, sizeof value);
  else
    g_strlcpy (value, "…", sizeof value);
  pango_layout_set_text (p->text, value, -1);
  pango_layout_get_pixel_size (p->text, &value_w, NULL);
  /* Wider than the room between boards: straight to two lines. */
  if ((value_w + p->gap <= p->s || strstr (value, ", ") == NULL) && painter_show_cached (p, FALSE, value, x, ty))
    {
      pango_layout_set_text (p->text, value, -1);
      pango_layout_get_pixel_size (p->text, NULL, &value_h);
    }
  else
    {
      char lines[96];

      value_h = 0;
      if (painter_board_value_lines (p, value, lines, sizeof lines) && painter_show_cached (p, TRUE, lines, x, ty))
        {
          pango_layout_set_text (p->small_text, lines, -1);
          pango_layout_get_pixel_size (p->small_text, NULL, &value_h);
        }
      else
        p->dropped++;
    }
  cairn_painter_format_value (p->game, node->alpha, TRUE, alpha, sizeof alpha);
  cairn_painter_format_value (p->game, node->beta, TRUE, beta, sizeof beta);
  g_snprintf (window, sizeof window, "α %s  β %s", alpha, beta);
  /* Under the value by the gap between words, so that the two read as
   * two lines, and other words keep the same distance; after the values
   * and moves of all boards, which matter more. */
  {
    Window w = { x, ty + MAX (p->font * 1.25, value_h + p->gap), "" };

    g_strlcpy (w.text, window, sizeof w.text);
    g_array_append_val (p->windows, w);
  }
  cairn_paint_bars (cr, p->pal, &look, x, painter_board_bars_y (p, node, look.open, ty), b * 0.45, unit);
}

/* The move that led to each board, named over it: SAN for chess, the
 * cell for tic-tac-toe. */
void
painter_paint_board_moves (Paint *p)
{
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      const CairnNode *node;
      g_autofree char *move = NULL;

      if (v->kind != VIS_NODE || painter_is_ghost (p, v->item))
        continue;
      node = cairn_tree_get (p->tree, v->item);
      if (node->kind != CAIRN_NODE_MOVE || node->parent == CAIRN_NO_NODE)
        continue;
      /* A figure names every move; the screen only those a board cannot
       * show at a glance. */
      if (p->game->numbered_moves && !p->o->labels)
        continue;
      move = cairn_tree_node_move_text (p->tree, v->item, TRUE);
      if (!painter_paint_move_label (p, move, v->x, v->y - p->board / 2, p->board))
        p->dropped++;
    }
}

void
painter_paint_ghost_board (Paint   *p,
                           guint32  item,
                           double   x,
                           double   y)
{
  const CairnLayoutItem *it = cairn_layout_get_item (p->layout, item);
  const CairnNode *parent = cairn_tree_get (p->tree, it->node);
  gboolean pruned = painter_edge_style (p, item) == EDGE_GHOST_PRUNE;
  CairnBoard board;
  double side = p->s * 0.36;

  /* A fold of moves is an empty frame: its count goes under it. */
  if (it->folded == 0)
    {
      cairn_tree_node_board (p->tree, it->node, &board);
      p->game->play (&board, cairn_node_side (parent), it->ghost_move);
      paint_board (p, &board, it->ghost_move, x, y, side,
                   pruned ? &p->pal->prune : &p->pal->cutoff, TRUE);
    }
  cairo_rectangle (p->cr, x - side / 2, y - side / 2, side, side);
  painter_apply_edge_style (p, pruned ? EDGE_GHOST_PRUNE : EDGE_GHOST_CUTOFF, MAX (1.0, side * 0.05));
  cairo_stroke (p->cr);
  cairo_set_dash (p->cr, NULL, 0, 0);
}
