/* cairn-cli.c — headless Cairn: searches, traces, sweeps and exports.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "cairn-cli.h"
#include "cairn-cli-shard.h"
#include "cairn-i18n.h"

static const CliCommand commands[] = {
  { "search", N_("Run one search; print value, best move and counters"), cli_command_search },
  { "compare", N_("Two modes side by side, with the savings and any change of move"), cli_command_compare },
  { "trace", N_("The event stream, one event per line"), cli_command_trace },
  { "sweep", N_("Nodes over depth limits × reductions"), cli_command_sweep },
  { "find", N_("Positions where null-move pruning picks a worse move"), cli_command_find },
  { "suite", N_("An EPD test suite under several configurations: moves, positions solved, nodes"), cli_command_suite },
  { "export", N_("Write the search tree as PNG, SVG, PDF, DOT or JSON"), cli_command_export },
  { "perft", N_("Count a chess position's legal move paths to a depth"), cli_command_perft },
  { "merge", N_("Join the JSONL files of a sharded find or suite run into its report"), cli_command_merge },
};

static void
print_usage (FILE *to)
{
  fprintf (to, "%s\n\n", _("Usage: cairn-cli COMMAND [OPTION…]"));
  fprintf (to, "%s\n\n", _("Null-move pruning and alpha-beta search on tic-tac-toe and chess, without a window."));
  fprintf (to, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (to, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (to, "\n%s\n", _("Run “cairn-cli COMMAND --help” for the options of a command."));
}

int
main (int    argc,
      char **argv)
{
  cairn_i18n_init ();

  if (argc < 2)
    {
      print_usage (stderr);
      return CLI_EXIT_USAGE;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") || g_str_equal (argv[1], "help"))
    {
      print_usage (stdout);
      return CLI_EXIT_OK;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("cairn-cli %s\n", PACKAGE_VERSION);
      return CLI_EXIT_OK;
    }

#ifndef CAIRN_CLI_DRAWS
  if (cli_command_draws (argc, argv))
    return cli_run_drawing (argv);
#endif
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);

  {
    g_autoptr (GString) names = g_string_new (NULL);

    for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
      g_string_append_printf (names, i ? ", %s" : "%s", commands[i].name);
    return cli_fail_usage (_("Unknown command “%s”: use one of %s"), argv[1], names->str);
  }
}
