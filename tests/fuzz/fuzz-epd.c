/* fuzz-epd.c — the EPD reader: never crashes, refuses with a valid UTF-8
 * reason in its own error domain that names a line, and what it accepts
 * holds legal positions whose bm and am moves are legal there.
 *
 * Input: an EPD text, any bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-epd.h"
#include "fuzz.h"

static void
check_moves (const CairnEpdRecord *record,
             const GArray         *moves)
{
  const CairnGame *game = cairn_position_game (&record->position);
  CairnMove legal[CAIRN_MAX_MOVES];
  guint n = game->legal_moves (&record->position.board, record->position.to_move, legal);

  for (guint i = 0; i < moves->len; i++)
    {
      gboolean found = FALSE;

      for (guint k = 0; k < n; k++)
        found = found || legal[k] == g_array_index (moves, CairnMove, i);
      g_assert_true (found);
    }
}

int
LLVMFuzzerTestOneInput (const guint8 *data,
                        size_t        size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = cairn_epd_parse (cairn_epd_game (), (const char *) data, size,
                                                   "fuzz.epd", &error);

  if (records == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (error->domain == CAIRN_EPD_ERROR);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_true (error->code == CAIRN_EPD_ERROR_EMPTY || g_str_has_prefix (error->message, "Line "));
      return 0;
    }
  g_assert_no_error (error);
  g_assert_cmpuint (records->len, >, 0);
  for (guint i = 0; i < records->len; i++)
    {
      const CairnEpdRecord *record = g_ptr_array_index (records, i);
      g_autofree char *fen = cairn_epd_record_fen (record);
      CairnPosition again;

      g_assert_true (cairn_position_validate (&record->position, NULL));
      g_assert_true (cairn_position_parse_game (cairn_epd_game (), fen, NULL, &again, NULL));
      g_assert_true (cairn_position_equal (&record->position, &again));
      check_moves (record, record->best_moves);
      check_moves (record, record->avoid_moves);
      for (guint k = 0; k < record->operations->len; k++)
        {
          const CairnEpdOperation *op = g_ptr_array_index (record->operations, k);

          for (guint j = 0; op->operands[j]; j++)
            g_assert_true (g_utf8_validate (op->operands[j], -1, NULL));
        }
    }
  return 0;
}
