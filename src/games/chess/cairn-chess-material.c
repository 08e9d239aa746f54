/* cairn-chess-material.c — every legal position of a material signature
 * ("KPK", "KRK", "KQKR", "KPKP"…), for the finder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "cairn-chess.h"

/* Men are placed in this order of kinds, White's then Black's, each kind's
 * men on increasing squares so a set of identical men comes once. */
static const CairnChessKind order[] = {
  CAIRN_CHESS_QUEEN, CAIRN_CHESS_ROOK, CAIRN_CHESS_BISHOP, CAIRN_CHESS_KNIGHT, CAIRN_CHESS_PAWN,
};

typedef struct {
  CairnChessBoard     board;
  CairnSide           to_move;
  guint               men[2][CAIRN_CHESS_N_KINDS];
  CairnChessEachFunc  each;
  gpointer            data;
  guint64             count;
} Enumeration;

static void
place (Enumeration *e,
       guint        slot,   /* side × 5 + index into order */
       guint        left,
       guint        first)
{
  CairnSide side;
  CairnChessKind kind;

  while (left == 0)
    {
      slot++;
      if (slot == 2 * G_N_ELEMENTS (order))
        {
          if (cairn_chess_in_check (&e->board, cairn_side_other (e->to_move)))
            return;
          e->count++;
          if (e->each)
            e->each (&e->board, e->to_move, e->data);
          return;
        }
      left = e->men[slot / G_N_ELEMENTS (order)][order[slot % G_N_ELEMENTS (order)]];
      first = 0;
    }

  side = (CairnSide) (slot / G_N_ELEMENTS (order));
  kind = order[slot % G_N_ELEMENTS (order)];
  if (kind == CAIRN_CHESS_PAWN && first < 8)
    first = 8;
  for (guint square = first; square < (kind == CAIRN_CHESS_PAWN ? 56u : 64u); square++)
    {
      guint64 m = G_GUINT64_CONSTANT (1) << square;

      if ((e->board.colour[0] | e->board.colour[1]) & m)
        continue;
      cairn_chess_put (&e->board, square, kind, side);
      place (e, slot, left - 1, square + 1);
      cairn_chess_put (&e->board, square, CAIRN_CHESS_N_KINDS, side);
    }
}

/* Reads @material into @men; FALSE with @error if it is not a signature. */
static gboolean
parse_material (const char  *material,
                guint        men[2][CAIRN_CHESS_N_KINDS],
                GError     **error)
{
  const char *p = material;

  memset (men, 0, 2 * sizeof men[0]);
  for (guint s = 0; s < 2; s++)
    {
      guint total = 1;

      if (*p != 'K')
        goto refuse;
      p++;
      for (; *p && *p != 'K'; p++)
        {
          const char *at = strchr ("PNBRQ", *p);

          if (at == NULL || ++total > 16)
            goto refuse;
          men[s][at - "PNBRQ"]++;
        }
      if (men[s][CAIRN_CHESS_PAWN] > 8)
        goto refuse;
    }
  if (*p == '\0')
    return TRUE;

refuse:
  {
    g_autofree char *what = cairn_chess_shown_text (material, strlen (material));

    g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_MATERIAL,
                 _("“%s” is not a material signature; write K and White's other men (Q R B N P), then K and Black's, at most 16 men and 8 pawns a side, such as KPK, KRK or KQKR"),
                 what);
  }
  return FALSE;
}

/* The ways to choose @k of @n squares (n ≤ 64 fits in 64 bits). */
static guint64
choose (guint n,
        guint k)
{
  guint64 row[65] = { 1 };

  if (k > n)
    return 0;
  for (guint i = 1; i <= n; i++)
    for (guint j = i; j > 0; j--)
      row[j] += row[j - 1];
  return row[k];
}

static guint64
times (guint64 a,
       guint64 b)
{
  guint64 product;

  return g_uint64_checked_mul (&product, a, b) ? product : G_MAXUINT64;
}

gboolean
cairn_chess_material_bound (const char  *material,
                            guint64     *bound,
                            GError     **error)
{
  guint men[2][CAIRN_CHESS_N_KINDS];
  guint pawns, free;
  guint64 b = 3612;   /* squares of two kings that do not touch */

  g_return_val_if_fail (material != NULL, FALSE);
  g_return_val_if_fail (bound != NULL, FALSE);

  if (!parse_material (material, men, error))
    return FALSE;
  /* Pawns on the 48 squares of ranks 2 to 7, the other men on what is
   * left of the 62 beside the kings. */
  pawns = men[0][CAIRN_CHESS_PAWN] + men[1][CAIRN_CHESS_PAWN];
  b = times (b, choose (48, men[0][CAIRN_CHESS_PAWN]));
  b = times (b, choose (48 - men[0][CAIRN_CHESS_PAWN], men[1][CAIRN_CHESS_PAWN]));
  free = 62 - pawns;
  for (guint s = 0; s < 2; s++)
    for (guint k = 0; k < G_N_ELEMENTS (order); k++)
      if (order[k] != CAIRN_CHESS_PAWN)
        {
          guint n = men[s][order[k]];

          b = times (b, choose (free, n));
          free -= MIN (free, n);
        }
  *bound = b;
  return TRUE;
}

guint64
cairn_chess_enumerate (const char          *material,
                       CairnSide            side,
                       CairnChessEachFunc   each,
                       gpointer             data,
                       GError             **error)
{
  Enumeration e;

  g_return_val_if_fail (material != NULL, 0);
  g_return_val_if_fail (side == CAIRN_SIDE_X || side == CAIRN_SIDE_O, 0);

  memset (&e, 0, sizeof e);
  if (!parse_material (material, e.men, error))
    return 0;
  e.to_move = side;
  e.each = each;
  e.data = data;
  cairn_chess_clear (&e.board);
  for (guint wk = 0; wk < 64; wk++)
    for (guint bk = 0; bk < 64; bk++)
      {
        int df = (int) (wk & 7) - (int) (bk & 7), dr = (int) (wk >> 3) - (int) (bk >> 3);

        if (ABS (df) <= 1 && ABS (dr) <= 1)
          continue;
        cairn_chess_put (&e.board, wk, CAIRN_CHESS_KING, CAIRN_SIDE_X);
        cairn_chess_put (&e.board, bk, CAIRN_CHESS_KING, CAIRN_SIDE_O);
        place (&e, 0, e.men[0][order[0]], 0);
        cairn_chess_put (&e.board, wk, CAIRN_CHESS_N_KINDS, CAIRN_SIDE_X);
        cairn_chess_put (&e.board, bk, CAIRN_CHESS_N_KINDS, CAIRN_SIDE_O);
      }
  return e.count;
}
