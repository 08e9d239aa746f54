/* test-scale-link.c — two tree views at one scale (src/app/pane/
 * cairn-scale-link.c), on two view states with no window: while active
 * each view may fit no larger than the other tree needs (so the bigger
 * tree is drawn wider), except while either is a focus view; Fit in one
 * is Fit in both; a zoom in one (its fitting ended) carries its scale to
 * the other; turned off, the limits go back to the largest scale.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-scale-link.h"

static void
test_limits (void)
{
  g_autoptr (CairnViewState) a = cairn_view_state_new ();
  g_autoptr (CairnViewState) b = cairn_view_state_new ();
  g_autoptr (CairnScaleLink) link = cairn_scale_link_new (a, b);

  /* Inactive at first: the views fit on their own. */
  g_assert_false (cairn_scale_link_get_active (link));
  cairn_view_state_set_fit_scale (a, 0.40);   /* a small tree fits at 40 % */
  cairn_view_state_set_fit_scale (b, 0.15);   /* a bigger one needs 15 % */
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (a), ==, CAIRN_VIEW_SCALE_MAX);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (b), ==, CAIRN_VIEW_SCALE_MAX);

  /* Active: each view's limit is the other's fit scale, and both fit. */
  cairn_view_state_set_fitting (a, FALSE);
  cairn_scale_link_set_active (link, TRUE);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (a), ==, 0.15);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (b), ==, 0.40);
  g_assert_true (cairn_view_state_get_fitting (a));
  g_assert_true (cairn_view_state_get_fitting (b));

  /* The trees grow: the limits follow. */
  cairn_view_state_set_fit_scale (a, 0.05);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (b), ==, 0.05);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (a), ==, 0.15);

  /* A focus view draws part of its tree: no limit on either while it lasts. */
  cairn_view_state_set_focus (b, TRUE);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (a), ==, CAIRN_VIEW_SCALE_MAX);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (b), ==, CAIRN_VIEW_SCALE_MAX);
  cairn_view_state_set_focus (b, FALSE);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (a), ==, 0.15);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (b), ==, 0.05);

  /* Off: back to the largest scale. */
  g_object_set (link, "active", FALSE, NULL);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (a), ==, CAIRN_VIEW_SCALE_MAX);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (b), ==, CAIRN_VIEW_SCALE_MAX);
}

static void
test_carry_over (void)
{
  g_autoptr (CairnViewState) a = cairn_view_state_new ();
  g_autoptr (CairnViewState) b = cairn_view_state_new ();
  g_autoptr (CairnScaleLink) link = cairn_scale_link_new (a, b);

  /* Inactive: nothing is carried. */
  cairn_view_state_set_fitting (a, FALSE);
  cairn_view_state_set_scale (a, 0.5);
  g_assert_true (cairn_view_state_get_fitting (b));
  g_assert_cmpfloat (cairn_view_state_get_scale (b), ==, CAIRN_VIEW_SCALE_DEFAULT);

  cairn_scale_link_set_active (link, TRUE);
  /* A zoom in one: its fit ends, in both, and its scale carries over. */
  cairn_view_state_set_fitting (b, FALSE);
  g_assert_false (cairn_view_state_get_fitting (a));
  cairn_view_state_set_scale (b, 0.75);
  g_assert_cmpfloat (cairn_view_state_get_scale (a), ==, 0.75);
  cairn_view_state_set_scale (a, 0.3);
  g_assert_cmpfloat (cairn_view_state_get_scale (b), ==, 0.3);

  /* Fit in one is Fit in both; a fitting view's scale is its own fit's,
   * reached through the limits, so it is not carried. */
  cairn_view_state_set_fitting (a, TRUE);
  g_assert_true (cairn_view_state_get_fitting (b));
  cairn_view_state_set_scale (a, 0.2);
  g_assert_cmpfloat (cairn_view_state_get_scale (b), ==, 0.3);
}

/* The link holds its view states and lets them go with it. */
static void
test_lifetime (void)
{
  CairnViewState *a = cairn_view_state_new ();
  CairnViewState *b = cairn_view_state_new ();
  CairnScaleLink *link = cairn_scale_link_new (a, b);

  g_object_add_weak_pointer (G_OBJECT (a), (gpointer *) &a);
  g_object_unref (a);
  g_assert_nonnull (a);
  g_object_unref (link);
  g_assert_null (a);
  /* No handler is left on the state that outlives the link. */
  cairn_view_state_set_fit_scale (b, 0.1);
  cairn_view_state_set_fitting (b, FALSE);
  g_assert_cmpfloat (cairn_view_state_get_fit_limit (b), ==, CAIRN_VIEW_SCALE_MAX);
  g_object_unref (b);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/scale-link/limits", test_limits);
  g_test_add_func ("/scale-link/carry-over", test_carry_over);
  g_test_add_func ("/scale-link/lifetime", test_lifetime);
  return g_test_run ();
}
