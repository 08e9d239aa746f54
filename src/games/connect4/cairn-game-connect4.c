/* cairn-game-connect4.c — Connect Four: its rules, as the CairnGame table
 * "connect4" (CONNECT4-RULES.md; the text forms are in
 * cairn-game-connect4-text.c).
 *
 * Seven columns of six cells, X first.  Terminal at node entry: four in a
 * row of the side that just moved, X winning 10000 − ply and O ply −
 * 10000; a full board without one is 0.  Horizon: the 69 lines of four
 * cells, 4^(n − 1) for a line holding n discs of one side only.  Moves
 * centre first: columns 4, 3, 5, 2, 6, 1, 7.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-game-connect4-private.h"

/* CONNECT4-RULES.md §4: centre first. */
static const guint move_order[CAIRN_C4_COLUMNS] = { 4, 3, 5, 2, 6, 1, 7 };

/* The 69 lines of four cells (§3), as bit sets of the board record;
 * filled once by c4_init(). */
static guint64 lines[C4_N_LINES];

static void
c4_init (void)
{
  static gsize initialised = 0;
  /* Steps from a line's first cell, in (column, row): across, up, and
   * the two diagonals. */
  static const int steps[4][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 1, -1 } };
  guint n = 0;

  if (!g_once_init_enter (&initialised))
    return;

  for (guint d = 0; d < G_N_ELEMENTS (steps); d++)
    for (int column = 0; column < CAIRN_C4_COLUMNS; column++)
      for (int row = 0; row < CAIRN_C4_ROWS; row++)
        {
          int last_column = column + 3 * steps[d][0], last_row = row + 3 * steps[d][1];
          guint64 line = 0;

          if (last_column >= CAIRN_C4_COLUMNS || last_row < 0 || last_row >= CAIRN_C4_ROWS)
            continue;
          for (int i = 0; i < 4; i++)
            line |= c4_bit ((guint) (column + i * steps[d][0]), (guint) (row + i * steps[d][1]));
          lines[n++] = line;
        }
  g_assert (n == C4_N_LINES);

  g_once_init_leave (&initialised, 1);
}

CairnPiece
cairn_c4_cell (const CairnBoard *board,
               guint             column,
               guint             row)
{
  guint64 bit;

  g_return_val_if_fail (column >= 1 && column <= CAIRN_C4_COLUMNS, CAIRN_PIECE_NONE);
  g_return_val_if_fail (row >= 1 && row <= CAIRN_C4_ROWS, CAIRN_PIECE_NONE);

  bit = c4_bit (column - 1, row - 1);
  if (CAIRN_C4_BOARD (board)->discs[CAIRN_SIDE_X] & bit)
    return CAIRN_C4_PIECE_X;
  if (CAIRN_C4_BOARD (board)->discs[CAIRN_SIDE_O] & bit)
    return CAIRN_C4_PIECE_O;
  return CAIRN_PIECE_NONE;
}

gboolean
cairn_c4_drop (CairnBoard *board,
               CairnSide   side,
               guint       column)
{
  guint64 free;

  g_return_val_if_fail (column >= 1 && column <= CAIRN_C4_COLUMNS, FALSE);

  free = c4_free_cell (board, column - 1);
  if (free == 0)
    return FALSE;
  CAIRN_C4_BOARD (board)->discs[side] |= free;
  return TRUE;
}

static guint
c4_legal_moves (const CairnBoard *board,
                CairnSide         side,
                CairnMove        *moves)
{
  guint n = 0;

  (void) side;
  for (guint i = 0; i < CAIRN_C4_COLUMNS; i++)
    {
      guint column = move_order[i] - 1;
      guint64 free = c4_free_cell (board, column);

      if (free != 0)
        moves[n++] = c4_move_of_bit (free);
    }
  return n;
}

static void
c4_play (CairnBoard *board,
         CairnSide   side,
         CairnMove   move)
{
  CAIRN_C4_BOARD (board)->discs[side] |= c4_bit_of_move (move);
}

/* §2: the side that just moved has four (checking both is the same on
 * every legal position, and a pass never makes a four). */
static gboolean
c4_terminal (const CairnBoard *board,
             CairnSide         to_move,
             guint             ply,
             int              *score)
{
  const CairnConnect4Board *b = CAIRN_C4_BOARD (board);

  (void) to_move;
  if (c4_has_four (b->discs[CAIRN_SIDE_X]))
    {
      *score = C4_WIN - (int) ply;
      return TRUE;
    }
  if (c4_has_four (b->discs[CAIRN_SIDE_O]))
    {
      *score = (int) ply - C4_WIN;
      return TRUE;
    }
  if ((b->discs[CAIRN_SIDE_X] | b->discs[CAIRN_SIDE_O]) == C4_ALL_CELLS)
    {
      *score = 0;
      return TRUE;
    }
  return FALSE;
}

/* §3, from X's side: 1, 4 or 16 for a line of one side's discs alone. */
static int
c4_evaluate (const CairnBoard *board)
{
  static const int weight[5] = { 0, 1, 4, 16, 64 };
  guint64 x = CAIRN_C4_BOARD (board)->discs[CAIRN_SIDE_X];
  guint64 o = CAIRN_C4_BOARD (board)->discs[CAIRN_SIDE_O];
  int total = 0;

  c4_init ();
  for (guint l = 0; l < C4_N_LINES; l++)
    {
      guint64 line = lines[l];

      if ((o & line) == 0)
        total += weight[__builtin_popcountll (x & line)];
      else if ((x & line) == 0)
        total -= weight[__builtin_popcountll (o & line)];
    }
  return total;
}

static void
c4_init_position (CairnBoard *board,
                  CairnSide  *to_move)
{
  memset (board, 0, sizeof *board);
  *to_move = CAIRN_SIDE_X;
}

/* §1.2: discs on the bottom or on a disc, the counts, and at most the
 * side that just moved with four. */
gboolean
c4_validate (const CairnBoard  *board,
             CairnSide          to_move,
             GError           **error)
{
  const CairnConnect4Board *b = CAIRN_C4_BOARD (board);
  guint64 all = b->discs[CAIRN_SIDE_X] | b->discs[CAIRN_SIDE_O];
  guint xs = (guint) __builtin_popcountll (b->discs[CAIRN_SIDE_X]);
  guint os = (guint) __builtin_popcountll (b->discs[CAIRN_SIDE_O]);
  gboolean x_four = c4_has_four (b->discs[CAIRN_SIDE_X]);
  gboolean o_four = c4_has_four (b->discs[CAIRN_SIDE_O]);

  for (guint column = 0; column < CAIRN_C4_COLUMNS; column++)
    {
      guint stack = (guint) (all >> (7 * column)) & 0x7F;

      /* The discs of a column fill it from the bottom without a gap. */
      if ((stack & (stack + 1)) != 0)
        {
          guint row = (guint) __builtin_ctz (~stack);

          while (!(stack & (1u << row)))
            row++;
          g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_GAME,
                       _("Impossible position: the disc in column %u, row %u floats above an empty cell; a disc rests on the bottom row or on another disc"),
                       column + 1, row + 1);
          return FALSE;
        }
    }
  if (xs != os && xs != os + 1)
    {
      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_COUNTS,
                   _("Impossible position: X has %u discs and O has %u; X has as many as O (X to move) or one more (O to move)"),
                   xs, os);
      return FALSE;
    }
  if ((xs == os) != (to_move == CAIRN_SIDE_X))
    {
      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_COUNTS,
                   _("Impossible position: %s cannot be to move with X %u and O %u discs; X moves when the counts are equal, O when X has one more"),
                   cairn_side_to_string (to_move), xs, os);
      return FALSE;
    }
  if (x_four && o_four)
    {
      g_set_error_literal (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_TWO_WINNERS,
                           _("Impossible position: both X and O have four in a row"));
      return FALSE;
    }
  if (to_move == CAIRN_SIDE_X ? x_four : o_four)
    {
      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_TWO_WINNERS,
                   _("Impossible position: %s has four in a row but is the side to move; only the side that moved last can have won"),
                   cairn_side_to_string (to_move));
      return FALSE;
    }
  return TRUE;
}

static char *
c4_move_to_string (CairnMove move)
{
  return g_strdup_printf ("%u", cairn_c4_move_column (move));
}

static char *
c4_move_to_text (const CairnBoard *board,
                 CairnSide         side,
                 CairnMove         move)
{
  (void) board;
  (void) side;
  return c4_move_to_string (move);
}

static gboolean
c4_parse_move (const CairnBoard  *board,
               CairnSide          side,
               const char        *text,
               CairnMove         *move,
               GError           **error)
{
  guint64 free = 0;

  (void) side;
  if (text[0] >= '1' && text[0] <= '7' && text[1] == '\0')
    free = c4_free_cell (board, (guint) (text[0] - '1'));
  if (free == 0)
    {
      g_autofree char *shown = g_utf8_make_valid (text, -1);

      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_MOVE,
                   _("Invalid move “%s”: name a column from 1 to 7 that is not full"), shown);
      return FALSE;
    }
  *move = c4_move_of_bit (free);
  return TRUE;
}

/* X a red disc, O a yellow one (the painter tells them apart in grey
 * too). */
static const CairnPieceLook c4_piece_looks[] = {
  [CAIRN_PIECE_NONE] = { CAIRN_LOOK_NONE, CAIRN_SIDE_X },
  [CAIRN_C4_PIECE_X] = { CAIRN_LOOK_DISC, CAIRN_SIDE_X },
  [CAIRN_C4_PIECE_O] = { CAIRN_LOOK_DISC, CAIRN_SIDE_O },
};

/* The drawing grid's row 0 is the top row, 6. */
static CairnPiece
c4_piece_at (const CairnBoard *board,
             guint             column,
             guint             row)
{
  return cairn_c4_cell (board, column + 1, CAIRN_C4_ROWS - row);
}

static void
c4_move_squares (CairnMove  move,
                 guint     *from,
                 guint     *to)
{
  guint row = move / CAIRN_C4_COLUMNS;

  *from = CAIRN_NO_SQUARE;
  *to = (CAIRN_C4_ROWS - 1 - row) * CAIRN_C4_COLUMNS + move % CAIRN_C4_COLUMNS;
}

const CairnGame cairn_game_connect4 = {
  .id = "connect4",
  /* One scoring, sound (a win outranks every horizon value); no engine
   * style, no pieces rule, no tables. */
  .flags = 0,
  .label = N_("Connect Four"),
  .depth_max = 16,
  .max_moves = CAIRN_C4_COLUMNS,
  .width = CAIRN_C4_COLUMNS,
  .height = CAIRN_C4_ROWS,
  .numbered_moves = FALSE,
  /* Both text forms say whose move it is (§6). */
  .text_has_side = TRUE,
  /* Discs, the same in every language. */
  .side_ids = { "x", "o" },
  .side_names = { "X", "O" },
  .win_score = C4_WIN,
  .init = c4_init,
  .legal_moves = c4_legal_moves,
  .play = c4_play,
  .play_null = NULL,
  .in_check = NULL,
  .terminal = c4_terminal,
  .evaluate = c4_evaluate,
  .init_position = c4_init_position,
  .parse_position = c4_parse_position,
  .validate = c4_validate,
  .position_to_string = c4_position_to_string,
  .move_to_string = c4_move_to_string,
  .move_to_text = c4_move_to_text,
  .parse_move = c4_parse_move,
  .piece_at = c4_piece_at,
  .piece_looks = c4_piece_looks,
  .n_piece_looks = G_N_ELEMENTS (c4_piece_looks),
  .move_squares = c4_move_squares,
  .terminal_sound = NULL,
  .set_piece = NULL,
  .has_pieces = NULL,
  .looks_like = c4_looks_like,
  /* Far too many positions to list them all (§8). */
  .all_positions = NULL,
};
