/* test-painter.c — the painter on image surfaces, checked pixel by pixel.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-games.h"
#include "cairn-painter.h"
#include "cairn-painter-private.h"
#include "test-util.h"

#define SENTINEL 0xffff00ffu   /* opaque magenta: never a theme colour */

typedef struct {
  CairnSearch *search;
  CairnLayout *layout;
  const CairnTree *tree;
} Fixture;

static void
fixture_set_up (Fixture      *f,
                CairnMode     mode,
                guint         depth,
                guint         reduction,
                const char   *cells,
                const char   *to_move)
{
  CairnSettings settings;
  CairnPosition position;

  if (cells)
    test_position (cells, to_move, &position);
  else
    cairn_position_init_empty (&position);
  test_settings (mode, depth, reduction, FALSE, &settings);
  f->search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (f->search);
  f->tree = cairn_search_get_tree (f->search);
  f->layout = cairn_layout_new (f->tree, NULL);
}

static void
fixture_tear_down (Fixture *f)
{
  g_clear_pointer (&f->layout, cairn_layout_free);
  g_clear_pointer (&f->search, cairn_search_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Fixture, fixture_tear_down)

static cairo_surface_t *
sentinel_surface (int width,
                  int height)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (s);

  cairo_set_source_rgb (cr, 1, 0, 1);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  return s;
}

static guint32
pixel (cairo_surface_t *s,
       int              x,
       int              y)
{
  const guint8 *data = cairo_image_surface_get_data (s);

  return *(const guint32 *) (gconstpointer) (data + y * cairo_image_surface_get_stride (s) + x * 4);
}

static gboolean
near_colour (guint32         p,
             const CairnRgb *c,
             int             tolerance)
{
  int r = (int) (p >> 16 & 0xff), g = (int) (p >> 8 & 0xff), b = (int) (p & 0xff);

  return abs (r - (int) round (c->r * 255)) <= tolerance &&
         abs (g - (int) round (c->g * 255)) <= tolerance &&
         abs (b - (int) round (c->b * 255)) <= tolerance;
}

/* How many pixels of colour @c lie within @radius of (x, y). */
static guint
count_colour (cairo_surface_t *s,
              double           x,
              double           y,
              double           radius,
              const CairnRgb  *c)
{
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  guint n = 0;

  cairo_surface_flush (s);
  for (int py = MAX (0, (int) (y - radius)); py <= MIN (h - 1, (int) (y + radius)); py++)
    for (int px = MAX (0, (int) (x - radius)); px <= MIN (w - 1, (int) (x + radius)); px++)
      if (near_colour (pixel (s, px, py), c, 40))
        n++;
  return n;
}

/* Pixels within @radius of (x, y) clearly tinted blue (or orange, red):
 * thin lines blend
 * with the background, so their exact colour is not expected. */
static guint
count_tinted (cairo_surface_t *s,
              double           x,
              double           y,
              double           radius,
              gboolean         blue)
{
  guint n = 0;

  cairo_surface_flush (s);
  for (int py = (int) (y - radius); py <= (int) (y + radius); py++)
    for (int px = (int) (x - radius); px <= (int) (x + radius); px++)
      {
        guint32 p = pixel (s, px, py);

        int red = (int) (p >> 16 & 0xff), b = (int) (p & 0xff);

        if ((blue ? b - red : red - b) > 50)
          n++;
      }
  return n;
}

/* Paints @f so that @node sits in the middle of a 400 × 300 surface. */
static cairo_surface_t *
paint_around (Fixture  *f,
              guint32   item,
              double    scale,
              double   *x,
              double   *y)
{
  cairo_surface_t *s = sentinel_surface (400, 300);
  cairo_t *cr = cairo_create (s);
  const CairnLayoutItem *it = cairn_layout_get_item (f->layout, item);
  CairnPaintOptions o;

  cairn_paint_options_init (&o, CAIRN_THEME_PRINT);
  o.scale = scale;
  o.offset_x = 200 - scale * it->x;
  o.offset_y = 150 - cairn_painter_level_height (&o) * it->y;
  o.viewport = (CairnRect) { 0, 0, 400, 300 };
  cairn_painter_paint (cr, f->tree, f->layout, &o);
  cairo_destroy (cr);
  cairn_painter_item_position (f->layout, &o, item, x, y);
  g_assert_cmpfloat (fabs (*x - 200), <, 1e-6);
  g_assert_cmpfloat (fabs (*y - 150), <, 1e-6);
  return s;
}

static void
test_painter_null_probe (void)
{
  g_auto (Fixture) f = { 0 };
  const CairnPalette *pal = cairn_theme_palette (CAIRN_THEME_PRINT);
  guint high = 0, low = 0;

  fixture_set_up (&f, CAIRN_MODE_NULL, 3, 1, NULL, NULL);
  for (guint32 i = 0; i < f.tree->n_nodes && (high < 3 || low < 3); i++)
    {
      const CairnNode *node = cairn_tree_get (f.tree, i);
      cairo_surface_t *s;
      double x, y;

      if (node->kind != CAIRN_NODE_NULL_PROBE)
        continue;
      s = paint_around (&f, i, 30, &x, &y);
      /* A diamond outlined in the probe's blue; filled when it failed high. */
      g_assert_cmpuint (count_colour (s, x, y, 9, &pal->probe), >, 20);
      if (node->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH)
        {
          g_assert_true (near_colour (pixel (s, (int) x, (int) y), &pal->probe, 40));
          high++;
        }
      else
        {
          g_assert_true (near_colour (pixel (s, (int) x, (int) y), &pal->background, 10));
          low++;
        }
      /* The edge in: blue dashes on the probe's column above it. */
      g_assert_cmpuint (count_tinted (s, x, y - 30, 6, TRUE), >, 0);
      cairo_surface_destroy (s);
    }
  g_assert_cmpuint (high, >, 0);
  g_assert_cmpuint (low, >, 0);
}

/* Pixels within @radius of (x, y) tinted like the prunes' wine (red and
 * blue over green) or the cutoffs' orange (red and green over blue):
 * thin dashes blend with the background, so not their exact colour. */
static guint
count_hue (cairo_surface_t *s,
           double           x,
           double           y,
           double           radius,
           gboolean         wine)
{
  guint n = 0;

  cairo_surface_flush (s);
  for (int py = (int) (y - radius); py <= (int) (y + radius); py++)
    for (int px = (int) (x - radius); px <= (int) (x + radius); px++)
      {
        guint32 p = pixel (s, px, py);
        int r = (int) (p >> 16 & 0xff), g = (int) (p >> 8 & 0xff), b = (int) (p & 0xff);

        if (wine ? r - g > 25 && b - g > 10 : r - b > 50 && g - b > 25)
          n++;
      }
  return n;
}

/* Cutoff ghosts are orange dotted circles, prune ghosts wine dashed
 * squares: each in its own colour and never in the other's, and the two
 * colours apart in lightness too, so that a greyscale print and readers
 * with red-green colour blindness still tell them apart. */
static void
test_painter_ghosts (void)
{
  g_auto (Fixture) f = { 0 };
  const CairnPalette *pal = cairn_theme_palette (CAIRN_THEME_PRINT);
  guint cutoffs = 0, prunes = 0;
  double luma_cutoff = 0.299 * pal->cutoff.r + 0.587 * pal->cutoff.g + 0.114 * pal->cutoff.b;
  double luma_prune = 0.299 * pal->prune.r + 0.587 * pal->prune.g + 0.114 * pal->prune.b;

  g_assert_cmpfloat (luma_cutoff - luma_prune, >, 0.3);
  /* Blue against red: the axis red-green colour blindness keeps. */
  g_assert_cmpfloat (pal->prune.b - pal->prune.g, >, 0.15);
  g_assert_cmpfloat (pal->cutoff.g - pal->cutoff.b, >, 0.5);

  fixture_set_up (&f, CAIRN_MODE_NULL, 3, 1, NULL, NULL);
  for (guint32 i = cairn_layout_get_n_nodes (f.layout); i < cairn_layout_get_n_items (f.layout); i++)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (f.layout, i);
      CairnNodeEnd end = cairn_tree_get (f.tree, it->node)->end;
      cairo_surface_t *s;
      double x, y;

      if ((end == CAIRN_END_CUTOFF && cutoffs >= 3) || (end == CAIRN_END_NULL_PRUNED && prunes >= 3))
        continue;
      s = paint_around (&f, i, 30, &x, &y);
      if (end == CAIRN_END_CUTOFF)
        {
          g_assert_cmpuint (count_hue (s, x, y, 7, FALSE), >, 3);
          g_assert_cmpuint (count_hue (s, x, y, 7, TRUE), ==, 0);
          cutoffs++;
        }
      else
        {
          g_assert_cmpint (end, ==, CAIRN_END_NULL_PRUNED);
          g_assert_cmpuint (count_hue (s, x, y, 7, TRUE), >, 3);
          g_assert_cmpuint (count_hue (s, x, y, 7, FALSE), ==, 0);
          prunes++;
        }
      cairo_surface_destroy (s);
    }
  g_assert_cmpuint (cutoffs, ==, 3);
  g_assert_cmpuint (prunes, ==, 3);
}

/* Every level of detail, theme and decoration paints inside the viewport
 * and nothing outside it. */
static void
test_painter_viewport (void)
{
  g_auto (Fixture) f = { 0 };
  const double scales[] = { 0.05, 0.6, 3, 8, 30, 60, 80, 140 };
  const CairnRect vp = { 37, 29, 311, 203 };
  guint32 line[] = { 0, 1, 3 };

  fixture_set_up (&f, CAIRN_MODE_VERIFIED, 5, 2, NULL, NULL);
  for (guint t = CAIRN_THEME_LIGHT; t <= CAIRN_THEME_PRINT; t++)
    for (guint k = 0; k < G_N_ELEMENTS (scales); k++)
      for (guint at = 0; at < 2; at++)
        {
          cairo_surface_t *s = sentinel_surface (360, 240);
          cairo_t *cr = cairo_create (s);
          CairnPaintOptions o;
          guint inside = 0;

          cairn_paint_options_init (&o, (CairnTheme) t);
          o.scale = scales[k];
          o.offset_x = 170 - scales[k] * cairn_layout_get_item (f.layout, 2)->x;
          o.offset_y = 40;
          o.viewport = vp;
          o.at_event = at ? 400 : CAIRN_ALL_EVENTS;
          o.current_node = 5;
          o.selected_node = 7;
          o.highlight = line;
          o.n_highlight = G_N_ELEMENTS (line);
          cairn_painter_paint (cr, f.tree, f.layout, &o);
          g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
          cairo_destroy (cr);
          cairo_surface_flush (s);

          for (int y = 0; y < 240; y++)
            for (int x = 0; x < 360; x++)
              {
                gboolean in = x >= vp.x0 && x < vp.x1 && y >= vp.y0 && y < vp.y1;

                if (!in)
                  g_assert_cmphex (pixel (s, x, y), ==, SENTINEL);
                else if (pixel (s, x, y) != SENTINEL)
                  inside++;
              }
          g_assert_cmpuint (inside, ==, (guint) ((vp.x1 - vp.x0) * (vp.y1 - vp.y0)));
          cairo_surface_destroy (s);
        }
}

/* Max nodes point up (base corners low), min nodes down (corners high). */
static void
test_painter_max_min (void)
{
  g_auto (Fixture) f = { 0 };
  const CairnPalette *pal = cairn_theme_palette (CAIRN_THEME_PRINT);
  const double scale = 20, r = 0.3 * scale;
  guint32 min_node = 1, max_leaf = 2;

  fixture_set_up (&f, CAIRN_MODE_PLAIN, 2, 1, NULL, NULL);
  g_assert_false (cairn_node_is_max (cairn_tree_get (f.tree, min_node)));
  g_assert_true (cairn_node_is_max (cairn_tree_get (f.tree, max_leaf)));
  for (guint k = 0; k < 2; k++)
    {
      double x, y, high, low;
      cairo_surface_t *s = paint_around (&f, k ? max_leaf : min_node, scale, &x, &y);

      high = count_colour (s, x - 0.85 * r, y - 0.8 * r, 1, &pal->ink);
      low = count_colour (s, x - 0.85 * r, y + 0.8 * r, 1, &pal->ink);
      if (k)
        {
          g_assert_cmpuint (low, >, 0);
          g_assert_cmpuint (high, ==, 0);
        }
      else
        {
          g_assert_cmpuint (high, >, 0);
          g_assert_cmpuint (low, ==, 0);
        }
      cairo_surface_destroy (s);
    }
}

static void
test_painter_hit_and_fit (void)
{
  g_auto (Fixture) f = { 0 };
  CairnPaintOptions o;
  const CairnRect area = { 0, 0, 1920, 1080 };

  fixture_set_up (&f, CAIRN_MODE_NULL, 4, 1, NULL, NULL);
  cairn_paint_options_init (&o, CAIRN_THEME_LIGHT);
  cairn_painter_fit (f.layout, &area, &o);
  for (guint32 i = 0; i < cairn_layout_get_n_nodes (f.layout); i += 7)
    {
      double x, y;

      cairn_painter_item_position (f.layout, &o, i, &x, &y);
      g_assert_cmpfloat (x, >=, 0);
      g_assert_cmpfloat (x, <=, 1920);
      g_assert_cmpfloat (y, >=, 0);
      g_assert_cmpfloat (y, <=, 1080);
    }
  o.scale = 40;
  o.level_height = 0;
  for (guint32 i = 0; i < cairn_layout_get_n_items (f.layout); i += 3)
    {
      double x, y;

      cairn_painter_item_position (f.layout, &o, i, &x, &y);
      g_assert_cmpuint (cairn_painter_hit_test (f.layout, &o, x + 2, y - 2), ==, i);
    }
  g_assert_cmpuint (cairn_painter_hit_test (f.layout, &o, -1e6, 0), ==, CAIRN_NO_ITEM);
}

static void
test_painter_legend (void)
{
  for (CairnMode mode = 0; mode < CAIRN_N_MODES; mode++)
    for (guint flags = 0; flags < 2; flags++)
      {
        cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 400);
        cairo_t *cr = cairo_create (s);
        double w1, h1, w2, h2, w3, h3;

        cairn_painter_paint_legend_full (NULL, CAIRN_THEME_PRINT, mode, flags, 1100, 0, 0, &w1, &h1);
        cairn_painter_paint_legend_full (cr, CAIRN_THEME_PRINT, mode, flags, 1100, 10, 10, &w2, &h2);
        cairn_painter_paint_legend (cr, CAIRN_THEME_DARK, mode, 0, 0, &w3, &h3);
        g_assert_cmpfloat (w1, ==, w2);
        g_assert_cmpfloat (h1, ==, h2);
        g_assert_cmpfloat (w1, <=, 1100);
        g_assert_cmpfloat (h3, >=, h1);
        g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
        cairo_destroy (cr);
        cairo_surface_destroy (s);
      }
}

/* The Kazakh translation will need Cyrillic: the figure's font has it. */
static void
test_painter_cyrillic (void)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 40);
  cairo_t *cr = cairo_create (s);
  g_autoptr (PangoLayout) layout = cairn_text_layout (cr, 14, FALSE);

  pango_layout_set_text (layout, "Нөлдік жүріс: түйіндер", -1);
  g_assert_cmpint (pango_layout_get_unknown_glyphs_count (layout), ==, 0);
  cairn_show_text (cr, layout, "Нөлдік жүріс", 0, 0, 0, FALSE);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
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
      n += (pixel (s, x, y) & 0xff) < 128;
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

  fixture_set_up (&f, CAIRN_MODE_PLAIN, 1, 1, "X...O....", "x");
  for (guint on = 0; on < 2; on++)
    {
      cairo_t *cr;
      const CairnLayoutItem *it = cairn_layout_get_item (f.layout, 0);
      CairnPaintOptions o;

      s[on] = sentinel_surface (400, 300);
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
        gboolean differs = pixel (s[0], x, y) != pixel (s[1], x, y);
        double cx = fmod (x - 152, 32.0), cy = fmod (y - 102, 32.0);

        changed += differs;
        centres += differs && cx > 12 && cy > 14;
      }
  g_assert_cmpuint (changed, >, 9 * 5);
  g_assert_cmpuint (centres, ==, 0);
  cairo_surface_destroy (s[0]);
  cairo_surface_destroy (s[1]);
}

static void
test_painter_theme_parse (void)
{
  g_autoptr (GError) error = NULL;
  CairnTheme theme;

  g_assert_true (cairn_theme_parse ("dark", &theme, NULL));
  g_assert_cmpint (theme, ==, CAIRN_THEME_DARK);
  g_assert_true (cairn_theme_parse ("Print", &theme, NULL));
  g_assert_cmpint (theme, ==, CAIRN_THEME_PRINT);
  g_assert_false (cairn_theme_parse ("sepia", &theme, &error));
  g_assert_error (error, CAIRN_PAINTER_ERROR, CAIRN_PAINTER_ERROR_THEME);
  g_assert_nonnull (strstr (error->message, "sepia"));
}

/* WCAG's relative luminance of an sRGB colour. */
static double
relative_luminance (double r,
                    double g,
                    double b)
{
  double c[3] = { r, g, b };

  for (guint i = 0; i < 3; i++)
    c[i] = c[i] <= 0.04045 ? c[i] / 12.92 : pow ((c[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

/* The current node's value is written in the ink on its disc (the disc's
 * colour over the ground): readable in every palette, 4.5:1 or more (WCAG
 * AA for text).  The dark palette's yellow disc was 1.4:1. */
static void
test_painter_current_readable (void)
{
  for (CairnTheme theme = CAIRN_THEME_LIGHT; theme <= CAIRN_THEME_PRINT; theme++)
    {
      const CairnPalette *pal = cairn_theme_palette (theme);
      double a = CAIRN_CURRENT_ALPHA;
      double disc = relative_luminance (a * pal->current.r + (1 - a) * pal->background.r,
                                        a * pal->current.g + (1 - a) * pal->background.g,
                                        a * pal->current.b + (1 - a) * pal->background.b);
      double ink = relative_luminance (pal->ink.r, pal->ink.g, pal->ink.b);
      double ratio = (MAX (disc, ink) + 0.05) / (MIN (disc, ink) + 0.05);

      g_test_message ("theme %d: ink on the current node's disc %.2f:1", theme, ratio);
      g_assert_cmpfloat (ratio, >=, 4.5);
    }
}

/* Byte luma of a pixel: dark ink is low. */
static double
luma (guint32 p)
{
  return 0.299 * (p >> 16 & 0xff) + 0.587 * (p >> 8 & 0xff) + 0.114 * (p & 0xff);
}

/* The current node's dashed ring leaves its value alone (it crossed the
 * value's digits in the light palettes).  At scale 30 (values drawn, the
 * shape's radius 7.2, the ring's 14.4), node 1's neighbourhood is
 * painted with and without node 1 as the current node: below the shape,
 * where the value is written, a pixel may only take the disc's tint (a
 * glyph's pixel: the same share of ink over the disc instead of the
 * ground), never more ink, as a ring crossing there draws. */
static void
test_painter_current_ring_clear (void)
{
  g_auto (Fixture) f = { 0 };
  const double scale = 30, r = 7.2, ring = 14.4;
  CairnTheme themes[] = { CAIRN_THEME_LIGHT, CAIRN_THEME_PRINT };

  fixture_set_up (&f, CAIRN_MODE_PLAIN, 3, 1, NULL, NULL);
  for (guint t = 0; t < G_N_ELEMENTS (themes); t++)
    {
      const CairnPalette *pal = cairn_theme_palette (themes[t]);
      const CairnLayoutItem *it = cairn_layout_get_item (f.layout, 1);
      cairo_surface_t *s[2];
      double a = CAIRN_CURRENT_ALPHA, x = 0, y = 0, bg, ink, disc;
      guint inky = 0, tinted = 0;

      for (guint k = 0; k < 2; k++)
        {
          cairo_t *cr;
          CairnPaintOptions o;

          s[k] = sentinel_surface (200, 120);
          cr = cairo_create (s[k]);
          cairn_paint_options_init (&o, themes[t]);
          o.background = TRUE;
          o.scale = scale;
          o.offset_x = 100 - scale * it->x;
          o.offset_y = 50 - cairn_painter_level_height (&o) * it->y;
          o.viewport = (CairnRect) { 0, 0, 200, 120 };
          o.current_node = k == 0 ? CAIRN_NO_NODE : 1;
          cairn_painter_paint (cr, f.tree, f.layout, &o);
          cairo_destroy (cr);
          cairo_surface_flush (s[k]);
          cairn_painter_item_position (f.layout, &o, 1, &x, &y);
        }
      bg = 255 * (0.299 * pal->background.r + 0.587 * pal->background.g + 0.114 * pal->background.b);
      ink = 255 * (0.299 * pal->ink.r + 0.587 * pal->ink.g + 0.114 * pal->ink.b);
      disc = a * 255 * (0.299 * pal->current.r + 0.587 * pal->current.g + 0.114 * pal->current.b) +
             (1 - a) * bg;
      g_assert_cmpfloat (bg - ink, >, 100);
      for (int py = (int) (y + r + 1); py <= (int) (y + ring + 3); py++)
        for (int px = (int) (x - ring - 3); px <= (int) (x + ring + 3); px++)
          {
            double without = luma (pixel (s[0], px, py)), with = luma (pixel (s[1], px, py));
            double share = CLAMP ((bg - without) / (bg - ink), 0, 1);

            g_assert_cmphex (pixel (s[1], px, py), !=, SENTINEL);
            tinted += with != without;
            if (with < share * ink + (1 - share) * MIN (disc, bg) - 40)
              inky++;
          }
      g_test_message ("theme %d: %u pixels tinted, %u inked", themes[t], tinted, inky);
      /* The disc is there, and no ring across the value. */
      g_assert_cmpuint (tinted, >, 50);
      g_assert_cmpuint (inky, ==, 0);
      cairo_surface_destroy (s[0]);
      cairo_surface_destroy (s[1]);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/painter/null-probe", test_painter_null_probe);
  g_test_add_func ("/painter/ghosts", test_painter_ghosts);
  g_test_add_func ("/painter/viewport", test_painter_viewport);
  g_test_add_func ("/painter/max-min", test_painter_max_min);
  g_test_add_func ("/painter/hit-and-fit", test_painter_hit_and_fit);
  g_test_add_func ("/painter/legend", test_painter_legend);
  g_test_add_func ("/painter/cyrillic", test_painter_cyrillic);
  g_test_add_func ("/painter/theme-parse", test_painter_theme_parse);
  g_test_add_func ("/painter/current-readable", test_painter_current_readable);
  g_test_add_func ("/painter/current-ring-clear", test_painter_current_ring_clear);
  g_test_add_func ("/painter/square-names", test_painter_square_names);
  g_test_add_func ("/painter/square-names-in-nodes", test_painter_square_names_in_nodes);
  return g_test_run ();
}
