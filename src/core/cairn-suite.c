/* cairn-suite.c — running an EPD suite, for cairn-cli suite and its chart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cairn-count.h"
#include "cairn-suite.h"
#include "cairn-tablebase.h"

const CairnSuiteConfig cairn_suite_default_configs[4] = {
  { CAIRN_MODE_PLAIN, 0 },
  { CAIRN_MODE_NULL, 2 },
  { CAIRN_MODE_NULL, 3 },
  { CAIRN_MODE_VERIFIED, 3 },
};

/* The reduction a configuration names when it gives none. */
#define DEFAULT_REDUCTION 3

gboolean
cairn_suite_config_parse (const char       *text,
                          CairnSuiteConfig *config,
                          GError          **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ":", 2);

  if (!cairn_mode_parse (parts[0] ? g_strstrip (parts[0]) : "", &config->mode, error))
    return FALSE;
  config->reduction = cairn_mode_uses_null_move (config->mode) ? DEFAULT_REDUCTION : 0;
  if (parts[0] == NULL || parts[1] == NULL)
    return TRUE;
  if (!cairn_mode_uses_null_move (config->mode))
    {
      g_autofree char *shown = g_utf8_make_valid (text, -1);

      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_REDUCTION,
                   _("Invalid configuration “%s”: %s makes no null move, so it takes no reduction"),
                   shown, cairn_mode_to_string (config->mode));
      return FALSE;
    }
  return cairn_reduction_parse (g_strstrip (parts[1]), &config->reduction, error);
}

char *
cairn_suite_config_label (const CairnSuiteConfig *config)
{
  g_autofree char *r = NULL;

  if (!cairn_mode_uses_null_move (config->mode))
    return g_strdup (cairn_mode_to_string (config->mode));
  r = cairn_reduction_to_string (config->reduction);
  return g_strdup_printf ("%s R %s", cairn_mode_to_string (config->mode), r);
}

void
cairn_suite_free (CairnSuite *suite)
{
  if (suite == NULL)
    return;
  g_clear_pointer (&suite->records, g_ptr_array_unref);
  g_free (suite->configs);
  g_free (suite->results);
  g_free (suite->solved);
  g_free (suite->by_tablebase);
  g_free (suite->nodes);
  g_free (suite);
}

typedef struct {
  CairnSuite  *suite;
  GAsyncQueue *finished;   /* one item per search done */
} Run;

/* The move reaches the best result the tables give the side to move. */
static gboolean
keeps_real_result (const CairnPosition *position,
                   CairnMove            move)
{
  CairnTablebaseOutcome root, after;
  guint plies;

  return cairn_tablebase_probe_root (position, &root, &plies) == CAIRN_TABLEBASE_FOUND &&
         cairn_tablebase_probe_move (position, move, &after, &plies) && after == root;
}

static void
search_one (gpointer data,
            gpointer user_data)
{
  Run *run = user_data;
  CairnSuite *suite = run->suite;
  guint index = GPOINTER_TO_UINT (data) - 1;
  const CairnEpdRecord *record = g_ptr_array_index (suite->records, index / suite->n_configs);
  const CairnSuiteConfig *config = &suite->configs[index % suite->n_configs];
  CairnSuiteResult *result = &suite->results[index];
  CairnSettings settings = suite->settings;

  settings.mode = config->mode;
  if (cairn_mode_uses_null_move (config->mode))
    settings.reduction = config->reduction;
  result->aborted = !cairn_count_search (&record->position, &settings, &result->counters);
  result->solved = !result->aborted && result->counters.best_move >= 0 &&
                   cairn_epd_record_solved (record, (CairnMove) result->counters.best_move);
  if (result->solved && suite->by_tablebase[index / suite->n_configs])
    result->solved = keeps_real_result (&record->position, (CairnMove) result->counters.best_move);
  g_async_queue_push (run->finished, data);
}

CairnSuite *
cairn_suite_new (GPtrArray              *records,
                 const CairnSuiteConfig *configs,
                 guint                   n_configs,
                 const CairnSettings    *settings)
{
  CairnSuite *suite = g_new0 (CairnSuite, 1);

  suite->records = g_ptr_array_ref (records);
  suite->configs = g_memdup2 (configs, sizeof *configs * n_configs);
  suite->n_configs = n_configs;
  suite->settings = *settings;
  suite->results = g_new0 (CairnSuiteResult, records->len * n_configs);
  suite->solved = g_new0 (guint, n_configs);
  suite->nodes = g_new0 (guint64, n_configs);
  /* A position without a best move is judged by the tables where they hold it. */
  suite->by_tablebase = g_new0 (gboolean, records->len);
  for (guint r = 0; r < records->len; r++)
    {
      const CairnEpdRecord *record = g_ptr_array_index (records, r);
      CairnTablebaseOutcome outcome;
      guint plies;

      suite->by_tablebase[r] = record->best_moves->len == 0 &&
        cairn_tablebase_probe_root (&record->position, &outcome, &plies) == CAIRN_TABLEBASE_FOUND;
    }
  return suite;
}

void
cairn_suite_run_some (CairnSuite     *suite,
                      const gboolean *todo,
                      CairnSuiteDone  done,
                      gpointer        data)
{
  guint total = suite->records->len * suite->n_configs, queued = 0;
  Run run = { suite, g_async_queue_new () };
  GThreadPool *pool;

  pool = g_thread_pool_new (search_one, &run, (gint) MAX (g_get_num_processors (), 1), FALSE, NULL);
  /* Numbered from 1: a NULL item would not be queued. */
  for (guint i = 0; i < total; i++)
    if (todo == NULL || todo[i])
      {
        g_thread_pool_push (pool, GUINT_TO_POINTER (i + 1), NULL);
        queued++;
      }
  for (guint n = 1; n <= queued; n++)
    {
      guint index = GPOINTER_TO_UINT (g_async_queue_pop (run.finished)) - 1;

      if (done)
        done (index, n, queued, data);
    }
  g_thread_pool_free (pool, FALSE, TRUE);
  g_async_queue_unref (run.finished);
}

void
cairn_suite_add_up (CairnSuite *suite)
{
  guint n_configs = suite->n_configs;

  /* Totals in a fixed order, after every search is in. */
  memset (suite->solved, 0, sizeof *suite->solved * n_configs);
  memset (suite->nodes, 0, sizeof *suite->nodes * n_configs);
  for (guint i = 0; i < suite->records->len * n_configs; i++)
    {
      suite->solved[i % n_configs] += suite->results[i].solved;
      suite->nodes[i % n_configs] += suite->results[i].counters.nodes;
    }
}

typedef struct {
  CairnSuiteProgress progress;
  gpointer           data;
} Progress;

static void
report_progress (guint    index,
                 guint    done,
                 guint    total,
                 gpointer data)
{
  Progress *p = data;

  (void) index;
  if (p->progress)
    p->progress (done, total, p->data);
}

CairnSuite *
cairn_suite_run (GPtrArray              *records,
                 const CairnSuiteConfig *configs,
                 guint                   n_configs,
                 const CairnSettings    *settings,
                 CairnSuiteProgress      progress,
                 gpointer                data)
{
  CairnSuite *suite = cairn_suite_new (records, configs, n_configs, settings);
  Progress p = { progress, data };

  cairn_suite_run_some (suite, NULL, report_progress, &p);
  cairn_suite_add_up (suite);
  return suite;
}
