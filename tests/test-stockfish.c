/* test-stockfish.c — the real engine, when it is installed (else skipped,
 * status 77): at a fixed depth its verdict on the classic mate in two is
 * exact, from White's side and, colours reversed, from Black's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

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
  if (!g_str_has_prefix (opinion->text, "Stockfish ") || !g_str_has_suffix (opinion->text, expected))
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
  return check (path, "8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", ", depth 10: mate in 2 for White, best Nh4")
    + check (path, "8/7r/5n2/3N4/7R/5k1K/7P/8 b - - 0 1", ", depth 10: mate in 2 for Black, best Nh5");
}
