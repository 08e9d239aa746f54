/* cairn-tictactoe-editor.c — the tic-tac-toe board editor (the Position page of that game).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-tictactoe-editor.h"
#include "cairn-game-tictactoe.h"
#include "cairn-painter.h"

struct _CairnTictactoeEditor {
  GtkWidget     parent_instance;

  GtkWidget    *grid;
  GtkWidget    *cells[CAIRN_N_CELLS];
  CairnPosition position;
  gboolean      show_numbers;
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (CairnTictactoeEditor, cairn_tictactoe_editor, GTK_TYPE_WIDGET)

static void
update_cell (CairnTictactoeEditor *self,
             guint       index)
{
  GtkWidget *button = self->cells[index];
  CairnCell cell = cairn_position_get_cell (&self->position, index);
  g_autofree char *name = NULL;
  const char *mark;

  switch (cell)
    {
    case CAIRN_CELL_X:
      mark = "X";
      /* Translators: accessible name of a board cell; %u is 0–8 */
      name = g_strdup_printf (_("Cell %u, X"), index);
      break;
    case CAIRN_CELL_O:
      mark = "O";
      name = g_strdup_printf (_("Cell %u, O"), index);
      break;
    case CAIRN_CELL_EMPTY:
    default:
      mark = "";
      name = g_strdup_printf (_("Cell %u, empty"), index);
      break;
    }
  gtk_button_set_label (GTK_BUTTON (button), mark);
  gtk_widget_remove_css_class (button, "x");
  gtk_widget_remove_css_class (button, "o");
  if (cell != CAIRN_CELL_EMPTY)
    gtk_widget_add_css_class (button, cell == CAIRN_CELL_X ? "x" : "o");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  gtk_widget_set_tooltip_text (button, name);
}

static void
set_cell (CairnTictactoeEditor *self,
          guint       index,
          CairnCell   cell)
{
  if (cairn_position_get_cell (&self->position, index) == cell)
    return;
  cairn_position_set_cell (&self->position, index, cell);
  update_cell (self, index);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static guint
cell_index (CairnTictactoeEditor *self,
            GtkWidget  *button)
{
  for (guint i = 0; i < CAIRN_N_CELLS; i++)
    if (self->cells[i] == button)
      return i;
  g_return_val_if_reached (0);
}

static void
on_cell_clicked (GtkButton  *button,
                 CairnTictactoeEditor *self)
{
  guint index = cell_index (self, GTK_WIDGET (button));
  CairnCell cell = cairn_position_get_cell (&self->position, index);

  set_cell (self, index, cell == CAIRN_CELL_EMPTY ? CAIRN_CELL_X
                         : cell == CAIRN_CELL_X ? CAIRN_CELL_O : CAIRN_CELL_EMPTY);
}

static void
on_cell_secondary (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   CairnTictactoeEditor      *self)
{
  GtkWidget *button = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));

  set_cell (self, cell_index (self, button), CAIRN_CELL_EMPTY);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static int
focused_cell (CairnTictactoeEditor *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  for (guint i = 0; i < CAIRN_N_CELLS; i++)
    if (focus == self->cells[i])
      return (int) i;
  return -1;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CairnTictactoeEditor            *self)
{
  int index = focused_cell (self);
  int row, col;

  if (index < 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return GDK_EVENT_PROPAGATE;
  row = index / 3;
  col = index % 3;

  switch (keyval)
    {
    case GDK_KEY_x:
    case GDK_KEY_X:
      set_cell (self, (guint) index, CAIRN_CELL_X);
      return GDK_EVENT_STOP;
    case GDK_KEY_o:
    case GDK_KEY_O:
      set_cell (self, (guint) index, CAIRN_CELL_O);
      return GDK_EVENT_STOP;
    case GDK_KEY_Delete:
    case GDK_KEY_BackSpace:
    case GDK_KEY_period:
      set_cell (self, (guint) index, CAIRN_CELL_EMPTY);
      return GDK_EVENT_STOP;
    /* Arrows wrap within the board so focus never leaves it by surprise. */
    case GDK_KEY_Left:
      col = (col + 2) % 3;
      break;
    case GDK_KEY_Right:
      col = (col + 1) % 3;
      break;
    case GDK_KEY_Up:
      row = (row + 2) % 3;
      break;
    case GDK_KEY_Down:
      row = (row + 1) % 3;
      break;
    default:
      return GDK_EVENT_PROPAGATE;
    }
  gtk_widget_grab_focus (self->cells[row * 3 + col]);
  return GDK_EVENT_STOP;
}

/* The cells, then each cell's number in its corner, drawn by the painter
 * that names the squares of the boards in the trees. */
static void
cairn_tictactoe_editor_snapshot (GtkWidget   *widget,
                             GtkSnapshot *snapshot)
{
  CairnTictactoeEditor *self = CAIRN_TICTACTOE_EDITOR (widget);
  GdkRGBA color;

  GTK_WIDGET_CLASS (cairn_tictactoe_editor_parent_class)->snapshot (widget, snapshot);
  if (!self->show_numbers)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  for (guint i = 0; i < CAIRN_N_CELLS; i++)
    {
      graphene_rect_t bounds;
      cairo_t *cr;

      if (!gtk_widget_compute_bounds (self->cells[i], widget, &bounds))
        continue;
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      cairo_set_source_rgba (cr, color.red, color.green, color.blue, 0.55);
      cairn_painter_paint_square_name (cr, cairn_position_game (&self->position), i % 3, i / 3,
                                       bounds.origin.x, bounds.origin.y,
                                       MIN (bounds.size.width, bounds.size.height));
      cairo_destroy (cr);
    }
}

static void
cairn_tictactoe_editor_dispose (GObject *object)
{
  CairnTictactoeEditor *self = CAIRN_TICTACTOE_EDITOR (object);

  g_clear_pointer (&self->grid, gtk_widget_unparent);
  G_OBJECT_CLASS (cairn_tictactoe_editor_parent_class)->dispose (object);
}

static void
cairn_tictactoe_editor_class_init (CairnTictactoeEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_tictactoe_editor_dispose;
  widget_class->snapshot = cairn_tictactoe_editor_snapshot;

  /**
   * CairnTictactoeEditor::changed:
   *
   * Emitted when the user edits a cell.
   */
  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
cairn_tictactoe_editor_init (CairnTictactoeEditor *self)
{
  GtkEventController *keys;

  cairn_position_init_empty (&self->position);

  self->grid = gtk_grid_new ();
  gtk_grid_set_row_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), TRUE);
  gtk_grid_set_row_spacing (GTK_GRID (self->grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 4);
  gtk_widget_set_halign (self->grid, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));

  for (guint i = 0; i < CAIRN_N_CELLS; i++)
    {
      GtkGesture *secondary = gtk_gesture_click_new ();
      GtkWidget *button = gtk_button_new ();

      gtk_widget_add_css_class (button, "cell");
      gtk_widget_set_size_request (button, 56, 56);
      g_signal_connect (button, "clicked", G_CALLBACK (on_cell_clicked), self);
      gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
      g_signal_connect (secondary, "pressed", G_CALLBACK (on_cell_secondary), self);
      gtk_widget_add_controller (button, GTK_EVENT_CONTROLLER (secondary));
      gtk_grid_attach (GTK_GRID (self->grid), button, (int) (i % 3), (int) (i / 3), 1, 1);
      self->cells[i] = button;
      update_cell (self, i);
    }

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"),
                                  -1);
}

GtkWidget *
cairn_tictactoe_editor_new (void)
{
  return g_object_new (CAIRN_TYPE_TICTACTOE_EDITOR, NULL);
}

/* Shows @position without emitting "changed". */
void
cairn_tictactoe_editor_set_position (CairnTictactoeEditor          *self,
                          const CairnPosition *position)
{
  g_return_if_fail (CAIRN_IS_TICTACTOE_EDITOR (self));
  g_return_if_fail (position != NULL);

  self->position = *position;
  for (guint i = 0; i < CAIRN_N_CELLS; i++)
    update_cell (self, i);
}

void
cairn_tictactoe_editor_get_position (CairnTictactoeEditor    *self,
                          CairnPosition *position)
{
  g_return_if_fail (CAIRN_IS_TICTACTOE_EDITOR (self));
  *position = self->position;
}

/* Small cell numbers 0–8 in the cells' corners, or none. */
void
cairn_tictactoe_editor_set_show_numbers (CairnTictactoeEditor *self,
                                     gboolean          show_numbers)
{
  g_return_if_fail (CAIRN_IS_TICTACTOE_EDITOR (self));

  if (self->show_numbers == !!show_numbers)
    return;
  self->show_numbers = !!show_numbers;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
cairn_tictactoe_editor_get_show_numbers (CairnTictactoeEditor *self)
{
  g_return_val_if_fail (CAIRN_IS_TICTACTOE_EDITOR (self), FALSE);
  return self->show_numbers;
}

GtkWidget *
cairn_tictactoe_editor_get_cell (CairnTictactoeEditor *self,
                      guint       index)
{
  g_return_val_if_fail (CAIRN_IS_TICTACTOE_EDITOR (self), NULL);
  g_return_val_if_fail (index < CAIRN_N_CELLS, NULL);
  return self->cells[index];
}
