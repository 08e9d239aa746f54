/* cairn-engine-line.h — a line under the summary: a real chess engine's
 * opinion of the position, asked in the background.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-position.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_ENGINE_LINE (cairn_engine_line_get_type ())
G_DECLARE_FINAL_TYPE (CairnEngineLine, cairn_engine_line, CAIRN, ENGINE_LINE, GtkBox)

CairnEngineLine *cairn_engine_line_new          (GSettings           *settings);
/* The position to ask about; NULL (or one no engine plays) hides the
 * line.  A new position cancels the question about the old one. */
void             cairn_engine_line_set_position (CairnEngineLine     *self,
                                                 const CairnPosition *position);
const char      *cairn_engine_line_get_text     (CairnEngineLine     *self);
gboolean         cairn_engine_line_is_asking    (CairnEngineLine     *self);

G_END_DECLS
