/* cairn-game-pages.c — the table of game editor pages (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-chess-page.h"
#include "cairn-chess-presets.h"
#include "cairn-connect4-page.h"
#include "cairn-connect4-presets.h"
#include "cairn-game-pages.h"
#include "cairn-game-text-page.h"
#include "cairn-games.h"
#include "cairn-tictactoe-page.h"
#include "cairn-tictactoe-presets.h"

/* One line a game with a page of its own. */
static const CairnGamePageInfo pages[] = {
  { "tictactoe", N_("Teach on tic-tac-toe: small trees, no zugzwang"), cairn_tictactoe_page_get_type,
    cairn_tictactoe_presets_apply },
  { "chess", N_("Teach on chess, by its full rules, where zugzwang is real"), cairn_chess_page_get_type,
    cairn_chess_presets_apply },
  { "connect4", N_("Teach on Connect Four, where who fills the odd rows decides: zugzwang in everyday play"),
    cairn_connect4_page_get_type, cairn_connect4_presets_apply },
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

gboolean
cairn_game_pages_preset (const char    *name,
                         CairnScenario *scenario)
{
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (scenario != NULL, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    switch (pages[i].preset (name, scenario))
      {
      case CAIRN_PRESET_SCENARIO:
        return TRUE;
      case CAIRN_PRESET_POSITION:
        return FALSE;
      case CAIRN_PRESET_UNKNOWN:
      default:
        break;
      }
  cairn_position_init_game (&scenario->position, cairn_games_default ());
  return FALSE;
}
