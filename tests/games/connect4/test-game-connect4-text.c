/* test-game-connect4-text.c — Connect Four's two text forms
 * (cairn-game-connect4-text.c, CONNECT4-RULES.md §6): the move string and
 * the grid read, the grid written and read back, the game guessed from
 * its text, and every refusal of a malformed text, word for word.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-game-connect4.h"
#include "cairn-games.h"

/* §6: both forms read, the grid written, and read back. */
static void
test_text (void)
{
  static const struct {
    const char *text;
    const char *grid;
  } forms[] = {
    { "-", "......./......./......./......./......./....... x" },
    { "", "......./......./......./......./......./....... x" },
    { "4", "......./......./......./......./......./...X... o" },
    { "4453", "......./......./......./......./...O.../..OXX.. x" },
    { "7414571346", "......./......./......./...X.../X..O..O/X.OOXOX x" },
    /* Six in one column fills it. */
    { "444444", "...O.../...X.../...O.../...X.../...O.../...X... x" },
    /* The grid's own forms: lower case, no side (the counts give it). */
    { "......./......./......./......./......./...x...", "......./......./......./......./......./...X... o" },
    { "......./......./......./......./...o.../..oxx.. X", "......./......./......./......./...O.../..OXX.. x" },
    /* A finished game: X's four across the bottom, O to move. */
    { "1122334", "......./......./......./......./OOO..../XXXX... o" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (forms); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *written = NULL;
      g_autofree char *again = NULL;
      CairnPosition position, read;

      g_assert_true (cairn_position_parse_game (&cairn_game_connect4, forms[i].text, NULL, &position, &error));
      g_assert_no_error (error);
      written = cairn_position_to_string (&position);
      g_assert_cmpstr (written, ==, forms[i].grid);
      g_assert_true (cairn_position_parse_game (&cairn_game_connect4, written, NULL, &read, &error));
      g_assert_true (cairn_position_equal (&read, &position));
      g_assert_true (memcmp (&read.board, &position.board, sizeof read.board) == 0);
      again = cairn_position_to_string (&read);
      g_assert_cmpstr (again, ==, written);
    }
}

/* Guessed from the text: digits and the grid are Connect Four's;
 * tic-tac-toe's cells and a FEN stay theirs, a broken FEN chess's. */
static void
test_guess (void)
{
  g_assert_true (cairn_games_guess ("4453") == &cairn_game_connect4);
  g_assert_true (cairn_games_guess ("......./......./......./......./...O.../..OXX.. x") == &cairn_game_connect4);
  g_assert_true (cairn_games_guess ("......./......./......./......./......./.......") == &cairn_game_connect4);
  g_assert_true (cairn_games_guess ("...O.X...") == cairn_games_default ());
  g_assert_true (cairn_games_guess ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1") == cairn_games_lookup ("chess", NULL));
  g_assert_true (cairn_games_guess ("8/8/8/4k3/8/8/4P3 w - -") == cairn_games_lookup ("chess", NULL));
  /* 8 and 9 are no columns: not Connect Four. */
  g_assert_true (cairn_games_guess ("4458") == cairn_games_default ());
}

/* Every reason the text forms refuse a text, word for word (§6). */
static void
test_bad_positions (void)
{
  static const struct {
    const char *text;
    const char *to_move;
    const char *message;
  } bad[] = {
    { "4444448",  NULL,
      "Invalid move string “4444448”: character 7 is “8”; "
      "a move is a column digit from 1 to 7 (- alone is the empty board)" },
    { "40", NULL,
      "Invalid move string “40”: character 2 is “0”; "
      "a move is a column digit from 1 to 7 (- alone is the empty board)" },
    { "4444444", NULL,
      "Invalid move string “4444444”: move 7 drops a disc into column 4, which is full" },
    { "11223344", NULL,
      "Invalid move string “11223344”: move 8 comes after X’s four in a row, when the game was over" },
    { "44 53", NULL,
      "Invalid move string “44 53”: it holds a space; a move string is column digits alone" },
    { "......./......./......./......./....... x", NULL,
      "Invalid grid “......./......./......./......./.......”: it has 5 rows; "
      "it needs 6 rows of 7 cells, the top row first, separated by /" },
    { "......./......./......./......./......./...... x", NULL,
      "Invalid grid “......./......./......./......./......./......”: row 1 has 6 cells; "
      "each row needs 7 (X, O or .)" },
    { "......./......./......./......./......./...Y... o", NULL,
      "Invalid grid “......./......./......./......./......./...Y...”: column 4 of row 1 is “Y”; "
      "each cell is X, O or ." },
    { "......./......./......./......./......./...X... w", NULL,
      "Invalid side to move “w”: use x or o" },
    { "......./......./......./......./......./...X... o o", NULL,
      "Invalid position “......./......./......./......./......./...X... o o”: "
      "a grid is followed by the side to move alone (x or o)" },
    { "......./......./......./......./......./...X... o", "x",
      "Invalid position “......./......./......./......./......./...X... o”: "
      "the grid gives O to move, but X was asked for" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      CairnPosition position;

      g_assert_false (cairn_position_parse_game (&cairn_game_connect4, bad[i].text, bad[i].to_move,
                                                 &position, &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  cairn_game_connect4.init ();

  g_test_add_func ("/connect4/text/round-trip", test_text);
  g_test_add_func ("/connect4/text/guess", test_guess);
  g_test_add_func ("/connect4/text/bad-positions", test_bad_positions);
  return g_test_run ();
}
