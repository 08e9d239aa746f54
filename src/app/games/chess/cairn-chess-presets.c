/* cairn-chess-presets.c — the chess page's presets (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess-board.h"
#include "cairn-chess-presets.h"

CairnPresetKind
cairn_chess_presets_apply (const char    *name,
                           CairnScenario *scenario)
{
  /* FEN, depth limit and R (0: keep the window's), each search at most a
   * few hundred thousand nodes so the window stays quick. */
  static const struct {
    const char *name, *fen;
    guint depth, reduction;
  } presets[] = {
    { "start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 2 },
    { "kings", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0, 0 },
    /* CHESS-RULES.md §9.2's check figures. */
    { "lone-pawn", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", 7, 2 },
    /* The zugzwang lesson's position and search. */
    { "zugzwang", "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", 7, 1 },
    /* A mutual zugzwang: White to move draws, Black to move loses. */
    { "opposition", "8/3k4/8/3K4/3P4/8/8/8 w - - 0 1", 9, 2 },
    /* The classic null-move problem (a mate in 3) one rank up, after
     * its 1. Rh2+ Rh5: mate in 2 from 1. Nh4. */
    { "mate-in-two", "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", 4, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    if (g_str_equal (name, presets[i].name))
      {
        gboolean ok;

        ok = cairn_position_parse_game (&cairn_game_chess, presets[i].fen, NULL, &scenario->position, NULL);
        g_assert (ok);
        if (presets[i].depth > 0)
          {
            scenario->depth = presets[i].depth;
            scenario->reduction = presets[i].reduction;
            scenario->guard = FALSE;
          }
        /* Kings only keeps the window's depth and R, yet is loaded as a
         * scenario, as it always was. */
        return CAIRN_PRESET_SCENARIO;
      }
  return CAIRN_PRESET_UNKNOWN;
}
