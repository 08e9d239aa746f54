/* cairn-window-study.c — the window's parameter study: Ctrl+P opens one
 * study window of the window's position and right-hand settings (or
 * brings it to the front); a marker or cell clicked there loads its whole
 * setting into the window.  It sees the window through cairn-window.h;
 * the study open is kept on the window as object data.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-lesson-controller.h"
#include "cairn-study.h"
#include "cairn-window-study.h"

static GQuark
study_quark (void)
{
  return g_quark_from_static_string ("cairn-window-study");
}

/* The study window, while it is open; not a reference. */
static CairnStudy *
study_of (CairnWindow *self)
{
  return g_object_get_qdata (G_OBJECT (self), study_quark ());
}

static void
study_gone (gpointer  data,
            GObject  *where_the_study_was)
{
  g_object_set_qdata (G_OBJECT (data), study_quark (), NULL);
}

/* A marker or cell of the study clicked: its whole setting (the study's
 * position, depth limit, R, pruning and options) goes to the window, to be
 * searched and stepped through there. */
static void
on_study_setting_chosen (CairnWindow *self,
                         guint        depth,
                         guint        reduction)
{
  CairnStudy *study = study_of (self);
  const CairnSweep *sweep = study ? cairn_study_get_sweep (study) : NULL;
  CairnScenario scenario;
  g_autofree char *r = NULL;
  g_autofree char *text = NULL;

  if (sweep == NULL)
    return;
  /* Closing the lessons later must not put back what is loaded now. */
  cairn_lesson_controller_close (cairn_window_get_lessons (self));
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
  CairnStudy *study;
  CairnScenario scenario;
  CairnMode mode;

  g_return_val_if_fail (CAIRN_IS_WINDOW (self), NULL);

  cairn_window_get_scenario (self, &scenario);
  /* Study the right pane's pruning, or plain null move when neither
   * pane prunes with null moves. */
  mode = cairn_mode_uses_null_move (scenario.modes[1]) ? scenario.modes[1]
       : cairn_mode_uses_null_move (scenario.modes[0]) ? scenario.modes[0]
       : CAIRN_MODE_NULL;
  study = study_of (self);
  if (study == NULL)
    {
      study = cairn_study_new (GTK_WINDOW (self));
      /* Dropped from the window when the study goes (the user closed it). */
      g_object_weak_ref (G_OBJECT (study), study_gone, self);
      g_object_set_qdata (G_OBJECT (self), study_quark (), study);
      g_signal_connect_object (study, "setting-chosen", G_CALLBACK (on_study_setting_chosen),
                               self, G_CONNECT_SWAPPED);
    }
  cairn_study_set_options (study, scenario.probe_window, scenario.scoring, scenario.null_when);
  if (cairn_window_get_position_error (self) == NULL)
    cairn_study_set_position (study, &scenario.position, mode, scenario.guard);
  gtk_window_present (GTK_WINDOW (study));
  return GTK_WINDOW (study);
}

static void
action_study (GtkWidget  *widget,
              const char *name,
              GVariant   *parameter)
{
  cairn_window_open_study (CAIRN_WINDOW (widget));
}

void
cairn_window_study_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.study", NULL, action_study);
  /* Its key: cairn-window-shortcuts.c. */
}

void
cairn_window_study_dispose (CairnWindow *self)
{
  CairnStudy *study = study_of (self);

  if (study == NULL)
    return;
  g_object_weak_unref (G_OBJECT (study), study_gone, self);
  g_object_set_qdata (G_OBJECT (self), study_quark (), NULL);
  /* The study is destroy-with-parent, but GTK 4.8 leaves the pointer to
   * its parent in place when the study is already destroyed (the user
   * closed it) and only not yet finalized: unset it here, while this
   * window is still alive, so no late dispose of the study can reach a
   * finalized parent. */
  gtk_window_set_transient_for (GTK_WINDOW (study), NULL);
  gtk_window_destroy (GTK_WINDOW (study));
}
