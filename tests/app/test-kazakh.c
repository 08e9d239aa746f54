/* test-kazakh.c — the window under LANGUAGE=kk shows Kazakh in its controls.
 *
 * Run with LANGUAGE=kk, LC_ALL=C.UTF-8 and CAIRN_LOCALEDIR=<build>/po (where
 * the build keeps kk/LC_MESSAGES/cairn.mo).  Every label, button, tooltip,
 * drop-down item and menu item of the window and of the export dialog is
 * collected; the test fails on any Latin word that is not a name, a key or a
 * file format, i.e. on English left in the Kazakh interface.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "cairn-application.h"
#include "cairn-export-dialog.h"
#include "cairn-i18n.h"
#include "cairn-window.h"
#include "gui-util.h"

/* Latin words that stay Latin in Kazakh: names, keys, formats, symbols. */
static const char *const allowed_latin[] = {
  "Cairn", "Ctrl", "Alt", "Shift", "End", "Home", "Left", "Right",
  "PNG", "SVG", "PDF", "CSS", "max", "min", "cairn", "FEN", "SAN", "Enter", "Delete",
  /* the chess engine named in the null-move option's tooltip */
  "Stockfish",
  /* the engine line: the engine's file name, its protocol, and the
   * command that installs it */
  "stockfish", "UCI", "sudo", "apt", "install",
  /* principal variation search, as engines' texts abbreviate it */
  "PVS",
};

/* A chess move in SAN is no English word: Kxe4, exd5. */
static gboolean
is_san (const char *word)
{
  return g_regex_match_simple ("^[KQRBN]?[a-h]?[1-8]?x[a-h]$", word, 0, 0);
}

static gboolean
has_cyrillic (const char *text)
{
  for (const char *p = text; *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c >= 0x0400 && c <= 0x04FF)
        return TRUE;
    }
  return FALSE;
}

/* The first Latin word of three letters or more that is not allowed. */
static char *
english_word (const char *text)
{
  const char *p = text;

  while (*p)
    {
      const char *start = p;

      while (g_ascii_isalpha (*p))
        p++;
      if (p - start >= 3)
        {
          g_autofree char *word = g_strndup (start, (gsize) (p - start));
          gboolean ok = FALSE;

          for (guint i = 0; i < G_N_ELEMENTS (allowed_latin); i++)
            ok |= g_str_equal (word, allowed_latin[i]);
          ok |= is_san (word);
          if (!ok)
            return g_steal_pointer (&word);
        }
      if (*p)
        p = g_utf8_next_char (p);
    }
  return NULL;
}

static void
add_text (GPtrArray  *texts,
          const char *text)
{
  if (text != NULL && *text != '\0')
    g_ptr_array_add (texts, g_strdup (text));
}

static void
collect_menu (GMenuModel *menu,
              GPtrArray  *texts)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr (GMenuLinkIter) links = NULL;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        add_text (texts, label);
      links = g_menu_model_iterate_item_links (menu, i);
      while (g_menu_link_iter_next (links))
        {
          g_autoptr (GMenuModel) sub = g_menu_link_iter_get_value (links);

          collect_menu (sub, texts);
        }
    }
}

static void
collect (GtkWidget *widget,
         GPtrArray *texts)
{
  add_text (texts, gtk_widget_get_tooltip_text (widget));
  if (GTK_IS_LABEL (widget))
    add_text (texts, gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_WINDOW (widget))
    add_text (texts, gtk_window_get_title (GTK_WINDOW (widget)));
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)))
    collect_menu (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)), texts);
  if (GTK_IS_DROP_DOWN (widget) && GTK_IS_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))))
    {
      GtkStringList *list = GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (widget)));

      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (list)); i++)
        add_text (texts, gtk_string_list_get_string (list, i));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child;
       child = gtk_widget_get_next_sibling (child))
    collect (child, texts);
}

/* Checks @texts, prints them (for the log) and returns how many are Kazakh. */
static guint
check_texts (const char *where,
             GPtrArray  *texts)
{
  guint kazakh = 0;

  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = texts->pdata[i];
      g_autofree char *word = english_word (text);

      g_test_message ("%s: %s", where, text);
      if (word != NULL)
        g_error ("%s shows English: “%s” in “%s”", where, word, text);
      kazakh += has_cyrillic (text);
    }
  return kazakh;
}

static gboolean
contains (GPtrArray  *texts,
          const char *text)
{
  for (guint i = 0; i < texts->len; i++)
    if (g_str_equal (texts->pdata[i], text))
      return TRUE;
  return FALSE;
}

static void
test_catalogue (void)
{
  /* The build's catalogue is found and used. */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Null-move pruning"), ==, "Нөлдік қимыл кесуі");
  g_assert_cmpstr (g_dngettext (GETTEXT_PACKAGE, "%s node", "%s nodes", 803), ==, "%s түйін");
  /* Tic-tac-toe has a Kazakh name, not the Russian one; engines are
   * chess programs, not motors. */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Tic-tac-toe"), ==, "Айқыш-нөл");
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Zero-width (engines)"), ==,
                   "Нөлдік аралық (шахмат бағдарламалары)");
  g_assert_nonnull (strstr (g_dgettext (GETTEXT_PACKAGE, "Why engines switch null move off in pawn endings"),
                            "шахмат бағдарламалары"));
}

static void
test_window (void)
{
  CairnWindow *win = gui_window_new (1360, 860);
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  gui_spin (100);

  collect (GTK_WIDGET (win), texts);
  g_assert_cmpuint (check_texts ("window", texts), >=, 20);
  /* A few controls by name: the depth limit, the step button, the timeline. */
  g_assert_true (contains (texts, "Тереңдік шегі"));
  g_assert_true (contains (texts, "Алға ▶"));
  g_assert_true (contains (texts, "Уақыт сызығы"));
  g_assert_true (contains (texts, "Суретті экспорттау…"));
  g_assert_true (contains (texts, "Айқыш-нөл"));
  for (guint i = 0; i < texts->len; i++)
    g_assert_null (strstr (texts->pdata[i], "нолик"));

  gtk_window_destroy (GTK_WINDOW (win));
  gui_spin (20);
}

/* Chess: the chess editor, a finished search, the inspector and
 * the log of a chess tree, and the FEN entry's refusal, all in Kazakh. */
static void
test_pawns (void)
{
  CairnWindow *win = g_object_new (CAIRN_TYPE_WINDOW, NULL);
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  CairnStepper *stepper = cairn_window_get_stepper (win);
  CairnPane *right;

  gtk_window_set_default_size (GTK_WINDOW (win), 1360, 860);
  gtk_window_present (GTK_WINDOW (win));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (win));
  gui_set_scenario (win, "8/8/8/2P5/4k3/1K6/8/8 w - - 0 1", NULL, 5, 1, FALSE,
                    CAIRN_MODE_PLAIN, CAIRN_MODE_NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (win), "win.finish", NULL));
  GUI_WAIT_FOR (cairn_stepper_is_finished (stepper) && !cairn_stepper_is_busy (stepper) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 0)) &&
                !cairn_pane_is_behind (cairn_window_get_pane (win, 1)));
  gui_spin (100);
  right = cairn_window_get_pane (win, 1);
  /* A null-move prune, explained in the inspector. */
  for (guint32 i = 0; i < cairn_search_get_tree (cairn_pane_get_search (right))->n_nodes; i++)
    if (cairn_tree_get (cairn_search_get_tree (cairn_pane_get_search (right)), i)->end == CAIRN_END_NULL_PRUNED)
      {
        cairn_pane_select_node (right, i);
        break;
      }
  gui_spin (50);

  collect (GTK_WIDGET (win), texts);
  g_assert_cmpuint (check_texts ("pawns", texts), >=, 20);
  g_assert_true (contains (texts, "Шахмат"));
  g_assert_true (contains (texts, "Ақ жүреді"));
  g_assert_true (contains (texts, "Тек патшалар"));
  g_assert_true (contains (texts, "Екі жүрісте мат"));
  g_assert_true (contains (texts, "Рокировка:"));
  g_assert_nonnull (cairn_window_get_warning (win));
  /* c6 queens: 900, a number, not a win. */
  g_assert_nonnull (strstr (cairn_window_get_warning (win), "900"));
  {
    g_autofree char *inspector = cairn_pane_get_inspector_text (right);

    g_assert_nonnull (strstr (inspector, "кезегін береді (нөлдік қимыл)"));
    g_assert_null (english_word (inspector));
  }

  /* A refused FEN says why, in Kazakh. */
  g_ptr_array_set_size (texts, 0);
  gtk_editable_set_text (GTK_EDITABLE (GUI_PART (win, GtkEntry, fen_entry)), "8/8/8 w - -");
  g_signal_emit_by_name (GUI_PART (win, GtkEntry, fen_entry), "activate");
  gui_spin (20);
  add_text (texts, gtk_label_get_text (GUI_PART (win, GtkLabel, fen_error)));
  g_assert_cmpuint (check_texts ("fen", texts), ==, 1);

  gtk_window_destroy (GTK_WINDOW (win));
  gui_spin (20);
}

static void
test_export_dialog (void)
{
  CairnWindow *win = g_object_new (CAIRN_TYPE_WINDOW, NULL);
  CairnExportDialog *dialog;
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  gtk_window_present (GTK_WINDOW (win));
  dialog = cairn_export_dialog_new (GTK_WINDOW (win));
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));

  collect (GTK_WIDGET (dialog), texts);
  g_assert_cmpuint (check_texts ("export dialog", texts), >=, 8);
  g_assert_true (contains (texts, "Бүкіл ағаш"));

  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (win));
  gui_spin (20);
}

int
main (int    argc,
      char **argv)
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  /* As main.c does: the locale, and the catalogue from CAIRN_LOCALEDIR. */
  cairn_i18n_init ();

  g_test_add_func ("/kazakh/catalogue", test_catalogue);
  g_test_add_func ("/kazakh/window", test_window);
  g_test_add_func ("/kazakh/export-dialog", test_export_dialog);
  g_test_add_func ("/kazakh/pawns", test_pawns);

  return gui_test_run ();
}
