/* test-epd.c — the EPD reader: operations read and kept, moves read by the
 * game, and every refusal naming its line and its reason.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-epd.h"
#include "cairn-games.h"

static GPtrArray *
parse (const char  *text,
       GError     **error)
{
  return cairn_epd_parse (cairn_epd_game (), text, strlen (text), "t.epd", error);
}

static void
test_operations (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records =
    parse ("# a comment\n"
           "\n"
           "3k4/8/4P3/5K2/8/8/8/8 w - - bm Kf6; id \"lesson; with a semicolon\"; c0 \"from Cairn\";\n"
           "  8/8/8/4k3/8/8/4P3/4K3 w - -   am e4 Kf1 ; bm Kd2 e1d1;hmvc 0; xyz a b \"c d\";\r\n",
           &error);
  const CairnEpdRecord *first, *second;
  const CairnEpdOperation *op;
  g_autofree char *fen = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (records->len, ==, 2);
  first = g_ptr_array_index (records, 0);
  second = g_ptr_array_index (records, 1);

  g_assert_cmpuint (first->line, ==, 3);
  fen = cairn_epd_record_fen (first);
  g_assert_cmpstr (fen, ==, "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1");
  g_assert_cmpstr (cairn_epd_record_get (first, "id"), ==, "lesson; with a semicolon");
  g_assert_cmpstr (cairn_epd_record_get (first, "c0"), ==, "from Cairn");
  g_assert_null (cairn_epd_record_get (first, "c1"));
  g_assert_cmpuint (first->best_moves->len, ==, 1);
  g_assert_cmpuint (first->avoid_moves->len, ==, 0);

  /* Kf6 solves; Ke5 does not. */
  {
    CairnMove kf6, ke5;
    const CairnGame *game = cairn_epd_game ();

    g_assert_true (game->parse_move (&first->position.board, first->position.to_move, "Kf6", &kf6, NULL));
    g_assert_true (game->parse_move (&first->position.board, first->position.to_move, "Ke5", &ke5, NULL));
    g_assert_true (cairn_epd_record_solved (first, kf6));
    g_assert_false (cairn_epd_record_solved (first, ke5));
    g_assert_false (cairn_epd_record_solved (first, CAIRN_NO_MOVE));
  }

  /* Several moves, SAN and coordinates; unknown opcodes kept. */
  g_assert_cmpuint (second->line, ==, 4);
  g_assert_cmpuint (second->best_moves->len, ==, 2);
  g_assert_cmpuint (second->avoid_moves->len, ==, 2);
  g_assert_null (cairn_epd_record_get (second, "id"));
  g_assert_cmpuint (second->operations->len, ==, 4);
  op = g_ptr_array_index (second->operations, 3);
  g_assert_cmpstr (op->opcode, ==, "xyz");
  g_assert_cmpuint (g_strv_length (op->operands), ==, 3);
  g_assert_cmpstr (op->operands[2], ==, "c d");
  {
    CairnMove kd2, kd1, e4, kf2;
    const CairnGame *game = cairn_epd_game ();
    const CairnBoard *b = &second->position.board;
    CairnSide side = second->position.to_move;

    g_assert_true (game->parse_move (b, side, "Kd2", &kd2, NULL));
    g_assert_true (game->parse_move (b, side, "Kd1", &kd1, NULL));
    g_assert_true (game->parse_move (b, side, "e4", &e4, NULL));
    g_assert_true (game->parse_move (b, side, "Kf2", &kf2, NULL));
    g_assert_true (cairn_epd_record_solved (second, kd2));
    g_assert_true (cairn_epd_record_solved (second, kd1));
    g_assert_false (cairn_epd_record_solved (second, e4));
    g_assert_false (cairn_epd_record_solved (second, kf2));
  }
}

/* A position with only am: every move but those solves it. */
static void
test_avoid_only (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records = parse ("8/8/8/4k3/8/8/4P3/4K3 w - - am Kf1;", &error);
  const CairnEpdRecord *record;
  CairnMove kd2, kf1;

  g_assert_no_error (error);
  record = g_ptr_array_index (records, 0);
  g_assert_true (cairn_epd_game ()->parse_move (&record->position.board, record->position.to_move, "Kd2", &kd2, NULL));
  g_assert_true (cairn_epd_game ()->parse_move (&record->position.board, record->position.to_move, "Kf1", &kf1, NULL));
  g_assert_true (cairn_epd_record_solved (record, kd2));
  g_assert_false (cairn_epd_record_solved (record, kf1));
}

/* dm: the side to move mates in n; 0 where the line has none. */
static void
test_direct_mate (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records =
    parse ("8/8/7p/5K1k/r7/3n4/5N2/R7 w - - bm Rh1+; dm 3;\n"
           "3k4/8/4P3/5K2/8/8/8/8 w - - bm Kf6;\n", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (((CairnEpdRecord *) g_ptr_array_index (records, 0))->mate_in, ==, 3);
  g_assert_cmpuint (((CairnEpdRecord *) g_ptr_array_index (records, 1))->mate_in, ==, 0);
}

static void
test_refusals (void)
{
  const struct {
    const char *text;
    int         code;
    const char *message;
  } cases[] = {
    { "", CAIRN_EPD_ERROR_EMPTY,
      "“t.epd” holds no EPD position: give one a line, the four FEN fields and operations such as bm Kf6;" },
    { "# only a comment\n\n   \n", CAIRN_EPD_ERROR_EMPTY,
      "“t.epd” holds no EPD position: give one a line, the four FEN fields and operations such as bm Kf6;" },
    { "\n3k4/8/4P3/5K2/8/8/8/8 w -\n", CAIRN_EPD_ERROR_FEN,
      "Line 2 of “t.epd”: a line starts with the four FEN fields (placement, side to move, castling, en passant); this one has 3" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - bm Kf6; id \"lesson;", CAIRN_EPD_ERROR_STRING,
      "Line 1 of “t.epd”: the string of “id” has no closing quote" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - bm Kf6", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: the operation “bm” does not end with “;”" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - 9op 1;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “9op” is not an opcode: an opcode is a letter followed by up to 13 letters, digits or underscores" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - ;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “” is not an opcode: an opcode is a letter followed by up to 13 letters, digits or underscores" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - abcdefghijklmno 1;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “abcdefghijklmno” is not an opcode: an opcode is a letter followed by up to 13 letters, digits or underscores" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - bm;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “bm” needs at least one move" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - id \"a\" \"b\";", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “id” takes one string in quotes, not 2 operands" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - bm Kf6; bm Ke5;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: the opcode “bm” appears twice" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - fmvn 70000;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “fmvn” (the fullmove number) takes one number from 0 to 65535, not “70000”" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - hmvc 65536;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “hmvc” (the halfmove clock) takes one number from 0 to 65535, not “65536”" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - dm 0;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “dm” (direct mate in n moves) takes one number from 1 to 1000, not “0”" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - dm 2 3;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “dm” (direct mate in n moves) takes one number from 1 to 1000, not “2 3”" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - dm three;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “dm” (direct mate in n moves) takes one number from 1 to 1000, not “three”" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - hmvc -1;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “hmvc” (the halfmove clock) takes one number from 0 to 65535, not “-1”" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - hmvc 1 2;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “hmvc” (the halfmove clock) takes one number from 0 to 65535, not “1 2”" },
    /* FEN counters after the four fields that are not two in range: the
     * game's own FEN reason, naming the value; or ones hmvc or fmvn
     * contradict. */
    { "3k4/8/4P3/5K2/8/8/8/8 w - - 0 bm Kf6;", CAIRN_EPD_ERROR_FEN,
      "Line 1 of “t.epd”: Invalid FEN: the halfmove clock (fifth field) “0” has no fullmove number after it; write both counters, such as 0 1, or leave both out" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - 5", CAIRN_EPD_ERROR_FEN,
      "Line 1 of “t.epd”: Invalid FEN: the halfmove clock (fifth field) “5” has no fullmove number after it; write both counters, such as 0 1, or leave both out" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - -1 1 bm Kf6;", CAIRN_EPD_ERROR_FEN,
      "Line 1 of “t.epd”: Invalid FEN: the halfmove clock (fifth field) “-1” is not a number from 0 to 65535; write a number such as 0, or leave the counters out" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - 0 -3 bm Kf6;", CAIRN_EPD_ERROR_FEN,
      "Line 1 of “t.epd”: Invalid FEN: the fullmove number (sixth field) “-3” is not a number from 0 to 65535; write a number such as 1, or leave the counters out" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - 65536 1 bm Kf6;", CAIRN_EPD_ERROR_FEN,
      "Line 1 of “t.epd”: Invalid FEN: the halfmove clock (fifth field) “65536” is not a number from 0 to 65535; write a number such as 0, or leave the counters out" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - 0 70000;", CAIRN_EPD_ERROR_FEN,
      "Line 1 of “t.epd”: Invalid FEN: the fullmove number (sixth field) “70000” is not a number from 0 to 65535; write a number such as 1, or leave the counters out" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1.5 bm Kf6;", CAIRN_EPD_ERROR_FEN,
      "Line 1 of “t.epd”: Invalid FEN: the fullmove number (sixth field) “1.5” is not a number from 0 to 65535; write a number such as 1, or leave the counters out" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1 2 bm Kf6;", CAIRN_EPD_ERROR_FEN,
      "Line 1 of “t.epd”: Invalid FEN: unexpected “2” after the move counters; a FEN has at most six fields" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: “” is not an opcode: an opcode is a letter followed by up to 13 letters, digits or underscores" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1 hmvc 2;", CAIRN_EPD_ERROR_OPERATION,
      "Line 1 of “t.epd”: the halfmove clock is given twice, “0” after the four FEN fields and “2” by hmvc; give it once" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1 bm Kf6;\n3k4/8/4P3/5K2/8/8/8/8 w - - 0 0 fmvn 2;", CAIRN_EPD_ERROR_OPERATION,
      "Line 2 of “t.epd”: the fullmove number is given twice, “0” after the four FEN fields and “2” by fmvn; give it once" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) records = parse (cases[i].text, &error);

      g_assert_null (records);
      g_assert_error (error, CAIRN_EPD_ERROR, cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* The reason of a refused FEN or move is the game's own, word for word,
 * after the line number. */
static void
test_game_reasons (void)
{
  const struct {
    const char *text;
    guint       line;
    const char *fen;    /* the four fields the game refuses, or */
    const char *move;   /* the move it refuses in LESSON */
    const char *opcode;
  } cases[] = {
    { "3k4/8/4P3/5K2/8/8/8/8 w KQ - bm Kf6;", 1, "3k4/8/4P3/5K2/8/8/8/8 w KQ -", NULL, NULL },
    { "3k4/8/4P3/5K2/8/8/8/8 w - e3 bm Kf6;", 1, "3k4/8/4P3/5K2/8/8/8/8 w - e3", NULL, NULL },
    { "8/8/8/8/8/8/8/8 w - - bm Kf6;", 1, "8/8/8/8/8/8/8/8 w - -", NULL, NULL },
    { "3k4/8/4P3/5K2/8/8/8/8 x - - bm Kf6;", 1, "3k4/8/4P3/5K2/8/8/8/8 x - -", NULL, NULL },
    { "# ok\n3k4/8/4P3/5K2/8/8/8/8 w - - bm Kf6;\n3k4/8/4P3/5K2/8/8/8/8 w - - bm Kf7;", 3, NULL, "Kf7", "bm" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - am Kf6 e8;", 1, NULL, "e8", "am" },
    { "3k4/8/4P3/5K2/8/8/8/8 w - - bm Kf6 \xff;", 1, NULL, "\xef\xbf\xbd", "bm" },
  };
  const CairnGame *game = cairn_epd_game ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GError) reason = NULL;
      g_autoptr (GPtrArray) records = parse (cases[i].text, &error);
      g_autofree char *expected = NULL;
      CairnPosition position;

      g_assert_null (records);
      if (cases[i].fen)
        {
          g_assert_false (cairn_position_parse_game (game, cases[i].fen, NULL, &position, &reason));
          g_assert_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_FEN);
          expected = g_strdup_printf ("Line %u of “t.epd”: %s", cases[i].line, reason->message);
        }
      else
        {
          CairnMove move;

          g_assert_true (cairn_position_parse_game (game, "3k4/8/4P3/5K2/8/8/8/8 w - -", NULL, &position, NULL));
          g_assert_false (game->parse_move (&position.board, position.to_move, cases[i].move, &move, &reason));
          g_assert_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_MOVE);
          expected = g_strdup_printf ("Line %u of “t.epd”: %s move “%s” is not legal in the position: %s",
                                      cases[i].line, cases[i].opcode, cases[i].move, reason->message);
        }
      g_assert_cmpstr (error->message, ==, expected);
    }
}

/* hmvc and fmvn set the board's move counters, in range. */
static void
test_counters (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records =
    parse ("3k4/8/4P3/5K2/8/8/8/8 w - - bm Kf6; hmvc 12; fmvn 65535;\n"
           "3k4/8/4P3/5K2/8/8/8/8 w - - fmvn 40;\n", &error);
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_assert_no_error (error);
  first = cairn_epd_record_fen (g_ptr_array_index (records, 0));
  second = cairn_epd_record_fen (g_ptr_array_index (records, 1));
  g_assert_cmpstr (first, ==, "3k4/8/4P3/5K2/8/8/8/8 w - - 12 65535");
  g_assert_cmpstr (second, ==, "3k4/8/4P3/5K2/8/8/8/8 w - - 0 40");
}

/* The two FEN counters right after the four fields, as many collections
 * write them: read into the board like hmvc and fmvn. */
static void
test_fen_counters (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) records =
    parse ("3k4/8/4P3/5K2/8/8/8/8 w - - 0 1 bm Kf6; id \"x\";\n"
           "3k4/8/4P3/5K2/8/8/8/8 w - -   12\t65535   bm Kf6;\n"
           "3k4/8/4P3/5K2/8/8/8/8 w - - 3 40\n"
           "3k4/8/4P3/5K2/8/8/8/8 w - - 7 9 hmvc 7; fmvn 009;\n", &error);
  const char *expected[] = {
    "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1",
    "3k4/8/4P3/5K2/8/8/8/8 w - - 12 65535",
    "3k4/8/4P3/5K2/8/8/8/8 w - - 3 40",
    "3k4/8/4P3/5K2/8/8/8/8 w - - 7 9",
  };
  const CairnEpdRecord *first;

  g_assert_no_error (error);
  g_assert_cmpuint (records->len, ==, 4);
  for (guint i = 0; i < records->len; i++)
    {
      g_autofree char *fen = cairn_epd_record_fen (g_ptr_array_index (records, i));

      g_assert_cmpstr (fen, ==, expected[i]);
    }
  /* The counters are no operation; the operations after them are read. */
  first = g_ptr_array_index (records, 0);
  g_assert_cmpuint (first->operations->len, ==, 2);
  g_assert_cmpuint (first->best_moves->len, ==, 1);
  g_assert_cmpstr (cairn_epd_record_get (first, "id"), ==, "x");
  g_assert_cmpuint (((const CairnEpdRecord *) g_ptr_array_index (records, 2))->operations->len, ==, 0);
}

static void
test_load_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "suite-kp.epd", NULL);
  g_autoptr (GPtrArray) records = cairn_epd_load_file (cairn_epd_game (), path, &error);
  g_autoptr (GPtrArray) missing = cairn_epd_load_file (cairn_epd_game (), "/nonexistent/x.epd", &error);

  g_assert_nonnull (records);
  g_assert_cmpuint (records->len, ==, 4);
  g_assert_null (missing);
  g_assert_error (error, CAIRN_EPD_ERROR, CAIRN_EPD_ERROR_READ);
}

/* The public suites shipped in data/suites/ read whole: every position,
 * its id in order, and the classic form's several bm where the book
 * allows alternatives (WAC.022 bm Ba2 Nxf7), read as the moves they name. */
static void
check_shipped_suite (const char *file,
                     guint       n_positions,
                     const char *id_prefix,
                     int         id_digits,
                     guint       n_several)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "suites", file, NULL);
  g_autoptr (GPtrArray) records = cairn_epd_load_file (cairn_epd_game (), path, &error);
  guint several = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (records->len, ==, n_positions);
  for (guint i = 0; i < records->len; i++)
    {
      const CairnEpdRecord *record = g_ptr_array_index (records, i);
      g_autofree char *id = g_strdup_printf ("%s.%0*u", id_prefix, id_digits, i + 1);

      /* One position a line, after the header's comment lines. */
      g_assert_cmpuint (record->line, ==, ((const CairnEpdRecord *) g_ptr_array_index (records, 0))->line + i);
      g_assert_cmpstr (cairn_epd_record_get (record, "id"), ==, id);
      g_assert_cmpuint (record->best_moves->len, >=, 1);
      g_assert_cmpuint (record->avoid_moves->len, ==, 0);
      several += record->best_moves->len > 1;
    }
  g_assert_cmpuint (several, ==, n_several);
}

static void
assert_best_moves (const CairnEpdRecord *record,
                   const char * const   *expected)
{
  const CairnGame *game = cairn_epd_game ();
  guint n = g_strv_length ((char **) expected);

  g_assert_cmpuint (record->best_moves->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = game->move_to_text (&record->position.board, record->position.to_move,
                                                  g_array_index (record->best_moves, CairnMove, i));

      g_assert_cmpstr (text, ==, expected[i]);
    }
}

static void
test_shipped_suites (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *wac_path = g_test_build_filename (G_TEST_DIST, "..", "data", "suites", "wac.epd", NULL);
  g_autofree char *bk_path = g_test_build_filename (G_TEST_DIST, "..", "data", "suites", "bratko-kopec.epd", NULL);
  g_autoptr (GPtrArray) wac = NULL;
  g_autoptr (GPtrArray) bk = NULL;
  const char * const wac022[] = { "Ba2", "Nxf7", NULL };
  const char * const wac031[] = { "Qxa8", "d6", "dxe6", "g3", NULL };
  const char * const bk05[] = { "Nd5", "a4", NULL };
  const char * const bk14[] = { "Qd2", "Qe1", NULL };
  g_autofree char *fen = NULL;

  check_shipped_suite ("wac.epd", 300, "WAC", 3, 33);
  check_shipped_suite ("bratko-kopec.epd", 24, "BK", 2, 2);

  wac = cairn_epd_load_file (cairn_epd_game (), wac_path, &error);
  g_assert_no_error (error);
  fen = cairn_epd_record_fen (g_ptr_array_index (wac, 21));
  g_assert_cmpstr (fen, ==, "r1bqk2r/ppp1nppp/4p3/n5N1/2BPp3/P1P5/2P2PPP/R1BQK2R w KQkq - 0 1");
  assert_best_moves (g_ptr_array_index (wac, 21), wac022);
  assert_best_moves (g_ptr_array_index (wac, 30), wac031);

  bk = cairn_epd_load_file (cairn_epd_game (), bk_path, &error);
  g_assert_no_error (error);
  assert_best_moves (g_ptr_array_index (bk, 4), bk05);
  assert_best_moves (g_ptr_array_index (bk, 13), bk14);
}

static void
test_detect (void)
{
  g_assert_true (cairn_epd_detect ("suite.EPD", ""));
  g_assert_true (cairn_epd_detect ("x.txt", "# c\n\n  8/8/8/4k3/8/8/4P3/4K3 w - - bm Kd2;\n"));
  g_assert_false (cairn_epd_detect ("x.txt", "# c; d\n8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\nx;\n"));
  g_assert_false (cairn_epd_detect ("x.txt", ""));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/epd/operations", test_operations);
  g_test_add_func ("/epd/avoid-only", test_avoid_only);
  g_test_add_func ("/epd/direct-mate", test_direct_mate);
  g_test_add_func ("/epd/refusals", test_refusals);
  g_test_add_func ("/epd/game-reasons", test_game_reasons);
  g_test_add_func ("/epd/counters", test_counters);
  g_test_add_func ("/epd/fen-counters", test_fen_counters);
  g_test_add_func ("/epd/load-file", test_load_file);
  g_test_add_func ("/epd/detect", test_detect);
  g_test_add_func ("/epd/shipped-suites", test_shipped_suites);
  return g_test_run ();
}
