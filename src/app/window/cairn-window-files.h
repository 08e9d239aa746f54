/* cairn-window-files.h — the window's files: Open/Save Scenario, Export,
 * the Endgame Tables folder, error dialogs and the toasts that confirm a
 * save or an export (cairn-window-files.c).
 *
 * The part keeps its own state (the chooser on screen, the last toast)
 * and reaches the rest of the window through cairn-window.h only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "cairn-window.h"

G_BEGIN_DECLS

typedef struct _CairnWindowFiles CairnWindowFiles;

CairnWindowFiles *cairn_window_files_new     (void);
void              cairn_window_files_dispose (CairnWindowFiles *files);
void              cairn_window_files_free    (CairnWindowFiles *files);
/* The window's own (cairn-window.c). */
CairnWindowFiles *cairn_window_get_files     (CairnWindow      *self);

void cairn_window_files_class_init (GtkWidgetClass *widget_class);
void cairn_window_show_error     (CairnWindow *self,
                                  const char  *primary,
                                  const char  *secondary);
void cairn_window_open_scenario  (CairnWindow *self);
void cairn_window_save_scenario  (CairnWindow *self);
void cairn_window_export_figure  (CairnWindow *self);
void cairn_window_close_chooser  (CairnWindow *self);
void cairn_window_show_chooser   (CairnWindow          *self,
                                  GtkFileChooserNative *native,
                                  GCallback             on_response);
char *cairn_window_chosen_path   (CairnWindow     *self,
                                  GtkNativeDialog *native,
                                  int              response,
                                  const char      *title,
                                  const char      *not_local);

G_END_DECLS
