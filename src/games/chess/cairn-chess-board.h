/* cairn-chess-board.h — the board record of a chess position (DESIGN §1b).
 *
 * Squares a1..h8 are 0..63, index = file + 8 × rank.  Side 0
 * (CAIRN_SIDE_X) is White, the maximiser; side 1 (CAIRN_SIDE_O) is Black.
 * The men are bit sets, one per colour and one per kind, so a square's
 * man is the kind whose set holds it, of the colour whose set holds it.
 * The side to move is not part of the record: the game interface passes
 * it beside the board.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-game.h"

G_BEGIN_DECLS

#define CAIRN_CHESS_NO_SQUARE 64

/* The kinds of men, indices into CairnChessBoard.pieces. */
typedef enum {
  CAIRN_CHESS_PAWN = 0,
  CAIRN_CHESS_KNIGHT,
  CAIRN_CHESS_BISHOP,
  CAIRN_CHESS_ROOK,
  CAIRN_CHESS_QUEEN,
  CAIRN_CHESS_KING,
  CAIRN_CHESS_N_KINDS,
} CairnChessKind;

/* Castling rights, bits of CairnChessBoard.castling. */
enum {
  CAIRN_CHESS_CASTLE_WK = 1 << 0, /* K: White, king side (e1g1) */
  CAIRN_CHESS_CASTLE_WQ = 1 << 1, /* Q: White, queen side (e1c1) */
  CAIRN_CHESS_CASTLE_BK = 1 << 2, /* k */
  CAIRN_CHESS_CASTLE_BQ = 1 << 3, /* q */
};

typedef struct {
  guint64 colour[2];                     /* by side: bit s set = a man of that side on s */
  guint64 pieces[CAIRN_CHESS_N_KINDS];   /* by kind, both colours */
  guint16 halfmove;                      /* FEN's counters: kept and written back, never a rule */
  guint16 fullmove;
  guint8  castling;                      /* CAIRN_CHESS_CASTLE_* bits */
  guint8  ep;                            /* en-passant target, CAIRN_CHESS_NO_SQUARE if none */
  gint16  material;                      /* the horizon heuristic's count (cairn_chess_evaluate()),
                                          * kept up to date by every change of the men */
} CairnChessBoard;

/* The board is the game's own 72 bytes of CairnBoard, read through
 * this cast (const kept): core stores boards it cannot read. */
G_STATIC_ASSERT (sizeof (CairnChessBoard) == sizeof (CairnBoard));
G_STATIC_ASSERT (G_ALIGNOF (CairnChessBoard) <= G_ALIGNOF (CairnBoard));
#define CAIRN_CHESS_BOARD(board) \
  _Generic ((board), \
            const CairnBoard *: (const CairnChessBoard *) (const void *) (board), \
            CairnBoard *: (CairnChessBoard *) (void *) (board))

/* Where a generation of moves a few at a time stands (cairn-chess.h). */
typedef struct {
  guint64 left;      /* the mover's men not looked at yet */
  guint64 checkers;  /* the position's checks and pins, found once */
  guint64 pinned;
  guint64 evasion;
} CairnChessCursor;

/* Likewise the place a move generation stands, in CairnMoveCursor. */
G_STATIC_ASSERT (sizeof (CairnChessCursor) == sizeof (((CairnMoveCursor *) NULL)->storage));
#define CAIRN_CHESS_CURSOR(cursor) \
  _Generic ((cursor), \
            const CairnMoveCursor *: (const CairnChessCursor *) (const void *) (cursor)->storage, \
            CairnMoveCursor *: (CairnChessCursor *) (void *) (cursor)->storage)

/* The men as piece_at() and set_piece() name them (CairnPiece).  They
 * are numbered after tic-tac-toe's two marks, so that a drawing table
 * may hold both games' men. */
enum {
  CAIRN_PIECE_WHITE_KING = 3,
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
};

/* The game's table (cairn-chess.c), for chess's own tools (the CLI's
 * perft and material enumeration, the tablebase code). */
extern const CairnGame cairn_game_chess;

/* A move is from | to << 6 | promotion << 12; the promotion is 0 for
 * none, else one of these.  Castling is the king's move (e1g1). */
enum {
  CAIRN_CHESS_PROMO_NONE = 0,
  CAIRN_CHESS_PROMO_QUEEN,
  CAIRN_CHESS_PROMO_ROOK,
  CAIRN_CHESS_PROMO_BISHOP,
  CAIRN_CHESS_PROMO_KNIGHT,
};

static inline guint
cairn_chess_move_from (guint16 move)
{
  return move & 63u;
}

static inline guint
cairn_chess_move_to (guint16 move)
{
  return (move >> 6) & 63u;
}

static inline guint
cairn_chess_move_promo (guint16 move)
{
  return (move >> 12) & 7u;
}

static inline guint16
cairn_chess_move_make (guint from,
                       guint to,
                       guint promo)
{
  return (guint16) (from | to << 6 | promo << 12);
}

G_END_DECLS
