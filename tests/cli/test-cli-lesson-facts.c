/* test-cli-lesson-facts.c — what the chess lesson cards say about real
 * chess, held against the endgame tables (Debian's gaviotatb, every 3-man
 * ending) through cairn-cli: a teaching tool must never teach a false
 * thing.  The mate in two, 7 men, is test-stockfish's (and Stockfish's
 * 0.00 after Rxh5+ is here, skipped without Stockfish).
 *
 * And every figure the chess cards quote of their searches, in the seed
 * style and in the engine style (SEARCH-RULES.md §4), measured again with
 * cairn-cli search and find: the cards (cairn-lessons.c, plain data) are
 * compiled in, so each figure is held against the very words that quote
 * it.  test-lessons counts the same figures with the library.
 *
 * The Connect Four card likewise: its searches, the probe it points at,
 * the finder's cause for its position and the finder's counts over every
 * board reachable in at most 4 plies.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "cairn-lessons.h"
#include "cli-runner.h"
#include "test-util.h"

/* The real result of @fen as cairn-cli states it: its two tablebase lines. */
static char *
real_result (const char *fen)
{
  g_auto (TestRun) run = { 0 };
  const char *line;

  TEST_RUN_CLI (&run, "search", "-p", fen, "-d", "1");
  test_assert_run_ok (&run);
  line = strstr (run.out, "In real chess (tablebase): ");
  g_assert_nonnull (line);
  return g_strdup (line);
}

/* Zugzwang cards: after 1. Kf6 Ke8 2. e7, a pass by Black leaves White
 * a draw whatever it plays ("Ke6 stalemates Black, every other move gives
 * up the pawn, 0 either way. That is the true value of the position after
 * a pass"), while Black's one real move, Kd7, loses ("the one move Black
 * has loses"). */
static void
test_zugzwang (void)
{
  g_autofree char *passed = real_result ("4k3/4P3/5K2/8/8/8/8/8 w - - 0 1");
  g_autofree char *moved = real_result ("4k3/4P3/5K2/8/8/8/8/8 b - - 0 1");

  g_assert_cmpstr (passed, ==,
                   "In real chess (tablebase): a draw; every move draws\n"
                   "Each move in real chess: Ke5 draws; Kf5 draws; Kg5 draws; Ke6 draws; Kg6 draws; Kg7 draws\n");
  g_assert_cmpstr (moved, ==,
                   "In real chess (tablebase): White wins, mate in 9; every move loses; the longest defence: Kd7\n"
                   "Each move in real chess: Kd7 loses, mated in 9\n");
}

/* The stalemate trap: "c8=Q stalemates Black: 0. Promoting to a rook,
 * c8=R, mates in two: Black's only move is Ka6, and Ra8 mates."  Null
 * move's Kd7 "wins too, mate in 7 by the tablebase". */
static void
test_stalemate_trap (void)
{
  g_autofree char *root = real_result ("8/k1P5/2K5/8/8/8/8/8 w - - 0 1");
  g_autofree char *rook = real_result ("2R5/k7/2K5/8/8/8/8/8 b - - 0 1");
  g_auto (TestRun) queen = { 0 };
  g_auto (TestRun) mated = { 0 };

  test_assert_contains (root, "Each move in real chess: ");
  test_assert_contains (root, "; c8=Q draws; c8=R wins, mate in 2; ");
  test_assert_contains (root, "; Kd7 wins, mate in 7; ");
  g_assert_cmpstr (rook, ==,
                   "In real chess (tablebase): White wins, mate in 1; every move loses; the longest defence: Ka6\n"
                   "Each move in real chess: Ka6 loses, mated in 1\n");

  TEST_RUN_CLI (&queen, "search", "-p", "2Q5/k7/2K5/8/8/8/8/8 b - - 0 1", "-d", "1");
  test_assert_run_ok (&queen);
  test_assert_contains (queen.out, "Stalemate: Black has no legal move and is not in check, so the game is drawn. There is no move to search.\n");
  TEST_RUN_CLI (&mated, "search", "-p", "R7/8/k1K5/8/8/8/8/8 b - - 0 1", "-d", "1");
  test_assert_run_ok (&mated);
  test_assert_contains (mated.out, "Checkmate: White has won. The game is over, so there is no move to search.\n");
}

/* The zugzwang-guard card, move by move: after 1. Kf6 Ke8 2. e7 and a
 * pass, "Ke6 stalemates Black, every other move gives up the pawn": Ke6
 * leaves Black no move, and after each other king move Black's Kxe7 is
 * legal. */
static void
test_zugzwang_after_pass (void)
{
  static const char *const gives_up[] = {
    "4k3/4P3/8/4K3/8/8/8/8 b - - 1 1",   /* Ke5 */
    "4k3/4P3/8/5K2/8/8/8/8 b - - 1 1",   /* Kf5 */
    "4k3/4P3/8/6K1/8/8/8/8 b - - 1 1",   /* Kg5 */
    "4k3/4P3/6K1/8/8/8/8/8 b - - 1 1",   /* Kg6 */
    "4k3/4P1K1/8/8/8/8/8/8 b - - 1 1",   /* Kg7 */
  };
  g_auto (TestRun) ke6 = { 0 };

  TEST_RUN_CLI (&ke6, "search", "-p", "4k3/4P3/4K3/8/8/8/8/8 b - - 1 1", "-d", "1");
  test_assert_run_ok (&ke6);
  test_assert_contains (ke6.out, "Stalemate: Black has no legal move and is not in check");
  for (guint i = 0; i < G_N_ELEMENTS (gives_up); i++)
    {
      g_auto (TestRun) perft = { 0 };

      TEST_RUN_CLI (&perft, "perft", gives_up[i], "1", "--divide");
      test_assert_run_ok (&perft);
      test_assert_contains (perft.out, "e8e7: 1\n");
    }
}

/* The null-move problem cards: after 1. Nh4 "every real move Black has
 * there allows a mate" — a full-width search two plies deep (every Black
 * move, every White answer) finds White mating at ply 2 whatever Black
 * plays.  Seven men: beyond the tables, so the exhaustive search is the
 * proof. */
static void
test_null_problem_after_nh4 (void)
{
  g_auto (TestRun) run = { 0 };

  TEST_RUN_CLI (&run, "search", "-p", "8/7p/5K1k/7r/3n3N/8/7R/8 b - - 1 1", "-d", "2", "-m", "minimax");
  test_assert_run_ok (&run);
  test_assert_contains (run.out, "\nvalue            29998 (White mates, ply 2)\n");
}

#define ZUGZWANG "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"
#define PROBLEM  "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1"
#define TRAP     "8/k1P5/2K5/8/8/8/8/8 w - - 0 1"
#define ENGINE   "engine"
/* Every part but the gate: what a chess program's search does around a
 * null move that is tried everywhere. */
#define NO_GATE  "qsearch,order,pvs,tt,id,check,draws"
#define GATE_PVS "qsearch,gate,order,tt,pvs"
/* X in columns 2 and 4 of the bottom row, O above each (move string 2244). */
#define C4_HORIZON "......./......./......./......./.O.O.../.X.X... x"

/* One search a card quotes: cairn-cli search -p FEN -d DEPTH -r R -m MODE
 * [--engine-parts=PARTS] [OPTION] plays MOVE for VALUE in NODES nodes
 * (NULL: any number), and prints LINE too (NULL: nothing more); the card
 * says SAYS in its text or note, word for word.  R is 1 unless given. */
typedef struct {
  const char *card;
  const char *says;
  const char *fen;
  const char *depth;
  const char *mode;
  const char *parts;
  const char *option;
  const char *move;
  const char *value;
  const char *nodes;
  const char *line;
  const char *reduction;
} Figure;

static const Figure figures[] = {
  /* Zugzwang: the seed style's failure, kept by a quiescence search,
   * gone with the gate (no piece to probe with before a promotion), and
   * gone without it only by the order iterative deepening, the table and
   * move ordering give the root's moves. */
  { "zugzwang", "Seed style (the panes): plain alpha-beta plays Kf6 in 34,189 nodes",
    ZUGZWANG, "7", "plain", NULL, NULL, "Kf6", "900", "34,189", NULL },
  { "zugzwang", "null move Ke4 for 140 in 22,114.",
    ZUGZWANG, "7", "null", NULL, NULL, "Ke4", "140", "22,114", NULL },
  { "zugzwang", "(--engine-parts=qsearch): plain alpha-beta Kf6 in 62,260 nodes",
    ZUGZWANG, "7", "plain", "qsearch", NULL, "Kf6", "900", "62,260", NULL },
  { "zugzwang", "null move still Ke4 for 140, in 39,673.",
    ZUGZWANG, "7", "null", "qsearch", NULL, "Ke4", "140", "39,673", NULL },
  { "zugzwang", "(--engine-parts=engine): plain alpha-beta Kf6 in 1,635 nodes",
    ZUGZWANG, "7", "plain", ENGINE, NULL, "Kf6", "900", "1,635", NULL },
  { "zugzwang", "null move Kf6 in 1,631, because the gate",
    ZUGZWANG, "7", "null", ENGINE, NULL, "Kf6", "900", "1,631", NULL },
  { "zugzwang", "its 38 probes all come after a promotion",
    ZUGZWANG, "7", "null", ENGINE, NULL, "Kf6", "900", "1,631", "null probes      38\n" },
  { "zugzwang", "null move plays Kf6 as well (1,955 nodes, 392 prunes)",
    ZUGZWANG, "7", "null", NO_GATE, NULL, "Kf6", "900", "1,955", "null prunes      392\n" },
  { "zugzwang", "without any one of the three it plays Ke4.",
    ZUGZWANG, "7", "null", "qsearch,pvs,tt,id,check,draws", NULL, "Ke4", "140", NULL, NULL },
  { "zugzwang", "without any one of the three it plays Ke4.",
    ZUGZWANG, "7", "null", "qsearch,order,pvs,id,check,draws", NULL, "Ke4", "140", NULL, NULL },
  { "zugzwang", "without any one of the three it plays Ke4.",
    ZUGZWANG, "7", "null", "qsearch,order,pvs,tt,check,draws", NULL, "Ke4", "140", NULL, NULL },
  { "zugzwang", "put Kf6 first, before Ke4 has set a bound",
    ZUGZWANG, "7", "null", NO_GATE, NULL, "Kf6", "900", "1,955", NULL },

  { "zugzwang-guard", "Seed style (the panes): Ke4 for 140 in 33,833 nodes",
    ZUGZWANG, "7", "null", NULL, "--guard", "Ke4", "140", "33,833", NULL },
  { "zugzwang-guard", "where plain alpha-beta plays Kf6 in 34,189.",
    ZUGZWANG, "7", "plain", NULL, NULL, "Kf6", "900", "34,189", NULL },
  { "zugzwang-guard", "(--engine-parts=qsearch): still Ke4, in 46,748 nodes",
    ZUGZWANG, "7", "null", "qsearch", "--guard", "Ke4", "140", "46,748", NULL },
  { "zugzwang-guard", "(plain alpha-beta Kf6 in 62,260)",
    ZUGZWANG, "7", "plain", "qsearch", NULL, "Kf6", "900", "62,260", NULL },
  { "zugzwang-guard", "(--engine-parts=engine): Kf6 in 1,635 nodes with no probe at all",
    ZUGZWANG, "7", "null", ENGINE, "--guard", "Kf6", "900", "1,635", "null probes      0\n" },

  { "zugzwang-verified", "verified null move plays Kf6 in 17,749 nodes with one re-search",
    ZUGZWANG, "7", "verified", NULL, NULL, "Kf6", "900", "17,749", "re-searches      1\n" },
  { "zugzwang-verified", "(plain alpha-beta 34,189)",
    ZUGZWANG, "7", "plain", NULL, NULL, "Kf6", "900", "34,189", NULL },
  { "zugzwang-verified", "(--engine-parts=qsearch): Kf6 in 27,919 nodes with 3 re-searches",
    ZUGZWANG, "7", "verified", "qsearch", NULL, "Kf6", "900", "27,919", "re-searches      3\n" },
  { "zugzwang-verified", "(plain alpha-beta 62,260)",
    ZUGZWANG, "7", "plain", "qsearch", NULL, "Kf6", "900", "62,260", NULL },
  { "zugzwang-verified", "(--engine-parts=engine): Kf6 in 1,653 nodes with no re-search",
    ZUGZWANG, "7", "verified", ENGINE, NULL, "Kf6", "900", "1,653", "re-searches      0\n" },
  { "zugzwang-verified", "(plain alpha-beta 1,635)",
    ZUGZWANG, "7", "plain", ENGINE, NULL, "Kf6", "900", "1,635", NULL },

  /* The mate in two: the classic failure survives every part. */
  { "null-problem", "plain alpha-beta plays Nh4 in 3,793 nodes",
    PROBLEM, "4", "plain", NULL, NULL, "Nh4", "29997 (White mates, ply 3)", "3,793", NULL },
  { "null-problem", "null move Rxh5+ for 190 in 3,235, with 32 prunes.",
    PROBLEM, "4", "null", NULL, NULL, "Rxh5+", "190", "3,235", "null prunes      32\n" },
  { "null-problem", "plain alpha-beta Nh4 in 1,190 nodes",
    PROBLEM, "4", "plain", ENGINE, NULL, "Nh4", "29997 (White mates, ply 3)", "1,190", NULL },
  { "null-problem", "null move Rxh5+ for 190 in 1,056, with 228 prunes.",
    PROBLEM, "4", "null", ENGINE, NULL, "Rxh5+", "190", "1,056", "null prunes      228\n" },

  { "null-problem-cures", "still plays Rxh5+ for 190, in 4,472 nodes",
    PROBLEM, "4", "null", NULL, "--guard", "Rxh5+", "190", "4,472", "null probes      19\n" },
  { "null-problem-cures", "cuts its probes from 114 to 19",
    PROBLEM, "4", "null", NULL, NULL, "Rxh5+", "190", "3,235", "null probes      114\n" },
  { "null-problem-cures", "Nh4, 29997 (White mates, ply 3), in 4,306 nodes.",
    PROBLEM, "4", "verified", NULL, "--guard", "Nh4", "29997 (White mates, ply 3)", "4,306", NULL },
  { "null-problem-cures", "verified null move also plays Nh4 at depth 4, R 1 (3,091 nodes).",
    PROBLEM, "4", "verified", NULL, NULL, "Nh4", "29997 (White mates, ply 3)", "3,091", NULL },
  { "null-problem-cures", "with the guard neither pane tries a single probe",
    PROBLEM, "4", "null", ENGINE, "--guard", "Nh4", "29997 (White mates, ply 3)", "1,190", "null probes      0\n" },
  { "null-problem-cures", "both play Nh4 in 1,190 nodes, as plain alpha-beta does.",
    PROBLEM, "4", "verified", ENGINE, "--guard", "Nh4", "29997 (White mates, ply 3)", "1,190", "null probes      0\n" },
  { "null-problem-cures", "both play Nh4 in 1,190 nodes, as plain alpha-beta does.",
    PROBLEM, "4", "plain", ENGINE, NULL, "Nh4", "29997 (White mates, ply 3)", "1,190", NULL },
  { "null-problem-cures", "null move plays Rxh5+ for 190 (1,056 nodes)",
    PROBLEM, "4", "null", ENGINE, NULL, "Rxh5+", "190", "1,056", NULL },
  { "null-problem-cures", "verified null move Nh4 (1,457 nodes, one re-search).",
    PROBLEM, "4", "verified", ENGINE, NULL, "Nh4", "29997 (White mates, ply 3)", "1,457", "re-searches      1\n" },

  { "null-problem-depth-3", "Plain alpha-beta (left) still finds Nh4, 29997 (White mates, ply 3), in 1,507 nodes.",
    PROBLEM, "3", "plain", NULL, NULL, "Nh4", "29997 (White mates, ply 3)", "1,507", NULL },
  { "null-problem-depth-3", "verified null move (right) goes wrong and plays Rxh5+ for 200",
    PROBLEM, "3", "verified", NULL, NULL, "Rxh5+", "200", NULL, NULL },
  { "null-problem-depth-3", "null move plays Rxh5+ for 200 (508 nodes)",
    PROBLEM, "3", "null", NULL, NULL, "Rxh5+", "200", "508", NULL },
  { "null-problem-depth-3", "with the horizon guard it tries no probe at all and plays Nh4 like plain alpha-beta (1,507 nodes)",
    PROBLEM, "3", "null", NULL, "--guard", "Nh4", "29997 (White mates, ply 3)", "1,507", "null probes      0\n" },
  { "null-problem-depth-3", "and so does verified null move with the guard.",
    PROBLEM, "3", "verified", NULL, "--guard", "Nh4", "29997 (White mates, ply 3)", "1,507", "null probes      0\n" },
  { "null-problem-depth-3", "plain alpha-beta plays Nh4 in 480 nodes",
    PROBLEM, "3", "plain", ENGINE, NULL, "Nh4", "29997 (White mates, ply 3)", "480", NULL },
  { "null-problem-depth-3", "null move Rxh5+ for 190 in 429",
    PROBLEM, "3", "null", ENGINE, NULL, "Rxh5+", "190", "429", NULL },
  { "null-problem-depth-3", "verified null move Rxh5+ for 190 in 482",
    PROBLEM, "3", "verified", ENGINE, NULL, "Rxh5+", "190", "482", NULL },
  { "null-problem-depth-3", "with the guard neither tries a probe and both play Nh4 (480 nodes).",
    PROBLEM, "3", "null", ENGINE, "--guard", "Nh4", "29997 (White mates, ply 3)", "480", "null probes      0\n" },
  { "null-problem-depth-3", "with the guard neither tries a probe and both play Nh4 (480 nodes).",
    PROBLEM, "3", "verified", ENGINE, "--guard", "Nh4", "29997 (White mates, ply 3)", "480", "null probes      0\n" },

  /* The stalemate trap: the gate tries no probe; without it, Kd7. */
  { "stalemate-trap", "plain alpha-beta (left) finds c8=R, 29997 (White mates, ply 3), in 313 nodes.",
    TRAP, "4", "plain", NULL, NULL, "c8=R", "29997 (White mates, ply 3)", "313", NULL },
  { "stalemate-trap", "it plays Kd7 for 900, in 371 nodes",
    TRAP, "4", "null", NULL, NULL, "Kd7", "900", "371", NULL },
  { "stalemate-trap", "plain alpha-beta, null move and verified null move all play c8=R in 303 nodes",
    TRAP, "4", "plain", ENGINE, NULL, "c8=R", "29997 (White mates, ply 3)", "303", NULL },
  { "stalemate-trap", "and null move tries no probe at all",
    TRAP, "4", "null", ENGINE, NULL, "c8=R", "29997 (White mates, ply 3)", "303", "null probes      0\n" },
  { "stalemate-trap", "plain alpha-beta, null move and verified null move all play c8=R in 303 nodes",
    TRAP, "4", "verified", ENGINE, NULL, "c8=R", "29997 (White mates, ply 3)", "303", NULL },
  { "stalemate-trap", "plays Kd7 for 900 (274 nodes)",
    TRAP, "4", "null", NO_GATE, NULL, "Kd7", "900", "274", NULL },
  { "stalemate-trap", "where plain alpha-beta plays c8=R (303 nodes).",
    TRAP, "4", "plain", NO_GATE, NULL, "c8=R", "29997 (White mates, ply 3)", "303", NULL },

  /* The engines' rule, and the gate that includes it. */
  { "engines-rule", "null move searches 34,193 nodes, 4 more than plain’s 34,189.",
    ZUGZWANG, "7", "null", NULL, "--null-when=pieces", "Kf6", "900", "34,193", "null probes      2\n" },
  { "engines-rule", "null move searches 34,193 nodes, 4 more than plain’s 34,189.",
    ZUGZWANG, "7", "plain", NULL, NULL, "Kf6", "900", "34,189", NULL },
  { "engines-rule", "Tried everywhere, it took 22,114 nodes and played Ke4.",
    ZUGZWANG, "7", "null", NULL, NULL, "Ke4", "140", "22,114", NULL },
  { "engines-rule", "it plays c8=R in 314 nodes (plain 313; tried everywhere it played Kd7 in 371",
    TRAP, "4", "null", NULL, "--null-when=pieces", "c8=R", "29997 (White mates, ply 3)", "314", NULL },
  { "engines-rule", "null move plays Rxh5+ for 190 in 3,235 nodes, as without the rule",
    PROBLEM, "4", "null", NULL, "--null-when=pieces", "Rxh5+", "190", "3,235", NULL },
  { "engines-rule", "here null move plays Kf6 in 1,631 nodes against plain alpha-beta’s 1,635",
    ZUGZWANG, "7", "null", ENGINE, NULL, "Kf6", "900", "1,631", "null prunes      38\n" },
  { "engines-rule", "its 38 probes all after a promotion, all of them pruning",
    ZUGZWANG, "7", "null", ENGINE, NULL, "Kf6", "900", "1,631", "null probes      38\n" },
  { "engines-rule", "here null move plays Kf6 in 1,631 nodes against plain alpha-beta’s 1,635",
    ZUGZWANG, "7", "plain", ENGINE, NULL, "Kf6", "900", "1,635", NULL },
  { "engines-rule", "in the stalemate trap both play c8=R in 303 nodes",
    TRAP, "4", "null", ENGINE, NULL, "c8=R", "29997 (White mates, ply 3)", "303", NULL },
  { "engines-rule", "in the stalemate trap both play c8=R in 303 nodes",
    TRAP, "4", "plain", ENGINE, NULL, "c8=R", "29997 (White mates, ply 3)", "303", NULL },
  { "engines-rule", "Rxh5+ for 190 in 1,056 nodes against plain alpha-beta’s Nh4 in 1,190.",
    PROBLEM, "4", "null", ENGINE, NULL, "Rxh5+", "190", "1,056", NULL },
  { "engines-rule", "Rxh5+ for 190 in 1,056 nodes against plain alpha-beta’s Nh4 in 1,190.",
    PROBLEM, "4", "plain", ENGINE, NULL, "Nh4", "29997 (White mates, ply 3)", "1,190", NULL },

  /* The mate in two, part by part: the README's table, row by row. */
#define ROW(says, parts, plain, null_move, null_value, null_nodes, prunes, verified) \
  { "engine-parts", says, PROBLEM, "4", "plain", parts, NULL, "Nh4", "29997 (White mates, ply 3)", plain, NULL }, \
  { "engine-parts", says, PROBLEM, "4", "null", parts, NULL, null_move, null_value, null_nodes, prunes }, \
  { "engine-parts", says, PROBLEM, "4", "verified", parts, NULL, "Nh4", "29997 (White mates, ply 3)", verified, NULL }
  ROW ("Seed style (no part): Nh4 in 3,793 nodes; Rxh5+ for 190 in 3,235, with 32 prunes; Nh4 in 3,091.",
       NULL, "3,793", "Rxh5+", "190", "3,235", "null prunes      32\n", "3,091"),
  ROW ("qsearch: Nh4 in 4,537; Rxh5+ for 190 in 5,273, with 627 prunes; Nh4 in 5,662.",
       "qsearch", "4,537", "Rxh5+", "190", "5,273", "null prunes      627\n", "5,662"),
  ROW ("qsearch,gate: Nh4 in 4,537 all three, no probe.",
       "qsearch,gate", "4,537", "Nh4", "29997 (White mates, ply 3)", "4,537", "null probes      0\n", "4,537"),
  ROW ("qsearch,gate,order,tt: Nh4 in 606 all three, no probe.",
       "qsearch,gate,order,tt", "606", "Nh4", "29997 (White mates, ply 3)", "606", "null probes      0\n", "606"),
  ROW ("qsearch,gate,order,tt,pvs (the panes): Nh4 in 633; Rxh5+ for 190 in 555, with 186 prunes; Nh4 in 919.",
       GATE_PVS, "633", "Rxh5+", "190", "555", "null prunes      186\n", "919"),
  ROW ("engine, every part: Nh4 in 1,190; Rxh5+ for 190 in 1,056, with 228 prunes; Nh4 in 1,457.",
       ENGINE, "1,190", "Rxh5+", "190", "1,056", "null prunes      228\n", "1,457"),
#undef ROW
  { "engine-parts", "Move ordering and the table shrink the tree from 4,537 nodes to 606",
    PROBLEM, "4", "plain", "qsearch,gate,order,tt", NULL, "Nh4", "29997 (White mates, ply 3)", "606", NULL },
  { "engine-parts", "A quiescence search alone keeps the failure: null move still plays Rxh5+",
    PROBLEM, "4", "null", "qsearch", NULL, "Rxh5+", "190", "5,273", NULL },
  { "engine-parts", "Add the gate and null move tries no probe at all",
    PROBLEM, "4", "null", "qsearch,gate", NULL, "Nh4", "29997 (White mates, ply 3)", "4,537", "null probes      0\n" },

  /* Connect Four: a win pruned by a probe on the horizon, at depth 5, R 3.
   * The card's real results (column 3 wins with X's fourth disc, column 4
   * only with its nineteenth, every other column loses) are Pascal Pons's
   * solver's, github.com/PascalPons/connect4 commit d6ba50d: `c4solver -a`
   * on 2244 gives -4 -3 18 3 -4 -4 -4 (a score s > 0 is a win with the
   * mover's (22 − s)th disc).  Column 4's win lies beyond cairn-cli's depth
   * limit of 16; column 3's, at ply 3, is held here. */
  { "connect4-horizon", "Plain alpha-beta (left) plays column 3",
    C4_HORIZON, "5", "plain", NULL, NULL, "3", "9997 (X wins, ply 3)", "1,321", NULL, "3" },
  /* 9997 is a win at ply 3: 10000 − ply (CONNECT4-RULES.md §2.1). */
  { "connect4-horizon", "so O can block only one: 9997 (X wins, ply 3).",
    C4_HORIZON, "5", "plain", NULL, NULL, "3", "9997 (X wins, ply 3)", "1,321", NULL, "3" },
  { "connect4-horizon", "plain alpha-beta plays column 3 in 1,321 nodes, null move column 4 for 24 in 480, "
                        "with 7 probes and 6 prunes.",
    C4_HORIZON, "5", "null", NULL, NULL, "4", "24", "480", "null probes      7\nnull prunes      6\n", "3" },
  { "connect4-horizon", "Null move (right) already has 24 from column 4",
    C4_HORIZON, "5", "null", NULL, NULL, "4", "24", "480", NULL, "3" },
  { "connect4-horizon", "With the guard null move tries no probe and plays column 3 in 1,321 nodes;",
    C4_HORIZON, "5", "null", NULL, "--guard", "3", "9997 (X wins, ply 3)", "1,321", "null probes      0\n", "3" },
  { "connect4-horizon", "verified null move plays column 3 in 1,152, with one re-search.",
    C4_HORIZON, "5", "verified", NULL, NULL, "3", "9997 (X wins, ply 3)", "1,152", "re-searches      1\n", "3" },
};

/* The card's text or its note says @words. */
static void
assert_card_says (const char *id,
                  const char *words)
{
  int index = cairn_lessons_find (id);
  const CairnLesson *lesson;

  g_assert_cmpint (index, >=, 0);
  lesson = cairn_lessons_get ((guint) index);
  if (strstr (lesson->text, words) == NULL && (lesson->note == NULL || strstr (lesson->note, words) == NULL))
    g_error ("card “%s” does not say “%s”", id, words);
}

static void
test_figure (gconstpointer data)
{
  const Figure *f = data;
  g_auto (TestRun) run = { 0 };
  g_autofree char *parts = f->parts ? g_strdup_printf ("--engine-parts=%s", f->parts) : NULL;
  g_autofree char *move = g_strdup_printf ("\nbest move        %s\n", f->move);
  g_autofree char *whole_value = g_strdup_printf ("\nvalue            %s\n", f->value);
  g_autofree char *nodes = f->nodes ? g_strdup_printf ("\nnodes            %s\n", f->nodes) : NULL;
  const char *args[16] = { "search", "-p", f->fen, "-d", f->depth, "-r", f->reduction ? f->reduction : "1",
                            "-m", f->mode };
  guint n = 9;

  assert_card_says (f->card, f->says);
  if (parts)
    args[n++] = parts;
  if (f->option)
    args[n++] = f->option;
  args[n] = NULL;
  test_run_cli (&run, args);
  test_assert_run_ok (&run);
  test_assert_contains (run.out, move);
  test_assert_contains (run.out, whole_value);
  if (nodes)
    test_assert_contains (run.out, nodes);
  if (f->line)
    test_assert_contains (run.out, f->line);
  if (f->parts)
    test_assert_contains (run.out, g_str_equal (f->parts, ENGINE) ? "engine style (every part)\n" : "engine style");
}

/* The pawn-endings card's sample, in the seed style and in the engine
 * style: cairn-cli find, as its note gives it (some 50 s of searching). */
static void
test_pawn_endings_sample (void)
{
  static const struct {
    const char *parts;
    const char *says;
    const char *lines[8];
  } runs[] = {
    { NULL, "(257,507 searches, 717,652,219 nodes)",
      { "10,000 positions, depth 5–6, R 1–3: 257,507 searches, 717,652,219 nodes in ",
        "\nnull           5975       1682\n", "\nguard          4708       1440\n",
        "\nverified       4283       1528\n",
        "\nnull                  0        79      2675      3221\n",
        "\nguard                 0        53         0      4655\n",
        "\nverified           3248         2       983        50\n", NULL } },
    { ENGINE, "with every part (--engine-parts=engine; 200,000 searches, 367,051,525 nodes) the finder finds no case at all",
      { "10,000 positions, depth 5–6, R 1–3: 200,000 searches, 367,051,525 nodes in ",
        "\nnull              0          0\n", "\nguard             0          0\n",
        "\nverified          0          0\n", NULL } },
    { NO_GATE, "(--engine-parts=qsearch,order,pvs,tt,id,check,draws; 208,092 searches, 292,635,664 nodes) "
               "null move still has 881 cases (zugzwang 94), with the guard 239 (34), verified 646 (71).",
      { "10,000 positions, depth 5–6, R 1–3: 208,092 searches, 292,635,664 nodes in ",
        "\nnull            881        228\n", "\nguard           239         95\n",
        "\nverified        646        167\n",
        "\nnull                  0        94       594       193\n",
        "\nguard                 0        34         0       205\n",
        "\nverified            128        71       313       134\n", NULL } },
  };

  if (g_getenv ("CAIRN_TEST_SANITIZED"))
    {
      /* 1.4 billion nodes: minutes of work under the sanitizers, where
       * the plain build checks the same figures. */
      g_test_skip ("the finder's three samples run in the plain build only");
      return;
    }
  assert_card_says ("pawn-endings", "null move 5,975 (zugzwang 79, probe on the horizon 2,675, reduction 3,221); "
                                    "with the guard 4,708 (53, 0, 4,655); verified 4,283 (verification 3,248, "
                                    "zugzwang 2, probe on the horizon 983, reduction 50).");
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_auto (TestRun) run = { 0 };
      g_autofree char *parts = runs[i].parts ? g_strdup_printf ("--engine-parts=%s", runs[i].parts) : NULL;

      assert_card_says ("pawn-endings", runs[i].says);
      TEST_RUN_CLI (&run, "find", "--material", "KPK", "-d", "5-6", "-r", "1-3", "-m", "null,guard,verified",
                    "--sample", "10000", "--seed", "1", parts);
      g_assert_cmpint (run.status, ==, 0);
      for (guint k = 0; runs[i].lines[k] != NULL; k++)
        test_assert_contains (run.out, runs[i].lines[k]);
    }
}

/* The Connect Four card's probe: after column 3 "O passes, and the probe
 * lands on the depth limit at once, where the line count gives 24, no
 * better" than the 24 column 4 gave; and the finder's cause for the card's
 * position is a probe on the horizon, which the guard and verified null
 * move both put right. */
static void
test_connect4_horizon_probe (void)
{
  g_auto (TestRun) trace = { 0 };
  g_auto (TestRun) find = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("cairn-lesson-c4-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "position.txt", NULL);

  assert_card_says ("connect4-horizon", "Null move (right) already has 24 from column 4 when it tries column 3. "
                                        "At the selected node O passes, and the probe lands on the depth limit "
                                        "at once, where the line count gives 24, no better: column 3 is pruned "
                                        "and X plays column 4. A probe on the horizon, not zugzwang: the horizon "
                                        "guard, or verified null move, plays column 3 again.");
  TEST_RUN_CLI (&trace, "trace", "-p", C4_HORIZON, "-d", "5", "-r", "3", "-m", "null");
  test_assert_run_ok (&trace);
  test_assert_contains (trace.out, "X plays 3 (ply 1, α=24, β=+∞)\n");
  test_assert_contains (trace.out, "(O passes, ply 1 → 5): 24 ≤ α=24, fails low: 7 moves pruned\n");

  g_assert_nonnull (dir);
  g_assert_true (g_file_set_contents (path, C4_HORIZON "\n", -1, NULL));
  TEST_RUN_CLI (&find, "find", "--game", "connect4", "--positions", path, "-d", "5", "-r", "3", "-m", "null,verified");
  test_assert_run_ok (&find);
  test_assert_contains (find.out, "\nnull                  0         0         1         0\n");
  test_assert_contains (find.out, "\nverified              0         0         0         0\n");
  test_assert_contains (find.out, "probe on the horizon (no quiescence search); verified null move: right; the guard: right\n");
  g_unlink (path);
  g_rmdir (dir);
}

/* The Connect Four card's finder counts, over every board reachable in
 * at most 4 plies.  Not one case is zugzwang. */
static void
test_connect4_finder (void)
{
  g_auto (TestRun) run = { 0 };
  static const char *const lines[] = {
    "1,415 positions, depth 5–6, R 1–3: 43,497 searches, 106,416,042 nodes in ",
    "\nnull           1427        728\n",
    "\nguard           669        555\n",
    "\nverified       1407        708\n",
    "\nnull                  0         0       856       571\n",
    "\nguard                 0         0         0       669\n",
    "\nverified           1404         0         0         3\n",
  };

  if (g_getenv ("CAIRN_TEST_SANITIZED"))
    {
      /* 106 million nodes: the plain build checks the same figures. */
      g_test_skip ("the Connect Four finder run is checked in the plain build only");
      return;
    }
  assert_card_says ("connect4-horizon", "Cairn’s finder over every position reachable in at most 4 plies, "
                                        "1,415 boards, at depths 5 and 6, R 1 to 3 (cairn-cli find --game "
                                        "connect4 --plies 4 -d 5-6 -r 1-3; 43,497 searches, "
                                        "106,416,042 nodes): null move plays worse in 1,427 cases (probe on "
                                        "the horizon 856, reduction 571), with the guard in 669 (reduction "
                                        "669), verified null move in 1,407 (verification 1,404, reduction 3). "
                                        "Not one is zugzwang");
  TEST_RUN_CLI (&run, "find", "--game", "connect4", "--plies", "4", "-d", "5-6", "-r", "1-3");
  g_assert_cmpint (run.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    test_assert_contains (run.out, lines[i]);
}

/* The null-move problem cards: "Rxh5+ is worth 190 only by the search's
 * own measure: after it Stockfish 15.1 (depth 20) scores the position 0.00" — Rxh5+
 * Kxh5 leaves knight against knight and pawn.  Skipped without
 * Stockfish; another version may score otherwise. */
static void
test_null_problem_stockfish (void)
{
  g_auto (TestRun) run = { 0 };

  assert_card_says ("null-problem", "Rxh5+ is worth 190 only by the search’s own measure: after it Stockfish "
                                    "15.1 (depth 20) scores the position 0.00.");
  assert_card_says ("engine-parts", "Rxh5+ is worth 190 only by the search’s own measure: Stockfish 15.1 "
                                    "(depth 20) scores the position after it 0.00, where Nh4 mates.");
  TEST_RUN_CLI (&run, "search", "-p", "8/7p/5K1k/7R/3n4/5N2/8/8 b - - 0 1", "-d", "1",
                "--engine-opinion", "--engine-depth", "20");
  if (run.status == 3)
    {
      g_test_skip ("no UCI engine answers (stockfish is not installed)");
      return;
    }
  test_assert_run_ok (&run);
  if (strstr (run.out, "Stockfish 15.1, ") == NULL)
    {
      g_test_skip ("the card names Stockfish 15.1; another version is installed");
      return;
    }
  test_assert_contains (run.out, "Engine's opinion (scores from White's side): Stockfish 15.1, depth 20: 0.00, ");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-lesson-facts/zugzwang", test_zugzwang);
  g_test_add_func ("/cli-lesson-facts/stalemate-trap", test_stalemate_trap);
  g_test_add_func ("/cli-lesson-facts/zugzwang-after-pass", test_zugzwang_after_pass);
  g_test_add_func ("/cli-lesson-facts/null-problem-after-nh4", test_null_problem_after_nh4);
  g_test_add_func ("/cli-lesson-facts/null-problem-stockfish", test_null_problem_stockfish);
  for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli-lesson-facts/figure/%s/%u", figures[i].card, i);

      g_test_add_data_func (path, &figures[i], test_figure);
    }
  /* Every chess card's figures are measured here, in both styles. */
  for (guint i = 0; i < cairn_lessons_get_n (); i++)
    {
      const CairnLesson *lesson = cairn_lessons_get (i);
      gboolean measured = g_str_equal (lesson->id, "pawn-endings");

      for (guint k = 0; k < G_N_ELEMENTS (figures); k++)
        measured = measured || g_str_equal (figures[k].card, lesson->id);
      /* A FEN names its side to move; tic-tac-toe cards name theirs. */
      if (lesson->to_move == NULL && !measured)
        g_error ("chess card “%s” has no figure measured here", lesson->id);
    }
  g_test_add_func ("/cli-lesson-facts/pawn-endings-sample", test_pawn_endings_sample);
  g_test_add_func ("/cli-lesson-facts/connect4-horizon-probe", test_connect4_horizon_probe);
  g_test_add_func ("/cli-lesson-facts/connect4-finder", test_connect4_finder);
  return g_test_run ();
}
