/* test-export-options.c — an export's options (cairn-export-options.c):
 * their defaults, the pages by name with the refusal word for word, the
 * page check, what DOT and JSON take of the options, the steps each
 * format reports, and DOT and JSON written to a file: the same text as
 * cairn_export_text_to_file() writes with those options, and nothing
 * written for an event beyond the search.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "cairn-export-options.h"
#include "test-util.h"

static void
test_defaults (void)
{
  CairnExportOptions o;

  memset (&o, 0x5A, sizeof o);
  cairn_export_options_init (&o);
  g_assert_cmpint (o.format, ==, CAIRN_EXPORT_PNG);
  g_assert_cmpint (o.theme, ==, CAIRN_THEME_PRINT);
  g_assert_cmpfloat (o.scale, ==, 1.0);
  g_assert_true (o.ghosts);
  g_assert_true (o.legend);
  g_assert_true (o.caption);
  g_assert_true (o.labels);
  g_assert_cmpuint (o.at_event, ==, CAIRN_ALL_EVENTS);
  g_assert_cmpuint (o.focus_plies, ==, 2);
  g_assert_cmpint (o.page, ==, CAIRN_PAGE_NONE);
  g_assert_cmpint (o.legend_place, ==, CAIRN_EXPORT_LEGEND_AUTO);
  g_assert_false (o.use_viewport);
  g_assert_false (o.square_names);
  g_assert_false (o.focus);
  g_assert_false (o.story);
  g_assert_cmpuint (o.iteration, ==, 0);
  g_assert_cmpuint (o.max_plies, ==, 0);
  g_assert_cmpfloat (o.unit, ==, 0.0);
  g_assert_null (o.root);
  g_assert_null (o.mark);
  g_assert_null (o.card);
  g_assert_null (o.report);
  g_assert_null (o.progress);
  g_assert_true (cairn_export_options_check (&o, NULL));
}

static void
test_pages (void)
{
  static const struct {
    const char *text;
    CairnExportPage page;
  } names[] = {
    { "none", CAIRN_PAGE_NONE }, { "Slide", CAIRN_PAGE_SLIDE }, { "A4", CAIRN_PAGE_A4 },
    { "a4-LANDSCAPE", CAIRN_PAGE_A4_LANDSCAPE },
  };
  static const char * const unknown[] = { "letter", "", "a4 landscape", "a5" };
  CairnExportOptions o;
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      CairnExportPage page = 99;

      g_assert_true (cairn_export_page_parse (names[i].text, &page, NULL));
      g_assert_cmpint (page, ==, names[i].page);
    }
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      g_autoptr (GError) e = NULL;
      g_autofree char *wanted = g_strdup_printf ("Unknown page “%s”: use slide, a4, a4-landscape or none", unknown[i]);
      CairnExportPage page;

      g_assert_false (cairn_export_page_parse (unknown[i], &page, &e));
      g_assert_error (e, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID);
      g_assert_cmpstr (e->message, ==, wanted);
    }

  cairn_export_options_init (&o);
  o.page = CAIRN_PAGE_A4_LANDSCAPE;
  g_assert_true (cairn_export_options_check (&o, NULL));
  o.page = (CairnExportPage) 4;
  g_assert_false (cairn_export_options_check (&o, &error));
  g_assert_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Unknown page 4");
}

static void
on_progress (guint    done,
             guint    total,
             gpointer data)
{
  GString *log = data;

  g_string_append_printf (log, "%u/%u ", done, total);
}

/* DOT and JSON take the ghosts, the event, the iteration and the
 * progress; two steps for them, three for a figure. */
static void
test_text_options (void)
{
  CairnExportOptions o;
  CairnTextExportOptions t;
  int data;

  cairn_export_options_init (&o);
  o.ghosts = FALSE;
  o.at_event = 17;
  o.iteration = 3;
  o.progress = on_progress;
  o.progress_data = &data;
  o.scale = 4.0;
  t = cairn_export_text_options (&o);
  g_assert_false (t.ghosts);
  g_assert_cmpuint (t.at_event, ==, 17);
  g_assert_cmpuint (t.iteration, ==, 3);
  g_assert_true (t.progress == on_progress);
  g_assert_true (t.progress_data == &data);

  g_assert_cmpuint (cairn_export_steps (CAIRN_EXPORT_DOT), ==, 2);
  g_assert_cmpuint (cairn_export_steps (CAIRN_EXPORT_JSON), ==, 2);
  g_assert_cmpuint (cairn_export_steps (CAIRN_EXPORT_PNG), ==, 3);
  g_assert_cmpuint (cairn_export_steps (CAIRN_EXPORT_SVG), ==, 3);
  g_assert_cmpuint (cairn_export_steps (CAIRN_EXPORT_PDF), ==, 3);
}

static void
test_data_to_file (void)
{
  g_autoptr (CairnSearch) search = test_run_search (CAIRN_MODE_NULL, 3, 1, "...O.X...", "x");
  const CairnSearch *searches[] = { search };
  g_autofree char *dir = g_dir_make_tmp ("cairn-export-options-XXXXXX", NULL);
  guint64 events = cairn_search_get_counters (search)->events;

  for (guint json = 0; json < 2; json++)
    {
      g_autofree char *path = g_build_filename (dir, json ? "t.json" : "t.dot", NULL);
      g_autofree char *direct = g_build_filename (dir, json ? "d.json" : "d.dot", NULL);
      g_autofree char *written = NULL, *expected = NULL;
      g_autoptr (GString) log = g_string_new (NULL);
      g_autoptr (GError) error = NULL;
      CairnTextExportOptions t;
      CairnExportOptions o;

      cairn_export_options_init (&o);
      o.format = json ? CAIRN_EXPORT_JSON : CAIRN_EXPORT_DOT;
      o.ghosts = json;
      o.at_event = 40;
      o.progress = on_progress;
      o.progress_data = log;
      g_assert_true (cairn_export_data_to_file (path, searches, 1, &o, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (log->str, ==, "1/2 2/2 ");
      t = cairn_export_text_options (&o);
      t.progress = NULL;
      g_assert_true (cairn_export_text_to_file (direct, searches, 1, json, &t, NULL));
      g_assert_true (g_file_get_contents (path, &written, NULL, NULL));
      g_assert_true (g_file_get_contents (direct, &expected, NULL, NULL));
      g_assert_cmpstr (written, ==, expected);
      g_assert_true (g_str_has_prefix (written, json ? "{" : "digraph"));
      g_unlink (path);
      g_unlink (direct);

      /* An event past the end: refused, nothing written. */
      o.at_event = (guint32) events;
      g_assert_false (cairn_export_data_to_file (path, searches, 1, &o, &error));
      g_assert_error (error, CAIRN_EXPORT_ERROR, CAIRN_EXPORT_ERROR_EVENT);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/export-options/defaults", test_defaults);
  g_test_add_func ("/export-options/pages", test_pages);
  g_test_add_func ("/export-options/text-options", test_text_options);
  g_test_add_func ("/export-options/data-to-file", test_data_to_file);
  return g_test_run ();
}
