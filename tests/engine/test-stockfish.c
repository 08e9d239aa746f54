/* test-stockfish.c — the real engine, when it is installed (else skipped,
 * status 77): at a fixed depth its verdict on the mate in two (the classic
 * null-move problem a rank up) is exact, from White's side and, colours
 * reversed, from Black's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cairn-engine-opinion.h"

static int
check (const char *path,
       const char *fen,
       const char *expected)
{
  CairnUciLimits limits = { .depth = 10, .movetime_ms = 60000 };
  g_autoptr (GError) error = NULL;
  g_autoptr (CairnUciAnswer) answer = NULL;
  g_autoptr (CairnEngineOpinion) opinion = NULL;
  CairnPosition position;

  if (!cairn_position_parse (fen, NULL, &position, &error))
    return printf ("FAIL %s: %s\n", fen, error->message), 1;
  answer = cairn_uci_ask (path, fen, &limits, NULL, &error);
  if (answer)
    opinion = cairn_engine_opinion_new (answer, &position, &error);
  if (opinion == NULL)
    return printf ("FAIL %s: %s\n", fen, error->message), 1;
  /* "Stockfish 15.1, depth 10: …": the version is whatever is installed. */
  /* An @expected ending in "best " takes any best move (Black's moves
   * after Nh4 are all mated in one; which one the engine names may vary). */
  if (!g_str_has_prefix (opinion->text, "Stockfish ") ||
      !(g_str_has_suffix (expected, "best ") ? strstr (opinion->text, expected) != NULL
                                             : g_str_has_suffix (opinion->text, expected)))
    return printf ("FAIL %s: “%s” does not end in “%s”\n", fen, opinion->text, expected), 1;
  printf ("ok %s: %s\n", fen, opinion->text);
  return 0;
}

int
main (void)
{
  g_autofree char *path = cairn_uci_find_engine (NULL, NULL, NULL);

  if (path == NULL)
    {
      printf ("stockfish is not installed: skipped\n");
      return 77;
    }
  /* The lesson cards' "Stockfish 15.1 agrees": the mate in two, where after
   * Nh4 even Black's best move is mated at once ("every real move Black
   * has there allows a mate"), and the stalemate trap's c8=R. */
  return check (path, "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", ", depth 10: mate in 2 for White, best Nh4")
    + check (path, "8/7r/5n2/3N4/7R/5k1K/7P/8 b - - 0 1", ", depth 10: mate in 2 for Black, best Nh5")
    + check (path, "8/7p/5K1k/7r/3n3N/8/7R/8 b - - 1 1", ", depth 10: mate in 1 for White, best ")
    + check (path, "8/k1P5/2K5/8/8/8/8/8 w - - 0 1", ", depth 10: mate in 2 for White, best c8=R");
}
