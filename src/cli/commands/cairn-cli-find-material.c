/* cairn-cli-find-material.c — find's positions of a material signature:
 * all of them, or --sample N drawn at random, in bounded memory.
 *
 * The size is known before anything is enumerated (an upper bound from
 * the placements of the men), so a material too large to examine, or even
 * to go through, is refused at once instead of filling the memory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "cairn-cli-fail.h"
#include "cairn-cli-find-material.h"
#include "cairn-chess.h"
#include "cairn-format.h"
#include "cairn-games.h"
#include "cairn-search.h"

/* A --sample draws from at most this many. */
#define CLI_FIND_MAX_DRAWN    G_GUINT64_CONSTANT (400000000)

static void
add_position (const CairnChessBoard *b,
              CairnSide              to_move,
              gpointer               data)
{
  GArray *positions = data;
  CairnPosition position;

  cairn_position_init_game (&position, &cairn_game_chess);
  *CAIRN_CHESS_BOARD (&position.board) = *b;
  position.to_move = to_move;
  g_array_append_val (positions, position);
}

typedef struct {
  GArray        *positions;
  const guint64 *picks;   /* increasing indices into the enumeration */
  guint          n_picks;
  guint          next;
  guint64        seen;
} Pick;

static void
pick_position (const CairnChessBoard *b,
               CairnSide              to_move,
               gpointer               data)
{
  Pick *pick = data;

  if (pick->next < pick->n_picks && pick->picks[pick->next] == pick->seen)
    {
      add_position (b, to_move, pick->positions);
      pick->next++;
    }
  pick->seen++;
}

static gint
compare_guint64 (gconstpointer a,
                 gconstpointer b,
                 gpointer      data)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  (void) data;
  return x < y ? -1 : x > y;
}

/* The indices of @n of @total drawn with @seed, increasing: the first n
 * steps of a Fisher–Yates shuffle of 0 … total − 1, where only the moved
 * entries are stored. */
static guint64 *
draw_indices (guint64 total,
              guint   n,
              guint32 seed)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr (GHashTable) moved = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  guint64 *picks = g_new (guint64, n);

  for (guint i = 0; i < n; i++)
    {
      gint64 j = g_rand_int_range (rand, (gint32) i, (gint32) total);
      gint64 at_i = i;
      gint64 *value_j = g_hash_table_lookup (moved, &j);
      gint64 *value_i = g_hash_table_lookup (moved, &at_i);

      picks[i] = (guint64) (value_j ? *value_j : j);
      g_hash_table_insert (moved, g_memdup2 (&j, sizeof j),
                           g_memdup2 (value_i ? value_i : &at_i, sizeof at_i));
    }
  g_qsort_with_data (picks, (gint) n, sizeof (guint64), compare_guint64, NULL);
  return picks;
}

int
cli_find_material_positions (const char *material,
                             gint64      sample,
                             guint32     seed,
                             GArray     *positions)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *bound_text = NULL;
  g_autofree char *cap_text = NULL;
  g_autofree guint64 *picks = NULL;
  guint64 bound, total = 0;
  Pick pick = { positions, NULL, 0, 0, 0 };

  if (!cairn_chess_material_bound (material, &bound, &error))
    return cli_fail_usage (_("Invalid --material: %s"), error->message);
  /* Both sides to move. */
  bound = bound > G_MAXUINT64 / 2 ? G_MAXUINT64 : 2 * bound;
  bound_text = cairn_format_count (bound);
  if (sample < 0)
    {
      if (bound > CLI_FIND_MAX_EXAMINED)
        {
          cap_text = cairn_format_count (CLI_FIND_MAX_EXAMINED);
          return cli_fail_usage (_("--material %s has up to %s positions, more than find examines at once (%s): draw some with --sample N, or list chosen ones in a file for --positions FILE"),
                                 material, bound_text, cap_text);
        }
      for (guint side = 0; side < 2; side++)
        cairn_chess_enumerate (material, (CairnSide) side, add_position, positions, NULL);
      return 0;
    }

  if ((guint64) sample > CLI_FIND_MAX_EXAMINED)
    {
      cap_text = cairn_format_count (CLI_FIND_MAX_EXAMINED);
      return cli_fail_usage (_("Invalid --sample %lld: find examines at most %s positions"),
                             (long long) sample, cap_text);
    }
  if (bound > CLI_FIND_MAX_DRAWN)
    {
      cap_text = cairn_format_count (CLI_FIND_MAX_DRAWN);
      return cli_fail_usage (_("--material %s has up to %s positions, more than --sample draws from (%s): list chosen positions in a file for --positions FILE"),
                             material, bound_text, cap_text);
    }
  /* Counted first, then gone through again keeping the drawn ones, so
   * the memory holds the sample only. */
  for (guint side = 0; side < 2; side++)
    total += cairn_chess_enumerate (material, (CairnSide) side, NULL, NULL, NULL);
  if ((guint64) sample > total)
    {
      g_autofree char *count = cairn_format_count (total);

      return cli_fail_usage (_("Invalid --sample %lld: %s has only %s positions"),
                             (long long) sample, material, count);
    }
  picks = draw_indices (total, (guint) sample, seed);
  pick.picks = picks;
  pick.n_picks = (guint) sample;
  for (guint side = 0; side < 2; side++)
    cairn_chess_enumerate (material, (CairnSide) side, pick_position, &pick, NULL);
  g_assert (positions->len == (guint) sample);
  return 0;
}
