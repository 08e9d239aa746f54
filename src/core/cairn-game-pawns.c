/* cairn-game-pawns.c — the rules of king-and-pawn endings (DESIGN §1b).
 *
 * The pieces are bit sets, one bit per square (a1 = bit 0, h8 = bit 63),
 * so attacks are a few shifts and masks.  Only pawns and kings attack;
 * neither can be a line piece, so no move ever uncovers an attack on its
 * own king.  That makes legality simple: a king may not step onto an
 * attacked square, and a pawn move is illegal only while its own king is
 * already in check and the move does not take the checking pawn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cairn-game-pawns.h"

G_DEFINE_QUARK (cairn-pawns-error-quark, cairn_pawns_error)

#define FILE_A  G_GUINT64_CONSTANT (0x0101010101010101)
#define FILE_H  (FILE_A << 7)
#define RANK_1  G_GUINT64_CONSTANT (0xFF)
#define RANK_3  (RANK_1 << 16)
#define RANK_6  (RANK_1 << 40)
#define RANK_8  (RANK_1 << 56)
/* Ranks whose index (0–7) has bit 0, 1 or 2 set, to sum pawn ranks with
 * three population counts instead of a loop. */
#define RANKS_ODD   G_GUINT64_CONSTANT (0xFF00FF00FF00FF00)
#define RANKS_TWO   G_GUINT64_CONSTANT (0xFFFF0000FFFF0000)
#define RANKS_FOUR  G_GUINT64_CONSTANT (0xFFFFFFFF00000000)

static inline guint64
bit (guint square)
{
  return G_GUINT64_CONSTANT (1) << square;
}

/* The sets counted here hold at most 8 pawns.  Baseline x86-64 has no
 * popcount instruction, so __builtin_popcountll became a libgcc call that
 * took a fifth of the finder's time; clearing the lowest bit once per
 * pawn is a handful of cycles. */
static inline guint
popcount (guint64 set)
{
  guint n = 0;

  for (; set; set &= set - 1)
    n++;
  return n;
}

static inline guint64
king_attacks (guint square)
{
  guint64 b = bit (square);
  guint64 row = b | ((b << 1) & ~FILE_A) | ((b >> 1) & ~FILE_H);

  return (row | (row << 8) | (row >> 8)) & ~b;
}

/* Squares attacked by the pawns @set of @side. */
static inline guint64
pawn_attacks (CairnSide side,
              guint64   set)
{
  if (side == CAIRN_SIDE_X)
    return ((set << 7) & ~FILE_H) | ((set << 9) & ~FILE_A);
  return ((set >> 9) & ~FILE_H) | ((set >> 7) & ~FILE_A);
}

static inline guint64
occupied (const CairnPawnsBoard *b)
{
  return b->pawns[0] | b->pawns[1] | b->queens[0] | b->queens[1] |
         bit (b->king[0]) | bit (b->king[1]);
}

/* Where @side's king may legally go: next to it, not onto its own pieces,
 * not next to the other king, not onto a square an enemy pawn attacks.
 * Taking a pawn cannot uncover an attack on its square, so a defended pawn
 * is excluded by the same test. */
static inline guint64
king_targets (const CairnPawnsBoard *b,
              CairnSide              us)
{
  CairnSide them = cairn_side_other (us);
  guint64 danger = pawn_attacks (them, b->pawns[them]) |
                   king_attacks (b->king[them]) | bit (b->king[them]);

  return king_attacks (b->king[us]) & ~danger & ~b->pawns[us] & ~b->queens[us];
}

/* The four sets of pawn-move target squares of @us, already restricted to
 * legal moves.  Each target comes from exactly one pawn: for White a
 * square t in left came from t - 7, push from t - 8, right from t - 9,
 * push2 from t - 16; for Black from t + 9, t + 8, t + 7 and t + 16. */
typedef struct {
  guint64 left, push, right, push2;
} PawnTargets;

static inline void
pawn_targets (const CairnPawnsBoard *b,
              CairnSide              us,
              PawnTargets           *t)
{
  CairnSide them = cairn_side_other (us);
  guint64 own = b->pawns[us];
  guint64 empty = ~occupied (b);
  guint64 prey = b->pawns[them];
  guint64 checkers;
  guint ep = b->ep;

  /* Only a target on the rank an enemy double step passes counts. */
  if (ep < 64 && (bit (ep) & (us == CAIRN_SIDE_X ? RANK_6 : RANK_3)))
    prey |= bit (ep);
  else
    ep = CAIRN_PAWNS_NO_SQUARE;

  if (us == CAIRN_SIDE_X)
    {
      t->push = (own << 8) & empty;
      t->push2 = ((t->push & RANK_3) << 8) & empty;
      t->left = (own << 7) & ~FILE_H & prey;
      t->right = (own << 9) & ~FILE_A & prey;
    }
  else
    {
      t->push = (own >> 8) & empty;
      t->push2 = ((t->push & RANK_6) >> 8) & empty;
      t->left = (own >> 9) & ~FILE_H & prey;
      t->right = (own >> 7) & ~FILE_A & prey;
    }

  checkers = pawn_attacks (us, bit (b->king[us])) & b->pawns[them];
  if (G_UNLIKELY (checkers != 0))
    {
      /* In check from a pawn: only taking it helps, directly or (when it
       * has just double-stepped) en passant.  Two checkers: no pawn move. */
      guint64 allowed = 0;

      if ((checkers & (checkers - 1)) == 0)
        {
          allowed = checkers;
          if (ep != CAIRN_PAWNS_NO_SQUARE &&
              checkers == bit (us == CAIRN_SIDE_X ? ep - 8 : ep + 8))
            allowed |= bit (ep);
        }
      t->push = t->push2 = 0;
      t->left &= allowed;
      t->right &= allowed;
    }
}

static inline gboolean
has_legal_move (const CairnPawnsBoard *b,
                CairnSide              us)
{
  PawnTargets t;

  if (king_targets (b, us) != 0)
    return TRUE;
  pawn_targets (b, us, &t);
  return (t.left | t.push | t.right | t.push2) != 0;
}

guint
cairn_pawns_legal_moves (const CairnPawnsBoard *b,
                         CairnSide              side,
                         guint16               *moves)
{
  guint64 kings, pieces;
  guint king, n = 0;
  PawnTargets t;

  g_return_val_if_fail (b != NULL, 0);
  g_return_val_if_fail (side == CAIRN_SIDE_X || side == CAIRN_SIDE_O, 0);
  g_return_val_if_fail (moves != NULL, 0);

  king = b->king[side];
  kings = king_targets (b, side);
  pawn_targets (b, side, &t);

  /* From-squares in increasing order; for each, its targets in
   * increasing order, which is the order DESIGN §1b fixes. */
  pieces = b->pawns[side] | bit (king);
  while (pieces)
    {
      guint from = (guint) __builtin_ctzll (pieces);

      pieces &= pieces - 1;
      if (from == king)
        {
          for (guint64 k = kings; k; k &= k - 1)
            moves[n++] = cairn_pawns_move_make (from, (guint) __builtin_ctzll (k));
        }
      else if (side == CAIRN_SIDE_X)
        {
          if (from + 7 < 64 && (t.left & bit (from + 7)))
            moves[n++] = cairn_pawns_move_make (from, from + 7);
          if (from + 8 < 64 && (t.push & bit (from + 8)))
            moves[n++] = cairn_pawns_move_make (from, from + 8);
          if (from + 9 < 64 && (t.right & bit (from + 9)))
            moves[n++] = cairn_pawns_move_make (from, from + 9);
          if (from + 16 < 64 && (t.push2 & bit (from + 16)))
            moves[n++] = cairn_pawns_move_make (from, from + 16);
        }
      else
        {
          if (from >= 16 && (t.push2 & bit (from - 16)))
            moves[n++] = cairn_pawns_move_make (from, from - 16);
          if (from >= 9 && (t.left & bit (from - 9)))
            moves[n++] = cairn_pawns_move_make (from, from - 9);
          if (from >= 8 && (t.push & bit (from - 8)))
            moves[n++] = cairn_pawns_move_make (from, from - 8);
          if (from >= 7 && (t.right & bit (from - 7)))
            moves[n++] = cairn_pawns_move_make (from, from - 7);
        }
    }
  return n;
}

void
cairn_pawns_play (CairnPawnsBoard *b,
                  CairnSide        side,
                  guint16          move)
{
  CairnSide them = cairn_side_other (side);
  guint from = cairn_pawns_move_from (move);
  guint to = cairn_pawns_move_to (move);
  guint64 to_bit = bit (to);
  guint ep;

  g_return_if_fail (b != NULL);
  g_return_if_fail (side == CAIRN_SIDE_X || side == CAIRN_SIDE_O);

  ep = b->ep;
  b->ep = CAIRN_PAWNS_NO_SQUARE;
  if (from == b->king[side])
    {
      b->pawns[them] &= ~to_bit;
      b->queens[them] &= ~to_bit;
      b->king[side] = (guint8) to;
      return;
    }

  b->pawns[side] &= ~bit (from);
  b->pawns[them] &= ~to_bit;
  /* A diagonal step onto the en-passant target takes the pawn that
   * double-stepped past it, which stands beside the mover. */
  if (to == ep && (from & 7) != (to & 7))
    b->pawns[them] &= ~bit (side == CAIRN_SIDE_X ? to - 8 : to + 8);

  if (to_bit & (RANK_1 | RANK_8))
    b->queens[side] |= to_bit;
  else
    b->pawns[side] |= to_bit;

  if (from == to + 16 || to == from + 16)
    b->ep = (guint8) ((from + to) / 2);
}

void
cairn_pawns_play_null (CairnPawnsBoard *b)
{
  g_return_if_fail (b != NULL);
  b->ep = CAIRN_PAWNS_NO_SQUARE;
}

gboolean
cairn_pawns_in_check (const CairnPawnsBoard *b,
                      CairnSide              side)
{
  CairnSide them;

  g_return_val_if_fail (b != NULL, FALSE);
  g_return_val_if_fail (side == CAIRN_SIDE_X || side == CAIRN_SIDE_O, FALSE);

  them = cairn_side_other (side);
  return (pawn_attacks (side, bit (b->king[side])) & b->pawns[them]) != 0 ||
         (king_attacks (b->king[side]) & bit (b->king[them])) != 0;
}

static inline int
win_for (CairnSide winner,
         guint     ply)
{
  return winner == CAIRN_SIDE_X ? CAIRN_PAWNS_WIN - (int) ply
                                : (int) ply - CAIRN_PAWNS_WIN;
}

gboolean
cairn_pawns_terminal (const CairnPawnsBoard *b,
                      CairnSide              to_move,
                      guint                  ply,
                      int                   *score)
{
  CairnSide them;
  guint64 queens;

  g_return_val_if_fail (b != NULL, FALSE);
  g_return_val_if_fail (to_move == CAIRN_SIDE_X || to_move == CAIRN_SIDE_O, FALSE);
  g_return_val_if_fail (score != NULL, FALSE);

  them = cairn_side_other (to_move);

  /* A queen survives only the ply after its promotion (DESIGN §1b). */
  if (b->queens[to_move])
    {
      *score = win_for (to_move, ply);
      return TRUE;
    }

  queens = b->queens[them];
  if (queens)
    {
      /* The game goes on only if the king can take the queen at once;
       * with two queens (not reachable by the rules) one would stay. */
      if ((queens & (queens - 1)) != 0 || (queens & king_targets (b, to_move)) == 0)
        {
          *score = win_for (them, ply);
          return TRUE;
        }
      return FALSE;
    }

  if ((b->pawns[0] | b->pawns[1]) == 0)
    {
      *score = 0;
      return TRUE;
    }

  if (!has_legal_move (b, to_move))
    {
      *score = cairn_pawns_in_check (b, to_move) ? win_for (them, ply) : 0;
      return TRUE;
    }
  return FALSE;
}

/* Sum of the rank indices (0–7) of the squares in @set. */
static inline int
rank_sum (guint64 set)
{
  return (int) (popcount (set & RANKS_ODD) + 2 * popcount (set & RANKS_TWO) +
                4 * popcount (set & RANKS_FOUR));
}

int
cairn_pawns_evaluate (const CairnPawnsBoard *b)
{
  guint64 white, black;

  g_return_val_if_fail (b != NULL, 0);

  /* A white pawn on rank index i (rank i + 1) counts 100 + 10 (i - 1), a
   * black one -(100 + 10 (6 - i)). */
  white = b->pawns[CAIRN_SIDE_X];
  black = b->pawns[CAIRN_SIDE_O];
  return 90 * (int) popcount (white) + 10 * rank_sum (white) -
         160 * (int) popcount (black) + 10 * rank_sum (black);
}

/* ---- Text: squares, FEN ---------------------------------------------- */

static void
square_name (guint square,
             char  out[3])
{
  out[0] = (char) ('a' + (square & 7));
  out[1] = (char) ('1' + (square >> 3));
  out[2] = '\0';
}

static const char *
side_name (CairnSide side)
{
  return side == CAIRN_SIDE_X ? _("White") : _("Black");
}

/* A piece of untrusted text for a message: valid UTF-8, and short. */
static char *
shown_text (const char *text,
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

gboolean
cairn_pawns_validate (const CairnPawnsBoard  *b,
                      CairnSide               to_move,
                      GError                **error)
{
  char name[3], other[3];
  guint64 seen = 0;

  g_return_val_if_fail (b != NULL, FALSE);
  g_return_val_if_fail (to_move == CAIRN_SIDE_X || to_move == CAIRN_SIDE_O, FALSE);

  for (guint s = 0; s < 2; s++)
    {
      if (b->queens[s])
        {
          square_name ((guint) __builtin_ctzll (b->queens[s]), name);
          g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_PIECE,
                       _("Impossible position: a %s queen stands on %s; only kings and pawns (K, k, P, p) are allowed"),
                       side_name (s), name);
          return FALSE;
        }
      if (b->king[s] >= 64)
        {
          g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_KINGS,
                       _("Impossible position: the %s king is not on the board; each side needs exactly one king"),
                       side_name (s));
          return FALSE;
        }
    }

  /* Every square holds at most one piece. */
  {
    guint64 sets[4] = { bit (b->king[0]), bit (b->king[1]), b->pawns[0], b->pawns[1] };

    for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
      {
        if (seen & sets[i])
          {
            square_name ((guint) __builtin_ctzll (seen & sets[i]), name);
            g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_OVERLAP,
                         _("Impossible position: two pieces stand on %s; a square holds at most one piece"),
                         name);
            return FALSE;
          }
        seen |= sets[i];
      }
  }

  for (guint s = 0; s < 2; s++)
    {
      guint64 stray = b->pawns[s] & (RANK_1 | RANK_8);

      if (stray)
        {
          square_name ((guint) __builtin_ctzll (stray), name);
          g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_PAWN_RANK,
                       _("Impossible position: a %s pawn stands on %s; pawns may stand only on ranks 2 to 7"),
                       side_name (s), name);
          return FALSE;
        }
    }

  for (guint s = 0; s < 2; s++)
    if (popcount (b->pawns[s]) > 8)
      {
        g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_PAWN_COUNT,
                     _("Impossible position: %s has %u pawns; each side may have at most 8"),
                     side_name (s), popcount (b->pawns[s]));
        return FALSE;
      }

  if (king_attacks (b->king[0]) & bit (b->king[1]))
    {
      square_name (b->king[0], name);
      square_name (b->king[1], other);
      g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_KINGS_TOUCHING,
                   _("Impossible position: the kings on %s and %s stand next to each other; kings may never touch"),
                   name, other);
      return FALSE;
    }

  if (cairn_pawns_in_check (b, cairn_side_other (to_move)))
    {
      g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_CHECK,
                   _("Impossible position: %s is in check but %s is to move; only the side to move may be in check"),
                   side_name (cairn_side_other (to_move)), side_name (to_move));
      return FALSE;
    }

  if (b->ep != CAIRN_PAWNS_NO_SQUARE)
    {
      /* The side not to move has just double-stepped past the target: its
       * pawn stands in front of it, the target and the start are empty. */
      CairnSide mover = cairn_side_other (to_move);
      guint want_rank = to_move == CAIRN_SIDE_X ? 5 : 2;
      guint ep = b->ep;

      if (ep >= 64 || ep / 8 != want_rank)
        {
          if (ep < 64)
            square_name (ep, name);
          else
            g_strlcpy (name, "?", sizeof name);
          g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_EN_PASSANT,
                       _("Impossible position: the en-passant square %s is not possible with %s to move; it must be on rank %u"),
                       name, side_name (to_move), want_rank + 1);
          return FALSE;
        }

      guint pawn_square = to_move == CAIRN_SIDE_X ? ep - 8 : ep + 8;
      guint start_square = to_move == CAIRN_SIDE_X ? ep + 8 : ep - 8;

      square_name (ep, name);
      if (!(b->pawns[mover] & bit (pawn_square)))
        {
          square_name (pawn_square, other);
          g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_EN_PASSANT,
                       _("Impossible position: the en-passant square %s needs a %s pawn on %s that has just moved two squares"),
                       name, side_name (mover), other);
          return FALSE;
        }
      if (seen & (bit (ep) | bit (start_square)))
        {
          square_name (start_square, other);
          g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_EN_PASSANT,
                       _("Impossible position: the en-passant square %s and the square %s the pawn came from must both be empty"),
                       name, other);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
parse_placement (const char       *text,
                 gsize             length,
                 CairnPawnsBoard  *b,
                 GError          **error)
{
  guint rank = 7, file = 0;
  guint kings[2] = { 0, 0 };

  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (c == '/')
        {
          if (file != 8)
            {
              g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_FILES,
                           _("Invalid FEN: rank %u has %u squares; each rank needs exactly 8"),
                           rank + 1, file);
              return FALSE;
            }
          if (rank == 0)
            {
              g_set_error_literal (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_RANKS,
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
              g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_FILES,
                           _("Invalid FEN: rank %u has more than 8 squares; each rank needs exactly 8"),
                           rank + 1);
              return FALSE;
            }
          continue;
        }

      if (c != 'K' && c != 'k' && c != 'P' && c != 'p')
        {
          g_autofree char *what = shown_char (c);

          g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_PIECE,
                       _("Invalid FEN: %s on rank %u is not allowed; only kings and pawns (K, k, P, p) are allowed, with digits 1 to 8 for empty squares"),
                       what, rank + 1);
          return FALSE;
        }

      if (file >= 8)
        {
          g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_FILES,
                       _("Invalid FEN: rank %u has more than 8 squares; each rank needs exactly 8"),
                       rank + 1);
          return FALSE;
        }

      {
        guint square = file + 8 * rank;
        CairnSide side = g_ascii_isupper (c) ? CAIRN_SIDE_X : CAIRN_SIDE_O;

        if (c == 'K' || c == 'k')
          {
            kings[side]++;
            b->king[side] = (guint8) square;
          }
        else
          b->pawns[side] |= bit (square);
      }
      file++;
    }

  if (file != 8)
    {
      g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_FILES,
                   _("Invalid FEN: rank %u has %u squares; each rank needs exactly 8"),
                   rank + 1, file);
      return FALSE;
    }
  if (rank != 0)
    {
      g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_RANKS,
                   _("Invalid FEN: the placement has %u ranks; it needs exactly 8, separated by /"),
                   8 - rank);
      return FALSE;
    }

  for (guint s = 0; s < 2; s++)
    if (kings[s] != 1)
      {
        if (kings[s] == 0)
          g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_KINGS,
                       _("Invalid FEN: %s has no king; each side needs exactly one king"),
                       side_name (s));
        else
          g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_KINGS,
                       _("Invalid FEN: %s has %u kings; each side needs exactly one king"),
                       side_name (s), kings[s]);
        return FALSE;
      }
  return TRUE;
}

static gboolean
all_digits (const char *text,
            gsize       length)
{
  if (length == 0)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isdigit (text[i]))
      return FALSE;
  return TRUE;
}

#define FEN_MAX_FIELDS 6

gboolean
cairn_pawns_parse_fen (const char       *fen,
                       CairnPawnsBoard  *b,
                       CairnSide        *to_move,
                       GError          **error)
{
  const char *field[FEN_MAX_FIELDS];
  gsize length[FEN_MAX_FIELDS];
  guint n_fields = 0;
  const char *p;
  CairnPawnsBoard parsed;
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
          g_autofree char *what = shown_text (start, (gsize) (p - start));

          g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_TRAILING,
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
      g_set_error_literal (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_FIELDS,
                           _("Invalid FEN: the text is empty; write a placement such as 4k3/8/8/8/8/8/4P3/4K3, the side to move, castling (-) and en passant (-)"));
      return FALSE;
    }

  memset (&parsed, 0, sizeof parsed);
  parsed.ep = CAIRN_PAWNS_NO_SQUARE;
  if (!parse_placement (field[0], length[0], &parsed, error))
    return FALSE;

  if (n_fields < 2)
    {
      g_set_error_literal (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_FIELDS,
                           _("Invalid FEN: the side to move is missing; the placement must be followed by w or b, castling (-) and en passant (-)"));
      return FALSE;
    }
  if (length[1] == 1 && field[1][0] == 'w')
    side = CAIRN_SIDE_X;
  else if (length[1] == 1 && field[1][0] == 'b')
    side = CAIRN_SIDE_O;
  else
    {
      g_autofree char *what = shown_text (field[1], length[1]);

      g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_SIDE,
                   _("Invalid FEN: “%s” is not a side to move; use w for White or b for Black"),
                   what);
      return FALSE;
    }

  if (n_fields < 3)
    {
      g_set_error_literal (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_FIELDS,
                           _("Invalid FEN: the castling field is missing; after the side to move write - (no castling) and the en-passant square or -"));
      return FALSE;
    }
  if (length[2] != 1 || field[2][0] != '-')
    {
      g_autofree char *what = shown_text (field[2], length[2]);

      g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_CASTLING,
                   _("Invalid FEN: castling rights “%s” are not possible without rooks; the castling field must be -"),
                   what);
      return FALSE;
    }

  if (n_fields < 4)
    {
      g_set_error_literal (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_FIELDS,
                           _("Invalid FEN: the en-passant field is missing; after castling write the en-passant square, such as e3, or -"));
      return FALSE;
    }
  if (length[3] == 1 && field[3][0] == '-')
    parsed.ep = CAIRN_PAWNS_NO_SQUARE;
  else if (length[3] == 2 &&
           field[3][0] >= 'a' && field[3][0] <= 'h' &&
           field[3][1] >= '1' && field[3][1] <= '8')
    parsed.ep = (guint8) ((field[3][0] - 'a') + 8 * (field[3][1] - '1'));
  else
    {
      g_autofree char *what = shown_text (field[3], length[3]);

      g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_EN_PASSANT,
                   _("Invalid FEN: “%s” is not an en-passant square; use - or a square such as e3 or d6"),
                   what);
      return FALSE;
    }

  for (guint i = 4; i < n_fields; i++)
    if (!all_digits (field[i], length[i]))
      {
        g_autofree char *what = shown_text (field[i], length[i]);

        g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_COUNTERS,
                     _("Invalid FEN: the move counter “%s” is not a non-negative integer; write a number such as 0 or 1, or leave the counters out"),
                     what);
        return FALSE;
      }

  if (!cairn_pawns_validate (&parsed, side, error))
    return FALSE;

  *b = parsed;
  *to_move = side;
  return TRUE;
}

char *
cairn_pawns_to_fen (const CairnPawnsBoard *b,
                    CairnSide              to_move)
{
  GString *fen;

  g_return_val_if_fail (b != NULL, NULL);

  fen = g_string_sized_new (48);
  for (int rank = 7; rank >= 0; rank--)
    {
      guint empty = 0;

      for (guint file = 0; file < 8; file++)
        {
          guint square = file + 8 * (guint) rank;
          guint64 m = bit (square);
          char c = 0;

          if (b->king[0] == square)
            c = 'K';
          else if (b->king[1] == square)
            c = 'k';
          else if (b->pawns[0] & m)
            c = 'P';
          else if (b->pawns[1] & m)
            c = 'p';
          else if (b->queens[0] & m)
            c = 'Q';
          else if (b->queens[1] & m)
            c = 'q';

          if (c == 0)
            {
              empty++;
              continue;
            }
          if (empty)
            g_string_append_c (fen, (char) ('0' + empty));
          empty = 0;
          g_string_append_c (fen, c);
        }
      if (empty)
        g_string_append_c (fen, (char) ('0' + empty));
      if (rank > 0)
        g_string_append_c (fen, '/');
    }

  g_string_append (fen, to_move == CAIRN_SIDE_X ? " w - " : " b - ");
  if (b->ep < 64)
    {
      char name[3];

      square_name (b->ep, name);
      g_string_append (fen, name);
    }
  else
    g_string_append_c (fen, '-');
  g_string_append (fen, " 0 1");
  return g_string_free (fen, FALSE);
}

/* ---- Moves in text --------------------------------------------------- */

void
cairn_pawns_move_to_coord (guint16 move,
                           char    out[6])
{
  g_return_if_fail (out != NULL);

  square_name (cairn_pawns_move_from (move), out);
  square_name (cairn_pawns_move_to (move), out + 2);
}

char *
cairn_pawns_move_to_san (const CairnPawnsBoard *b,
                         CairnSide              side,
                         guint16                move)
{
  CairnPawnsBoard after;
  CairnSide them = cairn_side_other (side);
  guint from = cairn_pawns_move_from (move);
  guint to = cairn_pawns_move_to (move);
  char target[3];
  GString *san;

  g_return_val_if_fail (b != NULL, NULL);
  g_return_val_if_fail (side == CAIRN_SIDE_X || side == CAIRN_SIDE_O, NULL);

  san = g_string_sized_new (8);
  square_name (to, target);
  if (from == b->king[side])
    {
      g_string_append_c (san, 'K');
      if ((b->pawns[them] | b->queens[them]) & bit (to))
        g_string_append_c (san, 'x');
      g_string_append (san, target);
    }
  else
    {
      /* A pawn changing file always captures (en passant included); no
       * two pawns can take on one square from the same file, so the file
       * letter is never ambiguous. */
      if ((from & 7) != (to & 7))
        {
          g_string_append_c (san, (char) ('a' + (from & 7)));
          g_string_append_c (san, 'x');
        }
      g_string_append (san, target);
      if (bit (to) & (RANK_1 | RANK_8))
        g_string_append (san, "=Q");
    }

  after = *b;
  cairn_pawns_play (&after, side, move);
  if (cairn_pawns_in_check (&after, them))
    g_string_append_c (san, has_legal_move (&after, them) ? '+' : '#');
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

gboolean
cairn_pawns_parse_move (const CairnPawnsBoard  *b,
                        CairnSide               side,
                        const char             *text,
                        guint16                *move,
                        GError                **error)
{
  guint16 moves[CAIRN_PAWNS_MAX_MOVES];
  g_autofree char *trimmed = NULL;
  gsize length;
  guint n;

  g_return_val_if_fail (b != NULL, FALSE);
  g_return_val_if_fail (side == CAIRN_SIDE_X || side == CAIRN_SIDE_O, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  trimmed = g_strstrip (g_strdup (text));
  length = strlen (trimmed);
  /* Check and mate marks are accepted and ignored, as is an "e.p.". */
  while (length > 0 && (trimmed[length - 1] == '+' || trimmed[length - 1] == '#'))
    trimmed[--length] = '\0';
  if (length > 4 && strcmp (trimmed + length - 4, "e.p.") == 0)
    {
      length -= 4;
      trimmed[length] = '\0';
      while (length > 0 && trimmed[length - 1] == ' ')
        trimmed[--length] = '\0';
    }

  n = cairn_pawns_legal_moves (b, side, moves);

  /* Coordinates: e2e4, with an optional q for a promotion. */
  if (length == 4 || length == 5)
    {
      guint from, to;

      if (parse_square (trimmed, &from) && parse_square (trimmed + 2, &to))
        {
          guint16 m = cairn_pawns_move_make (from, to);
          gboolean promotes = from != b->king[side] && (bit (to) & (RANK_1 | RANK_8));

          if (length == 5 && !(promotes && (trimmed[4] == 'q' || trimmed[4] == 'Q')))
            goto refuse;
          for (guint i = 0; i < n; i++)
            if (moves[i] == m)
              {
                *move = m;
                return TRUE;
              }
          goto refuse;
        }
    }

  /* SAN: compare with the SAN of every legal move; "e8Q" is taken for
   * "e8=Q". */
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *san = cairn_pawns_move_to_san (b, side, moves[i]);
      gsize san_length = strlen (san);

      while (san_length > 0 && (san[san_length - 1] == '+' || san[san_length - 1] == '#'))
        san[--san_length] = '\0';
      if (strcmp (san, trimmed) == 0)
        {
          *move = moves[i];
          return TRUE;
        }
      if (san_length > 2 && strcmp (san + san_length - 2, "=Q") == 0 &&
          length == san_length - 1 &&
          strncmp (san, trimmed, san_length - 2) == 0 &&
          trimmed[length - 1] == 'Q')
        {
          *move = moves[i];
          return TRUE;
        }
    }

refuse:
  {
    g_autofree char *what = shown_text (text, strlen (text));

    g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_MOVE,
                 _("“%s” is not a legal move here; give a legal move in coordinates like e2e4 or in SAN like Kd2"),
                 what);
  }
  return FALSE;
}

/* ---- Enumeration ------------------------------------------------------- */

typedef struct {
  CairnPawnsBoard     board;
  CairnSide           to_move;
  guint               pawns[2];
  CairnPawnsEachFunc  each;
  gpointer            data;
  guint64             count;
} Enumeration;

/* Places the remaining pawns of @side on squares from @first upwards
 * (increasing squares, so each set of identical pawns comes once), then
 * Black's, then visits the position if the side not to move is not in
 * check. */
static void
place_pawns (Enumeration *e,
             CairnSide    side,
             guint        left,
             guint        first)
{
  if (left == 0)
    {
      if (side == CAIRN_SIDE_X)
        {
          place_pawns (e, CAIRN_SIDE_O, e->pawns[CAIRN_SIDE_O], 8);
          return;
        }
      if (cairn_pawns_in_check (&e->board, cairn_side_other (e->to_move)))
        return;
      e->count++;
      if (e->each)
        e->each (&e->board, e->to_move, e->data);
      return;
    }

  for (guint square = first; square < 56; square++)
    {
      guint64 m = bit (square);

      if (occupied (&e->board) & m)
        continue;
      e->board.pawns[side] |= m;
      place_pawns (e, side, left - 1, square + 1);
      e->board.pawns[side] &= ~m;
    }
}

guint64
cairn_pawns_enumerate (const char          *material,
                       CairnSide            side,
                       CairnPawnsEachFunc   each,
                       gpointer             data,
                       GError             **error)
{
  Enumeration e;
  const char *p;

  g_return_val_if_fail (material != NULL, 0);
  g_return_val_if_fail (side == CAIRN_SIDE_X || side == CAIRN_SIDE_O, 0);

  memset (&e, 0, sizeof e);
  p = material;
  for (guint s = 0; s < 2; s++)
    {
      if (*p != 'K')
        goto refuse;
      p++;
      while (*p == 'P')
        {
          if (++e.pawns[s] > 8)
            goto refuse;
          p++;
        }
    }
  if (*p != '\0')
    goto refuse;

  e.to_move = side;
  e.each = each;
  e.data = data;
  e.board.ep = CAIRN_PAWNS_NO_SQUARE;
  for (guint wk = 0; wk < 64; wk++)
    for (guint bk = 0; bk < 64; bk++)
      {
        if (wk == bk || (king_attacks (wk) & bit (bk)))
          continue;
        e.board.king[CAIRN_SIDE_X] = (guint8) wk;
        e.board.king[CAIRN_SIDE_O] = (guint8) bk;
        place_pawns (&e, CAIRN_SIDE_X, e.pawns[CAIRN_SIDE_X], 8);
      }
  return e.count;

refuse:
  {
    g_autofree char *what = shown_text (material, strlen (material));

    g_set_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_MATERIAL,
                 _("“%s” is not a material string; write K and one P per White pawn, then K and one P per Black pawn, at most 8 pawns a side, such as KPK or KPKP"),
                 what);
  }
  return 0;
}
