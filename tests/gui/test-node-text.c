/* test-node-text.c — the inspector's words for a node: a bound is said to
 * be a bound, with its sign and its reason, never as a value.  No window:
 * the text is built from the recorded tree alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-node-text.h"
#include "test-util.h"

static void
assert_has (const char *text,
            const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("«%s» is not in:\n%s", part, text);
}

static void
assert_lacks (const char *text,
              const char *part)
{
  if (strstr (text, part) != NULL)
    g_error ("«%s» should not be in:\n%s", part, text);
}

/* The seed's pitfall (`...O.X...`, X, d3, R1, null): its nodes by number
 * as test-tree checks them. */
static void
test_node_text_pitfall (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  const CairnTree *tree = cairn_search_get_tree (search);
  g_autofree char *cutoff = cairn_node_text_explain (tree, 15, CAIRN_NO_NODE);
  g_autofree char *failed_low = cairn_node_text_explain (tree, 51, CAIRN_NO_NODE);
  g_autofree char *last = cairn_node_text_explain (tree, 30, CAIRN_NO_NODE);
  g_autofree char *pruned = cairn_node_text_explain (tree, 28, CAIRN_NO_NODE);
  g_autofree char *exact = cairn_node_text_explain (tree, 41, CAIRN_NO_NODE);
  g_autofree char *root = cairn_node_text_explain (tree, 0, CAIRN_NO_NODE);
  g_autofree char *probe = cairn_node_text_explain (tree, 2, CAIRN_NO_NODE);

  /* A max node cut off at 15 ≥ β = 12. */
  assert_has (cutoff, "Value: ≥ 15, a lower bound (cutoff): the true value may be higher.");
  assert_lacks (cutoff, "Value: 15.");
  assert_lacks (cutoff, "Every move was searched");

  /* A max node whose every move failed low: a bound that used to read as
   * a value. */
  assert_has (failed_low, "Value: ≤ 9, an upper bound (every move failed low): the true value may be lower.");
  assert_has (failed_low, "Every move was searched, and every one failed low: none gave X more than α = 9, so the best, 9, only says the position is worth 9 or less.");
  assert_lacks (failed_low, "the best one for X gives");

  /* A min node whose last move reached α: nothing left to skip. */
  assert_has (last, "Value: ≤ 9, an upper bound (the last move reached α)");
  assert_has (last, "the last one reached 9 ≤ α = 9, so the position is worth 9 or less.");

  assert_has (pruned, "Value: ≤ 9, an upper bound (null-move prune)");
  assert_has (pruned, "so the node returns ≤ 9 and its 6 moves");
  /* Values are X's: O's pass left X no more than α, said as such. */
  assert_has (pruned, "Null-move prune: even after O passed, X got only 6 ≤ α = 9,");
  assert_lacks (pruned, "O kept");

  /* Inside its window: a value, said as before. */
  assert_has (exact, "Value: 15.\nEvery move was searched; the best one for X gives 15.");
  assert_has (root, "Value: 9.\n");
  assert_lacks (root, "bound");

  /* A probe on the horizon is exact; it is no value of its parent. */
  assert_has (probe, "Value: 9.\n");
  assert_has (probe, "It answers one question for its parent: does the position after the pass still stay at or below α?");
  assert_lacks (probe, "Its value is a bound");
}

/* A pawn ending (White to move, K+P v K, depth 4, plain): wherever a White
 * node's every move failed low, the text says so, and never "the best one
 * for White gives". */
static void
test_node_text_pawns (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnTree *tree;
  guint found = 0;

  test_position ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", NULL, &position);
  test_settings (CAIRN_MODE_PLAIN, 4, 1, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  tree = cairn_search_get_tree (search);
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      const CairnNode *n = cairn_tree_get (tree, i);
      g_autofree char *text = NULL;

      if (n->end != CAIRN_END_EXACT || cairn_node_bound (n) == CAIRN_BOUND_EXACT)
        continue;
      text = cairn_node_text_explain (tree, i, CAIRN_NO_NODE);
      assert_lacks (text, "Every move was searched; the best one for");
      if (cairn_node_is_max (n) && cairn_node_bound (n) == CAIRN_BOUND_UPPER)
        {
          assert_has (text, "an upper bound (every move failed low)");
          assert_has (text, "and every one failed low: none gave White more than α");
          found++;
        }
    }
  g_assert_cmpuint (found, >, 0);
}

/* The stalemate trap (`8/k1P5/2K5/8/8/8/8/8 w`, d4 R1, null): after
 * c8=R Black has a rook to face, no pawn ending, and the pass that prunes
 * c8=R beats Black's one move, Ka6.  The inspector says when a pass
 * misleads without tying it to pawn endings. */
static void
test_node_text_zugzwang_with_pieces (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnTree *tree;
  guint found = 0;

  test_position ("8/k1P5/2K5/8/8/8/8/8 w - - 0 1", NULL, &position);
  test_settings (CAIRN_MODE_NULL, 4, 1, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  tree = cairn_search_get_tree (search);
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      g_autofree char *text = NULL;

      if (cairn_tree_get (tree, i)->end != CAIRN_END_NULL_PRUNED)
        continue;
      text = cairn_node_text_explain (tree, i, CAIRN_NO_NODE);
      assert_has (text, "This can be wrong where every move hurts (zugzwang, common in pawn endings): there, passing is better than any real move.");
      assert_lacks (text, "In a pawn ending");
      found++;
    }
  g_assert_cmpuint (found, ==, 3);
}

/* The mate in two (`8/7p/5K1k/7r/3n4/5N2/7R/8 w`, d4, plain): a mate
 * in the inspector reads as the event log gives it, never "gives White
 * mates, ply 3" or "α = White mates, ply 3, β = +∞" (the tree keeps the
 * short form). */
static void
test_node_text_mate_in_sentences (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnTree *tree;
  guint gives = 0;

  test_position ("8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", NULL, &position);
  test_settings (CAIRN_MODE_PLAIN, 4, 1, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  tree = cairn_search_get_tree (search);
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      g_autofree char *text = cairn_node_text_explain (tree, i, CAIRN_NO_NODE);

      assert_lacks (text, "gives White mates");
      assert_lacks (text, "reached White mates");
      assert_lacks (text, "= White mates");
      assert_lacks (text, "Checkmate: White mates");
      assert_lacks (text, "Value: White mates");
      if (strstr (text, "Value: 29997 (White mates at ply 3, mate in 2).\nEvery move was searched; the best one "
                        "for Black gives 29997 (White mates at ply 3, mate in 2)."))
        gives++;
    }
  /* After Nh4 and every other move that mates in two. */
  g_assert_cmpuint (gives, >, 0);
}

/* A promotion (8/k1P5/2K5, White, depth 3): c8=Q stalemates, c8=B and
 * c8=N leave too little to mate, c8=R mates later; every finished game
 * is called by the name the rules of chess give it. */
static void
test_node_text_chess_ends (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnTree *tree;
  guint stalemates = 0, dead = 0, mates = 0;

  test_position ("8/k1P5/2K5/8/8/8/8/8 w - - 0 1", NULL, &position);
  test_settings (CAIRN_MODE_MINIMAX, 3, 1, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  tree = cairn_search_get_tree (search);
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      g_autofree char *text = NULL;

      if (cairn_tree_get (tree, i)->end != CAIRN_END_TERMINAL)
        continue;
      text = cairn_node_text_explain (tree, i, CAIRN_NO_NODE);
      if (strstr (text, "Game over: stalemate, Black has no legal move and is not in check. A draw, value 0."))
        stalemates++;
      else if (strstr (text, "Game over: a dead position, neither side has the material left to mate (insufficient material). A draw, value 0."))
        dead++;
      else if (strstr (text, "Checkmate: "))
        mates++;
      else
        g_error ("a finished game without its name:\n%s", text);
    }
  g_assert_cmpuint (stalemates, >, 0);
  g_assert_cmpuint (dead, >, 0);
  g_assert_cmpuint (mates, >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/node-text/pitfall", test_node_text_pitfall);
  g_test_add_func ("/node-text/pawns", test_node_text_pawns);
  g_test_add_func ("/node-text/zugzwang-with-pieces", test_node_text_zugzwang_with_pieces);
  g_test_add_func ("/node-text/mate-in-sentences", test_node_text_mate_in_sentences);
  g_test_add_func ("/node-text/chess-ends", test_node_text_chess_ends);
  return g_test_run ();
}
