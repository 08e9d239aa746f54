/* bench-export-text.c — DOT and JSON export of the seed's big trees, and
 * the sweep chart in each file format: times and sizes.
 *
 * With a folder argument the DOT files are kept there, so Graphviz can be
 * timed on them side by side (dot -Tsvg FILE -o /dev/null).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-chart.h"
#include "cairn-export-text.h"
#include "test-util.h"

#define ROUNDS 5

/* Best of ROUNDS, in milliseconds; @out keeps the last result. */
static double
time_export (gboolean                   json,
             const CairnSearch * const *searches,
             const CairnTextExportOptions  *options,
             GString                   *out)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < ROUNDS; i++)
    {
      gint64 start;

      g_string_truncate (out, 0);
      start = g_get_monotonic_time ();
      if (json)
        cairn_export_json (out, searches, 1, options);
      else
        cairn_export_dot (out, searches, 1, options);
      best = MIN (best, (g_get_monotonic_time () - start) / 1000.0);
    }
  return best;
}

static void
bench_tree (CairnMode   mode,
            guint       reduction,
            const char *keep_dir)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  const CairnSearch *searches[1];
  CairnTextExportOptions options = { 0 };

  test_position (".........", "x", &position);
  test_settings (mode, 9, reduction, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  searches[0] = search;
  options.ghosts = TRUE;
  options.at_event = CAIRN_ALL_EVENTS;

  for (guint json = 0; json < 2; json++)
    {
      double ms = time_export (json, searches, &options, out);

      g_print ("%s depth 9, %" G_GUINT64_FORMAT " nodes: %s %.1f ms, %" G_GSIZE_FORMAT " bytes\n",
               cairn_mode_to_string (mode), cairn_search_get_counters (search)->nodes,
               json ? "JSON" : "DOT", ms, out->len);
      if (keep_dir && !json)
        {
          g_autofree char *name = g_strdup_printf ("%s-d9.dot", cairn_mode_to_string (mode));
          g_autofree char *path = g_build_filename (keep_dir, name, NULL);

          g_file_set_contents (path, out->str, (gssize) out->len, NULL);
        }
    }
}

static void
bench_chart (void)
{
  const char *extensions[] = { "png", "svg", "pdf" };
  g_autoptr (GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) reductions = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (CairnSweep) sweep = NULL;
  g_autofree char *dir = g_dir_make_tmp ("cairn-bench-XXXXXX", NULL);
  CairnPosition position;
  CairnSettings settings;

  test_position (".........", "x", &position);
  test_settings (CAIRN_MODE_NULL, 1, 1, FALSE, &settings);
  for (guint d = 1; d <= 9; d++)
    g_array_append_val (depths, d);
  for (guint r = 1; r <= 4; r++)
    g_array_append_val (reductions, r);
  sweep = cairn_sweep_compute (&position, &settings, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL,
                               depths, reductions);

  for (guint i = 0; i < G_N_ELEMENTS (extensions); i++)
    {
      g_autofree char *name = g_strdup_printf ("chart.%s", extensions[i]);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr (GError) error = NULL;
      GStatBuf st;
      double best = G_MAXDOUBLE;

      for (guint k = 0; k < ROUNDS; k++)
        {
          gint64 start = g_get_monotonic_time ();

          if (!cairn_chart_sweep_to_file (sweep, path, &error))
            g_error ("%s", error->message);
          best = MIN (best, (g_get_monotonic_time () - start) / 1000.0);
        }
      g_stat (path, &st);
      g_print ("sweep chart %s: %.1f ms, %" G_GINT64_FORMAT " bytes\n", extensions[i], best,
               (gint64) st.st_size);
      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  const char *keep_dir = argc > 1 ? argv[1] : NULL;

  bench_tree (CAIRN_MODE_PLAIN, 3, keep_dir);
  bench_tree (CAIRN_MODE_NULL, 1, keep_dir);
  bench_tree (CAIRN_MODE_MINIMAX, 3, keep_dir);
  bench_chart ();
  return 0;
}
