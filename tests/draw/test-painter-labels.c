/* test-painter-labels.c — the words the painter places (src/draw/
 * cairn-painter-labels.c) on a figure's nodes keep their distance: in
 * exported chess trees with long moves ("exf8=Q+", "Nbxd7") and dense
 * rows (Kiwipete), and in tic-tac-toe trees with rows of many leaves, on
 * every page size, no two words drawn come closer than a gap, no word
 * lies on another word or a node mark, and no edge runs through a word
 * (the boxes the painter reports drawing; test-overprint checks the same
 * in Kazakh and in the window's frames).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>

#include "cairn-boxes.h"
#include "cairn-export.h"
#include "cairn-i18n.h"
#include "test-util.h"

/* Device units (CSS pixels in an SVG) between two words, at the least. */
#define WORD_GAP 2.0

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

static char *tmp_dir;

typedef struct {
  const char *name;
  const char *fen;      /* NULL: tic-tac-toe */
  const char *cells;
  guint       depth;
  guint       reduction;
  CairnMode   modes[2];
  guint       n_modes;
  const char *root;
  guint       max_plies;
} Case;

/* @searches' figure on @page as an SVG in the test's folder, and the
 * boxes it drew. */
static GArray *
export_boxes (CairnSearch     **searches,
              guint             n,
              CairnExportPage   page,
              const char       *root,
              guint             max_plies)
{
  g_autofree char *path = g_build_filename (tmp_dir, "figure.svg", NULL);
  g_autoptr (GError) error = NULL;
  CairnExportOptions options;
  GArray *boxes;

  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_SVG;
  options.page = page;
  options.root = root;
  options.max_plies = max_plies;
  cairn_boxes_record_start ();
  g_assert_true (cairn_export_to_file (path, (const CairnSearch * const *) searches, n, &options, &error));
  boxes = cairn_boxes_record_stop ();
  g_assert_no_error (error);
  g_remove (path);
  return boxes;
}

/* What is wrong with @boxes, appended to @report; the number of faults. */
static guint
faults (GArray     *boxes,
        const char *what,
        GString    *report)
{
  g_autoptr (GString) found = g_string_new (NULL);
  guint overlaps = cairn_boxes_count_overlaps (boxes, 0.5, found);
  guint close = cairn_boxes_count_close (boxes, WORD_GAP, found);
  guint struck = cairn_boxes_count_struck (boxes, found);
  guint crossings = cairn_boxes_count_crossings (boxes, 1.0, found);
  guint n = overlaps + close + struck + crossings;

  if (n > 0)
    g_string_append_printf (report, "%s: %u overlaps, %u words closer than %.0f, %u words struck by edges, "
                            "%u edges through marks\n%s",
                            what, overlaps, close, WORD_GAP, struck, crossings, found->str);
  return n;
}

static void
test_figures (void)
{
  const Case cases[] = {
    { "promotion race, null R=1", "8/k1P5/2K5/8/8/8/8/8 w - - 0 1", NULL, 4, 1,
      { CAIRN_MODE_NULL }, 1, NULL, 0 },
    { "exf8=Q+, plain vs null", "5r1k/4P3/8/8/8/8/8/K7 w - - 0 1", NULL, 3, 1,
      { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL }, 2, NULL, 0 },
    { "Nbxd7, plain", "7k/3p4/1N3N2/8/8/8/8/K7 w - - 0 1", NULL, 2, 1,
      { CAIRN_MODE_PLAIN }, 1, NULL, 0 },
    { "Nbxd7, boards", "7k/3p4/1N3N2/8/8/8/8/K7 w - - 0 1", NULL, 1, 1,
      { CAIRN_MODE_PLAIN }, 1, NULL, 0 },
    { "tic-tac-toe d2, boards", NULL, NULL, 2, 1, { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL }, 2, NULL, 0 },
    { "Kiwipete d2 plain", KIWIPETE, NULL, 2, 3, { CAIRN_MODE_PLAIN }, 1, NULL, 0 },
    { "Kiwipete d3 plain under Bxa6", KIWIPETE, NULL, 3, 3, { CAIRN_MODE_PLAIN }, 1, "e2a6", 0 },
    { "tic-tac-toe d3, plain vs null", NULL, NULL, 3, 1, { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL }, 2, NULL, 0 },
    { "tic-tac-toe d4 ...O.X..., plain", NULL, "...O.X...", 4, 1, { CAIRN_MODE_PLAIN }, 1, NULL, 0 },
    { "tic-tac-toe d9 null under 4,0, 2 plies", NULL, NULL, 9, 1, { CAIRN_MODE_NULL }, 1, "4,0", 2 },
    { "tic-tac-toe d9 null under 4, 2 plies", NULL, NULL, 9, 1, { CAIRN_MODE_NULL }, 1, "4", 2 },
    /* Too many nodes for words on them: titles, legend and caption. */
    { "tic-tac-toe d9, plain vs null", NULL, NULL, 9, 1, { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL }, 2, NULL, 0 },
  };
  const CairnExportPage pages[] = { CAIRN_PAGE_NONE, CAIRN_PAGE_SLIDE, CAIRN_PAGE_A4, CAIRN_PAGE_A4_LANDSCAPE };
  g_autoptr (GString) report = g_string_new (NULL);
  guint n = 0, figures = 0, rows = 0, all_words = 0;

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      const Case *k = &cases[c];
      CairnSearch *searches[2];

      for (guint s = 0; s < k->n_modes; s++)
        searches[s] = k->fen ? test_run_chess_search (k->fen, k->modes[s], k->depth, k->reduction)
                             : test_run_search (k->modes[s], k->depth, k->reduction, k->cells, NULL);
      for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
        {
          g_autoptr (GArray) boxes = export_boxes (searches, k->n_modes, pages[p], k->root, k->max_plies);
          g_autofree char *what = g_strdup_printf ("%s, page %d", k->name, pages[p]);
          g_autoptr (GHashTable) tops = g_hash_table_new (g_direct_hash, g_direct_equal);
          guint words = 0;

          for (guint i = 0; i < boxes->len; i++)
            words += g_array_index (boxes, CairnBox, i).kind == CAIRN_BOX_TEXT;
          g_test_message ("%s: %u words", what, words);
          all_words += words;
          n += faults (boxes, what, report);
          figures++;

          /* Rows of leaves too dense for words across: upright words
           * (taller than wide, more than a character) there. */
          for (guint i = 0; i < boxes->len; i++)
            {
              const CairnBox *b = &g_array_index (boxes, CairnBox, i);
              gpointer top = GINT_TO_POINTER ((int) round (b->y0 * 64));

              if (b->kind == CAIRN_BOX_TEXT && b->y1 - b->y0 > b->x1 - b->x0 &&
                  g_utf8_strlen (b->text, -1) > 1 && !g_hash_table_contains (tops, top))
                {
                  g_hash_table_add (tops, top);
                  rows++;
                }
            }
        }
      for (guint s = 0; s < k->n_modes; s++)
        cairn_search_free (searches[s]);
    }
  g_test_message ("%u figures, %u rows of upright words, %u faults", figures, rows, n);
  if (n > 0)
    g_test_message ("%s", report->str);
  g_assert_cmpuint (figures, ==, G_N_ELEMENTS (cases) * G_N_ELEMENTS (pages));
  /* Words on the nodes, not only titles, legend and caption. */
  g_assert_cmpuint (all_words, >=, 40 * figures);
  /* Dense rows are there: some leaves are labelled upright. */
  g_assert_cmpuint (rows, >, 0);
  g_assert_cmpuint (n, ==, 0);
}

/* Boards carry all their words: the move over each (on its pill, over
 * the edge coming in), the value and the window under it, two lines
 * the gap apart. */
static void
test_boards (void)
{
  CairnSearch *search = test_run_chess_search ("7k/3p4/1N3N2/8/8/8/8/K7 w - - 0 1", CAIRN_MODE_PLAIN, 1, 1);
  g_autoptr (GArray) boxes = export_boxes (&search, 1, CAIRN_PAGE_NONE, NULL, 0);
  guint windows = 0, pills = 0, values = 0;

  g_assert_cmpuint (cairn_search_get_tree (search)->n_nodes, ==, 18);
  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *b = &g_array_index (boxes, CairnBox, i);

      pills += b->kind == CAIRN_BOX_PILL;
      if (b->kind != CAIRN_BOX_TEXT)
        continue;
      windows += g_str_has_prefix (b->text, "α ");
      values += g_strcmp0 (b->text, "500") == 0 || g_strcmp0 (b->text, "600") == 0;
    }
  /* The 17 moves from the root, every node's value and window ("600" is
   * the caption's value too, not a box of its own). */
  g_assert_cmpuint (pills, ==, 17);
  g_assert_cmpuint (windows, ==, 18);
  g_assert_cmpuint (values, ==, 18);
  cairn_search_free (search);
}

/* A tree drawn on a slide too small for words on its nodes (closer
 * than shapes, 5 units): none are drawn, the legend does not explain
 * them, and the caption counts all of them,
 * the 371 nodes' values and the moves of all but the root and the 21
 * null probes. */
static void
test_too_small (void)
{
  CairnSearch *search = test_run_chess_search ("8/k1P5/2K5/8/8/8/8/8 w - - 0 1", CAIRN_MODE_NULL, 4, 1);
  g_autoptr (GArray) boxes = export_boxes (&search, 1, CAIRN_PAGE_SLIDE, NULL, 0);
  gboolean said = FALSE;

  g_assert_cmpuint (cairn_search_get_tree (search)->n_nodes, ==, 371);
  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *b = &g_array_index (boxes, CairnBox, i);

      if (b->kind != CAIRN_BOX_TEXT)
        continue;
      /* No node's value: only titles, legend and caption. */
      g_assert_cmpstr (b->text, !=, "150");
      g_assert_cmpstr (b->text, !=, "Kb7");
      /* On the caption's one line, after what the searches play. */
      said |= g_str_has_suffix (b->text, " · 720 labels did not fit and are left out.");
      /* Nor does the legend explain them. */
      g_assert_cmpstr (b->text, !=, "move, value");
      g_assert_cmpstr (b->text, !=, "≥ at least");
    }
  g_assert_true (said);
  cairn_search_free (search);
}

int
main (int    argc,
      char **argv)
{
  int status;

  cairn_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("cairn-labels-XXXXXX", NULL);
  g_test_add_func ("/labels/figures", test_figures);
  g_test_add_func ("/labels/boards", test_boards);
  g_test_add_func ("/labels/too-small", test_too_small);
  status = g_test_run ();
  g_rmdir (tmp_dir);
  return status;
}
