/* cairn-cli-engine.h — --engine-opinion and its limits: a UCI engine's
 * view of the position after Cairn's own output.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

G_BEGIN_DECLS

/* cairn-uci.h (src/engine), which the fuzz targets do not link. */
typedef struct _CairnUciLimits CairnUciLimits;

typedef struct {
  gboolean  opinion;
  char     *engine;
  char     *depth;
  char     *time;
} CliEngineOptions;

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

G_END_DECLS
