/* cairn-painter-labels.c — the painter's words: text layout and
 * placement clear of every mark, values, moves, crowded leaves turned
 * upright, and the counts of collapsed and cut subtrees.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cairn-event-text.h"
#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-painter.h"
#include "cairn-painter-private.h"

/* Draws @text at the first of @spots where it is clear of every word and
 * mark drawn so far, inside the viewport; FALSE (and nothing drawn) when
 * none is. */
gboolean
painter_place_text (Paint       *p,
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

typedef struct {
  PangoLayout *layout;
  int          width, height;
} CachedText;

void
painter_cached_text_free (gpointer data)
{
  CachedText *t = data;

  g_object_unref (t->layout);
  g_free (t);
}

/* Values and windows repeat a lot: each distinct text is laid out once
 * per frame, in each of the two sizes.  Centred on @x, its top at @y,
 * where the room is free (FALSE: not drawn). */
gboolean
painter_show_cached (Paint       *p,
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
  p->shown[0] = x;
  p->shown[1] = y;
  p->shown[2] = x + t->width;
  p->shown[3] = y + t->height;
  return TRUE;
}

/* A node's value centred under it, its top at @y (the node @y − r − 1
 * above): at full size, else smaller, else without the space after a
 * bound's sign ("≤9"), else (on screen) beside the node; FALSE when none
 * of these finds room. */
gboolean
painter_place_value (Paint      *p,
                     const char *value,
                     double      x,
                     double      y)
{
  const char *space = strchr (value, ' ');
  g_autofree char *compact = NULL;

  if (painter_show_cached (p, FALSE, value, x, y) || painter_show_cached (p, TRUE, value, x, y))
    return TRUE;
  compact = space ? g_strdup_printf ("%.*s%s", (int) (space - value), value, space + 1) : g_strdup (value);
  if (painter_show_cached (p, TRUE, compact, x, y))
    return TRUE;
  /* A figure puts moves beside its nodes: a value there would read as
   * one.  A long value ("White mates, ply 3") takes two lines instead,
   * to stay under its own node. */
  if (p->o->labels)
    {
      const char *comma = strstr (value, ", ");
      g_autofree char *two = comma ? g_strdup_printf ("%.*s,\n%s", (int) (comma - value), value, comma + 2) : NULL;

      return two != NULL && painter_show_cached (p, TRUE, two, x, y);
    }
  {
    /* Beside the node, right or left of it. */
    double mid = y - (p->r + 1), side = p->r * 1.1 + 2;
    const Spot spots[] = {
      { x + side, mid, 0, TRUE },
      { x - side, mid, 1, TRUE },
    };

    return painter_place_text (p, p->small_text, compact, spots, G_N_ELEMENTS (spots));
  }
}

/* A move's name on a pill of the background colour, so an edge running
 * under it never hides it: centred over the board (@x, @y its top
 * centre, @side wide), or else beside its top right corner. */
gboolean
painter_paint_move_label (Paint      *p,
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

/* The value a figure writes under a node: "…" while it is open. */
static void
label_value (Paint           *p,
             const CairnNode *node,
             char            *value,
             gsize            size)
{
  if (painter_finished (p, node))
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

  return v->kind == VIS_NODE && !painter_is_ghost (p, v->item) &&
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
double
painter_small_size_for (double font,
                        double small_label_size)
{
  return MAX (font * 0.85, MIN (font, small_label_size));
}

double
painter_small_size (const Paint *p)
{
  return painter_small_size_for (p->font, p->o->small_label_size);
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
  double gap = p->font * 0.4, slack = p->o->labels ? 0.5 : 0, k;

  pango_layout_set_text (p->text, value, -1);
  pango_layout_get_pixel_size (p->text, &vw, &vh);
  pango_layout_set_text (move_text, move, -1);
  pango_layout_get_pixel_size (move_text, &mw, NULL);
  /* Neighbours closer than a line of text: smaller words, down to 8
   * units, still read on a slide and on paper, rather than words over
   * each other; the gap between two columns shrinks with their words.
   * A figure keeps half a pixel spare: columns that exactly fill the
   * room lost every other one to rounding (the pitfall slide's leaves
   * stand 17.2 px apart, a 12 px column and its gap 17.2 px). */
  k = CLAMP (MIN ((p->s - 2.0) / vh, (p->s - slack) / (vh + 0.25 * p->font)), MIN (1.0, least_label (p) / p->font), 1.0);
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

/* A move beside the edge into its node (@x, @y), where the room by the
 * node is taken (a fan of edges runs past it): at points from near the
 * node up the edge (not past its upper part, nearer other nodes' edges
 * than its own), first on the side away from the parent's other
 * children, just clear of the line, so it reads as that edge's.  Not for
 * a probe's bent edge. */
static gboolean
place_along_edge (Paint       *p,
                  PangoLayout *layout,
                  const char  *move,
                  guint32      item,
                  double       x,
                  double       y)
{
  /* From the node up the edge, in lines of text: close enough to read as
   * the node's, on a long flat edge as on a short steep one. */
  static const double back[] = { 1.0, 1.6, 2.3, 3.2, 4.5 };
  const CairnLayoutItem *it = cairn_layout_get_item (p->layout, item);
  const CairnLayoutItem *parent;
  double px, py, dx, dy, len, nx, ny, off;
  int w, h;

  if (it->parent_item == CAIRN_NO_ITEM)
    return FALSE;
  parent = cairn_layout_get_item (p->layout, it->parent_item);
  if (it->y - parent->y > 1.5)
    return FALSE;
  painter_to_device (p, parent->x, parent->y, &px, &py);
  py += p->bottom;
  dx = x - px;
  dy = (y - p->top) - py;
  len = hypot (dx, dy);
  if (len < 1)
    return FALSE;
  /* The normal pointing away from the parent's column (left of a child
   * left of it), then the other side. */
  nx = -dy / len;
  ny = dx / len;
  if ((dx < 0) != (nx < 0))
    {
      nx = -nx;
      ny = -ny;
    }
  pango_layout_set_text (layout, move, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  /* Half the box's extent across the line, and the gap an edge keeps. */
  off = (w * fabs (nx) + h * fabs (ny)) / 2 + p->clearance + p->gap;
  for (guint side = 0; side < 2; side++)
    for (guint k = 0; k < G_N_ELEMENTS (back); k++)
      {
        double sign = side == 0 ? 1 : -1, t = 1 - back[k] * h / len;
        const Spot spot = { px + t * dx + sign * nx * off, py + t * dy + sign * ny * off, 0.5, TRUE };

        if (t < 0.3)
          break;

        if (painter_place_text (p, layout, move, &spot, 1))
          return TRUE;
      }
  return FALSE;
}

/* A move beside its node's value (@box: x0, y0, x1, y1), left or right
 * of it, a gap away; twice as far from any other word, so that it
 * reads as this value's neighbour and not the next one's. */
static gboolean
place_beside_value (Paint       *p,
                    PangoLayout *layout,
                    const char  *move,
                    const double box[4])
{
  PangoRectangle logical;
  double mid = (box[1] + box[3]) / 2;

  pango_layout_set_text (layout, move, -1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  for (guint side = 0; side < 2; side++)
    {
      /* The word's box, and the room kept clear beyond it. */
      double x0 = side == 0 ? box[0] - p->gap - logical.width : box[2] + p->gap;
      double y0 = mid - logical.height / 2.0 + logical.y;

      if (cairn_placer_take (p->placer, x0 - (side == 0 ? p->gap : 0) + logical.x, y0,
                             x0 + logical.x + logical.width + (side == 1 ? p->gap : 0), y0 + logical.height))
        {
          cairn_show_text (p->cr, layout, move, x0, mid, 0, TRUE);
          return TRUE;
        }
    }
  return FALSE;
}

/* A figure's words on its nodes: the value under each node and the move
 * that led to it, left of it, else right of it or above, never on an
 * edge, else (edges crowding the node) beside its value.  A row of
 * leaves (one ply) where any leaf's words are wider than the room
 * between leaves has all its leaves' words turned upright under them,
 * so a row does not mix the two.  Values come first; words that
 * find no free room are left out and counted. */
void
painter_paint_labels (Paint *p)
{
  cairo_t *cr = p->cr;
  g_autoptr (PangoLayout) move_text = NULL;
  g_autofree guint8 *crowded = NULL;
  g_autoptr (GHashTable) crowded_rows = NULL;
  g_autofree gboolean *first = NULL;
  g_autofree double *value_box = NULL;
  gboolean bare;
  double k;
  int vh, move_h;

  if (p->lod < LOD_VALUES)
    return;
  if (p->lod == LOD_BOARDS)
    {
      painter_paint_board_moves (p);
      return;
    }
  move_text = cairn_text_layout (cr, painter_small_size (p), TRUE);
  pango_layout_set_text (move_text, "0", -1);
  pango_layout_get_pixel_size (move_text, NULL, &move_h);
  crowded = g_new0 (guint8, p->vis->len);
  /* Where each node's value went across (x0, y0, x1, y1; none: zeros). */
  value_box = g_new0 (double, 4 * p->vis->len);
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
  if (painter_has_decisive (p->o))
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

          if (v->kind != VIS_NODE || painter_is_ghost (p, v->item) || (first && first[i] != (round == 0)))
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
              if (painter_place_value (p, value, v->x, painter_value_top (p, v->item, v->y)))
                memcpy (&value_box[4 * i], p->shown, sizeof p->shown);
              else
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
              if (drawn == 0 && vw + p->gap <= p->s && painter_place_value (p, value, v->x, painter_value_top (p, v->item, v->y)))
                drawn = 1;
              p->dropped += 1 + (move != NULL) - drawn;
            }
          else if (pass == 2 && !crowded[i] && move)
            {
              double left = v->x - p->r * 1.1 - 2, right = v->x + p->r * 1.1 + 2;
              /* Low beside the node, the gap over its value: edges come
               * in at the node's top and leave under its value.  A
               * figure measures its move's line (a bold line is taller
               * than the font's size: the window's estimate left the
               * move a pixel into the value's gap, so it never fit). */
              double low = p->o->labels ? painter_value_top (p, v->item, v->y) - p->gap - move_h / 2.0 - 0.5
                                        : v->y + p->r + 0.5 - p->gap - p->font * 0.5;
              const Spot spots[] = {
                { left, low, 1, TRUE },
                { right, low, 0, TRUE },
                { left, v->y, 1, TRUE },
                { right, v->y, 0, TRUE },
                { left, v->y - p->r - p->font * 0.6, 1, TRUE },
                { right, v->y - p->r - p->font * 0.6, 0, TRUE },
              };

              cairn_set_rgb (cr, &p->pal->muted);
              if (painter_place_text (p, move_text, move, spots, G_N_ELEMENTS (spots)) ||
                  place_along_edge (p, move_text, move, v->item, v->x, v->y))
                continue;
              /* Where edges (a wide fan's, the star) leave no room by the
               * node: beside its value, as it was drawn, left or right, the
               * one word there in the move's grey and bold. */
              if (value_box[4 * i + 2] > value_box[4 * i] && place_beside_value (p, move_text, move, &value_box[4 * i]))
                continue;
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
  if (painter_is_ghost (p, item))
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

void
painter_paint_collapsed (Paint    *p,
                         gboolean  fans)
{
  cairo_t *cr = p->cr;
  double below = p->lod >= LOD_VALUES ? p->bottom + p->font * 0.4 : p->r + 2;
  double fan_h = MAX (6.0, MIN (p->level * 0.3, 3 * p->r + 6));
  double fan_w = MAX (4.0, MIN (p->s * 0.4, fan_h));
  g_autoptr (PangoLayout) text = cairn_text_layout (cr, p->lod >= LOD_VALUES ? painter_small_size (p) : 9, FALSE);

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
          /* Right of the node's shape; a figure's board, right of its
           * frame (the window keeps its spots, inside the board). */
          double right = p->lod == LOD_BOARDS && p->o->labels
                         ? p->board / 2 + 2 * MAX (1.0, p->board * 0.03) + p->gap : p->r * 1.2 + 2;
          const Spot spots[] = {
            { v->x + right, v->y, 0, TRUE },
            { v->x + right, v->y + p->r + 0.5 - p->gap - p->font * 0.5, 0, TRUE },
            { v->x + right, v->y - p->r - p->font * 0.6, 0, TRUE },
          };

          cairn_set_rgb (cr, &p->pal->muted);
          if (!painter_place_text (p, text, label, spots, G_N_ELEMENTS (spots)))
            p->dropped++;
          continue;
        }
      top = v->y + below;
      /* First the fans, which words keep clear of; then their counts. */
      if (!fans)
        goto count;
      painter_take_mark (p, v->x - fan_w, top, v->x + fan_w, top + fan_h);
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
        placed = painter_place_text (p, text, label, &spot, 1);
        if (!placed)
          {
            spot.y += h + p->gap;
            placed = painter_place_text (p, text, label, &spot, 1);
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

  if (painter_is_ghost (p, item))
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
guint
painter_words_too_small (const Paint *p)
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

/* Whether @item is one of the named moves of a folded ghost group: a
 * figure folds a dense group after its first few moves and names those
 * under their ghosts, so the reader sees which moves were skipped where. */
static gboolean
named_ghost (const Paint *p,
             guint32      item)
{
  if (!p->o->labels || cairn_layout_get_item (p->layout, item)->folded > 0)
    return FALSE;
  for (guint32 s = item; s != CAIRN_NO_ITEM; s = cairn_layout_get_next_sibling (p->layout, s))
    if (cairn_layout_get_item (p->layout, s)->folded > 0)
      return TRUE;
  return FALSE;
}

char *
painter_fold_word (const CairnTree       *tree,
                   const CairnLayoutItem *fold)
{
  g_autofree char *count = cairn_format_count (fold->folded);

  /* Translators: a figure's fold of moves a null-move prune skipped,
   * e.g. "+16 pruned". */
  return g_strdup_printf (cairn_tree_get (tree, fold->node)->end == CAIRN_END_NULL_PRUNED ? _("+%s pruned")
                          /* Translators: the same for moves an alpha-beta cutoff skipped. */
                                                                                       : _("+%s not searched"),
                          count);
}

/* A ghost's word: its move's name, or a fold's count ("+8 pruned"). */
static char *
ghost_word (const Paint *p,
            guint32      item)
{
  const CairnLayoutItem *it = cairn_layout_get_item (p->layout, item);
  const CairnNode *parent = cairn_tree_get (p->tree, it->node);
  CairnBoard board;

  if (it->folded > 0)
    return painter_fold_word (p->tree, it);
  if (!named_ghost (p, item))
    return NULL;
  if (p->game->numbered_moves)
    return g_strdup_printf ("%d", (int) it->ghost_move);
  cairn_tree_node_board (p->tree, it->node, &board);
  return p->game->move_to_text (&board, cairn_node_side (parent), it->ghost_move);
}

void
painter_paint_ghost_words (Paint *p)
{
  g_autoptr (PangoLayout) text = NULL;
  int h;

  if (p->lod < LOD_SHAPES)
    return;
  text = cairn_text_layout (p->cr, p->lod >= LOD_VALUES ? painter_small_size (p) : 9, TRUE);
  pango_layout_set_text (text, "Ag", -1);
  pango_layout_get_pixel_size (text, NULL, &h);
  for (guint i = 0; i < p->vis->len; i++)
    {
      const Visible *v = &g_array_index (p->vis, Visible, i);
      g_autofree char *word = NULL;
      double half, top;

      if (v->kind != VIS_NODE || !painter_is_ghost (p, v->item) || (word = ghost_word (p, v->item)) == NULL)
        continue;
      /* Half the ghost's height: its board's, or its mark's. */
      half = p->lod == LOD_BOARDS ? p->s * 0.18 + MAX (1.0, p->s * 0.018) : painter_ghost_half (p, v->item) + 1;
      top = v->y + half + p->gap;
      {
        /* Under the ghost; where a neighbour's word takes the room, a line
         * or two lower, so that close ghosts stagger their names rather
         * than lose every other one; else beside it, right or left. */
        const Spot spots[] = {
          { v->x, top, 0.5, FALSE },
          { v->x, top + h + p->gap, 0.5, FALSE },
          { v->x, top + 2 * (h + p->gap), 0.5, FALSE },
          { v->x + half + p->gap, v->y, 0, TRUE },
          { v->x - half - p->gap, v->y, 1, TRUE },
        };

        cairn_set_rgb (p->cr, cairn_layout_get_item (p->layout, v->item)->folded > 0 ? &p->pal->ink : &p->pal->muted);
        if (!painter_place_text (p, text, word, spots, G_N_ELEMENTS (spots)))
          p->dropped++;
      }
    }
}
