/* chess-oracle.h — a plain recursive search of pawn endings, written
 * straight from DESIGN §1 and §1b, to check the stepping engine against.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-chess.h"
#include "cairn-search.h"
#include "test-util.h"

G_BEGIN_DECLS

typedef enum {
  CHESS_ORACLE_MINIMAX,
  CHESS_ORACLE_PLAIN,
  CHESS_ORACLE_NULL,
  CHESS_ORACLE_VERIFIED,
} ChessOracleMode;

/* best_move when the root has no move to choose. */
#define CHESS_ORACLE_NO_MOVE 0xFFFF

typedef struct {
  guint64 nodes;          /* every position evaluated, probes included */
  guint64 probes;         /* null probes started */
  guint64 prunes;         /* nodes that returned on a probe's word */
  guint64 cutoffs;        /* move loops that stopped early */
  guint64 verifications;  /* probes that would have pruned while verifying */
  guint64 re_searches;
  int     value;
  guint16 best_move;
} ChessOracleResult;

/* @reduction: R, 0 included, or CAIRN_REDUCTION_ADAPTIVE (R = 3 when more
 * than 6 plies remain, else 2); @guard skips probes that would land on or past the horizon. */
void chess_oracle_run (const CairnChessBoard *board,
                       CairnSide              to_move,
                       ChessOracleMode        mode,
                       guint                  depth,
                       guint                  reduction,
                       gboolean               guard,
                       ChessOracleResult     *result);

/* One null-move prune: the node's index in creation order (the root is
 * 0, a probe counts when it starts) and the moves from the root to it,
 * CHESS_ORACLE_NO_MOVE for a pass. */
typedef struct {
  guint64 node;
  guint16 line[32];
  guint   n_line;
} ChessOraclePrune;

/* DESIGN §1c's options, and the hooks decisive prunes need. */
typedef struct {
  ChessOracleMode mode;
  guint           depth;
  guint           reduction;         /* as chess_oracle_run()'s @reduction */
  gboolean        guard;
  gboolean        zero_window;       /* probe (beta - 1, beta) at max, (alpha, alpha + 1) at min */
  guint64         ignore_prune_node; /* search the moves instead of pruning here; 0: none */
  guint16         root_move;         /* only this move at the root; CHESS_ORACLE_NO_MOVE: all */
  GArray         *prunes;            /* when not NULL, each prune's ChessOraclePrune is appended */
  gboolean        pieces_only;       /* null-when pieces: probe only when the mover has N, B, R or Q */
} ChessOracleOptions;

void chess_oracle_run_options (const CairnChessBoard    *board,
                               CairnSide                 to_move,
                               const ChessOracleOptions *options,
                               ChessOracleResult        *result);

/* @result as a search's counters, with @events (which the oracle does
 * not count). */
void chess_oracle_to_counters (const ChessOracleResult *result,
                               guint64                  events,
                               CairnCounters           *counters);

/* A search's counters, value and best move are the oracle's. */
static inline void
chess_oracle_assert_same (const CairnCounters     *counters,
                          const ChessOracleResult *result)
{
  CairnCounters want;

  chess_oracle_to_counters (result, counters->events, &want);
  test_assert_same_counters (counters, &want);
}

G_END_DECLS
