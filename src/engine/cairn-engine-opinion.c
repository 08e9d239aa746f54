/* cairn-engine-opinion.c — a UCI engine's answer in Cairn's terms.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cairn-engine-opinion.h"

void
cairn_engine_opinion_free (CairnEngineOpinion *opinion)
{
  if (opinion == NULL)
    return;
  g_free (opinion->engine);
  g_free (opinion->text);
  g_free (opinion);
}

gboolean
cairn_engine_supports (const CairnGame *game)
{
  return game != NULL && (game->flags & CAIRN_GAME_ENGINE_STYLE) != 0;
}

char *
cairn_engine_position (const CairnPosition *position)
{
  const CairnGame *game = cairn_position_game (position);

  return game->position_to_string (&position->board, position->to_move);
}

char *
cairn_engine_score_text (gboolean mate,
                         int      score)
{
  if (mate && score > 0)
    /* Translators: an engine's score, White's side: "mate in 2 for White" */
    return g_strdup_printf (_("mate in %d for White"), score);
  if (mate && score < 0)
    return g_strdup_printf (_("mate in %d for Black"), -score);
  if (mate)
    /* Translators: an engine's score where the side to move is already mated */
    return g_strdup (_("mated"));
  if (score == 0)
    return g_strdup_printf ("%.2f", 0.0);
  return g_strdup_printf ("%+.2f", score / 100.0);
}

CairnEngineOpinion *
cairn_engine_opinion_new (const CairnUciAnswer *answer,
                          const CairnPosition  *position,
                          GError              **error)
{
  const CairnGame *game = cairn_position_game (position);
  g_autoptr (CairnEngineOpinion) o = g_new0 (CairnEngineOpinion, 1);
  g_autofree char *score = NULL;
  g_autofree char *move = NULL;

  g_return_val_if_fail (answer != NULL && position != NULL, NULL);

  o->engine = g_strdup (answer->name);
  o->depth = answer->depth;
  o->has_score = answer->has_score;
  o->mate = answer->mate;
  /* UCI speaks for the side to move; Cairn always for White. */
  o->score = position->to_move == CAIRN_SIDE_X ? answer->score : -answer->score;
  o->best_move = -1;
  if (answer->best_move)
    {
      CairnMove m;

      if (!game->parse_move (&position->board, position->to_move, answer->best_move, &m, NULL))
        {
          /* Translators: "The engine Foo gave e2e5 as its best move, which is not legal in this position." */
          g_set_error (error, CAIRN_UCI_ERROR, CAIRN_UCI_ERROR_PROTOCOL,
                       _("The engine %s gave %s as its best move, which is not legal in this position."),
                       answer->name, answer->best_move);
          return NULL;
        }
      o->best_move = m;
      move = game->move_to_text (&position->board, position->to_move, m);
    }

  score = o->has_score ? cairn_engine_score_text (o->mate, o->score) : g_strdup (_("no score"));
  if (move)
    /* Translators: "Stockfish 15.1, depth 20: +0.35, best Kd2"; the score
     * is from White's side */
    o->text = g_strdup_printf (_("%s, depth %u: %s, best %s"), o->engine, o->depth, score, move);
  else
    /* Translators: as above, where the engine named no move */
    o->text = g_strdup_printf (_("%s, depth %u: %s, no move"), o->engine, o->depth, score);
  return g_steal_pointer (&o);
}
