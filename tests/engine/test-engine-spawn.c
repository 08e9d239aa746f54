/* test-engine-spawn.c — how a UCI engine is started: without a fork() of
 * the asking process (whose written pages would all fault afterwards,
 * copy on write), yet in a process group of its own and killed when the
 * asking process dies.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include "cairn-uci.h"

#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
#define DIRTY_BYTES (128u << 20)

static char *pid_file;

static char *
fake (const char *mode)
{
  g_autofree char *name = g_strconcat ("fake-", mode, NULL);

  return g_test_build_filename (G_TEST_DIST, "engines", name, NULL);
}

static long
minor_faults (void)
{
  struct rusage usage;

  g_assert_cmpint (getrusage (RUSAGE_SELF, &usage), ==, 0);
  return usage.ru_minflt;
}

static void
on_answer (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

/* 128 MiB written before the question and again right after the engine
 * starts: a fork() would have made each of its 32,768 pages fault on
 * the second write; posix_spawn (a vfork) leaves them alone. */
static void
test_no_fork (void)
{
  g_autofree char *good = fake ("good");
  g_autoptr (GMainContext) context = g_main_context_new ();
  g_autoptr (GAsyncResult) result = NULL;
  g_autoptr (CairnUciAnswer) answer = NULL;
  g_autoptr (GError) error = NULL;
  CairnUciLimits limits = { .depth = 20, .movetime_ms = 5000 };
  char *heap = mmap (NULL, DIRTY_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  long before, after;

  g_assert_true (heap != MAP_FAILED);
  /* Small pages, so that each one is a fault of its own. */
  madvise (heap, DIRTY_BYTES, MADV_NOHUGEPAGE);
  memset (heap, 1, DIRTY_BYTES);

  g_main_context_push_thread_default (context);
  before = minor_faults ();
  cairn_uci_ask_async (good, LONE_PAWN, &limits, NULL, on_answer, &result);
  memset (heap, 2, DIRTY_BYTES);
  after = minor_faults ();
  while (result == NULL)
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);

  g_test_message ("minor page faults over the start: %ld", after - before);
  g_assert_cmpint (after - before, <, 2000);
  answer = cairn_uci_ask_finish (result, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (answer->best_move, ==, "e1d2");
  munmap (heap, DIRTY_BYTES);
}

/* Field @field (1: the state, 2: the parent, 3: the process group) of
 * /proc/PID/stat, or -1 once the process is gone or a zombie. */
static int
stat_field (int pid,
            int field)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", pid);
  g_autofree char *stat = NULL;
  g_auto (GStrv) words = NULL;
  const char *close;

  if (!g_file_get_contents (path, &stat, NULL, NULL) || (close = strrchr (stat, ')')) == NULL)
    return -1;
  words = g_strsplit (close + 2, " ", 4);
  if (g_strv_length (words) < 4 || words[0][0] == 'Z')
    return -1;
  return field == 1 ? words[0][0] : atoi (words[field - 1]);
}

/* cairn-cli asks the slow fake engine (which starts a grandchild); the
 * engine leads its own process group, the grandchild in it, both at nice
 * 10 (below the window; never above what cairn-cli had); cairn-cli is
 * killed, and the engine dies with it. */
static void
test_group_and_parent_death (void)
{
  g_autofree char *slow = fake ("slow");
  const char *argv[] = { g_getenv ("CAIRN_CLI"), "search", "-p", LONE_PAWN, "-d", "1",
                         "--engine", slow, "--engine-time", "600", NULL };
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) pids = NULL;
  GPid cli;
  gint64 deadline;
  int engine, grandchild, status, own_nice, engine_nice, grandchild_nice;

  g_assert_nonnull (argv[0]);
  g_unlink (pid_file);
  g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL,
                 NULL, NULL, &cli, &error);
  g_assert_no_error (error);
  /* Waits as long as cairn-cli would let the engine start (its
   * handshake limits), on however busy a machine. */
  deadline = g_get_monotonic_time () + (CAIRN_UCI_START_MS + CAIRN_UCI_READY_MS) * (gint64) 1000;
  while (g_get_monotonic_time () < deadline)
    {
      g_autofree char *text = NULL;

      g_clear_pointer (&pids, g_strfreev);
      if (g_file_get_contents (pid_file, &text, NULL, NULL))
        pids = g_strsplit (text, "\n", -1);
      if (pids && g_strv_length (pids) >= 3)
        break;
      g_usleep (50 * 1000);
    }
  g_assert_nonnull (pids);
  g_assert_cmpuint (g_strv_length (pids), >=, 3);
  engine = atoi (pids[0]);
  grandchild = atoi (pids[1]);

  g_assert_cmpint (stat_field (engine, 2), ==, cli);
  g_assert_cmpint (stat_field (engine, 3), ==, engine);
  g_assert_cmpint (stat_field (grandchild, 3), ==, engine);
  own_nice = getpriority (PRIO_PROCESS, 0);
  engine_nice = getpriority (PRIO_PROCESS, engine);
  grandchild_nice = getpriority (PRIO_PROCESS, grandchild);

  g_assert_cmpint (kill (cli, SIGKILL), ==, 0);
  g_assert_cmpint (waitpid (cli, &status, 0), ==, cli);
  g_spawn_close_pid (cli);
  for (guint tries = 0; tries < 100 && stat_field (engine, 1) != -1; tries++)
    g_usleep (50 * 1000);
  g_assert_cmpint (stat_field (engine, 1), ==, -1);
  /* Nothing kills the grandchild but Cairn, which was killed here. */
  kill (-engine, SIGKILL);
  g_unlink (pid_file);
  g_assert_cmpint (engine_nice, ==, MAX (own_nice, 10));
  g_assert_cmpint (grandchild_nice, ==, MAX (own_nice, 10));
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *dir = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("cairn-engine-spawn-XXXXXX", NULL);
  pid_file = g_build_filename (dir, "pids", NULL);
  g_setenv ("CAIRN_FAKE_PIDS", pid_file, TRUE);

  g_test_add_func ("/engine-spawn/no-fork", test_no_fork);
  g_test_add_func ("/engine-spawn/group-and-parent-death", test_group_and_parent_death);
  status = g_test_run ();
  g_unlink (pid_file);
  g_rmdir (dir);
  g_free (pid_file);
  return status;
}
