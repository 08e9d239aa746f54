/* cairn-engine-table.c — the engine style's transposition table (see
 * cairn-engine-table.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "cairn-engine-table.h"

#define INITIAL_SLOTS 4096
/* Old slots moved on by each store while the table grows.  At a growth
 * the entries would fill a quarter of the new slots (half of half as
 * many); the old slots are all gone after a quarter as many stores as
 * there are new slots, which add at most another quarter: the new slots
 * never reach half full, so the next growth never comes before this one
 * is over. */
#define MOVES_PER_STORE 4

/* A slot's `used`. */
enum {
  SLOT_EMPTY = 0,
  SLOT_ENTRY = 1,
  SLOT_MOVED = 2,  /* an old slot whose entry is in the new slots: still ends no probe */
};

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
  table->old_slots = NULL;
  table->old_mask = 0;
  table->old_cursor = 0;
}

/* The whole table goes: growing it again from a few slots costs less
 * than clearing the megabytes the last search filled, and no frame pays
 * for either (growth is spread over stores). */
void
cairn_table_clear (CairnTable *table)
{
  cairn_table_free (table);
}

void
cairn_table_free (CairnTable *table)
{
  g_free (table->slots);
  g_free (table->old_slots);
  cairn_table_init (table);
}

/* The slot of @key in @slots, or the empty slot that ends its probe. */
static CairnTableEntry *
find_slot (CairnTableEntry        *slots,
           gsize                   mask,
           const CairnPositionKey *key)
{
  gsize i = (gsize) key_hash (key) & mask;

  for (;; i = (i + 1) & mask)
    {
      CairnTableEntry *slot = &slots[i];

      if (slot->used == SLOT_EMPTY || key_equal (&slot->key, key))
        return slot;
    }
}

/* @key's entry still in the old slots, or NULL. */
static CairnTableEntry *
find_old (const CairnTable       *table,
          const CairnPositionKey *key)
{
  CairnTableEntry *slot;

  if (table->old_slots == NULL)
    return NULL;
  slot = find_slot (table->old_slots, table->old_mask, key);
  return slot->used == SLOT_ENTRY ? slot : NULL;
}

const CairnTableEntry *
cairn_table_lookup (const CairnTable       *table,
                    const CairnPositionKey *key)
{
  const CairnTableEntry *slot;

  if (table->slots == NULL)
    return NULL;
  slot = find_slot (table->slots, table->mask, key);
  if (slot->used == SLOT_ENTRY)
    return slot;
  /* An entry is in the new slots or the old, never both. */
  return find_old (table, key);
}

/* @entry (from the old slots) into the new ones, where its key is not. */
static void
move_entry (CairnTable      *table,
            CairnTableEntry *entry)
{
  CairnTableEntry *slot = find_slot (table->slots, table->mask, &entry->key);

  *slot = *entry;
  slot->used = SLOT_ENTRY;
  entry->used = SLOT_MOVED;
  table->used++;
}

/* Moves up to @n old slots' entries on; frees the old slots once all
 * have moved. */
static void
move_old (CairnTable *table,
          gsize       n)
{
  gsize end;

  if (table->old_slots == NULL)
    return;
  end = MIN (table->old_cursor + n, table->old_mask + 1);
  for (gsize i = table->old_cursor; i < end; i++)
    if (table->old_slots[i].used == SLOT_ENTRY)
      move_entry (table, &table->old_slots[i]);
  table->old_cursor = end;
  if (end == table->old_mask + 1)
    {
      g_free (table->old_slots);
      table->old_slots = NULL;
      table->old_mask = 0;
      table->old_cursor = 0;
    }
}

/* Twice the slots, the entries left where they are until stores move
 * them.  The new block is left to the system to zero as it is first
 * touched (a big calloc is a fresh mapping), page by page as the
 * entries arrive. */
static void
grow (CairnTable *table)
{
  gsize size = table->slots != NULL ? (table->mask + 1) * 2 : INITIAL_SLOTS;

  /* Not reached (see MOVES_PER_STORE), but a growth must not start
   * before the last one is over. */
  move_old (table, G_MAXSIZE);
  table->old_slots = table->slots;
  table->old_mask = table->mask;
  table->old_cursor = 0;
  table->slots = g_new0 (CairnTableEntry, size);
  table->mask = size - 1;
  table->used = 0;
}

void
cairn_table_store (CairnTable             *table,
                   const CairnPositionKey *key,
                   int                     depth,
                   int                     value,
                   guint                   bound,
                   CairnMove               move)
{
  CairnTableEntry *slot, *old;

  move_old (table, MOVES_PER_STORE);
  /* At most half full, so probes stay short. */
  if (table->slots == NULL || 2 * (table->used + 1) > table->mask + 1)
    grow (table);
  slot = find_slot (table->slots, table->mask, key);
  if (slot->used == SLOT_EMPTY && (old = find_old (table, key)) != NULL)
    {
      if (depth < old->depth)
        return;
      move_entry (table, old);
    }
  if (slot->used == SLOT_ENTRY && depth < slot->depth)
    return;
  if (slot->used == SLOT_EMPTY)
    table->used++;
  slot->key = *key;
  slot->value = (gint16) value;
  slot->depth = (gint8) depth;
  slot->bound = (guint8) bound;
  slot->move = move;
  slot->used = SLOT_ENTRY;
}
