/* bench-study.c — the seed's nine-combination study as whole processes:
 * `cairn-cli sweep -m null --depths 1-9 --reductions 1-4` beside the
 * yardstick (a plain C program doing the same searches), alternated in
 * one run so that both see the same load, and the libraries each maps.
 * A benchmark: it prints figures and asserts nothing about speed.
 *
 * Usage: bench-study CAIRN-CLI YARDSTICK CAIRN-CLI-DRAW [ROUNDS]
 *
 * CAIRN-CLI-DRAW --version shows what starting cost while cairn-cli
 * still linked the drawing libraries.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>

extern char **environ;

/* Runs @argv once with its output thrown away; its wall time in µs. */
static gint64
run_once (char * const *argv)
{
  posix_spawn_file_actions_t actions;
  gint64 start;
  pid_t pid;
  int status;

  posix_spawn_file_actions_init (&actions);
  posix_spawn_file_actions_addopen (&actions, 1, "/dev/null", O_WRONLY, 0);
  start = g_get_monotonic_time ();
  if (posix_spawn (&pid, argv[0], &actions, NULL, argv, environ) != 0)
    g_error ("cannot start %s", argv[0]);
  waitpid (pid, &status, 0);
  posix_spawn_file_actions_destroy (&actions);
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    g_error ("%s failed", argv[0]);
  return g_get_monotonic_time () - start;
}

static int
compare (gconstpointer a,
         gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* Shared libraries the dynamic loader maps for @path (ldd's count). */
static guint
count_libraries (const char *path)
{
  const char *argv[] = { "ldd", path, NULL };
  g_autofree char *out = NULL;
  guint n = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, NULL, NULL) || out == NULL)
    return 0;
  for (const char *p = out; *p; p++)
    n += *p == '\n';
  return n;
}

static void
report (const char *name,
        GArray     *times)
{
  g_array_sort (times, compare);
  printf ("%-34s median %6.2f ms  best %6.2f ms\n", name,
          g_array_index (times, gint64, times->len / 2) / 1000.0,
          g_array_index (times, gint64, 0) / 1000.0);
}

int
main (int   argc,
      char *argv[])
{
  char sweep_word[] = "sweep", m[] = "-m", null[] = "null", depths[] = "--depths", d[] = "1-9";
  char reductions[] = "--reductions", r[] = "1-4", version[] = "--version";
  char *sweep[] = { argv[1], sweep_word, m, null, depths, d, reductions, r, NULL };
  char *start[] = { argv[1], version, NULL };
  char *yardstick[] = { argv[2], NULL };
  char *draw_start[] = { argv[3], version, NULL };
  guint rounds = argc > 4 ? (guint) atoi (argv[4]) : 100;
  g_autoptr (GArray) t_sweep = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr (GArray) t_start = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr (GArray) t_yard = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr (GArray) t_draw = g_array_new (FALSE, FALSE, sizeof (gint64));
  double load[3] = { 0 };

  if (argc < 4)
    {
      fprintf (stderr, "usage: bench-study CAIRN-CLI YARDSTICK CAIRN-CLI-DRAW [ROUNDS]\n");
      return 2;
    }
  /* Warm the page cache first. */
  run_once (sweep);
  run_once (yardstick);
  for (guint i = 0; i < rounds; i++)
    {
      gint64 t;

      t = run_once (sweep);
      g_array_append_val (t_sweep, t);
      t = run_once (yardstick);
      g_array_append_val (t_yard, t);
      t = run_once (start);
      g_array_append_val (t_start, t);
      t = run_once (draw_start);
      g_array_append_val (t_draw, t);
    }
  getloadavg (load, 3);
  printf ("load average %.2f %.2f %.2f; %u rounds, alternated\n", load[0], load[1], load[2], rounds);
  report ("cairn-cli sweep (the study)", t_sweep);
  report ("yardstick (plain C, same study)", t_yard);
  report ("cairn-cli --version (start only)", t_start);
  report ("cairn-cli-draw --version (start)", t_draw);
  printf ("ratio sweep / yardstick (medians): %.2f (target at most 1.5)\n",
          (double) g_array_index (t_sweep, gint64, rounds / 2) /
          (double) g_array_index (t_yard, gint64, rounds / 2));
  printf ("shared libraries (ldd): cairn-cli %u, cairn-cli-draw %u, yardstick %u\n",
          count_libraries (argv[1]), count_libraries (argv[3]), count_libraries (argv[2]));
  return 0;
}
