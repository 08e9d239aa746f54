/* cairn-game-connect4-private.h — what the game's two files share: the
 * bit arithmetic of the board record (CONNECT4-RULES.md §7) and the hooks
 * the text file gives the table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-game-connect4.h"

G_BEGIN_DECLS

/* A win at ply p: X scores C4_WIN − p, O p − C4_WIN (§2). */
#define C4_WIN 10000
#define C4_N_LINES 69

/* The bottom cell of every column, and every cell of the board. */
#define C4_BOTTOM G_GUINT64_CONSTANT (0x0040810204081)
#define C4_ALL_CELLS (C4_BOTTOM * 0x3F)

static inline guint64
c4_bit (guint column,  /* 0–6 */
        guint row)     /* 0–5 */
{
  return G_GUINT64_CONSTANT (1) << (7 * column + row);
}

static inline guint64
c4_bit_of_move (CairnMove move)
{
  return c4_bit (move % CAIRN_C4_COLUMNS, move / CAIRN_C4_COLUMNS);
}

static inline CairnMove
c4_move_of_bit (guint64 bit)
{
  guint index = (guint) __builtin_ctzll (bit);

  return (CairnMove) (index / 7 + CAIRN_C4_COLUMNS * (index % 7));
}

/* The cell a disc dropped into @column (0–6) lands on; 0 when the column
 * is full.  Adding the bottom cell to a column's discs carries into the
 * first empty cell, or into the clear bit above a full column. */
static inline guint64
c4_free_cell (const CairnBoard *board,
              guint             column)
{
  const CairnConnect4Board *b = CAIRN_C4_BOARD (board);
  guint64 all = b->discs[CAIRN_SIDE_X] | b->discs[CAIRN_SIDE_O];
  guint64 free = (all + C4_BOTTOM) & (G_GUINT64_CONSTANT (0x3F) << (7 * column));

  return free;
}

/* Four in a row in a side's discs: across (7), up (1) and the two
 * diagonals (6, 8). */
static inline gboolean
c4_has_four (guint64 discs)
{
  static const guint shifts[4] = { 7, 1, 6, 8 };

  for (guint i = 0; i < G_N_ELEMENTS (shifts); i++)
    {
      guint64 pairs = discs & (discs >> shifts[i]);

      if (pairs & (pairs >> (2 * shifts[i])))
        return TRUE;
    }
  return FALSE;
}

gboolean c4_validate           (const CairnBoard  *board,
                                CairnSide          to_move,
                                GError           **error);
/* cairn-game-connect4-text.c (§6) */
gboolean c4_parse_position     (const char        *text,
                                const char        *to_move,
                                CairnBoard        *board,
                                CairnSide         *side,
                                GError           **error);
char    *c4_position_to_string (const CairnBoard  *board,
                                CairnSide          to_move);
gboolean c4_looks_like         (const char        *text);

G_END_DECLS
