/* cairn-theme.h — the colours of the tree figures (private to src/draw).
 *
 * The accents are the Okabe–Ito palette, which readers with any common
 * colour-vision deficiency can tell apart; every accent also goes with a
 * shape or dash pattern of its own, so a greyscale print keeps them apart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "cairn-painter.h"

G_BEGIN_DECLS

typedef struct {
  double r, g, b;
} CairnRgb;

typedef struct {
  CairnRgb background;
  CairnRgb ink;          /* text, outlines, edges */
  CairnRgb muted;        /* ghosts, silhouettes, secondary text */
  CairnRgb node_fill;    /* interior nodes */
  CairnRgb board_line;
  CairnRgb last_move;    /* the cell of the move just played */
  CairnRgb probe;        /* null probe */
  CairnRgb prune;        /* null-move prune and its skipped moves */
  CairnRgb cutoff;       /* alpha-beta cutoff and its skipped moves */
  CairnRgb verify;       /* verification and re-search */
  CairnRgb terminal;     /* terminal leaves */
  CairnRgb selection;    /* selected node and its path; the other pane's line */
  CairnRgb current;      /* the node being searched */
  CairnRgb table;        /* engine style: a transposition-table cutoff */
  CairnRgb pvs;          /* engine style: a PVS try searched again */
} CairnPalette;

/* How opaque the current node's disc is over the ground. */
#define CAIRN_CURRENT_ALPHA 0.85

const CairnPalette *cairn_theme_palette (CairnTheme theme);

static inline void
cairn_set_rgb (cairo_t        *cr,
               const CairnRgb *c)
{
  cairo_set_source_rgb (cr, c->r, c->g, c->b);
}

static inline void
cairn_set_rgba (cairo_t        *cr,
                const CairnRgb *c,
                double          alpha)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, alpha);
}

G_END_DECLS
