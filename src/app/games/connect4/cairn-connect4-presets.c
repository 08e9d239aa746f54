/* cairn-connect4-presets.c — the Connect Four page's presets (see the
 * header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-connect4-presets.h"
#include "cairn-game-connect4.h"

CairnPresetKind
cairn_connect4_presets_apply (const char    *name,
                              CairnScenario *scenario)
{
  /* Moves from the empty board, depth limit and R (0: keep the
   * window's). */
  static const struct {
    const char *name, *moves;
    guint depth, reduction;
  } presets[] = {
    { "connect4-empty", "-", 0, 0 },
    /* CONNECT4-RULES.md §9's check position: plain alpha-beta plays 3
     * (19), null-move pruning plays 4 (14), 40,647 nodes against 18,821. */
    { "connect4-check", "7414571346", 7, 1 },
    /* X wins at once or a move later: plain alpha-beta plays 3 and wins
     * at ply 3 (9997); null move at R 2 plays 4, a win at ply 5 (9995),
     * because one null prune after 3 hid the quicker win (found with
     * `cairn-cli find`). Trees of 642 and 206 nodes, readable whole. */
    { "connect4-slower-win", "274746", 5, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    if (g_str_equal (name, presets[i].name))
      {
        gboolean ok;

        ok = cairn_position_parse_game (&cairn_game_connect4, presets[i].moves, NULL, &scenario->position, NULL);
        g_assert (ok);
        if (presets[i].depth == 0)
          return CAIRN_PRESET_POSITION;
        scenario->depth = presets[i].depth;
        scenario->reduction = presets[i].reduction;
        scenario->guard = FALSE;
        return CAIRN_PRESET_SCENARIO;
      }
  return CAIRN_PRESET_UNKNOWN;
}
