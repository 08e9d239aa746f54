/* yardstick.c — a plain C tic-tac-toe search (SEARCH-RULES.md §2, seed rules:
 * plain alpha-beta, and null-move pruning with R), counting nodes.  No
 * GLib, no Cairn: the floor Cairn's count-only search is measured
 * against (yardstick-study.c, bench-count.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "yardstick.h"

#define CODES 19683

static unsigned short code_of[512];   /* base 3 of a bit set, 1 per mark */
static signed char    status[CODES];  /* 0 open, 1 X won, -1 O won, 2 full */
static short          guess[CODES];   /* the line-counting heuristic */
static unsigned long  yardstick_nodes;

static const unsigned lines[8] = {
  0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124,
};

void
yardstick_init (void)
{
  for (unsigned set = 0; set < 512; set++)
    {
      unsigned code = 0, power = 1;

      for (unsigned cell = 0; cell < 9; cell++, power *= 3)
        if (set & (1u << cell))
          code += power;
      code_of[set] = (unsigned short) code;
    }
  /* Every board once: cell c of code k holds (k / 3^c) mod 3. */
  for (unsigned code = 0; code < CODES; code++)
    {
      unsigned x = 0, o = 0, rest = code;
      int h = 0, won = 0;

      for (unsigned cell = 0; cell < 9; cell++, rest /= 3)
        {
          if (rest % 3 == 1)
            x |= 1u << cell;
          else if (rest % 3 == 2)
            o |= 1u << cell;
        }
      for (unsigned l = 0; l < 8; l++)
        {
          int nx = __builtin_popcount (x & lines[l]), no = __builtin_popcount (o & lines[l]);

          if (nx == 3)
            won = 1;
          else if (no == 3)
            won = -1;
          if (nx && !no)
            h += nx == 1 ? 3 : nx == 2 ? 9 : 27;
          else if (no && !nx)
            h -= no == 1 ? 3 : no == 2 ? 9 : 27;
        }
      status[code] = (signed char) (won ? won : (x | o) == 0777 ? 2 : 0);
      guess[code] = (short) h;
    }
}

/* X maximises; @probe: this node is a null probe and may not probe. */
static int
search (unsigned x, unsigned o, int ply, int limit, int x_to_move,
        int alpha, int beta, int r, int probe)
{
  unsigned code = code_of[x] + 2u * code_of[o];
  unsigned free_cells;
  int best;

  yardstick_nodes++;
  switch (status[code])
    {
    case 1: return 10 - ply;
    case -1: return ply - 10;
    case 2: return 0;
    default: break;
    }
  if (ply >= limit)
    return guess[code];
  if (r && ply > 0 && !probe && ply + r < limit)
    {
      int v = search (x, o, ply + 1 + r, limit, !x_to_move, alpha, beta, r, 1);

      if (x_to_move && v >= beta)
        return beta;
      if (!x_to_move && v <= alpha)
        return alpha;
    }
  best = x_to_move ? -32000 : 32000;
  for (free_cells = ~(x | o) & 0777; free_cells; free_cells &= free_cells - 1)
    {
      unsigned bit = free_cells & -free_cells;
      int v;

      if (x_to_move)
        {
          v = search (x | bit, o, ply + 1, limit, 0, alpha, beta, r, 0);
          if (v > best)
            best = v;
          if (best > alpha)
            alpha = best;
        }
      else
        {
          v = search (x, o | bit, ply + 1, limit, 1, alpha, beta, r, 0);
          if (v < best)
            best = v;
          if (best < beta)
            beta = best;
        }
      if (beta <= alpha)
        break;
    }
  return best;
}

unsigned long
yardstick_count (unsigned depth,
                 unsigned reduction)
{
  yardstick_nodes = 0;
  search (0, 0, 0, (int) depth, 1, -32000, 32000, (int) reduction, 0);
  return yardstick_nodes;
}
