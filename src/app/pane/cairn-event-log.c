/* cairn-event-log.c — recorded events, formatted line by line on demand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-big-block.h"
#include "cairn-event-log.h"
#include "cairn-event-text.h"
#include "cairn-iterations.h"
#include "cairn-reaper.h"

/* Counters are kept at every CHECKPOINT-th event, so the counters at any
 * moment cost at most CHECKPOINT - 1 events to add up. */
#define CHECKPOINT 4096
/* The q-nodes and extensions are tallied this many nodes at a time. */
#define NODE_BLOCK 4096
/* The replay checks the clock this often. */
#define REPLAY_BATCH 2048
/* See make_room(). */
#define LOG_MAPPED_BYTES (4u * CAIRN_TREE_MAPPED_BYTES)

typedef struct {
  guint64 q_nodes;
  guint64 extensions;
} NodeTally;

struct _CairnEventLog {
  GObject            parent_instance;

  const CairnSearch *live;     /* owned by the stepper */
  CairnSearch       *replay;   /* same search without a tree, for its events */
  GArray            *events;   /* CairnEvent */
  GArray            *checkpoints; /* CairnCounters after k * CHECKPOINT events */
  CairnCounters      running;  /* the counters after all recorded events */
  /* The engine style (SEARCH-RULES.md §4): the q-nodes and extensions
   * among the first k * NODE_BLOCK nodes of each iteration's tree, by
   * iteration (a NodeTally at [k]), so a moment's are counted from the
   * block below it rather than from the tree's first node every frame
   * (858k nodes of Kiwipete d6's, twice a frame, while the timeline is
   * scrubbed back).  Only settled nodes, whose flags change no more. */
  const CairnTree   *tallied_trees[CAIRN_DEPTH_MAX];
  GArray            *tallies[CAIRN_DEPTH_MAX];
};

G_DEFINE_FINAL_TYPE (CairnEventLog, cairn_event_log, G_TYPE_OBJECT)

static void
count_event (CairnCounters    *counters,
             const CairnEvent *e)
{
  counters->events++;
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
    /* The engine style's counters that events bump; the q-nodes and
     * extensions are read off the trees (cairn_event_log_counters_at()). */
    case CAIRN_EVENT_TT_CUTOFF:
      counters->tt_cutoffs++;
      break;
    case CAIRN_EVENT_PVS_RE_SEARCH:
      counters->pvs_re_searches++;
      break;
    case CAIRN_EVENT_DONE:
      counters->value = e->value;
      counters->best_move = e->move == CAIRN_NO_MOVE ? -1 : (int) e->move;
      break;
    case CAIRN_EVENT_LEAF:
      if (e->detail == CAIRN_END_DRAW)
        counters->draws++;
      break;
    case CAIRN_EVENT_NODE_ENTERED:
    case CAIRN_EVENT_NODE_EXITED:
    case CAIRN_EVENT_ABORTED:
    default:
      break;
    }
}

static void
clear_events (CairnEventLog *self)
{
  g_array_set_size (self->events, 0);
  g_array_set_size (self->checkpoints, 0);
  memset (&self->running, 0, sizeof self->running);
  self->running.best_move = -1;
  g_array_append_val (self->checkpoints, self->running);
}

/* Past 1 MB of events, room for LOG_MAPPED_BYTES of them at once, in a
 * fresh block, as for a tree's nodes (see cairn_tree_grow()): blocks
 * that size are mapped on their own and grow in place.  Not just
 * CAIRN_TREE_MAPPED_BYTES: glibc serves a request from free heap before
 * it maps one, and after a few searches the heap had 16 MB free in one
 * piece, so the log sat on the heap and its next growth copied all 16 MB
 * (4,100 page faults, 48 ms of one frame of the engine style's Run on
 * Kiwipete d6).  64 MB free in one piece is far less likely on a heap
 * whose blocks are all smaller than 16 MB, and the block costs nothing
 * until it is written.  Doubling
 * on the heap, the array was copied 4 then 8 then 16 MB at a time, page
 * faults and all, in one frame of a pawn ending's Finish (9 ms of a 16 ms
 * frame).  The block is marked for 2 MB pages before the copy: Kiwipete's
 * two logs, 95 MB, were 23,000 page faults of the main thread
 * (bench-window), under a thousand now (see cairn-big-block.c); GArray's
 * later growth remaps the block, mark and all. */
static void
make_room (CairnEventLog *self)
{
  GArray *events = self->events;
  gsize size = g_array_get_element_size (events);
  guint mapped = LOG_MAPPED_BYTES / size;

  if ((gsize) events->len * size <= CAIRN_TREE_JUMP_BYTES && (gsize) (events->len + 1) * size > CAIRN_TREE_JUMP_BYTES &&
      events->len < mapped)
    {
      self->events = g_array_sized_new (FALSE, FALSE, size, mapped);
      cairn_big_block_advise (self->events->data);
      g_array_append_vals (self->events, events->data, events->len);
      g_array_unref (events);
    }
}

static void
record (CairnEventLog    *self,
        const CairnEvent *e)
{
  make_room (self);
  g_array_append_vals (self->events, e, 1);
  count_event (&self->running, e);
  if (self->events->len % CHECKPOINT == 0)
    g_array_append_val (self->checkpoints, self->running);
}

/* The trees' tallies go with their search (a reset one grows anew). */
static void
forget_tallies (CairnEventLog *self)
{
  for (guint i = 0; i < CAIRN_DEPTH_MAX; i++)
    {
      self->tallied_trees[i] = NULL;
      if (self->tallies[i] != NULL)
        g_array_set_size (self->tallies[i], 0);
    }
}

/* Adds to @tally the q-nodes and extensions among @tree's nodes [@from, @to). */
static void
tally_range (const CairnTree *tree,
             guint32          from,
             guint32          to,
             NodeTally       *tally)
{
  for (guint32 k = from; k < to; k++)
    {
      guint8 flags = tree->engine[k].flags;

      tally->q_nodes += (flags & CAIRN_NODE_ENGINE_QUIESCENCE) != 0;
      tally->extensions += (flags & CAIRN_NODE_ENGINE_EXTENDED) != 0;
    }
}

/* The q-nodes and extensions among the first @settled nodes of
 * @iteration's @tree: from the tally of the block below, blocks tallied
 * on the way kept for the next moment asked. */
static NodeTally
tally_settled (CairnEventLog   *self,
               guint            iteration,
               const CairnTree *tree,
               guint32          settled)
{
  NodeTally tally = { 0, 0 };
  GArray *blocks;
  guint32 block = settled / NODE_BLOCK;

  if (iteration >= CAIRN_DEPTH_MAX)
    {
      tally_range (tree, 0, settled, &tally);
      return tally;
    }
  if (self->tallies[iteration] == NULL)
    self->tallies[iteration] = g_array_new (FALSE, FALSE, sizeof (NodeTally));
  blocks = self->tallies[iteration];
  if (self->tallied_trees[iteration] != tree)
    {
      self->tallied_trees[iteration] = tree;
      g_array_set_size (blocks, 0);
    }
  if (blocks->len == 0)
    g_array_append_val (blocks, tally);
  while (blocks->len <= block)
    {
      tally = g_array_index (blocks, NodeTally, blocks->len - 1);
      tally_range (tree, (blocks->len - 1) * NODE_BLOCK, blocks->len * NODE_BLOCK, &tally);
      g_array_append_val (blocks, tally);
    }
  tally = g_array_index (blocks, NodeTally, block);
  tally_range (tree, block * NODE_BLOCK, settled, &tally);
  return tally;
}

static void
cairn_event_log_finalize (GObject *object)
{
  CairnEventLog *self = CAIRN_EVENT_LOG (object);

  for (guint i = 0; i < CAIRN_DEPTH_MAX; i++)
    g_clear_pointer (&self->tallies[i], g_array_unref);

  /* A million events: freed off the main loop, as in set_search(). */
  cairn_reap (g_steal_pointer (&self->replay), (GDestroyNotify) cairn_search_free);
  cairn_reap (g_steal_pointer (&self->events), (GDestroyNotify) g_array_unref);
  g_clear_pointer (&self->checkpoints, g_array_unref);
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
  self->checkpoints = g_array_new (FALSE, FALSE, sizeof (CairnCounters));
  clear_events (self);
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

  /* A million events and the replay go to the reaper: freeing them here
   * took milliseconds of the main loop when a window closed. */
  cairn_reap (g_steal_pointer (&self->replay), (GDestroyNotify) cairn_search_free);
  if (self->events->len > 0)
    {
      cairn_reap (self->events, (GDestroyNotify) g_array_unref);
      self->events = g_array_new (FALSE, FALSE, sizeof (CairnEvent));
    }
  clear_events (self);
  forget_tallies (self);
  self->live = search;
  if (search != NULL)
    self->replay = cairn_search_new (cairn_search_get_position (search),
                                     cairn_search_get_settings (search),
                                     FALSE);
}

/* Records the events the live search has made since the last call, for
 * about @budget_us (0: all of them).  After a reset of the live search the
 * replay starts over too.  Returns TRUE while the log is behind the live
 * search. */
gboolean
cairn_event_log_sync (CairnEventLog *self,
                      gint64         budget_us)
{
  gint64 start = g_get_monotonic_time ();
  guint64 target;

  g_return_val_if_fail (CAIRN_IS_EVENT_LOG (self), FALSE);

  if (self->live == NULL)
    return FALSE;
  target = cairn_search_get_counters (self->live)->events;
  if (target < self->events->len)
    {
      cairn_search_reset (self->replay);
      clear_events (self);
      forget_tallies (self);
    }
  while (self->events->len < target && !cairn_search_is_done (self->replay))
    {
      for (guint k = 0; k < REPLAY_BATCH && self->events->len < target &&
                        !cairn_search_is_done (self->replay); k++)
        record (self, cairn_search_step (self->replay));
      if (budget_us > 0 && g_get_monotonic_time () - start >= budget_us)
        break;
    }
  return cairn_event_log_is_behind (self);
}

/* The live search has events the log has not recorded yet. */
gboolean
cairn_event_log_is_behind (CairnEventLog *self)
{
  g_return_val_if_fail (CAIRN_IS_EVENT_LOG (self), FALSE);

  return self->live != NULL &&
         self->events->len < cairn_search_get_counters (self->live)->events &&
         !cairn_search_is_done (self->replay);
}

guint
cairn_event_log_get_n_recorded (CairnEventLog *self)
{
  g_return_val_if_fail (CAIRN_IS_EVENT_LOG (self), 0);
  return self->events->len;
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
  guint from;

  g_return_if_fail (CAIRN_IS_EVENT_LOG (self));

  n_events = MIN (n_events, self->events->len);
  from = n_events / CHECKPOINT;
  *counters = g_array_index (self->checkpoints, CairnCounters, from);
  for (guint i = from * CHECKPOINT; i < n_events; i++)
    count_event (counters, &g_array_index (self->events, CairnEvent, i));
  counters->nodes = 0;
  if (self->live != NULL && n_events > 0)
    {
      const CairnSearch *live = self->live;
      guint n_trees = cairn_iterations_in (live) ? cairn_search_n_iteration_trees (live) : 1;

      /* Every iteration's nodes, each tree's own (SEARCH-RULES.md §4.8). */
      for (guint i = 0; i < n_trees; i++)
        {
          const CairnTree *tree = n_trees > 1 || cairn_iterations_in (live)
                                  ? cairn_search_get_iteration_tree (live, i) : cairn_search_get_tree (live);
          guint32 nodes = cairn_tree_count_at_event (tree, n_events - 1);

          counters->nodes += nodes;
          if (tree->engine == NULL)
            continue;
          /* As the search counts them: an iteration begun counts from its
           * root's entry, its nodes once the step after its root's
           * return (which begins the next one, or ends the search). */
          if (nodes > 0)
            counters->n_iterations = cairn_iterations_in (live) ? i + 1 : 1;
          if (nodes > 0 && i < G_N_ELEMENTS (counters->iteration_nodes) &&
              cairn_node_finished_at (cairn_tree_get (tree, 0), n_events - 1) &&
              cairn_tree_get (tree, 0)->finished_event + 1 <= n_events - 1)
            counters->iteration_nodes[i] = nodes;
          /* A node is extended, or stands pat, in the step after the
           * event that made it: counted once that step's event is in, and
           * from then on its flags change no more. */
          if (n_events >= 2)
            {
              guint32 settled = cairn_tree_count_at_event (tree, n_events - 2);
              NodeTally tally = tally_settled (self, i, tree, settled);

              counters->q_nodes += tally.q_nodes;
              counters->extensions += tally.extensions;
            }
        }
    }
}

/* Line @index of the log as the window shows it, numbered from 0 as
 * cairn-cli trace and --at-event number them; "" past the recorded
 * events (a log emptied by a reset of its search). */
char *
cairn_event_log_describe (CairnEventLog *self,
                          guint          index)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (CAIRN_IS_EVENT_LOG (self), NULL);

  if (index >= self->events->len || self->live == NULL)
    return g_strdup ("");
  /* The live search's tree names the moves; it holds at least every node
   * the log has events of (with iterative deepening, the tree of the
   * event's iteration: its node numbers are that tree's). */
  text = cairn_event_describe (&g_array_index (self->events, CairnEvent, index),
                               cairn_iterations_tree_at_event (self->live, index));
  return g_strdup_printf ("%u  %s", index, text);
}
