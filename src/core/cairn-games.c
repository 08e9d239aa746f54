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
extern const CairnGame cairn_game_pawns;

G_DEFINE_QUARK (cairn-game-error-quark, cairn_game_error)

static const CairnGame * const games[] = {
  &cairn_game_tictactoe,
  &cairn_game_pawns,
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
  const CairnGame *pawns;

  g_return_val_if_fail (text != NULL, cairn_games_default ());

  if (strchr (text, '/') != NULL && (pawns = cairn_games_lookup ("pawns", NULL)) != NULL)
    return pawns;
  return cairn_games_default ();
}
