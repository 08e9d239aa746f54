/* cairn-tictactoe-presets.c — the tic-tac-toe page's presets (see the
 * header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-tictactoe.h"
#include "cairn-tictactoe-presets.h"

/* Random moves from the empty board; a game that is already won teaches
 * nothing, so try again until one is still open. */
static void
random_open_game (CairnPosition *p)
{
  int score;

  do
    {
      guint n = (guint) g_random_int_range (1, 7);

      cairn_position_init_empty (p);
      for (guint k = 0; k < n; k++)
        {
          guint cell;

          do
            cell = (guint) g_random_int_range (0, CAIRN_N_CELLS);
          while (cairn_position_get_cell (p, cell) != CAIRN_CELL_EMPTY);
          cairn_position_set_cell (p, cell, k % 2 == 0 ? CAIRN_CELL_X : CAIRN_CELL_O);
        }
      p->to_move = n % 2 == 0 ? CAIRN_SIDE_X : CAIRN_SIDE_O;
    }
  while (cairn_position_game (p)->terminal (&p->board, p->to_move, 0, &score));
}

CairnPresetKind
cairn_tictactoe_presets_apply (const char    *name,
                               CairnScenario *scenario)
{
  CairnPosition p;

  cairn_position_init_empty (&p);
  if (g_str_equal (name, "pitfall"))
    {
      /* The seed's pitfall: null-move pruning at depth 3, R 1 picks cell 0
       * where plain alpha-beta picks cell 4. */
      cairn_position_set_cell (&p, 3, CAIRN_CELL_O);
      cairn_position_set_cell (&p, 5, CAIRN_CELL_X);
      p.to_move = CAIRN_SIDE_X;
      /* The position alone shows nothing: it needs its depth and R, as
       * the button's tooltip promises.  The panes keep their modes. */
      scenario->position = p;
      scenario->depth = 3;
      scenario->reduction = 1;
      scenario->guard = FALSE;
      return CAIRN_PRESET_SCENARIO;
    }
  if (g_str_equal (name, "random"))
    random_open_game (&p);
  else if (!g_str_equal (name, "empty"))
    return CAIRN_PRESET_UNKNOWN;
  scenario->position = p;
  return CAIRN_PRESET_POSITION;
}
