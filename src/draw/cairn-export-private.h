/* cairn-export-private.h — what the export's files share: the page and
 * the figure being made (panes, scale, legend, caption) and the functions
 * that pass it from placement to words to writing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "cairn-export.h"
#include "cairn-layout.h"
#include "cairn-painter.h"
#include "cairn-subtree.h"

G_BEGIN_DECLS

#define PANE_GAP    56.0
#define TREE_PAD    16.0
#define MAX_LEVEL   150.0
/* Cairo image surfaces stop at 32767 pixels a side; beyond a few hundred
 * million pixels the memory needed is unreasonable anyway. */
#define PNG_MAX_SIDE   32767.0
#define PNG_MAX_PIXELS 400e6
/* Between the items of a caption line; the same in every language. */
#define CAPTION_SEPARATOR " · "

/* A page in CSS pixels, and the sizes of its words.  The slide is
 * 1920 × 1080 px as PNG and SVG, 33.9 × 19.1 cm (960 × 540 pt) as PDF;
 * A4 is 210 × 297 mm, as PNG at 150 dpi. */
typedef struct {
  double w, h;        /* 0: sized to the content */
  double pt;          /* PDF points per CSS pixel */
  double png;         /* PNG pixels per CSS pixel, before --scale */
  double margin;
  double title;       /* pane titles */
  double text;        /* legend and caption */
  double label;       /* values and moves on the nodes */
  double min_text;    /* the least a legend may shrink to */
  double least_label; /* the least a crowded leaf's words shrink to; 0: the painter's */
} PageSpec;

typedef struct {
  const CairnSearch *search;
  const CairnTree   *tree;       /* the search's, or the part of it shown */
  const CairnTree   *source;     /* the search's tree drawn: an iteration's with `id` */
  guint              iteration;  /* that iteration, 1-based; 0 without `id` */
  CairnSubtree      *sub;
  CairnLayout       *layout;
  CairnLayoutOptions lo;         /* how it was laid out */
  CairnRect          region;     /* layout units shown */
  char              *title;
  double             x, y;       /* the pane's top-left corner (title included) */
  double             w, h;       /* the pane's size */
  double             tree_x, tree_y; /* where the region's top-left corner goes */
  double             title_w;
  guint32            selected;
  guint32            decisive;
  GArray            *decisive_more;  /* options' decisive_nodes in this tree */
  guint32           *highlight;
  guint              n_highlight;
} Pane;

typedef struct {
  Pane    panes[2];
  guint   n_panes;
  const PageSpec *spec;
  gboolean labels;
  gboolean stacked;
  double  unit, level;
  double  width, height;
  double  title_h, room_top, room_bottom;
  guint32 marks;
  double  legend_x, legend_y, legend_w, legend_h;
  double  legend_font;
  gboolean compact;              /* a slide's legend: a few words an entry */
  double  trees_w;               /* the page's width for the trees; 0: all */
  int     arrangement;           /* -1: the better; 0: side by side; 1: stacked */
  double  caption_y, caption_w;
  /* The figure's root position as a board beside the legend and
   * caption (0: none). */
  double  board_x, board_y, board_side;
  GPtrArray *caption;            /* lines */
  CairnExportReport report;
} Figure;

void export_figure_clear (Figure *f);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Figure, export_figure_clear)

/* cairn-export-caption.c */
GPtrArray *
export_caption_lines (const Figure             *f,
                      const CairnExportOptions *options,
                      guint32                   n_drawn);
guint
export_drawn_iteration (const CairnSearch *search,
                        guint              iteration);
const CairnGame *
export_figure_game (const Figure *f);
char *
export_left_out_line (guint n);
char *
export_pane_title (const Pane *pane,
                   guint32     at_event);
GPtrArray *
export_slide_caption (const Figure             *f,
                      const CairnExportOptions *options);
char *
export_story_line (const CairnSearch * const *searches,
                   guint                      n,
                   const CairnExportOptions  *options);
guint
export_words_left_out (const Figure             *f,
                       const CairnExportOptions *options,
                       cairo_t                  *cr);

/* cairn-export-placement.c */
gboolean
export_figure_init (Figure                    *f,
                    const CairnSearch * const *searches,
                    guint                      n,
                    const CairnExportOptions  *options,
                    GError                   **error);
void
export_pane_paint_options (const Figure             *f,
                           const Pane               *pane,
                           const CairnExportOptions *options,
                           CairnPaintOptions        *po);
void
export_text_size (PangoLayout *layout,
                  const char  *text,
                  double      *w,
                  double      *h);

G_END_DECLS
