/* gui-util.h — what the GUI tests and benchmarks share: a private Xvfb,
 * main-loop helpers and a stall meter.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "cairn-search.h"
#include "cairn-window.h"

/* A part of @win's template by its id, as @Type (the window's fields are
 * its own: tests see only what cairn-window.h gives). */
#define GUI_PART(win, Type, id) ((Type *) cairn_window_get_part ((win), #id))

G_BEGIN_DECLS

#define GUI_TIMEOUT_S 60

/* Runs the main loop until @cond holds or the time is up. */
#define GUI_WAIT_FOR(cond)                                                  \
  G_STMT_START {                                                            \
    gint64 deadline_ = g_get_monotonic_time () + GUI_TIMEOUT_S * G_USEC_PER_SEC; \
    while (!(cond) && g_get_monotonic_time () < deadline_)                  \
      if (!g_main_context_iteration (NULL, FALSE))                          \
        g_usleep (500);                                                     \
    g_assert_true (cond);                                                   \
  } G_STMT_END

gboolean gui_session_start (void);
void     gui_session_stop  (void);
gboolean gui_test_init  (int    *argc,
                         char ***argv);
int      gui_test_run   (void);
gboolean gui_may_skip   (void);
void     gui_spin       (guint ms);
CairnWindow *gui_window_new (int width,
                             int height);
void     gui_window_destroy_and_assert_finalized (CairnWindow *win);
/* The two panes' widths once the window has settled: the room fitted,
 * a frame drawn, 100 ms more, and another frame. */
void     gui_settled_pane_widths (CairnWindow *win,
                                  int         *left,
                                  int         *right);
/* The engine style's check button for part @index (CairnEnginePart's
 * order: qsearch, order, pvs, tt, id, check, draws, gate). */
GtkCheckButton *gui_engine_part (CairnWindow *win,
                                 guint        index);
void     gui_set_scenario (CairnWindow *win,
                           const char  *cells,
                           const char  *side,
                           guint        depth,
                           guint        reduction,
                           gboolean     guard,
                           CairnMode    left,
                           CairnMode    right);
/* Finish: runs both searches to the end and waits until both panes show
 * all of it. */
void     gui_finish     (CairnWindow *win);
/* Waits until both searches are finished and both panes show all of it
 * (after Ctrl+End, a finish by a key or a lesson). */
void     gui_wait_done  (CairnWindow *win);
/* Loads @fen of @game ("chess", "pawns") at @depth and @reduction into
 * both panes, as Open Scenario… would. */
void     gui_set_fen_scenario (CairnWindow *win,
                               const char  *game,
                               const char  *fen,
                               guint        depth,
                               guint        reduction,
                               CairnMode    left,
                               CairnMode    right);
/* Types @fen into the FEN entry and presses Enter. */
void     gui_set_fen    (CairnWindow *win,
                         const char  *fen);
/* Pane @pane's counters (0 left, 1 right). */
CairnCounters gui_counters (CairnWindow *win,
                            guint        pane);
/* The tree pane @pane's search has grown so far. */
const CairnTree *gui_tree (CairnWindow *win,
                           guint        pane);
/* The node selected in pane @pane. */
guint32  gui_selected   (CairnWindow *win,
                         guint        pane);
/* @path's first 200 bytes hold @magic, and there is more than it. */
void     gui_assert_file_starts (const char *path,
                                 const char *magic);
/* @win exports @which to @path as @options say, without error, and the
 * file starts with @magic. */
void     gui_assert_export (CairnWindow              *win,
                            const char               *path,
                            CairnExportWhich          which,
                            const CairnExportOptions *options,
                            const char               *magic);

/* The fixture most GUI tests share: one window, 1360 × 860. */
typedef struct {
  CairnWindow *win;
} GuiFixture;

/* The window with the empty tic-tac-toe board, depth 5, R 3, plain
 * against null move. */
CairnWindow *gui_window_new_empty (void);

/* A tic-tac-toe search run to its end and recorded, for a widget tested
 * alone: @mode on @cells, X to move, to @depth with R 1. */
CairnSearch *gui_run_search (const char *cells,
                             CairnMode   mode,
                             guint       depth);
/* The fixture's window by gui_window_new_empty. */
void     gui_fixture_setup (GuiFixture    *f,
                            gconstpointer  data);
/* The fixture's window as the window opens, no scenario loaded. */
void     gui_fixture_setup_plain (GuiFixture    *f,
                                  gconstpointer  data);
/* Destroys the window and asserts it and its parts are finalized. */
void     gui_fixture_teardown (GuiFixture    *f,
                               gconstpointer  data);
void     gui_destroy_and_assert_finalized (GtkWindow      *window,
                                           GObject *const *parts,
                                           guint           n_parts);

/* Real X input through xdotool: the pointer moved to (@x, @y) of @widget
 * (in whatever window it is), then @actions ("click", "1", ...).  FALSE
 * when xdotool is missing or failed. */
gboolean gui_xdotool_at (GtkWidget          *widget,
                         double              x,
                         double              y,
                         const char * const *actions);
/* @what ("click", "mousedown", "mouseup") with @button at @widget's centre. */
gboolean gui_xdotool    (GtkWidget          *widget,
                         const char         *what,
                         int                 button);
/* A real key press (xdotool key @name) to the focused window. */
void     gui_key        (const char         *name);
/* After real input that may not have happened: FALSE when @done; else
 * skips the test (TRUE) or, with CI set, fails it. */
gboolean gui_skip_without_xdotool (gboolean done);
/* A widget's own pixels, rendered as its window renders them. */
GdkTexture *gui_render_widget (GtkWidget *widget);
/* The same as B, G, R, A bytes (g_free them), @width × @height. */
guchar  *gui_render_widget_pixels (GtkWidget *widget,
                                   int       *width,
                                   int       *height);

/* Longest time the main loop went without running a high-priority 1 ms
 * timer: what a user sees as a stall. */
typedef struct {
  guint  source;
  gint64 last_us;
  gint64 longest_us;
} GuiStallMeter;

void     gui_stall_meter_start (GuiStallMeter *meter);
gint64   gui_stall_meter_stop  (GuiStallMeter *meter);

G_END_DECLS
