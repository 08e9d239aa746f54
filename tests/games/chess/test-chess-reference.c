/* test-chess-reference.c — chess checked against outside references, to
 * the node: data/chess-reference.txt holds 300 varied positions (castling,
 * en passant, promotions and underpromotions, checks and double checks,
 * pins, mates, stalemates) with Stockfish's perft 3 under each legal move
 * and chess.js's SAN of it, written once by build-aux/chess-crosscheck;
 * data/chess-reference-rare.txt 250 more from its rare.fen (corner
 * captures, en passant under pins, promotions with check and mate, dead
 * material, clocks past fifty moves and near 65535).
 * Cairn must find the same moves, the same counts, the same SAN (and read
 * it back), write each FEN back as it read it, and hand the moves out a
 * few at a time as the search asks for them in the same order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-chess.h"
#include "test-util.h"

typedef struct {
  char    *fen;
  guint    depth;
  guint64  total;
  GStrv    cells;   /* "e2e4:1234:e4", sorted by move */
} Reference;

static GPtrArray *references;

static void
reference_free (gpointer data)
{
  Reference *r = data;

  g_free (r->fen);
  g_strfreev (r->cells);
  g_free (r);
}

/* Appends @name's positions (tests/data) to references; returns how many. */
static guint
load_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  guint n = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto (GStrv) fields = NULL;
      Reference *r;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], ";", -1);
      g_assert_cmpuint (g_strv_length (fields), ==, 4);
      r = g_new0 (Reference, 1);
      r->fen = g_strdup (fields[0]);
      r->depth = (guint) g_ascii_strtoull (fields[1], NULL, 10);
      r->total = g_ascii_strtoull (fields[2], NULL, 10);
      r->cells = fields[3][0] ? g_strsplit (fields[3], " ", -1) : g_new0 (char *, 1);
      g_assert_cmpuint (r->depth, >=, 1);
      g_ptr_array_add (references, r);
      n++;
    }
  return n;
}

static void
load_references (void)
{
  references = g_ptr_array_new_with_free_func (reference_free);
  g_assert_cmpuint (load_file ("chess-reference.txt"), ==, 300);
  g_assert_cmpuint (load_file ("chess-reference-rare.txt"), ==, 250);
}

/* Reference @i's position and its legal moves, in Cairn's order. */
typedef struct {
  const Reference *r;
  CairnChessBoard  b;
  CairnSide        side;
  guint16          moves[CAIRN_CHESS_MAX_MOVES];
  guint            n;
} Loaded;

static void
load_reference (guint   i,
                Loaded *p)
{
  p->r = references->pdata[i];
  test_chess_load (p->r->fen, &p->b, &p->side);
  p->n = cairn_chess_legal_moves (&p->b, p->side, p->moves);
}

/* The position after move @m of @p. */
static void
play (const Loaded    *p,
      guint            m,
      CairnChessBoard *child)
{
  *child = p->b;
  cairn_chess_play (child, p->side, p->moves[m]);
}

/* The reference's cell for @move: its count and SAN, or NULL. */
static const char *
cell_of (const Reference *r,
         guint16          move,
         guint64         *count,
         const char     **san)
{
  char coord[6];
  gsize length;

  cairn_chess_move_to_coord (move, coord);
  length = strlen (coord);
  for (guint i = 0; r->cells[i]; i++)
    if (strncmp (r->cells[i], coord, length) == 0 && r->cells[i][length] == ':')
      {
        char *end;

        *count = g_ascii_strtoull (r->cells[i] + length + 1, &end, 10);
        *san = end + 1;
        return r->cells[i];
      }
  return NULL;
}

/* Every legal move, and only those, with Stockfish's count under it. */
static void
test_perft (void)
{
  guint64 nodes = 0;

  for (guint i = 0; i < references->len; i++)
    {
      Loaded p;
      guint64 total = 0;

      load_reference (i, &p);
      if (p.n != g_strv_length (p.r->cells))
        g_error ("%s: Cairn finds %u legal moves, Stockfish %u", p.r->fen, p.n, g_strv_length (p.r->cells));
      for (guint m = 0; m < p.n; m++)
        {
          CairnChessBoard child;
          guint64 want, got;
          const char *san;
          char coord[6];

          cairn_chess_move_to_coord (p.moves[m], coord);
          if (!cell_of (p.r, p.moves[m], &want, &san))
            g_error ("%s: Cairn's move %s is not in Stockfish's list", p.r->fen, coord);
          play (&p, m, &child);
          got = cairn_chess_perft (&child, cairn_side_other (p.side), p.r->depth - 1);
          if (got != want)
            g_error ("%s: perft %u under %s: Cairn %" G_GUINT64_FORMAT ", Stockfish %" G_GUINT64_FORMAT,
                     p.r->fen, p.r->depth, coord, got, want);
          total += got;
        }
      g_assert_cmpuint (total, ==, p.r->total);
      g_assert_cmpuint (cairn_chess_perft (&p.b, p.side, p.r->depth), ==, p.r->total);
      nodes += total;
    }
  g_test_message ("%u positions, %" G_GUINT64_FORMAT " nodes", references->len, nodes);
}

/* chess.js's SAN for every move, read back as that move, as are its
 * coordinates. */
static void
test_san (void)
{
  guint checked = 0;

  for (guint i = 0; i < references->len; i++)
    {
      Loaded p;

      load_reference (i, &p);
      for (guint m = 0; m < p.n; m++)
        {
          g_autofree char *san = cairn_chess_move_to_san (&p.b, p.side, p.moves[m]);
          g_autoptr (GError) error = NULL;
          const char *want;
          guint64 count;
          guint16 read;
          char coord[6];

          g_assert_nonnull (cell_of (p.r, p.moves[m], &count, &want));
          if (strcmp (san, want) != 0)
            g_error ("%s: SAN %s, chess.js %s", p.r->fen, san, want);
          g_assert_true (cairn_chess_parse_move (&p.b, p.side, want, &read, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (read, ==, p.moves[m]);
          cairn_chess_move_to_coord (p.moves[m], coord);
          g_assert_true (cairn_chess_parse_move (&p.b, p.side, coord, &read, &error));
          g_assert_cmpuint (read, ==, p.moves[m]);
          checked++;
        }
    }
  g_test_message ("%u moves", checked);
  g_assert_cmpuint (checked, >, 5000);
}

/* Each FEN is written back as it was read, and so is Cairn's FEN of the
 * position after every move, which it must also accept. */
static void
test_fen (void)
{
  for (guint i = 0; i < references->len; i++)
    {
      g_autofree char *again = NULL;
      Loaded p;

      load_reference (i, &p);
      again = cairn_chess_to_fen (&p.b, p.side);
      g_assert_cmpstr (again, ==, p.r->fen);
      for (guint m = 0; m < p.n; m++)
        {
          CairnChessBoard child, read;
          g_autofree char *fen = NULL, *fen_again = NULL;
          CairnSide read_side;

          play (&p, m, &child);
          fen = cairn_chess_to_fen (&child, cairn_side_other (p.side));
          test_chess_load (fen, &read, &read_side);
          g_assert_cmpint (read_side, ==, cairn_side_other (p.side));
          fen_again = cairn_chess_to_fen (&read, read_side);
          g_assert_cmpstr (fen_again, ==, fen);
          g_assert_cmpmem (&read, sizeof read, &child, sizeof child);
        }
    }
}

/* The search's way of asking for moves (test_chess_check_cursor), in
 * every reference position and after each of its moves. */
static void
test_cursor (void)
{
  for (guint i = 0; i < references->len; i++)
    {
      Loaded p;

      load_reference (i, &p);
      test_chess_check_cursor (&p.b, p.side);
      for (guint m = 0; m < p.n; m++)
        {
          CairnChessBoard child;

          play (&p, m, &child);
          test_chess_check_cursor (&child, cairn_side_other (p.side));
        }
    }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  load_references ();
  g_test_add_func ("/chess/reference/perft", test_perft);
  g_test_add_func ("/chess/reference/san", test_san);
  g_test_add_func ("/chess/reference/fen", test_fen);
  g_test_add_func ("/chess/reference/cursor", test_cursor);
  status = g_test_run ();
  g_ptr_array_unref (references);
  return status;
}
