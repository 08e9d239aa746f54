/* cairn-position.c — positions of any game: the game parses, validates
 * and writes them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-games.h"
#include "cairn-position.h"

G_DEFINE_QUARK (cairn-position-error-quark, cairn_position_error)

const char *
cairn_side_to_string (CairnSide side)
{
  return side == CAIRN_SIDE_X ? "X" : "O";
}

const CairnGame *
cairn_position_game (const CairnPosition *position)
{
  return position->game ? position->game : cairn_games_default ();
}

void
cairn_position_init_game (CairnPosition   *position,
                          const CairnGame *game)
{
  g_return_if_fail (position != NULL);
  g_return_if_fail (game != NULL);

  memset (position, 0, sizeof *position);
  position->game = game;
  game->init_position (&position->board, &position->to_move);
}

void
cairn_position_init_empty (CairnPosition *position)
{
  cairn_position_init_game (position, cairn_games_default ());
}

gboolean
cairn_side_parse (const char  *text,
                  CairnSide   *side,
                  GError     **error)
{
  g_return_val_if_fail (text != NULL, FALSE);

  if (g_ascii_strcasecmp (text, "x") == 0)
    *side = CAIRN_SIDE_X;
  else if (g_ascii_strcasecmp (text, "o") == 0)
    *side = CAIRN_SIDE_O;
  else
    {
      /* The text may come from anywhere: keep the message valid UTF-8. */
      g_autofree char *shown = g_utf8_make_valid (text, -1);

      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_SIDE,
                   _("Invalid side to move “%s”: use x or o"), shown);
      return FALSE;
    }
  return TRUE;
}

gboolean
cairn_position_validate (const CairnPosition  *position,
                         GError              **error)
{
  g_return_val_if_fail (position != NULL, FALSE);

  return cairn_position_game (position)->validate (&position->board, position->to_move, error);
}

char *
cairn_position_describe_game_over (const CairnPosition *position)
{
  const CairnGame *game;
  const char *winner;

  g_return_val_if_fail (position != NULL, NULL);

  game = cairn_position_game (position);
  /* Mate falls on the side to move: the other side has won. */
  winner = cairn_game_side_name (game, cairn_side_other (position->to_move));
  switch (cairn_game_end (game, &position->board, position->to_move))
    {
    case CAIRN_GAME_END_NONE:
      return NULL;
    case CAIRN_GAME_END_DRAW:
      return g_strdup (_("The game is already over, drawn: there is no move to search."));
    case CAIRN_GAME_END_CHECKMATE:
      /* Translators: %s is the side that gave mate, "White" or "Black" */
      return g_strdup_printf (_("Checkmate: %s has won. The game is over, so there is no move to search."),
                              winner);
    case CAIRN_GAME_END_STALEMATE:
      /* Translators: %s is the side to move, "White" or "Black" */
      return g_strdup_printf (_("Stalemate: %s has no legal move and is not in check, so the game is drawn. There is no move to search."),
                              cairn_game_side_name (game, position->to_move));
    case CAIRN_GAME_END_DEAD:
      return g_strdup (_("Dead position: neither side has the material left to mate (insufficient material), so the game is drawn. There is no move to search."));
    case CAIRN_GAME_END_WIN:
    default:
      break;
    }
  {
    int score = 0;

    game->terminal (&position->board, position->to_move, 0, &score);
    /* Translators: %s is the side, "X" or "White" */
    return g_strdup_printf (_("%s has already won: the game is over, so there is no move to search."),
                            cairn_game_side_name (game, score > 0 ? CAIRN_SIDE_X : CAIRN_SIDE_O));
  }
}

gboolean
cairn_position_parse_game (const CairnGame  *game,
                           const char       *text,
                           const char       *to_move,
                           CairnPosition    *position,
                           GError          **error)
{
  CairnPosition parsed = { 0 };

  g_return_val_if_fail (game != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (position != NULL, FALSE);

  parsed.game = game;
  if (!game->parse_position (text, to_move, &parsed.board, &parsed.to_move, error))
    return FALSE;
  *position = parsed;
  return TRUE;
}

gboolean
cairn_position_parse (const char     *text,
                      const char     *to_move,
                      CairnPosition  *position,
                      GError        **error)
{
  g_return_val_if_fail (text != NULL, FALSE);

  return cairn_position_parse_game (cairn_games_guess (text), text, to_move, position, error);
}

char *
cairn_position_to_string (const CairnPosition *position)
{
  return cairn_position_game (position)->position_to_string (&position->board, position->to_move);
}

/* Compared through the game's text, which holds everything a position
 * means and nothing of the board record's unused bytes. */
gboolean
cairn_position_equal (const CairnPosition *a,
                      const CairnPosition *b)
{
  g_autofree char *ta = NULL;
  g_autofree char *tb = NULL;

  if (cairn_position_game (a) != cairn_position_game (b) || a->to_move != b->to_move)
    return FALSE;
  ta = cairn_position_to_string (a);
  tb = cairn_position_to_string (b);
  return strcmp (ta, tb) == 0;
}
