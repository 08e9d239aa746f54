/* cairn-position-presets.c — the Position page's presets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess-board.h"
#include "cairn-game-tictactoe.h"
#include "cairn-position-presets.h"

gboolean
cairn_position_preset (const char    *name,
                       CairnScenario *scenario)
{
  CairnPosition p;
  int score;

  {
    /* Chess: FEN, depth limit and R (0: keep the window's), each search
     * at most a few hundred thousand nodes so the window stays quick. */
    static const struct {
      const char *name, *fen;
      guint depth, reduction;
    } chess[] = {
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

    for (guint i = 0; i < G_N_ELEMENTS (chess); i++)
      if (g_str_equal (name, chess[i].name))
        {
          gboolean ok;

          ok = cairn_position_parse_game (&cairn_game_chess, chess[i].fen, NULL,
                                          &scenario->position, NULL);
          g_assert (ok);
          if (chess[i].depth > 0)
            {
              scenario->depth = chess[i].depth;
              scenario->reduction = chess[i].reduction;
              scenario->guard = FALSE;
            }
          return TRUE;
        }
  }

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
      return TRUE;
    }
  else if (g_str_equal (name, "random"))
    {
      /* Play random moves from the empty board; a game that is already
       * won teaches nothing, so try again until one is still open. */
      do
        {
          guint n = (guint) g_random_int_range (1, 7);

          cairn_position_init_empty (&p);
          for (guint k = 0; k < n; k++)
            {
              guint cell;

              do
                cell = (guint) g_random_int_range (0, CAIRN_N_CELLS);
              while (cairn_position_get_cell (&p, cell) != CAIRN_CELL_EMPTY);
              cairn_position_set_cell (&p, cell, k % 2 == 0 ? CAIRN_CELL_X : CAIRN_CELL_O);
            }
          p.to_move = n % 2 == 0 ? CAIRN_SIDE_X : CAIRN_SIDE_O;
        }
      while (cairn_position_game (&p)->terminal (&p.board, p.to_move, 0, &score));
    }
  scenario->position = p;
  return FALSE;
}
