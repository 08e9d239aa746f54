/* cairn-connect4-columns.c — Connect Four's board in the position editor
 * (see the header).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-connect4-columns.h"
#include "cairn-game-connect4.h"
#include "cairn-painter.h"

/* A cell's side in pixels: seven columns fit the sidebar beside the
 * trees, and a disc stays as large as a fingertip. */
#define CELL 36

struct _CairnConnect4Columns {
  GtkWidget   parent_instance;

  GtkWidget  *row;                          /* the seven buttons */
  GtkWidget  *columns[CAIRN_C4_COLUMNS];
  GtkWidget  *areas[CAIRN_C4_COLUMNS];      /* each button's drawing */
  CairnBoard  board;
};

enum {
  SIGNAL_DROP,
  SIGNAL_TAKE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (CairnConnect4Columns, cairn_connect4_columns, GTK_TYPE_WIDGET)

static guint
column_of (CairnConnect4Columns *self,
           GtkWidget          *button)
{
  for (guint c = 0; c < CAIRN_C4_COLUMNS; c++)
    if (self->columns[c] == button)
      return c + 1;
  g_return_val_if_reached (1);
}

/* One column, top row first: an empty cell is a hole ringed in the
 * text colour, a disc is the painter's. */
static void
draw_column (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  CairnConnect4Columns *self = data;
  guint column = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (area), "cairn-column"));
  double cell = MIN (width, height / (double) CAIRN_C4_ROWS);
  double x0 = (width - cell) / 2.0;
  GdkRGBA fg;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  for (guint row = CAIRN_C4_ROWS; row >= 1; row--)
    {
      CairnPiece piece = cairn_c4_cell (&self->board, column, row);
      double y = (CAIRN_C4_ROWS - row) * cell;

      if (piece == 0)
        {
          cairo_arc (cr, x0 + cell / 2, y + cell / 2, cell * 0.40, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.35);
          cairo_set_line_width (cr, 1.0);
          cairo_stroke (cr);
        }
      else
        cairn_painter_paint_piece (cr, cairn_game_piece_look (&cairn_game_connect4, piece),
                                   x0 + cell / 2, y + cell / 2, cell, 1.0);
    }
}

/* The accessible name is the column's ("Column 4"); its description and
 * tooltip say what it holds. */
static void
update_column (CairnConnect4Columns *self,
               guint               column)
{
  GtkWidget *button = self->columns[column - 1];
  g_autofree char *name = NULL;
  g_autofree char *holds = NULL;
  g_autofree char *tip = NULL;
  guint height = 0;

  while (height < CAIRN_C4_ROWS && cairn_c4_cell (&self->board, column, height + 1) != 0)
    height++;
  /* Translators: a column of the Connect Four board editor; %u is 1–7 */
  name = g_strdup_printf (_("Column %u"), column);
  if (height == CAIRN_C4_ROWS)
    holds = g_strdup (_("full"));
  else
    /* Translators: how many discs a Connect Four column holds, 0–5 */
    holds = g_strdup_printf (ngettext ("%u disc", "%u discs", height), height);
  /* Translators: a column's tooltip: "Column 4: 2 discs. …" */
  tip = g_strdup_printf (_("%s: %s. Click (or press its number) to drop a disc; right-click (or Delete) takes the top disc out"),
                         name, holds);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, holds,
                                  -1);
  gtk_widget_set_tooltip_text (button, tip);
  gtk_widget_queue_draw (self->areas[column - 1]);
}

static void
on_clicked (GtkButton          *button,
            CairnConnect4Columns *self)
{
  g_signal_emit (self, signals[SIGNAL_DROP], 0, column_of (self, GTK_WIDGET (button)));
}

static void
on_secondary (GtkGestureClick    *gesture,
              int                 n_press,
              double              x,
              double              y,
              CairnConnect4Columns *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));

  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[SIGNAL_TAKE], 0, column_of (self, button));
}

static int
focused_column (CairnConnect4Columns *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  for (guint c = 0; c < CAIRN_C4_COLUMNS; c++)
    if (focus == self->columns[c])
      return (int) c + 1;
  return 0;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CairnConnect4Columns    *self)
{
  guint column = 0;
  int focused = focused_column (self);

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;
  if (keyval >= GDK_KEY_1 && keyval <= GDK_KEY_7)
    column = keyval - GDK_KEY_1 + 1;
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_7)
    column = keyval - GDK_KEY_KP_1 + 1;
  if (column != 0)
    {
      gtk_widget_grab_focus (self->columns[column - 1]);
      g_signal_emit (self, signals[SIGNAL_DROP], 0, column);
      return GDK_EVENT_STOP;
    }
  if (focused == 0)
    return GDK_EVENT_PROPAGATE;
  switch (keyval)
    {
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      g_signal_emit (self, signals[SIGNAL_TAKE], 0, (guint) focused);
      return GDK_EVENT_STOP;
    /* Arrows wrap within the board so focus never leaves it by surprise. */
    case GDK_KEY_Left:
      gtk_widget_grab_focus (self->columns[(focused + CAIRN_C4_COLUMNS - 2) % CAIRN_C4_COLUMNS]);
      return GDK_EVENT_STOP;
    case GDK_KEY_Right:
      gtk_widget_grab_focus (self->columns[focused % CAIRN_C4_COLUMNS]);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }
}

static void
cairn_connect4_columns_dispose (GObject *object)
{
  CairnConnect4Columns *self = CAIRN_CONNECT4_COLUMNS (object);

  g_clear_pointer (&self->row, gtk_widget_unparent);
  G_OBJECT_CLASS (cairn_connect4_columns_parent_class)->dispose (object);
}

static void
cairn_connect4_columns_class_init (CairnConnect4ColumnsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_connect4_columns_dispose;

  /* A disc dropped into the column (1–7). */
  signals[SIGNAL_DROP] = g_signal_new ("drop", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The column's top disc taken out (1–7). */
  signals[SIGNAL_TAKE] = g_signal_new ("take", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
cairn_connect4_columns_init (CairnConnect4Columns *self)
{
  GtkEventController *keys;

  self->row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
  gtk_box_set_homogeneous (GTK_BOX (self->row), TRUE);
  gtk_widget_set_halign (self->row, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (self->row, GTK_WIDGET (self));
  for (guint c = 0; c < CAIRN_C4_COLUMNS; c++)
    {
      GtkGesture *secondary = gtk_gesture_click_new ();
      GtkWidget *area = gtk_drawing_area_new ();
      GtkWidget *button = gtk_button_new ();
      GtkWidget *stack = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      g_autofree char *digit = g_strdup_printf ("%u", c + 1);
      GtkWidget *number = gtk_label_new (digit);

      g_object_set_data (G_OBJECT (area), "cairn-column", GUINT_TO_POINTER (c + 1));
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), CELL);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), CELL * CAIRN_C4_ROWS);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_column, self, NULL);
      /* The column's digit under it, as move strings name it. */
      gtk_widget_add_css_class (number, "caption");
      gtk_widget_add_css_class (number, "dim-label");
      gtk_box_append (GTK_BOX (stack), area);
      gtk_box_append (GTK_BOX (stack), number);
      gtk_button_set_child (GTK_BUTTON (button), stack);
      gtk_widget_add_css_class (button, "column");
      g_signal_connect (button, "clicked", G_CALLBACK (on_clicked), self);
      gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
      g_signal_connect (secondary, "pressed", G_CALLBACK (on_secondary), self);
      gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (secondary));
      gtk_box_append (GTK_BOX (self->row), button);
      self->columns[c] = button;
      self->areas[c] = area;
    }
  for (guint c = 1; c <= CAIRN_C4_COLUMNS; c++)
    update_column (self, c);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);
}

/* Shows @board (a Connect Four board) without emitting anything. */
void
cairn_connect4_columns_set_board (CairnConnect4Columns *self,
                                const CairnBoard   *board)
{
  g_return_if_fail (CAIRN_IS_CONNECT4_COLUMNS (self));
  g_return_if_fail (board != NULL);
  self->board = *board;
  for (guint c = 1; c <= CAIRN_C4_COLUMNS; c++)
    update_column (self, c);
}

GtkWidget *
cairn_connect4_columns_get_column (CairnConnect4Columns *self,
                                 guint               column)
{
  g_return_val_if_fail (CAIRN_IS_CONNECT4_COLUMNS (self), NULL);
  g_return_val_if_fail (column >= 1 && column <= CAIRN_C4_COLUMNS, NULL);
  return self->columns[column - 1];
}
