/* cairn-tree-view-private.h — what the tree view's files share: the
 * widget's state and the functions one file calls in another.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-layout-worker.h"
#include "cairn-tree-view.h"

G_BEGIN_DECLS

#define MARGIN 36.0
/* Zoom to a node: how long it glides, and the room kept between the node
 * and the view's edges (a board's half).  Nothing lies over the view: the
 * zoom buttons are above it (cairn-pane-header.c). */
#define ZOOM_DURATION_US 220000
#define FRAME_MARGIN_X 48.0
#define FRAME_MARGIN_TOP 48.0
#define FRAME_MARGIN_BOTTOM 48.0
#define ZOOM_STEP 1.25
#define PAN_STEP 48.0
/* Clicks that move less than this are selections, not drags. */
#define CLICK_SLOP 4.0
/* Layouts of up to this many items (nodes, and the ghosts of the moves
 * they left unsearched) are made at once (about a millisecond); bigger
 * ones on a worker thread, from a copy of the tree, so the main loop
 * never waits for the 30 ms of an 80,000-node layout or the 250 ms of
 * the 550,000-node minimax tree.  (At 16,384 nodes a layout on the main
 * loop took 3 ms of the frames of Run, Finish and scrubbing.)  Items,
 * not nodes: a chess node leaves tens of ghosts, and Kiwipete's first
 * 1,883 nodes are 14,693 items, laid out on the main loop in 40 ms of
 * CPU at the start of Run (bench-window). */
#define SYNC_LAYOUT_MAX_ITEMS 4096


struct _CairnTreeView {
  GtkWidget          parent_instance;

  CairnViewState    *state;
  const CairnTree   *tree;          /* owned by the search in the stepper */
  CairnLayout       *layout;        /* NULL when nothing is recorded at the moment */
  CairnTreeCopy          *snapshot;      /* the copy @layout was made from, or NULL: made from @tree */
  CairnTreeCopy          *spare;         /* a copy's memory, for the next worker */
  CairnTreeCopy          *final;         /* a copy of @tree once it is complete, shared by every layout */
  CairnLayout       *spare_layout;  /* a big layout's memory, for the next worker's layout */
  gboolean           complete;      /* @tree will not change any more */
  CairnSourceGuard       *guard;         /* the job in the works copies @tree on its thread */
  GCancellable      *job;           /* a layout on the worker thread */
  GCancellable      *block_job;     /* memory for the spare copy, made on a worker thread */
  guint              serial;        /* of the latest layout started */
  guint              installed;     /* serial of @layout */
  gboolean           scrolling_itself; /* the adjustments move by the view's doing, not the user's */
  int                fitted_width;  /* the width the fit scale was published for */
  guint              refit_id;      /* tick callback: fit the new width after allocation */
  CairnRect          bounds;
  guint32            n_events;      /* CAIRN_ALL_EVENTS: everything recorded */
  guint32            at_event;      /* the painter's and layout's view of the same */
  guint32            current_node;
  guint32            decisive_node;  /* starred: the decisive null-move prune */
  GArray            *highlight;     /* guint32 nodes */
  gboolean           square_names;  /* see CairnPaintOptions */
  double             scale;         /* the scale the adjustments were set up for */

  gboolean           layout_dirty;
  guint              tick_id;
  gint64             last_layout_us;
  gint64             layout_cost_us;

  GskRenderNode     *cache;
  int                cache_scale;    /* the scale factor the cache was painted at */
  int                cache_width;    /* and the widget's size */
  int                cache_height;
  /* The images the cache is painted into, in turn: the last frame's
   * node may still hold the other one.  Reused, so a repaint does not
   * fault in a fresh image's pages (dear on this kind of machine). */
  cairo_surface_t   *images[2];
  guint              next_image;

  /* The legend's marks: those of the nodes, worked out once per layout
   * (and star) when someone asks; whether someone asked since the last
   * "marks-changed". */
  guint32            node_marks;
  gboolean           node_marks_known;
  gboolean           marks_asked;
  guint              marks_walks;    /* walks of the nodes for marks on the main loop */

  GtkAdjustment     *hadjustment;
  GtkAdjustment     *vadjustment;
  GtkScrollablePolicy hscroll_policy;
  GtkScrollablePolicy vscroll_policy;

  double             pointer_x;
  double             pointer_y;
  gboolean           pointer_inside;
  double             drag_h0;
  double             drag_v0;
  double             pinch_scale0;

  /* Zoom to a node: waiting for a layout that has it (zoom_node), then
   * gliding from one layout point at the widget's centre and scale to
   * another on the frame clock. */
  guint32            zoom_node;
  double             zoom_request;  /* its scale; 0: readable */
  guint              zoom_tick_id;
  gint64             zoom_start_us;
  double             zoom_from[3];  /* x, y at the centre, scale */
  double             zoom_to[3];
  guint32            zoom_to_node;
  /* The node the last zoom went to: it keeps its place on screen through
   * new layouts (a tree's last moments laid out late) until the user
   * pans or zooms. */
  guint32            zoom_anchor;
  int                zoom_height;   /* the height the zoom's target was worked out for */
};

enum {
  PICKED,
  MARKS_CHANGED,
  N_SIGNALS
};

extern guint cairn_tree_view_signals[N_SIGNALS];

/* cairn-tree-view-input.c */
void
tree_view_on_drag_begin (GtkGestureDrag *gesture,
                         double          x,
                         double          y,
                         CairnTreeView  *self);
void
tree_view_on_drag_end (GtkGestureDrag *gesture,
                       double          dx,
                       double          dy,
                       CairnTreeView  *self);
void
tree_view_on_drag_update (GtkGestureDrag *gesture,
                          double          dx,
                          double          dy,
                          CairnTreeView  *self);
gboolean
tree_view_on_key_pressed (GtkEventControllerKey *controller,
                          guint                  keyval,
                          guint                  keycode,
                          GdkModifierType        state,
                          CairnTreeView         *self);
void
tree_view_on_leave (GtkEventControllerMotion *controller,
                    CairnTreeView            *self);
void
tree_view_on_motion (GtkEventControllerMotion *controller,
                     double                    x,
                     double                    y,
                     CairnTreeView            *self);
void
tree_view_on_pinch_begin (GtkGesture       *gesture,
                          GdkEventSequence *sequence,
                          CairnTreeView    *self);
void
tree_view_on_pinch_scale_changed (GtkGestureZoom *gesture,
                                  double          scale,
                                  CairnTreeView  *self);
gboolean
tree_view_on_query_tooltip (GtkWidget     *widget,
                            int            x,
                            int            y,
                            gboolean       keyboard,
                            GtkTooltip    *tooltip,
                            CairnTreeView *self);
gboolean
tree_view_on_scroll (GtkEventControllerScroll *controller,
                     double                    dx,
                     double                    dy,
                     CairnTreeView            *self);

/* cairn-tree-view-layout.c */
gboolean
tree_view_big_layout (CairnTreeView *self);
void
tree_view_cancel_block_job (CairnTreeView *self);
void
tree_view_cancel_layout_job (CairnTreeView *self);
gboolean
tree_view_has_nodes (CairnTreeView *self);
void
tree_view_install_layout (CairnTreeView *self,
                          CairnLayout   *layout,
                          CairnTreeCopy      *snapshot,
                          guint          serial,
                          const guint32 *node_marks);
void
tree_view_queue_layout (CairnTreeView *self);
void
tree_view_rebuild_layout (CairnTreeView *self);

/* cairn-tree-view-scroll.c */
void
tree_view_apply_scale (CairnTreeView *self,
                       double         scale,
                       double         wx,
                       double         wy);
void
tree_view_configure_adjustment (CairnTreeView *self,
                                GtkAdjustment *adjustment,
                                double         value,
                                double         upper,
                                double         page);
void
tree_view_configure_scrolling (CairnTreeView *self,
                               double         lx,
                               double         ly,
                               double         wx,
                               double         wy);
double
tree_view_content_height (CairnTreeView *self);
double
tree_view_content_width (CairnTreeView *self);
const CairnTree *
tree_view_drawn_tree (CairnTreeView *self);
void
tree_view_fit_now (CairnTreeView *self);
gboolean
tree_view_is_fitting (CairnTreeView *self);
double
tree_view_level_height (CairnTreeView *self);
void
tree_view_on_adjustment_changed (CairnTreeView *self);
void
tree_view_origin (CairnTreeView *self,
                  double        *x,
                  double        *y);
void
tree_view_publish_fit_scale (CairnTreeView *self);
void
tree_view_stop_fitting (CairnTreeView *self);
void
tree_view_stop_zoom (CairnTreeView *self);
void
tree_view_try_zoom (CairnTreeView *self);
void
tree_view_zoom_centre (CairnTreeView *self,
                       double         scale);
void
tree_view_zoom_target (CairnTreeView *self,
                       guint32        item,
                       double         scale,
                       double        *cx,
                       double        *cy);

/* cairn-tree-view.c */
void
tree_view_forget_marks (CairnTreeView *self,
                        gboolean       nodes);
void
tree_view_invalidate (CairnTreeView *self);
double
tree_view_level_height_at (double scale);
void
tree_view_paint_options (CairnTreeView     *self,
                         CairnPaintOptions *options);

G_END_DECLS
