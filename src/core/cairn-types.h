/* cairn-types.h — shared forward declarations and small enums of the core.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _CairnGame     CairnGame;
typedef struct _CairnPosition CairnPosition;
typedef struct _CairnSettings CairnSettings;
typedef struct _CairnCounters CairnCounters;
typedef struct _CairnEvent    CairnEvent;
typedef struct _CairnNode     CairnNode;
typedef struct _CairnTree     CairnTree;
typedef struct _CairnSearch   CairnSearch;
typedef struct _CairnScenario CairnScenario;

/* X maximises, O minimises; every value is from X's point of view. */
typedef enum {
  CAIRN_SIDE_X = 0,
  CAIRN_SIDE_O = 1,
} CairnSide;

typedef enum {
  CAIRN_CELL_EMPTY = 0,
  CAIRN_CELL_X,
  CAIRN_CELL_O,
} CairnCell;

/* What stands on one square of a game's drawing grid.  The first three
 * are CairnCell's, so a tic-tac-toe cell is its own piece. */
typedef enum {
  CAIRN_PIECE_NONE = CAIRN_CELL_EMPTY,
  CAIRN_PIECE_X = CAIRN_CELL_X,
  CAIRN_PIECE_O = CAIRN_CELL_O,
  CAIRN_PIECE_WHITE_KING,
  CAIRN_PIECE_WHITE_QUEEN,
  CAIRN_PIECE_WHITE_ROOK,
  CAIRN_PIECE_WHITE_BISHOP,
  CAIRN_PIECE_WHITE_KNIGHT,
  CAIRN_PIECE_WHITE_PAWN,
  CAIRN_PIECE_BLACK_KING,
  CAIRN_PIECE_BLACK_QUEEN,
  CAIRN_PIECE_BLACK_ROOK,
  CAIRN_PIECE_BLACK_BISHOP,
  CAIRN_PIECE_BLACK_KNIGHT,
  CAIRN_PIECE_BLACK_PAWN,
} CairnPiece;

/* A move is a small number whose meaning belongs to its game: a cell for
 * tic-tac-toe, from | to << 6 | promotion << 12 for chess. */
typedef guint16 CairnMove;

/* Values fit in 16 bits: every game's scores stay within ±30000 (a chess
 * mate).  The "infinite" window bounds are kept inside gint16 so a node
 * record can store them. */
#define CAIRN_VALUE_INFINITY 32000

/* No move: the root, a null probe, or a search with no legal move. */
#define CAIRN_NO_MOVE ((CairnMove) 0xFFFF)

static inline CairnSide
cairn_side_other (CairnSide side)
{
  return side == CAIRN_SIDE_X ? CAIRN_SIDE_O : CAIRN_SIDE_X;
}

const char *cairn_side_to_string (CairnSide side);

G_END_DECLS
