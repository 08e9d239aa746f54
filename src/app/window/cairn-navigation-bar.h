/* cairn-navigation-bar.h — the left column's Stepping and Probes and
 * prunes sections: step, back, run or pause, finish and reset, the run's
 * speed, and the previous or next null probe and null prune and the
 * decisive prune (what they select is cairn-navigation.c's).
 *
 * Its buttons activate the window's actions (win.step, win.probe-next…),
 * which the window enables; the speed and whether a run is going are
 * properties.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_NAVIGATION_BAR (cairn_navigation_bar_get_type ())
G_DECLARE_FINAL_TYPE (CairnNavigationBar, cairn_navigation_bar, CAIRN, NAVIGATION_BAR, GtkBox)

/* The speed control's steps: 0 (2 events a second) … this (as fast as
 * possible). */
#define CAIRN_NAVIGATION_BAR_SPEED_MAX 8

/* Events a second at the speed chosen; 0 is as fast as possible. */
guint     cairn_navigation_bar_get_rate (CairnNavigationBar *self);
/* A part by its id in ui/cairn-navigation-bar.ui ("speed",
 * "run_button"…), or NULL.  For tests and cairn_window_get_part(). */
GObject  *cairn_navigation_bar_get_part (CairnNavigationBar *self,
                                         const char         *id);

G_END_DECLS
