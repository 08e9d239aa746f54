/* cairn-tree.c — the node arena and the questions asked of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
/* After a libc header (through GLib's), which defines __GLIBC__. */
#ifdef __GLIBC__
#include <malloc.h>
#include <string.h>
#endif

#include "cairn-big-block.h"
#include "cairn-tree.h"

G_STATIC_ASSERT (sizeof (CairnNode) == 32);
/* The blocks the mallopt() policy below maps on their own are those
 * cairn-big-block.c marks for 2 MB pages. */
G_STATIC_ASSERT (CAIRN_TREE_MAPPED_BYTES == CAIRN_BIG_BLOCK_BYTES);

CairnTree *
cairn_tree_new (const CairnPosition *root,
                const CairnSettings *settings)
{
  CairnTree *tree = g_new0 (CairnTree, 1);

  tree->root_position = *root;
  tree->settings = *settings;
  return tree;
}

void
cairn_tree_free (CairnTree *tree)
{
  if (tree == NULL)
    return;
  g_free (tree->nodes);
  g_free (tree->engine);
  if (tree->engine_moves)
    g_array_unref (tree->engine_moves);
  g_free (tree);
}

void
cairn_tree_copy_engine (CairnTree       *copy,
                        const CairnTree *source,
                        guint32          n)
{
  g_clear_pointer (&copy->engine, g_free);
  g_clear_pointer (&copy->engine_moves, g_array_unref);
  if (source->engine == NULL)
    return;
  copy->engine = g_new (CairnNodeEngine, MAX (copy->capacity, 1));
  memcpy (copy->engine, source->engine, (gsize) MIN (n, copy->capacity) * sizeof (CairnNodeEngine));
  if (source->engine_moves != NULL)
    copy->engine_moves = g_array_copy (source->engine_moves);
}

void
cairn_tree_clear (CairnTree *tree)
{
  tree->n_nodes = 0;
  if (tree->engine_moves)
    g_array_set_size (tree->engine_moves, 0);
}

/* Number of nodes that exist once event @event has happened: nodes are
 * created in event order, so this is a binary search on created_event. */
guint32
cairn_tree_count_at_event (const CairnTree *tree,
                           guint32          event)
{
  guint32 lo = 0, hi = tree->n_nodes;

  while (lo < hi)
    {
      guint32 mid = lo + (hi - lo) / 2;

      if (tree->nodes[mid].created_event <= event)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

gboolean
cairn_node_finished_at (const CairnNode *node,
                        guint32          event)
{
  return node->end != CAIRN_END_OPEN && node->finished_event <= event;
}

/* Ghost children appear with the cutoff or prune event, which comes right
 * before the node's exit event. */
gboolean
cairn_node_ghosts_at (const CairnNode *node,
                      guint32          event)
{
  return node->n_ghosts != 0 && node->end != CAIRN_END_OPEN &&
         node->finished_event - 1 <= event;
}

CairnSide
cairn_node_side (const CairnNode *node)
{
  return (node->flags & CAIRN_NODE_FLAG_O_TO_MOVE) ? CAIRN_SIDE_O : CAIRN_SIDE_X;
}

gboolean
cairn_node_is_max (const CairnNode *node)
{
  return cairn_node_side (node) == CAIRN_SIDE_X;
}

guint
cairn_node_n_ghosts (const CairnNode *node)
{
  return node->n_ghosts;
}

const CairnGame *
cairn_tree_game (const CairnTree *tree)
{
  return cairn_position_game (&tree->root_position);
}

/* The board at @index, replayed from the root along the path: at most a
 * handful of plies, so cheaper than storing a board per node. */
void
cairn_tree_node_board (const CairnTree *tree,
                       guint32          index,
                       CairnBoard      *board)
{
  const CairnGame *game = cairn_tree_game (tree);
  guint32 path[64];
  guint n = 0;

  g_return_if_fail (index < tree->n_nodes);

  for (guint32 i = index; tree->nodes[i].parent != CAIRN_NO_NODE && n < G_N_ELEMENTS (path);
       i = tree->nodes[i].parent)
    path[n++] = i;

  *board = tree->root_position.board;
  while (n-- > 0)
    {
      const CairnNode *node = &tree->nodes[path[n]];

      if (node->kind == CAIRN_NODE_MOVE)
        game->play (board, cairn_node_side (&tree->nodes[node->parent]), node->move);
      else if (node->kind == CAIRN_NODE_NULL_PROBE && game->play_null)
        game->play_null (board);
    }
}

guint
cairn_tree_node_moves (const CairnTree *tree,
                       guint32          index,
                       CairnMove       *moves)
{
  CairnBoard board;

  g_return_val_if_fail (index < tree->n_nodes, 0);

  if (tree->engine != NULL && tree->engine[index].n_moves > 0)
    {
      const CairnNodeEngine *e = &tree->engine[index];

      memcpy (moves, &g_array_index (tree->engine_moves, CairnMove, e->moves_at),
              e->n_moves * sizeof *moves);
      return e->n_moves;
    }
  if (index == 0 && tree->settings.root_move != CAIRN_NO_MOVE)
    {
      moves[0] = tree->settings.root_move;
      return 1;
    }
  cairn_tree_node_board (tree, index, &board);
  return cairn_tree_game (tree)->legal_moves (&board, cairn_node_side (&tree->nodes[index]), moves);
}

guint
cairn_tree_node_last_moves (const CairnTree *tree,
                            guint32          index,
                            guint            n_skipped,
                            CairnMove       *moves)
{
  CairnMove all[CAIRN_MAX_MOVES];
  guint n = cairn_tree_node_moves (tree, index, all);

  g_return_val_if_fail (n_skipped <= n, 0);
  memcpy (moves, all + n - n_skipped, n_skipped * sizeof *moves);
  return n_skipped;
}

guint
cairn_tree_node_ghosts (const CairnTree *tree,
                        guint32          index,
                        CairnMove       *moves)
{
  guint n_ghosts = tree->nodes[index].n_ghosts;

  if (n_ghosts == 0)
    return 0;
  return cairn_tree_node_last_moves (tree, index, n_ghosts, moves);
}

char *
cairn_tree_node_move_text (const CairnTree *tree,
                           guint32          index,
                           gboolean         for_people)
{
  const CairnGame *game = cairn_tree_game (tree);
  const CairnNode *node = &tree->nodes[index];
  CairnBoard board;

  g_return_val_if_fail (node->kind == CAIRN_NODE_MOVE, NULL);

  if (!for_people)
    return game->move_to_string (node->move);
  cairn_tree_node_board (tree, node->parent, &board);
  return game->move_to_text (&board, cairn_node_side (&tree->nodes[node->parent]), node->move);
}

/* The child that gave @index its value: the first child of the final pass
 * (not the null probe) whose value equals the node's, which is the earliest
 * strictly best move.  CAIRN_NO_NODE for leaves and pruned nodes. */
guint32
cairn_tree_best_child (const CairnTree *tree,
                       guint32          index)
{
  const CairnNode *node = &tree->nodes[index];
  gboolean re_searched = (node->flags & CAIRN_NODE_FLAG_RE_SEARCHED) != 0;

  if (node->end != CAIRN_END_EXACT && node->end != CAIRN_END_CUTOFF &&
      node->end != CAIRN_END_NULL_VERIFIED)
    return CAIRN_NO_NODE;

  for (guint32 c = node->first_child; c != CAIRN_NO_NODE; c = tree->nodes[c].next_sibling)
    {
      const CairnNode *child = &tree->nodes[c];

      if (child->kind != CAIRN_NODE_MOVE)
        continue;
      if (re_searched && !(child->flags & CAIRN_NODE_FLAG_IN_RE_SEARCH))
        continue;
      if (child->value == node->value)
        return c;
    }
  return CAIRN_NO_NODE;
}

guint32
cairn_tree_probe_child (const CairnTree *tree,
                        guint32          index)
{
  for (guint32 c = tree->nodes[index].first_child; c != CAIRN_NO_NODE;
       c = tree->nodes[c].next_sibling)
    if (tree->nodes[c].kind == CAIRN_NODE_NULL_PROBE)
      return c;
  return CAIRN_NO_NODE;
}

/* Node indices of the principal variation, the root first. */
GArray *
cairn_tree_principal_variation (const CairnTree *tree)
{
  GArray *line = g_array_new (FALSE, FALSE, sizeof (guint32));

  if (tree->n_nodes == 0)
    return line;
  for (guint32 i = 0; i != CAIRN_NO_NODE; i = cairn_tree_best_child (tree, i))
    g_array_append_val (line, i);
  return line;
}

/* The moves from the root to @index (CAIRN_NO_MOVE for a null probe);
 * returns how many. */
guint
cairn_tree_line_to (const CairnTree *tree,
                    guint32          index,
                    CairnMove       *moves,
                    guint            max_moves)
{
  guint n = 0;

  for (guint32 i = index; i != CAIRN_NO_NODE && tree->nodes[i].parent != CAIRN_NO_NODE;
       i = tree->nodes[i].parent)
    n++;
  if (n > max_moves)
    return 0;
  guint k = n;
  for (guint32 i = index; k > 0; i = tree->nodes[i].parent)
    moves[--k] = tree->nodes[i].move;
  return n;
}

/* The node reached by @moves from the root, or CAIRN_NO_NODE when that line
 * was never searched.  Where a re-search searched a move twice, the later
 * (deciding) node is taken. */
guint32
cairn_tree_find_line (const CairnTree *tree,
                      const CairnMove *moves,
                      guint            n_moves)
{
  guint32 at = 0;

  if (tree->n_nodes == 0)
    return CAIRN_NO_NODE;
  for (guint k = 0; k < n_moves; k++)
    {
      guint32 found = CAIRN_NO_NODE;

      for (guint32 c = tree->nodes[at].first_child; c != CAIRN_NO_NODE;
           c = tree->nodes[c].next_sibling)
        if (tree->nodes[c].move == moves[k])
          found = c;
      if (found == CAIRN_NO_NODE)
        return CAIRN_NO_NODE;
      at = found;
    }
  return at;
}

/* Nodes in the subtree of @index, itself included.  Descendants of a node
 * occupy the index range right after it (depth-first creation), ending
 * where the next node outside the subtree begins. */
guint32
cairn_tree_subtree_size (const CairnTree *tree,
                         guint32          index)
{
  guint32 end = tree->n_nodes;

  for (guint32 i = index; i != CAIRN_NO_NODE; i = tree->nodes[i].parent)
    if (tree->nodes[i].next_sibling != CAIRN_NO_NODE)
      {
        end = tree->nodes[i].next_sibling;
        break;
      }
  return end - index;
}

CairnBound
cairn_bound_of (CairnNodeEnd end,
                int          alpha,
                int          beta,
                int          value)
{
  switch (end)
    {
    case CAIRN_END_OPEN:
    case CAIRN_END_HEURISTIC:
    case CAIRN_END_TERMINAL:
    case CAIRN_END_DRAW:      /* the rules' 0, whatever the window */
      return CAIRN_BOUND_EXACT;
    case CAIRN_END_EXACT:
    case CAIRN_END_CUTOFF:
    case CAIRN_END_NULL_PRUNED:
    case CAIRN_END_NULL_VERIFIED:
    default:
      if (value >= beta)
        return CAIRN_BOUND_LOWER;
      if (value <= alpha)
        return CAIRN_BOUND_UPPER;
      return CAIRN_BOUND_EXACT;
    }
}

CairnBound
cairn_node_bound (const CairnNode *node)
{
  return cairn_bound_of ((CairnNodeEnd) node->end, node->alpha, node->beta, node->value);
}

const char *
cairn_bound_to_string (CairnBound bound)
{
  static const char * const names[] = {
    [CAIRN_BOUND_EXACT] = "exact",
    [CAIRN_BOUND_LOWER] = "lower",
    [CAIRN_BOUND_UPPER] = "upper",
  };

  g_return_val_if_fail ((guint) bound < G_N_ELEMENTS (names), "?");
  return names[bound];
}

const char *
cairn_node_end_to_string (CairnNodeEnd end)
{
  static const char * const names[] = {
    [CAIRN_END_OPEN] = "open",
    [CAIRN_END_EXACT] = "exact",
    [CAIRN_END_CUTOFF] = "cutoff",
    [CAIRN_END_NULL_PRUNED] = "null-pruned",
    [CAIRN_END_NULL_VERIFIED] = "null-verified",
    [CAIRN_END_HEURISTIC] = "heuristic",
    [CAIRN_END_TERMINAL] = "terminal",
    [CAIRN_END_TT_CUTOFF] = "tt-cutoff",
    [CAIRN_END_STAND_PAT] = "stand-pat",
    [CAIRN_END_DRAW] = "draw",
  };

  g_return_val_if_fail ((guint) end < G_N_ELEMENTS (names), "?");
  return names[end];
}

const char *
cairn_node_kind_to_string (CairnNodeKind kind)
{
  static const char * const names[] = {
    [CAIRN_NODE_ROOT] = "root",
    [CAIRN_NODE_MOVE] = "move",
    [CAIRN_NODE_NULL_PROBE] = "null",
  };

  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (names), "?");
  return names[kind];
}

/* Whether cairn_tree_keep_large_trees_mapped() was called. */
static gboolean large_trees_mapped;

void
cairn_tree_keep_large_trees_mapped (void)
{
  large_trees_mapped = TRUE;
#ifdef __GLIBC__
  /* Search trees grow by doubling one array, up to 28 MB for a pawn
   * ending at depth 9.  glibc raises its mmap threshold after a large
   * block is freed (an earlier search's tree), and then realloc copies
   * the array instead of remapping it: one stepper dispatch took 8-12 ms
   * instead of its 4 ms budget.  A fixed threshold keeps large arrays
   * mapped, and cairn_tree_grown_capacity() takes a tree to that size
   * before it costs anything to copy.
   *
   * The threshold is not lower: every frame the window paints into a
   * new image of what changed, up to the window's size (GDK's: 5 MB at
   * 1400 × 900, 8.3 MB full screen at 1920 × 1080, 14.7 MB at
   * 2560 × 1440).  Mapped on its own, it was a fresh mapping each frame,
   * faulted in page by page as the background was filled, and unmapped
   * after: 1-2 ms of every busy frame (bench-window).  Kept on the heap,
   * and the heap not trimmed back each time, the same memory serves
   * frame after frame.  Nor is it higher: blocks bigger than this (the
   * big trees' copies and layouts) go back to the system when freed.
   *
   * The heap keeps no more free memory at its top than that either: glibc
   * serves a request of any size from the top when it fits there, and
   * only maps a block on its own when it does not.  So a block of
   * CAIRN_TREE_MAPPED_BYTES and more is always mapped. */
  if (mallopt (M_MMAP_THRESHOLD, CAIRN_TREE_MAPPED_BYTES) == 1 &&
      mallopt (M_TRIM_THRESHOLD, CAIRN_TREE_MAPPED_BYTES) == 1)
    cairn_big_block_keep_mapped ();
#endif
}

/* The capacity (in nodes) for a tree full at @capacity: double.  Once
 * cairn_tree_keep_large_trees_mapped() was called, a tree past 1 MB of
 * nodes jumps to CAIRN_TREE_MAPPED_BYTES at once, one copy of 1 MB rather
 * than copies of 2, 4 and 8 MB on the way, and from there on grows in
 * place (mapped memory is only touched as it fills).  Elsewhere (the CLI)
 * glibc's own threshold maps them; the jump there only cost a sixth of
 * the speed of a recorded minimax search (bench-search). */
guint32
cairn_tree_grown_capacity (guint32 capacity)
{
  guint64 grown = capacity != 0 ? (guint64) capacity * 2 : 1024;

  if (large_trees_mapped && grown * sizeof (CairnNode) > CAIRN_TREE_JUMP_BYTES)
    grown = MAX (grown, CAIRN_TREE_MAPPED_BYTES / sizeof (CairnNode));
  return (guint32) MIN (grown, G_MAXUINT32);
}

/* Makes room for more nodes (see cairn_tree_grown_capacity()): into a
 * fresh block at the jump to CAIRN_TREE_MAPPED_BYTES, marked for 2 MB
 * pages before the copy (a 28 MB tree is then a few hundred page faults
 * of the search, the main thread's in the window, not 7,000), and
 * remapped in place after (see cairn-big-block.c).  Without
 * cairn_tree_keep_large_trees_mapped(), glibc maps a big tree on its own
 * anyway and realloc remaps it. */
/* The engine style's records (CairnTree.engine) for a tree of
 * @capacity nodes: as many, or, once the nodes have jumped to a mapped
 * block, at once as many as fill CAIRN_TREE_MAPPED_BYTES.  A tenth the
 * size of the nodes, they grew by doubling on the heap, a copy of 5 and
 * then 10 MB (1,500 page faults, 20 ms of one dispatch of the engine
 * style's Run on Kiwipete d6); mapped from the jump on, they grow in
 * place as the nodes do. */
static guint32
engine_capacity (guint32 capacity)
{
  guint64 mapped = CAIRN_TREE_MAPPED_BYTES / sizeof (CairnNodeEngine);

  if (large_trees_mapped && (guint64) capacity * sizeof (CairnNode) >= CAIRN_TREE_MAPPED_BYTES)
    return (guint32) MIN (MAX (capacity, mapped), G_MAXUINT32);
  return capacity;
}

void
cairn_tree_grow (CairnTree *tree)
{
  guint32 capacity = cairn_tree_grown_capacity (tree->capacity);
  guint32 old_engine = engine_capacity (tree->capacity);
  guint32 new_engine = engine_capacity (capacity);

  tree->nodes = cairn_big_block_renew (tree->nodes, (gsize) tree->capacity * sizeof (CairnNode),
                                       (gsize) capacity * sizeof (CairnNode));
  if (tree->settings.engine_parts != 0 && (tree->engine == NULL || new_engine != old_engine))
    tree->engine = cairn_big_block_renew (tree->engine, (gsize) old_engine * sizeof (CairnNodeEngine),
                                          (gsize) new_engine * sizeof (CairnNodeEngine));
  tree->capacity = capacity;
}
