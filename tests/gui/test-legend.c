/* test-legend.c — the on-screen legend, the way to null probes, null
 * prunes and the decisive prune, the banner that names it, and what the
 * inspector says about a probe.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <string.h>

#include "cairn-games.h"
#include "cairn-legend-view.h"
#include "cairn-navigation.h"
#include "cairn-theme.h"
#include "cairn-window-private.h"
#include "gui-util.h"

#define PAWN_FEN "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"

typedef struct {
  CairnWindow *win;
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->win = gui_window_new (1360, 860);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  gui_window_destroy_and_assert_finalized (f->win);
}

/* Runs both searches to the end and waits for the decisive prune's
 * analysis. */
static void
finish (CairnWindow *win)
{
  CairnStepper *stepper = cairn_window_get_stepper (win);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.finish", NULL));
  GUI_WAIT_FOR (cairn_stepper_is_finished (stepper) && !cairn_stepper_is_busy (stepper) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 0)) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 1)));
  gui_spin (50);
  if (cairn_window_get_warning (win) != NULL)
    GUI_WAIT_FOR (cairn_navigation_is_settled (win));
  gui_spin (50);
}

static void
load_pitfall (CairnWindow *win)
{
  gui_set_scenario (win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  finish (win);
}

static void
load_pawns (CairnWindow *win)
{
  CairnScenario s;

  cairn_scenario_init_default (&s);
  g_assert_true (cairn_position_parse_game (cairn_games_lookup ("pawns", NULL), PAWN_FEN, NULL,
                                            &s.position, NULL));
  s.depth = 7;
  s.reduction = 1;
  s.modes[0] = CAIRN_MODE_PLAIN;
  s.modes[1] = CAIRN_MODE_NULL;
  cairn_window_set_scenario (win, &s);
  finish (win);
}

static guint32
selected (CairnWindow *win,
          guint        index)
{
  return cairn_view_state_get_selected_node (cairn_pane_get_view_state (cairn_window_get_pane (win, index)));
}

static void
activate (CairnWindow *win,
          const char  *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), action, NULL));
  gui_spin (20);
}

static void
explore (CairnWindow *win)
{
  static const char * const actions[] = { "win.probe-next", "win.probe-previous", "win.prune-next",
                                          "win.prune-previous", "win.decisive-prune" };

  for (guint a = 0; a < G_N_ELEMENTS (actions); a++)
    {
      cairn_pane_select_node (cairn_window_get_pane (win, 1), CAIRN_NO_NODE);
      for (guint k = 0; k < 5; k++)
        {
          activate (win, actions[a]);
          g_printerr ("%s: right %u left %u\n", actions[a], selected (win, 1), selected (win, 0));
        }
    }
  g_printerr ("decisive: %s\n", cairn_navigation_get_decisive_text (win));
}

static void
test_explore (Fixture *f, gconstpointer data)
{
  load_pitfall (f->win);
  explore (f->win);
  load_pawns (f->win);
  explore (f->win);
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add ("/legend/explore", Fixture, NULL, fixture_setup, test_explore, fixture_teardown);
  return gui_test_run ();
}
