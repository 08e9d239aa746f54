/* test-conformance.c — every game of the registry held to the CairnGame
 * interface, through its table alone (no game is named here): a game
 * added to the registry is tested by this file unchanged.
 *
 * The positions of each game: its start, then positions along seeded
 * random games played from it through the table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-count.h"
#include "cairn-games.h"
#include "cairn-position.h"
#include "cairn-search.h"
#include "cairn-settings.h"

/* Positions per game, and the longest random game. */
#define N_POSITIONS 300
#define MAX_PLIES 60

static GArray *
sample_positions (const CairnGame *game)
{
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (CairnPosition));
  g_autoptr (GRand) rand = g_rand_new_with_seed (35);

  while (positions->len < N_POSITIONS)
    {
      CairnPosition position;

      cairn_position_init_game (&position, game);
      for (guint ply = 0; ply < MAX_PLIES && positions->len < N_POSITIONS; ply++)
        {
          CairnMove moves[CAIRN_MAX_MOVES];
          int score;
          guint n;

          g_array_append_val (positions, position);
          if (game->terminal (&position.board, position.to_move, 0, &score))
            break;
          n = game->legal_moves (&position.board, position.to_move, moves);
          g_assert_cmpuint (n, >, 0);
          game->play (&position.board, position.to_move, moves[g_rand_int_range (rand, 0, (gint32) n)]);
          position.to_move = cairn_side_other (position.to_move);
        }
    }
  return positions;
}

static gboolean
has_move (const CairnMove *moves,
          guint            n,
          CairnMove        move)
{
  for (guint i = 0; i < n; i++)
    if (moves[i] == move)
      return TRUE;
  return FALSE;
}

/* What the table says of itself: its sizes, and each flag there exactly
 * when the hook it promises is. */
static void
test_table (void)
{
  const CairnGame * const *games = cairn_games_list ();

  g_assert_nonnull (games[0]);
  g_assert_true (cairn_games_default () == games[0]);
  for (guint g = 0; games[g]; g++)
    {
      const CairnGame *game = games[g];

      g_assert_true (cairn_games_lookup (game->id, NULL) == game);
      if (game->former_id)
        g_assert_true (cairn_games_lookup (game->former_id, NULL) == game);
      g_assert_cmpuint (game->max_moves, >, 0);
      g_assert_cmpuint (game->max_moves, <=, CAIRN_MAX_MOVES);
      g_assert_cmpuint (game->depth_max, <=, CAIRN_DEPTH_MAX);
      g_assert_cmpuint (game->width * game->height, >, 0);
      g_assert_cmpint (!!(game->flags & CAIRN_GAME_EDITS_PIECES), ==, game->set_piece != NULL);
      g_assert_cmpint (!!(game->flags & CAIRN_GAME_PIECES_RULE), ==, game->has_pieces != NULL);
      g_assert_cmpint (!!(game->flags & CAIRN_GAME_SEED_SCORING), ==, game->terminal_sound != NULL);
      g_assert_cmpint (!!(game->flags & CAIRN_GAME_ENGINE_STYLE), ==, game->engine != NULL);
      g_assert_cmpint (!!(game->flags & CAIRN_GAME_NAMED_ENDS), ==, game->end_kind != NULL);
      g_assert_cmpint (!!(game->flags & CAIRN_GAME_TABLEBASES), ==, game->tablebase != NULL);
      /* expand(), expand_more() and count_more(): all three or none. */
      g_assert_cmpint (game->expand != NULL, ==, game->expand_more != NULL);
      g_assert_cmpint (game->expand != NULL, ==, game->count_more != NULL);
    }
}

/* Legal moves: within max_moves, no move twice, each one's text read
 * back as the same move, its squares on the drawing grid; a position
 * without a move is over (a game may be over with moves left: a
 * three in a row, a dead position); expand()
 * and expand_more() hand out the same moves, and say the game is over
 * exactly when terminal() does. */
static void
test_legal_moves (void)
{
  for (const CairnGame * const *g = cairn_games_list (); *g; g++)
    {
      const CairnGame *game = *g;
      g_autoptr (GArray) positions = sample_positions (game);

      for (guint p = 0; p < positions->len; p++)
        {
          const CairnPosition *position = &g_array_index (positions, CairnPosition, p);
          CairnMove moves[CAIRN_MAX_MOVES];
          int score;
          gboolean over = game->terminal (&position->board, position->to_move, 0, &score);
          guint n = game->legal_moves (&position->board, position->to_move, moves);

          g_assert_cmpuint (n, <=, game->max_moves);
          if (n == 0)
            g_assert_true (over);
          for (guint i = 0; i < n; i++)
            {
              g_autofree char *text = game->move_to_string (moves[i]);
              CairnMove read = CAIRN_NO_MOVE;
              guint from, to;

              g_assert_false (has_move (moves, i, moves[i]));
              game->move_squares (moves[i], &from, &to);
              g_assert_cmpuint (to, <, game->width * game->height);
              g_assert_true (from == CAIRN_NO_SQUARE || from < game->width * game->height);
              g_assert_true (game->parse_move (&position->board, position->to_move, text, &read, NULL));
              g_assert_cmpuint (read, ==, moves[i]);
            }

          if (game->expand != NULL)
            {
              CairnMove expanded[CAIRN_MAX_MOVES];
              CairnMoveCursor cursor;
              int expand_score = 0;
              guint got = game->expand (&position->board, position->to_move, 0, expanded, &expand_score,
                                        &cursor);

              if (over)
                {
                  g_assert_cmpuint (got, ==, CAIRN_GAME_OVER);
                  g_assert_cmpint (expand_score, ==, score);
                  continue;
                }
              g_assert_cmpuint (got, !=, CAIRN_GAME_OVER);
              g_assert_cmpuint (got, >, 0);
              while (cursor.more)
                {
                  guint promised = game->count_more (&position->board, position->to_move, &cursor);
                  guint more = game->expand_more (&position->board, position->to_move, expanded + got, &cursor);

                  g_assert_cmpuint (more, <=, promised);
                  got += more;
                  g_assert_cmpuint (got, <=, n);
                }
              g_assert_cmpuint (got, ==, n);
              for (guint i = 0; i < got; i++)
                g_assert_true (has_move (moves, n, expanded[i]));
            }
        }
    }
}

/* Copy-make: playing on a copy leaves the original untouched; a pass
 * twice gives back the board the first pass made. */
static void
test_copy_make (void)
{
  for (const CairnGame * const *g = cairn_games_list (); *g; g++)
    {
      const CairnGame *game = *g;
      g_autoptr (GArray) positions = sample_positions (game);

      for (guint p = 0; p < positions->len; p++)
        {
          const CairnPosition *position = &g_array_index (positions, CairnPosition, p);
          CairnBoard original = position->board;
          CairnMove moves[CAIRN_MAX_MOVES];
          guint n = game->legal_moves (&position->board, position->to_move, moves);

          for (guint i = 0; i < n; i++)
            {
              CairnBoard copy = position->board;

              game->play (&copy, position->to_move, moves[i]);
              g_assert_true (memcmp (&copy, &position->board, sizeof copy) != 0);
              g_assert_true (memcmp (&original, &position->board, sizeof original) == 0);
            }
          if (game->play_null != NULL)
            {
              CairnBoard once = position->board, twice;

              game->play_null (&once);
              twice = once;
              game->play_null (&twice);
              game->play_null (&twice);
              g_assert_true (memcmp (&once, &twice, sizeof once) == 0);
            }
        }
    }
}

/* Text: a position written and read back is the same board and side. */
static void
test_text_round_trip (void)
{
  for (const CairnGame * const *g = cairn_games_list (); *g; g++)
    {
      const CairnGame *game = *g;
      g_autoptr (GArray) positions = sample_positions (game);

      for (guint p = 0; p < positions->len; p++)
        {
          const CairnPosition *position = &g_array_index (positions, CairnPosition, p);
          g_autofree char *text = game->position_to_string (&position->board, position->to_move);
          g_autoptr (GError) error = NULL;
          CairnPosition read;

          g_assert_true (cairn_position_parse_game (game, text,
                                                    game->text_has_side
                                                      ? NULL : cairn_game_side_id (game, position->to_move),
                                                    &read, &error));
          g_assert_no_error (error);
          g_assert_true (read.game == game || (read.game == NULL && game == cairn_games_default ()));
          g_assert_cmpint (read.to_move, ==, position->to_move);
          g_assert_true (memcmp (&read.board, &position->board, sizeof read.board) == 0);
          g_assert_true (cairn_position_equal (&read, position));
        }
    }
}

/* Count-only = stepping: the count-only search gives every counter, the
 * value and the best move the stepping engine does, to the node, on a
 * few positions of each game under each mode (and the engine style where
 * the game plays it). */
static void
test_count_equals_stepping (void)
{
  static const CairnMode modes[] = {
    CAIRN_MODE_MINIMAX, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL, CAIRN_MODE_VERIFIED,
  };

  for (const CairnGame * const *g = cairn_games_list (); *g; g++)
    {
      const CairnGame *game = *g;
      g_autoptr (GArray) positions = sample_positions (game);
      guint searched = 0;

      for (guint p = 0; p < positions->len; p += 37)
        for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
          for (guint engine = 0; engine < 1 + !!(game->flags & CAIRN_GAME_ENGINE_STYLE); engine++)
            {
              const CairnPosition *position = &g_array_index (positions, CairnPosition, p);
              CairnSettings settings;
              CairnCounters counted;
              const CairnCounters *stepped;
              g_autoptr (CairnSearch) search = NULL;
              gboolean done;

              cairn_settings_init_default (&settings);
              settings.mode = modes[m];
              /* Deep enough for probes and cutoffs, shallow enough for
               * chess's middle games under minimax. */
              settings.depth = MIN (game->depth_max, modes[m] == CAIRN_MODE_MINIMAX ? 3u : 4u);
              settings.reduction = 1;
              settings.engine_parts = engine ? CAIRN_ENGINE_PARTS_ALL : 0;
              settings.node_cap = 2000000;
              search = cairn_search_new (position, &settings, FALSE);
              cairn_search_run (search);
              stepped = cairn_search_get_counters (search);
              done = cairn_count_search (position, &settings, &counted);

              g_assert_true (done);
              g_assert_true (cairn_search_is_done (search));
              g_assert_false (cairn_search_is_aborted (search));
              g_assert_cmpuint (counted.nodes, ==, stepped->nodes);
              g_assert_cmpuint (counted.null_probes, ==, stepped->null_probes);
              g_assert_cmpuint (counted.null_prunes, ==, stepped->null_prunes);
              g_assert_cmpuint (counted.cutoffs, ==, stepped->cutoffs);
              g_assert_cmpuint (counted.verifications, ==, stepped->verifications);
              g_assert_cmpuint (counted.re_searches, ==, stepped->re_searches);
              g_assert_cmpuint (counted.events, ==, stepped->events);
              g_assert_cmpuint (counted.q_nodes, ==, stepped->q_nodes);
              g_assert_cmpuint (counted.tt_cutoffs, ==, stepped->tt_cutoffs);
              g_assert_cmpuint (counted.pvs_re_searches, ==, stepped->pvs_re_searches);
              g_assert_cmpint (counted.value, ==, stepped->value);
              g_assert_cmpint (counted.best_move, ==, stepped->best_move);
              searched++;
            }
      g_assert_cmpuint (searched, >=, 32);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (const CairnGame * const *g = cairn_games_list (); *g; g++)
    (*g)->init ();

  g_test_add_func ("/games/conformance/table", test_table);
  g_test_add_func ("/games/conformance/legal-moves", test_legal_moves);
  g_test_add_func ("/games/conformance/copy-make", test_copy_make);
  g_test_add_func ("/games/conformance/text-round-trip", test_text_round_trip);
  g_test_add_func ("/games/conformance/count-equals-stepping", test_count_equals_stepping);
  return g_test_run ();
}
