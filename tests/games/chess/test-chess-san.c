/* test-chess-san.c — SAN out and in, and coordinates in (cairn-chess-san.c,
 * CHESS-RULES.md §7): every SAN feature by hand, every refusal word for
 * word, and every legal move of random games read back as itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess.h"
#include "test-util.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"


/* SAN out, and back in; coordinates back in. */
static void
test_san (void)
{
  static const struct {
    const char *fen;
    const char *coord;
    const char *san;
  } cases[] = {
    { "8/4P3/8/8/k7/8/8/4K3 w - - 0 1", "e7e8q", "e8=Q+" },
    { "8/4P3/8/8/k7/8/8/4K3 w - - 0 1", "e7e8n", "e8=N" },
    { "8/8/8/8/8/8/R7/5K1k w - - 0 1", "a2h2", "Rh2+" },
    { "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "a1a8", "Ra8#" },
    { "8/8/8/8/8/5K1k/8/R7 w - - 0 1", "a1h1", "Rh1#" },
    { "7k/8/6K1/8/8/8/8/R7 w - - 0 1", "a1h1", "Rh1+" },
    { "4k3/8/8/8/8/8/8/RN2K3 w - - 0 1", "b1d2", "Nd2" },
    { "4k3/8/8/8/8/8/8/RN2KN2 w - - 0 1", "b1d2", "Nbd2" },
    { "4k3/8/8/8/8/8/8/RN2KN2 w - - 0 1", "f1d2", "Nfd2" },
    { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6" },
    { "r3k3/8/8/8/8/8/8/4K3 b q - 0 1", "e8c8", "O-O-O" },
    { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O" },
    { "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O" },
    { "4k3/8/8/8/8/R7/8/R3K3 w - - 0 1", "a1a2", "R1a2" },
    { "4k3/8/8/8/8/R7/8/R3K3 w - - 0 1", "a3a2", "R3a2" },
    { "4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "a1d1", "Rad1" },
    { "1k6/7Q/8/8/8/8/8/4K2Q w - - 0 1", "h1e4", "Q1e4" },
    { "2k5/8/8/8/8/8/8/1Q2K2Q w - - 0 1", "h1e4", "Qhe4" },
    { "k7/8/8/4Q2Q/8/8/7Q/4K3 w - - 0 1", "h5e2", "Qh5e2" },
    { "k7/8/8/4Q2Q/8/8/7Q/4K3 w - - 0 1", "e5e2", "Qee2" },
    { "3qk3/8/8/8/8/8/8/4K3 b - - 0 1", "d8d1", "Qd1+" },
    { "4k3/8/8/8/8/8/2p5/1N2K3 b - - 0 1", "c2b1q", "cxb1=Q+" },
    { "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8", "Ra8+" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnChessBoard b;
      CairnSide side;
      guint16 move = 0, again = 0;
      g_autoptr (GError) error = NULL;
      g_autofree char *san = NULL;
      char coord[6];

      if (cases[i].coord == NULL)
        continue;
      test_chess_load (cases[i].fen, &b, &side);
      g_test_message ("%s %s", cases[i].fen, cases[i].coord);
      g_assert_true (cairn_chess_parse_move (&b, side, cases[i].coord, &move, &error));
      g_assert_no_error (error);
      cairn_chess_move_to_coord (move, coord);
      g_assert_cmpstr (coord, ==, cases[i].coord);
      san = cairn_chess_move_to_san (&b, side, move);
      g_assert_cmpstr (san, ==, cases[i].san);
      g_assert_true (cairn_chess_parse_move (&b, side, san, &again, &error));
      g_assert_cmpuint (again, ==, move);
    }
}

static void
test_parse_move (void)
{
  static const struct {
    const char *fen;
    const char *text;
    const char *coord;   /* NULL: refused */
  } cases[] = {
    { START, "Nf3", "g1f3" },
    { START, "Ng1f3", "g1f3" },
    { START, "e4", "e2e4" },
    { START, "e2e4", "e2e4" },
    { START, "Nf3!?", "g1f3" },
    { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "0-0", "e1g1" },
    { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O+", "e1g1" },
    { "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", NULL },
    { "4k3/8/8/8/8/8/8/RN2KN2 w - - 0 1", "Nd2", NULL },
    { "4k3/8/8/8/8/8/8/RN2KN2 w - - 0 1", "Nbd2", "b1d2" },
    { "8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e8=B", "e7e8b" },
    { "8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e8N", "e7e8n" },
    { "8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e7e8R", "e7e8r" },
    { "8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "e8", NULL },
    { START, "Nf4", NULL },
    { START, "Ke2", NULL },
    { START, "xyz", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnChessBoard b;
      CairnSide side;
      guint16 move = 0;
      g_autoptr (GError) error = NULL;
      gboolean ok;

      test_chess_load (cases[i].fen, &b, &side);
      ok = cairn_chess_parse_move (&b, side, cases[i].text, &move, &error);
      g_test_message ("%s: %s", cases[i].text, error ? error->message : "ok");
      if (cases[i].coord)
        {
          char coord[6];

          g_assert_no_error (error);
          cairn_chess_move_to_coord (move, coord);
          g_assert_cmpstr (coord, ==, cases[i].coord);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_MOVE);
        }
    }
}

/* Random games: every legal move's SAN and coordinates read back as that
 * move, and every position's FEN reads back as itself. */
static void
test_random_games (void)
{
  static const char * const starts[] = { START, KIWIPETE, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                                         "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1" };
  g_autoptr (GRand) rand = g_rand_new_with_seed (21);
  guint checked = 0;

  for (guint game = 0; game < 40; game++)
    {
      CairnChessBoard b;
      CairnSide side;

      test_chess_load (starts[game % G_N_ELEMENTS (starts)], &b, &side);
      for (guint ply = 0; ply < 80; ply++)
        {
          guint16 moves[CAIRN_CHESS_MAX_MOVES];
          guint n = cairn_chess_legal_moves (&b, side, moves);
          g_autofree char *fen = cairn_chess_to_fen (&b, side);
          CairnChessBoard again;
          CairnSide again_side;

          test_chess_load (fen, &again, &again_side);
          g_assert_cmpmem (&b, sizeof b, &again, sizeof again);
          if (n == 0 || cairn_chess_dead_material (&b))
            break;
          for (guint i = 0; i < n; i++)
            {
              g_autofree char *san = cairn_chess_move_to_san (&b, side, moves[i]);
              guint16 parsed = 0;
              char coord[6];

              g_assert_true (cairn_chess_parse_move (&b, side, san, &parsed, NULL));
              g_assert_cmpuint (parsed, ==, moves[i]);
              cairn_chess_move_to_coord (moves[i], coord);
              g_assert_true (cairn_chess_parse_move (&b, side, coord, &parsed, NULL));
              g_assert_cmpuint (parsed, ==, moves[i]);
              checked++;
            }
          cairn_chess_play (&b, side, moves[g_rand_int_range (rand, 0, (gint32) n)]);
          side = cairn_side_other (side);
        }
    }
  g_test_message ("%u moves read back", checked);
  g_assert_cmpuint (checked, >, 10000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/san", test_san);
  g_test_add_func ("/chess/san/parse", test_parse_move);
  g_test_add_func ("/chess/san/random-games", test_random_games);
  return g_test_run ();
}
