/* cairn-format.c — thousands separators, savings and JSON strings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>

#include "cairn-format.h"

/* 80790 → "80,790".  The separator is translatable so that locales which
 * group with a space (Kazakh among them) read naturally. */
char *
cairn_format_count (guint64 count)
{
  /* Translators: the thousands separator in node counts, e.g. 80,790 */
  const char *separator = C_("thousands separator", ",");
  g_autofree char *digits = g_strdup_printf ("%" G_GUINT64_FORMAT, count);
  GString *out = g_string_new (NULL);
  gsize n = strlen (digits);

  for (gsize i = 0; i < n; i++)
    {
      if (i > 0 && (n - i) % 3 == 0)
        g_string_append (out, separator);
      g_string_append_c (out, digits[i]);
    }
  return g_string_free (out, FALSE);
}

/* @part as a percentage of @whole, without the sign: one decimal, or as
 * many more (up to six) as it takes not to read 0: "55.1", "0.01". */
char *
cairn_format_percent (guint64 part,
                      guint64 whole)
{
  double percent = whole ? 100.0 * (double) part / (double) whole : 0.0;
  double scaled = percent * 10.0;
  int digits = 1;

  while (part != 0 && digits < 6 && scaled < 0.5)
    {
      scaled *= 10.0;
      digits++;
    }
  return g_strdup_printf ("%.*f", digits, percent);
}

/* How @other compares with @baseline in nodes: "55.1% fewer", "6.3% more",
 * "0.01% more", or, from twice as many on, "3.9× more" (as the seed
 * reports it). */
char *
cairn_format_savings (guint64 baseline,
                      guint64 other)
{
  g_autofree char *percent = NULL;

  if (baseline == 0)
    return g_strdup ("—");
  if (other == baseline)
    return g_strdup (_("same"));
  if (other < baseline)
    {
      percent = cairn_format_percent (baseline - other, baseline);
      /* Translators: %s is a percentage without its sign, "55.1" */
      return g_strdup_printf (_("%s%% fewer"), percent);
    }
  if (other < 2 * baseline)
    {
      percent = cairn_format_percent (other - baseline, baseline);
      /* Translators: %s is a percentage without its sign, "6.3" */
      return g_strdup_printf (_("%s%% more"), percent);
    }
  return g_strdup_printf (_("%.1f× more"), (double) other / (double) baseline);
}

void
cairn_json_append_string (GString    *out,
                          const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p++)
    {
      guchar c = (guchar) *p;

      switch (c)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        case '\r':
          g_string_append (out, "\\r");
          break;
        default:
          if (c < 0x20)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
        }
    }
  g_string_append_c (out, '"');
}

/* The reason alone, as strerror() words it, for a GFileError from
 * g_file_set_contents_full(): its own message names the temporary file,
 * while the user named the target. */
const char *
cairn_file_error_reason (const GError *file_error)
{
  int errsv;

  if (file_error->domain != G_FILE_ERROR)
    return file_error->message;
  switch (file_error->code)
    {
    case G_FILE_ERROR_NOSPC:
      errsv = ENOSPC;
      break;
    case G_FILE_ERROR_ACCES:
      errsv = EACCES;
      break;
    case G_FILE_ERROR_PERM:
      errsv = EPERM;
      break;
    case G_FILE_ERROR_ROFS:
      errsv = EROFS;
      break;
    case G_FILE_ERROR_NOENT:
      errsv = ENOENT;
      break;
    case G_FILE_ERROR_NOTDIR:
      errsv = ENOTDIR;
      break;
    case G_FILE_ERROR_ISDIR:
      errsv = EISDIR;
      break;
    case G_FILE_ERROR_NAMETOOLONG:
      errsv = ENAMETOOLONG;
      break;
    default:
      return file_error->message;
    }
  return g_strerror (errsv);
}
