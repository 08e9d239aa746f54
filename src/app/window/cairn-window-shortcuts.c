/* cairn-window-shortcuts.c — the window's keyboard shortcuts.
 *
 * A lecturer changes the depth limit and presses Ctrl+End straight away,
 * with the focus still in the spin button.  Shortcuts the application
 * sets run only after the focus widget had its turn (bubble phase), and
 * a spin button's text takes Ctrl+End, Ctrl+Home and Ctrl+arrows for
 * itself.  So the window handles its shortcuts first, in the capture
 * phase, and only lets the FEN entry keep the keys that edit its text.
 *
 * The same table gives the application its accelerators, which the menus
 * show next to their items.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-window.h"
#include "cairn-window-shortcuts.h"

typedef struct {
  const char *action;
  const char *accels[4];
  gboolean    edits_text;   /* the keys move the cursor in a text entry */
} WindowShortcut;

static const WindowShortcut shortcuts[] = {
  { "win.step", { "<Control>Right", NULL }, TRUE },
  { "win.step-back", { "<Control>Left", NULL }, TRUE },
  { "win.run-pause", { "F5", "<Control>r", NULL }, FALSE },
  { "win.finish", { "<Control>End", NULL }, TRUE },
  { "win.reset", { "<Control>Home", NULL }, TRUE },
  { "win.open", { "<Control>o", NULL }, FALSE },
  { "win.save", { "<Control>s", NULL }, FALSE },
  { "win.export", { "<Control>e", NULL }, FALSE },
  { "win.zoom-in", { "<Control>plus", "<Control>equal", "<Control>KP_Add", NULL }, FALSE },
  { "win.zoom-out", { "<Control>minus", "<Control>KP_Subtract", NULL }, FALSE },
  { "win.zoom-reset", { "<Control>0", "<Control>KP_0", NULL }, FALSE },
  { "win.fit", { "<Control>f", NULL }, FALSE },
  { "win.zoom-to-selection", { "<Control>j", NULL }, FALSE },
  { "win.lessons", { "<Control>l", NULL }, FALSE },
  { "win.lesson-next", { "<Alt>Right", NULL }, TRUE },
  { "win.lesson-previous", { "<Alt>Left", NULL }, TRUE },
  { "win.study", { "<Control>p", NULL }, FALSE },
  { "win.probe-previous", { "<Control>bracketleft", NULL }, FALSE },
  { "win.probe-next", { "<Control>bracketright", NULL }, FALSE },
  { "win.prune-previous", { "<Alt>bracketleft", NULL }, FALSE },
  { "win.prune-next", { "<Alt>bracketright", NULL }, FALSE },
  { "win.decisive-prune", { "<Control>d", NULL }, FALSE },
  { "win.left-column", { "F9", NULL }, FALSE },
};

/* Text typed in an entry (the FEN), not a number in a spin button. */
static gboolean
focus_edits_text (GtkWidget *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && (GTK_IS_TEXT (focus) || GTK_IS_TEXT_VIEW (focus)) &&
         gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) == NULL;
}

/* A number typed into a spin button counts only once Enter or Tab takes
 * it: "5, Ctrl+End" must search depth 5, not the value before. */
static void
commit_typed_number (GtkWidget *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  GtkWidget *spin = focus ? gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) : NULL;

  if (spin != NULL)
    gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
}

/* FALSE lets the key go on to the focus widget: a disabled action, or a
 * cursor key in a text entry. */
static gboolean
activate_shortcut (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   user_data)
{
  const WindowShortcut *shortcut = user_data;

  if (shortcut->edits_text && focus_edits_text (widget))
    return FALSE;
  if (!gtk_widget_is_sensitive (widget))
    return FALSE;
  commit_typed_number (widget);
  return gtk_widget_activate_action_variant (widget, shortcut->action, NULL);
}

void
cairn_window_shortcuts_init (GtkWidget *window)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_name (controller, "cairn-window-shortcuts");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    for (guint k = 0; shortcuts[i].accels[k] != NULL; k++)
      {
        GtkShortcutTrigger *trigger = gtk_shortcut_trigger_parse_string (shortcuts[i].accels[k]);
        GtkShortcutAction *action = gtk_callback_action_new (activate_shortcut,
                                                             (gpointer) &shortcuts[i], NULL);

        g_assert (trigger != NULL);
        gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                              gtk_shortcut_new (trigger, action));
      }
  gtk_widget_add_controller (window, controller);
}

void
cairn_window_add_accels (GtkApplication *application)
{
  g_return_if_fail (GTK_IS_APPLICATION (application));

  for (guint i = 0; i < G_N_ELEMENTS (shortcuts); i++)
    gtk_application_set_accels_for_action (application, shortcuts[i].action, shortcuts[i].accels);
}
