/* cairn-position-editor.c — the game switch and a page a game (see the
 * header).  Nothing here knows a game: the switch comes from the
 * registry, the pages from the table of pages.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cairn-game-page.h"
#include "cairn-game-pages.h"
#include "cairn-games.h"
#include "cairn-position-editor.h"

struct _CairnPositionEditor {
  GtkBox parent_instance;

  /* template children */
  GtkBox          *game_switch;
  GtkStack        *position_stack;

  GPtrArray       *game_buttons;   /* the switch's, in the registry's order */
  CairnPosition    position;       /* as edited */
  gboolean         updating;       /* showing the position: no edit */
};

G_DEFINE_FINAL_TYPE (CairnPositionEditor, cairn_position_editor, GTK_TYPE_BOX)

enum {
  POSITION_EDITED,
  GAME_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The page of @game, named after its id. */
static CairnGamePage *
game_page (CairnPositionEditor *self,
           const CairnGame     *game)
{
  return CAIRN_GAME_PAGE (gtk_stack_get_child_by_name (self->position_stack, game->id));
}

/* The switch and the page follow the position. */
static void
show_position (CairnPositionEditor *self)
{
  const CairnGame *game = cairn_position_game (&self->position);
  const CairnGame * const *games = cairn_games_list ();

  self->updating = TRUE;
  for (guint i = 0; i < self->game_buttons->len; i++)
    if (games[i] == game)
      gtk_toggle_button_set_active (g_ptr_array_index (self->game_buttons, i), TRUE);
  gtk_stack_set_visible_child_name (self->position_stack, game->id);
  cairn_game_page_set_position (game_page (self, game), &self->position);
  self->updating = FALSE;
}

/* Only the shown game's page edits the position: the others keep what
 * they last showed. */
static void
on_page_changed (CairnGamePage       *page,
                 CairnPositionEditor *self)
{
  if (page != game_page (self, cairn_position_game (&self->position)))
    return;
  cairn_game_page_get_position (page, &self->position);
  g_signal_emit (self, signals[POSITION_EDITED], 0);
}

/* The window keeps each game's position and answers with the one it
 * shows (cairn_position_editor_set_position()). */
static void
on_game_toggled (GtkToggleButton     *button,
                 CairnPositionEditor *self)
{
  const CairnGame *game = g_object_get_data (G_OBJECT (button), "cairn-game");

  if (self->updating || !gtk_toggle_button_get_active (button) || game == cairn_position_game (&self->position))
    return;
  g_signal_emit (self, signals[GAME_CHOSEN], 0, game);
}

/* A page and a switch button a game of the registry, both named after
 * its id; the button is labelled with the game's name and has the
 * page's title as its tooltip. */
static void
build_games (CairnPositionEditor *self)
{
  const CairnGame * const *games = cairn_games_list ();

  for (guint i = 0; games[i] != NULL; i++)
    {
      const char *title;
      GtkWidget *page = cairn_game_pages_new (games[i], &title);
      GtkWidget *button = g_object_new (GTK_TYPE_TOGGLE_BUTTON,
                                        "name", games[i]->id,
                                        "label", _(games[i]->label),
                                        "tooltip-text", title,
                                        "active", i == 0,
                                        NULL);

      gtk_stack_add_titled (self->position_stack, page, games[i]->id, title);
      g_signal_connect_object (page, "changed", G_CALLBACK (on_page_changed), self, 0);
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), g_ptr_array_index (self->game_buttons, 0));
      g_object_set_data (G_OBJECT (button), "cairn-game", (gpointer) games[i]);
      g_signal_connect (button, "toggled", G_CALLBACK (on_game_toggled), self);
      gtk_box_append (self->game_switch, button);
      g_ptr_array_add (self->game_buttons, button);
    }
}

static void
cairn_position_editor_dispose (GObject *object)
{
  CairnPositionEditor *self = CAIRN_POSITION_EDITOR (object);

  g_clear_pointer (&self->game_buttons, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), CAIRN_TYPE_POSITION_EDITOR);
  G_OBJECT_CLASS (cairn_position_editor_parent_class)->dispose (object);
}

static void
cairn_position_editor_class_init (CairnPositionEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_position_editor_dispose;

  /* The user changed the position; read it with
   * cairn_position_editor_get_position(). */
  signals[POSITION_EDITED] = g_signal_new ("position-edited", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                           0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The user chose another game on the switch (a const CairnGame *). */
  signals[GAME_CHOSEN] = g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-position-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, game_switch);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, position_stack);
}

static void
cairn_position_editor_init (CairnPositionEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->game_buttons = g_ptr_array_new ();
  cairn_position_init_game (&self->position, cairn_games_default ());
  build_games (self);
}

void
cairn_position_editor_set_position (CairnPositionEditor *self,
                                    const CairnPosition *position)
{
  g_return_if_fail (CAIRN_IS_POSITION_EDITOR (self));
  g_return_if_fail (position != NULL);
  self->position = *position;
  show_position (self);
}

void
cairn_position_editor_get_position (CairnPositionEditor *self,
                                    CairnPosition       *position)
{
  g_return_if_fail (CAIRN_IS_POSITION_EDITOR (self));
  g_return_if_fail (position != NULL);
  *position = self->position;
}

void
cairn_position_editor_set_show_numbers (CairnPositionEditor *self,
                                        gboolean             show)
{
  g_return_if_fail (CAIRN_IS_POSITION_EDITOR (self));
  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->position_stack));
       page != NULL;
       page = gtk_widget_get_next_sibling (page))
    cairn_game_page_set_square_names (CAIRN_GAME_PAGE (page), show);
}

GObject *
cairn_position_editor_get_part (CairnPositionEditor *self,
                                const char          *id)
{
  GObject *part;

  g_return_val_if_fail (CAIRN_IS_POSITION_EDITOR (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  if (g_str_has_prefix (id, "game_"))
    for (guint i = 0; i < self->game_buttons->len; i++)
      if (g_str_equal (gtk_widget_get_name (g_ptr_array_index (self->game_buttons, i)), id + strlen ("game_")))
        return g_ptr_array_index (self->game_buttons, i);
  part = gtk_widget_get_template_child (GTK_WIDGET (self), CAIRN_TYPE_POSITION_EDITOR, id);
  /* Then the pages' templates, whose parts are named apart. */
  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (self->position_stack));
       part == NULL && page != NULL;
       page = gtk_widget_get_next_sibling (page))
    part = gtk_widget_get_template_child (page, G_OBJECT_TYPE (page), id);
  return part;
}
