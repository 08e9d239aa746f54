/* bench-stepper.c — how long the main loop is held by one stepper
 * dispatch while two searches run at full speed, with the default budget:
 * the 549,946-node minimax tree beside the 80,790-node null-move tree, and
 * the largest pawn-ending trees the window offers (plain d9 in the
 * opposition, 866k nodes, beside null move).  Prints figures; asserts
 * nothing about time.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "cairn-stepper.h"
#include "test-util.h"

static CairnSearch *
new_search (const char *position_text,
            CairnMode   mode,
            guint       reduction)
{
  CairnPosition position;
  CairnSettings settings;

  g_assert_true (cairn_position_parse (position_text, position_text[0] == '.' ? "x" : NULL,
                                       &position, NULL));
  test_settings (mode, 9, reduction, FALSE, &settings);
  return cairn_search_new (&position, &settings, TRUE);
}

static void
run_case (const char *title,
          const char *position,
          CairnMode   left,
          CairnMode   right,
          guint       reduction)
{
  g_autoptr (CairnStepper) stepper = cairn_stepper_new ();
  gint64 start, longest_gap = 0, last;

  cairn_stepper_add_search (stepper, new_search (position, left, reduction));
  cairn_stepper_add_search (stepper, new_search (position, right, reduction));
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
    }

  printf ("%s at full speed, budget %" G_GINT64_FORMAT " µs:\n", title,
          cairn_stepper_get_budget_us (stepper));
  printf ("  total %.1f ms in %" G_GUINT64_FORMAT " dispatches\n",
          (double) (last - start) / 1000.0, cairn_stepper_get_n_dispatches (stepper));
  printf ("  longest dispatch %.2f ms, longest main-loop iteration %.2f ms\n",
          (double) cairn_stepper_get_longest_dispatch_us (stepper) / 1000.0,
          (double) longest_gap / 1000.0);
}

int
main (void)
{
  /* As the app does (src/app/main.c). */
  cairn_tree_keep_large_trees_mapped ();
  run_case ("minimax d9 + null d9 R1, empty board", ".........",
            CAIRN_MODE_MINIMAX, CAIRN_MODE_NULL, 1);
  run_case ("plain d9 + null d9 R2, K+P v K opposition", "8/8/3k4/3P4/3K4/8/8/8 w - - 0 1",
            CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, 2);
  run_case ("plain d9 + verified d9 R2, K+P v K e2",
            "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED, 2);
  return 0;
}
