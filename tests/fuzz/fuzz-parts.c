/* fuzz-parts.c — the engine-parts list (--engine-parts, JSON
 * "engine_parts", the scenario key): never crashes, refuses with a valid
 * UTF-8 reason in the settings error domain, and what it accepts formats
 * back to a list it reads as the same parts.  An accepted list then runs a
 * small chess search (depth 3, a rook ending with captures and checks at
 * hand) in every mode, so each combination of parts is searched too.
 *
 * Input: one parts list, any bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-count.h"
#include "cairn-games.h"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  /* Not g_strndup(): it returns NULL for an empty input. */
  g_autofree char *text = g_malloc (size + 1);
  g_autoptr (GError) error = NULL;
  guint parts, again;
  const CairnGame *chess = cairn_games_lookup ("chess", NULL);
  CairnPosition position;

  if (size)
    memcpy (text, data, size);
  text[size] = '\0';
  if (!cairn_engine_parts_parse (text, &parts, &error))
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == CAIRN_SETTINGS_ERROR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  {
    g_autofree char *formatted = cairn_engine_parts_to_string (parts);

    g_assert_true (cairn_engine_parts_parse (formatted, &again, NULL));
    g_assert_cmpuint (parts, ==, again);
  }
  g_assert_true (cairn_position_parse_game (chess, "4k3/8/8/3p4/4P3/8/8/R3K2r w Q - 0 1", NULL,
                                            &position, NULL));
  for (CairnMode mode = 0; mode < CAIRN_N_MODES; mode++)
    {
      CairnSettings settings;
      CairnCounters counters;

      cairn_settings_init_default (&settings);
      settings.mode = mode;
      settings.depth = 3;
      settings.reduction = 1;
      settings.engine_parts = parts;
      g_assert_true (cairn_settings_validate (&settings, chess, NULL));
      g_assert_true (cairn_count_search (&position, &settings, &counters));
      g_assert_cmpuint (counters.nodes, >, 0);
    }
  return 0;
}
