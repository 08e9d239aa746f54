/* test-engine-opinion.c — a UCI engine's answer in Cairn's terms
 * (cairn-engine-opinion.c), with no engine running: answers made by hand
 * as cairn-uci.c would hand them over.  The score turned to White's view,
 * the engine's coordinates turned to the game's move and its SAN, the one
 * line the window and the CLI show, an illegal best move refused naming
 * the engine and the move, and which games an engine can be asked about.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-engine-opinion.h"
#include "cairn-games.h"
#include "test-util.h"

/* The score as a number or a mate, from White's side. */
static void
test_score_text (void)
{
  const struct { gboolean mate; int score; const char *text; } cases[] = {
    { FALSE, 0, "0.00" }, { FALSE, 35, "+0.35" }, { FALSE, -1200, "-12.00" },
    { TRUE, 2, "mate in 2 for White" }, { TRUE, -3, "mate in 3 for Black" }, { TRUE, 0, "mated" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = cairn_engine_score_text (cases[i].mate, cases[i].score);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static CairnPosition
chess (const char *fen)
{
  g_autoptr (GError) error = NULL;
  CairnPosition position;

  g_assert_true (cairn_position_parse_game (cairn_games_lookup ("chess", NULL), fen, NULL, &position, &error));
  g_assert_no_error (error);
  return position;
}

#define LONE_PAWN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"
#define LONE_PAWN_BLACK "8/8/8/4k3/8/8/4P3/4K3 b - - 0 1"

static void
test_opinion (void)
{
  static const struct {
    const char *fen;
    guint depth;
    gboolean has_score, mate;
    int uci_score;
    const char *best;
    int white_score;
    const char *text;
  } cases[] = {
    { LONE_PAWN, 20, TRUE, FALSE, 35, "e1d2", 35, "Fake good, depth 20: +0.35, best Kd2" },
    /* UCI speaks for the side to move: Black's +0.50 is White's -0.50. */
    { LONE_PAWN_BLACK, 12, TRUE, FALSE, 50, "e5e4", -50, "Fake good, depth 12: -0.50, best Ke4" },
    { LONE_PAWN_BLACK, 30, TRUE, TRUE, -4, "e5d5", 4, "Fake good, depth 30: mate in 4 for White, best Kd5" },
    { LONE_PAWN, 1, FALSE, FALSE, 0, "e2e4", 0, "Fake good, depth 1: no score, best e4" },
    { LONE_PAWN, 0, FALSE, FALSE, 0, NULL, 0, "Fake good, depth 0: no score, no move" },
    /* Promotion in coordinates, read back as SAN with check. */
    { "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", 5, TRUE, FALSE, 800, "e7e8q", 800, "Fake good, depth 5: +8.00, best e8=Q" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnPosition position = chess (cases[i].fen);
      CairnUciAnswer answer = {
        .name = (char *) "Fake good", .depth = cases[i].depth, .has_score = cases[i].has_score,
        .mate = cases[i].mate, .score = cases[i].uci_score, .best_move = (char *) cases[i].best,
      };
      g_autoptr (GError) error = NULL;
      g_autoptr (CairnEngineOpinion) opinion = cairn_engine_opinion_new (&answer, &position, &error);

      g_assert_no_error (error);
      g_assert_nonnull (opinion);
      g_assert_cmpstr (opinion->engine, ==, "Fake good");
      g_assert_cmpuint (opinion->depth, ==, cases[i].depth);
      g_assert_cmpint (opinion->has_score, ==, cases[i].has_score);
      g_assert_cmpint (opinion->mate, ==, cases[i].mate);
      g_assert_cmpint (opinion->score, ==, cases[i].white_score);
      g_assert_cmpstr (opinion->text, ==, cases[i].text);
      if (cases[i].best == NULL)
        g_assert_cmpint (opinion->best_move, ==, -1);
      else
        {
          /* The same move the game reads from those coordinates. */
          const CairnGame *game = cairn_position_game (&position);
          CairnMove move;

          g_assert_true (game->parse_move (&position.board, position.to_move, cases[i].best, &move, NULL));
          g_assert_cmpint (opinion->best_move, ==, (int) move);
        }
    }
}

/* A move the position does not allow: refused, naming engine and move. */
static void
test_illegal_move (void)
{
  static const char * const moves[] = { "e2e5", "e8e7", "a1a2" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      CairnPosition position = chess (LONE_PAWN);
      CairnUciAnswer answer = { .name = (char *) "Fake badmove", .depth = 3, .has_score = TRUE,
                                .best_move = (char *) moves[i] };
      g_autoptr (GError) error = NULL;
      g_autofree char *wanted = g_strdup_printf (
        "The engine Fake badmove gave %s as its best move, which is not legal in this position.", moves[i]);

      g_assert_null (cairn_engine_opinion_new (&answer, &position, &error));
      g_assert_error (error, CAIRN_UCI_ERROR, CAIRN_UCI_ERROR_PROTOCOL);
      g_assert_cmpstr (error->message, ==, wanted);
    }
}

/* Engines play chess only; the position goes to them as FEN. */
static void
test_supports_and_position (void)
{
  CairnPosition position = chess ("r3k2r/8/8/8/4Pp2/8/8/R3K2R b KQk e3 3 40");
  g_autofree char *fen = cairn_engine_position (&position);

  g_assert_true (cairn_engine_supports (cairn_games_lookup ("chess", NULL)));
  g_assert_false (cairn_engine_supports (cairn_games_lookup ("tictactoe", NULL)));
  g_assert_false (cairn_engine_supports (cairn_games_lookup ("connect4", NULL)));
  g_assert_false (cairn_engine_supports (NULL));
  g_assert_cmpstr (fen, ==, "r3k2r/8/8/8/4Pp2/8/8/R3K2R b KQk e3 3 40");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/score-text", test_score_text);
  g_test_add_func ("/engine-opinion/opinion", test_opinion);
  g_test_add_func ("/engine-opinion/illegal-move", test_illegal_move);
  g_test_add_func ("/engine-opinion/supports-and-position", test_supports_and_position);
  return g_test_run ();
}
