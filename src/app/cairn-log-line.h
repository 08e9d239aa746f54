/* cairn-log-line.h — one line of the event log, cheap to make and measure.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define CAIRN_TYPE_LOG_LINE (cairn_log_line_get_type ())
G_DECLARE_FINAL_TYPE (CairnLogLine, cairn_log_line, CAIRN, LOG_LINE, GtkWidget)

GtkWidget  *cairn_log_line_new      (guint         n_chars);
void        cairn_log_line_set_text (CairnLogLine *self,
                                     const char   *text);
const char *cairn_log_line_get_text (CairnLogLine *self);

G_END_DECLS
