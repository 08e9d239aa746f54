/* cairn-cli-suite.c — the suite subcommand: an EPD test suite under plain
 * alpha-beta and null-move configurations.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "cairn-chart.h"
#include "cairn-cli.h"
#include "cairn-tablebase.h"
#include "cairn-cli-progress.h"
#include "cairn-cli-shard.h"
#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-suite.h"
#include "cairn-suite-chart.h"

#define DEFAULT_DEPTH "5"

static int
parse_configs (const char *text,
               GArray     *configs)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  g_autoptr (GError) error = NULL;

  for (guint i = 0; parts[i]; i++)
    {
      CairnSuiteConfig config;

      if (!cairn_suite_config_parse (parts[i], &config, &error))
        return cli_fail_usage ("%s", error->message);
      g_array_append_val (configs, config);
    }
  if (configs->len == 0)
    return cli_fail_usage (_("Invalid --configs “%s”: name at least one, e.g. plain,null:2,verified:3"), text);
  return CLI_EXIT_OK;
}

static char *
ratio_text (guint64 nodes,
            guint64 baseline)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (baseline == 0)
    return g_strdup ("-");
  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.2f", (double) nodes / (double) baseline));
}

/* "Kf6 Kf7": the moves of @moves in SAN. */
static char *
moves_text (const CairnEpdRecord *record,
            const GArray         *moves)
{
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint i = 0; i < moves->len; i++)
    {
      g_autofree char *san = cli_move_to_text (&record->position, g_array_index (moves, CairnMove, i));

      g_string_append_printf (out, i ? " %s" : "%s", san);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static guint
max_width (guint       width,
           const char *text)
{
  return MAX (width, (guint) g_utf8_strlen (text, -1));
}

static void
append_text (GString          *out,
             const CairnSuite *suite,
             const char       *path)
{
  guint n = suite->records->len, nc = suite->n_configs;
  g_autofree char **labels = g_new0 (char *, nc + 1);
  g_autofree char *options = cairn_settings_options_text (&suite->settings, cairn_epd_game ());
  const char *solved_word = _("solved"), *missed_word = _("not solved");
  guint label_width = 0, move_width = 0, word_width;
  gboolean plain_first = nc > 1 && suite->configs[0].mode == CAIRN_MODE_PLAIN;
  guint plain_missed = 0, unsolved = 0;

  for (guint c = 0; c < nc; c++)
    {
      labels[c] = cairn_suite_config_label (&suite->configs[c]);
      label_width = max_width (label_width, labels[c]);
    }
  for (guint i = 0; i < n * nc; i++)
    {
      const CairnEpdRecord *record = g_ptr_array_index (suite->records, i / nc);
      g_autofree char *san = cli_move_to_text (&record->position, suite->results[i].counters.best_move);

      move_width = max_width (move_width, san);
    }
  word_width = max_width (max_width (0, solved_word), missed_word);

  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Suite “%s”: %u position, depth limit %u",
                                            "Suite “%s”: %u positions, depth limit %u", n),
                          path, n, suite->settings.depth);
  if (suite->settings.guard)
    g_string_append_printf (out, ", %s", _("horizon guard"));
  if (options)
    g_string_append_printf (out, ", %s", options);
  g_string_append (out, "\n");
  /* Translators: -d is the option's name; 1 to 12 the depths it takes */
  g_string_append_printf (out, "%s\n", _("Set another depth limit with -d N, from 1 to 12."));

  for (guint r = 0; r < n; r++)
    {
      const CairnEpdRecord *record = g_ptr_array_index (suite->records, r);
      const char *id = cairn_epd_record_get (record, "id");
      g_autofree char *fen = cairn_epd_record_fen (record);

      g_string_append (out, "\n");
      if (id)
        g_string_append_printf (out, _("%s (line %u): %s"), id, record->line, fen);
      else
        g_string_append_printf (out, _("Line %u: %s"), record->line, fen);
      if (record->best_moves->len)
        {
          g_autofree char *bm = moves_text (record, record->best_moves);

          g_string_append_printf (out, ", bm %s", bm);
        }
      if (record->avoid_moves->len)
        {
          g_autofree char *am = moves_text (record, record->avoid_moves);

          g_string_append_printf (out, ", am %s", am);
        }
      g_string_append (out, "\n");
      if (suite->by_tablebase[r])
        {
          g_autofree CairnTablebaseVerdict *verdict = g_new (CairnTablebaseVerdict, 1);
          g_autofree char *real = NULL;

          cairn_tablebase_probe (&record->position, verdict);
          real = cairn_tablebase_describe (&record->position, verdict);
          /* Translators: a position without bm, judged by the real
           * result; %s: "In real chess (tablebase): White wins, …" */
          g_string_append_printf (out, _("  no bm: solved by a move that keeps the real result. %s\n"), real);
        }
      for (guint c = 0; c < nc; c++)
        {
          const CairnSuiteResult *result = &suite->results[r * nc + c];
          g_autofree char *san = cli_move_to_text (&record->position, result->counters.best_move);
          g_autofree char *label = cli_pad_end (labels[c], label_width);
          g_autofree char *move = cli_pad_end (san, move_width);
          g_autofree char *word = cli_pad_end (result->solved ? solved_word : missed_word, word_width);
          g_autofree char *count = cairn_format_count (result->counters.nodes);
          g_autofree char *count_padded = cli_pad (count, 11);

          const char *blame = "";

          /* Whose failure it is: the pruning's own, or one plain alpha-beta
           * shares at this depth. */
          if (plain_first && c > 0 && !result->solved)
            blame = suite->results[r * nc].solved ? _("  (plain solves it)") : _("  (plain fails too)");
          g_string_append_printf (out, "  %s  %s  %s %s %s%s\n", label, move, word, count_padded,
                                  g_dngettext (GETTEXT_PACKAGE, "node", "nodes", result->counters.nodes), blame);
        }
      if (plain_first && !suite->results[r * nc].solved)
        {
          gboolean any = FALSE;

          for (guint c = 0; c < nc; c++)
            any = any || suite->results[r * nc + c].solved;
          plain_missed++;
          if (!any)
            {
              unsolved++;
              g_string_append_printf (out, _("  No configuration solves it at depth limit %u.\n"),
                                      suite->settings.depth);
            }
        }
    }

  {
    const char *head_config = _("configuration"), *head_solved = _("solved"), *head_nodes = _("nodes");
    g_autofree char *head_ratio = g_strdup_printf (_("ratio to %s"), labels[0]);
    /* Translators: a column: positions plain alpha-beta solves and this
     * configuration does not */
    const char *head_own = _("fails where plain solves");
    guint config_width = max_width (label_width, head_config);
    guint solved_width = 0, nodes_width = max_width (11, head_nodes);
    g_autofree char *h1 = cli_pad_end (head_config, config_width);
    g_autofree char *h2 = NULL;
    g_autofree char *h3 = cli_pad (head_nodes, nodes_width);

    for (guint c = 0; c < nc; c++)
      {
        g_autofree char *s = g_strdup_printf (_("%u of %u"), suite->solved[c], n);

        solved_width = max_width (solved_width, s);
      }
    solved_width = max_width (solved_width, head_solved);
    h2 = cli_pad (head_solved, solved_width);
    g_string_append_printf (out, "\n%s  %s  %s  %s", h1, h2, h3, head_ratio);
    if (plain_first)
      g_string_append_printf (out, "  %s", head_own);
    g_string_append_c (out, '\n');
    for (guint c = 0; c < nc; c++)
      {
        g_autofree char *label = cli_pad_end (labels[c], config_width);
        g_autofree char *s = g_strdup_printf (_("%u of %u"), suite->solved[c], n);
        g_autofree char *s_padded = cli_pad (s, solved_width);
        g_autofree char *count = cairn_format_count (suite->nodes[c]);
        g_autofree char *count_padded = cli_pad (count, nodes_width);
        g_autofree char *ratio = ratio_text (suite->nodes[c], suite->nodes[0]);
        g_autofree char *ratio_padded = cli_pad (ratio, (guint) g_utf8_strlen (head_ratio, -1));

        g_string_append_printf (out, "%s  %s  %s  %s", label, s_padded, count_padded, ratio_padded);
        if (plain_first && c > 0)
          {
            guint own = 0;

            for (guint r = 0; r < n; r++)
              own += suite->results[r * nc].solved && !suite->results[r * nc + c].solved;
            g_string_append_printf (out, "  %*u", (int) g_utf8_strlen (head_own, -1), own);
          }
        g_string_append_c (out, '\n');
      }
    if (plain_first && plain_missed)
      {
        g_string_append_c (out, '\n');
        /* Translators: after the table; %u of %u positions, then how many
         * of them no configuration solves, then the depth limit */
        g_string_append_printf (out, _("Plain alpha-beta fails %u of %u positions too, and no configuration "
                                       "solves %u of them at depth limit %u: null move is not to blame for "
                                       "those. The last column counts each configuration's own failures: "
                                       "positions plain alpha-beta solves and it does not.\n"),
                                plain_missed, n, unsolved, suite->settings.depth);
      }
  }
  for (guint c = 0; c < nc; c++)
    g_free (labels[c]);
}

static void
append_config_json (GString                *out,
                    const CairnSuiteConfig *config)
{
  g_string_append_printf (out, "\"mode\":\"%s\"", cairn_mode_to_string (config->mode));
  if (!cairn_mode_uses_null_move (config->mode))
    return;
  if (config->reduction == CAIRN_REDUCTION_ADAPTIVE)
    g_string_append (out, ",\"reduction\":\"adaptive\"");
  else
    g_string_append_printf (out, ",\"reduction\":%u", config->reduction);
}

static void
append_moves_json (GString              *out,
                   const CairnEpdRecord *record,
                   const GArray         *moves)
{
  const CairnGame *game = cairn_position_game (&record->position);

  g_string_append_c (out, '[');
  for (guint i = 0; i < moves->len; i++)
    {
      if (i)
        g_string_append_c (out, ',');
      cli_append_move_json (out, game, (int) g_array_index (moves, CairnMove, i));
    }
  g_string_append_c (out, ']');
}

static void
append_json (GString          *out,
             const CairnSuite *suite,
             const char       *path)
{
  guint n = suite->records->len, nc = suite->n_configs;

  g_string_append (out, "{\"file\":");
  cairn_json_append_string (out, path);
  g_string_append_printf (out, ",\"game\":\"%s\",\"depth\":%u,\"guard\":%s,\"probe_window\":\"%s\",\"null_when\":\"%s\"",
                          cairn_epd_game ()->id, suite->settings.depth,
                          suite->settings.guard ? "true" : "false",
                          cairn_probe_window_to_string (suite->settings.probe_window),
                          cairn_null_when_to_string (suite->settings.null_when));
  cli_append_engine_parts_json (out, suite->settings.engine_parts);
  g_string_append (out, ",\"configs\":[");
  for (guint c = 0; c < nc; c++)
    {
      g_string_append (out, c ? ",{" : "{");
      append_config_json (out, &suite->configs[c]);
      g_string_append_c (out, '}');
    }
  g_string_append (out, "],\"positions\":[");
  for (guint r = 0; r < n; r++)
    {
      const CairnEpdRecord *record = g_ptr_array_index (suite->records, r);
      const CairnGame *game = cairn_position_game (&record->position);
      const char *id = cairn_epd_record_get (record, "id");
      g_autofree char *fen = cairn_epd_record_fen (record);

      g_string_append_printf (out, "%s{\"line\":%u,\"id\":", r ? "," : "", record->line);
      if (id)
        cairn_json_append_string (out, id);
      else
        g_string_append (out, "null");
      g_string_append (out, ",\"fen\":");
      cairn_json_append_string (out, fen);
      g_string_append (out, ",\"bm\":");
      append_moves_json (out, record, record->best_moves);
      g_string_append (out, ",\"am\":");
      append_moves_json (out, record, record->avoid_moves);
      /* A position without bm judged by the endgame tables says so. */
      if (suite->by_tablebase[r])
        g_string_append (out, ",\"judged_by\":\"tablebase\"");
      g_string_append (out, ",\"results\":[");
      for (guint c = 0; c < nc; c++)
        {
          const CairnSuiteResult *result = &suite->results[r * nc + c];
          g_autofree char *san = cli_move_to_text (&record->position, result->counters.best_move);

          g_string_append (out, c ? ",{\"move\":" : "{\"move\":");
          cli_append_move_json (out, game, result->counters.best_move);
          g_string_append (out, ",\"san\":");
          if (result->counters.best_move >= 0)
            cairn_json_append_string (out, san);
          else
            g_string_append (out, "null");
          g_string_append_printf (out, ",\"solved\":%s,\"value\":%d,\"nodes\":%" G_GUINT64_FORMAT "}",
                                  result->solved ? "true" : "false", result->counters.value,
                                  result->counters.nodes);
        }
      g_string_append (out, "]}");
    }
  g_string_append (out, "],\"totals\":[");
  for (guint c = 0; c < nc; c++)
    {
      g_autofree char *ratio = ratio_text (suite->nodes[c], suite->nodes[0]);

      g_string_append (out, c ? ",{" : "{");
      append_config_json (out, &suite->configs[c]);
      g_string_append_printf (out, ",\"solved\":%u,\"nodes\":%" G_GUINT64_FORMAT ",\"ratio\":%s}",
                              suite->solved[c], suite->nodes[c], suite->nodes[0] ? ratio : "null");
    }
  g_string_append (out, "]}\n");
}

/* A CSV field, quoted when it holds a comma, a quote or a line break. */
static void
append_csv_field (GString    *out,
                  const char *text)
{
  if (strpbrk (text, ",\"\r\n") == NULL)
    {
      g_string_append (out, text);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

static void
append_csv (GString          *out,
            const CairnSuite *suite)
{
  guint nc = suite->n_configs;

  g_string_append (out, "line,id,mode,reduction,move,san,solved,value,nodes\n");
  for (guint r = 0; r < suite->records->len; r++)
    {
      const CairnEpdRecord *record = g_ptr_array_index (suite->records, r);
      const CairnGame *game = cairn_position_game (&record->position);
      const char *id = cairn_epd_record_get (record, "id");

      for (guint c = 0; c < nc; c++)
        {
          const CairnSuiteConfig *config = &suite->configs[c];
          const CairnSuiteResult *result = &suite->results[r * nc + c];
          int best = result->counters.best_move;
          g_autofree char *reduction = cairn_mode_uses_null_move (config->mode)
                                       ? cairn_reduction_to_string (config->reduction) : g_strdup ("");
          g_autofree char *move = best >= 0 ? game->move_to_string ((CairnMove) best) : g_strdup ("");
          g_autofree char *san = best >= 0 ? cli_move_to_text (&record->position, best) : g_strdup ("");

          g_string_append_printf (out, "%u,", record->line);
          append_csv_field (out, id ? id : "");
          g_string_append_printf (out, ",%s,%s,%s,", cairn_mode_to_string (config->mode), reduction, move);
          append_csv_field (out, san);
          g_string_append_printf (out, ",%s,%d,%" G_GUINT64_FORMAT "\n", result->solved ? "true" : "false",
                                  result->counters.value, result->counters.nodes);
        }
    }
}

static void
show_progress (guint    index,
               guint    n,
               guint    total,
               gpointer data)
{
  (void) index;
  (void) total;
  cli_progress_update (data, n);
}

int
cli_command_suite (int argc, char **argv)
{
  g_autofree char *configs_text = NULL;
  g_autofree char *depth_text = NULL;
  g_autofree char *probe_window_text = NULL;
  g_autofree char *null_when_text = NULL;
  g_autofree char *engine_parts_text = NULL;
  g_autofree char *node_cap_text = NULL;
  g_autofree char *plot = NULL;
  g_autofree char *output = NULL;
  gboolean guard = FALSE, json = FALSE, csv = FALSE;
  g_auto (CliShardOptions) shard_options = { NULL };
  g_auto (GStrv) shard_args = cli_shard_args (argc, argv);
  g_autoptr (CliShard) shard = NULL;
  const GOptionEntry entries[] = {
    { "configs", 'c', 0, G_OPTION_ARG_STRING, &configs_text,
      N_("Configurations: modes with R after a colon (default: plain,null:2,null:3,verified:3)"), N_("LIST") },
    { "depth", 'd', 0, G_OPTION_ARG_STRING, &depth_text,
      N_("Depth limit of every search, 1 to 12 (default: 5)"), N_("N") },
    { "guard", 0, 0, G_OPTION_ARG_NONE, &guard,
      N_("Horizon guard: skip null probes that would land on the horizon"), NULL },
    { "probe-window", 0, 0, G_OPTION_ARG_STRING, &probe_window_text,
      N_("The window a null probe searches: full, the node's own as in the seed, or zero, a null window at β (max node) or α (min node) as engines use (default: full)"),
      N_("full|zero") },
    { "null-when", 0, 0, G_OPTION_ARG_STRING, &null_when_text,
      N_("When to try a null move: always, wherever the rules allow one as in the seed, or pieces, only when the side to move has a knight, bishop, rook or queen, as engines such as Stockfish do (default: always); tic-tac-toe has no such pieces and searches alike under both"),
      N_("always|pieces") },
    { "engine-parts", 0, 0, G_OPTION_ARG_STRING, &engine_parts_text,
      N_("Search in the engine style (DESIGN 1d) with these parts, comma-separated: qsearch, order, pvs, tt, id, check, draws, gate, or engine for all of them (default: none, the seed style)"),
      N_("PARTS") },
    { "node-cap", 0, 0, G_OPTION_ARG_STRING, &node_cap_text,
      N_("Stop with an error when one search passes this many nodes (default: 20,000,000)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON instead of text"), NULL },
    { "csv", 0, 0, G_OPTION_ARG_NONE, &csv, N_("Print CSV instead of text, a row per position and configuration"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the report to FILE instead of the standard output"), N_("FILE") },
    { "plot", 0, 0, G_OPTION_ARG_FILENAME, &plot,
      N_("Also draw positions solved against nodes per configuration: FILE.png, .svg or .pdf"), N_("FILE") },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    cli_context_new ("suite", _("FILE.epd"),
                     _("Run an EPD test suite under plain alpha-beta and null-move configurations: the move each plays, whether it solves each position (plays a bm, avoids every am) and its nodes."));
  g_autoptr (GArray) configs = g_array_new (FALSE, FALSE, sizeof (CairnSuiteConfig));
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (CairnSuite) suite = NULL;
  g_autofree char *tablebases = NULL;
  g_autofree GOptionEntry *tb_entries = cli_tablebase_entries (&tablebases);
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  const CairnGame *game = cairn_epd_game ();
  g_autofree char *shown_path = NULL;
  CairnSettings settings;
  const char *path;
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, tb_entries, GETTEXT_PACKAGE);
  cli_shard_add_entries (context, &shard_options);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return cli_fail_usage (_("%s (see “cairn-cli %s --help”)"), error->message, "suite");
  if ((status = cli_tablebase_apply (tablebases)))
    return status;
  if (argc < 2)
    return cli_fail_usage (_("Missing the EPD file (see “cairn-cli suite --help”)"));
  if (argc > 2)
    return cli_fail_usage (_("Unexpected argument “%s” for %s (see “cairn-cli %s --help”)"),
                           argv[2], "suite", "suite");
  path = argv[1];
  shown_path = g_utf8_make_valid (path, -1);

  cairn_settings_init_default (&settings);
  if (!cairn_depth_parse_for_game (game, depth_text ? depth_text : DEFAULT_DEPTH, &settings.depth, &error) ||
      (probe_window_text && !cairn_probe_window_parse (probe_window_text, &settings.probe_window, &error)))
    return cli_fail_usage ("%s", error->message);
  if (null_when_text && !cairn_null_when_parse (null_when_text, &settings.null_when, NULL))
    return cli_fail_usage (_("--null-when: “%s” is not allowed: use always or pieces"), null_when_text);
  if (engine_parts_text && !cairn_engine_parts_parse (engine_parts_text, &settings.engine_parts, &error))
    return cli_fail_usage ("--engine-parts: %s", error->message);
  settings.guard = guard;
  if (node_cap_text)
    {
      guint64 cap;

      if (!g_ascii_string_to_unsigned (node_cap_text, 10, 1, CAIRN_NODE_CAP_MAX, &cap, NULL))
        return cli_fail_usage (_("Invalid node cap “%s”: use a whole number from 1 to %u"),
                               node_cap_text, CAIRN_NODE_CAP_MAX);
      settings.node_cap = (guint) cap;
    }
  if (configs_text)
    {
      if ((status = parse_configs (configs_text, configs)))
        return status;
    }
  else
    g_array_append_vals (configs, cairn_suite_default_configs, G_N_ELEMENTS (cairn_suite_default_configs));
  if (csv && json)
    return cli_fail_usage (_("--csv and --json cannot be used together"));
  if (plot && !cairn_chart_check_path (plot, &error))
    return cli_fail_usage ("%s", error->message);

  /* Every line is read before the first search: a bad one costs nothing. */
  if ((records = cairn_epd_load_file (game, path, &error)) == NULL)
    {
      if (g_error_matches (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_READ))
        return cli_fail_io ("%s", error->message);
      return cli_fail_usage ("%s", error->message);
    }

  shard = cli_shard_begin (&shard_options, "suite", (const char * const *) shard_args,
                           records->len * configs->len, &status);
  if (status)
    return status;
  suite = cairn_suite_new (records, (const CairnSuiteConfig *) (void *) configs->data, configs->len, &settings);
  if (shard && !cli_shard_merging (shard))
    return cli_suite_run_shard (shard, suite);
  if (shard && (status = cli_suite_fill_from_shard (shard, suite)))
    return status;
  if (shard && cli_shard_writes_jsonl (shard))
    return cli_shard_finish (shard);
  if (!shard)
    {
      g_autoptr (CliProgress) progress = cli_progress_new (CLI_PROGRESS_SEARCHES, records->len * configs->len);

      cairn_suite_run_some (suite, NULL, show_progress, progress);
      cairn_suite_add_up (suite);
    }
  for (guint i = 0; i < records->len * configs->len; i++)
    if (suite->results[i].aborted)
      {
        const CairnEpdRecord *record = g_ptr_array_index (records, i / configs->len);
        g_autofree char *label = cairn_suite_config_label (&suite->configs[i % configs->len]);
        g_autofree char *cap = cairn_format_count (settings.node_cap ? settings.node_cap : CAIRN_NODE_CAP_DEFAULT);

        return cli_fail_usage (_("The search of line %u with %s reached the node cap of %s nodes and was stopped; raise it with --node-cap"),
                               record->line, label, cap);
      }

  if (json)
    append_json (out, suite, shown_path);
  else if (csv)
    append_csv (out, suite);
  else
    append_text (out, suite, shown_path);

  /* A file is written whole or not at all (a temporary file renamed). */
  if (output && !g_file_set_contents (output, out->str, (gssize) out->len, &error))
    return cli_fail_io (_("Could not write “%s”: %s"), output, cairn_file_error_reason (error));
  if (!output)
    fputs (out->str, stdout);
  if (plot)
    {
      g_autofree char *name = g_path_get_basename (shown_path);

      if (!cairn_suite_chart_to_file (suite, name, plot, &error))
        return cli_fail_io ("%s", error->message);
    }
  return CLI_EXIT_OK;
}
