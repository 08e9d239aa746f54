/* cairn-export.c — figures of one or two search trees as PNG, SVG and PDF,
 * drawn by the same painter as the screen; DOT and JSON through
 * cairn-export-text.
 *
 * A figure: a title over each tree ("plain α-β — 1,787 nodes"), the trees
 * side by side at one common scale (so their sizes compare honestly), then
 * the legend and a caption with the position, settings and counters.
 * Sizes are in CSS pixels (96 dpi): SVG says px, PDF pages are the same
 * size in points.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <stdio.h>
#include <unistd.h>

#include "cairn-boxes.h"
#include "cairn-export.h"
#include "cairn-export-text.h"
#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-painter-private.h"
#include "cairn-subtree.h"

G_DEFINE_QUARK (cairn-export-error-quark, cairn_export_error)

#define PANE_GAP    56.0
#define TREE_PAD    16.0
#define MAX_LEVEL   150.0
/* Cairo image surfaces stop at 32767 pixels a side; beyond a few hundred
 * million pixels the memory needed is unreasonable anyway. */
#define PNG_MAX_SIDE   32767.0
#define PNG_MAX_PIXELS 400e6

static const char * const format_names[] = {
  [CAIRN_EXPORT_PNG] = "png",
  [CAIRN_EXPORT_SVG] = "svg",
  [CAIRN_EXPORT_PDF] = "pdf",
  [CAIRN_EXPORT_DOT] = "dot",
  [CAIRN_EXPORT_JSON] = "json",
};

void
cairn_export_options_init (CairnExportOptions *options)
{
  g_return_if_fail (options != NULL);

  *options = (CairnExportOptions) {
    .format = CAIRN_EXPORT_PNG,
    .theme = CAIRN_THEME_PRINT,
    .scale = 1.0,
    .ghosts = TRUE,
    .legend = TRUE,
    .caption = TRUE,
    .at_event = CAIRN_ALL_EVENTS,
    .labels = TRUE,
    .focus_plies = CAIRN_LAYOUT_FOCUS_PLIES,
  };
}

gboolean
cairn_export_format_parse (const char         *text,
                           CairnExportFormat  *format,
                           GError            **error)
{
  g_return_val_if_fail (text != NULL && format != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (format_names); i++)
    if (g_ascii_strcasecmp (text, format_names[i]) == 0)
      {
        *format = (CairnExportFormat) i;
        return TRUE;
      }
  g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT,
               _("Unknown format “%s”: use png, svg, pdf, dot or json"), text);
  return FALSE;
}

gboolean
cairn_export_format_from_path (const char         *path,
                               CairnExportFormat  *format,
                               GError            **error)
{
  g_autofree char *base = NULL;
  const char *dot;

  g_return_val_if_fail (path != NULL && format != NULL, FALSE);

  base = g_path_get_basename (path);
  dot = strrchr (base, '.');
  if (dot == NULL || dot == base || dot[1] == '\0')
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT,
                   _("Cannot tell the format of “%s” from its name: end it in .png, .svg, .pdf, .dot or .json, or give --format"),
                   path);
      return FALSE;
    }
  return cairn_export_format_parse (dot + 1, format, error);
}

/* ---- pages ---- */

static const char * const page_names[] = {
  [CAIRN_PAGE_NONE] = "none",
  [CAIRN_PAGE_SLIDE] = "slide",
  [CAIRN_PAGE_A4] = "a4",
  [CAIRN_PAGE_A4_LANDSCAPE] = "a4-landscape",
};

/* A page in CSS pixels, and the sizes of its words.  The slide is
 * 1920 × 1080 px as PNG and SVG, 33.9 × 19.1 cm (960 × 540 pt) as PDF;
 * A4 is 210 × 297 mm, as PNG at 150 dpi. */
typedef struct {
  double w, h;        /* 0: sized to the content */
  double pt;          /* PDF points per CSS pixel */
  double png;         /* PNG pixels per CSS pixel, before --scale */
  double margin;
  double title;       /* pane titles */
  double text;        /* legend and caption */
  double label;       /* values and moves on the nodes */
  double min_text;    /* the least a legend may shrink to */
  double least_label; /* the least a crowded leaf's words shrink to; 0: the painter's */
} PageSpec;

static const PageSpec page_specs[] = {
  [CAIRN_PAGE_NONE] =         { 0, 0, 0.75, 1, 28, 19, 12.5, 11, 12.5, 0 },
  /* ≥ 18 px words on a 1920-wide slide, ≥ 12 px on its crowded leaves. */
  [CAIRN_PAGE_SLIDE] =        { 1920, 1080, 0.5, 1, 28, 30, 22, 18, 18, 12 },
  /* ≥ 8 pt words on paper: 11 px is 8.25 pt. */
  [CAIRN_PAGE_A4] =           { 793.7, 1122.5, 0.75, 150.0 / 96, 42, 16, 11.5, 11, 11, 0 },
  [CAIRN_PAGE_A4_LANDSCAPE] = { 1122.5, 793.7, 0.75, 150.0 / 96, 42, 16, 11.5, 11, 11, 0 },
};

gboolean
cairn_export_page_parse (const char       *text,
                         CairnExportPage  *page,
                         GError          **error)
{
  g_return_val_if_fail (text != NULL && page != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (page_names); i++)
    if (g_ascii_strcasecmp (text, page_names[i]) == 0)
      {
        *page = (CairnExportPage) i;
        return TRUE;
      }
  g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
               _("Unknown page “%s”: use slide, a4, a4-landscape or none"), text);
  return FALSE;
}

/* ---- the figure ---- */

typedef struct {
  const CairnSearch *search;
  const CairnTree   *tree;       /* the search's, or the part of it shown */
  const CairnTree   *source;     /* the search's tree drawn: an iteration's with `id` */
  guint              iteration;  /* that iteration, 1-based; 0 without `id` */
  CairnSubtree      *sub;
  CairnLayout       *layout;
  CairnRect          region;     /* layout units shown */
  char              *title;
  double             x, y;       /* the pane's top-left corner (title included) */
  double             w, h;       /* the pane's size */
  double             tree_x, tree_y; /* where the region's top-left corner goes */
  double             title_w;
  guint32            selected;
  guint32            decisive;
  GArray            *decisive_more;  /* options' decisive_nodes in this tree */
  guint32           *highlight;
  guint              n_highlight;
} Pane;

typedef struct {
  Pane    panes[2];
  guint   n_panes;
  const PageSpec *spec;
  gboolean labels;
  gboolean stacked;
  double  unit, level;
  double  width, height;
  double  title_h, room_top, room_bottom;
  guint32 marks;
  double  legend_x, legend_y, legend_w, legend_h;
  double  legend_font;
  gboolean compact;              /* a slide's legend: a few words an entry */
  double  trees_w;               /* the page's width for the trees; 0: all */
  int     arrangement;           /* -1: the better; 0: side by side; 1: stacked */
  double  caption_y, caption_w;
  /* The figure's root position as a board beside the legend and
   * caption (0: none). */
  double  board_x, board_y, board_side;
  GPtrArray *caption;            /* lines */
  CairnExportReport report;
} Figure;

static void
figure_clear (Figure *f)
{
  for (guint i = 0; i < f->n_panes; i++)
    {
      g_clear_pointer (&f->panes[i].layout, cairn_layout_free);
      g_clear_pointer (&f->panes[i].sub, cairn_subtree_free);
      g_clear_pointer (&f->panes[i].title, g_free);
      g_clear_pointer (&f->panes[i].highlight, g_free);
      g_clear_pointer (&f->panes[i].decisive_more, g_array_unref);
    }
  g_clear_pointer (&f->caption, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Figure, figure_clear)

const CairnTree *
cairn_export_tree (const CairnSearch *search,
                   guint              iteration)
{
  g_return_val_if_fail (search != NULL, NULL);

  if (iteration == 0)
    return cairn_search_get_tree (search);
  if (iteration > cairn_search_n_iteration_trees (search))
    return NULL;
  return cairn_search_get_iteration_tree (search, iteration - 1);
}

gboolean
cairn_export_iteration_check (const CairnSettings *settings,
                              guint                iteration,
                              const char          *text,
                              GError             **error)
{
  g_return_val_if_fail (settings != NULL, FALSE);

  if (iteration == 0)
    return TRUE;
  if (!(settings->engine_parts & CAIRN_PART_ID))
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                   /* Translators: %s is the iteration as typed */
                   _("Invalid iteration “%s”: only a search with iterative deepening (engine part id) has iterations; this one has a single tree"),
                   text);
      return FALSE;
    }
  if (iteration > settings->depth)
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                /* Translators: %1$s the iteration as typed, %2$u the depth limit (the last iteration) */
                                "Invalid iteration “%1$s”: iterative deepening to depth %2$u has iteration 1 only",
                                "Invalid iteration “%1$s”: iterative deepening to depth %2$u has iterations 1 to %2$u",
                                settings->depth),
                   text, settings->depth);
      return FALSE;
    }
  return TRUE;
}

/* The iteration a figure of @search draws, 1-based; 0 without `id`. */
static guint
drawn_iteration (const CairnSearch *search,
                 guint              iteration)
{
  if (!(cairn_search_get_settings (search)->engine_parts & CAIRN_PART_ID))
    return 0;
  if (iteration > 0)
    return iteration;
  return cairn_search_n_iteration_trees (search);
}

static char *
mode_label (const CairnSettings *settings)
{
  g_autofree char *r = NULL;

  if (!cairn_mode_uses_null_move (settings->mode))
    return g_strdup (cairn_mode_to_label (settings->mode));
  /* With the gate, Stockfish's formula sets R probe by probe. */
  if (settings->engine_parts & CAIRN_PART_GATE)
    /* Translators: a search mode whose R comes from Stockfish's formula,
     * e.g. "null move, R by Stockfish’s formula" */
    return g_strdup_printf (_("%s, R by Stockfish’s formula"), cairn_mode_to_label (settings->mode));
  if (settings->reduction == CAIRN_REDUCTION_ADAPTIVE)
    r = g_strdup (_("adaptive"));
  else
    r = g_strdup_printf ("%u", settings->reduction);
  /* Translators: a search mode and its reduction, e.g. "null move, R=3" */
  return g_strdup_printf (_("%s, R=%s"), cairn_mode_to_label (settings->mode), r);
}

static char *
pane_title (const Pane *pane,
            guint32     at_event)
{
  const CairnCounters *c = cairn_search_get_counters (pane->search);
  const CairnSettings *s = cairn_search_get_settings (pane->search);
  g_autofree char *label = mode_label (s);
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

/* Between the items of a caption line; the same in every language. */
#define CAPTION_SEPARATOR " · "

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
  g_autofree char *label = mode_label (cairn_search_get_settings (search));
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

static char *
counters_line (const CairnSearch *search,
               guint32            at_event)
{
  const CairnCounters *c = cairn_search_get_counters (search);
  const CairnSettings *s = cairn_search_get_settings (search);
  g_autofree char *label = mode_label (s);
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
  /* The engine style's counters, each where its part is on (DESIGN §1d). */
  if (s->engine_parts & CAIRN_PART_QSEARCH)
    {
      g_autofree char *count = cairn_format_count (c->q_nodes);

      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s q-node", "%s q-nodes", c->q_nodes), count);
    }
  if (s->engine_parts & CAIRN_PART_TT)
    {
      g_autofree char *count = cairn_format_count (c->tt_cutoffs);

      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s table cutoff", "%s table cutoffs",
                                                 c->tt_cutoffs), count);
    }
  if (s->engine_parts & CAIRN_PART_PVS)
    {
      g_autofree char *count = cairn_format_count (c->pvs_re_searches);

      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s PVS re-search", "%s PVS re-searches",
                                                 c->pvs_re_searches), count);
    }
  if (s->engine_parts & CAIRN_PART_CHECK)
    {
      g_autofree char *count = cairn_format_count (c->extensions);

      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s check extension", "%s check extensions",
                                                 c->extensions), count);
    }
  if (s->engine_parts & CAIRN_PART_DRAWS)
    {
      g_autofree char *count = cairn_format_count (c->draws);

      g_string_append (line, CAPTION_SEPARATOR);
      g_string_append_printf (line, g_dngettext (GETTEXT_PACKAGE, "%s draw by the rules", "%s draws by the rules",
                                                 c->draws), count);
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
static const CairnGame *
figure_game (const Figure *f)
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

static GPtrArray *
caption_lines (const Figure             *f,
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
static char *
story_line (const CairnSearch * const *searches,
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

/* The moves a story's decisive prune skipped, named: "after 1. Nh4,
 * null move skipped Kg6, Kg5, … +8"; NULL when no tree pruned there. */
static char *
story_pruned_item (const Figure             *f,
                   const CairnExportOptions *options)
{
  g_autofree char *line = NULL;
  const CairnSearch *searches[2];

  for (guint i = 0; i < f->n_panes; i++)
    searches[i] = f->panes[i].search;
  line = story_line (searches, f->n_panes, options);
  for (guint i = 0; line != NULL && i < f->n_panes; i++)
    {
      const CairnTree *tree = f->panes[i].source;
      const CairnGame *game = cairn_tree_game (tree);
      CairnMove moves[CAIRN_MAX_MOVES];
      CairnBoard board;
      g_autoptr (GString) names = g_string_new (NULL);
      g_autofree char *where = NULL;
      guint32 node;
      guint n;

      if (!cairn_line_parse (tree, line, &node, NULL) ||
          cairn_tree_get (tree, node)->end != CAIRN_END_NULL_PRUNED)
        continue;
      n = cairn_tree_node_ghosts (tree, node, moves);
      cairn_tree_node_board (tree, node, &board);
      for (guint k = 0; k < n && k < CAIRN_EXPORT_STORY_MOVES; k++)
        {
          g_autofree char *name = game->numbered_moves
                                  ? g_strdup_printf ("%d", (int) moves[k])
                                  : game->move_to_text (&board, cairn_node_side (cairn_tree_get (tree, node)),
                                                        moves[k]);

          if (k > 0)
            g_string_append (names, ", ");
          g_string_append (names, name);
        }
      if (n > CAIRN_EXPORT_STORY_MOVES)
        g_string_append_printf (names, " +%u", n - CAIRN_EXPORT_STORY_MOVES);
      where = line_for_people (f, line);
      /* Translators: a story's decisive prune, e.g. "after 1. Nh4 null
       * move, R=1 pruned Kg6, Kg5, Rxh4 +13" */
      return g_strdup_printf (_("after %s %s pruned %s"), where,
                              cairn_mode_to_label (cairn_search_get_settings (f->panes[i].search)->mode),
                              names->str);
    }
  return NULL;
}

/* A slide's caption: one line, what a reader needs to follow the trees
 * (the card, the position, what each search plays and why it cannot say
 * yet, the part drawn); the counters are in the titles. */
static GPtrArray *
slide_caption (const Figure             *f,
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

static void
text_size (PangoLayout *layout,
           const char  *text,
           double      *w,
           double      *h)
{
  int pw, ph;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &pw, &ph);
  if (w)
    *w = pw;
  if (h)
    *h = ph;
}

static double
auto_unit (const Figure *f)
{
  double total = 0;

  for (guint i = 0; i < f->n_panes; i++)
    total += f->panes[i].region.x1 - f->panes[i].region.x0;
  return MIN (CAIRN_PAINTER_NATURAL_SCALE, CAIRN_EXPORT_MAX_WIDTH / MAX (total, 1.0));
}

static double
region_w (const Pane *pane)
{
  return MAX (pane->region.x1 - pane->region.x0, 1.0);
}

static double
region_h (const Pane *pane)
{
  return MAX (pane->region.y1 - pane->region.y0, 1.0);
}

/* The path from @tree's root to @node, in @out (root first). */
static guint
path_to (const CairnTree *tree,
         guint32          node,
         guint32        **out)
{
  guint n = 0;

  for (guint32 i = node; i != CAIRN_NO_NODE; i = cairn_tree_get (tree, i)->parent)
    n++;
  *out = g_new (guint32, n);
  for (guint32 i = node, k = n; i != CAIRN_NO_NODE; i = cairn_tree_get (tree, i)->parent)
    (*out)[--k] = i;
  return n;
}

/* @line's node in the pane's tree, or CAIRN_NO_NODE. */
static guint32
pane_node (const Pane *pane,
           const char *line)
{
  const CairnTree *source = pane->source;
  guint32 node;

  if (line == NULL || !cairn_line_parse (source, line, &node, NULL))
    return CAIRN_NO_NODE;
  if (pane->sub)
    return node < pane->sub->n_source ? pane->sub->map[node] : CAIRN_NO_NODE;
  return node;
}

/* The focus of a pane: the node @line leads to, or the last node of it
 * the pane's search played; the figure's root without a line. */
static guint32
focus_node (const Pane *pane,
            const char *line)
{
  g_auto (GStrv) moves = NULL;
  guint n;

  if (line == NULL || *line == '\0')
    return 0;
  moves = g_strsplit (line, ",", -1);
  for (n = g_strv_length (moves); n > 0; n--)
    {
      g_autofree char *prefix = NULL;
      guint32 node;
      char *kept = moves[n];

      moves[n] = NULL;
      prefix = g_strjoinv (",", moves);
      moves[n] = kept;
      node = pane_node (pane, prefix);
      if (node != CAIRN_NO_NODE)
        return node;
    }
  return 0;
}

/* The nodes of @tree a story keeps (CAIRN_SUBTREE_* values): the root,
 * the root's moves that @searches play, the line @line (as far as this
 * tree played it) with the last node's null probe and its first
 * CAIRN_EXPORT_STORY_MOVES moves, its unsearched moves drawn. */
static guint8 *
story_keep (const CairnTree           *tree,
            const CairnSearch * const *searches,
            guint                      n,
            const char                *line)
{
  guint8 *keep = g_new0 (guint8, tree->n_nodes);
  g_auto (GStrv) moves = g_strsplit (line, ",", -1);
  guint32 last = 0, node;
  guint shown = 0;

  keep[0] = CAIRN_SUBTREE_KEEP;
  for (guint i = 0; i < n; i++)
    {
      int best = cairn_search_get_counters (searches[i])->best_move;

      for (guint32 c = cairn_tree_get (tree, 0)->first_child; c != CAIRN_NO_NODE;
           c = cairn_tree_get (tree, c)->next_sibling)
        if (best >= 0 && cairn_tree_get (tree, c)->kind != CAIRN_NODE_NULL_PROBE &&
            cairn_tree_get (tree, c)->move == (CairnMove) best)
          keep[c] = CAIRN_SUBTREE_KEEP;
    }
  /* The longest part of the line this tree played. */
  for (guint k = g_strv_length (moves); k > 0; k--)
    {
      g_autofree char *prefix = NULL;
      char *kept = moves[k];

      moves[k] = NULL;
      prefix = g_strjoinv (",", moves);
      moves[k] = kept;
      if (cairn_line_parse (tree, prefix, &node, NULL))
        {
          last = node;
          break;
        }
    }
  for (guint32 i = last; i != CAIRN_NO_NODE; i = cairn_tree_get (tree, i)->parent)
    keep[i] = MAX (keep[i], CAIRN_SUBTREE_KEEP);
  keep[last] = CAIRN_SUBTREE_KEEP_GHOSTS;
  for (guint32 c = cairn_tree_get (tree, last)->first_child; c != CAIRN_NO_NODE;
       c = cairn_tree_get (tree, c)->next_sibling)
    if (cairn_tree_get (tree, c)->kind == CAIRN_NODE_NULL_PROBE)
      keep[c] = CAIRN_SUBTREE_KEEP;
    else if (shown < CAIRN_EXPORT_STORY_MOVES)
      {
        keep[c] = CAIRN_SUBTREE_KEEP;
        shown++;
      }
  return keep;
}

static void
paint_options_for (const Figure             *f,
                   const Pane               *pane,
                   const CairnExportOptions *options,
                   CairnPaintOptions        *po)
{
  cairn_paint_options_init (po, options->theme);
  po->scale = f->unit;
  po->level_height = f->level;
  po->at_event = options->at_event;
  po->background = FALSE;
  po->draft = FALSE;
  po->labels = f->labels;
  po->label_size = f->spec->label;
  po->min_label_size = f->spec->least_label;
  po->small_label_size = f->spec->least_label > 0 ? f->spec->label : 0;
  po->square_names = options->square_names;
  po->selected_node = pane->selected;
  po->decisive_node = pane->decisive;
  if (pane->decisive_more)
    {
      po->decisive_nodes = (const guint32 *) (gpointer) pane->decisive_more->data;
      po->n_decisive_nodes = pane->decisive_more->len;
    }
  po->highlight = pane->highlight;
  po->n_highlight = pane->n_highlight;
  if (pane->sub && pane->sub->n_hidden > 0)
    {
      po->hidden = pane->sub->hidden;
      po->n_hidden = pane->sub->tree->n_nodes;
    }
}

/* A pane's paint options where the figure puts it. */
static void
pane_paint_options (const Figure             *f,
                    const Pane               *pane,
                    const CairnExportOptions *options,
                    CairnPaintOptions        *po)
{
  paint_options_for (f, pane, options, po);
  po->offset_x = pane->tree_x - f->unit * pane->region.x0;
  po->offset_y = pane->tree_y - f->level * pane->region.y0;
  po->viewport = (CairnRect) { pane->x, pane->y + f->title_h, pane->x + pane->w, pane->y + pane->h };
}

/* How many words on the nodes find no room where the panes are now: the
 * trees painted once on @cr, out of the figure, without recording. */
static guint
words_left_out (const Figure             *f,
                const CairnExportOptions *options,
                cairo_t                  *cr)
{
  GArray *recording = cairn_boxes_suspend ();
  guint n = 0;

  for (guint i = 0; i < f->n_panes; i++)
    {
      CairnPaintOptions po;

      pane_paint_options (f, &f->panes[i], options, &po);
      n += cairn_painter_paint_counted (cr, f->panes[i].tree, f->panes[i].layout, &po);
    }
  cairn_boxes_resume (recording);
  return n;
}

static char *
left_out_line (guint n)
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

/* The height of a ply that keeps edges clear of nodes at @unit. */
static double
ply_room (const Figure *f,
          double        unit)
{
  CairnPaintOptions po;
  double room = 0;

  cairn_paint_options_init (&po, CAIRN_THEME_PRINT);
  po.scale = unit;
  po.labels = f->labels;
  po.label_size = f->spec->label;
  for (guint i = 0; i < f->n_panes; i++)
    room = MAX (room, cairn_painter_ply_room (f->panes[i].tree, &po));
  return room;
}

/* Places the panes in the figure's natural size: side by side, the scale
 * automatic or as asked. */
static void
layout_natural (Figure                   *f,
                const CairnExportOptions *options,
                PangoLayout              *title,
                double                   *content_w,
                double                   *y_out)
{
  CairnPaintOptions po;
  double x = f->spec->margin, trees_h = 0;

  f->unit = options->unit > 0 ? options->unit : auto_unit (f);
  /* Values need room: never below the scale that shows them. */
  if (options->unit <= 0 && f->labels)
    f->unit = MAX (f->unit, 26.0);
  cairn_paint_options_init (&po, options->theme);
  po.scale = f->unit;
  f->level = cairn_painter_level_height (&po);
  if (options->level > 0)
    f->level = options->level;
  else
    /* A wide tree gets taller plies, up to a point, so that the figure
     * keeps a shape one can read rather than a thin strip of edges. */
    for (guint i = 0; i < f->n_panes; i++)
      {
        double wide = region_w (&f->panes[i]) * f->unit / (region_h (&f->panes[i]) * 3.5);

        f->level = MAX (f->level, MIN (wide, MAX_LEVEL));
      }
  /* Plies tall enough that no edge runs through a node. */
  if (options->level <= 0)
    f->level = MAX (f->level, ply_room (f, f->unit));

  for (guint i = 0; i < f->n_panes; i++)
    {
      Pane *pane = &f->panes[i];
      double tw, tree_w = region_w (pane) * f->unit;

      text_size (title, pane->title, &tw, NULL);
      pane->w = MAX (tree_w + 2 * TREE_PAD, tw);
      pane->h = f->title_h + f->room_top + region_h (pane) * f->level + f->room_bottom + 2 * TREE_PAD;
      pane->x = x;
      pane->y = f->spec->margin;
      pane->tree_x = x + (pane->w - tree_w) / 2;
      pane->tree_y = pane->y + f->title_h + TREE_PAD + f->room_top;
      x += pane->w + PANE_GAP;
      trees_h = MAX (trees_h, pane->h);
    }
  *content_w = x - PANE_GAP - f->spec->margin;
  *y_out = f->spec->margin + trees_h;
}

/* The top of what a page holds under the trees: the legend, or the
 * board beside it. */
static double
words_top (const Figure *f)
{
  return f->board_side > 0 ? MIN (f->legend_y, f->board_y) : f->legend_y;
}

/* Fits a scale across (@unit) and a ply's height (@level) found for an
 * arrangement to what the nodes need: boards and their words, edges that
 * run between nodes.  The page's room bounds @level. */
static void
fit_scales (const Figure *f,
            double       *unit,
            double       *level)
{
  const PageSpec *spec = f->spec;
  double board_scale = cairn_painter_board_scale (figure_game (f), spec->label);
  double avail;

  /* Boards need plies tall enough for the board and its words: where
   * they do not fit, narrower boards, or shapes with values. */
  *unit = MIN (*unit, 240.0);
  if (*unit >= board_scale &&
      *level < cairn_painter_board_room (figure_game (f), *unit, spec->label))
    {
      double room_1 = cairn_painter_board_room (figure_game (f), 1.0, spec->label) - spec->label * 4.8;
      double fits = (*level - spec->label * 4.8) / room_1;

      *unit = fits >= board_scale ? fits : MIN (*unit, board_scale - 0.5);
    }
  /* Plies tall enough that no edge runs through a node: where the page
   * is too low for that, narrower nodes (smaller shapes) need less. */
  avail = *level;
  while (ply_room (f, *unit) > avail && *unit > 2.0)
    *unit *= 0.92;
  /* A slide's plies take all its height: the room between edges near a
   * node is where its move goes. */
  if (spec == &page_specs[CAIRN_PAGE_SLIDE])
    return;
  *level = MIN (avail, MAX (MAX (MAX (2.0 * *unit, spec->label * 7), ply_room (f, *unit)),
                            *unit >= board_scale
                            ? cairn_painter_board_room (figure_game (f), *unit, spec->label) : 0));
}

/* Fits the panes to the page: side by side or one above the other,
 * whichever draws the nodes farther apart once fitted. */
static void
layout_page (Figure *f,
             double  avail_h)
{
  const PageSpec *spec = f->spec;
  double content_w = f->trees_w > 0 ? f->trees_w : spec->w - 2 * spec->margin;
  double sum_w = 0, max_w = 0, sum_h = 0, max_h = 0;
  double fixed = f->title_h + f->room_top + f->room_bottom + 2 * TREE_PAD;
  double unit_side, level_side, unit_stacked, level_stacked, min_level, y;
  guint n = f->n_panes;

  for (guint i = 0; i < n; i++)
    {
      sum_w += region_w (&f->panes[i]);
      max_w = MAX (max_w, region_w (&f->panes[i]));
      sum_h += region_h (&f->panes[i]);
      max_h = MAX (max_h, region_h (&f->panes[i]));
    }
  unit_side = (content_w - (n - 1) * PANE_GAP - n * 2 * TREE_PAD) / sum_w;
  /* A pane narrower than its title takes the title's width. */
  if (n == 2)
    for (guint i = 0; i < n; i++)
      {
        const Pane *a = &f->panes[i], *b = &f->panes[1 - i];

        if (region_w (a) * unit_side + 2 * TREE_PAD < a->title_w)
          unit_side = MIN (unit_side, (content_w - PANE_GAP - a->title_w - 2 * TREE_PAD) / region_w (b));
      }
  level_side = (avail_h - fixed) / max_h;
  unit_stacked = (content_w - 2 * TREE_PAD) / max_w;
  level_stacked = (avail_h - n * fixed - (n - 1) * PANE_GAP / 2) / sum_h;
  min_level = spec->label * 2.2;
  /* Plies about two node widths tall read best: score each arrangement by
   * the tighter of its two scales, as they are once the nodes' needs are
   * met (a low pane shrinks its nodes to keep edges clear of them). */
  fit_scales (f, &unit_side, &level_side);
  fit_scales (f, &unit_stacked, &level_stacked);
  if (f->arrangement >= 0)
    f->stacked = n == 2 && f->arrangement == 1;
  else
    f->stacked = n == 2 && level_stacked >= min_level &&
                 MIN (unit_stacked, level_stacked / 2) > MIN (unit_side, level_side / 2);
  f->unit = f->stacked ? unit_stacked : unit_side;
  f->level = f->stacked ? level_stacked : level_side;

  y = spec->margin;
  for (guint i = 0; i < n; i++)
    {
      Pane *pane = &f->panes[i];
      double tree_w = region_w (pane) * f->unit;

      pane->h = fixed + region_h (pane) * f->level;
      if (f->stacked)
        {
          pane->w = content_w;
          pane->x = spec->margin;
          pane->y = y;
          y += pane->h + PANE_GAP / 2;
        }
      else
        {
          double total = 0;

          for (guint k = 0; k < n; k++)
            total += MAX (region_w (&f->panes[k]) * f->unit + 2 * TREE_PAD, f->panes[k].title_w);
          total += (n - 1) * PANE_GAP;
          pane->w = MAX (tree_w + 2 * TREE_PAD, pane->title_w);
          pane->x = spec->margin + MAX (0, (content_w - total) / 2);
          for (guint k = 0; k < i; k++)
            pane->x += MAX (region_w (&f->panes[k]) * f->unit + 2 * TREE_PAD, f->panes[k].title_w) + PANE_GAP;
          pane->y = spec->margin;
        }
      pane->tree_x = pane->x + (pane->w - tree_w) / 2;
      pane->tree_y = pane->y + f->title_h + TREE_PAD + f->room_top;
    }

  /* What is left of the page's height goes around the trees. */
  {
    double used = 0, shift;

    for (guint i = 0; i < n; i++)
      used = f->stacked ? f->panes[i].y + f->panes[i].h - spec->margin
                        : MAX (used, f->panes[i].h);
    shift = MAX (0, (avail_h - used) / 2);
    for (guint i = 0; i < n; i++)
      {
        f->panes[i].y += shift;
        f->panes[i].tree_y += shift;
      }
  }
}

/* The compact legend's size at @max_width across. */
static void
measure_compact_legend (Figure                   *f,
                        const CairnExportOptions *options,
                        double                    max_width)
{
  cairn_painter_paint_legend_compact (NULL, options->theme, figure_game (f), f->marks, f->legend_font,
                                      max_width, 0, 0, &f->legend_w, &f->legend_h);
}

/* Places words and trees on a slide: the caption's one line at the
 * bottom, the compact legend over it (or in a column at the right, with
 * the root's board under it), the trees in all the rest, side by side or
 * stacked, whichever leaves fewer of their words out. */
static void
place_slide (Figure                   *f,
             const CairnExportOptions *options,
             cairo_t                  *cr,
             PangoLayout              *caption)
{
  const PageSpec *spec = f->spec;
  double gap = spec->text * 0.8, content_w = spec->w - 2 * spec->margin, caption_h = 0, column = 0;
  gboolean side = options->legend && options->legend_place == CAIRN_EXPORT_LEGEND_SIDE;
  guint left_out[2] = { G_MAXUINT, G_MAXUINT };

  f->width = spec->w;
  f->height = spec->h;
  f->legend_h = f->legend_w = 0;
  f->legend_font = MAX (spec->min_text, spec->text * 0.9);
  if (side)
    {
      /* One entry a row: as wide as its widest. */
      measure_compact_legend (f, options, 1);
      column = f->legend_w;
    }
  if (f->board_side > 0)
    {
      column = MAX (column, f->board_side);
      f->board_x = f->width - spec->margin - f->board_side;
      f->board_y = f->height - spec->margin - f->board_side;
    }
  /* The right-hand column (legend, board) is the trees' neighbour. */
  f->trees_w = column > 0 ? content_w - column - 2 * gap : content_w;
  f->caption_w = f->trees_w;
  if (f->caption)
    {
      pango_layout_set_width (caption, (int) (f->caption_w * PANGO_SCALE));
      pango_layout_set_wrap (caption, PANGO_WRAP_WORD);
      for (guint i = 0; i < f->caption->len; i++)
        {
          double ch;

          text_size (caption, g_ptr_array_index (f->caption, i), NULL, &ch);
          caption_h += ch + 2;
        }
    }
  f->caption_y = f->height - spec->margin - caption_h;
  if (side)
    {
      f->legend_x = f->width - spec->margin - column;
      f->legend_y = spec->margin + f->title_h + TREE_PAD;
    }
  else if (options->legend)
    {
      measure_compact_legend (f, options, f->trees_w);
      f->legend_x = spec->margin;
      f->legend_y = f->caption_y - (caption_h > 0 ? gap * 0.5 : 0) - f->legend_h;
    }
  else
    f->legend_y = f->caption_y;

  /* Both arrangements, then the one that draws more words. */
  for (int a = 0; a < (f->n_panes == 2 ? 2 : 1); a++)
    {
      f->arrangement = a;
      layout_page (f, (side ? f->caption_y : f->legend_y) - gap - spec->margin);
      left_out[a] = f->labels ? words_left_out (f, options, cr) : 0;
    }
  f->arrangement = f->n_panes == 2 && left_out[1] < left_out[0] ? 1 : 0;
  layout_page (f, (side ? f->caption_y : f->legend_y) - gap - spec->margin);
  f->report.labels_left_out = left_out[f->arrangement];
  f->report.small_labels = f->labels && f->unit < spec->label;
  /* Said where it shows, on the caption's line. */
  if (f->caption && f->report.labels_left_out > 0)
    {
      g_autofree char *said = left_out_line (f->report.labels_left_out);
      const char *last = g_ptr_array_index (f->caption, f->caption->len - 1);
      char *joined = g_strconcat (last, CAPTION_SEPARATOR, said, NULL);
      double before, after;

      text_size (caption, last, NULL, &before);
      g_free (f->caption->pdata[f->caption->len - 1]);
      f->caption->pdata[f->caption->len - 1] = joined;
      text_size (caption, joined, NULL, &after);
      f->caption_y -= after - before;
      f->legend_y -= side ? 0 : after - before;
      layout_page (f, (side ? f->caption_y : f->legend_y) - gap - spec->margin);
    }
  /* Nodes too close for shapes are dots without words: the legend does
   * not explain words that are not there. */
  if (f->labels && f->unit < CAIRN_PAINTER_SHAPE_SCALE && options->legend)
    {
      double h = f->legend_h;

      f->marks &= ~(guint32) (CAIRN_MARK_LABELS | CAIRN_MARK_BOUND_LOWER | CAIRN_MARK_BOUND_UPPER);
      measure_compact_legend (f, options, side ? 1 : f->trees_w);
      if (!side)
        f->legend_y += h - f->legend_h;
    }
}

static gboolean
figure_init (Figure                    *f,
             const CairnSearch * const *searches,
             guint                      n,
             const CairnExportOptions  *options,
             GError                   **error)
{
  cairo_surface_t *scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (scratch);
  g_autoptr (PangoLayout) title = NULL;
  g_autoptr (PangoLayout) caption = NULL;
  CairnLayoutOptions lo;
  guint32 n_drawn = 0;
  gboolean paged = options->page != CAIRN_PAGE_NONE;
  double content_w, y, th;
  gboolean ok = TRUE;

  f->spec = &page_specs[options->page];
  f->arrangement = -1;
  f->compact = options->legend &&
               (options->page == CAIRN_PAGE_SLIDE || options->legend_place != CAIRN_EXPORT_LEGEND_AUTO);
  f->legend_font = f->spec->text;
  title = cairn_text_layout (cr, f->spec->title, TRUE);
  caption = cairn_text_layout (cr, f->spec->text, FALSE);
  cairn_layout_options_init (&lo);
  lo.show_ghosts = options->ghosts;
  lo.at_event = options->at_event;
  f->n_panes = n;

  for (guint i = 0; i < n; i++)
    {
      Pane *pane = &f->panes[i];
      guint iteration = options->pane_iterations[i] ? options->pane_iterations[i] : options->iteration;
      const CairnTree *source = cairn_export_tree (searches[i], iteration);
      guint32 root = 0;

      if (source == NULL)
        {
          g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                       _("The %s search has no iteration %u: it has %u"),
                       cairn_mode_to_label (cairn_search_get_settings (searches[i])->mode), iteration,
                       cairn_search_n_iteration_trees (searches[i]));
          ok = FALSE;
          goto out;
        }
      pane->search = searches[i];
      pane->tree = source;
      pane->source = source;
      pane->iteration = drawn_iteration (searches[i], iteration);
      if (options->root != NULL && *options->root != '\0')
        {
          g_autoptr (GError) local = NULL;

          if (!cairn_line_parse (source, options->root, &root, &local))
            {
              g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                           _("The figure’s root “%s” is not a node of the %s tree: %s"),
                           options->root, cairn_mode_to_label (cairn_search_get_settings (searches[i])->mode),
                           local->message);
              ok = FALSE;
              goto out;
            }
        }
      if (options->story)
        {
          g_autofree char *line = story_line (searches, n, options);
          g_autofree guint8 *keep = NULL;

          if (line == NULL)
            {
              g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                           _("The decisive moment needs a decisive prune: compare a search with null moves to one without where their moves differ, or name the prune"));
              ok = FALSE;
              goto out;
            }
          keep = story_keep (source, searches, n, line);
          pane->sub = cairn_subtree_new_kept (source, 0, 0, FALSE, keep, options->at_event);
          pane->tree = pane->sub->tree;
        }
      else if (root != 0 || options->max_plies > 0)
        {
          /* A cut small enough to carry words keeps the probes of its
           * nodes, the reason for each prune; a big one, drawn without
           * words, is dense enough (with bars and ghosts) without them. */
          pane->sub = cairn_subtree_new_kept (source, root, options->max_plies, TRUE, NULL, options->at_event);
          if (pane->sub->tree->n_nodes > CAIRN_EXPORT_MAX_LABELLED / 2)
            {
              cairn_subtree_free (pane->sub);
              pane->sub = cairn_subtree_new (source, root, options->max_plies, options->at_event);
            }
          pane->tree = pane->sub->tree;
        }
      if (options->focus)
        {
          lo.focus_node = focus_node (pane, options->mark);
          lo.focus_plies = options->focus_plies;
        }
      pane->layout = cairn_layout_new (pane->tree, &lo);
      cairn_layout_get_bounds (pane->layout, &pane->region);
      if (options->use_viewport)
        {
          const CairnRect *v = options->pane_viewports ? &options->viewports[i] : &options->viewport;

          /* The part asked for, but no blank beyond the tree. */
          pane->region.x0 = MAX (pane->region.x0, v->x0);
          pane->region.y0 = MAX (pane->region.y0, v->y0);
          pane->region.x1 = MIN (pane->region.x1, v->x1);
          pane->region.y1 = MIN (pane->region.y1, v->y1);
          if (!(pane->region.x1 > pane->region.x0 && pane->region.y1 > pane->region.y0))
            pane->region = *v;
        }
      pane->title = pane_title (pane, options->at_event);
      text_size (title, pane->title, &pane->title_w, NULL);
      pane->selected = pane_node (pane, options->mark);
      /* The same line in a tree that did not prune there is no prune. */
      pane->decisive = pane_node (pane, options->decisive);
      if (pane->decisive != CAIRN_NO_NODE &&
          cairn_tree_get (pane->tree, pane->decisive)->end != CAIRN_END_NULL_PRUNED)
        pane->decisive = CAIRN_NO_NODE;
      /* Decisive prunes are the last iteration's nodes (DESIGN §1d). */
      for (guint k = 0; source == cairn_search_get_tree (searches[i]) && k < options->n_decisive_nodes; k++)
        {
          guint32 node = options->decisive_nodes[k];

          if (node >= source->n_nodes)
            continue;
          if (pane->sub)
            node = node < pane->sub->n_source ? pane->sub->map[node] : CAIRN_NO_NODE;
          if (node == CAIRN_NO_NODE || node == pane->decisive ||
              cairn_tree_get (pane->tree, node)->end != CAIRN_END_NULL_PRUNED)
            continue;
          if (pane->decisive_more == NULL)
            pane->decisive_more = g_array_new (FALSE, FALSE, sizeof (guint32));
          g_array_append_val (pane->decisive_more, node);
        }
      {
        guint32 h = pane_node (pane, options->highlight);

        if (h != CAIRN_NO_NODE)
          pane->n_highlight = path_to (pane->tree, h, &pane->highlight);
      }
      n_drawn += cairn_layout_get_n_shown (pane->layout);
    }
  f->labels = options->labels && n_drawn <= CAIRN_EXPORT_MAX_LABELLED;
  if (options->labels && !f->labels)
    f->report.unlabelled = n_drawn;

  for (guint i = 0; i < n; i++)
    {
      CairnPaintOptions po;

      paint_options_for (f, &f->panes[i], options, &po);
      f->marks |= cairn_painter_used_marks (f->panes[i].tree, f->panes[i].layout, &po);
    }
  /* Without values on the nodes there is no sign to explain. */
  if (!f->labels)
    f->marks &= ~(guint32) (CAIRN_MARK_BOUND_LOWER | CAIRN_MARK_BOUND_UPPER);

  text_size (title, "Ag", NULL, &th);
  /* A slide keeps its height for the trees. */
  f->title_h = th + f->spec->title * (options->page == CAIRN_PAGE_SLIDE ? 0.2 : 0.5);
  /* Room for a move label over the top row, leaf values turned upright
   * under the bottom row, and counts under a depth cut. */
  f->room_top = f->labels ? f->spec->label * 0.5 : 0;
  f->room_bottom = f->labels ? f->spec->label * 2.2 : 0;
  if (f->marks & (CAIRN_MARK_COLLAPSED | CAIRN_MARK_STUB))
    f->room_bottom += f->spec->label * (options->page == CAIRN_PAGE_SLIDE ? 2.8 : 3.5);

  if (options->caption)
    f->caption = options->page == CAIRN_PAGE_SLIDE ? slide_caption (f, options)
                                                   : caption_lines (f, options, n_drawn);
  /* Chess nodes are boards too small to read on a slide: the root's
   * position at a size that reads, beside the words. */
  if (!figure_game (f)->numbered_moves)
    f->board_side = paged ? MIN (f->spec->text * 11, f->spec->h * 0.25) : f->spec->text * 11;

  if (!paged)
    {
      layout_natural (f, options, title, &content_w, &y);
      if (f->labels && f->caption)
        {
          guint left_out = words_left_out (f, options, cr);

          f->report.labels_left_out = left_out;
          if (left_out > 0)
            g_ptr_array_add (f->caption, left_out_line (left_out));
        }
      f->legend_h = f->legend_w = 0;
      if (options->legend)
        {
          cairn_painter_paint_legend_marks (NULL, options->theme, figure_game (f), f->marks, f->legend_font,
                                            MAX (content_w, 900), 0, 0, &f->legend_w, &f->legend_h);
          f->legend_x = f->spec->margin;
          f->legend_y = y + 18;
          y = f->legend_y + f->legend_h;
          content_w = MAX (content_w, f->legend_w);
        }
      if (f->caption)
        {
          f->caption_y = y + 14;
          y = f->caption_y;
          for (guint i = 0; i < f->caption->len; i++)
            {
              double cw, ch;

              text_size (caption, g_ptr_array_index (f->caption, i), &cw, &ch);
              content_w = MAX (content_w, cw);
              y += ch + 2;
            }
        }
      f->caption_w = 0;
      if (f->board_side > 0)
        {
          double text_w = f->legend_w;

          for (guint i = 0; f->caption && i < f->caption->len; i++)
            {
              double cw;

              text_size (caption, g_ptr_array_index (f->caption, i), &cw, NULL);
              text_w = MAX (text_w, cw);
            }
          f->board_x = f->spec->margin + text_w + 2 * f->spec->text;
          f->board_y = (options->legend ? f->legend_y : f->caption ? f->caption_y : y + 18);
          content_w = MAX (content_w, f->board_x + f->board_side - f->spec->margin);
          y = MAX (y, f->board_y + f->board_side);
        }
      f->width = ceil (content_w + 2 * f->spec->margin);
      f->height = ceil (y + f->spec->margin);
    }
  else if (f->compact || options->page == CAIRN_PAGE_SLIDE)
    place_slide (f, options, cr, caption);
  else
    {
      double caption_h = 0, gap = f->spec->text;

      content_w = f->spec->w - 2 * f->spec->margin;
      f->width = f->spec->w;
      f->height = f->spec->h;
      /* The board takes the bottom right corner; words go left of it. */
      if (f->board_side > 0)
        {
          f->board_x = f->width - f->spec->margin - f->board_side;
          f->board_y = f->height - f->spec->margin - f->board_side;
          content_w -= f->board_side + 2 * gap;
        }
      f->caption_w = content_w;
      if (f->caption)
        {
          pango_layout_set_width (caption, (int) (content_w * PANGO_SCALE));
          pango_layout_set_wrap (caption, PANGO_WRAP_WORD);
          for (guint i = 0; i < f->caption->len; i++)
            {
              double ch;

              text_size (caption, g_ptr_array_index (f->caption, i), NULL, &ch);
              caption_h += ch + 2;
            }
        }
      f->legend_h = f->legend_w = 0;
      if (options->legend)
        {
          cairn_painter_paint_legend_marks (NULL, options->theme, figure_game (f), f->marks, f->legend_font,
                                            content_w, 0, 0, &f->legend_w, &f->legend_h);
          /* Long lines (Kazakh's are) leave one column that takes the
           * trees' room: smaller words, never below the page's least. */
          if (f->legend_h > 0.25 * f->height && f->spec->min_text < f->legend_font)
            {
              f->legend_font = f->spec->min_text;
              cairn_painter_paint_legend_marks (NULL, options->theme, figure_game (f), f->marks, f->legend_font,
                                                content_w, 0, 0, &f->legend_w, &f->legend_h);
            }
        }
      f->caption_y = f->height - f->spec->margin - caption_h;
      f->legend_x = f->spec->margin;
      f->legend_y = f->caption_y - (caption_h > 0 ? gap * 0.6 : 0) - f->legend_h;
      layout_page (f, words_top (f) - gap - f->spec->margin);
      /* Said where it shows: labels left out, or leaves too close for
       * the page's text size. */
      if (f->labels && f->caption)
        {
          guint left_out = words_left_out (f, options, cr);
          double ch;

          f->report.labels_left_out = left_out;
          if (left_out > 0)
            g_ptr_array_add (f->caption, left_out_line (left_out));
          else if (f->unit < f->spec->label)
            {
              f->report.small_labels = TRUE;
              g_ptr_array_add (f->caption, g_strdup (_("The leaves stand closer than the page’s text is tall, so their labels are smaller.")));
            }
          else
            goto placed;
          text_size (caption, g_ptr_array_index (f->caption, f->caption->len - 1), NULL, &ch);
          f->caption_y -= ch + 2;
          f->legend_y -= ch + 2;
          layout_page (f, words_top (f) - gap - f->spec->margin);
          /* The trees shrank a little for the line: count again. */
          if ((left_out = words_left_out (f, options, cr)) > 0)
            {
              f->report.labels_left_out = left_out;
              g_free (f->caption->pdata[f->caption->len - 1]);
              f->caption->pdata[f->caption->len - 1] = left_out_line (left_out);
            }
        }
placed:
      /* Nodes too close for shapes are dots without words: the legend
       * does not explain words that are not there, and stays on the
       * caption. */
      if (f->labels && f->unit < CAIRN_PAINTER_SHAPE_SCALE && options->legend)
        {
          double h = f->legend_h;

          f->marks &= ~(guint32) (CAIRN_MARK_LABELS | CAIRN_MARK_BOUND_LOWER | CAIRN_MARK_BOUND_UPPER);
          cairn_painter_paint_legend_marks (NULL, options->theme, figure_game (f), f->marks, f->legend_font,
                                            content_w, 0, 0, &f->legend_w, &f->legend_h);
          f->legend_y += h - f->legend_h;
        }
    }

out:
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
  return ok;
}

static void
figure_paint (cairo_t                  *cr,
              const Figure             *f,
              const CairnExportOptions *options)
{
  const CairnPalette *pal = cairn_theme_palette (options->theme);
  g_autoptr (PangoLayout) title = cairn_text_layout (cr, f->spec->title, TRUE);
  g_autoptr (PangoLayout) caption = cairn_text_layout (cr, f->spec->text, FALSE);

  cairn_set_rgb (cr, &pal->background);
  cairo_paint (cr);
  if (f->caption_w > 0)
    {
      pango_layout_set_width (caption, (int) (f->caption_w * PANGO_SCALE));
      pango_layout_set_wrap (caption, PANGO_WRAP_WORD);
    }

  for (guint i = 0; i < f->n_panes; i++)
    {
      const Pane *pane = &f->panes[i];
      CairnPaintOptions po;

      cairn_set_rgb (cr, &pal->ink);
      cairn_show_text (cr, title, pane->title, f->stacked ? pane->x : MIN (pane->x, pane->tree_x),
                       pane->y, 0, FALSE);

      pane_paint_options (f, pane, options, &po);
      cairn_painter_paint (cr, pane->tree, pane->layout, &po);

      if (i > 0)
        {
          cairn_set_rgb (cr, &pal->muted);
          cairo_set_line_width (cr, 1);
          if (f->stacked)
            {
              double sy = pane->y - PANE_GAP / 4;

              cairo_move_to (cr, pane->x, sy);
              cairo_line_to (cr, pane->x + pane->w, sy);
            }
          else
            {
              double sx = pane->x - PANE_GAP / 2;

              cairo_move_to (cr, sx, pane->y);
              cairo_line_to (cr, sx, pane->y + pane->h);
            }
          cairo_stroke (cr);
        }
    }

  if (options->legend && f->compact)
    cairn_painter_paint_legend_compact (cr, options->theme, figure_game (f), f->marks, f->legend_font,
                                        f->legend_w + 1, f->legend_x, f->legend_y, NULL, NULL);
  else if (options->legend)
    cairn_painter_paint_legend_marks (cr, options->theme, figure_game (f), f->marks, f->legend_font,
                                      f->caption_w > 0 ? f->caption_w : MAX (f->width - 2 * f->spec->margin, 900),
                                      f->legend_x, f->legend_y, NULL, NULL);
  if (f->board_side > 0)
    {
      const CairnTree *tree = f->panes[0].tree;

      cairn_painter_paint_board (cr, options->theme, figure_game (f), &tree->root_position.board,
                                 options->square_names, f->board_x, f->board_y, f->board_side);
    }
  if (f->caption)
    {
      double y = f->caption_y;

      cairn_set_rgb (cr, &pal->ink);
      for (guint i = 0; i < f->caption->len; i++)
        {
          double h;

          text_size (caption, g_ptr_array_index (f->caption, i), NULL, &h);
          cairn_show_text (cr, caption, g_ptr_array_index (f->caption, i), f->spec->margin, y, 0, FALSE);
          y += h + 2;
        }
    }
}

/* ---- writing ---- */

/* A figure's steps: laid out, drawn, written. */
#define FIGURE_STEPS 3

guint
cairn_export_steps (CairnExportFormat format)
{
  return format == CAIRN_EXPORT_DOT || format == CAIRN_EXPORT_JSON ? 2 : FIGURE_STEPS;
}

static void
report_step (const CairnExportOptions *options,
             guint                     done,
             guint                     total)
{
  if (options->progress)
    options->progress (done, total, options->progress_data);
}

typedef struct {
  FILE    *file;
  GString *buffer;  /* SVG is held back to number its ids (see below) */
  int      error;   /* errno of the first failed write, or 0 */
} Sink;

static cairo_status_t
sink_write (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  Sink *sink = closure;

  if (sink->error)
    return CAIRO_STATUS_WRITE_ERROR;
  if (sink->buffer)
    {
      g_string_append_len (sink->buffer, (const char *) data, length);
      return CAIRO_STATUS_SUCCESS;
    }
  if (fwrite (data, 1, length, sink->file) != length)
    {
      sink->error = errno ? errno : EIO;
      return CAIRO_STATUS_WRITE_ERROR;
    }
  return CAIRO_STATUS_SUCCESS;
}

/* Cairo names SVG groups "surfaceN" after a counter global to the
 * process, so a second export of the same figure would differ.  Numbering
 * them by first appearance makes the output depend on the figure only. */
static GString *
number_svg_ids (const GString *svg)
{
  static const char key[] = "surface";
  g_autoptr (GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GString *out = g_string_sized_new (svg->len);
  const char *p = svg->str, *end = svg->str + svg->len;

  while (p < end)
    {
      const char *hit = g_strstr_len (p, end - p, key);
      const char *digits, *q;

      if (hit == NULL)
        {
          g_string_append_len (out, p, end - p);
          break;
        }
      digits = hit + strlen (key);
      for (q = digits; q < end && g_ascii_isdigit (*q); q++)
        ;
      g_string_append_len (out, p, digits - p);
      if (q > digits && hit > svg->str && (hit[-1] == '"' || hit[-1] == '#'))
        {
          g_autofree char *number = g_strndup (digits, q - digits);
          gpointer seen = g_hash_table_lookup (ids, number);
          guint id = seen ? GPOINTER_TO_UINT (seen) : g_hash_table_size (ids) + 1;

          if (!seen)
            g_hash_table_insert (ids, g_steal_pointer (&number), GUINT_TO_POINTER (id));
          g_string_append_printf (out, "%u", id);
        }
      else
        g_string_append_len (out, digits, q - digits);
      p = q;
    }
  return out;
}

static gboolean
set_write_error (GError     **error,
                 const char  *path,
                 int          errsv)
{
  g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_WRITE,
               _("Could not write “%s”: %s"), path, g_strerror (errsv));
  return FALSE;
}

static double
png_scale (const Figure             *f,
           const CairnExportOptions *options)
{
  return f->spec->png * options->scale;
}

static gboolean
paint_to_stream (Sink                     *sink,
                 const Figure             *f,
                 const CairnExportOptions *options,
                 const char               *path,
                 GError                  **error)
{
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  switch (options->format)
    {
    case CAIRN_EXPORT_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24,
                                            (int) ceil (f->width * png_scale (f, options)),
                                            (int) ceil (f->height * png_scale (f, options)));
      break;
    case CAIRN_EXPORT_SVG:
      surface = cairo_svg_surface_create_for_stream (sink_write, sink, f->width, f->height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
      break;
    case CAIRN_EXPORT_PDF:
      /* 1 CSS pixel is 0.75 pt (a slide: 0.5 pt, for 33.9 cm across). */
      surface = cairo_pdf_surface_create_for_stream (sink_write, sink,
                                                     f->width * f->spec->pt, f->height * f->spec->pt);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Cairn");
      break;
    case CAIRN_EXPORT_DOT:
    case CAIRN_EXPORT_JSON:
    default:
      g_return_val_if_reached (FALSE);
    }

  cr = cairo_create (surface);
  if (options->format == CAIRN_EXPORT_PNG)
    cairo_scale (cr, png_scale (f, options), png_scale (f, options));
  else if (options->format == CAIRN_EXPORT_PDF)
    cairo_scale (cr, f->spec->pt, f->spec->pt);
  figure_paint (cr, f, options);
  status = cairo_status (cr);
  cairo_destroy (cr);
  report_step (options, 2, FIGURE_STEPS);

  if (status == CAIRO_STATUS_SUCCESS && options->format == CAIRN_EXPORT_PNG)
    status = cairo_surface_write_to_png_stream (surface, sink_write, sink);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);

  if (sink->buffer && status == CAIRO_STATUS_SUCCESS && !sink->error)
    {
      g_autoptr (GString) svg = number_svg_ids (sink->buffer);

      if (fwrite (svg->str, 1, svg->len, sink->file) != svg->len)
        sink->error = errno ? errno : EIO;
    }

  if (sink->error)
    return set_write_error (error, path, sink->error);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_WRITE,
                   _("Could not write “%s”: %s"), path, cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

/* Paints into a temporary file next to @path, then renames it over
 * @path: readers never see half a figure, and a failure leaves nothing. */
static gboolean
write_figure (const char               *path,
              const Figure             *f,
              const CairnExportOptions *options,
              GError                  **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *tmp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  g_autoptr (GString) buffer = NULL;
  Sink sink = { NULL, NULL, 0 };
  gboolean ok;
  int fd;

  fd = g_mkstemp_full (tmp, O_WRONLY, 0666);
  if (fd < 0)
    return set_write_error (error, path, errno);
  sink.file = fdopen (fd, "wb");
  if (sink.file == NULL)
    {
      int errsv = errno;

      close (fd);
      g_unlink (tmp);
      return set_write_error (error, path, errsv);
    }

  if (options->format == CAIRN_EXPORT_SVG)
    sink.buffer = buffer = g_string_new (NULL);
  ok = paint_to_stream (&sink, f, options, path, error);
  if (ok && (fflush (sink.file) != 0 || fsync (fileno (sink.file)) != 0))
    ok = set_write_error (error, path, errno);
  if (fclose (sink.file) != 0 && ok)
    ok = set_write_error (error, path, errno);
  if (ok && g_rename (tmp, path) != 0)
    ok = set_write_error (error, path, errno);
  if (!ok)
    g_unlink (tmp);
  else
    report_step (options, 3, FIGURE_STEPS);
  return ok;
}

static gboolean
check_event (const CairnSearch * const *searches,
             guint                      n,
             guint32                    at_event,
             GError                   **error)
{
  guint64 events = 0;

  if (at_event == CAIRN_ALL_EVENTS)
    return TRUE;
  for (guint i = 0; i < n; i++)
    events = MAX (events, cairn_search_get_counters (searches[i])->events);
  if (at_event < events)
    return TRUE;
  {
    g_autofree char *last = cairn_format_count (events > 0 ? events - 1 : 0);

    g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_EVENT,
                 _("Event %u is beyond the end of the search: its events are 0 to %s"),
                 at_event, last);
  }
  return FALSE;
}

static gboolean
check_figure_options (const CairnExportOptions  *options,
                      GError                   **error)
{
  if ((guint) options->page >= G_N_ELEMENTS (page_specs))
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                   _("Unknown page %d"), (int) options->page);
      return FALSE;
    }
  return TRUE;
}

gboolean
cairn_export_to_file (const char                *path,
                      const CairnSearch * const *searches,
                      guint                      n_searches,
                      const CairnExportOptions  *options,
                      GError                   **error)
{
  g_auto (Figure) f = { 0 };

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (searches != NULL && n_searches >= 1 && n_searches <= 2, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  for (guint i = 0; i < n_searches; i++)
    g_return_val_if_fail (cairn_search_get_tree (searches[i]) != NULL, FALSE);

  if ((guint) options->format >= G_N_ELEMENTS (format_names))
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT,
                   _("Unknown export format %d"), (int) options->format);
      return FALSE;
    }
  if (!check_event (searches, n_searches, options->at_event, error))
    return FALSE;

  if (options->format == CAIRN_EXPORT_DOT || options->format == CAIRN_EXPORT_JSON)
    {
      g_autoptr (GString) out = g_string_new (NULL);
      g_autoptr (GError) local = NULL;

      if (options->format == CAIRN_EXPORT_DOT)
        cairn_export_dot (out, searches, n_searches, options);
      else
        cairn_export_json (out, searches, n_searches, options);
      report_step (options, 1, cairn_export_steps (options->format));
      if (!g_file_set_contents_full (path, out->str, (gssize) out->len,
                                     G_FILE_SET_CONTENTS_CONSISTENT, 0666, &local))
        {
          g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_WRITE,
                       _("Could not write “%s”: %s"), path, cairn_file_error_reason (local));
          return FALSE;
        }
      report_step (options, 2, cairn_export_steps (options->format));
      return TRUE;
    }

  if (!(options->scale > 0) || !isfinite (options->scale))
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                   _("Invalid scale %g: use a positive number"), options->scale);
      return FALSE;
    }
  if (options->use_viewport &&
      !(options->viewport.x1 > options->viewport.x0 && options->viewport.y1 > options->viewport.y0))
    {
      g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID,
                   _("The viewport %g,%g,%g,%g is empty: give X0,Y0,X1,Y1 with X0 < X1 and Y0 < Y1"),
                   options->viewport.x0, options->viewport.y0,
                   options->viewport.x1, options->viewport.y1);
      return FALSE;
    }

  if (!check_figure_options (options, error) ||
      !figure_init (&f, searches, n_searches, options, error))
    return FALSE;
  if (options->format == CAIRN_EXPORT_PNG)
    {
      double w = ceil (f.width * png_scale (&f, options)), h = ceil (f.height * png_scale (&f, options));

      if (w > PNG_MAX_SIDE || h > PNG_MAX_SIDE || w * h > PNG_MAX_PIXELS)
        {
          g_set_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_TOO_BIG,
                       _("The figure would be %.0f × %.0f pixels, more than a PNG can hold here: lower --scale, give a --viewport, or export SVG or PDF"),
                       w, h);
          return FALSE;
        }
    }
  report_step (options, 1, FIGURE_STEPS);
  if (!write_figure (path, &f, options, error))
    return FALSE;
  if (options->report)
    *options->report = f.report;
  return TRUE;
}

gboolean
cairn_export_paint_preview (cairo_t                   *cr,
                            double                     width,
                            double                     height,
                            const CairnSearch * const *searches,
                            guint                      n_searches,
                            const CairnExportOptions  *options)
{
  g_auto (Figure) f = { 0 };
  double k;

  g_return_val_if_fail (cr != NULL && options != NULL, FALSE);
  g_return_val_if_fail (searches != NULL && n_searches >= 1 && n_searches <= 2, FALSE);

  if (width <= 0 || height <= 0 ||
      !check_event (searches, n_searches, options->at_event, NULL) ||
      !check_figure_options (options, NULL) ||
      !figure_init (&f, searches, n_searches, options, NULL))
    return FALSE;
  k = MIN (width / f.width, height / f.height);
  cairo_save (cr);
  cairo_translate (cr, (width - f.width * k) / 2, (height - f.height * k) / 2);
  cairo_scale (cr, k, k);
  cairo_rectangle (cr, 0, 0, f.width, f.height);
  cairo_clip (cr);
  figure_paint (cr, &f, options);
  cairo_restore (cr);
  return TRUE;
}
