/* cairn-connect4-moves.c — the move string of a Connect Four board (see
 * the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-connect4-moves.h"
#include "cairn-game-connect4.h"

typedef struct {
  CairnBoard board;
  guint      heights[CAIRN_C4_COLUMNS];
  guint8    *seen;      /* a bit per board of heights (base 7) tried */
  char       moves[CAIRN_C4_CELLS + 1];
} Unplay;

static guint
heights_key (const Unplay *u)
{
  guint key = 0;

  for (guint c = 0; c < CAIRN_C4_COLUMNS; c++)
    key = key * (CAIRN_C4_ROWS + 1) + u->heights[c];
  return key;
}

/* Takes the last disc out, of @side (the side that moved last), from each
 * column in turn, until the board is empty: the discs taken, in reverse,
 * are the moves.  @n discs are on the board. */
static gboolean
unplay (Unplay   *u,
        CairnSide side,
        guint     n)
{
  CairnPiece mine = side == CAIRN_SIDE_X ? CAIRN_C4_PIECE_X : CAIRN_C4_PIECE_O;
  guint key;

  if (n == 0)
    return TRUE;
  key = heights_key (u);
  if (u->seen[key / 8] & (1u << (key % 8)))
    return FALSE;
  u->seen[key / 8] |= (guint8) (1u << (key % 8));
  for (guint c = 0; c < CAIRN_C4_COLUMNS; c++)
    {
      guint h = u->heights[c];
      guint64 bit;
      int score;

      /* An empty column has no disc to take (and no bit below its first). */
      if (h == 0 || cairn_c4_cell (&u->board, c + 1, h) != mine)
        continue;
      bit = G_GUINT64_CONSTANT (1) << (7 * c + h - 1);
      CAIRN_C4_BOARD (&u->board)->discs[side] &= ~bit;
      u->heights[c]--;
      /* The game went on after this board: nobody had four yet. */
      if (!cairn_game_connect4.terminal (&u->board, side, 0, &score) && unplay (u, cairn_side_other (side), n - 1))
        {
          u->moves[n - 1] = (char) ('1' + c);
          return TRUE;
        }
      u->heights[c]++;
      CAIRN_C4_BOARD (&u->board)->discs[side] |= bit;
    }
  return FALSE;
}

char *
cairn_connect4_moves_find (const CairnBoard *board)
{
  Unplay u = { 0 };
  guint n = 0, x = 0, states = 1;
  gboolean found;

  g_return_val_if_fail (board != NULL, NULL);
  u.board = *board;
  for (guint c = 0; c < CAIRN_C4_COLUMNS; c++)
    {
      while (u.heights[c] < CAIRN_C4_ROWS && cairn_c4_cell (board, c + 1, u.heights[c] + 1) != 0)
        {
          x += cairn_c4_cell (board, c + 1, u.heights[c] + 1) == CAIRN_C4_PIECE_X;
          u.heights[c]++;
          n++;
        }
      /* A disc above an empty cell fell from nowhere. */
      for (guint r = u.heights[c] + 2; r <= CAIRN_C4_ROWS; r++)
        if (cairn_c4_cell (board, c + 1, r) != 0)
          return NULL;
      states *= CAIRN_C4_ROWS + 1;
    }
  if (n == 0)
    return g_strdup ("-");
  /* X moves first: X has as many discs as O, or one more. */
  if (x != n - x && x != n - x + 1)
    return NULL;
  u.seen = g_malloc0 (states / 8 + 1);
  found = unplay (&u, x > n - x ? CAIRN_SIDE_X : CAIRN_SIDE_O, n);
  g_free (u.seen);
  return found ? g_strndup (u.moves, n) : NULL;
}
