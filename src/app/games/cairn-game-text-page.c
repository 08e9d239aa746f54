/* cairn-game-text-page.c — a game's position as text (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-page.h"
#include "cairn-game-text-page.h"

struct _CairnGameTextPage {
  GtkBox parent_instance;

  /* template children */
  GtkEntry        *text_entry;
  GtkLabel        *text_error;

  const CairnGame *game;
  CairnPosition    position;  /* as edited */
};

static void cairn_game_text_page_game_page_init (CairnGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CairnGameTextPage, cairn_game_text_page, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CAIRN_TYPE_GAME_PAGE, cairn_game_text_page_game_page_init))

static void
show_position (CairnGameTextPage *self)
{
  cairn_game_page_show_text (self->text_entry, self->text_error, &self->position);
}

static void
on_activate (CairnGameTextPage *self)
{
  /* The position stays; only the text is refused. */
  if (!cairn_game_page_read_text (self->text_entry, self->text_error, self->game, &self->position))
    return;
  show_position (self);
  cairn_game_page_changed (CAIRN_GAME_PAGE (self));
}

static CairnPosition *
position (CairnGamePage *page)
{
  return &CAIRN_GAME_TEXT_PAGE (page)->position;
}

static void
replaced (CairnGamePage *page)
{
  show_position (CAIRN_GAME_TEXT_PAGE (page));
}

static void
cairn_game_text_page_game_page_init (CairnGamePageInterface *iface)
{
  iface->position = position;
  iface->replaced = replaced;
}

static void
cairn_game_text_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CAIRN_TYPE_GAME_TEXT_PAGE);
  G_OBJECT_CLASS (cairn_game_text_page_parent_class)->dispose (object);
}

static void
cairn_game_text_page_class_init (CairnGameTextPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_game_text_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-game-text-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnGameTextPage, text_entry);
  gtk_widget_class_bind_template_child (widget_class, CairnGameTextPage, text_error);
}

static void
cairn_game_text_page_init (CairnGameTextPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->text_entry, "activate", G_CALLBACK (on_activate), self);
}

GtkWidget *
cairn_game_text_page_new (const CairnGame *game)
{
  CairnGameTextPage *self;

  g_return_val_if_fail (game != NULL, NULL);
  self = g_object_new (CAIRN_TYPE_GAME_TEXT_PAGE, NULL);
  self->game = game;
  cairn_position_init_game (&self->position, game);
  show_position (self);
  return GTK_WIDGET (self);
}
