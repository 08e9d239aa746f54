/* cairn-wrap-layout.h — a bin layout for widgets holding wrapped text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_WRAP_LAYOUT (cairn_wrap_layout_get_type ())
G_DECLARE_FINAL_TYPE (CairnWrapLayout, cairn_wrap_layout, CAIRN, WRAP_LAYOUT, GtkLayoutManager)

void cairn_wrap_layout_set_in_paned (CairnWrapLayout *self,
                                     gboolean         in_paned);

G_END_DECLS
