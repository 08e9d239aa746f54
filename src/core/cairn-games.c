/* cairn-games.c — the registry of games: a new game is its own files and
 * one line here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-games.h"
#include "cairn-settings.h"

extern const CairnGame cairn_game_tictactoe;
extern const CairnGame cairn_game_chess;

G_DEFINE_QUARK (cairn-game-error-quark, cairn_game_error)

static const CairnGame * const games[] = {
  &cairn_game_tictactoe,
  &cairn_game_chess,
  NULL,
};

const CairnGame * const *
cairn_games_list (void)
{
  return games;
}

const CairnGame *
cairn_games_default (void)
{
  return &cairn_game_tictactoe;
}

const CairnGame *
cairn_games_lookup (const char  *id,
                    GError     **error)
{
  g_autoptr (GString) known = g_string_new (NULL);

  g_return_val_if_fail (id != NULL, NULL);

  /* The king-and-pawn game of older files and scripts is chess now. */
  if (g_ascii_strcasecmp (id, "pawns") == 0)
    id = "chess";
  for (guint i = 0; games[i]; i++)
    if (g_ascii_strcasecmp (id, games[i]->id) == 0)
      return games[i];

  for (guint i = 0; games[i]; i++)
    g_string_append_printf (known, i ? ", %s" : "%s", games[i]->id);
  {
    g_autofree char *shown = g_utf8_make_valid (id, -1);

    g_set_error (error, CAIRN_GAME_ERROR, CAIRN_GAME_ERROR_UNKNOWN,
                 _("Unknown game “%s”: use %s"), shown, known->str);
  }
  return NULL;
}

const CairnGame *
cairn_games_guess (const char *text)
{
  const CairnGame *chess;

  g_return_val_if_fail (text != NULL, cairn_games_default ());

  if (strchr (text, '/') != NULL && (chess = cairn_games_lookup ("chess", NULL)) != NULL)
    return chess;
  return cairn_games_default ();
}

const char *
cairn_game_side_name (const CairnGame *game,
                      CairnSide        side)
{
  g_return_val_if_fail (game != NULL, "?");

  return g_dgettext (GETTEXT_PACKAGE, game->side_names[side == CAIRN_SIDE_O]);
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
    /* Translators: a mate's value, e.g. "White mates, ply 5": the side
     * that mates, and the ply (from the root) at which it has mated */
    return g_strdup_printf (_("%s mates, ply %u"), cairn_game_side_name (game, winner), ply);
  if (value >= CAIRN_VALUE_INFINITY)
    return g_strdup ("+∞");
  if (value <= -CAIRN_VALUE_INFINITY)
    return g_strdup ("−∞");
  if (value < 0)
    return g_strdup_printf ("−%d", -value);
  return g_strdup_printf ("%d", value);
}

char *
cairn_game_value_to_text (const CairnGame *game,
                          int              value)
{
  CairnSide winner;
  guint ply;

  g_return_val_if_fail (game != NULL, NULL);

  if (!cairn_game_value_is_win (game, value, &winner, &ply))
    return g_strdup_printf ("%d", value);
  /* Translators: a search value that means a forced mate, e.g.
   * "29995 (White mates at ply 5, mate in 3)"; %s is the side, White or
   * Black; the last number counts the mating side's moves */
  return g_strdup_printf (_("%d (%s mates at ply %u, mate in %u)"), value, cairn_game_side_name (game, winner),
                          ply, (ply + 1) / 2);
}
