/* test-engine-launch.c — how a UCI engine is started (cairn-engine-launch.c,
 * the small program the asking process runs instead of the engine):
 * without a fork() of the asking process (whose written pages would all
 * fault afterwards, copy on write), yet in a process group of its own, at
 * nice 10, killed when the asking process dies; and the launcher's own
 * refusals of bad arguments, word for word, with exit status 127.
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


/* Runs the launcher with @args (after its own name); its exit status,
 * standard output and error. */
static int
launch (const char * const *args,
        char              **out,
        char              **err)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  int status = -1;

  g_ptr_array_add (argv, (gpointer) LAUNCHER);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               out, err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

/* Each refusal: its message names the bad value, and the status is 127
 * (what GLib and shells use for "could not be run"). */
static void
test_refusals (void)
{
  g_autofree char *self = g_strdup_printf ("%d", (int) getpid ());
  static const char * const bad_pids[] = { "abc", "0", "-5", "12x", "" };

  {
    const char * const args[] = { NULL };
    g_autofree char *out = NULL, *err = NULL;
    g_autofree char *wanted = g_strdup_printf ("Usage: %s PARENT-PID ENGINE [ARGUMENT…]\n", LAUNCHER);

    g_assert_cmpint (launch (args, &out, &err), ==, 127);
    g_assert_cmpstr (err, ==, wanted);
    g_assert_cmpstr (out, ==, "");
  }
  {
    const char * const args[] = { self, NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (launch (args, &out, &err), ==, 127);
    g_assert_true (g_str_has_prefix (err, "Usage: "));
  }
  for (guint i = 0; i < G_N_ELEMENTS (bad_pids); i++)
    {
      const char * const args[] = { bad_pids[i], "/bin/true", NULL };
      g_autofree char *out = NULL, *err = NULL;
      g_autofree char *wanted = g_strdup_printf ("%s: the parent's process id “%s” is not a positive number\n",
                                                 LAUNCHER, bad_pids[i]);

      g_assert_cmpint (launch (args, &out, &err), ==, 127);
      g_assert_cmpstr (err, ==, wanted);
    }
  {
    const char * const args[] = { self, "/nonexistent/engine", "x", NULL };
    g_autofree char *out = NULL, *err = NULL;
    g_autofree char *wanted = g_strdup_printf ("%s: cannot run /nonexistent/engine: No such file or directory\n",
                                               LAUNCHER);

    g_assert_cmpint (launch (args, &out, &err), ==, 127);
    g_assert_cmpstr (err, ==, wanted);
  }
  /* Not started by the process it names: it stops before the engine. */
  {
    const char * const args[] = { "1", "/bin/echo", "ran", NULL };
    g_autofree char *out = NULL, *err = NULL;

    g_assert_cmpint (launch (args, &out, &err), ==, 127);
    g_assert_cmpstr (out, ==, "");
    g_assert_cmpstr (err, ==, "");
  }
}

/* The engine runs as the launcher's own process (exec), leads its own
 * process group, at nice 10 (or the asker's, when that is lower in
 * priority already), with its arguments and exit status passed on. */
static void
test_becomes_engine (void)
{
  g_autofree char *self = g_strdup_printf ("%d", (int) getpid ());
  const char * const args[] = { self, "sh", "-c", "echo $$ $(cut -d' ' -f5,19 /proc/$$/stat) \"$0\"; exit 3",
                                "an argument", NULL };
  g_autofree char *out = NULL, *err = NULL, *wanted = NULL;
  g_auto (GStrv) fields = NULL;
  int nice_now;

  errno = 0;
  nice_now = getpriority (PRIO_PROCESS, 0);
  g_assert_cmpint (errno, ==, 0);
  g_assert_cmpint (launch (args, &out, &err), ==, 3);
  g_assert_cmpstr (err, ==, "");
  fields = g_strsplit (g_strchomp (out), " ", 4);
  g_assert_cmpuint (g_strv_length (fields), ==, 4);
  /* Its process group is its own process id. */
  g_assert_cmpstr (fields[1], ==, fields[0]);
  wanted = g_strdup_printf ("%d", MAX (nice_now, 10));
  g_assert_cmpstr (fields[2], ==, wanted);
  g_assert_cmpstr (fields[3], ==, "an argument");
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *dir = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("cairn-engine-launch-XXXXXX", NULL);
  pid_file = g_build_filename (dir, "pids", NULL);
  g_setenv ("CAIRN_FAKE_PIDS", pid_file, TRUE);

  g_test_add_func ("/engine-launch/no-fork", test_no_fork);
  g_test_add_func ("/engine-launch/refusals", test_refusals);
  g_test_add_func ("/engine-launch/becomes-engine", test_becomes_engine);
  g_test_add_func ("/engine-launch/group-and-parent-death", test_group_and_parent_death);
  status = g_test_run ();
  g_unlink (pid_file);
  g_rmdir (dir);
  g_free (pid_file);
  return status;
}
