/* test-game-page.c — the position editor's interface to a game's page
 * (src/app/games/cairn-game-page.c), without a window: a position set
 * through it lands in the page and is shown (the page's "replaced" hook),
 * read back the same; square names reach only pages that have them; and
 * the two text helpers every page uses — a position's text shown with
 * any refusal cleared, a text read back or refused with the game's own
 * reason under it, the entry marked as an error and the position kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-connect4.h"
#include "cairn-game-page.h"
#include "cairn-game-pages.h"
#include "cairn-games.h"
#include "gui-util.h"

static void
count (guint *n)
{
  (*n)++;
}

/* Every page of the table: set, get, the same position; "changed" only
 * from the user, never from a set. */
static void
test_set_get (void)
{
  const CairnGame * const *games = cairn_games_list ();

  for (guint i = 0; games[i] != NULL; i++)
    {
      const char *title = NULL;
      GtkWidget *page = g_object_ref_sink (cairn_game_pages_new (games[i], &title));
      CairnPosition start, shown;
      guint changes = 0;
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      g_assert_true (CAIRN_IS_GAME_PAGE (page));
      g_signal_connect_swapped (page, "changed", G_CALLBACK (count), &changes);
      cairn_position_init_game (&start, games[i]);
      cairn_game_page_set_position (CAIRN_GAME_PAGE (page), &start);
      cairn_game_page_get_position (CAIRN_GAME_PAGE (page), &shown);
      g_assert_true (cairn_position_equal (&shown, &start));
      a = cairn_position_to_string (&start);
      b = cairn_position_to_string (&shown);
      g_assert_cmpstr (a, ==, b);
      /* Square names: a page without them ignores the call. */
      cairn_game_page_set_square_names (CAIRN_GAME_PAGE (page), TRUE);
      cairn_game_page_set_square_names (CAIRN_GAME_PAGE (page), FALSE);
      g_assert_cmpuint (changes, ==, 0);
      cairn_game_page_changed (CAIRN_GAME_PAGE (page));
      g_assert_cmpuint (changes, ==, 1);
      g_object_unref (page);
    }
}

static void
test_text_helpers (void)
{
  GtkWidget *entry = g_object_ref_sink (gtk_entry_new ());
  GtkWidget *refusal = g_object_ref_sink (gtk_label_new (NULL));
  CairnPosition position, read, scratch;
  g_autoptr (GError) error = NULL;

  /* X 4, O 4, X 5, O 3: the bottom row ..OXX.., O on the 4 below it. */
  g_assert_true (cairn_position_parse_game (&cairn_game_connect4, "4453", NULL, &position, NULL));
  gtk_widget_set_visible (refusal, TRUE);
  gtk_widget_add_css_class (entry, "error");
  cairn_game_page_show_text (GTK_ENTRY (entry), GTK_LABEL (refusal), &position);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==,
                   "......./......./......./......./...O.../..OXX.. x");
  g_assert_false (gtk_widget_get_visible (refusal));
  g_assert_false (gtk_widget_has_css_class (entry, "error"));

  /* A refused text: the game's reason, the error style, the position kept. */
  read = position;
  gtk_editable_set_text (GTK_EDITABLE (entry), "4448");
  g_assert_false (cairn_game_page_read_text (GTK_ENTRY (entry), GTK_LABEL (refusal), &cairn_game_connect4, &read));
  g_assert_false (cairn_position_parse_game (&cairn_game_connect4, "4448", NULL, &scratch, &error));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (refusal)), ==, error->message);
  g_assert_true (gtk_widget_get_visible (refusal));
  g_assert_true (gtk_widget_has_css_class (entry, "error"));
  g_assert_true (cairn_position_equal (&read, &position));

  /* A good one, in either of the game's forms. */
  gtk_editable_set_text (GTK_EDITABLE (entry), "44");
  g_assert_true (cairn_game_page_read_text (GTK_ENTRY (entry), GTK_LABEL (refusal), &cairn_game_connect4, &read));
  {
    CairnPosition expected;

    g_assert_true (cairn_position_parse_game (&cairn_game_connect4, "44", NULL, &expected, NULL));
    g_assert_true (cairn_position_equal (&read, &expected));
  }
  g_object_unref (entry);
  g_object_unref (refusal);
}

int
main (int   argc,
      char *argv[])
{
  if (!gui_test_init (&argc, &argv))
    return 77;
  g_test_add_func ("/game-page/set-get", test_set_get);
  g_test_add_func ("/game-page/text-helpers", test_text_helpers);
  return gui_test_run ();
}
