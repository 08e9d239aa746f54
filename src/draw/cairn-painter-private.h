/* cairn-painter-private.h — drawing pieces shared by the painter and its
 * legend, so that the legend shows exactly what the tree shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "cairn-theme.h"

G_BEGIN_DECLS

typedef enum {
  EDGE_PLAIN,
  EDGE_PROBE,          /* blue, dashed, ticks at the skipped plies */
  EDGE_REDUCED,        /* purple dash-dot: a verification's reduced search */
  EDGE_GHOST_CUTOFF,   /* orange dots: never searched after a cutoff */
  EDGE_GHOST_PRUNE,    /* wine dashes: skipped by a null-move prune */
  N_EDGE_STYLES,
} EdgeStyle;

typedef enum {
  SHAPE_UP,            /* max node: X to move */
  SHAPE_DOWN,          /* min node: O to move */
  SHAPE_DIAMOND,       /* null probe */
} Shape;

typedef struct {
  Shape           shape;
  const CairnRgb *fill;       /* NULL: hollow */
  const CairnRgb *outline;
  gboolean        open;       /* not finished at the event shown: dashed */
  guint           bars;       /* 1: alpha-beta cutoff, 2: null-move prune */
  guint           rings;      /* 1: verification, 2: re-search */
} NodeLook;

PangoLayout *cairn_text_layout    (cairo_t      *cr,
                                   double        size,
                                   gboolean      bold);
/* Draws @text with its left, centre or right (@align 0, 0.5, 1) at @x and
 * its top (or middle, when @middle) at @y; returns its width. */
double       cairn_show_text      (cairo_t      *cr,
                                   PangoLayout  *layout,
                                   const char   *text,
                                   double        x,
                                   double        y,
                                   double        align,
                                   gboolean      middle);
void         cairn_format_value   (char         *buf,
                                   gsize         size,
                                   int           value);
void         cairn_set_dash       (cairo_t      *cr,
                                   const double *pattern,
                                   guint         n,
                                   double        unit);
void         cairn_set_edge_style (cairo_t            *cr,
                                   const CairnPalette *pal,
                                   EdgeStyle           style,
                                   double              width);
void         cairn_shape_path     (cairo_t      *cr,
                                   Shape         shape,
                                   double        x,
                                   double        y,
                                   double        r);
void         cairn_paint_shape    (cairo_t            *cr,
                                   const CairnPalette *pal,
                                   const NodeLook     *look,
                                   double              x,
                                   double              y,
                                   double              r);
void         cairn_paint_ghost    (cairo_t            *cr,
                                   const CairnPalette *pal,
                                   gboolean            pruned,
                                   double              x,
                                   double              y,
                                   double              r);
void         cairn_paint_bars     (cairo_t            *cr,
                                   const CairnPalette *pal,
                                   const NodeLook     *look,
                                   double              x,
                                   double              y,
                                   double              half,
                                   double              unit);
void         cairn_paint_rings    (cairo_t            *cr,
                                   const CairnPalette *pal,
                                   const NodeLook     *look,
                                   double              x,
                                   double              y,
                                   double              radius,
                                   double              unit);
/* The decisive prune's mark: a five-pointed star in the prune's colour,
 * outlined in ink, centred on (x, y), @r its outer radius. */
void         cairn_paint_star     (cairo_t            *cr,
                                   const CairnPalette *pal,
                                   double              x,
                                   double              y,
                                   double              r);

void         cairn_paint_chess_board (cairo_t          *cr,
                                      CairnTheme        theme,
                                      const CairnGame  *game,
                                      const CairnBoard *board,
                                      CairnMove         last_move,
                                      double            x0,
                                      double            y0,
                                      double            side,
                                      double            alpha);

G_END_DECLS
