/* test-settings-panel.c — the Search section on its own, outside a
 * window: its properties follow its controls and its controls its
 * properties; only a change made in a control is "changed"; what a game
 * and Stockfish's gate put in force is shown, and the user's own choices
 * are remembered and come back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-games.h"
#include "cairn-settings-panel.h"
#include "gui-util.h"

typedef struct {
  CairnSettingsPanel *panel;
  GSettings          *settings;
  guint               changed;   /* "changed" emissions */
  guint               depth_notified;
} Fixture;

static void
on_changed (Fixture *f)
{
  f->changed++;
}

static void
on_depth_notified (Fixture *f)
{
  f->depth_notified++;
}

static const CairnGame *
game (const char *id)
{
  const CairnGame *g = cairn_games_lookup (id, NULL);

  g_assert_nonnull (g);
  return g;
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->settings = g_settings_new (APPLICATION_ID);
  /* The memory backend keeps values between tests of one program. */
  g_settings_delay (f->settings);
  f->panel = g_object_ref_sink (g_object_new (CAIRN_TYPE_SETTINGS_PANEL, NULL));
  cairn_settings_panel_set_settings (f->panel, f->settings);
  cairn_settings_panel_set_game (f->panel, game ("chess"));
  cairn_settings_panel_load (f->panel);
  g_signal_connect_swapped (f->panel, "changed", G_CALLBACK (on_changed), f);
  g_signal_connect_swapped (f->panel, "notify::depth", G_CALLBACK (on_depth_notified), f);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_clear_object (&f->panel);
  g_settings_revert (f->settings);
  g_clear_object (&f->settings);
}

#define PART(f, Type, id) ((Type *) cairn_settings_panel_get_part ((f)->panel, #id))

static guint
get_uint (Fixture    *f,
          const char *name)
{
  guint value = 0;

  g_object_get (f->panel, name, &value, NULL);
  return value;
}

/* A control moved by the user: the property follows, once, and the panel
 * says "changed"; the property set: the control follows, not "changed". */
static void
test_properties (Fixture       *f,
                 gconstpointer  data)
{
  gboolean guard = FALSE;

  g_assert_cmpuint (get_uint (f, "depth"), ==, 5);
  gtk_spin_button_set_value (PART (f, GtkSpinButton, depth), 3);
  g_assert_cmpuint (get_uint (f, "depth"), ==, 3);
  g_assert_cmpuint (f->depth_notified, ==, 1);
  g_assert_cmpuint (f->changed, ==, 1);

  g_object_set (f->panel, "depth", 7u, NULL);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (PART (f, GtkSpinButton, depth)), ==, 7);
  g_assert_cmpuint (f->depth_notified, ==, 2);
  g_assert_cmpuint (f->changed, ==, 1);

  /* R: 1 … 8, then adaptive, in the drop-down's order. */
  gtk_drop_down_set_selected (PART (f, GtkDropDown, reduction), 8);
  g_assert_cmpuint (get_uint (f, "reduction"), ==, CAIRN_REDUCTION_ADAPTIVE);
  gtk_drop_down_set_selected (PART (f, GtkDropDown, reduction), 1);
  g_assert_cmpuint (get_uint (f, "reduction"), ==, 2);
  g_object_set (f->panel, "reduction", CAIRN_REDUCTION_ADAPTIVE, NULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (PART (f, GtkDropDown, reduction)), ==, 8);
  g_assert_cmpuint (f->changed, ==, 3);

  /* The guard is off by default. */
  gtk_switch_set_active (PART (f, GtkSwitch, guard), TRUE);
  g_object_get (f->panel, "guard", &guard, NULL);
  g_assert_true (guard);
  g_object_set (f->panel, "null-when", (guint) CAIRN_NULL_WHEN_PIECES, NULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (PART (f, GtkDropDown, null_when)), ==, CAIRN_NULL_WHEN_PIECES);
  g_assert_cmpuint (f->changed, ==, 4);

  /* What the searches are given. */
  {
    CairnSettings s;

    cairn_settings_panel_read (f->panel, &s);
    g_assert_cmpuint (s.depth, ==, 7);
    g_assert_cmpuint (s.reduction, ==, CAIRN_REDUCTION_ADAPTIVE);
    g_assert_true (s.guard);
    g_assert_cmpuint (s.null_when, ==, CAIRN_NULL_WHEN_PIECES);
    g_assert_cmpuint (s.engine_parts, ==, 0);
  }
}

/* The engine style ticks every part; the gate shows a zero window and
 * "with pieces" and greys them; unticking it brings the user's own back.
 * Tic-tac-toe has the seed style, "always" and a choice of scoring. */
static void
test_engine_and_games (Fixture       *f,
                       gconstpointer  data)
{
  GtkDropDown *probe_window = PART (f, GtkDropDown, probe_window);
  GtkDropDown *null_when = PART (f, GtkDropDown, null_when);

  g_assert_cmpuint (get_uint (f, "engine-parts"), ==, 0);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (PART (f, GtkLabel, gate_note))));
  gtk_drop_down_set_selected (PART (f, GtkDropDown, search_style), 1);
  g_assert_cmpuint (get_uint (f, "engine-parts"), ==, CAIRN_ENGINE_PARTS_ALL);
  g_assert_cmpuint (f->changed, ==, 1);
  g_assert_cmpuint (gtk_drop_down_get_selected (probe_window), ==, CAIRN_PROBE_WINDOW_ZERO);
  g_assert_cmpuint (gtk_drop_down_get_selected (null_when), ==, CAIRN_NULL_WHEN_PIECES);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (probe_window)));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (PART (f, GtkDropDown, reduction))));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (PART (f, GtkLabel, gate_note))));
  cairn_settings_panel_remember (f->panel);
  {
    g_autofree char *style = g_settings_get_string (f->settings, "search-style");
    g_autofree char *window = g_settings_get_string (f->settings, "probe-window");

    g_assert_cmpstr (style, ==, "engine");
    /* The gate's zero window was not the user's choice. */
    g_assert_cmpstr (window, ==, "full");
  }

  gtk_check_button_set_active (PART (f, GtkCheckButton, part_gate), FALSE);
  g_assert_cmpuint (get_uint (f, "engine-parts"), ==, CAIRN_ENGINE_PARTS_ALL & ~CAIRN_PART_GATE);
  g_assert_cmpuint (gtk_drop_down_get_selected (probe_window), ==, CAIRN_PROBE_WINDOW_FULL);
  g_assert_cmpuint (gtk_drop_down_get_selected (null_when), ==, CAIRN_NULL_WHEN_ALWAYS);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (probe_window)));
  g_assert_cmpuint (f->changed, ==, 2);

  cairn_settings_panel_set_game (f->panel, game ("tictactoe"));
  g_assert_cmpuint (f->changed, ==, 2);
  g_assert_cmpuint (get_uint (f, "engine-parts"), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (null_when)));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (PART (f, GtkDropDown, scoring))));
  g_assert_cmpuint (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (PART (f, GtkSpinButton, depth))),
                    ==, game ("tictactoe")->depth_max);

  /* Back to chess: the remembered engine style and parts. */
  cairn_settings_panel_set_game (f->panel, game ("chess"));
  g_assert_cmpuint (get_uint (f, "engine-parts"), ==, CAIRN_ENGINE_PARTS_ALL);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (PART (f, GtkDropDown, scoring))));
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add ("/settings-panel/properties", Fixture, NULL, fixture_setup, test_properties, fixture_teardown);
  g_test_add ("/settings-panel/engine-and-games", Fixture, NULL, fixture_setup, test_engine_and_games,
              fixture_teardown);
  return gui_test_run ();
}
