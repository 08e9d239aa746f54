/* test-subtree.c — lines of play as text and parts of a recorded tree
 * (cairn-subtree.c): every node's line written and read back to the same
 * node, lines through a null probe refused, the lines people read
 * ("X4 O0", "1. Kf6 Ke8", "1… Ke7"), every refusal of a typed line word
 * for word, and subtrees cut by depth, by event and by a kept set, their
 * node counts held to counts made by walking parents.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-subtree.h"
#include "test-util.h"

/* Is @node at or below a null probe (the probe itself included)? */
static gboolean
under_probe (const CairnTree *tree,
             guint32          node)
{
  for (guint32 i = node; i != CAIRN_NO_NODE; i = cairn_tree_get (tree, i)->parent)
    if (cairn_tree_get (tree, i)->kind == CAIRN_NODE_NULL_PROBE)
      return TRUE;
  return FALSE;
}

static guint
depth_below (const CairnTree *tree,
             guint32          node,
             guint32          root)
{
  guint plies = 0;

  for (guint32 i = node; i != root; i = cairn_tree_get (tree, i)->parent)
    {
      if (i == CAIRN_NO_NODE)
        return G_MAXUINT;
      plies++;
    }
  return plies;
}

/* The seed's pitfall, null move R 1 to depth 3 (7 probes, see test-tree):
 * every node off the probes reads back as itself. */
static void
test_round_trip (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  const CairnTree *tree = cairn_search_get_tree (search);
  guint refused = 0, under = 0;
  char buf[32];

  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      g_autofree char *line = cairn_node_line_text (tree, i);
      guint32 node = CAIRN_NO_NODE;

      under += under_probe (tree, i);
      if (line == NULL)
        {
          refused++;
          continue;
        }
      g_assert_true (cairn_line_parse (tree, line, &node, NULL));
      g_assert_cmpuint (node, ==, i);
    }
  g_assert_cmpuint (refused, ==, under);
  /* The 7 probes (test-tree), each a leaf at this depth. */
  g_assert_cmpuint (refused, ==, 7);

  /* The root's line is empty, and so is its move. */
  {
    g_autofree char *root = cairn_node_line_text (tree, 0);
    guint32 node = 99;

    g_assert_cmpstr (root, ==, "");
    g_assert_true (cairn_line_parse (tree, "", &node, NULL));
    g_assert_cmpuint (node, ==, 0);
    cairn_node_move_text (tree, 0, buf, sizeof buf);
    g_assert_cmpstr (buf, ==, "");
  }
  /* Spaces around the moves are allowed. */
  {
    guint32 a, b;

    g_assert_true (cairn_line_parse (tree, "0,1", &a, NULL));
    g_assert_true (cairn_line_parse (tree, " 0 , 1 ", &b, NULL));
    g_assert_cmpuint (a, ==, b);
    cairn_node_move_text (tree, a, buf, sizeof buf);
    g_assert_cmpstr (buf, ==, "1");
  }
}

static void
assert_refused (const CairnTree *tree,
                const char      *line,
                int              code,
                const char      *message)
{
  g_autoptr (GError) error = NULL;
  guint32 node = 12345;

  g_assert_false (cairn_line_parse (tree, line, &node, &error));
  g_assert_error (error, CAIRN_LINE_ERROR, code);
  g_assert_cmpstr (error->message, ==, message);
  g_assert_cmpuint (node, ==, 12345);
}

static void
test_refusals (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  g_autoptr (CairnSearch) chess = test_run_chess_search ("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1", CAIRN_MODE_PLAIN, 2, 3);
  const CairnTree *tree = cairn_search_get_tree (search);
  const CairnTree *ctree = cairn_search_get_tree (chess);

  assert_refused (tree, "9", CAIRN_LINE_ERROR_SYNTAX, "“9” is not a move: moves are cells 0 to 8, separated by commas");
  assert_refused (tree, "4,x", CAIRN_LINE_ERROR_SYNTAX, "“x” is not a move: moves are cells 0 to 8, separated by commas");
  assert_refused (tree, "0,", CAIRN_LINE_ERROR_SYNTAX, "“” is not a move: moves are cells 0 to 8, separated by commas");
  /* Cell 3 holds O's mark; cell 4 is taken once X has played it. */
  assert_refused (tree, "3", CAIRN_LINE_ERROR_ILLEGAL, "cell 3 is not a legal move in the position searched");
  assert_refused (tree, "4,4", CAIRN_LINE_ERROR_ILLEGAL, "cell 4 is not a legal move after 4");
  /* The centre move was null-pruned: nothing below it was played. */
  assert_refused (tree, "4,0", CAIRN_LINE_ERROR_NOT_SEARCHED,
                  "the search never played 4,0: a cutoff or a null-move prune skipped it, or the game was over");

  /* Chess: the game's own reason, after the moves so far. */
  assert_refused (ctree, "Kx9", CAIRN_LINE_ERROR_ILLEGAL,
                  "“Kx9” is not a legal move here; give a legal move in coordinates like e2e4 or e7e8q, "
                  "or in SAN like Nf3, exd5, e8=Q or O-O");
  assert_refused (ctree, "Kf6,e4", CAIRN_LINE_ERROR_ILLEGAL,
                  "after e6f6: “e4” is not a legal move here; give a legal move in coordinates like e2e4 or "
                  "e7e8q, or in SAN like Nf3, exd5, e8=Q or O-O");
}

/* Lines for people (minimax, so that every line is searched). */
static void
test_san (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  g_autoptr (CairnSearch) white = test_run_chess_search ("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1", CAIRN_MODE_MINIMAX, 3, 3);
  g_autoptr (CairnSearch) black = test_run_chess_search ("4k3/8/4K3/4P3/8/8/8/8 b - - 0 1", CAIRN_MODE_MINIMAX, 3, 3);
  const CairnTree *tree = cairn_search_get_tree (search);
  static const struct {
    const char *line, *san;
  } ttt[] = { { "0", "X0" }, { "0,1", "X0 O1" }, { "0,1,2", "X0 O1 X2" } };
  static const struct {
    const char *line, *san;
  } w[] = { { "Kf6", "1. Kf6" }, { "Kf6,Kf8", "1. Kf6 Kf8" }, { "Kd6,Kd8,e6", "1. Kd6 Kd8 2. e6" } };
  static const struct {
    const char *line, *san;
  } b[] = { { "Kd8", "1… Kd8" }, { "Kf8,Kd7", "1… Kf8 2. Kd7" }, { "Kf8,Kd6,Ke8", "1… Kf8 2. Kd6 Ke8" } };

  g_assert_null (cairn_node_line_san (tree, 0));
  for (guint i = 0; i < G_N_ELEMENTS (ttt); i++)
    {
      guint32 node;
      g_autofree char *san = NULL;

      g_assert_true (cairn_line_parse (tree, ttt[i].line, &node, NULL));
      san = cairn_node_line_san (tree, node);
      g_assert_cmpstr (san, ==, ttt[i].san);
    }
  /* A line through the probe of the first node that has one: a pass. */
  for (guint32 i = 0; i < tree->n_nodes; i++)
    if (cairn_tree_get (tree, i)->kind == CAIRN_NODE_NULL_PROBE)
      {
        g_autofree char *san = cairn_node_line_san (tree, i);
        g_autofree char *line = cairn_node_line_text (tree, cairn_tree_get (tree, i)->parent);
        g_autofree char *parent_san = cairn_node_line_san (tree, cairn_tree_get (tree, i)->parent);
        g_autofree char *wanted = g_strconcat (parent_san, " --", NULL);

        g_assert_nonnull (line);
        g_assert_cmpstr (san, ==, wanted);
        break;
      }
  for (guint i = 0; i < G_N_ELEMENTS (w); i++)
    {
      const CairnTree *t = cairn_search_get_tree (white);
      guint32 node;
      g_autofree char *san = NULL;

      g_assert_true (cairn_line_parse (t, w[i].line, &node, NULL));
      san = cairn_node_line_san (t, node);
      g_assert_cmpstr (san, ==, w[i].san);
    }
  for (guint i = 0; i < G_N_ELEMENTS (b); i++)
    {
      const CairnTree *t = cairn_search_get_tree (black);
      guint32 node;
      g_autofree char *san = NULL;
      g_autoptr (GError) error = NULL;

      g_assert_true (cairn_line_parse (t, b[i].line, &node, &error));
      g_assert_no_error (error);
      san = cairn_node_line_san (t, node);
      g_assert_cmpstr (san, ==, b[i].san);
    }
}

/* Subtrees: what is kept, renumbered and counted as hidden. */
static void
test_subtrees (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_PLAIN, 4, 1, ".........", NULL);
  const CairnTree *tree = cairn_search_get_tree (search);
  guint32 root;

  /* The whole tree: everything, in order. */
  {
    g_autoptr (CairnSubtree) sub = cairn_subtree_new (tree, 0, 0, G_MAXUINT32);

    g_assert_cmpuint (sub->tree->n_nodes, ==, tree->n_nodes);
    g_assert_cmpuint (sub->n_hidden, ==, 0);
    g_assert_cmpuint (sub->n_source, ==, tree->n_nodes);
    for (guint32 i = 0; i < tree->n_nodes; i++)
      g_assert_cmpuint (sub->map[i], ==, i);
  }

  /* Under line "4", two plies: kept are the nodes within two plies of it,
   * hidden the rest of its subtree, each counted at its kept ancestor. */
  g_assert_true (cairn_line_parse (tree, "4", &root, NULL));
  for (guint plies = 1; plies <= 3; plies++)
    {
      g_autoptr (CairnSubtree) sub = cairn_subtree_new (tree, root, plies, G_MAXUINT32);
      guint32 kept = 0, hidden = 0, sum = 0;

      for (guint32 i = 0; i < tree->n_nodes; i++)
        {
          guint d = depth_below (tree, i, root);

          if (d == G_MAXUINT)
            g_assert_cmpuint (sub->map[i], ==, CAIRN_NO_NODE);
          else if (d <= plies)
            {
              const CairnNode *src = cairn_tree_get (tree, i);
              const CairnNode *dst;

              kept++;
              g_assert_cmpuint (sub->map[i], !=, CAIRN_NO_NODE);
              dst = cairn_tree_get (sub->tree, sub->map[i]);
              g_assert_cmpuint (dst->ply, ==, d);
              g_assert_cmpint (dst->value, ==, src->value);
              g_assert_cmpuint (dst->move, ==, src->move);
              if (i != root)
                g_assert_cmpuint (dst->parent, ==, sub->map[src->parent]);
            }
          else
            {
              hidden++;
              g_assert_cmpuint (sub->map[i], ==, CAIRN_NO_NODE);
            }
        }
      for (guint32 k = 0; k < sub->tree->n_nodes; k++)
        sum += sub->hidden[k];
      g_assert_cmpuint (sub->tree->n_nodes, ==, kept);
      g_assert_cmpuint (sub->n_hidden, ==, hidden);
      g_assert_cmpuint (sum, ==, hidden);
      g_assert_cmpuint (kept + hidden, ==, cairn_tree_subtree_size (tree, root));
      g_assert_cmpint (cairn_tree_get (sub->tree, 0)->kind, ==, CAIRN_NODE_ROOT);
      g_assert_cmpuint (cairn_tree_get (sub->tree, 0)->parent, ==, CAIRN_NO_NODE);
    }

  /* As of an event: only the nodes created by then. */
  {
    guint32 event = cairn_tree_get (tree, 10)->created_event;
    g_autoptr (CairnSubtree) sub = cairn_subtree_new (tree, 0, 0, event);

    g_assert_cmpuint (sub->tree->n_nodes, ==, cairn_tree_count_at_event (tree, event));
    g_assert_cmpuint (sub->tree->n_nodes, ==, 11);
  }

  /* A kept set: the root and its first child only; the rest hidden under
   * them. */
  {
    g_autofree guint8 *keep = g_new0 (guint8, tree->n_nodes);
    guint32 first = cairn_tree_get (tree, 0)->first_child;
    g_autoptr (CairnSubtree) sub = NULL;

    keep[0] = CAIRN_SUBTREE_KEEP;
    keep[first] = CAIRN_SUBTREE_KEEP;
    sub = cairn_subtree_new_kept (tree, 0, 0, FALSE, keep, G_MAXUINT32);
    g_assert_cmpuint (sub->tree->n_nodes, ==, 2);
    g_assert_cmpuint (sub->hidden[1], ==, cairn_tree_subtree_size (tree, first) - 1);
    g_assert_cmpuint (sub->hidden[0], ==, tree->n_nodes - cairn_tree_subtree_size (tree, first) - 1);
    g_assert_cmpuint (sub->n_hidden, ==, tree->n_nodes - 2);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/subtree/round-trip", test_round_trip);
  g_test_add_func ("/subtree/refusals", test_refusals);
  g_test_add_func ("/subtree/san", test_san);
  g_test_add_func ("/subtree/subtrees", test_subtrees);
  return g_test_run ();
}
