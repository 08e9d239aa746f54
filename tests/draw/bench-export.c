/* bench-export.c — `cairn-cli export` of the 20,866-node plain depth-9
 * tree to SVG, whole process (target: 0.5 s), against `dot -Tsvg` on
 * Cairn's own DOT of the same tree; and the sizes of the SVG and PDF.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>

#include "test-util.h"

static double
run (const char * const *argv)
{
  g_autoptr (GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL,
                     G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, &status, &error) ||
      !g_spawn_check_wait_status (status, &error))
    {
      printf ("  %s failed: %s\n", argv[0], error->message);
      return -1;
    }
  return (g_get_monotonic_time () - start) / 1e6;
}

static gint64
size_of (const char *path)
{
  GStatBuf st;

  return g_stat (path, &st) == 0 ? (gint64) st.st_size : -1;
}

int
main (void)
{
  const char *cli = g_getenv ("CAIRN_CLI");
  g_autofree char *dir = g_dir_make_tmp ("cairn-bench-XXXXXX", NULL);
  g_autofree char *svg = g_build_filename (dir, "plain-d9.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "plain-d9.pdf", NULL);
  g_autofree char *dot = g_build_filename (dir, "plain-d9.dot", NULL);
  g_autofree char *dot_svg = g_build_filename (dir, "plain-d9.dot.svg", NULL);
  g_autofree char *dot_program = g_find_program_in_path ("dot");
  double best = G_MAXDOUBLE, t_pdf, t_dot;

  /* Line by line: dot can run for minutes, and a timeout must not eat
   * what was measured before it. */
  setvbuf (stdout, NULL, _IOLBF, 0);
  if (cli == NULL)
    {
      printf ("CAIRN_CLI is not set\n");
      return 77;
    }

  for (guint i = 0; i < 3; i++)
    {
      const char *argv[] = { cli, "export", "-m", "plain", "-d", "9", "-o", svg, NULL };

      best = MIN (best, run (argv));
    }
  {
    const char *argv[] = { cli, "export", "-m", "plain", "-d", "9", "-o", pdf, NULL };

    t_pdf = run (argv);
  }
  printf ("cairn-cli export plain d9 (20,866 nodes) → SVG: %.3f s (best of 3; target 0.5 s), %" G_GINT64_FORMAT " bytes\n",
          best, size_of (svg));
  printf ("cairn-cli export plain d9 → PDF: %.3f s, %" G_GINT64_FORMAT " bytes\n", t_pdf, size_of (pdf));

  {
    const char *argv[] = { cli, "export", "-m", "plain", "-d", "9", "-o", dot, NULL };

    run (argv);
  }
  if (dot_program == NULL)
    printf ("dot is not installed: no comparison\n");
  else
    {
      const char *argv[] = { dot_program, "-Tsvg", "-o", dot_svg, dot, NULL };

      t_dot = run (argv);
      printf ("dot -Tsvg on Cairn's DOT of the same tree: %.1f s, %" G_GINT64_FORMAT " bytes\n",
              t_dot, size_of (dot_svg));
      if (t_dot > 0)
        printf ("cairn-cli export is %.0f× faster than dot\n", t_dot / best);
    }

  g_unlink (svg);
  g_unlink (pdf);
  g_unlink (dot);
  g_unlink (dot_svg);
  g_rmdir (dir);
  return 0;
}
