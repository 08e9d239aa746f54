/* cairn-cli-sweep.c — the sweep subcommand: depth limits × reductions.
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
#include "cairn-cli-progress.h"
#include "cairn-probe-cost.h"
#include "cairn-sweep.h"
#include "cairn-format.h"
#include "cairn-games.h"

/* One depth limit of @game, or (@game NULL) one reduction. */
static gboolean
parse_one (const CairnGame  *game,
           const char       *text,
           guint            *value,
           GError          **error)
{
  guint ignored;

  if (value == NULL)
    value = &ignored;
  if (game)
    return cairn_depth_parse_for_game (game, text, value, error);
  return cairn_reduction_parse (text, value, error);
}

/* Parses "1-9", "3,5,9" or "1-3,adaptive" into a sorted, duplicate-free
 * list of depth limits of @game, or of reductions when @game is NULL;
 * each value is checked and a bad one named. */
static gboolean
parse_list (const char       *text,
            const CairnGame  *game,
            GArray           *values,
            GError          **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);

  if (parts[0] == NULL)
    return parse_one (game, "", NULL, error);
  for (guint i = 0; parts[i]; i++)
    {
      char *part = g_strstrip (parts[i]);
      const char *dash = strchr (part, '-');
      guint lo, hi;

      if (dash && dash != part)
        {
          g_autofree char *first = g_strndup (part, (gsize) (dash - part));

          if (!parse_one (game, first, &lo, error) || !parse_one (game, dash + 1, &hi, error))
            return FALSE;
          if (lo > hi)
            {
              g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_DEPTH,
                           _("Invalid range “%s”: the first number must not exceed the second"), part);
              return FALSE;
            }
        }
      else
        {
          if (!parse_one (game, part, &lo, error))
            return FALSE;
          hi = lo;
        }
      /* Up to hi and no further: adaptive is G_MAXUINT, where v++ would
       * wrap round instead of ending the loop. */
      for (guint v = lo;; v++)
        {
          gboolean seen = FALSE;

          for (guint k = 0; k < values->len; k++)
            seen = seen || g_array_index (values, guint, k) == v;
          if (!seen)
            g_array_append_val (values, v);
          if (v == hi)
            break;
        }
    }
  return TRUE;
}

static gint
compare_reductions (gconstpointer a,
                    gconstpointer b)
{
  /* Adaptive is the largest guint, so it sorts last. */
  G_STATIC_ASSERT (CAIRN_REDUCTION_ADAPTIVE == G_MAXUINT);
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static gint
compare_uints (gconstpointer a,
               gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

static double
savings_percent (guint64 baseline,
                 guint64 other)
{
  return baseline ? 100.0 * ((double) baseline - (double) other) / (double) baseline : 0.0;
}

static void
print_table (const CairnSweep *sweep)
{
  g_autofree char *cells = cairn_position_to_string (&sweep->position);
  const char *side = cairn_game_side_name (cairn_position_game (&sweep->position),
                                           sweep->position.to_move);
  guint nr = sweep->reductions->len;
  CairnSettings settings = { .probe_window = sweep->probe_window, .scoring = sweep->scoring,
                             .null_when = sweep->null_when, .engine_parts = sweep->engine_parts };
  g_autofree char *options = cairn_settings_options_text (&settings, cairn_position_game (&sweep->position));

  if (sweep->guard && options)
    /* Translators: the last %s names the options that differ from the
     * seed's, e.g. "zero-width probes, sound scoring" */
    g_print (_("position %s, %s to move: %s against %s, horizon guard, %s\n"), cells, side,
             cairn_mode_to_label (sweep->mode), cairn_mode_to_label (sweep->baseline_mode), options);
  else if (sweep->guard)
    g_print (_("position %s, %s to move: %s against %s, horizon guard\n"), cells, side,
             cairn_mode_to_label (sweep->mode), cairn_mode_to_label (sweep->baseline_mode));
  else if (options)
    g_print (_("position %s, %s to move: %s against %s, %s\n"), cells, side,
             cairn_mode_to_label (sweep->mode), cairn_mode_to_label (sweep->baseline_mode), options);
  else
    g_print (_("position %s, %s to move: %s against %s\n"), cells, side,
             cairn_mode_to_label (sweep->mode), cairn_mode_to_label (sweep->baseline_mode));
  {
    g_autofree char *depth = cli_pad (_("depth"), 5);
    g_autofree char *head = cli_pad (cairn_mode_to_label (sweep->baseline_mode), 12);

    g_print ("%s %s", depth, head);
  }
  for (guint r = 0; r < nr; r++)
    {
      g_autofree char *rs = cairn_reduction_to_string (g_array_index (sweep->reductions, guint, r));
      g_autofree char *head = g_strdup_printf ("R=%s", rs);

      g_print (" %26s", head);
    }
  g_print ("\n");

  for (guint d = 0; d < sweep->depths->len; d++)
    {
      g_autofree char *count = cairn_format_count (sweep->baseline[d].nodes);
      g_autofree char *depth = g_strdup_printf ("%u", g_array_index (sweep->depths, guint, d));
      g_autofree char *depth_padded = cli_pad (depth, g_utf8_strlen (_("depth"), -1) > 5
                                                      ? (guint) g_utf8_strlen (_("depth"), -1) : 5);
      g_autofree char *base = cli_pad (count, 12);

      g_print ("%s %s", depth_padded, base);
      for (guint r = 0; r < nr; r++)
        {
          const CairnCounters *c = &sweep->cells[d * nr + r];
          g_autofree char *n = cairn_format_count (c->nodes);
          g_autofree char *s = cairn_format_savings (sweep->baseline[d].nodes, c->nodes);
          g_autofree char *cell = g_strdup_printf ("%s (%s)%s", n, s,
                                                   c->best_move != sweep->baseline[d].best_move ? "!" : "");

          g_autofree char *padded = cli_pad (cell, 26);

          g_print (" %s", padded);
        }
      g_print ("\n");
    }
  g_print (_("! marks a different best move from %s\n"), cairn_mode_to_label (sweep->baseline_mode));
  if (sweep->engine_parts & CAIRN_PART_GATE)
    g_print (_("With the engine part gate, Stockfish 15's formula sets each probe's R: the columns differ in R only in name.\n"));
  {
    g_autofree char *why = cairn_sweep_explain_cost (sweep);

    if (why)
      g_print ("\n%s\n", why);
  }
}

/* A best move in CSV: tic-tac-toe's cell, or -1 for none, as its files
 * always had them; other games' coordinates ("e2e4"), or empty. */
static char *
csv_move (const CairnSweep *sweep,
          int               move)
{
  const CairnGame *game = cairn_position_game (&sweep->position);

  if (game->numbered_moves)
    return g_strdup_printf ("%d", move);
  if (move < 0)
    return g_strdup ("");
  return game->move_to_string ((CairnMove) move);
}

static void
print_csv (const CairnSweep *sweep)
{
  guint nr = sweep->reductions->len;

  g_print ("depth,reduction,baseline_mode,baseline_nodes,baseline_value,baseline_best_move,"
           "mode,nodes,value,best_move,null_probes,null_prunes,savings_percent\n");
  for (guint d = 0; d < sweep->depths->len; d++)
    for (guint r = 0; r < nr; r++)
      {
        const CairnCounters *b = &sweep->baseline[d];
        const CairnCounters *c = &sweep->cells[d * nr + r];
        g_autofree char *rs = cairn_reduction_to_string (g_array_index (sweep->reductions, guint, r));
        g_autofree char *bm = csv_move (sweep, b->best_move);
        g_autofree char *cm = csv_move (sweep, c->best_move);
        char pct[G_ASCII_DTOSTR_BUF_SIZE];

        g_ascii_formatd (pct, sizeof pct, "%.1f", savings_percent (b->nodes, c->nodes));
        g_print ("%u,%s,%s,%" G_GUINT64_FORMAT ",%d,%s,%s,%" G_GUINT64_FORMAT ",%d,%s,%"
                 G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",%s\n",
                 g_array_index (sweep->depths, guint, d), rs,
                 cairn_mode_to_string (sweep->baseline_mode), b->nodes, b->value, bm,
                 cairn_mode_to_string (sweep->mode), c->nodes, c->value, cm,
                 c->null_probes, c->null_prunes, pct);
      }
}

static void
print_json (const CairnSweep *sweep)
{
  g_autoptr (GString) out = g_string_new ("{");
  g_autofree char *cells = cairn_position_to_string (&sweep->position);
  const CairnGame *game = cairn_position_game (&sweep->position);
  guint nr = sweep->reductions->len;
  CairnSettings settings = { .scoring = sweep->scoring, .null_when = sweep->null_when };

  g_string_append_printf (out, "\"game\":\"%s\",\"position\":", game->id);
  cairn_json_append_string (out, cells);
  g_string_append_printf (out, ",\"to_move\":\"%s\",\"baseline\":\"%s\",\"mode\":\"%s\",\"guard\":%s"
                          ",\"probe_window\":\"%s\",\"scoring\":\"%s\",\"null_when\":\"%s\"",
                          cairn_game_side_id (game, sweep->position.to_move),
                          cairn_mode_to_string (sweep->baseline_mode),
                          cairn_mode_to_string (sweep->mode),
                          sweep->guard ? "true" : "false",
                          cairn_probe_window_to_string (sweep->probe_window),
                          cairn_scoring_to_string (cairn_settings_scoring_for_game (&settings, game)),
                          cairn_null_when_to_string (cairn_settings_null_when_for_game (&settings, game)));
  cli_append_engine_parts_json (out, sweep->engine_parts);
  g_string_append (out, ",\"rows\":[");
  for (guint d = 0; d < sweep->depths->len; d++)
    for (guint r = 0; r < nr; r++)
      {
        const CairnCounters *b = &sweep->baseline[d];
        const CairnCounters *c = &sweep->cells[d * nr + r];
        guint red = g_array_index (sweep->reductions, guint, r);
        char pct[G_ASCII_DTOSTR_BUF_SIZE];

        g_ascii_formatd (pct, sizeof pct, "%.1f", savings_percent (b->nodes, c->nodes));
        if (d + r > 0)
          g_string_append_c (out, ',');
        g_string_append_printf (out, "{\"depth\":%u,", g_array_index (sweep->depths, guint, d));
        if (red == CAIRN_REDUCTION_ADAPTIVE)
          g_string_append (out, "\"reduction\":\"adaptive\"");
        else
          g_string_append_printf (out, "\"reduction\":%u", red);
        g_string_append_printf (out, ",\"baseline_nodes\":%" G_GUINT64_FORMAT
                                ",\"baseline_value\":%d,\"nodes\":%" G_GUINT64_FORMAT
                                ",\"value\":%d,\"null_probes\":%" G_GUINT64_FORMAT
                                ",\"null_prunes\":%" G_GUINT64_FORMAT ",\"savings_percent\":%s",
                                b->nodes, b->value, c->nodes, c->value, c->null_probes,
                                c->null_prunes, pct);
        g_string_append (out, ",\"baseline_best_move\":");
        cli_append_move_json (out, game, b->best_move);
        g_string_append (out, ",\"best_move\":");
        cli_append_move_json (out, game, c->best_move);
        g_string_append_c (out, '}');
      }
  g_string_append (out, "]}\n");
  fputs (out->str, stdout);
}

static void
show_progress (guint    done,
               guint    total,
               gpointer data)
{
  (void) total;
  cli_progress_update (data, done);
}

static int
run (G_GNUC_UNUSED CliCall  *call,
     int       argc,
     char    **argv)
{
  CliCommonOptions o = { 0 };
  g_autofree char *depths_text = NULL;
  g_autofree char *reductions_text = NULL;
  g_autofree char *baseline_text = NULL;
  g_autofree char *plot = NULL;
  gboolean csv = FALSE;
  g_autoptr (GOptionContext) context =
    cli_context_new ("sweep", NULL,
                     _("Count nodes over a grid of depth limits and reductions, against a baseline mode."));
  g_autofree GOptionEntry *entries = cli_common_entries (&o, TRUE);
  const GOptionEntry sweep_entries[] = {
    { "depths", 0, 0, G_OPTION_ARG_STRING, &depths_text,
      N_("Depth limits, e.g. 1-9 or 3,5,9 (default: 1-9)"), N_("LIST") },
    { "reductions", 0, 0, G_OPTION_ARG_STRING, &reductions_text,
      N_("Reductions, e.g. 1-4 or 2,3,adaptive (default: 1-4)"), N_("LIST") },
    { "baseline", 'b', 0, G_OPTION_ARG_STRING, &baseline_text,
      N_("Mode to compare against (default: plain)"), N_("MODE") },
    { "csv", 0, 0, G_OPTION_ARG_NONE, &csv, N_("Print CSV instead of a table"), NULL },
    { "plot", 0, 0, G_OPTION_ARG_FILENAME, &plot,
      N_("Also draw the study as a chart: FILE.png, .svg or .pdf"), N_("FILE") },
    { NULL }
  };
  g_autoptr (GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) reductions = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GError) error = NULL;
  g_autoptr (CairnSweep) sweep = NULL;
  CairnMode baseline = CAIRN_MODE_PLAIN;
  CliSetup setup;
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, sweep_entries, GETTEXT_PACKAGE);
  if ((status = cli_parse (context, "sweep", &argc, &argv)) ||
      (status = cli_resolve (&o, &setup)))
    goto out;
  if (!setup.mode_given)
    setup.settings.mode = CAIRN_MODE_NULL;
  if (baseline_text && !cairn_mode_parse (baseline_text, &baseline, &error))
    {
      status = cli_fail_usage ("%s", error->message);
      goto out;
    }
  /* A single --depth or --reduction narrows the grid to that value. */
  if (!depths_text && o.depth)
    depths_text = g_strdup (o.depth);
  if (!reductions_text && o.reduction)
    reductions_text = g_strdup (o.reduction);
  if (!parse_list (depths_text ? depths_text : "1-9", cairn_position_game (&setup.scenario.position),
                   depths, &error) ||
      !parse_list (reductions_text ? reductions_text : "1-4", NULL, reductions, &error))
    {
      status = cli_fail_usage ("%s", error->message);
      goto out;
    }
  if (csv && o.json)
    {
      status = cli_fail_usage (_("--csv and --json cannot be used together"));
      goto out;
    }
  /* Checked before the sweep runs, so a typo costs nothing. */
  if (plot && !cairn_chart_check_path (plot, &error))
    {
      status = cli_fail_usage ("%s", error->message);
      goto out;
    }

  g_array_sort (depths, compare_uints);
  g_array_sort (reductions, compare_reductions);
  {
    g_autoptr (CliProgress) progress = cli_progress_new (CLI_PROGRESS_SEARCHES,
                                                         depths->len * (reductions->len + 1));

    sweep = cairn_sweep_compute_full (&setup.scenario.position, &setup.settings, baseline,
                                      setup.settings.mode, depths, reductions, show_progress, progress);
  }

  if (o.json)
    print_json (sweep);
  else if (csv)
    print_csv (sweep);
  else
    print_table (sweep);

  if (plot && !cairn_chart_sweep_to_file (sweep, plot, &error))
    status = cli_fail_io ("%s", error->message);

out:
  cli_common_clear (&o);
  return status;
}

const CliCommand cli_sweep_command = {
  "sweep", N_("Nodes over depth limits × reductions"), run, FALSE
};
