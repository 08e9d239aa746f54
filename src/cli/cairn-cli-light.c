/* cairn-cli-light.c — what lets cairn-cli start without the drawing
 * libraries (issue 24).
 *
 * cairn-cli is built without src/draw, so it loads no Cairo, Pango,
 * fontconfig or X11 at start: searches, sweeps, the finder and suites
 * start in a few milliseconds.  A command that draws (merge, sweep or
 * suite with --plot, and export of a PNG, SVG or PDF, which the export
 * command itself hands over once it knows the format; DOT and JSON are
 * written here) is handed, with its arguments unchanged, to
 * cairn-cli-draw: the same commands linked with the drawing code, found
 * in the build tree or in Cairn's libexec folder.
 * The fork costs nothing: execv() replaces this process.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cairn-chart.h"
#include "cairn-cli-export-write.h"
#include "cairn-cli-fail.h"
#include "cairn-cli-light.h"
#include "cairn-helper-program.h"
#include "cairn-suite-chart.h"

gboolean
cli_command_draws (int    argc,
                   char **argv)
{
  /* merge runs the command its shards recorded, whose options (the
   * recorded ones, or those after "--") may hold --plot.  export decides
   * for itself (CliCall's run_drawing). */
  if (g_str_equal (argv[1], "merge"))
    return TRUE;
  if (!g_str_equal (argv[1], "sweep") && !g_str_equal (argv[1], "suite"))
    return FALSE;
  /* GOption takes long options whole, as --plot FILE or --plot=FILE,
   * and none after "--". */
  for (int i = 2; i < argc && !g_str_equal (argv[i], "--"); i++)
    if (g_str_equal (argv[i], "--plot") || g_str_has_prefix (argv[i], "--plot="))
      return TRUE;
  return FALSE;
}

int
cli_run_drawing (char **argv)
{
  g_autofree char *helper = cairn_helper_program_path ("cairn-cli-draw", CAIRN_CLI_DRAW_BUILT);

  fflush (stdout);
  execv (helper, argv);
  return cli_fail_io (_("Cannot start %s, which draws figures for cairn-cli: %s"),
                   helper, g_strerror (errno));
}

/* Never called: main() hands every command that draws to the helper
 * first, export a figure's.  They stand in for src/draw so that the
 * commands link. */
gboolean
cairn_chart_check_path (G_GNUC_UNUSED const char  *path,
                        G_GNUC_UNUSED GError     **error)
{
  g_return_val_if_reached (FALSE);
}

gboolean
cairn_chart_sweep_to_file (G_GNUC_UNUSED const CairnSweep  *sweep,
                           G_GNUC_UNUSED const char        *path,
                           G_GNUC_UNUSED GError           **error)
{
  g_return_val_if_reached (FALSE);
}

gboolean
cairn_suite_chart_to_file (G_GNUC_UNUSED const CairnSuite  *suite,
                           G_GNUC_UNUSED const char        *title,
                           G_GNUC_UNUSED const char        *path,
                           G_GNUC_UNUSED GError           **error)
{
  g_return_val_if_reached (FALSE);
}

int
cli_export_write_figure (G_GNUC_UNUSED const char          *path,
                         G_GNUC_UNUSED CairnSearch *const  *searches,
                         G_GNUC_UNUSED guint                n_searches,
                         G_GNUC_UNUSED CairnExportOptions  *options,
                         G_GNUC_UNUSED gboolean             find_decisive)
{
  g_return_val_if_reached (CLI_EXIT_USAGE);
}
