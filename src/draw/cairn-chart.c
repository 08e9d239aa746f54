/* cairn-chart.c — the sweep chart: a log-scale line chart of nodes over
 * depth limits above a heat map of the change against the baseline.
 *
 * Both panels share one column per depth limit, so a depth's markers sit
 * right above its heat map cells.  All geometry is plain arithmetic on the
 * figure size (no text measurement), so the hit test needs no cairo_t and
 * agrees with the painting exactly.
 *
 * Some 1,250 lines: the chart's geometry, both panels, the position's
 * small board and the three writers (PNG, SVG, PDF) of one figure; the
 * board and the writers are the parts to split off first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <pango/pangocairo.h>

#include "cairn-chart.h"
#include "cairn-games.h"
#include "cairn-painter.h"
#include "cairn-format.h"

G_DEFINE_QUARK (cairn-chart-error-quark, cairn_chart_error)

/* The change in nodes is coloured by log2 (nodes / baseline nodes),
 * clamped to this many doublings either way. */
#define RATIO_RANGE 2.0

typedef struct {
  double x0, y0, x1, y1;
} Box;

typedef struct {
  double font;        /* base font size, px */
  double title_y;     /* top of the figure title */
  double lines_title_y;
  Box    lines;       /* line chart plot area */
  double heat_title_y;
  Box    heat;        /* heat map cells */
  Box    legend;      /* right column beside the line chart */
  Box    bar;         /* colour bar beside the heat map */
  double column;      /* width of one depth limit's column */
  double row;         /* height of one heat map row */
  double dodge;       /* horizontal step between series at one depth */
  guint  n_depths;
  guint  n_reductions;
} Geometry;

typedef struct {
  double r, g, b;
} Rgb;

typedef struct {
  Rgb    background;
  Rgb    text;
  Rgb    muted;       /* secondary text */
  Rgb    axis;
  Rgb    grid;
  Rgb    grid_minor;
  Rgb    neutral;     /* heat map: same number of nodes */
  Rgb    fewer;
  Rgb    more;
  Rgb    baseline;    /* the baseline series */
  const Rgb *series;  /* one per reduction, cycled */
  guint  n_series;
} Style;

typedef enum {
  MARKER_CIRCLE,
  MARKER_SQUARE,
  MARKER_TRIANGLE_UP,
  MARKER_DIAMOND,
  MARKER_TRIANGLE_DOWN,
  MARKER_CROSS,
  MARKER_PLUS,
  N_MARKERS,    /* seven, against six colours: up to R = 8 and adaptive, no two alike */
} Marker;

#define RGB(hex) { ((hex) >> 16 & 0xFF) / 255.0, ((hex) >> 8 & 0xFF) / 255.0, ((hex) & 0xFF) / 255.0 }

/* Okabe & Ito's colour-blind-safe set; yellow is too faint on white, the
 * dark blue too faint on the dark background. */
static const Rgb print_series[] = {
  RGB (0xE69F00), RGB (0x56B4E9), RGB (0x009E73), RGB (0xD55E00), RGB (0x0072B2), RGB (0xCC79A7),
};
static const Rgb dark_series[] = {
  RGB (0xE69F00), RGB (0x56B4E9), RGB (0x009E73), RGB (0xD55E00), RGB (0xF0E442), RGB (0xCC79A7),
};

static const Style print_style = {
  .background = RGB (0xFFFFFF),
  .text = RGB (0x000000),
  .muted = RGB (0x4D4D4D),
  .axis = RGB (0x000000),
  .grid = RGB (0xCCCCCC),
  .grid_minor = RGB (0xEBEBEB),
  .neutral = RGB (0xF4F4F4),
  .fewer = RGB (0x0072B2),
  .more = RGB (0xD55E00),
  .baseline = RGB (0x000000),
  .series = print_series,
  .n_series = G_N_ELEMENTS (print_series),
};

static const Style dark_style = {
  .background = RGB (0x242424),
  .text = RGB (0xF0F0F0),
  .muted = RGB (0xBDBDBD),
  .axis = RGB (0xD0D0D0),
  .grid = RGB (0x505050),
  .grid_minor = RGB (0x363636),
  .neutral = RGB (0x3C3C3C),
  .fewer = RGB (0x0072B2),
  .more = RGB (0xD55E00),
  .baseline = RGB (0xFFFFFF),
  .series = dark_series,
  .n_series = G_N_ELEMENTS (dark_series),
};

/* Dash patterns in line widths; series 0 (the baseline) is solid. */
static const double dash_patterns[][4] = {
  { 0, 0, 0, 0 },
  { 4, 2, 0, 0 },
  { 1, 1.6, 0, 0 },
  { 6, 2, 1, 2 },
  { 2.5, 2.5, 0, 0 },
  { 8, 2, 1, 2 },
};

/* ------------------------------------------------------------ geometry */

static void
compute_geometry (const CairnSweep *sweep,
                  double            width,
                  double            height,
                  Geometry         *g)
{
  double f = CLAMP (MIN (width / 85.0, height / 50.0), 7.0, 28.0);
  double right = 12.5 * f;
  double x0 = 8.5 * f;
  double x1 = MAX (x0 + 1.0, width - right - 1.5 * f);
  double y, below_lines, avail, heat_h;
  guint n_series;

  g->font = f;
  g->n_depths = sweep->depths->len;
  g->n_reductions = sweep->reductions->len;
  g->column = (x1 - x0) / MAX (g->n_depths, 1u);

  y = 0.8 * f;
  g->title_y = y;
  y += 4.0 * f;              /* title and subtitle */
  g->lines_title_y = y;
  y += 2.0 * f;

  /* Under the line chart: its tick labels and axis title, then the heat
   * map's title above it and tick labels and axis title below it. */
  below_lines = 3.4 * f + 0.6 * f;
  if (g->n_reductions > 0)
    below_lines += 1.4 * f + 2.0 * f + 3.4 * f;
  avail = MAX (height - y - below_lines, 2.0);
  /* Many reductions get a larger share, so two lines of text fit a row. */
  heat_h = MIN (avail * (g->n_reductions > 4 ? 0.55 : 0.42), g->n_reductions * 3.2 * f);

  g->lines = (Box) { x0, y, x1, y + avail - heat_h };
  g->legend = (Box) { x1 + 1.5 * f, y, width - 0.5 * f, g->lines.y1 };

  g->heat_title_y = g->lines.y1 + 3.4 * f + 1.4 * f;
  g->heat = (Box) { x0, g->heat_title_y + 2.0 * f, x1, g->heat_title_y + 2.0 * f + heat_h };
  g->row = g->n_reductions > 0 ? heat_h / g->n_reductions : 0.0;
  g->bar = (Box) { x1 + 1.5 * f, g->heat.y0, x1 + 2.6 * f, g->heat.y1 };

  /* Series at one depth step sideways so equal counts do not hide each
   * other. */
  n_series = g->n_reductions + 1;
  g->dodge = n_series > 1 ? MIN (g->column * 0.3 / (n_series - 1), 0.55 * f) : 0.0;
}

static double
column_x (const Geometry *g,
          guint           depth_index)
{
  return g->lines.x0 + (depth_index + 0.5) * g->column;
}

/* Series 0 is the baseline, series 1 + r reduction r. */
static double
marker_x (const Geometry *g,
          guint           depth_index,
          guint           series)
{
  return column_x (g, depth_index) + (series - g->n_reductions / 2.0) * g->dodge;
}

static guint64
series_nodes (const CairnSweep *sweep,
              guint             depth_index,
              guint             series)
{
  if (series == 0)
    return sweep->baseline[depth_index].nodes;
  return sweep->cells[depth_index * sweep->reductions->len + series - 1].nodes;
}

/* log10 of the counts' range, padded so no marker sits on an axis; at
 * least one decade tall. */
static void
log_range (const CairnSweep *sweep,
           double           *lo,
           double           *hi)
{
  guint64 min = G_MAXUINT64, max = 1;
  double span;

  for (guint d = 0; d < sweep->depths->len; d++)
    for (guint s = 0; s <= sweep->reductions->len; s++)
      {
        guint64 n = MAX (series_nodes (sweep, d, s), 1);

        min = MIN (min, n);
        max = MAX (max, n);
      }
  *lo = log10 ((double) MIN (min, max));
  *hi = log10 ((double) max);
  span = MAX (*hi - *lo, 1.0);
  *lo -= 0.06 * span;
  *hi += 0.06 * span;
}

static double
value_y (const Geometry *g,
         double          lo,
         double          hi,
         guint64         nodes)
{
  double t = (log10 ((double) MAX (nodes, 1)) - lo) / (hi - lo);

  return g->lines.y1 - t * (g->lines.y1 - g->lines.y0);
}

/* --------------------------------------------------------------- drawing */

static void
set_colour (cairo_t   *cr,
            const Rgb *c)
{
  cairo_set_source_rgb (cr, c->r, c->g, c->b);
}

typedef enum {
  TEXT_NORMAL = 0,
  TEXT_BOLD = 1 << 0,
  TEXT_WRAP = 1 << 1,   /* wrap at max_width (up to three lines) */
} TextFlags;

static PangoLayout *
make_layout (cairo_t    *cr,
             const char *text,
             double      size,
             TextFlags   flags,
             double      max_width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");
  cairo_font_options_t *options = cairo_font_options_create ();

  /* Unhinted metrics: the same text takes the same room on image, SVG
   * and PDF surfaces. */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  pango_layout_context_changed (layout);
  cairo_font_options_destroy (options);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (flags & TEXT_BOLD)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  if (max_width > 0)
    {
      pango_layout_set_width (layout, (int) (max_width * PANGO_SCALE));
      /* Wrapped text stops at three lines, however long a translation. */
      if (flags & TEXT_WRAP)
        {
          pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
          pango_layout_set_height (layout, -3);
        }
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_set_text (layout, text, -1);
  return layout;
}

static double
text_width (cairo_t    *cr,
            const char *text,
            double      size,
            TextFlags   flags)
{
  g_autoptr (PangoLayout) layout = make_layout (cr, text, size, flags, 0);
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.width / PANGO_SCALE;
}

/* Draws @text with its box aligned at (x, y): @xalign and @yalign are 0
 * for left/top, 0.5 for centre, 1 for right/bottom.  Returns its height. */
static double
draw_text (cairo_t    *cr,
           const Rgb  *colour,
           const char *text,
           double      size,
           TextFlags   flags,
           double      x,
           double      y,
           double      xalign,
           double      yalign,
           double      max_width)
{
  g_autoptr (PangoLayout) layout = make_layout (cr, text, size, flags, max_width);
  PangoRectangle logical;
  double w, h;

  pango_layout_get_extents (layout, NULL, &logical);
  w = (double) logical.width / PANGO_SCALE;
  h = (double) logical.height / PANGO_SCALE;
  set_colour (cr, colour);
  cairo_move_to (cr, x - xalign * w - (double) logical.x / PANGO_SCALE, y - yalign * h);
  pango_cairo_show_layout (cr, layout);
  /* Leave no current point behind for the next path to start from. */
  cairo_new_path (cr);
  return h;
}

static void
draw_marker (cairo_t   *cr,
             Marker     marker,
             double     x,
             double     y,
             double     r,
             const Rgb *fill,
             const Rgb *edge)
{
  switch (marker)
    {
    case MARKER_CIRCLE:
      cairo_arc (cr, x, y, r * 0.9, 0, 2 * G_PI);
      break;
    case MARKER_SQUARE:
      cairo_rectangle (cr, x - r * 0.8, y - r * 0.8, r * 1.6, r * 1.6);
      break;
    case MARKER_TRIANGLE_UP:
      cairo_move_to (cr, x, y - r * 1.1);
      cairo_line_to (cr, x + r, y + r * 0.7);
      cairo_line_to (cr, x - r, y + r * 0.7);
      cairo_close_path (cr);
      break;
    case MARKER_DIAMOND:
      cairo_move_to (cr, x, y - r * 1.15);
      cairo_line_to (cr, x + r * 0.9, y);
      cairo_line_to (cr, x, y + r * 1.15);
      cairo_line_to (cr, x - r * 0.9, y);
      cairo_close_path (cr);
      break;
    case MARKER_TRIANGLE_DOWN:
      cairo_move_to (cr, x, y + r * 1.1);
      cairo_line_to (cr, x + r, y - r * 0.7);
      cairo_line_to (cr, x - r, y - r * 0.7);
      cairo_close_path (cr);
      break;
    case MARKER_CROSS:
    case MARKER_PLUS:
    case N_MARKERS:
    default:
      /* Crosses have no inside: drawn as thick strokes only. */
      cairo_save (cr);
      set_colour (cr, fill);
      cairo_set_line_width (cr, r * 0.55);
      cairo_set_dash (cr, NULL, 0, 0);
      if (marker == MARKER_PLUS)
        {
          cairo_move_to (cr, x - r * 1.1, y);
          cairo_line_to (cr, x + r * 1.1, y);
          cairo_move_to (cr, x, y - r * 1.1);
          cairo_line_to (cr, x, y + r * 1.1);
        }
      else
        {
          cairo_move_to (cr, x - r * 0.85, y - r * 0.85);
          cairo_line_to (cr, x + r * 0.85, y + r * 0.85);
          cairo_move_to (cr, x + r * 0.85, y - r * 0.85);
          cairo_line_to (cr, x - r * 0.85, y + r * 0.85);
        }
      cairo_stroke (cr);
      cairo_restore (cr);
      return;
    }
  set_colour (cr, fill);
  cairo_fill_preserve (cr);
  cairo_save (cr);
  set_colour (cr, edge);
  cairo_set_line_width (cr, r * 0.25);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static const Rgb *
series_colour (const Style *style,
               guint        series)
{
  return series == 0 ? &style->baseline : &style->series[(series - 1) % style->n_series];
}

static void
set_series_line (cairo_t        *cr,
                 const Geometry *g,
                 guint           series)
{
  const double *pattern = dash_patterns[series % G_N_ELEMENTS (dash_patterns)];
  double width = series == 0 ? 0.17 * g->font : 0.14 * g->font;
  double dashes[4];
  guint n = 0;

  for (; n < 4 && pattern[n] > 0; n++)
    dashes[n] = pattern[n] * width;
  cairo_set_line_width (cr, width);
  cairo_set_dash (cr, dashes, (int) n, 0);
}

/* Legend entries: the baseline mode, then "R = 2" or "adaptive R" under a
 * heading naming the mode. */
static char *
series_label (const CairnSweep *sweep,
              guint             series)
{
  guint reduction;

  if (series == 0)
    return g_strdup (cairn_mode_to_label (sweep->baseline_mode));
  reduction = g_array_index (sweep->reductions, guint, series - 1);
  if (reduction == CAIRN_REDUCTION_ADAPTIVE)
    /* Translators: legend entry of the adaptive reduction (R = 2 or 3) */
    return g_strdup (_("adaptive R"));
  /* Translators: legend entry of one reduction, e.g. "R = 3" */
  return g_strdup_printf (_("R = %u"), reduction);
}

static char *
reduction_label (const CairnSweep *sweep,
                 guint             r)
{
  guint reduction = g_array_index (sweep->reductions, guint, r);

  if (reduction == CAIRN_REDUCTION_ADAPTIVE)
    /* Translators: heat map row of the adaptive reduction (R = 2 or 3) */
    return g_strdup (_("adaptive"));
  return g_strdup_printf ("%u", reduction);
}

/* "empty board, X to move", "board X../.O./..., O to move", or a game
 * that writes its positions whole: "position 8/8/8/4k3/8/8/4P3/4K3 w - - 0 1". */
static char *
position_label (const CairnSweep *sweep)
{
  const CairnGame *game = cairn_position_game (&sweep->position);
  g_autofree char *cells = cairn_position_to_string (&sweep->position);
  const char *side = cairn_game_side_name (game, sweep->position.to_move);
  g_autofree char *board = NULL;
  g_autofree char *options = NULL;
  CairnSettings settings = { 0 };

  if (game->text_has_side)
    /* Translators: the searched position in its game's notation (a FEN) */
    board = g_strdup_printf (_("position %s"), cells);
  else if (strspn (cells, ".") == strlen (cells))
    /* Translators: %s is the side to move, X or O */
    board = g_strdup_printf (_("empty board, %s to move"), side);
  else
    /* Translators: the board row by row, e.g. "board .../O.X/...", then the side to move */
    board = g_strdup_printf (_("board %.3s/%.3s/%.3s, %s to move"),
                             cells, cells + 3, cells + 6, side);
  settings.probe_window = sweep->probe_window;
  settings.scoring = sweep->scoring;
  settings.null_when = sweep->null_when;
  settings.engine_parts = sweep->engine_parts;
  options = cairn_settings_options_text (&settings, game);
  if (sweep->guard && options)
    /* Translators: appended to the position: the horizon guard and the
     * options that differ from the seed's, e.g. "zero-width probes" */
    return g_strdup_printf (_("%s, horizon guard on, %s"), board, options);
  if (sweep->guard)
    /* Translators: appended to the position when the horizon guard is on */
    return g_strdup_printf (_("%s, horizon guard on"), board);
  if (options)
    /* Translators: appended to the position: the options that differ
     * from the seed's, e.g. "zero-width probes, sound scoring" */
    return g_strdup_printf (C_("position, options", "%s, %s"), board, options);
  return g_steal_pointer (&board);
}

/* A chess man as a letter in a disc: white discs hollow, black ones
 * filled, legible at the chart's small size in any font. */
static void
draw_chess_man (cairo_t     *cr,
                const Style *style,
                CairnPieceLook look,
                double       cx,
                double       cy,
                double       cell)
{
  static const char letters[] = "KQRBNP";
  gboolean white = look.side == CAIRN_SIDE_X;
  char text[2] = { letters[look.shape - CAIRN_LOOK_KING], '\0' };
  cairo_text_extents_t extents;

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, cell * 0.42, 0, 2 * G_PI);
  set_colour (cr, white ? &style->background : &style->text);
  cairo_fill_preserve (cr);
  set_colour (cr, &style->text);
  cairo_set_line_width (cr, MAX (0.4, cell * 0.06));
  cairo_stroke (cr);
  cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, cell * 0.6);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, cx - extents.x_bearing - extents.width / 2, cy - extents.y_bearing - extents.height / 2);
  set_colour (cr, white ? &style->text : &style->background);
  cairo_show_text (cr, text);
  cairo_new_path (cr);
}

/* The position, drawn small in the header: easier to read than its text. */
static void
draw_board (cairo_t          *cr,
            const CairnSweep *sweep,
            const Style      *style,
            double            x,
            double            y,
            double            size)
{
  const CairnGame *game = cairn_position_game (&sweep->position);
  const CairnBoard *board = &sweep->position.board;
  guint width = game->width, height = game->height;
  double cell = size / MAX (width, height);

  if (game->flags & CAIRN_GAME_CHEQUERED)
    {
      /* A chess board, drawn as the trees draw it. */
      cairo_save (cr);
      cairn_painter_paint_position (cr, CAIRN_THEME_PRINT, cairn_position_game (&sweep->position),
                                    &sweep->position.board, CAIRN_NO_MOVE, x, y, size);
      cairo_restore (cr);
      return;
    }
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  set_colour (cr, &style->muted);
  cairo_set_line_width (cr, MAX (1.0, size * 0.03) * 3 / MAX (width, 3));
  for (guint i = 1; i < width; i++)
    {
      cairo_move_to (cr, x + i * cell, y);
      cairo_line_to (cr, x + i * cell, y + height * cell);
    }
  for (guint i = 1; i < height; i++)
    {
      cairo_move_to (cr, x, y + i * cell);
      cairo_line_to (cr, x + width * cell, y + i * cell);
    }
  cairo_stroke (cr);

  set_colour (cr, &style->text);
  cairo_set_line_width (cr, MAX (1.0, size * 0.045));
  for (guint i = 0; i < width * height; i++)
    {
      double cx = x + (i % width + 0.5) * cell, cy = y + (i / width + 0.5) * cell, r = cell * 0.28;

      switch (cairn_game_look_at (game, board, i % width, i / width).shape)
        {
        case CAIRN_LOOK_CROSS:
          cairo_move_to (cr, cx - r, cy - r);
          cairo_line_to (cr, cx + r, cy + r);
          cairo_move_to (cr, cx + r, cy - r);
          cairo_line_to (cr, cx - r, cy + r);
          break;
        case CAIRN_LOOK_RING:
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
          break;
        default:
          break;
        }
    }
  cairo_stroke (cr);
  for (guint i = 0; i < width * height; i++)
    {
      CairnPieceLook look = cairn_game_look_at (game, board, i % width, i / width);

      if (look.shape == CAIRN_LOOK_DISC)
        cairn_painter_paint_piece (cr, look, x + (i % width + 0.5) * cell, y + (i / width + 0.5) * cell, cell, 1.0);
      else if (look.shape >= CAIRN_LOOK_KING)
        draw_chess_man (cr, style, look, x + (i % width + 0.5) * cell, y + (i / width + 0.5) * cell, cell);
    }
  if (width > 3)
    {
      /* A larger board (chess, Connect Four) needs its edge to read as one. */
      set_colour (cr, &style->muted);
      cairo_set_line_width (cr, MAX (0.6, cell * 0.08));
      cairo_rectangle (cr, x, y, width * cell, height * cell);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_titles (cairo_t          *cr,
             const CairnSweep *sweep,
             const Geometry   *g,
             const Style      *style,
             double            width)
{
  g_autofree char *title = NULL;
  g_autofree char *subtitle = position_label (sweep);
  double f = g->font;

  /* Translators: figure title, e.g. "Parameter study: null move against plain α-β" */
  title = g_strdup_printf (_("Parameter study: %s against %s"),
                           cairn_mode_to_label (sweep->mode),
                           cairn_mode_to_label (sweep->baseline_mode));
  draw_text (cr, &style->text, title, 1.45 * f, TEXT_BOLD, f, g->title_y, 0, 0,
             g->legend.x0 - 2 * f);
  draw_text (cr, &style->muted, subtitle, 1.0 * f, TEXT_NORMAL, f, g->title_y + 2.2 * f, 0, 0,
             g->legend.x0 - 2 * f);
  draw_board (cr, sweep, style, g->legend.x0 + 0.2 * f, g->title_y, 3.2 * f);
  /* Translators: caption beside the small board in the chart's corner */
  draw_text (cr, &style->muted, _("searched position"), 0.8 * f, TEXT_NORMAL,
             g->legend.x0 + 3.8 * f, g->title_y + 1.6 * f, 0, 0.5, width - g->legend.x0 - 4.2 * f);
}

static void
draw_y_axis_title (cairo_t        *cr,
                   const Geometry *g,
                   const Style    *style,
                   const char     *text,
                   double          y0,
                   double          y1)
{
  cairo_save (cr);
  cairo_translate (cr, g->lines.x0 - 7.6 * g->font, (y0 + y1) / 2);
  cairo_rotate (cr, -G_PI / 2);
  draw_text (cr, &style->text, text, 1.0 * g->font, TEXT_NORMAL, 0, 0, 0.5, 0, y1 - y0);
  cairo_restore (cr);
}

static void
draw_depth_ticks (cairo_t          *cr,
                  const CairnSweep *sweep,
                  const Geometry   *g,
                  const Style      *style,
                  double            y)
{
  double f = g->font;

  for (guint d = 0; d < g->n_depths; d++)
    {
      g_autofree char *label = g_strdup_printf ("%u", g_array_index (sweep->depths, guint, d));

      draw_text (cr, &style->text, label, 0.95 * f, TEXT_NORMAL, column_x (g, d), y + 0.35 * f,
                 0.5, 0, g->column);
    }
  draw_text (cr, &style->text, _("depth limit"), 1.0 * f, TEXT_NORMAL,
             (g->lines.x0 + g->lines.x1) / 2, y + 1.75 * f, 0.5, 0, g->lines.x1 - g->lines.x0);
}

static void
draw_line_chart (cairo_t          *cr,
                 const CairnSweep *sweep,
                 const Geometry   *g,
                 const Style      *style)
{
  const Box *b = &g->lines;
  double f = g->font;
  double lo, hi;
  guint n_series = g->n_reductions + 1;

  log_range (sweep, &lo, &hi);

  draw_text (cr, &style->text, _("Nodes searched, by depth limit (log scale)"), 1.15 * f,
             TEXT_BOLD, b->x0, g->lines_title_y, 0, 0, b->x1 - b->x0);

  /* Grid: every decade, and 2…9 within it faintly; 2 and 5 are
   * labelled too when the range spans little more than a decade. */
  cairo_set_line_width (cr, MAX (1.0, 0.06 * f));
  for (double e = floor (lo); e <= ceil (hi); e++)
    for (guint m = 1; m <= 9; m++)
      {
        double v = log10 (m) + e;
        double y = value_y (g, lo, hi, (guint64) llround (pow (10, v)));
        gboolean labelled = m == 1 || (hi - lo < 2.5 && (m == 2 || m == 5));

        if (v < lo || v > hi || v < 0)
          continue;
        set_colour (cr, m == 1 ? &style->grid : &style->grid_minor);
        cairo_move_to (cr, b->x0, y);
        cairo_line_to (cr, b->x1, y);
        cairo_stroke (cr);
        if (labelled)
          {
            g_autofree char *label = cairn_format_count ((guint64) llround (pow (10, v)));

            draw_text (cr, &style->text, label, 0.9 * f, TEXT_NORMAL, b->x0 - 0.5 * f, y,
                       1, 0.5, 6.0 * f);
          }
      }
  draw_y_axis_title (cr, g, style, _("nodes"), b->y0, b->y1);

  /* Axes. */
  set_colour (cr, &style->axis);
  cairo_set_line_width (cr, MAX (1.0, 0.08 * f));
  cairo_move_to (cr, b->x0, b->y0);
  cairo_line_to (cr, b->x0, b->y1);
  cairo_line_to (cr, b->x1, b->y1);
  cairo_stroke (cr);
  for (guint d = 0; d < g->n_depths; d++)
    {
      cairo_move_to (cr, column_x (g, d), b->y1);
      cairo_line_to (cr, column_x (g, d), b->y1 + 0.35 * f);
    }
  cairo_stroke (cr);
  draw_depth_ticks (cr, sweep, g, style, b->y1 + 0.1 * f);

  /* Series: the baseline last, on top. */
  cairo_save (cr);
  cairo_rectangle (cr, b->x0, b->y0 - f, b->x1 - b->x0, b->y1 - b->y0 + 2 * f);
  cairo_clip (cr);
  for (guint k = 0; k < n_series; k++)
    {
      guint s = (k + 1) % n_series;
      const Rgb *colour = series_colour (style, s);

      set_colour (cr, colour);
      set_series_line (cr, g, s);
      for (guint d = 0; d < g->n_depths; d++)
        cairo_line_to (cr, marker_x (g, d, s), value_y (g, lo, hi, series_nodes (sweep, d, s)));
      cairo_stroke (cr);
      for (guint d = 0; d < g->n_depths; d++)
        draw_marker (cr, (Marker) (s % N_MARKERS), marker_x (g, d, s),
                     value_y (g, lo, hi, series_nodes (sweep, d, s)), 0.42 * f,
                     colour, &style->background);
    }
  cairo_restore (cr);
}

static void
draw_legend (cairo_t          *cr,
             const CairnSweep *sweep,
             const Geometry   *g,
             const Style      *style)
{
  const Box *b = &g->legend;
  double f = g->font;
  double y = b->y0 + 0.2 * f;

  for (guint s = 0; s <= g->n_reductions; s++, y += 1.7 * f)
    {
      g_autofree char *label = series_label (sweep, s);
      const Rgb *colour = series_colour (style, s);

      if (s == 1)
        {
          draw_text (cr, &style->text, cairn_mode_to_label (sweep->mode), 0.95 * f, TEXT_BOLD,
                     b->x0, y + 0.9 * f, 0, 0.5, b->x1 - b->x0);
          y += 2.0 * f;
        }
      cairo_save (cr);
      set_colour (cr, colour);
      set_series_line (cr, g, s);
      cairo_move_to (cr, b->x0, y + 0.6 * f);
      cairo_line_to (cr, b->x0 + 2.6 * f, y + 0.6 * f);
      cairo_stroke (cr);
      cairo_restore (cr);
      draw_marker (cr, (Marker) (s % N_MARKERS), b->x0 + 1.3 * f, y + 0.6 * f, 0.42 * f,
                   colour, &style->background);
      draw_text (cr, &style->text, label, 0.95 * f, TEXT_NORMAL, b->x0 + 3.1 * f, y + 0.6 * f,
                 0, 0.5, b->x1 - b->x0 - 3.1 * f);
    }
}

/* The heat map colour of @nodes against @baseline: neutral when equal,
 * towards "fewer" or "more" with the log of the ratio. */
static Rgb
change_colour (const Style *style,
               guint64      baseline,
               guint64      nodes)
{
  double t = log2 ((double) MAX (nodes, 1) / (double) MAX (baseline, 1)) / RATIO_RANGE;
  const Rgb *end = t < 0 ? &style->fewer : &style->more;

  t = MIN (fabs (t), 1.0);
  return (Rgb) {
    style->neutral.r + t * (end->r - style->neutral.r),
    style->neutral.g + t * (end->g - style->neutral.g),
    style->neutral.b + t * (end->b - style->neutral.b),
  };
}

static const Rgb *
text_on (const Rgb *fill)
{
  static const Rgb black = RGB (0x000000), white = RGB (0xFFFFFF);

  return 0.2126 * fill->r + 0.7152 * fill->g + 0.0722 * fill->b > 0.45 ? &black : &white;
}

/* "55.1% fewer" when it fits the cell, else the short "−55%" or "×3.9". */
static char *
cell_label (cairo_t *cr,
            guint64  baseline,
            guint64  nodes,
            double   size,
            double   room)
{
  g_autofree char *full = cairn_format_savings (baseline, nodes);

  if (text_width (cr, full, size, TEXT_BOLD) <= room || nodes == baseline)
    return g_steal_pointer (&full);
  if (nodes < baseline)
    return g_strdup_printf ("−%.0f%%", 100.0 * (double) (baseline - nodes) / (double) baseline);
  if (nodes < 2 * baseline)
    return g_strdup_printf ("+%.0f%%", 100.0 * (double) (nodes - baseline) / (double) baseline);
  return g_strdup_printf ("×%.1f", (double) nodes / (double) baseline);
}

static gboolean
best_move_differs (const CairnSweep *sweep,
                   guint             d,
                   guint             r)
{
  return sweep->cells[d * sweep->reductions->len + r].best_move != sweep->baseline[d].best_move;
}

static void
draw_heat_map (cairo_t          *cr,
               const CairnSweep *sweep,
               const Geometry   *g,
               const Style      *style)
{
  const Box *b = &g->heat;
  double f = g->font;
  double gap = MAX (1.0, 0.12 * f);
  g_autofree char *title = NULL;

  /* Translators: heat map title; %s is the baseline mode, e.g. "plain α-β" */
  title = g_strdup_printf (_("Nodes compared with %s, by depth limit and R"),
                           cairn_mode_to_label (sweep->baseline_mode));
  draw_text (cr, &style->text, title, 1.15 * f, TEXT_BOLD, b->x0, g->heat_title_y, 0, 0,
             b->x1 - b->x0);

  for (guint r = 0; r < g->n_reductions; r++)
    {
      g_autofree char *label = reduction_label (sweep, r);
      double y = b->y0 + r * g->row;

      draw_text (cr, &style->text, label, 0.95 * f, TEXT_NORMAL, b->x0 - 0.5 * f,
                 y + g->row / 2, 1, 0.5, 6.0 * f);
      for (guint d = 0; d < g->n_depths; d++)
        {
          const CairnCounters *base = &sweep->baseline[d];
          const CairnCounters *cell = &sweep->cells[d * g->n_reductions + r];
          double x = b->x0 + d * g->column;
          Rgb fill = change_colour (style, base->nodes, cell->nodes);
          const Rgb *ink = text_on (&fill);
          double room = g->column - 2 * gap - 0.4 * f;
          double size = MIN (0.85 * f, g->row * 0.36);
          g_autofree char *change = cell_label (cr, base->nodes, cell->nodes, size, room);
          g_autofree char *count = cairn_format_count (cell->nodes);
          gboolean differs = best_move_differs (sweep, d, r);

          set_colour (cr, &fill);
          cairo_rectangle (cr, x + gap / 2, y + gap / 2, g->column - gap, g->row - gap);
          cairo_fill (cr);

          draw_text (cr, ink, change, size, TEXT_BOLD, x + g->column / 2,
                     y + g->row / 2 - 0.05 * g->row, 0.5, 1, room);
          if (differs)
            {
              /* The same "!" as the sweep table, after the count. */
              g_autofree char *marked = g_strconcat (count, " !", NULL);
              double inset = gap / 2 + MAX (1.5, 0.12 * f);
              double dash = 0.3 * f;

              g_free (count);
              count = g_steal_pointer (&marked);
              set_colour (cr, ink);
              cairo_set_line_width (cr, MAX (1.5, 0.12 * f));
              cairo_set_dash (cr, &dash, 1, 0);
              cairo_rectangle (cr, x + inset, y + inset, g->column - 2 * inset, g->row - 2 * inset);
              cairo_stroke (cr);
              cairo_set_dash (cr, NULL, 0, 0);
            }
          draw_text (cr, ink, count, size * 0.85, differs ? TEXT_BOLD : TEXT_NORMAL,
                     x + g->column / 2, y + g->row / 2 + 0.05 * g->row, 0.5, 0, room);
        }
    }
  draw_y_axis_title (cr, g, style, _("reduction R"), b->y0, b->y1);
  draw_depth_ticks (cr, sweep, g, style, b->y1);
}

/* The colour scale: from four times fewer nodes to four times more. */
static void
draw_colour_bar (cairo_t          *cr,
                 const CairnSweep *sweep,
                 const Geometry   *g,
                 const Style      *style,
                 double            width)
{
  static const double ratios[] = { 0.25, 0.5, 1.0, 2.0, 4.0 };
  const Box *b = &g->bar;
  double f = g->font;
  cairo_pattern_t *gradient = cairo_pattern_create_linear (0, b->y0, 0, b->y1);
  gboolean any_differs = FALSE;

  /* Fewer nodes on top: the direction a reader hopes for. */
  cairo_pattern_add_color_stop_rgb (gradient, 0, style->fewer.r, style->fewer.g, style->fewer.b);
  cairo_pattern_add_color_stop_rgb (gradient, 0.5, style->neutral.r, style->neutral.g,
                                    style->neutral.b);
  cairo_pattern_add_color_stop_rgb (gradient, 1, style->more.r, style->more.g, style->more.b);
  cairo_rectangle (cr, b->x0, b->y0, b->x1 - b->x0, b->y1 - b->y0);
  cairo_set_source (cr, gradient);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (gradient);
  set_colour (cr, &style->axis);
  cairo_set_line_width (cr, MAX (1.0, 0.05 * f));
  cairo_stroke (cr);

  for (guint i = 0; i < G_N_ELEMENTS (ratios); i++)
    {
      double t = (log2 (ratios[i]) / RATIO_RANGE + 1) / 2;
      double y = b->y0 + t * (b->y1 - b->y0);
      g_autofree char *label = NULL;

      if (ratios[i] < 1)
        /* Translators: colour scale tick, e.g. "75% fewer" nodes */
        label = g_strdup_printf (_("%.0f%% fewer"), 100 * (1 - ratios[i]));
      else if (ratios[i] > 1)
        /* Translators: colour scale tick, e.g. "4× more" nodes */
        label = g_strdup_printf (_("%.0f× more"), ratios[i]);
      else
        label = g_strdup (_("same"));

      set_colour (cr, &style->axis);
      cairo_move_to (cr, b->x1, y);
      cairo_line_to (cr, b->x1 + 0.3 * f, y);
      cairo_stroke (cr);
      draw_text (cr, &style->text, label, 0.85 * f, TEXT_NORMAL, b->x1 + 0.5 * f, y, 0, 0.5,
                 width - b->x1 - 0.9 * f);
    }

  for (guint d = 0; d < g->n_depths; d++)
    for (guint r = 0; r < g->n_reductions; r++)
      any_differs = any_differs || best_move_differs (sweep, d, r);
  if (any_differs)
    {
      g_autofree char *note = NULL;

      /* Translators: explains the dashed, "!"-marked heat map cells */
      note = g_strdup_printf (_("! dashed: best move differs from %s"),
                              cairn_mode_to_label (sweep->baseline_mode));
      draw_text (cr, &style->text, note, 0.75 * f, TEXT_WRAP, b->x0, b->y1 + 1.0 * f, 0, 0,
                 width - b->x0 - 0.5 * f);
    }
}

void
cairn_chart_paint_sweep (cairo_t          *cr,
                         const CairnSweep *sweep,
                         double            width,
                         double            height,
                         gboolean          dark)
{
  const Style *style = dark ? &dark_style : &print_style;
  Geometry g;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (sweep != NULL);

  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  set_colour (cr, &style->background);
  cairo_paint (cr);

  compute_geometry (sweep, width, height, &g);
  draw_titles (cr, sweep, &g, style, width);
  if (g.n_depths == 0)
    draw_text (cr, &style->muted, _("No depth limits to show"), g.font, TEXT_NORMAL,
               width / 2, height / 2, 0.5, 0.5, width);
  else
    {
      draw_line_chart (cr, sweep, &g, style);
      draw_legend (cr, sweep, &g, style);
      if (g.n_reductions > 0)
        {
          draw_heat_map (cr, sweep, &g, style);
          draw_colour_bar (cr, sweep, &g, style, width);
        }
    }
  cairo_restore (cr);
}

/* ------------------------------------------------------------- hit test */

static gboolean
in_box (const Box *b,
        double     x,
        double     y)
{
  return x >= b->x0 && x < b->x1 && y >= b->y0 && y < b->y1;
}

gboolean
cairn_chart_hit_test (const CairnSweep *sweep,
                      double            width,
                      double            height,
                      double            x,
                      double            y,
                      guint            *depth_index,
                      guint            *reduction_index)
{
  Geometry g;
  double lo, hi, best = G_MAXDOUBLE, radius;
  Box near;

  g_return_val_if_fail (sweep != NULL, FALSE);

  compute_geometry (sweep, width, height, &g);
  if (g.n_depths == 0)
    return FALSE;

  if (g.n_reductions > 0 && in_box (&g.heat, x, y))
    {
      *depth_index = MIN ((guint) ((x - g.heat.x0) / g.column), g.n_depths - 1);
      *reduction_index = MIN ((guint) ((y - g.heat.y0) / g.row), g.n_reductions - 1);
      return TRUE;
    }

  radius = 0.8 * g.font;
  near = (Box) { g.lines.x0 - radius, g.lines.y0 - radius, g.lines.x1 + radius, g.lines.y1 + radius };
  if (!in_box (&near, x, y))
    return FALSE;
  log_range (sweep, &lo, &hi);
  /* The nearest marker within reach; the baseline wins ties, as it is
   * drawn on top. */
  for (guint s = 0; s <= g.n_reductions; s++)
    for (guint d = 0; d < g.n_depths; d++)
      {
        double dx = x - marker_x (&g, d, s);
        double dy = y - value_y (&g, lo, hi, series_nodes (sweep, d, s));
        double distance = dx * dx + dy * dy;

        if (distance <= radius * radius && distance < best)
          {
            best = distance;
            *depth_index = d;
            *reduction_index = s == 0 ? G_MAXUINT : s - 1;
          }
      }
  return best < G_MAXDOUBLE;
}

/* ---------------------------------------------------------------- files */

typedef enum {
  CHART_PNG,
  CHART_SVG,
  CHART_PDF,
} ChartFormat;

static gboolean
format_from_path (const char  *path,
                  ChartFormat *format,
                  GError     **error)
{
  static const struct {
    const char *extension;
    ChartFormat format;
  } formats[] = {
    { ".png", CHART_PNG },
    { ".svg", CHART_SVG },
    { ".pdf", CHART_PDF },
  };
  g_autofree char *lower = g_ascii_strdown (path, -1);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_str_has_suffix (lower, formats[i].extension) &&
        strlen (lower) > strlen (formats[i].extension))
      {
        *format = formats[i].format;
        return TRUE;
      }
  g_set_error (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_FORMAT,
               _("Invalid chart file name “%s”: it must end in .png, .svg or .pdf"), path);
  return FALSE;
}

gboolean
cairn_chart_check_path (const char *path,
                        GError    **error)
{
  ChartFormat format;

  g_return_val_if_fail (path != NULL, FALSE);
  return format_from_path (path, &format, error);
}

typedef struct {
  FILE *file;
  int   errsv;   /* the first write error, 0 while none */
} Sink;

static cairo_status_t
sink_write (void                *data,
            const unsigned char *bytes,
            unsigned int         length)
{
  Sink *sink = data;

  if (sink->errsv == 0 && fwrite (bytes, 1, length, sink->file) != length)
    sink->errsv = errno ? errno : EIO;
  return sink->errsv ? CAIRO_STATUS_WRITE_ERROR : CAIRO_STATUS_SUCCESS;
}

/* Paints the print-style chart into @sink; returns the cairo status. */
static cairo_status_t
render (CairnChartPaintFunc paint,
        gconstpointer       data,
        ChartFormat         format,
        Sink               *sink)
{
  const double w = CAIRN_CHART_WIDTH, h = CAIRN_CHART_HEIGHT;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  switch (format)
    {
    case CHART_SVG:
      surface = cairo_svg_surface_create_for_stream (sink_write, sink, w, h);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
      break;
    case CHART_PDF:
      /* PDF pages are measured in points: 96 CSS px make 72 pt. */
      surface = cairo_pdf_surface_create_for_stream (sink_write, sink, w * 0.75, h * 0.75);
      break;
    case CHART_PNG:
    default:
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) w, (int) h);
      break;
    }

  cr = cairo_create (surface);
  if (format == CHART_PDF)
    cairo_scale (cr, 0.75, 0.75);
  paint (cr, data, w, h);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS && format == CHART_PNG)
    status = cairo_surface_write_to_png_stream (surface, sink_write, sink);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return status;
}

gboolean
cairn_chart_write_file (const char          *path,
                        CairnChartPaintFunc  paint,
                        gconstpointer        data,
                        GError             **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autofree char *temp = NULL;
  cairo_status_t status;
  ChartFormat format;
  Sink sink = { NULL, 0 };
  int fd;

  g_return_val_if_fail (paint != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!format_from_path (path, &format, error))
    return FALSE;

  /* The temporary file lives next to @path so the rename cannot cross
   * file systems. */
  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  temp = g_strdup_printf ("%s%c.%s.XXXXXX", dir, G_DIR_SEPARATOR, base);
  fd = g_mkstemp_full (temp, O_RDWR, 0666);
  if (fd < 0 || (sink.file = fdopen (fd, "wb")) == NULL)
    {
      int errsv = errno;

      if (fd >= 0)
        {
          g_close (fd, NULL);
          g_unlink (temp);
        }
      g_set_error (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_WRITE,
                   _("Could not write chart “%s”: %s"), path, g_strerror (errsv));
      return FALSE;
    }

  status = render (paint, data, format, &sink);
  if (fclose (sink.file) != 0 && sink.errsv == 0)
    sink.errsv = errno;
  if (status == CAIRO_STATUS_SUCCESS && sink.errsv == 0 && g_rename (temp, path) != 0)
    sink.errsv = errno;

  if (status != CAIRO_STATUS_SUCCESS || sink.errsv != 0)
    {
      g_unlink (temp);
      g_set_error (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_WRITE,
                   _("Could not write chart “%s”: %s"), path,
                   sink.errsv ? g_strerror (sink.errsv) : cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

static void
paint_sweep_print (cairo_t       *cr,
                   gconstpointer  data,
                   double         width,
                   double         height)
{
  cairn_chart_paint_sweep (cr, data, width, height, FALSE);
}

gboolean
cairn_chart_sweep_to_file (const CairnSweep *sweep,
                           const char       *path,
                           GError          **error)
{
  g_return_val_if_fail (sweep != NULL, FALSE);
  return cairn_chart_write_file (path, paint_sweep_print, sweep, error);
}
