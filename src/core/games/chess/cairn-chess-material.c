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

guint64
cairn_chess_enumerate (const char          *material,
                       CairnSide            side,
                       CairnChessEachFunc   each,
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
      guint total = 1;

      if (*p != 'K')
        goto refuse;
      p++;
      for (; *p && *p != 'K'; p++)
        {
          const char *at = strchr ("PNBRQ", *p);

          if (at == NULL || ++total > 16)
            goto refuse;
          e.men[s][at - "PNBRQ"]++;
        }
      if (e.men[s][CAIRN_CHESS_PAWN] > 8)
        goto refuse;
    }
  if (*p != '\0')
    goto refuse;

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

refuse:
  {
    g_autofree char *what = cairn_chess_shown_text (material, strlen (material));

    g_set_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_MATERIAL,
                 _("“%s” is not a material signature; write K and White's other men (Q R B N P), then K and Black's, at most 16 men and 8 pawns a side, such as KPK, KRK or KQKR"),
                 what);
  }
  return 0;
}
