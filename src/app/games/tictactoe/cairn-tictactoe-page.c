/* cairn-tictactoe-page.c — the board, side to move and presets of
 * tic-tac-toe (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-page.h"
#include "cairn-game-tictactoe.h"
#include "cairn-tictactoe-editor.h"
#include "cairn-tictactoe-page.h"

struct _CairnTictactoePage {
  GtkBox parent_instance;

  /* template children */
  CairnTictactoeEditor *board;
  GtkToggleButton      *x_to_move;
  GtkToggleButton      *o_to_move;

  CairnPosition         position;  /* as edited */
  gboolean              updating;  /* showing the position: no edit */
};

static void cairn_tictactoe_page_game_page_init (CairnGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CairnTictactoePage, cairn_tictactoe_page, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CAIRN_TYPE_GAME_PAGE, cairn_tictactoe_page_game_page_init))

static void
show_position (CairnTictactoePage *self)
{
  self->updating = TRUE;
  gtk_toggle_button_set_active (self->position.to_move == CAIRN_SIDE_X ? self->x_to_move : self->o_to_move, TRUE);
  cairn_tictactoe_editor_set_position (self->board, &self->position);
  self->updating = FALSE;
}

static void
on_board_changed (CairnTictactoePage *self)
{
  cairn_tictactoe_editor_get_position (self->board, &self->position);
  /* The side to move follows the marks, as it does in a real game; the
   * side buttons still override it. */
  self->position.to_move = cairn_position_infer_side (&self->position.board);
  show_position (self);
  cairn_game_page_changed (CAIRN_GAME_PAGE (self));
}

static void
on_side_toggled (CairnTictactoePage *self)
{
  CairnSide side = gtk_toggle_button_get_active (self->o_to_move) ? CAIRN_SIDE_O : CAIRN_SIDE_X;

  if (self->updating || side == self->position.to_move)
    return;
  self->position.to_move = side;
  show_position (self);
  cairn_game_page_changed (CAIRN_GAME_PAGE (self));
}

static CairnPosition *
position (CairnGamePage *page)
{
  return &CAIRN_TICTACTOE_PAGE (page)->position;
}

static void
replaced (CairnGamePage *page)
{
  show_position (CAIRN_TICTACTOE_PAGE (page));
}

static void
set_square_names (CairnGamePage *page,
                  gboolean       show)
{
  cairn_tictactoe_editor_set_show_numbers (CAIRN_TICTACTOE_PAGE (page)->board, show);
}

static void
cairn_tictactoe_page_game_page_init (CairnGamePageInterface *iface)
{
  iface->position = position;
  iface->replaced = replaced;
  iface->set_square_names = set_square_names;
}

static void
cairn_tictactoe_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CAIRN_TYPE_TICTACTOE_PAGE);
  G_OBJECT_CLASS (cairn_tictactoe_page_parent_class)->dispose (object);
}

static void
cairn_tictactoe_page_class_init (CairnTictactoePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_tictactoe_page_dispose;

  g_type_ensure (CAIRN_TYPE_TICTACTOE_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-tictactoe-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnTictactoePage, board);
  gtk_widget_class_bind_template_child (widget_class, CairnTictactoePage, x_to_move);
  gtk_widget_class_bind_template_child (widget_class, CairnTictactoePage, o_to_move);
}

static void
cairn_tictactoe_page_init (CairnTictactoePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  cairn_position_init_game (&self->position, &cairn_game_tictactoe);
  g_signal_connect_swapped (self->board, "changed", G_CALLBACK (on_board_changed), self);
  /* Both buttons: the one turned off toggles first, while the other is
   * not yet on, so the new side is only seen from the one turned on. */
  g_signal_connect_swapped (self->x_to_move, "toggled", G_CALLBACK (on_side_toggled), self);
  g_signal_connect_swapped (self->o_to_move, "toggled", G_CALLBACK (on_side_toggled), self);
}
