/* test-util.c — helpers shared by the core test suites.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/wait.h>

#include "cairn-chess.h"
#include "cairn-game-tictactoe.h"
#include "cairn-games.h"
#include "test-util.h"

void
test_position (const char    *cells,
               const char    *to_move,
               CairnPosition *position)
{
  g_autoptr (GError) error = NULL;

  cairn_position_parse (cells, to_move, position, &error);
  g_assert_no_error (error);
}

void
test_settings (CairnMode      mode,
               guint          depth,
               guint          reduction,
               gboolean       guard,
               CairnSettings *settings)
{
  cairn_settings_init_default (settings);
  settings->mode = mode;
  settings->depth = depth;
  settings->reduction = reduction;
  settings->guard = guard;
}

void
test_chess_load (const char      *fen,
                 CairnChessBoard *board,
                 CairnSide       *side)
{
  g_autoptr (GError) error = NULL;

  if (!cairn_chess_parse_fen (fen, board, side, &error))
    g_error ("%s: %s", fen, error->message);
}

void
test_chess_check_cursor (const CairnChessBoard *b,
                         CairnSide              side)
{
  guint16 all[CAIRN_CHESS_MAX_MOVES], lazy[CAIRN_CHESS_MAX_MOVES];
  guint n = cairn_chess_legal_moves (b, side, all), got;
  CairnChessCursor cursor;

  g_assert_cmpint (cairn_chess_has_legal_move (b, side), ==, n > 0);
  got = cairn_chess_first_moves (b, side, lazy, &cursor);
  g_assert_cmpuint (got, <=, n);
  for (;;)
    {
      guint more;

      g_assert_cmpuint (cairn_chess_count_more (b, side, &cursor), ==, n - got);
      more = cairn_chess_more_moves (b, side, lazy + got, &cursor);
      if (more == 0)
        break;
      got += more;
    }
  g_assert_cmpuint (got, ==, n);
  g_assert_cmpmem (lazy, got * sizeof lazy[0], all, n * sizeof all[0]);
}

typedef struct {
  GArray *positions;
  guint   every;
  guint   seen;
  GRand  *rand;
} Sample;

static void
take_sample (const CairnChessBoard *b,
             CairnSide              to_move,
             gpointer               data)
{
  Sample *sample = data;
  CairnPosition p = { 0 };

  if (sample->rand ? g_rand_int_range (sample->rand, 0, (int) sample->every) != 0
                   : sample->seen++ % sample->every != 0)
    return;
  p.game = cairn_games_lookup ("chess", NULL);
  *CAIRN_CHESS_BOARD (&p.board) = *b;
  p.to_move = to_move;
  g_array_append_val (sample->positions, p);
}

void
test_chess_sample (GArray     *positions,
                   const char *material,
                   CairnSide   side,
                   guint       every,
                   GRand      *rand)
{
  g_autoptr (GError) error = NULL;
  Sample sample = { positions, every, 0, rand };

  cairn_chess_enumerate (material, side, take_sample, &sample, &error);
  g_assert_no_error (error);
}

/* Every legal position (3^9 boards filtered by validation), each side to
 * move where legal, in a fixed order. */
GPtrArray *
test_all_positions (void)
{
  GPtrArray *all = g_ptr_array_new_with_free_func (g_free);

  for (guint code = 0; code < 19683; code++)
    {
      CairnPosition p;

      cairn_position_init_empty (&p);
      for (guint i = 0, c = code; i < 9; i++, c /= 3)
        cairn_position_set_cell (&p, i, (CairnCell) (c % 3));
      for (guint side = 0; side < 2; side++)
        {
          p.to_move = (CairnSide) side;
          if (cairn_position_validate (&p, NULL))
            g_ptr_array_add (all, g_memdup2 (&p, sizeof p));
        }
    }
  return all;
}

void
test_assert_same_search (const CairnSearch *a,
                         const CairnSearch *b)
{
  const CairnTree *ta = cairn_search_get_tree (a);
  const CairnTree *tb = cairn_search_get_tree (b);

  g_assert_cmpmem (cairn_search_get_counters (a), sizeof (CairnCounters),
                   cairn_search_get_counters (b), sizeof (CairnCounters));
  g_assert_nonnull (ta);
  g_assert_nonnull (tb);
  g_assert_cmpuint (ta->n_nodes, ==, tb->n_nodes);
  g_assert_cmpmem (ta->nodes, sizeof (CairnNode) * ta->n_nodes,
                   tb->nodes, sizeof (CairnNode) * tb->n_nodes);
}

void
test_assert_same_counters (const CairnCounters *a,
                           const CairnCounters *b)
{
  /* Only whole 64- and 32-bit fields, no padding: equal bytes are
   * equal counters. */
  G_STATIC_ASSERT (sizeof (CairnCounters) ==
                   (13 + CAIRN_DEPTH_MAX) * sizeof (guint64) + 2 * sizeof (int));
  if (memcmp (a, b, sizeof *a) != 0)
    g_error ("the counters differ (nodes, probes, prunes, cutoffs, verifications, re-searches, "
             "events, q-nodes, table cutoffs, PVS re-searches, extensions, draws, iterations, "
             "value, best move): %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT
             " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT
             " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT
             " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT
             " %d %d against %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT
             " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT
             " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT
             " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %d %d",
             a->nodes, a->null_probes, a->null_prunes, a->cutoffs, a->verifications, a->re_searches,
             a->events, a->q_nodes, a->tt_cutoffs, a->pvs_re_searches, a->extensions, a->draws,
             a->n_iterations, a->value, a->best_move,
             b->nodes, b->null_probes, b->null_prunes, b->cutoffs,
             b->verifications, b->re_searches, b->events, b->q_nodes, b->tt_cutoffs, b->pvs_re_searches,
             b->extensions, b->draws, b->n_iterations, b->value, b->best_move);
}

void
test_assert_contains (const char *text,
                      const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” not found in:\n%s", part, text);
}

char *
test_pdf_text (const char *path)
{
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  const char *argv[] = { program, "-enc", "UTF-8", path, "-", NULL };
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int wait_status;

  if (program == NULL)
    {
      g_test_skip ("pdftotext (poppler-utils) is not installed");
      return NULL;
    }
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                &out, NULL, &wait_status, &error);
  g_assert_no_error (error);
  g_strdelimit (out, "\n", ' ');
  return out;
}

CairnSearch *
test_run_search (CairnMode   mode,
                 guint       depth,
                 guint       reduction,
                 const char *cells,
                 const char *to_move)
{
  CairnSettings settings;
  CairnPosition position;
  CairnSearch *search;

  if (cells)
    test_position (cells, to_move, &position);
  else
    cairn_position_init_empty (&position);
  test_settings (mode, depth, reduction, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  return search;
}

CairnSearch *
test_run_chess_search (const char *fen,
                       CairnMode   mode,
                       guint       depth,
                       guint       reduction)
{
  g_autoptr (GError) error = NULL;
  CairnSettings settings;
  CairnPosition position;
  CairnSearch *search;

  if (!cairn_position_parse (fen, NULL, &position, &error))
    g_error ("%s: %s", fen, error->message);
  test_settings (mode, depth, reduction, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  return search;
}

guint
test_scaled (guint n)
{
  const char *scale = g_getenv ("CAIRN_TEST_SCALE");
  guint64 percent = scale ? g_ascii_strtoull (scale, NULL, 10) : 100;

  return MAX (1u, (guint) (n * percent / 100));
}

void
test_random_root_window (CairnSettings   *settings,
                         const CairnGame *game,
                         GRand           *rand)
{
  /* Tic-tac-toe's scores are small: around them, or around a win. */
  int spread = game->win_score > 100 ? 400 : 12;
  int value = g_rand_int_range (rand, -spread, spread + 1);

  if (g_rand_int_range (rand, 0, 5) == 0)
    value = (g_rand_boolean (rand) ? 1 : -1) * (game->win_score - g_rand_int_range (rand, 0, 6));
  if (g_rand_boolean (rand))
    {
      settings->root_alpha = value - 1;
      settings->root_beta = value;
    }
  else
    {
      settings->root_alpha = value - g_rand_int_range (rand, 1, spread / 4 + 2);
      settings->root_beta = value + g_rand_int_range (rand, 1, spread / 4 + 2);
    }
}

void
test_chess_random_ending (CairnPosition *position,
                          const char    *men,
                          GRand         *rand)
{
  const CairnGame *game = cairn_games_lookup ("chess", NULL);

  for (;;)
    {
      char squares[64];
      GString *fen = g_string_new (NULL);

      memset (squares, '.', sizeof squares);
      for (const char *m = men; *m; m++)
        {
          gboolean pawn = *m == 'P' || *m == 'p';
          guint square;

          do
            square = (guint) g_rand_int_range (rand, pawn ? 8 : 0, pawn ? 56 : 64);
          while (squares[square] != '.');
          squares[square] = *m;
        }
      for (int rank = 7; rank >= 0; rank--)
        {
          guint empty = 0;

          for (guint file = 0; file < 8; file++)
            {
              char c = squares[rank * 8 + file];

              if (c == '.')
                {
                  empty++;
                  continue;
                }
              if (empty)
                g_string_append_printf (fen, "%u", empty);
              empty = 0;
              g_string_append_c (fen, c);
            }
          if (empty)
            g_string_append_printf (fen, "%u", empty);
          if (rank)
            g_string_append_c (fen, '/');
        }
      g_string_append (fen, g_rand_boolean (rand) ? " w - - 0 1" : " b - - 0 1");
      cairn_position_init_game (position, game);
      if (game->parse_position (fen->str, NULL, &position->board, &position->to_move, NULL) &&
          game->validate (&position->board, position->to_move, NULL))
        {
          g_string_free (fen, TRUE);
          return;
        }
      g_string_free (fen, TRUE);
    }
}
