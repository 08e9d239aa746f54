/* cairn-chess-engine.c — what chess gives the engine style (DESIGN §1d):
 * MVV-LVA ranks of captures and queen promotions, the position key of
 * the table and the repetition rule, the halfmove clock.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess.h"
#include "cairn-chess-engine-count.h"
#include "cairn-game.h"

/* Victim values of MVV-LVA (the king is never captured). */
static const int victim_value[CAIRN_CHESS_N_KINDS + 1] = {
  [CAIRN_CHESS_PAWN] = 100,
  [CAIRN_CHESS_KNIGHT] = 300,
  [CAIRN_CHESS_BISHOP] = 300,
  [CAIRN_CHESS_ROOK] = 500,
  [CAIRN_CHESS_QUEEN] = 900,
  [CAIRN_CHESS_KING] = 0,
  [CAIRN_CHESS_N_KINDS] = 0,
};

/* A queen promotion ranks as if it took this much more. */
#define QUEEN_PROMOTION_BONUS 800

int
cairn_chess_tactical_rank (const CairnChessBoard *b,
                           CairnSide              side,
                           guint16                move)
{
  guint from = cairn_chess_move_from (move), to = cairn_chess_move_to (move);
  guint64 to_bit = G_GUINT64_CONSTANT (1) << to, from_bit = G_GUINT64_CONSTANT (1) << from;
  gboolean queening = cairn_chess_move_promo (move) == CAIRN_CHESS_PROMO_QUEEN;
  gboolean capture = (b->colour[side ^ 1] & to_bit) != 0;
  CairnChessKind victim = CAIRN_CHESS_N_KINDS, attacker = CAIRN_CHESS_PAWN;
  int value;

  /* En passant: a pawn stepping diagonally onto the empty target. */
  if (!capture && to == b->ep && (b->pieces[CAIRN_CHESS_PAWN] & from_bit) && from % 8 != to % 8)
    {
      capture = TRUE;
      victim = CAIRN_CHESS_PAWN;
    }
  /* Most moves are quiet: answered before any lookup. */
  if (!capture && !queening)
    return -1;
  for (guint kind = 0; kind < CAIRN_CHESS_N_KINDS; kind++)
    {
      if (b->pieces[kind] & from_bit)
        attacker = (CairnChessKind) kind;
      if (victim == CAIRN_CHESS_N_KINDS && capture && (b->pieces[kind] & to_bit))
        victim = (CairnChessKind) kind;
    }
  value = capture ? victim_value[victim] : 0;
  if (queening)
    value += QUEEN_PROMOTION_BONUS;
  /* The attacker from the least (pawn 0 .. king 5) goes first. */
  return value * 8 + (7 - (int) attacker);
}

static int
chess_tactical_rank (const CairnBoard *board,
                     CairnSide         side,
                     CairnMove         move)
{
  return cairn_chess_tactical_rank (CAIRN_CHESS_BOARD (board), side, move);
}

static guint
chess_tactical_moves (const CairnBoard *board,
                      CairnSide         side,
                      CairnMove        *moves,
                      int              *ranks)
{
  return cairn_chess_tactical_moves (CAIRN_CHESS_BOARD (board), side, moves, ranks);
}

static void
chess_key (const CairnBoard *board,
           CairnSide         side,
           CairnPositionKey *key)
{
  const CairnChessBoard *b = CAIRN_CHESS_BOARD (board);

  key->words[0] = b->colour[0];
  key->words[1] = b->colour[1];
  for (guint i = 0; i < CAIRN_CHESS_N_KINDS; i++)
    key->words[2 + i] = b->pieces[i];
  /* The en-passant square as Cairn holds it, even where no capture is
   * possible (DESIGN §1d). */
  key->extra = (guint32) side | (guint32) b->castling << 1 | (guint32) b->ep << 8;
}

static guint
chess_halfmove (const CairnBoard *board)
{
  return CAIRN_CHESS_BOARD (board)->halfmove;
}

const CairnEngineRules cairn_chess_engine_rules = {
  .tactical_rank = chess_tactical_rank,
  .tactical_moves = chess_tactical_moves,
  .key = chess_key,
  .halfmove = chess_halfmove,
  .count_search = cairn_chess_engine_count_search,
};
