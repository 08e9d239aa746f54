/* cairn-log-view.h — the event log: numbered lines, drawn as they show.
 *
 * A scrollable widget that formats and draws only the lines in view, so
 * its cost per frame does not depend on how many lines it has (a million
 * or more): scrolling to a line is setting an adjustment's value.  The
 * lines' text comes from a callback, line by line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_LOG_VIEW (cairn_log_view_get_type ())
G_DECLARE_FINAL_TYPE (CairnLogView, cairn_log_view, CAIRN, LOG_VIEW, GtkWidget)

/* The text of line @line (newly allocated). */
typedef char *(*CairnLogViewDescribe) (guint    line,
                                       gpointer user_data);

GtkWidget *cairn_log_view_new             (void);
void       cairn_log_view_set_describe    (CairnLogView         *self,
                                           CairnLogViewDescribe  describe,
                                           gpointer              user_data);
void       cairn_log_view_set_n_lines     (CairnLogView         *self,
                                           guint                 n_lines);
guint      cairn_log_view_get_n_lines     (CairnLogView         *self);
void       cairn_log_view_set_selected    (CairnLogView         *self,
                                           guint                 line);
guint      cairn_log_view_get_selected    (CairnLogView         *self);
void       cairn_log_view_scroll_to       (CairnLogView         *self,
                                           guint                 line);
char      *cairn_log_view_dup_line        (CairnLogView         *self,
                                           guint                 line);
int        cairn_log_view_get_row_height  (CairnLogView         *self);
guint      cairn_log_view_line_at         (CairnLogView         *self,
                                           double                y);

/* For tests: what the last frame drew. */
void       cairn_log_view_get_drawn_lines (CairnLogView         *self,
                                           guint                *first,
                                           guint                *n_drawn);
const char *cairn_log_view_get_drawn_text (CairnLogView         *self);
guint64    cairn_log_view_get_n_formatted (CairnLogView         *self);

G_END_DECLS
