/* cairn-room.c — the main column gives way when it is short of
 * room (issue 22: a lesson card and both inspectors at 1366×768, and at
 * 1920×1080 with twice the text).
 *
 * Each tree keeps a readable least height (CAIRN_TREE_READABLE_HEIGHT)
 * and no text is ever cut or scrolled: when the column's least height is
 * more than the window gives it, texts fold, least needed first — the
 * lesson card's figures, then the inspector of the pane the card is not
 * about (without a card: of the taller pane), then the other one — each
 * under a GtkExpander that still shows its heading (the node's name), one
 * click or Space away.  A card points at its pane's inspector ("the
 * selected probe…"), so before that one folds, the event log of the
 * card's pane gives way to it (lesson 1 at 1366×768 lacked 28 px for the
 * probe's explanation; the log had 50, and the timeline and the card's
 * figures still say where the searches stand); then that inspector's
 * board, its text taking the board's width, and both panes' counters
 * (the card gives the figures): the engine-style card's inspector at
 * 1366×768 lacked 22 px in English and 69 in Kazakh once the log was
 * gone.  With no card the inspectors' boards and both panes' counters
 * fold the same way before either inspector's text (issue 34: the
 * window as a game starts, at 1366×768, keeps readable trees and the
 * texts open); the logs stay.  They come back when the reader folds the inspector, and
 * whenever the inspector folds anyway.  Only when everything is folded
 * and it still does not fit do the trees give up height, down to their
 * minimum, and the column scrolls as a last resort.  Then the folded texts open again,
 * most needed first, wherever one fits: nothing stays folded for nothing
 * (the panes stand side by side, so folding the shorter pane's inspector
 * alone gives no room).
 *
 * What fits is worked out by measuring (gtk_widget_measure), not by
 * looking at the last allocation, so the answer depends only on the
 * window's size, the texts and the reader's own choices, and the layout
 * never swings back and forth.  An expander the reader opens or closes
 * keeps that state until the next lesson.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-damage-bin.h"
#include "cairn-lesson-controller.h"
#include "cairn-lesson-panel.h"
#include "cairn-lessons.h"
#include "cairn-room.h"

/* The lesson card's figures, the left and the right inspector, the
 * event log and the inspector's board of the pane a lesson card is
 * about (with no card: both inspectors' boards), and both panes'
 * counters. */
enum { FOLD_FIGURES, FOLD_LEFT, FOLD_RIGHT, FOLD_LOG, FOLD_BOARD, FOLD_COUNTERS, N_FOLDS };

/* The parts of the window it measures and folds, named as the window
 * names them; the window owns them all, and this. */
struct _CairnRoom {
  GObject            parent_instance;

  CairnWindow       *window;        /* for the lesson shown */
  CairnPane         *panes[2];
  GtkScrolledWindow *main_scroller;
  GtkPaned          *split;
  GtkWidget         *lesson_panel;
  GtkWidget         *warning_banner;
  GtkLabel          *summary;
  GtkLabel          *tablebase_line;
  GtkLabel          *status_message;
  GtkWidget         *engine_line;

  guint    idle_id;
  gint64   folded_us;        /* when fit() last unfolded and folded */
  gboolean fitting;          /* our own changes: not the reader's choice */
  gboolean chosen[N_FOLDS];  /* the reader opened or closed it */
};

G_DEFINE_FINAL_TYPE (CairnRoom, cairn_room, G_TYPE_OBJECT)

static GtkExpander *
expander (CairnRoom   *self,
          guint        fold)
{
  g_assert (fold < FOLD_LOG);
  if (fold == FOLD_FIGURES)
    return cairn_lesson_panel_get_figures_expander (CAIRN_LESSON_PANEL (self->lesson_panel));
  return cairn_pane_get_inspector_expander (self->panes[fold - FOLD_LEFT]);
}

/* Pane @p's event log, with its frame. */
static GtkWidget *
log_widget (CairnRoom   *self,
            guint        p)
{
  GtkWidget *log = GTK_WIDGET (cairn_pane_get_log_view (self->panes[p]));

  return gtk_widget_get_ancestor (log, CAIRN_TYPE_DAMAGE_BIN);
}

/* The pane a shown lesson card is about, or -1 without a card. */
static int
lesson_pane (CairnRoom   *self)
{
  int index = cairn_lesson_controller_get_index (cairn_window_get_lessons (self->window));

  if (index < 0 || !gtk_widget_get_visible (self->lesson_panel))
    return -1;
  return (int) cairn_lessons_get ((guint) index)->focus;
}

/* Folded by us: an expander closed, or a log hidden (either pane's: the
 * card's pane may have changed since). */
static gboolean
is_folded (CairnRoom   *self,
           guint        fold)
{
  if (fold == FOLD_LOG)
    return !gtk_widget_get_visible (log_widget (self, 0)) || !gtk_widget_get_visible (log_widget (self, 1));
  if (fold == FOLD_BOARD)
    return cairn_pane_get_board_folded (self->panes[0]) ||
           cairn_pane_get_board_folded (self->panes[1]);
  if (fold == FOLD_COUNTERS)
    return cairn_pane_get_counters_folded (self->panes[0]);
  return gtk_widget_get_visible (GTK_WIDGET (expander (self, fold))) && !gtk_expander_get_expanded (expander (self, fold));
}

static void
set_folded (CairnRoom   *self,
            guint        fold,
            gboolean     folded)
{
  if (fold == FOLD_BOARD)
    {
      for (guint p = 0; p < 2; p++)
        cairn_pane_set_board_folded (self->panes[p], folded && (lesson_pane (self) < 0 || (int) p == lesson_pane (self)));
    }
  else if (fold == FOLD_COUNTERS)
    {
      /* Both, so the trees' tops stay level. */
      for (guint p = 0; p < 2; p++)
        cairn_pane_set_counters_folded (self->panes[p], folded);
    }
  else if (fold != FOLD_LOG)
    gtk_expander_set_expanded (expander (self, fold), !folded);
  else if (!folded)
    for (guint p = 0; p < 2; p++)
      gtk_widget_set_visible (log_widget (self, p), TRUE);
  else if (lesson_pane (self) >= 0)
    gtk_widget_set_visible (log_widget (self, (guint) lesson_pane (self)), FALSE);
}

/* The main column's least height at its width: more than the window
 * gives it means it would scroll. */
static int
column_least (CairnRoom   *self,
              GtkWidget   *viewport)
{
  int min, nat;

  gtk_widget_measure (gtk_viewport_get_child (GTK_VIEWPORT (viewport)), GTK_ORIENTATION_VERTICAL,
                      gtk_widget_get_width (viewport), &min, &nat, NULL, NULL);
  return min;
}

static int
pane_least (CairnRoom   *self,
            guint        p)
{
  GtkWidget *pane = GTK_WIDGET (self->panes[p]);
  int min, nat;

  gtk_widget_measure (pane, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (pane), &min, &nat, NULL, NULL);
  return min;
}

/* Pane @p's inspector shows its text (opened by the reader or not). */
static gboolean
inspector_open (CairnRoom   *self,
                guint        p)
{
  GtkExpander *e = expander (self, FOLD_LEFT + p);

  return gtk_widget_get_visible (GTK_WIDGET (e)) && gtk_expander_get_expanded (e);
}

static gboolean
can_fold (CairnRoom   *self,
          guint        fold)
{
  GtkExpander *e;
  int p;

  if (fold >= FOLD_LOG)
    {
      /* Only for an inspector while it shows its text: the card's; with
       * no card, the boards and the counters for either inspector (the
       * log stays, the run's own account). */
      p = lesson_pane (self);
      if (is_folded (self, fold))
        return FALSE;
      if (p < 0)
        return fold != FOLD_LOG && (inspector_open (self, 0) || inspector_open (self, 1));
      return inspector_open (self, (guint) p);
    }
  e = expander (self, fold);
  return !self->chosen[fold] && gtk_widget_get_visible (GTK_WIDGET (e)) && gtk_expander_get_expanded (e);
}

/* The inspector of the pane a shown lesson card is not about, or
 * N_FOLDS without a card. */
static guint
lesson_other_fold (CairnRoom   *self)
{
  int p = lesson_pane (self);

  if (p < 0)
    return N_FOLDS;
  return p == 0 ? FOLD_RIGHT : FOLD_LEFT;
}

/* The next text to fold, least needed first, or N_FOLDS. */
static guint
next_fold (CairnRoom   *self)
{
  guint other = lesson_other_fold (self);

  if (can_fold (self, FOLD_FIGURES))
    return FOLD_FIGURES;
  if (other != N_FOLDS && can_fold (self, other))
    return other;
  if (can_fold (self, FOLD_LOG))
    return FOLD_LOG;
  if (can_fold (self, FOLD_BOARD))
    return FOLD_BOARD;
  if (can_fold (self, FOLD_COUNTERS))
    return FOLD_COUNTERS;
  /* The taller pane sets the panes' height: its inspector first. */
  if (can_fold (self, FOLD_LEFT) && can_fold (self, FOLD_RIGHT))
    return pane_least (self, 0) >= pane_least (self, 1) ? FOLD_LEFT : FOLD_RIGHT;
  if (can_fold (self, FOLD_LEFT))
    return FOLD_LEFT;
  if (can_fold (self, FOLD_RIGHT))
    return FOLD_RIGHT;
  return N_FOLDS;
}

static void
set_trees_readable (CairnRoom   *self,
                    gboolean     readable)
{
  for (guint p = 0; p < 2; p++)
    cairn_pane_set_tree_readable (self->panes[p], readable);
}

/* Something folded by us, or the trees let down to their minimum. */
static gboolean
gave_way (CairnRoom   *self)
{
  GtkScrolledWindow *tree = GTK_SCROLLED_WINDOW (
    gtk_widget_get_ancestor (GTK_WIDGET (cairn_pane_get_tree_view (self->panes[0])),
                             GTK_TYPE_SCROLLED_WINDOW));

  for (guint f = 0; f < N_FOLDS; f++)
    if (!self->chosen[f] && is_folded (self, f))
      return TRUE;
  return gtk_scrolled_window_get_min_content_height (tree) < CAIRN_TREE_READABLE_HEIGHT;
}

/* The event logs' rows.  On a tall screen (a 1080-line projector) the
 * class follows the moment in the log, so it gets up to LOG_ROWS rows:
 * half of what the column has past the 600 px the rest of it takes at
 * 1366×768, where the log stays at its 72 px.  Only the logs' most
 * height: the column's least, and so what folds, is the same. */
#define LOG_ROWS 8
#define LOG_ROOM_PAST 600

static void
fit_logs (CairnRoom   *self,
          int          room)
{
  int row = cairn_log_view_get_row_height (cairn_pane_get_log_view (self->panes[0]));
  int rows = CLAMP ((room - LOG_ROOM_PAST) / 2 / MAX (row, 1), 0, LOG_ROWS);

  for (guint p = 0; p < 2; p++)
    cairn_pane_set_log_rows (self->panes[p], (guint) rows);
}

static void
fit (CairnRoom   *self)
{
  GtkWidget *viewport = gtk_scrolled_window_get_child (self->main_scroller);
  int room = gtk_widget_get_height (GTK_WIDGET (self->main_scroller));
  guint folds[N_FOLDS], n_folds = 0;
  gboolean let_down = FALSE;
  int most;

  if (room <= 0 || gtk_widget_get_width (viewport) <= 0)
    return;
  fit_logs (self, room);
  /* The usual case, and every step of a run: it fits and nothing gave
   * way, so there is nothing to undo; only measured (GTK keeps the
   * answer for the frame's layout). */
  if (!gave_way (self) && column_least (self, viewport) <= room)
    return;
  self->fitting = TRUE;
  self->folded_us = g_get_monotonic_time ();
  /* Everything unfolded, then folded one text at a time until it fits:
   * all within this call, so no frame shows the steps. */
  set_trees_readable (self, TRUE);
  for (guint f = 0; f < N_FOLDS; f++)
    if (!self->chosen[f])
      set_folded (self, f, FALSE);
  while (column_least (self, viewport) > room)
    {
      guint fold = next_fold (self);

      if (fold == N_FOLDS)
        {
          let_down = TRUE;
          break;
        }
      set_folded (self, fold, TRUE);
      folds[n_folds++] = fold;
    }
  /* Most needed first, each folded text opens again if the column is no
   * taller for it than the room, or, when even all folded is more, no
   * taller than now (measured with readable trees: the trees give up
   * height for no text that could fold).  The board and the counters
   * first of all: they fold only to keep the card's inspector open, and
   * must not stay folded so that a less needed text can open instead. */
  most = MAX (room, column_least (self, viewport));
  for (guint k = 0; k < 2; k++)
    for (guint i = n_folds; i-- > 0;)
      if ((folds[i] == FOLD_BOARD || folds[i] == FOLD_COUNTERS) == (k == 0))
        {
          set_folded (self, folds[i], FALSE);
          if (column_least (self, viewport) > most)
            set_folded (self, folds[i], TRUE);
        }
  if (let_down)
    set_trees_readable (self, FALSE);
  self->fitting = FALSE;
}

static gboolean
fit_idle (gpointer data)
{
  CairnRoom *self = data;

  self->idle_id = 0;
  fit (self);
  return G_SOURCE_REMOVE;
}

static void
queue_fit (CairnRoom   *self)
{
  gint64 since;

  if (self->idle_id != 0 || self->fitting)
    return;
  /* While texts are folded, a run changes them every frame: unfolding
   * and folding again (a relayout each) at most four times a second. */
  since = (g_get_monotonic_time () - self->folded_us) / 1000;
  if (since < 250)
    self->idle_id = g_timeout_add ((guint) (250 - since), fit_idle, self);
  else
    /* Before the frame's layout (GDK_PRIORITY_REDRAW), so no frame shows
     * a new text unfitted. */
    self->idle_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 10, fit_idle, self, NULL);
}

gboolean
cairn_room_is_fitted (CairnRoom *self)
{
  g_return_val_if_fail (CAIRN_IS_ROOM (self), TRUE);
  return self->idle_id == 0;
}

static void
on_expanded (GtkExpander *e,
             GParamSpec  *pspec,
             CairnRoom   *self)
{
  if (self->fitting)
    return;
  for (guint f = 0; f < FOLD_LOG; f++)
    if (expander (self, f) == e)
      self->chosen[f] = TRUE;
  /* The others may fold, or unfold, for it. */
  queue_fit (self);
}

/* A new lesson: the texts fold as its card and nodes need, whatever the
 * reader chose for the last one. */
void
cairn_room_forget_choices (CairnRoom *self)
{
  g_return_if_fail (CAIRN_IS_ROOM (self));
  for (guint f = 0; f < N_FOLDS; f++)
    self->chosen[f] = FALSE;
  queue_fit (self);
}

/* Fits again whenever what it depends on changes: the column's size, the
 * texts, which texts show. */
static void
watch (CairnRoom   *self,
       gpointer     object,
       const char  *signal)
{
  g_signal_connect_object (object, signal, G_CALLBACK (queue_fit), self, G_CONNECT_SWAPPED);
}

static void
watch_labels (CairnRoom   *self,
              GtkWidget   *widget)
{
  if (GTK_IS_LABEL (widget))
    {
      watch (self, widget, "notify::label");
      watch (self, widget, "notify::visible");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    watch_labels (self, child);
}

static void
cairn_room_dispose (GObject *object)
{
  CairnRoom *self = CAIRN_ROOM (object);

  g_clear_handle_id (&self->idle_id, g_source_remove);
  G_OBJECT_CLASS (cairn_room_parent_class)->dispose (object);
}

static void
cairn_room_class_init (CairnRoomClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cairn_room_dispose;
}

static void
cairn_room_init (CairnRoom *self)
{
}

/* Every signal it watches is connected with g_signal_connect_object():
 * none reaches it once it is gone. */
CairnRoom *
cairn_room_new (CairnWindow          *window,
                const CairnRoomParts *parts)
{
  CairnRoom *self = g_object_new (CAIRN_TYPE_ROOM, NULL);

  self->window = window;
  self->panes[0] = parts->panes[0];
  self->panes[1] = parts->panes[1];
  self->main_scroller = parts->main_scroller;
  self->split = parts->split;
  self->lesson_panel = parts->lesson_panel;
  self->warning_banner = parts->warning_banner;
  self->summary = parts->summary;
  self->tablebase_line = parts->tablebase_line;
  self->status_message = parts->status_message;
  self->engine_line = parts->engine_line;
  watch (self, gtk_scrolled_window_get_vadjustment (self->main_scroller), "changed");
  watch (self, gtk_scrolled_window_get_hadjustment (self->main_scroller), "changed");
  watch (self, self->lesson_panel, "notify::visible");
  watch (self, self->split, "notify::position");
  watch_labels (self, self->lesson_panel);
  /* The lines above the panes come and go too (a warning, a message, the
   * tablebase's or the engine's line): a text folded while one showed
   * opens again when it goes. */
  watch_labels (self, self->warning_banner);
  watch (self, self->warning_banner, "notify::visible");
  watch_labels (self, GTK_WIDGET (self->summary));
  watch_labels (self, GTK_WIDGET (self->tablebase_line));
  watch_labels (self, GTK_WIDGET (self->status_message));
  watch_labels (self, GTK_WIDGET (self->engine_line));
  watch (self, self->engine_line, "notify::visible");
  for (guint f = 0; f < FOLD_LOG; f++)
    {
      GtkExpander *e = expander (self, f);

      g_signal_connect_object (e, "notify::expanded", G_CALLBACK (on_expanded), self, 0);
      watch (self, e, "notify::visible");
      /* Folded labels are out of the widget tree: watched from here. */
      watch_labels (self, gtk_expander_get_child (e));
      watch_labels (self, gtk_expander_get_label_widget (e));
    }
  return self;
}
