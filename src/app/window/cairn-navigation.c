/* cairn-navigation.c — previous/next null probe and null prune, and the
 * decisive prune, for the window.
 *
 * Probes and prunes exist only in a pane that prunes null moves (the
 * right one when both do): the node is selected there, and the same line
 * in the other pane where that pane searched it (for a probe, the node it
 * probed: the other pane never passed).  The decisive prune comes from
 * cairn_decisive_prunes (), which searches again once per null prune, up
 * to a second for a pawn ending, so it runs on a worker thread once the
 * searches are done and disagree.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-decisive.h"
#include "cairn-event-text.h"
#include "cairn-navigation.h"
#include "cairn-node-text.h"

/* The analysis itself is the comparison's (cairn_comparison_analyse());
 * what it means for the panes and the banner is kept here. */
struct _CairnNavigation {
  GObject  parent_instance;

  CairnWindow     *window;              /* weak: the window owns this */
  CairnComparison *comparison;
  GtkToggleButton *left_column_button;  /* the window's */
  CairnSummaryBanner *banner;           /* the window's */
  char    *warning;        /* the banner's first sentence (the window's), or NULL */
  gboolean nothing;        /* no pane prunes null moves: nothing to analyse */
  guint    pane;           /* the pane the decisive prune is in */
  CairnPosition position;  /* the position analysed */
  guint32  decisive_node;  /* CAIRN_NO_NODE when none */
  char    *text;           /* the banner's sentence, or NULL */
};

typedef enum {
  TARGET_PROBE,
  TARGET_PRUNE,
} Target;

#define MAX_LINE 64

G_DEFINE_FINAL_TYPE (CairnNavigation, cairn_navigation, G_TYPE_OBJECT)

static CairnPane *
pane (CairnNavigation *self,
      guint            index)
{
  return cairn_window_get_pane (self->window, index);
}

/* The tree pane @index shows (with iterative deepening, an
 * iteration's: decisive prunes are the last one's, so they are found
 * only when it is shown). */
static const CairnTree *
pane_tree (CairnNavigation *self,
           guint            index)
{
  return cairn_pane_get_tree (pane (self, index));
}

/* The pane whose search prunes null moves (the right one when both do),
 * or G_MAXUINT. */
static guint
pruning_pane (CairnNavigation *self)
{
  for (guint i = 2; i-- > 0;)
    if (cairn_mode_uses_null_move (cairn_pane_get_mode (pane (self, i))) && pane_tree (self, i) != NULL)
      return i;
  return G_MAXUINT;
}

static gboolean
is_target (const CairnNode *node,
           Target           target,
           guint            n_shown)
{
  if (target == TARGET_PROBE)
    return node->kind == CAIRN_NODE_NULL_PROBE && node->created_event < n_shown;
  return node->end == CAIRN_END_NULL_PRUNED && cairn_node_finished_at (node, n_shown - 1);
}

/* The next (or previous) @target after @from in creation order, wrapping
 * around; from CAIRN_NO_NODE, the first (or last). */
static guint32
find_target (const CairnTree *tree,
             guint            n_shown,
             guint32          from,
             Target           target,
             gboolean         forward)
{
  guint32 n = tree->n_nodes;

  if (n == 0 || n_shown == 0)
    return CAIRN_NO_NODE;
  if (from >= n)
    from = forward ? n - 1 : 0;
  for (guint32 k = 1; k <= n; k++)
    {
      guint32 i = forward ? (from + k) % n : (from + n - k) % n;

      if (is_target (cairn_tree_get (tree, i), target, n_shown))
        return i;
    }
  return CAIRN_NO_NODE;
}

/* The height a tree needs to show a node at 100 % under its zoom
 * buttons: the board, and the value under it. */
#define TREE_ROOM (CAIRN_VIEW_SCALE_DEFAULT * 0.72 + 2 * CAIRN_PAINTER_READABLE_LABEL + 42)

/* For a second after a selection (the inspectors take their new text,
 * the trees their new heights, a frame or more later on a busy
 * machine): where a tree is too short to show its node readable (a
 * 1366 × 768 screen, a long inspector), the left column folds away, as
 * the lessons fold it, so the panes widen, their texts wrap to fewer
 * lines and the trees grow; they frame their nodes again as they do.
 * F9 or the header's button brings it back. */
static gboolean
make_room_tick (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  CairnNavigation *self = cairn_window_get_navigation (CAIRN_WINDOW (widget));
  gint64 *since = user_data;

  if (!gtk_toggle_button_get_active (self->left_column_button))
    return G_SOURCE_REMOVE;
  for (guint p = 0; p < 2; p++)
    {
      int h = gtk_widget_get_height (GTK_WIDGET (cairn_pane_get_tree_view (pane (self, p))));

      if (h > 0 && h < TREE_ROOM)
        {
          gtk_toggle_button_set_active (self->left_column_button, FALSE);
          return G_SOURCE_REMOVE;
        }
    }
  if (*since == 0)
    *since = gdk_frame_clock_get_frame_time (clock);
  return gdk_frame_clock_get_frame_time (clock) - *since < G_USEC_PER_SEC ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

static void
make_room (CairnNavigation *self)
{
  if (gtk_toggle_button_get_active (self->left_column_button))
    gtk_widget_add_tick_callback (GTK_WIDGET (self->window), make_room_tick, g_new0 (gint64, 1), g_free);
}

/* Selects @node in pane @p and its line in the other pane, where that
 * pane shows it; a probe's line there ends at the node it probed. */
static void
select_in_both (CairnNavigation *self,
                guint            p,
                guint32          node)
{
  guint other = 1 - p;
  const CairnTree *here = pane_tree (self, p), *there = pane_tree (self, other);
  guint32 found = CAIRN_NO_NODE;
  CairnMove moves[MAX_LINE];
  guint n = cairn_tree_line_to (here, node, moves, G_N_ELEMENTS (moves));

  if (there != NULL)
    {
      found = cairn_tree_find_line (there, moves, n);
      if (found == CAIRN_NO_NODE && n > 0 && moves[n - 1] == CAIRN_NO_MOVE)
        found = cairn_tree_find_line (there, moves, n - 1);
      if (found != CAIRN_NO_NODE &&
          cairn_tree_get (there, found)->created_event >= cairn_pane_get_n_shown (pane (self, other)))
        found = CAIRN_NO_NODE;
    }
  /* The other pane first: selecting there highlights its line here, and
   * selecting here then highlights this line there. */
  cairn_pane_select_node (pane (self, other), found);
  cairn_pane_select_node (pane (self, p), node);
  make_room (self);
}

static void
action_step_to (GtkWidget  *widget,
                const char *name,
                GVariant   *parameter)
{
  CairnNavigation *self = cairn_window_get_navigation (CAIRN_WINDOW (widget));
  guint p = pruning_pane (self);
  Target target = g_str_has_prefix (name, "win.probe-") ? TARGET_PROBE : TARGET_PRUNE;
  gboolean forward = g_str_has_suffix (name, "-next");
  guint32 from, node;

  if (p == G_MAXUINT)
    return;
  from = cairn_view_state_get_selected_node (cairn_pane_get_view_state (pane (self, p)));
  node = find_target (pane_tree (self, p), cairn_pane_get_n_shown (pane (self, p)), from, target, forward);
  if (node != CAIRN_NO_NODE)
    select_in_both (self, p, node);
}

static void
action_decisive (GtkWidget  *widget,
                 const char *name,
                 GVariant   *parameter)
{
  CairnNavigation *self = cairn_window_get_navigation (CAIRN_WINDOW (widget));

  if (self->decisive_node != CAIRN_NO_NODE && pane_tree (self, self->pane) != NULL)
    select_in_both (self, self->pane, self->decisive_node);
}

void
cairn_navigation_update_actions (CairnNavigation *self)
{
  GtkWidget *window = GTK_WIDGET (self->window);
  guint p = pruning_pane (self);
  CairnCounters counters = { 0 };
  gboolean decisive = FALSE;

  if (p != G_MAXUINT)
    cairn_pane_get_counters (pane (self, p), &counters);
  if (self->decisive_node != CAIRN_NO_NODE && pane_tree (self, self->pane) != NULL)
    decisive = cairn_node_finished_at (cairn_tree_get (pane_tree (self, self->pane), self->decisive_node),
                                       cairn_pane_get_n_shown (pane (self, self->pane)) - 1);
  gtk_widget_action_set_enabled (window, "win.probe-previous", counters.null_probes > 0);
  gtk_widget_action_set_enabled (window, "win.probe-next", counters.null_probes > 0);
  gtk_widget_action_set_enabled (window, "win.prune-previous", counters.null_prunes > 0);
  gtk_widget_action_set_enabled (window, "win.prune-next", counters.null_prunes > 0);
  gtk_widget_action_set_enabled (window, "win.decisive-prune", decisive);
}

/* "X plays cell 4, O plays cell 1" for numbered cells; the line with
 * move numbers in the game's notation otherwise ("1. Kf6 Ke8 2. e7"). */
static char *
line_text (const CairnTree *tree,
           guint32          node)
{
  const CairnGame *game = cairn_tree_game (tree);
  g_autoptr (GPtrArray) path = g_ptr_array_new ();
  GString *text;

  if (!game->numbered_moves)
    return cairn_node_text_line (tree, node);
  for (guint32 i = node; i != 0 && i != CAIRN_NO_NODE; i = cairn_tree_get (tree, i)->parent)
    g_ptr_array_insert (path, 0, GUINT_TO_POINTER (i));
  text = g_string_new (NULL);
  for (guint k = 0; k < path->len; k++)
    {
      const CairnNode *n = cairn_tree_get (tree, GPOINTER_TO_UINT (g_ptr_array_index (path, k)));
      const char *mover = cairn_game_side_name (game, cairn_side_other (cairn_node_side (n)));

      if (k > 0)
        g_string_append (text, ", ");
      if (n->kind == CAIRN_NODE_NULL_PROBE)
        /* Translators: a null move inside a line of play, e.g. "X passes" */
        g_string_append_printf (text, _("%s passes"), mover);
      else
        /* Translators: a move inside a line of play, e.g. "X plays cell 4" */
        g_string_append_printf (text, _("%s plays cell %u"), mover, n->move);
    }
  return g_string_free (text, FALSE);
}

static char *
decisive_sentence (const CairnTree          *tree,
                   guint32                   node,
                   const CairnDecisivePrune *d)
{
  const CairnGame *game = cairn_tree_game (tree);
  g_autofree char *line = line_text (tree, node);
  g_autofree char *value = cairn_node_text_value (game, d->probe_value);
  g_autofree char *worth = cairn_node_text_value (game, d->undone_plain_value);
  g_autofree char *pruned = NULL;
  g_autofree char *probe = NULL;
  CairnBound bound = CAIRN_BOUND_EXACT;

  /* A probe searched below the horizon may return a bound: "≤ 9". */
  for (guint32 c = node < tree->n_nodes ? cairn_tree_get (tree, node)->first_child : CAIRN_NO_NODE;
       c != CAIRN_NO_NODE; c = cairn_tree_get (tree, c)->next_sibling)
    if (cairn_tree_get (tree, c)->kind == CAIRN_NODE_NULL_PROBE)
      bound = cairn_node_bound (cairn_tree_get (tree, c));
  probe = cairn_bound_mark (bound, value);

  if (cairn_game_value_is_win (game, d->undone_plain_value, NULL, NULL))
    /* Translators: what a decisive prune cut off, e.g. "a win (White wins, ply 7)" */
    pruned = g_strdup_printf (_("a win (%s)"), worth);
  else
    /* Translators: what a decisive prune cut off, e.g. "a move worth 12" */
    pruned = g_strdup_printf (_("a move worth %s"), worth);
  if (d->verification)
    /* Translators: e.g. "Decisive verification: the null move at node 12
     * after X plays cell 0, O plays cell 2, on a probe value of 12, had its
     * moves searched one ply shallower, which hid a move worth 9." */
    return g_strdup_printf (_("Decisive verification: the null move at node %1$u after %2$s, on a probe value of %4$s, had its moves searched one ply shallower, which hid %3$s."),
                            node, line, pruned, probe);
  /* Translators: e.g. "Decisive prune: the null move at node 5 after X
   * plays cell 4 pruned a move worth 12 on a probe value of 9." */
  return g_strdup_printf (_("Decisive prune: the null move at node %1$u after %2$s pruned %3$s on a probe value of %4$s."),
                          node, line, pruned, probe);
}

/* What plain alpha-beta makes of the pruning pane's move and of its own:
 * why the move is worse even where both panes show the same value. */
static char *
plain_value_sentence (const CairnPosition        *position,
                      const CairnDecisiveSummary *sum)
{
  const CairnGame *game = cairn_position_game (position);
  g_autofree char *move = NULL, *own = NULL, *value = NULL, *own_value = NULL;

  if (sum->pruning_best_move < 0 || sum->plain_best_move < 0)
    return NULL;
  move = cairn_node_text_root_move (position, sum->pruning_best_move);
  own = cairn_node_text_root_move (position, sum->plain_best_move);
  value = cairn_node_text_value_phrase (game, sum->pruning_plain_value);
  own_value = cairn_node_text_value_phrase (game, sum->plain_value);
  /* Translators: e.g. "Plain alpha-beta after Kh6: White wins, ply 6
   * (after its own Kh8: value 150)." */
  return g_strdup_printf (_("Plain alpha-beta after %1$s: %2$s (after its own %3$s: %4$s)."),
                          move, value, own, own_value);
}

/* The banner names the decisive prune under its first sentence. */
static void
show_banner_text (CairnNavigation *self)
{
  if (self->warning == NULL)
    return;
  cairn_summary_banner_set_decisive_text (self->banner, self->text);
}

/* The comparison's analysis of the current searches has settled. */
static void
on_analysed (CairnNavigation *self)
{
  GArray *prunes = cairn_comparison_get_decisive_prunes (self->comparison);
  const CairnTree *tree = pane_tree (self, self->pane);
  g_autoptr (GPtrArray) sentences = g_ptr_array_new_with_free_func (g_free);
  gboolean found[2] = { FALSE, FALSE };  /* a decisive prune, a decisive verification */

  if (prunes != NULL)
    {
      char *plain = plain_value_sentence (&self->position, cairn_comparison_get_decisive_summary (self->comparison));

      if (plain)
        g_ptr_array_add (sentences, plain);
    }
  /* The first decisive prune, starred, and the first decisive
   * verification, each in creation order. */
  for (guint i = 0; prunes != NULL && tree != NULL && i < prunes->len; i++)
    {
      const CairnDecisivePrune *d = &g_array_index (prunes, CairnDecisivePrune, i);
      const CairnNode *n;
      guint32 node;

      if (!d->decisive || found[d->verification])
        continue;
      /* The pane's search is the analysis' pruning search, node for
       * node: the index names the node even where a verified search's
       * re-search made a second node of the same line. */
      node = d->node;
      if (node >= tree->n_nodes)
        continue;
      n = cairn_tree_get (tree, node);
      if (d->verification ? !(n->flags & CAIRN_NODE_FLAG_FAIL_HIGH_SUSPECTED)
                          : n->end != CAIRN_END_NULL_PRUNED)
        continue;
      found[d->verification] = TRUE;
      g_ptr_array_add (sentences, decisive_sentence (tree, node, d));
      if (!d->verification)
        {
          self->decisive_node = node;
          cairn_tree_view_set_decisive (cairn_pane_get_tree_view (pane (self, self->pane)), node);
        }
    }
  /* No prune to point at: say why, as cairn-cli compare does. */
  if (prunes != NULL && tree != NULL && !found[0] && !found[1])
    {
      char *none = cairn_decisive_none_text (cairn_comparison_get_decisive_summary (self->comparison), prunes,
                                             cairn_mode_to_name (CAIRN_MODE_PLAIN),
                                             cairn_mode_to_name (cairn_pane_get_mode (pane (self, self->pane))));

      if (none)
        g_ptr_array_add (sentences, none);
    }
  if (sentences->len > 0)
    {
      g_ptr_array_add (sentences, NULL);
      self->text = g_strjoinv ("\n", (char **) sentences->pdata);
    }
  show_banner_text (self);
  cairn_navigation_update_actions (self);
}

static void
start_analysis (CairnNavigation *self)
{
  guint p = pruning_pane (self);

  if (p == G_MAXUINT)
    {
      self->nothing = TRUE;
      return;
    }
  self->pane = p;
  self->position = pane_tree (self, p)->root_position;
  cairn_comparison_analyse (self->comparison, p, &self->position,
                            cairn_search_get_settings (cairn_pane_get_search (pane (self, p))));
}

void
cairn_navigation_update_banner (CairnNavigation *self,
                                const char      *warning)
{
  g_return_if_fail (CAIRN_IS_NAVIGATION (self));

  if (g_strcmp0 (warning, self->warning) != 0)
    {
      g_free (self->warning);
      self->warning = g_strdup (warning);
    }
  if (warning != NULL && !self->nothing && !cairn_comparison_is_analysis_started (self->comparison))
    start_analysis (self);
  if (warning != NULL)
    show_banner_text (self);
}

void
cairn_navigation_reset (CairnNavigation *self)
{
  g_return_if_fail (CAIRN_IS_NAVIGATION (self));

  cairn_comparison_reset_analysis (self->comparison);
  self->nothing = FALSE;
  self->decisive_node = CAIRN_NO_NODE;
  g_clear_pointer (&self->text, g_free);
  for (guint i = 0; i < 2; i++)
    cairn_tree_view_set_decisive (cairn_pane_get_tree_view (pane (self, i)), CAIRN_NO_NODE);
}

const char *
cairn_navigation_get_decisive_text (CairnWindow *window)
{
  g_return_val_if_fail (CAIRN_IS_WINDOW (window), NULL);
  return cairn_window_get_navigation (window)->text;
}

guint32
cairn_navigation_get_decisive_node (CairnWindow *window,
                                    guint       *pane_index)
{
  CairnNavigation *self;

  g_return_val_if_fail (CAIRN_IS_WINDOW (window), CAIRN_NO_NODE);
  self = cairn_window_get_navigation (window);
  if (pane_index)
    *pane_index = self->pane;
  return self->decisive_node;
}

gboolean
cairn_navigation_is_settled (CairnWindow *window)
{
  CairnNavigation *self;

  g_return_val_if_fail (CAIRN_IS_WINDOW (window), FALSE);
  self = cairn_window_get_navigation (window);
  return self->nothing || cairn_comparison_is_analysis_settled (self->comparison);
}

/* The window is going: no late analysis reaches it. */
void
cairn_navigation_stop (CairnNavigation *self)
{
  g_return_if_fail (CAIRN_IS_NAVIGATION (self));

  g_signal_handlers_disconnect_by_data (self->comparison, self);
}

void
cairn_navigation_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.probe-previous", NULL, action_step_to);
  gtk_widget_class_install_action (widget_class, "win.probe-next", NULL, action_step_to);
  gtk_widget_class_install_action (widget_class, "win.prune-previous", NULL, action_step_to);
  gtk_widget_class_install_action (widget_class, "win.prune-next", NULL, action_step_to);
  gtk_widget_class_install_action (widget_class, "win.decisive-prune", NULL, action_decisive);
}

static void
cairn_navigation_dispose (GObject *object)
{
  CairnNavigation *self = CAIRN_NAVIGATION (object);

  if (self->comparison != NULL)
    g_signal_handlers_disconnect_by_data (self->comparison, self);
  g_clear_object (&self->comparison);
  g_clear_pointer (&self->warning, g_free);
  g_clear_pointer (&self->text, g_free);
  G_OBJECT_CLASS (cairn_navigation_parent_class)->dispose (object);
}

static void
cairn_navigation_class_init (CairnNavigationClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = cairn_navigation_dispose;
}

static void
cairn_navigation_init (CairnNavigation *self)
{
  self->decisive_node = CAIRN_NO_NODE;
}

CairnNavigation *
cairn_navigation_new (CairnWindow        *window,
                      CairnComparison    *comparison,
                      GtkToggleButton    *left_column_button,
                      CairnSummaryBanner *banner)
{
  CairnNavigation *self = g_object_new (CAIRN_TYPE_NAVIGATION, NULL);

  self->window = window;
  self->comparison = g_object_ref (comparison);
  self->left_column_button = left_column_button;
  self->banner = banner;
  g_signal_connect_swapped (comparison, "analysed", G_CALLBACK (on_analysed), self);
  return self;
}
