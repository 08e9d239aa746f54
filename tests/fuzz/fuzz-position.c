/* fuzz-position.c — the position parser: never crashes, and what it
 * accepts formats back to a string it accepts as the same position.
 *
 * Input: the cells, optionally a newline and the side to move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-position.h"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  /* Not g_strndup(): it returns NULL for an empty input. */
  g_autofree char *text = g_malloc (size + 1);
  char *newline;
  const char *to_move = NULL;
  g_autoptr (GError) error = NULL;
  CairnPosition position, again;

  if (size)
    memcpy (text, data, size);
  text[size] = '\0';
  newline = strchr (text, '\n');
  if (newline)
    {
      *newline = '\0';
      to_move = newline + 1;
    }
  if (!cairn_position_parse (text, to_move, &position, &error))
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == CAIRN_POSITION_ERROR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  {
    g_autofree char *formatted = cairn_position_to_string (&position);

    g_assert_true (cairn_position_parse (formatted, cairn_side_to_string (position.to_move), &again, NULL));
    g_assert_true (cairn_position_equal (&position, &again));
  }
  return 0;
}
