/* test-summary-banner.c — the outcome over the trees on its own, outside
 * a window: the summary's sentences and the banner's for a given pair of
 * searches' counters, the decisive prune's sentence under the banner and
 * dropped with a new disagreement, and what shows when.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-games.h"
#include "cairn-summary-banner.h"
#include "gui-util.h"

static const CairnMode modes[2] = { CAIRN_MODE_PLAIN, CAIRN_MODE_NULL };

static CairnSummaryBanner *
banner_new (void)
{
  return g_object_ref_sink (g_object_new (CAIRN_TYPE_SUMMARY_BANNER, NULL));
}

static const char *
part_text (CairnSummaryBanner *banner,
           const char         *id)
{
  return gtk_label_get_label (GTK_LABEL (cairn_summary_banner_get_part (banner, id)));
}

static gboolean
part_visible (CairnSummaryBanner *banner,
              const char         *id)
{
  return gtk_widget_get_visible (GTK_WIDGET (cairn_summary_banner_get_part (banner, id)));
}

static void
tictactoe (CairnPosition *position)
{
  cairn_position_init_game (position, cairn_games_lookup ("tictactoe", NULL));
}

/* Two tic-tac-toe searches that choose different cells. */
static void
test_disagree (void)
{
  g_autoptr (CairnSummaryBanner) banner = banner_new ();
  CairnPosition position;
  CairnCounters left = { .nodes = 1787, .value = 12, .best_move = 4 };
  CairnCounters right = { .nodes = 803, .value = 9, .best_move = 0 };
  g_autofree char *warning = NULL;

  tictactoe (&position);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (banner)));
  cairn_summary_banner_show_outcome (banner, &position, modes, &left, &right, FALSE);
  g_assert_cmpstr (part_text (banner, "summary"), ==,
                   "Done.  Plain alpha-beta: 1,787 nodes, value 12, plays cell 4.   "
                   "Null-move pruning: 803 nodes (55.1% fewer), value 9, plays cell 0.");
  g_assert_cmpstr (cairn_summary_banner_get_warning (banner), ==,
                   "The searches disagree: plain alpha-beta plays cell 4 (value 12), "
                   "but null-move pruning plays cell 0 (value 9).");
  g_object_get (banner, "warning", &warning, NULL);
  g_assert_cmpstr (warning, ==, cairn_summary_banner_get_warning (banner));
  g_assert_cmpstr (part_text (banner, "warning_label"), ==, warning);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (banner)));
  g_assert_true (part_visible (banner, "warning_banner"));
  g_assert_true (part_visible (banner, "summary"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (cairn_summary_banner_get_part (banner, "jump_left"))), ==,
                   "Show cell 4 in both trees");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (cairn_summary_banner_get_part (banner, "jump_right"))), ==,
                   "Show cell 0 in both trees");
  g_assert_cmpint (cairn_summary_banner_get_jump_move (banner, 0), ==, 4);
  g_assert_cmpint (cairn_summary_banner_get_jump_move (banner, 1), ==, 0);

  /* The navigation's sentence goes under the first; the timeline
   * looking back keeps both. */
  cairn_summary_banner_set_decisive_text (banner, "The decisive prune.");
  g_assert_cmpstr (part_text (banner, "warning_label"), ==, "The searches disagree: plain alpha-beta plays cell 4 "
                   "(value 12), but null-move pruning plays cell 0 (value 9).\nThe decisive prune.");
  cairn_summary_banner_show_outcome (banner, &position, modes, &left, &right, TRUE);
  g_assert_true (g_str_has_prefix (part_text (banner, "summary"), "At the end:  Plain alpha-beta: 1,787 nodes"));
  g_assert_true (g_str_has_suffix (part_text (banner, "warning_label"), "\nThe decisive prune."));

  /* Another disagreement: its prune is not known yet. */
  right.best_move = 8;
  cairn_summary_banner_show_outcome (banner, &position, modes, &left, &right, FALSE);
  g_assert_cmpstr (part_text (banner, "warning_label"), ==, "The searches disagree: plain alpha-beta plays cell 4 "
                   "(value 12), but null-move pruning plays cell 8 (value 9).");
}

/* Agreeing searches: the summary alone; a game over: its sentence
 * alone; no outcome: nothing, not even the box. */
static void
test_agree_and_over (void)
{
  g_autoptr (CairnSummaryBanner) banner = banner_new ();
  CairnPosition position;
  CairnCounters left = { .nodes = 1, .value = 0, .best_move = 4 };
  CairnCounters right = { .nodes = 1, .value = 0, .best_move = 4 };

  tictactoe (&position);
  cairn_summary_banner_show_outcome (banner, &position, modes, &left, &right, FALSE);
  g_assert_null (cairn_summary_banner_get_warning (banner));
  g_assert_cmpstr (part_text (banner, "summary"), ==,
                   "Done.  Plain alpha-beta: 1 node, value 0, plays cell 4.   "
                   "Null-move pruning: 1 node (same), value 0, plays cell 4.");
  g_assert_false (part_visible (banner, "warning_banner"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (banner)));

  cairn_summary_banner_show_text (banner, "X has won.");
  g_assert_cmpstr (part_text (banner, "summary"), ==, "X has won.");
  g_assert_true (part_visible (banner, "summary"));

  cairn_summary_banner_clear (banner);
  g_assert_false (part_visible (banner, "summary"));
  g_assert_false (part_visible (banner, "warning_banner"));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (banner)));
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/summary-banner/disagree", test_disagree);
  g_test_add_func ("/summary-banner/agree-and-over", test_agree_and_over);
  return gui_test_run ();
}
