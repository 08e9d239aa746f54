/* cairn-cli-output.c — what several commands print: moves, lines of
 * play, the position line, table rows and JSON members.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "cairn-cli-output.h"
#include "cairn-format.h"
#include "cairn-games.h"

char *
cli_move_to_text (const CairnPosition *position,
                  int                  move)
{
  const CairnGame *game = cairn_position_game (position);

  if (move < 0)
    return g_strdup (_("none"));
  if (game->numbered_moves)
    return g_strdup_printf ("%d", move);
  return game->move_to_text (&position->board, position->to_move, (CairnMove) move);
}

/* Tic-tac-toe's cells as numbers, as its JSON always had them; any other
 * game's moves as strings ("e2e4"); no move as null. */
void
cli_append_move_json (GString         *out,
                      const CairnGame *game,
                      int              move)
{
  g_autofree char *text = NULL;

  if (move < 0)
    {
      g_string_append (out, "null");
      return;
    }
  if (game->numbered_moves)
    {
      g_string_append_printf (out, "%d", move);
      return;
    }
  text = game->move_to_string ((CairnMove) move);
  cairn_json_append_string (out, text);
}

void
cli_print_settings_json (GString             *out,
                         const CairnPosition *position,
                         const CairnSettings *settings)
{
  const CairnGame *game = cairn_position_game (position);
  g_autofree char *cells = cairn_position_to_string (position);

  g_string_append_printf (out, "\"game\":\"%s\",\"position\":", game->id);
  cairn_json_append_string (out, cells);
  g_string_append_printf (out, ",\"to_move\":\"%s\"", cairn_game_side_id (game, position->to_move));
  g_string_append_printf (out, ",\"mode\":\"%s\"", cairn_mode_to_string (settings->mode));
  g_string_append_printf (out, ",\"depth\":%u", settings->depth);
  if (settings->reduction == CAIRN_REDUCTION_ADAPTIVE)
    g_string_append (out, ",\"reduction\":\"adaptive\"");
  else
    g_string_append_printf (out, ",\"reduction\":%u", settings->reduction);
  g_string_append_printf (out, ",\"guard\":%s", settings->guard ? "true" : "false");
  /* The scoring in force: a game that is always sound says so. */
  g_string_append_printf (out, ",\"probe_window\":\"%s\",\"scoring\":\"%s\",\"null_when\":\"%s\"",
                          cairn_probe_window_to_string (settings->probe_window),
                          cairn_scoring_to_string (cairn_settings_scoring_for_game (settings, game)),
                          cairn_null_when_to_string (cairn_settings_null_when_for_game (settings, game)));
  cli_append_engine_parts_json (out, settings->engine_parts);
}

/* Only in the engine style, so that seed-style output reads as it did. */
void
cli_append_engine_parts_json (GString *out,
                              guint    parts)
{
  g_autofree char *text = NULL;

  if (parts == 0)
    return;
  text = cairn_engine_parts_to_string (parts);
  g_string_append (out, ",\"engine_parts\":");
  cairn_json_append_string (out, text);
}

void
cli_print_counters_json (GString             *out,
                         const CairnGame     *game,
                         const CairnCounters *c)
{
  g_string_append_printf (out, "\"value\":%d,\"best_move\":", c->value);
  cli_append_move_json (out, game, c->best_move);
  g_string_append_printf (out,
                          ",\"nodes\":%" G_GUINT64_FORMAT
                          ",\"null_probes\":%" G_GUINT64_FORMAT
                          ",\"null_prunes\":%" G_GUINT64_FORMAT
                          ",\"cutoffs\":%" G_GUINT64_FORMAT
                          ",\"verifications\":%" G_GUINT64_FORMAT
                          ",\"re_searches\":%" G_GUINT64_FORMAT
                          ",\"events\":%" G_GUINT64_FORMAT,
                          c->nodes, c->null_probes, c->null_prunes, c->cutoffs,
                          c->verifications, c->re_searches, c->events);
  /* The engine style's own (DESIGN §1d); seed-style output is as it was. */
  if (c->n_iterations > 0)
    {
      g_string_append_printf (out,
                              ",\"q_nodes\":%" G_GUINT64_FORMAT
                              ",\"tt_cutoffs\":%" G_GUINT64_FORMAT
                              ",\"pvs_re_searches\":%" G_GUINT64_FORMAT
                              ",\"extensions\":%" G_GUINT64_FORMAT
                              ",\"draws\":%" G_GUINT64_FORMAT
                              ",\"iteration_nodes\":[",
                              c->q_nodes, c->tt_cutoffs, c->pvs_re_searches, c->extensions, c->draws);
      for (guint64 i = 0; i < c->n_iterations; i++)
        g_string_append_printf (out, "%s%" G_GUINT64_FORMAT, i ? "," : "",
                                c->iteration_nodes[i]);
      g_string_append_c (out, ']');
    }
}

/* Right-aligns @text in @width characters (not bytes: "α" is two). */
char *
cli_pad (const char *text,
         guint       width)
{
  glong length = g_utf8_strlen (text, -1);
  g_autofree char *spaces = g_strnfill (length < (glong) width ? width - (gsize) length : 0, ' ');

  return g_strconcat (spaces, text, NULL);
}

/* Left-aligns @text in @width characters, for row labels that translations
 * write in Cyrillic and other multi-byte scripts. */
char *
cli_pad_end (const char *text,
             guint       width)
{
  glong length = g_utf8_strlen (text, -1);
  g_autofree char *spaces = g_strnfill (length < (glong) width ? width - (gsize) length : 0, ' ');

  return g_strconcat (text, spaces, NULL);
}

void
cli_print_position_line (const CairnPosition *position,
                     const CairnSettings *settings)
{
  g_autofree char *cells = cairn_position_to_string (position);
  /* With the gate, Stockfish's formula sets each probe's R (DESIGN 1d). */
  g_autofree char *r = settings->engine_parts & CAIRN_PART_GATE
                       ? g_strdup (_("by Stockfish 15's formula"))
                       : cairn_reduction_to_string (settings->reduction);
  const char *side = cairn_game_side_name (cairn_position_game (position), position->to_move);
  g_autofree char *options = cairn_settings_options_text (settings, cairn_position_game (position));

  if (settings->guard && options)
    /* Translators: the last %s names the options that differ from the
     * seed's, e.g. "zero-width probes, sound scoring" */
    g_print (_("position %s, %s to move, depth limit %u, R %s, horizon guard, %s\n"),
             cells, side, settings->depth, r, options);
  else if (settings->guard)
    g_print (_("position %s, %s to move, depth limit %u, R %s, horizon guard\n"),
             cells, side, settings->depth, r);
  else if (options)
    g_print (_("position %s, %s to move, depth limit %u, R %s, %s\n"),
             cells, side, settings->depth, r, options);
  else
    g_print (_("position %s, %s to move, depth limit %u, R %s\n"),
             cells, side, settings->depth, r);
}

/* A row of the search and compare tables: the label padded by characters,
 * not bytes, so translated labels line up. */
void
cli_print_row (const char *label,
           const char *cells)
{
  g_autofree char *padded = cli_pad_end (label, 16);

  g_print ("%s %s\n", padded, cells);
}

/* A game already over has no move to search for: say so instead of
 * printing a search of one node that "plays" no move.  The position is
 * legal and its value known, so this is no failure (exit status 0); JSON
 * output keeps its counters, its best move null. */
gboolean
cli_print_game_over (const CairnPosition *position)
{
  g_autofree char *text = cairn_position_describe_game_over (position);

  if (text == NULL)
    return FALSE;
  g_print ("%s\n", text);
  return TRUE;
}

/* The moves from the root to a pruned node, for people: "X plays cell 4,
 * O plays cell 1", or SAN for games that name their moves ("Kf6, Ke8,
 * e7"); a pass (a node below a null probe) is "O passes".  *@side is set
 * to the side to move at the end of the line. */
char *
cli_line_to_text (const CairnPosition      *position,
                  const CairnDecisivePrune *prune,
                  CairnSide                *side)
{
  const CairnGame *game = cairn_position_game (position);
  CairnBoard board = position->board;
  GString *out = g_string_new (NULL);

  *side = position->to_move;
  for (guint i = 0; i < prune->n_line; i++)
    {
      const char *name = cairn_game_side_name (game, *side);
      CairnMove move = prune->line[i];
      g_autofree char *item = NULL;

      if (move == CAIRN_NO_MOVE)
        {
          /* Translators: a pass in a line of play, e.g. "O passes" */
          item = g_strdup_printf (_("%s passes"), name);
          if (game->play_null)
            game->play_null (&board);
        }
      else
        {
          if (game->numbered_moves)
            /* Translators: a move in a line of play, e.g. "X plays cell 4" */
            item = g_strdup_printf (_("%s plays cell %u"), name, (guint) move);
          else
            item = game->move_to_text (&board, *side, move);
          game->play (&board, *side, move);
        }
      if (i > 0)
        g_string_append (out, ", ");
      g_string_append (out, item);
      *side = cairn_side_other (*side);
    }
  return g_string_free (out, FALSE);
}
