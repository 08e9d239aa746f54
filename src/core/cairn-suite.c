/* cairn-suite.c — running an EPD suite, for cairn-cli suite, its chart
 * and the study window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cairn-count.h"
#include "cairn-suite.h"

G_DEFINE_QUARK (cairn-suite-error-quark, cairn_suite_error)

const CairnSuiteConfig cairn_suite_default_configs[4] = {
  { CAIRN_MODE_PLAIN, 0 },
  { CAIRN_MODE_NULL, 2 },
  { CAIRN_MODE_NULL, 3 },
  { CAIRN_MODE_VERIFIED, 3 },
};

const CairnSuiteConfig cairn_suite_paper_configs[3] = {
  { CAIRN_MODE_NULL, 2 },
  { CAIRN_MODE_NULL, 3 },
  { CAIRN_MODE_VERIFIED, 3 },
};

/* The reduction a configuration names when it gives none. */
#define DEFAULT_REDUCTION 3

/* A mate value: within this many plies of the game's win score. */
#define MATE_PLIES 256

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

gboolean
cairn_suite_config_equal (const CairnSuiteConfig *a,
                          const CairnSuiteConfig *b)
{
  return a->mode == b->mode && (!cairn_mode_uses_null_move (a->mode) || a->reduction == b->reduction);
}

static gboolean
add_config (GArray                 *configs,
            const CairnSuiteConfig *config,
            GError                **error)
{
  for (guint i = 0; i < configs->len; i++)
    if (cairn_suite_config_equal (&g_array_index (configs, CairnSuiteConfig, i), config))
      {
        g_autofree char *label = cairn_suite_config_label (config);

        g_set_error (error, CAIRN_SUITE_ERROR, CAIRN_SUITE_ERROR_CONFIGS,
                     _("The configuration %s is named twice"), label);
        return FALSE;
      }
  g_array_append_vals (configs, config, 1);
  return TRUE;
}

gboolean
cairn_suite_configs_parse (const char *text,
                           GArray     *configs,
                           gboolean   *paper_named,
                           GError    **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);

  *paper_named = FALSE;
  for (guint i = 0; parts[i]; i++)
    {
      CairnSuiteConfig config;

      if (g_str_equal (g_strstrip (parts[i]), "paper"))
        {
          *paper_named = TRUE;
          for (guint k = 0; k < G_N_ELEMENTS (cairn_suite_paper_configs); k++)
            if (!add_config (configs, &cairn_suite_paper_configs[k], error))
              return FALSE;
          continue;
        }
      if (!cairn_suite_config_parse (parts[i], &config, error) || !add_config (configs, &config, error))
        return FALSE;
    }
  if (configs->len == 0)
    {
      g_autofree char *shown = g_utf8_make_valid (text, -1);

      g_set_error (error, CAIRN_SUITE_ERROR, CAIRN_SUITE_ERROR_CONFIGS,
                   _("Invalid configurations “%s”: name at least one, e.g. plain,null:2,verified:3, or paper"),
                   shown);
      return FALSE;
    }
  return TRUE;
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

static gboolean
depth_parse (const char *text,
             guint       depth_max,
             guint      *depth)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, CAIRN_DEPTH_MIN, depth_max, &value, NULL))
    return FALSE;
  *depth = (guint) value;
  return TRUE;
}

gboolean
cairn_suite_depths_parse (const char *text,
                          guint       depth_max,
                          GArray     *depths,
                          GError    **error)
{
  g_autofree char *shown = g_utf8_make_valid (text, -1);
  g_auto (GStrv) ends = g_strsplit (text, "-", -1);
  guint lo, hi;

  if (g_strv_length (ends) < 1 || g_strv_length (ends) > 2 ||
      !depth_parse (g_strstrip (ends[0]), depth_max, &lo) ||
      !depth_parse (g_strstrip (ends[ends[1] ? 1 : 0]), depth_max, &hi))
    {
      g_set_error (error, CAIRN_SUITE_ERROR, CAIRN_SUITE_ERROR_DEPTHS,
                   _("Invalid depth limits “%s”: give one, or a range such as 5-9, each a whole number from %u to %u"),
                   shown, CAIRN_DEPTH_MIN, depth_max);
      return FALSE;
    }
  if (hi < lo)
    {
      g_set_error (error, CAIRN_SUITE_ERROR, CAIRN_SUITE_ERROR_DEPTHS,
                   _("Invalid depth limits “%s”: the range runs from the lower depth to the higher, e.g. %u-%u"),
                   shown, hi, lo);
      return FALSE;
    }
  for (guint d = lo; d <= hi; d++)
    g_array_append_val (depths, d);
  return TRUE;
}

gboolean
cairn_suite_check_records (GPtrArray  *records,
                           const char *name,
                           GError    **error)
{
  for (guint r = 0; r < records->len; r++)
    {
      const CairnEpdRecord *record = g_ptr_array_index (records, r);

      CairnTablebaseOutcome outcome;
      guint plies;

      /* Where the endgame tables hold the position, they say. */
      if (record->best_moves->len == 0 && record->avoid_moves->len == 0 && record->mate_in == 0 &&
          cairn_game_tablebase_probe_root (&record->position, &outcome, &plies) != CAIRN_TABLEBASE_FOUND)
        {
          g_autofree char *shown = g_utf8_make_valid (name, -1);

          g_set_error (error, CAIRN_SUITE_ERROR, CAIRN_SUITE_ERROR_RECORD,
                       _("Line %u of “%s”: no bm, am or dm, and no endgame table holds the position, so nothing "
                         "says what solves it"),
                       record->line, shown);
          return FALSE;
        }
    }
  return TRUE;
}

const CairnSuiteClass cairn_suite_class_order[CAIRN_SUITE_N_CLASSES] = {
  CAIRN_SUITE_SOLVED, CAIRN_SUITE_TIED, CAIRN_SUITE_BEYOND, CAIRN_SUITE_NOT_SOLVED, CAIRN_SUITE_CAPPED,
};

static const char *const class_ids[CAIRN_SUITE_N_CLASSES] = {
  "capped", "beyond", "not_solved", "tied", "solved",
};

const char *
cairn_suite_class_to_string (CairnSuiteClass verdict)
{
  g_return_val_if_fail ((guint) verdict < CAIRN_SUITE_N_CLASSES, "");
  return class_ids[verdict];
}

const char *
cairn_suite_class_to_label (CairnSuiteClass verdict)
{
  switch (verdict)
    {
    case CAIRN_SUITE_CAPPED:
      /* Translators: a suite search the node cap stopped */
      return _("capped");
    case CAIRN_SUITE_BEYOND:
      /* Translators: a mate longer than the depth limit can see */
      return _("beyond the depth");
    case CAIRN_SUITE_NOT_SOLVED:
      return _("not solved");
    case CAIRN_SUITE_TIED:
      /* Translators: a best move played, but another move scores the same:
       * solved by move order only */
      return _("tied");
    case CAIRN_SUITE_SOLVED:
    default:
      return _("solved");
    }
}

gboolean
cairn_suite_class_parse (const char      *text,
                         CairnSuiteClass *verdict)
{
  for (guint i = 0; i < CAIRN_SUITE_N_CLASSES; i++)
    if (g_str_equal (text, class_ids[i]))
      {
        *verdict = (CairnSuiteClass) i;
        return TRUE;
      }
  return FALSE;
}

void
cairn_suite_free (CairnSuite *suite)
{
  if (suite == NULL)
    return;
  g_clear_pointer (&suite->records, g_ptr_array_unref);
  g_free (suite->configs);
  g_free (suite->depths);
  g_free (suite->results);
  g_free (suite->totals);
  g_free (suite->by_tablebase);
  g_free (suite->same_as);
  g_free (suite);
}

/* Configurations that make one search (with engine part gate, null R 2
 * and null R 3: the probe's depth is Stockfish's formula) run once. */
static gboolean
same_search (const CairnSuite       *suite,
             const CairnSuiteConfig *a,
             const CairnSuiteConfig *b)
{
  CairnSettings sa = suite->settings, sb = suite->settings;

  sa.mode = a->mode;
  sa.reduction = a->reduction;
  sb.mode = b->mode;
  sb.reduction = b->reduction;
  /* Both share the suite's null-move rule: the game does not matter. */
  return cairn_settings_same_search (&sa, &sb, NULL);
}

CairnSuite *
cairn_suite_new (GPtrArray              *records,
                 const CairnSuiteConfig *configs,
                 guint                   n_configs,
                 const guint            *depths,
                 guint                   n_depths,
                 guint                   baseline,
                 const CairnSettings    *settings)
{
  CairnSuite *suite;

  g_return_val_if_fail (records != NULL && n_configs > 0 && n_depths > 0, NULL);
  g_return_val_if_fail (baseline < n_configs, NULL);

  suite = g_new0 (CairnSuite, 1);
  suite->records = g_ptr_array_ref (records);
  suite->configs = g_memdup2 (configs, sizeof *configs * n_configs);
  suite->n_configs = n_configs;
  suite->depths = g_memdup2 (depths, sizeof *depths * n_depths);
  suite->n_depths = n_depths;
  suite->baseline = baseline;
  suite->settings = *settings;
  suite->settings.depth = depths[0];
  suite->settings.root_move = CAIRN_NO_MOVE;
  suite->results = g_new0 (CairnSuiteResult, cairn_suite_n_units (suite));
  suite->totals = g_new0 (CairnSuiteTotals, n_depths * n_configs);
  for (guint u = 0; u < cairn_suite_n_units (suite); u++)
    {
      suite->results[u].counters.best_move = -1;
      suite->results[u].tie_move = -1;
      suite->results[u].verdict = CAIRN_SUITE_NOT_SOLVED;
    }
  suite->same_as = g_new0 (guint, n_configs);
  for (guint c = 0; c < n_configs; c++)
    {
      suite->same_as[c] = c;
      for (guint k = 0; k < c; k++)
        if (same_search (suite, &configs[k], &configs[c]))
          {
            suite->same_as[c] = k;
            break;
          }
    }
  /* A line without bm is judged by the tables where they hold it. */
  suite->by_tablebase = g_new0 (gboolean, MAX (records->len, 1));
  for (guint r = 0; r < records->len; r++)
    {
      const CairnEpdRecord *record = g_ptr_array_index (records, r);
      CairnTablebaseOutcome outcome;
      guint plies;

      suite->by_tablebase[r] = record->best_moves->len == 0 &&
        cairn_game_tablebase_probe_root (&record->position, &outcome, &plies) == CAIRN_TABLEBASE_FOUND;
    }
  return suite;
}

guint
cairn_suite_n_units (const CairnSuite *suite)
{
  return suite->n_depths * suite->records->len * suite->n_configs;
}

/* Units run the deepest limit first: the longest searches start early
 * (the last to finish is a short one), and a stopped --jsonl run has
 * kept the dearest. */
static guint
unit_of (const CairnSuite *suite,
         guint             depth_index,
         guint             record,
         guint             config)
{
  guint d = suite->n_depths - 1 - depth_index;

  return (d * suite->records->len + record) * suite->n_configs + config;
}

static guint
depth_index_of (const CairnSuite *suite,
                guint             unit)
{
  return suite->n_depths - 1 - unit / (suite->records->len * suite->n_configs);
}

CairnSuiteResult *
cairn_suite_result (CairnSuite *suite,
                    guint       depth_index,
                    guint       record,
                    guint       config)
{
  return &suite->results[unit_of (suite, depth_index, record, config)];
}

const CairnSuiteTotals *
cairn_suite_totals (const CairnSuite *suite,
                    guint             depth_index,
                    guint             config)
{
  return &suite->totals[depth_index * suite->n_configs + config];
}

/* The move reaches the best result the tables give the side to move. */
static gboolean
keeps_real_result (const CairnPosition *position,
                   CairnMove            move)
{
  CairnTablebaseOutcome root, after;
  guint plies;

  return cairn_game_tablebase_probe_root (position, &root, &plies) == CAIRN_TABLEBASE_FOUND &&
         cairn_game_tablebase_probe_move (position, move, &after, &plies) && after == root;
}

/* What the line accepts: a bm (when it has any), never an am, and where
 * the tables judge it, a move that keeps the real result. */
static gboolean
accepted (const CairnSuite     *suite,
          guint                 r,
          const CairnEpdRecord *record,
          int                   move)
{
  if (move < 0 || !cairn_epd_record_solved (record, (CairnMove) move))
    return FALSE;
  if (record->best_moves->len == 0 && suite->by_tablebase[r])
    return keeps_real_result (&record->position, (CairnMove) move);
  return TRUE;
}

/* The plies to the mate @value announces for the side to move (max: White),
 * or 0 when it is no mate of theirs. */
static guint
mate_plies (const CairnGame *game,
            int              value,
            gboolean         max)
{
  int win = game->win_score;

  if (win <= 0)
    return 0;
  if (max && value >= win - MATE_PLIES)
    return (guint) MAX (win - value, 1);
  if (!max && value <= -(win - MATE_PLIES))
    return (guint) MAX (win + value, 1);
  return 0;
}

/* Does @move alone reach @value (max: at least it; min: at most it) under
 * @settings?  A zero window at @value asks it, as the search's own PVS
 * asks its later root moves.  FALSE with *@capped when the cap stopped
 * it. */
static gboolean
move_reaches (const CairnPosition *position,
              const CairnSettings *settings,
              CairnMove            move,
              int                  value,
              gboolean             max,
              guint64             *nodes,
              gboolean            *capped)
{
  CairnSettings alone = *settings;
  CairnCounters counters;

  alone.root_move = move;
  alone.root_alpha = max ? value - 1 : value;
  alone.root_beta = max ? value : value + 1;
  *capped = !cairn_count_search (position, &alone, &counters);
  *nodes += counters.nodes;
  if (*capped)
    return FALSE;
  return max ? counters.value >= value : counters.value <= value;
}

void
cairn_suite_run_unit (CairnSuite *suite,
                      guint       unit)
{
  guint nr = suite->records->len, nc = suite->n_configs;
  guint c = unit % nc, r = unit / nc % nr, d = depth_index_of (suite, unit);
  const CairnEpdRecord *record = g_ptr_array_index (suite->records, r);
  const CairnGame *game = cairn_position_game (&record->position);
  const CairnSuiteConfig *config = &suite->configs[c];
  CairnSuiteResult *result = &suite->results[unit];
  CairnSettings settings = suite->settings;
  gboolean max = record->position.to_move == CAIRN_SIDE_X;
  CairnMove moves[CAIRN_MAX_MOVES];
  guint n, plies;
  int best;

  settings.depth = suite->depths[d];
  settings.mode = config->mode;
  if (cairn_mode_uses_null_move (config->mode))
    settings.reduction = config->reduction;
  result->test_nodes = 0;
  result->tie_move = -1;
  if (!cairn_count_search (&record->position, &settings, &result->counters))
    {
      result->verdict = CAIRN_SUITE_CAPPED;
      return;
    }
  best = result->counters.best_move;
  plies = mate_plies (game, result->counters.value, max);

  /* A mate in n is 2n - 1 plies deep: a shallower search that saw no
   * mate cannot have solved it, whatever it played. */
  if (record->mate_in > 0 && 2 * record->mate_in - 1 > settings.depth && plies == 0)
    {
      result->verdict = CAIRN_SUITE_BEYOND;
      return;
    }
  if (!accepted (suite, r, record, best))
    {
      /* A mate for another move: the line's own lies deeper. */
      result->verdict = plies > 0 && (record->best_moves->len > 0 || record->mate_in > 0)
                        ? CAIRN_SUITE_BEYOND : CAIRN_SUITE_NOT_SOLVED;
      return;
    }
  if (record->mate_in > 0 && (plies == 0 || plies > 2 * record->mate_in - 1))
    {
      result->verdict = CAIRN_SUITE_NOT_SOLVED;
      return;
    }

  /* Unique: no move the line does not accept is as good. */
  n = game->legal_moves (&record->position.board, record->position.to_move, moves);
  for (guint i = 0; i < n; i++)
    {
      gboolean capped;

      if ((int) moves[i] == best || accepted (suite, r, record, (int) moves[i]))
        continue;
      if (move_reaches (&record->position, &settings, moves[i], result->counters.value, max,
                        &result->test_nodes, &capped))
        {
          result->verdict = CAIRN_SUITE_TIED;
          result->tie_move = (int) moves[i];
          return;
        }
      if (capped)
        {
          result->verdict = CAIRN_SUITE_CAPPED;
          return;
        }
    }
  result->verdict = CAIRN_SUITE_SOLVED;
}

typedef struct {
  CairnSuite   *suite;
  GAsyncQueue  *finished;   /* one item per search done */
  const gint   *stop;
} Run;

static gboolean
stopped (const gint *stop)
{
  return stop != NULL && g_atomic_int_get (stop) != 0;
}

static void
run_job (gpointer data,
         gpointer user_data)
{
  Run *run = user_data;
  guint unit = GPOINTER_TO_UINT (data) - 1;

  if (!stopped (run->stop))
    cairn_suite_run_unit (run->suite, unit);
  g_async_queue_push (run->finished, data);
}

gboolean
cairn_suite_run_some (CairnSuite     *suite,
                      const gboolean *todo,
                      CairnSuiteDone  done,
                      gpointer        data,
                      const gint     *stop)
{
  guint total_units = cairn_suite_n_units (suite), nc = suite->n_configs;
  Run run = { suite, g_async_queue_new (), stop };
  g_autofree gboolean *queued = g_new0 (gboolean, MAX (total_units, 1));
  g_autoptr (GPtrArray) jobs = g_ptr_array_new ();
  guint total = 0, n = 0;
  GThreadPool *pool;

  /* A search another configuration shares runs once, as its first. */
  for (guint u = 0; u < total_units; u++)
    if (todo == NULL || todo[u])
      {
        guint primary = u - u % nc + suite->same_as[u % nc];

        total++;
        if (!queued[primary])
          {
            queued[primary] = TRUE;
            /* Numbered from 1: a NULL item would not be queued. */
            g_ptr_array_add (jobs, GUINT_TO_POINTER (primary + 1));
          }
      }

  pool = g_thread_pool_new (run_job, &run, (gint) MAX (g_get_num_processors (), 1), FALSE, NULL);
  for (guint j = 0; j < jobs->len; j++)
    g_thread_pool_push (pool, g_ptr_array_index (jobs, j), NULL);
  for (guint j = 0; j < jobs->len; j++)
    {
      guint primary = GPOINTER_TO_UINT (g_async_queue_pop (run.finished)) - 1;
      guint base = primary - primary % nc;

      if (stopped (stop))
        continue;
      for (guint c = 0; c < nc; c++)
        {
          guint u = base + c;

          if (suite->same_as[c] != primary % nc)
            continue;
          if (u != primary)
            suite->results[u] = suite->results[primary];
          if (todo == NULL || todo[u])
            {
              n++;
              if (done)
                done (u, n, total, data);
            }
        }
    }
  g_thread_pool_free (pool, FALSE, TRUE);
  g_async_queue_unref (run.finished);
  return !stopped (stop);
}

void
cairn_suite_add_up (CairnSuite *suite)
{
  guint nc = suite->n_configs;

  /* Totals in a fixed order, after every search is in. */
  memset (suite->totals, 0, sizeof *suite->totals * suite->n_depths * nc);
  for (guint u = 0; u < cairn_suite_n_units (suite); u++)
    {
      const CairnSuiteResult *result = &suite->results[u];
      CairnSuiteTotals *totals = &suite->totals[depth_index_of (suite, u) * nc + u % nc];

      totals->count[result->verdict]++;
      totals->nodes += result->counters.nodes;
      totals->test_nodes += result->test_nodes;
    }
}

static gboolean
find_config (const CairnSuite       *suite,
             const CairnSuiteConfig *config,
             guint                  *index)
{
  for (guint c = 0; c < suite->n_configs; c++)
    if (cairn_suite_config_equal (&suite->configs[c], config))
      {
        *index = c;
        return TRUE;
      }
  return FALSE;
}

gboolean
cairn_suite_claims (const CairnSuite *suite,
                    CairnSuiteClaims *claims)
{
  memset (claims, 0, sizeof *claims);
  if (!find_config (suite, &cairn_suite_paper_configs[0], &claims->r2) ||
      !find_config (suite, &cairn_suite_paper_configs[1], &claims->r3) ||
      !find_config (suite, &cairn_suite_paper_configs[2], &claims->verified))
    return FALSE;
  claims->r2_is_r3 = suite->same_as[claims->r2] == suite->same_as[claims->r3];
  for (guint d = 0; d < suite->n_depths && d < CAIRN_DEPTH_MAX; d++)
    {
      const CairnSuiteTotals *r2 = cairn_suite_totals (suite, d, claims->r2);
      const CairnSuiteTotals *r3 = cairn_suite_totals (suite, d, claims->r3);
      const CairnSuiteTotals *v = cairn_suite_totals (suite, d, claims->verified);

      claims->between[d] = v->nodes >= MIN (r2->nodes, r3->nodes) && v->nodes <= MAX (r2->nodes, r3->nodes);
      claims->solves_as_many[d] = v->count[CAIRN_SUITE_SOLVED] >= r2->count[CAIRN_SUITE_SOLVED];
      claims->capped[d] = r2->count[CAIRN_SUITE_CAPPED] + r3->count[CAIRN_SUITE_CAPPED] +
                          v->count[CAIRN_SUITE_CAPPED];
    }
  return TRUE;
}
