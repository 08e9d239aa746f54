/* cairn-cli-shard.h — find and suite past one machine: --shard K/N,
 * --jsonl, --resume FILE, and the merge command that joins shard files.
 *
 * A command's work is cut into units numbered from 0 (find: blocks of
 * positions in enumeration order; suite: one search,
 * record × configuration in file order).  Shard K of N runs the units u
 * with u mod N = K − 1.  A JSONL file holds a header line (the command,
 * its options, the shard, the number of units) and then one line per
 * unit, in unit order.  This file knows no command: find and suite
 * write and read their own records (commands/cairn-cli-*-shard.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cairn-cli-json.h"

G_BEGIN_DECLS

typedef struct {
  char     *shard;
  gboolean  jsonl;
  char     *resume;
} CliShardOptions;

typedef struct _CliShard CliShard;

/* The three options, added to @context's main group. */
void      cli_shard_add_entries   (GOptionContext  *context,
                                   CliShardOptions *options);
void      cli_shard_options_clear (CliShardOptions *options);
/* The command's options as typed (argv[1…]) without the three: what a
 * header records, and what --resume and merge compare. */
GStrv     cli_shard_args          (int    argc,
                                   char **argv);
/* Before any work and any output, once the command knows its @units:
 * NULL with *@status 0 for a plain run; NULL with *@status set after a
 * bad --shard or --resume (reported); else the run's shard, which has
 * already written the header where one is due.  *@records, when not
 * NULL, are the records merge joined (cli_shard_join()): they are taken
 * over and returned as the run's shard, which merges instead of
 * searching. */
CliShard *cli_shard_begin         (const CliShardOptions *options,
                                   CliShard             **records,
                                   const char            *command,
                                   const char * const    *args,
                                   guint                  units,
                                   int                   *status);
/* TRUE when this run should compute @unit: its shard's, not yet held. */
gboolean  cli_shard_runs          (const CliShard *shard,
                                   guint           unit);
/* How many units this run computes. */
guint     cli_shard_count_runs    (const CliShard *shard);
/* A unit's record as read back (merge), or NULL. */
const CliJson *cli_shard_held     (const CliShard *shard,
                                   guint           unit);
/* TRUE when merging: every record is held, the report is built from
 * them; cli_shard_finish() then writes merged JSONL where asked. */
gboolean  cli_shard_merging       (const CliShard *shard);
gboolean  cli_shard_writes_jsonl  (const CliShard *shard);
/* Writes @unit's record, {"unit":N,@members}, and flushes it. */
int       cli_shard_write         (CliShard   *shard,
                                   guint       unit,
                                   const char *members);
/* The end of a JSONL run; merged JSONL is written here.  An exit status. */
int       cli_shard_finish        (CliShard *shard);
void      cli_shard_free          (CliShard *shard);

/* Reads the JSONL files of every shard of one run (NULL-terminated, at
 * least one) into *@joined, which merges: its command's report is built
 * from the records, or, with @jsonl, the joined records are printed by
 * cli_shard_finish().  An exit status; bad files are reported. */
int       cli_shard_join          (const char * const *files,
                                   gboolean            jsonl,
                                   CliShard          **joined);
/* The command and options the shard files recorded. */
const char         *cli_shard_command       (const CliShard *shard);
const char * const *cli_shard_recorded_args (const CliShard *shard);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliShard, cli_shard_free)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliShardOptions, cli_shard_options_clear)

G_END_DECLS
