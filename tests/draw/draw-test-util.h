/* draw-test-util.h — what the painter's tests share: a small searched
 * tree with its layout, and image surfaces read pixel by pixel.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "cairn-layout.h"
#include "cairn-search.h"

G_BEGIN_DECLS

/* Opaque magenta: never a theme colour, so whatever is not it was drawn. */
#define DRAW_SENTINEL 0xffff00ffu

typedef struct {
  CairnSearch     *search;
  CairnLayout     *layout;
  const CairnTree *tree;
} DrawTree;

/* @mode to @depth (R @reduction) from tic-tac-toe's @cells with @to_move,
 * or from the empty board (X to move) when @cells is NULL; laid out. */
void     draw_tree_set_up       (DrawTree   *f,
                                 CairnMode   mode,
                                 guint       depth,
                                 guint       reduction,
                                 const char *cells,
                                 const char *to_move);
void     draw_tree_tear_down    (DrawTree   *f);

/* An ARGB32 image of the sentinel colour. */
cairo_surface_t *draw_sentinel_surface (int width,
                                        int height);
/* Pixel (x, y) as cairo stores it: 0xAARRGGBB. */
guint32  draw_pixel             (cairo_surface_t *surface,
                                 int              x,
                                 int              y);
/* A pixel's luma, 0 (black) to 255, as print or a reader who cannot tell
 * red from yellow sees it. */
double   draw_luma              (guint32 pixel);

/* An RGB24 @width × @height image filled with @rgb (0xRRGGBB), and its
 * cairo_t, for painting small things on. */
typedef struct {
  cairo_surface_t *surface;
  cairo_t         *cr;
} DrawCanvas;

void     draw_canvas_open       (DrawCanvas *c,
                                 int         width,
                                 int         height,
                                 guint32     rgb);
void     draw_canvas_close      (DrawCanvas *c);
/* Pixel (x, y) of the canvas, flushed first: 0xRRGGBB. */
guint32  draw_canvas_at         (DrawCanvas *c,
                                 int         x,
                                 int         y);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (DrawCanvas, draw_canvas_close)

G_END_DECLS
