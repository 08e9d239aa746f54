/* test-window-files.c — the window's files (src/app/window/
 * cairn-window-files.c), under a private Xvfb: a scenario saved from one
 * window and opened in another gives the very same scenario (a chess
 * position in the engine style with every setting away from its default,
 * and the seed's pitfall); a file that cannot be read or written is
 * refused and leaves the window as it was; a figure written is the
 * format its name asks for, and a folder that cannot hold it is refused.
 * (The toasts that say so are test-application.c's.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cairn-window.h"
#include "gui-util.h"

static void
assert_same_scenario (const CairnScenario *a,
                      const CairnScenario *b)
{
  g_autofree char *pa = cairn_position_to_string (&a->position);
  g_autofree char *pb = cairn_position_to_string (&b->position);

  g_assert_cmpstr (pa, ==, pb);
  g_assert_true (cairn_position_game (&a->position) == cairn_position_game (&b->position));
  g_assert_cmpint (a->position.to_move, ==, b->position.to_move);
  g_assert_cmpuint (a->depth, ==, b->depth);
  g_assert_cmpuint (a->reduction, ==, b->reduction);
  g_assert_cmpint (a->guard, ==, b->guard);
  g_assert_cmpint (a->modes[0], ==, b->modes[0]);
  g_assert_cmpint (a->modes[1], ==, b->modes[1]);
  g_assert_cmpint (a->probe_window, ==, b->probe_window);
  g_assert_cmpint (a->scoring, ==, b->scoring);
  g_assert_cmpint (a->null_when, ==, b->null_when);
  g_assert_cmpuint (a->engine_parts, ==, b->engine_parts);
}

static void
test_round_trip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "kiwipete.cairn", NULL);
  CairnWindow *from = gui_window_new (1360, 860);
  CairnWindow *to = gui_window_new (1360, 860);
  CairnScenario chess, saved, opened;

  cairn_scenario_init_default (&chess);
  g_assert_true (cairn_position_parse ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                       NULL, &chess.position, NULL));
  chess.depth = 4;
  chess.reduction = 3;
  chess.guard = TRUE;
  chess.modes[0] = CAIRN_MODE_NULL;
  chess.modes[1] = CAIRN_MODE_VERIFIED;
  chess.probe_window = CAIRN_PROBE_WINDOW_ZERO;
  chess.null_when = CAIRN_NULL_WHEN_PIECES;
  /* Chess is always sound: the window shows (and saves) its one scoring. */
  chess.scoring = CAIRN_SCORING_SOUND;
  chess.engine_parts = CAIRN_ENGINE_PARTS_ALL;
  cairn_window_set_scenario (from, &chess);
  cairn_window_get_scenario (from, &saved);
  assert_same_scenario (&saved, &chess);

  g_assert_true (cairn_window_save_scenario_file (from, path));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (cairn_window_open_scenario_file (to, path));
  cairn_window_get_scenario (to, &opened);
  assert_same_scenario (&opened, &chess);

  /* Tic-tac-toe's pitfall, the other way round. */
  gui_set_scenario (to, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  cairn_window_get_scenario (to, &saved);
  g_assert_true (cairn_window_save_scenario_file (to, path));
  g_assert_true (cairn_window_open_scenario_file (from, path));
  cairn_window_get_scenario (from, &opened);
  assert_same_scenario (&opened, &saved);

  g_unlink (path);
  g_rmdir (dir);
  gui_window_destroy_and_assert_finalized (from);
  gui_window_destroy_and_assert_finalized (to);
}

/* What cannot be read or written is refused; the window keeps its own. */
static void
test_refusals (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-files-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.cairn", NULL);
  CairnWindow *win = gui_window_new (1360, 860);
  CairnScenario before, after;

  gui_set_scenario (win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  cairn_window_get_scenario (win, &before);
  g_assert_true (g_file_set_contents (bad, "[Cairn Scenario]\nposition=XXXXXXXXXX\n", -1, NULL));
  g_assert_false (cairn_window_open_scenario_file (win, bad));
  g_assert_false (cairn_window_open_scenario_file (win, dir));          /* a folder */
  g_assert_false (cairn_window_save_scenario_file (win, "/proc/cairn-no-such-dir/x.cairn"));
  cairn_window_get_scenario (win, &after);
  assert_same_scenario (&after, &before);

  g_unlink (bad);
  g_rmdir (dir);
  gui_window_destroy_and_assert_finalized (win);
}

/* A figure as its name asks: PNG's signature, an SVG document; a folder
 * that does not exist is refused and nothing is written. */
static void
test_figures (void)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-files-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "trees.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "trees.svg", NULL);
  g_autofree char *png_data = NULL, *svg_data = NULL;
  gsize png_len = 0;
  CairnWindow *win = gui_window_new (1360, 860);
  CairnExportOptions options;

  gui_set_scenario (win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  gui_finish (win);
  cairn_export_options_init (&options);
  options.format = CAIRN_EXPORT_PNG;
  g_assert_true (cairn_window_export_figure_file (win, png, CAIRN_EXPORT_BOTH, &options));
  options.format = CAIRN_EXPORT_SVG;
  g_assert_true (cairn_window_export_figure_file (win, svg, CAIRN_EXPORT_LEFT, &options));
  g_assert_true (g_file_get_contents (png, &png_data, &png_len, NULL));
  g_assert_cmpuint (png_len, >, 1000);
  g_assert_cmpmem (png_data, 8, "\x89PNG\r\n\x1a\n", 8);
  g_assert_true (g_file_get_contents (svg, &svg_data, NULL, NULL));
  g_assert_nonnull (strstr (svg_data, "<svg"));

  g_assert_false (cairn_window_export_figure_file (win, "/proc/cairn-no-such-dir/trees.png", CAIRN_EXPORT_BOTH,
                                                   &options));
  g_assert_false (g_file_test ("/proc/cairn-no-such-dir", G_FILE_TEST_EXISTS));

  g_unlink (png);
  g_unlink (svg);
  g_rmdir (dir);
  gui_window_destroy_and_assert_finalized (win);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/window-files/round-trip", test_round_trip);
  g_test_add_func ("/window-files/refusals", test_refusals);
  g_test_add_func ("/window-files/figures", test_figures);
  return gui_test_run ();
}
