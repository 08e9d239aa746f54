/* cairn-connect4-page.c — the board, move string, grid and presets of
 * Connect Four (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "cairn-connect4-columns.h"
#include "cairn-connect4-moves.h"
#include "cairn-connect4-page.h"
#include "cairn-game-connect4.h"
#include "cairn-game-page.h"

struct _CairnConnect4Page {
  GtkBox parent_instance;

  /* template children */
  CairnConnect4Columns *connect4_board;
  GtkLabel           *board_note;   /* why the last click did nothing */
  GtkLabel           *side_label;
  GtkLabel           *moves_label;
  GtkEntry           *grid_entry;
  GtkLabel           *grid_error;
  GtkButton          *clear_button;

  CairnPosition       position;     /* as edited */
  /* The columns as the user played them (drops, a move string typed
   * in), shown while they still play the board; else the page finds a
   * move string of its own. */
  GString            *played;
};

static void cairn_connect4_page_game_page_init (CairnGamePageInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CairnConnect4Page, cairn_connect4_page, GTK_TYPE_BOX,
                               G_IMPLEMENT_INTERFACE (CAIRN_TYPE_GAME_PAGE, cairn_connect4_page_game_page_init))

static void
count_discs (const CairnBoard *board,
             guint            *x,
             guint            *o)
{
  *x = *o = 0;
  for (guint c = 1; c <= CAIRN_C4_COLUMNS; c++)
    for (guint r = 1; r <= CAIRN_C4_ROWS; r++)
      {
        *x += cairn_c4_cell (board, c, r) == CAIRN_C4_PIECE_X;
        *o += cairn_c4_cell (board, c, r) == CAIRN_C4_PIECE_O;
      }
}

static void
set_note (CairnConnect4Page *self,
          const char        *note)
{
  gtk_label_set_text (self->board_note, note != NULL ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->board_note), note != NULL);
}

/* Everything beside the board follows the position: the side to move
 * with the counts it comes from, the move string, the grid. */
static void
show_position (CairnConnect4Page *self)
{
  g_autofree char *moves = NULL;
  g_autofree char *side = NULL;
  CairnPosition replayed;
  guint x, o;

  if (self->played->len > 0 &&
      cairn_position_parse_game (&cairn_game_connect4, self->played->str, NULL, &replayed, NULL) &&
      cairn_position_equal (&replayed, &self->position))
    moves = g_strdup (self->played->str);
  else
    {
      /* The order found is the one later drops go on from. */
      moves = cairn_connect4_moves_find (&self->position.board);
      g_string_assign (self->played, moves != NULL && !g_str_equal (moves, "-") ? moves : "");
    }

  count_discs (&self->position.board, &x, &o);
  cairn_connect4_columns_set_board (self->connect4_board, &self->position.board);
  side = g_strdup_printf (self->position.to_move == CAIRN_SIDE_X
                          /* Translators: Connect Four's side to move, and the disc counts it follows from */
                          ? _("X (red) to move: X has %u, O has %u")
                          : _("O (yellow) to move: X has %u, O has %u"),
                          x, o);
  gtk_label_set_text (self->side_label, side);
  gtk_label_set_text (self->moves_label, moves != NULL ? moves : _("none (no order of moves plays this board)"));
  cairn_game_page_show_text (self->grid_entry, self->grid_error, &self->position);
  /* A narrow column (1366×768) shows only part of the 49 characters: the
   * end, where the bottom rows (filled first) and the side to move are,
   * rather than the top rows, which are empty longest. */
  gtk_editable_set_position (GTK_EDITABLE (self->grid_entry), -1);
}

/* A disc edit: the side to move follows the counts, as in a real game
 * (X when they are equal, O when X has one more). */
static void
edited (CairnConnect4Page *self)
{
  guint x, o;

  count_discs (&self->position.board, &x, &o);
  self->position.to_move = x > o ? CAIRN_SIDE_O : CAIRN_SIDE_X;
  show_position (self);
  cairn_game_page_changed (CAIRN_GAME_PAGE (self));
}

static void
on_drop (CairnConnect4Page *self,
         guint              column)
{
  g_autofree char *full = NULL;
  guint x, o;

  count_discs (&self->position.board, &x, &o);
  if (!cairn_c4_drop (&self->position.board, x > o ? CAIRN_SIDE_O : CAIRN_SIDE_X, column))
    {
      /* Translators: %u is the Connect Four column, 1–7 */
      full = g_strdup_printf (_("Column %u is full: a disc dropped there has nowhere to land"), column);
      set_note (self, full);
      return;
    }
  set_note (self, NULL);
  g_string_append_printf (self->played, "%u", column);
  edited (self);
}

static void
on_take (CairnConnect4Page *self,
         guint              column)
{
  g_autofree char *empty = NULL;
  guint height = 0;
  CairnPiece top;

  while (height < CAIRN_C4_ROWS && cairn_c4_cell (&self->position.board, column, height + 1) != 0)
    height++;
  if (height == 0)
    {
      empty = g_strdup_printf (_("Column %u is empty: there is no disc to take out"), column);
      set_note (self, empty);
      return;
    }
  top = cairn_c4_cell (&self->position.board, column, height);
  /* The board's bit of that cell (cairn-game-connect4.h). */
  CAIRN_C4_BOARD (&self->position.board)->discs[top == CAIRN_C4_PIECE_X ? CAIRN_SIDE_X : CAIRN_SIDE_O] &=
    ~(G_GUINT64_CONSTANT (1) << (7 * (column - 1) + height - 1));
  /* Taking back the last drop keeps the moves played before it. */
  if (self->played->len > 0 && self->played->str[self->played->len - 1] == (char) ('0' + column))
    g_string_truncate (self->played, self->played->len - 1);
  set_note (self, NULL);
  edited (self);
}

static void
on_clear (CairnConnect4Page *self)
{
  cairn_position_init_game (&self->position, &cairn_game_connect4);
  g_string_truncate (self->played, 0);
  set_note (self, NULL);
  edited (self);
}

/* The grid (or a move string) typed in; refused text leaves the board as
 * it was, with the game's own reason under the entry. */
static void
on_grid_activate (CairnConnect4Page *self)
{
  if (!cairn_game_page_read_text (self->grid_entry, self->grid_error, &cairn_game_connect4, &self->position))
    return;
  /* A move string keeps its order; a grid's is found. */
  {
    g_autofree char *typed = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->grid_entry))));

    g_string_assign (self->played, strspn (typed, "1234567") == strlen (typed) ? typed : "");
  }
  set_note (self, NULL);
  show_position (self);
  cairn_game_page_changed (CAIRN_GAME_PAGE (self));
}

static CairnPosition *
position (CairnGamePage *page)
{
  return &CAIRN_CONNECT4_PAGE (page)->position;
}

static void
replaced (CairnGamePage *page)
{
  CairnConnect4Page *self = CAIRN_CONNECT4_PAGE (page);

  set_note (self, NULL);
  show_position (self);
}

static void
cairn_connect4_page_game_page_init (CairnGamePageInterface *iface)
{
  iface->position = position;
  iface->replaced = replaced;
}

static void
cairn_connect4_page_finalize (GObject *object)
{
  g_string_free (CAIRN_CONNECT4_PAGE (object)->played, TRUE);
  G_OBJECT_CLASS (cairn_connect4_page_parent_class)->finalize (object);
}

static void
cairn_connect4_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CAIRN_TYPE_CONNECT4_PAGE);
  G_OBJECT_CLASS (cairn_connect4_page_parent_class)->dispose (object);
}

static void
cairn_connect4_page_class_init (CairnConnect4PageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_connect4_page_dispose;
  object_class->finalize = cairn_connect4_page_finalize;

  g_type_ensure (CAIRN_TYPE_CONNECT4_COLUMNS);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-connect4-page.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnConnect4Page, connect4_board);
  gtk_widget_class_bind_template_child (widget_class, CairnConnect4Page, board_note);
  gtk_widget_class_bind_template_child (widget_class, CairnConnect4Page, side_label);
  gtk_widget_class_bind_template_child (widget_class, CairnConnect4Page, moves_label);
  gtk_widget_class_bind_template_child (widget_class, CairnConnect4Page, grid_entry);
  gtk_widget_class_bind_template_child (widget_class, CairnConnect4Page, grid_error);
  gtk_widget_class_bind_template_child (widget_class, CairnConnect4Page, clear_button);
}

static void
cairn_connect4_page_init (CairnConnect4Page *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->played = g_string_new (NULL);
  cairn_position_init_game (&self->position, &cairn_game_connect4);
  g_signal_connect_swapped (self->connect4_board, "drop", G_CALLBACK (on_drop), self);
  g_signal_connect_swapped (self->connect4_board, "take", G_CALLBACK (on_take), self);
  g_signal_connect_swapped (self->clear_button, "clicked", G_CALLBACK (on_clear), self);
  g_signal_connect_swapped (self->grid_entry, "activate", G_CALLBACK (on_grid_activate), self);
  show_position (self);
}
