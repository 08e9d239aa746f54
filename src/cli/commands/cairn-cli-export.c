/* cairn-cli-export.c — the export subcommand: one or two recorded search
 * trees as PNG, SVG, PDF, DOT or JSON.  This file reads the options and
 * runs the searches; the text formats (DOT, JSON) are written by
 * cairn-cli-export-text.c, the figures (PNG, SVG, PDF) by
 * cairn-cli-export-figure.c, which only cairn-cli-draw holds: cairn-cli
 * hands it a figure's command line as typed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "cairn-cli-commands.h"
#include "cairn-cli-export-write.h"
#include "cairn-cli-options.h"
#include "cairn-cli-progress.h"
#include "cairn-export-options.h"
#include "cairn-subtree.h"

typedef struct {
  char     *output;
  char     *format;
  char     *compare;
  char     *theme;
  char     *scale;
  char     *at_event;
  char     *viewport;
  char     *page;
  char     *root;
  char     *max_ply;
  gboolean  focus;
  char     *focus_plies;
  char     *mark;
  char     *highlight;
  char     *decisive;
  gboolean  no_ghosts;
  gboolean  no_legend;
  char     *legend;
  gboolean  story;
  gboolean  no_caption;
  gboolean  cell_numbers;
  char     *iteration;
} ExportOptions;

static void
export_options_clear (ExportOptions *e)
{
  g_clear_pointer (&e->output, g_free);
  g_clear_pointer (&e->format, g_free);
  g_clear_pointer (&e->compare, g_free);
  g_clear_pointer (&e->theme, g_free);
  g_clear_pointer (&e->scale, g_free);
  g_clear_pointer (&e->at_event, g_free);
  g_clear_pointer (&e->viewport, g_free);
  g_clear_pointer (&e->page, g_free);
  g_clear_pointer (&e->root, g_free);
  g_clear_pointer (&e->max_ply, g_free);
  g_clear_pointer (&e->focus_plies, g_free);
  g_clear_pointer (&e->mark, g_free);
  g_clear_pointer (&e->highlight, g_free);
  g_clear_pointer (&e->decisive, g_free);
  g_clear_pointer (&e->iteration, g_free);
  g_clear_pointer (&e->legend, g_free);
}

/* --iteration N: a whole number naming one of the search's iterations
 * (engine part id: 1 to the depth limit). */
static int
parse_iteration (const ExportOptions *e,
                 const CairnSettings *settings,
                 CairnExportOptions  *options)
{
  g_autoptr (GError) error = NULL;
  guint64 n;

  if (e->iteration == NULL)
    return CLI_EXIT_OK;
  if (!(settings->engine_parts & CAIRN_PART_ID))
    return cli_fail_usage (_("Invalid --iteration “%s”: only a search with iterative deepening (--engine-parts with id, or engine) has iterations"),
                           e->iteration);
  if (!g_ascii_string_to_unsigned (e->iteration, 10, 1, G_MAXUINT32, &n, NULL) ||
      !cairn_export_iteration_check (settings, (guint) n, e->iteration, &error))
    return cli_fail_usage (g_dngettext (GETTEXT_PACKAGE,
                                        "Invalid --iteration “%s”: use 1, the only iteration of a search to depth %u",
                                        "Invalid --iteration “%s”: use a whole number from 1 to %u, the iterations of a search to depth %u",
                                        settings->depth),
                           e->iteration, settings->depth, settings->depth);
  options->iteration = (guint) n;
  return CLI_EXIT_OK;
}

static int
parse_viewport (const char *text,
                CairnRect  *rect)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  double v[4];

  if (g_strv_length (parts) != 4)
    goto bad;
  for (guint i = 0; i < 4; i++)
    {
      char *end = NULL;

      v[i] = g_ascii_strtod (g_strstrip (parts[i]), &end);
      if (end == parts[i] || *end != '\0' || !isfinite (v[i]))
        goto bad;
    }
  if (!(v[0] < v[2] && v[1] < v[3]))
    goto bad;
  *rect = (CairnRect) { v[0], v[1], v[2], v[3] };
  return CLI_EXIT_OK;

bad:
  return cli_fail_usage (_("Invalid --viewport “%s”: give X0,Y0,X1,Y1 in layout units (nodes across, plies down) with X0 < X1 and Y0 < Y1"),
                         text);
}

/* --decisive=none: no star, not even the one a comparison finds. */
static gboolean
decisive_off (const ExportOptions *e)
{
  return e->decisive != NULL && g_ascii_strcasecmp (e->decisive, "none") == 0;
}

/* Whether the export is a figure (PNG, SVG, PDF); FALSE for a format
 * not known, which resolve_export () reports. */
static gboolean
makes_figure (const ExportOptions *e)
{
  CairnExportFormat format;

  if (!(e->format ? cairn_export_format_parse (e->format, &format, NULL)
                  : cairn_export_format_from_path (e->output, &format, NULL)))
    return FALSE;
  return format != CAIRN_EXPORT_DOT && format != CAIRN_EXPORT_JSON;
}

/* Turns the typed options into export options; any bad value is usage. */
static int
resolve_export (const ExportOptions *e,
                CairnExportOptions  *options)
{
  g_autoptr (GError) error = NULL;

  cairn_export_options_init (options);
  if (e->format ? !cairn_export_format_parse (e->format, &options->format, &error)
                : !cairn_export_format_from_path (e->output, &options->format, &error))
    return cli_fail_usage ("%s", error->message);
  if (e->theme && !cairn_theme_parse (e->theme, &options->theme, &error))
    return cli_fail_usage ("%s", error->message);
  if (e->scale)
    {
      char *end = NULL;
      double scale = g_ascii_strtod (e->scale, &end);

      if (end == e->scale || *end != '\0' || !(scale >= 0.05 && scale <= 16))
        return cli_fail_usage (_("Invalid --scale “%s”: use a number from 0.05 to 16"), e->scale);
      options->scale = scale;
    }
  if (e->at_event)
    {
      guint64 event;

      if (!g_ascii_string_to_unsigned (e->at_event, 10, 0, G_MAXUINT32 - 1, &event, NULL))
        return cli_fail_usage (_("Invalid --at-event “%s”: use a whole number of 0 or more"),
                               e->at_event);
      options->at_event = (guint32) event;
    }
  if (e->viewport)
    {
      int status = parse_viewport (e->viewport, &options->viewport);

      if (status)
        return status;
      options->use_viewport = TRUE;
    }
  /* A figure for a slide unless asked otherwise: at its natural size a
   * tree is a strip some three times wider than a slide. */
  options->page = CAIRN_PAGE_SLIDE;
  if (e->page)
    {
      g_autoptr (GError) local = NULL;

      if (!cairn_export_page_parse (e->page, &options->page, &local))
        return cli_fail_usage (_("Invalid --page “%s”: use slide, a4, a4-landscape or none"), e->page);
    }
  if (e->max_ply)
    {
      guint64 plies;

      if (!g_ascii_string_to_unsigned (e->max_ply, 10, 1, 64, &plies, NULL))
        return cli_fail_usage (_("Invalid --max-ply “%s”: use a whole number of plies from 1 to 64"),
                               e->max_ply);
      options->max_plies = (guint) plies;
    }
  if (e->focus_plies)
    {
      guint64 plies;

      if (!g_ascii_string_to_unsigned (e->focus_plies, 10, 0, 64, &plies, NULL))
        return cli_fail_usage (_("Invalid --focus-plies “%s”: use a whole number of plies from 0 to 64"),
                               e->focus_plies);
      if (!e->focus)
        return cli_fail_usage (_("--focus-plies “%s” needs --focus"), e->focus_plies);
      options->focus_plies = (guint) plies;
    }
  if (e->focus && e->max_ply)
    return cli_fail_usage (_("--focus and --max-ply “%s” cannot be used together: a focus view cuts its own subtree (--focus-plies N)"),
                           e->max_ply);
  if (e->story && (e->focus || e->max_ply || e->root))
    return cli_fail_usage (_("--story draws its own part of the trees: leave out --focus, --root and --max-ply"));
  options->story = e->story;
  if (e->legend)
    {
      if (g_ascii_strcasecmp (e->legend, "none") == 0)
        options->legend = FALSE;
      else if (g_ascii_strcasecmp (e->legend, "side") == 0)
        options->legend_place = CAIRN_EXPORT_LEGEND_SIDE;
      else if (g_ascii_strcasecmp (e->legend, "bottom") == 0)
        options->legend_place = CAIRN_EXPORT_LEGEND_BOTTOM;
      else
        return cli_fail_usage (_("Invalid --legend “%s”: use bottom, side or none"), e->legend);
    }
  options->focus = e->focus;
  options->root = e->root;
  options->mark = e->mark;
  options->highlight = e->highlight;
  options->decisive = decisive_off (e) ? NULL : e->decisive;
  options->ghosts = !e->no_ghosts;
  options->legend = options->legend && !e->no_legend;
  options->caption = !e->no_caption;
  options->square_names = e->cell_numbers;
  return CLI_EXIT_OK;
}

/* A typed line must lead to a node: of every tree for --root, of at least
 * one for the marks (a line pruned in one tree is marked in the other). */
static int
check_line (const char         *option,
            const char         *line,
            CairnSearch *const *searches,
            guint               n,
            guint               iteration,
            gboolean            in_all)
{
  g_autoptr (GError) first = NULL;
  guint found = 0;

  if (line == NULL)
    return CLI_EXIT_OK;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;
      guint32 node;

      if (cairn_line_parse (cairn_export_tree (searches[i], iteration), line, &node, &error))
        {
          found++;
          continue;
        }
      if (!g_error_matches (error, CAIRN_LINE_ERROR, CAIRN_LINE_ERROR_NOT_SEARCHED) || n == 1)
        /* Translators: "Invalid --root “9”: “9” is not a move: ..." */
        return cli_fail_usage (_("Invalid %s “%s”: %s"), option, line, error->message);
      if (in_all)
        /* Translators: "Invalid --root “1,2” for the null move tree: the search never played 1,2: ..." */
        return cli_fail_usage (_("Invalid %s “%s” for the %s tree: %s"), option, line,
                               cairn_mode_to_label (cairn_search_get_settings (searches[i])->mode),
                               error->message);
      if (first == NULL)
        first = g_steal_pointer (&error);
    }
  if (found == 0)
    return cli_fail_usage (_("Invalid %s “%s”: %s"), option, line, first->message);
  return CLI_EXIT_OK;
}

/* A star for the decisive prune needs a tree that pruned there. */
static int
check_decisive (const char         *line,
                CairnSearch *const *searches,
                guint               n,
                guint               iteration)
{
  if (line == NULL || g_ascii_strcasecmp (line, "none") == 0)
    return CLI_EXIT_OK;
  for (guint i = 0; i < n; i++)
    {
      const CairnTree *tree = cairn_export_tree (searches[i], iteration);
      guint32 node;

      if (cairn_line_parse (tree, line, &node, NULL) &&
          cairn_tree_get (tree, node)->end == CAIRN_END_NULL_PRUNED)
        return CLI_EXIT_OK;
    }
  return cli_fail_usage (_("Invalid --decisive “%s”: no tree exported pruned the node these moves lead to with a null move"),
                         line);
}

static int
run (CliCall  *call,
     int       argc,
     char    **argv)
{
  CliCommonOptions o = { 0 };
  ExportOptions e = { 0 };
  g_autoptr (GOptionContext) context =
    cli_context_new ("export", NULL,
                     _("Search, then write the recorded tree (or two side by side) as a figure or as data."));
  g_autofree GOptionEntry *entries = cli_common_entries (&o, TRUE);
  const GOptionEntry export_entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &e.output,
      N_("The file to write (required)"), N_("FILE") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &e.format,
      N_("png, svg, pdf, dot or json (default: from the file name)"), N_("FORMAT") },
    { "compare", 'c', 0, G_OPTION_ARG_STRING, &e.compare,
      N_("Two trees side by side, left and right, e.g. plain,null"), N_("MODE,MODE") },
    { "theme", 0, 0, G_OPTION_ARG_STRING, &e.theme,
      N_("light, dark or print (default: print)"), N_("THEME") },
    { "scale", 0, 0, G_OPTION_ARG_STRING, &e.scale,
      N_("PNG pixels per CSS pixel, 0.05 to 16 (default: 1)"), N_("FACTOR") },
    { "at-event", 0, 0, G_OPTION_ARG_STRING, &e.at_event,
      N_("The tree as it stood once event N had happened (default: complete)"), N_("N") },
    { "viewport", 0, 0, G_OPTION_ARG_STRING, &e.viewport,
      N_("Only this part of the tree, in layout units: nodes across, plies down"), N_("X0,Y0,X1,Y1") },
    { "page", 0, 0, G_OPTION_ARG_STRING, &e.page,
      N_("Fit the figure to a page: slide (16:9, 1920×1080), a4, a4-landscape or none (sized to the tree; default: slide)"),
      N_("PAGE") },
    { "root", 0, 0, G_OPTION_ARG_STRING, &e.root,
      N_("Only the subtree after these moves from the root, e.g. 4,0 (tic-tac-toe cells); in chess SAN or UCI moves, e.g. Kf6,Ke8"), N_("MOVES") },
    { "max-ply", 0, 0, G_OPTION_ARG_STRING, &e.max_ply,
      N_("Draw N plies below the figure's root; deeper nodes are counted, not drawn"), N_("N") },
    { "focus", 0, 0, G_OPTION_ARG_NONE, &e.focus,
      N_("Focus view on the node of --mark (or the root): its path, the moves beside it and its subtree; other subtrees as counts"), NULL },
    { "focus-plies", 0, 0, G_OPTION_ARG_STRING, &e.focus_plies,
      N_("Plies of the focus node's subtree drawn, 0 to 64 (default: 2)"), N_("N") },
    { "mark", 0, 0, G_OPTION_ARG_STRING, &e.mark,
      N_("Mark the node these moves lead to and its path, e.g. 4,0 (tic-tac-toe cells); in chess SAN or UCI moves, e.g. Kf6,Ke8"), N_("MOVES") },
    { "highlight", 0, 0, G_OPTION_ARG_STRING, &e.highlight,
      N_("Highlight the line of play these moves make, e.g. 4,0,1 (tic-tac-toe cells); in chess SAN or UCI moves, e.g. Kf6,Ke8"), N_("MOVES") },
    { "decisive", 0, 0, G_OPTION_ARG_STRING, &e.decisive,
      N_("Star the null-move prune these moves lead to as the decisive one, e.g. 4, or Kf6 in chess; none: no star (default with --compare: the prunes compare names, when the moves differ)"), N_("MOVES|none") },
    { "no-ghosts", 0, 0, G_OPTION_ARG_NONE, &e.no_ghosts,
      N_("Leave out the moves never searched"), NULL },
    { "no-legend", 0, 0, G_OPTION_ARG_NONE, &e.no_legend,
      N_("Leave out the legend"), NULL },
    { "legend", 0, 0, G_OPTION_ARG_STRING, &e.legend,
      N_("Where the legend goes: bottom (rows under the trees), side (a column right of them) or none (default: bottom; a slide's is compact, only the marks used)"),
      N_("PLACE") },
    { "story", 0, 0, G_OPTION_ARG_NONE, &e.story,
      N_("The decisive moment: the root, the move each search plays, and the decisive prune with its null probe and the moves it skipped, in both trees (needs --compare or --decisive)"), NULL },
    { "no-caption", 0, 0, G_OPTION_ARG_NONE, &e.no_caption,
      N_("Leave out the caption (position, settings, counters)"), NULL },
    { "cell-numbers", 0, 0, G_OPTION_ARG_NONE, &e.cell_numbers,
      N_("Name the squares of the boards drawn large enough: cell numbers 0–8, files and ranks on chess boards"), NULL },
    { "iteration", 0, 0, G_OPTION_ARG_STRING, &e.iteration,
      N_("With iterative deepening (engine part id): the tree of iteration N, 1 to the depth limit (default: the last)"), N_("N") },
    { NULL }
  };
  CairnSearch *searches[2] = { NULL, NULL };
  CairnExportOptions options;
  CairnMode modes[2];
  guint n_searches = 1;
  CliSetup setup;
  int status;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, export_entries, GETTEXT_PACKAGE);
  if ((status = cli_parse (context, "export", &argc, &argv)))
    goto out;
  if (e.output == NULL || *e.output == '\0')
    {
      status = cli_fail_usage (_("Missing --output FILE (see “cairn-cli export --help”)"));
      goto out;
    }
  /* cairn-cli links no drawing library: cairn-cli-draw checks and makes
   * a figure from the command line as typed, before the values are
   * checked here, so that no note or warning is printed twice. */
  if (call->run_drawing && makes_figure (&e))
    {
      status = call->run_drawing (call->argv);
      goto out;
    }
  if ((status = cli_resolve (&o, &setup)) ||
      (status = resolve_export (&e, &options)) ||
      (status = parse_iteration (&e, &setup.settings, &options)))
    goto out;

  modes[0] = setup.settings.mode;
  if (e.compare)
    {
      if ((status = cli_parse_mode_pair (e.compare, modes)))
        goto out;
      n_searches = 2;
    }

  for (guint i = 0; i < n_searches; i++)
    {
      CairnSettings settings = setup.settings;

      settings.mode = modes[i];
      /* Export draws the tree, so the search must record it. */
      searches[i] = cairn_search_new (&setup.scenario.position, &settings, TRUE);
      cli_search_run (searches[i]);
      if ((status = cli_check_node_cap (searches[i])))
        goto out;
    }

  if ((status = check_line ("--root", e.root, searches, n_searches, options.iteration, TRUE)) ||
      (status = check_line ("--mark", e.mark, searches, n_searches, options.iteration, FALSE)) ||
      (status = check_line ("--highlight", e.highlight, searches, n_searches, options.iteration, FALSE)) ||
      (status = check_line ("--decisive", decisive_off (&e) ? NULL : e.decisive, searches, n_searches,
                            options.iteration, FALSE)) ||
      (status = check_decisive (e.decisive, searches, n_searches, options.iteration)))
    goto out;
  if (options.format == CAIRN_EXPORT_DOT || options.format == CAIRN_EXPORT_JSON)
    status = cli_export_write_text (e.output, searches, n_searches, &options);
  else
    /* Unless one is named, or none: the prunes a comparison finds. */
    status = cli_export_write_figure (e.output, searches, n_searches, &options,
                                      n_searches == 2 && e.decisive == NULL);

out:
  for (guint i = 0; i < G_N_ELEMENTS (searches); i++)
    g_clear_pointer (&searches[i], cairn_search_free);
  export_options_clear (&e);
  cli_common_clear (&o);
  return status;
}

const CliCommand cli_export_command = {
  "export", CLI_EXPORT_SUMMARY, run, FALSE
};
