/* test-export-format.c — what every export shares (cairn-export-format.c):
 * the formats by name and by a file's name, each refusal word for word
 * (the bad name and what is allowed), the tree drawn of a search (an
 * iteration's with iterative deepening), the iteration's check, and the
 * check of an event against the searches' events, counted here by
 * stepping the search.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-export-format.h"
#include "test-util.h"

#define PATH_MESSAGE "Cannot tell the format of “%s” from its name: end it in .png, .svg, .pdf, .dot or .json, or give --format"

static void
test_names (void)
{
  static const struct {
    const char *text;
    CairnExportFormat format;
  } names[] = {
    { "png", CAIRN_EXPORT_PNG }, { "SVG", CAIRN_EXPORT_SVG }, { "Pdf", CAIRN_EXPORT_PDF },
    { "dot", CAIRN_EXPORT_DOT }, { "JSON", CAIRN_EXPORT_JSON },
  };
  static const char * const unknown[] = { "gif", "", "png ", "jpeg" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      CairnExportFormat format = 99;

      g_assert_true (cairn_export_format_parse (names[i].text, &format, NULL));
      g_assert_cmpint (format, ==, names[i].format);
    }
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *wanted = g_strdup_printf ("Unknown format “%s”: use png, svg, pdf, dot or json", unknown[i]);
      CairnExportFormat format;

      g_assert_false (cairn_export_format_parse (unknown[i], &format, &error));
      g_assert_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT);
      g_assert_cmpstr (error->message, ==, wanted);
    }
}

/* The extension after the last dot of the file's own name. */
static void
test_from_path (void)
{
  static const struct {
    const char *path;
    CairnExportFormat format;
  } good[] = {
    { "tree.png", CAIRN_EXPORT_PNG },
    { "a.b/Tree.SVG", CAIRN_EXPORT_SVG },
    { "/tmp/x/tree.v2.json", CAIRN_EXPORT_JSON },
    { "../out.Dot", CAIRN_EXPORT_DOT },
  };
  /* No extension: none, a leading dot only (a hidden file), a trailing
   * dot, a dot in the folder's name only. */
  static const char * const no_extension[] = { "tree", ".svg", "tree.", "dir.png/tree" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      CairnExportFormat format = 99;

      g_assert_true (cairn_export_format_from_path (good[i].path, &format, NULL));
      g_assert_cmpint (format, ==, good[i].format);
    }
  for (guint i = 0; i < G_N_ELEMENTS (no_extension); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *wanted = g_strdup_printf (PATH_MESSAGE, no_extension[i]);
      CairnExportFormat format;

      g_assert_false (cairn_export_format_from_path (no_extension[i], &format, &error));
      g_assert_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_FORMAT);
      g_assert_cmpstr (error->message, ==, wanted);
    }
  {
    g_autoptr (GError) error = NULL;
    CairnExportFormat format;

    g_assert_false (cairn_export_format_from_path ("tree.gif", &format, &error));
    g_assert_cmpstr (error->message, ==, "Unknown format “gif”: use png, svg, pdf, dot or json");
  }
}

static CairnSearch *
chess_search (guint depth,
              guint parts)
{
  g_autoptr (GError) error = NULL;
  CairnPosition position;
  CairnSettings settings;
  CairnSearch *search;

  g_assert_true (cairn_position_parse ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", NULL, &position, &error));
  test_settings (CAIRN_MODE_NULL, depth, 2, FALSE, &settings);
  settings.engine_parts = parts;
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  return search;
}

/* Iteration 0 is the search's tree; 1 to the depth its iterations'. */
static void
test_tree (void)
{
  g_autoptr (CairnSearch) plain = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  g_autoptr (CairnSearch) deepening = chess_search (3, CAIRN_PART_ID);

  /* Without part id the one tree is also iteration 1 (cairn-search.h). */
  g_assert_true (cairn_export_tree (plain, 0) == cairn_search_get_tree (plain));
  g_assert_true (cairn_export_tree (plain, 1) == cairn_search_get_tree (plain));
  g_assert_null (cairn_export_tree (plain, 2));
  g_assert_true (cairn_export_tree (deepening, 0) == cairn_search_get_tree (deepening));
  g_assert_cmpuint (cairn_search_n_iteration_trees (deepening), ==, 3);
  for (guint i = 1; i <= 3; i++)
    g_assert_true (cairn_export_tree (deepening, i) == cairn_search_get_iteration_tree (deepening, i - 1));
  g_assert_null (cairn_export_tree (deepening, 4));
  /* Each iteration searched one ply deeper than the last: more nodes. */
  g_assert_cmpuint (cairn_export_tree (deepening, 1)->n_nodes, <, cairn_export_tree (deepening, 2)->n_nodes);
  g_assert_cmpuint (cairn_export_tree (deepening, 2)->n_nodes, <, cairn_export_tree (deepening, 3)->n_nodes);
}

static void
test_iteration_check (void)
{
  CairnSettings settings;
  g_autoptr (GError) error = NULL;

  cairn_settings_init_default (&settings);
  g_assert_true (cairn_export_iteration_check (&settings, 0, "0", NULL));
  g_assert_false (cairn_export_iteration_check (&settings, 2, "2", &error));
  g_assert_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "Invalid iteration “2”: only a search with iterative deepening (engine part id) has iterations; "
                   "this one has a single tree");
  g_clear_error (&error);

  settings.engine_parts = CAIRN_PART_ID;
  settings.depth = 4;
  for (guint i = 1; i <= 4; i++)
    g_assert_true (cairn_export_iteration_check (&settings, i, "i", NULL));
  g_assert_false (cairn_export_iteration_check (&settings, 5, "05", &error));
  g_assert_cmpstr (error->message, ==, "Invalid iteration “05”: iterative deepening to depth 4 has iterations 1 to 4");
  g_clear_error (&error);
  settings.depth = 1;
  g_assert_false (cairn_export_iteration_check (&settings, 2, "2", &error));
  g_assert_cmpstr (error->message, ==, "Invalid iteration “2”: iterative deepening to depth 1 has iteration 1 only");
}

/* The events of a search, counted by stepping it to its end. */
static guint
count_events (const char *cells,
              guint       depth)
{
  g_autoptr (CairnSearch) search = NULL;
  CairnPosition position;
  CairnSettings settings;
  guint n = 0;

  test_position (cells, "x", &position);
  test_settings (CAIRN_MODE_NULL, depth, 1, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  while (cairn_search_step (search)->type != CAIRN_EVENT_DONE)
    n++;
  return n + 1;
}

static void
test_check_event (void)
{
  g_autoptr (CairnSearch) small = test_run_search (CAIRN_MODE_NULL, 2, 1, "...O.X...", "x");
  g_autoptr (CairnSearch) large = test_run_search (CAIRN_MODE_NULL, 6, 1, ".........", "x");
  const CairnSearch *one[] = { small };
  const CairnSearch *both[] = { small, large };
  guint n_small = count_events ("...O.X...", 2), n_large = count_events (".........", 6);
  g_autoptr (GError) error = NULL;
  g_autofree char *wanted = NULL, *last = NULL;

  g_assert_cmpuint (n_small, <, n_large);
  g_assert_cmpuint (cairn_search_get_counters (small)->events, ==, n_small);
  g_assert_true (cairn_export_check_event (one, 1, CAIRN_ALL_EVENTS, NULL));
  g_assert_true (cairn_export_check_event (one, 1, 0, NULL));
  g_assert_true (cairn_export_check_event (one, 1, n_small - 1, NULL));
  g_assert_false (cairn_export_check_event (one, 1, n_small, &error));
  g_assert_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_EVENT);
  wanted = g_strdup_printf ("Event %u is beyond the end of the search: its events are 0 to %u", n_small, n_small - 1);
  g_assert_cmpstr (error->message, ==, wanted);
  g_clear_error (&error);

  /* Two searches: the longer one's events count. */
  g_assert_true (cairn_export_check_event (both, 2, n_large - 1, NULL));
  g_assert_false (cairn_export_check_event (both, 2, n_large, &error));
  g_assert_cmpuint (n_large, >=, 1000);
  g_assert_cmpuint (n_large, <, 1000000);
  last = g_strdup_printf ("%u,%03u", (n_large - 1) / 1000, (n_large - 1) % 1000);
  g_clear_pointer (&wanted, g_free);
  wanted = g_strdup_printf ("Event %u is beyond the end of the search: its events are 0 to %s", n_large, last);
  g_assert_cmpstr (error->message, ==, wanted);
  g_clear_error (&error);

  /* No search at all: no event but 0's end. */
  g_assert_false (cairn_export_check_event (NULL, 0, 0, &error));
  g_assert_cmpstr (error->message, ==, "Event 0 is beyond the end of the search: its events are 0 to 0");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/export-format/names", test_names);
  g_test_add_func ("/export-format/from-path", test_from_path);
  g_test_add_func ("/export-format/tree", test_tree);
  g_test_add_func ("/export-format/iteration-check", test_iteration_check);
  g_test_add_func ("/export-format/check-event", test_check_event);
  return g_test_run ();
}
