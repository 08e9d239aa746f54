/* test-search-chess.c — the stepping engine on chess, through the
 * game interface: CHESS-RULES.md §9's figures, stepping against running, the
 * recorded tree, and a recursive oracle over many positions and modes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess-board.h"
#include "cairn-games.h"
#include "cairn-scenario.h"
#include "cairn-stepper.h"
#include "chess-oracle.h"
#include "test-util.h"

#define CHECK_FEN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"

static const CairnGame *
chess (void)
{
  const CairnGame *game = cairn_games_lookup ("chess", NULL);

  g_assert_nonnull (game);
  return game;
}

static void
parse (const char    *fen,
       CairnPosition *position)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (cairn_position_parse (fen, NULL, position, &error));
  g_assert_no_error (error);
  g_assert_true (cairn_position_game (position) == chess ());
}

static CairnMove
move (const CairnPosition *position,
      const char          *text)
{
  g_autoptr (GError) error = NULL;
  CairnMove m = CAIRN_NO_MOVE;

  g_assert_true (chess ()->parse_move (&position->board, position->to_move, text, &m, &error));
  g_assert_no_error (error);
  return m;
}

static void
test_registry (void)
{
  g_autoptr (GError) error = NULL;
  const CairnGame * const *games = cairn_games_list ();

  g_assert_true (games[0] == cairn_games_default ());
  g_assert_cmpstr (games[0]->id, ==, "tictactoe");
  for (guint i = 0; games[i]; i++)
    {
      g_assert_true (cairn_games_lookup (games[i]->id, NULL) == games[i]);
      g_assert_cmpuint (games[i]->depth_max, <=, CAIRN_DEPTH_MAX);
      g_assert_cmpuint (games[i]->max_moves, <=, CAIRN_MAX_MOVES);
    }
  g_assert_cmpuint (chess ()->depth_max, ==, 12);
  g_assert_cmpuint (cairn_games_default ()->depth_max, ==, 9);
  /* The old pawn game's id reads as chess. */
  g_assert_true (cairn_games_lookup ("pawns", NULL) == chess ());
  g_assert_cmpstr (chess ()->id, ==, "chess");
  g_assert_null (cairn_games_lookup ("checkers", &error));
  g_assert_error (error, CAIRN_GAME_ERROR, CAIRN_GAME_ERROR_UNKNOWN);
  g_assert_cmpstr (error->message, ==, "Unknown game “checkers”: use tictactoe, chess, connect4");
  g_assert_true (cairn_games_guess (CHECK_FEN) == chess ());
  g_assert_true (cairn_games_guess ("...O.X...") == cairn_games_default ());
}

/* The depth limit belongs to the game: 12 for chess, 9 for tic-tac-toe. */
static void
test_depth_limits (void)
{
  g_autoptr (GError) error = NULL;
  CairnSettings settings;
  guint depth;

  test_settings (CAIRN_MODE_PLAIN, 12, 3, FALSE, &settings);
  g_assert_true (cairn_settings_validate (&settings, chess (), NULL));
  g_assert_false (cairn_settings_validate (&settings, NULL, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_DEPTH);
  g_assert_cmpstr (error->message, ==, "Invalid depth limit 12: use a whole number from 1 to 9");
  g_clear_error (&error);
  settings.depth = 13;
  g_assert_false (cairn_settings_validate (&settings, chess (), &error));
  g_assert_cmpstr (error->message, ==, "Invalid depth limit 13: use a whole number from 1 to 12");
  g_clear_error (&error);
  g_assert_true (cairn_depth_parse_for_game (chess (), "12", &depth, NULL));
  g_assert_cmpuint (depth, ==, 12);
  g_assert_false (cairn_depth_parse_for_game (chess (), "13", &depth, &error));
  g_assert_cmpstr (error->message, ==, "Invalid depth limit “13”: use a whole number from 1 to 12");
}

static void
test_position_and_scenario (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *data = NULL;
  CairnPosition p, q;
  CairnScenario scenario, loaded;

  parse (CHECK_FEN, &p);
  text = cairn_position_to_string (&p);
  g_assert_cmpstr (text, ==, "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
  g_assert_cmpint (p.to_move, ==, CAIRN_SIDE_X);
  g_assert_true (cairn_position_validate (&p, NULL));
  g_assert_true (cairn_position_parse (CHECK_FEN, "w", &q, NULL));
  g_assert_true (cairn_position_equal (&p, &q));
  g_assert_false (cairn_position_parse (CHECK_FEN, "b", &q, &error));
  g_assert_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_SIDE);
  g_clear_error (&error);
  g_assert_false (cairn_position_parse ("8/8/8/8/8/8/8/8 w - -", NULL, &q, &error));
  g_assert_error (error, CAIRN_POSITION_ERROR, CAIRN_POSITION_ERROR_GAME);
  g_clear_error (&error);

  /* Grid row 0 is rank 8: the white king on e1 is at the bottom. */
  g_assert_cmpint (chess ()->piece_at (&p.board, 4, 7), ==, CAIRN_PIECE_WHITE_KING);
  g_assert_cmpint (chess ()->piece_at (&p.board, 4, 6), ==, CAIRN_PIECE_WHITE_PAWN);
  g_assert_cmpint (chess ()->piece_at (&p.board, 4, 3), ==, CAIRN_PIECE_BLACK_KING);
  g_assert_cmpint (chess ()->piece_at (&p.board, 0, 0), ==, CAIRN_PIECE_NONE);

  cairn_scenario_init_default (&scenario);
  scenario.position = p;
  scenario.depth = 12;
  data = cairn_scenario_to_data (&scenario);
  g_assert_nonnull (strstr (data, "game=chess\n"));
  g_assert_null (strstr (data, "to-move"));
  g_assert_true (cairn_scenario_load_data (&loaded, data, strlen (data), &error));
  g_assert_no_error (error);
  g_assert_true (cairn_position_equal (&loaded.position, &p));
  g_assert_cmpuint (loaded.depth, ==, 12);

  /* A tic-tac-toe file without the key stays tic-tac-toe; a pawn file
   * needs it (and its depth range). */
  {
    static const char old[] = "[Cairn Scenario]\nposition=...O.X...\nto-move=x\ndepth=3\nreduction=1\n";
    static const char bad[] = "[Cairn Scenario]\ngame=pawns\nposition=" CHECK_FEN "\ndepth=13\nreduction=1\n";
    static const char unknown[] = "[Cairn Scenario]\ngame=go\nposition=.........\ndepth=3\nreduction=1\n";

    g_assert_true (cairn_scenario_load_data (&loaded, old, strlen (old), NULL));
    g_assert_true (cairn_position_game (&loaded.position) == cairn_games_default ());
    g_assert_false (cairn_scenario_load_data (&loaded, bad, strlen (bad), &error));
    g_assert_nonnull (strstr (error->message, "from 1 to 12"));
    g_clear_error (&error);
    g_assert_false (cairn_scenario_load_data (&loaded, unknown, strlen (unknown), &error));
    g_assert_error (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_BAD_VALUE);
    g_assert_nonnull (strstr (error->message, "Unknown game “go”"));
  }
}

static CairnSearch *
search_new (const CairnPosition *position,
            CairnMode            mode,
            guint                depth,
            guint                reduction,
            gboolean             guard,
            gboolean             record)
{
  CairnSettings settings;

  test_settings (mode, depth, reduction, guard, &settings);
  return cairn_search_new (position, &settings, record);
}

/* CHESS-RULES.md §9.2's check figures, through the stepping engine. */
static void
test_check_figures (void)
{
  CairnPosition p;
  const CairnCounters *c;
  g_autoptr (CairnSearch) plain = NULL;
  g_autoptr (CairnSearch) null = NULL;

  parse (CHECK_FEN, &p);

  plain = search_new (&p, CAIRN_MODE_PLAIN, 7, 3, FALSE, TRUE);
  cairn_search_run (plain);
  c = cairn_search_get_counters (plain);
  g_assert_cmpuint (c->nodes, ==, 20689);
  g_assert_cmpint (c->value, ==, 120);
  g_assert_cmpint (c->best_move, ==, move (&p, "e1d2"));
  g_assert_cmpint (c->best_move, ==, move (&p, "Kd2"));
  g_assert_cmpuint (c->cutoffs, ==, 1544);
  g_assert_cmpuint (c->null_probes, ==, 0);

  null = search_new (&p, CAIRN_MODE_NULL, 7, 2, FALSE, FALSE);
  cairn_search_run (null);
  c = cairn_search_get_counters (null);
  g_assert_cmpuint (c->nodes, ==, 7398);
  g_assert_cmpuint (c->null_probes, ==, 138);
  g_assert_cmpuint (c->null_prunes, ==, 17);
  g_assert_cmpint (c->value, ==, 120);
  g_assert_cmpint (c->best_move, ==, move (&p, "e1d2"));
}

/* Stepping event by event ends where running to completion does, with the
 * same tree, node for node; and the tree is consistent with the rules. */
static void
test_stepping_and_tree (void)
{
  static const struct {
    CairnMode mode;
    guint     reduction;
    gboolean  guard;
  } modes[] = {
    { CAIRN_MODE_PLAIN, 3, FALSE },
    { CAIRN_MODE_NULL, 2, FALSE },
    { CAIRN_MODE_NULL, 1, TRUE },
    { CAIRN_MODE_VERIFIED, 1, FALSE },
    { CAIRN_MODE_NULL, CAIRN_REDUCTION_ADAPTIVE, FALSE },
    { CAIRN_MODE_MINIMAX, 3, FALSE },
  };
  static const char * const fens[] = {
    CHECK_FEN,
    "8/8/8/8/3k4/8/3P4/3K4 b - - 0 1",
    "8/8/3k4/3p4/3P4/3K4/8/8 w - - 0 1",   /* mutual zugzwang */
    "8/2P5/8/8/8/8/k7/4K3 w - - 0 1",        /* a promotion in one */
    "8/8/8/3pP3/8/8/8/k3K3 w - d6 0 1",      /* en passant */
  };

  for (guint f = 0; f < G_N_ELEMENTS (fens); f++)
    for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
      {
        CairnPosition p;
        guint depth = modes[m].mode == CAIRN_MODE_MINIMAX ? 4 : 5;
        g_autoptr (CairnSearch) run = NULL;
        g_autoptr (CairnSearch) stepped = NULL;
        const CairnTree *tree;
        guint64 events = 0;

        parse (fens[f], &p);
        run = search_new (&p, modes[m].mode, depth, modes[m].reduction, modes[m].guard, TRUE);
        stepped = search_new (&p, modes[m].mode, depth, modes[m].reduction, modes[m].guard, TRUE);
        cairn_search_run (run);
        for (;;)
          {
            const CairnEvent *e = cairn_search_step (stepped);

            g_assert_cmpuint (e->index, ==, events);
            events++;
            if (e->type == CAIRN_EVENT_CUTOFF || e->type == CAIRN_EVENT_NULL_PRUNE)
              {
                CairnMove all[CAIRN_MAX_MOVES];
                guint n = cairn_tree_node_moves (cairn_search_get_tree (stepped), e->node, all);

                g_assert_cmpuint (e->n_skipped, >, 0);
                g_assert_cmpuint (e->n_skipped, <=, n);
              }
            if (e->type == CAIRN_EVENT_DONE)
              break;
          }
        test_assert_same_search (run, stepped);
        g_assert_cmpuint (cairn_search_get_counters (run)->events, ==, events);

        tree = cairn_search_get_tree (run);
        for (guint32 i = 0; i < tree->n_nodes; i++)
          {
            const CairnNode *node = cairn_tree_get (tree, i);
            CairnMove moves[CAIRN_MAX_MOVES], ghosts[CAIRN_MAX_MOVES];
            guint n_moves, n_ghosts, n_children = 0;
            CairnBoard board;

            cairn_tree_node_board (tree, i, &board);
            g_assert_true (chess ()->validate (&board, cairn_node_side (node), NULL) ||
                           chess ()->terminal (&board, cairn_node_side (node), 0, &(int) { 0 }));
            if (node->end != CAIRN_END_EXACT && node->end != CAIRN_END_CUTOFF &&
                node->end != CAIRN_END_NULL_PRUNED)
              continue;
            n_moves = cairn_tree_node_moves (tree, i, moves);
            n_ghosts = cairn_tree_node_ghosts (tree, i, ghosts);
            /* A re-searched node's final pass is the one its ghosts follow. */
            for (guint32 c = node->first_child; c != CAIRN_NO_NODE; c = tree->nodes[c].next_sibling)
              if (tree->nodes[c].kind == CAIRN_NODE_MOVE &&
                  (!(node->flags & CAIRN_NODE_FLAG_RE_SEARCHED) ||
                   (tree->nodes[c].flags & CAIRN_NODE_FLAG_IN_RE_SEARCH)))
                {
                  g_assert_cmpuint (tree->nodes[c].move, ==, moves[n_children]);
                  n_children++;
                }
            g_assert_cmpuint (n_children + n_ghosts, ==, n_moves);
            if (n_ghosts > 0)
              g_assert_cmpmem (ghosts, n_ghosts * sizeof (CairnMove),
                               moves + n_children, n_ghosts * sizeof (CairnMove));
          }
      }
}

/* The stepper advances a pawn search and a tic-tac-toe search side by
 * side from the main loop, each to the end a plain run reaches. */
static void
test_stepper (void)
{
  g_autoptr (CairnStepper) stepper = cairn_stepper_new ();
  CairnPosition p, ttt;
  g_autoptr (CairnSearch) pawn_run = NULL;
  g_autoptr (CairnSearch) ttt_run = NULL;

  parse (CHECK_FEN, &p);
  test_position ("...O.X...", "x", &ttt);
  pawn_run = search_new (&p, CAIRN_MODE_VERIFIED, 6, 2, FALSE, TRUE);
  ttt_run = search_new (&ttt, CAIRN_MODE_VERIFIED, 6, 2, FALSE, TRUE);
  cairn_search_run (pawn_run);
  cairn_search_run (ttt_run);

  cairn_stepper_add_search (stepper, search_new (&p, CAIRN_MODE_VERIFIED, 6, 2, FALSE, TRUE));
  cairn_stepper_add_search (stepper, search_new (&ttt, CAIRN_MODE_VERIFIED, 6, 2, FALSE, TRUE));
  cairn_stepper_run (stepper);
  while (!cairn_stepper_is_finished (stepper))
    g_main_context_iteration (NULL, TRUE);
  test_assert_same_search (cairn_stepper_get_search (stepper, 0), pawn_run);
  test_assert_same_search (cairn_stepper_get_search (stepper, 1), ttt_run);
}

/* A null probe is never tried while the side to move is in check. */
static void
test_no_probe_in_check (void)
{
  CairnPosition p;
  g_autoptr (CairnSearch) s = NULL;
  const CairnTree *tree;
  guint probes = 0;

  parse ("8/8/8/8/3k4/8/3P4/3K4 w - - 0 1", &p);
  s = search_new (&p, CAIRN_MODE_NULL, 6, 1, FALSE, TRUE);
  cairn_search_run (s);
  tree = cairn_search_get_tree (s);
  for (guint32 i = 0; i < tree->n_nodes; i++)
    if (tree->nodes[i].kind == CAIRN_NODE_NULL_PROBE)
      {
        guint32 parent = tree->nodes[i].parent;
        CairnBoard board;

        cairn_tree_node_board (tree, parent, &board);
        g_assert_false (chess ()->in_check (&board, cairn_node_side (&tree->nodes[parent])));
        probes++;
      }
  g_assert_cmpuint (probes, >, 0);
}

/* The engine against the recursive oracle, on every counter, the value and
 * the best move, over a spread of positions and every mode. */
static void
test_oracle (void)
{
  static const struct {
    const char *material;
    CairnSide   side;
    guint       every;
  } materials[] = {
    { "KPK", CAIRN_SIDE_X, 1901 },
    { "KPK", CAIRN_SIDE_O, 1907 },
    { "KPKP", CAIRN_SIDE_X, 70001 },
    { "KPKP", CAIRN_SIDE_O, 70003 },
    { "KPPK", CAIRN_SIDE_X, 90007 },
  };
  static const struct {
    CairnMode       mode;
    ChessOracleMode oracle;
    guint           depth;
    guint           reduction;
    gboolean        guard;
  } modes[] = {
    { CAIRN_MODE_PLAIN, CHESS_ORACLE_PLAIN, 5, 3, FALSE },
    { CAIRN_MODE_NULL, CHESS_ORACLE_NULL, 5, 1, FALSE },
    { CAIRN_MODE_NULL, CHESS_ORACLE_NULL, 6, 2, TRUE },
    { CAIRN_MODE_NULL, CHESS_ORACLE_NULL, 8, CAIRN_REDUCTION_ADAPTIVE, FALSE },
    { CAIRN_MODE_VERIFIED, CHESS_ORACLE_VERIFIED, 5, 1, FALSE },
    { CAIRN_MODE_VERIFIED, CHESS_ORACLE_VERIFIED, 6, 2, TRUE },
    { CAIRN_MODE_MINIMAX, CHESS_ORACLE_MINIMAX, 3, 3, FALSE },
    /* R = 0, the finder's zugzwang test: probes as deep as a move. */
    { CAIRN_MODE_NULL, CHESS_ORACLE_NULL, 5, CAIRN_REDUCTION_NONE, FALSE },
    { CAIRN_MODE_NULL, CHESS_ORACLE_NULL, 5, CAIRN_REDUCTION_NONE, TRUE },
    { CAIRN_MODE_VERIFIED, CHESS_ORACLE_VERIFIED, 5, CAIRN_REDUCTION_NONE, TRUE },
  };
  g_autoptr (GArray) positions = g_array_new (FALSE, FALSE, sizeof (CairnPosition));
  guint compared = 0;

  for (guint i = 0; i < G_N_ELEMENTS (materials); i++)
    test_chess_sample (positions, materials[i].material, materials[i].side, materials[i].every, NULL);
  g_test_message ("%u positions", positions->len);
  g_assert_cmpuint (positions->len, >=, 200);

  for (guint i = 0; i < positions->len; i++)
    for (guint m = 0; m < G_N_ELEMENTS (modes); m++)
      {
        const CairnPosition *p = &g_array_index (positions, CairnPosition, i);
        CairnSettings settings;
        CairnCounters c;
        ChessOracleResult o;

        test_settings (modes[m].mode, modes[m].depth, modes[m].reduction, modes[m].guard, &settings);
        cairn_search_count (p, &settings, &c);
        chess_oracle_run (CAIRN_CHESS_BOARD (&p->board), p->to_move, modes[m].oracle, modes[m].depth,
                          modes[m].reduction, modes[m].guard, &o);
        if (c.nodes != o.nodes || c.value != o.value)
          {
            g_autofree char *fen = cairn_position_to_string (p);

            g_test_message ("%s, mode %u: engine %" G_GUINT64_FORMAT " nodes value %d, oracle %"
                            G_GUINT64_FORMAT " nodes value %d", fen, m, c.nodes, c.value, o.nodes, o.value);
          }
        chess_oracle_assert_same (&c, &o);
        compared++;
      }
  g_test_message ("%u searches compared", compared);
}


/* The root child reached by @coord, or CAIRN_NO_NODE. */
static guint32
root_child (const CairnTree     *tree,
            const CairnPosition *position,
            const char          *coord)
{
  CairnMove m = move (position, coord);

  for (guint32 c = tree->nodes[0].first_child; c != CAIRN_NO_NODE; c = tree->nodes[c].next_sibling)
    if (tree->nodes[c].move == m)
      return c;
  return CAIRN_NO_NODE;
}

/* The false things the pawn game said (issue 21), now true. */
static void
test_promotion_stalemate (void)
{
  CairnPosition p;
  g_autoptr (CairnSearch) s = NULL;
  const CairnTree *tree;
  CairnCounters c;
  guint32 queen;

  /* g8=Q stalemates (0); g8=R mates in 2 (the pawn game: "g8=Q wins"). */
  parse ("8/6P1/8/8/8/8/2K5/k7 w - - 0 1", &p);
  s = search_new (&p, CAIRN_MODE_PLAIN, 3, 1, FALSE, TRUE);
  cairn_search_run (s);
  c = *cairn_search_get_counters (s);
  g_assert_cmpint (c.value, ==, 30000 - 3);
  g_assert_cmpint (c.best_move, ==, move (&p, "g7g8r"));
  tree = cairn_search_get_tree (s);
  queen = root_child (tree, &p, "g8=Q");
  g_assert_cmpuint (queen, !=, CAIRN_NO_NODE);
  g_assert_cmpint (tree->nodes[queen].value, ==, 0);
  g_assert_cmpint (tree->nodes[queen].end, ==, CAIRN_END_TERMINAL);
}

static void
test_underpromotion_mates (void)
{
  CairnPosition p;
  g_autoptr (CairnSearch) plain = NULL;
  g_autoptr (CairnSearch) null = NULL;
  const CairnTree *tree;
  guint32 queen;

  /* c8=Q stalemates, c8=R mates in 2: plain finds it at d4, null move
   * (R 1) does not. */
  parse ("8/k1P5/2K5/8/8/8/8/8 w - - 0 1", &p);
  plain = search_new (&p, CAIRN_MODE_PLAIN, 4, 1, FALSE, TRUE);
  cairn_search_run (plain);
  g_assert_cmpint (cairn_search_get_counters (plain)->value, ==, 30000 - 3);
  g_assert_cmpint (cairn_search_get_counters (plain)->best_move, ==, move (&p, "c8=R"));
  tree = cairn_search_get_tree (plain);
  queen = root_child (tree, &p, "c7c8q");
  g_assert_cmpint (tree->nodes[queen].value, ==, 0);

  null = search_new (&p, CAIRN_MODE_NULL, 4, 1, FALSE, FALSE);
  cairn_search_run (null);
  g_assert_cmpint (cairn_search_get_counters (null)->value, ==, 900);
  g_assert_cmpint (cairn_search_get_counters (null)->best_move, ==, move (&p, "Kd7"));
}

/* Every move in a recorded search is legal: after it, the side that
 * moved is not in check (the pawn game let kings walk into check after
 * ...Kd7 e8=Q+). */
static void
test_no_move_into_check (void)
{
  CairnPosition p;
  g_autoptr (CairnSearch) s = NULL;
  const CairnTree *tree;
  guint checked = 0;

  parse ("3k4/8/4P3/5K2/8/8/8/8 w - - 0 1", &p);
  s = search_new (&p, CAIRN_MODE_PLAIN, 7, 1, FALSE, TRUE);
  cairn_search_run (s);
  tree = cairn_search_get_tree (s);
  for (guint32 i = 1; i < tree->n_nodes; i++)
    if (tree->nodes[i].kind == CAIRN_NODE_MOVE)
      {
        CairnBoard board;
        CairnSide mover = cairn_side_other (cairn_node_side (&tree->nodes[i]));

        cairn_tree_node_board (tree, i, &board);
        g_assert_false (chess ()->in_check (&board, mover));
        checked++;
      }
  g_assert_cmpuint (checked, ==, 34189 - 1);
}

/* A queen race: after a8=Q Black queens with check, and the search
 * sees it (the pawn game: "a8=Q wins"). */
static void
test_queen_race (void)
{
  CairnPosition p;
  g_autoptr (CairnSearch) s = NULL;
  const CairnTree *tree;
  guint32 queen;
  gboolean seen = FALSE;

  parse ("8/P6k/8/8/8/8/6p1/K7 w - - 0 1", &p);
  s = search_new (&p, CAIRN_MODE_PLAIN, 4, 1, FALSE, TRUE);
  cairn_search_run (s);
  g_assert_cmpint (cairn_search_get_counters (s)->value, ==, 0);
  g_assert_cmpint (cairn_search_get_counters (s)->best_move, ==, move (&p, "Ka2"));
  tree = cairn_search_get_tree (s);
  queen = root_child (tree, &p, "a8=Q");
  g_assert_cmpint (tree->nodes[queen].value, <, 30000 - 255);
  for (guint32 c = tree->nodes[queen].first_child; c != CAIRN_NO_NODE; c = tree->nodes[c].next_sibling)
    {
      CairnBoard board;
      g_autofree char *san = NULL;

      cairn_tree_node_board (tree, queen, &board);
      san = chess ()->move_to_text (&board, CAIRN_SIDE_O, tree->nodes[c].move);
      seen |= g_str_equal (san, "g1=Q+");
    }
  g_assert_true (seen);
}

/* The window's Opposition preset, Kd5 Pd4 against Kd7: a mutual
 * zugzwang as far as a search can show it.  At depth 12 plain alpha-beta
 * sees White queen (900) with Black to move and nothing of the kind with
 * White to move (1. Kc5 Kc7 keeps the opposition); null move, passing where
 * Black may not, misses the queen. */
static void
test_opposition_zugzwang (void)
{
  CairnPosition white, black;
  CairnSettings settings;
  CairnCounters c;

  parse ("8/3k4/8/3K4/3P4/8/8/8 w - - 0 1", &white);
  parse ("8/3k4/8/3K4/3P4/8/8/8 b - - 0 1", &black);
  test_settings (CAIRN_MODE_PLAIN, 12, 2, FALSE, &settings);
  cairn_search_count (&black, &settings, &c);
  g_assert_cmpint (c.value, ==, 900);
  g_assert_cmpint (c.best_move, ==, move (&black, "d7c7"));
  cairn_search_count (&white, &settings, &c);
  g_assert_cmpint (c.value, ==, 140);

  test_settings (CAIRN_MODE_NULL, 12, 2, FALSE, &settings);
  cairn_search_count (&black, &settings, &c);
  g_assert_cmpint (c.value, ==, 150);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chess-search/opposition-zugzwang", test_opposition_zugzwang);

  g_test_add_func ("/chess-search/registry", test_registry);
  g_test_add_func ("/chess-search/depth-limits", test_depth_limits);
  g_test_add_func ("/chess-search/position-and-scenario", test_position_and_scenario);
  g_test_add_func ("/chess-search/check-figures", test_check_figures);
  g_test_add_func ("/chess-search/stepping-and-tree", test_stepping_and_tree);
  g_test_add_func ("/chess-search/stepper", test_stepper);
  g_test_add_func ("/chess-search/no-probe-in-check", test_no_probe_in_check);
  g_test_add_func ("/chess-search/oracle", test_oracle);
  g_test_add_func ("/chess-search/promotion-stalemate", test_promotion_stalemate);
  g_test_add_func ("/chess-search/underpromotion-mates", test_underpromotion_mates);
  g_test_add_func ("/chess-search/no-move-into-check", test_no_move_into_check);
  g_test_add_func ("/chess-search/queen-race", test_queen_race);
  return g_test_run ();
}
