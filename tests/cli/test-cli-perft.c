/* test-cli-perft.c — the perft command (src/cli/commands/cairn-cli-perft.c): chess
 * move-path counts against published perft figures, the divide, and
 * refusals of bad FENs and depths.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cli-runner.h"
#include "test-util.h"

/* CHESS-RULES.md §9.2's first check: a lone pawn that only wins with Kd2. */
#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* perft for engine authors: the count, a divide in move order, and
 * clear refusals. */
static void
test_perft (void)
{
  g_auto (TestRun) count = { 0 };
  g_auto (TestRun) divide = { 0 };
  g_auto (TestRun) bad_fen = { 0 };
  g_auto (TestRun) bad_depth = { 0 };
  g_auto (TestRun) missing = { 0 };

  TEST_RUN_CLI (&count, "perft", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "3");
  g_assert_cmpint (count.status, ==, 0);
  g_assert_cmpstr (count.out, ==, "Nodes: 97862\n");

  TEST_RUN_CLI (&divide, "perft", LONE_PAWN, "2", "--divide");
  g_assert_cmpint (divide.status, ==, 0);
  g_assert_cmpstr (divide.out, ==, "e1d1: 8\ne1f1: 8\ne1d2: 8\ne1f2: 8\ne2e3: 6\ne2e4: 6\n\nNodes: 44\n");

  TEST_RUN_CLI (&bad_fen, "perft", "4k3/8/8/8/8/8/8/4K3 w KQ -", "2");
  g_assert_cmpint (bad_fen.status, ==, 2);
  g_assert_cmpstr (bad_fen.err, ==, "cairn-cli: Impossible position: the castling right K needs a White rook on h1; "
                                    "drop the right or put the rook there\n");
  g_assert_cmpstr (bad_fen.out, ==, "");

  TEST_RUN_CLI (&bad_depth, "perft", LONE_PAWN, "eleven");
  g_assert_cmpint (bad_depth.status, ==, 2);
  g_assert_cmpstr (bad_depth.err, ==, "cairn-cli: Invalid perft depth “eleven”: use a whole number from 1 to 10\n");

  TEST_RUN_CLI (&missing, "perft", LONE_PAWN);
  g_assert_cmpint (missing.status, ==, 2);
  test_assert_contains (missing.err, "perft takes a FEN (one argument, quoted) and a depth");
}

/* The start position's published perft: 20, 400, 8,902 paths (the
 * Chess Programming Wiki's table, as Stockfish's go perft counts), and
 * at depth 1 a divide of its 20 moves, 1 path each. */
static void
test_perft_start (void)
{
  static const char *const counts[] = { NULL, "Nodes: 20\n", "Nodes: 400\n", "Nodes: 8902\n" };
  g_auto (TestRun) divide = { 0 };
  g_auto (GStrv) lines = NULL;

  for (guint depth = 1; depth <= 3; depth++)
    {
      g_auto (TestRun) run = { 0 };
      g_autofree char *typed = g_strdup_printf ("%u", depth);

      TEST_RUN_CLI (&run, "perft", START, typed);
      test_assert_run_ok (&run);
      g_assert_cmpstr (run.out, ==, counts[depth]);
    }
  TEST_RUN_CLI (&divide, "perft", START, "1", "--divide");
  test_assert_run_ok (&divide);
  lines = g_strsplit (divide.out, "\n", -1);
  /* 20 moves, an empty line, the total and the last newline's "". */
  g_assert_cmpuint (g_strv_length (lines), ==, 23);
  for (guint i = 0; i < 20; i++)
    g_assert_true (g_regex_match_simple ("^[a-h][1-8][a-h][1-8]: 1$", lines[i], 0, 0));
  g_assert_cmpstr (lines[20], ==, "");
  g_assert_cmpstr (lines[21], ==, "Nodes: 20");
  /* The 16 pawn moves and the 4 knight moves, each once. */
  for (guint i = 0; i < 8; i++)
    {
      g_autofree char *one = g_strdup_printf ("%c2%c3: 1\n", 'a' + i, 'a' + i);
      g_autofree char *two = g_strdup_printf ("%c2%c4: 1\n", 'a' + i, 'a' + i);

      g_assert_nonnull (strstr (divide.out, one));
      g_assert_nonnull (strstr (divide.out, two));
    }
  for (guint i = 0; i < 4; i++)
    g_assert_nonnull (strstr (divide.out, (const char *[]) { "b1a3: 1\n", "b1c3: 1\n", "g1f3: 1\n", "g1h3: 1\n" }[i]));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-chess/perft", test_perft);
  g_test_add_func ("/cli/perft/start", test_perft_start);
  return g_test_run ();
}
