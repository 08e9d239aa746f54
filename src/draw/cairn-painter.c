/* cairn-painter.c — draws a laid-out search tree onto any cairo_t.
 *
 * One pass walks the layout from the root, skipping subtrees whose bounds
 * miss the viewport and stopping at subtrees narrower than a device unit
 * (drawn as silhouettes), so the cost follows what is visible.  The
 * visible items are then drawn in layers, each layer one path per style,
 * so a frame of thousands of edges is a handful of strokes.
 *
 * This file holds the entry points, the sizes that follow the scale and
 * what a node is as of the event shown; the work is split by job:
 * cairn-painter-geometry.c (viewport, edges, what is visible),
 * cairn-painter-layers.c (bands, edges, the principal variation, stars),
 * cairn-painter-marks.c (node shapes and their marks),
 * cairn-painter-boards.c (positions drawn as boards) and
 * cairn-painter-labels.c (values, moves, counts: every word placed).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-painter.h"
#include "cairn-painter-private.h"

/* Whether @item is a decisive prune of @o: its decisive_node or one of
 * its decisive_nodes. */
gboolean
painter_is_decisive (const CairnPaintOptions *o,
                     guint32                  item)
{
  if (item == CAIRN_NO_NODE)
    return FALSE;
  if (item == o->decisive_node)
    return TRUE;
  for (guint i = 0; i < o->n_decisive_nodes; i++)
    if (o->decisive_nodes[i] == item)
      return TRUE;
  return FALSE;
}

gboolean
painter_has_decisive (const CairnPaintOptions *o)
{
  return o->decisive_node != CAIRN_NO_NODE || o->n_decisive_nodes > 0;
}

void
cairn_paint_options_init (CairnPaintOptions *options,
                          CairnTheme         theme)
{
  g_return_if_fail (options != NULL);

  *options = (CairnPaintOptions) {
    .theme = theme,
    .scale = CAIRN_PAINTER_NATURAL_SCALE,
    .viewport = { 0, 0, 0, 0 },
    .at_event = CAIRN_ALL_EVENTS,
    .current_node = CAIRN_NO_NODE,
    .selected_node = CAIRN_NO_NODE,
    .decisive_node = CAIRN_NO_NODE,
    .show_pv = TRUE,
    .background = TRUE,
    .draft = TRUE,
  };
}

/* ---- node state as of the event shown ---- */

/* A PVS zero-window try searched again: the re-search (its next sibling,
 * laid out), or CAIRN_NO_NODE. */
guint32
painter_pvs_re_search (const Paint *p,
                       guint32      node)
{
  guint32 next;

  if (!(painter_engine_flags (p, node) & CAIRN_NODE_ENGINE_PVS_TRY))
    return CAIRN_NO_NODE;
  next = cairn_tree_get (p->tree, node)->next_sibling;
  if (next == CAIRN_NO_NODE || next >= cairn_layout_get_n_nodes (p->layout) ||
      !(painter_engine_flags (p, next) & CAIRN_NODE_ENGINE_PVS_RE_SEARCH) ||
      !cairn_layout_item_shown (p->layout, next))
    return CAIRN_NO_NODE;
  return next;
}

/* R as the probe @node used it: recorded in the engine style (a null
 * move is one ply there), else the plies its edge spans. */
guint
painter_probe_reduction (const Paint *p,
                         guint32      item)
{
  const CairnLayoutItem *it = cairn_layout_get_item (p->layout, item);

  if (p->tree->engine != NULL)
    return p->tree->engine[it->node].reduction;
  return (guint) (it->y - cairn_layout_get_item (p->layout, it->parent_item)->y - 0.5);
}

EdgeStyle
painter_edge_style (const Paint *p,
                    guint32      item)
{
  const CairnLayoutItem *it = cairn_layout_get_item (p->layout, item);
  const CairnNode *node = cairn_tree_get (p->tree, it->node);

  if (painter_is_ghost (p, item))
    return node->end == CAIRN_END_NULL_PRUNED ? EDGE_GHOST_PRUNE : EDGE_GHOST_CUTOFF;
  if (node->kind == CAIRN_NODE_NULL_PROBE)
    return EDGE_PROBE;
  if (p->tree->engine != NULL && painter_pvs_re_search (p, item) != CAIRN_NO_NODE)
    return EDGE_PVS_TRY;
  if (node->flags & CAIRN_NODE_FLAG_IN_REDUCED)
    return EDGE_REDUCED;
  return EDGE_PLAIN;
}

static void
setup_sizes (Paint *p)
{
  double s = p->s;

  double board_scale = p->o->labels && p->o->label_size > 0
                       ? cairn_painter_board_scale (p->game, p->o->label_size)
                       : CAIRN_PAINTER_BOARD_SCALE;
  p->lod = s >= board_scale ? LOD_BOARDS :
           s >= CAIRN_PAINTER_VALUE_SCALE ? LOD_VALUES :
           s >= CAIRN_PAINTER_SHAPE_SCALE ? LOD_SHAPES : LOD_DOTS;
  /* A figure labels every node it draws as a node. */
  if (p->o->labels && p->lod == LOD_SHAPES)
    p->lod = LOD_VALUES;
  p->line = p->lod == LOD_DOTS ? 0.6 : CLAMP (s * 0.03, 0.9, 1.6);
  /* Zoomed out, a subtree a few pixels wide is a smudge of edges anyway:
   * its silhouette says the same for a fraction of the cost. */
  p->collapse = p->lod == LOD_DOTS ? 4.0 : 1.0;
  switch (p->lod)
    {
    case LOD_BOARDS:
      /* Sixty-four squares need more room than nine. */
      p->board = (painter_chequered (p->game) ? 0.72 : 0.6) * s;
      p->font = cairn_painter_label_size (s);
      if (p->o->labels && p->o->label_size > 0)
        p->font = p->o->label_size;
      p->r = p->board * 0.2;
      /* Edges meet a board at its frame. */
      p->top = p->board / 2 + 2 * MAX (1.0, p->board * 0.03) + 1;
      /* Under the value, the window and a cutoff's or prune's bars. */
      p->bottom = p->board / 2 + p->font * 2.75 + MAX (1.0, p->board * 0.03) * 9.5 + 1;
      break;
    case LOD_VALUES:
      p->r = MIN (0.24 * s, 10);
      p->font = CLAMP (0.27 * s, 7.5, 11);
      if (p->o->labels)
        {
          p->r = CLAMP (0.3 * s, 2.5, 14);
          if (p->o->label_size > 0)
            p->font = p->o->label_size;
        }
      p->top = p->r;
      /* Under the value, and under a cutoff's or prune's bars. */
      p->bottom = p->r + 2 + p->font * 1.2 + MAX (0.8, p->r * 0.14) * 6;
      break;
    case LOD_SHAPES:
      p->r = 0.3 * s;
      p->top = p->r;
      /* Under a cutoff's or prune's bars. */
      p->bottom = p->r * 1.1 + 1.5 + MAX (0.8, p->r * 0.14) * 5.8;
      break;
    case LOD_DOTS:
    default:
      p->r = 0;
      p->top = p->bottom = 0;
      break;
    }
}

double
cairn_painter_board_scale (const CairnGame *game,
                           double           label_size)
{
  /* A chess board reads from squares 4 units wide; what does not fit
   * under it is placed elsewhere or left out. */
  if (game != NULL && painter_chequered (game))
    return 4.0 / 0.09;
  /* Large labels need large boards, or the window under a board would
   * take its neighbours' room. */
  return MAX (CAIRN_PAINTER_BOARD_SCALE, label_size * 7);
}

double
cairn_painter_board_room (const CairnGame *game,
                          double           scale,
                          double           label_size)
{
  return (game != NULL && painter_chequered (game) ? 0.72 : 0.6) * scale + label_size * 4.8;
}

double
cairn_painter_ply_room (const CairnTree         *tree,
                        const CairnPaintOptions *options)
{
  Paint p = { 0 };

  g_return_val_if_fail (tree != NULL && options != NULL, 0);
  p.o = options;
  p.game = cairn_tree_game (tree);
  p.s = options->scale;
  setup_sizes (&p);
  /* And room for the slope of an edge between the two. */
  return p.top + p.bottom + MAX (4.0, p.font * 0.5);
}

double
cairn_painter_label_size (double scale)
{
  if (scale >= CAIRN_PAINTER_BOARD_SCALE)
    return CLAMP (0.145 * scale, 8.5, 14);
  if (scale >= CAIRN_PAINTER_VALUE_SCALE)
    return CLAMP (0.27 * scale, 7.5, 11);
  return 0;
}

void
cairn_painter_paint (cairo_t                 *cr,
                     const CairnTree         *tree,
                     const CairnLayout       *layout,
                     const CairnPaintOptions *options)
{
  cairn_painter_paint_counted (cr, tree, layout, options);
}

guint
cairn_painter_paint_counted (cairo_t                 *cr,
                             const CairnTree         *tree,
                             const CairnLayout       *layout,
                             const CairnPaintOptions *options)
{
  Paint p = { 0 };
  const CairnRect *vp;
  double margin;
  guint dropped;

  g_return_val_if_fail (cr != NULL && tree != NULL && layout != NULL && options != NULL, 0);
  g_return_val_if_fail (options->scale > 0, 0);

  vp = &options->viewport;
  p.cr = cr;
  p.tree = tree;
  p.game = cairn_tree_game (tree);
  p.layout = layout;
  p.o = options;
  p.pal = cairn_theme_palette (options->theme);
  p.s = options->scale;
  p.level = cairn_painter_level_height (options);
  p.event = options->at_event;
  setup_sizes (&p);

  cairo_save (cr);
  cairo_rectangle (cr, vp->x0, vp->y0, vp->x1 - vp->x0, vp->y1 - vp->y0);
  cairo_clip (cr);
  if (options->background)
    {
      cairn_set_rgb (cr, &p.pal->background);
      cairo_paint (cr);
    }
  if (cairn_layout_get_n_items (layout) == 0 || vp->x1 <= vp->x0 || vp->y1 <= vp->y0)
    {
      cairo_restore (cr);
      return 0;
    }

  /* Room a node's drawing takes around its centre: board, text, label. */
  margin = MAX (p.s * 0.5, p.bottom + p.font * 3) + 12;
  p.cull = (CairnRect) { vp->x0 - margin, vp->y0 - margin, vp->x1 + margin, vp->y1 + margin };
  p.vis = g_array_sized_new (FALSE, FALSE, sizeof (Visible), 1024);
  p.windows = g_array_new (FALSE, FALSE, sizeof (Window));
  if (p.lod >= LOD_VALUES)
    {
      p.text = cairn_text_layout (cr, p.font, p.lod == LOD_BOARDS);
      p.small_text = cairn_text_layout (cr, painter_small_size (&p), FALSE);
    }
  else
    p.small_text = cairn_text_layout (cr, 9, FALSE);

  p.texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, painter_cached_text_free);
  p.small_texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, painter_cached_text_free);
  painter_collect (&p, 0);
  {
    const double bounds[4] = { vp->x0, vp->y0, vp->x1, vp->y1 };

    p.placer = cairn_placer_new (bounds);
    /* Words a quarter of their height apart, so that two never read as
     * one ("150150"); their boxes clear of the edges' middle lines by a
     * little more than half a line (a box has room above and below the
     * letters). */
    p.gap = MAX (2.0, 0.25 * (p.lod >= LOD_VALUES ? p.font : 9));
    p.clearance = p.line / 2 + 0.5;
    cairn_placer_set_gaps (p.placer, p.gap, p.clearance);
  }
  if (p.lod >= LOD_SHAPES)
    painter_take_marks (&p);
  painter_paint_bands (&p);
  painter_paint_silhouettes (&p);
  painter_paint_edges (&p);
  painter_paint_pv (&p);
  painter_paint_probe_marks (&p);
  painter_paint_nodes (&p);
  painter_paint_pvs_arrows (&p);
  if (painter_has_decisive (options))
    painter_paint_decisive (&p);
  if (options->hidden || cairn_layout_get_focus (layout) != CAIRN_NO_NODE)
    painter_paint_collapsed (&p, TRUE);
  if (options->labels && p.lod < LOD_VALUES)
    p.dropped += painter_words_too_small (&p);
  else if (options->labels)
    painter_paint_labels (&p);
  else if (p.lod == LOD_BOARDS)
    painter_paint_board_moves (&p);
  painter_paint_ghost_words (&p);
  cairn_set_rgb (cr, &p.pal->muted);
  for (guint i = 0; i < p.windows->len; i++)
    {
      const Window *w = &g_array_index (p.windows, Window, i);

      painter_show_cached (&p, TRUE, w->text, w->x, w->y);
    }
  if (options->hidden || cairn_layout_get_focus (layout) != CAIRN_NO_NODE)
    painter_paint_collapsed (&p, FALSE);
  painter_paint_probe_labels (&p);
  dropped = p.dropped;
  cairn_placer_free (p.placer);

  g_array_unref (p.vis);
  g_array_unref (p.windows);
  g_hash_table_unref (p.texts);
  g_hash_table_unref (p.small_texts);
  g_clear_object (&p.names);
  g_clear_object (&p.text);
  g_clear_object (&p.small_text);
  cairo_restore (cr);
  return dropped;
}

guint32
cairn_painter_option_marks (const CairnTree         *tree,
                            const CairnLayout       *layout,
                            const CairnPaintOptions *options)
{
  guint32 marks = 0, n_nodes;

  g_return_val_if_fail (tree != NULL && layout != NULL && options != NULL, 0);

  n_nodes = cairn_layout_get_n_nodes (layout);
  if (options->labels && n_nodes > 0)
    marks |= CAIRN_MARK_LABELS;
  if (options->show_pv && n_nodes > 1 && cairn_node_finished_at (cairn_tree_get (tree, 0), options->at_event))
    marks |= CAIRN_MARK_PV;
  if (options->selected_node != CAIRN_NO_NODE && options->selected_node < n_nodes)
    marks |= CAIRN_MARK_SELECTED;
  if (options->n_highlight > 1)
    marks |= CAIRN_MARK_HIGHLIGHT;
  if (options->current_node != CAIRN_NO_NODE && options->current_node < n_nodes)
    marks |= CAIRN_MARK_CURRENT;
  /* One node's mark, here with the options' rather than in the walk of
   * the nodes: a star set later changes no more than this. */
  for (guint i = 0; i <= options->n_decisive_nodes; i++)
    {
      guint32 node = i == 0 ? options->decisive_node : options->decisive_nodes[i - 1];

      if (node != CAIRN_NO_NODE && node < n_nodes && cairn_layout_item_shown (layout, node) &&
          cairn_node_finished_at (cairn_tree_get (tree, node), options->at_event))
        marks |= CAIRN_MARK_DECISIVE;
    }
  return marks;
}

guint32
cairn_painter_used_marks (const CairnTree         *tree,
                          const CairnLayout       *layout,
                          const CairnPaintOptions *options)
{
  return cairn_painter_node_marks (tree, layout, options) | cairn_painter_option_marks (tree, layout, options);
}
