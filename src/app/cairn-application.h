/* cairn-application.h — the GtkApplication: accelerators, About, windows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_APPLICATION (cairn_application_get_type ())
G_DECLARE_FINAL_TYPE (CairnApplication, cairn_application, CAIRN, APPLICATION, GtkApplication)

CairnApplication *cairn_application_new (void);
void              cairn_application_load_style (void);

G_END_DECLS
