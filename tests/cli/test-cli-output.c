/* test-cli-output.c — src/cli/lib/cairn-cli-output.c: padding by
 * characters, moves and lines of play for people, and the JSON members.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-cli-output.h"
#include "cairn-games.h"

/* Padding counts characters, not bytes, and never cuts. */
static void
test_pad (void)
{
  g_autofree char *right = cli_pad ("αβ", 4);
  g_autofree char *left = cli_pad_end ("αβ", 4);
  g_autofree char *wide = cli_pad ("12345", 3);
  g_autofree char *wide_end = cli_pad_end ("12345", 3);

  g_assert_cmpstr (right, ==, "  αβ");
  g_assert_cmpstr (left, ==, "αβ  ");
  g_assert_cmpstr (wide, ==, "12345");
  g_assert_cmpstr (wide_end, ==, "12345");
}

/* Tic-tac-toe's moves are cell numbers, in text and in JSON; no move is
 * "none" and null. */
static void
test_moves (void)
{
  CairnPosition position;
  g_autoptr (GString) json = g_string_new (NULL);
  g_autofree char *four = NULL;
  g_autofree char *none = NULL;

  cairn_position_init_empty (&position);
  four = cli_move_to_text (&position, 4);
  none = cli_move_to_text (&position, -1);
  g_assert_cmpstr (four, ==, "4");
  g_assert_cmpstr (none, ==, "none");
  cli_append_move_json (json, cairn_position_game (&position), 4);
  g_string_append_c (json, ',');
  cli_append_move_json (json, cairn_position_game (&position), -1);
  cli_append_engine_parts_json (json, 0);
  g_assert_cmpstr (json->str, ==, "4,null");
}

/* A prune's line: moves and passes in turn, and the side to move after. */
static void
test_line (void)
{
  CairnPosition position;
  CairnDecisivePrune prune = { 0 };
  CairnSide side;
  g_autofree char *text = NULL;

  cairn_position_init_empty (&position);
  prune.line[0] = 4;
  prune.line[1] = CAIRN_NO_MOVE;
  prune.line[2] = 0;
  prune.n_line = 3;
  text = cli_line_to_text (&position, &prune, &side);
  g_assert_cmpstr (text, ==, "X plays cell 4, O passes, X plays cell 0");
  g_assert_cmpint (side, ==, cairn_side_other (position.to_move));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/output/pad", test_pad);
  g_test_add_func ("/cli/output/moves", test_moves);
  g_test_add_func ("/cli/output/line", test_line);
  return g_test_run ();
}
