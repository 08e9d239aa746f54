/* cairn-stepper.c — lockstep stepping of searches on a GLib main loop.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-stepper.h"

/* How many lockstep rounds run between two clock readings: reading the
 * clock after every event would cost more than the event. */
#define ROUNDS_PER_CLOCK_CHECK 64

/* Animation tick for rate-limited runs, about one frame. */
#define TICK_MS 16

struct _CairnStepper {
  GObject    parent_instance;

  GPtrArray *searches;        /* CairnSearch, owned */
  GSource   *source;
  guint64    remaining;       /* lockstep rounds still wanted */
  gint64     budget_us;
  guint      rate;            /* events per second per search; 0 = unlimited */
  double     allowance;       /* rate-limited: rounds earned but not yet run */
  gint64     last_tick_us;
  gint64     longest_dispatch_us;
  guint64    n_dispatches;
  gboolean   catching_up;     /* a replaced search is behind the others */
};

enum {
  SIGNAL_PROGRESS,
  SIGNAL_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (CairnStepper, cairn_stepper, G_TYPE_OBJECT)

static void stop_source (CairnStepper *self);

static void
cairn_stepper_dispose (GObject *object)
{
  CairnStepper *self = CAIRN_STEPPER (object);

  stop_source (self);
  g_clear_pointer (&self->searches, g_ptr_array_unref);
  G_OBJECT_CLASS (cairn_stepper_parent_class)->dispose (object);
}

static void
cairn_stepper_class_init (CairnStepperClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = cairn_stepper_dispose;

  /**
   * CairnStepper::progress:
   *
   * Emitted after every batch of events (at most once per dispatch).
   */
  signals[SIGNAL_PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * CairnStepper::finished:
   *
   * Emitted once every search has reached its end.
   */
  signals[SIGNAL_FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
cairn_stepper_init (CairnStepper *self)
{
  self->searches = g_ptr_array_new_with_free_func ((GDestroyNotify) cairn_search_free);
  self->budget_us = CAIRN_STEPPER_DEFAULT_BUDGET_US;
}

CairnStepper *
cairn_stepper_new (void)
{
  return g_object_new (CAIRN_TYPE_STEPPER, NULL);
}

static void
stop_source (CairnStepper *self)
{
  if (self->source)
    {
      g_source_destroy (self->source);
      g_clear_pointer (&self->source, g_source_unref);
    }
}

gboolean
cairn_stepper_is_finished (CairnStepper *self)
{
  g_return_val_if_fail (CAIRN_IS_STEPPER (self), FALSE);

  for (guint i = 0; i < self->searches->len; i++)
    if (!cairn_search_is_done (g_ptr_array_index (self->searches, i)))
      return FALSE;
  return TRUE;
}

/* One lockstep round: one event from every search still running.  Returns
 * FALSE when none was running. */
static gboolean
step_round (CairnStepper *self)
{
  gboolean any = FALSE;

  for (guint i = 0; i < self->searches->len; i++)
    {
      CairnSearch *search = g_ptr_array_index (self->searches, i);

      if (!cairn_search_is_done (search))
        {
          cairn_search_step (search);
          any = TRUE;
        }
    }
  return any;
}

/* A search put in mid-run (cairn_stepper_replace_search()) catches up
 * with the others before any lockstep round: it steps alone until it has
 * as many events as the one furthest on (or has finished).  Returns FALSE
 * once nothing is behind; the budget may end it sooner. */
static gboolean
catch_up (CairnStepper *self,
          gint64        start)
{
  guint64 target = 0;
  gboolean behind = FALSE;

  for (guint i = 0; i < self->searches->len; i++)
    target = MAX (target, cairn_search_get_counters (g_ptr_array_index (self->searches, i))->events);
  for (guint i = 0; i < self->searches->len; i++)
    {
      CairnSearch *search = g_ptr_array_index (self->searches, i);

      while (!cairn_search_is_done (search) && cairn_search_get_counters (search)->events < target)
        {
          for (guint k = 0; k < ROUNDS_PER_CLOCK_CHECK && !cairn_search_is_done (search) &&
                            cairn_search_get_counters (search)->events < target; k++)
            cairn_search_step (search);
          if (g_get_monotonic_time () - start >= self->budget_us)
            break;
        }
      behind = behind || (!cairn_search_is_done (search) && cairn_search_get_counters (search)->events < target);
    }
  self->catching_up = behind;
  return behind;
}

static gboolean
dispatch (gpointer user_data)
{
  CairnStepper *self = user_data;
  gint64 start = g_get_monotonic_time ();
  guint64 wanted = self->remaining;
  GSource *current = self->source;
  gboolean finished = FALSE;
  gboolean keep_going;
  gint64 elapsed;

  /* Catching up is not the user's stepping: it takes no rounds asked
   * for and earns none at a limited rate. */
  if (self->catching_up && catch_up (self, start))
    {
      wanted = 0;
      self->last_tick_us = start;
    }
  else if (self->rate > 0)
    {
      /* Rate-limited: earn rounds for the time since the last tick. */
      self->allowance += (double) self->rate * (double) (start - self->last_tick_us) / G_USEC_PER_SEC;
      self->last_tick_us = start;
      wanted = MIN (wanted, (guint64) self->allowance);
      self->allowance -= (double) wanted;
    }

  for (guint64 done = 0; done < wanted; )
    {
      guint64 batch = MIN (wanted - done, ROUNDS_PER_CLOCK_CHECK);

      for (guint64 k = 0; k < batch; k++)
        if (!step_round (self))
          {
            finished = TRUE;
            break;
          }
      done += batch;
      self->remaining -= MIN (self->remaining, batch);
      if (finished || g_get_monotonic_time () - start >= self->budget_us)
        break;
    }

  finished = finished || cairn_stepper_is_finished (self);
  if (finished)
    self->remaining = 0;

  elapsed = g_get_monotonic_time () - start;
  self->longest_dispatch_us = MAX (self->longest_dispatch_us, elapsed);
  self->n_dispatches++;

  keep_going = self->remaining > 0 || self->catching_up;
  if (!keep_going)
    g_clear_pointer (&self->source, g_source_unref);

  /* Handlers may pause, restart or drop the stepper: keep it alive, and
   * keep this source only while it is still the stepper's own. */
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_PROGRESS], 0);
  if (finished)
    g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
  keep_going = keep_going && self->source == current;
  g_object_unref (self);

  return keep_going ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
ensure_source (CairnStepper *self)
{
  if (self->source)
    return;

  if (self->rate > 0)
    {
      self->source = g_timeout_source_new (MAX (1, MIN (TICK_MS, 1000 / self->rate)));
      self->last_tick_us = g_get_monotonic_time ();
      /* Start with one round so Run answers at once. */
      self->allowance = 1.0;
    }
  else
    self->source = g_idle_source_new ();

  g_source_set_priority (self->source, G_PRIORITY_DEFAULT_IDLE);
  g_source_set_name (self->source, "CairnStepper");
  g_source_set_callback (self->source, dispatch, self, NULL);
  g_source_attach (self->source, g_main_context_get_thread_default ());
}

void
cairn_stepper_add_search (CairnStepper *self,
                          CairnSearch  *search)
{
  g_return_if_fail (CAIRN_IS_STEPPER (self));
  g_return_if_fail (search != NULL);

  g_ptr_array_add (self->searches, search);
}

guint
cairn_stepper_get_n_searches (CairnStepper *self)
{
  g_return_val_if_fail (CAIRN_IS_STEPPER (self), 0);
  return self->searches->len;
}

CairnSearch *
cairn_stepper_get_search (CairnStepper *self,
                          guint         index)
{
  g_return_val_if_fail (CAIRN_IS_STEPPER (self), NULL);
  g_return_val_if_fail (index < self->searches->len, NULL);
  return g_ptr_array_index (self->searches, index);
}

/* Puts @search in place of the search at @index, which is freed; the
 * new one catches up with the others at full speed (whatever the rate,
 * running or paused) and then goes on in lockstep with them. */
void
cairn_stepper_replace_search (CairnStepper *self,
                              guint         index,
                              CairnSearch  *search)
{
  g_return_if_fail (CAIRN_IS_STEPPER (self));
  g_return_if_fail (index < self->searches->len);
  g_return_if_fail (search != NULL);

  cairn_search_free (g_ptr_array_index (self->searches, index));
  g_ptr_array_index (self->searches, index) = search;
  self->catching_up = TRUE;
  ensure_source (self);
}

/* Stops and drops every search (cancel). */
void
cairn_stepper_clear (CairnStepper *self)
{
  g_return_if_fail (CAIRN_IS_STEPPER (self));

  self->catching_up = FALSE;
  cairn_stepper_pause (self);
  g_ptr_array_set_size (self->searches, 0);
}

/* Stops and hands over every search, as they are (the array frees them):
 * the stepper is left with none, to be given them back later with
 * cairn_stepper_give_searches(). */
GPtrArray *
cairn_stepper_take_searches (CairnStepper *self)
{
  GPtrArray *taken;

  g_return_val_if_fail (CAIRN_IS_STEPPER (self), NULL);

  self->catching_up = FALSE;
  cairn_stepper_pause (self);
  taken = g_steal_pointer (&self->searches);
  self->searches = g_ptr_array_new_with_free_func ((GDestroyNotify) cairn_search_free);
  return taken;
}

/* Drops the searches the stepper has and takes @searches (and the array)
 * instead, where they had got to; paused.  One left behind the others
 * (taken while it caught up) goes on catching up. */
void
cairn_stepper_give_searches (CairnStepper *self,
                             GPtrArray    *searches)
{
  guint64 furthest = 0;

  g_return_if_fail (CAIRN_IS_STEPPER (self));
  g_return_if_fail (searches != NULL);

  cairn_stepper_clear (self);
  g_ptr_array_unref (self->searches);
  self->searches = searches;
  for (guint i = 0; i < searches->len; i++)
    furthest = MAX (furthest, cairn_search_get_counters (g_ptr_array_index (searches, i))->events);
  for (guint i = 0; i < searches->len; i++)
    {
      CairnSearch *search = g_ptr_array_index (searches, i);

      if (!cairn_search_is_done (search) && cairn_search_get_counters (search)->events < furthest)
        self->catching_up = TRUE;
    }
  if (self->catching_up)
    ensure_source (self);
}

void
cairn_stepper_step (CairnStepper *self,
                    guint64       n_events)
{
  g_return_if_fail (CAIRN_IS_STEPPER (self));

  if (n_events == 0 || cairn_stepper_is_finished (self))
    return;
  if (self->remaining > G_MAXUINT64 - n_events)
    self->remaining = G_MAXUINT64;
  else
    self->remaining += n_events;
  ensure_source (self);
}

void
cairn_stepper_run (CairnStepper *self)
{
  g_return_if_fail (CAIRN_IS_STEPPER (self));

  if (cairn_stepper_is_finished (self))
    return;
  self->remaining = G_MAXUINT64;
  ensure_source (self);
}

void
cairn_stepper_pause (CairnStepper *self)
{
  g_return_if_fail (CAIRN_IS_STEPPER (self));

  self->remaining = 0;
  /* A search still catching up goes on doing so. */
  if (!self->catching_up)
    stop_source (self);
}

void
cairn_stepper_reset (CairnStepper *self)
{
  g_return_if_fail (CAIRN_IS_STEPPER (self));

  self->catching_up = FALSE;
  cairn_stepper_pause (self);
  for (guint i = 0; i < self->searches->len; i++)
    cairn_search_reset (g_ptr_array_index (self->searches, i));
  self->longest_dispatch_us = 0;
  self->n_dispatches = 0;
}

gboolean
cairn_stepper_is_busy (CairnStepper *self)
{
  g_return_val_if_fail (CAIRN_IS_STEPPER (self), FALSE);
  return self->source != NULL;
}

/* Running to the end (cairn_stepper_run()), as opposed to working off
 * steps asked for one by one, which must not be lost to a pause. */
gboolean
cairn_stepper_is_running (CairnStepper *self)
{
  g_return_val_if_fail (CAIRN_IS_STEPPER (self), FALSE);
  return self->source != NULL && self->remaining == G_MAXUINT64;
}

void
cairn_stepper_set_budget_us (CairnStepper *self,
                             gint64        budget_us)
{
  g_return_if_fail (CAIRN_IS_STEPPER (self));
  g_return_if_fail (budget_us > 0);
  self->budget_us = budget_us;
}

gint64
cairn_stepper_get_budget_us (CairnStepper *self)
{
  g_return_val_if_fail (CAIRN_IS_STEPPER (self), 0);
  return self->budget_us;
}

/* 0 runs as fast as the budget allows; otherwise that many lockstep rounds
 * per second.  Takes effect at once, even mid-run. */
void
cairn_stepper_set_rate (CairnStepper *self,
                        guint         events_per_second)
{
  g_return_if_fail (CAIRN_IS_STEPPER (self));

  if (self->rate == events_per_second)
    return;
  self->rate = events_per_second;
  if (self->source)
    {
      stop_source (self);
      ensure_source (self);
    }
}

guint
cairn_stepper_get_rate (CairnStepper *self)
{
  g_return_val_if_fail (CAIRN_IS_STEPPER (self), 0);
  return self->rate;
}

gint64
cairn_stepper_get_longest_dispatch_us (CairnStepper *self)
{
  g_return_val_if_fail (CAIRN_IS_STEPPER (self), 0);
  return self->longest_dispatch_us;
}

guint64
cairn_stepper_get_n_dispatches (CairnStepper *self)
{
  g_return_val_if_fail (CAIRN_IS_STEPPER (self), 0);
  return self->n_dispatches;
}
