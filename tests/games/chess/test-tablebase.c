/* test-tablebase.c — real results from the Gaviota tables (Debian's
 * gaviotatb, 3 men).
 *
 * The figures are checked three ways beside the tables themselves:
 * every verdict must agree with its own moves (retrograde logic: a win
 * is the quickest winning move plus one ply, a loss the slowest losing
 * one), the short mates with Cairn's own plain search of chess (the
 * oracle), and the published maxima of KQK (mate in 10) and KRK (mate
 * in 16).  Stockfish 15.1 (no tables) agrees where it can: it finds
 * c8=R mate in 2, Kf8/Kd8 mated in 2 and Ka2 c1=R mated in 2 exactly,
 * and in the zugzwang lesson Kf6 with a mate in 12 at depth 45 (its
 * mates are upper bounds; the tables' 11 is the shortest).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>

#include "cairn-chess.h"
#include "cairn-games.h"
#include "cairn-tablebase.h"
#include "chess-oracle.h"
#include "test-util.h"

#define WIN CAIRN_TABLEBASE_WIN
#define DRAW CAIRN_TABLEBASE_DRAW
#define LOSS CAIRN_TABLEBASE_LOSS

static void
parse (const char    *fen,
       CairnPosition *position)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (cairn_position_parse (fen, NULL, position, &error));
  g_assert_no_error (error);
}

static void
probe (const char            *fen,
       CairnPosition         *position,
       CairnTablebaseVerdict *verdict)
{
  parse (fen, position);
  cairn_tablebase_probe (position, verdict);
}

/* The verdict of @move, named in coordinates ("f5f6"). */
static const CairnTablebaseMove *
find_move (const CairnPosition         *position,
           const CairnTablebaseVerdict *verdict,
           const char                  *coord)
{
  for (guint i = 0; i < verdict->n_moves; i++)
    {
      g_autofree char *text = cairn_position_game (position)->move_to_string (verdict->moves[i].move);

      if (g_str_equal (text, coord))
        return &verdict->moves[i];
    }
  g_assert_not_reached ();
}

static void
assert_move (const CairnPosition         *position,
             const CairnTablebaseVerdict *verdict,
             const char                  *coord,
             CairnTablebaseOutcome        outcome,
             guint                        plies)
{
  const CairnTablebaseMove *m = find_move (position, verdict, coord);

  g_assert_true (m->known);
  g_assert_cmpint (m->outcome, ==, outcome);
  g_assert_cmpuint (m->plies, ==, plies);
}

/* Retrograde logic: the root's result is the best its moves reach. */
static void
assert_consistent (const CairnTablebaseVerdict *v)
{
  gboolean any_win = FALSE, any_draw = FALSE;
  guint fastest = G_MAXUINT, slowest = 0;

  for (guint i = 0; i < v->n_moves; i++)
    {
      g_assert_true (v->moves[i].known);
      if (v->moves[i].outcome == WIN)
        {
          any_win = TRUE;
          fastest = MIN (fastest, v->moves[i].plies);
        }
      else if (v->moves[i].outcome == DRAW)
        any_draw = TRUE;
      else
        slowest = MAX (slowest, v->moves[i].plies);
    }
  if (v->n_moves == 0)
    return;
  if (any_win)
    {
      g_assert_cmpint (v->outcome, ==, WIN);
      g_assert_cmpuint (v->plies, ==, fastest);
    }
  else if (any_draw)
    g_assert_cmpint (v->outcome, ==, DRAW);
  else
    {
      g_assert_cmpint (v->outcome, ==, LOSS);
      g_assert_cmpuint (v->plies, ==, slowest);
    }
}

static const struct {
  const char           *fen;
  CairnTablebaseOutcome outcome;
  guint                 plies;
} known[] = {
  /* The lessons and presets. */
  { "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", WIN, 21 },    /* Zugzwang: mate in 11, only Kf6 */
  { "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", DRAW, 0 },    /* Lone pawn: the king in front holds */
  { "8/k1P5/2K5/8/8/8/8/8 w - - 0 1", WIN, 3 },      /* the stalemate trap: c8=R mates in 2 */
  { "8/3k4/8/3K4/3P4/8/8/8 w - - 0 1", DRAW, 0 },    /* Opposition, White to move: a draw */
  { "8/3k4/8/3K4/3P4/8/8/8 b - - 0 1", LOSS, 28 },   /* … Black to move loses, mate in 14 */
  { "4k3/8/8/8/8/8/8/4K3 w - - 0 1", DRAW, 0 },      /* Kings only */
  { "8/7k/5KP1/8/8/8/8/8 b - - 0 1", DRAW, 0 },      /* README's banner example */
  { "8/8/kP6/3K4/8/8/8/8 w - - 0 1", WIN, 17 },      /* README's verification example */
  /* A dozen more. */
  { "4k3/8/4K3/4Q3/8/8/8/8 w - - 0 1", WIN, 1 },     /* Qb8# or Qh8# */
  { "4k3/8/4K3/8/8/8/8/R7 b - - 0 1", LOSS, 4 },     /* Kd8/Kf8, then Rg1/Rc1 and mate */
  { "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", DRAW, 0 },     /* stalemate */
  { "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", LOSS, 0 },     /* mated */
  { "8/8/8/8/8/4k3/8/4K2q w - - 0 1", LOSS, 0 },     /* mated by a queen */
  { "8/8/8/8/8/2k5/2p5/K7 w - - 0 1", LOSS, 4 },     /* Ka2 c1=R! (c1=Q stalemates) */
  { "8/8/8/8/8/2k5/2p5/K7 b - - 0 1", WIN, 3 },
  { "8/8/8/8/4k3/8/8/R3K3 w - - 0 1", WIN, 25 },     /* KRK, mate in 13 */
  { "8/8/8/8/8/8/k7/2K4R b - - 0 1", LOSS, 24 },     /* KRK, mated in 12 */
  { "8/8/3k4/8/8/8/8/KN6 w - - 0 1", DRAW, 0 },      /* KNK */
  { "7k/8/5K2/8/8/8/8/6B1 w - - 0 1", DRAW, 0 },     /* KBK */
  { "8/8/8/3k4/3P4/8/8/4K3 b - - 0 1", DRAW, 0 },    /* Kxd4 */
  { "8/8/8/8/8/8/8/K6k w - - 0 1", DRAW, 0 },        /* two kings: no table, the rules say draw */
};

static void
test_known (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    {
      CairnPosition position;
      CairnTablebaseVerdict v;

      g_test_message ("%s", known[i].fen);
      probe (known[i].fen, &position, &v);
      g_assert_cmpint (v.status, ==, CAIRN_TABLEBASE_FOUND);
      g_assert_cmpint (v.outcome, ==, known[i].outcome);
      g_assert_cmpuint (v.plies, ==, known[i].plies);
      assert_consistent (&v);
    }
}

static void
test_zugzwang_lesson (void)
{
  CairnPosition p;
  CairnTablebaseVerdict v;
  g_autofree char *text = NULL;
  g_autofree char *moves = NULL;
  const char *draws[] = { "f5e4", "f5f4", "f5g4", "f5e5", "f5g5", "f5g6", "e6e7" };

  probe ("3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", &p, &v);
  g_assert_cmpuint (v.n_moves, ==, 8);
  assert_move (&p, &v, "f5f6", WIN, 21);
  for (guint i = 0; i < G_N_ELEMENTS (draws); i++)
    assert_move (&p, &v, draws[i], DRAW, 0);
  text = cairn_tablebase_describe (&p, &v);
  g_assert_cmpstr (text, ==, "In real chess (tablebase): White wins, mate in 11; only Kf6 wins");
  moves = cairn_tablebase_describe_moves (&p, &v);
  g_assert_cmpstr (moves, ==, "Ke4 draws; Kf4 draws; Kg4 draws; Ke5 draws; Kg5 draws; "
                   "Kf6 wins, mate in 11; Kg6 draws; e7+ draws");
}

static void
test_underpromotion (void)
{
  CairnPosition p;
  CairnTablebaseVerdict v;
  g_autofree char *text = NULL;

  probe ("8/k1P5/2K5/8/8/8/8/8 w - - 0 1", &p, &v);
  assert_move (&p, &v, "c7c8r", WIN, 3);
  assert_move (&p, &v, "c7c8q", DRAW, 0);   /* stalemate */
  assert_move (&p, &v, "c7c8n", DRAW, 0);
  assert_move (&p, &v, "c6d7", WIN, 13);
  assert_move (&p, &v, "c6d6", WIN, 15);
  assert_move (&p, &v, "c6b5", DRAW, 0);
  text = cairn_tablebase_describe (&p, &v);
  g_assert_cmpstr (text, ==, "In real chess (tablebase): White wins, mate in 2; these moves win: Kd6, Kd7, c8=R");

  probe ("8/3k4/8/3K4/3P4/8/8/8 b - - 0 1", &p, &v);
  g_clear_pointer (&text, g_free);
  text = cairn_tablebase_describe (&p, &v);
  g_assert_cmpstr (text, ==, "In real chess (tablebase): White wins, mate in 14; every move loses; "
                   "the longest defence: Ke7");
  assert_move (&p, &v, "d7e7", LOSS, 28);
  assert_move (&p, &v, "d7c7", LOSS, 26);
}

/* A mate in n is found by a plain search n + n − 1 plies deep, at the
 * value 30000 − plies, and not two plies shallower. */
static void
test_short_mates_against_oracle (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    {
      CairnPosition p;
      CairnTablebaseVerdict v;
      ChessOracleResult r;
      int mate;

      probe (known[i].fen, &p, &v);
      if (v.outcome == DRAW || v.plies == 0 || v.plies > 5)
        continue;
      g_test_message ("%s", known[i].fen);
      mate = CAIRN_CHESS_MATE - (int) v.plies;
      if ((v.outcome == LOSS) == (p.to_move == CAIRN_SIDE_X))
        mate = -mate;
      chess_oracle_run (CAIRN_CHESS_BOARD (&p.board), p.to_move, CHESS_ORACLE_PLAIN, v.plies, 0, FALSE, &r);
      g_assert_cmpint (r.value, ==, mate);
      if (v.plies > 2)
        {
          chess_oracle_run (CAIRN_CHESS_BOARD (&p.board), p.to_move, CHESS_ORACLE_PLAIN, v.plies - 2, 0, FALSE, &r);
          g_assert_cmpint (ABS (r.value), <, CAIRN_CHESS_MATE - 100);
        }
    }
}

typedef struct {
  guint64 positions;
  guint   longest;       /* plies, White to move and winning */
  guint   step, seen;
  gboolean consistent;   /* check every step-th position's moves */
} Scan;

static void
scan_one (const CairnChessBoard *b,
          CairnSide              to_move,
          gpointer               data)
{
  Scan *scan = data;
  CairnPosition p;
  CairnTablebaseOutcome outcome;
  guint plies;

  if (scan->consistent && scan->seen++ % scan->step != 0)
    return;
  cairn_position_init_game (&p, cairn_games_lookup ("chess", NULL));
  *CAIRN_CHESS_BOARD (&p.board) = *b;
  p.to_move = to_move;
  g_assert_cmpint (cairn_tablebase_probe_root (&p, &outcome, &plies), ==, CAIRN_TABLEBASE_FOUND);
  scan->positions++;
  if (outcome == WIN)
    scan->longest = MAX (scan->longest, plies);
  if (scan->consistent)
    {
      CairnTablebaseVerdict v;

      g_assert_true (cairn_tablebase_probe (&p, &v));
      g_assert_cmpint (v.outcome, ==, outcome);
      g_assert_cmpuint (v.plies, ==, plies);
      assert_consistent (&v);
    }
}

/* Published: the longest KQK win is mate in 10, the longest KRK mate in 16. */
static void
test_published_maxima (void)
{
  const struct { const char *material; guint moves; } cases[] = {
    { "KQK", 10 }, { "KRK", 16 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      Scan scan = { 0 };

      g_assert_cmpuint (cairn_chess_enumerate (cases[i].material, CAIRN_SIDE_X, scan_one, &scan, NULL), >, 0);
      g_assert_cmpuint (cairn_tablebase_mate_in (WIN, scan.longest), ==, cases[i].moves);
    }
}

/* Every 53rd position of each 3-man material, both sides to move. */
static void
test_retrograde_sample (void)
{
  const char *materials[] = { "KPK", "KKP", "KQK", "KRK", "KKR", "KBK", "KNK" };

  for (guint i = 0; i < G_N_ELEMENTS (materials); i++)
    for (guint side = 0; side < 2; side++)
      {
        Scan scan = { .step = 53, .consistent = TRUE };

        cairn_chess_enumerate (materials[i], (CairnSide) side, scan_one, &scan, NULL);
        g_assert_cmpuint (scan.seen, >, 1000);
      }
}

static void
test_not_covered (void)
{
  CairnPosition p;
  CairnTablebaseVerdict v;
  g_autofree char *text = NULL;
  CairnTablebaseOutcome outcome;
  guint plies;

  /* The mate-in-two lesson: 7 men. */
  probe ("8/7p/5K1k/7r/3n4/5N2/7R/8 w - - 0 1", &p, &v);
  g_assert_cmpint (v.status, ==, CAIRN_TABLEBASE_NOT_COVERED);
  g_assert_cmpuint (v.men, ==, 7);
  g_assert_cmpuint (v.max_men, ==, 3);
  g_assert_cmpuint (v.n_moves, ==, 0);
  text = cairn_tablebase_describe (&p, &v);
  g_assert_cmpstr (text, ==, "In real chess (tablebase): no verdict for 7 men; the tables here hold up to 3");

  probe ("4k3/8/8/8/8/8/8/4K2R w K - 0 1", &p, &v);
  g_assert_cmpint (v.status, ==, CAIRN_TABLEBASE_NOT_COVERED);
  g_clear_pointer (&text, g_free);
  text = cairn_tablebase_describe (&p, &v);
  g_assert_cmpstr (text, ==, "In real chess (tablebase): not in the tables: a position with castling rights");

  /* Beyond any tables there are: no line that would say so everywhere. */
  probe ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &p, &v);
  g_assert_cmpint (v.status, ==, CAIRN_TABLEBASE_NOT_COVERED);
  g_assert_cmpuint (v.men, ==, 32);
  g_clear_pointer (&text, g_free);
  text = cairn_tablebase_describe (&p, &v);
  g_assert_null (text);

  parse ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", &p);
  g_assert_cmpint (cairn_tablebase_probe_root (&p, &outcome, &plies), ==, CAIRN_TABLEBASE_NOT_COVERED);

  /* Tic-tac-toe: nothing to say. */
  parse ("...O.X...", &p);
  g_assert_false (cairn_tablebase_probe (&p, &v));
  g_assert_cmpint (v.status, ==, CAIRN_TABLEBASE_NOT_KNOWN);
  g_assert_null (cairn_tablebase_describe (&p, &v));
}

/* No tables in the folder, or files that are no tables: said plainly,
 * never a crash; the default comes back. */
static void
test_absent (void)
{
  g_autofree char *empty = g_dir_make_tmp ("cairn-tb-XXXXXX", NULL);
  g_autofree char *junk_dir = g_dir_make_tmp ("cairn-tb-XXXXXX", NULL);
  g_autofree char *junk = g_build_filename (junk_dir, "kpk.gtb.cp4", NULL);
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *dir = NULL;
  CairnPosition p;
  CairnTablebaseVerdict v;

  g_assert_true (g_file_set_contents (junk, "not a table", -1, NULL));

  cairn_tablebase_set_dir (empty);
  dir = cairn_tablebase_get_dir ();
  g_assert_cmpstr (dir, ==, empty);
  probe ("3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", &p, &v);
  g_assert_cmpint (v.status, ==, CAIRN_TABLEBASE_ABSENT);
  g_assert_cmpuint (v.max_men, ==, 0);
  text = cairn_tablebase_describe (&p, &v);
  expected = g_strdup_printf ("In real chess (tablebase): no endgame tables found in %s; install the "
                              "gaviotatb package or choose a folder of Gaviota tables", empty);
  g_assert_cmpstr (text, ==, expected);

  cairn_tablebase_set_dir (junk_dir);
  probe ("3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", &p, &v);
  g_assert_cmpint (v.status, ==, CAIRN_TABLEBASE_ABSENT);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&expected, g_free);
  text = cairn_tablebase_describe (&p, &v);
  expected = g_strdup_printf ("In real chess (tablebase): %s is not a Gaviota table, "
                              "so no tables were loaded from its folder", junk);
  g_assert_cmpstr (text, ==, expected);

  cairn_tablebase_set_dir ("/nonexistent/cairn/tables");
  probe ("3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", &p, &v);
  g_assert_cmpint (v.status, ==, CAIRN_TABLEBASE_ABSENT);

  /* Debian's folder, named directly or through its gtb4 subfolder. */
  cairn_tablebase_set_dir (CAIRN_TABLEBASE_DEFAULT_DIR "/gtb4");
  probe ("3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", &p, &v);
  g_assert_cmpint (v.status, ==, CAIRN_TABLEBASE_FOUND);
  g_assert_cmpuint (v.plies, ==, 21);
  cairn_tablebase_set_dir (NULL);
  g_clear_pointer (&dir, g_free);
  dir = cairn_tablebase_get_dir ();
  g_assert_cmpstr (dir, ==, CAIRN_TABLEBASE_DEFAULT_DIR);
  probe ("3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", &p, &v);
  g_assert_cmpint (v.status, ==, CAIRN_TABLEBASE_FOUND);
  g_assert_cmpuint (v.plies, ==, 21);

  g_remove (junk);
  g_rmdir (junk_dir);
  g_rmdir (empty);
}

/* Four threads probing at once get what one thread gets. */
static gpointer
probe_all (gpointer data)
{
  guint *wrong = data;

  for (guint round = 0; round < 20; round++)
    for (guint i = 0; i < G_N_ELEMENTS (known); i++)
      {
        CairnPosition p;
        CairnTablebaseVerdict v;

        probe (known[i].fen, &p, &v);
        if (v.outcome != known[i].outcome || v.plies != known[i].plies)
          g_atomic_int_inc (wrong);
      }
  return NULL;
}

static void
test_threads (void)
{
  GThread *threads[4];
  guint wrong = 0;

  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    threads[i] = g_thread_new ("probe", probe_all, &wrong);
  for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
    g_thread_join (threads[i]);
  g_assert_cmpuint (wrong, ==, 0);
}

static void
test_json (void)
{
  CairnPosition p;
  CairnTablebaseVerdict v;
  g_autoptr (GString) out = g_string_new (NULL);

  probe ("4k3/8/4K3/8/8/8/8/R7 b - - 0 1", &p, &v);
  cairn_tablebase_append_json (out, &p, &v);
  g_assert_cmpstr (out->str, ==,
                   "{\"status\":\"found\",\"men\":3,\"max_men\":3,\"result\":\"loss\",\"dtm_plies\":4,"
                   "\"mate_in\":2,\"moves\":[{\"move\":\"e8d8\",\"result\":\"loss\",\"dtm_plies\":4,"
                   "\"mate_in\":2},{\"move\":\"e8f8\",\"result\":\"loss\",\"dtm_plies\":4,\"mate_in\":2}]}");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tablebase/known", test_known);
  g_test_add_func ("/tablebase/zugzwang-lesson", test_zugzwang_lesson);
  g_test_add_func ("/tablebase/underpromotion", test_underpromotion);
  g_test_add_func ("/tablebase/short-mates-oracle", test_short_mates_against_oracle);
  g_test_add_func ("/tablebase/published-maxima", test_published_maxima);
  g_test_add_func ("/tablebase/retrograde-sample", test_retrograde_sample);
  g_test_add_func ("/tablebase/not-covered", test_not_covered);
  g_test_add_func ("/tablebase/absent", test_absent);
  g_test_add_func ("/tablebase/threads", test_threads);
  g_test_add_func ("/tablebase/json", test_json);
  return g_test_run ();
}
