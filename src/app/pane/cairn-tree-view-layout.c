/* cairn-tree-view-layout.c — when the tree view lays its tree out:
 * small layouts at once on the main loop, big ones from a copy on the
 * worker (src/layout/cairn-layout-worker.c), at most once a frame.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-reaper.h"
#include "cairn-tree-view.h"
#include "cairn-tree-view-private.h"

/* Puts @layout (made from @snapshot, or from the live tree when NULL) on
 * screen; takes both. */
void
tree_view_install_layout (CairnTreeView *self,
                          CairnLayout   *layout,
                          CairnTreeCopy      *snapshot,
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
      cairn_reap (g_steal_pointer (&self->spare), cairn_tree_copy_unref);
      self->spare = g_steal_pointer (&self->snapshot);
    }
  else
    cairn_reap (g_steal_pointer (&self->snapshot), cairn_tree_copy_unref);
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
  tree_view_forget_marks (self, node_marks == NULL);
  /* A new layout is a new picture, scrolled below or not: fitting no
   * layout (Reset) scrolls nothing, and GTK would go on showing the
   * widget's last drawing, the old tree. */
  tree_view_invalidate (self);

  tree_view_publish_fit_scale (self);
  /* A fitted tree fits again; otherwise it grows to the right and
   * downwards: keep the top-left corner where it was, so a growing tree
   * does not jump. */
  if (tree_view_is_fitting (self))
    tree_view_fit_now (self);
  else if (anchored && self->layout != NULL &&
           cairn_layout_item_for_node (self->layout, self->zoom_anchor) != CAIRN_NO_ITEM)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (self->layout, self->zoom_anchor);

      tree_view_configure_scrolling (self, it->x, it->y, ax, ay);
    }
  else if (had_layout && self->layout != NULL)
    tree_view_configure_scrolling (self, lx, ly, 0, 0);
  else
    tree_view_configure_scrolling (self, self->bounds.x0, self->bounds.y0, MARGIN, MARGIN);

  if (self->state != NULL && cairn_view_state_get_follow (self->state))
    cairn_tree_view_reveal_node (self, self->current_node);
  tree_view_try_zoom (self);
}

gboolean
tree_view_has_nodes (CairnTreeView *self)
{
  return self->tree != NULL && self->tree->n_nodes > 0 && self->n_events > 0;
}

/* Too many items at the shown moment to lay out on the main loop.  The
 * ghosts are counted whatever the moment: an upper bound, and cheap. */
gboolean
tree_view_big_layout (CairnTreeView *self)
{
  guint32 n, items;

  if (!tree_view_has_nodes (self))
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
void
tree_view_rebuild_layout (CairnTreeView *self)
{
  CairnLayoutOptions options;
  gint64 start = g_get_monotonic_time ();
  CairnLayout *layout = NULL;

  self->layout_dirty = FALSE;
  if (tree_view_has_nodes (self))
    {
      layout_options (self, &options);
      layout = cairn_layout_new (self->tree, &options);
    }
  tree_view_install_layout (self, layout, NULL, ++self->serial, NULL);

  self->last_layout_us = g_get_monotonic_time ();
  self->layout_cost_us = self->last_layout_us - start;
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
  CairnLayoutJob *job = g_task_get_task_data (task);
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
      cairn_reap (g_steal_pointer (&job->tree), cairn_tree_copy_unref);
      cairn_reap (layout, (GDestroyNotify) cairn_layout_free);
      return;
    }
  self = CAIRN_TREE_VIEW (user_data);
  g_clear_object (&self->job);
  g_clear_pointer (&self->guard, cairn_source_guard_unref);
  /* A complete tree's copy serves every later layout of it. */
  if (job->guard != NULL && self->complete && self->final == NULL &&
      job->tree->tree->n_nodes == self->tree->n_nodes)
    self->final = cairn_tree_copy_ref (job->tree);
  if (job->serial <= self->installed)
    {
      /* A newer layout got there first. */
      cairn_reap (g_steal_pointer (&job->grown), g_free);
      cairn_reap (g_steal_pointer (&job->tree), cairn_tree_copy_unref);
      cairn_reap (layout, (GDestroyNotify) cairn_layout_free);
      return;
    }
  tree_view_install_layout (self, layout, g_steal_pointer (&job->tree), job->serial,
                  job->marks != NULL ? &job->node_marks : NULL);
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
    tree_view_queue_layout (self);
}

/* The legend's marks of a layout's nodes, on the layout thread; @data
 * is the view's theme. */
static guint32
layout_marks (const CairnTree   *tree,
              const CairnLayout *layout,
              gpointer           data)
{
  CairnPaintOptions options;

  cairn_paint_options_init (&options, (CairnTheme) GPOINTER_TO_INT (data));
  options.at_event = cairn_layout_get_at_event (layout);
  return cairn_painter_node_marks (tree, layout, &options);
}

/* Copies the live tree (into the spare copy's memory when it fits) and
 * lays the copy out on a worker thread.  A complete tree is copied once:
 * every later layout of it (Step Back, scrubbing) reads that copy. */
static void
start_layout_job (CairnTreeView *self)
{
  CairnLayoutJob *job = g_new0 (CairnLayoutJob, 1);
  CairnTreeCopy *copy;

  if (self->final != NULL && self->final->tree->n_nodes != self->tree->n_nodes)
    cairn_reap (g_steal_pointer (&self->final), cairn_tree_copy_unref);
  if (self->final != NULL)
    copy = cairn_tree_copy_ref (self->final);
  else if (self->complete)
    {
      /* Copied on the layout thread: nothing writes a complete tree. */
      copy = cairn_tree_copy_new (self->tree, TRUE);
      job->guard = cairn_source_guard_new (self->tree);
      job->n_source = self->tree->n_nodes;
      self->guard = cairn_source_guard_ref (job->guard);
    }
  else
    {
      CairnTree *tree;

      copy = g_steal_pointer (&self->spare);
      if (copy == NULL)
        copy = cairn_tree_copy_new (self->tree, FALSE);
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
  if (self->marks_asked)
    {
      job->marks = layout_marks;
      job->marks_data = GINT_TO_POINTER (cairn_tree_view_get_theme (self));
    }
  job->grow_above = SYNC_LAYOUT_MAX_ITEMS;
  job->serial = ++self->serial;
  job->start_us = g_get_monotonic_time ();
  self->layout_dirty = FALSE;
  self->job = g_cancellable_new ();
  layout_threads++;
  /* Dispose cancels it. */
  cairn_layout_job_start (job, self->job, layout_done, self);
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
void
tree_view_cancel_layout_job (CairnTreeView *self)
{
  if (self->job == NULL)
    return;
  if (self->guard != NULL)
    {
      /* Waits for a copy in the works: the tree may go after this. */
      cairn_source_guard_release (self->guard);
      g_clear_pointer (&self->guard, cairn_source_guard_unref);
    }
  g_cancellable_cancel (self->job);
  g_clear_object (&self->job);
}

static void
block_done (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  GTask *task = G_TASK (result);
  CairnCopyBlock *block = g_task_get_task_data (task);
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
    self->spare = cairn_tree_copy_new (self->tree, FALSE);
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
  if (self->spare != NULL && self->spare->tree->capacity >= self->tree->n_nodes)
    return TRUE;
  if (self->block_job == NULL)
    {
      self->block_job = g_cancellable_new ();
      cairn_copy_block_start ((guint32) MIN ((guint64) self->tree->n_nodes * 2, G_MAXUINT32),
                              self->tree->engine != NULL, self->block_job, block_done, self);
    }
  return FALSE;
}

void
tree_view_cancel_block_job (CairnTreeView *self)
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
  if (tree_view_big_layout (self) && layout_threads_busy ())
    return G_SOURCE_CONTINUE;
  /* Copying a big live tree takes milliseconds: one view copies per
   * frame, the other waits for the next. */
  if (tree_view_big_layout (self) && !self->complete)
    {
      static gint64 copy_frame = -1;
      gint64 frame = gdk_frame_clock_get_frame_counter (clock);

      if (frame == copy_frame || !copy_memory_ready (self))
        return G_SOURCE_CONTINUE;
      copy_frame = frame;
    }
  if (tree_view_big_layout (self))
    start_layout_job (self);
  else
    tree_view_rebuild_layout (self);
  self->tick_id = 0;
  return G_SOURCE_REMOVE;
}

void
tree_view_queue_layout (CairnTreeView *self)
{
  self->layout_dirty = TRUE;
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), layout_tick, NULL, NULL);
}
