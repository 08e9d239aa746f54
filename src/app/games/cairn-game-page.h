/* cairn-game-page.h — what the position editor asks of a game's page.
 *
 * A page is the widget under the game switch that edits one game's
 * position (its board, side to move and whatever else the game's
 * position holds).  It keeps the position as edited and never judges it:
 * after every edit it emits "changed" and the editor reads the position.
 * Pages are listed by game id in cairn-game-pages.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-position.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_GAME_PAGE (cairn_game_page_get_type ())
G_DECLARE_INTERFACE (CairnGamePage, cairn_game_page, CAIRN, GAME_PAGE, GtkWidget)

struct _CairnGamePageInterface {
  GTypeInterface parent_iface;

  /* The position as edited, which the page keeps: the editor reads it
   * and replaces it here. */
  CairnPosition *(*position) (CairnGamePage       *self);
  /* The editor replaced the position: show it, dropping whatever the
   * page kept from earlier edits (chess's castling ticks).  Emits no
   * "changed". */
  void (*replaced)         (CairnGamePage       *self);
  /* Optional: small square names on the board, as the window's
   * "Cell numbers" asks; a page without them ignores it. */
  void (*set_square_names) (CairnGamePage       *self,
                            gboolean             show);
};

void cairn_game_page_set_position     (CairnGamePage       *self,
                                       const CairnPosition *position);
void cairn_game_page_get_position     (CairnGamePage       *self,
                                       CairnPosition       *position);
void cairn_game_page_set_square_names (CairnGamePage       *self,
                                       gboolean             show);
/* For the pages: the user edited the position. */
void cairn_game_page_changed          (CairnGamePage       *self);

/* For the pages that take their position typed in: the game's notation
 * in @entry, and under it @refusal, the reason a text was refused. */
/* @position's text in @entry, no refusal shown. */
void     cairn_game_page_show_text    (GtkEntry            *entry,
                                       GtkLabel            *refusal,
                                       const CairnPosition *position);
/* @entry's text read as a position of @game into @position; a text the
 * game refuses leaves @position as it was, and the entry says why. */
gboolean cairn_game_page_read_text    (GtkEntry            *entry,
                                       GtkLabel            *refusal,
                                       const CairnGame     *game,
                                       CairnPosition       *position);

G_END_DECLS
