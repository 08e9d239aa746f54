/* draw-test-util.c — what the painter's tests share (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "draw-test-util.h"
#include "test-util.h"

void
draw_tree_set_up (DrawTree   *f,
                  CairnMode   mode,
                  guint       depth,
                  guint       reduction,
                  const char *cells,
                  const char *to_move)
{
  f->search = test_run_search (mode, depth, reduction, cells, to_move);
  f->tree = cairn_search_get_tree (f->search);
  f->layout = cairn_layout_new (f->tree, NULL);
}

void
draw_tree_tear_down (DrawTree *f)
{
  g_clear_pointer (&f->layout, cairn_layout_free);
  g_clear_pointer (&f->search, cairn_search_free);
}

cairo_surface_t *
draw_sentinel_surface (int width,
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

guint32
draw_pixel (cairo_surface_t *s,
            int              x,
            int              y)
{
  const guint8 *data = cairo_image_surface_get_data (s);

  return *(const guint32 *) (gconstpointer) (data + y * cairo_image_surface_get_stride (s) + x * 4);
}

double
draw_luma (guint32 p)
{
  return 0.299 * (p >> 16 & 0xff) + 0.587 * (p >> 8 & 0xff) + 0.114 * (p & 0xff);
}

void
draw_canvas_open (DrawCanvas *c,
                  int         width,
                  int         height,
                  guint32     rgb)
{
  c->surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  c->cr = cairo_create (c->surface);
  cairo_set_source_rgb (c->cr, (rgb >> 16 & 0xff) / 255.0, (rgb >> 8 & 0xff) / 255.0, (rgb & 0xff) / 255.0);
  cairo_paint (c->cr);
}

void
draw_canvas_close (DrawCanvas *c)
{
  g_clear_pointer (&c->cr, cairo_destroy);
  g_clear_pointer (&c->surface, cairo_surface_destroy);
}

guint32
draw_canvas_at (DrawCanvas *c,
                int         x,
                int         y)
{
  cairo_surface_flush (c->surface);
  return draw_pixel (c->surface, x, y) & 0xffffff;
}
