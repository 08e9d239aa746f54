/* cairn-game-connect4-text.c — Connect Four's two text forms
 * (CONNECT4-RULES.md §6): the moves that led to a position (`4453`) and
 * the grid (`......./…/...X... o`).  Both are read; the grid is written,
 * since every legal position has one but not every one has a move
 * string (§6.3).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-game-connect4-private.h"

/* The side to move as the counts give it: X when they are equal. */
static CairnSide
side_by_counts (const CairnBoard *board)
{
  const CairnConnect4Board *b = CAIRN_C4_BOARD (board);

  return __builtin_popcountll (b->discs[CAIRN_SIDE_X]) > __builtin_popcountll (b->discs[CAIRN_SIDE_O])
    ? CAIRN_SIDE_O : CAIRN_SIDE_X;
}

/* §6.1: each digit a disc dropped, X first; no move after a four. */
static gboolean
parse_moves (const char  *text,
             CairnBoard  *board,
             GError     **error)
{
  CairnSide side = CAIRN_SIDE_X;

  if (g_str_equal (text, "-"))
    return TRUE;
  for (guint i = 0; text[i] != '\0'; i++)
    {
      const CairnConnect4Board *b = CAIRN_C4_BOARD (board);

      if (text[i] < '1' || text[i] > '7')
        {
          const char *p = text + i;
          g_autofree char *bad = g_utf8_make_valid (p, g_utf8_validate (p, -1, NULL)
                                                         ? (gssize) (g_utf8_next_char (p) - p) : 1);

          g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_CHARACTER,
                       _("Invalid move string “%s”: character %u is “%s”; a move is a column digit from 1 to 7 (- alone is the empty board)"),
                       text, i + 1, bad);
          return FALSE;
        }
      if (c4_has_four (b->discs[cairn_side_other (side)]))
        {
          g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_MOVE,
                       _("Invalid move string “%s”: move %u comes after %s’s four in a row, when the game was over"),
                       text, i + 1, cairn_side_to_string (cairn_side_other (side)));
          return FALSE;
        }
      if (!cairn_c4_drop (board, side, (guint) (text[i] - '0')))
        {
          g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_MOVE,
                       _("Invalid move string “%s”: move %u drops a disc into column %c, which is full"),
                       text, i + 1, text[i]);
          return FALSE;
        }
      side = cairn_side_other (side);
    }
  return TRUE;
}

/* §6.2: six rows of seven cells, the top row first, split by '/'. */
static gboolean
parse_grid (const char  *grid,
            CairnBoard  *board,
            GError     **error)
{
  g_auto (GStrv) rows = g_strsplit (grid, "/", -1);
  guint n_rows = g_strv_length (rows);

  if (n_rows != CAIRN_C4_ROWS)
    {
      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_LENGTH,
                   _("Invalid grid “%s”: it has %u rows; it needs 6 rows of 7 cells, the top row first, separated by /"),
                   grid, n_rows);
      return FALSE;
    }
  for (guint i = 0; i < CAIRN_C4_ROWS; i++)
    {
      guint row = CAIRN_C4_ROWS - 1 - i;
      glong length = g_utf8_strlen (rows[i], -1);

      if (length != CAIRN_C4_COLUMNS)
        {
          g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_LENGTH,
                       _("Invalid grid “%s”: row %u has %ld cells; each row needs 7 (X, O or .)"),
                       grid, row + 1, length);
          return FALSE;
        }
      for (guint column = 0; column < CAIRN_C4_COLUMNS; column++)
        {
          const char *p = g_utf8_offset_to_pointer (rows[i], column);

          switch (*p)
            {
            case 'X': case 'x':
              CAIRN_C4_BOARD (board)->discs[CAIRN_SIDE_X] |= c4_bit (column, row);
              break;
            case 'O': case 'o':
              CAIRN_C4_BOARD (board)->discs[CAIRN_SIDE_O] |= c4_bit (column, row);
              break;
            case '.':
              break;
            default:
              {
                g_autofree char *bad = g_strndup (p, (gsize) (g_utf8_next_char (p) - p));

                g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_CHARACTER,
                             _("Invalid grid “%s”: column %u of row %u is “%s”; each cell is X, O or ."),
                             grid, column + 1, row + 1, bad);
                return FALSE;
              }
            }
        }
    }
  return TRUE;
}

gboolean
c4_parse_position (const char  *text,
                   const char  *to_move,
                   CairnBoard  *board,
                   CairnSide   *side,
                   GError     **error)
{
  g_autofree char *copy = NULL;
  g_auto (GStrv) words = NULL;
  CairnBoard parsed = { 0 };
  CairnSide parsed_side;
  const char *stated = to_move;

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_CHARACTER,
                           _("Invalid position: the text is not valid UTF-8"));
      return FALSE;
    }
  copy = g_strstrip (g_strdup (text));
  words = g_regex_split_simple ("\\s+", copy, 0, 0);

  if (strchr (copy, '/') != NULL)
    {
      guint n_words = g_strv_length (words);

      if (n_words > 2)
        {
          g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_LENGTH,
                       _("Invalid position “%s”: a grid is followed by the side to move alone (x or o)"),
                       copy);
          return FALSE;
        }
      if (!parse_grid (words[0], &parsed, error))
        return FALSE;
      if (n_words == 2)
        {
          CairnSide in_text;

          if (!cairn_side_parse (words[1], &in_text, error))
            return FALSE;
          /* Given twice: both must agree. */
          if (stated != NULL)
            {
              CairnSide given;

              if (!cairn_side_parse (stated, &given, error))
                return FALSE;
              if (given != in_text)
                {
                  g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_SIDE,
                               _("Invalid position “%s”: the grid gives %s to move, but %s was asked for"),
                               copy, cairn_side_to_string (in_text), cairn_side_to_string (given));
                  return FALSE;
                }
            }
          stated = words[1];
        }
    }
  else if (words[0] != NULL && words[1] != NULL)
    {
      g_set_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_CHARACTER,
                   _("Invalid move string “%s”: it holds a space; a move string is column digits alone"),
                   copy);
      return FALSE;
    }
  else if (!parse_moves (copy, &parsed, error))
    return FALSE;

  if (stated != NULL)
    {
      if (!cairn_side_parse (stated, &parsed_side, error))
        return FALSE;
    }
  else
    parsed_side = side_by_counts (&parsed);

  if (!c4_validate (&parsed, parsed_side, error))
    return FALSE;
  *board = parsed;
  *side = parsed_side;
  return TRUE;
}

char *
c4_position_to_string (const CairnBoard *board,
                       CairnSide         to_move)
{
  GString *text = g_string_sized_new (50);

  for (guint row = CAIRN_C4_ROWS; row >= 1; row--)
    {
      for (guint column = 1; column <= CAIRN_C4_COLUMNS; column++)
        switch (cairn_c4_cell (board, column, row))
          {
          case CAIRN_C4_PIECE_X:
            g_string_append_c (text, 'X');
            break;
          case CAIRN_C4_PIECE_O:
            g_string_append_c (text, 'O');
            break;
          default:
            g_string_append_c (text, '.');
          }
      if (row > 1)
        g_string_append_c (text, '/');
    }
  g_string_append_printf (text, " %s", to_move == CAIRN_SIDE_X ? "x" : "o");
  return g_string_free (text, FALSE);
}

/* For cairn_games_guess(): column digits alone (tic-tac-toe's cells are
 * never digits), or a grid of six rows of seven cells (a FEN has eight
 * ranks). */
gboolean
c4_looks_like (const char *text)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));

  return g_regex_match_simple ("^[1-7]+$", copy, 0, 0) ||
         g_regex_match_simple ("^([XxOo.]{7}/){5}[XxOo.]{7}(\\s+[xXoO])?$", copy, 0, 0);
}
