/* test-view-state.c — what one tree view shows (src/app/pane/
 * cairn-view-state.c), with no window: the state a new view starts in,
 * scales kept inside their limits (NaN and infinities falling back to
 * 100 %, not poisoning later sums), focus plies capped, and a notify for
 * each real change only — the pane, inspector, log and tree view redo
 * their work on every notify, so a repeated value must stay silent.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "cairn-tree.h"
#include "cairn-view-state.h"

typedef struct {
  GHashTable *counts;  /* property name → notifies */
} Notes;

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           Notes      *notes)
{
  const char *name = g_param_spec_get_name (pspec);

  g_hash_table_insert (notes->counts, (gpointer) name,
                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (notes->counts, name)) + 1));
}

static guint
notified (Notes      *notes,
          const char *name)
{
  return GPOINTER_TO_UINT (g_hash_table_lookup (notes->counts, name));
}

static void
test_defaults (void)
{
  g_autoptr (CairnViewState) state = cairn_view_state_new ();

  g_assert_cmpfloat (cairn_view_state_get_scale (state), ==, CAIRN_VIEW_SCALE_DEFAULT);
  g_assert_cmpuint (cairn_view_state_get_selected_node (state), ==, CAIRN_NO_NODE);
  /* A new search starts following its current node, fitted whole. */
  g_assert_true (cairn_view_state_get_follow (state));
  g_assert_true (cairn_view_state_get_fitting (state));
  g_assert_cmpfloat (cairn_view_state_get_fit_scale (state), ==, CAIRN_VIEW_SCALE_DEFAULT);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (state), ==, CAIRN_VIEW_SCALE_MAX);
  g_assert_false (cairn_view_state_get_focus (state));
  g_assert_cmpuint (cairn_view_state_get_focus_plies (state), ==, 2);
}

static void
test_clamp (void)
{
  g_autoptr (CairnViewState) state = cairn_view_state_new ();
  static const struct { double in, out; } scales[] = {
    { 0.5, 0.5 },
    { 0.001, CAIRN_VIEW_SCALE_MIN },
    { -3.0, CAIRN_VIEW_SCALE_MIN },
    { 1000.0, CAIRN_VIEW_SCALE_MAX },
    { CAIRN_VIEW_SCALE_MIN, CAIRN_VIEW_SCALE_MIN },
    { CAIRN_VIEW_SCALE_MAX, CAIRN_VIEW_SCALE_MAX },
  };

  for (guint i = 0; i < G_N_ELEMENTS (scales); i++)
    {
      g_assert_cmpfloat (cairn_view_scale_clamp (scales[i].in), ==, scales[i].out);
      cairn_view_state_set_scale (state, scales[i].in);
      g_assert_cmpfloat (cairn_view_state_get_scale (state), ==, scales[i].out);
      cairn_view_state_set_fit_scale (state, scales[i].in);
      g_assert_cmpfloat (cairn_view_state_get_fit_scale (state), ==, scales[i].out);
      cairn_view_state_set_fit_limit (state, scales[i].in);
      g_assert_cmpfloat (cairn_view_state_get_fit_limit (state), ==, scales[i].out);
    }
  g_assert_cmpfloat (cairn_view_scale_clamp (NAN), ==, CAIRN_VIEW_SCALE_DEFAULT);
  g_assert_cmpfloat (cairn_view_scale_clamp (INFINITY), ==, CAIRN_VIEW_SCALE_DEFAULT);
  g_assert_cmpfloat (cairn_view_scale_clamp (-INFINITY), ==, CAIRN_VIEW_SCALE_DEFAULT);
  cairn_view_state_set_scale (state, NAN);
  g_assert_cmpfloat (cairn_view_state_get_scale (state), ==, CAIRN_VIEW_SCALE_DEFAULT);

  cairn_view_state_set_focus_plies (state, 5);
  g_assert_cmpuint (cairn_view_state_get_focus_plies (state), ==, 5);
  cairn_view_state_set_focus_plies (state, 99);
  g_assert_cmpuint (cairn_view_state_get_focus_plies (state), ==, CAIRN_VIEW_FOCUS_PLIES_MAX);
}

/* Each setter notifies its own property once per change, and not at all
 * for the value already held (a clamped one included); the properties
 * and the setters are the same state. */
static void
test_notify (void)
{
  g_autoptr (CairnViewState) state = cairn_view_state_new ();
  Notes notes = { g_hash_table_new (g_str_hash, g_str_equal) };

  g_signal_connect (state, "notify", G_CALLBACK (on_notify), &notes);

  cairn_view_state_set_scale (state, 0.25);
  cairn_view_state_set_scale (state, 0.25);
  cairn_view_state_set_scale (state, 9999.0);
  cairn_view_state_set_scale (state, CAIRN_VIEW_SCALE_MAX);
  g_assert_cmpuint (notified (&notes, "scale"), ==, 2);

  cairn_view_state_set_selected_node (state, 7);
  cairn_view_state_set_selected_node (state, 7);
  g_assert_cmpuint (notified (&notes, "selected-node"), ==, 1);

  cairn_view_state_set_follow (state, TRUE);     /* already */
  cairn_view_state_set_follow (state, FALSE);
  cairn_view_state_set_follow (state, 0);
  g_assert_cmpuint (notified (&notes, "follow"), ==, 1);

  cairn_view_state_set_fitting (state, 2);       /* TRUE already, as any non-zero */
  cairn_view_state_set_fitting (state, FALSE);
  g_assert_cmpuint (notified (&notes, "fitting"), ==, 1);

  cairn_view_state_set_focus (state, TRUE);
  cairn_view_state_set_focus (state, 5);
  g_assert_cmpuint (notified (&notes, "focus"), ==, 1);

  cairn_view_state_set_focus_plies (state, 40);
  cairn_view_state_set_focus_plies (state, 13);  /* capped to the same 12 */
  g_assert_cmpuint (notified (&notes, "focus-plies"), ==, 1);

  cairn_view_state_set_fit_scale (state, 0.1);
  cairn_view_state_set_fit_limit (state, 0.1);
  cairn_view_state_set_fit_limit (state, 0.1);
  g_assert_cmpuint (notified (&notes, "fit-scale"), ==, 1);
  g_assert_cmpuint (notified (&notes, "fit-limit"), ==, 1);

  /* Through the properties: the same values and the same silence. */
  {
    double scale;
    guint node, plies;
    gboolean follow, focus;

    g_object_set (state, "scale", 0.5, "selected-node", 7u, NULL);
    g_assert_cmpuint (notified (&notes, "scale"), ==, 3);
    g_assert_cmpuint (notified (&notes, "selected-node"), ==, 1);
    g_object_get (state, "scale", &scale, "selected-node", &node, "follow", &follow,
                  "focus", &focus, "focus-plies", &plies, NULL);
    g_assert_cmpfloat (scale, ==, 0.5);
    g_assert_cmpuint (node, ==, 7);
    g_assert_false (follow);
    g_assert_true (focus);
    g_assert_cmpuint (plies, ==, CAIRN_VIEW_FOCUS_PLIES_MAX);
  }
  g_hash_table_unref (notes.counts);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/view-state/defaults", test_defaults);
  g_test_add_func ("/view-state/clamp", test_clamp);
  g_test_add_func ("/view-state/notify", test_notify);
  return g_test_run ();
}
