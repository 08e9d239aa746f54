/* test-cli-json.c — the JSON reader of cairn-cli's shard files: what it
 * reads, and every malformed line it refuses (a record read wrong would
 * put a wrong case into a merged report).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-cli-json.h"

static void
test_record (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CliJson) v = cli_json_parse (" {\"unit\":12,\"name\":\"K\\u00e9 \\\"x\\\"\\n\",\"ok\":true,"
                                          "\"no\":false,\"none\":null,\"list\":[1,-2,[]],\"deep\":{\"a\":{}}} ",
                                          &error);
  const CliJson *list;
  gint64 n;
  gboolean b;

  g_assert_no_error (error);
  g_assert_nonnull (v);
  g_assert_cmpint (v->type, ==, CLI_JSON_OBJECT);
  g_assert_true (cli_json_get_int (v, "unit", 0, 100, &n));
  g_assert_cmpint (n, ==, 12);
  g_assert_false (cli_json_get_int (v, "unit", 0, 11, &n));
  g_assert_false (cli_json_get_int (v, "name", G_MININT64, G_MAXINT64, &n));
  g_assert_cmpstr (cli_json_get_string (v, "name"), ==, "Ké \"x\"\n");
  g_assert_true (cli_json_get_bool (v, "ok", &b) && b);
  g_assert_true (cli_json_get_bool (v, "no", &b) && !b);
  g_assert_cmpint (cli_json_get (v, "none")->type, ==, CLI_JSON_NULL);
  g_assert_null (cli_json_get (v, "missing"));
  list = cli_json_get (v, "list");
  g_assert_cmpuint (list->items->len, ==, 3);
  g_assert_cmpint (((CliJson *) g_ptr_array_index (list->items, 1))->integer, ==, -2);
  g_assert_cmpint (((CliJson *) g_ptr_array_index (list->items, 2))->type, ==, CLI_JSON_ARRAY);
}

static void
test_unicode (void)
{
  g_autoptr (CliJson) pair = cli_json_parse ("\"\\ud83d\\ude00 \\u0416\"", NULL);
  g_autoptr (CliJson) big = cli_json_parse ("[9223372036854775807,-9223372036854775808]", NULL);

  g_assert_cmpstr (pair->string, ==, "\xf0\x9f\x98\x80 \xd0\x96");
  g_assert_cmpint (((CliJson *) g_ptr_array_index (big->items, 0))->integer, ==, G_MAXINT64);
  g_assert_cmpint (((CliJson *) g_ptr_array_index (big->items, 1))->integer, ==, G_MININT64);
}

static void
test_refused (void)
{
  static const char * const bad[] = {
    "", " ", "{", "}", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "[1 2]", "01", "-", "1.5", "1e3",
    "9223372036854775808", "\"open", "\"tab\there\"", "\"\\x\"", "\"\\u12\"", "\"\\ud800\"",
    "\"\\ude00\"", "\"\\ud800\\u0041\"", "tru", "nul", "{\"a\":1} x", "[1]]", "\"\xff\"",
    "{\"unit\":4,\"positions\":oops}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (CliJson) v = cli_json_parse (bad[i], &error);

      if (v != NULL)
        g_error ("“%s” was read", bad[i]);
      g_assert_error (error, CLI_JSON_ERROR, CLI_JSON_ERROR_SYNTAX);
      g_assert_true (g_str_has_prefix (error->message, "not valid JSON at character "));
    }
}

/* Nesting past 32 levels is refused, not a deep recursion. */
static void
test_depth (void)
{
  g_autoptr (GString) ok = g_string_new (NULL);
  g_autoptr (GString) deep = g_string_new (NULL);
  g_autoptr (CliJson) v = NULL;
  g_autoptr (CliJson) w = NULL;

  for (guint i = 0; i < 32; i++)
    g_string_append_c (ok, '[');
  for (guint i = 0; i < 32; i++)
    g_string_append_c (ok, ']');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  v = cli_json_parse (ok->str, NULL);
  g_assert_nonnull (v);
  w = cli_json_parse (deep->str, NULL);
  g_assert_null (w);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli-json/record", test_record);
  g_test_add_func ("/cli-json/unicode", test_unicode);
  g_test_add_func ("/cli-json/refused", test_refused);
  g_test_add_func ("/cli-json/depth", test_depth);
  return g_test_run ();
}
