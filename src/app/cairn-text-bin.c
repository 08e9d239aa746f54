/* cairn-text-bin.c — holds one wrapped text (a label, or a column of
 * them), laid out by a CairnWrapLayout.
 *
 * A row of widgets (a GtkBox, the title row GtkExpander makes for its
 * label) asks each child how wide it must be for the row's height.  A
 * wrapped GtkLabel answers that by laying its text out at width after
 * width until it fits in that many lines: a dozen layouts of the text,
 * and GTK keeps only a few such answers per label, so a window that lays
 * itself out every frame (a tree gliding to a node) paid it every frame,
 * a third of the frame.  In this bin the question becomes the one the
 * label answers from a single layout, its width for any height, kept
 * until the text changes; the height for a width is asked as usual, so
 * the text still gets every line it wraps to.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-text-bin.h"
#include "cairn-wrap-layout.h"

struct _CairnTextBin {
  GtkWidget parent_instance;
};

static void cairn_text_bin_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CairnTextBin, cairn_text_bin, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, cairn_text_bin_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

static void
cairn_text_bin_add_child (GtkBuildable *buildable,
                          GtkBuilder   *builder,
                          GObject      *child,
                          const char   *type)
{
  if (GTK_IS_WIDGET (child) && type == NULL)
    gtk_widget_set_parent (GTK_WIDGET (child), GTK_WIDGET (buildable));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
cairn_text_bin_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = cairn_text_bin_add_child;
}

static void
cairn_text_bin_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (cairn_text_bin_parent_class)->dispose (object);
}

static void
cairn_text_bin_class_init (CairnTextBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_text_bin_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, CAIRN_TYPE_WRAP_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cairntextbin");
}

static void
cairn_text_bin_init (CairnTextBin *self)
{
}
