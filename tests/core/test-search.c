/* test-search.c — the seed's figures to the node, DESIGN §1's checks, and
 * invariants of the search over many positions and settings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-tictactoe.h"
#include "cairn-search.h"
#include "test-util.h"

typedef struct {
  const char *cells;
  const char *to_move;
  CairnMode   mode;
  guint       depth;
  guint       reduction;
  gboolean    guard;
  guint64     nodes;
  int         value;
  int         best_move;
  gint64      verifications;  /* -1: not checked */
} SeedCase;

static const SeedCase seed_cases[] = {
  /* The seed page: empty board, depth 5, R 3: 1,787 plain vs 803 null. */
  { ".........", NULL, CAIRN_MODE_PLAIN,    5, 3, FALSE,   1787, 12, 4, -1 },
  { ".........", NULL, CAIRN_MODE_NULL,     5, 3, FALSE,    803, 12, 4, -1 },
  /* Depth 3, R 1: 167 vs 78 (53.3 % fewer). */
  { ".........", NULL, CAIRN_MODE_PLAIN,    3, 1, FALSE,    167, 15, 4, -1 },
  { ".........", NULL, CAIRN_MODE_NULL,     3, 1, FALSE,     78, 15, 4, -1 },
  /* Depth 9: R 1 costs 3.9×, R 4 saves 8.8 %; all agree on the value. */
  { ".........", NULL, CAIRN_MODE_PLAIN,    9, 1, FALSE,  20866,  0, 0, -1 },
  { ".........", NULL, CAIRN_MODE_NULL,     9, 1, FALSE,  80790,  0, 0, -1 },
  { ".........", NULL, CAIRN_MODE_NULL,     9, 4, FALSE,  19036,  0, 0, -1 },
  /* The pitfall: O at 3, X at 5, X to move, depth 3, R 1. */
  { "...O.X...", "x",  CAIRN_MODE_PLAIN,    3, 1, FALSE,    122, 12, 4, -1 },
  { "...O.X...", "x",  CAIRN_MODE_NULL,     3, 1, FALSE,     79,  9, 0, -1 },
  { "...O.X...", "x",  CAIRN_MODE_NULL,     3, 1, TRUE,     122, 12, 4, -1 },
  /* DESIGN §1: verified null move, empty board d5 R3. */
  { ".........", NULL, CAIRN_MODE_VERIFIED, 5, 3, FALSE,    909, 12, 4,  7 },
  /* DESIGN §1: minimax to depth 9. */
  { ".........", NULL, CAIRN_MODE_MINIMAX,  9, 3, FALSE, 549946,  0, 0, -1 },
  /* Our own: a won position is a one-node search with no move. */
  { "XXXOO....", "o",  CAIRN_MODE_NULL,     5, 1, FALSE,      1,  10, -1, -1 },
  /* A full board, drawn. */
  { "XOXXOOOXX", "o",  CAIRN_MODE_PLAIN,    9, 1, FALSE,      1,  0, -1, -1 },
  /* O to move wins at once with cell 2 (diagonal) or 8 (row): the
   * earliest of equal moves is the best move. */
  { "XX.XO.OO.", "o",  CAIRN_MODE_PLAIN,    9, 1, FALSE,      0, -9, 2, -1 },
};

static void
test_seed_figures (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (seed_cases); i++)
    {
      const SeedCase *c = &seed_cases[i];
      CairnPosition position;
      CairnSettings settings;
      g_autoptr (CairnSearch) search = NULL;
      const CairnCounters *counters;

      g_test_message ("case %u: %s %s d%u R%u guard=%d", i, c->cells,
                      cairn_mode_to_string (c->mode), c->depth, c->reduction, c->guard);
      test_position (c->cells, c->to_move, &position);
      test_settings (c->mode, c->depth, c->reduction, c->guard, &settings);
      search = cairn_search_new (&position, &settings, TRUE);
      cairn_search_run (search);
      counters = cairn_search_get_counters (search);

      if (c->nodes != 0)
        g_assert_cmpuint (counters->nodes, ==, c->nodes);
      g_assert_cmpint (counters->value, ==, c->value);
      g_assert_cmpint (counters->best_move, ==, c->best_move);
      if (c->verifications >= 0)
        g_assert_cmpuint (counters->verifications, ==, (guint64) c->verifications);
      g_assert_cmpuint (cairn_search_get_tree (search)->n_nodes, ==, counters->nodes);
    }
}

/* The seed's pitfall, move by move: plain finds 12 only at the centre and
 * nothing else above 9; null move settles for cell 0 at 9. */
static void
test_pitfall_moves (void)
{
  CairnPosition position;
  CairnSettings settings;
  const int expected_best[] = { 4, 0, 4 };
  const CairnMode modes[] = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, CAIRN_MODE_NULL };
  const gboolean guards[] = { FALSE, FALSE, TRUE };

  test_position ("...O.X...", "x", &position);
  for (guint i = 0; i < 3; i++)
    {
      CairnCounters counters;

      test_settings (modes[i], 3, 1, guards[i], &settings);
      cairn_search_count (&position, &settings, &counters);
      g_assert_cmpint (counters.best_move, ==, expected_best[i]);
    }

  /* Each of X's seven replies searched on its own with plain alpha-beta:
   * the centre is worth 12, none of the others clears 9. */
  test_settings (CAIRN_MODE_PLAIN, 3, 1, FALSE, &settings);
  for (guint move = 0; move < 9; move++)
    {
      CairnPosition child = position;
      CairnSettings shallower = settings;
      CairnCounters counters;

      if (move == 3 || move == 5)
        continue;
      cairn_position_set_cell (&child, move, CAIRN_CELL_X);
      child.to_move = CAIRN_SIDE_O;
      shallower.depth = 2;
      cairn_search_count (&child, &shallower, &counters);
      if (move == 4)
        g_assert_cmpint (counters.value, ==, 12);
      else
        g_assert_cmpint (counters.value, <=, 9);
    }
}

static void
test_counters_exact (void)
{
  CairnPosition position;
  CairnSettings settings;
  CairnCounters c;

  test_position (".........", NULL, &position);

  test_settings (CAIRN_MODE_NULL, 5, 3, FALSE, &settings);
  cairn_search_count (&position, &settings, &c);
  g_assert_cmpuint (c.null_probes, ==, 9);
  g_assert_cmpuint (c.null_prunes, ==, 7);
  g_assert_cmpuint (c.cutoffs, ==, 165);

  test_settings (CAIRN_MODE_PLAIN, 5, 3, FALSE, &settings);
  cairn_search_count (&position, &settings, &c);
  g_assert_cmpuint (c.null_probes, ==, 0);
  g_assert_cmpuint (c.cutoffs, ==, 309);

  test_settings (CAIRN_MODE_MINIMAX, 4, 3, FALSE, &settings);
  cairn_search_count (&position, &settings, &c);
  /* 1 + 9 + 72 + 504 + 3024: no pruning, no win before ply 5. */
  g_assert_cmpuint (c.nodes, ==, 3610);
  g_assert_cmpuint (c.cutoffs, ==, 0);
}

static void
test_adaptive_reduction (void)
{
  CairnPosition position;
  CairnSettings fixed, adaptive;
  CairnCounters a, b;

  test_position (".........", NULL, &position);
  /* At depth 5 no node has more than 6 plies left below the root's
   * children, so adaptive R is R = 2 everywhere. */
  test_settings (CAIRN_MODE_NULL, 5, 2, FALSE, &fixed);
  test_settings (CAIRN_MODE_NULL, 5, CAIRN_REDUCTION_ADAPTIVE, FALSE, &adaptive);
  cairn_search_count (&position, &fixed, &a);
  cairn_search_count (&position, &adaptive, &b);
  g_assert_cmpuint (a.nodes, ==, b.nodes);
  g_assert_cmpuint (a.nodes, ==, 1899);

  /* At depth 9, plies 1 and 2 have 8 and 7 plies left: R = 3 there. */
  test_settings (CAIRN_MODE_NULL, 9, CAIRN_REDUCTION_ADAPTIVE, FALSE, &adaptive);
  test_settings (CAIRN_MODE_NULL, 9, 2, FALSE, &fixed);
  cairn_search_count (&position, &adaptive, &a);
  cairn_search_count (&position, &fixed, &b);
  g_assert_cmpuint (a.nodes, !=, b.nodes);
  g_assert_cmpint (a.value, ==, 0);
}

/* Every interior node that was not null-pruned carries the max (X to
 * move) or min (O) of its final pass's searched children; leaves carry
 * their own evaluation. */
static void
check_tree_values (const CairnTree *tree,
                   CairnMode        mode)
{
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *node = cairn_tree_get (tree, i);
      gboolean re_searched = (node->flags & CAIRN_NODE_FLAG_RE_SEARCHED) != 0;
      gboolean max = cairn_node_is_max (node);
      int best = max ? -CAIRN_VALUE_INFINITY : CAIRN_VALUE_INFINITY;
      guint n_children = 0;

      g_assert_cmpint (node->end, !=, CAIRN_END_OPEN);
      if (node->end == CAIRN_END_HEURISTIC || node->end == CAIRN_END_TERMINAL ||
          node->end == CAIRN_END_NULL_PRUNED)
        continue;

      for (guint32 c = node->first_child; c != CAIRN_NO_NODE; c = tree->nodes[c].next_sibling)
        {
          const CairnNode *child = cairn_tree_get (tree, c);

          g_assert_cmpuint (child->parent, ==, i);
          if (child->kind == CAIRN_NODE_NULL_PROBE)
            continue;
          if (re_searched && !(child->flags & CAIRN_NODE_FLAG_IN_RE_SEARCH))
            continue;
          n_children++;
          best = max ? MAX (best, child->value) : MIN (best, child->value);
        }
      g_assert_cmpuint (n_children, >, 0);
      if (mode != CAIRN_MODE_VERIFIED)
        g_assert_cmpint (node->value, ==, best);
      /* Ghosts and searched children together are the legal moves. */
      {
        CairnMove moves[CAIRN_MAX_MOVES];
        CairnBoard board;

        cairn_tree_node_board (tree, i, &board);
        g_assert_cmpuint (n_children + cairn_node_n_ghosts (node), ==,
                          cairn_tree_game (tree)->legal_moves (&board, cairn_node_side (node), moves));
      }
    }
}

static void
test_invariants (void)
{
  g_autoptr (GPtrArray) positions = test_all_positions ();
  const CairnMode modes[] = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED, CAIRN_MODE_MINIMAX };
  const guint reductions[] = { 1, 2, 3, CAIRN_REDUCTION_ADAPTIVE };
  guint checked = 0;

  /* A spread of the 5,478 legal positions (both sides where legal). */
  for (guint p = 0; p < positions->len; p += 37)
    {
      const CairnPosition *position = g_ptr_array_index (positions, p);

      for (guint depth = 1; depth <= 9; depth += 2)
        for (guint r = 0; r < G_N_ELEMENTS (reductions); r++)
          {
            CairnCounters results[G_N_ELEMENTS (modes)];

            for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
              {
                CairnSettings settings;
                g_autoptr (CairnSearch) stepped = NULL;
                g_autoptr (CairnSearch) run = NULL;
                guint64 probes_begun = 0;
                const CairnEvent *e;

                test_settings (modes[m], depth, reductions[r], (p / 37) % 2 == 1, &settings);
                run = cairn_search_new (position, &settings, TRUE);
                cairn_search_run (run);
                stepped = cairn_search_new (position, &settings, TRUE);
                do
                  {
                    e = cairn_search_step (stepped);
                    if (e->type == CAIRN_EVENT_NULL_PROBE_BEGUN)
                      probes_begun++;
                  }
                while (e->type != CAIRN_EVENT_DONE);

                results[m] = *cairn_search_get_counters (run);
                g_assert_cmpuint (cairn_search_get_tree (run)->n_nodes, ==, results[m].nodes);
                g_assert_cmpuint (probes_begun, ==, results[m].null_probes);
                test_assert_same_search (run, stepped);
                check_tree_values (cairn_search_get_tree (run), modes[m]);
                checked++;
              }

            /* plain and minimax agree on value and best move. */
            g_assert_cmpint (results[0].value, ==, results[3].value);
            g_assert_cmpint (results[0].best_move, ==, results[3].best_move);
            /* without null move, pruning only ever saves nodes */
            g_assert_cmpuint (results[0].nodes, <=, results[3].nodes);
          }
    }
  g_assert_cmpuint (checked, >, 1000);
}

static void
test_count_only_matches_recorded (void)
{
  CairnPosition position;
  CairnSettings settings;
  CairnCounters counted;
  g_autoptr (CairnSearch) recorded = NULL;

  test_position ("X...O....", "x", &position);
  test_settings (CAIRN_MODE_VERIFIED, 7, 1, FALSE, &settings);
  cairn_search_count (&position, &settings, &counted);
  recorded = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (recorded);
  g_assert_cmpmem (&counted, sizeof counted, cairn_search_get_counters (recorded), sizeof counted);
}

static void
test_node_cap (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnEvent *e;

  test_position (".........", NULL, &position);
  test_settings (CAIRN_MODE_MINIMAX, 9, 1, FALSE, &settings);
  settings.node_cap = 1000;
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  g_assert_true (cairn_search_is_done (search));
  g_assert_true (cairn_search_is_aborted (search));
  g_assert_cmpuint (cairn_search_get_counters (search)->nodes, ==, 1000);
  e = cairn_search_step (search);
  g_assert_cmpint (e->type, ==, CAIRN_EVENT_ABORTED);
}

static void
test_reset (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  g_autoptr (CairnSearch) fresh = NULL;

  test_position (".........", NULL, &position);
  test_settings (CAIRN_MODE_NULL, 5, 3, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  for (guint i = 0; i < 500; i++)
    cairn_search_step (search);
  cairn_search_reset (search);
  g_assert_cmpuint (cairn_search_get_counters (search)->nodes, ==, 0);
  cairn_search_run (search);
  fresh = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (fresh);
  test_assert_same_search (search, fresh);
}

static void
test_event_stream_shape (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  guint counts[CAIRN_N_EVENT_TYPES] = { 0 };
  guint32 expected_index = 0;
  const CairnEvent *e;

  test_position (".........", NULL, &position);
  test_settings (CAIRN_MODE_NULL, 5, 3, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  do
    {
      e = cairn_search_step (search);
      g_assert_cmpuint (e->index, ==, expected_index++);
      counts[e->type]++;
    }
  while (e->type != CAIRN_EVENT_DONE);

  /* Every node is entered (root and moves) or begun (probes) once, and
   * finishes once, as a leaf or by exiting. */
  g_assert_cmpuint (counts[CAIRN_EVENT_NODE_ENTERED] + counts[CAIRN_EVENT_NULL_PROBE_BEGUN], ==, 803);
  g_assert_cmpuint (counts[CAIRN_EVENT_LEAF] + counts[CAIRN_EVENT_NODE_EXITED], ==, 803);
  g_assert_cmpuint (counts[CAIRN_EVENT_NULL_PROBE_RESOLVED], ==, 9);
  g_assert_cmpuint (counts[CAIRN_EVENT_NULL_PRUNE], ==, 7);
  g_assert_cmpuint (counts[CAIRN_EVENT_CUTOFF], ==, 165);
  g_assert_cmpuint (counts[CAIRN_EVENT_DONE], ==, 1);
  g_assert_cmpuint (cairn_search_get_counters (search)->events, ==, expected_index);

  /* Stepping past the end keeps answering "done" without counting. */
  e = cairn_search_step (search);
  g_assert_cmpint (e->type, ==, CAIRN_EVENT_DONE);
  g_assert_cmpuint (cairn_search_get_counters (search)->events, ==, expected_index);
}

/* R = 0, the finder's tool: a probe searches as deep as a real move
 * (it lands at ply + 1), is tried wherever ply + 0 < limit, and the guard
 * skips it where ply + 1 would be the horizon.  Checked on every probe
 * of a recorded search, with and without the guard. */
static void
test_reduction_zero (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (GError) error = NULL;
  guint64 probes[2] = { 0, 0 }, on_horizon[2] = { 0, 0 };

  test_position (".........", NULL, &position);
  for (guint guard = 0; guard < 2; guard++)
    {
      g_autoptr (CairnSearch) s = NULL;
      const CairnEvent *e;

      test_settings (CAIRN_MODE_NULL, 4, CAIRN_REDUCTION_NONE, guard, &settings);
      g_assert_true (cairn_settings_validate (&settings, NULL, NULL));
      s = cairn_search_new (&position, &settings, TRUE);
      do
        {
          e = cairn_search_step (s);
          if (e->type == CAIRN_EVENT_NULL_PROBE_BEGUN)
            {
              const CairnNode *probe = cairn_tree_get (cairn_search_get_tree (s), e->other);

              probes[guard]++;
              g_assert_cmpuint (e->ply, ==, e->parent_ply + 1u);
              g_assert_cmpuint (probe->ply, ==, e->parent_ply + 1u);
              g_assert_cmpuint (e->parent_ply, <, settings.depth);
              if (e->ply == settings.depth)
                on_horizon[guard]++;
            }
        }
      while (e->type != CAIRN_EVENT_DONE);
      g_assert_cmpuint (cairn_search_get_counters (s)->null_probes, ==, probes[guard]);
    }
  /* Without the guard some probes land on the horizon; with it none. */
  g_assert_cmpuint (on_horizon[0], >, 0);
  g_assert_cmpuint (on_horizon[1], ==, 0);
  g_assert_cmpuint (probes[1], >, 0);
  g_assert_cmpuint (probes[1], <, probes[0]);

  /* Every depth-1 search: no node below the root may probe at all. */
  test_settings (CAIRN_MODE_NULL, 1, CAIRN_REDUCTION_NONE, FALSE, &settings);
  {
    CairnCounters c;

    cairn_search_count (&position, &settings, &c);
    g_assert_cmpuint (c.null_probes, ==, 0);
  }

  /* R = 0 is valid for the search, but people still choose only R 1–8
   * or adaptive: the messages say so, unchanged. */
  settings.reduction = CAIRN_REDUCTION_MAX + 1;
  g_assert_false (cairn_settings_validate (&settings, NULL, &error));
  g_assert_cmpstr (error->message, ==, "Invalid reduction R 9: use a whole number from 1 to 8, or adaptive");
  g_clear_error (&error);
  {
    guint r;

    g_assert_false (cairn_reduction_parse ("0", &r, NULL));
    g_assert_true (cairn_reduction_parse ("adaptive", &r, NULL));
    g_assert_cmpuint (r, ==, CAIRN_REDUCTION_ADAPTIVE);
    g_assert_cmpuint (r, !=, CAIRN_REDUCTION_NONE);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/seed-figures", test_seed_figures);
  g_test_add_func ("/search/pitfall-moves", test_pitfall_moves);
  g_test_add_func ("/search/counters-exact", test_counters_exact);
  g_test_add_func ("/search/adaptive-reduction", test_adaptive_reduction);
  g_test_add_func ("/search/reduction-zero", test_reduction_zero);
  g_test_add_func ("/search/invariants", test_invariants);
  g_test_add_func ("/search/count-only-matches-recorded", test_count_only_matches_recorded);
  g_test_add_func ("/search/node-cap", test_node_cap);
  g_test_add_func ("/search/reset", test_reset);
  g_test_add_func ("/search/event-stream-shape", test_event_stream_shape);
  return g_test_run ();
}
