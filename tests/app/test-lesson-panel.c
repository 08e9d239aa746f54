/* test-lesson-panel.c — the lesson card above the panes (src/app/lessons/
 * cairn-lesson-panel.c), without a window: the counter "Lesson N of M",
 * the title and text shown, the figures folded away until a card has
 * some (and again for the next card), and the list of every lesson by
 * number and title, each entry loading its card through win.lesson-load.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-lesson-panel.h"
#include "cairn-lessons.h"
#include "gui-util.h"

static void
test_card (void)
{
  CairnLessonPanel *panel = g_object_ref_sink (g_object_new (CAIRN_TYPE_LESSON_PANEL, NULL));
  guint n = cairn_lessons_get_n ();
  g_autofree char *expected = NULL;
  g_autofree char *text = NULL;
  g_autofree char *with_figures = NULL;
  g_autofree char *next = NULL;
  GtkExpander *figures = cairn_lesson_panel_get_figures_expander (panel);

  cairn_lesson_panel_show_card (panel, 3, "Title four", "Text four.");
  g_assert_cmpuint (cairn_lesson_panel_get_index (panel), ==, 3);
  text = cairn_lesson_panel_get_text (panel);
  expected = g_strdup_printf ("Lesson 4 of %u\nTitle four\nText four.\n", n);
  g_assert_cmpstr (text, ==, expected);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (figures)));

  cairn_lesson_panel_set_figures (panel, "Left, Plain alpha-beta: 122 nodes.");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (figures)));
  with_figures = cairn_lesson_panel_get_text (panel);
  g_assert_true (g_str_has_suffix (with_figures, "\nText four.\nLeft, Plain alpha-beta: 122 nodes."));
  /* An empty text or none folds them away. */
  cairn_lesson_panel_set_figures (panel, "");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (figures)));
  cairn_lesson_panel_set_figures (panel, "x");
  cairn_lesson_panel_set_figures (panel, NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (figures)));

  /* The next card starts without the last one's figures. */
  cairn_lesson_panel_set_figures (panel, "Some figures.");
  cairn_lesson_panel_show_card (panel, n - 1, "Last", "The last text.");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (figures)));
  next = cairn_lesson_panel_get_text (panel);
  g_free (expected);
  expected = g_strdup_printf ("Lesson %u of %u\nLast\nThe last text.\n", n, n);
  g_assert_cmpstr (next, ==, expected);

  /* No card past the last. */
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*index < n*");
  cairn_lesson_panel_show_card (panel, n, "None", "None.");
  g_test_assert_expected_messages ();
  g_assert_cmpuint (cairn_lesson_panel_get_index (panel), ==, n - 1);
  g_object_unref (panel);
}

/* The list: one entry a lesson, "N. Title", loading card N - 1. */
static void
test_list (void)
{
  CairnLessonPanel *panel = g_object_ref_sink (g_object_new (CAIRN_TYPE_LESSON_PANEL, NULL));
  GtkMenuButton *chooser = GTK_MENU_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (panel),
                                                                           CAIRN_TYPE_LESSON_PANEL, "chooser"));
  GMenuModel *menu = gtk_menu_button_get_menu_model (chooser);

  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, (int) cairn_lessons_get_n ());
  for (guint i = 0; i < cairn_lessons_get_n (); i++)
    {
      g_autofree char *label = NULL;
      g_autofree char *action = NULL;
      g_autofree char *expected = g_strdup_printf ("%u. %s", i + 1, cairn_lessons_get (i)->title);
      g_autoptr (GVariant) target = NULL;

      g_assert_true (g_menu_model_get_item_attribute (menu, (int) i, G_MENU_ATTRIBUTE_LABEL, "s", &label));
      g_assert_true (g_menu_model_get_item_attribute (menu, (int) i, G_MENU_ATTRIBUTE_ACTION, "s", &action));
      target = g_menu_model_get_item_attribute_value (menu, (int) i, G_MENU_ATTRIBUTE_TARGET, G_VARIANT_TYPE_UINT32);
      g_assert_cmpstr (label, ==, expected);
      g_assert_cmpstr (action, ==, "win.lesson-load");
      g_assert_nonnull (target);
      g_assert_cmpuint (g_variant_get_uint32 (target), ==, i);
    }
  g_object_unref (panel);
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/lesson-panel/card", test_card);
  g_test_add_func ("/lesson-panel/list", test_list);
  return gui_test_run ();
}
