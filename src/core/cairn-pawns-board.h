/* cairn-pawns-board.h — the board of a king-and-pawn ending (DESIGN §1b).
 *
 * Squares a1..h8 are 0..63, index = file + 8 × rank.  Side 0 (CAIRN_SIDE_X)
 * is White, the maximiser; side 1 (CAIRN_SIDE_O) is Black.  Queens exist
 * only for the ply after a promotion (they never move), so they are kept
 * as bit sets like the pawns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define CAIRN_PAWNS_NO_SQUARE 64

typedef struct {
  guint64 pawns[2];   /* by side: bit s set = a pawn on square s */
  guint64 queens[2];  /* by side */
  guint8  king[2];    /* square of each king */
  guint8  ep;         /* en-passant target square, CAIRN_PAWNS_NO_SQUARE if none */
  guint8  reserved[5];
} CairnPawnsBoard;

G_STATIC_ASSERT (sizeof (CairnPawnsBoard) == 40);

/* A move is from | to << 6 (12 bits); promotion is implied by a pawn
 * reaching the last rank, so no piece needs naming. */
static inline guint
cairn_pawns_move_from (guint16 move)
{
  return move & 63u;
}

static inline guint
cairn_pawns_move_to (guint16 move)
{
  return (move >> 6) & 63u;
}

static inline guint16
cairn_pawns_move_make (guint from,
                       guint to)
{
  return (guint16) (from | to << 6);
}

G_END_DECLS
