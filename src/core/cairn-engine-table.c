/* cairn-engine-table.c — the engine style's transposition table (see
 * cairn-engine-table.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-engine-table.h"

#define INITIAL_SLOTS 4096

static inline guint64
mix (guint64 h)
{
  /* splitmix64's finaliser: every key bit reaches every hash bit. */
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ull;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebull;
  h ^= h >> 31;
  return h;
}

static inline guint64
key_hash (const CairnPositionKey *key)
{
  guint64 h = key->extra;

  for (guint i = 0; i < G_N_ELEMENTS (key->words); i++)
    h = mix (h ^ key->words[i]);
  return h;
}

static inline gboolean
key_equal (const CairnPositionKey *a,
           const CairnPositionKey *b)
{
  return a->extra == b->extra && memcmp (a->words, b->words, sizeof a->words) == 0;
}

void
cairn_table_init (CairnTable *table)
{
  table->slots = NULL;
  table->mask = 0;
  table->used = 0;
}

void
cairn_table_clear (CairnTable *table)
{
  if (table->slots != NULL && table->used > 0)
    memset (table->slots, 0, (table->mask + 1) * sizeof *table->slots);
  table->used = 0;
}

void
cairn_table_free (CairnTable *table)
{
  g_free (table->slots);
  cairn_table_init (table);
}

static CairnTableEntry *
find_slot (const CairnTable       *table,
           const CairnPositionKey *key)
{
  gsize i = (gsize) key_hash (key) & table->mask;

  for (;; i = (i + 1) & table->mask)
    {
      CairnTableEntry *slot = &table->slots[i];

      if (!slot->used || key_equal (&slot->key, key))
        return slot;
    }
}

const CairnTableEntry *
cairn_table_lookup (const CairnTable       *table,
                    const CairnPositionKey *key)
{
  const CairnTableEntry *slot;

  if (table->slots == NULL)
    return NULL;
  slot = find_slot (table, key);
  return slot->used ? slot : NULL;
}

static void
grow (CairnTable *table)
{
  CairnTableEntry *old = table->slots;
  gsize old_size = old ? table->mask + 1 : 0;
  gsize size = old ? old_size * 2 : INITIAL_SLOTS;

  table->slots = g_new0 (CairnTableEntry, size);
  table->mask = size - 1;
  for (gsize i = 0; i < old_size; i++)
    if (old[i].used)
      *find_slot (table, &old[i].key) = old[i];
  g_free (old);
}

void
cairn_table_store (CairnTable             *table,
                   const CairnPositionKey *key,
                   int                     depth,
                   int                     value,
                   guint                   bound,
                   CairnMove               move)
{
  CairnTableEntry *slot;

  /* At most half full, so probes stay short. */
  if (table->slots == NULL || 2 * (table->used + 1) > table->mask + 1)
    grow (table);
  slot = find_slot (table, key);
  if (slot->used && depth < slot->depth)
    return;
  if (!slot->used)
    table->used++;
  slot->key = *key;
  slot->value = (gint16) value;
  slot->depth = (gint8) depth;
  slot->bound = (guint8) bound;
  slot->move = move;
  slot->used = TRUE;
}
