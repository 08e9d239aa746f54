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
  EDGE_PVS_TRY,        /* indigo dashes: a zero-window try searched again (PVS) */
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
  /* The engine style (DESIGN §1d) */
  gboolean        small;      /* a q-node: CAIRN_Q_NODE_SCALE of a node's size */
  gboolean        table;      /* a table cutoff: the table's grid under it */
  gboolean        plus;       /* extended for check: a plus at its left */
  gboolean        rule_draw;  /* a draw by repetition or fifty moves: "=" on it */
} NodeLook;

/* A q-node's shape beside a node's. */
#define CAIRN_Q_NODE_SCALE 0.6

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
/* The engine style's marks.  A table cutoff's: a small grid (the
 * table) centred on (x, y), @half its half width.  A check extension's:
 * a plus centred on (x, y), @half its arm.  A draw by the rules': "=" in
 * the background's colour across a shape centred on (x, y) of radius
 * @r.  Each adds to the current path; the caller strokes (or fills) in
 * the style cairn_set_*_style() sets, so many go in one stroke. */
void         cairn_table_glyph_path (cairo_t *cr,
                                     double   x,
                                     double   y,
                                     double   half);
void         cairn_set_table_style  (cairo_t            *cr,
                                     const CairnPalette *pal,
                                     double              half);
void         cairn_plus_path        (cairo_t *cr,
                                     double   x,
                                     double   y,
                                     double   half);
void         cairn_set_plus_style   (cairo_t            *cr,
                                     const CairnPalette *pal,
                                     double              half);
void         cairn_draw_sign_path   (cairo_t *cr,
                                     Shape    shape,
                                     double   x,
                                     double   y,
                                     double   r);
void         cairn_set_draw_sign_style (cairo_t            *cr,
                                        const CairnPalette *pal,
                                        double              r);
/* The arrow from a PVS try at (x0, y) to its re-search at (x1, y), over
 * the two, @lift above their middles, @half the nodes' half width. */
void         cairn_paint_pvs_arrow  (cairo_t            *cr,
                                     const CairnPalette *pal,
                                     double              x0,
                                     double              x1,
                                     double              y,
                                     double              half,
                                     double              lift,
                                     double              width);
/* A node's engine-style marks drawn one by one (the legend, boards):
 * the table's grid, the plus, the "=" of @look, for a shape of radius
 * @r at (x, y). */
void         cairn_paint_engine_marks (cairo_t            *cr,
                                       const CairnPalette *pal,
                                       const NodeLook     *look,
                                       double              x,
                                       double              y,
                                       double              r);

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
