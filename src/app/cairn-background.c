/* cairn-background.c — worker threads that give way to the window.
 *
 * On a two-core machine the main loop, the X server (or compositor) and
 * the window's workers (tree layouts, memory made ready or given back)
 * compete for the cores.  A worker at a mere higher nice value still
 * holds a core for milliseconds while the main thread, just woken, waits
 * on the run queue: that wait was a quarter of the longest frames of the
 * big trees (bench-window).  Linux's SCHED_IDLE policy lets a thread run
 * only on a core no ordinary thread wants, and a waking ordinary thread
 * takes the core from it at once.  Nothing is lost on an idle machine:
 * the worker still has every free core.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "config.h"

#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>

#include "cairn-background.h"

/* Lets the calling thread run only when a core has nothing else to do.
 * Call it from a thread of the app's own (not one of GLib's shared
 * pools: the policy stays with the thread).  Failing only costs
 * smoothness, so a failure is ignored. */
void
cairn_background_thread_give_way (void)
{
#ifdef SCHED_IDLE
  struct sched_param param = { 0 };

  if (pthread_setschedparam (pthread_self (), SCHED_IDLE, &param) == 0)
    return;
#endif
  /* Elsewhere, or if refused: the lowest priority an ordinary thread may
   * take (per thread on Linux, per process elsewhere: then not at all). */
#ifdef __linux__
  (void) setpriority (PRIO_PROCESS, 0, 19);
#endif
}
