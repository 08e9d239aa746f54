/* test-export-dialog.c — what to export (src/app/export/
 * cairn-export-dialog.c), the dialog alone under a private Xvfb: a slide
 * unless asked otherwise (as cairn-cli's default page), each drop-down's
 * order the enum's, pages not offered for the part in view, the choices
 * about a node offered only with a selection (and cleared without one),
 * the decisive moment only where there is a decisive prune, the focus
 * giving up the depth cut, the preview drawn again after each choice,
 * and Export… emitting "export".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-export-dialog.h"
#include "gui-util.h"

static gpointer
part (CairnExportDialog *dialog,
      const char        *name)
{
  return gtk_widget_get_template_child (GTK_WIDGET (dialog), CAIRN_TYPE_EXPORT_DIALOG, name);
}

static void
count_draw (cairo_t *cr,
            double   width,
            double   height,
            gpointer data)
{
  (*(guint *) data)++;
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_paint (cr);
}

static void
count (guint *n)
{
  (*n)++;
}

static void
test_choices (void)
{
  GtkWidget *parent = gtk_window_new ();
  CairnExportDialog *dialog = cairn_export_dialog_new (GTK_WINDOW (parent));

  /* Defaults: both trees, PNG, print colours, the whole trees on a slide. */
  g_assert_cmpint (cairn_export_dialog_get_which (dialog), ==, CAIRN_EXPORT_BOTH);
  g_assert_cmpint (cairn_export_dialog_get_format (dialog), ==, CAIRN_EXPORT_PNG);
  g_assert_true (cairn_export_dialog_get_print (dialog));
  g_assert_false (cairn_export_dialog_get_visible_only (dialog));
  g_assert_cmpint (cairn_export_dialog_get_page (dialog), ==, CAIRN_PAGE_SLIDE);

  /* The drop-downs in the enums' order. */
  gtk_drop_down_set_selected (part (dialog, "which"), 0);
  g_assert_cmpint (cairn_export_dialog_get_which (dialog), ==, CAIRN_EXPORT_LEFT);
  gtk_drop_down_set_selected (part (dialog, "format"), 2);
  g_assert_cmpint (cairn_export_dialog_get_format (dialog), ==, CAIRN_EXPORT_PDF);
  g_assert_cmpstr (cairn_export_format_extension (cairn_export_dialog_get_format (dialog)), ==, "pdf");
  gtk_drop_down_set_selected (part (dialog, "theme"), 1);
  g_assert_false (cairn_export_dialog_get_print (dialog));
  gtk_drop_down_set_selected (part (dialog, "page"), CAIRN_PAGE_A4_LANDSCAPE);
  g_assert_cmpint (cairn_export_dialog_get_page (dialog), ==, CAIRN_PAGE_A4_LANDSCAPE);

  /* The part in view is the screen's picture: no page for it. */
  g_assert_true (gtk_widget_get_sensitive (part (dialog, "page")));
  gtk_drop_down_set_selected (part (dialog, "area"), 1);
  g_assert_true (cairn_export_dialog_get_visible_only (dialog));
  g_assert_false (gtk_widget_get_sensitive (part (dialog, "page")));
  gtk_drop_down_set_selected (part (dialog, "area"), 0);
  g_assert_true (gtk_widget_get_sensitive (part (dialog, "page")));

  g_assert_cmpstr (cairn_export_format_extension (CAIRN_EXPORT_SVG), ==, "svg");
  g_assert_cmpstr (cairn_export_format_extension (CAIRN_EXPORT_PNG), ==, "png");
  g_assert_cmpstr (cairn_export_format_extension (CAIRN_EXPORT_DOT), ==, "dot");
  g_assert_cmpstr (cairn_export_format_extension (CAIRN_EXPORT_JSON), ==, "json");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (parent));
}

/* The focus: on the selection, its plies, the depth cut given up for it;
 * nothing without a selection (moved from test-tree-view-scroll.c). */
static void
test_selection (void)
{
  GtkWidget *parent = gtk_window_new ();
  CairnExportDialog *dialog = cairn_export_dialog_new (GTK_WINDOW (parent));
  GtkCheckButton *focus = part (dialog, "focus");
  GtkSpinButton *depth_cut = part (dialog, "depth_cut");
  guint plies = 0;

  cairn_export_dialog_set_has_selection (dialog, TRUE);
  gtk_spin_button_set_value (depth_cut, 3);
  g_assert_false (cairn_export_dialog_get_focus (dialog, &plies));
  g_assert_cmpuint (cairn_export_dialog_get_max_plies (dialog), ==, 3);
  gtk_check_button_set_active (focus, TRUE);
  g_assert_true (cairn_export_dialog_get_focus (dialog, &plies));
  g_assert_cmpuint (plies, ==, 2);
  g_assert_cmpuint (cairn_export_dialog_get_max_plies (dialog), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (depth_cut)));

  gtk_check_button_set_active (part (dialog, "from_selected"), TRUE);
  gtk_check_button_set_active (part (dialog, "include_selection"), TRUE);
  g_assert_true (cairn_export_dialog_get_from_selected (dialog));
  g_assert_true (cairn_export_dialog_get_include_selection (dialog));

  /* No selection: nothing about one is offered, and the ticks go. */
  cairn_export_dialog_set_has_selection (dialog, FALSE);
  g_assert_false (cairn_export_dialog_get_focus (dialog, NULL));
  g_assert_false (cairn_export_dialog_get_from_selected (dialog));
  g_assert_false (cairn_export_dialog_get_include_selection (dialog));
  g_assert_false (gtk_check_button_get_active (focus));
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (focus)));
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (depth_cut)));
  g_assert_cmpuint (cairn_export_dialog_get_max_plies (dialog), ==, 3);

  /* The decisive moment only where there is a decisive prune. */
  gtk_check_button_set_active (part (dialog, "story"), TRUE);
  cairn_export_dialog_set_has_decisive (dialog, FALSE);
  g_assert_false (cairn_export_dialog_get_story (dialog));
  cairn_export_dialog_set_has_decisive (dialog, TRUE);
  g_assert_true (cairn_export_dialog_get_story (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (parent));
}

/* The preview is drawn again after a choice; Export… says so. */
static void
test_preview_and_export (void)
{
  GtkWidget *parent = gtk_window_new ();
  CairnExportDialog *dialog = cairn_export_dialog_new (GTK_WINDOW (parent));
  guint draws = 0, exports = 0, before;

  cairn_export_dialog_set_preview (dialog, count_draw, &draws);
  g_signal_connect_swapped (dialog, "export", G_CALLBACK (count), &exports);
  gtk_window_present (GTK_WINDOW (dialog));
  GUI_WAIT_FOR (draws > 0);
  before = draws;
  gtk_drop_down_set_selected (part (dialog, "format"), 1);
  GUI_WAIT_FOR (draws > before);
  before = draws;
  gtk_spin_button_set_value (part (dialog, "depth_cut"), 2);
  GUI_WAIT_FOR (draws > before);

  g_signal_emit_by_name (part (dialog, "export_button"), "clicked");
  g_assert_cmpuint (exports, ==, 1);
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (parent));
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/export-dialog/choices", test_choices);
  g_test_add_func ("/export-dialog/selection", test_selection);
  g_test_add_func ("/export-dialog/preview-and-export", test_preview_and_export);
  return gui_test_run ();
}
