/* test-lesson-plan.c — a lesson card worked out (src/app/lessons/
 * cairn-lesson-plan.c), with no window: the searches it runs, the node
 * each pane selects and the moment the card shows, on cards made here
 * rather than the shipped ones (test-lessons.c holds those), so each rule
 * is held on its own; and the errors a card with a bad position, bad
 * settings or a rule that finds nothing gets.
 *
 * The figures are the seed's pitfall (X to move on ...O.X..., depth 3,
 * R 1), as cairn-cli prints them: plain alpha-beta 122 nodes, null-move
 * pruning 79 (`cairn-cli compare -p ...O.X... -t x -d 3 -r 1`); the
 * centre move X4 is node 60 on the left and node 57 on the right, where
 * it is the decisive prune (the window's inspectors name both).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-lessons.h"

static CairnLesson
pitfall_card (CairnLessonFind find,
              guint           focus)
{
  CairnLesson card = {
    .id = "test-card", .title = "T", .text = "T.",
    .cells = "...O.X...", .to_move = "x", .depth = 3, .reduction = 1,
    .modes = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL },
    .focus = focus, .find = find, .when = CAIRN_LESSON_WHEN_FOUND,
  };

  return card;
}

static void
test_decisive (void)
{
  CairnLesson card = pitfall_card (CAIRN_LESSON_FIND_DECISIVE_PRUNE, 1);
  CairnLessonPlan plan;
  g_autoptr (GError) error = NULL;

  card.when = CAIRN_LESSON_WHEN_DONE;
  g_assert_true (cairn_lesson_plan (&card, &plan, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (plan.counters[0].nodes, ==, 122);
  g_assert_cmpuint (plan.counters[1].nodes, ==, 79);
  g_assert_cmpuint (plan.nodes[1], ==, 57);
  /* The same line on the left: X4 there. */
  g_assert_cmpuint (plan.nodes[0], ==, 60);
  /* Shown when done: every event of the longer search. */
  g_assert_cmpuint (plan.total, ==, MAX (plan.counters[0].events, plan.counters[1].events));
  g_assert_cmpuint (plan.moment, ==, plan.total);
  g_assert_true (plan.scenario.modes[0] == CAIRN_MODE_PLAIN && plan.scenario.modes[1] == CAIRN_MODE_NULL);
  g_assert_cmpuint (plan.scenario.depth, ==, 3);
  g_assert_cmpuint (plan.scenario.reduction, ==, 1);
}

/* A line from the left pane finds the same nodes; the moment is just
 * after the later of the two returned. */
static void
test_line (void)
{
  CairnLesson card = pitfall_card (CAIRN_LESSON_FIND_LINE, 0);
  CairnLesson done;
  CairnLessonPlan plan, whole;

  card.line[0] = 4;
  card.n_line = 1;
  g_assert_true (cairn_lesson_plan (&card, &plan, NULL));
  g_assert_cmpuint (plan.nodes[0], ==, 60);
  g_assert_cmpuint (plan.nodes[1], ==, 57);
  g_assert_cmpuint (plan.moment, >, 0);
  g_assert_cmpuint (plan.moment, <, plan.total);

  /* Shown when done instead: the same searches and nodes, and only the
   * moment moves on to the end. */
  done = card;
  done.when = CAIRN_LESSON_WHEN_DONE;
  g_assert_true (cairn_lesson_plan (&done, &whole, NULL));
  g_assert_cmpmem (whole.nodes, sizeof whole.nodes, plan.nodes, sizeof plan.nodes);
  g_assert_cmpuint (whole.moment, ==, whole.total);
  g_assert_cmpuint (whole.total, ==, plan.total);
}

/* Every rule of a card in the right pane finds a node on the pitfall,
 * the same one each time. */
static void
test_rules (void)
{
  static const CairnLessonFind rules[] = {
    CAIRN_LESSON_FIND_FIRST_PRUNING_PROBE,
    CAIRN_LESSON_FIND_BIGGEST_SAVING,
    CAIRN_LESSON_FIND_COSTLIEST_IDLE_PROBE,
  };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      CairnLesson card = pitfall_card (rules[i], 1);
      CairnLessonPlan a, b;
      g_autoptr (GError) error = NULL;

      g_assert_true (cairn_lesson_plan (&card, &a, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (a.nodes[1], !=, CAIRN_NO_NODE);
      g_assert_cmpuint (a.nodes[1], <, 79);
      g_assert_true (cairn_lesson_plan (&card, &b, NULL));
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
    }
}

static void
test_errors (void)
{
  CairnLesson card = pitfall_card (CAIRN_LESSON_FIND_LINE, 0);
  CairnLessonPlan plan;
  g_autoptr (GError) bad_cells = NULL;
  g_autoptr (GError) bad_depth = NULL;
  g_autoptr (GError) no_node = NULL;
  g_autoptr (GError) no_verified = NULL;

  card.cells = "...O.X..";
  g_assert_false (cairn_lesson_plan (&card, &plan, &bad_cells));
  g_assert_error (bad_cells, CAIRN_LESSON_ERROR, CAIRN_LESSON_ERROR_SCENARIO);
  g_assert_true (g_str_has_prefix (bad_cells->message, "Lesson “test-card”: "));

  card = pitfall_card (CAIRN_LESSON_FIND_LINE, 0);
  card.depth = 0;
  g_assert_false (cairn_lesson_plan (&card, &plan, &bad_depth));
  g_assert_error (bad_depth, CAIRN_LESSON_ERROR, CAIRN_LESSON_ERROR_SCENARIO);

  /* Cell 3 holds O: no move of X's goes there. */
  card = pitfall_card (CAIRN_LESSON_FIND_LINE, 0);
  card.line[0] = 3;
  card.n_line = 1;
  g_assert_false (cairn_lesson_plan (&card, &plan, &no_node));
  g_assert_error (no_node, CAIRN_LESSON_ERROR, CAIRN_LESSON_ERROR_NOT_FOUND);
  g_assert_cmpstr (no_node->message, ==, "Lesson “test-card”: its rule finds no node in the left pane");

  /* Null-move pruning verifies nothing. */
  card = pitfall_card (CAIRN_LESSON_FIND_FIRST_VERIFIED, 1);
  g_assert_false (cairn_lesson_plan (&card, &plan, &no_verified));
  g_assert_error (no_verified, CAIRN_LESSON_ERROR, CAIRN_LESSON_ERROR_NOT_FOUND);
  g_assert_cmpstr (no_verified->message, ==, "Lesson “test-card”: its rule finds no node in the right pane");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lesson-plan/decisive", test_decisive);
  g_test_add_func ("/lesson-plan/line", test_line);
  g_test_add_func ("/lesson-plan/rules", test_rules);
  g_test_add_func ("/lesson-plan/errors", test_errors);
  return g_test_run ();
}
