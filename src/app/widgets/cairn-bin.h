/* cairn-bin.h — the base of the widgets that hold one child.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_BIN (cairn_bin_get_type ())
G_DECLARE_DERIVABLE_TYPE (CairnBin, cairn_bin, CAIRN, BIN, GtkWidget)

struct _CairnBinClass {
  GtkWidgetClass parent_class;
};

G_END_DECLS
