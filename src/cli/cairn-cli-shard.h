/* cairn-cli-shard.h — find and suite past one machine: --shard K/N,
 * --jsonl, --resume FILE, and the merge command that joins shard files.
 *
 * A command's work is cut into units numbered from 0 (find: blocks of
 * CLI_SHARD_FIND_UNIT positions in enumeration order; suite: one search,
 * record × configuration in file order).  Shard K of N runs the units u
 * with u mod N = K − 1.  A JSONL file holds a header line (the command,
 * its options, the shard, the number of units) and then one line per
 * unit, in unit order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "cairn-cli-json.h"
#include "cairn-finder.h"
#include "cairn-suite.h"

G_BEGIN_DECLS

#define CLI_SHARD_FIND_UNIT 64

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
 * already written the header where one is due. */
CliShard *cli_shard_begin         (const CliShardOptions *options,
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

/* find's records (cairn-cli-find-shard.c). */
guint     cli_find_units          (guint n_positions);
int       cli_find_run_shard      (CliShard                 *shard,
                                   const CairnFinderOptions *options,
                                   const GArray             *positions);
CairnFinderResult *cli_find_result_from_shard (const CliShard           *shard,
                                               const CairnFinderOptions *options,
                                               const GArray             *positions,
                                               CairnFinderRank           rank,
                                               int                      *status);

/* suite's records (cairn-cli-suite-shard.c): a unit is a search. */
int       cli_suite_run_shard     (CliShard   *shard,
                                   CairnSuite *suite);
int       cli_suite_fill_from_shard (const CliShard *shard,
                                     CairnSuite     *suite);

int       cli_command_merge       (int    argc,
                                   char **argv);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliShard, cli_shard_free)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliShardOptions, cli_shard_options_clear)

G_END_DECLS
