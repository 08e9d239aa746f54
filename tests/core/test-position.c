/* test-position.c — parsing, formatting and validating positions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-tictactoe.h"
#include "cairn-position.h"
#include "test-util.h"

typedef struct {
  const char *cells;
  const char *to_move;
  int         code;      /* -1: valid */
  const char *message;   /* a part the message must contain */
} ParseCase;

static const ParseCase cases[] = {
  { ".........", NULL, -1, NULL },
  { "x...o....", NULL, -1, NULL },
  { "X-_O.x___", NULL, -1, NULL },
  { "...O.X...", "x", -1, NULL },
  { "...O.X...", "O", -1, NULL },   /* equal counts: either side may move */
  { "X........", "o", -1, NULL },
  { "", NULL, CAIRN_POSITION_ERROR_LENGTH, "has 0 cells, it needs exactly 9" },
  { "........", NULL, CAIRN_POSITION_ERROR_LENGTH, "has 8 cells" },
  { "..........", NULL, CAIRN_POSITION_ERROR_LENGTH, "has 10 cells" },
  { "....Z....", NULL, CAIRN_POSITION_ERROR_CHARACTER, "cell 4 is “Z”" },
  { "........ ", NULL, CAIRN_POSITION_ERROR_CHARACTER, "cell 8 is “ ”" },
  { "..é......", NULL, CAIRN_POSITION_ERROR_CHARACTER, "cell 2 is “é”" },
  { "X........", "y", CAIRN_POSITION_ERROR_SIDE, "“y”: use x or o" },
  { "X........", "x", CAIRN_POSITION_ERROR_COUNTS, "X has more marks" },
  { "O........", "o", CAIRN_POSITION_ERROR_COUNTS, "O has more marks" },
  { "XX.......", NULL, CAIRN_POSITION_ERROR_COUNTS, "X has 2 marks and O has 0" },
  { "OO.X.....", "o", CAIRN_POSITION_ERROR_COUNTS, "O has more marks" },
  { "OO.X.....", NULL, -1, NULL },  /* O may have started: X to move */
  { "XXXOOO...", NULL, CAIRN_POSITION_ERROR_TWO_WINNERS, "both X and O" },
};

static void
test_parse_table (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const ParseCase *c = &cases[i];
      g_autoptr (GError) error = NULL;
      CairnPosition position;
      gboolean ok = cairn_position_parse (c->cells, c->to_move, &position, &error);

      g_test_message ("case %u: “%s”", i, c->cells);
      if (c->code < 0)
        {
          g_assert_no_error (error);
          g_assert_true (ok);
        }
      else
        {
          g_assert_false (ok);
          g_assert_error (error, CAIRN_POSITION_ERROR, c->code);
          g_assert_nonnull (strstr (error->message, c->message));
        }
    }
}

static void
test_infer_and_format (void)
{
  CairnPosition p;
  g_autofree char *text = NULL;

  test_position ("x-o_.X...", NULL, &p);
  g_assert_cmpint (p.to_move, ==, CAIRN_SIDE_O);
  text = cairn_position_to_string (&p);
  g_assert_cmpstr (text, ==, "X.O..X...");
  g_assert_cmpint (cairn_position_get_cell (&p, 0), ==, CAIRN_CELL_X);
  g_assert_cmpint (cairn_position_get_cell (&p, 2), ==, CAIRN_CELL_O);
  g_assert_cmpint (cairn_position_get_cell (&p, 1), ==, CAIRN_CELL_EMPTY);

  test_position ("X.O......", NULL, &p);
  g_assert_cmpint (p.to_move, ==, CAIRN_SIDE_X);
}

static void
test_set_cell_and_equal (void)
{
  CairnPosition a, b;

  cairn_position_init_empty (&a);
  cairn_position_set_cell (&a, 4, CAIRN_CELL_X);
  cairn_position_set_cell (&a, 4, CAIRN_CELL_O);
  g_assert_cmpint (cairn_position_get_cell (&a, 4), ==, CAIRN_CELL_O);
  test_position ("....O....", "x", &b);
  g_assert_true (cairn_position_equal (&a, &b));
  a.to_move = CAIRN_SIDE_O;
  g_assert_false (cairn_position_equal (&a, &b));
  g_assert_false (cairn_position_validate (&a, NULL));  /* O ahead and to move */
  a.to_move = CAIRN_SIDE_X;
  g_assert_true (cairn_position_equal (&a, &b));
}

static void
test_all_legal_positions (void)
{
  g_autoptr (GPtrArray) all = test_all_positions ();

  /* 5,478 distinct legal boards; those with equal counts (and no line
   * that makes one side's move impossible to reach) admit both sides. */
  g_assert_cmpuint (all->len, >, 5478);
  for (guint i = 0; i < all->len; i++)
    {
      const CairnPosition *p = g_ptr_array_index (all, i);
      g_autofree char *text = cairn_position_to_string (p);
      CairnPosition back;

      test_position (text, cairn_side_to_string (p->to_move), &back);
      g_assert_true (cairn_position_equal (p, &back));
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/position/parse-table", test_parse_table);
  g_test_add_func ("/position/infer-and-format", test_infer_and_format);
  g_test_add_func ("/position/set-cell-and-equal", test_set_cell_and_equal);
  g_test_add_func ("/position/all-legal", test_all_legal_positions);
  return g_test_run ();
}
