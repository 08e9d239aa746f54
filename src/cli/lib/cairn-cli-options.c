/* cairn-cli-options.c — the options every command shares: parsing,
 * resolution against a scenario file, and the checks on a search.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "cairn-cli-options.h"
#include "cairn-format.h"
#include "cairn-games.h"

/* "plain,null" → the left and right pane's modes. */
int
cli_parse_mode_pair (const char *text,
                     CairnMode   modes[2])
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  g_autoptr (GError) error = NULL;

  if (g_strv_length (parts) != 2)
    return cli_fail_usage (_("Invalid --compare “%s”: give two modes separated by a comma, e.g. plain,null"),
                           text);
  for (guint i = 0; i < 2; i++)
    if (!cairn_mode_parse (g_strstrip (parts[i]), &modes[i], &error))
      return cli_fail_usage ("%s", error->message);
  return CLI_EXIT_OK;
}

GOptionEntry *
cli_common_entries (CliCommonOptions *o,
                    gboolean          with_mode)
{
  const GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &o->game,
      N_("The game: tictactoe, chess or connect4 (default: tictactoe, or what the position is: chess for a FEN, connect4 for a move string such as 4453 or its grid)"),
      N_("GAME") },
    { "position", 'p', 0, G_OPTION_ARG_STRING, &o->position,
      N_("The position: tic-tac-toe's 9 cells row by row, each X, O or . (default: empty); for chess a whole FEN in one argument; for Connect Four the columns played, e.g. 4453 (- for the empty board), or its grid of six rows top down with the side to move"),
      N_("POSITION") },
    { "to-move", 't', 0, G_OPTION_ARG_STRING, &o->to_move,
      N_("Tic-tac-toe's side to move: x or o (default: inferred from the counts); a FEN and a Connect Four position name their own"),
      N_("x|o") },
    { "depth", 'd', 0, G_OPTION_ARG_STRING, &o->depth,
      N_("Depth limit, 1 to 9 for tic-tac-toe, 1 to 12 for chess, 1 to 16 for Connect Four (default: 5)"), N_("N") },
    { "reduction", 'r', 0, G_OPTION_ARG_STRING, &o->reduction,
      N_("Null-move reduction R, 1 to 8 or adaptive (default: 3)"), N_("R") },
    { "guard", 0, 0, G_OPTION_ARG_NONE, &o->guard,
      N_("Horizon guard: skip null probes that would land on the horizon"), NULL },
    { "probe-window", 0, 0, G_OPTION_ARG_STRING, &o->probe_window,
      N_("The window a null probe searches: full, the node's own as in the seed, or zero, a null window at β (max node) or α (min node) as engines use (default: full)"),
      N_("full|zero") },
    { "scoring", 0, 0, G_OPTION_ARG_STRING, &o->scoring,
      N_("Tic-tac-toe's win scores: seed, 10 − ply, which a horizon guess can outrank, or sound, 1000 − ply (default: seed); chess is always sound"),
      N_("seed|sound") },
    { "null-when", 0, 0, G_OPTION_ARG_STRING, &o->null_when,
      N_("When to try a null move: always, wherever the rules allow one as in the seed, or pieces, only when the side to move has a knight, bishop, rook or queen, as engines such as Stockfish do (default: always); tic-tac-toe has no such pieces and searches alike under both"),
      N_("always|pieces") },
    { "engine-parts", 0, 0, G_OPTION_ARG_STRING, &o->engine_parts,
      N_("Chess only: search in the engine style (SEARCH-RULES.md §4) with these parts, comma-separated: qsearch, order, pvs, tt, id, check, draws, gate, or engine for all of them (default: none, the seed style)"),
      N_("PARTS") },
    { "scenario", 0, 0, G_OPTION_ARG_FILENAME, &o->scenario,
      N_("Read position and settings from a .cairn file (other options override it)"), N_("FILE") },
    { "node-cap", 0, 0, G_OPTION_ARG_STRING, &o->node_cap,
      N_("Stop with an error after this many nodes (default: 20,000,000)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &o->json,
      N_("Print JSON instead of text"), NULL },
    { "mode", 'm', 0, G_OPTION_ARG_STRING, &o->mode,
      N_("Search mode: plain, null, verified or minimax (default: plain)"), N_("MODE") },
    { NULL }
  };
  guint n = G_N_ELEMENTS (entries) - (with_mode ? 0 : 1);
  GOptionEntry *copy = g_new0 (GOptionEntry, G_N_ELEMENTS (entries));

  memcpy (copy, entries, sizeof (GOptionEntry) * (n - 1));
  return copy;
}

void
cli_common_clear (CliCommonOptions *o)
{
  g_clear_pointer (&o->game, g_free);
  g_clear_pointer (&o->position, g_free);
  g_clear_pointer (&o->to_move, g_free);
  g_clear_pointer (&o->mode, g_free);
  g_clear_pointer (&o->depth, g_free);
  g_clear_pointer (&o->reduction, g_free);
  g_clear_pointer (&o->scenario, g_free);
  g_clear_pointer (&o->node_cap, g_free);
  g_clear_pointer (&o->probe_window, g_free);
  g_clear_pointer (&o->scoring, g_free);
  g_clear_pointer (&o->null_when, g_free);
  g_clear_pointer (&o->engine_parts, g_free);
}

GOptionContext *
cli_context_new (const char *command,
                 const char *parameters,
                 const char *summary)
{
  g_autofree char *program = g_strdup_printf ("cairn-cli %s", command);
  GOptionContext *context;

  /* --help says "Usage: cairn-cli search [OPTION…]": GOption names the
   * program after the prgname, not after the command's argv[0]. */
  g_set_prgname (program);
  context = g_option_context_new (parameters);

  g_option_context_set_summary (context, summary);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_help_enabled (context, TRUE);
  return context;
}

/* Parses the subcommand's options; stray arguments are an error too. */
int
cli_parse (GOptionContext   *context,
           const char       *command,
           int              *argc,
           char           ***argv)
{
  g_autoptr (GError) error = NULL;
  gboolean mode_given = FALSE;

  /* compare has two modes, not one: -m there is a habit from search. */
  for (int i = 1; i < *argc; i++)
    mode_given = mode_given || ((*argv)[i][0] == '-' && (*argv)[i][1] == 'm') ||
                 g_str_has_prefix ((*argv)[i], "--mode");
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      if (g_str_equal (command, "compare") && mode_given &&
          g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION))
        return cli_fail_usage (_("compare has no -m or --mode: it runs two modes, chosen with "
                                 "-c MODE,MODE, e.g. --compare=plain,null (the default)"));
      return cli_fail_usage (_("%s (see “cairn-cli %s --help”)"), error->message, command);
    }
  if (*argc > 1)
    return cli_fail_usage (_("Unexpected argument “%s” for %s (see “cairn-cli %s --help”)"),
                           (*argv)[1], command, command);
  return CLI_EXIT_OK;
}

/* The game searched: --game, else the one the typed position looks
 * like, else the scenario's (tic-tac-toe without one). */
static const CairnGame *
resolve_game (const CliCommonOptions *o,
              const CairnGame        *game,
              const CairnScenario    *scenario)
{
  if (game)
    return game;
  if (o->position)
    return cairn_games_guess (o->position);
  return cairn_position_game (&scenario->position);
}

int
cli_resolve (const CliCommonOptions *o,
             CliSetup               *setup)
{
  g_autoptr (GError) error = NULL;
  CairnScenario *sc = &setup->scenario;
  const CairnGame *game = NULL;

  if (o->game && !(game = cairn_games_lookup (o->game, &error)))
    return cli_fail_usage ("%s", error->message);

  cairn_scenario_init_default (sc);
  if (o->scenario)
    {
      g_auto (GStrv) warnings = NULL;

      if (!cairn_scenario_load_file (sc, o->scenario, &warnings, &error))
        {
          /* An unreadable file is an I/O failure; a bad one is bad input. */
          if (g_error_matches (error, CAIRN_SCENARIO_ERROR, CAIRN_SCENARIO_ERROR_READ))
            return cli_fail_io ("%s", error->message);
          return cli_fail_usage ("%s", error->message);
        }
      /* Unknown or repeated keys: said, and the search goes on. */
      for (guint i = 0; warnings[i] != NULL; i++)
        g_printerr (_("cairn-cli: warning: %s: %s\n"), o->scenario, warnings[i]);
    }
  game = resolve_game (o, game, sc);

  /* A FEN says whose move it is; a second say could only contradict it. */
  if (o->to_move && game->text_has_side)
    {
      if (o->game)
        return cli_fail_usage (_("-t/--to-move cannot be used with --game %s: the position names the side to move itself"),
                               game->id);
      /* Nobody typed --game: say where the game came from. */
      if (!(game->flags & CAIRN_GAME_EPD))
        return cli_fail_usage (_("-t/--to-move cannot be used with a position of %s (game %s): its text gives the side to move itself"),
                               _(game->label), game->id);
      return cli_fail_usage (_("-t/--to-move cannot be used with a FEN position (game %s): the FEN names the side to move itself"),
                             game->id);
    }

  if (o->position)
    {
      if (!cairn_position_parse_game (game, o->position, o->to_move, &sc->position, &error))
        return cli_fail_usage ("%s", error->message);
    }
  else if (game != cairn_position_game (&sc->position))
    {
      /* Another game's scenario has no position for this one to keep. */
      if (o->scenario)
        return cli_fail_usage (_("--game %s does not match the scenario “%s”, which holds a %s position: give the position with -p"),
                               game->id, o->scenario, cairn_position_game (&sc->position)->id);
      cairn_position_init_game (&sc->position, game);
    }
  if (o->to_move && !o->position)
    {
      g_autofree char *cells = cairn_position_to_string (&sc->position);

      if (!cairn_position_parse_game (game, cells, o->to_move, &sc->position, &error))
        return cli_fail_usage ("%s", error->message);
    }
  if (o->depth && !cairn_depth_parse_for_game (game, o->depth, &sc->depth, &error))
    return cli_fail_usage ("%s", error->message);
  if (o->reduction && !cairn_reduction_parse (o->reduction, &sc->reduction, &error))
    return cli_fail_usage ("%s", error->message);
  if (o->guard)
    sc->guard = TRUE;
  if (o->probe_window && !cairn_probe_window_parse (o->probe_window, &sc->probe_window, &error))
    return cli_fail_usage ("%s", error->message);
  if (o->scoring)
    {
      if (!cairn_scoring_parse (o->scoring, &sc->scoring, &error))
        return cli_fail_usage ("%s", error->message);
      /* Asking a sound game for the seed's scoring is no error (scenario
       * files carry the key for every game), but the user who typed it
       * should know it changes nothing. */
      if (sc->scoring == CAIRN_SCORING_SEED && !cairn_scoring_matters_for_game (game))
        g_printerr (_("cairn-cli: note: the game %s always scores a win above every horizon value; --scoring seed changes nothing\n"),
                    game->id);
    }
  if (o->null_when)
    {
      if (!cairn_null_when_parse (o->null_when, &sc->null_when, NULL))
        return cli_fail_usage (_("--null-when: “%s” is not allowed: use always or pieces"), o->null_when);
      /* Accepted for every game, as scenario files carry the key; but
       * whoever typed `pieces` for tic-tac-toe should know it does nothing. */
      if (sc->null_when == CAIRN_NULL_WHEN_PIECES && !cairn_null_when_matters_for_game (game))
        g_printerr (_("cairn-cli: note: the game %s has no knights, bishops, rooks or queens; --null-when pieces changes nothing\n"),
                    game->id);
    }

  if (o->engine_parts)
    {
      if (!cairn_engine_parts_parse (o->engine_parts, &sc->engine_parts, &error))
        return cli_fail_usage ("--engine-parts: %s", error->message);
      if (sc->engine_parts != 0 && !cairn_engine_parts_matter_for_game (game))
        return cli_fail_usage (_("--engine-parts “%s”: the engine style is for chess only; %s has no captures, checks or repetitions for it to treat: leave --engine-parts out"),
                               o->engine_parts, game->id);
    }

  cairn_scenario_get_settings (sc, 0, &setup->settings);
  setup->mode_given = o->mode != NULL;
  if (o->mode && !cairn_mode_parse (o->mode, &setup->settings.mode, &error))
    return cli_fail_usage ("%s", error->message);

  if (o->node_cap)
    {
      guint64 cap;

      if (!g_ascii_string_to_unsigned (o->node_cap, 10, 1, CAIRN_NODE_CAP_MAX, &cap, NULL))
        return cli_fail_usage (_("Invalid node cap “%s”: use a whole number from 1 to %u"),
                               o->node_cap, CAIRN_NODE_CAP_MAX);
      setup->settings.node_cap = (guint) cap;
    }
  return CLI_EXIT_OK;
}

int
cli_check_node_cap (const CairnSearch *search)
{
  if (cairn_search_is_aborted (search))
    {
      g_autofree char *cap = cairn_format_count (cairn_search_node_cap (search));

      return cli_fail_usage (g_dngettext (GETTEXT_PACKAGE,
                                          "The search reached the node cap of %s node and was stopped; raise it with --node-cap",
                                          "The search reached the node cap of %s nodes and was stopped; raise it with --node-cap",
                                          cairn_search_node_cap (search)),
                             cap);
    }
  return CLI_EXIT_OK;
}
