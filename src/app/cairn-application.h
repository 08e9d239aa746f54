/* cairn-application.h — the AdwApplication: accelerators, About, windows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_APPLICATION (cairn_application_get_type ())
G_DECLARE_FINAL_TYPE (CairnApplication, cairn_application, CAIRN, APPLICATION, AdwApplication)

CairnApplication *cairn_application_new (void);
void              cairn_application_load_style (void);
GtkWindow        *cairn_application_show_about (GtkWindow *parent);

G_END_DECLS
