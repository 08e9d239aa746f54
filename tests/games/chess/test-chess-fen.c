/* test-chess-fen.c — FEN in and out (cairn-chess-fen.c, CHESS-RULES.md §1):
 * positions written back as read, and every refusal word for word.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-chess.h"
#include "test-util.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"


static void
test_fen_round_trip (void)
{
  static const struct {
    const char *fen;
    const char *expected;   /* NULL: the same */
  } cases[] = {
    { START, NULL },
    { KIWIPETE, NULL },
    { "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42", NULL },
    { "rnbqkbnr/ppppp1pp/8/8/4Pp2/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3", NULL },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w qkQK -", START },
    { "4k3/8/8/8/8/8/8/4K3 w - - 5 0", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnChessBoard b, again;
      CairnSide side, side_again;
      g_autofree char *fen = NULL;

      test_chess_load (cases[i].fen, &b, &side);
      fen = cairn_chess_to_fen (&b, side);
      g_assert_cmpstr (fen, ==, cases[i].expected ? cases[i].expected : cases[i].fen);
      test_chess_load (fen, &again, &side_again);
      g_assert_cmpmem (&b, sizeof b, &again, sizeof again);
    }
}

/* Each refusal of CHESS-RULES.md §1.3, with its reason. */
static void
test_fen_refusals (void)
{
  static const struct {
    const char *fen;
    int         code;
    const char *message;
  } cases[] = {
    { "4k3/8/8/8/8/8/8/4K3 w KQx -", CAIRN_CHESS_ERROR_CASTLING, "“KQx” is not a castling field" },
    /* The two counters may be left out, both; not the fullmove number alone. */
    { "4k3/8/8/8/8/8/8/4K3 w - - 5", CAIRN_CHESS_ERROR_COUNTERS,
      "the halfmove clock (fifth field) “5” has no fullmove number after it; write both counters, such as 0 1, or leave both out" },
    { "4k3/8/8/8/8/8/8/4K3 w KK -", CAIRN_CHESS_ERROR_CASTLING, "“KK” is not a castling field" },
    { "4k3/8/8/8/8/8/8/R3K3 w K -", CAIRN_CHESS_ERROR_CASTLING_RIGHTS, "the castling right K needs a White rook on h1" },
    { "4k3/8/8/8/8/8/8/R2K3R w Q -", CAIRN_CHESS_ERROR_CASTLING_RIGHTS, "the castling right Q needs the White king on e1" },
    { "r3k3/8/8/8/8/8/8/4K3 w k -", CAIRN_CHESS_ERROR_CASTLING_RIGHTS, "the castling right k needs a Black rook on h8" },
    { "r3k2r/8/8/8/8/8/8/4K3 w q - 0 1", 0, NULL },
    { "4k3/8/8/8/4P3/8/8/4K3 b - d3", CAIRN_CHESS_ERROR_EN_PASSANT, "needs a White pawn on d4" },
    { "4k3/8/8/8/4P3/8/8/4K3 w - e3", CAIRN_CHESS_ERROR_EN_PASSANT, "must be on rank 6" },
    /* e2-e4 cannot have been played: the rook on a4 gave check before it. */
    { "4K3/8/8/8/R3P2k/8/8/8 b - e3", CAIRN_CHESS_ERROR_EN_PASSANT,
      "says a pawn has just come from e2, but with that pawn back there Black would be in check with White to move" },
    { "4K3/8/8/8/R3P2k/8/8/8 b - -", 0, NULL },
    { "4K3/8/8/2k5/R3P3/8/8/8 b - e3", 0, NULL },
    /* A check the double step uncovered, or gave, is possible. */
    { "8/8/7k/8/3P4/8/8/2B1K3 b - d3", 0, NULL },
    { "4K3/8/8/5k2/3pP3/8/8/8 b - e3", 0, NULL },
    { "4k3/8/8/8/8/8/PPPPPPPP/1P2K3 w - -", CAIRN_CHESS_ERROR_PAWN_RANK, "White pawn stands on b1" },
    { "4k3/8/8/8/8/1P6/PPPPPPPP/4K3 w - -", CAIRN_CHESS_ERROR_PAWN_COUNT, "White has 9 pawns" },
    { "4k3/8/8/8/8/N7/PPPPPPPP/NNNNKNNN w - -", CAIRN_CHESS_ERROR_MEN_COUNT, "White has 17 men; each side may have at most 16" },
    { "P3k3/8/8/8/8/8/8/4K3 w - -", CAIRN_CHESS_ERROR_PAWN_RANK, "White pawn stands on a8" },
    { "p3k3/8/8/8/8/8/8/4K3 w - -", CAIRN_CHESS_ERROR_PAWN_RANK, "Black pawn stands on a8" },
    { "8/8/8/8/8/8/3k4/4K3 w - -", CAIRN_CHESS_ERROR_KINGS_TOUCHING, "kings on e1 and d2 stand next to each other" },
    { "4k3/8/8/8/8/8/8/4K2r w - -", 0, NULL },
    { "4k3/8/8/8/8/8/8/4K2r b - -", CAIRN_CHESS_ERROR_CHECK, "White is in check but Black is to move" },
    { "4k3/8/8/8/8/8/8/8 w - -", CAIRN_CHESS_ERROR_KINGS, "White has no king" },
    { "4k3/8/8/8/8/8/8/3KK3 w - -", CAIRN_CHESS_ERROR_KINGS, "White has 2 kings" },
    { "4kk2/8/8/8/8/8/8/4K3 w - -", CAIRN_CHESS_ERROR_KINGS, "Black has 2 kings" },
    { "4k3/8/8/8/8/8/8/4K3 w - - 1 2 3", CAIRN_CHESS_ERROR_TRAILING, "at most six fields" },
    { "4k3/8/8/8/8/8/8/4K3 w - - x", CAIRN_CHESS_ERROR_COUNTERS, "“x”" },
    { "4k3/8/8/8/8/8/8/4K3 - - -", CAIRN_CHESS_ERROR_SIDE, "“-” is not a side to move" },
    { "4k3/8/8/8/8/8/8/4K3 w - e", CAIRN_CHESS_ERROR_EN_PASSANT, "“e” is not an en-passant square" },
    { "4k3/8/8/8/8/8/8/4K3w - -", CAIRN_CHESS_ERROR_PIECE, "“w” on rank 1 is not a man" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      CairnChessBoard b;
      CairnSide side;
      gboolean ok = cairn_chess_parse_fen (cases[i].fen, &b, &side, &error);

      g_test_message ("%s: %s", cases[i].fen, error ? error->message : "accepted");
      if (cases[i].code == 0 && cases[i].message == NULL)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
          continue;
        }
      g_assert_false (ok);
      g_assert_error (error, CAIRN_CHESS_ERROR, cases[i].code);
      if (cases[i].message)
        g_assert_nonnull (strstr (error->message, cases[i].message));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/fen/round-trip", test_fen_round_trip);
  g_test_add_func ("/chess/fen/refusals", test_fen_refusals);
  return g_test_run ();
}
