/* cairn-tree-view.c — the search tree, drawn by the shared painter: the
 * widget (its tree and moment, painting, size, properties).
 *
 * The rest of the view, by job: cairn-tree-view-scroll.c (geometry, zoom
 * and scroll), cairn-tree-view-layout.c (when to lay out, on the main
 * loop or on the worker of src/layout/cairn-layout-worker.c) and
 * cairn-tree-view-input.c (pointer, touch and keys).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-reaper.h"
#include "cairn-scrollable-props.h"
#include "cairn-tree-view.h"
#include "cairn-tree-view-private.h"

guint cairn_tree_view_signals[N_SIGNALS];

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
double
tree_view_level_height_at (double scale)
{
  CairnPaintOptions options;

  cairn_paint_options_init (&options, CAIRN_THEME_LIGHT);
  options.scale = scale;
  options.level_height = 0;
  return cairn_painter_level_height (&options);
}

void
tree_view_invalidate (CairnTreeView *self)
{
  g_clear_pointer (&self->cache, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The marks drawn may have changed: the nodes' (@nodes: a new layout or
 * star), or only those of the selection, highlight or current node.
 * Whoever asked for them hears it once and asks again. */
void
tree_view_forget_marks (CairnTreeView *self,
                        gboolean       nodes)
{
  if (nodes)
    self->node_marks_known = FALSE;
  if (!self->marks_asked)
    return;
  self->marks_asked = FALSE;
  g_signal_emit (self, cairn_tree_view_signals[MARKS_CHANGED], 0);
}

static void
on_scale_notify (CairnViewState *state,
                 GParamSpec     *pspec,
                 CairnTreeView  *self)
{
  /* Changes made through tree_view_apply_scale() and tree_view_fit_now() are already in place;
   * a zoom to a node, under way or waiting for its layout, ends at its
   * own scale and carries that over. */
  if (self->zoom_tick_id != 0 || self->zoom_node != CAIRN_NO_NODE)
    return;
  if (cairn_view_state_get_scale (state) != self->scale)
    tree_view_zoom_centre (self, cairn_view_state_get_scale (state));
}

/* Fitting turned on, or the largest scale a fit may take changed. */
static void
on_fit_notify (CairnTreeView *self)
{
  if (cairn_view_state_get_fitting (self->state))
    tree_view_fit_now (self);
}

static void
on_view_changed (CairnTreeView *self)
{
  tree_view_invalidate (self);
}

/* A focus view is laid out around the selection: lay it out again, here
 * and now when that is cheap. */
static void
on_focus_changed (CairnTreeView *self)
{
  if (!tree_view_has_nodes (self))
    return;
  if (tree_view_big_layout (self))
    tree_view_queue_layout (self);
  else
    tree_view_rebuild_layout (self);
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
  tree_view_forget_marks (self, FALSE);
  tree_view_invalidate (self);
}

void
cairn_tree_view_set_tree (CairnTreeView   *self,
                          const CairnTree *tree)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  tree_view_cancel_layout_job (self);
  tree_view_cancel_block_job (self);
  tree_view_stop_zoom (self);
  cairn_reap (g_steal_pointer (&self->final), cairn_tree_copy_unref);
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
   * big already (another iteration's, SEARCH-RULES.md §4.8) is laid out on a
   * worker, as a growing one is: an empty picture until it lands. */
  if (tree_view_big_layout (self))
    {
      tree_view_install_layout (self, NULL, NULL, ++self->serial, NULL);
      tree_view_queue_layout (self);
    }
  else
    tree_view_rebuild_layout (self);
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
    cairn_reap (g_steal_pointer (&self->final), cairn_tree_copy_unref);
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
    tree_view_forget_marks (self, FALSE);
  self->current_node = current_node;
  tree_view_queue_layout (self);
}

void
cairn_tree_view_set_highlight (CairnTreeView *self,
                               const guint32 *nodes,
                               guint          n_nodes)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  g_array_set_size (self->highlight, 0);
  g_array_append_vals (self->highlight, nodes, n_nodes);
  tree_view_forget_marks (self, FALSE);
  tree_view_invalidate (self);
}

void
cairn_tree_view_set_decisive (CairnTreeView *self,
                              guint32        node)
{
  g_return_if_fail (CAIRN_IS_TREE_VIEW (self));

  if (self->decisive_node == node)
    return;
  self->decisive_node = node;
  tree_view_forget_marks (self, TRUE);
  tree_view_invalidate (self);
}

guint32
cairn_tree_view_get_decisive (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), CAIRN_NO_NODE);
  return self->decisive_node;
}

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

  if (self->layout_dirty && !tree_view_big_layout (self))
    tree_view_rebuild_layout (self);
  self->marks_asked = TRUE;
  if (self->layout == NULL || tree_view_drawn_tree (self) == NULL)
    return 0;
  tree_view_paint_options (self, &options);
  if (!self->node_marks_known)
    {
      self->node_marks = cairn_painter_node_marks (tree_view_drawn_tree (self), self->layout, &options);
      self->node_marks_known = TRUE;
      self->marks_walks++;
    }
  return self->node_marks | cairn_painter_option_marks (tree_view_drawn_tree (self), self->layout, &options);
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
  tree_view_invalidate (self);
}

const CairnLayout *
cairn_tree_view_get_layout (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), NULL);

  if (self->layout_dirty)
    tree_view_rebuild_layout (self);
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
  *level = tree_view_level_height (self);
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

void
tree_view_paint_options (CairnTreeView     *self,
                         CairnPaintOptions *options)
{
  double ox, oy;

  tree_view_origin (self, &ox, &oy);
  cairn_paint_options_init (options, cairn_tree_view_get_theme (self));
  options->scale = self->scale;
  options->level_height = tree_view_level_height (self);
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
      tree_view_paint_options (self, &options);
      cairn_painter_paint (cr, tree_view_drawn_tree (self), self->layout, &options);
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
  tree_view_publish_fit_scale (self);
  if (tree_view_is_fitting (self))
    tree_view_fit_now (self);
  return G_SOURCE_REMOVE;
}

static void
cairn_tree_view_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  CairnTreeView *self = CAIRN_TREE_VIEW (widget);

  tree_view_configure_adjustment (self, self->hadjustment,
                        self->hadjustment ? gtk_adjustment_get_value (self->hadjustment) : 0,
                        tree_view_content_width (self), width);
  tree_view_configure_adjustment (self, self->vadjustment,
                        self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0,
                        tree_view_content_height (self), height);
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
        tree_view_zoom_target (self, item, self->zoom_to[2], &self->zoom_to[0], &self->zoom_to[1]);
      else if (item != CAIRN_NO_ITEM)
        {
          double cx, cy;

          tree_view_zoom_target (self, item, self->scale, &cx, &cy);
          tree_view_configure_scrolling (self, cx, cy, width / 2.0, height / 2.0);
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
  tree_view_invalidate (self);
}

static void
cairn_tree_view_css_changed (GtkWidget         *widget,
                             GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (cairn_tree_view_parent_class)->css_changed (widget, change);
  /* The theme may have turned dark or light. */
  tree_view_invalidate (CAIRN_TREE_VIEW (widget));
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
    g_signal_handlers_disconnect_by_func (*slot, tree_view_on_adjustment_changed, self);
  g_set_object (slot, adjustment);
  if (adjustment != NULL)
    g_signal_connect_swapped (adjustment, "value-changed", G_CALLBACK (tree_view_on_adjustment_changed), self);
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
  tree_view_stop_zoom (self);
  if (self->refit_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->refit_id);
      self->refit_id = 0;
    }
  tree_view_cancel_layout_job (self);
  tree_view_cancel_block_job (self);
  cairn_tree_view_set_state (self, NULL);
  set_adjustment (GTK_WIDGET (self), &self->hadjustment, NULL);
  set_adjustment (GTK_WIDGET (self), &self->vadjustment, NULL);
  cairn_reap (g_steal_pointer (&self->layout), (GDestroyNotify) cairn_layout_free);
  cairn_reap (g_steal_pointer (&self->spare_layout), (GDestroyNotify) cairn_layout_free);
  cairn_reap (g_steal_pointer (&self->snapshot), cairn_tree_copy_unref);
  cairn_reap (g_steal_pointer (&self->spare), cairn_tree_copy_unref);
  cairn_reap (g_steal_pointer (&self->final), cairn_tree_copy_unref);
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
  cairn_tree_view_signals[PICKED] = g_signal_new ("picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* What cairn_tree_view_get_used_marks() said may be out of date: sent
   * once after each call, when the picture changes (a layout lands). */
  cairn_tree_view_signals[MARKS_CHANGED] = g_signal_new ("marks-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
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
  g_signal_connect (self, "query-tooltip", G_CALLBACK (tree_view_on_query_tooltip), self);

  drag = gtk_gesture_drag_new ();
  g_signal_connect (drag, "drag-begin", G_CALLBACK (tree_view_on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (tree_view_on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (tree_view_on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  pinch = gtk_gesture_zoom_new ();
  g_signal_connect (pinch, "begin", G_CALLBACK (tree_view_on_pinch_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (tree_view_on_pinch_scale_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  g_signal_connect (scroll, "scroll", G_CALLBACK (tree_view_on_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (tree_view_on_motion), self);
  g_signal_connect (motion, "enter", G_CALLBACK (tree_view_on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (tree_view_on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (tree_view_on_key_pressed), self);
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
  tree_view_invalidate (self);
}

CairnViewState *
cairn_tree_view_get_state (CairnTreeView *self)
{
  g_return_val_if_fail (CAIRN_IS_TREE_VIEW (self), NULL);
  return self->state;
}
