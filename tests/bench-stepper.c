/* bench-stepper.c — how long the main loop is held by one stepper
 * dispatch while two searches run at full speed: the 549,946-node minimax
 * tree beside the 80,790-node null-move tree, with the default budget.
 * Prints figures; asserts nothing about time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "cairn-stepper.h"
#include "test-util.h"

static CairnSearch *
new_search (CairnMode mode,
            guint     reduction)
{
  CairnPosition position;
  CairnSettings settings;

  test_position (".........", NULL, &position);
  test_settings (mode, 9, reduction, FALSE, &settings);
  return cairn_search_new (&position, &settings, TRUE);
}

int
main (void)
{
  g_autoptr (CairnStepper) stepper = cairn_stepper_new ();
  gint64 start, longest_gap = 0, last;
  guint64 iterations = 0;

  cairn_stepper_add_search (stepper, new_search (CAIRN_MODE_MINIMAX, 1));
  cairn_stepper_add_search (stepper, new_search (CAIRN_MODE_NULL, 1));
  cairn_stepper_run (stepper);

  /* Time every main-loop iteration, as a window's frame clock would see it. */
  start = last = g_get_monotonic_time ();
  while (cairn_stepper_is_busy (stepper))
    {
      gint64 now;

      g_main_context_iteration (NULL, TRUE);
      now = g_get_monotonic_time ();
      longest_gap = MAX (longest_gap, now - last);
      last = now;
      iterations++;
    }

  printf ("minimax d9 + null d9 R1 at full speed, budget %" G_GINT64_FORMAT " µs:\n",
          cairn_stepper_get_budget_us (stepper));
  printf ("  total %.1f ms in %" G_GUINT64_FORMAT " dispatches\n",
          (double) (last - start) / 1000.0, cairn_stepper_get_n_dispatches (stepper));
  printf ("  longest dispatch %.2f ms, longest main-loop iteration %.2f ms\n",
          (double) cairn_stepper_get_longest_dispatch_us (stepper) / 1000.0,
          (double) longest_gap / 1000.0);
  return 0;
}
