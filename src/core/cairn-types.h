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

/* What stands on one square of a game's drawing grid: a small number
 * whose meaning belongs to the game (its own header names its men and
 * marks), as a move's does.  0 is an empty square in every game. */
typedef guint CairnPiece;
#define CAIRN_PIECE_NONE 0u

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
