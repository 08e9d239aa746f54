/* cairn-scenario.h — a .cairn scenario file: position and settings of
 * both panes, as a GKeyFile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-position.h"
#include "cairn-settings.h"

G_BEGIN_DECLS

#define CAIRN_SCENARIO_ERROR (cairn_scenario_error_quark ())
GQuark cairn_scenario_error_quark (void);

typedef enum {
  CAIRN_SCENARIO_ERROR_READ,
  CAIRN_SCENARIO_ERROR_SYNTAX,
  CAIRN_SCENARIO_ERROR_MISSING_KEY,
  CAIRN_SCENARIO_ERROR_BAD_VALUE,
  CAIRN_SCENARIO_ERROR_WRITE,
} CairnScenarioError;

#define CAIRN_SCENARIO_GROUP "Cairn Scenario"
#define CAIRN_SCENARIO_MAX_BYTES (64 * 1024)

struct _CairnScenario {
  CairnPosition position;
  guint         depth;
  guint         reduction;
  gboolean      guard;
  CairnMode     modes[2];   /* left pane, right pane */
  /* SEARCH-RULES.md §3, for both panes; files without the keys mean the seed. */
  CairnProbeWindow probe_window;
  CairnScoring     scoring;
  CairnNullWhen    null_when;
  /* SEARCH-RULES.md §4: CairnEnginePart bits for both panes; 0 (and files
   * without the key) is the seed style. */
  guint            engine_parts;
};

void     cairn_scenario_init_default (CairnScenario *scenario);
gboolean cairn_scenario_load_data    (CairnScenario  *scenario,
                                      const char     *data,
                                      gsize           length,
                                      GError        **error);
gboolean cairn_scenario_load_file    (CairnScenario   *scenario,
                                      const char      *path,
                                      char          ***warnings,
                                      GError         **error);
char   **cairn_scenario_check_keys   (const char     *data,
                                      gsize           length);
char    *cairn_scenario_to_data      (const CairnScenario *scenario);
gboolean cairn_scenario_save_file    (const CairnScenario *scenario,
                                      const char          *path,
                                      GError             **error);
void     cairn_scenario_get_settings (const CairnScenario *scenario,
                                      guint                pane,
                                      CairnSettings       *settings);

G_END_DECLS
