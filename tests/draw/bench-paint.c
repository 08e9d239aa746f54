/* bench-paint.c — painting 1920×1080 viewports of the 80,790-node tree
 * (empty board, null move, depth 9, R=1), a pawn ending's and an engine-
 * style tree's, from fit-to-window to 1:1 (target: 8 ms a frame).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <time.h>

#include "cairn-painter.h"
#include "test-util.h"

/* CPU time of this thread in milliseconds: unlike wall time, it does not
 * count the time other processes on a busy machine take. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

#define W 1920
#define H 1080
#define POSITIONS 7

/* The worst frame over zoom steps from fit to @max_scale, viewports
 * spread over the tree. */
static double
bench_tree (const char          *label,
            const CairnPosition *position,
            CairnMode            mode,
            guint                depth,
            guint                reduction,
            guint                engine_parts,
            double               max_scale)
{
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  g_autoptr (CairnLayout) layout = NULL;
  const CairnTree *tree;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, W, H);
  cairo_t *cr = cairo_create (surface);
  const CairnRect area = { 0, 0, W, H };
  CairnPaintOptions fit;
  CairnRect b;
  double worst = 0;
  guint steps = 14;

  test_settings (mode, depth, reduction, FALSE, &settings);
  settings.engine_parts = engine_parts;
  search = cairn_search_new (position, &settings, TRUE);
  cairn_search_run (search);
  tree = cairn_search_get_tree (search);
  layout = cairn_layout_new (tree, NULL);
  cairn_layout_get_bounds (layout, &b);
  cairn_paint_options_init (&fit, CAIRN_THEME_LIGHT);
  cairn_painter_fit (layout, &area, &fit);
  /* The first frame loads fonts; a window pays that once, not per frame. */
  fit.viewport = area;
  cairn_painter_paint (cr, tree, layout, &fit);
  fit.scale = max_scale;
  fit.level_height = 0;
  cairn_painter_paint (cr, tree, layout, &fit);
  cairn_painter_fit (layout, &area, &fit);
  printf ("paint %s: %u nodes, %u items, fit scale %.4f px per node\n",
          label, tree->n_nodes, cairn_layout_get_n_items (layout), fit.scale);

  for (guint k = 0; k <= steps; k++)
    {
      /* Zoom steps evenly spaced on a log scale from fit to max_scale. */
      double scale = fit.scale * pow (max_scale / fit.scale, (double) k / steps);
      double sum = 0, max = 0;
      guint frames = 0;

      for (guint pos = 0; pos < POSITIONS; pos++)
        for (guint top = 0; top < 2; top++)
          {
            CairnPaintOptions o;
            /* Viewport centres spread across the tree, at the top and deeper. */
            double cx = b.x0 + (b.x1 - b.x0) * (pos + 0.5) / POSITIONS;
            double level, cy;
            double start;
            double ms;

            cairn_paint_options_init (&o, CAIRN_THEME_LIGHT);
            o.scale = scale;
            level = cairn_painter_level_height (&o);
            cy = top ? b.y0 + H / 2.0 / level : (b.y0 + b.y1) / 2;
            o.offset_x = W / 2.0 - scale * cx;
            o.offset_y = H / 2.0 - level * cy;
            o.viewport = area;
            o.selected_node = tree->n_nodes / 3;
            start = cpu_ms ();
            cairn_painter_paint (cr, tree, layout, &o);
            cairo_surface_flush (surface);
            ms = cpu_ms () - start;
            sum += ms;
            max = MAX (max, ms);
            frames++;
          }
      printf ("  scale %8.3f px/node (level %6.1f px): mean %5.2f ms, worst %5.2f ms CPU per frame\n",
              scale, cairn_painter_level_height (&(CairnPaintOptions) { .scale = scale }), sum / frames, max);
      worst = MAX (worst, max);
    }
  printf ("paint %s: worst frame %.2f ms (target 8 ms)\n", label, worst);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return worst;
}

int
main (void)
{
  CairnPosition empty, pawns, kiwipete;

  cairn_position_init_empty (&empty);
  bench_tree ("empty board, null d9 R1", &empty, CAIRN_MODE_NULL, 9, 1, 0, CAIRN_PAINTER_NATURAL_SCALE);
  /* K+P v K: a pawn tree of 359k nodes, its boards up to twice the
   * natural size, where the men become glyphs. */
  g_assert_true (cairn_position_parse ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", NULL, &pawns, NULL));
  bench_tree ("pawns KPK, plain d9", &pawns, CAIRN_MODE_PLAIN, 9, 2, 0, 2 * CAIRN_PAINTER_NATURAL_SCALE);
  /* The engine style (SEARCH-RULES.md §4, every part): Kiwipete's last iteration
   * at depth 4, 84k nodes, most of them q-nodes, with the engine's marks. */
  g_assert_true (cairn_position_parse ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                       NULL, &kiwipete, NULL));
  bench_tree ("Kiwipete, engine style, null d4", &kiwipete, CAIRN_MODE_NULL, 4, 3, CAIRN_ENGINE_PARTS_ALL,
              CAIRN_PAINTER_NATURAL_SCALE);
  return 0;
}
