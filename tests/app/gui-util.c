/* gui-util.c — a private Xvfb and main-loop helpers for the GUI tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <execinfo.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <unistd.h>
#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/common_interface_defs.h>
#endif
#include <gdk/x11/gdkx.h>

#include "cairn-application.h"
#include "cairn-games.h"
#include "cairn-chess-editor.h"
#include "cairn-window.h"
#include "gui-util.h"

#if defined(__SANITIZE_ADDRESS__)
/* GLib's quark table is born as one block of 2,048 pointers (16,384
 * bytes, in GLib's constructor); when a program makes its 2,049th quark
 * GLib copies the table into a bigger block and leaves the first behind
 * on purpose, so that readers without the lock never see it freed (see
 * quark_new() in GLib's gquark.c).  A window with the About dialog makes
 * about 2,060 quarks, and LeakSanitizer then reports that block as a
 * direct leak of 16,384 bytes from g_malloc, whenever no stale copy of
 * its address happens to linger on a stack: sometimes.  GLib's frames are
 * unnamed in Debian's build, so no suppression can name it.  Instead the
 * blocks of that size that libraries allocate before main() (GLib's is
 * the only one) are remembered here, in a global LeakSanitizer scans; one
 * that is freed is forgotten. */
#define QUARK_BLOCK_SIZE (2048 * sizeof (char *))
static const volatile void *early_blocks[4];
static gboolean main_reached;

__attribute__((constructor)) static void
note_main_reached (void)
{
  main_reached = TRUE;
}

void __sanitizer_malloc_hook (const volatile void *ptr, size_t size);
void __sanitizer_free_hook (const volatile void *ptr);

void
__sanitizer_malloc_hook (const volatile void *ptr,
                         size_t               size)
{
  if (main_reached || size != QUARK_BLOCK_SIZE)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (early_blocks); i++)
    if (early_blocks[i] == NULL)
      {
        early_blocks[i] = ptr;
        return;
      }
}

void
__sanitizer_free_hook (const volatile void *ptr)
{
  for (guint i = 0; i < G_N_ELEMENTS (early_blocks); i++)
    if (early_blocks[i] == ptr)
      early_blocks[i] = NULL;
}
#endif

static GSubprocess *xvfb;
static GSubprocess *bus;

/* Xvfb and the bus die with the test program, even when it crashes or
 * meson kills it on a time-out: nothing outlives a test run. */
static void
die_with_parent (gpointer data)
{
  (void) data;
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

static GSubprocess *
spawn_helper (const char *const *argv)
{
  g_autoptr (GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);

  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  return g_subprocess_launcher_spawnv (launcher, argv, NULL);
}

/* Reads the first line a helper prints once it is ready (Xvfb's display
 * number, dbus-daemon's address); NULL if it ends before saying it. */
static char *
read_first_line (GSubprocess *process)
{
  char buffer[512] = { 0 };
  gsize n = 0;

  while (n < sizeof buffer - 1 && strchr (buffer, '\n') == NULL)
    {
      gssize got = g_input_stream_read (g_subprocess_get_stdout_pipe (process), buffer + n,
                                        sizeof buffer - 1 - n, NULL, NULL);

      if (got <= 0)
        return NULL;
      n += (gsize) got;
    }
  return g_strchomp (g_strdup (buffer));
}

static void
stop_helper (GSubprocess **process)
{
  if (*process == NULL)
    return;
  g_subprocess_force_exit (*process);
  g_subprocess_wait (*process, NULL, NULL);
  g_clear_object (process);
}

/* Xvfb picks a free display and writes its number when ready, so test
 * programs running in parallel never collide.  GUI_SCREEN (WxHxD) gives a
 * bigger screen to take-screenshot, since GTK keeps a window inside it. */
static gboolean
start_xvfb (void)
{
  g_autofree char *path = g_find_program_in_path ("Xvfb");
  g_autofree char *number = NULL;
  g_autofree char *display = NULL;
  const char *screen = g_getenv ("GUI_SCREEN");

  if (path == NULL)
    return FALSE;
  if (screen == NULL)
    screen = "1400x900x24";
  xvfb = spawn_helper ((const char *const[]) { path, "-displayfd", "1", "-screen", "0",
                                               screen, "-nolisten", "tcp", NULL });
  if (xvfb == NULL)
    return FALSE;
  number = read_first_line (xvfb);
  if (number == NULL)
    {
      stop_helper (&xvfb);
      return FALSE;
    }
  display = g_strdup_printf (":%s", number);
  g_setenv ("DISPLAY", display, TRUE);
  return TRUE;
}

/* A session bus of the test's own.  Without one GLib autolaunches a bus
 * through dbus-launch on the X display (GTK asks the bus for desktop
 * settings and portals), and that bus outlives the test and its display. */
static gboolean
start_bus (void)
{
  g_autofree char *path = g_find_program_in_path ("dbus-daemon");
  g_autofree char *address = NULL;

  if (path == NULL)
    return FALSE;
  bus = spawn_helper ((const char *const[]) { path, "--session", "--nofork", "--nosyslog",
                                              "--print-address=1", NULL });
  if (bus == NULL)
    return FALSE;
  address = read_first_line (bus);
  if (address == NULL)
    {
      stop_helper (&bus);
      return FALSE;
    }
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", address, TRUE);
  return TRUE;
}

/* A private display and session bus for a test program or benchmark. */
gboolean
gui_session_start (void)
{
  if (start_xvfb () && start_bus ())
    return TRUE;
  gui_session_stop ();
  return FALSE;
}

void
gui_session_stop (void)
{
  stop_helper (&bus);
  stop_helper (&xvfb);
}

/* Whether a test may skip for want of a tool: never on CI, where a
 * skipped test would pass silently what it never checked. */
gboolean
gui_may_skip (void)
{
  return g_getenv ("CI") == NULL;
}

/* A fatal message (in a test, any critical or warning) says where it came
 * from before the test aborts: a rare one on CI leaves a stack to read,
 * not one line.  Under AddressSanitizer its unwinder names files and
 * lines; otherwise glibc's names what the binaries export. */
static gboolean
print_stack_before_abort (const char     *log_domain,
                          GLogLevelFlags  log_level,
                          const char     *message,
                          gpointer        data)
{
#if defined(__SANITIZE_ADDRESS__)
  __sanitizer_print_stack_trace ();
#else
  void *frames[64];

  backtrace_symbols_fd (frames, backtrace (frames, G_N_ELEMENTS (frames)), STDERR_FILENO);
#endif
  return TRUE;
}

/* The start of every GUI test program: a private display and bus, GTK
 * and the app's style.  FALSE (after saying why) when there is no Xvfb
 * or dbus-daemon: the caller then exits 77, which meson counts as
 * skipped — except on CI, where that fails. */
gboolean
gui_test_init (int    *argc,
               char ***argv)
{
  if (!gui_session_start ())
    {
      if (!gui_may_skip ())
        g_error ("Xvfb or dbus-daemon is missing or did not start (CI is set: not skipping)");
      g_printerr ("Xvfb or dbus-daemon is missing or did not start: skipping the GUI tests\n");
      return FALSE;
    }
  gtk_test_init (argc, argv, NULL);
  g_test_log_set_fatal_handler (print_stack_before_abort, NULL);
  cairn_application_load_style ();
  /* libadwaita's stylesheet animates colours (a cell taking an X fades in
   * over 200 ms): pixels compared in a test must not depend on how far a
   * transition had got. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  return TRUE;
}

/* Runs the tests added, then takes the display down. */
int
gui_test_run (void)
{
  int status = g_test_run ();

  gui_session_stop ();
  return status;
}

void
gui_spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (500);
}

static gboolean
stall_tick (gpointer data)
{
  GuiStallMeter *meter = data;
  gint64 now = g_get_monotonic_time ();

  if (meter->last_us != 0)
    meter->longest_us = MAX (meter->longest_us, now - meter->last_us);
  meter->last_us = now;
  return G_SOURCE_CONTINUE;
}

void
gui_stall_meter_start (GuiStallMeter *meter)
{
  meter->last_us = 0;
  meter->longest_us = 0;
  meter->source = g_timeout_add_full (G_PRIORITY_HIGH, 1, stall_tick, meter, NULL);
}

/* The longest gap beyond the timer's own 1 ms, in µs. */
gint64
gui_stall_meter_stop (GuiStallMeter *meter)
{
  g_clear_handle_id (&meter->source, g_source_remove);
  return MAX (0, meter->longest_us - 1000);
}

/* Destroys @window and asserts that it and each of @parts (widgets inside
 * it, parents before children) are finalized once the main loop has let
 * pending work go (worker threads, idles): a reference cycle or a
 * forgotten reference keeps one alive and fails here. */
void
gui_destroy_and_assert_finalized (GtkWindow      *window,
                                  GObject *const *parts,
                                  guint           n_parts)
{
  g_autoptr (GPtrArray) objects = g_ptr_array_new ();

  g_ptr_array_add (objects, g_object_ref (window));
  for (guint i = 0; i < n_parts; i++)
    g_ptr_array_add (objects, g_object_ref (parts[i]));
  gtk_window_destroy (window);
  /* A widget's last reference but ours is its parent's: parents first. */
  for (guint i = 0; i < objects->len; i++)
    {
      GObject *object = g_ptr_array_index (objects, i);

      GUI_WAIT_FOR (object->ref_count == 1);
      g_assert_finalize_object (object);
    }
}

void
gui_settled_pane_widths (CairnWindow *win,
                         int         *left,
                         int         *right)
{
  GUI_WAIT_FOR (cairn_window_room_is_fitted (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  gui_spin (100);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  *left = gtk_widget_get_width (GTK_WIDGET (cairn_window_get_pane (win, 0)));
  *right = gtk_widget_get_width (GTK_WIDGET (cairn_window_get_pane (win, 1)));
}

/* Destroys @win and asserts that it, both panes, both tree views and the
 * chess board editor are finalized. */
void
gui_window_destroy_and_assert_finalized (CairnWindow *win)
{
  GObject *parts[5];

  for (guint i = 0; i < 2; i++)
    {
      CairnPane *pane = cairn_window_get_pane (win, i);

      parts[i] = G_OBJECT (pane);
      parts[2 + i] = G_OBJECT (cairn_pane_get_tree_view (pane));
    }
  parts[4] = G_OBJECT (GUI_PART (win, CairnChessEditor, chess_board));
  gui_destroy_and_assert_finalized (GTK_WINDOW (win), parts, G_N_ELEMENTS (parts));
}

/* A main window of @width × @height, shown and drawn once. */
CairnWindow *
gui_window_new (int width,
                int height)
{
  CairnWindow *win = g_object_new (CAIRN_TYPE_WINDOW, NULL);

  gtk_window_set_default_size (GTK_WINDOW (win), width, height);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  return win;
}

/* Loads the default scenario with these changes into both panes, as
 * Open Scenario… would. */
static void
load_scenario (CairnWindow         *win,
               const CairnPosition *position,
               guint                depth,
               guint                reduction,
               gboolean             guard,
               CairnMode            left,
               CairnMode            right)
{
  CairnScenario s;

  cairn_scenario_init_default (&s);
  s.position = *position;
  s.depth = depth;
  s.reduction = reduction;
  s.guard = guard;
  s.modes[0] = left;
  s.modes[1] = right;
  cairn_window_set_scenario (win, &s);
}

/* Loads a scenario into both panes, as Open Scenario… would. */
void
gui_set_scenario (CairnWindow *win,
                  const char  *cells,
                  const char  *side,
                  guint        depth,
                  guint        reduction,
                  gboolean     guard,
                  CairnMode    left,
                  CairnMode    right)
{
  CairnPosition position;

  g_assert_true (cairn_position_parse (cells, side, &position, NULL));
  load_scenario (win, &position, depth, reduction, guard, left, right);
}

void
gui_set_fen_scenario (CairnWindow *win,
                      const char  *game,
                      const char  *fen,
                      guint        depth,
                      guint        reduction,
                      CairnMode    left,
                      CairnMode    right)
{
  CairnPosition position;

  g_assert_true (cairn_position_parse_game (cairn_games_lookup (game, NULL), fen, NULL, &position, NULL));
  load_scenario (win, &position, depth, reduction, FALSE, left, right);
}

void
gui_set_fen (CairnWindow *win,
             const char  *fen)
{
  gtk_editable_set_text (GTK_EDITABLE (GUI_PART (win, GtkEntry, fen_entry)), fen);
  g_signal_emit_by_name (GUI_PART (win, GtkEntry, fen_entry), "activate");
}

CairnCounters
gui_counters (CairnWindow *win,
              guint        pane)
{
  CairnCounters c;

  cairn_pane_get_counters (cairn_window_get_pane (win, pane), &c);
  return c;
}

const CairnTree *
gui_tree (CairnWindow *win,
          guint        pane)
{
  return cairn_search_get_tree (cairn_pane_get_search (cairn_window_get_pane (win, pane)));
}

guint32
gui_selected (CairnWindow *win,
              guint        pane)
{
  return cairn_view_state_get_selected_node (cairn_pane_get_view_state (cairn_window_get_pane (win, pane)));
}

void
gui_assert_file_starts (const char *path,
                        const char *magic)
{
  g_autofree char *data = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_cmpuint (length, >, strlen (magic));
  g_assert_nonnull (g_strstr_len (data, MIN (length, 200), magic));
}

void
gui_assert_export (CairnWindow              *win,
                   const char               *path,
                   CairnExportWhich          which,
                   const CairnExportOptions *options,
                   const char               *magic)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (cairn_window_export (win, path, which, options, &error));
  g_assert_no_error (error);
  gui_assert_file_starts (path, magic);
}

CairnWindow *
gui_window_new_empty (void)
{
  CairnWindow *win = gui_window_new (1360, 860);

  gui_set_scenario (win, ".........", "x", 5, 3, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_spin (50);
  return win;
}

void
gui_fixture_setup (GuiFixture    *f,
                   gconstpointer  data)
{
  f->win = gui_window_new_empty ();
}

void
gui_fixture_setup_plain (GuiFixture    *f,
                         gconstpointer  data)
{
  f->win = gui_window_new (1360, 860);
  gui_spin (50);
}

void
gui_fixture_teardown (GuiFixture    *f,
                      gconstpointer  data)
{
  gui_window_destroy_and_assert_finalized (f->win);
}

/* Never --sync: it waits for the pointer to move, and when the pointer
 * is already there (a second click on the same cell) xdotool waits about
 * 15 s.  The X server handles the XTest move and click in order anyway. */
gboolean
gui_xdotool_at (GtkWidget          *widget,
                double              x,
                double              y,
                const char * const *actions)
{
  GtkNative *native = gtk_widget_get_native (widget);
  g_autofree char *program = g_find_program_in_path ("xdotool");
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  double wx, wy, sx, sy;
  int status = 0;

  if (program == NULL)
    return FALSE;
  g_assert_true (gtk_widget_translate_coordinates (widget, GTK_WIDGET (native), x, y, &wx, &wy));
  gtk_native_get_surface_transform (native, &sx, &sy);
  g_ptr_array_add (argv, g_strdup ("xdotool"));
  g_ptr_array_add (argv, g_strdup ("mousemove"));
  g_ptr_array_add (argv, g_strdup ("--window"));
  g_ptr_array_add (argv, g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (gtk_native_get_surface (native))));
  g_ptr_array_add (argv, g_strdup_printf ("%d", (int) (wx + sx)));
  g_ptr_array_add (argv, g_strdup_printf ("%d", (int) (wy + sy)));
  for (guint i = 0; actions[i] != NULL; i++)
    g_ptr_array_add (argv, g_strdup (actions[i]));
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, NULL));
  return g_spawn_check_wait_status (status, NULL);
}

gboolean
gui_xdotool (GtkWidget  *widget,
             const char *what,
             int         button)
{
  g_autofree char *b = g_strdup_printf ("%d", button);

  return gui_xdotool_at (widget, gtk_widget_get_width (widget) / 2.0, gtk_widget_get_height (widget) / 2.0,
                         (const char *[]) { what, b, NULL });
}

void
gui_key (const char *name)
{
  const char *argv[] = { "xdotool", "key", name, NULL };
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, NULL));
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  gui_spin (30);
}

gboolean
gui_skip_without_xdotool (gboolean done)
{
  if (done)
    return FALSE;
  if (!gui_may_skip ())
    g_error ("xdotool is missing or failed (CI is set: not skipping)");
  g_test_skip ("xdotool is missing");
  return TRUE;
}

GdkTexture *
gui_render_widget (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (widget),
                                               gtk_widget_get_height (widget));
  double x = 0, y = 0;

  gtk_widget_translate_coordinates (widget, parent, 0, 0, &x, &y);
  /* A widget that draws nothing renders as transparent pixels, not as
   * no node at all. */
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0, 0, 0, 0 }, &bounds);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-x, -y));
  gtk_widget_snapshot_child (parent, widget, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, &bounds);
}

guchar *
gui_render_widget_pixels (GtkWidget *widget,
                          int       *width,
                          int       *height)
{
  g_autoptr (GdkTexture) texture = gui_render_widget (widget);
  guchar *pixels;

  *width = gdk_texture_get_width (texture);
  *height = gdk_texture_get_height (texture);
  pixels = g_malloc ((gsize) *width * *height * 4);
  gdk_texture_download (texture, pixels, (gsize) *width * 4);
  return pixels;
}

/* The logs record the searches' events a few milliseconds a frame, so
 * they may still be catching up when the stepper is done. */
static void
wait_searches_shown (CairnWindow *win)
{
  CairnStepper *stepper = cairn_window_get_stepper (win);

  GUI_WAIT_FOR (cairn_stepper_is_finished (stepper) && !cairn_stepper_is_busy (stepper) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 0)) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 1)));
}

void
gui_wait_done (CairnWindow *win)
{
  wait_searches_shown (win);
  gui_spin (30);
}


void
gui_finish (CairnWindow *win)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.finish", NULL));
  wait_searches_shown (win);
  gui_spin (50);
}

GtkCheckButton *
gui_engine_part (CairnWindow *win,
                 guint        index)
{
  g_autofree char *id = g_strdup_printf ("part_%s", cairn_engine_part_name (1u << index));
  GObject *part = cairn_window_get_part (win, id);

  g_assert_nonnull (part);
  return GTK_CHECK_BUTTON (part);
}

CairnSearch *
gui_run_search (const char *cells,
                CairnMode   mode,
                guint       depth)
{
  CairnPosition position;
  CairnSettings settings;
  CairnSearch *search;

  g_assert_true (cairn_position_parse (cells, "x", &position, NULL));
  cairn_settings_init_default (&settings);
  settings.mode = mode;
  settings.depth = depth;
  settings.reduction = 1;
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  return search;
}
