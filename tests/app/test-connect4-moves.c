/* test-connect4-moves.c — the move string the Connect Four page shows
 * beside its grid (src/app/games/connect4/cairn-connect4-moves.c), with
 * no widget: the empty board, whole games, boards that no order of moves
 * reaches, and a round trip over many random games — each found string,
 * played from the empty board, gives back the very board it was found
 * for (the string itself may differ: the search takes the top discs out
 * left column first).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-connect4-moves.h"
#include "cairn-game-connect4.h"
#include "cairn-games.h"

/* @text read as a board, not judged: a position may be legal and still
 * have no move string. */
static void
read_board (const char    *text,
            CairnPosition *p)
{
  cairn_position_init_game (p, &cairn_game_connect4);
  g_assert_true (cairn_game_connect4.parse_position (text, NULL, &p->board, &p->to_move, NULL));
}

static void
assert_replays_to (const char          *moves,
                   const CairnPosition *p)
{
  CairnPosition replayed;
  g_autoptr (GError) error = NULL;

  g_assert_true (cairn_position_parse_game (&cairn_game_connect4, moves, NULL, &replayed, &error));
  g_assert_no_error (error);
  g_assert_true (cairn_position_equal (&replayed, p));
}

/* Boards with a known answer: the string the search gives (top disc
 * out, left column first, the moves read back in reverse) or none. */
static void
test_known (void)
{
  static const struct { const char *text, *moves; } cases[] = {
    { "-", "-" },
    { "44", "44" },
    { "4453", "4453" },
    /* The same board reached by another order: the search's own order. */
    { "7414571346", "7454471613" },
    /* Discs in the last column only: every column left of it is empty
     * when the search looks there first (a shift by -1 once, under UBSan). */
    { "7777", "7777" },
    /* An O disc under every X disc, X to move (CONNECT4-RULES.md §6.3). */
    { "......./......./......./......./X.X..../O.O.... x", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnPosition p;
      g_autofree char *moves = NULL;

      read_board (cases[i].text, &p);
      moves = cairn_connect4_moves_find (&p.board);
      g_test_message ("%s: %s", cases[i].text, moves ? moves : "(none)");
      g_assert_cmpstr (moves, ==, cases[i].moves);
      if (moves != NULL)
        assert_replays_to (moves, &p);
    }
}

/* A disc above an empty cell fell from nowhere, and a four that ended
 * the game before the last disc: boards built disc by disc, since the
 * game refuses to read either; and more X discs than turns allow. */
static void
test_unreachable (void)
{
  static const guint x[] = { 1, 2, 3, 4 }, o[] = { 5, 6, 7, 5 };
  CairnBoard board = { 0 };
  g_autofree char *after_four = NULL;
  g_autofree char *floating = NULL;
  g_autofree char *too_many = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (x); i++)
    {
      g_assert_true (cairn_c4_drop (&board, CAIRN_SIDE_X, x[i]));
      g_assert_true (cairn_c4_drop (&board, CAIRN_SIDE_O, o[i]));
    }
  after_four = cairn_connect4_moves_find (&board);
  g_assert_null (after_four);

  /* X on row 2 of column 3 with nothing under it (bit 7·2 + 1). */
  memset (&board, 0, sizeof board);
  CAIRN_C4_BOARD (&board)->discs[CAIRN_SIDE_X] = G_GUINT64_CONSTANT (1) << (7 * 2 + 1);
  g_assert_cmpint (cairn_c4_cell (&board, 3, 2), ==, CAIRN_C4_PIECE_X);
  g_assert_cmpint (cairn_c4_cell (&board, 3, 1), ==, 0);
  floating = cairn_connect4_moves_find (&board);
  g_assert_null (floating);

  /* Three X discs and no O disc: no alternation gives it. */
  memset (&board, 0, sizeof board);
  for (guint c = 1; c <= 3; c++)
    g_assert_true (cairn_c4_drop (&board, CAIRN_SIDE_X, c * 2));
  too_many = cairn_connect4_moves_find (&board);
  g_assert_null (too_many);
}

/* 2,000 random games of 0 to 30 moves (a fixed seed), each stopped
 * before any four: every board has a string and it plays that board. */
static void
test_round_trip (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20261205);
  guint same = 0, other = 0;

  for (guint game = 0; game < 2000; game++)
    {
      GString *played = g_string_new (NULL);
      guint length = (guint) g_rand_int_range (rand, 0, 31);
      CairnPosition p;
      g_autofree char *moves = NULL;

      cairn_position_init_game (&p, &cairn_game_connect4);
      g_assert_true (cairn_position_parse_game (&cairn_game_connect4, "-", NULL, &p, NULL));
      while (played->len < length)
        {
          CairnPosition next;
          char column = (char) ('1' + g_rand_int_range (rand, 0, CAIRN_C4_COLUMNS));

          g_string_append_c (played, column);
          /* A full column or a four: this move is not taken. */
          if (!cairn_position_parse_game (&cairn_game_connect4, played->str, NULL, &next, NULL) ||
              cairn_game_connect4.terminal (&next.board, cairn_side_other (next.to_move), 0, &(int) { 0 }))
            {
              g_string_truncate (played, played->len - 1);
              if (g_rand_int_range (rand, 0, 4) == 0)
                break;
              continue;
            }
          p = next;
        }
      moves = cairn_connect4_moves_find (&p.board);
      g_assert_nonnull (moves);
      assert_replays_to (moves, &p);
      if (g_str_equal (moves, played->len > 0 ? played->str : "-"))
        same++;
      else
        other++;
      g_string_free (played, TRUE);
    }
  /* Both kinds occur: the check above is not only the string given back. */
  g_test_message ("%u strings as played, %u other orders", same, other);
  g_assert_cmpuint (same, >, 0);
  g_assert_cmpuint (other, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/connect4-moves/known", test_known);
  g_test_add_func ("/connect4-moves/unreachable", test_unreachable);
  g_test_add_func ("/connect4-moves/round-trip", test_round_trip);
  return g_test_run ();
}
