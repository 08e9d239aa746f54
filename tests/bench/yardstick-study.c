/* yardstick-study.c — a plain C program doing the seed's study on its
 * own: the empty tic-tac-toe board, X to move, plain alpha-beta and
 * null-move pruning at depth limits 1-9 and R 1-4, counting nodes.  The
 * floor `cairn-cli sweep -m null --depths 1-9 --reductions 1-4` is
 * measured against, process start included (bench-study.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "yardstick.h"

int
main (void)
{
  yardstick_init ();
  printf ("depth  plain");
  for (unsigned r = 1; r <= 4; r++)
    printf ("  null R%u", r);
  printf ("\n");
  for (unsigned depth = 1; depth <= 9; depth++)
    {
      printf ("%5u %6lu", depth, yardstick_count (depth, 0));
      for (unsigned r = 1; r <= 4; r++)
        printf (" %8lu", yardstick_count (depth, r));
      printf ("\n");
    }
  return 0;
}
