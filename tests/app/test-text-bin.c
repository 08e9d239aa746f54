/* test-text-bin.c — a wrapped text in a CairnTextBin: a row asking its
 * width for a height gets the text's width for any height (one layout,
 * kept), not the width that fits the text in that many lines (a dozen
 * layouts, asked again every frame the window lays itself out); its
 * height for a width is the text's own, every line it wraps to.  And the
 * inspector's texts are in such bins.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-text-bin.h"
#include "cairn-window.h"
#include "gui-util.h"

static const char bin_ui[] =
  "<interface>"
  "  <object class='CairnTextBin' id='bin'>"
  "    <child>"
  "      <object class='GtkLabel' id='label'>"
  "        <property name='wrap'>True</property>"
  "        <property name='label'>A node is searched, then its moves one by one, each "
  "answered by the other side, until a move is good enough to cut the rest off.</property>"
  "      </object>"
  "    </child>"
  "  </object>"
  "</interface>";

static void
test_measure (void)
{
  g_autoptr (GtkBuilder) builder = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bin, *label;
  int label_min, label_nat, bin_min, bin_nat, line, one_line_min, one_line_nat, tall, bin_tall;

  g_type_ensure (CAIRN_TYPE_TEXT_BIN);
  builder = gtk_builder_new_from_string (bin_ui, -1);
  bin = GTK_WIDGET (gtk_builder_get_object (builder, "bin"));
  label = GTK_WIDGET (gtk_builder_get_object (builder, "label"));
  g_assert_true (gtk_widget_get_parent (label) == bin);
  gtk_window_set_child (GTK_WINDOW (window), bin);

  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &label_min, &label_nat, NULL, NULL);
  g_assert_cmpint (label_min, <, label_nat);
  /* The height of one line: the text at its natural width. */
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, label_nat, &line, NULL, NULL, NULL);
  g_assert_cmpint (line, >, 0);

  /* Asked alone, the label wants the whole line's width to fit one line. */
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, line, &one_line_min, &one_line_nat, NULL, NULL);
  g_assert_cmpint (one_line_min, >, label_min);

  /* The bin answers with the text's width for any height. */
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, line, &bin_min, &bin_nat, NULL, NULL);
  g_assert_cmpint (bin_min, ==, label_min);
  g_assert_cmpint (bin_nat, ==, label_nat);

  /* Narrow, the text takes every line it wraps to, in the bin too. */
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, label_min, &tall, NULL, NULL, NULL);
  gtk_widget_measure (bin, GTK_ORIENTATION_VERTICAL, label_min, &bin_tall, NULL, NULL, NULL);
  g_assert_cmpint (tall, >=, 4 * line);
  g_assert_cmpint (bin_tall, ==, tall);
  g_assert_cmpint (gtk_widget_get_request_mode (bin), ==, GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The inspector's heading (in its expander's title row) and the column
 * of texts beside the board each sit in a bin. */
static void
test_inspector (GuiFixture    *f,
                gconstpointer  data)
{
  for (guint p = 0; p < 2; p++)
    {
      GtkExpander *expander = cairn_pane_get_inspector_expander (cairn_window_get_pane (f->win, p));
      GtkWidget *title = gtk_expander_get_label_widget (expander);

      g_assert_true (CAIRN_IS_TEXT_BIN (title));
      g_assert_true (GTK_IS_LABEL (gtk_widget_get_first_child (title)));
      g_assert_nonnull (gtk_widget_get_ancestor (GTK_WIDGET (expander), CAIRN_TYPE_TEXT_BIN));
    }
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/text-bin/measure", test_measure);
  g_test_add ("/text-bin/inspector", GuiFixture, NULL, gui_fixture_setup_plain, test_inspector, gui_fixture_teardown);
  return gui_test_run ();
}
