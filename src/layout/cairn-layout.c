/* cairn-layout.c — tidy tree layout in linear time.
 *
 * Buchheim, Jünger & Leipert (2002), "Improving Walker's algorithm to run
 * in linear time": Reingold–Tilford contours with threads, and shifts of
 * the subtrees in between spread evenly.  Every subtree is laid out on its
 * own first, so identical subtrees come out identical.
 *
 * The algorithm runs on a tree of vertices: the recorded nodes, their ghost
 * children and, above each null probe, one placeholder per skipped ply, so
 * that all children of a vertex are one level down and the probe's long
 * edge keeps a free column.  Placeholders are not items.
 *
 * A focus view lays out only the nodes it shows; the others keep their
 * item numbers but are never linked, so nothing walks into them.  The
 * search records nodes depth first, so a subtree is the run of indices
 * from its root to the next sibling up its path: what a stub hides is
 * counted without visiting it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "cairn-big-block.h"
#include "cairn-layout.h"

#define NONE G_MAXUINT32

/* 64 bytes: with half a million vertices, memory traffic is the cost. */
typedef struct {
  double  prelim, mod, shift, change;
  guint32 parent, first, last, next, prev;
  guint32 thread, ancestor;
  guint32 number;     /* index among its siblings */
} Vertex;

typedef struct {
  double x0, x1, y1;
} Extent;

struct _CairnLayout {
  CairnLayoutItem *items;
  Extent          *extents;   /* per item: its subtree */
  guint32         *first_child;
  guint32         *next_sibling;
  guint32          n_items;
  guint32          n_nodes;
  guint32          n_ghosts;  /* vertices [n_nodes, n_items) */
  guint32          at_event;
  CairnRect        bounds;
  /* Focus view (focus != NONE): per node, FOCUS_* bits and stub flags, and
   * the count of nodes left out below it; the shown nodes in index order. */
  guint32          focus;
  guint8          *focus_flags;
  guint32         *hidden;
  guint32         *order;
  guint32          n_order;
  guint32          focus_capacity;
  guint32          stubs_from;  /* the first stub (or cut) placeholder vertex */
  /* A figure's room for words (options' room): per vertex, its half
   * width; NULL for the defaults. */
  double          *room;
  guint32          room_capacity;
  /* Kept between updates so that relaying a growing tree at every frame
   * reuses its memory instead of faulting in fresh pages. */
  Vertex          *vertices;
  guint32          vertex_capacity;
  guint32          item_capacity;
};

void
cairn_layout_options_init (CairnLayoutOptions *options)
{
  g_return_if_fail (options != NULL);

  options->show_ghosts = TRUE;
  options->at_event = CAIRN_ALL_EVENTS;
  options->focus_node = CAIRN_NO_NODE;
  options->focus_plies = CAIRN_LAYOUT_FOCUS_PLIES;
  options->fold_ghosts_above = 0;
  options->fold_ghosts_keep = 0;
  options->room = NULL;
  options->room_data = NULL;
  options->cut = NULL;
  options->n_cut = 0;
}

#define FOCUS_SHOWN    0x80
#define FOCUS_EXPANDED 0x40   /* its children (and ghosts) are shown too */
#define FOCUS_STUB     (CAIRN_STUB_PROBE | CAIRN_STUB_PRUNE)

/* The shown node with index @i, in index order. */
static inline guint32
shown_node (const CairnLayout *layout,
            guint32            k)
{
  return layout->focus != NONE ? layout->order[k] : k;
}

static inline guint32
n_shown_nodes (const CairnLayout *layout)
{
  return layout->focus != NONE ? layout->n_order : layout->n_nodes;
}

static inline gboolean
expanded (const CairnLayout *layout,
          guint32            node)
{
  return layout->focus == NONE || (layout->focus_flags[node] & FOCUS_EXPANDED);
}

/* The vertices and where their kinds begin: nodes [0, n_nodes), ghosts
 * [n_nodes, n_items), placeholders after: those of probes, then from
 * stubs_from one under each stub or depth cut, keeping the ply below it
 * clear for its count. */
typedef struct {
  Vertex  *vs;
  const CairnLayoutItem *items;
  const double *room;   /* NULL: the defaults */
  guint32  n_nodes;
  guint32  n_items;
  guint32  stubs_from;
} Walk;

/* The room item @i takes without a room function: a node's, or a fold's
 * (it stands for a node's row of ghosts), or a ghost's. */
static inline double
item_half_width (const CairnLayoutItem *items,
                 guint32                n_nodes,
                 guint32                i)
{
  return i < n_nodes || items[i].folded > 0 ? CAIRN_LAYOUT_NODE_HALF_WIDTH : CAIRN_LAYOUT_GHOST_HALF_WIDTH;
}

static inline double
half_width (const Walk *w,
            guint32     v)
{
  if (w->room != NULL && (v < w->n_items || v >= w->stubs_from))
    return w->room[v];
  if (v < w->n_items)
    return item_half_width (w->items, w->n_nodes, v);
  if (v >= w->stubs_from)
    return CAIRN_LAYOUT_NODE_HALF_WIDTH;
  /* A placeholder only carries the probe's edge. */
  return 0.3;
}

static inline double
distance (const Walk *w,
          guint32     a,
          guint32     b)
{
  return half_width (w, a) + half_width (w, b);
}

static void
init_vertex (Vertex *v)
{
  v->prelim = v->mod = v->shift = v->change = 0;
  v->parent = v->first = v->last = v->next = v->prev = NONE;
  v->thread = NONE;
  v->number = 0;
}

static void
append_child (Vertex  *vs,
              guint32  parent,
              guint32  child)
{
  Vertex *p = &vs[parent];
  Vertex *c = &vs[child];

  c->parent = parent;
  c->prev = p->last;
  c->next = NONE;
  if (p->last == NONE)
    {
      p->first = child;
      c->number = 0;
    }
  else
    {
      vs[p->last].next = child;
      c->number = vs[p->last].number + 1;
    }
  p->last = child;
}

static inline guint32
next_left (const Vertex *vs,
           guint32       v)
{
  return vs[v].first != NONE ? vs[v].first : vs[v].thread;
}

static inline guint32
next_right (const Vertex *vs,
            guint32       v)
{
  return vs[v].last != NONE ? vs[v].last : vs[v].thread;
}

static void
move_subtree (Vertex  *vs,
              guint32  wl,
              guint32  wr,
              double   shift)
{
  double subtrees = (double) (vs[wr].number - vs[wl].number);

  vs[wr].change -= shift / subtrees;
  vs[wr].shift += shift;
  vs[wl].change += shift / subtrees;
  vs[wr].prelim += shift;
  vs[wr].mod += shift;
}

static guint32
apportion (const Walk *walk,
           guint32     v,
           guint32     default_ancestor)
{
  Vertex *vs = walk->vs;
  guint32 w = vs[v].prev;
  guint32 vir, vor, vil, vol;
  double sir, sor, sil, sol;

  if (w == NONE)
    return default_ancestor;

  vir = vor = v;
  vil = w;
  vol = vs[vs[v].parent].first;
  sir = sor = vs[v].mod;
  sil = vs[vil].mod;
  sol = vs[vol].mod;

  while (next_right (vs, vil) != NONE && next_left (vs, vir) != NONE)
    {
      double shift;

      vil = next_right (vs, vil);
      vir = next_left (vs, vir);
      vol = next_left (vs, vol);
      vor = next_right (vs, vor);
      vs[vor].ancestor = v;
      shift = (vs[vil].prelim + sil) - (vs[vir].prelim + sir) + distance (walk, vil, vir);
      if (shift > 0)
        {
          guint32 a = vs[vil].ancestor;

          if (vs[a].parent != vs[v].parent)
            a = default_ancestor;
          move_subtree (vs, a, v, shift);
          sir += shift;
          sor += shift;
        }
      sil += vs[vil].mod;
      sir += vs[vir].mod;
      sol += vs[vol].mod;
      sor += vs[vor].mod;
    }

  if (next_right (vs, vil) != NONE && next_right (vs, vor) == NONE)
    {
      vs[vor].thread = next_right (vs, vil);
      vs[vor].mod += sil - sor;
    }
  if (next_left (vs, vir) != NONE && next_left (vs, vol) == NONE)
    {
      vs[vol].thread = next_left (vs, vir);
      vs[vol].mod += sir - sol;
      default_ancestor = v;
    }
  return default_ancestor;
}

static void
execute_shifts (Vertex  *vs,
                guint32  v)
{
  double shift = 0, change = 0;

  for (guint32 w = vs[v].last; w != NONE; w = vs[w].prev)
    {
      vs[w].prelim += shift;
      vs[w].mod += shift;
      change += vs[w].change;
      shift += vs[w].shift + change;
    }
}

/* Recursion depth is the tree height: at most a dozen plies. */
static void
first_walk (const Walk *walk,
            guint32     v)
{
  Vertex *vs = walk->vs;
  Vertex *vx = &vs[v];
  guint32 left = vx->prev;

  if (vx->first == NONE)
    {
      vx->prelim = left != NONE ? vs[left].prelim + distance (walk, left, v) : 0;
      return;
    }

  guint32 default_ancestor = vx->first;
  for (guint32 w = vx->first; w != NONE; w = vs[w].next)
    {
      first_walk (walk, w);
      default_ancestor = apportion (walk, w, default_ancestor);
    }
  execute_shifts (vs, v);

  double midpoint = (vs[vx->first].prelim + vs[vx->last].prelim) / 2;
  if (left != NONE)
    {
      vx->prelim = vs[left].prelim + distance (walk, left, v);
      vx->mod = vx->prelim - midpoint;
    }
  else
    vx->prelim = midpoint;
}

static void
second_walk (const Vertex *vs,
             guint32       v,
             double        m,
             CairnLayout  *layout)
{
  if (v < layout->n_items)
    layout->items[v].x = vs[v].prelim + m;
  for (guint32 w = vs[v].first; w != NONE; w = vs[w].next)
    second_walk (vs, w, m + vs[v].mod, layout);
}

/* Items in drawing order under each parent, skipping placeholders. */
static void
link_items (CairnLayout  *layout,
            const Vertex *vs)
{
  guint32 n_shown = n_shown_nodes (layout);

  for (guint32 k = 0; k < n_shown; k++)
    {
      guint32 i = shown_node (layout, k);

      layout->first_child[i] = layout->next_sibling[i] = CAIRN_NO_ITEM;
    }
  for (guint32 i = layout->n_nodes; i < layout->n_items; i++)
    layout->first_child[i] = layout->next_sibling[i] = CAIRN_NO_ITEM;

  for (guint32 k = 0; k < n_shown; k++)
    {
      guint32 i = shown_node (layout, k);
      guint32 *link = &layout->first_child[i];

      for (guint32 w = vs[i].first; w != NONE; w = vs[w].next)
        {
          guint32 item = w;

          while (item != NONE && item >= layout->n_items)
            item = vs[item].first;
          /* A stub's placeholder holds no item. */
          if (item == NONE)
            continue;
          *link = item;
          link = &layout->next_sibling[item];
        }
    }
}

static void
extend (CairnLayout *layout,
        guint32      i)
{
  const CairnLayoutItem *it = &layout->items[i];
  Extent *e = &layout->extents[i];
  double hw = layout->room ? layout->room[i] : item_half_width (layout->items, layout->n_nodes, i);

  e->x0 = MIN (e->x0, it->x - hw);
  e->x1 = MAX (e->x1, it->x + hw);
  e->y1 = MAX (e->y1, it->y);
  if (it->parent_item != CAIRN_NO_ITEM)
    {
      Extent *pe = &layout->extents[it->parent_item];

      pe->x0 = MIN (pe->x0, e->x0);
      pe->x1 = MAX (pe->x1, e->x1);
      pe->y1 = MAX (pe->y1, e->y1);
    }
}

static void
compute_extents (CairnLayout *layout)
{
  CairnRect *b = &layout->bounds;
  guint32 n_shown = n_shown_nodes (layout);

  for (guint32 k = 0; k < n_shown; k++)
    layout->extents[shown_node (layout, k)] = (Extent) { INFINITY, -INFINITY, -INFINITY };
  for (guint32 i = layout->n_nodes; i < layout->n_items; i++)
    layout->extents[i] = (Extent) { INFINITY, -INFINITY, -INFINITY };

  /* Every item's parent has a smaller index (nodes are created after
   * their parents, ghosts come after all nodes), so one backward sweep
   * sees each subtree complete before its root. */
  for (guint32 i = layout->n_items; i-- > layout->n_nodes;)
    extend (layout, i);
  for (guint32 k = n_shown; k-- > 0;)
    extend (layout, shown_node (layout, k));

  if (layout->n_items == 0)
    {
      *b = (CairnRect) { 0, 0, 0, 0 };
      return;
    }
  b->x0 = layout->extents[0].x0;
  b->x1 = layout->extents[0].x1;
  b->y0 = layout->items[0].y - CAIRN_LAYOUT_NODE_HALF_WIDTH;
  b->y1 = layout->extents[0].y1 + CAIRN_LAYOUT_NODE_HALF_WIDTH;
}

/* Room for @n_items items and @n_vertices vertices.  Kiwipete's layout
 * is 128 bytes an item, hundreds of megabytes, faulted in by the layout
 * thread, which shares the two cores with the main thread and the X
 * server: the arrays grow in place (mapped blocks are remapped, their
 * pages kept), on 2 MB pages (see cairn-big-block.c), and the vertices,
 * whose contents are rebuilt, are not copied.  Once the vertices are that
 * big, the item arrays are too, even the 4-byte links: room that is never
 * touched costs nothing, and on the heap they were fresh 4 KiB pages at
 * every new layout.  A layout of Kiwipete's tree took 170,000 page
 * faults (bench-window). */
static void
reserve (CairnLayout *layout,
         guint32      n_items,
         guint32      n_vertices)
{
  gboolean big = cairn_big_block_is_mapped () && (gsize) n_vertices * sizeof (Vertex) >= CAIRN_BIG_BLOCK_BYTES;

  if (big)
    n_items = MAX (n_items, CAIRN_BIG_BLOCK_BYTES / sizeof (guint32));
  if (n_items > layout->item_capacity)
    {
      guint32 old = layout->item_capacity;
      guint32 capacity = MAX (n_items, old + old / 2);

      layout->items = cairn_big_block_renew (layout->items, (gsize) old * sizeof (CairnLayoutItem),
                                             (gsize) capacity * sizeof (CairnLayoutItem));
      layout->extents = cairn_big_block_renew (layout->extents, (gsize) old * sizeof (Extent),
                                               (gsize) capacity * sizeof (Extent));
      layout->first_child = cairn_big_block_renew (layout->first_child, (gsize) old * sizeof (guint32),
                                                   (gsize) capacity * sizeof (guint32));
      layout->next_sibling = cairn_big_block_renew (layout->next_sibling, (gsize) old * sizeof (guint32),
                                                    (gsize) capacity * sizeof (guint32));
      layout->item_capacity = capacity;
    }
  if (n_vertices > layout->vertex_capacity)
    {
      guint32 old = layout->vertex_capacity;
      guint32 capacity = MAX (n_vertices, old + old / 2);

      layout->vertices = cairn_big_block_regrow (layout->vertices, (gsize) old * sizeof (Vertex),
                                                 (gsize) capacity * sizeof (Vertex));
      layout->vertex_capacity = capacity;
    }
}

/* Builds the vertex tree: each node under its parent (a probe under its
 * chain of placeholders), then each node's ghosts after its real children:
 * they are the moves after the one that caused the cutoff, or all moves of
 * a pruned node. */
/* How many ghost items @n unsearched moves make under @options: all of
 * them, or the first few and a fold. */
static guint
ghost_items (const CairnLayoutOptions *options,
             guint                     n)
{
  /* A fold stands for two moves or more: one is as well shown. */
  if (options->fold_ghosts_above == 0 || n <= options->fold_ghosts_above || n < options->fold_ghosts_keep + 2)
    return n;
  return options->fold_ghosts_keep + 1;
}

/* Whether shown node @i keeps the ply under it clear: a stub, or a node
 * whose subtree a depth cut counts. */
static gboolean
has_under (const CairnLayout        *layout,
           const CairnLayoutOptions *options,
           guint32                   i)
{
  return (layout->focus != NONE && layout->hidden[i] > 0) ||
         (options->cut != NULL && i < options->n_cut && options->cut[i] > 0);
}

static void
build_vertices (CairnLayout              *layout,
                const CairnTree          *tree,
                const CairnLayoutOptions *options)
{
  gboolean show_ghosts = options->show_ghosts;
  Vertex *vs = layout->vertices;
  guint32 event = layout->at_event;
  guint32 next_ghost = layout->n_nodes;
  guint32 next_placeholder = layout->n_items;
  guint32 n_shown = n_shown_nodes (layout);

  for (guint32 k = 0; k < n_shown; k++)
    {
      guint32 i = shown_node (layout, k);
      const CairnNode *node = cairn_tree_get (tree, i);
      CairnLayoutItem *it = &layout->items[i];
      guint32 attach = node->parent;

      init_vertex (&vs[i]);
      vs[i].ancestor = i;
      *it = (CairnLayoutItem) { 0, node->ply, i, node->parent, CAIRN_NO_MOVE };
      if (attach == NONE)
        continue;
      if (node->kind == CAIRN_NODE_NULL_PROBE)
        for (guint ply = cairn_tree_get (tree, node->parent)->ply + 1u; ply < node->ply; ply++)
          {
            guint32 p = next_placeholder++;

            init_vertex (&vs[p]);
            vs[p].ancestor = p;
            append_child (vs, attach, p);
            attach = p;
          }
      append_child (vs, attach, i);
    }

  for (guint32 k = 0; k < n_shown && show_ghosts; k++)
    {
      guint32 i = shown_node (layout, k);
      const CairnNode *node = cairn_tree_get (tree, i);
      CairnMove ghosts[CAIRN_MAX_MOVES];
      guint n_ghosts, n_items;

      if (!expanded (layout, i) || !cairn_node_ghosts_at (node, event))
        continue;
      n_ghosts = cairn_tree_node_ghosts (tree, i, ghosts);
      n_items = ghost_items (options, n_ghosts);
      for (guint j = 0; j < n_items; j++)
        {
          guint32 g = next_ghost++;
          /* The last of a folded group stands for the moves not laid out. */
          gboolean fold = n_items < n_ghosts && j == n_items - 1;

          init_vertex (&vs[g]);
          vs[g].ancestor = g;
          append_child (vs, i, g);
          layout->items[g] = (CairnLayoutItem) { 0, node->ply + 1, i, i, fold ? CAIRN_NO_MOVE : ghosts[j],
                                                 fold ? n_ghosts - j : 0 };
        }
    }

  layout->stubs_from = next_placeholder;
  for (guint32 k = 0; k < n_shown; k++)
    {
      guint32 i = shown_node (layout, k);

      if (has_under (layout, options, i))
        {
          guint32 p = next_placeholder++;

          init_vertex (&vs[p]);
          vs[p].ancestor = p;
          append_child (vs, i, p);
        }
    }
}

/* The half width of each vertex a figure's words need (options' room),
 * never less than its mark's; placeholders under stubs and cuts ask for
 * their node's count.  Without a room function the defaults hold. */
static void
measure_room (CairnLayout              *layout,
              const CairnLayoutOptions *options,
              guint32                   n_vertices)
{
  const Vertex *vs = layout->vertices;

  if (options->room == NULL)
    {
      g_clear_pointer (&layout->room, g_free);
      layout->room_capacity = 0;
      return;
    }
  if (layout->room == NULL || n_vertices > layout->room_capacity)
    {
      layout->room_capacity = MAX (n_vertices, 1);
      g_free (layout->room);
      layout->room = g_new (double, layout->room_capacity);
    }
  for (guint32 k = 0; k < n_shown_nodes (layout); k++)
    {
      guint32 i = shown_node (layout, k);

      layout->room[i] = MAX (CAIRN_LAYOUT_NODE_HALF_WIDTH,
                             options->room (&layout->items[i], i, FALSE, options->room_data));
    }
  for (guint32 g = layout->n_nodes; g < layout->n_items; g++)
    layout->room[g] = MAX (item_half_width (layout->items, layout->n_nodes, g),
                           options->room (&layout->items[g], g, FALSE, options->room_data));
  for (guint32 v = layout->stubs_from; v < n_vertices; v++)
    {
      guint32 parent = vs[v].parent;

      layout->room[v] = MAX (CAIRN_LAYOUT_NODE_HALF_WIDTH,
                             options->room (&layout->items[parent], parent, TRUE, options->room_data));
    }
}

/* ---- focus view ---- */

typedef struct {
  CairnLayout     *layout;
  const CairnTree *tree;
  guint32          n;       /* nodes recorded at the event */
  guint32          event;
} Focus;

static void
focus_show (Focus   *f,
            guint32  node)
{
  CairnLayout *layout = f->layout;

  layout->focus_flags[node] = FOCUS_SHOWN;
  layout->hidden[node] = 0;
  layout->order[layout->n_order++] = node;
}

/* @node's subtree is left out: counted, and looked through for a probe
 * and a prune until both are found. */
static void
focus_stub (Focus   *f,
            guint32  node)
{
  guint32 end = MIN (node + cairn_tree_subtree_size (f->tree, node), f->n);
  guint8 flags = 0;

  f->layout->hidden[node] = end - node - 1;
  /* A search without null moves has neither: no need to read the 27 MB of
   * the opposition's plain tree at every focus. */
  if (!cairn_mode_uses_null_move (f->tree->settings.mode))
    return;
  for (guint32 i = node + 1; i < end && flags != FOCUS_STUB; i++)
    {
      const CairnNode *d = cairn_tree_get (f->tree, i);

      if (d->kind == CAIRN_NODE_NULL_PROBE)
        flags |= CAIRN_STUB_PROBE;
      else if (d->end == CAIRN_END_NULL_PRUNED && cairn_node_finished_at (d, f->event))
        flags |= CAIRN_STUB_PRUNE;
    }
  f->layout->focus_flags[node] |= flags;
}

/* Shows @node's children down to @depth levels; stubs below. */
static void
focus_expand (Focus   *f,
              guint32  node,
              guint    depth)
{
  if (depth == 0)
    {
      focus_stub (f, node);
      return;
    }
  f->layout->focus_flags[node] |= FOCUS_EXPANDED;
  for (guint32 c = cairn_tree_get (f->tree, node)->first_child; c != NONE && c < f->n;
       c = cairn_tree_get (f->tree, c)->next_sibling)
    {
      focus_show (f, c);
      focus_expand (f, c, depth - 1);
    }
}

static int
compare_nodes (gconstpointer a,
               gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

/* Picks the nodes a focus on @focus shows into layout->order. */
static void
focus_select (CairnLayout     *layout,
              const CairnTree *tree,
              guint32          n,
              guint32          event,
              guint32          focus,
              guint            plies)
{
  Focus f = { layout, tree, n, event };
  guint32 path[256];
  guint n_path = 0;

  /* Only shown nodes get flags: fresh flags come zeroed (untouched pages
   * cost nothing), and a reused layout clears those it set last time,
   * not all n bytes. */
  if (n > layout->focus_capacity)
    {
      layout->focus_capacity = MAX (n, layout->focus_capacity + layout->focus_capacity / 2);
      g_free (layout->focus_flags);
      layout->focus_flags = g_new0 (guint8, layout->focus_capacity);
      layout->hidden = g_renew (guint32, layout->hidden, layout->focus_capacity);
      layout->order = g_renew (guint32, layout->order, layout->focus_capacity);
    }
  else
    for (guint32 k = 0; k < layout->n_order; k++)
      layout->focus_flags[layout->order[k]] = 0;
  layout->n_order = 0;

  /* The path, up from the focus (or its deepest ancestor recorded). */
  while (focus >= n)
    focus = cairn_tree_get (tree, focus)->parent;
  layout->focus = focus;
  for (guint32 i = focus; i != NONE && n_path < G_N_ELEMENTS (path); i = cairn_tree_get (tree, i)->parent)
    path[n_path++] = i;

  focus_show (&f, path[n_path - 1]);
  for (guint k = n_path - 1; k > 0; k--)
    {
      guint32 node = path[k], next = path[k - 1];

      layout->focus_flags[node] |= FOCUS_EXPANDED;
      for (guint32 c = cairn_tree_get (tree, node)->first_child; c != NONE && c < n;
           c = cairn_tree_get (tree, c)->next_sibling)
        {
          focus_show (&f, c);
          if (c != next)
            focus_stub (&f, c);
        }
    }
  focus_expand (&f, focus, plies);
  qsort (layout->order, layout->n_order, sizeof (guint32), compare_nodes);
}

/* Lays @tree out again into @layout, reusing its memory. */
void
cairn_layout_update (CairnLayout              *layout,
                     const CairnTree          *tree,
                     const CairnLayoutOptions *options)
{
  CairnLayoutOptions defaults;
  guint32 n, n_ghosts = 0, n_placeholders = 0, event;

  g_return_if_fail (layout != NULL);
  g_return_if_fail (tree != NULL);

  if (options == NULL)
    {
      cairn_layout_options_init (&defaults);
      options = &defaults;
    }
  event = options->at_event;
  n = event == CAIRN_ALL_EVENTS ? tree->n_nodes : cairn_tree_count_at_event (tree, event);

  layout->n_nodes = n;
  layout->focus = NONE;
  if (options->focus_node != CAIRN_NO_NODE && options->focus_node < tree->n_nodes && n > 0)
    focus_select (layout, tree, n, event, options->focus_node, options->focus_plies);

  for (guint32 k = 0; k < n_shown_nodes (layout); k++)
    {
      guint32 i = shown_node (layout, k);
      const CairnNode *node = cairn_tree_get (tree, i);

      if (options->show_ghosts && expanded (layout, i) && cairn_node_ghosts_at (node, event))
        n_ghosts += ghost_items (options, cairn_node_n_ghosts (node));
      if (node->kind == CAIRN_NODE_NULL_PROBE)
        n_placeholders += node->ply - cairn_tree_get (tree, node->parent)->ply - 1u;
      if (has_under (layout, options, i))
        n_placeholders++;
    }

  layout->n_ghosts = n_ghosts;
  layout->n_items = n + n_ghosts;
  layout->at_event = event;
  reserve (layout, layout->n_items, layout->n_items + n_placeholders);
  build_vertices (layout, tree, options);
  measure_room (layout, options, layout->n_items + n_placeholders);

  if (n > 0)
    {
      Walk walk = { layout->vertices, layout->items, layout->room, layout->n_nodes, layout->n_items,
                    layout->stubs_from };

      first_walk (&walk, 0);
      second_walk (layout->vertices, 0, -layout->vertices[0].prelim, layout);
    }
  link_items (layout, layout->vertices);
  compute_extents (layout);
}

CairnLayout *
cairn_layout_new (const CairnTree          *tree,
                  const CairnLayoutOptions *options)
{
  CairnLayout *layout;

  g_return_val_if_fail (tree != NULL, NULL);

  layout = g_new0 (CairnLayout, 1);
  cairn_layout_update (layout, tree, options);
  return layout;
}

void
cairn_layout_free (CairnLayout *layout)
{
  if (layout == NULL)
    return;
  g_free (layout->items);
  g_free (layout->extents);
  g_free (layout->first_child);
  g_free (layout->next_sibling);
  g_free (layout->vertices);
  g_free (layout->focus_flags);
  g_free (layout->hidden);
  g_free (layout->order);
  g_free (layout->room);
  g_free (layout);
}

guint32
cairn_layout_get_n_items (const CairnLayout *layout)
{
  g_return_val_if_fail (layout != NULL, 0);
  return layout->n_items;
}

guint32
cairn_layout_get_n_nodes (const CairnLayout *layout)
{
  g_return_val_if_fail (layout != NULL, 0);
  return layout->n_nodes;
}

guint32
cairn_layout_get_at_event (const CairnLayout *layout)
{
  g_return_val_if_fail (layout != NULL, CAIRN_ALL_EVENTS);
  return layout->at_event;
}

const CairnLayoutItem *
cairn_layout_get_item (const CairnLayout *layout,
                       guint32            item)
{
  g_return_val_if_fail (layout != NULL, NULL);
  g_return_val_if_fail (item < layout->n_items, NULL);
  return &layout->items[item];
}

guint32
cairn_layout_get_first_child (const CairnLayout *layout,
                              guint32            item)
{
  g_return_val_if_fail (layout != NULL, CAIRN_NO_ITEM);
  g_return_val_if_fail (item < layout->n_items, CAIRN_NO_ITEM);
  return layout->first_child[item];
}

guint32
cairn_layout_get_next_sibling (const CairnLayout *layout,
                               guint32            item)
{
  g_return_val_if_fail (layout != NULL, CAIRN_NO_ITEM);
  g_return_val_if_fail (item < layout->n_items, CAIRN_NO_ITEM);
  return layout->next_sibling[item];
}

guint32
cairn_layout_item_for_node (const CairnLayout *layout,
                            guint32            node)
{
  g_return_val_if_fail (layout != NULL, CAIRN_NO_ITEM);
  if (node >= layout->n_nodes)
    return CAIRN_NO_ITEM;
  return cairn_layout_item_shown (layout, node) ? node : CAIRN_NO_ITEM;
}

gboolean
cairn_layout_item_shown (const CairnLayout *layout,
                         guint32            item)
{
  g_return_val_if_fail (layout != NULL, FALSE);
  if (item >= layout->n_items)
    return FALSE;
  return layout->focus == NONE || item >= layout->n_nodes ||
         (layout->focus_flags[item] & FOCUS_SHOWN);
}

guint32
cairn_layout_get_n_shown (const CairnLayout *layout)
{
  g_return_val_if_fail (layout != NULL, 0);
  return n_shown_nodes (layout);
}

guint32
cairn_layout_get_n_left_out (const CairnLayout *layout)
{
  g_return_val_if_fail (layout != NULL, 0);
  return layout->n_nodes - n_shown_nodes (layout);
}

guint32
cairn_layout_get_focus (const CairnLayout *layout)
{
  g_return_val_if_fail (layout != NULL, CAIRN_NO_NODE);
  return layout->focus;
}

gboolean
cairn_layout_get_stub (const CairnLayout *layout,
                       guint32            item,
                       guint32           *count,
                       guint             *flags)
{
  g_return_val_if_fail (layout != NULL, FALSE);

  if (layout->focus == NONE || item >= layout->n_nodes ||
      !(layout->focus_flags[item] & FOCUS_SHOWN) || layout->hidden[item] == 0)
    return FALSE;
  if (count)
    *count = layout->hidden[item];
  if (flags)
    *flags = layout->focus_flags[item] & FOCUS_STUB;
  return TRUE;
}

void
cairn_layout_get_bounds (const CairnLayout *layout,
                         CairnRect         *bounds)
{
  g_return_if_fail (layout != NULL && bounds != NULL);
  *bounds = layout->bounds;
}

void
cairn_layout_get_subtree_bounds (const CairnLayout *layout,
                                 guint32            item,
                                 CairnRect         *bounds)
{
  const Extent *e;
  double hw;

  g_return_if_fail (layout != NULL && bounds != NULL);
  g_return_if_fail (item < layout->n_items);

  e = &layout->extents[item];
  hw = CAIRN_LAYOUT_NODE_HALF_WIDTH;
  bounds->x0 = e->x0;
  bounds->x1 = e->x1;
  bounds->y0 = layout->items[item].y - hw;
  bounds->y1 = e->y1 + hw;
}

/* Descends only into subtrees whose extent comes within @radius. */
static void
hit_subtree (const CairnLayout *layout,
             guint32            item,
             double             x,
             double             y,
             double             radius,
             guint32           *best,
             double            *best_d2)
{
  const Extent *e = &layout->extents[item];
  const CairnLayoutItem *it = &layout->items[item];
  double dx, dy, d2;

  if (x < e->x0 - radius || x > e->x1 + radius ||
      y < it->y - radius || y > e->y1 + radius)
    return;

  dx = it->x - x;
  dy = it->y - y;
  d2 = dx * dx + dy * dy;
  if (d2 <= radius * radius && d2 < *best_d2)
    {
      *best = item;
      *best_d2 = d2;
    }
  for (guint32 c = layout->first_child[item]; c != CAIRN_NO_ITEM; c = layout->next_sibling[c])
    hit_subtree (layout, c, x, y, radius, best, best_d2);
}

guint32
cairn_layout_hit_test (const CairnLayout *layout,
                       double             x,
                       double             y,
                       double             radius)
{
  guint32 best = CAIRN_NO_ITEM;
  double best_d2 = INFINITY;

  g_return_val_if_fail (layout != NULL, CAIRN_NO_ITEM);

  if (layout->n_items > 0)
    hit_subtree (layout, 0, x, y, radius, &best, &best_d2);
  return best;
}
