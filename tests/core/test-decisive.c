/* test-decisive.c — decisive null-move prunes (cairn-decisive.c,
 * SEARCH-RULES.md §3.4): which prunes cost a pruning search its move,
 * held prune by prune to the recursive oracles' own reading of the same
 * definition (tic-tac-toe's seed pitfall, and a pawn ending with 712
 * prunes of which one decided), every refusal word for word, and the
 * sentence said when no prune is decisive, from summaries made by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-chess-board.h"
#include "cairn-decisive.h"
#include "cairn-game-tictactoe.h"
#include "cairn-games.h"
#include "chess-oracle.h"
#include "test-util.h"
#include "ttt-oracle.h"

#define DECISIVE_FEN "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"

static const CairnGame *
chess (void)
{
  const CairnGame *game = cairn_games_lookup ("chess", NULL);

  g_assert_nonnull (game);
  return game;
}

static int
move_of (const CairnPosition *position,
         const char          *text)
{
  const CairnGame *game = cairn_position_game (position);
  CairnMove moves[CAIRN_MAX_MOVES];
  guint n = game->legal_moves (&position->board, position->to_move, moves);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = game->move_to_string (moves[i]);

      if (g_str_equal (name, text))
        return moves[i];
    }
  g_assert_not_reached ();
}

/* Lines as text: "[4]", "[e6e7 -- d8c7]" ("--" a pass). */
static char *
line_text (const CairnGame *game,
           const guint16   *line,
           guint            n_line)
{
  GString *text = g_string_new ("[");

  for (guint k = 0; k < n_line; k++)
    {
      g_autofree char *move = line[k] == CAIRN_NO_MOVE ? g_strdup ("--") : game->move_to_string (line[k]);

      g_string_append_printf (text, k ? " %s" : "%s", move);
    }
  g_string_append_c (text, ']');
  return g_string_free (text, FALSE);
}

/* The decisive prunes as the oracles see them, by the same definition but
 * with nothing of the engine: the prunes of the pruning search, each undone
 * alone by node index, each chosen move valued by a plain search restricted
 * to it.  Returns "[line]*" for a decisive prune, "[line]" otherwise,
 * space-separated. */
typedef void (*OracleRun) (const CairnPosition *position, const ChessOracleOptions *options,
                           ChessOracleResult *result);

static void
run_ttt_oracle (const CairnPosition      *position,
                const ChessOracleOptions *options,
                ChessOracleResult        *result)
{
  char cells[CAIRN_N_CELLS + 1];

  cairn_position_format_cells (&position->board, cells);
  ttt_oracle_run (cells, position->to_move, 10, options, result);
}

static void
run_chess_oracle (const CairnPosition      *position,
                  const ChessOracleOptions *options,
                  ChessOracleResult        *result)
{
  chess_oracle_run_options (CAIRN_CHESS_BOARD (&position->board), position->to_move, options, result);
}

static int
compare_prune_nodes (gconstpointer a,
                     gconstpointer b)
{
  guint64 x = ((const ChessOraclePrune *) a)->node, y = ((const ChessOraclePrune *) b)->node;

  return x < y ? -1 : x > y;
}

static GPtrArray *
oracle_decisive (const CairnPosition *position,
                 OracleRun            oracle,
                 guint                depth,
                 guint                reduction)
{
  const CairnGame *game = cairn_position_game (position);
  g_autoptr (GArray) prunes = g_array_new (FALSE, FALSE, sizeof (ChessOraclePrune));
  ChessOracleOptions plain = { CHESS_ORACLE_PLAIN, depth, reduction, FALSE, FALSE, 0, CHESS_ORACLE_NO_MOVE, NULL };
  ChessOracleOptions pruning = { CHESS_ORACLE_NULL, depth, reduction, FALSE, FALSE, 0, CHESS_ORACLE_NO_MOVE, prunes };
  ChessOracleResult best, chosen, r;
  gboolean max = position->to_move == CAIRN_SIDE_X;
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  gboolean worse;

  oracle (position, &plain, &best);
  oracle (position, &pruning, &r);
  /* The oracle notes a prune when it happens, after any prune inside
   * its probe; the engine lists pruned nodes as they were created. */
  g_array_sort (prunes, compare_prune_nodes);
  plain.root_move = r.best_move;
  oracle (position, &plain, &chosen);
  worse = max ? chosen.value < best.value : chosen.value > best.value;
  pruning.prunes = NULL;
  for (guint i = 0; i < prunes->len; i++)
    {
      const ChessOraclePrune *p = &g_array_index (prunes, ChessOraclePrune, i);
      g_autofree char *text = line_text (game, p->line, p->n_line);

      pruning.ignore_prune_node = p->node;
      oracle (position, &pruning, &r);
      plain.root_move = r.best_move;
      oracle (position, &plain, &chosen);
      g_ptr_array_add (out, g_strdup_printf ("%s%s", text, worse && chosen.value == best.value ? "*" : ""));
    }
  return out;
}

static GPtrArray *
engine_decisive (const GArray    *prunes,
                 const CairnGame *game)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < prunes->len; i++)
    {
      const CairnDecisivePrune *p = &g_array_index (prunes, CairnDecisivePrune, i);
      g_autofree char *text = line_text (game, p->line, p->n_line);

      g_ptr_array_add (out, g_strdup_printf ("%s%s", text, p->decisive ? "*" : ""));
    }
  return out;
}

/* The same prunes, in the same order, with the same verdicts. */
static void
assert_same_prunes (GPtrArray *engine,
                    GPtrArray *oracle)
{
  for (guint i = 0; i < MIN (engine->len, oracle->len); i++)
    g_assert_cmpstr (g_ptr_array_index (engine, i), ==, g_ptr_array_index (oracle, i));
  g_assert_cmpuint (engine->len, ==, oracle->len);
}

/* The decisive ones, space-separated. */
static char *
decisive_only (GPtrArray *prunes)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < prunes->len; i++)
    {
      const char *text = g_ptr_array_index (prunes, i);

      if (g_str_has_suffix (text, "*"))
        g_string_append_printf (out, "%s%s", out->len ? " " : "", text);
    }
  return g_string_free (out, FALSE);
}

/* SEARCH-RULES.md §3.4: the seed's pitfall has four prunes; only [4] decided. */
static void
test_decisive_pitfall (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) prunes = NULL;
  g_autoptr (GPtrArray) engine = NULL;
  g_autoptr (GPtrArray) oracle = NULL;
  g_autofree char *all = NULL;
  CairnPosition position;
  CairnSettings plain, pruning;
  CairnDecisiveSummary summary;

  test_position ("...O.X...", "x", &position);
  test_settings (CAIRN_MODE_PLAIN, 3, 1, FALSE, &plain);
  test_settings (CAIRN_MODE_NULL, 3, 1, FALSE, &pruning);
  prunes = cairn_decisive_prunes (&position, &plain, &pruning, &summary, &error);
  g_assert_no_error (error);
  g_assert_nonnull (prunes);

  g_assert_cmpint (summary.plain_best_move, ==, 4);
  g_assert_cmpint (summary.plain_value, ==, 12);
  g_assert_cmpint (summary.pruning_best_move, ==, 0);
  g_assert_cmpint (summary.pruning_value, ==, 9);
  g_assert_true (summary.pruning_worse);
  g_assert_cmpuint (summary.null_prunes, ==, 4);
  g_assert_cmpuint (prunes->len, ==, 4);

  engine = engine_decisive (prunes, cairn_games_default ());
  g_ptr_array_add (engine, NULL);
  all = g_strjoinv (" ", (char **) engine->pdata);
  g_ptr_array_remove_index (engine, engine->len - 1);
  g_assert_cmpstr (all, ==, "[1] [4]* [6] [7]");
  oracle = oracle_decisive (&position, run_ttt_oracle, 3, 1);
  assert_same_prunes (engine, oracle);

  for (guint i = 0; i < prunes->len; i++)
    {
      const CairnDecisivePrune *p = &g_array_index (prunes, CairnDecisivePrune, i);

      /* Each is a min node (O to move at ply 1) whose probe fell to alpha. */
      g_assert_cmpuint (p->n_line, ==, 1);
      g_assert_cmpint (p->probe_value, <=, p->alpha);
      g_assert_cmpint (p->undone_plain_value, <=, summary.plain_value);
      if (p->line[0] == 4)
        {
          g_assert_true (p->decisive);
          g_assert_cmpint (p->undone_best_move, ==, 4);
          g_assert_cmpint (p->undone_plain_value, ==, 12);
        }
      else
        g_assert_false (p->decisive);
    }

  /* With the guard nothing prunes wrongly; plain and minimax prune nothing. */
  pruning.guard = TRUE;
  g_clear_pointer (&prunes, g_array_unref);
  prunes = cairn_decisive_prunes (&position, &plain, &pruning, &summary, &error);
  g_assert_no_error (error);
  g_assert_false (summary.pruning_worse);
  for (guint i = 0; i < prunes->len; i++)
    g_assert_false (g_array_index (prunes, CairnDecisivePrune, i).decisive);
  g_clear_pointer (&prunes, g_array_unref);
  prunes = cairn_decisive_prunes (&position, &plain, &plain, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (prunes->len, ==, 0);
}

/* The pawn ending d7 R1: the prunes of null move, as the engine and as the
 * oracle see them. */
static void
test_decisive_pawns (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) prunes = NULL;
  g_autoptr (GPtrArray) engine = NULL;
  g_autoptr (GPtrArray) oracle = NULL;
  g_autofree char *decisive = NULL;
  CairnPosition position;
  CairnSettings plain, pruning;
  CairnDecisiveSummary summary;

  test_position (DECISIVE_FEN, NULL, &position);
  test_settings (CAIRN_MODE_PLAIN, 7, 1, FALSE, &plain);
  test_settings (CAIRN_MODE_NULL, 7, 1, FALSE, &pruning);
  prunes = cairn_decisive_prunes (&position, &plain, &pruning, &summary, &error);
  g_assert_no_error (error);

  engine = engine_decisive (prunes, chess ());
  oracle = oracle_decisive (&position, run_chess_oracle, 7, 1);
  decisive = decisive_only (engine);
  g_test_message ("plain %d (%d), null %d (%d, plain values it %d), %u prunes, decisive: %s",
                  summary.plain_best_move, summary.plain_value, summary.pruning_best_move,
                  summary.pruning_value, summary.pruning_plain_value, prunes->len, decisive);
  assert_same_prunes (engine, oracle);
  g_assert_cmpuint (summary.null_prunes, ==, prunes->len);

  /* Plain plays Kf6 and queens (900 at the horizon; the pawn game called
   * it a win, 1993, with 846 prunes); null move settles for Ke4, which
   * plain values at 150.  Of its 712 prunes, one decided: Black's pass
   * after Kf6 Ke8 e7, where the only move is Kd7. */
  g_assert_cmpuint (prunes->len, ==, 712);
  g_assert_cmpint (summary.plain_best_move, ==, move_of (&position, "f5f6"));
  g_assert_cmpint (summary.plain_value, ==, 900);
  g_assert_cmpint (summary.pruning_best_move, ==, move_of (&position, "f5e4"));
  g_assert_cmpint (summary.pruning_value, ==, 140);
  g_assert_cmpint (summary.pruning_plain_value, ==, 150);
  g_assert_true (summary.pruning_worse);
  g_assert_cmpstr (decisive, ==, "[f5f6 d8e8 e6e7]*");
  for (guint i = 0; i < prunes->len; i++)
    {
      const CairnDecisivePrune *p = &g_array_index (prunes, CairnDecisivePrune, i);

      if (!p->decisive)
        continue;
      g_test_message ("decisive: node %u, probe %d, window (%d, %d), undone: %d (%d), plain %d",
                      p->node, p->probe_value, p->alpha, p->beta, p->undone_best_move,
                      p->undone_value, p->undone_plain_value);
      g_assert_cmpuint (p->n_line, ==, 3);
      g_assert_cmpint (p->probe_value, <=, p->alpha);
      g_assert_cmpint (p->undone_best_move, ==, move_of (&position, "f5f6"));
      g_assert_cmpint (p->undone_plain_value, ==, 900);
    }
}

static void
test_decisive_errors (void)
{
  g_autoptr (GError) error = NULL;
  CairnPosition position;
  CairnSettings plain, pruning;

  test_position ("...O.X...", "x", &position);
  test_settings (CAIRN_MODE_NULL, 3, 1, FALSE, &plain);
  test_settings (CAIRN_MODE_NULL, 3, 1, FALSE, &pruning);
  g_assert_null (cairn_decisive_prunes (&position, &plain, &pruning, NULL, &error));
  g_assert_error (error, CAIRN_DECISIVE_ERROR, CAIRN_DECISIVE_ERROR_REFERENCE);
  g_assert_cmpstr (error->message, ==,
                   "Invalid reference search “null”: decisive prunes are measured against "
                   "a search without null moves (plain or minimax)");
  g_clear_error (&error);

  plain.mode = CAIRN_MODE_PLAIN;
  pruning.root_move = 3;
  g_assert_null (cairn_decisive_prunes (&position, &plain, &pruning, NULL, &error));
  g_assert_error (error, CAIRN_DECISIVE_ERROR, CAIRN_DECISIVE_ERROR_ROOT_MOVE);
  g_assert_cmpstr (error->message, ==, "Invalid root move 3: it is not a legal move in this position");
  g_clear_error (&error);

  pruning.root_move = CAIRN_NO_MOVE;
  pruning.depth = 10;
  g_assert_null (cairn_decisive_prunes (&position, &plain, &pruning, NULL, &error));
  g_assert_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_DEPTH);
  g_clear_error (&error);

  pruning.depth = 3;
  pruning.node_cap = 10;
  g_assert_null (cairn_decisive_prunes (&position, &plain, &pruning, NULL, &error));
  g_assert_error (error, CAIRN_DECISIVE_ERROR, CAIRN_DECISIVE_ERROR_NODE_CAP);
  g_assert_cmpstr (error->message, ==, "A null search stopped at its node cap of 10 nodes");
}

/* What is said when no prune decided, for each kind of summary. */
static void
test_none_text (void)
{
  static const struct {
    gboolean worse;
    guint64 prunes, verifications;
    gboolean one_decisive;
    const char *pruning, *text;
  } cases[] = {
    { FALSE, 4, 0, FALSE, "null move",
      "No prune is decisive: plain α-β values the move null move chose as highly as its own." },
    { TRUE, 4, 0, TRUE, "null move", NULL },
    { TRUE, 1, 0, FALSE, "null move",
      "No prune is decisive on its own: with any one of the 1 null prune undone, null move still plays a worse move." },
    { TRUE, 1234, 0, FALSE, "null move",
      "No prune is decisive on its own: with any one of the 1,234 null prunes undone, null move still plays a "
      "worse move." },
    { TRUE, 0, 1, FALSE, "verified null move",
      "It made no null prune, and no verification is decisive on its own: with any one of the 1 verification "
      "undone, verified null move still plays a worse move." },
    { TRUE, 0, 7, FALSE, "verified null move",
      "It made no null prune, and no verification is decisive on its own: with any one of the 7 verifications "
      "undone, verified null move still plays a worse move." },
    { TRUE, 3, 7, FALSE, "verified null move",
      "No prune and no verification is decisive on its own: with any one of them undone, verified null move "
      "still plays a worse move." },
    { TRUE, 0, 0, FALSE, "null move", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CairnDecisiveSummary summary = { 0 };
      g_autoptr (GArray) prunes = g_array_new (FALSE, TRUE, sizeof (CairnDecisivePrune));
      g_autofree char *text = NULL;

      summary.pruning_worse = cases[i].worse;
      summary.null_prunes = cases[i].prunes;
      summary.verifications = cases[i].verifications;
      for (guint k = 0; k < cases[i].prunes + cases[i].verifications && k < 10; k++)
        {
          CairnDecisivePrune p = { 0 };

          p.decisive = cases[i].one_decisive && k == 1;
          g_array_append_val (prunes, p);
        }
      text = cairn_decisive_none_text (&summary, prunes, "plain α-β", cases[i].pruning);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/options/decisive-pitfall", test_decisive_pitfall);
  g_test_add_func ("/options/decisive-chess", test_decisive_pawns);
  g_test_add_func ("/options/decisive-errors", test_decisive_errors);
  g_test_add_func ("/decisive/none-text", test_none_text);
  return g_test_run ();
}
