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
  CairnBin parent_instance;
};

G_DEFINE_FINAL_TYPE (CairnTextBin, cairn_text_bin, CAIRN_TYPE_BIN)

static void
cairn_text_bin_class_init (CairnTextBinClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_layout_manager_type (widget_class, CAIRN_TYPE_WRAP_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cairntextbin");
}

static void
cairn_text_bin_init (CairnTextBin *self)
{
}
