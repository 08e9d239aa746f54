/* cairn-application.c — the application object.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-application.h"
#include "cairn-window.h"

struct _CairnApplication {
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (CairnApplication, cairn_application, ADW_TYPE_APPLICATION)

static const struct {
  const char *action;
  const char *accels[4];
} accels[] = {
  { "window.close", { "<Control>w", NULL } },
  { "app.quit", { "<Control>q", NULL } },
};

/* What AdwApplication sets up at startup, for windows made without it
 * (the GUI tests and benchmarks): libadwaita's style manager and
 * stylesheet, then Cairn's own (ui/style.css, which AdwApplication loads
 * by itself from the resource base path). */
void
cairn_application_load_style (void)
{
  g_autoptr (GtkCssProvider) provider = gtk_css_provider_new ();

  adw_init ();
  gtk_css_provider_load_from_resource (provider, "/io/github/cairn/Cairn/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* Presents the About window over @parent and returns it. */
GtkWindow *
cairn_application_show_about (GtkWindow *parent)
{
  static const char *developers[] = { "The Cairn authors", NULL };
  GtkWindow *about = GTK_WINDOW (adw_about_window_new ());

  g_object_set (about,
                "transient-for", parent,
                "application-name", _("Cairn"),
                "application-icon", APPLICATION_ID,
                "developer-name", developers[0],
                "developers", developers,
                "version", PACKAGE_VERSION,
                "comments", _("Watch null-move pruning and alpha-beta search on tic-tac-toe and chess, side by side"),
                "license-type", GTK_LICENSE_GPL_3_0,
                /* Translators: your names, one per line */
                "translator-credits", _("translator-credits"),
                NULL);
  gtk_window_present (about);
  return about;
}

static void
action_about (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  cairn_application_show_about (gtk_application_get_active_window (GTK_APPLICATION (user_data)));
}

static void
action_quit (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GList *windows = gtk_application_get_windows (app);

  /* Close rather than quit outright, so windows save their state. */
  while (windows != NULL)
    {
      GList *next = windows->next;

      gtk_window_close (windows->data);
      windows = next;
    }
}

static const GActionEntry app_actions[] = {
  { .name = "about", .activate = action_about },
  { .name = "quit", .activate = action_quit },
};

static void
cairn_application_startup (GApplication *application)
{
  G_APPLICATION_CLASS (cairn_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (application),
                                           accels[i].action, accels[i].accels);
  /* The window's own shortcuts, so the menus show them. */
  cairn_window_add_accels (GTK_APPLICATION (application));
  /* AdwApplication has loaded ui/style.css (and style-dark.css while
   * dark), and its style manager follows the desktop's dark style
   * (color-scheme default: light unless the desktop prefers dark).  The
   * trees, boards and charts take their palette from the theme's text
   * colour, so they follow too.
   *
   * The installed hicolor icon (data/icons), for windows and dialogs. */
  gtk_window_set_default_icon_name (APPLICATION_ID);
}

static void
cairn_application_activate (GApplication *application)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  if (window == NULL)
    window = GTK_WINDOW (cairn_window_new (GTK_APPLICATION (application)));
  gtk_window_present (window);
}

static void
cairn_application_class_init (CairnApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = cairn_application_startup;
  app_class->activate = cairn_application_activate;
}

static void
cairn_application_init (CairnApplication *self)
{
}

CairnApplication *
cairn_application_new (void)
{
  return g_object_new (CAIRN_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       NULL);
}
