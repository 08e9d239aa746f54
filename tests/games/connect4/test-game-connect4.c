/* test-game-connect4.c — Connect Four's rules (cairn-game-connect4.c,
 * CONNECT4-RULES.md): every check figure of its §9 to the node, through
 * the stepping search and the count-only search alike; every reason the
 * rules refuse an impossible position, word for word; a few values by
 * hand.  The text forms are in test-game-connect4-text.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-count.h"
#include "cairn-game-connect4.h"
#include "cairn-search.h"
#include "cairn-settings.h"

/* A figure not given by the rules is not asserted. */
#define ANY (-1)

typedef struct {
  const char *path;
  const char *position;
  CairnMode   mode;
  guint       depth;
  guint       reduction;
  int         value;       /* ANY, else X's value */
  int         column;      /* the best move's column, or ANY */
  gint64      nodes;
  gint64      cutoffs;
  gint64      probes;
  gint64      prunes;
  gint64      verifications;
} Check;

static const Check checks[] = {
  { "/connect4/checks/empty-plain-6", "-", CAIRN_MODE_PLAIN, 6, 2,
    -2, 4, 1407, 503, 0, 0, 0 },
  { "/connect4/checks/empty-null-6-r2", "-", CAIRN_MODE_NULL, 6, 2,
    -2, 4, 1700, ANY, 81, 0, 0 },
  { "/connect4/checks/empty-minimax-4", "-", CAIRN_MODE_MINIMAX, 4, 2,
    ANY, ANY, 2801, 0, 0, 0, 0 },
  { "/connect4/checks/empty-plain-8", "-", CAIRN_MODE_PLAIN, 8, 2,
    -4, 3, 19909, ANY, 0, 0, 0 },
  { "/connect4/checks/empty-null-8-r2", "-", CAIRN_MODE_NULL, 8, 2,
    ANY, ANY, 19817, ANY, 922, 266, 0 },
  { "/connect4/checks/7414571346-plain-7", "7414571346", CAIRN_MODE_PLAIN, 7, 1,
    19, 3, 40647, ANY, 0, 0, 0 },
  { "/connect4/checks/7414571346-null-7-r1", "7414571346", CAIRN_MODE_NULL, 7, 1,
    14, 4, 18821, ANY, 1659, 782, 0 },
  { "/connect4/checks/7414571346-verified-7-r1", "7414571346", CAIRN_MODE_VERIFIED, 7, 1,
    ANY, 4, 20539, ANY, ANY, ANY, 782 },
};

static void
assert_figures (const Check         *check,
                const CairnCounters *counters)
{
  if (check->value != ANY)
    g_assert_cmpint (counters->value, ==, check->value);
  if (check->column != ANY)
    {
      g_assert_cmpint (counters->best_move, >=, 0);
      g_assert_cmpuint (cairn_c4_move_column ((CairnMove) counters->best_move), ==, (guint) check->column);
    }
  g_assert_cmpuint (counters->nodes, ==, (guint64) check->nodes);
  if (check->cutoffs != ANY)
    g_assert_cmpuint (counters->cutoffs, ==, (guint64) check->cutoffs);
  if (check->probes != ANY)
    g_assert_cmpuint (counters->null_probes, ==, (guint64) check->probes);
  if (check->prunes != ANY)
    g_assert_cmpuint (counters->null_prunes, ==, (guint64) check->prunes);
  if (check->verifications != ANY)
    g_assert_cmpuint (counters->verifications, ==, (guint64) check->verifications);
}

/* One figure of §9, by the stepping search (the window's) and by the
 * count-only one (the finder's, the sweep's): both give it to the node. */
static void
test_check (gconstpointer data)
{
  const Check *check = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (CairnSearch) search = NULL;
  CairnPosition position;
  CairnSettings settings;
  CairnCounters counted;

  g_assert_true (cairn_position_parse_game (&cairn_game_connect4, check->position, NULL, &position, &error));
  g_assert_no_error (error);
  cairn_settings_init_default (&settings);
  settings.mode = check->mode;
  settings.depth = check->depth;
  settings.reduction = check->reduction;
  g_assert_true (cairn_settings_validate (&settings, &cairn_game_connect4, &error));
  g_assert_no_error (error);

  search = cairn_search_new (&position, &settings, FALSE);
  cairn_search_run (search);
  g_assert_true (cairn_search_is_done (search));
  assert_figures (check, cairn_search_get_counters (search));

  g_assert_true (cairn_count_search (&position, &settings, &counted));
  assert_figures (check, &counted);
}

/* Every reason the rules refuse a position, word for word (§1.2); the text
 * forms' own refusals are in test-game-connect4-text.c. */
static void
test_impossible_positions (void)
{
  static const struct {
    const char *text;
    const char *to_move;
    const char *message;
  } bad[] = {
    { "......./......./......./......./...X.../....... o",  NULL,
      "Impossible position: the disc in column 4, row 2 floats above an empty cell; "
      "a disc rests on the bottom row or on another disc" },
    { "......./......./......./......./......./XX..... o", NULL,
      "Impossible position: X has 2 discs and O has 0; X has as many as O (X to move) or one more (O to move)" },
    { "......./......./......./......./......./O...... x", NULL,
      "Impossible position: X has 0 discs and O has 1; X has as many as O (X to move) or one more (O to move)" },
    { "......./......./......./......./......./X...... x", NULL,
      "Impossible position: X cannot be to move with X 1 and O 0 discs; "
      "X moves when the counts are equal, O when X has one more" },
    { "4453", "o",
      "Impossible position: O cannot be to move with X 2 and O 2 discs; "
      "X moves when the counts are equal, O when X has one more" },
    { "......./......./O....../O....../O....../O..XXXX x", NULL,
      "Impossible position: both X and O have four in a row" },
    { "......./......./......./......./OOO..../XXXX..O x", NULL,
      "Impossible position: X has four in a row but is the side to move; "
      "only the side that moved last can have won" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      CairnPosition position;

      g_assert_false (cairn_position_parse_game (&cairn_game_connect4, bad[i].text, bad[i].to_move,
                                                 &position, &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, ==, bad[i].message);
    }
}

/* §2 and §3 by hand. */
static void
test_by_hand (void)
{
  const CairnGame *game = &cairn_game_connect4;
  CairnPosition position;
  CairnMove moves[CAIRN_MAX_MOVES];
  int score = 0;

  g_assert_true (cairn_position_parse_game (game, "-", NULL, &position, NULL));
  g_assert_false (game->terminal (&position.board, position.to_move, 0, &score));
  g_assert_cmpint (game->evaluate (&position.board), ==, 0);

  /* X in the centre of the bottom row: 4 lines across, 1 up, 2
   * diagonals, 1 each. */
  g_assert_true (cairn_position_parse_game (game, "4", NULL, &position, NULL));
  g_assert_cmpint (game->evaluate (&position.board), ==, 7);
  /* O on top of it: X keeps 4 across and 2 diagonals (the line up
   * holds both, 0); O has 4 across, 1 up (rows 2–5) and 4 diagonals. */
  g_assert_true (cairn_position_parse_game (game, "44", NULL, &position, NULL));
  g_assert_cmpint (game->evaluate (&position.board), ==, 6 - 9);
  /* X in 3 and 4, O in 6: X has two lines across holding both (4
   * each; the two reaching 6 hold O), 2 up, 3 diagonals; O 1 up and 1
   * diagonal. */
  g_assert_true (cairn_position_parse_game (game, "......./......./......./......./......./..XX.O. o", NULL,
                                            &position, NULL));
  g_assert_cmpint (game->evaluate (&position.board), ==, 8 + 2 + 3 - 2);

  /* Centre first, full columns left out. */
  g_assert_true (cairn_position_parse_game (game, "444444", NULL, &position, NULL));
  g_assert_cmpuint (game->legal_moves (&position.board, position.to_move, moves), ==, 6);
  g_assert_cmpuint (cairn_c4_move_column (moves[0]), ==, 3);
  g_assert_cmpuint (cairn_c4_move_column (moves[5]), ==, 7);

  /* X's four at ply 3 is worth 10000 − 3, O's −(10000 − 5) at ply 5. */
  g_assert_true (cairn_position_parse_game (game, "1122334", NULL, &position, NULL));
  g_assert_true (game->terminal (&position.board, position.to_move, 3, &score));
  g_assert_cmpint (score, ==, 9997);
  g_assert_true (cairn_position_parse_game (game, "11223376", NULL, &position, NULL));
  g_assert_false (game->terminal (&position.board, position.to_move, 0, &score));
  g_assert_true (cairn_position_parse_game (game, "1122337655", NULL, &position, NULL));
  g_assert_false (game->terminal (&position.board, position.to_move, 0, &score));
  g_assert_true (cairn_position_parse_game (game, "212121", NULL, &position, NULL));
  g_assert_false (game->terminal (&position.board, position.to_move, 0, &score));
  g_assert_true (cairn_position_parse_game (game, "2121215", NULL, &position, NULL));
  g_assert_false (game->terminal (&position.board, position.to_move, 0, &score));
  g_assert_true (cairn_position_parse_game (game, "21212151", NULL, &position, NULL));
  g_assert_true (game->terminal (&position.board, position.to_move, 5, &score));
  g_assert_cmpint (score, ==, 5 - 10000);

  /* A full board without four: 0. */
  g_assert_true (cairn_position_parse_game (game, "OOXXOOX/XXOOXXO/OOXXOOX/XXOOXXO/OOXXOOX/XXOOXXO", NULL,
                                            &position, NULL));
  g_assert_cmpuint (game->legal_moves (&position.board, position.to_move, moves), ==, 0);
  g_assert_true (game->terminal (&position.board, position.to_move, 7, &score));
  g_assert_cmpint (score, ==, 0);
}

/* Depth limits 1 to 16 (CONNECT4-RULES.md, its opening). */
static void
test_depth_limit (void)
{
  g_autoptr (GError) error = NULL;
  CairnSettings settings;

  cairn_settings_init_default (&settings);
  settings.depth = 16;
  g_assert_true (cairn_settings_validate (&settings, &cairn_game_connect4, NULL));
  settings.depth = 17;
  g_assert_false (cairn_settings_validate (&settings, &cairn_game_connect4, &error));
  g_assert_nonnull (error);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  cairn_game_connect4.init ();

  for (guint i = 0; i < G_N_ELEMENTS (checks); i++)
    g_test_add_data_func (checks[i].path, &checks[i], test_check);
  g_test_add_func ("/connect4/rules/impossible-positions", test_impossible_positions);
  g_test_add_func ("/connect4/rules/by-hand", test_by_hand);
  g_test_add_func ("/connect4/rules/depth-limit", test_depth_limit);
  return g_test_run ();
}
