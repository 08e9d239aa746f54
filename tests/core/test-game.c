/* test-game.c — what core does with any game's table (cairn-game.c): side
 * names and ids, the look of what stands on a square, how a game ended
 * (chess's named ends, the others' win or draw), which values mean a won
 * game and how they read, and the endgame tables asked through the game.
 * Expected values come from each game's rules (win scores 30000 for
 * chess, 10000 for Connect Four, none for tic-tac-toe; a win is within
 * 255 plies of it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game.h"
#include "cairn-games.h"
#include "cairn-position.h"
#include "test-util.h"

static const CairnGame *
game (const char *id)
{
  const CairnGame *g = cairn_games_lookup (id, NULL);

  g_assert_nonnull (g);
  return g;
}

static void
test_sides (void)
{
  g_assert_cmpstr (cairn_game_side_name (game ("chess"), CAIRN_SIDE_X), ==, "White");
  g_assert_cmpstr (cairn_game_side_name (game ("chess"), CAIRN_SIDE_O), ==, "Black");
  g_assert_cmpstr (cairn_game_side_id (game ("chess"), CAIRN_SIDE_X), ==, "w");
  g_assert_cmpstr (cairn_game_side_id (game ("chess"), CAIRN_SIDE_O), ==, "b");
  for (guint i = 0; i < 2; i++)
    {
      const CairnGame *g = game (i ? "connect4" : "tictactoe");

      g_assert_cmpstr (cairn_game_side_name (g, CAIRN_SIDE_X), ==, "X");
      g_assert_cmpstr (cairn_game_side_name (g, CAIRN_SIDE_O), ==, "O");
      g_assert_cmpstr (cairn_game_side_id (g, CAIRN_SIDE_X), ==, "x");
      g_assert_cmpstr (cairn_game_side_id (g, CAIRN_SIDE_O), ==, "o");
    }
}

static CairnPosition
parse (const char *id,
       const char *text)
{
  g_autoptr (GError) error = NULL;
  CairnPosition position;

  g_assert_true (cairn_position_parse_game (game (id), text, NULL, &position, &error));
  g_assert_no_error (error);
  return position;
}

/* The looks: row 0 is the top row (chess's eighth rank). */
static void
test_looks (void)
{
  CairnPosition start = parse ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  CairnPosition ttt = parse ("tictactoe", "X...O....");
  CairnPosition c4 = parse ("connect4", "4453");
  CairnPieceLook look;

  look = cairn_game_look_at (game ("chess"), &start.board, 4, 7);
  g_assert_cmpint (look.shape, ==, CAIRN_LOOK_KING);
  g_assert_cmpint (look.side, ==, CAIRN_SIDE_X);
  look = cairn_game_look_at (game ("chess"), &start.board, 3, 0);
  g_assert_cmpint (look.shape, ==, CAIRN_LOOK_QUEEN);
  g_assert_cmpint (look.side, ==, CAIRN_SIDE_O);
  look = cairn_game_look_at (game ("chess"), &start.board, 6, 1);
  g_assert_cmpint (look.shape, ==, CAIRN_LOOK_PAWN);
  g_assert_cmpint (look.side, ==, CAIRN_SIDE_O);
  look = cairn_game_look_at (game ("chess"), &start.board, 0, 3);
  g_assert_cmpint (look.shape, ==, CAIRN_LOOK_NONE);

  look = cairn_game_look_at (game ("tictactoe"), &ttt.board, 0, 0);
  g_assert_cmpint (look.shape, ==, CAIRN_LOOK_CROSS);
  look = cairn_game_look_at (game ("tictactoe"), &ttt.board, 1, 1);
  g_assert_cmpint (look.shape, ==, CAIRN_LOOK_RING);
  g_assert_cmpint (look.side, ==, CAIRN_SIDE_O);
  look = cairn_game_look_at (game ("tictactoe"), &ttt.board, 2, 2);
  g_assert_cmpint (look.shape, ==, CAIRN_LOOK_NONE);

  /* 4453: column 4 holds X at the bottom (row 5 of 0-5 from the top), O on it. */
  look = cairn_game_look_at (game ("connect4"), &c4.board, 3, 5);
  g_assert_cmpint (look.shape, ==, CAIRN_LOOK_DISC);
  g_assert_cmpint (look.side, ==, CAIRN_SIDE_X);
  look = cairn_game_look_at (game ("connect4"), &c4.board, 3, 4);
  g_assert_cmpint (look.shape, ==, CAIRN_LOOK_DISC);
  g_assert_cmpint (look.side, ==, CAIRN_SIDE_O);
  look = cairn_game_look_at (game ("connect4"), &c4.board, 3, 3);
  g_assert_cmpint (look.shape, ==, CAIRN_LOOK_NONE);

  /* A piece outside the game's table looks like nothing. */
  look = cairn_game_piece_look (game ("tictactoe"), (CairnPiece) 200);
  g_assert_cmpint (look.shape, ==, CAIRN_LOOK_NONE);
}

static void
test_ends (void)
{
  static const struct {
    const char *id, *text;
    CairnGameEnd end;
  } ends[] = {
    { "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", CAIRN_GAME_END_NONE },
    /* Fool's mate. */
    { "chess", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", CAIRN_GAME_END_CHECKMATE },
    { "chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", CAIRN_GAME_END_STALEMATE },
    { "chess", "8/8/4k3/8/8/3BK3/8/8 w - - 0 1", CAIRN_GAME_END_DEAD },
    { "tictactoe", "XXXOO....", CAIRN_GAME_END_WIN },
    { "tictactoe", "XOXXOOOXX", CAIRN_GAME_END_DRAW },
    { "tictactoe", "X...O....", CAIRN_GAME_END_NONE },
    { "connect4", "1122334", CAIRN_GAME_END_WIN },
    { "connect4", "4453", CAIRN_GAME_END_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ends); i++)
    {
      CairnPosition position = parse (ends[i].id, ends[i].text);

      g_assert_cmpint (cairn_game_end (game (ends[i].id), &position.board, position.to_move), ==, ends[i].end);
    }
}

static void
test_values (void)
{
  static const struct {
    const char *id;
    int value;
    gboolean win;
    CairnSide winner;
    guint ply;
    const char *text, *to_text;
  } values[] = {
    { "chess", 29997, TRUE, CAIRN_SIDE_X, 3, "White mates, ply 3", "29997 (White mates, ply 3)" },
    { "chess", -29996, TRUE, CAIRN_SIDE_O, 4, "Black mates, ply 4", "-29996 (Black mates, ply 4)" },
    { "chess", 30000, TRUE, CAIRN_SIDE_X, 0, "White mates, ply 0", "30000 (White mates, ply 0)" },
    /* The last ply a win can have, and one past it. */
    { "chess", 29745, TRUE, CAIRN_SIDE_X, 255, "White mates, ply 255", "29745 (White mates, ply 255)" },
    { "chess", 29744, FALSE, 0, 0, "29744", "29744" },
    { "chess", 30001, FALSE, 0, 0, "30001", "30001" },
    { "chess", -150, FALSE, 0, 0, "−150", "-150" },
    { "chess", 32000, FALSE, 0, 0, "+∞", "32000" },
    { "chess", -32000, FALSE, 0, 0, "−∞", "-32000" },
    { "connect4", 9995, TRUE, CAIRN_SIDE_X, 5, "X wins, ply 5", "9995 (X wins, ply 5)" },
    { "connect4", -9990, TRUE, CAIRN_SIDE_O, 10, "O wins, ply 10", "-9990 (O wins, ply 10)" },
    { "connect4", 19, FALSE, 0, 0, "19", "19" },
    /* Tic-tac-toe's wins are small numbers: no value reads as one. */
    { "tictactoe", 9, FALSE, 0, 0, "9", "9" },
    { "tictactoe", 0, FALSE, 0, 0, "0", "0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      const CairnGame *g = game (values[i].id);
      g_autofree char *text = cairn_game_value_text (g, values[i].value);
      g_autofree char *to_text = cairn_game_value_to_text (g, values[i].value);
      CairnSide winner = 7;
      guint ply = 999;

      g_assert_cmpint (cairn_game_value_is_win (g, values[i].value, &winner, &ply), ==, values[i].win);
      if (values[i].win)
        {
          g_assert_cmpint (winner, ==, values[i].winner);
          g_assert_cmpuint (ply, ==, values[i].ply);
        }
      g_assert_cmpstr (text, ==, values[i].text);
      g_assert_cmpstr (to_text, ==, values[i].to_text);
    }
  {
    g_autofree char *text = cairn_game_value_text (NULL, -7);

    g_assert_cmpstr (text, ==, "−7");
  }
}

/* A game without tables says so; a move of it is never judged. */
static void
test_tablebase (void)
{
  CairnPosition ttt = parse ("tictactoe", "X...O....");
  CairnPosition c4 = parse ("connect4", "4453");
  CairnTablebaseOutcome outcome;
  guint plies;

  g_assert_cmpint (cairn_game_tablebase_probe_root (&ttt, &outcome, &plies), ==, CAIRN_TABLEBASE_NOT_KNOWN);
  g_assert_cmpint (cairn_game_tablebase_probe_root (&c4, &outcome, &plies), ==, CAIRN_TABLEBASE_NOT_KNOWN);
  g_assert_false (cairn_game_tablebase_probe_move (&ttt, 1, &outcome, &plies));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/sides", test_sides);
  g_test_add_func ("/game/looks", test_looks);
  g_test_add_func ("/game/ends", test_ends);
  g_test_add_func ("/game/values", test_values);
  g_test_add_func ("/game/tablebase", test_tablebase);
  return g_test_run ();
}
