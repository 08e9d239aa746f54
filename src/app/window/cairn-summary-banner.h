/* cairn-summary-banner.h — the outcome over the trees: the summary's
 * figures once both searches are done, and the banner when they choose
 * different moves, with a button for each move (they activate win.jump
 * with 0 or 1) and, under its first sentence, the sentence naming the
 * decisive prune once the navigation knows it.
 *
 * It is given the outcome (two searches' counters, their modes and the
 * position) and makes the sentences; it is shown while either part is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-position.h"
#include "cairn-search.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_SUMMARY_BANNER (cairn_summary_banner_get_type ())
G_DECLARE_FINAL_TYPE (CairnSummaryBanner, cairn_summary_banner, CAIRN, SUMMARY_BANNER, GtkBox)

/* Both searches are done on @position: the summary gives each pane's
 * figures ("At the end:" when @looking_back, the timeline showing an
 * earlier moment; "Done." otherwise), and the banner shows when their
 * best moves differ. */
void        cairn_summary_banner_show_outcome      (CairnSummaryBanner  *self,
                                                    const CairnPosition *position,
                                                    const CairnMode      modes[2],
                                                    const CairnCounters *left,
                                                    const CairnCounters *right,
                                                    gboolean             looking_back);
/* The summary says @text alone (the game is already over); no banner. */
void        cairn_summary_banner_show_text         (CairnSummaryBanner  *self,
                                                    const char          *text);
/* No outcome yet: neither part shows. */
void        cairn_summary_banner_clear             (CairnSummaryBanner  *self);
/* The banner's first sentence, saying the searches disagree, or NULL. */
const char *cairn_summary_banner_get_warning       (CairnSummaryBanner  *self);
/* The sentences under it (the decisive prune), or NULL; a new first
 * sentence drops them. */
void        cairn_summary_banner_set_decisive_text (CairnSummaryBanner  *self,
                                                    const char          *text);
/* The root move of pane @which (0 left, 1 right) the banner's buttons
 * show. */
int         cairn_summary_banner_get_jump_move     (CairnSummaryBanner  *self,
                                                    guint                which);
/* A part by its id in ui/cairn-summary-banner.ui ("summary",
 * "warning_banner", "warning_label", "jump_left"…), or NULL.  For tests,
 * the room and cairn_window_get_part(). */
GObject    *cairn_summary_banner_get_part          (CairnSummaryBanner  *self,
                                                    const char          *id);

G_END_DECLS
