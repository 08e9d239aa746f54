/* cairn-cli-engine.c — "--engine-opinion" for search and compare: a real
 * engine's evaluation and best move beside Cairn's answer.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cairn-cli-engine.h"
#include "cairn-cli-fail.h"
#include "cairn-cli-output.h"
#include "cairn-cli-tablebase.h"
#include "cairn-engine-opinion.h"

GOptionEntry *
cli_engine_entries (CliEngineOptions *o)
{
  const GOptionEntry entries[] = {
    { "engine-opinion", 0, 0, G_OPTION_ARG_NONE, &o->opinion,
      N_("Chess: also ask a UCI engine (Stockfish by default) for its evaluation and best move; exit status 3 when none answers"),
      NULL },
    { "engine", 0, 0, G_OPTION_ARG_FILENAME, &o->engine,
      N_("The UCI engine to ask (default: stockfish); implies --engine-opinion"), N_("PATH") },
    { "engine-depth", 0, 0, G_OPTION_ARG_STRING, &o->depth,
      N_("The engine searches to this depth at most, 1 to 99 (default: 20); implies --engine-opinion"), N_("N") },
    { "engine-time", 0, 0, G_OPTION_ARG_STRING, &o->time,
      N_("The engine thinks this many seconds at most, 0.1 to 600 (default: 10), and is stopped one second later; implies --engine-opinion"),
      N_("SECONDS") },
    { NULL }
  };

  return g_memdup2 (entries, sizeof entries);
}

void
cli_engine_clear (CliEngineOptions *o)
{
  g_clear_pointer (&o->engine, g_free);
  g_clear_pointer (&o->depth, g_free);
  g_clear_pointer (&o->time, g_free);
}

int
cli_engine_check (CliEngineOptions    *o,
                  const CairnPosition *position,
                  CairnUciLimits      *limits)
{
  /* start_ms and ready_ms 0: the library's limits, sized for a busy machine. */
  *limits = (CairnUciLimits) { .depth = CAIRN_UCI_DEPTH_DEFAULT, .movetime_ms = CAIRN_UCI_TIME_DEFAULT_MS };
  if (o->engine || o->depth || o->time)
    o->opinion = TRUE;
  if (!o->opinion)
    return CLI_EXIT_OK;
  if (!cairn_engine_supports (cairn_position_game (position)))
    return cli_fail_usage (_("--engine-opinion needs a chess position: UCI engines play chess only"));
  if (o->depth)
    {
      guint64 depth;

      if (!g_ascii_string_to_unsigned (o->depth, 10, 1, CAIRN_UCI_DEPTH_MAX, &depth, NULL))
        return cli_fail_usage (_("Invalid --engine-depth “%s”: give a whole number from 1 to %d"),
                               o->depth, CAIRN_UCI_DEPTH_MAX);
      limits->depth = (guint) depth;
    }
  if (o->time)
    {
      char *end = NULL;
      double seconds = g_ascii_strtod (o->time, &end);

      if (end == o->time || *end != '\0' || !isfinite (seconds)
          || seconds * 1000 < CAIRN_UCI_TIME_MIN_MS - 0.5 || seconds * 1000 > CAIRN_UCI_TIME_MAX_MS + 0.5)
        return cli_fail_usage (_("Invalid --engine-time “%s”: give seconds from 0.1 to 600"), o->time);
      limits->movetime_ms = (guint) lround (seconds * 1000);
    }
  return CLI_EXIT_OK;
}

static const char *
reason_id (const GError *error)
{
  static const char * const ids[] = { "not-found", "start", "timeout", "exited", "protocol" };

  if (error->domain == CAIRN_UCI_ERROR && error->code >= 0 && error->code < (int) G_N_ELEMENTS (ids))
    return ids[error->code];
  return "failed";
}

static void
append_json_string (GString    *out,
                    const char *text)
{
  g_string_append_c (out, '"');
  for (const char *c = text; *c; c++)
    if (*c == '"' || *c == '\\')
      g_string_append_printf (out, "\\%c", *c);
    else if ((guchar) *c < 0x20)
      g_string_append_printf (out, "\\u%04x", (guchar) *c);
    else
      g_string_append_c (out, *c);
  g_string_append_c (out, '"');
}

int
cli_engine_report (const CliEngineOptions *o,
                   const CairnPosition    *position,
                   const CairnUciLimits   *limits,
                   GString                *json)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CairnUciAnswer) answer = NULL;
  g_autoptr (CairnEngineOpinion) opinion = NULL;
  g_autofree char *path = NULL;

  if (!o->opinion)
    return CLI_EXIT_OK;
  path = cairn_uci_find_engine (o->engine, NULL, &error);
  if (path)
    {
      g_autofree char *fen = cairn_engine_position (position);

      answer = cairn_uci_ask (path, fen, limits, NULL, &error);
    }
  if (answer)
    opinion = cairn_engine_opinion_new (answer, position, &error);

  if (json && opinion)
    {
      g_autofree char *coord = NULL;

      g_string_append (json, ",\"engine_opinion\":{\"engine\":");
      append_json_string (json, opinion->engine);
      g_string_append (json, ",\"path\":");
      append_json_string (json, path);
      g_string_append_printf (json, ",\"depth\":%u,\"score_from\":\"white\"", opinion->depth);
      if (!opinion->has_score)
        g_string_append (json, ",\"score_cp\":null,\"mate_in\":null");
      else if (opinion->mate)
        g_string_append_printf (json, ",\"score_cp\":null,\"mate_in\":%d", opinion->score);
      else
        g_string_append_printf (json, ",\"score_cp\":%d,\"mate_in\":null", opinion->score);
      g_string_append (json, ",\"best_move\":");
      cli_append_move_json (json, cairn_position_game (position), opinion->best_move);
      g_string_append (json, ",\"text\":");
      append_json_string (json, opinion->text);
      g_string_append (json, ",\"error\":null}");
    }
  else if (json)
    {
      g_string_append_printf (json, ",\"engine_opinion\":{\"engine\":null,\"path\":");
      if (path)
        append_json_string (json, path);
      else
        g_string_append (json, "null");
      g_string_append_printf (json, ",\"error\":\"%s\",\"message\":", reason_id (error));
      append_json_string (json, error->message);
      g_string_append_c (json, '}');
    }
  else if (opinion)
    {
      /* Translators: before "Stockfish 15.1, depth 20: +0.35, best Kd2" */
      g_print (_("Engine's opinion (scores from White's side): %s\n"), opinion->text);
      if (opinion->has_score && opinion->mate)
        cli_tablebase_print_mate_note (position, opinion->score);
    }

  if (opinion)
    return CLI_EXIT_OK;
  g_printerr ("cairn-cli: %s\n", error->message);
  return CLI_EXIT_ENGINE;
}
