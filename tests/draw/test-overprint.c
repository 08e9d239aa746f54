/* test-overprint.c — no figure overprints: across both games, every page,
 * whole trees, subtrees, depth cuts and focus views, in English and in
 * Kazakh, and in the window's frames at five scales, no two words and no
 * word and node mark drawn overlap, no two words come closer than a gap,
 * no edge runs through a word or a node mark (the boxes the painter,
 * legend and export report drawing).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "cairn-boxes.h"
#include "cairn-export.h"
#include "cairn-i18n.h"
#include "test-util.h"

#define ZUGZWANG "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"
/* Device units between two words, at the least (as test-painter-labels). */
#define WORD_GAP 2.0

typedef struct {
  const char *name;
  const char *root;
  guint       max_plies;
  gboolean    focus;
  const char *mark;
} View;

typedef struct {
  const char  *name;
  CairnSearch *searches[2];
  View         views[8];
} Game;

static char *tmp_dir;

static CairnSearch *
chess_search (CairnMode mode)
{
  return test_run_chess_search (ZUGZWANG, mode, 7, 1);
}

/* Exports @game's figure as SVG and counts the overlaps it reports. */
/* Edges through node marks, over all figures (see test_matrix). */
static guint crossings;

static guint
overlaps (const Game            *game,
          const View            *view,
          CairnExportPage        page,
          const char            *language,
          GString               *report)
{
  g_autofree char *path = g_build_filename (tmp_dir, "figure.svg", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) boxes = NULL;
  g_autoptr (GString) found = g_string_new (NULL);
  CairnExportOptions options;
  guint n, n_text = 0;

  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_SVG;
  options.page = page;
  options.root = view->root;
  options.max_plies = view->max_plies;
  options.focus = view->focus;
  options.mark = view->mark;
  cairn_boxes_record_start ();
  g_assert_true (cairn_export_to_file (path, (const CairnSearch * const *) game->searches, 2,
                                       &options, &error));
  boxes = cairn_boxes_record_stop ();
  g_assert_no_error (error);
  for (guint i = 0; i < boxes->len; i++)
    n_text += g_array_index (boxes, CairnBox, i).kind == CAIRN_BOX_TEXT;
  /* The titles, the legend and the caption at least. */
  g_assert_cmpuint (n_text, >=, 10);
  n = cairn_boxes_count_overlaps (boxes, 0.5, found) + cairn_boxes_count_close (boxes, WORD_GAP, found) +
      cairn_boxes_count_struck (boxes, found);
  crossings += cairn_boxes_count_crossings (boxes, 1.0, NULL);
  if (n > 0)
    g_string_append_printf (report, "%s, %s, page %d, %s: %u overlaps\n%s",
                            game->name, view->name, page, language, n, found->str);
  return n;
}

/* The window's frames: the painter on a 1366 × 768 pane at scales from
 * shapes with values to boards, around the middle of the tree. */
static guint
screen_overlaps (const Game *game,
                 GString    *report,
                 guint      *frames)
{
  guint n = 0;

  for (guint s = 0; s < 2; s++)
    {
      const CairnTree *tree = cairn_search_get_tree (game->searches[s]);
      g_autoptr (CairnLayout) layout = NULL;
      CairnLayoutOptions lo;
      CairnRect bounds;
      const double scales[] = { 24, 40, 60, 90, 140 };

      cairn_layout_options_init (&lo);
      layout = cairn_layout_new (tree, &lo);
      cairn_layout_get_bounds (layout, &bounds);
      for (guint k = 0; k < G_N_ELEMENTS (scales); k++)
        {
          cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1366, 768);
          cairo_t *cr = cairo_create (surface);
          g_autoptr (GArray) boxes = NULL;
          g_autoptr (GString) found = g_string_new (NULL);
          CairnPaintOptions po;
          guint here;

          cairn_paint_options_init (&po, CAIRN_THEME_LIGHT);
          po.scale = scales[k];
          po.offset_x = 683 - scales[k] * (bounds.x0 + bounds.x1) / 2;
          po.offset_y = 40;
          po.viewport = (CairnRect) { 0, 0, 1366, 768 };
          cairn_boxes_record_start ();
          cairn_painter_paint (cr, tree, layout, &po);
          boxes = cairn_boxes_record_stop ();
          here = cairn_boxes_count_overlaps (boxes, 0.5, found) +
                 cairn_boxes_count_close (boxes, WORD_GAP, found) + cairn_boxes_count_struck (boxes, found);
          crossings += cairn_boxes_count_crossings (boxes, 1.0, NULL);
          if (here > 0)
            g_string_append_printf (report, "%s, screen tree %u at scale %.0f: %u overlaps\n%s",
                                    game->name, s, scales[k], here, found->str);
          n += here;
          (*frames)++;
          cairo_destroy (cr);
          cairo_surface_destroy (surface);
        }
    }
  return n;
}

static void
test_matrix (void)
{
  Game games[] = {
    { "tic-tac-toe", { test_run_search (CAIRN_MODE_PLAIN, 4, 1, "...O.X...", "x"),
                       test_run_search (CAIRN_MODE_NULL, 4, 1, "...O.X...", "x") },
      { { "whole tree", NULL, 0, FALSE, NULL },
        { "--root 4", "4", 0, FALSE, NULL },
        { "--max-ply 2", NULL, 2, FALSE, NULL },
        { "--max-ply 3", NULL, 3, FALSE, NULL },
        { "--max-ply 4", NULL, 4, FALSE, NULL },
        { "--root 4 --max-ply 2", "4", 2, FALSE, NULL },
        { "--focus 4,0", NULL, 0, TRUE, "4,0" } } },
    { "chess", { chess_search (CAIRN_MODE_PLAIN), chess_search (CAIRN_MODE_NULL) },
      { { "whole tree", NULL, 0, FALSE, NULL },
        { "--root f5f6", "f5f6", 0, FALSE, NULL },
        { "--max-ply 2", NULL, 2, FALSE, NULL },
        { "--max-ply 3", NULL, 3, FALSE, NULL },
        { "--max-ply 4", NULL, 4, FALSE, NULL },
        { "--root f5f6 --max-ply 2", "f5f6", 2, FALSE, NULL },
        { "--focus f5f6,d8e8", NULL, 0, TRUE, "f5f6,d8e8" } } },
  };
  const CairnExportPage pages[] = { CAIRN_PAGE_SLIDE, CAIRN_PAGE_A4, CAIRN_PAGE_A4_LANDSCAPE, CAIRN_PAGE_NONE };
  /* GLib decides once per process whether to translate: one language a
   * run, LANGUAGE=kk for the Kazakh one (tests/draw/meson.build). */
  const char *language = g_getenv ("LANGUAGE");
  gboolean kazakh = g_strcmp0 (language, "kk") == 0;
  g_autoptr (GString) report = g_string_new (NULL);
  guint n = 0, figures = 0;

  /* The catalogue is found: the Kazakh figures really are Kazakh. */
  if (kazakh)
    g_assert_cmpstr (_("Unknown page “%s”: use slide, a4, a4-landscape or none"), !=,
                     "Unknown page “%s”: use slide, a4, a4-landscape or none");
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint v = 0; v < G_N_ELEMENTS (games[g].views) && games[g].views[v].name; v++)
      for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
        {
          n += overlaps (&games[g], &games[g].views[v], pages[p], kazakh ? "kk" : "en", report);
          figures++;
        }
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    n += screen_overlaps (&games[g], report, &figures);
  g_test_message ("%u figures and frames, %u overlaps, %u edges through node marks",
                  figures, n, crossings);
  if (n > 0)
    g_test_message ("%s", report->str);
  g_assert_cmpuint (figures, ==, 56 + 20);
  g_assert_cmpuint (n, ==, 0);
  /* Plies spaced for the words and marks between them: no edge runs
   * through a node. */
  g_assert_cmpuint (crossings, ==, 0);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint s = 0; s < 2; s++)
      cairn_search_free (games[g].searches[s]);
}

int
main (int    argc,
      char **argv)
{
  int status;

  cairn_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("cairn-overprint-XXXXXX", NULL);
  g_test_add_func ("/overprint/matrix", test_matrix);
  status = g_test_run ();
  {
    g_autofree char *path = g_build_filename (tmp_dir, "figure.svg", NULL);

    g_remove (path);
    g_rmdir (tmp_dir);
  }
  return status;
}
