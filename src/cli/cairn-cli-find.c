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

#include "cairn-cli.h"
#include "cairn-finder.h"
#include "cairn-format.h"

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

static void
print_case_json (GString               *out,
                 const CairnFinderCase *c)
{
  g_autofree char *cells = cairn_position_to_string (&c->position);

  g_string_append (out, "{\"position\":");
  cairn_json_append_string (out, cells);
  g_string_append_printf (out, ",\"to_move\":\"%s\",\"mode\":\"%s\",\"depth\":%u,",
                          c->position.to_move == CAIRN_SIDE_X ? "x" : "o",
                          cairn_finder_variant_to_string (c->variant), c->depth);
  if (c->reduction == CAIRN_REDUCTION_ADAPTIVE)
    g_string_append (out, "\"reduction\":\"adaptive\"");
  else
    g_string_append_printf (out, "\"reduction\":%u", c->reduction);
  g_string_append_printf (out, ",\"plain_move\":%d,\"plain_value\":%d,\"pruned_move\":%d,"
                          "\"pruned_value\":%d,\"move_value\":%d,\"loss\":%d,"
                          "\"plain_nodes\":%" G_GUINT64_FORMAT ",\"pruned_nodes\":%" G_GUINT64_FORMAT "}",
                          c->plain_move, c->plain_value, c->pruned_move, c->pruned_value,
                          c->move_value, c->loss, c->plain_nodes, c->pruned_nodes);
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

int
cli_command_find (int argc, char **argv)
{
  g_autofree char *modes_text = NULL;
  g_autofree char *depths_text = NULL;
  g_autofree char *reductions_text = NULL;
  g_autofree char *rank_text = NULL;
  g_autofree char *folder = NULL;
  int limit = 20;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "modes", 'm', 0, G_OPTION_ARG_STRING, &modes_text,
      N_("Pruning modes to compare with plain alpha-beta: null, guard, verified, adaptive (default: all)"), N_("LIST") },
    { "depths", 'd', 0, G_OPTION_ARG_STRING, &depths_text,
      N_("Depth limits, e.g. 1-9 or 3 (default: 1-9)"), N_("A-B") },
    { "reductions", 'r', 0, G_OPTION_ARG_STRING, &reductions_text,
      N_("Reductions, e.g. 1-4 (default: 1-4)"), N_("A-B") },
    { "rank", 0, 0, G_OPTION_ARG_STRING, &rank_text,
      N_("Order: loss (largest loss first) or size (smallest trees first; default: loss)"), N_("loss|size") },
    { "limit", 'n', 0, G_OPTION_ARG_INT, &limit,
      N_("Show at most N cases, 0 for all (default: 20)"), N_("N") },
    { "scenarios", 0, 0, G_OPTION_ARG_FILENAME, &folder,
      N_("Also write the shown cases as .cairn files into this folder"), N_("FOLDER") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON instead of text"), NULL },
    { NULL }
  };
  g_autoptr (GOptionContext) context =
    cli_context_new ("find", NULL,
                     _("Search every legal position for cases where null-move pruning picks a worse move than plain alpha-beta."));
  g_autoptr (CairnFinderResult) result = NULL;
  g_autoptr (GError) error = NULL;
  CairnFinderOptions options;
  CairnFinderRank rank = CAIRN_FINDER_RANK_LOSS;
  guint shown;
  gint64 start;
  double seconds;
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if ((status = cli_parse (context, "find", &argc, &argv)))
    return status;

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
  if (depths_text && !parse_range (depths_text, cairn_depth_parse, &options.min_depth,
                                   &options.max_depth, &error))
    return cli_fail_usage ("%s", error->message);
  if (reductions_text && !parse_range (reductions_text, parse_fixed_reduction, &options.min_reduction,
                                       &options.max_reduction, &error))
    return cli_fail_usage ("%s", error->message);
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

  start = g_get_monotonic_time ();
  result = cairn_finder_run (&options, rank);
  seconds = (double) (g_get_monotonic_time () - start) / G_USEC_PER_SEC;
  shown = limit == 0 ? result->cases->len : MIN ((guint) limit, result->cases->len);

  if (json)
    {
      g_autoptr (GString) out = g_string_new ("{\"positions\":");

      g_string_append_printf (out, "%u,\"searches\":%" G_GUINT64_FORMAT ",\"nodes\":%" G_GUINT64_FORMAT
                              ",\"modes\":{", result->positions, result->searches, result->nodes);
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
      g_string_append (out, "]}\n");
      fputs (out->str, stdout);
    }
  else
    {
      g_autofree char *searches = cairn_format_count (result->searches);
      g_autofree char *nodes = cairn_format_count (result->nodes);

      g_print (_("%u positions, depth %u–%u, R %u–%u: %s searches, %s nodes in %.1f s\n"),
               result->positions, options.min_depth, options.max_depth,
               options.min_reduction, options.max_reduction, searches, nodes, seconds);
      /* Columns as wide as their (translated) headings, counted in
       * characters; the rows themselves are ASCII. */
      int wm = column_width (_("mode"), 10), wc = column_width (_("cases"), 8);
      int wp = column_width (_("positions"), 10);
      int w_pos = column_width (_("position"), 9), w_to = column_width (_("to"), 2);
      int w_plain = column_width (_("plain"), 5), w_pruned = column_width (_("pruned"), 5);
      int w_loss = column_width (_("loss"), 5), w_nodes = column_width (_("nodes"), 15);

      print_heading (_("mode"), wm, TRUE, "");
      print_heading (_("cases"), wc, FALSE, " ");
      print_heading (_("positions"), wp, FALSE, " ");
      g_print ("\n");
      for (guint v = 0; v < CAIRN_FINDER_N_VARIANTS; v++)
        if (options.variants & (1u << v))
          g_print ("%-*s %*u %*u\n", wm, cairn_finder_variant_to_string (v),
                   wc, result->cases_per_variant[v], wp, result->positions_per_variant[v]);
      if (shown > 0)
        {
          g_print ("\n%4s  ", "#");
          print_heading (_("position"), w_pos, TRUE, "");
          print_heading (_("to"), w_to, TRUE, " ");
          print_heading (_("mode"), 8, TRUE, " ");
          g_print (" %2s %-8s", "d", "R");
          print_heading (_("plain"), w_plain, FALSE, " ");
          print_heading (_("pruned"), w_pruned, FALSE, " ");
          print_heading (_("loss"), w_loss, FALSE, " ");
          print_heading (_("nodes"), w_nodes, FALSE, " ");
          g_print ("\n");
        }
      for (guint i = 0; i < shown; i++)
        {
          const CairnFinderCase *c = &g_array_index (result->cases, CairnFinderCase, i);
          g_autofree char *cells = cairn_position_to_string (&c->position);
          g_autofree char *r = cairn_reduction_to_string (c->reduction);
          g_autofree char *sizes = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT,
                                                    c->plain_nodes, c->pruned_nodes);

          g_print ("%4u  %-*s %-*s %-8s %2u %-8s %*d %*d %*d %*s  %s %d→%d\n", i + 1, w_pos, cells,
                   w_to, cairn_side_to_string (c->position.to_move),
                   cairn_finder_variant_to_string (c->variant), c->depth, r,
                   w_plain, c->plain_move, w_pruned, c->pruned_move, w_loss, c->loss,
                   w_nodes, sizes, _("values"), c->plain_value, c->move_value);
        }
    }

  if (folder)
    return write_scenarios (folder, result, shown);
  return CLI_EXIT_OK;
}
