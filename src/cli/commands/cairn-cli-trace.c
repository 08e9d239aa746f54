/* cairn-cli-trace.c — the trace command: a search's event stream, one
 * event a line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>

#include "cairn-cli-commands.h"
#include "cairn-cli-options.h"
#include "cairn-cli-output.h"
#include "cairn-cli-progress.h"
#include "cairn-event-text.h"
#include "cairn-format.h"
#include "cairn-games.h"

static void
append_event_json (GString          *out,
                   const CairnEvent *e,
                   const CairnTree  *tree)
{
  const CairnGame *game = cairn_tree_game (tree);

  g_string_append_printf (out, "{\"event\":\"%s\",\"index\":%u",
                          cairn_event_type_to_string ((CairnEventType) e->type), e->index);
  if (e->type != CAIRN_EVENT_DONE && e->type != CAIRN_EVENT_ABORTED)
    {
      g_string_append_printf (out, ",\"node\":%u,\"ply\":%u,\"to_move\":\"%s\",\"alpha\":%d,\"beta\":%d",
                              e->node, e->ply, cairn_game_side_id (game, (CairnSide) e->side),
                              e->alpha, e->beta);
      if (e->move != CAIRN_NO_MOVE)
        {
          g_string_append (out, ",\"move\":");
          cli_append_move_json (out, game, e->move);
        }
    }

  switch ((CairnEventType) e->type)
    {
    case CAIRN_EVENT_NULL_PROBE_BEGUN:
      g_string_append_printf (out, ",\"probe\":%u,\"from_ply\":%u", e->other, e->parent_ply);
      break;
    case CAIRN_EVENT_NULL_PROBE_RESOLVED:
      g_string_append_printf (out, ",\"probe\":%u,\"from_ply\":%u,\"value\":%d,\"verdict\":\"%s\"",
                              e->other, e->parent_ply, e->value,
                              cairn_verdict_to_string ((CairnProbeVerdict) e->detail));
      break;
    case CAIRN_EVENT_NULL_PRUNE:
    case CAIRN_EVENT_CUTOFF:
      {
        CairnMove skipped[CAIRN_MAX_MOVES];
        guint n = cairn_tree_node_last_moves (tree, e->node, e->n_skipped, skipped);

        g_string_append_printf (out, ",\"value\":%d,\"skipped\":[", e->value);
        for (guint i = 0; i < n; i++)
          {
            if (i > 0)
              g_string_append_c (out, ',');
            cli_append_move_json (out, game, skipped[i]);
          }
        g_string_append_c (out, ']');
        break;
      }
    case CAIRN_EVENT_LEAF:
      g_string_append_printf (out, ",\"value\":%d,\"leaf\":\"%s\"", e->value,
                              cairn_node_end_to_string ((CairnNodeEnd) e->detail));
      break;
    case CAIRN_EVENT_NODE_EXITED:
      /* Judged by the node's window on entry (the event's is the window
       * the node had reached when it exited). */
      g_string_append_printf (out, ",\"value\":%d,\"bound\":\"%s\",\"end\":\"%s\"", e->value,
                              cairn_bound_to_string (cairn_node_bound (cairn_tree_get (tree, e->node))),
                              cairn_node_end_to_string ((CairnNodeEnd) e->detail));
      break;
    case CAIRN_EVENT_DONE:
      g_string_append_printf (out, ",\"value\":%d", e->value);
      g_string_append (out, ",\"best_move\":");
      cli_append_move_json (out, game, e->move == CAIRN_NO_MOVE ? -1 : e->move);
      break;
    case CAIRN_EVENT_NODE_ENTERED:
    case CAIRN_EVENT_RE_SEARCH:
    case CAIRN_EVENT_ABORTED:
    default:
      break;
    }
  g_string_append (out, "}\n");
}

static int
run (G_GNUC_UNUSED CliCall  *call,
     int       argc,
     char    **argv)
{
  CliCommonOptions o = { 0 };
  g_autoptr (GOptionContext) context =
    cli_context_new ("trace", NULL, _("Print the search's events, one per line (JSON Lines with --json)."));
  g_autofree GOptionEntry *entries = cli_common_entries (&o, TRUE);
  g_autoptr (CairnSearch) search = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  CliSetup setup;
  int status;

  /* One event a line: its --json writes JSON Lines, not one document. */
  for (GOptionEntry *e = entries; e->long_name; e++)
    if (g_str_equal (e->long_name, "json"))
      e->description = N_("Print JSON Lines (one JSON object a line) instead of text");
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if ((status = cli_parse (context, "trace", &argc, &argv)) ||
      (status = cli_resolve (&o, &setup)))
    goto out;

  /* The tree names the moves a cutoff or a prune skipped. */
  search = cairn_search_new (&setup.scenario.position, &setup.settings, TRUE);
  for (;;)
    {
      const CairnEvent *e = cairn_search_step (search);
      const CairnTree *tree = cairn_search_get_tree (search);

      if (o.json)
        append_event_json (out, e, tree);
      else
        {
          g_autofree char *text = cairn_event_describe (e, tree);

          g_string_append_printf (out, "%6u  %s\n", e->index, text);
        }
      /* Flush in blocks so a long trace streams instead of piling up. */
      if (out->len > 64 * 1024)
        {
          fwrite (out->str, 1, out->len, stdout);
          g_string_truncate (out, 0);
        }
      if (e->type == CAIRN_EVENT_DONE || e->type == CAIRN_EVENT_ABORTED)
        break;
    }
  fwrite (out->str, 1, out->len, stdout);
  status = cli_check_node_cap (search);

out:
  cli_common_clear (&o);
  return status;
}

const CliCommand cli_trace_command = {
  "trace", N_("The event stream, one event per line"), run, FALSE
};
