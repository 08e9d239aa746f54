/* cairn-cli-compare.c — the compare command: two modes side by side,
 * with the savings and the decisive prune when the moves differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "cairn-cli-commands.h"
#include "cairn-cli-engine.h"
#include "cairn-cli-options.h"
#include "cairn-cli-output.h"
#include "cairn-cli-progress.h"
#include "cairn-cli-tablebase.h"
#include "cairn-decisive.h"
#include "cairn-event-text.h"
#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-uci.h"

/* A row of the compare table: label, then two right-aligned columns (the
 * thousands separator may be a multi-byte space) @width characters wide. */
static void
print_pair_row (const char *label,
                const char *left,
                const char *right,
                guint       width)
{
  g_autofree char *padded = cli_pad_end (label, 16);
  g_autofree char *a = cli_pad (left, width);
  g_autofree char *b = cli_pad (right, width);

  g_print ("%s %s %s\n", padded, a, b);
}

/* One whole sentence per case, so that no translation has to paste a
 * sentence together from "55.1% fewer" and the rest. */
static void
print_savings (const char *baseline_label,
               guint64     baseline,
               const char *other_label,
               guint64     other)
{
  g_autofree char *difference = NULL;
  g_autofree char *percent = NULL;

  if (baseline == 0 || other == baseline)
    g_print (_("%s searches as many nodes as %s\n"), other_label, baseline_label);
  else if (other >= 2 * baseline)
    g_print (_("%s searches %.1f× as many nodes as %s\n"), other_label,
             (double) other / (double) baseline, baseline_label);
  else
    {
      guint64 d = other < baseline ? baseline - other : other - baseline;

      difference = cairn_format_count (d);
      percent = cairn_format_percent (d, baseline);
      if (other < baseline)
        /* Translators: %1$s and %3$s are modes, %2$s a node count, %4$s a
         * percentage without its sign: "null move searches 984 fewer
         * nodes than plain α-β (−55.1%)" */
        g_print (_("%1$s searches %2$s fewer nodes than %3$s (−%4$s%%)\n"), other_label, difference,
                 baseline_label, percent);
      else
        /* Translators: as above, "4 more nodes … (+0.01%)" */
        g_print (_("%1$s searches %2$s more nodes than %3$s (+%4$s%%)\n"), other_label, difference,
                 baseline_label, percent);
    }
}

/* A root move for a sentence: "cell 4" or "Kf6". */
static char *
root_move_to_text (const CairnPosition *position,
                   int                  move)
{
  if (move >= 0 && cairn_position_game (position)->numbered_moves)
    return g_strdup_printf (_("cell %d"), move);
  return cli_move_to_text (position, move);
}

/* What the reference search makes of the pruning search's move, and of
 * its own: the fact that makes the pruning mode's move worse, even where
 * both modes report the same value. */
static void
print_plain_value_text (const CairnPosition        *position,
                        const CairnSettings        *plain,
                        const CairnSettings        *pruning,
                        const CairnDecisiveSummary *summary)
{
  const CairnGame *game = cairn_position_game (position);
  g_autofree char *move = root_move_to_text (position, summary->pruning_best_move);
  g_autofree char *own = root_move_to_text (position, summary->plain_best_move);
  g_autofree char *value = cairn_game_value_to_text (game, summary->pruning_plain_value);
  g_autofree char *own_value = cairn_game_value_to_text (game, summary->plain_value);

  if (summary->pruning_best_move < 0)
    return;
  /* Translators: "The move verified null move chose, Kh6, is worth 900
   * to plain α-β; its own Kh8 is worth 29995 (White mates, ply 5)." */
  g_print (_("The move %1$s chose, %2$s, is worth %3$s to %4$s; its own %5$s is worth %6$s.\n"),
           cairn_mode_to_label (pruning->mode), move, value,
           cairn_mode_to_label (plain->mode), own, own_value);
}

/* The sentence for one decisive prune or verification. */
static void
print_decisive_item (const CairnPosition      *position,
                     const char               *plain_label,
                     const char               *pruning_label,
                     const CairnDecisivePrune *p)
{
  const CairnGame *game = cairn_position_game (position);
  g_autofree char *probe = cairn_value_to_string (p->probe_value);
  g_autofree char *alpha = cairn_value_to_string (p->alpha);
  g_autofree char *beta = cairn_value_to_string (p->beta);
  g_autofree char *move = root_move_to_text (position, p->undone_best_move);
  g_autofree char *value = cairn_game_value_to_text (game, p->undone_plain_value);
  CairnSide side;
  g_autofree char *line = cli_line_to_text (position, p, &side);

  /* X (White) maximises: its probes fail high, the other side's fail low. */
  if (p->verification && side == CAIRN_SIDE_X)
    /* Translators: "Decisive verification after Kc6: the null probe
     * failed high at this max node, 150 ≥ β in the window (140, 150), so
     * its moves were searched one ply shallower to verify it; with only
     * that verification undone, verified null move plays Kc6, which
     * plain α-β values at 29995 (White mates, ply 5)." */
    g_print (_("Decisive verification after %s: the null probe failed high at this max node, %s ≥ β in the window (%s, %s), so its moves were searched one ply shallower to verify it; with only that verification undone, %s plays %s, which %s values at %s.\n"),
             line, probe, alpha, beta, pruning_label, move, plain_label, value);
  else if (p->verification)
    /* Translators: as above, for a probe that failed low: value ≤ α */
    g_print (_("Decisive verification after %s: the null probe failed low at this min node, %s ≤ α in the window (%s, %s), so its moves were searched one ply shallower to verify it; with only that verification undone, %s plays %s, which %s values at %s.\n"),
             line, probe, alpha, beta, pruning_label, move, plain_label, value);
  else if (side == CAIRN_SIDE_X)
    /* Translators: "Decisive prune after X plays cell 4: the null probe
     * failed high at this max node, 9 ≥ β in the window (5, 9), ...;
     * with only that prune undone, null move plays cell 4, which
     * plain α-β values at 12." */
    g_print (_("Decisive prune after %s: the null probe failed high at this max node, %s ≥ β in the window (%s, %s), and so pruned its moves; with only that prune undone, %s plays %s, which %s values at %s.\n"),
             line, probe, alpha, beta, pruning_label, move, plain_label, value);
  else
    /* Translators: as above, for a probe that failed low: value ≤ α */
    g_print (_("Decisive prune after %s: the null probe failed low at this min node, %s ≤ α in the window (%s, %s), and so pruned its moves; with only that prune undone, %s plays %s, which %s values at %s.\n"),
             line, probe, alpha, beta, pruning_label, move, plain_label, value);
}

/* One sentence per decisive prune or verification, or one saying why
 * none is. */
static void
print_decisive_text (const CairnPosition        *position,
                     const CairnSettings        *plain,
                     const CairnSettings        *pruning,
                     const CairnDecisiveSummary *summary,
                     GArray                     *prunes)
{
  const char *plain_label = cairn_mode_to_label (plain->mode);
  const char *pruning_label = cairn_mode_to_label (pruning->mode);
  g_autofree char *none = cairn_decisive_none_text (summary, prunes, plain_label, pruning_label);

  print_plain_value_text (position, plain, pruning, summary);
  for (guint i = 0; i < prunes->len; i++)
    {
      const CairnDecisivePrune *p = &g_array_index (prunes, CairnDecisivePrune, i);

      if (p->decisive)
        print_decisive_item (position, plain_label, pruning_label, p);
    }
  if (none)
    g_print ("%s\n", none);
}

/* "decisive_prunes":[{"line":[4],"probe_value":9,...}]: lines as lists
 * of moves in the game's JSON form, a pass as null; the decisive prunes,
 * or with @verifications the decisive verifications. */
static void
append_decisive_json (GString         *out,
                      const CairnGame *game,
                      GArray          *prunes,
                      gboolean         verifications)
{
  gboolean first = TRUE;

  g_string_append_printf (out, ",\"%s\":[", verifications ? "decisive_verifications" : "decisive_prunes");
  for (guint i = 0; i < prunes->len; i++)
    {
      const CairnDecisivePrune *p = &g_array_index (prunes, CairnDecisivePrune, i);

      if (!p->decisive || p->verification != verifications)
        continue;
      g_string_append (out, first ? "{\"line\":[" : ",{\"line\":[");
      first = FALSE;
      for (guint k = 0; k < p->n_line; k++)
        {
          if (k > 0)
            g_string_append_c (out, ',');
          cli_append_move_json (out, game, p->line[k] == CAIRN_NO_MOVE ? -1 : p->line[k]);
        }
      /* A failed-high probe reached β at a max node or α at a min node,
       * and α < β: only a failed-high probe can stand at β or above. */
      g_string_append_printf (out, "],\"probe_value\":%d,\"alpha\":%d,\"beta\":%d,\"fails\":\"%s\"",
                              p->probe_value, p->alpha, p->beta,
                              p->probe_value >= p->beta ? "high" : "low");
      g_string_append (out, ",\"undone_best_move\":");
      cli_append_move_json (out, game, p->undone_best_move);
      g_string_append_printf (out, ",\"undone_plain_value\":%d}", p->undone_plain_value);
    }
  g_string_append_c (out, ']');
}

static int
run (G_GNUC_UNUSED CliCall  *call,
     int       argc,
     char    **argv)
{
  CliCommonOptions o = { 0 };
  g_autofree char *pair = NULL;
  g_autoptr (GOptionContext) context =
    cli_context_new ("compare", NULL,
                     _("Search one position with two modes and compare them (default: plain against null)."));
  g_autofree GOptionEntry *entries = cli_common_entries (&o, FALSE);
  const GOptionEntry compare_entries[] = {
    { "compare", 'c', 0, G_OPTION_ARG_STRING, &pair,
      N_("The two modes, left and right (default: plain,null)"), N_("MODE,MODE") },
    { NULL }
  };
  g_autofree char *tablebases = NULL;
  g_autofree GOptionEntry *tb_entries = cli_tablebase_entries (&tablebases);
  CliEngineOptions e = { 0 };
  g_autofree GOptionEntry *engine_entries = cli_engine_entries (&e);
  CairnUciLimits limits;
  CairnCounters counters[2];
  CairnSettings settings[2];
  CairnDecisiveSummary summary;
  g_autoptr (GArray) decisive = NULL;
  int pruning = -1;
  CliSetup setup;
  gboolean differ;
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, compare_entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, engine_entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, tb_entries, GETTEXT_PACKAGE);
  if ((status = cli_parse (context, "compare", &argc, &argv)) ||
      (status = cli_tablebase_apply (tablebases)) ||
      (status = cli_resolve (&o, &setup)) ||
      (status = cli_engine_check (&e, &setup.scenario.position, &limits)))
    goto out;
  if (pair && (status = cli_parse_mode_pair (pair, setup.scenario.modes)))
    goto out;

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (CairnSearch) search = NULL;

      settings[i] = setup.settings;
      settings[i].mode = setup.scenario.modes[i];
      search = cairn_search_new (&setup.scenario.position, &settings[i], FALSE);
      cli_search_run (search);
      if ((status = cli_check_node_cap (search)))
        goto out;
      counters[i] = *cairn_search_get_counters (search);
    }

  differ = counters[0].best_move != counters[1].best_move;

  /* When a null-move search chose differently from one without null
   * moves, say which of its prunes cost it the move (SEARCH-RULES.md §3.4). */
  for (guint i = 0; differ && i < 2; i++)
    if (cairn_mode_uses_null_move (settings[i].mode) && !cairn_mode_uses_null_move (settings[!i].mode))
      pruning = (int) i;
  if (pruning >= 0)
    {
      g_autoptr (GError) error = NULL;

      decisive = cairn_decisive_prunes (&setup.scenario.position, &settings[!pruning],
                                        &settings[pruning], &summary, &error);
      if (decisive == NULL)
        {
          status = cli_fail_usage ("%s", error->message);
          goto out;
        }
    }

  if (o.json)
    {
      g_autoptr (GString) out = g_string_new ("{");

      cli_print_settings_json (out, &setup.scenario.position, &settings[0]);
      for (guint i = 0; i < 2; i++)
        {
          g_string_append_printf (out, ",\"%s\":{\"mode\":\"%s\",", i ? "right" : "left",
                                  cairn_mode_to_string (settings[i].mode));
          cli_print_counters_json (out, cairn_position_game (&setup.scenario.position), &counters[i]);
          g_string_append_c (out, '}');
        }
      cli_tablebase_append_json (out, &setup.scenario.position);
      g_string_append_printf (out, ",\"savings_percent\":%.1f",
                              counters[0].nodes
                              ? 100.0 * ((double) counters[0].nodes - (double) counters[1].nodes) / (double) counters[0].nodes
                              : 0.0);
      g_string_append_printf (out, ",\"best_moves_differ\":%s", differ ? "true" : "false");
      /* null: not analysed (same moves, or no side without null moves). */
      if (decisive)
        {
          append_decisive_json (out, cairn_position_game (&setup.scenario.position), decisive, FALSE);
          append_decisive_json (out, cairn_position_game (&setup.scenario.position), decisive, TRUE);
          /* The reference search's value of the pruning mode's move. */
          g_string_append_printf (out, ",\"plain_value_of_move\":%d", summary.pruning_plain_value);
        }
      else
        g_string_append (out, ",\"decisive_prunes\":null,\"decisive_verifications\":null"
                         ",\"plain_value_of_move\":null");
      status = cli_engine_report (&e, &setup.scenario.position, &limits, out);
      g_string_append (out, "}\n");
      fputs (out->str, stdout);
    }
  else
    {
      const struct { const char *label; guint64 v[2]; } rows[] = {
        { N_("nodes"), { counters[0].nodes, counters[1].nodes } },
        { N_("null probes"), { counters[0].null_probes, counters[1].null_probes } },
        { N_("null prunes"), { counters[0].null_prunes, counters[1].null_prunes } },
        { N_("cutoffs"), { counters[0].cutoffs, counters[1].cutoffs } },
        { N_("verifications"), { counters[0].verifications, counters[1].verifications } },
        { N_("re-searches"), { counters[0].re_searches, counters[1].re_searches } },
      };
      const CairnGame *game = cairn_position_game (&setup.scenario.position);
      g_autofree char *m0 = cli_move_to_text (&setup.scenario.position, counters[0].best_move);
      g_autofree char *m1 = cli_move_to_text (&setup.scenario.position, counters[1].best_move);
      g_autofree char *v0 = cairn_game_value_to_text (game, counters[0].value);
      g_autofree char *v1 = cairn_game_value_to_text (game, counters[1].value);

      gboolean covered = cli_tablebase_covers (&setup.scenario.position);
      g_autofree char *r0 = covered ? cli_tablebase_best_move_text (&setup.scenario.position, counters[0].best_move) : NULL;
      g_autofree char *r1 = covered ? cli_tablebase_best_move_text (&setup.scenario.position, counters[1].best_move) : NULL;

      /* Wide enough for a mate's value: "29995 (White mates, ply 5)",
       * and for a real result: "Kf6 loses, mated in 11". */
      guint width = MAX (20, 2 + MAX (g_utf8_strlen (v0, -1), g_utf8_strlen (v1, -1)));

      if (covered)
        width = MAX (width, 2 + MAX (g_utf8_strlen (r0, -1), g_utf8_strlen (r1, -1)));

      cli_print_position_line (&setup.scenario.position, &settings[0]);
      if (cli_print_game_over (&setup.scenario.position))
        goto out;
      {
        g_autofree char *h0 = cli_pad (cairn_mode_to_label (settings[0].mode), width);
        g_autofree char *h1 = cli_pad (cairn_mode_to_label (settings[1].mode), width);

        g_print ("%16s %s %s\n", "", h0, h1);
      }
      for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
        {
          g_autofree char *a = cairn_format_count (rows[i].v[0]);
          g_autofree char *b = cairn_format_count (rows[i].v[1]);

          print_pair_row (_(rows[i].label), a, b, width);
        }
      if (settings[0].engine_parts != 0)
        {
          const struct { const char *label; guint64 v[2]; } engine_rows[] = {
            { N_("q-nodes"), { counters[0].q_nodes, counters[1].q_nodes } },
            { N_("table cutoffs"), { counters[0].tt_cutoffs, counters[1].tt_cutoffs } },
            { N_("PVS re-searches"), { counters[0].pvs_re_searches, counters[1].pvs_re_searches } },
            { N_("check extensions"), { counters[0].extensions, counters[1].extensions } },
            { N_("draws"), { counters[0].draws, counters[1].draws } },
          };

          for (guint i = 0; i < G_N_ELEMENTS (engine_rows); i++)
            {
              g_autofree char *a = cairn_format_count (engine_rows[i].v[0]);
              g_autofree char *b = cairn_format_count (engine_rows[i].v[1]);

              print_pair_row (_(engine_rows[i].label), a, b, width);
            }
        }
      print_pair_row (_("value"), v0, v1, width);
      print_pair_row (_("best move"), m0, m1, width);
      if (covered)
        print_pair_row (_("real result"), r0, r1, width);
      print_savings (cairn_mode_to_label (settings[0].mode), counters[0].nodes,
                     cairn_mode_to_label (settings[1].mode), counters[1].nodes);
      cli_tablebase_print (&setup.scenario.position);
      if (differ && game->numbered_moves)
        g_print (_("WARNING: the best moves differ: %s plays cell %s (value %s), %s plays cell %s (value %s)\n"),
                 cairn_mode_to_label (settings[0].mode), m0, v0,
                 cairn_mode_to_label (settings[1].mode), m1, v1);
      else if (differ)
        g_print (_("WARNING: the best moves differ: %s plays %s, value %s; %s plays %s, value %s\n"),
                 cairn_mode_to_label (settings[0].mode), m0, v0,
                 cairn_mode_to_label (settings[1].mode), m1, v1);
      if (decisive)
        print_decisive_text (&setup.scenario.position, &settings[!pruning], &settings[pruning],
                             &summary, decisive);
      status = cli_engine_report (&e, &setup.scenario.position, &limits, NULL);
    }

out:
  cli_common_clear (&o);
  cli_engine_clear (&e);
  return status;
}

const CliCommand cli_compare_command = {
  "compare", N_("Two modes side by side, with the savings and any change of move"), run, FALSE
};
