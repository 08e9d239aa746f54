/* fuzz-scenario.c — the scenario loader: never crashes, leaves the
 * scenario untouched on failure, and what it accepts saves and loads back
 * as the same scenario; its key check never crashes on accepted text and
 * finds nothing to say about a saved file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-scenario.h"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr (GError) error = NULL;
  CairnScenario scenario, before, again;

  cairn_scenario_init_default (&scenario);
  before = scenario;
  if (!cairn_scenario_load_data (&scenario, (const char *) data, size, &error))
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == CAIRN_SCENARIO_ERROR);
      g_assert_true (memcmp (&scenario, &before, sizeof scenario) == 0);
      return 0;
    }
  {
    g_autofree char *saved = cairn_scenario_to_data (&scenario);
    g_auto (GStrv) warnings = cairn_scenario_check_keys ((const char *) data, size);
    g_auto (GStrv) saved_warnings = cairn_scenario_check_keys (saved, strlen (saved));

    g_assert_true (cairn_scenario_load_data (&again, saved, strlen (saved), NULL));
    g_assert_true (cairn_position_equal (&scenario.position, &again.position));
    g_assert_cmpuint (scenario.depth, ==, again.depth);
    g_assert_cmpuint (scenario.reduction, ==, again.reduction);
    g_assert_cmpint (scenario.guard, ==, again.guard);
    g_assert_cmpint (scenario.modes[0], ==, again.modes[0]);
    g_assert_cmpint (scenario.modes[1], ==, again.modes[1]);
    g_assert_cmpint (scenario.probe_window, ==, again.probe_window);
    g_assert_cmpint (scenario.scoring, ==, again.scoring);
    g_assert_cmpint (scenario.null_when, ==, again.null_when);
    g_assert_cmpuint (scenario.engine_parts, ==, again.engine_parts);
    /* The FEN counters are part of the board, written back as read. */
    g_assert_true (memcmp (&scenario.position.board, &again.position.board,
                           sizeof scenario.position.board) == 0);
    g_assert_true (scenario.depth >= CAIRN_DEPTH_MIN && scenario.depth <= CAIRN_DEPTH_MAX);
    g_assert_nonnull (warnings);
    g_assert_cmpuint (g_strv_length (saved_warnings), ==, 0);
  }
  return 0;
}
