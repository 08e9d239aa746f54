/* test-game-pages.c — the presets of the Position page, through the
 * table of game pages (src/app/games/cairn-game-pages.c,
 * cairn_game_pages_preset(), which hands a name to the game's own
 * presets: cairn-chess-presets.c, cairn-tictactoe-presets.c), without a
 * window: each one's exact position, whether it brings its own depth
 * limit and R, and a name no game knows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-tictactoe.h"
#include "cairn-games.h"
#include "cairn-game-pages.h"

/* The window's scenario before a preset: depth 6, R 3, guard on, the
 * panes plain and verified. */
static void
scenario_before (CairnScenario *scenario)
{
  cairn_scenario_init_default (scenario);
  scenario->depth = 6;
  scenario->reduction = 3;
  scenario->guard = TRUE;
  scenario->modes[0] = CAIRN_MODE_PLAIN;
  scenario->modes[1] = CAIRN_MODE_VERIFIED;
}

static void
test_chess (void)
{
  static const struct {
    const char *name, *fen;
    guint depth, reduction;  /* 0: the window's kept */
  } presets[] = {
    { "start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 2 },
    { "kings", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0, 0 },
    { "lone-pawn", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", 7, 2 },
    { "zugzwang", "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", 7, 1 },
    { "opposition", "8/3k4/8/3K4/3P4/8/8/8 w - - 0 1", 9, 2 },
    { "mate-in-two", "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", 4, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    {
      CairnScenario s;
      g_autofree char *fen = NULL;

      scenario_before (&s);
      g_assert_true (cairn_game_pages_preset (presets[i].name, &s));
      fen = cairn_position_to_string (&s.position);
      g_assert_cmpstr (fen, ==, presets[i].fen);
      g_assert_cmpuint (s.depth, ==, presets[i].depth ? presets[i].depth : 6);
      g_assert_cmpuint (s.reduction, ==, presets[i].reduction ? presets[i].reduction : 3);
      g_assert_true (s.guard == (presets[i].depth == 0));
      g_assert_cmpint (s.modes[0], ==, CAIRN_MODE_PLAIN);
      g_assert_cmpint (s.modes[1], ==, CAIRN_MODE_VERIFIED);
    }
}

/* The seed's pitfall brings its depth 3 and R 1; the panes keep theirs. */
static void
test_pitfall (void)
{
  CairnScenario s;
  g_autofree char *cells = NULL;

  scenario_before (&s);
  g_assert_true (cairn_game_pages_preset ("pitfall", &s));
  cells = cairn_position_to_string (&s.position);
  g_assert_cmpstr (cells, ==, "...O.X...");
  g_assert_cmpint (s.position.to_move, ==, CAIRN_SIDE_X);
  g_assert_cmpuint (s.depth, ==, 3);
  g_assert_cmpuint (s.reduction, ==, 1);
  g_assert_false (s.guard);
  g_assert_cmpint (s.modes[1], ==, CAIRN_MODE_VERIFIED);
}

/* Empty (and any name it does not know): the empty board, X to move,
 * and nothing else. */
static void
test_empty (void)
{
  const char *names[] = { "empty", "no-such-preset" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      CairnScenario s;
      g_autofree char *cells = NULL;

      scenario_before (&s);
      g_assert_false (cairn_game_pages_preset (names[i], &s));
      cells = cairn_position_to_string (&s.position);
      g_assert_cmpstr (cells, ==, ".........");
      g_assert_cmpint (s.position.to_move, ==, CAIRN_SIDE_X);
      g_assert_cmpuint (s.depth, ==, 6);
      g_assert_true (s.guard);
    }
}

/* Random: 1 to 6 marks, X first and the side to move the one whose turn
 * it is, and never a game that is already over. */
static void
test_random (void)
{
  for (guint round = 0; round < 200; round++)
    {
      CairnScenario s;
      guint x = 0, o = 0;
      int score;

      scenario_before (&s);
      g_assert_false (cairn_game_pages_preset ("random", &s));
      for (guint c = 0; c < CAIRN_N_CELLS; c++)
        {
          x += cairn_position_get_cell (&s.position, c) == CAIRN_CELL_X;
          o += cairn_position_get_cell (&s.position, c) == CAIRN_CELL_O;
        }
      g_assert_cmpuint (x + o, >=, 1);
      g_assert_cmpuint (x + o, <=, 6);
      g_assert_true (x == o || x == o + 1);
      g_assert_cmpint (s.position.to_move, ==, x == o ? CAIRN_SIDE_X : CAIRN_SIDE_O);
      g_assert_true (cairn_position_validate (&s.position, NULL));
      g_assert_false (cairn_position_game (&s.position)->terminal (&s.position.board, s.position.to_move, 0,
                                                                   &score));
      g_assert_cmpuint (s.depth, ==, 6);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game-pages/preset-chess", test_chess);
  g_test_add_func ("/game-pages/preset-pitfall", test_pitfall);
  g_test_add_func ("/game-pages/preset-empty", test_empty);
  g_test_add_func ("/game-pages/preset-random", test_random);
  return g_test_run ();
}
