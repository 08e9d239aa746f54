/* cairn-navigation.h — the window's way to the teaching moments: the
 * previous or next null probe and null prune, and the decisive prune,
 * selected in both panes; the decisive prune starred and named in the
 * disagreement banner.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-window.h"

G_BEGIN_DECLS

/* Hooks for cairn-window.c. */
void        cairn_navigation_class_init (GtkWidgetClass *widget_class);
void        cairn_navigation_finalize   (CairnWindow    *self);
/* New searches: the old analysis is dropped. */
void        cairn_navigation_reset      (CairnWindow    *self);
/* Enables the actions for what the panes show now. */
void        cairn_navigation_update_actions (CairnWindow *self);
/* The banner says the searches disagree (@disagree) or is hidden: the
 * analysis starts once, and its sentence joins the banner's text. */
void        cairn_navigation_update_banner (CairnWindow *self,
                                            gboolean     disagree);

/* The sentence naming the decisive prune, or NULL (none, or not known
 * yet). */
const char *cairn_navigation_get_decisive_text (CairnWindow *self);
/* The decisive prune's node in the pane that pruned, or CAIRN_NO_NODE;
 * @pane_index is set to that pane. */
guint32     cairn_navigation_get_decisive_node (CairnWindow *self,
                                                guint       *pane_index);
/* The analysis of the current searches has finished (or was not needed). */
gboolean    cairn_navigation_is_settled (CairnWindow *self);

G_END_DECLS
