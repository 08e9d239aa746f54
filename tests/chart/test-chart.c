/* test-chart.c — the sweep chart: files read back (PNG with Cairo, SVG and
 * PDF through rsvg-convert and pdftoppm), the hit test, bad paths, and
 * cairn-cli sweep --plot.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-chart.h"
#include "test-util.h"

typedef struct {
  CairnSweep *sweep;
  char       *dir;
} Fixture;

static CairnSweep *
compute_sweep (const char *cells,
               guint       max_depth,
               guint       n_reductions)
{
  g_autoptr (GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr (GArray) reductions = g_array_new (FALSE, FALSE, sizeof (guint));
  CairnPosition position;
  CairnSettings settings;

  test_position (cells, "x", &position);
  test_settings (CAIRN_MODE_NULL, 1, 1, FALSE, &settings);
  for (guint d = 1; d <= max_depth; d++)
    g_array_append_val (depths, d);
  for (guint r = 1; r <= n_reductions; r++)
    g_array_append_val (reductions, r);
  return cairn_sweep_compute (&position, &settings, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL,
                              depths, reductions);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->sweep = compute_sweep (".........", 6, 4);
  f->dir = g_dir_make_tmp ("cairn-chart-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr (GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        g_rmdir (path);
      else
        g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  cairn_sweep_free (f->sweep);
}

static guint
count_entries (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d && g_dir_read_name (d))
    n++;
  return n;
}

/* Share of pixels in a box (fractions of the image) that differ from the
 * top-left pixel (the background), and share that are coloured. */
static void
measure (cairo_surface_t *image,
         double           fx0,
         double           fy0,
         double           fx1,
         double           fy1,
         double          *ink,
         double          *colour)
{
  int w = cairo_image_surface_get_width (image);
  int h = cairo_image_surface_get_height (image);
  int stride = cairo_image_surface_get_stride (image);
  const guchar *data;
  guint32 background;
  guint n = 0, inked = 0, coloured = 0;

  cairo_surface_flush (image);
  data = cairo_image_surface_get_data (image);
  background = *(const guint32 *) data & 0xFFFFFF;
  for (int y = (int) (fy0 * h); y < (int) (fy1 * h); y++)
    for (int x = (int) (fx0 * w); x < (int) (fx1 * w); x++)
      {
        guint32 p = *(const guint32 *) (data + y * stride + 4 * x) & 0xFFFFFF;
        int r = p >> 16 & 0xFF, g = p >> 8 & 0xFF, b = p & 0xFF;

        n++;
        inked += p != background;
        coloured += MAX (MAX (abs (r - g), abs (g - b)), abs (r - b)) > 40;
      }
  *ink = (double) inked / n;
  *colour = (double) coloured / n;
}

/* A chart of the right size, white in its corner, with lines in the upper
 * panel and coloured cells in the lower one. */
static void
assert_chart_image (cairo_surface_t *image)
{
  const guchar *data;
  double ink, colour;

  g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (image), ==, CAIRN_CHART_WIDTH);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, CAIRN_CHART_HEIGHT);
  cairo_surface_flush (image);
  data = cairo_image_surface_get_data (image);
  g_assert_cmphex (*(const guint32 *) data & 0xFFFFFF, ==, 0xFFFFFF);

  measure (image, 0.15, 0.15, 0.75, 0.50, &ink, &colour);
  g_assert_cmpfloat (ink, >, 0.02);
  g_assert_cmpfloat (colour, >, 0.002);
  measure (image, 0.15, 0.65, 0.75, 0.80, &ink, &colour);
  g_assert_cmpfloat (colour, >, 0.03);
}

static void
test_png (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "chart.png", NULL);
  g_autoptr (GError) error = NULL;
  cairo_surface_t *image;

  g_assert_true (cairn_chart_sweep_to_file (f->sweep, path, &error));
  g_assert_no_error (error);
  image = cairo_image_surface_create_from_png (path);
  assert_chart_image (image);
  cairo_surface_destroy (image);
  /* Only the chart: the temporary file was renamed, not left beside it. */
  g_assert_cmpuint (count_entries (f->dir), ==, 1);
}

/* Converts @path with @argv (a NULL in it is replaced by @path, the
 * output goes to @png) and checks the picture. */
static void
convert_and_check (const char * const *argv,
                   const char         *png)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *err = NULL;
  int wait_status;
  cairo_surface_t *image;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  g_assert_cmpint (WEXITSTATUS (wait_status), ==, 0);
  image = cairo_image_surface_create_from_png (png);
  assert_chart_image (image);
  cairo_surface_destroy (image);
}

/* Writes the chart as @format ("svg", "pdf") and checks its start;
 * returns where @tool, which turns it into a PNG, is, or NULL with the
 * test skipped.  @path: the chart's file; @png: where the PNG goes. */
static char *
write_for_tool (Fixture     *f,
                const char  *format,
                const char  *tool,
                char       **path,
                char       **png)
{
  g_autofree char *name = g_strconcat ("chart.", format, NULL);
  g_autofree char *png_name = g_strconcat (format, ".png", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  char *found;

  *path = g_build_filename (f->dir, name, NULL);
  *png = g_build_filename (f->dir, png_name, NULL);
  g_assert_true (cairn_chart_sweep_to_file (f->sweep, *path, &error));
  g_assert_no_error (error);
  g_file_get_contents (*path, &text, NULL, &error);
  g_assert_no_error (error);
  if (g_str_equal (format, "pdf"))
    g_assert_true (g_str_has_prefix (text, "%PDF-"));
  else
    g_assert_nonnull (strstr (text, "width=\"1600px\""));

  if ((found = g_find_program_in_path (tool)) == NULL)
    {
      g_autofree char *message = g_strdup_printf ("%s is not installed", tool);

      g_test_skip (message);
    }
  return found;
}

static void
test_svg (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *path = NULL, *png = NULL;
  g_autofree char *rsvg = write_for_tool (f, "svg", "rsvg-convert", &path, &png);

  if (rsvg != NULL)
    convert_and_check ((const char *[]) { rsvg, "-o", png, path, NULL }, png);
}

static void
test_pdf (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *path = NULL, *png = NULL;
  g_autofree char *pdftoppm = write_for_tool (f, "pdf", "pdftoppm", &path, &png);
  g_autofree char *prefix = g_build_filename (f->dir, "pdf", NULL);

  /* 96 dpi turns the page back into CSS pixels. */
  if (pdftoppm != NULL)
    convert_and_check ((const char *[]) { pdftoppm, "-png", "-r", "96", "-singlefile", path, prefix,
                                          NULL }, png);
}

static void
test_bad_paths (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *gif = g_build_filename (f->dir, "chart.gif", NULL);
  g_autofree char *missing = g_build_filename (f->dir, "no-such-folder", "chart.png", NULL);
  g_autofree char *folder = g_build_filename (f->dir, "folder.svg", NULL);
  g_autofree char *upper = g_build_filename (f->dir, "CHART.PDF", NULL);
  g_autoptr (GError) error = NULL;

  g_assert_false (cairn_chart_sweep_to_file (f->sweep, gif, &error));
  g_assert_error (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_FORMAT);
  g_assert_nonnull (strstr (error->message, gif));
  g_assert_nonnull (strstr (error->message, ".png, .svg or .pdf"));
  g_clear_error (&error);
  g_assert_false (cairn_chart_check_path ("chart", &error));
  g_assert_error (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_FORMAT);
  g_clear_error (&error);
  g_assert_true (cairn_chart_check_path (upper, NULL));

  g_assert_false (cairn_chart_sweep_to_file (f->sweep, missing, &error));
  g_assert_error (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_WRITE);
  g_assert_nonnull (strstr (error->message, missing));
  g_assert_nonnull (strstr (error->message, g_strerror (ENOENT)));
  g_clear_error (&error);

  /* The rename onto a folder fails after the figure was written: the
   * temporary file must go too. */
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_assert_false (cairn_chart_sweep_to_file (f->sweep, folder, &error));
  g_assert_error (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_WRITE);
  g_assert_nonnull (strstr (error->message, folder));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_assert_cmpuint (count_entries (f->dir), ==, 1);
}

/* Every heat map cell and every marker of the baseline can be found by
 * pointing at the chart; the margins hold nothing. */
static void
test_hit_test (Fixture       *f,
               gconstpointer  data)
{
  const double sizes[][2] = { { 1600, 900 }, { 700, 520 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      double w = sizes[s][0], h = sizes[s][1];
      guint nd = f->sweep->depths->len, nr = f->sweep->reductions->len;
      g_autofree gboolean *cells = g_new0 (gboolean, nd * nr);
      g_autofree gboolean *baseline = g_new0 (gboolean, nd);
      guint depth, reduction;

      for (double y = 0; y < h; y += 1.5)
        for (double x = 0; x < w; x += 1.5)
          if (cairn_chart_hit_test (f->sweep, w, h, x, y, &depth, &reduction))
            {
              g_assert_cmpuint (depth, <, nd);
              g_assert_true (reduction < nr || reduction == G_MAXUINT);
              if (reduction == G_MAXUINT)
                baseline[depth] = TRUE;
              else
                cells[depth * nr + reduction] = TRUE;
            }
      for (guint i = 0; i < nd * nr; i++)
        g_assert_true (cells[i]);
      /* The baseline is drawn on top, so each of its markers is found. */
      for (guint d = 0; d < nd; d++)
        g_assert_true (baseline[d]);
      g_assert_false (cairn_chart_hit_test (f->sweep, w, h, 2, 2, &depth, &reduction));
      g_assert_false (cairn_chart_hit_test (f->sweep, w, h, w - 2, h - 2, &depth, &reduction));
    }
}

/* The GUI's dark style, odd sizes and degenerate sweeps paint without
 * trouble. */
static void
test_paint_variants (void)
{
  g_autoptr (CairnSweep) no_reductions = compute_sweep ("...O.X...", 4, 0);
  g_autoptr (CairnSweep) one = compute_sweep (".........", 1, 1);
  const CairnSweep *sweeps[] = { no_reductions, one };
  const int sizes[][2] = { { 900, 600 }, { 120, 80 }, { 1, 1 } };

  for (guint s = 0; s < G_N_ELEMENTS (sweeps); s++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      for (guint dark = 0; dark < 2; dark++)
        {
          cairo_surface_t *image = cairo_image_surface_create (CAIRO_FORMAT_RGB24, sizes[z][0],
                                                               sizes[z][1]);
          cairo_t *cr = cairo_create (image);
          const guchar *data;
          double ink, colour;

          cairn_chart_paint_sweep (cr, sweeps[s], sizes[z][0], sizes[z][1], dark);
          g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
          cairo_destroy (cr);
          cairo_surface_flush (image);
          data = cairo_image_surface_get_data (image);
          g_assert_cmphex (*(const guint32 *) data & 0xFFFFFF, ==, dark ? 0x242424 : 0xFFFFFF);
          if (sizes[z][0] > 100)
            {
              measure (image, 0.1, 0.1, 0.9, 0.9, &ink, &colour);
              g_assert_cmpfloat (ink, >, 0.01);
            }
          cairo_surface_destroy (image);
        }
}

typedef struct {
  char *out;
  char *err;
  int   status;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_sweep_plot (Run        *run,
                const char *plot)
{
  const char *cli = g_getenv ("CAIRN_CLI");
  const char *argv[] = { cli, "sweep", "--depths", "1-4", "--reductions", "1-2", "--plot", plot,
                         NULL };
  g_autoptr (GError) error = NULL;
  int wait_status;

  g_assert_nonnull (cli);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &run->out, &run->err,
                &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

static gboolean
one_line (const char *text)
{
  const char *newline = strchr (text, '\n');

  return newline != NULL && newline[1] == '\0';
}

static void
test_cli_plot (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *good = g_build_filename (f->dir, "study.svg", NULL);
  g_autofree char *bad = g_build_filename (f->dir, "study.jpeg", NULL);
  g_autofree char *missing = g_build_filename (f->dir, "missing", "study.png", NULL);

  {
    g_auto (Run) run = { 0 };

    run_sweep_plot (&run, good);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_cmpstr (run.err, ==, "");
    g_assert_nonnull (strstr (run.out, "R=2"));
    g_assert_true (g_file_test (good, G_FILE_TEST_IS_REGULAR));
  }
  {
    g_auto (Run) run = { 0 };

    run_sweep_plot (&run, bad);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_true (one_line (run.err));
    g_assert_nonnull (strstr (run.err, bad));
    g_assert_nonnull (strstr (run.err, ".png, .svg or .pdf"));
    /* Refused before the sweep ran: no table either. */
    g_assert_cmpstr (run.out, ==, "");
    g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  }
  {
    g_auto (Run) run = { 0 };

    run_sweep_plot (&run, missing);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_true (one_line (run.err));
    g_assert_nonnull (strstr (run.err, missing));
    g_assert_nonnull (strstr (run.err, g_strerror (ENOENT)));
  }
  g_assert_cmpuint (count_entries (f->dir), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/chart/png", Fixture, NULL, fixture_set_up, test_png, fixture_tear_down);
  g_test_add ("/chart/svg", Fixture, NULL, fixture_set_up, test_svg, fixture_tear_down);
  g_test_add ("/chart/pdf", Fixture, NULL, fixture_set_up, test_pdf, fixture_tear_down);
  g_test_add ("/chart/bad-paths", Fixture, NULL, fixture_set_up, test_bad_paths, fixture_tear_down);
  g_test_add ("/chart/hit-test", Fixture, NULL, fixture_set_up, test_hit_test, fixture_tear_down);
  g_test_add ("/chart/cli-plot", Fixture, NULL, fixture_set_up, test_cli_plot, fixture_tear_down);
  g_test_add_func ("/chart/paint-variants", test_paint_variants);
  return g_test_run ();
}
