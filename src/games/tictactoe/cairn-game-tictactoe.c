/* cairn-game-tictactoe.c — tic-tac-toe: its rules, its positions and its
 * moves, as the CairnGame table "tictactoe".
 *
 * Cells 0–8 row-major.  Terminal: three in a row, X wins 10 - ply, O wins
 * ply - 10 (scoring `sound`: 1000 - ply and ply - 1000), full board 0.  Horizon: over the 8 lines, +3^x for a line with
 * x ≥ 1 X marks and no O, -3^o for a line with o ≥ 1 O marks and no X.
 * The rules are written once, plainly, below, and tabulated for every
 * board by cairn_game_tictactoe_init().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-game-tictactoe-private.h"
#include "cairn-position.h"

static const guint16 lines[8] = {
  0007, 0070, 0700,       /* rows */
  0111, 0222, 0444,       /* columns */
  0421, 0124,             /* diagonals */
};

static const int power_of_three[4] = { 0, 3, 9, 27 };

guint16 cairn_ttt_base3[512];
guint8  cairn_ttt_status[TTT_N_CODES];
gint16  cairn_ttt_heuristic[TTT_N_CODES];

static gboolean
has_line (guint marks)
{
  for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
    if ((marks & lines[l]) == lines[l])
      return TRUE;
  return FALSE;
}

static TttStatus
status_of (guint x,
           guint o)
{
  if (has_line (x))
    return TTT_X_WINS;
  if (has_line (o))
    return TTT_O_WINS;
  if ((x | o) == TTT_FULL_BOARD)
    return TTT_DRAWN;
  return TTT_OPEN;
}

/* Marks in a set of at most three cells; no popcount instruction is
 * assumed on the target. */
static guint
count_marks (guint m)
{
  guint n = 0;

  for (; m; m &= m - 1)
    n++;
  return n;
}

static int
heuristic_of (guint x,
              guint o)
{
  int total = 0;

  for (guint l = 0; l < G_N_ELEMENTS (lines); l++)
    {
      guint xs = count_marks (x & lines[l]);
      guint os = count_marks (o & lines[l]);

      if (os == 0)
        total += power_of_three[xs];
      else if (xs == 0)
        total -= power_of_three[os];
    }
  return total;
}

void
cairn_game_tictactoe_init (void)
{
  static gsize initialised = 0;

  if (!g_once_init_enter (&initialised))
    return;

  for (guint m = 0; m < 512; m++)
    {
      guint code = 0;

      for (guint i = 9; i-- > 0; )
        code = code * 3 + ((m >> i) & 1);
      cairn_ttt_base3[m] = (guint16) code;
    }

  /* Decode each base-3 code rather than pairing all 512 × 512 bit sets:
   * 19,683 boards instead of 262,144 pairs, at every program start. */
  for (guint code = 0; code < TTT_N_CODES; code++)
    {
      guint x = 0, o = 0;

      for (guint i = 0, c = code; i < 9; i++, c /= 3)
        {
          if (c % 3 == 1)
            x |= 1u << i;
          else if (c % 3 == 2)
            o |= 1u << i;
        }
      cairn_ttt_status[code] = (guint8) status_of (x, o);
      cairn_ttt_heuristic[code] = (gint16) heuristic_of (x, o);
    }

  g_once_init_leave (&initialised, 1);
}

static CairnCell
ttt_cell (const CairnBoard *board,
          guint             index)
{
  if (cairn_ttt_marks (board)[CAIRN_SIDE_X] & ((guint64) 1 << index))
    return CAIRN_CELL_X;
  if (cairn_ttt_marks (board)[CAIRN_SIDE_O] & ((guint64) 1 << index))
    return CAIRN_CELL_O;
  return CAIRN_CELL_EMPTY;
}

/* The cell helpers of cairn-position.h: tic-tac-toe's board editor,
 * enumerations and tests name boards cell by cell. */

CairnSide
cairn_position_infer_side (const CairnBoard *board)
{
  guint xs = (guint) __builtin_popcountll (cairn_ttt_marks (board)[CAIRN_SIDE_X]);
  guint os = (guint) __builtin_popcountll (cairn_ttt_marks (board)[CAIRN_SIDE_O]);

  return xs > os ? CAIRN_SIDE_O : CAIRN_SIDE_X;
}

CairnCell
cairn_position_get_cell (const CairnPosition *position,
                         guint                index)
{
  g_return_val_if_fail (index < CAIRN_N_CELLS, CAIRN_CELL_EMPTY);
  g_return_val_if_fail (cairn_position_game (position) == &cairn_game_tictactoe, CAIRN_CELL_EMPTY);
  return ttt_cell (&position->board, index);
}

void
cairn_position_set_cell (CairnPosition *position,
                         guint          index,
                         CairnCell      cell)
{
  guint64 bit;

  g_return_if_fail (index < CAIRN_N_CELLS);
  g_return_if_fail (cairn_position_game (position) == &cairn_game_tictactoe);

  bit = (guint64) 1 << index;
  cairn_ttt_marks (&position->board)[CAIRN_SIDE_X] &= ~bit;
  cairn_ttt_marks (&position->board)[CAIRN_SIDE_O] &= ~bit;
  if (cell == CAIRN_CELL_X)
    cairn_ttt_marks (&position->board)[CAIRN_SIDE_X] |= bit;
  else if (cell == CAIRN_CELL_O)
    cairn_ttt_marks (&position->board)[CAIRN_SIDE_O] |= bit;
}

void
cairn_position_format_cells (const CairnBoard *board,
                             char              out[CAIRN_N_CELLS + 1])
{
  for (guint i = 0; i < CAIRN_N_CELLS; i++)
    {
      if (cairn_ttt_marks (board)[CAIRN_SIDE_X] & (1u << i))
        out[i] = 'X';
      else if (cairn_ttt_marks (board)[CAIRN_SIDE_O] & (1u << i))
        out[i] = 'O';
      else
        out[i] = '.';
    }
  out[CAIRN_N_CELLS] = '\0';
}

static guint
ttt_legal_moves (const CairnBoard *board,
                 CairnSide         side,
                 CairnMove        *moves)
{
  guint32 free = ttt_legal_moves_inline (board);
  guint n = 0;

  (void) side;
  for (; free; free &= free - 1)
    moves[n++] = (CairnMove) __builtin_ctz (free);
  return n;
}

static void
ttt_play (CairnBoard *board,
          CairnSide   side,
          CairnMove   move)
{
  cairn_ttt_marks (board)[side] |= (guint64) 1 << move;
}

/* Callers of the generic interface may not have initialised the tables
 * (the search's fast path has). */
static gboolean
ttt_terminal (const CairnBoard *board,
              CairnSide         to_move,
              guint             ply,
              int              *score)
{
  (void) to_move;
  cairn_game_tictactoe_init ();
  return ttt_terminal_inline (board, ply, TTT_WIN_SEED, score);
}

static gboolean
ttt_terminal_sound (const CairnBoard *board,
                    CairnSide         to_move,
                    guint             ply,
                    int              *score)
{
  (void) to_move;
  cairn_game_tictactoe_init ();
  return ttt_terminal_inline (board, ply, TTT_WIN_SOUND, score);
}

static int
ttt_evaluate (const CairnBoard *board)
{
  cairn_game_tictactoe_init ();
  return ttt_evaluate_inline (board);
}

static void
ttt_init_position (CairnBoard *board,
                   CairnSide  *to_move)
{
  memset (board, 0, sizeof *board);
  *to_move = CAIRN_SIDE_X;
}

static gboolean
ttt_validate (const CairnBoard  *board,
              CairnSide          to_move,
              GError           **error)
{
  guint xs = (guint) __builtin_popcountll (cairn_ttt_marks (board)[CAIRN_SIDE_X]);
  guint os = (guint) __builtin_popcountll (cairn_ttt_marks (board)[CAIRN_SIDE_O]);
  gboolean x_won = has_line ((guint) cairn_ttt_marks (board)[CAIRN_SIDE_X] & TTT_FULL_BOARD);
  gboolean o_won = has_line ((guint) cairn_ttt_marks (board)[CAIRN_SIDE_O] & TTT_FULL_BOARD);
  guint diff = xs > os ? xs - os : os - xs;

  if (diff > 1)
    {
      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_COUNTS,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Impossible position: X has %u mark and O has %u; the counts may differ by at most one",
                                "Impossible position: X has %u marks and O has %u; the counts may differ by at most one",
                                xs),
                   xs, os);
      return FALSE;
    }
  if ((xs > os && to_move == CAIRN_SIDE_X) ||
      (os > xs && to_move == CAIRN_SIDE_O))
    {
      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_COUNTS,
                   _("Impossible position: %s has more marks (X %u, O %u) and cannot be the side to move"),
                   cairn_side_to_string (to_move), xs, os);
      return FALSE;
    }
  if (x_won && o_won)
    {
      g_set_error_literal (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_TWO_WINNERS,
                           _("Impossible position: both X and O have three in a row"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
ttt_parse_position (const char  *cells,
                    const char  *to_move,
                    CairnBoard  *board,
                    CairnSide   *side,
                    GError     **error)
{
  CairnPosition parsed;
  glong length;

  if (!g_utf8_validate (cells, -1, NULL))
    {
      g_set_error_literal (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_CHARACTER,
                           _("Invalid position: the text is not valid UTF-8"));
      return FALSE;
    }

  length = g_utf8_strlen (cells, -1);
  if (length != CAIRN_N_CELLS)
    {
      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_LENGTH,
                   _("Invalid position “%s”: it has %ld cells, it needs exactly 9 (X, O or . for each)"),
                   cells, length);
      return FALSE;
    }

  memset (&parsed, 0, sizeof parsed);
  for (guint i = 0; i < CAIRN_N_CELLS; i++)
    {
      char c = cells[i];

      switch (c)
        {
        case 'x': case 'X':
          cairn_ttt_marks (&parsed.board)[CAIRN_SIDE_X] |= 1u << i;
          break;
        case 'o': case 'O':
          cairn_ttt_marks (&parsed.board)[CAIRN_SIDE_O] |= 1u << i;
          break;
        case '.': case '-': case '_':
          break;
        default:
          {
            /* Nine characters but not all ASCII: report the character at
             * its cell index, whatever its encoding. */
            const char *p = g_utf8_offset_to_pointer (cells, i);
            g_autofree char *bad = g_strndup (p, (gsize) (g_utf8_next_char (p) - p));

            g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_CHARACTER,
                         _("Invalid position “%s”: cell %u is “%s”; each cell must be X, O or . (- and _ also mean empty)"),
                         cells, i, bad);
            return FALSE;
          }
        }
    }

  if (to_move != NULL)
    {
      if (!cairn_side_parse (to_move, &parsed.to_move, error))
        return FALSE;
    }
  else
    parsed.to_move = cairn_position_infer_side (&parsed.board);

  if (!ttt_validate (&parsed.board, parsed.to_move, error))
    return FALSE;

  *board = parsed.board;
  *side = parsed.to_move;
  return TRUE;
}

static char *
ttt_position_to_string (const CairnBoard *board,
                        CairnSide         to_move)
{
  char cells[CAIRN_N_CELLS + 1];

  (void) to_move;
  cairn_position_format_cells (board, cells);
  return g_strdup (cells);
}

static char *
ttt_move_to_string (CairnMove move)
{
  return g_strdup_printf ("%u", (guint) move);
}

static char *
ttt_move_to_text (const CairnBoard *board,
                  CairnSide         side,
                  CairnMove         move)
{
  (void) board;
  (void) side;
  return ttt_move_to_string (move);
}

static gboolean
ttt_parse_move (const CairnBoard  *board,
                CairnSide          side,
                const char        *text,
                CairnMove         *move,
                GError           **error)
{
  guint64 cell;

  (void) side;
  if (!g_ascii_string_to_unsigned (text, 10, 0, CAIRN_N_CELLS - 1, &cell, NULL) ||
      !g_ascii_isdigit (text[0]) || ttt_cell (board, (guint) cell) != CAIRN_CELL_EMPTY)
    {
      g_autofree char *shown = g_utf8_make_valid (text, -1);

      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_MOVE,
                   _("Invalid move “%s”: name an empty cell from 0 to 8"), shown);
      return FALSE;
    }
  *move = (CairnMove) cell;
  return TRUE;
}

static CairnPiece
ttt_piece_at (const CairnBoard *board,
              guint             column,
              guint             row)
{
  return (CairnPiece) ttt_cell (board, row * 3 + column);
}

static void
ttt_move_squares (CairnMove  move,
                  guint     *from,
                  guint     *to)
{
  *from = CAIRN_NO_SQUARE;
  *to = move;
}

/* Every tic-tac-toe board as a base-3 number, each side to move where
 * legal (the finder's whole run). */
static GArray *
ttt_all_positions (void)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (CairnPosition));

  for (guint code = 0; code < TTT_N_CODES; code++)
    for (guint side = 0; side < 2; side++)
      {
        CairnPosition position;

        cairn_position_init_game (&position, &cairn_game_tictactoe);
        for (guint i = 0, c = code; i < CAIRN_N_CELLS; i++, c /= 3)
          cairn_position_set_cell (&position, i, (CairnCell) (c % 3));
        position.to_move = (CairnSide) side;
        if (cairn_position_validate (&position, NULL))
          g_array_append_val (positions, position);
      }
  return positions;
}

const CairnGame cairn_game_tictactoe = {
  .id = "tictactoe",
  .flags = CAIRN_GAME_SEED_SCORING,
  .label = N_("Tic-tac-toe"),
  .depth_max = 9,
  .max_moves = CAIRN_N_CELLS,
  .width = 3,
  .height = 3,
  .numbered_moves = TRUE,
  /* Marks, the same in every language. */
  .side_ids = { "x", "o" },
  .side_names = { "X", "O" },
  .init = cairn_game_tictactoe_init,
  .legal_moves = ttt_legal_moves,
  .play = ttt_play,
  .play_null = NULL,
  .in_check = NULL,
  .terminal = ttt_terminal,
  .evaluate = ttt_evaluate,
  .init_position = ttt_init_position,
  .parse_position = ttt_parse_position,
  .validate = ttt_validate,
  .position_to_string = ttt_position_to_string,
  .move_to_string = ttt_move_to_string,
  .move_to_text = ttt_move_to_text,
  .parse_move = ttt_parse_move,
  .piece_at = ttt_piece_at,
  .move_squares = ttt_move_squares,
  .terminal_sound = ttt_terminal_sound,
  .set_piece = NULL,
  /* No knights, bishops, rooks or queens: null move `pieces` is chess's. */
  .has_pieces = NULL,
  .expand = NULL,
  .expand_more = NULL,
  .count_more = NULL,
  .all_positions = ttt_all_positions,
};
