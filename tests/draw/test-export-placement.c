/* test-export-placement.c — figures placed on a slide (src/draw/
 * cairn-export-placement.c) as they come out: a
 * comparison stars its decisive prune itself, large, with the words of
 * its path placed first; a caption says what was left out, not how to get
 * it; the CLI's default page is the slide; a chess figure draws its root
 * position as a board that reads there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>

#include "cairn-boxes.h"
#include "cairn-decisive.h"
#include "cairn-export.h"
#include "cairn-format.h"
#include "cairn-painter-private.h"
#include "cairn-subtree.h"
#include "cairn-theme.h"
#include "cli-runner.h"
#include "test-util.h"

#define PITFALL "...O.X..."
#define CHESS   "8/7p/5K1k/7r/3n4/5N2/7R/8 w - -"

static char *tmp_dir;

/* The pitfall's decisive prunes as the core finds them: the nodes of the
 * null-move tree. */
static GArray *
pitfall_decisive (const CairnSearch *plain,
                  const CairnSearch *null)
{
  g_autoptr (GArray) prunes = NULL;
  GArray *nodes = g_array_new (FALSE, FALSE, sizeof (guint32));

  prunes = cairn_decisive_prunes (cairn_search_get_position (null), cairn_search_get_settings (plain),
                                  cairn_search_get_settings (null), NULL, NULL);
  g_assert_nonnull (prunes);
  for (guint i = 0; i < prunes->len; i++)
    {
      const CairnDecisivePrune *p = &g_array_index (prunes, CairnDecisivePrune, i);

      if (p->decisive && !p->verification)
        g_array_append_val (nodes, p->node);
    }
  return nodes;
}

/* The boxes of the pitfall comparison on a slide, with @decisive starred
 * (NULL: none); its report in @report. */
static GArray *
pitfall_boxes (const CairnSearch * const *searches,
               GArray                    *decisive,
               CairnExportReport         *report)
{
  g_autofree char *path = g_build_filename (tmp_dir, "pitfall.svg", NULL);
  g_autoptr (GError) error = NULL;
  CairnExportOptions options;
  GArray *boxes;

  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_SVG;
  options.page = CAIRN_PAGE_SLIDE;
  options.report = report;
  if (decisive)
    {
      options.decisive_nodes = (const guint32 *) (gpointer) decisive->data;
      options.n_decisive_nodes = decisive->len;
    }
  cairn_boxes_record_start ();
  g_assert_true (cairn_export_to_file (path, searches, 2, &options, &error));
  boxes = cairn_boxes_record_stop ();
  g_assert_no_error (error);
  g_remove (path);
  return boxes;
}

/* The star: the one square mark in the trees (above the legend, 700 px
 * down) at least 0.7 of the slide's 18-unit words across its radius. */
static const CairnBox *
find_star (GArray *boxes)
{
  const CairnBox *star = NULL;

  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *b = &g_array_index (boxes, CairnBox, i);
      double w = b->x1 - b->x0, h = b->y1 - b->y0;

      if (b->kind != CAIRN_BOX_MARK || fabs (w - h) > 0.01 || w < 2 * 0.7 * 18 - 0.01 || b->y1 > 700)
        continue;
      g_assert_null (star);
      star = b;
    }
  return star;
}

/* How many moves (one cell, "0" to "8") stand beside a value on its
 * line, @gap from it; each must be twice @gap from every other word
 * it shares a line with. */
static guint
moves_beside_values (GArray *boxes,
                     double  gap)
{
  guint n = 0;

  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *m = &g_array_index (boxes, CairnBox, i);
      const CairnBox *own = NULL;

      if (m->kind != CAIRN_BOX_TEXT || m->upright || strlen (m->text) != 1 || m->text[0] < '0' || m->text[0] > '8')
        continue;
      for (guint j = 0; j < boxes->len; j++)
        {
          const CairnBox *v = &g_array_index (boxes, CairnBox, j);

          if (j != i && v->kind == CAIRN_BOX_TEXT && !v->upright &&
              fabs ((v->y0 + v->y1) / 2 - (m->y0 + m->y1) / 2) < 0.5 &&
              (fabs (v->x0 - m->x1 - gap) < 0.01 || fabs (m->x0 - v->x1 - gap) < 0.01))
            own = v;
        }
      if (own == NULL)
        continue;
      n++;
      for (guint j = 0; j < boxes->len; j++)
        {
          const CairnBox *w = &g_array_index (boxes, CairnBox, j);

          if (j == i || w == own || w->kind != CAIRN_BOX_TEXT || w->y0 >= m->y1 || m->y0 >= w->y1)
            continue;
          g_assert_true (w->x0 >= m->x1 + 2 * gap - 0.01 || m->x0 >= w->x1 + 2 * gap - 0.01);
        }
    }
  return n;
}

/* The pitfall's comparison on a slide: null-move pruning's one decisive
 * prune, after X plays cell 4, starred large in the right-hand tree; the
 * move "4" that leads to it drawn beside it although the words around it
 * crowd (the lecturer's figure left it out); the caption counts the labels
 * left out, in one sentence, and the report says as much. */
static void
test_pitfall_star (void)
{
  g_autoptr (CairnSearch) plain = test_run_search (CAIRN_MODE_PLAIN, 3, 1, PITFALL, "x");
  g_autoptr (CairnSearch) null = test_run_search (CAIRN_MODE_NULL, 3, 1, PITFALL, "x");
  const CairnSearch *searches[] = { plain, null };
  g_autoptr (GArray) decisive = pitfall_decisive (plain, null);
  g_autoptr (GArray) starred = NULL;
  g_autoptr (GArray) bare = NULL;
  CairnExportReport report = { 0 }, bare_report = { 0 };
  const CairnBox *star;
  double cx, cy;
  guint fours = 0, captions = 0;
  guint32 node;

  g_assert_cmpuint (decisive->len, ==, 1);
  g_assert_true (cairn_line_parse (cairn_search_get_tree (null), "4", &node, NULL));
  g_assert_cmpuint (g_array_index (decisive, guint32, 0), ==, node);

  starred = pitfall_boxes (searches, decisive, &report);
  star = find_star (starred);
  g_assert_nonnull (star);
  /* In the right-hand tree: past the middle of the 1920-wide slide. */
  cx = (star->x0 + star->x1) / 2;
  cy = (star->y0 + star->y1) / 2;
  g_assert_cmpfloat (cx, >, 960);
  for (guint i = 0; i < starred->len; i++)
    {
      const CairnBox *b = &g_array_index (starred, CairnBox, i);

      if (b->kind != CAIRN_BOX_TEXT)
        continue;
      /* Left of the star and under its top, within a few words. */
      if (g_strcmp0 (b->text, "4") == 0 && b->x1 <= cx && b->x1 > cx - 5 * 18 &&
          (b->y0 + b->y1) / 2 > star->y0 && (b->y0 + b->y1) / 2 < cy + 5 * 18)
        fours++;
      if (strstr (b->text, " did not fit and ") != NULL)
        {
          /* One label, in the singular. */
          g_autofree char *said = report.labels_left_out == 1
                                  ? g_strdup (" · 1 label did not fit and is left out.")
                                  : g_strdup_printf (" · %u labels did not fit and are left out.", report.labels_left_out);

          /* At the end of the caption's one line. */
          g_assert_true (g_str_has_prefix (b->text, "Position ...O.X..., X to move · depth limit 3 · "));
          g_assert_true (g_str_has_suffix (b->text, said));
          captions++;
        }
      g_assert_null (strstr (b->text, "draw less"));
      g_assert_null (strstr (b->text, "--root"));
    }
  g_assert_cmpuint (fours, ==, 1);
  g_assert_cmpuint (captions, ==, 1);
  /* 306 before a slide gave its trees the page; 50 before a move whose
   * node a fan of edges crowds went beside its own edge, near the node;
   * 29 before the layout gave words room (null move's tree spread to
   * plain α-β's width, its pruned siblings' and cutoff nodes' moves
   * beside them) and upright leaves kept half a pixel spare; 5 before a
   * move whose node the fan's edges crowd went beside its value.  The
   * one left is plain α-β's move 7 after 4 (a cutoff between two), with
   * no room by its node and 24 px between its value and the next. */
  g_assert_cmpuint (report.labels_left_out, ==, 1);
  g_assert_cmpuint (report.unlabelled, ==, 0);
  /* The moves beside their values (plain α-β's 7 after 0, 6 and 7 after
   * 2, 6 after 4), each a gap (18 units' quarter) from its own value and
   * twice that from every other word on its line, so that it reads as
   * that value's neighbour. */
  g_assert_cmpuint (moves_beside_values (starred, 0.25 * 18), ==, 4);

  /* Nothing starred: no star. */
  bare = pitfall_boxes (searches, NULL, &bare_report);
  g_assert_null (find_star (bare));
  g_assert_cmpuint (bare_report.labels_left_out, ==, 1);
}

/* What a slide gives its trees, measured on the boxes it drew (1920 ×
 * 1080 px): the trees' part is everything above the legend's first entry
 * but the titles ("plain α-β — 122 nodes"). */
typedef struct {
  guint  numbers;       /* node words that are numbers ("12", "≤ 9", "4") */
  double span;          /* the trees' words, top to bottom, of the height */
  double area;          /* the trees' marks and words, of the slide */
  double least;         /* the smallest line of text in the trees, px */
  double least_across;  /* the same for words not turned upright */
  double words;         /* the legend and caption, of the height */
} SlideRoom;

static gboolean
is_number (const char *text)
{
  const char *t = text;

  if (g_str_has_prefix (t, "≤") || g_str_has_prefix (t, "≥"))
    t += strlen ("≤");
  while (*t == ' ')
    t++;
  if (g_str_has_prefix (t, "−"))
    t += strlen ("−");
  if (!g_ascii_isdigit (*t))
    return FALSE;
  while (g_ascii_isdigit (*t))
    t++;
  return *t == '\0';
}

static SlideRoom
slide_room (GArray *boxes)
{
  SlideRoom room = { 0, 0, 0, G_MAXDOUBLE, G_MAXDOUBLE, 0 };
  double legend = 1080, top = G_MAXDOUBLE, bottom = 0, x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = 0, y1 = 0;

  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *b = &g_array_index (boxes, CairnBox, i);

      if (b->kind == CAIRN_BOX_TEXT && (g_strcmp0 (b->text, "move, value") == 0 ||
                                        g_str_has_prefix (b->text, "max: ")))
        legend = MIN (legend, b->y0 - 4);
    }
  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *b = &g_array_index (boxes, CairnBox, i);
      double line;

      if ((b->kind != CAIRN_BOX_TEXT && b->kind != CAIRN_BOX_MARK) || b->y1 > legend ||
          (b->text && strstr (b->text, " — ")))
        continue;
      x0 = MIN (x0, b->x0);
      y0 = MIN (y0, b->y0);
      x1 = MAX (x1, b->x1);
      y1 = MAX (y1, b->y1);
      if (b->kind != CAIRN_BOX_TEXT)
        continue;
      top = MIN (top, b->y0);
      bottom = MAX (bottom, b->y1);
      room.numbers += is_number (b->text);
      line = b->upright ? b->x1 - b->x0 : b->y1 - b->y0;
      room.least = MIN (room.least, line);
      if (!b->upright)
        room.least_across = MIN (room.least_across, line);
    }
  room.span = (bottom - top) / 1080;
  room.words = (1080 - 28 - legend) / 1080;
  room.area = (x1 - x0) * (y1 - y0) / (1920.0 * 1080);
  return room;
}

/* The height of a line of text @size px tall, as the boxes record it
 * (less a rounding error of the transformation to device units). */
static double
line_of (double size)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (s);
  PangoLayout *layout = cairn_text_layout (cr, size, FALSE);
  int h;

  pango_layout_set_text (layout, "0", -1);
  pango_layout_get_pixel_size (layout, NULL, &h);
  g_object_unref (layout);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
  return h - 0.01;
}

/* The seed's pitfall on the default slide, as cairn-cli exports it (the
 * decisive prune starred): the trees take the page, their words read
 * from the back row.  Before: 89 numbers, the legend half the page, the
 * trees' words over 37 % of its height, node words from 15 px. */
static void
test_pitfall_room (void)
{
  g_autoptr (CairnSearch) plain = test_run_search (CAIRN_MODE_PLAIN, 3, 1, PITFALL, "x");
  g_autoptr (CairnSearch) null = test_run_search (CAIRN_MODE_NULL, 3, 1, PITFALL, "x");
  const CairnSearch *searches[] = { plain, null };
  g_autoptr (GArray) decisive = pitfall_decisive (plain, null);
  CairnExportReport report = { 0 };
  g_autoptr (GArray) boxes = pitfall_boxes (searches, decisive, &report);
  SlideRoom room = slide_room (boxes);

  g_test_message ("numbers %u, span %.3f, area %.3f, legend and caption %.3f, least line %.1f, across %.1f, "
                  "left out %u", room.numbers, room.span, room.area, room.words, room.least, room.least_across,
                  report.labels_left_out);
  /* The legend and caption under a seventh of the height (half before). */
  g_assert_cmpfloat (room.words, <, 1.0 / 7);
  g_assert_cmpuint (room.numbers, >=, 150);
  g_assert_cmpfloat (room.span, >=, 0.55);
  g_assert_cmpfloat (room.area, >=, 0.60);
  /* Crowded leaves' words no smaller than 12 px, every other word of the
   * trees (moves, values) at least 18 px. */
  g_assert_cmpfloat (room.least, >=, line_of (12));
  g_assert_cmpfloat (room.least_across, >=, line_of (18));
}

/* The mate in two's focus figure on a slide (Nh4, the move null move
 * does not play, two plies under it, both trees): the trees' words span
 * more than half the slide's height (30 % before), none under 12 px,
 * none across under 18 px. */
static void
test_focus_room (void)
{
  g_autoptr (CairnSearch) plain = test_run_chess_search (CHESS, CAIRN_MODE_PLAIN, 4, 1);
  g_autoptr (CairnSearch) null = test_run_chess_search (CHESS, CAIRN_MODE_NULL, 4, 1);
  const CairnSearch *searches[] = { plain, null };
  g_autofree char *path = g_build_filename (tmp_dir, "focus.svg", NULL);
  g_autoptr (GArray) boxes = NULL;
  CairnExportOptions options;
  SlideRoom room;

  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_SVG;
  options.page = CAIRN_PAGE_SLIDE;
  options.focus = TRUE;
  options.mark = "Nh4";
  cairn_boxes_record_start ();
  g_assert_true (cairn_export_to_file (path, searches, 2, &options, NULL));
  boxes = cairn_boxes_record_stop ();
  room = slide_room (boxes);
  g_test_message ("focus: numbers %u, span %.3f, area %.3f, least line %.1f, across %.1f",
                  room.numbers, room.span, room.area, room.least, room.least_across);
  g_assert_cmpfloat (room.span, >=, 0.55);
  g_assert_cmpfloat (room.least, >=, line_of (12));
  g_assert_cmpfloat (room.least_across, >=, line_of (18));
  /* Nh4's sixteen pruned moves, one fold in null move's tree (the lower
   * pane): its word drawn at full size, beside the stubs' counts (the
   * layout gave the fold no more room than a node before, and its word
   * was left out). */
  {
    guint folds = 0;

    for (guint i = 0; i < boxes->len; i++)
      {
        const CairnBox *b = &g_array_index (boxes, CairnBox, i);

        if (b->kind == CAIRN_BOX_TEXT && g_strcmp0 (b->text, "+16 pruned") == 0)
          {
            g_assert_cmpfloat (b->y0, >, 540);
            g_assert_cmpfloat (b->y1 - b->y0, >=, line_of (18));
            folds++;
          }
      }
    g_assert_cmpuint (folds, ==, 1);
  }
  g_remove (path);
}

/* How many marks (boards, ghosts, shapes) lie over the fan of the depth
 * cut counted @count: the mark whose foot sits on the count's top,
 * centred over it.  The count must be drawn, with its fan (before, the
 * fan lay over a ghost board and its count found no room). */
static guint
marks_over_fan (GArray     *boxes,
                const char *count)
{
  guint n = 0, fans = 0;

  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *t = &g_array_index (boxes, CairnBox, i);
      double cx = (t->x0 + t->x1) / 2;

      if (t->kind != CAIRN_BOX_TEXT || g_strcmp0 (t->text, count) != 0)
        continue;
      for (guint j = 0; j < boxes->len; j++)
        {
          const CairnBox *fan = &g_array_index (boxes, CairnBox, j);

          if (fan->kind != CAIRN_BOX_MARK || fabs (fan->y1 - t->y0) > 3 || fabs ((fan->x0 + fan->x1) / 2 - cx) > 1)
            continue;
          fans++;
          for (guint k = 0; k < boxes->len; k++)
            {
              const CairnBox *b = &g_array_index (boxes, CairnBox, k);

              if (k != j && b->kind == CAIRN_BOX_MARK &&
                  b->x0 < fan->x1 && fan->x0 < b->x1 && b->y0 < fan->y1 && fan->y0 < b->y1)
                n++;
            }
        }
    }
  g_assert_cmpuint (fans, ==, 1);
  return n;
}

/* The mate in two on a slide: the decisive moment (--story) draws the
 * root, both searches' moves named in both trees, the decisive node with
 * its null probe and its value; the first eight moves null move pruned
 * there named each under its own ghost board, the other eight folded
 * into one ghost "+8 pruned" (before: sixteen nameless ghosts, the names
 * in the caption); the caption names what each plays, with its value, a
 * mate as "White mates, ply 3", and counts the moves pruned; every word
 * of the trees at least 18 px across. */
static void
test_story (void)
{
  g_autoptr (CairnSearch) plain = test_run_chess_search (CHESS, CAIRN_MODE_PLAIN, 4, 1);
  g_autoptr (CairnSearch) null = test_run_chess_search (CHESS, CAIRN_MODE_NULL, 4, 1);
  const CairnSearch *searches[] = { plain, null };
  g_autofree char *path = g_build_filename (tmp_dir, "story.svg", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) boxes = NULL;
  CairnExportOptions options;
  CairnExportReport report = { 0 };
  SlideRoom room;
  static const char *const pruned[] = { "Nc2", "Ne2", "Nb3", "Nf3", "Nb5", "Nf5", "Nc6", "Ne6" };
  guint nh4 = 0, rxh5 = 0, probe_values = 0, captions = 0, names = 0, folds = 0;
  double ghost_top = G_MAXDOUBLE, ghost_bottom = 0, ghost_x0 = G_MAXDOUBLE, ghost_x1 = 0;

  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_SVG;
  options.page = CAIRN_PAGE_SLIDE;
  options.story = TRUE;
  options.decisive = "Nh4";
  options.report = &report;
  cairn_boxes_record_start ();
  g_assert_true (cairn_export_to_file (path, searches, 2, &options, &error));
  boxes = cairn_boxes_record_stop ();
  g_assert_no_error (error);
  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *b = &g_array_index (boxes, CairnBox, i);

      if (b->kind != CAIRN_BOX_TEXT && b->kind != CAIRN_BOX_PILL)
        continue;
      /* A board's move is a word on a pill. */
      nh4 += b->kind == CAIRN_BOX_PILL && g_strcmp0 (b->text, "Nh4") == 0;
      rxh5 += b->kind == CAIRN_BOX_PILL && g_strcmp0 (b->text, "Rxh5+") == 0;
      /* The probe's value under the probe (null move's tree only). */
      probe_values += g_strcmp0 (b->text, "≤ −100") == 0;
      if (b->text && g_str_has_prefix (b->text, "Position 8/7p/5K1k/7r/3n4/5N2/7R/8 w"))
        {
          test_assert_contains (b->text, "plain α-β plays Nh4, value White mates, ply 3");
          test_assert_contains (b->text, "null move, R=1 plays Rxh5+, value 190");
          test_assert_contains (b->text, "after 1. Nh4 null move pruned 16 moves");
          /* The names are on the boards now, not in the caption. */
          g_assert_null (strstr (b->text, "Nc2"));
          g_assert_null (strstr (b->text, "29997"));
          captions++;
        }
      /* The pruned moves' names as text (not pills, which name searched
       * moves), in null move's tree: right of the middle. */
      for (guint k = 0; k < G_N_ELEMENTS (pruned); k++)
        if (b->kind == CAIRN_BOX_TEXT && g_strcmp0 (b->text, pruned[k]) == 0 && b->x0 > 960)
          {
            names++;
            ghost_top = MIN (ghost_top, b->y0);
            ghost_bottom = MAX (ghost_bottom, b->y1);
            ghost_x0 = MIN (ghost_x0, b->x0);
            ghost_x1 = MAX (ghost_x1, b->x1);
            g_assert_cmpfloat (b->y1 - b->y0, >=, line_of (18));
          }
      folds += b->kind == CAIRN_BOX_TEXT && g_strcmp0 (b->text, "+8 pruned") == 0 && b->x0 > 960;
    }
  g_assert_cmpuint (captions, ==, 1);
  /* Each of the eight named once, under the row of ghosts: within three
   * lines of each other (staggered where two would touch), in order left
   * to right, and the fold right of them. */
  g_assert_cmpuint (names, ==, 8);
  g_assert_cmpuint (folds, ==, 1);
  g_assert_cmpfloat (ghost_bottom - ghost_top, <, 3 * line_of (18) + 3 * 18 * 0.25 + 1);
  {
    double last = 0;

    for (guint k = 0; k < G_N_ELEMENTS (pruned); k++)
      for (guint i = 0; i < boxes->len; i++)
        {
          const CairnBox *b = &g_array_index (boxes, CairnBox, i);

          if (b->kind == CAIRN_BOX_TEXT && g_strcmp0 (b->text, pruned[k]) == 0 && b->x0 > 960)
            {
              g_assert_cmpfloat ((b->x0 + b->x1) / 2, >, last);
              last = (b->x0 + b->x1) / 2;
            }
        }
    for (guint i = 0; i < boxes->len; i++)
      {
        const CairnBox *b = &g_array_index (boxes, CairnBox, i);

        if (b->kind == CAIRN_BOX_TEXT && g_strcmp0 (b->text, "+8 pruned") == 0)
          g_assert_cmpfloat (b->x0, >, last);
      }
  }
  /* Each candidate named in each tree. */
  g_assert_cmpuint (nh4, ==, 2);
  g_assert_cmpuint (rxh5, ==, 2);
  g_assert_cmpuint (probe_values, ==, 1);
  room = slide_room (boxes);
  g_test_message ("story: span %.3f, area %.3f, least line %.1f, across %.1f, left out %u",
                  room.span, room.area, room.least, room.least_across, report.labels_left_out);
  g_assert_cmpfloat (room.least_across, >=, line_of (18));
  /* Rxh5+'s depth cut (its fan and count, "+71" and "+72") stands clear
   * of the row of boards and ghosts under Nh4: the layout keeps the ply
   * under a cut free (its fan lay over Nc2's ghost before). */
  g_assert_cmpuint (marks_over_fan (boxes, "+71"), ==, 0);
  g_assert_cmpuint (marks_over_fan (boxes, "+72"), ==, 0);
  /* Every word drawn (7 left out before: four of the eight mates under
   * the row of boards, wider in two lines than the room between boards,
   * and the counts beside the roots and plain α-β's Nh4, placed inside
   * their boards).  The row's values wrap to three lines each narrower
   * than the room between two boards (88 px: a unit, the boards' 0.72 of
   * it and 25 px between them) and stand clear of each other, the
   * cutoffs' bars under them. */
  g_assert_cmpuint (report.labels_left_out, ==, 0);
  {
    guint mates = 0;
    GString *found = g_string_new (NULL);

    for (guint i = 0; i < boxes->len; i++)
      {
        const CairnBox *b = &g_array_index (boxes, CairnBox, i);

        if (b->kind != CAIRN_BOX_TEXT || g_strcmp0 (b->text, "≥ White\nmates,\nply 3") != 0)
          continue;
        mates++;
        g_assert_cmpfloat (b->x1 - b->x0 + 18 * 0.25, <=, 88.3);
        g_assert_cmpfloat (b->y1 - b->y0, >=, 3 * line_of (18) - 1);
      }
    g_assert_cmpuint (mates, ==, 7);
    g_assert_cmpuint (cairn_boxes_count_overlaps (boxes, 0.5, found), ==, 0);
    g_assert_cmpuint (cairn_boxes_count_close (boxes, 2.0, found), ==, 0);
    g_assert_cmpuint (cairn_boxes_count_struck (boxes, found), ==, 0);
    g_string_free (found, TRUE);
  }
  /* A count of what is left out beside its board, right of its frame
   * and level with it, not over it. */
  for (guint k = 0; k < 3; k++)
    {
      static const char *const counts[] = { "(+3,365)", "(+166)", "(+3,144)" };
      guint beside = 0;

      for (guint i = 0; i < boxes->len; i++)
        {
          const CairnBox *t = &g_array_index (boxes, CairnBox, i);

          if (t->kind != CAIRN_BOX_TEXT || g_strcmp0 (t->text, counts[k]) != 0)
            continue;
          for (guint j = 0; j < boxes->len; j++)
            {
              const CairnBox *board = &g_array_index (boxes, CairnBox, j);

              /* A board's frame: a square mark the size of a board. */
              if (board->kind == CAIRN_BOX_MARK && board->x1 - board->x0 > 50 &&
                  fabs ((board->x1 - board->x0) - (board->y1 - board->y0)) < 0.01 &&
                  t->x0 >= board->x1 && t->x0 < board->x1 + 10 &&
                  (t->y0 + t->y1) / 2 > board->y0 && (t->y0 + t->y1) / 2 < board->y1)
                beside++;
            }
        }
      g_assert_cmpuint (beside, ==, 1);
    }
  g_remove (path);
}

/* The mate in two cut one ply under Nh4 (--root Nh4 --max-ply 1): null
 * move's tree draws Nh4's null probe, R plies lower than the cut, and
 * its value, the very reason for the prune. */
static void
test_cut_probe (void)
{
  g_autoptr (CairnSearch) plain = test_run_chess_search (CHESS, CAIRN_MODE_PLAIN, 4, 1);
  g_autoptr (CairnSearch) null = test_run_chess_search (CHESS, CAIRN_MODE_NULL, 4, 1);
  const CairnSearch *searches[] = { plain, null };
  g_autofree char *path = g_build_filename (tmp_dir, "cut.svg", NULL);
  g_autoptr (GArray) boxes = NULL;
  CairnExportOptions options;
  guint probe_words = 0, probe_values = 0;

  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_SVG;
  options.root = "Nh4";
  options.max_plies = 1;
  cairn_boxes_record_start ();
  g_assert_true (cairn_export_to_file (path, searches, 2, &options, NULL));
  boxes = cairn_boxes_record_stop ();
  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *b = &g_array_index (boxes, CairnBox, i);

      if (b->kind != CAIRN_BOX_TEXT)
        continue;
      probe_words += g_strcmp0 (b->text, "null, R=1") == 0;
      probe_values += g_strcmp0 (b->text, "≤ −100") == 0;
    }
  g_assert_cmpuint (probe_words, ==, 1);
  g_assert_cmpuint (probe_values, ==, 1);
  g_remove (path);
}

/* The mate in two two plies under Nh4 (--root Nh4 --max-ply 2, 194 nodes
 * in plain α-β's tree): null move's tree pruned Nh4's sixteen moves, too
 * close at this scale to be told apart (a pink column before); they are
 * one ghost, its words "+16 pruned" beside or under it, in null move's
 * pane (the lower one), and no ghost's name is drawn there. */
static void
test_dense_fold (void)
{
  g_autoptr (CairnSearch) plain = test_run_chess_search (CHESS, CAIRN_MODE_PLAIN, 4, 1);
  g_autoptr (CairnSearch) null = test_run_chess_search (CHESS, CAIRN_MODE_NULL, 4, 1);
  const CairnSearch *searches[] = { plain, null };
  g_autofree char *path = g_build_filename (tmp_dir, "dense.svg", NULL);
  g_autoptr (GArray) boxes = NULL;
  CairnExportOptions options;
  CairnExportReport report = { 0 };
  double title = 0;
  guint folds = 0;

  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_SVG;
  options.page = CAIRN_PAGE_SLIDE;
  options.root = "Nh4";
  options.max_plies = 2;
  options.report = &report;
  cairn_boxes_record_start ();
  g_assert_true (cairn_export_to_file (path, searches, 2, &options, NULL));
  boxes = cairn_boxes_record_stop ();
  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *b = &g_array_index (boxes, CairnBox, i);

      if (b->kind == CAIRN_BOX_TEXT && g_str_has_prefix (b->text, "null move, R=1 — "))
        title = b->y1;
    }
  g_assert_cmpfloat (title, >, 0);
  for (guint i = 0; i < boxes->len; i++)
    {
      const CairnBox *b = &g_array_index (boxes, CairnBox, i);

      if (b->kind != CAIRN_BOX_TEXT)
        continue;
      if (g_strcmp0 (b->text, "+16 pruned") == 0)
        {
          g_assert_cmpfloat (b->y0, >, title);
          g_assert_cmpfloat (b->y1 - b->y0, >=, line_of (18));
          folds++;
        }
      /* Nc2 is a searched move in plain α-β's tree, a pruned one below. */
      if (b->y0 > title)
        g_assert_cmpstr (b->text, !=, "Nc2");
    }
  g_assert_cmpuint (folds, ==, 1);
  g_test_message ("dense: %u labels left out", report.labels_left_out);
  g_remove (path);
}

/* The ghost items a layout gives @node: how many, and the fold's count
 * (0: none); the named ones have moves, the fold none. */
static guint
ghost_items (const CairnLayout *layout,
             guint32            node,
             guint32           *folded)
{
  guint n = 0;

  *folded = 0;
  for (guint32 c = cairn_layout_get_first_child (layout, node); c != CAIRN_NO_ITEM;
       c = cairn_layout_get_next_sibling (layout, c))
    {
      const CairnLayoutItem *it = cairn_layout_get_item (layout, c);

      if (c < cairn_layout_get_n_nodes (layout))
        continue;
      n++;
      if (it->folded > 0)
        {
          g_assert_cmpuint (it->ghost_move, ==, CAIRN_NO_MOVE);
          /* The fold comes last, as wide as a node. */
          g_assert_cmpuint (cairn_layout_get_next_sibling (layout, c), ==, CAIRN_NO_ITEM);
          *folded = it->folded;
        }
      else
        g_assert_cmpuint (it->ghost_move, !=, CAIRN_NO_MOVE);
    }
  return n;
}

/* Folding in the layout: Nh4's sixteen pruned moves in null move's tree
 * are sixteen ghosts by default (the window), eight and a fold of eight
 * for a story, one fold of sixteen for another figure. */
static void
test_fold_layout (void)
{
  g_autoptr (CairnSearch) null = test_run_chess_search (CHESS, CAIRN_MODE_NULL, 4, 1);
  const CairnTree *tree = cairn_search_get_tree (null);
  CairnLayoutOptions lo;
  guint32 nh4, folded;

  g_assert_true (cairn_line_parse (tree, "Nh4", &nh4, NULL));
  cairn_layout_options_init (&lo);
  {
    g_autoptr (CairnLayout) layout = cairn_layout_new (tree, &lo);

    g_assert_cmpuint (ghost_items (layout, nh4, &folded), ==, 16);
    g_assert_cmpuint (folded, ==, 0);
  }
  lo.fold_ghosts_above = CAIRN_EXPORT_STORY_MOVES;
  lo.fold_ghosts_keep = CAIRN_EXPORT_STORY_MOVES;
  {
    g_autoptr (CairnLayout) layout = cairn_layout_new (tree, &lo);

    g_assert_cmpuint (ghost_items (layout, nh4, &folded), ==, 9);
    g_assert_cmpuint (folded, ==, 8);
  }
  lo.fold_ghosts_keep = 0;
  {
    g_autoptr (CairnLayout) layout = cairn_layout_new (tree, &lo);
    CairnRect a;

    g_assert_cmpuint (ghost_items (layout, nh4, &folded), ==, 1);
    g_assert_cmpuint (folded, ==, 16);
    /* The fold's room is a node's: its subtree is the node's width. */
    cairn_layout_get_subtree_bounds (layout, nh4, &a);
    g_assert_cmpfloat (a.x1 - a.x0, >=, 2 * CAIRN_LAYOUT_NODE_HALF_WIDTH);
  }
}

/* The story's tree of null move's search laid out: the root, Rxh5+ with
 * its 72 nodes cut, Nh4 with its eight named pruned moves and a fold.
 * Told of the cut, the layout keeps the ply under Rxh5+ clear for its
 * fan and count: every item of that ply stands a node's half width and
 * its own clear of Rxh5+'s column (Nc2's ghost stood 0.72 from it). */
static void
test_cut_room (void)
{
  g_autoptr (CairnSearch) null = test_run_chess_search (CHESS, CAIRN_MODE_NULL, 4, 1);
  const CairnTree *tree = cairn_search_get_tree (null);
  g_autofree guint8 *keep = g_new0 (guint8, tree->n_nodes);
  g_autoptr (CairnSubtree) sub = NULL;
  CairnLayoutOptions lo;
  guint32 rxh5, nh4;

  g_assert_true (cairn_line_parse (tree, "Rxh5+", &rxh5, NULL));
  g_assert_true (cairn_line_parse (tree, "Nh4", &nh4, NULL));
  keep[0] = keep[rxh5] = CAIRN_SUBTREE_KEEP;
  keep[nh4] = CAIRN_SUBTREE_KEEP_GHOSTS;
  sub = cairn_subtree_new_kept (tree, 0, 0, FALSE, keep, CAIRN_ALL_EVENTS);
  rxh5 = sub->map[rxh5];
  g_assert_cmpuint (sub->hidden[rxh5], ==, 72);

  cairn_layout_options_init (&lo);
  lo.fold_ghosts_above = lo.fold_ghosts_keep = CAIRN_EXPORT_STORY_MOVES;
  for (guint cut = 0; cut < 2; cut++)
    {
      g_autoptr (CairnLayout) layout = NULL;
      const CairnLayoutItem *r;
      double nearest = G_MAXDOUBLE;

      lo.cut = cut ? sub->hidden : NULL;
      lo.n_cut = cut ? sub->tree->n_nodes : 0;
      layout = cairn_layout_new (sub->tree, &lo);
      r = cairn_layout_get_item (layout, rxh5);
      for (guint32 i = 0; i < cairn_layout_get_n_items (layout); i++)
        {
          const CairnLayoutItem *it = cairn_layout_get_item (layout, i);
          double hw = i < cairn_layout_get_n_nodes (layout) || it->folded > 0 ? CAIRN_LAYOUT_NODE_HALF_WIDTH
                                                                               : CAIRN_LAYOUT_GHOST_HALF_WIDTH;

          if (it->y == r->y + 1)
            nearest = MIN (nearest, fabs (it->x - r->x) - hw);
        }
      g_test_message ("cut %u: the ply under Rxh5+ clear for %.2f", cut, nearest);
      if (cut)
        g_assert_cmpfloat (nearest, >=, CAIRN_LAYOUT_NODE_HALF_WIDTH - 1e-9);
      else
        g_assert_cmpfloat (nearest, <, CAIRN_LAYOUT_NODE_HALF_WIDTH);
    }
}

/* A figure of a search stepped part way, or of an event before its end,
 * has no value yet and says so, never "best move -1" nor a value the
 * search has not found; a lesson card's figure names the card. */
static void
test_mid_search (void)
{
  CairnSettings settings;
  CairnPosition position;
  g_autoptr (CairnSearch) stepped = NULL;
  g_autoptr (CairnSearch) done = test_run_search (CAIRN_MODE_NULL, 3, 1, PITFALL, "x");
  g_autofree char *path = g_build_filename (tmp_dir, "mid.pdf", NULL);
  CairnExportOptions options;

  test_position (PITFALL, "x", &position);
  test_settings (CAIRN_MODE_NULL, 3, 1, FALSE, &settings);
  stepped = cairn_search_new (&position, &settings, TRUE);
  for (guint i = 0; i < 52; i++)
    cairn_search_step (stepped);
  g_assert_false (cairn_search_is_done (stepped));

  for (guint page = 0; page < 2; page++)
    {
      const CairnSearch *one[] = { stepped };
      g_autofree char *text = NULL;

      cairn_export_options_init (&options);
      options.format = CAIRN_EXPORT_PDF;
      options.page = page ? CAIRN_PAGE_SLIDE : CAIRN_PAGE_NONE;
      options.card = "Null move’s pitfall";
      g_assert_true (cairn_export_to_file (path, one, 1, &options, NULL));
      text = test_pdf_text (path);
      if (text == NULL)
        return;
      test_assert_contains (text, "stopped at event 51: no value yet");
      g_assert_null (strstr (text, "-1"));
      g_assert_null (strstr (text, "best move"));
      if (page)
        test_assert_contains (text, "Lesson card “Null move’s pitfall”");
    }
  /* A finished search drawn at event 40 of its 8xx. */
  {
    const CairnSearch *one[] = { done };
    g_autofree char *text = NULL;
    g_autofree char *last = cairn_format_count (cairn_search_get_counters (done)->events - 1);
    g_autofree char *said = g_strdup_printf ("stopped at event 40 of %s: no value yet", last);

    cairn_export_options_init (&options);
    options.format = CAIRN_EXPORT_PDF;
    options.at_event = 40;
    g_assert_true (cairn_export_to_file (path, one, 1, &options, NULL));
    text = test_pdf_text (path);
    test_assert_contains (text, said);
    g_assert_null (strstr (text, "value 9"));
  }
  g_remove (path);
}

/* The advice that goes with a report: for the command line its options,
 * for the window its controls; none when nothing was left out. */
static void
test_advice (void)
{
  CairnExportReport none = { 0 }, words = { .labels_left_out = 3 }, nodes = { .unlabelled = 900 };
  CairnExportReport small = { .small_labels = TRUE };
  g_autofree char *cli = cairn_export_report_advice (&words, FALSE);
  g_autofree char *window = cairn_export_report_advice (&words, TRUE);
  g_autofree char *cli_nodes = cairn_export_report_advice (&nodes, FALSE);
  g_autofree char *window_small = cairn_export_report_advice (&small, TRUE);

  g_assert_null (cairn_export_report_advice (&none, FALSE));
  g_assert_null (cairn_export_report_advice (&none, TRUE));
  g_assert_cmpstr (cli, ==, "To read every label, draw less: one branch (--root MOVES), fewer plies "
                            "(--max-ply N) or a focus view (--focus --mark MOVES).");
  g_assert_cmpstr (window, ==, "To read every label, draw less: from the selected node, a depth cut or "
                               "the focus toggle.");
  g_assert_cmpstr (cli_nodes, ==, "To read the values and moves, export part of the tree: one branch "
                                  "(--root MOVES), fewer plies (--max-ply N) or a focus view (--focus --mark MOVES).");
  g_assert_cmpstr (window_small, ==, "For larger labels, export one branch: from the selected node.");
}

static guint32
pixel (cairo_surface_t *png,
       double           x,
       double           y)
{
  const guint8 *data = cairo_image_surface_get_data (png);
  int stride = cairo_image_surface_get_stride (png);

  return *(const guint32 *) (gconstpointer) (data + (int) y * stride + 4 * (int) x) & 0xffffff;
}

static guint32
rgb (const CairnRgb *c)
{
  return (guint32) lround (c->r * 255) << 16 | (guint32) lround (c->g * 255) << 8 | (guint32) lround (c->b * 255);
}

/* A chess figure on a slide draws its root position as a board in the
 * bottom right corner inside the 28 px margin, 242 px a side (eleven
 * lines of the slide's 22 px text; squares of 30 px, where the nodes'
 * boards had squares of 5): its
 * empty first rank alternates dark and light from a dark a1, and the
 * squares of the kings, the knights and the rook hold ink; a
 * tic-tac-toe figure has no such board. */
static void
test_chess_root_board (void)
{
  g_autoptr (CairnSearch) search = test_run_chess_search (CHESS, CAIRN_MODE_NULL, 4, 1);
  const CairnSearch *searches[] = { search };
  g_autofree char *path = g_build_filename (tmp_dir, "chess.png", NULL);
  const CairnPalette *pal = cairn_theme_palette (CAIRN_THEME_PRINT);
  CairnExportOptions options;
  cairo_surface_t *png;
  double x0 = 1920 - 28 - 242, y0 = 1080 - 28 - 242, cell = 242 / 8.0;
  guint32 dark, light;

  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_PNG;
  options.page = CAIRN_PAGE_SLIDE;
  options.focus = TRUE;
  options.mark = "Nh4";
  g_assert_true (cairn_export_to_file (path, searches, 1, &options, NULL));
  png = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (png), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (png), ==, 1920);
  g_assert_cmpint (cairo_image_surface_get_height (png), ==, 1080);

  /* The first rank: a1 to h1, centres of empty squares. */
  dark = pixel (png, x0 + cell / 2, y0 + 7.5 * cell);
  light = pixel (png, x0 + 1.5 * cell, y0 + 7.5 * cell);
  g_assert_cmphex (dark, !=, light);
  for (guint file = 0; file < 8; file++)
    g_assert_cmphex (pixel (png, x0 + (file + 0.5) * cell, y0 + 7.5 * cell), ==, (file % 2 ? light : dark));
  /* Just outside the board, the page. */
  g_assert_cmphex (pixel (png, x0 - 6, y0 + cell / 2), ==, rgb (&pal->background));
  /* f6 (White's king), h6 (Black's king), d4 (Black's knight), h2 (White's
   * rook): near each centre, some pixel is neither square colour. */
  {
    const guint squares[][2] = { { 5, 2 }, { 7, 2 }, { 3, 4 }, { 7, 6 } };

    for (guint i = 0; i < G_N_ELEMENTS (squares); i++)
      {
        double cx = x0 + (squares[i][0] + 0.5) * cell, cy = y0 + (squares[i][1] + 0.5) * cell;
        gboolean ink = FALSE;

        for (int dy = -8; dy <= 8 && !ink; dy += 2)
          for (int dx = -8; dx <= 8 && !ink; dx += 2)
            {
              guint32 p = pixel (png, cx + dx, cy + dy);

              ink = p != dark && p != light;
            }
        g_assert_true (ink);
      }
  }
  /* An empty square in the middle of the board (e5) holds no ink. */
  g_assert_cmphex (pixel (png, x0 + 4.5 * cell, y0 + 3.5 * cell), ==, ((4 + 3) % 2 ? dark : light));
  cairo_surface_destroy (png);
  g_remove (path);

  /* Tic-tac-toe: the corner is the page's. */
  {
    g_autoptr (CairnSearch) ttt = test_run_search (CAIRN_MODE_NULL, 3, 1, PITFALL, "x");
    const CairnSearch *one[] = { ttt };

    g_assert_true (cairn_export_to_file (path, one, 1, &options, NULL));
    png = cairo_image_surface_create_from_png (path);
    g_assert_cmphex (pixel (png, x0 + cell / 2, y0 + 7.5 * cell), ==, rgb (&pal->background));
    cairo_surface_destroy (png);
    g_remove (path);
  }
}

static gboolean
same_file (const char *a,
           const char *b)
{
  g_autofree char *ta = NULL, *tb = NULL;
  gsize la = 0, lb = 0;

  g_assert_true (g_file_get_contents (a, &ta, &la, NULL));
  g_assert_true (g_file_get_contents (b, &tb, &lb, NULL));
  return la == lb && memcmp (ta, tb, la) == 0;
}

/* cairn-cli export: a comparison stars the prune compare names (the
 * same file as --decisive 4), --decisive none stars nothing, a comparison
 * whose moves agree stars nothing; the default page is the slide
 * (1920 × 1080 px); stderr holds nothing when it is not a terminal. */
static void
test_cli (void)
{
  g_autofree char *star = g_build_filename (tmp_dir, "star.svg", NULL);
  g_autofree char *four = g_build_filename (tmp_dir, "four.svg", NULL);
  g_autofree char *none = g_build_filename (tmp_dir, "none.svg", NULL);
  g_autofree char *agree = g_build_filename (tmp_dir, "agree.svg", NULL);
  g_autofree char *agree_none = g_build_filename (tmp_dir, "agree-none.svg", NULL);
  g_autofree char *png = g_build_filename (tmp_dir, "pit.png", NULL);
  g_autofree char *natural = g_build_filename (tmp_dir, "natural.png", NULL);
  g_auto (TestRun) r1 = { 0 };
  g_auto (TestRun) r2 = { 0 };
  g_auto (TestRun) r3 = { 0 };
  g_auto (TestRun) r4 = { 0 };
  g_auto (TestRun) r5 = { 0 };
  g_auto (TestRun) r6 = { 0 };
  g_auto (TestRun) r7 = { 0 };
  g_auto (TestRun) bad = { 0 };
  cairo_surface_t *surface;

  if (g_getenv ("CAIRN_CLI") == NULL)
    {
      g_test_skip ("CAIRN_CLI is not set");
      return;
    }
  TEST_RUN_CLI (&r1, "export", "-p", PITFALL, "-t", "x", "-d", "3", "-r", "1", "-c", "plain,null", "-o", star);
  TEST_RUN_CLI (&r2, "export", "-p", PITFALL, "-t", "x", "-d", "3", "-r", "1", "-c", "plain,null",
                "--decisive", "4", "-o", four);
  TEST_RUN_CLI (&r3, "export", "-p", PITFALL, "-t", "x", "-d", "3", "-r", "1", "-c", "plain,null",
                "--decisive=none", "-o", none);
  /* Depth 2 with R 1: both choose cell 4. */
  TEST_RUN_CLI (&r4, "export", "-p", PITFALL, "-t", "x", "-d", "2", "-r", "1", "-c", "plain,null", "-o", agree);
  TEST_RUN_CLI (&r5, "export", "-p", PITFALL, "-t", "x", "-d", "2", "-r", "1", "-c", "plain,null",
                "--decisive", "none", "-o", agree_none);
  test_assert_run_ok (&r1);
  test_assert_run_ok (&r2);
  test_assert_run_ok (&r3);
  test_assert_run_ok (&r4);
  test_assert_run_ok (&r5);
  g_assert_true (same_file (star, four));
  g_assert_false (same_file (star, none));
  g_assert_true (same_file (agree, agree_none));

  TEST_RUN_CLI (&r6, "export", "-p", PITFALL, "-t", "x", "-d", "3", "-r", "1", "-m", "null", "-o", png);
  test_assert_run_ok (&r6);
  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, 1920);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==, 1080);
  cairo_surface_destroy (surface);
  TEST_RUN_CLI (&r7, "export", "-p", PITFALL, "-t", "x", "-d", "3", "-r", "1", "-m", "null", "--page", "none",
                "-o", natural);
  test_assert_run_ok (&r7);
  surface = cairo_image_surface_create_from_png (natural);
  g_assert_cmpint (cairo_image_surface_get_width (surface), >, 3 * cairo_image_surface_get_height (surface));
  cairo_surface_destroy (surface);

  TEST_RUN_CLI (&bad, "export", "-p", PITFALL, "-t", "x", "-d", "3", "-r", "1", "-c", "plain,null",
                "--decisive", "2", "-o", none);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_cmpstr (bad.err, ==, "cairn-cli: Invalid --decisive “2”: no tree exported pruned the node these "
                                "moves lead to with a null move\n");
  for (const char *const *p = (const char *const[]) { star, four, none, agree, agree_none, png, natural, NULL }; *p; p++)
    g_remove (*p);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("cairn-slide-XXXXXX", NULL);
  g_test_add_func ("/slide/pitfall-star", test_pitfall_star);
  g_test_add_func ("/slide/advice", test_advice);
  g_test_add_func ("/slide/pitfall-room", test_pitfall_room);
  g_test_add_func ("/slide/story", test_story);
  g_test_add_func ("/slide/focus-room", test_focus_room);
  g_test_add_func ("/slide/cut-probe", test_cut_probe);
  g_test_add_func ("/slide/dense-fold", test_dense_fold);
  g_test_add_func ("/slide/fold-layout", test_fold_layout);
  g_test_add_func ("/slide/cut-room", test_cut_room);
  g_test_add_func ("/slide/mid-search", test_mid_search);
  g_test_add_func ("/slide/chess-root-board", test_chess_root_board);
  g_test_add_func ("/slide/cli", test_cli);
  status = g_test_run ();
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
