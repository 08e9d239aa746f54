/* cairn-pane-header.c — a pane's top row: two children, the pane's name
 * with its search choices, and the tree's zoom buttons.
 *
 * The zoom buttons used to lie over the top right of the tree and hid
 * what was drawn there: the selected node at 1366×768, Nh4 at the moment
 * of the decisive probe, the tic-tac-toe root (issue 34).  Here they sit
 * outside the tree, at the end of the row of the pane's name, which has
 * room for them at every size the window is used at; where it has not (a
 * narrow pane, twice the text size, Kazakh's longer words) they go on a
 * row of their own under it, at its end.  The choice depends only on the
 * width given and the children's widths, so it is the same in measuring
 * and in laying out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-pane-header.h"
#include "cairn-measure.h"

/* Between the two children, on one row or on two. */
#define GAP 8
#define ROW_SPACING 4

struct _CairnPaneHeader {
  GtkWidget        parent_instance;
  CairnPaneHeader *partner;  /* the other pane's; unpaired by the first disposed */
};

G_DEFINE_FINAL_TYPE (CairnPaneHeader, cairn_pane_header, GTK_TYPE_WIDGET)

/* The start and the end child, or FALSE while the template is still
 * being built. */
static gboolean
children (CairnPaneHeader *self,
          GtkWidget      **start,
          GtkWidget      **end)
{
  *start = gtk_widget_get_first_child (GTK_WIDGET (self));
  *end = *start ? gtk_widget_get_next_sibling (*start) : NULL;
  return *end != NULL;
}

static gboolean
fits (CairnPaneHeader *self,
      int              width)
{
  GtkWidget *start, *end;

  return children (self, &start, &end) &&
         cairn_measure_width (start, TRUE) + GAP + cairn_measure_width (end, TRUE) <= width;
}

/* The buttons beside the name where both panes' fit there (the panes are
 * as wide): one pane's buttons on a row of their own would set its tree
 * a row lower than the other's. */
static gboolean
beside (CairnPaneHeader *self,
        int              width)
{
  return fits (self, width) && (self->partner == NULL || fits (self->partner, width));
}

gboolean
cairn_pane_header_buttons_beside (CairnPaneHeader *self)
{
  GtkWidget *start, *end;

  g_return_val_if_fail (CAIRN_IS_PANE_HEADER (self), FALSE);
  return children (self, &start, &end) && beside (self, gtk_widget_get_width (GTK_WIDGET (self)));
}

/* Pairs two panes' headers: they put their buttons beside their names
 * or below them together. */
void
cairn_pane_header_pair (CairnPaneHeader *a,
                        CairnPaneHeader *b)
{
  g_return_if_fail (CAIRN_IS_PANE_HEADER (a) && CAIRN_IS_PANE_HEADER (b));
  a->partner = b;
  b->partner = a;
  gtk_widget_queue_resize (GTK_WIDGET (a));
  gtk_widget_queue_resize (GTK_WIDGET (b));
}

static void
cairn_pane_header_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  GtkWidget *start, *end;

  *minimum = *natural = 0;
  if (!children (CAIRN_PANE_HEADER (widget), &start, &end))
    return;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (cairn_measure_width (start, FALSE), cairn_measure_width (end, FALSE));
      *natural = cairn_measure_width (start, TRUE) + GAP + cairn_measure_width (end, TRUE);
      return;
    }
  if (for_size < 0 || beside (CAIRN_PANE_HEADER (widget), for_size))
    *minimum = MAX (cairn_measure_height (start, -1), cairn_measure_height (end, -1));
  else
    *minimum = cairn_measure_height (start, -1) + ROW_SPACING + cairn_measure_height (end, -1);
  *natural = *minimum;
}

static void
cairn_pane_header_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  GtkWidget *start, *end;
  int start_w, end_w, row;

  if (!children (CAIRN_PANE_HEADER (widget), &start, &end))
    return;
  end_w = MIN (cairn_measure_width (end, TRUE), width);
  if (beside (CAIRN_PANE_HEADER (widget), width))
    {
      start_w = width - end_w - GAP;
      gtk_widget_size_allocate (start, &(GtkAllocation) { 0, 0, start_w, height }, -1);
      gtk_widget_size_allocate (end, &(GtkAllocation) { width - end_w, 0, end_w, height }, -1);
      return;
    }
  row = cairn_measure_height (start, -1);
  gtk_widget_size_allocate (start, &(GtkAllocation) { 0, 0, width, row }, -1);
  gtk_widget_size_allocate (end, &(GtkAllocation) { width - end_w, row + ROW_SPACING, end_w,
                                                    MAX (height - row - ROW_SPACING, 0) }, -1);
}

static GtkSizeRequestMode
cairn_pane_header_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
cairn_pane_header_dispose (GObject *object)
{
  CairnPaneHeader *self = CAIRN_PANE_HEADER (object);
  GtkWidget *child;

  /* The first of the two to go unpairs both. */
  if (self->partner != NULL)
    {
      self->partner->partner = NULL;
      self->partner = NULL;
    }

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (cairn_pane_header_parent_class)->dispose (object);
}

static void
cairn_pane_header_class_init (CairnPaneHeaderClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_pane_header_dispose;
  widget_class->get_request_mode = cairn_pane_header_get_request_mode;
  widget_class->measure = cairn_pane_header_measure;
  widget_class->size_allocate = cairn_pane_header_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "cairnpaneheader");
}

static void
cairn_pane_header_init (CairnPaneHeader *self)
{
}
