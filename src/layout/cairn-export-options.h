/* cairn-export-options.h — what an export is asked for, figure or text:
 * the format, theme, page, lines and parts of the tree drawn, and their
 * names.  No Cairo type, so that cairn-cli reads and checks every export
 * option without the drawing libraries (src/draw writes the figures).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-export-format.h"
#include "cairn-export-text.h"
#include "cairn-theme-name.h"

G_BEGIN_DECLS

/* Pages a figure can be made for. */
typedef enum {
  CAIRN_PAGE_NONE,          /* sized to the tree */
  CAIRN_PAGE_SLIDE,         /* 16:9, 1920 × 1080 px, 33.9 × 19.1 cm */
  CAIRN_PAGE_A4,            /* portrait, 210 × 297 mm */
  CAIRN_PAGE_A4_LANDSCAPE,  /* 297 × 210 mm */
} CairnExportPage;

/* Where a figure's legend goes (with CairnExportOptions' legend on). */
typedef enum {
  CAIRN_EXPORT_LEGEND_AUTO,    /* a slide: compact, under the trees; other pages: full */
  CAIRN_EXPORT_LEGEND_BOTTOM,  /* compact, in rows under the trees */
  CAIRN_EXPORT_LEGEND_SIDE,    /* compact, one column right of the trees */
} CairnExportLegend;

/* What a figure left out for want of room, for advice on how to get it:
 * the figure itself says only what is missing. */
typedef struct {
  guint    labels_left_out; /* words on the nodes that found no room */
  guint32  unlabelled;      /* nodes drawn without words (too many to label), or 0 */
  gboolean small_labels;    /* leaves closer than the page's text: smaller words */
} CairnExportReport;

typedef struct {
  CairnExportFormat format;
  CairnTheme        theme;      /* print for figures by default */
  double            scale;      /* PNG: pixels per CSS pixel (1 = 96 dpi) */
  gboolean          ghosts;
  gboolean          legend;
  CairnExportLegend legend_place;
  gboolean          caption;
  /* The lesson card the figure shows, named in its caption, or NULL. */
  const char       *card;
  guint32           at_event;   /* CAIRN_ALL_EVENTS: as recorded so far */
  gboolean          use_viewport;
  CairnRect         viewport;   /* layout units, when use_viewport */
  double            unit;       /* CSS pixels per layout unit; 0: automatic */
  double            level;      /* CSS pixels per ply; 0: automatic */
  gboolean          pane_viewports; /* use_viewport: viewports[i] for tree i */
  CairnRect         viewports[2];
  gboolean          labels;     /* values and moves on every node (up to a few hundred) */
  gboolean          square_names; /* cell numbers, files and ranks (CairnPaintOptions) */
  CairnExportPage   page;
  /* Lines of play as cairn_line_parse () reads them ("4,0"), or NULL. */
  const char       *root;       /* only the subtree under this line */
  guint             max_plies;  /* plies drawn below the root; 0: all */
  const char       *mark;       /* the selected node and its path */
  const char       *highlight;  /* a line marked as the other pane's */
  /* The decisive null-move prune, starred in a tree that pruned there. */
  const char       *decisive;
  /* More decisive prunes, as node indices of the searches' recorded
   * trees (CairnDecisivePrune.node), starred in a tree that pruned there. */
  const guint32    *decisive_nodes;
  guint             n_decisive_nodes;
  /* Focus view (cairn_layout_options' focus) on the node @mark leads to,
   * or where a tree left that line, the last node of it searched (the
   * figure's root without @mark), with @focus_plies plies under it. */
  gboolean          focus;
  guint             focus_plies;
  /* The decisive moment (--story): the root, the move each search plays,
   * the line to the decisive prune (@decisive, or the first of
   * @decisive_nodes) with its null probe and up to
   * CAIRN_EXPORT_STORY_MOVES of its moves, in every tree. */
  gboolean          story;
  /* The engine style's part `id` (SEARCH-RULES.md §4.8): the iteration whose tree
   * is drawn, 1 to the depth limit; 0: the last begun (the last once
   * the search is done), as cairn_search_get_tree () gives it. */
  guint             iteration;
  /* The same for each tree of the figure where not 0 (the window's
   * panes each show their own). */
  guint             pane_iterations[2];
  /* Called as each step of the export ends: laying the figure out,
   * drawing it, writing the file (DOT and JSON: making the text, writing
   * it); @done of @total steps.  NULL: not called. */
  void            (*progress)      (guint    done,
                                    guint    total,
                                    gpointer data);
  gpointer          progress_data;
  /* Filled in by a figure (PNG, SVG, PDF) written, when not NULL. */
  CairnExportReport *report;
} CairnExportOptions;

/* The steps a figure (PNG, SVG, PDF) reports: laying out, drawing, writing. */
#define CAIRN_EXPORT_FIGURE_STEPS 3

void     cairn_export_options_init (CairnExportOptions *options);
gboolean cairn_export_page_parse   (const char         *text,
                                    CairnExportPage    *page,
                                    GError            **error);
/* The options DOT and JSON take of @options. */
CairnTextExportOptions cairn_export_text_options (const CairnExportOptions *options);
/* How many steps an export to @format reports (CairnExportOptions'
 * progress). */
guint    cairn_export_steps        (CairnExportFormat   format);
/* Writes DOT or JSON (@options' format) as cairn_export_to_file ()
 * does, with no drawing library: FALSE when @options' at_event did not
 * happen or @path cannot be written. */
gboolean cairn_export_data_to_file (const char                *path,
                                    const CairnSearch * const *searches,
                                    guint                      n_searches,
                                    const CairnExportOptions  *options,
                                    GError                   **error);
/* FALSE with a message when @options name a page there is not. */
gboolean cairn_export_options_check (const CairnExportOptions  *options,
                                     GError                   **error);
G_END_DECLS
