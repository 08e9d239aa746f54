/* test-suite-chart.c — an EPD suite's result as one figure
 * (src/draw/cairn-suite-chart.c), on a suite of results laid out by hand
 * (4 positions, plain α-β and null move R 2, depth limits 3 to 5): the
 * heading names the suite and its positions, the left axis counts 0 to
 * 4 positions, the right axis's decades span the nodes given, the depth
 * limits label the x axis, the legend and the note name the
 * configurations; PNG, SVG and PDF written at 1600 × 900, and a file of
 * another kind refused by name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-suite-chart.h"
#include "test-util.h"

typedef struct {
  GPtrArray       *records;
  CairnSuiteConfig configs[2];
  guint            depths[3];
  CairnSuiteTotals totals[3 * 2];
  CairnSuite       suite;
} HandSuite;

/* Solved counts and nodes by depth (rows) and configuration (columns). */
static void
hand_suite (HandSuite *h)
{
  static const guint solved[3][2] = { { 1, 0 }, { 2, 1 }, { 4, 3 } };
  static const guint64 nodes[3][2] = { { 2000, 900 }, { 20000, 5000 }, { 300000, 40000 } };

  *h = (HandSuite) { .configs = { { CAIRN_MODE_PLAIN, 0 }, { CAIRN_MODE_NULL, 2 } }, .depths = { 3, 4, 5 } };
  h->records = g_ptr_array_new ();
  for (guint i = 0; i < 4; i++)
    g_ptr_array_add (h->records, NULL);
  for (guint d = 0; d < 3; d++)
    for (guint c = 0; c < 2; c++)
      {
        CairnSuiteTotals *t = &h->totals[d * 2 + c];

        t->count[CAIRN_SUITE_SOLVED] = solved[d][c];
        t->count[CAIRN_SUITE_NOT_SOLVED] = 4 - solved[d][c];
        t->nodes = nodes[d][c];
      }
  h->suite.records = h->records;
  h->suite.configs = h->configs;
  h->suite.n_configs = 2;
  h->suite.depths = h->depths;
  h->suite.n_depths = 3;
  h->suite.baseline = 0;
  h->suite.totals = h->totals;
  cairn_settings_init_default (&h->suite.settings);
}

static void
test_pdf_words (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-chart-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "chart.pdf", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  HandSuite h;

  hand_suite (&h);
  g_assert_true (cairn_suite_chart_to_file (&h.suite, "kp", path, &error));
  g_assert_no_error (error);
  text = test_pdf_text (path);
  if (text != NULL)
    {
      /* pdftotext reads the page in its own order: each piece alone. */
      test_assert_contains (text, "EPD suite “kp”: positions solved and nodes against depth limit");
      test_assert_contains (text, "4 positions, seed style");
      test_assert_contains (text, "positions solved (dashed: solved or tied)");
      test_assert_contains (text, "total nodes (log scale)");
      /* Decades from under the least (900) to over the most (300,000):
       * 100 to 1,000,000. */
      test_assert_contains (text, " 100 ");
      test_assert_contains (text, "1,000,000");
      g_assert_null (strstr (text, "10,000,000"));
      g_assert_null (strstr (text, " 10 "));
      test_assert_contains (text, " plain  null R 2 ");
      test_assert_contains (text, "Solved: a best move, and no other move reaches its value. "
                                  "Baseline of the ratios: plain.");
    }
  g_unlink (path);
  g_rmdir (dir);
  g_ptr_array_unref (h.records);
}

/* Each format, whole, 1600 × 900 CSS pixels; a .gif refused. */
static void
test_formats (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-chart-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "chart.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "chart.svg", NULL);
  g_autofree char *gif = g_build_filename (dir, "chart.gif", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  cairo_surface_t *image;
  HandSuite h;

  hand_suite (&h);
  g_assert_true (cairn_suite_chart_to_file (&h.suite, "kp", png, NULL));
  image = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, 1600);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, 900);
  cairo_surface_destroy (image);
  g_assert_true (cairn_suite_chart_to_file (&h.suite, "kp", svg, NULL));
  g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
  test_assert_contains (contents, "width=\"1600px\" height=\"900px\"");
  g_assert_false (cairn_suite_chart_to_file (&h.suite, "kp", gif, &error));
  g_assert_nonnull (error);
  test_assert_contains (error->message, "chart.gif");
  g_assert_false (g_file_test (gif, G_FILE_TEST_EXISTS));
  g_unlink (png);
  g_unlink (svg);
  g_rmdir (dir);
  g_ptr_array_unref (h.records);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/suite-chart/pdf-words", test_pdf_words);
  g_test_add_func ("/suite-chart/formats", test_formats);
  return g_test_run ();
}
