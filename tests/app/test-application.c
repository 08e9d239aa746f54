/* test-application.c — the window as CairnApplication (an
 * AdwApplication, src/app/cairn-application.c) makes it: its stylesheet,
 * the toasts that confirm an export or a save and warn about a scenario
 * file, the About window, and the trees following the style manager into
 * the dark.
 *
 * The application is registered on the test's private bus, so these tests
 * see what a user sees: libadwaita and Cairn's stylesheet loaded by
 * AdwApplication itself, not by the test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include <glib/gstdio.h>

#include "cairn-application.h"
#include "cairn-theme.h"
#include "cairn-window.h"
#include "gui-util.h"

static CairnApplication *app;

typedef struct {
  CairnWindow *win;
  char        *dir;      /* a temporary folder for the files written */
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->win = cairn_window_new (GTK_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (f->win), 1360, 860);
  gtk_window_present (GTK_WINDOW (f->win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->win));
  gui_set_scenario (f->win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  f->dir = g_dir_make_tmp ("cairn-adwaita-XXXXXX", NULL);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr (GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  gui_window_destroy_and_assert_finalized (f->win);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
}

static void
finish (CairnWindow *win)
{
  gui_finish (win);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
}

/* The first widget under @root (itself included) of @type whose text is
 * @text (a label's text, a button's label), or NULL. */
static GtkWidget *
find_widget (GtkWidget  *root,
             GType       type,
             const char *text)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    {
      const char *shown = GTK_IS_LABEL (root) ? gtk_label_get_text (GTK_LABEL (root))
                                              : gtk_button_get_label (GTK_BUTTON (root));

      if (g_strcmp0 (shown, text) == 0)
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The toast label showing @text, once it is on screen. */
static GtkWidget *
wait_for_toast (CairnWindow *win,
                const char  *text)
{
  GtkWidget *label = NULL;

  GUI_WAIT_FOR ((label = find_widget (GTK_WIDGET (win), GTK_TYPE_LABEL, text)) != NULL &&
                gtk_widget_get_mapped (label));
  return label;
}

/* The message dialog over @win, or NULL. */
static GtkMessageDialog *
message_dialog (CairnWindow *win)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_MESSAGE_DIALOG (window) && gtk_window_get_transient_for (window) == GTK_WINDOW (win))
        return GTK_MESSAGE_DIALOG (window);
    }
  return NULL;
}

/* Asserts the message dialog over @win says @text and @secondary, and
 * closes it. */
static void
assert_dialog_and_close (CairnWindow *win,
                         const char  *text,
                         const char  *secondary)
{
  GtkMessageDialog *dialog = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *shown_secondary = NULL;

  GUI_WAIT_FOR ((dialog = message_dialog (win)) != NULL);
  g_object_get (dialog, "text", &shown, "secondary-text", &shown_secondary, NULL);
  g_assert_cmpstr (shown, ==, text);
  g_assert_cmpstr (shown_secondary, ==, secondary);
  gtk_window_destroy (GTK_WINDOW (dialog));
  GUI_WAIT_FOR (message_dialog (win) == NULL);
}

/* AdwApplication loads ui/style.css by itself (no call of Cairn's): the
 * board's cells have the size it gives them. */
static void
test_stylesheet (Fixture       *f,
                 gconstpointer  data)
{
  GtkWidget *cell = find_widget (cairn_window_get_board (f->win), GTK_TYPE_BUTTON, "O");
  int minimum, natural;

  g_assert_nonnull (cell);
  g_assert_true (gtk_widget_has_css_class (cell, "cell"));
  gtk_widget_measure (cell, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, ==, 56);
  g_assert_true (ADW_IS_STYLE_MANAGER (adw_style_manager_get_default ()));
}

/* Export and save say so in a toast; the export's has a button to the
 * folder; a newer toast takes the older one's place; a file name is shown
 * as it is, not read as markup. */
static void
test_toasts (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *svg = g_build_filename (f->dir, "slide.svg", NULL);
  g_autofree char *png = g_build_filename (f->dir, "a&b <1>.png", NULL);
  g_autofree char *saved = g_build_filename (f->dir, "pitfall.cairn", NULL);
  g_autofree char *crowded = g_build_filename (f->dir, "crowded.svg", NULL);
  g_autofree char *folder_uri = g_filename_to_uri (f->dir, NULL, NULL);
  g_autoptr (GVariant) target = NULL;
  CairnExportOptions options;
  GtkWidget *label, *button;
  CairnScenario scenario;


  finish (f->win);
  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_SVG;
  g_assert_true (cairn_window_export_figure_file (f->win, svg, CAIRN_EXPORT_BOTH, &options));
  g_assert_true (g_file_test (svg, G_FILE_TEST_IS_REGULAR));
  label = wait_for_toast (f->win, "Exported to slide.svg");
  button = find_widget (GTK_WIDGET (f->win), GTK_TYPE_BUTTON, "Open Folder");
  g_assert_nonnull (button);
  /* On the same toast (libadwaita's private AdwToastWidget). */
  g_assert_true (gtk_widget_is_ancestor (button, gtk_widget_get_ancestor (label, g_type_from_name ("AdwToastWidget"))));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "win.open-folder");
  target = g_variant_ref (gtk_actionable_get_action_target_value (GTK_ACTIONABLE (button)));
  g_assert_cmpstr (g_variant_get_string (target, NULL), ==, folder_uri);

  /* A newer toast takes the older one's place, whether the older one is
   * rewritten (younger than a second) or replaced. */
  options.format = CAIRN_EXPORT_PNG;
  g_assert_true (cairn_window_export_figure_file (f->win, png, CAIRN_EXPORT_LEFT, &options));
  wait_for_toast (f->win, "Exported to a&b <1>.png");
  GUI_WAIT_FOR (find_widget (GTK_WIDGET (f->win), GTK_TYPE_LABEL, "Exported to slide.svg") == NULL);

  /* Past the second, so the other way is taken too (unless the export
   * above was that slow already). */
  gui_spin (1100);
  g_assert_true (cairn_window_save_scenario_file (f->win, saved));
  wait_for_toast (f->win, "Saved pitfall.cairn");
  GUI_WAIT_FOR (find_widget (GTK_WIDGET (f->win), GTK_TYPE_LABEL, "Exported to a&b <1>.png") == NULL);
  g_assert_null (find_widget (GTK_WIDGET (f->win), GTK_TYPE_BUTTON, "Open Folder"));
  g_assert_true (cairn_scenario_load_file (&scenario, saved, NULL, NULL));
  g_assert_cmpuint (scenario.depth, ==, 3);

  /* A failure says why in a dialog, and nothing is confirmed. */
  g_assert_false (cairn_window_save_scenario_file (f->win, "/proc/cairn-no-such-dir/x.cairn"));
  assert_dialog_and_close (f->win, "Could not save the scenario",
                           "Cannot save scenario “/proc/cairn-no-such-dir/x.cairn”: No such file or directory");

  /* A slide of both trees leaves labels out: the figure counts them, the
   * toast says how to read them, with the window's controls. */
  options.format = CAIRN_EXPORT_SVG;
  options.page = CAIRN_PAGE_SLIDE;
  g_assert_true (cairn_window_export_figure_file (f->win, crowded, CAIRN_EXPORT_BOTH, &options));
  wait_for_toast (f->win, "Exported to crowded.svg. To read every label, draw less: from the selected node, "
                          "a depth cut or the focus toggle.");
  g_assert_nonnull (find_widget (GTK_WIDGET (f->win), GTK_TYPE_BUTTON, "Open Folder"));
}

/* A scenario with a typo and a repeated key opens, with a toast naming the
 * first and a Details dialog listing both; a folder is refused by name. */
static void
test_scenario_warnings (Fixture       *f,
                        gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "typos.cairn", NULL);
  g_autofree char *one = g_build_filename (f->dir, "one.cairn", NULL);
  g_autofree char *folder_message = NULL;
  GtkWidget *details;
  CairnScenario scenario;

  g_assert_true (g_file_set_contents (one, "[Cairn Scenario]\nposition=.........\ndepth=4\n"
                                      "reduction=2\nscroing=sound\n", -1, NULL));
  g_assert_true (cairn_window_open_scenario_file (f->win, one));
  wait_for_toast (f->win, "one.cairn: Line 5: unknown key “scroing” is ignored; did you mean “scoring”?");
  cairn_window_get_scenario (f->win, &scenario);
  g_assert_cmpuint (scenario.depth, ==, 4);

  g_assert_true (g_file_set_contents (path, "[Cairn Scenario]\nposition=.........\ndepth=4\n"
                                      "reduction=2\nright-mdoe=verified\ndepth=6\n", -1, NULL));
  g_assert_true (cairn_window_open_scenario_file (f->win, path));
  wait_for_toast (f->win, "typos.cairn: 2 warnings");
  GUI_WAIT_FOR (find_widget (GTK_WIDGET (f->win), GTK_TYPE_LABEL,
                             "one.cairn: Line 5: unknown key “scroing” is ignored; did you mean “scoring”?") == NULL);
  cairn_window_get_scenario (f->win, &scenario);
  g_assert_cmpuint (scenario.depth, ==, 6);
  g_assert_cmpint (scenario.modes[1], ==, CAIRN_MODE_NULL);

  details = find_widget (GTK_WIDGET (f->win), GTK_TYPE_BUTTON, "Details");
  g_assert_nonnull (details);
  g_assert_true (gtk_widget_activate (details));
  assert_dialog_and_close (f->win, "Warnings in typos.cairn",
                           "Line 5: unknown key “right-mdoe” is ignored; did you mean “right-mode”?\n"
                           "Line 6: “depth” is given again (first on line 3); the value on line 6 counts");

  g_assert_false (cairn_window_open_scenario_file (f->win, f->dir));
  folder_message = g_strdup_printf ("Cannot read scenario “%s”: it is a folder; give a .cairn file", f->dir);
  assert_dialog_and_close (f->win, "Could not open the scenario", folder_message);
  cairn_window_get_scenario (f->win, &scenario);
  g_assert_cmpuint (scenario.depth, ==, 6);
}

/* app.about opens libadwaita's About window over the window. */
static void
test_about (Fixture       *f,
            gconstpointer  data)
{
  GListModel *toplevels;
  AdwAboutWindow *about = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && about == NULL; i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (window))
        about = ADW_ABOUT_WINDOW (window);
    }
  g_assert_nonnull (about);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (about));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (about)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (about)) == GTK_WINDOW (f->win));
  g_assert_cmpstr (adw_about_window_get_application_name (about), ==, "Cairn");
  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_application_icon (about), ==, APPLICATION_ID);
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  /* The logo comes from the resources, installed or not. */
  g_assert_true (gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                          APPLICATION_ID));
  gtk_window_destroy (GTK_WINDOW (about));
}

/* Asserts the tree view's bottom-left corner (blank ground below the
 * tree) is @theme's background. */
static void
assert_ground (CairnTreeView *view,
               CairnTheme     theme)
{
  g_autoptr (GdkTexture) texture = NULL;
  const CairnRgb *ground = &cairn_theme_palette (theme)->background;
  int width, height;
  guchar *pixels;
  const guchar *px;

  gtk_test_widget_wait_for_draw (GTK_WIDGET (view));
  texture = gui_render_widget (GTK_WIDGET (view));
  width = gdk_texture_get_width (texture);
  height = gdk_texture_get_height (texture);
  pixels = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  /* Texture bytes are B, G, R, A. */
  px = pixels + ((gsize) (height - 4) * width + 4) * 4;
  g_assert_cmpint (px[2], ==, (int) (ground->r * 255 + 0.5));
  g_assert_cmpint (px[1], ==, (int) (ground->g * 255 + 0.5));
  g_assert_cmpint (px[0], ==, (int) (ground->b * 255 + 0.5));
  g_free (pixels);
}

/* Asserts the board's O mark is drawn in #@rgb (ui/style.css, or
 * ui/style-dark.css while dark). */
static void
assert_o_colour (CairnWindow *win,
                 guint32      rgb)
{
  GtkWidget *cell = find_widget (cairn_window_get_board (win), GTK_TYPE_BUTTON, "O");
  GdkRGBA colour;

  g_assert_nonnull (cell);
  gtk_style_context_get_color (gtk_widget_get_style_context (cell), &colour);
  g_assert_cmpint ((int) (colour.red * 255 + 0.5), ==, rgb >> 16);
  g_assert_cmpint ((int) (colour.green * 255 + 0.5), ==, rgb >> 8 & 0xff);
  g_assert_cmpint ((int) (colour.blue * 255 + 0.5), ==, rgb & 0xff);
}

/* The style manager forced dark and back: the trees follow, drawn on the
 * dark palette's ground, and back on the light one; the board's marks
 * take the dark stylesheet's lighter shades. */
static void
test_dark (Fixture       *f,
           gconstpointer  data)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  CairnTreeView *view = cairn_pane_get_tree_view (cairn_window_get_pane (f->win, 1));

  finish (f->win);
  g_assert_false (adw_style_manager_get_dark (manager));
  g_assert_cmpint (cairn_tree_view_get_theme (view), ==, CAIRN_THEME_LIGHT);
  assert_ground (view, CAIRN_THEME_LIGHT);
  assert_o_colour (f->win, 0xc01c28);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_FORCE_DARK);
  GUI_WAIT_FOR (adw_style_manager_get_dark (manager) &&
                cairn_tree_view_get_theme (view) == CAIRN_THEME_DARK);
  assert_ground (view, CAIRN_THEME_DARK);
  assert_o_colour (f->win, 0xf66151);

  adw_style_manager_set_color_scheme (manager, ADW_COLOR_SCHEME_DEFAULT);
  GUI_WAIT_FOR (!adw_style_manager_get_dark (manager) &&
                cairn_tree_view_get_theme (view) == CAIRN_THEME_LIGHT);
  assert_ground (view, CAIRN_THEME_LIGHT);
  assert_o_colour (f->win, 0xc01c28);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GError) error = NULL;
  int status;

  /* Not gui_test_init(): it loads the stylesheets the way the app does,
   * and these tests check that the app does. */
  if (!gui_session_start ())
    {
      if (!gui_may_skip ())
        g_error ("Xvfb or dbus-daemon is missing or did not start (CI is set: not skipping)");
      g_printerr ("Xvfb or dbus-daemon is missing or did not start: skipping\n");
      return 77;
    }
  gtk_test_init (&argc, &argv, NULL);
  app = cairn_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

#define ADD(name, fn) g_test_add (name, Fixture, NULL, fixture_setup, fn, fixture_teardown)
  ADD ("/application/stylesheet", test_stylesheet);
  ADD ("/application/toasts", test_toasts);
  ADD ("/application/scenario-warnings", test_scenario_warnings);
  ADD ("/application/about", test_about);
  ADD ("/application/dark", test_dark);
#undef ADD
  status = g_test_run ();

  g_clear_object (&app);
  gui_session_stop ();
  return status;
}
