/* cairn-cli-search.c — the search command: one search, its value, best
 * move and counters.
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
#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-uci.h"

/* The engine style's counters (DESIGN 1d), after the seed's: none in
 * the seed style. */
static void
print_engine_rows (const CairnCounters *c)
{
  const struct { const char *label; guint64 value; } rows[] = {
    { N_("q-nodes"), c->q_nodes },
    { N_("table cutoffs"), c->tt_cutoffs },
    { N_("PVS re-searches"), c->pvs_re_searches },
    { N_("check extensions"), c->extensions },
    { N_("draws"), c->draws },
  };

  if (c->n_iterations == 0)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *n = cairn_format_count (rows[i].value);

      cli_print_row (_(rows[i].label), n);
    }
  if (c->n_iterations > 1)
    {
      g_autoptr (GString) list = g_string_new (NULL);

      for (guint64 i = 0; i < c->n_iterations; i++)
        {
          g_autofree char *n = cairn_format_count (c->iteration_nodes[i]);

          g_string_append_printf (list, "%s%s", i ? ", " : "", n);
        }
      /* Translators: the nodes of each iteration of iterative deepening,
       * depth limit 1 first */
      cli_print_row (_("per iteration"), list->str);
    }
}

static int
run (G_GNUC_UNUSED CliCall  *call,
     int       argc,
     char    **argv)
{
  CliCommonOptions o = { 0 };
  g_autoptr (GOptionContext) context =
    cli_context_new ("search", NULL, _("Run one search and print its value, best move and counters."));
  g_autofree GOptionEntry *entries = cli_common_entries (&o, TRUE);
  g_autofree char *tablebases = NULL;
  g_autofree GOptionEntry *tb_entries = cli_tablebase_entries (&tablebases);
  CliEngineOptions e = { 0 };
  g_autofree GOptionEntry *engine_entries = cli_engine_entries (&e);
  CairnUciLimits limits;
  g_autoptr (CairnSearch) search = NULL;
  const CairnCounters *c;
  CliSetup setup;
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, engine_entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, tb_entries, GETTEXT_PACKAGE);
  if ((status = cli_parse (context, "search", &argc, &argv)) ||
      (status = cli_tablebase_apply (tablebases)) ||
      (status = cli_resolve (&o, &setup)) ||
      (status = cli_engine_check (&e, &setup.scenario.position, &limits)))
    goto out;

  search = cairn_search_new (&setup.scenario.position, &setup.settings, FALSE);
  cli_search_run (search);
  if ((status = cli_check_node_cap (search)))
    goto out;
  c = cairn_search_get_counters (search);

  if (o.json)
    {
      g_autoptr (GString) out = g_string_new ("{");

      cli_print_settings_json (out, &setup.scenario.position, &setup.settings);
      g_string_append_c (out, ',');
      cli_print_counters_json (out, cairn_position_game (&setup.scenario.position), c);
      cli_tablebase_append_json (out, &setup.scenario.position);
      status = cli_engine_report (&e, &setup.scenario.position, &limits, out);
      g_string_append (out, "}\n");
      fputs (out->str, stdout);
    }
  else
    {
      g_autofree char *move = cli_move_to_text (&setup.scenario.position, c->best_move);
      const struct { const char *label; guint64 value; } rows[] = {
        { N_("nodes"), c->nodes },
        { N_("null probes"), c->null_probes },
        { N_("null prunes"), c->null_prunes },
        { N_("cutoffs"), c->cutoffs },
        { N_("verifications"), c->verifications },
        { N_("re-searches"), c->re_searches },
      };
      g_autofree char *value = cairn_game_value_to_text (cairn_position_game (&setup.scenario.position),
                                                         c->value);

      cli_print_position_line (&setup.scenario.position, &setup.settings);
      if (cli_print_game_over (&setup.scenario.position))
        goto out;
      cli_print_row (_("mode"), cairn_mode_to_label (setup.settings.mode));
      cli_print_row (_("value"), value);
      cli_print_row (_("best move"), move);
      for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
        {
          g_autofree char *n = cairn_format_count (rows[i].value);

          cli_print_row (_(rows[i].label), n);
        }
      print_engine_rows (c);
      if (cli_tablebase_covers (&setup.scenario.position))
        {
          g_autofree char *real = cli_tablebase_best_move_text (&setup.scenario.position, c->best_move);

          cli_print_row (_("real result"), real);
        }
      cli_tablebase_print (&setup.scenario.position);
      status = cli_engine_report (&e, &setup.scenario.position, &limits, NULL);
    }

out:
  cli_common_clear (&o);
  cli_engine_clear (&e);
  return status;
}

const CliCommand cli_search_command = {
  "search", N_("Run one search; print value, best move and counters"), run, FALSE
};
