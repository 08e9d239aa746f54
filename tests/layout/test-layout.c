/* test-layout.c — properties of the tidy layout over many trees.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-layout.h"
#include "test-util.h"

#define EPS 1e-6

/* The focus figures of test_layout_focus_null (). */
#define FOCUS_NULL_SHOWN       66
#define FOCUS_NULL_STUBS       55
#define FOCUS_NULL_PROBE_STUBS 55
#define FOCUS_NULL_PRUNE_STUBS 49

static CairnSearch *
run_search (const CairnPosition *position,
            CairnMode            mode,
            guint                depth,
            guint                reduction)
{
  CairnSettings settings;
  CairnSearch *search;

  test_settings (mode, depth, reduction, FALSE, &settings);
  search = cairn_search_new (position, &settings, TRUE);
  cairn_search_run (search);
  return search;
}

static double
half_width (const CairnLayout *layout,
            guint32            item)
{
  return item < cairn_layout_get_n_nodes (layout) ? CAIRN_LAYOUT_NODE_HALF_WIDTH
                                                   : CAIRN_LAYOUT_GHOST_HALF_WIDTH;
}

static int
compare_by_level_then_x (gconstpointer a,
                         gconstpointer b,
                         gpointer      data)
{
  const CairnLayout *layout = data;
  const CairnLayoutItem *ia = cairn_layout_get_item (layout, *(const guint32 *) a);
  const CairnLayoutItem *ib = cairn_layout_get_item (layout, *(const guint32 *) b);

  if (ia->y != ib->y)
    return ia->y < ib->y ? -1 : 1;
  if (ia->x != ib->x)
    return ia->x < ib->x ? -1 : 1;
  return 0;
}

/* No two items on one ply closer than their half widths allow, and no
 * item in the column a null probe's edge runs down through. */
static void
check_no_overlaps (const CairnTree   *tree,
                   const CairnLayout *layout)
{
  guint32 n = 0;
  g_autofree guint32 *order = g_new (guint32, cairn_layout_get_n_items (layout));

  /* Only what is laid out: a focus view leaves items out. */
  for (guint32 i = 0; i < cairn_layout_get_n_items (layout); i++)
    if (cairn_layout_item_shown (layout, i))
      order[n++] = i;
  g_qsort_with_data (order, (gint) n, sizeof (guint32), compare_by_level_then_x, (gpointer) layout);
  for (guint32 k = 1; k < n; k++)
    {
      const CairnLayoutItem *a = cairn_layout_get_item (layout, order[k - 1]);
      const CairnLayoutItem *b = cairn_layout_get_item (layout, order[k]);

      if (a->y != b->y)
        continue;
      g_assert_cmpfloat (b->x - a->x, >=,
                         half_width (layout, order[k - 1]) + half_width (layout, order[k]) - EPS);
    }

  for (guint32 i = 0; i < cairn_layout_get_n_nodes (layout); i++)
    {
      const CairnNode *node = cairn_tree_get (tree, i);
      const CairnLayoutItem *probe, *parent;

      if (node->kind != CAIRN_NODE_NULL_PROBE || !cairn_layout_item_shown (layout, i))
        continue;
      probe = cairn_layout_get_item (layout, i);
      parent = cairn_layout_get_item (layout, probe->parent_item);
      for (guint32 k = 0; k < n; k++)
        {
          const CairnLayoutItem *other = cairn_layout_get_item (layout, order[k]);

          if (other->y > parent->y + 0.5 && other->y < probe->y - 0.5)
            g_assert_cmpfloat (fabs (other->x - probe->x), >=, half_width (layout, order[k]) + 0.3 - EPS);
        }
    }
}

/* Parents centred over their children; children in order: the probe,
 * the moves as created, then the ghosts by move. */
static void
check_children (const CairnTree   *tree,
                const CairnLayout *layout)
{
  guint32 n_nodes = cairn_layout_get_n_nodes (layout);

  for (guint32 i = 0; i < cairn_layout_get_n_items (layout); i++)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (layout, i);
      guint32 first = cairn_layout_get_first_child (layout, i), last = first;
      guint32 prev = CAIRN_NO_ITEM;
      CairnRect sub;

      cairn_layout_get_subtree_bounds (layout, i, &sub);
      g_assert_cmpfloat (sub.x0, <=, it->x - half_width (layout, i) + EPS);
      g_assert_cmpfloat (sub.x1, >=, it->x + half_width (layout, i) - EPS);

      for (guint32 c = first; c != CAIRN_NO_ITEM; c = cairn_layout_get_next_sibling (layout, c))
        {
          const CairnLayoutItem *child = cairn_layout_get_item (layout, c);

          g_assert_cmpuint (child->parent_item, ==, i);
          g_assert_cmpfloat (child->x, >=, sub.x0);
          g_assert_cmpfloat (child->x, <=, sub.x1);
          if (prev != CAIRN_NO_ITEM)
            {
              const CairnLayoutItem *p = cairn_layout_get_item (layout, prev);

              g_assert_cmpfloat (child->x, >, p->x);
              if (prev < n_nodes && c < n_nodes)
                g_assert_cmpuint (prev, <, c);
              g_assert_false (prev >= n_nodes && c < n_nodes);   /* ghosts last */
              if (prev >= n_nodes)
                g_assert_cmpuint (p->ghost_move, <, child->ghost_move);
              if (c < n_nodes)
                g_assert_cmpint (cairn_tree_get (tree, c)->kind, !=, CAIRN_NODE_NULL_PROBE);
            }
          if (child->ghost_move == CAIRN_NO_MOVE)
            g_assert_cmpfloat (child->y, ==, cairn_tree_get (tree, c)->ply);
          else
            g_assert_cmpfloat (child->y, ==, it->y + 1);
          prev = last = c;
        }
      if (first != CAIRN_NO_ITEM)
        g_assert_cmpfloat (fabs (it->x - (cairn_layout_get_item (layout, first)->x +
                                          cairn_layout_get_item (layout, last)->x) / 2), <, EPS);
    }
}

/* Subtree shape as text: item kind, ply step and children, recursively. */
static void
signature (const CairnTree   *tree,
           const CairnLayout *layout,
           guint32            item,
           GString           *out)
{
  const CairnLayoutItem *it = cairn_layout_get_item (layout, item);

  if (item >= cairn_layout_get_n_nodes (layout))
    g_string_append_c (out, 'g');
  else
    g_string_append_printf (out, "%c%d", cairn_tree_get (tree, item)->kind == CAIRN_NODE_NULL_PROBE ? 'p' : 'n',
                            it->parent_item == CAIRN_NO_ITEM ? 0 :
                            (int) (it->y - cairn_layout_get_item (layout, it->parent_item)->y));
  g_string_append_c (out, '(');
  for (guint32 c = cairn_layout_get_first_child (layout, item); c != CAIRN_NO_ITEM;
       c = cairn_layout_get_next_sibling (layout, c))
    signature (tree, layout, c, out);
  g_string_append_c (out, ')');
}

static void
offsets (const CairnLayout *layout,
         guint32            item,
         double             origin,
         GArray            *out)
{
  double dx = cairn_layout_get_item (layout, item)->x - origin;

  g_array_append_val (out, dx);
  for (guint32 c = cairn_layout_get_first_child (layout, item); c != CAIRN_NO_ITEM;
       c = cairn_layout_get_next_sibling (layout, c))
    offsets (layout, c, origin, out);
}

/* Any two subtrees of the same shape are drawn the same. */
static guint
check_identical_subtrees (const CairnTree   *tree,
                          const CairnLayout *layout)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint compared = 0;

  for (guint32 i = 0; i < cairn_layout_get_n_items (layout); i++)
    {
      g_autoptr (GString) sig = g_string_new (NULL);
      gpointer other;

      if (cairn_layout_get_first_child (layout, i) == CAIRN_NO_ITEM)
        continue;
      signature (tree, layout, i, sig);
      if (g_hash_table_lookup_extended (seen, sig->str, NULL, &other))
        {
          guint32 j = GPOINTER_TO_UINT (other);
          g_autoptr (GArray) a = g_array_new (FALSE, FALSE, sizeof (double));
          g_autoptr (GArray) b = g_array_new (FALSE, FALSE, sizeof (double));

          offsets (layout, i, cairn_layout_get_item (layout, i)->x, a);
          offsets (layout, j, cairn_layout_get_item (layout, j)->x, b);
          g_assert_cmpuint (a->len, ==, b->len);
          for (guint k = 0; k < a->len; k++)
            g_assert_cmpfloat (fabs (g_array_index (a, double, k) - g_array_index (b, double, k)), <, EPS);
          compared++;
        }
      else
        g_hash_table_insert (seen, g_string_free (g_steal_pointer (&sig), FALSE), GUINT_TO_POINTER (i));
    }
  return compared;
}

static void
assert_same_items (const CairnLayout *a,
                   const CairnLayout *b)
{
  g_assert_cmpuint (cairn_layout_get_n_items (a), ==, cairn_layout_get_n_items (b));
  for (guint32 i = 0; i < cairn_layout_get_n_items (a); i++)
    {
      const CairnLayoutItem *x = cairn_layout_get_item (a, i), *y = cairn_layout_get_item (b, i);

      g_assert_cmpfloat (x->x, ==, y->x);
      g_assert_cmpfloat (x->y, ==, y->y);
      g_assert_cmpuint (x->node, ==, y->node);
      g_assert_cmpuint (x->parent_item, ==, y->parent_item);
      g_assert_cmpuint (x->ghost_move, ==, y->ghost_move);
      g_assert_cmpuint (cairn_layout_get_first_child (a, i), ==, cairn_layout_get_first_child (b, i));
      g_assert_cmpuint (cairn_layout_get_next_sibling (a, i), ==, cairn_layout_get_next_sibling (b, i));
    }
}

static void
check_layout (const CairnTree *tree,
              guint32          at_event,
              gboolean         ghosts,
              gboolean         subtrees)
{
  CairnLayoutOptions options;
  g_autoptr (CairnLayout) layout = NULL;
  g_autoptr (CairnLayout) again = NULL;
  guint32 n;

  cairn_layout_options_init (&options);
  options.at_event = at_event;
  options.show_ghosts = ghosts;
  layout = cairn_layout_new (tree, &options);
  n = cairn_layout_get_n_items (layout);

  g_assert_cmpuint (cairn_layout_get_n_nodes (layout), ==,
                    at_event == CAIRN_ALL_EVENTS ? tree->n_nodes : cairn_tree_count_at_event (tree, at_event));
  if (!ghosts)
    g_assert_cmpuint (n, ==, cairn_layout_get_n_nodes (layout));
  for (guint32 i = 0; i < cairn_layout_get_n_nodes (layout); i++)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (layout, i);

      g_assert_cmpuint (cairn_layout_item_for_node (layout, i), ==, i);
      g_assert_cmpuint (it->node, ==, i);
      g_assert_cmpuint (it->ghost_move, ==, CAIRN_NO_MOVE);
      g_assert_cmpuint (cairn_layout_hit_test (layout, it->x, it->y, 0.1), ==, i);
    }

  check_no_overlaps (tree, layout);
  check_children (tree, layout);
  if (subtrees)
    check_identical_subtrees (tree, layout);

  /* Deterministic, and an update in place gives the same layout. */
  again = cairn_layout_new (tree, &options);
  assert_same_items (layout, again);
  cairn_layout_update (again, tree, NULL);
  cairn_layout_update (again, tree, &options);
  assert_same_items (layout, again);
}

/* One layout updated as a tree grows keeps its arrays and grows them in
 * place, past the size where they are mapped on their own and remapped
 * (the full minimax tree of the empty board: 549,946 nodes, 35 MB of
 * vertices): every update lays out exactly what a new layout does. */
static void
test_layout_grows_in_place (void)
{
  CairnPosition empty;
  g_autoptr (CairnSearch) search = NULL;
  const CairnTree *tree;
  CairnLayoutOptions options;
  CairnLayout *layout = NULL;
  guint64 events;

  cairn_tree_keep_large_trees_mapped ();
  cairn_position_init_empty (&empty);
  search = run_search (&empty, CAIRN_MODE_MINIMAX, 9, 1);
  tree = cairn_search_get_tree (search);
  events = cairn_search_get_counters (search)->events;
  g_assert_cmpuint (tree->n_nodes, ==, 549946);
  cairn_layout_options_init (&options);
  for (guint k = 1; k <= 4; k++)
    {
      CairnLayout *fresh;

      options.at_event = k < 4 ? (guint32) (events * k * k / 16) : CAIRN_ALL_EVENTS;
      fresh = cairn_layout_new (tree, &options);
      if (layout == NULL)
        layout = cairn_layout_new (tree, &options);
      else
        cairn_layout_update (layout, tree, &options);
      assert_same_items (layout, fresh);
      cairn_layout_free (fresh);
    }
  g_assert_cmpuint (cairn_layout_get_n_items (layout), ==, 549946);
  cairn_layout_free (layout);
}

static void
test_layout_empty_board (void)
{
  CairnPosition empty;

  cairn_position_init_empty (&empty);
  for (CairnMode mode = 0; mode < CAIRN_N_MODES; mode++)
    for (guint depth = 1; depth <= 4; depth++)
      for (guint r = 1; r <= 3; r++)
        {
          g_autoptr (CairnSearch) search = run_search (&empty, mode, depth, r);
          const CairnTree *tree = cairn_search_get_tree (search);
          guint64 events = cairn_search_get_counters (search)->events;

          check_layout (tree, CAIRN_ALL_EVENTS, TRUE, TRUE);
          check_layout (tree, CAIRN_ALL_EVENTS, FALSE, FALSE);
          for (guint k = 1; k <= 5; k++)
            check_layout (tree, (guint32) (events * k / 6), TRUE, FALSE);
        }
}

/* A sample of all legal positions, every mode, with probes landing at
 * various plies. */
static void
test_layout_many_positions (void)
{
  g_autoptr (GPtrArray) all = test_all_positions ();
  guint checked = 0;

  for (guint i = 0; i < all->len; i += 61)
    {
      const CairnPosition *position = g_ptr_array_index (all, i);

      for (CairnMode mode = 0; mode < CAIRN_N_MODES; mode++)
        {
          g_autoptr (CairnSearch) search = run_search (position, mode, 5, 1 + i % 3);

          check_layout (cairn_search_get_tree (search), CAIRN_ALL_EVENTS, TRUE, TRUE);
          checked++;
        }
    }
  g_assert_cmpuint (checked, >, 400);
}

static void
test_layout_identical_subtrees (void)
{
  CairnPosition empty;
  g_autoptr (CairnSearch) search = NULL;
  g_autoptr (CairnLayout) layout = NULL;

  /* Minimax trees are full of equal shapes. */
  cairn_position_init_empty (&empty);
  search = run_search (&empty, CAIRN_MODE_MINIMAX, 3, 1);
  layout = cairn_layout_new (cairn_search_get_tree (search), NULL);
  g_assert_cmpuint (check_identical_subtrees (cairn_search_get_tree (search), layout), >, 50);
}

static void
test_layout_probe_column (void)
{
  CairnPosition empty;
  g_autoptr (CairnSearch) search = NULL;
  g_autoptr (CairnLayout) layout = NULL;
  const CairnTree *tree;
  guint probes = 0;

  cairn_position_init_empty (&empty);
  search = run_search (&empty, CAIRN_MODE_NULL, 5, 3);
  tree = cairn_search_get_tree (search);
  layout = cairn_layout_new (tree, NULL);
  for (guint32 i = 0; i < tree->n_nodes; i++)
    if (cairn_tree_get (tree, i)->kind == CAIRN_NODE_NULL_PROBE)
      {
        const CairnLayoutItem *probe = cairn_layout_get_item (layout, i);
        const CairnLayoutItem *parent = cairn_layout_get_item (layout, probe->parent_item);

        /* R = 3: the probe sits four plies under its node, first child. */
        g_assert_cmpfloat (probe->y - parent->y, ==, 4);
        g_assert_cmpuint (cairn_layout_get_first_child (layout, probe->parent_item), ==, i);
        probes++;
      }
  g_assert_cmpuint (probes, >, 0);
}

static void
test_layout_hit_test (void)
{
  CairnPosition empty;
  g_autoptr (CairnSearch) search = NULL;
  g_autoptr (CairnLayout) layout = NULL;
  CairnRect b;

  cairn_position_init_empty (&empty);
  search = run_search (&empty, CAIRN_MODE_NULL, 3, 1);
  layout = cairn_layout_new (cairn_search_get_tree (search), NULL);
  cairn_layout_get_bounds (layout, &b);
  g_assert_cmpuint (cairn_layout_hit_test (layout, b.x0 - 5, 0, 0.5), ==, CAIRN_NO_ITEM);
  g_assert_cmpuint (cairn_layout_hit_test (layout, 0, 0, 0.4), ==, 0);
  for (guint32 i = 0; i < cairn_layout_get_n_items (layout); i++)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (layout, i);

      g_assert_cmpuint (cairn_layout_hit_test (layout, it->x + 0.05, it->y - 0.05, 0.2), ==, i);
    }
}

/* ---- focus view ---- */

static guint32
count_below (const CairnTree *tree,
             guint32          node)
{
  guint32 n = 0;

  for (guint32 c = cairn_tree_get (tree, node)->first_child; c != CAIRN_NO_NODE;
       c = cairn_tree_get (tree, c)->next_sibling)
    n += 1 + count_below (tree, c);
  return n;
}

static guint32
n_shown (const CairnLayout *layout)
{
  guint32 n = 0;

  for (guint32 i = 0; i < cairn_layout_get_n_nodes (layout); i++)
    n += cairn_layout_item_shown (layout, i);
  return n;
}

static CairnLayout *
focus_layout (const CairnTree *tree,
              guint32          focus,
              guint            plies)
{
  CairnLayoutOptions options;

  cairn_layout_options_init (&options);
  options.focus_node = focus;
  options.focus_plies = plies;
  return cairn_layout_new (tree, &options);
}

/* Minimax to depth 2 on the empty board: 1 + 9 + 72 nodes.  A focus on
 * the root's first move shows the root, its nine moves and that move's
 * eight replies; the other eight moves are stubs of eight nodes each. */
static void
test_layout_focus_minimax (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_MINIMAX, 2, 1, NULL, NULL);
  const CairnTree *tree = cairn_search_get_tree (search);
  guint32 focus = cairn_tree_get (tree, 0)->first_child;
  g_autoptr (CairnLayout) layout = focus_layout (tree, focus, 1);
  guint stubs = 0;

  g_assert_cmpuint (tree->n_nodes, ==, 82);
  g_assert_cmpuint (cairn_layout_get_focus (layout), ==, focus);
  g_assert_cmpuint (n_shown (layout), ==, 18);
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *node = cairn_tree_get (tree, i);
      gboolean shown = i == 0 || node->parent == 0 || node->parent == focus;
      guint32 count;
      guint flags;

      g_assert_cmpint (cairn_layout_item_shown (layout, i), ==, shown);
      g_assert_cmpuint (cairn_layout_item_for_node (layout, i), ==, shown ? i : CAIRN_NO_ITEM);
      if (cairn_layout_get_stub (layout, i, &count, &flags))
        {
          g_assert_cmpuint (node->parent, ==, 0);
          g_assert_cmpuint (i, !=, focus);
          g_assert_cmpuint (count, ==, 8);
          g_assert_cmpuint (flags, ==, 0);
          stubs++;
        }
    }
  g_assert_cmpuint (stubs, ==, 8);
  check_no_overlaps (tree, layout);

  /* Two plies below the root: everything, no stub. */
  {
    g_autoptr (CairnLayout) all = focus_layout (tree, 0, 2);

    g_assert_cmpuint (n_shown (all), ==, 82);
    for (guint32 i = 0; i < tree->n_nodes; i++)
      g_assert_false (cairn_layout_get_stub (all, i, NULL, NULL));
  }
}

static gboolean
holds (const CairnTree *tree,
       guint32          node,
       CairnNodeKind    kind,
       CairnNodeEnd     end)
{
  for (guint32 c = cairn_tree_get (tree, node)->first_child; c != CAIRN_NO_NODE;
       c = cairn_tree_get (tree, c)->next_sibling)
    {
      const CairnNode *d = cairn_tree_get (tree, c);

      if ((kind == CAIRN_NODE_NULL_PROBE && d->kind == kind) ||
          (kind != CAIRN_NODE_NULL_PROBE && d->end == end) ||
          holds (tree, c, kind, end))
        return TRUE;
    }
  return FALSE;
}

/* The empty board, depth 9 with null moves, R 1, focused on a prune two
 * plies down: the figures below were counted once by hand-checked runs
 * and are checked here against a recursive count too.  Shown nodes and
 * hidden ones partition the tree. */
static void
test_layout_focus_null (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 9, 1, NULL, NULL);
  const CairnTree *tree = cairn_search_get_tree (search);
  guint32 focus = CAIRN_NO_NODE, total = 0, stubs = 0, probe_stubs = 0, prune_stubs = 0;
  g_autoptr (CairnLayout) layout = NULL;
  guint32 path[CAIRN_DEPTH_MAX + 2];
  guint n_path = 0;

  for (guint32 i = 0; i < tree->n_nodes && focus == CAIRN_NO_NODE; i++)
    if (cairn_tree_get (tree, i)->ply == 2 && cairn_tree_get (tree, i)->kind == CAIRN_NODE_MOVE &&
        cairn_tree_get (tree, i)->first_child != CAIRN_NO_NODE)
      focus = i;
  g_assert_cmpuint (focus, !=, CAIRN_NO_NODE);
  layout = focus_layout (tree, focus, 2);
  for (guint32 i = focus; i != CAIRN_NO_NODE; i = cairn_tree_get (tree, i)->parent)
    path[n_path++] = i;

  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *node = cairn_tree_get (tree, i);
      gboolean on_path = FALSE, under_path = FALSE, under_focus = FALSE;
      guint depth = 0;
      guint32 count;
      guint flags;

      for (guint k = 0; k < n_path; k++)
        {
          on_path |= path[k] == i;
          under_path |= k > 0 && path[k] == node->parent;
        }
      for (guint32 a = i; a != CAIRN_NO_NODE && !under_focus; a = cairn_tree_get (tree, a)->parent, depth++)
        under_focus = a == focus;
      g_assert_cmpint (cairn_layout_item_shown (layout, i), ==,
                       on_path || under_path || (under_focus && depth - 1 <= 2));
      if (!cairn_layout_item_shown (layout, i))
        continue;
      total++;
      if (cairn_layout_get_stub (layout, i, &count, &flags))
        {
          g_assert_cmpuint (count, ==, count_below (tree, i));
          g_assert_cmpint (!!(flags & CAIRN_STUB_PROBE), ==,
                           holds (tree, i, CAIRN_NODE_NULL_PROBE, 0));
          g_assert_cmpint (!!(flags & CAIRN_STUB_PRUNE), ==,
                           holds (tree, i, CAIRN_NODE_MOVE, CAIRN_END_NULL_PRUNED));
          total += count;
          stubs++;
          probe_stubs += !!(flags & CAIRN_STUB_PROBE);
          prune_stubs += !!(flags & CAIRN_STUB_PRUNE);
        }
      else
        g_assert_true (on_path || under_path || (under_focus && depth - 1 < 2) ||
                       node->first_child == CAIRN_NO_NODE);
    }
  g_assert_cmpuint (total, ==, tree->n_nodes);
  g_test_message ("focus %u: %u shown, %u stubs (%u with a probe, %u with a prune)",
                  focus, n_shown (layout), stubs, probe_stubs, prune_stubs);
  check_no_overlaps (tree, layout);
  g_assert_cmpuint (n_shown (layout), ==, FOCUS_NULL_SHOWN);
  g_assert_cmpuint (stubs, ==, FOCUS_NULL_STUBS);
  g_assert_cmpuint (probe_stubs, ==, FOCUS_NULL_PROBE_STUBS);
  g_assert_cmpuint (prune_stubs, ==, FOCUS_NULL_PRUNE_STUBS);

  /* Laid out again without focus, the same layout object is whole. */
  cairn_layout_update (layout, tree, NULL);
  g_assert_cmpuint (n_shown (layout), ==, tree->n_nodes);
  g_assert_cmpuint (cairn_layout_get_focus (layout), ==, CAIRN_NO_NODE);
}

/* A room function for the test: @data's half width for the nodes of
 * ply 1, nothing (less than the default) for every other item. */
static double
ply_one_room (const CairnLayoutItem *item,
              guint32                index,
              gboolean               under,
              gpointer               data)
{
  return !under && item->node == index && item->y == 1 ? *(const double *) data : 0;
}

/* A figure's room for words: a room function that asks for less than
 * the defaults lays the tree out exactly as the window does; one that
 * asks for 3 units on each side of the pitfall's first moves (null
 * move's tree, its ghosts, probes and pruned siblings) spreads them at
 * least 6 units apart, widens the tree, and keeps every other rule. */
static void
test_layout_room (void)
{
  CairnPosition position;
  g_autoptr (CairnSearch) search = NULL;
  const CairnTree *tree;
  CairnLayoutOptions options;
  g_autoptr (CairnLayout) plain = NULL;
  g_autoptr (CairnLayout) roomy = NULL;
  g_autoptr (CairnLayout) none = NULL;
  double nothing = 0, half = 3, last = -G_MAXDOUBLE;
  CairnRect a, b;
  guint n = 0;

  test_position ("...O.X...", "x", &position);
  search = run_search (&position, CAIRN_MODE_NULL, 3, 1);
  tree = cairn_search_get_tree (search);
  cairn_layout_options_init (&options);
  plain = cairn_layout_new (tree, &options);
  options.room = ply_one_room;
  options.room_data = &nothing;
  none = cairn_layout_new (tree, &options);
  assert_same_items (plain, none);

  options.room_data = &half;
  roomy = cairn_layout_new (tree, &options);
  check_no_overlaps (tree, roomy);
  check_children (tree, roomy);
  for (guint32 c = cairn_tree_get (tree, 0)->first_child; c != CAIRN_NO_NODE; c = cairn_tree_get (tree, c)->next_sibling)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (roomy, c);

      if (it->y != 1)
        continue;
      g_assert_cmpfloat (it->x - last, >=, 2 * half - EPS);
      last = it->x;
      n++;
    }
  g_assert_cmpuint (n, ==, 7);
  cairn_layout_get_bounds (plain, &a);
  cairn_layout_get_bounds (roomy, &b);
  g_assert_cmpfloat (b.x1 - b.x0, >, a.x1 - a.x0);
  /* Updated in place without the function, the window's layout again. */
  options.room = NULL;
  cairn_layout_update (roomy, tree, &options);
  assert_same_items (plain, roomy);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/layout/empty-board", test_layout_empty_board);
  g_test_add_func ("/layout/many-positions", test_layout_many_positions);
  g_test_add_func ("/layout/identical-subtrees", test_layout_identical_subtrees);
  g_test_add_func ("/layout/probe-column", test_layout_probe_column);
  g_test_add_func ("/layout/hit-test", test_layout_hit_test);
  g_test_add_func ("/layout/focus/minimax", test_layout_focus_minimax);
  g_test_add_func ("/layout/focus/null", test_layout_focus_null);
  g_test_add_func ("/layout/grows-in-place", test_layout_grows_in_place);
  g_test_add_func ("/layout/room", test_layout_room);
  return g_test_run ();
}
