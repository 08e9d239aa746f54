/* test-tree.c — questions asked of the recorded tree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-game-tictactoe.h"
#include "cairn-search.h"
#include "test-util.h"

static void
test_principal_variation (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_PLAIN, 5, 3, ".........", NULL);
  const CairnTree *tree = cairn_search_get_tree (search);
  g_autoptr (GArray) pv = cairn_tree_principal_variation (tree);
  guint32 first;

  g_assert_cmpuint (pv->len, ==, 6);  /* root plus five plies to the horizon */
  g_assert_cmpuint (g_array_index (pv, guint32, 0), ==, 0);
  first = g_array_index (pv, guint32, 1);
  g_assert_cmpuint (tree->nodes[first].move, ==, 4);
  for (guint i = 1; i < pv->len; i++)
    {
      const CairnNode *node = cairn_tree_get (tree, g_array_index (pv, guint32, i));

      g_assert_cmpint (node->value, ==, 12);
      g_assert_cmpuint (node->parent, ==, g_array_index (pv, guint32, i - 1));
    }
  g_assert_cmpint (cairn_tree_get (tree, g_array_index (pv, guint32, 5))->end, ==, CAIRN_END_HEURISTIC);
}

static void
test_count_at_event (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 5, 3, ".........", NULL);
  const CairnTree *tree = cairn_search_get_tree (search);
  guint32 events = (guint32) cairn_search_get_counters (search)->events;

  g_assert_cmpuint (cairn_tree_count_at_event (tree, 0), ==, 1);
  g_assert_cmpuint (cairn_tree_count_at_event (tree, 1), ==, 2);
  g_assert_cmpuint (cairn_tree_count_at_event (tree, events), ==, 803);
  for (guint32 k = 0; k < events; k += 97)
    {
      guint32 n = cairn_tree_count_at_event (tree, k);

      g_assert_cmpuint (tree->nodes[n - 1].created_event, <=, k);
      if (n < tree->n_nodes)
        g_assert_cmpuint (tree->nodes[n].created_event, >, k);
    }
}

/* Stepping a second search to event k gives exactly the nodes and the
 * finished state that the complete tree says existed at k. */
static void
test_reconstruct_earlier_state (void)
{
  g_autoptr (CairnSearch) full = test_run_search (CAIRN_MODE_VERIFIED, 6, 1, "X...O....", "x");
  const CairnTree *tree = cairn_search_get_tree (full);
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) partial = NULL;
  const guint32 stops[] = { 0, 1, 17, 250, 1001 };
  guint32 at = 0;

  test_position ("X...O....", "x", &position);
  test_settings (CAIRN_MODE_VERIFIED, 6, 1, FALSE, &settings);
  partial = cairn_search_new (&position, &settings, TRUE);

  for (guint s = 0; s < G_N_ELEMENTS (stops); s++)
    {
      const CairnTree *pt;
      guint32 n;

      while (at <= stops[s])
        {
          cairn_search_step (partial);
          at++;
        }
      pt = cairn_search_get_tree (partial);
      n = cairn_tree_count_at_event (tree, stops[s]);
      g_assert_cmpuint (pt->n_nodes, ==, n);
      for (guint32 i = 0; i < n; i++)
        {
          gboolean finished = cairn_node_finished_at (&tree->nodes[i], stops[s]);

          g_assert_cmpint (finished, ==, pt->nodes[i].end != CAIRN_END_OPEN);
          if (finished)
            {
              g_assert_cmpint (pt->nodes[i].value, ==, tree->nodes[i].value);
              g_assert_cmpuint (pt->nodes[i].n_ghosts, ==, tree->nodes[i].n_ghosts);
            }
          g_assert_cmpuint (pt->nodes[i].parent, ==, tree->nodes[i].parent);
        }
    }
}

static void
test_lines_and_boards (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  const CairnTree *tree = cairn_search_get_tree (search);
  CairnMove moves[16];
  guint probes = 0;

  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      guint n = cairn_tree_line_to (tree, i, moves, G_N_ELEMENTS (moves));
      CairnBoard board;
      guint marks;

      g_assert_cmpuint (cairn_tree_find_line (tree, moves, n), ==, i);
      cairn_tree_node_board (tree, i, &board);
      marks = (guint) __builtin_popcountll (cairn_ttt_marks (&board)[0] | cairn_ttt_marks (&board)[1]);
      /* Two marks at the root; every real move adds one, a probe none. */
      {
        guint real = 0;

        for (guint k = 0; k < n; k++)
          real += moves[k] != CAIRN_NO_MOVE;
        g_assert_cmpuint (marks, ==, 2 + real);
      }
      if (tree->nodes[i].kind == CAIRN_NODE_NULL_PROBE)
        {
          const CairnNode *parent = &tree->nodes[tree->nodes[i].parent];

          probes++;
          g_assert_cmpuint (parent->first_child, ==, i);  /* a probe comes first */
          g_assert_cmpuint (cairn_tree_probe_child (tree, tree->nodes[i].parent), ==, i);
          g_assert_cmpuint (tree->nodes[i].ply, ==, parent->ply + 2);  /* 1 + R */
          g_assert_cmpint (cairn_node_side (&tree->nodes[i]), !=, cairn_node_side (parent));
        }
    }
  g_assert_cmpuint (probes, ==, 7);

  /* The pitfall's centre move: O's reply node got null-pruned. */
  moves[0] = 4;
  {
    guint32 centre = cairn_tree_find_line (tree, moves, 1);

    g_assert_cmpuint (centre, !=, CAIRN_NO_NODE);
    g_assert_cmpint (tree->nodes[centre].end, ==, CAIRN_END_NULL_PRUNED);
    g_assert_cmpint (tree->nodes[centre].value, ==, 9);
    g_assert_cmpuint (cairn_node_n_ghosts (&tree->nodes[centre]), ==, 6);
    g_assert_true (tree->nodes[tree->nodes[centre].first_child].flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH);
  }
  moves[0] = 7;
  moves[1] = 7;
  g_assert_cmpuint (cairn_tree_find_line (tree, moves, 2), ==, CAIRN_NO_NODE);
}

static void
test_subtree_size (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_PLAIN, 4, 1, ".........", NULL);
  const CairnTree *tree = cairn_search_get_tree (search);
  guint32 total = 1;

  g_assert_cmpuint (cairn_tree_subtree_size (tree, 0), ==, tree->n_nodes);
  for (guint32 c = tree->nodes[0].first_child; c != CAIRN_NO_NODE; c = tree->nodes[c].next_sibling)
    {
      guint32 counted = 0;

      /* Count descendants by walking parents: the slow, obvious way. */
      for (guint32 i = 0; i < tree->n_nodes; i++)
        for (guint32 a = i; a != CAIRN_NO_NODE; a = tree->nodes[a].parent)
          if (a == c)
            {
              counted++;
              break;
            }
      g_assert_cmpuint (cairn_tree_subtree_size (tree, c), ==, counted);
      total += counted;
    }
  g_assert_cmpuint (total, ==, tree->n_nodes);
}

static void
test_verified_flags (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_VERIFIED, 5, 3, ".........", NULL);
  const CairnTree *tree = cairn_search_get_tree (search);
  guint suspected = 0, verified = 0;

  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *node = &tree->nodes[i];

      if (node->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED)
        suspected++;
      if (node->end == CAIRN_END_NULL_VERIFIED)
        verified++;
      if (node->end == CAIRN_END_NULL_PRUNED)
        g_assert_false (node->flags & CAIRN_NODE_FLAG_VERIFY);
    }
  g_assert_cmpuint (suspected, ==, 7);
  g_assert_cmpuint (verified + cairn_search_get_counters (search)->re_searches, ==, suspected);
}

/* A tree's nodes double; in a program that keeps large trees mapped (the
 * window), past 1 MB they jump to the size glibc maps on its own, so they
 * grow in place from there (not copied megabytes at a time in the middle
 * of a stepper dispatch). */
static void
test_grown_capacity (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_PLAIN, 7, 1, NULL, NULL);
  const CairnTree *tree = cairn_search_get_tree (search);
  guint32 mapped = CAIRN_TREE_MAPPED_BYTES / sizeof (CairnNode);

  g_assert_cmpuint (sizeof (CairnNode), ==, 32);
  g_assert_cmpuint (cairn_tree_grown_capacity (0), ==, 1024);
  g_assert_cmpuint (cairn_tree_grown_capacity (1024), ==, 2048);
  g_assert_cmpuint (cairn_tree_grown_capacity (32768), ==, 65536);
  /* Empty board, depth 7: 11,178 nodes, in the doubling steps. */
  g_assert_cmpuint (tree->n_nodes, ==, 11178);
  g_assert_cmpuint (tree->capacity, ==, 16384);

  cairn_tree_keep_large_trees_mapped ();
  /* 32,768 nodes are exactly 1 MB: still doubled. */
  g_assert_cmpuint (cairn_tree_grown_capacity (16384), ==, 32768);
  g_assert_cmpuint (cairn_tree_grown_capacity (32768), ==, mapped);
  g_assert_cmpuint (mapped, ==, 524288);
  g_assert_cmpuint (cairn_tree_grown_capacity (mapped), ==, 2 * mapped);
  g_assert_cmpuint (cairn_tree_grown_capacity (G_MAXUINT32 / 2 + 1), ==, G_MAXUINT32);
}

/* Whether @p lies in the heap glibc grows with brk (Linux's "[heap]"). */
static gboolean
in_heap (gconstpointer p)
{
  g_autofree char *maps = NULL;
  g_auto (GStrv) lines = NULL;

  if (!g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL))
    return FALSE;
  lines = g_strsplit (maps, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint64 start, end;
      char *dash;

      if (strstr (lines[i], "[heap]") == NULL)
        continue;
      start = g_ascii_strtoull (lines[i], &dash, 16);
      end = g_ascii_strtoull (dash + 1, NULL, 16);
      if ((guint64) (guintptr) p >= start && (guint64) (guintptr) p < end)
        return TRUE;
    }
  return FALSE;
}

/* With large trees kept mapped, a tree that jumps to 16 MB of nodes is in
 * a block of its own, off the heap, so it grows in place from there: even
 * right after the heap had room for it (a block as big freed at its top). */
static void
test_big_tree_mapped (void)
{
  g_autoptr (CairnSearch) search = NULL;
  const CairnTree *tree;
  gpointer room[4];

  cairn_tree_keep_large_trees_mapped ();
  /* 40 MB of heap, freed: room at the heap's top for the 16 MB jump. */
  for (guint i = 0; i < G_N_ELEMENTS (room); i++)
    room[i] = g_malloc (10 * 1024 * 1024);
  for (guint i = 0; i < G_N_ELEMENTS (room); i++)
    g_free (room[i]);
  search = test_run_search (CAIRN_MODE_NULL, 9, 1, NULL, NULL);
  tree = cairn_search_get_tree (search);
  g_assert_cmpuint (tree->n_nodes, ==, 80790);
  g_assert_cmpuint (tree->capacity, ==, CAIRN_TREE_MAPPED_BYTES / sizeof (CairnNode));
  g_assert_false (in_heap (tree->nodes));
}

/* How many nodes of @tree are exact, lower and upper bounds. */
static void
count_bounds (const CairnTree *tree,
              guint            counts[3])
{
  counts[0] = counts[1] = counts[2] = 0;
  for (guint32 i = 0; i < tree->n_nodes; i++)
    counts[cairn_node_bound (cairn_tree_get (tree, i))]++;
}

/* A plain minimax of the node's position to the same depth limit, from
 * the game's own rules: the true value a bound is a bound of. */
static int
true_value (const CairnGame  *game,
            const CairnBoard *board,
            CairnSide         side,
            guint             ply,
            guint             limit)
{
  CairnMove moves[CAIRN_MAX_MOVES];
  guint n;
  int score, best;

  if (game->terminal (board, side, ply, &score))
    return score;
  if (ply >= limit)
    return game->evaluate (board);
  n = game->legal_moves (board, side, moves);
  best = side == CAIRN_SIDE_X ? G_MININT : G_MAXINT;
  for (guint i = 0; i < n; i++)
    {
      CairnBoard next = *board;
      int v;

      game->play (&next, side, moves[i]);
      v = true_value (game, &next, cairn_side_other (side), ply + 1, limit);
      best = side == CAIRN_SIDE_X ? MAX (best, v) : MIN (best, v);
    }
  return best;
}

/* Every node's claim checked against the truth: in a plain search (which
 * prunes soundly) an exact value is the node's minimax value to the same
 * depth limit, a lower bound is at most it, an upper bound at least it. */
static void
assert_bounds_sound (const CairnTree *tree,
                     guint            counts[3])
{
  const CairnGame *game = cairn_tree_game (tree);

  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *n = cairn_tree_get (tree, i);
      CairnBoard board;
      int truth;

      cairn_tree_node_board (tree, i, &board);
      truth = true_value (game, &board, cairn_node_side (n), n->ply, tree->settings.depth);
      switch (cairn_node_bound (n))
        {
        case CAIRN_BOUND_EXACT:
          g_assert_cmpint (n->value, ==, truth);
          break;
        case CAIRN_BOUND_LOWER:
          g_assert_cmpint (n->value, <=, truth);
          break;
        case CAIRN_BOUND_UPPER:
        default:
          g_assert_cmpint (n->value, >=, truth);
          break;
        }
    }
  count_bounds (tree, counts);
}

/* The rule on the seed's pitfall (`...O.X...`, X, d3, R1), node by node. */
static void
test_bounds_pitfall (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  g_autoptr (CairnSearch) plain = test_run_search (CAIRN_MODE_PLAIN, 3, 1, "...O.X...", "x");
  const CairnTree *tree = cairn_search_get_tree (search);
  g_autoptr (GArray) pv = cairn_tree_principal_variation (tree);
  guint counts[3];
  const struct {
    guint32      node;
    CairnNodeEnd end;
    int          value;
    CairnBound   bound;
  } nodes[] = {
    { 0, CAIRN_END_EXACT, 9, CAIRN_BOUND_EXACT },          /* the root: full window */
    { 2, CAIRN_END_HEURISTIC, 9, CAIRN_BOUND_EXACT },      /* a probe on the horizon */
    { 15, CAIRN_END_CUTOFF, 15, CAIRN_BOUND_LOWER },       /* max node, 15 ≥ β = 12 */
    { 28, CAIRN_END_NULL_PRUNED, 9, CAIRN_BOUND_UPPER },   /* min node, returns α = 9 */
    { 30, CAIRN_END_EXACT, 9, CAIRN_BOUND_UPPER },         /* min node, the last move reached α */
    { 51, CAIRN_END_EXACT, 9, CAIRN_BOUND_UPPER },         /* max node, every move failed low */
    { 63, CAIRN_END_CUTOFF, 9, CAIRN_BOUND_UPPER },        /* min node, 9 ≤ α = 9 */
    { 41, CAIRN_END_EXACT, 15, CAIRN_BOUND_EXACT },        /* inside its window (9, 18) */
  };

  g_assert_cmpuint (tree->n_nodes, ==, 79);
  count_bounds (tree, counts);
  g_assert_cmpuint (counts[CAIRN_BOUND_EXACT], ==, 64);
  g_assert_cmpuint (counts[CAIRN_BOUND_LOWER], ==, 7);
  g_assert_cmpuint (counts[CAIRN_BOUND_UPPER], ==, 8);
  for (guint i = 0; i < G_N_ELEMENTS (nodes); i++)
    {
      const CairnNode *n = cairn_tree_get (tree, nodes[i].node);

      g_assert_cmpint (n->end, ==, nodes[i].end);
      g_assert_cmpint (n->value, ==, nodes[i].value);
      g_assert_cmpint (cairn_node_bound (n), ==, nodes[i].bound);
    }
  /* Every null prune and every cutoff returns a bound. */
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *n = cairn_tree_get (tree, i);

      if (n->end == CAIRN_END_CUTOFF || n->end == CAIRN_END_NULL_PRUNED)
        g_assert_cmpint (cairn_node_bound (n), !=, CAIRN_BOUND_EXACT);
    }
  /* The principal variation and the root value stay exact. */
  g_assert_cmpuint (pv->len, ==, 4);
  for (guint i = 0; i < pv->len; i++)
    g_assert_cmpint (cairn_node_bound (cairn_tree_get (tree, g_array_index (pv, guint32, i))), ==,
                     CAIRN_BOUND_EXACT);

  /* Plain alpha-beta on the same position: every claim true. */
  g_assert_cmpuint (cairn_search_get_tree (plain)->n_nodes, ==, 122);
  assert_bounds_sound (cairn_search_get_tree (plain), counts);
  g_assert_cmpuint (counts[CAIRN_BOUND_EXACT], ==, 100);
  g_assert_cmpuint (counts[CAIRN_BOUND_LOWER], ==, 12);
  g_assert_cmpuint (counts[CAIRN_BOUND_UPPER], ==, 10);
}

/* The rule itself, value by value, and on the empty board's searches. */
static void
test_bounds_rule (void)
{
  g_autoptr (CairnSearch) plain = test_run_search (CAIRN_MODE_PLAIN, 5, 3, NULL, NULL);
  g_autoptr (CairnSearch) minimax = test_run_search (CAIRN_MODE_MINIMAX, 4, 3, NULL, NULL);
  g_autoptr (CairnSearch) verified = test_run_search (CAIRN_MODE_VERIFIED, 5, 3, NULL, NULL);
  guint counts[3];

  g_assert_cmpint (cairn_bound_of (CAIRN_END_CUTOFF, 3, 12, 12), ==, CAIRN_BOUND_LOWER);
  g_assert_cmpint (cairn_bound_of (CAIRN_END_CUTOFF, 3, 12, 3), ==, CAIRN_BOUND_UPPER);
  g_assert_cmpint (cairn_bound_of (CAIRN_END_EXACT, 3, 12, 4), ==, CAIRN_BOUND_EXACT);
  g_assert_cmpint (cairn_bound_of (CAIRN_END_EXACT, 3, 12, -20), ==, CAIRN_BOUND_UPPER);
  g_assert_cmpint (cairn_bound_of (CAIRN_END_NULL_PRUNED, 3, 12, 12), ==, CAIRN_BOUND_LOWER);
  g_assert_cmpint (cairn_bound_of (CAIRN_END_NULL_VERIFIED, 3, 12, 40), ==, CAIRN_BOUND_LOWER);
  /* Leaves are exact whatever their window. */
  g_assert_cmpint (cairn_bound_of (CAIRN_END_HEURISTIC, 3, 12, 40), ==, CAIRN_BOUND_EXACT);
  g_assert_cmpint (cairn_bound_of (CAIRN_END_TERMINAL, 3, 12, -9), ==, CAIRN_BOUND_EXACT);
  /* A zero window (a probe's, in engines) has no room for an exact value. */
  g_assert_cmpint (cairn_bound_of (CAIRN_END_EXACT, 11, 12, 11), ==, CAIRN_BOUND_UPPER);
  g_assert_cmpstr (cairn_bound_to_string (CAIRN_BOUND_LOWER), ==, "lower");
  g_assert_cmpstr (cairn_bound_to_string (CAIRN_BOUND_UPPER), ==, "upper");
  g_assert_cmpstr (cairn_bound_to_string (CAIRN_BOUND_EXACT), ==, "exact");

  g_assert_cmpuint (cairn_search_get_tree (plain)->n_nodes, ==, 1787);
  assert_bounds_sound (cairn_search_get_tree (plain), counts);
  g_assert_cmpuint (counts[CAIRN_BOUND_EXACT], ==, 1350);
  g_assert_cmpuint (counts[CAIRN_BOUND_LOWER], ==, 239);
  g_assert_cmpuint (counts[CAIRN_BOUND_UPPER], ==, 198);

  /* Minimax never narrows the window: nothing is a bound. */
  assert_bounds_sound (cairn_search_get_tree (minimax), counts);
  g_assert_cmpuint (counts[CAIRN_BOUND_LOWER] + counts[CAIRN_BOUND_UPPER], ==, 0);

  g_assert_cmpuint (cairn_search_get_tree (verified)->n_nodes, ==, 909);
  count_bounds (cairn_search_get_tree (verified), counts);
  g_assert_cmpuint (counts[CAIRN_BOUND_EXACT], ==, 647);
  g_assert_cmpuint (counts[CAIRN_BOUND_LOWER], ==, 163);
  g_assert_cmpuint (counts[CAIRN_BOUND_UPPER], ==, 99);
  g_assert_cmpint (cairn_node_bound (cairn_tree_get (cairn_search_get_tree (verified), 0)), ==,
                   CAIRN_BOUND_EXACT);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tree/principal-variation", test_principal_variation);
  g_test_add_func ("/tree/count-at-event", test_count_at_event);
  g_test_add_func ("/tree/reconstruct-earlier-state", test_reconstruct_earlier_state);
  g_test_add_func ("/tree/lines-and-boards", test_lines_and_boards);
  g_test_add_func ("/tree/subtree-size", test_subtree_size);
  g_test_add_func ("/tree/verified-flags", test_verified_flags);
  g_test_add_func ("/tree/bounds-pitfall", test_bounds_pitfall);
  g_test_add_func ("/tree/bounds-rule", test_bounds_rule);
  g_test_add_func ("/tree/grown-capacity", test_grown_capacity);
  g_test_add_func ("/tree/big-tree-mapped", test_big_tree_mapped);
  return g_test_run ();
}
