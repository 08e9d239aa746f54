/* cairn-cli-suite-shard.c — a suite's searches as JSONL records, one per
 * search (depth × record × configuration, the deepest limit first,
 * records in file order), written in that order as they finish.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-cli-fail.h"
#include "cairn-cli-suite-shard.h"
#include "cairn-cli-progress.h"
#include "cairn-cli-shard.h"

typedef struct {
  CliShard    *shard;
  CairnSuite  *suite;
  gboolean    *todo;
  gboolean    *finished;
  guint        next;       /* the first search not yet written */
  guint        total;
  CliProgress *progress;
  int          status;     /* the first failed write */
} Writer;

static void
on_done (guint    index,
         guint    n,
         guint    total,
         gpointer data)
{
  Writer *w = data;

  (void) total;
  w->finished[index] = TRUE;
  /* In order: a search that finished early waits for those before it. */
  while (w->status == CLI_EXIT_OK && w->next < w->total && (!w->todo[w->next] || w->finished[w->next]))
    {
      if (w->todo[w->next])
        {
          const CairnSuiteResult *r = &w->suite->results[w->next];
          g_autofree char *members =
            g_strdup_printf ("\"move\":%d,\"value\":%d,\"nodes\":%" G_GUINT64_FORMAT ",\"class\":\"%s\","
                             "\"test_nodes\":%" G_GUINT64_FORMAT ",\"tie_move\":%d",
                             r->counters.best_move, r->counters.value, r->counters.nodes,
                             cairn_suite_class_to_string (r->verdict), r->test_nodes, r->tie_move);

          w->status = cli_shard_write (w->shard, w->next, members);
        }
      w->next++;
    }
  cli_progress_update (w->progress, n);
}

int
cli_suite_run_shard (CliShard   *shard,
                     CairnSuite *suite)
{
  guint total = cairn_suite_n_units (suite);
  g_autofree gboolean *todo = g_new0 (gboolean, MAX (total, 1));
  g_autofree gboolean *finished = g_new0 (gboolean, MAX (total, 1));
  Writer w = { shard, suite, todo, finished, 0, total, NULL, CLI_EXIT_OK };

  for (guint i = 0; i < total; i++)
    todo[i] = cli_shard_runs (shard, i);
  w.progress = cli_progress_new (CLI_PROGRESS_SEARCHES, cli_shard_count_runs (shard));
  cairn_suite_run_some (suite, todo, on_done, &w, NULL);
  cli_progress_free (w.progress);
  if (w.status)
    return w.status;
  return cli_shard_finish (shard);
}

int
cli_suite_fill_from_shard (const CliShard *shard,
                           CairnSuite     *suite)
{
  for (guint i = 0; i < cairn_suite_n_units (suite); i++)
    {
      const CliJson *record = cli_shard_held (shard, i);
      CairnSuiteResult *r = &suite->results[i];
      const char *verdict = cli_json_get_string (record, "class");
      gint64 move, value, nodes, test_nodes, tie_move;

      if (!cli_json_get_int (record, "move", G_MININT, G_MAXINT, &move) ||
          !cli_json_get_int (record, "value", G_MININT, G_MAXINT, &value) ||
          !cli_json_get_int (record, "nodes", 0, G_MAXINT64, &nodes) ||
          !cli_json_get_int (record, "test_nodes", 0, G_MAXINT64, &test_nodes) ||
          !cli_json_get_int (record, "tie_move", -1, G_MAXINT, &tie_move) ||
          verdict == NULL || !cairn_suite_class_parse (verdict, &r->verdict))
        return cli_fail_usage (_("The record of unit %u is not one of cairn-cli suite's: a field is missing or out of range"),
                               i);
      r->counters.best_move = (int) move;
      r->counters.value = (int) value;
      r->counters.nodes = (guint64) nodes;
      r->test_nodes = (guint64) test_nodes;
      r->tie_move = (int) tie_move;
    }
  cairn_suite_add_up (suite);
  return CLI_EXIT_OK;
}
