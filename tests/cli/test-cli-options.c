/* test-cli-options.c — SEARCH-RULES.md §3 through cairn-cli: --probe-window and
 * --scoring on every command that searches, their JSON keys and text,
 * scenario keys and overrides, the refusals of bad values, and the
 * decisive prunes `compare` and `find` name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cli-runner.h"
#include "test-util.h"

/* The seed's pitfall: null move plays cell 0 (9) where plain plays 4 (12). */
#define PITFALL "...O.X..."
/* X wins at once in cell 8, but the seed's scoring prefers a guess. */
#define WIN_IN_ONE ".OO...XX."
/* Plain alpha-beta promotes; null move, blind to zugzwang, does not. */
#define ZUGZWANG "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"

#define BAD_WINDOW \
  "cairn-cli: Invalid probe window “wide”: use full (the node's own window) " \
  "or zero (a null window at beta, or at alpha)\n"
#define BAD_SCORING \
  "cairn-cli: Invalid scoring “best”: use seed (the seed's win scores) " \
  "or sound (a win outranks every horizon value)\n"

/* One cairn-cli run that must succeed and say nothing on stderr: its
 * arguments, then what its output starts with, ends with, contains and
 * lacks (NULL: not checked). */
typedef struct {
  const char *args[24];
  const char *prefix;
  const char *suffix;
  const char *parts[4];
  const char *absent;
} Run;

#define ARGS(...) .args = { __VA_ARGS__ }

static void
check_runs (const Run *runs,
            guint      n_runs)
{
  for (guint i = 0; i < n_runs; i++)
    {
      const Run *r = &runs[i];
      g_autofree char *line = g_strjoinv (" ", (char **) r->args);
      g_auto (TestRun) run = { 0 };

      g_test_message ("cairn-cli %s", line);
      test_run_cli (&run, r->args);
      test_assert_run_ok (&run);
      if (r->prefix != NULL)
        g_assert_true (g_str_has_prefix (run.out, r->prefix));
      if (r->suffix != NULL)
        g_assert_true (g_str_has_suffix (run.out, r->suffix));
      for (guint j = 0; j < G_N_ELEMENTS (r->parts) && r->parts[j] != NULL; j++)
        test_assert_contains (run.out, r->parts[j]);
      if (r->absent != NULL)
        g_assert_null (strstr (run.out, r->absent));
    }
}

#define CHECK_RUNS(runs) check_runs ((runs), G_N_ELEMENTS (runs))

/* SEARCH-RULES.md §3.1: the zero window's node counts, in text and JSON. */
static void
test_probe_window (void)
{
  static const Run runs[] = {
    { ARGS ("search", "--json", "-m", "null", "-d", "9", "-r", "1", "--probe-window", "zero"),
      .parts = { "\"guard\":false,\"probe_window\":\"zero\",\"scoring\":\"seed\",\"null_when\":\"always\",\"value\":0,",
                 "\"nodes\":46031," } },
    { ARGS ("search", "--json", "-m", "null", "-d", "9", "-r", "1", "--probe-window=full"),
      .parts = { "\"probe_window\":\"full\"", "\"nodes\":80790," } },
    { ARGS ("search", "-m", "null", "-d", "9", "-r", "1", "--probe-window", "zero"),
      .prefix = "position ........., X to move, depth limit 9, R 1, zero-width probes\n",
      .parts = { "\nnodes            46,031\n" } },
    { ARGS ("search", "-m", "null", "-d", "5", "-r", "3", "--probe-window", "zero"),
      .parts = { "\nnodes            803\n" } },
    /* The default says nothing about the options. */
    { ARGS ("search", "-m", "null", "-d", "5", "-r", "3"),
      .prefix = "position ........., X to move, depth limit 5, R 3\n",
      .parts = { "\nnodes            803\n" } },
  };

  CHECK_RUNS (runs);
}

/* SEARCH-RULES.md §3.1: zero-width probes change the move, not only the work. */
static void
test_probe_window_changes_move (void)
{
  static const Run runs[] = {
    { ARGS ("search", "-p", "XOO....X.", "-d", "9", "-r", "2", "-m", "null"),
      .parts = { "\nvalue            5\nbest move        3\nnodes            269\n" } },
    { ARGS ("search", "-p", "XOO....X.", "-d", "9", "-r", "2", "-m", "null", "--probe-window", "zero"),
      .parts = { "\nvalue            7\nbest move        6\nnodes            326\n" } },
    { ARGS ("search", "--json", "-p", "XOO....X.", "-d", "9", "-r", "2", "-m", "null", "--probe-window", "zero"),
      .parts = { "\"probe_window\":\"zero\",\"scoring\":\"seed\",\"null_when\":\"always\",\"value\":7,\"best_move\":6,\"nodes\":326," } },
  };

  CHECK_RUNS (runs);
}

static void
test_scoring (void)
{
  static const Run runs[] = {
    { ARGS ("search", "--json", "-p", WIN_IN_ONE, "-t", "x", "-d", "3"),
      .parts = { "\"mode\":\"plain\"", "\"scoring\":\"seed\",\"null_when\":\"always\",\"value\":12,\"best_move\":0," } },
    { ARGS ("search", "--json", "-p", WIN_IN_ONE, "-t", "x", "-d", "3", "--scoring", "sound"),
      .parts = { "\"scoring\":\"sound\",\"null_when\":\"always\",\"value\":999,\"best_move\":8," } },
    { ARGS ("search", "-p", WIN_IN_ONE, "-t", "x", "-d", "3", "--scoring", "sound", "--probe-window", "zero", "--guard"),
      .prefix = "position .OO...XX., X to move, depth limit 3, R 3, horizon guard, "
                "zero-width probes, sound scoring\n",
      .parts = { "\nbest move        8\n" } },
  };

  CHECK_RUNS (runs);
}

/* Chess is always sound: JSON says so, and asking for the seed's
 * scoring is a note, not an error. */
static void
test_scoring_pawns (void)
{
  static const Run runs[] = {
    { ARGS ("search", "--json", "-p", ZUGZWANG, "-d", "3", "--scoring", "sound"),
      .parts = { "\"scoring\":\"sound\"" } },
    /* Sound is the game's only scoring, so the text names no option. */
    { ARGS ("search", "-p", ZUGZWANG, "-d", "3", "--scoring", "sound"),
      .prefix = "position " ZUGZWANG ", White to move, depth limit 3, R 3\n" },
  };
  g_auto (TestRun) seed = { 0 };

  TEST_RUN_CLI (&seed, "search", "--json", "-p", ZUGZWANG, "-d", "3", "--scoring", "seed");
  g_assert_cmpint (seed.status, ==, 0);
  g_assert_cmpstr (seed.err, ==,
                   "cairn-cli: note: the game chess always scores a win above every horizon value; "
                   "--scoring seed changes nothing\n");
  test_assert_contains (seed.out, "\"guard\":false,\"probe_window\":\"full\",\"scoring\":\"sound\",\"null_when\":\"always\",");
  CHECK_RUNS (runs);
}

static void
test_decisive_pitfall (void)
{
  static const Run runs[] = {
    /* Four prunes, at [1], [4], [6] and [7]; only [4] is decisive. */
    { ARGS ("compare", "-p", PITFALL, "-t", "x", "-d", "3", "-r", "1"),
      .suffix = "values at 12.\n",
      .parts = { "\nnull prunes                         0                    4\n",
                 "WARNING: the best moves differ: plain α-β plays cell 4 (value 12), null move plays cell 0 (value 9)\n"
                 "The move null move chose, cell 0, is worth 9 to plain α-β; its own cell 4 is worth 12.\n"
                 "Decisive prune after X plays cell 4: the null probe failed low at this min node, "
                 "9 ≤ α in the window (9, +∞), and so pruned its moves; with only that prune undone, "
                 "null move plays cell 4, which plain α-β values at 12.\n" } },
    { ARGS ("compare", "--json", "-p", PITFALL, "-t", "x", "-d", "3", "-r", "1"),
      .suffix = ",\"best_moves_differ\":true,\"decisive_prunes\":[{\"line\":[4],"
                "\"probe_value\":9,\"alpha\":9,\"beta\":32000,\"fails\":\"low\","
                "\"undone_best_move\":4,\"undone_plain_value\":12}],"
                "\"decisive_verifications\":[],\"plain_value_of_move\":9}\n" },
    /* Nothing to analyse when both choose the same move. */
    { ARGS ("compare", "--json", "-d", "5", "-r", "3"),
      .suffix = ",\"best_moves_differ\":false,\"decisive_prunes\":null,"
                "\"decisive_verifications\":null,\"plain_value_of_move\":null}\n" },
    /* The pruning mode may stand on either side. */
    { ARGS ("compare", "-p", PITFALL, "-t", "x", "-d", "3", "-r", "1", "--compare", "null,plain"),
      .parts = { "Decisive prune after X plays cell 4: the null probe failed low" } },
  };

  CHECK_RUNS (runs);
}

static void
test_decisive_pawns (void)
{
  static const Run runs[] = {
    { ARGS ("compare", "-p", ZUGZWANG, "-d", "7", "-r", "1"),
      .suffix = "Decisive prune after Kf6, Ke8, e7: the null probe failed low at this min node, "
                "0 ≤ α in the window (140, 900), and so pruned its moves; with only that prune "
                "undone, null move plays Kf6, which plain α-β values at 900.\n" },
    { ARGS ("compare", "--json", "-p", ZUGZWANG, "-d", "7", "-r", "1"),
      .suffix = ",\"best_moves_differ\":true,\"decisive_prunes\":[{\"line\":[\"f5f6\",\"d8e8\",\"e6e7\"],"
                "\"probe_value\":0,\"alpha\":140,\"beta\":900,\"fails\":\"low\","
                "\"undone_best_move\":\"f5f6\",\"undone_plain_value\":900}],"
                "\"decisive_verifications\":[],\"plain_value_of_move\":150}\n",
      .parts = { "\"guard\":false,\"probe_window\":\"full\",\"scoring\":\"sound\",\"null_when\":\"always\",\"left\":" } },
  };

  CHECK_RUNS (runs);
}

/* Verified null move without a single null prune (SEARCH-RULES.md §3.5): the
 * finder's cause `verification`, the decisive verification by its line,
 * and what plain α-β gives the verified move.  Tic-tac-toe first; the
 * pawn endings' figures change with the rules of chess. */
#define VERIFICATION_TTT ".XO.X.O.X"
#define VERIFICATION_PAWNS "8/8/kP6/3K4/8/8/8/8 w - - 0 1"

static void
test_verification (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-options-XXXXXX", NULL);
  g_autofree char *ttt = g_build_filename (dir, "ttt.txt", NULL);
  g_autofree char *pawns = g_build_filename (dir, "pawns.txt", NULL);
  const Run runs[] = {
    { ARGS ("find", "--positions", ttt, "-d", "3", "-r", "1", "-m", "verified"),
      .parts = { "\nmode       verification  zugzwang   horizon reduction\n"
                 "verified              1         0         0         0\n",
                 "   1  .XO.X.O.X O  verified  3 1                  3          0     1            17/21  values 8→9\n"
                 "      verification; verified null move: wrong; the guard: right\n"
                 "      decisive verification after O plays cell 3\n",
                 "\nverification: the verified search made no null prune at all; " } },
    { ARGS ("find", "--json", "--positions", ttt, "-d", "3", "-r", "1", "-m", "verified"),
      .parts = { "\"cause\":\"verification\",\"verified_right\":false,\"guard_right\":true,"
                 "\"decisive_line\":[3],\"decisive_kind\":\"verification\"}],"
                 "\"causes\":{\"verified\":{\"verification\":1,\"zugzwang\":0,\"horizon\":0,\"reduction\":0}}}\n" } },
    { ARGS ("find", "--positions", pawns, "-d", "5", "-r", "1", "-m", "verified"),
      .parts = { " w  verified  5 1                Kc6        Kc5   750        2675/1499  values 900→150\n"
                 "      verification; verified null move: wrong; the guard: wrong\n"
                 "      no prune or verification decisive on its own\n" } },
    { ARGS ("find", "--json", "--positions", pawns, "-d", "5", "-r", "1", "-m", "verified"),
      .parts = { "\"cause\":\"verification\",\"verified_right\":false,\"guard_right\":false,"
                 "\"decisive_line\":null,\"decisive_kind\":null,"
                 "\"real_loss\":true,\"real_plain\":\"win\",\"real_pruned\":\"draw\"}" } },
    /* Compare: no null prune, one decisive verification (node 9). */
    { ARGS ("compare", "-p", VERIFICATION_TTT, "-t", "o", "-d", "3", "-r", "1", "-c", "plain,verified"),
      .suffix = "The move verified null move chose, cell 0, is worth 9 to plain α-β; its own cell 3 is worth 8.\n"
                "Decisive verification after O plays cell 3: the null probe failed high at this max node, "
                "9 ≥ β in the window (−∞, 9), so its moves were searched one ply shallower to verify it; "
                "with only that verification undone, verified null move plays cell 3, which plain α-β "
                "values at 8.\n",
      .parts = { "\nnull prunes                         0                    0\n" } },
    { ARGS ("compare", "--json", "-p", VERIFICATION_TTT, "-t", "o", "-d", "3", "-r", "1", "-c", "plain,verified"),
      .suffix = ",\"best_moves_differ\":true,\"decisive_prunes\":[],\"decisive_verifications\":"
                "[{\"line\":[3],\"probe_value\":9,\"alpha\":-32000,\"beta\":9,\"fails\":\"high\","
                "\"undone_best_move\":3,\"undone_plain_value\":8}],\"plain_value_of_move\":9}\n" },
    /* Kc5: 41 verifications, none decisive alone, and never "any one of
     * the 0 null prunes". */
    { ARGS ("compare", "-p", VERIFICATION_PAWNS, "-d", "5", "-r", "1", "-c", "plain,verified"),
      .suffix = "The move verified null move chose, Kc5, is worth 150 to plain α-β; its own Kc6 is "
                "worth 900.\n"
                "It made no null prune, and no verification is decisive on its own: with any one of "
                "the 41 verifications undone, verified null move still plays a worse move.\n",
      .absent = "the 0 null prunes" },
    { ARGS ("compare", "--json", "-p", VERIFICATION_PAWNS, "-d", "5", "-r", "1", "-c", "plain,verified"),
      .suffix = ",\"decisive_prunes\":[],\"decisive_verifications\":[],\"plain_value_of_move\":150}\n" },
    /* The moves differ, but plain α-β values both at 9: nothing to blame. */
    { ARGS ("compare", "-p", "......XO.", "-t", "x", "-d", "5", "-r", "1", "-c", "plain,null"),
      .suffix = "The move null move chose, cell 4, is worth 9 to plain α-β; its own cell 1 is worth 9.\n"
                "No prune is decisive: plain α-β values the move null move chose as highly as its own.\n" },
    /* Worse, and two prunes: either one undone still leaves cell 5. */
    { ARGS ("compare", "-p", "X.O.X.O..", "-t", "x", "-d", "4", "-r", "1", "-c", "plain,null"),
      .suffix = "The move null move chose, cell 5, is worth 7 to plain α-β; its own cell 8 is worth 9.\n"
                "No prune is decisive on its own: with any one of the 2 null prunes undone, null move "
                "still plays a worse move.\n" },
  };

  g_assert_true (g_file_set_contents (ttt, VERIFICATION_TTT " o\n", -1, NULL));
  g_assert_true (g_file_set_contents (pawns, VERIFICATION_PAWNS "\n", -1, NULL));
  CHECK_RUNS (runs);
  g_assert_cmpint (g_remove (ttt), ==, 0);
  g_assert_cmpint (g_remove (pawns), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Both modes report the same value, yet the verified move is worse:
 * compare says what plain α-β gives it. */
static void
test_tie (void)
{
  static const Run runs[] = {
    { ARGS ("compare", "-p", "...OXO.X.", "-t", "x", "-d", "4", "-r", "1", "-c", "plain,verified"),
      .suffix = "WARNING: the best moves differ: plain α-β plays cell 1 (value 9), verified null move "
                "plays cell 0 (value 9)\n"
                "The move verified null move chose, cell 0, is worth 7 to plain α-β; its own cell 1 is worth 9.\n"
                "Decisive verification after X plays cell 0, O plays cell 2: the null probe failed high "
                "at this max node, 12 ≥ β in the window (−∞, 9), so its moves were searched one ply "
                "shallower to verify it; with only that verification undone, verified null move plays "
                "cell 1, which plain α-β values at 9.\n" },
    { ARGS ("compare", "--json", "-p", "...OXO.X.", "-t", "x", "-d", "4", "-r", "1", "-c", "plain,verified"),
      .suffix = ",\"decisive_prunes\":[],\"decisive_verifications\":[{\"line\":[0,2],\"probe_value\":12,"
                "\"alpha\":-32000,\"beta\":9,\"fails\":\"high\",\"undone_best_move\":1,"
                "\"undone_plain_value\":9}],\"plain_value_of_move\":7}\n" },
    /* Kh8 and Kh6 both 150; after Kh6 plain α-β sees White queen. */
    { ARGS ("compare", "-p", "8/7k/5KP1/8/8/8/8/8 b - - 0 1", "-d", "6", "-r", "1", "-c", "plain,verified"),
      .parts = { "The move verified null move chose, Kh6, is worth 900 to plain α-β; "
                 "its own Kh8 is worth 150.\n"
                 "Decisive verification after Kh6, g7, Kh7, Kf7: the null probe failed low at this min node, "
                 "150 ≤ α in the window (150, 900), so",
                 "\nDecisive verification after Kh8: the null probe failed high at this max node, "
                 "150 ≥ β in the window (−∞, 150), so",
                 "\nDecisive prune after Kh8, g7+, Kg8: " } },
    { ARGS ("compare", "--json", "-p", "8/7k/5KP1/8/8/8/8/8 b - - 0 1", "-d", "6", "-r", "1", "-c", "plain,verified"),
      .suffix = ",\"plain_value_of_move\":900}\n",
      .parts = { "\"decisive_prunes\":[{\"line\":[\"h7h8\",\"g6g7\",\"h8g8\"],",
                 "\"decisive_verifications\":[{\"line\":[\"h7h6\",\"g6g7\",\"h6h7\",\"f6f7\"],",
                 "},{\"line\":[\"h7h8\"],\"probe_value\":150," } },
  };

  CHECK_RUNS (runs);
}

/* Every command that searches takes the options. */
static void
test_commands (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-options-XXXXXX", NULL);
  g_autofree char *tree = g_build_filename (dir, "tree.json", NULL);
  g_autofree char *figure = g_build_filename (dir, "figure.pdf", NULL);
  g_autofree char *chart = g_build_filename (dir, "chart.pdf", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *figure_text = NULL;
  g_autofree char *chart_text = NULL;
  const Run runs[] = {
    /* null d4 R1: 1,156 events with the full window, 1,039 with zero. */
    { ARGS ("trace", "--json", "-m", "null", "-d", "4", "-r", "1"),
      .parts = { "{\"event\":\"done\",\"index\":1155," } },
    { ARGS ("trace", "--json", "-m", "null", "-d", "4", "-r", "1", "--probe-window", "zero"),
      .parts = { "{\"event\":\"done\",\"index\":1038," } },
    { ARGS ("sweep", "--json", "--depths", "9", "--reductions", "1", "--probe-window", "zero"),
      .parts = { "\"guard\":false,\"probe_window\":\"zero\",\"scoring\":\"seed\",\"null_when\":\"always\",\"rows\":[",
                 "\"baseline_nodes\":20866,\"baseline_value\":0,\"nodes\":46031," } },
    { ARGS ("sweep", "--depths", "3", "--reductions", "1", "--scoring", "sound"),
      .prefix = "position ........., X to move: null move against plain α-β, sound scoring\n" },
    { ARGS ("export", "-m", "null", "-d", "5", "-r", "3", "--probe-window", "zero", "--scoring", "sound", "-o", tree) },
    /* Figures say when the search is not the seed's. */
    { ARGS ("export", "-p", PITFALL, "-t", "x", "-d", "3", "-r", "1", "--compare", "plain,null",
            "--probe-window", "zero", "-o", figure) },
    { ARGS ("sweep", "--depths", "3", "--reductions", "1", "--scoring", "sound", "--plot", chart) },
  };

  CHECK_RUNS (runs);
  g_assert_true (g_file_get_contents (tree, &contents, NULL, NULL));
  test_assert_contains (contents, "\"guard\":false,\"probe_window\":\"zero\",\"scoring\":\"sound\",\"null_when\":\"always\",\"node_cap\":");
  if ((figure_text = test_pdf_text (figure)) && (chart_text = test_pdf_text (chart)))
    {
      test_assert_contains (figure_text, "depth limit 3 · zero-width probes");
      test_assert_contains (chart_text, "empty board, X to move, sound scoring");
    }

  g_unlink (tree);
  g_unlink (figure);
  g_unlink (chart);
  g_rmdir (dir);
}

/* find: the options reach every search it runs, its JSON and text and
 * the scenarios it writes; each case names its decisive prune. */
static void
test_find (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-options-XXXXXX", NULL);
  g_autofree char *pitfall = g_build_filename (dir, "pitfall.txt", NULL);
  g_autofree char *zugzwang = g_build_filename (dir, "zugzwang.txt", NULL);
  g_autofree char *cases = g_build_filename (dir, "cases", NULL);
  g_autofree char *scenario = g_build_filename (cases, "001-null-d3-r1.cairn", NULL);
  g_autofree char *contents = NULL;
  const Run runs[] = {
    /* Every legal position, d3 R1: the zero window searches fewer nodes
     * and finds the same 92 cases; sound scoring finds 112. */
    { ARGS ("find", "--json", "-d", "3", "-r", "1", "-m", "null", "-n", "1", "--rank", "size"),
      .prefix = "{\"game\":\"tictactoe\",\"probe_window\":\"full\",\"scoring\":\"seed\",\"null_when\":\"always\","
                "\"positions\":9040,\"positions_over\":2740,\"searches\":18594,\"nodes\":410326,"
                "\"modes\":{\"null\":{\"cases\":92,\"positions\":92}}",
      .parts = { "\"position\":\"...OXOX.X\",\"to_move\":\"o\"",
                 "\"cause\":\"zugzwang\",\"verified_right\":true,\"guard_right\":true,\"decisive_line\":[1],\"decisive_kind\":\"prune\"}" } },
    { ARGS ("find", "--json", "-d", "3", "-r", "1", "-m", "null", "-n", "1", "--rank", "size", "--probe-window", "zero"),
      .prefix = "{\"game\":\"tictactoe\",\"probe_window\":\"zero\",\"scoring\":\"seed\",\"null_when\":\"always\","
                "\"positions\":9040,\"positions_over\":2740,\"searches\":18594,\"nodes\":408828,"
                "\"modes\":{\"null\":{\"cases\":92,\"positions\":92}}" },
    { ARGS ("find", "--json", "-d", "3", "-r", "1", "-m", "null", "-n", "1", "--rank", "size", "--scoring=sound"),
      .prefix = "{\"game\":\"tictactoe\",\"probe_window\":\"full\",\"scoring\":\"sound\",\"null_when\":\"always\","
                "\"positions\":9040,\"positions_over\":2740,\"searches\":18662,\"nodes\":419666,"
                "\"modes\":{\"null\":{\"cases\":112,\"positions\":112}}",
      .parts = { "\"position\":\"..OO.XX..\",\"to_move\":\"o\",\"mode\":\"null\",\"depth\":3,"
                 "\"reduction\":1,\"plain_move\":4,\"plain_value\":-9,\"pruned_move\":0,",
                 "\"decisive_line\":[4],\"decisive_kind\":\"prune\"}" } },
    /* The seed's pitfall: only the prune at [4] is decisive. */
    { ARGS ("find", "--json", "--positions", pitfall, "-d", "3", "-r", "1", "-m", "null"),
      .parts = { "\"plain_move\":4,\"plain_value\":12,\"pruned_move\":0,\"pruned_value\":9,"
                 "\"move_value\":9,\"loss\":3,\"plain_nodes\":122,\"pruned_nodes\":79,\"cause\":\"horizon\","
                 "\"verified_right\":false,\"guard_right\":true,\"decisive_line\":[4],\"decisive_kind\":\"prune\"}]," } },
    { ARGS ("find", "--positions", pitfall, "-d", "3", "-r", "1", "-m", "null",
            "--probe-window", "zero", "--scoring", "sound", "--scenarios", cases),
      .parts = { "\nEvery search with zero-width probes, sound scoring.\n",
                 "\n      probe on the horizon (no quiescence search); verified null move: wrong; the guard: right\n"
                 "      decisive prune after X plays cell 4\n" } },
    /* Pawns: the king's walk is lost to a prune three plies down. */
    { ARGS ("find", "--json", "--positions", zugzwang, "-d", "7", "-r", "1", "-m", "null"),
      .prefix = "{\"game\":\"chess\",\"probe_window\":\"full\",\"scoring\":\"sound\",\"null_when\":\"always\",",
      .parts = { "\"plain_move\":\"f5f6\",\"plain_value\":900,\"pruned_move\":\"f5e4\",",
                 "\"cause\":\"zugzwang\",\"verified_right\":true,\"guard_right\":false,"
                 "\"decisive_line\":[\"f5f6\",\"d8e8\",\"e6e7\"],\"decisive_kind\":\"prune\","
                 "\"real_loss\":true,\"real_plain\":\"win\",\"real_pruned\":\"draw\"}]," } },
    { ARGS ("find", "--positions", zugzwang, "-d", "7", "-r", "1", "-m", "null"),
      .parts = { "\n      decisive prune after Kf6, Ke8, e7\n" } },
  };

  g_assert_true (g_file_set_contents (pitfall, PITFALL " x\n", -1, NULL));
  g_assert_true (g_file_set_contents (zugzwang, ZUGZWANG "\n", -1, NULL));
  CHECK_RUNS (runs);
  g_assert_true (g_file_get_contents (scenario, &contents, NULL, NULL));
  test_assert_contains (contents, "\nprobe-window=zero\nscoring=sound\n");

  g_unlink (scenario);
  g_rmdir (cases);
  g_unlink (pitfall);
  g_unlink (zugzwang);
  g_rmdir (dir);
}

/* A scenario's keys are read; options typed as well win. */
static void
test_scenario (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-options-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "win.cairn", NULL);
  const Run runs[] = {
    { ARGS ("search", "--json", "--scenario", path),
      .parts = { "\"probe_window\":\"zero\",\"scoring\":\"sound\",\"null_when\":\"always\",\"value\":999,\"best_move\":8," } },
    { ARGS ("search", "--json", "--scenario", path, "--scoring", "seed", "--probe-window", "full"),
      .parts = { "\"probe_window\":\"full\",\"scoring\":\"seed\",\"null_when\":\"always\",\"value\":12,\"best_move\":0," } },
  };

  g_assert_true (g_file_set_contents (path,
                                      "[Cairn Scenario]\nposition=" WIN_IN_ONE "\nto-move=x\n"
                                      "depth=3\nreduction=1\nleft-mode=plain\nright-mode=null\n"
                                      "probe-window=zero\nscoring=sound\n", -1, NULL));
  CHECK_RUNS (runs);
  g_unlink (path);
  g_rmdir (dir);
}

/* A bad value: status 2, exactly one line naming it and what is allowed,
 * nothing on stdout, on every command that takes the options. */
static void
test_bad_values (void)
{
  const char *commands[] = { "search", "compare", "trace", "sweep", "export", "find" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto (TestRun) window = { 0 };
      g_auto (TestRun) scoring = { 0 };

      /* export wants its file first; none is written. */
      gboolean export = g_str_equal (commands[i], "export");

      TEST_RUN_CLI (&window, commands[i], "--probe-window", "wide", export ? "-o" : NULL, "never-written.png");
      g_assert_cmpint (window.status, ==, 2);
      g_assert_cmpstr (window.err, ==, BAD_WINDOW);
      g_assert_cmpstr (window.out, ==, "");

      TEST_RUN_CLI (&scoring, commands[i], "--scoring=best", export ? "-o" : NULL, "never-written.png");
      g_assert_cmpint (scoring.status, ==, 2);
      g_assert_cmpstr (scoring.err, ==, BAD_SCORING);
      g_assert_cmpstr (scoring.out, ==, "");
      g_assert_false (g_file_test ("never-written.png", G_FILE_TEST_EXISTS));
    }
}

/* export --focus: the empty board, depth 9, null move, R 1, focused on the
 * centre.  Each other first move is a stub with the nodes under it (their
 * subtree sizes, counted from the JSON export's parents, less one); the
 * centre itself is drawn two plies down.  Cairo's SVG has no text, only
 * glyph outlines: the PDF of the same figure carries the words. */
static void
test_export_focus (void)
{
  static const char * const stubs[] = {
    "+15,438", "+5,745", "+9,380", "+4,898", "+7,682", "+10,779", "+11,232", "+11,437",
  };
  g_autofree char *dir = g_dir_make_tmp ("cairn-cli-options-XXXXXX", NULL);
  g_autofree char *pdf = g_build_filename (dir, "focus.pdf", NULL);
  g_autofree char *svg = g_build_filename (dir, "focus.svg", NULL);
  g_autofree char *cut = g_build_filename (dir, "cut.pdf", NULL);
  g_autofree char *whole = g_build_filename (dir, "whole.pdf", NULL);
  g_autofree char *svg_text = NULL;
  g_autofree char *text = NULL;
  g_autofree char *cut_text = NULL;
  g_autofree char *whole_text = NULL;
  g_auto (TestRun) run_pdf = { 0 };
  g_auto (TestRun) run_svg = { 0 };
  g_auto (TestRun) run_cut = { 0 };
  g_auto (TestRun) run_whole = { 0 };
  g_auto (TestRun) bad_plies = { 0 };
  g_auto (TestRun) lone_plies = { 0 };
  g_auto (TestRun) with_cut = { 0 };

  /* Sized to the tree (the default is a slide), where every count has room. */
  TEST_RUN_CLI (&run_pdf, "export", "-d", "9", "-m", "null", "-r", "1", "--focus", "--mark", "4",
                "--page", "none", "-o", pdf);
  TEST_RUN_CLI (&run_svg, "export", "-d", "9", "-m", "null", "-r", "1", "--focus", "--mark", "4",
                "--page", "none", "-o", svg);
  TEST_RUN_CLI (&run_cut, "export", "-d", "9", "-m", "null", "-r", "1", "--focus", "--mark", "4",
                "--focus-plies", "0", "--page", "none", "-o", cut);
  TEST_RUN_CLI (&run_whole, "export", "-d", "9", "-m", "null", "-r", "1", "--mark", "4", "--page", "a4",
                "-o", whole);
  test_assert_run_ok (&run_pdf);
  test_assert_run_ok (&run_svg);
  test_assert_run_ok (&run_cut);
  test_assert_run_ok (&run_whole);
  g_assert_true (g_file_get_contents (svg, &svg_text, NULL, NULL));
  g_assert_true (g_str_has_prefix (svg_text, "<?xml"));
  test_assert_contains (svg_text, "<svg");

  if ((text = test_pdf_text (pdf)) && (cut_text = test_pdf_text (cut)) && (whole_text = test_pdf_text (whole)))
    {
      for (guint i = 0; i < G_N_ELEMENTS (stubs); i++)
        {
          g_autofree char *word = g_strdup_printf ("%s ", stubs[i]);

          test_assert_contains (text, word);
          test_assert_contains (cut_text, word);
          g_assert_null (strstr (whole_text, word));
        }
      /* 80,790 nodes, 28 drawn. */
      test_assert_contains (text, "Focus on the moves X4: the path to them, the moves beside it and 2 plies "
                                  "below; 80,762 nodes left out are counted under the node they hang from");
      /* No plies below the centre: it is a stub too, of 4,189. */
      g_assert_null (strstr (text, "+4,189 "));
      test_assert_contains (cut_text, "+4,189 ");
      test_assert_contains (cut_text, "and 0 plies below; 80,780 nodes left out");
    }

  TEST_RUN_CLI (&bad_plies, "export", "-d", "3", "--focus", "--focus-plies", "65", "-o", svg);
  g_assert_cmpint (bad_plies.status, ==, 2);
  g_assert_cmpstr (bad_plies.err, ==,
                   "cairn-cli: Invalid --focus-plies “65”: use a whole number of plies from 0 to 64\n");
  TEST_RUN_CLI (&lone_plies, "export", "-d", "3", "--focus-plies", "3", "-o", svg);
  g_assert_cmpint (lone_plies.status, ==, 2);
  g_assert_cmpstr (lone_plies.err, ==, "cairn-cli: --focus-plies “3” needs --focus\n");
  TEST_RUN_CLI (&with_cut, "export", "-d", "3", "--focus", "--max-ply", "2", "-o", svg);
  g_assert_cmpint (with_cut.status, ==, 2);
  test_assert_contains (with_cut.err, "--focus and --max-ply “2” cannot be used together");

  g_unlink (pdf);
  g_unlink (svg);
  g_unlink (cut);
  g_unlink (whole);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-options/probe-window", test_probe_window);
  g_test_add_func ("/cli-options/probe-window-changes-move", test_probe_window_changes_move);
  g_test_add_func ("/cli-options/scoring", test_scoring);
  g_test_add_func ("/cli-options/scoring-pawns", test_scoring_pawns);
  g_test_add_func ("/cli-options/decisive-pitfall", test_decisive_pitfall);
  g_test_add_func ("/cli-options/decisive-pawns", test_decisive_pawns);
  g_test_add_func ("/cli-options/verification", test_verification);
  g_test_add_func ("/cli-options/tie", test_tie);
  g_test_add_func ("/cli-options/commands", test_commands);
  g_test_add_func ("/cli-options/scenario", test_scenario);
  g_test_add_func ("/cli-options/find", test_find);
  g_test_add_func ("/cli-options/bad-values", test_bad_values);
  g_test_add_func ("/cli-options/export-focus", test_export_focus);
  return g_test_run ();
}
