/* cairn-pane.h — one side of the comparison: mode, counters, tree, log
 * and the inspector of the selected node.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-event-log.h"
#include "cairn-log-view.h"
#include "cairn-tree-view.h"

G_BEGIN_DECLS

/* A tree this tall frames its selected node with room around it. */
#define CAIRN_TREE_READABLE_HEIGHT 150

#define CAIRN_TYPE_PANE (cairn_pane_get_type ())
G_DECLARE_FINAL_TYPE (CairnPane, cairn_pane, CAIRN, PANE, GtkWidget)

const char     *cairn_mode_to_title          (CairnMode mode);
const char     *cairn_mode_to_name           (CairnMode mode);

void            cairn_pane_set_title         (CairnPane           *self,
                                              const char          *title);
CairnMode       cairn_pane_get_mode          (CairnPane           *self);
void            cairn_pane_set_mode          (CairnPane           *self,
                                              CairnMode            mode);
void            cairn_pane_set_search        (CairnPane           *self,
                                              const CairnSearch   *search);
void            cairn_pane_let_go            (CairnPane           *self);
const CairnSearch *cairn_pane_get_search     (CairnPane           *self);
gboolean        cairn_pane_sync              (CairnPane           *self);
gboolean        cairn_pane_is_behind         (CairnPane           *self);
guint           cairn_pane_get_n_recorded    (CairnPane           *self);
void            cairn_pane_show_moment       (CairnPane           *self,
                                              guint                n_events);
guint           cairn_pane_get_n_shown       (CairnPane           *self);
void            cairn_pane_get_counters      (CairnPane           *self,
                                              CairnCounters       *counters);
CairnEventLog  *cairn_pane_get_log           (CairnPane           *self);
CairnLogView   *cairn_pane_get_log_view      (CairnPane           *self);
CairnTreeView  *cairn_pane_get_tree_view     (CairnPane           *self);
GtkExpander    *cairn_pane_get_inspector_expander (CairnPane      *self);
void            cairn_pane_set_tree_readable (CairnPane           *self,
                                              gboolean             readable);
void            cairn_pane_set_nodes_at_end  (CairnPane           *self,
                                              guint64              nodes);
void            cairn_pane_set_short_log     (CairnPane           *self,
                                              gboolean             short_log);
void            cairn_pane_set_log_rows      (CairnPane           *self,
                                              guint                rows);
void            cairn_pane_set_board_folded  (CairnPane           *self,
                                              gboolean             folded);
gboolean        cairn_pane_get_board_folded  (CairnPane           *self);
void            cairn_pane_set_counters_folded (CairnPane         *self,
                                                gboolean           folded);
gboolean        cairn_pane_get_counters_folded (CairnPane         *self);
void            cairn_pane_pair_headers      (CairnPane           *self,
                                              CairnPane           *other);
CairnViewState *cairn_pane_get_view_state    (CairnPane           *self);
void            cairn_pane_select_node       (CairnPane           *self,
                                              guint32              node);
void            cairn_pane_set_placeholder   (CairnPane           *self,
                                              const char          *text);
void            cairn_pane_set_note          (CairnPane           *self,
                                              const char          *note);
char           *cairn_pane_get_inspector_text (CairnPane          *self);
/* Iterative deepening (the engine style's part id): the iteration whose
 * tree the pane shows, 1 to the depth limit, 0 for the last; the tree
 * shown. */
void            cairn_pane_set_iteration     (CairnPane           *self,
                                              guint                iteration);
guint           cairn_pane_get_iteration     (CairnPane           *self);
guint           cairn_pane_get_shown_iteration (CairnPane         *self);
const CairnTree *cairn_pane_get_tree         (CairnPane           *self);

/* A pane's search put aside with its log, moment and selection while the
 * pane shows another one (the lessons borrow the window), to be put back
 * as it was. */
typedef struct _CairnPaneStash CairnPaneStash;

CairnPaneStash *cairn_pane_stash             (CairnPane           *self);
void            cairn_pane_unstash           (CairnPane           *self,
                                              CairnPaneStash      *stash);
void            cairn_pane_stash_free        (CairnPaneStash      *stash);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CairnPaneStash, cairn_pane_stash_free)

G_END_DECLS
