/* cairn-lesson-plan.c — a lesson card worked out from its own searches.
 *
 * The searches are deterministic, so the node numbers and event indices
 * found here are exactly the ones the window's panes record when they run
 * the same scenario.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-decisive.h"
#include "cairn-game-tictactoe.h"
#include "cairn-lessons.h"

G_DEFINE_QUARK (cairn-lesson-error-quark, cairn_lesson_error)

static gboolean
is_pruning_probe (const CairnTree *tree,
                  guint32          index)
{
  const CairnNode *n = cairn_tree_get (tree, index);

  return n->kind == CAIRN_NODE_NULL_PROBE &&
         (n->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH) &&
         cairn_tree_get (tree, n->parent)->end == CAIRN_END_NULL_PRUNED;
}

/* The node outside any probe that @index belongs to: itself for a move
 * node, the probing node for a probe. */
static guint32
line_node (const CairnTree *tree,
           guint32          index)
{
  guint32 i;

  for (i = index; i != CAIRN_NO_NODE; i = cairn_tree_get (tree, i)->parent)
    {
      guint32 j;
      gboolean inside = FALSE;

      for (j = i; j != CAIRN_NO_NODE; j = cairn_tree_get (tree, j)->parent)
        if (cairn_tree_get (tree, j)->kind == CAIRN_NODE_NULL_PROBE)
          inside = TRUE;
      if (!inside)
        return i;
    }
  return 0;
}

/* The same line of play in @other, or CAIRN_NO_NODE. */
static guint32
same_line (const CairnTree *tree,
           guint32          index,
           const CairnTree *other)
{
  CairnMove moves[CAIRN_N_CELLS * 3];
  guint n = cairn_tree_line_to (tree, line_node (tree, index), moves, G_N_ELEMENTS (moves));

  return cairn_tree_find_line (other, moves, n);
}

/* The line of the first decisive null prune of null-move pruning with
 * the scenario's settings for pane @focus (its depth, R and guard; mode
 * null), against plain alpha-beta with the same settings.  Returns the
 * line's length, 0 when there is no decisive prune. */
static guint
decisive_line (const CairnScenario *scenario,
               guint                focus,
               CairnMove           *line,
               guint                max_line,
               GError             **error)
{
  CairnSettings plain, pruning;
  g_autoptr (GArray) prunes = NULL;

  cairn_scenario_get_settings (scenario, focus, &pruning);
  pruning.mode = CAIRN_MODE_NULL;
  plain = pruning;
  plain.mode = CAIRN_MODE_PLAIN;
  prunes = cairn_decisive_prunes (&scenario->position, &plain, &pruning, NULL, error);
  if (prunes == NULL)
    return 0;
  for (guint i = 0; i < prunes->len; i++)
    {
      const CairnDecisivePrune *d = &g_array_index (prunes, CairnDecisivePrune, i);
      gboolean passes = FALSE;

      /* A prune below a probe has no line of real moves to look up. */
      for (guint k = 0; k < d->n_line; k++)
        passes = passes || d->line[k] == CAIRN_NO_MOVE;
      if (!d->decisive || passes || d->n_line > max_line)
        continue;
      memcpy (line, d->line, d->n_line * sizeof *line);
      return d->n_line;
    }
  return 0;
}

static guint32
find_node (const CairnLesson *lesson,
           const CairnTree   *tree,
           const CairnTree   *other)
{
  guint32 best = CAIRN_NO_NODE;
  gint64 best_score = G_MININT64;

  switch (lesson->find)
    {
    case CAIRN_LESSON_FIND_LINE:
      return cairn_tree_find_line (tree, lesson->line, lesson->n_line);

    case CAIRN_LESSON_FIND_FIRST_PRUNING_PROBE:
      for (guint32 i = 0; i < tree->n_nodes; i++)
        if (is_pruning_probe (tree, i) &&
            (best == CAIRN_NO_NODE ||
             cairn_tree_get (tree, i)->finished_event < cairn_tree_get (tree, best)->finished_event))
          best = i;
      return best;

    case CAIRN_LESSON_FIND_FIRST_VERIFIED:
      for (guint32 i = 0; i < tree->n_nodes; i++)
        if (cairn_tree_get (tree, i)->end == CAIRN_END_NULL_VERIFIED &&
            (best == CAIRN_NO_NODE ||
             cairn_tree_get (tree, i)->finished_event < cairn_tree_get (tree, best)->finished_event))
          best = i;
      return best;

    case CAIRN_LESSON_FIND_BIGGEST_SAVING:
      /* Ties go to the earlier node: the first one a learner would meet. */
      for (guint32 i = 0; i < tree->n_nodes; i++)
        {
          guint32 there;
          gint64 saved;

          if (cairn_tree_get (tree, i)->end != CAIRN_END_NULL_PRUNED)
            continue;
          there = same_line (tree, i, other);
          if (there == CAIRN_NO_NODE)
            continue;
          saved = (gint64) cairn_tree_subtree_size (other, there) - cairn_tree_subtree_size (tree, i);
          if (saved > best_score)
            {
              best_score = saved;
              best = i;
            }
        }
      return best;

    case CAIRN_LESSON_FIND_COSTLIEST_IDLE_PROBE:
      for (guint32 i = 0; i < tree->n_nodes; i++)
        {
          const CairnNode *n = cairn_tree_get (tree, i);
          gint64 size;

          if (n->kind != CAIRN_NODE_NULL_PROBE || (n->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH))
            continue;
          size = cairn_tree_subtree_size (tree, i);
          if (size > best_score)
            {
              best_score = size;
              best = i;
            }
        }
      return best;

    default:
      g_return_val_if_reached (CAIRN_NO_NODE);
    }
}

static gboolean
plan_with (const CairnLesson  *lesson,
           CairnLessonPlan    *plan,
           CairnSearch       **searches,
           GError            **error)
{
  const CairnTree *trees[2];
  g_autoptr (GError) local = NULL;
  guint focus;

  focus = MIN (lesson->focus, 1);
  memset (plan, 0, sizeof *plan);
  cairn_scenario_init_default (&plan->scenario);
  plan->scenario.depth = lesson->depth;
  plan->scenario.reduction = lesson->reduction;
  plan->scenario.guard = lesson->guard;
  plan->scenario.probe_window = lesson->probe_window;
  plan->scenario.scoring = lesson->scoring;
  plan->scenario.null_when = lesson->null_when;
  plan->scenario.engine_parts = lesson->engine_parts;
  plan->scenario.modes[0] = lesson->modes[0];
  plan->scenario.modes[1] = lesson->modes[1];
  if (!cairn_position_parse (lesson->cells, lesson->to_move, &plan->scenario.position, &local) ||
      !cairn_position_validate (&plan->scenario.position, &local))
    {
      g_set_error (error, CAIRN_LESSON_ERROR, CAIRN_LESSON_ERROR_SCENARIO,
                   "Lesson “%s”: %s", lesson->id, local->message);
      return FALSE;
    }

  for (guint p = 0; p < 2; p++)
    {
      CairnSettings settings;

      cairn_scenario_get_settings (&plan->scenario, p, &settings);
      if (!cairn_settings_validate (&settings, cairn_position_game (&plan->scenario.position), &local))
        {
          g_set_error (error, CAIRN_LESSON_ERROR, CAIRN_LESSON_ERROR_SCENARIO,
                       "Lesson “%s”: %s", lesson->id, local->message);
          return FALSE;
        }
      searches[p] = cairn_search_new (&plan->scenario.position, &settings, TRUE);
      cairn_search_run (searches[p]);
      trees[p] = cairn_search_get_tree (searches[p]);
      plan->counters[p] = *cairn_search_get_counters (searches[p]);
      plan->total = MAX (plan->total, (guint) plan->counters[p].events);
    }

  if (lesson->find == CAIRN_LESSON_FIND_DECISIVE_PRUNE)
    {
      CairnMove line[CAIRN_DECISIVE_LINE_MAX];
      guint n = decisive_line (&plan->scenario, focus, line, G_N_ELEMENTS (line), &local);

      if (local != NULL)
        {
          g_set_error (error, CAIRN_LESSON_ERROR, CAIRN_LESSON_ERROR_SCENARIO,
                       "Lesson “%s”: %s", lesson->id, local->message);
          return FALSE;
        }
      plan->nodes[focus] = n > 0 ? cairn_tree_find_line (trees[focus], line, n) : CAIRN_NO_NODE;
    }
  else
    plan->nodes[focus] = find_node (lesson, trees[focus], trees[1 - focus]);
  if (plan->nodes[focus] == CAIRN_NO_NODE)
    {
      g_set_error (error, CAIRN_LESSON_ERROR, CAIRN_LESSON_ERROR_NOT_FOUND,
                   "Lesson “%s”: its rule finds no node in the %s pane", lesson->id,
                   focus == 0 ? "left" : "right");
      return FALSE;
    }
  plan->nodes[1 - focus] = same_line (trees[focus], plan->nodes[focus], trees[1 - focus]);

  /* The moment both nodes have returned their values: the later of the
   * two exit events, shown. */
  if (lesson->when == CAIRN_LESSON_WHEN_DONE)
    plan->moment = plan->total;
  else
    for (guint p = 0; p < 2; p++)
      if (plan->nodes[p] != CAIRN_NO_NODE)
        plan->moment = MAX (plan->moment, cairn_tree_get (trees[p], plan->nodes[p])->finished_event + 1);
  return TRUE;
}

gboolean
cairn_lesson_plan (const CairnLesson  *lesson,
                   CairnLessonPlan    *plan,
                   GError            **error)
{
  CairnSearch *searches[2] = { NULL, NULL };
  gboolean ok;

  g_return_val_if_fail (lesson != NULL, FALSE);
  g_return_val_if_fail (plan != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  ok = plan_with (lesson, plan, searches, error);
  g_clear_pointer (&searches[0], cairn_search_free);
  g_clear_pointer (&searches[1], cairn_search_free);
  return ok;
}
