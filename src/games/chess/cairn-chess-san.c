/* cairn-chess-san.c — moves in text: coordinates with a promotion letter
 * for files ("e7e8q", castling "e1g1") and standard algebraic notation for
 * people ("Nbd2", "exd6", "e8=Q+", "O-O-O", "Rh1#"), both read back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cairn-chess.h"

static const char kind_letters[] = "PNBRQK";
static const char promo_letters[] = " qrbn";

static inline guint64
bit (guint square)
{
  return G_GUINT64_CONSTANT (1) << square;
}

void
cairn_chess_move_to_coord (guint16 move,
                           char    out[6])
{
  guint promo = cairn_chess_move_promo (move);

  g_return_if_fail (out != NULL);

  cairn_chess_square_name (cairn_chess_move_from (move), out);
  cairn_chess_square_name (cairn_chess_move_to (move), out + 2);
  if (promo >= CAIRN_CHESS_PROMO_QUEEN && promo <= CAIRN_CHESS_PROMO_KNIGHT)
    {
      out[4] = promo_letters[promo];
      out[5] = '\0';
    }
}

static gboolean
is_castling (CairnChessKind kind,
             guint          from,
             guint          to)
{
  return kind == CAIRN_CHESS_KING && (to == from + 2 || from == to + 2);
}

char *
cairn_chess_move_to_san (const CairnChessBoard *b,
                         CairnSide              side,
                         guint16                move)
{
  CairnChessBoard after;
  CairnSide them = cairn_side_other (side);
  guint from = cairn_chess_move_from (move);
  guint to = cairn_chess_move_to (move);
  guint promo = cairn_chess_move_promo (move);
  CairnChessKind kind = cairn_chess_kind_at (b, from, NULL);
  gboolean capture;
  char target[3];
  GString *san;

  g_return_val_if_fail (b != NULL, NULL);
  g_return_val_if_fail (side == CAIRN_SIDE_X || side == CAIRN_SIDE_O, NULL);

  san = g_string_sized_new (8);
  cairn_chess_square_name (to, target);
  capture = (b->colour[them] & bit (to)) != 0 || (kind == CAIRN_CHESS_PAWN && (from & 7) != (to & 7));
  if (is_castling (kind, from, to))
    g_string_append (san, to > from ? "O-O" : "O-O-O");
  else if (kind == CAIRN_CHESS_PAWN)
    {
      /* Two pawns taking on one square stand on different files, so the
       * file letter is never ambiguous. */
      if (capture)
        {
          g_string_append_c (san, (char) ('a' + (from & 7)));
          g_string_append_c (san, 'x');
        }
      g_string_append (san, target);
      if (promo >= CAIRN_CHESS_PROMO_QUEEN && promo <= CAIRN_CHESS_PROMO_KNIGHT)
        {
          g_string_append_c (san, '=');
          g_string_append_c (san, g_ascii_toupper (promo_letters[promo]));
        }
    }
  else
    {
      guint16 moves[CAIRN_CHESS_MAX_MOVES];
      guint n = cairn_chess_legal_moves (b, side, moves);
      gboolean rivals = FALSE, same_file = FALSE, same_rank = FALSE;

      g_string_append_c (san, kind_letters[kind]);
      /* Another man of the same kind that can reach the square: name the
       * file, else the rank, else both. */
      for (guint i = 0; i < n; i++)
        {
          guint other = cairn_chess_move_from (moves[i]);

          if (other == from || cairn_chess_move_to (moves[i]) != to ||
              cairn_chess_kind_at (b, other, NULL) != kind)
            continue;
          rivals = TRUE;
          same_file |= (other & 7) == (from & 7);
          same_rank |= (other >> 3) == (from >> 3);
        }
      if (rivals && (!same_file || same_rank))
        g_string_append_c (san, (char) ('a' + (from & 7)));
      if (rivals && same_file)
        g_string_append_c (san, (char) ('1' + (from >> 3)));
      if (capture)
        g_string_append_c (san, 'x');
      g_string_append (san, target);
    }

  after = *b;
  cairn_chess_play (&after, side, move);
  if (cairn_chess_in_check (&after, them))
    g_string_append_c (san, cairn_chess_has_legal_move (&after, them) ? '+' : '#');
  return g_string_free (san, FALSE);
}

static gboolean
parse_square (const char *text,
              guint      *square)
{
  if (text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
    return FALSE;
  *square = (guint) (text[0] - 'a') + 8 * (guint) (text[1] - '1');
  return TRUE;
}

static guint
promo_of (char c)
{
  const char *at = c ? strchr (promo_letters + 1, g_ascii_tolower (c)) : NULL;

  return at ? (guint) (at - promo_letters) : 0;
}

/* What a SAN text says: the kind, the target, the file and rank the man
 * leaves from where given (-1 otherwise) and the promotion; FALSE when it
 * is no SAN. */
typedef struct {
  CairnChessKind kind;
  guint          to;
  int            from_file;
  int            from_rank;
  guint          promo;
  int            castle;   /* 0, 1 king side, 2 queen side */
} SanParts;

static gboolean
parse_san (const char *text,
           SanParts   *parts)
{
  gsize length = strlen (text);
  const char *p = text, *end;

  memset (parts, 0, sizeof *parts);
  parts->from_file = parts->from_rank = -1;
  if (strcmp (text, "O-O") == 0 || strcmp (text, "0-0") == 0)
    return (parts->castle = 1);
  if (strcmp (text, "O-O-O") == 0 || strcmp (text, "0-0-0") == 0)
    return (parts->castle = 2);

  /* The promotion at the end: "=Q" or "Q". */
  end = text + length;
  if (length >= 3 && promo_of (end[-1]) && g_ascii_isupper (end[-1]))
    {
      parts->promo = promo_of (end[-1]);
      end--;
      if (end[-1] == '=')
        end--;
    }
  if (end - p < 2 || !parse_square (end - 2, &parts->to))
    return FALSE;
  end -= 2;

  parts->kind = CAIRN_CHESS_PAWN;
  if (p < end && strchr ("NBRQK", *p) && *p)
    parts->kind = (CairnChessKind) (strchr (kind_letters, *p++) - kind_letters);
  if (p < end && *p >= 'a' && *p <= 'h')
    parts->from_file = *p++ - 'a';
  if (p < end && *p >= '1' && *p <= '8')
    parts->from_rank = *p++ - '1';
  if (p < end && (*p == 'x' || *p == ':'))
    p++;
  return p == end && (parts->promo == 0 || parts->kind == CAIRN_CHESS_PAWN);
}

gboolean
cairn_chess_parse_move (const CairnChessBoard  *b,
                        CairnSide               side,
                        const char             *text,
                        guint16                *move,
                        GError                **error)
{
  guint16 moves[CAIRN_CHESS_MAX_MOVES];
  g_autofree char *trimmed = NULL;
  gsize length;
  guint n, found = 0;
  guint16 match = 0;
  SanParts parts;

  g_return_val_if_fail (b != NULL, FALSE);
  g_return_val_if_fail (side == CAIRN_SIDE_X || side == CAIRN_SIDE_O, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  trimmed = g_strstrip (g_strdup (text));
  length = strlen (trimmed);
  /* Check and mate marks, annotations and an "e.p." are accepted and
   * ignored. */
  if (length > 4 && strcmp (trimmed + length - 4, "e.p.") == 0)
    {
      length -= 4;
      trimmed[length] = '\0';
      while (length > 0 && trimmed[length - 1] == ' ')
        trimmed[--length] = '\0';
    }
  while (length > 0 && strchr ("+#!?", trimmed[length - 1]))
    trimmed[--length] = '\0';

  n = cairn_chess_legal_moves (b, side, moves);

  /* Coordinates: e2e4, e7e8q; a promotion without its letter is a queen. */
  if (length == 4 || length == 5)
    {
      guint from, to;

      if (parse_square (trimmed, &from) && parse_square (trimmed + 2, &to))
        {
          guint promo = length == 5 ? promo_of (trimmed[4]) : 0;

          if (length == 5 && promo == 0)
            goto refuse;
          for (guint i = 0; i < n; i++)
            if (cairn_chess_move_from (moves[i]) == from && cairn_chess_move_to (moves[i]) == to &&
                (cairn_chess_move_promo (moves[i]) == promo ||
                 (promo == 0 && cairn_chess_move_promo (moves[i]) == CAIRN_CHESS_PROMO_QUEEN)))
              {
                *move = moves[i];
                return TRUE;
              }
          goto refuse;
        }
    }

  if (!parse_san (trimmed, &parts))
    goto refuse;
  for (guint i = 0; i < n; i++)
    {
      guint from = cairn_chess_move_from (moves[i]), to = cairn_chess_move_to (moves[i]);
      CairnChessKind kind = cairn_chess_kind_at (b, from, NULL);

      if (parts.castle)
        {
          if (!is_castling (kind, from, to) || (parts.castle == 1) != (to > from))
            continue;
        }
      else if (kind != parts.kind || to != parts.to ||
               (parts.from_file >= 0 && (int) (from & 7) != parts.from_file) ||
               (parts.from_rank >= 0 && (int) (from >> 3) != parts.from_rank) ||
               cairn_chess_move_promo (moves[i]) != parts.promo)
        continue;
      found++;
      match = moves[i];
    }
  if (found == 1)
    {
      *move = match;
      return TRUE;
    }
  if (found > 1)
    {
      g_autofree char *what = cairn_chess_shown_text (text, strlen (text));

      g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_MOVE,
                   _("“%s” fits more than one legal move here; name the file or rank the man leaves from, such as Nbd2 or R1a3"),
                   what);
      return FALSE;
    }

refuse:
  {
    g_autofree char *what = cairn_chess_shown_text (text, strlen (text));

    g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_MOVE,
                 _("“%s” is not a legal move here; give a legal move in coordinates like e2e4 or e7e8q, or in SAN like Nf3, exd5, e8=Q or O-O"),
                 what);
  }
  return FALSE;
}
