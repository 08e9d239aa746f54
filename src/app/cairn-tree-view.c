/* cairn-tree-view.c — the search tree, drawn by the shared painter.
 *
 * Geometry: a layout point (lx, ly) in layout units sits at widget pixel
 *   wx = (lx - bounds.x0) * scale + MARGIN + centring - hadjustment value
 *   wy = (ly - bounds.y0) * level + MARGIN - vadjustment value
 * where level is the painter's height of a ply for that scale; centring
 * only applies when the whole tree is narrower than the widget.  Everything else derives from
 * layout_to_widget() and widget_to_layout().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "cairn-background.h"
#include "cairn-big-block.h"
#include "cairn-node-text.h"
#include "cairn-reaper.h"
#include "cairn-scrollable-props.h"
#include "cairn-tree-mirror.h"
#include "cairn-tree-view.h"

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

/* A copy of the live tree for the layout thread.  Shared, and read only,
 * once the tree is complete: then the painter and every later layout read
 * the same copy, and Step Back or scrubbing copies nothing. */
typedef struct {
  gint       ref_count;
  gboolean   shared;
  CairnTree *tree;
  CairnTreeMirror mirror;  /* what it holds of a growing tree */
} TreeCopy;

static TreeCopy *
tree_copy_ref (TreeCopy *copy)
{
  g_atomic_int_inc (&copy->ref_count);
  return copy;
}

/* May run on any thread (the reaper's, the layout thread's). */
static void
tree_copy_unref (gpointer data)
{
  TreeCopy *copy = data;

  if (g_atomic_int_dec_and_test (&copy->ref_count))
    {
      cairn_tree_free (copy->tree);
      g_free (copy);
    }
}

/* The live tree a layout thread copies a complete tree from: the view
 * takes it away (under the lock) before the tree may go, so the thread
 * never reads a freed tree. */
typedef struct {
  gint             ref_count;
  GMutex           lock;
  const CairnTree *tree;
} SourceGuard;

static SourceGuard *
source_guard_ref (SourceGuard *guard)
{
  g_atomic_int_inc (&guard->ref_count);
  return guard;
}

static void
source_guard_unref (SourceGuard *guard)
{
  if (g_atomic_int_dec_and_test (&guard->ref_count))
    {
      g_mutex_clear (&guard->lock);
      g_free (guard);
    }
}

struct _CairnTreeView {
  GtkWidget          parent_instance;

  CairnViewState    *state;
  const CairnTree   *tree;          /* owned by the search in the stepper */
  CairnLayout       *layout;        /* NULL when nothing is recorded at the moment */
  TreeCopy          *snapshot;      /* the copy @layout was made from, or NULL: made from @tree */
  TreeCopy          *spare;         /* a copy's memory, for the next worker */
  TreeCopy          *final;         /* a copy of @tree once it is complete, shared by every layout */
  CairnLayout       *spare_layout;  /* a big layout's memory, for the next worker's layout */
  gboolean           complete;      /* @tree will not change any more */
  SourceGuard       *guard;         /* the job in the works copies @tree on its thread */
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

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

G_DEFINE_FINAL_TYPE_WITH_CODE (CairnTreeView, cairn_tree_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

/* Device units per ply: the painter's choice for the current scale, so
 * boards always have room under them. */
static double
level_height_at (double scale)
{
  CairnPaintOptions options;

  cairn_paint_options_init (&options, CAIRN_THEME_LIGHT);
  options.scale = scale;
  options.level_height = 0;
  return cairn_painter_level_height (&options);
}

static double
level_height (CairnTreeView *self)
{
  return level_height_at (self->scale);
}

static double
content_width (CairnTreeView *self)
{
  if (self->layout == NULL)
    return 0;
  return (self->bounds.x1 - self->bounds.x0) * self->scale + 2 * MARGIN;
}

static double
content_height (CairnTreeView *self)
{
  if (self->layout == NULL)
    return 0;
  return (self->bounds.y1 - self->bounds.y0) * level_height (self) + 2 * MARGIN;
}

/* Widget-space position of layout point (bounds.x0, bounds.y0). */
static void
origin (CairnTreeView *self,
        double        *x,
        double        *y)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double hv = self->hadjustment ? gtk_adjustment_get_value (self->hadjustment) : 0;
  double vv = self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0;

  *x = MARGIN + MAX (0, (w - content_width (self)) / 2) - hv;
  /* A short tree stays at the top, where the root is expected. */
  *y = MARGIN - vv;
}

void
cairn_tree_view_layout_to_widget (CairnTreeView *self,
                                  double         layout_x,
                                  double         layout_y,
                                  double        *widget_x,
                                  double        *widget_y)
{
  double ox, oy;

  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  origin (self, &ox, &oy);
  *widget_x = ox + (layout_x - self->bounds.x0) * self->scale;
  *widget_y = oy + (layout_y - self->bounds.y0) * level_height (self);
}

void
cairn_tree_view_widget_to_layout (CairnTreeView *self,
                                  double         widget_x,
                                  double         widget_y,
                                  double        *layout_x,
                                  double        *layout_y)
{
  double ox, oy;

  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  origin (self, &ox, &oy);
  *layout_x = self->bounds.x0 + (widget_x - ox) / self->scale;
  *layout_y = self->bounds.y0 + (widget_y - oy) / level_height (self);
}

static void     rebuild_layout (CairnTreeView *self);
static const CairnTree *drawn_tree (CairnTreeView *self);
static gboolean has_nodes      (CairnTreeView *self);
static void     queue_layout   (CairnTreeView *self);
static void     fit_now        (CairnTreeView *self);
static gboolean big_layout     (CairnTreeView *self);

static void
invalidate (CairnTreeView *self)
{
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The marks drawn may have changed: the nodes' (@nodes: a new layout or
 * star), or only those of the selection, highlight or current node.
 * Whoever asked for them hears it once and asks again. */
static void
forget_marks (CairnTreeView *self,
              gboolean       nodes)
{
  if (nodes)
    self->node_marks_known = FALSE;
  if (!self->marks_asked)
    return;
  self->marks_asked = FALSE;
  g_signal_emit (self, signals[MARKS_CHANGED], 0);
}

static void
configure_adjustment (CairnTreeView *self,
                      GtkAdjustment *adjustment,
                      double         value,
                      double         upper,
                      double         page)
{
  if (adjustment == NULL)
    return;
  upper = MAX (upper, page);
  self->scrolling_itself = TRUE;
  gtk_adjustment_configure (adjustment, CLAMP (value, 0, upper - page), 0, upper,
                            page * 0.1, page * 0.9, page);
  self->scrolling_itself = FALSE;
}

/* The user zoomed or panned: the view stops fitting the tree. */
static void
stop_fitting (CairnTreeView *self)
{
  if (self->state != NULL)
    cairn_view_state_set_fitting (self->state, FALSE);
}

/* Sets the adjustments up for the current scale and size, scrolled so
 * that widget point (wx, wy) shows layout point (lx, ly). */
static void
configure_scrolling (CairnTreeView *self,
                     double         lx,
                     double         ly,
                     double         wx,
                     double         wy)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double cw = content_width (self);
  double ch = content_height (self);
  double hv = (lx - self->bounds.x0) * self->scale + MARGIN + MAX (0, (w - cw) / 2) - wx;
  double vv = (ly - self->bounds.y0) * level_height (self) + MARGIN - wy;

  configure_adjustment (self, self->hadjustment, hv, cw, w);
  configure_adjustment (self, self->vadjustment, vv, ch, h);
  invalidate (self);
}

static void
stop_zoom (CairnTreeView *self)
{
  self->zoom_node = CAIRN_NO_NODE;
  self->zoom_anchor = CAIRN_NO_NODE;
  if (self->zoom_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->zoom_tick_id);
  self->zoom_tick_id = 0;
}

/* Zoom anchored at (wx, wy): the layout point under it stays under it. */
static void
apply_scale (CairnTreeView *self,
             double         scale,
             double         wx,
             double         wy)
{
  double lx, ly;

  stop_zoom (self);
  scale = cairn_view_scale_clamp (scale);
  stop_fitting (self);
  cairn_tree_view_widget_to_layout (self, wx, wy, &lx, &ly);
  self->scale = scale;
  if (self->state != NULL)
    cairn_view_state_set_scale (self->state, scale);
  configure_scrolling (self, lx, ly, wx, wy);
}

void
cairn_tree_view_zoom_at (CairnTreeView *self,
                         double         factor,
                         double         widget_x,
                         double         widget_y)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  if (!isfinite (factor) || factor <= 0)
    return;
  apply_scale (self, self->scale * factor, widget_x, widget_y);
}

/* Zoom keys and buttons zoom around the selected node when it is in
 * view (so it stays put), otherwise around the centre. */
static void
zoom_centre (CairnTreeView *self,
             double         scale)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double x = w / 2.0, y = h / 2.0;
  guint32 node = self->state ? cairn_view_state_get_selected_node (self->state) : CAIRN_NO_NODE;
  guint32 item = self->layout && node != CAIRN_NO_NODE ? cairn_layout_item_for_node (self->layout, node)
                                                       : CAIRN_NO_ITEM;

  if (item != CAIRN_NO_ITEM)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (self->layout, item);
      double nx, ny;

      cairn_tree_view_layout_to_widget (self, it->x, it->y, &nx, &ny);
      if (nx >= 0 && nx <= w && ny >= 0 && ny <= h)
        x = nx, y = ny;
    }
  apply_scale (self, scale, x, y);
}

void
cairn_tree_view_zoom_in (CairnTreeView *self)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));
  zoom_centre (self, self->scale * ZOOM_STEP);
}

void
cairn_tree_view_zoom_out (CairnTreeView *self)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));
  zoom_centre (self, self->scale / ZOOM_STEP);
}

void
cairn_tree_view_zoom_reset (CairnTreeView *self)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));
  zoom_centre (self, CAIRN_VIEW_SCALE_DEFAULT);
}

/* The whole tree in view: as wide as the widget allows, and never larger
 * than natural size; and so it stays, through new layouts and new sizes,
 * until the user zooms or pans. */
void
cairn_tree_view_fit (CairnTreeView *self)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  stop_zoom (self);
  if (self->layout_dirty && !big_layout (self))
    rebuild_layout (self);
  if (self->state != NULL)
    cairn_view_state_set_fitting (self->state, TRUE);
  /* Fit what is there now; a layout still in the works fits when it is in. */
  fit_now (self);
}

static void
on_scale_notify (CairnViewState *state,
                 GParamSpec     *pspec,
                 CairnTreeView  *self)
{
  /* Changes made through apply_scale() and fit_now() are already in place;
   * a zoom to a node, under way or waiting for its layout, ends at its
   * own scale and carries that over. */
  if (self->zoom_tick_id != 0 || self->zoom_node != CAIRN_NO_NODE)
    return;
  if (cairn_view_state_get_scale (state) != self->scale)
    zoom_centre (self, cairn_view_state_get_scale (state));
}

/* Fitting turned on, or the largest scale a fit may take changed. */
static void
on_fit_notify (CairnTreeView *self)
{
  if (cairn_view_state_get_fitting (self->state))
    fit_now (self);
}

static void
on_view_changed (CairnTreeView *self)
{
  invalidate (self);
}

/* A focus view is laid out around the selection: lay it out again, here
 * and now when that is cheap. */
static void
on_focus_changed (CairnTreeView *self)
{
  if (!has_nodes (self))
    return;
  if (big_layout (self))
    queue_layout (self);
  else
    rebuild_layout (self);
}

/* In a focus view a new selection is a new layout: the node is framed
 * again once it is in, at the scale the view has. */
static void
on_selection_changed (CairnTreeView *self)
{
  guint32 node = cairn_view_state_get_selected_node (self->state);

  if (cairn_view_state_get_focus (self->state))
    {
      if (node != CAIRN_NO_NODE && self->zoom_node == CAIRN_NO_NODE && self->zoom_tick_id == 0)
        {
          self->zoom_node = node;
          self->zoom_request = self->scale;
        }
      on_focus_changed (self);
    }
  forget_marks (self, FALSE);
  invalidate (self);
}

/* Scrollbars and Shift+wheel move the adjustments: a pan by the user. */
static void
on_adjustment_changed (CairnTreeView *self)
{
  if (!self->scrolling_itself)
    {
      stop_fitting (self);
      stop_zoom (self);
    }
  invalidate (self);
}

/* Scrolls the least needed to bring @node into view, if it is laid out. */
void
cairn_tree_view_reveal_node (CairnTreeView *self,
                             guint32        node)
{
  const CairnLayoutItem *item;
  guint32 index;
  double wx, wy, w, h, dx = 0, dy = 0;

  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  if (self->layout == NULL || node == CAIRN_NO_NODE)
    return;
  index = cairn_layout_item_for_node (self->layout, node);
  if (index == CAIRN_NO_ITEM)
    return;
  item = cairn_layout_get_item (self->layout, index);
  cairn_tree_view_layout_to_widget (self, item->x, item->y, &wx, &wy);
  w = gtk_widget_get_width (GTK_WIDGET (self));
  h = gtk_widget_get_height (GTK_WIDGET (self));
  if (wx < MARGIN || wx > w - MARGIN)
    dx = wx - w / 2;
  if (wy < MARGIN || wy > h - MARGIN)
    dy = wy - h / 2;
  self->scrolling_itself = TRUE;
  if (dx != 0 && self->hadjustment)
    gtk_adjustment_set_value (self->hadjustment, gtk_adjustment_get_value (self->hadjustment) + dx);
  if (dy != 0 && self->vadjustment)
    gtk_adjustment_set_value (self->vadjustment, gtk_adjustment_get_value (self->vadjustment) + dy);
  self->scrolling_itself = FALSE;
}

/* ---- zoom to a node ---- */

double
cairn_tree_view_get_readable_scale (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), CAIRN_VIEW_SCALE_DEFAULT);

  if (self->scale >= CAIRN_PAINTER_BOARD_SCALE &&
      cairn_painter_label_size (self->scale) >= CAIRN_PAINTER_READABLE_LABEL)
    return self->scale;
  return CAIRN_VIEW_SCALE_DEFAULT;
}

/* Where the zoom to @item ends: the layout point at the widget's centre.
 * The node sits a quarter down the view, its subtree below it.  A null
 * probe is drawn at the ply it searches, under its parent's replies: for
 * a probe, or a node that probed, the middle between the two goes to the
 * middle when both fit, so the node, its ghosts and the probe are in
 * view.  The node itself stays in view whatever (a probe can be drawn far
 * off to the side, past a wide subtree). */
static void
zoom_target (CairnTreeView *self,
             guint32        item,
             double         scale,
             double        *cx,
             double        *cy)
{
  const CairnTree *tree = drawn_tree (self);
  const CairnLayoutItem *it = cairn_layout_get_item (self->layout, item);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  double level = level_height_at (scale);
  double mx = 0, my = 0, at = 0.25, wx, wy, lo, hi;
  guint32 partner = CAIRN_NO_NODE;

  if (tree != NULL && item < tree->n_nodes)
    partner = cairn_tree_get (tree, item)->kind == CAIRN_NODE_NULL_PROBE
              ? cairn_tree_get (tree, item)->parent : cairn_tree_probe_child (tree, item);
  if (partner != CAIRN_NO_NODE && cairn_layout_item_for_node (self->layout, partner) != CAIRN_NO_ITEM)
    {
      const CairnLayoutItem *pi = cairn_layout_get_item (self->layout, partner);
      double dx = (pi->x - it->x) * scale, dy = (pi->y - it->y) * level;

      if (fabs (dy) < 0.85 * h && fabs (dx) < w - 2 * FRAME_MARGIN_X)
        {
          mx = dx / 2;
          my = dy / 2;
          at = 0.55;
        }
    }
  /* In the middle across.  Below the top edge first of all, then above
   * the bottom one.  A view too short for both margins (a laptop's
   * screen, a long inspector) keeps the node's own box in it: its board
   * (or shape) above the centre, its three lines of text below; where not
   * even that fits, the board and the value under it at the bottom edge
   * come first. */
  wx = CLAMP (w * 0.5 - mx, FRAME_MARGIN_X, MAX (FRAME_MARGIN_X, w - FRAME_MARGIN_X));
  lo = FRAME_MARGIN_TOP;
  hi = h - FRAME_MARGIN_BOTTOM;
  if (hi < lo)
    {
      double half = scale >= CAIRN_PAINTER_BOARD_SCALE ? 0.36 * scale : MIN (0.24 * scale, 10);

      double label = cairn_painter_label_size (scale);

      lo = half + 2;
      hi = h - half - 3.3 * label - 2;
      if (hi < lo)
        lo = hi = MAX (half + 2, h - half - 1.4 * label - 2);
    }
  wy = CLAMP (h * at - my, lo, hi);
  *cx = it->x + (w / 2 - wx) / scale;
  *cy = it->y + (h / 2 - wy) / level;
}

static void
zoom_frame (CairnTreeView *self,
            double         t)
{
  double e = 1 - (1 - t) * (1 - t) * (1 - t);
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));

  self->scale = exp (log (self->zoom_from[2]) + e * (log (self->zoom_to[2]) - log (self->zoom_from[2])));
  if (t >= 1)
    self->scale = self->zoom_to[2];
  configure_scrolling (self,
                       self->zoom_from[0] + e * (self->zoom_to[0] - self->zoom_from[0]),
                       self->zoom_from[1] + e * (self->zoom_to[1] - self->zoom_from[1]),
                       w / 2, h / 2);
}

static void
zoom_finish (CairnTreeView *self)
{
  zoom_frame (self, 1);
  self->zoom_anchor = self->zoom_to_node;
  if (self->state != NULL)
    cairn_view_state_set_scale (self->state, self->scale);
}

static gboolean
zoom_tick (GtkWidget     *widget,
           GdkFrameClock *clock,
           gpointer       user_data)
{
  CairnTreeView *self = CAIRN_TREE_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double t;

  if (self->zoom_start_us == 0)
    self->zoom_start_us = now;
  t = (double) (now - self->zoom_start_us) / ZOOM_DURATION_US;
  if (t < 1)
    {
      zoom_frame (self, t);
      return G_SOURCE_CONTINUE;
    }
  self->zoom_tick_id = 0;
  zoom_finish (self);
  return G_SOURCE_REMOVE;
}

static gboolean
animations_enabled (CairnTreeView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* Starts the zoom asked for once the layout shows its node (in a focus
 * view, once the layout is the one focused on it). */
static void
try_zoom (CairnTreeView *self)
{
  guint32 node = self->zoom_node, item;
  double scale;

  if (node == CAIRN_NO_NODE || self->layout == NULL)
    return;
  item = cairn_layout_item_for_node (self->layout, node);
  if (item == CAIRN_NO_ITEM)
    return;
  if (self->state != NULL && cairn_view_state_get_focus (self->state) &&
      cairn_view_state_get_selected_node (self->state) == node &&
      cairn_layout_get_focus (self->layout) != node)
    return;
  self->zoom_node = CAIRN_NO_NODE;
  self->zoom_anchor = CAIRN_NO_NODE;
  self->zoom_to_node = node;
  if (self->zoom_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->zoom_tick_id);
  self->zoom_tick_id = 0;

  scale = cairn_view_scale_clamp (self->zoom_request > 0 ? self->zoom_request
                                                         : cairn_tree_view_get_readable_scale (self));
  stop_fitting (self);
  cairn_tree_view_widget_to_layout (self, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                                    gtk_widget_get_height (GTK_WIDGET (self)) / 2.0,
                                    &self->zoom_from[0], &self->zoom_from[1]);
  self->zoom_from[2] = self->scale;
  self->zoom_to[2] = scale;
  zoom_target (self, item, scale, &self->zoom_to[0], &self->zoom_to[1]);
  self->zoom_height = gtk_widget_get_height (GTK_WIDGET (self));
  if (!animations_enabled (self))
    {
      zoom_finish (self);
      return;
    }
  self->zoom_start_us = 0;
  self->zoom_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), zoom_tick, NULL, NULL);
}

void
cairn_tree_view_zoom_to_node (CairnTreeView *self,
                              guint32        node,
                              double         scale)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  if (node == CAIRN_NO_NODE)
    return;
  self->zoom_node = node;
  self->zoom_request = scale;
  if (self->layout_dirty && !big_layout (self))
    rebuild_layout (self);
  try_zoom (self);
}

gboolean
cairn_tree_view_is_zooming (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), FALSE);
  return self->zoom_node != CAIRN_NO_NODE || self->zoom_tick_id != 0;
}

/* The tree the layout was made from: what is painted and hit-tested. */
static const CairnTree *
drawn_tree (CairnTreeView *self)
{
  return self->snapshot != NULL ? self->snapshot->tree : self->tree;
}

/* What a fit shows, in layout units: the whole tree; in a focus view the
 * focus node and its subtree as drawn, not the moves beside every node
 * on the path to it (across the root's, a fit drew the focus at 4 %). */
static CairnRect
fit_bounds (CairnTreeView *self)
{
  guint32 focus = self->layout ? cairn_layout_get_focus (self->layout) : CAIRN_NO_NODE;
  guint32 item = focus != CAIRN_NO_NODE ? cairn_layout_item_for_node (self->layout, focus) : CAIRN_NO_ITEM;
  CairnRect r = self->bounds;

  if (item != CAIRN_NO_ITEM)
    cairn_layout_get_subtree_bounds (self->layout, item, &r);
  return r;
}

/* The scale at which what a fit shows is as wide as the widget, at most
 * natural size. */
static double
own_fit_scale (CairnTreeView *self)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * MARGIN;
  CairnRect r;

  if (self->layout == NULL || w <= 0)
    return CAIRN_VIEW_SCALE_DEFAULT;
  r = fit_bounds (self);
  return cairn_view_scale_clamp (MIN (w / MAX (r.x1 - r.x0, 1.0), CAIRN_VIEW_SCALE_DEFAULT));
}

/* Tells the view state (and whoever keeps two views at one scale) the
 * scale this tree fits at, after its layout or width changed. */
static void
publish_fit_scale (CairnTreeView *self)
{
  self->fitted_width = gtk_widget_get_width (GTK_WIDGET (self));
  if (self->state != NULL)
    cairn_view_state_set_fit_scale (self->state, own_fit_scale (self));
}

/* Fits at the tree's own fit scale or the state's fit limit, whichever is
 * smaller (the limit keeps two views at one scale). */
static void
fit_now (CairnTreeView *self)
{
  double limit = self->state ? cairn_view_state_get_fit_limit (self->state) : CAIRN_VIEW_SCALE_MAX;
  CairnRect r;

  if (self->layout == NULL)
    return;
  r = fit_bounds (self);
  self->scale = cairn_view_scale_clamp (MIN (own_fit_scale (self), limit));
  if (self->state != NULL)
    cairn_view_state_set_scale (self->state, self->scale);
  /* Its middle across the middle of the view, its top at the top. */
  configure_scrolling (self, (r.x0 + r.x1) / 2, r.y0, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0, MARGIN);
}

static gboolean
is_fitting (CairnTreeView *self)
{
  return self->state != NULL && cairn_view_state_get_fitting (self->state);
}

/* Puts @layout (made from @snapshot, or from the live tree when NULL) on
 * screen; takes both. */
static void
install_layout (CairnTreeView *self,
                CairnLayout   *layout,
                TreeCopy      *snapshot,
                guint          serial,
                const guint32 *node_marks)
{
  double lx = 0, ly = 0, ax = 0, ay = 0;
  gboolean had_layout = self->layout != NULL;
  gboolean anchored = FALSE;

  if (had_layout)
    cairn_tree_view_widget_to_layout (self, 0, 0, &lx, &ly);
  if (had_layout && self->zoom_anchor != CAIRN_NO_NODE &&
      cairn_layout_item_for_node (self->layout, self->zoom_anchor) != CAIRN_NO_ITEM)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (self->layout, self->zoom_anchor);

      cairn_tree_view_layout_to_widget (self, it->x, it->y, &ax, &ay);
      anchored = TRUE;
    }

  /* The old layout and copy of a big tree are tens of megabytes: freed
   * off the main loop. */
  if (self->layout != NULL && cairn_layout_get_n_items (self->layout) > SYNC_LAYOUT_MAX_ITEMS)
    {
      /* Its memory serves the next layout on a worker. */
      cairn_reap (g_steal_pointer (&self->spare_layout), (GDestroyNotify) cairn_layout_free);
      self->spare_layout = g_steal_pointer (&self->layout);
    }
  else
    cairn_reap (g_steal_pointer (&self->layout), (GDestroyNotify) cairn_layout_free);
  if (self->snapshot != NULL && !self->snapshot->shared)
    {
      /* Its memory serves the next copy. */
      cairn_reap (g_steal_pointer (&self->spare), tree_copy_unref);
      self->spare = g_steal_pointer (&self->snapshot);
    }
  else
    cairn_reap (g_steal_pointer (&self->snapshot), tree_copy_unref);
  self->layout = layout;
  self->snapshot = snapshot;
  self->installed = serial;
  if (self->layout != NULL)
    cairn_layout_get_bounds (self->layout, &self->bounds);
  /* Marks found on the layout thread are known before anyone asks. */
  if (node_marks != NULL)
    {
      self->node_marks = *node_marks;
      self->node_marks_known = TRUE;
    }
  forget_marks (self, node_marks == NULL);
  /* A new layout is a new picture, scrolled below or not: fitting no
   * layout (Reset) scrolls nothing, and GTK would go on showing the
   * widget's last drawing, the old tree. */
  invalidate (self);

  publish_fit_scale (self);
  /* A fitted tree fits again; otherwise it grows to the right and
   * downwards: keep the top-left corner where it was, so a growing tree
   * does not jump. */
  if (is_fitting (self))
    fit_now (self);
  else if (anchored && self->layout != NULL &&
           cairn_layout_item_for_node (self->layout, self->zoom_anchor) != CAIRN_NO_ITEM)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (self->layout, self->zoom_anchor);

      configure_scrolling (self, it->x, it->y, ax, ay);
    }
  else if (had_layout && self->layout != NULL)
    configure_scrolling (self, lx, ly, 0, 0);
  else
    configure_scrolling (self, self->bounds.x0, self->bounds.y0, MARGIN, MARGIN);

  if (self->state != NULL && cairn_view_state_get_follow (self->state))
    cairn_tree_view_reveal_node (self, self->current_node);
  try_zoom (self);
}

static gboolean
has_nodes (CairnTreeView *self)
{
  return self->tree != NULL && self->tree->n_nodes > 0 && self->n_events > 0;
}

/* Too many items at the shown moment to lay out on the main loop.  The
 * ghosts are counted whatever the moment: an upper bound, and cheap. */
static gboolean
big_layout (CairnTreeView *self)
{
  guint32 n, items;

  if (!has_nodes (self))
    return FALSE;
  n = self->at_event == CAIRN_ALL_EVENTS ? self->tree->n_nodes
                                         : cairn_tree_count_at_event (self->tree, self->at_event);
  items = n;
  for (guint32 i = 0; i < n && items <= SYNC_LAYOUT_MAX_ITEMS; i++)
    items += cairn_node_n_ghosts (cairn_tree_get (self->tree, i));
  return items > SYNC_LAYOUT_MAX_ITEMS;
}

static void
layout_options (CairnTreeView      *self,
                CairnLayoutOptions *options)
{
  cairn_layout_options_init (options);
  options->at_event = self->at_event;
  if (self->state != NULL && cairn_view_state_get_focus (self->state))
    {
      options->focus_node = cairn_view_state_get_selected_node (self->state);
      options->focus_plies = cairn_view_state_get_focus_plies (self->state);
    }
}

/* Lays the live tree out here and now. */
static void
rebuild_layout (CairnTreeView *self)
{
  CairnLayoutOptions options;
  gint64 start = g_get_monotonic_time ();
  CairnLayout *layout = NULL;

  self->layout_dirty = FALSE;
  if (has_nodes (self))
    {
      layout_options (self, &options);
      layout = cairn_layout_new (self->tree, &options);
    }
  install_layout (self, layout, NULL, ++self->serial, NULL);

  self->last_layout_us = g_get_monotonic_time ();
  self->layout_cost_us = self->last_layout_us - start;
}

/* Touches every page of @nodes, so the main thread does not fault them
 * in; big blocks on 2 MB pages, a 512th of the faults. */
static void
prefault (CairnNode *nodes,
          gsize      n_nodes)
{
  cairn_big_block_prefault (nodes, n_nodes * sizeof (CairnNode));
}

typedef struct {
  TreeCopy           *tree;
  SourceGuard        *guard;          /* copy the complete live tree into @tree first */
  guint32             n_source;
  CairnNode          *grown;          /* room for the next copy, its pages touched */
  guint32             grown_capacity;
  guint32             next_capacity;  /* the room of the copy the next one goes into */
  CairnLayoutOptions  options;
  CairnLayout        *recycled;       /* an old layout whose memory this one reuses, or NULL */
  guint               serial;
  gint64              start_us;
  /* The legend's marks of the new layout's nodes, found here when someone
   * asked for the last ones: a walk of a million nodes took 20-30 ms of the
   * main loop as a big layout landed with the legend open. */
  gboolean            want_marks;
  CairnTheme          theme;
  guint32             node_marks;
} LayoutJob;

static void
layout_job_free (gpointer data)
{
  LayoutJob *job = data;

  g_clear_pointer (&job->tree, tree_copy_unref);
  g_clear_pointer (&job->guard, source_guard_unref);
  g_free (job->grown);
  /* Only when the layout thread never ran: it takes this layout at once. */
  g_clear_pointer (&job->recycled, cairn_layout_free);
  g_free (job);
}

/* A thread of its own per layout, one that gives way to the main loop
 * (see cairn-background.c): GTask's pool threads are shared, so how they
 * are scheduled is not ours to change. */
static gpointer
layout_thread (gpointer data)
{
  GTask *task = data;
  LayoutJob *job = g_task_get_task_data (task);

  cairn_background_thread_give_way ();
  /* Only the copy is read here: the search goes on growing the live tree. */
  {
    CairnLayout *layout;

    if (job->guard != NULL)
      {
        CairnTree *tree = job->tree->tree;
        gboolean gone;

        /* The copy of a complete tree is made here, not on the main
         * loop (28 MB and 7,000 page faults for the opposition tree). */
        g_mutex_lock (&job->guard->lock);
        gone = job->guard->tree == NULL;
        if (!gone)
          {
            /* A fresh block, on 2 MB pages when it is big. */
            tree->nodes = cairn_big_block_renew (NULL, 0, MAX (job->n_source, 1) * sizeof (CairnNode));
            tree->capacity = MAX (job->n_source, 1);
            memcpy (tree->nodes, job->guard->tree->nodes, (gsize) job->n_source * sizeof (CairnNode));
            tree->n_nodes = job->n_source;
            cairn_tree_copy_engine (tree, job->guard->tree, job->n_source);
          }
        g_mutex_unlock (&job->guard->lock);
        if (gone)
          {
            g_clear_pointer (&job->recycled, cairn_layout_free);
            g_task_return_pointer (task, NULL, NULL);
            g_object_unref (task);
            return NULL;
          }
      }
    /* Into the memory of an old layout when there is one: a new layout of
     * Kiwipete's tree faulted in hundreds of megabytes afresh, a page
     * fault per 4 KiB (bench-window). */
    if (job->recycled != NULL)
      {
        layout = g_steal_pointer (&job->recycled);
        cairn_layout_update (layout, job->tree->tree, &job->options);
      }
    else
      layout = cairn_layout_new (job->tree->tree, &job->options);
    if (job->want_marks)
      {
        CairnPaintOptions options;

        cairn_paint_options_init (&options, job->theme);
        options.at_event = cairn_layout_get_at_event (layout);
        job->node_marks = cairn_painter_node_marks (job->tree->tree, layout, &options);
      }

    /* A growing tree soon outgrows the copies' memory, and a fresh block
     * costs the main thread a page fault per 4 KiB as it copies into it
     * (14 ms for the opposition tree's 28 MB): the next block is made
     * here, its pages touched, and the next copy goes into it.  Only when
     * the next copy's memory is about to be outgrown: a block of 1.5
     * times Kiwipete's tree is 43 MB and 10,000 page faults, which every
     * layout of it paid (bench-window). */
    if (!job->tree->shared && job->tree->tree->n_nodes > SYNC_LAYOUT_MAX_ITEMS &&
        job->next_capacity < job->tree->tree->n_nodes + job->tree->tree->n_nodes / 4)
      {
        gsize n = job->tree->tree->n_nodes;

        job->grown_capacity = (guint32) MIN (n + n / 2, G_MAXUINT32);
        job->grown = g_new (CairnNode, job->grown_capacity);
        prefault (job->grown, job->grown_capacity);
      }
    g_task_return_pointer (task, layout, (GDestroyNotify) cairn_layout_free);
  }
  g_object_unref (task);
  return NULL;
}


/* Layout threads of all views at work now.  Two panes scrubbing a big
 * tree each would take both cores of a two-core machine, and the main
 * loop and the X server would wait for a core: a core is left for them
 * (bench-window), and a view whose layout would be one too many waits a
 * frame. */
static guint layout_threads;

static gboolean
layout_threads_busy (void)
{
  return layout_threads >= MAX (1u, g_get_num_processors () - 1);
}

static void
layout_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  GTask *task = G_TASK (result);
  LayoutJob *job = g_task_get_task_data (task);
  CairnLayout *layout = g_task_propagate_pointer (task, NULL);
  CairnTreeView *self;

  layout_threads--;

  /* Cancelled: the view let go of that tree, or was disposed and may be
   * finalized, so @user_data is not looked at.  What the job leaves over,
   * the layout too (the task does not check its cancellable, so it hands
   * the layout over instead of freeing it here as it is unreffed), is
   * tens of megabytes: freed off the main loop. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    {
      cairn_reap (g_steal_pointer (&job->grown), g_free);
      cairn_reap (g_steal_pointer (&job->tree), tree_copy_unref);
      cairn_reap (layout, (GDestroyNotify) cairn_layout_free);
      return;
    }
  self = CAIRN_TREE_VIEW (user_data);
  g_clear_object (&self->job);
  g_clear_pointer (&self->guard, source_guard_unref);
  /* A complete tree's copy serves every later layout of it. */
  if (job->guard != NULL && self->complete && self->final == NULL &&
      job->tree->tree->n_nodes == self->tree->n_nodes)
    self->final = tree_copy_ref (job->tree);
  if (job->serial <= self->installed)
    {
      /* A newer layout got there first. */
      cairn_reap (g_steal_pointer (&job->grown), g_free);
      cairn_reap (g_steal_pointer (&job->tree), tree_copy_unref);
      cairn_reap (layout, (GDestroyNotify) cairn_layout_free);
      return;
    }
  install_layout (self, layout, g_steal_pointer (&job->tree), job->serial,
                  job->want_marks ? &job->node_marks : NULL);
  if (job->grown != NULL && self->spare != NULL && self->spare->tree->capacity < job->grown_capacity)
    {
      cairn_reap (g_steal_pointer (&self->spare->tree->nodes), g_free);
      self->spare->tree->nodes = g_steal_pointer (&job->grown);
      self->spare->tree->capacity = job->grown_capacity;
    }
  cairn_reap (g_steal_pointer (&job->grown), g_free);
  self->last_layout_us = g_get_monotonic_time ();
  self->layout_cost_us = self->last_layout_us - job->start_us;
  if (self->layout_dirty)
    queue_layout (self);
}

/* Copies the live tree (into the spare copy's memory when it fits) and
 * lays the copy out on a worker thread.  A complete tree is copied once:
 * every later layout of it (Step Back, scrubbing) reads that copy. */
static void
start_layout_job (CairnTreeView *self)
{
  g_autoptr (GTask) task = NULL;
  LayoutJob *job = g_new0 (LayoutJob, 1);
  TreeCopy *copy;

  if (self->final != NULL && self->final->tree->n_nodes != self->tree->n_nodes)
    cairn_reap (g_steal_pointer (&self->final), tree_copy_unref);
  if (self->final != NULL)
    copy = tree_copy_ref (self->final);
  else if (self->complete)
    {
      /* Copied on the layout thread: nothing writes a complete tree. */
      copy = g_new0 (TreeCopy, 1);
      copy->ref_count = 1;
      copy->shared = TRUE;
      copy->tree = cairn_tree_new (&self->tree->root_position, &self->tree->settings);
      job->guard = g_new0 (SourceGuard, 1);
      job->guard->ref_count = 1;
      g_mutex_init (&job->guard->lock);
      job->guard->tree = self->tree;
      job->n_source = self->tree->n_nodes;
      self->guard = source_guard_ref (job->guard);
    }
  else
    {
      CairnTree *tree;

      copy = g_steal_pointer (&self->spare);
      if (copy == NULL)
        {
          copy = g_new0 (TreeCopy, 1);
          copy->ref_count = 1;
          copy->tree = cairn_tree_new (&self->tree->root_position, &self->tree->settings);
        }
      tree = copy->tree;
      tree->root_position = self->tree->root_position;
      tree->settings = self->tree->settings;
      if (tree->capacity < self->tree->n_nodes)
        {
          /* Fresh memory, not g_renew(): the old contents are overwritten
           * anyway, and realloc would copy them first. */
          cairn_reap (g_steal_pointer (&tree->nodes), g_free);
          tree->capacity = self->tree->n_nodes + self->tree->n_nodes / 2;
          tree->nodes = g_new (CairnNode, tree->capacity);
        }
      /* Only what changed since this memory's last copy: a whole copy of
       * Kiwipete's 895k-node tree (28 MB) took 5 to 10 ms of the frames of
       * Run and Finish that started a layout (bench-window). */
      cairn_tree_mirror_update (&copy->mirror, tree, self->tree);
    }

  job->tree = copy;
  job->recycled = g_steal_pointer (&self->spare_layout);
  /* Once this layout is in, the copy on screen serves the next one. */
  if (self->snapshot != NULL && !self->snapshot->shared)
    job->next_capacity = self->snapshot->tree->capacity;
  layout_options (self, &job->options);
  job->want_marks = self->marks_asked;
  job->theme = cairn_tree_view_get_theme (self);
  job->serial = ++self->serial;
  job->start_us = g_get_monotonic_time ();
  self->layout_dirty = FALSE;
  self->job = g_cancellable_new ();
  /* No source object: a layout in the works must not keep the view (and
   * through it nothing else) alive; dispose cancels it instead. */
  task = g_task_new (NULL, self->job, layout_done, self);
  g_task_set_source_tag (task, start_layout_job);
  g_task_set_check_cancellable (task, FALSE);
  g_task_set_task_data (task, job, layout_job_free);
  layout_threads++;
  g_thread_unref (g_thread_new ("cairn-layout", layout_thread, g_object_ref (task)));
}

/* Whether a layout is in the works on a worker thread. */
gboolean
cairn_tree_view_is_laying_out (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), FALSE);
  return self->job != NULL;
}

/* Whether the layout shows the tree at the shown moment, with none in the
 * works: unlike cairn_tree_view_get_layout(), asking makes no layout. */
gboolean
cairn_tree_view_is_layout_current (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), FALSE);
  return self->job == NULL && !self->layout_dirty;
}

/* Drops the layout in the works, if any: its tree is going away. */
static void
cancel_layout_job (CairnTreeView *self)
{
  if (self->job == NULL)
    return;
  if (self->guard != NULL)
    {
      /* Waits for a copy in the works: the tree may go after this. */
      g_mutex_lock (&self->guard->lock);
      self->guard->tree = NULL;
      g_mutex_unlock (&self->guard->lock);
      g_clear_pointer (&self->guard, source_guard_unref);
    }
  g_cancellable_cancel (self->job);
  g_clear_object (&self->job);
}

/* Memory for the spare copy of a growing tree.  The layout thread makes
 * the next block as it lays out (see layout_thread()), but a run at full
 * speed may outgrow it before the next copy: then the main thread copied
 * into untouched memory, a page fault per 4 KiB (8 ms for the minimax
 * tree).  Instead a worker makes a block twice the tree's size and
 * touches its pages, and the copy waits a frame or two for it. */
typedef struct {
  CairnNode       *nodes;
  CairnNodeEngine *engine;   /* the engine style's records, or NULL */
  guint32          capacity;
  gboolean         want_engine;
} Block;

static void
block_free (gpointer data)
{
  Block *block = data;

  g_free (block->nodes);
  g_free (block->engine);
  g_free (block);
}

/* On a thread of its own that gives way to the main loop, as a layout's. */
static gpointer
make_block (gpointer data)
{
  GTask *task = data;
  Block *block = g_task_get_task_data (task);

  cairn_background_thread_give_way ();
  block->nodes = g_new (CairnNode, block->capacity);
  prefault (block->nodes, block->capacity);
  /* The engine style's records too: the copy's, made on the main
   * thread as the layout copied the tree, were a thousand page faults
   * of one frame of Kiwipete d6's Run (bench-window). */
  if (block->want_engine)
    {
      block->engine = g_new (CairnNodeEngine, block->capacity);
      cairn_big_block_prefault (block->engine, (gsize) block->capacity * sizeof (CairnNodeEngine));
    }
  g_task_return_boolean (task, TRUE);
  g_object_unref (task);
  return NULL;
}

static void
block_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  GTask *task = G_TASK (result);
  Block *block = g_task_get_task_data (task);
  CairnTreeView *self;

  /* Cancelled: the view let go of its tree, or was disposed and may be
   * finalized, so @user_data is not looked at. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    {
      cairn_reap (g_steal_pointer (&block->nodes), g_free);
      cairn_reap (g_steal_pointer (&block->engine), g_free);
      return;
    }
  self = CAIRN_TREE_VIEW (user_data);
  g_clear_object (&self->block_job);
  if (self->spare == NULL)
    {
      self->spare = g_new0 (TreeCopy, 1);
      self->spare->ref_count = 1;
      self->spare->tree = cairn_tree_new (&self->tree->root_position, &self->tree->settings);
    }
  if (self->spare->tree->capacity < block->capacity)
    {
      cairn_reap (g_steal_pointer (&self->spare->tree->nodes), g_free);
      self->spare->tree->nodes = g_steal_pointer (&block->nodes);
      self->spare->tree->capacity = block->capacity;
      /* The mirror's next update takes these as the room it has for the
       * engine records (it copies all anew into new nodes anyway). */
      if (block->engine != NULL)
        {
          cairn_reap (g_steal_pointer (&self->spare->tree->engine), g_free);
          self->spare->tree->engine = g_steal_pointer (&block->engine);
          self->spare->mirror.engine_capacity = block->capacity;
        }
    }
  cairn_reap (g_steal_pointer (&block->nodes), g_free);
  cairn_reap (g_steal_pointer (&block->engine), g_free);
}

/* Whether the spare copy has room for the live tree; if not, a block is
 * on its way. */
static gboolean
copy_memory_ready (CairnTreeView *self)
{
  g_autoptr (GTask) task = NULL;
  Block *block;

  if (self->spare != NULL && self->spare->tree->capacity >= self->tree->n_nodes)
    return TRUE;
  if (self->block_job == NULL)
    {
      block = g_new0 (Block, 1);
      block->capacity = (guint32) MIN ((guint64) self->tree->n_nodes * 2, G_MAXUINT32);
      block->want_engine = self->tree->engine != NULL;
      self->block_job = g_cancellable_new ();
      task = g_task_new (NULL, self->block_job, block_done, self);
      g_task_set_source_tag (task, copy_memory_ready);
      g_task_set_task_data (task, block, block_free);
      g_thread_unref (g_thread_new ("cairn-block", make_block, g_object_ref (task)));
    }
  return FALSE;
}

static void
cancel_block_job (CairnTreeView *self)
{
  if (self->block_job == NULL)
    return;
  g_cancellable_cancel (self->block_job);
  g_clear_object (&self->block_job);
}

/* Layout runs once per frame at most, and less often when it is costly,
 * so a big tree growing at full speed leaves time for everything else. */
static gboolean
layout_tick (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  CairnTreeView *self = CAIRN_TREE_VIEW (widget);
  gint64 now = g_get_monotonic_time ();

  if (!self->layout_dirty)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  /* One layout in the works at a time, and a pause after a costly one so
   * the frames between show the tree and the stepper gets the CPU. */
  if (self->job != NULL || now - self->last_layout_us < MIN (self->layout_cost_us * 2, 250000))
    return G_SOURCE_CONTINUE;
  if (big_layout (self) && layout_threads_busy ())
    return G_SOURCE_CONTINUE;
  /* Copying a big live tree takes milliseconds: one view copies per
   * frame, the other waits for the next. */
  if (big_layout (self) && !self->complete)
    {
      static gint64 copy_frame = -1;
      gint64 frame = gdk_frame_clock_get_frame_counter (clock);

      if (frame == copy_frame || !copy_memory_ready (self))
        return G_SOURCE_CONTINUE;
      copy_frame = frame;
    }
  if (big_layout (self))
    start_layout_job (self);
  else
    rebuild_layout (self);
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
queue_layout (CairnTreeView *self)
{
  self->layout_dirty = TRUE;
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), layout_tick, NULL, NULL);
}

void
cairn_tree_view_set_tree (CairnTreeView   *self,
                          const CairnTree *tree)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  cancel_layout_job (self);
  cancel_block_job (self);
  stop_zoom (self);
  cairn_reap (g_steal_pointer (&self->final), tree_copy_unref);
  /* A new tree may sit where the old one was: the next copy is whole. */
  if (self->spare != NULL)
    cairn_tree_mirror_forget (&self->spare->mirror);
  if (self->snapshot != NULL && !self->snapshot->shared)
    cairn_tree_mirror_forget (&self->snapshot->mirror);
  self->complete = FALSE;
  self->tree = tree;
  self->n_events = CAIRN_ALL_EVENTS;
  self->at_event = CAIRN_ALL_EVENTS;
  self->current_node = CAIRN_NO_NODE;
  self->decisive_node = CAIRN_NO_NODE;
  g_array_set_size (self->highlight, 0);
  if (self->state != NULL)
    {
      cairn_view_state_set_selected_node (self->state, CAIRN_NO_NODE);
      /* A new search fits anew, whatever the last one was zoomed to. */
      cairn_view_state_set_fitting (self->state, TRUE);
    }
  /* A new search starts from an empty picture at once.  A tree that is
   * big already (another iteration's, DESIGN §1d) is laid out on a
   * worker, as a growing one is: an empty picture until it lands. */
  if (big_layout (self))
    {
      install_layout (self, NULL, NULL, ++self->serial, NULL);
      queue_layout (self);
    }
  else
    rebuild_layout (self);
}

const CairnTree *
cairn_tree_view_get_tree (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), NULL);
  return self->tree;
}

/* Whether the tree will not change any more (its search is done): then
 * the layouts of its moments share one copy of it. */
void
cairn_tree_view_set_complete (CairnTreeView *self,
                              gboolean       complete)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  self->complete = complete;
  if (!complete)
    cairn_reap (g_steal_pointer (&self->final), tree_copy_unref);
}

/* Shows the tree as it stood after its first @n_events events
 * (CAIRN_ALL_EVENTS: everything recorded so far). */
void
cairn_tree_view_set_moment (CairnTreeView *self,
                            guint32        n_events,
                            guint32        current_node)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  self->n_events = n_events;
  self->at_event = n_events == CAIRN_ALL_EVENTS ? CAIRN_ALL_EVENTS : n_events - 1;
  if (self->current_node != current_node)
    forget_marks (self, FALSE);
  self->current_node = current_node;
  queue_layout (self);
}

void
cairn_tree_view_set_highlight (CairnTreeView *self,
                               const guint32 *nodes,
                               guint          n_nodes)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  g_array_set_size (self->highlight, 0);
  g_array_append_vals (self->highlight, nodes, n_nodes);
  forget_marks (self, FALSE);
  invalidate (self);
}

void
cairn_tree_view_set_decisive (CairnTreeView *self,
                              guint32        node)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  if (self->decisive_node == node)
    return;
  self->decisive_node = node;
  forget_marks (self, TRUE);
  invalidate (self);
}

guint32
cairn_tree_view_get_decisive (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), CAIRN_NO_NODE);
  return self->decisive_node;
}

static void paint_options (CairnTreeView     *self,
                           CairnPaintOptions *options);

/* The marks the view paints now, for the legend (CairnMark): the walk
 * of the layout's nodes once per layout, the rest at once; "marks-changed"
 * says when to ask again.  A small tree waiting for its layout is laid
 * out first, as for cairn_tree_view_get_layout(); a big one answers for
 * the layout on screen, and the one in the works tells when it lands. */
guint32
cairn_tree_view_get_used_marks (CairnTreeView *self)
{
  CairnPaintOptions options;

  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), 0);

  if (self->layout_dirty && !big_layout (self))
    rebuild_layout (self);
  self->marks_asked = TRUE;
  if (self->layout == NULL || drawn_tree (self) == NULL)
    return 0;
  paint_options (self, &options);
  if (!self->node_marks_known)
    {
      self->node_marks = cairn_painter_node_marks (drawn_tree (self), self->layout, &options);
      self->node_marks_known = TRUE;
      self->marks_walks++;
    }
  return self->node_marks | cairn_painter_option_marks (drawn_tree (self), self->layout, &options);
}

/* How often the main loop walked the nodes for the marks (for tests: a
 * layout made on a worker brings them along). */
guint
cairn_tree_view_get_marks_walks (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), 0);
  return self->marks_walks;
}

void
cairn_tree_view_set_square_names (CairnTreeView *self,
                                  gboolean       square_names)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  if (self->square_names == !!square_names)
    return;
  self->square_names = !!square_names;
  invalidate (self);
}

const CairnLayout *
cairn_tree_view_get_layout (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), NULL);

  if (self->layout_dirty)
    rebuild_layout (self);
  return self->layout;
}

void
cairn_tree_view_get_visible_rect (CairnTreeView *self,
                                  CairnRect     *rect)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  cairn_tree_view_widget_to_layout (self, 0, 0, &rect->x0, &rect->y0);
  cairn_tree_view_widget_to_layout (self,
                                    gtk_widget_get_width (GTK_WIDGET (self)),
                                    gtk_widget_get_height (GTK_WIDGET (self)),
                                    &rect->x1, &rect->y1);
}

void
cairn_tree_view_get_scales (CairnTreeView *self,
                            double        *scale,
                            double        *level)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));
  *scale = self->scale;
  *level = level_height (self);
}

/* Light or dark from the theme's text colour, so it follows any theme. */
CairnTheme
cairn_tree_view_get_theme (CairnTreeView *self)
{
  GdkRGBA color;

  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), CAIRN_THEME_LIGHT);

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), &color);
  return 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue > 0.5
    ? CAIRN_THEME_DARK : CAIRN_THEME_LIGHT;
}

static void
paint_options (CairnTreeView     *self,
               CairnPaintOptions *options)
{
  double ox, oy;

  origin (self, &ox, &oy);
  cairn_paint_options_init (options, cairn_tree_view_get_theme (self));
  options->scale = self->scale;
  options->level_height = level_height (self);
  options->offset_x = ox - self->bounds.x0 * self->scale;
  options->offset_y = oy - self->bounds.y0 * options->level_height;
  options->viewport = (CairnRect) { 0, 0, gtk_widget_get_width (GTK_WIDGET (self)),
                                    gtk_widget_get_height (GTK_WIDGET (self)) };
  options->background = TRUE;
  options->at_event = cairn_layout_get_at_event (self->layout);
  options->current_node = self->current_node;
  options->decisive_node = self->decisive_node;
  options->selected_node = self->state ? cairn_view_state_get_selected_node (self->state) : CAIRN_NO_NODE;
  options->highlight = (const guint32 *) (gpointer) self->highlight->data;
  options->n_highlight = self->highlight->len;
  options->show_pv = TRUE;
  options->square_names = self->square_names;
}

/* The image to paint the next cache into: the one the cache before last
 * used, when it has the size.  The recording in a cache node is a
 * copy-on-write snapshot of its image, so painting over an image a live
 * node still shows copies it first: never wrong, only slower. */
static cairo_surface_t *
reusable_image (CairnTreeView *self,
                int            width,
                int            height)
{
  cairo_surface_t **image = &self->images[self->next_image];

  self->next_image = (self->next_image + 1) % G_N_ELEMENTS (self->images);
  if (*image != NULL &&
      (cairo_image_surface_get_width (*image) != width || cairo_image_surface_get_height (*image) != height))
    g_clear_pointer (image, cairo_surface_destroy);
  if (*image == NULL)
    *image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  return *image;
}

static void
cairn_tree_view_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  CairnTreeView *self = CAIRN_TREE_VIEW (widget);
  double w = gtk_widget_get_width (widget);
  double h = gtk_widget_get_height (widget);

  if (self->layout == NULL || w <= 0 || h <= 0)
    return;

  /* The tree is painted once into an image, and the cache shows that
   * image.  GTK keeps what a cairo node draws as a recording and replays
   * it every time the window is drawn: a big tree's thousands of shapes
   * and labels took most of each frame while the log or the counters
   * beside it changed. */
  if (self->cache != NULL && (self->cache_scale != gtk_widget_get_scale_factor (widget) ||
                              self->cache_width != (int) w || self->cache_height != (int) h))
    g_clear_pointer (&self->cache, gsk_render_node_unref);
  if (self->cache == NULL)
    {
      g_autoptr (GtkSnapshot) inner = gtk_snapshot_new ();
      int s = gtk_widget_get_scale_factor (widget);
      cairo_surface_t *image = reusable_image (self, (int) w * s, (int) h * s);
      cairo_font_options_t *fonts = cairo_font_options_create ();
      CairnPaintOptions options;
      cairo_t *cr;

      cairo_surface_set_device_scale (image, s, s);
      cr = cairo_create (image);
      /* Last time's picture goes: the painter draws on a clear image. */
      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_paint (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
      /* Text laid out as on the recording surface GTK would have given. */
      cairo_font_options_set_hint_style (fonts, CAIRO_HINT_STYLE_NONE);
      cairo_font_options_set_hint_metrics (fonts, CAIRO_HINT_METRICS_OFF);
      cairo_set_font_options (cr, fonts);
      cairo_font_options_destroy (fonts);
      paint_options (self, &options);
      cairn_painter_paint (cr, drawn_tree (self), self->layout, &options);
      cairo_destroy (cr);

      cr = gtk_snapshot_append_cairo (inner, &GRAPHENE_RECT_INIT (0, 0, w, h));
      cairo_set_source_surface (cr, image, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      self->cache = gtk_snapshot_free_to_node (g_steal_pointer (&inner));
      self->cache_scale = s;
      self->cache_width = (int) w;
      self->cache_height = (int) h;
    }
  if (self->cache != NULL)
    gtk_snapshot_append_node (snapshot, self->cache);
}

static gboolean
refit_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  CairnTreeView *self = CAIRN_TREE_VIEW (widget);

  self->refit_id = 0;
  publish_fit_scale (self);
  if (is_fitting (self))
    fit_now (self);
  return G_SOURCE_REMOVE;
}

static void
cairn_tree_view_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  CairnTreeView *self = CAIRN_TREE_VIEW (widget);

  configure_adjustment (self, self->hadjustment,
                        self->hadjustment ? gtk_adjustment_get_value (self->hadjustment) : 0,
                        content_width (self), width);
  configure_adjustment (self, self->vadjustment,
                        self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0,
                        content_height (self), height);
  /* Taller or shorter (the inspector below took or gave back height as
   * its text changed): the node zoomed to is framed for the new height,
   * mid-glide or after it, until the user pans or zooms. */
  if (height != self->zoom_height && self->layout != NULL &&
      (self->zoom_tick_id != 0 || self->zoom_anchor != CAIRN_NO_NODE))
    {
      guint32 node = self->zoom_tick_id != 0 ? self->zoom_to_node : self->zoom_anchor;
      guint32 item = cairn_layout_item_for_node (self->layout, node);

      self->zoom_height = height;
      if (item != CAIRN_NO_ITEM && self->zoom_tick_id != 0)
        zoom_target (self, item, self->zoom_to[2], &self->zoom_to[0], &self->zoom_to[1]);
      else if (item != CAIRN_NO_ITEM)
        {
          double cx, cy;

          zoom_target (self, item, self->scale, &cx, &cy);
          configure_scrolling (self, cx, cy, width / 2.0, height / 2.0);
        }
    }
  /* A new width: a fitted tree fits it (the pane or the window was
   * resized), once the allocation is over: a new scale relabels the
   * pane's zoom button, which must not resize it mid-allocation. */
  if (width != self->fitted_width && self->refit_id == 0)
    self->refit_id = gtk_widget_add_tick_callback (widget, refit_tick, NULL, NULL);
  /* The same size again (a neighbour's text changed and the pane was
   * laid out anew) leaves the picture as it is. */
  if (self->cache != NULL && self->cache_width == width && self->cache_height == height)
    return;
  invalidate (self);
}

static void
cairn_tree_view_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (cairn_tree_view_parent_class)->css_changed (widget, change);
  /* The theme may have turned dark or light. */
  invalidate (CAIRN_TREE_VIEW (widget));
}

static guint32
item_at (CairnTreeView *self,
         double         wx,
         double         wy)
{
  CairnPaintOptions options;

  if (self->layout == NULL)
    return CAIRN_NO_ITEM;
  paint_options (self, &options);
  return cairn_painter_hit_test (self->layout, &options, wx, wy);
}

/* The item drawn nearest (wx, wy), if its centre lies within
 * NEAREST_REACH pixels, else CAIRN_NO_ITEM.  Zoomed far out (0.1 %) the
 * nodes are specks packed closer than a pixel, or a few pixels apart
 * with nothing between them, and a click between them found nothing:
 * it takes the nearest as the eye does.  Every item is looked at, once
 * per click: a few milliseconds for the biggest trees. */
#define NEAREST_REACH 8.0

static guint32
nearest_item (CairnTreeView *self,
              double         wx,
              double         wy)
{
  double ox, oy, level = level_height (self), best = NEAREST_REACH * NEAREST_REACH;
  guint32 n, found = CAIRN_NO_ITEM;

  if (self->layout == NULL)
    return CAIRN_NO_ITEM;
  origin (self, &ox, &oy);
  n = cairn_layout_get_n_items (self->layout);
  for (guint32 i = 0; i < n; i++)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (self->layout, i);
      double dx = ox + (it->x - self->bounds.x0) * self->scale - wx;
      double dy = oy + (it->y - self->bounds.y0) * level - wy;

      if (dx * dx + dy * dy < best && cairn_layout_item_shown (self->layout, i))
        {
          best = dx * dx + dy * dy;
          found = i;
        }
    }
  return found;
}

static gboolean
on_query_tooltip (GtkWidget     *widget,
                  int            x,
                  int            y,
                  gboolean       keyboard,
                  GtkTooltip    *tooltip,
                  CairnTreeView *self)
{
  const CairnLayoutItem *item;
  guint32 index = item_at (self, x, y);
  g_autofree char *text = NULL;

  if (index == CAIRN_NO_ITEM)
    return FALSE;
  item = cairn_layout_get_item (self->layout, index);
  if (item->ghost_move != CAIRN_NO_MOVE)
    text = cairn_node_text_ghost (drawn_tree (self), item->node, item->ghost_move);
  else
    {
      const CairnTree *tree = drawn_tree (self);
      g_autofree char *title = cairn_node_text_title (tree, item->node);
      g_autofree char *board = cairn_node_text_board (tree, item->node);
      g_autofree char *explain = cairn_node_text_explain (tree, item->node,
                                                          cairn_layout_get_at_event (self->layout));

      text = g_strdup_printf ("%s\n%s\n%s", title, board, explain);
    }
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               CairnTreeView  *self)
{
  self->drag_h0 = self->hadjustment ? gtk_adjustment_get_value (self->hadjustment) : 0;
  self->drag_v0 = self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                CairnTreeView  *self)
{
  if (fabs (dx) < CLICK_SLOP && fabs (dy) < CLICK_SLOP)
    return;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  stop_fitting (self);
  if (self->hadjustment)
    gtk_adjustment_set_value (self->hadjustment, self->drag_h0 - dx);
  if (self->vadjustment)
    gtk_adjustment_set_value (self->vadjustment, self->drag_v0 - dy);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             CairnTreeView  *self)
{
  double x, y;
  guint32 index;

  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  if (fabs (dx) >= CLICK_SLOP || fabs (dy) >= CLICK_SLOP || self->state == NULL)
    return;
  /* A click: select what is under it, or nearest it, or clear the
   * selection. */
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  index = item_at (self, x, y);
  if (index == CAIRN_NO_ITEM)
    index = nearest_item (self, x, y);
  cairn_view_state_set_selected_node (self->state,
                                      index == CAIRN_NO_ITEM ? CAIRN_NO_NODE
                                      : cairn_layout_get_item (self->layout, index)->node);
  g_signal_emit (self, signals[PICKED], 0, cairn_view_state_get_selected_node (self->state));
}

static gboolean
on_scroll (GtkEventControllerScroll *controller,
           double                    dx,
           double                    dy,
           CairnTreeView            *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double x = self->pointer_x, y = self->pointer_y;

  /* Shift scrolls sideways: leave it to the scrolled window. */
  if (state & GDK_SHIFT_MASK)
    return FALSE;
  if (!self->pointer_inside)
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  /* pow() keeps smooth (touchpad) and wheel steps consistent; the clamp
   * keeps a wild delta from jumping to a limit in one event. */
  cairn_tree_view_zoom_at (self, pow (1.15, -CLAMP (dy, -10, 10)), x, y);
  return TRUE;
}

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           CairnTreeView            *self)
{
  self->pointer_x = x;
  self->pointer_y = y;
  self->pointer_inside = TRUE;
}

static void
on_leave (GtkEventControllerMotion *controller,
          CairnTreeView            *self)
{
  self->pointer_inside = FALSE;
}

static void
on_pinch_begin (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                CairnTreeView    *self)
{
  self->pinch_scale0 = self->scale;
}

static void
on_pinch_scale_changed (GtkGestureZoom *gesture,
                        double          scale,
                        CairnTreeView  *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    {
      x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  apply_scale (self, self->pinch_scale0 * scale, x, y);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CairnTreeView         *self)
{
  GtkAdjustment *adjustment;
  double delta;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return GDK_EVENT_PROPAGATE;
  switch (keyval)
    {
    case GDK_KEY_Left:
      adjustment = self->hadjustment, delta = -PAN_STEP;
      break;
    case GDK_KEY_Right:
      adjustment = self->hadjustment, delta = PAN_STEP;
      break;
    case GDK_KEY_Up:
      adjustment = self->vadjustment, delta = -PAN_STEP;
      break;
    case GDK_KEY_Down:
      adjustment = self->vadjustment, delta = PAN_STEP;
      break;
    case GDK_KEY_plus:
    case GDK_KEY_equal:
    case GDK_KEY_KP_Add:
      cairn_tree_view_zoom_in (self);
      return GDK_EVENT_STOP;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      cairn_tree_view_zoom_out (self);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
  stop_fitting (self);
  if (adjustment != NULL)
    gtk_adjustment_set_value (adjustment, gtk_adjustment_get_value (adjustment) + delta);
  return GDK_EVENT_STOP;
}

static void
set_adjustment (GtkWidget      *widget,
                GtkAdjustment **slot,
                GtkAdjustment  *adjustment)
{
  CairnTreeView *self = CAIRN_TREE_VIEW (widget);

  if (*slot == adjustment)
    return;
  if (*slot != NULL)
    g_signal_handlers_disconnect_by_func (*slot, on_adjustment_changed, self);
  g_set_object (slot, adjustment);
  if (adjustment != NULL)
    g_signal_connect_swapped (adjustment, "value-changed", G_CALLBACK (on_adjustment_changed), self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static const CairnScrollableProps scrollable_props = {
  PROP_HADJUSTMENT,
  { G_STRUCT_OFFSET (CairnTreeView, hadjustment), G_STRUCT_OFFSET (CairnTreeView, vadjustment) },
  { G_STRUCT_OFFSET (CairnTreeView, hscroll_policy), G_STRUCT_OFFSET (CairnTreeView, vscroll_policy) },
  set_adjustment,
};

static void
cairn_tree_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  if (!cairn_scrollable_props_get (&scrollable_props, object, prop_id, value))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
cairn_tree_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  if (!cairn_scrollable_props_set (&scrollable_props, object, prop_id, value))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
cairn_tree_view_dispose (GObject *object)
{
  CairnTreeView *self = CAIRN_TREE_VIEW (object);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  stop_zoom (self);
  if (self->refit_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->refit_id);
      self->refit_id = 0;
    }
  cancel_layout_job (self);
  cancel_block_job (self);
  cairn_tree_view_set_state (self, NULL);
  set_adjustment (GTK_WIDGET (self), &self->hadjustment, NULL);
  set_adjustment (GTK_WIDGET (self), &self->vadjustment, NULL);
  cairn_reap (g_steal_pointer (&self->layout), (GDestroyNotify) cairn_layout_free);
  cairn_reap (g_steal_pointer (&self->spare_layout), (GDestroyNotify) cairn_layout_free);
  cairn_reap (g_steal_pointer (&self->snapshot), tree_copy_unref);
  cairn_reap (g_steal_pointer (&self->spare), tree_copy_unref);
  cairn_reap (g_steal_pointer (&self->final), tree_copy_unref);
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  for (guint i = 0; i < G_N_ELEMENTS (self->images); i++)
    g_clear_pointer (&self->images[i], cairo_surface_destroy);
  G_OBJECT_CLASS (cairn_tree_view_parent_class)->dispose (object);
}

static void
cairn_tree_view_finalize (GObject *object)
{
  g_array_unref (CAIRN_TREE_VIEW (object)->highlight);
  G_OBJECT_CLASS (cairn_tree_view_parent_class)->finalize (object);
}

static void
action_zoom (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  CairnTreeView *self = CAIRN_TREE_VIEW (widget);

  if (g_str_equal (action_name, "tree.zoom-in"))
    cairn_tree_view_zoom_in (self);
  else if (g_str_equal (action_name, "tree.zoom-out"))
    cairn_tree_view_zoom_out (self);
  else if (g_str_equal (action_name, "tree.zoom-reset"))
    cairn_tree_view_zoom_reset (self);
  else
    cairn_tree_view_fit (self);
}

static void
cairn_tree_view_class_init (CairnTreeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_tree_view_dispose;
  object_class->finalize = cairn_tree_view_finalize;
  object_class->get_property = cairn_tree_view_get_property;
  object_class->set_property = cairn_tree_view_set_property;

  widget_class->snapshot = cairn_tree_view_snapshot;
  widget_class->size_allocate = cairn_tree_view_size_allocate;
  widget_class->css_changed = cairn_tree_view_css_changed;

  /* The user clicked a node (CAIRN_NO_NODE: empty space), which is now
   * the selection: unlike notify::selected-node, never a program's
   * choice. */
  signals[PICKED] = g_signal_new ("picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* What cairn_tree_view_get_used_marks() said may be out of date: sent
   * once after each call, when the picture changes (a layout lands). */
  signals[MARKS_CHANGED] = g_signal_new ("marks-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                         NULL, NULL, NULL, G_TYPE_NONE, 0);

  cairn_scrollable_props_override (object_class, &scrollable_props);

  gtk_widget_class_install_action (widget_class, "tree.zoom-in", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "tree.zoom-out", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "tree.zoom-reset", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "tree.fit", NULL, action_zoom);

  gtk_widget_class_set_css_name (widget_class, "cairntreeview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
cairn_tree_view_init (CairnTreeView *self)
{
  GtkGesture *drag, *pinch;
  GtkEventController *scroll, *motion, *keys;

  self->highlight = g_array_new (FALSE, FALSE, sizeof (guint32));
  self->scale = CAIRN_VIEW_SCALE_DEFAULT;
  self->n_events = CAIRN_ALL_EVENTS;
  self->at_event = CAIRN_ALL_EVENTS;
  self->current_node = CAIRN_NO_NODE;
  self->decisive_node = CAIRN_NO_NODE;
  self->zoom_node = CAIRN_NO_NODE;
  self->zoom_anchor = CAIRN_NO_NODE;
  self->zoom_to_node = CAIRN_NO_NODE;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), self);

  drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (on_pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (on_pinch_scale_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search tree"),
                                  -1);
}

GtkWidget *
cairn_tree_view_new (void)
{
  return g_object_new (CAIRN_TYPE_TREE_VIEW, NULL);
}

void
cairn_tree_view_set_state (CairnTreeView  *self,
                           CairnViewState *state)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  if (self->state == state)
    return;
  if (self->state != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->state, on_scale_notify, self);
      g_signal_handlers_disconnect_by_func (self->state, on_fit_notify, self);
      g_signal_handlers_disconnect_by_func (self->state, on_view_changed, self);
      g_signal_handlers_disconnect_by_func (self->state, on_focus_changed, self);
      g_signal_handlers_disconnect_by_func (self->state, on_selection_changed, self);
    }
  g_set_object (&self->state, state);
  if (state != NULL)
    {
      self->scale = cairn_view_state_get_scale (state);
      g_signal_connect (state, "notify::scale", G_CALLBACK (on_scale_notify), self);
      g_signal_connect_swapped (state, "notify::fitting", G_CALLBACK (on_fit_notify), self);
      g_signal_connect_swapped (state, "notify::fit-limit", G_CALLBACK (on_fit_notify), self);
      g_signal_connect_swapped (state, "notify::selected-node", G_CALLBACK (on_selection_changed), self);
      g_signal_connect_swapped (state, "notify::focus", G_CALLBACK (on_focus_changed), self);
      g_signal_connect_swapped (state, "notify::focus-plies", G_CALLBACK (on_focus_changed), self);
    }
  invalidate (self);
}

CairnViewState *
cairn_tree_view_get_state (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), NULL);
  return self->state;
}
