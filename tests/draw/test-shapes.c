/* test-shapes.c — the node and edge marks shared by the painter and its
 * legend (src/draw/cairn-shapes.c): the shapes' exact extents, and on a
 * 100 × 100 image in the print palette (black on white, the accents of
 * test-theme.c) the exact colour at known points: a node's fill and
 * outline, hollow nodes, cutoff and prune bars, verification rings,
 * ghosts, the decisive star; the edge styles' widths and dashes; values
 * written with real minus signs and infinities.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "draw-test-util.h"

#include "cairn-painter-private.h"

#define WHITE 0xffffffu
#define BLACK 0x000000u

static guint32
hex (const CairnRgb *rgb)
{
  return (guint32) (rgb->r * 255 + 0.5) << 16 | (guint32) (rgb->g * 255 + 0.5) << 8 | (guint32) (rgb->b * 255 + 0.5);
}

static const CairnPalette *
print (void)
{
  return cairn_theme_palette (CAIRN_THEME_PRINT);
}

/* Max nodes point up, min nodes down, probes are diamonds: each centred
 * on (50, 50), radius 20, its corners where the path puts them. */
static void
test_shape_extents (void)
{
  static const struct { Shape shape; double x0, y0, x1, y1; } shapes[] = {
    { SHAPE_UP,      29, 30, 71, 66 },   /* apex at y − r, base at y + 0.8 r, 1.05 r either side */
    { SHAPE_DOWN,    29, 34, 71, 70 },
    { SHAPE_DIAMOND, 31, 28, 69, 72 },   /* 0.95 r across, 1.1 r up and down */
  };
  g_auto (DrawCanvas) c = { 0 };

  draw_canvas_open (&c, 100, 100, 0xffffff);
  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      double x0, y0, x1, y1;

      cairo_new_path (c.cr);
      cairn_shape_path (c.cr, shapes[i].shape, 50, 50, 20);
      cairo_path_extents (c.cr, &x0, &y0, &x1, &y1);
      g_assert_cmpfloat_with_epsilon (x0, shapes[i].x0, 1e-9);
      g_assert_cmpfloat_with_epsilon (y0, shapes[i].y0, 1e-9);
      g_assert_cmpfloat_with_epsilon (x1, shapes[i].x1, 1e-9);
      g_assert_cmpfloat_with_epsilon (y1, shapes[i].y1, 1e-9);
    }
  cairo_new_path (c.cr);
}

/* A filled max node: its fill inside, its ink outline on the base (3.2
 * wide, over y 64.4 to 67.6), white past its slanted sides. */
static void
test_paint_shape (void)
{
  NodeLook look = { .shape = SHAPE_UP, .fill = &print ()->node_fill, .outline = &print ()->ink };
  NodeLook hollow = { .shape = SHAPE_DOWN, .outline = &print ()->probe };
  g_auto (DrawCanvas) c = { 0 };
  g_auto (DrawCanvas) h = { 0 };

  draw_canvas_open (&c, 100, 100, 0xffffff);
  cairn_paint_shape (c.cr, print (), &look, 50, 50, 20);
  g_assert_cmphex (draw_canvas_at (&c, 50, 52), ==, 0xd9d9d9);
  g_assert_cmphex (draw_canvas_at (&c, 50, 65), ==, BLACK);
  /* Beside the apex, outside the triangle and its outline. */
  g_assert_cmphex (draw_canvas_at (&c, 32, 32), ==, WHITE);
  g_assert_cmphex (draw_canvas_at (&c, 68, 32), ==, WHITE);
  g_assert_cmphex (draw_canvas_at (&c, 50, 80), ==, WHITE);

  /* Hollow: the ground inside, the outline's colour on its top side. */
  draw_canvas_open (&h, 100, 100, 0xffffff);
  cairn_paint_shape (h.cr, print (), &hollow, 50, 50, 20);
  g_assert_cmphex (draw_canvas_at (&h, 50, 46), ==, hex (&print ()->background));
  g_assert_cmphex (draw_canvas_at (&h, 50, 34), ==, hex (&print ()->probe));
}

/* One bar, orange, for a cutoff; two, wine, 2.4 units apart, for a
 * prune; none draws nothing. */
static void
test_bars (void)
{
  NodeLook none = { 0 }, cutoff = { .bars = 1 }, prune = { .bars = 2 };
  g_auto (DrawCanvas) c = { 0 };

  draw_canvas_open (&c, 100, 100, 0xffffff);
  cairn_paint_bars (c.cr, print (), &none, 50, 20, 10, 4);
  g_assert_cmphex (draw_canvas_at (&c, 50, 20), ==, WHITE);
  cairn_paint_bars (c.cr, print (), &cutoff, 50, 20, 10, 4);
  g_assert_cmphex (draw_canvas_at (&c, 50, 20), ==, 0xe69f00);
  g_assert_cmphex (draw_canvas_at (&c, 50, 29), ==, WHITE);
  g_assert_cmphex (draw_canvas_at (&c, 61, 20), ==, WHITE);
  cairn_paint_bars (c.cr, print (), &prune, 50, 60, 10, 4);
  g_assert_cmphex (draw_canvas_at (&c, 50, 60), ==, 0x882255);
  g_assert_cmphex (draw_canvas_at (&c, 50, 69), ==, 0x882255);   /* 60 + 2.4 × 4 = 69.6, 6 wide */
  g_assert_cmphex (draw_canvas_at (&c, 50, 65), ==, WHITE);
}

/* A verification's ring, a re-search's two, 2.2 units apart. */
static void
test_rings (void)
{
  NodeLook one = { .rings = 1 }, two = { .rings = 2 };
  g_auto (DrawCanvas) c = { 0 };

  draw_canvas_open (&c, 100, 100, 0xffffff);
  cairn_paint_rings (c.cr, print (), &one, 25, 50, 10, 2);
  g_assert_cmphex (draw_canvas_at (&c, 35, 50), ==, 0xcc79a7);
  g_assert_cmphex (draw_canvas_at (&c, 25, 50), ==, WHITE);
  cairn_paint_rings (c.cr, print (), &two, 70, 50, 10, 2);
  g_assert_cmphex (draw_canvas_at (&c, 80, 50), ==, 0xcc79a7);
  g_assert_cmphex (draw_canvas_at (&c, 84, 50), ==, 0xcc79a7);   /* 10 + 2.2 × 2 = 14.4 */
  g_assert_cmphex (draw_canvas_at (&c, 82, 50), ==, WHITE);
}

/* A pruned ghost is a wine square, a cut-off one an orange circle; both
 * hollow (the ground inside).  The star: wine inside, ink rim. */
static void
test_ghosts_and_star (void)
{
  g_auto (DrawCanvas) c = { 0 };

  draw_canvas_open (&c, 100, 100, 0xffffff);
  cairn_paint_ghost (c.cr, print (), TRUE, 25, 25, 10);
  g_assert_cmphex (draw_canvas_at (&c, 25, 25), ==, WHITE);
  /* The square's corner, where a circle would not reach. */
  g_assert_cmphex (draw_canvas_at (&c, 15, 15), ==, 0x882255);
  cairn_paint_ghost (c.cr, print (), FALSE, 75, 25, 10);
  g_assert_cmphex (draw_canvas_at (&c, 75, 25), ==, WHITE);
  g_assert_cmphex (draw_canvas_at (&c, 66, 16), ==, WHITE);
  cairn_paint_star (c.cr, print (), 50, 70, 20);
  g_assert_cmphex (draw_canvas_at (&c, 50, 70), ==, 0x882255);
  g_assert_cmphex (draw_canvas_at (&c, 50, 93), ==, WHITE);     /* between the lower points */
  cairo_new_path (c.cr);
}

/* Each edge style's colour, width and dash, scaled by the width. */
static void
test_edge_styles (void)
{
  g_auto (DrawCanvas) c = { 0 };
  double dash[4], red, green, blue, alpha;

  draw_canvas_open (&c, 100, 100, 0xffffff);
  cairn_set_edge_style (c.cr, print (), EDGE_PROBE, 2);
  g_assert_cmpfloat_with_epsilon (cairo_get_line_width (c.cr), 2.8, 1e-9);
  g_assert_cmpint (cairo_get_dash_count (c.cr), ==, 2);
  cairo_get_dash (c.cr, dash, NULL);
  g_assert_cmpfloat_with_epsilon (dash[0], 14.0, 1e-9);   /* 5 × 2.8 */
  g_assert_cmpfloat_with_epsilon (dash[1], 8.4, 1e-9);    /* 3 × 2.8 */
  g_assert_cmpint (cairo_pattern_get_rgba (cairo_get_source (c.cr), &red, &green, &blue, &alpha), ==,
                   CAIRO_STATUS_SUCCESS);
  g_assert_cmpfloat_with_epsilon (blue, 0xb2 / 255.0, 1e-9);

  cairn_set_edge_style (c.cr, print (), EDGE_REDUCED, 2);
  g_assert_cmpint (cairo_get_dash_count (c.cr), ==, 4);   /* dash-dot */
  cairn_set_edge_style (c.cr, print (), EDGE_PLAIN, 2);
  g_assert_cmpint (cairo_get_dash_count (c.cr), ==, 0);
  g_assert_cmpfloat_with_epsilon (cairo_get_line_width (c.cr), 2.0, 1e-9);

  /* Drawn: a plain edge is solid ink along its whole length. */
  cairo_move_to (c.cr, 10, 50);
  cairo_line_to (c.cr, 90, 50);
  cairo_set_line_width (c.cr, 4);
  cairo_stroke (c.cr);
  for (int x = 10; x < 90; x += 7)
    g_assert_cmphex (draw_canvas_at (&c, x, 49), ==, BLACK);
}

/* Values as the tree writes them: the real minus sign, and the window's
 * infinities. */
static void
test_format_value (void)
{
  static const struct { int value; const char *text; } cases[] = {
    { 0, "0" }, { 12, "12" }, { -9, "−9" }, { -150, "−150" },
    { CAIRN_VALUE_INFINITY, "+∞" }, { CAIRN_VALUE_INFINITY + 5, "+∞" },
    { -CAIRN_VALUE_INFINITY, "−∞" }, { CAIRN_VALUE_INFINITY - 1, NULL },
  };
  char buf[32];

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *expected = cases[i].text ? g_strdup (cases[i].text)
                                                : g_strdup_printf ("%d", CAIRN_VALUE_INFINITY - 1);

      cairn_format_value (buf, sizeof buf, cases[i].value);
      g_assert_cmpstr (buf, ==, expected);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/shapes/extents", test_shape_extents);
  g_test_add_func ("/shapes/paint-shape", test_paint_shape);
  g_test_add_func ("/shapes/bars", test_bars);
  g_test_add_func ("/shapes/rings", test_rings);
  g_test_add_func ("/shapes/ghosts-and-star", test_ghosts_and_star);
  g_test_add_func ("/shapes/edge-styles", test_edge_styles);
  g_test_add_func ("/shapes/format-value", test_format_value);
  return g_test_run ();
}
