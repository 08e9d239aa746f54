/* cairn-painter.h — the one painter of search trees, for screen and export.
 *
 * Device position of a layout point (x, y):
 *   (offset_x + scale × x,  offset_y + level_height × y)
 * Horizontal and vertical scales differ: a tree of tens of thousands of
 * leaves fitted to a window is far wider than it is deep.  The level of
 * detail follows @scale (device units between neighbouring nodes): boards
 * from CAIRN_PAINTER_BOARD_SCALE, shapes with values from
 * CAIRN_PAINTER_VALUE_SCALE, shapes, then dots and lines; subtrees
 * narrower than a device unit are drawn as their silhouette.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "cairn-layout.h"
#include "cairn-theme-name.h"

G_BEGIN_DECLS

/* Scales (device units per layout unit) where the detail changes. */
#define CAIRN_PAINTER_SHAPE_SCALE    5.0
#define CAIRN_PAINTER_VALUE_SCALE   22.0
#define CAIRN_PAINTER_BOARD_SCALE   56.0
/* "1:1": boards at their natural size. */
#define CAIRN_PAINTER_NATURAL_SCALE 80.0

typedef struct {
  CairnTheme     theme;
  double         scale;          /* device units per layout unit */
  double         offset_x;       /* device position of layout point (0, 0) */
  double         offset_y;
  CairnRect      viewport;       /* device-space area to paint; nothing outside */
  guint32        at_event;       /* CAIRN_ALL_EVENTS, or the moment to show */
  guint32        current_node;   /* node being searched while stepping, or CAIRN_NO_NODE */
  guint32        selected_node;  /* CAIRN_NO_NODE when none; its path from the root is marked */
  const guint32 *highlight;      /* nodes of a line of play to mark (other pane's selection) */
  guint          n_highlight;
  gboolean       show_pv;        /* mark the principal variation once finished */
  double         level_height;   /* device units per ply; 0: cairn_painter_level_height () */
  gboolean       background;     /* fill the viewport with the theme's background first */
  gboolean       draft;          /* screen frames (the default): alias hairlines when far out */
  /* Figures: a value and a move label on every node drawn as a node, from
   * the scale of shapes up (leaf values turned upright where the room is
   * narrow), at label_size device units (0: automatic). */
  gboolean       labels;
  double         label_size;
  /* The least size a crowded leaf's upright words shrink to (0: 8 device
   * units); a slide asks for more so the back row reads them. */
  double         min_label_size;
  /* The least size of moves and of values shrunk to fit (0: 0.85 of
   * the values' size). */
  double         small_label_size;
  /* Per node, how many nodes below it a depth cut left out (NULL: none);
   * such a node is drawn collapsed, with the count. */
  const guint32 *hidden;
  guint32        n_hidden;       /* length of @hidden */
  /* The decisive null-move prune (cairn_decisive_prunes ()), marked with
   * a star, or CAIRN_NO_NODE. */
  guint32        decisive_node;
  /* More decisive prunes, starred alike (a figure finds them all). */
  const guint32 *decisive_nodes;
  guint          n_decisive_nodes;
  /* Each board's squares named where they are large enough to read: cell
   * numbers 0–8 for tic-tac-toe, files and ranks on a chess board, so a
   * class can say which square it means. */
  gboolean       square_names;
} CairnPaintOptions;

/* The marks a figure can use, for a legend listing only those.  Where a
 * max and a min node look different, each has its own bit. */
typedef enum {
  CAIRN_MARK_MAX            = 1 << 0,   /* interior max node */
  CAIRN_MARK_MIN            = 1 << 1,
  CAIRN_MARK_HORIZON_MAX    = 1 << 2,
  CAIRN_MARK_HORIZON_MIN    = 1 << 3,
  CAIRN_MARK_TERMINAL_MAX   = 1 << 4,
  CAIRN_MARK_TERMINAL_MIN   = 1 << 5,
  CAIRN_MARK_CUTOFF_MAX     = 1 << 6,
  CAIRN_MARK_CUTOFF_MIN     = 1 << 7,
  CAIRN_MARK_PROBE          = 1 << 8,
  CAIRN_MARK_PROBE_HIGH     = 1 << 9,   /* failed high: under a max node */
  CAIRN_MARK_PROBE_LOW      = 1 << 10,  /* failed low: under a min node */
  CAIRN_MARK_PRUNE_MAX      = 1 << 11,
  CAIRN_MARK_PRUNE_MIN      = 1 << 12,
  CAIRN_MARK_VERIFY         = 1 << 13,
  CAIRN_MARK_RE_SEARCH      = 1 << 14,
  CAIRN_MARK_REDUCED        = 1 << 15,
  CAIRN_MARK_PV             = 1 << 16,
  CAIRN_MARK_SELECTED       = 1 << 17,
  CAIRN_MARK_HIGHLIGHT      = 1 << 18,
  CAIRN_MARK_CURRENT        = 1 << 19,
  CAIRN_MARK_COLLAPSED      = 1 << 20,
  CAIRN_MARK_LABELS         = 1 << 21,  /* moves and values on the nodes */
  CAIRN_MARK_DECISIVE       = 1 << 22,  /* the decisive null-move prune */
  CAIRN_MARK_BOUND_LOWER    = 1 << 23,  /* a value shown as "≥ v" */
  CAIRN_MARK_BOUND_UPPER    = 1 << 24,  /* a value shown as "≤ v" */
  CAIRN_MARK_STUB           = 1 << 25,  /* a focus view's subtree left out */
  /* The engine style (SEARCH-RULES.md §4) */
  CAIRN_MARK_Q_NODE         = 1 << 26,  /* a q-node, small (hollow: stood pat) */
  CAIRN_MARK_TT_CUTOFF      = 1 << 27,  /* a table cutoff: a leaf with the table's grid */
  CAIRN_MARK_PVS            = 1 << 28,  /* a PVS try searched again, and the arrow to its re-search */
  CAIRN_MARK_EXTENDED       = 1 << 29,  /* in check: +1 ply */
  CAIRN_MARK_RULE_DRAW      = 1 << 30,  /* a draw by repetition or fifty moves */
} CairnMark;

/* The marks cairn_painter_paint () draws for @tree with @options
 * (everything in the layout, not only the viewport). */
guint32  cairn_painter_used_marks (const CairnTree         *tree,
                                   const CairnLayout       *layout,
                                   const CairnPaintOptions *options);
/* The same in two parts: the marks of the nodes themselves (a walk of
 * the whole layout: @options' moment and collapsed subtrees), and the few
 * that follow from the rest of @options at once (selection, highlight,
 * current node, star, labels, PV); a view keeps the first per layout
 * (found with the layout on its worker) and asks the second at every
 * update. */
guint32  cairn_painter_node_marks   (const CairnTree         *tree,
                                     const CairnLayout       *layout,
                                     const CairnPaintOptions *options);
guint32  cairn_painter_option_marks (const CairnTree         *tree,
                                     const CairnLayout       *layout,
                                     const CairnPaintOptions *options);
/* The legend of @marks (a CairnMark set) with its text at @font_size
 * device units, in as many columns as fit in @max_width, naming the
 * sides of @game (NULL: tic-tac-toe); a NULL @cr only measures. */
void     cairn_painter_paint_legend_marks (cairo_t         *cr,
                                           CairnTheme       theme,
                                           const CairnGame *game,
                                           guint32          marks,
                                           double           font_size,
                                           double           max_width,
                                           double           x,
                                           double           y,
                                           double          *width,
                                           double          *height);

/* The same in a few words an entry, the entries flowing in rows no wider
 * than @max_width: a slide's legend, one or two rows under the trees (or
 * one column beside them, @max_width small). */
void     cairn_painter_paint_legend_compact (cairo_t         *cr,
                                             CairnTheme       theme,
                                             const CairnGame *game,
                                             guint32          marks,
                                             double           font_size,
                                             double           max_width,
                                             double           x,
                                             double           y,
                                             double          *width,
                                             double          *height);

/* Flags of cairn_painter_paint_legend_full (). */
typedef enum {
  CAIRN_LEGEND_INTERACTIVE = 1 << 0,  /* also selection, current node, other pane's line */
} CairnLegendFlags;

/* The legend's lines for @marks, in its order (NULL-terminated). */
GStrv    cairn_painter_legend_labels (const CairnGame *game,
                                      guint32          marks);
/* Every mark a tree of @mode can show. */
guint32  cairn_painter_mode_marks    (CairnMode        mode,
                                      CairnLegendFlags flags);
/* The marks the engine style's @parts (CairnEnginePart bits) add to a
 * tree of @mode. */
guint32  cairn_painter_engine_part_marks (guint     parts,
                                          CairnMode mode);

void     cairn_paint_options_init (CairnPaintOptions *options,
                                   CairnTheme         theme);
void     cairn_painter_paint      (cairo_t                 *cr,
                                   const CairnTree         *tree,
                                   const CairnLayout       *layout,
                                   const CairnPaintOptions *options);
/* The same; returns how many words (values, moves, counts) found no
 * room clear of the others and of the node marks, and were left out. */
guint    cairn_painter_paint_counted (cairo_t                 *cr,
                                      const CairnTree         *tree,
                                      const CairnLayout       *layout,
                                      const CairnPaintOptions *options);
/* In a figure with labels @label_size units high: the scale from which
 * nodes are drawn as boards of @game (NULL: tic-tac-toe), and the height
 * of a ply that such boards need (the board, its move over it, its
 * value and window under it). */
double   cairn_painter_board_scale (const CairnGame *game,
                                    double           label_size);
double   cairn_painter_board_room  (const CairnGame *game,
                                    double           scale,
                                    double           label_size);
/* The height a ply needs at @options' scale so that edges run between
 * nodes, not through them: from under a node's words to above the next
 * node's mark. */
double   cairn_painter_ply_room    (const CairnTree         *tree,
                                    const CairnPaintOptions *options);
/* The size (device units) of a node's text on screen at @scale: 0 where
 * nodes carry no text. */
double   cairn_painter_label_size (double scale);
/* A node's text at least this size reads on a screen. */
#define CAIRN_PAINTER_READABLE_LABEL 11.0
/* Device units per ply for @options: its level_height, or the automatic
 * one for its scale (room for a board and two lines of text under it). */
double   cairn_painter_level_height (const CairnPaintOptions *options);
/* Sets scale, level height, offsets and viewport so that the whole layout
 * fills @area (device units), centred. */
void     cairn_painter_fit        (const CairnLayout *layout,
                                   const CairnRect   *area,
                                   CairnPaintOptions *options);
void     cairn_painter_item_position (const CairnLayout       *layout,
                                      const CairnPaintOptions *options,
                                      guint32                  item,
                                      double                  *x,
                                      double                  *y);
/* The item drawn at device point (x, y), or CAIRN_NO_ITEM. */
guint32  cairn_painter_hit_test   (const CairnLayout       *layout,
                                   const CairnPaintOptions *options,
                                   double                   x,
                                   double                   y);
/* Draws the figure legend (the styles of @mode) with its top-left corner
 * at (x, y); returns its size. */
void     cairn_painter_paint_legend (cairo_t    *cr,
                                     CairnTheme  theme,
                                     CairnMode   mode,
                                     double      x,
                                     double      y,
                                     double     *width,
                                     double     *height);
/* The same, in as many columns as fit in @max_width (0: one column).
 * With a NULL @cr only measures. */
void     cairn_painter_paint_legend_full (cairo_t          *cr,
                                          CairnTheme        theme,
                                          CairnMode         mode,
                                          CairnLegendFlags  flags,
                                          double            max_width,
                                          double            x,
                                          double            y,
                                          double           *width,
                                          double           *height);
/* A man of @look (a chess man: glyphs where the square is large enough
 * on the device, drawn shapes below; or a disc, X's red and O's yellow
 * ringed in dark; marks of strokes draw nothing) centred on (cx, cy) in a
 * square @cell wide. */
void     cairn_painter_paint_piece (cairo_t        *cr,
                                    CairnPieceLook  look,
                                    double          cx,
                                    double          cy,
                                    double          cell,
                                    double          alpha);
/* A chequered game's position (pawn endings) with light and dark squares,
 * its men and @last_move's squares marked, in the square (x0, y0, side). */
void     cairn_painter_paint_position (cairo_t          *cr,
                                       CairnTheme        theme,
                                       const CairnGame  *game,
                                       const CairnBoard *board,
                                       CairnMove         last_move,
                                       double            x0,
                                       double            y0,
                                       double            side);
/* Any game's position as the tree's nodes show it, larger: a figure's
 * root position, in the square (x0, y0, side), its squares named when
 * @square_names and large enough. */
void     cairn_painter_paint_board    (cairo_t          *cr,
                                       CairnTheme        theme,
                                       const CairnGame  *game,
                                       const CairnBoard *board,
                                       gboolean          square_names,
                                       double            x0,
                                       double            y0,
                                       double            side);
/* The name of grid square (@column, @row) of @game, small, in a corner of
 * the square (@x, @y, @cell wide), in the current source colour: a
 * tic-tac-toe cell's number at its top left; on a chess board the rank at
 * the left of the a-file and the file at the foot of the first rank, as
 * chess boards show them (other squares have no name to show).  The board
 * editors and the painter's boards share it, so names look alike
 * everywhere. */
void     cairn_painter_paint_square_name (cairo_t         *cr,
                                          const CairnGame *game,
                                          guint            column,
                                          guint            row,
                                          double           x,
                                          double           y,
                                          double           cell);
/* A value for people in a figure: "120", "−∞", or for a game whose value
 * means a win, "♔ wins, ply 7" (@brief: "♔7"). */
void     cairn_painter_format_value (const CairnGame *game,
                                     int              value,
                                     gboolean         brief,
                                     char            *buf,
                                     gsize            size);
/* A finished node's value as its label shows it: the value (as
 * cairn_painter_format_value(); @game NULL: digits only) marked by its
 * bound, "≥ 150" or "≤ 140" (cairn_node_bound()). */
void     cairn_painter_format_node_value (const CairnGame *game,
                                          const CairnNode *node,
                                          gboolean         brief,
                                          char            *buf,
                                          gsize            size);

G_END_DECLS
