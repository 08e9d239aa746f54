/* test-engine-table.c — the engine style's transposition table is an
 * exact map from whole keys, before, during and after each growth (old
 * entries move to the new slots a few at a time).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "cairn-engine-table.h"
#include "test-util.h"

/* What the table should hold: the last store at a depth at least the
 * entry's, as the plain map a table must behave as. */
typedef struct {
  int       depth;
  int       value;
  guint     bound;
  CairnMove move;
} Expected;

/* Keys that differ in one word, so many share hash bits' neighbours. */
static CairnPositionKey
key_for (guint32 n)
{
  CairnPositionKey key = { { 0 }, 0 };

  key.words[n % 8] = 0x9e3779b97f4a7c15ull * (n / 8 + 1);
  key.extra = n & 1;
  return key;
}

static void
assert_entry (const CairnTable *table,
              guint32           n,
              const Expected   *want)
{
  CairnPositionKey key = key_for (n);
  const CairnTableEntry *entry = cairn_table_lookup (table, &key);

  if (want->depth < 0)
    {
      g_assert_null (entry);
      return;
    }
  g_assert_nonnull (entry);
  g_assert_cmpint (entry->depth, ==, want->depth);
  g_assert_cmpint (entry->value, ==, want->value);
  g_assert_cmpuint (entry->bound, ==, want->bound);
  g_assert_cmpint (entry->move, ==, want->move);
}

/* 60,000 keys stored 150,000 times in random order and depths (the table
 * grows from 4,096 to 131,072 slots, five growths), every key looked up
 * after each growth and the stored key after each store. */
static void
test_exact_map (void)
{
  enum { N_KEYS = 60000, N_STORES = 150000 };
  Expected *want = g_new (Expected, N_KEYS);
  GRand *rand = g_rand_new_with_seed (34);
  CairnTable table;
  gsize slots = 0;
  guint growths = 0;

  for (guint i = 0; i < N_KEYS; i++)
    want[i] = (Expected) { -1, 0, 0, 0 };
  cairn_table_init (&table);
  for (guint s = 0; s < N_STORES; s++)
    {
      /* Early keys come back often, as a search's near the root do. */
      guint32 n = s < N_KEYS ? s : (guint32) g_rand_int_range (rand, 0, N_KEYS);
      CairnPositionKey key = key_for (n);
      int depth = g_rand_int_range (rand, 0, 12);
      int value = g_rand_int_range (rand, -30000, 30000);
      guint bound = (guint) g_rand_int_range (rand, 0, 3);
      CairnMove move = (CairnMove) g_rand_int_range (rand, 0, 4096);

      cairn_table_store (&table, &key, depth, value, bound, move);
      if (depth >= want[n].depth)
        want[n] = (Expected) { depth, value, bound, move };
      assert_entry (&table, n, &want[n]);
      if (table.mask + 1 != slots)
        {
          slots = table.mask + 1;
          growths++;
          for (guint i = 0; i < N_KEYS; i++)
            assert_entry (&table, i, &want[i]);
        }
    }
  g_assert_cmpuint (slots, ==, 131072);
  g_assert_cmpuint (growths, ==, 6);  /* the first slots, and five growths */
  for (guint i = 0; i < N_KEYS; i++)
    assert_entry (&table, i, &want[i]);

  /* Cleared, it holds nothing, and fills again. */
  cairn_table_clear (&table);
  for (guint i = 0; i < N_KEYS; i++)
    assert_entry (&table, i, &(Expected) { -1, 0, 0, 0 });
  {
    CairnPositionKey key = key_for (7);

    cairn_table_store (&table, &key, 3, 42, 1, 9);
    assert_entry (&table, 7, &(Expected) { 3, 42, 1, 9 });
  }
  cairn_table_free (&table);
  g_rand_free (rand);
  g_free (want);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine-table/exact-map", test_exact_map);
  return g_test_run ();
}
