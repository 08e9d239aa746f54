/* test-chess.c — chess behind the game interface (src/games/chess/
 * cairn-chess.c): the table's own work around the rules of this folder —
 * the side beside a FEN agreeing with it, the FEN parser's reason passed
 * on word for word as the game's, the drawing grid seen from White (row 0
 * is rank 8), the editor's pieces (one king a side, castling rights and
 * the en-passant square dropped when the board no longer allows them),
 * moves as grid squares, and telling a FEN from other texts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess.h"
#include "cairn-chess-board.h"
#include "cairn-games.h"
#include "cairn-position.h"

#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

static void
test_side_beside_fen (void)
{
  const CairnGame *chess = &cairn_game_chess;
  static const char *const agree[] = { "w", "W", "x", "X" };
  CairnBoard board;
  CairnSide side;

  for (guint i = 0; i < G_N_ELEMENTS (agree); i++)
    {
      g_assert_true (chess->parse_position (START, agree[i], &board, &side, NULL));
      g_assert_cmpint (side, ==, CAIRN_SIDE_X);
    }
  g_assert_true (chess->parse_position ("4k3/8/8/8/8/8/8/4K3 b - - 0 1", "o", &board, &side, NULL));
  g_assert_cmpint (side, ==, CAIRN_SIDE_O);

  {
    g_autoptr (GError) contradicts = NULL;
    g_autoptr (GError) unknown = NULL;

    g_assert_false (chess->parse_position (START, "b", &board, &side, &contradicts));
    g_assert_error (contradicts, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_SIDE);
    g_assert_cmpstr (contradicts->message, ==, "The side to move “b” contradicts the position, where White is to move");
    g_assert_false (chess->parse_position (START, "q", &board, &side, &unknown));
    g_assert_error (unknown, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_SIDE);
    g_assert_cmpstr (unknown->message, ==, "Invalid side to move “q”: use w or b");
  }
}

/* The FEN parser's own reason, word for word, as the game's reason. */
static void
test_fen_reason (void)
{
  static const char *const bad[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
    "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      CairnChessBoard direct;
      CairnBoard board;
      CairnSide side;
      g_autoptr (GError) cause = NULL;
      g_autoptr (GError) error = NULL;

      g_assert_false (cairn_chess_parse_fen (bad[i], &direct, &side, &cause));
      g_assert_false (cairn_game_chess.parse_position (bad[i], NULL, &board, &side, &error));
      g_assert_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_GAME);
      g_assert_cmpstr (error->message, ==, cause->message);
    }
}

/* The grid is the board seen from White; the game starts on the lone
 * pawn of CHESS-RULES.md §9.2. */
static void
test_grid (void)
{
  const CairnGame *chess = &cairn_game_chess;
  CairnBoard board;
  CairnSide side;
  guint from, to;
  g_autofree char *start = NULL;

  g_assert_true (chess->parse_position (START, NULL, &board, &side, NULL));
  g_assert_cmpint (chess->piece_at (&board, 0, 0), ==, CAIRN_PIECE_BLACK_ROOK);     /* a8 */
  g_assert_cmpint (chess->piece_at (&board, 3, 0), ==, CAIRN_PIECE_BLACK_QUEEN);    /* d8 */
  g_assert_cmpint (chess->piece_at (&board, 4, 7), ==, CAIRN_PIECE_WHITE_KING);     /* e1 */
  g_assert_cmpint (chess->piece_at (&board, 6, 7), ==, CAIRN_PIECE_WHITE_KNIGHT);   /* g1 */
  g_assert_cmpint (chess->piece_at (&board, 4, 6), ==, CAIRN_PIECE_WHITE_PAWN);     /* e2 */
  g_assert_cmpint (chess->piece_at (&board, 4, 4), ==, CAIRN_PIECE_NONE);           /* e4 */
  g_assert_cmpuint (cairn_chess_castling_allowed (CAIRN_CHESS_BOARD (&board)), ==, 0xf);

  /* e2e4: square 12 to 28, grid cells (row 6, column 4) and (row 4, column 4). */
  chess->move_squares (cairn_chess_move_make (12, 28, 0), &from, &to);
  g_assert_cmpuint (from, ==, 6 * 8 + 4);
  g_assert_cmpuint (to, ==, 4 * 8 + 4);

  chess->init_position (&board, &side);
  start = chess->position_to_string (&board, side);
  g_assert_cmpstr (start, ==, "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");

  g_assert_true (chess->looks_like ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"));
  g_assert_false (chess->looks_like ("...O.X..."));
  g_assert_false (chess->looks_like ("4453"));
}

/* The editor's pieces: a second king replaces the first; a rook or king
 * off its square takes its castling rights along; any edit drops the
 * en-passant square. */
static void
test_set_piece (void)
{
  const CairnGame *chess = &cairn_game_chess;
  CairnBoard board;
  CairnSide side;
  g_autofree char *kings = NULL;
  g_autofree char *rook_gone = NULL;
  g_autofree char *no_ep = NULL;

  g_assert_true (chess->parse_position (START, NULL, &board, &side, NULL));
  chess->set_piece (&board, 3, 4, CAIRN_PIECE_WHITE_KING);          /* Kd4: e1 empties */
  g_assert_cmpint (chess->piece_at (&board, 4, 7), ==, CAIRN_PIECE_NONE);
  kings = chess->position_to_string (&board, side);
  g_assert_cmpstr (kings, ==, "rnbqkbnr/pppppppp/8/8/3K4/8/PPPPPPPP/RNBQ1BNR w kq - 0 1");

  chess->set_piece (&board, 7, 0, CAIRN_PIECE_NONE);                /* h8 rook off: no k */
  rook_gone = chess->position_to_string (&board, side);
  g_assert_cmpstr (rook_gone, ==, "rnbqkbn1/pppppppp/8/8/3K4/8/PPPPPPPP/RNBQ1BNR w q - 0 1");

  g_assert_true (chess->parse_position ("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", NULL, &board, &side, NULL));
  chess->set_piece (&board, 0, 7, CAIRN_PIECE_WHITE_ROOK);          /* Ra1 */
  no_ep = chess->position_to_string (&board, side);
  g_assert_cmpstr (no_ep, ==, "4k3/8/8/3pP3/8/8/8/R3K3 w - - 0 1");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess/side-beside-fen", test_side_beside_fen);
  g_test_add_func ("/chess/fen-reason", test_fen_reason);
  g_test_add_func ("/chess/grid", test_grid);
  g_test_add_func ("/chess/set-piece", test_set_piece);
  return g_test_run ();
}
