/* test-cli.c — cairn-cli as a user runs it: outputs, JSON, exit statuses
 * and the one-line messages for bad input.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/resource.h>

#include "cli-runner.h"
#include "test-util.h"

/* The memory of a child, in bytes. */
static void
limit_memory (gpointer data)
{
  struct rlimit limit = { .rlim_cur = GPOINTER_TO_SIZE (data), .rlim_max = GPOINTER_TO_SIZE (data) };

  setrlimit (RLIMIT_AS, &limit);
}

/* --sample keeps only the sample in memory: 3 of KPKP's positions (up to
 * 16 million) drawn within 256 MB of address space, where keeping every
 * position first failed to allocate. */
static void
test_find_sample_memory (void)
{
  const char *args[] = { "find", "--material", "KPKP", "--sample", "3", "--seed", "4",
                         "-d", "1", "-r", "1", "-m", "null", NULL };
  g_auto (TestRun) run = { 0 };

#if defined(__SANITIZE_ADDRESS__)
  /* AddressSanitizer reserves terabytes of address space for its shadow
   * memory: no program of this build runs under a 256 MB limit. */
  g_test_skip ("an address-space limit cannot hold under AddressSanitizer");
  return;
#endif
  test_run_cli_setup (&run, args, limit_memory, GSIZE_TO_POINTER ((gsize) 256 << 20));
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "3 positions, depth 1, R 1:"));
}

/* Every KPK position is 331,352 (as --sample's refusal says); the finder
 * searches those still in play and says where the other 22 went. */
static void
test_find_counts_positions_over (void)
{
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };

  TEST_RUN_CLI (&text, "find", "--material", "KPK", "-d", "1", "-r", "1", "-m", "null");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out, "331,330 positions, depth 1, R 1: "));
  g_assert_nonnull (strstr (text.out, "\n(22 more positions are over already: checkmate, stalemate or dead; "
                                      "nothing to search.)\n"));

  TEST_RUN_CLI (&json, "find", "--json", "--material", "KPK", "-d", "1", "-r", "1", "-m", "null");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_nonnull (strstr (json.out, "\"positions\":331330,\"positions_over\":22,"));
}

static void
test_search_text (void)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "search", "-m", "null", "-d", "5", "-r", "3");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_nonnull (strstr (run.out, "nodes            803\n"));
  g_assert_nonnull (strstr (run.out, "null probes      9\n"));
  g_assert_nonnull (strstr (run.out, "null prunes      7\n"));
  g_assert_nonnull (strstr (run.out, "best move        4\n"));
  g_assert_nonnull (strstr (run.out, "value            12\n"));
}

/* A board where X has three in a row is a finished game, in search and
 * compare alike: a sentence, not a search that plays no move; the
 * position is legal, so the exit status is 0.  JSON keeps its counters. */
static void
test_game_over (void)
{
  static const char *const commands[] = { "search", "compare" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (TestRun) run = { 0 };
      g_auto (TestRun) drawn = { 0 };
      g_auto (TestRun) mate = { 0 };
      g_auto (TestRun) stalemate = { 0 };
      g_auto (TestRun) json = { 0 };

      TEST_RUN_CLI (&run, commands[i], "-p", "XXXOO.O..");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpstr (run.out, ==,
                       "position XXXOO.O.., X to move, depth limit 5, R 3\n"
                       "X has already won: the game is over, so there is no move to search.\n");

      /* Chess's endings by the names its rules give them. */
      TEST_RUN_CLI (&drawn, commands[i], "-p", "8/8/8/8/8/8/8/4K2k w - - 0 1");
      g_assert_cmpint (drawn.status, ==, 0);
      g_assert_true (g_str_has_suffix (drawn.out, "\nDead position: neither side has the material left to mate (insufficient material), so the game is drawn. There is no move to search.\n"));
      TEST_RUN_CLI (&mate, commands[i], "-p", "k6R/8/1K6/8/8/8/8/8 b - - 0 1");
      g_assert_cmpint (mate.status, ==, 0);
      g_assert_true (g_str_has_suffix (mate.out, "\nCheckmate: White has won. The game is over, so there is no move to search.\n"));
      TEST_RUN_CLI (&stalemate, commands[i], "-p", "2Q5/k7/2K5/8/8/8/8/8 b - - 0 1");
      g_assert_cmpint (stalemate.status, ==, 0);
      g_assert_true (g_str_has_suffix (stalemate.out, "\nStalemate: Black has no legal move and is not in check, so the game is drawn. There is no move to search.\n"));

      TEST_RUN_CLI (&json, commands[i], "--json", "-p", "XXXOO.O..");
      g_assert_cmpint (json.status, ==, 0);
      g_assert_nonnull (strstr (json.out, "\"value\":10,\"best_move\":null"));
    }
}

/* export --cell-numbers names the squares of the figure's boards: the
 * same figure otherwise, so the files differ, and without the option the
 * figure is as before. */
static void
test_export_cell_numbers (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *plain = g_build_filename (dir, "plain.svg", NULL);
  g_autofree char *again = g_build_filename (dir, "again.svg", NULL);
  g_autofree char *named = g_build_filename (dir, "named.svg", NULL);
  g_autofree char *a = NULL, *b = NULL, *c = NULL;
  const char *paths[] = { plain, again, named };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_auto (TestRun) run = { 0 };

      TEST_RUN_CLI (&run, "export", "-p", "XOXOXO...", "-d", "2", "-o", paths[i],
                    i == 2 ? "--cell-numbers" : NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
    }
  g_assert_true (g_file_get_contents (plain, &a, NULL, NULL));
  g_assert_true (g_file_get_contents (again, &b, NULL, NULL));
  g_assert_true (g_file_get_contents (named, &c, NULL, NULL));
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpstr (a, !=, c);
  /* More glyphs drawn: the names. */
  g_assert_cmpuint (strlen (c), >, strlen (a));
  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    g_unlink (paths[i]);
  g_rmdir (dir);
}

static void
test_search_json (void)
{
  g_auto (TestRun) run = { 0 };
  const char *keys[] = { "\"position\":\".........\"", "\"to_move\":\"x\"", "\"mode\":\"null\"",
                         "\"depth\":9", "\"reduction\":1", "\"guard\":false", "\"value\":0",
                         "\"best_move\":0", "\"nodes\":80790", "\"null_probes\":", "\"null_prunes\":",
                         "\"cutoffs\":", "\"verifications\":0", "\"re_searches\":0" };

  TEST_RUN_CLI (&run, "search", "--json", "--mode=null", "--depth=9", "--reduction=1");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "{"));
  g_assert_true (g_str_has_suffix (run.out, "}\n"));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_assert_nonnull (strstr (run.out, keys[i]));
}

static void
test_search_no_move (void)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "search", "--json", "-p", "XXXOO....");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\"best_move\":null"));
  g_assert_nonnull (strstr (run.out, "\"nodes\":1,"));
  g_assert_nonnull (strstr (run.out, "\"to_move\":\"o\""));
}

static void
test_compare (void)
{
  g_auto (TestRun) same = { 0 };
  g_auto (TestRun) pitfall = { 0 };
  g_auto (TestRun) guarded = { 0 };
  g_auto (TestRun) json = { 0 };

  TEST_RUN_CLI (&same, "compare");
  g_assert_cmpint (same.status, ==, 0);
  g_assert_nonnull (strstr (same.out, "1,787"));
  g_assert_nonnull (strstr (same.out, "803"));
  g_assert_nonnull (strstr (same.out, "\nnull move searches 984 fewer nodes than plain α-β (−55.1%)\n"));
  g_assert_null (strstr (same.out, "WARNING"));

  TEST_RUN_CLI (&pitfall, "compare", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1");
  g_assert_cmpint (pitfall.status, ==, 0);
  g_assert_nonnull (strstr (pitfall.out,
                            "WARNING: the best moves differ: plain α-β plays cell 4 (value 12), "
                            "null move plays cell 0 (value 9)\n"));

  TEST_RUN_CLI (&guarded, "compare", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "--guard");
  g_assert_null (strstr (guarded.out, "WARNING"));

  TEST_RUN_CLI (&json, "compare", "--json", "--compare", "plain,verified");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_nonnull (strstr (json.out, "\"right\":{\"mode\":\"verified\",\"value\":12,\"best_move\":4,\"nodes\":909,"));
  g_assert_nonnull (strstr (json.out, "\"best_moves_differ\":false"));
}

static void
test_trace (void)
{
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (GStrv) lines = NULL;
  guint probes = 0;

  TEST_RUN_CLI (&text, "trace", "-m", "null", "-d", "3", "-r", "1");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_true (g_str_has_prefix (text.out, "     0  root node 0 entered (X to move, α=−∞, β=+∞)\n"));
  g_assert_true (g_str_has_suffix (text.out, "search done: value 15, best move cell 4\n"));

  TEST_RUN_CLI (&json, "trace", "--json", "-m", "null", "-d", "3", "-r", "1");
  g_assert_cmpint (json.status, ==, 0);
  lines = g_strsplit (json.out, "\n", -1);
  /* 185 events and a final empty string after the last newline. */
  g_assert_cmpuint (g_strv_length (lines), ==, 186);
  for (guint i = 0; lines[i][0]; i++)
    {
      g_assert_true (g_str_has_prefix (lines[i], "{\"event\":\""));
      g_assert_true (g_str_has_suffix (lines[i], "}"));
      if (strstr (lines[i], "\"event\":\"null-probe-begun\""))
        probes++;
    }
  g_assert_cmpuint (probes, ==, 9);
  g_assert_cmpstr (lines[184], ==, "{\"event\":\"done\",\"index\":184,\"value\":15,\"best_move\":4}");
}

/* One numbering, from 0: trace's text and JSON lines, --at-event and the
 * message for an event past the end agree (the window's log and
 * timeline number them so too: tests/app/test-panes.c).  The pitfall,
 * plain d3 R1: 261 events, 0 to 260; event 127 creates node 61. */
static void
test_event_numbering (void)
{
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) first = { 0 };
  g_auto (TestRun) last = { 0 };
  g_auto (TestRun) past = { 0 };
  g_auto (GStrv) text_lines = NULL;
  g_auto (GStrv) json_lines = NULL;
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "tree.json", NULL);
  g_autofree char *tree = NULL;

  TEST_RUN_CLI (&text, "trace", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain");
  TEST_RUN_CLI (&json, "trace", "--json", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain");
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpint (json.status, ==, 0);
  text_lines = g_strsplit (text.out, "\n", -1);
  json_lines = g_strsplit (json.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (text_lines), ==, 262);
  g_assert_cmpuint (g_strv_length (json_lines), ==, 262);
  for (guint k = 0; k < 261; k++)
    {
      g_autofree char *number = g_strdup_printf ("%6u  ", k);
      g_autofree char *index = g_strdup_printf (",\"index\":%u,", k);

      g_assert_true (g_str_has_prefix (text_lines[k], number));
      g_assert_nonnull (strstr (json_lines[k], index));
    }
  g_assert_cmpstr (text_lines[0], ==, "     0  root node 0 entered (X to move, α=−∞, β=+∞)");
  g_assert_cmpstr (text_lines[127], ==, "   127  node 61: O plays cell 0 (ply 2, α=9, β=+∞)");
  g_assert_true (g_str_has_prefix (json_lines[127], "{\"event\":\"node-entered\",\"index\":127,\"node\":61,"));
  g_assert_true (g_str_has_prefix (text_lines[260], "   260  search done: "));

  /* --at-event 0: the root alone; 127: up to node 61; 260: everything;
   * 261 is past the end, and the message gives the range. */
  TEST_RUN_CLI (&first, "export", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain",
                "--at-event", "0", "-o", path);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &tree, NULL, NULL));
  g_assert_nonnull (strstr (tree, "\"at_event\":0,"));
  g_assert_nonnull (strstr (tree, "\"n_nodes\":1,"));
  g_clear_pointer (&tree, g_free);
  TEST_RUN_CLI (&last, "export", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain",
                "--at-event", "127", "-o", path);
  g_assert_cmpint (last.status, ==, 0);
  g_assert_true (g_file_get_contents (path, &tree, NULL, NULL));
  g_assert_nonnull (strstr (tree, "\"at_event\":127,"));
  g_assert_nonnull (strstr (tree, "\"n_nodes\":62,"));
  TEST_RUN_CLI (&past, "export", "-p", "...O.X...", "-t", "x", "-d", "3", "-r", "1", "-m", "plain",
                "--at-event", "261", "-o", path);
  g_assert_cmpint (past.status, ==, 2);
  g_assert_nonnull (strstr (past.err, "Event 261 is beyond the end of the search: its events are 0 to 260"));

  g_unlink (path);
  g_rmdir (dir);
}

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

static void
test_scenario_option (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "pitfall.cairn", NULL);
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) override = { 0 };

  g_assert_true (g_file_set_contents (path,
                                      "[Cairn Scenario]\nposition=...O.X...\nto-move=x\n"
                                      "depth=3\nreduction=1\nleft-mode=plain\nright-mode=null\n", -1, NULL));
  TEST_RUN_CLI (&run, "compare", "--scenario", path);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "WARNING"));

  /* Options typed after the file win over it. */
  TEST_RUN_CLI (&override, "search", "--json", "--scenario", path, "-d", "5");
  g_assert_nonnull (strstr (override.out, "\"position\":\"...O.X...\""));
  g_assert_nonnull (strstr (override.out, "\"depth\":5"));
  g_unlink (path);
  g_rmdir (dir);
}

typedef struct {
  const char *args[8];
  int         status;
  const char *message;
} BadInput;

static const BadInput bad_inputs[] = {
  { { NULL }, 2, "Usage: cairn-cli COMMAND" },
  { { "frobnicate" }, 2, "cairn-cli: Unknown command “frobnicate”: use one of search, compare, trace, sweep" },
  { { "search", "--frobnicate" }, 2, "cairn-cli: Unknown option --frobnicate (see “cairn-cli search --help”)\n" },
  { { "search", "extra" }, 2, "cairn-cli: Unexpected argument “extra” for search" },
  { { "compare", "-m", "null" }, 2, "cairn-cli: compare has no -m or --mode: it runs two modes, chosen with "
    "-c MODE,MODE, e.g. --compare=plain,null (the default)\n" },
  { { "compare", "--mode=verified" }, 2, "cairn-cli: compare has no -m or --mode: it runs two modes, chosen with "
    "-c MODE,MODE, e.g. --compare=plain,null (the default)\n" },
  { { "search", "-m", "fast" }, 2, "cairn-cli: Invalid mode “fast”: use plain, null, verified or minimax\n" },
  { { "search", "-d", "0" }, 2, "cairn-cli: Invalid depth limit “0”: use a whole number from 1 to 9\n" },
  { { "search", "-d", "10" }, 2, "cairn-cli: Invalid depth limit “10”: use a whole number from 1 to 9\n" },
  { { "search", "-r", "0" }, 2, "cairn-cli: Invalid reduction R “0”: use a whole number from 1 to 8, or adaptive\n" },
  { { "search", "-r", "x" }, 2, "cairn-cli: Invalid reduction R “x”: use a whole number from 1 to 8, or adaptive\n" },
  { { "search", "-p", "XO" }, 2, "cairn-cli: Invalid position “XO”: it has 2 cells, it needs exactly 9" },
  { { "search", "-p", "XO?......" }, 2, "cairn-cli: Invalid position “XO?......”: cell 2 is “?”" },
  { { "search", "-p", "XX......." }, 2, "cairn-cli: Impossible position: X has 2 marks and O has 0" },
  { { "search", "-p", "X........", "-t", "x" }, 2, "cairn-cli: Impossible position: X has more marks" },
  { { "search", "-t", "w" }, 2, "cairn-cli: Invalid side to move “w”: use x or o\n" },
  { { "search", "--node-cap", "0" }, 2, "cairn-cli: Invalid node cap “0”" },
  { { "search", "-m", "minimax", "-d", "9", "--node-cap", "100" }, 2,
    "cairn-cli: The search reached the node cap of 100 nodes and was stopped" },
  { { "compare", "--compare", "plain" }, 2, "cairn-cli: Invalid --compare “plain”: give two modes" },
  { { "compare", "--compare", "plain,quick" }, 2, "cairn-cli: Invalid mode “quick”" },
  { { "sweep", "--depths", "3-1" }, 2, "cairn-cli: Invalid range “3-1”" },
  { { "sweep", "--depths", "1-12" }, 2, "cairn-cli: Invalid depth limit “12”" },
  { { "sweep", "--reductions", "0,2" }, 2, "cairn-cli: Invalid reduction R “0”" },
  { { "sweep", "--csv", "--json" }, 2, "cairn-cli: --csv and --json cannot be used together" },
  { { "find", "--modes", "nul" }, 2, "cairn-cli: Invalid pruning mode “nul”: use null, guard, verified or adaptive\n" },
  { { "find", "--depths", "0-3" }, 2, "cairn-cli: Invalid depth limit “0”" },
  { { "find", "--reductions", "adaptive" }, 2, "cairn-cli: Invalid reduction R “adaptive” for --reductions" },
  { { "find", "--rank", "best" }, 2, "cairn-cli: Invalid --rank “best”: use loss or size\n" },
  { { "find", "--limit", "-1" }, 2, "cairn-cli: Invalid --limit -1" },
  { { "find", "--material", "KXK" }, 2, "cairn-cli: Invalid --material: “KXK” is not a material signature" },
  { { "find", "--material", "KPPPPPPPPPK" }, 2, "cairn-cli: Invalid --material: “KPPPPPPPPPK” is not a material signature" },
  { { "find", "--sample", "5" }, 2, "cairn-cli: --sample draws from --material: give a material too" },
  { { "find", "--seed", "3" }, 2, "cairn-cli: --seed sets the draw of --sample: give --sample N too\n" },
  { { "find", "--material", "KPK", "--sample", "0" }, 2, "cairn-cli: Invalid --sample 0: use a positive number\n" },
  { { "find", "--material", "KPK", "--sample", "400000" }, 2,
    "cairn-cli: Invalid --sample 400000: KPK has only 331,352 positions\n" },
  /* Too large to examine or to draw from: refused before enumerating. */
  { { "find", "--material", "KQKR" }, 2,
    "cairn-cli: --material KQKR has up to 27,321,168 positions, more than find examines at once (1,000,000): "
    "draw some with --sample N, or list chosen ones in a file for --positions FILE\n" },
  { { "find", "--material", "KQQQQK", "--sample", "10" }, 2,
    "cairn-cli: --material KQQQQK has up to 4,029,872,280 positions, more than --sample draws from (400,000,000): "
    "list chosen positions in a file for --positions FILE\n" },
  { { "find", "--material", "KPK", "--sample", "1000001" }, 2,
    "cairn-cli: Invalid --sample 1000001: find examines at most 1,000,000 positions\n" },
  { { "find", "--game", "checkers" }, 2, "cairn-cli: Unknown game “checkers”: use tictactoe, chess, connect4\n" },
  { { "find", "--game", "pawns" }, 2, "cairn-cli: --game chess needs positions: give --positions FILE, --material or --plies N\n" },
  { { "find", "--game", "connect4", "--plies", "-1" }, 2,
    "cairn-cli: Invalid --plies -1: use 0 (the start alone) or a positive number of moves\n" },
  { { "find", "--plies", "2", "--material", "KPK" }, 2, "cairn-cli: Give one of --positions, --material and --plies, not more\n" },
  { { "find", "--plies", "two" }, 2, "cairn-cli: Cannot parse integer value “two” for --plies" },
  { { "find", "--game", "tictactoe", "--material", "KPK" }, 2, "cairn-cli: --material is for chess: use it with --game chess" },
  { { "find", "--material", "KPK", "--depths", "5-13" }, 2,
    "cairn-cli: Invalid depth limit “13”: use a whole number from 1 to 12\n" },
  { { "find", "--material", "KPK", "--positions", "/nonexistent/p.txt" }, 2,
    "cairn-cli: Give either --positions or --material, not both\n" },
  { { "find", "--positions", "/nonexistent/p.txt" }, 1, "cairn-cli: Cannot read “/nonexistent/p.txt”: No such file" },
  { { "search", "--scenario", "/nonexistent/x.cairn" }, 1,
    "cairn-cli: Cannot read scenario “/nonexistent/x.cairn”: No such file or directory\n" },
  { { "search", "--scenario", "/" }, 1,
    "cairn-cli: Cannot read scenario “/”: it is a folder; give a .cairn file\n" },
};

static void
test_bad_input (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      const BadInput *b = &bad_inputs[i];
      g_auto (TestRun) run = { 0 };

      g_test_message ("case %u: %s", i, b->message);
      TEST_RUN_CLI (&run, b->args[0], b->args[1], b->args[2], b->args[3], b->args[4], b->args[5],
                    b->args[6]);
      g_assert_cmpint (run.status, ==, b->status);
      g_assert_nonnull (strstr (run.err, b->message));
      if (i > 0)
        {
          /* one line, nothing on stdout presented as a result */
          g_assert_cmpstr (strchr (run.err, '\n'), ==, run.err + strlen (run.err) - 1);
          g_assert_cmpstr (run.out, ==, "");
        }
    }
}

static void
test_bad_scenario_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bad.cairn", NULL);
  g_auto (TestRun) run = { 0 };

  g_assert_true (g_file_set_contents (path, "[Cairn Scenario]\nposition=.........\ndepth=11\nreduction=2\n",
                                      -1, NULL));
  TEST_RUN_CLI (&run, "search", "--scenario", path);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, path));
  g_assert_nonnull (strstr (run.err, "Invalid depth limit “11”"));
  g_unlink (path);
  g_rmdir (dir);
}

/* Unknown and repeated keys are warned about on stderr, by line, and the
 * search goes on with the last value GKeyFile kept. */
static void
test_scenario_warnings (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "typos.cairn", NULL);
  g_autofree char *expected = NULL;
  g_auto (TestRun) run = { 0 };

  g_assert_true (g_file_set_contents (path,
                                      "[Cairn Scenario]\nposition=...O.X...\nto-move=x\n"
                                      "depth=5\nreduction=1\ndepht=4\ndepth=3\n", -1, NULL));
  TEST_RUN_CLI (&run, "search", "--json", "--scenario", path);
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("cairn-cli: warning: %s: Line 6: unknown key “depht” is ignored; did you mean “depth”?\n"
                              "cairn-cli: warning: %s: Line 7: “depth” is given again (first on line 4); "
                              "the value on line 7 counts\n", path, path);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_nonnull (strstr (run.out, "\"depth\":3,"));
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_find (void)
{
  g_auto (TestRun) run = { 0 };
  g_auto (TestRun) range = { 0 };
  g_auto (TestRun) json = { 0 };

  TEST_RUN_CLI (&run, "find", "--depths", "3", "--reductions", "1", "--modes", "null,guard", "-n", "0");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "9,040 positions, depth 3, R 1:"));
  TEST_RUN_CLI (&range, "find", "--depths", "2-3", "--reductions", "1-2", "-m", "null", "-n", "0");
  g_assert_cmpint (range.status, ==, 0);
  g_assert_true (g_str_has_prefix (range.out, "9,040 positions, depth 2–3, R 1–2: 54,754 searches, 902,546 nodes in "));
  g_assert_nonnull (strstr (run.out, "\nnull             92         92\n"));
  g_assert_nonnull (strstr (run.out, "\nguard             0          0\n"));
  g_assert_nonnull (strstr (run.out, "\nEach case: the move plain alpha-beta plays and the move the mode plays (a cell, "
                            "0 to 8, row by row from the top left), the loss (how much less the mode's move is "
                            "worth to plain alpha-beta) and both searches' nodes.\n\n"
                            "   #  position  to mode      d R        plain plays mode plays  loss nodes plain/mode\n"));
  g_assert_nonnull (strstr (run.out, "  ...O.X... X  null      3 1                  4          0     3           122/79  values 12→9\n"));
  /* Seconds with at least two significant digits, never "0.0 s". */
  g_assert_true (g_regex_match_simple ("^9,040 positions, depth 3, R 1: [0-9,]+ searches, [0-9,]+ nodes in "
                                       "([0-9]\\.[0-9]{1,3}|[1-9][0-9]+) s\n", run.out, 0, 0));
  g_assert_null (strstr (run.out, " in 0.0 s\n"));

  TEST_RUN_CLI (&json, "find", "--json", "-d", "3", "-r", "1", "-m", "null", "--rank", "size", "-n", "1");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_nonnull (strstr (json.out, "\"modes\":{\"null\":{\"cases\":92,\"positions\":92}},\"total_cases\":92,\"cases\":[{"));
}

/* Chess from a file and from a material: the classic zugzwang
 * case with its cause, the same draw for the same seed, and bad lines
 * named by number. */
static void
test_find_chess (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "positions.txt", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.txt", NULL);
  g_autofree char *found = g_build_filename (dir, "found", NULL);
  g_autofree char *scenario = g_build_filename (found, "001-null-d7-r1.cairn", NULL);
  g_autofree char *expected = NULL;
  g_auto (TestRun) text = { 0 };
  g_auto (TestRun) json = { 0 };
  g_auto (TestRun) a = { 0 };
  g_auto (TestRun) b = { 0 };
  g_auto (TestRun) c = { 0 };
  g_auto (TestRun) error = { 0 };

  g_assert_true (g_file_set_contents (path, "# zugzwang\n\n  3k4/8/4P3/5K2/8/8/8/8 w - - 0 1\n", -1, NULL));
  TEST_RUN_CLI (&text, "find", "--game", "pawns", "--positions", path, "-d", "7", "-r", "1", "-m", "null",
                "--scenarios", found);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "1 position, depth 7, R 1:"));
  g_assert_nonnull (strstr (text.out, "\nmode       verification  zugzwang   horizon reduction\nnull                  0         1         0         0\n"));
  g_assert_nonnull (strstr (text.out, " w  null      7 1                Kf6        Ke4   750      34189/22114  values 900→150\n"
                                      "      zugzwang (as the search sees it); verified null move: right; the guard: wrong\n"));
  /* The cause is the search's judgement, and says so. */
  g_assert_nonnull (strstr (text.out, "\nzugzwang (as the search sees it): passing scored better than every move, "
                                      "at this depth limit and by this horizon heuristic,"));
  g_assert_nonnull (strstr (text.out, "It is the search’s judgement, not a proof that the real result of the game changes.\n"));
  g_assert_null (strstr (text.out, "really"));
  g_assert_true (g_file_test (scenario, G_FILE_TEST_EXISTS));

  TEST_RUN_CLI (&json, "find", "--positions", path, "-d", "7", "-r", "1", "-m", "null", "--json");
  g_assert_cmpint (json.status, ==, 0);
  g_assert_nonnull (strstr (json.out, "{\"game\":\"chess\",\"probe_window\":\"full\",\"scoring\":\"sound\",\"null_when\":\"always\",\"positions\":1,"));
  g_assert_nonnull (strstr (json.out, "\"cases\":[{\"position\":\"3k4/8/4P3/5K2/8/8/8/8 w - - 0 1\",\"to_move\":\"w\","
                                      "\"mode\":\"null\",\"depth\":7,\"reduction\":1,\"plain_move\":\"f5f6\","
                                      "\"plain_value\":900,\"pruned_move\":\"f5e4\",\"pruned_value\":140,"
                                      "\"move_value\":150,\"loss\":750,\"plain_nodes\":34189,\"pruned_nodes\":22114,"
                                      "\"cause\":\"zugzwang\",\"verified_right\":true,\"guard_right\":false,"
                                      "\"decisive_line\":[\"f5f6\",\"d8e8\",\"e6e7\"],\"decisive_kind\":\"prune\","
                                      "\"real_loss\":true,\"real_plain\":\"win\",\"real_pruned\":\"draw\"}],"
                                      "\"causes\":{\"null\":{\"verification\":0,\"zugzwang\":1,\"horizon\":0,\"reduction\":0}}}\n"));
  g_assert_cmpstr (json.err, ==, "");

  /* The same seed draws the same positions, whatever the threads did. */
  TEST_RUN_CLI (&a, "find", "--material", "KPK", "--sample", "300", "--seed", "5", "-d", "5", "-r", "1-2",
                "--json", "-n", "0");
  TEST_RUN_CLI (&b, "find", "--material", "KPK", "--sample", "300", "--seed", "5", "-d", "5", "-r", "1-2",
                "--json", "-n", "0");
  TEST_RUN_CLI (&c, "find", "--material", "KPK", "--sample", "300", "--seed", "6", "-d", "5", "-r", "1-2",
                "--json", "-n", "0");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_nonnull (strstr (a.out, "{\"game\":\"chess\",\"probe_window\":\"full\",\"scoring\":\"sound\",\"null_when\":\"always\",\"positions\":"));
  g_assert_cmpstr (a.out, ==, b.out);
  g_assert_cmpstr (a.out, !=, c.out);

  g_assert_true (g_file_set_contents (bad, "# one good, one bad\n3k4/8/4P3/5K2/8/8/8/8 w - - 0 1\n\n"
                                      "8/8/8/8/8/8/8/8 w - -\n", -1, NULL));
  TEST_RUN_CLI (&error, "find", "--game", "pawns", "--positions", bad);
  g_assert_cmpint (error.status, ==, 2);
  expected = g_strdup_printf ("cairn-cli: Invalid position on line 4 of “%s”: Impossible position: White has no king", bad);
  g_assert_nonnull (strstr (error.err, expected));
  g_assert_cmpstr (strchr (error.err, '\n'), ==, error.err + strlen (error.err) - 1);
  g_assert_cmpstr (error.out, ==, "");

  /* Tic-tac-toe lines may name the side to move after the cells. */
  {
    g_auto (TestRun) ttt = { 0 };

    g_assert_true (g_file_set_contents (path, "...O.X... x\n# the empty board\n.........\n", -1, NULL));
    TEST_RUN_CLI (&ttt, "find", "--positions", path, "-d", "3", "-r", "1", "-m", "null");
    g_assert_cmpint (ttt.status, ==, 0);
    g_assert_nonnull (strstr (ttt.out, "2 positions, depth 3, R 1:"));
    g_assert_nonnull (strstr (ttt.out, "  ...O.X... X  null      3 1                  4          0     3           122/79  values 12→9\n"
                                       "      probe on the horizon (no quiescence search); verified null move: wrong; "
                                       "the guard: right\n"));
  }

  g_unlink (scenario);
  g_rmdir (found);
  g_unlink (path);
  g_unlink (bad);
  g_rmdir (dir);
}

static void
test_help (void)
{
  const char *commands[] = { "search", "compare", "trace", "sweep" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (TestRun) run = { 0 };

      TEST_RUN_CLI (&run, commands[i], "--help");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, "--position=POSITION"));
      g_assert_nonnull (strstr (run.out, "--depth=N"));
      /* trace --json writes JSON Lines, and its help says so. */
      g_assert_nonnull (strstr (run.out, g_str_equal (commands[i], "trace")
                                         ? "--json                        Print JSON Lines (one JSON object a line) instead of text\n"
                                         : "--json                        Print JSON instead of text\n"));
    }

  /* Every command's usage line names the program as it is typed. */
  {
    const char *all[] = { "search", "compare", "trace", "sweep", "find", "suite", "export", "perft", "merge" };

    for (guint i = 0; i < G_N_ELEMENTS (all); i++)
      {
        g_auto (TestRun) run = { 0 };
        g_autofree char *usage = g_strdup_printf ("Usage:\n  cairn-cli %s [OPTION…]", all[i]);

        TEST_RUN_CLI (&run, all[i], "--help");
        g_assert_cmpint (run.status, ==, 0);
        g_assert_true (g_str_has_prefix (run.out, usage));
      }
  }

  /* The program's own summary names every game. */
  {
    g_auto (TestRun) run = { 0 };

    TEST_RUN_CLI (&run, "--help");
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "\nNull-move pruning and alpha-beta search on tic-tac-toe, chess and Connect Four, without a window.\n"));
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/find-counts-positions-over", test_find_counts_positions_over);
  g_test_add_func ("/cli/search-text", test_search_text);
  g_test_add_func ("/cli/search-json", test_search_json);
  g_test_add_func ("/cli/search-no-move", test_search_no_move);
  g_test_add_func ("/cli/compare", test_compare);
  g_test_add_func ("/cli/trace", test_trace);
  g_test_add_func ("/cli/event-numbering", test_event_numbering);
  g_test_add_func ("/cli/sweep", test_sweep);
  g_test_add_func ("/cli/scenario-option", test_scenario_option);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/bad-scenario-file", test_bad_scenario_file);
  g_test_add_func ("/cli/scenario-warnings", test_scenario_warnings);
  g_test_add_func ("/cli/find", test_find);
  g_test_add_func ("/cli/find-chess", test_find_chess);
  g_test_add_func ("/cli/find-sample-memory", test_find_sample_memory);
  g_test_add_func ("/cli/help", test_help);
  g_test_add_func ("/cli/game-over", test_game_over);
  g_test_add_func ("/cli/export-cell-numbers", test_export_cell_numbers);
  return g_test_run ();
}
