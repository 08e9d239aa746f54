/* cairn-cli-merge.c — the merge command: the JSONL files of every shard
 * of a find or suite run joined into the report the whole run gives.
 * The run's command is looked up in the table it is handed and run with
 * the joined records as its argument, so that it builds its report from
 * them instead of searching.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-cli-commands.h"
#include "cairn-cli-options.h"
#include "cairn-cli-shard.h"

/* The command of @name in @call's table that takes records, or NULL. */
static const CliCommand *
find_command (const CliCall *call,
              const char    *name)
{
  for (guint i = 0; call->commands[i]; i++)
    if (call->commands[i]->takes_records && g_str_equal (call->commands[i]->name, name))
      return call->commands[i];
  return NULL;
}

/* merge [--jsonl] FILE… [-- OPTION…] */
static int
run (CliCall  *call,
     int       argc,
     char    **argv)
{
  gboolean jsonl = FALSE;
  const GOptionEntry entries[] = {
    { "jsonl", 0, 0, G_OPTION_ARG_NONE, &jsonl,
      N_("Print the joined records as one JSONL file, as an unsharded --jsonl run prints them"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    cli_context_new ("merge", _("FILE… [-- OPTION…]"),
                     _("Join the JSONL files of every shard of a find or suite run into the report the whole run gives; options after -- are added to the run's own (e.g. -- --json)."));
  g_autoptr (GPtrArray) files = g_ptr_array_new ();
  g_autoptr (GPtrArray) extra = g_ptr_array_new ();
  g_autoptr (CliShard) joined = NULL;
  g_autoptr (GStrvBuilder) run_argv = g_strv_builder_new ();
  const CliCommand *command;
  int status;

  /* The options for the run after "--" are not merge's. */
  for (int i = 1; i < argc; i++)
    if (g_str_equal (argv[i], "--"))
      {
        for (int j = i + 1; j < argc; j++)
          g_ptr_array_add (extra, argv[j]);
        argc = i;
        break;
      }
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  {
    g_autoptr (GError) error = NULL;

    if (!g_option_context_parse (context, &argc, &argv, &error))
      return cli_fail_usage (_("%s (see “cairn-cli %s --help”)"), error->message, "merge");
  }
  for (int i = 1; i < argc; i++)
    g_ptr_array_add (files, argv[i]);
  if (files->len == 0)
    return cli_fail_usage (_("Missing the shard files (see “cairn-cli merge --help”)"));
  g_ptr_array_add (files, NULL);
  if ((status = cli_shard_join ((const char * const *) files->pdata, jsonl, &joined)))
    return status;

  command = find_command (call, cli_shard_command (joined));
  if (command == NULL)
    return cli_fail_usage (_("The shard files are of “%s”: merge joins find and suite runs"),
                           cli_shard_command (joined));
  g_strv_builder_add (run_argv, command->name);
  g_strv_builder_addv (run_argv, (const char **) cli_shard_recorded_args (joined));
  for (guint i = 0; i < extra->len; i++)
    g_strv_builder_add (run_argv, g_ptr_array_index (extra, i));
  {
    /* The run's command, fed the records instead of searching; it takes
     * them over, or stops before and leaves them to be freed here. */
    g_auto (GStrv) args = g_strv_builder_end (run_argv);
    g_autofree char **copy = g_memdup2 (args, sizeof (char *) * (g_strv_length (args) + 1));
    CliCall inner = { call->commands, g_steal_pointer (&joined) };

    status = command->run (&inner, (int) g_strv_length (args), copy);
    g_clear_pointer (&inner.records, cli_shard_free);
  }
  return status;
}

const CliCommand cli_merge_command = {
  "merge", N_("Join the JSONL files of a sharded find or suite run into its report"), run, FALSE
};
