/* cairn-game-pawns-table.c — king-and-pawn endings as the CairnGame table
 * "pawns": the rules of cairn-game-pawns.c behind the game interface.
 *
 * The drawing grid is the board seen from White: row 0 is rank 8.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-game-pawns.h"
#include "cairn-position.h"

G_STATIC_ASSERT (CAIRN_PAWNS_MAX_MOVES <= CAIRN_MAX_MOVES);

/* The first of DESIGN §1b's check figures: a lone pawn that only wins
 * with the right king move. */
#define START_FEN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"

static void
pawns_init (void)
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
pawns_legal_moves (const CairnBoard *board,
                   CairnSide         side,
                   CairnMove        *moves)
{
  return cairn_pawns_legal_moves (&board->pawns, side, moves);
}

static void
pawns_play (CairnBoard *board,
            CairnSide   side,
            CairnMove   move)
{
  cairn_pawns_play (&board->pawns, side, move);
}

static void
pawns_play_null (CairnBoard *board)
{
  cairn_pawns_play_null (&board->pawns);
}

static gboolean
pawns_in_check (const CairnBoard *board,
                CairnSide         side)
{
  return cairn_pawns_in_check (&board->pawns, side);
}

static gboolean
pawns_terminal (const CairnBoard *board,
                CairnSide         to_move,
                guint             ply,
                int              *score)
{
  return cairn_pawns_terminal (&board->pawns, to_move, ply, score);
}

static int
pawns_evaluate (const CairnBoard *board)
{
  return cairn_pawns_evaluate (&board->pawns);
}

static void
pawns_init_position (CairnBoard *board,
                     CairnSide  *to_move)
{
  gboolean ok;

  memset (board, 0, sizeof *board);
  ok = cairn_pawns_parse_fen (START_FEN, &board->pawns, to_move, NULL);
  g_assert (ok);
}

/* FEN names the side to move; a side given beside it (w/b, or x/o as
 * tic-tac-toe files write it) must agree. */
static gboolean
pawns_parse_position (const char  *text,
                      const char  *to_move,
                      CairnBoard  *board,
                      CairnSide   *side,
                      GError     **error)
{
  GError *cause = NULL;
  CairnBoard parsed;
  CairnSide fen_side, given;

  memset (&parsed, 0, sizeof parsed);
  if (!cairn_pawns_parse_fen (text, &parsed.pawns, &fen_side, &cause))
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
pawns_validate (const CairnBoard  *board,
                CairnSide          to_move,
                GError           **error)
{
  GError *cause = NULL;

  if (!cairn_pawns_validate (&board->pawns, to_move, &cause))
    return position_error (error, cause);
  return TRUE;
}

static char *
pawns_position_to_string (const CairnBoard *board,
                          CairnSide         to_move)
{
  return cairn_pawns_to_fen (&board->pawns, to_move);
}

static char *
pawns_move_to_string (CairnMove move)
{
  char coord[6];

  cairn_pawns_move_to_coord (move, coord);
  return g_strdup (coord);
}

static char *
pawns_move_to_text (const CairnBoard *board,
                    CairnSide         side,
                    CairnMove         move)
{
  return cairn_pawns_move_to_san (&board->pawns, side, move);
}

static gboolean
pawns_parse_move (const CairnBoard  *board,
                  CairnSide          side,
                  const char        *text,
                  CairnMove         *move,
                  GError           **error)
{
  return cairn_pawns_parse_move (&board->pawns, side, text, move, error);
}

static CairnPiece
pawns_piece_at (const CairnBoard *board,
                guint             column,
                guint             row)
{
  const CairnPawnsBoard *b = &board->pawns;
  guint square = column + 8 * (7 - row);
  guint64 bit = G_GUINT64_CONSTANT (1) << square;

  if (b->king[CAIRN_SIDE_X] == square)
    return CAIRN_PIECE_WHITE_KING;
  if (b->king[CAIRN_SIDE_O] == square)
    return CAIRN_PIECE_BLACK_KING;
  if (b->pawns[CAIRN_SIDE_X] & bit)
    return CAIRN_PIECE_WHITE_PAWN;
  if (b->pawns[CAIRN_SIDE_O] & bit)
    return CAIRN_PIECE_BLACK_PAWN;
  if (b->queens[CAIRN_SIDE_X] & bit)
    return CAIRN_PIECE_WHITE_QUEEN;
  if (b->queens[CAIRN_SIDE_O] & bit)
    return CAIRN_PIECE_BLACK_QUEEN;
  return CAIRN_PIECE_NONE;
}

/* A second king of a colour replaces the first: a board has one king a
 * side, and the editor's palette places kings as often as pawns.  The
 * en-passant target goes, since the pawn it names may have moved. */
static void
pawns_set_piece (CairnBoard *board,
                 guint       column,
                 guint       row,
                 CairnPiece  piece)
{
  CairnPawnsBoard *b = &board->pawns;
  guint square = column + 8 * (7 - row);
  guint64 bit = G_GUINT64_CONSTANT (1) << square;

  g_return_if_fail (column < 8 && row < 8);

  for (guint s = 0; s < 2; s++)
    {
      b->pawns[s] &= ~bit;
      b->queens[s] &= ~bit;
      if (b->king[s] == square)
        b->king[s] = CAIRN_PAWNS_NO_SQUARE;
    }
  b->ep = CAIRN_PAWNS_NO_SQUARE;
  switch (piece)
    {
    case CAIRN_PIECE_WHITE_KING:
      b->king[CAIRN_SIDE_X] = (guint8) square;
      break;
    case CAIRN_PIECE_BLACK_KING:
      b->king[CAIRN_SIDE_O] = (guint8) square;
      break;
    case CAIRN_PIECE_WHITE_PAWN:
      b->pawns[CAIRN_SIDE_X] |= bit;
      break;
    case CAIRN_PIECE_BLACK_PAWN:
      b->pawns[CAIRN_SIDE_O] |= bit;
      break;
    case CAIRN_PIECE_WHITE_QUEEN:
      b->queens[CAIRN_SIDE_X] |= bit;
      break;
    case CAIRN_PIECE_BLACK_QUEEN:
      b->queens[CAIRN_SIDE_O] |= bit;
      break;
    case CAIRN_PIECE_NONE:
    default:
      break;
    }
}

static guint
grid_square (guint square)
{
  return (7 - square / 8) * 8 + square % 8;
}

static void
pawns_move_squares (CairnMove  move,
                    guint     *from,
                    guint     *to)
{
  *from = grid_square (cairn_pawns_move_from (move));
  *to = grid_square (cairn_pawns_move_to (move));
}

/* DESIGN §1c, null move `pieces`: a queen is the only piece besides
 * king and pawns that this game knows. */
static gboolean
pawns_has_pieces (const CairnBoard *board,
                  CairnSide         side)
{
  return board->pawns.queens[side] != 0;
}

const CairnGame cairn_game_pawns = {
  .id = "pawns",
  .label = N_("Pawn endings"),
  .depth_max = 12,
  .max_moves = CAIRN_PAWNS_MAX_MOVES,
  .width = 8,
  .height = 8,
  .numbered_moves = FALSE,
  .text_has_side = TRUE,
  .side_ids = { "w", "b" },
  .side_names = { N_("White"), N_("Black") },
  .win_score = CAIRN_PAWNS_WIN,
  .init = pawns_init,
  .legal_moves = pawns_legal_moves,
  .play = pawns_play,
  .play_null = pawns_play_null,
  .in_check = pawns_in_check,
  .terminal = pawns_terminal,
  .evaluate = pawns_evaluate,
  .init_position = pawns_init_position,
  .parse_position = pawns_parse_position,
  .validate = pawns_validate,
  .position_to_string = pawns_position_to_string,
  .move_to_string = pawns_move_to_string,
  .move_to_text = pawns_move_to_text,
  .parse_move = pawns_parse_move,
  .piece_at = pawns_piece_at,
  .move_squares = pawns_move_squares,
  /* A win (2000 - ply) already outranks every horizon value (within
   * ±1200): the seed's rule for this game is sound, one scoring serves
   * both settings. */
  .terminal_sound = NULL,
  .set_piece = pawns_set_piece,
  .has_pieces = pawns_has_pieces,
};
