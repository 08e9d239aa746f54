/* cairn-game-pages.c — the table of game editor pages (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-chess-page.h"
#include "cairn-game-pages.h"
#include "cairn-game-text-page.h"
#include "cairn-tictactoe-page.h"

/* One line a game with a page of its own. */
static const CairnGamePageInfo pages[] = {
  { "tictactoe", N_("Teach on tic-tac-toe: small trees, no zugzwang"), cairn_tictactoe_page_get_type },
  { "chess", N_("Teach on chess, by its full rules, where zugzwang is real"), cairn_chess_page_get_type },
};

const CairnGamePageInfo *
cairn_game_pages_lookup (const char *game_id)
{
  g_return_val_if_fail (game_id != NULL, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    if (g_str_equal (pages[i].game_id, game_id))
      return &pages[i];
  return NULL;
}

GtkWidget *
cairn_game_pages_new (const CairnGame  *game,
                      const char      **title)
{
  const CairnGamePageInfo *info;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (title != NULL, NULL);
  info = cairn_game_pages_lookup (game->id);
  if (info == NULL)
    {
      *title = _(game->label);
      return cairn_game_text_page_new (game);
    }
  *title = _(info->title);
  return g_object_new (info->get_type (), NULL);
}
