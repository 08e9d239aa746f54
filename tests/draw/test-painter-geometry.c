/* test-painter-geometry.c — the painter's viewport geometry
 * (src/draw/cairn-painter-geometry.c): the height of a ply for a scale,
 * fitting a whole tree to an area (centred, filling its width or, for a
 * deep narrow tree, its height), item positions and hit tests as inverses
 * of each other, and points between plies hitting nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-painter.h"
#include "draw-test-util.h"
#include "test-util.h"

typedef DrawTree Fixture;

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Fixture, draw_tree_tear_down)

/* A ply's height: the options' own when set; else room for the shapes
 * (at least 40 units, 1.9 × the scale) or, from the scale boards are
 * drawn at, 1.8 × the scale. */
static void
test_level_height (void)
{
  CairnPaintOptions o;

  cairn_paint_options_init (&o, CAIRN_THEME_PRINT);
  o.level_height = 33;
  o.scale = 70;
  g_assert_cmpfloat_with_epsilon (cairn_painter_level_height (&o), 33, 1e-9);
  o.level_height = 0;
  o.scale = 10;
  g_assert_cmpfloat_with_epsilon (cairn_painter_level_height (&o), 40, 1e-9);
  o.scale = 30;
  g_assert_cmpfloat_with_epsilon (cairn_painter_level_height (&o), 57, 1e-9);
  o.scale = CAIRN_PAINTER_BOARD_SCALE;
  g_assert_cmpfloat_with_epsilon (cairn_painter_level_height (&o), 1.8 * CAIRN_PAINTER_BOARD_SCALE, 1e-9);
  o.scale = 80;
  g_assert_cmpfloat_with_epsilon (cairn_painter_level_height (&o), 144, 1e-9);
}

/* The device box of the whole layout under @o. */
static void
device_bounds (const CairnLayout       *layout,
               const CairnPaintOptions *o,
               CairnRect               *d)
{
  CairnRect b;
  double level = cairn_painter_level_height (o);

  cairn_layout_get_bounds (layout, &b);
  *d = (CairnRect) { o->offset_x + o->scale * b.x0, o->offset_y + level * b.y0,
                     o->offset_x + o->scale * b.x1, o->offset_y + level * b.y1 };
}

/* A wide tree fills the area's width, a deep narrow one its height; both
 * centred, the viewport the area. */
static void
test_fit (void)
{
  g_auto (Fixture) wide = { 0 };
  g_auto (Fixture) deep = { 0 };
  const CairnRect area = { 100, 50, 1100, 650 };
  const CairnRect narrow = { 0, 0, 1000, 200 };
  CairnPaintOptions o;
  CairnRect d;

  draw_tree_set_up (&wide, CAIRN_MODE_NULL, 4, 1, NULL, NULL);
  cairn_paint_options_init (&o, CAIRN_THEME_PRINT);
  cairn_painter_fit (wide.layout, &area, &o);
  device_bounds (wide.layout, &o, &d);
  g_assert_cmpfloat_with_epsilon (d.x0, 100, 1e-6);
  g_assert_cmpfloat_with_epsilon (d.x1, 1100, 1e-6);
  g_assert_cmpfloat_with_epsilon (d.y0 - 50, 650 - d.y1, 1e-6);
  g_assert_cmpfloat (d.y0, >=, 50);
  g_assert_true (memcmp (&o.viewport, &area, sizeof area) == 0);

  draw_tree_set_up (&deep, CAIRN_MODE_PLAIN, 9, 1, "XOXOX....", NULL);
  cairn_painter_fit (deep.layout, &narrow, &o);
  device_bounds (deep.layout, &o, &d);
  g_assert_cmpfloat_with_epsilon (d.y0, 0, 1e-6);
  g_assert_cmpfloat_with_epsilon (d.y1, 200, 1e-6);
  g_assert_cmpfloat_with_epsilon (d.x0, 1000 - d.x1, 1e-6);
  g_assert_cmpfloat (o.scale, <=, o.level_height / 1.8 + 1e-9);
}

static void
test_painter_hit_and_fit (void)
{
  g_auto (Fixture) f = { 0 };
  CairnPaintOptions o;
  const CairnRect area = { 0, 0, 1920, 1080 };

  draw_tree_set_up (&f, CAIRN_MODE_NULL, 4, 1, NULL, NULL);
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

/* Half a ply below a node lies between plies: no item. */
static void
test_between_plies (void)
{
  g_auto (Fixture) f = { 0 };
  CairnPaintOptions o;
  double x, y;

  draw_tree_set_up (&f, CAIRN_MODE_PLAIN, 2, 1, NULL, NULL);
  cairn_paint_options_init (&o, CAIRN_THEME_PRINT);
  o.scale = 40;
  cairn_painter_item_position (f.layout, &o, 0, &x, &y);
  g_assert_cmpuint (cairn_painter_hit_test (f.layout, &o, x, y), ==, 0);
  g_assert_cmpuint (cairn_painter_hit_test (f.layout, &o, x, y + cairn_painter_level_height (&o) / 2), ==,
                    CAIRN_NO_ITEM);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/painter-geometry/level-height", test_level_height);
  g_test_add_func ("/painter-geometry/fit", test_fit);
  g_test_add_func ("/painter/hit-and-fit", test_painter_hit_and_fit);
  g_test_add_func ("/painter-geometry/between-plies", test_between_plies);
  return g_test_run ();
}
