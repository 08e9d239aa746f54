/* cairn-layout-worker.c — the tree view's layout worker, with no widget
 * (see cairn-layout-worker.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-background.h"
#include "cairn-big-block.h"
#include "cairn-layout-worker.h"

CairnTreeCopy *
cairn_tree_copy_new (const CairnTree *like,
                     gboolean         shared)
{
  CairnTreeCopy *copy = g_new0 (CairnTreeCopy, 1);

  copy->ref_count = 1;
  copy->shared = shared;
  copy->tree = cairn_tree_new (&like->root_position, &like->settings);
  return copy;
}

CairnTreeCopy *
cairn_tree_copy_ref (CairnTreeCopy *copy)
{
  g_atomic_int_inc (&copy->ref_count);
  return copy;
}

void
cairn_tree_copy_unref (gpointer data)
{
  CairnTreeCopy *copy = data;

  if (g_atomic_int_dec_and_test (&copy->ref_count))
    {
      cairn_tree_free (copy->tree);
      g_free (copy);
    }
}

CairnSourceGuard *
cairn_source_guard_new (const CairnTree *tree)
{
  CairnSourceGuard *guard = g_new0 (CairnSourceGuard, 1);

  guard->ref_count = 1;
  g_mutex_init (&guard->lock);
  guard->tree = tree;
  return guard;
}

CairnSourceGuard *
cairn_source_guard_ref (CairnSourceGuard *guard)
{
  g_atomic_int_inc (&guard->ref_count);
  return guard;
}

void
cairn_source_guard_unref (CairnSourceGuard *guard)
{
  if (g_atomic_int_dec_and_test (&guard->ref_count))
    {
      g_mutex_clear (&guard->lock);
      g_free (guard);
    }
}

void
cairn_source_guard_release (CairnSourceGuard *guard)
{
  g_mutex_lock (&guard->lock);
  guard->tree = NULL;
  g_mutex_unlock (&guard->lock);
}

/* Touches every page of @nodes, so the main thread does not fault them
 * in; big blocks on 2 MB pages, a 512th of the faults. */
static void
prefault (CairnNode *nodes,
          gsize      n_nodes)
{
  cairn_big_block_prefault (nodes, n_nodes * sizeof (CairnNode));
}

void
cairn_layout_job_free (gpointer data)
{
  CairnLayoutJob *job = data;

  g_clear_pointer (&job->tree, cairn_tree_copy_unref);
  g_clear_pointer (&job->guard, cairn_source_guard_unref);
  g_free (job->grown);
  /* Only when the layout thread never ran: it takes this layout at once. */
  g_clear_pointer (&job->recycled, cairn_layout_free);
  g_free (job);
}

CairnLayout *
cairn_layout_job_run (CairnLayoutJob *job)
{
  CairnLayout *layout;

  /* Only the copy is read here: the search goes on growing the live tree. */
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
  if (job->marks != NULL)
    job->node_marks = job->marks (job->tree->tree, layout, job->marks_data);

  /* A growing tree soon outgrows the copies' memory, and a fresh block
   * costs the main thread a page fault per 4 KiB as it copies into it
   * (14 ms for the opposition tree's 28 MB): the next block is made
   * here, its pages touched, and the next copy goes into it.  Only when
   * the next copy's memory is about to be outgrown: a block of 1.5
   * times Kiwipete's tree is 43 MB and 10,000 page faults, which every
   * layout of it paid (bench-window). */
  if (!job->tree->shared && job->tree->tree->n_nodes > job->grow_above &&
      job->next_capacity < job->tree->tree->n_nodes + job->tree->tree->n_nodes / 4)
    {
      gsize n = job->tree->tree->n_nodes;

      job->grown_capacity = (guint32) MIN (n + n / 2, G_MAXUINT32);
      job->grown = g_new (CairnNode, job->grown_capacity);
      prefault (job->grown, job->grown_capacity);
    }
  return layout;
}

/* A thread of its own per layout, one that gives way to the main loop
 * (see cairn-background.c): GTask's pool threads are shared, so how they
 * are scheduled is not ours to change. */
static gpointer
layout_thread (gpointer data)
{
  GTask *task = data;
  CairnLayoutJob *job = g_task_get_task_data (task);
  CairnLayout *layout;

  cairn_background_thread_give_way ();
  layout = cairn_layout_job_run (job);
  g_task_return_pointer (task, layout, layout != NULL ? (GDestroyNotify) cairn_layout_free : NULL);
  g_object_unref (task);
  return NULL;
}

void
cairn_layout_job_start (CairnLayoutJob      *job,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  /* No source object: a layout in the works must not keep the view (and
   * through it nothing else) alive; the view cancels it instead. */
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, cairn_layout_job_start);
  g_task_set_check_cancellable (task, FALSE);
  g_task_set_task_data (task, job, cairn_layout_job_free);
  g_thread_unref (g_thread_new ("cairn-layout", layout_thread, g_object_ref (task)));
}

static void
block_free (gpointer data)
{
  CairnCopyBlock *block = data;

  g_free (block->nodes);
  g_free (block->engine);
  g_free (block);
}

/* On a thread of its own that gives way to the main loop, as a layout's. */
static gpointer
make_block (gpointer data)
{
  GTask *task = data;
  CairnCopyBlock *block = g_task_get_task_data (task);

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

void
cairn_copy_block_start (guint32              capacity,
                        gboolean             want_engine,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  CairnCopyBlock *block = g_new0 (CairnCopyBlock, 1);

  block->capacity = capacity;
  block->want_engine = want_engine;
  g_task_set_source_tag (task, cairn_copy_block_start);
  g_task_set_task_data (task, block, block_free);
  g_thread_unref (g_thread_new ("cairn-block", make_block, g_object_ref (task)));
}
