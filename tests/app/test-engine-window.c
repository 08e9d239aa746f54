/* test-engine-window.c — the engine style (SEARCH-RULES.md §4) in the window:
 * the Search style choice and its parts, per game, in GSettings and in
 * scenarios, passed to both panes' searches; the gate's word on R; each
 * pane's Iteration choice and the counters it shows at every moment.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-window.h"
#include "gui-util.h"

/* K+Q v K+Q: probes (White has a queen), table cutoffs, checks and
 * quiescence at depth 2 in a tree of a hundred nodes. */
#define QUEENS "4k3/8/8/3q4/8/8/3Q4/4K3 w - - 0 1"

typedef GuiFixture Fixture;

static guint
pane_parts (CairnWindow *win,
            guint        pane)
{
  return cairn_search_get_settings (cairn_pane_get_search (cairn_window_get_pane (win, pane)))->engine_parts;
}

static char *
stored (CairnWindow *win,
        const char  *key)
{
  return g_settings_get_string (cairn_window_get_settings (win), key);
}

static void
assert_stored (CairnWindow *win,
               const char  *key,
               const char  *value)
{
  g_autofree char *text = stored (win, key);

  g_assert_cmpstr (text, ==, value);
}

static void
assert_tooltip_has (GtkWidget  *widget,
                    const char *part)
{
  const char *tip = gtk_widget_get_tooltip_text (widget);

  if (tip == NULL || strstr (tip, part) == NULL)
    g_error ("tooltip «%s» lacks «%s»", tip ? tip : "(none)", part);
}

/* The parts' check buttons as a set of CairnEnginePart bits. */
static guint
ticked (CairnWindow *win)
{
  static const guint bits[CAIRN_N_ENGINE_PARTS] = {
    CAIRN_PART_QSEARCH, CAIRN_PART_ORDER, CAIRN_PART_PVS, CAIRN_PART_TT,
    CAIRN_PART_ID, CAIRN_PART_CHECK, CAIRN_PART_DRAWS, CAIRN_PART_GATE,
  };
  guint parts = 0;

  for (guint i = 0; i < CAIRN_N_ENGINE_PARTS; i++)
    if (gtk_check_button_get_active (gui_engine_part (win, i)))
      parts |= bits[i];
  return parts;
}

/* Tic-tac-toe greys the style (the seed's), and says why; a chess
 * position lets it be chosen; Engine ticks every part at first, both
 * panes search with them, GSettings keeps them, and with the gate the R
 * control says Stockfish's formula replaces it. */
static void
test_control (Fixture       *f,
              gconstpointer  data)
{
  CairnWindow *win = f->win;
  GListModel *styles = gtk_drop_down_get_model (GUI_PART (win, GtkDropDown, search_style));

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (GUI_PART (win, GtkDropDown, search_style))));
  g_assert_cmpuint (g_list_model_get_n_items (styles), ==, 2);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (styles), 0), ==, "Seed");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (styles), 1), ==, "Engine");
  for (guint i = 0; i < CAIRN_N_ENGINE_PARTS; i++)
    g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (gui_engine_part (win, i))));
  g_assert_nonnull (gtk_widget_get_tooltip_text (GTK_WIDGET (GUI_PART (win, GtkButton, engine_parts_all))));

  /* Tic-tac-toe: greyed, the seed style, and why. */
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkDropDown, search_style))));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkMenuButton, engine_parts_button))));
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (win, GtkDropDown, search_style)), ==, 0);
  assert_tooltip_has (GTK_WIDGET (GUI_PART (win, GtkDropDown, search_style)), "Tic-tac-toe has no captures, checks or repetitions");
  assert_tooltip_has (GTK_WIDGET (GUI_PART (win, GtkMenuButton, engine_parts_button)), "it is for chess only");
  g_assert_cmpuint (cairn_window_engine_parts (win), ==, 0);

  /* A chess position: a choice, the seed's until chosen. */
  gui_set_fen_scenario (win, "chess", QUEENS, 2, 3, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_spin (50);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkDropDown, search_style))));
  assert_tooltip_has (GTK_WIDGET (GUI_PART (win, GtkDropDown, search_style)), "Engine: null move as chess programs use it");
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkMenuButton, engine_parts_button))));
  g_assert_cmpuint (pane_parts (win, 0), ==, 0);
  g_assert_cmpuint (pane_parts (win, 1), ==, 0);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkDropDown, reduction))));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkLabel, gate_note))));

  /* Engine: every part, in both panes' searches, remembered. */
  gtk_drop_down_set_selected (GUI_PART (win, GtkDropDown, search_style), 1);
  gui_spin (50);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkMenuButton, engine_parts_button))));
  g_assert_cmpuint (ticked (win), ==, CAIRN_ENGINE_PARTS_ALL);
  g_assert_cmpuint (pane_parts (win, 0), ==, CAIRN_ENGINE_PARTS_ALL);
  g_assert_cmpuint (pane_parts (win, 1), ==, CAIRN_ENGINE_PARTS_ALL);
  assert_stored (win, "search-style", "engine");
  assert_stored (win, "engine-parts", "engine");
  /* The gate: R is Stockfish's formula's, and the window says so. */
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkDropDown, reduction))));
  assert_tooltip_has (GTK_WIDGET (GUI_PART (win, GtkDropDown, reduction)), "its formula sets R probe by probe");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkLabel, gate_note))));
  g_assert_nonnull (strstr (gtk_label_get_text (GUI_PART (win, GtkLabel, gate_note)), "Stockfish’s formula sets R here"));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkDropDown, probe_window))));
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkDropDown, null_when))));

  /* Without the gate, R is the setting's again. */
  gtk_check_button_set_active (gui_engine_part (win, 7), FALSE);
  gui_spin (50);
  g_assert_cmpuint (pane_parts (win, 0), ==, CAIRN_ENGINE_PARTS_ALL & ~CAIRN_PART_GATE);
  g_assert_cmpuint (pane_parts (win, 1), ==, CAIRN_ENGINE_PARTS_ALL & ~CAIRN_PART_GATE);
  assert_stored (win, "engine-parts", "qsearch,order,pvs,tt,id,check,draws");
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkDropDown, reduction))));
  assert_tooltip_has (GTK_WIDGET (GUI_PART (win, GtkDropDown, reduction)), "How many plies shallower a null probe searches");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (GUI_PART (win, GtkLabel, gate_note))));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkDropDown, probe_window))));
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkDropDown, null_when))));

  /* One part alone; none goes back to the seed style. */
  for (guint i = 1; i < CAIRN_N_ENGINE_PARTS; i++)
    gtk_check_button_set_active (gui_engine_part (win, i), FALSE);
  gui_spin (50);
  g_assert_cmpuint (pane_parts (win, 1), ==, CAIRN_PART_QSEARCH);
  assert_stored (win, "engine-parts", "qsearch");
  gtk_check_button_set_active (gui_engine_part (win, 0), FALSE);
  gui_spin (50);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (win, GtkDropDown, search_style)), ==, 0);
  g_assert_cmpuint (pane_parts (win, 0), ==, 0);
  g_assert_cmpuint (pane_parts (win, 1), ==, 0);
  assert_stored (win, "search-style", "seed");

  /* All parts at one click. */
  g_signal_emit_by_name (GUI_PART (win, GtkButton, engine_parts_all), "clicked");
  gui_spin (50);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (win, GtkDropDown, search_style)), ==, 1);
  g_assert_cmpuint (pane_parts (win, 1), ==, CAIRN_ENGINE_PARTS_ALL);

  /* Back on tic-tac-toe: greyed and the seed's, the chess choice kept
   * for later. */
  gtk_toggle_button_set_active (GUI_PART (win, GtkToggleButton, game_tictactoe), TRUE);
  gui_spin (50);
  g_assert_false (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkDropDown, search_style))));
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (win, GtkDropDown, search_style)), ==, 0);
  g_assert_cmpuint (pane_parts (win, 0), ==, 0);
  g_assert_cmpuint (pane_parts (win, 1), ==, 0);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (GUI_PART (win, GtkDropDown, reduction))));
  assert_stored (win, "search-style", "engine");
  assert_stored (win, "engine-parts", "engine");
  gtk_toggle_button_set_active (GUI_PART (win, GtkToggleButton, game_chess), TRUE);
  gui_spin (50);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (win, GtkDropDown, search_style)), ==, 1);
  g_assert_cmpuint (ticked (win), ==, CAIRN_ENGINE_PARTS_ALL);
  g_assert_cmpuint (pane_parts (win, 1), ==, CAIRN_ENGINE_PARTS_ALL);
}

/* Scenarios carry the style: saved with the ticked parts, loaded with
 * theirs (or the seed's). */
static void
test_scenario (Fixture       *f,
               gconstpointer  data)
{
  CairnWindow *win = f->win;
  CairnScenario scenario;

  gui_set_fen_scenario (win, "chess", QUEENS, 2, 3, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  cairn_window_get_scenario (win, &scenario);
  g_assert_cmpuint (scenario.engine_parts, ==, 0);
  scenario.engine_parts = CAIRN_PART_QSEARCH | CAIRN_PART_ID;
  cairn_window_set_scenario (win, &scenario);
  gui_spin (50);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (win, GtkDropDown, search_style)), ==, 1);
  g_assert_cmpuint (ticked (win), ==, CAIRN_PART_QSEARCH | CAIRN_PART_ID);
  g_assert_cmpuint (pane_parts (win, 0), ==, CAIRN_PART_QSEARCH | CAIRN_PART_ID);
  g_assert_cmpuint (pane_parts (win, 1), ==, CAIRN_PART_QSEARCH | CAIRN_PART_ID);
  assert_stored (win, "engine-parts", "qsearch,id");
  cairn_window_get_scenario (win, &scenario);
  g_assert_cmpuint (scenario.engine_parts, ==, CAIRN_PART_QSEARCH | CAIRN_PART_ID);
  scenario.engine_parts = 0;
  cairn_window_set_scenario (win, &scenario);
  gui_spin (50);
  g_assert_cmpuint (gtk_drop_down_get_selected (GUI_PART (win, GtkDropDown, search_style)), ==, 0);
  g_assert_cmpuint (pane_parts (win, 1), ==, 0);
}

/* The same search run apart, @n_events events in (all of it: 0). */
static void
reference_counters (CairnWindow   *win,
                    guint          pane,
                    guint          n_events,
                    CairnCounters *counters)
{
  const CairnSearch *live = cairn_pane_get_search (cairn_window_get_pane (win, pane));
  g_autoptr (CairnSearch) search = cairn_search_new (cairn_search_get_position (live),
                                                     cairn_search_get_settings (live), TRUE);

  for (guint i = 0; i < n_events && !cairn_search_is_done (search); i++)
    cairn_search_step (search);
  if (n_events == 0)
    cairn_search_run (search);
  *counters = *cairn_search_get_counters (search);
}

static void
assert_counters (const CairnCounters *shown,
                 const CairnCounters *want,
                 guint                moment)
{
  const guint64 a[] = { shown->nodes, shown->null_probes, shown->null_prunes, shown->cutoffs,
                        shown->q_nodes, shown->tt_cutoffs, shown->pvs_re_searches, shown->extensions,
                        shown->draws, shown->n_iterations, shown->iteration_nodes[0], shown->iteration_nodes[1] };
  const guint64 b[] = { want->nodes, want->null_probes, want->null_prunes, want->cutoffs,
                        want->q_nodes, want->tt_cutoffs, want->pvs_re_searches, want->extensions,
                        want->draws, want->n_iterations, want->iteration_nodes[0], want->iteration_nodes[1] };

  for (guint i = 0; i < G_N_ELEMENTS (a); i++)
    if (a[i] != b[i])
      g_error ("at event %u counter %u is %" G_GUINT64_FORMAT ", the search's %" G_GUINT64_FORMAT,
               moment, i, a[i], b[i]);
}

/* Iterative deepening in the panes: an Iteration choice in each, the
 * last iteration's tree by default and as the search goes, any other on
 * demand; the counters of any moment are the search's at that moment;
 * a probe's inspector says the R Stockfish's formula gave it. */
static void
test_iterations (Fixture       *f,
                 gconstpointer  data)
{
  CairnWindow *win = f->win;
  CairnPane *right = cairn_window_get_pane (win, 1);
  const CairnSearch *search;
  guint total, probes = 0;
  const guint moments[] = { 1, 2, 3, 10, 29, 30, 31, 57, 100 };

  gui_set_fen_scenario (win, "chess", QUEENS, 2, 3, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  /* Every part (GSettings may remember others from an earlier test). */
  g_signal_emit_by_name (GUI_PART (win, GtkButton, engine_parts_all), "clicked");
  gui_spin (50);
  g_assert_cmpuint (pane_parts (win, 1), ==, CAIRN_ENGINE_PARTS_ALL);
  for (guint p = 0; p < 2; p++)
    g_assert_cmpuint (cairn_pane_get_iteration (cairn_window_get_pane (win, p)), ==, 0);
  gui_finish (win);
  search = cairn_pane_get_search (right);
  g_assert_cmpuint (cairn_search_n_iteration_trees (search), ==, 2);
  total = (guint) cairn_search_get_counters (search)->events;

  /* The last iteration's tree, by default. */
  g_assert_true (cairn_pane_get_tree (right) == cairn_search_get_iteration_tree (search, 1));
  g_assert_true (cairn_tree_view_get_tree (cairn_pane_get_tree_view (right)) == cairn_pane_get_tree (right));
  g_assert_cmpuint (cairn_pane_get_shown_iteration (right), ==, 2);
  /* The first, on demand; the counters stay the search's. */
  cairn_pane_set_iteration (right, 1);
  gui_spin (50);
  g_assert_true (cairn_pane_get_tree (right) == cairn_search_get_iteration_tree (search, 0));
  g_assert_true (cairn_tree_view_get_tree (cairn_pane_get_tree_view (right)) ==
                 cairn_search_get_iteration_tree (search, 0));
  g_assert_cmpuint (cairn_pane_get_shown_iteration (right), ==, 1);
  cairn_pane_set_iteration (right, 0);
  gui_spin (50);

  /* Every moment's counters: the log's, read off the events and the
   * trees, are the search's; the tree follows the iteration under way.
   * Forwards, then backwards (the log counts a tree's q-nodes and
   * extensions on from the furthest moment it counted, and afresh
   * before it). */
  for (guint k = 0; k < 2 * G_N_ELEMENTS (moments); k++)
    for (guint p = 0; p < 2; p++)
      {
        const CairnSearch *s = cairn_pane_get_search (cairn_window_get_pane (win, p));
        guint m = k < G_N_ELEMENTS (moments) ? k : 2 * G_N_ELEMENTS (moments) - 1 - k;
        guint n = MIN (moments[m], (guint) cairn_search_get_counters (s)->events - 1);
        CairnCounters shown, want;

        cairn_window_set_moment (win, n);
        gui_spin (5);
        reference_counters (win, p, cairn_pane_get_n_shown (cairn_window_get_pane (win, p)), &want);
        shown = gui_counters (win, p);
        assert_counters (&shown, &want, n);
        if (p == 1)
          g_assert_true (cairn_pane_get_tree (right) ==
                         cairn_search_get_iteration_tree (s, cairn_pane_get_shown_iteration (right) - 1));
      }
  cairn_window_set_moment (win, total);
  gui_spin (20);
  {
    CairnCounters want, shown = gui_counters (win, 1);

    reference_counters (win, 1, 0, &want);
    assert_counters (&shown, &want, total);
  }

  /* A probe's inspector names its R and where it came from. */
  {
    const CairnTree *tree = cairn_pane_get_tree (right);

    for (guint32 i = 0; i < tree->n_nodes && probes < 3; i++)
      {
        g_autofree char *text = NULL;
        g_autofree char *r = NULL;

        if (cairn_tree_get (tree, i)->kind != CAIRN_NODE_NULL_PROBE)
          continue;
        cairn_pane_select_node (right, i);
        gui_spin (5);
        text = cairn_pane_get_inspector_text (right);
        r = g_strdup_printf ("R = %u from Stockfish 15’s formula", tree->engine[i].reduction);
        if (strstr (text, r) == NULL)
          g_error ("the inspector of probe %u lacks «%s»:\n%s", i, r, text);
        probes++;
      }
    g_assert_cmpuint (probes, ==, 3);
  }

  /* A line of the log from the first iteration shows the first
   * iteration's tree, its node selected. */
  {
    CairnLogView *log = cairn_pane_get_log_view (right);

    cairn_log_view_set_selected (log, 5);
    gui_spin (20);
    g_assert_cmpuint (cairn_pane_get_iteration (right), ==, 1);
    g_assert_true (cairn_pane_get_tree (right) == cairn_search_get_iteration_tree (search, 0));
    g_assert_cmpuint (gui_selected (win, 1), ==,
                      cairn_event_log_node_of (cairn_pane_get_log (right), 5));
  }
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

#define ADD(name, fn) g_test_add (name, Fixture, NULL, gui_fixture_setup, fn, gui_fixture_teardown)
  ADD ("/gui/engine-window/control", test_control);
  ADD ("/gui/engine-window/scenario", test_scenario);
  ADD ("/gui/engine-window/iterations", test_iterations);
#undef ADD
  return gui_test_run ();
}
