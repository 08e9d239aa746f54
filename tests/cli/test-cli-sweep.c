/* test-cli-sweep.c — the sweep command (src/cli/commands/cairn-cli-sweep.c):
 * its table, the explanation under it, CSV and JSON rows, and the
 * refusals of bad depth and reduction grids.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cli-runner.h"
#include "test-util.h"

static void
test_sweep (void)
{
  g_auto (TestRun) table = { 0 };
  g_auto (TestRun) pitfall = { 0 };
  g_auto (TestRun) cheap = { 0 };
  g_auto (TestRun) csv = { 0 };
  g_auto (TestRun) json = { 0 };

  TEST_RUN_CLI (&table, "sweep", "--depths", "3,5,9", "--reductions", "1-4");
  g_assert_cmpint (table.status, ==, 0);
  g_assert_nonnull (strstr (table.out, "78 (53.3% fewer)"));
  g_assert_nonnull (strstr (table.out, "803 (55.1% fewer)"));
  g_assert_nonnull (strstr (table.out, "80,790 (3.9× more)"));
  g_assert_nonnull (strstr (table.out, "19,036 (8.8% fewer)"));

  /* The lecturer's grid: why null move costs more in most cells, measured
   * on the dearest cell's tree (probe nodes, probes, prunes). */
  TEST_RUN_CLI (&pitfall, "sweep", "-p", "...O.X...");
  g_assert_cmpint (pitfall.status, ==, 0);
  g_assert_true (g_str_has_suffix (pitfall.out,
                                   "! marks a different best move from plain α-β\n\n"
                                   "In 20 of 36 settings null move searches more nodes than plain α-β. Where it "
                                   "costs most, depth 9, R 1, 13,277 nodes against 1,849: 11,710 of them lie inside "
                                   "its 2,700 null probes, and only 470 of those probes prune. Outside the probes it "
                                   "searches 1,567 nodes (15.3% fewer than plain α-β): its prunes save less than its "
                                   "probes cost. Part of that cost is this model’s own: 299 of those probes were "
                                   "tried against an infinite bound (β = +∞ at a max node, α = −∞ at a min node), "
                                   "which no probe value reaches, so they could never prune. These rules try a "
                                   "probe wherever they allow one, whatever the bound; Stockfish 15.1 tries a null "
                                   "move only where its evaluation of the node is at least β. "
                                   "From depth 7 on plain α-β needs 1,849 nodes whatever the limit, as "
                                   "every game in its tree has ended by then; a pass ends no game, so the probes go "
                                   "on using the deeper limit.\n"));
  /* Where null move never costs more, nothing to explain. */
  TEST_RUN_CLI (&cheap, "sweep", "--depths", "5", "--reductions", "3");
  g_assert_cmpint (cheap.status, ==, 0);
  g_assert_true (g_str_has_suffix (cheap.out, "! marks a different best move from plain α-β\n"));

  TEST_RUN_CLI (&csv, "sweep", "--csv", "--depths", "9", "--reductions", "1,4");
  g_assert_cmpint (csv.status, ==, 0);
  g_assert_cmpstr (csv.out, ==,
                   "depth,reduction,baseline_mode,baseline_nodes,baseline_value,baseline_best_move,"
                   "mode,nodes,value,best_move,null_probes,null_prunes,savings_percent\n"
                   "9,1,plain,20866,0,0,null,80790,0,0,13501,2959,-287.2\n"
                   "9,4,plain,20866,0,0,null,19036,0,0,543,105,8.8\n");

  /* Adaptive R alone, and after a range (it once looped for ever). */
  for (guint i = 0; i < 2; i++)
    {
      g_auto (TestRun) adaptive = { 0 };

      TEST_RUN_CLI (&adaptive, "sweep", "--csv", "--depths", "9", "--reductions", i ? "3-4,adaptive" : "adaptive");
      g_assert_cmpint (adaptive.status, ==, 0);
      g_assert_nonnull (strstr (adaptive.out, "\n9,adaptive,plain,20866,0,0,null,39285,0,0,4533,888,-88.3\n"));
    }

  TEST_RUN_CLI (&json, "sweep", "--json", "-d", "3", "-r", "1");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_nonnull (strstr (json.out, "\"rows\":[{\"depth\":3,\"reduction\":1,\"baseline_nodes\":167,"
                                      "\"baseline_value\":15,\"nodes\":78,"));
}

/* Bad grids: the value named, nothing printed as a result. */
static void
test_sweep_bad_input (void)
{
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid range “3-1”",
                           "sweep", "--depths", "3-1");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid depth limit “12”",
                           "sweep", "--depths", "1-12");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: Invalid reduction R “0”",
                           "sweep", "--reductions", "0,2");
  TEST_ASSERT_CLI_REFUSES (2, "cairn-cli: --csv and --json cannot be used together",
                           "sweep", "--csv", "--json");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/sweep", test_sweep);
  g_test_add_func ("/cli/sweep-bad-input", test_sweep_bad_input);
  return g_test_run ();
}
