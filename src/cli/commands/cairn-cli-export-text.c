/* cairn-cli-export-text.c — export's DOT and JSON, and the writing of
 * any export's file with its progress line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-cli-export-write.h"
#include "cairn-cli-fail.h"
#include "cairn-cli-progress.h"

/* The export's steps on the progress line. */
static void
show_export_step (guint    done,
                  guint    total,
                  gpointer data)
{
  cli_progress_update (data, done);
}

int
cli_export_write_file (const char          *path,
                       CairnSearch *const  *searches,
                       guint                n_searches,
                       CairnExportOptions  *options,
                       CliExportWriter      write)
{
  g_autoptr (GError) error = NULL;
  CliProgress *progress;
  gboolean ok;

  /* The line's clock starts with the export, after the searches. */
  progress = cli_progress_new (CLI_PROGRESS_EXPORT_STEPS, cairn_export_steps (options->format));
  options->progress = show_export_step;
  options->progress_data = progress;
  ok = write (path, (const CairnSearch * const *) searches, n_searches, options, &error);
  g_clear_pointer (&progress, cli_progress_free);
  if (ok)
    return CLI_EXIT_OK;
  if (g_error_matches (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_WRITE))
    return cli_fail_io ("%s", error->message);
  return cli_fail_usage ("%s", error->message);
}

int
cli_export_write_text (const char          *path,
                       CairnSearch *const  *searches,
                       guint                n_searches,
                       CairnExportOptions  *options)
{
  g_return_val_if_fail (options->format == CAIRN_EXPORT_DOT || options->format == CAIRN_EXPORT_JSON,
                        CLI_EXIT_USAGE);
  return cli_export_write_file (path, searches, n_searches, options, cairn_export_data_to_file);
}
