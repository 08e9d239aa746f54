/* test-tree-mirror.c — a copy of a growing search tree, brought up to
 * date by what changed (the path to the newest node and the new nodes),
 * equals the tree after every update: for both games, every null-move
 * mode (the verified mode re-searches), two copies updated in turn as
 * the tree view does, and a search that starts over in between.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-tree-mirror.h"
#include "test-util.h"

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

typedef struct {
  CairnTree      *tree;
  CairnTreeMirror mirror;
} Copy;

/* Steps @search by up to @n events; FALSE once it is done. */
static gboolean
step (CairnSearch *search,
      guint        n)
{
  for (guint i = 0; i < n; i++)
    if (cairn_search_step (search)->type == CAIRN_EVENT_DONE)
      return FALSE;
  return TRUE;
}

/* Steps a search in uneven stretches and updates two copies in turn after
 * each; with @restart, the search starts over at a third of the way.
 * Returns how many updates copied less than the whole tree. */
static guint
check_search (const CairnPosition *position,
              const CairnSettings *settings,
              gboolean             restart)
{
  g_autoptr (CairnSearch) whole = cairn_search_new (position, settings, TRUE);
  g_autoptr (CairnSearch) search = cairn_search_new (position, settings, TRUE);
  g_autoptr (GRand) rand = g_rand_new_with_seed (21);
  const CairnTree *source = cairn_search_get_tree (search);
  Copy copies[2];
  guint32 n_final;
  guint updates = 0, partial = 0;
  gboolean going = TRUE, restarted = !restart;

  cairn_search_run (whole);
  n_final = cairn_search_get_tree (whole)->n_nodes;
  g_assert_cmpuint (n_final, >, 1000);
  for (guint c = 0; c < 2; c++)
    {
      copies[c].tree = cairn_tree_new (position, settings);
      g_free (copies[c].tree->nodes);
      copies[c].tree->nodes = g_new0 (CairnNode, n_final);
      copies[c].tree->capacity = n_final;
      cairn_tree_mirror_forget (&copies[c].mirror);
    }

  while (going)
    {
      Copy *copy = &copies[updates % 2];
      guint32 before = copy->mirror.n_copied;
      gboolean same_memory = copy->mirror.source == source;

      going = step (search, (guint) g_rand_int_range (rand, 1, n_final / 8));
      if (!restarted && source->n_nodes > n_final / 3)
        {
          cairn_search_reset (search);
          step (search, 10);
          restarted = TRUE;
        }
      cairn_tree_mirror_update (&copy->mirror, copy->tree, source);
      g_assert_cmpuint (copy->tree->n_nodes, ==, source->n_nodes);
      g_assert_cmpmem (copy->tree->nodes, (gsize) source->n_nodes * sizeof (CairnNode),
                       source->nodes, (gsize) source->n_nodes * sizeof (CairnNode));
      if (same_memory && before > 0 && before <= source->n_nodes)
        partial++;
      updates++;
    }
  g_assert_cmpuint (source->n_nodes, ==, n_final);
  for (guint c = 0; c < 2; c++)
    cairn_tree_free (copies[c].tree);
  g_test_message ("%u updates, %u of them partial", updates, partial);
  return partial;
}

static void
test_tictactoe (void)
{
  const CairnMode modes[] = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED, CAIRN_MODE_MINIMAX };
  CairnPosition position;

  test_position (".........", "x", &position);
  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    for (guint restart = 0; restart < 2; restart++)
      {
        CairnSettings settings;

        test_settings (modes[m], 9, 1, m == 1, &settings);
        g_assert_cmpuint (check_search (&position, &settings, restart), >, 5);
      }
}

static void
test_chess (void)
{
  const CairnMode modes[] = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED };
  CairnPosition position;

  g_assert_true (cairn_position_parse (KIWIPETE, NULL, &position, NULL));
  for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
    {
      CairnSettings settings;

      test_settings (modes[m], 3, 2, FALSE, &settings);
      g_assert_cmpuint (check_search (&position, &settings, m == 1), >, 5);
    }
}

/* A copy whose memory was replaced, or a mirror told to forget, is
 * copied whole, and still equals the tree. */
static void
test_forget (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnTree *source;
  CairnTreeMirror mirror;
  CairnTree *copy;

  test_position (".........", "x", &position);
  test_settings (CAIRN_MODE_NULL, 9, 1, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  source = cairn_search_get_tree (search);
  copy = cairn_tree_new (&position, &settings);
  g_free (copy->nodes);
  copy->nodes = g_new0 (CairnNode, 600000);
  copy->capacity = 600000;
  cairn_tree_mirror_forget (&mirror);

  step (search, 5000);
  cairn_tree_mirror_update (&mirror, copy, source);
  /* Garbage where the mirror thinks it knows the contents. */
  memset (copy->nodes, 0xa5, (gsize) source->n_nodes * sizeof (CairnNode));
  cairn_tree_mirror_forget (&mirror);
  step (search, 5000);
  cairn_tree_mirror_update (&mirror, copy, source);
  g_assert_cmpmem (copy->nodes, (gsize) source->n_nodes * sizeof (CairnNode),
                   source->nodes, (gsize) source->n_nodes * sizeof (CairnNode));
  g_assert_cmpuint (mirror.n_copied, ==, source->n_nodes);
  g_assert_cmpuint (mirror.n_path, >, 0);
  cairn_tree_free (copy);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tree-mirror/tictactoe", test_tictactoe);
  g_test_add_func ("/tree-mirror/chess", test_chess);
  g_test_add_func ("/tree-mirror/forget", test_forget);
  return g_test_run ();
}
