/* cairn-cli-commands.h — each command's entry in cairn-cli's table
 * (cairn-cli.c); all a command file shows the others.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-cli-command.h"

G_BEGIN_DECLS

extern const CliCommand cli_search_command;
extern const CliCommand cli_compare_command;
extern const CliCommand cli_trace_command;
extern const CliCommand cli_sweep_command;
extern const CliCommand cli_find_command;
extern const CliCommand cli_suite_command;
extern const CliCommand cli_export_command;
extern const CliCommand cli_perft_command;
extern const CliCommand cli_merge_command;

/* export's summary, also shown by cairn-cli, which hands export to
 * cairn-cli-draw (cairn-cli-light.c). */
#define CLI_EXPORT_SUMMARY N_("Write the search tree as PNG, SVG, PDF, DOT or JSON")

G_END_DECLS
