/* cairn-export-text.c — DOT and JSON export of recorded search trees.
 *
 * Only integers and fixed strings are formatted (no %f, no pointers, no
 * clock), so the output depends on nothing but the searches and options.
 * DOT's cluster titles and key are for people and follow the user's
 * language; JSON is for programs and holds no translated text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-export-text.h"
#include "cairn-event-text.h"
#include "cairn-export-format.h"
#include "cairn-format.h"
#include "cairn-games.h"

/* Flags that describe how a node's search turned out; an unfinished node
 * (as of the chosen event) shows only the flags it was created with. */
#define OUTCOME_FLAGS (CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED | \
                       CAIRN_NODE_FLAG_RE_SEARCHED | \
                       CAIRN_NODE_FLAG_PROBE_FAILED_HIGH)

/* Print-friendly, colour-blind-safe colours (Okabe & Ito, Tol's wine);
 * every style below is also told apart by shape, border or dash pattern. */
#define COLOUR_BLUE       "#0072B2"
#define COLOUR_WINE       "#882255"  /* as the painter's prunes */
#define COLOUR_PURPLE     "#CC79A7"
#define COLOUR_GHOST      "#8C8C8C"
#define FILL_PROBE        "#D9EAF5"
#define FILL_PRUNED       "#F7D9C4"
#define FILL_SUSPECTED    "#F3DDEA"

typedef struct {
  const CairnTree *tree;
  guint32          at_event;
  guint32          n_nodes;   /* nodes that exist as of at_event */
  gboolean         ghosts;
} View;

static void
view_init (View                     *view,
           const CairnSearch        *search,
           const CairnTextExportOptions *options)
{
  view->tree = cairn_export_tree (search, options->iteration);
  view->at_event = options->at_event;
  view->n_nodes = view->tree ? cairn_tree_count_at_event (view->tree, options->at_event) : 0;
  view->ghosts = options->ghosts;
}

static gboolean
view_finished (const View *view,
               guint32     index)
{
  return cairn_node_finished_at (cairn_tree_get (view->tree, index), view->at_event);
}

/* The ghost moves shown at @index, into @moves; returns how many. */
static guint
view_ghosts (const View *view,
             guint32     index,
             CairnMove  *moves)
{
  const CairnNode *node = cairn_tree_get (view->tree, index);

  if (!view->ghosts || !cairn_node_ghosts_at (node, view->at_event))
    return 0;
  return cairn_tree_node_ghosts (view->tree, index, moves);
}

/* A move in files: tic-tac-toe's cell numbers bare, as they always were;
 * any other game's moves as strings ("e2e4"). */
static void
append_move (GString         *out,
             const CairnGame *game,
             CairnMove        move,
             gboolean         json)
{
  g_autofree char *text = NULL;

  if (game->numbered_moves)
    {
      g_string_append_printf (out, "%u", (guint) move);
      return;
    }
  text = game->move_to_string (move);
  if (json)
    cairn_json_append_string (out, text);
  else
    g_string_append (out, text);
}

/* Tic-tac-toe's files stay as they always were: its boards read off the
 * moves.  Other games' nodes carry their positions (pawn endings: FEN). */
static gboolean
game_has_node_positions (const CairnGame *game)
{
  return !game->numbered_moves;
}

/* The position at @index, or (@move not CAIRN_NO_MOVE) after @move is
 * played there: a ghost's. */
static char *
node_position (const CairnTree *tree,
               guint32          index,
               CairnMove        move)
{
  const CairnGame *game = cairn_tree_game (tree);
  CairnSide side = cairn_node_side (cairn_tree_get (tree, index));
  CairnBoard board;

  cairn_tree_node_board (tree, index, &board);
  if (move != CAIRN_NO_MOVE)
    {
      game->play (&board, side, move);
      side = cairn_side_other (side);
    }
  return game->position_to_string (&board, side);
}

/* DOT: the position as the node's tooltip, which SVG output shows on
 * hover. */
static void
dot_append_position (GString         *out,
                     const CairnTree *tree,
                     guint32          index,
                     CairnMove        move)
{
  g_autofree char *text = NULL;

  if (!game_has_node_positions (cairn_tree_game (tree)))
    return;
  text = node_position (tree, index, move);
  g_string_append_printf (out, ", tooltip=\"%s\"", text);
}

static guint8
view_flags (const View *view,
            guint32     index)
{
  const CairnNode *node = cairn_tree_get (view->tree, index);

  return view_finished (view, index) ? node->flags : node->flags & ~OUTCOME_FLAGS;
}

/* The R a probe actually used: adaptive R varies from node to node. */
static guint
probe_reduction (const CairnTree *tree,
                 const CairnNode *probe)
{
  return probe->ply - cairn_tree_get (tree, probe->parent)->ply - 1u;
}

/* Title of a search: its mode and parameters and how many nodes are shown. */
static char *
search_title (const CairnSearch *search,
              const View        *view)
{
  const CairnSettings *settings = cairn_search_get_settings (search);
  g_autofree char *count = cairn_format_count (view->n_nodes);
  g_autofree char *mode = cairn_settings_mode_label (settings);

  if (view->at_event != CAIRN_ALL_EVENTS)
    /* Translators: title of an exported tree shown as of an earlier moment,
     * e.g. "plain α-β, depth 5 — 40 nodes as of event 120" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s, depth %u — %s node as of event %u",
                                         "%s, depth %u — %s nodes as of event %u",
                                         view->n_nodes),
                            mode, settings->depth, count, view->at_event);
  /* Translators: title of an exported tree, e.g. "plain α-β, depth 5 — 1,787 nodes" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, depth %u — %s node",
                                       "%s, depth %u — %s nodes", view->n_nodes),
                          mode, settings->depth, count);
}

/* ------------------------------------------------------------------ DOT */

/* A DOT quoted string; a newline becomes a centred line break. */
static void
dot_append_string (GString    *out,
                   const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; *p; p++)
    {
      if (*p == '\n')
        g_string_append (out, "\\n");
      else if (*p == '"' || *p == '\\')
        {
          g_string_append_c (out, '\\');
          g_string_append_c (out, *p);
        }
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

static void
dot_append_label (GString    *out,
                  const View *view,
                  guint32     index)
{
  const CairnNode *node = cairn_tree_get (view->tree, index);
  g_autoptr (GString) label = g_string_new (NULL);
  g_autofree char *alpha = cairn_value_to_string (node->alpha);
  g_autofree char *beta = cairn_value_to_string (node->beta);

  switch ((CairnNodeKind) node->kind)
    {
    case CAIRN_NODE_ROOT:
      g_string_append (label, "root");
      break;
    case CAIRN_NODE_NULL_PROBE:
      g_string_append (label, "null");
      break;
    case CAIRN_NODE_MOVE:
    default:
      /* The mover is the parent's side: "X4" = X played cell 4; a move in
       * coordinates ("e1d2") names its own square. */
      if (cairn_tree_game (view->tree)->numbered_moves)
        g_string_append (label, cairn_node_side (node) == CAIRN_SIDE_O ? "X" : "O");
      append_move (label, cairn_tree_game (view->tree), node->move, FALSE);
      break;
    }

  if (view_finished (view, index))
    {
      g_autofree char *value = cairn_value_to_string (node->value);
      g_autofree char *marked = cairn_bound_mark (cairn_node_bound (node), value);

      g_string_append_printf (label, "\n%s", marked);
    }
  else
    g_string_append (label, "\n?");
  g_string_append_printf (label, "\nα%s β%s", alpha, beta);

  if (view_finished (view, index) &&
      (node->end == CAIRN_END_NULL_PRUNED || node->end == CAIRN_END_NULL_VERIFIED))
    g_string_append_printf (label, "\n%s", cairn_node_end_to_string (node->end));
  if (view_flags (view, index) & CAIRN_NODE_FLAG_RE_SEARCHED)
    g_string_append (label, "\nre-searched");

  g_string_append (out, "label=");
  dot_append_string (out, label->str);
}

static void
dot_append_node (GString    *out,
                 const View *view,
                 guint       s,
                 guint32     index)
{
  const CairnNode *node = cairn_tree_get (view->tree, index);
  gboolean finished = view_finished (view, index);
  guint8 flags = view_flags (view, index);
  g_autoptr (GString) style = g_string_new ("filled");
  const char *fill = "white";

  g_string_append_printf (out, "  s%un%u [", s, index);
  if (node->kind == CAIRN_NODE_NULL_PROBE)
    {
      g_string_append (out, "shape=diamond, color=\"" COLOUR_BLUE "\", ");
      g_string_append (style, ",dashed");
      fill = FILL_PROBE;
      if (flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH)
        g_string_append (out, "penwidth=2.5, ");
    }
  else
    g_string_append (out, cairn_node_is_max (node) ? "shape=triangle, " : "shape=invtriangle, ");

  if (!finished)
    {
      g_string_append (style, ",dotted");
      g_string_append (out, "color=\"" COLOUR_GHOST "\", ");
    }
  else if (node->end == CAIRN_END_NULL_PRUNED)
    {
      g_string_append (out, "color=\"" COLOUR_WINE "\", penwidth=2, ");
      fill = FILL_PRUNED;
    }
  else if (node->end == CAIRN_END_TERMINAL)
    g_string_append (out, "peripheries=2, ");

  if (flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED)
    fill = FILL_SUSPECTED;
  if (flags & CAIRN_NODE_FLAG_RE_SEARCHED)
    g_string_append (style, ",bold");

  g_string_append_printf (out, "style=\"%s\", fillcolor=\"%s\", ", style->str, fill);
  dot_append_label (out, view, index);
  dot_append_position (out, view->tree, index, CAIRN_NO_MOVE);
  g_string_append (out, "];\n");
}

static void
dot_append_edge (GString         *out,
                 const View      *view,
                 guint            s,
                 guint32          index,
                 GHashTable      *pv)
{
  const CairnNode *node = cairn_tree_get (view->tree, index);
  guint8 flags = view_flags (view, index);
  gboolean on_pv = g_hash_table_contains (pv, GUINT_TO_POINTER (index));

  g_string_append_printf (out, "  s%un%u -> s%un%u", s, node->parent, s, index);
  if (node->kind == CAIRN_NODE_NULL_PROBE)
    {
      guint r = probe_reduction (view->tree, node);

      /* minlen puts the probe at its true ply, R ranks below its siblings. */
      g_string_append_printf (out, " [style=dashed, color=\"" COLOUR_BLUE "\", fontcolor=\""
                              COLOUR_BLUE "\", label=\"null R=%u\", minlen=%u]", r, r + 1);
    }
  else if (flags & CAIRN_NODE_FLAG_IN_REDUCED)
    g_string_append_printf (out, " [style=dashed, color=\"" COLOUR_PURPLE "\"%s]",
                            on_pv ? ", penwidth=3" : "");
  else if (flags & CAIRN_NODE_FLAG_IN_RE_SEARCH)
    g_string_append_printf (out, " [color=\"" COLOUR_PURPLE "\", penwidth=%s]",
                            on_pv ? "3" : "1.5");
  else if (on_pv)
    g_string_append (out, " [penwidth=3]");
  g_string_append (out, ";\n");
}

/* Ghosts of a null-pruned node were skipped on the probe's word, those of
 * any other node by an alpha-beta cutoff: two styles. */
static void
dot_append_ghosts (GString    *out,
                   const View *view,
                   guint       s,
                   guint32     index)
{
  const CairnNode *node = cairn_tree_get (view->tree, index);
  const CairnGame *game = cairn_tree_game (view->tree);
  CairnMove ghosts[CAIRN_MAX_MOVES];
  guint n_ghosts = view_ghosts (view, index, ghosts);
  gboolean pruned = node->end == CAIRN_END_NULL_PRUNED;
  const char *colour = pruned ? COLOUR_WINE : COLOUR_GHOST;
  const char *dash = pruned ? "dashed" : "dotted";
  const char *mover = !game->numbered_moves ? "" : cairn_node_is_max (node) ? "X" : "O";

  for (guint k = 0; k < n_ghosts; k++)
    {
      guint move = ghosts[k];

      g_string_append_printf (out, "  s%ug%u_%u [shape=box, style=\"%s\", color=\"%s\", "
                              "fontcolor=\"%s\", label=\"%s",
                              s, index, move, dash, colour, colour, mover);
      append_move (out, game, ghosts[k], FALSE);
      g_string_append_c (out, '"');
      dot_append_position (out, view->tree, index, ghosts[k]);
      g_string_append_printf (out, "];\n  s%un%u -> s%ug%u_%u [style=%s, color=\"%s\"];\n",
                              s, index, s, index, move, dash, colour);
    }
}

static GHashTable *
principal_variation_set (const View *view)
{
  GHashTable *set = g_hash_table_new (NULL, NULL);
  g_autoptr (GArray) line = NULL;

  /* The principal variation is known once the root has its value. */
  if (view->n_nodes == 0 || !view_finished (view, 0))
    return set;
  line = cairn_tree_principal_variation (view->tree);
  for (guint i = 0; i < line->len; i++)
    g_hash_table_add (set, GUINT_TO_POINTER (g_array_index (line, guint32, i)));
  return set;
}

static void
dot_append_search (GString                  *out,
                   const CairnSearch        *search,
                   guint                     s,
                   const CairnTextExportOptions *options)
{
  g_autoptr (GHashTable) pv = NULL;
  g_autofree char *title = NULL;
  View view;

  view_init (&view, search, options);
  title = search_title (search, &view);
  pv = principal_variation_set (&view);

  g_string_append_printf (out, "  subgraph cluster_%u {\n  label=", s);
  dot_append_string (out, title);
  g_string_append (out, ";\n");
  for (guint32 i = 0; i < view.n_nodes; i++)
    {
      dot_append_node (out, &view, s, i);
      if (i > 0)
        dot_append_edge (out, &view, s, i, pv);
    }
  /* Graphviz orders children as their edges appear (ordering=out), and
   * the moves never searched come after every searched one. */
  for (guint32 i = 0; i < view.n_nodes; i++)
    dot_append_ghosts (out, &view, s, i);
  g_string_append (out, "  }\n");
}

void
cairn_export_dot (GString                   *out,
                  const CairnSearch * const *searches,
                  guint                      n_searches,
                  const CairnTextExportOptions *options)
{
  g_autoptr (GString) key = g_string_new (NULL);
  const CairnGame *game;

  g_return_if_fail (out != NULL);
  g_return_if_fail (searches != NULL || n_searches == 0);
  g_return_if_fail (options != NULL);
  game = n_searches ? cairn_position_game (cairn_search_get_position (searches[0]))
                    : cairn_games_default ();

  /* The legend travels as the graph's caption so that every node
   * statement in the file is a node of a tree. */
  if (game->numbered_moves)
    g_string_append (key, _("▲ X to move (max)   ▼ O to move (min)   ◆ null probe (bold: failed high at a max node, low at a min node)"));
  else
    /* Translators: the DOT key; %s are the sides, e.g. White and Black */
    g_string_append_printf (key, _("▲ %s to move (max)   ▼ %s to move (min)   ◆ null probe (bold: failed high at a max node, low at a min node)"),
                            cairn_game_side_name (game, CAIRN_SIDE_X), cairn_game_side_name (game, CAIRN_SIDE_O));
  g_string_append_c (key, '\n');
  g_string_append (key, _("double border: game over   dotted box: move never searched (cutoff)   "
                          "dashed box: move pruned by the null probe"));

  g_string_append (out,
                   "digraph cairn {\n"
                   "  graph [fontname=\"DejaVu Sans\", fontsize=14, labelloc=b, ordering=out, "
                   "nodesep=0.12, ranksep=0.3];\n"
                   "  node [fontname=\"DejaVu Sans\", fontsize=9, margin=\"0.02,0.01\"];\n"
                   "  edge [fontname=\"DejaVu Sans\", fontsize=8, arrowhead=none];\n"
                   "  label=");
  dot_append_string (out, key->str);
  g_string_append (out, ";\n");
  for (guint s = 0; s < n_searches; s++)
    dot_append_search (out, searches[s], s, options);
  g_string_append (out, "}\n");
}

/* ----------------------------------------------------------------- JSON */

static void
json_append_moves (GString         *out,
                   const CairnGame *game,
                   const CairnMove *moves,
                   guint            n_moves)
{
  g_string_append_c (out, '[');
  for (guint i = 0; i < n_moves; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      append_move (out, game, moves[i], TRUE);
    }
  g_string_append_c (out, ']');
}

static void
json_append_flags (GString *out,
                   guint8   flags)
{
  static const struct {
    CairnNodeFlags flag;
    const char    *name;
  } names[] = {
    { CAIRN_NODE_FLAG_O_TO_MOVE, "o_to_move" },
    { CAIRN_NODE_FLAG_VERIFY, "verify" },
    { CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED, "fail_high_suspected" },
    { CAIRN_NODE_FLAG_RE_SEARCHED, "re_searched" },
    { CAIRN_NODE_FLAG_IN_RE_SEARCH, "in_re_search" },
    { CAIRN_NODE_FLAG_IN_REDUCED, "in_reduced" },
    { CAIRN_NODE_FLAG_PROBE_FAILED_HIGH, "probe_failed_high" },
  };
  guint n = 0;

  g_string_append_c (out, '[');
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (flags & names[i].flag)
      g_string_append_printf (out, n++ ? ",\"%s\"" : "\"%s\"", names[i].name);
  g_string_append_c (out, ']');
}

static void
json_append_node (GString    *out,
                  const View *view,
                  guint32     index)
{
  const CairnNode *node = cairn_tree_get (view->tree, index);
  gboolean finished = view_finished (view, index);
  guint n = 0;

  g_string_append_printf (out, "{\"index\":%u,\"parent\":", index);
  if (node->parent == CAIRN_NO_NODE)
    g_string_append (out, "null");
  else
    g_string_append_printf (out, "%u", node->parent);

  /* Children are created in index order, so the first one beyond the
   * visible prefix ends the list. */
  g_string_append (out, ",\"children\":[");
  for (guint32 c = node->first_child; c != CAIRN_NO_NODE && c < view->n_nodes;
       c = cairn_tree_get (view->tree, c)->next_sibling)
    g_string_append_printf (out, n++ ? ",%u" : "%u", c);
  g_string_append (out, "],\"move\":");
  if (node->move == CAIRN_NO_MOVE)
    g_string_append (out, "null");
  else
    append_move (out, cairn_tree_game (view->tree), node->move, TRUE);

  g_string_append_printf (out, ",\"kind\":\"%s\",\"side\":\"%s\",\"ply\":%u,\"alpha\":%d,\"beta\":%d",
                          cairn_node_kind_to_string (node->kind),
                          cairn_game_side_id (cairn_tree_game (view->tree), cairn_node_side (node)),
                          node->ply, node->alpha, node->beta);
  if (game_has_node_positions (cairn_tree_game (view->tree)))
    {
      g_autofree char *position = node_position (view->tree, index, CAIRN_NO_MOVE);

      g_string_append (out, ",\"position\":");
      cairn_json_append_string (out, position);
    }
  if (finished)
    g_string_append_printf (out, ",\"value\":%d,\"bound\":\"%s\",\"end\":\"%s\"", node->value,
                            cairn_bound_to_string (cairn_node_bound (node)),
                            cairn_node_end_to_string (node->end));
  else
    g_string_append (out, ",\"value\":null,\"bound\":null,\"end\":\"open\"");

  g_string_append (out, ",\"flags\":");
  json_append_flags (out, view_flags (view, index));
  g_string_append_printf (out, ",\"created_event\":%u,\"finished_event\":", node->created_event);
  if (finished)
    g_string_append_printf (out, "%u", node->finished_event);
  else
    g_string_append (out, "null");
  if (view->ghosts)
    {
      CairnMove ghosts[CAIRN_MAX_MOVES];
      guint n_ghosts = view_ghosts (view, index, ghosts);

      g_string_append (out, ",\"ghost_moves\":");
      json_append_moves (out, cairn_tree_game (view->tree), ghosts, n_ghosts);
    }
  g_string_append_c (out, '}');
}

static void
json_append_search (GString                  *out,
                    const CairnSearch        *search,
                    const CairnTextExportOptions *options)
{
  const CairnSettings *settings = cairn_search_get_settings (search);
  const CairnCounters *c = cairn_search_get_counters (search);
  const CairnPosition *position = cairn_search_get_position (search);
  g_autofree char *cells = cairn_position_to_string (position);
  View view;

  view_init (&view, search, options);

  g_string_append_printf (out, "{\"game\":\"%s\",\"position\":", cairn_position_game (position)->id);
  cairn_json_append_string (out, cells);
  g_string_append_printf (out, ",\"to_move\":\"%s\"",
                          cairn_game_side_id (cairn_position_game (position), position->to_move));

  g_string_append_printf (out, ",\n   \"settings\":{\"mode\":\"%s\",\"depth\":%u,\"reduction\":",
                          cairn_mode_to_string (settings->mode), settings->depth);
  if (settings->reduction == CAIRN_REDUCTION_ADAPTIVE)
    g_string_append (out, "\"adaptive\"");
  else
    g_string_append_printf (out, "%u", settings->reduction);
  g_string_append_printf (out, ",\"guard\":%s,\"probe_window\":\"%s\",\"scoring\":\"%s\",\"null_when\":\"%s\",\"node_cap\":%u}",
                          settings->guard ? "true" : "false",
                          cairn_probe_window_to_string (settings->probe_window),
                          cairn_scoring_to_string (cairn_settings_scoring_for_game (settings,
                                                                                    cairn_position_game (position))),
                          cairn_null_when_to_string (cairn_settings_null_when_for_game (settings,
                                                                                        cairn_position_game (position))),
                          cairn_search_node_cap (search));
  /* The engine style (SEARCH-RULES.md §4): its parts, and with `id` the
   * iteration whose tree follows (1-based). */
  if (settings->engine_parts != 0)
    {
      g_autofree char *parts = cairn_engine_parts_to_string (settings->engine_parts);

      out->len--;
      g_string_append (out, ",\"engine_parts\":");
      cairn_json_append_string (out, parts);
      g_string_append_c (out, '}');
      if (settings->engine_parts & CAIRN_PART_ID)
        g_string_append_printf (out, ",\n   \"iteration\":%u",
                                options->iteration > 0 ? options->iteration
                                                       : cairn_search_n_iteration_trees (search));
    }

  g_string_append_printf (out,
                          ",\n   \"counters\":{\"nodes\":%" G_GUINT64_FORMAT
                          ",\"null_probes\":%" G_GUINT64_FORMAT
                          ",\"null_prunes\":%" G_GUINT64_FORMAT
                          ",\"cutoffs\":%" G_GUINT64_FORMAT
                          ",\"verifications\":%" G_GUINT64_FORMAT
                          ",\"re_searches\":%" G_GUINT64_FORMAT
                          ",\"events\":%" G_GUINT64_FORMAT ",\"value\":%d,\"best_move\":",
                          c->nodes, c->null_probes, c->null_prunes, c->cutoffs,
                          c->verifications, c->re_searches, c->events, c->value);
  if (c->best_move < 0)
    g_string_append (out, "null");
  else
    append_move (out, cairn_position_game (position), (CairnMove) c->best_move, TRUE);
  g_string_append_printf (out, ",\"done\":%s,\"aborted\":%s}",
                          cairn_search_is_done (search) ? "true" : "false",
                          cairn_search_is_aborted (search) ? "true" : "false");

  g_string_append_printf (out, ",\n   \"n_nodes\":%u,\"nodes\":[", view.n_nodes);
  for (guint32 i = 0; i < view.n_nodes; i++)
    {
      g_string_append (out, i ? ",\n    " : "\n    ");
      json_append_node (out, &view, i);
    }
  g_string_append (out, "]}");
}

void
cairn_export_json (GString                   *out,
                   const CairnSearch * const *searches,
                   guint                      n_searches,
                   const CairnTextExportOptions *options)
{
  g_return_if_fail (out != NULL);
  g_return_if_fail (searches != NULL || n_searches == 0);
  g_return_if_fail (options != NULL);

  g_string_append_printf (out, "{\"format\":\"cairn-tree\",\"version\":1,\"infinity\":%d,"
                          "\"ghosts\":%s,\"at_event\":",
                          CAIRN_VALUE_INFINITY, options->ghosts ? "true" : "false");
  if (options->at_event == CAIRN_ALL_EVENTS)
    g_string_append (out, "null");
  else
    g_string_append_printf (out, "%u", options->at_event);
  g_string_append (out, ",\n \"searches\":[");
  for (guint s = 0; s < n_searches; s++)
    {
      g_string_append (out, s ? ",\n  " : "\n  ");
      json_append_search (out, searches[s], options);
    }
  g_string_append (out, "]}\n");
}

gboolean
cairn_export_text_to_file (const char                   *path,
                           const CairnSearch * const    *searches,
                           guint                         n_searches,
                           gboolean                      json,
                           const CairnTextExportOptions *options,
                           GError                      **error)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (path != NULL && searches != NULL && options != NULL, FALSE);

  if (json)
    cairn_export_json (out, searches, n_searches, options);
  else
    cairn_export_dot (out, searches, n_searches, options);
  if (options->progress)
    options->progress (1, 2, options->progress_data);
  if (!g_file_set_contents_full (path, out->str, (gssize) out->len,
                                 G_FILE_SET_CONTENTS_CONSISTENT, 0666, &local))
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_WRITE,
                   _("Could not write “%s”: %s"), path, cairn_file_error_reason (local));
      return FALSE;
    }
  if (options->progress)
    options->progress (2, 2, options->progress_data);
  return TRUE;
}
