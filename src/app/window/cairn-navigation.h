/* cairn-navigation.h — the window's way to the teaching moments: the
 * previous or next null probe and null prune, and the decisive prune,
 * selected in both panes; the decisive prune starred and named in the
 * disagreement banner.
 *
 * It sees the window's comparison (whose decisive analysis it reads),
 * the panes (through cairn_window_get_pane()), the summary banner and the
 * left column's button, and installs its actions on the window's class.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-comparison.h"
#include "cairn-summary-banner.h"
#include "cairn-window.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_NAVIGATION (cairn_navigation_get_type ())
G_DECLARE_FINAL_TYPE (CairnNavigation, cairn_navigation, CAIRN, NAVIGATION, GObject)

/* Hooks for cairn-window.c. */
void             cairn_navigation_install_actions (GtkWidgetClass *widget_class);
CairnNavigation *cairn_navigation_new    (CairnWindow        *window,
                                          CairnComparison    *comparison,
                                          GtkToggleButton    *left_column_button,
                                          CairnSummaryBanner *banner);
/* The window is going: no late analysis reaches it. */
void        cairn_navigation_stop       (CairnNavigation *self);
/* New searches: the old analysis is dropped. */
void        cairn_navigation_reset      (CairnNavigation *self);
/* Enables the actions for what the panes show now. */
void        cairn_navigation_update_actions (CairnNavigation *self);
/* The banner's first sentence, @warning, says the searches disagree
 * (NULL: they do not, or no outcome yet): the analysis starts once, and
 * its sentence joins the banner's text. */
void        cairn_navigation_update_banner (CairnNavigation *self,
                                            const char      *warning);

/* The sentence naming the decisive prune, or NULL (none, or not known
 * yet). */
const char *cairn_navigation_get_decisive_text (CairnWindow *window);
/* The decisive prune's node in the pane that pruned, or CAIRN_NO_NODE;
 * @pane_index is set to that pane. */
guint32     cairn_navigation_get_decisive_node (CairnWindow *window,
                                                guint       *pane_index);
/* The analysis of the current searches has finished (or was not needed). */
gboolean    cairn_navigation_is_settled (CairnWindow *window);

G_END_DECLS
