/* cairn-bin.c — the base of the widgets that hold one child (CairnTextBin,
 * CairnDamageBin): the child given in a .ui file (a plain <child>), and
 * let go with the widget.  How the child is measured, placed and drawn
 * is each subclass's own (its layout manager, its snapshot).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-bin.h"

static void cairn_bin_buildable_init (GtkBuildableIface *iface);

G_DEFINE_ABSTRACT_TYPE_WITH_CODE (CairnBin, cairn_bin, GTK_TYPE_WIDGET,
                                  G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, cairn_bin_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

static void
cairn_bin_add_child (GtkBuildable *buildable,
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
cairn_bin_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = cairn_bin_add_child;
}

static void
cairn_bin_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (cairn_bin_parent_class)->dispose (object);
}

static void
cairn_bin_class_init (CairnBinClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cairn_bin_dispose;
}

static void
cairn_bin_init (CairnBin *self)
{
}
