/* cairn-damage-bin.c — holds a widget that changes every frame of a run
 * (the counters, the event log), redrawn as one rectangle.
 *
 * Each frame GTK compares the new picture with the last and redraws what
 * changed, as a list of rectangles: each counter, each log row and each
 * scrollbar that moved is a few.  Past 30 rectangles GTK 4.8 gives up
 * and redraws the whole of the container it was comparing, which in the
 * window is the split of the two panes: 890 × 729 pixels, both trees
 * and everything around them, painted and sent to the X server again, in
 * one frame in six of a big Kiwipete run (measured with bench-window).
 * Through this bin its child counts as one rectangle: the child's drawing
 * is put in a cairo node, which GTK never compares inside.
 *
 * Only with GTK's cairo renderer, the one whose frames cost what they
 * cover; the GL renderer draws the child as usual.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-damage-bin.h"

struct _CairnDamageBin {
  CairnBin parent_instance;
};

G_DEFINE_FINAL_TYPE (CairnDamageBin, cairn_damage_bin, CAIRN_TYPE_BIN)

static gboolean
cairo_rendered (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

  return renderer != NULL && GSK_IS_CAIRO_RENDERER (renderer);
}

static void
cairn_damage_bin_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  GtkSnapshot *inner;
  GskRenderNode *node;
  cairo_t *cr;

  if (child == NULL)
    return;
  if (!cairo_rendered (widget) || w <= 0 || h <= 0)
    {
      gtk_widget_snapshot_child (widget, child, snapshot);
      return;
    }
  inner = gtk_snapshot_new ();
  gtk_widget_snapshot_child (widget, child, inner);
  node = gtk_snapshot_free_to_node (inner);
  if (node == NULL)
    return;
  /* The recording replays the child's drawing as the renderer would
   * have drawn it, clipped to the bin as the child is. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  gsk_render_node_unref (node);
}

static void
cairn_damage_bin_class_init (CairnDamageBinClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->snapshot = cairn_damage_bin_snapshot;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cairndamagebin");
}

static void
cairn_damage_bin_init (CairnDamageBin *self)
{
}
