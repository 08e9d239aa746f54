/* cairn-window-study.h — the window's parameter study (win.study): one
 * study window of the window's position and right-hand settings, whose
 * chosen setting comes back to be searched in the window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-window.h"

G_BEGIN_DECLS

/* Hooks for cairn-window.c. */
void cairn_window_study_class_init (GtkWidgetClass *widget_class);
void cairn_window_study_dispose    (CairnWindow    *self);

G_END_DECLS
