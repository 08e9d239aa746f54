/* test-chess-endings.c — king-and-pawn endings under the real rules of
 * chess (CHESS-RULES.md): the old pawn game's cases, with the figures that
 * changed now those of chess (a promotion is a queen, worth 900, that
 * plays on; underpromotions are moves; a king never moves into check).
 *
 * The move generator's counts are checked against Stockfish's (perft,
 * below and in test-chess-moves.c); the positions of a material are
 * counted in test-chess-material.c; a plain recursive
 * search (the oracle in chess-oracle.c) must reproduce the design's
 * figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-chess.h"
#include "chess-oracle.h"
#include "test-util.h"

static void
load (const char      *fen,
      CairnChessBoard *b,
      CairnSide       *side)
{
  g_test_message ("position %s", fen);
  test_chess_load (fen, b, side);
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

      cairn_chess_move_to_coord (moves[i], coord);
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, coord);
    }
  return g_string_free (text, FALSE);
}

/* ---- FEN ---------------------------------------------------------------- */

typedef struct {
  const char *fen;
  const char *expected;   /* NULL: the same text */
} RoundTrip;

static const RoundTrip round_trips[] = {
  { "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", NULL },
  { "8/8/8/4k3/8/8/4P3/4K3 w - -", "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1" },
  { "  3k4/8/4P3/5K2/8/8/8/8   w  -  -  12 40 ", "3k4/8/4P3/5K2/8/8/8/8 w - - 12 40" },
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
      CairnChessBoard b, again;
      CairnSide side, side_again;
      g_autofree char *fen = NULL;

      load (round_trips[i].fen, &b, &side);
      fen = cairn_chess_to_fen (&b, side);
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
  { "", CAIRN_CHESS_ERROR_FIELDS, "empty" },
  { "   ", CAIRN_CHESS_ERROR_FIELDS, "empty" },
  { "4k3/8/8/8/8/8/4P3/4K3", CAIRN_CHESS_ERROR_FIELDS, "side to move is missing" },
  { "4k3/8/8/8/8/8/4P3/4K3 w", CAIRN_CHESS_ERROR_FIELDS, "castling field is missing" },
  { "4k3/8/8/8/8/8/4P3/4K3 w -", CAIRN_CHESS_ERROR_FIELDS, "en-passant field is missing" },
  { "8/8/8/8/8/8/8 w - -", CAIRN_CHESS_ERROR_RANKS, "has 7 ranks; it needs exactly 8" },
  { "4k3/8/8/8/8/8/8/4K3/8 w - -", CAIRN_CHESS_ERROR_RANKS, "more than 8 ranks" },
  { "4k3/8/8/8/8/8/4P3/4K2 w - -", CAIRN_CHESS_ERROR_FILES, "rank 1 has 7 squares; each rank needs exactly 8" },
  { "4k3//8/8/8/8/4P3/4K3 w - -", CAIRN_CHESS_ERROR_FILES, "rank 7 has 0 squares" },
  { "4k4/8/8/8/8/8/4P3/4K3 w - -", CAIRN_CHESS_ERROR_FILES, "rank 8 has more than 8 squares" },
  { "4k3/8/8/8/8/8/4PP3/4K3 w - -", CAIRN_CHESS_ERROR_FILES, "rank 2 has more than 8 squares" },
  { "4k3/8/8/8/8/8/4X3/4K3 w - -", CAIRN_CHESS_ERROR_PIECE, "“X” on rank 2 is not a man; use K Q R B N P for White, k q r b n p for Black" },
  { "4k3/8/8/8/3a4/8/8/4K3 w - -", CAIRN_CHESS_ERROR_PIECE, "“a” on rank 4" },
  { "4k3/8/8/8/8/8/9/4K3 w - -", CAIRN_CHESS_ERROR_PIECE, "“9”" },
  { "4k3/8/8/8/8/8/\xff/4K3 w - -", CAIRN_CHESS_ERROR_PIECE, "byte 0xFF" },
  { "8/8/8/8/8/8/4P3/4K3 w - -", CAIRN_CHESS_ERROR_KINGS, "Black has no king; each side needs exactly one king" },
  { "4k3/8/8/8/8/8/4P3/8 b - -", CAIRN_CHESS_ERROR_KINGS, "White has no king" },
  { "4k3/8/8/8/8/8/4P3/3KK3 w - -", CAIRN_CHESS_ERROR_KINGS, "White has 2 kings" },
  { "4k3/8/8/8/8/8/8/4KP2 w - -", CAIRN_CHESS_ERROR_PAWN_RANK, "White pawn stands on f1; pawns may stand only on ranks 2 to 7" },
  { "p3k3/8/8/8/8/8/8/4K3 w - -", CAIRN_CHESS_ERROR_PAWN_RANK, "Black pawn stands on a8" },
  { "4k3/8/8/PPPPPPPP/P7/8/8/4K3 w - -", CAIRN_CHESS_ERROR_PAWN_COUNT, "White has 9 pawns; each side may have at most 8" },
  { "4k3/pppppppp/7p/8/8/8/8/4K3 b - -", CAIRN_CHESS_ERROR_PAWN_COUNT, "Black has 9 pawns" },
  { "8/8/8/8/8/8/4k3/4K3 w - -", CAIRN_CHESS_ERROR_KINGS_TOUCHING, "e1 and e2 stand next to each other; kings may never touch" },
  { "4k3/3P4/8/8/8/8/8/4K3 w - -", CAIRN_CHESS_ERROR_CHECK, "Black is in check but White is to move" },
  { "4k3/8/8/8/8/8/5p2/4K3 b - -", CAIRN_CHESS_ERROR_CHECK, "White is in check but Black is to move" },
  { "4k3/8/8/8/8/8/4P3/4K3 x - -", CAIRN_CHESS_ERROR_SIDE, "“x” is not a side to move; use w for White or b for Black" },
  { "4k3/8/8/8/8/8/4P3/4K3 W - -", CAIRN_CHESS_ERROR_SIDE, "“W”" },
  { "4k3/8/8/8/8/8/4P3/4K3 white - -", CAIRN_CHESS_ERROR_SIDE, "“white”" },
  { "4k3/8/8/8/8/8/4P3/4K3 w KQkq -", CAIRN_CHESS_ERROR_CASTLING_RIGHTS, "the castling right K needs a White rook on h1" },
  { "4k3/8/8/8/8/8/4P3/4K3 w e9 -", CAIRN_CHESS_ERROR_CASTLING, "“e9” is not a castling field; write - or some of K, Q, k, q, each once" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - e9", CAIRN_CHESS_ERROR_EN_PASSANT, "“e9” is not an en-passant square" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - e", CAIRN_CHESS_ERROR_EN_PASSANT, "“e”" },
  { "4k3/8/8/8/4P3/8/8/4K3 w - e3", CAIRN_CHESS_ERROR_EN_PASSANT, "e3 is not possible with White to move; it must be on rank 6" },
  { "4k3/8/8/4p3/8/8/8/4K3 b - e6", CAIRN_CHESS_ERROR_EN_PASSANT, "must be on rank 3" },
  { "4k3/8/8/8/8/8/8/4K3 w - e6", CAIRN_CHESS_ERROR_EN_PASSANT, "needs a Black pawn on e5 that has just moved two squares" },
  { "4k3/8/8/3p4/8/8/8/4K3 w - e6", CAIRN_CHESS_ERROR_EN_PASSANT, "needs a Black pawn on e5" },
  { "4k3/4p3/8/4p3/8/8/8/4K3 w - e6", CAIRN_CHESS_ERROR_EN_PASSANT, "e6 and the square e7 the pawn came from must both be empty" },
  { "4k3/8/8/8/4P3/4P3/8/4K3 b - e3", CAIRN_CHESS_ERROR_EN_PASSANT, "e3 and the square e2" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - -1 1", CAIRN_CHESS_ERROR_COUNTERS, "the halfmove clock (fifth field) “-1” is not a number from 0 to 65535" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 x", CAIRN_CHESS_ERROR_COUNTERS, "the fullmove number (sixth field) “x”" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1.5", CAIRN_CHESS_ERROR_COUNTERS, "“1.5”" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 65536", CAIRN_CHESS_ERROR_COUNTERS, "the fullmove number (sixth field) “65536” is not a number from 0 to 65535" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 70000", CAIRN_CHESS_ERROR_COUNTERS, "the fullmove number (sixth field) “70000” is not a number from 0 to 65535" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 70000 1", CAIRN_CHESS_ERROR_COUNTERS, "the halfmove clock (fifth field) “70000” is not a number from 0 to 65535" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 65536 1", CAIRN_CHESS_ERROR_COUNTERS, "the halfmove clock (fifth field) “65536”" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0", CAIRN_CHESS_ERROR_COUNTERS,
    "Invalid FEN: the halfmove clock (fifth field) “0” has no fullmove number after it; write both counters, such as 0 1, or leave both out" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 12  ", CAIRN_CHESS_ERROR_COUNTERS,
    "Invalid FEN: the halfmove clock (fifth field) “12” has no fullmove number after it; write both counters, such as 0 1, or leave both out" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - x", CAIRN_CHESS_ERROR_COUNTERS, "the halfmove clock (fifth field) “x” is not a number from 0 to 65535" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 extra", CAIRN_CHESS_ERROR_TRAILING, "unexpected “extra” after the move counters" },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 0 1", CAIRN_CHESS_ERROR_TRAILING, "at most six fields" },
};

static void
test_fen_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_fens); i++)
    {
      const BadFen *c = &bad_fens[i];
      g_autoptr (GError) error = NULL;
      CairnChessBoard b, untouched;
      CairnSide side = CAIRN_SIDE_O;
      /* Escaped: some cases are bytes that are not UTF-8, and TAP is. */
      g_autofree char *shown = g_strescape (c->fen, NULL);

      g_test_message ("case %u: %s", i, shown);
      memset (&b, 0xAB, sizeof b);
      untouched = b;
      g_assert_false (cairn_chess_parse_fen (c->fen, &b, &side, &error));
      g_assert_error (error, CAIRN_CHESS_ERROR, c->code);
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
  CairnChessBoard b, bad;
  CairnSide side;

  load ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", &b, &side);
  g_assert_true (cairn_chess_validate (&b, side, NULL));

  {
    g_autoptr (GError) error = NULL;

    bad = b;
    bad.pieces[CAIRN_CHESS_QUEEN] |= G_GUINT64_CONSTANT (1) << 12;   /* a queen on e2 too */
    g_assert_false (cairn_chess_validate (&bad, side, &error));
    g_assert_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_OVERLAP);
    g_assert_nonnull (strstr (error->message, "two men stand on e2"));
  }
  {
    g_autoptr (GError) error = NULL;

    bad = b;
    bad.colour[CAIRN_SIDE_O] |= G_GUINT64_CONSTANT (1) << 12;   /* e2 of both colours */
    g_assert_false (cairn_chess_validate (&bad, side, &error));
    g_assert_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_OVERLAP);
    g_assert_nonnull (strstr (error->message, "the man on e2 has no single colour"));
  }
  {
    g_autoptr (GError) error = NULL;

    bad = b;
    cairn_chess_put (&bad, 60, CAIRN_CHESS_N_KINDS, CAIRN_SIDE_O);
    g_assert_false (cairn_chess_validate (&bad, side, &error));
    g_assert_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_KINGS);
  }
  {
    g_autoptr (GError) error = NULL;

    bad = b;
    bad.ep = 200;
    g_assert_false (cairn_chess_validate (&bad, side, &error));
    g_assert_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_EN_PASSANT);
  }
}

/* Random and damaged texts: never a crash, and an error exactly when the
 * parse fails. */
static void
test_fen_garbage (void)
{
  static const char alphabet[] = "KkPpQqRrBbNn12345678/ wb-e3d60 \t";
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  const char *good = "8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1";

  for (guint i = 0; i < 20000; i++)
    {
      char text[80];
      guint length = (guint) g_rand_int_range (rand, 0, sizeof text);
      g_autoptr (GError) error = NULL;
      CairnChessBoard b;
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
      ok = cairn_chess_parse_fen (text, &b, &side, &error);
      g_assert_true (ok == (error == NULL));
      if (ok)
        g_assert_true (cairn_chess_validate (&b, side, NULL));
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
  /* Promotion to queen, rook, bishop, knight; d2 is next to the black
   * king. */
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e1d1 e1f1 e1e2 e1f2 e7e8q e7e8r e7e8b e7e8n" },
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
      CairnChessBoard b;
      CairnSide side;
      guint16 moves[CAIRN_CHESS_MAX_MOVES];
      guint n;
      g_autofree char *text = NULL;

      load (move_cases[i].fen, &b, &side);
      n = cairn_chess_legal_moves (&b, side, moves);
      text = moves_to_text (moves, n);
      g_assert_cmpstr (text, ==, move_cases[i].moves);
    }
}

static void
test_play (void)
{
  CairnChessBoard b;
  CairnSide side;
  g_autofree char *double_step = NULL;
  g_autofree char *en_passant = NULL;
  g_autofree char *promotion = NULL;
  g_autofree char *king_takes = NULL;
  g_autofree char *null_move = NULL;

  load ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", &b, &side);
  cairn_chess_play (&b, side, cairn_chess_move_make (12, 28, 0));
  double_step = cairn_chess_to_fen (&b, CAIRN_SIDE_O);
  g_assert_cmpstr (double_step, ==, "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
  cairn_chess_play_null (&b);
  null_move = cairn_chess_to_fen (&b, CAIRN_SIDE_X);
  g_assert_cmpstr (null_move, ==, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1");

  load ("8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 1", &b, &side);
  cairn_chess_play (&b, side, cairn_chess_move_make (36, 43, 0));
  en_passant = cairn_chess_to_fen (&b, CAIRN_SIDE_O);
  g_assert_cmpstr (en_passant, ==, "8/4k3/3P4/8/8/8/8/4K3 b - - 0 1");

  load ("8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", &b, &side);
  cairn_chess_play (&b, side, cairn_chess_move_make (52, 60, CAIRN_CHESS_PROMO_QUEEN));
  promotion = cairn_chess_to_fen (&b, CAIRN_SIDE_O);
  g_assert_cmpstr (promotion, ==, "4Q3/8/8/8/8/2k5/8/4K3 b - - 0 1");

  load ("8/8/8/8/8/3p4/3K4/7k w - - 0 1", &b, &side);
  cairn_chess_play (&b, side, cairn_chess_move_make (11, 19, 0));
  king_takes = cairn_chess_to_fen (&b, CAIRN_SIDE_O);
  g_assert_cmpstr (king_takes, ==, "8/8/8/8/8/3K4/8/7k b - - 0 1");
}

/* The 16-bit counters stop at 65535 when a move would take them past it;
 * they used to wrap to 0, a FEN no game reaches. */
static void
test_play_counters_top (void)
{
  CairnChessBoard b;
  CairnSide side;
  g_autofree char *fen = NULL;
  g_autofree char *below = NULL;

  load ("4k3/8/8/8/8/8/8/4K3 b - - 65535 65535", &b, &side);
  cairn_chess_play (&b, side, cairn_chess_move_make (60, 59, 0));
  fen = cairn_chess_to_fen (&b, CAIRN_SIDE_X);
  g_assert_cmpstr (fen, ==, "3k4/8/8/8/8/8/8/4K3 w - - 65535 65535");

  load ("4k3/8/8/8/8/8/8/4K3 b - - 65534 65534", &b, &side);
  cairn_chess_play (&b, side, cairn_chess_move_make (60, 59, 0));
  below = cairn_chess_to_fen (&b, CAIRN_SIDE_X);
  g_assert_cmpstr (below, ==, "3k4/8/8/8/8/8/8/4K3 w - - 65535 65535");
}

/* ---- Perft: legal move paths ------------------------------------------ */

static guint64
perft_fast (const CairnChessBoard *b,
            CairnSide              side,
            guint                  depth)
{
  guint16 moves[CAIRN_CHESS_MAX_MOVES];
  guint n = cairn_chess_legal_moves (b, side, moves);
  guint64 total = 0;

  if (depth == 1)
    return n;
  for (guint i = 0; i < n; i++)
    {
      CairnChessBoard child = *b;

      cairn_chess_play (&child, side, moves[i]);
      total += perft_fast (&child, cairn_side_other (side), depth - 1);
    }
  return total;
}

/* Counted by hand: White has Kd1 Kf1 Kd2 Kf2 e3 e4.  Black's king on e5
 * then has 8 squares less those next to or attacked by White: after e3
 * (covers d4, f4): d5 f5 d6 e6 f6 e4 = 6 (d4, f4 attacked); after e4
 * (covers d5, f5): d4 e4 f4 d6 e6 f6 = 6 (e4 taken, undefended); after
 * each king move all 8 (the white king is three ranks away): 4 × 8.
 * In all 32 + 6 + 6 = 44. */
/* More figures, each equal to Stockfish 15.1's `go perft` on the same
 * position (en passant, promotions on both sides, a pawn race). */
static void
test_perft_stockfish (void)
{
  static const struct {
    const char *fen;
    guint64     counts[4];   /* depths 1 to 4 */
  } cases[] = {
    { "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", { 6, 44, 294, 2100 } },
    { "4k3/pp4pp/8/2pPp3/8/8/PP4PP/4K3 w - c6 0 1", { 15, 224, 3137, 45483 } },
    { "8/2p5/3p4/KP6/5p1k/8/4P1P1/8 w - - 0 1", { 8, 66, 544, 4834 } },
    { "4k3/1P6/8/8/8/8/6p1/4K3 b - - 0 1", { 9, 61, 606, 6046 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnChessBoard b;
      CairnSide side;

      load (cases[i].fen, &b, &side);
      for (guint depth = 1; depth <= 4; depth++)
        {
          g_assert_cmpuint (perft_fast (&b, side, depth), ==, cases[i].counts[depth - 1]);
          g_assert_cmpuint (cairn_chess_perft (&b, side, depth), ==, cases[i].counts[depth - 1]);
        }
    }
}

static void
test_perft_known (void)
{
  CairnChessBoard b;
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
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e7e8q", "e8=Q" },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e7e8n", "e8=N" },
  { "4k3/8/8/8/8/8/3p4/6K1 b - - 0 1", "d2d1q", "d1=Q+" },
  { "4k3/8/8/8/8/8/3p4/6K1 b - - 0 1", "d2d1r", "d1=R+" },
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
      CairnChessBoard b;
      CairnSide side;
      guint16 move = 0, parsed = 0;
      g_autoptr (GError) error = NULL;
      g_autofree char *san = NULL;
      char coord[6];

      load (c->fen, &b, &side);
      g_assert_true (cairn_chess_parse_move (&b, side, c->coord, &move, &error));
      g_assert_no_error (error);
      cairn_chess_move_to_coord (move, coord);
      g_assert_cmpstr (coord, ==, c->coord);
      san = cairn_chess_move_to_san (&b, side, move);
      g_assert_cmpstr (san, ==, c->san);
      g_assert_true (cairn_chess_parse_move (&b, side, san, &parsed, NULL));
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
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e7e8q", "e7e8q" },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e7e8", "e7e8q" },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e8=Q", "e7e8q" },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e8Q", "e7e8q" },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e8=R", "e7e8r" },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e7e8n", "e7e8n" },
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
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e8=K", NULL },
  { "8/4P3/8/8/8/2k5/8/4K3 w - - 0 1", "e7e8k", NULL },
};

static void
test_parse_move (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (parse_move_cases); i++)
    {
      const ParseMoveCase *c = &parse_move_cases[i];
      CairnChessBoard b;
      CairnSide side;
      guint16 move = 0;
      g_autoptr (GError) error = NULL;
      gboolean ok;
      g_autofree char *shown = g_strescape (c->text, NULL);

      load (c->fen, &b, &side);
      g_test_message ("move “%s”", shown);
      ok = cairn_chess_parse_move (&b, side, c->text, &move, &error);
      if (c->coord)
        {
          char coord[6];

          g_assert_no_error (error);
          g_assert_true (ok);
          cairn_chess_move_to_coord (move, coord);
          g_assert_cmpstr (coord, ==, c->coord);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, CAIRN_CHESS_ERROR, CAIRN_CHESS_ERROR_MOVE);
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
          g_assert_nonnull (strstr (error->message, "is not a legal move here; give a legal move in coordinates like e2e4 or e7e8q, or in SAN like Nf3"));
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
  { "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "kings only: dead material", TRUE, 0 },
  { "4k3/8/8/8/8/8/8/3NK3 w - - 0 1", "a lone knight: dead material", TRUE, 0 },
  { "4k3/8/8/8/8/8/8/3bK3 w - - 0 1", "a lone bishop: dead material", TRUE, 0 },
  { "4k3/8/8/8/8/8/8/3RK3 w - - 0 1", "a rook mates: game goes on", FALSE, 0 },
  { "4k3/8/8/8/8/8/8/2NNK3 w - - 0 1", "two knights: game goes on", FALSE, 0 },
  { "4k3/8/8/8/8/8/8/2nBK3 w - - 0 1", "a minor piece each: game goes on", FALSE, 0 },
  { "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "game goes on", FALSE, 0 },
  { "k7/P7/1K6/8/8/8/8/8 b - - 0 1", "stalemate", TRUE, 0 },
  { "7k/5KP1/6P1/8/8/8/8/8 b - - 0 1", "Black is mated", TRUE, 30000 - 5 },
  { "8/8/8/8/8/6p1/5kp1/7K w - - 0 1", "White is mated", TRUE, 5 - 30000 },
  { "1k1R4/8/1K6/8/8/8/8/8 b - - 0 1", "Black is mated by a rook", TRUE, 30000 - 5 },
  { "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", "Black is stalemated by a queen", TRUE, 0 },
  { "8/8/8/8/8/1k6/p7/K7 w - - 0 1", "White is stalemated", TRUE, 0 },
  { "8/8/8/8/8/8/p7/k1K5 w - - 0 1", "the black king is boxed in, White to move", FALSE, 0 },
};

static void
test_terminal (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (terminal_cases); i++)
    {
      const TerminalCase *c = &terminal_cases[i];
      CairnChessBoard b;
      CairnSide side;
      int score = 999;

      load (c->fen, &b, &side);
      g_test_message ("%s", c->note);
      g_assert_cmpint (cairn_chess_terminal (&b, side, 5, &score), ==, c->terminal);
      if (c->terminal)
        g_assert_cmpint (score, ==, c->score);
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
    /* A new queen is material: 900, not a win. */
    { "4Q3/8/8/8/8/2k5/8/4K3 b - - 0 1", 900 },
    { "4k3/8/8/8/8/8/8/3qK3 w - - 0 1", -900 },
    { "3rk3/8/8/8/8/8/8/2NBK3 w - - 0 1", 300 + 300 - 500 },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnChessBoard b;
      CairnSide side;

      load (cases[i].fen, &b, &side);
      g_assert_cmpint (cairn_chess_evaluate (&b), ==, cases[i].value);
    }
}

/* ---- The oracle: CHESS-RULES.md §9.2's figures ------------------------------------ */

static void
run_oracle (const char        *fen,
            ChessOracleMode    mode,
            guint              depth,
            guint              reduction,
            gboolean           guard,
            ChessOracleResult *r,
            char               coord[6])
{
  CairnChessBoard b;
  CairnSide side;

  load (fen, &b, &side);
  chess_oracle_run (&b, side, mode, depth, reduction, guard, r);
  cairn_chess_move_to_coord (r->best_move, coord);
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
  ChessOracleResult r;
  char coord[6];

  run_oracle (fen, CHESS_ORACLE_PLAIN, 7, 2, FALSE, &r, coord);
  g_assert_cmpuint (r.nodes, ==, 20689);
  g_assert_cmpint (r.value, ==, 120);
  g_assert_cmpstr (coord, ==, "e1d2");
  g_assert_cmpuint (r.cutoffs, ==, 1544);
  g_assert_cmpuint (r.probes, ==, 0);

  run_oracle (fen, CHESS_ORACLE_NULL, 7, 2, FALSE, &r, coord);
  g_assert_cmpuint (r.nodes, ==, 7398);
  g_assert_cmpuint (r.probes, ==, 138);
  g_assert_cmpuint (r.prunes, ==, 17);
  g_assert_cmpint (r.value, ==, 120);
  g_assert_cmpstr (coord, ==, "e1d2");
}

/* Zugzwang: White's Kf6 queens the pawn, but a null probe assumes White
 * may pass.  Under the real rules the new queen is worth 900 at the
 * horizon (the pawn game called it a win, above 1200). */
static void
test_zugzwang_modes (void)
{
  const char *fen = "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1";
  ChessOracleResult r;
  char coord[6];

  run_oracle (fen, CHESS_ORACLE_PLAIN, 7, 1, FALSE, &r, coord);
  g_assert_cmpstr (coord, ==, "f5f6");
  g_assert_cmpint (r.value, ==, 900);
  run_oracle (fen, CHESS_ORACLE_NULL, 7, 1, FALSE, &r, coord);
  g_assert_cmpstr (coord, ==, "f5e4");
  run_oracle (fen, CHESS_ORACLE_VERIFIED, 7, 1, FALSE, &r, coord);
  g_assert_cmpstr (coord, ==, "f5f6");
  g_assert_cmpint (r.value, ==, 900);
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
        ChessOracleResult plain, minimax;
        char a[6], b[6];

        run_oracle (fens[i], CHESS_ORACLE_PLAIN, depth, 2, FALSE, &plain, a);
        run_oracle (fens[i], CHESS_ORACLE_MINIMAX, depth, 2, FALSE, &minimax, b);
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

  g_test_add_func ("/chess-endings/fen/round-trip", test_fen_round_trip);
  g_test_add_func ("/chess-endings/fen/errors", test_fen_errors);
  g_test_add_func ("/chess-endings/fen/validate-boards", test_validate_boards);
  g_test_add_func ("/chess-endings/fen/garbage", test_fen_garbage);
  g_test_add_func ("/chess-endings/moves/legal", test_legal_moves);
  g_test_add_func ("/chess-endings/moves/play", test_play);
  g_test_add_func ("/chess-endings/moves/play-counters-top", test_play_counters_top);
  g_test_add_func ("/chess-endings/moves/perft-stockfish", test_perft_stockfish);
  g_test_add_func ("/chess-endings/moves/perft-known", test_perft_known);
  g_test_add_func ("/chess-endings/moves/san", test_san);
  g_test_add_func ("/chess-endings/moves/parse", test_parse_move);
  g_test_add_func ("/chess-endings/terminal", test_terminal);
  g_test_add_func ("/chess-endings/evaluate", test_evaluate);
  g_test_add_func ("/chess-endings/oracle/design-figures", test_design_figures);
  g_test_add_func ("/chess-endings/oracle/zugzwang-modes", test_zugzwang_modes);
  g_test_add_func ("/chess-endings/oracle/plain-matches-minimax", test_plain_matches_minimax);
  return g_test_run ();
}
