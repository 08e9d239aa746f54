/* test-export-text.c — DOT and JSON export: one statement per node, valid
 * for Graphviz and Python's json, byte-identical on repeat, and the tree
 * as of an earlier event.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cairn-export-text.h"
#include "test-util.h"

typedef struct {
  const char *name;
  const char *cells;
  const char *to_move;
  CairnMode   mode;
  guint       depth;
  guint       reduction;
} Case;

static const Case cases[] = {
  { "plain-d3", ".........", "x", CAIRN_MODE_PLAIN, 3, 3 },
  { "null-d3-r1", ".........", "x", CAIRN_MODE_NULL, 3, 1 },
  { "null-d5-r3", ".........", "x", CAIRN_MODE_NULL, 5, 3 },
  { "verified-d5-r3", ".........", "x", CAIRN_MODE_VERIFIED, 5, 3 },
  { "pitfall-null", "...O.X...", "x", CAIRN_MODE_NULL, 3, 1 },
  { "adaptive-d7", ".........", "x", CAIRN_MODE_NULL, 7, CAIRN_REDUCTION_ADAPTIVE },
};

static CairnSearch *
run_case (const Case *c)
{
  CairnPosition position;
  CairnSettings settings;
  CairnSearch *search;

  test_position (c->cells, c->to_move, &position);
  test_settings (c->mode, c->depth, c->reduction, FALSE, &settings);
  search = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (search);
  return search;
}

static void
options_init (CairnTextExportOptions *options,
              gboolean            ghosts,
              guint32             at_event)
{
  memset (options, 0, sizeof *options);
  options->ghosts = ghosts;
  options->at_event = at_event;
}

static char *
export (gboolean                   json,
        const CairnSearch * const *searches,
        guint                      n,
        const CairnTextExportOptions  *options)
{
  GString *out = g_string_new (NULL);

  if (json)
    cairn_export_json (out, searches, n, options);
  else
    cairn_export_dot (out, searches, n, options);
  return g_string_free (out, FALSE);
}

/* Lines that start a node statement "  s<search><kind><index>..." with
 * <kind> 'n' for recorded nodes and 'g' for ghosts (edges contain "->"). */
static guint
count_statements (const char *dot,
                  guint       search,
                  char        kind,
                  const char *containing)
{
  g_autofree char *prefix = g_strdup_printf ("  s%u%c", search, kind);
  guint n = 0;

  /* Line by line by hand: g_strsplit is quadratic under AddressSanitizer's
   * strstr, and these files run to megabytes. */
  for (const char *p = dot, *end; *p; p = *end ? end + 1 : end)
    {
      g_autofree char *line = NULL;

      end = strchr (p, '\n');
      if (end == NULL)
        end = p + strlen (p);
      line = g_strndup (p, (gsize) (end - p));
      if (g_str_has_prefix (line, prefix) && !strstr (line, "->") && strstr (line, " [") &&
          (!containing || strstr (line, containing)))
        n++;
    }
  return n;
}

static guint
count_ghosts (const CairnTree *tree,
              guint32          at_event)
{
  guint n = 0;

  for (guint32 i = 0; i < cairn_tree_count_at_event (tree, at_event); i++)
    if (cairn_node_ghosts_at (cairn_tree_get (tree, i), at_event))
      n += cairn_node_n_ghosts (cairn_tree_get (tree, i));
  return n;
}

static guint
count_open (const CairnTree *tree,
            guint32          at_event)
{
  guint n = 0;

  for (guint32 i = 0; i < cairn_tree_count_at_event (tree, at_event); i++)
    n += !cairn_node_finished_at (cairn_tree_get (tree, i), at_event);
  return n;
}

static void
test_dot_statements (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (CairnSearch) search = run_case (c);
  const CairnSearch *searches[] = { search };
  const CairnTree *tree = cairn_search_get_tree (search);
  const CairnCounters *counters = cairn_search_get_counters (search);
  CairnTextExportOptions options;
  g_autofree char *with = NULL;
  g_autofree char *without = NULL;

  options_init (&options, TRUE, CAIRN_ALL_EVENTS);
  with = export (FALSE, searches, 1, &options);
  options.ghosts = FALSE;
  without = export (FALSE, searches, 1, &options);

  g_assert_cmpuint (count_statements (with, 0, 'n', NULL), ==, counters->nodes);
  g_assert_cmpuint (count_statements (with, 0, 'g', NULL), ==, count_ghosts (tree, CAIRN_ALL_EVENTS));
  g_assert_cmpuint (count_statements (with, 0, 'n', "shape=diamond"), ==, counters->null_probes);
  g_assert_cmpuint (count_statements (without, 0, 'n', NULL), ==, counters->nodes);
  g_assert_cmpuint (count_statements (without, 0, 'g', NULL), ==, 0);
  g_assert_true (g_str_has_prefix (with, "digraph cairn {\n"));
  g_assert_true (g_str_has_suffix (with, "}\n"));
}

static char *
write_temp (const char *dir,
            const char *name,
            const char *text)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* Runs @argv; returns the exit status, stdout in @out. */
static int
run (const char * const *argv,
     char              **out,
     char              **err)
{
  g_autoptr (GError) error = NULL;
  int wait_status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, out, err,
                &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  return WEXITSTATUS (wait_status);
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

/* Graphviz accepts the DOT of two searches side by side: whole with
 * ghosts, and caught halfway without them. */
static void
test_dot_parses (void)
{
  g_autofree char *dot = g_find_program_in_path ("dot");
  g_autoptr (CairnSearch) plain = run_case (&cases[0]);
  g_autoptr (CairnSearch) verified = run_case (&cases[3]);
  const CairnSearch *searches[] = { plain, verified };
  g_autofree char *dir = NULL;
  CairnTextExportOptions options;

  if (dot == NULL)
    {
      g_test_skip ("Graphviz dot is not installed");
      return;
    }
  dir = g_dir_make_tmp ("cairn-dot-XXXXXX", NULL);
  for (guint variant = 0; variant < 2; variant++)
    {
      g_autofree char *text = NULL;
      g_autofree char *path = NULL;
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      const char *argv[] = { dot, "-Tsvg", NULL, NULL };

      options_init (&options, variant == 0,
                    variant == 1 ? (guint32) cairn_search_get_counters (verified)->events / 2
                                 : CAIRN_ALL_EVENTS);
      text = export (FALSE, searches, 2, &options);
      g_assert_nonnull (strstr (text, "subgraph cluster_0 {"));
      g_assert_nonnull (strstr (text, "subgraph cluster_1 {"));
      path = write_temp (dir, "tree.dot", text);
      argv[2] = path;
      g_assert_cmpint (run (argv, &out, &err), ==, 0);
      g_assert_cmpstr (err, ==, "");
      g_assert_nonnull (strstr (out, "<svg"));
    }
  remove_dir (dir);
}

/* Checks the JSON file at each path read from stdin, a line each, with
 * Python and prints, a line each, per search the nodes listed and the
 * nodes counter.  One python3 serves the whole program: starting one per
 * check cost seconds each (a pyenv shim, a loaded machine). */
static const char json_check[] =
  "import json, sys\n"
  "def check(path):\n"
  "    d = json.load(open(path, encoding='utf-8'))\n"
  "    keys = {'index', 'parent', 'children', 'move', 'kind', 'side', 'ply', 'alpha', 'beta',\n"
  "            'value', 'bound', 'end', 'flags', 'created_event', 'finished_event'}\n"
  "    if d['ghosts']: keys.add('ghost_moves')\n"
  "    k = d['at_event']\n"
  "    out = []\n"
  "    for s in d['searches']:\n"
  "        nodes = s['nodes']\n"
  "        assert len(nodes) == s['n_nodes']\n"
  "        for i, n in enumerate(nodes):\n"
  "            assert set(n) == keys, sorted(n)\n"
  "            assert n['index'] == i\n"
  "            assert (n['parent'] is None) == (i == 0)\n"
  "            for c in n['children']: assert nodes[c]['parent'] == i\n"
  "            assert (n['move'] is None) == (n['kind'] != 'move')\n"
  "            assert (n['value'] is None) == (n['finished_event'] is None) == (n['end'] == 'open')\n"
  /* A bound by the node's entry window: a value at or beyond one of its ends. */
  "            assert (n['bound'] is None) == (n['value'] is None)\n"
  "            if n['value'] is not None:\n"
  "                v, a, b = n['value'], n['alpha'], n['beta']\n"
  "                leaf = n['end'] in ('heuristic', 'terminal')\n"
  "                want = 'exact' if leaf else 'lower' if v >= b else 'upper' if v <= a else 'exact'\n"
  "                assert n['bound'] == want, (i, n)\n"
  "            if k is not None:\n"
  "                assert n['created_event'] <= k\n"
  "                assert n['finished_event'] is None or n['finished_event'] <= k\n"
  "                assert not n.get('ghost_moves') or n['finished_event'] is not None\n"
  "        out.append('%d/%d' % (len(nodes), s['counters']['nodes']))\n"
  "    return ' '.join(out)\n"
  "for line in sys.stdin:\n"
  "    print(check(line.rstrip('\\n')), flush=True)\n";

/* The checker's pipes, once started. */
static GPid checker_pid;
static FILE *checker_in;
static FILE *checker_out;
static int checker_err = -1;

/* Starts the checker once; FALSE when python3 is not installed. */
static gboolean
checker_start (void)
{
  g_autofree char *python = NULL;
  g_autoptr (GError) error = NULL;
  int in, out;

  if (checker_in != NULL)
    return TRUE;
  python = g_find_program_in_path ("python3");
  if (python == NULL)
    return FALSE;
  g_spawn_async_with_pipes (NULL, (char *[]) { python, (char *) "-c", (char *) json_check, NULL }, NULL,
                            G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &checker_pid,
                            &in, &out, &checker_err, &error);
  g_assert_no_error (error);
  checker_in = fdopen (in, "w");
  checker_out = fdopen (out, "r");
  g_assert_true (checker_in != NULL && checker_out != NULL);
  return TRUE;
}

static void
checker_stop (void)
{
  int wait_status;

  if (checker_in == NULL)
    return;
  fclose (checker_in);
  g_assert_cmpint (waitpid (checker_pid, &wait_status, 0), ==, checker_pid);
  g_assert_true (WIFEXITED (wait_status) && WEXITSTATUS (wait_status) == 0);
  fclose (checker_out);
  close (checker_err);
  g_spawn_close_pid (checker_pid);
}

static char *
python_check (const char *dir,
              const char *json)
{
  g_autofree char *path = NULL;
  char line[256];

  if (!checker_start ())
    return NULL;
  path = write_temp (dir, "tree.json", json);
  g_assert_cmpint (fprintf (checker_in, "%s\n", path), >, 0);
  g_assert_cmpint (fflush (checker_in), ==, 0);
  if (fgets (line, sizeof line, checker_out) == NULL)
    {
      char err[16384] = { 0 };
      gsize n = 0;
      gssize got;

      while (n < sizeof err - 1 && (got = read (checker_err, err + n, sizeof err - 1 - n)) > 0)
        n += (gsize) got;
      g_error ("JSON check failed: %s", err);
    }
  return g_strchomp (g_strdup (line));
}

static void
test_json_parses (void)
{
  g_autoptr (CairnSearch) plain = run_case (&cases[0]);
  g_autoptr (CairnSearch) adaptive = run_case (&cases[5]);
  const CairnSearch *searches[] = { plain, adaptive };
  g_autofree char *dir = g_dir_make_tmp ("cairn-json-XXXXXX", NULL);
  g_autofree char *expected = NULL;
  CairnTextExportOptions options;

  expected = g_strdup_printf ("%" G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT " %"
                              G_GUINT64_FORMAT "/%" G_GUINT64_FORMAT,
                              cairn_search_get_counters (plain)->nodes,
                              cairn_search_get_counters (plain)->nodes,
                              cairn_search_get_counters (adaptive)->nodes,
                              cairn_search_get_counters (adaptive)->nodes);
  for (guint ghosts = 0; ghosts < 2; ghosts++)
    {
      g_autofree char *json = NULL;
      g_autofree char *result = NULL;

      options_init (&options, ghosts, CAIRN_ALL_EVENTS);
      json = export (TRUE, searches, 2, &options);
      g_assert_cmpint (strstr (json, "\"ghost_moves\"") != NULL, ==, ghosts);
      /* No translated text: the same bytes in every language. */
      for (const char *p = json; *p; p++)
        g_assert_cmpint ((guchar) *p, <, 0x80);
      result = python_check (dir, json);
      if (result == NULL)
        {
          g_test_skip ("python3 is not installed");
          break;
        }
      g_assert_cmpstr (result, ==, expected);
    }
  remove_dir (dir);
}

/* Fresh searches of the same scenario export to the same bytes. */
static void
test_deterministic (gconstpointer data)
{
  const Case *c = data;

  for (guint json = 0; json < 2; json++)
    for (guint ghosts = 0; ghosts < 2; ghosts++)
      {
        g_autoptr (CairnSearch) a = run_case (c);
        g_autoptr (CairnSearch) b = run_case (c);
        g_autoptr (CairnSearch) other = run_case (&cases[0]);
        const CairnSearch *first[] = { a, other };
        const CairnSearch *second[] = { b, other };
        CairnTextExportOptions options;
        g_autofree char *x = NULL;
        g_autofree char *y = NULL;

        options_init (&options, ghosts, CAIRN_ALL_EVENTS);
        x = export (json, first, 2, &options);
        y = export (json, second, 2, &options);
        g_assert_cmpstr (x, ==, y);
      }
}

/* The tree as of event k: exactly the nodes created by then, values only
 * for those finished, and the last event shows the whole tree. */
static void
test_at_event (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (CairnSearch) search = run_case (c);
  const CairnSearch *searches[] = { search };
  const CairnTree *tree = cairn_search_get_tree (search);
  guint32 events = (guint32) cairn_search_get_counters (search)->events;
  const guint32 moments[] = { 0, 1, 2, events / 3, events / 2, events - 2, events - 1 };
  g_autofree char *dir = g_dir_make_tmp ("cairn-at-XXXXXX", NULL);
  g_autofree char *whole = NULL;
  CairnTextExportOptions options;

  options_init (&options, TRUE, CAIRN_ALL_EVENTS);
  whole = export (TRUE, searches, 1, &options);

  for (guint i = 0; i < G_N_ELEMENTS (moments); i++)
    {
      guint32 k = moments[i];
      guint32 n = cairn_tree_count_at_event (tree, k);
      g_autofree char *dot = NULL;
      g_autofree char *json = NULL;
      g_autofree char *result = NULL;
      g_autofree char *expected = NULL;

      options_init (&options, TRUE, k);
      dot = export (FALSE, searches, 1, &options);
      json = export (TRUE, searches, 1, &options);
      g_assert_cmpuint (count_statements (dot, 0, 'n', NULL), ==, n);
      g_assert_cmpuint (count_statements (dot, 0, 'g', NULL), ==, count_ghosts (tree, k));
      g_assert_cmpuint (count_statements (dot, 0, 'n', "\\n?\\n"), ==, count_open (tree, k));

      result = python_check (dir, json);
      expected = g_strdup_printf ("%u/%" G_GUINT64_FORMAT, n,
                                  cairn_search_get_counters (search)->nodes);
      if (result)
        g_assert_cmpstr (result, ==, expected);

      /* After the last event every node is finished: the node list is the
       * whole tree's. */
      if (k == events - 1)
        g_assert_cmpstr (strstr (json, "\"nodes\":["), ==, strstr (whole, "\"nodes\":["));
      else
        g_assert_cmpuint (n, <=, tree->n_nodes);
    }
  g_assert_cmpuint (cairn_tree_count_at_event (tree, 0), ==, 1);
  remove_dir (dir);
}

/* A search run without recording exports an empty tree, not a crash. */
static void
test_unrecorded (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) search = NULL;
  const CairnSearch *searches[1];
  CairnTextExportOptions options;
  g_autofree char *json = NULL;
  g_autofree char *dot = NULL;

  test_position (".........", "x", &position);
  test_settings (CAIRN_MODE_PLAIN, 2, 3, FALSE, &settings);
  search = cairn_search_new (&position, &settings, FALSE);
  cairn_search_run (search);
  searches[0] = search;
  options_init (&options, TRUE, CAIRN_ALL_EVENTS);
  json = export (TRUE, searches, 1, &options);
  dot = export (FALSE, searches, 1, &options);
  g_assert_nonnull (strstr (json, "\"n_nodes\":0,\"nodes\":[]"));
  g_assert_cmpuint (count_statements (dot, 0, 'n', NULL), ==, 0);
}

/* The DOT cluster label of @search: its mode as the figures' captions
 * name it (cairn_settings_mode_label()), its depth and its nodes. */
static char *
dot_title (const CairnSearch *search)
{
  CairnTextExportOptions options;
  g_autofree char *dot = NULL;
  const char *label, *end;

  options_init (&options, FALSE, CAIRN_ALL_EVENTS);
  dot = export (FALSE, &search, 1, &options);
  label = strstr (dot, "subgraph cluster_0 {\n  label=\"");
  g_assert_nonnull (label);
  label += strlen ("subgraph cluster_0 {\n  label=\"");
  end = strchr (label, '"');
  g_assert_nonnull (end);
  return g_strndup (label, (gsize) (end - label));
}

/* @title starts with @prefix (the rest counts nodes, as the other tests
 * check). */
static void
assert_prefix (const char *title,
               const char *prefix)
{
  if (!g_str_has_prefix (title, prefix))
    g_error ("title “%s” does not start with “%s”", title, prefix);
}

/* The title says how R was chosen: a number, adaptive, or (with the
 * engine style's gate) Stockfish's formula, as the figures do. */
static void
test_dot_title (void)
{
  CairnPosition position;
  CairnSettings settings;
  g_autoptr (CairnSearch) plain = run_case (&cases[0]);
  g_autoptr (CairnSearch) null = run_case (&cases[1]);
  g_autoptr (CairnSearch) adaptive = run_case (&cases[5]);
  g_autoptr (CairnSearch) gated = NULL;
  g_autofree char *plain_title = dot_title (plain);
  g_autofree char *null_title = dot_title (null);
  g_autofree char *adaptive_title = dot_title (adaptive);
  g_autofree char *gated_title = NULL;

  assert_prefix (plain_title, "plain α-β, depth 3 — ");
  assert_prefix (null_title, "null move, R=1, depth 3 — ");
  assert_prefix (adaptive_title, "null move, R=adaptive, depth 7 — ");

  g_assert_true (cairn_position_parse ("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", NULL, &position, NULL));
  test_settings (CAIRN_MODE_NULL, 3, 2, FALSE, &settings);
  settings.engine_parts = CAIRN_PART_GATE;
  gated = cairn_search_new (&position, &settings, TRUE);
  cairn_search_run (gated);
  gated_title = dot_title (gated);
  assert_prefix (gated_title, "null move, R by Stockfish’s formula, depth 3 — ");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  /* The paths name cases[] in order. */
  G_STATIC_ASSERT (G_N_ELEMENTS (cases) == 6);
  g_test_add_data_func ("/export-text/dot-statements/plain-d3", &cases[0], test_dot_statements);
  g_test_add_data_func ("/export-text/dot-statements/null-d3-r1", &cases[1], test_dot_statements);
  g_test_add_data_func ("/export-text/dot-statements/null-d5-r3", &cases[2], test_dot_statements);
  g_test_add_data_func ("/export-text/dot-statements/verified-d5-r3", &cases[3], test_dot_statements);
  g_test_add_data_func ("/export-text/dot-statements/pitfall-null", &cases[4], test_dot_statements);
  g_test_add_data_func ("/export-text/dot-statements/adaptive-d7", &cases[5], test_dot_statements);
  g_test_add_data_func ("/export-text/deterministic/plain-d3", &cases[0], test_deterministic);
  g_test_add_data_func ("/export-text/deterministic/null-d3-r1", &cases[1], test_deterministic);
  g_test_add_data_func ("/export-text/deterministic/null-d5-r3", &cases[2], test_deterministic);
  g_test_add_data_func ("/export-text/deterministic/verified-d5-r3", &cases[3], test_deterministic);
  g_test_add_data_func ("/export-text/deterministic/pitfall-null", &cases[4], test_deterministic);
  g_test_add_data_func ("/export-text/deterministic/adaptive-d7", &cases[5], test_deterministic);
  g_test_add_data_func ("/export-text/at-event/plain-d3", &cases[0], test_at_event);
  g_test_add_data_func ("/export-text/at-event/null-d3-r1", &cases[1], test_at_event);
  g_test_add_data_func ("/export-text/at-event/null-d5-r3", &cases[2], test_at_event);
  g_test_add_data_func ("/export-text/at-event/verified-d5-r3", &cases[3], test_at_event);
  g_test_add_data_func ("/export-text/at-event/pitfall-null", &cases[4], test_at_event);
  g_test_add_data_func ("/export-text/at-event/adaptive-d7", &cases[5], test_at_event);
  g_test_add_func ("/export-text/dot-parses", test_dot_parses);
  g_test_add_func ("/export-text/json-parses", test_json_parses);
  g_test_add_func ("/export-text/unrecorded", test_unrecorded);
  g_test_add_func ("/export-text/dot-title", test_dot_title);
  status = g_test_run ();
  checker_stop ();
  return status;
}
