/* test-chess-material.c — every legal position of a material signature
 * (cairn-chess-material.c), for the finder: the counts held to a naive
 * enumeration by plain loops (naive king-and-pawn attacks written with no
 * bit tricks, so a mistake in the fast code is unlikely to be repeated),
 * every position legal and met once, each refusal of a bad signature,
 * and the bound known before enumerating, worked out by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-chess.h"
#include "test-util.h"

/* ---- Naive attacks ------------------------------------------------------
 *
 * A board of 64 characters ('K', 'k', 'P', 'p', '.'), written with no bit
 * tricks, so that a mistake in the fast code is unlikely to be repeated
 * here. */

typedef struct {
  char  sq[64];
  guint ep;    /* 64: none */
} Naive;

static int
file_of (guint s)
{
  return (int) (s % 8);
}

static int
rank_of (guint s)
{
  return (int) (s / 8);
}

/* Is @s attacked by @attacker's king or pawns? */
static gboolean
naive_attacked (const Naive *n,
                guint        s,
                CairnSide    attacker)
{
  char king = attacker == CAIRN_SIDE_X ? 'K' : 'k';
  char pawn = attacker == CAIRN_SIDE_X ? 'P' : 'p';
  int forward = attacker == CAIRN_SIDE_X ? 1 : -1;

  for (guint t = 0; t < 64; t++)
    {
      int df = file_of (t) - file_of (s), dr = rank_of (t) - rank_of (s);

      if (n->sq[t] == king && t != s && ABS (df) <= 1 && ABS (dr) <= 1)
        return TRUE;
      /* A pawn on t attacks one rank forward, one file aside. */
      if (n->sq[t] == pawn && ABS (df) == 1 && dr == -forward)
        return TRUE;
    }
  return FALSE;
}

static guint
naive_king (const Naive *n,
            CairnSide    side)
{
  char king = side == CAIRN_SIDE_X ? 'K' : 'k';

  for (guint s = 0; s < 64; s++)
    if (n->sq[s] == king)
      return s;
  g_assert_not_reached ();
}

static gboolean
naive_in_check (const Naive *n,
                CairnSide    side)
{
  return naive_attacked (n, naive_king (n, side), cairn_side_other (side));
}

/* ---- Enumeration ----------------------------------------------------------- */

/* Up to two pawns in all, placed by plain loops over all squares. */
static guint64
naive_enumeration (guint      white_pawns,
                   guint      black_pawns,
                   CairnSide  side)
{
  guint total = white_pawns + black_pawns;
  guint64 count = 0;

  g_assert_cmpuint (total, <=, 2);
  for (guint wk = 0; wk < 64; wk++)
    for (guint bk = 0; bk < 64; bk++)
      {
        if (wk == bk ||
            (ABS (file_of (wk) - file_of (bk)) <= 1 && ABS (rank_of (wk) - rank_of (bk)) <= 1))
          continue;
        /* An unused pawn loop runs once, with no pawn placed. */
        for (guint p1 = 0; p1 < (total >= 1 ? 64u : 1u); p1++)
          for (guint p2 = 0; p2 < (total >= 2 ? 64u : 1u); p2++)
            {
              guint squares[2] = { p1, p2 };
              gboolean ok = TRUE;
              Naive n;

              /* Two pawns of one side are alike: one order only. */
              if ((white_pawns == 2 || black_pawns == 2) && p1 >= p2)
                continue;
              memset (n.sq, '.', sizeof n.sq);
              n.ep = 64;
              n.sq[wk] = 'K';
              n.sq[bk] = 'k';
              for (guint i = 0; i < total && ok; i++)
                {
                  guint s = squares[i];

                  if (rank_of (s) == 0 || rank_of (s) == 7 || n.sq[s] != '.')
                    ok = FALSE;
                  else
                    n.sq[s] = i < white_pawns ? 'P' : 'p';
                }
              if (ok && !naive_in_check (&n, cairn_side_other (side)))
                count++;
            }
      }
  return count;
}

typedef struct {
  GHashTable *seen;
  guint       invalid;
} Visit;

static void
each_position (const CairnChessBoard *b,
               CairnSide              to_move,
               gpointer               data)
{
  Visit *v = data;

  if (!cairn_chess_validate (b, to_move, NULL))
    v->invalid++;
  if (v->seen)
    g_assert_true (g_hash_table_add (v->seen, cairn_chess_to_fen (b, to_move)));
}

static void
test_enumerate (void)
{
  static const struct {
    const char *material;
    guint       white, black;
    gboolean    both_sides;   /* also Black to move, and check uniqueness */
  } cases[] = {
    { "KPK", 1, 0, TRUE },
    { "KKP", 0, 1, TRUE },
    { "KPPK", 2, 0, FALSE },
    { "KPKP", 1, 1, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint s = 0; s < (cases[i].both_sides ? 2u : 1u); s++)
      {
        CairnSide side = s;
        g_autoptr (GError) error = NULL;
        guint64 count, expected;
        Visit v = { NULL, 0 };

        if (cases[i].both_sides)
          v.seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
        count = cairn_chess_enumerate (cases[i].material, side, each_position, &v, &error);
        g_assert_no_error (error);
        expected = naive_enumeration (cases[i].white, cases[i].black, side);
        g_test_message ("%s, %s to move: %" G_GUINT64_FORMAT " positions",
                        cases[i].material, side == CAIRN_SIDE_X ? "White" : "Black", count);
        g_assert_cmpuint (count, ==, expected);
        g_assert_cmpuint (v.invalid, ==, 0);
        if (v.seen)
          {
            g_assert_cmpuint (g_hash_table_size (v.seen), ==, count);
            g_hash_table_unref (v.seen);
          }
      }

  /* Other men: every position once, each legal. */
  for (guint s = 0; s < 2; s++)
    {
      Visit v = { g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL), 0 };
      guint64 count = cairn_chess_enumerate ("KRK", s, each_position, &v, NULL);

      g_test_message ("KRK, %s to move: %" G_GUINT64_FORMAT " positions", s ? "Black" : "White", count);
      g_assert_cmpuint (v.invalid, ==, 0);
      g_assert_cmpuint (g_hash_table_size (v.seen), ==, count);
      g_hash_table_unref (v.seen);
    }

  /* Without a callback it only counts. */
  g_assert_cmpuint (cairn_chess_enumerate ("KPK", CAIRN_SIDE_X, NULL, NULL, NULL), ==,
                    naive_enumeration (1, 0, CAIRN_SIDE_X));
}

static void
test_enumerate_errors (void)
{
  static const char * const bad[] = {
    "", "K", "KP", "PKK", "KXK", "KKK", "kpk", "KPK ", "KPKPK", "KPPPPPPPPPK", "K\xff" "K",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_cmpuint (cairn_chess_enumerate (bad[i], CAIRN_SIDE_X, NULL, NULL, &error), ==, 0);
      g_assert_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_MATERIAL);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_nonnull (strstr (error->message, "is not a material signature"));
      g_assert_false (cairn_chess_material_bound (bad[i], &(guint64) { 0 }, NULL));
    }
}

/* The bound known before enumerating: the placements of the men, never
 * below what the enumeration finds, saturated rather than wrapped. */
static void
test_material_bound (void)
{
  static const struct {
    const char *material;
    guint64     bound;
  } cases[] = {
    { "KK", 3612 },
    { "KPK", 3612 * 48 },
    { "KRK", 3612 * 62 },
    { "KPKP", 3612 * 48 * 47 },
    { "KQKR", 3612 * 62 * 61 },
    { "KNNK", 3612 * (62 * 61 / 2) },
    { "KRPKR", G_GUINT64_CONSTANT (3612) * 48 * 61 * 60 },
    { "KQQQQQQQQQQQQQQQKQQQQQQQQQQQQQQQ", G_MAXUINT64 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      guint64 bound = 0;

      g_assert_true (cairn_chess_material_bound (cases[i].material, &bound, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (bound, ==, cases[i].bound);
    }
  for (guint s = 0; s < 2; s++)
    {
      const char *small[] = { "KK", "KPK", "KRK", "KNK" };

      for (guint i = 0; i < G_N_ELEMENTS (small); i++)
        {
          guint64 bound;

          g_assert_true (cairn_chess_material_bound (small[i], &bound, NULL));
          g_assert_cmpuint (cairn_chess_enumerate (small[i], (CairnSide) s, NULL, NULL, NULL), <=, bound);
        }
    }
}

static void
test_refusal_text (void)
{
  g_autoptr (GError) error = NULL;

  g_assert_cmpuint (cairn_chess_enumerate ("KXK", CAIRN_SIDE_X, NULL, NULL, &error), ==, 0);
  g_assert_cmpstr (error->message, ==,
                   "“KXK” is not a material signature; write K and White's other men (Q R B N P), then K and "
                   "Black's, at most 16 men and 8 pawns a side, such as KPK, KRK or KQKR");
}

/* Two bare kings: the 3612 placements where they do not touch, by hand
 * (64 × 63 less the 420 touching ordered pairs), either side to move. */
static void
test_bare_kings (void)
{
  g_assert_cmpuint (64 * 63 - 420, ==, 3612);
  g_assert_cmpuint (cairn_chess_enumerate ("KK", CAIRN_SIDE_X, NULL, NULL, NULL), ==, 3612);
  g_assert_cmpuint (cairn_chess_enumerate ("KK", CAIRN_SIDE_O, NULL, NULL, NULL), ==, 3612);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess-endings/enumerate", test_enumerate);
  g_test_add_func ("/chess-endings/enumerate/errors", test_enumerate_errors);
  g_test_add_func ("/chess-endings/enumerate/bound", test_material_bound);
  g_test_add_func ("/chess-material/refusal-text", test_refusal_text);
  g_test_add_func ("/chess-material/bare-kings", test_bare_kings);
  return g_test_run ();
}
