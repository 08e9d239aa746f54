/* cairn-lesson-panel.c — the lesson card above the panes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "cairn-lesson-heading.h"
#include "cairn-lesson-panel.h"
#include "cairn-wrap-layout.h"
#include "cairn-lessons.h"

struct _CairnLessonPanel {
  GtkWidget    parent_instance;

  GtkWidget   *box;
  GtkLabel    *counter;
  GtkLabel    *title;
  GtkMenuButton *chooser;
  GtkLabel    *text;
  GtkLabel    *figures;
  GtkExpander *figures_expander;

  guint        index;
};

G_DEFINE_FINAL_TYPE (CairnLessonPanel, cairn_lesson_panel, GTK_TYPE_WIDGET)

void
cairn_lesson_panel_show_card (CairnLessonPanel *self,
                              guint             index,
                              const char       *title,
                              const char       *text)
{
  guint n = cairn_lessons_get_n ();
  g_autofree char *counter = NULL;

  g_return_if_fail (CAIRN_IS_LESSON_PANEL (self));
  g_return_if_fail (index < n);

  self->index = index;
  /* Translators: where the learner is in the lessons, e.g. "Lesson 4 of 8" */
  counter = g_strdup_printf (_("Lesson %u of %u"), index + 1, n);
  gtk_label_set_text (self->counter, counter);
  gtk_label_set_text (self->title, title);
  gtk_label_set_text (self->text, text);
  gtk_label_set_text (self->figures, "");
  gtk_widget_set_visible (GTK_WIDGET (self->figures_expander), FALSE);
}

void
cairn_lesson_panel_set_figures (CairnLessonPanel *self,
                                const char       *figures)
{
  g_return_if_fail (CAIRN_IS_LESSON_PANEL (self));

  gtk_label_set_text (self->figures, figures ? figures : "");
  gtk_widget_set_visible (GTK_WIDGET (self->figures_expander), figures != NULL && *figures);
}

/* The card's measurements fold away when the window is short of room. */
GtkExpander *
cairn_lesson_panel_get_figures_expander (CairnLessonPanel *self)
{
  g_return_val_if_fail (CAIRN_IS_LESSON_PANEL (self), NULL);
  return self->figures_expander;
}

guint
cairn_lesson_panel_get_index (CairnLessonPanel *self)
{
  g_return_val_if_fail (CAIRN_IS_LESSON_PANEL (self), 0);
  return self->index;
}

/* Everything the card says, for tests. */
char *
cairn_lesson_panel_get_text (CairnLessonPanel *self)
{
  g_return_val_if_fail (CAIRN_IS_LESSON_PANEL (self), NULL);

  return g_strdup_printf ("%s\n%s\n%s\n%s", gtk_label_get_text (self->counter),
                          gtk_label_get_text (self->title), gtk_label_get_text (self->text),
                          gtk_label_get_text (self->figures));
}

static void
cairn_lesson_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), CAIRN_TYPE_LESSON_PANEL);
  G_OBJECT_CLASS (cairn_lesson_panel_parent_class)->dispose (object);
}

static void
cairn_lesson_panel_class_init (CairnLessonPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cairn_lesson_panel_dispose;

  g_type_ensure (CAIRN_TYPE_LESSON_HEADING);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/cairn/Cairn/cairn-lesson-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, CairnLessonPanel, box);
  gtk_widget_class_bind_template_child (widget_class, CairnLessonPanel, counter);
  gtk_widget_class_bind_template_child (widget_class, CairnLessonPanel, title);
  gtk_widget_class_bind_template_child (widget_class, CairnLessonPanel, chooser);
  gtk_widget_class_bind_template_child (widget_class, CairnLessonPanel, text);
  gtk_widget_class_bind_template_child (widget_class, CairnLessonPanel, figures);
  gtk_widget_class_bind_template_child (widget_class, CairnLessonPanel, figures_expander);

  /* Its wrapped texts never widen it (cairn-wrap-layout.c). */
  gtk_widget_class_set_layout_manager_type (widget_class, CAIRN_TYPE_WRAP_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "cairnlessons");
}

/* The list of all lessons: each entry loads its card through the
 * window's action. */
static void
cairn_lesson_panel_init (CairnLessonPanel *self)
{
  g_autoptr (GMenu) menu = g_menu_new ();

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < cairn_lessons_get_n (); i++)
    {
      /* Translators: an entry of the lesson list, e.g. "4. The pitfall: a probe on the horizon" */
      g_autofree char *label = g_strdup_printf (_("%u. %s"), i + 1, _(cairn_lessons_get (i)->title));
      g_autoptr (GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "win.lesson-load", g_variant_new_uint32 (i));
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (self->chooser, G_MENU_MODEL (menu));
}
