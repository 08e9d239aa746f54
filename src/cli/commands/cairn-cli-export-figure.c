/* cairn-cli-export-figure.c — export's figures (PNG, SVG, PDF): the
 * decisive prunes starred when two trees are compared, and advice on
 * what the figure left out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <unistd.h>

#include "cairn-cli-export-write.h"
#include "cairn-cli-fail.h"
#include "cairn-decisive.h"
#include "cairn-export.h"

/* Two trees whose searches chose different moves, one with null moves
 * and one without: the null prunes that cost the first its move (as
 * compare finds them), as nodes of its tree, in @nodes.  A search that
 * cannot tell (its node cap) leaves the figure without stars, and says
 * so. */
static void
star_decisive (CairnSearch *const *searches,
               GArray             *nodes)
{
  const CairnSettings *s[2] = { cairn_search_get_settings (searches[0]),
                                cairn_search_get_settings (searches[1]) };
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) prunes = NULL;
  int pruning = -1;

  if (cairn_search_get_counters (searches[0])->best_move == cairn_search_get_counters (searches[1])->best_move)
    return;
  for (guint i = 0; i < 2; i++)
    if (cairn_mode_uses_null_move (s[i]->mode) && !cairn_mode_uses_null_move (s[!i]->mode))
      pruning = (int) i;
  if (pruning < 0)
    return;
  prunes = cairn_decisive_prunes (cairn_search_get_position (searches[pruning]), s[!pruning], s[pruning],
                                  NULL, &error);
  if (prunes == NULL)
    {
      g_printerr (_("cairn-cli: warning: the decisive prune is not starred: %s\n"), error->message);
      return;
    }
  for (guint i = 0; i < prunes->len; i++)
    {
      const CairnDecisivePrune *p = &g_array_index (prunes, CairnDecisivePrune, i);

      if (p->decisive && !p->verification)
        g_array_append_val (nodes, p->node);
    }
}

int
cli_export_write_figure (const char          *path,
                         CairnSearch *const  *searches,
                         guint                n_searches,
                         CairnExportOptions  *options,
                         gboolean             find_decisive)
{
  g_autoptr (GArray) decisive = g_array_new (FALSE, FALSE, sizeof (guint32));
  g_autofree char *advice = NULL;
  CairnExportReport report = { 0 };
  int status;

  if (find_decisive)
    star_decisive (searches, decisive);
  options->decisive_nodes = (const guint32 *) (gpointer) decisive->data;
  options->n_decisive_nodes = decisive->len;
  options->report = &report;
  status = cli_export_write_file (path, searches, n_searches, options, cairn_export_to_file);
  /* The figure says what it left out; how to get it is for the one who
   * made it, at a terminal (like the progress line: a log or a pipe gets
   * nothing). */
  if (status == CLI_EXIT_OK && isatty (STDERR_FILENO) &&
      (advice = cairn_export_report_advice (&report, FALSE)) != NULL)
    g_printerr (_("cairn-cli: note: %s\n"), advice);
  return status;
}
