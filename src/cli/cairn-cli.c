/* cairn-cli.c — headless Cairn: searches, traces, sweeps and exports.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "cairn-cli-commands.h"
#include "cairn-cli-fail.h"
#include "cairn-cli-light.h"
#include "cairn-i18n.h"

/* The commands, in the order --help lists them. */
static const CliCommand *const commands[] = {
  &cli_search_command,
  &cli_compare_command,
  &cli_trace_command,
  &cli_sweep_command,
  &cli_find_command,
  &cli_suite_command,
  &cli_export_command,
  &cli_perft_command,
  &cli_merge_command,
  NULL
};

static void
print_usage (FILE *to)
{
  fprintf (to, "%s\n\n", _("Usage: cairn-cli COMMAND [OPTION…]"));
  fprintf (to, "%s\n\n", _("Null-move pruning and alpha-beta search on tic-tac-toe, chess and Connect Four, without a window."));
  fprintf (to, "%s\n", _("Commands:"));
  for (guint i = 0; commands[i]; i++)
    fprintf (to, "  %-10s %s\n", commands[i]->name, _(commands[i]->summary));
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
  for (guint i = 0; commands[i]; i++)
    if (g_str_equal (argv[1], commands[i]->name))
      {
        g_auto (GStrv) typed = g_strdupv (argv);
        CliCall call = { commands, NULL, typed, NULL };

#ifndef CAIRN_CLI_DRAWS
        call.run_drawing = cli_run_drawing;
#endif

        return commands[i]->run (&call, argc - 1, argv + 1);
      }

  {
    g_autoptr (GString) names = g_string_new (NULL);

    for (guint i = 0; commands[i]; i++)
      g_string_append_printf (names, i ? ", %s" : "%s", commands[i]->name);
    return cli_fail_usage (_("Unknown command “%s”: use one of %s"), argv[1], names->str);
  }
}
