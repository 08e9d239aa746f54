/* test-probe-cost.c — where a null-move search spends its nodes
 * (cairn-probe-cost.c): inside its probes or on real moves.  The measure
 * is held to a second count over the same recorded tree (each node's
 * subtree size added up from the last node back, summed over the
 * probes' own nodes) and to the search's own counters; a search without
 * null moves has no probe cost; a tree too large to record is refused.
 * The sweep's explanation is held word for word, its figures taken from
 * the sweep and the measure.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-probe-cost.h"
#include "cairn-tree.h"
#include "test-util.h"

/* The probe nodes counted the other way round: a node's subtree size is
 * itself plus its children's, children come after their parent, so one
 * pass from the end gives every size; the probes' subtrees are disjoint
 * except where a probe lies inside another, which only the outermost
 * counts. */
static void
count_by_hand (const CairnTree *tree,
               guint64         *probe_nodes,
               guint64         *probes,
               guint64         *unbounded)
{
  g_autofree guint64 *size = g_new0 (guint64, tree->n_nodes);

  *probe_nodes = *probes = *unbounded = 0;
  for (guint32 i = tree->n_nodes; i-- > 0; )
    {
      const CairnNode *n = cairn_tree_get (tree, i);

      size[i]++;
      if (n->parent != CAIRN_NO_NODE)
        size[n->parent] += size[i];
    }
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *n = cairn_tree_get (tree, i);
      gboolean outermost = TRUE;

      if (n->kind != CAIRN_NODE_NULL_PROBE)
        continue;
      (*probes)++;
      for (guint32 up = n->parent; up != CAIRN_NO_NODE; up = cairn_tree_get (tree, up)->parent)
        if (cairn_tree_get (tree, up)->kind == CAIRN_NODE_NULL_PROBE)
          outermost = FALSE;
      if (outermost)
        *probe_nodes += size[i];
      {
        const CairnNode *parent = cairn_tree_get (tree, n->parent);

        if (cairn_node_is_max (parent) ? n->beta == CAIRN_VALUE_INFINITY : n->alpha == -CAIRN_VALUE_INFINITY)
          (*unbounded)++;
      }
    }
}

static void
assert_measure (const char *cells,
                CairnMode   mode,
                guint       depth,
                guint       reduction)
{
  g_autoptr (CairnSearch) search = test_run_search (mode, depth, reduction, cells, "x");
  const CairnTree *tree = cairn_search_get_tree (search);
  const CairnCounters *c = cairn_search_get_counters (search);
  CairnPosition position;
  CairnSettings settings;
  CairnProbeCost cost;
  guint64 probe_nodes, probes, unbounded;

  if (cells)
    test_position (cells, "x", &position);
  else
    cairn_position_init_empty (&position);
  test_settings (mode, depth, reduction, FALSE, &settings);
  g_assert_true (cairn_probe_cost_measure (&position, &settings, &cost));
  count_by_hand (tree, &probe_nodes, &probes, &unbounded);
  g_assert_cmpuint (cost.nodes, ==, tree->n_nodes);
  g_assert_cmpuint (cost.nodes, ==, c->nodes);
  g_assert_cmpuint (cost.probes, ==, probes);
  g_assert_cmpuint (cost.probes, ==, c->null_probes);
  g_assert_cmpuint (cost.prunes, ==, c->null_prunes);
  g_assert_cmpuint (cost.probe_nodes, ==, probe_nodes);
  g_assert_cmpuint (cost.unbounded_probes, ==, unbounded);
  if (mode == CAIRN_MODE_PLAIN)
    g_assert_cmpuint (cost.probe_nodes, ==, 0);
  else
    g_assert_cmpuint (cost.probe_nodes, >=, cost.probes);
}

static void
test_measure (void)
{
  /* The seed's pitfall (X to move, O's pass at ply 1 prunes the centre). */
  assert_measure ("...O.X...", CAIRN_MODE_NULL, 3, 1);
  assert_measure ("...O.X...", CAIRN_MODE_VERIFIED, 5, 1);
  assert_measure (NULL, CAIRN_MODE_NULL, 5, 2);
  assert_measure (NULL, CAIRN_MODE_VERIFIED, 6, 3);
  assert_measure (NULL, CAIRN_MODE_PLAIN, 6, 3);
}

/* More than 2,000,000 nodes are not recorded to be measured: Connect
 * Four's minimax to depth 8 would take 7^8 leaves. */
static void
test_too_large (void)
{
  const CairnGame *c4 = cairn_games_lookup ("connect4", NULL);
  CairnPosition position;
  CairnSettings settings;
  CairnProbeCost cost = { 0 };

  g_assert_true (cairn_position_parse_game (c4, "-", NULL, &position, NULL));
  cairn_settings_init_default (&settings);
  settings.mode = CAIRN_MODE_MINIMAX;
  settings.depth = 8;
  g_assert_false (cairn_probe_cost_measure (&position, &settings, &cost));
}

/* The sentences for the dearest cell of a sweep, their figures worked
 * out here: how many cells cost more than plain α-β, which costs most
 * against it, and that cell measured. */
static void
test_explain (void)
{
  g_autoptr (GArray) depths = cairn_sweep_range (1, 9);
  g_autoptr (GArray) reductions = cairn_sweep_range (1, 3);
  g_autoptr (CairnSweep) sweep = NULL;
  g_autoptr (CairnSweep) plain = NULL;
  g_autofree char *text = NULL, *wanted = NULL;
  g_autofree char *r = NULL, *n_nodes = NULL, *n_base = NULL, *n_probe = NULL, *n_probes = NULL;
  g_autofree char *n_prunes = NULL, *n_outside = NULL, *than = NULL, *n_unbounded = NULL, *n_flat = NULL;
  CairnPosition position;
  CairnSettings base, settings;
  CairnProbeCost cost;
  guint dearer = 0, worst_d = 0, worst_r = 0, flat = 0;
  double worst = 1.0;
  GString *expected;

  cairn_position_init_empty (&position);
  cairn_settings_init_default (&base);
  sweep = cairn_sweep_compute (&position, &base, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, depths, reductions);
  for (guint d = 0; d < 9; d++)
    for (guint k = 0; k < 3; k++)
      {
        guint64 b = sweep->baseline[d].nodes, n = sweep->cells[d * 3 + k].nodes;

        if (n > b)
          {
            dearer++;
            if ((double) n / (double) b > worst)
              {
                worst = (double) n / (double) b;
                worst_d = d;
                worst_r = k;
              }
          }
      }
  g_assert_cmpuint (dearer, >, 0);

  cairn_settings_init_default (&settings);
  settings.mode = CAIRN_MODE_NULL;
  settings.depth = worst_d + 1;
  settings.reduction = worst_r + 1;
  g_assert_true (cairn_probe_cost_measure (&position, &settings, &cost));
  r = g_strdup_printf ("%u", worst_r + 1);
  n_nodes = cairn_format_count (cost.nodes);
  n_base = cairn_format_count (sweep->baseline[worst_d].nodes);
  n_probe = cairn_format_count (cost.probe_nodes);
  n_probes = cairn_format_count (cost.probes);
  n_prunes = cairn_format_count (cost.prunes);
  n_outside = cairn_format_count (cost.nodes - cost.probe_nodes);
  than = cairn_format_savings (sweep->baseline[worst_d].nodes, cost.nodes - cost.probe_nodes);
  expected = g_string_new (NULL);
  g_string_append_printf (expected, "In %u of 27 settings null move searches more nodes than plain α-β. ", dearer);
  g_string_append_printf (expected,
                          "Where it costs most, depth %u, R %s, %s nodes against %s: %s of them lie inside its "
                          "%s null probes, and only %s of those probes prune. Outside the probes it searches %s "
                          "nodes (%s than plain α-β): its prunes save less than its probes cost.",
                          worst_d + 1, r, n_nodes, n_base, n_probe, n_probes, n_prunes, n_outside, than);
  if (cost.unbounded_probes > 0)
    {
      n_unbounded = cairn_format_count (cost.unbounded_probes);
      g_string_append_printf (expected,
                              " Part of that cost is this model’s own: %s of those probes %s tried against an "
                              "infinite bound (β = +∞ at a max node, α = −∞ at a min node), which no probe value "
                              "reaches, so %s never prune. These rules try a probe wherever they allow one, "
                              "whatever the bound; Stockfish 15.1 tries a null move only where its evaluation of "
                              "the node is at least β.",
                              n_unbounded, cost.unbounded_probes == 1 ? "was" : "were",
                              cost.unbounded_probes == 1 ? "it could" : "they could");
    }
  /* Plain α-β's count stops growing once every game in its tree has
   * ended (tic-tac-toe: by depth 9 at the latest). */
  for (guint d = 9; d > 1 && sweep->baseline[d - 2].nodes == sweep->baseline[8].nodes; d--)
    flat = d - 1;
  if (flat != 0 && flat < worst_d + 1)
    {
      n_flat = cairn_format_count (sweep->baseline[8].nodes);
      g_string_append_printf (expected,
                              " From depth %u on plain α-β needs %s nodes whatever the limit, as every game in "
                              "its tree has ended by then; a pass ends no game, so the probes go on using the "
                              "deeper limit.", flat, n_flat);
    }
  wanted = g_string_free (expected, FALSE);
  text = cairn_sweep_explain_cost (sweep);
  g_test_message ("%s", text);
  g_assert_cmpstr (text, ==, wanted);

  /* Plain against plain: no null move, nothing to explain. */
  plain = cairn_sweep_compute (&position, &base, CAIRN_MODE_PLAIN, CAIRN_MODE_PLAIN, depths, reductions);
  g_assert_null (cairn_sweep_explain_cost (plain));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/probe-cost/measure", test_measure);
  g_test_add_func ("/probe-cost/too-large", test_too_large);
  g_test_add_func ("/probe-cost/explain", test_explain);
  return g_test_run ();
}
