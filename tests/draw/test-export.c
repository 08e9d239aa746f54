/* test-export.c — every export format written and read back, determinism,
 * errors that leave nothing behind, and cairn-cli export.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-export.h"
#include "cli-runner.h"
#include "test-util.h"

static char *tmp_dir;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* Nothing but @keep (or nothing at all) in the temporary folder: no
 * temporary file was left behind. */
static void
assert_folder_holds (const char *keep)
{
  g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (keep == NULL || !g_str_equal (name, keep))
        g_error ("unexpected file %s", name);
    }
}

static void
remove_file (const char *path)
{
  g_unlink (path);
}

static gboolean
run_tool (const char * const *argv,
          char              **out)
{
  g_autoptr (GError) error = NULL;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, out, NULL, &status, &error))
    g_error ("%s: %s", argv[0], error->message);
  return g_spawn_check_wait_status (status, NULL);
}

static void
export_two (const char        *name,
            CairnExportFormat  format,
            char             **path_out)
{
  g_autoptr (CairnSearch) plain = test_run_search (CAIRN_MODE_PLAIN, 3, 1, "...O.X...", "x");
  g_autoptr (CairnSearch) null = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  const CairnSearch *searches[] = { plain, null };
  g_autoptr (GError) error = NULL;
  CairnExportOptions options;
  g_autofree char *path = tmp_path (name);

  cairn_export_options_init (&options);
  options.format = format;
  g_assert_true (cairn_export_to_file (path, searches, 2, &options, &error));
  g_assert_no_error (error);
  assert_folder_holds (name);
  *path_out = g_steal_pointer (&path);
}

static void
test_export_png (void)
{
  g_autofree char *path = NULL;
  g_autofree char *one = tmp_path ("one.png");
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 5, 3, NULL, NULL);
  const CairnSearch *searches[] = { search };
  cairo_surface_t *s, *s2;
  CairnExportOptions options;
  int w1, w2;

  export_two ("two.png", CAIRN_EXPORT_PNG, &path);
  s = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
  w2 = cairo_image_surface_get_width (s);
  g_assert_cmpint (w2, >, 600);
  g_assert_cmpint (cairo_image_surface_get_height (s), >, 300);
  cairo_surface_destroy (s);
  remove_file (path);

  /* --scale 2 doubles the pixels. */
  cairn_export_options_init (&options);
  g_assert_true (cairn_export_to_file (one, searches, 1, &options, NULL));
  s = cairo_image_surface_create_from_png (one);
  w1 = cairo_image_surface_get_width (s);
  options.scale = 2;
  g_assert_true (cairn_export_to_file (one, searches, 1, &options, NULL));
  s2 = cairo_image_surface_create_from_png (one);
  g_assert_cmpint (cairo_image_surface_get_width (s2), ==, 2 * w1);
  cairo_surface_destroy (s);
  cairo_surface_destroy (s2);
  remove_file (one);
}

static void
test_export_svg (void)
{
  g_autofree char *path = NULL;
  g_autofree char *png = tmp_path ("svg.png");
  g_autofree char *contents = NULL;
  g_autofree char *rsvg = g_find_program_in_path ("rsvg-convert");

  export_two ("two.svg", CAIRN_EXPORT_SVG, &path);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "<?xml"));
  g_assert_nonnull (strstr (contents, "px\""));
  if (rsvg == NULL)
    {
      remove_file (path);
      g_test_skip ("rsvg-convert is not installed");
      return;
    }
  {
    const char *argv[] = { rsvg, "-o", png, path, NULL };
    cairo_surface_t *s;

    g_assert_true (run_tool (argv, NULL));
    s = cairo_image_surface_create_from_png (png);
    g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
    g_assert_cmpint (cairo_image_surface_get_width (s), >, 600);
    cairo_surface_destroy (s);
  }
  remove_file (png);
  remove_file (path);
}

static void
test_export_pdf (void)
{
  g_autofree char *path = NULL;
  g_autofree char *prefix = tmp_path ("pdf");
  g_autofree char *png = tmp_path ("pdf.png");
  g_autofree char *pdftoppm = g_find_program_in_path ("pdftoppm");
  g_autofree char *contents = NULL;

  export_two ("two.pdf", CAIRN_EXPORT_PDF, &path);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));
  if (pdftoppm == NULL)
    {
      remove_file (path);
      g_test_skip ("pdftoppm is not installed");
      return;
    }
  {
    const char *argv[] = { pdftoppm, "-png", "-r", "48", "-singlefile", path, prefix, NULL };
    cairo_surface_t *s;

    g_assert_true (run_tool (argv, NULL));
    s = cairo_image_surface_create_from_png (png);
    g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
    g_assert_cmpint (cairo_image_surface_get_width (s), >, 300);
    cairo_surface_destroy (s);
  }
  remove_file (png);
  remove_file (path);
}

static guint
count_text (const char *text,
            const char *part)
{
  guint n = 0;

  for (const char *p = strstr (text, part); p != NULL; p = strstr (p + 1, part))
    n++;
  return n;
}

static void
test_export_text_formats (void)
{
  const struct { CairnExportFormat format; const char *name; const char *start; } cases[] = {
    { CAIRN_EXPORT_DOT, "tree.dot", "digraph" },
    { CAIRN_EXPORT_JSON, "tree.json", "{" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = NULL;
      g_autofree char *contents = NULL;

      export_two (cases[i].name, cases[i].format, &path);
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_true (g_str_has_prefix (g_strchug (contents), cases[i].start));
      /* Bounds as bounds: the pitfall's plain tree has 100 exact values,
       * 12 lower and 10 upper bounds, the null-move tree 64, 7 and 8
       * (test-tree checks them node by node). */
      if (cases[i].format == CAIRN_EXPORT_JSON)
        {
          g_assert_cmpuint (count_text (contents, "\"bound\":\"exact\""), ==, 164);
          g_assert_cmpuint (count_text (contents, "\"bound\":\"lower\""), ==, 19);
          g_assert_cmpuint (count_text (contents, "\"bound\":\"upper\""), ==, 18);
        }
      else
        {
          g_assert_cmpuint (count_text (contents, "≥ "), ==, 19);
          g_assert_cmpuint (count_text (contents, "≤ "), ==, 18);
          g_assert_nonnull (strstr (contents, "\\n≥ 15\\n"));
        }
      remove_file (path);
    }
}

/* A pawn ending draws as 8 × 8 boards, and files name its moves in
 * coordinates. */
/* Pixels of @path tinted like the prunes' wine (red and blue over green). */
static guint
count_wine (const char *path)
{
  cairo_surface_t *s = cairo_image_surface_create_from_png (path);
  int w = cairo_image_surface_get_width (s), h = cairo_image_surface_get_height (s);
  const guint8 *data = cairo_image_surface_get_data (s);
  guint n = 0;

  g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 p = *(const guint32 *) (gconstpointer) (data + y * cairo_image_surface_get_stride (s) + x * 4);
        int r = (int) (p >> 16 & 0xff), g = (int) (p >> 8 & 0xff), b = (int) (p & 0xff);

        n += r - g > 25 && b - g > 10;
      }
  cairo_surface_destroy (s);
  return n;
}

/* The decisive prune of the pitfall (after cell 4) is starred in the
 * null-move tree and listed in the legend; plain alpha-beta's node on
 * the same line did not prune, so a figure of it alone is unchanged. */
static void
test_export_decisive (void)
{
  g_autofree char *plain_path = tmp_path ("plain.png");
  g_autofree char *without = tmp_path ("without.png");
  g_autofree char *with = tmp_path ("with.png");
  g_autoptr (CairnSearch) plain = test_run_search (CAIRN_MODE_PLAIN, 3, 1, "...O.X...", "x");
  g_autoptr (CairnSearch) null = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  const CairnSearch *both[] = { plain, null };
  g_autofree char *a = NULL, *b = NULL;
  gsize na, nb;
  CairnExportOptions options;
  guint plain_wine, wine_without, wine_with;

  cairn_export_options_init (&options);
  g_assert_true (cairn_export_to_file (without, both, 2, &options, NULL));
  wine_without = count_wine (without);
  options.decisive = "4";
  g_assert_true (cairn_export_to_file (with, both, 2, &options, NULL));
  wine_with = count_wine (with);
  g_test_message ("wine pixels: %u without the star, %u with", wine_without, wine_with);
  g_assert_cmpuint (wine_with, >, wine_without + 100);

  g_assert_true (cairn_export_to_file (plain_path, both, 1, &options, NULL));
  plain_wine = count_wine (plain_path);
  options.decisive = NULL;
  g_assert_true (cairn_export_to_file (without, both, 1, &options, NULL));
  g_assert_cmpuint (plain_wine, ==, count_wine (without));
  g_assert_true (g_file_get_contents (plain_path, &a, &na, NULL));
  g_assert_true (g_file_get_contents (without, &b, &nb, NULL));
  g_assert_cmpmem (a, na, b, nb);
  remove_file (plain_path);
  remove_file (without);
  remove_file (with);
}

static void
test_export_pawns (void)
{
  const struct { CairnExportFormat format; const char *name; const char *expect; } cases[] = {
    { CAIRN_EXPORT_PNG, "pawns.png", NULL },
    { CAIRN_EXPORT_SVG, "pawns.svg", "<svg" },
    { CAIRN_EXPORT_DOT, "pawns.dot", "label=\"e1d2" },
    { CAIRN_EXPORT_JSON, "pawns.json", "\"move\":\"e1d2\"" },
  };
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnSearch *searches[1];

  test_position ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", NULL, &position);
  test_settings (CAIRN_MODE_NULL, 3, 1, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  searches[0] = search;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = tmp_path (cases[i].name);
      g_autofree char *contents = NULL;
      g_autoptr (GError) error = NULL;
      CairnExportOptions options;

      cairn_export_options_init (&options);
      options.format = cases[i].format;
      g_assert_true (cairn_export_to_file (path, searches, 1, &options, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      if (cases[i].expect)
        g_assert_nonnull (strstr (contents, cases[i].expect));
      if (g_getenv ("CAIRN_KEEP_EXPORTS") == NULL)
        remove_file (path);
    }
}

/* The same input gives byte-identical SVG, DOT and JSON, in all options. */
static void
test_export_deterministic (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_VERIFIED, 5, 3, NULL, NULL);
  const CairnSearch *searches[] = { search };
  const CairnExportFormat formats[] = { CAIRN_EXPORT_SVG, CAIRN_EXPORT_DOT, CAIRN_EXPORT_JSON };
  g_autofree char *a = tmp_path ("a.out");
  g_autofree char *b = tmp_path ("b.out");

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    for (guint variant = 0; variant < 3; variant++)
      {
        g_autofree char *ca = NULL, *cb = NULL;
        gsize la, lb;
        CairnExportOptions options;

        cairn_export_options_init (&options);
        options.format = formats[i];
        options.ghosts = variant != 1;
        options.at_event = variant == 2 ? 500 : CAIRN_ALL_EVENTS;
        options.theme = variant == 1 ? CAIRN_THEME_DARK : CAIRN_THEME_PRINT;
        g_assert_true (cairn_export_to_file (a, searches, 1, &options, NULL));
        g_assert_true (cairn_export_to_file (b, searches, 1, &options, NULL));
        g_assert_true (g_file_get_contents (a, &ca, &la, NULL));
        g_assert_true (g_file_get_contents (b, &cb, &lb, NULL));
        g_assert_cmpmem (ca, la, cb, lb);
      }
  remove_file (a);
  remove_file (b);
}

static void
test_export_errors (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 3, 1, NULL, NULL);
  const CairnSearch *searches[] = { search };
  guint64 events = cairn_search_get_counters (search)->events;
  g_autofree char *path = tmp_path ("late.svg");
  g_autoptr (GError) error = NULL;
  CairnExportOptions options;
  CairnExportFormat format;

  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_SVG;
  options.at_event = (guint32) events;
  g_assert_false (cairn_export_to_file (path, searches, 1, &options, &error));
  g_assert_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_EVENT);
  g_clear_error (&error);
  assert_folder_holds (NULL);

  options.at_event = (guint32) events - 1;
  g_assert_true (cairn_export_to_file (path, searches, 1, &options, NULL));
  remove_file (path);

  options.at_event = CAIRN_ALL_EVENTS;
  for (CairnExportFormat f = CAIRN_EXPORT_PNG; f <= CAIRN_EXPORT_JSON; f++)
    {
      options.format = f;
      g_assert_false (cairn_export_to_file ("/nonexistent-cairn-folder/x.out", searches, 1, &options, &error));
      g_assert_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_WRITE);
      g_clear_error (&error);
    }

  options.format = CAIRN_EXPORT_PNG;
  options.scale = 16;
  options.unit = 400;
  g_assert_false (cairn_export_to_file (path, searches, 1, &options, &error));
  g_assert_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_TOO_BIG);
  g_clear_error (&error);
  assert_folder_holds (NULL);

  g_assert_false (cairn_export_format_parse ("gif", &format, &error));
  g_assert_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT);
  g_clear_error (&error);
  g_assert_false (cairn_export_format_from_path ("tree", &format, &error));
  g_assert_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT);
  g_clear_error (&error);
  g_assert_true (cairn_export_format_from_path ("a.b/Tree.SVG", &format, NULL));
  g_assert_cmpint (format, ==, CAIRN_EXPORT_SVG);
}

/* A viewport shows part of the tree, at the size asked for. */
static void
test_export_viewport (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 9, 1, NULL, NULL);
  const CairnSearch *searches[] = { search };
  g_autofree char *path = tmp_path ("viewport.png");
  CairnExportOptions options;
  cairo_surface_t *s;

  cairn_export_options_init (&options);
  options.use_viewport = TRUE;
  options.viewport = (CairnRect) { -10, -0.5, 10, 4.5 };
  options.legend = FALSE;
  options.caption = FALSE;
  options.unit = 40;
  g_assert_true (cairn_export_to_file (path, searches, 1, &options, NULL));
  s = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (s), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (s), <, 1000);
  cairo_surface_destroy (s);
  remove_file (path);
}

typedef struct {
  const char *args;
  int         status;
  const char *file;     /* expected to exist afterwards, or NULL */
} CliCase;

static void
test_export_cli (void)
{
  const char *cli = g_getenv ("CAIRN_CLI");
  const CliCase cases[] = {
    { "-d 3 -m null -r 1 -o @/ok.svg", 0, "ok.svg" },
    { "-d 3 --compare plain,null -o @/ok.pdf --theme dark --no-legend --no-caption", 0, "ok.pdf" },
    { "-d 3 -o @/ok.png --scale 2 --no-ghosts --viewport -5,-0.5,5,2.5", 0, "ok.png" },
    { "-d 3 -o @/ok.txt --format json", 0, "ok.txt" },
    { "-d 3 -o @/bad.gif", 2, NULL },
    { "-d 3 -o @/bad.svg --format gif", 2, NULL },
    { "-d 3 -o @/bad", 2, NULL },
    { "-d 3 -o /nonexistent-cairn-folder/x.svg", 1, NULL },
    { "-d 3 -o @/bad.svg --at-event 999999", 2, NULL },
    { "-d 3 -o @/bad.svg --at-event -1", 2, NULL },
    { "-d 3 -o @/bad.svg --theme sepia", 2, NULL },
    { "-d 3 -o @/bad.svg --scale 0", 2, NULL },
    { "-d 3 -o @/bad.svg --viewport 1,2,3", 2, NULL },
    { "-d 3 -o @/bad.svg --compare plain", 2, NULL },
    { "-d 3 -o @/bad.svg --compare plain,fast", 2, NULL },
    { "-d 3", 2, NULL },
    { "-d 3 -o @/bad.svg stray", 2, NULL },
    { "-p ...O.X... -t x -d 3 -r 1 --compare plain,null --decisive 4 -o @/star.png", 0, "star.png" },
    /* Plain alpha-beta prunes no null move; nor does null move after 0. */
    { "-p ...O.X... -t x -d 3 -r 1 --decisive 4 -o @/bad.png", 2, NULL },
    { "-p ...O.X... -t x -d 3 -r 1 --compare plain,null --decisive 0 -o @/bad.png", 2, NULL },
    { "-p ...O.X... -t x -d 3 -r 1 --compare plain,null --decisive 9 -o @/bad.png", 2, NULL },
  };

  if (cli == NULL)
    {
      g_test_skip ("CAIRN_CLI is not set");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (TestRun) run = { 0 };

      test_run_cli_export (&run, cases[i].args, tmp_dir, cases[i].status);
      if (cases[i].status != 0)
        {
          /* One clear line. */
          g_assert_true (g_str_has_prefix (run.err, "cairn-cli: "));
          g_assert_cmpuint (strlen (run.err), >, 20);
          g_assert_true (strchr (run.err, '\n') == run.err + strlen (run.err) - 1);
        }
      assert_folder_holds (cases[i].file);
      if (cases[i].file)
        {
          g_autofree char *path = tmp_path (cases[i].file);
          GStatBuf st;

          g_assert_cmpint (g_stat (path, &st), ==, 0);
          g_assert_cmpint (st.st_size, >, 100);
          remove_file (path);
        }
    }
}

/* cairn-cli export -p FEN @words… (split at spaces) -o @dir/@name. */
static void
run_engine_export (TestRun    *run,
                   const char *words,
                   const char *name)
{
  g_autofree char *output = tmp_path (name);
  g_auto (GStrv) split = g_strsplit (words, " ", -1);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) args = NULL;

  g_strv_builder_add_many (builder, "export", "-p", "4k3/8/8/3q4/8/8/3Q4/4K3 w - - 0 1", "-m", "null",
                           "-o", output, NULL);
  g_strv_builder_addv (builder, (const char **) split);
  args = g_strv_builder_end (builder);
  test_run_cli (run, (const char * const *) args);
}

static char *
read_file (const char *name)
{
  g_autofree char *path = tmp_path (name);
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* --iteration N with iterative deepening (engine part id): the tree of
 * that iteration, in every format; the last one without it; the figure
 * says which iteration it shows, with its own node count; a bad N is
 * refused with exit 2 and a message naming it and the range. */
static void
test_export_iteration (void)
{
  g_autoptr (CairnSearch) search = NULL;
  const char *cli = g_getenv ("CAIRN_CLI");
  CairnSettings settings;
  CairnPosition position;
  guint32 sizes[2];

  if (cli == NULL)
    {
      g_test_skip ("CAIRN_CLI is not set");
      return;
    }
  /* The same search here, for its trees' sizes. */
  g_assert_true (cairn_position_parse ("4k3/8/8/3q4/8/8/3Q4/4K3 w - - 0 1", NULL, &position, NULL));
  test_settings (CAIRN_MODE_NULL, 2, 3, FALSE, &settings);
  settings.engine_parts = CAIRN_ENGINE_PARTS_ALL;
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  g_assert_cmpuint (cairn_search_n_iteration_trees (search), ==, 2);
  for (guint i = 0; i < 2; i++)
    sizes[i] = cairn_search_get_iteration_tree (search, i)->n_nodes;
  g_assert_cmpuint (sizes[0], <, sizes[1]);
  g_assert_true (cairn_export_tree (search, 0) == cairn_search_get_iteration_tree (search, 1));
  g_assert_true (cairn_export_tree (search, 1) == cairn_search_get_iteration_tree (search, 0));
  g_assert_null (cairn_export_tree (search, 3));

  /* JSON: the iteration, and its nodes. */
  for (guint it = 0; it <= 2; it++)
    {
      g_auto (TestRun) run = { 0 };
      g_autofree char *words = it ? g_strdup_printf ("-d 2 --engine-parts=engine --iteration %u", it)
                                  : g_strdup ("-d 2 --engine-parts=engine");
      g_autofree char *json = NULL;
      g_autofree char *iteration = g_strdup_printf ("\"iteration\":%u", it ? it : 2);
      g_autofree char *n_nodes = g_strdup_printf ("\"n_nodes\":%u,", sizes[it ? it - 1 : 1]);

      run_engine_export (&run, words, "it.json");
      test_assert_run_ok (&run);
      json = read_file ("it.json");
      test_assert_contains (json, "\"engine_parts\":\"engine\"");
      test_assert_contains (json, iteration);
      test_assert_contains (json, n_nodes);
      {
        g_autofree char *path = tmp_path ("it.json");

        remove_file (path);
      }
    }

  /* A PNG: the last iteration's figure is the default's, byte for byte;
   * the first iteration's is another. */
  {
    g_auto (TestRun) a = { 0 };
    g_auto (TestRun) b = { 0 };
    g_auto (TestRun) c = { 0 };
    g_autofree char *last = NULL, *dflt = NULL, *first = NULL;
    gsize last_len, dflt_len, first_len;
    g_autofree char *p1 = tmp_path ("last.png"), *p2 = tmp_path ("default.png"), *p3 = tmp_path ("first.png");

    run_engine_export (&a, "-d 2 --engine-parts=engine --iteration 2", "last.png");
    run_engine_export (&b, "-d 2 --engine-parts=engine", "default.png");
    run_engine_export (&c, "-d 2 --engine-parts=engine --iteration 1", "first.png");
    test_assert_run_ok (&a);
    test_assert_run_ok (&b);
    test_assert_run_ok (&c);
    g_assert_true (g_file_get_contents (p1, &last, &last_len, NULL));
    g_assert_true (g_file_get_contents (p2, &dflt, &dflt_len, NULL));
    g_assert_true (g_file_get_contents (p3, &first, &first_len, NULL));
    g_assert_cmpmem (last, last_len, dflt, dflt_len);
    g_assert_false (first_len == last_len && memcmp (first, last, first_len) == 0);
    remove_file (p1);
    remove_file (p2);
    remove_file (p3);
  }

  /* A PDF says which iteration it shows, and its count. */
  {
    g_auto (TestRun) run = { 0 };
    g_autofree char *path = tmp_path ("first.pdf");
    g_autofree char *text = NULL;
    g_autofree char *title = g_strdup_printf ("null move, R by Stockfish’s formula, iteration 1 of 2 — %u nodes",
                                              sizes[0]);

    /* The counters are for a page's full caption; a slide's one line
     * says what the search plays (below). */
    run_engine_export (&run, "-d 2 --engine-parts=engine --iteration 1 --page a4-landscape", "first.pdf");
    test_assert_run_ok (&run);
    text = test_pdf_text (path);
    if (text != NULL)
      {
        test_assert_contains (text, title);
        /* The caption's total, each iteration's share and the engine's counts. */
        test_assert_contains (text, "(iterations: ");
        test_assert_contains (text, " q-nodes");
        test_assert_contains (text, " check extensions");
      }
    remove_file (path);
  }
  {
    g_auto (TestRun) run = { 0 };
    g_autofree char *path = tmp_path ("slide.pdf");
    g_autofree char *text = NULL;

    run_engine_export (&run, "-d 2 --engine-parts=engine --iteration 1", "slide.pdf");
    test_assert_run_ok (&run);
    text = test_pdf_text (path);
    if (text != NULL)
      {
        test_assert_contains (text, "null move, R by Stockfish’s formula, iteration 1 of 2 — ");
        test_assert_contains (text, "null move, R by Stockfish’s formula plays Qxd5, value 900");
      }
    remove_file (path);
  }

  /* Bad values: exit 2, one line naming the value and what is allowed,
   * and no file. */
  {
    const struct { const char *words; const char *says; } bad[] = {
      { "-d 2 --engine-parts=engine --iteration 3", "Invalid --iteration “3”: use a whole number from 1 to 2" },
      { "-d 2 --engine-parts=engine --iteration 0", "Invalid --iteration “0”: use a whole number from 1 to 2" },
      { "-d 2 --engine-parts=engine --iteration two", "Invalid --iteration “two”: use a whole number from 1 to 2" },
      { "-d 1 --engine-parts=engine --iteration 2", "Invalid --iteration “2”: use 1, the only iteration" },
      { "-d 2 --engine-parts=qsearch,tt --iteration 1", "Invalid --iteration “1”: only a search with iterative deepening" },
      { "-d 2 --iteration 1", "Invalid --iteration “1”: only a search with iterative deepening" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_auto (TestRun) run = { 0 };

        run_engine_export (&run, bad[i].words, "bad.png");
        if (run.status != 2)
          g_error ("“%s”: exit %d, expected 2; stderr: %s", bad[i].words, run.status, run.err);
        test_assert_contains (run.err, bad[i].says);
        g_assert_true (strchr (run.err, '\n') == run.err + strlen (run.err) - 1);
        assert_folder_holds (NULL);
      }
  }
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("cairn-export-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

  g_test_add_func ("/export/png", test_export_png);
  g_test_add_func ("/export/svg", test_export_svg);
  g_test_add_func ("/export/pdf", test_export_pdf);
  g_test_add_func ("/export/dot-json", test_export_text_formats);
  g_test_add_func ("/export/deterministic", test_export_deterministic);
  g_test_add_func ("/export/pawns", test_export_pawns);
  g_test_add_func ("/export/decisive", test_export_decisive);
  g_test_add_func ("/export/errors", test_export_errors);
  g_test_add_func ("/export/viewport", test_export_viewport);
  g_test_add_func ("/export/cli", test_export_cli);
  g_test_add_func ("/export/iteration", test_export_iteration);
  status = g_test_run ();
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
