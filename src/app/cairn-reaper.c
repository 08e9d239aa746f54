/* cairn-reaper.c — big blocks freed off the main loop.
 *
 * Freeing the 550,000-node minimax tree with its layout and its million
 * logged events gives tens of megabytes back to the system, page by page:
 * 10–30 ms on a busy two-core machine, a visible stall when a window
 * closes or a new search replaces the old one.  Plain memory that nothing
 * else refers to any more (layouts, tree copies, event arrays, searches
 * the window has let go of) goes to one worker thread instead, which
 * frees it in the order it came.  Nothing given to it may hold a GTK
 * object or be reached from the main thread again.
 *
 * Objects whose teardown is slow but must happen on the main thread (a
 * list view with its rows) are dropped in idles, one at a time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "cairn-reaper.h"

typedef struct {
  gpointer       data;
  GDestroyNotify destroy;
} Item;

static GThreadPool *pool;

static void
reap_one (gpointer item_data,
          gpointer user_data)
{
  Item *item = item_data;

  item->destroy (item->data);
  g_free (item);
}

/* Waits for everything handed over so far to be freed. */
void
cairn_reaper_sync (void)
{
  if (pool == NULL)
    return;
  /* Freeing the pool waits for its queue; a new one starts on demand. */
  g_thread_pool_free (g_steal_pointer (&pool), FALSE, TRUE);
}

/* Nothing is left unfreed at exit (leak checkers would say so). */
static void
sync_at_exit (void)
{
  cairn_reaper_sync ();
}

/* Frees @data with @destroy on the worker thread; at once, here, if the
 * thread cannot start.  Main thread only. */
void
cairn_reap (gpointer       data,
            GDestroyNotify destroy)
{
  static gboolean registered;
  Item *item;

  if (data == NULL)
    return;
  if (pool == NULL)
    {
      pool = g_thread_pool_new (reap_one, NULL, 1, FALSE, NULL);
      if (!registered)
        registered = atexit (sync_at_exit) == 0;
    }
  item = g_new (Item, 1);
  item->data = data;
  item->destroy = destroy;
  if (pool == NULL || !g_thread_pool_push (pool, item, NULL))
    reap_one (item, NULL);
}

/* Objects whose teardown is slow, unreffed one per main-loop iteration. */
static GQueue later = G_QUEUE_INIT;
static guint later_id;

static gboolean
unref_one (gpointer data)
{
  g_object_unref (g_queue_pop_head (&later));
  if (!g_queue_is_empty (&later))
    return G_SOURCE_CONTINUE;
  later_id = 0;
  return G_SOURCE_REMOVE;
}

/* Drops @object (a reference the caller gives) in an idle of its own,
 * one object per main-loop iteration: a log's list view takes 3 ms to
 * free its 200 rows, which closing the window need not wait for.  Main
 * thread only. */
void
cairn_unref_later (gpointer object)
{
  g_return_if_fail (G_IS_OBJECT (object));

  g_queue_push_tail (&later, object);
  if (later_id == 0)
    later_id = g_idle_add (unref_one, NULL);
}
