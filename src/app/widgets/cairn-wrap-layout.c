/* cairn-wrap-layout.c — a bin layout for widgets holding wrapped text.
 *
 * Like GtkBinLayout, every child gets the whole widget.  The difference is
 * in one question only: asked how wide it must be for a given height, it
 * answers with its children's widths for any height.  A wrapped text's
 * width for a height is the width that fits the text in that many lines:
 * a row or a paned asking it of the lesson card or a pane's inspector got
 * 1,600 px for a 1,366 px window, and the window was cut on the right.
 * Heights for a width are asked of the children as usual, so the text
 * still gets every line it wraps to.
 *
 * In a paned (cairn_wrap_layout_set_in_paned()), GTK 4.8's GtkPaned asks
 * each side for its height at the paned's whole width or at none, and a
 * pane's inspector, thinking itself wider, got fewer lines than its text
 * needs: there the height is worked out for the width the widget has.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-wrap-layout.h"

struct _CairnWrapLayout {
  GtkLayoutManager parent_instance;
  gboolean         in_paned;
};

G_DEFINE_FINAL_TYPE (CairnWrapLayout, cairn_wrap_layout, GTK_TYPE_LAYOUT_MANAGER)

static GtkSizeRequestMode
get_request_mode (GtkLayoutManager *manager,
                  GtkWidget        *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
measure (GtkLayoutManager *manager,
         GtkWidget        *widget,
         GtkOrientation    orientation,
         int               for_size,
         int              *minimum,
         int              *natural,
         int              *minimum_baseline,
         int              *natural_baseline)
{
  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    for_size = -1;
  else if (CAIRN_WRAP_LAYOUT (manager)->in_paned && gtk_widget_get_width (widget) > 0)
    for_size = for_size > 0 ? MIN (for_size, gtk_widget_get_width (widget)) : gtk_widget_get_width (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int min, nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, for_size, &min, &nat, NULL, NULL);
      *minimum = MAX (*minimum, min);
      *natural = MAX (*natural, nat);
    }
}

static void
allocate (GtkLayoutManager *manager,
          GtkWidget        *widget,
          int               width,
          int               height,
          int               baseline)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      gtk_widget_allocate (child, width, height, baseline, NULL);
}

static void
cairn_wrap_layout_class_init (CairnWrapLayoutClass *klass)
{
  GtkLayoutManagerClass *manager_class = GTK_LAYOUT_MANAGER_CLASS (klass);

  manager_class->get_request_mode = get_request_mode;
  manager_class->measure = measure;
  manager_class->allocate = allocate;
}

static void
cairn_wrap_layout_init (CairnWrapLayout *self)
{
}

void
cairn_wrap_layout_set_in_paned (CairnWrapLayout *self,
                                gboolean         in_paned)
{
  g_return_if_fail (CAIRN_IS_WRAP_LAYOUT (self));

  self->in_paned = in_paned;
  gtk_layout_manager_layout_changed (GTK_LAYOUT_MANAGER (self));
}
