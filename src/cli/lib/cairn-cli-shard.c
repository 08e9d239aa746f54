/* cairn-cli-shard.c — shards, JSONL records, --resume, and joining the
 * files of every shard for merge.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <stdio.h>
#include <unistd.h>

#include "cairn-cli-fail.h"
#include "cairn-cli-shard.h"
#include "cairn-format.h"

#define FORMAT 1
#define MAX_SHARDS 1000000

struct _CliShard {
  char       *command;
  GStrv       args;
  guint       k, n;          /* shard k of n, from 1 */
  guint       units;
  FILE       *out;           /* where records go; NULL when merging to a report */
  gboolean    own_out;       /* a --resume file, closed at the end */
  gboolean    merging;
  gboolean    merge_jsonl;
  CliJson   **held;          /* [units]: records read back */
  char      **lines;         /* [units]: their text, for merged JSONL */
};

void
cli_shard_add_entries (GOptionContext  *context,
                       CliShardOptions *options)
{
  const GOptionEntry entries[] = {
    { "shard", 0, 0, G_OPTION_ARG_STRING, &options->shard,
      N_("Run only shard K of N (1 ≤ K ≤ N) of the work, as JSONL records to join with “cairn-cli merge”"),
      N_("K/N") },
    { "jsonl", 0, 0, G_OPTION_ARG_NONE, &options->jsonl,
      N_("Print one JSON record a line as each piece of work finishes, instead of the report"), NULL },
    { "resume", 0, 0, G_OPTION_ARG_FILENAME, &options->resume,
      N_("Append the JSONL records to FILE, skipping those it already holds (a run that was stopped goes on)"),
      N_("FILE") },
    { NULL }
  };

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

void
cli_shard_options_clear (CliShardOptions *options)
{
  g_clear_pointer (&options->shard, g_free);
  g_clear_pointer (&options->resume, g_free);
}

GStrv
cli_shard_args (int    argc,
                char **argv)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i];

      if (g_str_equal (a, "--"))
        {
          for (; i < argc; i++)
            g_strv_builder_add (builder, argv[i]);
          break;
        }
      if (g_str_equal (a, "--jsonl") || g_str_has_prefix (a, "--shard=") || g_str_has_prefix (a, "--resume="))
        continue;
      if (g_str_equal (a, "--shard") || g_str_equal (a, "--resume"))
        {
          i++;
          continue;
        }
      g_strv_builder_add (builder, a);
    }
  return g_strv_builder_end (builder);
}

/* "cairn-cli find -d 5 …" for messages. */
static char *
command_text (const char         *command,
              const char * const *args)
{
  g_autoptr (GString) out = g_string_new ("cairn-cli ");

  g_string_append (out, command);
  for (guint i = 0; args[i]; i++)
    {
      g_autofree char *quoted = g_shell_quote (args[i]);

      g_string_append_c (out, ' ');
      g_string_append (out, strpbrk (args[i], " \t'\"\\$`*?[]{}()<>|&;#~") ? quoted : args[i]);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
header_line (const char         *command,
             const char * const *args,
             guint               k,
             guint               n,
             guint               units)
{
  g_autoptr (GString) out = g_string_new ("{\"cairn\":");

  cairn_json_append_string (out, command);
  g_string_append_printf (out, ",\"format\":%d,\"shard\":\"%u/%u\",\"units\":%u,\"args\":[",
                          FORMAT, k, n, units);
  for (guint i = 0; args[i]; i++)
    {
      if (i)
        g_string_append_c (out, ',');
      cairn_json_append_string (out, args[i]);
    }
  g_string_append (out, "]}");
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static gboolean
parse_shard (const char *text,
             guint      *k,
             guint      *n)
{
  g_auto (GStrv) parts = g_strsplit (text, "/", -1);
  guint64 a, b;

  if (g_strv_length (parts) != 2 ||
      !g_ascii_string_to_unsigned (parts[0], 10, 0, G_MAXUINT, &a, NULL) ||
      !g_ascii_string_to_unsigned (parts[1], 10, 0, G_MAXUINT, &b, NULL))
    return FALSE;
  *k = (guint) a;
  *n = (guint) b;
  return TRUE;
}

static int
check_shard (const char *text,
             guint      *k,
             guint      *n)
{
  if (!parse_shard (text, k, n))
    return cli_fail_usage (_("Invalid --shard “%s”: use K/N, shard K of N, e.g. 2/5"), text);
  if (*n < 1 || *n > MAX_SHARDS)
    return cli_fail_usage (_("Invalid --shard “%s”: N, the number of shards, must be from 1 to %u"),
                           text, MAX_SHARDS);
  if (*k < 1 || *k > *n)
    return cli_fail_usage (_("Invalid --shard “%s”: K must be from 1 to %u, the number of shards"),
                           text, *n);
  return CLI_EXIT_OK;
}

static CliShard *
shard_new (const char         *command,
           const char * const *args,
           guint               k,
           guint               n,
           guint               units)
{
  CliShard *shard = g_new0 (CliShard, 1);

  shard->command = g_strdup (command);
  shard->args = g_strdupv ((GStrv) args);
  shard->k = k;
  shard->n = n;
  shard->units = units;
  shard->held = g_new0 (CliJson *, MAX (units, 1));
  shard->lines = g_new0 (char *, MAX (units, 1));
  return shard;
}

void
cli_shard_free (CliShard *shard)
{
  if (shard == NULL)
    return;
  if (shard->own_out && shard->out)
    fclose (shard->out);
  for (guint u = 0; u < shard->units; u++)
    {
      cli_json_free (shard->held[u]);
      g_free (shard->lines[u]);
    }
  g_free (shard->held);
  g_free (shard->lines);
  g_strfreev (shard->args);
  g_free (shard->command);
  g_free (shard);
}

static gboolean
belongs (const CliShard *shard,
         guint           unit)
{
  return unit % shard->n == shard->k - 1;
}

static guint
units_of_shard (const CliShard *shard)
{
  return shard->units / shard->n + (shard->units % shard->n > shard->k - 1);
}

/* Reads the header @line of @path: its shard, units and arguments.  A
 * message for people on failure. */
static gboolean
read_header (const char  *path,
             const char  *line,
             char       **command,
             GStrv       *args,
             guint       *k,
             guint       *n,
             guint       *units,
             char       **message)
{
  g_autoptr (CliJson) header = cli_json_parse (line, NULL);
  const CliJson *list = cli_json_get (header, "args");
  const char *shard_text = cli_json_get_string (header, "shard");
  const char *name = cli_json_get_string (header, "cairn");
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  gint64 format, count;

  if (name == NULL || !cli_json_get_int (header, "format", 0, G_MAXINT, &format) ||
      !cli_json_get_int (header, "units", 0, G_MAXUINT, &count) ||
      shard_text == NULL || !parse_shard (shard_text, k, n) || *n < 1 || *k < 1 || *k > *n ||
      list == NULL || list->type != CLI_JSON_ARRAY)
    {
      *message = g_strdup_printf (_("“%s” does not start with a cairn-cli JSONL header (written by find or suite with --jsonl)"),
                                  path);
      return FALSE;
    }
  if (format != FORMAT)
    {
      *message = g_strdup_printf (_("“%s” is in JSONL format %d; this cairn-cli reads format %d"),
                                  path, (int) format, FORMAT);
      return FALSE;
    }
  for (guint i = 0; i < list->items->len; i++)
    {
      const CliJson *a = g_ptr_array_index (list->items, i);

      if (a->type != CLI_JSON_STRING)
        {
          *message = g_strdup_printf (_("“%s” does not start with a cairn-cli JSONL header (written by find or suite with --jsonl)"),
                                      path);
          return FALSE;
        }
      g_strv_builder_add (builder, a->string);
    }
  *command = g_strdup (name);
  *args = g_strv_builder_end (builder);
  *units = (guint) count;
  return TRUE;
}

/* Reads the records of @text (after the header) into @shard: each of
 * its shard, each once.  FALSE with a message naming @path and the line. */
static gboolean
read_records (CliShard    *shard,
              const char  *path,
              char       **lines,
              char       **message)
{
  for (guint i = 1; lines[i]; i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (CliJson) record = NULL;
      gint64 unit;

      if (lines[i][0] == '\0' && lines[i + 1] == NULL)
        break;
      record = cli_json_parse (lines[i], &error);
      if (record == NULL)
        {
          *message = g_strdup_printf (_("“%s” line %u is not a record: %s"), path, i + 1, error->message);
          return FALSE;
        }
      if (!cli_json_get_int (record, "unit", 0, (gint64) shard->units - 1, &unit))
        {
          *message = g_strdup_printf (_("“%s” line %u is not a record: it has no “unit” from 0 to %d"),
                                      path, i + 1, (int) shard->units - 1);
          return FALSE;
        }
      if (!belongs (shard, (guint) unit))
        {
          *message = g_strdup_printf (_("“%s” line %u: unit %u is not one of shard %u/%u's"),
                                      path, i + 1, (guint) unit, shard->k, shard->n);
          return FALSE;
        }
      if (shard->held[unit])
        {
          *message = g_strdup_printf (_("“%s” line %u: unit %u is there twice"), path, i + 1, (guint) unit);
          return FALSE;
        }
      shard->held[unit] = g_steal_pointer (&record);
      shard->lines[unit] = g_strdup (lines[i]);
    }
  return TRUE;
}

/* --resume FILE: what it holds is skipped, the rest appended.  A missing
 * or empty file starts afresh; a line cut off by a kill is dropped. */
static int
open_resume (CliShard   *shard,
             const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *expected = header_line (shard->command, (const char * const *) shard->args,
                                           shard->k, shard->n, shard->units);
  g_auto (GStrv) lines = NULL;
  gsize length = 0, kept;
  gboolean fresh;

  if (!g_file_get_contents (path, &text, &length, &error))
    {
      if (!g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        return cli_fail_io (_("Cannot read “%s”: %s"), path, error->message);
      text = g_strdup ("");
      length = 0;
    }
  /* Only whole lines count. */
  kept = length;
  while (kept > 0 && text[kept - 1] != '\n')
    kept--;
  text[kept] = '\0';
  fresh = kept == 0;
  if (!fresh)
    {
      g_autofree char *command = NULL;
      g_auto (GStrv) args = NULL;
      g_autofree char *message = NULL;
      guint k, n, units;

      lines = g_strsplit (text, "\n", -1);
      if (!read_header (path, lines[0], &command, &args, &k, &n, &units, &message))
        return cli_fail_usage ("%s", message);
      if (!g_str_equal (command, shard->command) || !g_strv_equal ((const char * const *) args,
                                                                     (const char * const *) shard->args))
        {
          g_autofree char *theirs = command_text (command, (const char * const *) args);

          return cli_fail_usage (_("Cannot resume “%s”: it holds the records of “%s”, other work: give the same command and options, or another file"),
                                 path, theirs);
        }
      if (k != shard->k || n != shard->n)
        return cli_fail_usage (_("Cannot resume “%s”: it holds shard %u/%u, not %u/%u"),
                               path, k, n, shard->k, shard->n);
      if (units != shard->units || !g_str_equal (lines[0], expected))
        return cli_fail_usage (_("Cannot resume “%s”: it was written for %u units of work, these options give %u (did the positions change?)"),
                               path, units, shard->units);
      if (!read_records (shard, path, lines, &message))
        return cli_fail_usage ("%s", message);
    }
  if (kept < length && truncate (path, (off_t) kept) != 0)
    return cli_fail_io (_("Cannot write “%s”: %s"), path, g_strerror (errno));
  if ((shard->out = g_fopen (path, "ab")) == NULL)
    return cli_fail_io (_("Cannot write “%s”: %s"), path, g_strerror (errno));
  shard->own_out = TRUE;
  if (fresh)
    {
      fprintf (shard->out, "%s\n", expected);
      if (fflush (shard->out) != 0)
        return cli_fail_io (_("Cannot write “%s”: %s"), path, g_strerror (errno));
    }
  return CLI_EXIT_OK;
}

CliShard *
cli_shard_begin (const CliShardOptions *options,
                 CliShard             **records,
                 const char            *command,
                 const char * const    *args,
                 guint                  units,
                 int                   *status)
{
  g_autoptr (CliShard) shard = NULL;
  guint k = 1, n = 1;

  *status = CLI_EXIT_OK;
  if (*records)
    {
      if (units != (*records)->units)
        {
          *status = cli_fail_usage (_("The shard files were written for %u units of work, these options now give %u (did the positions change?)"),
                                    (*records)->units, units);
          return NULL;
        }
      return g_steal_pointer (records);
    }
  if (options->shard && (*status = check_shard (options->shard, &k, &n)))
    return NULL;
  if (!options->shard && !options->jsonl && !options->resume)
    return NULL;

  shard = shard_new (command, args, k, n, units);
  if (options->resume)
    {
      if ((*status = open_resume (shard, options->resume)))
        return NULL;
      return g_steal_pointer (&shard);
    }
  {
    g_autofree char *header = header_line (command, args, k, n, units);

    shard->out = stdout;
    printf ("%s\n", header);
    fflush (stdout);
  }
  return g_steal_pointer (&shard);
}

gboolean
cli_shard_runs (const CliShard *shard,
                guint           unit)
{
  return !shard->merging && belongs (shard, unit) && shard->held[unit] == NULL;
}

guint
cli_shard_count_runs (const CliShard *shard)
{
  guint count = 0;

  for (guint u = 0; u < shard->units; u++)
    count += cli_shard_runs (shard, u);
  return count;
}

const CliJson *
cli_shard_held (const CliShard *shard,
                guint           unit)
{
  return unit < shard->units ? shard->held[unit] : NULL;
}

gboolean
cli_shard_merging (const CliShard *shard)
{
  return shard->merging;
}

gboolean
cli_shard_writes_jsonl (const CliShard *shard)
{
  return !shard->merging || shard->merge_jsonl;
}

int
cli_shard_write (CliShard   *shard,
                 guint       unit,
                 const char *members)
{
  fprintf (shard->out, "{\"unit\":%u%s%s}\n", unit, *members ? "," : "", members);
  if (fflush (shard->out) != 0 || ferror (shard->out))
    return cli_fail_io (_("Cannot write the records: %s"), g_strerror (errno));
  return CLI_EXIT_OK;
}

int
cli_shard_finish (CliShard *shard)
{
  if (shard->merging && shard->merge_jsonl)
    {
      g_autofree char *header = header_line (shard->command, (const char * const *) shard->args,
                                             1, 1, shard->units);
      g_autoptr (GString) out = g_string_new (header);

      g_string_append_c (out, '\n');
      for (guint u = 0; u < shard->units; u++)
        g_string_append_printf (out, "%s\n", shard->lines[u]);
      fputs (out->str, stdout);
    }
  if (fflush (stdout) != 0 || (shard->own_out && fflush (shard->out) != 0))
    return cli_fail_io (_("Cannot write the records: %s"), g_strerror (errno));
  return CLI_EXIT_OK;
}

const char *
cli_shard_command (const CliShard *shard)
{
  return shard->command;
}

const char * const *
cli_shard_recorded_args (const CliShard *shard)
{
  return (const char * const *) shard->args;
}

int
cli_shard_join (const char * const *files,
                gboolean            jsonl,
                CliShard          **joined_out)
{
  g_autoptr (CliShard) joined = NULL;
  g_autofree gboolean *seen = NULL;

  g_return_val_if_fail (files[0] != NULL, CLI_EXIT_USAGE);
  for (guint f = 0; files[f]; f++)
    {
      const char *path = files[f];
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL, *message = NULL, *command = NULL;
      g_auto (GStrv) lines = NULL, args = NULL;
      gsize length;
      guint k, n, units, have = 0;

      if (!g_file_get_contents (path, &text, &length, &error))
        return cli_fail_io (_("Cannot read “%s”: %s"), path, error->message);
      if (length == 0)
        return cli_fail_usage (_("“%s” is empty: its shard has not started"), path);
      if (text[length - 1] != '\n')
        return cli_fail_usage (_("“%s” ends in a cut-off line: its run was stopped; finish it with --resume"), path);
      lines = g_strsplit (text, "\n", -1);
      if (!read_header (path, lines[0], &command, &args, &k, &n, &units, &message))
        return cli_fail_usage ("%s", message);
      if (joined == NULL)
        {
          joined = shard_new (command, (const char * const *) args, 1, n, units);
          joined->merging = TRUE;
          joined->merge_jsonl = jsonl;
          seen = g_new0 (gboolean, n + 1);
        }
      else if (!g_str_equal (command, joined->command) ||
               !g_strv_equal ((const char * const *) args, (const char * const *) joined->args) ||
               n != joined->n || units != joined->units)
        {
          g_autofree char *first = command_text (joined->command, (const char * const *) joined->args);
          g_autofree char *theirs = command_text (command, (const char * const *) args);

          return cli_fail_usage (_("“%s” is shard %u/%u of “%s”, but “%s” is of %u shards of “%s”: give the shards of one run"),
                                 path, k, n, theirs, files[0],
                                 joined->n, first);
        }
      if (seen[k])
        return cli_fail_usage (_("Shard %u/%u is given twice (“%s”)"), k, n, path);
      seen[k] = TRUE;
      joined->k = k;
      if (!read_records (joined, path, lines, &message))
        return cli_fail_usage ("%s", message);
      for (guint u = 0; u < units; u++)
        have += belongs (joined, u) && joined->held[u] != NULL;
      if (have < units_of_shard (joined))
        return cli_fail_usage (_("“%s” (shard %u/%u) holds %u of its %u records: its run was stopped; finish it with --resume"),
                               path, k, n, have, units_of_shard (joined));
    }
  for (guint k = 1; k <= joined->n; k++)
    if (!seen[k])
      return cli_fail_usage (_("Shard %u/%u is missing: give the files of all %u shards"), k, joined->n, joined->n);
  *joined_out = g_steal_pointer (&joined);
  return CLI_EXIT_OK;
}
