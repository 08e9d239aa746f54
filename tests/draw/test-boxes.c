/* test-boxes.c — the boxes a figure's words and marks take
 * (src/draw/cairn-boxes.c): a recording's device-space boxes (through a
 * scaled cairo_t, set aside and taken up again), the checks the figure
 * tests rely on — words over words or marks, edges through marks, edges
 * striking words not on a pill, words too close — counted and described
 * exactly on boxes laid out by hand, and the painter's placer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-boxes.h"

static CairnBox
box (CairnBoxKind kind,
     double       x0,
     double       y0,
     double       x1,
     double       y1,
     const char  *text)
{
  return (CairnBox) { kind, x0, y0, x1, y1, (char *) text, FALSE };
}

static GArray *
boxes_of (const CairnBox *list,
          guint           n)
{
  GArray *a = g_array_new (FALSE, FALSE, sizeof (CairnBox));

  g_array_append_vals (a, list, n);
  return a;
}

/* Boxes recorded in user space come out in device space: a cairo_t
 * scaled by 2 and moved by (10, 20) maps (1, 2)–(3, 5) to (12, 24)–(16,
 * 30).  Empty boxes and anything drawn outside a recording are not kept;
 * a suspended recording misses what is drawn meanwhile. */
static void
test_recording (void)
{
  cairo_surface_t *s = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 10, 10);
  cairo_t *cr = cairo_create (s);
  g_autoptr (GArray) boxes = NULL;
  GArray *aside;
  const CairnBox *b;

  cairo_translate (cr, 10, 20);
  cairo_scale (cr, 2, 2);
  cairn_boxes_record (cr, CAIRN_BOX_TEXT, 0, 0, 1, 1, "before");
  g_assert_false (cairn_boxes_recording ());
  cairn_boxes_record_start ();
  g_assert_true (cairn_boxes_recording ());
  cairn_boxes_record (cr, CAIRN_BOX_TEXT, 1, 2, 3, 5, "12");
  cairn_boxes_record (cr, CAIRN_BOX_MARK, 4, 4, 4, 9, NULL);   /* no width: dropped */
  cairn_boxes_record_upright (cr, 0, 0, 1, 4, "upright");
  cairn_boxes_record_segment (cr, 0, 0, 5, 5);
  aside = cairn_boxes_suspend ();
  g_assert_false (cairn_boxes_recording ());
  cairn_boxes_record (cr, CAIRN_BOX_TEXT, 1, 1, 2, 2, "trial");
  cairn_boxes_resume (aside);
  boxes = cairn_boxes_record_stop ();
  g_assert_false (cairn_boxes_recording ());

  g_assert_cmpuint (boxes->len, ==, 3);
  b = &g_array_index (boxes, CairnBox, 0);
  g_assert_cmpint (b->kind, ==, CAIRN_BOX_TEXT);
  g_assert_cmpstr (b->text, ==, "12");
  g_assert_cmpfloat (b->x0, ==, 12);
  g_assert_cmpfloat (b->y0, ==, 24);
  g_assert_cmpfloat (b->x1, ==, 16);
  g_assert_cmpfloat (b->y1, ==, 30);
  g_assert_false (b->upright);
  b = &g_array_index (boxes, CairnBox, 1);
  g_assert_cmpstr (b->text, ==, "upright");
  g_assert_true (b->upright);
  g_assert_cmpfloat (b->x1, ==, 12);
  g_assert_cmpfloat (b->y1, ==, 28);
  /* A segment keeps its ends, in order. */
  b = &g_array_index (boxes, CairnBox, 2);
  g_assert_cmpint (b->kind, ==, CAIRN_BOX_EDGE);
  g_assert_cmpfloat (b->x0, ==, 10);
  g_assert_cmpfloat (b->y0, ==, 20);
  g_assert_cmpfloat (b->x1, ==, 20);
  g_assert_cmpfloat (b->y1, ==, 30);
  cairo_destroy (cr);
  cairo_surface_destroy (s);
}

/* Overlaps need a word: two words overlapping 4 × 4, a word over a
 * mark; two marks overlapping are a tree's business, not counted. */
static void
test_overlaps (void)
{
  const CairnBox list[] = {
    box (CAIRN_BOX_TEXT, 0, 0, 10, 10, "19"),
    box (CAIRN_BOX_TEXT, 6, 6, 16, 16, "93"),
    box (CAIRN_BOX_MARK, 100, 0, 110, 10, NULL),
    box (CAIRN_BOX_MARK, 105, 0, 115, 10, NULL),
    box (CAIRN_BOX_TEXT, 200, 0, 210, 10, "α9"),
    box (CAIRN_BOX_MARK, 208, 5, 220, 20, NULL),
  };
  g_autoptr (GArray) boxes = boxes_of (list, G_N_ELEMENTS (list));
  g_autoptr (GString) report = g_string_new (NULL);

  g_assert_cmpuint (cairn_boxes_count_overlaps (boxes, 0, report), ==, 2);
  g_assert_cmpstr (report->str, ==, "  “19” over “93” at 6,6\n  “α9” over “(mark)” at 208,5\n");
  /* Slack: the 2-unit overlap of α9 and its mark is forgiven at 2, the
   * 4-unit one of 19 and 93 only at 4. */
  g_assert_cmpuint (cairn_boxes_count_overlaps (boxes, 2, NULL), ==, 1);
  g_assert_cmpuint (cairn_boxes_count_overlaps (boxes, 4, NULL), ==, 0);
}

/* An edge through a mark counts; one passing beside it, or grazing it
 * within the slack, does not. */
static void
test_crossings (void)
{
  const CairnBox list[] = {
    box (CAIRN_BOX_MARK, 40, 40, 60, 60, NULL),
    box (CAIRN_BOX_EDGE, 0, 50, 100, 50, NULL),   /* through the middle */
    box (CAIRN_BOX_EDGE, 0, 30, 100, 30, NULL),   /* above it */
    box (CAIRN_BOX_EDGE, 0, 42, 100, 42, NULL),   /* 2 inside its top */
  };
  g_autoptr (GArray) boxes = boxes_of (list, G_N_ELEMENTS (list));
  g_autoptr (GString) report = g_string_new (NULL);

  g_assert_cmpuint (cairn_boxes_count_crossings (boxes, 0, report), ==, 2);
  g_assert_cmpstr (report->str, ==, "  edge 0,50–100,50 through the mark 40,40–60,60\n"
                                    "  edge 0,42–100,42 through the mark 40,40–60,60\n");
  g_assert_cmpuint (cairn_boxes_count_crossings (boxes, 3, NULL), ==, 1);
}

/* An edge through a word strikes it, unless the word sits on a pill. */
static void
test_struck (void)
{
  const CairnBox list[] = {
    box (CAIRN_BOX_TEXT, 0, 0, 20, 10, "bare"),
    box (CAIRN_BOX_PILL, 48, -2, 72, 12, NULL),
    box (CAIRN_BOX_TEXT, 50, 0, 70, 10, "on a pill"),
    box (CAIRN_BOX_EDGE, -10, 5, 100, 5, NULL),
  };
  g_autoptr (GArray) boxes = boxes_of (list, G_N_ELEMENTS (list));
  g_autoptr (GString) report = g_string_new (NULL);

  g_assert_cmpuint (cairn_boxes_count_struck (boxes, report), ==, 1);
  g_assert_cmpstr (report->str, ==, "  edge -10,5–100,5 through “bare” at 0,0\n");
}

/* Words nearer than the gap, however they lie; marks do not count. */
static void
test_close (void)
{
  const CairnBox list[] = {
    box (CAIRN_BOX_TEXT, 0, 0, 10, 10, "a"),
    box (CAIRN_BOX_TEXT, 12, 0, 22, 10, "b"),    /* 2 right of a */
    box (CAIRN_BOX_TEXT, 0, 15, 10, 25, "c"),    /* 5 under a */
    box (CAIRN_BOX_MARK, 11, 11, 12, 12, NULL),
  };
  g_autoptr (GArray) boxes = boxes_of (list, G_N_ELEMENTS (list));
  g_autoptr (GString) report = g_string_new (NULL);

  g_assert_cmpuint (cairn_boxes_count_close (boxes, 3, report), ==, 1);
  g_assert_cmpstr (report->str, ==, "  “a” within 3.0 of “b” at 12,0\n");
  g_assert_cmpuint (cairn_boxes_count_close (boxes, 6, NULL), ==, 3);
  g_assert_cmpuint (cairn_boxes_count_close (boxes, 2, NULL), ==, 0);
}

/* The placer itself: words keep the gap from words, not from marks,
 * and keep clear of edges unless drawn on their own background. */
static void
test_placer (void)
{
  const double bounds[4] = { 0, 0, 200, 200 };
  CairnPlacer *placer = cairn_placer_new (bounds);

  cairn_placer_set_gaps (placer, 3, 2);
  cairn_placer_add (placer, 10, 10, 20, 20);
  /* Right up to a mark, not into it. */
  g_assert_true (cairn_placer_take (placer, 20, 10, 30, 20));
  /* A word 2 units from the word just taken: too close; 3: fine. */
  g_assert_false (cairn_placer_take (placer, 32, 10, 40, 20));
  g_assert_true (cairn_placer_take (placer, 33, 10, 40, 20));
  /* An edge across the page, from far left to far right, at y 100. */
  cairn_placer_add_segment (placer, -500, 100, 700, 100);
  g_assert_false (cairn_placer_take (placer, 90, 90, 110, 99));
  g_assert_true (cairn_placer_take (placer, 90, 80, 110, 98));
  g_assert_true (cairn_placer_take_opaque (placer, 150, 95, 170, 105));
  /* A steep edge, a long way down through cells it crosses. */
  cairn_placer_add_segment (placer, 60, -300, 61, 400);
  g_assert_false (cairn_placer_take (placer, 55, 150, 59, 160));
  g_assert_true (cairn_placer_take (placer, 64, 150, 70, 160));
  /* Outside the bounds. */
  g_assert_false (cairn_placer_take (placer, 195, 5, 205, 15));
  cairn_placer_free (placer);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/boxes/recording", test_recording);
  g_test_add_func ("/boxes/overlaps", test_overlaps);
  g_test_add_func ("/boxes/crossings", test_crossings);
  g_test_add_func ("/boxes/struck", test_struck);
  g_test_add_func ("/boxes/close", test_close);
  g_test_add_func ("/labels/placer", test_placer);
  return g_test_run ();
}
