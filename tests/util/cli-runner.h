/* cli-runner.h — the one way tests run cairn-cli ($CAIRN_CLI): its
 * arguments in, what it printed and its exit status out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* cairn-cli run to its end: what it printed and its exit status. */
typedef struct {
  char *out;
  char *err;
  int   status;
} TestRun;

void       test_run_clear           (TestRun            *run);
/* Runs $CAIRN_CLI with the NULL-terminated @args; fails the test unless
 * it ran and exited. */
void       test_run_cli             (TestRun            *run,
                                     const char * const *args);
/* The same with @setup (e.g. a resource limit) run in the child before
 * cairn-cli starts. */
void       test_run_cli_setup       (TestRun            *run,
                                     const char * const *args,
                                     GSpawnChildSetupFunc setup,
                                     gpointer            setup_data);
/* cairn-cli export with @words, split at spaces, every "@" in them
 * standing for the folder @dir; fails, with its stderr, unless it exits
 * with @status. */
void       test_run_cli_export      (TestRun            *run,
                                     const char         *words,
                                     const char         *dir,
                                     int                 status);
/* Fails with its status and stderr unless @run exited 0 and said
 * nothing on stderr. */
void       test_assert_run_ok       (const TestRun      *run);

/* Runs $CAIRN_CLI with @args and fails unless it exits with @status,
 * printing nothing on stdout and one line on stderr holding @message. */
void       test_assert_cli_refuses  (const char * const *args,
                                     int                 status,
                                     const char         *message);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TestRun, test_run_clear)

#define TEST_RUN_CLI(run, ...) test_run_cli ((run), (const char *[]) { __VA_ARGS__, NULL })
#define TEST_ASSERT_CLI_REFUSES(status, message, ...) \
  test_assert_cli_refuses ((const char *[]) { __VA_ARGS__, NULL }, (status), (message))

G_END_DECLS
