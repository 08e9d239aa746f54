/* cairn-position.c — parsing, formatting and validating positions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-position.h"

G_DEFINE_QUARK (cairn-position-error-quark, cairn_position_error)

const char *
cairn_side_to_string (CairnSide side)
{
  return side == CAIRN_SIDE_X ? "X" : "O";
}

void
cairn_position_init_empty (CairnPosition *position)
{
  g_return_if_fail (position != NULL);
  memset (position, 0, sizeof *position);
  position->to_move = CAIRN_SIDE_X;
}

gboolean
cairn_side_parse (const char  *text,
                  CairnSide   *side,
                  GError     **error)
{
  g_return_val_if_fail (text != NULL, FALSE);

  if (g_ascii_strcasecmp (text, "x") == 0)
    *side = CAIRN_SIDE_X;
  else if (g_ascii_strcasecmp (text, "o") == 0)
    *side = CAIRN_SIDE_O;
  else
    {
      /* The text may come from anywhere: keep the message valid UTF-8. */
      g_autofree char *shown = g_utf8_make_valid (text, -1);

      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_SIDE,
                   _("Invalid side to move “%s”: use x or o"), shown);
      return FALSE;
    }
  return TRUE;
}

CairnSide
cairn_position_infer_side (const CairnBoard *board)
{
  guint xs = (guint) __builtin_popcountll (board->marks[CAIRN_SIDE_X]);
  guint os = (guint) __builtin_popcountll (board->marks[CAIRN_SIDE_O]);

  return xs > os ? CAIRN_SIDE_O : CAIRN_SIDE_X;
}

gboolean
cairn_position_validate (const CairnPosition  *position,
                         GError              **error)
{
  const CairnBoard *board = &position->board;
  guint xs = (guint) __builtin_popcountll (board->marks[CAIRN_SIDE_X]);
  guint os = (guint) __builtin_popcountll (board->marks[CAIRN_SIDE_O]);
  gboolean x_won = cairn_tictactoe_has_line (board->marks[CAIRN_SIDE_X]);
  gboolean o_won = cairn_tictactoe_has_line (board->marks[CAIRN_SIDE_O]);
  guint diff = xs > os ? xs - os : os - xs;

  if (diff > 1)
    {
      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_COUNTS,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Impossible position: X has %u mark and O has %u; the counts may differ by at most one",
                                "Impossible position: X has %u marks and O has %u; the counts may differ by at most one",
                                xs),
                   xs, os);
      return FALSE;
    }
  if ((xs > os && position->to_move == CAIRN_SIDE_X) ||
      (os > xs && position->to_move == CAIRN_SIDE_O))
    {
      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_COUNTS,
                   _("Impossible position: %s has more marks (X %u, O %u) and cannot be the side to move"),
                   cairn_side_to_string (position->to_move), xs, os);
      return FALSE;
    }
  if (x_won && o_won)
    {
      g_set_error_literal (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_TWO_WINNERS,
                           _("Impossible position: both X and O have three in a row"));
      return FALSE;
    }
  return TRUE;
}

gboolean
cairn_position_parse (const char     *cells,
                      const char     *to_move,
                      CairnPosition  *position,
                      GError        **error)
{
  CairnPosition parsed;
  glong length;

  g_return_val_if_fail (cells != NULL, FALSE);
  g_return_val_if_fail (position != NULL, FALSE);

  if (!g_utf8_validate (cells, -1, NULL))
    {
      g_set_error_literal (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_CHARACTER,
                           _("Invalid position: the text is not valid UTF-8"));
      return FALSE;
    }

  length = g_utf8_strlen (cells, -1);
  if (length != CAIRN_N_CELLS)
    {
      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_LENGTH,
                   _("Invalid position “%s”: it has %ld cells, it needs exactly 9 (X, O or . for each)"),
                   cells, length);
      return FALSE;
    }

  memset (&parsed, 0, sizeof parsed);
  for (guint i = 0; i < CAIRN_N_CELLS; i++)
    {
      char c = cells[i];

      switch (c)
        {
        case 'x': case 'X':
          parsed.board.marks[CAIRN_SIDE_X] |= 1u << i;
          break;
        case 'o': case 'O':
          parsed.board.marks[CAIRN_SIDE_O] |= 1u << i;
          break;
        case '.': case '-': case '_':
          break;
        default:
          {
            /* Nine characters but not all ASCII: report the character at
             * its cell index, whatever its encoding. */
            const char *p = g_utf8_offset_to_pointer (cells, i);
            g_autofree char *bad = g_strndup (p, (gsize) (g_utf8_next_char (p) - p));

            g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_CHARACTER,
                         _("Invalid position “%s”: cell %u is “%s”; each cell must be X, O or . (- and _ also mean empty)"),
                         cells, i, bad);
            return FALSE;
          }
        }
    }

  if (to_move != NULL)
    {
      if (!cairn_side_parse (to_move, &parsed.to_move, error))
        return FALSE;
    }
  else
    parsed.to_move = cairn_position_infer_side (&parsed.board);

  if (!cairn_position_validate (&parsed, error))
    return FALSE;

  *position = parsed;
  return TRUE;
}

void
cairn_position_format_cells (const CairnBoard *board,
                             char              out[CAIRN_N_CELLS + 1])
{
  for (guint i = 0; i < CAIRN_N_CELLS; i++)
    {
      if (board->marks[CAIRN_SIDE_X] & (1u << i))
        out[i] = 'X';
      else if (board->marks[CAIRN_SIDE_O] & (1u << i))
        out[i] = 'O';
      else
        out[i] = '.';
    }
  out[CAIRN_N_CELLS] = '\0';
}

char *
cairn_position_to_string (const CairnPosition *position)
{
  char cells[CAIRN_N_CELLS + 1];

  cairn_position_format_cells (&position->board, cells);
  return g_strdup (cells);
}

CairnCell
cairn_position_get_cell (const CairnPosition *position,
                         guint                index)
{
  g_return_val_if_fail (index < CAIRN_N_CELLS, CAIRN_CELL_EMPTY);
  return cairn_game_tictactoe.cell (&position->board, index);
}

void
cairn_position_set_cell (CairnPosition *position,
                         guint          index,
                         CairnCell      cell)
{
  guint64 bit;

  g_return_if_fail (index < CAIRN_N_CELLS);

  bit = (guint64) 1 << index;
  position->board.marks[CAIRN_SIDE_X] &= ~bit;
  position->board.marks[CAIRN_SIDE_O] &= ~bit;
  if (cell == CAIRN_CELL_X)
    position->board.marks[CAIRN_SIDE_X] |= bit;
  else if (cell == CAIRN_CELL_O)
    position->board.marks[CAIRN_SIDE_O] |= bit;
}

gboolean
cairn_position_equal (const CairnPosition *a,
                      const CairnPosition *b)
{
  return a->board.marks[0] == b->board.marks[0] &&
         a->board.marks[1] == b->board.marks[1] &&
         a->to_move == b->to_move;
}
