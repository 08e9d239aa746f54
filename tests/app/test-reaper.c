/* test-reaper.c — big blocks freed off the main loop (src/app/widgets/
 * cairn-reaper.c), with no window: nothing given to the reaper is freed
 * while the main loop is still busy with the work that let go of it;
 * then everything is, in the order it came, on one thread of the
 * reaper's own that gives way to the main loop; cairn_reaper_sync()
 * frees what is still waiting; and cairn_unref_later() drops one object
 * per main-loop iteration.  Refusals: a GObject given to the reaper (its
 * dispose must not run off the main thread).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sched.h>
#include <sys/resource.h>

#include "cairn-reaper.h"

typedef struct {
  gint     freed;      /* atomic */
  GThread *thread;     /* the thread that freed it */
  guint    order;      /* its place among the frees */
  int      policy;     /* that thread's scheduling policy */
  int      nice;
} Freed;

static gint frees_so_far;  /* atomic */

static void
note_free (gpointer data)
{
  Freed *freed = data;

  freed->thread = g_thread_self ();
  freed->order = (guint) g_atomic_int_add (&frees_so_far, 1);
  freed->policy = sched_getscheduler (0);
  freed->nice = getpriority (PRIO_PROCESS, 0);
  g_atomic_int_set (&freed->freed, 1);
}

/* A nice value of 10 (or the test's own, if that is lower still), the
 * ordinary policy: cairn-background.c's giving way. */
static gboolean
gives_way (int policy,
           int nice)
{
#ifdef __linux__
  return policy == SCHED_OTHER && nice == MAX (10, getpriority (PRIO_PROCESS, 0));
#else
  return TRUE;
#endif
}

/* Runs the main loop until nothing is ready to run. */
static void
drain_main_loop (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static void
test_after_the_loop (void)
{
  Freed a = { 0 }, b = { 0 }, c = { 0 };

  cairn_reaper_sync ();
  cairn_reap (&a, note_free);
  cairn_reap (&b, note_free);
  cairn_reap (&c, note_free);
  /* Time enough for a thread that had the blocks to free them. */
  g_usleep (50 * 1000);
  g_assert_cmpint (g_atomic_int_get (&a.freed), ==, 0);
  g_assert_cmpint (g_atomic_int_get (&c.freed), ==, 0);

  /* The loop hands them over; the thread frees them in order. */
  drain_main_loop ();
  cairn_reaper_sync ();
  g_assert_cmpint (g_atomic_int_get (&a.freed) + g_atomic_int_get (&b.freed) + g_atomic_int_get (&c.freed), ==, 3);
  g_assert_true (a.thread != g_thread_self ());
  g_assert_true (b.thread == a.thread && c.thread == a.thread);
  g_assert_cmpuint (b.order, ==, a.order + 1);
  g_assert_cmpuint (c.order, ==, b.order + 1);
  g_assert_true (gives_way (a.policy, a.nice));
  /* The main thread itself is untouched. */
  g_assert_cmpint (sched_getscheduler (0), ==, SCHED_OTHER);
}

/* cairn_reaper_sync() frees what is still waiting for the main loop, and
 * the reaper starts again afterwards. */
static void
test_sync (void)
{
  Freed a = { 0 }, b = { 0 };

  cairn_reap (&a, note_free);
  cairn_reaper_sync ();
  g_assert_cmpint (g_atomic_int_get (&a.freed), ==, 1);
  g_assert_true (a.thread != g_thread_self ());

  cairn_reap (&b, note_free);
  cairn_reaper_sync ();
  g_assert_cmpint (g_atomic_int_get (&b.freed), ==, 1);
  g_assert_true (b.thread != g_thread_self ());

  /* Nothing waiting: a sync returns at once; NULL is never handed over. */
  cairn_reaper_sync ();
  cairn_reap (NULL, note_free);
  cairn_reaper_sync ();
}

/* A GObject's dispose would run on the reaper's thread: refused, and the
 * object is left alone. */
static void
test_refuses_objects (void)
{
  GObject *object = g_object_new (G_TYPE_OBJECT, NULL);

  g_object_add_weak_pointer (object, (gpointer *) &object);
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*destroy != (GDestroyNotify) g_object_unref*");
  cairn_reap (object, (GDestroyNotify) g_object_unref);
  g_test_assert_expected_messages ();
  cairn_reaper_sync ();
  g_assert_nonnull (object);
  g_object_unref (object);
  g_assert_null (object);
}

/* cairn_unref_later() drops one object per main-loop iteration, in the
 * order they came, and none before the main loop runs. */
static void
test_unref_later (void)
{
  gpointer a = g_object_new (G_TYPE_OBJECT, NULL);
  gpointer b = g_object_new (G_TYPE_OBJECT, NULL);

  g_object_add_weak_pointer (a, &a);
  g_object_add_weak_pointer (b, &b);
  cairn_unref_later (a);
  cairn_unref_later (b);
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  while (a != NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (b);
  while (b != NULL)
    g_main_context_iteration (NULL, TRUE);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/reaper/after-the-loop", test_after_the_loop);
  g_test_add_func ("/reaper/sync", test_sync);
  g_test_add_func ("/reaper/refuses-objects", test_refuses_objects);
  g_test_add_func ("/reaper/unref-later", test_unref_later);
  return g_test_run ();
}
