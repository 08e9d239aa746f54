/* cairn-layout-worker.h — the tree view's layout worker, with no widget:
 * copies of a growing or complete search tree, a layout of a copy made on
 * a thread of its own, and memory for the next copy made ahead.
 *
 * The view (src/app/pane/cairn-tree-view-layout.c) decides when to lay
 * out and what to keep; this lays out.  A job run by
 * cairn_layout_job_run () on any thread gives the layout
 * cairn_layout_new () would give of the same tree and options, whether it
 * reuses an old layout's memory or not (tests/layout/test-layout-worker.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "cairn-layout.h"
#include "cairn-tree-mirror.h"

G_BEGIN_DECLS

/* A copy of the live tree for the layout thread.  Shared, and read only,
 * once the tree is complete: then the painter and every later layout read
 * the same copy, and Step Back or scrubbing copies nothing. */
typedef struct {
  gint            ref_count;
  gboolean        shared;
  CairnTree      *tree;
  CairnTreeMirror mirror;  /* what it holds of a growing tree */
} CairnTreeCopy;

/* An empty copy with @like's root position and settings. */
CairnTreeCopy *cairn_tree_copy_new   (const CairnTree *like,
                                      gboolean         shared);
CairnTreeCopy *cairn_tree_copy_ref   (CairnTreeCopy   *copy);
/* May run on any thread (the reaper's, the layout thread's). */
void           cairn_tree_copy_unref (gpointer         copy);

/* The live tree a layout thread copies a complete tree from: the view
 * takes it away (cairn_source_guard_release ()) before the tree may go,
 * so the thread never reads a freed tree. */
typedef struct {
  gint             ref_count;
  GMutex           lock;
  const CairnTree *tree;
} CairnSourceGuard;

CairnSourceGuard *cairn_source_guard_new     (const CairnTree  *tree);
CairnSourceGuard *cairn_source_guard_ref     (CairnSourceGuard *guard);
void              cairn_source_guard_unref   (CairnSourceGuard *guard);
/* Waits for a copy in the works; after this the tree may go. */
void              cairn_source_guard_release (CairnSourceGuard *guard);

/* Work done on the layout thread once the layout is made, e.g. the
 * legend's marks of its nodes: a walk of a million nodes took 20-30 ms of
 * the main loop as a big layout landed with the legend open. */
typedef guint32 (*CairnLayoutJobMarks) (const CairnTree   *tree,
                                        const CairnLayout *layout,
                                        gpointer           data);

typedef struct {
  CairnTreeCopy      *tree;
  CairnSourceGuard   *guard;          /* copy the complete live tree into @tree first */
  guint32             n_source;
  CairnNode          *grown;          /* room for the next copy, its pages touched */
  guint32             grown_capacity;
  guint32             next_capacity;  /* the room of the copy the next one goes into */
  CairnLayoutOptions  options;
  CairnLayout        *recycled;       /* an old layout whose memory this one reuses, or NULL */
  guint               serial;
  gint64              start_us;
  CairnLayoutJobMarks marks;          /* NULL: none */
  gpointer            marks_data;
  guint32             node_marks;     /* what @marks gave */
  /* Trees of more nodes than this grow the next copy's memory (see
   * cairn_layout_job_run ()). */
  guint32             grow_above;
} CairnLayoutJob;

void         cairn_layout_job_free  (gpointer        job);
/* Copies the guarded tree (with @guard), lays out the copy (into
 * @recycled's memory when there is one), runs @marks and makes the next
 * copy's memory when it is about to be outgrown.  NULL when the guarded
 * tree went first. */
CairnLayout *cairn_layout_job_run   (CairnLayoutJob *job);
/* Runs @job (taken) on a thread of its own that gives way to the main
 * loop; @callback gets a GTask whose data is the job and whose pointer is
 * the layout (cairn_layout_free ()), or NULL. */
void         cairn_layout_job_start (CairnLayoutJob      *job,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data);

/* Memory for the spare copy of a growing tree, made on a worker thread
 * and its pages touched. */
typedef struct {
  CairnNode       *nodes;
  CairnNodeEngine *engine;   /* the engine style's records, or NULL */
  guint32          capacity;
  gboolean         want_engine;
} CairnCopyBlock;

/* Makes a block of @capacity nodes (and engine records with
 * @want_engine) on a thread of its own; @callback gets a GTask whose
 * data is the block. */
void cairn_copy_block_start (guint32              capacity,
                             gboolean             want_engine,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data);

G_END_DECLS
