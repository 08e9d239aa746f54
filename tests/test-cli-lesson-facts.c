/* test-cli-lesson-facts.c — what the chess lesson cards say about real
 * chess, held against the endgame tables (Debian's gaviotatb, every 3-man
 * ending) through cairn-cli: a teaching tool must never teach a false
 * thing.  The cards' search figures are test-lessons' business; these are
 * the facts of the game they rest on.  The mate in two, 7 men, is
 * test-stockfish's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
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
  test_assert_contains (run.out, "29998 (White mates at ply 2, mate in 1)");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-lesson-facts/zugzwang", test_zugzwang);
  g_test_add_func ("/cli-lesson-facts/stalemate-trap", test_stalemate_trap);
  g_test_add_func ("/cli-lesson-facts/zugzwang-after-pass", test_zugzwang_after_pass);
  g_test_add_func ("/cli-lesson-facts/null-problem-after-nh4", test_null_problem_after_nh4);
  return g_test_run ();
}
