/* test-painter.c — the painter on image surfaces, checked pixel by pixel.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-games.h"
#include "cairn-painter.h"
#include "cairn-painter-private.h"
#include "draw-test-util.h"
#include "test-util.h"

typedef DrawTree Fixture;

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Fixture, draw_tree_tear_down)

static gboolean
near_colour (guint32         p,
             const CairnRgb *c,
             int             tolerance)
{
  int r = (int) (p >> 16 & 0xff), g = (int) (p >> 8 & 0xff), b = (int) (p & 0xff);

  return abs (r - (int) round (c->r * 255)) <= tolerance &&
         abs (g - (int) round (c->g * 255)) <= tolerance &&
         abs (b - (int) round (c->b * 255)) <= tolerance;
}

/* How many pixels of colour @c lie within @radius of (x, y). */
static guint
count_colour (cairo_surface_t *s,
              double           x,
              double           y,
              double           radius,
              const CairnRgb  *c)
{
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  guint n = 0;

  cairo_surface_flush (s);
  for (int py = MAX (0, (int) (y - radius)); py <= MIN (h - 1, (int) (y + radius)); py++)
    for (int px = MAX (0, (int) (x - radius)); px <= MIN (w - 1, (int) (x + radius)); px++)
      if (near_colour (draw_pixel (s, px, py), c, 40))
        n++;
  return n;
}

/* Pixels within @radius of (x, y) clearly tinted blue (or orange, red):
 * thin lines blend
 * with the background, so their exact colour is not expected. */
static guint
count_tinted (cairo_surface_t *s,
              double           x,
              double           y,
              double           radius,
              gboolean         blue)
{
  guint n = 0;

  cairo_surface_flush (s);
  for (int py = (int) (y - radius); py <= (int) (y + radius); py++)
    for (int px = (int) (x - radius); px <= (int) (x + radius); px++)
      {
        guint32 p = draw_pixel (s, px, py);

        int red = (int) (p >> 16 & 0xff), b = (int) (p & 0xff);

        if ((blue ? b - red : red - b) > 50)
          n++;
      }
  return n;
}

/* Paints @f so that @node sits in the middle of a 400 × 300 surface. */
static cairo_surface_t *
paint_around (Fixture  *f,
              guint32   item,
              double    scale,
              double   *x,
              double   *y)
{
  cairo_surface_t *s = draw_sentinel_surface (400, 300);
  cairo_t *cr = cairo_create (s);
  const CairnLayoutItem *it = cairn_layout_get_item (f->layout, item);
  CairnPaintOptions o;

  cairn_paint_options_init (&o, CAIRN_THEME_PRINT);
  o.scale = scale;
  o.offset_x = 200 - scale * it->x;
  o.offset_y = 150 - cairn_painter_level_height (&o) * it->y;
  o.viewport = (CairnRect) { 0, 0, 400, 300 };
  cairn_painter_paint (cr, f->tree, f->layout, &o);
  cairo_destroy (cr);
  cairn_painter_item_position (f->layout, &o, item, x, y);
  g_assert_cmpfloat (fabs (*x - 200), <, 1e-6);
  g_assert_cmpfloat (fabs (*y - 150), <, 1e-6);
  return s;
}

static void
test_painter_null_probe (void)
{
  g_auto (Fixture) f = { 0 };
  const CairnPalette *pal = cairn_theme_palette (CAIRN_THEME_PRINT);
  guint high = 0, low = 0;

  draw_tree_set_up (&f, CAIRN_MODE_NULL, 3, 1, NULL, NULL);
  for (guint32 i = 0; i < f.tree->n_nodes && (high < 3 || low < 3); i++)
    {
      const CairnNode *node = cairn_tree_get (f.tree, i);
      cairo_surface_t *s;
      double x, y;

      if (node->kind != CAIRN_NODE_NULL_PROBE)
        continue;
      s = paint_around (&f, i, 30, &x, &y);
      /* A diamond outlined in the probe's blue; filled when it failed high. */
      g_assert_cmpuint (count_colour (s, x, y, 9, &pal->probe), >, 20);
      if (node->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH)
        {
          g_assert_true (near_colour (draw_pixel (s, (int) x, (int) y), &pal->probe, 40));
          high++;
        }
      else
        {
          g_assert_true (near_colour (draw_pixel (s, (int) x, (int) y), &pal->background, 10));
          low++;
        }
      /* The edge in: blue dashes on the probe's column above it. */
      g_assert_cmpuint (count_tinted (s, x, y - 30, 6, TRUE), >, 0);
      cairo_surface_destroy (s);
    }
  g_assert_cmpuint (high, >, 0);
  g_assert_cmpuint (low, >, 0);
}

/* Pixels within @radius of (x, y) tinted like the prunes' wine (red and
 * blue over green) or the cutoffs' orange (red and green over blue):
 * thin dashes blend with the background, so not their exact colour. */
static guint
count_hue (cairo_surface_t *s,
           double           x,
           double           y,
           double           radius,
           gboolean         wine)
{
  guint n = 0;

  cairo_surface_flush (s);
  for (int py = (int) (y - radius); py <= (int) (y + radius); py++)
    for (int px = (int) (x - radius); px <= (int) (x + radius); px++)
      {
        guint32 p = draw_pixel (s, px, py);
        int r = (int) (p >> 16 & 0xff), g = (int) (p >> 8 & 0xff), b = (int) (p & 0xff);

        if (wine ? r - g > 25 && b - g > 10 : r - b > 50 && g - b > 25)
          n++;
      }
  return n;
}

/* Cutoff ghosts are orange dotted circles, prune ghosts wine dashed
 * squares: each in its own colour and never in the other's, and the two
 * colours apart in lightness too, so that a greyscale print and readers
 * with red-green colour blindness still tell them apart. */
static void
test_painter_ghosts (void)
{
  g_auto (Fixture) f = { 0 };
  const CairnPalette *pal = cairn_theme_palette (CAIRN_THEME_PRINT);
  guint cutoffs = 0, prunes = 0;
  double luma_cutoff = 0.299 * pal->cutoff.r + 0.587 * pal->cutoff.g + 0.114 * pal->cutoff.b;
  double luma_prune = 0.299 * pal->prune.r + 0.587 * pal->prune.g + 0.114 * pal->prune.b;

  g_assert_cmpfloat (luma_cutoff - luma_prune, >, 0.3);
  /* Blue against red: the axis red-green colour blindness keeps. */
  g_assert_cmpfloat (pal->prune.b - pal->prune.g, >, 0.15);
  g_assert_cmpfloat (pal->cutoff.g - pal->cutoff.b, >, 0.5);

  draw_tree_set_up (&f, CAIRN_MODE_NULL, 3, 1, NULL, NULL);
  for (guint32 i = cairn_layout_get_n_nodes (f.layout); i < cairn_layout_get_n_items (f.layout); i++)
    {
      const CairnLayoutItem *it = cairn_layout_get_item (f.layout, i);
      CairnNodeEnd end = cairn_tree_get (f.tree, it->node)->end;
      cairo_surface_t *s;
      double x, y;

      if ((end == CAIRN_END_CUTOFF && cutoffs >= 3) || (end == CAIRN_END_NULL_PRUNED && prunes >= 3))
        continue;
      s = paint_around (&f, i, 30, &x, &y);
      if (end == CAIRN_END_CUTOFF)
        {
          g_assert_cmpuint (count_hue (s, x, y, 7, FALSE), >, 3);
          g_assert_cmpuint (count_hue (s, x, y, 7, TRUE), ==, 0);
          cutoffs++;
        }
      else
        {
          g_assert_cmpint (end, ==, CAIRN_END_NULL_PRUNED);
          g_assert_cmpuint (count_hue (s, x, y, 7, TRUE), >, 3);
          g_assert_cmpuint (count_hue (s, x, y, 7, FALSE), ==, 0);
          prunes++;
        }
      cairo_surface_destroy (s);
    }
  g_assert_cmpuint (cutoffs, ==, 3);
  g_assert_cmpuint (prunes, ==, 3);
}

/* Every level of detail, theme and decoration paints inside the viewport
 * and nothing outside it. */
static void
test_painter_viewport (void)
{
  g_auto (Fixture) f = { 0 };
  const double scales[] = { 0.05, 0.6, 3, 8, 30, 60, 80, 140 };
  const CairnRect vp = { 37, 29, 311, 203 };
  guint32 line[] = { 0, 1, 3 };

  draw_tree_set_up (&f, CAIRN_MODE_VERIFIED, 5, 2, NULL, NULL);
  for (guint t = CAIRN_THEME_LIGHT; t <= CAIRN_THEME_PRINT; t++)
    for (guint k = 0; k < G_N_ELEMENTS (scales); k++)
      for (guint at = 0; at < 2; at++)
        {
          cairo_surface_t *s = draw_sentinel_surface (360, 240);
          cairo_t *cr = cairo_create (s);
          CairnPaintOptions o;
          guint inside = 0;

          cairn_paint_options_init (&o, (CairnTheme) t);
          o.scale = scales[k];
          o.offset_x = 170 - scales[k] * cairn_layout_get_item (f.layout, 2)->x;
          o.offset_y = 40;
          o.viewport = vp;
          o.at_event = at ? 400 : CAIRN_ALL_EVENTS;
          o.current_node = 5;
          o.selected_node = 7;
          o.highlight = line;
          o.n_highlight = G_N_ELEMENTS (line);
          cairn_painter_paint (cr, f.tree, f.layout, &o);
          g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
          cairo_destroy (cr);
          cairo_surface_flush (s);

          for (int y = 0; y < 240; y++)
            for (int x = 0; x < 360; x++)
              {
                gboolean in = x >= vp.x0 && x < vp.x1 && y >= vp.y0 && y < vp.y1;

                if (!in)
                  g_assert_cmphex (draw_pixel (s, x, y), ==, DRAW_SENTINEL);
                else if (draw_pixel (s, x, y) != DRAW_SENTINEL)
                  inside++;
              }
          g_assert_cmpuint (inside, ==, (guint) ((vp.x1 - vp.x0) * (vp.y1 - vp.y0)));
          cairo_surface_destroy (s);
        }
}

/* Max nodes point up (base corners low), min nodes down (corners high). */
static void
test_painter_max_min (void)
{
  g_auto (Fixture) f = { 0 };
  const CairnPalette *pal = cairn_theme_palette (CAIRN_THEME_PRINT);
  const double scale = 20, r = 0.3 * scale;
  guint32 min_node = 1, max_leaf = 2;

  draw_tree_set_up (&f, CAIRN_MODE_PLAIN, 2, 1, NULL, NULL);
  g_assert_false (cairn_node_is_max (cairn_tree_get (f.tree, min_node)));
  g_assert_true (cairn_node_is_max (cairn_tree_get (f.tree, max_leaf)));
  for (guint k = 0; k < 2; k++)
    {
      double x, y, high, low;
      cairo_surface_t *s = paint_around (&f, k ? max_leaf : min_node, scale, &x, &y);

      high = count_colour (s, x - 0.85 * r, y - 0.8 * r, 1, &pal->ink);
      low = count_colour (s, x - 0.85 * r, y + 0.8 * r, 1, &pal->ink);
      if (k)
        {
          g_assert_cmpuint (low, >, 0);
          g_assert_cmpuint (high, ==, 0);
        }
      else
        {
          g_assert_cmpuint (high, >, 0);
          g_assert_cmpuint (low, ==, 0);
        }
      cairo_surface_destroy (s);
    }
}

static void
test_painter_legend (void)
{
  for (CairnMode mode = 0; mode < CAIRN_N_MODES; mode++)
    for (guint flags = 0; flags < 2; flags++)
      {
        cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 400);
        cairo_t *cr = cairo_create (s);
        double w1, h1, w2, h2, w3, h3;

        cairn_painter_paint_legend_full (NULL, CAIRN_THEME_PRINT, mode, flags, 1100, 0, 0, &w1, &h1);
        cairn_painter_paint_legend_full (cr, CAIRN_THEME_PRINT, mode, flags, 1100, 10, 10, &w2, &h2);
        cairn_painter_paint_legend (cr, CAIRN_THEME_DARK, mode, 0, 0, &w3, &h3);
        g_assert_cmpfloat (w1, ==, w2);
        g_assert_cmpfloat (h1, ==, h2);
        g_assert_cmpfloat (w1, <=, 1100);
        g_assert_cmpfloat (h3, >=, h1);
        g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
        cairo_destroy (cr);
        cairo_surface_destroy (s);
      }
}

/* The Kazakh translation will need Cyrillic: the figure's font has it. */
static void
test_painter_cyrillic (void)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 40);
  cairo_t *cr = cairo_create (s);
  g_autoptr (PangoLayout) layout = cairn_text_layout (cr, 14, FALSE);

  pango_layout_set_text (layout, "Нөлдік жүріс: түйіндер", -1);
  g_assert_cmpint (pango_layout_get_unknown_glyphs_count (layout), ==, 0);
  cairn_show_text (cr, layout, "Нөлдік жүріс", 0, 0, 0, FALSE);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
}

static void
test_painter_theme_parse (void)
{
  g_autoptr (GError) error = NULL;
  CairnTheme theme;

  g_assert_true (cairn_theme_parse ("dark", &theme, NULL));
  g_assert_cmpint (theme, ==, CAIRN_THEME_DARK);
  g_assert_true (cairn_theme_parse ("Print", &theme, NULL));
  g_assert_cmpint (theme, ==, CAIRN_THEME_PRINT);
  g_assert_false (cairn_theme_parse ("sepia", &theme, &error));
  g_assert_error (error, CAIRN_PAINTER_ERROR, CAIRN_PAINTER_ERROR_THEME);
  g_assert_nonnull (strstr (error->message, "sepia"));
}

/* An engine-style search (SEARCH-RULES.md §4) of @fen, its iteration @iteration
 * (1-based; 0: the last) laid out in @f. */
static void
fixture_set_up_engine (Fixture    *f,
                       const char *fen,
                       CairnMode   mode,
                       guint       depth,
                       guint       parts,
                       guint       iteration)
{
  g_autoptr (GError) error = NULL;
  CairnSettings settings;
  CairnPosition position;

  if (!cairn_position_parse (fen, NULL, &position, &error))
    g_error ("%s: %s", fen, error->message);
  test_settings (mode, depth, 3, FALSE, &settings);
  settings.engine_parts = parts;
  f->search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (f->search);
  f->tree = iteration == 0 ? cairn_search_get_tree (f->search)
                           : cairn_search_get_iteration_tree (f->search, iteration - 1);
  f->layout = cairn_layout_new (f->tree, NULL);
}

/* The first node of @f's tree (from @from) whose end is @end (or, with
 * CAIRN_END_OPEN, any end) and whose engine flags hold @with and none
 * of @without; CAIRN_NO_NODE when none. */
static guint32
find_engine_node (const Fixture *f,
                  guint32        from,
                  CairnNodeEnd   end,
                  guint8         with,
                  guint8         without)
{
  for (guint32 i = from; i < f->tree->n_nodes; i++)
    {
      const CairnNode *n = cairn_tree_get (f->tree, i);
      guint8 flags = f->tree->engine[i].flags;

      if (n->kind == CAIRN_NODE_NULL_PROBE || (end != CAIRN_END_OPEN && n->end != end) ||
          (flags & with) != with || (flags & without) != 0)
        continue;
      return i;
    }
  return CAIRN_NO_NODE;
}

/* count_colour () within @tolerance: the nodes' light grey is within
 * 40 of the print theme's white. */
static guint
count_close (cairo_surface_t *s,
             double           x,
             double           y,
             double           radius,
             const CairnRgb  *c,
             int              tolerance)
{
  guint n = 0;

  cairo_surface_flush (s);
  /* Only the surface's own pixels: a square near an edge is cut. */
  for (int py = MAX ((int) (y - radius), 0);
       py <= MIN ((int) (y + radius), cairo_image_surface_get_height (s) - 1); py++)
    for (int px = MAX ((int) (x - radius), 0);
         px <= MIN ((int) (x + radius), cairo_image_surface_get_width (s) - 1); px++)
      if (near_colour (draw_pixel (s, px, py), c, tolerance))
        n++;
  return n;
}

/* The engine style's marks, pixel by draw_pixel (scale 40: shapes with
 * values, r = 9.6): a q-node is a smaller triangle than a node, a table
 * cutoff is filled olive with the table's grid under it, an extended
 * node has a plus at its left that a node without has not, a draw by
 * the rules is green with "=" across it, a PVS try searched again has an
 * indigo arrow to its re-search. */
static void
test_painter_engine_marks (void)
{
  const CairnPalette *pal = cairn_theme_palette (CAIRN_THEME_PRINT);
  const double scale = 40, r = 9.6, q_r = r * CAIRN_Q_NODE_SCALE;
  g_auto (Fixture) f = { 0 };
  g_auto (Fixture) pvs = { 0 };
  g_auto (Fixture) fifty = { 0 };
  guint32 q, node, table, extended, plain_node, draw, try_node;
  cairo_surface_t *s;
  double x, y;
  guint q_fill, node_fill, without, with;

  fixture_set_up_engine (&f, "4k3/8/8/3q4/8/8/3Q4/4K3 w - - 0 1", CAIRN_MODE_NULL, 2, CAIRN_ENGINE_PARTS_ALL, 0);

  /* A q-node that searched captures, and a main-search node, both with
   * their moves searched to the end: the same grey fill, a third of
   * the area. */
  q = find_engine_node (&f, 0, CAIRN_END_EXACT, CAIRN_NODE_ENGINE_QUIESCENCE, 0);
  node = find_engine_node (&f, 1, CAIRN_END_EXACT, 0, CAIRN_NODE_ENGINE_QUIESCENCE | CAIRN_NODE_ENGINE_EXTENDED);
  g_assert_cmpuint (q, !=, CAIRN_NO_NODE);
  g_assert_cmpuint (node, !=, CAIRN_NO_NODE);
  s = paint_around (&f, q, scale, &x, &y);
  q_fill = count_close (s, x, y, r, &pal->node_fill, 8);
  /* Nothing of it beyond its own small size. */
  g_assert_cmpuint (count_close (s, x, y + (q_r + r) / 2, 1, &pal->node_fill, 8), ==, 0);
  cairo_surface_destroy (s);
  s = paint_around (&f, node, scale, &x, &y);
  node_fill = count_close (s, x, y, r, &pal->node_fill, 8);
  cairo_surface_destroy (s);
  g_test_message ("q-node fill %u, node fill %u", q_fill, node_fill);
  g_assert_cmpuint (q_fill, >, 10);
  g_assert_cmpuint (q_fill * 2, <, node_fill);

  /* A table cutoff: olive, and its grid of ink on olive below it. */
  table = find_engine_node (&f, 0, CAIRN_END_TT_CUTOFF, 0, 0);
  g_assert_cmpuint (table, !=, CAIRN_NO_NODE);
  s = paint_around (&f, table, scale, &x, &y);
  g_assert_cmpuint (count_colour (s, x, y, r * 0.4, &pal->table), >, 20);
  {
    double half = MAX (2.5, r * 0.8), gy = y + r * 1.1 + half * 0.7 + 1;

    g_assert_cmpuint (count_colour (s, x, gy, half, &pal->table), >, 10);
    g_assert_cmpuint (count_colour (s, x, gy, half, &pal->ink), >, 10);
  }
  cairo_surface_destroy (s);

  /* A check extension: a plus at the node's left, none at another's. */
  extended = find_engine_node (&f, 1, CAIRN_END_OPEN, CAIRN_NODE_ENGINE_EXTENDED, CAIRN_NODE_ENGINE_QUIESCENCE);
  plain_node = find_engine_node (&f, 1, CAIRN_END_OPEN, 0, CAIRN_NODE_ENGINE_EXTENDED | CAIRN_NODE_ENGINE_QUIESCENCE);
  g_assert_cmpuint (extended, !=, CAIRN_NO_NODE);
  g_assert_cmpuint (plain_node, !=, CAIRN_NO_NODE);
  {
    double half = MAX (2.0, r * 0.45), px = -r * 1.15 - half, py = -r * 0.2;

    s = paint_around (&f, extended, scale, &x, &y);
    with = count_colour (s, x + px, y + py, half, &pal->ink);
    cairo_surface_destroy (s);
    s = paint_around (&f, plain_node, scale, &x, &y);
    without = count_colour (s, x + px, y + py, half, &pal->ink);
    cairo_surface_destroy (s);
    g_test_message ("plus: %u ink pixels, %u without", with, without);
    g_assert_cmpuint (with, >=, 8);
    g_assert_cmpuint (without, ==, 0);
  }

  /* A draw by the fifty-move rule (the clock at 99, part draws): green,
   * "=" across it in the background's colour. */
  fixture_set_up_engine (&fifty, "8/8/8/8/8/5k2/8/Q3K3 w - - 99 120", CAIRN_MODE_NULL, 2, CAIRN_PART_DRAWS, 0);
  draw = find_engine_node (&fifty, 0, CAIRN_END_DRAW, CAIRN_NODE_ENGINE_FIFTY_MOVES, 0);
  g_assert_cmpuint (draw, !=, CAIRN_NO_NODE);
  s = paint_around (&fifty, draw, scale, &x, &y);
  g_assert_cmpuint (count_colour (s, x, y, r * 0.9, &pal->terminal), >, 30);
  /* A min node (Black to move): the "=" in its wide upper half. */
  g_assert_false (cairn_node_is_max (cairn_tree_get (fifty.tree, draw)));
  g_assert_cmpuint (count_colour (s, x, y - r * 0.27, r * 0.15, &pal->background), >, 0);
  cairo_surface_destroy (s);

  /* A zero-window try searched again (iteration 1 of a d2 search of the
   * Italian game with Qf3): the arrow over the pair, in indigo. */
  fixture_set_up_engine (&pvs, "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3",
                         CAIRN_MODE_NULL, 2, CAIRN_ENGINE_PARTS_ALL, 1);
  try_node = find_engine_node (&pvs, 0, CAIRN_END_OPEN, CAIRN_NODE_ENGINE_PVS_TRY, 0);
  while (try_node != CAIRN_NO_NODE &&
         !(pvs.tree->engine[cairn_tree_get (pvs.tree, try_node)->next_sibling].flags & CAIRN_NODE_ENGINE_PVS_RE_SEARCH))
    try_node = find_engine_node (&pvs, try_node + 1, CAIRN_END_OPEN, CAIRN_NODE_ENGINE_PVS_TRY, 0);
  g_assert_cmpuint (try_node, !=, CAIRN_NO_NODE);
  s = paint_around (&pvs, try_node, scale, &x, &y);
  /* Halfway to the re-search, a node's width over the pair. */
  g_assert_cmpuint (count_colour (s, x + scale / 2, y - MAX (r * 2.2, 6.0) * 0.75, 4, &pal->pvs), >, 0);
  g_assert_cmpuint (count_colour (s, x, y, scale * 1.5, &pal->pvs), >, 15);
  cairo_surface_destroy (s);
}

/* Which marks a tree uses, for its legend: the engine style's where its
 * parts made them, none of them in the seed style; the legend names
 * each, and paints each in its own colours. */
static void
test_painter_engine_legend (void)
{
  const guint32 engine = CAIRN_MARK_Q_NODE | CAIRN_MARK_TT_CUTOFF | CAIRN_MARK_PVS | CAIRN_MARK_EXTENDED |
                         CAIRN_MARK_RULE_DRAW;
  const CairnGame *chess = cairn_games_lookup ("chess", NULL);
  const CairnPalette *pal = cairn_theme_palette (CAIRN_THEME_PRINT);
  g_auto (Fixture) f = { 0 };
  g_auto (Fixture) pvs = { 0 };
  g_auto (Fixture) fifty = { 0 };
  g_auto (Fixture) seed = { 0 };
  g_auto (GStrv) labels = NULL;
  CairnPaintOptions o;
  guint32 marks;

  cairn_paint_options_init (&o, CAIRN_THEME_PRINT);
  fixture_set_up_engine (&f, "4k3/8/8/3q4/8/8/3Q4/4K3 w - - 0 1", CAIRN_MODE_NULL, 2, CAIRN_ENGINE_PARTS_ALL, 0);
  marks = cairn_painter_used_marks (f.tree, f.layout, &o);
  g_assert_cmpuint (marks & engine, ==, CAIRN_MARK_Q_NODE | CAIRN_MARK_TT_CUTOFF | CAIRN_MARK_EXTENDED);
  g_assert_true (marks & CAIRN_MARK_PROBE);
  fixture_set_up_engine (&pvs, "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3",
                         CAIRN_MODE_NULL, 2, CAIRN_ENGINE_PARTS_ALL, 1);
  g_assert_true (cairn_painter_used_marks (pvs.tree, pvs.layout, &o) & CAIRN_MARK_PVS);
  fixture_set_up_engine (&fifty, "8/8/8/8/8/5k2/8/Q3K3 w - - 99 120", CAIRN_MODE_NULL, 2, CAIRN_PART_DRAWS, 0);
  g_assert_cmpuint (cairn_painter_used_marks (fifty.tree, fifty.layout, &o) & engine, ==, CAIRN_MARK_RULE_DRAW);
  /* The same position in the seed style: none. */
  fixture_set_up_engine (&seed, "4k3/8/8/3q4/8/8/3Q4/4K3 w - - 0 1", CAIRN_MODE_NULL, 2, 0, 0);
  g_assert_null (seed.tree->engine);
  g_assert_cmpuint (cairn_painter_used_marks (seed.tree, seed.layout, &o) & engine, ==, 0);

  /* What the parts can draw, before there is a tree. */
  g_assert_cmpuint (cairn_painter_engine_part_marks (CAIRN_ENGINE_PARTS_ALL, CAIRN_MODE_NULL), ==, engine);
  g_assert_cmpuint (cairn_painter_engine_part_marks (CAIRN_ENGINE_PARTS_ALL, CAIRN_MODE_MINIMAX), ==,
                    CAIRN_MARK_Q_NODE | CAIRN_MARK_EXTENDED | CAIRN_MARK_RULE_DRAW);
  g_assert_cmpuint (cairn_painter_engine_part_marks (CAIRN_PART_ORDER | CAIRN_PART_ID | CAIRN_PART_GATE,
                                                     CAIRN_MODE_NULL), ==, 0);

  labels = cairn_painter_legend_labels (chess, engine);
  g_assert_cmpuint (g_strv_length (labels), ==, 5);
  g_assert_cmpstr (labels[0], ==, "draw by repetition or the fifty-move rule: value 0");
  g_assert_cmpstr (labels[1], ==, "q-node: quiescence search below the horizon, captures only (hollow: it stood pat)");
  g_assert_cmpstr (labels[2], ==, "table cutoff: the transposition table’s value, no move searched");
  g_assert_cmpstr (labels[3], ==, "in check: +1 ply (check extension)");
  g_assert_cmpstr (labels[4], ==, "zero-window try (dashed) searched again with the full window (arrow): PVS");

  /* Each row's swatch in its colours: rows 24 units high, swatches 46
   * wide, one column. */
  {
    const struct { guint32 mark; const CairnRgb *colour; guint least; } rows[] = {
      { CAIRN_MARK_RULE_DRAW, &pal->terminal, 25 },
      { CAIRN_MARK_Q_NODE, &pal->node_fill, 5 },
      { CAIRN_MARK_TT_CUTOFF, &pal->table, 30 },
      { CAIRN_MARK_EXTENDED, &pal->ink, 4 },
      { CAIRN_MARK_PVS, &pal->pvs, 10 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
      {
        cairo_surface_t *s = draw_sentinel_surface (600, 30);
        cairo_t *cr = cairo_create (s);
        double w, h;

        cairo_set_source_rgb (cr, pal->background.r, pal->background.g, pal->background.b);
        cairo_paint (cr);
        cairn_painter_paint_legend_marks (cr, CAIRN_THEME_PRINT, chess, rows[i].mark, 12, 0, 0, 0, &w, &h);
        cairo_destroy (cr);
        g_assert_cmpfloat (h, ==, 24);
        g_test_message ("legend row %u: %u pixels of its colour", i,
                        count_close (s, 23, 12, 22, rows[i].colour, 12));
        g_assert_cmpuint (count_close (s, 23, 12, 22, rows[i].colour, 12), >=, rows[i].least);
        cairo_surface_destroy (s);
      }
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/painter/null-probe", test_painter_null_probe);
  g_test_add_func ("/painter/ghosts", test_painter_ghosts);
  g_test_add_func ("/painter/viewport", test_painter_viewport);
  g_test_add_func ("/painter/max-min", test_painter_max_min);
  g_test_add_func ("/painter/legend", test_painter_legend);
  g_test_add_func ("/painter/cyrillic", test_painter_cyrillic);
  g_test_add_func ("/painter/theme-parse", test_painter_theme_parse);
  g_test_add_func ("/painter/engine-marks", test_painter_engine_marks);
  g_test_add_func ("/painter/engine-legend", test_painter_engine_legend);
  return g_test_run ();
}
