/* cairn-cli.h — shared pieces of the cairn-cli subcommands.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-decisive.h"
#include "cairn-scenario.h"
#include "cairn-search.h"

/* cairn-uci.h (src/engine), which the fuzz targets do not link. */
typedef struct _CairnUciLimits CairnUciLimits;

G_BEGIN_DECLS

/* Exit statuses: bad input is 2, a failed read or write is 1. */
#define CLI_EXIT_OK      0
#define CLI_EXIT_IO      1
#define CLI_EXIT_USAGE   2
/* --engine-opinion asked, and no engine answered (Cairn's own output is
 * complete). */
#define CLI_EXIT_ENGINE  3

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

/* --engine-opinion and its limits (cairn-cli-engine.c). */
typedef struct {
  gboolean  opinion;
  char     *engine;
  char     *depth;
  char     *time;
} CliEngineOptions;

typedef struct {
  const char *name;
  const char *summary;
  int       (*run) (int argc, char **argv);
} CliCommand;

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
int           cli_fail_usage      (const char *format,
                                   ...) G_GNUC_PRINTF (1, 2);
int           cli_fail_io         (const char *format,
                                   ...) G_GNUC_PRINTF (1, 2);
int           cli_check_node_cap  (const CairnSearch *search);
int           cli_parse_mode_pair (const char *text,
                                   CairnMode   modes[2]);
void          cli_print_settings_json (GString             *out,
                                       const CairnPosition *position,
                                       const CairnSettings *settings);
/* ,"engine_parts":"…" when @parts has any part; nothing in the seed style. */
void          cli_append_engine_parts_json (GString *out,
                                            guint    parts);
void          cli_print_counters_json (GString             *out,
                                       const CairnGame     *game,
                                       const CairnCounters *counters);
void          cli_append_move_json (GString         *out,
                                    const CairnGame *game,
                                    int              move);
/* The line of a null prune for people: "X plays cell 4, O passes" or
 * "Kf6, Ke8, e7"; *@side: the side to move at its end. */
char         *cli_line_to_text    (const CairnPosition      *position,
                                   const CairnDecisivePrune *prune,
                                   CairnSide                *side);
/* The best move @move of @position for people: "4", "Kd2" or "none". */
char         *cli_move_to_text    (const CairnPosition *position,
                                   int                  move);
char         *cli_pad             (const char *text,
                                   guint       width);
char         *cli_pad_end         (const char *text,
                                   guint       width);

/* find's positions of --material, all or --sample of them drawn with
 * @seed (cairn-cli-find-material.c); an exit status. */
int           cli_find_material_positions (const char *material,
                                           gint64      sample,
                                           guint32     seed,
                                           GArray     *positions);

/* The real result from endgame tables (cairn-cli-tablebase.c). */
GOptionEntry *cli_tablebase_entries     (char **dir);
int           cli_tablebase_apply       (const char *dir);
char         *cli_tablebase_move_text   (const CairnPosition *position,
                                         int                  move);
char         *cli_tablebase_best_move_text (const CairnPosition *position,
                                           int                  move);
void          cli_tablebase_print_mate_note (const CairnPosition *position,
                                             int                  engine_mate_in);
gboolean      cli_tablebase_covers      (const CairnPosition *position);
void          cli_tablebase_print       (const CairnPosition *position);
void          cli_tablebase_append_json (GString             *out,
                                         const CairnPosition *position);
GOptionEntry *cli_engine_entries (CliEngineOptions *options);
void          cli_engine_clear   (CliEngineOptions *options);
/* Checks the engine options against @position; fills @limits. */
int           cli_engine_check   (CliEngineOptions    *options,
                                  const CairnPosition *position,
                                  CairnUciLimits      *limits);
/* Asks the engine when --engine-opinion was given: a line of text, or
 * "engine_opinion" appended to @json; CLI_EXIT_ENGINE when it fails. */
int           cli_engine_report  (const CliEngineOptions *options,
                                  const CairnPosition    *position,
                                  const CairnUciLimits   *limits,
                                  GString                *json);

int cli_command_search  (int argc, char **argv);
int cli_command_compare (int argc, char **argv);
int cli_command_trace   (int argc, char **argv);
int cli_command_sweep   (int argc, char **argv);
int cli_command_find    (int argc, char **argv);
int cli_command_export  (int argc, char **argv);

/* cairn-cli without the drawing code (cairn-cli-light.c): whether a
 * command line draws, and handing it to cairn-cli-draw. */
gboolean cli_command_draws (int argc, char **argv);
int      cli_run_drawing   (char **argv);
int cli_command_suite   (int argc, char **argv);
int cli_command_perft   (int argc, char **argv);

G_END_DECLS
