/* cairn-event-log.c — recorded events as a lazily formatted list model.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-event-log.h"
#include "cairn-event-text.h"

struct _CairnEventLog {
  GObject            parent_instance;

  const CairnSearch *live;     /* owned by the stepper */
  CairnSearch       *replay;   /* same search without a tree, for its events */
  GArray            *events;   /* CairnEvent */
  guint              n_shown;  /* rows in the model: the events up to the shown moment */
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CairnEventLog, cairn_event_log, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
get_item_type (GListModel *model)
{
  return GTK_TYPE_STRING_OBJECT;
}

static guint
get_n_items (GListModel *model)
{
  return CAIRN_EVENT_LOG (model)->n_shown;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  CairnEventLog *self = CAIRN_EVENT_LOG (model);
  g_autofree char *text = NULL;
  g_autofree char *line = NULL;

  if (position >= self->n_shown)
    return NULL;
  text = cairn_event_describe (&g_array_index (self->events, CairnEvent, position));
  line = g_strdup_printf ("%u  %s", position + 1, text);
  return gtk_string_object_new (line);
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
cairn_event_log_finalize (GObject *object)
{
  CairnEventLog *self = CAIRN_EVENT_LOG (object);

  g_clear_pointer (&self->replay, cairn_search_free);
  g_clear_pointer (&self->events, g_array_unref);
  G_OBJECT_CLASS (cairn_event_log_parent_class)->finalize (object);
}

static void
cairn_event_log_class_init (CairnEventLogClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = cairn_event_log_finalize;
}

static void
cairn_event_log_init (CairnEventLog *self)
{
  self->events = g_array_new (FALSE, FALSE, sizeof (CairnEvent));
}

CairnEventLog *
cairn_event_log_new (void)
{
  return g_object_new (CAIRN_TYPE_EVENT_LOG, NULL);
}

/* Follows @search (owned elsewhere, may be NULL) from its first event. */
void
cairn_event_log_set_search (CairnEventLog     *self,
                            const CairnSearch *search)
{
  g_return_if_fail (CAIRN_IS_EVENT_LOG (self));

  cairn_event_log_set_n_shown (self, 0);
  g_clear_pointer (&self->replay, cairn_search_free);
  g_array_set_size (self->events, 0);
  self->live = search;
  if (search != NULL)
    self->replay = cairn_search_new (cairn_search_get_position (search),
                                     cairn_search_get_settings (search),
                                     FALSE);
}

/* Records the events the live search has made since the last call.  After
 * a reset of the live search the replay starts over too. */
void
cairn_event_log_sync (CairnEventLog *self)
{
  guint64 target;

  g_return_if_fail (CAIRN_IS_EVENT_LOG (self));

  if (self->live == NULL)
    return;
  target = cairn_search_get_counters (self->live)->events;
  if (target < self->events->len)
    {
      cairn_event_log_set_n_shown (self, 0);
      cairn_search_reset (self->replay);
      g_array_set_size (self->events, 0);
    }
  while (self->events->len < target && !cairn_search_is_done (self->replay))
    g_array_append_vals (self->events, cairn_search_step (self->replay), 1);
}

guint
cairn_event_log_get_n_recorded (CairnEventLog *self)
{
  g_return_val_if_fail (CAIRN_IS_EVENT_LOG (self), 0);
  return self->events->len;
}

void
cairn_event_log_set_n_shown (CairnEventLog *self,
                             guint          n_shown)
{
  guint old;

  g_return_if_fail (CAIRN_IS_EVENT_LOG (self));

  n_shown = MIN (n_shown, self->events->len);
  old = self->n_shown;
  if (n_shown == old)
    return;
  self->n_shown = n_shown;
  if (n_shown > old)
    g_list_model_items_changed (G_LIST_MODEL (self), old, 0, n_shown - old);
  else
    g_list_model_items_changed (G_LIST_MODEL (self), n_shown, old - n_shown, 0);
}

guint
cairn_event_log_get_n_shown (CairnEventLog *self)
{
  g_return_val_if_fail (CAIRN_IS_EVENT_LOG (self), 0);
  return self->n_shown;
}

const CairnEvent *
cairn_event_log_get_event (CairnEventLog *self,
                           guint          index)
{
  g_return_val_if_fail (CAIRN_IS_EVENT_LOG (self), NULL);
  g_return_val_if_fail (index < self->events->len, NULL);
  return &g_array_index (self->events, CairnEvent, index);
}

/* The node a log line is about: the probe itself for a probe that begins,
 * the node concerned otherwise. */
guint32
cairn_event_log_node_of (CairnEventLog *self,
                         guint          index)
{
  const CairnEvent *e = cairn_event_log_get_event (self, index);

  if (e == NULL)
    return CAIRN_NO_NODE;
  if (e->type == CAIRN_EVENT_NULL_PROBE_BEGUN && e->other != CAIRN_NO_NODE)
    return e->other;
  return e->node;
}

/* The counters as they stood after the first @n_events events; the node
 * count comes from the tree (see cairn_tree_count_at_event()), the rest from
 * the events that bump them. */
void
cairn_event_log_counters_at (CairnEventLog *self,
                             guint          n_events,
                             CairnCounters *counters)
{
  g_return_if_fail (CAIRN_IS_EVENT_LOG (self));

  memset (counters, 0, sizeof *counters);
  counters->best_move = -1;
  n_events = MIN (n_events, self->events->len);
  counters->events = n_events;
  if (self->live != NULL && n_events > 0)
    counters->nodes = cairn_tree_count_at_event (cairn_search_get_tree (self->live), n_events - 1);

  for (guint i = 0; i < n_events; i++)
    {
      const CairnEvent *e = &g_array_index (self->events, CairnEvent, i);

      switch ((CairnEventType) e->type)
        {
        case CAIRN_EVENT_NULL_PROBE_BEGUN:
          counters->null_probes++;
          break;
        case CAIRN_EVENT_NULL_PROBE_RESOLVED:
          if (e->detail == CAIRN_VERDICT_VERIFY)
            counters->verifications++;
          break;
        case CAIRN_EVENT_NULL_PRUNE:
          counters->null_prunes++;
          break;
        case CAIRN_EVENT_CUTOFF:
          counters->cutoffs++;
          break;
        case CAIRN_EVENT_RE_SEARCH:
          counters->re_searches++;
          break;
        case CAIRN_EVENT_DONE:
          counters->value = e->value;
          counters->best_move = e->move == CAIRN_NO_MOVE ? -1 : e->move;
          break;
        case CAIRN_EVENT_NODE_ENTERED:
        case CAIRN_EVENT_LEAF:
        case CAIRN_EVENT_NODE_EXITED:
        case CAIRN_EVENT_ABORTED:
        default:
          break;
        }
    }
}
