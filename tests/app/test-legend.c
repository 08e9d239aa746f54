/* test-legend.c — the on-screen legend, the way to null probes, null
 * prunes and the decisive prune, the banner that names it, and what the
 * inspector says about a probe.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <string.h>

#include "cairn-games.h"
#include "cairn-legend-view.h"
#include "cairn-navigation.h"
#include "cairn-theme.h"
#include "cairn-window.h"
#include "gui-util.h"

#define PAWN_FEN "3k4/8/4P3/5K2/8/8/8/8 w - - 0 1"

typedef GuiFixture Fixture;

/* Runs both searches to the end and waits for the decisive prune's
 * analysis. */
static void
finish (CairnWindow *win)
{
  gui_finish (win);
  if (cairn_window_get_warning (win) != NULL)
    GUI_WAIT_FOR (cairn_navigation_is_settled (win));
  gui_spin (50);
}

static void
load_pitfall (CairnWindow *win)
{
  gui_set_scenario (win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  finish (win);
}

static void
load_pawns (CairnWindow *win)
{
  gui_set_fen_scenario (win, "chess", PAWN_FEN, 7, 1, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  finish (win);
}

/* The button in @root that activates @action. */
static GtkWidget *
button_for (GtkWidget  *root,
            const char *action)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
        return child;
      if ((found = button_for (child, action)) != NULL)
        return found;
    }
  return NULL;
}

static void
activate (CairnWindow *win,
          const char  *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), action, NULL));
  gui_spin (20);
}

/* Clicks the window's button for @action, as a user would. */
static void
click (CairnWindow *win,
       const char  *action)
{
  GtkWidget *button = button_for (GTK_WIDGET (win), action);

  g_assert_nonnull (button);
  g_assert_nonnull (gtk_widget_get_tooltip_text (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  gui_spin (20);
}

/* In the swatch of legend row @row (of @n_rows), the pixels tinted like
 * the cutoffs' orange (red and green over blue) and like the prunes'
 * wine (red and blue over green), and their mean grey level. */
static void
count_swatch_hues (const guchar *pixels,
                   int           width,
                   int           height,
                   guint         row,
                   guint         n_rows,
                   guint        *orange,
                   guint        *wine,
                   double       *orange_grey,
                   double       *wine_grey)
{
  int y0 = (int) (row * (double) height / n_rows), y1 = (int) ((row + 1) * (double) height / n_rows);
  double sum_orange = 0, sum_wine = 0;

  *orange = *wine = 0;
  /* The swatch is the row's first 60 pixels (46 at 12 px text). */
  for (int y = y0; y < y1; y++)
    for (int x = 0; x < MIN (width, 60); x++)
      {
        /* Texture bytes are B, G, R, A. */
        const guchar *px = pixels + (gsize) y * width * 4 + x * 4;
        int r = px[2], g = px[1], b = px[0];
        double grey = 0.299 * r + 0.587 * g + 0.114 * b;

        if (r - b > 50 && g - b > 25)
          {
            (*orange)++;
            sum_orange += grey;
          }
        else if (r - g > 25 && b - g > 10)
          {
            (*wine)++;
            sum_wine += grey;
          }
      }
  *orange_grey = *orange ? sum_orange / *orange : 0;
  *wine_grey = *wine ? sum_wine / *wine : 0;
}

static guint
row_of (GStrv        labels,
        const char  *label)
{
  for (guint i = 0; labels[i] != NULL; i++)
    if (g_str_equal (labels[i], label))
      return i;
  g_assert_not_reached ();
}

/* The legend opens from the header bar, lists the marks both trees use
 * (the decisive prune's star among them), one line each, and draws the
 * two kinds of ghost apart: orange dots against wine dashes, the wine
 * far darker, so a greyscale print keeps them apart too. */
static void
test_legend (Fixture       *f,
             gconstpointer  data)
{
  CairnLegendView *view = CAIRN_LEGEND_VIEW (GUI_PART (f->win, GtkWidget, legend_view));
  static const guint32 present = CAIRN_MARK_MAX | CAIRN_MARK_MIN | CAIRN_MARK_HORIZON_MIN |
                                 CAIRN_MARK_TERMINAL_MIN | CAIRN_MARK_CUTOFF_MAX | CAIRN_MARK_CUTOFF_MIN | CAIRN_MARK_PROBE |
                                 CAIRN_MARK_PROBE_LOW | CAIRN_MARK_PRUNE_MIN | CAIRN_MARK_DECISIVE |
                                 CAIRN_MARK_PV | CAIRN_MARK_SELECTED | CAIRN_MARK_HIGHLIGHT |
                                 CAIRN_MARK_BOUND_LOWER | CAIRN_MARK_BOUND_UPPER;
  static const guint32 absent = CAIRN_MARK_PROBE_HIGH | CAIRN_MARK_PRUNE_MAX | CAIRN_MARK_VERIFY |
                                CAIRN_MARK_RE_SEARCH | CAIRN_MARK_REDUCED | CAIRN_MARK_CURRENT |
                                CAIRN_MARK_COLLAPSED | CAIRN_MARK_LABELS;
  g_auto (GStrv) labels = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  guint32 marks;
  guint orange, wine, n_rows, cutoff_row, prune_row;
  double orange_grey, wine_grey, unused;
  int w, h;

  load_pitfall (f->win);
  activate (f->win, "win.decisive-prune");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (GUI_PART (f->win, GtkMenuButton, legend_button))), ==,
                   "What every mark in the trees means, drawn as the trees draw it");
  gtk_menu_button_popup (GUI_PART (f->win, GtkMenuButton, legend_button));
  GUI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (view)) && gtk_widget_get_height (GTK_WIDGET (view)) > 0);
  gui_spin (100);

  marks = cairn_legend_view_get_marks (view);
  g_assert_cmphex (marks & present, ==, present);
  g_assert_cmphex (marks & absent, ==, 0);
  labels = cairn_painter_legend_labels (cairn_games_default (), marks);
  n_rows = g_strv_length (labels);
  /* 13 marks, and the two signs of a bound (≥ v, ≤ v). */
  g_assert_cmpuint (n_rows, ==, 15);
  g_assert_cmpstr (labels[0], ==, "max node: X to move");
  g_assert_cmpstr (labels[1], ==, "min node: O to move");
  cutoff_row = row_of (labels, "α-β cutoff at a min node: value ≤ α, moves never searched");
  prune_row = row_of (labels, "null-move prune at a min node: moves skipped");
  row_of (labels, "null probe that failed low: value ≤ α at a min node");
  row_of (labels, "decisive prune: undone alone, the search plays plain α-β’s move");
  row_of (labels, "selected node and its path");
  row_of (labels, "at least 150: after a cutoff, a null-move prune or all moves failing high");
  row_of (labels, "at most 140: after a cutoff, a null-move prune or all moves failing low");

  texture = gui_render_widget (GTK_WIDGET (view));
  w = gdk_texture_get_width (texture);
  h = gdk_texture_get_height (texture);
  pixels = g_malloc ((gsize) w * h * 4);
  gdk_texture_download (texture, pixels, (gsize) w * 4);
  count_swatch_hues (pixels, w, h, cutoff_row, n_rows, &orange, &wine, &orange_grey, &unused);
  g_test_message ("cutoff swatch: %u orange, %u wine pixels, grey %.0f", orange, wine, orange_grey);
  g_assert_cmpuint (orange, >, 20);
  g_assert_cmpuint (wine, ==, 0);
  count_swatch_hues (pixels, w, h, prune_row, n_rows, &orange, &wine, &unused, &wine_grey);
  g_test_message ("prune swatch: %u orange, %u wine pixels, grey %.0f", orange, wine, wine_grey);
  g_assert_cmpuint (wine, >, 20);
  g_assert_cmpuint (orange, ==, 0);
  g_assert_cmpfloat (orange_grey - wine_grey, >, 40);

  /* Closed and opened on a new search: the marks follow the trees. */
  gtk_menu_button_popdown (GUI_PART (f->win, GtkMenuButton, legend_button));
  gui_set_scenario (f->win, "...O.X...", "x", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED);
  finish (f->win);
  gtk_menu_button_popup (GUI_PART (f->win, GtkMenuButton, legend_button));
  GUI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (view)));
  g_assert_true (cairn_legend_view_get_marks (view) & CAIRN_MARK_VERIFY);
  g_assert_false (cairn_legend_view_get_marks (view) & CAIRN_MARK_DECISIVE);
  gtk_menu_button_popdown (GUI_PART (f->win, GtkMenuButton, legend_button));
}

/* The line of play from the root to @node of pane @index. */
static guint
line_of (CairnWindow *win,
         guint        index,
         guint32      node,
         CairnMove   *moves)
{
  const CairnTree *tree = gui_tree (win, index);

  return cairn_tree_line_to (tree, node, moves, 64);
}

/* @action lands on @right in the null-move pane and on @left in plain
 * alpha-beta's: the same line, a probe's line without its pass. */
static void
assert_lands (CairnWindow *win,
              const char  *action,
              guint32      right,
              guint32      left)
{
  CairnMove r[64], l[64];
  guint nr, nl;

  click (win, action);
  if (g_getenv ("CAIRN_PROBE_FIGURES"))
    {
      g_printerr ("FIGURE %s right %u left %u\n", action, gui_selected (win, 1), gui_selected (win, 0));
      return;
    }
  g_assert_cmpuint (gui_selected (win, 1), ==, right);
  g_assert_cmpuint (gui_selected (win, 0), ==, left);
  if (left == CAIRN_NO_NODE)
    return;
  nr = line_of (win, 1, right, r);
  nl = line_of (win, 0, left, l);
  if (nr > 0 && r[nr - 1] == CAIRN_NO_MOVE)
    nr--;
  g_assert_cmpuint (nr, ==, nl);
  g_assert_cmpmem (r, nr * sizeof *r, l, nl * sizeof *l);
}

static void
assert_sequence (CairnWindow   *win,
                 const char    *action,
                 const guint32 *right,
                 const guint32 *left,
                 guint          n)
{
  cairn_pane_select_node (cairn_window_get_pane (win, 1), CAIRN_NO_NODE);
  for (guint k = 0; k < n; k++)
    assert_lands (win, action, right[k], left[k]);
}

#define NONE CAIRN_NO_NODE

/* The seed's pitfall: seven probes, four prunes (after cells 1, 4, 6 and
 * 7), the one after 4 decisive; every line there is plain's too. */
static void
test_navigation_pitfall (Fixture       *f,
                         gconstpointer  data)
{
  static const guint32 probes[] = { 2, 29, 31, 58, 60, 62, 64, 2 };
  static const guint32 probes_left[] = { 1, 27, 34, 60, 84, 100, 107, 1 };
  static const guint32 prunes[] = { 28, 57, 59, 61, 28 };
  static const guint32 prunes_left[] = { 27, 60, 84, 100, 27 };
  static const guint32 back[] = { 64, 62, 60 };
  static const guint32 back_left[] = { 107, 100, 84 };
  static const guint32 prunes_back[] = { 61, 59, 57, 28, 61 };
  static const guint32 prunes_back_left[] = { 100, 84, 60, 27, 100 };
  CairnMove line[64];

  load_pitfall (f->win);
  assert_sequence (f->win, "win.probe-next", probes, probes_left, G_N_ELEMENTS (probes));
  assert_sequence (f->win, "win.probe-previous", back, back_left, G_N_ELEMENTS (back));
  assert_sequence (f->win, "win.prune-next", prunes, prunes_left, G_N_ELEMENTS (prunes));
  assert_sequence (f->win, "win.prune-previous", prunes_back, prunes_back_left, G_N_ELEMENTS (prunes_back));
  for (guint k = 0; k < G_N_ELEMENTS (prunes) - 1; k++)
    g_assert_cmpint (cairn_tree_get (gui_tree (f->win, 1),
                                     prunes[k])->end, ==, CAIRN_END_NULL_PRUNED);
  /* From anywhere, twice: always the prune after cell 4. */
  assert_lands (f->win, "win.decisive-prune", 57, 60);
  assert_lands (f->win, "win.decisive-prune", 57, 60);
  g_assert_cmpuint (line_of (f->win, 1, 57, line), ==, 1);
  g_assert_cmpuint (line[0], ==, 4);

  /* Back in time, before the first probe: nothing to go to. */
  cairn_window_set_moment (f->win, 1);
  gui_spin (20);
  g_assert_false (gtk_widget_is_sensitive (button_for (GTK_WIDGET (f->win), "win.probe-next")));
  g_assert_false (gtk_widget_is_sensitive (button_for (GTK_WIDGET (f->win), "win.decisive-prune")));
}

/* Zugzwang: one decisive prune of 712, after 1. Kf6 Ke8 2. e7 (the pawn
 * game had 846, underpromotions and real legality changed the trees).  A
 * probe below another probe's pass has no line in plain alpha-beta's
 * tree, nor have the last probes'. */
static void
test_navigation_pawns (Fixture       *f,
                       gconstpointer  data)
{
  static const guint32 probes[] = { 2, 4, 15, 47, 77 };
  static const guint32 probes_left[] = { 1, NONE, NONE, NONE, NONE };
  static const guint32 back[] = { 22105, 22098 };
  static const guint32 back_left[] = { NONE, NONE };
  static const guint32 prunes[] = { 76, 78, 287 };
  static const guint32 prunes_left[] = { NONE, NONE, NONE };
  static const guint32 prunes_back[] = { 22104, 22097 };
  static const guint32 prunes_back_left[] = { NONE, NONE };
  CairnMove line[64];
  guint n;

  load_pawns (f->win);
  assert_sequence (f->win, "win.probe-next", probes, probes_left, G_N_ELEMENTS (probes));
  assert_sequence (f->win, "win.probe-previous", back, back_left, G_N_ELEMENTS (back));
  assert_sequence (f->win, "win.prune-next", prunes, prunes_left, G_N_ELEMENTS (prunes));
  assert_sequence (f->win, "win.prune-previous", prunes_back, prunes_back_left, G_N_ELEMENTS (prunes_back));
  /* Probe 4 lies below probe 2's pass. */
  n = line_of (f->win, 1, 4, line);
  g_assert_cmpuint (n, >=, 2);
  g_assert_cmpuint (line[n - 1], ==, CAIRN_NO_MOVE);
  {
    gboolean earlier_pass = FALSE;

    for (guint k = 0; k + 1 < n; k++)
      earlier_pass = earlier_pass || line[k] == CAIRN_NO_MOVE;
    g_assert_true (earlier_pass);
  }
  assert_lands (f->win, "win.decisive-prune", 13483, 30647);
  n = line_of (f->win, 1, 13483, line);
  g_assert_cmpuint (n, ==, 3);
  {
    const CairnTree *tree = gui_tree (f->win, 1);
    g_autofree char *a = cairn_tree_node_move_text (tree, cairn_tree_get (tree, cairn_tree_get (tree, 13483)->parent)->parent, FALSE);
    g_autofree char *c = cairn_tree_node_move_text (tree, 13483, FALSE);

    g_assert_cmpstr (a, ==, "f5f6");
    g_assert_cmpstr (c, ==, "e6e7");
  }
}

static void
test_shortcuts (Fixture       *f,
                gconstpointer  data)
{
  static const struct {
    const char *key;
    guint32     right, left;
  } steps[] = {
    { "ctrl+bracketright", 2, 1 },
    { "ctrl+bracketright", 29, 27 },
    { "ctrl+bracketleft", 2, 1 },
    { "alt+bracketright", 28, 27 },
    { "alt+bracketright", 57, 60 },
    { "alt+bracketleft", 28, 27 },
    { "ctrl+d", 57, 60 },
  };
  g_autofree char *path = g_find_program_in_path ("xdotool");
  g_autoptr (GtkBuilder) builder = NULL;
  g_autoptr (GString) documented = g_string_new (NULL);
  GSList *objects;

  if (gui_skip_without_xdotool (path != NULL))
    return;
  load_pitfall (f->win);
  gtk_window_present (GTK_WINDOW (f->win));
  GUI_WAIT_FOR (gtk_window_is_active (GTK_WINDOW (f->win)));
  cairn_pane_select_node (cairn_window_get_pane (f->win, 1), CAIRN_NO_NODE);
  for (guint k = 0; k < G_N_ELEMENTS (steps); k++)
    {
      gui_key (steps[k].key);
      GUI_WAIT_FOR (gui_selected (f->win, 1) == steps[k].right);
      GUI_WAIT_FOR (gui_selected (f->win, 0) == steps[k].left);
    }

  /* The shortcuts window names them all. */
  builder = gtk_builder_new_from_resource ("/io/github/cairn/Cairn/gtk/help-overlay.ui");
  objects = gtk_builder_get_objects (builder);
  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *accelerator = NULL;

        g_object_get (l->data, "accelerator", &accelerator, NULL);
        if (accelerator)
          g_string_append_printf (documented, "%s;", accelerator);
      }
  g_slist_free (objects);
  /* Shown, on one page: GTK warns (fatally here) about a second one. */
  {
    GtkWindow *help = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

    gtk_window_present (help);
    gtk_test_widget_wait_for_draw (GTK_WIDGET (help));
    gtk_window_destroy (help);
  }
  g_assert_nonnull (strstr (documented->str, "<Control>bracketleft <Control>bracketright;"));
  g_assert_nonnull (strstr (documented->str, "<Alt>bracketleft <Alt>bracketright;"));
  g_assert_nonnull (strstr (documented->str, "<Control>d;"));
}

/* The banner names the decisive prune in the game's words; the tree
 * stars it; new searches forget it. */
static void
test_banner (Fixture       *f,
             gconstpointer  data)
{
  CairnTreeView *left = cairn_pane_get_tree_view (cairn_window_get_pane (f->win, 0));
  CairnTreeView *right = cairn_pane_get_tree_view (cairn_window_get_pane (f->win, 1));
  g_autofree char *banner = NULL;
  guint pane = 7;

  load_pitfall (f->win);
  g_assert_cmpstr (cairn_navigation_get_decisive_text (f->win), ==,
                   "Plain alpha-beta after cell 0: value 9 (after its own cell 4: value 12).\n"
                   "Decisive prune: the null move at node 57 after X plays cell 4 pruned a move worth 12 "
                   "on a probe value of 9.");
  banner = g_strconcat (cairn_window_get_warning (f->win), "\n", cairn_navigation_get_decisive_text (f->win), NULL);
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (f->win, GtkLabel, warning_label)), ==, banner);
  g_assert_cmpuint (cairn_navigation_get_decisive_node (f->win, &pane), ==, 57);
  g_assert_cmpuint (pane, ==, 1);
  g_assert_cmpuint (cairn_tree_view_get_decisive (right), ==, 57);
  g_assert_cmpuint (cairn_tree_view_get_decisive (left), ==, CAIRN_NO_NODE);
  g_assert_true (cairn_tree_view_get_used_marks (right) & CAIRN_MARK_DECISIVE);
  g_assert_false (cairn_tree_view_get_used_marks (left) & CAIRN_MARK_DECISIVE);

  /* The guard puts the move right: no banner, no star. */
  gtk_switch_set_active (GUI_PART (f->win, GtkSwitch, guard), TRUE);
  finish (f->win);
  g_assert_null (cairn_window_get_warning (f->win));
  g_assert_null (cairn_navigation_get_decisive_text (f->win));
  g_assert_cmpuint (cairn_tree_view_get_decisive (right), ==, CAIRN_NO_NODE);
  g_assert_false (gtk_widget_is_sensitive (button_for (GTK_WIDGET (f->win), "win.decisive-prune")));

  /* The probe searched on below ply 3 and failed low: its 0 is an upper
   * bound (it used to read as a value). */
  load_pawns (f->win);
  g_assert_cmpstr (cairn_navigation_get_decisive_text (f->win), ==,
                   "Plain alpha-beta after Ke4: value 150 (after its own Kf6: value 900).\n"
                   "Decisive prune: the null move at node 13483 after 1. Kf6 Ke8 2. e7 pruned a move "
                   "worth 900 on a probe value of ≤ 0.");
  g_assert_cmpuint (cairn_tree_view_get_decisive (right), ==, 13483);
}

static void
load_pawn_case (CairnWindow *win,
                const char  *fen,
                guint        depth)
{
  gui_set_fen_scenario (win, "pawns", fen, depth, 1, CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED);
  finish (win);
}

/* The banner's text below the disagreement: the analysis' sentences. */
static void
assert_banner (CairnWindow *win,
               const char  *decisive)
{
  g_autofree char *banner = NULL;

  g_assert_cmpstr (cairn_navigation_get_decisive_text (win), ==, decisive);
  banner = g_strconcat (cairn_window_get_warning (win), "\n", decisive, NULL);
  g_assert_cmpstr (gtk_label_get_text (GUI_PART (win, GtkLabel, warning_label)), ==, banner);
}

/* Verified null move without a single null prune: the banner names the
 * verification that cost the move, and says what plain alpha-beta makes
 * of the verified pane's move; no prune is starred. */
static void
test_banner_verification (Fixture       *f,
                          gconstpointer  data)
{
  CairnTreeView *right = cairn_pane_get_tree_view (cairn_window_get_pane (f->win, 1));

  gui_set_scenario (f->win, ".XO.X.O.X", "o", 3, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED);
  finish (f->win);
  assert_banner (f->win,
                 "Plain alpha-beta after cell 0: value 9 (after its own cell 3: value 8).\n"
                 "Decisive verification: the null move at node 9 after O plays cell 3, on a probe "
                 "value of 9, had its moves searched one ply shallower, which hid a move worth 8.");
  g_assert_cmpuint (cairn_navigation_get_decisive_node (f->win, NULL), ==, CAIRN_NO_NODE);
  g_assert_cmpuint (cairn_tree_view_get_decisive (right), ==, CAIRN_NO_NODE);

  /* A pawn ending (its figures change with the rules of chess). */
  load_pawn_case (f->win, "8/8/kP6/3K4/8/8/8/8 w - - 0 1", 5);
  assert_banner (f->win, "Plain alpha-beta after Kc5: value 150 (after its own Kc6: value 900).\n"
                         "It made no null prune, and no verification is decisive on its own: with any one of "
                         "the 41 verifications undone, verified null move still plays a worse move.");
}

/* Both panes report the same value, yet the verified pane's move is
 * worse: the banner says what plain alpha-beta gives that move. */
static void
test_banner_tie (Fixture       *f,
                 gconstpointer  data)
{
  gui_set_scenario (f->win, "...OXO.X.", "x", 4, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_VERIFIED);
  finish (f->win);
  assert_banner (f->win,
                 "Plain alpha-beta after cell 0: value 7 (after its own cell 1: value 9).\n"
                 "Decisive verification: the null move at node 15 after X plays cell 0, O plays cell 2, "
                 "on a probe value of 12, had its moves searched one ply shallower, which hid a move worth 9.");

  load_pawn_case (f->win, "8/7k/5KP1/8/8/8/8/8 b - - 0 1", 6);
  g_assert_true (g_str_has_prefix (cairn_navigation_get_decisive_text (f->win),
                                   "Plain alpha-beta after Kh6: value 900 (after its own Kh8: value 150).\n"));

  /* No prune to star: the banner says why, as cairn-cli compare does.
   * The moves differ, but plain alpha-beta values both at 9… */
  gui_set_scenario (f->win, "......XO.", "x", 5, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  finish (f->win);
  assert_banner (f->win,
                 "Plain alpha-beta after cell 4: value 9 (after its own cell 1: value 9).\n"
                 "No prune is decisive: plain alpha-beta values the move null-move pruning chose as highly as its own.");
  /* …or the move is worse, but undoing either of the two prunes alone
   * still leaves it. */
  gui_set_scenario (f->win, "X.O.X.O..", "x", 4, 1, FALSE, CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  finish (f->win);
  assert_banner (f->win,
                 "Plain alpha-beta after cell 5: value 7 (after its own cell 8: value 9).\n"
                 "No prune is decisive on its own: with any one of the 2 null prunes undone, null-move pruning "
                 "still plays a worse move.");
  g_assert_cmpuint (cairn_navigation_get_decisive_node (f->win, NULL), ==, CAIRN_NO_NODE);
}

/* The model of the primary menu button under @widget. */
static GMenuModel *
primary_menu (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GMenuModel *menu = primary_menu (child);

      if (menu != NULL)
        return menu;
    }
  return NULL;
}

/* The main menu offers the five navigation actions too: the sidebar's
 * buttons are out of sight in a small window. */
static void
test_menu (Fixture       *f,
           gconstpointer  data)
{
  static const char *const actions[] = {
    "win.probe-previous", "win.probe-next", "win.prune-previous", "win.prune-next", "win.decisive-prune",
  };
  GMenuModel *menu = primary_menu (gtk_window_get_titlebar (GTK_WINDOW (f->win)));
  guint found = 0;

  g_assert_nonnull (menu);
  for (int s = 0; s < g_menu_model_get_n_items (menu); s++)
    {
      g_autoptr (GMenuModel) section = g_menu_model_get_item_link (menu, s, G_MENU_LINK_SECTION);

      for (int i = 0; section != NULL && i < g_menu_model_get_n_items (section); i++)
        {
          g_autofree char *action = NULL;

          if (g_menu_model_get_item_attribute (section, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
            for (guint a = 0; a < G_N_ELEMENTS (actions); a++)
              if (g_strcmp0 (action, actions[a]) == 0)
                found |= 1u << a;
        }
    }
  g_assert_cmpuint (found, ==, (1u << G_N_ELEMENTS (actions)) - 1);
  /* And they act: the pitfall's decisive prune, from the menu's action. */
  load_pitfall (f->win);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->win), "win.decisive-prune", NULL));
  g_assert_cmpuint (cairn_view_state_get_selected_node (cairn_pane_get_view_state (cairn_window_get_pane (f->win, 1))), ==, 57);
}

/* The inspector of a probe says what its value is. */
static void
test_probe_inspector (Fixture       *f,
                      gconstpointer  data)
{
  CairnPane *right = cairn_window_get_pane (f->win, 1);
  g_autofree char *horizon = NULL;
  g_autofree char *deeper = NULL;

  /* d3 R1: a probe at ply 1 lands on ply 3, the depth limit. */
  load_pitfall (f->win);
  cairn_pane_select_node (right, 2);
  horizon = cairn_pane_get_inspector_text (right);
  g_assert_nonnull (strstr (horizon, "This probe landed on the depth limit: its value is a bare horizon "
                                     "evaluation of the board, and not a single move was searched after the pass."));
  /* A probe is a node: on the horizon its value is exact (it used to be
   * called a bound whatever it was). */
  g_assert_nonnull (strstr (horizon, "Value: 9.\n"));
  g_assert_null (strstr (horizon, "Its value is a bound"));
  g_assert_nonnull (strstr (horizon, "It answers one question for its parent: does the position after the "
                                     "pass still stay at or below α? Its own value is judged like any node’s, "
                                     "by the window it was entered with."));

  /* d7 R1: the first probe searches from ply 3 on. */
  load_pawns (f->win);
  cairn_pane_select_node (right, 2);
  deeper = cairn_pane_get_inspector_text (right);
  g_assert_null (strstr (deeper, "landed on the depth limit"));
  g_assert_nonnull (strstr (deeper, "Its own value is judged like any node’s"));
  /* Searched below: exact or a bound by its own window, as it says. */
  {
    const CairnTree *tree = cairn_search_get_tree (cairn_pane_get_search (right));
    CairnBound bound = cairn_node_bound (cairn_tree_get (tree, 2));

    g_test_message ("pawn probe: %s", cairn_bound_to_string (bound));
    g_assert_true ((strstr (deeper, ", a lower bound (") != NULL) == (bound == CAIRN_BOUND_LOWER));
    g_assert_true ((strstr (deeper, ", an upper bound (") != NULL) == (bound == CAIRN_BOUND_UPPER));
  }
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add ("/legend/legend", Fixture, NULL, gui_fixture_setup_plain, test_legend, gui_fixture_teardown);
  g_test_add ("/legend/navigation-pitfall", Fixture, NULL, gui_fixture_setup_plain, test_navigation_pitfall, gui_fixture_teardown);
  g_test_add ("/legend/navigation-pawns", Fixture, NULL, gui_fixture_setup_plain, test_navigation_pawns, gui_fixture_teardown);
  g_test_add ("/legend/shortcuts", Fixture, NULL, gui_fixture_setup_plain, test_shortcuts, gui_fixture_teardown);
  g_test_add ("/legend/banner", Fixture, NULL, gui_fixture_setup_plain, test_banner, gui_fixture_teardown);
  g_test_add ("/legend/banner-verification", Fixture, NULL, gui_fixture_setup_plain, test_banner_verification, gui_fixture_teardown);
  g_test_add ("/legend/banner-tie", Fixture, NULL, gui_fixture_setup_plain, test_banner_tie, gui_fixture_teardown);
  g_test_add ("/legend/menu", Fixture, NULL, gui_fixture_setup_plain, test_menu, gui_fixture_teardown);
  g_test_add ("/legend/probe-inspector", Fixture, NULL, gui_fixture_setup_plain, test_probe_inspector, gui_fixture_teardown);
  return gui_test_run ();
}
