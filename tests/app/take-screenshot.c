/* take-screenshot.c — the README's window screenshots, retaken from the
 * current window (build-aux/screenshots runs it; not a test).
 *
 *   take-screenshot pitfall|pawns|start|zugzwang|zugzwang-focus|verification|tie|engine|engine-parts|engine-zoom|connect4|connect4-win|lesson:ID|home:GAME OUTPUT.png [WIDTH HEIGHT [TEXT%]]
 *
 * A Connect Four shot also writes the window's exported figure as
 * OUTPUT-figure.svg.
 *
 * lesson:ID shows a lesson card (its id in cairn-lessons.c) at its moment,
 * for checking how a card reads.  home:GAME (tictactoe, chess, connect4)
 * opens the window on that game as it starts, with its settings, and
 * finishes both searches: the ordinary window, no lesson open.  TEXT% scales the text as the desktop's
 * text scaling does (200: twice the size, through GtkSettings'
 * gtk-xft-dpi), for checking the window at classroom sizes.
 *
 * On a private Xvfb and bus it loads a scenario into the window, finishes
 * both searches, selects the decisive prune (the banner names it, the
 * right tree stars it, the left tree selects the same line), zooms both
 * trees in on it and saves the whole window as PNG: the moment worth
 * teaching.  The language comes from LANGUAGE, the catalogues from
 * CAIRN_LOCALEDIR, as for cairn itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "cairn-application.h"
#include "cairn-export-options.h"
#include "cairn-games.h"
#include "cairn-i18n.h"
#include "cairn-lessons.h"
#include "cairn-navigation.h"
#include "cairn-lesson-controller.h"
#include "cairn-engine-line.h"
#include "cairn-window.h"
#include "gui-util.h"

typedef struct {
  const char *name;
  const char *game;
  const char *position;
  const char *to_move;     /* NULL: the FEN says */
  guint       depth;
  guint       reduction;
  int         zoom_outs;   /* zoom-out steps (1.25 each) from 100 %; -1: as Decisive Prune zooms */
  gboolean    focus;       /* both trees in focus view */
  CairnMode   right;       /* the right pane's mode */
  guint       engine_parts; /* the engine style's parts (SEARCH-RULES.md §4); 0: the seed style */
  guint       left_iteration; /* with part id: the left pane's iteration (0: the last) */
} Shot;

/* The README's two cases: the seed's pitfall (d3 R1; at 33 % the values
 * are drawn and the decisive prune's siblings are in view, while about
 * 6 % fits the whole trees), and a pawn ending where plain alpha-beta
 * sees c6 queen (900) and null-move pruning plays Kc4 (at 100 % the
 * nodes are boards). */
static const Shot shots[] = {
  { "pitfall", "tictactoe", "...O.X...", "x", 3, 1, 5, FALSE, CAIRN_MODE_NULL },
  { "pawns", "chess", "8/8/8/2P5/4k3/1K6/8/8 w - - 0 1", NULL, 5, 1, 0, FALSE, CAIRN_MODE_NULL },
  /* The zugzwang lesson's position, left as Ctrl+D leaves it. */
  { "zugzwang", "chess", "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", NULL, 7, 1, -1, FALSE, CAIRN_MODE_NULL },
  { "zugzwang-focus", "chess", "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", NULL, 7, 1, -1, TRUE, CAIRN_MODE_NULL },
  /* Verified null move: a decisive verification and no null prune at
   * all, and a tie (both panes 9) where the banner gives plain
   * alpha-beta's value of the verified move. */
  /* The chess editor with every kind of man on the board, palette and
   * castling rights, and node boards drawing them all. */
  { "start", "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", NULL, 5, 2, 0, FALSE,
    CAIRN_MODE_NULL },
  { "verification", "tictactoe", ".XO.X.O.X", "o", 3, 1, 0, FALSE, CAIRN_MODE_VERIFIED },
  { "tie", "tictactoe", "...OXO.X.", "x", 4, 1, 0, FALSE, CAIRN_MODE_VERIFIED },
  /* The engine style, every part, on a back-rank position: the left
   * pane shows iteration 1 (PVS re-searches), the right the last
   * (gated probes, q-nodes, check extensions). */
  { "engine", "chess", "6k1/pp3ppp/8/3r4/8/2Q5/PP3PPP/6K1 w - - 0 1", NULL, 3, 3, -1, FALSE, CAIRN_MODE_NULL,
    CAIRN_ENGINE_PARTS_ALL, 1 },
  /* The same with the parts' popover open. */
  { "engine-parts", "chess", "6k1/pp3ppp/8/3r4/8/2Q5/PP3PPP/6K1 w - - 0 1", NULL, 3, 3, -1, FALSE, CAIRN_MODE_NULL,
    CAIRN_ENGINE_PARTS_ALL, 1 },
  /* The last iteration's tree near its root at 100 %, a probe selected
   * (its R in the inspector), both panes in the engine style. */
  { "engine-zoom", "chess", "6k1/pp3ppp/8/3r4/8/2Q5/PP3PPP/6K1 w - - 0 1", NULL, 3, 3, -1, FALSE, CAIRN_MODE_NULL,
    CAIRN_ENGINE_PARTS_ALL, 0 },
  /* Connect Four's check position (CONNECT4-RULES.md §9): plain
   * alpha-beta plays 3, null-move pruning at R 1 plays 4. */
  { "connect4", "connect4", "7414571346", NULL, 7, 1, -1, FALSE, CAIRN_MODE_NULL },
  /* The Slower win preset: one decisive prune after 3, trees of 642
   * and 206 nodes, zoomed in on it as Decisive Prune does. */
  { "connect4-win", "connect4", "274746", NULL, 5, 2, -1, FALSE, CAIRN_MODE_NULL },
};

static void
load_scenario (CairnWindow *win,
               const Shot  *shot)
{
  CairnScenario s;

  cairn_scenario_init_default (&s);
  g_assert_true (cairn_position_parse_game (cairn_games_lookup (shot->game, NULL), shot->position,
                                            shot->to_move, &s.position, NULL));
  s.depth = shot->depth;
  s.reduction = shot->reduction;
  s.modes[0] = CAIRN_MODE_PLAIN;
  s.modes[1] = shot->right;
  s.engine_parts = shot->engine_parts;
  cairn_window_set_scenario (win, &s);
}

/* Both searches to the end, the logs caught up and the decisive prune
 * analysed (it runs after the searches, off the main thread). */
static void
finish (CairnWindow *win,
        const Shot  *shot)
{
  CairnStepper *stepper = cairn_window_get_stepper (win);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.finish", NULL));
  GUI_WAIT_FOR (cairn_stepper_is_finished (stepper) && !cairn_stepper_is_busy (stepper) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 0)) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 1)));
  /* The seed-style shots are about a move the two searches disagree on. */
  if (shot->engine_parts == 0)
    g_assert_nonnull (cairn_window_get_warning (win));
  if (cairn_window_get_warning (win) != NULL)
    GUI_WAIT_FOR (cairn_navigation_is_settled (win));
}

static double
log_scroll (CairnWindow *win,
            guint        pane)
{
  CairnLogView *log = cairn_pane_get_log_view (cairn_window_get_pane (win, pane));

  return gtk_adjustment_get_value (gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (log)));
}

/* Asks for a frame and waits until it is drawn (a window with nothing left
 * to do draws none). */
static void
next_frame (CairnWindow *win)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (win));
  gint64 frame = gdk_frame_clock_get_frame_counter (clock);

  gtk_widget_queue_draw (GTK_WIDGET (win));
  GUI_WAIT_FOR (gdk_frame_clock_get_frame_counter (clock) > frame);
}

/* Waits until both logs have stopped scrolling for ten frames: a log
 * scrolls to the selected node's event again once it has its size
 * (cairn_log_view_scroll_to()). */
static void
wait_for_logs (CairnWindow *win)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (win));
  double last[2] = { -1, -1 };
  gint64 still_since = gdk_frame_clock_get_frame_counter (clock);

  for (;;)
    {
      gint64 frame;

      next_frame (win);
      frame = gdk_frame_clock_get_frame_counter (clock);
      if (log_scroll (win, 0) != last[0] || log_scroll (win, 1) != last[1])
        {
          last[0] = log_scroll (win, 0);
          last[1] = log_scroll (win, 1);
          still_since = frame;
        }
      else if (frame - still_since >= 10)
        return;
    }
}

/* Scrolls @pane's tree so its selected node is centred across and a
 * quarter down, with its subtree below it. */
static void
centre_on_selection (CairnPane *pane)
{
  CairnTreeView *view = cairn_pane_get_tree_view (pane);
  guint32 node = cairn_view_state_get_selected_node (cairn_pane_get_view_state (pane));
  GtkAdjustment *h = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (view));
  GtkAdjustment *v = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (view));
  const CairnLayout *layout;
  const CairnLayoutItem *item;
  guint32 index;
  double x, y;

  /* A big tree (the pawn ending's) is laid out on a worker thread. */
  GUI_WAIT_FOR (cairn_tree_view_is_layout_current (view) && cairn_tree_view_get_layout (view) != NULL);
  layout = cairn_tree_view_get_layout (view);
  index = cairn_layout_item_for_node (layout, node);
  g_assert_cmpuint (index, !=, CAIRN_NO_ITEM);
  item = cairn_layout_get_item (layout, index);
  cairn_tree_view_layout_to_widget (view, item->x, item->y, &x, &y);
  gtk_adjustment_set_value (h, gtk_adjustment_get_value (h) + x -
                               gtk_widget_get_width (GTK_WIDGET (view)) / 2.0);
  gtk_adjustment_set_value (v, gtk_adjustment_get_value (v) + y -
                               gtk_widget_get_height (GTK_WIDGET (view)) / 4.0);
}

/* Zooms the trees in on the selected line, to a scale of the shot's own
 * rather than one relative to the fit (which depends on the panes'
 * widths, and so on the language).  "Same scale" is on (the default), so
 * zooming the left tree zooms both. */
static void
zoom_in_on_selection (CairnWindow *win,
                      const Shot  *shot)
{
  CairnPane *left = cairn_window_get_pane (win, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (left), "pane.zoom-reset", NULL));
  for (int i = 0; i < shot->zoom_outs; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (left), "pane.zoom-out", NULL));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  for (guint i = 0; i < 2; i++)
    centre_on_selection (cairn_window_get_pane (win, i));
}

/* The window as it is drawn on screen, through its own renderer.  Right
 * after a frame: a widget waiting for its size (a text that changed since
 * the last frame) draws nothing, and the snapshot of the window was then
 * empty, one shot in many. */
static GdkTexture *
render_window (CairnWindow *win)
{
  GtkWidget *widget = GTK_WIDGET (win);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;

  next_frame (win);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (win)), node,
                                      &GRAPHENE_RECT_INIT (0, 0, width, height));
}

static const Shot *
find_shot (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    if (g_str_equal (shots[i].name, name))
      return &shots[i];
  return NULL;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *screen = NULL;
  const Shot *shot = argc >= 3 ? find_shot (argv[1]) : NULL;
  int lesson = argc >= 3 && g_str_has_prefix (argv[1], "lesson:") ? cairn_lessons_find (argv[1] + 7) : -1;
  const char *home = argc >= 3 && g_str_has_prefix (argv[1], "home:") && cairn_games_lookup (argv[1] + 5, NULL) != NULL
                     ? argv[1] + 5 : NULL;
  CairnWindow *win;
  int width = argc >= 5 ? atoi (argv[3]) : 1500;
  int height = argc >= 5 ? atoi (argv[4]) : 950;
  int text = argc == 6 ? atoi (argv[5]) : 100;
  gboolean written;

  if ((argc != 3 && argc != 5 && argc != 6) || (shot == NULL && lesson < 0 && home == NULL) || width < 800 || height < 600 ||
      text < 50 || text > 300)
    {
      g_printerr ("Usage: %s pitfall|pawns|start|zugzwang|zugzwang-focus|verification|tie|engine|engine-parts|engine-zoom|connect4|connect4-win|lesson:ID|home:GAME OUTPUT.png [WIDTH HEIGHT [TEXT%%]] (at least 800x600, text 50-300 %%)\n",
                  argv[0]);
      return 2;
    }
  cairn_i18n_init ();
  /* A screen with room to spare: GTK keeps a window inside it. */
  screen = g_strdup_printf ("%dx%dx24", width + 100, height + 100);
  g_setenv ("GUI_SCREEN", screen, TRUE);
  if (!gui_session_start ())
    {
      g_printerr ("%s: Xvfb or dbus-daemon is missing or did not start\n", argv[0]);
      return 1;
    }
  gtk_init ();
  cairn_application_load_style ();
  /* A still picture: no colour transition caught half-way. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  if (text != 100)
    g_object_set (gtk_settings_get_default (), "gtk-xft-dpi", 96 * 1024 * text / 100, NULL);

  if (home != NULL)
    {
      /* The game the window starts on. */
      g_autoptr (GSettings) settings = g_settings_new (APPLICATION_ID);

      g_settings_set_string (settings, "game", home);
    }
  win = gui_window_new (width, height);
  if (home != NULL)
    {
      /* What a class looks at next: the decisive prune the banner names,
       * or the first move searched in each tree. */
      gui_finish (win);
      if (cairn_navigation_get_decisive_node (win, NULL) != CAIRN_NO_NODE)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.decisive-prune", NULL));
      else
        for (guint i = 0; i < 2; i++)
          cairn_pane_select_node (cairn_window_get_pane (win, i), 1);
      gui_spin (300);
    }
  else if (lesson >= 0)
    {
      cairn_lesson_controller_load (cairn_window_get_lessons (win), (guint) lesson);
      GUI_WAIT_FOR (cairn_lesson_controller_is_ready (cairn_window_get_lessons (win)));
      gui_spin (300);
    }
  else
    {
      load_scenario (win, shot);
      finish (win, shot);
      if (shot->left_iteration > 0)
        {
          /* Two iterations' trees, each fitted to its pane. */
          gtk_toggle_button_set_active (GUI_PART (win, GtkToggleButton, same_scale), FALSE);
          cairn_pane_set_iteration (cairn_window_get_pane (win, 0), shot->left_iteration);
          for (guint i = 0; i < 2; i++)
            g_assert_true (gtk_widget_activate_action (GTK_WIDGET (cairn_window_get_pane (win, i)), "pane.fit", NULL));
        }
      for (guint i = 0; i < 2 && shot->focus; i++)
        cairn_view_state_set_focus (cairn_pane_get_view_state (cairn_window_get_pane (win, i)), TRUE);
      /* Without a decisive prune (a verification's doing) the trees stay
       * fitted. */
      if (cairn_navigation_get_decisive_node (win, NULL) != CAIRN_NO_NODE)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.decisive-prune", NULL));
          if (shot->zoom_outs >= 0)
            zoom_in_on_selection (win, shot);
        }
      if (g_str_equal (shot->name, "engine-zoom"))
        {
          /* The first probe of the right tree that pruned, selected and
           * zoomed to at 100 %. */
          CairnPane *right = cairn_window_get_pane (win, 1);
          const CairnTree *tree = cairn_pane_get_tree (right);

          for (guint32 i = 0; i < tree->n_nodes; i++)
            if (cairn_tree_get (tree, i)->kind == CAIRN_NODE_NULL_PROBE &&
                (cairn_tree_get (tree, i)->flags & CAIRN_NODE_FLAG_PROBE_FAILED_HIGH))
              {
                cairn_pane_select_node (right, cairn_tree_get (tree, i)->parent);
                break;
              }
          gtk_toggle_button_set_active (GUI_PART (win, GtkToggleButton, same_scale), FALSE);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (right), "pane.zoom-reset", NULL));
          gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
          centre_on_selection (right);
        }
      for (guint i = 0; i < 2; i++)
        {
          CairnTreeView *view = cairn_pane_get_tree_view (cairn_window_get_pane (win, i));

          GUI_WAIT_FOR (cairn_tree_view_is_layout_current (view) && !cairn_tree_view_is_zooming (view));
        }
      if (g_str_equal (shot->name, "engine-parts"))
        {
          GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GUI_PART (win, GtkScrolledWindow, sidebar));

          gtk_adjustment_set_value (v, gtk_adjustment_get_upper (v));
          gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
          gtk_menu_button_popup (GUI_PART (win, GtkMenuButton, engine_parts_button));
          gui_spin (300);
        }
      wait_for_logs (win);
    }
  /* A chess position shows the engine's opinion once it is in. */
  GUI_WAIT_FOR (!cairn_engine_line_is_asking (cairn_window_get_engine_line (win)));
  gui_spin (200);

  texture = render_window (win);
  written = gdk_texture_save_to_png (texture, argv[2]);
  /* A popover is a surface of its own: saved beside, as OUTPUT-popover.png. */
  if (written && shot != NULL && g_str_equal (shot->name, "engine-parts"))
    {
      GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GUI_PART (win, GtkMenuButton, engine_parts_button)));
      g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (popover);
      g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
      g_autoptr (GskRenderNode) node = NULL;
      g_autoptr (GdkTexture) pop = NULL;
      g_autofree char *base = g_strndup (argv[2], strlen (argv[2]) - (g_str_has_suffix (argv[2], ".png") ? 4 : 0));
      g_autofree char *path = g_strdup_printf ("%s-popover.png", base);
      int w = gtk_widget_get_width (popover), h = gtk_widget_get_height (popover);

      gdk_paintable_snapshot (paintable, snapshot, w, h);
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      g_assert_nonnull (node);
      pop = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (popover)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, w, h));
      written = gdk_texture_save_to_png (pop, path);
    }
  /* A Connect Four shot also exports the window's figure, both trees as
   * the Export dialog's defaults draw them, as OUTPUT-figure.svg, for
   * looking at the discs in print. */
  if (written && shot != NULL && g_str_equal (shot->game, "connect4"))
    {
      g_autofree char *base = g_strndup (argv[2], strlen (argv[2]) - (g_str_has_suffix (argv[2], ".png") ? 4 : 0));
      g_autofree char *path = g_strdup_printf ("%s-figure.svg", base);
      g_autoptr (GError) error = NULL;
      CairnExportOptions options;

      cairn_export_options_init (&options);
      options.format = CAIRN_EXPORT_SVG;
      written = cairn_window_export (win, path, CAIRN_EXPORT_BOTH, &options, &error);
      if (!written)
        g_printerr ("%s: %s\n", argv[0], error->message);
    }
  if (!written)
    g_printerr ("%s: cannot write %s\n", argv[0], argv[2]);
  gtk_window_destroy (GTK_WINDOW (win));
  gui_session_stop ();
  return written ? 0 : 1;
}
