/* cairn-cli-find-shard.c — the finder's work as JSONL records: one per
 * block of CLI_SHARD_FIND_UNIT positions, holding its counts and every
 * case in enumeration order, enough to rank them back as one run does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-cli-fail.h"
#include "cairn-cli-find-shard.h"
#include "cairn-cli-progress.h"
#include "cairn-cli-shard.h"

guint
cli_find_units (guint n_positions)
{
  return (n_positions + CLI_SHARD_FIND_UNIT - 1) / CLI_SHARD_FIND_UNIT;
}

static gint
compare_order (gconstpointer a,
               gconstpointer b)
{
  const CairnFinderCase *x = a, *y = b;

  return x->order < y->order ? -1 : x->order > y->order;
}

/* The record's members after "unit": the counts, then the cases, each
 * naming its position by its number in the whole enumeration. */
static char *
unit_members (const CairnFinderResult *part,
              const CairnPosition     *positions,
              guint                    first,
              guint                    count)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GArray) cases = g_array_copy (part->cases);
  guint p = 0;

  g_array_sort (cases, compare_order);
  g_string_append_printf (out, "\"positions\":%u,\"searches\":%" G_GUINT64_FORMAT ",\"nodes\":%" G_GUINT64_FORMAT
                          ",\"mode_positions\":[%u,%u,%u,%u],\"cases\":[",
                          part->positions, part->searches, part->nodes,
                          part->positions_per_variant[0], part->positions_per_variant[1],
                          part->positions_per_variant[2], part->positions_per_variant[3]);
  for (guint i = 0; i < cases->len; i++)
    {
      const CairnFinderCase *c = &g_array_index (cases, CairnFinderCase, i);

      /* Cases come in position order: look forward from the last one. */
      while (p < count && !cairn_position_equal (&positions[first + p], &c->position))
        p++;
      g_assert (p < count);
      g_string_append_printf (out, "%s{\"p\":%u,\"mode\":%d,\"depth\":%u,", i ? "," : "", first + p,
                              (int) c->variant, c->depth);
      if (c->reduction == CAIRN_REDUCTION_ADAPTIVE)
        g_string_append (out, "\"reduction\":\"adaptive\"");
      else
        g_string_append_printf (out, "\"reduction\":%u", c->reduction);
      g_string_append_printf (out, ",\"plain_move\":%d,\"plain_value\":%d,\"pruned_move\":%d,\"pruned_value\":%d"
                              ",\"move_value\":%d,\"loss\":%d,\"plain_nodes\":%" G_GUINT64_FORMAT
                              ",\"pruned_nodes\":%" G_GUINT64_FORMAT ",\"cause\":%d,\"verified_right\":%s"
                              ",\"guard_right\":%s}",
                              c->plain_move, c->plain_value, c->pruned_move, c->pruned_value, c->move_value,
                              c->loss, c->plain_nodes, c->pruned_nodes, (int) c->cause,
                              c->verified_right ? "true" : "false", c->guard_right ? "true" : "false");
    }
  g_string_append_c (out, ']');
  return g_string_free (g_steal_pointer (&out), FALSE);
}

typedef struct {
  CliProgress *progress;
  guint64      before;    /* positions done in earlier units */
} UnitProgress;

static void
on_unit_progress (guint    done,
                  guint    total,
                  guint    cases,
                  gpointer data)
{
  UnitProgress *p = data;

  (void) total;
  (void) cases;
  cli_progress_update (p->progress, p->before + done);
}

int
cli_find_run_shard (CliShard                 *shard,
                    const CairnFinderOptions *options,
                    const GArray             *positions)
{
  const CairnPosition *all = (const CairnPosition *) (void *) positions->data;
  guint units = cli_find_units (positions->len);
  g_autoptr (CliProgress) progress = NULL;
  CairnFinderOptions unit_options = *options;
  UnitProgress p = { NULL, 0 };
  guint64 total = 0;
  int status;

  for (guint u = 0; u < units; u++)
    if (cli_shard_runs (shard, u))
      total += MIN (CLI_SHARD_FIND_UNIT, positions->len - u * CLI_SHARD_FIND_UNIT);
  progress = cli_progress_new (CLI_PROGRESS_POSITIONS, total);
  p.progress = progress;
  unit_options.progress = on_unit_progress;
  unit_options.progress_data = &p;

  for (guint u = 0; u < units; u++)
    {
      guint first = u * CLI_SHARD_FIND_UNIT, count = MIN (CLI_SHARD_FIND_UNIT, positions->len - first);
      g_autoptr (CairnFinderResult) part = NULL;
      g_autofree char *members = NULL;

      if (!cli_shard_runs (shard, u))
        continue;
      part = cairn_finder_run_positions (&unit_options, all + first, count, CAIRN_FINDER_RANK_LOSS);
      members = unit_members (part, all, first, count);
      p.before += count;
      if ((status = cli_shard_write (shard, u, members)))
        return status;
    }
  g_clear_pointer (&progress, cli_progress_free);
  return cli_shard_finish (shard);
}

/* One case of a record back into @c; FALSE when something is missing or
 * out of range. */
static gboolean
read_case (const CliJson            *json,
           const CairnFinderOptions *options,
           const CairnPosition      *positions,
           guint                     first,
           guint                     count,
           CairnFinderCase          *c)
{
  const CliJson *reduction = cli_json_get (json, "reduction");
  gint64 p, mode, depth, cause, v[6];
  guint64 nodes[2];
  const char *int_keys[] = { "plain_move", "plain_value", "pruned_move", "pruned_value", "move_value", "loss" };
  gint64 n;

  memset (c, 0, sizeof *c);
  if (!cli_json_get_int (json, "p", first, (gint64) first + count - 1, &p) ||
      !cli_json_get_int (json, "mode", 0, CAIRN_FINDER_N_VARIANTS - 1, &mode) ||
      !cli_json_get_int (json, "depth", 1, 64, &depth) ||
      !cli_json_get_int (json, "cause", 0, CAIRN_FINDER_N_CAUSES - 1, &cause) ||
      !cli_json_get_bool (json, "verified_right", &c->verified_right) ||
      !cli_json_get_bool (json, "guard_right", &c->guard_right) || reduction == NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (int_keys); i++)
    if (!cli_json_get_int (json, int_keys[i], G_MININT, G_MAXINT, &v[i]))
      return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      if (!cli_json_get_int (json, i ? "pruned_nodes" : "plain_nodes", 0, G_MAXINT64, &n))
        return FALSE;
      nodes[i] = (guint64) n;
    }
  if (reduction->type == CLI_JSON_STRING && g_str_equal (reduction->string, "adaptive"))
    c->reduction = CAIRN_REDUCTION_ADAPTIVE;
  else if (reduction->type == CLI_JSON_INT && reduction->integer >= 0 && reduction->integer <= 64)
    c->reduction = (guint) reduction->integer;
  else
    return FALSE;
  c->position = positions[p];
  c->variant = (CairnFinderVariant) mode;
  c->depth = (guint) depth;
  c->plain_move = (int) v[0];
  c->plain_value = (int) v[1];
  c->pruned_move = (int) v[2];
  c->pruned_value = (int) v[3];
  c->move_value = (int) v[4];
  c->loss = (int) v[5];
  c->plain_nodes = nodes[0];
  c->pruned_nodes = nodes[1];
  c->cause = (CairnFinderCause) cause;
  c->probe_window = options->probe_window;
  c->scoring = options->scoring;
  c->null_when = options->null_when;
  c->engine_parts = options->engine_parts;
  cairn_finder_case_find_real_result (c);
  return TRUE;
}

CairnFinderResult *
cli_find_result_from_shard (const CliShard           *shard,
                            const CairnFinderOptions *options,
                            const GArray             *positions,
                            CairnFinderRank           rank,
                            int                      *status)
{
  const CairnPosition *all = (const CairnPosition *) (void *) positions->data;
  g_autoptr (CairnFinderResult) result = cairn_finder_result_new ();
  guint units = cli_find_units (positions->len);

  for (guint u = 0; u < units; u++)
    {
      const CliJson *record = cli_shard_held (shard, u);
      const CliJson *cases = cli_json_get (record, "cases");
      const CliJson *per_mode = cli_json_get (record, "mode_positions");
      guint first = u * CLI_SHARD_FIND_UNIT, count = MIN (CLI_SHARD_FIND_UNIT, positions->len - first);
      gint64 n_positions, searches, nodes;
      gboolean ok;

      ok = cli_json_get_int (record, "positions", 0, count, &n_positions) &&
           cli_json_get_int (record, "searches", 0, G_MAXINT64, &searches) &&
           cli_json_get_int (record, "nodes", 0, G_MAXINT64, &nodes) &&
           cases && cases->type == CLI_JSON_ARRAY &&
           per_mode && per_mode->type == CLI_JSON_ARRAY && per_mode->items->len == CAIRN_FINDER_N_VARIANTS;
      for (guint v = 0; ok && v < CAIRN_FINDER_N_VARIANTS; v++)
        {
          const CliJson *item = g_ptr_array_index (per_mode->items, v);

          ok = item->type == CLI_JSON_INT && item->integer >= 0 && item->integer <= count;
          if (ok)
            result->positions_per_variant[v] += (guint) item->integer;
        }
      for (guint i = 0; ok && i < cases->items->len; i++)
        {
          CairnFinderCase c;

          ok = read_case (g_ptr_array_index (cases->items, i), options, all, first, count, &c);
          if (ok)
            cairn_finder_result_add_case (result, &c);
        }
      if (!ok)
        {
          *status = cli_fail_usage (_("The record of unit %u is not one of cairn-cli find's: a count or a case is missing or out of range"),
                                    u);
          return NULL;
        }
      result->positions += (guint) n_positions;
      result->searches += (guint64) searches;
      result->nodes += (guint64) nodes;
    }
  cairn_finder_result_rank (result, rank);
  *status = CLI_EXIT_OK;
  return g_steal_pointer (&result);
}
