/* cairn-cli-perft.c — the perft subcommand: counts the legal move paths
 * of a chess position, for checking a move generator against others.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "cairn-chess.h"
#include "cairn-cli-commands.h"
#include "cairn-cli-options.h"
#include "cairn-cli-progress.h"

#define PERFT_DEPTH_MAX 10

static int
run (G_GNUC_UNUSED CliCall  *call,
     int       argc,
     char    **argv)
{
  gboolean divide = FALSE;
  const GOptionEntry entries[] = {
    { "divide", 0, 0, G_OPTION_ARG_NONE, &divide,
      N_("Also print each legal move (in search order) with its count"), NULL },
    G_OPTION_ENTRY_NULL
  };
  g_autoptr (GOptionContext) context =
    cli_context_new ("perft", _("FEN DEPTH"), _("Count the legal move paths DEPTH plies long from a chess position (perft)."));
  g_autoptr (GError) error = NULL;
  CairnChessBoard board;
  CairnSide side;
  guint64 depth, total = 0;
  guint16 moves[CAIRN_CHESS_MAX_MOVES];
  g_autoptr (CliProgress) progress = NULL;
  guint n;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return cli_fail_usage (_("%s (see “cairn-cli %s --help”)"), error->message, "perft");
  if (argc != 3)
    return cli_fail_usage (_("perft takes a FEN (one argument, quoted) and a depth, such as cairn-cli perft \"%s\" 4"),
                           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  if (!cairn_chess_parse_fen (argv[1], &board, &side, &error))
    return cli_fail_usage ("%s", error->message);
  if (!g_ascii_string_to_unsigned (argv[2], 10, 1, PERFT_DEPTH_MAX, &depth, NULL))
    {
      g_autofree char *shown = g_utf8_make_valid (argv[2], -1);

      return cli_fail_usage (_("Invalid perft depth “%s”: use a whole number from 1 to %u"),
                             shown, PERFT_DEPTH_MAX);
    }

  n = cairn_chess_legal_moves (&board, side, moves);
  progress = cli_progress_new (CLI_PROGRESS_MOVES, n);
  for (guint i = 0; i < n; i++)
    {
      CairnChessBoard child = board;
      guint64 count;

      cairn_chess_play (&child, side, moves[i]);
      count = cairn_chess_perft (&child, cairn_side_other (side), (guint) depth - 1);
      total += count;
      if (divide)
        {
          char coord[6];

          cli_progress_clear (progress);
          cairn_chess_move_to_coord (moves[i], coord);
          g_print ("%s: %" G_GUINT64_FORMAT "\n", coord, count);
        }
      cli_progress_update (progress, i + 1);
    }
  g_clear_pointer (&progress, cli_progress_free);
  if (divide)
    g_print ("\n");
  {
    g_autofree char *nodes = g_strdup_printf ("%" G_GUINT64_FORMAT, total);

    /* Translators: the perft result, e.g. "Nodes: 197281" (digits only,
     * as engines print it) */
    g_print (_("Nodes: %s\n"), nodes);
  }
  return CLI_EXIT_OK;
}

const CliCommand cli_perft_command = {
  "perft", N_("Count a chess position's legal move paths to a depth"), run, FALSE
};
