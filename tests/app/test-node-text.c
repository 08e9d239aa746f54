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
      if (strstr (text, "Value: 29997 (White mates, ply 3).\nEvery move was searched; the best one "
                        "for Black gives 29997 (White mates, ply 3)."))
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

/* An engine-style search (SEARCH-RULES.md §4, every part): K+Q v K with the
 * halfmove clock at 90, depth 4, null move.  Each kind of node the
 * engine style adds says what it is, in words, in every iteration's
 * tree: a stand pat, a q-node that searched captures, a table cutoff
 * with its entry's depth and bound, a check extension, a zero-window try
 * searched again and the re-search, a draw named as repetition or fifty
 * moves, and every probe's R from the gate's formula. */
static CairnSearch *
engine_search (const char *fen,
               CairnMode   mode,
               guint       depth,
               guint       parts)
{
  CairnPosition position;
  CairnSettings settings;
  CairnSearch *search;

  test_position (fen, NULL, &position);
  test_settings (mode, depth, 3, FALSE, &settings);
  settings.engine_parts = parts;
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  return search;
}

static void
show_once (const char *what,
           const char *text,
           gboolean   *shown)
{
  if (*shown)
    return;
  *shown = TRUE;
  g_test_message ("%s:\n%s", what, text);
}

static void
test_node_text_engine (void)
{
  g_autoptr (CairnSearch) search = engine_search ("8/8/8/8/8/5k2/8/Q3K3 w - - 90 120", CAIRN_MODE_NULL, 4,
                                                  CAIRN_ENGINE_PARTS_ALL);
  guint stand_pats = 0, q_nodes = 0, table = 0, extended = 0, tries = 0, re_searches = 0;
  guint fifty = 0, repetitions = 0, probes = 0, worked = 0;
  gboolean shown[10] = { FALSE };

  g_assert_cmpuint (cairn_search_n_iteration_trees (search), ==, 4);
  for (guint it = 0; it < cairn_search_n_iteration_trees (search); it++)
    {
      const CairnTree *tree = cairn_search_get_iteration_tree (search, it);

      g_assert_nonnull (tree->engine);
      for (guint32 i = 0; i < tree->n_nodes; i++)
        {
          const CairnNode *n = cairn_tree_get (tree, i);
          const CairnNodeEngine *ne = &tree->engine[i];
          g_autofree char *text = cairn_node_text_explain (tree, i, CAIRN_NO_NODE);
          g_autofree char *depth = g_strdup_printf ("Remaining depth: d = %d", ne->depth);

          /* Every node says its remaining depth. */
          assert_has (text, depth);
          if (n->end == CAIRN_END_STAND_PAT)
            {
              assert_has (text, "Stand pat (quiescence search): below the horizon");
              assert_has (text, cairn_node_is_max (n) ? "That already reaches β = " : "That is already at or below α = ");
              assert_has (text, "without trying a capture.");
              assert_has (text, ", at or below the horizon.");
              /* Its value is a bound for the reason it has. */
              assert_has (text, cairn_node_is_max (n) ? "a lower bound (stand pat)" : "an upper bound (stand pat)");
              show_once ("stand pat", text, &shown[0]);
              stand_pats++;
            }
          else if (ne->flags & CAIRN_NODE_ENGINE_QUIESCENCE)
            {
              assert_has (text, "Quiescence search (below the horizon): the node stood pat on its static value, ");
              assert_has (text, "then tried only captures and promotions to a queen");
              show_once ("q-node", text, &shown[1]);
              q_nodes++;
            }
          if (n->end == CAIRN_END_TT_CUTOFF)
            {
              g_autofree char *entry = g_strdup_printf ("Its entry: depth %d (this node needs %d or more), ",
                                                        ne->tt_depth, ne->depth);

              g_assert_cmpint (ne->tt_depth, >=, ne->depth);
              assert_has (text, "Table cutoff: the transposition table holds this position from an earlier search.");
              assert_has (text, entry);
              assert_has (text, ne->tt_bound == CAIRN_BOUND_EXACT ? "an exact value."
                                : ne->tt_bound == CAIRN_BOUND_LOWER ? "a lower bound (the position is worth this or more), which reaches β."
                                : "an upper bound (the position is worth this or less), which is at or below α.");
              show_once ("table cutoff", text, &shown[2]);
              table++;
            }
          if (ne->flags & CAIRN_NODE_ENGINE_EXTENDED)
            {
              g_autofree char *deeper = g_strdup_printf ("remaining depth %d instead of %d", ne->depth, ne->depth - 1);

              assert_has (text, "In check: +1 ply. ");
              assert_has (text, deeper);
              show_once ("extended", text, &shown[3]);
              extended++;
            }
          else
            assert_lacks (text, "In check: +1 ply");
          if (ne->flags & CAIRN_NODE_ENGINE_PVS_TRY)
            {
              assert_has (text, "Zero-window try (principal variation search)");
              if (n->next_sibling != CAIRN_NO_NODE &&
                  (tree->engine[n->next_sibling].flags & CAIRN_NODE_ENGINE_PVS_RE_SEARCH))
                {
                  g_autofree char *again = g_strdup_printf ("so it was searched again with the full window (node %u)",
                                                            n->next_sibling);
                  g_autofree char *re = cairn_node_text_explain (tree, n->next_sibling, CAIRN_NO_NODE);
                  g_autofree char *back = g_strdup_printf ("the zero-window try of this move (node %u) returned ", i);

                  assert_has (text, again);
                  assert_has (re, "Re-search (principal variation search): ");
                  assert_has (re, back);
                  show_once ("try", text, &shown[4]);
                  show_once ("re-search", re, &shown[5]);
                  re_searches++;
                }
              else
                assert_lacks (text, "searched again with the full window (node");
              tries++;
            }
          if (n->end == CAIRN_END_DRAW)
            {
              /* A draw is the rules' 0, never a bound. */
              assert_has (text, "Value: 0.\n");
              if (ne->flags & CAIRN_NODE_ENGINE_FIFTY_MOVES)
                {
                  assert_has (text, "A draw by the fifty-move rule: ");
                  assert_has (text, "plies have passed without a capture or a pawn move");
                  show_once ("fifty moves", text, &shown[6]);
                  fifty++;
                }
              else
                {
                  g_assert_true (ne->flags & CAIRN_NODE_ENGINE_REPETITION);
                  assert_has (text, "A draw by repetition: this position already stood on the line from the root");
                  show_once ("repetition", text, &shown[7]);
                  repetitions++;
                }
            }
          if (n->kind == CAIRN_NODE_NULL_PROBE)
            {
              g_autofree char *r = g_strdup_printf ("(R = %u)", ne->reduction);
              g_autofree char *formula = g_strdup_printf ("R = %u from Stockfish 15’s formula", ne->reduction);
              g_autofree char *result = g_strdup_printf (": R = %u.", ne->reduction);

              /* A null move is one ply here: R is the probe's own. */
              g_assert_cmpuint (ne->reduction, >=, 3);
              assert_has (text, r);
              assert_has (text, formula);
              if (strstr (text, "R = 3 + d / 3 + min("))
                {
                  assert_has (text, result);
                  worked++;
                }
              show_once ("gate probe", text, &shown[8]);
              probes++;
            }
        }
    }
  g_test_message ("stand pats %u, q-nodes %u, table cutoffs %u, extended %u, tries %u (re-searched %u), "
                  "fifty moves %u, repetitions %u, probes %u (worked out %u)",
                  stand_pats, q_nodes, table, extended, tries, re_searches, fifty, repetitions, probes, worked);
  g_assert_cmpuint (stand_pats, >, 0);
  g_assert_cmpuint (q_nodes, >, 0);
  g_assert_cmpuint (table, ==, cairn_search_get_counters (search)->tt_cutoffs);
  g_assert_cmpuint (extended, ==, cairn_search_get_counters (search)->extensions);
  g_assert_cmpuint (re_searches, ==, cairn_search_get_counters (search)->pvs_re_searches);
  g_assert_cmpuint (fifty + repetitions, ==, cairn_search_get_counters (search)->draws);
  g_assert_cmpuint (probes, ==, cairn_search_get_counters (search)->null_probes);
  g_assert_cmpuint (tries, >, re_searches);
  g_assert_cmpuint (worked, ==, probes);
}

/* The halfmove clock at 99 (part `draws` alone, depth 2): every quiet
 * move of White's is a draw by the fifty-move rule, said so with the
 * clock; the probe of a search without the gate says its own R, not the
 * ply it stands at (a null move is one ply in the engine style). */
static void
test_node_text_engine_fifty (void)
{
  g_autoptr (CairnSearch) search = engine_search ("8/8/8/8/8/5k2/8/Q3K3 w - - 99 120", CAIRN_MODE_NULL, 2,
                                                  CAIRN_PART_DRAWS);
  g_autoptr (CairnSearch) probing = engine_search ("8/8/8/8/8/5k2/8/Q3K3 w - - 0 1", CAIRN_MODE_NULL, 5,
                                                   CAIRN_PART_QSEARCH);
  const CairnTree *tree = cairn_search_get_tree (search);
  guint fifty = 0, probes = 0;

  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      g_autofree char *text = NULL;

      if (cairn_tree_get (tree, i)->end != CAIRN_END_DRAW)
        continue;
      text = cairn_node_text_explain (tree, i, CAIRN_NO_NODE);
      assert_has (text, "A draw by the fifty-move rule: 100 plies have passed without a capture or a pawn move");
      assert_lacks (text, "repetition");
      fifty++;
    }
  g_assert_cmpuint (fifty, >, 0);
  g_assert_cmpuint (fifty, ==, cairn_search_get_counters (search)->draws);

  tree = cairn_search_get_tree (probing);
  for (guint32 i = 0; i < tree->n_nodes; i++)
    {
      g_autofree char *text = NULL;

      if (cairn_tree_get (tree, i)->kind != CAIRN_NODE_NULL_PROBE)
        continue;
      text = cairn_node_text_explain (tree, i, CAIRN_NO_NODE);
      g_assert_cmpuint (tree->engine[i].reduction, ==, 3);
      assert_has (text, "3 plies shallower (R = 3)");
      assert_lacks (text, "Stockfish");
      probes++;
    }
  g_assert_cmpuint (probes, >, 0);
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
  g_test_add_func ("/node-text/engine", test_node_text_engine);
  g_test_add_func ("/node-text/engine-fifty", test_node_text_engine_fifty);
  return g_test_run ();
}
