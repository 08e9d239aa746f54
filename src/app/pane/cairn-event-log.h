/* cairn-event-log.h — the events of one search, recorded.
 *
 * The stepper advances its searches many events per dispatch and hands out
 * none of them, so the log replays the same search (deterministic, without
 * a tree) up to the live one's event count and keeps the compact event
 * records.  A line's text is made from its record when it is shown (see
 * cairn-log-view.c), so a 300,000-event search costs 32 bytes per event,
 * not a string each.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-search.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_EVENT_LOG (cairn_event_log_get_type ())
G_DECLARE_FINAL_TYPE (CairnEventLog, cairn_event_log, CAIRN, EVENT_LOG, GObject)

CairnEventLog    *cairn_event_log_new            (void);
void              cairn_event_log_set_search     (CairnEventLog     *self,
                                                  const CairnSearch *search);
gboolean          cairn_event_log_sync           (CairnEventLog     *self,
                                                  gint64             budget_us);
gboolean          cairn_event_log_is_behind      (CairnEventLog     *self);
guint             cairn_event_log_get_n_recorded (CairnEventLog     *self);
const CairnEvent *cairn_event_log_get_event      (CairnEventLog     *self,
                                                  guint              index);
void              cairn_event_log_counters_at    (CairnEventLog     *self,
                                                  guint              n_events,
                                                  CairnCounters     *counters);
guint32           cairn_event_log_node_of        (CairnEventLog     *self,
                                                  guint              index);
char             *cairn_event_log_describe       (CairnEventLog     *self,
                                                  guint              index);

G_END_DECLS
