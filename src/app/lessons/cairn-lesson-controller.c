/* cairn-lesson-controller.c — the lessons in a window.
 *
 * Loading a lesson works out its plan (cairn_lesson_plan: the moment and
 * the nodes, from the card's rule), loads the scenario into both panes,
 * runs the searches to the end at full speed and, once they are finished,
 * steps the view back to the plan's moment, selects the nodes and zooms.
 * Every later event stays recorded, so the learner can step on from there.
 *
 * The lessons borrow the window: opening them notes the user's own
 * positions (of all games), pane modes, settings, divider and zoom, and
 * closing them puts all of that back, so nothing of a lesson stays behind
 * in the window or in the settings remembered for the next start.  They
 * see the window through cairn-window.h alone: its parts by id
 * (cairn_window_get_part()), its settings, stepper, positions and
 * searches through its functions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-lesson-controller.h"
#include "cairn-lesson-figures.h"

/* Room left and right of a tree zoomed to fit its pane. */
#define FIT_MARGIN 36.0

struct _CairnLessonController {
  GObject          parent_instance;

  CairnWindow     *window;     /* owns this controller */
  GSimpleAction   *actions[5]; /* lessons, lesson-next, -previous, -replay, -load */

  int              index;      /* the card shown, -1 before any */
  CairnLessonPlan  plan;
  gboolean         pending;    /* loaded; waiting for the searches to finish */
  gboolean         ready;      /* at the card's moment, nodes selected */
  guint            wait_id;    /* polls for the searches to be recorded */
  guint            rate;       /* the stepper's rate before the card ran it */
  gboolean         stepping;   /* the card steps the searches to its moment */
  guint            settle_id;  /* tick callback: frames the nodes once laid out */
  guint            settle_frames;

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
};

G_DEFINE_FINAL_TYPE (CairnLessonController, cairn_lesson_controller, G_TYPE_OBJECT)

enum { ACTION_LESSONS, ACTION_NEXT, ACTION_PREVIOUS, ACTION_REPLAY, ACTION_LOAD };

/* The window's parts the lessons borrow, by their ids in
 * ui/cairn-window.ui. */
static GtkWidget *
lesson_panel (CairnLessonController *self)
{
  return GTK_WIDGET (cairn_window_get_part (self->window, "lesson_panel"));
}

static GtkPaned *
split (CairnLessonController *self)
{
  return GTK_PANED (cairn_window_get_part (self->window, "split"));
}

static GtkToggleButton *
left_column_button (CairnLessonController *self)
{
  return GTK_TOGGLE_BUTTON (cairn_window_get_part (self->window, "left_column_button"));
}

static CairnLessonPanel *
panel (CairnLessonController *self)
{
  return CAIRN_LESSON_PANEL (lesson_panel (self));
}

static void
update_lesson_actions (CairnLessonController *self)
{
  g_simple_action_set_enabled (self->actions[ACTION_PREVIOUS], self->index > 0);
  g_simple_action_set_enabled (self->actions[ACTION_NEXT], self->index + 1 < (int) cairn_lessons_get_n ());
  g_simple_action_set_enabled (self->actions[ACTION_REPLAY], self->index >= 0);
}

static void
restore_rate (CairnLessonController *self)
{
  if (self->stepping)
    cairn_stepper_set_rate (cairn_window_get_stepper (self->window), self->rate);
  self->stepping = FALSE;
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
frame_nodes (CairnLessonController *self)
{
  const CairnLesson *lesson = cairn_lessons_get ((guint) self->index);
  double scale = CAIRN_VIEW_SCALE_DEFAULT * lesson->zoom / 100.0;

  for (guint p = 0; p < 2; p++)
    {
      CairnPane *pane = cairn_window_get_pane (self->window, p);
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
      CairnPane *pane = cairn_window_get_pane (self->window, p);
      CairnTreeView *view = cairn_pane_get_tree_view (pane);
      guint32 node = self->plan.nodes[p];

      /* The tree view's one way to a node, as Zoom to Selection takes. */
      if (node != CAIRN_NO_NODE)
        cairn_tree_view_zoom_to_node (view, node, cairn_view_scale_clamp (readable_scale_from (scale)));
      else
        cairn_view_state_set_scale (cairn_pane_get_view_state (pane), cairn_view_scale_clamp (scale));
    }
  self->ready = TRUE;
}

/* The split's position that gives the left pane @share of the width
 * both panes have (the divider's own pixel not counted: half the whole
 * width made the left pane 2 px wider). */
static int
split_position (CairnLessonController *self,
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
  CairnLessonController *self = user_data;
  int width = gtk_widget_get_width (GTK_WIDGET (split (self)));

  ++self->settle_frames;
  if (self->settle_frames == 2 && width > 0 && gtk_paned_get_position (split (self)) != split_position (self, 0.5))
    gtk_paned_set_position (split (self), split_position (self, 0.5));
  if (self->settle_frames < 4)
    return G_SOURCE_CONTINUE;
  self->settle_id = 0;
  frame_nodes (self);
  return G_SOURCE_REMOVE;
}

/* The searches have reached the card's moment (or their end): show it,
 * point at its nodes, and frame them once the window has settled. */
static void
arrive (CairnLessonController *self)
{
  const CairnLesson *lesson = cairn_lessons_get ((guint) self->index);
  g_autofree char *figures = NULL;

  self->pending = FALSE;
  restore_rate (self);
  cairn_window_set_moment (self->window, self->plan.moment);
  /* The focus pane last: selecting a node notes what the other pane did
   * on the same line, and the focus pane's note is the one that matters. */
  for (guint k = 0; k < 2; k++)
    {
      guint p = k == 0 ? 1 - lesson->focus : lesson->focus;
      CairnPane *pane = cairn_window_get_pane (self->window, p);

      cairn_view_state_set_follow (cairn_pane_get_view_state (pane), FALSE);
      cairn_view_state_set_selected_node (cairn_pane_get_view_state (pane), self->plan.nodes[p]);
    }
  /* The panes' counts and the timeline say the searches stop short here:
   * the card's counts are the end's. */
  for (guint p = 0; p < 2; p++)
    cairn_pane_set_nodes_at_end (cairn_window_get_pane (self->window, p),
                                 self->plan.moment < self->plan.total ? self->plan.counters[p].nodes : 0);
  figures = cairn_lesson_figures_text (lesson, &self->plan);
  cairn_lesson_panel_set_figures (panel (self), figures);

  if (!gtk_widget_get_mapped (GTK_WIDGET (self->window)))
    frame_nodes (self);
  else if (self->settle_id == 0)
    {
      self->settle_frames = 0;
      self->settle_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->window), settle_tick, self, NULL);
    }
}

/* The window's searches are the card's. */
static gboolean
searches_match (CairnLessonController *self)
{
  CairnScenario now;

  cairn_window_get_scenario (self->window, &now);
  return cairn_position_equal (&now.position, &self->plan.scenario.position) &&
         now.depth == self->plan.scenario.depth && now.reduction == self->plan.scenario.reduction &&
         now.guard == self->plan.scenario.guard && now.engine_parts == self->plan.scenario.engine_parts &&
         now.modes[0] == self->plan.scenario.modes[0] && now.modes[1] == self->plan.scenario.modes[1] &&
         cairn_stepper_get_n_searches (cairn_window_get_stepper (self->window)) == 2;
}

/* Waits for both panes to have recorded their whole search (the logs may
 * catch up a little after the stepper is done), then arrives. */
static gboolean
wait_for_searches (gpointer data)
{
  CairnLessonController *self = data;

  if (!self->pending || !searches_match (self))
    {
      /* Something else was loaded meanwhile: the card no longer applies. */
      self->pending = FALSE;
      restore_rate (self);
      self->wait_id = 0;
      return G_SOURCE_REMOVE;
    }
  if (cairn_stepper_is_busy (cairn_window_get_stepper (self->window)))
    return G_SOURCE_CONTINUE;
  for (guint p = 0; p < 2; p++)
    {
      guint64 needed = self->plan.counters[p].events;

      if (self->stepping)
        needed = MIN (needed, self->plan.moment);
      if (cairn_pane_get_n_recorded (cairn_window_get_pane (self->window, p)) < needed)
        return G_SOURCE_CONTINUE;
    }
  self->wait_id = 0;
  arrive (self);
  return G_SOURCE_REMOVE;
}

/* Notes what the lessons are about to change. */
static void
borrow_window (CairnLessonController *self)
{
  g_autofree char *scoring = g_settings_get_string (cairn_window_get_settings (self->window), "scoring");
  g_autofree char *null_when = g_settings_get_string (cairn_window_get_settings (self->window), "null-when");
  gboolean set = FALSE;

  cairn_window_get_scenario (self->window, &self->before);
  /* A pawn ending shows "sound" whatever the user chose for tic-tac-toe:
   * the choice is the one remembered. */
  if (!cairn_scoring_parse (scoring, &self->before.scoring, NULL))
    self->before.scoring = CAIRN_SCORING_SEED;
  /* Likewise tic-tac-toe shows "always" whatever was chosen for chess. */
  if (!cairn_null_when_parse (null_when, &self->before.null_when, NULL))
    self->before.null_when = CAIRN_NULL_WHEN_ALWAYS;
  g_free (self->search_style);
  g_free (self->engine_parts);
  self->search_style = g_settings_get_string (cairn_window_get_settings (self->window), "search-style");
  self->engine_parts = g_settings_get_string (cairn_window_get_settings (self->window), "engine-parts");
  for (guint i = 0; i < G_N_ELEMENTS (self->positions); i++)
    cairn_window_get_game_position (self->window, i, &self->positions[i]);
  /* A share, not a position: the left column comes back with the
   * user's window, and the panes are narrower then than in the lesson.
   * Not set by the user (the panes split as their contents asked):
   * half each. */
  self->split_share = 0.5;
  g_object_get (split (self), "position-set", &set, NULL);
  if (set && split_position (self, 1) > 0)
    self->split_share = (double) gtk_paned_get_position (split (self)) / split_position (self, 1);
  for (guint p = 0; p < 2; p++)
    self->scale[p] = cairn_view_state_get_scale (cairn_pane_get_view_state (cairn_window_get_pane (self->window, p)));
  /* Kept, not searched again: a finished depth-7 chess search took
   * seconds to come back. */
  self->searches = cairn_window_take_searches (self->window);
  /* The card and the inspectors want the width more than the position
   * editor does while a lesson sets the position (F9 brings it back). */
  self->left_column = gtk_toggle_button_get_active (left_column_button (self));
  gtk_toggle_button_set_active (left_column_button (self), FALSE);
  for (guint p = 0; p < 2; p++)
    cairn_pane_set_short_log (cairn_window_get_pane (self->window, p), TRUE);
  self->borrowed = TRUE;
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
  CairnLessonController *self = user_data;
  int width = gtk_widget_get_width (GTK_WIDGET (split (self)));

  if (++self->split_frames < 2 || width <= 0)
    return G_SOURCE_CONTINUE;
  gtk_paned_set_position (split (self), split_position (self, self->split_share));
  self->split_id = 0;
  return G_SOURCE_REMOVE;
}

static void
stop_split_tick (CairnLessonController *self)
{
  if (self->split_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->window), self->split_id);
  self->split_id = 0;
}

/* Puts back what borrow_window() noted: the lesson's searches give way to
 * the user's own, where they had got to and at the moment shown. */
static void
give_back_window (CairnLessonController *self)
{
  if (!self->borrowed)
    return;
  self->borrowed = FALSE;
  self->pending = FALSE;
  self->ready = FALSE;
  restore_rate (self);
  if (self->settle_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->window), self->settle_id);
  self->settle_id = 0;
  cairn_window_set_scenario (self->window, &self->before);
  cairn_window_put_back_searches (self->window, g_steal_pointer (&self->searches));
  for (guint i = 0; i < G_N_ELEMENTS (self->positions); i++)
    cairn_window_set_game_position (self->window, i, &self->positions[i]);
  g_settings_set_string (cairn_window_get_settings (self->window), "scoring", cairn_scoring_to_string (self->before.scoring));
  g_settings_set_string (cairn_window_get_settings (self->window), "null-when", cairn_null_when_to_string (self->before.null_when));
  if (self->search_style != NULL)
    g_settings_set_string (cairn_window_get_settings (self->window), "search-style", self->search_style);
  if (self->engine_parts != NULL)
    g_settings_set_string (cairn_window_get_settings (self->window), "engine-parts", self->engine_parts);
  g_clear_pointer (&self->search_style, g_free);
  g_clear_pointer (&self->engine_parts, g_free);
  gtk_toggle_button_set_active (left_column_button (self), self->left_column);
  stop_split_tick (self);
  self->split_frames = 0;
  self->split_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->window), split_tick, self, NULL);
  for (guint p = 0; p < 2; p++)
    cairn_pane_set_short_log (cairn_window_get_pane (self->window, p), FALSE);
  for (guint p = 0; p < 2; p++)
    cairn_view_state_set_scale (cairn_pane_get_view_state (cairn_window_get_pane (self->window, p)), self->scale[p]);
}

void
cairn_lesson_controller_close (CairnLessonController *self)
{
  g_return_if_fail (CAIRN_IS_LESSON_CONTROLLER (self));

  gtk_widget_set_visible (lesson_panel (self), FALSE);
  give_back_window (self);
}

void
cairn_lesson_controller_load (CairnLessonController *self,
                              guint                  index)
{
  const CairnLesson *lesson;
  g_autoptr (GError) error = NULL;

  g_return_if_fail (CAIRN_IS_LESSON_CONTROLLER (self));
  g_return_if_fail (index < cairn_lessons_get_n ());

  lesson = cairn_lessons_get (index);
  if (!gtk_widget_get_visible (lesson_panel (self)))
    borrow_window (self);
  stop_split_tick (self);
  self->index = (int) index;
  self->ready = FALSE;
  self->pending = FALSE;
  if (self->settle_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->window), self->settle_id);
  self->settle_id = 0;
  gtk_widget_set_visible (lesson_panel (self), TRUE);
  cairn_lesson_panel_show_card (panel (self), index, _(lesson->title), _(lesson->text));
  cairn_window_forget_room_choices (self->window);
  update_lesson_actions (self);

  if (!cairn_lesson_plan (lesson, &self->plan, &error))
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
  self->pending = TRUE;
  cairn_window_set_scenario (self->window, &self->plan.scenario);
  if (lesson->when == CAIRN_LESSON_WHEN_DONE)
    g_return_if_fail (gtk_widget_activate_action (GTK_WIDGET (self->window), "win.finish", NULL));
  else
    {
      /* Only as far as the moment, at full speed: the searches stay
       * unfinished, so Step and Run go on from there as usual. */
      if (!self->stepping)
        self->rate = cairn_stepper_get_rate (cairn_window_get_stepper (self->window));
      self->stepping = TRUE;
      cairn_stepper_set_rate (cairn_window_get_stepper (self->window), 0);
      cairn_stepper_step (cairn_window_get_stepper (self->window), self->plan.moment);
    }
  if (self->wait_id == 0)
    self->wait_id = g_timeout_add (15, wait_for_searches, self);
}

void
cairn_lesson_controller_next (CairnLessonController *self)
{
  g_return_if_fail (CAIRN_IS_LESSON_CONTROLLER (self));

  if (self->index >= 0 && self->index + 1 < (int) cairn_lessons_get_n ())
    cairn_lesson_controller_load (self, (guint) self->index + 1);
}

void
cairn_lesson_controller_previous (CairnLessonController *self)
{
  g_return_if_fail (CAIRN_IS_LESSON_CONTROLLER (self));

  if (self->index > 0)
    cairn_lesson_controller_load (self, (guint) self->index - 1);
}

void
cairn_lesson_controller_restart (CairnLessonController *self)
{
  g_return_if_fail (CAIRN_IS_LESSON_CONTROLLER (self));

  if (self->index >= 0)
    cairn_lesson_controller_load (self, (guint) self->index);
}

gboolean
cairn_lesson_controller_is_open (CairnLessonController *self)
{
  g_return_val_if_fail (CAIRN_IS_LESSON_CONTROLLER (self), FALSE);
  return gtk_widget_get_visible (lesson_panel (self));
}

int
cairn_lesson_controller_get_index (CairnLessonController *self)
{
  g_return_val_if_fail (CAIRN_IS_LESSON_CONTROLLER (self), -1);
  return self->index;
}

gboolean
cairn_lesson_controller_is_ready (CairnLessonController *self)
{
  g_return_val_if_fail (CAIRN_IS_LESSON_CONTROLLER (self), FALSE);
  return self->ready;
}

guint64
cairn_lesson_controller_events_at_end (CairnLessonController *self)
{
  g_return_val_if_fail (CAIRN_IS_LESSON_CONTROLLER (self), 0);

  if (self->index < 0 || !self->borrowed || self->pending || self->plan.moment >= self->plan.total ||
      !searches_match (self))
    return 0;
  return self->plan.total;
}

const CairnLessonPlan *
cairn_lesson_controller_get_plan (CairnLessonController *self)
{
  g_return_val_if_fail (CAIRN_IS_LESSON_CONTROLLER (self), NULL);
  return self->index >= 0 ? &self->plan : NULL;
}

CairnLessonPanel *
cairn_lesson_controller_get_panel (CairnLessonController *self)
{
  g_return_val_if_fail (CAIRN_IS_LESSON_CONTROLLER (self), NULL);
  return panel (self);
}

/* Actions */

static void
action_lessons (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  CairnLessonController *self = user_data;

  if (cairn_lesson_controller_is_open (self))
    cairn_lesson_controller_close (self);
  else
    /* The card last seen, loaded afresh: closing put the user's own
     * position back in its place. */
    cairn_lesson_controller_load (self, (guint) MAX (self->index, 0));
}

static void
action_next (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  cairn_lesson_controller_next (user_data);
}

static void
action_previous (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  cairn_lesson_controller_previous (user_data);
}

static void
action_replay (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  cairn_lesson_controller_restart (user_data);
}

static void
action_load (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  guint32 index = g_variant_get_uint32 (parameter);

  /* The menu of cards offers only cards there are; anything else is
   * ignored, as a disabled action would be. */
  if (index < cairn_lessons_get_n ())
    cairn_lesson_controller_load (user_data, index);
}

static void
cairn_lesson_controller_dispose (GObject *object)
{
  CairnLessonController *self = CAIRN_LESSON_CONTROLLER (object);

  g_clear_handle_id (&self->wait_id, g_source_remove);
  g_clear_pointer (&self->searches, cairn_window_searches_free);
  g_clear_pointer (&self->search_style, g_free);
  g_clear_pointer (&self->engine_parts, g_free);
  if (self->window != NULL)
    {
      if (self->settle_id != 0)
        gtk_widget_remove_tick_callback (GTK_WIDGET (self->window), self->settle_id);
      self->settle_id = 0;
      stop_split_tick (self);
      /* The actions call back into this controller: out of the window's
       * map with it. */
      for (guint i = 0; i < G_N_ELEMENTS (self->actions); i++)
        if (self->actions[i] != NULL)
          g_action_map_remove_action (G_ACTION_MAP (self->window),
                                      g_action_get_name (G_ACTION (self->actions[i])));
      self->window = NULL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (self->actions); i++)
    g_clear_object (&self->actions[i]);
  G_OBJECT_CLASS (cairn_lesson_controller_parent_class)->dispose (object);
}

static void
cairn_lesson_controller_class_init (CairnLessonControllerClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cairn_lesson_controller_dispose;
}

static void
cairn_lesson_controller_init (CairnLessonController *self)
{
  self->index = -1;
}

CairnLessonController *
cairn_lesson_controller_new (CairnWindow *window)
{
  static const GActionEntry entries[] = {
    { "lessons", action_lessons, NULL, NULL, NULL, { 0 } },
    { "lesson-next", action_next, NULL, NULL, NULL, { 0 } },
    { "lesson-previous", action_previous, NULL, NULL, NULL, { 0 } },
    { "lesson-replay", action_replay, NULL, NULL, NULL, { 0 } },
    { "lesson-load", action_load, "u", NULL, NULL, { 0 } },
  };
  CairnLessonController *self;

  g_return_val_if_fail (CAIRN_IS_WINDOW (window), NULL);

  self = g_object_new (CAIRN_TYPE_LESSON_CONTROLLER, NULL);
  self->window = window;
  /* The window's own "win." actions, as the card's buttons and the keys
   * name them (in the order of ACTION_*). */
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      const GVariantType *type = entries[i].parameter_type ? G_VARIANT_TYPE (entries[i].parameter_type) : NULL;

      self->actions[i] = g_simple_action_new (entries[i].name, type);
      g_signal_connect (self->actions[i], "activate", G_CALLBACK (entries[i].activate), self);
      g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (self->actions[i]));
    }
  gtk_widget_set_visible (lesson_panel (self), FALSE);
  update_lesson_actions (self);
  return self;
}
