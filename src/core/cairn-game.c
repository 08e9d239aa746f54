/* cairn-game.c — what core does with any game's table: side names,
 * how a game ended, values that mean a won game, and the real result
 * from the game's endgame tables where it has them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-game.h"
#include "cairn-position.h"

const char *
cairn_game_side_name (const CairnGame *game,
                      CairnSide        side)
{
  g_return_val_if_fail (game != NULL, "?");

  return g_dgettext (GETTEXT_PACKAGE, game->side_names[side == CAIRN_SIDE_O]);
}

CairnPieceLook
cairn_game_piece_look (const CairnGame *game,
                       CairnPiece       piece)
{
  CairnPieceLook none = { CAIRN_LOOK_NONE, CAIRN_SIDE_X };

  return piece < game->n_piece_looks ? game->piece_looks[piece] : none;
}

CairnPieceLook
cairn_game_look_at (const CairnGame  *game,
                    const CairnBoard *board,
                    guint             column,
                    guint             row)
{
  return cairn_game_piece_look (game, game->piece_at (board, column, row));
}

CairnGameEnd
cairn_game_end (const CairnGame  *game,
                const CairnBoard *board,
                CairnSide         to_move)
{
  int score = 0;

  g_return_val_if_fail (game != NULL && board != NULL, CAIRN_GAME_END_NONE);

  if (!game->terminal (board, to_move, 0, &score))
    return CAIRN_GAME_END_NONE;
  if (game->end_kind != NULL)
    return game->end_kind (board, to_move);
  return score == 0 ? CAIRN_GAME_END_DRAW : CAIRN_GAME_END_WIN;
}

const char *
cairn_game_side_id (const CairnGame *game,
                    CairnSide        side)
{
  g_return_val_if_fail (game != NULL, "?");

  return game->side_ids[side == CAIRN_SIDE_O];
}

/* Plies fit a byte (CairnNode.ply), so a win scores within 255 of
 * win_score: far above any horizon value (chess: material, a few
 * thousand at most). */
gboolean
cairn_game_value_is_win (const CairnGame *game,
                         int              value,
                         CairnSide       *winner,
                         guint           *ply)
{
  int magnitude = ABS (value);

  g_return_val_if_fail (game != NULL, FALSE);

  if (game->win_score == 0 || magnitude > game->win_score || magnitude <= game->win_score - 256)
    return FALSE;
  if (winner)
    *winner = value > 0 ? CAIRN_SIDE_X : CAIRN_SIDE_O;
  if (ply)
    *ply = (guint) (game->win_score - magnitude);
  return TRUE;
}

char *
cairn_game_value_text (const CairnGame *game,
                       int              value)
{
  CairnSide winner;
  guint ply;

  if (game != NULL && cairn_game_value_is_win (game, value, &winner, &ply))
    /* Only a game whose rules name its ends (chess) mates; Connect
     * Four's side wins. */
    return g_strdup_printf ((game->flags & CAIRN_GAME_NAMED_ENDS) != 0
                            /* Translators: a mate's value, e.g. "White mates, ply 5": the side
                             * that mates, and the ply (from the root) at which it has mated */
                            ? _("%s mates, ply %u")
                            /* Translators: a won game's value, e.g. "X wins, ply 5" */
                            : _("%s wins, ply %u"), cairn_game_side_name (game, winner), ply);
  if (value >= CAIRN_VALUE_INFINITY)
    return g_strdup ("+∞");
  if (value <= -CAIRN_VALUE_INFINITY)
    return g_strdup ("−∞");
  if (value < 0)
    return g_strdup_printf ("−%d", -value);
  return g_strdup_printf ("%d", value);
}

/* The number stays for scripts and for comparing with the tree's
 * bounds; a win adds the one form every view uses, so a mate reads the
 * same in the CLI, the trace and the window: "29997 (White mates, ply 3)". */
char *
cairn_game_value_to_text (const CairnGame *game,
                          int              value)
{
  g_autofree char *words = NULL;

  g_return_val_if_fail (game != NULL, NULL);

  if (!cairn_game_value_is_win (game, value, NULL, NULL))
    return g_strdup_printf ("%d", value);
  words = cairn_game_value_text (game, value);
  /* Translators: a search value that means a won game: the number,
   * then in words, e.g. "29997 (White mates, ply 3)", "9997 (X wins, ply 3)" */
  return g_strdup_printf (_("%d (%s)"), value, words);
}

CairnTablebaseStatus
cairn_game_tablebase_probe_root (const CairnPosition   *position,
                                 CairnTablebaseOutcome *outcome,
                                 guint                 *plies)
{
  const CairnGame *game = cairn_position_game (position);

  if (game->tablebase == NULL)
    return CAIRN_TABLEBASE_NOT_KNOWN;
  return game->tablebase->probe_root (position, outcome, plies);
}

gboolean
cairn_game_tablebase_probe_move (const CairnPosition   *position,
                                 CairnMove              move,
                                 CairnTablebaseOutcome *outcome,
                                 guint                 *plies)
{
  const CairnGame *game = cairn_position_game (position);

  return game->tablebase != NULL && game->tablebase->probe_move (position, move, outcome, plies);
}
