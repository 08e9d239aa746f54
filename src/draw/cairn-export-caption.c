/* cairn-export-caption.c — a figure's words: each pane's title,
 * the caption (position, settings, the counters of each search), the
 * decisive moment's story line and what was left out for want of room.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-export.h"
#include "cairn-export-private.h"
#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-painter-private.h"

/* The iteration a figure of @search draws, 1-based; 0 without `id`. */
guint
export_drawn_iteration (const CairnSearch *search,
                        guint              iteration)
{
  if (!(cairn_search_get_settings (search)->engine_parts & CAIRN_PART_ID))
    return 0;
  if (iteration > 0)
    return iteration;
  return cairn_search_n_iteration_trees (search);
}

char *
export_pane_title (const Pane *pane,
                   guint32     at_event)
{
  const CairnCounters *c = cairn_search_get_counters (pane->search);
  const CairnSettings *s = cairn_search_get_settings (pane->search);
  g_autofree char *label = cairn_settings_mode_label (s);
  g_autofree char *total = NULL;
  g_autofree char *shown = cairn_format_count (cairn_layout_get_n_nodes (pane->layout));
  guint64 nodes = c->nodes;

  /* One iteration's tree: its own nodes, and which iteration it is. */
  if (pane->iteration > 0)
    {
      g_autofree char *bare = g_steal_pointer (&label);

      /* Translators: "null move, R=3, iteration 2 of 4" */
      label = g_strdup_printf (_("%1$s, iteration %2$u of %3$u"), bare, pane->iteration, s->depth);
      nodes = cairn_export_tree (pane->search, pane->iteration)->n_nodes;
    }
  total = cairn_format_count (nodes);

  if (at_event != CAIRN_ALL_EVENTS)
    {
      g_autofree char *event = cairn_format_count (at_event);

      /* Translators: "null move, R=3 — 120 of 803 nodes, event 250" */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %s of %s node, event %s",
                                           "%s — %s of %s nodes, event %s", nodes),
                              label, shown, total, event);
    }
  if (pane->sub != NULL)
    /* Translators: "plain α-β — 23 of 122 nodes shown" */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %s of %s node shown",
                                         "%s — %s of %s nodes shown", nodes),
                            label, shown, total);
  /* Translators: "plain α-β — 1,787 nodes" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s — %s node", "%s — %s nodes", nodes),
                          label, total);
}

/* A search's move as people write it: the cell, or SAN in chess. */
static char *
move_for_people (const CairnSearch *search,
                 int                move)
{
  const CairnPosition *root = cairn_search_get_position (search);

  if (cairn_position_game (root)->numbered_moves)
    return g_strdup_printf ("%d", move);
  return cairn_position_game (root)->move_to_text (&root->board, root->to_move, (CairnMove) move);
}

/* The outcome of a search as far as the figure shows it, or NULL when it
 * has one: a search stopped before its end, or a figure of an event
 * before the root's value came back, has no value and no move yet. */
static char *
no_value_yet (const CairnSearch *search,
              guint32            at_event)
{
  const CairnCounters *c = cairn_search_get_counters (search);

  if (!cairn_search_is_done (search))
    {
      g_autofree char *event = cairn_format_count (c->events > 0 ? c->events - 1 : 0);

      /* Translators: a search stepped or stopped part way, e.g.
       * "stopped at event 5,232: no value yet" */
      return g_strdup_printf (_("stopped at event %s: no value yet"), event);
    }
  if (at_event != CAIRN_ALL_EVENTS && (guint64) at_event + 1 < c->events)
    {
      g_autofree char *event = cairn_format_count (at_event);
      g_autofree char *last = cairn_format_count (c->events - 1);

      /* Translators: a figure of a search part way, e.g.
       * "stopped at event 5,232 of 8,097: no value yet" */
      return g_strdup_printf (_("stopped at event %s of %s: no value yet"), event, last);
    }
  return NULL;
}

/* "plain α-β plays 4, value 12", or why it has no value yet. */
static char *
outcome_item (const CairnSearch *search,
              guint32            at_event)
{
  const CairnCounters *c = cairn_search_get_counters (search);
  const CairnGame *game = cairn_position_game (cairn_search_get_position (search));
  g_autofree char *label = cairn_settings_mode_label (cairn_search_get_settings (search));
  g_autofree char *stopped = no_value_yet (search, at_event);
  g_autofree char *value = NULL;
  g_autofree char *move = NULL;

  if (stopped)
    /* Translators: "null move, R=1: stopped at event 52: no value yet" */
    return g_strdup_printf (_("%s: %s"), label, stopped);
  value = cairn_game_value_text (game, c->value);
  if (c->best_move < 0)
    /* Translators: a search that had no move to play, e.g. "plain α-β: value 0, no move" */
    return g_strdup_printf (_("%s: value %s, no move"), label, value);
  move = move_for_people (search, c->best_move);
  /* Translators: "plain α-β plays 4, value 12" */
  return g_strdup_printf (_("%s plays %s, value %s"), label, move, value);
}

/* Marks a singular and its plural for xgettext (the keyword N_PLURAL:1,2
 * in po/meson.build and build-aux/check-po.sh); g_dngettext() picks one
 * when the count is known. */
#define N_PLURAL(one, many) one, many

/* The engine style's counters in a caption, in this order, each shown
 * when its part is on. */
typedef struct {
  guint            part;    /* CairnEnginePart */
  gsize            offset;  /* of its count in CairnCounters */
  const char      *one, *many;
} EngineCounter;

static const EngineCounter engine_counters[] = {
  { CAIRN_PART_QSEARCH, G_STRUCT_OFFSET (CairnCounters, q_nodes),
    N_PLURAL ("%s q-node", "%s q-nodes") },
  { CAIRN_PART_TT, G_STRUCT_OFFSET (CairnCounters, tt_cutoffs),
    N_PLURAL ("%s table cutoff", "%s table cutoffs") },
  { CAIRN_PART_PVS, G_STRUCT_OFFSET (CairnCounters, pvs_re_searches),
    N_PLURAL ("%s PVS re-search", "%s PVS re-searches") },
  { CAIRN_PART_CHECK, G_STRUCT_OFFSET (CairnCounters, extensions),
    N_PLURAL ("%s check extension", "%s check extensions") },
  { CAIRN_PART_DRAWS, G_STRUCT_OFFSET (CairnCounters, draws),
    N_PLURAL ("%s draw by the rules", "%s draws by the rules") },
};

static char *
counters_line (const CairnSearch *search,
               guint32            at_event)
{
  const CairnCounters *c = cairn_search_get_counters (search);
  const CairnSettings *s = cairn_search_get_settings (search);
  g_autofree char *label = cairn_settings_mode_label (s);
  g_autofree char *nodes = cairn_format_count (c->nodes);
  g_autofree char *cutoffs = cairn_format_count (c->cutoffs);
  char value[96];
  g_autofree char *stopped = no_value_yet (search, at_event);
  GString *line = g_string_new (NULL);

  cairn_format_value (value, sizeof value, c->value);
  /* One item per count, each through ngettext, joined by " · ". */
  if (stopped != NULL || c->best_move < 0)
    {
      g_autofree char *item = outcome_item (search, at_event);

      g_string_append (line, item);
    }
  else if (cairn_position_game (cairn_search_get_position (search))->numbered_moves)
    g_string_append_printf (line, _("%s: value %s, best move %d"), label, value, c->best_move);
  else
    {
      const CairnPosition *root = cairn_search_get_position (search);
      g_autofree char *move = cairn_position_game (root)->move_to_text (&root->board, root->to_move,
                                                                        (CairnMove) c->best_move);
      g_autofree char *said = cairn_game_value_to_text (cairn_position_game (root), c->value);

      g_string_append_printf (line, _("%s: value %s, best move %s"), label, said, move);
    }
  g_string_append (line, CAPTION_SEPARATOR);
  g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s node", "%s nodes", c->nodes), nodes);
  /* Iterative deepening: the total, then each iteration's share. */
  if ((s->engine_parts & CAIRN_PART_ID) && c->n_iterations > 1)
    {
      g_autoptr (GString) each = g_string_new (NULL);

      for (guint i = 0; i < c->n_iterations && i < G_N_ELEMENTS (c->iteration_nodes); i++)
        {
          g_autofree char *count = cairn_format_count (c->iteration_nodes[i]);

          if (i > 0)
            g_string_append (each, ", ");
          g_string_append (each, count);
        }
      /* Translators: after "913 nodes": the nodes of each iteration of
       * iterative deepening, e.g. " (iterations: 26, 166, 721)" */
      g_string_append_printf (line, _(" (iterations: %s)"), each->str);
    }
  g_string_append (line, CAPTION_SEPARATOR);
  g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s cutoff", "%s cutoffs", c->cutoffs),
                          cutoffs);
  if (cairn_mode_uses_null_move (s->mode))
    {
      g_autofree char *probes = cairn_format_count (c->null_probes);
      g_autofree char *prunes = cairn_format_count (c->null_prunes);

      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s null probe", "%s null probes",
                                                 c->null_probes), probes);
      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s null prune", "%s null prunes",
                                                 c->null_prunes), prunes);
    }
  /* The engine style's counters, each where its part is on (SEARCH-RULES.md §4.10). */
  for (guint i = 0; i < G_N_ELEMENTS (engine_counters); i++)
    {
      const EngineCounter *e = &engine_counters[i];
      guint64 n = G_STRUCT_MEMBER (guint64, c, e->offset);
      g_autofree char *count = NULL;

      if (!(s->engine_parts & e->part))
        continue;
      count = cairn_format_count (n);
      g_string_append (line, CAPTION_SEPARATOR);
      /* The table's forms, each a "%s" (the count) in words. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, e->one, e->many, n), count);
#pragma GCC diagnostic pop
    }
  if (s->mode == CAIRN_MODE_VERIFIED)
    {
      g_autofree char *verifications = cairn_format_count (c->verifications);
      g_autofree char *re_searches = cairn_format_count (c->re_searches);

      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s verification", "%s verifications",
                                                 c->verifications), verifications);
      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s re-search", "%s re-searches",
                                                 c->re_searches), re_searches);
    }
  return g_string_free (line, FALSE);
}

/* Every pane of a figure searches the same position, so the same game. */
const CairnGame *
export_figure_game (const Figure *f)
{
  return cairn_position_game (cairn_search_get_position (f->panes[0].search));
}

/* A typed line (--root, --mark) as people write it: SAN with move
 * numbers for chess, marks with their sides for tic-tac-toe. */
static char *
line_for_people (const Figure *f,
                 const char   *line)
{
  const CairnTree *tree = f->panes[0].source;
  guint32 node;
  char *san;

  if (!cairn_line_parse (tree, line, &node, NULL) || (san = cairn_node_line_san (tree, node)) == NULL)
    return g_strdup (line);
  return san;
}

/* The figure's first words: the position, the side to move, the depth
 * limit and the options that differ from the seed's (both panes share
 * them). */
static char *
position_line (const Figure *f)
{
  const CairnSearch *first = f->panes[0].search;
  const CairnPosition *pos = cairn_search_get_position (first);
  const CairnSettings *s = cairn_search_get_settings (first);
  g_autofree char *cells = cairn_position_to_string (pos);
  const char *side = cairn_game_side_name (cairn_position_game (pos), pos->to_move);
  g_autofree char *engine = cairn_settings_options_text (s, cairn_position_game (pos));

  if (s->guard && engine)
    /* Translators: the last %s names the options that differ from the
     * seed's, e.g. "zero-width probes, sound scoring" */
    return g_strdup_printf (_("Position %s, %s to move · depth limit %u · horizon guard · %s"),
                            cells, side, s->depth, engine);
  if (s->guard)
    return g_strdup_printf (_("Position %s, %s to move · depth limit %u · horizon guard"),
                            cells, side, s->depth);
  if (engine)
    /* Translators: the last %s names the options that differ from the
     * seed's, e.g. "zero-width probes, sound scoring" */
    return g_strdup_printf (_("Position %s, %s to move · depth limit %u · %s"),
                            cells, side, s->depth, engine);
  return g_strdup_printf (_("Position %s, %s to move · depth limit %u"), cells, side, s->depth);
}

GPtrArray *
export_caption_lines (const Figure             *f,
                      const CairnExportOptions *options,
                      guint32                   n_drawn)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  guint32 hidden = 0;

  g_ptr_array_add (lines, position_line (f));
  for (guint i = 0; i < f->n_panes; i++)
    g_ptr_array_add (lines, counters_line (f->panes[i].search, options->at_event));
  if (options->root != NULL && *options->root != '\0')
    {
      g_autofree char *cells_at = cairn_position_to_string (&f->panes[0].tree->root_position);
      g_autofree char *moves = line_for_people (f, options->root);

      g_ptr_array_add (lines, g_strdup_printf (_("Drawn: the subtree after the moves %s (position %s, %s to move)"),
                                               moves, cells_at,
                                               cairn_game_side_name (cairn_position_game (&f->panes[0].tree->root_position),
                                                                     f->panes[0].tree->root_position.to_move)));
    }
  for (guint i = 0; i < f->n_panes; i++)
    if (f->panes[i].sub)
      hidden += f->panes[i].sub->n_hidden;
  if (options->max_plies > 0)
    {
      g_autofree char *count = cairn_format_count (hidden);

      g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "Cut %u ply below its root: %s nodes below the cut are counted under the node they hang from, not drawn",
                                                            "Cut %u plies below its root: %s nodes below the cut are counted under the node they hang from, not drawn",
                                                            options->max_plies),
                                               options->max_plies, count));
    }
  if (options->focus)
    {
      guint32 left_out = 0;
      g_autofree char *count = NULL;

      for (guint i = 0; i < f->n_panes; i++)
        left_out += cairn_layout_get_n_left_out (f->panes[i].layout);
      count = cairn_format_count (left_out);
      g_autofree char *moves = NULL;

      if (options->mark != NULL && *options->mark != '\0' && (moves = line_for_people (f, options->mark)))
        g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "Focus on the moves %s: the path to them, the moves beside it and %u ply below; %s nodes left out are counted under the node they hang from",
                                                              "Focus on the moves %s: the path to them, the moves beside it and %u plies below; %s nodes left out are counted under the node they hang from",
                                                              options->focus_plies),
                                                 moves, options->focus_plies, count));
      else
        g_ptr_array_add (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                              "Focus on the root: %u ply below it; %s nodes left out are counted under the node they hang from",
                                                              "Focus on the root: %u plies below it; %s nodes left out are counted under the node they hang from",
                                                              options->focus_plies),
                                                 options->focus_plies, count));
    }
  if (options->labels && !f->labels)
    {
      g_autofree char *count = cairn_format_count (n_drawn);

      g_ptr_array_add (lines, g_strdup_printf (_("%s nodes are too many to label: values and moves are left out."),
                                               count));
    }
  return lines;
}

/* The decisive prune's line for a story: as given, else the first
 * decisive node found in one of @searches' trees; NULL when none. */
char *
export_story_line (const CairnSearch * const *searches,
                   guint                      n,
                   const CairnExportOptions  *options)
{
  if (options->decisive != NULL && *options->decisive != '\0')
    return g_strdup (options->decisive);
  for (guint k = 0; k < options->n_decisive_nodes; k++)
    for (guint i = 0; i < n; i++)
      {
        const CairnTree *tree = cairn_search_get_tree (searches[i]);
        guint32 node = options->decisive_nodes[k];

        if (node < tree->n_nodes && cairn_tree_get (tree, node)->end == CAIRN_END_NULL_PRUNED)
          return cairn_node_line_text (tree, node);
      }
  return NULL;
}

/* What a story's decisive prune skipped, counted: "after 1. Nh4 null
 * move pruned 16 moves" (its ghosts name them); NULL when no tree pruned
 * there. */
static char *
story_pruned_item (const Figure             *f,
                   const CairnExportOptions *options)
{
  g_autofree char *line = NULL;
  const CairnSearch *searches[2];

  for (guint i = 0; i < f->n_panes; i++)
    searches[i] = f->panes[i].search;
  line = export_story_line (searches, f->n_panes, options);
  for (guint i = 0; line != NULL && i < f->n_panes; i++)
    {
      const CairnTree *tree = f->panes[i].source;
      g_autofree char *where = NULL;
      guint32 node;
      guint n;

      if (!cairn_line_parse (tree, line, &node, NULL) ||
          cairn_tree_get (tree, node)->end != CAIRN_END_NULL_PRUNED)
        continue;
      n = cairn_node_n_ghosts (cairn_tree_get (tree, node));
      where = line_for_people (f, line);
      /* Translators: a story's decisive prune, e.g. "after 1. Nh4 null
       * move, R=1 pruned 16 moves" (the figure names them). */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "after %s %s pruned %u move",
                                           "after %s %s pruned %u moves", n),
                              where, cairn_mode_to_label (cairn_search_get_settings (f->panes[i].search)->mode), n);
    }
  return NULL;
}

/* A slide's caption: one line, what a reader needs to follow the trees
 * (the card, the position, what each search plays and why it cannot say
 * yet, the part drawn); the counters are in the titles. */
GPtrArray *
export_slide_caption (const Figure             *f,
                      const CairnExportOptions *options)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *position = position_line (f);
  GString *line = g_string_new (NULL);

  if (options->card != NULL && *options->card != '\0')
    {
      /* Translators: the lesson card a figure shows, e.g. "Lesson card “Mate in two”" */
      g_string_append_printf (line, _("Lesson card “%s”"), options->card);
      g_string_append (line, CAPTION_SEPARATOR);
    }
  g_string_append (line, position);
  for (guint i = 0; i < f->n_panes; i++)
    {
      g_autofree char *item = outcome_item (f->panes[i].search, options->at_event);

      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append (line, item);
    }
  if (options->root != NULL && *options->root != '\0')
    {
      g_autofree char *moves = line_for_people (f, options->root);

      g_string_append (line, CAPTION_SEPARATOR);
      /* Translators: a figure of a subtree, e.g. "drawn after 1. Nh4" */
      g_string_append_printf (line, _("drawn after %s"), moves);
    }
  if (options->max_plies > 0)
    {
      guint32 hidden = 0;
      g_autofree char *count = NULL;

      for (guint i = 0; i < f->n_panes; i++)
        if (f->panes[i].sub)
          hidden += f->panes[i].sub->n_hidden;
      count = cairn_format_count (hidden);
      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: "cut 2 plies down: 1,234 nodes counted, not drawn" */
                                                 "cut %u ply down: %s nodes counted, not drawn",
                                                 "cut %u plies down: %s nodes counted, not drawn",
                                                 options->max_plies),
                              options->max_plies, count);
    }
  if (options->story)
    {
      g_autofree char *pruned = story_pruned_item (f, options);

      if (pruned)
        {
          g_string_append (line, CAPTION_SEPARATOR);
          g_string_append (line, pruned);
        }
    }
  if (options->focus)
    {
      g_autofree char *moves = options->mark && *options->mark ? line_for_people (f, options->mark) : NULL;

      g_string_append (line, CAPTION_SEPARATOR);
      if (moves)
        /* Translators: a focus view, e.g. "focus on 1. Nh4" */
        g_string_append_printf (line, _("focus on %s"), moves);
      else
        g_string_append (line, _("focus on the root"));
    }
  g_ptr_array_add (lines, g_string_free (line, FALSE));
  return lines;
}

/* How many words on the nodes find no room where the panes are now: the
 * trees painted once on @cr, out of the figure, without recording. */
guint
export_words_left_out (const Figure             *f,
                       const CairnExportOptions *options,
                       cairo_t                  *cr)
{
  GArray *recording = cairn_boxes_suspend ();
  guint n = 0;

  for (guint i = 0; i < f->n_panes; i++)
    {
      CairnPaintOptions po;

      export_pane_paint_options (f, &f->panes[i], options, &po);
      n += cairn_painter_paint_counted (cr, f->panes[i].tree, f->panes[i].layout, &po);
    }
  cairn_boxes_resume (recording);
  return n;
}

char *
export_left_out_line (guint n)
{
  g_autofree char *count = cairn_format_count (n);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s label did not fit and is left out.",
                                       "%s labels did not fit and are left out.",
                                       n), count);
}

char *
cairn_export_report_advice (const CairnExportReport *report,
                            gboolean                 window)
{
  g_return_val_if_fail (report != NULL, NULL);

  if (report->unlabelled > 0)
    return g_strdup (window
                     ? _("To read the values and moves, export part of the tree: from the selected node, with a depth cut or the focus toggle.")
                     : _("To read the values and moves, export part of the tree: one branch (--root MOVES), fewer plies (--max-ply N) or a focus view (--focus --mark MOVES)."));
  if (report->labels_left_out > 0)
    return g_strdup (window
                     ? _("To read every label, draw less: from the selected node, a depth cut or the focus toggle.")
                     : _("To read every label, draw less: one branch (--root MOVES), fewer plies (--max-ply N) or a focus view (--focus --mark MOVES)."));
  if (report->small_labels)
    return g_strdup (window
                     ? _("For larger labels, export one branch: from the selected node.")
                     : _("For larger labels, export one branch: the subtree under it (--root MOVES)."));
  return NULL;
}
