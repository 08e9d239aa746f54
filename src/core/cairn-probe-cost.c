/* cairn-probe-cost.c — where a null-move search spends its nodes.
 *
 * The tree's nodes are numbered in the order they were created, so a
 * parent always comes before its children and one pass tells every node
 * whether it lies inside a probe.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-format.h"
#include "cairn-probe-cost.h"
#include "cairn-tree.h"

gboolean
cairn_probe_cost_measure (const CairnPosition *position,
                          const CairnSettings *settings,
                          CairnProbeCost      *cost)
{
  CairnSettings capped = *settings;
  g_autoptr (CairnSearch) search = NULL;
  g_autofree guint8 *inside = NULL;
  const CairnTree *tree;
  const CairnCounters *c;

  capped.node_cap = CAIRN_PROBE_COST_MAX_NODES;
  search = cairn_search_new (position, &capped, TRUE);
  cairn_search_run (search);
  if (cairn_search_is_aborted (search))
    return FALSE;
  tree = cairn_search_get_tree (search);
  c = cairn_search_get_counters (search);
  *cost = (CairnProbeCost) { .nodes = c->nodes, .probes = c->null_probes, .prunes = c->null_prunes };
  inside = g_new0 (guint8, MAX (tree->n_nodes, 1));
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *n = cairn_tree_get (tree, i);

      inside[i] = n->kind == CAIRN_NODE_NULL_PROBE ||
                  (n->parent != CAIRN_NO_NODE && inside[n->parent]);
      cost->probe_nodes += inside[i];
      /* A probe's window bounds its test: β at a max node, α at a min
       * node (full or zero width alike). */
      if (n->kind == CAIRN_NODE_NULL_PROBE && n->parent != CAIRN_NO_NODE)
        cost->unbounded_probes += cairn_node_is_max (cairn_tree_get (tree, n->parent))
                                  ? n->beta >= CAIRN_VALUE_INFINITY
                                  : n->alpha <= -CAIRN_VALUE_INFINITY;
    }
  return TRUE;
}

/* The first depth from which the baseline's count no longer grows, or 0. */
static guint
baseline_flat_from (const CairnSweep *sweep)
{
  guint nd = sweep->depths->len;
  guint d = nd;

  while (d > 1 && sweep->baseline[d - 2].nodes == sweep->baseline[nd - 1].nodes)
    d--;
  return d < nd ? g_array_index (sweep->depths, guint, d - 1) : 0;
}

char *
cairn_sweep_explain_cost (const CairnSweep *sweep)
{
  guint nr = sweep->reductions->len, best = G_MAXUINT, dearer = 0, flat;
  double worst = 1.0;
  CairnSettings settings;
  CairnProbeCost cost;
  guint depth, reduction;
  guint64 base, outside;
  const char *base_label = cairn_mode_to_label (sweep->baseline_mode);
  g_autofree char *r_text = NULL;
  g_autofree char *n_nodes = NULL, *n_base = NULL, *n_probe = NULL, *n_probes = NULL;
  g_autofree char *n_prunes = NULL, *n_outside = NULL, *than_base = NULL;
  GString *out;

  if (!cairn_mode_uses_null_move (sweep->mode))
    return NULL;
  for (guint i = 0; i < sweep->depths->len * nr; i++)
    {
      guint64 b = sweep->baseline[i / nr].nodes;

      if (b == 0 || sweep->cells[i].nodes <= b)
        continue;
      dearer++;
      if ((double) sweep->cells[i].nodes / (double) b > worst)
        {
          worst = (double) sweep->cells[i].nodes / (double) b;
          best = i;
        }
    }
  if (best == G_MAXUINT)
    return NULL;

  depth = g_array_index (sweep->depths, guint, best / nr);
  reduction = g_array_index (sweep->reductions, guint, best % nr);
  cairn_settings_init_default (&settings);
  settings.mode = sweep->mode;
  settings.depth = depth;
  settings.reduction = reduction;
  settings.guard = sweep->guard;
  settings.probe_window = sweep->probe_window;
  settings.scoring = sweep->scoring;
  settings.null_when = sweep->null_when;
  settings.engine_parts = sweep->engine_parts;
  if (!cairn_probe_cost_measure (&sweep->position, &settings, &cost))
    return NULL;

  base = sweep->baseline[best / nr].nodes;
  outside = cost.nodes - cost.probe_nodes;
  r_text = cairn_reduction_to_string (reduction);
  n_nodes = cairn_format_count (cost.nodes);
  n_base = cairn_format_count (base);
  n_probe = cairn_format_count (cost.probe_nodes);
  n_probes = cairn_format_count (cost.probes);
  n_prunes = cairn_format_count (cost.prunes);
  n_outside = cairn_format_count (outside);
  than_base = cairn_format_savings (base, outside);

  out = g_string_new (NULL);
  g_string_append_printf (out,
                          /* Translators: "In 20 of 36 settings null move searches more
                           * nodes than plain α-β."; %3$s, %4$s: mode names */
                          g_dngettext (GETTEXT_PACKAGE,
                                       "In %1$u of %2$u setting %3$s searches more nodes than %4$s.",
                                       "In %1$u of %2$u settings %3$s searches more nodes than %4$s.",
                                       sweep->depths->len * nr),
                          dearer, sweep->depths->len * nr, cairn_mode_to_label (sweep->mode), base_label);
  g_string_append_c (out, ' ');
  g_string_append_printf (out,
                          /* Translators: the dearest cell of the sweep, measured from its
                           * tree; e.g. "Where it costs most, depth 9, R 1, 13,277 nodes
                           * against 1,849: 11,710 of them lie inside its 2,700 null probes,
                           * and only 470 of those probes prune. Outside the probes it
                           * searches 1,567 nodes (15.3% fewer than plain α-β): its prunes
                           * save less than its probes cost." */
                          _("Where it costs most, depth %1$u, R %2$s, %3$s nodes against %4$s: "
                            "%5$s of them lie inside its %6$s null probes, and only %7$s of those "
                            "probes prune. Outside the probes it searches %8$s nodes (%9$s than "
                            "%10$s): its prunes save less than its probes cost."),
                          depth, r_text, n_nodes, n_base, n_probe, n_probes, n_prunes, n_outside,
                          than_base, base_label);
  if (cost.unbounded_probes > 0)
    {
      g_autofree char *n_unbounded = cairn_format_count (cost.unbounded_probes);

      g_string_append_c (out, ' ');
      g_string_append_printf (out,
                              /* Translators: %s a count of null probes; e.g. "Part of that
                               * cost is this model’s own: 1,197 of those probes were tried
                               * against an infinite bound …" */
                              g_dngettext (GETTEXT_PACKAGE,
                                           "Part of that cost is this model’s own: %s of those probes "
                                           "was tried against an infinite bound (β = +∞ at a max node, "
                                           "α = −∞ at a min node), which no probe value reaches, so it "
                                           "could never prune. These rules try a probe wherever they allow "
                                           "one, whatever the bound; Stockfish 15.1 tries a null move only "
                                           "where its evaluation of the node is at least β.",
                                           "Part of that cost is this model’s own: %s of those probes "
                                           "were tried against an infinite bound (β = +∞ at a max node, "
                                           "α = −∞ at a min node), which no probe value reaches, so they "
                                           "could never prune. These rules try a probe wherever they allow "
                                           "one, whatever the bound; Stockfish 15.1 tries a null move only "
                                           "where its evaluation of the node is at least β.",
                                           cost.unbounded_probes),
                              n_unbounded);
    }
  flat = baseline_flat_from (sweep);
  if (flat != 0 && flat < depth)
    {
      g_autofree char *n_flat = cairn_format_count (sweep->baseline[sweep->depths->len - 1].nodes);

      g_string_append_c (out, ' ');
      g_string_append_printf (out,
                              /* Translators: %1$u a depth limit, %2$s the baseline mode, %3$s
                               * its node count */
                              _("From depth %1$u on %2$s needs %3$s nodes whatever the limit, as "
                                "every game in its tree has ended by then; a pass ends no game, so "
                                "the probes go on using the deeper limit."),
                              flat, base_label, n_flat);
    }
  return g_string_free (out, FALSE);
}
