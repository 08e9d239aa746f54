/* test-pawns.c — the rules of king-and-pawn endings (DESIGN §1b).
 *
 * Besides tables of hand-checked cases, the bitboard move generator is
 * compared move for move with a second, deliberately naive one written
 * below (a square array and loops), and a plain recursive search (the
 * oracle in pawns-oracle.c) must reproduce the design's figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-game-pawns.h"
#include "pawns-oracle.h"

static void
load (const char      *fen,
      CairnPawnsBoard *b,
      CairnSide       *side)
{
  g_autoptr (GError) error = NULL;

  g_test_message ("position %s", fen);
  g_assert_true (cairn_pawns_parse_fen (fen, b, side, &error));
  g_assert_no_error (error);
}

/* "e1d1 e1f1 ..." for a list of moves. */
static char *
moves_to_text (const guint16 *moves,
               guint          n)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      char coord[6];

      cairn_pawns_move_to_coord (moves[i], coord);
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, coord);
    }
  return g_string_free (text, FALSE);
}

/* ---- The naive rules ----------------------------------------------------
 *
 * A board of 64 characters ('K', 'k', 'P', 'p', 'Q', 'q', '.'), written
 * from the words of DESIGN §1b with no bit tricks, so that a mistake in the
 * fast generator is unlikely to be repeated here. */

typedef struct {
  char  sq[64];
  guint ep;    /* 64: none */
} Naive;

static void
naive_from (const CairnPawnsBoard *b,
            Naive                 *n)
{
  for (guint s = 0; s < 64; s++)
    {
      guint64 m = G_GUINT64_CONSTANT (1) << s;

      n->sq[s] = '.';
      if (b->pawns[0] & m)
        n->sq[s] = 'P';
      if (b->pawns[1] & m)
        n->sq[s] = 'p';
      if (b->queens[0] & m)
        n->sq[s] = 'Q';
      if (b->queens[1] & m)
        n->sq[s] = 'q';
    }
  n->sq[b->king[0]] = 'K';
  n->sq[b->king[1]] = 'k';
  n->ep = b->ep;
}

static void
naive_to (const Naive     *n,
          CairnPawnsBoard *b)
{
  memset (b, 0, sizeof *b);
  for (guint s = 0; s < 64; s++)
    {
      guint64 m = G_GUINT64_CONSTANT (1) << s;

      switch (n->sq[s])
        {
        case 'K': b->king[0] = (guint8) s; break;
        case 'k': b->king[1] = (guint8) s; break;
        case 'P': b->pawns[0] |= m; break;
        case 'p': b->pawns[1] |= m; break;
        case 'Q': b->queens[0] |= m; break;
        case 'q': b->queens[1] |= m; break;
        default: break;
        }
    }
  b->ep = (guint8) n->ep;
}

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

static void
naive_play (Naive    *n,
            CairnSide side,
            guint     from,
            guint     to)
{
  char piece = n->sq[from];
  guint ep = n->ep;

  n->ep = 64;
  n->sq[from] = '.';
  if (piece == 'P' || piece == 'p')
    {
      if (to == ep && file_of (to) != file_of (from))
        n->sq[side == CAIRN_SIDE_X ? to - 8 : to + 8] = '.';
      if (rank_of (to) == 7 || rank_of (to) == 0)
        piece = side == CAIRN_SIDE_X ? 'Q' : 'q';
      if (ABS (rank_of (to) - rank_of (from)) == 2)
        n->ep = (from + to) / 2;
    }
  n->sq[to] = piece;
}

static guint
naive_moves (const Naive *n,
             CairnSide    side,
             guint16     *moves)
{
  char king = side == CAIRN_SIDE_X ? 'K' : 'k';
  char pawn = side == CAIRN_SIDE_X ? 'P' : 'p';
  char their_pawn = side == CAIRN_SIDE_X ? 'p' : 'P';
  char their_queen = side == CAIRN_SIDE_X ? 'q' : 'Q';
  int forward = side == CAIRN_SIDE_X ? 1 : -1;
  int start = side == CAIRN_SIDE_X ? 1 : 6;
  guint count = 0;

  for (guint from = 0; from < 64; from++)
    for (guint to = 0; to < 64; to++)
      {
        int df = file_of (to) - file_of (from), dr = rank_of (to) - rank_of (from);
        gboolean ok = FALSE;

        if (n->sq[from] == king)
          ok = to != from && ABS (df) <= 1 && ABS (dr) <= 1 &&
               (n->sq[to] == '.' || n->sq[to] == their_pawn || n->sq[to] == their_queen);
        else if (n->sq[from] == pawn)
          {
            if (df == 0 && dr == forward && n->sq[to] == '.')
              ok = TRUE;
            if (df == 0 && dr == 2 * forward && rank_of (from) == start &&
                n->sq[to] == '.' && n->sq[(from + to) / 2] == '.')
              ok = TRUE;
            if (ABS (df) == 1 && dr == forward &&
                (n->sq[to] == their_pawn ||
                 (to == n->ep && n->sq[to - 8 * (guint) forward] == their_pawn)))
              ok = TRUE;
          }
        if (ok)
          {
            Naive after = *n;

            naive_play (&after, side, from, to);
            if (!naive_in_check (&after, side))
              moves[count++] = cairn_pawns_move_make (from, to);
          }
      }
  return count;
}

static gboolean
naive_terminal (const Naive *n,
                CairnSide    to_move,
                guint        ply,
                int         *score)
{
  char my_queen = to_move == CAIRN_SIDE_X ? 'Q' : 'q';
  char their_queen = to_move == CAIRN_SIDE_X ? 'q' : 'Q';
  int win_mine = to_move == CAIRN_SIDE_X ? 2000 - (int) ply : (int) ply - 2000;
  guint16 moves[CAIRN_PAWNS_MAX_MOVES];
  guint their_queens = 0, pieces = 0;
  gboolean takeable = FALSE;
  guint king = naive_king (n, to_move);

  for (guint s = 0; s < 64; s++)
    {
      if (n->sq[s] == my_queen)
        {
          *score = win_mine;
          return TRUE;
        }
      if (n->sq[s] == their_queen)
        {
          int df = file_of (s) - file_of (king), dr = rank_of (s) - rank_of (king);

          their_queens++;
          takeable = ABS (df) <= 1 && ABS (dr) <= 1 &&
                     !naive_attacked (n, s, cairn_side_other (to_move));
        }
      if (n->sq[s] != '.' && n->sq[s] != 'K' && n->sq[s] != 'k')
        pieces++;
    }
  if (their_queens > 0 && !(their_queens == 1 && takeable))
    {
      *score = -win_mine;
      return TRUE;
    }
  if (pieces == 0)
    {
      *score = 0;
      return TRUE;
    }
  if (naive_moves (n, to_move, moves) == 0)
    {
      *score = naive_in_check (n, to_move) ? -win_mine : 0;
      return TRUE;
    }
  return FALSE;
}

static int
naive_evaluate (const Naive *n)
{
  int total = 0;

  for (guint s = 0; s < 64; s++)
    {
      int r = rank_of (s) + 1;

      if (n->sq[s] == 'P')
        total += 100 + 10 * (r - 2);
      else if (n->sq[s] == 'p')
        total -= 100 + 10 * (7 - r);
    }
  return total;
}

/* ---- FEN ---------------------------------------------------------------- */

typedef struct {
  const char *fen;
  const char *expected;   /* NULL: the same text */
} RoundTrip;

static const RoundTrip round_trips[] = {
  { "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", NULL },
  { "8/8/8/4k3/8/8/4P3/4K3 w - -", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1" },
  { "  3k4/8/4P3/5K2/8/8/8/8   w  -  -  12 40 ", "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1" },
  { "8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1", NULL },
  { "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", NULL },
  { "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1", NULL },
  { "7k/5Kp1/6PP/8/8/8/8/8 w - - 0 1", NULL },
  { "K7/8/8/8/8/8/8/7k b - - 0 1", NULL },
};

static void
test_fen_round_trip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (round_trips); i++)
    {
      CairnPawnsBoard b, again;
      CairnSide side, side_again;
      g_autofree char *fen = NULL;

      load (round_trips[i].fen, &b, &side);
      fen = cairn_pawns_to_fen (&b, side);
      g_assert_cmpstr (fen, ==, round_trips[i].expected ? round_trips[i].expected : round_trips[i].fen);
      load (fen, &again, &side_again);
      g_assert_cmpmem (&b, sizeof b, &again, sizeof again);
      g_assert_cmpint (side, ==, side_again);
    }
}

typedef struct {
  const char *fen;
  int         code;
  const char *message;   /* a part the message must contain */
} BadFen;

static const BadFen bad_fens[] = {
  { "", CAIRN_PAWNS_ERROR_FIELDS, "empty" },
  { "   ", CAIRN_PAWNS_ERROR_FIELDS, "empty" },
  { "4k3/8/8/8/8/8/4P3/4K3", CAIRN_PAWNS_ERROR_FIELDS, "side to move is missing" },
  { "4k3/8/8/8/8/8/4P3/4K3 w", CAIRN_PAWNS_ERROR_FIELDS, "castling field is missing" },
  { "4k3/8/8/8/8/8/4P3/4K3 w -", CAIRN_PAWNS_ERROR_FIELDS, "en-passant field is missing" },
  { "8/8/8/8/8/8/8 w - -", CAIRN_PAWNS_ERROR_RANKS, "has 7 ranks; it needs exactly 8" },
  { "4k3/8/8/8/8/8/8/4K3/8 w - -", CAIRN_PAWNS_ERROR_RANKS, "more than 8 ranks" },
  { "4k3/8/8/8/8/8/4P3/4K2 w - -", CAIRN_PAWNS_ERROR_FILES, "rank 1 has 7 squares; each rank needs exactly 8" },
  { "4k3//8/8/8/8/4P3/4K3 w - -", CAIRN_PAWNS_ERROR_FILES, "rank 7 has 0 squares" },
  { "4k4/8/8/8/8/8/4P3/4K3 w - -", CAIRN_PAWNS_ERROR_FILES, "rank 8 has more than 8 squares" },
  { "4k3/8/8/8/8/8/4PP3/4K3 w - -", CAIRN_PAWNS_ERROR_FILES, "rank 2 has more than 8 squares" },
  { "4k3/8/8/8/8/8/4Q3/4K3 w - -", CAIRN_PAWNS_ERROR_PIECE, "“Q” on rank 2 is not allowed; only kings and pawns (K, k, P, p) are allowed" },
  { "4k3/8/8/8/3r4/8/8/4K3 w - -", CAIRN_PAWNS_ERROR_PIECE, "“r” on rank 4" },
  { "4k3/8/8/8/8/8/9/4K3 w - -", CAIRN_PAWNS_ERROR_PIECE, "“9”" },
  { "4k3/8/8/8/8/8/\xff/4K3 w - -", CAIRN_PAWNS_ERROR_PIECE, "byte 0xFF" },
  { "8/8/8/8/8/8/4P3/4K3 w - -", CAIRN_PAWNS_ERROR_KINGS, "Black has no king; each side needs exactly one king" },
  { "4k3/8/8/8/8/8/4P3/3KK3 w - -", CAIRN_PAWNS_ERROR_KINGS, "White has 2 kings" },
  { "4k3/8/8/8/8/8/8/4KP2 w - -", CAIRN_PAWNS_ERROR_PAWN_RANK, "White pawn stands on f1; pawns may stand only on ranks 2 to 7" },
  { "p3k3/8/8/8/8/8/8/4K3 w - -", CAIRN_PAWNS_ERROR_PAWN_RANK, "Black pawn stands on a8" },
  { "4k3/8/8/PPPPPPPP/P7/8/8/4K3 w - -", CAIRN_PAWNS_ERROR_PAWN_COUNT, "White has 9 pawns; each side may have at most 8" },
  { "4k3/pppppppp/7p/8/8/8/8/4K3 b - -", CAIRN_PAWNS_ERROR_PAWN_COUNT, "Black has 9 pawns" },
  { "8/8/8/8/8/8/4k3/4K3 w - -", CAIRN_PAWNS_ERROR_KINGS_TOUCHING, "e1 and e2 stand next to each other; kings may never touch" },
  { "4k3/3P4/8/8/8/8/8/4K3 w - -", CAIRN_PAWNS_ERROR_CHECK, "Black is in check but White is to move" },
  { "4k3/8/8/8/8/8/5p2/4K3 b - -", CAIRN_PAWNS_ERROR_CHECK, "White is in check but Black is to move" },
  { "4k3/8/8/8/8/8/4P3/4K3 x - -", CAIRN_PAWNS_ERROR_SIDE, "“x” is not a side to move; use w for White or b for Black" },
  { "4k3/8/8/8/8/8/4P3/4K3 W - -", CAIRN_PAWNS_ERROR_SIDE, "“W”" },
  { "4k3/8/8/8/8/8/4P3/4K3 white - -", CAIRN_PAWNS_ERROR_SIDE, "“white”" },
  { "4k3/8/8/8/8/8/4P3/4K3 w KQkq -", CAIRN_PAWNS_ERROR_CASTLING, "castling rights “KQkq” are not possible without rooks; the castling field must be -" },
  { "4k3/8/8/8/8/8/4P3/4K3 w e9 -", CAIRN_PAWNS_ERROR_CASTLING, "must be -" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - e9", CAIRN_PAWNS_ERROR_EN_PASSANT, "“e9” is not an en-passant square" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - e", CAIRN_PAWNS_ERROR_EN_PASSANT, "“e”" },
  { "4k3/8/8/8/4P3/8/8/4K3 w - e3", CAIRN_PAWNS_ERROR_EN_PASSANT, "e3 is not possible with White to move; it must be on rank 6" },
  { "4k3/8/8/4p3/8/8/8/4K3 b - e6", CAIRN_PAWNS_ERROR_EN_PASSANT, "must be on rank 3" },
  { "4k3/8/8/8/8/8/8/4K3 w - e6", CAIRN_PAWNS_ERROR_EN_PASSANT, "needs a Black pawn on e5 that has just moved two squares" },
  { "4k3/8/8/3p4/8/8/8/4K3 w - e6", CAIRN_PAWNS_ERROR_EN_PASSANT, "needs a Black pawn on e5" },
  { "4k3/4p3/8/4p3/8/8/8/4K3 w - e6", CAIRN_PAWNS_ERROR_EN_PASSANT, "e6 and the square e7 the pawn came from must both be empty" },
  { "4k3/8/8/8/4P3/4P3/8/4K3 b - e3", CAIRN_PAWNS_ERROR_EN_PASSANT, "e3 and the square e2" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - -1 1", CAIRN_PAWNS_ERROR_COUNTERS, "“-1” is not a non-negative integer" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 x", CAIRN_PAWNS_ERROR_COUNTERS, "“x”" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1.5", CAIRN_PAWNS_ERROR_COUNTERS, "“1.5”" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 extra", CAIRN_PAWNS_ERROR_TRAILING, "unexpected “extra” after the move counters" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 0 1", CAIRN_PAWNS_ERROR_TRAILING, "at most six fields" },
};

static void
test_fen_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_fens); i++)
    {
      const BadFen *c = &bad_fens[i];
      g_autoptr (GError) error = NULL;
      CairnPawnsBoard b, untouched;
      CairnSide side = CAIRN_SIDE_O;
      /* Escaped: some cases are bytes that are not UTF-8, and TAP is. */
      g_autofree char *shown = g_strescape (c->fen, NULL);

      g_test_message ("case %u: %s", i, shown);
      memset (&b, 0xAB, sizeof b);
      untouched = b;
      g_assert_false (cairn_pawns_parse_fen (c->fen, &b, &side, &error));
      g_assert_error (error, CAIRN_PAWNS_ERROR, c->code);
      g_test_message ("  %s", error->message);
      g_assert_nonnull (strstr (error->message, c->message));
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      /* A refusal leaves the outputs alone. */
      g_assert_cmpmem (&b, sizeof b, &untouched, sizeof untouched);
      g_assert_cmpint (side, ==, CAIRN_SIDE_O);
    }
}

/* Boards a board editor could hand over, which no FEN can express. */
static void
test_validate_boards (void)
{
  CairnPawnsBoard b, bad;
  CairnSide side;

  load ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", &b, &side);
  g_assert_true (cairn_pawns_validate (&b, side, NULL));

  {
    g_autoptr (GError) error = NULL;

    bad = b;
    bad.pawns[CAIRN_SIDE_O] |= G_GUINT64_CONSTANT (1) << 12;   /* on e2 too */
    g_assert_false (cairn_pawns_validate (&bad, side, &error));
    g_assert_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_OVERLAP);
    g_assert_nonnull (strstr (error->message, "two pieces stand on e2"));
  }
  {
    g_autoptr (GError) error = NULL;

    bad = b;
    bad.queens[CAIRN_SIDE_X] = G_GUINT64_CONSTANT (1) << 63;
    g_assert_false (cairn_pawns_validate (&bad, side, &error));
    g_assert_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_PIECE);
    g_assert_nonnull (strstr (error->message, "White queen stands on h8"));
  }
  {
    g_autoptr (GError) error = NULL;

    bad = b;
    bad.king[CAIRN_SIDE_O] = 64;
    g_assert_false (cairn_pawns_validate (&bad, side, &error));
    g_assert_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_KINGS);
  }
  {
    g_autoptr (GError) error = NULL;

    bad = b;
    bad.ep = 200;
    g_assert_false (cairn_pawns_validate (&bad, side, &error));
    g_assert_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_EN_PASSANT);
  }
}

/* Random and damaged texts: never a crash, and an error exactly when the
 * parse fails. */
static void
test_fen_garbage (void)
{
  static const char alphabet[] = "KkPpQq12345678/ wb-e3d60 \t";
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  const char *good = "8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1";

  for (guint i = 0; i < 20000; i++)
    {
      char text[80];
      guint length = (guint) g_rand_int_range (rand, 0, sizeof text);
      g_autoptr (GError) error = NULL;
      CairnPawnsBoard b;
      CairnSide side;
      gboolean ok;

      if (i % 3 == 0)
        {
          /* A valid FEN with one byte changed and a random cut. */
          g_strlcpy (text, good, sizeof text);
          text[g_rand_int_range (rand, 0, (gint32) strlen (good))] =
            (char) g_rand_int_range (rand, 1, 256);
          text[MIN (length, strlen (text))] = '\0';
        }
      else
        {
          for (guint j = 0; j < length; j++)
            text[j] = i % 3 == 1 ? alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)]
                                 : (char) g_rand_int_range (rand, 1, 256);
          text[length] = '\0';
        }
      ok = cairn_pawns_parse_fen (text, &b, &side, &error);
      g_assert_true (ok == (error == NULL));
      if (ok)
        g_assert_true (cairn_pawns_validate (&b, side, NULL));
      else
        g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
}

/* ---- Moves ---------------------------------------------------------------- */

typedef struct {
  const char *fen;
  const char *moves;
} MoveCase;

static const MoveCase move_cases[] = {
  /* Double step, king beside its own pawn. */
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e1d1 e1f1 e1d2 e1f2 e2e3 e2e4" },
  /* Double step blocked on the fourth rank, then on the third. */
  { "4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1", "e1d1 e1f1 e1d2 e1f2 e2e3" },
  { "4k3/8/8/8/8/4p3/4P3/4K3 w - - 0 1", "e1d1 e1f1" },
  /* Black: pawns move down; sorted by from-square, a pawn before its king. */
  { "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1", "e7e5 e7e6 e8d7 e8f7 e8d8 e8f8" },
  /* En passant beside a push. */
  { "8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1", "e1d1 e1f1 e1d2 e1e2 e1f2 e5d6 e5e6" },
  { "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", "d4d3 d4e3 e8d7 e8e7 e8f7 e8d8 e8f8" },
  /* The same pawns without the target: no capture. */
  { "8/4k3/8/3pP3/8/8/8/4K3 w - - 0 1", "e1d1 e1f1 e1d2 e1e2 e1f2 e5e6" },
  /* Promotion; d2 is next to the black king. */
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e1d1 e1f1 e1e2 e1f2 e7e8" },
  /* Pawn-attacked squares (c2, e2) and a pawn its king defends. */
  { "8/8/8/8/3k4/3p4/8/3K4 w - - 0 1", "d1c1 d1e1 d1d2" },
  { "8/8/8/8/4k3/3p4/3K4/8 w - - 0 1", "d2c1 d2d1 d2e1 d2c3" },
  /* An undefended pawn may be taken. */
  { "8/8/8/8/8/3p4/3K4/7k w - - 0 1", "d2c1 d2d1 d2e1 d2c3 d2d3 d2e3" },
  /* In check from a pawn that has just double-stepped: only the king, or
   * taking the checker en passant; the push is illegal. */
  { "4k3/8/8/3Pp3/3K4/8/8/8 w - e6 0 1", "d4c3 d4d3 d4e3 d4c4 d4e4 d4c5 d4e5 d5e6" },
  /* Pawn captures both ways. */
  { "4k3/8/8/2p1p3/3P4/8/8/K7 w - - 0 1", "a1b1 a1a2 a1b2 d4c5 d4d5 d4e5" },
  /* Stalemate and mate: no move. */
  { "k7/P7/1K6/8/8/8/8/8 b - - 0 1", "" },
  { "7k/5KP1/6P1/8/8/8/8/8 b - - 0 1", "" },
};

static void
test_legal_moves (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (move_cases); i++)
    {
      CairnPawnsBoard b;
      CairnSide side;
      guint16 moves[CAIRN_PAWNS_MAX_MOVES];
      guint n;
      g_autofree char *text = NULL;

      load (move_cases[i].fen, &b, &side);
      n = cairn_pawns_legal_moves (&b, side, moves);
      text = moves_to_text (moves, n);
      g_assert_cmpstr (text, ==, move_cases[i].moves);
    }
}

static void
test_play (void)
{
  CairnPawnsBoard b;
  CairnSide side;
  g_autofree char *double_step = NULL;
  g_autofree char *en_passant = NULL;
  g_autofree char *promotion = NULL;
  g_autofree char *king_takes = NULL;
  g_autofree char *null_move = NULL;

  load ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", &b, &side);
  cairn_pawns_play (&b, side, cairn_pawns_move_make (12, 28));
  double_step = cairn_pawns_to_fen (&b, CAIRN_SIDE_O);
  g_assert_cmpstr (double_step, ==, "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
  cairn_pawns_play_null (&b);
  null_move = cairn_pawns_to_fen (&b, CAIRN_SIDE_X);
  g_assert_cmpstr (null_move, ==, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1");

  load ("8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1", &b, &side);
  cairn_pawns_play (&b, side, cairn_pawns_move_make (36, 43));
  en_passant = cairn_pawns_to_fen (&b, CAIRN_SIDE_O);
  g_assert_cmpstr (en_passant, ==, "8/4k3/3P4/8/8/8/8/4K3 b - - 0 1");

  load ("8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", &b, &side);
  cairn_pawns_play (&b, side, cairn_pawns_move_make (52, 60));
  promotion = cairn_pawns_to_fen (&b, CAIRN_SIDE_O);
  g_assert_cmpstr (promotion, ==, "4Q3/8/8/8/8/2k5/8/4K3 b - - 0 1");

  load ("8/8/8/8/8/3p4/3K4/7k w - - 0 1", &b, &side);
  cairn_pawns_play (&b, side, cairn_pawns_move_make (11, 19));
  king_takes = cairn_pawns_to_fen (&b, CAIRN_SIDE_O);
  g_assert_cmpstr (king_takes, ==, "8/8/8/8/8/3K4/8/7k b - - 0 1");
}

/* ---- Random positions, compared with the naive rules ------------------- */

static void
random_position (GRand           *rand,
                 CairnPawnsBoard *b,
                 CairnSide       *side)
{
  do
    {
      memset (b, 0, sizeof *b);
      b->ep = CAIRN_PAWNS_NO_SQUARE;
      b->king[0] = (guint8) g_rand_int_range (rand, 0, 64);
      b->king[1] = (guint8) g_rand_int_range (rand, 0, 64);
      for (guint s = 0; s < 2; s++)
        {
          guint pawns = (guint) g_rand_int_range (rand, 0, 6);

          for (guint p = 0; p < pawns; p++)
            b->pawns[s] |= G_GUINT64_CONSTANT (1) << g_rand_int_range (rand, 8, 56);
        }
      /* Pawns often start at home, for double steps and en passant. */
      if (g_rand_boolean (rand))
        {
          b->pawns[0] |= G_GUINT64_CONSTANT (1) << g_rand_int_range (rand, 8, 16);
          b->pawns[1] |= G_GUINT64_CONSTANT (1) << g_rand_int_range (rand, 48, 56);
        }
      *side = g_rand_boolean (rand) ? CAIRN_SIDE_X : CAIRN_SIDE_O;
    }
  while (!cairn_pawns_validate (b, *side, NULL));
}

static void
compare_with_naive (const CairnPawnsBoard *b,
                    CairnSide              side,
                    guint                  ply)
{
  Naive n;
  guint16 fast[CAIRN_PAWNS_MAX_MOVES], slow[64 * 64];
  guint n_fast, n_slow;
  int fast_score = 12345, slow_score = 54321;
  gboolean fast_terminal, slow_terminal;

  naive_from (b, &n);
  n_fast = cairn_pawns_legal_moves (b, side, fast);
  n_slow = naive_moves (&n, side, slow);
  if (n_fast != n_slow || memcmp (fast, slow, n_fast * sizeof fast[0]) != 0)
    {
      g_autofree char *fen = cairn_pawns_to_fen (b, side);
      g_autofree char *a = moves_to_text (fast, n_fast);
      g_autofree char *c = moves_to_text (slow, n_slow);

      g_error ("%s: fast “%s”, naive “%s”", fen, a, c);
    }
  g_assert_cmpint (cairn_pawns_in_check (b, side), ==, naive_in_check (&n, side));
  fast_terminal = cairn_pawns_terminal (b, side, ply, &fast_score);
  slow_terminal = naive_terminal (&n, side, ply, &slow_score);
  g_assert_cmpint (fast_terminal, ==, slow_terminal);
  if (fast_terminal)
    g_assert_cmpint (fast_score, ==, slow_score);
  g_assert_cmpint (cairn_pawns_evaluate (b), ==, naive_evaluate (&n));

  for (guint i = 0; i < n_fast; i++)
    {
      CairnPawnsBoard after = *b, expected;
      Naive naive_after = n;

      cairn_pawns_play (&after, side, fast[i]);
      naive_play (&naive_after, side, cairn_pawns_move_from (fast[i]),
                  cairn_pawns_move_to (fast[i]));
      naive_to (&naive_after, &expected);
      g_assert_cmpmem (&after, sizeof after, &expected, sizeof expected);
    }
}

static void
test_random_playouts (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (20240611);
  guint compared = 0, terminals = 0, captures_ep = 0, promotions = 0;

  for (guint game = 0; game < 400; game++)
    {
      CairnPawnsBoard b;
      CairnSide side;

      random_position (rand, &b, &side);
      for (guint ply = 0; ply < 80; ply++)
        {
          guint16 moves[CAIRN_PAWNS_MAX_MOVES];
          guint n;
          int score;
          g_autofree char *fen = NULL;
          CairnPawnsBoard again;
          CairnSide side_again;

          compare_with_naive (&b, side, ply);
          compared++;

          /* Every position reached by legal moves without a queen is a
           * legal position, and survives a FEN round trip. */
          if ((b.queens[0] | b.queens[1]) == 0)
            {
              fen = cairn_pawns_to_fen (&b, side);
              g_assert_true (cairn_pawns_parse_fen (fen, &again, &side_again, NULL));
              g_assert_cmpmem (&b, sizeof b, &again, sizeof again);
            }

          if (cairn_pawns_terminal (&b, side, ply, &score))
            {
              terminals++;
              break;
            }
          n = cairn_pawns_legal_moves (&b, side, moves);
          g_assert_cmpuint (n, >, 0);
          {
            guint16 m = moves[g_rand_int_range (rand, 0, (gint32) n)];
            guint to = cairn_pawns_move_to (m);

            if (to == b.ep && cairn_pawns_move_from (m) != b.king[side] &&
                (cairn_pawns_move_from (m) & 7) != (to & 7))
              captures_ep++;
            cairn_pawns_play (&b, side, m);
            if (b.queens[side])
              promotions++;
          }
          side = cairn_side_other (side);
        }
    }
  g_test_message ("%u positions compared, %u games ended, %u en-passant captures, %u promotions",
                  compared, terminals, captures_ep, promotions);
  g_assert_cmpuint (captures_ep, >, 0);
  g_assert_cmpuint (promotions, >, 0);
}

static guint64
perft_fast (const CairnPawnsBoard *b,
            CairnSide              side,
            guint                  depth)
{
  guint16 moves[CAIRN_PAWNS_MAX_MOVES];
  guint n = cairn_pawns_legal_moves (b, side, moves);
  guint64 total = 0;

  if (depth == 1)
    return n;
  for (guint i = 0; i < n; i++)
    {
      CairnPawnsBoard child = *b;

      cairn_pawns_play (&child, side, moves[i]);
      total += perft_fast (&child, cairn_side_other (side), depth - 1);
    }
  return total;
}

static guint64
perft_naive (const Naive *b,
             CairnSide    side,
             guint        depth)
{
  guint16 moves[64 * 64];
  guint n = naive_moves (b, side, moves);
  guint64 total = 0;

  if (depth == 1)
    return n;
  for (guint i = 0; i < n; i++)
    {
      Naive child = *b;

      naive_play (&child, side, cairn_pawns_move_from (moves[i]), cairn_pawns_move_to (moves[i]));
      total += perft_naive (&child, cairn_side_other (side), depth - 1);
    }
  return total;
}

/* Plain move counting, ignoring the game's end (queens, no pawns). */
static void
test_perft (void)
{
  static const char * const fens[] = {
    "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
    "4k3/pp4pp/8/2pPp3/8/8/PP4PP/4K3 w - c6 0 1",
    "8/2p5/3p4/KP6/5p1k/8/4P1P1/8 w - - 0 1",
    "4k3/1P6/8/8/8/8/6p1/4K3 b - - 0 1",
  };

  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      CairnPawnsBoard b;
      CairnSide side;
      Naive n;

      load (fens[i], &b, &side);
      naive_from (&b, &n);
      for (guint depth = 1; depth <= 4; depth++)
        {
          guint64 fast = perft_fast (&b, side, depth);
          guint64 slow = perft_naive (&n, side, depth);

          g_test_message ("%s depth %u: %" G_GUINT64_FORMAT, fens[i], depth, fast);
          g_assert_cmpuint (fast, ==, slow);
        }
    }
}

/* Counted by hand: White has Kd1 Kf1 Kd2 Kf2 e3 e4.  Black's king on e5
 * then has 8 squares less those next to or attacked by White: after e3
 * (covers d4, f4): d5 f5 d6 e6 f6 e4 = 6 (d4, f4 attacked); after e4
 * (covers d5, f5): d4 e4 f4 d6 e6 f6 = 6 (e4 taken, undefended); after
 * each king move all 8 (the white king is three ranks away): 4 × 8.
 * In all 32 + 6 + 6 = 44. */
static void
test_perft_known (void)
{
  CairnPawnsBoard b;
  CairnSide side;

  load ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", &b, &side);
  g_assert_cmpuint (perft_fast (&b, side, 1), ==, 6);
  g_assert_cmpuint (perft_fast (&b, side, 2), ==, 44);
}

/* ---- SAN and move parsing ------------------------------------------------ */

typedef struct {
  const char *fen;
  const char *coord;
  const char *san;
} SanCase;

static const SanCase san_cases[] = {
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e1d2", "Kd2" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4", "e4" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e3", "e3" },
  { "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1", "e7e5", "e5" },
  { "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1", "e8d7", "Kd7" },
  { "8/8/8/3p4/4K3/8/8/k7 w - - 0 1", "e4d5", "Kxd5" },
  { "4k3/8/8/2p1p3/3P4/8/8/K7 w - - 0 1", "d4e5", "dxe5" },
  { "4k3/8/8/2p1p3/3P4/8/8/K7 w - - 0 1", "d4c5", "dxc5" },
  { "8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6+" },
  { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6" },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e7e8", "e8=Q" },
  { "4k3/8/8/8/8/8/3p4/6K1 b - - 0 1", "d2d1", "d1=Q" },
  { "8/8/3k4/8/4P3/8/8/4K3 w - - 0 1", "e4e5", "e5+" },
  { "7k/5Kp1/6PP/8/8/8/8/8 w - - 0 1", "h6g7", "hxg7#" },
  { "4k3/8/8/8/8/5p2/8/4K3 w - - 0 1", "e1f2", "Kf2" },
};

static void
test_san (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (san_cases); i++)
    {
      const SanCase *c = &san_cases[i];
      CairnPawnsBoard b;
      CairnSide side;
      guint16 move = 0, parsed = 0;
      g_autoptr (GError) error = NULL;
      g_autofree char *san = NULL;
      char coord[6];

      load (c->fen, &b, &side);
      g_assert_true (cairn_pawns_parse_move (&b, side, c->coord, &move, &error));
      g_assert_no_error (error);
      cairn_pawns_move_to_coord (move, coord);
      g_assert_cmpstr (coord, ==, c->coord);
      san = cairn_pawns_move_to_san (&b, side, move);
      g_assert_cmpstr (san, ==, c->san);
      g_assert_true (cairn_pawns_parse_move (&b, side, san, &parsed, NULL));
      g_assert_cmpuint (parsed, ==, move);
    }
}

typedef struct {
  const char *fen;
  const char *text;
  const char *coord;   /* NULL: refused */
} ParseMoveCase;

static const ParseMoveCase parse_move_cases[] = {
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4", "e2e4" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", " e4 ", "e2e4" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Kd2", "e1d2" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Kd2+", "e1d2" },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e7e8q", "e7e8" },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e7e8", "e7e8" },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e8=Q", "e7e8" },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e8Q", "e7e8" },
  { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6", "e5d6" },
  { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6 e.p.", "e5d6" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e5", NULL },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4q", NULL },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "Ke3", NULL },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e5", NULL },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "", NULL },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "+", NULL },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "\xff\xfe", NULL },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e8e7", NULL },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e8=R", NULL },
};

static void
test_parse_move (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (parse_move_cases); i++)
    {
      const ParseMoveCase *c = &parse_move_cases[i];
      CairnPawnsBoard b;
      CairnSide side;
      guint16 move = 0;
      g_autoptr (GError) error = NULL;
      gboolean ok;
      g_autofree char *shown = g_strescape (c->text, NULL);

      load (c->fen, &b, &side);
      g_test_message ("move “%s”", shown);
      ok = cairn_pawns_parse_move (&b, side, c->text, &move, &error);
      if (c->coord)
        {
          char coord[6];

          g_assert_no_error (error);
          g_assert_true (ok);
          cairn_pawns_move_to_coord (move, coord);
          g_assert_cmpstr (coord, ==, c->coord);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_MOVE);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          g_assert_nonnull (strstr (error->message, "is not a legal move here; give a legal move in coordinates like e2e4 or in SAN like Kd2"));
        }
    }
}

/* ---- Terminal positions and the horizon -------------------------------- */

typedef struct {
  const char *fen;             /* a legal FEN, or NULL for the queen cases */
  const char *note;
  gboolean    terminal;
  int         score;           /* at ply 5 */
} TerminalCase;

static const TerminalCase terminal_cases[] = {
  { "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "no pawns: draw", TRUE, 0 },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "game goes on", FALSE, 0 },
  { "k7/P7/1K6/8/8/8/8/8 b - - 0 1", "stalemate", TRUE, 0 },
  { "7k/5KP1/6P1/8/8/8/8/8 b - - 0 1", "Black is mated", TRUE, 2000 - 5 },
  { "8/8/8/8/8/6p1/5kp1/7K w - - 0 1", "White is mated", TRUE, 5 - 2000 },
  { "8/8/8/8/8/1k6/p7/K7 w - - 0 1", "White is stalemated", TRUE, 0 },
  { "8/8/8/8/8/8/p7/k1K5 w - - 0 1", "the black king is boxed in, White to move", FALSE, 0 },
};

static void
test_terminal (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (terminal_cases); i++)
    {
      const TerminalCase *c = &terminal_cases[i];
      CairnPawnsBoard b;
      CairnSide side;
      int score = 999;

      load (c->fen, &b, &side);
      g_test_message ("%s", c->note);
      g_assert_cmpint (cairn_pawns_terminal (&b, side, 5, &score), ==, c->terminal);
      if (c->terminal)
        g_assert_cmpint (score, ==, c->score);
    }
}

/* A queen decides unless the enemy king can take it at once: next to
 * it, on a square the promoter's king and pawns do not cover. */
static void
test_queen_rule (void)
{
  static const struct {
    const char *fen;         /* before the promotion */
    const char *promotion;
    gboolean    goes_on;
    const char *note;
  } cases[] = {
    { "8/3kP3/8/8/8/8/8/K7 w - - 0 1", "e8=Q", TRUE, "the king on d7 takes on e8" },
    { "8/3kP3/5K2/8/8/8/8/8 w - - 0 1", "e8=Q", TRUE, "a king on f6 does not cover e8" },
    { "8/3kPK2/8/8/8/8/8/8 w - - 0 1", "e8=Q", FALSE, "the king on f7 covers e8" },
    { "8/3kPP2/8/8/8/8/8/K7 w - - 0 1", "e8=Q", FALSE, "the pawn on f7 covers e8" },
    { "8/2k1P3/8/8/8/8/8/K7 w - - 0 1", "e8=Q", FALSE, "the king on c7 is not next to e8" },
    { "k7/8/8/8/8/8/2Kp4/8 b - - 0 1", "d1=Q", TRUE, "the king on c2 takes on d1" },
    { "8/8/8/8/8/8/2Kpk3/8 b - - 0 1", "d1=Q", FALSE, "the king on e2 covers d1" },
    { "k7/8/8/8/8/8/2Kpp3/8 b - - 0 1", "d1=Q", FALSE, "the pawn on e2 covers d1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnPawnsBoard b;
      CairnSide promoter, side;
      guint16 move, take, moves[CAIRN_PAWNS_MAX_MOVES];
      guint n, queen;
      int score = 999;
      gboolean found = FALSE;

      load (cases[i].fen, &b, &promoter);
      g_test_message ("%s", cases[i].note);
      g_assert_true (cairn_pawns_parse_move (&b, promoter, cases[i].promotion, &move, NULL));
      cairn_pawns_play (&b, promoter, move);
      queen = cairn_pawns_move_to (move);
      g_assert_true (b.queens[promoter] == G_GUINT64_CONSTANT (1) << queen);

      /* The promoter to move with its queen (a null move, say) has won. */
      g_assert_true (cairn_pawns_terminal (&b, promoter, 4, &score));
      g_assert_cmpint (score, ==, promoter == CAIRN_SIDE_X ? 2000 - 4 : 4 - 2000);

      side = cairn_side_other (promoter);
      take = cairn_pawns_move_make (b.king[side], queen);
      n = cairn_pawns_legal_moves (&b, side, moves);
      for (guint j = 0; j < n; j++)
        found |= moves[j] == take;
      g_assert_cmpint (found, ==, cases[i].goes_on);

      if (!cases[i].goes_on)
        {
          g_assert_true (cairn_pawns_terminal (&b, side, 3, &score));
          g_assert_cmpint (score, ==, promoter == CAIRN_SIDE_X ? 2000 - 3 : 3 - 2000);
          continue;
        }
      g_assert_false (cairn_pawns_terminal (&b, side, 3, &score));

      /* Taking the queen removes it; any other move loses. */
      {
        CairnPawnsBoard taken = b;
        g_autofree char *san = cairn_pawns_move_to_san (&b, side, take);

        g_assert_nonnull (strstr (san, "Kx"));
        cairn_pawns_play (&taken, side, take);
        g_assert_true ((taken.queens[0] | taken.queens[1]) == 0);
      }
      for (guint j = 0; j < n; j++)
        if (moves[j] != take)
          {
            CairnPawnsBoard ignored = b;

            cairn_pawns_play (&ignored, side, moves[j]);
            g_assert_true (cairn_pawns_terminal (&ignored, promoter, 4, &score));
            g_assert_cmpint (score, ==, promoter == CAIRN_SIDE_X ? 2000 - 4 : 4 - 2000);
          }
    }
}

static void
test_evaluate (void)
{
  static const struct {
    const char *fen;
    int         value;
  } cases[] = {
    { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", 100 },
    { "4k3/4P3/8/8/8/8/8/4K3 b - - 0 1", 150 },
    { "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1", -100 },
    { "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1", -150 },
    { "4k3/8/8/8/8/8/8/4K3 w - - 0 1", 0 },
    { "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1", 0 },
    { "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1", 120 - 120 },
    { "4k3/8/8/8/P7/8/8/4K3 w - - 0 1", 120 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnPawnsBoard b;
      CairnSide side;

      load (cases[i].fen, &b, &side);
      g_assert_cmpint (cairn_pawns_evaluate (&b), ==, cases[i].value);
    }
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
each_position (const CairnPawnsBoard *b,
               CairnSide              to_move,
               gpointer               data)
{
  Visit *v = data;

  if (!cairn_pawns_validate (b, to_move, NULL))
    v->invalid++;
  if (v->seen)
    g_assert_true (g_hash_table_add (v->seen, cairn_pawns_to_fen (b, to_move)));
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
        count = cairn_pawns_enumerate (cases[i].material, side, each_position, &v, &error);
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

  /* Without a callback it only counts. */
  g_assert_cmpuint (cairn_pawns_enumerate ("KPK", CAIRN_SIDE_X, NULL, NULL, NULL), ==,
                    naive_enumeration (1, 0, CAIRN_SIDE_X));
}

static void
test_enumerate_errors (void)
{
  static const char * const bad[] = {
    "", "K", "KP", "PKK", "KQK", "kpk", "KPK ", "KPKPK", "KPPPPPPPPPK", "K\xff" "K",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_cmpuint (cairn_pawns_enumerate (bad[i], CAIRN_SIDE_X, NULL, NULL, &error), ==, 0);
      g_assert_error (error, CAIRN_PAWNS_ERROR, CAIRN_PAWNS_ERROR_MATERIAL);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      g_assert_nonnull (strstr (error->message, "is not a material string"));
    }
}

/* ---- The oracle: DESIGN §1b's figures ------------------------------------ */

static void
run_oracle (const char        *fen,
            PawnsOracleMode    mode,
            guint              depth,
            guint              reduction,
            gboolean           guard,
            PawnsOracleResult *r,
            char               coord[6])
{
  CairnPawnsBoard b;
  CairnSide side;

  load (fen, &b, &side);
  pawns_oracle_run (&b, side, mode, depth, reduction, guard, r);
  cairn_pawns_move_to_coord (r->best_move, coord);
  g_test_message ("mode %d d%u R%u guard %d: %" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT
                  " probes, %" G_GUINT64_FORMAT " prunes, %" G_GUINT64_FORMAT " cutoffs, %"
                  G_GUINT64_FORMAT " verifications, %" G_GUINT64_FORMAT " re-searches, value %d, %s",
                  mode, depth, reduction, guard, r->nodes, r->probes, r->prunes, r->cutoffs,
                  r->verifications, r->re_searches, r->value, coord);
}

static void
test_design_figures (void)
{
  const char *fen = "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1";
  PawnsOracleResult r;
  char coord[6];

  run_oracle (fen, PAWNS_ORACLE_PLAIN, 7, 2, FALSE, &r, coord);
  g_assert_cmpuint (r.nodes, ==, 20689);
  g_assert_cmpint (r.value, ==, 120);
  g_assert_cmpstr (coord, ==, "e1d2");
  g_assert_cmpuint (r.cutoffs, ==, 1544);
  g_assert_cmpuint (r.probes, ==, 0);

  run_oracle (fen, PAWNS_ORACLE_NULL, 7, 2, FALSE, &r, coord);
  g_assert_cmpuint (r.nodes, ==, 7398);
  g_assert_cmpuint (r.probes, ==, 138);
  g_assert_cmpuint (r.prunes, ==, 17);
  g_assert_cmpint (r.value, ==, 120);
  g_assert_cmpstr (coord, ==, "e1d2");
}

/* Zugzwang: White's Kf6 wins, but a null probe assumes White may pass. */
static void
test_zugzwang_modes (void)
{
  const char *fen = "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1";
  PawnsOracleResult r;
  char coord[6];

  run_oracle (fen, PAWNS_ORACLE_PLAIN, 7, 1, FALSE, &r, coord);
  g_assert_cmpstr (coord, ==, "f5f6");
  g_assert_cmpint (r.value, >, 1200);
  run_oracle (fen, PAWNS_ORACLE_NULL, 7, 1, FALSE, &r, coord);
  g_assert_cmpstr (coord, ==, "f5e4");
  run_oracle (fen, PAWNS_ORACLE_VERIFIED, 7, 1, FALSE, &r, coord);
  g_assert_cmpstr (coord, ==, "f5f6");
  g_assert_cmpint (r.value, >, 1200);
}

/* Alpha-beta with the full window at the root finds minimax's value and
 * move; a search without any probe finds the same with null modes off. */
static void
test_plain_matches_minimax (void)
{
  static const char * const fens[] = {
    "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1",
    "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1",
    "8/8/1p6/8/2k5/8/2P5/3K4 b - - 0 1",
    "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
  };

  for (guint i = 0; i < G_N_ELEMENTS (fens); i++)
    for (guint depth = 1; depth <= 5; depth++)
      {
        PawnsOracleResult plain, minimax;
        char a[6], b[6];

        run_oracle (fens[i], PAWNS_ORACLE_PLAIN, depth, 2, FALSE, &plain, a);
        run_oracle (fens[i], PAWNS_ORACLE_MINIMAX, depth, 2, FALSE, &minimax, b);
        g_assert_cmpint (plain.value, ==, minimax.value);
        g_assert_cmpstr (a, ==, b);
        g_assert_cmpuint (plain.nodes, <=, minimax.nodes);
        g_assert_cmpuint (minimax.cutoffs, ==, 0);
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/pawns/fen/round-trip", test_fen_round_trip);
  g_test_add_func ("/pawns/fen/errors", test_fen_errors);
  g_test_add_func ("/pawns/fen/validate-boards", test_validate_boards);
  g_test_add_func ("/pawns/fen/garbage", test_fen_garbage);
  g_test_add_func ("/pawns/moves/legal", test_legal_moves);
  g_test_add_func ("/pawns/moves/play", test_play);
  g_test_add_func ("/pawns/moves/random-playouts", test_random_playouts);
  g_test_add_func ("/pawns/moves/perft", test_perft);
  g_test_add_func ("/pawns/moves/perft-known", test_perft_known);
  g_test_add_func ("/pawns/moves/san", test_san);
  g_test_add_func ("/pawns/moves/parse", test_parse_move);
  g_test_add_func ("/pawns/terminal", test_terminal);
  g_test_add_func ("/pawns/terminal/queen", test_queen_rule);
  g_test_add_func ("/pawns/evaluate", test_evaluate);
  g_test_add_func ("/pawns/enumerate", test_enumerate);
  g_test_add_func ("/pawns/enumerate/errors", test_enumerate_errors);
  g_test_add_func ("/pawns/oracle/design-figures", test_design_figures);
  g_test_add_func ("/pawns/oracle/zugzwang-modes", test_zugzwang_modes);
  g_test_add_func ("/pawns/oracle/plain-matches-minimax", test_plain_matches_minimax);
  return g_test_run ();
}
