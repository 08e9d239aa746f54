/* oracle-search.h — the plain recursive search both oracles run (DESIGN
 * §1, §1b, §1c), over a small table of one game's rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-oracle.h"

G_BEGIN_DECLS

typedef struct {
  gsize    size;   /* of a position */
  /* Decided at node entry, before the horizon: @score for X. */
  gboolean (*terminal) (gconstpointer position, CairnSide side, guint ply, int win, int *score);
  int      (*evaluate) (gconstpointer position);
  /* The legal moves in the search's order; at most CAIRN_CHESS_MAX_MOVES. */
  guint    (*moves)    (gconstpointer position, CairnSide side, guint16 *moves);
  void     (*play)     (gpointer position, CairnSide side, guint16 move);
  /* The null move's change to a position; NULL: none. */
  void     (*pass)     (gpointer position);
  /* No probe while @side is in check; NULL: never in check. */
  gboolean (*in_check) (gconstpointer position, CairnSide side);
  /* Null-when pieces (DESIGN §1c): does @side have a knight, bishop, rook
   * or queen?  NULL: the game has no such pieces, a probe is always allowed. */
  gboolean (*has_pieces) (gconstpointer position, CairnSide side);
} OracleGame;

/* Searches @position (of @game) with @to_move to move; @win is handed to
 * the game's terminal(). */
void oracle_search_run (const OracleGame         *game,
                        gconstpointer             position,
                        CairnSide                 to_move,
                        int                       win,
                        const ChessOracleOptions *options,
                        ChessOracleResult        *result);

G_END_DECLS
