/* cairn-log-line.c — one line of the event log, cheap to make and measure.
 *
 * A log's list view keeps 200 rows around what it shows (GTK 4.8), and
 * makes them afresh whenever the rows it shows are replaced: the first
 * frame of a run, a jump of the timeline, a new search.  A GtkInscription
 * sizes itself from the font's metrics, and Pango works those out anew,
 * by shaping a sample text, each time it is asked: twice for every row,
 * a third of such a frame.  Every line of the logs has the same font, so
 * its metrics are worked out once here; and a line makes its text's
 * layout only once it is drawn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "cairn-log-line.h"

struct _CairnLogLine {
  GtkWidget    parent_instance;

  char        *text;
  guint        n_chars;   /* the width asked for, in characters */
  PangoLayout *layout;    /* made when first drawn */
};

G_DEFINE_FINAL_TYPE (CairnLogLine, cairn_log_line, GTK_TYPE_WIDGET)

/* The metrics of the font last asked about, in Pango units, and what
 * they depend on.  Main thread only, as every widget. */
static struct {
  PangoFontDescription *font;
  PangoFontMap         *font_map;
  PangoLanguage        *language;
  double                resolution;
  int                   char_width;
  int                   ascent;
  int                   descent;
} metrics;

static void
update_metrics (GtkWidget *widget)
{
  PangoContext *context = gtk_widget_get_pango_context (widget);
  const PangoFontDescription *font = pango_context_get_font_description (context);
  PangoFontMap *font_map = pango_context_get_font_map (context);
  PangoLanguage *language = pango_context_get_language (context);
  double resolution = pango_cairo_context_get_resolution (context);
  PangoFontMetrics *m;

  if (metrics.font != NULL && metrics.font_map == font_map && metrics.language == language &&
      metrics.resolution == resolution && pango_font_description_equal (metrics.font, font))
    return;

  m = pango_context_get_metrics (context, NULL, NULL);
  g_clear_pointer (&metrics.font, pango_font_description_free);
  metrics.font = pango_font_description_copy (font);
  g_set_object (&metrics.font_map, font_map);
  metrics.language = language;
  metrics.resolution = resolution;
  /* As GtkInscription: room for the wider of letters and digits. */
  metrics.char_width = MAX (pango_font_metrics_get_approximate_char_width (m),
                            pango_font_metrics_get_approximate_digit_width (m));
  metrics.ascent = pango_font_metrics_get_ascent (m);
  metrics.descent = pango_font_metrics_get_descent (m);
  pango_font_metrics_unref (m);
}

static void
cairn_log_line_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  CairnLogLine *self = CAIRN_LOG_LINE (widget);

  update_metrics (widget);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = PANGO_PIXELS_CEIL ((int) self->n_chars * metrics.char_width);
  else
    {
      *minimum = *natural = PANGO_PIXELS_CEIL (metrics.ascent + metrics.descent);
      *minimum_baseline = *natural_baseline = PANGO_PIXELS_CEIL (metrics.ascent);
    }
}

static void
cairn_log_line_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  CairnLogLine *self = CAIRN_LOG_LINE (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  PangoRectangle logical;
  GdkRGBA color;

  if (self->text == NULL || self->text[0] == '\0' || width <= 0)
    return;
  if (self->layout == NULL)
    {
      self->layout = gtk_widget_create_pango_layout (widget, self->text);
      pango_layout_set_ellipsize (self->layout, PANGO_ELLIPSIZE_END);
    }
  pango_layout_set_width (self->layout, width * PANGO_SCALE);
  pango_layout_get_pixel_extents (self->layout, NULL, &logical);
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (0, floor ((height - logical.height) / 2.0)));
  gtk_snapshot_append_layout (snapshot, self->layout, &color);
  gtk_snapshot_restore (snapshot);
}

static void
cairn_log_line_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  CairnLogLine *self = CAIRN_LOG_LINE (widget);

  GTK_WIDGET_CLASS (cairn_log_line_parent_class)->css_changed (widget, change);
  /* The font may have changed: the layout is made again when drawn. */
  g_clear_object (&self->layout);
  gtk_widget_queue_draw (widget);
}

static void
cairn_log_line_finalize (GObject *object)
{
  CairnLogLine *self = CAIRN_LOG_LINE (object);

  g_free (self->text);
  g_clear_object (&self->layout);
  G_OBJECT_CLASS (cairn_log_line_parent_class)->finalize (object);
}

static void
cairn_log_line_class_init (CairnLogLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = cairn_log_line_finalize;
  widget_class->measure = cairn_log_line_measure;
  widget_class->snapshot = cairn_log_line_snapshot;
  widget_class->css_changed = cairn_log_line_css_changed;
  /* Styled and read out as a label, as the inscription it replaces. */
  gtk_widget_class_set_css_name (widget_class, "label");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void
cairn_log_line_init (CairnLogLine *self)
{
}

/* A line @n_chars characters wide: a log that scrolls sideways rather
 * than cutting its long lines short. */
GtkWidget *
cairn_log_line_new (guint n_chars)
{
  CairnLogLine *self = g_object_new (CAIRN_TYPE_LOG_LINE, NULL);

  self->n_chars = n_chars;
  return GTK_WIDGET (self);
}

/* Only redraws: the size of a line does not depend on its text. */
void
cairn_log_line_set_text (CairnLogLine *self,
                         const char   *text)
{
  g_return_if_fail (CAIRN_IS_LOG_LINE (self));

  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  if (self->layout != NULL)
    pango_layout_set_text (self->layout, text ? text : "", -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

const char *
cairn_log_line_get_text (CairnLogLine *self)
{
  g_return_val_if_fail (CAIRN_IS_LOG_LINE (self), NULL);
  return self->text;
}
