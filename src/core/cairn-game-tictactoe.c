/* cairn-game-tictactoe.c — tic-tac-toe for the search.
 *
 * Cells 0–8 row-major.  Terminal: three in a row, X wins 10 - ply, O wins
 * ply - 10, full board 0.  Horizon: over the 8 lines, +3^x for a line with
 * x ≥ 1 X marks and no O, -3^o for a line with o ≥ 1 O marks and no X.
 * The rules are written once, plainly, below, and tabulated for every
 * board by cairn_game_tictactoe_init().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-tictactoe-private.h"

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

gboolean
cairn_tictactoe_has_line (guint64 marks)
{
  return has_line ((guint) marks & TTT_FULL_BOARD);
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

static guint32
ttt_legal_moves (const CairnBoard *board, CairnSide side)
{
  (void) side;
  return ttt_legal_moves_inline (board);
}

static void
ttt_play (CairnBoard *board, guint move, CairnSide side)
{
  board->marks[side] |= (guint64) 1 << move;
}

static void
ttt_undo (CairnBoard *board, guint move, CairnSide side)
{
  board->marks[side] &= ~((guint64) 1 << move);
}

/* Callers of the generic interface may not have initialised the tables
 * (the search's fast path has). */
static gboolean
ttt_terminal (const CairnBoard *board, guint ply, int *score)
{
  cairn_game_tictactoe_init ();
  return ttt_terminal_inline (board, ply, score);
}

static int
ttt_evaluate (const CairnBoard *board)
{
  cairn_game_tictactoe_init ();
  return ttt_evaluate_inline (board);
}

static CairnCell
ttt_cell (const CairnBoard *board, guint index)
{
  if (board->marks[CAIRN_SIDE_X] & ((guint64) 1 << index))
    return CAIRN_CELL_X;
  if (board->marks[CAIRN_SIDE_O] & ((guint64) 1 << index))
    return CAIRN_CELL_O;
  return CAIRN_CELL_EMPTY;
}

const CairnGame cairn_game_tictactoe = {
  .id = "tictactoe",
  .width = 3,
  .height = 3,
  .n_moves = 9,
  .max_depth = 9,
  .init = cairn_game_tictactoe_init,
  .legal_moves = ttt_legal_moves,
  .play = ttt_play,
  .undo = ttt_undo,
  .terminal = ttt_terminal,
  .evaluate = ttt_evaluate,
  .cell = ttt_cell,
};
