/* cairn-engine-count.c — placeholder until the engine-style count lands.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-engine-count.h"

gboolean
cairn_engine_count_search (const CairnPosition *position,
                           const CairnSettings *settings,
                           CairnCounters       *counters)
{
  g_error ("engine style not built yet");
  return FALSE;
}
