/* cairn-chess-page.c — the board, side to move, castling rights, FEN and
 * presets of chess (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-chess.h"
#include "cairn-chess-editor.h"
#include "cairn-chess-page.h"
#include "cairn-game-page.h"

struct _CairnChessPage {
  GtkBox parent_instance;

  /* template children */
  CairnChessEditor *chess_board;
  GtkToggleButton  *white_to_move;
  GtkToggleButton  *black_to_move;
  GtkCheckButton   *castle_wk;      /* castling rights K, Q, k, q */
  GtkCheckButton   *castle_wq;
  GtkCheckButton   *castle_bk;
  GtkCheckButton   *castle_bq;
  GtkEntry         *fen_entry;
  GtkLabel         *fen_error;

  CairnPosition     position;       /* as edited */
  guint8            castling_kept;  /* rights ticked that the board does not allow now */
  gboolean          updating;       /* showing the position: no edit */
};

static void cairn_chess_page_game_page_init (CairnGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CairnChessPage, cairn_chess_page, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CAIRN_TYPE_GAME_PAGE, cairn_chess_page_game_page_init))

/* FEN's castling field, K Q k q, and its check buttons. */
static const guint8 castling_rights[] = {
  CAIRN_CHESS_CASTLE_WK, CAIRN_CHESS_CASTLE_WQ, CAIRN_CHESS_CASTLE_BK, CAIRN_CHESS_CASTLE_BQ,
};

static GtkCheckButton *
castling_button (CairnChessPage *self,
                 guint           i)
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
show_castling (CairnChessPage *self)
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

/* The controls follow the position; the FEN follows every edit. */
static void
show_position (CairnChessPage *self)
{
  self->updating = TRUE;
  gtk_toggle_button_set_active (self->position.to_move == CAIRN_SIDE_X ? self->white_to_move
                                                                       : self->black_to_move, TRUE);
  show_castling (self);
  cairn_chess_editor_set_position (self->chess_board, &self->position);
  cairn_game_page_show_text (self->fen_entry, self->fen_error, &self->position);
  self->updating = FALSE;
}

static void
edited (CairnChessPage *self)
{
  show_position (self);
  cairn_game_page_changed (CAIRN_GAME_PAGE (self));
}

/* Sets the castling rights the user wants: those the board allows are
 * in force, the others are kept for when it does. */
static void
want_castling (CairnChessPage *self,
               guint8          wanted)
{
  guint8 allowed = cairn_chess_castling_allowed (CAIRN_CHESS_BOARD (&self->position.board));

  CAIRN_CHESS_BOARD (&self->position.board)->castling = wanted & allowed;
  self->castling_kept = wanted & ~allowed;
}

/* A square edit keeps every castling tick: the editor drops a right whose
 * king or rook left home, and it comes back with them. */
static void
on_board_changed (CairnChessPage *self)
{
  CairnSide side = self->position.to_move;
  guint8 wanted = CAIRN_CHESS_BOARD (&self->position.board)->castling | self->castling_kept;

  cairn_chess_editor_get_position (self->chess_board, &self->position);
  self->position.to_move = side;
  want_castling (self, wanted);
  edited (self);
}

static void
on_castling_toggled (CairnChessPage *self)
{
  guint8 rights = 0;

  if (self->updating)
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
on_fen_activate (CairnChessPage *self)
{
  /* The board keeps its position; only the text is refused. */
  if (!cairn_game_page_read_text (self->fen_entry, self->fen_error, &cairn_game_chess, &self->position))
    return;
  self->castling_kept = 0;
  edited (self);
}

static void
on_side_toggled (CairnChessPage *self)
{
  CairnSide side = gtk_toggle_button_get_active (self->black_to_move) ? CAIRN_SIDE_O : CAIRN_SIDE_X;

  if (self->updating || side == self->position.to_move)
    return;
  self->position.to_move = side;
  edited (self);
}

static CairnPosition *
position (CairnGamePage *page)
{
  return &CAIRN_CHESS_PAGE (page)->position;
}

static void
replaced (CairnGamePage *page)
{
  CairnChessPage *self = CAIRN_CHESS_PAGE (page);

  self->castling_kept = 0;
  show_position (self);
}

static void
cairn_chess_page_game_page_init (CairnGamePageInterface *iface)
{
  iface->position = position;
  iface->replaced = replaced;
}

static void
cairn_chess_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CAIRN_TYPE_CHESS_PAGE);
  G_OBJECT_CLASS (cairn_chess_page_parent_class)->dispose (object);
}

static void
cairn_chess_page_class_init (CairnChessPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_chess_page_dispose;

  g_type_ensure (CAIRN_TYPE_CHESS_EDITOR);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-chess-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnChessPage, chess_board);
  gtk_widget_class_bind_template_child (widget_class, CairnChessPage, white_to_move);
  gtk_widget_class_bind_template_child (widget_class, CairnChessPage, black_to_move);
  gtk_widget_class_bind_template_child (widget_class, CairnChessPage, castle_wk);
  gtk_widget_class_bind_template_child (widget_class, CairnChessPage, castle_wq);
  gtk_widget_class_bind_template_child (widget_class, CairnChessPage, castle_bk);
  gtk_widget_class_bind_template_child (widget_class, CairnChessPage, castle_bq);
  gtk_widget_class_bind_template_child (widget_class, CairnChessPage, fen_entry);
  gtk_widget_class_bind_template_child (widget_class, CairnChessPage, fen_error);
}

static void
cairn_chess_page_init (CairnChessPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  cairn_position_init_game (&self->position, &cairn_game_chess);
  g_signal_connect_swapped (self->chess_board, "changed", G_CALLBACK (on_board_changed), self);
  /* Both buttons: the one turned off toggles first, while the other is
   * not yet on, so the new side is only seen from the one turned on. */
  g_signal_connect_swapped (self->white_to_move, "toggled", G_CALLBACK (on_side_toggled), self);
  g_signal_connect_swapped (self->black_to_move, "toggled", G_CALLBACK (on_side_toggled), self);
  for (guint i = 0; i < G_N_ELEMENTS (castling_rights); i++)
    g_signal_connect_swapped (castling_button (self, i), "toggled", G_CALLBACK (on_castling_toggled), self);
  g_signal_connect_swapped (self->fen_entry, "activate", G_CALLBACK (on_fen_activate), self);
}
