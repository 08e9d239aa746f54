/* cairn-boxes.h — the boxes a figure's words and node marks take, for
 * placing words where nothing else is (the painter) and for checking
 * that no two overlap (the tests).
 *
 * A recording, started on a thread, collects in device units every box
 * of text and every node mark that the painter, the legend and the
 * export draw on that thread until it is stopped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  CAIRN_BOX_TEXT,   /* a piece of text: its logical extents */
  CAIRN_BOX_MARK,   /* a node's shape or board, a ghost, a stub's fan */
  CAIRN_BOX_EDGE,   /* an edge's segment from (x0, y0) to (x1, y1) */
  CAIRN_BOX_PILL,   /* the background a word is drawn on: edges under it
                     * are hidden, not struck through the word */
} CairnBoxKind;

typedef struct {
  CairnBoxKind kind;
  double       x0, y0, x1, y1;  /* device units */
  char        *text;            /* the text; NULL for a mark */
  gboolean     upright;         /* text turned a quarter turn: its line's
                                 * height is across (x1 − x0) */
} CairnBox;

/* Starts collecting the boxes drawn on this thread into a new array of
 * CairnBox (the one a previous recording left is dropped). */
void    cairn_boxes_record_start (void);
/* Stops, and hands over what was collected (free with g_array_unref). */
GArray *cairn_boxes_record_stop  (void);
/* Adds the device-space bounds of the user-space rectangle (x0, y0) –
 * (x1, y1) of @cr when a recording runs; nothing otherwise. */
void    cairn_boxes_record       (cairo_t      *cr,
                                  CairnBoxKind  kind,
                                  double        x0,
                                  double        y0,
                                  double        x1,
                                  double        y1,
                                  const char   *text);
/* The same for text turned upright. */
void    cairn_boxes_record_upright (cairo_t    *cr,
                                    double      x0,
                                    double      y0,
                                    double      x1,
                                    double      y1,
                                    const char *text);
void    cairn_boxes_record_segment (cairo_t *cr,
                                    double   x0,
                                    double   y0,
                                    double   x1,
                                    double   y1);
gboolean cairn_boxes_recording   (void);
/* Sets the recording aside (for a trial paint) and takes it up again. */
GArray *cairn_boxes_suspend      (void);
void    cairn_boxes_resume       (GArray       *recording);
/* Pairs of boxes that overlap by more than @slack device units both
 * ways, where at least one is text; each is described in @report
 * (may be NULL) as "“19” over “93” at 120,340". */
guint   cairn_boxes_count_overlaps (GArray  *boxes,
                                    double   slack,
                                    GString *report);

/* Edges that pass through a node mark deeper than @slack device units
 * (described in @report, may be NULL). */
guint   cairn_boxes_count_crossings (GArray  *boxes,
                                     double   slack,
                                     GString *report);
/* Edges that pass through a word (its logical extents) not drawn on a
 * pill; described in @report (may be NULL). */
guint   cairn_boxes_count_struck    (GArray  *boxes,
                                     GString *report);
/* Pairs of words less than @gap device units apart, however they lie
 * (described in @report, may be NULL). */
guint   cairn_boxes_count_close     (GArray  *boxes,
                                     double   gap,
                                     GString *report);

/* ---- placing words: the painter's ---- */

typedef struct _CairnPlacer CairnPlacer;

/* Boxes in the user space of the cairo_t the painter draws on; words
 * must also stay inside @bounds. */
CairnPlacer *cairn_placer_new      (const double bounds[4]);
void         cairn_placer_free     (CairnPlacer *placer);
void         cairn_placer_add      (CairnPlacer *placer,
                                    double       x0,
                                    double       y0,
                                    double       x1,
                                    double       y1);
/* An edge: words keep clear of it. */
void         cairn_placer_add_segment (CairnPlacer *placer,
                                       double       x0,
                                       double       y0,
                                       double       x1,
                                       double       y1);
/* The room a word leaves to other words (@gap) and to edges
 * (@clearance); 0 and 0 at first. */
void         cairn_placer_set_gaps (CairnPlacer *placer,
                                    double       gap,
                                    double       clearance);
/* TRUE (and the box taken) when it is inside the bounds, clear of every
 * mark, @gap clear of every word and @clearance clear of every edge. */
gboolean     cairn_placer_take     (CairnPlacer *placer,
                                    double       x0,
                                    double       y0,
                                    double       x1,
                                    double       y1);
/* The same for a word on its own background, which hides the edges
 * under it: edges do not count. */
gboolean     cairn_placer_take_opaque (CairnPlacer *placer,
                                       double       x0,
                                       double       y0,
                                       double       x1,
                                       double       y1);

G_END_DECLS
