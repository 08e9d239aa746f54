/* cairn-chess-fen.c — positions in FEN, in and out, and what makes a
 * position legal (DESIGN §1b).  Every refusal names what is wrong.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "cairn-chess.h"

G_DEFINE_QUARK (cairn-chess-error-quark, cairn_chess_error)

#define RANK_1  G_GUINT64_CONSTANT (0xFF)
#define RANK_8  (RANK_1 << 56)

static const char kind_letters[] = "PNBRQK";

static inline guint64
bit (guint square)
{
  return G_GUINT64_CONSTANT (1) << square;
}

static guint
count (guint64 set)
{
  guint n = 0;

  for (; set; set &= set - 1)
    n++;
  return n;
}

void
cairn_chess_square_name (guint square,
                         char  out[3])
{
  out[0] = (char) ('a' + (square & 7));
  out[1] = (char) ('1' + (square >> 3));
  out[2] = '\0';
}

const char *
cairn_chess_side_name (CairnSide side)
{
  return side == CAIRN_SIDE_X ? _("White") : _("Black");
}

/* A piece of untrusted text for a message: valid UTF-8, and short. */
char *
cairn_chess_shown_text (const char *text,
                        gsize       length)
{
  const gsize limit = 40;
  g_autofree char *valid = g_utf8_make_valid (text, (gssize) MIN (length, limit));

  if (length > limit)
    return g_strconcat (valid, "…", NULL);
  return g_steal_pointer (&valid);
}

static char *
shown_char (char c)
{
  if (g_ascii_isprint (c))
    return g_strdup_printf ("“%c”", c);
  return g_strdup_printf (_("the byte 0x%02X"), (guint) (guchar) c);
}

static gboolean
attacked_by_king (guint a,
                  guint b)
{
  int df = (int) (a & 7) - (int) (b & 7), dr = (int) (a >> 3) - (int) (b >> 3);

  return ABS (df) <= 1 && ABS (dr) <= 1;
}

static gboolean
validate_castling (const CairnChessBoard  *b,
                   GError                **error)
{
  static const struct { guint8 right; char letter; guint king, rook; } rights[] = {
    { CAIRN_CHESS_CASTLE_WK, 'K', 4, 7 },
    { CAIRN_CHESS_CASTLE_WQ, 'Q', 4, 0 },
    { CAIRN_CHESS_CASTLE_BK, 'k', 60, 63 },
    { CAIRN_CHESS_CASTLE_BQ, 'q', 60, 56 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rights); i++)
    {
      CairnSide side = i < 2 ? CAIRN_SIDE_X : CAIRN_SIDE_O;
      char king[3], rook[3];

      if (!(b->castling & rights[i].right))
        continue;
      cairn_chess_square_name (rights[i].king, king);
      cairn_chess_square_name (rights[i].rook, rook);
      if (!(b->pieces[CAIRN_CHESS_KING] & b->colour[side] & bit (rights[i].king)))
        {
          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_CASTLING_RIGHTS,
                       _("Impossible position: the castling right %c needs the %s king on %s; drop the right or put the king there"),
                       rights[i].letter, cairn_chess_side_name (side), king);
          return FALSE;
        }
      if (!(b->pieces[CAIRN_CHESS_ROOK] & b->colour[side] & bit (rights[i].rook)))
        {
          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_CASTLING_RIGHTS,
                       _("Impossible position: the castling right %c needs a %s rook on %s; drop the right or put the rook there"),
                       rights[i].letter, cairn_chess_side_name (side), rook);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
validate_ep (const CairnChessBoard  *b,
             CairnSide               to_move,
             GError                **error)
{
  /* The side not to move has just double-stepped past the target: its
   * pawn stands in front of it, the target and the start are empty. */
  CairnSide mover = cairn_side_other (to_move);
  guint want_rank = to_move == CAIRN_SIDE_X ? 5 : 2;
  guint ep = b->ep;
  char name[3], other[3];
  guint pawn_square, start_square;

  if (ep >= 64 || ep / 8 != want_rank)
    {
      if (ep < 64)
        cairn_chess_square_name (ep, name);
      else
        g_strlcpy (name, "?", sizeof name);
      g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_EN_PASSANT,
                   _("Impossible position: the en-passant square %s is not possible with %s to move; it must be on rank %u"),
                   name, cairn_chess_side_name (to_move), want_rank + 1);
      return FALSE;
    }
  pawn_square = to_move == CAIRN_SIDE_X ? ep - 8 : ep + 8;
  start_square = to_move == CAIRN_SIDE_X ? ep + 8 : ep - 8;
  cairn_chess_square_name (ep, name);
  if (!(b->pieces[CAIRN_CHESS_PAWN] & b->colour[mover] & bit (pawn_square)))
    {
      cairn_chess_square_name (pawn_square, other);
      g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_EN_PASSANT,
                   _("Impossible position: the en-passant square %s needs a %s pawn on %s that has just moved two squares"),
                   name, cairn_chess_side_name (mover), other);
      return FALSE;
    }
  if ((b->colour[0] | b->colour[1]) & (bit (ep) | bit (start_square)))
    {
      cairn_chess_square_name (start_square, other);
      g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_EN_PASSANT,
                   _("Impossible position: the en-passant square %s and the square %s the pawn came from must both be empty"),
                   name, other);
      return FALSE;
    }
  {
    /* Before the double step the side now to move was not to move, so
     * it cannot have been in check then. */
    CairnChessBoard before = *b;
    guint64 step = bit (pawn_square) | bit (start_square);

    before.pieces[CAIRN_CHESS_PAWN] ^= step;
    before.colour[mover] ^= step;
    if (cairn_chess_in_check (&before, to_move))
      {
        cairn_chess_square_name (start_square, other);
        g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_EN_PASSANT,
                     _("Impossible position: the en-passant square %s says a pawn has just come from %s, but with that pawn back there %s would be in check with %s to move; drop the en-passant square"),
                     name, other, cairn_chess_side_name (to_move), cairn_chess_side_name (mover));
        return FALSE;
      }
  }
  return TRUE;
}

gboolean
cairn_chess_validate (const CairnChessBoard  *b,
                      CairnSide               to_move,
                      GError                **error)
{
  char name[3], other[3];
  guint64 men = 0, kings[2];

  g_return_val_if_fail (b != NULL, FALSE);
  g_return_val_if_fail (to_move == CAIRN_SIDE_X || to_move == CAIRN_SIDE_O, FALSE);

  /* Every square holds at most one man, of one colour and one kind. */
  for (guint k = 0; k < CAIRN_CHESS_N_KINDS; k++)
    {
      if (men & b->pieces[k])
        {
          cairn_chess_square_name ((guint) __builtin_ctzll (men & b->pieces[k]), name);
          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_OVERLAP,
                       _("Impossible position: two men stand on %s; a square holds at most one"), name);
          return FALSE;
        }
      men |= b->pieces[k];
    }
  if ((b->colour[0] & b->colour[1]) || (b->colour[0] | b->colour[1]) != men)
    {
      guint64 bad = (b->colour[0] & b->colour[1]) | ((b->colour[0] | b->colour[1]) ^ men);

      cairn_chess_square_name ((guint) __builtin_ctzll (bad), name);
      g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_OVERLAP,
                   _("Impossible position: the man on %s has no single colour"), name);
      return FALSE;
    }

  for (guint s = 0; s < 2; s++)
    {
      kings[s] = b->pieces[CAIRN_CHESS_KING] & b->colour[s];
      if (kings[s] == 0)
        {
          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_KINGS,
                       _("Impossible position: %s has no king; each side needs exactly one king"),
                       cairn_chess_side_name (s));
          return FALSE;
        }
      if (kings[s] & (kings[s] - 1))
        {
          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_KINGS,
                       _("Impossible position: %s has %u kings; each side needs exactly one king"),
                       cairn_chess_side_name (s), count (kings[s]));
          return FALSE;
        }
    }

  for (guint s = 0; s < 2; s++)
    {
      guint64 pawns = b->pieces[CAIRN_CHESS_PAWN] & b->colour[s];
      guint64 stray = pawns & (RANK_1 | RANK_8);

      if (stray)
        {
          cairn_chess_square_name ((guint) __builtin_ctzll (stray), name);
          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_PAWN_RANK,
                       _("Impossible position: a %s pawn stands on %s; pawns may stand only on ranks 2 to 7"),
                       cairn_chess_side_name (s), name);
          return FALSE;
        }
      if (count (pawns) > 8)
        {
          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_PAWN_COUNT,
                       _("Impossible position: %s has %u pawns; each side may have at most 8"),
                       cairn_chess_side_name (s), count (pawns));
          return FALSE;
        }
      if (count (b->colour[s]) > 16)
        {
          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_MEN_COUNT,
                       _("Impossible position: %s has %u men; each side may have at most 16"),
                       cairn_chess_side_name (s), count (b->colour[s]));
          return FALSE;
        }
    }

  {
    guint wk = (guint) __builtin_ctzll (kings[0]), bk = (guint) __builtin_ctzll (kings[1]);

    if (attacked_by_king (wk, bk))
      {
        cairn_chess_square_name (wk, name);
        cairn_chess_square_name (bk, other);
        g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_KINGS_TOUCHING,
                     _("Impossible position: the kings on %s and %s stand next to each other; kings may never touch"),
                     name, other);
        return FALSE;
      }
  }

  if (cairn_chess_in_check (b, cairn_side_other (to_move)))
    {
      g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_CHECK,
                   _("Impossible position: %s is in check but %s is to move; only the side to move may be in check"),
                   cairn_chess_side_name (cairn_side_other (to_move)), cairn_chess_side_name (to_move));
      return FALSE;
    }

  if (b->castling & ~0xF)
    {
      g_set_error_literal (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_CASTLING,
                           _("Impossible position: unknown castling rights"));
      return FALSE;
    }
  if (!validate_castling (b, error))
    return FALSE;
  if (b->ep != CAIRN_CHESS_NO_SQUARE && !validate_ep (b, to_move, error))
    return FALSE;
  return TRUE;
}

static gboolean
parse_placement (const char       *text,
                 gsize             length,
                 CairnChessBoard  *b,
                 GError          **error)
{
  guint rank = 7, file = 0;

  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];
      const char *letter;

      if (c == '/')
        {
          if (file != 8)
            {
              g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_FILES,
                           _("Invalid FEN: rank %u has %u squares; each rank needs exactly 8"),
                           rank + 1, file);
              return FALSE;
            }
          if (rank == 0)
            {
              g_set_error_literal (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_RANKS,
                                   _("Invalid FEN: the placement has more than 8 ranks; it needs exactly 8, separated by /"));
              return FALSE;
            }
          rank--;
          file = 0;
          continue;
        }

      if (c >= '1' && c <= '8')
        {
          file += (guint) (c - '0');
          if (file > 8)
            {
              g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_FILES,
                           _("Invalid FEN: rank %u has more than 8 squares; each rank needs exactly 8"),
                           rank + 1);
              return FALSE;
            }
          continue;
        }

      letter = c != '\0' ? strchr (kind_letters, g_ascii_toupper (c)) : NULL;
      if (letter == NULL)
        {
          g_autofree char *what = shown_char (c);

          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_PIECE,
                       _("Invalid FEN: %s on rank %u is not a man; use K Q R B N P for White, k q r b n p for Black and digits 1 to 8 for empty squares"),
                       what, rank + 1);
          return FALSE;
        }
      if (file >= 8)
        {
          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_FILES,
                       _("Invalid FEN: rank %u has more than 8 squares; each rank needs exactly 8"),
                       rank + 1);
          return FALSE;
        }
      cairn_chess_put (b, file + 8 * rank, (CairnChessKind) (letter - kind_letters),
                       g_ascii_isupper (c) ? CAIRN_SIDE_X : CAIRN_SIDE_O);
      file++;
    }

  if (file != 8)
    {
      g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_FILES,
                   _("Invalid FEN: rank %u has %u squares; each rank needs exactly 8"),
                   rank + 1, file);
      return FALSE;
    }
  if (rank != 0)
    {
      g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_RANKS,
                   _("Invalid FEN: the placement has %u ranks; it needs exactly 8, separated by /"),
                   8 - rank);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_castling (const char  *text,
                gsize        length,
                guint8      *rights,
                GError     **error)
{
  *rights = 0;
  if (length == 1 && text[0] == '-')
    return TRUE;
  for (gsize i = 0; i < length; i++)
    {
      const char *at = strchr ("KQkq", text[i]);
      guint8 right = at && text[i] ? (guint8) (1u << (at - "KQkq")) : 0;

      if (right == 0 || (*rights & right) || length > 4)
        {
          g_autofree char *what = cairn_chess_shown_text (text, length);

          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_CASTLING,
                       _("Invalid FEN: “%s” is not a castling field; write - or some of K, Q, k, q, each once, such as KQkq"),
                       what);
          return FALSE;
        }
      *rights |= right;
    }
  return TRUE;
}

/* The counters are 16 bits in the board record (cairn-chess-board.h);
 * a larger one is refused, never wrapped. */
static gboolean
parse_counter (const char  *text,
               gsize        length,
               gboolean     fullmove,
               guint16     *value,
               GError     **error)
{
  guint64 n = 0;

  for (gsize i = 0; i < length && n <= G_MAXUINT16; i++)
    {
      if (!g_ascii_isdigit (text[i]))
        {
          n = G_MAXUINT64;
          break;
        }
      n = n * 10 + (guint) (text[i] - '0');
    }
  if (length == 0 || n > G_MAXUINT16)
    {
      g_autofree char *what = cairn_chess_shown_text (text, length);

      if (fullmove)
        g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_COUNTERS,
                     _("Invalid FEN: the fullmove number (sixth field) “%s” is not a number from 0 to 65535; write a number such as 1, or leave the counters out"),
                     what);
      else
        g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_COUNTERS,
                     _("Invalid FEN: the halfmove clock (fifth field) “%s” is not a number from 0 to 65535; write a number such as 0, or leave the counters out"),
                     what);
      return FALSE;
    }
  *value = (guint16) n;
  return TRUE;
}

#define FEN_MAX_FIELDS 6

gboolean
cairn_chess_parse_fen (const char       *fen,
                       CairnChessBoard  *b,
                       CairnSide        *to_move,
                       GError          **error)
{
  const char *field[FEN_MAX_FIELDS];
  gsize length[FEN_MAX_FIELDS];
  guint n_fields = 0;
  const char *p;
  CairnChessBoard parsed;
  CairnSide side;

  g_return_val_if_fail (fen != NULL, FALSE);
  g_return_val_if_fail (b != NULL, FALSE);
  g_return_val_if_fail (to_move != NULL, FALSE);

  /* Fields are separated by runs of blanks; leading and trailing blanks
   * are harmless. */
  p = fen;
  for (;;)
    {
      const char *start;

      while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        p++;
      if (*p == '\0')
        break;
      start = p;
      while (*p != '\0' && *p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
        p++;
      if (n_fields == FEN_MAX_FIELDS)
        {
          g_autofree char *what = cairn_chess_shown_text (start, (gsize) (p - start));

          g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_TRAILING,
                       _("Invalid FEN: unexpected “%s” after the move counters; a FEN has at most six fields"),
                       what);
          return FALSE;
        }
      field[n_fields] = start;
      length[n_fields] = (gsize) (p - start);
      n_fields++;
    }

  if (n_fields == 0)
    {
      g_set_error_literal (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_FIELDS,
                           _("Invalid FEN: the text is empty; write a placement such as 4k3/8/8/8/8/8/4P3/4K3, the side to move, castling (- or KQkq) and en passant (- or a square)"));
      return FALSE;
    }

  cairn_chess_clear (&parsed);
  if (!parse_placement (field[0], length[0], &parsed, error))
    return FALSE;

  if (n_fields < 2)
    {
      g_set_error_literal (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_FIELDS,
                           _("Invalid FEN: the side to move is missing; the placement must be followed by w or b, castling (- or KQkq) and en passant (- or a square)"));
      return FALSE;
    }
  if (length[1] == 1 && field[1][0] == 'w')
    side = CAIRN_SIDE_X;
  else if (length[1] == 1 && field[1][0] == 'b')
    side = CAIRN_SIDE_O;
  else
    {
      g_autofree char *what = cairn_chess_shown_text (field[1], length[1]);

      g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_SIDE,
                   _("Invalid FEN: “%s” is not a side to move; use w for White or b for Black"),
                   what);
      return FALSE;
    }

  if (n_fields < 3)
    {
      g_set_error_literal (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_FIELDS,
                           _("Invalid FEN: the castling field is missing; after the side to move write the castling rights (- or letters of KQkq) and the en-passant square or -"));
      return FALSE;
    }
  if (!parse_castling (field[2], length[2], &parsed.castling, error))
    return FALSE;

  if (n_fields < 4)
    {
      g_set_error_literal (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_FIELDS,
                           _("Invalid FEN: the en-passant field is missing; after castling write the en-passant square, such as e3, or -"));
      return FALSE;
    }
  if (length[3] == 1 && field[3][0] == '-')
    parsed.ep = CAIRN_CHESS_NO_SQUARE;
  else if (length[3] == 2 &&
           field[3][0] >= 'a' && field[3][0] <= 'h' &&
           field[3][1] >= '1' && field[3][1] <= '8')
    parsed.ep = (guint8) ((field[3][0] - 'a') + 8 * (field[3][1] - '1'));
  else
    {
      g_autofree char *what = cairn_chess_shown_text (field[3], length[3]);

      g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_EN_PASSANT,
                   _("Invalid FEN: “%s” is not an en-passant square; use - or a square such as e3 or d6"),
                   what);
      return FALSE;
    }

  if (n_fields > 4 && !parse_counter (field[4], length[4], FALSE, &parsed.halfmove, error))
    return FALSE;
  /* DESIGN 1b: the two counters may be left out, both; one alone is
   * not a FEN (chess.js refuses it too). */
  if (n_fields == 5)
    {
      g_autofree char *what = cairn_chess_shown_text (field[4], length[4]);

      g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_COUNTERS,
                   _("Invalid FEN: the halfmove clock (fifth field) “%s” has no fullmove number after it; write both counters, such as 0 1, or leave both out"),
                   what);
      return FALSE;
    }
  if (n_fields > 5 && !parse_counter (field[5], length[5], TRUE, &parsed.fullmove, error))
    return FALSE;

  if (!cairn_chess_validate (&parsed, side, error))
    return FALSE;

  *b = parsed;
  *to_move = side;
  return TRUE;
}

char *
cairn_chess_to_fen (const CairnChessBoard *b,
                    CairnSide              to_move)
{
  GString *fen;

  g_return_val_if_fail (b != NULL, NULL);

  fen = g_string_sized_new (64);
  for (int rank = 7; rank >= 0; rank--)
    {
      guint empty = 0;

      for (guint file = 0; file < 8; file++)
        {
          CairnSide side;
          CairnChessKind kind = cairn_chess_kind_at (b, file + 8 * (guint) rank, &side);
          char c;

          if (kind == CAIRN_CHESS_N_KINDS)
            {
              empty++;
              continue;
            }
          c = kind_letters[kind];
          if (empty)
            g_string_append_c (fen, (char) ('0' + empty));
          empty = 0;
          g_string_append_c (fen, side == CAIRN_SIDE_X ? c : g_ascii_tolower (c));
        }
      if (empty)
        g_string_append_c (fen, (char) ('0' + empty));
      if (rank > 0)
        g_string_append_c (fen, '/');
    }

  g_string_append (fen, to_move == CAIRN_SIDE_X ? " w " : " b ");
  if (b->castling & 0xF)
    for (guint i = 0; i < 4; i++)
      if (b->castling & (1u << i))
        g_string_append_c (fen, "KQkq"[i]);
  if (!(b->castling & 0xF))
    g_string_append_c (fen, '-');
  g_string_append_c (fen, ' ');
  if (b->ep < 64)
    {
      char name[3];

      cairn_chess_square_name (b->ep, name);
      g_string_append (fen, name);
    }
  else
    g_string_append_c (fen, '-');
  g_string_append_printf (fen, " %u %u", b->halfmove, b->fullmove);
  return g_string_free (fen, FALSE);
}
