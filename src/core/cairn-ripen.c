/* cairn-ripen.c — fresh memory made ready by a worker, ahead of the
 * thread that writes it.
 *
 * A search tree and its event log grow by megabytes a frame while the
 * window runs a big search.  Memory written for the first time is slow in
 * the virtual machines the window is measured in: each 2 MB page took
 * about 5 ms to fault in (the host backs it page by page), and in the
 * first Run after start-up three of them could fall in one stepper
 * dispatch, a 17 ms stall (bench-window, perf: 80% of those stretches in
 * the kernel clearing fresh huge pages).  Later searches reuse memory the
 * process already holds and never paid it.
 *
 * So a worker thread faults in the next CAIRN_RIPEN_AHEAD_BYTES of each
 * growing block before the writer gets there, with Linux's
 * MADV_POPULATE_WRITE: it maps the pages as a write would, without
 * writing, so the worker never touches the contents the writer is filling
 * and cannot race with it.  Were a block moved or freed before the worker
 * reaches it, the range is unmapped (the call fails and the job ends) or
 * holds another block, whose contents populating leaves as they are.
 * Only blocks mapped on their own are ripened (see cairn-big-block.c):
 * never the heap, where the room past a block is someone else's.
 *
 * Elsewhere (no MADV_POPULATE_WRITE: Linux before 5.14, other systems)
 * this does nothing and the writer faults the pages in itself, as before.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#ifdef __linux__
#include <sys/mman.h>
#endif

#include "cairn-background.h"
#include "cairn-big-block.h"
#include "cairn-ripen.h"

/* The worker's step: one 2 MB page at a time, so a thread that must
 * remap memory (a block growing) waits for at most one of them. */
#define STEP_BYTES CAIRN_HUGE_PAGE_BYTES

typedef struct {
  guint8 *start;
  gsize   length;
} Job;

static GThreadPool *pool;
static gint unsupported;      /* atomic: the kernel refused the advice */
static gint pending;          /* atomic: jobs queued or running */
static gsize ripened_bytes;   /* atomic: bytes the worker made ready */

#if defined(__GLIBC__) && defined(MADV_POPULATE_WRITE)
static void
ripen (gpointer data,
       gpointer user_data)
{
  Job *job = data;
  static gsize given_way;

  (void) user_data;
  /* The pool's one thread is ours for good: give way once. */
  if (g_once_init_enter (&given_way))
    {
      cairn_background_thread_give_way ();
      g_once_init_leave (&given_way, 1);
    }
  for (gsize off = 0; off < job->length && !g_atomic_int_get (&unsupported); off += STEP_BYTES)
    {
      gsize n = MIN (STEP_BYTES, job->length - off);

      if (madvise (job->start + off, n, MADV_POPULATE_WRITE) != 0)
        {
          /* EINVAL: a kernel without the advice; anything else (the
           * range unmapped, no memory): this job is over. */
          if (errno == EINVAL)
            g_atomic_int_set (&unsupported, 1);
          break;
        }
      g_atomic_pointer_add (&ripened_bytes, (gssize) n);
    }
  g_free (job);
  g_atomic_int_dec_and_test (&pending);
}
#endif

/* Tells the worker that @block (from g_malloc(), g_realloc(); it may have
 * moved since the last call) has @used_bytes written: it makes the next
 * CAIRN_RIPEN_AHEAD_BYTES ready, within the block's usable size.  Cheap
 * enough to call after every batch of writes; asks for at least 2 MB at a
 * time. */
void
cairn_ripen_ahead (CairnRipening *ripening,
                   gpointer       block,
                   gsize          used_bytes)
{
#if defined(__GLIBC__) && defined(MADV_POPULATE_WRITE)
  gsize page = cairn_big_block_page_bytes ();
  gsize usable, from, to;
  Job *job;

  if (block == NULL || !cairn_big_block_is_mapped () || g_atomic_int_get (&unsupported))
    return;
  usable = malloc_usable_size (block);
  if (usable < CAIRN_BIG_BLOCK_BYTES)
    return;
  if (block != ripening->block)
    {
      ripening->block = block;
      ripening->asked = 0;
    }
  from = MAX (ripening->asked, used_bytes);
  to = MIN (used_bytes + CAIRN_RIPEN_AHEAD_BYTES, usable);
  if (to <= from || (to - from < STEP_BYTES && to < usable))
    return;
  ripening->asked = to;

  if (pool == NULL)
    pool = g_thread_pool_new (ripen, NULL, 1, TRUE, NULL);
  /* From the page that holds @from: madvise() takes whole pages. */
  job = g_new (Job, 1);
  job->start = (guint8 *) GSIZE_TO_POINTER ((GPOINTER_TO_SIZE (block) + from) & ~(page - 1));
  job->length = (guint8 *) block + to - job->start;
  g_atomic_int_inc (&pending);
  g_thread_pool_push (pool, job, NULL);
#else
  (void) ripening;
  (void) block;
  (void) used_bytes;
#endif
}

/* Whether the worker has nothing left to do (for tests). */
gboolean
cairn_ripen_is_idle (void)
{
  return g_atomic_int_get (&pending) == 0;
}

/* How many bytes the worker has made ready since start-up (for tests and
 * benchmarks). */
gsize
cairn_ripen_get_bytes (void)
{
  return (gsize) g_atomic_pointer_get (&ripened_bytes);
}
