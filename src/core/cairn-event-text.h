/* cairn-event-text.h — events and values in plain words, for the trace,
 * the event log and the inspector.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "cairn-search.h"

G_BEGIN_DECLS

char *cairn_value_to_string  (int value);
char *cairn_event_describe   (const CairnEvent *event);
char *cairn_moves_to_string  (guint32 moves);

G_END_DECLS
