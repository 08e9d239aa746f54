/* cairn-tablebase-line.h — the window's line of truth: under the summary,
 * what the endgame tables say of the chess position ("In real chess
 * (tablebase): White wins, mate in 11; only Kf6 wins"), every move's
 * result in its tooltip.
 *
 * It drives one label and reads the folder the tables are in from the
 * settings ("tablebase-dir"); it knows nothing else of the window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-position.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_TABLEBASE_LINE (cairn_tablebase_line_get_type ())
G_DECLARE_FINAL_TYPE (CairnTablebaseLine, cairn_tablebase_line, CAIRN, TABLEBASE_LINE, GObject)

/* Sets the tables' folder from @settings now and whenever it changes;
 * the label shows nothing until the first update. */
CairnTablebaseLine *cairn_tablebase_line_new    (GtkLabel           *label,
                                                 GSettings          *settings);
/* Tells of @position (a chess position that is @legal; any other hides
 * the line); nothing new when it is the one shown, unless @force. */
void                cairn_tablebase_line_update (CairnTablebaseLine  *self,
                                                 const CairnPosition *position,
                                                 gboolean             legal,
                                                 gboolean             force);
/* Stops listening to the settings and drops any probe under way. */
void                cairn_tablebase_line_stop   (CairnTablebaseLine  *self);

G_END_DECLS
