/* cairn-pane.c — one search of the comparison, with its tree and log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-format.h"
#include "cairn-iterations.h"
#include "cairn-log-view.h"
#include "cairn-node-text.h"
#include "cairn-painter.h"
#include "cairn-pane.h"
#include "cairn-pane-header.h"
#include "cairn-damage-bin.h"
#include "cairn-text-bin.h"
#include "cairn-wrap-layout.h"

/* Time the log may spend replaying its search per call of sync().  Both
 * panes do this and the stepper searches in the same dispatch, and GTK
 * still has to lay out and paint the frame: a frame at 60 Hz is 16 ms,
 * so the window's work gets about a third of it, shared out as 2.5 ms
 * for the stepper (cairn-window.c) and 1.25 ms of replay per pane.
 * (With 3 ms and 4 ms a pane, one dispatch of a full-speed run took
 * 18 ms before GTK drew anything.) */
#define LOG_SYNC_BUDGET_US 1250
/* The log's most height, as in the template, unless the window gives it
 * more (cairn_pane_set_log_rows ()). */
#define LOG_MAX_HEIGHT 72

struct _CairnPane {
  GtkWidget           parent_instance;

  GtkWidget          *box;
  GtkLabel           *title;
  GtkDropDown        *mode_dropdown;
  GtkDropDown        *iteration_dropdown;
  GtkInscription     *counters;
  GtkScrolledWindow  *tree_scroller;
  CairnTreeView      *tree_view;
  GtkWidget          *placeholder;
  GtkButton          *zoom_label;
  GtkWidget          *zoom_controls;
  GtkToggleButton    *follow_button;
  GtkToggleButton    *focus_button;
  GtkSpinButton      *focus_plies;
  GtkLabel           *inspector_board;
  GtkDrawingArea     *inspector_chess;
  GtkLabel           *inspector_hint;
  GtkExpander        *inspector_expander;
  GtkLabel           *inspector_title;
  GtkLabel           *inspector_text;
  GtkLabel           *inspector_note;
  GtkScrolledWindow  *log_scroller;
  CairnLogView       *log_view;

  CairnViewState     *state;
  CairnEventLog      *log;
  const CairnSearch  *search;       /* owned by the window's stepper */
  guint               n_shown;
  gboolean            done_shown;    /* the end of the search is on screen */
  gboolean            short_log;     /* a lesson's: two lines */
  gboolean            board_folded;  /* the inspector's board gave its width to the text */
  guint               log_rows;      /* the log's most rows; 0: LOG_MAX_HEIGHT */
  gboolean            selecting_from_log; /* the log's line and the selected node are being put in step */
  const CairnSearch  *end_search;   /* the search nodes_at_end is of */
  guint64             nodes_at_end; /* its nodes run to the end, where a lesson stops it short */
  /* Iterative deepening (engine part id): the iteration shown, 1-based,
   * or 0 for the last (while the search goes, the one under way at the
   * moment shown); the tree shown, as the tree view has it. */
  guint               iteration;
  const CairnTree    *shown_tree;
  gboolean            listing_iterations; /* the drop-down's list is being made */
  char               *placeholder_text;   /* what an empty tree says (cairn_pane_set_placeholder()) */
};

enum {
  PROP_0,
  PROP_MODE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  NODE_PICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (CairnPane, cairn_pane, GTK_TYPE_WIDGET)

/* Mode names as the window shows them; the core's are for the CLI. */
const char *
cairn_mode_to_title (CairnMode mode)
{
  switch (mode)
    {
    case CAIRN_MODE_PLAIN:
      return _("Plain alpha-beta");
    case CAIRN_MODE_NULL:
      return _("Null-move pruning");
    case CAIRN_MODE_VERIFIED:
      return _("Verified null move");
    case CAIRN_MODE_MINIMAX:
      return _("Minimax, no pruning");
    default:
      g_return_val_if_reached ("?");
    }
}

/* Mode names inside a sentence ("…, but null-move pruning plays cell 0"):
 * lower case in English, and a context of their own so translators can
 * give the form a sentence needs. */
const char *
cairn_mode_to_name (CairnMode mode)
{
  switch (mode)
    {
    case CAIRN_MODE_PLAIN:
      return C_("mode inside a sentence", "plain alpha-beta");
    case CAIRN_MODE_NULL:
      return C_("mode inside a sentence", "null-move pruning");
    case CAIRN_MODE_VERIFIED:
      return C_("mode inside a sentence", "verified null move");
    case CAIRN_MODE_MINIMAX:
      return C_("mode inside a sentence", "minimax");
    default:
      g_return_val_if_reached ("?");
    }
}

/* The iteration whose tree the pane shows (1-based; 1 without
 * iterative deepening): the one chosen, or the one the moment shown is
 * in. */
static guint
shown_iteration (CairnPane *self)
{
  if (!cairn_iterations_in (self->search))
    return 1;
  if (self->iteration > 0)
    return self->iteration;
  if (self->n_shown == 0)
    return 1;
  return cairn_iterations_at_event (self->search, self->n_shown - 1);
}

/* The tree the pane shows: its search's, or with iterative deepening
 * the shown iteration's; NULL before that iteration has begun. */
static const CairnTree *
pane_tree (CairnPane *self)
{
  guint i;

  if (self->search == NULL)
    return NULL;
  if (!cairn_iterations_in (self->search))
    return cairn_search_get_tree (self->search);
  i = shown_iteration (self);
  if (i > cairn_search_n_iteration_trees (self->search))
    return NULL;
  return cairn_search_get_iteration_tree (self->search, i - 1);
}

/* "Name value" pairs that wrap between pairs, never inside one. */
static void
append_counter (GString    *markup,
                const char *name,
                guint64     value)
{
  g_autofree char *count = cairn_format_count (value);
  g_autofree char *escaped = g_markup_escape_text (name, -1);

  if (markup->len > 0)
    g_string_append (markup, "   ");
  for (const char *p = escaped; *p; p++)
    if (*p == ' ')
      g_string_append (markup, "\u00a0");
    else if (*p == '-')
      g_string_append (markup, "\u2011");
    else
      g_string_append_c (markup, *p);
  g_string_append_printf (markup, "\u00a0<b>%s</b>", count);
}

static void
update_counters (CairnPane *self)
{
  g_autoptr (GString) markup = g_string_new (NULL);
  CairnCounters c;

  cairn_pane_get_counters (self, &c);
  append_counter (markup, _("Nodes"), c.nodes);
  /* A lesson stopped the search short: the card's count is the end's. */
  if (self->search != NULL && self->search == self->end_search && self->nodes_at_end > c.nodes)
    {
      g_autofree char *end = cairn_format_count (self->nodes_at_end);
      /* Translators: after "Nodes 3,616" in a pane while a lesson has
       * stopped its search short: the nodes it has at the end */
      g_autofree char *text = g_strdup_printf (_("of %s at the end"), end);
      g_autofree char *escaped = g_markup_escape_text (text, -1);

      g_string_append_printf (markup, "\u00a0%s", escaped);
    }
  append_counter (markup, _("Null probes"), c.null_probes);
  append_counter (markup, _("Null prunes"), c.null_prunes);
  append_counter (markup, _("Cutoffs"), c.cutoffs);
  append_counter (markup, _("Verifications"), c.verifications);
  append_counter (markup, _("Re-searches"), c.re_searches);
  /* The engine style's, each where its part is on (SEARCH-RULES.md §4.10). */
  if (self->search != NULL)
    {
      guint parts = cairn_search_get_settings (self->search)->engine_parts;

      if (parts & CAIRN_PART_QSEARCH)
        append_counter (markup, _("Q-nodes"), c.q_nodes);
      if (parts & CAIRN_PART_TT)
        append_counter (markup, _("Table cutoffs"), c.tt_cutoffs);
      if (parts & CAIRN_PART_PVS)
        append_counter (markup, _("PVS re-searches"), c.pvs_re_searches);
      if (parts & CAIRN_PART_CHECK)
        append_counter (markup, _("Check extensions"), c.extensions);
      if (parts & CAIRN_PART_DRAWS)
        append_counter (markup, _("Draws"), c.draws);
    }
  gtk_inscription_set_markup (self->counters, markup->str);
}

/* A grid of marks (tic-tac-toe's) reads well as text; men on a
 * chequered board, and discs, are drawn. */
static gboolean
inspector_draws (const CairnGame *game)
{
  CairnLookShape shape = cairn_game_piece_look (game, 1).shape;

  return (game->flags & CAIRN_GAME_CHEQUERED) != 0 || (shape != CAIRN_LOOK_CROSS && shape != CAIRN_LOOK_RING);
}

/* The selected node's position, its last move marked on a chequered
 * board; any other game's as its nodes show it. */
static void
draw_inspector_chess (GtkDrawingArea *area,
                      cairo_t        *cr,
                      int             width,
                      int             height,
                      gpointer        data)
{
  CairnPane *self = data;
  const CairnTree *tree = pane_tree (self);
  guint32 node = cairn_view_state_get_selected_node (self->state);
  CairnBoard board;
  double side = MIN (width, height) - 2;
  GdkRGBA fg;
  gboolean dark;

  if (tree == NULL || node >= tree->n_nodes || !inspector_draws (cairn_tree_game (tree)))
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  dark = 0.299 * fg.red + 0.587 * fg.green + 0.114 * fg.blue > 0.5;
  cairn_tree_node_board (tree, node, &board);
  if (!(cairn_tree_game (tree)->flags & CAIRN_GAME_CHEQUERED))
    {
      cairn_painter_paint_board (cr, dark ? CAIRN_THEME_DARK : CAIRN_THEME_LIGHT, cairn_tree_game (tree), &board,
                                 FALSE, 1, 1, side);
      return;
    }
  cairn_painter_paint_position (cr, dark ? CAIRN_THEME_DARK : CAIRN_THEME_LIGHT, cairn_tree_game (tree), &board,
                                cairn_tree_get (tree, node)->move, 1, 1, side);
}

static void
update_inspector (CairnPane *self)
{
  guint32 node = cairn_view_state_get_selected_node (self->state);
  const CairnTree *tree = pane_tree (self);
  g_autofree char *title = NULL;
  g_autofree char *board = NULL;
  g_autofree char *text = NULL;
  gboolean shown;

  shown = tree != NULL && node < tree->n_nodes && self->n_shown > 0 &&
          cairn_tree_get (tree, node)->created_event < self->n_shown;
  gtk_widget_set_visible (GTK_WIDGET (self->inspector_board),
                          shown && !self->board_folded && !inspector_draws (cairn_tree_game (tree)));
  gtk_widget_set_visible (GTK_WIDGET (self->inspector_chess),
                          shown && !self->board_folded && inspector_draws (cairn_tree_game (tree)));
  gtk_widget_queue_draw (GTK_WIDGET (self->inspector_chess));
  gtk_widget_set_visible (GTK_WIDGET (self->inspector_hint), !shown);
  gtk_widget_set_visible (GTK_WIDGET (self->inspector_expander), shown);
  if (!shown)
    {
      gtk_label_set_text (self->inspector_title, "");
      gtk_label_set_text (self->inspector_text, "");
      gtk_widget_set_visible (GTK_WIDGET (self->inspector_note), FALSE);
      return;
    }
  title = cairn_node_text_title (tree, node);
  board = cairn_node_text_board (tree, node);
  text = cairn_node_text_explain (tree, node, self->n_shown - 1);
  gtk_label_set_text (self->inspector_title, title);
  gtk_label_set_text (self->inspector_board, board);
  gtk_label_set_text (self->inspector_text, text);
}

static guint32
current_node (CairnPane *self)
{
  const CairnEvent *last;

  if (self->n_shown == 0)
    return CAIRN_NO_NODE;
  last = cairn_event_log_get_event (self->log, self->n_shown - 1);
  if (last->type == CAIRN_EVENT_DONE || last->type == CAIRN_EVENT_ABORTED)
    return CAIRN_NO_NODE;
  /* Another iteration's node is not this tree's. */
  if (cairn_iterations_in (self->search) &&
      cairn_iterations_at_event (self->search, self->n_shown - 1) != shown_iteration (self))
    return CAIRN_NO_NODE;
  return cairn_event_log_node_of (self->log, self->n_shown - 1);
}

static gboolean
is_live (CairnPane *self)
{
  return self->search != NULL &&
         self->n_shown == cairn_event_log_get_n_recorded (self->log) &&
         self->n_shown == cairn_search_get_counters (self->search)->events;
}

/* The tree view shows the pane's tree: with iterative deepening,
 * following the iteration under way unless one is chosen. */
static void
update_shown_tree (CairnPane *self)
{
  const CairnTree *tree = pane_tree (self);

  if (tree == self->shown_tree)
    return;
  self->shown_tree = tree;
  cairn_tree_view_set_tree (self->tree_view, tree);
}

/* The iteration drop-down: shown with iterative deepening only, listing
 * "Last iteration" and each iteration of the search's depth limit. */
static void
list_iterations (CairnPane *self)
{
  g_autoptr (GtkStringList) items = NULL;
  guint depth;

  gtk_widget_set_visible (GTK_WIDGET (self->iteration_dropdown), cairn_iterations_in (self->search));
  if (!cairn_iterations_in (self->search))
    return;
  depth = cairn_search_get_settings (self->search)->depth;
  if (self->iteration > depth)
    self->iteration = 0;
  {
    GListModel *model = gtk_drop_down_get_model (self->iteration_dropdown);

    /* The same depth lists the same iterations: nothing to make. */
    if (model != NULL && g_list_model_get_n_items (model) == depth + 1)
      {
        self->listing_iterations = TRUE;
        gtk_drop_down_set_selected (self->iteration_dropdown, self->iteration);
        self->listing_iterations = FALSE;
        return;
      }
  }
  items = gtk_string_list_new (NULL);
  gtk_string_list_append (items, _("Last iteration"));
  for (guint k = 1; k <= depth; k++)
    {
      /* Translators: an iteration of iterative deepening, e.g. "Iteration 2" */
      g_autofree char *label = g_strdup_printf (_("Iteration %u"), k);

      gtk_string_list_append (items, label);
    }
  self->listing_iterations = TRUE;
  gtk_drop_down_set_model (self->iteration_dropdown, G_LIST_MODEL (items));
  gtk_drop_down_set_selected (self->iteration_dropdown, self->iteration);
  self->listing_iterations = FALSE;
}

static void
on_iteration_selected (CairnPane *self)
{
  guint selected = gtk_drop_down_get_selected (self->iteration_dropdown);

  if (self->listing_iterations || selected == GTK_INVALID_LIST_POSITION)
    return;
  cairn_pane_set_iteration (self, selected);
}

/* Shows the first @n_events events of this pane's search (all it has, if
 * it has fewer: the searches run in lockstep but end at different times). */
void
cairn_pane_show_moment (CairnPane *self,
                        guint      n_events)
{
  g_return_if_fail (CAIRN_IS_PANE (self));

  gboolean was_done = self->done_shown;

  self->n_shown = MIN (n_events, cairn_event_log_get_n_recorded (self->log));
  /* A count and a redraw, however far the moment moved: the log draws
   * only the lines in view (cairn-log-view.c). */
  cairn_log_view_set_n_lines (self->log_view, self->n_shown);
  update_shown_tree (self);
  /* An iteration's tree is done once the next one has begun. */
  cairn_tree_view_set_complete (self->tree_view, self->search != NULL &&
                                (cairn_search_is_done (self->search) ||
                                 (self->shown_tree != NULL && self->shown_tree != cairn_search_get_tree (self->search))));
  cairn_tree_view_set_moment (self->tree_view,
                              is_live (self) && self->n_shown > 0 ? CAIRN_ALL_EVENTS : self->n_shown,
                              current_node (self));
  /* The log shows the current event, whatever the tree follows: it is
   * the line the moment is about. */
  if (self->n_shown > 0)
    cairn_log_view_scroll_to (self->log_view, self->n_shown - 1);
  /* When the search ends, following it means showing all of it. */
  self->done_shown = is_live (self) && cairn_search_is_done (self->search);
  if (self->done_shown && !was_done && cairn_view_state_get_follow (self->state))
    cairn_tree_view_fit (self->tree_view);
  if (self->search != NULL && cairn_iterations_in (self->search) && self->n_shown > 0 &&
      (self->shown_tree == NULL || self->shown_tree->n_nodes == 0 ||
       cairn_tree_get (self->shown_tree, 0)->created_event >= self->n_shown))
    {
      /* Translators: the pane's tree is that of an iteration of
       * iterative deepening the moment shown has not reached */
      g_autofree char *text = g_strdup_printf (_("Iteration %u has not begun at this moment."),
                                               shown_iteration (self));

      gtk_label_set_text (GTK_LABEL (self->placeholder), text);
      gtk_widget_set_visible (self->placeholder, TRUE);
    }
  else
    {
      if (g_strcmp0 (gtk_label_get_text (GTK_LABEL (self->placeholder)), self->placeholder_text) != 0)
        gtk_label_set_text (GTK_LABEL (self->placeholder), self->placeholder_text);
      gtk_widget_set_visible (self->placeholder, self->n_shown == 0);
    }
  update_counters (self);
  update_inspector (self);
}

guint
cairn_pane_get_n_shown (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), 0);
  return self->n_shown;
}

void
cairn_pane_get_counters (CairnPane     *self,
                         CairnCounters *counters)
{
  g_return_if_fail (CAIRN_IS_PANE (self));

  if (is_live (self))
    *counters = *cairn_search_get_counters (self->search);
  else
    /* After cairn_pane_let_go() the log may still hold events, but not
     * the search it counted nodes in: nothing, as for no search. */
    cairn_event_log_counters_at (self->log, self->search != NULL ? self->n_shown : 0, counters);
}

void
cairn_pane_set_search (CairnPane         *self,
                       const CairnSearch *search)
{
  g_return_if_fail (CAIRN_IS_PANE (self));

  self->search = search;
  self->n_shown = 0;
  cairn_log_view_set_n_lines (self->log_view, 0);
  cairn_event_log_set_search (self->log, search);
  list_iterations (self);
  self->shown_tree = pane_tree (self);
  cairn_tree_view_set_tree (self->tree_view, self->shown_tree);
  cairn_pane_show_moment (self, 0);
}

/* Iterative deepening (engine part id): the iteration whose tree the
 * pane shows, 1 to the depth limit, or 0 for the last one (the one under
 * way while the search goes). */
void
cairn_pane_set_iteration (CairnPane *self,
                          guint      iteration)
{
  g_return_if_fail (CAIRN_IS_PANE (self));

  if (self->search != NULL && iteration > cairn_search_get_settings (self->search)->depth)
    iteration = 0;
  if (self->iteration != iteration)
    {
      self->iteration = iteration;
      self->listing_iterations = TRUE;
      if (gtk_drop_down_get_model (self->iteration_dropdown) != NULL &&
          iteration < g_list_model_get_n_items (gtk_drop_down_get_model (self->iteration_dropdown)))
        gtk_drop_down_set_selected (self->iteration_dropdown, iteration);
      self->listing_iterations = FALSE;
    }
  cairn_pane_show_moment (self, self->n_shown);
}

/* The iteration whose tree is shown, 1-based (what "the last" is at the
 * moment shown); 0 without iterative deepening. */
guint
cairn_pane_get_shown_iteration (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), 0);
  return cairn_iterations_in (self->search) ? shown_iteration (self) : 0;
}

guint
cairn_pane_get_iteration (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), 0);
  return self->iteration;
}

/* The tree the pane shows (with iterative deepening, an iteration's);
 * NULL without a search, or before the iteration shown has begun. */
const CairnTree *
cairn_pane_get_tree (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), NULL);
  return pane_tree (self);
}

static void on_log_selected (CairnPane *self);

struct _CairnPaneStash {
  const CairnSearch *search;     /* owned by whoever took it from the stepper */
  CairnEventLog     *log;
  guint              n_shown;
  guint              selected;
  gboolean           follow;
  gboolean           focus;
  guint              focus_plies;
  guint              iteration;
};

/* Puts @log under the log view, which shows none of its lines until
 * the next moment is shown. */
static void
swap_log (CairnPane     *self,
          CairnEventLog *log)
{
  cairn_log_view_set_n_lines (self->log_view, 0);
  g_clear_object (&self->log);
  self->log = log;
}

/* Takes the pane's search, log, moment and selection away, leaving the
 * pane empty, as with no search. */
CairnPaneStash *
cairn_pane_stash (CairnPane *self)
{
  CairnPaneStash *stash;

  g_return_val_if_fail (CAIRN_IS_PANE (self), NULL);

  stash = g_new0 (CairnPaneStash, 1);
  stash->search = self->search;
  stash->log = g_object_ref (self->log);
  stash->n_shown = self->n_shown;
  stash->selected = cairn_view_state_get_selected_node (self->state);
  stash->follow = cairn_view_state_get_follow (self->state);
  stash->focus = cairn_view_state_get_focus (self->state);
  stash->focus_plies = cairn_view_state_get_focus_plies (self->state);
  stash->iteration = self->iteration;
  /* The selection follows the new log's lines from here on. */
  g_signal_handlers_block_by_func (self->log_view, on_log_selected, self);
  swap_log (self, cairn_event_log_new ());
  g_signal_handlers_unblock_by_func (self->log_view, on_log_selected, self);
  cairn_view_state_set_selected_node (self->state, CAIRN_NO_NODE);
  cairn_pane_set_search (self, NULL);
  return stash;
}

/* Shows the stashed search again, at its moment, with its selection; the
 * stash is used up.  Its search must still be alive. */
void
cairn_pane_unstash (CairnPane      *self,
                    CairnPaneStash *stash)
{
  g_return_if_fail (CAIRN_IS_PANE (self));
  g_return_if_fail (stash != NULL);

  g_signal_handlers_block_by_func (self->log_view, on_log_selected, self);
  swap_log (self, g_steal_pointer (&stash->log));
  g_signal_handlers_unblock_by_func (self->log_view, on_log_selected, self);
  self->search = stash->search;
  /* Seen to the end already: no fit as if the search had just ended. */
  self->done_shown = TRUE;
  self->iteration = stash->iteration;
  self->n_shown = stash->n_shown;
  list_iterations (self);
  self->shown_tree = pane_tree (self);
  cairn_tree_view_set_tree (self->tree_view, self->shown_tree);
  cairn_view_state_set_follow (self->state, stash->follow);
  cairn_view_state_set_focus_plies (self->state, stash->focus_plies);
  cairn_view_state_set_focus (self->state, stash->focus);
  cairn_pane_show_moment (self, stash->n_shown);
  cairn_view_state_set_selected_node (self->state, stash->selected);
  cairn_pane_stash_free (stash);
}

void
cairn_pane_stash_free (CairnPaneStash *stash)
{
  if (stash == NULL)
    return;
  g_clear_object (&stash->log);
  g_free (stash);
}

/* For the window going away: the pane stops reading its search, which
 * is about to be freed; its log goes with the pane, and its view draws
 * no line of it any more (describe_log_line()). */
void
cairn_pane_let_go (CairnPane *self)
{
  g_return_if_fail (CAIRN_IS_PANE (self));

  self->search = NULL;
  self->shown_tree = NULL;
  cairn_tree_view_set_tree (self->tree_view, NULL);
}

const CairnSearch *
cairn_pane_get_search (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), NULL);
  return self->search;
}

/* Records what the search did since the last call, for a few
 * milliseconds at most.  Returns TRUE while the log is still behind: call
 * again (the window does, once a frame). */
gboolean
cairn_pane_sync (CairnPane *self)
{
  gboolean behind;

  g_return_val_if_fail (CAIRN_IS_PANE (self), FALSE);

  behind = cairn_event_log_sync (self->log, LOG_SYNC_BUDGET_US);
  /* A search reset under the log empties it: no line past its events
   * until the moment is shown again. */
  if (cairn_event_log_get_n_recorded (self->log) < cairn_log_view_get_n_lines (self->log_view))
    cairn_log_view_set_n_lines (self->log_view, cairn_event_log_get_n_recorded (self->log));
  return behind;
}

/* The search has made events the log has not recorded yet. */
gboolean
cairn_pane_is_behind (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), FALSE);
  /* The log reads its search; none after cairn_pane_let_go(). */
  return self->search != NULL && cairn_event_log_is_behind (self->log);
}

guint
cairn_pane_get_n_recorded (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), 0);
  return cairn_event_log_get_n_recorded (self->log);
}

CairnEventLog *
cairn_pane_get_log (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), NULL);
  return self->log;
}

CairnLogView *
cairn_pane_get_log_view (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), NULL);
  return self->log_view;
}

static void
update_log_height (CairnPane *self)
{
  int most = LOG_MAX_HEIGHT;

  if (self->short_log)
    most = gtk_scrolled_window_get_min_content_height (self->log_scroller);
  else if (self->log_rows > 0)
    most = MAX (most, (int) self->log_rows * cairn_log_view_get_row_height (self->log_view));
  gtk_scrolled_window_set_max_content_height (self->log_scroller, most);
}

/* Two lines of the log, not up to 72 px: a lesson wants the room for
 * its tree (the card's node must be in view at 1366×768). */
void
cairn_pane_set_short_log (CairnPane *self,
                          gboolean   short_log)
{
  g_return_if_fail (CAIRN_IS_PANE (self));
  self->short_log = short_log;
  update_log_height (self);
}

/* Up to @rows of the log (at least 72 px) where the window has the room
 * for them; 0: up to 72 px.  A short log stays short. */
void
cairn_pane_set_log_rows (CairnPane *self,
                         guint      rows)
{
  g_return_if_fail (CAIRN_IS_PANE (self));
  self->log_rows = rows;
  update_log_height (self);
}

/* Where a lesson stops the search short: the nodes it has at the end
 * (0: none), shown beside the count so far. */
void
cairn_pane_set_nodes_at_end (CairnPane *self,
                             guint64    nodes)
{
  g_return_if_fail (CAIRN_IS_PANE (self));
  self->end_search = self->search;
  self->nodes_at_end = nodes;
  update_counters (self);
}

/* A folded inspector is short: its chess board smaller too (12 px
 * squares, where a king still reads as a king). */
static void
on_inspector_folded (CairnPane *self)
{
  int side = gtk_expander_get_expanded (self->inspector_expander) ? 144 : 96;

  gtk_drawing_area_set_content_width (self->inspector_chess, side);
  gtk_drawing_area_set_content_height (self->inspector_chess, side);
}

/* The inspector's board folds away and its text takes the width, fewer
 * lines (cairn-window-room.c: before a lesson card's inspector text
 * folds, its board does). */
void
cairn_pane_set_board_folded (CairnPane *self,
                             gboolean   folded)
{
  g_return_if_fail (CAIRN_IS_PANE (self));
  if (self->board_folded == folded)
    return;
  self->board_folded = folded;
  update_inspector (self);
}

gboolean
cairn_pane_get_board_folded (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), FALSE);
  return self->board_folded;
}

/* @self's and @other's zoom buttons go beside their names, or below
 * them, together, so the two trees' tops stay level. */
void
cairn_pane_pair_headers (CairnPane *self,
                         CairnPane *other)
{
  g_return_if_fail (CAIRN_IS_PANE (self) && CAIRN_IS_PANE (other));
  cairn_pane_header_pair (CAIRN_PANE_HEADER (gtk_widget_get_parent (GTK_WIDGET (self->zoom_controls))),
                          CAIRN_PANE_HEADER (gtk_widget_get_parent (GTK_WIDGET (other->zoom_controls))));
}

/* The counters above the tree (with their frame) fold away: a lesson
 * card gives its searches' figures itself. */
void
cairn_pane_set_counters_folded (CairnPane *self,
                                gboolean   folded)
{
  g_return_if_fail (CAIRN_IS_PANE (self));
  gtk_widget_set_visible (gtk_widget_get_parent (GTK_WIDGET (self->counters)), !folded);
}

gboolean
cairn_pane_get_counters_folded (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), FALSE);
  return !gtk_widget_get_visible (gtk_widget_get_parent (GTK_WIDGET (self->counters)));
}

/* What the inspector says below the node's name folds away when the
 * window is short of room. */
GtkExpander *
cairn_pane_get_inspector_expander (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), NULL);
  return self->inspector_expander;
}

/* The tree's least height: readable (CAIRN_TREE_READABLE_HEIGHT) unless the
 * window cannot give that even with every text folded. */
void
cairn_pane_set_tree_readable (CairnPane *self,
                              gboolean   readable)
{
  g_return_if_fail (CAIRN_IS_PANE (self));
  gtk_scrolled_window_set_min_content_height (self->tree_scroller, readable ? CAIRN_TREE_READABLE_HEIGHT : 64);
}

CairnTreeView *
cairn_pane_get_tree_view (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), NULL);
  return self->tree_view;
}

CairnViewState *
cairn_pane_get_view_state (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), NULL);
  return self->state;
}

void
cairn_pane_select_node (CairnPane *self,
                        guint32    node)
{
  g_return_if_fail (CAIRN_IS_PANE (self));

  cairn_view_state_set_selected_node (self->state, node);
  cairn_tree_view_zoom_to_node (self->tree_view, node, 0);
}

/* What an empty tree says: why there is nothing to search, or (NULL)
 * how to start. */
void
cairn_pane_set_placeholder (CairnPane  *self,
                            const char *text)
{
  g_return_if_fail (CAIRN_IS_PANE (self));

  g_free (self->placeholder_text);
  self->placeholder_text = g_strdup (text ? text : _("Press Step or Run to watch the search grow here."));
  gtk_label_set_text (GTK_LABEL (self->placeholder), self->placeholder_text);
}

/* A line about the other pane under the inspector (NULL hides it); it
 * shows without a node selected here too, to say the other pane's line
 * has no node here. */
void
cairn_pane_set_note (CairnPane  *self,
                     const char *note)
{
  g_return_if_fail (CAIRN_IS_PANE (self));

  gtk_label_set_text (self->inspector_note, note ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->inspector_note), note != NULL);
}

/* Everything the inspector says, for tests and the clipboard. */
char *
cairn_pane_get_inspector_text (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), NULL);

  gboolean shown = gtk_widget_get_visible (GTK_WIDGET (self->inspector_expander));

  return g_strdup_printf ("%s\n%s\n%s", gtk_label_get_text (shown ? self->inspector_title : self->inspector_hint),
                          gtk_label_get_text (self->inspector_text),
                          gtk_label_get_text (self->inspector_note));
}

void
cairn_pane_set_title (CairnPane  *self,
                      const char *title)
{
  g_return_if_fail (CAIRN_IS_PANE (self));
  gtk_label_set_text (self->title, title);
}

CairnMode
cairn_pane_get_mode (CairnPane *self)
{
  g_return_val_if_fail (CAIRN_IS_PANE (self), CAIRN_MODE_PLAIN);
  return (CairnMode) gtk_drop_down_get_selected (self->mode_dropdown);
}

void
cairn_pane_set_mode (CairnPane *self,
                     CairnMode  mode)
{
  g_return_if_fail (CAIRN_IS_PANE (self));
  g_return_if_fail (mode < CAIRN_N_MODES);
  gtk_drop_down_set_selected (self->mode_dropdown, mode);
}

static void
on_mode_selected (CairnPane *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODE]);
}

/* A node picked in the tree (or by the other pane) takes the log to the
 * event that made it, and marks that line; a line picked in the log stays
 * where it is. */
static void
on_selected_node (CairnPane *self)
{
  const CairnTree *tree = pane_tree (self);
  guint32 node = cairn_view_state_get_selected_node (self->state);

  update_inspector (self);
  if (self->selecting_from_log || tree == NULL || node >= tree->n_nodes ||
      cairn_tree_get (tree, node)->created_event >= self->n_shown)
    return;
  self->selecting_from_log = TRUE;
  cairn_log_view_set_selected (self->log_view, cairn_tree_get (tree, node)->created_event);
  self->selecting_from_log = FALSE;
  cairn_log_view_scroll_to (self->log_view, cairn_tree_get (tree, node)->created_event);
}

static void
on_scale (CairnPane *self)
{
  double percent = 100.0 * cairn_view_state_get_scale (self->state) / CAIRN_VIEW_SCALE_DEFAULT;
  /* Fitting a 100,000-node tree takes the zoom to hundredths of a percent:
   * enough digits that it never reads "0 %". */
  g_autofree char *text =
    /* Translators: zoom levels; keep the space before % if your language uses one */
    g_strdup_printf (percent >= 9.95 ? _("%.0f %%")
                     : percent >= 0.995 ? _("%.1f %%")
                     : percent >= 0.0995 ? _("%.2f %%")
                     : _("%.3f %%"),
                     percent);

  gtk_button_set_label (self->zoom_label, text);
  /* As wide at every zoom ("0.003 %" the widest): a row of buttons that
   * changed width could no longer fit beside the pane's name and move
   * to a row of its own, the tree under it a row down, at a zoom. */
  gtk_label_set_width_chars (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (self->zoom_label))), 7);
}

static void
on_log_selected (CairnPane *self)
{
  guint index = cairn_log_view_get_selected (self->log_view);

  if (self->selecting_from_log || index == GTK_INVALID_LIST_POSITION || index >= self->n_shown)
    return;
  self->selecting_from_log = TRUE;
  /* A line of another iteration names a node of that iteration's tree:
   * the pane shows that tree. */
  if (cairn_iterations_in (self->search) &&
      cairn_iterations_at_event (self->search, index) != shown_iteration (self))
    cairn_pane_set_iteration (self, cairn_iterations_at_event (self->search, index));
  cairn_pane_select_node (self, cairn_event_log_node_of (self->log, index));
  self->selecting_from_log = FALSE;
  g_signal_emit (self, signals[NODE_PICKED], 0, cairn_view_state_get_selected_node (self->state));
}

static void
on_tree_picked (CairnPane *self,
                guint      node)
{
  g_signal_emit (self, signals[NODE_PICKED], 0, node);
}

/* A line of the log, for its view: none once the search is let go of
 * (its tree names the moves). */
static char *
describe_log_line (guint    line,
                   gpointer user_data)
{
  CairnPane *self = user_data;

  if (self->search == NULL)
    return g_strdup ("");
  return cairn_event_log_describe (self->log, line);
}

static void
pane_zoom (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  CairnPane *self = CAIRN_PANE (widget);

  if (g_str_equal (action_name, "pane.zoom-in"))
    cairn_tree_view_zoom_in (self->tree_view);
  else if (g_str_equal (action_name, "pane.zoom-out"))
    cairn_tree_view_zoom_out (self->tree_view);
  else if (g_str_equal (action_name, "pane.zoom-reset"))
    cairn_tree_view_zoom_reset (self->tree_view);
  else if (g_str_equal (action_name, "pane.zoom-to-selection"))
    cairn_tree_view_zoom_to_node (self->tree_view, cairn_view_state_get_selected_node (self->state), 0);
  else
    cairn_tree_view_fit (self->tree_view);
}

static void
cairn_pane_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_MODE:
      g_value_set_uint (value, cairn_pane_get_mode (CAIRN_PANE (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_pane_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_MODE:
      cairn_pane_set_mode (CAIRN_PANE (object), g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cairn_pane_dispose (GObject *object)
{
  CairnPane *self = CAIRN_PANE (object);

  /* The log view may outlive the pane (a reference elsewhere): it reads
   * nothing of the pane any more. */
  if (self->log_view != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->log_view, self);
      cairn_log_view_set_describe (self->log_view, NULL, NULL);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), CAIRN_TYPE_PANE);
  g_clear_object (&self->log);
  g_clear_object (&self->state);
  g_clear_pointer (&self->placeholder_text, g_free);
  G_OBJECT_CLASS (cairn_pane_parent_class)->dispose (object);
}

static void
cairn_pane_class_init (CairnPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_pane_dispose;
  object_class->get_property = cairn_pane_get_property;
  object_class->set_property = cairn_pane_set_property;

  properties[PROP_MODE] =
    g_param_spec_uint ("mode", NULL, NULL, 0, CAIRN_N_MODES - 1, CAIRN_MODE_PLAIN,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The user picked a node, in the tree or the log (CAIRN_NO_NODE: none):
   * the window carries the pick to the other pane. */
  signals[NODE_PICKED] = g_signal_new ("node-picked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                       NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  g_type_ensure (CAIRN_TYPE_PANE_HEADER);
  g_type_ensure (CAIRN_TYPE_TREE_VIEW);
  g_type_ensure (CAIRN_TYPE_TEXT_BIN);
  g_type_ensure (CAIRN_TYPE_DAMAGE_BIN);
  g_type_ensure (CAIRN_TYPE_LOG_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnPane, box);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, title);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, mode_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, iteration_dropdown);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, counters);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, tree_scroller);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, tree_view);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, placeholder);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, zoom_label);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, zoom_controls);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, follow_button);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, focus_button);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, focus_plies);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, inspector_board);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, inspector_chess);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, inspector_hint);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, inspector_expander);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, inspector_title);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, inspector_text);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, inspector_note);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, log_scroller);
  gtk_widget_class_bind_template_child (widget_class, CairnPane, log_view);

  gtk_widget_class_install_action (widget_class, "pane.zoom-in", NULL, pane_zoom);
  gtk_widget_class_install_action (widget_class, "pane.zoom-out", NULL, pane_zoom);
  gtk_widget_class_install_action (widget_class, "pane.zoom-reset", NULL, pane_zoom);
  gtk_widget_class_install_action (widget_class, "pane.fit", NULL, pane_zoom);
  gtk_widget_class_install_action (widget_class, "pane.zoom-to-selection", NULL, pane_zoom);

  /* Its wrapped texts never widen it (cairn-wrap-layout.c). */
  gtk_widget_class_set_layout_manager_type (widget_class, CAIRN_TYPE_WRAP_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cairnpane");
}

static void
cairn_pane_init (CairnPane *self)
{
  g_autoptr (GtkStringList) modes = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  cairn_wrap_layout_set_in_paned (CAIRN_WRAP_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))), TRUE);

  for (guint m = 0; m < CAIRN_N_MODES; m++)
    gtk_string_list_append (modes, cairn_mode_to_title (m));
  gtk_drop_down_set_model (self->mode_dropdown, G_LIST_MODEL (modes));
  g_signal_connect_swapped (self->mode_dropdown, "notify::selected", G_CALLBACK (on_mode_selected), self);
  g_signal_connect_swapped (self->iteration_dropdown, "notify::selected", G_CALLBACK (on_iteration_selected), self);
  self->placeholder_text = g_strdup (gtk_label_get_text (GTK_LABEL (self->placeholder)));

  gtk_drawing_area_set_draw_func (self->inspector_chess, draw_inspector_chess, self, NULL);
  g_signal_connect_swapped (self->inspector_expander, "notify::expanded", G_CALLBACK (on_inspector_folded), self);
  self->state = cairn_view_state_new ();
  cairn_tree_view_set_state (self->tree_view, self->state);
  g_signal_connect_swapped (self->tree_view, "picked", G_CALLBACK (on_tree_picked), self);
  g_signal_connect_swapped (self->state, "notify::selected-node", G_CALLBACK (on_selected_node), self);
  g_signal_connect_swapped (self->state, "notify::scale", G_CALLBACK (on_scale), self);
  g_object_bind_property (self->state, "follow", self->follow_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->state, "focus", self->focus_button, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->state, "focus", self->focus_plies, "visible", G_BINDING_SYNC_CREATE);
  gtk_spin_button_set_range (self->focus_plies, 0, CAIRN_VIEW_FOCUS_PLIES_MAX);
  g_object_bind_property (self->state, "focus-plies", gtk_spin_button_get_adjustment (self->focus_plies), "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  on_scale (self);

  self->log = cairn_event_log_new ();
  cairn_log_view_set_describe (self->log_view, describe_log_line, self);
  g_signal_connect_swapped (self->log_view, "notify::selected", G_CALLBACK (on_log_selected), self);

  update_counters (self);
}
