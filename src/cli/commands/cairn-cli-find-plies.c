/* cairn-cli-find-plies.c — find's positions of --plies, for any game:
 * the openings of a game with no table of its positions (Connect Four's
 * 4,531,985,219,092 legal boards cannot all be examined).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-cli-fail.h"
#include "cairn-cli-find-material.h"
#include "cairn-cli-find-plies.h"
#include "cairn-finder.h"
#include "cairn-format.h"

int
cli_find_plies_positions (const CairnGame *game,
                          int              plies,
                          GArray          *positions)
{
  g_autoptr (GArray) reached = NULL;

  if (plies < 0)
    return cli_fail_usage (_("Invalid --plies %d: use 0 (the start alone) or a positive number of moves"),
                           plies);
  reached = cairn_finder_reachable_positions (game, (guint) plies, (guint) CLI_FIND_MAX_EXAMINED);
  if (reached == NULL)
    {
      g_autofree char *cap_text = cairn_format_count (CLI_FIND_MAX_EXAMINED);

      return cli_fail_usage (_("--plies %d reaches more than %s positions of %s, more than find examines at once: give fewer plies, or list chosen positions in a file for --positions FILE"),
                             plies, cap_text, game->id);
    }
  g_array_append_vals (positions, reached->data, reached->len);
  return 0;
}
