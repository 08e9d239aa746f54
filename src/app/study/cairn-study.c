/* cairn-study.c — the parameter study window: one position's sweep
 * over depth limit × R, and an EPD suite's paper table (page "EPD
 * Suite").
 *
 * The sweep runs in a GTask thread (the core is plain C with no shared
 * state), one search at a time so the window can show how far it got
 * and Cancel stops it; the main loop only polls a counter and draws.  A
 * new request, or Cancel, cancels the one in flight, whose result is
 * then dropped.
 *
 * Nothing in flight holds the window: the task has no source object, so
 * closing the study disposes it at once, and dispose cancels the sweep.
 * (With the study as source object the task kept the window alive until
 * the sweep ended, cancel-on-dispose never ran, and the late dispose
 * unset a transient parent that could be finalized by then.)  A callback
 * whose request was cancelled touches nothing: the window may be gone.
 *
 * Some 1,350 lines: two pages (the sweep and the EPD suite), each with its
 * task, progress and exports; each page is to become a widget of its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cairn-chart.h"
#include "cairn-chess-board.h"
#include "cairn-count.h"
#include "cairn-epd.h"
#include "cairn-event-text.h"
#include "cairn-format.h"
#include "cairn-game-tictactoe.h"
#include "cairn-painter.h"
#include "cairn-pane.h"
#include "cairn-probe-cost.h"
#include "cairn-node-text.h"
#include "cairn-study.h"
#include "cairn-suite.h"
#include "cairn-suite-chart.h"
#include "cairn-suite-report.h"

/* The modes the study can compare with plain alpha-beta. */
static const CairnMode study_modes[] = { CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED };

struct _CairnStudy {
  GtkWindow      parent_instance;

  GtkButton     *refresh_button;
  GtkButton     *export_button;
  GtkLabel      *board;
  GtkDrawingArea *chess_board;  /* a pawn ending's position, drawn */
  GtkLabel      *heading;
  GtkDropDown   *mode;
  GtkSwitch     *guard;
  GtkProgressBar *progress;
  GtkButton     *cancel_button;
  GtkDrawingArea *chart;
  GtkLabel      *status;
  GtkStack      *pages;

  /* The EPD suite page. */
  GtkButton     *suite_open_button;
  GtkLabel      *suite_file;
  GtkSpinButton *suite_depth_from;
  GtkSpinButton *suite_depth_to;
  GtkSwitch     *suite_engine;
  GtkButton     *suite_run_button;
  GtkProgressBar *suite_progress;
  GtkButton     *suite_cancel_button;
  GtkDrawingArea *suite_chart;
  GtkLabel      *suite_table;
  GPtrArray     *suite_records;   /* the file's, or NULL */
  char          *suite_name;      /* its base name, for titles */
  CairnSuite    *suite;           /* the last finished run, or NULL */
  GTask         *suite_task;
  GCancellable  *suite_cancellable;
  GtkNativeDialog *suite_chooser;
  guint          suite_poll_id;

  CairnPosition  position;
  gboolean       has_position;
  CairnProbeWindow probe_window;
  CairnScoring   scoring;
  CairnNullWhen  null_when;
  CairnSweep    *sweep;        /* the last finished study, or NULL */
  GTask         *task;         /* the study being computed, or NULL */
  GCancellable  *cancellable;  /* cancelled when @task is dropped */
  GtkNativeDialog *chooser;    /* the export file chooser while open */
  guint          poll_id;
  gint64         started_us;
  gboolean       updating;
};

G_DEFINE_FINAL_TYPE (CairnStudy, cairn_study, GTK_TYPE_WINDOW)

enum {
  SIGNAL_SETTING_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct {
  CairnPosition  position;
  CairnSettings  base;
  CairnMode      mode;
  GArray        *depths;
  GArray        *reductions;
  int            done;         /* searches finished (atomic) */
} Job;

static void
job_free (Job *job)
{
  g_array_unref (job->depths);
  g_array_unref (job->reductions);
  g_free (job);
}

/* R 1 to 4, then adaptive R, which engines use. */
static GArray *
study_reductions (void)
{
  GArray *a = cairn_sweep_range (CAIRN_STUDY_MIN_REDUCTION, CAIRN_STUDY_MAX_REDUCTION);
  guint adaptive = CAIRN_REDUCTION_ADAPTIVE;

  g_array_append_val (a, adaptive);
  return a;
}

/* The searches of one depth limit: plain alpha-beta, then each R. */
static guint
searches_per_depth (const Job *job)
{
  return 1 + job->reductions->len;
}

/* In the worker thread: the same searches cairn_sweep_compute runs, one
 * at a time, so that the window can show how far it got and a cancel
 * stops it after the search under way. */
static void
compute_in_thread (GTask        *task,
                   gpointer      source,
                   gpointer      data,
                   GCancellable *cancellable)
{
  Job *job = data;
  guint nr = job->reductions->len;
  CairnSweep *sweep = g_new0 (CairnSweep, 1);

  sweep->position = job->position;
  sweep->baseline_mode = CAIRN_MODE_PLAIN;
  sweep->mode = job->mode;
  sweep->guard = job->base.guard;
  sweep->probe_window = job->base.probe_window;
  sweep->scoring = job->base.scoring;
  sweep->null_when = job->base.null_when;
  sweep->engine_parts = job->base.engine_parts;
  sweep->depths = g_array_ref (job->depths);
  sweep->reductions = g_array_ref (job->reductions);
  sweep->baseline = g_new0 (CairnCounters, job->depths->len);
  sweep->cells = g_new0 (CairnCounters, job->depths->len * nr);

  for (guint d = 0; d < job->depths->len; d++)
    for (guint r = 0; r <= nr; r++)
      {
        CairnSettings settings = job->base;

        if (g_task_return_error_if_cancelled (task))
          {
            cairn_sweep_free (sweep);
            return;
          }
        settings.depth = g_array_index (job->depths, guint, d);
        settings.mode = r == 0 ? CAIRN_MODE_PLAIN : job->mode;
        if (r > 0)
          settings.reduction = g_array_index (job->reductions, guint, r - 1);
        cairn_count_search (&job->position, &settings, r == 0 ? &sweep->baseline[d]
                                                              : &sweep->cells[d * nr + r - 1]);
        g_atomic_int_inc (&job->done);
      }
  /* Why the pruning costs more where it does: one more search, recorded. */
  if (!g_cancellable_is_cancelled (cancellable))
    sweep->cost_note = cairn_sweep_explain_cost (sweep);
  g_task_return_pointer (task, sweep, (GDestroyNotify) cairn_sweep_free);
}

static void on_page_changed (CairnStudy *self);

static CairnMode
selected_mode (CairnStudy *self)
{
  guint i = gtk_drop_down_get_selected (self->mode);

  return study_modes[MIN (i, G_N_ELEMENTS (study_modes) - 1)];
}

static void
stop_polling (CairnStudy *self)
{
  g_clear_handle_id (&self->poll_id, g_source_remove);
}

static gboolean
poll_progress (gpointer data)
{
  CairnStudy *self = data;
  Job *job;
  int done;
  g_autofree char *text = NULL;

  if (self->task == NULL)
    {
      self->poll_id = 0;
      return G_SOURCE_REMOVE;
    }
  job = g_task_get_task_data (self->task);
  done = g_atomic_int_get (&job->done);
  /* Translators: progress of the parameter study, e.g. "Depth limit 7 of 9…" */
  text = g_strdup_printf (_("Searching depth limit %u of %u…"),
                          MIN ((guint) done / searches_per_depth (job) + 1, job->depths->len), job->depths->len);
  gtk_progress_bar_set_fraction (self->progress, (double) done / (job->depths->len * searches_per_depth (job)));
  gtk_progress_bar_set_text (self->progress, text);
  return G_SOURCE_CONTINUE;
}

static void
update_status (CairnStudy *self,
               double      seconds)
{
  guint64 searches = 0, nodes = 0;
  guint nd, nr, differ = 0;
  g_autofree char *n_searches = NULL;
  g_autofree char *n_nodes = NULL;
  g_autofree char *time = NULL;
  g_autofree char *text = NULL;

  if (self->sweep == NULL)
    {
      gtk_label_set_text (self->status, "");
      return;
    }
  nd = self->sweep->depths->len;
  nr = self->sweep->reductions->len;
  for (guint d = 0; d < nd; d++)
    {
      searches += 1 + nr;
      nodes += self->sweep->baseline[d].nodes;
      for (guint r = 0; r < nr; r++)
        {
          nodes += self->sweep->cells[d * nr + r].nodes;
          differ += self->sweep->cells[d * nr + r].best_move != self->sweep->baseline[d].best_move;
        }
    }
  n_searches = cairn_format_count (searches);
  n_nodes = cairn_format_count (nodes);
  time = g_strdup_printf ("%.2f", seconds);
  /* Translators: the study's status line: searches, nodes, seconds */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s search, %s nodes in all, computed in %s s.",
                                       "%s searches, %s nodes in all, computed in %s s.",
                                       (gulong) searches),
                          n_searches, n_nodes, time);
  if (differ > 0)
    {
      g_autofree char *warn =
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                      "In %u setting (dashed cell) the pruning picks another move than plain alpha-beta.",
                                      "In %u settings (dashed cells) the pruning picks another move than plain alpha-beta.",
                                      differ),
                         differ);
      g_autofree char *both = g_strdup_printf ("%s  %s", text, warn);

      g_free (text);
      text = g_steal_pointer (&both);
    }
  if (self->sweep->cost_note)
    {
      g_autofree char *with_note = g_strdup_printf ("%s\n%s", text, self->sweep->cost_note);

      g_free (text);
      text = g_steal_pointer (&with_note);
    }
  gtk_label_set_text (self->status, text);
}

static void
on_computed (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  GTask *task = G_TASK (result);
  CairnStudy *self;
  g_autoptr (GError) error = NULL;
  CairnSweep *sweep = g_task_propagate_pointer (task, &error);

  /* A newer request or the window's dispose cancelled this one: the
   * study may be finalized, so @user_data is not even looked at. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (task)))
    {
      g_clear_pointer (&sweep, cairn_sweep_free);
      return;
    }
  self = CAIRN_STUDY (user_data);
  g_return_if_fail (task == self->task);
  g_clear_object (&self->task);
  stop_polling (self);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), FALSE);
  if (sweep == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (self->status, error->message);
      return;
    }
  g_clear_pointer (&self->sweep, cairn_sweep_free);
  self->sweep = sweep;
  on_page_changed (self);
  update_status (self, (g_get_monotonic_time () - self->started_us) / 1e6);
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
}

/* Starts the study of the current position and choices, dropping any
 * study still running. */
void
cairn_study_compute (CairnStudy *self)
{
  Job *job;

  g_return_if_fail (CAIRN_IS_STUDY (self));

  if (!self->has_position)
    return;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->task);

  job = g_new0 (Job, 1);
  job->position = self->position;
  cairn_settings_init_default (&job->base);
  job->base.guard = gtk_switch_get_active (self->guard);
  job->base.probe_window = self->probe_window;
  job->base.scoring = self->scoring;
  job->base.null_when = self->null_when;
  job->mode = selected_mode (self);
  job->depths = cairn_sweep_range (CAIRN_STUDY_MIN_DEPTH, CAIRN_STUDY_MAX_DEPTH);
  job->reductions = study_reductions ();

  self->cancellable = g_cancellable_new ();
  /* No source object: the task must not keep the window alive. */
  self->task = g_task_new (NULL, self->cancellable, on_computed, self);
  g_task_set_source_tag (self->task, cairn_study_compute);
  g_task_set_task_data (self->task, job, (GDestroyNotify) job_free);
  self->started_us = g_get_monotonic_time ();

  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), TRUE);
  if (self->poll_id == 0)
    self->poll_id = g_timeout_add (50, poll_progress, self);
  poll_progress (self);

  g_task_run_in_thread (self->task, compute_in_thread);
}

void
cairn_study_cancel (CairnStudy *self)
{
  Job *job;
  guint depth;
  g_autofree char *text = NULL;

  g_return_if_fail (CAIRN_IS_STUDY (self));

  if (self->task == NULL)
    return;
  job = g_task_get_task_data (self->task);
  depth = MIN ((guint) g_atomic_int_get (&job->done) / searches_per_depth (job) + 1, job->depths->len);
  /* The thread stops after its search; its result is dropped unseen. */
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->task);
  stop_polling (self);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), FALSE);
  /* An older chart would be of other choices: none is shown. */
  g_clear_pointer (&self->sweep, cairn_sweep_free);
  gtk_widget_set_sensitive (GTK_WIDGET (self->export_button), FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
  /* Translators: the study's status line after Cancel */
  text = g_strdup_printf (_("Cancelled at depth limit %u of %u. Take the position from the main window, or change a choice, to run the study again."),
                          depth, job->depths->len);
  gtk_label_set_text (self->status, text);
}

static void
on_choice_changed (CairnStudy *self)
{
  if (!self->updating)
    cairn_study_compute (self);
}

/* A chequered board of men, and discs, read better drawn; a grid of
 * marks (tic-tac-toe's) stays text. */
static gboolean
board_drawn (const CairnGame *game)
{
  CairnLookShape shape = cairn_game_piece_look (game, 1).shape;

  return (game->flags & CAIRN_GAME_CHEQUERED) != 0 || (shape != CAIRN_LOOK_CROSS && shape != CAIRN_LOOK_RING);
}

/* The position as a grid of text: X and O, or chess men as FEN letters
 * (K, k, P, p) with · for an empty square, under its FEN. */
static char *
board_text (const CairnPosition *position)
{
  const CairnGame *game = cairn_position_game (position);
  GString *text = g_string_new (NULL);

  for (guint row = 0; row < game->height; row++)
    for (guint column = 0; column < game->width; column++)
      {
        static const char * const glyphs[] = {
          [CAIRN_PIECE_NONE] = "·", [CAIRN_PIECE_X] = "X", [CAIRN_PIECE_O] = "O",
          [CAIRN_PIECE_WHITE_KING] = "K", [CAIRN_PIECE_WHITE_QUEEN] = "Q", [CAIRN_PIECE_WHITE_ROOK] = "R",
          [CAIRN_PIECE_WHITE_BISHOP] = "B", [CAIRN_PIECE_WHITE_KNIGHT] = "N", [CAIRN_PIECE_WHITE_PAWN] = "P",
          [CAIRN_PIECE_BLACK_KING] = "k", [CAIRN_PIECE_BLACK_QUEEN] = "q", [CAIRN_PIECE_BLACK_ROOK] = "r",
          [CAIRN_PIECE_BLACK_BISHOP] = "b", [CAIRN_PIECE_BLACK_KNIGHT] = "n", [CAIRN_PIECE_BLACK_PAWN] = "p",
        };

        g_string_append (text, glyphs[game->piece_at (&position->board, column, row)]);
        g_string_append (text, column + 1 < game->width ? " " : row + 1 < game->height ? "\n" : "");
      }
  return g_string_free (text, FALSE);
}

/* R for people: "3", or "adaptive" in the user's language. */
char *
cairn_study_reduction_to_text (guint reduction)
{
  if (reduction == CAIRN_REDUCTION_ADAPTIVE)
    return g_strdup (_("adaptive"));
  return g_strdup_printf ("%u", reduction);
}

void
cairn_study_set_options (CairnStudy       *self,
                         CairnProbeWindow  probe_window,
                         CairnScoring      scoring,
                         CairnNullWhen     null_when)
{
  g_return_if_fail (CAIRN_IS_STUDY (self));
  g_return_if_fail ((guint) probe_window < CAIRN_N_PROBE_WINDOWS);
  g_return_if_fail ((guint) scoring < CAIRN_N_SCORINGS);
  g_return_if_fail ((guint) null_when < CAIRN_N_NULL_WHENS);

  self->probe_window = probe_window;
  self->scoring = scoring;
  self->null_when = null_when;
}

void
cairn_study_set_position (CairnStudy          *self,
                          const CairnPosition *position,
                          CairnMode            mode,
                          gboolean             guard)
{
  g_autofree char *board = NULL;
  g_autofree char *heading = NULL;

  g_return_if_fail (CAIRN_IS_STUDY (self));
  g_return_if_fail (position != NULL);

  self->position = *position;
  self->has_position = TRUE;
  board = board_text (position);
  gtk_label_set_text (self->board, board);
  gtk_widget_set_visible (GTK_WIDGET (self->board), !board_drawn (cairn_position_game (position)));
  gtk_widget_set_visible (GTK_WIDGET (self->chess_board), board_drawn (cairn_position_game (position)));
  gtk_widget_queue_draw (GTK_WIDGET (self->chess_board));
  if (cairn_position_game (position)->numbered_moves)
    heading = g_strdup_printf (position->to_move == CAIRN_SIDE_X
                               ? _("Which depth limit and R pay off for this position, X to move?")
                               : _("Which depth limit and R pay off for this position, O to move?"));
  else
    /* Translators: %s is the side to move by the game's name for it ("White", "X") */
    heading = g_strdup_printf (_("Which depth limit and R pay off for this position, %s to move?"),
                               cairn_game_side_name (cairn_position_game (position), position->to_move));
  gtk_label_set_text (self->heading, heading);

  self->updating = TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (study_modes); i++)
    if (study_modes[i] == mode)
      gtk_drop_down_set_selected (self->mode, i);
  gtk_switch_set_active (self->guard, guard);
  self->updating = FALSE;
  cairn_study_compute (self);
}

gboolean
cairn_study_is_busy (CairnStudy *self)
{
  g_return_val_if_fail (CAIRN_IS_STUDY (self), FALSE);
  return self->task != NULL;
}

double
cairn_study_get_progress (CairnStudy *self)
{
  Job *job;

  g_return_val_if_fail (CAIRN_IS_STUDY (self), 0);
  if (self->task == NULL)
    return self->sweep != NULL ? 1.0 : 0.0;
  job = g_task_get_task_data (self->task);
  return (double) g_atomic_int_get (&job->done) / (job->depths->len * searches_per_depth (job));
}

const CairnSweep *
cairn_study_get_sweep (CairnStudy *self)
{
  g_return_val_if_fail (CAIRN_IS_STUDY (self), NULL);
  return self->sweep;
}

GtkWidget *
cairn_study_get_chart (CairnStudy *self)
{
  g_return_val_if_fail (CAIRN_IS_STUDY (self), NULL);
  return GTK_WIDGET (self->chart);
}

static gboolean
is_dark (GtkWidget *widget)
{
  GdkRGBA color;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  return 0.299 * color.red + 0.587 * color.green + 0.114 * color.blue > 0.5;
}

static void
draw_chess_board (GtkDrawingArea *area,
                  cairo_t        *cr,
                  int             width,
                  int             height,
                  gpointer        data)
{
  CairnStudy *self = data;

  if (!self->has_position || !board_drawn (cairn_position_game (&self->position)))
    return;
  if (!(cairn_position_game (&self->position)->flags & CAIRN_GAME_CHEQUERED))
    {
      cairn_painter_paint_board (cr, is_dark (GTK_WIDGET (area)) ? CAIRN_THEME_DARK : CAIRN_THEME_LIGHT,
                                 cairn_position_game (&self->position), &self->position.board, FALSE,
                                 1, 1, MIN (width, height) - 2);
      return;
    }
  cairn_painter_paint_position (cr, is_dark (GTK_WIDGET (area)) ? CAIRN_THEME_DARK : CAIRN_THEME_LIGHT,
                                cairn_position_game (&self->position), &self->position.board,
                                CAIRN_NO_MOVE, 1, 1, MIN (width, height) - 2);
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        data)
{
  CairnStudy *self = data;

  if (self->sweep == NULL)
    return;
  cairn_chart_paint_sweep (cr, self->sweep, width, height, is_dark (GTK_WIDGET (area)));
}

/* The first line of a study cell's tooltip: its nodes against plain
 * alpha-beta's at the same depth limit. */
static char *
describe_cell_nodes (const CairnSweep *s,
                     guint             d,
                     guint             r)
{
  const CairnCounters *base = &s->baseline[d], *c = &s->cells[d * s->reductions->len + r];
  guint depth = g_array_index (s->depths, guint, d);
  g_autofree char *nodes = cairn_format_count (c->nodes);
  g_autofree char *base_nodes = cairn_format_count (base->nodes);
  g_autofree char *savings = cairn_format_savings (base->nodes, c->nodes);
  g_autofree char *reduction = cairn_study_reduction_to_text (g_array_index (s->reductions, guint, r));

  /* Translators: tooltip of a study cell, e.g. "Null-move pruning, depth
   * limit 5, R 3: 803 nodes against 1,787 for plain alpha-beta (55.1% fewer)." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s, depth limit %u, R %s: %s node against %s for %s (%s).",
                                       "%s, depth limit %u, R %s: %s nodes against %s for %s (%s).",
                                       (gulong) c->nodes),
                          cairn_mode_to_title (s->mode), depth, reduction, nodes, base_nodes,
                          cairn_mode_to_title (s->baseline_mode), savings);
}

/* The tooltip of a pawn ending's study: moves in SAN, wins as wins. */
static char *
describe_chess (CairnStudy *self,
                guint       d,
                guint       r)
{
  const CairnSweep *s = self->sweep;
  const CairnGame *game = cairn_position_game (&self->position);
  const CairnCounters *base = &s->baseline[d], *c;
  guint depth = g_array_index (s->depths, guint, d);
  g_autofree char *base_nodes = cairn_format_count (base->nodes);
  g_autofree char *base_move = cairn_node_text_root_move (&self->position, base->best_move);
  g_autofree char *base_value = cairn_node_text_value_phrase (game, base->value);
  g_autofree char *move = NULL, *value = NULL, *first = NULL;

  if (r == G_MAXUINT)
    /* Translators: tooltip of a plain alpha-beta marker in the study of a
     * pawn ending, e.g. "Plain alpha-beta, depth limit 7: 20,689 nodes; plays Kd2 (value 120)." */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s, depth limit %u: %s node; plays %s (%s).",
                                         "%s, depth limit %u: %s nodes; plays %s (%s).",
                                         (gulong) base->nodes),
                            cairn_mode_to_title (s->baseline_mode), depth, base_nodes, base_move, base_value);
  c = &s->cells[d * s->reductions->len + r];
  move = cairn_node_text_root_move (&self->position, c->best_move);
  value = cairn_node_text_value_phrase (game, c->value);
  first = describe_cell_nodes (s, d, r);
  if (c->best_move != base->best_move)
    /* Translators: second line of a study tooltip in a pawn ending, e.g.
     * "It plays Ke4 (value 140), but plain alpha-beta plays Kf6 (White wins, ply 7)." */
    return g_strdup_printf (_("%s\nIt plays %s (%s), but plain alpha-beta plays %s (%s)."),
                            first, move, value, base_move, base_value);
  return g_strdup_printf (_("%s\nBoth play %s (%s)."), first, move, value);
}

/* The figures under (x, y) of the chart as drawn, for its tooltip; NULL
 * over neither a marker nor a cell. */
char *
cairn_study_describe_at (CairnStudy *self,
                         double      x,
                         double      y)
{
  const CairnSweep *s;
  const CairnCounters *base, *c;
  guint d, r, depth;
  g_autofree char *value = NULL;
  g_autofree char *base_nodes = NULL;
  g_autofree char *first = NULL;

  g_return_val_if_fail (CAIRN_IS_STUDY (self), NULL);

  s = self->sweep;
  if (s == NULL ||
      !cairn_chart_hit_test (s, gtk_widget_get_width (GTK_WIDGET (self->chart)),
                             gtk_widget_get_height (GTK_WIDGET (self->chart)), x, y, &d, &r))
    return NULL;
  depth = g_array_index (s->depths, guint, d);
  base = &s->baseline[d];
  base_nodes = cairn_format_count (base->nodes);
  if (!cairn_position_game (&self->position)->numbered_moves)
    return describe_chess (self, d, r);
  if (r == G_MAXUINT)
    {
      value = cairn_value_to_string (base->value);
      /* Translators: tooltip of a plain alpha-beta marker in the study */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s, depth limit %u: %s node; plays cell %d (value %s).",
                                           "%s, depth limit %u: %s nodes; plays cell %d (value %s).",
                                           (gulong) base->nodes),
                              cairn_mode_to_title (s->baseline_mode), depth, base_nodes,
                              base->best_move, value);
    }
  c = &s->cells[d * s->reductions->len + r];
  value = cairn_value_to_string (c->value);
  first = describe_cell_nodes (s, d, r);
  if (c->best_move != base->best_move)
    {
      g_autofree char *base_value = cairn_value_to_string (base->value);

      return g_strdup_printf (_("%s\nIt plays cell %d (value %s), but plain alpha-beta plays cell %d (value %s)."),
                              first, c->best_move, value, base->best_move, base_value);
    }
  return g_strdup_printf (_("%s\nBoth play cell %d (value %s)."), first, c->best_move, value);
}

gboolean
cairn_study_choose_at (CairnStudy *self,
                       double      x,
                       double      y)
{
  const CairnSweep *s;
  guint d, r;

  g_return_val_if_fail (CAIRN_IS_STUDY (self), FALSE);

  s = self->sweep;
  if (s == NULL ||
      !cairn_chart_hit_test (s, gtk_widget_get_width (GTK_WIDGET (self->chart)),
                             gtk_widget_get_height (GTK_WIDGET (self->chart)), x, y, &d, &r))
    return FALSE;
  /* A plain alpha-beta marker keeps the window's R. */
  g_signal_emit (self, signals[SIGNAL_SETTING_CHOSEN], 0, g_array_index (s->depths, guint, d),
                 r == G_MAXUINT ? 0 : g_array_index (s->reductions, guint, r));
  return TRUE;
}

static void
on_chart_released (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   CairnStudy      *self)
{
  cairn_study_choose_at (self, x, y);
}

static gboolean
on_query_tooltip (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  CairnStudy *self)
{
  g_autofree char *text = cairn_study_describe_at (self, x, y);

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* The EPD suite page. */

typedef struct {
  CairnSuite *suite;
  gint        done;    /* searches in (atomic) */
  gint        stop;    /* set by Cancel: no new search starts (atomic) */
} SuiteJob;

static void
suite_job_free (SuiteJob *job)
{
  cairn_suite_free (job->suite);
  g_free (job);
}

static void
suite_search_done (guint    unit,
                   guint    n,
                   guint    total,
                   gpointer data)
{
  SuiteJob *job = data;

  g_atomic_int_inc (&job->done);
}

/* In the worker thread: the suite shares its searches over all cores. */
static void
run_suite_in_thread (GTask        *task,
                     gpointer      source,
                     gpointer      data,
                     GCancellable *cancellable)
{
  SuiteJob *job = data;

  if (!cairn_suite_run_some (job->suite, NULL, suite_search_done, job, &job->stop) ||
      g_task_return_error_if_cancelled (task))
    {
      if (!g_task_had_error (task))
        g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "cancelled");
      return;
    }
  cairn_suite_add_up (job->suite);
  g_task_return_boolean (task, TRUE);
}

static void
stop_suite_polling (CairnStudy *self)
{
  g_clear_handle_id (&self->suite_poll_id, g_source_remove);
}

static gboolean
poll_suite_progress (gpointer data)
{
  CairnStudy *self = data;
  SuiteJob *job;
  guint done, total;
  g_autofree char *text = NULL;

  if (self->suite_task == NULL)
    {
      self->suite_poll_id = 0;
      return G_SOURCE_REMOVE;
    }
  job = g_task_get_task_data (self->suite_task);
  done = (guint) g_atomic_int_get (&job->done);
  total = cairn_suite_n_units (job->suite);
  /* Translators: progress of the suite in the study window */
  text = g_strdup_printf (_("%u of %u searches"), done, total);
  gtk_progress_bar_set_fraction (self->suite_progress, total ? (double) done / total : 0);
  gtk_progress_bar_set_text (self->suite_progress, text);
  return G_SOURCE_CONTINUE;
}

static void
suite_running (CairnStudy *self,
               gboolean    running)
{
  gtk_widget_set_visible (GTK_WIDGET (self->suite_progress), running);
  gtk_widget_set_visible (GTK_WIDGET (self->suite_cancel_button), running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->suite_run_button), !running && self->suite_records != NULL);
}

static void
on_suite_computed (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GTask *task = G_TASK (result);
  CairnStudy *self;
  SuiteJob *job;
  g_autofree char *text = NULL;

  /* Cancelled (Cancel, a new run, or the window's dispose): the study
   * may be gone, so @user_data is not looked at. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (task)) || !g_task_propagate_boolean (task, NULL))
    return;
  self = CAIRN_STUDY (user_data);
  g_return_if_fail (task == self->suite_task);
  job = g_task_get_task_data (task);
  g_clear_pointer (&self->suite, cairn_suite_free);
  self->suite = g_steal_pointer (&job->suite);
  g_clear_object (&self->suite_task);
  g_clear_object (&self->suite_cancellable);
  stop_suite_polling (self);
  suite_running (self, FALSE);
  text = cairn_suite_paper_text (self->suite, self->suite_name);
  gtk_label_set_text (self->suite_table, text);
  on_page_changed (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->suite_chart));
}

gboolean
cairn_study_open_suite (CairnStudy  *self,
                        const char  *path,
                        GError     **error)
{
  g_autoptr (GPtrArray) records = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (CAIRN_IS_STUDY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  records = cairn_epd_load_file (cairn_epd_game (), path, error);
  if (records == NULL || !cairn_suite_check_records (records, path, error))
    return FALSE;
  cairn_study_cancel_suite (self);
  g_clear_pointer (&self->suite_records, g_ptr_array_unref);
  self->suite_records = g_steal_pointer (&records);
  g_free (self->suite_name);
  name = g_path_get_basename (path);
  self->suite_name = g_utf8_make_valid (name, -1);
  gtk_label_set_text (self->suite_file, self->suite_name);
  gtk_label_set_text (self->suite_table, "");
  g_clear_pointer (&self->suite, cairn_suite_free);
  gtk_widget_queue_draw (GTK_WIDGET (self->suite_chart));
  suite_running (self, FALSE);
  gtk_stack_set_visible_child_name (self->pages, "suite");
  return TRUE;
}

gboolean
cairn_study_run_suite (CairnStudy *self)
{
  guint from, to;
  g_autoptr (GArray) depths = g_array_new (FALSE, FALSE, sizeof (guint));
  CairnSettings settings;
  SuiteJob *job;

  g_return_val_if_fail (CAIRN_IS_STUDY (self), FALSE);

  if (self->suite_records == NULL)
    return FALSE;
  from = (guint) gtk_spin_button_get_value_as_int (self->suite_depth_from);
  to = (guint) gtk_spin_button_get_value_as_int (self->suite_depth_to);
  if (to < from)
    {
      /* Translators: the suite's depth limits were given high to low */
      gtk_label_set_text (self->suite_table, _("The depth limits run from the lower to the higher: set the first "
                                               "no higher than the second."));
      return FALSE;
    }
  cairn_study_cancel_suite (self);
  for (guint d = from; d <= to; d++)
    g_array_append_val (depths, d);
  cairn_settings_init_default (&settings);
  settings.guard = gtk_switch_get_active (self->guard);
  settings.probe_window = self->probe_window;
  settings.null_when = self->null_when;
  settings.engine_parts = gtk_switch_get_active (self->suite_engine) ? CAIRN_ENGINE_PARTS_ALL : 0;

  job = g_new0 (SuiteJob, 1);
  job->suite = cairn_suite_new (self->suite_records, cairn_suite_paper_configs,
                                G_N_ELEMENTS (cairn_suite_paper_configs),
                                (const guint *) (void *) depths->data, depths->len, 0, &settings);
  self->suite_cancellable = g_cancellable_new ();
  /* No source object: the task must not keep the window alive. */
  self->suite_task = g_task_new (NULL, self->suite_cancellable, on_suite_computed, self);
  g_task_set_source_tag (self->suite_task, cairn_study_run_suite);
  g_task_set_task_data (self->suite_task, job, (GDestroyNotify) suite_job_free);
  g_clear_pointer (&self->suite, cairn_suite_free);
  gtk_label_set_text (self->suite_table, "");
  gtk_widget_queue_draw (GTK_WIDGET (self->suite_chart));
  gtk_progress_bar_set_fraction (self->suite_progress, 0);
  suite_running (self, TRUE);
  if (self->suite_poll_id == 0)
    self->suite_poll_id = g_timeout_add (100, poll_suite_progress, self);
  poll_suite_progress (self);
  g_task_run_in_thread (self->suite_task, run_suite_in_thread);
  return TRUE;
}

void
cairn_study_cancel_suite (CairnStudy *self)
{
  SuiteJob *job;
  g_autofree char *text = NULL;

  g_return_if_fail (CAIRN_IS_STUDY (self));

  if (self->suite_task == NULL)
    return;
  job = g_task_get_task_data (self->suite_task);
  /* The searches under way finish; none starts after them, and the
   * result is dropped unseen. */
  g_atomic_int_set (&job->stop, 1);
  g_cancellable_cancel (self->suite_cancellable);
  /* Translators: after Cancel on the suite page */
  text = g_strdup_printf (_("Cancelled after %u of %u searches."), (guint) g_atomic_int_get (&job->done),
                          cairn_suite_n_units (job->suite));
  g_clear_object (&self->suite_cancellable);
  g_clear_object (&self->suite_task);
  stop_suite_polling (self);
  suite_running (self, FALSE);
  gtk_label_set_text (self->suite_table, text);
}

gboolean
cairn_study_is_suite_busy (CairnStudy *self)
{
  g_return_val_if_fail (CAIRN_IS_STUDY (self), FALSE);
  return self->suite_task != NULL;
}

const CairnSuite *
cairn_study_get_suite (CairnStudy *self)
{
  g_return_val_if_fail (CAIRN_IS_STUDY (self), NULL);
  return self->suite;
}

const char *
cairn_study_get_suite_text (CairnStudy *self)
{
  g_return_val_if_fail (CAIRN_IS_STUDY (self), NULL);
  return gtk_label_get_text (self->suite_table);
}

static void
set_suite_depths (CairnStudy *self,
                  guint       from,
                  guint       to)
{
  gtk_spin_button_set_value (self->suite_depth_from, from);
  gtk_spin_button_set_value (self->suite_depth_to, to);
}

void
cairn_study_set_suite_choices (CairnStudy *self,
                               guint       depth_from,
                               guint       depth_to,
                               gboolean    engine_style)
{
  g_return_if_fail (CAIRN_IS_STUDY (self));
  set_suite_depths (self, depth_from, depth_to);
  gtk_switch_set_active (self->suite_engine, engine_style);
}

static void
draw_suite_chart (GtkDrawingArea *area,
                  cairo_t        *cr,
                  int             width,
                  int             height,
                  gpointer        data)
{
  CairnStudy *self = data;

  if (self->suite == NULL)
    return;
  cairn_suite_chart_paint (cr, self->suite, self->suite_name, width, height);
}

static void
on_suite_open_response (GtkNativeDialog *native,
                        int              response,
                        CairnStudy      *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      g_autoptr (GError) error = NULL;

      if (path == NULL)
        gtk_label_set_text (self->suite_table, _("Only local files can be read."));
      else if (!cairn_study_open_suite (self, path, &error))
        gtk_label_set_text (self->suite_table, error->message);
    }
  g_clear_object (&self->suite_chooser);
}

/* Closes a file chooser of the study (@chooser: the export one or the
 * suite's), if open.  It holds the study as its transient parent, so it
 * must not outlive the study's closing. */
static void
close_native_chooser (CairnStudy       *self,
                      GtkNativeDialog **chooser)
{
  if (*chooser == NULL)
    return;
  g_signal_handlers_disconnect_by_data (*chooser, self);
  gtk_native_dialog_destroy (*chooser);
  g_clear_object (chooser);
}

static void
on_suite_open_clicked (CairnStudy *self)
{
  GtkFileChooserNative *native;
  GtkFileFilter *filter = gtk_file_filter_new ();

  close_native_chooser (self, &self->suite_chooser);
  native = gtk_file_chooser_native_new (_("Open an EPD Test Suite"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_OPEN,
                                        _("_Open"), _("_Cancel"));
  self->suite_chooser = GTK_NATIVE_DIALOG (native);
  gtk_file_filter_set_name (filter, _("EPD test suites"));
  gtk_file_filter_add_pattern (filter, "*.epd");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_object_unref (filter);
  g_signal_connect (native, "response", G_CALLBACK (on_suite_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
on_suite_run_clicked (CairnStudy *self)
{
  cairn_study_run_suite (self);
}

static gboolean
showing_suite (CairnStudy *self)
{
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "suite") == 0;
}

static void
on_page_changed (CairnStudy *self)
{
  /* Export saves what the page shows. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->export_button),
                            showing_suite (self) ? self->suite != NULL : self->sweep != NULL);
}

/* The suite's export: its chart, or its table as CSV. */
static gboolean
export_suite (CairnStudy  *self,
              const char  *path,
              GError     **error)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);

  if (self->suite == NULL)
    {
      g_set_error_literal (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_WRITE,
                           _("The suite has not finished yet."));
      return FALSE;
    }
  if (g_str_has_suffix (lower, ".csv"))
    {
      g_autofree char *csv = cairn_suite_totals_csv (self->suite);
      g_autoptr (GError) cause = NULL;

      /* Whole or not at all: a temporary file renamed. */
      if (!g_file_set_contents (path, csv, -1, &cause))
        {
          g_set_error (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_WRITE, _("Could not write “%s”: %s"),
                       path, cairn_file_error_reason (cause));
          return FALSE;
        }
      return TRUE;
    }
  return cairn_suite_chart_to_file (self->suite, self->suite_name, path, error);
}

gboolean
cairn_study_export (CairnStudy  *self,
                    const char  *path,
                    GError     **error)
{
  g_return_val_if_fail (CAIRN_IS_STUDY (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (showing_suite (self))
    return export_suite (self, path, error);
  if (self->sweep == NULL)
    {
      g_set_error_literal (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_WRITE,
                           _("The study has not finished yet."));
      return FALSE;
    }
  {
    g_autofree char *lower = g_ascii_strdown (path, -1);

    if (g_str_has_suffix (lower, ".csv"))
      {
        g_set_error_literal (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_FORMAT,
                             _("CSV holds an EPD suite's table: export the position's study as PNG, SVG or PDF."));
        return FALSE;
      }
  }
  return cairn_chart_sweep_to_file (self->sweep, path, error);
}

static void
show_error (CairnStudy *self,
            const char *secondary)
{
  GtkWidget *dialog = gtk_message_dialog_new (GTK_WINDOW (self),
                                              GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                              GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE,
                                              "%s", _("Could not export the study"));

  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  g_signal_connect (dialog, "response", G_CALLBACK (gtk_window_destroy), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
}

static const struct {
  const char *name;      /* translatable */
  const char *pattern;
  const char *extension;
} export_formats[] = {
  { N_("PNG image"), "*.png", ".png" },
  { N_("SVG drawing"), "*.svg", ".svg" },
  { N_("PDF document"), "*.pdf", ".pdf" },
  { N_("CSV table (EPD suite)"), "*.csv", ".csv" },
};

static void
on_export_response (GtkNativeDialog *native,
                    int              response,
                    CairnStudy      *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = file ? g_file_get_path (file) : NULL;
      g_autoptr (GError) error = NULL;

      if (path == NULL)
        show_error (self, _("Only local files can be written."));
      else
        {
          /* A name without an extension takes the chosen filter's. */
          g_autofree char *base = g_path_get_basename (path);

          if (strchr (base, '.') == NULL)
            {
              GtkFileFilter *filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (native));
              const char *ext = ".png";

              for (guint i = 0; i < G_N_ELEMENTS (export_formats); i++)
                if (filter != NULL && g_strcmp0 (gtk_file_filter_get_name (filter), _(export_formats[i].name)) == 0)
                  ext = export_formats[i].extension;
              g_free (g_steal_pointer (&path));
              path = g_strconcat (g_file_peek_path (file), ext, NULL);
            }
          if (!cairn_study_export (self, path, &error))
            show_error (self, error->message);
        }
    }
  g_clear_object (&self->chooser);
}

static void
on_export_clicked (CairnStudy *self)
{
  GtkFileChooserNative *native;

  close_native_chooser (self, &self->chooser);
  native = gtk_file_chooser_native_new (_("Export the Study"), GTK_WINDOW (self), GTK_FILE_CHOOSER_ACTION_SAVE,
                                        _("_Export"), _("_Cancel"));
  self->chooser = GTK_NATIVE_DIALOG (native);

  for (guint i = 0; i < G_N_ELEMENTS (export_formats); i++)
    {
      GtkFileFilter *filter = gtk_file_filter_new ();

      gtk_file_filter_set_name (filter, _(export_formats[i].name));
      gtk_file_filter_add_pattern (filter, export_formats[i].pattern);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
      g_object_unref (filter);
    }
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), showing_suite (self) ? "cairn-suite.png" : "cairn-study.png");
  g_signal_connect (native, "response", G_CALLBACK (on_export_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

static void
on_refresh_clicked (CairnStudy *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  /* The window knows its position and settings; its action reopens
   * this study with them. */
  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.study", NULL);
}

/* Everything in flight stops: the sweep is cancelled (its callback then
 * leaves the study alone), the progress poll ends, the chooser closes. */
static void
stop_work (CairnStudy *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  stop_polling (self);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->task);
  close_native_chooser (self, &self->chooser);
  if (self->suite_task != NULL)
    {
      SuiteJob *job = g_task_get_task_data (self->suite_task);

      g_atomic_int_set (&job->stop, 1);
    }
  if (self->suite_cancellable != NULL)
    g_cancellable_cancel (self->suite_cancellable);
  stop_suite_polling (self);
  g_clear_object (&self->suite_cancellable);
  g_clear_object (&self->suite_task);
  close_native_chooser (self, &self->suite_chooser);
}

/* gtk_window_destroy() unrealizes the study, even while something still
 * holds it (an open file chooser does): all work stops there, so nothing
 * keeps it alive past its parent. */
static void
cairn_study_unrealize (GtkWidget *widget)
{
  stop_work (CAIRN_STUDY (widget));
  GTK_WIDGET_CLASS (cairn_study_parent_class)->unrealize (widget);
}

static void
cairn_study_dispose (GObject *object)
{
  CairnStudy *self = CAIRN_STUDY (object);

  stop_work (self);
  g_clear_pointer (&self->sweep, cairn_sweep_free);
  g_clear_pointer (&self->suite, cairn_suite_free);
  g_clear_pointer (&self->suite_records, g_ptr_array_unref);
  g_clear_pointer (&self->suite_name, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), CAIRN_TYPE_STUDY);
  G_OBJECT_CLASS (cairn_study_parent_class)->dispose (object);
}

static void
cairn_study_class_init (CairnStudyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_study_dispose;
  widget_class->unrealize = cairn_study_unrealize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-study.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, refresh_button);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, export_button);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, board);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, chess_board);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, heading);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, mode);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, guard);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, progress);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, chart);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, status);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, pages);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, suite_open_button);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, suite_file);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, suite_depth_from);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, suite_depth_to);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, suite_engine);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, suite_run_button);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, suite_progress);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, suite_cancel_button);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, suite_chart);
  gtk_widget_class_bind_template_child (widget_class, CairnStudy, suite_table);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  /**
   * CairnStudy::setting-chosen:
   * @depth: the depth limit of the marker or cell clicked
   * @reduction: its R (CAIRN_REDUCTION_ADAPTIVE for adaptive), or 0 for
   *   a plain alpha-beta marker, which has none
   *
   * The user asked to search this setting of the study (its sweep says
   * the position, mode and options) in the main window.
   */
  signals[SIGNAL_SETTING_CHOSEN] =
    g_signal_new ("setting-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
cairn_study_init (CairnStudy *self)
{
  g_autoptr (GtkStringList) modes = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < G_N_ELEMENTS (study_modes); i++)
    gtk_string_list_append (modes, cairn_mode_to_title (study_modes[i]));
  gtk_drop_down_set_model (self->mode, G_LIST_MODEL (modes));

  gtk_drawing_area_set_draw_func (self->chart, draw_chart, self, NULL);
  gtk_drawing_area_set_draw_func (self->chess_board, draw_chess_board, self, NULL);
  g_signal_connect (self->chart, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
  {
    GtkGesture *click = gtk_gesture_click_new ();

    g_signal_connect (click, "released", G_CALLBACK (on_chart_released), self);
    gtk_widget_add_controller (GTK_WIDGET (self->chart), GTK_EVENT_CONTROLLER (click));
  }
  g_signal_connect_swapped (self->mode, "notify::selected", G_CALLBACK (on_choice_changed), self);
  g_signal_connect_swapped (self->guard, "notify::active", G_CALLBACK (on_choice_changed), self);
  g_signal_connect_swapped (self->export_button, "clicked", G_CALLBACK (on_export_clicked), self);
  g_signal_connect_swapped (self->refresh_button, "clicked", G_CALLBACK (on_refresh_clicked), self);
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (cairn_study_cancel), self);
  gtk_drawing_area_set_draw_func (self->suite_chart, draw_suite_chart, self, NULL);
  g_signal_connect_swapped (self->suite_open_button, "clicked", G_CALLBACK (on_suite_open_clicked), self);
  g_signal_connect_swapped (self->suite_run_button, "clicked", G_CALLBACK (on_suite_run_clicked), self);
  g_signal_connect_swapped (self->suite_cancel_button, "clicked", G_CALLBACK (cairn_study_cancel_suite), self);
  g_signal_connect_swapped (self->pages, "notify::visible-child", G_CALLBACK (on_page_changed), self);
}

CairnStudy *
cairn_study_new (GtkWindow *parent)
{
  return g_object_new (CAIRN_TYPE_STUDY, "transient-for", parent, NULL);
}
