/* test-games.c — the registry of games (cairn-games.c): its order and
 * default, each game found by its id (and chess by its former one) in
 * any case, an unknown id refused with the list of known ones, a game
 * guessed from its text, and a game found by the flags it has.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-games.h"

static void
test_list (void)
{
  const CairnGame * const *games = cairn_games_list ();
  static const char * const ids[] = { "tictactoe", "chess", "connect4" };
  guint n = 0;

  while (games[n] != NULL)
    n++;
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (ids));
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (games[i]->id, ==, ids[i]);
  g_assert_true (cairn_games_default () == games[0]);
}

static void
test_lookup (void)
{
  const CairnGame * const *games = cairn_games_list ();
  static const char * const unknown[] = { "go", "", "chess ", "tic-tac-toe" };

  g_assert_true (cairn_games_lookup ("tictactoe", NULL) == games[0]);
  g_assert_true (cairn_games_lookup ("CHESS", NULL) == games[1]);
  g_assert_true (cairn_games_lookup ("Connect4", NULL) == games[2]);
  /* Chess's former id, from old settings and scenario files. */
  g_assert_true (cairn_games_lookup ("pawns", NULL) == games[1]);
  g_assert_true (cairn_games_lookup ("PAWNS", NULL) == games[1]);

  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *wanted = g_strdup_printf ("Unknown game “%s”: use tictactoe, chess, connect4", unknown[i]);

      g_assert_null (cairn_games_lookup (unknown[i], &error));
      g_assert_error (error, CAIRN_GAME_ERROR, CAIRN_GAME_ERROR_UNKNOWN);
      g_assert_cmpstr (error->message, ==, wanted);
    }
  {
    g_autoptr (GError) error = NULL;

    g_assert_null (cairn_games_lookup ("g\xff", &error));
    g_assert_cmpstr (error->message, ==, "Unknown game “g\xef\xbf\xbd”: use tictactoe, chess, connect4");
  }
}

/* The last game whose text it is; else the default. */
static void
test_guess (void)
{
  const CairnGame *ttt = cairn_games_lookup ("tictactoe", NULL);
  const CairnGame *chess = cairn_games_lookup ("chess", NULL);
  const CairnGame *c4 = cairn_games_lookup ("connect4", NULL);

  g_assert_true (cairn_games_guess ("X...O....") == ttt);
  g_assert_true (cairn_games_guess ("") == ttt);
  g_assert_true (cairn_games_guess ("anything at all") == ttt);
  g_assert_true (cairn_games_guess ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") == chess);
  g_assert_true (cairn_games_guess ("7") == c4);
  /* "-" is the empty board of both; the text alone cannot tell. */
  g_assert_true (cairn_games_guess ("-") == ttt);
  g_assert_true (cairn_games_guess ("......./......./......./......./......./...X... o") == c4);
}

static void
test_with_flags (void)
{
  const CairnGame *ttt = cairn_games_lookup ("tictactoe", NULL);
  const CairnGame *chess = cairn_games_lookup ("chess", NULL);

  g_assert_true (cairn_games_with_flags (0) == ttt);
  g_assert_true (cairn_games_with_flags (CAIRN_GAME_SEED_SCORING) == ttt);
  g_assert_true (cairn_games_with_flags (CAIRN_GAME_ENGINE_STYLE) == chess);
  g_assert_true (cairn_games_with_flags (CAIRN_GAME_CHEQUERED | CAIRN_GAME_PIECES_RULE) == chess);
  g_assert_null (cairn_games_with_flags (CAIRN_GAME_SEED_SCORING | CAIRN_GAME_PIECES_RULE));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/games/list", test_list);
  g_test_add_func ("/games/lookup", test_lookup);
  g_test_add_func ("/games/guess", test_guess);
  g_test_add_func ("/games/with-flags", test_with_flags);
  return g_test_run ();
}
