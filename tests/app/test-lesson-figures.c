/* test-lesson-figures.c — the figures under a lesson card (src/app/
 * lessons/cairn-lesson-figures.c), with no window, on cards made here:
 * each pane's search at its end (nodes, move, value), the moment the
 * card stops at, or the sentence for a card shown at the end, with the
 * card's note first.  The figures are cairn-cli's for the same searches:
 *   cairn-cli compare -p ...O.X... -t x -d 3 -r 1
 *     (plain 122 nodes, cell 4, 12; null move 79 nodes, cell 0, 9)
 *   cairn-cli compare -p KIWIPETE -d 3 --engine-parts engine
 *     (plain 7,879 nodes, null move 52,314, both Bxa6 at -30).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-lesson-figures.h"
#include "cairn-lessons.h"

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

static const char *const DONE_TEXT =
  "Both searches have run to the end; the nodes to look at are selected.";

static CairnLesson
card (const char     *cells,
      const char     *to_move,
      CairnLessonWhen when)
{
  CairnLesson c = {
    .id = "test-card", .title = "T", .text = "T.",
    .cells = cells, .to_move = to_move, .depth = 3, .reduction = 1,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = 0, .find = CAIRN_LESSON_FIND_LINE, .when = when,
  };

  return c;
}

static char *
figures (const CairnLesson *lesson,
         CairnLessonPlan   *plan)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (cairn_lesson_plan (lesson, plan, &error));
  g_assert_no_error (error);
  return cairn_lesson_figures_text (lesson, plan);
}

/* Tic-tac-toe: cells and values; the moment in the log's numbering (from
 * 0), so the last of the 261 events is 260 (the timeline reads 0–260). */
static void
test_cells (void)
{
  CairnLesson lesson = card ("...O.X...", "x", CAIRN_LESSON_WHEN_FOUND);
  CairnLessonPlan plan;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;

  lesson.line[0] = 4;
  lesson.n_line = 1;
  text = figures (&lesson, &plan);
  g_assert_cmpuint (plan.total, ==, 261);
  g_assert_cmpuint (plan.moment, >, 1);
  expected = g_strdup_printf ("Left, Plain alpha-beta: 122 nodes in all, playing cell 4 (value 12).   "
                              "Right, Null-move pruning: 79 nodes in all, playing cell 0 (value 9).\n"
                              "The trees stop at event %u of 0–260, just after the selected nodes returned "
                              "their values: Step goes on from here, and ↻ comes back.",
                              plan.moment - 1);
  g_assert_cmpstr (text, ==, expected);

  /* The card's note comes first. */
  {
    g_autofree char *noted = NULL;

    lesson.note = "A note.";
    noted = figures (&lesson, &plan);
    g_assert_true (g_str_has_prefix (noted, "A note.\nLeft, Plain alpha-beta: 122 nodes"));
    g_assert_true (g_str_has_suffix (noted, text + strlen (text) - 40));
  }
}

/* Shown at the end: the window's own summary has the figures, so the
 * card says only that (after its note, if it has one). */
static void
test_done (void)
{
  CairnLesson lesson = card ("...O.X...", "x", CAIRN_LESSON_WHEN_DONE);
  CairnLessonPlan plan;
  g_autofree char *plain = NULL;
  g_autofree char *noted = NULL;
  g_autofree char *expected = NULL;

  lesson.line[0] = 4;
  lesson.n_line = 1;
  plain = figures (&lesson, &plan);
  g_assert_cmpstr (plain, ==, DONE_TEXT);
  lesson.note = "Measured once.";
  noted = figures (&lesson, &plan);
  expected = g_strdup_printf ("Measured once.\n%s", DONE_TEXT);
  g_assert_cmpstr (noted, ==, expected);
}

/* Chess: moves in SAN, counts grouped, values as the game words them;
 * Kiwipete is in no endgame table, so no line of truth follows. */
static void
test_chess (void)
{
  CairnLesson lesson = card (KIWIPETE, NULL, CAIRN_LESSON_WHEN_FOUND);
  CairnLessonPlan plan;
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  lesson.engine_parts = CAIRN_ENGINE_PARTS_ALL;
  lesson.find = CAIRN_LESSON_FIND_LINE;
  lesson.n_line = 0;   /* the root */
  text = figures (&lesson, &plan);
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_cmpstr (lines[0], ==,
                   "Left, Plain alpha-beta: 7,879 nodes in all, playing Bxa6, value -30.   "
                   "Right, Null-move pruning: 52,314 nodes in all, playing Bxa6, value -30.");
  g_assert_true (g_str_has_prefix (lines[1], "The trees stop at event "));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lesson-figures/cells", test_cells);
  g_test_add_func ("/lesson-figures/done", test_done);
  g_test_add_func ("/lesson-figures/chess", test_chess);
  return g_test_run ();
}
