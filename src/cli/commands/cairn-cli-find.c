/* cairn-cli-find.c — the find subcommand: instructive positions where a
 * pruning mode chooses a worse move than plain alpha-beta.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <stdio.h>

#include "cairn-cli-commands.h"
#include "cairn-cli-find-material.h"
#include "cairn-cli-find-plies.h"
#include "cairn-cli-find-shard.h"
#include "cairn-cli-options.h"
#include "cairn-cli-output.h"
#include "cairn-cli-tablebase.h"
#include "cairn-cli-progress.h"
#include "cairn-cli-shard.h"
#include "cairn-epd.h"
#include "cairn-finder.h"
#include "cairn-format.h"
#include "cairn-chess.h"
#include "cairn-games.h"
#include "cairn-tablebase.h"

/* The game whose depth limits --depths checks. */
static const CairnGame *depth_game;

static gboolean
parse_depth (const char  *text,
             guint       *depth,
             GError     **error)
{
  return cairn_depth_parse_for_game (depth_game, text, depth, error);
}

/* "A-B" or "A" within [min, max] using @parse_one's checks. */
static gboolean
parse_range (const char  *text,
             gboolean   (*parse_one) (const char *, guint *, GError **),
             guint       *lo,
             guint       *hi,
             GError     **error)
{
  const char *dash = strchr (text, '-');

  if (dash == NULL)
    {
      if (!parse_one (text, lo, error))
        return FALSE;
      *hi = *lo;
      return TRUE;
    }
  {
    g_autofree char *first = g_strndup (text, (gsize) (dash - text));

    if (!parse_one (first, lo, error) || !parse_one (dash + 1, hi, error))
      return FALSE;
  }
  if (*lo > *hi)
    {
      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_DEPTH,
                   _("Invalid range “%s”: the first number must not exceed the second"), text);
      return FALSE;
    }
  return TRUE;
}

/* Fixed reductions only: adaptive is a variant of its own here. */
static gboolean
parse_fixed_reduction (const char  *text,
                       guint       *reduction,
                       GError     **error)
{
  if (!cairn_reduction_parse (text, reduction, error))
    return FALSE;
  if (*reduction == CAIRN_REDUCTION_ADAPTIVE)
    {
      g_set_error (error, CAIRN_SETTINGS_ERROR, CAIRN_SETTINGS_ERROR_REDUCTION,
                   _("Invalid reduction R “%s” for --reductions: use numbers from 1 to 8 (choose adaptive with --modes)"),
                   text);
      return FALSE;
    }
  return TRUE;
}

/* A range as people read it: "3–5", or "5" when it holds one value. */
static char *
range_text (guint low,
            guint high)
{
  return low == high ? g_strdup_printf ("%u", low) : g_strdup_printf ("%u–%u", low, high);
}

/* A move as JSON: tic-tac-toe's number, or another game's "e2e4". */
static void
append_move_json (GString             *out,
                  const CairnPosition *position,
                  int                  move)
{
  const CairnGame *game = cairn_position_game (position);
  g_autofree char *text = NULL;

  if (game->numbered_moves)
    {
      g_string_append_printf (out, "%d", move);
      return;
    }
  text = game->move_to_string ((CairnMove) move);
  cairn_json_append_string (out, text);
}

/* A move as a table shows it: tic-tac-toe's number, else the game's
 * notation for people ("Kf6"). */
static char *
move_text (const CairnPosition *position,
           int                  move)
{
  const CairnGame *game = cairn_position_game (position);

  if (game->numbered_moves)
    return g_strdup_printf ("%d", move);
  return game->move_to_text (&position->board, position->to_move, (CairnMove) move);
}

/* The case's first decisive prune (or verification, where no prune is),
 * or NULL when none is decisive on its own (or the analysis reached its
 * node cap). */
static CairnDecisivePrune *
case_decisive (const CairnFinderCase *c)
{
  CairnDecisivePrune *prune = g_new0 (CairnDecisivePrune, 1);

  if (!cairn_finder_case_decisive (c, prune, NULL))
    g_clear_pointer (&prune, g_free);
  return prune;
}

static void
print_case_json (GString               *out,
                 const CairnFinderCase *c)
{
  g_autofree CairnDecisivePrune *decisive = case_decisive (c);
  g_autofree char *cells = cairn_position_to_string (&c->position);
  const CairnGame *game = cairn_position_game (&c->position);

  g_string_append (out, "{\"position\":");
  cairn_json_append_string (out, cells);
  /* FEN names the side to move; JSON still says it in the game's words. */
  g_string_append_printf (out, ",\"to_move\":\"%s\",\"mode\":\"%s\",\"depth\":%u,",
                          cairn_game_side_id (game, c->position.to_move),
                          cairn_finder_variant_to_string (c->variant), c->depth);
  if (c->reduction == CAIRN_REDUCTION_ADAPTIVE)
    g_string_append (out, "\"reduction\":\"adaptive\"");
  else
    g_string_append_printf (out, "\"reduction\":%u", c->reduction);
  g_string_append (out, ",\"plain_move\":");
  append_move_json (out, &c->position, c->plain_move);
  g_string_append_printf (out, ",\"plain_value\":%d,\"pruned_move\":", c->plain_value);
  append_move_json (out, &c->position, c->pruned_move);
  g_string_append_printf (out, ",\"pruned_value\":%d,\"move_value\":%d,\"loss\":%d,"
                          "\"plain_nodes\":%" G_GUINT64_FORMAT ",\"pruned_nodes\":%" G_GUINT64_FORMAT
                          ",\"cause\":\"%s\",\"verified_right\":%s,\"guard_right\":%s",
                          c->pruned_value, c->move_value, c->loss, c->plain_nodes, c->pruned_nodes,
                          cairn_finder_cause_to_string (c->cause),
                          c->verified_right ? "true" : "false", c->guard_right ? "true" : "false");
  /* The moves to the decisive prune (SEARCH-RULES.md §3.4), a pass as null. */
  g_string_append (out, ",\"decisive_line\":");
  if (decisive == NULL)
    g_string_append (out, "null");
  else
    {
      g_string_append_c (out, '[');
      for (guint k = 0; k < decisive->n_line; k++)
        {
          if (k > 0)
            g_string_append_c (out, ',');
          cli_append_move_json (out, game, decisive->line[k] == CAIRN_NO_MOVE ? -1 : decisive->line[k]);
        }
      g_string_append_c (out, ']');
    }
  /* What the line leads to: a prune, or a verification (SEARCH-RULES.md §3.4). */
  g_string_append (out, ",\"decisive_kind\":");
  if (decisive == NULL)
    g_string_append (out, "null");
  else
    g_string_append (out, decisive->verification ? "\"verification\"" : "\"prune\"");
  /* Chess: the real result from endgame tables, null where they cannot say. */
  if (c->real_known)
    g_string_append_printf (out, ",\"real_loss\":%s,\"real_plain\":\"%s\",\"real_pruned\":\"%s\"",
                            c->real_loss ? "true" : "false",
                            cairn_tablebase_outcome_to_string (c->real_plain),
                            cairn_tablebase_outcome_to_string (c->real_pruned));
  else if (!game->numbered_moves)
    g_string_append (out, ",\"real_loss\":null,\"real_plain\":null,\"real_pruned\":null");
  g_string_append_c (out, '}');
}

static int
write_scenarios (const char              *folder,
                 const CairnFinderResult *result,
                 guint                    limit)
{
  g_autoptr (GError) error = NULL;

  if (g_mkdir_with_parents (folder, 0755) != 0)
    return cli_fail_io (_("Cannot create folder “%s”: %s"), folder, g_strerror (errno));

  for (guint i = 0; i < MIN (limit, result->cases->len); i++)
    {
      const CairnFinderCase *c = &g_array_index (result->cases, CairnFinderCase, i);
      g_autofree char *r = cairn_reduction_to_string (c->reduction);
      g_autofree char *name = g_strdup_printf ("%03u-%s-d%u-r%s.cairn", i + 1,
                                               cairn_finder_variant_to_string (c->variant),
                                               c->depth, r);
      g_autofree char *path = g_build_filename (folder, name, NULL);
      CairnScenario scenario;
      CairnSettings pruned;

      cairn_finder_case_settings (c, &pruned);
      cairn_scenario_init_default (&scenario);
      scenario.position = c->position;
      scenario.depth = c->depth;
      scenario.reduction = c->reduction;
      scenario.guard = pruned.guard;
      scenario.probe_window = pruned.probe_window;
      scenario.scoring = pruned.scoring;
      scenario.null_when = pruned.null_when;
      scenario.engine_parts = pruned.engine_parts;
      scenario.modes[0] = CAIRN_MODE_PLAIN;
      scenario.modes[1] = pruned.mode;
      if (!cairn_scenario_save_file (&scenario, path, &error))
        return cli_fail_io ("%s", error->message);
    }
  return CLI_EXIT_OK;
}

/* The width of a table column: @min characters, or its heading's. */
static int
column_width (const char *heading,
              int         min)
{
  return MAX (min, (int) g_utf8_strlen (heading, -1));
}

/* A heading padded by characters (translations are not ASCII). */
static void
print_heading (const char *heading,
               int         width,
               gboolean    left,
               const char *before)
{
  g_autofree char *padded = left ? cli_pad_end (heading, (guint) width) : cli_pad (heading, (guint) width);

  g_print ("%s%s", before, padded);
}

/* Reads one position a line from @path into @positions; blank lines and
 * lines starting with '#' are skipped.  An EPD file (cairn_epd_detect())
 * gives the positions of its lines.  Returns an exit status. */
static int
read_positions (const char      *path,
                const CairnGame *game,
                GArray          *positions)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, &error))
    return cli_fail_io (_("Cannot read “%s”: %s"), path, cairn_file_error_reason (error));
  if (cairn_epd_detect (path, contents))
    {
      g_autoptr (GPtrArray) records = cairn_epd_parse (game ? game : cairn_epd_game (), contents,
                                                       length, path, &error);

      if (records == NULL)
        return cli_fail_usage ("%s", error->message);
      for (guint i = 0; i < records->len; i++)
        g_array_append_val (positions, ((CairnEpdRecord *) g_ptr_array_index (records, i))->position);
      return CLI_EXIT_OK;
    }
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *line = g_strstrip (lines[i]);
      g_autofree char *cells = NULL;
      const char *side = NULL;
      const CairnGame *line_game;
      CairnPosition position;

      if (*line == '\0' || *line == '#')
        continue;
      line_game = game ? game : cairn_games_guess (line);
      /* Notations without the side to move may give it after a space:
       * "...O.X... x". */
      if (!line_game->text_has_side)
        {
          char *space = strpbrk (line, " \t");

          if (space)
            {
              cells = g_strndup (line, (gsize) (space - line));
              side = g_strchug (space);
            }
        }
      if (!cairn_position_parse_game (line_game, cells ? cells : line, side, &position, &error))
        {
          g_autofree char *shown = g_utf8_make_valid (path, -1);

          return cli_fail_usage (_("Invalid position on line %u of “%s”: %s"), i + 1, shown,
                                 error->message);
        }
      g_array_append_val (positions, position);
    }
  if (positions->len == 0)
    {
      g_autofree char *shown = g_utf8_make_valid (path, -1);

      return cli_fail_usage (_("No positions in “%s”: give one position a line"), shown);
    }
  return CLI_EXIT_OK;
}

/* Progress on a terminal (cairn-cli-progress.c). */
static void
show_progress (guint    done,
               guint    total,
               guint    cases,
               gpointer data)
{
  (void) total;
  (void) cases;
  cli_progress_update (data, done);
}

static int
run (CliCall  *call,
     int       argc,
     char    **argv)
{
  g_autofree char *modes_text = NULL;
  g_autofree char *depths_text = NULL;
  g_autofree char *reductions_text = NULL;
  g_autofree char *rank_text = NULL;
  g_autofree char *folder = NULL;
  g_autofree char *game_text = NULL;
  g_autofree char *positions_path = NULL;
  g_autofree char *material = NULL;
  g_autofree char *probe_window_text = NULL;
  g_autofree char *scoring_text = NULL;
  g_autofree char *null_when_text = NULL;
  g_autofree char *engine_parts_text = NULL;
  int limit = 20;
  gint64 sample = -1, seed = -1;
  int reach_plies = G_MININT;
  gboolean json = FALSE;
  gboolean real_only = FALSE;
  g_auto (CliShardOptions) shard_options = { NULL };
  g_auto (GStrv) shard_args = cli_shard_args (argc, argv);
  g_autoptr (CliShard) shard = NULL;
  g_autoptr (CliProgress) progress = NULL;
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_text,
      N_("The game: tictactoe, chess or connect4 (default: tictactoe, or what the positions are)"), N_("GAME") },
    { "positions", 0, 0, G_OPTION_ARG_FILENAME, &positions_path,
      N_("Examine the positions in this file, one a line (blank lines and # comments are skipped; EPD lines too), instead of every legal one"), N_("FILE") },
    { "material", 0, 0, G_OPTION_ARG_STRING, &material,
      N_("Chess: every legal position of this material signature, both sides to move, e.g. KPK or KRK; larger ones such as KQKR or KPKP with --sample"), N_("KPK") },
    { "plies", 0, 0, G_OPTION_ARG_INT, &reach_plies,
      N_("Every unfinished position the game reaches from its start in at most N moves, each once, e.g. --game connect4 --plies 4"), N_("N") },
    { "sample", 0, 0, G_OPTION_ARG_INT64, &sample,
      N_("Examine N positions of the material, drawn at random"), N_("N") },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed,
      N_("Seed of the random draw for --sample (default: 1)"), N_("S") },
    { "modes", 'm', 0, G_OPTION_ARG_STRING, &modes_text,
      N_("Pruning modes to compare with plain alpha-beta: null, guard, verified, adaptive (default: all)"), N_("LIST") },
    { "depths", 'd', 0, G_OPTION_ARG_STRING, &depths_text,
      N_("Depth limits, e.g. 1-9 or 3 (default: 1-9; chess 5-6)"), N_("A-B") },
    { "reductions", 'r', 0, G_OPTION_ARG_STRING, &reductions_text,
      N_("Reductions, e.g. 1-4 (default: 1-4)"), N_("A-B") },
    { "probe-window", 0, 0, G_OPTION_ARG_STRING, &probe_window_text,
      N_("The window a null probe searches: full, the node's own as in the seed, or zero, a null window at β (max node) or α (min node) as engines use (default: full)"),
      N_("full|zero") },
    { "scoring", 0, 0, G_OPTION_ARG_STRING, &scoring_text,
      N_("Tic-tac-toe's win scores: seed, 10 − ply, which a horizon guess can outrank, or sound, 1000 − ply (default: seed); chess is always sound"),
      N_("seed|sound") },
    { "null-when", 0, 0, G_OPTION_ARG_STRING, &null_when_text,
      N_("When to try a null move: always, wherever the rules allow one as in the seed, or pieces, only when the side to move has a knight, bishop, rook or queen, as engines such as Stockfish do (default: always); tic-tac-toe has no such pieces and searches alike under both"),
      N_("always|pieces") },
    { "engine-parts", 0, 0, G_OPTION_ARG_STRING, &engine_parts_text,
      N_("Chess only: search in the engine style (SEARCH-RULES.md §4) with these parts, comma-separated: qsearch, order, pvs, tt, id, check, draws, gate, or engine for all of them (default: none, the seed style)"),
      N_("PARTS") },
    { "rank", 0, 0, G_OPTION_ARG_STRING, &rank_text,
      N_("Order: loss (largest loss first) or size (smallest trees first; default: loss)"), N_("loss|size") },
    { "limit", 'n', 0, G_OPTION_ARG_INT, &limit,
      N_("Show at most N cases, 0 for all (default: 20)"), N_("N") },
    { "scenarios", 0, 0, G_OPTION_ARG_FILENAME, &folder,
      N_("Also write the shown cases as .cairn files into this folder"), N_("FOLDER") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON instead of text"), NULL },
    { "real-only", 0, 0, G_OPTION_ARG_NONE, &real_only,
      N_("Chess: keep only the cases whose worse move changes the real result, as the endgame tables say"), NULL },
    { NULL }
  };
  g_autofree char *tablebases = NULL;
  g_autofree GOptionEntry *tb_entries = cli_tablebase_entries (&tablebases);
  g_autoptr (GOptionContext) context =
    cli_context_new ("find", NULL,
                     _("Search every legal position for cases where null-move pruning picks a worse move than plain alpha-beta."));
  g_autoptr (CairnFinderResult) result = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) positions = g_array_new (FALSE, FALSE, sizeof (CairnPosition));
  const CairnGame *game = NULL;
  CairnFinderOptions options;
  CairnFinderRank rank = CAIRN_FINDER_RANK_LOSS;
  CairnSettings settings;
  guint shown;
  gint64 start;
  double seconds;
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, tb_entries, GETTEXT_PACKAGE);
  cli_shard_add_entries (context, &shard_options);
  if ((status = cli_parse (context, "find", &argc, &argv)) ||
      (status = cli_tablebase_apply (tablebases)))
    return status;

  if (game_text && !(game = cairn_games_lookup (game_text, &error)))
    return cli_fail_usage ("%s", error->message);
  if (positions_path && material)
    return cli_fail_usage (_("Give either --positions or --material, not both"));
  if (reach_plies != G_MININT && (positions_path || material))
    return cli_fail_usage (_("Give one of --positions, --material and --plies, not more"));
  if (material)
    {
      const CairnGame *enumerated = cairn_games_with_flags (CAIRN_GAME_MATERIAL);

      if (game && game != enumerated)
        return cli_fail_usage (_("--material is for chess: use it with --game chess"));
      game = enumerated;
    }
  if (sample >= 0 && !material)
    return cli_fail_usage (_("--sample draws from --material: give a material too, e.g. --material KPK"));
  if (seed >= 0 && sample < 0)
    return cli_fail_usage (_("--seed sets the draw of --sample: give --sample N too"));
  if (seed > G_MAXUINT32 || seed < -1)
    return cli_fail_usage (_("Invalid --seed %lld: use a number from 0 to %u"),
                           (long long) seed, G_MAXUINT32);
  if (sample == 0 || sample < -1)
    return cli_fail_usage (_("Invalid --sample %lld: use a positive number"), (long long) sample);

  cairn_finder_options_init (&options);
  if (modes_text)
    {
      g_auto (GStrv) names = g_strsplit (modes_text, ",", -1);

      options.variants = 0;
      for (guint i = 0; names[i]; i++)
        {
          CairnFinderVariant v;

          if (!cairn_finder_variant_parse (g_strstrip (names[i]), &v, &error))
            return cli_fail_usage ("%s", error->message);
          options.variants |= 1u << v;
        }
      if (options.variants == 0)
        return cli_fail_usage (_("Invalid --modes “%s”: name at least one of null, guard, verified, adaptive"),
                               modes_text);
    }
  if (rank_text)
    {
      if (g_str_equal (rank_text, "loss"))
        rank = CAIRN_FINDER_RANK_LOSS;
      else if (g_str_equal (rank_text, "size"))
        rank = CAIRN_FINDER_RANK_SIZE;
      else
        return cli_fail_usage (_("Invalid --rank “%s”: use loss or size"), rank_text);
    }
  if (limit < 0)
    return cli_fail_usage (_("Invalid --limit %d: use 0 (all) or a positive number"), limit);
  if (probe_window_text && !cairn_probe_window_parse (probe_window_text, &options.probe_window, &error))
    return cli_fail_usage ("%s", error->message);
  if (scoring_text && !cairn_scoring_parse (scoring_text, &options.scoring, &error))
    return cli_fail_usage ("%s", error->message);
  if (null_when_text && !cairn_null_when_parse (null_when_text, &options.null_when, NULL))
    return cli_fail_usage (_("--null-when: “%s” is not allowed: use always or pieces"), null_when_text);

  if (material)
    {
      if ((status = cli_find_material_positions (material, sample,
                                                 seed >= 0 ? (guint32) seed : 1u, positions)))
        return status;
    }
  else if (positions_path)
    {
      if ((status = read_positions (positions_path, game, positions)))
        return status;
      game = cairn_position_game (&g_array_index (positions, CairnPosition, 0));
      for (guint i = 1; i < positions->len; i++)
        if (cairn_position_game (&g_array_index (positions, CairnPosition, i)) != game)
          return cli_fail_usage (_("The positions in “%s” are of more than one game: give --game"),
                                 positions_path);
    }
  else if (reach_plies != G_MININT)
    {
      if (game == NULL)
        game = cairn_games_default ();
      if ((status = cli_find_plies_positions (game, reach_plies, positions)))
        return status;
    }
  else if (game && game != cairn_games_default ())
    return cli_fail_usage (_("--game %s needs positions: give --positions FILE, --material or --plies N"), game->id);
  if (game == NULL)
    game = cairn_games_default ();

  /* The first game with a FEN-style notation is pawn endings: its trees
   * grow fast, so its default depths are shallower. */
  if (game != cairn_games_default ())
    options.min_depth = 5, options.max_depth = 6;
  depth_game = game;
  /* As the other commands: the seed's scoring asked of a sound game is a
   * note, not an error. */
  if (scoring_text && options.scoring == CAIRN_SCORING_SEED && !cairn_scoring_matters_for_game (game))
    g_printerr (_("cairn-cli: note: the game %s always scores a win above every horizon value; --scoring seed changes nothing\n"),
                game->id);
  if (options.null_when == CAIRN_NULL_WHEN_PIECES && !cairn_null_when_matters_for_game (game))
    g_printerr (_("cairn-cli: note: the game %s has no knights, bishops, rooks or queens; --null-when pieces changes nothing\n"),
                game->id);
  if (engine_parts_text)
    {
      if (!cairn_engine_parts_parse (engine_parts_text, &options.engine_parts, &error))
        return cli_fail_usage ("--engine-parts: %s", error->message);
      if (options.engine_parts != 0 && !cairn_engine_parts_matter_for_game (game))
        return cli_fail_usage (_("--engine-parts “%s”: the engine style is for chess only; %s has no captures, checks or repetitions for it to treat: leave --engine-parts out"),
                               engine_parts_text, game->id);
    }
  if (depths_text && !parse_range (depths_text, parse_depth, &options.min_depth,
                                   &options.max_depth, &error))
    return cli_fail_usage ("%s", error->message);
  if (reductions_text && !parse_range (reductions_text, parse_fixed_reduction, &options.min_reduction,
                                       &options.max_reduction, &error))
    return cli_fail_usage ("%s", error->message);

  if (real_only && !(game->flags & CAIRN_GAME_TABLEBASES))
    return cli_fail_usage (_("--real-only is for chess: the endgame tables know no other game"));
  options.real_only = real_only;
  if ((game->flags & CAIRN_GAME_TABLEBASES) && positions->len > 0)
    {
      CairnTablebaseOutcome outcome;
      guint plies;

      /* Absent tables: said once, and the cases say nothing of them. */
      if (cairn_tablebase_probe_root (&g_array_index (positions, CairnPosition, 0), &outcome, &plies)
          == CAIRN_TABLEBASE_ABSENT)
        {
          g_autofree char *dir = cairn_tablebase_get_dir ();

          g_printerr (_("cairn-cli: note: no endgame tables in %s, so no case says whether it changes the real result\n"),
                      dir);
        }
    }

  cairn_settings_init_default (&settings);
  settings.probe_window = options.probe_window;
  settings.scoring = options.scoring;
  settings.null_when = options.null_when;
  settings.engine_parts = options.engine_parts;
  if (game == cairn_games_default () && !positions_path && reach_plies == G_MININT)
    {
      g_autoptr (GArray) all = cairn_finder_default_positions ();

      g_array_append_vals (positions, all->data, all->len);
    }
  shard = cli_shard_begin (&shard_options, &call->records, "find", (const char * const *) shard_args,
                           cli_find_units (positions->len), &status);
  if (status)
    return status;
  if (shard && !cli_shard_merging (shard))
    return cli_find_run_shard (shard, &options, positions);
  start = g_get_monotonic_time ();
  if (shard)
    {
      if (!(result = cli_find_result_from_shard (shard, &options, positions, rank, &status)))
        return status;
      if (cli_shard_writes_jsonl (shard))
        return cli_shard_finish (shard);
    }
  else
    {
      progress = cli_progress_new (CLI_PROGRESS_POSITIONS, positions->len);
      options.progress = show_progress;
      options.progress_data = progress;
      result = cairn_finder_run_positions (&options, (const CairnPosition *) (void *) positions->data,
                                           positions->len, rank);
      g_clear_pointer (&progress, cli_progress_free);
    }
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  shown = limit == 0 ? result->cases->len : MIN ((guint) limit, result->cases->len);

  if (json)
    {
      g_autoptr (GString) out = g_string_new ("{\"game\":");

      cairn_json_append_string (out, game->id);
      /* The scoring in force: a game that is always sound says so. */
      g_string_append_printf (out, ",\"probe_window\":\"%s\",\"scoring\":\"%s\",\"null_when\":\"%s\"",
                              cairn_probe_window_to_string (options.probe_window),
                              cairn_scoring_to_string (cairn_settings_scoring_for_game (&settings, game)),
                              cairn_null_when_to_string (cairn_settings_null_when_for_game (&settings, game)));
      cli_append_engine_parts_json (out, options.engine_parts);
      g_string_append_printf (out, ",\"positions\":%u,\"positions_over\":%u,\"searches\":%" G_GUINT64_FORMAT ",\"nodes\":%" G_GUINT64_FORMAT
                              ",\"modes\":{", result->positions, positions->len - result->positions,
                              result->searches, result->nodes);
      for (guint v = 0, first = 1; v < CAIRN_FINDER_N_VARIANTS; v++)
        if (options.variants & (1u << v))
          {
            g_string_append_printf (out, "%s\"%s\":{\"cases\":%u,\"positions\":%u}", first ? "" : ",",
                                    cairn_finder_variant_to_string (v), result->cases_per_variant[v],
                                    result->positions_per_variant[v]);
            first = 0;
          }
      g_string_append_printf (out, "},\"total_cases\":%u,\"cases\":[", result->cases->len);
      for (guint i = 0; i < shown; i++)
        {
          if (i)
            g_string_append_c (out, ',');
          print_case_json (out, &g_array_index (result->cases, CairnFinderCase, i));
        }
      g_string_append (out, "],\"causes\":{");
      for (guint v = 0, first = 1; v < CAIRN_FINDER_N_VARIANTS; v++)
        if (options.variants & (1u << v))
          {
            g_string_append_printf (out, "%s\"%s\":{", first ? "" : ",", cairn_finder_variant_to_string (v));
            for (guint k = 0; k < CAIRN_FINDER_N_CAUSES; k++)
              g_string_append_printf (out, "%s\"%s\":%u", k ? "," : "",
                                      cairn_finder_cause_to_string (k), result->cases_per_cause[v][k]);
            g_string_append_c (out, '}');
            first = 0;
          }
      g_string_append (out, "}}\n");
      fputs (out->str, stdout);
    }
  else
    {
      g_autofree char *searches = cairn_format_count (result->searches);
      g_autofree char *nodes = cairn_format_count (result->nodes);
      gboolean causes_seen[CAIRN_FINDER_N_CAUSES] = { FALSE };
      g_autofree char *options_text = cairn_settings_options_text (&settings, game);

      g_autofree char *n_positions = cairn_format_count (result->positions);
      g_autofree char *depths = range_text (options.min_depth, options.max_depth);
      g_autofree char *reductions = range_text (options.min_reduction, options.max_reduction);

      /* Two significant digits at least: "0.043 s", "1.2 s", "61 s". */
      int digits = seconds >= 10 ? 0 : seconds >= 1 ? 1 : seconds >= 0.1 ? 2 : 3;

      /* Translators: "9,040 positions, depth 3–5, R 1: …"; the last
       * number is seconds, with 0 to 3 decimals */
      g_print (g_dngettext (GETTEXT_PACKAGE,
                            "%s position, depth %s, R %s: %s searches, %s nodes in %.*f s\n",
                            "%s positions, depth %s, R %s: %s searches, %s nodes in %.*f s\n",
                            result->positions),
               n_positions, depths, reductions, searches, nodes, digits, seconds);
      /* The finder skips positions whose game is over; the count above is
       * of the others, so a reader who knows the material's total
       * (331,352 for KPK) is told where the rest went. */
      if (positions->len > result->positions)
        {
          guint over = positions->len - result->positions;
          g_autofree char *n_over = cairn_format_count (over);

          /* Translators: follows "331,330 positions, depth 1, R 1: …" */
          if (game->flags & CAIRN_GAME_NAMED_ENDS)
            g_print (g_dngettext (GETTEXT_PACKAGE,
                                  "(%s more position is over already: checkmate, stalemate or dead; nothing to search.)\n",
                                  "(%s more positions are over already: checkmate, stalemate or dead; nothing to search.)\n",
                                  over),
                     n_over);
          else
            /* Translators: follows "3 positions, depth 1, R 1: …" */
            g_print (g_dngettext (GETTEXT_PACKAGE,
                                  "(%s more position is over already: won or drawn; nothing to search.)\n",
                                  "(%s more positions are over already: won or drawn; nothing to search.)\n",
                                  over),
                     n_over);
        }
      if (options_text)
        /* Translators: the options that differ from the seed's, e.g.
         * "zero-width probes, sound scoring" */
        g_print (_("Every search with %s.\n"), options_text);
      /* Columns as wide as their (translated) headings, counted in
       * characters; the rows themselves are ASCII. */
      int wm = column_width (_("mode"), 10), wc = column_width (_("cases"), 8);
      int wp = column_width (_("positions"), 10);
      int w_pos = column_width (_("position"), 9), w_to = column_width (_("to"), 2);
      /* Translators: a column heading: the move plain alpha-beta plays */
      int w_plain = column_width (_("plain plays"), 5);
      /* Translators: a column heading: the move the pruning mode plays */
      int w_pruned = column_width (_("mode plays"), 5);
      int w_loss = column_width (_("loss"), 5);
      /* Translators: a column heading: plain alpha-beta's nodes/the mode's */
      int w_nodes = column_width (_("nodes plain/mode"), 15);
      int w_cause[CAIRN_FINDER_N_CAUSES];

      for (guint i = 0; i < shown; i++)
        {
          const CairnFinderCase *c = &g_array_index (result->cases, CairnFinderCase, i);
          g_autofree char *text = cairn_position_to_string (&c->position);

          w_pos = MAX (w_pos, (int) strlen (text));
        }

      print_heading (_("mode"), wm, TRUE, "");
      print_heading (_("cases"), wc, FALSE, " ");
      print_heading (_("positions"), wp, FALSE, " ");
      g_print ("\n");
      for (guint v = 0; v < CAIRN_FINDER_N_VARIANTS; v++)
        if (options.variants & (1u << v))
          g_print ("%-*s %*u %*u\n", wm, cairn_finder_variant_to_string (v),
                   wc, result->cases_per_variant[v], wp, result->positions_per_variant[v]);

      /* Cases by cause, a row per mode. */
      g_print ("\n");
      print_heading (_("mode"), wm, TRUE, "");
      for (guint k = 0; k < CAIRN_FINDER_N_CAUSES; k++)
        {
          w_cause[k] = column_width (cairn_finder_cause_to_string (k), 9);
          print_heading (cairn_finder_cause_to_string (k), w_cause[k], FALSE, " ");
        }
      g_print ("\n");
      for (guint v = 0; v < CAIRN_FINDER_N_VARIANTS; v++)
        if (options.variants & (1u << v))
          {
            g_print ("%-*s", wm, cairn_finder_variant_to_string (v));
            for (guint k = 0; k < CAIRN_FINDER_N_CAUSES; k++)
              {
                g_print (" %*u", w_cause[k], result->cases_per_cause[v][k]);
                /* Every cause counted is explained below, shown or not. */
                causes_seen[k] = causes_seen[k] || result->cases_per_cause[v][k] > 0;
              }
            g_print ("\n");
          }

      if (game->flags & CAIRN_GAME_TABLEBASES)
        {
          guint known = 0, changed = 0;

          for (guint i = 0; i < result->cases->len; i++)
            {
              const CairnFinderCase *c = &g_array_index (result->cases, CairnFinderCase, i);

              known += c->real_known;
              changed += c->real_loss;
            }
          if (known > 0)
            /* Translators: after the tables of cases; marked "!!" in the list below */
            g_print (_("\nIn real chess (tablebase): %u of the %u cases the tables hold change the real result (marked !!).\n"),
                     changed, known);
        }

      if (shown > 0)
        {
          g_print ("\n%s\n", game->numbered_moves
                   ? _("Each case: the move plain alpha-beta plays and the move the mode plays (a cell, "
                       "0 to 8, row by row from the top left), the loss (how much less the mode's move "
                       "is worth to plain alpha-beta) and both searches' nodes.")
                   : _("Each case: the move plain alpha-beta plays and the move the mode plays, the loss "
                       "(how much less the mode's move is worth to plain alpha-beta) and both searches' "
                       "nodes."));
          g_print ("\n%4s  ", "#");
          print_heading (_("position"), w_pos, TRUE, "");
          print_heading (_("to"), w_to, TRUE, " ");
          print_heading (_("mode"), 8, TRUE, " ");
          g_print (" %2s %-8s", "d", "R");
          print_heading (_("plain plays"), w_plain, FALSE, " ");
          print_heading (_("mode plays"), w_pruned, FALSE, " ");
          print_heading (_("loss"), w_loss, FALSE, " ");
          print_heading (_("nodes plain/mode"), w_nodes, FALSE, " ");
          g_print ("\n");
        }
      for (guint i = 0; i < shown; i++)
        {
          const CairnFinderCase *c = &g_array_index (result->cases, CairnFinderCase, i);
          const CairnGame *g = cairn_position_game (&c->position);
          g_autofree char *cells = cairn_position_to_string (&c->position);
          g_autofree char *r = cairn_reduction_to_string (c->reduction);
          g_autofree char *plain = move_text (&c->position, c->plain_move);
          g_autofree char *pruned = move_text (&c->position, c->pruned_move);
          g_autofree char *sizes = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT,
                                                    c->plain_nodes, c->pruned_nodes);
          const char *to = g->text_has_side ? cairn_game_side_id (g, c->position.to_move)
                                            : cairn_side_to_string (c->position.to_move);

          /* Values as the search gives them, a mate in words too:
           * "values 29995 (White mates, ply 5)→900". */
          g_autofree char *plain_value = cairn_game_value_to_text (g, c->plain_value);
          g_autofree char *move_value = cairn_game_value_to_text (g, c->move_value);

          g_print ("%4u  %-*s %-*s %-8s %2u %-8s %*s %*s %*d %*s  %s %s→%s\n", i + 1, w_pos, cells,
                   w_to, to, cairn_finder_variant_to_string (c->variant), c->depth, r,
                   w_plain, plain, w_pruned, pruned, w_loss, c->loss,
                   w_nodes, sizes, _("values"), plain_value, move_value);
          /* Translators: under each case: its cause (verification,
           * zugzwang, horizon or reduction), then whether two remedies
           * pick a move as good as plain alpha-beta's */
          g_print (_("      %s; verified null move: %s; the guard: %s\n"),
                   c->cause == CAIRN_FINDER_ZUGZWANG
                   /* Translators: the finder's cause "zugzwang" is only the
                    * search's judgement (passing scored better than every move) */
                   ? _("zugzwang (as the search sees it)")
                   : c->cause == CAIRN_FINDER_HORIZON
                   /* Translators: the finder's cause "horizon": the seed
                    * style has no quiescence search for such a probe */
                   ? (c->engine_parts & CAIRN_PART_QSEARCH
                      /* Translators: the finder's cause "horizon" in the
                       * engine style with its quiescence search */
                      ? _("probe on the horizon (into the quiescence search)")
                      : _("probe on the horizon (no quiescence search)"))
                   : cairn_finder_cause_to_string (c->cause),
                   c->verified_right ? _("right") : _("wrong"),
                   c->guard_right ? _("right") : _("wrong"));
          {
            g_autofree CairnDecisivePrune *decisive = case_decisive (c);
            g_autofree char *line = NULL;
            CairnSide side;

            if (decisive)
              {
                line = cli_line_to_text (&c->position, decisive, &side);
                if (decisive->verification)
                  /* Translators: under each case: the moves to the node
                   * whose verification alone cost the move */
                  g_print (_("      decisive verification after %s\n"), line);
                else
                  /* Translators: under each case: the moves to the null
                   * prune that alone cost the move, e.g. "X plays cell 4" */
                  g_print (_("      decisive prune after %s\n"), line);
              }
            else if (c->variant == CAIRN_FINDER_VERIFIED)
              g_print (_("      no prune or verification decisive on its own\n"));
            else
              g_print (_("      no prune decisive on its own\n"));
          }
          {
            /* What the endgame tables say of the two moves, after the search's own lines. */
            g_autofree char *real = cairn_finder_case_real_text (c);

            if (real)
              g_print ("      %s%s\n", c->real_loss ? "!! " : "", real);
          }
          causes_seen[c->cause] = TRUE;
        }
      for (guint k = 0, first = 1; k < CAIRN_FINDER_N_CAUSES; k++)
        if (causes_seen[k])
          {
            if (first)
              g_print ("\n");
            first = 0;
            g_print ("%s\n", cairn_finder_cause_explain (k));
          }
    }

  if (folder)
    return write_scenarios (folder, result, shown);
  return CLI_EXIT_OK;
}

const CliCommand cli_find_command = {
  "find", N_("Positions where null-move pruning picks a worse move"), run, TRUE
};
