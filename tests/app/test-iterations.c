/* test-iterations.c — which iteration of iterative deepening an event
 * belongs to, and its tree (src/app/pane/cairn-iterations.c), with no
 * window.  The expected iteration is read from the event stream itself:
 * a root entered (ply 0) begins the next iteration, and its detail gives
 * that iteration's depth limit; the function under test reads the trees'
 * first nodes instead, so the two routes check each other.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-iterations.h"
#include "cairn-games.h"
#include "cairn-search.h"

/* Kiwipete: many captures, so every iteration has a tree of its own size. */
#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

static CairnSearch *
new_search (guint parts,
            guint depth)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (GError) error = NULL;

  g_assert_true (cairn_position_parse (KIWIPETE, NULL, &position, &error));
  g_assert_no_error (error);
  cairn_settings_init_default (&settings);
  settings.mode = CAIRN_MODE_NULL;
  settings.depth = depth;
  settings.reduction = 2;
  settings.engine_parts = parts;
  return cairn_search_new (&position, &settings, TRUE);
}

/* Every event of a depth-3 search with every part of the engine style:
 * its iteration as the stream says, and that iteration's tree. */
static void
test_by_event (void)
{
  CairnSearch *search = new_search (CAIRN_ENGINE_PARTS_ALL, 3);
  g_autoptr (GArray) iteration_of = g_array_new (FALSE, FALSE, sizeof (guint));
  guint current = 0;

  g_assert_true (cairn_iterations_in (search));
  while (!cairn_search_is_done (search))
    {
      const CairnEvent *e = cairn_search_step (search);

      if (e->type == CAIRN_EVENT_NODE_ENTERED && e->ply == 0)
        {
          current++;
          /* Iteration i searches to depth i. */
          g_assert_cmpuint (e->detail, ==, current);
        }
      g_assert_cmpuint (e->index, ==, iteration_of->len);
      g_array_append_val (iteration_of, current);
    }
  g_assert_cmpuint (current, ==, 3);
  g_assert_cmpuint (cairn_search_n_iteration_trees (search), ==, 3);
  g_assert_cmpuint (cairn_search_get_counters (search)->n_iterations, ==, 3);

  for (guint32 event = 0; event < iteration_of->len; event++)
    {
      guint i = g_array_index (iteration_of, guint, event);

      g_assert_cmpuint (cairn_iterations_at_event (search, event), ==, i);
      g_assert_true (cairn_iterations_tree_at_event (search, event) ==
                     cairn_search_get_iteration_tree (search, i - 1));
    }
  /* Past the last event: the last iteration. */
  g_assert_cmpuint (cairn_iterations_at_event (search, G_MAXUINT32), ==, 3);
  cairn_search_free (search);
}

/* Without part `id` one tree serves every event; without a search there
 * is none. */
static void
test_one_tree (void)
{
  CairnSearch *seed = new_search (0, 2);
  CairnSearch *engine = new_search (CAIRN_ENGINE_PARTS_ALL & ~CAIRN_PART_ID, 2);

  cairn_search_run (seed);
  cairn_search_run (engine);
  g_assert_false (cairn_iterations_in (seed));
  g_assert_false (cairn_iterations_in (engine));
  for (guint32 event = 0; event < 50; event += 7)
    {
      g_assert_cmpuint (cairn_iterations_at_event (seed, event), ==, 1);
      g_assert_cmpuint (cairn_iterations_at_event (engine, event), ==, 1);
      g_assert_true (cairn_iterations_tree_at_event (seed, event) == cairn_search_get_tree (seed));
      g_assert_true (cairn_iterations_tree_at_event (engine, event) == cairn_search_get_tree (engine));
    }
  g_assert_false (cairn_iterations_in (NULL));
  g_assert_cmpuint (cairn_iterations_at_event (NULL, 0), ==, 0);
  g_assert_null (cairn_iterations_tree_at_event (NULL, 0));
  cairn_search_free (seed);
  cairn_search_free (engine);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/iterations/by-event", test_by_event);
  g_test_add_func ("/iterations/one-tree", test_one_tree);
  return g_test_run ();
}
