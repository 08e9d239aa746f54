/* test-damage-bin.c — a widget that changes every frame, redrawn as one
 * rectangle (src/app/widgets/cairn-damage-bin.c), under a private Xvfb
 * with GTK's cairo renderer: the bin's picture is a single cairo node
 * covering the bin (GTK never compares inside one, so a frame's damage is
 * that one rectangle, not a rectangle per changed row), and that node
 * draws exactly the pixels the child's own picture draws.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-damage-bin.h"
#include "gui-util.h"

/* @node drawn on a white @width × @height image. */
static cairo_surface_t *
draw (GskRenderNode *node,
      int            width,
      int            height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint
differing_pixels (cairo_surface_t *a,
                  cairo_surface_t *b)
{
  int width = cairo_image_surface_get_width (a), height = cairo_image_surface_get_height (a);
  guint n = 0;

  for (int y = 0; y < height; y++)
    n += memcmp (cairo_image_surface_get_data (a) + y * cairo_image_surface_get_stride (a),
                 cairo_image_surface_get_data (b) + y * cairo_image_surface_get_stride (b),
                 (size_t) width * 4) != 0;
  return n;
}

static guint
dark_pixels (cairo_surface_t *surface)
{
  guint n = 0;

  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      {
        guint32 p = *(guint32 *) (cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface) + x * 4);

        n += (p & 0xff) < 0x80;
      }
  return n;
}

static void
test_one_node (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bin = g_object_new (CAIRN_TYPE_DAMAGE_BIN, NULL);
  GtkWidget *label = gtk_label_new ("nodes 8 238   null probes 296   null prunes 152");
  GtkSnapshot *snapshot;
  GskRenderNode *bin_node, *child_node;
  graphene_rect_t bounds;
  cairo_surface_t *through_bin, *own;
  int w, h;

  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "cairo");
  gtk_widget_set_parent (label, bin);
  gtk_window_set_child (GTK_WINDOW (window), bin);
  gtk_window_present (GTK_WINDOW (window));
  GUI_WAIT_FOR (gtk_widget_get_width (bin) > 0 && gtk_widget_get_mapped (bin));
  g_assert_true (GSK_IS_CAIRO_RENDERER (gtk_native_get_renderer (GTK_NATIVE (window))));
  w = gtk_widget_get_width (bin);
  h = gtk_widget_get_height (bin);

  snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (bin)->snapshot (bin, snapshot);
  bin_node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (bin_node);
  g_assert_cmpint (gsk_render_node_get_node_type (bin_node), ==, GSK_CAIRO_NODE);
  gsk_render_node_get_bounds (bin_node, &bounds);
  g_assert_cmpfloat (bounds.origin.x, ==, 0);
  g_assert_cmpfloat (bounds.origin.y, ==, 0);
  g_assert_cmpfloat (bounds.size.width, ==, w);
  g_assert_cmpfloat (bounds.size.height, ==, h);

  /* The same pixels as the child's own picture, text and all. */
  snapshot = gtk_snapshot_new ();
  gtk_widget_snapshot_child (bin, label, snapshot);
  child_node = gtk_snapshot_free_to_node (snapshot);
  g_assert_cmpint (gsk_render_node_get_node_type (child_node), !=, GSK_CAIRO_NODE);
  through_bin = draw (bin_node, w, h);
  own = draw (child_node, w, h);
  g_assert_cmpuint (dark_pixels (own), >, 100);
  g_assert_cmpuint (differing_pixels (through_bin, own), ==, 0);

  cairo_surface_destroy (through_bin);
  cairo_surface_destroy (own);
  gsk_render_node_unref (bin_node);
  gsk_render_node_unref (child_node);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/damage-bin/one-node", test_one_node);
  return gui_test_run ();
}
