/* fuzz-fen.c — the pawn-ending FEN parser: never crashes, refuses with a
 * valid UTF-8 reason in its own error domain, and what it accepts formats
 * back to a FEN it accepts as the same position (and a legal one).
 *
 * Input: one FEN, any bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-chess.h"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  /* Not g_strndup(): it returns NULL for an empty input. */
  g_autofree char *text = g_malloc (size + 1);
  g_autoptr (GError) error = NULL;
  CairnChessBoard board, again;
  CairnSide to_move, again_to_move;

  if (size)
    memcpy (text, data, size);
  text[size] = '\0';
  if (!cairn_chess_parse_fen (text, &board, &to_move, &error))
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == CAIRN_CHESS_ERROR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  g_assert_true (cairn_chess_validate (&board, to_move, NULL));
  {
    g_autofree char *fen = cairn_chess_to_fen (&board, to_move);
    guint16 moves[CAIRN_CHESS_MAX_MOVES];
    guint n;

    g_assert_true (cairn_chess_parse_fen (fen, &again, &again_to_move, NULL));
    g_assert_true (memcmp (&board, &again, sizeof board) == 0);
    g_assert_cmpint (to_move, ==, again_to_move);
    /* A legal position has legal moves the generator can list without
     * overflowing, each of which the move parser reads back. */
    n = cairn_chess_legal_moves (&board, to_move, moves);
    g_assert_cmpuint (n, <=, CAIRN_CHESS_MAX_MOVES);
    for (guint i = 0; i < n; i++)
      {
        char coord[6];
        guint16 parsed;

        cairn_chess_move_to_coord (moves[i], coord);
        g_assert_true (cairn_chess_parse_move (&board, to_move, coord, &parsed, NULL));
        g_assert_cmpuint (parsed, ==, moves[i]);
      }
  }
  return 0;
}
