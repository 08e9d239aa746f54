/* cairn-cli-options.h — the options every command shares (game,
 * position, mode, depth, …), their parsing and their resolution against
 * a scenario file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-cli-fail.h"
#include "cairn-scenario.h"
#include "cairn-search.h"

G_BEGIN_DECLS

/* The options every subcommand shares, as typed. */
typedef struct {
  char     *game;
  char     *position;
  char     *to_move;
  char     *mode;
  char     *depth;
  char     *reduction;
  char     *scenario;
  char     *node_cap;
  char     *probe_window;
  char     *scoring;
  char     *null_when;
  char     *engine_parts;
  gboolean  guard;
  gboolean  json;
} CliCommonOptions;

/* The options resolved: scenario file first, then what was typed. */
typedef struct {
  CairnScenario scenario;
  CairnSettings settings;   /* the left pane's mode unless --mode was given */
  gboolean      mode_given;
} CliSetup;

GOptionEntry *cli_common_entries  (CliCommonOptions *options,
                                   gboolean          with_mode);
void          cli_common_clear    (CliCommonOptions *options);
GOptionContext *cli_context_new   (const char       *command,
                                   const char       *parameters,
                                   const char       *summary);
int           cli_parse           (GOptionContext   *context,
                                   const char       *command,
                                   int              *argc,
                                   char           ***argv);
int           cli_resolve         (const CliCommonOptions *options,
                                   CliSetup               *setup);
int           cli_check_node_cap  (const CairnSearch *search);
int           cli_parse_mode_pair (const char *text,
                                   CairnMode   modes[2]);

G_END_DECLS
