/* cairn-chess.c — chess as the CairnGame table "chess": the rules of
 * this folder behind the game interface.
 *
 * The drawing grid is the board seen from White: row 0 is rank 8.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cairn-chess.h"
#include "cairn-position.h"
#include "cairn-tablebase.h"

G_STATIC_ASSERT (CAIRN_CHESS_MAX_MOVES <= CAIRN_MAX_MOVES);

/* The first of DESIGN §1b's search figures: a lone pawn that only wins
 * with the right king move. */
#define START_FEN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"

static void
chess_init (void)
{
}

/* Positions report their errors in one domain, whatever the game: the
 * rules' own reason becomes CAIRN_POSITION_ERROR_GAME, word for word. */
static gboolean
position_error (GError **error,
                GError  *cause)
{
  g_set_error_literal (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_GAME, cause->message);
  g_error_free (cause);
  return FALSE;
}

static guint
chess_legal_moves (const CairnBoard *board,
                   CairnSide         side,
                   CairnMove        *moves)
{
  return cairn_chess_legal_moves (CAIRN_CHESS_BOARD (board), side, moves);
}

static void
chess_play (CairnBoard *board,
            CairnSide   side,
            CairnMove   move)
{
  cairn_chess_play (CAIRN_CHESS_BOARD (board), side, move);
}

static void
chess_play_null (CairnBoard *board)
{
  cairn_chess_play_null (CAIRN_CHESS_BOARD (board));
}

static gboolean
chess_in_check (const CairnBoard *board,
                CairnSide         side)
{
  return cairn_chess_in_check (CAIRN_CHESS_BOARD (board), side);
}

static gboolean
chess_terminal (const CairnBoard *board,
                CairnSide         to_move,
                guint             ply,
                int              *score)
{
  return cairn_chess_terminal (CAIRN_CHESS_BOARD (board), to_move, ply, score);
}

static CairnGameEnd
chess_end_kind (const CairnBoard *board,
                CairnSide         to_move)
{
  const CairnChessBoard *b = CAIRN_CHESS_BOARD (board);

  if (cairn_chess_dead_material (b))
    return CAIRN_GAME_END_DEAD;
  if (cairn_chess_has_legal_move (b, to_move))
    return CAIRN_GAME_END_NONE;
  return cairn_chess_in_check (b, to_move) ? CAIRN_GAME_END_CHECKMATE : CAIRN_GAME_END_STALEMATE;
}

/* A node with moves is no mate nor stalemate: the first of its moves
 * answer both questions. */
static guint
chess_expand (const CairnBoard *board,
              CairnSide         side,
              guint             ply,
              CairnMove        *moves,
              int              *score,
              CairnMoveCursor  *cursor)
{
  guint n;

  if (cairn_chess_dead_material (CAIRN_CHESS_BOARD (board)))
    {
      *score = 0;
      return CAIRN_GAME_OVER;
    }
  n = cairn_chess_first_moves (CAIRN_CHESS_BOARD (board), side, moves, CAIRN_CHESS_CURSOR (cursor));
  cursor->more = CAIRN_CHESS_CURSOR (cursor)->left != 0;
  if (n > 0)
    return n;
  cairn_chess_terminal (CAIRN_CHESS_BOARD (board), side, ply, score);
  return CAIRN_GAME_OVER;
}

static guint
chess_expand_more (const CairnBoard *board,
                   CairnSide         side,
                   CairnMove        *moves,
                   CairnMoveCursor  *cursor)
{
  guint n = cairn_chess_more_moves (CAIRN_CHESS_BOARD (board), side, moves, CAIRN_CHESS_CURSOR (cursor));

  cursor->more = CAIRN_CHESS_CURSOR (cursor)->left != 0;
  return n;
}

static guint
chess_count_more (const CairnBoard      *board,
                  CairnSide              side,
                  const CairnMoveCursor *cursor)
{
  return cairn_chess_count_more (CAIRN_CHESS_BOARD (board), side, CAIRN_CHESS_CURSOR (cursor));
}

static int
chess_value_after (const CairnBoard *board,
                   CairnSide         side,
                   CairnMove         move,
                   guint             ply)
{
  return cairn_chess_value_after (CAIRN_CHESS_BOARD (board), side, move, ply);
}

static int
chess_evaluate (const CairnBoard *board)
{
  return cairn_chess_evaluate (CAIRN_CHESS_BOARD (board));
}

static void
chess_init_position (CairnBoard *board,
                     CairnSide  *to_move)
{
  gboolean ok;

  memset (board, 0, sizeof *board);
  ok = cairn_chess_parse_fen (START_FEN, CAIRN_CHESS_BOARD (board), to_move, NULL);
  g_assert (ok);
}

/* FEN names the side to move; a side given beside it (w/b, or x/o as
 * tic-tac-toe files write it) must agree. */
static gboolean
chess_parse_position (const char  *text,
                      const char  *to_move,
                      CairnBoard  *board,
                      CairnSide   *side,
                      GError     **error)
{
  GError *cause = NULL;
  CairnBoard parsed;
  CairnSide fen_side, given;

  memset (&parsed, 0, sizeof parsed);
  if (!cairn_chess_parse_fen (text, CAIRN_CHESS_BOARD (&parsed), &fen_side, &cause))
    return position_error (error, cause);
  if (to_move != NULL)
    {
      if (g_ascii_strcasecmp (to_move, "w") == 0 || g_ascii_strcasecmp (to_move, "x") == 0)
        given = CAIRN_SIDE_X;
      else if (g_ascii_strcasecmp (to_move, "b") == 0 || g_ascii_strcasecmp (to_move, "o") == 0)
        given = CAIRN_SIDE_O;
      else
        {
          g_autofree char *shown = g_utf8_make_valid (to_move, -1);

          g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_SIDE,
                       _("Invalid side to move “%s”: use w or b"), shown);
          return FALSE;
        }
      if (given != fen_side)
        {
          g_autofree char *shown = g_utf8_make_valid (to_move, -1);

          g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_SIDE,
                       _("The side to move “%s” contradicts the position, where %s is to move"),
                       shown, fen_side == CAIRN_SIDE_X ? _("White") : _("Black"));
          return FALSE;
        }
    }
  *board = parsed;
  *side = fen_side;
  return TRUE;
}

static gboolean
chess_validate (const CairnBoard  *board,
                CairnSide          to_move,
                GError           **error)
{
  GError *cause = NULL;

  if (!cairn_chess_validate (CAIRN_CHESS_BOARD (board), to_move, &cause))
    return position_error (error, cause);
  return TRUE;
}

static char *
chess_position_to_string (const CairnBoard *board,
                          CairnSide         to_move)
{
  return cairn_chess_to_fen (CAIRN_CHESS_BOARD (board), to_move);
}

static char *
chess_move_to_string (CairnMove move)
{
  char coord[6];

  cairn_chess_move_to_coord (move, coord);
  return g_strdup (coord);
}

static char *
chess_move_to_text (const CairnBoard *board,
                    CairnSide         side,
                    CairnMove         move)
{
  return cairn_chess_move_to_san (CAIRN_CHESS_BOARD (board), side, move);
}

static gboolean
chess_parse_move (const CairnBoard  *board,
                  CairnSide          side,
                  const char        *text,
                  CairnMove         *move,
                  GError           **error)
{
  return cairn_chess_parse_move (CAIRN_CHESS_BOARD (board), side, text, move, error);
}

/* CairnPiece lists each colour's men king, queen, rook, bishop, knight,
 * pawn. */
static const CairnChessKind piece_kinds[] = {
  CAIRN_CHESS_KING, CAIRN_CHESS_QUEEN, CAIRN_CHESS_ROOK, CAIRN_CHESS_BISHOP, CAIRN_CHESS_KNIGHT, CAIRN_CHESS_PAWN,
};

static CairnPiece
chess_piece_at (const CairnBoard *board,
                guint             column,
                guint             row)
{
  CairnSide side;
  CairnChessKind kind = cairn_chess_kind_at (CAIRN_CHESS_BOARD (board), column + 8 * (7 - row), &side);

  if (kind == CAIRN_CHESS_N_KINDS)
    return CAIRN_PIECE_NONE;
  for (guint i = 0; i < G_N_ELEMENTS (piece_kinds); i++)
    if (piece_kinds[i] == kind)
      return (CairnPiece) ((side == CAIRN_SIDE_X ? CAIRN_PIECE_WHITE_KING : CAIRN_PIECE_BLACK_KING) + i);
  return CAIRN_PIECE_NONE;
}

guint8
cairn_chess_castling_allowed (const CairnChessBoard *b)
{
  static const struct { guint8 right; guint king, rook; CairnSide side; } rights[] = {
    { CAIRN_CHESS_CASTLE_WK, 4, 7, CAIRN_SIDE_X },
    { CAIRN_CHESS_CASTLE_WQ, 4, 0, CAIRN_SIDE_X },
    { CAIRN_CHESS_CASTLE_BK, 60, 63, CAIRN_SIDE_O },
    { CAIRN_CHESS_CASTLE_BQ, 60, 56, CAIRN_SIDE_O },
  };
  guint8 allowed = 0;

  for (guint i = 0; i < G_N_ELEMENTS (rights); i++)
    {
      CairnSide owner;

      if (cairn_chess_kind_at (b, rights[i].king, &owner) == CAIRN_CHESS_KING && owner == rights[i].side &&
          cairn_chess_kind_at (b, rights[i].rook, &owner) == CAIRN_CHESS_ROOK && owner == rights[i].side)
        allowed |= rights[i].right;
    }
  return allowed;
}

/* A second king of a colour replaces the first: a board has one king a
 * side.  The en-passant target goes, since the pawn it names may have
 * moved; castling rights whose king or rook left their squares go. */
static void
chess_set_piece (CairnBoard *board,
                 guint       column,
                 guint       row,
                 CairnPiece  piece)
{
  CairnChessBoard *b = CAIRN_CHESS_BOARD (board);
  guint square = column + 8 * (7 - row);
  CairnChessKind kind = CAIRN_CHESS_N_KINDS;
  CairnSide side = CAIRN_SIDE_X;

  g_return_if_fail (column < 8 && row < 8);

  if (piece >= CAIRN_PIECE_WHITE_KING && piece <= CAIRN_PIECE_BLACK_PAWN)
    {
      side = piece >= CAIRN_PIECE_BLACK_KING ? CAIRN_SIDE_O : CAIRN_SIDE_X;
      kind = piece_kinds[piece - (side == CAIRN_SIDE_X ? CAIRN_PIECE_WHITE_KING : CAIRN_PIECE_BLACK_KING)];
    }
  if (kind == CAIRN_CHESS_KING)
    {
      guint64 kings = b->pieces[CAIRN_CHESS_KING] & b->colour[side];

      for (; kings; kings &= kings - 1)
        cairn_chess_put (b, (guint) __builtin_ctzll (kings), CAIRN_CHESS_N_KINDS, side);
    }
  cairn_chess_put (b, square, kind, side);
  b->ep = CAIRN_CHESS_NO_SQUARE;
  b->castling &= cairn_chess_castling_allowed (b);
}

static gboolean
chess_has_pieces (const CairnBoard *board,
                  CairnSide         side)
{
  return cairn_chess_has_pieces (CAIRN_CHESS_BOARD (board), side);
}

static guint
grid_square (guint square)
{
  return (7 - square / 8) * 8 + square % 8;
}

static void
chess_move_squares (CairnMove  move,
                    guint     *from,
                    guint     *to)
{
  *from = grid_square (cairn_chess_move_from (move));
  *to = grid_square (cairn_chess_move_to (move));
}

/* FEN has a '/' between ranks; tic-tac-toe's nine cells have none. */
static gboolean
chess_looks_like (const char *text)
{
  return strchr (text, '/') != NULL;
}

/* cairn-chess-engine.c */
extern const CairnEngineRules cairn_chess_engine_rules;

const CairnGame cairn_game_chess = {
  .id = "chess",
  /* The king-and-pawn game of older files and scripts is chess now. */
  .former_id = "pawns",
  .flags = CAIRN_GAME_CHEQUERED | CAIRN_GAME_EDITS_PIECES | CAIRN_GAME_PIECES_RULE |
           CAIRN_GAME_TABLEBASES | CAIRN_GAME_ENGINE_STYLE | CAIRN_GAME_NAMED_ENDS |
           CAIRN_GAME_EPD | CAIRN_GAME_MATERIAL,
  .label = N_("Chess"),
  .depth_max = 12,
  .max_moves = CAIRN_CHESS_MAX_MOVES,
  .width = 8,
  .height = 8,
  .numbered_moves = FALSE,
  .text_has_side = TRUE,
  .side_ids = { "w", "b" },
  .side_names = { N_("White"), N_("Black") },
  .win_score = CAIRN_CHESS_MATE,
  .init = chess_init,
  .legal_moves = chess_legal_moves,
  .play = chess_play,
  .play_null = chess_play_null,
  .in_check = chess_in_check,
  .terminal = chess_terminal,
  .evaluate = chess_evaluate,
  .init_position = chess_init_position,
  .parse_position = chess_parse_position,
  .validate = chess_validate,
  .position_to_string = chess_position_to_string,
  .move_to_string = chess_move_to_string,
  .move_to_text = chess_move_to_text,
  .parse_move = chess_parse_move,
  .piece_at = chess_piece_at,
  .move_squares = chess_move_squares,
  /* A mate (30000 - ply) already outranks every horizon value: the
   * game's one scoring is sound, it serves both settings. */
  .terminal_sound = NULL,
  .set_piece = chess_set_piece,
  .has_pieces = chess_has_pieces,
  .expand = chess_expand,
  .expand_more = chess_expand_more,
  .count_more = chess_count_more,
  .value_after = chess_value_after,
  .end_kind = chess_end_kind,
  .engine = &cairn_chess_engine_rules,
  .looks_like = chess_looks_like,
  .tablebase = &cairn_chess_tablebase_rules,
};
