/* cairn-stepper.h — advances searches in lockstep from the main loop.
 *
 * The stepper owns its searches and one GSource (an idle source at full
 * speed, a timeout at a limited rate).  Each dispatch advances every
 * unfinished search by the same number of events and stops once the time
 * budget is spent, so the main loop is never blocked for long.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "cairn-search.h"

G_BEGIN_DECLS

#define CAIRN_TYPE_STEPPER (cairn_stepper_get_type ())
G_DECLARE_FINAL_TYPE (CairnStepper, cairn_stepper, CAIRN, STEPPER, GObject)

#define CAIRN_STEPPER_DEFAULT_BUDGET_US 4000

CairnStepper *cairn_stepper_new              (void);
void          cairn_stepper_add_search       (CairnStepper *self,
                                              CairnSearch  *search);
guint         cairn_stepper_get_n_searches   (CairnStepper *self);
CairnSearch  *cairn_stepper_get_search       (CairnStepper *self,
                                              guint         index);
void          cairn_stepper_replace_search   (CairnStepper *self,
                                              guint         index,
                                              CairnSearch  *search);
void          cairn_stepper_clear            (CairnStepper *self);
GPtrArray    *cairn_stepper_take_searches    (CairnStepper *self);
void          cairn_stepper_give_searches    (CairnStepper *self,
                                              GPtrArray    *searches);
void          cairn_stepper_step             (CairnStepper *self,
                                              guint64       n_events);
void          cairn_stepper_run              (CairnStepper *self);
void          cairn_stepper_pause            (CairnStepper *self);
void          cairn_stepper_reset            (CairnStepper *self);
gboolean      cairn_stepper_is_busy          (CairnStepper *self);
gboolean      cairn_stepper_is_running       (CairnStepper *self);
gboolean      cairn_stepper_is_finished      (CairnStepper *self);
void          cairn_stepper_set_budget_us    (CairnStepper *self,
                                              gint64        budget_us);
gint64        cairn_stepper_get_budget_us    (CairnStepper *self);
void          cairn_stepper_set_rate         (CairnStepper *self,
                                              guint         events_per_second);
guint         cairn_stepper_get_rate         (CairnStepper *self);
gint64        cairn_stepper_get_longest_dispatch_us (CairnStepper *self);
guint64       cairn_stepper_get_n_dispatches (CairnStepper *self);

G_END_DECLS
