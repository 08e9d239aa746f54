/* cairn-background.c — worker threads that give way to the window.
 *
 * On a two-core machine the main loop, the X server (or compositor) and
 * the window's workers (tree layouts, memory made ready or given back)
 * compete for the cores.  A worker at a higher nice value loses a core to
 * a main thread that wakes up, and gets a tenth of one against a busy
 * main thread.  Linux's SCHED_IDLE went further, but starved the workers
 * whenever anything else kept both cores busy (another program, a build):
 * then the trees the user waits for were never laid out.  It measured no
 * better in bench-window either.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <sys/resource.h>

#include "cairn-background.h"

/* The nice value of the window's worker threads. */
#define WORKER_NICE 10

/* Lowers the calling thread's priority below the main loop's.  Call it
 * from a thread of the app's own, not one of GLib's shared pools (the
 * priority stays with the thread, and a thread cannot raise it again).
 * Linux sets nice values thread by thread (elsewhere this would lower the
 * whole process, so it does nothing); a failure only costs smoothness and
 * is ignored. */
void
cairn_background_thread_give_way (void)
{
#ifdef __linux__
  int current;

  /* Never raised: a program started with nice keeps its workers below. */
  errno = 0;
  current = getpriority (PRIO_PROCESS, 0);
  if (errno == 0 && current >= WORKER_NICE)
    return;
  (void) setpriority (PRIO_PROCESS, 0, WORKER_NICE);
#endif
}
