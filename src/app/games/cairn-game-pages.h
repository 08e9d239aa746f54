/* cairn-game-pages.h — the table of game editor pages: for a game id of
 * the registry (src/games/cairn-games.c), its page in the position editor,
 * that page's title and its presets.  A new game's page is its folder
 * src/app/games/<id>/ and one line in cairn-game-pages.c; a game without
 * a line is edited as text (CairnGameTextPage) and has no presets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-game.h"
#include "cairn-scenario.h"

G_BEGIN_DECLS

/* What a preset (the action win.preset, named by its string) set. */
typedef enum {
  CAIRN_PRESET_UNKNOWN,   /* not one of this game's presets: nothing set */
  CAIRN_PRESET_POSITION,  /* the scenario's position only */
  CAIRN_PRESET_SCENARIO,  /* the position and the depth limit, R and guard it is taught with */
} CairnPresetKind;

typedef struct {
  const char *game_id;       /* a CairnGame's id */
  const char *title;         /* the game switch's tooltip; mark with N_() */
  GType     (*get_type) (void);  /* a GtkWidget implementing CairnGamePage */
  /* The page's presets, GLib only: applies preset @name to @scenario
   * (the window's as it stands).  Names are unique over the table: a new
   * game's start with its id ("connect4-empty"). */
  CairnPresetKind (*preset) (const char    *name,
                             CairnScenario *scenario);
} CairnGamePageInfo;

/* The line of @game_id; NULL for a game without a page. */
const CairnGamePageInfo *cairn_game_pages_lookup (const char *game_id);
/* A new page for @game (a CairnGamePage): its own, or the text page.
 * @title gets what the switch's button shows as tooltip, translated:
 * the page's title, or the game's label for the text page. */
GtkWidget               *cairn_game_pages_new    (const CairnGame  *game,
                                                  const char      **title);
/* Applies preset @name, asking each page's presets in the table's
 * order.  TRUE: the preset is a whole scenario (position and, for most,
 * depth limit and R), to be loaded as such; FALSE: only @scenario's
 * position is the preset's (a name no page knows gives the default
 * game's first position). */
gboolean                 cairn_game_pages_preset (const char       *name,
                                                  CairnScenario    *scenario);

G_END_DECLS
