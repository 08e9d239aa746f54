/* test-study.c — the parameter study window, under a private Xvfb.
 *
 * The study computes exactly what cairn_sweep_compute and `cairn-cli sweep`
 * compute, draws it, tells the figures under the pointer, exports PNG,
 * SVG and PDF files, and keeps the main loop running while it works.  Its
 * EPD suite page gives the table `cairn-cli suite --report paper` prints,
 * exports it as CSV and its chart as PNG, SVG and PDF, and cancels.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "cairn-application.h"
#include "cairn-chart.h"
#include "cairn-format.h"
#include "cairn-study.h"
#include "cairn-window.h"
#include "gui-util.h"

/* A GuiFixture, and the study it opened. */
typedef struct {
  CairnWindow *win;
  CairnStudy  *study;
} Fixture;

static void
open_study (Fixture *f)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.study", NULL));
  f->study = CAIRN_STUDY (cairn_window_open_study (f->win));
  g_assert_true (CAIRN_IS_STUDY (f->study));
  GUI_WAIT_FOR (!cairn_study_is_busy (f->study) && cairn_study_get_sweep (f->study) != NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->study));
}

/* The study holds what cairn_sweep_compute gives for the same grid. */
static void
assert_same_as_core (const CairnSweep    *got,
                     const CairnPosition *position,
                     CairnMode            mode,
                     gboolean             guard)
{
  g_autoptr (GArray) depths = cairn_sweep_range (1, 9);
  g_autoptr (GArray) reductions = cairn_sweep_range (1, 4);
  g_autoptr (CairnSweep) want = NULL;
  guint adaptive = CAIRN_REDUCTION_ADAPTIVE;
  CairnSettings base;

  /* R 1 to 4, then adaptive R. */
  g_array_append_val (reductions, adaptive);
  cairn_settings_init_default (&base);
  base.guard = guard;
  want = cairn_sweep_compute (position, &base, CAIRN_MODE_PLAIN, mode, depths, reductions);

  g_assert_true (cairn_position_equal (&got->position, position));
  g_assert_cmpint (got->mode, ==, mode);
  g_assert_cmpint (got->baseline_mode, ==, CAIRN_MODE_PLAIN);
  g_assert_cmpint (got->guard, ==, guard);
  g_assert_cmpuint (got->depths->len, ==, 9);
  g_assert_cmpuint (got->reductions->len, ==, 5);
  g_assert_cmpmem (got->depths->data, 9 * sizeof (guint), want->depths->data, 9 * sizeof (guint));
  g_assert_cmpmem (got->reductions->data, 5 * sizeof (guint), want->reductions->data, 5 * sizeof (guint));
  g_assert_cmpmem (got->baseline, 9 * sizeof (CairnCounters), want->baseline, 9 * sizeof (CairnCounters));
  g_assert_cmpmem (got->cells, 45 * sizeof (CairnCounters), want->cells, 45 * sizeof (CairnCounters));
}

static gint64
json_int (const char *row,
          const char *key)
{
  g_autofree char *needle = g_strdup_printf ("\"%s\":", key);
  const char *at = strstr (row, needle);

  g_assert_nonnull (at);
  return g_ascii_strtoll (at + strlen (needle), NULL, 10);
}

/* … and what `cairn-cli sweep --json` prints for it. */
static void
assert_same_as_cli (const CairnSweep *got,
                    const char       *cells,
                    const char       *side,
                    const char       *mode,
                    gboolean          guard)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "..", "src", "cli", "cairn-cli", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) rows = NULL;
  const char *argv[] = { cli, "sweep", "--json", "-p", cells, "-t", side, "-m", mode,
                         "--depths", "1-9", "--reductions", "1-4,adaptive", guard ? "--guard" : NULL, NULL };
  int status = 0;
  guint n = 0;

  if (!g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("cairn-cli is not built");
      return;
    }
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, &err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  rows = g_strsplit (strstr (out, "\"rows\":[") + strlen ("\"rows\":["), "},{", -1);
  for (char **row = rows; *row != NULL; row++)
    {
      guint depth = (guint) json_int (*row, "depth");
      gboolean adaptive = strstr (*row, "\"reduction\":\"adaptive\"") != NULL;
      guint reduction = adaptive ? CAIRN_REDUCTION_ADAPTIVE : (guint) json_int (*row, "reduction");
      guint d = depth - 1, r = adaptive ? 4 : reduction - 1;
      const CairnCounters *c = &got->cells[d * got->reductions->len + r];

      g_assert_cmpuint (g_array_index (got->depths, guint, d), ==, depth);
      g_assert_cmpuint (g_array_index (got->reductions, guint, r), ==, reduction);
      g_assert_cmpint (json_int (*row, "baseline_nodes"), ==, (gint64) got->baseline[d].nodes);
      g_assert_cmpint (json_int (*row, "baseline_value"), ==, got->baseline[d].value);
      g_assert_cmpint (json_int (*row, "baseline_best_move"), ==, got->baseline[d].best_move);
      g_assert_cmpint (json_int (*row, "nodes"), ==, (gint64) c->nodes);
      g_assert_cmpint (json_int (*row, "value"), ==, c->value);
      g_assert_cmpint (json_int (*row, "best_move"), ==, c->best_move);
      g_assert_cmpint (json_int (*row, "null_probes"), ==, (gint64) c->null_probes);
      g_assert_cmpint (json_int (*row, "null_prunes"), ==, (gint64) c->null_prunes);
      n++;
    }
  g_assert_cmpuint (n, ==, 45);
}

static void
test_seed_sweep (Fixture       *f,
                 gconstpointer  data)
{
  const CairnSweep *sweep;
  CairnPosition empty;
  GtkWidget *status;

  open_study (f);
  sweep = cairn_study_get_sweep (f->study);
  cairn_position_init_empty (&empty);
  assert_same_as_core (sweep, &empty, CAIRN_MODE_NULL, FALSE);
  assert_same_as_cli (sweep, ".........", "x", "null", FALSE);
  /* The seed's own figures. */
  g_assert_cmpuint (sweep->baseline[4].nodes, ==, 1787);
  g_assert_cmpuint (sweep->cells[4 * 5 + 2].nodes, ==, 803);
  g_assert_cmpuint (sweep->baseline[8].nodes, ==, 20866);
  g_assert_cmpuint (sweep->cells[8 * 5 + 0].nodes, ==, 80790);
  g_assert_cmpuint (sweep->cells[8 * 5 + 3].nodes, ==, 19036);
  g_assert_cmpfloat (cairn_study_get_progress (f->study), ==, 1.0);
  /* Why null move costs more where it does, measured on its tree. */
  status = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->study), CAIRN_TYPE_STUDY, "status"));
  g_assert_true (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (status)),
                                   "\nIn 19 of 45 settings null move searches more nodes than plain α-β. Where it "
                                   "costs most, depth 9, R 1, 80,790 nodes against 20,866: 63,305 of them lie inside "
                                   "its 13,501 null probes, and only 2,959 of those probes prune. Outside the probes "
                                   "it searches 17,485 nodes (16.2% fewer than plain α-β): its prunes save less than "
                                   "its probes cost. Part of that cost is this model’s own: 1,197 of those probes "
                                   "were tried against an infinite bound (β = +∞ at a max node, α = −∞ at a min "
                                   "node), which no probe value reaches, so they could never prune. These rules try "
                                   "a probe wherever they allow one, whatever the bound; Stockfish 15.1 tries a null "
                                   "move only where its evaluation of the node is at least β."));
}

/* Another position, verified mode and the guard, chosen in the study. */
static void
test_choices (Fixture       *f,
              gconstpointer  data)
{
  CairnPosition pitfall;
  GtkDropDown *mode;
  GtkSwitch *guard;

  gui_set_scenario (f->win, "...O.X...", "x", 5, 3, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  open_study (f);
  g_assert_true (cairn_position_parse ("...O.X...", "x", &pitfall, NULL));
  assert_same_as_core (cairn_study_get_sweep (f->study), &pitfall, CAIRN_MODE_NULL, FALSE);
  /* The pitfall cell: depth 3, R 1 plays cell 0 where plain plays 4. */
  g_assert_cmpint (cairn_study_get_sweep (f->study)->cells[2 * 5 + 0].best_move, ==, 0);
  g_assert_cmpint (cairn_study_get_sweep (f->study)->baseline[2].best_move, ==, 4);

  mode = GTK_DROP_DOWN (gtk_widget_get_template_child (GTK_WIDGET (f->study), CAIRN_TYPE_STUDY, "mode"));
  guard = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (f->study), CAIRN_TYPE_STUDY, "guard"));
  /* Two changes in a row: only the last request's figures arrive. */
  gtk_drop_down_set_selected (mode, 1);
  g_assert_true (cairn_study_is_busy (f->study));
  gtk_switch_set_active (guard, TRUE);
  GUI_WAIT_FOR (!cairn_study_is_busy (f->study));
  assert_same_as_core (cairn_study_get_sweep (f->study), &pitfall, CAIRN_MODE_VERIFIED, TRUE);
  assert_same_as_cli (cairn_study_get_sweep (f->study), "...O.X...", "x", "verified", TRUE);

  /* The window's right pane decides what a new study compares. */
  gui_set_scenario (f->win, "....X....", "o", 5, 3, TRUE, CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED);
  open_study (f);
  {
    CairnPosition p;

    g_assert_true (cairn_position_parse ("....X....", "o", &p, NULL));
    assert_same_as_core (cairn_study_get_sweep (f->study), &p, CAIRN_MODE_VERIFIED, TRUE);
  }
}

/* Every marker and cell tells its own figures. */
static void
test_hover (Fixture       *f,
            gconstpointer  data)
{
  GtkWidget *chart;
  const CairnSweep *sweep;
  int w, h, cells = 0, markers = 0;

  open_study (f);
  chart = cairn_study_get_chart (f->study);
  sweep = cairn_study_get_sweep (f->study);
  w = gtk_widget_get_width (chart);
  h = gtk_widget_get_height (chart);
  g_assert_cmpint (w, >, 300);
  g_assert_cmpint (h, >, 200);

  for (int y = 0; y < h; y += 7)
    for (int x = 0; x < w; x += 7)
      {
        g_autofree char *text = cairn_study_describe_at (f->study, x, y);
        guint d, r;

        if (!cairn_chart_hit_test (sweep, w, h, x, y, &d, &r))
          {
            g_assert_null (text);
            continue;
          }
        g_assert_nonnull (text);
        if (r == G_MAXUINT)
          {
            g_autofree char *n = cairn_format_count (sweep->baseline[d].nodes);

            g_assert_nonnull (strstr (text, n));
            g_assert_nonnull (strstr (text, "Plain alpha-beta"));
            markers++;
          }
        else
          {
            const CairnCounters *c = &sweep->cells[d * sweep->reductions->len + r];
            g_autofree char *n = cairn_format_count (c->nodes);
            g_autofree char *depth = r == 4 ? g_strdup_printf ("depth limit %u, R adaptive:", d + 1)
                                            : g_strdup_printf ("depth limit %u, R %u:", d + 1, r + 1);

            g_assert_nonnull (strstr (text, n));
            g_assert_nonnull (strstr (text, depth));
            cells++;
          }
      }
  g_test_message ("hover: %d points on cells, %d on markers", cells, markers);
  g_assert_cmpint (cells, >, 45);
  g_assert_cmpint (markers, >, 0);

  /* The seed's best cell, by its figures. */
  for (int y = 0; y < h; y += 3)
    for (int x = 0; x < w; x += 3)
      {
        guint d, r;

        if (cairn_chart_hit_test (sweep, w, h, x, y, &d, &r) && d == 4 && r == 2)
          {
            g_autofree char *text = cairn_study_describe_at (f->study, x, y);

            g_assert_nonnull (strstr (text, "803 nodes against 1,787"));
            g_assert_nonnull (strstr (text, "55.1% fewer"));
            return;
          }
      }
  g_assert_not_reached ();
}

static void
assert_file_starts (const char *path,
                    const char *magic)
{
  g_autofree char *data = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (memcmp (data, magic, strlen (magic)) == 0 ||
                 g_strstr_len (data, MIN (length, 200), magic) != NULL);
}

static void
test_export (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-study-XXXXXX", NULL);
  g_autofree char *png = g_build_filename (dir, "study.png", NULL);
  g_autofree char *svg = g_build_filename (dir, "study.svg", NULL);
  g_autofree char *pdf = g_build_filename (dir, "study.PDF", NULL);
  g_autofree char *bad = g_build_filename (dir, "study.gif", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *svg_data = NULL;

  open_study (f);
  g_assert_true (cairn_study_export (f->study, png, &error));
  g_assert_no_error (error);
  assert_file_starts (png, "\x89PNG");
  texture = gdk_texture_new_from_filename (png, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, CAIRN_CHART_WIDTH);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, CAIRN_CHART_HEIGHT);

  g_assert_true (cairn_study_export (f->study, svg, &error));
  assert_file_starts (svg, "<svg");
  g_assert_true (g_file_get_contents (svg, &svg_data, NULL, NULL));
  g_assert_nonnull (strstr (svg_data, "</svg>"));

  g_assert_true (cairn_study_export (f->study, pdf, &error));
  assert_file_starts (pdf, "%PDF");

  /* What the study exports is the chart the CLI plots. */
  {
    g_autofree char *cli_png = g_build_filename (dir, "cli.png", NULL);
    g_autofree char *a = NULL, *b = NULL;
    gsize la, lb;

    g_assert_true (cairn_chart_sweep_to_file (cairn_study_get_sweep (f->study), cli_png, NULL));
    g_assert_true (g_file_get_contents (png, &a, &la, NULL));
    g_assert_true (g_file_get_contents (cli_png, &b, &lb, NULL));
    g_assert_cmpmem (a, la, b, lb);
    g_unlink (cli_png);
  }

  /* A format the chart cannot write, and a folder that is not there. */
  g_assert_false (cairn_study_export (f->study, bad, &error));
  g_assert_error (error, CAIRN_CHART_ERROR, CAIRN_CHART_ERROR_FORMAT);
  g_clear_error (&error);
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  g_assert_false (cairn_study_export (f->study, "/proc/cairn-no-such-dir/x.png", &error));
  g_assert_nonnull (error);

  g_unlink (png);
  g_unlink (svg);
  g_unlink (pdf);
  g_rmdir (dir);
}

/* While the study works the main loop keeps running: measured and
 * reported, not asserted (timings belong in benchmarks). */
static void
test_responsive (Fixture       *f,
                 gconstpointer  data)
{
  GuiStallMeter meter;
  gint64 stall;
  gboolean saw_progress = FALSE;

  gui_stall_meter_start (&meter);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.study", NULL));
  f->study = CAIRN_STUDY (cairn_window_open_study (f->win));
  while (cairn_study_is_busy (f->study))
    {
      double progress = cairn_study_get_progress (f->study);

      g_assert_cmpfloat (progress, >=, 0.0);
      g_assert_cmpfloat (progress, <=, 1.0);
      saw_progress = saw_progress ||
                     gtk_widget_get_visible (GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->study),
                                                                                        CAIRN_TYPE_STUDY,
                                                                                        "progress")));
      g_main_context_iteration (NULL, TRUE);
    }
  stall = gui_stall_meter_stop (&meter);
  g_assert_true (saw_progress);
  g_assert_nonnull (cairn_study_get_sweep (f->study));
  g_print ("# longest main-loop stall while the study ran: %" G_GINT64_FORMAT " µs\n", stall);

  /* Closing the study while it works finalizes it at once (its sweep is
   * cancelled: nothing in flight holds it), and what is left of the
   * sweep, run now, leaves it alone. */
  cairn_study_compute (f->study);
  g_assert_true (cairn_study_is_busy (f->study));
  {
    gpointer alive = f->study;

    g_object_add_weak_pointer (G_OBJECT (f->study), &alive);
    gtk_window_destroy (GTK_WINDOW (f->study));
    g_assert_null (alive);
    f->study = NULL;
  }
  gui_spin (50);
}

/* Cancel, clicked mid-sweep: the study stops at once, says where, shows
 * no chart (not even when the dropped sweep comes back), and the window
 * goes on: Refresh runs the study again to the same figures. */
static void
test_cancel (Fixture       *f,
             gconstpointer  data)
{
  GtkWidget *cancel, *progress, *status;
  CairnPosition empty;

  open_study (f);
  cancel = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->study), CAIRN_TYPE_STUDY, "cancel_button"));
  progress = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->study), CAIRN_TYPE_STUDY, "progress"));
  status = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->study), CAIRN_TYPE_STUDY, "status"));
  g_assert_false (gtk_widget_get_visible (cancel));

  cairn_study_compute (f->study);
  g_assert_true (cairn_study_is_busy (f->study));
  g_assert_true (gtk_widget_get_visible (cancel));
  g_assert_true (gtk_widget_get_visible (progress));
  g_signal_emit_by_name (cancel, "clicked");
  g_assert_false (cairn_study_is_busy (f->study));
  g_assert_false (gtk_widget_get_visible (cancel));
  g_assert_false (gtk_widget_get_visible (progress));
  g_assert_null (cairn_study_get_sweep (f->study));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (status)), "Cancelled at depth limit "));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (status)), " of 9. Take the position from the main window, or change a choice, to run the study again."));

  /* The main loop runs on; the late sweep changes nothing. */
  gui_spin (200);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->study));
  g_assert_false (cairn_study_is_busy (f->study));
  g_assert_null (cairn_study_get_sweep (f->study));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (status)), "Cancelled at depth limit "));
  g_assert_cmpfloat (cairn_study_get_progress (f->study), ==, 0.0);

  cairn_study_compute (f->study);
  GUI_WAIT_FOR (!cairn_study_is_busy (f->study));
  cairn_position_init_empty (&empty);
  assert_same_as_core (cairn_study_get_sweep (f->study), &empty, CAIRN_MODE_NULL, FALSE);
  g_assert_false (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (status)), "Cancelled"));
}

/* A main window of its own, shown and loaded with the empty board. */
static CairnWindow *
new_main_window (void)
{
  CairnWindow *win = gui_window_new (1360, 860);
  gui_set_scenario (win, ".........", "x", 5, 3, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  return win;
}

/* Toplevel windows of @type on screen. */
static guint
count_toplevels (GType type)
{
  GListModel *list = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (list, i);

      n += G_TYPE_CHECK_INSTANCE_TYPE (window, type);
    }
  return n;
}

/* The study of @win, just opened: its sweep is under way. */
static CairnStudy *
start_study (CairnWindow *win)
{
  CairnStudy *study;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.study", NULL));
  study = CAIRN_STUDY (cairn_window_open_study (win));
  g_assert_true (cairn_study_is_busy (study));
  return study;
}

/* How far into the sweep round @i closes a window: at once, or after a
 * few milliseconds to a few frames, so every stage of a sweep (queued,
 * searching, returned but not yet dispatched) gets closed in. */
static guint
delay_ms (guint i)
{
  static const guint delays[] = { 0, 1, 3, 7, 16, 33, 60, 120 };

  return delays[i % G_N_ELEMENTS (delays)];
}

#define ROUNDS 16

/* The user closes the study mid-sweep: nothing in flight holds it, so it
 * is finalized at once (before the main loop runs again), its sweep is
 * cancelled, and the main window goes on as before. */
static void
test_close_study_mid_sweep (Fixture       *f,
                            gconstpointer  data)
{
  for (guint i = 0; i < ROUNDS; i++)
    {
      CairnStudy *study = start_study (f->win);
      gpointer alive = study;

      gui_spin (delay_ms (i));
      g_object_add_weak_pointer (G_OBJECT (study), &alive);
      gtk_window_destroy (GTK_WINDOW (study));
      g_assert_null (alive);
      gui_spin (1);
    }
  /* A study opened afterwards computes its whole sweep. */
  open_study (f);
  {
    CairnPosition empty;

    cairn_position_init_empty (&empty);
    assert_same_as_core (cairn_study_get_sweep (f->study), &empty, CAIRN_MODE_NULL, FALSE);
  }
}

/* Destroys @win (with @study open) and asserts that both are finalized
 * at once, without a warning: the study never outlives its transient
 * parent. */
static void
close_main_and_assert_finalized (CairnWindow *win,
                                 CairnStudy  *study)
{
  gpointer win_alive = win, study_alive = study;

  g_object_add_weak_pointer (G_OBJECT (win), &win_alive);
  g_object_add_weak_pointer (G_OBJECT (study), &study_alive);
  gtk_window_destroy (GTK_WINDOW (win));
  /* At once: nothing in flight holds either window. */
  g_assert_null (study_alive);
  g_assert_null (win_alive);
  /* Anything still queued for them (a cancelled sweep's callback) runs
   * now, and must leave them alone. */
  gui_spin (20);
}

/* The user closes the main window mid-sweep, with the study open. */
static void
test_close_main_mid_sweep (void)
{
  for (guint i = 0; i < ROUNDS; i++)
    {
      CairnWindow *win = new_main_window ();
      CairnStudy *study = start_study (win);

      gui_spin (delay_ms (i));
      close_main_and_assert_finalized (win, study);
    }
}

/* The study closed mid-sweep, then the main window at once: the order of
 * /study/responsive and its fixture, where the crash was seen. */
static void
test_close_study_then_main (void)
{
  for (guint i = 0; i < ROUNDS; i++)
    {
      CairnWindow *win = new_main_window ();
      CairnStudy *study = start_study (win);
      gpointer win_alive = win, study_alive = study;

      gui_spin (delay_ms (i));
      g_object_add_weak_pointer (G_OBJECT (win), &win_alive);
      g_object_add_weak_pointer (G_OBJECT (study), &study_alive);
      gtk_window_destroy (GTK_WINDOW (study));
      g_assert_null (study_alive);
      gtk_window_destroy (GTK_WINDOW (win));
      g_assert_null (win_alive);
      gui_spin (20);
    }
}

/* GTK's file chooser dialog looks up cloud providers on the session bus,
 * and libcloudproviders leaks a path it builds in that lookup (see
 * tests/lsan.supp).  LeakSanitizer's fast unwinder stops inside GLib
 * (no frame pointers) before reaching libcloudproviders, so the
 * suppression cannot match, and full unwinding makes these tests six
 * times slower: under AddressSanitizer the chooser rounds are left out. */
#if defined(__SANITIZE_ADDRESS__)
#define CHOOSER_LEAKS_UNDER_LSAN 1
#else
#define CHOOSER_LEAKS_UNDER_LSAN 0
#endif

/* The study's export file chooser open (it holds the study as its
 * transient parent) while a new sweep runs, and the main window closed:
 * the chooser goes, and so do both windows. */
static void
test_close_main_mid_export (void)
{
  if (CHOOSER_LEAKS_UNDER_LSAN)
    {
      g_test_skip ("libcloudproviders leaks under LeakSanitizer (see tests/lsan.supp)");
      return;
    }
  for (guint i = 0; i < ROUNDS / 2; i++)
    {
      CairnWindow *win = new_main_window ();
      CairnStudy *study = start_study (win);
      GtkWidget *button = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (study), CAIRN_TYPE_STUDY,
                                                                     "export_button"));

      GUI_WAIT_FOR (!cairn_study_is_busy (study));
      g_assert_true (gtk_widget_get_sensitive (button));
      g_signal_emit_by_name (button, "clicked");
      g_assert_cmpuint (count_toplevels (GTK_TYPE_FILE_CHOOSER_DIALOG), ==, 1);
      if (i % 2 == 1)
        {
          /* … and a sweep in flight too. */
          cairn_study_compute (study);
          g_assert_true (cairn_study_is_busy (study));
        }
      gui_spin (delay_ms (i));
      close_main_and_assert_finalized (win, study);
      g_assert_cmpuint (count_toplevels (GTK_TYPE_FILE_CHOOSER_DIALOG), ==, 0);
    }

  /* The study alone closed with its chooser open: it goes at once. */
  {
    CairnWindow *win = new_main_window ();
    CairnStudy *study = start_study (win);
    GtkWidget *button = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (study), CAIRN_TYPE_STUDY,
                                                                   "export_button"));
    gpointer alive = study;

    GUI_WAIT_FOR (!cairn_study_is_busy (study));
    g_signal_emit_by_name (button, "clicked");
    g_assert_cmpuint (count_toplevels (GTK_TYPE_FILE_CHOOSER_DIALOG), ==, 1);
    g_object_add_weak_pointer (G_OBJECT (study), &alive);
    gtk_window_destroy (GTK_WINDOW (study));
    g_assert_null (alive);
    g_assert_cmpuint (count_toplevels (GTK_TYPE_FILE_CHOOSER_DIALOG), ==, 0);
    gui_destroy_and_assert_finalized (GTK_WINDOW (win), NULL, 0);
  }
}

/* What `cairn-cli suite ARGS…` prints, or NULL (skipped) when the CLI is
 * not built. */
static char *
cli_output (const char * const *args)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "..", "src", "cli", "cairn-cli", NULL);
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  char *out = NULL;
  int status = 0;

  if (!g_file_test (cli, G_FILE_TEST_IS_EXECUTABLE))
    return NULL;
  g_ptr_array_add (argv, cli);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

/* The suite page: the CLI's paper table for the same file and depths
 * (the heading names the file by its base name), its CSV, and the chart
 * as PNG, SVG and PDF. */
static void
test_suite_page (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *epd = g_test_build_filename (G_TEST_DIST, "..", "data", "suite-kp.epd", NULL);
  g_autofree char *dir = g_dir_make_tmp ("cairn-study-suite-XXXXXX", NULL);
  const char *args[] = { "suite", "--report", "paper", "--depths", "3-5", epd, NULL };
  const char *csv_args[] = { "suite", "--report", "paper", "--depths", "3-5", "--csv", epd, NULL };
  const char *names[] = { "suite.png", "suite.svg", "suite.pdf", "suite.csv" };
  const char *magic[] = { "\x89PNG\r\n\x1a\n", "<?xml", "%PDF-", "depth,mode,reduction,solved," };
  g_autofree char *want = cli_output (args);
  g_autofree char *want_csv = cli_output (csv_args);
  g_autoptr (GError) error = NULL;
  GtkStack *pages;

  open_study (f);
  if (want == NULL)
    {
      g_test_skip ("cairn-cli is not built");
      return;
    }
  pages = GTK_STACK (gtk_widget_get_template_child (GTK_WIDGET (f->study), CAIRN_TYPE_STUDY, "pages"));
  g_assert_false (cairn_study_run_suite (f->study));   /* no file yet */
  g_assert_true (cairn_study_open_suite (f->study, epd, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (pages), ==, "suite");
  cairn_study_set_suite_choices (f->study, 3, 5, FALSE);
  g_assert_true (cairn_study_run_suite (f->study));
  g_assert_true (cairn_study_is_suite_busy (f->study));
  GUI_WAIT_FOR (!cairn_study_is_suite_busy (f->study));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (f->study));
  g_assert_nonnull (cairn_study_get_suite (f->study));
  {
    /* The CLI names the file by the path it was given. */
    g_auto (GStrv) parts = g_strsplit (want, epd, -1);
    g_autofree char *by_name = g_strjoinv ("suite-kp.epd", parts);

    g_assert_cmpstr (cairn_study_get_suite_text (f->study), ==, by_name);
  }

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (cairn_study_export (f->study, path, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_true (length > strlen (magic[i]) && memcmp (contents, magic[i], strlen (magic[i])) == 0);
      if (i == 3)
        g_assert_cmpstr (contents, ==, want_csv);
      g_unlink (path);
    }
  g_rmdir (dir);

  /* Depths high to low: refused, and said. */
  cairn_study_set_suite_choices (f->study, 5, 3, FALSE);
  g_assert_false (cairn_study_run_suite (f->study));
  g_assert_true (g_str_has_prefix (cairn_study_get_suite_text (f->study), "The depth limits run from the lower"));
}

/* A bad EPD file is refused with its line; Cancel stops a run at once
 * and the page says how far it got. */
static void
test_suite_cancel (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("cairn-study-suite-XXXXXX", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.epd", NULL);
  g_autofree char *wac = g_test_build_filename (G_TEST_DIST, "..", "..", "data", "suites", "wac.epd", NULL);
  g_autoptr (GError) error = NULL;
  GtkWidget *cancel;

  open_study (f);
  g_assert_true (g_file_set_contents (bad, "8/8/8/3k4/8/4K3/4P3/8 w - - bm Kf4;\n8/8/8/3k4/8/4K3/4P3/8 w - - bm Kf4\n",
                                      -1, NULL));
  g_assert_false (cairn_study_open_suite (f->study, bad, &error));
  g_assert_nonnull (strstr (error->message, "Line 2 of "));
  g_unlink (bad);
  g_rmdir (dir);

  g_assert_true (cairn_study_open_suite (f->study, wac, NULL));
  cairn_study_set_suite_choices (f->study, 6, 9, TRUE);
  cancel = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (f->study), CAIRN_TYPE_STUDY, "suite_cancel_button"));
  g_assert_true (cairn_study_run_suite (f->study));
  g_assert_true (gtk_widget_get_visible (cancel));
  g_signal_emit_by_name (cancel, "clicked");
  g_assert_false (cairn_study_is_suite_busy (f->study));
  g_assert_false (gtk_widget_get_visible (cancel));
  g_assert_null (cairn_study_get_suite (f->study));
  g_assert_true (g_str_has_prefix (cairn_study_get_suite_text (f->study), "Cancelled after "));
  g_assert_nonnull (strstr (cairn_study_get_suite_text (f->study), " of 3600 searches."));
  /* The dropped run changes nothing when it comes back. */
  gui_spin (300);
  g_assert_null (cairn_study_get_suite (f->study));
}


int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;

  /* A Fixture starts as a GuiFixture does: the shared setup serves it. */
#define ADD(name, fn) g_test_add_vtable (name, sizeof (Fixture), NULL, (GTestFixtureFunc) gui_fixture_setup, \
                                         (GTestFixtureFunc) fn, (GTestFixtureFunc) gui_fixture_teardown)
  ADD ("/study/seed-sweep", test_seed_sweep);
  ADD ("/study/choices", test_choices);
  ADD ("/study/hover", test_hover);
  ADD ("/study/export", test_export);
  ADD ("/study/responsive", test_responsive);
  ADD ("/study/cancel", test_cancel);
  ADD ("/study/close-study-mid-sweep", test_close_study_mid_sweep);
  ADD ("/study/suite-page", test_suite_page);
  ADD ("/study/suite-cancel", test_suite_cancel);
#undef ADD
  g_test_add_func ("/study/close-main-mid-sweep", test_close_main_mid_sweep);
  g_test_add_func ("/study/close-study-then-main", test_close_study_then_main);
  g_test_add_func ("/study/close-main-mid-export", test_close_main_mid_export);

  return gui_test_run ();
}
