/* test-format.c — counts, savings and JSON strings (cairn-format.c); the
 * event text and the settings' parsers are in test-event-text.c and
 * test-settings.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-format.h"
#include "test-util.h"

static void
test_counts_and_savings (void)
{
  const struct { guint64 n; const char *text; } counts[] = {
    { 0, "0" }, { 999, "999" }, { 1787, "1,787" }, { 80790, "80,790" },
    { 549946, "549,946" }, { 1000000, "1,000,000" },
  };
  const struct { guint64 a, b; const char *text; } savings[] = {
    { 1787, 803, "55.1% fewer" },
    { 167, 78, "53.3% fewer" },
    { 20866, 19036, "8.8% fewer" },
    { 20866, 80790, "3.9× more" },
    { 1787, 1899, "6.3% more" },
    /* Never "0.0%" for a count that differs: as many digits as it takes. */
    { 34189, 34193, "0.01% more" },
    { 34193, 34189, "0.01% fewer" },
    { 10000000, 9999999, "0.00001% fewer" },
    { 10, 10, "same" },
    { 0, 5, "—" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      g_autofree char *text = cairn_format_count (counts[i].n);
      g_assert_cmpstr (text, ==, counts[i].text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (savings); i++)
    {
      g_autofree char *text = cairn_format_savings (savings[i].a, savings[i].b);
      g_assert_cmpstr (text, ==, savings[i].text);
    }
}

static void
test_json_string (void)
{
  g_autoptr (GString) out = g_string_new (NULL);

  cairn_json_append_string (out, "a\"b\\c\n\x01α");
  g_assert_cmpstr (out->str, ==, "\"a\\\"b\\\\c\\n\\u0001α\"");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/format/counts-and-savings", test_counts_and_savings);
  g_test_add_func ("/format/json-string", test_json_string);
  return g_test_run ();
}
