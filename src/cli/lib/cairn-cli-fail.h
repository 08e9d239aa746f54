/* cairn-cli-fail.h — cairn-cli's exit statuses and its one-line error
 * messages ("cairn-cli: …" on stderr).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Exit statuses: bad input is 2, a failed read or write is 1. */
#define CLI_EXIT_OK      0
#define CLI_EXIT_IO      1
#define CLI_EXIT_USAGE   2
/* --engine-opinion asked, and no engine answered (Cairn's own output is
 * complete). */
#define CLI_EXIT_ENGINE  3

/* Print the message and return CLI_EXIT_USAGE or CLI_EXIT_IO. */
int cli_fail_usage (const char *format,
                    ...) G_GNUC_PRINTF (1, 2);
int cli_fail_io    (const char *format,
                    ...) G_GNUC_PRINTF (1, 2);

G_END_DECLS
