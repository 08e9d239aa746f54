/* cairn-painter-private.h — drawing pieces shared by the painter and its
 * legend, so that the legend shows exactly what the tree shows; and the
 * painter's state (Paint) with the functions its files share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "cairn-boxes.h"
#include "cairn-painter.h"
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
  /* The engine style (SEARCH-RULES.md §4) */
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

/* ---- The painter's own state, shared by its files (cairn-painter*.c) ---- */

typedef enum {
  LOD_DOTS,
  LOD_SHAPES,
  LOD_VALUES,
  LOD_BOARDS,
} Lod;

typedef enum {
  VIS_NODE,        /* drawn in full */
  VIS_SILHOUETTE,  /* a subtree too narrow to draw: its outline only */
  VIS_EDGE_ONLY,   /* outside the viewport, but its edge crosses it */
} VisKind;

typedef struct {
  guint32 item;
  guint16 kind;
  guint16 edge;  /* the EdgeStyle of the edge into it */
  double  x, y;
} Visible;

typedef struct {
  cairo_t                 *cr;
  const CairnTree         *tree;
  const CairnGame         *game;         /* the tree's: how to draw a board */
  const CairnLayout       *layout;
  const CairnPaintOptions *o;
  const CairnPalette      *pal;
  double                   s, level;     /* scales: x and y */
  CairnRect                cull;         /* viewport widened by a node's room */
  guint32                  event;
  Lod                      lod;
  double                   r;            /* node shape radius */
  double                   board;        /* board side, boards only */
  double                   font;         /* value text size in device units */
  double                   top, bottom;  /* where edges leave and reach a node */
  double                   line;         /* edge width */
  double                   collapse;     /* subtrees narrower than this: silhouettes */
  GArray                  *vis;
  PangoLayout             *text;
  PangoLayout             *small_text;
  GHashTable              *texts;        /* text → CachedText, in p->text */
  GHashTable              *small_texts;  /* the same in p->small_text */
  PangoLayout             *names;        /* square names, at names_size */
  double                   names_size;
  CairnPlacer             *placer;       /* the room words and marks take */
  gboolean                 edges_taken;  /* edges drawn now: words keep clear */
  double                   gap;          /* between two words */
  double                   clearance;    /* between a word and an edge */
  guint                    dropped;      /* words left out for want of room */
  double                   shown[4];     /* the box of the last word painter_show_cached drew */
  GArray                  *windows;      /* boards' α-β lines, placed last */
} Paint;

/* A board's α-β line, drawn once every value and move has its room. */
typedef struct {
  double x, y;
  char   text[96];
} Window;

/* Where a word may go: its left, centre or right (@align 0, 0.5, 1) at
 * @x, its top (or middle) at @y. */
typedef struct {
  double   x, y, align;
  gboolean middle;
} Spot;

/* The engine style's flags of @node (SEARCH-RULES.md §4); 0 in the seed style. */
static inline guint8
painter_engine_flags (const Paint *p,
                      guint32      node)
{
  return p->tree->engine != NULL ? p->tree->engine[node].flags : 0;
}

static inline gboolean
painter_finished (const Paint     *p,
                  const CairnNode *node)
{
  return cairn_node_finished_at (node, p->event);
}

static inline gboolean
painter_is_ghost (const Paint *p,
                  guint32      item)
{
  return item >= cairn_layout_get_n_nodes (p->layout);
}

/* Half the side of a ghost's mark (not boards): a fold of many moves is
 * drawn nearly as large as a node, for the count it carries. */
static inline double
painter_ghost_half (const Paint *p,
                    guint32      item)
{
  double gr = MIN (p->r * 0.55, 0.17 * p->s);

  return cairn_layout_get_item (p->layout, item)->folded > 0 ? MAX (gr, p->r * 0.8) : gr;
}

/* A q-node is drawn small: every node that ran the quiescence body. */
static inline gboolean
painter_is_q_node (const Paint *p,
                   guint32      node)
{
  return (painter_engine_flags (p, node) & CAIRN_NODE_ENGINE_QUIESCENCE) &&
         cairn_tree_get (p->tree, node)->kind != CAIRN_NODE_NULL_PROBE;
}

static inline void
painter_to_device (const Paint *p,
                   double       x,
                   double       y,
                   double      *dx,
                   double      *dy)
{
  *dx = p->o->offset_x + p->s * x;
  *dy = p->o->offset_y + p->level * y;
}

/* cairn-painter-boards.c */
gboolean
painter_chequered (const CairnGame *game);
void
painter_paint_board_moves (Paint *p);
/* Under a figure's ghosts: the names of a folded group's first moves and
 * the fold's count of the rest ("+8 pruned"). */
void
painter_paint_ghost_words (Paint *p);
/* A fold's word: "+16 pruned", or "+12 not searched" after a cutoff. */
char *
painter_fold_word (const CairnTree       *tree,
                   const CairnLayoutItem *fold);
void
painter_paint_ghost_board (Paint   *p,
                           guint32  item,
                           double   x,
                           double   y);
void
painter_paint_node_board (Paint   *p,
                          guint32  index,
                          double   x,
                          double   y);

/* cairn-painter-geometry.c */
void
painter_apply_edge_style (const Paint *p,
                          EdgeStyle    style,
                          double       width);
void
painter_collect (Paint   *p,
                 guint32  item);
void
painter_edge_path (const Paint *p,
                   guint32      item,
                   double       x,
                   double       y);

/* cairn-painter-labels.c */
void
painter_cached_text_free (gpointer data);
void
painter_paint_collapsed (Paint    *p,
                         gboolean  fans);
void
painter_paint_labels (Paint *p);
gboolean
painter_paint_move_label (Paint      *p,
                          const char *text,
                          double      x,
                          double      y,
                          double      side);
gboolean
painter_place_text (Paint       *p,
                    PangoLayout *layout,
                    const char  *text,
                    const Spot  *spots,
                    guint        n_spots);
double
painter_board_bars_y (Paint           *p,
                      const CairnNode *node,
                      gboolean         open,
                      double           ty);
gboolean
painter_board_value_lines (Paint      *p,
                           const char *value,
                           char       *out,
                           gsize       size);
gboolean
painter_place_value (Paint      *p,
                     const char *value,
                     double      x,
                     double      y);
gboolean
painter_show_cached (Paint       *p,
                     gboolean     small,
                     const char  *text,
                     double       x,
                     double       y);
/* painter_small_size() for a font size and the options' small_label_size:
 * the export's measure of its words uses the very size it will paint. */
double
painter_small_size_for (double font,
                        double small_label_size);
double
painter_small_size (const Paint *p);
guint
painter_words_too_small (const Paint *p);

/* cairn-painter-layers.c */
void
painter_paint_bands (Paint *p);
void
painter_paint_decisive (Paint *p);
void
painter_paint_edges (Paint *p);
void
painter_paint_probe_labels (Paint *p);
void
painter_paint_probe_marks (Paint *p);
void
painter_paint_pv (Paint *p);
void
painter_paint_pvs_arrows (Paint *p);
void
painter_paint_silhouettes (Paint *p);
void
painter_star_spot (const Paint   *p,
                   const Visible *v,
                   double        *x,
                   double        *y,
                   double        *r);

/* cairn-painter-marks.c */
void
painter_node_look (const Paint     *p,
                   guint32          index,
                   NodeLook        *look);
void
painter_paint_nodes (Paint *p);
void
painter_take_mark (Paint  *p,
                   double  x0,
                   double  y0,
                   double  x1,
                   double  y1);
void
painter_take_marks (Paint *p);
double
painter_value_top (const Paint *p,
                   guint32      item,
                   double       y);

/* cairn-painter.c */
EdgeStyle
painter_edge_style (const Paint *p,
                    guint32      item);
gboolean
painter_has_decisive (const CairnPaintOptions *o);
gboolean
painter_is_decisive (const CairnPaintOptions *o,
                     guint32                  item);
guint
painter_probe_reduction (const Paint *p,
                         guint32      item);
guint32
painter_pvs_re_search (const Paint *p,
                       guint32      node);

G_END_DECLS
