/* chess-oracle.c — the oracle's search (oracle-search.c) of chess
 * (DESIGN §1b), using only the chess rules' public functions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "chess-oracle.h"
#include "oracle-search.h"

static gboolean
terminal (gconstpointer  position,
          CairnSide      side,
          guint          ply,
          int            win,
          int           *score)
{
  return cairn_chess_terminal (position, side, ply, score);
}

static int
evaluate (gconstpointer position)
{
  return cairn_chess_evaluate (position);
}

static guint
moves (gconstpointer  position,
       CairnSide      side,
       guint16       *out)
{
  return cairn_chess_legal_moves (position, side, out);
}

static void
play (gpointer  position,
      CairnSide side,
      guint16   move)
{
  cairn_chess_play (position, side, move);
}

static void
pass (gpointer position)
{
  cairn_chess_play_null (position);
}

static gboolean
in_check (gconstpointer position,
          CairnSide     side)
{
  return cairn_chess_in_check (position, side);
}

/* Read off the board here rather than through the engine's own test. */
static gboolean
has_pieces (gconstpointer position,
            CairnSide     side)
{
  const CairnChessBoard *b = position;

  for (CairnChessKind k = CAIRN_CHESS_KNIGHT; k <= CAIRN_CHESS_QUEEN; k++)
    if (b->pieces[k] & b->colour[side])
      return TRUE;
  return FALSE;
}

static const OracleGame chess_rules = {
  sizeof (CairnChessBoard), terminal, evaluate, moves, play, pass, in_check, has_pieces,
};

void
chess_oracle_run (const CairnChessBoard *board,
                  CairnSide              to_move,
                  ChessOracleMode        mode,
                  guint                  depth,
                  guint                  reduction,
                  gboolean               guard,
                  ChessOracleResult     *result)
{
  ChessOracleOptions options = {
    .mode = mode,
    .depth = depth,
    .reduction = reduction,
    .guard = guard,
    .root_move = CHESS_ORACLE_NO_MOVE,
  };

  chess_oracle_run_options (board, to_move, &options, result);
}

void
chess_oracle_run_options (const CairnChessBoard    *board,
                          CairnSide                 to_move,
                          const ChessOracleOptions *options,
                          ChessOracleResult        *result)
{
  oracle_search_run (&chess_rules, board, to_move, 0, options, result);
}

void
chess_oracle_to_counters (const ChessOracleResult *o,
                          guint64                  events,
                          CairnCounters           *c)
{
  *c = (CairnCounters) {
    .nodes = o->nodes, .null_probes = o->probes, .null_prunes = o->prunes, .cutoffs = o->cutoffs,
    .verifications = o->verifications, .re_searches = o->re_searches, .events = events,
    .value = o->value, .best_move = o->best_move == CHESS_ORACLE_NO_MOVE ? -1 : (int) o->best_move,
  };
}
