/* cairn-suite-report.c — a suite's totals and the paper's table as text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-epd.h"
#include "cairn-format.h"
#include "cairn-suite-report.h"

char *
cairn_suite_ratio_text (guint64 part,
                        guint64 whole)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (whole == 0)
    return g_strdup ("-");
  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.2f", (double) part / (double) whole));
}

char *
cairn_suite_style_text (const CairnSuite *suite)
{
  g_autofree char *options = cairn_settings_options_text (&suite->settings, cairn_epd_game ());
  g_autoptr (GString) out = g_string_new (NULL);

  /* The engine style names itself in the options, first. */
  if (suite->settings.engine_parts != 0 && options)
    g_string_append (out, options);
  else
    /* Translators: SEARCH-RULES.md §2–§3's search, as against the engine style */
    g_string_append (out, _("seed style"));
  if (suite->settings.guard)
    g_string_append_printf (out, ", %s", _("horizon guard"));
  if (suite->settings.engine_parts == 0 && options)
    g_string_append_printf (out, ", %s", options);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* A table: rows of cells, each column as wide as its widest cell, text
 * columns to the left, numbers to the right. */
typedef struct {
  GPtrArray *rows;     /* GStrv */
  guint      n_columns;
  guint64    left;     /* bit c: column c is left-aligned */
} Table;

static void
table_add (Table  *table,
           char  **cells)
{
  g_ptr_array_add (table->rows, cells);
}

static char *
table_text (const Table *table)
{
  g_autofree guint *width = g_new0 (guint, table->n_columns);
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint r = 0; r < table->rows->len; r++)
    {
      char **cells = g_ptr_array_index (table->rows, r);

      for (guint c = 0; c < table->n_columns; c++)
        width[c] = MAX (width[c], (guint) g_utf8_strlen (cells[c], -1));
    }
  for (guint r = 0; r < table->rows->len; r++)
    {
      char **cells = g_ptr_array_index (table->rows, r);
      g_autoptr (GString) line = g_string_new (NULL);

      for (guint c = 0; c < table->n_columns; c++)
        {
          guint length = (guint) g_utf8_strlen (cells[c], -1);
          gboolean left = (table->left >> c) & 1;

          if (c)
            g_string_append (line, "  ");
          if (!left)
            for (guint i = length; i < width[c]; i++)
              g_string_append_c (line, ' ');
          g_string_append (line, cells[c]);
          if (left)
            for (guint i = length; i < width[c]; i++)
              g_string_append_c (line, ' ');
        }
      /* No spaces at a line's end. */
      while (line->len && line->str[line->len - 1] == ' ')
        g_string_truncate (line, line->len - 1);
      g_string_append_printf (out, "%s\n", line->str);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* g_strv_builder_take() is GLib 2.80's. */
static void
builder_take (GStrvBuilder *builder,
              char         *text)
{
  g_strv_builder_add (builder, text);
  g_free (text);
}

/* Positions plain solves (uniquely) that @config does not, at depth @d. */
static guint
own_failures (const CairnSuite *suite,
              guint             d,
              guint             config)
{
  guint count = 0;

  for (guint r = 0; r < suite->records->len; r++)
    count += cairn_suite_result ((CairnSuite *) suite, d, r, 0)->verdict == CAIRN_SUITE_SOLVED &&
             cairn_suite_result ((CairnSuite *) suite, d, r, config)->verdict != CAIRN_SUITE_SOLVED;
  return count;
}

char *
cairn_suite_totals_text (const CairnSuite *suite,
                         gboolean          own_failures_column)
{
  guint nc = suite->n_configs;
  gboolean depth_column = suite->n_depths > 1;
  gboolean own = own_failures_column && nc > 1 && suite->configs[0].mode == CAIRN_MODE_PLAIN;
  g_autofree char *baseline = cairn_suite_config_label (&suite->configs[suite->baseline]);
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  Table table = { rows, 0, 0 };
  g_autoptr (GStrvBuilder) head = g_strv_builder_new ();

  if (depth_column)
    g_strv_builder_add (head, _("depth"));
  g_strv_builder_add (head, _("configuration"));
  for (guint i = 0; i < CAIRN_SUITE_N_CLASSES; i++)
    g_strv_builder_add (head, cairn_suite_class_to_label (cairn_suite_class_order[i]));
  g_strv_builder_add (head, _("nodes"));
  /* Translators: a column: the nodes the tie tests searched, apart */
  g_strv_builder_add (head, _("tie tests"));
  {
    /* Translators: columns: nodes and positions solved as a ratio to
     * the baseline configuration's, %s */
    g_autofree char *nodes_ratio = g_strdup_printf (_("nodes / %s"), baseline);
    g_autofree char *solved_ratio = g_strdup_printf (_("solved / %s"), baseline);

    g_strv_builder_add (head, nodes_ratio);
    g_strv_builder_add (head, solved_ratio);
  }
  if (own)
    /* Translators: a column: positions plain alpha-beta solves and this
     * configuration does not */
    g_strv_builder_add (head, _("fails where plain solves"));
  table_add (&table, g_strv_builder_end (head));
  table.n_columns = g_strv_length (g_ptr_array_index (rows, 0));
  table.left = depth_column ? 2 : 1;

  for (guint d = 0; d < suite->n_depths; d++)
    for (guint c = 0; c < nc; c++)
      {
        const CairnSuiteTotals *t = cairn_suite_totals (suite, d, c);
        const CairnSuiteTotals *b = cairn_suite_totals (suite, d, suite->baseline);
        g_autoptr (GStrvBuilder) row = g_strv_builder_new ();

        if (depth_column)
          builder_take (row, g_strdup_printf ("%u", suite->depths[d]));
        builder_take (row, cairn_suite_config_label (&suite->configs[c]));
        for (guint i = 0; i < CAIRN_SUITE_N_CLASSES; i++)
          builder_take (row, g_strdup_printf ("%u", t->count[cairn_suite_class_order[i]]));
        builder_take (row, cairn_format_count (t->nodes));
        builder_take (row, cairn_format_count (t->test_nodes));
        builder_take (row, cairn_suite_ratio_text (t->nodes, b->nodes));
        builder_take (row, cairn_suite_ratio_text (t->count[CAIRN_SUITE_SOLVED], b->count[CAIRN_SUITE_SOLVED]));
        if (own)
          builder_take (row, c ? g_strdup_printf ("%u", own_failures (suite, d, c)) : g_strdup (""));
        table_add (&table, g_strv_builder_end (row));
      }
  return table_text (&table);
}

/* "7", "7 and 8", "7, 8 and 9" */
static char *
depth_list (const CairnSuite *suite,
            const gboolean   *pick,
            gboolean          value)
{
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GString) out = g_string_new (NULL);

  for (guint d = 0; d < suite->n_depths; d++)
    if (pick[d] == value)
      g_ptr_array_add (items, g_strdup_printf ("%u", suite->depths[d]));
  for (guint i = 0; i < items->len; i++)
    {
      if (i > 0)
        /* Translators: between the last two items of a list, "7, 8 and 9" */
        g_string_append (out, i + 1 == items->len ? _(" and ") : ", ");
      g_string_append (out, g_ptr_array_index (items, i));
    }
  return items->len ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

/* "yes at depths 7 and 8, no at depth 9" */
static void
append_verdicts (GString          *out,
                 const CairnSuite *suite,
                 const gboolean   *holds)
{
  g_autofree char *yes = depth_list (suite, holds, TRUE);
  g_autofree char *no = depth_list (suite, holds, FALSE);
  guint n_yes = 0;

  for (guint d = 0; d < suite->n_depths; d++)
    n_yes += holds[d];
  if (yes)
    /* Translators: a claim measured: "yes at depths 7 and 8" */
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "yes at depth %s", "yes at depths %s", n_yes), yes);
  if (yes && no)
    g_string_append (out, ", ");
  if (no)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "no at depth %s", "no at depths %s",
                                              suite->n_depths - n_yes), no);
}

static void
append_capped (GString                *out,
               const CairnSuite       *suite,
               const CairnSuiteClaims *claims)
{
  for (guint d = 0; d < suite->n_depths; d++)
    if (claims->capped[d])
      /* Translators: after a claim; the nodes of a capped search are the cap's */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                " At depth %u %u search was capped: its nodes count up to the cap only.",
                                                " At depth %u %u searches were capped: their nodes count up to the cap only.",
                                                claims->capped[d]),
                              suite->depths[d], claims->capped[d]);
}

GStrv
cairn_suite_claim_sentences (const CairnSuite *suite)
{
  CairnSuiteClaims claims;
  g_autoptr (GString) between = g_string_new (NULL);
  g_autoptr (GString) solves = g_string_new (NULL);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  gboolean first = TRUE;

  if (!cairn_suite_claims (suite, &claims))
    return NULL;

  /* Translators: the first claim of David and Netanyahu's paper, then
   * whether it holds at each depth */
  g_string_append (between, _("Verified R 3's tree lies between standard R 3's and R 2's: "));
  append_verdicts (between, suite, claims.between);
  g_string_append (between, " (");
  for (guint d = 0; d < suite->n_depths; d++)
    {
      const CairnSuiteTotals *r2 = cairn_suite_totals (suite, d, claims.r2);
      const CairnSuiteTotals *r3 = cairn_suite_totals (suite, d, claims.r3);
      const CairnSuiteTotals *v = cairn_suite_totals (suite, d, claims.verified);
      g_autofree char *vr = cairn_suite_ratio_text (v->nodes, r2->nodes);
      g_autofree char *r3r = cairn_suite_ratio_text (r3->nodes, r2->nodes);

      if (!first)
        g_string_append (between, "; ");
      first = FALSE;
      /* Translators: nodes as ratios to standard R 2's at one depth */
      g_string_append_printf (between, _("depth %u: verified R 3 %s, standard R 3 %s times standard R 2's nodes"),
                              suite->depths[d], vr, r3r);
    }
  g_string_append (between, ").");
  if (claims.r2_is_r3)
    g_string_append (between,
                     _(" Standard R 2 and R 3 are one search here: with the engine part gate the probe's depth is "
                       "Stockfish's formula, whatever R says, so only a tree of the very same size lies between."));
  append_capped (between, suite, &claims);

  /* Translators: the second claim of the paper, then whether it holds */
  g_string_append (solves, _("Verified R 3 solves at least as many positions as standard R 2: "));
  append_verdicts (solves, suite, claims.solves_as_many);
  g_string_append (solves, " (");
  first = TRUE;
  for (guint d = 0; d < suite->n_depths; d++)
    {
      const CairnSuiteTotals *r2 = cairn_suite_totals (suite, d, claims.r2);
      const CairnSuiteTotals *v = cairn_suite_totals (suite, d, claims.verified);

      if (!first)
        g_string_append (solves, "; ");
      first = FALSE;
      /* Translators: positions solved at one depth by verified R 3, then by standard R 2 */
      g_string_append_printf (solves, _("depth %u: %u against %u"), suite->depths[d],
                              v->count[CAIRN_SUITE_SOLVED], r2->count[CAIRN_SUITE_SOLVED]);
    }
  g_string_append (solves, ").");
  append_capped (solves, suite, &claims);

  g_strv_builder_add (builder, between->str);
  g_strv_builder_add (builder, solves->str);
  return g_strv_builder_end (builder);
}

char *
cairn_suite_paper_text (const CairnSuite *suite,
                        const char       *name)
{
  g_autoptr (GString) out = g_string_new (NULL);
  g_autofree char *style = cairn_suite_style_text (suite);
  g_autofree char *table = cairn_suite_totals_text (suite, FALSE);
  g_autofree char *baseline = cairn_suite_config_label (&suite->configs[suite->baseline]);
  g_auto (GStrv) sentences = cairn_suite_claim_sentences (suite);
  guint n = suite->records->len;

  if (suite->n_depths > 1)
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Suite “%s”: %u position, depth limits %u to %u, %s",
                                              "Suite “%s”: %u positions, depth limits %u to %u, %s", n),
                            name, n, suite->depths[0], suite->depths[suite->n_depths - 1], style);
  else
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Suite “%s”: %u position, depth limit %u, %s",
                                              "Suite “%s”: %u positions, depth limit %u, %s", n),
                            name, n, suite->depths[0], style);
  g_string_append_c (out, '\n');
  /* Translators: the paper report's key; %s names the baseline configuration */
  g_string_append_printf (out, _("Solved: the move played is a best move (bm) and no other move reaches its value at "
                                 "that depth. Tied: another move does, solved by move order only. Beyond the depth: "
                                 "a mate longer than the depth (dm), or a mate found for another move. Ratios are to "
                                 "%s; tie tests search each other move alone with a zero window at that value and "
                                 "are counted apart.\n"), baseline);
  g_string_append_c (out, '\n');
  g_string_append (out, table);
  if (sentences)
    {
      g_string_append_c (out, '\n');
      for (guint i = 0; sentences[i]; i++)
        g_string_append_printf (out, "%s\n", sentences[i]);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
cairn_suite_totals_csv (const CairnSuite *suite)
{
  g_autoptr (GString) out = g_string_new ("depth,mode,reduction,solved,tied,beyond,not_solved,capped,nodes,"
                                          "test_nodes,node_ratio,solved_ratio\n");

  for (guint d = 0; d < suite->n_depths; d++)
    for (guint c = 0; c < suite->n_configs; c++)
      {
        const CairnSuiteConfig *config = &suite->configs[c];
        const CairnSuiteTotals *t = cairn_suite_totals (suite, d, c);
        const CairnSuiteTotals *b = cairn_suite_totals (suite, d, suite->baseline);
        g_autofree char *reduction = cairn_mode_uses_null_move (config->mode)
                                     ? cairn_reduction_to_string (config->reduction) : g_strdup ("");
        g_autofree char *nodes_ratio = cairn_suite_ratio_text (t->nodes, b->nodes);
        g_autofree char *solved_ratio = cairn_suite_ratio_text (t->count[CAIRN_SUITE_SOLVED],
                                                                b->count[CAIRN_SUITE_SOLVED]);

        g_string_append_printf (out, "%u,%s,%s,%u,%u,%u,%u,%u,%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",%s,%s\n",
                                suite->depths[d], cairn_mode_to_string (config->mode), reduction,
                                t->count[CAIRN_SUITE_SOLVED], t->count[CAIRN_SUITE_TIED],
                                t->count[CAIRN_SUITE_BEYOND], t->count[CAIRN_SUITE_NOT_SOLVED],
                                t->count[CAIRN_SUITE_CAPPED], t->nodes, t->test_nodes,
                                nodes_ratio, solved_ratio);
      }
  return g_string_free (g_steal_pointer (&out), FALSE);
}
