/* cairn-chess-editor.c — the chess board editor.
 *
 * The squares are small focusable widgets so that each has an accessible
 * name and takes keyboard focus; the board (a grid of them) handles the
 * pointer with one drag gesture, which tells a click from a drag by where
 * the button comes up.  Squares and men are drawn by the same code that
 * draws the tree's boards (cairn_painter_paint_piece).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-chess-board.h"
#include "cairn-chess-editor.h"
#include "cairn-painter.h"

#define SQUARE_SIZE 30

/* The palette: a row of White's men, a row of Black's, and the eraser
 * below them. */
static const CairnPiece tools[] = {
  CAIRN_PIECE_WHITE_KING, CAIRN_PIECE_WHITE_QUEEN, CAIRN_PIECE_WHITE_ROOK,
  CAIRN_PIECE_WHITE_BISHOP, CAIRN_PIECE_WHITE_KNIGHT, CAIRN_PIECE_WHITE_PAWN,
  CAIRN_PIECE_BLACK_KING, CAIRN_PIECE_BLACK_QUEEN, CAIRN_PIECE_BLACK_ROOK,
  CAIRN_PIECE_BLACK_BISHOP, CAIRN_PIECE_BLACK_KNIGHT, CAIRN_PIECE_BLACK_PAWN,
  CAIRN_PIECE_NONE,
};

#define TOOLS_PER_ROW 6

/* The keys that put a man on the focused square: FEN's letters. */
static const struct {
  guint      keyval;
  CairnPiece piece;
} piece_keys[] = {
  { GDK_KEY_K, CAIRN_PIECE_WHITE_KING }, { GDK_KEY_k, CAIRN_PIECE_BLACK_KING },
  { GDK_KEY_Q, CAIRN_PIECE_WHITE_QUEEN }, { GDK_KEY_q, CAIRN_PIECE_BLACK_QUEEN },
  { GDK_KEY_R, CAIRN_PIECE_WHITE_ROOK }, { GDK_KEY_r, CAIRN_PIECE_BLACK_ROOK },
  { GDK_KEY_B, CAIRN_PIECE_WHITE_BISHOP }, { GDK_KEY_b, CAIRN_PIECE_BLACK_BISHOP },
  { GDK_KEY_N, CAIRN_PIECE_WHITE_KNIGHT }, { GDK_KEY_n, CAIRN_PIECE_BLACK_KNIGHT },
  { GDK_KEY_P, CAIRN_PIECE_WHITE_PAWN }, { GDK_KEY_p, CAIRN_PIECE_BLACK_PAWN },
};

/* ---- one square ---- */

#define CAIRN_TYPE_CHESS_SQUARE (cairn_chess_square_get_type ())
G_DECLARE_FINAL_TYPE (CairnChessSquare, cairn_chess_square, CAIRN, CHESS_SQUARE, GtkWidget)

struct _CairnChessSquare {
  GtkWidget         parent_instance;
  CairnChessEditor *editor;   /* the board it belongs to: outlives it */
  guint             column, row;
  gboolean          marked;   /* where a drag started */
};

G_DEFINE_FINAL_TYPE (CairnChessSquare, cairn_chess_square, GTK_TYPE_WIDGET)

struct _CairnChessEditor {
  GtkWidget      parent_instance;

  GtkWidget     *box;
  GtkWidget     *grid;
  GtkWidget     *squares[8][8];   /* [row][column], row 0 = rank 8 */
  GtkWidget     *tool_buttons[G_N_ELEMENTS (tools)];
  CairnPosition  position;
  CairnPiece     tool;
  CairnChessSquare *drag_from;
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (CairnChessEditor, cairn_chess_editor, GTK_TYPE_WIDGET)

static CairnPiece
piece_on (CairnChessEditor *self,
          guint             column,
          guint             row)
{
  const CairnGame *game = cairn_position_game (&self->position);

  return game->piece_at (&self->position.board, column, row);
}

static void
cairn_chess_square_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  CairnChessSquare *self = CAIRN_CHESS_SQUARE (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double side = MIN (w, h);
  gboolean dark = (self->column + self->row) % 2 == 1;
  CairnPiece piece = piece_on (self->editor, self->column, self->row);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  if (dark)
    cairo_set_source_rgb (cr, 0.710, 0.533, 0.388);
  else
    cairo_set_source_rgb (cr, 0.941, 0.851, 0.710);
  cairo_paint (cr);
  if (self->marked)
    {
      cairo_set_source_rgba (cr, 0.96, 0.84, 0.0, 0.55);
      cairo_paint (cr);
    }
  cairn_painter_paint_piece (cr, cairn_game_piece_look (&cairn_game_chess, piece), w / 2, h / 2, side, 1.0);
  if (gtk_widget_has_visible_focus (widget))
    {
      cairo_rectangle (cr, 1.5, 1.5, w - 3, h - 3);
      cairo_set_source_rgb (cr, 0.11, 0.44, 0.85);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
cairn_chess_square_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  *minimum = *natural = SQUARE_SIZE;
}

static void
on_square_focus (GtkWidget *widget)
{
  gtk_widget_queue_draw (widget);
}

static void
cairn_chess_square_class_init (CairnChessSquareClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = cairn_chess_square_snapshot;
  widget_class->measure = cairn_chess_square_measure;
  gtk_widget_class_set_css_name (widget_class, "square");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
cairn_chess_square_init (CairnChessSquare *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_square_focus), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_square_focus), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
}

/* ---- the board ---- */

static const char *
piece_name (CairnPiece piece)
{
  switch (piece)
    {
    case CAIRN_PIECE_WHITE_KING:
      return _("white king");
    case CAIRN_PIECE_BLACK_KING:
      return _("black king");
    case CAIRN_PIECE_WHITE_PAWN:
      return _("white pawn");
    case CAIRN_PIECE_BLACK_PAWN:
      return _("black pawn");
    case CAIRN_PIECE_WHITE_QUEEN:
      return _("white queen");
    case CAIRN_PIECE_BLACK_QUEEN:
      return _("black queen");
    case CAIRN_PIECE_WHITE_ROOK:
      return _("white rook");
    case CAIRN_PIECE_BLACK_ROOK:
      return _("black rook");
    case CAIRN_PIECE_WHITE_BISHOP:
      return _("white bishop");
    case CAIRN_PIECE_BLACK_BISHOP:
      return _("black bishop");
    case CAIRN_PIECE_WHITE_KNIGHT:
      return _("white knight");
    case CAIRN_PIECE_BLACK_KNIGHT:
      return _("black knight");
    case CAIRN_PIECE_NONE:
    default:
      return _("empty");
    }
}

static void
update_square (CairnChessEditor *self,
               guint             column,
               guint             row)
{
  GtkWidget *square = self->squares[row][column];
  /* Translators: accessible name of a chess square, e.g. "e4, white pawn" */
  g_autofree char *name = g_strdup_printf (_("%c%u, %s"), 'a' + column, 8 - row,
                                           piece_name (piece_on (self, column, row)));

  gtk_accessible_update_property (GTK_ACCESSIBLE (square), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_widget_queue_draw (square);
}

static void
update_all (CairnChessEditor *self)
{
  for (guint row = 0; row < 8; row++)
    for (guint column = 0; column < 8; column++)
      update_square (self, column, row);
}

static void
put (CairnChessEditor *self,
     guint             column,
     guint             row,
     CairnPiece        piece)
{
  const CairnGame *game = cairn_position_game (&self->position);

  game->set_piece (&self->position.board, column, row, piece);
  /* A king placed anew leaves its old square: every square may change. */
  update_all (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

/* A click with the palette's piece: places it, or takes it off a square
 * that holds it already, so a second click undoes the first. */
static void
apply_tool (CairnChessEditor *self,
            guint             column,
            guint             row)
{
  CairnPiece here = piece_on (self, column, row);

  if (here == self->tool || self->tool == CAIRN_PIECE_NONE)
    {
      if (here != CAIRN_PIECE_NONE)
        put (self, column, row, CAIRN_PIECE_NONE);
    }
  else
    put (self, column, row, self->tool);
}

static void
move_piece (CairnChessEditor *self,
            guint             from_column,
            guint             from_row,
            guint             to_column,
            guint             to_row)
{
  const CairnGame *game = cairn_position_game (&self->position);
  CairnPiece piece = piece_on (self, from_column, from_row);

  if (piece == CAIRN_PIECE_NONE)
    return;
  game->set_piece (&self->position.board, from_column, from_row, CAIRN_PIECE_NONE);
  game->set_piece (&self->position.board, to_column, to_row, piece);
  update_all (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static CairnChessSquare *
square_at (CairnChessEditor *self,
           double            x,
           double            y)
{
  GtkWidget *hit = gtk_widget_pick (self->grid, x, y, GTK_PICK_DEFAULT);

  for (; hit != NULL && hit != self->grid; hit = gtk_widget_get_parent (hit))
    if (CAIRN_IS_CHESS_SQUARE (hit))
      return CAIRN_CHESS_SQUARE (hit);
  return NULL;
}

static void
set_drag_from (CairnChessEditor *self,
               CairnChessSquare *square)
{
  if (self->drag_from != NULL)
    {
      self->drag_from->marked = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self->drag_from));
    }
  self->drag_from = square;
  if (square != NULL)
    {
      square->marked = TRUE;
      gtk_widget_queue_draw (GTK_WIDGET (square));
    }
}

static void
on_drag_begin (GtkGestureDrag   *gesture,
               double            x,
               double            y,
               CairnChessEditor *self)
{
  CairnChessSquare *square = square_at (self, x, y);

  if (square == NULL)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_grab_focus (GTK_WIDGET (square));
  set_drag_from (self, piece_on (self, square->column, square->row) != CAIRN_PIECE_NONE ? square : NULL);
}

static void
on_drag_end (GtkGestureDrag   *gesture,
             double            dx,
             double            dy,
             CairnChessEditor *self)
{
  double x, y;
  CairnChessSquare *to, *from;

  if (!gtk_gesture_drag_get_start_point (gesture, &x, &y))
    return;
  from = square_at (self, x, y);
  to = square_at (self, x + dx, y + dy);
  set_drag_from (self, NULL);
  if (from == NULL)
    return;
  if (to != NULL && to != from)
    {
      move_piece (self, from->column, from->row, to->column, to->row);
      gtk_widget_grab_focus (GTK_WIDGET (to));
    }
  else if (to == from)
    apply_tool (self, from->column, from->row);
}

static void
on_secondary (GtkGestureClick  *gesture,
              int               n_press,
              double            x,
              double            y,
              CairnChessEditor *self)
{
  CairnChessSquare *square = square_at (self, x, y);

  if (square == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (piece_on (self, square->column, square->row) != CAIRN_PIECE_NONE)
    put (self, square->column, square->row, CAIRN_PIECE_NONE);
}

static CairnChessSquare *
focused_square (CairnChessEditor *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  if (focus != NULL && CAIRN_IS_CHESS_SQUARE (focus) && CAIRN_CHESS_SQUARE (focus)->editor == self)
    return CAIRN_CHESS_SQUARE (focus);
  return NULL;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CairnChessEditor      *self)
{
  CairnChessSquare *square = focused_square (self);
  int row, column;

  if (square == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;
  row = (int) square->row;
  column = (int) square->column;

  for (guint i = 0; i < G_N_ELEMENTS (piece_keys); i++)
    if (piece_keys[i].keyval == keyval)
      {
        put (self, square->column, square->row, piece_keys[i].piece);
        return GDK_EVENT_STOP;
      }
  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
      apply_tool (self, square->column, square->row);
      return GDK_EVENT_STOP;
    case GDK_KEY_Delete:
    case GDK_KEY_BackSpace:
    case GDK_KEY_period:
      put (self, square->column, square->row, CAIRN_PIECE_NONE);
      return GDK_EVENT_STOP;
    /* Arrows wrap within the board so focus never leaves it by surprise. */
    case GDK_KEY_Left:
      column = (column + 7) % 8;
      break;
    case GDK_KEY_Right:
      column = (column + 1) % 8;
      break;
    case GDK_KEY_Up:
      row = (row + 7) % 8;
      break;
    case GDK_KEY_Down:
      row = (row + 1) % 8;
      break;
    default:
      return GDK_EVENT_PROPAGATE;
    }
  gtk_widget_grab_focus (self->squares[row][column]);
  return GDK_EVENT_STOP;
}

/* ---- the palette ---- */

static void
draw_tool (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  double side = MIN (width, height);

  /* On a light square, as on the board: a black man's black glyph would
   * vanish on a dark style's button. */
  cairo_rectangle (cr, (width - side) / 2.0, (height - side) / 2.0, side, side);
  cairo_set_source_rgb (cr, 0.941, 0.851, 0.710);
  cairo_fill (cr);
  cairn_painter_paint_piece (cr, cairn_game_piece_look (&cairn_game_chess, GPOINTER_TO_UINT (data)), width / 2.0, height / 2.0,
                             side, 1.0);
}

static const char *
tool_name (CairnPiece piece)
{
  switch (piece)
    {
    case CAIRN_PIECE_WHITE_KING:
      return _("White king");
    case CAIRN_PIECE_WHITE_QUEEN:
      return _("White queen");
    case CAIRN_PIECE_WHITE_ROOK:
      return _("White rook");
    case CAIRN_PIECE_WHITE_BISHOP:
      return _("White bishop");
    case CAIRN_PIECE_WHITE_KNIGHT:
      return _("White knight");
    case CAIRN_PIECE_WHITE_PAWN:
      return _("White pawn");
    case CAIRN_PIECE_BLACK_KING:
      return _("Black king");
    case CAIRN_PIECE_BLACK_QUEEN:
      return _("Black queen");
    case CAIRN_PIECE_BLACK_ROOK:
      return _("Black rook");
    case CAIRN_PIECE_BLACK_BISHOP:
      return _("Black bishop");
    case CAIRN_PIECE_BLACK_KNIGHT:
      return _("Black knight");
    case CAIRN_PIECE_BLACK_PAWN:
      return _("Black pawn");
    case CAIRN_PIECE_NONE:
    default:
      return _("Eraser");
    }
}

static void
on_tool_toggled (GtkToggleButton  *button,
                 CairnChessEditor *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    if (self->tool_buttons[i] == GTK_WIDGET (button))
      self->tool = tools[i];
}

static GtkWidget *
make_palette (CairnChessEditor *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *row = NULL;

  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *child;

      if (i % TOOLS_PER_ROW == 0)
        {
          row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
          gtk_widget_add_css_class (row, "linked");
          gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
          gtk_box_append (GTK_BOX (box), row);
        }

      if (tools[i] == CAIRN_PIECE_NONE)
        child = gtk_image_new_from_icon_name ("edit-clear-symbolic");
      else
        {
          child = gtk_drawing_area_new ();
          gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (child), 26);
          gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (child), 26);
          gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (child), draw_tool,
                                          GUINT_TO_POINTER (tools[i]), NULL);
        }
      gtk_button_set_child (GTK_BUTTON (button), child);
      gtk_widget_set_tooltip_text (button, tool_name (tools[i]));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      tool_name (tools[i]), -1);
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (self->tool_buttons[0]));
      g_signal_connect (button, "toggled", G_CALLBACK (on_tool_toggled), self);
      gtk_box_append (GTK_BOX (row), button);
      self->tool_buttons[i] = button;
    }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tool_buttons[5]), TRUE);
  return box;
}

/* ---- life ---- */

static void
cairn_chess_editor_dispose (GObject *object)
{
  CairnChessEditor *self = CAIRN_CHESS_EDITOR (object);

  self->drag_from = NULL;
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (cairn_chess_editor_parent_class)->dispose (object);
}

static void
cairn_chess_editor_class_init (CairnChessEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_chess_editor_dispose;

  /**
   * CairnChessEditor::changed:
   *
   * Emitted when the user edits a square.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "chessboard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
cairn_chess_editor_init (CairnChessEditor *self)
{
  GtkEventController *keys;
  GtkGesture *drag, *secondary;
  /* The editor is chess's own page. */
  cairn_position_init_game (&self->position, &cairn_game_chess);
  self->tool = CAIRN_PIECE_WHITE_PAWN;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->grid = gtk_grid_new ();
  gtk_widget_set_halign (self->grid, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->grid, "chess-grid");
  for (guint row = 0; row < 8; row++)
    {
      g_autofree char *rank = g_strdup_printf ("%u", 8 - row);
      GtkWidget *label = gtk_label_new (rank);

      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_set_margin_end (label, 4);
      gtk_grid_attach (GTK_GRID (self->grid), label, 0, (int) row, 1, 1);
      for (guint column = 0; column < 8; column++)
        {
          CairnChessSquare *square = g_object_new (CAIRN_TYPE_CHESS_SQUARE, NULL);

          square->editor = self;
          square->column = column;
          square->row = row;
          self->squares[row][column] = GTK_WIDGET (square);
          gtk_grid_attach (GTK_GRID (self->grid), GTK_WIDGET (square), (int) column + 1, (int) row, 1, 1);
        }
    }
  for (guint column = 0; column < 8; column++)
    {
      char file[2] = { (char) ('a' + column), '\0' };
      GtkWidget *label = gtk_label_new (file);

      gtk_widget_add_css_class (label, "dim-label");
      gtk_grid_attach (GTK_GRID (self->grid), label, (int) column + 1, 8, 1, 1);
    }
  gtk_box_append (GTK_BOX (self->box), self->grid);
  gtk_box_append (GTK_BOX (self->box), make_palette (self));

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (self->grid, GTK_EVENT_CONTROLLER (drag));

  secondary = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (on_secondary), self);
  gtk_widget_add_controller (self->grid, GTK_EVENT_CONTROLLER (secondary));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chess board"), -1);
  update_all (self);
}

/* Shows @position without emitting "changed". */
void
cairn_chess_editor_set_position (CairnChessEditor    *self,
                                 const CairnPosition *position)
{
  g_return_if_fail (CAIRN_IS_CHESS_EDITOR (self));
  g_return_if_fail (position != NULL);
  g_return_if_fail (cairn_position_game (position) == &cairn_game_chess);

  self->position = *position;
  update_all (self);
}

void
cairn_chess_editor_get_position (CairnChessEditor *self,
                                 CairnPosition    *position)
{
  g_return_if_fail (CAIRN_IS_CHESS_EDITOR (self));
  *position = self->position;
}

void
cairn_chess_editor_set_tool (CairnChessEditor *self,
                             CairnPiece        piece)
{
  g_return_if_fail (CAIRN_IS_CHESS_EDITOR (self));

  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    if (tools[i] == piece)
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tool_buttons[i]), TRUE);
}

CairnPiece
cairn_chess_editor_get_tool (CairnChessEditor *self)
{
  g_return_val_if_fail (CAIRN_IS_CHESS_EDITOR (self), CAIRN_PIECE_NONE);
  return self->tool;
}

GtkWidget *
cairn_chess_editor_get_square (CairnChessEditor *self,
                               guint             column,
                               guint             row)
{
  g_return_val_if_fail (CAIRN_IS_CHESS_EDITOR (self), NULL);
  g_return_val_if_fail (column < 8 && row < 8, NULL);
  return self->squares[row][column];
}

GtkWidget *
cairn_chess_editor_get_tool_button (CairnChessEditor *self,
                                    CairnPiece        piece)
{
  g_return_val_if_fail (CAIRN_IS_CHESS_EDITOR (self), NULL);

  for (guint i = 0; i < G_N_ELEMENTS (tools); i++)
    if (tools[i] == piece)
      return self->tool_buttons[i];
  return NULL;
}
