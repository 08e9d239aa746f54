/* cairn-lesson-heading.c — the lesson card's top: three children, the
 * start of the row (the card's icon and counter), the title, and the end
 * of the row (the lesson list, Previous, ↻, Next and ×).
 *
 * The title goes between the two on one row when its whole text fits
 * there on one line, and on a row of its own below them, wrapping, when
 * not (a long title, a narrow window, twice the text size).  On one row
 * the card is a title's height shorter: at 1366×768 the 25 px a lesson's
 * trees and inspectors were short of.  The choice depends only on the
 * width given and the texts, so it is the same in measuring and in laying
 * out, and the title is never cut or ellipsized.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-lesson-heading.h"
#include "cairn-measure.h"

/* Between the title and the groups, and between the two rows. */
#define GAP 10
#define ROW_SPACING 4

struct _CairnLessonHeading {
  GtkWidget parent_instance;
};

G_DEFINE_FINAL_TYPE (CairnLessonHeading, cairn_lesson_heading, GTK_TYPE_WIDGET)

/* The start group, the title and the end group, or FALSE while the
 * template is still being built. */
static gboolean
children (CairnLessonHeading *self,
          GtkWidget         **start,
          GtkWidget         **title,
          GtkWidget         **end)
{
  *start = gtk_widget_get_first_child (GTK_WIDGET (self));
  *title = *start ? gtk_widget_get_next_sibling (*start) : NULL;
  *end = *title ? gtk_widget_get_next_sibling (*title) : NULL;
  return *end != NULL;
}

/* The title fits on the row at @width: its unwrapped text (a wrapped
 * label's natural width) between both groups at their natural widths. */
static gboolean
beside (GtkWidget *start,
        GtkWidget *title,
        GtkWidget *end,
        int        width)
{
  return cairn_measure_width (start, TRUE) + GAP + cairn_measure_width (title, TRUE) + GAP +
         cairn_measure_width (end, TRUE) <= width;
}

gboolean
cairn_lesson_heading_title_beside (CairnLessonHeading *self)
{
  GtkWidget *start, *title, *end;

  g_return_val_if_fail (CAIRN_IS_LESSON_HEADING (self), FALSE);
  return children (self, &start, &title, &end) &&
         beside (start, title, end, gtk_widget_get_width (GTK_WIDGET (self)));
}

static GtkSizeRequestMode
cairn_lesson_heading_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
cairn_lesson_heading_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  GtkWidget *start, *title, *end;

  *minimum = *natural = 0;
  if (!children (CAIRN_LESSON_HEADING (widget), &start, &title, &end))
    return;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* At least the two groups side by side, or the title's longest
       * word; at most everything on one row. */
      *minimum = MAX (cairn_measure_width (start, FALSE) + GAP + cairn_measure_width (end, FALSE),
                      cairn_measure_width (title, FALSE));
      *natural = cairn_measure_width (start, TRUE) + GAP + cairn_measure_width (title, TRUE) + GAP +
                 cairn_measure_width (end, TRUE);
      return;
    }
  /* No width given: the natural one, all on one row. */
  if (for_size < 0 || beside (start, title, end, for_size))
    *minimum = MAX (MAX (cairn_measure_height (start, -1), cairn_measure_height (end, -1)),
                    cairn_measure_height (title, -1));
  else
    *minimum = MAX (cairn_measure_height (start, -1), cairn_measure_height (end, -1)) + ROW_SPACING +
               cairn_measure_height (title, for_size);
  *natural = *minimum;
}

static void
cairn_lesson_heading_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  GtkWidget *start, *title, *end;
  int start_w, end_w, row;

  if (!children (CAIRN_LESSON_HEADING (widget), &start, &title, &end))
    return;
  start_w = MIN (cairn_measure_width (start, TRUE), width);
  end_w = MIN (cairn_measure_width (end, TRUE), MAX (width - start_w - GAP, 0));
  if (beside (start, title, end, width))
    {
      int title_w = width - start_w - end_w - 2 * GAP;

      gtk_widget_size_allocate (start, &(GtkAllocation) { 0, 0, start_w, height }, -1);
      gtk_widget_size_allocate (title, &(GtkAllocation) { start_w + GAP, 0, title_w, height }, -1);
      gtk_widget_size_allocate (end, &(GtkAllocation) { width - end_w, 0, end_w, height }, -1);
      return;
    }
  row = MAX (cairn_measure_height (start, -1), cairn_measure_height (end, -1));
  gtk_widget_size_allocate (start, &(GtkAllocation) { 0, 0, start_w, row }, -1);
  gtk_widget_size_allocate (end, &(GtkAllocation) { width - end_w, 0, end_w, row }, -1);
  gtk_widget_size_allocate (title, &(GtkAllocation) { 0, row + ROW_SPACING, width,
                                                      MAX (height - row - ROW_SPACING, 0) }, -1);
}

static void
cairn_lesson_heading_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (cairn_lesson_heading_parent_class)->dispose (object);
}

static void
cairn_lesson_heading_class_init (CairnLessonHeadingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_lesson_heading_dispose;
  widget_class->get_request_mode = cairn_lesson_heading_get_request_mode;
  widget_class->measure = cairn_lesson_heading_measure;
  widget_class->size_allocate = cairn_lesson_heading_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "cairnlessonheading");
}

static void
cairn_lesson_heading_init (CairnLessonHeading *self)
{
}
