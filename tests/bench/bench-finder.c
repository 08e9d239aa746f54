/* bench-finder.c — a finder run as a whole process (tests/bench/
 * meson.build gives the arguments: the whole of KPK, Connect Four's
 * boards of at most 8 plies), with its wall time, CPU seconds, nodes per
 * CPU second and the load average.  A run of a shard (--shard K/N, its
 * JSONL records) also says what the whole would take at that rate.
 * These run for minutes, so only when CAIRN_BENCH_FINDER=1; else it says
 * how and is skipped.  A benchmark: it prints figures and asserts
 * nothing about speed.
 *
 * Usage: bench-finder CAIRN-CLI FIND-ARGUMENTS…
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#include <glib.h>

#define SKIPPED 77

static double
children_cpu (void)
{
  struct rusage usage;

  getrusage (RUSAGE_CHILDREN, &usage);
  return (double) usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 +
         (double) usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

/* The node count of the finder's first line ("…, 24,012,345,678 nodes in
 * 262.2 s"), or the sum of a shard's records' "nodes"; 0 when there is
 * none. */
static guint64
parse_nodes (const char *out)
{
  const char *end = strstr (out, " nodes");
  const char *start;
  guint64 nodes = 0;

  if (g_str_has_prefix (out, "{"))
    {
      for (const char *at = strstr (out, "\"nodes\":"); at != NULL; at = strstr (at + 1, "\"nodes\":"))
        nodes += g_ascii_strtoull (at + strlen ("\"nodes\":"), NULL, 10);
      return nodes;
    }
  if (end == NULL)
    return 0;
  for (start = end; start > out && (g_ascii_isdigit (start[-1]) || start[-1] == ','); start--)
    ;
  for (; start < end; start++)
    if (g_ascii_isdigit (*start))
      nodes = 10 * nodes + (guint64) (*start - '0');
  return nodes;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (GPtrArray) command = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *line = NULL;
  double load[3] = { 0 }, cpu, wall;
  guint shard_k = 0, shard_n = 0;
  gint64 start;
  guint64 nodes;
  int status;

  if (argc < 3)
    {
      fprintf (stderr, "usage: bench-finder CAIRN-CLI FIND-ARGUMENTS…\n");
      return 2;
    }
  if (g_strcmp0 (g_getenv ("CAIRN_BENCH_FINDER"), "1") != 0)
    {
      printf ("skipped: the finder benchmarks run for minutes; run them with\n"
              "  CAIRN_BENCH_FINDER=1 meson test -C build --benchmark --suite finder -v\n");
      return SKIPPED;
    }
  for (int i = 1; i < argc; i++)
    {
      g_ptr_array_add (command, argv[i]);
      if (g_str_has_prefix (argv[i], "--shard="))
        sscanf (argv[i] + strlen ("--shard="), "%u/%u", &shard_k, &shard_n);
    }
  g_ptr_array_add (command, NULL);

  line = g_strjoinv (" ", (char **) command->pdata);
  printf ("%s\n", line);
  cpu = children_cpu ();
  start = g_get_monotonic_time ();
  if (!g_spawn_sync (NULL, (char **) command->pdata, NULL, G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, &status, &error) ||
      !g_spawn_check_wait_status (status, &error))
    {
      fprintf (stderr, "%s: %s\n", line, error->message);
      return 1;
    }
  wall = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  cpu = children_cpu () - cpu;
  nodes = parse_nodes (out);
  printf ("%.*s\n", (int) strcspn (out, "\n"), out);
  getloadavg (load, 3);
  printf ("wall %.1f s  CPU %.1f s  nodes %" G_GUINT64_FORMAT "  %.1f M nodes per CPU-s\n",
          wall, cpu, nodes, cpu > 0 ? (double) nodes / cpu / 1e6 : 0.0);
  /* Round-robin shards sample the whole evenly (cairn-cli-shard.c). */
  if (shard_n > 0)
    printf ("shard %u of %u: the whole at this rate ≈ %.0f s wall, %.0f CPU-s\n",
            shard_k, shard_n, wall * shard_n, cpu * shard_n);
  printf ("load average after the run %.2f %.2f %.2f (%u cores online)\n",
          load[0], load[1], load[2], g_get_num_processors ());
  return 0;
}
