/* cairn-game-pages.h — the table of game editor pages: for a game id of
 * the registry (src/games/cairn-games.c), its page in the position editor
 * and that page's title.  A new game's page is its folder
 * src/app/games/<id>/ and one line in cairn-game-pages.c; a game without
 * a line is edited as text (CairnGameTextPage).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-game.h"

G_BEGIN_DECLS

typedef struct {
  const char *game_id;       /* a CairnGame's id */
  const char *title;         /* the game switch's tooltip; mark with N_() */
  GType     (*get_type) (void);  /* a GtkWidget implementing CairnGamePage */
} CairnGamePageInfo;

/* The line of @game_id; NULL for a game without a page. */
const CairnGamePageInfo *cairn_game_pages_lookup (const char *game_id);
/* A new page for @game (a CairnGamePage): its own, or the text page.
 * @title gets what the switch's button shows as tooltip, translated:
 * the page's title, or the game's label for the text page. */
GtkWidget               *cairn_game_pages_new    (const CairnGame  *game,
                                                  const char      **title);

G_END_DECLS
