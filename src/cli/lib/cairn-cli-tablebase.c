/* cairn-cli-tablebase.c — the real result beside the search: the
 * --tablebases option and the tablebase lines and JSON of search and
 * compare (and the folder for find and suite).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-cli-fail.h"
#include "cairn-cli-output.h"
#include "cairn-cli-tablebase.h"
#include "cairn-format.h"
#include "cairn-tablebase.h"

GOptionEntry *
cli_tablebase_entries (char **dir)
{
  const GOptionEntry entries[] = {
    { "tablebases", 0, 0, G_OPTION_ARG_FILENAME, dir,
      /* Translators: /usr/share/gaviotatb is CAIRN_TABLEBASE_DEFAULT_DIR */
      N_("A folder of Gaviota endgame tables, for the real result of chess positions with few men "
         "(default: /usr/share/gaviotatb, Debian's gaviotatb: every 3-man ending)"),
      N_("DIR") },
    { NULL }
  };

  return g_memdup2 (entries, sizeof entries);
}

int
cli_tablebase_apply (const char *dir)
{
  if (dir == NULL)
    return CLI_EXIT_OK;
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    return cli_fail_io (_("--tablebases: “%s” is not a folder; name the folder that holds the *.gtb.cp4 files"), dir);
  cairn_tablebase_set_dir (dir);
  return CLI_EXIT_OK;
}

/* What @move does in real chess, for a table row: "wins, mate in 11",
 * "draws"; "—" when the tables cannot say. */
char *
cli_tablebase_move_text (const CairnPosition *position,
                         int                  move)
{
  CairnTablebaseOutcome outcome;
  guint plies;

  if (move < 0 || !cairn_tablebase_probe_move (position, (CairnMove) move, &outcome, &plies))
    return g_strdup ("—");
  return cairn_tablebase_describe_outcome (outcome, plies);
}

/* The row "real result" of search and compare: whose result it is, then
 * the result, "Ke4 draws", "Kf6 wins, mate in 11"; "—" when the tables
 * cannot say. */
char *
cli_tablebase_best_move_text (const CairnPosition *position,
                              int                  move)
{
  g_autofree char *result = cli_tablebase_move_text (position, move);
  g_autofree char *name = NULL;

  if (move < 0 || g_str_equal (result, "—"))
    return g_steal_pointer (&result);
  name = cli_move_to_text (position, move);
  /* Translators: a move and what it does in real chess, e.g. "Ke4 draws",
   * "Kf6 wins, mate in 11" */
  return g_strdup_printf (C_("real result of a move", "%s %s"), name, result);
}

/* After the engine's opinion: why its mate distance may not be the
 * tablebase's, said only where the two differ. */
void
cli_tablebase_print_mate_note (const CairnPosition *position,
                               int                  engine_mate_in)
{
  CairnTablebaseOutcome outcome;
  guint plies;

  if (cairn_tablebase_probe_root (position, &outcome, &plies) != CAIRN_TABLEBASE_FOUND ||
      outcome == CAIRN_TABLEBASE_DRAW ||
      cairn_tablebase_mate_in (outcome, plies) == (guint) ABS (engine_mate_in))
    return;
  g_print ("%s\n", _("The two mate distances differ: the tablebase's is exact, the quickest mate "
                     "against the best defence; the engine's is the quickest it found within its "
                     "depth and time limits, and a deeper search may find a shorter one."));
}

gboolean
cli_tablebase_covers (const CairnPosition *position)
{
  CairnTablebaseOutcome outcome;
  guint plies;

  return cairn_tablebase_probe_root (position, &outcome, &plies) == CAIRN_TABLEBASE_FOUND;
}

/* The root's line, then every move's: nothing for tic-tac-toe. */
void
cli_tablebase_print (const CairnPosition *position)
{
  g_autofree CairnTablebaseVerdict *verdict = g_new (CairnTablebaseVerdict, 1);
  g_autofree char *text = NULL;
  g_autofree char *moves = NULL;

  cairn_tablebase_probe (position, verdict);
  text = cairn_tablebase_describe (position, verdict);
  if (text == NULL)
    return;
  g_print ("%s\n", text);
  moves = cairn_tablebase_describe_moves (position, verdict);
  if (moves)
    /* Translators: %s lists every move and its real result */
    g_print (_("Each move in real chess: %s\n"), moves);
}

/* ,"tablebase":{…}; nothing for a game the tables do not know. */
void
cli_tablebase_append_json (GString             *out,
                           const CairnPosition *position)
{
  g_autofree CairnTablebaseVerdict *verdict = g_new (CairnTablebaseVerdict, 1);

  cairn_tablebase_probe (position, verdict);
  if (verdict->status == CAIRN_TABLEBASE_NOT_KNOWN)
    return;
  g_string_append (out, ",\"tablebase\":");
  cairn_tablebase_append_json (out, position, verdict);
}
