/* cairn-window.c — the main window: editing, stepping and comparing.
 *
 * The window owns one comparison (cairn-comparison.h): the stepper with
 * the two searches, the moment shown, the decisive analysis.  Each pane records
 * its search's events as they happen; what the panes show is "the first
 * `shown` events", so Step Back and the timeline only move that moment and
 * never touch the searches.
 *
 * Its parts are widgets or objects of their own, composed here: the
 * position editor, the settings panel, the navigation bar, the summary
 * banner, the navigation, the room, the tablebase line, the timeline
 * row, the lessons (cairn-lesson-controller.c) and the panes' selections
 * across (cairn-cross-selection.c).  Still over 1,200 lines (1,440)
 * because the wiring between them lives here: only the search a changed
 * setting or mode concerns starts again, the stepping actions and the
 * scenario in and out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-game-pages.h"
#include "cairn-games.h"
#include "cairn-legend-view.h"
#include "cairn-navigation.h"
#include "cairn-navigation-bar.h"
#include "cairn-reaper.h"
#include "cairn-settings-panel.h"
#include "cairn-settings-range.h"
#include "cairn-window-study.h"
#include "cairn-window-shortcuts.h"
#include "cairn-window-private.h"
#include "cairn-wheel-guard.h"

G_DEFINE_FINAL_TYPE (CairnWindow, cairn_window, GTK_TYPE_APPLICATION_WINDOW)

static void update_view (CairnWindow *self);

static CairnPane *
pane (CairnWindow *self,
      guint        index)
{
  return index == 0 ? self->left_pane : self->right_pane;
}

static CairnStepper *
stepper (CairnWindow *self)
{
  return cairn_comparison_get_stepper (self->comparison);
}

/* Events shown in each pane (lockstep). */
static guint
moment (CairnWindow *self)
{
  return cairn_comparison_get_moment (self->comparison);
}

/* Where a game's position is kept in positions[]: its place in the
 * registry. */
static guint
game_index (const CairnGame *game)
{
  const CairnGame * const *games = cairn_games_list ();

  for (guint i = 0; games[i] != NULL && i < CAIRN_WINDOW_N_GAME_POSITIONS; i++)
    if (games[i] == game)
      return i;
  return 0;
}

static const CairnGame *
current_game (CairnWindow *self)
{
  return cairn_position_game (&self->position);
}

static guint
n_recorded (CairnWindow *self)
{
  return MAX (cairn_pane_get_n_recorded (self->left_pane),
              cairn_pane_get_n_recorded (self->right_pane));
}

static gboolean
has_searches (CairnWindow *self)
{
  return cairn_stepper_get_n_searches (stepper (self)) > 0;
}

/* A pane's log has not caught up with its search yet. */
static gboolean
behind (CairnWindow *self)
{
  return cairn_pane_is_behind (self->left_pane) || cairn_pane_is_behind (self->right_pane);
}

/* Everything there is has been computed and is shown. */
static gboolean
at_end (CairnWindow *self)
{
  return !has_searches (self) ||
         (cairn_stepper_is_finished (stepper (self)) && !behind (self) &&
          moment (self) >= n_recorded (self));
}

/* The stepper's share of a 16 ms frame, the logs having theirs. */
#define STEPPER_BUDGET_US 2500

static guint
current_rate (CairnWindow *self)
{
  return cairn_navigation_bar_get_rate (self->navigation_bar);
}

/* The engine parts the searches use (cairn_settings_panel_get_engine_parts()). */
guint
cairn_window_engine_parts (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), 0);
  return cairn_settings_panel_get_engine_parts (self->settings_panel);
}

static void
read_settings (CairnWindow *self,
               CairnSettings *settings,
               guint          index)
{
  cairn_settings_panel_read (self->settings_panel, settings);
  settings->mode = cairn_pane_get_mode (pane (self, index));
}

static void
update_actions (CairnWindow *self)
{
  gboolean legal = self->position_error_text == NULL && self->game_over_text == NULL;
  gboolean busy = cairn_stepper_is_busy (stepper (self));
  gboolean more = legal && !at_end (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.step", more);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.step-back", moment (self) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.run-pause", busy || more);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.finish", more);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.reset", moment (self) > 0 || busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.export", moment (self) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.jump",
                                 cairn_summary_banner_get_warning (self->summary_banner) != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->timeline), n_recorded (self) > 0);
  cairn_navigation_update_actions (self->navigation);

  g_object_set (self->navigation_bar, "running", busy && !self->finishing, NULL);
}

static gboolean catch_up_tick (GtkWidget     *widget,
                               GdkFrameClock *clock,
                               gpointer       user_data);

/* The logs record a few milliseconds of events per call; what is left
 * follows once a frame, so the main loop never waits for a whole search. */
static void
on_stepper_progress (CairnWindow *self)
{
  gboolean more = cairn_pane_sync (self->left_pane);

  more = cairn_pane_sync (self->right_pane) || more;
  if (cairn_comparison_get_live (self->comparison))
    cairn_comparison_set_moment (self->comparison, n_recorded (self));
  update_view (self);
  if (more && self->catch_up_id == 0)
    self->catch_up_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), catch_up_tick, NULL, NULL);
}

static gboolean
catch_up_tick (GtkWidget     *widget,
               GdkFrameClock *clock,
               gpointer       user_data)
{
  CairnWindow *self = CAIRN_WINDOW (widget);

  if (!behind (self))
    {
      self->catch_up_id = 0;
      return G_SOURCE_REMOVE;
    }
  /* A running stepper records and shows its progress after each of its
   * dispatches: doing it again in the frame only made the frame longer. */
  if (cairn_stepper_is_busy (stepper (self)))
    return G_SOURCE_CONTINUE;
  on_stepper_progress (self);
  return G_SOURCE_CONTINUE;
}

static void
on_stepper_finished (CairnWindow *self)
{
  if (self->finishing)
    {
      self->finishing = FALSE;
      cairn_stepper_set_rate (stepper (self), current_rate (self));
    }
  update_actions (self);
}

static void
stop_running (CairnWindow *self)
{
  cairn_stepper_pause (stepper (self));
  if (self->finishing)
    {
      self->finishing = FALSE;
      cairn_stepper_set_rate (stepper (self), current_rate (self));
    }
}

/* A sentence above the panes on what the window just did by itself (NULL
 * hides it): anything that builds new searches says it no longer holds. */
void
cairn_window_set_status (CairnWindow *self,
                         const char  *text)
{
  gtk_label_set_text (self->status_message, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_message), text != NULL);
}

/* The tablebase's and the engine's row shows when either line does (a
 * row with neither would still cost the column its spacing), and not
 * under a lesson card: the card gives the tablebase's verdict on both
 * panes' moves itself, and at 1366×768 the trees need the room. */
static void
verdict_row_update (CairnWindow *self)
{
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->tablebase_line)),
                          !gtk_widget_get_visible (self->lesson_panel) &&
                          (gtk_widget_get_visible (GTK_WIDGET (self->tablebase_line)) ||
                           gtk_widget_get_visible (GTK_WIDGET (self->engine_line))));
}

/* New searches for the current position and settings: the old ones are
 * dropped (the panes let go of them first). */
static void
rebuild_searches (CairnWindow *self)
{
  cairn_window_set_status (self, NULL);
  stop_running (self);
  cairn_pane_set_search (self->left_pane, NULL);
  cairn_pane_set_search (self->right_pane, NULL);
  cairn_comparison_clear (self->comparison);
  cairn_navigation_reset (self->navigation);
  cairn_tablebase_line_update (self->tablebase, &self->position, self->position_error_text == NULL, FALSE);

  cairn_engine_line_set_position (self->engine_line,
                                  self->position_error_text == NULL && self->game_over_text == NULL
                                  ? &self->position : NULL);
  if (self->position_error_text == NULL && self->game_over_text == NULL)
    for (guint i = 0; i < 2; i++)
      {
        CairnSettings settings;
        CairnSearch *search;

        read_settings (self, &settings, i);
        /* Between a scenario's settings and its position (another
         * game's), the depth limit may not suit this game yet. */
        if (!cairn_settings_validate (&settings, current_game (self), NULL))
          break;
        search = cairn_search_new (&self->position, &settings, TRUE);
        cairn_comparison_add_search (self->comparison, search);
        cairn_pane_set_search (pane (self, i), search);
      }
  update_view (self);
}

/* Best moves of both panes once both searches are finished.  The outcome
 * stays while the timeline looks back: it is still what the searches
 * found, and the panes stay put (hiding and showing the summary and the
 * banner each time the timeline left or reached its end moved both
 * panes and laid the whole window out again, 6 ms of a scrub frame). */
static gboolean
compare (CairnWindow   *self,
         CairnCounters *left,
         CairnCounters *right)
{
  CairnCounters *out[2] = { left, right };

  for (guint i = 0; i < 2; i++)
    {
      const CairnSearch *search = cairn_pane_get_search (pane (self, i));

      if (search == NULL || !cairn_search_is_done (search) || cairn_pane_is_behind (pane (self, i)))
        return FALSE;
      *out[i] = *cairn_search_get_counters (search);
    }
  return TRUE;
}

/* The summary and the banner say how the searches ended, once both are
 * done; the navigation names the decisive prune under the banner. */
static void
update_summary (CairnWindow *self)
{
  CairnCounters l, r;
  const CairnMode modes[2] = { cairn_pane_get_mode (self->left_pane), cairn_pane_get_mode (self->right_pane) };

  cairn_navigation_update_banner (self->navigation, NULL);
  if (self->game_over_text != NULL)
    cairn_summary_banner_show_text (self->summary_banner, self->game_over_text);
  else if (!compare (self, &l, &r))
    cairn_summary_banner_clear (self->summary_banner);
  else
    {
      cairn_summary_banner_show_outcome (self->summary_banner, &self->position, modes, &l, &r,
                                         moment (self) < n_recorded (self));
      cairn_navigation_update_banner (self->navigation, cairn_summary_banner_get_warning (self->summary_banner));
    }
}

/* Where a lesson card stops its searches short of their end, the events
 * at their end; else 0 (and while the window is being made or torn
 * down, without its lessons). */
static guint64
lesson_events_at_end (CairnWindow *self)
{
  return self->lessons != NULL ? cairn_lesson_controller_events_at_end (self->lessons) : 0;
}

/* The timeline row: the moment shown of the events recorded, and where a
 * lesson card stops the searches short of their end. */
static void
update_timeline (CairnWindow *self)
{
  /* Not while the window is made or torn down. */
  if (self->timeline_row == NULL)
    return;
  cairn_timeline_show (self->timeline_row, moment (self), n_recorded (self),
                       has_searches (self) && cairn_stepper_is_finished (stepper (self)) && !behind (self),
                       lesson_events_at_end (self));
}

/* The legend lists the marks both trees draw now; before there are any,
 * what the panes' modes can draw. */
static void
update_legend (CairnWindow *self)
{
  guint32 marks = 0;

  if (!gtk_widget_get_visible (GTK_WIDGET (self->legend_popover)))
    return;
  for (guint i = 0; i < 2; i++)
    marks |= cairn_tree_view_get_used_marks (cairn_pane_get_tree_view (pane (self, i)));
  if (marks == 0)
    for (guint i = 0; i < 2; i++)
      marks |= cairn_painter_mode_marks (cairn_pane_get_mode (pane (self, i)), 0) |
               cairn_painter_engine_part_marks (cairn_window_engine_parts (self), cairn_pane_get_mode (pane (self, i)));
  cairn_legend_view_set_marks (CAIRN_LEGEND_VIEW (self->legend_view), current_game (self), marks);
}

static void
update_view (CairnWindow *self)
{
  cairn_pane_show_moment (self->left_pane, moment (self));
  cairn_pane_show_moment (self->right_pane, moment (self));
  update_timeline (self);
  update_summary (self);
  update_actions (self);
  update_legend (self);
}

static void show_position (CairnWindow *self);

/* A position from elsewhere (a file, a preset, the other game): the
 * editor shows it (it brings its own castling rights) and it is judged. */
static void
position_changed (CairnWindow *self)
{
  cairn_position_editor_set_position (self->position_editor, &self->position);
  show_position (self);
}

/* Judges the edited position: an illegal one is kept as edited, its
 * reason shown, and searching disabled until it is fixed.  A game that is
 * already over is said to be so, under the board and above the panes,
 * instead of searching it for a move that does not exist. */
static void
show_position (CairnWindow *self)
{
  g_autoptr (GError) error = NULL;
  const char *status;

  g_clear_pointer (&self->position_error_text, g_free);
  g_clear_pointer (&self->game_over_text, g_free);
  if (!cairn_position_validate (&self->position, &error))
    self->position_error_text = g_strdup (error->message);
  else
    self->game_over_text = cairn_position_describe_game_over (&self->position);
  status = self->position_error_text ? self->position_error_text : self->game_over_text;
  gtk_label_set_text (self->position_error, status ? status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->position_error), status != NULL);
  if (self->position_error_text != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (self->position_error), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->position_error), "error");
  /* The empty trees say why there is nothing to step through. */
  cairn_pane_set_placeholder (self->left_pane, status);
  cairn_pane_set_placeholder (self->right_pane, status);

  self->positions[game_index (current_game (self))] = self->position;
  rebuild_searches (self);
}

/* The settings follow the game of the current position (the editor's
 * switch and page follow the position itself:
 * cairn_position_editor_set_position()). */
static void
show_game (CairnWindow *self)
{
  cairn_settings_panel_set_game (self->settings_panel, current_game (self));
}

/* The editor shows the edit already; the window judges it. */
static void
on_position_edited (CairnWindow *self)
{
  cairn_position_editor_get_position (self->position_editor, &self->position);
  show_position (self);
}

/* Each game keeps its own position: switching back finds it as left. */
static void
on_game_chosen (CairnWindow     *self,
                const CairnGame *game)
{
  if (self->updating || game == current_game (self))
    return;
  self->positions[game_index (current_game (self))] = self->position;
  self->position = self->positions[game_index (game)];
  g_settings_set_string (self->settings, "game", game->id);
  show_game (self);
  /* The depth limit may have come down to the game's deepest. */
  {
    CairnSettings settings;

    cairn_settings_panel_read (self->settings_panel, &settings);
    g_settings_set_int (self->settings, "depth", (int) settings.depth);
  }
  position_changed (self);
}

/* Stores the settings as they are now, for the next start. */
static void
remember_settings (CairnWindow *self)
{
  cairn_settings_panel_remember (self->settings_panel);
  g_settings_set_string (self->settings, "left-mode", cairn_mode_to_string (cairn_pane_get_mode (self->left_pane)));
  g_settings_set_string (self->settings, "right-mode", cairn_mode_to_string (cairn_pane_get_mode (self->right_pane)));
}

/* Whether the searches under way are worth keeping when a setting
 * changes: both are there and have begun. */
static gboolean
searches_begun (CairnWindow *self)
{
  return cairn_stepper_get_n_searches (stepper (self)) == 2 &&
         (n_recorded (self) > 0 || cairn_stepper_is_busy (stepper (self)));
}

/* Starts pane @index's search again with @settings; the other pane's goes
 * on untouched and the new one catches up with it, so the two stay in
 * step. */
static void
restart_pane (CairnWindow         *self,
              guint                index,
              const CairnSettings *settings)
{
  CairnSearch *search = cairn_search_new (&self->position, settings, TRUE);

  cairn_window_set_status (self, NULL);
  cairn_pane_set_search (pane (self, index), NULL);
  cairn_comparison_replace_search (self->comparison, index, search);
  cairn_pane_set_search (pane (self, index), search);
  /* The decisive prune was the old search's. */
  cairn_navigation_reset (self->navigation);
  update_view (self);
}

/* A search setting changed: only the searches it changes start again.  A
 * pane whose mode has no use for it (plain alpha-beta has none for R, the
 * horizon guard, the probe window or the null-move rule) keeps its search
 * and where it had got to. */
static void
on_settings_changed (CairnWindow *self)
{
  CairnSettings settings[2];
  gboolean changed[2];
  g_autofree char *text = NULL;

  if (self->updating)
    return;
  remember_settings (self);
  if (!searches_begun (self) || self->position_error_text != NULL || self->game_over_text != NULL)
    {
      rebuild_searches (self);
      return;
    }
  for (guint i = 0; i < 2; i++)
    {
      const CairnSearch *search = cairn_stepper_get_search (stepper (self), i);

      read_settings (self, &settings[i], i);
      changed[i] = !cairn_position_equal (cairn_search_get_position (search), &self->position) ||
                   !cairn_settings_same_search (cairn_search_get_settings (search), &settings[i],
                                                current_game (self));
    }
  if ((changed[0] && changed[1]) ||
      !cairn_settings_validate (&settings[0], current_game (self), NULL) ||
      !cairn_settings_validate (&settings[1], current_game (self), NULL))
    {
      rebuild_searches (self);
      return;
    }
  for (guint i = 0; i < 2; i++)
    if (!changed[i])
      /* Its captions and exports say what the window now shows. */
      cairn_search_adopt_settings (cairn_stepper_get_search (stepper (self), i), &settings[i]);
  if (!changed[0] && !changed[1])
    return;
  restart_pane (self, changed[0] ? 0 : 1, &settings[changed[0] ? 0 : 1]);
  if (changed[0])
    text = g_strdup_printf (_("Only the left pane’s search (%s) uses this setting: it started again and catches up with the right pane’s, which goes on unchanged."),
                            cairn_mode_to_name (settings[0].mode));
  else
    text = g_strdup_printf (_("Only the right pane’s search (%s) uses this setting: it started again and catches up with the left pane’s, which goes on unchanged."),
                            cairn_mode_to_name (settings[1].mode));
  cairn_window_set_status (self, text);
}

/* One pane's mode changed once the searches have begun: only that pane
 * starts again (restart_pane()); a sentence says so. */
static void
on_pane_mode_changed (CairnWindow *self,
                      guint        index)
{
  CairnSettings settings;
  const char *mode;
  g_autofree char *text = NULL;

  if (self->updating)
    return;
  remember_settings (self);
  read_settings (self, &settings, index);
  if (!searches_begun (self) || !cairn_settings_validate (&settings, current_game (self), NULL))
    {
      /* Nothing to keep yet. */
      rebuild_searches (self);
      return;
    }
  restart_pane (self, index, &settings);

  mode = cairn_mode_to_name (settings.mode);
  if (index == 0)
    text = g_strdup_printf (_("The left pane now searches with %s: its search started again and catches up with the right pane’s, which goes on unchanged."),
                            mode);
  else
    text = g_strdup_printf (_("The right pane now searches with %s: its search started again and catches up with the left pane’s, which goes on unchanged."),
                            mode);
  cairn_window_set_status (self, text);
}

static void
on_left_mode_changed (CairnWindow *self)
{
  on_pane_mode_changed (self, 0);
}

static void
on_right_mode_changed (CairnWindow *self)
{
  on_pane_mode_changed (self, 1);
}

static void
on_speed_changed (CairnWindow *self)
{
  guint speed = 0;

  if (!self->finishing)
    cairn_stepper_set_rate (stepper (self), current_rate (self));
  g_object_get (self->navigation_bar, "speed", &speed, NULL);
  g_settings_set_int (self->settings, "speed", (int) speed);
}

/* The board editor and both trees name their squares, or none does. */
static void
on_square_names_toggled (CairnWindow *self)
{
  gboolean on = gtk_check_button_get_active (self->square_names);

  cairn_position_editor_set_show_numbers (self->position_editor, on);
  for (guint i = 0; i < 2; i++)
    cairn_tree_view_set_square_names (cairn_pane_get_tree_view (pane (self, i)), on);
}

/* The user moved the timeline's slider. */
static void
on_moment_chosen (CairnWindow *self,
                  guint        n_events)
{
  if (self->updating)
    return;
  stop_running (self);
  cairn_window_set_moment (self, n_events);
}

/* Actions */

static void
action_step (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);

  /* Stop a run, but keep steps clicked before this one and not yet
   * taken: brisk clicks must each advance one event. */
  if (cairn_stepper_is_running (stepper (self)) || self->finishing)
    stop_running (self);
  if (moment (self) < n_recorded (self))
    cairn_window_set_moment (self, moment (self) + 1);
  else
    {
      cairn_comparison_set_live (self->comparison, TRUE);
      cairn_stepper_step (stepper (self), 1);
    }
  update_actions (self);
}

static void
action_step_back (GtkWidget  *widget,
                  const char *name,
                  GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);

  stop_running (self);
  if (moment (self) > 0)
    cairn_window_set_moment (self, moment (self) - 1);
}

static void
action_run_pause (GtkWidget  *widget,
                  const char *name,
                  GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);

  if (cairn_stepper_is_busy (stepper (self)) && !self->finishing)
    stop_running (self);
  else if (cairn_stepper_is_finished (stepper (self)))
    /* Everything is computed: running only replays to the end. */
    cairn_window_set_moment (self, n_recorded (self));
  else
    {
      /* Run continues from the searches' front, not from a moment
       * scrubbed back to. */
      stop_running (self);
      cairn_window_set_moment (self, n_recorded (self));
      cairn_comparison_set_live (self->comparison, TRUE);
      cairn_stepper_run (stepper (self));
    }
  update_actions (self);
}

static void
action_finish (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);

  stop_running (self);
  cairn_comparison_set_live (self->comparison, TRUE);
  if (cairn_stepper_is_finished (stepper (self)))
    {
      cairn_window_set_moment (self, n_recorded (self));
      return;
    }
  /* The panes go to the front with the window now: the stepper's first
   * round, which would show it, is an idle and may come frames later. */
  cairn_window_set_moment (self, n_recorded (self));
  self->finishing = TRUE;
  cairn_stepper_set_rate (stepper (self), 0);
  cairn_stepper_run (stepper (self));
  update_actions (self);
}

static void
action_reset (GtkWidget  *widget,
              const char *name,
              GVariant   *parameter)
{
  rebuild_searches (CAIRN_WINDOW (widget));
}

static void
action_preset (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);
  CairnScenario scenario;

  cairn_window_get_scenario (self, &scenario);
  if (cairn_game_pages_preset (g_variant_get_string (parameter, NULL), &scenario))
    cairn_window_set_scenario (self, &scenario);
  else
    cairn_window_set_position (self, &scenario.position);
}

/* Both trees to the same root move: the one the warning's button names. */
static void
action_jump (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);
  guint which = MIN (g_variant_get_uint32 (parameter), 1);
  int move = cairn_summary_banner_get_jump_move (self->summary_banner, which);
  CairnMove line;

  if (move < 0)
    return;
  line = (CairnMove) move;
  for (guint i = 0; i < 2; i++)
    {
      const CairnTree *tree = cairn_pane_get_tree (pane (self, i));

      if (tree != NULL)
        cairn_pane_select_node (pane (self, i), cairn_tree_find_line (tree, &line, 1));
    }
}

static void
action_zoom (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);
  /* At the same scale, zooming the left tree zooms the right one too. */
  guint n_views = cairn_scale_link_get_active (self->scale_link) && !g_str_equal (name, "win.fit") ? 1 : 2;

  for (guint i = 0; i < n_views; i++)
    {
      CairnTreeView *view = cairn_pane_get_tree_view (pane (self, i));

      if (g_str_equal (name, "win.zoom-in"))
        cairn_tree_view_zoom_in (view);
      else if (g_str_equal (name, "win.zoom-out"))
        cairn_tree_view_zoom_out (view);
      else if (g_str_equal (name, "win.zoom-reset"))
        cairn_tree_view_zoom_reset (view);
      else
        cairn_tree_view_fit (view);
    }
}

/* Both trees onto their selected nodes, each at a readable scale, and at
 * one scale when the trees keep the same scale. */
static void
action_left_column (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);

  gtk_toggle_button_set_active (self->left_column_button,
                                !gtk_toggle_button_get_active (self->left_column_button));
}

static void
action_zoom_to_selection (GtkWidget  *widget,
                          const char *name,
                          GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);
  double scale = 0;

  if (cairn_scale_link_get_active (self->scale_link))
    for (guint i = 0; i < 2; i++)
      scale = MAX (scale, cairn_tree_view_get_readable_scale (cairn_pane_get_tree_view (pane (self, i))));
  for (guint i = 0; i < 2; i++)
    {
      CairnPane *p = pane (self, i);

      cairn_tree_view_zoom_to_node (cairn_pane_get_tree_view (p),
                                    cairn_view_state_get_selected_node (cairn_pane_get_view_state (p)),
                                    scale);
    }
}

static void
action_files (GtkWidget  *widget,
              const char *name,
              GVariant   *parameter)
{
  CairnWindow *self = CAIRN_WINDOW (widget);

  if (g_str_equal (name, "win.open"))
    cairn_window_open_scenario (self);
  else if (g_str_equal (name, "win.save"))
    cairn_window_save_scenario (self);
  else
    cairn_window_export_figure (self);
}

/* Settings */

static void
load_settings (CairnWindow *self)
{
  g_autofree char *left = g_settings_get_string (self->settings, "left-mode");
  g_autofree char *right = g_settings_get_string (self->settings, "right-mode");
  CairnMode mode;
  int split = cairn_settings_get_int_within (self->settings, "split-position", -1, 16384);

  self->updating = TRUE;
  show_game (self);
  cairn_settings_panel_load (self->settings_panel);
  if (cairn_mode_parse (left, &mode, NULL))
    cairn_pane_set_mode (self->left_pane, mode);
  if (cairn_mode_parse (right, &mode, NULL))
    cairn_pane_set_mode (self->right_pane, mode);
  g_object_set (self->navigation_bar, "speed",
                (guint) cairn_settings_get_int_within (self->settings, "speed", 0,
                                                       CAIRN_NAVIGATION_BAR_SPEED_MAX), NULL);
  self->updating = FALSE;

  gtk_window_set_default_size (GTK_WINDOW (self),
                               cairn_settings_get_int_within (self->settings, "window-width", 320, 16384),
                               cairn_settings_get_int_within (self->settings, "window-height", 240, 16384));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
  if (split >= 0)
    gtk_paned_set_position (self->split, split);
}

static gboolean
cairn_window_close_request (GtkWindow *window)
{
  CairnWindow *self = CAIRN_WINDOW (window);
  int width, height;

  /* The user's own settings and divider are remembered, not a lesson's. */
  cairn_lesson_controller_close (self->lessons);
  gtk_window_get_default_size (window, &width, &height);
  /* Within the schema's ranges, or GSettings refuses with a warning. */
  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", CLAMP (width, 320, 16384));
      g_settings_set_int (self->settings, "window-height", CLAMP (height, 240, 16384));
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  g_settings_set_int (self->settings, "split-position", CLAMP (gtk_paned_get_position (self->split), -1, 16384));
  stop_running (self);
  return GTK_WINDOW_CLASS (cairn_window_parent_class)->close_request (window);
}

/* gtk_window_destroy() unrealizes the window even while a file chooser
 * (which holds its transient parent) keeps it alive: close that here. */
static void
cairn_window_unrealize (GtkWidget *widget)
{
  cairn_window_close_chooser (CAIRN_WINDOW (widget));
  GTK_WIDGET_CLASS (cairn_window_parent_class)->unrealize (widget);
}

/* Disconnects every handler of the window from @widget and all inside it. */
static void
forget_window (GtkWidget   *widget,
               CairnWindow *self)
{
  g_signal_handlers_disconnect_by_data (widget, self);
  if (GTK_IS_SPIN_BUTTON (widget))
    g_signal_handlers_disconnect_by_data (gtk_spin_button_get_adjustment (GTK_SPIN_BUTTON (widget)), self);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    forget_window (child, self);
}

static void
cairn_window_dispose (GObject *object)
{
  CairnWindow *self = CAIRN_WINDOW (object);
  GPtrArray *searches = NULL;

  if (self->catch_up_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->catch_up_id);
      self->catch_up_id = 0;
    }
  /* Stopped for good: pausing leaves a search that is catching up its
   * idle source, which the main loop would dispatch after this. */
  if (self->comparison != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->comparison, self);
      cairn_navigation_stop (self->navigation);
      searches = cairn_comparison_take_searches (self->comparison);
    }
  /* Not cairn_pane_set_search (NULL): the panes let go of their
   * searches and logs here, and are torn down later. */
  if (self->left_pane != NULL)
    {
      /* A pane may outlive the window (whoever else holds it): neither it
       * nor its view state nor its tree calls back into the window, nor
       * into the window's parts. */
      g_clear_object (&self->cross_selection);
      for (guint i = 0; i < 2; i++)
        {
          g_signal_handlers_disconnect_by_data (pane (self, i), self);
          g_signal_handlers_disconnect_by_data (cairn_pane_get_view_state (pane (self, i)), self);
          g_signal_handlers_disconnect_by_data (cairn_pane_get_tree_view (pane (self, i)), self);
        }
      cairn_pane_let_go (self->left_pane);
      cairn_pane_let_go (self->right_pane);
    }
  /* The sidebar (the two board editors, every setting) and the lesson
   * panel are only taken out of the window here, and torn down each in an
   * idle of its own after it (cairn_unref_later()), so closing is not one
   * long stall.  Nothing of them calls back into the window. */
  if (self->position_editor != NULL)
    {
      GtkWidget *later[] = {
        gtk_widget_get_ancestor (GTK_WIDGET (self->position_editor), GTK_TYPE_SCROLLED_WINDOW),
        self->lesson_panel,
      };

      for (guint i = 0; i < G_N_ELEMENTS (later); i++)
        {
          forget_window (later[i], self);
          cairn_unref_later (g_object_ref (later[i]));
        }
    }
  cairn_window_close_chooser (self);
  cairn_window_files_dispose (self->files);
  cairn_window_study_dispose (self);
  g_clear_object (&self->lessons);
  g_clear_object (&self->tablebase);
  g_clear_object (&self->room);
  g_clear_object (&self->timeline_row);
  gtk_widget_dispose_template (GTK_WIDGET (self), CAIRN_TYPE_WINDOW);
  /* Let go by the panes: the searches (the 550,000-node tree among them)
   * are freed off the main loop.  The stepper goes here, on the main
   * thread: a GObject unreffed on the reaper's thread was disposed there
   * while the main loop could still be dispatching its source (a search
   * catching up), which then took a reference to a finalized stepper. */
  cairn_reap (searches, (GDestroyNotify) g_ptr_array_unref);
  g_clear_object (&self->comparison);
  g_clear_object (&self->scale_link);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (cairn_window_parent_class)->dispose (object);
}

static void
cairn_window_finalize (GObject *object)
{
  CairnWindow *self = CAIRN_WINDOW (object);

  g_free (self->position_error_text);
  g_free (self->game_over_text);
  g_clear_pointer (&self->files, cairn_window_files_free);
  g_clear_object (&self->navigation);
  G_OBJECT_CLASS (cairn_window_parent_class)->finalize (object);
}

static void
cairn_window_class_init (CairnWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = cairn_window_dispose;
  object_class->finalize = cairn_window_finalize;
  window_class->close_request = cairn_window_close_request;
  widget_class->unrealize = cairn_window_unrealize;

  g_type_ensure (CAIRN_TYPE_POSITION_EDITOR);
  g_type_ensure (CAIRN_TYPE_SETTINGS_PANEL);
  g_type_ensure (CAIRN_TYPE_NAVIGATION_BAR);
  g_type_ensure (CAIRN_TYPE_SUMMARY_BANNER);
  g_type_ensure (CAIRN_TYPE_PANE);
  g_type_ensure (CAIRN_TYPE_LEGEND_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, left_column_button);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, main_scroller);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, position_editor);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, position_error);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, square_names);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, settings_panel);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, navigation_bar);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, summary_banner);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, tablebase_line);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, status_message);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, timeline);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, timeline_adjustment);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, timeline_label);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, same_scale);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, split);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, left_pane);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, right_pane);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, legend_button);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, legend_popover);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, legend_view);
  gtk_widget_class_bind_template_child (widget_class, CairnWindow, lesson_panel);
  /* The template holds the card (its id "lesson_panel"). */
  g_type_ensure (CAIRN_TYPE_LESSON_PANEL);
  cairn_window_study_class_init (widget_class);
  cairn_window_files_class_init (widget_class);
  cairn_navigation_install_actions (widget_class);

  gtk_widget_class_install_action (widget_class, "win.step", NULL, action_step);
  gtk_widget_class_install_action (widget_class, "win.step-back", NULL, action_step_back);
  gtk_widget_class_install_action (widget_class, "win.run-pause", NULL, action_run_pause);
  gtk_widget_class_install_action (widget_class, "win.finish", NULL, action_finish);
  gtk_widget_class_install_action (widget_class, "win.reset", NULL, action_reset);
  gtk_widget_class_install_action (widget_class, "win.preset", "s", action_preset);
  gtk_widget_class_install_action (widget_class, "win.jump", "u", action_jump);
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.zoom-reset", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.fit", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "win.zoom-to-selection", NULL, action_zoom_to_selection);
  gtk_widget_class_install_action (widget_class, "win.left-column", NULL, action_left_column);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, action_files);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, action_files);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, action_files);
}

static void
cairn_window_init (CairnWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->files = cairn_window_files_new ();
  self->lessons = cairn_lesson_controller_new (self);
  self->timeline_row = cairn_timeline_new (self->timeline_adjustment, self->timeline_label);
  cairn_wheel_guard_attach (self->sidebar);
  g_object_bind_property (self->left_column_button, "active", self->sidebar, "visible",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);

  gtk_paned_set_resize_start_child (self->split, TRUE);
  gtk_paned_set_resize_end_child (self->split, TRUE);
  cairn_pane_set_title (self->left_pane, _("Left"));
  cairn_pane_set_title (self->right_pane, _("Right"));

  self->comparison = cairn_comparison_new ();
  self->navigation = cairn_navigation_new (self, self->comparison, self->left_column_button, self->summary_banner);
  /* Its share of a frame: see LOG_SYNC_BUDGET_US in cairn-pane.c. */
  cairn_stepper_set_budget_us (stepper (self), STEPPER_BUDGET_US);
  g_signal_connect_swapped (self->comparison, "progress", G_CALLBACK (on_stepper_progress), self);
  g_signal_connect_swapped (self->comparison, "finished", G_CALLBACK (on_stepper_finished), self);

  /* Each game starts from its own first position; the one remembered
   * in the settings is shown. */
  {
    const CairnGame * const *games = cairn_games_list ();
    g_autofree char *game_id = NULL;
    const CairnGame *game;

    for (guint i = 0; games[i] != NULL && i < G_N_ELEMENTS (self->positions); i++)
      cairn_position_init_game (&self->positions[i], games[i]);
    self->settings = g_settings_new (APPLICATION_ID);
    cairn_settings_panel_set_settings (self->settings_panel, self->settings);
    game_id = g_settings_get_string (self->settings, "game");
    game = cairn_games_lookup (game_id, NULL);
    self->position = self->positions[game_index (game ? game : cairn_games_default ())];
  }
  load_settings (self);
  self->engine_line = cairn_engine_line_new (self->settings);
  /* Beside the tablebase's line, in one row: what is true first, then an
   * engine's opinion. */
  gtk_widget_insert_after (GTK_WIDGET (self->engine_line),
                           gtk_widget_get_parent (GTK_WIDGET (self->tablebase_line)),
                           GTK_WIDGET (self->tablebase_line));
  g_signal_connect_object (self->tablebase_line, "notify::visible", G_CALLBACK (verdict_row_update),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->engine_line, "notify::visible", G_CALLBACK (verdict_row_update),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->lesson_panel, "notify::visible", G_CALLBACK (verdict_row_update),
                           self, G_CONNECT_SWAPPED);

  cairn_pane_pair_headers (self->left_pane, self->right_pane);
  self->scale_link = cairn_scale_link_new (cairn_pane_get_view_state (self->left_pane),
                                           cairn_pane_get_view_state (self->right_pane));
  g_settings_bind (self->settings, "same-scale", self->scale_link, "active", G_SETTINGS_BIND_DEFAULT);
  g_object_bind_property (self->scale_link, "active", self->same_scale, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);

  g_signal_connect_swapped (self->position_editor, "position-edited", G_CALLBACK (on_position_edited), self);
  g_signal_connect_swapped (self->position_editor, "game-chosen", G_CALLBACK (on_game_chosen), self);
  g_signal_connect_swapped (self->settings_panel, "changed", G_CALLBACK (on_settings_changed), self);
  g_signal_connect_swapped (self->left_pane, "notify::mode", G_CALLBACK (on_left_mode_changed), self);
  g_signal_connect_swapped (self->right_pane, "notify::mode", G_CALLBACK (on_right_mode_changed), self);
  g_signal_connect_swapped (self->navigation_bar, "notify::speed", G_CALLBACK (on_speed_changed), self);
  g_signal_connect_swapped (self->legend_popover, "show", G_CALLBACK (update_legend), self);
  /* A layout that lands after the last update changes what the trees draw. */
  for (guint i = 0; i < 2; i++)
    g_signal_connect_swapped (cairn_pane_get_tree_view (pane (self, i)), "marks-changed",
                              G_CALLBACK (update_legend), self);
  g_signal_connect_swapped (self->square_names, "notify::active", G_CALLBACK (on_square_names_toggled), self);
  g_settings_bind (self->settings, "square-names", self->square_names, "active", G_SETTINGS_BIND_DEFAULT);
  on_square_names_toggled (self);
  g_signal_connect_swapped (self->timeline_row, "moment-chosen", G_CALLBACK (on_moment_chosen), self);
  self->cross_selection = cairn_cross_selection_new (self->left_pane, self->right_pane);

  on_speed_changed (self);
  self->tablebase = cairn_tablebase_line_new (self->tablebase_line, self->settings);
  cairn_tablebase_line_update (self->tablebase, &self->position, self->position_error_text == NULL, TRUE);
  position_changed (self);
  cairn_window_shortcuts_init (GTK_WIDGET (self));
  self->room = cairn_room_new (self, &(CairnRoomParts) {
    .panes = { self->left_pane, self->right_pane },
    .main_scroller = self->main_scroller,
    .split = self->split,
    .lesson_panel = self->lesson_panel,
    .warning_banner = GTK_WIDGET (cairn_summary_banner_get_part (self->summary_banner, "warning_banner")),
    .summary = GTK_LABEL (cairn_summary_banner_get_part (self->summary_banner, "summary")),
    .tablebase_line = self->tablebase_line,
    .status_message = self->status_message,
    .engine_line = GTK_WIDGET (self->engine_line),
  });
}

CairnWindow *
cairn_window_new (GtkApplication *application)
{
  return g_object_new (CAIRN_TYPE_WINDOW, "application", application, NULL);
}

CairnPane *
cairn_window_get_pane (CairnWindow *self,
                       guint        index)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  g_return_val_if_fail (index < 2, NULL);
  return pane (self, index);
}

GtkWidget *
cairn_window_get_board (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  return GTK_WIDGET (cairn_position_editor_get_part (self->position_editor, "board"));
}

CairnStepper *
cairn_window_get_stepper (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  return stepper (self);
}

void
cairn_window_get_position (CairnWindow   *self,
                           CairnPosition *position)
{
  g_return_if_fail (CAIRN_IS_WINDOW (self));
  *position = self->position;
}

void
cairn_window_set_position (CairnWindow         *self,
                           const CairnPosition *position)
{
  g_return_if_fail (CAIRN_IS_WINDOW (self));
  g_return_if_fail (position != NULL);

  if (cairn_position_game (position) != current_game (self))
    self->positions[game_index (current_game (self))] = self->position;
  self->position = *position;
  {
    g_autofree char *stored = g_settings_get_string (self->settings, "game");

    if (g_strcmp0 (stored, current_game (self)->id) != 0)
      g_settings_set_string (self->settings, "game", current_game (self)->id);
  }
  show_game (self);
  position_changed (self);
}

void
cairn_window_get_scenario (CairnWindow   *self,
                           CairnScenario *scenario)
{
  CairnSettings s;

  g_return_if_fail (CAIRN_IS_WINDOW (self));

  read_settings (self, &s, 0);
  cairn_scenario_init_default (scenario);
  scenario->position = self->position;
  scenario->depth = s.depth;
  scenario->reduction = s.reduction;
  scenario->guard = s.guard;
  scenario->probe_window = s.probe_window;
  scenario->scoring = s.scoring;
  scenario->null_when = s.null_when;
  scenario->engine_parts = s.engine_parts;
  scenario->modes[0] = cairn_pane_get_mode (self->left_pane);
  scenario->modes[1] = cairn_pane_get_mode (self->right_pane);
}

void
cairn_window_set_scenario (CairnWindow         *self,
                           const CairnScenario *scenario)
{
  g_return_if_fail (CAIRN_IS_WINDOW (self));
  g_return_if_fail (scenario != NULL);

  cairn_settings_panel_set_scenario (self->settings_panel, scenario);
  self->updating = TRUE;
  cairn_pane_set_mode (self->left_pane, scenario->modes[0]);
  cairn_pane_set_mode (self->right_pane, scenario->modes[1]);
  self->updating = FALSE;
  /* Remember the loaded settings like edited ones; the position's change
   * then builds both searches anew, once. */
  remember_settings (self);
  cairn_window_set_position (self, &scenario->position);
}

struct _CairnWindowSearches {
  GPtrArray      *searches;     /* the stepper's, owned */
  CairnPaneStash *panes[2];
  guint           shown;
  gboolean        live;
};

/* Takes both searches away from the stepper and the panes, where they had
 * got to, with the moment shown; the window is left without searches
 * (a scenario loaded next builds its own). */
CairnWindowSearches *
cairn_window_take_searches (CairnWindow *self)
{
  CairnWindowSearches *taken;

  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);

  stop_running (self);
  taken = g_new0 (CairnWindowSearches, 1);
  /* The panes first: they read the searches until they let go. */
  for (guint i = 0; i < 2; i++)
    taken->panes[i] = cairn_pane_stash (pane (self, i));
  taken->shown = moment (self);
  taken->live = cairn_comparison_get_live (self->comparison);
  taken->searches = cairn_comparison_take_searches (self->comparison);
  cairn_navigation_reset (self->navigation);
  update_view (self);
  return taken;
}

/* Puts back what cairn_window_take_searches() took, in place of the
 * window's searches; @searches is used up.  The window's position and
 * settings must be the ones they were searched with again. */
void
cairn_window_put_back_searches (CairnWindow         *self,
                                CairnWindowSearches *searches)
{
  g_return_if_fail (CAIRN_IS_WINDOW (self));
  g_return_if_fail (searches != NULL);

  cairn_window_set_status (self, NULL);
  stop_running (self);
  for (guint i = 0; i < 2; i++)
    cairn_pane_set_search (pane (self, i), NULL);
  cairn_comparison_give_searches (self->comparison, g_steal_pointer (&searches->searches));
  cairn_navigation_reset (self->navigation);
  for (guint i = 0; i < 2; i++)
    cairn_pane_unstash (pane (self, i), g_steal_pointer (&searches->panes[i]));
  cairn_comparison_set_moment (self->comparison, searches->shown);
  cairn_comparison_set_live (self->comparison, searches->live);
  cairn_window_searches_free (searches);
  update_view (self);
}

void
cairn_window_searches_free (CairnWindowSearches *searches)
{
  if (searches == NULL)
    return;
  /* The logs read the searches: they go first. */
  for (guint i = 0; i < 2; i++)
    cairn_pane_stash_free (searches->panes[i]);
  g_clear_pointer (&searches->searches, g_ptr_array_unref);
  g_free (searches);
}

guint
cairn_window_get_moment (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), 0);
  return moment (self);
}

/* Shows both panes as they stood after @n_events events each. */
void
cairn_window_set_moment (CairnWindow *self,
                         guint        n_events)
{
  g_return_if_fail (CAIRN_IS_WINDOW (self));

  cairn_comparison_set_moment (self->comparison, MIN (n_events, n_recorded (self)));
  cairn_comparison_set_live (self->comparison, moment (self) == n_recorded (self));
  update_view (self);
  /* "searched this line too" is said of the moment shown. */
  cairn_cross_selection_refresh (self->cross_selection);
}

const char *
cairn_window_get_position_error (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  return self->position_error_text;
}

/* The sentence saying the game is already over, or NULL. */
const char *
cairn_window_get_game_over (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  return self->game_over_text;
}

const char *
cairn_window_get_warning (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  return cairn_summary_banner_get_warning (self->summary_banner);
}

GObject *
cairn_window_get_part (CairnWindow *self,
                       const char  *id)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);
  GObject *part = gtk_widget_get_template_child (GTK_WIDGET (self), CAIRN_TYPE_WINDOW, id);

  /* The parts of the settings panel, the summary, the navigation bar and
   * the position editor are the window's too. */
  if (part == NULL)
    part = cairn_settings_panel_get_part (self->settings_panel, id);
  if (part == NULL)
    part = cairn_summary_banner_get_part (self->summary_banner, id);
  if (part == NULL)
    part = cairn_navigation_bar_get_part (self->navigation_bar, id);
  return part != NULL ? part : cairn_position_editor_get_part (self->position_editor, id);
}

CairnEngineLine *
cairn_window_get_engine_line (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  return self->engine_line;
}

GSettings *
cairn_window_get_settings (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  return self->settings;
}

int
cairn_window_get_jump_move (CairnWindow *self,
                            guint        which)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), -1);
  g_return_val_if_fail (which < 2, -1);
  return cairn_summary_banner_get_jump_move (self->summary_banner, which);
}

void
cairn_window_get_game_position (CairnWindow   *self,
                                guint          index,
                                CairnPosition *position)
{
  g_return_if_fail (CAIRN_IS_WINDOW (self));
  g_return_if_fail (index < G_N_ELEMENTS (self->positions));
  *position = self->positions[index];
}

void
cairn_window_set_game_position (CairnWindow         *self,
                                guint                index,
                                const CairnPosition *position)
{
  g_return_if_fail (CAIRN_IS_WINDOW (self));
  g_return_if_fail (index < G_N_ELEMENTS (self->positions));
  g_return_if_fail (position != NULL);
  self->positions[index] = *position;
}

void
cairn_window_forget_room_choices (CairnWindow *self)
{
  g_return_if_fail (CAIRN_IS_WINDOW (self));
  if (self->room != NULL)
    cairn_room_forget_choices (self->room);
}

CairnNavigation *
cairn_window_get_navigation (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  return self->navigation;
}

CairnLessonController *
cairn_window_get_lessons (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  return self->lessons;
}

/* For tests: no fitting waits to be done. */
gboolean
cairn_window_room_is_fitted (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), TRUE);
  return self->room == NULL || cairn_room_is_fitted (self->room);
}

CairnWindowFiles *
cairn_window_get_files (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);
  return self->files;
}

gboolean
cairn_window_get_square_names (CairnWindow *self)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (self), FALSE);
  return gtk_check_button_get_active (self->square_names);
}
