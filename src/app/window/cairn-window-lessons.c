/* cairn-window-lessons.c — lessons and the parameter study in the window.
 *
 * Loading a lesson works out its plan (cairn_lesson_plan: the moment and
 * the nodes, from the card's rule), loads the scenario into both panes,
 * runs the searches to the end at full speed and, once they are finished,
 * steps the view back to the plan's moment, selects the nodes and zooms.
 * Every later event stays recorded, so the learner can step on from there.
 *
 * The lessons borrow the window: opening them notes the user's own
 * positions (of both games), pane modes, settings, divider and zoom, and
 * closing them puts all of that back, so nothing of a lesson stays behind
 * in the window or in the settings remembered for the next start.  They
 * see the window through cairn-window.h alone: its parts by id
 * (cairn_window_get_part()), its settings, stepper, positions and
 * searches through its functions; their own state is kept on it as
 * object data.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-event-text.h"
#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-study.h"
#include "cairn-tablebase.h"
#include "cairn-window-lessons.h"

/* Room left and right of a tree zoomed to fit its pane. */
#define FIT_MARGIN 36.0

typedef struct _CairnWindowLessons {
  int              index;      /* the card shown, -1 before any */
  CairnLessonPlan  plan;
  gboolean         pending;    /* loaded; waiting for the searches to finish */
  gboolean         ready;      /* at the card's moment, nodes selected */
  guint            wait_id;    /* polls for the searches to be recorded */
  guint            rate;       /* the stepper's rate before the card ran it */
  gboolean         stepping;   /* the card steps the searches to its moment */
  guint            settle_id;  /* tick callback: frames the nodes once laid out */
  guint            settle_frames;
  CairnStudy      *study;      /* weak: the study window, when open */

  /* The user's window from before the lessons opened (while open). */
  gboolean         borrowed;
  CairnScenario    before;
  CairnPosition    positions[CAIRN_WINDOW_N_GAME_POSITIONS];
  double           split_share;   /* the left pane's share of the two */
  guint            split_id;      /* tick callback: puts the share back */
  guint            split_frames;
  double           scale[2];
  CairnWindowSearches *searches;  /* the user's, where they had got to */
  gboolean         left_column;   /* shown before the lessons folded it away */
  char            *search_style;  /* the remembered search style and parts (chess's, */
  char            *engine_parts;  /* kept while tic-tac-toe shows the seed style) */
} CairnWindowLessons;

/* The lessons' state, kept on the window (cairn_window_lessons_init()). */
static GQuark
lessons_quark (void)
{
  return g_quark_from_static_string ("cairn-window-lessons");
}

static CairnWindowLessons *
lessons (CairnWindow *self)
{
  return g_object_get_qdata (G_OBJECT (self), lessons_quark ());
}

/* The window's parts the lessons borrow, by their ids in
 * ui/cairn-window.ui. */
static GtkWidget *
lesson_panel (CairnWindow *self)
{
  return GTK_WIDGET (cairn_window_get_part (self, "lesson_panel"));
}

static GtkPaned *
split (CairnWindow *self)
{
  return GTK_PANED (cairn_window_get_part (self, "split"));
}

static GtkToggleButton *
left_column_button (CairnWindow *self)
{
  return GTK_TOGGLE_BUTTON (cairn_window_get_part (self, "left_column_button"));
}

static CairnLessonPanel *
panel (CairnWindow *self)
{
  return CAIRN_LESSON_PANEL (lesson_panel (self));
}

static void
update_lesson_actions (CairnWindow *self)
{
  int index = lessons (self)->index;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.lesson-previous", index > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.lesson-next",
                                 index + 1 < (int) cairn_lessons_get_n ());
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.lesson-replay", index >= 0);
}

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

static char *
figures_text (const CairnLesson     *lesson,
              const CairnLessonPlan *plan)
{
  g_autofree char *figures = figures_text_searches (lesson, plan);
  g_autofree char *truth = truth_text (plan);

  if (truth == NULL)
    return g_steal_pointer (&figures);
  return g_strdup_printf ("%s\n%s", figures, truth);
}

static void
restore_rate (CairnWindow *self)
{
  CairnWindowLessons *l = lessons (self);

  if (l->stepping)
    cairn_stepper_set_rate (cairn_window_get_stepper (self), l->rate);
  l->stepping = FALSE;
}

/* The card's scale, or the next one up where node text is readable
 * (CAIRN_PAINTER_READABLE_LABEL): a card at 72 % drew its node's value
 * and move at 8.5 px.  The text does not grow steadily with the scale
 * (boards take over at CAIRN_PAINTER_BOARD_SCALE with smaller text), so
 * the scale is raised in small steps until the painter's text is big
 * enough. */
static double
readable_scale_from (double scale)
{
  while (cairn_painter_label_size (scale) < CAIRN_PAINTER_READABLE_LABEL && scale < CAIRN_VIEW_SCALE_DEFAULT)
    scale = MIN (scale * 1.01, CAIRN_VIEW_SCALE_DEFAULT);
  return scale;
}

/* Zooms and scrolls both trees onto the card's nodes.  Runs once the
 * window has laid itself out with the card's text and the moment's
 * summary, so every load sees the same pane sizes. */
static void
frame_nodes (CairnWindow *self)
{
  CairnWindowLessons *l = lessons (self);
  const CairnLesson *lesson = cairn_lessons_get ((guint) l->index);
  double scale = CAIRN_VIEW_SCALE_DEFAULT * lesson->zoom / 100.0;

  for (guint p = 0; p < 2; p++)
    {
      CairnPane *pane = cairn_window_get_pane (self, p);
      CairnTreeView *view = cairn_pane_get_tree_view (pane);
      const CairnLayout *layout;

      /* Lay the tree out at this moment, here and now: a big tree is
       * otherwise laid out on a thread, and the layout on screen may still
       * be one from before the searches got here. */
      cairn_pane_show_moment (pane, cairn_pane_get_n_shown (pane));
      layout = cairn_tree_view_get_layout (view);
      if (lesson->zoom == 0 && layout != NULL)
        {
          /* The larger tree as wide as its pane, as Fit does (but from the
           * layout just made, not one still in the works), and both trees
           * at that one scale, so their widths compare at a glance. */
          CairnRect bounds;
          double fit;

          cairn_layout_get_bounds (layout, &bounds);
          fit = MIN ((gtk_widget_get_width (GTK_WIDGET (view)) - 2 * FIT_MARGIN) /
                     MAX (bounds.x1 - bounds.x0, 1.0), CAIRN_VIEW_SCALE_DEFAULT);
          scale = p == 0 ? fit : MIN (scale, fit);
        }
    }
  for (guint p = 0; p < 2; p++)
    {
      CairnPane *pane = cairn_window_get_pane (self, p);
      CairnTreeView *view = cairn_pane_get_tree_view (pane);
      guint32 node = l->plan.nodes[p];

      /* The tree view's one way to a node, as Zoom to Selection takes. */
      if (node != CAIRN_NO_NODE)
        cairn_tree_view_zoom_to_node (view, node, cairn_view_scale_clamp (readable_scale_from (scale)));
      else
        cairn_view_state_set_scale (cairn_pane_get_view_state (pane), cairn_view_scale_clamp (scale));
    }
  l->ready = TRUE;
}

/* The split's position that gives the left pane @share of the width
 * both panes have (the divider's own pixel not counted: half the whole
 * width made the left pane 2 px wider). */
static int
split_position (CairnWindow *self,
                double       share)
{
  GtkPaned *paned = split (self);
  GtkWidget *start = gtk_paned_get_start_child (paned);
  GtkWidget *end = gtk_paned_get_end_child (paned);
  int room = gtk_widget_get_width (GTK_WIDGET (paned));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (paned)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != start && child != end)
      room -= gtk_widget_get_width (child);
  return (int) (share * MAX (room, 0) + 0.5);
}

/* Two frames to lay the window out (the left column may just have been
 * folded away), then the panes made the same width, and two more frames
 * before the nodes are framed. */
static gboolean
settle_tick (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  CairnWindow *self = CAIRN_WINDOW (widget);
  CairnWindowLessons *l = lessons (self);
  int width = gtk_widget_get_width (GTK_WIDGET (split (self)));

  ++l->settle_frames;
  if (l->settle_frames == 2 && width > 0 && gtk_paned_get_position (split (self)) != split_position (self, 0.5))
    gtk_paned_set_position (split (self), split_position (self, 0.5));
  if (l->settle_frames < 4)
    return G_SOURCE_CONTINUE;
  l->settle_id = 0;
  frame_nodes (self);
  return G_SOURCE_REMOVE;
}

/* The searches have reached the card's moment (or their end): show it,
 * point at its nodes, and frame them once the window has settled. */
static void
arrive (CairnWindow *self)
{
  CairnWindowLessons *l = lessons (self);
  const CairnLesson *lesson = cairn_lessons_get ((guint) l->index);
  g_autofree char *figures = NULL;

  l->pending = FALSE;
  restore_rate (self);
  cairn_window_set_moment (self, l->plan.moment);
  /* The focus pane last: selecting a node notes what the other pane did
   * on the same line, and the focus pane's note is the one that matters. */
  for (guint k = 0; k < 2; k++)
    {
      guint p = k == 0 ? 1 - lesson->focus : lesson->focus;
      CairnPane *pane = cairn_window_get_pane (self, p);

      cairn_view_state_set_follow (cairn_pane_get_view_state (pane), FALSE);
      cairn_view_state_set_selected_node (cairn_pane_get_view_state (pane), l->plan.nodes[p]);
    }
  /* The panes' counts and the timeline say the searches stop short here:
   * the card's counts are the end's. */
  for (guint p = 0; p < 2; p++)
    cairn_pane_set_nodes_at_end (cairn_window_get_pane (self, p),
                                 l->plan.moment < l->plan.total ? l->plan.counters[p].nodes : 0);
  figures = figures_text (lesson, &l->plan);
  cairn_lesson_panel_set_figures (panel (self), figures);

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    frame_nodes (self);
  else if (l->settle_id == 0)
    {
      l->settle_frames = 0;
      l->settle_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), settle_tick, NULL, NULL);
    }
}

/* The window's searches are the card's. */
static gboolean
searches_match (CairnWindow *self)
{
  CairnWindowLessons *l = lessons (self);
  CairnScenario now;

  cairn_window_get_scenario (self, &now);
  return cairn_position_equal (&now.position, &l->plan.scenario.position) &&
         now.depth == l->plan.scenario.depth && now.reduction == l->plan.scenario.reduction &&
         now.guard == l->plan.scenario.guard && now.engine_parts == l->plan.scenario.engine_parts &&
         now.modes[0] == l->plan.scenario.modes[0] && now.modes[1] == l->plan.scenario.modes[1] &&
         cairn_stepper_get_n_searches (cairn_window_get_stepper (self)) == 2;
}

/* Waits for both panes to have recorded their whole search (the logs may
 * catch up a little after the stepper is done), then arrives. */
static gboolean
wait_for_searches (gpointer data)
{
  CairnWindow *self = data;
  CairnWindowLessons *l = lessons (self);

  if (!l->pending || !searches_match (self))
    {
      /* Something else was loaded meanwhile: the card no longer applies. */
      l->pending = FALSE;
      restore_rate (self);
      l->wait_id = 0;
      return G_SOURCE_REMOVE;
    }
  if (cairn_stepper_is_busy (cairn_window_get_stepper (self)))
    return G_SOURCE_CONTINUE;
  for (guint p = 0; p < 2; p++)
    {
      guint64 needed = l->plan.counters[p].events;

      if (l->stepping)
        needed = MIN (needed, l->plan.moment);
      if (cairn_pane_get_n_recorded (cairn_window_get_pane (self, p)) < needed)
        return G_SOURCE_CONTINUE;
    }
  l->wait_id = 0;
  arrive (self);
  return G_SOURCE_REMOVE;
}

/* Notes what the lessons are about to change. */
static void
borrow_window (CairnWindow *self)
{
  CairnWindowLessons *l = lessons (self);
  g_autofree char *scoring = g_settings_get_string (cairn_window_get_settings (self), "scoring");
  g_autofree char *null_when = g_settings_get_string (cairn_window_get_settings (self), "null-when");
  gboolean set = FALSE;

  cairn_window_get_scenario (self, &l->before);
  /* A pawn ending shows "sound" whatever the user chose for tic-tac-toe:
   * the choice is the one remembered. */
  if (!cairn_scoring_parse (scoring, &l->before.scoring, NULL))
    l->before.scoring = CAIRN_SCORING_SEED;
  /* Likewise tic-tac-toe shows "always" whatever was chosen for chess. */
  if (!cairn_null_when_parse (null_when, &l->before.null_when, NULL))
    l->before.null_when = CAIRN_NULL_WHEN_ALWAYS;
  g_free (l->search_style);
  g_free (l->engine_parts);
  l->search_style = g_settings_get_string (cairn_window_get_settings (self), "search-style");
  l->engine_parts = g_settings_get_string (cairn_window_get_settings (self), "engine-parts");
  for (guint i = 0; i < G_N_ELEMENTS (l->positions); i++)
    cairn_window_get_game_position (self, i, &l->positions[i]);
  /* A share, not a position: the left column comes back with the
   * user's window, and the panes are narrower then than in the lesson.
   * Not set by the user (the panes split as their contents asked):
   * half each. */
  l->split_share = 0.5;
  g_object_get (split (self), "position-set", &set, NULL);
  if (set && split_position (self, 1) > 0)
    l->split_share = (double) gtk_paned_get_position (split (self)) / split_position (self, 1);
  for (guint p = 0; p < 2; p++)
    l->scale[p] = cairn_view_state_get_scale (cairn_pane_get_view_state (cairn_window_get_pane (self, p)));
  /* Kept, not searched again: a finished depth-7 chess search took
   * seconds to come back. */
  l->searches = cairn_window_take_searches (self);
  /* The card and the inspectors want the width more than the position
   * editor does while a lesson sets the position (F9 brings it back). */
  l->left_column = gtk_toggle_button_get_active (left_column_button (self));
  gtk_toggle_button_set_active (left_column_button (self), FALSE);
  for (guint p = 0; p < 2; p++)
    cairn_pane_set_short_log (cairn_window_get_pane (self, p), TRUE);
  l->borrowed = TRUE;
}

/* Two frames for the left column to come back and the window to be laid
 * out, then the panes' widths as they were shared before the lessons
 * (with the position a lesson had set, the left pane was 368 px and the
 * right 621, the left tree cut by the window's edge). */
static gboolean
split_tick (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       user_data)
{
  CairnWindow *self = CAIRN_WINDOW (widget);
  CairnWindowLessons *l = lessons (self);
  int width = gtk_widget_get_width (GTK_WIDGET (split (self)));

  if (++l->split_frames < 2 || width <= 0)
    return G_SOURCE_CONTINUE;
  gtk_paned_set_position (split (self), split_position (self, l->split_share));
  l->split_id = 0;
  return G_SOURCE_REMOVE;
}

static void
stop_split_tick (CairnWindow *self)
{
  CairnWindowLessons *l = lessons (self);

  if (l->split_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), l->split_id);
  l->split_id = 0;
}

/* Puts back what borrow_window() noted: the lesson's searches give way to
 * the user's own, where they had got to and at the moment shown. */
static void
give_back_window (CairnWindow *self)
{
  CairnWindowLessons *l = lessons (self);

  if (!l->borrowed)
    return;
  l->borrowed = FALSE;
  l->pending = FALSE;
  l->ready = FALSE;
  restore_rate (self);
  if (l->settle_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), l->settle_id);
  l->settle_id = 0;
  cairn_window_set_scenario (self, &l->before);
  cairn_window_put_back_searches (self, g_steal_pointer (&l->searches));
  for (guint i = 0; i < G_N_ELEMENTS (l->positions); i++)
    cairn_window_set_game_position (self, i, &l->positions[i]);
  g_settings_set_string (cairn_window_get_settings (self), "scoring", cairn_scoring_to_string (l->before.scoring));
  g_settings_set_string (cairn_window_get_settings (self), "null-when", cairn_null_when_to_string (l->before.null_when));
  if (l->search_style != NULL)
    g_settings_set_string (cairn_window_get_settings (self), "search-style", l->search_style);
  if (l->engine_parts != NULL)
    g_settings_set_string (cairn_window_get_settings (self), "engine-parts", l->engine_parts);
  g_clear_pointer (&l->search_style, g_free);
  g_clear_pointer (&l->engine_parts, g_free);
  gtk_toggle_button_set_active (left_column_button (self), l->left_column);
  stop_split_tick (self);
  l->split_frames = 0;
  l->split_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), split_tick, NULL, NULL);
  for (guint p = 0; p < 2; p++)
    cairn_pane_set_short_log (cairn_window_get_pane (self, p), FALSE);
  for (guint p = 0; p < 2; p++)
    cairn_view_state_set_scale (cairn_pane_get_view_state (cairn_window_get_pane (self, p)), l->scale[p]);
}

void
cairn_window_lessons_close (CairnWindow *self)
{
  g_return_if_fail (CAIRN_IS_WINDOW (self));

  gtk_widget_set_visible (lesson_panel (self), FALSE);
  give_back_window (self);
}

void
cairn_window_load_lesson (CairnWindow *self,
                          guint        index)
{
  CairnWindowLessons *l;
  const CairnLesson *lesson;
  g_autoptr (GError) error = NULL;

  g_return_if_fail (CAIRN_IS_WINDOW (self));
  g_return_if_fail (index < cairn_lessons_get_n ());

  l = lessons (self);
  lesson = cairn_lessons_get (index);
  if (!gtk_widget_get_visible (lesson_panel (self)))
    borrow_window (self);
  stop_split_tick (self);
  l->index = (int) index;
  l->ready = FALSE;
  l->pending = FALSE;
  if (l->settle_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), l->settle_id);
  l->settle_id = 0;
  gtk_widget_set_visible (lesson_panel (self), TRUE);
  cairn_lesson_panel_show_card (panel (self), index, _(lesson->title), _(lesson->text));
  cairn_window_forget_room_choices (self);
  update_lesson_actions (self);

  if (!cairn_lesson_plan (lesson, &l->plan, &error))
    {
      /* A card that does not work out is a bug in the table. */
      g_critical ("%s", error->message);
      cairn_lesson_panel_set_figures (panel (self), error->message);
      return;
    }
  cairn_lesson_panel_set_figures (panel (self), _("Running both searches to the lesson’s moment…"));
  /* A card compares two panes of the same width (left alone, the divider
   * follows the panes' contents, and a card would not look the same
   * twice).  Set now, so the panes have their new widths by the time the
   * card zooms and scrolls them. */
  if (gtk_widget_get_width (GTK_WIDGET (split (self))) > 0)
    gtk_paned_set_position (split (self), split_position (self, 0.5));
  l->pending = TRUE;
  cairn_window_set_scenario (self, &l->plan.scenario);
  if (lesson->when == CAIRN_LESSON_WHEN_DONE)
    g_return_if_fail (gtk_widget_activate_action (GTK_WIDGET (self), "win.finish", NULL));
  else
    {
      /* Only as far as the moment, at full speed: the searches stay
       * unfinished, so Step and Run go on from there as usual. */
      if (!l->stepping)
        l->rate = cairn_stepper_get_rate (cairn_window_get_stepper (self));
      l->stepping = TRUE;
      cairn_stepper_set_rate (cairn_window_get_stepper (self), 0);
      cairn_stepper_step (cairn_window_get_stepper (self), l->plan.moment);
    }
  if (l->wait_id == 0)
    l->wait_id = g_timeout_add (15, wait_for_searches, self);
}

int
cairn_window_get_lesson (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), -1);
  return lessons (self)->index;
}

gboolean
cairn_window_lesson_is_ready (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), FALSE);
  return lessons (self)->ready;
}

/* The card's searches' events at their end, while a card stops them
 * short of it; else 0. */
guint64
cairn_window_lesson_events_at_end (CairnWindow *self)
{
  CairnWindowLessons *l = lessons (self);

  if (l == NULL || l->index < 0 || !l->borrowed || l->pending || l->plan.moment >= l->plan.total || !searches_match (self))
    return 0;
  return l->plan.total;
}

const CairnLessonPlan *
cairn_window_get_lesson_plan (CairnWindow *self)
{
  CairnWindowLessons *l;

  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  l = lessons (self);
  return l->index >= 0 ? &l->plan : NULL;
}

CairnLessonPanel *
cairn_window_get_lesson_panel (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  return panel (self);
}

/* A marker or cell of the study clicked: its whole setting (the study's
 * position, depth limit, R, pruning and options) goes to the window, to be
 * searched and stepped through there. */
static void
on_study_setting_chosen (CairnWindow *self,
                         guint        depth,
                         guint        reduction)
{
  CairnStudy *study = lessons (self)->study;
  const CairnSweep *sweep = study ? cairn_study_get_sweep (study) : NULL;
  CairnScenario scenario;
  g_autofree char *r = NULL;
  g_autofree char *text = NULL;

  if (sweep == NULL)
    return;
  /* Closing the lessons later must not put back what is loaded now. */
  if (gtk_widget_get_visible (lesson_panel (self)))
    cairn_window_lessons_close (self);
  cairn_window_get_scenario (self, &scenario);
  scenario.position = sweep->position;
  scenario.depth = depth;
  if (reduction != 0)
    scenario.reduction = reduction;
  scenario.guard = sweep->guard;
  scenario.probe_window = sweep->probe_window;
  scenario.scoring = sweep->scoring;
  scenario.null_when = sweep->null_when;
  scenario.modes[0] = sweep->baseline_mode;
  scenario.modes[1] = sweep->mode;
  cairn_window_set_scenario (self, &scenario);

  r = cairn_study_reduction_to_text (scenario.reduction);
  /* Translators: e.g. "From the study: depth limit 5, R 3, plain
   * alpha-beta on the left and null-move pruning on the right." */
  text = g_strdup_printf (_("From the study: depth limit %u, R %s, %s on the left and %s on the right."),
                          scenario.depth, r, cairn_mode_to_name (scenario.modes[0]),
                          cairn_mode_to_name (scenario.modes[1]));
  cairn_window_set_status (self, text);
  gtk_window_present (GTK_WINDOW (self));
}

/* The study of the window's position and right-hand settings; one study
 * window, brought to the front when it is already open. */
GtkWindow *
cairn_window_open_study (CairnWindow *self)
{
  CairnWindowLessons *l;
  CairnScenario scenario;
  CairnMode mode;

  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);

  l = lessons (self);
  cairn_window_get_scenario (self, &scenario);
  /* Study the right pane's pruning, or plain null move when neither
   * pane prunes with null moves. */
  mode = cairn_mode_uses_null_move (scenario.modes[1]) ? scenario.modes[1]
       : cairn_mode_uses_null_move (scenario.modes[0]) ? scenario.modes[0]
       : CAIRN_MODE_NULL;
  if (l->study == NULL)
    {
      l->study = cairn_study_new (GTK_WINDOW (self));
      g_object_add_weak_pointer (G_OBJECT (l->study), (gpointer *) &l->study);
      g_signal_connect_object (l->study, "setting-chosen", G_CALLBACK (on_study_setting_chosen),
                               self, G_CONNECT_SWAPPED);
    }
  cairn_study_set_options (l->study, scenario.probe_window, scenario.scoring, scenario.null_when);
  if (cairn_window_get_position_error (self) == NULL)
    cairn_study_set_position (l->study, &scenario.position, mode, scenario.guard);
  gtk_window_present (GTK_WINDOW (l->study));
  return GTK_WINDOW (l->study);
}

/* Actions */

static void
action_lessons (GtkWidget  *widget,
                const char *name,
                GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);

  if (gtk_widget_get_visible (lesson_panel (self)))
    cairn_window_lessons_close (self);
  else
    /* The card last seen, loaded afresh: closing put the user's own
     * position back in its place. */
    cairn_window_load_lesson (self, (guint) MAX (lessons (self)->index, 0));
}

static void
action_lesson_step (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);
  int index = lessons (self)->index;

  if (g_str_equal (name, "win.lesson-next"))
    index = index + 1;
  else if (g_str_equal (name, "win.lesson-previous"))
    index = index - 1;
  else if (g_str_equal (name, "win.lesson-load"))
    index = (int) g_variant_get_uint32 (parameter);
  if (index < 0 || index >= (int) cairn_lessons_get_n ())
    return;
  cairn_window_load_lesson (self, (guint) index);
}

static void
action_study (GtkWidget  *widget,
              const char *name,
              GVariant   *parameter)
{
  cairn_window_open_study (CAIRN_WINDOW (widget));
}

void
cairn_window_lessons_class_init (GtkWidgetClass *widget_class)
{
  /* The window's template holds the card (its id "lesson_panel"). */
  g_type_ensure (CAIRN_TYPE_LESSON_PANEL);

  gtk_widget_class_install_action (widget_class, "win.lessons", NULL, action_lessons);
  gtk_widget_class_install_action (widget_class, "win.lesson-next", NULL, action_lesson_step);
  gtk_widget_class_install_action (widget_class, "win.lesson-previous", NULL, action_lesson_step);
  gtk_widget_class_install_action (widget_class, "win.lesson-replay", NULL, action_lesson_step);
  gtk_widget_class_install_action (widget_class, "win.lesson-load", "u", action_lesson_step);
  gtk_widget_class_install_action (widget_class, "win.study", NULL, action_study);
  /* Their keys: cairn-window-shortcuts.c. */
}

void
cairn_window_lessons_init (CairnWindow *self)
{
  CairnWindowLessons *l = g_new0 (CairnWindowLessons, 1);

  l->index = -1;
  g_object_set_qdata (G_OBJECT (self), lessons_quark (), l);
  gtk_widget_set_visible (lesson_panel (self), FALSE);
  update_lesson_actions (self);
}

void
cairn_window_lessons_dispose (CairnWindow *self)
{
  CairnWindowLessons *l = lessons (self);

  if (l == NULL)
    return;
  g_clear_handle_id (&l->wait_id, g_source_remove);
  g_clear_pointer (&l->searches, cairn_window_searches_free);
  g_clear_pointer (&l->search_style, g_free);
  g_clear_pointer (&l->engine_parts, g_free);
  if (l->settle_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), l->settle_id);
  stop_split_tick (self);
  if (l->study != NULL)
    {
      GtkWindow *study = GTK_WINDOW (l->study);

      g_object_remove_weak_pointer (G_OBJECT (study), (gpointer *) &l->study);
      /* The study is destroy-with-parent, but GTK 4.8 leaves the pointer
       * to its parent in place when the study is already destroyed (the
       * user closed it) and only not yet finalized: unset it here, while
       * this window is still alive, so no late dispose of the study can
       * reach a finalized parent. */
      gtk_window_set_transient_for (study, NULL);
      gtk_window_destroy (study);
    }
  g_object_set_qdata (G_OBJECT (self), lessons_quark (), NULL);
  g_free (l);
}
