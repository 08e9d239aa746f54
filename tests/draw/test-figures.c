/* test-figures.c — figures for slides and handouts: every node's value in
 * the text of the pitfall comparison, a legend of only the marks used,
 * page sizes, subtrees and depth cuts counted node by node, and bad
 * values refused with one line and no file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-export.h"
#include "cairn-subtree.h"
#include "cli-runner.h"
#include "test-util.h"

/* The d9 R1 null tree under 4,0: all of it, and cut 1 and 2 plies down
 * (counted from the JSON export by a separate walk). */
#define SUBTREE_4_0        2774
#define SUBTREE_4_0_PLY_1  16  /* 8 within the cut and the 8 probes of those nodes */
#define SUBTREE_4_0_PLY_2  56  /* 29 within the cut and 27 probes of those nodes */

static char *tmp_dir;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* The output of a tool, or NULL (and the test skipped) without it. */
static char *
tool_output (const char *tool,
             const char *arg1,
             const char *path)
{
  g_autofree char *program = g_find_program_in_path (tool);
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status;

  if (program == NULL)
    {
      g_test_skip_printf ("%s is not installed", tool);
      return NULL;
    }
  {
    const char *argv[] = { program, arg1, path, "-", NULL };

    if (arg1 == NULL)
      {
        argv[1] = path;
        argv[2] = NULL;
      }
    g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                                 &out, NULL, &status, &error));
  }
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

static guint
count_token (char       **tokens,
             const char  *token)
{
  guint n = 0;

  for (guint i = 0; tokens[i]; i++)
    if (g_str_equal (tokens[i], token))
      n++;
  return n;
}

/* How many words are numbers (values and cells, "−40" too): what a
 * figure of tic-tac-toe tells on its nodes. */
static guint
count_numbers (char **tokens)
{
  guint n = 0;

  for (guint i = 0; tokens[i]; i++)
    {
      const char *t = g_str_has_prefix (tokens[i], "−") ? tokens[i] + strlen ("−") : tokens[i];

      if (*t == '\0')
        continue;
      while (g_ascii_isdigit (*t))
        t++;
      if (*t == '\0' && t != tokens[i])
        n++;
    }
  return n;
}

/* How many times @sign stands before a node's value (a number, not the
 * legend's 150 or 140). */
static guint
count_bounds (char       **tokens,
              const char  *sign)
{
  guint n = 0;

  for (guint i = 0; tokens[i] && tokens[i + 1]; i++)
    if (g_str_equal (tokens[i], sign) && g_ascii_isdigit (tokens[i + 1][0]) &&
        !g_str_equal (tokens[i + 1], "150") && !g_str_equal (tokens[i + 1], "140"))
      n++;
    /* Written compact where values crowd: "≥15". */
    else if (g_str_has_prefix (tokens[i], sign) && g_ascii_isdigit (tokens[i][strlen (sign)]))
      n++;
  return n;
}

static void
format_value (char *buf,
              gsize size,
              int   value)
{
  if (value < 0)
    g_snprintf (buf, size, "−%d", -value);
  else
    g_snprintf (buf, size, "%d", value);
}

/* Every node of both pitfall trees shows its value, side by side, in the
 * natural size and on each page: each value appears in the PDF's text at
 * least as often as there are nodes holding it. */
static void
test_pitfall_values (void)
{
  g_autoptr (CairnSearch) plain = test_run_search (CAIRN_MODE_PLAIN, 3, 1, "...O.X...", "x");
  g_autoptr (CairnSearch) null = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  const CairnSearch *searches[] = { plain, null };
  const CairnExportPage pages[] = { CAIRN_PAGE_NONE, CAIRN_PAGE_SLIDE, CAIRN_PAGE_A4, CAIRN_PAGE_A4_LANDSCAPE };
  /* A slide gives the trees the page (a compact legend, a one-line
   * caption, trees stacked each the width of the slide, crowded leaves'
   * words upright at 12 px): it leaves out 51 words where it left out
   * 307, and carries at least 150 numbers where it carried 89.  Moves
   * crowded by a fan of edges go beside their own edge: 51 → 29 on the
   * slide, 309 → 300 on A4, 320 → 290 on A4 landscape.  Room for words
   * in the layout where a tree has it spare: 29 → 5 on the slide.  A
   * move whose node a wide fan's edges crowd goes beside its value: 5 → 1
   * on the slide, 300 → 297 on A4, 290 → 281 on A4 landscape. */
  const guint expected_left_out[] = { 0, 1, 297, 281 };
  const guint least_numbers[] = { 392, 150, 0, 0 };
  g_autofree char *path = tmp_path ("pitfall.pdf");
  g_autoptr (GHashTable) wanted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_nodes = 0;

  g_assert_cmpuint (cairn_search_get_tree (plain)->n_nodes, ==, 122);
  g_assert_cmpuint (cairn_search_get_tree (null)->n_nodes, ==, 79);
  for (guint s = 0; s < 2; s++)
    {
      const CairnTree *tree = cairn_search_get_tree (searches[s]);

      for (guint32 i = 0; i < tree->n_nodes; i++)
        {
          char value[32];

          format_value (value, sizeof value, cairn_tree_get (tree, i)->value);
          g_hash_table_insert (wanted, g_strdup (value),
                               GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (wanted, value)) + 1));
          n_nodes++;
        }
    }
  g_assert_cmpuint (n_nodes, ==, 201);

  for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
    {
      CairnExportOptions options;
      g_autofree char *text = NULL;
      g_auto (GStrv) tokens = NULL;
      GHashTableIter iter;
      gpointer key, count;
      guint left_out;

      cairn_export_options_init (&options);
      options.format = CAIRN_EXPORT_PDF;
      options.page = pages[p];
      g_assert_true (cairn_export_to_file (path, searches, 2, &options, NULL));
      text = tool_output ("pdftotext", "-raw", path);
      if (text == NULL)
        return;
      tokens = g_strsplit_set (text, " \n\t\f", -1);
      /* Words that find no room are left out, never drawn over each
       * other, and the caption counts them: the figure sized to the tree
       * has room for all; on a page the leaves stand 7 to 11 units apart,
       * closer than a column of 8-unit words and its gap, so no leaf
       * carries words (rather than every other leaf): all the leaves'
       * values and moves, and a few words of the rows above. */
      {
        const char *said = strstr (text, " did not fit and ");

        left_out = 0;
        if (said)
          {
            /* "1 label did not fit and is left out", "5 labels …" */
            while (said > text && g_ascii_isalpha (said[-1]))
              said--;
            said--;
            while (said > text && g_ascii_isdigit (said[-1]))
              said--;
            left_out = (guint) g_ascii_strtoull (said, NULL, 10);
          }
        g_assert_cmpuint (left_out, ==, expected_left_out[p]);
      }
      g_hash_table_iter_init (&iter, wanted);
      while (g_hash_table_iter_next (&iter, &key, &count))
        if (count_token (tokens, key) + left_out < GPOINTER_TO_UINT (count))
          g_error ("page %u: value %s shown %u times, held by %u nodes", p, (const char *) key,
                   count_token (tokens, key), GPOINTER_TO_UINT (count));
      /* Bounds drawn as bounds: 12 + 7 lower and 10 + 8 upper in the two
       * trees (test-tree), besides the legend's "≥ 150" and "≤ 140". */
      g_assert_cmpuint (count_bounds (tokens, "≥"), <=, 19);
      g_assert_cmpuint (count_bounds (tokens, "≥") + left_out, >=, 19);
      g_assert_cmpuint (count_bounds (tokens, "≤"), <=, 18);
      g_assert_cmpuint (count_bounds (tokens, "≤") + left_out, >=, 18);
      g_assert_cmpuint (count_numbers (tokens), >=, least_numbers[p]);
      if (pages[p] == CAIRN_PAGE_SLIDE)
        {
          /* The compact legend: a few words an entry. */
          g_assert_nonnull (strstr (text, "≥ at least"));
          g_assert_nonnull (strstr (text, "≤ at most"));
          g_assert_null (strstr (text, "at least 150: after a cutoff"));
        }
      else
        {
          g_assert_nonnull (strstr (text, "at least 150: after a cutoff, a null-move prune or all moves failing high"));
          g_assert_nonnull (strstr (text, "at most 140: after a cutoff, a null-move prune or all moves failing low"));
        }
      /* The move to the centre, cell 4, and the root values 12 and 9. */
      g_assert_nonnull (strstr (text, "plain α-β — 122 nodes"));
      g_assert_nonnull (strstr (text, "null move, R=1 — 79 nodes"));
      g_unlink (path);
    }
}

static char *
export_text (const CairnSearch * const *searches,
             guint                      n,
             CairnExportOptions        *options)
{
  g_autofree char *path = tmp_path ("legend.pdf");
  char *text;

  options->format = CAIRN_EXPORT_PDF;
  g_assert_true (cairn_export_to_file (path, searches, n, options, NULL));
  text = tool_output ("pdftotext", "-raw", path);
  g_unlink (path);
  return text;
}

/* The legend lists the marks the figure uses, and names a probe's verdict
 * by the side it fails for. */
static void
test_legend_used_marks (void)
{
  g_autoptr (CairnSearch) plain = test_run_search (CAIRN_MODE_PLAIN, 3, 1, "...O.X...", "x");
  g_autoptr (CairnSearch) null = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  g_autoptr (CairnSearch) empty = test_run_search (CAIRN_MODE_NULL, 4, 1, NULL, NULL);
  const CairnSearch *one[] = { plain };
  const CairnSearch *two[] = { null };
  const CairnSearch *d5[] = { empty };
  CairnExportOptions options;
  g_autofree char *a = NULL, *b = NULL, *c = NULL, *d = NULL;

  /* A slide's compact legend: the marks used, in a few words each. */
  {
    g_autofree char *slide_one = NULL, *slide_two = NULL;

    cairn_export_options_init (&options);
    options.page = CAIRN_PAGE_SLIDE;
    slide_one = export_text (one, 1, &options);
    if (slide_one == NULL)
      return;
    g_assert_nonnull (strstr (slide_one, "horizon leaf"));
    g_assert_nonnull (strstr (slide_one, "cutoff ≥ β"));
    g_assert_nonnull (strstr (slide_one, "principal variation"));
    g_assert_null (strstr (slide_one, "null probe"));
    g_assert_null (strstr (slide_one, "heuristic value"));
    slide_two = export_text (two, 1, &options);
    g_assert_nonnull (strstr (slide_two, "probe ≤ α"));
    g_assert_nonnull (strstr (slide_two, "null-move prune"));
    g_assert_null (strstr (slide_two, "probe ≥ β"));
  }

  /* Other pages: the full legend. */
  cairn_export_options_init (&options);
  options.page = CAIRN_PAGE_A4_LANDSCAPE;
  a = export_text (one, 1, &options);
  g_assert_nonnull (strstr (a, "horizon leaf: heuristic value"));
  g_assert_nonnull (strstr (a, "α-β cutoff at a max node"));
  g_assert_nonnull (strstr (a, "principal variation"));
  g_assert_null (strstr (a, "null probe"));
  g_assert_null (strstr (a, "null-move prune"));
  g_assert_null (strstr (a, "selected node and its path"));
  /* The legend's line, not the caption's advice on labels left out. */
  g_assert_null (strstr (a, "depth cut: the nodes below"));

  /* The pitfall's probes all sit under min nodes: they fail low. */
  b = export_text (two, 1, &options);
  g_assert_nonnull (strstr (b, "null probe that failed low: value ≤ α at a min node"));
  g_assert_nonnull (strstr (b, "null-move prune at a min node"));
  g_assert_null (strstr (b, "failed high"));
  g_assert_null (strstr (b, "null-move prune at a max node"));

  /* The empty board at d4 R1 prunes at a max node only. */
  c = export_text (d5, 1, &options);
  g_assert_nonnull (strstr (c, "null probe that failed high: value ≥ β at a max node"));
  g_assert_null (strstr (c, "failed low"));

  /* Marks and cuts join the legend when used. */
  options.mark = "4,0";
  options.highlight = "4,1";
  options.root = "4";
  options.max_plies = 1;
  d = export_text (one, 1, &options);
  g_assert_nonnull (strstr (d, "selected node and its path"));
  g_assert_nonnull (strstr (d, "highlighted line of play"));
  g_assert_nonnull (strstr (d, "depth cut"));
  g_assert_nonnull (strstr (d, "plain α-β — 7 of 122 nodes shown"));
}

/* Page sizes: PNG pixels, PDF points, SVG pixels. */
static void
test_pages (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 5, 3, NULL, NULL);
  const CairnSearch *searches[] = { search };
  const struct { CairnExportPage page; int png_w, png_h; const char *pdf; const char *svg; } cases[] = {
    { CAIRN_PAGE_SLIDE, 1920, 1080, "Page size:       960 x 540 pts", "width=\"1920px\" height=\"1080px\"" },
    { CAIRN_PAGE_A4, 1241, 1754, "Page size:       595.275 x 841.875 pts (A4)", "width=\"793.7px\"" },
    { CAIRN_PAGE_A4_LANDSCAPE, 1754, 1241, "Page size:       841.875 x 595.275 pts (A4)", "height=\"793.7px\"" },
  };
  g_autofree char *png = tmp_path ("page.png");
  g_autofree char *pdf = tmp_path ("page.pdf");
  g_autofree char *svg = tmp_path ("page.svg");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnExportOptions options;
      cairo_surface_t *s;
      g_autofree char *info = NULL, *contents = NULL;

      cairn_export_options_init (&options);
      options.page = cases[i].page;
      g_assert_true (cairn_export_to_file (png, searches, 1, &options, NULL));
      s = cairo_image_surface_create_from_png (png);
      g_assert_cmpint (cairo_image_surface_get_width (s), ==, cases[i].png_w);
      g_assert_cmpint (cairo_image_surface_get_height (s), ==, cases[i].png_h);
      cairo_surface_destroy (s);

      options.format = CAIRN_EXPORT_SVG;
      g_assert_true (cairn_export_to_file (svg, searches, 1, &options, NULL));
      g_assert_true (g_file_get_contents (svg, &contents, NULL, NULL));
      if (strstr (contents, cases[i].svg) == NULL)
        g_error ("%s not in the SVG header: %.300s", cases[i].svg, contents);

      options.format = CAIRN_EXPORT_PDF;
      g_assert_true (cairn_export_to_file (pdf, searches, 1, &options, NULL));
      info = tool_output ("pdfinfo", NULL, pdf);
      if (info == NULL)
        break;
      if (strstr (info, cases[i].pdf) == NULL)
        g_error ("%s not in: %s", cases[i].pdf, info);
    }
  g_unlink (png);
  g_unlink (pdf);
  g_unlink (svg);
}

/* The nodes a subtree and a depth cut keep, counted against a walk of the
 * source tree. */
static void
test_subtree_counts (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 9, 1, NULL, NULL);
  const CairnTree *tree = cairn_search_get_tree (search);
  guint32 root, size;
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (tree->n_nodes, ==, 80790);
  g_assert_true (cairn_line_parse (tree, "4,0", &root, &error));
  g_assert_no_error (error);
  size = cairn_tree_subtree_size (tree, root);
  g_assert_cmpuint (size, ==, SUBTREE_4_0);

  for (guint plies = 0; plies <= 3; plies++)
    {
      g_autoptr (CairnSubtree) sub = cairn_subtree_new_kept (tree, root, plies, TRUE, NULL, G_MAXUINT32);
      g_autofree gboolean *in = g_new0 (gboolean, size);
      guint32 kept = 0, hidden = 0, probes = 0;

      /* Within the cut, or the null probe of a node drawn (it stands R
       * plies lower, and is why that node pruned). */
      for (guint32 i = root; i < root + size; i++)
        {
          const CairnNode *node = cairn_tree_get (tree, i);
          gboolean probe = i != root && node->kind == CAIRN_NODE_NULL_PROBE && in[node->parent - root];

          in[i - root] = plies == 0 || node->ply - cairn_tree_get (tree, root)->ply <= plies || probe;
          kept += in[i - root];
          probes += probe && node->ply - cairn_tree_get (tree, root)->ply > plies && plies > 0;
        }
      if (plies > 0)
        g_assert_cmpuint (probes, >, 0);
      g_assert_cmpuint (sub->tree->n_nodes, ==, kept);
      g_assert_cmpuint (sub->n_hidden, ==, size - kept);
      for (guint32 i = 0; i < sub->tree->n_nodes; i++)
        hidden += sub->hidden[i];
      g_assert_cmpuint (hidden, ==, sub->n_hidden);
      g_assert_cmpuint (sub->map[root], ==, 0);
      g_assert_cmpuint (cairn_tree_get (sub->tree, 0)->parent, ==, CAIRN_NO_NODE);
      if (plies == 1)
        g_assert_cmpuint (sub->tree->n_nodes, ==, SUBTREE_4_0_PLY_1);
      if (plies == 2)
        g_assert_cmpuint (sub->tree->n_nodes, ==, SUBTREE_4_0_PLY_2);
    }

  /* The line text and the parser agree. */
  {
    g_autofree char *line = cairn_node_line_text (tree, root);

    g_assert_cmpstr (line, ==, "4,0");
  }
  g_assert_false (cairn_line_parse (tree, "9", &root, &error) && error == NULL);
  g_assert_error (error, CAIRN_LINE_ERROR, CAIRN_LINE_ERROR_SYNTAX);
  g_clear_error (&error);
  g_assert_false (cairn_line_parse (tree, "4,4", &root, &error));
  g_assert_error (error, CAIRN_LINE_ERROR, CAIRN_LINE_ERROR_ILLEGAL);
}

typedef struct {
  const char *args;
  int         status;
  const char *line;     /* the exact error line, or NULL */
} CliCase;

static void
test_cli (void)
{
  const char *cli = g_getenv ("CAIRN_CLI");
  const char *pit = "-p ...O.X... -t x -d 3 -r 1 --compare plain,null -o @/fig.";
  const CliCase cases[] = {
    { "pdf --page slide", 0, NULL },
    { "svg --page a4 --root 4 --max-ply 1 --mark 4,1 --highlight 4,2", 0, NULL },
    { "png --page a4-landscape", 0, NULL },
    { "png --root 9", 2,
      "cairn-cli: Invalid --root “9”: “9” is not a move: moves are cells 0 to 8, separated by commas\n" },
    { "png --root 4,4", 2, "cairn-cli: Invalid --root “4,4”: cell 4 is not a legal move after 4\n" },
    { "png --root 3", 2, "cairn-cli: Invalid --root “3”: cell 3 is not a legal move in the position searched\n" },
    { "png --root 1,0", 2,
      "cairn-cli: Invalid --root “1,0” for the null move tree: the search never played 1,0: a cutoff or a null-move prune skipped it, or the game was over\n" },
    { "png --max-ply 0", 2, "cairn-cli: Invalid --max-ply “0”: use a whole number of plies from 1 to 64\n" },
    { "png --max-ply x", 2, "cairn-cli: Invalid --max-ply “x”: use a whole number of plies from 1 to 64\n" },
    { "png --page letter", 2, "cairn-cli: Invalid --page “letter”: use slide, a4, a4-landscape or none\n" },
    { "png --mark 4,4", 2, "cairn-cli: Invalid --mark “4,4”: cell 4 is not a legal move after 4\n" },
    { "png --highlight 0,,1", 2,
      "cairn-cli: Invalid --highlight “0,,1”: “” is not a move: moves are cells 0 to 8, separated by commas\n" },
    { "png --decisive 4", 0, NULL },
    { "png --decisive 0", 2,
      "cairn-cli: Invalid --decisive “0”: no tree exported pruned the node these moves lead to with a null move\n" },
    { "png --story", 0, NULL },
    { "svg --legend side", 0, NULL },
    { "pdf --legend none", 0, NULL },
    { "png --legend top", 2, "cairn-cli: Invalid --legend “top”: use bottom, side or none\n" },
    { "png --story --max-ply 2", 2,
      "cairn-cli: --story draws its own part of the trees: leave out --focus, --root and --max-ply\n" },
    { "png --story --decisive=none", 2,
      "cairn-cli: The decisive moment needs a decisive prune: compare a search with null moves to one without "
      "where their moves differ, or name the prune\n" },
  };

  if (cli == NULL)
    {
      g_test_skip ("CAIRN_CLI is not set");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *args = g_strconcat (pit, cases[i].args, NULL);
      g_auto (TestRun) run = { 0 };
      g_autoptr (GDir) dir = NULL;
      guint files = 0;

      test_run_cli_export (&run, args, tmp_dir, cases[i].status);
      if (cases[i].line)
        g_assert_cmpstr (run.err, ==, cases[i].line);
      dir = g_dir_open (tmp_dir, 0, NULL);
      for (const char *name; (name = g_dir_read_name (dir)) != NULL; files++)
        {
          g_autofree char *path = tmp_path (name);

          g_assert_cmpint (cases[i].status, ==, 0);
          g_assert_true (g_str_has_prefix (name, "fig."));
          g_unlink (path);
        }
      g_assert_cmpuint (files, ==, cases[i].status == 0 ? 1 : 0);
    }
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("cairn-figures-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

  g_test_add_func ("/figures/pitfall-values", test_pitfall_values);
  g_test_add_func ("/figures/legend-used-marks", test_legend_used_marks);
  g_test_add_func ("/figures/pages", test_pages);
  g_test_add_func ("/figures/subtree-counts", test_subtree_counts);
  g_test_add_func ("/figures/cli", test_cli);
  status = g_test_run ();
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
