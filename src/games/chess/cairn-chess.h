/* cairn-chess.h — the rules of chess (DESIGN §1b) on the board record of
 * cairn-chess-board.h: move generation, playing moves, terminal positions
 * and the horizon heuristic for the search, perft, FEN, coordinates and SAN
 * for people, and the positions of a material signature.  It knows nothing
 * of the search engine; cairn-chess.c puts it behind the game interface.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-chess-board.h"
#include "cairn-types.h"

G_BEGIN_DECLS

/* The most legal moves of any chess position. */
#define CAIRN_CHESS_MAX_MOVES 218

/* A mate at ply p scores 30000 - p for White, p - 30000 for Black. */
#define CAIRN_CHESS_MATE 30000

#define CAIRN_CHESS_ERROR (cairn_chess_error_quark ())
GQuark cairn_chess_error_quark (void);

typedef enum {
  CAIRN_CHESS_ERROR_FIELDS,         /* the FEN lacks a required field */
  CAIRN_CHESS_ERROR_RANKS,          /* not exactly 8 ranks in the placement */
  CAIRN_CHESS_ERROR_FILES,          /* a rank without exactly 8 squares */
  CAIRN_CHESS_ERROR_PIECE,          /* a character that is no man nor digit */
  CAIRN_CHESS_ERROR_KINGS,          /* not exactly one king a side */
  CAIRN_CHESS_ERROR_OVERLAP,        /* two men on one square (boards only) */
  CAIRN_CHESS_ERROR_PAWN_RANK,      /* a pawn on rank 1 or 8 */
  CAIRN_CHESS_ERROR_PAWN_COUNT,     /* more than 8 pawns for one side */
  CAIRN_CHESS_ERROR_MEN_COUNT,      /* more than 16 men for one side */
  CAIRN_CHESS_ERROR_KINGS_TOUCHING, /* the kings stand next to each other */
  CAIRN_CHESS_ERROR_CHECK,          /* the side not to move is in check */
  CAIRN_CHESS_ERROR_SIDE,           /* side to move is not w or b */
  CAIRN_CHESS_ERROR_CASTLING,       /* the castling field is not - or letters of KQkq */
  CAIRN_CHESS_ERROR_CASTLING_RIGHTS,/* a right whose king or rook is not on its square */
  CAIRN_CHESS_ERROR_EN_PASSANT,     /* malformed or impossible en-passant square */
  CAIRN_CHESS_ERROR_COUNTERS,       /* a move counter that is not a small non-negative integer */
  CAIRN_CHESS_ERROR_TRAILING,       /* text after the last field */
  CAIRN_CHESS_ERROR_MOVE,           /* a move that is not legal or not understood */
  CAIRN_CHESS_ERROR_MATERIAL,       /* a material signature that is not K…K… */
  CAIRN_CHESS_ERROR_DEPTH,          /* a perft depth out of range */
} CairnChessError;

/* Search primitives: no allocation, no validation; the board must be
 * legal (as cairn_chess_validate() accepts, or reached from such a board
 * by legal moves). */
guint    cairn_chess_legal_moves (const CairnChessBoard *b,
                                  CairnSide              side,
                                  guint16               *moves);
gboolean cairn_chess_has_legal_move (const CairnChessBoard *b,
                                     CairnSide              side);
/* The legal moves a few at a time, in search order (CairnChessCursor in
 * cairn-chess-board.h): the first call fills @cursor and gives the moves
 * of the first men that have any (0: none at all); each next call those
 * of the next such men (0: no more); cairn_chess_count_more() how many
 * the next calls would give. */
guint    cairn_chess_first_moves (const CairnChessBoard *b,
                                  CairnSide              side,
                                  guint16               *moves,
                                  CairnChessCursor      *cursor);
guint    cairn_chess_more_moves  (const CairnChessBoard *b,
                                  CairnSide              side,
                                  guint16               *moves,
                                  CairnChessCursor      *cursor);
guint    cairn_chess_count_more  (const CairnChessBoard  *b,
                                  CairnSide               side,
                                  const CairnChessCursor *cursor);
void     cairn_chess_play        (CairnChessBoard *b,
                                  CairnSide        side,
                                  guint16          move);
void     cairn_chess_play_null   (CairnChessBoard *b);
gboolean cairn_chess_in_check    (const CairnChessBoard *b,
                                  CairnSide              side);
gboolean cairn_chess_terminal    (const CairnChessBoard *b,
                                  CairnSide              to_move,
                                  guint                  ply,
                                  int                   *score);
int      cairn_chess_evaluate    (const CairnChessBoard *b);
/* The board after @side plays @move from @b, scored at @ply: terminal()'s
 * score where the game is over, else evaluate()'s; @b is left as it was. */
int      cairn_chess_value_after (const CairnChessBoard *b,
                                  CairnSide              side,
                                  guint16                move,
                                  guint                  ply);
gboolean cairn_chess_has_pieces  (const CairnChessBoard *b,
                                  CairnSide              side);
/* Engine style (DESIGN §1d): -1 for a quiet move (no capture, no queen
 * promotion), else its MVV-LVA rank, higher first. */
int      cairn_chess_tactical_rank (const CairnChessBoard *b,
                                    CairnSide              side,
                                    guint16                move);
/* Engine style (DESIGN §1d): the legal moves of @side that
 * cairn_chess_tactical_rank() ranks (captures, en passant and capture
 * under-promotions included, and non-capture queen promotions) in search
 * order, each rank into @ranks; returns how many. */
guint    cairn_chess_tactical_moves (const CairnChessBoard *b,
                                     CairnSide              side,
                                     guint16               *moves,
                                     int                   *ranks);

/* Kings only, or a king and one knight or bishop against a bare king. */
gboolean cairn_chess_dead_material (const CairnChessBoard *b);

/* The man on @square: its kind (CAIRN_CHESS_N_KINDS when empty) and side. */
CairnChessKind cairn_chess_kind_at (const CairnChessBoard *b,
                                    guint                  square,
                                    CairnSide             *side);
/* The castling rights (CAIRN_CHESS_CASTLE_* bits) the men allow: each
 * needs its king and its rook on their home squares. */
guint8   cairn_chess_castling_allowed (const CairnChessBoard *b);
void     cairn_chess_clear       (CairnChessBoard *b);
void     cairn_chess_put         (CairnChessBoard *b,
                                  guint            square,
                                  CairnChessKind   kind,
                                  CairnSide        side);

/* Perft: the number of legal move paths @depth plies long (the last ply
 * counted in bulk, without playing it). */
guint64  cairn_chess_perft       (const CairnChessBoard *b,
                                  CairnSide              side,
                                  guint                  depth);

/* Positions. */
gboolean cairn_chess_parse_fen   (const char       *fen,
                                  CairnChessBoard  *b,
                                  CairnSide        *to_move,
                                  GError          **error);
gboolean cairn_chess_validate    (const CairnChessBoard  *b,
                                  CairnSide               to_move,
                                  GError                **error);
char    *cairn_chess_to_fen      (const CairnChessBoard *b,
                                  CairnSide              to_move);

/* Moves in text: coordinates with a promotion letter ("e7e8q"), SAN. */
void     cairn_chess_move_to_coord (guint16 move,
                                    char    out[6]);
char    *cairn_chess_move_to_san   (const CairnChessBoard *b,
                                    CairnSide              side,
                                    guint16                move);
gboolean cairn_chess_parse_move    (const CairnChessBoard  *b,
                                    CairnSide               side,
                                    const char             *text,
                                    guint16                *move,
                                    GError                **error);

/* Every legal position of a material signature such as "KPK", "KRK" or
 * "KQKR" (White's men, then Black's, each beginning with K) with @side to
 * move, without castling rights or an en-passant target, each once, in a
 * fixed order. */
typedef void (*CairnChessEachFunc) (const CairnChessBoard *b,
                                    CairnSide              to_move,
                                    gpointer               data);

guint64  cairn_chess_enumerate   (const char          *material,
                                  CairnSide            side,
                                  CairnChessEachFunc   each,
                                  gpointer             data,
                                  GError             **error);
/* An upper bound, known without enumerating, on what
 * cairn_chess_enumerate() finds for one side to move: the placements of
 * the men (saturates at G_MAXUINT64). FALSE with @error for a bad signature. */
gboolean cairn_chess_material_bound (const char  *material,
                                     guint64     *bound,
                                     GError     **error);

/* For the files of this folder. */
/* What a man adds to the horizon count (White's view) on each square:
 * CairnChessBoard.material is the sum over the men on the board. */
G_GNUC_INTERNAL extern gint16 cairn_chess_worth[2][CAIRN_CHESS_N_KINDS][64];
G_GNUC_INTERNAL char *cairn_chess_shown_text (const char *text,
                                              gsize       length);
G_GNUC_INTERNAL const char *cairn_chess_side_name (CairnSide side);
G_GNUC_INTERNAL void cairn_chess_square_name (guint square,
                                              char  out[3]);

G_END_DECLS
