/* cairn-cli-command.h — what a command is to cairn-cli's table (in
 * cairn-cli.c): a name, a summary for --help and a function to run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-cli-shard.h"

G_BEGIN_DECLS

typedef struct _CliCommand CliCommand;

/* What a command is handed besides its arguments. */
typedef struct {
  /* The whole table, NULL-terminated: merge runs the command its shard
   * files recorded. */
  const CliCommand *const *commands;
  /* The records merge joined, for a command that takes_records; the
   * command takes them over (cli_shard_begin()), else NULL. */
  CliShard               *records;
  /* The command line as typed (a copy GOption leaves alone), and what
   * hands it to cairn-cli-draw (cli_run_drawing ()): a figure's export
   * in cairn-cli, which links no drawing library; NULL in cairn-cli-draw
   * and for merge's command. */
  char                  **argv;
  int                   (*run_drawing) (char **argv);
} CliCall;

struct _CliCommand {
  const char *name;
  const char *summary;       /* N_(), translated when shown */
  int       (*run) (CliCall  *call,
                    int       argc,
                    char    **argv);
  /* Runs in shards (--shard, --jsonl, --resume) whose records merge
   * joins: find and suite. */
  gboolean    takes_records;
};

G_END_DECLS
