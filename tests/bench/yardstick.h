/* yardstick.h — a plain C tic-tac-toe search, for benchmarks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

void          yardstick_init  (void);
/* Nodes of the empty board, X to move, to @depth: plain alpha-beta when
 * @reduction is 0, else null-move pruning with R = @reduction. */
unsigned long yardstick_count (unsigned depth,
                               unsigned reduction);
