/* cairn-export-placement.c — a figure placed on its page: the
 * region of each tree shown, one common scale for the trees, side by
 * side or stacked, the legend, caption and board around them, and the
 * painter's options for each pane.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cairn-export.h"
#include "cairn-export-private.h"
#include "cairn-format.h"
#include "cairn-painter-private.h"

static const PageSpec page_specs[] = {
  [CAIRN_PAGE_NONE] =         { 0, 0, 0.75, 1, 28, 19, 12.5, 11, 12.5, 0 },
  /* ≥ 18 px words on a 1920-wide slide, ≥ 12 px on its crowded leaves. */
  [CAIRN_PAGE_SLIDE] =        { 1920, 1080, 0.5, 1, 28, 30, 22, 18, 18, 12 },
  /* ≥ 8 pt words on paper: 11 px is 8.25 pt. */
  [CAIRN_PAGE_A4] =           { 793.7, 1122.5, 0.75, 150.0 / 96, 42, 16, 11.5, 11, 11, 0 },
  [CAIRN_PAGE_A4_LANDSCAPE] = { 1122.5, 793.7, 0.75, 150.0 / 96, 42, 16, 11.5, 11, 11, 0 },
};

void
export_figure_clear (Figure *f)
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

void
export_text_size (PangoLayout *layout,
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

/* The paint options' small_label_size for @f's page: a page with a least
 * label size (a slide) paints its moves at the values' size. */
static double
figure_small_label_size (const Figure *f)
{
  return f->spec->least_label > 0 ? f->spec->label : 0;
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
  po->small_label_size = figure_small_label_size (f);
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
void
export_pane_paint_options (const Figure             *f,
                           const Pane               *pane,
                           const CairnExportOptions *options,
                           CairnPaintOptions        *po)
{
  paint_options_for (f, pane, options, po);
  po->offset_x = pane->tree_x - f->unit * pane->region.x0;
  po->offset_y = pane->tree_y - f->level * pane->region.y0;
  po->viewport = (CairnRect) { pane->x, pane->y + f->title_h, pane->x + pane->w, pane->y + pane->h };
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

      export_text_size (title, pane->title, &tw, NULL);
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
  double board_scale = cairn_painter_board_scale (export_figure_game (f), spec->label);
  double avail;

  /* Boards need plies tall enough for the board and its words: where
   * they do not fit, narrower boards, or shapes with values. */
  *unit = MIN (*unit, 240.0);
  if (*unit >= board_scale &&
      *level < cairn_painter_board_room (export_figure_game (f), *unit, spec->label))
    {
      double room_1 = cairn_painter_board_room (export_figure_game (f), 1.0, spec->label) - spec->label * 4.8;
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
                            ? cairn_painter_board_room (export_figure_game (f), *unit, spec->label) : 0));
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

/* How much room a pane's layout gives its words, most first. */
typedef enum {
  ROOM_WIDE,    /* a node's value and its move beside it, on either side,
                 * clear of the edges that fan past it to its siblings */
  ROOM_TIGHT,   /* a node's value or its move, whichever is wider */
  ROOM_FOLDS,   /* only a fold's word ("+16 pruned") */
  ROOM_NONE,    /* as the window lays it out */
} RoomTier;

/* What a pane's words need across, for its layout's room: measured in
 * pixels at the page's sizes, given in layout units at @unit pixels a
 * unit. */
typedef struct {
  const Figure *f;
  const Pane   *pane;
  double        unit;
  RoomTier      tier;
  PangoLayout  *values;   /* the values' size */
  PangoLayout  *moves;    /* moves and folds: bold, the painter's small size */
  PangoLayout  *counts;   /* a cut's or stub's count */
} WordRoom;

static double
text_width (PangoLayout *layout,
            const char  *text)
{
  double w;

  export_text_size (layout, text, &w, NULL);
  return w;
}

/* The half width, in layout units, that @it's words take: a node's value
 * under it and its move beside it; a fold's word under it; with @under,
 * the count under a cut or stub.  A leaf asks for nothing: a crowded row
 * of leaves turns its words upright, each in a line's width. */
static double
word_room (const CairnLayoutItem *it,
           guint32                index,
           gboolean               under,
           gpointer               data)
{
  const WordRoom *wr = data;
  const CairnTree *tree = wr->pane->tree;
  const CairnNode *node = cairn_tree_get (tree, it->node);
  double font = wr->f->spec->label, gap = MAX (2.0, 0.25 * font), r = CLAMP (0.3 * wr->unit, 2.5, 14);
  double need;

  if (under && wr->tier <= ROOM_TIGHT)
    {
      const CairnSubtree *sub = wr->pane->sub;
      guint32 count = sub && sub->n_hidden > 0 && sub->hidden[index] > 0
                      ? sub->hidden[index] : cairn_tree_subtree_size (tree, index) - 1;
      g_autofree char *number = cairn_format_count (count);
      g_autofree char *label = g_strdup_printf ("+%s", number);

      need = text_width (wr->counts, label) / 2 + gap / 2;
    }
  else if (under)
    need = 0;
  else if (it->node != index)
    {
      g_autofree char *word = it->folded > 0 ? painter_fold_word (tree, it) : NULL;

      need = word ? text_width (wr->moves, word) / 2 + gap / 2 : 0;
    }
  else if (wr->tier == ROOM_FOLDS ||
           (node->first_child == CAIRN_NO_NODE && !(wr->pane->lo.show_ghosts && cairn_node_n_ghosts (node) > 0)))
    need = 0;
  else
    {
      char value[64];
      double vw, mw = 0;

      cairn_painter_format_node_value (export_figure_game (wr->f), node, FALSE, value, sizeof value);
      vw = text_width (wr->values, value);
      if (node->parent != CAIRN_NO_NODE && node->move != CAIRN_NO_MOVE)
        {
          g_autofree char *move = cairn_tree_node_move_text (tree, index, TRUE);

          mw = r * 1.1 + 2 + text_width (wr->moves, move);
        }
      need = (wr->tier == ROOM_WIDE ? vw / 2 + gap + mw : MAX (vw / 2, mw)) + gap / 2;
    }
  return need / wr->unit;
}

/* Lays each pane out again: as the window does (@unit 0), or with room
 * for its words at @unit pixels a unit, the most of RoomTier that leaves
 * the pane no wider than @cap units.  The room comes from what a tree
 * has spare at the figure's scale, not from a smaller scale: a narrower
 * tree may take up to the widest one's width. */
static void
relayout_panes (Figure   *f,
                cairo_t  *cr,
                double    unit,
                double    cap)
{
  double small = painter_small_size_for (f->spec->label, figure_small_label_size (f));
  g_autoptr (PangoLayout) values = cairn_text_layout (cr, f->spec->label, FALSE);
  g_autoptr (PangoLayout) moves = cairn_text_layout (cr, small, TRUE);
  g_autoptr (PangoLayout) counts = cairn_text_layout (cr, small, FALSE);

  for (guint i = 0; i < f->n_panes; i++)
    for (RoomTier tier = unit > 0 ? ROOM_WIDE : ROOM_NONE; tier <= ROOM_NONE; tier++)
      {
        Pane *pane = &f->panes[i];
        WordRoom room = { f, pane, unit, tier, values, moves, counts };
        CairnLayoutOptions lo = pane->lo;

        if (tier < ROOM_NONE)
          {
            lo.room = word_room;
            lo.room_data = &room;
          }
        cairn_layout_update (pane->layout, pane->tree, &lo);
        cairn_layout_get_bounds (pane->layout, &pane->region);
        if (region_w (pane) <= cap)
          break;
      }
}

/* The compact legend's size at @max_width across. */
static void
measure_compact_legend (Figure                   *f,
                        const CairnExportOptions *options,
                        double                    max_width)
{
  cairn_painter_paint_legend_compact (NULL, options->theme, export_figure_game (f), f->marks, f->legend_font,
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
  guint left_out = G_MAXUINT;
  int best = 0;
  double best_unit = 0, best_cap = 0, laid = 0;
  /* Room for words moves the nodes: not where the figure shows a part
   * of the layout asked for in its units. */
  gboolean room = f->labels && !options->use_viewport;

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

          export_text_size (caption, g_ptr_array_index (f->caption, i), NULL, &ch);
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

  /* Both arrangements, each laid out as the window does, then with room
   * for the words at the scale it found, then at the scale that room led
   * to (the widest tree may grow by a fiftieth).  The one that draws the
   * most words wins; a tie keeps the window's layout. */
  for (int a = 0; a < (f->n_panes == 2 ? 2 : 1); a++)
    {
      double guess = 0, cap = 0;

      f->arrangement = a;
      for (guint k = 0; k < (room ? 3 : 1); k++)
        {
          guint n;

          if (guess != laid)
            relayout_panes (f, cr, laid = guess, cap);
          layout_page (f, (side ? f->caption_y : f->legend_y) - gap - spec->margin);
          n = f->labels ? export_words_left_out (f, options, cr) : 0;
          if (n < left_out)
            {
              left_out = n;
              best = a;
              best_unit = guess;
              best_cap = cap;
            }
          if (n == 0)
            break;
          for (guint i = 0; k == 0 && i < f->n_panes; i++)
            cap = MAX (cap, region_w (&f->panes[i]) * 1.02);
          guess = f->unit;
        }
    }
  f->arrangement = best;
  if (best_unit != laid)
    relayout_panes (f, cr, best_unit, best_cap);
  layout_page (f, (side ? f->caption_y : f->legend_y) - gap - spec->margin);
  f->report.labels_left_out = left_out;
  f->report.small_labels = f->labels && f->unit < spec->label;
  /* Said where it shows, on the caption's line. */
  if (f->caption && f->report.labels_left_out > 0)
    {
      g_autofree char *said = export_left_out_line (f->report.labels_left_out);
      const char *last = g_ptr_array_index (f->caption, f->caption->len - 1);
      char *joined = g_strconcat (last, CAPTION_SEPARATOR, said, NULL);
      double before, after;

      export_text_size (caption, last, NULL, &before);
      g_free (f->caption->pdata[f->caption->len - 1]);
      f->caption->pdata[f->caption->len - 1] = joined;
      export_text_size (caption, joined, NULL, &after);
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

gboolean
export_figure_init (Figure                    *f,
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
  /* A dense group of unsearched moves is a column of marks too close to
   * read: one fold ("+16 pruned") says it; a story names the first moves
   * of its decisive prune on their own ghosts and folds the rest. */
  lo.fold_ghosts_above = CAIRN_EXPORT_STORY_MOVES;
  lo.fold_ghosts_keep = options->story ? CAIRN_EXPORT_STORY_MOVES : 0;
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
      pane->iteration = export_drawn_iteration (searches[i], iteration);
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
          g_autofree char *line = export_story_line (searches, n, options);
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
      /* A depth cut's fan and count go one ply under its node: the
       * layout keeps that room, as it does under a focus view's stub. */
      lo.cut = pane->sub && pane->sub->n_hidden > 0 ? pane->sub->hidden : NULL;
      lo.n_cut = lo.cut ? pane->tree->n_nodes : 0;
      pane->lo = lo;
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
      pane->title = export_pane_title (pane, options->at_event);
      export_text_size (title, pane->title, &pane->title_w, NULL);
      pane->selected = pane_node (pane, options->mark);
      /* The same line in a tree that did not prune there is no prune. */
      pane->decisive = pane_node (pane, options->decisive);
      if (pane->decisive != CAIRN_NO_NODE &&
          cairn_tree_get (pane->tree, pane->decisive)->end != CAIRN_END_NULL_PRUNED)
        pane->decisive = CAIRN_NO_NODE;
      /* Decisive prunes are the last iteration's nodes (SEARCH-RULES.md §3.4, §4.8). */
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

  export_text_size (title, "Ag", NULL, &th);
  /* A slide keeps its height for the trees. */
  f->title_h = th + f->spec->title * (options->page == CAIRN_PAGE_SLIDE ? 0.2 : 0.5);
  /* Room for a move label over the top row, leaf values turned upright
   * under the bottom row, and counts under a depth cut. */
  f->room_top = f->labels ? f->spec->label * 0.5 : 0;
  f->room_bottom = f->labels ? f->spec->label * 2.2 : 0;
  if (f->marks & (CAIRN_MARK_COLLAPSED | CAIRN_MARK_STUB))
    f->room_bottom += f->spec->label * (options->page == CAIRN_PAGE_SLIDE ? 2.8 : 3.5);

  if (options->caption)
    f->caption = options->page == CAIRN_PAGE_SLIDE ? export_slide_caption (f, options)
                                                   : export_caption_lines (f, options, n_drawn);
  /* Chess nodes are boards too small to read on a slide: the root's
   * position at a size that reads, beside the words. */
  if (!export_figure_game (f)->numbered_moves)
    f->board_side = paged ? MIN (f->spec->text * 11, f->spec->h * 0.25) : f->spec->text * 11;

  if (!paged)
    {
      layout_natural (f, options, title, &content_w, &y);
      if (f->labels && f->caption)
        {
          guint left_out = export_words_left_out (f, options, cr);

          f->report.labels_left_out = left_out;
          if (left_out > 0)
            g_ptr_array_add (f->caption, export_left_out_line (left_out));
        }
      f->legend_h = f->legend_w = 0;
      if (options->legend)
        {
          cairn_painter_paint_legend_marks (NULL, options->theme, export_figure_game (f), f->marks, f->legend_font,
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

              export_text_size (caption, g_ptr_array_index (f->caption, i), &cw, &ch);
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

              export_text_size (caption, g_ptr_array_index (f->caption, i), &cw, NULL);
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

              export_text_size (caption, g_ptr_array_index (f->caption, i), NULL, &ch);
              caption_h += ch + 2;
            }
        }
      f->legend_h = f->legend_w = 0;
      if (options->legend)
        {
          cairn_painter_paint_legend_marks (NULL, options->theme, export_figure_game (f), f->marks, f->legend_font,
                                            content_w, 0, 0, &f->legend_w, &f->legend_h);
          /* Long lines (Kazakh's are) leave one column that takes the
           * trees' room: smaller words, never below the page's least. */
          if (f->legend_h > 0.25 * f->height && f->spec->min_text < f->legend_font)
            {
              f->legend_font = f->spec->min_text;
              cairn_painter_paint_legend_marks (NULL, options->theme, export_figure_game (f), f->marks, f->legend_font,
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
          guint left_out = export_words_left_out (f, options, cr);
          double ch;

          f->report.labels_left_out = left_out;
          if (left_out > 0)
            g_ptr_array_add (f->caption, export_left_out_line (left_out));
          else if (f->unit < f->spec->label)
            {
              f->report.small_labels = TRUE;
              g_ptr_array_add (f->caption, g_strdup (_("The leaves stand closer than the page’s text is tall, so their labels are smaller.")));
            }
          else
            goto placed;
          export_text_size (caption, g_ptr_array_index (f->caption, f->caption->len - 1), NULL, &ch);
          f->caption_y -= ch + 2;
          f->legend_y -= ch + 2;
          layout_page (f, words_top (f) - gap - f->spec->margin);
          /* The trees shrank a little for the line: count again. */
          if ((left_out = export_words_left_out (f, options, cr)) > 0)
            {
              f->report.labels_left_out = left_out;
              g_free (f->caption->pdata[f->caption->len - 1]);
              f->caption->pdata[f->caption->len - 1] = export_left_out_line (left_out);
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
          cairn_painter_paint_legend_marks (NULL, options->theme, export_figure_game (f), f->marks, f->legend_font,
                                            content_w, 0, 0, &f->legend_w, &f->legend_h);
          f->legend_y += h - f->legend_h;
        }
    }

out:
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
  return ok;
}
