/* fuzz-options.c — cairn-cli's option parsing and resolution, in process:
 * the input is split at newlines into arguments for one subcommand.
 * Either the options resolve to valid settings, or the parser reports a
 * usage or I/O failure; it never crashes or accepts an invalid value.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-cli-options.h"
#include "fuzz.h"

static void
discard (const char *message)
{
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  /* Not g_strndup(): it returns NULL for an empty input. */
  g_autofree char *text = g_malloc (size + 1);
  g_auto (GStrv) parts = NULL;
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  CliCommonOptions options = { 0 };
  g_autoptr (GOptionContext) context = cli_context_new ("search", NULL, "fuzz");
  g_autofree GOptionEntry *entries = cli_common_entries (&options, TRUE);
  char **argv;
  int argc;
  CliSetup setup;
  int status;

  if (size)
    memcpy (text, data, size);
  text[size] = '\0';
  parts = g_strsplit (text, "\n", 64);

  /* Thousands of one-line usage errors are expected: keep them quiet. */
  g_set_printerr_handler (discard);
  /* --help would exit the process. */
  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);

  g_ptr_array_add (args, (char *) "search");
  for (guint i = 0; parts[i]; i++)
    if (g_utf8_validate (parts[i], -1, NULL))
      g_ptr_array_add (args, parts[i]);
  g_ptr_array_add (args, NULL);
  argc = (int) args->len - 1;
  /* GOption rearranges argv; give it a copy of the pointers. */
  argv = g_memdup2 (args->pdata, sizeof (char *) * args->len);

  status = cli_parse (context, "search", &argc, &argv);
  if (status == CLI_EXIT_OK)
    status = cli_resolve (&options, &setup);
  if (status == CLI_EXIT_OK)
    {
      g_assert_true (cairn_settings_validate (&setup.settings, cairn_position_game (&setup.scenario.position), NULL));
      g_assert_true (cairn_position_validate (&setup.scenario.position, NULL));
    }
  else
    g_assert_true (status == CLI_EXIT_USAGE || status == CLI_EXIT_IO);

  g_free (argv);
  cli_common_clear (&options);
  return 0;
}
