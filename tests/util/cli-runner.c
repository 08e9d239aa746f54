/* cli-runner.c — running cairn-cli from the tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/wait.h>

#include "cli-runner.h"

void
test_run_clear (TestRun *run)
{
  g_free (run->out);
  g_free (run->err);
}

void
test_run_cli_setup (TestRun             *run,
                    const char * const  *args,
                    GSpawnChildSetupFunc setup,
                    gpointer             setup_data)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  const char *cli = g_getenv ("CAIRN_CLI");
  int wait_status;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (char *) cli);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, setup, setup_data,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

void
test_run_cli (TestRun            *run,
              const char * const *args)
{
  test_run_cli_setup (run, args, NULL, NULL);
}

void
test_run_cli_export (TestRun    *run,
                     const char *words,
                     const char *dir,
                     int         status)
{
  g_autoptr (GString) replaced = g_string_new (words);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) split = NULL, args = NULL;

  g_string_replace (replaced, "@", dir, 0);
  split = g_strsplit (replaced->str, " ", -1);
  g_strv_builder_add (builder, "export");
  g_strv_builder_addv (builder, (const char **) split);
  args = g_strv_builder_end (builder);
  test_run_cli (run, (const char * const *) args);
  if (run->status != status)
    g_error ("“%s”: exit %d, expected %d; stderr: %s", words, run->status, status, run->err);
}

void
test_assert_run_ok (const TestRun *run)
{
  if (run->status != 0 || *run->err != '\0')
    g_error ("status %d, stderr: %s", run->status, run->err);
}

void
test_assert_cli_refuses (const char * const *args,
                         int                 status,
                         const char         *message)
{
  g_auto (TestRun) run = { 0 };
  g_autofree char *typed = g_strjoinv (" ", (char **) args);

  test_run_cli (&run, args);
  if (run.status != status || strstr (run.err, message) == NULL)
    g_error ("“%s”: exit %d, expected %d; stderr: %s; expected in it: %s", typed, run.status, status, run.err,
             message);
  /* One line, and nothing on stdout presented as a result. */
  g_assert_cmpstr (strchr (run.err, '\n'), ==, run.err + strlen (run.err) - 1);
  g_assert_cmpstr (run.out, ==, "");
}
