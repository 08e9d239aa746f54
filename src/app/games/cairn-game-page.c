/* cairn-game-page.c — the position editor's interface to a game's page
 * (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-page.h"

G_DEFINE_INTERFACE (CairnGamePage, cairn_game_page, GTK_TYPE_WIDGET)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
cairn_game_page_default_init (CairnGamePageInterface *iface)
{
  /* The user edited the position; read it with
   * cairn_game_page_get_position(). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

void
cairn_game_page_set_position (CairnGamePage       *self,
                              const CairnPosition *position)
{
  CairnGamePageInterface *iface;

  g_return_if_fail (CAIRN_IS_GAME_PAGE (self));
  g_return_if_fail (position != NULL);
  iface = CAIRN_GAME_PAGE_GET_IFACE (self);
  *iface->position (self) = *position;
  iface->replaced (self);
}

void
cairn_game_page_get_position (CairnGamePage *self,
                              CairnPosition *position)
{
  g_return_if_fail (CAIRN_IS_GAME_PAGE (self));
  g_return_if_fail (position != NULL);
  *position = *CAIRN_GAME_PAGE_GET_IFACE (self)->position (self);
}

void
cairn_game_page_set_square_names (CairnGamePage *self,
                                  gboolean       show)
{
  CairnGamePageInterface *iface;

  g_return_if_fail (CAIRN_IS_GAME_PAGE (self));
  iface = CAIRN_GAME_PAGE_GET_IFACE (self);
  if (iface->set_square_names != NULL)
    iface->set_square_names (self, show);
}

void
cairn_game_page_changed (CairnGamePage *self)
{
  g_return_if_fail (CAIRN_IS_GAME_PAGE (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

void
cairn_game_page_show_text (GtkEntry            *entry,
                           GtkLabel            *refusal,
                           const CairnPosition *position)
{
  g_autofree char *text = cairn_position_to_string (position);

  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  gtk_widget_set_visible (GTK_WIDGET (refusal), FALSE);
  gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
}

gboolean
cairn_game_page_read_text (GtkEntry        *entry,
                           GtkLabel        *refusal,
                           const CairnGame *game,
                           CairnPosition   *position)
{
  g_autoptr (GError) error = NULL;
  CairnPosition parsed;

  if (!cairn_position_parse_game (game, gtk_editable_get_text (GTK_EDITABLE (entry)), NULL, &parsed, &error))
    {
      gtk_label_set_text (refusal, error->message);
      gtk_widget_set_visible (GTK_WIDGET (refusal), TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      return FALSE;
    }
  *position = parsed;
  return TRUE;
}
