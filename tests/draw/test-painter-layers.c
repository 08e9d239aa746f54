/* test-painter-layers.c — the painter's layers over and under the nodes
 * (src/draw/cairn-painter-layers.c): the current node's disc and the
 * selection's ring leave the node's value readable (moved here from
 * test-painter.c), and the decisive prune's star drawn up right of its
 * node in the prune's exact colour, nowhere without it; far out, a
 * draft frame's fan of edges packed into a few pixels drawn once per
 * pixel column, every leaf still reached.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-boxes.h"
#include "cairn-painter.h"
#include "cairn-theme.h"
#include "draw-test-util.h"
#include "test-util.h"

typedef DrawTree Fixture;

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Fixture, draw_tree_tear_down)

/* Node 1's neighbourhood of @f at @scale (node 1 at 100, 50 of a 200 ×
 * 120 picture), with @current and @selected marked; node 1's centre in
 * *@x, *@y. */
static cairo_surface_t *
paint_near_node_1 (const Fixture *f,
                   CairnTheme     theme,
                   double         scale,
                   guint32        current,
                   guint32        selected,
                   double        *x,
                   double        *y)
{
  const CairnLayoutItem *it = cairn_layout_get_item (f->layout, 1);
  cairo_surface_t *surface = draw_sentinel_surface (200, 120);
  cairo_t *cr = cairo_create (surface);
  CairnPaintOptions o;

  cairn_paint_options_init (&o, theme);
  o.background = TRUE;
  o.scale = scale;
  o.offset_x = 100 - scale * it->x;
  o.offset_y = 50 - cairn_painter_level_height (&o) * it->y;
  o.viewport = (CairnRect) { 0, 0, 200, 120 };
  o.current_node = current;
  o.selected_node = selected;
  cairn_painter_paint (cr, f->tree, f->layout, &o);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  cairn_painter_item_position (f->layout, &o, 1, x, y);
  return surface;
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

  draw_tree_set_up (&f, CAIRN_MODE_PLAIN, 3, 1, NULL, NULL);
  for (guint t = 0; t < G_N_ELEMENTS (themes); t++)
    {
      const CairnPalette *pal = cairn_theme_palette (themes[t]);
      cairo_surface_t *s[2];
      double a = CAIRN_CURRENT_ALPHA, x = 0, y = 0, bg, ink, disc;
      guint inky = 0, tinted = 0;

      for (guint k = 0; k < 2; k++)
        s[k] = paint_near_node_1 (&f, themes[t], scale, k == 0 ? CAIRN_NO_NODE : 1, CAIRN_NO_NODE, &x, &y);
      bg = 255 * (0.299 * pal->background.r + 0.587 * pal->background.g + 0.114 * pal->background.b);
      ink = 255 * (0.299 * pal->ink.r + 0.587 * pal->ink.g + 0.114 * pal->ink.b);
      disc = a * 255 * (0.299 * pal->current.r + 0.587 * pal->current.g + 0.114 * pal->current.b) +
             (1 - a) * bg;
      g_assert_cmpfloat (bg - ink, >, 100);
      for (int py = (int) (y + r + 1); py <= (int) (y + ring + 3); py++)
        for (int px = (int) (x - ring - 3); px <= (int) (x + ring + 3); px++)
          {
            double without = draw_luma (draw_pixel (s[0], px, py)), with = draw_luma (draw_pixel (s[1], px, py));
            double share = CLAMP ((bg - without) / (bg - ink), 0, 1);

            g_assert_cmphex (draw_pixel (s[1], px, py), !=, DRAW_SENTINEL);
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

/* The selection ring leaves the selected node's value alone: node 1 is
 * painted with and without being selected, the box of the value's ink
 * under it found in the plain picture, and no pixel of that box changes
 * (the ring ran through the digits); the selection did draw elsewhere. */
static void
test_painter_selection_ring_clear (void)
{
  g_auto (Fixture) f = { 0 };
  const double scale = 30, r = 7.2;
  CairnTheme themes[] = { CAIRN_THEME_LIGHT, CAIRN_THEME_PRINT };

  draw_tree_set_up (&f, CAIRN_MODE_PLAIN, 3, 1, NULL, NULL);
  for (guint t = 0; t < G_N_ELEMENTS (themes); t++)
    {
      const CairnPalette *pal = cairn_theme_palette (themes[t]);
      cairo_surface_t *s[2];
      double x = 0, y = 0, bg;
      int x0 = G_MAXINT, x1 = G_MININT, y0 = G_MAXINT, y1 = G_MININT;
      guint in_box = 0, changed_in_box = 0, changed = 0;

      for (guint k = 0; k < 2; k++)
        s[k] = paint_near_node_1 (&f, themes[t], scale, CAIRN_NO_NODE, k == 0 ? CAIRN_NO_NODE : 1, &x, &y);
      bg = 255 * (0.299 * pal->background.r + 0.587 * pal->background.g + 0.114 * pal->background.b);
      /* The value's ink: below the shape, near the node's column. */
      for (int py = (int) (y + r + 1); py <= (int) (y + 4 * r); py++)
        for (int px = (int) (x - 3 * r); px <= (int) (x + 3 * r); px++)
          if (draw_luma (draw_pixel (s[0], px, py)) < bg - 60)
            {
              x0 = MIN (x0, px);
              x1 = MAX (x1, px);
              y0 = MIN (y0, py);
              y1 = MAX (y1, py);
            }
      g_assert_cmpint (x0, <=, x1);
      for (int py = 0; py < 120; py++)
        for (int px = 0; px < 200; px++)
          {
            gboolean differs = draw_pixel (s[0], px, py) != draw_pixel (s[1], px, py);
            gboolean box = px >= x0 && px <= x1 && py >= y0 && py <= y1;

            changed += differs;
            in_box += box;
            changed_in_box += box && differs;
          }
      g_test_message ("theme %d: value box %d..%d × %d..%d (%u pixels), %u changed there, %u in all",
                      themes[t], x0, x1, y0, y1, in_box, changed_in_box, changed);
      g_assert_cmpuint (in_box, >, 10);
      g_assert_cmpuint (changed, >, 100);
      g_assert_cmpuint (changed_in_box, ==, 0);
      cairo_surface_destroy (s[0]);
      cairo_surface_destroy (s[1]);
    }
}

/* The pitfall's null-move tree at scale 40, print theme, node @star
 * starred (CAIRN_NO_NODE: none): pixels of the prune's exact colour in
 * the quarter up right of node @star, and in the whole picture. */
static void
count_wine (const Fixture *f,
            guint32        node,
            guint32        star,
            guint         *near,
            guint         *all)
{
  cairo_surface_t *s = draw_sentinel_surface (600, 300);
  cairo_t *cr = cairo_create (s);
  CairnPaintOptions o;
  double nx, ny;

  cairn_paint_options_init (&o, CAIRN_THEME_PRINT);
  o.background = TRUE;
  o.scale = 40;
  o.offset_x = 300 - 40 * cairn_layout_get_item (f->layout, node)->x;
  o.offset_y = 150 - cairn_painter_level_height (&o) * cairn_layout_get_item (f->layout, node)->y;
  o.viewport = (CairnRect) { 0, 0, 600, 300 };
  o.decisive_node = star;
  cairn_painter_item_position (f->layout, &o, node, &nx, &ny);
  cairn_painter_paint (cr, f->tree, f->layout, &o);
  cairo_destroy (cr);
  cairo_surface_flush (s);
  *near = *all = 0;
  for (int y = 0; y < 300; y++)
    for (int x = 0; x < 600; x++)
      if ((draw_pixel (s, x, y) & 0xffffff) == 0x882255)
        {
          (*all)++;
          *near += x > nx && x < nx + 40 && y < ny && y > ny - 40;
        }
  cairo_surface_destroy (s);
}

static void
test_decisive_star (void)
{
  g_auto (Fixture) f = { 0 };
  guint32 prune = CAIRN_NO_NODE;
  guint near_with, all_with, near_without, all_without;

  draw_tree_set_up (&f, CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  /* The first node whose null probe pruned: its own bars are wine, so
   * only the star's quarter up right is counted. */
  for (guint32 i = 0; i < f.tree->n_nodes && prune == CAIRN_NO_NODE; i++)
    if (cairn_tree_get (f.tree, i)->kind == CAIRN_NODE_NULL_PROBE)
      prune = cairn_tree_get (f.tree, i)->parent;
  g_assert_cmpuint (prune, !=, CAIRN_NO_NODE);
  count_wine (&f, prune, CAIRN_NO_NODE, &near_without, &all_without);
  count_wine (&f, prune, prune, &near_with, &all_with);
  g_test_message ("wine pixels near the node: %u without the star, %u with; %u and %u in all",
                  near_without, near_with, all_without, all_with);
  g_assert_cmpuint (near_with, >, near_without + 20);
  /* Every wine pixel the star adds lies up right of its node. */
  g_assert_cmpuint (all_with - all_without, ==, near_with - near_without);
}

/* Far out, a draft frame draws a hairline once where several edges land
 * on the same pixels (a fan of children packed into a pixel or two), and
 * still every edge that lands elsewhere: the empty board to depth 1,
 * its nine leaves squeezed into a few pixels, each leaf's column inked
 * just above it, with fewer edges recorded than leaves; an export (not
 * a draft) draws all nine. */
static void
test_packed_fan (void)
{
  g_auto (Fixture) f = { 0 };
  guint n_segments[2];

  draw_tree_set_up (&f, CAIRN_MODE_PLAIN, 1, 1, NULL, NULL);
  g_assert_cmpuint (f.tree->n_nodes, ==, 10);
  for (guint draft = 0; draft < 2; draft++)
    {
      cairo_surface_t *surface = draw_sentinel_surface (60, 80);
      cairo_t *cr = cairo_create (surface);
      const CairnLayoutItem *root = cairn_layout_get_item (f.layout, 0);
      g_autoptr (GArray) boxes = NULL;
      CairnPaintOptions o;
      CairnRect b;
      double x, y;

      cairn_layout_get_bounds (f.layout, &b);
      cairn_paint_options_init (&o, CAIRN_THEME_LIGHT);
      o.background = TRUE;
      o.draft = draft;
      /* The nine leaves 4 px apart from first to last, the root at
       * x = 30.3. */
      o.scale = 4.0 / (b.x1 - b.x0 - 2 * CAIRN_LAYOUT_NODE_HALF_WIDTH);
      g_assert_cmpfloat (o.scale, <, CAIRN_PAINTER_SHAPE_SCALE);
      o.offset_x = 30.3 - o.scale * root->x;
      o.offset_y = 10;
      o.viewport = (CairnRect) { 0, 0, 60, 80 };
      cairn_boxes_record_start ();
      cairn_painter_paint (cr, f.tree, f.layout, &o);
      boxes = cairn_boxes_record_stop ();
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      n_segments[draft] = 0;
      for (guint i = 0; i < boxes->len; i++)
        n_segments[draft] += g_array_index (boxes, CairnBox, i).kind == CAIRN_BOX_EDGE;
      for (guint32 leaf = 1; leaf < 10; leaf++)
        {
          cairn_painter_item_position (f.layout, &o, leaf, &x, &y);
          g_assert_cmpfloat (draw_luma (draw_pixel (surface, (int) floor (x), (int) floor (y) - 2)), <, 160);
        }
      cairo_surface_destroy (surface);
    }
  g_test_message ("edge segments recorded: %u in a draft frame, %u in an export", n_segments[1], n_segments[0]);
  /* The export: nine edges, and the principal variation's drawn over
   * its own; the draft frame: one edge for each pixel column the nine
   * land in (half a pixel apart from x = 28.3 to 32.3: columns 28 to 32),
   * and the principal variation's. */
  g_assert_cmpuint (n_segments[0], ==, 9 + 1);
  g_assert_cmpuint (n_segments[1], ==, 5 + 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/painter/current-ring-clear", test_painter_current_ring_clear);
  g_test_add_func ("/painter/selection-ring-clear", test_painter_selection_ring_clear);
  g_test_add_func ("/painter-layers/decisive-star", test_decisive_star);
  g_test_add_func ("/painter-layers/packed-fan", test_packed_fan);
  return g_test_run ();
}
