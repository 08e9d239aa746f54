/* cairn-engine-opinion.h — a UCI engine's answer in Cairn's terms: the
 * score from White's side (as every Cairn value), the best move as one of
 * the game's moves, and one line of text for people.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-position.h"
#include "cairn-uci.h"

G_BEGIN_DECLS

typedef struct {
  char     *engine;      /* "Stockfish 15.1" */
  guint     depth;
  gboolean  has_score;
  gboolean  mate;        /* score counts moves to mate, else centipawns */
  int       score;       /* White's view: > 0 good for White; a mate > 0 is White's */
  int       best_move;   /* the game's move, -1 when the engine gave none */
  char     *text;        /* "Stockfish 15.1, depth 20: +0.35, best Kd2" */
} CairnEngineOpinion;

void cairn_engine_opinion_free (CairnEngineOpinion *opinion);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnEngineOpinion, cairn_engine_opinion_free)

/* TRUE for the games a UCI engine can be asked about (chess). */
gboolean            cairn_engine_supports    (const CairnGame *game);
/* The position in the engine's notation (FEN). */
char               *cairn_engine_position    (const CairnPosition *position);
/* @answer for @position; fails (CAIRN_UCI_ERROR_PROTOCOL) when its best
 * move is not legal there. */
CairnEngineOpinion *cairn_engine_opinion_new (const CairnUciAnswer *answer,
                                              const CairnPosition  *position,
                                              GError              **error);
/* A score for people, White's view: "+0.35", "0.00", "mate in 2 for
 * White", "mate in 3 for Black". */
char               *cairn_engine_score_text  (gboolean mate,
                                              int      score);

G_END_DECLS
