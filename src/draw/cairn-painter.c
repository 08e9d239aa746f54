/* cairn-painter.c — draws a laid-out search tree onto any cairo_t.
 *
 * One pass walks the layout from the root, skipping subtrees whose bounds
 * miss the viewport and stopping at subtrees narrower than a device unit
 * (drawn as silhouettes), so the cost follows what is visible.  The
 * visible items are then drawn in layers, each layer one path per style,
 * so a frame of thousands of edges is a handful of strokes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "cairn-boxes.h"
#include "cairn-event-text.h"
#include "cairn-format.h"
#include "cairn-game-tictactoe.h"
#include "cairn-painter.h"
#include "cairn-painter-private.h"
#include "cairn-games.h"
#include "cairn-subtree.h"

G_DEFINE_QUARK (cairn-painter-error-quark, cairn_painter_error)

typedef enum {
  LOD_DOTS,
  LOD_SHAPES,
  LOD_VALUES,
  LOD_BOARDS,
} Lod;

typedef enum {
  VIS_NODE,        /* drawn in full */
  VIS_SILHOUETTE,  /* a subtree too narrow to draw: its outline only */
  VIS_EDGE_ONLY,   /* outside the viewport, but its edge crosses it */
} VisKind;

typedef struct {
  guint32 item;
  guint32 kind;
  double  x, y;
} Visible;

typedef struct {
  cairo_t                 *cr;
  const CairnTree         *tree;
  const CairnGame         *game;         /* the tree's: how to draw a board */
  const CairnLayout       *layout;
  const CairnPaintOptions *o;
  const CairnPalette      *pal;
  double                   s, level;     /* scales: x and y */
  CairnRect                cull;         /* viewport widened by a node's room */
  guint32                  event;
  Lod                      lod;
  double                   r;            /* node shape radius */
  double                   board;        /* board side, boards only */
  double                   font;         /* value text size in device units */
  double                   top, bottom;  /* where edges leave and reach a node */
  double                   line;         /* edge width */
  double                   collapse;     /* subtrees narrower than this: silhouettes */
  GArray                  *vis;
  PangoLayout             *text;
  PangoLayout             *small_text;
  GHashTable              *texts;        /* text → CachedText, in p->text */
  GHashTable              *small_texts;  /* the same in p->small_text */
  PangoLayout             *names;        /* square names, at names_size */
  double                   names_size;
  CairnPlacer             *placer;       /* the room words and marks take */
  gboolean                 edges_taken;  /* edges drawn now: words keep clear */
  double                   gap;          /* between two words */
  double                   clearance;    /* between a word and an edge */
  guint                    dropped;      /* words left out for want of room */
  GArray                  *windows;      /* boards' α-β lines, placed last */
} Paint;

/* A board's α-β line, drawn once every value and move has its room. */
typedef struct {
  double x, y;
  char   text[96];
} Window;

/* Where a word may go: its left, centre or right (@align 0, 0.5, 1) at
 * @x, its top (or middle) at @y. */
typedef struct {
  double   x, y, align;
  gboolean middle;
} Spot;

/* Whether @item is a decisive prune of @o: its decisive_node or one of
 * its decisive_nodes. */
static gboolean
is_decisive (const CairnPaintOptions *o,
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

static gboolean
has_decisive (const CairnPaintOptions *o)
{
  return o->decisive_node != CAIRN_NO_NODE || o->n_decisive_nodes > 0;
}

/* A node mark's room: nothing is written over it. */
static void
take_mark (Paint  *p,
           double  x0,
           double  y0,
           double  x1,
           double  y1)
{
  cairn_placer_add (p->placer, x0, y0, x1, y1);
  cairn_boxes_record (p->cr, CAIRN_BOX_MARK, x0, y0, x1, y1, NULL);
}

/* Draws @text at the first of @spots where it is clear of every word and
 * mark drawn so far, inside the viewport; FALSE (and nothing drawn) when
 * none is. */
static gboolean
place_text (Paint       *p,
            PangoLayout *layout,
            const char  *text,
            const Spot  *spots,
            guint        n_spots)
{
  PangoRectangle logical;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  for (guint i = 0; i < n_spots; i++)
    {
      double x0 = spots[i].x - spots[i].align * logical.width;
      double y0 = spots[i].middle ? spots[i].y - logical.height / 2.0 : spots[i].y;

      if (cairn_placer_take (p->placer, x0 + logical.x, y0 + logical.y,
                             x0 + logical.x + logical.width, y0 + logical.y + logical.height))
        {
          cairn_show_text (p->cr, layout, text, spots[i].x, spots[i].y, spots[i].align, spots[i].middle);
          return TRUE;
        }
    }
  return FALSE;
}


PangoLayout *
cairn_text_layout (cairo_t  *cr,
                   double    size,
                   gboolean  bold)
{
  g_autoptr (PangoFontDescription) font = pango_font_description_from_string ("Sans");
  cairo_font_options_t *options = cairo_font_options_create ();

  /* Unhinted metrics keep text the same size on screen, PNG, SVG and
   * PDF, so the exported figure is the figure seen. */
  cairo_font_options_set_hint_metrics (options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (options, CAIRO_HINT_STYLE_NONE);
  PangoLayout *layout = pango_cairo_create_layout (cr);

  pango_cairo_context_set_font_options (pango_layout_get_context (layout), options);
  pango_layout_context_changed (layout);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description (layout, font);
  cairo_font_options_destroy (options);
  return layout;
}

double
cairn_show_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       x,
           double       y,
           double       align,
           gboolean     middle)
{
  PangoRectangle ink, logical;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  x -= align * logical.width;
  if (middle)
    y -= logical.height / 2.0;
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  cairn_boxes_record (cr, CAIRN_BOX_TEXT, x + logical.x, y + logical.y,
                      x + logical.x + logical.width, y + logical.y + logical.height, text);
  /* Showing text leaves the current point behind; an arc drawn next would
   * start with a line from it. */
  cairo_new_path (cr);
  return logical.width;
}

/* Values with a true minus sign and infinities, as a figure should. */
void
cairn_format_value (char *buf,
                    gsize size,
                    int   value)
{
  if (value >= CAIRN_VALUE_INFINITY)
    g_strlcpy (buf, "+∞", size);
  else if (value <= -CAIRN_VALUE_INFINITY)
    g_strlcpy (buf, "−∞", size);
  else if (value < 0)
    g_snprintf (buf, size, "−%d", -value);
  else
    g_snprintf (buf, size, "%d", value);
}

void
cairn_painter_format_value (const CairnGame *game,
                            int              value,
                            gboolean         brief,
                            char            *buf,
                            gsize            size)
{
  CairnSide winner;
  guint ply;

  g_return_if_fail (buf != NULL);

  if (game == NULL || !cairn_game_value_is_win (game, value, &winner, &ply))
    {
      cairn_format_value (buf, size, value);
      return;
    }
  /* The king of the side that wins stands for it: short enough for a
   * node, and the same in every language. */
  if (brief)
    g_snprintf (buf, size, "%s%u", winner == CAIRN_SIDE_X ? "\u2654" : "\u265A", ply);
  else
    {
      /* The one form every view gives a mate: "White mates, ply 5". */
      g_autofree char *text = cairn_game_value_text (game, value);

      g_strlcpy (buf, text, size);
    }
}

void
cairn_painter_format_node_value (const CairnGame *game,
                                 const CairnNode *node,
                                 gboolean         brief,
                                 char            *buf,
                                 gsize            size)
{
  char value[64];
  g_autofree char *marked = NULL;

  g_return_if_fail (node != NULL && buf != NULL);

  cairn_painter_format_value (game, node->value, brief, value, sizeof value);
  marked = cairn_bound_mark (cairn_node_bound (node), value);
  g_strlcpy (buf, marked, size);
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

static double
auto_level_height (double scale)
{
  if (scale >= CAIRN_PAINTER_BOARD_SCALE)
    return 1.8 * scale;
  return MAX (40.0, 1.9 * scale);
}

double
cairn_painter_level_height (const CairnPaintOptions *options)
{
  g_return_val_if_fail (options != NULL, 1.0);
  return options->level_height > 0 ? options->level_height : auto_level_height (options->scale);
}

void
cairn_painter_fit (const CairnLayout *layout,
                   const CairnRect   *area,
                   CairnPaintOptions *options)
{
  CairnRect b;
  double w, h, level;

  g_return_if_fail (layout != NULL && area != NULL && options != NULL);

  cairn_layout_get_bounds (layout, &b);
  w = MAX (b.x1 - b.x0, 1.0);
  h = MAX (b.y1 - b.y0, 1.0);
  options->scale = MIN ((area->x1 - area->x0) / w, CAIRN_PAINTER_NATURAL_SCALE);
  level = auto_level_height (options->scale);
  /* A deep, narrow tree is limited by its height instead. */
  if (level * h > area->y1 - area->y0)
    {
      level = (area->y1 - area->y0) / h;
      options->scale = MIN (options->scale, level / 1.8);
    }
  options->level_height = level;
  options->offset_x = (area->x0 + area->x1) / 2 - options->scale * (b.x0 + b.x1) / 2;
  options->offset_y = area->y0 - level * b.y0 + ((area->y1 - area->y0) - level * h) / 2;
  options->viewport = *area;
}

void
cairn_painter_item_position (const CairnLayout       *layout,
                             const CairnPaintOptions *options,
                             guint32                  item,
                             double                  *x,
                             double                  *y)
{
  const CairnLayoutItem *it = cairn_layout_get_item (layout, item);

  g_return_if_fail (it != NULL);
  *x = options->offset_x + options->scale * it->x;
  *y = options->offset_y + cairn_painter_level_height (options) * it->y;
}

guint32
cairn_painter_hit_test (const CairnLayout       *layout,
                        const CairnPaintOptions *options,
                        double                   x,
                        double                   y)
{
  double level = cairn_painter_level_height (options);
  double lx = (x - options->offset_x) / options->scale;
  double ly = (y - options->offset_y) / level;
  double ply = round (ly);
  /* A node takes its shape's room, and at least a few device units, so
   * even small nodes can be clicked. */
  double reach = MAX (0.5 * options->scale, 6.0);

  if (fabs (ly - ply) * level > MAX (reach, level * 0.3))
    return CAIRN_NO_ITEM;
  return cairn_layout_hit_test (layout, lx, ply, MIN (reach / options->scale, 0.5));
}

/* ---- node state as of the event shown ---- */

static gboolean
finished (const Paint     *p,
          const CairnNode *node)
{
  return cairn_node_finished_at (node, p->event);
}

static gboolean
is_ghost (const Paint *p,
          guint32      item)
{
  return item >= cairn_layout_get_n_nodes (p->layout);
}

/* The engine style's flags of @node (DESIGN §1d); 0 in the seed style. */
static inline guint8
engine_flags (const Paint *p,
              guint32      node)
{
  return p->tree->engine != NULL ? p->tree->engine[node].flags : 0;
}

/* A q-node is drawn small: every node that ran the quiescence body. */
static inline gboolean
is_q_node (const Paint *p,
           guint32      node)
{
  return (engine_flags (p, node) & CAIRN_NODE_ENGINE_QUIESCENCE) &&
         cairn_tree_get (p->tree, node)->kind != CAIRN_NODE_NULL_PROBE;
}

/* A PVS zero-window try searched again: the re-search (its next sibling,
 * laid out), or CAIRN_NO_NODE. */
static guint32
pvs_re_search (const Paint *p,
               guint32      node)
{
  guint32 next;

  if (!(engine_flags (p, node) & CAIRN_NODE_ENGINE_PVS_TRY))
    return CAIRN_NO_NODE;
  next = cairn_tree_get (p->tree, node)->next_sibling;
  if (next == CAIRN_NO_NODE || next >= cairn_layout_get_n_nodes (p->layout) ||
      !(engine_flags (p, next) & CAIRN_NODE_ENGINE_PVS_RE_SEARCH) ||
      !cairn_layout_item_shown (p->layout, next))
    return CAIRN_NO_NODE;
  return next;
}

/* R as the probe @node used it: recorded in the engine style (a null
 * move is one ply there), else the plies its edge spans. */
static guint
probe_reduction (const Paint *p,
                 guint32      item)
{
  const CairnLayoutItem *it = cairn_layout_get_item (p->layout, item);

  if (p->tree->engine != NULL)
    return p->tree->engine[it->node].reduction;
  return (guint) (it->y - cairn_layout_get_item (p->layout, it->parent_item)->y - 0.5);
}

static EdgeStyle
edge_style (const Paint *p,
            guint32      item)
{
  const CairnLayoutItem *it = cairn_layout_get_item (p->layout, item);
  const CairnNode *node = cairn_tree_get (p->tree, it->node);

  if (is_ghost (p, item))
    return node->end == CAIRN_END_NULL_PRUNED ? EDGE_GHOST_PRUNE : EDGE_GHOST_CUTOFF;
  if (node->kind == CAIRN_NODE_NULL_PROBE)
    return EDGE_PROBE;
  if (p->tree->engine != NULL && pvs_re_search (p, item) != CAIRN_NO_NODE)
    return EDGE_PVS_TRY;
  if (node->flags & CAIRN_NODE_FLAG_IN_REDUCED)
    return EDGE_REDUCED;
  return EDGE_PLAIN;
}

/* ---- geometry ---- */

static void
to_device (const Paint *p,
           double       x,
           double       y,
           double      *dx,
           double      *dy)
{
  *dx = p->o->offset_x + p->s * x;
  *dy = p->o->offset_y + p->level * y;
}

static gboolean
intersects (const CairnRect *a,
            double           x0,
            double           y0,
            double           x1,
            double           y1)
{
  return x1 >= a->x0 && x0 <= a->x1 && y1 >= a->y0 && y0 <= a->y1;
}

/* Adds the part of a segment inside the culling rectangle (Liang–Barsky):
 * an edge from a parent far off screen would otherwise be dashed along its
 * whole length. */
static void
segment (const Paint *p,
         double       x0,
         double       y0,
         double       x1,
         double       y1)
{
  double dx = x1 - x0, dy = y1 - y0, t0 = 0, t1 = 1;
  const double pq[4][2] = {
    { -dx, x0 - p->cull.x0 }, { dx, p->cull.x1 - x0 },
    { -dy, y0 - p->cull.y0 }, { dy, p->cull.y1 - y0 },
  };

  for (guint i = 0; i < 4; i++)
    {
      double pp = pq[i][0], q = pq[i][1];

      if (pp == 0)
        {
          if (q < 0)
            return;
          continue;
        }
      if (pp < 0)
        t0 = MAX (t0, q / pp);
      else
        t1 = MIN (t1, q / pp);
      if (t0 > t1)
        return;
    }
  cairo_move_to (p->cr, x0 + t0 * dx, y0 + t0 * dy);
  cairo_line_to (p->cr, x0 + t1 * dx, y0 + t1 * dy);
  if (p->edges_taken)
    cairn_placer_add_segment (p->placer, x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy);
}

/* The edge into @item: from under its parent to over it.  A null probe's
 * edge runs across to the probe's column one ply down, then straight down
 * through the plies the probe skips. */
static void
edge_path (const Paint *p,
           guint32      item,
           double       x,
           double       y)
{
  const CairnLayoutItem *it = cairn_layout_get_item (p->layout, item);
  const CairnLayoutItem *parent = cairn_layout_get_item (p->layout, it->parent_item);
  double px, py, top = p->top;

  /* A ghost is smaller than a node: its edge ends at its own outline,
   * among boards straight down from where a board's edge would end, so
   * that it passes its neighbours as theirs do. */
  if (is_ghost (p, item))
    {
      top = p->lod == LOD_BOARDS ? p->s * 0.18 + 1 : MIN (p->r, p->top);
      if (p->lod == LOD_BOARDS && it->y - cairn_layout_get_item (p->layout, it->parent_item)->y < 1.5)
        {
          segment (p, x, y - p->top, x, y - top);
          if (cairn_boxes_recording ())
            cairn_boxes_record_segment (p->cr, x, y - p->top, x, y - top);
          top = p->top;
        }
    }

  /* A q-node is smaller: its edge comes down to its own top. */
  else if (p->lod == LOD_SHAPES || p->lod == LOD_VALUES)
    {
      if (p->tree->engine != NULL && is_q_node (p, item))
        top = p->r * CAIRN_Q_NODE_SCALE;
    }

  to_device (p, parent->x, parent->y, &px, &py);
  if (it->y - parent->y > 1.5)
    {
      double bend = py + p->level - p->top;

      segment (p, px, py + p->bottom, x, bend);
      segment (p, x, bend, x, y - top);
      if (cairn_boxes_recording ())
        {
          cairn_boxes_record_segment (p->cr, px, py + p->bottom, x, bend);
          cairn_boxes_record_segment (p->cr, x, bend, x, y - top);
        }
    }
  else
    {
      segment (p, px, py + p->bottom, x, y - top);
      if (cairn_boxes_recording ())
        cairn_boxes_record_segment (p->cr, px, py + p->bottom, x, y - top);
    }
}

static void
apply_edge_style (const Paint *p,
                  EdgeStyle    style,
                  double       width)
{
  cairn_set_edge_style (p->cr, p->pal, style, width);
}

/* ---- collecting what is visible ---- */

static void
collect (Paint   *p,
         guint32  item)
{
  const CairnLayout *layout = p->layout;
  const CairnLayoutItem *it = cairn_layout_get_item (layout, item);
  CairnRect sub;
  double x0, x1, y0, y1, x, y;
  Visible v;

  cairn_layout_get_subtree_bounds (layout, item, &sub);
  to_device (p, sub.x0, it->y, &x0, &y0);
  to_device (p, sub.x1, sub.y1, &x1, &y1);
  to_device (p, it->x, it->y, &x, &y);
  v.item = item;
  v.x = x;
  v.y = y;

  if (!intersects (&p->cull, x0, y0, x1, y1))
    {
      /* The subtree is out of sight, but the edge into it may cross. */
      if (it->parent_item != CAIRN_NO_ITEM)
        {
          const CairnLayoutItem *pi = cairn_layout_get_item (layout, it->parent_item);
          double px, py;

          to_device (p, pi->x, pi->y, &px, &py);
          if (intersects (&p->cull, MIN (px, x), py, MAX (px, x), y))
            {
              v.kind = VIS_EDGE_ONLY;
              g_array_append_val (p->vis, v);
            }
        }
      return;
    }

  if (x1 - x0 < p->collapse && cairn_layout_get_first_child (layout, item) != CAIRN_NO_ITEM)
    {
      v.kind = VIS_SILHOUETTE;
      g_array_append_val (p->vis, v);
      return;
    }

  v.kind = VIS_NODE;
  g_array_append_val (p->vis, v);
  for (guint32 c = cairn_layout_get_first_child (layout, item); c != CAIRN_NO_ITEM;
       c = cairn_layout_get_next_sibling (layout, c))
    collect (p, c);
}

/* ---- layers ---- */

static void
paint_silhouettes (Paint *p)
{
  cairo_t *cr = p->cr;
  gboolean any = FALSE;

  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      CairnRect sub;
      double x0, x1, y0, y1;

      if (v->kind != VIS_SILHOUETTE)
        continue;
      cairn_layout_get_subtree_bounds (p->layout, v->item, &sub);
      to_device (p, sub.x0, 0, &x0, &y0);
      to_device (p, sub.x1, sub.y1 - 0.5, &x1, &y1);
      if (x1 - x0 < 1.0)
        {
          x0 = v->x - 0.5;
          x1 = v->x + 0.5;
        }
      cairo_rectangle (cr, x0, v->y, x1 - x0, y1 - v->y);
      any = TRUE;
    }
  if (any)
    {
      cairn_set_rgba (cr, &p->pal->ink, 0.45);
      cairo_fill (cr);
    }
}

static void
paint_edges (Paint *p)
{
  cairo_t *cr = p->cr;

  /* Where words go, they go clear of the edges: no move or value is
   * struck through by a line.  Words come at values' scale, or as the
   * counts of collapsed nodes. */
  p->edges_taken = p->lod >= LOD_VALUES || p->o->hidden ||
                   cairn_layout_get_focus (p->layout) != CAIRN_NO_NODE;
  for (EdgeStyle style = 0; style < N_EDGE_STYLES; style++)
    {
      gboolean any = FALSE;

      /* Only the engine style has PVS tries: no pass over the edges for
       * them in the seed's trees. */
      if (style == EDGE_PVS_TRY && p->tree->engine == NULL)
        continue;
      for (guint i = 0; i < p->vis->len; i++)
        {
          const Visible *v = &g_array_index (p->vis, Visible, i);

          if (v->item == 0 || edge_style (p, v->item) != style)
            continue;
          edge_path (p, v->item, v->x, v->y);
          any = TRUE;
        }
      if (!any)
        continue;
      apply_edge_style (p, style, p->line);
      /* Dashes a pixel long cannot be seen, and thousands of them would
       * cost more than the whole frame: colour alone tells them apart,
       * as in a draft frame at small sizes (exports keep the dashes). */
      if (p->lod == LOD_DOTS ||
          (p->lod == LOD_SHAPES && p->o->draft && style != EDGE_PROBE))
        cairo_set_dash (cr, NULL, 0, 0);
      /* Antialiasing hundreds of crossing hairlines is most of a frame's
       * cost below the level of values; a draft frame draws them aliased
       * (a window can repaint with draft off once the view is still). */
      if (p->lod <= LOD_SHAPES && p->o->draft)
        {
          cairo_set_antialias (cr, CAIRO_ANTIALIAS_NONE);
          cairo_set_line_width (cr, 1.0);
        }
      cairo_stroke (cr);
    }
  p->edges_taken = FALSE;
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_set_antialias (cr, CAIRO_ANTIALIAS_DEFAULT);
}

/* Ticks across a probe's edge, one per skipped ply, and "null, R=k". */
static void
paint_probe_marks (Paint *p)
{
  cairo_t *cr = p->cr;
  double tick = MAX (2.5, MIN (0.18 * p->s, 8));

  if (p->lod < LOD_SHAPES)
    return;
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      const CairnLayoutItem *it = cairn_layout_get_item (p->layout, v->item);
      const CairnLayoutItem *parent;
      guint skipped;

      if (v->kind == VIS_SILHOUETTE || edge_style (p, v->item) != EDGE_PROBE)
        continue;
      parent = cairn_layout_get_item (p->layout, it->parent_item);
      skipped = probe_reduction (p, v->item);
      if (p->tree->engine != NULL)
        {
          /* A null move is one ply here: the edge spans one level, and
           * its R ticks sit close together across its middle, where
           * they fit (else the label and the inspector say R). */
          double px, py, x0, y0, x1, y1, len, ux, uy, gap, half;

          to_device (p, parent->x, parent->y, &px, &py);
          x0 = px;
          y0 = py + p->bottom;
          x1 = v->x;
          y1 = v->y - p->top;
          len = sqrt ((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0));
          gap = MAX (2.5, p->line * 2.6);
          half = MIN (tick, 4.0);
          /* Ticks closer than 3 pixels run into a block: the label
           * (paint_probe_labels()) says R alone then. */
          {
            double dx = gap, dy = 0;

            cairo_user_to_device_distance (cr, &dx, &dy);
            if (sqrt (dx * dx + dy * dy) < 3.0)
              gap *= 3.0 / MAX (sqrt (dx * dx + dy * dy), 1e-6);
          }
          if (skipped == 0 || len < (skipped + 1) * gap + 2 * half)
            continue;
          ux = (x1 - x0) / len;
          uy = (y1 - y0) / len;
          for (guint k = 0; k < skipped; k++)
            {
              double t = len / 2 + (k - (skipped - 1) / 2.0) * gap;
              double tx = x0 + ux * t, ty = y0 + uy * t;

              /* Across the edge: along its normal. */
              cairo_move_to (cr, tx - uy * half, ty + ux * half);
              cairo_line_to (cr, tx + uy * half, ty - ux * half);
            }
          continue;
        }
      for (guint k = 1; k <= skipped; k++)
        {
          double ty = p->o->offset_y + p->level * (parent->y + k);

          cairo_move_to (cr, v->x - tick, ty);
          cairo_line_to (cr, v->x + tick, ty);
        }
    }
  cairn_set_rgb (cr, &p->pal->probe);
  cairo_set_line_width (cr, p->line * 1.4);
  cairo_stroke (cr);
}

/* "null, R=k" beside a probe's edge, where the words have room (the
 * legend says it too). */
static void
paint_probe_labels (Paint *p)
{
  double tick = MAX (2.5, MIN (0.18 * p->s, 8));

  if (p->lod < LOD_VALUES)
    return;
  cairn_set_rgb (p->cr, &p->pal->probe);
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      const CairnLayoutItem *it = cairn_layout_get_item (p->layout, v->item);
      const CairnLayoutItem *parent;
      char label[64];
      Spot spot;

      if (v->kind == VIS_SILHOUETTE || edge_style (p, v->item) != EDGE_PROBE)
        continue;
      parent = cairn_layout_get_item (p->layout, it->parent_item);
      g_snprintf (label, sizeof label, _("null, R=%u"), probe_reduction (p, v->item));
      if (p->tree->engine != NULL)
        {
          /* One ply down (a null move is one ply here): beside the
           * edge's middle, else beside the probe, right or left. */
          double px, py, my;
          Spot spots[4];

          to_device (p, parent->x, parent->y, &px, &py);
          my = (py + p->bottom + v->y - p->top) / 2;
          spots[0] = (Spot) { (px + v->x) / 2 + tick + 2, my, 0, TRUE };
          spots[1] = (Spot) { (px + v->x) / 2 - tick - 2, my, 1, TRUE };
          spots[2] = (Spot) { v->x + p->r * 1.2 + 2, v->y, 0, TRUE };
          spots[3] = (Spot) { v->x - p->r * 1.2 - 2, v->y, 1, TRUE };
          g_snprintf (label, sizeof label, _("R=%u"), probe_reduction (p, v->item));
          place_text (p, p->small_text, label, spots, G_N_ELEMENTS (spots));
          continue;
        }
      spot = (Spot) { v->x + tick + 3,
                      p->o->offset_y + p->level * (parent->y + 0.5 + (it->y - parent->y) / 2.0), 0, TRUE };
      place_text (p, p->small_text, label, &spot, 1);
    }
}

/* The line through @nodes (a path from the root, or a line of play) as a
 * band under the edges. */
static void
line_path (Paint         *p,
           const guint32 *nodes,
           guint          n)
{
  guint32 n_nodes = cairn_layout_get_n_nodes (p->layout);

  for (guint i = 1; i < n; i++)
    {
      guint32 child = nodes[i];
      double x, y;

      if (child >= n_nodes || !cairn_layout_item_shown (p->layout, child) ||
          cairn_layout_get_item (p->layout, child)->parent_item != nodes[i - 1])
        continue;
      cairn_painter_item_position (p->layout, p->o, child, &x, &y);
      edge_path (p, child, x, y);
    }
}

static guint
path_from_root (const CairnTree *tree,
                guint32          node,
                guint32         *out,
                guint            max)
{
  guint n = 0;

  for (guint32 i = node; i != CAIRN_NO_NODE && n < max; i = cairn_tree_get (tree, i)->parent)
    out[n++] = i;
  for (guint i = 0; i < n / 2; i++)
    {
      guint32 t = out[i];

      out[i] = out[n - 1 - i];
      out[n - 1 - i] = t;
    }
  return n;
}

static double value_top (const Paint *p,
                         guint32      item,
                         double       y);

/* How far below the middle of @item (at @y) its value is written: the
 * boards' value under the board, a shape's under the shape; the radius
 * of no ring when no value is drawn (shapes and dots). */
static double
current_ring_gap (const Paint *p,
                  guint32      item,
                  double       y)
{
  if (p->lod == LOD_BOARDS)
    return p->board / 2 + MAX (1.0, p->board * 0.03) * 2;
  if (p->lod == LOD_VALUES)
    return value_top (p, item, y) - y;
  return G_MAXDOUBLE;
}

static void
paint_bands (Paint *p)
{
  cairo_t *cr = p->cr;
  double band = CLAMP (0.3 * p->s, 6, 16);
  guint32 n_nodes = cairn_layout_get_n_nodes (p->layout);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);

  if (p->o->n_highlight > 1)
    {
      static const double dash[] = { 2.2, 1.4 };

      line_path (p, p->o->highlight, p->o->n_highlight);
      cairn_set_rgba (cr, &p->pal->selection, 0.75);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairn_set_dash (cr, dash, G_N_ELEMENTS (dash), band);
      cairo_set_line_width (cr, band);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
    }

  if (p->o->selected_node != CAIRN_NO_NODE && p->o->selected_node < n_nodes &&
      cairn_layout_item_shown (p->layout, p->o->selected_node))
    {
      guint32 path[64];
      guint n = path_from_root (p->tree, p->o->selected_node, path, G_N_ELEMENTS (path));
      double x, y, radius, open;

      line_path (p, path, n);
      cairn_set_rgba (cr, &p->pal->selection, 0.6);
      cairo_set_line_width (cr, band);
      cairo_stroke (cr);
      cairn_painter_item_position (p->layout, p->o, p->o->selected_node, &x, &y);
      radius = MAX (p->r * 1.9, 6) + band / 2;
      /* Open where the value is written under the node, as the current
       * node's ring is: the ring never runs through its digits. */
      open = current_ring_gap (p, p->o->selected_node, y) - MAX (2.0, band / 3);
      cairo_new_sub_path (cr);
      if (open > 0 && open < radius)
        cairo_arc (cr, x, y, radius, G_PI - asin (open / radius), 2 * G_PI + asin (open / radius));
      else
        cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
      cairn_set_rgba (cr, &p->pal->selection, 0.8);
      cairo_set_line_width (cr, MAX (2.0, band / 3));
      cairo_stroke (cr);
    }

  if (p->o->current_node != CAIRN_NO_NODE && p->o->current_node < n_nodes &&
      cairn_layout_item_shown (p->layout, p->o->current_node))
    {
      static const double dash[] = { 1.5, 1 };
      double x, y, radius = MAX (p->r * 2.0, 7) + (p->lod == LOD_BOARDS ? p->board * 0.3 : 0);

      double open;

      cairn_painter_item_position (p->layout, p->o, p->o->current_node, &x, &y);
      cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
      cairn_set_rgba (cr, &p->pal->current, CAIRN_CURRENT_ALPHA);
      cairo_fill (cr);
      /* The ring stops short of the value written under the node (it
       * crossed its digits): open below the value's top, less a line's
       * width, the disc alone under the value. */
      open = current_ring_gap (p, p->o->current_node, y) - 1.5;
      if (open > 0 && open < radius)
        cairo_arc (cr, x, y, radius, G_PI - asin (open / radius), 2 * G_PI + asin (open / radius));
      else
        cairo_arc (cr, x, y, radius, 0, 2 * G_PI);
      cairn_set_rgb (cr, &p->pal->ink);
      cairo_set_line_width (cr, 1.5);
      cairn_set_dash (cr, dash, G_N_ELEMENTS (dash), 3);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
}

static void
paint_pv (Paint *p)
{
  g_autoptr (GArray) pv = NULL;

  if (!p->o->show_pv || p->tree->n_nodes == 0 ||
      !finished (p, cairn_tree_get (p->tree, 0)))
    return;
  pv = cairn_tree_principal_variation (p->tree);
  line_path (p, (const guint32 *) (gpointer) pv->data, pv->len);
  cairn_set_rgb (p->cr, &p->pal->ink);
  cairo_set_line_width (p->cr, MAX (2.6, p->line * 3.2));
  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (p->cr);
  cairo_set_line_cap (p->cr, CAIRO_LINE_CAP_BUTT);
}

static void
node_look (const Paint     *p,
           guint32          index,
           NodeLook        *look)
{
  const CairnTree *tree = p->tree;
  const CairnNode *node = cairn_tree_get (tree, index);
  gboolean done = finished (p, node);
  const CairnPalette *pal = p->pal;

  look->open = !done;
  look->bars = 0;
  look->rings = 0;
  look->small = FALSE;
  look->table = FALSE;
  look->plus = FALSE;
  look->rule_draw = FALSE;
  look->outline = &pal->ink;
  look->fill = done ? &pal->node_fill : NULL;
  if (tree->engine != NULL)
    {
      guint8 flags = tree->engine[index].flags;

      look->small = (flags & CAIRN_NODE_ENGINE_QUIESCENCE) && node->kind != CAIRN_NODE_NULL_PROBE;
      look->plus = (flags & CAIRN_NODE_ENGINE_EXTENDED) != 0;
    }

  if (node->kind == CAIRN_NODE_NULL_PROBE)
    {
      look->shape = SHAPE_DIAMOND;
      look->outline = &pal->probe;
      look->fill = done && (node->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH) ? &pal->probe : NULL;
      return;
    }
  look->shape = cairn_node_is_max (node) ? SHAPE_UP : SHAPE_DOWN;
  if (!done)
    return;

  switch ((CairnNodeEnd) node->end)
    {
    case CAIRN_END_HEURISTIC:
      look->fill = NULL;
      break;
    case CAIRN_END_TERMINAL:
      look->fill = &pal->terminal;
      break;
    case CAIRN_END_CUTOFF:
      look->bars = 1;
      break;
    case CAIRN_END_NULL_PRUNED:
      look->bars = 2;
      break;
    /* A stand pat's value is the static one, as at the horizon: hollow. */
    case CAIRN_END_STAND_PAT:
      look->fill = NULL;
      break;
    case CAIRN_END_TT_CUTOFF:
      look->fill = &pal->table;
      look->table = TRUE;
      break;
    /* A result by the rules, as a finished game: "=" on it. */
    case CAIRN_END_DRAW:
      look->fill = &pal->terminal;
      look->rule_draw = TRUE;
      break;
    case CAIRN_END_OPEN:
    case CAIRN_END_EXACT:
    case CAIRN_END_NULL_VERIFIED:
    default:
      break;
    }
  if (node->flags & CAIRN_NODE_FLAG_RE_SEARCHED)
    look->rings = 2;
  else if (node->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED)
    look->rings = 1;
}

/* The top of the value under a shape: clear of the shape and its rings. */
static double
value_top (const Paint *p,
           guint32      item,
           double       y)
{
  NodeLook look;

  node_look (p, item, &look);
  if (look.rings)
    return y + p->r * 1.5 + look.rings * MAX (0.8, p->r * 0.14) * 2.2 + 1;
  /* Under a table's grid. */
  if (look.table)
    return y + p->r * 1.1 + MAX (2.5, p->r * 0.8) * 1.4 + 2;
  if (look.small)
    return y + p->r * CAIRN_Q_NODE_SCALE + 1;
  return y + p->r + 1;
}

static void
highlight_square (Paint  *p,
                  guint   square,
                  double  x0,
                  double  y0,
                  double  cell)
{
  guint width = p->game->width;

  if (square == CAIRN_NO_SQUARE)
    return;
  cairo_rectangle (p->cr, x0 + (square % width) * cell, y0 + (square / width) * cell, cell, cell);
  cairo_fill (p->cr);
}

/* Boards of eight by eight are chess boards: light and dark squares and
 * chess men (cairn-pieces.c). */
static gboolean
chequered (const CairnGame *game)
{
  return game->width == 8 && game->height == 8;
}

/* Square names are this part of a square high, and not drawn below
 * NAME_MIN_SIZE device units on screen, where they would be specks; a
 * figure (PDF, SVG, a PNG at any scale) can be looked at closer, so it
 * names squares down to NAME_MIN_SIZE_FIGURE. */
#define NAME_SIZE            0.25
#define NAME_MIN_SIZE        5.0
#define NAME_MIN_SIZE_FIGURE 3.0

static void
show_square_name (cairo_t         *cr,
                  PangoLayout     *layout,
                  const char      *text,
                  double           xalign,
                  double           yalign,
                  double           x,
                  double           y,
                  double           cell)
{
  PangoRectangle ink, logical;
  double pad = cell * 0.05;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  cairo_move_to (cr, x + pad + xalign * (cell - 2 * pad - logical.width),
                 y + yalign * (cell - logical.height));
  pango_cairo_show_layout (cr, layout);
  cairo_new_path (cr);
}

/* A square's names, with @layout at the right size: a numbered game's
 * cell number, top left; a chess board's rank on the a-file, top left,
 * and its file on the first rank, bottom right. */
static void
paint_square_name_with (cairo_t         *cr,
                        PangoLayout     *layout,
                        const CairnGame *game,
                        guint            column,
                        guint            row,
                        double           x,
                        double           y,
                        double           cell)
{
  char text[16];

  if (game->numbered_moves)
    {
      g_snprintf (text, sizeof text, "%u", row * game->width + column);
      show_square_name (cr, layout, text, 0, 0, x, y, cell);
      return;
    }
  if (!chequered (game))
    return;
  if (column == 0)
    {
      g_snprintf (text, sizeof text, "%u", game->height - row);
      show_square_name (cr, layout, text, 0, 0, x, y, cell);
    }
  if (row == game->height - 1)
    {
      g_snprintf (text, sizeof text, "%c", 'a' + column);
      show_square_name (cr, layout, text, 1, 1, x, y, cell);
    }
}

void
cairn_painter_paint_square_name (cairo_t         *cr,
                                 const CairnGame *game,
                                 guint            column,
                                 guint            row,
                                 double           x,
                                 double           y,
                                 double           cell)
{
  g_autoptr (PangoLayout) layout = NULL;

  g_return_if_fail (cr != NULL && game != NULL);

  if (cell * NAME_SIZE < NAME_MIN_SIZE)
    return;
  layout = cairn_text_layout (cr, cell * NAME_SIZE, FALSE);
  paint_square_name_with (cr, layout, game, column, row, x, y, cell);
}

/* Every square's name on a board the painter draws, in @rgb. */
static void
paint_square_names (Paint          *p,
                    double          x0,
                    double          y0,
                    double          cell,
                    const CairnRgb *rgb,
                    double          alpha)
{
  const CairnGame *game = p->game;

  if (!p->o->square_names || cell * NAME_SIZE < (p->o->draft ? NAME_MIN_SIZE : NAME_MIN_SIZE_FIGURE))
    return;
  /* One layout for the whole figure, sized again only when a board of
   * another size (a ghost's) comes along. */
  if (p->names == NULL || p->names_size != cell * NAME_SIZE)
    {
      g_clear_object (&p->names);
      p->names_size = cell * NAME_SIZE;
      p->names = cairn_text_layout (p->cr, p->names_size, FALSE);
    }
  cairn_set_rgba (p->cr, rgb, alpha);
  for (guint row = 0; row < game->height; row++)
    for (guint column = 0; column < game->width; column++)
      paint_square_name_with (p->cr, p->names, game, column, row,
                              x0 + column * cell, y0 + row * cell, cell);
}

/* Any game's position as its width × height grid: marks are drawn as
 * strokes, a chess position as a chess board. */
static void
paint_board (Paint            *p,
             const CairnBoard *board,
             CairnMove         last_move,
             double            x,
             double            y,
             double            side,
             const CairnRgb   *frame,
             gboolean          faint)
{
  cairo_t *cr = p->cr;
  const CairnGame *game = p->game;
  guint width = game->width, height = game->height;
  double cell = side / MAX (width, height), x0 = x - side / 2, y0 = y - side / 2;
  double lw = MAX (0.8, side * 0.035);

  if (chequered (game))
    {
      cairn_paint_chess_board (cr, p->o->theme, game, board, last_move, x0, y0, side, faint ? 0.5 : 1.0);
      paint_square_names (p, x0, y0, cell, &p->pal->ink, faint ? 0.35 : 0.7);
      cairo_rectangle (cr, x0, y0, side, side);
      cairn_set_rgb (cr, frame);
      cairo_set_line_width (cr, MAX (1.0, side * 0.025));
      cairo_stroke (cr);
      return;
    }

  cairn_set_rgb (cr, &p->pal->background);
  cairo_rectangle (cr, x0, y0, side, side);
  cairo_fill (cr);
  if (last_move != CAIRN_NO_MOVE)
    {
      guint from, to;

      game->move_squares (last_move, &from, &to);
      cairn_set_rgb (cr, &p->pal->last_move);
      highlight_square (p, from, x0, y0, cell);
      highlight_square (p, to, x0, y0, cell);
    }
  for (guint k = 1; k < width; k++)
    {
      cairo_move_to (cr, x0 + k * cell, y0 + lw);
      cairo_line_to (cr, x0 + k * cell, y0 + side - lw);
    }
  for (guint k = 1; k < height; k++)
    {
      cairo_move_to (cr, x0 + lw, y0 + k * cell);
      cairo_line_to (cr, x0 + side - lw, y0 + k * cell);
    }
  cairn_set_rgb (cr, &p->pal->board_line);
  cairo_set_line_width (cr, lw * 0.8);
  cairo_stroke (cr);
  /* Under the marks: a mark always reads first. */
  paint_square_names (p, x0, y0, cell, &p->pal->ink, faint ? 0.25 : 0.5);

  for (guint i = 0; i < width * height; i++)
    {
      CairnPiece c = game->piece_at (board, i % width, i / width);
      double cx = x0 + (i % width + 0.5) * cell, cy = y0 + (i / width + 0.5) * cell, m = cell * 0.28;

      if (c == CAIRN_PIECE_X)
        {
          cairo_move_to (cr, cx - m, cy - m);
          cairo_line_to (cr, cx + m, cy + m);
          cairo_move_to (cr, cx + m, cy - m);
          cairo_line_to (cr, cx - m, cy + m);
        }
      else if (c == CAIRN_PIECE_O)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, m * 1.05, 0, 2 * G_PI);
        }
    }
  cairn_set_rgba (cr, &p->pal->ink, faint ? 0.45 : 1.0);
  cairo_set_line_width (cr, lw * 1.4);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  cairo_rectangle (cr, x0, y0, side, side);
  cairn_set_rgb (cr, frame);
  cairo_set_line_width (cr, lw * 1.6);
  cairo_stroke (cr);
}

void
cairn_painter_paint_board (cairo_t          *cr,
                           CairnTheme        theme,
                           const CairnGame  *game,
                           const CairnBoard *board,
                           gboolean          square_names,
                           double            x0,
                           double            y0,
                           double            side)
{
  CairnPaintOptions o;
  Paint p = { 0 };

  g_return_if_fail (cr != NULL && game != NULL && board != NULL);

  cairn_paint_options_init (&o, theme);
  o.square_names = square_names;
  o.draft = FALSE;
  p.cr = cr;
  p.game = game;
  p.o = &o;
  p.pal = cairn_theme_palette (theme);
  paint_board (&p, board, CAIRN_NO_MOVE, x0 + side / 2, y0 + side / 2, side, &p.pal->ink, FALSE);
  g_clear_object (&p.names);
}

typedef struct {
  PangoLayout *layout;
  int          width, height;
} CachedText;

static void
cached_text_free (gpointer data)
{
  CachedText *t = data;

  g_object_unref (t->layout);
  g_free (t);
}

/* Values and windows repeat a lot: each distinct text is laid out once
 * per frame, in each of the two sizes.  Centred on @x, its top at @y,
 * where the room is free (FALSE: not drawn). */
static gboolean
show_cached (Paint       *p,
             gboolean     small,
             const char  *text,
             double       x,
             double       y)
{
  GHashTable *cache = small ? p->small_texts : p->texts;
  CachedText *t = g_hash_table_lookup (cache, text);

  if (t == NULL)
    {
      t = g_new (CachedText, 1);
      t->layout = pango_layout_copy (small ? p->small_text : p->text);
      /* A value on two lines: both centred under the node. */
      pango_layout_set_alignment (t->layout, PANGO_ALIGN_CENTER);
      pango_layout_set_text (t->layout, text, -1);
      pango_layout_get_pixel_size (t->layout, &t->width, &t->height);
      g_hash_table_insert (cache, g_strdup (text), t);
    }
  x -= t->width / 2.0;
  if (!cairn_placer_take (p->placer, x, y, x + t->width, y + t->height))
    return FALSE;
  cairo_move_to (p->cr, x, y);
  pango_cairo_show_layout (p->cr, t->layout);
  cairo_new_path (p->cr);
  cairn_boxes_record (p->cr, CAIRN_BOX_TEXT, x, y, x + t->width, y + t->height, text);
  return TRUE;
}

/* A node's value centred under it, its top at @y (the node @y − r − 1
 * above): at full size, else smaller, else without the space after a
 * bound's sign ("≤9"), else (on screen) beside the node; FALSE when none
 * of these finds room. */
static gboolean
place_value (Paint      *p,
             const char *value,
             double      x,
             double      y)
{
  const char *space = strchr (value, ' ');
  g_autofree char *compact = NULL;

  if (show_cached (p, FALSE, value, x, y) || show_cached (p, TRUE, value, x, y))
    return TRUE;
  compact = space ? g_strdup_printf ("%.*s%s", (int) (space - value), value, space + 1) : g_strdup (value);
  if (show_cached (p, TRUE, compact, x, y))
    return TRUE;
  /* A figure puts moves beside its nodes: a value there would read as
   * one.  A long value ("White mates, ply 3") takes two lines instead,
   * to stay under its own node. */
  if (p->o->labels)
    {
      const char *comma = strstr (value, ", ");
      g_autofree char *two = comma ? g_strdup_printf ("%.*s,\n%s", (int) (comma - value), value, comma + 2) : NULL;

      return two != NULL && show_cached (p, TRUE, two, x, y);
    }
  {
    /* Beside the node, right or left of it. */
    double mid = y - (p->r + 1), side = p->r * 1.1 + 2;
    const Spot spots[] = {
      { x + side, mid, 0, TRUE },
      { x - side, mid, 1, TRUE },
    };

    return place_text (p, p->small_text, compact, spots, G_N_ELEMENTS (spots));
  }
}

/* A move's name on a pill of the background colour, so an edge running
 * under it never hides it: centred over the board (@x, @y its top
 * centre, @side wide), or else beside its top right corner. */
static gboolean
paint_move_label (Paint      *p,
                  const char *text,
                  double      x,
                  double      y,
                  double      side)
{
  PangoRectangle logical;
  double w, h, pad = p->font * 0.25;

  pango_layout_set_text (p->small_text, text, -1);
  pango_layout_get_pixel_extents (p->small_text, NULL, &logical);
  w = logical.width + 2 * pad;
  h = logical.height;
  /* Clear of the board's frame. */
  double frame = 2 * MAX (1.0, side * 0.03) + 1;

  for (guint i = 0; i < 2; i++)
    {
      double cx = i == 0 ? x : x + side / 2 + frame + w / 2;
      double cy = i == 0 ? y - frame - h / 2 : y + h / 2;

      if (!cairn_placer_take_opaque (p->placer, cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2))
        continue;
      cairn_boxes_record (p->cr, CAIRN_BOX_PILL, cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2, text);
      cairo_rectangle (p->cr, cx - w / 2, cy - h / 2, w, h);
      cairn_set_rgba (p->cr, &p->pal->background, 0.9);
      cairo_fill (p->cr);
      cairn_set_rgb (p->cr, &p->pal->ink);
      cairn_show_text (p->cr, p->small_text, text, cx, cy, 0.5, TRUE);
      return TRUE;
    }
  return FALSE;
}

static void
paint_node_board (Paint   *p,
                  guint32  index,
                  double   x,
                  double   y)
{
  cairo_t *cr = p->cr;
  const CairnNode *node = cairn_tree_get (p->tree, index);
  NodeLook look;
  CairnBoard board;
  double b = p->board, badge = b * 0.2, unit = MAX (1.0, b * 0.03);
  double ty = y + b / 2 + unit * 2;
  char value[64], alpha[32], beta[32], window[96];
  int value_h, value_w;

  node_look (p, index, &look);
  cairn_tree_node_board (p->tree, index, &board);
  paint_board (p, &board, node->move, x, y, b,
               node->kind == CAIRN_NODE_NULL_PROBE ? &p->pal->probe : &p->pal->ink, FALSE);
  if (look.open)
    {
      static const double dash[] = { 3, 2 };

      cairo_rectangle (cr, x - b / 2 - unit * 2, y - b / 2 - unit * 2, b + unit * 4, b + unit * 4);
      cairn_set_rgb (cr, &p->pal->ink);
      cairo_set_line_width (cr, unit);
      cairn_set_dash (cr, dash, 2, unit);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  /* Max/min (or probe) badge on the board's left edge, below the top,
   * where no edge coming into the board passes. */
  cairn_paint_shape (p->cr, p->pal, &look, x - b / 2 - badge * 0.6, y - b / 2 + badge * 1.4,
                     look.small ? badge * CAIRN_Q_NODE_SCALE : badge);
  cairn_paint_rings (cr, p->pal, &look, x, y, b * 0.78, unit);
  if (look.rule_draw)
    {
      cairn_draw_sign_path (cr, look.shape, x - b / 2 - badge * 0.6, y - b / 2 + badge * 1.4,
                            look.small ? badge * CAIRN_Q_NODE_SCALE : badge);
      cairn_set_draw_sign_style (cr, p->pal, badge);
      cairo_stroke (cr);
    }
  if (look.plus)
    {
      cairn_plus_path (cr, x - b / 2 - badge * 0.6, y - b / 2 - badge * 0.35, badge * 0.55);
      cairn_set_plus_style (cr, p->pal, badge * 0.55);
      cairo_stroke (cr);
    }
  if (look.table)
    {
      /* Where a cutoff's bars go: a table cutoff has none. */
      cairn_table_glyph_path (cr, x, ty + p->font * 2.75 + badge * 0.4, badge * 0.7);
      cairn_set_table_style (cr, p->pal, badge * 0.7);
      cairo_stroke (cr);
    }

  cairn_set_rgb (cr, &p->pal->ink);
  if (!look.open)
    cairn_painter_format_node_value (p->game, node, FALSE, value, sizeof value);
  else
    g_strlcpy (value, "…", sizeof value);
  pango_layout_set_text (p->text, value, -1);
  pango_layout_get_pixel_size (p->text, &value_w, NULL);
  /* Wider than the room between boards: straight to two lines. */
  if ((value_w + p->gap <= p->s || strstr (value, ", ") == NULL) && show_cached (p, FALSE, value, x, ty))
    {
      pango_layout_set_text (p->text, value, -1);
      pango_layout_get_pixel_size (p->text, NULL, &value_h);
    }
  else
    {
      /* A long value ("White mates, ply 3") in a row of boards: two
       * smaller lines under its own board rather than over the next. */
      const char *comma = strstr (value, ", ");
      g_autofree char *two = comma ? g_strdup_printf ("%.*s,\n%s", (int) (comma - value), value, comma + 2) : NULL;

      value_h = 0;
      if (two != NULL && show_cached (p, TRUE, two, x, ty))
        {
          pango_layout_set_text (p->small_text, two, -1);
          pango_layout_get_pixel_size (p->small_text, NULL, &value_h);
        }
      else
        p->dropped++;
    }
  cairn_painter_format_value (p->game, node->alpha, TRUE, alpha, sizeof alpha);
  cairn_painter_format_value (p->game, node->beta, TRUE, beta, sizeof beta);
  g_snprintf (window, sizeof window, "α %s  β %s", alpha, beta);
  /* Under the value by the gap between words, so that the two read as
   * two lines, and other words keep the same distance; after the values
   * and moves of all boards, which matter more. */
  {
    Window w = { x, ty + MAX (p->font * 1.25, value_h + p->gap), "" };

    g_strlcpy (w.text, window, sizeof w.text);
    g_array_append_val (p->windows, w);
  }
  cairn_paint_bars (cr, p->pal, &look, x, ty + p->font * 2.75, b * 0.45, unit);
}

/* The move that led to each board, named over it: SAN for chess, the
 * cell for tic-tac-toe. */
static void
paint_board_moves (Paint *p)
{
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      const CairnNode *node;
      g_autofree char *move = NULL;

      if (v->kind != VIS_NODE || is_ghost (p, v->item))
        continue;
      node = cairn_tree_get (p->tree, v->item);
      if (node->kind != CAIRN_NODE_MOVE || node->parent == CAIRN_NO_NODE)
        continue;
      /* A figure names every move; the screen only those a board cannot
       * show at a glance. */
      if (p->game->numbered_moves && !p->o->labels)
        continue;
      move = cairn_tree_node_move_text (p->tree, v->item, TRUE);
      if (!paint_move_label (p, move, v->x, v->y - p->board / 2, p->board))
        p->dropped++;
    }
}

static void
paint_ghost_board (Paint   *p,
                   guint32  item,
                   double   x,
                   double   y)
{
  const CairnLayoutItem *it = cairn_layout_get_item (p->layout, item);
  const CairnNode *parent = cairn_tree_get (p->tree, it->node);
  gboolean pruned = edge_style (p, item) == EDGE_GHOST_PRUNE;
  CairnBoard board;
  double side = p->s * 0.36;

  cairn_tree_node_board (p->tree, it->node, &board);
  p->game->play (&board, cairn_node_side (parent), it->ghost_move);
  paint_board (p, &board, it->ghost_move, x, y, side,
               pruned ? &p->pal->prune : &p->pal->cutoff, TRUE);
  cairo_rectangle (p->cr, x - side / 2, y - side / 2, side, side);
  apply_edge_style (p, pruned ? EDGE_GHOST_PRUNE : EDGE_GHOST_CUTOFF, MAX (1.0, side * 0.05));
  cairo_stroke (p->cr);
  cairo_set_dash (p->cr, NULL, 0, 0);
}

typedef enum {
  DRAW_NONE,
  DRAW_NODE,
  DRAW_GHOST_CUTOFF,
  DRAW_GHOST_PRUNE,
} DrawKind;

/* Where a node's engine-style marks go (cairn_paint_engine_marks()
 * draws the same for the legend): a table's grid under the node, a
 * plus at its left. */
static void
table_spot (const Paint *p,
            double       x,
            double       y,
            double      *gx,
            double      *gy,
            double      *half)
{
  *half = MAX (2.5, p->r * 0.8);
  *gx = x;
  *gy = y + p->r * 1.1 + *half * 0.7 + 1;
}

static void
plus_spot (const Paint    *p,
           const NodeLook *look,
           double          x,
           double          y,
           double         *px,
           double         *py,
           double         *half)
{
  double r = look->small ? p->r * CAIRN_Q_NODE_SCALE : p->r;

  *half = MAX (2.0, p->r * 0.45);
  *px = x - r * 1.15 - *half;
  *py = y - r * 0.2;
}

/* The engine style's marks of the shapes drawn, one path per kind: a
 * big tree has thousands of extended nodes in view. */
static void
paint_engine_marks (Paint          *p,
                    const NodeLook *looks,
                    const guint8   *kinds)
{
  cairo_t *cr = p->cr;
  const CairnPalette *pal = p->pal;
  guint n = p->vis->len;
  gboolean any;
  double half = 0;

  /* "=" needs a shape a few pixels across to show. */
  any = FALSE;
  for (guint i = 0; i < n && p->r >= 3; i++)
    if (kinds[i] == DRAW_NODE && looks[i].rule_draw)
      {
        const Visible *v = &g_array_index (p->vis, Visible, i);

        cairn_draw_sign_path (cr, looks[i].shape, v->x, v->y, looks[i].small ? p->r * CAIRN_Q_NODE_SCALE : p->r);
        any = TRUE;
      }
  if (any)
    {
      cairn_set_draw_sign_style (cr, pal, p->r);
      cairo_stroke (cr);
    }

  any = FALSE;
  for (guint i = 0; i < n; i++)
    if (kinds[i] == DRAW_NODE && looks[i].table)
      {
        const Visible *v = &g_array_index (p->vis, Visible, i);
        double gx, gy;

        table_spot (p, v->x, v->y, &gx, &gy, &half);
        cairn_table_glyph_path (cr, gx, gy, half);
        any = TRUE;
      }
  if (any)
    {
      cairn_set_table_style (cr, pal, half);
      cairo_stroke (cr);
    }

  any = FALSE;
  for (guint i = 0; i < n; i++)
    if (kinds[i] == DRAW_NODE && looks[i].plus)
      {
        const Visible *v = &g_array_index (p->vis, Visible, i);
        double px, py;

        plus_spot (p, &looks[i], v->x, v->y, &px, &py, &half);
        cairn_plus_path (cr, px, py, half);
        any = TRUE;
      }
  if (any)
    {
      cairn_set_plus_style (cr, pal, half);
      cairo_stroke (cr);
    }
}

/* The arrows from each PVS try searched again to its re-search, over
 * the two nodes (or boards). */
static void
paint_pvs_arrows (Paint *p)
{
  double half, lift, width;

  if (p->tree->engine == NULL || p->lod < LOD_SHAPES)
    return;
  half = p->lod == LOD_BOARDS ? p->board / 2 : p->r;
  lift = p->lod == LOD_BOARDS ? p->board * 0.35 : MAX (p->r * 2.2, 6.0);
  width = p->lod == LOD_BOARDS ? MAX (1.5, p->board * 0.03) : MAX (1.0, p->line * 1.2);
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      guint32 again;
      double x1, y1;

      if (v->kind != VIS_NODE || is_ghost (p, v->item))
        continue;
      again = pvs_re_search (p, v->item);
      if (again == CAIRN_NO_NODE)
        continue;
      cairn_painter_item_position (p->layout, p->o, again, &x1, &y1);
      cairn_paint_pvs_arrow (p->cr, p->pal, v->x, x1, v->y, half, lift, width);
    }
}

/* Shapes and values, one path per style: with hundreds of nodes on
 * screen, a fill or stroke per node would cost more than the frame. */
static void
paint_shapes (Paint *p)
{
  cairo_t *cr = p->cr;
  const CairnPalette *pal = p->pal;
  guint n = p->vis->len;
  g_autofree NodeLook *looks = g_new (NodeLook, n);
  g_autofree guint8 *kinds = g_new (guint8, n);
  const CairnRgb *fills[] = { NULL, &pal->node_fill, &pal->terminal, &pal->probe, &pal->table };
  double q_r = p->r * CAIRN_Q_NODE_SCALE;
  const CairnRgb *outlines[] = { &pal->ink, &pal->probe };
  double gr = MIN (p->r * 0.55, 0.17 * p->s), unit = MAX (0.8, p->r * 0.14);
  double bar_y = p->lod == LOD_VALUES ? p->r + 2 + p->font * 1.2 + unit : p->r * 1.1 + 1.5;

  for (guint i = 0; i < n; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);

      kinds[i] = DRAW_NONE;
      if (v->kind == VIS_EDGE_ONLY)
        continue;
      if (is_ghost (p, v->item))
        kinds[i] = edge_style (p, v->item) == EDGE_GHOST_PRUNE ? DRAW_GHOST_PRUNE : DRAW_GHOST_CUTOFF;
      else
        {
          kinds[i] = DRAW_NODE;
          node_look (p, v->item, &looks[i]);
        }
    }

  for (guint g = DRAW_GHOST_CUTOFF; g <= DRAW_GHOST_PRUNE; g++)
    {
      gboolean any = FALSE;

      for (guint i = 0; i < n; i++)
        {
          const Visible *v = &g_array_index (p->vis, Visible, i);

          if (kinds[i] != g)
            continue;
          cairo_new_sub_path (cr);
          if (g == DRAW_GHOST_PRUNE)
            cairo_rectangle (cr, v->x - gr, v->y - gr, 2 * gr, 2 * gr);
          else
            cairo_arc (cr, v->x, v->y, gr, 0, 2 * G_PI);
          any = TRUE;
        }
      if (!any)
        continue;
      /* Small and in a draft frame, a ghost is a dot or square of its
       * colour: an outline a pixel wide costs more than it shows. */
      if (p->lod == LOD_SHAPES && p->o->draft)
        {
          cairn_set_rgb (cr, g == DRAW_GHOST_PRUNE ? &pal->prune : &pal->cutoff);
          cairo_fill (cr);
          continue;
        }
      cairn_set_rgb (cr, &pal->background);
      cairo_fill_preserve (cr);
      cairn_set_edge_style (cr, pal, g == DRAW_GHOST_PRUNE ? EDGE_GHOST_PRUNE : EDGE_GHOST_CUTOFF,
                            MAX (1.1, gr * 0.32));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
    }

  for (guint f = 0; f < G_N_ELEMENTS (fills); f++)
    {
      gboolean any = FALSE;

      for (guint i = 0; i < n; i++)
        if (kinds[i] == DRAW_NODE && looks[i].fill == fills[f])
          {
            const Visible *v = &g_array_index (p->vis, Visible, i);

            cairn_shape_path (cr, looks[i].shape, v->x, v->y, looks[i].small ? q_r : p->r);
            any = TRUE;
          }
      if (any)
        {
          if (fills[f] == NULL && p->o->draft && p->r < 2.5)
            cairn_set_rgb (cr, &pal->muted);
          else
            cairn_set_rgb (cr, fills[f] ? fills[f] : &pal->background);
          cairo_fill (cr);
        }
    }

  /* A shape a few pixels across is its fill; outlining it costs as much
   * again and cannot be seen. */
  for (guint o = 0; o < G_N_ELEMENTS (outlines) && !(p->o->draft && p->r < 2.5); o++)
    for (guint open = 0; open < 2; open++)
      {
        gboolean any = FALSE;

        for (guint i = 0; i < n; i++)
          if (kinds[i] == DRAW_NODE && looks[i].outline == outlines[o] && looks[i].open == open)
            {
              const Visible *v = &g_array_index (p->vis, Visible, i);

              cairn_shape_path (cr, looks[i].shape, v->x, v->y, looks[i].small ? q_r : p->r);
              any = TRUE;
            }
        if (!any)
          continue;
        cairn_set_rgb (cr, outlines[o]);
        cairo_set_line_width (cr, MAX (1.0, p->r * 0.16) * (o == 1 ? 1.4 : 1.0));
        if (open)
          {
            static const double dash[] = { 2, 1.5 };

            cairn_set_dash (cr, dash, G_N_ELEMENTS (dash), MAX (1.0, p->r * 0.3));
          }
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
      }

  /* Rings and bars are few: drawn node by node. */
  for (guint i = 0; i < n; i++)
    if (kinds[i] == DRAW_NODE && (looks[i].rings || looks[i].bars))
      {
        const Visible *v = &g_array_index (p->vis, Visible, i);

        cairn_paint_rings (cr, pal, &looks[i], v->x, v->y, p->r * 1.5, unit);
        cairn_paint_bars (cr, pal, &looks[i], v->x, v->y + bar_y, p->r * 0.9, unit);
      }
  if (p->tree->engine != NULL)
    paint_engine_marks (p, looks, kinds);

  if (p->lod == LOD_VALUES && !p->o->labels)
    {
      cairn_set_rgb (cr, &pal->ink);
      for (guint i = 0; i < n; i++)
        if (kinds[i] == DRAW_NODE && !looks[i].open)
          {
            const Visible *v = &g_array_index (p->vis, Visible, i);
            char value[64];

            cairn_painter_format_node_value (p->game, cairn_tree_get (p->tree, v->item), TRUE,
                                             value, sizeof value);
            if (!place_value (p, value, v->x, value_top (p, v->item, v->y)))
              p->dropped++;
          }
      /* Chess moves by name above their nodes, once there is room. */
      if (!p->game->numbered_moves && p->s >= 34)
        {
          cairn_set_rgb (cr, &pal->muted);
          for (guint i = 0; i < n; i++)
            if (kinds[i] == DRAW_NODE && cairn_tree_get (p->tree, g_array_index (p->vis, Visible, i).item)->kind == CAIRN_NODE_MOVE)
              {
                const Visible *v = &g_array_index (p->vis, Visible, i);
                g_autofree char *san = cairn_tree_node_move_text (p->tree, v->item, TRUE);

                /* Above the node, right or left: where its edge does not pass. */
                if (!show_cached (p, TRUE, san, v->x + p->r * 1.4, v->y - p->r - p->font * 1.1))
                  show_cached (p, TRUE, san, v->x - p->r * 1.4, v->y - p->r - p->font * 1.1);
              }
        }
    }
}

/* Where a decisive prune's star goes: at the top right corner of its
 * board, or up right of its shape, its outer radius @r growing with the
 * node (and with the figure's words, so that it reads where they do). */
static void
star_spot (const Paint   *p,
           const Visible *v,
           double        *x,
           double        *y,
           double        *r)
{
  if (p->lod == LOD_BOARDS)
    {
      /* Right of the board: its move's name goes over it, its value
       * under it. */
      *r = p->board * 0.22;
      *x = v->x + p->board * 0.5 + *r * 1.1;
      *y = v->y;
      return;
    }
  *r = MAX (p->r * 1.3, 5.0);
  if (p->o->labels && p->lod >= LOD_VALUES)
    *r = MAX (*r, p->font * 0.7);
  /* Up right of the node, clear of the value under it. */
  *x = v->x + MAX (p->r, 1.5) + *r * 0.6;
  *y = v->y - MAX (p->r, 1.5) - *r * 1.2;
}

/* The stars of the decisive prunes, on top of everything else of their
 * nodes. */
static void
paint_decisive (Paint *p)
{
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      double x, y, r;

      if (v->kind != VIS_NODE || !is_decisive (p->o, v->item) ||
          !finished (p, cairn_tree_get (p->tree, v->item)))
        continue;
      star_spot (p, v, &x, &y, &r);
      cairn_paint_star (p->cr, p->pal, x, y, r);
    }
}

/* The room of every node mark drawn: boards with their badges, shapes
 * with their rings and bars, ghosts, the decisive star. */
static void
take_marks (Paint *p)
{
  double gr = MIN (p->r * 0.55, 0.17 * p->s), unit = MAX (0.8, p->r * 0.14);
  double bar_y = p->lod == LOD_VALUES ? p->r + 2 + p->font * 1.2 + unit : p->r * 1.1 + 1.5;

  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      NodeLook look;

      if (v->kind != VIS_NODE)
        continue;
      if (is_ghost (p, v->item))
        {
          double h = p->lod == LOD_BOARDS ? p->s * 0.18 : gr + 1;

          take_mark (p, v->x - h, v->y - h, v->x + h, v->y + h);
          continue;
        }
      node_look (p, v->item, &look);
      if (p->lod == LOD_BOARDS)
        {
          double b = p->board, badge = b * 0.2, unit_b = MAX (1.0, b * 0.03);
          double ty = v->y + b / 2 + unit_b * 2;

          take_mark (p, v->x - b / 2 - unit_b * 2, v->y - b / 2 - unit_b * 2,
                     v->x + b / 2 + unit_b * 2, v->y + b / 2 + unit_b * 2);
          take_mark (p, v->x - b / 2 - badge * 1.6, v->y - b / 2 + badge * 0.4,
                     v->x - b / 2 + badge * 0.4, v->y - b / 2 + badge * 2.4);
          if (look.bars)
            take_mark (p, v->x - b * 0.45, ty + p->font * 2.75 - unit_b,
                       v->x + b * 0.45, ty + p->font * 2.75 + look.bars * 2.4 * unit_b);
          if (look.table)
            take_mark (p, v->x - badge * 0.7, ty + p->font * 2.75 - badge * 0.1,
                       v->x + badge * 0.7, ty + p->font * 2.75 + badge * 0.9);
          if (look.plus)
            take_mark (p, v->x - b / 2 - badge * 1.15, v->y - b / 2 - badge * 0.9,
                       v->x - b / 2 - badge * 0.05, v->y - b / 2 + badge * 0.2);
          if (is_decisive (p->o, v->item))
            {
              double sx, sy, sr;

              star_spot (p, v, &sx, &sy, &sr);
              take_mark (p, sx - sr, sy - sr, sx + sr, sy + sr);
            }
          continue;
        }
      {
        double r = look.rings ? p->r * 1.5 + look.rings * unit * 2.2 : look.small ? p->r * CAIRN_Q_NODE_SCALE : p->r;

        take_mark (p, v->x - r, v->y - r, v->x + r, v->y + r);
      }
      if (look.table)
        {
          double gx, gy, half;

          table_spot (p, v->x, v->y, &gx, &gy, &half);
          take_mark (p, gx - half, gy - half * 0.7, gx + half, gy + half * 0.7);
        }
      if (look.plus)
        {
          double px, py, half;

          plus_spot (p, &look, v->x, v->y, &px, &py, &half);
          take_mark (p, px - half, py - half, px + half, py + half);
        }
      if (look.bars)
        take_mark (p, v->x - p->r * 0.9, v->y + bar_y - unit,
                   v->x + p->r * 0.9, v->y + bar_y + look.bars * 2.4 * unit);
      if (is_decisive (p->o, v->item))
        {
          double sx, sy, sr;

          star_spot (p, v, &sx, &sy, &sr);
          take_mark (p, sx - sr, sy - sr, sx + sr, sy + sr);
        }
    }
}

static void
paint_nodes (Paint *p)
{
  cairo_t *cr = p->cr;

  if (p->lod == LOD_SHAPES || p->lod == LOD_VALUES)
    {
      paint_shapes (p);
      return;
    }

  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);

      if (v->kind == VIS_EDGE_ONLY)
        continue;
      if (p->lod == LOD_BOARDS)
        {
          if (is_ghost (p, v->item))
            paint_ghost_board (p, v->item, v->x, v->y);
          else
            paint_node_board (p, v->item, v->x, v->y);
        }
      /* Far out, only what a reader must find in a crowd: the probes. */
      else if (!is_ghost (p, v->item) &&
               cairn_tree_get (p->tree, v->item)->kind == CAIRN_NODE_NULL_PROBE)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, v->x, v->y, 1.6, 0, 2 * G_PI);
        }
    }
  if (p->lod == LOD_DOTS)
    {
      cairn_set_rgb (cr, &p->pal->probe);
      cairo_fill (cr);
    }
}

/* The value a figure writes under a node: "…" while it is open. */
static void
label_value (Paint           *p,
             const CairnNode *node,
             char            *value,
             gsize            size)
{
  if (finished (p, node))
    cairn_painter_format_node_value (p->game, node, FALSE, value, size);
  else
    g_strlcpy (value, "…", size);
}

/* How a leaf is labelled: across, upright, or not at all. */
enum {
  ACROSS,
  CROWDED,
  BARE,
};

static gboolean left_out (const Paint *p,
                          guint32      item,
                          guint32     *count,
                          guint       *flags);

/* A leaf with nothing under it: no children drawn, no count of nodes
 * left out (whose fan and count go under it). */
static gboolean
bare_leaf (const Paint   *p,
           const Visible *v)
{
  guint32 count;
  guint flags;

  return v->kind == VIS_NODE && !is_ghost (p, v->item) &&
         cairn_layout_get_first_child (p->layout, v->item) == CAIRN_NO_ITEM &&
         !left_out (p, v->item, &count, &flags);
}

/* The row (ply) an item is drawn in. */
static int
row_of (const Paint *p,
        guint32      item)
{
  return (int) lround (cairn_layout_get_item (p->layout, item)->y);
}

/* The size of moves and of values shrunk to fit: a little under the
 * values', never under the figure's least (a slide's 18 px). */
static double
small_size (const Paint *p)
{
  return MAX (p->font * 0.85, MIN (p->font, p->o->small_label_size));
}

/* The least size of a crowded leaf's words. */
static double
least_label (const Paint *p)
{
  return p->o->min_label_size > 0 ? p->o->min_label_size : 8.0;
}

/* A leaf in a crowd: its move and value turned upright under it, the
 * move (grey, bold) first, the value nearest the leaf, at @k of their
 * size; only the value when both do not fit.  Returns the words drawn:
 * 2, 1 (the value) or 0. */
static guint
paint_upright (Paint       *p,
               PangoLayout *move_text,
               const char  *value,
               const char  *move,
               double       x,
               double       y)
{
  cairo_t *cr = p->cr;
  int vw, vh, mw = 0;
  double gap = p->font * 0.4, k;

  pango_layout_set_text (p->text, value, -1);
  pango_layout_get_pixel_size (p->text, &vw, &vh);
  pango_layout_set_text (move_text, move, -1);
  pango_layout_get_pixel_size (move_text, &mw, NULL);
  /* Neighbours closer than a line of text: smaller words, down to 8
   * units, still read on a slide and on paper, rather than words over
   * each other; the gap between two columns shrinks with their words. */
  k = CLAMP (MIN ((p->s - 2.0) / vh, p->s / (vh + 0.25 * p->font)), MIN (1.0, least_label (p) / p->font), 1.0);
  y += p->r * 1.2;
  for (guint with_move = move[0] != '\0'; ; with_move = 0)
    {
      double len = k * (vw + (with_move ? gap + mw : 0));
      gboolean taken;

      cairn_placer_set_gaps (p->placer, MAX (2.0, 0.25 * k * p->font), p->clearance);
      taken = cairn_placer_take (p->placer, x - k * vh / 2.0, y, x + k * vh / 2.0, y + len);
      cairn_placer_set_gaps (p->placer, p->gap, p->clearance);
      if (taken)
        {
          cairn_boxes_record_upright (cr, x - k * vh / 2.0, y, x + k * vh / 2.0, y + len, value);
          cairo_save (cr);
          cairo_translate (cr, x - k * vh / 2.0, y);
          cairo_rotate (cr, -G_PI / 2);
          cairo_scale (cr, k, k);
          cairn_set_rgb (cr, &p->pal->ink);
          cairo_move_to (cr, -vw, 0);
          pango_cairo_show_layout (cr, p->text);
          if (with_move)
            {
              cairn_set_rgb (cr, &p->pal->muted);
              cairo_move_to (cr, -vw - gap - mw, 0);
              pango_cairo_show_layout (cr, move_text);
            }
          cairo_new_path (cr);
          cairo_restore (cr);
          return 1 + with_move;
        }
      if (!with_move)
        return 0;
    }
}

/* A figure's words on its nodes: the value under each node and the move
 * that led to it, left of it, else right of it or above, never on an
 * edge.  A row of leaves (one ply) where any leaf's words are wider than
 * the room between leaves has all its leaves' words turned upright under
 * them, so a row does not mix the two.  Values come first; words that
 * find no free room are left out and counted. */
static void
paint_labels (Paint *p)
{
  cairo_t *cr = p->cr;
  g_autoptr (PangoLayout) move_text = NULL;
  g_autofree guint8 *crowded = NULL;
  g_autoptr (GHashTable) crowded_rows = NULL;
  g_autofree gboolean *first = NULL;
  gboolean bare;
  double k;
  int vh;

  if (p->lod < LOD_VALUES)
    return;
  if (p->lod == LOD_BOARDS)
    {
      paint_board_moves (p);
      return;
    }
  move_text = cairn_text_layout (cr, small_size (p), TRUE);
  crowded = g_new0 (guint8, p->vis->len);
  crowded_rows = g_hash_table_new (g_direct_hash, g_direct_equal);
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      const CairnNode *node;
      char value[64];
      int vw, mw = 0;

      if (!bare_leaf (p, v))
        continue;
      node = cairn_tree_get (p->tree, v->item);
      label_value (p, node, value, sizeof value);
      pango_layout_set_text (p->text, value, -1);
      pango_layout_get_pixel_size (p->text, &vw, NULL);
      if (node->parent != CAIRN_NO_NODE && node->move != CAIRN_NO_MOVE)
        {
          g_autofree char *move = cairn_tree_node_move_text (p->tree, v->item, TRUE);

          pango_layout_set_text (move_text, move, -1);
          pango_layout_get_pixel_size (move_text, &mw, NULL);
        }
      /* Across, the value under the leaf and the move beside it each
       * need the room between two leaves, and a gap to the next. */
      if (vw + p->gap > p->s || (mw > 0 && 2.1 * p->r + 2 + mw + p->gap > p->s) || p->s < p->font * 2)
        g_hash_table_add (crowded_rows, GINT_TO_POINTER (row_of (p, v->item)));
    }
  /* Leaves closer than a column of the smallest words and its gap: no
   * words under any of them (counted), rather than under every other. */
  pango_layout_set_text (p->text, "0", -1);
  pango_layout_get_pixel_size (p->text, NULL, &vh);
  k = MIN (1.0, least_label (p) / p->font);
  bare = k * vh + MAX (2.0, 0.25 * k * p->font) > p->s;
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);

      crowded[i] = bare_leaf (p, v) &&
                   g_hash_table_contains (crowded_rows, GINT_TO_POINTER (row_of (p, v->item)));
      if (crowded[i] && bare)
        {
          const CairnNode *node = cairn_tree_get (p->tree, v->item);

          crowded[i] = BARE;
          p->dropped += 1 + (node->parent != CAIRN_NO_NODE && node->move != CAIRN_NO_MOVE);
        }
    }
  /* The path to a decisive prune is what the figure is about: its words
   * take their room first, the others find what is left. */
  if (has_decisive (p->o))
    {
      g_autoptr (GHashTable) path = g_hash_table_new (g_direct_hash, g_direct_equal);

      for (guint i = 0; i <= p->o->n_decisive_nodes; i++)
        for (guint32 n = i == 0 ? p->o->decisive_node : p->o->decisive_nodes[i - 1];
             n != CAIRN_NO_NODE && n < p->tree->n_nodes; n = cairn_tree_get (p->tree, n)->parent)
          g_hash_table_add (path, GUINT_TO_POINTER (n));
      first = g_new0 (gboolean, p->vis->len);
      for (guint i = 0; i < p->vis->len; i++)
        first[i] = g_hash_table_contains (path, GUINT_TO_POINTER (g_array_index (p->vis, Visible, i).item));
    }
  for (guint round = 0; round < (first ? 2 : 1); round++)
    for (guint pass = 0; pass < 3; pass++)
      for (guint i = 0; i < p->vis->len; i++)
        {
          const Visible *v = &g_array_index (p->vis, Visible, i);
          const CairnNode *node;
          char value[64];
          g_autofree char *move = NULL;

          if (v->kind != VIS_NODE || is_ghost (p, v->item) || (first && first[i] != (round == 0)))
            continue;
          node = cairn_tree_get (p->tree, v->item);
          label_value (p, node, value, sizeof value);
          /* For people: SAN for chess ("Kf6"), the cell for tic-tac-toe. */
          if (node->parent != CAIRN_NO_NODE && node->move != CAIRN_NO_MOVE)
            move = cairn_tree_node_move_text (p->tree, v->item, TRUE);
          if (pass == 0)
            {
              if (crowded[i])
                continue;
              cairn_set_rgb (cr, &p->pal->ink);
              if (!place_value (p, value, v->x, value_top (p, v->item, v->y)))
                p->dropped++;
            }
          else if (pass == 1 && crowded[i] == CROWDED)
            {
              guint drawn;
              int vw;

              /* Upright; where that would cross an edge (a leaf beside
               * nodes with children), the value alone across, if it stays
               * under its own leaf. */
              cairn_set_rgb (cr, &p->pal->ink);
              drawn = paint_upright (p, move_text, value, move ? move : "", v->x, v->y);
              pango_layout_set_text (p->small_text, value, -1);
              pango_layout_get_pixel_size (p->small_text, &vw, NULL);
              if (drawn == 0 && vw + p->gap <= p->s && place_value (p, value, v->x, value_top (p, v->item, v->y)))
                drawn = 1;
              p->dropped += 1 + (move != NULL) - drawn;
            }
          else if (pass == 2 && !crowded[i] && move)
            {
              double left = v->x - p->r * 1.1 - 2, right = v->x + p->r * 1.1 + 2;
              /* Low beside the node, the gap over its value: edges come
               * in at the node's top and leave under its value. */
              double low = v->y + p->r + 0.5 - p->gap - p->font * 0.5;
              const Spot spots[] = {
                { left, low, 1, TRUE },
                { right, low, 0, TRUE },
                { left, v->y, 1, TRUE },
                { right, v->y, 0, TRUE },
                { left, v->y - p->r - p->font * 0.6, 1, TRUE },
                { right, v->y - p->r - p->font * 0.6, 0, TRUE },
              };

              cairn_set_rgb (cr, &p->pal->muted);
              if (place_text (p, move_text, move, spots, G_N_ELEMENTS (spots)))
                continue;
              /* On the decisive path, where edges and the star leave no
               * room by the node: beside its value, left or right. */
              if (first && first[i])
                {
                  int vw, vh2;
                  double mid;

                  pango_layout_set_text (p->text, value, -1);
                  pango_layout_get_pixel_size (p->text, &vw, &vh2);
                  mid = value_top (p, v->item, v->y) + vh2 / 2.0;
                  {
                    const Spot beside[] = {
                      { v->x - vw / 2.0 - p->gap, mid, 1, TRUE },
                      { v->x + vw / 2.0 + p->gap, mid, 0, TRUE },
                    };

                    if (place_text (p, move_text, move, beside, G_N_ELEMENTS (beside)))
                      continue;
                  }
                }
              p->dropped++;
            }
        }
}

/* Nodes under a depth cut: a fan under the node and the count left out. */
/* A stub's flag beside CairnStubFlags: it holds the decisive prune. */
#define STUB_DECISIVE (1u << 7)

/* What a collapsed node leaves out: a depth cut's count (the figure's
 * hidden[]) or a focus view's stub, with what the stub holds. */
static gboolean
left_out (const Paint *p,
          guint32      item,
          guint32     *count,
          guint       *flags)
{
  *flags = 0;
  if (is_ghost (p, item))
    return FALSE;
  if (p->o->hidden && item < p->o->n_hidden && p->o->hidden[item] > 0)
    {
      *count = p->o->hidden[item];
      return TRUE;
    }
  if (!cairn_layout_get_stub (p->layout, item, count, flags))
    return FALSE;
  if (p->o->decisive_node != CAIRN_NO_NODE && p->o->decisive_node > item &&
      p->o->decisive_node - item <= *count)
    *flags |= STUB_DECISIVE;
  for (guint i = 0; i < p->o->n_decisive_nodes; i++)
    if (p->o->decisive_nodes[i] > item && p->o->decisive_nodes[i] - item <= *count)
      *flags |= STUB_DECISIVE;
  return TRUE;
}

/* A stub's marks in a row centred under its count, its top at @y: a
 * probe's diamond, a prune's bars, the decisive prune's star. */
static void
paint_stub_marks (Paint  *p,
                  guint   flags,
                  double  x,
                  double  y)
{
  double r = p->lod >= LOD_VALUES ? MAX (4.0, p->font * 0.4) : 4.0;
  guint n = !!(flags & CAIRN_STUB_PROBE) + !!(flags & CAIRN_STUB_PRUNE) + !!(flags & STUB_DECISIVE);

  x -= (n - 1) * 1.2 * r;
  y += r + 1;
  if (flags & CAIRN_STUB_PROBE)
    {
      NodeLook look = { SHAPE_DIAMOND, &p->pal->probe, &p->pal->probe, FALSE, 0, 0 };

      cairn_paint_shape (p->cr, p->pal, &look, x, y, r);
      x += 2.4 * r;
    }
  if (flags & CAIRN_STUB_PRUNE)
    {
      cairo_rectangle (p->cr, x - r, y - r * 0.55, 2 * r, r * 0.4);
      cairo_rectangle (p->cr, x - r, y + r * 0.15, 2 * r, r * 0.4);
      cairn_set_rgb (p->cr, &p->pal->prune);
      cairo_fill (p->cr);
      x += 2.4 * r;
    }
  if (flags & STUB_DECISIVE)
    cairn_paint_star (p->cr, p->pal, x, y, r * 1.3);
}

static void
paint_collapsed (Paint    *p,
                 gboolean  fans)
{
  cairo_t *cr = p->cr;
  double below = p->lod >= LOD_VALUES ? p->bottom + p->font * 0.4 : p->r + 2;
  double fan_h = MAX (6.0, MIN (p->level * 0.3, 3 * p->r + 6));
  double fan_w = MAX (4.0, MIN (p->s * 0.4, fan_h));
  g_autoptr (PangoLayout) text = cairn_text_layout (cr, p->lod >= LOD_VALUES ? small_size (p) : 9, FALSE);

  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      static const double dash[] = { 2, 1.5 };
      g_autofree char *count = NULL;
      guint32 n_left_out;
      guint flags;
      double top;

      if (v->kind != VIS_NODE || !left_out (p, v->item, &n_left_out, &flags))
        continue;
      count = cairn_format_count (n_left_out);
      /* A node with children drawn: its count beside it, clear of them. */
      if (cairn_layout_get_first_child (p->layout, v->item) != CAIRN_NO_ITEM)
        {
          if (fans)
            continue;
          g_autofree char *label = g_strdup_printf ("(+%s)", count);
          const Spot spots[] = {
            { v->x + p->r * 1.2 + 2, v->y, 0, TRUE },
            { v->x + p->r * 1.2 + 2, v->y + p->r + 0.5 - p->gap - p->font * 0.5, 0, TRUE },
            { v->x + p->r * 1.2 + 2, v->y - p->r - p->font * 0.6, 0, TRUE },
          };

          cairn_set_rgb (cr, &p->pal->muted);
          if (!place_text (p, text, label, spots, G_N_ELEMENTS (spots)))
            p->dropped++;
          continue;
        }
      top = v->y + below;
      /* First the fans, which words keep clear of; then their counts. */
      if (!fans)
        goto count;
      take_mark (p, v->x - fan_w, top, v->x + fan_w, top + fan_h);
      cairo_move_to (cr, v->x, top);
      cairo_line_to (cr, v->x - fan_w, top + fan_h);
      cairo_line_to (cr, v->x + fan_w, top + fan_h);
      cairo_close_path (cr);
      cairn_set_rgba (cr, &p->pal->muted, 0.25);
      cairo_fill_preserve (cr);
      cairn_set_rgb (cr, &p->pal->muted);
      cairo_set_line_width (cr, MAX (1.0, p->line));
      cairn_set_dash (cr, dash, G_N_ELEMENTS (dash), MAX (1.0, p->line * 1.5));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
      continue;
count:
      {
        g_autofree char *label = g_strdup_printf ("+%s", count);
        double r = p->lod >= LOD_VALUES ? MAX (4.0, p->font * 0.4) : 4.0;
        guint n = !!(flags & CAIRN_STUB_PROBE) + !!(flags & CAIRN_STUB_PRUNE) + !!(flags & STUB_DECISIVE);
        Spot spot = { v->x, top + fan_h + 1, 0.5, FALSE };
        gboolean placed;
        int h;

        cairn_set_rgb (cr, &p->pal->ink);
        pango_layout_set_text (text, label, -1);
        pango_layout_get_pixel_size (text, NULL, &h);
        /* Under its fan; where the neighbour's count takes the room, a
         * line lower, so that close fans alternate rather than lose
         * every other count. */
        placed = place_text (p, text, label, &spot, 1);
        if (!placed)
          {
            spot.y += h + p->gap;
            placed = place_text (p, text, label, &spot, 1);
          }
        /* The marks of what the stub holds go under its count, or not at
         * all when they would cover a word. */
        if (!placed)
          p->dropped++;
        else if (flags && cairn_placer_take (p->placer, v->x - n * 1.2 * r - 1, spot.y + h,
                                             v->x + n * 1.2 * r + 1, spot.y + h + 2 * r + 2))
          paint_stub_marks (p, flags, v->x, spot.y + h);
      }
    }
}

/* The words (value, and the move that led there) of @item and, for a
 * subtree drawn as its silhouette, of the nodes under it. */
static guint
words_of (const Paint *p,
          guint32      item,
          gboolean     subtree)
{
  const CairnNode *node;
  guint n;

  if (is_ghost (p, item))
    return 0;
  node = cairn_tree_get (p->tree, item);
  n = 1 + (node->parent != CAIRN_NO_NODE && node->move != CAIRN_NO_MOVE);
  if (subtree)
    for (guint32 c = cairn_layout_get_first_child (p->layout, item); c != CAIRN_NO_ITEM;
         c = cairn_layout_get_next_sibling (p->layout, c))
      n += words_of (p, c, TRUE);
  return n;
}

/* A figure asked for words on its nodes, drawn too small to carry any:
 * all of them are left out, and counted, so the caption can say so. */
static guint
words_too_small (const Paint *p)
{
  guint n = 0;

  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);

      if (v->kind != VIS_EDGE_ONLY)
        n += words_of (p, v->item, v->kind == VIS_SILHOUETTE);
    }
  return n;
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
      p->board = (chequered (p->game) ? 0.72 : 0.6) * s;
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
  if (game != NULL && chequered (game))
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
  return (game != NULL && chequered (game) ? 0.72 : 0.6) * scale + label_size * 4.8;
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
      p.small_text = cairn_text_layout (cr, small_size (&p), FALSE);
    }
  else
    p.small_text = cairn_text_layout (cr, 9, FALSE);

  p.texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, cached_text_free);
  p.small_texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, cached_text_free);
  collect (&p, 0);
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
    take_marks (&p);
  paint_bands (&p);
  paint_silhouettes (&p);
  paint_edges (&p);
  paint_pv (&p);
  paint_probe_marks (&p);
  paint_nodes (&p);
  paint_pvs_arrows (&p);
  if (has_decisive (options))
    paint_decisive (&p);
  if (options->hidden || cairn_layout_get_focus (layout) != CAIRN_NO_NODE)
    paint_collapsed (&p, TRUE);
  if (options->labels && p.lod < LOD_VALUES)
    p.dropped += words_too_small (&p);
  else if (options->labels)
    paint_labels (&p);
  else if (p.lod == LOD_BOARDS)
    paint_board_moves (&p);
  cairn_set_rgb (cr, &p.pal->muted);
  for (guint i = 0; i < p.windows->len; i++)
    {
      const Window *w = &g_array_index (p.windows, Window, i);

      show_cached (&p, TRUE, w->text, w->x, w->y);
    }
  if (options->hidden || cairn_layout_get_focus (layout) != CAIRN_NO_NODE)
    paint_collapsed (&p, FALSE);
  paint_probe_labels (&p);
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
cairn_painter_node_marks (const CairnTree         *tree,
                          const CairnLayout       *layout,
                          const CairnPaintOptions *options)
{
  Paint p = { 0 };
  guint32 marks = 0, n_nodes;

  g_return_val_if_fail (tree != NULL && layout != NULL && options != NULL, 0);

  p.tree = tree;
  p.layout = layout;
  p.o = options;
  p.pal = cairn_theme_palette (options->theme);
  p.event = options->at_event;
  n_nodes = cairn_layout_get_n_nodes (layout);

  for (guint32 i = 0; i < n_nodes; i++)
    {
      const CairnNode *node = cairn_tree_get (tree, i);
      gboolean max = cairn_node_is_max (node);
      NodeLook look;

      if (!cairn_layout_item_shown (layout, i))
        continue;
      node_look (&p, i, &look);
      if (look.plus)
        marks |= CAIRN_MARK_EXTENDED;
      if (pvs_re_search (&p, i) != CAIRN_NO_NODE)
        marks |= CAIRN_MARK_PVS;
      if (look.shape == SHAPE_DIAMOND)
        {
          marks |= CAIRN_MARK_PROBE;
          if (look.fill != NULL)
            marks |= cairn_node_is_max (cairn_tree_get (tree, node->parent))
                     ? CAIRN_MARK_PROBE_HIGH : CAIRN_MARK_PROBE_LOW;
        }
      else if (look.small)
        marks |= CAIRN_MARK_Q_NODE;
      else if (look.table)
        marks |= CAIRN_MARK_TT_CUTOFF;
      else if (look.rule_draw)
        marks |= CAIRN_MARK_RULE_DRAW;
      else if (look.open || node->end == CAIRN_END_OPEN)
        marks |= max ? CAIRN_MARK_MAX : CAIRN_MARK_MIN;
      else if (node->end == CAIRN_END_HEURISTIC)
        marks |= max ? CAIRN_MARK_HORIZON_MAX : CAIRN_MARK_HORIZON_MIN;
      else if (node->end == CAIRN_END_TERMINAL)
        marks |= max ? CAIRN_MARK_TERMINAL_MAX : CAIRN_MARK_TERMINAL_MIN;
      else
        marks |= max ? CAIRN_MARK_MAX : CAIRN_MARK_MIN;
      if (look.bars == 1)
        marks |= max ? CAIRN_MARK_CUTOFF_MAX : CAIRN_MARK_CUTOFF_MIN;
      else if (look.bars == 2)
        marks |= max ? CAIRN_MARK_PRUNE_MAX : CAIRN_MARK_PRUNE_MIN;
      if (look.rings == 1)
        marks |= CAIRN_MARK_VERIFY;
      else if (look.rings == 2)
        marks |= CAIRN_MARK_RE_SEARCH;
      if (node->flags & CAIRN_NODE_FLAG_IN_REDUCED)
        marks |= CAIRN_MARK_REDUCED;
      if (options->hidden && i < options->n_hidden && options->hidden[i] > 0)
        marks |= CAIRN_MARK_COLLAPSED;
      else if (cairn_layout_get_stub (layout, i, NULL, NULL))
        marks |= CAIRN_MARK_STUB;
      if (finished (&p, node))
        switch (cairn_node_bound (node))
          {
          case CAIRN_BOUND_LOWER:
            marks |= CAIRN_MARK_BOUND_LOWER;
            break;
          case CAIRN_BOUND_UPPER:
            marks |= CAIRN_MARK_BOUND_UPPER;
            break;
          case CAIRN_BOUND_EXACT:
          default:
            break;
          }
    }
  return marks;
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
