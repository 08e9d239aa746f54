/* cairn-lesson-figures.c — a lesson card's figures, from its plan: the
 * counts, moves and values of both panes' searches at their end, the
 * moment the card stops them at, and the tables' verdict on the moves
 * where they hold the position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-event-text.h"
#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-lesson-figures.h"
#include "cairn-pane.h"   /* cairn_mode_to_title() */
#include "cairn-tablebase.h"

/* For a game whose moves are not numbered cells: "Kf6", and the value
 * with what it means, "1993 (White wins by ply 7)". */
static char *
pane_figures_game (guint                pane_index,
                   CairnMode            mode,
                   const CairnPosition *position,
                   const CairnCounters *c)
{
  const CairnGame *game = cairn_position_game (position);
  g_autofree char *nodes = cairn_format_count (c->nodes);
  g_autofree char *value = cairn_game_value_to_text (game, c->value);
  g_autofree char *move = c->best_move >= 0
                        ? game->move_to_text (&position->board, position->to_move, (CairnMove) c->best_move)
                        : g_strdup ("—");
  gulong n = (gulong) MIN (c->nodes, G_MAXULONG);

  if (pane_index == 0)
    /* Translators: what the left pane's search does when run to the end,
     * in a lesson card on a pawn ending, e.g. "Left, Plain alpha-beta:
     * 33,715 nodes in all, playing Kf6, value 1993 (White wins by ply 7)." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Left, %s: %s node in all, playing %s, value %s.",
                                         "Left, %s: %s nodes in all, playing %s, value %s.", n),
                            cairn_mode_to_title (mode), nodes, move, value);
  /* Translators: what the right pane's search does when run to the end,
   * in a lesson card on a pawn ending, e.g. "Right, Null-move pruning:
   * 20,393 nodes in all, playing Ke4, value 140." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Right, %s: %s node in all, playing %s, value %s.",
                                       "Right, %s: %s nodes in all, playing %s, value %s.", n),
                          cairn_mode_to_title (mode), nodes, move, value);
}

static char *
pane_figures (guint                pane_index,
              CairnMode            mode,
              const CairnPosition *position,
              const CairnCounters *c)
{
  g_autofree char *nodes = NULL;
  g_autofree char *value = NULL;
  gulong n = (gulong) MIN (c->nodes, G_MAXULONG);

  if (!cairn_position_game (position)->numbered_moves)
    return pane_figures_game (pane_index, mode, position, c);
  nodes = cairn_format_count (c->nodes);
  value = cairn_value_to_string (c->value);

  if (pane_index == 0)
    /* Translators: what the left pane's search does when run to the end,
     * in a lesson card, e.g. "Left, Plain alpha-beta: 122 nodes in all,
     * playing cell 4 (value 12)." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Left, %s: %s node in all, playing cell %d (value %s).",
                                         "Left, %s: %s nodes in all, playing cell %d (value %s).", n),
                            cairn_mode_to_title (mode), nodes, c->best_move, value);
  /* Translators: what the right pane's search does when run to the end,
   * in a lesson card, e.g. "Right, Null-move pruning: 79 nodes in all,
   * playing cell 0 (value 9)." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Right, %s: %s node in all, playing cell %d (value %s).",
                                       "Right, %s: %s nodes in all, playing cell %d (value %s).", n),
                          cairn_mode_to_title (mode), nodes, c->best_move, value);
}

static char *
figures_text_searches (const CairnLesson     *lesson,
                       const CairnLessonPlan *plan)
{
  g_autofree char *left = pane_figures (0, plan->scenario.modes[0], &plan->scenario.position, &plan->counters[0]);
  g_autofree char *right = pane_figures (1, plan->scenario.modes[1], &plan->scenario.position, &plan->counters[1]);
  g_autofree char *moment = NULL;

  /* At the end the window's own summary gives the figures. */
  if (lesson->when == CAIRN_LESSON_WHEN_DONE && lesson->note != NULL)
    return g_strdup_printf ("%s\n%s", _(lesson->note),
                            _("Both searches have run to the end; the nodes to look at are selected."));
  if (lesson->when == CAIRN_LESSON_WHEN_DONE)
    return g_strdup (_("Both searches have run to the end; the nodes to look at are selected."));
  else
    {
      /* Events numbered from 0, as the log and the timeline number them. */
      g_autofree char *at = cairn_format_count (plan->moment > 0 ? plan->moment - 1 : 0);
      g_autofree char *last = cairn_format_count (plan->total > 0 ? plan->total - 1 : 0);

      moment = g_strdup_printf (_("The trees stop at event %s of 0–%s, just after the selected nodes returned their values: Step goes on from here, and ↻ comes back."),
                                at, last);
    }
  if (lesson->note != NULL)
    return g_strdup_printf ("%s\n%s   %s\n%s", _(lesson->note), left, right, moment);
  return g_strdup_printf ("%s   %s\n%s", left, right, moment);
}

/* What the endgame tables say of each pane's move, where they hold the
 * card's position: the truth beside the searches.  NULL elsewhere. */
static char *
truth_text (const CairnLessonPlan *plan)
{
  const CairnPosition *position = &plan->scenario.position;
  const CairnGame *game = cairn_position_game (position);
  CairnTablebaseOutcome outcome[2];
  guint plies[2];
  int move[2] = { plan->counters[0].best_move, plan->counters[1].best_move };
  g_autofree char *does_left = NULL, *does_right = NULL, *san_left = NULL, *san_right = NULL;

  for (guint i = 0; i < 2; i++)
    if (game->numbered_moves || move[i] < 0 ||
        !cairn_tablebase_probe_move (position, (CairnMove) move[i], &outcome[i], &plies[i]))
      return NULL;
  does_left = cairn_tablebase_describe_outcome (outcome[0], plies[0]);
  does_right = cairn_tablebase_describe_outcome (outcome[1], plies[1]);
  san_left = game->move_to_text (&position->board, position->to_move, (CairnMove) move[0]);
  san_right = game->move_to_text (&position->board, position->to_move, (CairnMove) move[1]);
  if (move[0] == move[1])
    /* Translators: in a lesson card, e.g. "In real chess (tablebase):
     * both panes play Kf6, which wins, mate in 11." */
    return g_strdup_printf (_("In real chess (tablebase): both panes play %s, which %s."), san_left, does_left);
  /* Translators: in a lesson card, e.g. "In real chess (tablebase): the
   * left pane’s Kf6 wins, mate in 11; the right pane’s Ke4 draws." */
  return g_strdup_printf (_("In real chess (tablebase): the left pane’s %s %s; the right pane’s %s %s."),
                          san_left, does_left, san_right, does_right);
}

char *
cairn_lesson_figures_text (const CairnLesson     *lesson,
                           const CairnLessonPlan *plan)
{
  g_autofree char *figures = figures_text_searches (lesson, plan);
  g_autofree char *truth = truth_text (plan);

  if (truth == NULL)
    return g_steal_pointer (&figures);
  return g_strdup_printf ("%s\n%s", figures, truth);
}
