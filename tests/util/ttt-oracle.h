/* ttt-oracle.h — a plain recursive search of tic-tac-toe, written straight
 * from DESIGN §1 and §1c with its own rules (no game table, no tables of
 * the engine), to check the stepping engine's options against.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "chess-oracle.h"

G_BEGIN_DECLS

/* The search options are the pawn oracle's (ChessOracleOptions: mode,
 * depth, reduction, guard, zero window, the ignored prune, the root move,
 * the prunes found); @win is what X's win at the root is worth: 10 for
 * the scoring `seed`, 1000 for `sound`.  @cells: 9 characters, X, O or '.'. */
void ttt_oracle_run (const char               *cells,
                     CairnSide                 to_move,
                     int                       win,
                     const ChessOracleOptions *options,
                     ChessOracleResult        *result);

G_END_DECLS
