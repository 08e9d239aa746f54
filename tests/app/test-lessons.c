/* test-lessons.c — the lesson cards in the window, under a private Xvfb.
 *
 * Every card loads, reaches its moment and selects nodes that exist, with
 * the properties its text describes; loading a card twice shows the same
 * state; Previous and Next walk the cards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-application.h"
#include "cairn-format.h"
#include "cairn-game-tictactoe.h"
#include "cairn-games.h"
#include "cairn-node-text.h"
#include "cairn-probe-cost.h"
#include "cairn-lesson-controller.h"
#include "cairn-window.h"
#include "gui-util.h"

typedef GuiFixture Fixture;

static const CairnTree *
tree_of (CairnWindow *win,
         guint        pane)
{
  return cairn_search_get_tree (cairn_pane_get_search (cairn_window_get_pane (win, pane)));
}

static guint32
selected (CairnWindow *win,
          guint        pane)
{
  return cairn_view_state_get_selected_node (cairn_pane_get_view_state (cairn_window_get_pane (win, pane)));
}

static void
load (CairnWindow *win,
      guint        index)
{
  CairnLessonController *lessons = cairn_window_get_lessons (win);

  cairn_lesson_controller_load (lessons, index);
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, (int) index);
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
  /* The column's texts fold or open at most four times a second: wait
   * for the last fit, not for a time a loaded machine can overrun. */
  GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
  /* Let the trees lay out and scroll as they will. */
  gui_spin (60);
  GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
}

/* What a card shows, for comparing two loads. */
typedef struct {
  guint         moment;
  guint32       nodes[2];
  double        scale[2];
  double        scroll[2][2];
  CairnCounters counters[2];
  char         *inspector[2];
  char         *card;
} Shown;

static void
capture (CairnWindow *win,
         Shown       *s)
{
  s->moment = cairn_window_get_moment (win);
  for (guint p = 0; p < 2; p++)
    {
      CairnPane *pane = cairn_window_get_pane (win, p);
      GtkScrollable *view = GTK_SCROLLABLE (cairn_pane_get_tree_view (pane));

      s->nodes[p] = selected (win, p);
      s->scale[p] = cairn_view_state_get_scale (cairn_pane_get_view_state (pane));
      s->scroll[p][0] = gtk_adjustment_get_value (gtk_scrollable_get_hadjustment (view));
      s->scroll[p][1] = gtk_adjustment_get_value (gtk_scrollable_get_vadjustment (view));
      cairn_pane_get_counters (pane, &s->counters[p]);
      s->inspector[p] = cairn_pane_get_inspector_text (pane);
      g_test_message ("pane %u: %d x %d, scale %g, scroll %g, %g, window %d x %d", p,
                      gtk_widget_get_width (GTK_WIDGET (view)), gtk_widget_get_height (GTK_WIDGET (view)),
                      s->scale[p], s->scroll[p][0], s->scroll[p][1],
                      gtk_widget_get_width (GTK_WIDGET (win)), gtk_widget_get_height (GTK_WIDGET (win)));
    }
  s->card = cairn_lesson_panel_get_text (cairn_lesson_controller_get_panel (cairn_window_get_lessons (win)));
}

static void
assert_same (const Shown *a,
             const Shown *b)
{
  g_assert_cmpuint (a->moment, ==, b->moment);
  for (guint p = 0; p < 2; p++)
    {
      g_assert_cmpuint (a->nodes[p], ==, b->nodes[p]);
      g_assert_cmpfloat (a->scale[p], ==, b->scale[p]);
      g_assert_cmpfloat_with_epsilon (a->scroll[p][0], b->scroll[p][0], 0.5);
      g_assert_cmpfloat_with_epsilon (a->scroll[p][1], b->scroll[p][1], 0.5);
      g_assert_cmpmem (&a->counters[p], sizeof a->counters[p], &b->counters[p], sizeof b->counters[p]);
      g_assert_cmpstr (a->inspector[p], ==, b->inspector[p]);
    }
  g_assert_cmpstr (a->card, ==, b->card);
}

static void
shown_clear (Shown *s)
{
  g_free (s->inspector[0]);
  g_free (s->inspector[1]);
  g_free (s->card);
}

static guint32
root_move (const CairnTree *tree,
           guint32          node)
{
  CairnMove moves[32];

  g_assert_cmpuint (cairn_tree_line_to (tree, node, moves, G_N_ELEMENTS (moves)), >=, 1);
  return moves[0];
}

/* The best move of a count-only search of the card's position with other
 * settings: what a card's text says another mode would do. */
static int
best_move_with (const CairnLessonPlan *plan,
                CairnMode              mode,
                gboolean               guard)
{
  CairnSettings s;
  CairnCounters c;

  cairn_scenario_get_settings (&plan->scenario, 1, &s);
  s.mode = mode;
  s.guard = guard;
  cairn_search_count (&plan->scenario.position, &s, &c);
  return c.best_move;
}

/* A move for people, as played at @index of @tree: "Kf6". */
static char *
move_text (const CairnTree *tree,
           guint32          index)
{
  return cairn_tree_node_move_text (tree, index, TRUE);
}

/* The moves from the root to @index, for people, space-separated. */
static char *
line_text (const CairnTree *tree,
           guint32          index)
{
  GString *s = g_string_new (NULL);
  GPtrArray *parts = g_ptr_array_new_with_free_func (g_free);

  for (guint32 i = index; i != CAIRN_NO_NODE && cairn_tree_get (tree, i)->parent != CAIRN_NO_NODE;
       i = cairn_tree_get (tree, i)->parent)
    g_ptr_array_insert (parts, 0, move_text (tree, i));
  for (guint k = 0; k < parts->len; k++)
    g_string_append_printf (s, "%s%s", k ? " " : "", (char *) parts->pdata[k]);
  g_ptr_array_unref (parts);
  return g_string_free (s, FALSE);
}

/* The best move of @c in the card's position, as SAN. */
static char *
counted_text (const CairnLessonPlan *plan,
              const CairnCounters   *c)
{
  const CairnPosition *pos = &plan->scenario.position;

  return cairn_position_game (pos)->move_to_text (&pos->board, pos->to_move, (CairnMove) c->best_move);
}

/* The root move a search played, for people. */
static char *
best_text (const CairnLessonPlan *plan,
           guint                  pane)
{
  return counted_text (plan, &plan->counters[pane]);
}

/* One search of the card's position with pane 1's settings changed:
 * @mode, @depth, @guard, @when. */
static void
search_with (const CairnLessonPlan *plan,
             CairnMode              mode,
             guint                  depth,
             gboolean               guard,
             CairnNullWhen          when,
             CairnCounters         *out)
{
  CairnSettings s;

  cairn_scenario_get_settings (&plan->scenario, 1, &s);
  s.mode = mode;
  s.depth = depth;
  s.guard = guard;
  s.null_when = when;
  cairn_search_count (&plan->scenario.position, &s, out);
}

/* The engine style's part sets the chess cards quote (SEARCH-RULES.md §4). */
#define ENGINE CAIRN_ENGINE_PARTS_ALL
#define NO_GATE (CAIRN_ENGINE_PARTS_ALL & ~(guint) CAIRN_PART_GATE)
#define QSEARCH ((guint) CAIRN_PART_QSEARCH)

/* A count-only search of the card's position with pane 1's settings and
 * @mode, @depth, @guard, engine parts @parts (0: the seed style), null
 * move tried always (as cairn-cli without --null-when): it plays @move
 * (SAN) for @value in @nodes nodes (G_MAXUINT64: any number).  The
 * counters go to @out if given. */
static void
assert_counted (const CairnLessonPlan *plan,
                CairnMode              mode,
                guint                  depth,
                gboolean               guard,
                guint                  parts,
                const char            *move,
                int                    value,
                guint64                nodes,
                CairnCounters         *out)
{
  CairnSettings s;
  CairnCounters c;
  g_autofree char *san = NULL;

  cairn_scenario_get_settings (&plan->scenario, 1, &s);
  s.mode = mode;
  s.depth = depth;
  s.guard = guard;
  s.engine_parts = parts;
  s.null_when = CAIRN_NULL_WHEN_ALWAYS;
  g_assert_true (cairn_settings_validate (&s, cairn_position_game (&plan->scenario.position), NULL));
  cairn_search_count (&plan->scenario.position, &s, &c);
  san = counted_text (plan, &c);
  g_test_message ("mode %d depth %u guard %d parts %#x: %s %d, %" G_GUINT64_FORMAT " nodes, "
                  "%" G_GUINT64_FORMAT " probes, %" G_GUINT64_FORMAT " prunes", mode, depth, guard, parts,
                  san, c.value, c.nodes, c.null_probes, c.null_prunes);
  g_assert_cmpstr (san, ==, move);
  g_assert_cmpint (c.value, ==, value);
  if (nodes != G_MAXUINT64)
    g_assert_cmpuint (c.nodes, ==, nodes);
  if (out != NULL)
    *out = c;
}

/* The card's text or note says @figure, and the window shows the note. */
static void
assert_card_says (CairnWindow *win,
                  const char  *id,
                  const char  *figure)
{
  const CairnLesson *lesson = cairn_lessons_get ((guint) cairn_lessons_find (id));
  g_autofree char *card = cairn_lesson_panel_get_text (cairn_lesson_controller_get_panel (cairn_window_get_lessons (win)));

  if (lesson->note != NULL)
    g_assert_nonnull (strstr (card, lesson->note));
  if (strstr (lesson->text, figure) == NULL)
    {
      g_assert_nonnull (lesson->note);
      g_assert_nonnull (strstr (lesson->note, figure));
    }
}

/* @c chose @move, worth @value. */
static void
assert_best (const CairnCounters *c,
             int                  move,
             int                  value)
{
  g_assert_cmpint (c->best_move, ==, move);
  g_assert_cmpint (c->value, ==, value);
}

/* Card @id, whose note the window shows. */
static const CairnLesson *
lesson_with_note_shown (CairnWindow *win,
                        const char  *id)
{
  const CairnLesson *lesson = cairn_lessons_get ((guint) cairn_lessons_find (id));
  g_autofree char *card = cairn_lesson_panel_get_text (cairn_lesson_controller_get_panel (cairn_window_get_lessons (win)));

  g_assert_nonnull (lesson->note);
  g_assert_nonnull (strstr (card, lesson->note));
  return lesson;
}

/* The children of @node with @flag set, and the first of them. */
static guint
children_with (const CairnTree *tree,
               guint32          node,
               guint8           flag,
               guint32         *first)
{
  guint n = 0;

  *first = CAIRN_NO_NODE;
  for (guint32 c = cairn_tree_get (tree, node)->first_child; c != CAIRN_NO_NODE;
       c = cairn_tree_get (tree, c)->next_sibling)
    if (cairn_tree_get (tree, c)->flags & flag)
      {
        if (n++ == 0)
          *first = c;
      }
  return n;
}

/* The zugzwang cards: the node after Kf6 Ke8 e7 in both trees, plain
 * alpha-beta on the left winning with Kf6 by ply 7. */
static void
check_zugzwang_node (const CairnLessonPlan *plan,
                     const CairnTree       *l,
                     const CairnTree       *r)
{
  g_autofree char *lline = line_text (l, plan->nodes[0]);
  g_autofree char *rline = line_text (r, plan->nodes[1]);
  g_autofree char *lbest = best_text (plan, 0);
  const CairnNode *ln = cairn_tree_get (l, plan->nodes[0]);
  const CairnNode *rn = cairn_tree_get (r, plan->nodes[1]);
  guint ply = 0;

  g_assert_cmpstr (cairn_position_game (&plan->scenario.position)->id, ==, "chess");
  g_assert_cmpuint (plan->scenario.depth, ==, 7);
  g_assert_cmpuint (plan->scenario.reduction, ==, 1);
  g_assert_cmpstr (rline, ==, "Kf6 Ke8 e7");
  g_assert_cmpstr (lline, ==, "Kf6 Ke8 e7");
  g_assert_cmpint (rn->ply, ==, 3);
  g_assert_cmpint (cairn_node_side (rn), ==, CAIRN_SIDE_O);
  /* Plain alpha-beta: Kf6 queens by ply 7 (900 at the horizon, not a
   * mate: the pawn game called it a win, 1993), and so does the node. */
  g_assert_cmpint (plan->scenario.modes[0], ==, CAIRN_MODE_PLAIN);
  g_assert_cmpstr (lbest, ==, "Kf6");
  g_assert_cmpint (plan->counters[0].value, ==, 900);
  g_assert_false (cairn_game_value_is_win (cairn_tree_game (l), plan->counters[0].value, NULL, &ply));
  g_assert_cmpint (ln->value, ==, 900);
  g_assert_cmpint (ln->end, !=, CAIRN_END_NULL_PRUNED);
  g_assert_cmpuint (cairn_tree_probe_child (l, plan->nodes[0]), ==, CAIRN_NO_NODE);
  /* The probe at the node lets Black pass: White cannot win then. */
  g_assert_cmpuint (cairn_tree_probe_child (r, plan->nodes[1]), !=, CAIRN_NO_NODE);
  g_assert_cmpint (cairn_tree_get (r, cairn_tree_probe_child (r, plan->nodes[1]))->value, ==, 0);
  g_assert_true (cairn_tree_get (r, cairn_tree_probe_child (r, plan->nodes[1]))->flags &
                 CAIRN_NODE_FLAG_PROBE_FAILED_HIGH);
  g_assert_cmpint (rn->alpha, ==, 140);
  g_assert_cmpint (rn->beta, ==, 900);
}

/* What each card's text claims, checked against the trees it shows. */
static void
check_card_facts (CairnWindow *win,
                  const char  *id)
{
  const CairnLessonPlan *plan = cairn_lesson_controller_get_plan (cairn_window_get_lessons (win));
  const CairnTree *l = tree_of (win, 0), *r = tree_of (win, 1);
  const CairnNode *ln = plan->nodes[0] != CAIRN_NO_NODE ? cairn_tree_get (l, plan->nodes[0]) : NULL;
  const CairnNode *rn = cairn_tree_get (r, plan->nodes[1]);
  const CairnCounters *lc = &plan->counters[0], *rc = &plan->counters[1];

  if (g_str_equal (id, "null-probe"))
    {
      const CairnNode *parent = cairn_tree_get (r, rn->parent);

      g_assert_cmpint (rn->kind, ==, CAIRN_NODE_NULL_PROBE);
      g_assert_true (rn->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH);
      g_assert_cmpint (rn->value, ==, 6);
      g_assert_cmpint (parent->move, ==, 1);
      g_assert_cmpint (parent->alpha, ==, 9);
      g_assert_cmpint (parent->end, ==, CAIRN_END_NULL_PRUNED);
      g_assert_cmpint (parent->value, ==, 9);
      g_assert_cmpuint (cairn_node_n_ghosts (parent), ==, 8);
      /* The left-hand tree searched four of O's replies, the fourth
       * holding X to 9 or less, and cut off the other four. */
      g_assert_nonnull (ln);
      g_assert_cmpint (ln->move, ==, 1);
      g_assert_cmpint (ln->end, ==, CAIRN_END_CUTOFF);
      g_assert_cmpint (ln->value, <=, 9);
      g_assert_cmpuint (cairn_node_n_ghosts (ln), ==, 4);
      g_assert_cmpuint (cairn_tree_subtree_size (l, plan->nodes[0]), >, 2);
    }
  else if (g_str_equal (id, "saves-most"))
    {
      g_assert_cmpuint (lc->nodes, ==, 1787);
      g_assert_cmpuint (rc->nodes, ==, 803);
      g_assert_cmpuint (rc->nodes * 2, <, lc->nodes);
      g_assert_cmpint (lc->best_move, ==, 4);
      assert_best (rc, 4, 12);
      g_assert_cmpuint (rc->null_prunes, ==, 7);
      g_assert_cmpint (rn->move, ==, 2);
      g_assert_cmpint (rn->ply, ==, 1);
      g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_PRUNED);
      g_assert_cmpint (rn->alpha, ==, 9);
      g_assert_cmpint (cairn_tree_get (r, cairn_tree_probe_child (r, plan->nodes[1]))->value, ==, 9);
      g_assert_cmpuint (cairn_tree_subtree_size (r, plan->nodes[1]), ==, 2);
      g_assert_cmpint (ln->move, ==, 2);
      /* Every prune sits at the first ply. */
      for (guint32 i = 0; i < r->n_nodes; i++)
        if (cairn_tree_get (r, i)->end == CAIRN_END_NULL_PRUNED)
          g_assert_cmpint (cairn_tree_get (r, i)->ply, ==, 1);
      /* Every probe lands on the horizon, so the guard leaves no probe
       * and no saving: 55.1 % without it, 0 % with it. */
      for (guint32 i = 0; i < r->n_nodes; i++)
        if (cairn_tree_get (r, i)->kind == CAIRN_NODE_NULL_PROBE)
          g_assert_cmpint (cairn_tree_get (r, i)->end, ==, CAIRN_END_HEURISTIC);
      {
        const CairnLesson *lesson = cairn_lessons_get ((guint) cairn_lessons_find (id));
        g_autofree char *probe_text =
          cairn_node_text_explain (r, cairn_tree_probe_child (r, plan->nodes[1]), CAIRN_NO_NODE);
        CairnSettings guarded;
        CairnCounters gc;

        cairn_scenario_get_settings (&plan->scenario, 1, &guarded);
        guarded.guard = TRUE;
        cairn_search_count (&plan->scenario.position, &guarded, &gc);
        g_assert_cmpuint (gc.nodes, ==, lc->nodes);
        g_assert_cmpuint (gc.null_probes, ==, 0);
        g_assert_cmpuint (((lc->nodes - rc->nodes) * 1000 + lc->nodes / 2) / lc->nodes, ==, 551);
        g_assert_nonnull (strstr (lesson->text, "803 nodes where plain alpha-beta needs 1,787, 55.1% fewer"));
        g_assert_nonnull (strstr (lesson->text, "with the horizon guard, which skips such probes, the saving is 0%."));
        /* The inspector says how much shallower, with R. */
        g_assert_nonnull (strstr (probe_text, "as if the other side had passed, 3 plies shallower (R = 3), to test"));
      }
      /* "A saving like this is rare", and the note's counts: the grid of
       * depth 1–9 × R 1–4, and the dearest cell's probes. */
      {
        g_autoptr (GArray) depths = cairn_sweep_range (1, 9);
        g_autoptr (GArray) reductions = cairn_sweep_range (1, 4);
        g_autoptr (CairnSweep) empty = NULL;
        g_autoptr (CairnSweep) pitfall = NULL;
        CairnPosition board;
        CairnSettings base;
        CairnProbeCost cost;
        guint cheaper = 0, dearer = 0, pitfall_cheaper = 0, pitfall_dearer = 0;
        guint64 probes = 0, prunes = 0;

        cairn_settings_init_default (&base);
        cairn_position_init_empty (&board);
        empty = cairn_sweep_compute (&board, &base, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, depths, reductions);
        g_assert_true (cairn_position_parse ("...O.X...", "x", &board, NULL));
        pitfall = cairn_sweep_compute (&board, &base, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, depths, reductions);
        for (guint i = 0; i < 36; i++)
          {
            cheaper += empty->cells[i].nodes < empty->baseline[i / 4].nodes;
            dearer += empty->cells[i].nodes > empty->baseline[i / 4].nodes;
            pitfall_cheaper += pitfall->cells[i].nodes < pitfall->baseline[i / 4].nodes;
            pitfall_dearer += pitfall->cells[i].nodes > pitfall->baseline[i / 4].nodes;
            probes += empty->cells[i].null_probes;
            prunes += empty->cells[i].null_prunes;
          }
        g_assert_cmpuint (cheaper, ==, 9);
        g_assert_cmpuint (dearer, ==, 13);
        g_assert_cmpuint (pitfall_cheaper, ==, 2);
        g_assert_cmpuint (pitfall_dearer, ==, 20);
        g_assert_cmpuint (probes, ==, 32606);
        g_assert_cmpuint (prunes, ==, 6630);
        {
          g_autofree char *most = cairn_format_savings (pitfall->baseline[8].nodes, pitfall->cells[8 * 4].nodes);

          g_assert_cmpstr (most, ==, "7.2× more");
        }
        assert_card_says (win, id, "on the empty board null move saves nodes in 9 of the 36 settings and costs more in 13");
        assert_card_says (win, id, "It tries 32,606 probes in all, and 6,630 of them prune");
        assert_card_says (win, id, "null move saves nodes in 2 of the 36 settings and costs more in 20, up to 7.2 times");
        cairn_position_init_empty (&board);
        base.depth = 9;
        base.reduction = 1;
        base.mode = CAIRN_MODE_NULL;
        g_assert_true (cairn_probe_cost_measure (&board, &base, &cost));
        g_assert_cmpuint (cost.nodes, ==, 80790);
        g_assert_cmpuint (cost.probe_nodes, ==, 63305);
        g_assert_cmpuint (cost.probes, ==, 13501);
        g_assert_cmpuint (cost.prunes, ==, 2959);
        g_assert_cmpuint (cost.nodes - cost.probe_nodes, ==, 17485);
        assert_card_says (win, id, "63,305 of its 80,790 nodes lie inside its 13,501 probes, and only 2,959 of "
                          "those prune; outside the probes it searches 17,485 nodes, 16.2% fewer than plain’s 20,866");
        /* The seed's model, labelled: probes against an infinite bound,
         * and what zero-width probes with the guard leave of the picture. */
        g_assert_cmpuint (cost.unbounded_probes, ==, 1197);
        assert_card_says (win, id, "Such savings are rare in the seed’s model, as the note under “Figures” shows.");
        assert_card_says (win, id, "These are the seed’s probes");
        assert_card_says (win, id, "at depth 9, R 1 on the empty board 1,197 of the 13,501 face an infinite bound");
        {
          g_autoptr (CairnSweep) engine_like = NULL;
          g_autoptr (CairnSweep) pitfall_like = NULL;
          CairnSettings like;
          guint like_cheaper = 0, like_dearer = 0, pit_cheaper = 0, pit_dearer = 0;

          cairn_settings_init_default (&like);
          like.guard = TRUE;
          like.probe_window = CAIRN_PROBE_WINDOW_ZERO;
          engine_like = cairn_sweep_compute (&board, &like, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, depths, reductions);
          g_assert_true (cairn_position_parse ("...O.X...", "x", &board, NULL));
          pitfall_like = cairn_sweep_compute (&board, &like, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, depths, reductions);
          for (guint i = 0; i < 36; i++)
            {
              like_cheaper += engine_like->cells[i].nodes < engine_like->baseline[i / 4].nodes;
              like_dearer += engine_like->cells[i].nodes > engine_like->baseline[i / 4].nodes;
              pit_cheaper += pitfall_like->cells[i].nodes < pitfall_like->baseline[i / 4].nodes;
              pit_dearer += pitfall_like->cells[i].nodes > pitfall_like->baseline[i / 4].nodes;
            }
          g_assert_cmpuint (like_cheaper, ==, 6);
          g_assert_cmpuint (like_dearer, ==, 12);
          g_assert_cmpuint (pit_cheaper, ==, 1);
          g_assert_cmpuint (pit_dearer, ==, 17);
          g_assert_cmpuint (engine_like->cells[8 * 4].nodes, ==, 45159);
          {
            g_autofree char *most = cairn_format_savings (engine_like->baseline[8].nodes, engine_like->cells[8 * 4].nodes);

            g_assert_cmpstr (most, ==, "2.2× more");
          }
          assert_card_says (win, id, "on the empty board null move then saves nodes in 6 of the 36 settings and "
                            "costs more in 12, at most 2.2 times plain’s nodes (45,159 at depth 9, R 1); on the "
                            "pitfall board it saves in 1 and costs more in 17.");
        }
      }
    }
  else if (g_str_equal (id, "small-r"))
    {
      g_assert_cmpuint (lc->nodes, ==, 20866);
      g_assert_cmpuint (rc->nodes, ==, 80790);
      g_assert_cmpuint (rc->nodes, >, 3.5 * lc->nodes);
      g_assert_cmpuint (rc->nodes, <, 4 * lc->nodes);
      assert_best (lc, rc->best_move, rc->value);
      g_assert_cmpint (rn->kind, ==, CAIRN_NODE_NULL_PROBE);
      g_assert_false (rn->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH);
      g_assert_cmpint (rn->value, ==, 9);
      g_assert_cmpint (cairn_tree_get (r, rn->parent)->alpha, ==, 0);
      g_assert_cmpint (cairn_tree_get (r, rn->parent)->move, ==, 3);
      g_assert_cmpint (ln->move, ==, 3);
      g_assert_cmpuint (cairn_tree_subtree_size (l, plan->nodes[0]), <,
                        cairn_tree_subtree_size (r, plan->nodes[1]));
      /* The seed's full-window probe, and the same probe with a zero-width
       * window, as the card quotes them. */
      g_assert_cmpuint (cairn_tree_subtree_size (r, plan->nodes[1]), ==, 2485);
      {
        const CairnLesson *lesson = cairn_lessons_get ((guint) cairn_lessons_find (id));
        g_autoptr (CairnSearch) zero = NULL;
        CairnSettings zs;
        const CairnTree *zt;
        guint32 three = CAIRN_NO_NODE;

        cairn_scenario_get_settings (&plan->scenario, 1, &zs);
        zs.probe_window = CAIRN_PROBE_WINDOW_ZERO;
        zero = cairn_search_new (&plan->scenario.position, &zs, TRUE);
        cairn_search_run (zero);
        zt = cairn_search_get_tree (zero);
        for (guint32 c = cairn_tree_get (zt, 0)->first_child; c != CAIRN_NO_NODE; c = cairn_tree_get (zt, c)->next_sibling)
          if (cairn_tree_get (zt, c)->kind == CAIRN_NODE_MOVE && cairn_tree_get (zt, c)->move == 3)
            three = c;
        g_assert_cmpuint (three, !=, CAIRN_NO_NODE);
        g_assert_cmpuint (cairn_tree_subtree_size (zt, cairn_tree_probe_child (zt, three)), ==, 127);
        g_assert_nonnull (strstr (lesson->text, "in the seed’s model it searches the node’s whole window"));
        g_assert_nonnull (strstr (lesson->text, "searches 2,485 nodes only to find 9"));
        g_assert_nonnull (strstr (lesson->text, "the same probe takes 127 nodes"));
      }
      {
        g_autofree char *probe_text = cairn_node_text_explain (r, plan->nodes[1], CAIRN_NO_NODE);

        g_assert_nonnull (strstr (probe_text, "as if the other side had passed, one ply shallower (R = 1), to test"));
        g_assert_null (strstr (probe_text, "a few plies"));
      }
    }
  else if (g_str_equal (id, "pitfall"))
    {
      guint32 probe = cairn_tree_probe_child (r, plan->nodes[1]);

      /* The issue's example: the null-pruned node after X plays 4, value 9. */
      g_assert_cmpint (rn->kind, ==, CAIRN_NODE_MOVE);
      g_assert_cmpint (rn->move, ==, 4);
      g_assert_cmpint (rn->ply, ==, 1);
      g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_PRUNED);
      g_assert_cmpint (rn->value, ==, 9);
      g_assert_cmpint (rn->alpha, ==, 9);
      g_assert_cmpuint (probe, !=, CAIRN_NO_NODE);
      g_assert_cmpint (cairn_tree_get (r, probe)->ply, ==, 3);
      g_assert_cmpint (cairn_tree_get (r, probe)->end, ==, CAIRN_END_HEURISTIC);
      g_assert_cmpint (cairn_tree_get (r, probe)->value, ==, 9);
      g_assert_cmpint (ln->move, ==, 4);
      g_assert_cmpint (ln->value, ==, 12);
      assert_best (lc, 4, 12);
      assert_best (rc, 0, 9);
    }
  else if (g_str_equal (id, "verified-pitfall"))
    {
      guint32 probe = cairn_tree_probe_child (r, plan->nodes[1]);
      guint32 first_reply = CAIRN_NO_NODE;

      /* The node after X plays 4: suspected on the horizon probe's 9,
       * confirmed by the one-ply-shallower check, never re-searched. */
      g_assert_cmpint (plan->scenario.modes[1], ==, CAIRN_MODE_VERIFIED);
      g_assert_cmpint (rn->kind, ==, CAIRN_NODE_MOVE);
      g_assert_cmpint (rn->move, ==, 4);
      g_assert_cmpint (rn->ply, ==, 1);
      g_assert_cmpint (rn->alpha, ==, 9);
      g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_VERIFIED);
      g_assert_true (rn->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED);
      g_assert_false (rn->flags & CAIRN_NODE_FLAG_RE_SEARCHED);
      g_assert_cmpuint (probe, !=, CAIRN_NO_NODE);
      g_assert_cmpint (cairn_tree_get (r, probe)->ply, ==, 3);
      g_assert_cmpint (cairn_tree_get (r, probe)->end, ==, CAIRN_END_HEURISTIC);
      g_assert_cmpint (cairn_tree_get (r, probe)->value, ==, 9);
      /* The check's first reply, O to cell 0, stands on the lowered
       * horizon at ply 2 and is guessed at -3. */
      for (guint32 c = rn->first_child; c != CAIRN_NO_NODE; c = cairn_tree_get (r, c)->next_sibling)
        if (cairn_tree_get (r, c)->kind == CAIRN_NODE_MOVE)
          {
            first_reply = c;
            break;
          }
      g_assert_cmpuint (first_reply, !=, CAIRN_NO_NODE);
      g_assert_cmpint (cairn_tree_get (r, first_reply)->move, ==, 0);
      g_assert_cmpint (cairn_tree_get (r, first_reply)->ply, ==, 2);
      g_assert_true (cairn_tree_get (r, first_reply)->flags & CAIRN_NODE_FLAG_IN_REDUCED);
      g_assert_cmpint (cairn_tree_get (r, first_reply)->end, ==, CAIRN_END_HEURISTIC);
      g_assert_cmpint (cairn_tree_get (r, first_reply)->value, ==, -3);
      g_assert_cmpint (ln->move, ==, 4);
      g_assert_cmpint (ln->value, ==, 12);
      assert_best (lc, 4, 12);
      assert_best (rc, 0, 9);
      g_assert_cmpuint (rc->re_searches, ==, 0);
    }
  else if (g_str_equal (id, "guard"))
    {
      g_assert_true (plan->scenario.guard);
      g_assert_cmpint (rn->move, ==, 4);
      g_assert_cmpint (rn->end, ==, CAIRN_END_EXACT);
      g_assert_cmpint (rn->value, ==, 12);
      g_assert_cmpuint (cairn_tree_probe_child (r, plan->nodes[1]), ==, CAIRN_NO_NODE);
      g_assert_cmpuint (rc->null_probes, ==, 0);
      g_assert_cmpuint (rc->nodes, ==, lc->nodes);
      assert_best (rc, 4, 12);
    }
  else if (g_str_equal (id, "verified"))
    {
      g_assert_cmpuint (lc->nodes, ==, 803);
      g_assert_cmpuint (rc->nodes, ==, 909);
      g_assert_cmpuint (rc->verifications, ==, 7);
      g_assert_cmpuint (rc->re_searches, ==, 0);
      g_assert_cmpint (lc->best_move, ==, 4);
      assert_best (rc, 4, 12);
      g_assert_cmpint (rn->move, ==, 1);
      g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_VERIFIED);
      g_assert_true (rn->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED);
      g_assert_cmpint (ln->move, ==, 1);
      g_assert_cmpint (ln->end, ==, CAIRN_END_NULL_PRUNED);
      g_assert_cmpuint (cairn_tree_subtree_size (l, plan->nodes[0]), ==, 2);
      g_assert_cmpuint (cairn_tree_subtree_size (r, plan->nodes[1]), >, 2);
      {
        const CairnLesson *lesson = lesson_with_note_shown (win, id);

        g_assert_nonnull (strstr (lesson->text, "for more nodes: 909 against 803."));
        /* What the paper claimed, and what engines do today. */
        g_assert_nonnull (strstr (lesson->note, "David and Netanyahu (2002)"));
        g_assert_nonnull (strstr (lesson->note, "verified null-move pruning with R = 3 builds smaller trees than "
                                                "standard null move with R = 2 and solves more test positions"));
        /* Debian 12's Stockfish 15.1 verifies from 14 plies (search.cpp:
         * depth < 14 returns unverified unless |β| is a known win); 16.1
         * and later from 16. */
        g_assert_nonnull (strstr (lesson->note, "Stockfish 15.1, the one in Debian 12, only where 14 plies "
                                                "or more remain or β is already a known win"));
        g_assert_nonnull (strstr (lesson->note, "Stockfish 16.1 and later only where 16 or more remain."));
        g_assert_null (strstr (lesson->note, "Stockfish only where 16"));
      }
    }
  else if (g_str_equal (id, "slow-win"))
    {
      guint32 probe = cairn_tree_probe_child (r, plan->nodes[1]);

      g_assert_true (plan->scenario.guard);
      assert_best (lc, 2, 7);
      assert_best (rc, 1, 5);
      g_assert_cmpint (rn->move, ==, 2);
      g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_PRUNED);
      g_assert_cmpint (rn->alpha, ==, 5);
      g_assert_cmpint (rn->value, ==, 5);
      /* The probe searched real moves (the guard let it) and found the
       * immediate win, scored at ply 5. */
      g_assert_cmpint (cairn_tree_get (r, probe)->ply, ==, 1 + 1 + 2);
      g_assert_cmpint (cairn_tree_get (r, probe)->end, !=, CAIRN_END_HEURISTIC);
      g_assert_cmpint (cairn_tree_get (r, probe)->value, ==, 10 - 5);
      g_assert_cmpint (ln->value, ==, 10 - 3);
      g_assert_cmpint (best_move_with (plan, CAIRN_MODE_VERIFIED, TRUE), ==, 2);
      {
        const CairnLesson *lesson = lesson_with_note_shown (win, id);

        /* The late win is the seed's model, and the card says so. */
        g_assert_nonnull (strstr (lesson->text, "the seed moves the ply on by 1 + R for a pass and scores a win by its ply"));
        g_assert_nonnull (strstr (lesson->note, "artefact of the seed’s model"));
        g_assert_nonnull (strstr (lesson->note, "engines such as Stockfish 15.1 count a pass as one ply (this win "
                                                "would score 7, at ply 3, and prune nothing)"));
        /* "Never cut on a mate score" held for Stockfish 16 on, not for
         * Debian's 15.1 (which cuts and returns β).  Only 16.1 and later
         * try no null move where β already means the side to move is
         * mated (search.cpp: beta > VALUE_TB_LOSS_IN_MAX_PLY; 15.1 and 16
         * have no such condition), as α = 5, X's win at ply 5 after cell
         * 1, means for O here. */
        g_assert_null (strstr (lesson->note, "never cut on a mate score"));
        g_assert_null (strstr (lesson->note, "Stockfish also tries"));
        g_assert_nonnull (strstr (lesson->note, "Stockfish 16.1 and later also try no null move where the bound to "
                                                "beat already means the side to move is mated, as it does here for "
                                                "O; Stockfish 15.1 has no such rule."));
        g_assert_cmpint (rn->alpha, ==, 10 - 5);
        g_assert_cmpint (cairn_node_side (rn), ==, CAIRN_SIDE_O);
        /* Counted as one ply, the probe's win would be worth 7 > α = 5. */
        g_assert_cmpint (10 - (1 + 1 + 1), >, rn->alpha);
      }
    }
  else if (g_str_equal (id, "shallow-check"))
    {
      guint32 probe = cairn_tree_probe_child (r, plan->nodes[1]);

      g_assert_cmpint (plan->scenario.modes[1], ==, CAIRN_MODE_VERIFIED);
      assert_best (lc, 4, 9);
      assert_best (rc, 0, 6);
      g_assert_cmpint (rn->move, ==, 4);
      g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_VERIFIED);
      g_assert_cmpint (rn->alpha, ==, 6);
      g_assert_cmpint (rn->value, ==, 0);
      g_assert_cmpint (cairn_tree_get (r, probe)->value, ==, 6);
      g_assert_cmpint (ln->value, ==, 9);
      g_assert_cmpint (best_move_with (plan, CAIRN_MODE_VERIFIED, TRUE), ==, 4);
    }
  else if (g_str_equal (id, "zugzwang") || g_str_equal (id, "zugzwang-guard"))
    {
      guint32 probe = cairn_tree_probe_child (r, plan->nodes[1]);
      g_autofree char *rbest = best_text (plan, 1);
      g_autofree char *first = move_text (r, cairn_tree_get (r, 0)->first_child);

      check_zugzwang_node (plan, l, r);
      g_assert_cmpint (plan->scenario.modes[1], ==, CAIRN_MODE_NULL);
      g_assert_cmpint (plan->scenario.guard, ==, g_str_equal (id, "zugzwang-guard"));
      /* Null-pruned on the probe's 0, which is below α = 140 from Ke4,
       * the first move tried. */
      g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_PRUNED);
      g_assert_cmpint (rn->value, ==, 140);
      g_assert_cmpstr (first, ==, "Ke4");
      g_assert_cmpint (cairn_tree_get (r, cairn_tree_get (r, 0)->first_child)->value, ==, 140);
      g_assert_cmpstr (rbest, ==, "Ke4");
      g_assert_cmpint (rc->value, ==, 140);
      /* The probe starts at ply 5 and searches real moves (two plies of
       * them, so the guard lets it): Ke6 is stalemate, and after any
       * other move Black takes the pawn. */
      g_assert_cmpint (cairn_tree_get (r, probe)->ply, ==, 5);
      g_assert_cmpint (cairn_tree_get (r, probe)->end, !=, CAIRN_END_HEURISTIC);
      g_assert_cmpuint (cairn_tree_subtree_size (r, probe), >, 1);
      for (guint32 c = cairn_tree_get (r, probe)->first_child; c != CAIRN_NO_NODE;
           c = cairn_tree_get (r, c)->next_sibling)
        {
          g_autofree char *m = move_text (r, c);

          g_assert_cmpint (cairn_tree_get (r, c)->value, ==, 0);
          if (g_str_equal (m, "Ke6"))
            g_assert_cmpint (cairn_tree_get (r, c)->end, ==, CAIRN_END_TERMINAL);
        }
      /* Black to move has one legal move there, Kd7. */
      {
        CairnBoard board;
        CairnMove moves[CAIRN_MAX_MOVES];

        cairn_tree_node_board (l, plan->nodes[0], &board);
        g_assert_cmpuint (cairn_tree_game (l)->legal_moves (&board, CAIRN_SIDE_O, moves), ==, 1);
        g_assert_cmpuint (ln->first_child, !=, CAIRN_NO_NODE);
        {
          g_autofree char *kd7 = move_text (l, ln->first_child);
          g_assert_cmpstr (kd7, ==, "Kd7");
        }
      }
      /* This prune alone costs the win (SEARCH-RULES.md §3.4). */
      g_assert_cmpuint (rc->null_prunes, >, 1);
      /* Both styles, as the note gives them (test-cli-lesson-facts
       * measures the same with cairn-cli). */
      if (g_str_equal (id, "zugzwang"))
        {
          CairnCounters c;
          static const guint needed[] = { CAIRN_PART_ORDER, CAIRN_PART_TT, CAIRN_PART_ID };

          assert_counted (plan, CAIRN_MODE_PLAIN, 7, FALSE, 0, "Kf6", 900, 34189, NULL);
          assert_counted (plan, CAIRN_MODE_NULL, 7, FALSE, 0, "Ke4", 140, 22114, NULL);
          assert_counted (plan, CAIRN_MODE_PLAIN, 7, FALSE, QSEARCH, "Kf6", 900, 62260, NULL);
          assert_counted (plan, CAIRN_MODE_NULL, 7, FALSE, QSEARCH, "Ke4", 140, 39673, NULL);
          assert_counted (plan, CAIRN_MODE_PLAIN, 7, FALSE, ENGINE, "Kf6", 900, 1635, NULL);
          /* White has a piece to probe with only after e8=Q (or another
           * promotion), Black never: every probe comes after one. */
          assert_counted (plan, CAIRN_MODE_NULL, 7, FALSE, ENGINE, "Kf6", 900, 1631, &c);
          g_assert_cmpuint (c.null_probes, ==, 38);
          assert_counted (plan, CAIRN_MODE_NULL, 7, FALSE, NO_GATE, "Kf6", 900, 1955, &c);
          g_assert_cmpuint (c.null_prunes, ==, 392);
          for (guint k = 0; k < G_N_ELEMENTS (needed); k++)
            assert_counted (plan, CAIRN_MODE_NULL, 7, FALSE, NO_GATE & ~needed[k], "Ke4", 140, G_MAXUINT64, NULL);
          assert_card_says (win, id, "A quiescence search keeps this mistake; engines avoid it by not probing here");
          assert_card_says (win, id, "Seed style (the panes): plain alpha-beta plays Kf6 in 34,189 nodes, null move "
                                     "Ke4 for 140 in 22,114.");
          assert_card_says (win, id, "With the quiescence search alone (--engine-parts=qsearch): plain alpha-beta "
                                     "Kf6 in 62,260 nodes, null move still Ke4 for 140, in 39,673.");
          assert_card_says (win, id, "With every engine part (--engine-parts=engine): plain alpha-beta Kf6 in 1,635 "
                                     "nodes, null move Kf6 in 1,631");
          assert_card_says (win, id, "its 38 probes all come after a promotion");
          assert_card_says (win, id, "null move plays Kf6 as well (1,955 nodes, 392 prunes)");
          assert_card_says (win, id, "without any one of the three it plays Ke4.");
        }
      else
        {
          CairnCounters c;

          assert_counted (plan, CAIRN_MODE_NULL, 7, TRUE, 0, "Ke4", 140, 33833, NULL);
          assert_counted (plan, CAIRN_MODE_PLAIN, 7, TRUE, 0, "Kf6", 900, 34189, NULL);
          assert_counted (plan, CAIRN_MODE_NULL, 7, TRUE, QSEARCH, "Ke4", 140, 46748, NULL);
          assert_counted (plan, CAIRN_MODE_PLAIN, 7, TRUE, QSEARCH, "Kf6", 900, 62260, NULL);
          assert_counted (plan, CAIRN_MODE_NULL, 7, TRUE, ENGINE, "Kf6", 900, 1635, &c);
          g_assert_cmpuint (c.null_probes, ==, 0);
          assert_counted (plan, CAIRN_MODE_PLAIN, 7, TRUE, ENGINE, "Kf6", 900, 1635, NULL);
          assert_card_says (win, id, "So it does with a quiescence search; in the engine style the gate, not the "
                                     "guard, keeps the probe out");
          assert_card_says (win, id, "Seed style (the panes): Ke4 for 140 in 33,833 nodes, where plain alpha-beta "
                                     "plays Kf6 in 34,189.");
          assert_card_says (win, id, "(--engine-parts=qsearch): still Ke4, in 46,748 nodes (plain alpha-beta Kf6 in "
                                     "62,260): the guard does not help there either.");
          assert_card_says (win, id, "(--engine-parts=engine): Kf6 in 1,635 nodes with no probe at all, as plain "
                                     "alpha-beta plays it");
        }
    }
  else if (g_str_equal (id, "zugzwang-verified"))
    {
      guint32 probe = cairn_tree_probe_child (r, plan->nodes[1]), reduced, again;
      g_autofree char *rbest = best_text (plan, 1);

      check_zugzwang_node (plan, l, r);
      g_assert_cmpint (plan->scenario.modes[1], ==, CAIRN_MODE_VERIFIED);
      g_assert_false (plan->scenario.guard);
      /* The probe would prune; the node checks, fails to confirm and
       * searches again: the search's only re-search. */
      g_assert_true (cairn_tree_get (r, probe)->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH);
      g_assert_true (rn->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED);
      g_assert_true (rn->flags & CAIRN_NODE_FLAG_RE_SEARCHED);
      g_assert_cmpint (rn->end, !=, CAIRN_END_NULL_PRUNED);
      g_assert_cmpint (rn->end, !=, CAIRN_END_NULL_VERIFIED);
      g_assert_cmpuint (rc->re_searches, ==, 1);
      /* The reduced search: Kd7, 150 (a pawn on e7), above α = 140. */
      g_assert_cmpuint (children_with (r, plan->nodes[1], CAIRN_NODE_FLAG_IN_REDUCED, &reduced), ==, 1);
      {
        g_autofree char *m = move_text (r, reduced);
        g_assert_cmpstr (m, ==, "Kd7");
      }
      g_assert_cmpint (cairn_tree_get (r, reduced)->value, ==, 150);
      g_assert_cmpint (cairn_tree_get (r, reduced)->value, >, rn->alpha);
      /* The re-search: Kd7 again, at full depth, the win by ply 7. */
      g_assert_cmpuint (children_with (r, plan->nodes[1], CAIRN_NODE_FLAG_IN_RE_SEARCH, &again), ==, 1);
      {
        g_autofree char *m = move_text (r, again);
        g_assert_cmpstr (m, ==, "Kd7");
      }
      g_assert_cmpint (cairn_tree_get (r, again)->value, ==, 900);
      g_assert_cmpint (rn->value, ==, 900);
      g_assert_cmpint (rn->value, ==, ln->value);
      g_assert_cmpstr (rbest, ==, "Kf6");
      g_assert_cmpint (rc->value, ==, 900);
      /* Both styles, as the note gives them. */
      {
        CairnCounters c;

        assert_counted (plan, CAIRN_MODE_VERIFIED, 7, FALSE, 0, "Kf6", 900, 17749, &c);
        g_assert_cmpuint (c.re_searches, ==, 1);
        assert_counted (plan, CAIRN_MODE_PLAIN, 7, FALSE, 0, "Kf6", 900, 34189, NULL);
        assert_counted (plan, CAIRN_MODE_VERIFIED, 7, FALSE, QSEARCH, "Kf6", 900, 27919, &c);
        g_assert_cmpuint (c.re_searches, ==, 3);
        assert_counted (plan, CAIRN_MODE_PLAIN, 7, FALSE, QSEARCH, "Kf6", 900, 62260, NULL);
        assert_counted (plan, CAIRN_MODE_VERIFIED, 7, FALSE, ENGINE, "Kf6", 900, 1653, &c);
        g_assert_cmpuint (c.re_searches, ==, 0);
        assert_counted (plan, CAIRN_MODE_PLAIN, 7, FALSE, ENGINE, "Kf6", 900, 1635, NULL);
        assert_card_says (win, id, "Verified null move plays Kf6 with a quiescence search and with every engine "
                                   "part too");
        assert_card_says (win, id, "Seed style (the panes): verified null move plays Kf6 in 17,749 nodes with one "
                                   "re-search (plain alpha-beta 34,189).");
        assert_card_says (win, id, "(--engine-parts=qsearch): Kf6 in 27,919 nodes with 3 re-searches (plain "
                                   "alpha-beta 62,260).");
        assert_card_says (win, id, "(--engine-parts=engine): Kf6 in 1,653 nodes with no re-search (plain "
                                   "alpha-beta 1,635)");
        /* search.cpp of 15.1: "if (thisThread->nmpMinPly || (abs(beta) <
         * VALUE_KNOWN_WIN && depth < 14)) return nullValue;" */
        assert_card_says (win, id, "Stockfish 15.1 verifies a null move only where 14 plies or more remain, "
                                   "which Cairn’s depth limits never reach");
      }
    }
  else if (g_str_equal (id, "pawn-endings"))
    {
      /* The figures the card quotes are shown with it. */
      const CairnLesson *lesson = lesson_with_note_shown (win, id);
      g_autofree char *rbest = best_text (plan, 1);

      check_zugzwang_node (plan, l, r);
      g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_PRUNED);
      g_assert_cmpstr (rbest, ==, "Ke4");
      /* A sample measured under the real rules (too slow to run here). */
      g_assert_nonnull (strstr (lesson->note, "cairn-cli find --material KPK -d 5-6 -r 1-3 -m "
                                              "null,guard,verified --sample 10000 --seed 1, a sample of "
                                              "10,000 positions drawn with seed 1 (257,507 searches, "
                                              "717,652,219 nodes)"));
      g_assert_nonnull (strstr (lesson->note, "null move 5,975 (zugzwang 79, probe on the horizon 2,675, reduction 3,221)"));
      g_assert_nonnull (strstr (lesson->note, "with the guard 4,708 (53, 0, 4,655)"));
      /* Verified null move's cases by cause, the verification first
       * (SEARCH-RULES.md §3.5): most of them made no null prune at all. */
      g_assert_nonnull (strstr (lesson->note, "verified 4,283 (verification 3,248, zugzwang 2, probe on the "
                                              "horizon 983, reduction 50)"));
      /* The seed style's figures, labelled: engines send such probes
       * into a quiescence search. */
      g_assert_nonnull (strstr (lesson->note, "These are the seed style’s figures: it has no quiescence search"));
      g_assert_null (strstr (lesson->note, "241,229"));
      /* The finder's zugzwang is the search's judgement. */
      g_assert_nonnull (strstr (lesson->text, "cases the finder counts as zugzwang (as the search sees it)."));
      g_assert_nonnull (strstr (lesson->note, "“Zugzwang” is the search’s judgement: passing scored better than every move"));
      g_assert_nonnull (strstr (lesson->note, "it does not say the real result of the game changes."));
      /* The engine style on the same sample (re-measured by
       * test-cli-lesson-facts: the finder is too slow for here). */
      g_assert_nonnull (strstr (lesson->text, "Nor do the engine style’s other parts: with all of them but "
                                              "this rule the finder still counts such cases."));
      g_assert_nonnull (strstr (lesson->note, "with every part (--engine-parts=engine; 200,000 searches, "
                                              "367,051,525 nodes) the finder finds no case at all"));
      g_assert_nonnull (strstr (lesson->note, "with every part but the gate "
                                              "(--engine-parts=qsearch,order,pvs,tt,id,check,draws; 208,092 "
                                              "searches, 292,635,664 nodes) null move still has 881 cases "
                                              "(zugzwang 94), with the guard 239 (34), verified 646 (71)."));
    }
  else if (g_str_equal (id, "null-problem") || g_str_equal (id, "null-problem-cures") ||
           g_str_equal (id, "null-problem-depth-3"))
    {
      gboolean cures = g_str_equal (id, "null-problem-cures");
      gboolean d3 = g_str_equal (id, "null-problem-depth-3");
      guint32 probe = cairn_tree_probe_child (r, plan->nodes[1]);
      g_autofree char *lbest = best_text (plan, 0);
      g_autofree char *rbest = best_text (plan, 1);
      g_autofree char *rmove = move_text (r, plan->nodes[1]);
      CairnCounters c;
      g_autofree char *cbest = NULL;

      g_assert_cmpuint (plan->scenario.depth, ==, d3 ? 3 : 4);
      g_assert_cmpuint (plan->scenario.reduction, ==, 1);
      g_assert_cmpint (plan->scenario.guard, ==, cures);
      /* The selected node is the one after Nh4, its probe's −100 failing low. */
      g_assert_cmpstr (rmove, ==, "Nh4");
      g_assert_cmpint (rn->ply, ==, 1);
      g_assert_cmpuint (probe, !=, CAIRN_NO_NODE);
      g_assert_cmpint (cairn_tree_get (r, probe)->value, ==, -100);
      if (g_str_equal (id, "null-problem"))
        {
          g_assert_cmpint (plan->scenario.modes[1], ==, CAIRN_MODE_NULL);
          g_assert_cmpstr (lbest, ==, "Nh4");
          g_assert_cmpint (lc->value, ==, 29997);
          g_assert_cmpuint (lc->nodes, ==, 3793);
          g_assert_cmpstr (rbest, ==, "Rxh5+");
          g_assert_cmpint (rc->value, ==, 190);
          g_assert_cmpuint (rc->nodes, ==, 3235);
          g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_PRUNED);
          g_assert_cmpint (rn->alpha, ==, 190);
          assert_card_says (win, id, "29997 (White mates, ply 3), in 3,793 nodes");
          assert_card_says (win, id, "plays Rxh5+ for 190, in 3,235 nodes");
          assert_card_says (win, id, "the probe returns −100, less than the 190 White already has");
          /* Both styles, as the note gives them. */
          g_assert_cmpuint (rc->null_prunes, ==, 32);
          assert_counted (plan, CAIRN_MODE_PLAIN, 4, FALSE, ENGINE, "Nh4", 29997, 1190, NULL);
          assert_counted (plan, CAIRN_MODE_NULL, 4, FALSE, ENGINE, "Rxh5+", 190, 1056, &c);
          g_assert_cmpuint (c.null_prunes, ==, 228);
          assert_card_says (win, id, "The failure survives the engine style: with every part, null move still "
                                     "plays Rxh5+");
          assert_card_says (win, id, "Seed style (the panes, R 1): plain alpha-beta plays Nh4 in 3,793 nodes, null "
                                     "move Rxh5+ for 190 in 3,235, with 32 prunes.");
          assert_card_says (win, id, "plain alpha-beta Nh4 in 1,190 nodes, null move Rxh5+ for 190 in 1,056, with "
                                     "228 prunes.");
          /* Stockfish's 0.00 after Rxh5+: test-cli-lesson-facts. */
          assert_card_says (win, id, "Rxh5+ is worth 190 only by the search’s own measure: after it Stockfish "
                                     "15.1 (depth 20) scores the position 0.00.");
          g_assert_cmpint (cairn_lessons_find ("engine-parts"), >=, 0);
          assert_card_says (win, id, "The card “The mate in two, part by part” shows");
          g_assert_cmpstr (cairn_lessons_get ((guint) cairn_lessons_find ("engine-parts"))->title, ==,
                           "The mate in two, part by part");
        }
      else if (cures)
        {
          g_assert_cmpint (plan->scenario.modes[0], ==, CAIRN_MODE_NULL);
          g_assert_cmpint (plan->scenario.modes[1], ==, CAIRN_MODE_VERIFIED);
          g_assert_cmpstr (lbest, ==, "Rxh5+");
          g_assert_cmpint (lc->value, ==, 190);
          g_assert_cmpuint (lc->nodes, ==, 4472);
          g_assert_cmpuint (lc->null_probes, ==, 19);
          g_assert_cmpstr (rbest, ==, "Nh4");
          g_assert_cmpint (rc->value, ==, 29997);
          g_assert_cmpuint (rc->nodes, ==, 4306);
          g_assert_true (rn->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED);
          search_with (plan, CAIRN_MODE_NULL, 4, FALSE, CAIRN_NULL_WHEN_ALWAYS, &c);
          g_assert_cmpuint (c.null_probes, ==, 114);
          search_with (plan, CAIRN_MODE_VERIFIED, 4, FALSE, CAIRN_NULL_WHEN_ALWAYS, &c);
          cbest = counted_text (plan, &c);
          g_assert_cmpstr (cbest, ==, "Nh4");
          g_assert_cmpuint (c.nodes, ==, 3091);
          assert_card_says (win, id, "still plays Rxh5+ for 190, in 4,472 nodes");
          assert_card_says (win, id, "cuts its probes from 114 to 19");
          assert_card_says (win, id, "Nh4, 29997 (White mates, ply 3), in 4,306 nodes");
          assert_card_says (win, id, "verified null move also plays Nh4 at depth 4, R 1 (3,091 nodes)");
          /* The engine style: with the guard no probe at all (a gate
           * probe at d ≤ 4 lands at d − 4 − d / 3 − margin ≤ 0). */
          for (guint v = 0; v < 2; v++)
            {
              assert_counted (plan, v ? CAIRN_MODE_VERIFIED : CAIRN_MODE_NULL, 4, TRUE, ENGINE, "Nh4", 29997, 1190, &c);
              g_assert_cmpuint (c.null_probes, ==, 0);
            }
          assert_counted (plan, CAIRN_MODE_PLAIN, 4, FALSE, ENGINE, "Nh4", 29997, 1190, NULL);
          assert_counted (plan, CAIRN_MODE_NULL, 4, FALSE, ENGINE, "Rxh5+", 190, 1056, NULL);
          assert_counted (plan, CAIRN_MODE_VERIFIED, 4, FALSE, ENGINE, "Nh4", 29997, 1457, &c);
          g_assert_cmpuint (c.re_searches, ==, 1);
          assert_card_says (win, id, "In the engine style verification still finds the mate, but the guard no longer "
                                     "fails: at this depth it refuses every probe");
          assert_card_says (win, id, "with the guard neither pane tries a single probe");
          assert_card_says (win, id, "both play Nh4 in 1,190 nodes, as plain alpha-beta does. Without the guard, null "
                                     "move plays Rxh5+ for 190 (1,056 nodes) and verified null move Nh4 (1,457 "
                                     "nodes, one re-search).");
        }
      else
        {
          g_autofree char *nbest = NULL;

          g_assert_cmpint (plan->scenario.modes[1], ==, CAIRN_MODE_VERIFIED);
          g_assert_cmpstr (lbest, ==, "Nh4");
          g_assert_cmpint (lc->value, ==, 29997);
          g_assert_cmpuint (lc->nodes, ==, 1507);
          g_assert_cmpstr (rbest, ==, "Rxh5+");
          g_assert_cmpint (rc->value, ==, 200);
          g_assert_true (rn->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED);
          search_with (plan, CAIRN_MODE_NULL, 3, FALSE, CAIRN_NULL_WHEN_ALWAYS, &c);
          nbest = counted_text (plan, &c);
          g_assert_cmpstr (nbest, ==, "Rxh5+");
          g_assert_cmpint (c.value, ==, 200);
          g_assert_cmpuint (c.nodes, ==, 508);
          for (guint v = 0; v < 2; v++)
            {
              g_autofree char *gbest = NULL;

              search_with (plan, v ? CAIRN_MODE_VERIFIED : CAIRN_MODE_NULL, 3, TRUE,
                           CAIRN_NULL_WHEN_ALWAYS, &c);
              gbest = counted_text (plan, &c);
              g_assert_cmpstr (gbest, ==, "Nh4");
              g_assert_cmpuint (c.null_probes, ==, 0);
              g_assert_cmpuint (c.nodes, ==, 1507);
            }
          assert_card_says (win, id, "Nh4, 29997 (White mates, ply 3), in 1,507 nodes");
          assert_card_says (win, id, "plays Rxh5+ for 200");
          assert_card_says (win, id, "null move plays Rxh5+ for 200 (508 nodes)");
          assert_card_says (win, id, "tries no probe at all and plays Nh4 like plain alpha-beta (1,507 nodes)");
          /* The engine style at depth 3. */
          assert_counted (plan, CAIRN_MODE_PLAIN, 3, FALSE, ENGINE, "Nh4", 29997, 480, NULL);
          assert_counted (plan, CAIRN_MODE_NULL, 3, FALSE, ENGINE, "Rxh5+", 190, 429, NULL);
          assert_counted (plan, CAIRN_MODE_VERIFIED, 3, FALSE, ENGINE, "Rxh5+", 190, 482, NULL);
          for (guint v = 0; v < 2; v++)
            {
              assert_counted (plan, v ? CAIRN_MODE_VERIFIED : CAIRN_MODE_NULL, 3, TRUE, ENGINE, "Nh4", 29997, 480, &c);
              g_assert_cmpuint (c.null_probes, ==, 0);
            }
          assert_card_says (win, id, "The engine style agrees: with every part verified null move plays Rxh5+ too, "
                                     "and the guard leaves no probe.");
          assert_card_says (win, id, "plain alpha-beta plays Nh4 in 480 nodes; null move Rxh5+ for 190 in 429 and "
                                     "verified null move Rxh5+ for 190 in 482; with the guard neither tries a probe "
                                     "and both play Nh4 (480 nodes).");
        }
    }
  else if (g_str_equal (id, "stalemate-trap"))
    {
      guint32 probe = cairn_tree_probe_child (r, plan->nodes[1]);
      g_autofree char *lbest = best_text (plan, 0);
      g_autofree char *rbest = best_text (plan, 1);
      g_autofree char *rmove = move_text (r, plan->nodes[1]);
      CairnSettings s;
      CairnCounters c;
      guint found = 0;

      g_assert_cmpstr (lbest, ==, "c8=R");
      g_assert_cmpint (lc->value, ==, 29997);
      g_assert_cmpuint (lc->nodes, ==, 313);
      g_assert_cmpstr (rbest, ==, "Kd7");
      g_assert_cmpint (rc->value, ==, 900);
      g_assert_cmpuint (rc->nodes, ==, 371);
      g_assert_cmpstr (rmove, ==, "c8=R");
      g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_PRUNED);
      g_assert_cmpint (rn->alpha, ==, 900);
      g_assert_cmpint (cairn_tree_get (r, probe)->value, ==, 500);
      /* c8=Q is stalemate, 0; after c8=R Black has one move, Ka6. */
      cairn_scenario_get_settings (&plan->scenario, 0, &s);
      for (guint32 k = cairn_tree_get (l, 0)->first_child; k != CAIRN_NO_NODE;
           k = cairn_tree_get (l, k)->next_sibling)
        {
          g_autofree char *m = move_text (l, k);

          if (g_str_equal (m, "c8=Q"))
            {
              s.root_move = cairn_tree_get (l, k)->move;
              cairn_search_count (&plan->scenario.position, &s, &c);
              g_assert_cmpint (c.value, ==, 0);
              found++;
            }
          else if (g_str_equal (m, "c8=R"))
            {
              guint32 reply = cairn_tree_get (l, k)->first_child;
              g_autofree char *ka6 = move_text (l, reply);

              g_assert_cmpstr (ka6, ==, "Ka6");
              g_assert_cmpuint (cairn_tree_get (l, reply)->next_sibling, ==, CAIRN_NO_NODE);
              found++;
            }
        }
      g_assert_cmpuint (found, ==, 2);
      assert_card_says (win, id, "c8=R, 29997 (White mates, ply 3), in 313 nodes");
      assert_card_says (win, id, "plays Kd7 for 900, in 371 nodes, and Kd7 wins too, mate in 7 by the tablebase");
      assert_card_says (win, id, "sees only a rook, 500, below the 900 White already has");
      /* The engine style: no probe at all; without the gate, Kd7 again. */
      for (guint m = 0; m < 3; m++)
        {
          static const CairnMode modes[] = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED };

          assert_counted (plan, modes[m], 4, FALSE, ENGINE, "c8=R", 29997, 303, &c);
          g_assert_cmpuint (c.null_probes, ==, 0);
        }
      assert_counted (plan, CAIRN_MODE_NULL, 4, FALSE, NO_GATE, "Kd7", 900, 274, NULL);
      assert_counted (plan, CAIRN_MODE_PLAIN, 4, FALSE, NO_GATE, "c8=R", 29997, 303, NULL);
      assert_card_says (win, id, "In the engine style null move tries no probe here and finds c8=R");
      assert_card_says (win, id, "plain alpha-beta, null move and verified null move all play c8=R in 303 nodes, "
                                 "and null move tries no probe at all");
      assert_card_says (win, id, "null move misses the mate in two again and plays Kd7 for 900 (274 nodes), where "
                                 "plain alpha-beta plays c8=R (303 nodes).");
    }
  else if (g_str_equal (id, "engines-rule"))
    {
      const CairnLesson *trap = cairn_lessons_get ((guint) cairn_lessons_find ("stalemate-trap"));
      const CairnLesson *problem = cairn_lessons_get ((guint) cairn_lessons_find ("null-problem"));
      g_autofree char *lbest = best_text (plan, 0);
      g_autofree char *rbest = best_text (plan, 1);
      g_autofree char *rmove = move_text (r, plan->nodes[1]);
      CairnLessonPlan other;
      CairnCounters c;

      g_assert_cmpint (plan->scenario.null_when, ==, CAIRN_NULL_WHEN_PIECES);
      /* The window searched with the card's rule: two probes only. */
      {
        const CairnCounters *wc = cairn_search_get_counters (cairn_pane_get_search (cairn_window_get_pane (win, 1)));
        CairnScenario now;

        g_assert_cmpuint (wc->nodes, ==, 34193);
        g_assert_cmpuint (wc->null_probes, ==, 2);
        cairn_window_get_scenario (win, &now);
        g_assert_cmpint (now.null_when, ==, CAIRN_NULL_WHEN_PIECES);
      }
      g_assert_cmpstr (rmove, ==, "Kf6");
      g_assert_cmpstr (lbest, ==, "Kf6");
      g_assert_cmpstr (rbest, ==, "Kf6");
      g_assert_cmpint (rc->value, ==, 900);
      g_assert_cmpuint (lc->nodes, ==, 34189);
      g_assert_cmpuint (rc->nodes, ==, 34193);
      search_with (plan, CAIRN_MODE_NULL, 7, FALSE, CAIRN_NULL_WHEN_ALWAYS, &c);
      g_assert_cmpuint (c.nodes, ==, 22114);
      assert_card_says (win, id, "now plays the selected Kf6 for 900");
      assert_card_says (win, id, "34,193 nodes, 4 more than plain’s 34,189");
      assert_card_says (win, id, "took 22,114 nodes and played Ke4");
      /* Only after a promotion does White have a piece to probe with. */
      {
        const CairnCounters *wc = cairn_search_get_counters (cairn_pane_get_search (cairn_window_get_pane (win, 1)));

        g_assert_cmpuint (wc->null_prunes, ==, 0);
        assert_card_says (win, id, "the rule allows only two probes, after e7+ Kc7 e8=Q (or e8=R) Kb6, neither prunes");
      }
      /* The stalemate trap and the mate in two, under the same rule. */
      g_assert_true (cairn_lesson_plan (trap, &other, NULL));
      other.scenario.null_when = CAIRN_NULL_WHEN_PIECES;
      search_with (&other, CAIRN_MODE_NULL, 4, FALSE, CAIRN_NULL_WHEN_PIECES, &c);
      {
        g_autofree char *t = counted_text (&other, &c);

        g_assert_cmpstr (t, ==, "c8=R");
        g_assert_cmpuint (c.nodes, ==, 314);
      }
      g_assert_true (cairn_lesson_plan (problem, &other, NULL));
      search_with (&other, CAIRN_MODE_NULL, 4, FALSE, CAIRN_NULL_WHEN_PIECES, &c);
      {
        g_autofree char *t = counted_text (&other, &c);

        g_assert_cmpstr (t, ==, "Rxh5+");
        g_assert_cmpint (c.value, ==, 190);
        g_assert_cmpuint (c.nodes, ==, 3235);
      }
      assert_card_says (win, id, "it plays c8=R in 314 nodes (plain 313; tried everywhere it played Kd7 in 371");
      assert_card_says (win, id, "null move plays Rxh5+ for 190 in 3,235 nodes");
      /* The engine style, whose gate includes the rule. */
      assert_counted (plan, CAIRN_MODE_NULL, 7, FALSE, ENGINE, "Kf6", 900, 1631, &c);
      g_assert_cmpuint (c.null_probes, ==, 38);
      g_assert_cmpuint (c.null_prunes, ==, 38);
      assert_counted (plan, CAIRN_MODE_PLAIN, 7, FALSE, ENGINE, "Kf6", 900, 1635, NULL);
      g_assert_true (cairn_lesson_plan (trap, &other, NULL));
      assert_counted (&other, CAIRN_MODE_NULL, 4, FALSE, ENGINE, "c8=R", 29997, 303, NULL);
      assert_counted (&other, CAIRN_MODE_PLAIN, 4, FALSE, ENGINE, "c8=R", 29997, 303, NULL);
      g_assert_true (cairn_lesson_plan (problem, &other, NULL));
      assert_counted (&other, CAIRN_MODE_NULL, 4, FALSE, ENGINE, "Rxh5+", 190, 1056, NULL);
      assert_counted (&other, CAIRN_MODE_PLAIN, 4, FALSE, ENGINE, "Nh4", 29997, 1190, NULL);
      assert_card_says (win, id, "The note under “Figures” shows, in both styles, where the rule is not enough");
      assert_card_says (win, id, "here null move plays Kf6 in 1,631 nodes against plain alpha-beta’s 1,635, its 38 "
                                 "probes all after a promotion, all of them pruning; in the stalemate trap both play "
                                 "c8=R in 303 nodes; and the mate in two still fails, Rxh5+ for 190 in 1,056 nodes "
                                 "against plain alpha-beta’s Nh4 in 1,190.");
    }
  else if (g_str_equal (id, "engine-parts"))
    {
      /* Each row of the note: plain alpha-beta, null move, verified null
       * move (the README's table "Both styles on one position"). */
      static const struct {
        guint       parts;
        const char *null_move;
        int         null_value;
        guint64     nodes[3];
        guint64     prunes;
        guint64     probes;
      } rows[] = {
        { 0, "Rxh5+", 190, { 3793, 3235, 3091 }, 32, 114 },
        { CAIRN_PART_QSEARCH, "Rxh5+", 190, { 4537, 5273, 5662 }, 627, 933 },
        { CAIRN_PART_QSEARCH | CAIRN_PART_GATE, "Nh4", 29997, { 4537, 4537, 4537 }, 0, 0 },
        { CAIRN_PART_QSEARCH | CAIRN_PART_GATE | CAIRN_PART_ORDER | CAIRN_PART_TT, "Nh4", 29997,
          { 606, 606, 606 }, 0, 0 },
        { CAIRN_PART_QSEARCH | CAIRN_PART_GATE | CAIRN_PART_ORDER | CAIRN_PART_TT | CAIRN_PART_PVS, "Rxh5+", 190,
          { 633, 555, 919 }, 186, 203 },
        { CAIRN_ENGINE_PARTS_ALL, "Rxh5+", 190, { 1190, 1056, 1457 }, 228, 261 },
      };
      guint32 probe = cairn_tree_probe_child (r, plan->nodes[1]);
      g_autofree char *lbest = best_text (plan, 0);
      g_autofree char *rbest = best_text (plan, 1);
      g_autofree char *rmove = move_text (r, plan->nodes[1]);
      CairnCounters c;

      /* The panes: qsearch, gate, order, tt and pvs; plain alpha-beta
       * mates, null move prunes Nh4 (a zero-window node: the gate's
       * probe) and plays Rxh5+. */
      g_assert_cmpuint (plan->scenario.engine_parts, ==, rows[4].parts);
      g_assert_cmpuint (plan->scenario.depth, ==, 4);
      g_assert_cmpstr (lbest, ==, "Nh4");
      g_assert_cmpint (lc->value, ==, 29997);
      g_assert_cmpuint (lc->nodes, ==, 633);
      g_assert_cmpstr (rbest, ==, "Rxh5+");
      g_assert_cmpint (rc->value, ==, 190);
      g_assert_cmpuint (rc->nodes, ==, 555);
      g_assert_cmpuint (rc->null_prunes, ==, 186);
      g_assert_cmpstr (rmove, ==, "Nh4");
      g_assert_cmpint (rn->ply, ==, 1);
      g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_PRUNED);
      g_assert_cmpint (rn->beta - rn->alpha, ==, 1);
      g_assert_cmpuint (probe, !=, CAIRN_NO_NODE);
      g_assert_true (cairn_tree_get (r, probe)->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH);
      for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
        for (guint m = 0; m < 3; m++)
          {
            static const CairnMode modes[] = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED };

            assert_counted (plan, modes[m], 4, FALSE, rows[i].parts, m == 1 ? rows[i].null_move : "Nh4",
                            m == 1 ? rows[i].null_value : 29997, rows[i].nodes[m], &c);
            if (m == 1)
              {
                g_assert_cmpuint (c.null_prunes, ==, rows[i].prunes);
                g_assert_cmpuint (c.null_probes, ==, rows[i].probes);
              }
            else if (rows[i].probes == 0)
              g_assert_cmpuint (c.null_probes, ==, 0);
          }
      /* Without pvs every window is wider than one, so the gate never
       * probes: the same with order and tt. */
      assert_card_says (win, id, "Add the gate and null move tries no probe at all: the gate probes only where the "
                                 "window is one wide, and without pvs every window is wider than one.");
      assert_card_says (win, id, "Move ordering and the table shrink the tree from 4,537 nodes to 606, still without "
                                 "a probe.");
      assert_card_says (win, id, "the classic failure survives a chess program’s rules.");
      assert_card_says (win, id, "Seed style (no part): Nh4 in 3,793 nodes; Rxh5+ for 190 in 3,235, with 32 prunes; "
                                 "Nh4 in 3,091. qsearch: Nh4 in 4,537; Rxh5+ for 190 in 5,273, with 627 prunes; Nh4 in "
                                 "5,662. qsearch,gate: Nh4 in 4,537 all three, no probe. qsearch,gate,order,tt: Nh4 in "
                                 "606 all three, no probe. qsearch,gate,order,tt,pvs (the panes): Nh4 in 633; Rxh5+ "
                                 "for 190 in 555, with 186 prunes; Nh4 in 919. engine, every part: Nh4 in 1,190; "
                                 "Rxh5+ for 190 in 1,056, with 228 prunes; Nh4 in 1,457.");
      assert_card_says (win, id, "the gate sets R by Stockfish 15’s formula, without its complexity term.");
    }
  else if (g_str_equal (id, "zero-window"))
    {
      CairnSettings full;
      CairnCounters full_counters;
      const CairnNode *parent = cairn_tree_get (r, rn->parent);

      g_assert_cmpint (plan->scenario.probe_window, ==, CAIRN_PROBE_WINDOW_ZERO);
      g_assert_cmpuint (lc->nodes, ==, 20866);
      g_assert_cmpuint (rc->nodes, ==, 46031);
      cairn_scenario_get_settings (&plan->scenario, 1, &full);
      full.probe_window = CAIRN_PROBE_WINDOW_FULL;
      cairn_search_count (&plan->scenario.position, &full, &full_counters);
      g_assert_cmpuint (full_counters.nodes, ==, 80790);
      assert_best (rc, full_counters.best_move, full_counters.value);
      /* The selected probe: width one at β of a max node. */
      g_assert_cmpint (rn->kind, ==, CAIRN_NODE_NULL_PROBE);
      g_assert_false (rn->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH);
      g_assert_cmpint (rn->beta - rn->alpha, ==, 1);
      g_assert_cmpint (rn->beta, ==, parent->beta);
      g_assert_cmpuint (cairn_tree_subtree_size (r, plan->nodes[1]), ==, 219);
      {
        const CairnLesson *small_r = cairn_lessons_get ((guint) cairn_lessons_find ("small-r"));
        CairnLessonPlan before;
        g_autoptr (CairnSearch) search = NULL;

        g_assert_true (cairn_lesson_plan (small_r, &before, NULL));
        search = cairn_search_new (&before.scenario.position, &full, TRUE);
        cairn_search_run (search);
        g_assert_cmpuint (cairn_tree_subtree_size (cairn_search_get_tree (search), before.nodes[1]), ==, 2485);
      }
      /* Not the same answer in general: the pair the card quotes. */
      {
        const CairnLesson *lesson = lesson_with_note_shown (win, id);
        CairnPosition pair;
        CairnSettings s;
        CairnCounters c;

        g_assert_null (strstr (lesson->title, "same answer"));
        g_assert_nonnull (strstr (lesson->text, "Move and value stay the same here, but not always"));
        g_assert_nonnull (strstr (lesson->note, "XOO....X., X to move, null move at depth 9 with R = 2 plays "
                                                "cell 3 (value 5, 269 nodes) with full-window probes and "
                                                "cell 6 (value 7, 326 nodes) with zero-width ones."));
        g_assert_true (cairn_position_parse ("XOO....X.", "x", &pair, NULL));
        cairn_scenario_get_settings (&plan->scenario, 1, &s);
        s.reduction = 2;
        cairn_search_count (&pair, &s, &c);
        assert_best (&c, 6, 7);
        g_assert_cmpuint (c.nodes, ==, 326);
        s.probe_window = CAIRN_PROBE_WINDOW_FULL;
        cairn_search_count (&pair, &s, &c);
        assert_best (&c, 3, 5);
        g_assert_cmpuint (c.nodes, ==, 269);
      }
    }
  else if (g_str_equal (id, "sound-scoring"))
    {
      CairnSettings seed;
      CairnCounters seed_counters;

      g_assert_cmpint (plan->scenario.scoring, ==, CAIRN_SCORING_SOUND);
      assert_best (lc, 8, 999);
      assert_best (rc, 8, 999);
      g_assert_nonnull (ln);
      g_assert_cmpint (ln->move, ==, 8);
      g_assert_cmpint (ln->value, ==, 1000 - 1);
      /* The seed's scoring: the win is worth 9, the guess after cell 0 12. */
      cairn_scenario_get_settings (&plan->scenario, 0, &seed);
      seed.scoring = CAIRN_SCORING_SEED;
      cairn_search_count (&plan->scenario.position, &seed, &seed_counters);
      assert_best (&seed_counters, 0, 12);
      seed.root_move = 8;
      cairn_search_count (&plan->scenario.position, &seed, &seed_counters);
      g_assert_cmpint (seed_counters.value, ==, 10 - 1);
    }
  else if (g_str_equal (id, "connect4-horizon"))
    {
      const CairnNode *probe;
      CairnCounters c;

      /* Plain alpha-beta: column 3, a win at ply 3; null move: column 4
       * for 24, 7 probes and 6 prunes.  The guard leaves no probe, and
       * verified null move re-searches once: both play column 3. */
      assert_counted (plan, CAIRN_MODE_PLAIN, 5, FALSE, 0, "3", 10000 - 3, 1321, NULL);
      assert_counted (plan, CAIRN_MODE_NULL, 5, FALSE, 0, "4", 24, 480, &c);
      g_assert_cmpuint (c.null_probes, ==, 7);
      g_assert_cmpuint (c.null_prunes, ==, 6);
      assert_counted (plan, CAIRN_MODE_NULL, 5, TRUE, 0, "3", 10000 - 3, 1321, &c);
      g_assert_cmpuint (c.null_probes, ==, 0);
      assert_counted (plan, CAIRN_MODE_VERIFIED, 5, FALSE, 0, "3", 10000 - 3, 1152, &c);
      g_assert_cmpuint (c.re_searches, ==, 1);
      /* The selected node: X's column 3 (cell 2, the bottom row) at ply
       * 1, pruned against the 24 column 4 gave by a probe that landed on
       * the depth limit and scored 24; the left-hand tree searched it. */
      g_assert_cmpint (rn->move, ==, 2);
      g_assert_cmpint (rn->ply, ==, 1);
      g_assert_cmpint (rn->end, ==, CAIRN_END_NULL_PRUNED);
      g_assert_cmpint (rn->alpha, ==, 24);
      probe = cairn_tree_get (r, cairn_tree_probe_child (r, plan->nodes[1]));
      g_assert_cmpint (probe->end, ==, CAIRN_END_HEURISTIC);
      g_assert_cmpint (probe->value, ==, 24);
      g_assert_nonnull (ln);
      g_assert_cmpint (ln->move, ==, 2);
      g_assert_cmpint (ln->value, ==, 10000 - 3);
    }
  else
    g_assert_not_reached ();
}

/* Plans are worked out from the searches alone, the same every time. */
static void
test_plans (void)
{
  g_assert_cmpuint (cairn_lessons_get_n (), >=, 7);
  for (guint i = 0; i < cairn_lessons_get_n (); i++)
    {
      const CairnLesson *lesson = cairn_lessons_get (i);
      CairnLessonPlan a, b;
      g_autoptr (GError) error = NULL;

      g_assert_cmpint (cairn_lessons_find (lesson->id), ==, (int) i);
      g_assert_true (cairn_lesson_plan (lesson, &a, &error));
      g_assert_no_error (error);
      g_assert_true (cairn_lesson_plan (lesson, &b, NULL));
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      g_assert_cmpuint (a.moment, >, 0);
      g_assert_cmpuint (a.moment, <=, a.total);
      g_assert_cmpuint (a.nodes[lesson->focus], !=, CAIRN_NO_NODE);
      /* Whole sentences, and not many of them. */
      g_assert_true (g_str_has_suffix (lesson->text, "."));
      g_assert_cmpuint (strlen (lesson->text), <, 700);
    }
  g_assert_cmpint (cairn_lessons_find ("no-such-lesson"), ==, -1);
}

static void
test_card (Fixture       *f,
           gconstpointer  data)
{
  guint index = GPOINTER_TO_UINT (data);
  const CairnLesson *lesson = cairn_lessons_get (index);
  const CairnLessonPlan *plan;
  Shown first = { 0 }, again = { 0 };
  CairnScenario scenario;
  CairnLessonController *lessons = cairn_window_get_lessons (f->win);

  load (f->win, index);
  plan = cairn_lesson_controller_get_plan (lessons);
  g_assert_nonnull (plan);

  /* The card's scenario is in both panes … */
  cairn_window_get_scenario (f->win, &scenario);
  g_assert_true (cairn_position_equal (&scenario.position, &plan->scenario.position));
  g_assert_cmpuint (scenario.depth, ==, lesson->depth);
  g_assert_cmpuint (scenario.reduction, ==, lesson->reduction);
  g_assert_cmpint (scenario.guard, ==, lesson->guard);
  g_assert_cmpint (scenario.modes[0], ==, lesson->modes[0]);
  g_assert_cmpint (scenario.modes[1], ==, lesson->modes[1]);
  g_assert_cmpuint (scenario.engine_parts, ==, lesson->engine_parts);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpuint (cairn_search_get_settings (cairn_pane_get_search (cairn_window_get_pane (f->win, p)))->engine_parts,
                      ==, lesson->engine_parts);

  /* … both searches ran to the card's moment (a card about the end ran
   * them to the end, and they found what the plan found) … */
  for (guint p = 0; p < 2; p++)
    {
      const CairnSearch *search = cairn_pane_get_search (cairn_window_get_pane (f->win, p));

      if (lesson->when == CAIRN_LESSON_WHEN_DONE)
        {
          g_assert_true (cairn_search_is_done (search));
          g_assert_cmpmem (cairn_search_get_counters (search), sizeof (CairnCounters),
                           &plan->counters[p], sizeof (CairnCounters));
        }
      else
        g_assert_cmpuint (cairn_search_get_counters (search)->events, ==,
                          MIN (plan->moment, plan->counters[p].events));
      g_assert_cmpuint (cairn_pane_get_n_recorded (cairn_window_get_pane (f->win, p)), ==,
                        cairn_search_get_counters (search)->events);
    }
  g_assert_false (cairn_stepper_is_busy (cairn_window_get_stepper (f->win)));

  /* … the view is at the card's moment, and the nodes it points at exist,
   * are selected and have returned by then. */
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, plan->moment);
  if (lesson->when == CAIRN_LESSON_WHEN_DONE)
    g_assert_cmpuint (plan->moment, ==, plan->total);
  for (guint p = 0; p < 2; p++)
    {
      const CairnTree *tree = tree_of (f->win, p);
      guint32 node = plan->nodes[p];

      g_assert_cmpuint (selected (f->win, p), ==, node);
      if (node == CAIRN_NO_NODE)
        {
          g_assert_cmpuint (p, !=, lesson->focus);
          continue;
        }
      g_assert_cmpuint (node, <, tree->n_nodes);
      g_assert_cmpuint (cairn_tree_get (tree, node)->created_event, <, plan->moment);
      g_assert_true (cairn_node_finished_at (cairn_tree_get (tree, node), plan->moment - 1));
      g_assert_false (cairn_view_state_get_follow (cairn_pane_get_view_state (cairn_window_get_pane (f->win, p))));
    }
  /* The moment is the first one at which both have returned. */
  if (lesson->when == CAIRN_LESSON_WHEN_FOUND)
    {
      gboolean earlier_all = TRUE;

      for (guint p = 0; p < 2; p++)
        if (plan->nodes[p] != CAIRN_NO_NODE)
          earlier_all = earlier_all &&
                        cairn_node_finished_at (cairn_tree_get (tree_of (f->win, p), plan->nodes[p]),
                                                plan->moment - 2);
      g_assert_false (earlier_all);
    }
  /* The focus node and its partner are on the same line of play. */
  if (plan->nodes[0] != CAIRN_NO_NODE && plan->nodes[1] != CAIRN_NO_NODE)
    g_assert_cmpuint (root_move (tree_of (f->win, 0), plan->nodes[0]), ==,
                      root_move (tree_of (f->win, 1), plan->nodes[1]));

  check_card_facts (f->win, lesson->id);

  /* Where the card stops the searches short, the screen says so beside
   * the counts so far: each unfinished pane its count at the end (the
   * card's), the timeline the end's last event (null-problem showed
   * "Nodes 3,616" and "event 8,097 of 0–8,097 so far" under a card
   * saying 3,793 nodes). */
  {
    const char *timeline = gtk_inscription_get_text (GUI_PART (f->win, GtkInscription, timeline_label));
    g_autofree char *last = cairn_format_count (plan->total - 1);
    g_autofree char *stops = g_strdup_printf ("of 0–%s: the lesson stops here", last);

    if (plan->moment < plan->total)
      g_assert_nonnull (strstr (timeline, stops));
    else
      g_assert_null (strstr (timeline, "the lesson stops here"));
    for (guint p = 0; p < 2; p++)
      {
        CairnPane *pane = cairn_window_get_pane (f->win, p);
        GtkInscription *counters = GTK_INSCRIPTION (
          gtk_widget_get_template_child (GTK_WIDGET (pane), CAIRN_TYPE_PANE, "counters"));
        guint64 nodes = cairn_search_get_counters (cairn_pane_get_search (pane))->nodes;
        g_autofree char *now = cairn_format_count (nodes);
        g_autofree char *end = cairn_format_count (plan->counters[p].nodes);
        g_autofree char *said = g_strdup_printf ("Nodes\u00a0%s\u00a0of %s at the end", now, end);
        const char *text = gtk_inscription_get_text (counters);

        g_test_message ("%s: %s", p == 0 ? "left" : "right", text);
        if (plan->moment < plan->total && nodes < plan->counters[p].nodes)
          g_assert_true (g_str_has_prefix (text, said));
        else
          g_assert_null (strstr (text, "at the end"));
      }
  }

  /* The card says what it is about. */
  {
    g_autofree char *card = cairn_lesson_panel_get_text (cairn_lesson_controller_get_panel (lessons));

    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (cairn_lesson_controller_get_panel (lessons))));
    g_assert_nonnull (strstr (card, lesson->title));
    g_assert_nonnull (strstr (card, lesson->text));
  }

  /* Loaded again, after another card and some stepping, it shows the very
   * same thing. */
  capture (f->win, &first);
  cairn_lesson_controller_load (lessons, (index + 1) % cairn_lessons_get_n ());
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
  gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step-back", NULL);
  load (f->win, index);
  capture (f->win, &again);
  assert_same (&first, &again);

  /* Replay comes back to the moment after stepping away from it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.step-back", NULL));
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, plan->moment - 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lesson-replay", NULL));
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
  GUI_WAIT_FOR (cairn_window_room_is_fitted (f->win));
  gui_spin (60);
  GUI_WAIT_FOR (cairn_window_room_is_fitted (f->win));
  shown_clear (&again);
  capture (f->win, &again);
  assert_same (&first, &again);

  shown_clear (&first);
  shown_clear (&again);
}

static void
activate (CairnWindow *win,
          const char  *action)
{
  /* A disabled action is ignored, which the card numbers show. */
  gtk_widget_activate_action (GTK_WIDGET (win), action, NULL);
}

static void
test_navigation (Fixture       *f,
                 gconstpointer  data)
{
  guint n = cairn_lessons_get_n ();
  CairnLessonController *lessons = cairn_window_get_lessons (f->win);
  CairnLessonPanel *panel = cairn_lesson_controller_get_panel (lessons);

  /* Closed at first; opening starts at the first card. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, -1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, 0);
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));

  /* There is nothing before the first card. */
  activate (f->win, "win.lesson-previous");
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, 0);

  /* Forward through all, then back through all. */
  for (guint i = 1; i < n; i++)
    {
      activate (f->win, "win.lesson-next");
      g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, (int) i);
      g_assert_cmpuint (cairn_lesson_panel_get_index (panel), ==, i);
      GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
    }
  activate (f->win, "win.lesson-next");
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, (int) n - 1);
  for (guint i = n - 1; i-- > 0;)
    {
      activate (f->win, "win.lesson-previous");
      g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, (int) i);
    }
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, 0);

  /* Any card by number, as the list in the card does. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lesson-load", "u", 3));
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, 3);
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));

  /* Closing hides the card and gives the user's window back (see
   * test-classroom.c); opening again loads the same card afresh. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.lessons", NULL));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  g_assert_cmpint (cairn_lesson_controller_get_index (lessons), ==, 3);
  GUI_WAIT_FOR (cairn_lesson_controller_is_ready (lessons));
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, cairn_lesson_controller_get_plan (lessons)->moment);
}

/* Editing while a card is still running its searches drops the card's
 * moment instead of forcing it onto the edited position. */
static void
test_interrupted (Fixture       *f,
                  gconstpointer  data)
{
  CairnPosition p;
  CairnLessonController *lessons = cairn_window_get_lessons (f->win);

  cairn_lesson_controller_load (lessons, (guint) cairn_lessons_find ("small-r"));
  g_assert_false (cairn_lesson_controller_is_ready (lessons));
  cairn_position_init_empty (&p);
  cairn_position_set_cell (&p, 4, CAIRN_CELL_X);
  p.to_move = CAIRN_SIDE_O;
  cairn_window_set_position (f->win, &p);
  gui_spin (300);
  g_assert_false (cairn_lesson_controller_is_ready (lessons));
  g_assert_cmpuint (cairn_window_get_moment (f->win), ==, 0);
  cairn_window_get_position (f->win, &p);
  g_assert_cmpint (cairn_position_get_cell (&p, 4), ==, CAIRN_CELL_X);

  /* The card still loads afterwards. */
  load (f->win, (guint) cairn_lessons_find ("pitfall"));
  g_assert_cmpint (selected (f->win, 1), ==, cairn_lesson_controller_get_plan (lessons)->nodes[1]);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

  g_test_add_func ("/lessons/plans", test_plans);
  for (guint i = 0; i < cairn_lessons_get_n (); i++)
    {
      g_autofree char *path = g_strdup_printf ("/lessons/card/%u-%s", i + 1, cairn_lessons_get (i)->id);

      g_test_add (path, Fixture, GUINT_TO_POINTER (i), gui_fixture_setup_plain, test_card, gui_fixture_teardown);
    }
  g_test_add ("/lessons/navigation", Fixture, NULL, gui_fixture_setup_plain, test_navigation, gui_fixture_teardown);
  g_test_add ("/lessons/interrupted", Fixture, NULL, gui_fixture_setup_plain, test_interrupted, gui_fixture_teardown);

  return gui_test_run ();
}
