/* cairn-bin.c — the base of the widgets that hold one child (CairnTextBin,
 * CairnDamageBin): the child given in a .ui file (a plain <child>, which
 * GtkWidget's own buildable code parents), let go with the widget.  How
 * the child is measured, placed and drawn is each subclass's own (its
 * layout manager, its snapshot).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-bin.h"

G_DEFINE_ABSTRACT_TYPE (CairnBin, cairn_bin, GTK_TYPE_WIDGET)

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
