/* cairn-comparison.c — one comparison of two searches of a position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-comparison.h"

struct _CairnComparison {
  GObject       parent_instance;

  CairnStepper *stepper;
  guint         moment;      /* events shown on each side */
  gboolean      live;        /* the moment follows the searches */

  /* The decisive analysis of the current searches. */
  guint         generation;  /* bumped whenever the searches change: late results are dropped */
  gboolean      started;
  gboolean      settled;
  guint         analysis_index;
  GArray       *prunes;      /* CairnDecisivePrune; NULL until settled or on error */
  CairnDecisiveSummary summary;
};

G_DEFINE_FINAL_TYPE (CairnComparison, cairn_comparison, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MOMENT,
  PROP_LIVE,
  PROP_ANALYSIS_SETTLED,
  N_PROPS
};

static GParamSpec *props[N_PROPS];

enum {
  SIGNAL_PROGRESS,
  SIGNAL_FINISHED,
  SIGNAL_SEARCHES_CHANGED,
  SIGNAL_ANALYSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What the worker thread needs, copied, and how to find the comparison
 * again: a comparison dropped while its worker runs is never called
 * back.  A plain GThread and an idle source in the caller's main
 * context, as GTask would do, since the core links no GIO. */
typedef struct {
  GWeakRef             comparison;
  guint                generation;
  GMainContext        *context;  /* where the result is delivered */
  CairnPosition        position;
  CairnSettings        plain;
  CairnSettings        pruning;
  CairnDecisiveSummary summary;  /* written by the worker */
  GArray              *prunes;   /* written by the worker; NULL on error */
} Analysis;

static void
analysis_free (gpointer data)
{
  Analysis *a = data;

  g_weak_ref_clear (&a->comparison);
  g_clear_pointer (&a->prunes, g_array_unref);
  g_main_context_unref (a->context);
  g_free (a);
}

static void
on_stepper_progress (CairnComparison *self)
{
  g_signal_emit (self, signals[SIGNAL_PROGRESS], 0);
}

static void
on_stepper_finished (CairnComparison *self)
{
  g_signal_emit (self, signals[SIGNAL_FINISHED], 0);
}

static void
cairn_comparison_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  CairnComparison *self = CAIRN_COMPARISON (object);

  switch (prop_id)
    {
    case PROP_MOMENT:
      g_value_set_uint (value, self->moment);
      break;
    case PROP_LIVE:
      g_value_set_boolean (value, self->live);
      break;
    case PROP_ANALYSIS_SETTLED:
      g_value_set_boolean (value, self->settled);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_comparison_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  CairnComparison *self = CAIRN_COMPARISON (object);

  switch (prop_id)
    {
    case PROP_MOMENT:
      cairn_comparison_set_moment (self, g_value_get_uint (value));
      break;
    case PROP_LIVE:
      cairn_comparison_set_live (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_comparison_dispose (GObject *object)
{
  CairnComparison *self = CAIRN_COMPARISON (object);

  if (self->stepper != NULL)
    g_signal_handlers_disconnect_by_data (self->stepper, self);
  g_clear_object (&self->stepper);
  g_clear_pointer (&self->prunes, g_array_unref);
  G_OBJECT_CLASS (cairn_comparison_parent_class)->dispose (object);
}

static void
cairn_comparison_class_init (CairnComparisonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = cairn_comparison_get_property;
  object_class->set_property = cairn_comparison_set_property;
  object_class->dispose = cairn_comparison_dispose;

  props[PROP_MOMENT] =
    g_param_spec_uint ("moment", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_LIVE] =
    g_param_spec_boolean ("live", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  props[PROP_ANALYSIS_SETTLED] =
    g_param_spec_boolean ("analysis-settled", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, props);

  signals[SIGNAL_PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_SEARCHES_CHANGED] =
    g_signal_new ("searches-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_ANALYSED] =
    g_signal_new ("analysed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
cairn_comparison_init (CairnComparison *self)
{
  self->stepper = cairn_stepper_new ();
  self->live = TRUE;
  g_signal_connect_swapped (self->stepper, "progress", G_CALLBACK (on_stepper_progress), self);
  g_signal_connect_swapped (self->stepper, "finished", G_CALLBACK (on_stepper_finished), self);
}

CairnComparison *
cairn_comparison_new (void)
{
  return g_object_new (CAIRN_TYPE_COMPARISON, NULL);
}

CairnStepper *
cairn_comparison_get_stepper (CairnComparison *self)
{
  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), NULL);
  return self->stepper;
}

guint
cairn_comparison_get_n_searches (CairnComparison *self)
{
  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), 0);
  return cairn_stepper_get_n_searches (self->stepper);
}

CairnSearch *
cairn_comparison_get_search (CairnComparison *self,
                             guint            index)
{
  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), NULL);
  if (index >= cairn_stepper_get_n_searches (self->stepper))
    return NULL;
  return cairn_stepper_get_search (self->stepper, index);
}

/* The searches changed: the analysis was of the old ones. */
static void
searches_changed (CairnComparison *self)
{
  cairn_comparison_reset_analysis (self);
  g_signal_emit (self, signals[SIGNAL_SEARCHES_CHANGED], 0);
}

/* Drops the searches and goes back to the first moment, following. */
void
cairn_comparison_clear (CairnComparison *self)
{
  g_return_if_fail (CAIRN_IS_COMPARISON (self));

  cairn_stepper_clear (self->stepper);
  cairn_comparison_set_moment (self, 0);
  cairn_comparison_set_live (self, TRUE);
  searches_changed (self);
}

void
cairn_comparison_add_search (CairnComparison *self,
                             CairnSearch     *search)
{
  g_return_if_fail (CAIRN_IS_COMPARISON (self));

  cairn_stepper_add_search (self->stepper, search);
  searches_changed (self);
}

void
cairn_comparison_replace_search (CairnComparison *self,
                                 guint            index,
                                 CairnSearch     *search)
{
  g_return_if_fail (CAIRN_IS_COMPARISON (self));

  cairn_stepper_replace_search (self->stepper, index, search);
  searches_changed (self);
}

/* Takes the searches away where they had got to; the comparison is left
 * without any, at the first moment. */
GPtrArray *
cairn_comparison_take_searches (CairnComparison *self)
{
  GPtrArray *searches;

  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), NULL);

  searches = cairn_stepper_take_searches (self->stepper);
  cairn_comparison_set_moment (self, 0);
  cairn_comparison_set_live (self, TRUE);
  searches_changed (self);
  return searches;
}

void
cairn_comparison_give_searches (CairnComparison *self,
                                GPtrArray       *searches)
{
  g_return_if_fail (CAIRN_IS_COMPARISON (self));

  cairn_stepper_give_searches (self->stepper, searches);
  searches_changed (self);
}

gboolean
cairn_comparison_is_finished (CairnComparison *self)
{
  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), FALSE);
  return cairn_stepper_is_finished (self->stepper);
}

gboolean
cairn_comparison_get_outcome (CairnComparison *self,
                              CairnCounters   *left,
                              CairnCounters   *right)
{
  CairnCounters *out[2] = { left, right };

  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), FALSE);

  if (cairn_stepper_get_n_searches (self->stepper) != 2)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    if (!cairn_search_is_done (cairn_stepper_get_search (self->stepper, i)))
      return FALSE;
  for (guint i = 0; i < 2; i++)
    if (out[i] != NULL)
      *out[i] = *cairn_search_get_counters (cairn_stepper_get_search (self->stepper, i));
  return TRUE;
}

guint
cairn_comparison_get_moment (CairnComparison *self)
{
  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), 0);
  return self->moment;
}

void
cairn_comparison_set_moment (CairnComparison *self,
                             guint            moment)
{
  g_return_if_fail (CAIRN_IS_COMPARISON (self));

  if (self->moment == moment)
    return;
  self->moment = moment;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_MOMENT]);
}

gboolean
cairn_comparison_get_live (CairnComparison *self)
{
  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), FALSE);
  return self->live;
}

void
cairn_comparison_set_live (CairnComparison *self,
                           gboolean         live)
{
  g_return_if_fail (CAIRN_IS_COMPARISON (self));

  live = !!live;
  if (self->live == live)
    return;
  self->live = live;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_LIVE]);
}

static void
set_settled (CairnComparison *self,
             gboolean         settled)
{
  if (self->settled == settled)
    return;
  self->settled = settled;
  g_object_notify_by_pspec (G_OBJECT (self), props[PROP_ANALYSIS_SETTLED]);
}

void
cairn_comparison_reset_analysis (CairnComparison *self)
{
  g_return_if_fail (CAIRN_IS_COMPARISON (self));

  self->generation++;
  self->started = FALSE;
  g_clear_pointer (&self->prunes, g_array_unref);
  memset (&self->summary, 0, sizeof self->summary);
  set_settled (self, FALSE);
}

/* On the caller's main context, once the worker is done. */
static gboolean
deliver_analysis (gpointer data)
{
  Analysis *a = data;
  g_autoptr (CairnComparison) self = g_weak_ref_get (&a->comparison);

  if (self == NULL || self->generation != a->generation)
    return G_SOURCE_REMOVE;
  self->prunes = g_steal_pointer (&a->prunes);
  self->summary = a->summary;
  set_settled (self, TRUE);
  g_signal_emit (self, signals[SIGNAL_ANALYSED], 0);
  return G_SOURCE_REMOVE;
}

static gpointer
analyse_in_thread (gpointer data)
{
  Analysis *a = data;
  GSource *source;

  a->prunes = cairn_decisive_prunes (&a->position, &a->plain, &a->pruning, &a->summary, NULL);
  source = g_idle_source_new ();
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_static_name (source, "[cairn] decisive analysis");
  g_source_set_callback (source, deliver_analysis, a, analysis_free);
  g_source_attach (source, a->context);
  g_source_unref (source);
  return NULL;
}

void
cairn_comparison_analyse (CairnComparison     *self,
                          guint                index,
                          const CairnPosition *position,
                          const CairnSettings *pruning)
{
  Analysis *a;

  g_return_if_fail (CAIRN_IS_COMPARISON (self));
  g_return_if_fail (position != NULL && pruning != NULL);

  if (self->started)
    return;
  self->started = TRUE;
  self->analysis_index = index;
  a = g_new0 (Analysis, 1);
  g_weak_ref_init (&a->comparison, self);
  a->generation = self->generation;
  a->context = g_main_context_ref_thread_default ();
  a->position = *position;
  a->pruning = *pruning;
  a->plain = a->pruning;
  a->plain.mode = CAIRN_MODE_PLAIN;
  g_thread_unref (g_thread_new ("cairn-decisive", analyse_in_thread, a));
}

gboolean
cairn_comparison_is_analysis_started (CairnComparison *self)
{
  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), FALSE);
  return self->started;
}

gboolean
cairn_comparison_is_analysis_settled (CairnComparison *self)
{
  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), FALSE);
  return self->settled;
}

guint
cairn_comparison_get_analysis_index (CairnComparison *self)
{
  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), 0);
  return self->analysis_index;
}

GArray *
cairn_comparison_get_decisive_prunes (CairnComparison *self)
{
  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), NULL);
  return self->prunes;
}

const CairnDecisiveSummary *
cairn_comparison_get_decisive_summary (CairnComparison *self)
{
  g_return_val_if_fail (CAIRN_IS_COMPARISON (self), NULL);
  return &self->summary;
}
