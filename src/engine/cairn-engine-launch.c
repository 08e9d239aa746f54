/* cairn-engine-launch.c — starts a UCI engine for Cairn, in the engine's
 * own process.
 *
 *   cairn-engine-launch PARENT-PID ENGINE [ARGUMENT…]
 *
 * Cairn runs this small program instead of the engine, so that GLib can
 * start it with posix_spawn (a vfork) and no child_setup: a fork() of the
 * big GUI process would make every page the GUI writes afterwards fault
 * (copy on write).  Here, in the child, it does what child_setup did, then
 * becomes the engine by exec, keeping its process id:
 *   - a process group of its own, so that Cairn can kill the engine and
 *     whatever the engine started in one go;
 *   - on Linux, SIGKILL should Cairn die (this survives the exec); when
 *     Cairn is already gone (the parent is not PARENT-PID), it stops;
 *   - no descriptor but the standard three (GLib leaves them open when it
 *     uses posix_spawn), and SIGPIPE back to its default;
 *   - nice 10, as the window's worker threads (cairn-background.c): an
 *     engine thinking for seconds must give way to the window, which
 *     shares the cores with it.
 * Exit status 127: the engine could not be run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

#include "cairn-background.h"

static void
close_from_3 (void)
{
  long max;

#if defined(__linux__) && defined(SYS_close_range)
  if (syscall (SYS_close_range, 3U, ~0U, 0U) == 0)
    return;
#endif
  max = sysconf (_SC_OPEN_MAX);
  if (max < 0 || max > 65536)
    max = 65536;
  for (int fd = 3; fd < max; fd++)
    close (fd);
}

int
main (int    argc,
      char **argv)
{
  char *end = NULL;
  long parent;

  if (argc < 3)
    {
      fprintf (stderr, "Usage: %s PARENT-PID ENGINE [ARGUMENT…]\n", argv[0]);
      return 127;
    }
  errno = 0;
  parent = strtol (argv[1], &end, 10);
  if (errno != 0 || end == argv[1] || *end != '\0' || parent <= 0)
    {
      fprintf (stderr, "%s: the parent's process id “%s” is not a positive number\n",
               argv[0], argv[1]);
      return 127;
    }

  setpgid (0, 0);
#ifdef __linux__
  prctl (PR_SET_PDEATHSIG, SIGKILL);
#endif
  /* Cairn died before the line above: nobody would kill this engine. */
  if (getppid () != (pid_t) parent)
    return 127;
  close_from_3 ();
  signal (SIGPIPE, SIG_DFL);
  /* Its only thread: the engine inherits it across the exec. */
  cairn_background_thread_give_way ();

  /* A bare name is looked up in PATH, and a script without "#!" is run
   * by /bin/sh, as GLib would have done. */
  execvp (argv[2], argv + 2);
  fprintf (stderr, "%s: cannot run %s: %s\n", argv[0], argv[2], strerror (errno));
  return 127;
}
