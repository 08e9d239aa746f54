/* test-game-text-page.c — the page of a game without a page of its own
 * (src/app/games/cairn-game-text-page.c), without a window: the table of
 * pages gives it to any game it has no line for; it shows the game's
 * label as title and its position as text, refuses text with the game's
 * parser's own message (keeping the position), and takes good text with
 * one "changed".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-page.h"
#include "cairn-game-pages.h"
#include "cairn-game-text-page.h"
#include "cairn-games.h"
#include "gui-util.h"

static void
count (guint *n)
{
  (*n)++;
}

/* A game without a line in the table ("fake", chess's rules under
 * another id) gets the text page: titled with the game's label, its
 * position as text, text refused with the parser's own message, text
 * taken with "changed". */
static void
test_text_page (void)
{
  CairnGame fake = *cairn_games_lookup ("chess", NULL);
  const char *title = NULL;
  GtkWidget *page;
  GtkEntry *entry;
  GtkLabel *error_label;
  g_autoptr (GError) error = NULL;
  CairnPosition start, pawn, refused, shown;
  guint changes = 0;

  fake.id = "fake";
  g_assert_null (cairn_game_pages_lookup (fake.id));
  page = g_object_ref_sink (cairn_game_pages_new (&fake, &title));
  g_assert_true (CAIRN_IS_GAME_TEXT_PAGE (page));
  g_assert_true (CAIRN_IS_GAME_PAGE (page));
  g_assert_cmpstr (title, ==, "Chess");
  entry = GTK_ENTRY (gtk_widget_get_template_child (page, CAIRN_TYPE_GAME_TEXT_PAGE, "text_entry"));
  error_label = GTK_LABEL (gtk_widget_get_template_child (page, CAIRN_TYPE_GAME_TEXT_PAGE, "text_error"));
  g_signal_connect_swapped (page, "changed", G_CALLBACK (count), &changes);

  g_assert_true (cairn_position_parse_game (&fake, "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", NULL, &pawn, NULL));
  cairn_game_page_set_position (CAIRN_GAME_PAGE (page), &pawn);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");

  g_assert_false (cairn_position_parse_game (&fake, "8/8/9", NULL, &refused, &error));
  gtk_editable_set_text (GTK_EDITABLE (entry), "8/8/9");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (changes, ==, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (error_label)));
  g_assert_cmpstr (gtk_label_get_text (error_label), ==, error->message);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
  cairn_game_page_get_position (CAIRN_GAME_PAGE (page), &shown);
  g_assert_true (cairn_position_equal (&shown, &pawn));

  g_assert_true (cairn_position_parse_game (&fake, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                                            NULL, &start, NULL));
  gtk_editable_set_text (GTK_EDITABLE (entry), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (changes, ==, 1);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (error_label)));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (entry), "error"));
  cairn_game_page_get_position (CAIRN_GAME_PAGE (page), &shown);
  g_assert_true (cairn_position_equal (&shown, &start));
  g_assert_true (cairn_position_game (&shown) == &fake);
  g_object_unref (page);
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/game-text-page/fake-game", test_text_page);
  return gui_test_run ();
}
