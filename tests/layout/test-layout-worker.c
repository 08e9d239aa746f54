/* test-layout-worker.c — the tree view's layout worker without a widget
 * (src/layout/cairn-layout-worker.c): where it puts the nodes of a small
 * tic-tac-toe tree and of a chess one, to the last digit; that a job gives
 * the layout cairn_layout_new () gives, whether it copies a growing tree
 * step by step into reused memory, copies a complete tree under the
 * guard, or runs on its own thread; and that a job whose tree went first
 * gives no layout.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-layout-worker.h"
#include "test-util.h"

static CairnSearch *
new_search (const char *position_text,
            CairnMode   mode,
            guint       depth,
            guint       reduction)
{
  CairnPosition position;
  CairnSettings settings;

  g_assert_true (cairn_position_parse (position_text, position_text[0] == '.' ? "x" : NULL,
                                       &position, NULL));
  test_settings (mode, depth, reduction, FALSE, &settings);
  return cairn_search_new (&position, &settings, TRUE);
}

/* A job laying out a copy of @tree made as the view makes a growing
 * tree's: the mirror's copy into @copy (NULL: a new one). */
static CairnLayoutJob *
mirror_job (CairnTreeCopy   *copy,
            const CairnTree *tree)
{
  CairnLayoutJob *job = g_new0 (CairnLayoutJob, 1);

  job->tree = copy;
  if (copy->tree->capacity < tree->n_nodes)
    {
      /* As the view does: fresh memory, the copy made anew. */
      g_free (copy->tree->nodes);
      copy->tree->capacity = tree->n_nodes + tree->n_nodes / 2;
      copy->tree->nodes = g_new (CairnNode, copy->tree->capacity);
    }
  cairn_tree_mirror_update (&copy->mirror, copy->tree, tree);
  cairn_layout_options_init (&job->options);
  return job;
}

static void
assert_same_layout (const CairnLayout *a,
                    const CairnLayout *b)
{
  CairnRect ba, bb;

  g_assert_cmpuint (cairn_layout_get_n_items (a), ==, cairn_layout_get_n_items (b));
  g_assert_cmpuint (cairn_layout_get_n_nodes (a), ==, cairn_layout_get_n_nodes (b));
  for (guint32 i = 0; i < cairn_layout_get_n_items (a); i++)
    {
      const CairnLayoutItem *x = cairn_layout_get_item (a, i);
      const CairnLayoutItem *y = cairn_layout_get_item (b, i);

      g_assert_cmpfloat (x->x, ==, y->x);
      g_assert_cmpfloat (x->y, ==, y->y);
      g_assert_cmpuint (x->node, ==, y->node);
      g_assert_cmpuint (x->parent_item, ==, y->parent_item);
      g_assert_cmpint (x->ghost_move, ==, y->ghost_move);
    }
  cairn_layout_get_bounds (a, &ba);
  cairn_layout_get_bounds (b, &bb);
  g_assert_cmpfloat (ba.x0, ==, bb.x0);
  g_assert_cmpfloat (ba.x1, ==, bb.x1);
  g_assert_cmpfloat (ba.y0, ==, bb.y0);
  g_assert_cmpfloat (ba.y1, ==, bb.y1);
}

typedef struct {
  guint32 item;
  double  x, y;
  guint32 node;
} Expected;

static void
assert_positions (const CairnLayout *layout,
                  guint32            n_items,
                  const CairnRect   *bounds,
                  const Expected    *expected,
                  guint              n_expected)
{
  CairnRect b;

  g_assert_cmpuint (cairn_layout_get_n_items (layout), ==, n_items);
  cairn_layout_get_bounds (layout, &b);
  g_assert_cmpfloat_with_epsilon (b.x0, bounds->x0, 1e-9);
  g_assert_cmpfloat_with_epsilon (b.y0, bounds->y0, 1e-9);
  g_assert_cmpfloat_with_epsilon (b.x1, bounds->x1, 1e-9);
  g_assert_cmpfloat_with_epsilon (b.y1, bounds->y1, 1e-9);
  for (guint i = 0; i < n_expected; i++)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (layout, expected[i].item);

      g_assert_cmpfloat_with_epsilon (it->x, expected[i].x, 1e-9);
      g_assert_cmpfloat_with_epsilon (it->y, expected[i].y, 1e-9);
      g_assert_cmpuint (it->node, ==, expected[i].node);
    }
}

/* Lays out @search's complete tree through a job and prints what the
 * expectations below were read from, under CAIRN_TEST_PRINT. */
static CairnLayout *
job_layout (CairnSearch *search)
{
  CairnTreeCopy *copy = cairn_tree_copy_new (cairn_search_get_tree (search), FALSE);
  CairnLayoutJob *job = mirror_job (copy, cairn_search_get_tree (search));
  CairnLayout *layout = cairn_layout_job_run (job);

  if (g_getenv ("CAIRN_TEST_PRINT") != NULL)
    {
      CairnRect b;

      cairn_layout_get_bounds (layout, &b);
      g_printerr ("items %u bounds %.17g %.17g %.17g %.17g\n", cairn_layout_get_n_items (layout),
                  b.x0, b.y0, b.x1, b.y1);
      for (guint32 i = 0; i < cairn_layout_get_n_items (layout); i++)
        {
          const CairnLayoutItem *it = cairn_layout_get_item (layout, i);

          g_printerr ("  { %u, %.17g, %.17g, %u },\n", i, it->x, it->y, it->node);
        }
    }
  cairn_layout_job_free (job);
  return layout;
}

/* "...O.X..." with X to move, plain α-β to depth 2. */
static void
test_tictactoe_positions (void)
{
  g_autoptr (CairnSearch) search = new_search ("...O.X...", CAIRN_MODE_PLAIN, 2, 1);
  CairnLayout *layout;

  cairn_search_run (search);
  layout = job_layout (search);
  /* The root at 0, its 7 replies a ply down, their replies (and the
   * ghosts of the moves cut off, item 22 on) two plies down. */
  static const Expected expected[] = {
    { 0, 0, 0, 0 },
    { 1, -10.929999999999996, 1, 1 },
    { 2, -13.429999999999996, 2, 2 },
    { 7, -8.4299999999999962, 2, 7 },
    { 8, -6.1899999999999959, 1, 8 },
    { 12, 0.21000000000000441, 1, 12 },
    { 20, 10.929999999999996, 1, 20 },
    { 21, 9.6899999999999977, 2, 21 },
    { 22, -6.7099999999999964, 2, 8 },
    { 26, -4.9499999999999957, 2, 8 },
    { 49, 12.169999999999998, 2, 20 },
  };
  const CairnRect bounds = { -13.929999999999996, -0.5, 12.389999999999999, 2.5 };

  assert_positions (layout, 50, &bounds, expected, G_N_ELEMENTS (expected));
  cairn_layout_free (layout);
}

/* King and pawn against king, White to move, plain α-β to depth 2. */
static void
test_chess_positions (void)
{
  g_autoptr (CairnSearch) search = new_search ("3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", CAIRN_MODE_PLAIN, 2, 1);
  CairnLayout *layout;

  cairn_search_run (search);
  layout = job_layout (search);
  /* The root, the king's and the pawn's moves, Black's replies and the
   * ghosts of the moves cut off. */
  static const Expected expected[] = {
    { 0, 0, 0, 0 },
    { 1, -8.7800000000000011, 1, 1 },
    { 2, -10.280000000000001, 2, 2 },
    { 3, -9.2800000000000011, 2, 3 },
    { 20, 8.1999999999999993, 2, 20 },
    { 39, 9.9199999999999982, 2, 18 },
    { 40, 10.359999999999999, 2, 18 },
  };
  const CairnRect bounds = { -10.780000000000001, -0.5, 10.58, 2.5 };

  assert_positions (layout, 41, &bounds, expected, G_N_ELEMENTS (expected));
  cairn_layout_free (layout);
}

/* The view's growing tree: copied step by step into the same memory (the
 * mirror copies only what changed), each layout made in the last one's
 * memory, every one the layout of the live tree made afresh. */
static void
test_growth (void)
{
  g_autoptr (CairnSearch) search = new_search (".........", CAIRN_MODE_NULL, 4, 1);
  CairnTreeCopy *copy = cairn_tree_copy_new (cairn_search_get_tree (search), FALSE);
  CairnLayout *layout = NULL;
  guint layouts = 0;

  while (!cairn_search_is_done (search))
    {
      const CairnTree *live;
      CairnLayoutJob *job;
      CairnLayout *fresh;

      for (guint i = 0; i < 31 && !cairn_search_is_done (search); i++)
        cairn_search_step (search);
      live = cairn_search_get_tree (search);
      job = mirror_job (cairn_tree_copy_ref (copy), live);
      job->recycled = g_steal_pointer (&layout);
      layout = cairn_layout_job_run (job);
      g_assert_null (job->recycled);
      fresh = cairn_layout_new (live, &job->options);
      assert_same_layout (layout, fresh);
      cairn_layout_free (fresh);
      cairn_layout_job_free (job);
      layouts++;
    }
  /* The whole tree took many copies. */
  g_assert_cmpuint (layouts, >, 20);
  cairn_layout_free (layout);
  cairn_tree_copy_unref (copy);
}

static guint32
count_shown (const CairnTree   *tree,
             const CairnLayout *layout,
             gpointer           data)
{
  g_assert_true (data == GUINT_TO_POINTER (7));
  return cairn_layout_get_n_shown (layout);
}

/* A complete tree: copied under the guard on the job's thread, the hook
 * run on the layout made; once the view takes the tree away, no layout. */
static void
test_guard (void)
{
  g_autoptr (CairnSearch) search = new_search (".........", CAIRN_MODE_VERIFIED, 4, 1);
  const CairnTree *tree;
  CairnLayoutJob *job;
  CairnLayout *layout, *fresh;

  cairn_search_run (search);
  tree = cairn_search_get_tree (search);
  job = g_new0 (CairnLayoutJob, 1);
  job->tree = cairn_tree_copy_new (tree, TRUE);
  job->guard = cairn_source_guard_new (tree);
  job->n_source = tree->n_nodes;
  job->marks = count_shown;
  job->marks_data = GUINT_TO_POINTER (7);
  cairn_layout_options_init (&job->options);
  layout = cairn_layout_job_run (job);
  fresh = cairn_layout_new (tree, &job->options);
  assert_same_layout (layout, fresh);
  g_assert_cmpuint (job->node_marks, ==, cairn_layout_get_n_shown (fresh));
  g_assert_cmpuint (job->tree->tree->n_nodes, ==, tree->n_nodes);
  /* A shared copy grows no memory for a next copy. */
  g_assert_null (job->grown);
  cairn_layout_free (fresh);
  cairn_layout_free (layout);

  cairn_source_guard_release (job->guard);
  cairn_tree_copy_unref (job->tree);
  job->tree = cairn_tree_copy_new (tree, TRUE);
  g_assert_null (cairn_layout_job_run (job));
  cairn_layout_job_free (job);
}

/* A growing copy near its memory's end: the next copy's room is made on
 * the job's thread, half as much again as the tree. */
static void
test_grown (void)
{
  g_autoptr (CairnSearch) search = new_search (".........", CAIRN_MODE_PLAIN, 3, 1);
  CairnTreeCopy *copy;
  CairnLayoutJob *job;
  CairnLayout *layout;
  guint32 n;

  cairn_search_run (search);
  n = cairn_search_get_tree (search)->n_nodes;
  copy = cairn_tree_copy_new (cairn_search_get_tree (search), FALSE);
  copy->tree->capacity = n;
  copy->tree->nodes = g_new (CairnNode, n);
  job = mirror_job (copy, cairn_search_get_tree (search));
  job->grow_above = n - 1;
  job->next_capacity = n;
  layout = cairn_layout_job_run (job);
  g_assert_nonnull (job->grown);
  g_assert_cmpuint (job->grown_capacity, ==, n + n / 2);
  /* Not above the limit: nothing grown. */
  g_clear_pointer (&job->grown, g_free);
  job->grow_above = n;
  job->recycled = layout;
  layout = cairn_layout_job_run (job);
  g_assert_null (job->grown);
  cairn_layout_free (layout);
  cairn_layout_job_free (job);
}

typedef struct {
  GMainLoop   *loop;
  CairnLayout *layout;
  guint        serial;
} Landed;

static void
on_layout_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Landed *landed = user_data;
  CairnLayoutJob *job = g_task_get_task_data (G_TASK (result));

  landed->serial = job->serial;
  landed->layout = g_task_propagate_pointer (G_TASK (result), NULL);
  g_main_loop_quit (landed->loop);
}

/* On its own thread, as the view runs it: the layout comes back through
 * the task with the job as its data. */
static void
test_thread (void)
{
  g_autoptr (CairnSearch) search = new_search (".........", CAIRN_MODE_NULL, 5, 2);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  Landed landed = { g_main_loop_new (NULL, FALSE), NULL, 0 };
  CairnLayoutOptions options;
  CairnTreeCopy *copy;
  CairnLayoutJob *job;
  CairnLayout *fresh;

  cairn_search_run (search);
  copy = cairn_tree_copy_new (cairn_search_get_tree (search), FALSE);
  job = mirror_job (copy, cairn_search_get_tree (search));
  job->serial = 42;
  options = job->options;
  /* The task owns the job from here. */
  cairn_layout_job_start (job, cancellable, on_layout_done, &landed);
  g_main_loop_run (landed.loop);
  g_assert_cmpuint (landed.serial, ==, 42);
  fresh = cairn_layout_new (cairn_search_get_tree (search), &options);
  assert_same_layout (landed.layout, fresh);
  cairn_layout_free (fresh);
  cairn_layout_free (landed.layout);
  g_main_loop_unref (landed.loop);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/layout/worker/tictactoe-positions", test_tictactoe_positions);
  g_test_add_func ("/layout/worker/chess-positions", test_chess_positions);
  g_test_add_func ("/layout/worker/growth-equals-fresh", test_growth);
  g_test_add_func ("/layout/worker/guard", test_guard);
  g_test_add_func ("/layout/worker/grown-memory", test_grown);
  g_test_add_func ("/layout/worker/thread", test_thread);
  return g_test_run ();
}
