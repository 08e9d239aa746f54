/* cairn-games.c — the registry of games: a new game is its own folder
 * (src/games/<id>/, its library in src/games/meson.build) and one line
 * here.  Nothing here knows a game: what differs between games is in
 * their tables.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-games.h"

extern const CairnGame cairn_game_tictactoe;
extern const CairnGame cairn_game_chess;
extern const CairnGame cairn_game_connect4;

G_DEFINE_QUARK (cairn-game-error-quark, cairn_game_error)

/* The first game is the default one. */
static const CairnGame * const games[] = {
  &cairn_game_tictactoe,
  &cairn_game_chess,
  &cairn_game_connect4,
  NULL,
};

G_STATIC_ASSERT (G_N_ELEMENTS (games) - 1 <= CAIRN_GAMES_MAX);

const CairnGame * const *
cairn_games_list (void)
{
  return games;
}

const CairnGame *
cairn_games_default (void)
{
  return games[0];
}

const CairnGame *
cairn_games_lookup (const char  *id,
                    GError     **error)
{
  g_autoptr (GString) known = g_string_new (NULL);

  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; games[i]; i++)
    if (g_ascii_strcasecmp (id, games[i]->id) == 0 ||
        (games[i]->former_id != NULL && g_ascii_strcasecmp (id, games[i]->former_id) == 0))
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
  g_return_val_if_fail (text != NULL, cairn_games_default ());

  /* The last game first: a game joins the registry with a text narrower
   * than those of the games before it (chess takes any text with a '/',
   * Connect Four's grid is six rows of seven cells between five). */
  for (guint i = G_N_ELEMENTS (games) - 1; i-- > 0; )
    if (games[i]->looks_like != NULL && games[i]->looks_like (text))
      return games[i];
  return cairn_games_default ();
}

const CairnGame *
cairn_games_with_flags (CairnGameFlags flags)
{
  for (guint i = 0; games[i]; i++)
    if ((games[i]->flags & flags) == flags)
      return games[i];
  return NULL;
}

