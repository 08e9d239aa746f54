/* cairn-cli-fail.c — cairn-cli's error messages and exit statuses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>

#include "cairn-cli-fail.h"

static int G_GNUC_PRINTF (2, 0)
fail (int         status,
      const char *format,
      va_list     args)
{
  g_autofree char *message = g_strdup_vprintf (format, args);

  g_printerr ("cairn-cli: %s\n", message);
  return status;
}

int
cli_fail_usage (const char *format,
                ...)
{
  va_list args;
  int status;

  va_start (args, format);
  status = fail (CLI_EXIT_USAGE, format, args);
  va_end (args);
  return status;
}

int
cli_fail_io (const char *format,
             ...)
{
  va_list args;
  int status;

  va_start (args, format);
  status = fail (CLI_EXIT_IO, format, args);
  va_end (args);
  return status;
}
