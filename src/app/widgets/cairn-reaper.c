/* cairn-reaper.c — big blocks freed off the main loop.
 *
 * Freeing the 550,000-node minimax tree with its layout and its million
 * logged events gives tens of megabytes back to the system, page by page:
 * 10–30 ms on a busy two-core machine, a visible stall when a window
 * closes or a new search replaces the old one.  Plain memory that nothing
 * else refers to any more (layouts, tree copies, event arrays, searches
 * the window has let go of) goes to one worker thread instead, which
 * frees it in the order it came, giving way to the main loop
 * (cairn-background.c).  Nothing given to it may be or hold a GObject
 * (its dispose would run on the worker while the main loop may still
 * reach it: a window's stepper did, see cairn_window_dispose()) or be
 * reached from the main thread again.
 *
 * Objects whose teardown is slow but must happen on the main thread
 * (the sidebar's editors, the lesson panel) are dropped in idles, one at
 * a time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "cairn-background.h"
#include "cairn-reaper.h"

typedef struct {
  gpointer       data;
  GDestroyNotify destroy;
} Item;

static GThreadPool *pool;

/* Handed to the thread only once the main loop is through with what it
 * is doing: what a window's close or a new search lets go of comes in
 * the middle of a long stretch of main-thread work, and a worker freeing
 * tens of megabytes beside it (holding the process's memory map, taking
 * the second core from the X server) made that stretch miss its frame. */
static GQueue pending = G_QUEUE_INIT;
static guint hand_over_id;

static void
reap_one (gpointer item_data,
          gpointer user_data)
{
  static _Thread_local gboolean giving_way;
  Item *item = item_data;

  /* The pool's one thread is its own (exclusive), so its priority is. */
  if (!giving_way)
    {
      cairn_background_thread_give_way ();
      giving_way = TRUE;
    }
  item->destroy (item->data);
  g_free (item);
}

/* Nothing is left unfreed at exit (leak checkers would say so). */
static void
sync_at_exit (void)
{
  cairn_reaper_sync ();
}

static void
hand_over_pending (void)
{
  static gboolean registered;
  Item *item;

  if (pool == NULL && !g_queue_is_empty (&pending))
    {
      pool = g_thread_pool_new (reap_one, NULL, 1, TRUE, NULL);
      if (!registered)
        registered = atexit (sync_at_exit) == 0;
    }
  while ((item = g_queue_pop_head (&pending)) != NULL)
    if (pool == NULL || !g_thread_pool_push (pool, item, NULL))
      reap_one (item, NULL);
}

static gboolean
hand_over (gpointer data)
{
  hand_over_id = 0;
  hand_over_pending ();
  return G_SOURCE_REMOVE;
}

/* Waits for everything handed over so far to be freed. */
void
cairn_reaper_sync (void)
{
  g_clear_handle_id (&hand_over_id, g_source_remove);
  hand_over_pending ();
  if (pool == NULL)
    return;
  /* Freeing the pool waits for its queue; a new one starts on demand. */
  g_thread_pool_free (g_steal_pointer (&pool), FALSE, TRUE);
}

/* Frees @data with @destroy on the worker thread, once the main loop has
 * finished its current work (at once, here, if the thread cannot
 * start).  Main thread only. */
void
cairn_reap (gpointer       data,
            GDestroyNotify destroy)
{
  Item *item;

  g_return_if_fail (destroy != (GDestroyNotify) g_object_unref);

  if (data == NULL)
    return;
  item = g_new (Item, 1);
  item->data = data;
  item->destroy = destroy;
  g_queue_push_tail (&pending, item);
  if (hand_over_id == 0)
    hand_over_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, hand_over, NULL, NULL);
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
 * one object per main-loop iteration: a widget tree whose teardown takes
 * milliseconds (the sidebar) need not hold up closing the window.  Main
 * thread only. */
void
cairn_unref_later (gpointer object)
{
  g_return_if_fail (G_IS_OBJECT (object));

  g_queue_push_tail (&later, object);
  if (later_id == 0)
    later_id = g_idle_add (unref_one, NULL);
}
