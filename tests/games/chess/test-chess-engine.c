/* test-chess-engine.c — what chess gives the engine style
 * (cairn-chess-engine.c, CHESS-RULES.md §8): the MVV-LVA rank of each
 * kind of tactical move worked out by hand from the rule (victim's value
 * × 8 + 7 − the attacker's kind, a queen promotion as 800 more, quiet
 * moves −1), the position key that tells positions apart for the table
 * and the repetition rule, and the halfmove clock.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-chess.h"
#include "cairn-games.h"
#include "test-util.h"

static int
rank_of (const char *fen,
         const char *san)
{
  CairnChessBoard b;
  CairnSide side;
  guint16 move = 0;

  test_chess_load (fen, &b, &side);
  g_assert_true (cairn_chess_parse_move (&b, side, san, &move, NULL));
  return cairn_chess_tactical_rank (&b, side, move);
}

static void
test_ranks (void)
{
  /* Kinds: pawn 0, knight 1, bishop 2, rook 3, queen 4, king 5. */
  static const struct {
    const char *fen, *san;
    int rank;
  } cases[] = {
    /* Quiet moves, an under-promotion too. */
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e4", -1 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "Nf3", -1 },
    { "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=N", -1 },
    /* A pawn takes a queen: 900 × 8 + 7. */
    { "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1", "exd5", 7207 },
    /* A queen takes a pawn: 100 × 8 + 3. */
    { "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1", "Qxd5", 803 },
    /* A knight takes a rook; a bishop takes a knight; a rook a bishop. */
    { "4k3/8/8/3r4/8/4N3/8/4K3 w - - 0 1", "Nxd5", 4006 },
    { "4k3/8/8/3n4/8/1B6/8/4K3 w - - 0 1", "Bxd5", 2405 },
    { "4k3/8/8/3b4/8/8/8/3RK3 w - - 0 1", "Rxd5", 2404 },
    /* The king takes a pawn: 100 × 8 + 2. */
    { "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "Kxd2", 802 },
    /* En passant: the victim is not on the target square. */
    { "4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 1", "cxd6", 807 },
    /* A queen promotion: 800 × 8 + 7; taking a rook as it queens: 1300 × 8 + 7. */
    { "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "e8=Q", 6407 },
    { "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "exd8=Q", 10407 },
    /* An under-promotion that takes counts the rook alone. */
    { "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1", "exd8=N", 4007 },
    /* Black's captures alike. */
    { "4k3/8/8/4p3/3Q4/8/8/4K3 b - - 0 1", "exd4", 7207 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int rank = rank_of (cases[i].fen, cases[i].san);

      if (rank != cases[i].rank)
        g_error ("%s %s: rank %d, expected %d", cases[i].fen, cases[i].san, rank, cases[i].rank);
    }
}

static void
key_of (const char       *fen,
        CairnPositionKey *key)
{
  const CairnGame *game = cairn_games_lookup ("chess", NULL);
  g_autoptr (GError) error = NULL;
  CairnPosition position;

  g_assert_true (cairn_position_parse_game (game, fen, NULL, &position, &error));
  g_assert_no_error (error);
  memset (key, 0, sizeof *key);
  game->engine->key (&position.board, position.to_move, key);
}

static gboolean
same_key (const char *a,
          const char *b)
{
  CairnPositionKey ka, kb;

  key_of (a, &ka);
  key_of (b, &kb);
  return memcmp (&ka, &kb, sizeof ka) == 0;
}

/* The key: the men, the side, castling and the en-passant square; not
 * the clocks. */
static void
test_key (void)
{
  const char *start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  g_assert_true (same_key (start, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 7 30"));
  g_assert_false (same_key (start, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"));
  g_assert_false (same_key (start, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kkq - 0 1"));
  g_assert_false (same_key (start, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RBBQKBNR w KQkq - 0 1"));
  /* The en-passant square as held, even where no pawn could take. */
  g_assert_false (same_key ("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"));
  /* A white knight and a black one on the same square differ. */
  g_assert_false (same_key ("4k3/8/8/8/8/8/8/N3K3 w - - 0 1", "4k3/8/8/8/8/8/8/n3K3 w - - 0 1"));
}

static void
test_halfmove (void)
{
  const CairnGame *game = cairn_games_lookup ("chess", NULL);
  static const guint clocks[] = { 0, 1, 49, 99, 100, 65535 };

  for (guint i = 0; i < G_N_ELEMENTS (clocks); i++)
    {
      g_autofree char *fen = g_strdup_printf ("4k3/8/8/8/8/8/8/R3K3 w - - %u 80", clocks[i]);
      g_autoptr (GError) error = NULL;
      CairnPosition position;

      g_assert_true (cairn_position_parse_game (game, fen, NULL, &position, &error));
      g_assert_cmpuint (game->engine->halfmove (&position.board), ==, clocks[i]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess-engine/ranks", test_ranks);
  g_test_add_func ("/chess-engine/key", test_key);
  g_test_add_func ("/chess-engine/halfmove", test_halfmove);
  return g_test_run ();
}
