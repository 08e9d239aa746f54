/* cairn-cli-suite.c — the suite subcommand: an EPD test suite under plain
 * alpha-beta and null-move configurations, at one depth limit or several,
 * with each position's class (solved, tied, beyond the depth, not solved,
 * capped) and the verified-null-move paper's table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "cairn-chart.h"
#include "cairn-cli-commands.h"
#include "cairn-cli-options.h"
#include "cairn-cli-output.h"
#include "cairn-cli-suite-shard.h"
#include "cairn-cli-tablebase.h"
#include "cairn-tablebase.h"
#include "cairn-cli-progress.h"
#include "cairn-cli-shard.h"
#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-suite.h"
#include "cairn-suite-chart.h"
#include "cairn-suite-report.h"

#define DEFAULT_DEPTH "5"

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

/* What a row says after its nodes: why it is tied, beyond or capped, or
 * whose failure it is; "" when nothing. */
static char *
row_note (CairnSuite *suite,
          guint       d,
          guint       r,
          guint       c,
          gboolean    plain_first)
{
  const CairnEpdRecord *record = g_ptr_array_index (suite->records, r);
  const CairnSuiteResult *result = cairn_suite_result (suite, d, r, c);
  g_autofree char *tests = NULL;
  g_autofree char *why = NULL;

  if (result->test_nodes)
    {
      g_autofree char *count = cairn_format_count (result->test_nodes);

      /* Translators: the nodes of the tie tests, counted apart */
      tests = g_strdup_printf (_("+ %s in tie tests"), count);
    }
  switch (result->verdict)
    {
    case CAIRN_SUITE_TIED:
      {
        g_autofree char *san = cli_move_to_text (&record->position, result->tie_move);
        g_autofree char *value = cairn_game_value_to_text (cairn_position_game (&record->position),
                                                           result->counters.value);

        /* Translators: a move the line does not accept reaches the value
         * of the move played: %1$s the move, %2$s the value ("150", or
         * "29995 (White mates, ply 5)") */
        why = g_strdup_printf (_("(%1$s reaches %2$s too)"), san, value);
      }
      break;
    case CAIRN_SUITE_BEYOND:
      if (record->mate_in > 0 && 2 * record->mate_in - 1 > suite->depths[d])
        /* Translators: dm n, the plies a mate in n takes */
        why = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "(a mate in %u takes %u plies)",
                                            "(a mate in %u takes %u plies)", record->mate_in),
                               record->mate_in, 2 * record->mate_in - 1);
      else
        why = g_strdup (_("(a mate, for a move the line does not accept)"));
      break;
    case CAIRN_SUITE_CAPPED:
      why = g_strdup (_("(the node cap stopped it)"));
      break;
    case CAIRN_SUITE_NOT_SOLVED:
      /* Whose failure it is: the pruning's own, or one plain alpha-beta
       * shares at this depth. */
      if (plain_first && c > 0)
        why = g_strdup (cairn_suite_result (suite, d, r, 0)->verdict == CAIRN_SUITE_SOLVED
                        ? _("(plain solves it)") : _("(plain fails too)"));
      break;
    case CAIRN_SUITE_SOLVED:
    default:
      break;
    }
  if (tests && why)
    return g_strdup_printf ("%s  %s", tests, why);
  return g_strdup (tests ? tests : why ? why : "");
}

static void
append_text (GString    *out,
             CairnSuite *suite,
             const char *path)
{
  guint n = suite->records->len, nc = suite->n_configs, nd = suite->n_depths;
  g_autofree char **labels = g_new0 (char *, nc + 1);
  g_autofree char *style = cairn_suite_style_text (suite);
  g_autofree char *table = cairn_suite_totals_text (suite, TRUE);
  guint label_width = 0, move_width = 0, word_width = 0, depth_width = 0;
  gboolean plain_first = nc > 1 && suite->configs[0].mode == CAIRN_MODE_PLAIN;
  guint plain_missed = 0, unsolved = 0;

  for (guint c = 0; c < nc; c++)
    {
      labels[c] = cairn_suite_config_label (&suite->configs[c]);
      label_width = max_width (label_width, labels[c]);
    }
  for (guint u = 0; u < cairn_suite_n_units (suite); u++)
    {
      const CairnEpdRecord *record = g_ptr_array_index (suite->records, u / nc % n);
      g_autofree char *san = cli_move_to_text (&record->position, suite->results[u].counters.best_move);

      move_width = max_width (move_width, san);
      word_width = max_width (word_width, cairn_suite_class_to_label (suite->results[u].verdict));
    }
  for (guint d = 0; d < nd; d++)
    {
      /* Translators: a row's depth limit in the suite's report */
      g_autofree char *depth = g_strdup_printf (_("depth %u"), suite->depths[d]);

      depth_width = max_width (depth_width, depth);
    }

  if (nd > 1)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Suite “%s”: %u position, depth limits %u to %u, %s",
                                              "Suite “%s”: %u positions, depth limits %u to %u, %s", n),
                            path, n, suite->depths[0], suite->depths[nd - 1], style);
  else
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Suite “%s”: %u position, depth limit %u, %s",
                                              "Suite “%s”: %u positions, depth limit %u, %s", n),
                            path, n, suite->depths[0], style);
  g_string_append (out, "\n");
  /* Translators: -d and --depths are the options' names */
  g_string_append_printf (out, "%s\n", _("Set another depth limit with -d N, from 1 to 12, or several with --depths 5-9."));

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
      if (record->mate_in)
        g_string_append_printf (out, ", dm %u", record->mate_in);
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
      for (guint d = 0; d < nd; d++)
        {
          gboolean any = FALSE;

          for (guint c = 0; c < nc; c++)
            {
              const CairnSuiteResult *result = cairn_suite_result (suite, d, r, c);
              g_autofree char *san = cli_move_to_text (&record->position, result->counters.best_move);
              g_autofree char *label = cli_pad_end (labels[c], label_width);
              g_autofree char *move = cli_pad_end (san, move_width);
              g_autofree char *word = cli_pad_end (cairn_suite_class_to_label (result->verdict), word_width);
              g_autofree char *count = cairn_format_count (result->counters.nodes);
              g_autofree char *count_padded = cli_pad (count, 11);
              g_autofree char *note = row_note (suite, d, r, c, plain_first);
              g_autofree char *row = NULL;

              any = any || result->verdict == CAIRN_SUITE_SOLVED;
              row = g_strdup_printf ("%s  %s  %s %s %s%s%s", label, move, word, count_padded,
                                     g_dngettext (GETTEXT_PACKAGE, "node", "nodes", result->counters.nodes),
                                     *note ? "  " : "", note);
              if (nd > 1)
                {
                  g_autofree char *depth = g_strdup_printf (_("depth %u"), suite->depths[d]);
                  g_autofree char *depth_padded = cli_pad_end (depth, depth_width);

                  g_string_append_printf (out, "  %s  %s\n", depth_padded, row);
                }
              else
                g_string_append_printf (out, "  %s\n", row);
            }
          if (plain_first && cairn_suite_result (suite, d, r, 0)->verdict != CAIRN_SUITE_SOLVED)
            {
              plain_missed++;
              if (!any)
                {
                  unsolved++;
                  g_string_append_printf (out, _("  No configuration solves it at depth limit %u.\n"),
                                          suite->depths[d]);
                }
            }
        }
    }

  g_string_append_c (out, '\n');
  g_string_append (out, table);
  if (plain_first && plain_missed && nd == 1)
    {
      g_string_append_c (out, '\n');
      /* Translators: after the table; %u of %u positions, then how many
       * of them no configuration solves, then the depth limit */
      g_string_append_printf (out, _("Plain alpha-beta does not solve %u of %u positions either, and no configuration "
                                     "solves %u of them at depth limit %u: null move is not to blame for "
                                     "those. The last column counts each configuration's own failures: "
                                     "positions plain alpha-beta solves and it does not.\n"),
                              plain_missed, n, unsolved, suite->depths[0]);
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
append_json (GString    *out,
             CairnSuite *suite,
             const char *path)
{
  guint n = suite->records->len, nc = suite->n_configs;
  g_auto (GStrv) sentences = cairn_suite_claim_sentences (suite);
  CairnSuiteClaims claims;

  g_string_append (out, "{\"file\":");
  cairn_json_append_string (out, path);
  g_string_append_printf (out, ",\"game\":\"%s\",\"style\":\"%s\",\"depths\":[", cairn_epd_game ()->id,
                          suite->settings.engine_parts ? "engine" : "seed");
  for (guint d = 0; d < suite->n_depths; d++)
    g_string_append_printf (out, "%s%u", d ? "," : "", suite->depths[d]);
  g_string_append_printf (out, "],\"guard\":%s,\"probe_window\":\"%s\",\"null_when\":\"%s\"",
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
  g_string_append (out, "],\"baseline\":{");
  append_config_json (out, &suite->configs[suite->baseline]);
  g_string_append (out, "},\"positions\":[");
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
      if (record->mate_in)
        g_string_append_printf (out, ",\"dm\":%u", record->mate_in);
      /* A position without bm judged by the endgame tables says so. */
      if (suite->by_tablebase[r])
        g_string_append (out, ",\"judged_by\":\"tablebase\"");
      g_string_append (out, ",\"results\":[");
      for (guint d = 0; d < suite->n_depths; d++)
        for (guint c = 0; c < nc; c++)
          {
            const CairnSuiteResult *result = cairn_suite_result (suite, d, r, c);
            g_autofree char *san = cli_move_to_text (&record->position, result->counters.best_move);

            g_string_append_printf (out, "%s{\"depth\":%u,", d || c ? "," : "", suite->depths[d]);
            append_config_json (out, &suite->configs[c]);
            g_string_append (out, ",\"move\":");
            cli_append_move_json (out, game, result->counters.best_move);
            g_string_append (out, ",\"san\":");
            if (result->counters.best_move >= 0)
              cairn_json_append_string (out, san);
            else
              g_string_append (out, "null");
            g_string_append_printf (out, ",\"class\":\"%s\"", cairn_suite_class_to_string (result->verdict));
            if (result->verdict == CAIRN_SUITE_CAPPED)
              g_string_append (out, ",\"value\":null");
            else
              g_string_append_printf (out, ",\"value\":%d", result->counters.value);
            g_string_append_printf (out, ",\"nodes\":%" G_GUINT64_FORMAT ",\"test_nodes\":%" G_GUINT64_FORMAT,
                                    result->counters.nodes, result->test_nodes);
            if (result->tie_move >= 0)
              {
                g_autofree char *tie = cli_move_to_text (&record->position, result->tie_move);

                g_string_append (out, ",\"tie_move\":");
                cli_append_move_json (out, game, result->tie_move);
                g_string_append (out, ",\"tie_san\":");
                cairn_json_append_string (out, tie);
              }
            g_string_append_c (out, '}');
          }
      g_string_append (out, "]}");
    }
  g_string_append (out, "],\"totals\":[");
  for (guint d = 0; d < suite->n_depths; d++)
    for (guint c = 0; c < nc; c++)
      {
        const CairnSuiteTotals *t = cairn_suite_totals (suite, d, c);
        const CairnSuiteTotals *b = cairn_suite_totals (suite, d, suite->baseline);
        g_autofree char *nodes_ratio = cairn_suite_ratio_text (t->nodes, b->nodes);
        g_autofree char *solved_ratio = cairn_suite_ratio_text (t->count[CAIRN_SUITE_SOLVED],
                                                                b->count[CAIRN_SUITE_SOLVED]);

        g_string_append_printf (out, "%s{\"depth\":%u,", d || c ? "," : "", suite->depths[d]);
        append_config_json (out, &suite->configs[c]);
        for (guint i = 0; i < CAIRN_SUITE_N_CLASSES; i++)
          g_string_append_printf (out, ",\"%s\":%u", cairn_suite_class_to_string (cairn_suite_class_order[i]),
                                  t->count[cairn_suite_class_order[i]]);
        g_string_append_printf (out, ",\"nodes\":%" G_GUINT64_FORMAT ",\"test_nodes\":%" G_GUINT64_FORMAT
                                ",\"node_ratio\":%s,\"solved_ratio\":%s}",
                                t->nodes, t->test_nodes, b->nodes ? nodes_ratio : "null",
                                b->count[CAIRN_SUITE_SOLVED] ? solved_ratio : "null");
      }
  g_string_append_c (out, ']');
  if (sentences && cairn_suite_claims (suite, &claims))
    {
      g_string_append (out, ",\"claims\":[{\"claim\":\"between\",\"holds\":[");
      for (guint d = 0; d < suite->n_depths; d++)
        g_string_append_printf (out, "%s%s", d ? "," : "", claims.between[d] ? "true" : "false");
      g_string_append (out, "],\"text\":");
      cairn_json_append_string (out, sentences[0]);
      g_string_append (out, "},{\"claim\":\"solves_as_many\",\"holds\":[");
      for (guint d = 0; d < suite->n_depths; d++)
        g_string_append_printf (out, "%s%s", d ? "," : "", claims.solves_as_many[d] ? "true" : "false");
      g_string_append (out, "],\"text\":");
      cairn_json_append_string (out, sentences[1]);
      g_string_append_printf (out, "}],\"same_search_r2_r3\":%s", claims.r2_is_r3 ? "true" : "false");
    }
  g_string_append (out, "}\n");
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
append_csv (GString    *out,
            CairnSuite *suite)
{
  guint nc = suite->n_configs;

  g_string_append (out, "line,id,depth,mode,reduction,move,san,class,value,nodes,test_nodes,tie_move\n");
  for (guint r = 0; r < suite->records->len; r++)
    {
      const CairnEpdRecord *record = g_ptr_array_index (suite->records, r);
      const CairnGame *game = cairn_position_game (&record->position);
      const char *id = cairn_epd_record_get (record, "id");

      for (guint d = 0; d < suite->n_depths; d++)
        for (guint c = 0; c < nc; c++)
          {
            const CairnSuiteConfig *config = &suite->configs[c];
            const CairnSuiteResult *result = cairn_suite_result (suite, d, r, c);
            int best = result->counters.best_move;
            g_autofree char *reduction = cairn_mode_uses_null_move (config->mode)
                                         ? cairn_reduction_to_string (config->reduction) : g_strdup ("");
            g_autofree char *move = best >= 0 ? game->move_to_string ((CairnMove) best) : g_strdup ("");
            g_autofree char *san = best >= 0 ? cli_move_to_text (&record->position, best) : g_strdup ("");
            g_autofree char *tie = result->tie_move >= 0 ? game->move_to_string ((CairnMove) result->tie_move)
                                                         : g_strdup ("");
            g_autofree char *value = result->verdict == CAIRN_SUITE_CAPPED
                                     ? g_strdup ("") : g_strdup_printf ("%d", result->counters.value);

            g_string_append_printf (out, "%u,", record->line);
            append_csv_field (out, id ? id : "");
            g_string_append_printf (out, ",%u,%s,%s,%s,", suite->depths[d], cairn_mode_to_string (config->mode),
                                    reduction, move);
            append_csv_field (out, san);
            g_string_append_printf (out, ",%s,%s,%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",%s\n",
                                    cairn_suite_class_to_string (result->verdict), value,
                                    result->counters.nodes, result->test_nodes, tie);
          }
    }
}

static void
show_progress (guint    unit,
               guint    n,
               guint    total,
               gpointer data)
{
  (void) unit;
  (void) total;
  cli_progress_update (data, n);
}

/* @text names one of @configs: its index. */
static int
parse_baseline (const char   *text,
                const GArray *configs,
                guint        *baseline)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) names = g_string_new (NULL);
  CairnSuiteConfig config;

  if (!cairn_suite_config_parse (text, &config, &error))
    return cli_fail_usage ("--baseline: %s", error->message);
  for (guint c = 0; c < configs->len; c++)
    {
      g_autofree char *label = cairn_suite_config_label (&g_array_index (configs, CairnSuiteConfig, c));

      if (cairn_suite_config_equal (&g_array_index (configs, CairnSuiteConfig, c), &config))
        {
          *baseline = c;
          return CLI_EXIT_OK;
        }
      g_string_append_printf (names, c ? ", %s" : "%s", label);
    }
  {
    g_autofree char *shown = g_utf8_make_valid (text, -1);

    return cli_fail_usage (_("Invalid --baseline “%s”: it must be one of the configurations searched (%s)"),
                           shown, names->str);
  }
}

static int
run (CliCall  *call,
     int       argc,
     char    **argv)
{
  g_autofree char *configs_text = NULL;
  g_autofree char *depth_text = NULL;
  g_autofree char *depths_text = NULL;
  g_autofree char *baseline_text = NULL;
  g_autofree char *report_text = NULL;
  g_autofree char *probe_window_text = NULL;
  g_autofree char *null_when_text = NULL;
  g_autofree char *engine_parts_text = NULL;
  g_autofree char *node_cap_text = NULL;
  g_autofree char *plot = NULL;
  g_autofree char *output = NULL;
  gboolean guard = FALSE, json = FALSE, csv = FALSE, paper_report = FALSE, paper_named = FALSE;
  g_auto (CliShardOptions) shard_options = { NULL };
  g_auto (GStrv) shard_args = cli_shard_args (argc, argv);
  g_autoptr (CliShard) shard = NULL;
  const GOptionEntry entries[] = {
    { "configs", 'c', 0, G_OPTION_ARG_STRING, &configs_text,
      N_("Configurations: modes with R after a colon, or paper for the paper's null:2,null:3,verified:3 (default: plain,null:2,null:3,verified:3)"), N_("LIST") },
    { "depth", 'd', 0, G_OPTION_ARG_STRING, &depth_text,
      N_("Depth limit of every search, 1 to 12 (default: 5)"), N_("N") },
    { "depths", 0, 0, G_OPTION_ARG_STRING, &depths_text,
      N_("Several depth limits in one run, a range such as 5-9 (instead of -d)"), N_("A-B") },
    { "baseline", 0, 0, G_OPTION_ARG_STRING, &baseline_text,
      N_("The configuration the ratios of nodes and positions solved are taken to, one of --configs (default: the first; null:2 with paper)"), N_("CONFIG") },
    { "report", 0, 0, G_OPTION_ARG_STRING, &report_text,
      N_("What the report shows: positions, each position's rows and the totals, or paper, the verified-null-move paper's table and its two claims measured (default: positions)"), N_("positions|paper") },
    { "guard", 0, 0, G_OPTION_ARG_NONE, &guard,
      N_("Horizon guard: skip null probes that would land on the horizon"), NULL },
    { "probe-window", 0, 0, G_OPTION_ARG_STRING, &probe_window_text,
      N_("The window a null probe searches: full, the node's own as in the seed, or zero, a null window at β (max node) or α (min node) as engines use (default: full)"),
      N_("full|zero") },
    { "null-when", 0, 0, G_OPTION_ARG_STRING, &null_when_text,
      N_("When to try a null move: always, wherever the rules allow one as in the seed, or pieces, only when the side to move has a knight, bishop, rook or queen, as engines such as Stockfish do (default: always); tic-tac-toe has no such pieces and searches alike under both"),
      N_("always|pieces") },
    { "engine-parts", 0, 0, G_OPTION_ARG_STRING, &engine_parts_text,
      N_("Search in the engine style (SEARCH-RULES.md §4) with these parts, comma-separated: qsearch, order, pvs, tt, id, check, draws, gate, or engine for all of them (default: none, the seed style)"),
      N_("PARTS") },
    { "node-cap", 0, 0, G_OPTION_ARG_STRING, &node_cap_text,
      N_("Stop a search that passes this many nodes and count it capped; the report goes on (default: 20,000,000)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON instead of text"), NULL },
    { "csv", 0, 0, G_OPTION_ARG_NONE, &csv, N_("Print CSV instead of text: a row per position, depth and configuration, or with --report paper per depth and configuration"), NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the report to FILE instead of the standard output"), N_("FILE") },
    { "plot", 0, 0, G_OPTION_ARG_FILENAME, &plot,
      N_("Also draw positions solved and nodes against depth limit, a line per configuration: FILE.png, .svg or .pdf"), N_("FILE") },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    cli_context_new ("suite", _("FILE.epd"),
                     _("Run an EPD test suite under plain alpha-beta and null-move configurations: the move each plays, whether it solves each position (plays a bm, avoids every am, and no other move reaches its value) and its nodes."));
  g_autoptr (GArray) configs = g_array_new (FALSE, FALSE, sizeof (CairnSuiteConfig));
  g_autoptr (GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GPtrArray) records = NULL;
  g_autoptr (CairnSuite) suite = NULL;
  g_autofree char *tablebases = NULL;
  g_autofree GOptionEntry *tb_entries = cli_tablebase_entries (&tablebases);
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  const CairnGame *game = cairn_epd_game ();
  g_autofree char *shown_path = NULL;
  CairnSettings settings;
  guint baseline = 0;
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
  if (depth_text && depths_text)
    return cli_fail_usage (_("-d and --depths cannot be used together: give one depth limit or a range"));
  if (depths_text)
    {
      if (!cairn_suite_depths_parse (depths_text, game->depth_max, depths, &error))
        return cli_fail_usage ("--depths: %s", error->message);
    }
  else
    {
      if (!cairn_depth_parse_for_game (game, depth_text ? depth_text : DEFAULT_DEPTH, &settings.depth, &error))
        return cli_fail_usage ("%s", error->message);
      g_array_append_val (depths, settings.depth);
    }
  if (probe_window_text && !cairn_probe_window_parse (probe_window_text, &settings.probe_window, &error))
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
  if (report_text)
    {
      if (g_str_equal (report_text, "paper"))
        paper_report = TRUE;
      else if (!g_str_equal (report_text, "positions"))
        {
          g_autofree char *shown = g_utf8_make_valid (report_text, -1);

          return cli_fail_usage (_("Invalid --report “%s”: use positions or paper"), shown);
        }
    }
  if (configs_text)
    {
      if (!cairn_suite_configs_parse (configs_text, configs, &paper_named, &error))
        return cli_fail_usage ("%s", error->message);
    }
  else if (paper_report)
    {
      g_array_append_vals (configs, cairn_suite_paper_configs, G_N_ELEMENTS (cairn_suite_paper_configs));
      paper_named = TRUE;
    }
  else
    g_array_append_vals (configs, cairn_suite_default_configs, G_N_ELEMENTS (cairn_suite_default_configs));
  if (baseline_text)
    {
      if ((status = parse_baseline (baseline_text, configs, &baseline)))
        return status;
    }
  else if (paper_named)
    {
      /* The paper's baseline: standard R 2. */
      for (guint c = 0; c < configs->len; c++)
        if (cairn_suite_config_equal (&g_array_index (configs, CairnSuiteConfig, c), &cairn_suite_paper_configs[0]))
          baseline = c;
    }
  if (paper_report)
    for (guint k = 0; k < G_N_ELEMENTS (cairn_suite_paper_configs); k++)
      {
        gboolean found = FALSE;

        for (guint c = 0; c < configs->len; c++)
          found = found || cairn_suite_config_equal (&g_array_index (configs, CairnSuiteConfig, c),
                                                     &cairn_suite_paper_configs[k]);
        if (!found)
          return cli_fail_usage (_("--report paper compares null:2, null:3 and verified:3: name all three in --configs, or --configs paper"));
      }
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
  if (!cairn_suite_check_records (records, path, &error))
    return cli_fail_usage ("%s", error->message);

  suite = cairn_suite_new (records, (const CairnSuiteConfig *) (void *) configs->data, configs->len,
                           (const guint *) (void *) depths->data, depths->len, baseline, &settings);
  shard = cli_shard_begin (&shard_options, &call->records, "suite", (const char * const *) shard_args,
                           cairn_suite_n_units (suite), &status);
  if (status)
    return status;
  if (shard && !cli_shard_merging (shard))
    return cli_suite_run_shard (shard, suite);
  if (shard && (status = cli_suite_fill_from_shard (shard, suite)))
    return status;
  if (shard && cli_shard_writes_jsonl (shard))
    return cli_shard_finish (shard);
  if (!shard)
    {
      g_autoptr (CliProgress) progress = cli_progress_new (CLI_PROGRESS_SEARCHES, cairn_suite_n_units (suite));

      cairn_suite_run_some (suite, NULL, show_progress, progress, NULL);
      cairn_suite_add_up (suite);
    }

  if (json)
    append_json (out, suite, shown_path);
  else if (csv && paper_report)
    {
      g_autofree char *table = cairn_suite_totals_csv (suite);

      g_string_append (out, table);
    }
  else if (csv)
    append_csv (out, suite);
  else if (paper_report)
    {
      g_autofree char *text = cairn_suite_paper_text (suite, shown_path);

      g_string_append (out, text);
    }
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

const CliCommand cli_suite_command = {
  "suite", N_("An EPD test suite under several configurations: moves, positions solved, nodes"), run, TRUE
};
