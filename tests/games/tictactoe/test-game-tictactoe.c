/* test-game-tictactoe.c — tic-tac-toe's table beside the search's inlined fast
 * path (cairn-game-tictactoe-private.h, the one game header core
 * includes): on every board the two agree, and a few boards by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-tictactoe-private.h"

/* Every board of 3^9 (impossible ones too: the fast path reads them all
 * the same): terminal(), evaluate() and legal_moves() of the table equal
 * the inlined table loads. */
static void
test_fast_path_equals_table (void)
{
  const CairnGame *game = &cairn_game_tictactoe;
  guint over = 0;

  for (guint code = 0; code < TTT_N_CODES; code++)
    {
      CairnBoard board = { { 0 } };
      CairnMove moves[CAIRN_N_CELLS];
      int by_table = 0, inline_score = 0;
      gboolean terminal;

      for (guint i = 0, c = code; i < CAIRN_N_CELLS; i++, c /= 3)
        if (c % 3)
          cairn_ttt_marks (&board)[c % 3 == 1 ? CAIRN_SIDE_X : CAIRN_SIDE_O] |= (guint64) 1 << i;
      terminal = game->terminal (&board, CAIRN_SIDE_X, 3, &by_table);
      g_assert_cmpint (terminal, ==, ttt_terminal_inline (&board, 3, TTT_WIN_SEED, &inline_score));
      if (terminal)
        {
          g_assert_cmpint (by_table, ==, inline_score);
          over++;
        }
      else
        g_assert_cmpint (game->evaluate (&board), ==, ttt_evaluate_inline (&board));
      g_assert_cmpuint (game->legal_moves (&board, CAIRN_SIDE_X, moves), ==,
                        __builtin_popcount (ttt_legal_moves_inline (&board)));
    }
  g_assert_cmpuint (over, >, 0);
}

/* By hand: X's row at ply 0 is worth 10 (the seed's scoring) or 1000
 * (sound); an empty board is level; a full board without a row is a
 * draw. */
static void
test_by_hand (void)
{
  const CairnGame *game = &cairn_game_tictactoe;
  CairnPosition position;
  int score = -1;

  g_assert_true (cairn_position_parse_game (game, "XXXOO....", "o", &position, NULL));
  g_assert_true (game->terminal (&position.board, position.to_move, 0, &score));
  g_assert_cmpint (score, ==, 10);
  g_assert_true (game->terminal_sound (&position.board, position.to_move, 0, &score));
  g_assert_cmpint (score, ==, 1000);

  g_assert_true (cairn_position_parse_game (game, ".........", "x", &position, NULL));
  g_assert_false (game->terminal (&position.board, position.to_move, 0, &score));
  g_assert_cmpint (game->evaluate (&position.board), ==, 0);

  g_assert_true (cairn_position_parse_game (game, "XOXXOOOXX", "o", &position, NULL));
  g_assert_true (game->terminal (&position.board, position.to_move, 0, &score));
  g_assert_cmpint (score, ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  cairn_game_tictactoe.init ();

  g_test_add_func ("/tictactoe/fast-path-equals-table", test_fast_path_equals_table);
  g_test_add_func ("/tictactoe/by-hand", test_by_hand);
  return g_test_run ();
}
