/* cairn-sweep.c — the parameter study, shared by cairn-cli sweep, the
 * chart and the window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-count.h"
#include "cairn-sweep.h"

void
cairn_sweep_free (CairnSweep *sweep)
{
  if (sweep == NULL)
    return;
  g_clear_pointer (&sweep->depths, g_array_unref);
  g_clear_pointer (&sweep->reductions, g_array_unref);
  g_free (sweep->baseline);
  g_free (sweep->cells);
  g_free (sweep->cost_note);
  g_free (sweep);
}

/* Count-only searches for every cell of the grid; the baseline does not
 * depend on R, so it runs once per depth. */
CairnSweep *
cairn_sweep_compute (const CairnPosition *position,
                     const CairnSettings *base,
                     CairnMode            baseline_mode,
                     CairnMode            mode,
                     GArray              *depths,
                     GArray              *reductions)
{
  return cairn_sweep_compute_full (position, base, baseline_mode, mode, depths, reductions, NULL, NULL);
}

CairnSweep *
cairn_sweep_compute_full (const CairnPosition *position,
                          const CairnSettings *base,
                          CairnMode            baseline_mode,
                          CairnMode            mode,
                          GArray              *depths,
                          GArray              *reductions,
                          CairnSweepProgress   progress,
                          gpointer             data)
{
  guint done = 0, total = depths->len * (reductions->len + 1);
  CairnSweep *sweep = g_new0 (CairnSweep, 1);

  sweep->position = *position;
  sweep->baseline_mode = baseline_mode;
  sweep->mode = mode;
  sweep->guard = base->guard;
  sweep->probe_window = base->probe_window;
  sweep->scoring = base->scoring;
  sweep->null_when = base->null_when;
  sweep->engine_parts = base->engine_parts;
  sweep->depths = g_array_ref (depths);
  sweep->reductions = g_array_ref (reductions);
  sweep->baseline = g_new0 (CairnCounters, depths->len);
  sweep->cells = g_new0 (CairnCounters, depths->len * reductions->len);

  for (guint d = 0; d < depths->len; d++)
    {
      CairnSettings settings = *base;

      settings.depth = g_array_index (depths, guint, d);
      settings.mode = baseline_mode;
      cairn_count_search (position, &settings, &sweep->baseline[d]);
      if (progress)
        progress (++done, total, data);
      settings.mode = mode;
      for (guint r = 0; r < reductions->len; r++)
        {
          settings.reduction = g_array_index (reductions, guint, r);
          cairn_count_search (position, &settings, &sweep->cells[d * reductions->len + r]);
          if (progress)
            progress (++done, total, data);
        }
    }
  return sweep;
}

GArray *
cairn_sweep_range (guint first,
                   guint last)
{
  GArray *a = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = first; i <= last; i++)
    g_array_append_val (a, i);
  return a;
}
