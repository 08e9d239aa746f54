/* test-pawns.c — the rules of king-and-pawn endings (DESIGN §1b).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-game-pawns.h"
#include "pawns-oracle.h"

static void
load (const char      *fen,
      CairnPawnsBoard *b,
      CairnSide       *side)
{
  g_autoptr (GError) error = NULL;

  g_test_message ("position %s", fen);
  g_assert_true (cairn_pawns_parse_fen (fen, b, side, &error));
  g_assert_no_error (error);
}

static void
test_design_figures (void)
{
  CairnPawnsBoard b;
  CairnSide side;
  PawnsOracleResult r;
  char coord[6];

  load ("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", &b, &side);
  pawns_oracle_run (&b, side, PAWNS_ORACLE_PLAIN, 7, 2, FALSE, &r);
  cairn_pawns_move_to_coord (r.best_move, coord);
  g_test_message ("plain: %" G_GUINT64_FORMAT " nodes, value %d, %s, %" G_GUINT64_FORMAT " cutoffs",
                  r.nodes, r.value, coord, r.cutoffs);
  g_assert_cmpuint (r.nodes, ==, 20689);
  g_assert_cmpint (r.value, ==, 120);
  g_assert_cmpstr (coord, ==, "e1d2");
  g_assert_cmpuint (r.cutoffs, ==, 1544);

  pawns_oracle_run (&b, side, PAWNS_ORACLE_NULL, 7, 2, FALSE, &r);
  cairn_pawns_move_to_coord (r.best_move, coord);
  g_test_message ("null: %" G_GUINT64_FORMAT " nodes, %" G_GUINT64_FORMAT " probes, %" G_GUINT64_FORMAT " prunes, value %d, %s",
                  r.nodes, r.probes, r.prunes, r.value, coord);
  g_assert_cmpuint (r.nodes, ==, 7398);
  g_assert_cmpuint (r.probes, ==, 138);
  g_assert_cmpuint (r.prunes, ==, 17);
  g_assert_cmpint (r.value, ==, 120);
  g_assert_cmpstr (coord, ==, "e1d2");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pawns/design-figures", test_design_figures);
  return g_test_run ();
}
