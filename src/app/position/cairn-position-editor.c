/* cairn-position-editor.c — the game switch and a page a game: the board
 * editors, side to move, castling rights and FEN (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cairn-chess.h"
#include "cairn-chess-editor.h"
#include "cairn-game-tictactoe.h"
#include "cairn-games.h"
#include "cairn-position-editor.h"
#include "cairn-tictactoe-editor.h"

struct _CairnPositionEditor {
  GtkBox parent_instance;

  /* template children */
  GtkBox          *game_switch;
  GtkStack        *position_stack;
  CairnTictactoeEditor *board;
  GtkToggleButton *x_to_move;
  GtkToggleButton *o_to_move;
  CairnChessEditor *chess_board;
  GtkToggleButton *white_to_move;
  GtkToggleButton *black_to_move;
  GtkCheckButton  *castle_wk;      /* castling rights K, Q, k, q */
  GtkCheckButton  *castle_wq;
  GtkCheckButton  *castle_bk;
  GtkCheckButton  *castle_bq;
  GtkEntry        *fen_entry;
  GtkLabel        *fen_error;

  GPtrArray       *game_buttons;   /* the switch's, in the registry's order */
  CairnPosition    position;       /* as edited */
  guint8           castling_kept;  /* rights ticked that the board does not allow now */
  gboolean         updating;       /* showing the position: no edit */
};

G_DEFINE_FINAL_TYPE (CairnPositionEditor, cairn_position_editor, GTK_TYPE_BOX)

enum {
  POSITION_EDITED,
  GAME_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The piece page (men, side, castling, FEN) is for a game edited man by
 * man. */
static gboolean
edits_pieces (CairnPositionEditor *self)
{
  return (cairn_position_game (&self->position)->flags & CAIRN_GAME_EDITS_PIECES) != 0;
}

/* FEN's castling field, K Q k q, and its check buttons. */
static const guint8 castling_rights[] = {
  CAIRN_CHESS_CASTLE_WK, CAIRN_CHESS_CASTLE_WQ, CAIRN_CHESS_CASTLE_BK, CAIRN_CHESS_CASTLE_BQ,
};

static GtkCheckButton *
castling_button (CairnPositionEditor *self,
                 guint                i)
{
  GtkCheckButton *buttons[] = { self->castle_wk, self->castle_wq, self->castle_bk, self->castle_bq };

  return buttons[i];
}

/* Why a castling right is greyed: its king or rook is not at home. */
static const char *const castling_needs[] = {
  N_("White cannot castle king side here: that needs the white king on e1 and a white rook on h1. A tick stays and counts again once both are there"),
  N_("White cannot castle queen side here: that needs the white king on e1 and a white rook on a1. A tick stays and counts again once both are there"),
  N_("Black cannot castle king side here: that needs the black king on e8 and a black rook on h8. A tick stays and counts again once both are there"),
  N_("Black cannot castle queen side here: that needs the black king on e8 and a black rook on a8. A tick stays and counts again once both are there"),
};

/* The castling buttons: a right the board allows can be ticked; one it
 * does not is greyed with the reason, and keeps a tick the user gave it
 * (self->castling_kept) while the king or rook is away. */
static void
show_castling (CairnPositionEditor *self)
{
  guint8 allowed = cairn_chess_castling_allowed (CAIRN_CHESS_BOARD (&self->position.board));
  guint8 ticked = CAIRN_CHESS_BOARD (&self->position.board)->castling | self->castling_kept;

  for (guint i = 0; i < G_N_ELEMENTS (castling_rights); i++)
    {
      GtkWidget *button = GTK_WIDGET (castling_button (self, i));
      const char *usual = g_object_get_data (G_OBJECT (button), "cairn-usual-tooltip");
      gboolean possible = (allowed & castling_rights[i]) != 0;

      if (usual == NULL)
        {
          g_object_set_data_full (G_OBJECT (button), "cairn-usual-tooltip",
                                  g_strdup (gtk_widget_get_tooltip_text (button)), g_free);
          usual = g_object_get_data (G_OBJECT (button), "cairn-usual-tooltip");
        }
      gtk_check_button_set_active (GTK_CHECK_BUTTON (button), (ticked & castling_rights[i]) != 0);
      gtk_widget_set_sensitive (button, possible);
      gtk_widget_set_tooltip_text (button, possible ? usual : _(castling_needs[i]));
    }
}

/* The switch, the page and its controls follow the position. */
static void
show_position (CairnPositionEditor *self)
{
  const CairnGame *game = cairn_position_game (&self->position);
  const CairnGame * const *games = cairn_games_list ();

  self->updating = TRUE;
  for (guint i = 0; i < self->game_buttons->len; i++)
    if (games[i] == game)
      gtk_toggle_button_set_active (g_ptr_array_index (self->game_buttons, i), TRUE);
  /* The pages are named after their game's id. */
  gtk_stack_set_visible_child_name (self->position_stack, game->id);
  if (edits_pieces (self))
    {
      g_autofree char *fen = cairn_position_to_string (&self->position);

      gtk_toggle_button_set_active (self->position.to_move == CAIRN_SIDE_X ? self->white_to_move
                                                                           : self->black_to_move, TRUE);
      show_castling (self);
      cairn_chess_editor_set_position (self->chess_board, &self->position);
      gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), fen);
      gtk_widget_set_visible (GTK_WIDGET (self->fen_error), FALSE);
      gtk_widget_remove_css_class (GTK_WIDGET (self->fen_entry), "error");
    }
  else
    {
      gtk_toggle_button_set_active (self->position.to_move == CAIRN_SIDE_X ? self->x_to_move : self->o_to_move,
                                    TRUE);
      cairn_tictactoe_editor_set_position (self->board, &self->position);
    }
  self->updating = FALSE;
}

static void
edited (CairnPositionEditor *self)
{
  show_position (self);
  g_signal_emit (self, signals[POSITION_EDITED], 0);
}

/* Sets the castling rights the user wants: those the board allows are
 * in force, the others are kept for when it does. */
static void
want_castling (CairnPositionEditor *self,
               guint8               wanted)
{
  guint8 allowed = cairn_chess_castling_allowed (CAIRN_CHESS_BOARD (&self->position.board));

  CAIRN_CHESS_BOARD (&self->position.board)->castling = wanted & allowed;
  self->castling_kept = wanted & ~allowed;
}

/* A square edit keeps every castling tick: the editor drops a right whose
 * king or rook left home, and it comes back with them. */
static void
on_chess_changed (CairnPositionEditor *self)
{
  CairnSide side = self->position.to_move;
  guint8 wanted = CAIRN_CHESS_BOARD (&self->position.board)->castling | self->castling_kept;

  cairn_chess_editor_get_position (self->chess_board, &self->position);
  self->position.to_move = side;
  want_castling (self, wanted);
  edited (self);
}

static void
on_castling_toggled (CairnPositionEditor *self)
{
  guint8 rights = 0;

  if (self->updating || !edits_pieces (self))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (castling_rights); i++)
    if (gtk_check_button_get_active (castling_button (self, i)))
      rights |= castling_rights[i];
  if (rights == (CAIRN_CHESS_BOARD (&self->position.board)->castling | self->castling_kept))
    return;
  want_castling (self, rights);
  edited (self);
}

/* A position typed in brings its own castling rights: no tick is kept
 * from the last one. */
static void
on_fen_activate (CairnPositionEditor *self)
{
  g_autoptr (GError) error = NULL;
  CairnPosition parsed;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->fen_entry));

  if (!cairn_position_parse_game (cairn_position_game (&self->position), text, NULL, &parsed, &error))
    {
      /* The board keeps its position; only the text is refused. */
      gtk_label_set_text (self->fen_error, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->fen_error), TRUE);
      gtk_widget_add_css_class (GTK_WIDGET (self->fen_entry), "error");
      return;
    }
  self->position = parsed;
  self->castling_kept = 0;
  edited (self);
}

static void
on_board_changed (CairnPositionEditor *self)
{
  cairn_tictactoe_editor_get_position (self->board, &self->position);
  /* The side to move follows the marks, as it does in a real game; the
   * side buttons still override it. */
  self->position.to_move = cairn_position_infer_side (&self->position.board);
  self->castling_kept = 0;
  edited (self);
}

static void
on_side_toggled (CairnPositionEditor *self)
{
  CairnSide side = edits_pieces (self)
                   ? (gtk_toggle_button_get_active (self->black_to_move) ? CAIRN_SIDE_O : CAIRN_SIDE_X)
                   : (gtk_toggle_button_get_active (self->o_to_move) ? CAIRN_SIDE_O : CAIRN_SIDE_X);

  if (self->updating || side == self->position.to_move)
    return;
  self->position.to_move = side;
  edited (self);
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

/* A button a game of the registry, named after its id, labelled with
 * its name and, as its tooltip, the title of its page. */
static void
build_game_switch (CairnPositionEditor *self)
{
  const CairnGame * const *games = cairn_games_list ();

  for (guint i = 0; games[i] != NULL; i++)
    {
      GtkStackPage *page = gtk_stack_get_page (self->position_stack,
                                               gtk_stack_get_child_by_name (self->position_stack, games[i]->id));
      GtkWidget *button = g_object_new (GTK_TYPE_TOGGLE_BUTTON,
                                        "name", games[i]->id,
                                        "label", _(games[i]->label),
                                        "tooltip-text", gtk_stack_page_get_title (page),
                                        "active", i == 0,
                                        NULL);

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

  g_type_ensure (CAIRN_TYPE_TICTACTOE_EDITOR);
  g_type_ensure (CAIRN_TYPE_CHESS_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-position-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, game_switch);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, position_stack);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, board);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, x_to_move);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, o_to_move);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, chess_board);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, white_to_move);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, black_to_move);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, castle_wk);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, castle_wq);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, castle_bk);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, castle_bq);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, fen_entry);
  gtk_widget_class_bind_template_child (widget_class, CairnPositionEditor, fen_error);
}

static void
cairn_position_editor_init (CairnPositionEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->game_buttons = g_ptr_array_new ();
  cairn_position_init_game (&self->position, cairn_games_default ());
  build_game_switch (self);

  g_signal_connect_swapped (self->board, "changed", G_CALLBACK (on_board_changed), self);
  g_signal_connect_swapped (self->x_to_move, "toggled", G_CALLBACK (on_side_toggled), self);
  g_signal_connect_swapped (self->white_to_move, "toggled", G_CALLBACK (on_side_toggled), self);
  g_signal_connect_swapped (self->black_to_move, "toggled", G_CALLBACK (on_side_toggled), self);
  g_signal_connect_swapped (self->chess_board, "changed", G_CALLBACK (on_chess_changed), self);
  for (guint i = 0; i < G_N_ELEMENTS (castling_rights); i++)
    g_signal_connect_swapped (castling_button (self, i), "toggled", G_CALLBACK (on_castling_toggled), self);
  g_signal_connect_swapped (self->fen_entry, "activate", G_CALLBACK (on_fen_activate), self);
}

void
cairn_position_editor_set_position (CairnPositionEditor *self,
                                    const CairnPosition *position)
{
  g_return_if_fail (CAIRN_IS_POSITION_EDITOR (self));
  g_return_if_fail (position != NULL);
  self->position = *position;
  self->castling_kept = 0;
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
  cairn_tictactoe_editor_set_show_numbers (self->board, show);
}

GObject *
cairn_position_editor_get_part (CairnPositionEditor *self,
                                const char          *id)
{
  g_return_val_if_fail (CAIRN_IS_POSITION_EDITOR (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  if (g_str_has_prefix (id, "game_"))
    for (guint i = 0; i < self->game_buttons->len; i++)
      if (g_str_equal (gtk_widget_get_name (g_ptr_array_index (self->game_buttons, i)), id + strlen ("game_")))
        return g_ptr_array_index (self->game_buttons, i);
  return gtk_widget_get_template_child (GTK_WIDGET (self), CAIRN_TYPE_POSITION_EDITOR, id);
}
