/* test-export-caption.c — the words under an exported figure
 * (src/draw/cairn-export-caption.c): the position line, each search's
 * counters line (its value and move, or where a search stopped mid-way),
 * the line about labels left out, and the advice for the command line and
 * the window.  Captions are read back from PDFs with pdftotext; every
 * number in them is taken from the search's own counters (a second
 * route) or from CHESS-RULES.md §9.2's published figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-export.h"
#include "cairn-format.h"
#include "test-util.h"

#define PITFALL "...O.X..."

static char *tmp_dir;

/* The text of @searches' figure (page sized to the trees) with @options'
 * at_event and caption. */
static char *
caption_text (const CairnSearch * const *searches,
              guint                      n,
              guint32                    at_event,
              gboolean                   caption)
{
  g_autofree char *path = g_build_filename (tmp_dir, "figure.pdf", NULL);
  CairnExportOptions options;
  char *text;

  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_PDF;
  options.page = CAIRN_PAGE_NONE;
  options.at_event = at_event;
  options.caption = caption;
  g_assert_true (cairn_export_to_file (path, searches, n, &options, NULL));
  text = test_pdf_text (path);
  g_remove (path);
  return text;
}

/* The caption's counters line as the counters give it, for a finished
 * tic-tac-toe search. */
static char *
expected_counters (const char         *mode,
                   const CairnSearch  *search)
{
  const CairnCounters *c = cairn_search_get_counters (search);
  g_autofree char *nodes = cairn_format_count (c->nodes);
  g_autofree char *cutoffs = cairn_format_count (c->cutoffs);

  if (c->null_probes == 0)
    return g_strdup_printf ("%s: value %d, best move %d · %s nodes · %s cutoffs", mode, c->value,
                            c->best_move, nodes, cutoffs);
  return g_strdup_printf ("%s: value %d, best move %d · %s nodes · %s cutoffs · %u null probes · %u null prunes",
                          mode, c->value, c->best_move, nodes, cutoffs, (guint) c->null_probes,
                          (guint) c->null_prunes);
}

/* Two trees side by side: one position line, then a line per search in
 * pane order.  The pitfall: plain α-β plays 4 (value 12), null move 0
 * (value 9), as compare reports (tests/cli/test-cli-compare.c). */
static void
test_two_searches (void)
{
  g_autoptr (CairnSearch) plain = test_run_search (CAIRN_MODE_PLAIN, 3, 1, PITFALL, "x");
  g_autoptr (CairnSearch) null = test_run_search (CAIRN_MODE_NULL, 3, 1, PITFALL, "x");
  const CairnSearch *both[] = { plain, null };
  g_autofree char *text = caption_text (both, 2, CAIRN_ALL_EVENTS, TRUE);
  g_autofree char *left = expected_counters ("plain α-β", plain);
  g_autofree char *right = expected_counters ("null move, R=1", null);
  g_autofree char *lines = NULL;

  if (text == NULL)
    return;
  g_assert_cmpint (cairn_search_get_counters (plain)->value, ==, 12);
  g_assert_cmpint (cairn_search_get_counters (plain)->best_move, ==, 4);
  g_assert_cmpint (cairn_search_get_counters (null)->value, ==, 9);
  g_assert_cmpint (cairn_search_get_counters (null)->best_move, ==, 0);
  lines = g_strdup_printf ("Position ...O.X..., X to move · depth limit 3 %s %s ", left, right);
  test_assert_contains (text, lines);
}

/* A search still running: where it stopped and that it has no value; a
 * finished one drawn at an earlier event: "of" its last event. */
static void
test_mid_search (void)
{
  CairnSettings settings;
  CairnPosition position;
  g_autoptr (CairnSearch) stepped = NULL;
  g_autoptr (CairnSearch) done = test_run_search (CAIRN_MODE_NULL, 3, 1, PITFALL, "x");
  const CairnSearch *one[] = { NULL };
  g_autofree char *running = NULL, *earlier = NULL, *said = NULL;
  g_autofree char *last = cairn_format_count (cairn_search_get_counters (done)->events - 1);

  test_position (PITFALL, "x", &position);
  test_settings (CAIRN_MODE_NULL, 3, 1, FALSE, &settings);
  stepped = cairn_search_new (&position, &settings, TRUE);
  for (guint i = 0; i < 52; i++)
    cairn_search_step (stepped);
  g_assert_false (cairn_search_is_done (stepped));
  one[0] = stepped;
  running = caption_text (one, 1, CAIRN_ALL_EVENTS, TRUE);
  if (running == NULL)
    return;
  /* 52 steps: events 0 to 51. */
  test_assert_contains (running, "Position ...O.X..., X to move · depth limit 3 null move, R=1: stopped at event 51: no value yet · ");
  g_assert_null (strstr (running, "best move"));

  one[0] = done;
  earlier = caption_text (one, 1, 40, TRUE);
  said = g_strdup_printf ("null move, R=1: stopped at event 40 of %s: no value yet · ", last);
  test_assert_contains (earlier, said);
  g_assert_null (strstr (earlier, "value 9"));
}

/* No caption asked: no position line, no counters (the pane title
 * still counts the nodes). */
static void
test_no_caption (void)
{
  g_autoptr (CairnSearch) plain = test_run_search (CAIRN_MODE_PLAIN, 1, 1, ".........", "x");
  const CairnSearch *one[] = { plain };
  g_autofree char *with = caption_text (one, 1, CAIRN_ALL_EVENTS, TRUE);
  g_autofree char *without = caption_text (one, 1, CAIRN_ALL_EVENTS, FALSE);

  if (with == NULL)
    return;
  /* Depth 1 from the empty board: the root and its 9 moves, no cutoff. */
  test_assert_contains (with, "Position ........., X to move · depth limit 1 plain α-β: value 12, best move 4 · 10 nodes · 0 cutoffs");
  g_assert_null (strstr (without, "Position"));
  g_assert_null (strstr (without, "0 cutoffs"));
}

/* Chess, CHESS-RULES.md §9.2: the lone pawn at depth 7, plain α-β 20,689
 * nodes, 1,544 cutoffs, value 120, best move e1d2, which the caption
 * gives in SAN; too many nodes to label, and the caption says so. */
static void
test_chess (void)
{
  g_autoptr (CairnSearch) plain = test_run_chess_search ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", CAIRN_MODE_PLAIN, 7, 2);
  const CairnSearch *one[] = { plain };
  g_autofree char *text = caption_text (one, 1, CAIRN_ALL_EVENTS, TRUE);

  if (text == NULL)
    return;
  test_assert_contains (text, "plain α-β: value 120, best move Kd2 · 20,689 nodes · 1,544 cutoffs "
                              "20,689 nodes are too many to label: values and moves are left out.");
}

/* The advice after an export, by what the report says was left out, in
 * the order of what matters most. */
static void
test_advice (void)
{
  CairnExportReport report = { 0 };
  g_autofree char *none = cairn_export_report_advice (&report, FALSE);
  g_autofree char *unlabelled = NULL, *unlabelled_window = NULL, *left_out = NULL, *left_out_window = NULL;
  g_autofree char *small = NULL, *small_window = NULL;

  g_assert_null (none);
  report.small_labels = TRUE;
  small = cairn_export_report_advice (&report, FALSE);
  small_window = cairn_export_report_advice (&report, TRUE);
  g_assert_cmpstr (small, ==, "For larger labels, export one branch: the subtree under it (--root MOVES).");
  g_assert_cmpstr (small_window, ==, "For larger labels, export one branch: from the selected node.");
  report.labels_left_out = 3;
  left_out = cairn_export_report_advice (&report, FALSE);
  left_out_window = cairn_export_report_advice (&report, TRUE);
  g_assert_cmpstr (left_out, ==, "To read every label, draw less: one branch (--root MOVES), fewer plies "
                                 "(--max-ply N) or a focus view (--focus --mark MOVES).");
  g_assert_cmpstr (left_out_window, ==, "To read every label, draw less: from the selected node, a depth cut or "
                                        "the focus toggle.");
  report.unlabelled = 20689;
  unlabelled = cairn_export_report_advice (&report, FALSE);
  unlabelled_window = cairn_export_report_advice (&report, TRUE);
  g_assert_cmpstr (unlabelled, ==, "To read the values and moves, export part of the tree: one branch (--root MOVES), "
                                   "fewer plies (--max-ply N) or a focus view (--focus --mark MOVES).");
  g_assert_cmpstr (unlabelled_window, ==, "To read the values and moves, export part of the tree: from the selected "
                                          "node, with a depth cut or the focus toggle.");
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("cairn-caption-XXXXXX", NULL);
  g_test_add_func ("/export-caption/two-searches", test_two_searches);
  g_test_add_func ("/export-caption/mid-search", test_mid_search);
  g_test_add_func ("/export-caption/no-caption", test_no_caption);
  g_test_add_func ("/export-caption/chess", test_chess);
  g_test_add_func ("/export-caption/advice", test_advice);
  status = g_test_run ();
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
