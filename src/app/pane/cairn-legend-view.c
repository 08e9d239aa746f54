/* cairn-legend-view.c — the legend of the trees' marks, on screen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-games.h"
#include "cairn-legend-view.h"

/* The legend's text, in pixels: the size of the window's own text. */
#define FONT_SIZE 14.0

struct _CairnLegendView {
  GtkWidget        parent_instance;
  const CairnGame *game;
  guint32          marks;
};

G_DEFINE_FINAL_TYPE (CairnLegendView, cairn_legend_view, GTK_TYPE_WIDGET)

/* Light or dark from the theme's text colour, as the tree views choose. */
static CairnTheme
theme (GtkWidget *widget)
{
  GdkRGBA color;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  return 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue > 0.5
    ? CAIRN_THEME_DARK : CAIRN_THEME_LIGHT;
}

static void
cairn_legend_view_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  CairnLegendView *self = CAIRN_LEGEND_VIEW (widget);
  double width = 0, height = 0;

  /* One column: a popover is tall rather than wide. */
  cairn_painter_paint_legend_marks (NULL, theme (widget), self->game, self->marks, FONT_SIZE, 0, 0, 0,
                                    &width, &height);
  *minimum = *natural = (int) ceil (orientation == GTK_ORIENTATION_HORIZONTAL ? width : height);
}

static void
cairn_legend_view_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  CairnLegendView *self = CAIRN_LEGEND_VIEW (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->marks == 0 || w <= 0 || h <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  cairn_painter_paint_legend_marks (cr, theme (widget), self->game, self->marks, FONT_SIZE, 0, 0, 0,
                                    NULL, NULL);
  cairo_destroy (cr);
}

static void
cairn_legend_view_css_changed (GtkWidget         *widget,
                               GtkCssStyleChange *change)
{
  GTK_WIDGET_CLASS (cairn_legend_view_parent_class)->css_changed (widget, change);
  gtk_widget_queue_draw (widget);
}

static void
cairn_legend_view_class_init (CairnLegendViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = cairn_legend_view_measure;
  widget_class->snapshot = cairn_legend_view_snapshot;
  widget_class->css_changed = cairn_legend_view_css_changed;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
cairn_legend_view_init (CairnLegendView *self)
{
  self->game = cairn_games_default ();
}

GtkWidget *
cairn_legend_view_new (void)
{
  return g_object_new (CAIRN_TYPE_LEGEND_VIEW, NULL);
}

void
cairn_legend_view_set_marks (CairnLegendView *self,
                             const CairnGame *game,
                             guint32          marks)
{
  g_return_if_fail (CAIRN_IS_LEGEND_VIEW (self));

  if (self->game == game && self->marks == marks)
    return;
  self->game = game ? game : cairn_games_default ();
  self->marks = marks;
  {
    /* What the picture says, for screen readers. */
    g_auto (GStrv) labels = cairn_painter_legend_labels (self->game, marks);
    g_autofree char *text = g_strjoinv ("\n", labels);

    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  }
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint32
cairn_legend_view_get_marks (CairnLegendView *self)
{
  g_return_val_if_fail (CAIRN_IS_LEGEND_VIEW (self), 0);
  return self->marks;
}
