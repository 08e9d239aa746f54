/* cairn-node-text.c — what a node is, and why it ended as it did.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-chess-board.h"
#include "cairn-event-text.h"
#include "cairn-game-tictactoe.h"
#include "cairn-node-text.h"
#include "cairn-subtree.h"

/* The game's grid row by row, X, O, chess men as FEN letters and · (an
 * empty square), for a monospace label. */
char *
cairn_node_text_board (const CairnTree *tree,
                       guint32          node)
{
  static const char * const glyphs[] = {
    [CAIRN_PIECE_NONE] = "·",
    [CAIRN_PIECE_X] = "X",
    [CAIRN_PIECE_O] = "O",
    [CAIRN_PIECE_WHITE_KING] = "K",
    [CAIRN_PIECE_WHITE_QUEEN] = "Q",
    [CAIRN_PIECE_WHITE_ROOK] = "R",
    [CAIRN_PIECE_WHITE_BISHOP] = "B",
    [CAIRN_PIECE_WHITE_KNIGHT] = "N",
    [CAIRN_PIECE_WHITE_PAWN] = "P",
    [CAIRN_PIECE_BLACK_KING] = "k",
    [CAIRN_PIECE_BLACK_QUEEN] = "q",
    [CAIRN_PIECE_BLACK_ROOK] = "r",
    [CAIRN_PIECE_BLACK_BISHOP] = "b",
    [CAIRN_PIECE_BLACK_KNIGHT] = "n",
    [CAIRN_PIECE_BLACK_PAWN] = "p",
  };
  const CairnGame *game = cairn_tree_game (tree);
  CairnBoard board;
  GString *text = g_string_new (NULL);

  cairn_tree_node_board (tree, node, &board);
  for (guint row = 0; row < game->height; row++)
    for (guint column = 0; column < game->width; column++)
      {
        g_string_append (text, glyphs[game->piece_at (&board, column, row)]);
        if (column + 1 < game->width)
          g_string_append_c (text, ' ');
        else if (row + 1 < game->height)
          g_string_append_c (text, '\n');
      }
  return g_string_free (text, FALSE);
}

/* A value inside a sentence: a mate as the event log and cairn-cli give
 * it, the number with the one form in words, "29997 (White mates, ply
 * 3)", which reads after "gives" or "≥" where the words alone would not. */
static char *
sentence_value (const CairnGame *game,
                int              value)
{
  if (cairn_game_value_is_win (game, value, NULL, NULL))
    return cairn_game_value_to_text (game, value);
  return cairn_value_to_string (value);
}

/* The engine style's record of @node (SEARCH-RULES.md §4); NULL in the seed
 * style. */
static const CairnNodeEngine *
node_engine (const CairnTree *tree,
             guint32          node)
{
  return tree->engine != NULL ? &tree->engine[node] : NULL;
}

/* R as the probe @node used it: the engine style records it (adaptive R
 * and the gate's formula vary from node to node, and a null move there
 * is one ply); in the seed style the probe's ply says it. */
static guint
probe_reduction (const CairnTree *tree,
                 guint32          node)
{
  const CairnNode *n = cairn_tree_get (tree, node);

  if (tree->engine != NULL)
    return tree->engine[node].reduction;
  return (guint) (n->ply - cairn_tree_get (tree, n->parent)->ply - 1);
}

/* The previous child of @node's parent, or CAIRN_NO_NODE. */
static guint32
previous_sibling (const CairnTree *tree,
                  guint32          node)
{
  const CairnNode *n = cairn_tree_get (tree, node);

  if (n->parent == CAIRN_NO_NODE)
    return CAIRN_NO_NODE;
  for (guint32 c = cairn_tree_get (tree, n->parent)->first_child; c != CAIRN_NO_NODE;
       c = cairn_tree_get (tree, c)->next_sibling)
    if (cairn_tree_get (tree, c)->next_sibling == node)
      return c;
  return CAIRN_NO_NODE;
}

char *
cairn_node_text_value (const CairnGame *game,
                       int              value)
{
  /* A mate reads as the figures and their captions write it. */
  if (cairn_game_value_is_win (game, value, NULL, NULL))
    return cairn_game_value_text (game, value);
  return cairn_value_to_string (value);
}

char *
cairn_node_text_value_phrase (const CairnGame *game,
                              int              value)
{
  CairnSide winner;
  guint ply;
  g_autofree char *number = NULL;

  if (cairn_game_value_is_win (game, value, &winner, &ply))
    return cairn_node_text_value (game, value);
  number = cairn_value_to_string (value);
  /* Translators: a value inside a sentence, e.g. "value 140" */
  return g_strdup_printf (_("value %s"), number);
}

char *
cairn_node_text_root_move (const CairnPosition *position,
                           int                  move)
{
  const CairnGame *game = cairn_position_game (position);

  if (move < 0)
    return g_strdup (_("no move"));
  if (game->numbered_moves)
    return g_strdup_printf (_("cell %d"), move);
  return game->move_to_text (&position->board, position->to_move, (CairnMove) move);
}

char *
cairn_node_text_line (const CairnTree *tree,
                      guint32          node)
{
  return cairn_node_line_san (tree, node);
}

char *
cairn_node_text_title (const CairnTree *tree,
                       guint32          node)
{
  const CairnNode *n = cairn_tree_get (tree, node);
  const CairnGame *game = cairn_tree_game (tree);
  const char *side = cairn_game_side_name (game, cairn_node_side (n));
  const char *mover = cairn_game_side_name (game, cairn_side_other (cairn_node_side (n)));
  /* The line names the node the same way in both panes, where the node
   * numbers differ. */
  g_autofree char *line = cairn_node_text_line (tree, node);

  switch ((CairnNodeKind) n->kind)
    {
    case CAIRN_NODE_ROOT:
      return g_strdup_printf (_("Node %u: the root, %s to move"), node, side);
    case CAIRN_NODE_NULL_PROBE:
      /* Translators: %2$s is the line of play from the root, e.g. "X4 --" or "1. c6 --" */
      return g_strdup_printf (_("Node %1$u (%2$s): null probe — %3$s passes, %4$s to move, ply %5$u"),
                              node, line, mover, side, n->ply);
    case CAIRN_NODE_MOVE:
    default:
      if (cairn_tree_game (tree)->numbered_moves)
        /* Translators: %2$s is the line of play from the root, e.g. "X4 O0" */
        return g_strdup_printf (_("Node %1$u (%2$s): %3$s plays cell %4$u, ply %5$u"),
                                node, line, mover, n->move, n->ply);
      {
        g_autofree char *move = cairn_node_move_to_string (tree, node);

        /* Translators: %2$s is the line of play from the root, e.g. "1. c6 Kd5" */
        return g_strdup_printf (_("Node %1$u (%2$s): %3$s plays %4$s, ply %5$u"),
                                node, line, mover, move, n->ply);
      }
    }
}

/* Every move was searched, yet the value is a bound (it lies at or beyond
 * an end of the node's window, and the fail-soft loop returns it as it is):
 * NULL when it is exact.  @side: the side to move. */
static char *
explain_searched_bound (const CairnNode *n,
                        const char      *side,
                        const char      *value,
                        const char      *alpha,
                        const char      *beta)
{
  CairnBound bound = cairn_node_bound (n);
  gboolean max = cairn_node_is_max (n);

  if (bound == CAIRN_BOUND_UPPER && max)
    /* Translators: %1$s the side to move, %2$s α, %3$s the best value */
    return g_strdup_printf (_("Every move was searched, and every one failed low: none gave %1$s more than α = %2$s, so the best, %3$s, only says the position is worth %3$s or less."),
                            side, alpha, value);
  if (bound == CAIRN_BOUND_LOWER && !max)
    /* Translators: %1$s the side to move, %2$s β, %3$s the best value */
    return g_strdup_printf (_("Every move was searched, and every one failed high: none gave %1$s less than β = %2$s, so the best, %3$s, only says the position is worth %3$s or more."),
                            side, beta, value);
  if (bound == CAIRN_BOUND_LOWER)
    /* Translators: %1$s the value, %2$s β */
    return g_strdup_printf (_("Every move was searched; the last one reached %1$s ≥ β = %2$s, so the position is worth %1$s or more."),
                            value, beta);
  if (bound == CAIRN_BOUND_UPPER)
    /* Translators: %1$s the value, %2$s α */
    return g_strdup_printf (_("Every move was searched; the last one reached %1$s ≤ α = %2$s, so the position is worth %1$s or less."),
                            value, alpha);
  return NULL;
}

/* The same for a chess game: its sides by name, its values as mates
 * where they are, its moves in SAN, and zugzwang where a pass misleads. */
static char *
explain_end_chess (const CairnTree *tree,
                   guint32          node,
                   const char      *moves)
{
  const CairnNode *n = cairn_tree_get (tree, node);
  const CairnGame *game = cairn_tree_game (tree);
  gboolean max = cairn_node_is_max (n);
  guint n_ghosts = cairn_node_n_ghosts (n);
  const char *side = cairn_game_side_name (game, cairn_node_side (n));
  const char *other = cairn_game_side_name (game, cairn_side_other (cairn_node_side (n)));
  g_autofree char *value = sentence_value (game, n->value);
  g_autofree char *alpha = sentence_value (game, n->alpha);
  g_autofree char *beta = sentence_value (game, n->beta);

  switch ((CairnNodeEnd) n->end)
    {
    case CAIRN_END_EXACT:
      if (cairn_node_bound (n) != CAIRN_BOUND_EXACT)
        return explain_searched_bound (n, side, value, alpha, beta);
      return g_strdup_printf (_("Every move was searched; the best one for %s gives %s."), side, value);
    case CAIRN_END_CUTOFF:
      /* Translators: %1$s value, %2$s the bound (β at a White node, α at a
       * Black one), %3$s the other side, %4$u count, %5$s moves in SAN */
      return g_strdup_printf (max
                              ? g_dngettext (GETTEXT_PACKAGE,
                                             "Alpha-beta cutoff: a move reached %1$s ≥ β = %2$s, which %3$s would never allow, so %4$u move (%5$s) was never searched.",
                                             "Alpha-beta cutoff: a move reached %1$s ≥ β = %2$s, which %3$s would never allow, so %4$u moves (%5$s) were never searched.",
                                             n_ghosts)
                              : g_dngettext (GETTEXT_PACKAGE,
                                             "Alpha-beta cutoff: a move reached %1$s ≤ α = %2$s, which %3$s would never allow, so %4$u move (%5$s) was never searched.",
                                             "Alpha-beta cutoff: a move reached %1$s ≤ α = %2$s, which %3$s would never allow, so %4$u moves (%5$s) were never searched.",
                                             n_ghosts),
                              value, max ? beta : alpha, other, n_ghosts, moves);
    case CAIRN_END_NULL_PRUNED:
      {
        guint32 probe = cairn_tree_probe_child (tree, node);
        const CairnNode *pn = probe != CAIRN_NO_NODE ? cairn_tree_get (tree, probe) : NULL;
        g_autofree char *probe_value = sentence_value (game, pn ? pn->value : n->value);
        g_autofree char *returned = cairn_bound_mark (cairn_node_bound (n), value);
        guint shallower = pn ? probe_reduction (tree, probe) : 0;

        /* Translators: %1$s the side that passes, %2$u R, %3$s the probe's
         * value, %4$s the bound, %5$s the other side, %6$s the node's value,
         * %7$u count, %8$s moves in SAN */
        /* Pawn endings are chess's, the game whose men the pieces rule
         * counts; elsewhere zugzwang is named alone. */
        if (!(game->flags & CAIRN_GAME_PIECES_RULE))
          return g_strdup_printf (max
                                  ? g_dngettext (GETTEXT_PACKAGE,
                                                 "%1$s passes (null move): a search shallower by R = %2$u still gives %3$s ≥ β = %4$s, as if %5$s could do nothing against it even with a free move. So the node returns %6$s and its %7$u move (%8$s) was never searched. This can be wrong where every move hurts (zugzwang): there, passing is better than any real move.",
                                                 "%1$s passes (null move): a search shallower by R = %2$u still gives %3$s ≥ β = %4$s, as if %5$s could do nothing against it even with a free move. So the node returns %6$s and its %7$u moves (%8$s) were never searched. This can be wrong where every move hurts (zugzwang): there, passing is better than any real move.",
                                                 n_ghosts)
                                  : g_dngettext (GETTEXT_PACKAGE,
                                                 "%1$s passes (null move): a search shallower by R = %2$u still gives %3$s ≤ α = %4$s, as if %5$s could do nothing against it even with a free move. So the node returns %6$s and its %7$u move (%8$s) was never searched. This can be wrong where every move hurts (zugzwang): there, passing is better than any real move.",
                                                 "%1$s passes (null move): a search shallower by R = %2$u still gives %3$s ≤ α = %4$s, as if %5$s could do nothing against it even with a free move. So the node returns %6$s and its %7$u moves (%8$s) were never searched. This can be wrong where every move hurts (zugzwang): there, passing is better than any real move.",
                                                 n_ghosts),
                                  side, shallower, probe_value, max ? beta : alpha, other, returned, n_ghosts, moves);
        return g_strdup_printf (max
                                ? g_dngettext (GETTEXT_PACKAGE,
                                               "%1$s passes (null move): a search shallower by R = %2$u still gives %3$s ≥ β = %4$s, as if %5$s could do nothing against it even with a free move. So the node returns %6$s and its %7$u move (%8$s) was never searched. This can be wrong where every move hurts (zugzwang, common in pawn endings): there, passing is better than any real move.",
                                               "%1$s passes (null move): a search shallower by R = %2$u still gives %3$s ≥ β = %4$s, as if %5$s could do nothing against it even with a free move. So the node returns %6$s and its %7$u moves (%8$s) were never searched. This can be wrong where every move hurts (zugzwang, common in pawn endings): there, passing is better than any real move.",
                                               n_ghosts)
                                : g_dngettext (GETTEXT_PACKAGE,
                                               "%1$s passes (null move): a search shallower by R = %2$u still gives %3$s ≤ α = %4$s, as if %5$s could do nothing against it even with a free move. So the node returns %6$s and its %7$u move (%8$s) was never searched. This can be wrong where every move hurts (zugzwang, common in pawn endings): there, passing is better than any real move.",
                                               "%1$s passes (null move): a search shallower by R = %2$u still gives %3$s ≤ α = %4$s, as if %5$s could do nothing against it even with a free move. So the node returns %6$s and its %7$u moves (%8$s) were never searched. This can be wrong where every move hurts (zugzwang, common in pawn endings): there, passing is better than any real move.",
                                               n_ghosts),
                                side, shallower, probe_value, max ? beta : alpha, other, returned, n_ghosts, moves);
      }
    case CAIRN_END_NULL_VERIFIED:
      {
        g_autofree char *returned = cairn_bound_mark (cairn_node_bound (n), value);

        return g_strdup_printf (_("The null probe suggested a cut; a search one ply shallower confirmed it, so the node returns %s."),
                                returned);
      }
    case CAIRN_END_HEURISTIC:
      /* Men with values are chess's (the pieces rule's); another game's
       * own count is in its rules. */
      if (!(game->flags & CAIRN_GAME_PIECES_RULE))
        return g_strdup_printf (_("The horizon: no more plies may be searched here, so the game’s count of the position stands in for a search: %s. It is a guess, not a win or a loss."),
                                value);
      return g_strdup_printf (_("The horizon: no more plies may be searched here, so the material is counted instead: a knight or a bishop is worth 300, a rook 500, a queen 900, each pawn 100 plus 10 for every rank it has advanced, White’s counted up and Black’s down. That gives %s; it is a guess, not a win or a loss."),
                              value);
    case CAIRN_END_TERMINAL:
      {
        CairnBoard board;

        cairn_tree_node_board (tree, node, &board);
        switch (cairn_game_end (game, &board, cairn_node_side (n)))
          {
          case CAIRN_GAME_END_STALEMATE:
            return g_strdup_printf (_("Game over: stalemate, %s has no legal move and is not in check. A draw, value 0."), side);
          case CAIRN_GAME_END_DEAD:
            return g_strdup (_("Game over: a dead position, neither side has the material left to mate (insufficient material). A draw, value 0."));
          default:
            break;
          }
      }
      /* A game whose rules name no ends (Connect Four): a win or a draw. */
      if (!(game->flags & CAIRN_GAME_NAMED_ENDS))
        return n->value == 0
          ? g_strdup (_("Game over: a draw, value 0."))
          /* Translators: %1$s the value ("9997 (X wins, ply 3)"), %2$d what a win is worth before the ply is taken off */
          : g_strdup_printf (_("Game over: %1$s. A win found sooner is worth more (%2$d minus the ply), so the search prefers the fastest win and the slowest loss."),
                             value, game->win_score);
      return g_strdup_printf (_("Checkmate: %s. A mate found sooner is worth more (30000 minus the ply), so the search prefers the fastest mate and the slowest loss."),
                              value);
    case CAIRN_END_STAND_PAT:
      /* Translators: %1$s the side to move, %2$s its static value, %3$s
       * the bound it reaches (β or α), %4$s the other side */
      return g_strdup_printf (max
                              ? _("Stand pat (quiescence search): below the horizon %1$s need not capture at all, so its static value, %2$s (the material count, as at the horizon), is the least it can get. That already reaches β = %3$s, which %4$s would never allow, so the node returns %2$s without trying a capture.")
                              : _("Stand pat (quiescence search): below the horizon %1$s need not capture at all, so its static value, %2$s (the material count, as at the horizon), is the most it has to concede. That is already at or below α = %3$s, which %4$s would never allow, so the node returns %2$s without trying a capture."),
                              side, value, max ? beta : alpha, other);
    case CAIRN_END_TT_CUTOFF:
      {
        const CairnNodeEngine *ne = node_engine (tree, node);
        const char *entry;

        if (ne == NULL)
          return g_strdup_printf (_("Table cutoff: the transposition table held this position, so the node returns %s without searching a move."),
                                  value);
        switch ((CairnBound) ne->tt_bound)
          {
          case CAIRN_BOUND_LOWER:
            entry = _("a lower bound (the position is worth this or more), which reaches β");
            break;
          case CAIRN_BOUND_UPPER:
            entry = _("an upper bound (the position is worth this or less), which is at or below α");
            break;
          case CAIRN_BOUND_EXACT:
          default:
            entry = _("an exact value");
            break;
          }
        /* Translators: %1$d the entry's depth, %2$d the depth this node
         * needs, %3$s what kind of value the entry holds, %4$s the value */
        return g_strdup_printf (_("Table cutoff: the transposition table holds this position from an earlier search. Its entry: depth %1$d (this node needs %2$d or more), %3$s. That settles it, so the node returns %4$s without searching a move."),
                                ne->tt_depth, ne->depth, entry, value);
      }
    case CAIRN_END_DRAW:
      {
        const CairnNodeEngine *ne = node_engine (tree, node);
        guint8 why = ne ? ne->flags : 0;

        if (why & CAIRN_NODE_ENGINE_FIFTY_MOVES)
          {
            CairnBoard board;
            guint clock = 100;

            cairn_tree_node_board (tree, node, &board);
            if (game->engine != NULL)
              clock = game->engine->halfmove (&board);
            return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "A draw by the fifty-move rule: %u ply has passed without a capture or a pawn move (the halfmove clock; 100 make fifty moves of each side), so the search scores the position 0 without searching on.",
                                                 "A draw by the fifty-move rule: %u plies have passed without a capture or a pawn move (the halfmove clock; 100 make fifty moves of each side), so the search scores the position 0 without searching on.",
                                                 clock),
                                    clock);
          }
        if (why & CAIRN_NODE_ENGINE_REPETITION)
          return g_strdup (_("A draw by repetition: this position already stood on the line from the root (looking back no further than the last capture, pawn move or null move), so the search scores it 0 without searching on, as engines do."));
        return g_strdup (_("A draw by repetition or the fifty-move rule: the search scores the position 0 without searching on."));
      }
    case CAIRN_END_OPEN:
    default:
      return g_strdup (_("Still being searched."));
    }
}

static char *
explain_end (const CairnTree *tree,
             guint32          node)
{
  const CairnNode *n = cairn_tree_get (tree, node);
  gboolean max = cairn_node_is_max (n);
  guint n_ghosts = cairn_node_n_ghosts (n);
  g_autofree char *value = cairn_value_to_string (n->value);
  g_autofree char *alpha = cairn_value_to_string (n->alpha);
  g_autofree char *beta = cairn_value_to_string (n->beta);
  g_autofree char *cells = NULL;
  CairnMove ghosts[CAIRN_MAX_MOVES];

  cells = cairn_moves_to_string (tree, node, ghosts, cairn_tree_node_ghosts (tree, node, ghosts));

  if (!cairn_tree_game (tree)->numbered_moves)
    return explain_end_chess (tree, node, cells);

  switch ((CairnNodeEnd) n->end)
    {
    case CAIRN_END_EXACT:
      if (cairn_node_bound (n) != CAIRN_BOUND_EXACT)
        return explain_searched_bound (n, cairn_side_to_string (cairn_node_side (n)), value, alpha, beta);
      return g_strdup_printf (_("Every move was searched; the best one for %s gives %s."),
                              cairn_side_to_string (cairn_node_side (n)), value);
    case CAIRN_END_CUTOFF:
      return max
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "Alpha-beta cutoff: a move reached %s ≥ β = %s, which O would never allow, so %u move (cell %s) was never searched.",
                                        "Alpha-beta cutoff: a move reached %s ≥ β = %s, which O would never allow, so %u moves (cells %s) were never searched.",
                                        n_ghosts),
                           value, beta, n_ghosts, cells)
        : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "Alpha-beta cutoff: a move reached %s ≤ α = %s, which X would never allow, so %u move (cell %s) was never searched.",
                                        "Alpha-beta cutoff: a move reached %s ≤ α = %s, which X would never allow, so %u moves (cells %s) were never searched.",
                                        n_ghosts),
                           value, alpha, n_ghosts, cells);
    case CAIRN_END_NULL_PRUNED:
      {
        guint32 probe = cairn_tree_probe_child (tree, node);
        g_autofree char *probe_value =
          cairn_value_to_string (probe != CAIRN_NO_NODE ? cairn_tree_get (tree, probe)->value : n->value);
        g_autofree char *returned = cairn_bound_mark (cairn_node_bound (n), value);

        return max
          ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Null-move prune: even after passing, X kept %s ≥ β = %s, so the node returns %s and its %u move (cell %s) was never searched.",
                                          "Null-move prune: even after passing, X kept %s ≥ β = %s, so the node returns %s and its %u moves (cells %s) were never searched.",
                                          n_ghosts),
                             probe_value, beta, returned, n_ghosts, cells)
          : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Null-move prune: even after O passed, X got only %s ≤ α = %s, so the node returns %s and its %u move (cell %s) was never searched.",
                                          "Null-move prune: even after O passed, X got only %s ≤ α = %s, so the node returns %s and its %u moves (cells %s) were never searched.",
                                          n_ghosts),
                             probe_value, alpha, returned, n_ghosts, cells);
      }
    case CAIRN_END_NULL_VERIFIED:
      {
        g_autofree char *returned = cairn_bound_mark (cairn_node_bound (n), value);

        return g_strdup_printf (_("The null probe suggested a cut; a search one ply shallower confirmed it, so the node returns %s."),
                                returned);
      }
    case CAIRN_END_HEURISTIC:
      return g_strdup_printf (_("The horizon: no more plies may be searched here, so the line-counting heuristic gives %s."),
                              value);
    case CAIRN_END_TERMINAL:
      /* Scoring `sound` (SEARCH-RULES.md §3.3): a win is 1000 - ply, where the
       * seed's is at most 10. */
      if (n->value > 10)
        return g_strdup_printf (_("Game over: X has three in a row, value %s (1000 minus the ply: a faster win scores higher, and every win above any guess at the horizon)."), value);
      if (n->value < -10)
        return g_strdup_printf (_("Game over: O has three in a row, value %s (the ply minus 1000: a faster win scores lower, and every win below any guess at the horizon)."), value);
      if (n->value > 0)
        return g_strdup_printf (_("Game over: X has three in a row, value %s (10 minus the ply: a faster win scores higher). A guess at the horizon can score more than a win: that is how this scoring works, not a search error."), value);
      if (n->value < 0)
        return g_strdup_printf (_("Game over: O has three in a row, value %s (the ply minus 10: a faster win scores lower). A guess at the horizon can score below a win: that is how this scoring works, not a search error."), value);
      return g_strdup (_("Game over: the board is full without a winner, value 0."));
    case CAIRN_END_OPEN:
    default:
      return g_strdup (_("Still being searched."));
    }
}

/* The engine style's words for @node (SEARCH-RULES.md §4), each on a line of
 * its own after the node's end: the check extension, the quiescence
 * search, a PVS try and its re-search. */
static void
explain_engine (const CairnTree *tree,
                guint32          node,
                guint32          at_event,
                GString         *text)
{
  const CairnNode *n = cairn_tree_get (tree, node);
  const CairnNodeEngine *ne = node_engine (tree, node);
  const CairnGame *game = cairn_tree_game (tree);
  gboolean finished = cairn_node_finished_at (n, at_event);

  if (ne == NULL)
    return;
  if (ne->flags & CAIRN_NODE_ENGINE_EXTENDED)
    {
      g_string_append_c (text, '\n');
      /* Translators: %1$s the side in check, %2$d the remaining depth
       * with the extension, %3$d without it */
      g_string_append_printf (text, _("In check: +1 ply. %1$s is in check, so the node searches one ply deeper than its move alone allows (check extension): remaining depth %2$d instead of %3$d, so that a check at the horizon is answered."),
                              cairn_game_side_name (game, cairn_node_side (n)), ne->depth, ne->depth - 1);
    }
  if ((ne->flags & CAIRN_NODE_ENGINE_QUIESCENCE) && !(finished && n->end == CAIRN_END_STAND_PAT))
    {
      CairnBoard board;
      g_autofree char *standing = NULL;

      cairn_tree_node_board (tree, node, &board);
      standing = sentence_value (game, game->evaluate (&board));
      g_string_append_c (text, '\n');
      /* Translators: %s the node's static value (the material count) */
      g_string_append_printf (text, _("Quiescence search (below the horizon): the node stood pat on its static value, %s, then tried only captures and promotions to a queen, the most valuable victim first, so that the search never stops in the middle of an exchange."),
                              standing);
    }
  if (ne->flags & CAIRN_NODE_ENGINE_PVS_TRY)
    {
      const CairnNode *parent = cairn_tree_get (tree, n->parent);
      guint32 again = n->next_sibling;
      gboolean re_searched = again != CAIRN_NO_NODE && tree->engine[again].flags & CAIRN_NODE_ENGINE_PVS_RE_SEARCH &&
                             cairn_tree_get (tree, again)->move == n->move &&
                             (at_event == CAIRN_NO_NODE || cairn_tree_get (tree, again)->created_event <= at_event);

      g_string_append_c (text, '\n');
      g_string_append (text, cairn_node_is_max (parent)
                       ? _("Zero-window try (principal variation search): a move after the first is searched with the window (α, α + 1), only to show that it is no better than the best so far, which costs fewer nodes than a full search.")
                       : _("Zero-window try (principal variation search): a move after the first is searched with the window (β − 1, β), only to show that it is no better than the best so far, which costs fewer nodes than a full search."));
      if (re_searched)
        {
          g_string_append_c (text, ' ');
          /* Translators: %u the node of the second search */
          g_string_append_printf (text, _("Its value landed inside its parent’s window: the move may be better, so it was searched again with the full window (node %u), whose value counts."),
                                  again);
        }
      else if (finished)
        {
          gboolean better = cairn_node_is_max (parent) ? n->value > n->alpha : n->value < n->beta;

          g_string_append_c (text, ' ');
          g_string_append (text, better
                           ? _("It showed the move good enough for a cutoff at its parent, so it was not searched again.")
                           : _("It confirmed that the move is no better, so it was not searched again."));
        }
    }
  if (ne->flags & CAIRN_NODE_ENGINE_PVS_RE_SEARCH)
    {
      guint32 tried = previous_sibling (tree, node);

      g_string_append_c (text, '\n');
      if (tried != CAIRN_NO_NODE)
        {
          g_autofree char *tried_value = sentence_value (game, cairn_tree_get (tree, tried)->value);

          /* Translators: %1$u the zero-window try's node, %2$s its value */
          g_string_append_printf (text, _("Re-search (principal variation search): the zero-window try of this move (node %1$u) returned %2$s, inside its parent’s window, so the move is searched again with the full window; this search’s value is the move’s."),
                                  tried, tried_value);
        }
      else
        g_string_append (text, _("Re-search (principal variation search): the zero-window try of this move landed inside its parent’s window, so the move is searched again with the full window; this search’s value is the move’s."));
    }
}

/* A probe's R in words (SEARCH-RULES.md §4.9: with the gate, Stockfish's formula
 * sets it, and the window shows the R each probe used). */
static void
explain_probe_reduction (const CairnTree *tree,
                         guint32          node,
                         GString         *text)
{
  const CairnNode *n = cairn_tree_get (tree, node);
  const CairnNodeEngine *ne = node_engine (tree, node);
  guint r = probe_reduction (tree, node);

  if (ne != NULL && (ne->flags & CAIRN_NODE_ENGINE_GATE))
    {
      const CairnTree *t = tree;
      const CairnNode *parent = cairn_tree_get (t, n->parent);
      const CairnGame *game = cairn_tree_game (t);
      int d = t->engine[n->parent].depth;
      gboolean max = cairn_node_is_max (parent);
      CairnBoard board;
      int s, margin;

      cairn_tree_node_board (t, n->parent, &board);
      s = game->evaluate (&board);
      margin = max ? s - parent->beta : parent->alpha - s;
      g_string_append_c (text, ' ');
      /* Translators: %u is R; the whole sentence stands before the
       * worked formula, if any */
      g_string_append_printf (text, _("R = %u from Stockfish 15’s formula, which replaces the R setting here."), r);
      /* The worked numbers only where they give the R recorded (a
       * verified node's lowered d, say, would not). */
      if (d > 0 && margin >= 0 && (guint) (3 + d / 3 + MIN (margin / 147, 5)) == r)
        {
          g_autofree char *sv = sentence_value (game, s);
          g_autofree char *bound = sentence_value (game, max ? parent->beta : parent->alpha);

          g_string_append_c (text, ' ');
          g_string_append_printf (text, max
                                  /* Translators: the gate's formula worked out: %1$d the parent's remaining
                                   * depth d, %2$s its static value s, %3$s β, %4$u R */
                                  ? _("R = 3 + d / 3 + min((s − β) / 147, 5) with d = %1$d, s = %2$s and β = %3$s: R = %4$u.")
                                  : _("R = 3 + d / 3 + min((α − s) / 147, 5) with d = %1$d, s = %2$s and α = %3$s: R = %4$u."),
                                  d, sv, bound, r);
        }
    }
  if (ne != NULL && (ne->flags & CAIRN_NODE_ENGINE_QUIESCENCE))
    {
      g_string_append_c (text, ' ');
      g_string_append (text, _("This probe landed at or below the horizon: instead of a bare count of material, it ran a quiescence search."));
    }
}

/* The inspector text for @node as of @at_event (CAIRN_NO_NODE for "now"). */
char *
cairn_node_text_explain (const CairnTree *tree,
                         guint32          node,
                         guint32          at_event)
{
  const CairnNode *n = cairn_tree_get (tree, node);
  const CairnGame *game = cairn_tree_game (tree);
  g_autofree char *alpha = sentence_value (game, n->alpha);
  g_autofree char *beta = sentence_value (game, n->beta);
  g_autofree char *value = sentence_value (game, n->value);
  g_autofree char *end = NULL;
  GString *text = g_string_new (NULL);
  gboolean finished = cairn_node_finished_at (n, at_event);

  if (game->numbered_moves)
    g_string_append (text, cairn_node_is_max (n)
                     ? _("X is to move and picks the highest value.")
                     : _("O is to move and picks the lowest value."));
  else if (game->flags & CAIRN_GAME_CHEQUERED)
    /* The line from the root is in the title. */
    g_string_append (text, cairn_node_is_max (n)
                     ? _("White is to move and picks the highest value.")
                     : _("Black is to move and picks the lowest value."));
  else
    /* Translators: %s is the side to move by the game's name for it (Connect Four's "X") */
    g_string_append_printf (text, cairn_node_is_max (n)
                            ? _("%s is to move and picks the highest value.")
                            : _("%s is to move and picks the lowest value."),
                            cairn_game_side_name (game, cairn_node_side (n)));
  g_string_append_c (text, '\n');
  g_string_append_printf (text, _("Window on entry: α = %s, β = %s."), alpha, beta);
  g_string_append_c (text, '\n');
  if (tree->engine != NULL)
    {
      int d = tree->engine[node].depth;

      /* Translators: the engine style's remaining depth of a node */
      g_string_append_printf (text, d <= 0 ? _("Remaining depth: d = %d, at or below the horizon.")
                                           : _("Remaining depth: d = %d."), d);
      g_string_append_c (text, '\n');
    }
  if (finished)
    {
      CairnBound bound = cairn_node_bound (n);
      g_autofree char *marked = cairn_bound_mark (bound, value);
      const char *why = cairn_bound_reason (bound, (CairnNodeEnd) n->end, cairn_node_is_max (n));

      if (bound == CAIRN_BOUND_LOWER)
        /* Translators: %1$s the value with its sign, "≥ 150"; %2$s why it
         * is only a bound, e.g. "cutoff" */
        g_string_append_printf (text, _("Value: %1$s, a lower bound (%2$s): the true value may be higher."), marked, why);
      else if (bound == CAIRN_BOUND_UPPER)
        /* Translators: %1$s the value with its sign, "≤ 140"; %2$s why it
         * is only a bound, e.g. "every move failed low" */
        g_string_append_printf (text, _("Value: %1$s, an upper bound (%2$s): the true value may be lower."), marked, why);
      else
        g_string_append_printf (text, _("Value: %s."), value);
      g_string_append_c (text, '\n');
      end = explain_end (tree, node);
    }
  else
    end = g_strdup (_("Still being searched at this moment."));
  g_string_append (text, end);
  explain_engine (tree, node, at_event, text);

  if (n->kind == CAIRN_NODE_NULL_PROBE)
    {
      g_string_append_c (text, '\n');
      {
        /* R as this probe used it (adaptive R varies from node to node). */
        guint r = probe_reduction (tree, node);

        /* Translators: %1$u is R, the plies a probe is shallower by */
        g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                   "A null probe searches the same board as if the other side had passed, one ply shallower (R = %1$u), to test whether the position is so good that its moves need no search.",
                                                   "A null probe searches the same board as if the other side had passed, %1$u plies shallower (R = %1$u), to test whether the position is so good that its moves need no search.",
                                                   r),
                                r);
        explain_probe_reduction (tree, node, text);
      }
      if (finished && (n->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH))
        {
          g_string_append_c (text, ' ');
          /* A probe fails high under a max node, low under a min node. */
          g_string_append (text, cairn_node_is_max (cairn_tree_get (tree, n->parent))
                           ? _("It failed high: its value reached β at a max node, enough to prune its parent.")
                           : _("It failed low: its value fell to α at a min node, enough to prune its parent."));
        }
      if (finished && n->end == CAIRN_END_HEURISTIC)
        {
          g_string_append_c (text, ' ');
          g_string_append (text, _("This probe landed on the depth limit: its value is a bare horizon evaluation of the board, and not a single move was searched after the pass."));
        }
      g_string_append_c (text, ' ');
      /* A probe's value only answers "does passing still reach the bound?";
       * whether it is exact is judged as for any node, above. */
      g_string_append (text, cairn_node_is_max (cairn_tree_get (tree, n->parent))
                       ? _("It answers one question for its parent: does the position after the pass still reach β? Its own value is judged like any node’s, by the window it was entered with.")
                       : _("It answers one question for its parent: does the position after the pass still stay at or below α? Its own value is judged like any node’s, by the window it was entered with."));
    }
  if (n->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, cairn_node_is_max (n)
                       ? _("Fail high suspected: the probe would have pruned, so the moves were verified by a search one ply shallower.")
                       : _("Fail low suspected: the probe would have pruned, so the moves were verified by a search one ply shallower."));
    }
  if (n->flags & CAIRN_NODE_FLAG_RE_SEARCHED)
    {
      g_string_append_c (text, '\n');
      g_string_append (text, _("The shallower search did not confirm the cut, so the moves were searched again at full depth."));
    }
  return g_string_free (text, FALSE);
}

char *
cairn_node_text_ghost (const CairnTree *tree,
                       guint32          parent,
                       guint            move)
{
  const CairnNode *n = cairn_tree_get (tree, parent);
  const CairnGame *game = cairn_tree_game (tree);
  const char *side = cairn_game_side_name (game, cairn_node_side (n));

  if (!game->numbered_moves)
    {
      CairnMove m = (CairnMove) move;
      g_autofree char *san = cairn_moves_to_string (tree, parent, &m, 1);

      if (n->end == CAIRN_END_NULL_PRUNED)
        return g_strdup_printf (_("%s playing %s was never searched: node %u was null-move pruned."),
                                side, san, parent);
      return g_strdup_printf (_("%s playing %s was never searched: alpha-beta cutoff at node %u."),
                              side, san, parent);
    }
  if (n->end == CAIRN_END_NULL_PRUNED)
    return g_strdup_printf (_("%s playing cell %u was never searched: node %u was null-move pruned."),
                            side, move, parent);
  return g_strdup_printf (_("%s playing cell %u was never searched: alpha-beta cutoff at node %u."),
                          side, move, parent);
}
