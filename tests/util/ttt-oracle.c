/* ttt-oracle.c — the oracle's search (oracle-search.c) of tic-tac-toe
 * (DESIGN §1, §1c), one rule per test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "oracle-search.h"
#include "ttt-oracle.h"

static const int lines[8][3] = {
  { 0, 1, 2 }, { 3, 4, 5 }, { 6, 7, 8 },
  { 0, 3, 6 }, { 1, 4, 7 }, { 2, 5, 8 },
  { 0, 4, 8 }, { 2, 4, 6 },
};

static gboolean
three_in_a_row (const char *cells,
                char        mark)
{
  for (guint l = 0; l < 8; l++)
    if (cells[lines[l][0]] == mark && cells[lines[l][1]] == mark && cells[lines[l][2]] == mark)
      return TRUE;
  return FALSE;
}

static gboolean
terminal (const char *cells,
          guint       ply,
          int         win,
          int        *score)
{
  if (three_in_a_row (cells, 'X'))
    {
      *score = win - (int) ply;
      return TRUE;
    }
  if (three_in_a_row (cells, 'O'))
    {
      *score = (int) ply - win;
      return TRUE;
    }
  if (strchr (cells, '.') == NULL)
    {
      *score = 0;
      return TRUE;
    }
  return FALSE;
}

static int
heuristic (const char *cells)
{
  int total = 0;

  for (guint l = 0; l < 8; l++)
    {
      int xs = 0, os = 0;

      for (guint k = 0; k < 3; k++)
        {
          xs += cells[lines[l][k]] == 'X';
          os += cells[lines[l][k]] == 'O';
        }
      if (xs > 0 && os == 0)
        total += xs == 1 ? 3 : xs == 2 ? 9 : 27;
      else if (os > 0 && xs == 0)
        total -= os == 1 ? 3 : os == 2 ? 9 : 27;
    }
  return total;
}

static gboolean
terminal_rule (gconstpointer  position,
               CairnSide      side,
               guint          ply,
               int            win,
               int           *score)
{
  return terminal (position, ply, win, score);
}

static int
evaluate (gconstpointer position)
{
  return heuristic (position);
}

/* Empty cells in increasing order. */
static guint
moves (gconstpointer  position,
       CairnSide      side,
       guint16       *out)
{
  const char *cells = position;
  guint n = 0;

  for (guint16 cell = 0; cell < 9; cell++)
    if (cells[cell] == '.')
      out[n++] = cell;
  return n;
}

static void
play (gpointer  position,
      CairnSide side,
      guint16   move)
{
  char *cells = position;

  cells[move] = side == CAIRN_SIDE_X ? 'X' : 'O';
}

/* A pass changes nothing on the board, and nobody is ever in check. */
static const OracleGame ttt_rules = {
  10, terminal_rule, evaluate, moves, play, NULL, NULL, NULL,
};

void
ttt_oracle_run (const char               *cells,
                CairnSide                 to_move,
                int                       win,
                const ChessOracleOptions *options,
                ChessOracleResult        *result)
{
  g_return_if_fail (cells != NULL && strlen (cells) == 9);

  oracle_search_run (&ttt_rules, cells, to_move, win, options, result);
}
