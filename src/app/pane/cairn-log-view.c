/* cairn-log-view.c — the event log: numbered lines, drawn as they show.
 *
 * The log was a GtkListView with a widget per row.  GTK 4.8's list view
 * makes, binds, styles and measures up to 200 rows whenever the rows it
 * shows change (every frame of a run or of a timeline dragged), and takes
 * a jump of many rows slowly: scrubbing spent a third of its frames there.
 * Every line here has the same font and height, so the line at any
 * height is a division away: a frame formats and draws only the lines
 * in view, with one PangoLayout, whatever the number of lines.
 *
 * It looks as the list did: a "listview" node (the view's colours and
 * background), rows 2 px padded as Adwaita's, the selected row shaded as
 * Adwaita's row:selected (the text colour at 10 %), a focus ring on it
 * when focused from the keyboard.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "cairn-log-view.h"
#include "cairn-scrollable-props.h"

/* Adwaita's listview > row padding, around each line. */
#define ROW_PADDING 2
/* Room for the longest log lines ("123456  alpha-beta cutoff at node
 * 98765: …, 3 moves never searched (cells 6, 7, 8)"): the log scrolls
 * sideways rather than cutting lines short. */
#define LINE_CHARS 104
/* The height asked for is at most this many lines: far more than the
 * log's scroller shows (72 px), so the scroller still sees when the
 * lines need a scrollbar, and a new line past it costs no relayout of
 * the pane. */
#define MEASURED_LINES_MAX 64

struct _CairnLogView {
  GtkWidget            parent_instance;

  GtkAdjustment       *hadjustment;
  GtkAdjustment       *vadjustment;
  GtkScrollablePolicy  hscroll_policy;
  GtkScrollablePolicy  vscroll_policy;

  CairnLogViewDescribe describe;
  gpointer             describe_data;
  guint                n_lines;
  guint                selected;      /* GTK_INVALID_LIST_POSITION: none */
  guint                scroll_target; /* the line to bring in view at the next allocation */
  gboolean             scrolling;     /* the view itself moves the adjustments */

  PangoLayout         *layout;        /* one for every line drawn */
  gboolean             metrics_valid;
  int                  char_width;    /* Pango units */
  int                  text_height;   /* pixels */

  guint                drawn_first;   /* what the last frame drew, for tests */
  guint                n_drawn;
  GString             *drawn_text;
  guint64              n_formatted;
};

enum {
  PROP_0,
  PROP_SELECTED,
  N_PROPS,
  PROP_HADJUSTMENT = N_PROPS,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE_WITH_CODE (CairnLogView, cairn_log_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

/* The font's metrics, worked out once per style (Pango shapes a sample
 * text each time it is asked for them). */
static void
ensure_metrics (CairnLogView *self)
{
  PangoContext *context;
  PangoFontMetrics *m;

  if (self->metrics_valid)
    return;
  context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  m = pango_context_get_metrics (context, NULL, NULL);
  /* As GtkInscription: room for the wider of letters and digits. */
  self->char_width = MAX (pango_font_metrics_get_approximate_char_width (m),
                          pango_font_metrics_get_approximate_digit_width (m));
  self->text_height = MAX (PANGO_PIXELS_CEIL (pango_font_metrics_get_ascent (m) +
                                              pango_font_metrics_get_descent (m)), 1);
  pango_font_metrics_unref (m);
  g_clear_object (&self->layout);
  self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  pango_layout_set_width (self->layout, LINE_CHARS * self->char_width);
  pango_layout_set_ellipsize (self->layout, PANGO_ELLIPSIZE_END);
  self->metrics_valid = TRUE;
}

int
cairn_log_view_get_row_height (CairnLogView *self)
{
  g_return_val_if_fail (CAIRN_IS_LOG_VIEW (self), 1);

  ensure_metrics (self);
  return self->text_height + 2 * ROW_PADDING;
}

static int
content_width (CairnLogView *self)
{
  ensure_metrics (self);
  return PANGO_PIXELS_CEIL (LINE_CHARS * self->char_width) + 2 * ROW_PADDING;
}

static void
set_adjustment_value (CairnLogView  *self,
                      GtkAdjustment *adjustment,
                      double         value)
{
  self->scrolling = TRUE;
  gtk_adjustment_set_value (adjustment, value);
  self->scrolling = FALSE;
}

static void
configure_adjustments (CairnLogView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  double row = cairn_log_view_get_row_height (self);

  self->scrolling = TRUE;
  if (self->vadjustment != NULL)
    {
      double upper = MAX ((double) self->n_lines * row, height);

      gtk_adjustment_configure (self->vadjustment,
                                CLAMP (gtk_adjustment_get_value (self->vadjustment), 0, upper - height),
                                0, upper, row, MAX (height - row, row), height);
    }
  if (self->hadjustment != NULL)
    {
      double upper = MAX (content_width (self), width);

      gtk_adjustment_configure (self->hadjustment,
                                CLAMP (gtk_adjustment_get_value (self->hadjustment), 0, upper - width),
                                0, upper, width * 0.1, width * 0.9, width);
    }
  self->scrolling = FALSE;
}

/* The least scrolling that shows all of @line. */
static void
bring_into_view (CairnLogView *self,
                 guint         line)
{
  double row = cairn_log_view_get_row_height (self);
  double height = gtk_widget_get_height (GTK_WIDGET (self));
  double top = (double) line * row;
  double value;

  if (self->vadjustment == NULL || height <= 0)
    return;
  value = gtk_adjustment_get_value (self->vadjustment);
  if (top < value)
    value = top;
  else if (top + row > value + height)
    value = top + row - height;
  set_adjustment_value (self, self->vadjustment, value);
}

static void
on_adjustment_value (GtkAdjustment *adjustment,
                     CairnLogView  *self)
{
  /* Scrolled by the user: no line to come back to at the next
   * allocation. */
  if (!self->scrolling)
    self->scroll_target = GTK_INVALID_LIST_POSITION;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_adjustment (GtkWidget      *widget,
                GtkAdjustment **slot,
                GtkAdjustment  *adjustment)
{
  CairnLogView *self = CAIRN_LOG_VIEW (widget);

  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  if (*slot == adjustment)
    return;
  if (*slot != NULL)
    {
      g_signal_handlers_disconnect_by_func (*slot, on_adjustment_value, self);
      g_object_unref (*slot);
    }
  *slot = g_object_ref_sink (adjustment);
  g_signal_connect (adjustment, "value-changed", G_CALLBACK (on_adjustment_value), self);
  configure_adjustments (self);
}

static const CairnScrollableProps scrollable_props = {
  PROP_HADJUSTMENT,
  { G_STRUCT_OFFSET (CairnLogView, hadjustment), G_STRUCT_OFFSET (CairnLogView, vadjustment) },
  { G_STRUCT_OFFSET (CairnLogView, hscroll_policy), G_STRUCT_OFFSET (CairnLogView, vscroll_policy) },
  set_adjustment,
};

static void
cairn_log_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  CairnLogView *self = CAIRN_LOG_VIEW (widget);

  /* The scroller gives the view the room it has, and tells from these
   * sizes whether it needs its scrollbars: they must say what the
   * adjustments say once set (content larger than the page), or the
   * scroller shows a scrollbar, hides it at the next allocation, and so
   * on, asking for a new layout in the middle of one (GTK then warns of
   * drawing a widget without an allocation). */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = content_width (self);
  else
    *minimum = *natural = (int) CLAMP (self->n_lines, 1, MEASURED_LINES_MAX) * cairn_log_view_get_row_height (self);
}

static void
cairn_log_view_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  CairnLogView *self = CAIRN_LOG_VIEW (widget);

  configure_adjustments (self);
  if (self->scroll_target < self->n_lines)
    bring_into_view (self, self->scroll_target);
  self->scroll_target = GTK_INVALID_LIST_POSITION;
}

static void
cairn_log_view_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  CairnLogView *self = CAIRN_LOG_VIEW (widget);
  GtkStyleContext *style = gtk_widget_get_style_context (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int row = cairn_log_view_get_row_height (self);
  double top = self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0;
  double left = self->hadjustment ? gtk_adjustment_get_value (self->hadjustment) : 0;
  GdkRGBA color, shade;
  guint first, end;

  g_string_truncate (self->drawn_text, 0);
  self->drawn_first = 0;
  self->n_drawn = 0;
  if (self->n_lines == 0 || self->describe == NULL || width <= 0 || height <= 0)
    return;
  first = (guint) MIN (floor (top / row), (double) self->n_lines);
  end = (guint) MIN (ceil ((top + height) / row), (double) self->n_lines);
  gtk_style_context_get_color (style, &color);
  shade = color;
  shade.alpha *= 0.1;

  gtk_snapshot_push_clip (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  for (guint i = first; i < end; i++)
    {
      double y = round ((double) i * row - top);
      g_autofree char *text = self->describe (i, self->describe_data);
      PangoRectangle logical;

      self->n_formatted++;
      if (i == self->selected)
        {
          gtk_snapshot_append_color (snapshot, &shade, &GRAPHENE_RECT_INIT (0, y, width, row));
          if (gtk_widget_has_visible_focus (widget))
            {
              GdkRGBA accent;
              GskRoundedRect ring;
              float widths[4] = { 2, 2, 2, 2 };

              /* Adwaita's row:focus-visible outline, 2 px inside the row. */
              if (!gtk_style_context_lookup_color (style, "accent_color", &accent))
                accent = color;
              accent.alpha *= 0.5;
              gsk_rounded_rect_init_from_rect (&ring, &GRAPHENE_RECT_INIT (0, y, width, row), 0);
              gtk_snapshot_append_border (snapshot, &ring, widths,
                                          (GdkRGBA[4]) { accent, accent, accent, accent });
            }
        }
      pango_layout_set_text (self->layout, text, -1);
      pango_layout_get_pixel_extents (self->layout, NULL, &logical);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot,
                              &GRAPHENE_POINT_INIT (ROW_PADDING - round (left),
                                                    y + ROW_PADDING + floor ((self->text_height - logical.height) / 2.0)));
      gtk_snapshot_append_layout (snapshot, self->layout, &color);
      gtk_snapshot_restore (snapshot);
      g_string_append (self->drawn_text, text);
      g_string_append_c (self->drawn_text, '\n');
    }
  gtk_snapshot_pop (snapshot);
  self->drawn_first = first;
  self->n_drawn = end - first;
}

static void
cairn_log_view_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  CairnLogView *self = CAIRN_LOG_VIEW (widget);

  GTK_WIDGET_CLASS (cairn_log_view_parent_class)->css_changed (widget, change);
  /* The font may have changed: metrics and layout are made again. */
  self->metrics_valid = FALSE;
  gtk_widget_queue_resize (widget);
}

static void
cairn_log_view_state_flags_changed (GtkWidget     *widget,
                                    GtkStateFlags  previous)
{
  GTK_WIDGET_CLASS (cairn_log_view_parent_class)->state_flags_changed (widget, previous);
  /* The focus ring comes and goes. */
  if ((gtk_widget_get_state_flags (widget) ^ previous) & (GTK_STATE_FLAG_FOCUSED | GTK_STATE_FLAG_FOCUS_VISIBLE))
    gtk_widget_queue_draw (widget);
}

static void
select_and_show (CairnLogView *self,
                 guint         line)
{
  cairn_log_view_set_selected (self, line);
  cairn_log_view_scroll_to (self, line);
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            CairnLogView    *self)
{
  guint line = cairn_log_view_line_at (self, y);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (line != GTK_INVALID_LIST_POSITION)
    select_and_show (self, line);
}

/* The lines whole in view, at least one. */
static guint
lines_per_page (CairnLogView *self)
{
  return MAX (gtk_widget_get_height (GTK_WIDGET (self)) / cairn_log_view_get_row_height (self), 1);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CairnLogView          *self)
{
  guint n = self->n_lines;
  guint sel = self->selected;
  guint page = lines_per_page (self);
  gboolean none = sel >= n;
  guint first_in_view = cairn_log_view_line_at (self, ROW_PADDING);
  guint line;

  if ((state & GDK_CONTROL_MASK) && (keyval == GDK_KEY_c || keyval == GDK_KEY_C || keyval == GDK_KEY_Insert))
    {
      g_autofree char *text = cairn_log_view_dup_line (self, sel);

      if (text == NULL)
        return FALSE;
      gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
      return TRUE;
    }
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) != 0 || n == 0)
    return FALSE;
  if (first_in_view == GTK_INVALID_LIST_POSITION)
    first_in_view = 0;
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      line = none ? MIN (first_in_view + page - 1, n - 1) : sel > 0 ? sel - 1 : 0;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      line = none ? first_in_view : MIN (sel + 1, n - 1);
      break;
    case GDK_KEY_Page_Up:
    case GDK_KEY_KP_Page_Up:
      line = none ? first_in_view : sel > page ? sel - page : 0;
      break;
    case GDK_KEY_Page_Down:
    case GDK_KEY_KP_Page_Down:
      line = none ? first_in_view : (guint) MIN ((guint64) sel + page, n - 1);
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      line = 0;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      line = n - 1;
      break;
    default:
      return FALSE;
    }
  select_and_show (self, line);
  return TRUE;
}

static void
cairn_log_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  CairnLogView *self = CAIRN_LOG_VIEW (object);

  if (prop_id == PROP_SELECTED)
    g_value_set_uint (value, self->selected);
  else if (!cairn_scrollable_props_get (&scrollable_props, object, prop_id, value))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
cairn_log_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  CairnLogView *self = CAIRN_LOG_VIEW (object);

  if (prop_id == PROP_SELECTED)
    cairn_log_view_set_selected (self, g_value_get_uint (value));
  else if (!cairn_scrollable_props_set (&scrollable_props, object, prop_id, value))
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
cairn_log_view_dispose (GObject *object)
{
  CairnLogView *self = CAIRN_LOG_VIEW (object);

  for (guint i = 0; i < 2; i++)
    {
      GtkAdjustment **slot = i == 0 ? &self->hadjustment : &self->vadjustment;

      if (*slot != NULL)
        g_signal_handlers_disconnect_by_func (*slot, on_adjustment_value, self);
      g_clear_object (slot);
    }
  g_clear_object (&self->layout);
  self->describe = NULL;
  G_OBJECT_CLASS (cairn_log_view_parent_class)->dispose (object);
}

static void
cairn_log_view_finalize (GObject *object)
{
  CairnLogView *self = CAIRN_LOG_VIEW (object);

  g_string_free (self->drawn_text, TRUE);
  G_OBJECT_CLASS (cairn_log_view_parent_class)->finalize (object);
}

static void
cairn_log_view_class_init (CairnLogViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = cairn_log_view_get_property;
  object_class->set_property = cairn_log_view_set_property;
  object_class->dispose = cairn_log_view_dispose;
  object_class->finalize = cairn_log_view_finalize;
  widget_class->measure = cairn_log_view_measure;
  widget_class->size_allocate = cairn_log_view_size_allocate;
  widget_class->snapshot = cairn_log_view_snapshot;
  widget_class->css_changed = cairn_log_view_css_changed;
  widget_class->state_flags_changed = cairn_log_view_state_flags_changed;

  /* The selected line (GTK_INVALID_LIST_POSITION: none), by a click, a
   * key or cairn_log_view_set_selected(). */
  properties[PROP_SELECTED] =
    g_param_spec_uint ("selected", NULL, NULL, 0, G_MAXUINT, GTK_INVALID_LIST_POSITION,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  cairn_scrollable_props_override (object_class, &scrollable_props);

  /* Styled as the list it replaces (Adwaita's listview: the view's
   * colours); read out as a list whose description is the selected
   * line. */
  gtk_widget_class_set_css_name (widget_class, "listview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LIST);
}

static void
cairn_log_view_init (CairnLogView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->selected = GTK_INVALID_LIST_POSITION;
  self->scroll_target = GTK_INVALID_LIST_POSITION;
  self->drawn_text = g_string_new (NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "view");
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
cairn_log_view_new (void)
{
  return g_object_new (CAIRN_TYPE_LOG_VIEW, NULL);
}

/* Where the lines' text comes from; @user_data must outlive the view or
 * be replaced first. */
void
cairn_log_view_set_describe (CairnLogView         *self,
                             CairnLogViewDescribe  describe,
                             gpointer              user_data)
{
  g_return_if_fail (CAIRN_IS_LOG_VIEW (self));

  self->describe = describe;
  self->describe_data = user_data;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Shows lines 0 to @n_lines - 1.  A selected line that goes is
 * unselected (as a list's selection of a row removed).  Costs the same
 * for any number of lines: the adjustment's bounds and a redraw. */
void
cairn_log_view_set_n_lines (CairnLogView *self,
                            guint         n_lines)
{
  guint old;

  g_return_if_fail (CAIRN_IS_LOG_VIEW (self));

  if (n_lines == self->n_lines)
    return;
  old = self->n_lines;
  self->n_lines = n_lines;
  if (self->selected != GTK_INVALID_LIST_POSITION && self->selected >= n_lines)
    cairn_log_view_set_selected (self, GTK_INVALID_LIST_POSITION);
  if (self->scroll_target != GTK_INVALID_LIST_POSITION && self->scroll_target >= n_lines)
    self->scroll_target = GTK_INVALID_LIST_POSITION;
  configure_adjustments (self);
  if (CLAMP (old, 1, MEASURED_LINES_MAX) != CLAMP (n_lines, 1, MEASURED_LINES_MAX))
    gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
cairn_log_view_get_n_lines (CairnLogView *self)
{
  g_return_val_if_fail (CAIRN_IS_LOG_VIEW (self), 0);
  return self->n_lines;
}

/* Marks @line (GTK_INVALID_LIST_POSITION or past the last line: none);
 * a screen reader reads the selected line as the log's description. */
void
cairn_log_view_set_selected (CairnLogView *self,
                             guint         line)
{
  g_return_if_fail (CAIRN_IS_LOG_VIEW (self));

  if (line >= self->n_lines)
    line = GTK_INVALID_LIST_POSITION;
  if (line == self->selected)
    return;
  self->selected = line;
  if (line == GTK_INVALID_LIST_POSITION)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  else
    {
      g_autofree char *text = cairn_log_view_dup_line (self, line);

      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

guint
cairn_log_view_get_selected (CairnLogView *self)
{
  g_return_val_if_fail (CAIRN_IS_LOG_VIEW (self), GTK_INVALID_LIST_POSITION);
  return self->selected;
}

/* Scrolls no more than needed to show all of @line: now, and again once
 * the view has its size if it is still to get it (a new log, a resize in
 * the same frame), unless the user scrolls before. */
void
cairn_log_view_scroll_to (CairnLogView *self,
                          guint         line)
{
  g_return_if_fail (CAIRN_IS_LOG_VIEW (self));

  if (line >= self->n_lines)
    return;
  self->scroll_target = line;
  bring_into_view (self, line);
}

/* The text of @line, NULL past the last line. */
char *
cairn_log_view_dup_line (CairnLogView *self,
                         guint         line)
{
  g_return_val_if_fail (CAIRN_IS_LOG_VIEW (self), NULL);

  if (line >= self->n_lines || self->describe == NULL)
    return NULL;
  self->n_formatted++;
  return self->describe (line, self->describe_data);
}

/* The line at @y in the view's coordinates, GTK_INVALID_LIST_POSITION
 * below the last one. */
guint
cairn_log_view_line_at (CairnLogView *self,
                        double        y)
{
  double top;
  double line;

  g_return_val_if_fail (CAIRN_IS_LOG_VIEW (self), GTK_INVALID_LIST_POSITION);

  top = self->vadjustment ? gtk_adjustment_get_value (self->vadjustment) : 0;
  line = floor ((y + top) / cairn_log_view_get_row_height (self));
  if (line < 0 || line >= self->n_lines)
    return GTK_INVALID_LIST_POSITION;
  return (guint) line;
}

void
cairn_log_view_get_drawn_lines (CairnLogView *self,
                                guint        *first,
                                guint        *n_drawn)
{
  g_return_if_fail (CAIRN_IS_LOG_VIEW (self));

  *first = self->drawn_first;
  *n_drawn = self->n_drawn;
}

/* The lines the last frame drew, each ended by a newline. */
const char *
cairn_log_view_get_drawn_text (CairnLogView *self)
{
  g_return_val_if_fail (CAIRN_IS_LOG_VIEW (self), NULL);
  return self->drawn_text->str;
}

/* How many lines the view has formatted since it was made. */
guint64
cairn_log_view_get_n_formatted (CairnLogView *self)
{
  g_return_val_if_fail (CAIRN_IS_LOG_VIEW (self), 0);
  return self->n_formatted;
}
