/* cairn-game-pawns.h — the rules of king-and-pawn endings (DESIGN §1b).
 *
 * A standalone module on top of the board record in cairn-pawns-board.h:
 * move generation, playing moves, terminal positions and the horizon
 * heuristic for the search, and FEN, coordinates and SAN for people.  It
 * knows nothing of the search engine, which wraps these functions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-pawns-board.h"
#include "cairn-types.h"

G_BEGIN_DECLS

/* More than enough: a king has at most 8 moves and each of at most 8 pawns
 * at most 4 (two captures, one or two squares forward): 40. */
#define CAIRN_PAWNS_MAX_MOVES 64

/* Win scores: 2000 - ply for White, ply - 2000 for Black (DESIGN §1b). */
#define CAIRN_PAWNS_WIN 2000

#define CAIRN_PAWNS_ERROR (cairn_pawns_error_quark ())
GQuark cairn_pawns_error_quark (void);

typedef enum {
  CAIRN_PAWNS_ERROR_FIELDS,         /* the FEN lacks a required field */
  CAIRN_PAWNS_ERROR_RANKS,          /* not exactly 8 ranks in the placement */
  CAIRN_PAWNS_ERROR_FILES,          /* a rank without exactly 8 squares */
  CAIRN_PAWNS_ERROR_PIECE,          /* a piece other than K, k, P, p (or a bad character) */
  CAIRN_PAWNS_ERROR_KINGS,          /* not exactly one king a side */
  CAIRN_PAWNS_ERROR_OVERLAP,        /* two pieces on one square (boards only) */
  CAIRN_PAWNS_ERROR_PAWN_RANK,      /* a pawn on rank 1 or 8 */
  CAIRN_PAWNS_ERROR_PAWN_COUNT,     /* more than 8 pawns for one side */
  CAIRN_PAWNS_ERROR_KINGS_TOUCHING, /* the kings stand next to each other */
  CAIRN_PAWNS_ERROR_CHECK,          /* the side not to move is in check */
  CAIRN_PAWNS_ERROR_SIDE,           /* side to move is not w or b */
  CAIRN_PAWNS_ERROR_CASTLING,       /* castling field is not - */
  CAIRN_PAWNS_ERROR_EN_PASSANT,     /* malformed or impossible en-passant square */
  CAIRN_PAWNS_ERROR_COUNTERS,       /* a move counter that is not a non-negative integer */
  CAIRN_PAWNS_ERROR_TRAILING,       /* text after the last field */
  CAIRN_PAWNS_ERROR_MOVE,           /* a move that is not legal or not understood */
  CAIRN_PAWNS_ERROR_MATERIAL,       /* a material string that is not K P* K P* */
} CairnPawnsError;

/* Search primitives: no allocation, no validation beyond NULL checks; the
 * board must be legal (as cairn_pawns_validate() accepts, or reached from
 * such a board by legal moves). */
guint    cairn_pawns_legal_moves (const CairnPawnsBoard *b,
                                  CairnSide              side,
                                  guint16               *moves);
void     cairn_pawns_play        (CairnPawnsBoard *b,
                                  CairnSide        side,
                                  guint16          move);
void     cairn_pawns_play_null   (CairnPawnsBoard *b);
gboolean cairn_pawns_in_check    (const CairnPawnsBoard *b,
                                  CairnSide              side);
gboolean cairn_pawns_terminal    (const CairnPawnsBoard *b,
                                  CairnSide              to_move,
                                  guint                  ply,
                                  int                   *score);
int      cairn_pawns_evaluate    (const CairnPawnsBoard *b);

/* Positions. */
gboolean cairn_pawns_parse_fen   (const char       *fen,
                                  CairnPawnsBoard  *b,
                                  CairnSide        *to_move,
                                  GError          **error);
gboolean cairn_pawns_validate    (const CairnPawnsBoard  *b,
                                  CairnSide               to_move,
                                  GError                **error);
char    *cairn_pawns_to_fen      (const CairnPawnsBoard *b,
                                  CairnSide              to_move);

/* Moves in text.  Coordinates never carry a promotion suffix ("e7e8"):
 * a pawn can only become a queen, so the suffix would say nothing. */
void     cairn_pawns_move_to_coord (guint16 move,
                                    char    out[6]);
char    *cairn_pawns_move_to_san   (const CairnPawnsBoard *b,
                                    CairnSide              side,
                                    guint16                move);
gboolean cairn_pawns_parse_move    (const CairnPawnsBoard  *b,
                                    CairnSide               side,
                                    const char             *text,
                                    guint16                *move,
                                    GError                **error);

/* Every legal position of a material such as "KPK" or "KPKP" with @side to
 * move, without an en-passant target, each once, in a fixed order. */
typedef void (*CairnPawnsEachFunc) (const CairnPawnsBoard *b,
                                    CairnSide              to_move,
                                    gpointer               data);

guint64  cairn_pawns_enumerate   (const char          *material,
                                  CairnSide            side,
                                  CairnPawnsEachFunc   each,
                                  gpointer             data,
                                  GError             **error);

G_END_DECLS
